// Ciapki's own drawings (treats, paw prints, spaces, Pies) and the table's small helpers.
#include "ciapki/view/ciapki_art.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QStringList>
#include <QStyleOptionButton>
#include <QStylePainter>

#include <algorithm>
#include <array>
#include <iterator>

#include "dogtable/core/text.h"
#include "dogtable/ui/sprite_cache.h"

namespace dogtable::games::ciapki::art {

ui::GameColour gameColour(TileColour c) {
    // The house colour of each tile colour, in the order of TileColour.
    static constexpr ui::GameColour kColours[] = {ui::GameColour::Red, ui::GameColour::Yellow,
                                                  ui::GameColour::Purple, ui::GameColour::Green,
                                                  ui::GameColour::Blue};
    const auto i = static_cast<std::size_t>(c);
    return i < std::size(kColours) ? kColours[i] : ui::GameColour::Red;
}

namespace {
void paintTreat(QPainter& p, const QRectF& r) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QColor fill("#e9c98f"), line("#6b4a1e");
    p.setPen(QPen(line, std::max(1.0, r.height() / 14)));
    p.setBrush(fill);
    const double d = r.height() * 0.42;
    QPainterPath path;
    path.addRoundedRect(QRectF(r.left() + d * 0.6, r.center().y() - r.height() * 0.16, r.width() - d * 1.2,
                               r.height() * 0.32),
                        2, 2);
    for (double x : {r.left() + d * 0.5, r.right() - d * 0.5})
        for (double y : {r.center().y() - d * 0.42, r.center().y() + d * 0.42})
            path.addEllipse(QPointF(x, y), d * 0.5, d * 0.5);
    p.drawPath(path.simplified());
    p.restore();
}

void paintPaw(QPainter& p, const QRectF& r, const QColor& c) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(c);
    const double u = r.width() / 10;
    p.drawEllipse(QRectF(r.left() + 2.5 * u, r.top() + 4.5 * u, 5 * u, 4.5 * u));
    const std::array<QPointF, 4> toes{QPointF(1.6, 3.4), QPointF(3.8, 1.6), QPointF(6.2, 1.6),
                                      QPointF(8.4, 3.4)};
    for (const auto& t : toes)
        p.drawEllipse(QPointF(r.left() + t.x() * u, r.top() + t.y() * u), 1.1 * u, 1.4 * u);
    p.restore();
}

void paintSpace(QPainter& p, const QRectF& r, int value) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QPen pen(QColor("#8a7f6a"), std::max(1.0, r.width() / 18), Qt::DashLine);
    p.setPen(pen);
    p.setBrush(QColor("#efe6d2"));
    p.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18);
    p.restore();
    ui::drawDie(p, r.adjusted(r.width() * 0.06, r.width() * 0.06, -r.width() * 0.06, -r.width() * 0.06),
                value, QColor(0, 0, 0, 0), QColor("#9c9178"));
}

QString sizeKey(const QRectF& r) {
    return QStringLiteral("%1x%2").arg(r.width(), 0, 'g', 8).arg(r.height(), 0, 'g', 8);
}
} // namespace

// The treat, the paw and the empty space are sprites (issue #22): painted once per look and size (a
// new position blits them); `m` is how far the outline reaches outside the box.

/// A treat: a little bone, our own drawing.
void drawTreat(QPainter& p, const QRectF& r) {
    const double m = std::max(1.0, r.height() / 14) / 2 + 1;
    ui::SpriteCache::instance().draw(
        p, r.adjusted(-m, -m, m, m), QStringLiteral("ciapki/treat/") + sizeKey(r),
        [m](QPainter& q, const QSizeF& size) {
            paintTreat(q, QRectF(m, m, size.width() - 2 * m, size.height() - 2 * m));
        });
}

/// A paw print: one pad and four toes.
void drawPaw(QPainter& p, const QRectF& r, const QColor& c) {
    constexpr double m = 1;
    ui::SpriteCache::instance().draw(
        p, r.adjusted(-m, -m, m, m), QStringLiteral("ciapki/paw/%1/").arg(c.rgba(), 0, 16) + sizeKey(r),
        [c](QPainter& q, const QSizeF& size) {
            paintPaw(q, QRectF(m, m, size.width() - 2 * m, size.height() - 2 * m), c);
        });
}

