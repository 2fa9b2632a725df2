#include "dig/view/dig_art.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QObject>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <iterator>

#include "dogtable/ui/shapes.h"
#include "dogtable/ui/sprite_cache.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::dig::art {

namespace {
// The rounded card shape every yard card, the doghouse and a gap are drawn on (the caller saved
// the painter and restores it).
void drawCardShape(QPainter& p, const QRectF& r, const QPen& edge, const QBrush& fill) {
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(edge);
    p.setBrush(fill);
    p.drawRoundedRect(r, r.width() * 0.12, r.width() * 0.12);
}
} // namespace

ui::GameColour uiColour(Colour c) {
    // The house colour of each bone colour, in the order of Colour.
    static constexpr ui::GameColour kColours[] = {ui::GameColour::Red, ui::GameColour::Yellow,
                                                  ui::GameColour::Green, ui::GameColour::Blue,
                                                  ui::GameColour::Purple};
    const auto i = static_cast<std::size_t>(c);
    return i < std::size(kColours) ? kColours[i] : ui::GameColour::Red;
}

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<int>(s.size()));
}
QString colourLabel(Colour c) {
    return QString::fromStdString(colourWord(c));
}
QString pairLabel(int pair) {
    return QString::fromStdString(pairWord(pair));
}

QString bones(int n) {
    return n == 1 ? QObject::tr("1 bone") : QObject::tr("%1 bones").arg(n);
}

QRectF lerp(const QRectF& a, const QRectF& b, double t) {
    return {a.left() + (b.left() - a.left()) * t, a.top() + (b.top() - a.top()) * t,
            a.width() + (b.width() - a.width()) * t, a.height() + (b.height() - a.height()) * t};
}

namespace {
void paintBone(QPainter& p, const QRectF& box, Colour c, bool dashed);
}

void drawBone(QPainter& p, const QRectF& box, Colour c, bool dashed) {
    // A sprite: drawn once per colour, outline and size (its knobs reach outside the box).
    const double m = std::ceil(std::min(box.height(), box.width() * 0.5) * 0.4) + 2;
    ui::SpriteCache::instance().draw(
        p, box.adjusted(-m, -m, m, m),
        QStringLiteral("dig/bone/%1/%2/%3/%4/%5x%6")
            .arg(static_cast<int>(c))
            .arg(ui::fillOf(uiColour(c)).rgba(), 0, 16)
            .arg(dashed ? 1 : 0)
            .arg(ui::highContrast() ? 1 : 0)
            .arg(box.width(), 0, 'g', 8)
            .arg(box.height(), 0, 'g', 8),
        [=](QPainter& q, const QSizeF& size) {
            paintBone(q, QRectF(m, m, size.width() - 2 * m, size.height() - 2 * m), c, dashed);
        });
}

namespace {
void paintBone(QPainter& p, const QRectF& box, Colour c, bool dashed) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const double h = std::min(box.height(), box.width() * 0.5);
    p.setPen(QPen(QColor("#1d1d1d"), std::max(1.0, h / 14), dashed ? Qt::DashLine : Qt::SolidLine));
    p.setBrush(ui::fillOf(uiColour(c)));
    p.drawPath(ui::boneShape(box.center(), h));
    // The colour's symbol on a white badge, so the bone reads without colour too.
    const double badge = h * 0.82, s = h * 0.6;
    p.setPen(QPen(QColor("#1d1d1d"), std::max(0.8, h / 20)));
    p.setBrush(QColor("#ffffff"));
    p.drawEllipse(box.center(), badge / 2, badge / 2);
    ui::drawColourSymbol(p, QRectF(box.center().x() - s / 2, box.center().y() - s / 2, s, s), uiColour(c));
    p.restore();
}
} // namespace

namespace {
void paintScentFace(QPainter& p, const QRectF& r, int pair);
}

void drawScentFace(QPainter& p, const QRectF& r, int pair) {
    // A sprite: drawn once per pair, colours and size (its edge reaches half a pen outside).
    const ScentPair sp = kScentPairs[ix(pair)];
    constexpr double m = 2;
    ui::SpriteCache::instance().draw(
        p, r.adjusted(-m, -m, m, m),
        QStringLiteral("dig/scent/%1/%2/%3/%4/%5x%6")
            .arg(pair)
            .arg(ui::fillOf(uiColour(sp.first)).rgba(), 0, 16)
            .arg(ui::fillOf(uiColour(sp.second)).rgba(), 0, 16)
            .arg(ui::highContrast() ? 1 : 0)
            .arg(r.width(), 0, 'g', 8)
            .arg(r.height(), 0, 'g', 8),
        [=](QPainter& q, const QSizeF& size) {
            paintScentFace(q, QRectF(m, m, size.width() - 2 * m, size.height() - 2 * m), pair);
        });
}

