// Dog Lover: our own flat QPainter art for the cards — food tokens, size paws, the card colours
// and type words, the pictograms, the card back and whole card faces — and the cards' tooltips
// and rules sections. The tricks and the watch dog are in doglover_art_tricks.cpp, a player's
// area (dogs, chips, buttons) in doglover_art_area.cpp.
#include "doglover/view/doglover_art.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <utility>

#include "doglover/view/doglover_art_detail.h"
#include "dogtable/core/text.h"
#include "dogtable/ui/layout_device.h"
#include "dogtable/ui/shapes.h"
#include "dogtable/ui/sprite_cache.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::doglover::art {

namespace detail {

const QColor kInk("#2b2118");

Part g_part = Part::Both;

QPolygonF star(const QPointF& c, double r, int points) {
    QPolygonF poly;
    for (int i = 0; i < 2 * points; ++i) {
        const double a = -std::numbers::pi / 2 + i * std::numbers::pi / points;
        const double rr = i % 2 == 0 ? r : r * 0.45;
        poly << QPointF(c.x() + rr * std::cos(a), c.y() + rr * std::sin(a));
    }
    return poly;
}

} // namespace detail

using detail::artShown;
using detail::kInk;
using detail::Part;
using detail::PartShown;
using detail::star;
using detail::wordsShown;

namespace {

void dogSilhouette(QPainter& p, const QRectF& b, const QColor& fill) {
    const double u = std::min(b.width(), b.height()) / 10.0;
    const QPointF c = b.center();
    QPainterPath body;
    body.addEllipse(QRectF(c.x() - 3.6 * u, c.y() - 0.6 * u, 6.2 * u, 3.4 * u)); // body
    body.addEllipse(QRectF(c.x() + 1.2 * u, c.y() - 3.4 * u, 3.0 * u, 2.8 * u)); // head
    body.addRect(QRectF(c.x() - 3.0 * u, c.y() + 1.8 * u, 1.0 * u, 2.4 * u));    // legs
    body.addRect(QRectF(c.x() + 1.2 * u, c.y() + 1.8 * u, 1.0 * u, 2.4 * u));
    body.addRect(QRectF(c.x() - 4.6 * u, c.y() - 0.9 * u, 1.6 * u, 0.7 * u)); // tail
    body.setFillRule(Qt::WindingFill);
    p.setPen(QPen(kInk, std::max(1.0, u * 0.35)));
    p.setBrush(fill);
    p.drawPath(body.simplified());
    p.setBrush(fill.darker(140));
    p.drawEllipse(QRectF(c.x() + 1.0 * u, c.y() - 3.2 * u, 1.2 * u, 2.2 * u)); // ear
    p.setBrush(kInk);
    p.drawEllipse(QPointF(c.x() + 3.2 * u, c.y() - 2.2 * u), 0.3 * u, 0.3 * u); // eye
}

void bonePath(QPainter& p, const QRectF& b, const QColor& fill) {
    const double h = std::min(b.height(), b.width() * 0.5) * 0.7;
    p.setPen(QPen(kInk, std::max(1.0, h / 12)));
    p.setBrush(fill);
    p.drawPath(ui::boneShape(b.center(), h));
}

} // namespace

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<int>(s.size()));
}

QString nameOf(CardId c) {
    return QString::fromStdString(cardWord(c));
}

QString tokenMark(FoodKind k) {
    // One character each, all four different in every language (the Polish treat, "rarytas", was
    // "Ra" beside "R" for "resztki": the translation uses a wild-card mark instead).
    static const std::array<std::array<const char*, 2>, 4> marks{{
        QT_TRANSLATE_NOOP3("DogLoverArt", "S",
                           "food token mark (scraps): one character, unlike the other three"),
        QT_TRANSLATE_NOOP3("DogLoverArt", "D",
                           "food token mark (dry food): one character, unlike the other three"),
        QT_TRANSLATE_NOOP3("DogLoverArt", "W",
                           "food token mark (wet food): one character, unlike the other three"),
        QT_TRANSLATE_NOOP3("DogLoverArt", "T",
                           "food token mark (treat, wild): one character, unlike the other three"),
    }};
    return QCoreApplication::translate("DogLoverArt", marks[k][0], marks[k][1]);
}

