// Dog Kids — the table's art: dogs, kennels, paws, card faces and backs, field marks.
#include "dogkids/view/dogkids_art.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

#include "dogkids/rules/dogkids_text.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::dogkids {

QColor dogFill(int boardPos) {
    static const std::array<QColor, kBoardPositions> fills = {QColor("#f7f5ee"), QColor("#9ea3a8"),
                                                              QColor("#8d5a2b"), QColor("#262626")};
    return fills[idx(std::clamp(boardPos, 0, 3))];
}

/// The colour's shape on a light disc, so fields read by shape too (and in greyscale).
void drawFieldMark(QPainter& p, const QPointF& c, double radius, int colour) {
    p.setPen(QPen(QColor("#1d1d1d"), std::max(0.8, radius / 14)));
    p.setBrush(QColor("#fffaf0"));
    p.drawEllipse(c, radius * 0.64, radius * 0.64);
    const double sym = radius * 0.86;
    ui::drawColourSymbol(p, QRectF(c.x() - sym / 2, c.y() - sym / 2, sym, sym), gameColour(colour));
}

/// A small kennel: a house with a roof and a door.
void drawHouse(QPainter& p, const QRectF& box, const QColor& fill, const QColor& ink) {
    QPainterPath path;
    const double w = box.width(), h = box.height();
    path.moveTo(box.left() + w * 0.5, box.top());
    path.lineTo(box.right(), box.top() + h * 0.45);
    path.lineTo(box.right() - w * 0.12, box.top() + h * 0.45);
    path.lineTo(box.right() - w * 0.12, box.bottom());
    path.lineTo(box.left() + w * 0.12, box.bottom());
    path.lineTo(box.left() + w * 0.12, box.top() + h * 0.45);
    path.lineTo(box.left(), box.top() + h * 0.45);
    path.closeSubpath();
    p.setPen(QPen(ink, std::max(1.0, w / 14)));
    p.setBrush(fill);
    p.drawPath(path);
    QPainterPath door;
    door.addRoundedRect(QRectF(box.left() + w * 0.36, box.top() + h * 0.58, w * 0.28, h * 0.42), w * 0.12,
                        w * 0.12);
    p.setBrush(ink);
    p.drawPath(door);
}

/// A paw print (a pad and four toes).
void drawPaw(QPainter& p, const QPointF& c, double size, const QColor& fill) {
    p.setPen(QPen(QColor("#1d1d1d"), std::max(1.0, size / 12)));
    p.setBrush(fill);
    p.drawEllipse(QPointF(c.x(), c.y() + size * 0.18), size * 0.32, size * 0.26);
    const std::array<QPointF, 4> toes = {QPointF(-0.36, -0.18), QPointF(-0.13, -0.38), QPointF(0.13, -0.38),
                                         QPointF(0.36, -0.18)};
    for (const QPointF& t : toes)
        p.drawEllipse(QPointF(c.x() + t.x() * size, c.y() + t.y() * size), size * 0.12, size * 0.14);
}

/// A dog token: head with ears, white halo and dark outline, and a number: on the board the dog's own
/// (the log and the hints say "white dog 2"; play test: every white token showed its player's 1), in
/// the players' panel the seat's.
void drawDog(QPainter& p, const QPointF& c, double r, int boardPos, int number, double opacity) {
    p.save();
    p.setOpacity(opacity);
    const QColor fill = dogFill(boardPos);
    const QColor ear = fill.darker(boardPos == 3 ? 60 : 130);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 70));
    p.drawEllipse(c + QPointF(r * 0.12, r * 0.18), r * 1.05, r * 1.05);
    for (int side : {-1, 1}) {
        p.save();
        p.translate(c.x() + side * r * 0.72, c.y() - r * 0.55);
        p.rotate(side * 25.0);
        p.setPen(QPen(QColor("#ffffff"), r * 0.22));
        p.setBrush(ear);
        p.drawEllipse(QPointF(0, 0), r * 0.34, r * 0.55);
        p.setPen(QPen(QColor("#1d1d1d"), std::max(1.0, r * 0.09)));
        p.drawEllipse(QPointF(0, 0), r * 0.34, r * 0.55);
        p.restore();
    }
    p.setPen(QPen(QColor("#ffffff"), r * 0.18));
    p.setBrush(fill);
    p.drawEllipse(c, r, r);
    p.setPen(QPen(QColor("#1d1d1d"), std::max(1.2, r * 0.1)));
    p.drawEllipse(c, r, r);
    if (number >= 0) {
        p.setPen(fill.lightness() > 140 ? QColor("#1d1d1d") : QColor("#ffffff"));
        ui::drawFittedText(p, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), QString::number(number + 1),
                           Qt::AlignCenter, r * 1.05, true);
    }
    p.restore();
}