namespace {
void paintScentFace(QPainter& p, const QRectF& r, int pair) {
    p.save();
    QLinearGradient g(r.topLeft(), r.bottomLeft());
    g.setColorAt(0.0, QColor("#f6f1dc"));
    g.setColorAt(0.62, QColor("#eef0d2"));
    g.setColorAt(0.66, QColor("#7fbf5a"));
    g.setColorAt(1.0, QColor("#4f9a3c"));
    drawCardShape(p, r, QPen(QColor("#3b3b3b"), 1.2), g);
    // Grass blades.
    p.setPen(QPen(QColor("#3d7d2c"), std::max(1.0, r.width() / 30)));
    const double grassTop = r.top() + r.height() * 0.64;
    for (int i = 1; i < 6; ++i) {
        const double x = r.left() + r.width() * i / 6.0;
        p.drawLine(QPointF(x, grassTop + r.height() * 0.06),
                   QPointF(x + (i % 2 ? 2.0 : -2.0), grassTop - r.height() * 0.03));
    }
    const ScentPair sp = kScentPairs[ix(pair)];
    const double s = std::min(r.width() * 0.52, r.height() * 0.2);
    const std::array<Colour, 2> cols = {sp.first, sp.second};
    for (int i = 0; i < 2; ++i) {
        const double cx = r.left() + r.width() * (i == 0 ? 0.33 : 0.67);
        const double cy = r.top() + r.height() * (i == 0 ? 0.16 : 0.38);
        // A wavy scent line rising from the grass to the symbol.
        QPainterPath wisp;
        wisp.moveTo(cx, grassTop);
        const double amp = r.width() * 0.08;
        const int waves = 3;
        const double top = cy + s / 2;
        for (int k = 1; k <= waves * 8; ++k) {
            const double t = k / double(waves * 8);
            wisp.lineTo(cx + amp * std::sin(t * waves * 2 * M_PI), grassTop + (top - grassTop) * t);
        }
        p.setPen(QPen(ui::fillOf(uiColour(cols[ix(i)])), std::max(1.5, r.width() / 16), Qt::SolidLine,
                      Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        p.drawPath(wisp);
        ui::drawColourSymbol(p, QRectF(cx - s / 2, cy - s / 2, s, s), uiColour(cols[ix(i)]));
    }
    p.restore();
}
} // namespace

namespace {
// The bowl card without its words (a sprite): the card, the bowl, its chip and the empty badge.
void paintBowlFace(QPainter& p, const QRectF& r, Colour c, bool badge) {
    p.save();
    drawCardShape(p, r, QPen(QColor("#3b3b3b"), 1.2), QColor("#fbf6ea"));
    // The bowl.
    const double bw = r.width() * 0.84;
    const QRectF bowl(r.center().x() - bw / 2, r.top() + r.height() * 0.58, bw, r.height() * 0.26);
    QPainterPath path;
    path.moveTo(bowl.topLeft());
    path.lineTo(bowl.topRight());
    path.cubicTo(bowl.right(), bowl.bottom(), bowl.right() - bw * 0.2, bowl.bottom(), bowl.center().x(),
                 bowl.bottom());
    path.cubicTo(bowl.left() + bw * 0.2, bowl.bottom(), bowl.left(), bowl.bottom(), bowl.left(), bowl.top());
    p.setPen(QPen(QColor("#1d1d1d"), 1.5));
    p.setBrush(ui::fillOf(uiColour(c)));
    p.drawPath(path);
    p.drawEllipse(QRectF(bowl.left(), bowl.top() - bowl.height() * 0.18, bowl.width(), bowl.height() * 0.36));
    const double s = std::min(bw * 0.45, bowl.height() * 0.7);
    ui::drawColourChip(
        p, QRectF(bowl.center().x() - s / 2, bowl.center().y() - s / 2 + bowl.height() * 0.12, s, s),
        uiColour(c));
    if (badge) {
        const double d = std::min(r.width() * 0.78, r.height() * 0.3);
        p.setPen(QPen(QColor("#1d1d1d"), 1.5));
        p.setBrush(QColor("#fff6c8"));
        p.drawEllipse(QRectF(r.center().x() - d / 2, r.top() + r.height() * 0.07, d, d));
    }
    p.restore();
}
} // namespace

void drawBowlFace(QPainter& p, const QRectF& r, Colour c, int value) {
    // A sprite for the picture (once per colour, badge and size); the words are drawn on it (the
    // table's text checks see them).
    constexpr double m = 2;
    const bool badge = value > 0;
    ui::SpriteCache::instance().draw(
        p, r.adjusted(-m, -m, m, m),
        QStringLiteral("dig/bowl/%1/%2/%3/%4/%5x%6")
            .arg(static_cast<int>(c))
            .arg(ui::fillOf(uiColour(c)).rgba(), 0, 16)
            .arg(badge ? 1 : 0)
            .arg(ui::highContrast() ? 1 : 0)
            .arg(r.width(), 0, 'g', 8)
            .arg(r.height(), 0, 'g', 8),
        [=](QPainter& q, const QSizeF& size) {
            paintBowlFace(q, QRectF(m, m, size.width() - 2 * m, size.height() - 2 * m), c, badge);
        });
    // The value badge's words: points per bone right now.
    if (badge) {
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        const double bw = r.width() * 0.84;
        const QRectF bowl(r.center().x() - bw / 2, r.top() + r.height() * 0.58, bw, r.height() * 0.26);
        const double d = std::min(r.width() * 0.78, r.height() * 0.3);
        const QRectF badgeRect(r.center().x() - d / 2, r.top() + r.height() * 0.07, d, d);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, badgeRect, QString::number(value), Qt::AlignCenter, d * 0.62, true);
        if (bowl.top() - bowl.height() * 0.2 - badgeRect.bottom() >= 13)
            ui::drawFittedText(p, QRectF(r.left(), badgeRect.bottom(), r.width(), 13),
                               QCoreApplication::translate("DigArt", "pts"), Qt::AlignCenter, 11);
        p.restore();
    }
}

void drawDoghouse(QPainter& p, const QRectF& r, std::span<const int> moveRanges) {
    p.save();
    drawCardShape(p, r, QPen(QColor("#3b3b3b"), 1.2), QColor("#e8d8b8"));
    const double w = r.width() * 0.8;
    const double top = r.top() + r.height() * 0.06;
    const double hh = std::min(w, r.height() * 0.42);
    const QPointF c(r.center().x(), top);
    QPolygonF roof{
        {c.x(), c.y()}, {c.x() + w / 2 + 3, c.y() + hh * 0.45}, {c.x() - w / 2 - 3, c.y() + hh * 0.45}};
    p.setBrush(QColor("#a0522d"));
    p.setPen(QPen(QColor("#1d1d1d"), 1.5));
    const QRectF wall(c.x() - w / 2 * 0.85, c.y() + hh * 0.4, w * 0.85, hh * 0.6);
    p.setBrush(QColor("#c98b4f"));
    p.drawRect(wall);
    p.setBrush(QColor("#8b3a1e"));
    p.drawPolygon(roof);
    QPainterPath door;
    const QRectF dr(c.x() - wall.width() * 0.22, wall.top() + wall.height() * 0.3, wall.width() * 0.44,
                    wall.height() * 0.7);
    door.moveTo(dr.bottomLeft());
    door.lineTo(dr.left(), dr.top() + dr.width() / 2);
    door.arcTo(QRectF(dr.left(), dr.top(), dr.width(), dr.width()), 180, -180);
    door.lineTo(dr.bottomRight());
    door.closeSubpath();
    p.setBrush(QColor("#2b1a10"));
    p.drawPath(door);
    // The movement table: bones carried -> steps.
    const double lineH = 13;
    const double tableTop = wall.bottom() + 4;
    const int lines = static_cast<int>(moveRanges.size());
    if (r.bottom() - tableTop >= lines * lineH && r.width() >= 34) {
        p.setPen(ui::textColour());
        for (int b = 0; b < lines; ++b) {
            const QRectF line(r.left() + 2, tableTop + b * lineH, r.width() - 4, lineH);
            ui::drawFittedText(p, line, QString("%1→%2").arg(b).arg(moveRanges[ix(b)]), Qt::AlignCenter, 11);
        }
    }
    p.restore();
}

void drawGap(QPainter& p, const QRectF& r) {
    p.save();
    drawCardShape(p, r, QPen(QColor(255, 255, 255, 170), 1.6, Qt::DashLine), QColor(0, 0, 0, 40));
    p.setPen(QColor(255, 255, 255, 200));
    ui::drawFittedText(p, r, QCoreApplication::translate("DigArt", "gap"), Qt::AlignCenter, 11);
    p.restore();
}

void drawPips(QPainter& p, const QRectF& r, int left, int total) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QString word = left == 1 ? QCoreApplication::translate("DigArt", "action")
                                   : QCoreApplication::translate("DigArt", "actions");
    // Smaller dots where the word would be cut (German "Aktionen" read "Aktion…" at 47 px).
    const double wordWidth = QFontMetricsF(ui::uiFont(12)).horizontalAdvance(word);
    const double d = std::max(6.0, std::min({r.height() * 0.5, r.width() / 7.0,
                                             (r.width() - 5 - wordWidth) / (1.2 + (total - 1) * 1.35)}));
    for (int i = 0; i < total; ++i) {
        const QPointF c(r.left() + d * 0.7 + i * d * 1.35, r.center().y());
        p.setPen(QPen(QColor("#1d1d1d"), 1.5));
        p.setBrush(i < left ? QColor("#ffd84a") : QColor(255, 255, 255, 60));
        p.drawEllipse(c, d / 2, d / 2);
        if (i >= left)
            p.drawLine(QPointF(c.x() - d * 0.3, c.y() + d * 0.3), QPointF(c.x() + d * 0.3, c.y() - d * 0.3));
    }
    // the dots say it in shape; the word says what they count
    const double textLeft = r.left() + d * 0.7 + (total - 1) * d * 1.35 + d * 0.5 + 5;
    p.setPen(QColor("#f4efe4"));
    ui::drawFittedText(p, QRectF(textLeft, r.top(), r.right() - textLeft, r.height()), word,
                       Qt::AlignLeft | Qt::AlignVCenter, 12);
    p.restore();
}

} // namespace dogtable::games::dig::art