void drawToken(QPainter& p, const QRectF& box, FoodKind k) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const double s = std::min(box.width(), box.height());
    const QRectF r(box.center().x() - s / 2, box.center().y() - s / 2, s, s);
    p.setPen(QPen(kInk, std::max(1.0, s / 14)));
    static const std::array<QColor, 4> fills{QColor("#b07a4a"), QColor("#e0c27a"), QColor("#5b9bd5"),
                                             QColor("#f2c14e")};
    p.setBrush(fills[k]);
    switch (artShown() ? static_cast<int>(k) : -1) { // -1: the words alone (over a card's sprite)
    case Scraps:
        p.drawEllipse(r.adjusted(1, 1, -1, -1));
        break;
    case Dry:
        p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), s / 8, s / 8);
        break;
    case Wet: {
        QPolygonF d;
        d << QPointF(r.center().x(), r.top()) << QPointF(r.right(), r.center().y())
          << QPointF(r.center().x(), r.bottom()) << QPointF(r.left(), r.center().y());
        p.drawPolygon(d);
        break;
    }
    case Treat:
        p.drawPolygon(star(r.center(), s / 2));
        break;
    default:
        break;
    }
    p.setPen(k == Wet ? Qt::white : kInk);
    p.setFont(ui::uiFont(std::max(11.0, s * 0.5), true));
    if (wordsShown()) p.drawText(r, Qt::AlignCenter, tokenMark(k));
    p.restore();
}

void drawPaws(QPainter& p, const QRectF& box, Size s) {
    if (s == Size::None || !artShown()) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const int n = static_cast<int>(s) + 1;
    const double d = std::min(box.height(), box.width() / 3.2);
    p.setPen(Qt::NoPen);
    p.setBrush(kInk);
    for (int i = 0; i < n; ++i) {
        const QPointF c(box.left() + d * (0.55 + 1.05 * i), box.center().y());
        p.drawEllipse(QPointF(c.x(), c.y() + d * 0.12), d * 0.26, d * 0.22);
        for (int t = -1; t <= 1; ++t)
            p.drawEllipse(QPointF(c.x() + t * d * 0.2, c.y() - d * 0.2 - (t == 0 ? d * 0.06 : 0)), d * 0.09,
                          d * 0.1);
    }
    p.restore();
}

QColor cardColour(CardId c) {
    switch (card(c).type) {
    case CardType::Dog:
        return QColor("#f3dfb8");
    case CardType::Rescue:
        return QColor("#e8c9a0");
    case CardType::Food:
        return QColor("#d7ecc4");
    case CardType::Adoption:
        return QColor("#f6d0d8");
    case CardType::Walk:
        return QColor("#cfe3f5");
    case CardType::Training:
        return QColor("#ddd3f0");
    case CardType::Bone:
        return QColor("#f4f1e6");
    case CardType::Toy:
        return QColor("#fbe7a1");
    case CardType::Trait:
        return QColor("#d9d9d9");
    case CardType::Fetch:
        return QColor("#f7b77a");
    case CardType::EndGame:
        return QColor("#bbbbbb");
    }
    return Qt::white;
}

namespace detail {
/// "small dog" (a label: the size and the noun together, so each language can make them agree).
QString sizeLabel(Size s) {
    switch (s) {
    case Size::Small:
        return QCoreApplication::translate("DogLoverArt", "small dog");
    case Size::Medium:
        return QCoreApplication::translate("DogLoverArt", "medium dog");
    case Size::Big:
        return QCoreApplication::translate("DogLoverArt", "big dog");
    default:
        return {};
    }
}
} // namespace detail

using detail::sizeLabel;

