#include "dogtable/ui/style.h"

#include <QFontMetricsF>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <map>

#include "dogtable/ui/shapes.h"

namespace dogtable::ui {

namespace {
double g_animationFactor = 1.0;

/// The fitted texts drawn on each widget since its last paint began (painting is on the GUI thread).
std::map<const QPaintDevice*, std::vector<DrawnText>>& textLog() {
    static std::map<const QPaintDevice*, std::vector<DrawnText>> log;
    return log;
}

void recordText(const QPainter& p, const QRectF& box, const QString& text, const QString& shown, bool cut,
                const QRectF& ink) {
    const QPaintDevice* device = p.device();
    // Widgets only: they forget their texts at each paint (a picture or pixmap would only pile up).
    if (!device || device->devType() != QInternal::Widget) return;
    // The box in device coordinates (views draw some parts under a translation or scale).
    const QRectF onDevice = p.transform().mapRect(box);
    auto& list = textLog()[device];
    for (const DrawnText& e : list)
        if (e.text == text && e.box == onDevice && e.cut == cut)
            return; // the same text drawn twice (a shadow)
    if (list.size() < 5000) list.push_back(DrawnText{text, shown, onDevice, cut, p.transform().mapRect(ink)});
}
} // namespace

QColor fillOf(GameColour c) {
    switch (c) {
    case GameColour::Red:
        return QColor("#D64541");
    case GameColour::Blue:
        return QColor("#2E86DE");
    case GameColour::Yellow:
        return QColor("#F5B700");
    case GameColour::Green:
        return QColor("#27AE60");
    case GameColour::Purple:
        return QColor("#8E44AD");
    }
    return Qt::gray;
}

QString letterOf(GameColour c) {
    static const char* letters[] = {"R", "B", "Y", "G", "P"};
    return QString::fromLatin1(letters[static_cast<int>(c)]);
}

QString nameOf(GameColour c) {
    static const char* names[] = {"red", "blue", "yellow", "green", "purple"};
    return QString::fromLatin1(names[static_cast<int>(c)]);
}

static QPainterPath symbolPath(const QRectF& b, GameColour c) {
    QPainterPath path;
    const QPointF m = b.center();
    const double r = std::min(b.width(), b.height()) / 2.0;
    switch (c) {
    case GameColour::Red:
        path.addEllipse(m, r * 0.85, r * 0.85);
        break;
    case GameColour::Blue: {
        QPolygonF poly{
            {m.x(), m.y() - r}, {m.x() + r * 0.8, m.y()}, {m.x(), m.y() + r}, {m.x() - r * 0.8, m.y()}};
        path.addPolygon(poly);
        path.closeSubpath();
        break;
    }
    case GameColour::Yellow: {
        QPolygonF poly{
            {m.x(), m.y() - r}, {m.x() + r * 0.95, m.y() + r * 0.75}, {m.x() - r * 0.95, m.y() + r * 0.75}};
        path.addPolygon(poly);
        path.closeSubpath();
        break;
    }
    case GameColour::Green:
        path.addRect(QRectF(m.x() - r * 0.75, m.y() - r * 0.75, r * 1.5, r * 1.5));
        break;
    case GameColour::Purple: {
        QPolygonF poly;
        for (int i = 0; i < 10; ++i) {
            const double a = -M_PI / 2 + i * M_PI / 5;
            const double rr = (i % 2 == 0) ? r : r * 0.45;
            poly << QPointF(m.x() + rr * std::cos(a), m.y() + rr * std::sin(a));
        }
        path.addPolygon(poly);
        path.closeSubpath();
        break;
    }
    }
    return path;
}

void drawColourSymbol(QPainter& p, const QRectF& box, GameColour c) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#1d1d1d"), std::max(1.0, box.width() / 14.0)));
    p.setBrush(fillOf(c));
    p.drawPath(symbolPath(box, c));
    p.restore();
}

