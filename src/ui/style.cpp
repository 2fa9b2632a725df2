#include "dogtable/ui/style.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPainterPath>
#include <QPolygonF>
#include <QTextDocument>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>

#include "dogtable/ui/shapes.h"
#include "dogtable/ui/sprite_cache.h"

namespace dogtable::ui {

namespace {
double g_animationFactor = 1.0;

/// The fitted texts drawn on each widget since its last paint began (painting is on the GUI thread).
std::map<const QPaintDevice*, std::vector<DrawnText>>& textLog() {
    static std::map<const QPaintDevice*, std::vector<DrawnText>> log;
    return log;
}

// A pixmap whose texts count as a widget's (TextRecordRedirect).
const QPaintDevice* g_redirectFrom = nullptr;
const QPaintDevice* g_redirectTo = nullptr;

void recordText(const QPainter& p, const QRectF& box, const QString& text, const QString& shown, bool cut,
                const QRectF& ink) {
    const QPaintDevice* device = p.device();
    if (device != nullptr && device == g_redirectFrom) device = g_redirectTo;
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
    const auto& games = themeColours().games;
    const auto i = static_cast<std::size_t>(c);
    return i < games.size() ? games[i] : QColor(Qt::gray);
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
    p.setPen(QPen(themeColours().outline, std::max(1.0, box.width() / 14.0)));
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
    const QColor ink = highContrast()              ? inkOn(fillOf(c))
                       : (c == GameColour::Yellow) ? QColor("#1d1d1d")
                                                   : QColor("#ffffff");
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    p.drawPath(symbolPath(
        box.adjusted(box.width() * 0.28, box.height() * 0.28, -box.width() * 0.28, -box.height() * 0.28), c));
    p.restore();
}

namespace {
SeatPalette& appPalette() {
    static SeatPalette palette;
    return palette;
}
const SeatPalette* g_scoped = nullptr;
std::vector<QColor>& gameColours() {
    static std::vector<QColor> colours;
    return colours;
}
} // namespace

void setGameSeatColours(std::vector<QColor> colours) {
    gameColours() = std::move(colours);
}
const std::vector<QColor>& gameSeatColours() {
    return gameColours();
}

void setSeatPalette(SeatPalette palette) {
    appPalette() = std::move(palette);
}
const SeatPalette& seatPalette() {
    return g_scoped ? *g_scoped : appPalette();
}
SeatPaletteScope::SeatPaletteScope(const SeatPalette* palette) : m_previous(g_scoped) {
    if (palette) g_scoped = palette;
}
SeatPaletteScope::~SeatPaletteScope() {
    g_scoped = m_previous;
}

SeatPalette paletteFor(const std::vector<int>& preferences) {
    const int entries = static_cast<int>(themeColours().seats.size());
    const int n = static_cast<int>(preferences.size());
    SeatPalette out(preferences.size(), -1);
    std::vector<bool> taken(static_cast<std::size_t>(std::max(entries, n)), false);
    for (int s = 0; s < n; ++s) {
        const int want = preferences[static_cast<std::size_t>(s)];
        if (want >= 0 && want < entries && !taken[static_cast<std::size_t>(want)]) {
            out[static_cast<std::size_t>(s)] = want;
            taken[static_cast<std::size_t>(want)] = true;
        }
    }
    for (int s = 0; s < n; ++s) {
        if (out[static_cast<std::size_t>(s)] >= 0) continue;
        int e = s < static_cast<int>(taken.size()) && !taken[static_cast<std::size_t>(s)] ? s : -1;
        for (int i = 0; e < 0 && i < static_cast<int>(taken.size()); ++i)
            if (!taken[static_cast<std::size_t>(i)]) e = i;
        if (e < 0) e = s; // more seats than entries: colours repeat as before
        out[static_cast<std::size_t>(s)] = e;
        if (e < static_cast<int>(taken.size())) taken[static_cast<std::size_t>(e)] = true;
    }
    return out;
}

QColor paletteColour(int index) {
    const auto& seats = themeColours().seats;
    return seats[static_cast<std::size_t>(std::max(0, index)) % seats.size()];
}

QColor playerColour(int seat) {
    // Distinct in hue and in lightness (readable in greyscale too).
    if (seat < 0) return QColor("#777777");
    if (g_scoped == nullptr && seat < static_cast<int>(gameColours().size()))
        return gameColours()[static_cast<std::size_t>(seat)];
    const SeatPalette& palette = seatPalette();
    const int entry =
        seat < static_cast<int>(palette.size()) ? palette[static_cast<std::size_t>(seat)] : seat;
    return paletteColour(entry);
}

namespace {
void paintSeatToken(QPainter& p, const QPointF& centre, double radius, int seat, bool active) {
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
    p.restore();
}

/// The token's number: drawn directly (glyphs snap to the device's pixels, a sprite's would not).
void paintSeatNumber(QPainter& p, const QPointF& centre, double radius, int seat) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);