QString typeWord(CardId c) {
    switch (card(c).type) {
    case CardType::Dog:
        return sizeLabel(card(c).size);
    case CardType::Rescue:
        return QCoreApplication::translate("DogLoverArt", "shelter · %1").arg(sizeLabel(card(c).size));
    case CardType::Food:
        return QCoreApplication::translate("DogLoverArt", "food");
    case CardType::Adoption:
        return QCoreApplication::translate("DogLoverArt", "adoption");
    case CardType::Walk:
        return QCoreApplication::translate("DogLoverArt", "walk");
    case CardType::Training:
        return QCoreApplication::translate("DogLoverArt", "training");
    case CardType::Bone:
        return QCoreApplication::translate("DogLoverArt", "bone");
    case CardType::Toy:
        return QCoreApplication::translate("DogLoverArt", "toy");
    case CardType::Trait:
        // Whole labels per size: a narrow card shows what follows " · ", so a language may shorten it.
        switch (card(c).size) {
        case Size::Small:
            return QCoreApplication::translate("DogLoverArt", "trait · for a small dog");
        case Size::Medium:
            return QCoreApplication::translate("DogLoverArt", "trait · for a medium dog");
        default:
            return QCoreApplication::translate("DogLoverArt", "trait · for a big dog");
        }
    case CardType::Fetch: // lower case, as every card's type line
        return QCoreApplication::translate("DogLoverArt", "fetch", "the Fetch card's type line");
    case CardType::EndGame:
        return QCoreApplication::translate("DogLoverArt", "end of the game", "the End Game card's type line");
    }
    return {};
}