void drawColourChip(QPainter& p, const QRectF& box, GameColour c) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#1d1d1d"), 1.2));
    p.setBrush(fillOf(c));
    p.drawRoundedRect(box, box.width() * 0.18, box.width() * 0.18);
    const QColor ink = (c == GameColour::Yellow) ? QColor("#1d1d1d") : QColor("#ffffff");
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    p.drawPath(symbolPath(
        box.adjusted(box.width() * 0.28, box.height() * 0.28, -box.width() * 0.28, -box.height() * 0.28), c));
    p.restore();
}

QColor playerColour(int seat) {
    // Distinct in hue and in lightness (readable in greyscale too).
    static const QColor colours[] = {QColor("#c0392b"), QColor("#1f6fb2"), QColor("#e6b422"),
                                     QColor("#2d8a4e"), QColor("#7d3c98"), QColor("#555555")};
    if (seat < 0) return QColor("#777777");
    return colours[seat % 6];
}

void drawSeatToken(QPainter& p, const QPointF& centre, double radius, int seat, bool active) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (active) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 240, 150, 170));
        p.drawEllipse(centre, radius * 1.45, radius * 1.45);
    }
    p.setPen(QPen(QColor("#1d1d1d"), std::max(1.5, radius / 7)));
    p.setBrush(playerColour(seat));
    p.drawEllipse(centre, radius, radius);
    p.setPen(playerColour(seat).lightness() > 150 ? QColor("#1d1d1d") : QColor("#ffffff"));
    p.setFont(uiFont(std::max(11.0, radius * 1.1), true));
    p.drawText(QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2), Qt::AlignCenter,
               QString::number(seat + 1));
    p.restore();
}

void drawLegalHighlight(QPainter& p, const QRectF& box, double radius) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 3; i >= 1; --i) {
        p.setPen(QPen(QColor(255, 214, 64, 60 + 30 * (3 - i)), i * 3.0));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(box.adjusted(-i, -i, i, i), radius, radius);
    }
    p.restore();
}

void drawHoverOutline(QPainter& p, const QRectF& box, double radius) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#ff8c00"), 3.0));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(box.adjusted(-2, -2, 2, 2), radius, radius);
    p.restore();
}

void drawDie(QPainter& p, const QRectF& box, int pips, const QColor& body, const QColor& pip) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#333333"), std::max(1.0, box.width() / 20)));
    p.setBrush(body);
    p.drawRoundedRect(box, box.width() * 0.18, box.width() * 0.18);
    p.setPen(Qt::NoPen);
    p.setBrush(pip);
    const double r = box.width() * 0.09;
    auto at = [&](double fx, double fy) {
        p.drawEllipse(QPointF(box.left() + box.width() * fx, box.top() + box.height() * fy), r, r);
    };
    const double a = 0.27, m = 0.5, b = 0.73;
    if (pips % 2 == 1) at(m, m);
    if (pips >= 2) {
        at(a, a);
        at(b, b);
    }
    if (pips >= 4) {
        at(b, a);
        at(a, b);
    }
    if (pips == 6) {
        at(a, m);
        at(b, m);
    }
    p.restore();
}

QPainterPath boneShape(const QPointF& centre, double h) {
    const QRectF r(centre.x() - h, centre.y() - h / 2, 2 * h, h);
    const double k = h * 0.3; // knob radius
    QPainterPath path;
    path.addRect(QRectF(r.left() + k, r.center().y() - h * 0.2, r.width() - 2 * k, h * 0.4));
    for (double x : {r.left() + k, r.right() - k})
        for (double y : {r.center().y() - k * 0.85, r.center().y() + k * 0.85})
            path.addEllipse(QPointF(x, y), k, k);
    path.setFillRule(Qt::WindingFill);
    return path.simplified();
}