void drawCardFace(QPainter& p, const QRectF& r, Card c) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const CardInfo& info = cardInfo(c);
    const double w = r.width();
    p.setPen(QPen(QColor("#3a3a3a"), 1.5));
    p.setBrush(QColor("#fffdf7"));
    p.drawRoundedRect(r, w * 0.09, w * 0.09);
    QString label = qs(cardFaceWord(c));
    label.replace(QLatin1Char('/'), QStringLiteral(" / "));
    // A small card (the discard pile) sets its name lighter and on up to two lines. A big card's
    // name gets the lines it needs at the smallest size (German "Doppel-schritt Blau" takes three,
    // Polish "podwójna niebieska" two), up to 45 % of the card: the picture above it shrinks.
    const bool small = w < 60;
    if (small) {
        // A word wider than the small card is shortened to fit with a full stop (Portuguese
        // "amarela / verde" on the discard pile at 1024x700: "amar. / verde"); the card's
        // tooltip names it in full.
        const QFontMetricsF fm(ui::uiFont(11, true));
        QStringList words = label.split(QLatin1Char(' '));
        for (QString& word : words)
            word = ui::shortenedWord(word, w - 4, fm);
        label = words.join(QLatin1Char(' '));
    }
    const double wrapped =
        QFontMetricsF(ui::uiFont(11, true))
            .boundingRect(QRectF(0, 0, w - 2, 10000), Qt::AlignHCenter | Qt::TextWordWrap, label)
            .height() +
        4;
    const double labelH =
        small ? std::max(r.height() * 0.4, 28.0) : std::clamp(wrapped, r.height() * 0.28, r.height() * 0.45);
    const double lost = small ? 0.0 : labelH - r.height() * 0.28;
    const QRectF art(r.left() + w * 0.14, r.top() + r.height() * 0.14, w * 0.72, r.height() * 0.56 - lost);
    const double chip = std::min(art.width(), art.height()) * 0.62;
    const QPointF mid = art.center();
    switch (info.kind) {
    case CardKind::Single:
        ui::drawColourChip(p, QRectF(mid.x() - chip / 2, mid.y() - chip / 2, chip, chip),
                           gameColour(firstColour(info.colours)));
        break;
    case CardKind::Double: {
        const QColor fill = colourFill(firstColour(info.colours));
        drawPaw(p, QPointF(mid.x() - chip * 0.3, mid.y() + chip * 0.25), chip * 0.6, fill);
        drawPaw(p, QPointF(mid.x() + chip * 0.3, mid.y() - chip * 0.3), chip * 0.6, fill);
        ui::drawColourSymbol(p, QRectF(r.left() + w * 0.07, r.top() + w * 0.07, w * 0.18, w * 0.18),
                             gameColour(firstColour(info.colours)));
        break;
    }
    case CardKind::TwoColour: {
        const double s = chip * 0.72;
        ui::drawColourChip(p, QRectF(mid.x() - s * 1.02, mid.y() - s * 0.9, s, s),
                           gameColour(firstColour(info.colours)));
        ui::drawColourChip(p, QRectF(mid.x() + s * 0.02, mid.y() - s * 0.1, s, s),
                           gameColour(secondColour(info.colours)));
        break;
    }
    case CardKind::Kennel:
        drawHouse(p, QRectF(mid.x() - chip / 2, mid.y() - chip / 2, chip, chip), QColor("#c98b4a"),
                  QColor("#3a2a1a"));
        break;
    case CardKind::Swap: {
        p.setPen(QPen(QColor("#3a3a3a"), std::max(2.0, chip / 10), Qt::SolidLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        const QRectF arc(mid.x() - chip / 2, mid.y() - chip / 2, chip, chip);
        p.drawArc(arc, 30 * 16, 120 * 16);
        p.drawArc(arc, 210 * 16, 120 * 16);
        const double a = chip / 2;
        p.setBrush(QColor("#3a3a3a"));
        auto head = [&](QPointF tip, double dx) {
            QPolygonF tri{tip, QPointF(tip.x() + dx, tip.y() - a * 0.28),
                          QPointF(tip.x() + dx, tip.y() + a * 0.28)};
            p.drawPolygon(tri);
        };
        head(QPointF(mid.x() - a * 0.95, mid.y() - a * 0.35), a * 0.35);
        head(QPointF(mid.x() + a * 0.95, mid.y() + a * 0.35), -a * 0.35);
        drawDog(p, QPointF(mid.x(), mid.y()), chip * 0.18, 0, -1);
        break;
    }
    }
    p.setPen(ui::textColour());
    ui::drawFittedText(p, QRectF(r.left() + 1, r.bottom() - labelH - r.height() * 0.02, w - 2, labelH), label,
                       Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextWordWrap, std::max(11.0, w * 0.12),
                       !small);
    p.restore();
}

void drawCardBack(QPainter& p, const QRectF& r) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#1f3b2d"), 1.5));
    p.setBrush(QColor("#3f7a5a"));
    p.drawRoundedRect(r, r.width() * 0.09, r.width() * 0.09);
    drawPaw(p, r.center(), r.width() * 0.45, QColor("#e9dfc7"));
    p.restore();
}

} // namespace dogtable::games::dogkids