void drawPictogram(QPainter& p, const QRectF& b, CardId c) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const double s = std::min(b.width(), b.height());
    const QRectF r(b.center().x() - s / 2, b.center().y() - s / 2, s, s);
    const double pen = std::max(1.0, s / 22);
    p.setPen(QPen(kInk, pen));
    if (!artShown() && card(c).type != CardType::EndGame) {
        p.restore();
        return;
    }
    switch (card(c).type) {
    case CardType::Dog:
        dogSilhouette(p, r, QColor("#c98b4f"));
        break;
    case CardType::Rescue: {
        QPolygonF roof;
        roof << QPointF(r.left() + s * 0.1, r.top() + s * 0.4) << QPointF(r.center().x(), r.top() + s * 0.08)
             << QPointF(r.right() - s * 0.1, r.top() + s * 0.4);
        p.setBrush(QColor("#a0522d"));
        p.drawPolygon(roof);
        dogSilhouette(p, r.adjusted(s * 0.12, s * 0.28, -s * 0.12, 0), QColor("#8d6e63"));
        break;
    }
    case CardType::Food: {
        const FoodKind k = card(c).food;
        p.setBrush(QColor("#9e9e9e"));
        p.drawChord(QRectF(r.left() + s * 0.1, r.top() + s * 0.35, s * 0.8, s * 0.5), 0, -180 * 16); // bowl
        const int n = card(c).tokens;
        for (int i = 0; i < n; ++i) {
            const double ts = s * 0.34;
            drawToken(p,
                      QRectF(r.center().x() - ts / 2 + (n == 2 ? (i ? ts * 0.55 : -ts * 0.55) : 0),
                             r.top() + s * 0.12, ts, ts),
                      k);
        }
        break;
    }
    case CardType::Adoption: {
        QPainterPath heart;
        const double w = s * 0.8;
        const QPointF o(r.center().x(), r.top() + s * 0.3);
        heart.moveTo(o);
        heart.cubicTo(o.x() - w * 0.1, o.y() - w * 0.35, o.x() - w * 0.6, o.y() - w * 0.2, o.x(),
                      o.y() + w * 0.55);
        heart.moveTo(o);
        heart.cubicTo(o.x() + w * 0.1, o.y() - w * 0.35, o.x() + w * 0.6, o.y() - w * 0.2, o.x(),
                      o.y() + w * 0.55);
        p.setBrush(QColor("#e25b7a"));
        p.drawPath(heart);
        break;
    }
    case CardType::Walk: {
        // a leash loop and a trail of paw prints
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor("#2e6da4"), s / 12, Qt::SolidLine, Qt::RoundCap));
        QPainterPath path;
        path.moveTo(r.left() + s * 0.15, r.bottom() - s * 0.2);
        path.cubicTo(r.left() + s * 0.4, r.top(), r.right() - s * 0.3, r.bottom(), r.right() - s * 0.12,
                     r.top() + s * 0.2);
        p.drawPath(path);
        p.setPen(QPen(kInk, pen));
        p.drawEllipse(QPointF(r.right() - s * 0.12, r.top() + s * 0.2), s * 0.08, s * 0.08);
        break;
    }
    case CardType::Training: {
        // a whistle
        p.setBrush(QColor("#7e57c2"));
        p.drawRoundedRect(QRectF(r.left() + s * 0.12, r.top() + s * 0.35, s * 0.55, s * 0.3), s * 0.06,
                          s * 0.06);
        p.drawEllipse(QRectF(r.left() + s * 0.45, r.top() + s * 0.3, s * 0.42, s * 0.42));
        p.setBrush(Qt::white);
        p.drawEllipse(QPointF(r.left() + s * 0.66, r.top() + s * 0.51), s * 0.08, s * 0.08);
        break;
    }
    case CardType::Bone:
        bonePath(p, r, QColor("#fffdf4"));
        break;
    case CardType::Toy: {
        const int kind = c - kFirstToy;
        p.setBrush(QColor("#e57373"));
        if (kind == 0) { // ball
            p.drawEllipse(r.adjusted(s * 0.2, s * 0.2, -s * 0.2, -s * 0.2));
            p.drawArc(r.adjusted(s * 0.2, s * 0.35, -s * 0.2, -s * 0.35), 0, 180 * 16);
        } else if (kind == 1) { // frisbee
            p.setBrush(QColor("#4db6ac"));
            p.drawEllipse(r.adjusted(s * 0.08, s * 0.32, -s * 0.08, -s * 0.32));
            p.drawEllipse(r.adjusted(s * 0.3, s * 0.42, -s * 0.3, -s * 0.42));
        } else if (kind == 2) { // leash
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(QColor("#6d4c41"), s / 10, Qt::SolidLine, Qt::RoundCap));
            p.drawArc(r.adjusted(s * 0.15, s * 0.15, -s * 0.15, -s * 0.15), 30 * 16, 300 * 16);
        } else if (kind == 3) { // chew toy
            bonePath(p, r, QColor("#81c784"));
        } else { // dog house
            QPolygonF h;
            h << QPointF(r.left() + s * 0.15, r.top() + s * 0.45)
              << QPointF(r.center().x(), r.top() + s * 0.12)
              << QPointF(r.right() - s * 0.15, r.top() + s * 0.45)
              << QPointF(r.right() - s * 0.2, r.bottom() - s * 0.12)
              << QPointF(r.left() + s * 0.2, r.bottom() - s * 0.12);
            p.setBrush(QColor("#c0703a"));
            p.drawPolygon(h);
            p.setBrush(kInk);
            p.drawChord(QRectF(r.center().x() - s * 0.12, r.top() + s * 0.5, s * 0.24, s * 0.5), 0, 180 * 16);
        }
        break;
    }
    case CardType::Trait: {
        // a collar tag with the size paws
        p.setBrush(QColor("#ffd54f"));
        p.drawEllipse(r.adjusted(s * 0.2, s * 0.15, -s * 0.2, -s * 0.25));
        drawPaws(p, QRectF(r.left() + s * 0.28, r.top() + s * 0.35, s * 0.5, s * 0.18), card(c).size);
        break;
    }
    case CardType::Fetch: {
        p.setBrush(QColor("#8d6e63"));
        p.drawRoundedRect(QRectF(r.left() + s * 0.1, r.center().y() - s * 0.08, s * 0.8, s * 0.16), s * 0.08,
                          s * 0.08); // a stick
        p.setPen(QPen(kInk, pen * 1.5));
        p.drawLine(QPointF(r.left() + s * 0.15, r.top() + s * 0.2),
                   QPointF(r.left() + s * 0.35, r.top() + s * 0.3));
        p.drawLine(QPointF(r.right() - s * 0.15, r.bottom() - s * 0.2),
                   QPointF(r.right() - s * 0.35, r.bottom() - s * 0.3));
        break;
    }
    case CardType::EndGame:
        if (wordsShown())
            p.drawText(r, Qt::AlignCenter,
                       QCoreApplication::translate("DogLoverArt", "END", "the End Game card's pictogram"));
        break;
    }
    p.restore();
}