QColor tableBackground() {
    return QColor("#2f5d46");
}
QColor panelBackground() {
    return QColor("#f4efe4");
}
QColor textColour() {
    return QColor("#202020");
}
QColor mutedTextColour() {
    return QColor("#5a5a5a");
}

QFont uiFont(double pixelSize, bool bold) {
    QFont f;
    f.setPixelSize(static_cast<int>(std::max(11.0, pixelSize)));
    f.setBold(bold);
    return f;
}

void drawFittedText(QPainter& p, const QRectF& box, const QString& text, int flags, double pixelSize,
                    bool bold) {
    p.save();
    QFont f = uiFont(pixelSize, bold);
    QString shown = text;
    if (!(flags & Qt::TextWordWrap)) {
        // Too wide: first a smaller size, never below the house minimum of 11 px, then an ellipsis.
        constexpr double kMinPx = 11.0;
        double size = pixelSize;
        while (size > kMinPx && QFontMetricsF(f).horizontalAdvance(text) > box.width()) {
            size = std::max(kMinPx, size - 0.5);
            f = uiFont(size, bold);
        }
        shown = QFontMetricsF(f).elidedText(text, Qt::ElideRight, box.width());
        recordText(p, box, text, shown, shown != text, QFontMetricsF(f).boundingRect(box, flags, shown));
    } else {
        // A wrapped text that needs more lines than the box has is set smaller too (down to 11 px);
        // it is cut off when its lines still need more height (or a word more width) than the box has.
        constexpr double kMinPx = 11.0;
        double size = pixelSize;
        QRectF need = QFontMetricsF(f).boundingRect(box, flags, text);
        while (size > kMinPx && (need.height() > box.height() + 0.5 || need.width() > box.width() + 0.5)) {
            size = std::max(kMinPx, size - 0.5);
            f = uiFont(size, bold);
            need = QFontMetricsF(f).boundingRect(box, flags, text);
        }
        recordText(p, box, text, text, need.height() > box.height() + 0.5 || need.width() > box.width() + 0.5,
                   need.intersected(box));
    }
    p.setFont(f);
    p.drawText(box, flags, shown);
    p.restore();
}

QString firstThatFits(const QStringList& candidates, double width, double pixelSize, bool bold) {
    (void)pixelSize; // drawFittedText shrinks to 11 px before eliding: a candidate fits if it fits at 11 px
    const QFontMetricsF fm(uiFont(11.0, bold));
    for (const QString& c : candidates)
        if (fm.horizontalAdvance(c) <= width) return c;
    return candidates.isEmpty() ? QString() : candidates.back();
}

QString shortName(const QString& name) {
    const QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() < 2) return name;
    QString out = words.front();
    for (qsizetype i = 1; i < words.size(); ++i)
        out += QLatin1Char(' ') + words[i].left(1) + QLatin1Char('.');
    return out;
}

std::vector<DrawnText> textsOn(const QPaintDevice* device) {
    const auto it = textLog().find(device);
    return it == textLog().end() ? std::vector<DrawnText>{} : it->second;
}

std::vector<Elision> elisionsOn(const QPaintDevice* device) {
    std::vector<Elision> out;
    for (const DrawnText& t : textsOn(device))
        if (t.cut) out.push_back(t);
    return out;
}

void forgetElisions(const QPaintDevice* device) {
    textLog().erase(device);
}

QString elidedTextAt(const QPaintDevice* device, const QPointF& pos) {
    const auto it = textLog().find(device);
    if (it == textLog().end()) return {};
    // The last drawn is on top.
    for (auto e = it->second.rbegin(); e != it->second.rend(); ++e)
        if (e->cut && e->box.contains(pos)) return e->text;
    return {};
}

int animationMs(int ms) {
    return static_cast<int>(std::lround(ms * g_animationFactor));
}
void setAnimationFactor(double factor) {
    g_animationFactor = std::clamp(factor, 0.0, 4.0);
}
double animationFactor() {
    return g_animationFactor;
}

} // namespace dogtable::ui