    p.setPen(highContrast()                         ? inkOn(playerColour(seat))
             : playerColour(seat).lightness() > 150 ? QColor("#1d1d1d")
                                                    : QColor("#ffffff"));
    p.setFont(uiFont(std::max(11.0, radius * 1.1), true));
    p.drawText(QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2), Qt::AlignCenter,
               QString::number(seat + 1));
    p.restore();
}

void paintDie(QPainter& p, const QRectF& box, int pips, const QColor& body, const QColor& pip);
} // namespace

void drawSeatToken(QPainter& p, const QPointF& centre, double radius, int seat, bool active) {
    // A sprite: drawn once per seat, look and size (the halo of the active seat reaches 1.45 r).
    const double reach = radius * 1.45 + 2;
    SpriteCache::instance().draw(
        p, QRectF(centre.x() - reach, centre.y() - reach, 2 * reach, 2 * reach),
        QStringLiteral("token/%1/%2/%3/%4")
            .arg(seat)
            .arg(playerColour(seat).rgba(), 0, 16)
            .arg(active ? 1 : 0)
            .arg(radius, 0, 'g', 8),
        [=](QPainter& q, const QSizeF&) { paintSeatToken(q, QPointF(reach, reach), radius, seat, active); });
    paintSeatNumber(p, centre, radius, seat);
}

namespace {
void paintLegalHighlight(QPainter& p, const QRectF& box, double radius, const QColor& colour, bool contrast) {
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 3; i >= 1; --i) {
        QColor glow = colour;
        glow.setAlpha(contrast ? 255 : 60 + 30 * (3 - i));
        p.setPen(QPen(glow, i * 3.0));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(box.adjusted(-i, -i, i, i), radius, radius);
    }
}
} // namespace

void drawLegalHighlight(QPainter& p, const QRectF& box, double radius) {
    // A sprite: the three strokes of the glow are drawn once per size, radius and colour (stroking
    // them cost more than the blit of the table under a hover). They reach 3 + 4.5 px outside.
    const double m = 8;
    const QColor colour = themeColours().legal;
    const bool contrast = highContrast();
    SpriteCache::instance().draw(p, box.adjusted(-m, -m, m, m),
                                 QStringLiteral("legal/%1/%2/%3")
                                     .arg(colour.rgba(), 0, 16)
                                     .arg(contrast ? 1 : 0)
                                     .arg(radius, 0, 'g', 8),
                                 [=](QPainter& q, const QSizeF& size) {
                                     q.save();
                                     paintLegalHighlight(q,
                                                         QRectF(QPointF(m, m), size - QSizeF(2 * m, 2 * m)),
                                                         radius, colour, contrast);
                                     q.restore();
                                 });
}

void drawHoverOutline(QPainter& p, const QRectF& box, double radius) {
    // A sprite too: a stroke 2 px outside the box, 3 px wide.
    const double m = 5;
    const QColor colour = themeColours().hover;
    SpriteCache::instance().draw(
        p, box.adjusted(-m, -m, m, m),
        QStringLiteral("hover/%1/%2").arg(colour.rgba(), 0, 16).arg(radius, 0, 'g', 8),
        [=](QPainter& q, const QSizeF& size) {
            q.save();
            q.setRenderHint(QPainter::Antialiasing);
            q.setPen(QPen(colour, 3.0));
            q.setBrush(Qt::NoBrush);
            q.drawRoundedRect(QRectF(QPointF(m, m), size - QSizeF(2 * m, 2 * m)).adjusted(-2, -2, 2, 2),
                              radius, radius);
            q.restore();
        });
}