void drawCardBack(QPainter& p, const QRectF& box) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(kInk, 1.5));
    p.setBrush(QColor("#7a4e2d"));
    p.drawRoundedRect(box, box.width() * 0.08, box.width() * 0.08);
    p.setPen(QPen(QColor("#e8c9a0"), 2));
    p.drawRoundedRect(box.adjusted(5, 5, -5, -5), box.width() * 0.06, box.width() * 0.06);
    drawPaws(p,
             QRectF(box.left() + box.width() * 0.2, box.center().y() - box.width() * 0.1, box.width() * 0.6,
                    box.width() * 0.2),
             Size::Big);
    p.restore();
}

namespace {

/// How a card's name is set on a card of `box`: the text (a long word split with a hyphen over two
/// lines, or a shorter form), its box, flags, size and weight, whether it is the whole name, and
/// where the name band ends.
struct NameLayout {
    QString text;
    QRectF box;
    int flags = Qt::AlignCenter;
    double px = 11;
    bool bold = true;
    bool whole = true;
    double bottom = 0;
    bool typeLine = true;
};

NameLayout layoutName(const QRectF& box, CardId c) {
    const double w = box.width(), h = box.height();
    const double pad = w * 0.06;
    const double nameH = std::max(13.0, h * 0.14);
    // name band (kept clear of the VP badge)
    const double badgeInset = (isAnyDog(c) || isTrait(c)) ? std::max(18.0, w * 0.26) * 0.7 : 0.0;
    // A card too small for a word leaves it to the tooltip and the enlarged preview.
    const QRectF nameBox(box.left() + pad + badgeInset, box.top() + pad * 0.6, w - 2 * pad - badgeInset,
                         nameH);
    // A long name takes two lines (the type line moves down, or gives way on a card too short for
    // both), then the regular weight, before it gives way to its first word and initials, then to
    // its first letters and a full stop ("Arystok."); the card shows no name at all last (play test:
    // "Najlepszy p." on a card with room for two lines).
    const QString name = QString::fromStdString(cardWord(c));
    const double namePx = std::max(11.0, std::min(15.0, h * 0.11));
    const QFontMetricsF boldFm(ui::uiFont(11.0, true)), plainFm(ui::uiFont(11.0, false));
    const double typeH = std::max(12.0, h * 0.1);
    NameLayout out;
    out.text = name;
    out.box = nameBox;
    out.px = namePx;
    out.bottom = nameBox.bottom();
    if (boldFm.horizontalAdvance(name) <= nameBox.width()) return out;
    const QRectF wrapped =
        boldFm.boundingRect(QRectF(0, 0, nameBox.width(), 1000), Qt::AlignCenter | Qt::TextWordWrap, name);
    const double twoH = boldFm.lineSpacing() * 2 + 1;
    // Room for two lines: the name band and the type line's band together (the type line then goes
    // below them when the picture keeps enough room, else it is left to the tooltip); on a small card
    // (a hand card at 1024x700) the two lines may also take a little of the picture's room, as long
    // as the picture keeps two fifths of the card (play test: "Traini.", "Adop.").
    const bool twoRoom = nameH + typeH >= twoH || h - (nameBox.top() - box.top()) - twoH - pad >= h * 0.4;
    const bool twoFit = name.contains(QLatin1Char(' ')) && wrapped.width() <= nameBox.width() + 0.5 &&
                        wrapped.height() <= twoH + 0.5 && twoRoom;
    // One long word ("Arystokrata", "Złodziejaszek", "Adoptionsvertrag") splits across two lines
    // with a hyphen where its language parts it, or where its translation marks a joint
    // ("Kau-spielzeug", "Nass-futter x2"), nearest the middle, in the bold face, else the plain
    // (play tests: "Arystok." and "Adop." on cards with room for two lines; de: "Kauspiel-/zeug",
    // "Nassfutt.").
    QString split;
    bool splitBold = true;
    if (twoRoom && plainFm.horizontalAdvance(name) > nameBox.width()) {
        const QString marked = QString::fromStdString(cardWordWithBreaks(c));
        for (const QFontMetricsF* fm : {&boldFm, &plainFm}) {
            split = ui::hyphenated(marked, nameBox.width(), *fm);
            if (!split.isEmpty()) {
                splitBold = fm == &boldFm;
                break;
            }
        }
    }
    if (twoFit || !split.isEmpty()) {
        out.box = QRectF(nameBox.left(), nameBox.top(), nameBox.width(), std::max(nameH, twoH));
        out.text = twoFit ? name : split;
        out.flags = Qt::AlignCenter | Qt::TextWordWrap;
        out.px = 11;
        out.bold = twoFit || splitBold;
        out.bottom = out.box.bottom();
        out.typeLine = h - (out.bottom - box.top()) - typeH >= h * 0.45; // the picture keeps its room
    } else if (plainFm.horizontalAdvance(name) <= nameBox.width()) {
        out.px = 11;
        out.bold = false;
    } else {
        QStringList names{ui::shortName(name)};
        for (qsizetype k = name.size() - 2; k >= 4; --k)
            names << name.left(k).trimmed() + QStringLiteral(".");
        names << QString();
        out.text = ui::firstThatFits(names, nameBox.width(), 15, true);
        out.whole = false;
    }
    return out;
}

} // namespace

