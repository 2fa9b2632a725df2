// Dog Lover: our own flat QPainter art for the tricks and the grid — a trick card with its 3x3
// pattern (turned), the watch dog's star, name and cost; the watch dog token; a trick's tooltip.
// The card faces are in doglover_art.cpp.
#include <QCoreApplication>

#include <algorithm>

#include "doglover/view/doglover_art.h"
#include "doglover/view/doglover_art_detail.h"
#include "dogtable/core/text.h"
#include "dogtable/ui/shapes.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::doglover::art {

using detail::kInk;
using detail::star;

void drawTrick(QPainter& p, const QRectF& box, TrickId t, int quarters, bool withText) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const TrickInfo& info = trick(t);
    p.setPen(QPen(kInk, 1.2));
    p.setBrush(t < kFirstBought ? QColor("#e3f2fd") : QColor("#fff3e0"));
    p.drawRoundedRect(box, 6, 6);
    const double textH = withText ? std::max(13.0, box.height() * 0.2) : 0;
    const double side = std::min(box.width(), box.height() - textH) * 0.72;
    const QRectF g(box.center().x() - side / 2, box.top() + (box.height() - textH - side) / 2, side, side);
    const double cs = side / 3;
    const Placement pl = rotated(printed(t), quarters);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) {
            const QRectF cell(g.left() + c * cs + 1, g.top() + r * cs + 1, cs - 2, cs - 2);
            const bool on = (pl.mask >> (r * 3 + c)) & 1U;
            p.setPen(QPen(on ? kInk : QColor("#b0a89a"), on ? 1.2 : 0.8));
            p.setBrush(on ? QColor("#6d4c41") : QColor("#f7f3ea"));
            p.drawRect(cell);
        }
    // the star on the margin of its line
    const int k = lineIndex(pl.star.line);
    QPointF sc;
    switch (pl.star.side) {
    case Side::Top:
        sc = QPointF(g.left() + (k + 0.5) * cs, g.top() - cs * 0.32);
        break;
    case Side::Bottom:
        sc = QPointF(g.left() + (k + 0.5) * cs, g.bottom() + cs * 0.32);
        break;
    case Side::Left:
        sc = QPointF(g.left() - cs * 0.32, g.top() + (k + 0.5) * cs);
        break;
    case Side::Right:
        sc = QPointF(g.right() + cs * 0.32, g.top() + (k + 0.5) * cs);
        break;
    }
    p.setPen(QPen(kInk, 1));
    p.setBrush(QColor("#ffca28"));
    p.drawPolygon(star(sc, cs * 0.3));
    if (withText) {
        p.setPen(ui::textColour());
        ui::drawFittedText(p, QRectF(box.left() + 3, box.bottom() - textH, box.width() - 6, textH),
                           ui::firstThatFits({qs(info.name), QString()}, box.width() - 6, 15, true),
                           Qt::AlignCenter, std::max(11.0, std::min(15.0, textH * 0.6)), true);
        if (info.cost > 0) {
            // the cost: a training whistle badge with the number, top-left
            const double d = std::max(18.0, box.width() * 0.22);
            const QRectF badge(box.left() + 3, box.top() + 3, d * 1.5, d);
            p.setPen(QPen(kInk, 1));
            p.setBrush(art::cardColour(kTraining));
            p.drawRoundedRect(badge, d / 2, d / 2);
            p.setPen(kInk);
            ui::drawFittedText(p, badge, QStringLiteral("%1✎").arg(info.cost), Qt::AlignCenter,
                               std::max(11.0, d * 0.6), true);
        }
    }
    p.restore();
}

void drawWatchDog(QPainter& p, const QRectF& box) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const double s = std::min(box.width(), box.height());
    const QRectF r(box.center().x() - s / 2, box.center().y() - s / 2, s, s);
    p.setPen(QPen(kInk, std::max(1.0, s / 16)));
    p.setBrush(QColor("#9c6b3f"));
    p.drawEllipse(r.adjusted(s * 0.02, s * 0.02, -s * 0.02, -s * 0.02));
    p.setBrush(QColor("#6b4226"));
    p.drawEllipse(QRectF(r.left() + s * 0.02, r.top() + s * 0.05, s * 0.3, s * 0.3));
    p.drawEllipse(QRectF(r.right() - s * 0.32, r.top() + s * 0.05, s * 0.3, s * 0.3));
    p.setBrush(QColor("#f1e0c5"));
    p.drawEllipse(QRectF(r.left() + s * 0.25, r.top() + s * 0.5, s * 0.5, s * 0.35));
    p.setBrush(kInk);
    p.drawEllipse(QPointF(r.left() + s * 0.35, r.top() + s * 0.42), s * 0.06, s * 0.06);
    p.drawEllipse(QPointF(r.right() - s * 0.35, r.top() + s * 0.42), s * 0.06, s * 0.06);
    p.drawEllipse(QPointF(r.center().x(), r.top() + s * 0.6), s * 0.08, s * 0.05);
    p.restore();
}

QString trickTooltip(TrickId t) {
    const TrickInfo& info = trick(t);
    QString html = QStringLiteral("<b>%1</b>").arg(qs(info.name).toHtmlEscaped());
    const std::string other = trickOtherName(t);
    if (!other.empty())
        html += QStringLiteral(" <i>(%1)</i>").arg(QString::fromStdString(other).toHtmlEscaped());
    html += QStringLiteral("<br>");
    html += info.cost > 0 ? QString::fromStdString(text::sayN("doglover", "Costs %n training card to learn.",
                                                              "Costs %n training cards to learn.", info.cost))
                          : QCoreApplication::translate("DogLoverArt", "A starting trick.");
    const long cells = static_cast<long>(info.cells.size()); // a plain number: lupdate reads the call
    html += QStringLiteral(" ") +
            QString::fromStdString(text::sayN(
                "doglover",
                "Takes %n card. Turn it with R or the mouse wheel; the star shows where the watch dog goes.",
                "Takes %n cards. Turn it with R or the mouse wheel; the star shows where the watch dog goes.",
                cells));
    html += QStringLiteral("<br><small>") +
            QCoreApplication::translate("DogLoverArt", "F1 or right-click: rules, section “%1”")
                .arg(sectionTitle(QStringLiteral("tricks"))) +
            QStringLiteral("</small>");
    return html;
}

} // namespace dogtable::games::doglover::art