void drawDie(QPainter& p, const QRectF& box, int pips, const QColor& body, const QColor& pip) {
    // A sprite: drawn once per face, colours and size (its outline reaches half a pen outside).
    const double m = std::max(1.0, box.width() / 20) + 1;
    SpriteCache::instance().draw(p, box.adjusted(-m, -m, m, m),
                                 QStringLiteral("die/%1/%2/%3/%4x%5")
                                     .arg(pips)
                                     .arg(body.rgba())
                                     .arg(pip.rgba())
                                     .arg(box.width(), 0, 'g', 8)
                                     .arg(box.height(), 0, 'g', 8),
                                 [=](QPainter& q, const QSizeF&) {
                                     paintDie(q, QRectF(m, m, box.width(), box.height()), pips, body, pip);
                                 });
}

namespace {
void paintDie(QPainter& p, const QRectF& box, int pips, const QColor& body, const QColor& pip) {
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
} // namespace

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

const ThemeColours& standardColours() {
    static const ThemeColours c{
        QColor("#2f5d46"),    // table
        QColor("#ffffff"),    // text on the table
        QColor("#f4efe4"),    // panel
        QColor("#202020"),    // text
        QColor("#5a5a5a"),    // muted text
        QColor("#8a3f22"),    // heading
        QColor("#f6efe2"),    // window
        QColor("#efe2cc"),    // button
        QColor("#cdb893"),    // button border
        QColor("#c8643b"),    // accent
        QColor("#ffffff"),    // on accent
        QColor("#9a9088"),    // disabled text
        QColor("#f7d9c6"),    // turn row
        QColor("#fbe3d3"),    // recent row
        QColor(255, 214, 64), // legal glow
        QColor("#ff8c00"),    // hover
        QColor("#1d1d1d"),    // outline
        {QColor("#c0392b"), QColor("#1f6fb2"), QColor("#e6b422"), QColor("#2d8a4e"), QColor("#7d3c98"),
         QColor("#555555")},
        {QColor("#D64541"), QColor("#2E86DE"), QColor("#F5B700"), QColor("#27AE60"), QColor("#8E44AD")},
    };
    return c;
}

const ThemeColours& highContrastColours() {
    // Black cloth, white panels with black text; seat and game colours light enough to stand out
    // from the cloth at 3:1 and to carry a black number or symbol at 4.5:1.
    static const ThemeColours c{
        QColor("#000000"), // table
        QColor("#ffffff"), // text on the table
        QColor("#ffffff"), // panel
        QColor("#000000"), // text
        QColor("#3d3d3d"), // muted text
        QColor("#000000"), // heading
        QColor("#ffffff"), // window
        QColor("#ffffff"), // button
        QColor("#000000"), // button border
        QColor("#0b3d91"), // accent
        QColor("#ffffff"), // on accent
        QColor("#595959"), // disabled text
        QColor("#ffe680"), // turn row
        QColor("#d6ecff"), // recent row
        QColor("#e06c00"), // legal glow: 3:1 on the black cloth and on white panels alike
        QColor("#c800c8"), // hover: the same, and unlike the glow
        QColor("#000000"), // outline
        {QColor("#ff6b5b"), QColor("#5aa9ff"), QColor("#ffd23f"), QColor("#4cd07d"), QColor("#d39bff"),
         QColor("#c8c8c8")},
        {QColor("#ff6b5b"), QColor("#5aa9ff"), QColor("#ffd23f"), QColor("#4cd07d"), QColor("#d39bff")},
    };
    return c;
}

namespace {
bool g_highContrast = false;
} // namespace

const ThemeColours& themeColours() {
    return g_highContrast ? highContrastColours() : standardColours();
}
void setHighContrast(bool on) {
    g_highContrast = on;
}
bool highContrast() {
    return g_highContrast;
}

double contrastRatio(const QColor& a, const QColor& b) {
    const auto luminance = [](const QColor& c) {
        const auto channel = [](double v) {
            return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor inkOn(const QColor& fill) {
    const QColor dark("#000000"), light("#ffffff");
    return contrastRatio(dark, fill) >= contrastRatio(light, fill) ? dark : light;
}

QColor tableBackground() {
    return themeColours().table;
}
QColor panelBackground() {
    return themeColours().panel;
}
QColor textColour() {
    return themeColours().text;
}
QColor mutedTextColour() {
    return themeColours().mutedText;
}

QFont uiFont(double pixelSize, bool bold) {
    QFont f;
    f.setPixelSize(static_cast<int>(std::max(11.0, pixelSize)));
    f.setBold(bold);
    return f;
}

namespace {
/// How a text fits a box: the size it is set at, what is shown, whether it is cut. Measuring takes a
/// text layout per half pixel tried, and a table fits the same texts at every paint: remembered.
struct Fit {
    double size = 0;
    QString shown;
    bool cut = false;
    QRectF ink; // where the glyphs fall, relative to the box's top left
};
QHash<QString, Fit>& fits() {
    static QHash<QString, Fit> memo;
    return memo;
}

Fit measureFit(const QRectF& box, const QString& text, int flags, double pixelSize, bool bold) {
    constexpr double kMinPx = 11.0;
    Fit fit;
    double size = pixelSize;
    QFont f = uiFont(size, bold);
    if (!(flags & Qt::TextWordWrap)) {
        // Too wide: first a smaller size, never below the house minimum of 11 px, then an ellipsis.
        while (size > kMinPx && QFontMetricsF(f).horizontalAdvance(text) > box.width()) {
            size = std::max(kMinPx, size - 0.5);
            f = uiFont(size, bold);
        }
        fit.shown = QFontMetricsF(f).elidedText(text, Qt::ElideRight, box.width());
        fit.cut = fit.shown != text;
        fit.ink = QFontMetricsF(f).boundingRect(box, flags, fit.shown).translated(-box.topLeft());
    } else {
        // A wrapped text that needs more lines than the box has is set smaller too (down to 11 px);
        // it is cut off when its lines still need more height (or a word more width) than the box has.
        QRectF need = QFontMetricsF(f).boundingRect(box, flags, text);
        while (size > kMinPx && (need.height() > box.height() + 0.5 || need.width() > box.width() + 0.5)) {
            size = std::max(kMinPx, size - 0.5);
            f = uiFont(size, bold);
            need = QFontMetricsF(f).boundingRect(box, flags, text);
        }
        fit.shown = text;
        fit.cut = need.height() > box.height() + 0.5 || need.width() > box.width() + 0.5;
        fit.ink = need.intersected(box).translated(-box.topLeft());
    }
    fit.size = size;
    return fit;
}
} // namespace

void clearTextFits() {
    fits().clear();
}

void drawFittedText(QPainter& p, const QRectF& box, const QString& text, int flags, double pixelSize,
                    bool bold) {
    // The fit depends on the text, the box's size (not its place), the flags, the size and weight.
    const QString key = QStringLiteral("%1|%2|%3|%4|%5|%6")
                            .arg(box.width(), 0, 'g', 10)
                            .arg(box.height(), 0, 'g', 10)
                            .arg(flags)
                            .arg(pixelSize, 0, 'g', 10)
                            .arg(bold ? 1 : 0)
                            .arg(text);
    auto it = fits().constFind(key);
    if (it == fits().constEnd()) {
        if (fits().size() > 8192) fits().clear(); // bounded: a table shows a few hundred texts
        it = fits().insert(key, measureFit(box, text, flags, pixelSize, bold));
    }
    const Fit& fit = *it;
    recordText(p, box, text, fit.shown, fit.cut, fit.ink.translated(box.topLeft()));
    p.save();
    p.setFont(uiFont(fit.size, bold));
    p.drawText(box, flags, fit.shown);
    p.restore();
}

QString firstThatFits(const QStringList& candidates, double width, double pixelSize, bool bold) {
    (void)pixelSize; // drawFittedText shrinks to 11 px before eliding: a candidate fits if it fits at 11 px
    const QFontMetricsF fm(uiFont(11.0, bold));
    for (const QString& c : candidates)
        if (fm.horizontalAdvance(c) <= width) return c;
    return candidates.isEmpty() ? QString() : candidates.back();
}

QString wrappedTooltip(const QString& tip) {
    if (tip.isEmpty() || Qt::mightBeRichText(tip)) return tip;
    QString html = tip.toHtmlEscaped();
    html.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    // A few pixels more on each side than Qt's tooltip gives (its widest line's last word seemed
    // to touch the right border: "(zachowaj", play tester D).
    return QStringLiteral("<qt><div style=\"margin-left:3px; margin-right:4px\">") + html +
           QStringLiteral("</div></qt>");
}

namespace {

/// Whether `word` may break before its letter `k` by the syllable rule of `language`.
bool syllableBreakBefore(const QString& word, qsizetype k, QLocale::Language language) {
    if (!word.at(k).isLetter() || !word.at(k - 1).isLetter()) return false;
    if (language == QLocale::German) {
        const QString vowels = QStringLiteral("aeiouyäöüAEIOUYÄÖÜ");
        if (vowels.contains(word.at(k))) return false;
        // "ch", "ck", "sch" and "sp" open a syllable as one and are never parted ("Kno-chen",
        // "Kau-spielzeug"; play test, de: "Knoc-/hen").
        const QString pair = word.mid(k - 1, 2).toLower();
        if (pair == QLatin1String("ch") || pair == QLatin1String("ck") || pair == QLatin1String("sp") ||
            word.mid(k - 1, 3).toLower() == QLatin1String("sch"))
            return false;
        qsizetype unit = 1;
        for (const char* group : {"sch", "ch", "ck", "sp"})
            if (QStringView(word).mid(k).startsWith(QLatin1String(group), Qt::CaseInsensitive)) {
                unit = static_cast<qsizetype>(std::strlen(group));
                break;
            }
        return k + unit < word.size() && vowels.contains(word.at(k + unit));
    }
    const QString vowels = QStringLiteral("aeiouyąęóáàâãéêíõôúAEIOUYĄĘÓÁÀÂÃÉÊÍÕÔÚ");
    const auto vowel = [&](qsizetype i) { return vowels.contains(word.at(i)); };
    return !vowel(k) && (vowel(k - 1) || (k >= 3 && vowel(k - 2)));
}

} // namespace

QString hyphenated(const QString& word, double width, const QFontMetricsF& fm, QLocale::Language language) {
    const QChar soft(0x00AD);
    const bool marked = word.contains(soft);
    if (!marked && word.contains(QLatin1Char(' '))) return {};
    QString best;
    double nearest = 1e9;
    const QString plain = QString(word).remove(soft);
    for (qsizetype k = 2; k + 2 <= word.size(); ++k) {
        // With marks, "k" is a mark's place and the break comes after it.
        if (marked ? word.at(k) != soft : (k + 2 >= word.size() || !syllableBreakBefore(word, k, language)))
            continue;
        const QString first = QString(word.left(k)).remove(soft) + QLatin1Char('-');
        const QString second = QString(word.mid(marked ? k + 1 : k)).remove(soft);
        if (first.size() < 3 || second.size() < 2) continue;
        const double off =
            std::abs(static_cast<double>(first.size() - 1) - static_cast<double>(plain.size()) / 2);
        if (fm.horizontalAdvance(first) <= width && fm.horizontalAdvance(second) <= width && off <= nearest) {
            nearest = off;
            best = first + QLatin1Char('\n') + second;
        }
    }
    return best;
}

QString shortenedWord(const QString& word, double width, const QFontMetricsF& fm) {
    if (fm.horizontalAdvance(word) <= width) return word;
    QString cut = word;
    while (cut.size() > 2 && fm.horizontalAdvance(cut + QLatin1Char('.')) > width)
        cut.chop(1);
    return cut + QLatin1Char('.');
}

QString numberText(long n) {
    return n < 0 ? QStringLiteral("\u2212%1").arg(-n) : QString::number(n);
}

QString shortName(const QString& name) {
    const QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() < 2) return name;
    QString out = words.front();
    for (qsizetype i = 1; i < words.size(); ++i) {
        // A number or a single letter stays as it is ("Gracz 1", not "Gracz 1.").
        bool number = true;
        for (const QChar c : words[i])
            number = number && c.isDigit();
        out += QLatin1Char(' ') +
               (number || words[i].size() == 1 ? words[i] : words[i].left(1) + QLatin1Char('.'));
    }
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

void setTextsOn(const QPaintDevice* device, std::vector<DrawnText> texts) {
    textLog()[device] = std::move(texts);
}

TextRecordRedirect::TextRecordRedirect(const QPaintDevice* from, const QPaintDevice* widget)
    : m_prevFrom(g_redirectFrom), m_prevTo(g_redirectTo) {
    g_redirectFrom = from;
    g_redirectTo = widget;
}

TextRecordRedirect::~TextRecordRedirect() {
    g_redirectFrom = m_prevFrom;
    g_redirectTo = m_prevTo;
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
namespace {
bool g_reduceMotion = false;
}
void setReduceMotion(bool on) {
    g_reduceMotion = on;
}
bool reduceMotion() {
    return g_reduceMotion;
}
int motionMs(int ms) {
    return g_reduceMotion ? 0 : animationMs(ms);
}

} // namespace dogtable::ui