bool nameFitsCard(CardId c, const QRectF& box) {
    return layoutName(box, c).whole;
}

QString nameOnCard(CardId c, const QRectF& box) {
    return layoutName(box, c).text;
}

QString typeLineOf(CardId c) {
    const QString type = typeWord(c);
    return type.compare(QString::fromStdString(cardWord(c)), Qt::CaseInsensitive) == 0 ? QString() : type;
}

namespace {
void paintCardFace(QPainter& p, const QRectF& box, CardId c);
} // namespace

void drawCard(QPainter& p, const QRectF& box, CardId c) {
    if (ui::layoutOnly(p)) return; // the layout pass: a card shows nothing and registers nothing
    // The picture is a sprite: painted once per card, size and look (its VP badge and outline reach
    // outside the box). The words are drawn on it directly (glyphs antialiased on a transparent
    // sprite would not look the same; the table's text checks see them).
    const double m = std::ceil(std::max(18.0, box.width() * 0.26) * 0.15) + 2;
    ui::SpriteCache::instance().draw(p, box.adjusted(-m, -m, m, m),
                                     QStringLiteral("doglover/card/%1/%2/%3x%4")
                                         .arg(static_cast<int>(c))
                                         .arg(ui::highContrast() ? 1 : 0)
                                         .arg(box.width(), 0, 'g', 8)
                                         .arg(box.height(), 0, 'g', 8),
                                     [c, m](QPainter& q, const QSizeF& size) {
                                         const PartShown art(Part::Art);
                                         paintCardFace(
                                             q, QRectF(m, m, size.width() - 2 * m, size.height() - 2 * m), c);
                                     });
    const PartShown words(Part::Words);
    paintCardFace(p, box, c);
}