/// An empty space: a faded die outline with its pips (the value it wants).
void drawSpace(QPainter& p, const QRectF& r, int value) {
    const double m = std::max(1.0, r.width() / 18) / 2 + 1;
    ui::SpriteCache::instance().draw(
        p, r.adjusted(-m, -m, m, m), QStringLiteral("ciapki/space/%1/").arg(value) + sizeKey(r),
        [m, value](QPainter& q, const QSizeF& size) {
            paintSpace(q, QRectF(m, m, size.width() - 2 * m, size.height() - 2 * m), value);
        });
}

void drawPiesFace(QPainter& p, const QRectF& face) {
    const double s = face.width();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#3e2a16"), 2));
    p.setBrush(QColor("#c8955a"));
    p.drawEllipse(face.adjusted(s * 0.12, s * 0.1, -s * 0.12, 0));
    p.setBrush(QColor("#7a5230"));
    p.drawEllipse(QRectF(face.left(), face.top() + s * 0.05, s * 0.28, s * 0.5));
    p.drawEllipse(QRectF(face.right() - s * 0.28, face.top() + s * 0.05, s * 0.28, s * 0.5));
    p.setBrush(QColor("#222222"));
    p.drawEllipse(QPointF(face.center().x() - s * 0.14, face.center().y()), s * 0.05, s * 0.05);
    p.drawEllipse(QPointF(face.center().x() + s * 0.14, face.center().y()), s * 0.05, s * 0.05);
    p.drawEllipse(QPointF(face.center().x(), face.center().y() + s * 0.18), s * 0.08, s * 0.06);
    p.restore();
}

QIcon diceIcon(const Counts& c, int size) {
    const int n = std::max(1, countTotal(c));
    QPixmap pm((size + 2) * n, size);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    int x = 0;
    for (std::size_t f = 0; f < 6; ++f)
        for (int i = 0; i < c[f]; ++i) {
            ui::drawDie(p, QRectF(x + 1, 1, size - 2, size - 2), static_cast<int>(f + 1));
            x += size + 2;
        }
    if (countTotal(c) == 0) {
        p.setPen(QPen(QColor("#777777"), 2));
        p.drawLine(3, size / 2, size - 3, size / 2);
    }
    p.end();
    return QIcon(pm);
}

FitButton::~FitButton() {
    ui::forgetElisions(this); // the texts drawn on it are kept per widget
}

void FitButton::paintEvent(QPaintEvent*) {
    ui::forgetElisions(this);
    QStylePainter p(this);
    QStyleOptionButton opt;
    initStyleOption(&opt);
    p.drawControl(QStyle::CE_PushButtonBevel, opt);
    const QRect inner = style()->subElementRect(QStyle::SE_PushButtonContents, &opt, this);
    QRectF textBox = inner;
    if (!icon().isNull()) {
        const QSize is = iconSize();
        // Centred with the label when there is room, else at the left edge.
        const double textW = QFontMetricsF(font()).horizontalAdvance(text());
        const double total = is.width() + 4 + textW;
        const double left = total < inner.width() ? inner.left() + (inner.width() - total) / 2 : inner.left();
        const QRect ir(static_cast<int>(left), inner.center().y() - is.height() / 2, is.width(), is.height());
        icon().paint(&p, ir, Qt::AlignCenter, isEnabled() ? QIcon::Normal : QIcon::Disabled);
        textBox.setLeft(ir.right() + 5);
        textBox.setRight(
            std::max(textBox.left() + 1, total < inner.width() ? left + total : double(inner.right())));
    }
    p.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText));
    ui::drawFittedText(p, textBox, text(),
                       icon().isNull() ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter, 13);
}

QString countsWords(const Counts& c) {
    QStringList parts;
    for (std::size_t f = 0; f < 6; ++f)
        if (c[f]) parts << QStringLiteral("%1×%2").arg(c[f]).arg(f + 1);
    return parts.isEmpty() ? QString::fromStdString(text::say("ciapki", "none", "no dice"))
                           : parts.join(QStringLiteral(", "));
}

QString stepsText(int tile) {
    const auto& info = tileInfo(tile);
    QStringList lines;
    for (int i = 0; i < info.stepCount; ++i)
        lines << QStringLiteral("%1. %2").arg(i + 1).arg(QString::fromStdString(stepText(tile, i)));
    return lines.join('\n');
}

QString tileLabel(int tile) {
    return QString::fromStdString(tileName(tile));
}

QString tileTitle(int tile) {
    const QString name = tileLabel(tile), box = qs(tileInfo(tile).polish);
    return name.compare(box, Qt::CaseInsensitive) == 0 ? name : QStringLiteral("%1 · %2").arg(name, box);
}

} // namespace dogtable::games::ciapki::art