namespace {
void paintCardFace(QPainter& p, const QRectF& box, CardId c) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const CardInfo& info = card(c);
    const double w = box.width(), h = box.height();
    p.setPen(QPen(kInk, std::max(1.0, w / 70)));
    p.setBrush(cardColour(c));
    if (artShown()) p.drawRoundedRect(box, w * 0.07, w * 0.07);
    const double pad = w * 0.06;
    const double nameH = std::max(13.0, h * 0.14);
    const double typeH = std::max(12.0, h * 0.1);
    const bool words = wordsShown();
    const NameLayout name = layoutName(box, c);
    if (words) ui::drawFittedText(p, name.box, name.text, name.flags, name.px, name.bold);
    const double nameBottom = name.bottom;
    // type word (none where it would repeat the name: the picture takes its room)
    const QString type = typeLineOf(c);
    const bool typeLine = name.typeLine && !type.isEmpty();
    p.setPen(ui::mutedTextColour());
    if (typeLine && words)
        ui::drawFittedText(
            p, QRectF(box.left() + pad, nameBottom, w - 2 * pad, typeH),
            ui::firstThatFits({type, type.section(QStringLiteral(" · "), -1), QString()}, w - 2 * pad, 11),
            Qt::AlignCenter, std::max(11.0, h * 0.085));
    const double picTop = std::max(box.top() + pad + nameH + typeH, nameBottom + (typeLine ? typeH : 0.0));
    const bool isDog = isAnyDog(c);
    const double bottomH = isDog ? h * 0.2 : 0;
    drawPictogram(p, QRectF(box.left() + pad, picTop, w - 2 * pad, box.bottom() - pad - bottomH - picTop), c);
    // VP badge (top-left) for dogs and traits
    if (isDog || isTrait(c)) {
        const double d = std::max(18.0, w * 0.26);
        const QRectF vp(box.left() - d * 0.15, box.top() - d * 0.15, d, d);
        p.setPen(QPen(kInk, 1.2));
        p.setBrush(QColor("#fffbe6"));
        if (artShown()) p.drawEllipse(vp);
        p.setPen(kInk);
        if (words)
            ui::drawFittedText(p, vp, info.vp < 0 ? QStringLiteral("?") : QString::number(info.vp),
                               Qt::AlignCenter, std::max(11.0, d * 0.5), true);
    }
    if (isDog) {
        // size paws bottom-left, food cost tokens along the bottom
        const QRectF bottom(box.left() + pad, box.bottom() - pad - bottomH, w - 2 * pad, bottomH);
        drawPaws(p, QRectF(bottom.left(), bottom.top(), bottom.width() * 0.4, bottom.height() * 0.45),
                 info.size);
        const double ts = std::min(bottom.height() * 0.5, bottom.width() / 4.2);
        int n = 0;
        for (int k = 0; k < 3; ++k)
            n += info.cost[static_cast<std::size_t>(k)];
        // Inset by the outline's width: the wet token's diamond reached the card's edge and looked
        // clipped there (play test).
        double x = bottom.right() - n * ts * 1.02 - std::max(1.5, w * 0.02);
        for (int k = 0; k < 3; ++k)
            for (int i = 0; i < info.cost[static_cast<std::size_t>(k)]; ++i, x += ts * 1.02)
                drawToken(p, QRectF(x, bottom.bottom() - ts, ts, ts), static_cast<FoodKind>(k));
    }
    p.restore();
}
} // namespace

QString cardWords(CardId c, const QString& owner) {
    // Another player's dog: the card's own words speak to its owner ("A dog for your area…").
    return !owner.isEmpty() && isAnyDog(c)
               ? QString::fromStdString(text::say("doglover",
                                                  "A dog of {player}'s. If {player} has not fed it by "
                                                  "the end of the game, it costs {player} 2 points.")(
                     fmt::arg("player", owner.toStdString())))
               : QString::fromStdString(cardEffect(c));
}

QString tooltip(CardId c, const QString& owner) {
    const CardInfo& info = card(c);
    QString html = QStringLiteral("<b>%1</b>").arg(QString::fromStdString(cardWord(c)).toHtmlEscaped());
    const std::string other = cardOtherName(c);
    if (!other.empty())
        html += QStringLiteral(" <i>(%1)</i>").arg(QString::fromStdString(other).toHtmlEscaped());
    if (const QString type = typeLineOf(c); !type.isEmpty()) html += QStringLiteral("<br>%1").arg(type);
    if (isAnyDog(c)) {
        QStringList food;
        for (int k = 0; k < 3; ++k)
            if (info.cost[static_cast<std::size_t>(k)] > 0)
                food << QCoreApplication::translate("DogLoverArt", "%1 × %2")
                            .arg(info.cost[static_cast<std::size_t>(k)])
                            .arg(QString::fromStdString(foodWord(static_cast<FoodKind>(k))));
        // "points" as everywhere else (a play test met "VP" only here and on the cards' own words)
        const QString eats = food.join(QStringLiteral(", "));
        html += QStringLiteral("<br>") +
                (info.vp < 0 ? QCoreApplication::translate("DogLoverArt", "? points · eats: %1").arg(eats)
                 : info.vp == 1
                     ? QCoreApplication::translate("DogLoverArt", "%n point · eats: %1", nullptr, 1).arg(eats)
                     : QCoreApplication::translate("DogLoverArt", "%n points · eats: %1", nullptr, info.vp)
                           .arg(eats));
    } else if (isTrait(c)) {
        html += QStringLiteral("<br>") +
                (info.vp == 1
                     ? QCoreApplication::translate("DogLoverArt", "%n point if the dog is fed", nullptr, 1)
                     : QCoreApplication::translate("DogLoverArt", "%n points if the dog is fed", nullptr,
                                                   info.vp));
    }
    html += QStringLiteral("<br>%1").arg(cardWords(c, owner).toHtmlEscaped());
    html += QStringLiteral("<br><small>") +
            QCoreApplication::translate("DogLoverArt", "F1 or right-click: rules, section “%1”")
                .arg(sectionTitle(rulesAnchor(c))) +
            QStringLiteral("</small>");
    return html;
}

QString sectionTitle(const QString& anchor) {
    // The headings of docs/rules/doglover.<lang>.md, in the page's language.
    static const std::array<std::pair<const char*, const char*>, 19> kTitles{{
        {"overview", QT_TRANSLATE_NOOP("DogLoverArt", "Overview")},
        {"setup", QT_TRANSLATE_NOOP("DogLoverArt", "Setup")},
        {"your-turn", QT_TRANSLATE_NOOP("DogLoverArt", "Your turn")},
        {"the-watch-dog", QT_TRANSLATE_NOOP("DogLoverArt", "The watch dog")},
        {"tricks", QT_TRANSLATE_NOOP("DogLoverArt", "Tricks")},
        {"card-types", QT_TRANSLATE_NOOP("DogLoverArt", "Card types")},
        {"dogs", QT_TRANSLATE_NOOP("DogLoverArt", "Dogs")},
        {"food", QT_TRANSLATE_NOOP("DogLoverArt", "Food")},
        {"adoption", QT_TRANSLATE_NOOP("DogLoverArt", "Adoption")},
        {"walks", QT_TRANSLATE_NOOP("DogLoverArt", "Walks")},
        {"training", QT_TRANSLATE_NOOP("DogLoverArt", "Training")},
        {"bones", QT_TRANSLATE_NOOP("DogLoverArt", "Bones")},
        {"toys", QT_TRANSLATE_NOOP("DogLoverArt", "Toys")},
        {"traits", QT_TRANSLATE_NOOP("DogLoverArt", "Traits")},
        {"fetch", QT_TRANSLATE_NOOP("DogLoverArt", "Fetch")},
        {"end-of-turn", QT_TRANSLATE_NOOP("DogLoverArt", "End of turn")},
        {"shelter-dogs", QT_TRANSLATE_NOOP("DogLoverArt", "Shelter dogs")},
        {"end-of-the-game", QT_TRANSLATE_NOOP("DogLoverArt", "End of the game")},
        {"scoring", QT_TRANSLATE_NOOP("DogLoverArt", "Scoring")},
    }};
    for (const auto& [id, title] : kTitles)
        if (anchor == QLatin1String(id)) return QCoreApplication::translate("DogLoverArt", title);
    return anchor;
}

QString rulesAnchor(CardId c) {
    switch (card(c).type) {
    case CardType::Dog:
        return QStringLiteral("dogs");
    case CardType::Rescue:
        return QStringLiteral("shelter-dogs");
    case CardType::Food:
        return QStringLiteral("food");
    case CardType::Adoption:
        return QStringLiteral("adoption");
    case CardType::Walk:
        return QStringLiteral("walks");
    case CardType::Training:
        return QStringLiteral("training");
    case CardType::Bone:
        return QStringLiteral("bones");
    case CardType::Toy:
        return QStringLiteral("toys");
    case CardType::Trait:
        return QStringLiteral("traits");
    case CardType::Fetch:
        return QStringLiteral("fetch");
    case CardType::EndGame:
        return QStringLiteral("end-of-the-game");
    }
    return QStringLiteral("card-types");
}

} // namespace dogtable::games::doglover::art
