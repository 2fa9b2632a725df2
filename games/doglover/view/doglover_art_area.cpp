// Dog Lover: our own flat QPainter art for a player's area — a dog with its trait tag, the fed
// badge and the cards tucked under it, a dog as one chip where cards do not fit, how the dogs fit
// into an area, and the buttons drawn on the table. The card faces are in doglover_art.cpp.
#include <QCoreApplication>
#include <QFontMetricsF>

#include <algorithm>

#include "doglover/view/doglover_art.h"
#include "doglover/view/doglover_art_detail.h"
#include "dogtable/ui/shapes.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::doglover::art {

using detail::sizeLabel;

namespace {
std::size_t ix(int i) {
    return static_cast<std::size_t>(i);
}
/// The fed badge: a word, a colour and a symbol (colour is never the only signal). A narrow badge
/// shortens the same words (one pair everywhere: a play test saw "fed / not fed" on wide cards and
/// other words, "full / hungry", on narrow ones).
void drawFedBadge(QPainter& p, const QRectF& r, bool fed) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#1d1d1d"), 1));
    p.setBrush(fed ? QColor("#2e7d32") : QColor("#c62828"));
    p.drawRoundedRect(r, r.height() / 2, r.height() / 2);
    p.setPen(Qt::white);
    const QString shortWords =
        fed ? QCoreApplication::translate("DogLoverArt", "✓ fed", "short, for a narrow badge")
            : QCoreApplication::translate("DogLoverArt", "✗ not fed", "short, for a narrow badge");
    // The word without its symbol (the badge's colour and the word still say it) before the symbol alone.
    const QStringList words{fed ? QCoreApplication::translate("DogLoverArt", "✓ fed")
                                : QCoreApplication::translate("DogLoverArt", "✗ not fed"),
                            shortWords, shortWords.section(QLatin1Char(' '), 1),
                            fed ? QStringLiteral("✓") : QStringLiteral("✗")};
    ui::drawFittedText(p, r.adjusted(2, 0, -2, 0), ui::firstThatFits(words, r.width() - 4, 11, true),
                       Qt::AlignCenter, 11, true);
    p.restore();
}

/// The trait's name on one line of its tag, when it fits `width` (bold, as the tag draws it).
bool traitFitsOneLine(CardId trait, double width) {
    const QFontMetricsF bold(ui::uiFont(11, true));
    return bold.horizontalAdvance(QStringLiteral("✚ %1").arg(QString::fromStdString(cardWord(trait)))) <=
           width;
}

/// A trait with its mark, kept with the first word by a no-break space (on two lines as the one-line
/// tags: "✚ Najlepszy / przyjaciel"; play test round 14: "✚Najlepszy" without its space).
QString markedTrait(const QString& trait) {
    return QStringLiteral("✚\u00A0%1").arg(trait);
}

/// Every word of the trait's name fits `width` (so that two lines show it whole).
bool traitWordsFit(CardId trait, double width) {
    const QFontMetricsF bold(ui::uiFont(11, true));
    const QStringList words = markedTrait(QString::fromStdString(cardWord(trait))).split(QLatin1Char(' '));
    return std::all_of(words.begin(), words.end(),
                       [&](const QString& w) { return bold.horizontalAdvance(w) <= width; });
}

} // namespace

double tagHeight(bool small, int lines) {
    const double one = small ? 15 : 18;
    // Two lines of the 11 px bold name, and the 2 px gap to the card.
    return lines > 1 ? std::max(one, 2 * QFontMetricsF(ui::uiFont(11, true)).lineSpacing() + 4) : one;
}

int traitTagLines(const DogSlot* dogs, int n, double cardW) {
    // A name that does not fit one line takes two, when its words fit the tag's width one by one
    // (play test, 1920x1080: Molly's tag said only "✚1" for "Najlepszy przyjaciel").
    for (int d = 0; d < n; ++d) {
        const CardId t = dogs[ix(d)].trait;
        if (t != kNoCard && !traitFitsOneLine(t, cardW - 4) && traitWordsFit(t, cardW - 4)) return 2;
    }
    return 1;
}

int fitTraitTags(const DogSlot* dogs, int n, DogRows& rows, double height) {
    // Whole on one line, or on two (every word on a line of its own width) at card width w.
    const auto lines = [&](double w) {
        int most = 1;
        for (int d = 0; d < n; ++d) {
            const CardId t = dogs[ix(d)].trait;
            if (t == kNoCard || traitFitsOneLine(t, w - 4)) continue;
            if (!traitWordsFit(t, w - 4)) return 0;
            most = 2;
        }
        return most;
    };
    const int now = lines(rows.w);
    if (now == 1 || !rows.small) return std::max(now, 1); // a large row has the area's height
    // Stacked rows: the cards narrower by what the taller tags take, while they stay cards.
    const int used = (n + rows.perRow - 1) / rows.perRow;
    const double w = std::min(rows.w, ((height + 4) / used - 4 - tagHeight(true, 2) - 15 - 13) * 0.72);
    if (w < 62 || lines(w) != 2) return 0;
    rows.w = w;
    return 2;
}

ChipGrid fitChips(int n, const QRectF& area) {
    const double gap = ChipGrid::kGap;
    constexpr double kNarrowest = 56; // a fed mark and a short name
    // Two-line chips, then one-line chips, as wide as the columns they need leave them (play test:
    // "+2 more" hid two of the other player's dogs at 1024x700).
    for (const double h : {34.0, 20.0}) {
        const int perColumn = std::max(1, static_cast<int>((area.height() + gap) / (h + gap)));
        const int columns = (n + perColumn - 1) / perColumn;
        const double w = std::min(150.0, (area.width() + gap) / columns - gap);
        if (w >= (h > 30 ? 96.0 : kNarrowest)) return {w, h, perColumn, n};
    }
    // Not all fit: one-line chips in as many columns as the narrowest allow, sharing the width.
    const int perColumn = std::max(1, static_cast<int>((area.height() + gap) / (20 + gap)));
    const int fit = std::max(1, static_cast<int>((area.width() + gap) / (kNarrowest + gap)));
    return {(area.width() + gap) / fit - gap, 20, perColumn, std::min(n, fit * perColumn)};
}

void drawDog(QPainter& p, const DogSlot& dog, bool fed, const QRectF& box, bool small, int tagLines) {
    // box: trait tag on top, the card, the fed badge under it, then the tucked cards
    const double tagH = tagHeight(small, tagLines);
    const double cardW = box.width();
    const QRectF cardRect(box.left(), box.top() + tagH, cardW, cardW / 0.72);
    if (dog.trait != kNoCard) {
        const QRectF tag(box.left(), box.top(), cardW, tagH - 2);
        p.save();
        p.setPen(QPen(QColor("#1d1d1d"), 1));
        p.setBrush(art::cardColour(dog.trait));
        p.drawRoundedRect(tag, 4, 4);
        p.setPen(ui::textColour());
        const QString trait = QString::fromStdString(cardWord(dog.trait));
        const int vp = card(dog.trait).vp;
        if (tagLines > 1 && !traitFitsOneLine(dog.trait, tag.width() - 4) &&
            traitWordsFit(dog.trait, tag.width() - 4)) {
            // The whole name on two lines (its points are on the card's badge and in the tooltip).
            ui::drawFittedText(p, tag.adjusted(2, 0, -2, 0), markedTrait(trait),
                               Qt::AlignCenter | Qt::TextWordWrap, 11, true);
        } else {
            // One line: the name with its points, the name, its first word and initials
            // ("✚Najlepszy p."), and only then the points alone.
            ui::drawFittedText(p, tag.adjusted(2, 0, -2, 0),
                               ui::firstThatFits({QStringLiteral("✚ %1 %2").arg(trait).arg(vp),
                                                  QStringLiteral("✚ %1").arg(trait),
                                                  QStringLiteral("✚%1").arg(ui::shortName(trait)),
                                                  QStringLiteral("✚%1").arg(vp), QStringLiteral("✚")},
                                                 tag.width() - 4, 11, true),
                               Qt::AlignCenter, 11, true);
        }
        p.restore();
    }
    art::drawCard(p, cardRect, dog.card);
    drawFedBadge(p, QRectF(cardRect.left() + 2, cardRect.bottom() + 1, cardW - 4, 14), fed);
    double y = cardRect.bottom() + 16;
    const double stripH = 16;
    QStringList words;
    // The strips that fit under the card; when some do not, the last of them says how many more
    // (the strips after the fifth were left out without a word, seen at 1024x700).
    int kinds = 0;
    for (int s = 0; s < kTuckKinds; ++s)
        kinds += dog.tucked[ix(s)] > 0 ? 1 : 0;
    const int room = std::max(0, static_cast<int>((box.bottom() + 1 - y) / stripH));
    const int strips = kinds <= room ? kinds : std::max(0, room - 1);
    int drawn = 0, moreCards = 0, moreKinds = 0;
    for (int s = 0; s < kTuckKinds; ++s) {
        const int n = dog.tucked[ix(s)];
        if (n == 0) continue;
        if (small) {
            words << QStringLiteral("%1 ×%2").arg(QString::fromStdString(cardWord(tuckCard(s)))).arg(n);
            continue;
        }
        if (drawn == strips) {
            moreCards += n;
            ++moreKinds;
            continue;
        }
        ++drawn;
        const QRectF strip(cardRect.left() + 3, y, cardW - 3, stripH - 1);
        p.save();
        p.setPen(QPen(QColor("#1d1d1d"), 0.8));
        p.setBrush(art::cardColour(tuckCard(s)));
        p.drawRoundedRect(strip, 3, 3);
        art::drawPictogram(p, QRectF(strip.left() + 1, strip.top() + 1, stripH - 3, stripH - 3), tuckCard(s));
        p.setPen(ui::textColour());
        ui::drawFittedText(
            p, strip.adjusted(stripH, 0, -2, 0),
            ui::firstThatFits(
                {QStringLiteral("%1 ×%2").arg(QString::fromStdString(cardWord(tuckCard(s)))).arg(n),
                 QStringLiteral("×%1").arg(n)},
                strip.width() - stripH - 2, 11),
            Qt::AlignLeft | Qt::AlignVCenter, 11);
        p.restore();
        y += stripH;
    }
    if (moreKinds > 0 && room > 0) {
        const QRectF strip(cardRect.left() + 3, y, cardW - 3, stripH - 1);
        p.save();
        p.setPen(QPen(QColor("#1d1d1d"), 0.8));
        p.setBrush(QColor("#efe8d8"));
        p.drawRoundedRect(strip, 3, 3);
        p.setPen(ui::textColour());
        ui::drawFittedText(
            p, strip.adjusted(3, 0, -2, 0),
            ui::firstThatFits(
                {QCoreApplication::translate("DogLoverTable", "+%1 more kinds (%2 cards)")
                     .arg(moreKinds)
                     .arg(moreCards),
                 QCoreApplication::translate("DogLoverTable", "+%1 more (%2)").arg(moreKinds).arg(moreCards),
                 QCoreApplication::translate("DogLoverTable", "+%1 more").arg(moreKinds)},
                strip.width() - 5, 11),
            Qt::AlignLeft | Qt::AlignVCenter, 11);
        p.restore();
    }
    if (small && !words.isEmpty()) {
        p.setPen(QColor("#f3efe6"));
        ui::drawFittedText(
            p, QRectF(box.left(), y, cardW, 13),
            ui::firstThatFits({words.join(QStringLiteral(" ")),
                               QCoreApplication::translate("DogLoverArt", "%1 under").arg(dog.tuckedTotal()),
                               QStringLiteral("+%1").arg(dog.tuckedTotal())},
                              cardW, 11),
            Qt::AlignLeft, 11);
    }
}

QRectF dogExtent(const DogSlot& dog, const QRectF& box, bool small, int tagLines) {
    // As drawDog lays it out: the tag, the card, the badge, then the strips (or the line of words).
    const double tagH = tagHeight(small, tagLines);
    const double y = box.top() + tagH + box.width() / 0.72 + 16;
    int kinds = 0;
    for (int s = 0; s < kTuckKinds; ++s)
        kinds += dog.tucked[ix(s)] > 0 ? 1 : 0;
    double under = 0;
    if (kinds > 0 && small) {
        under = 13;
    } else if (kinds > 0) {
        const int room = std::max(0, static_cast<int>((box.bottom() + 1 - y) / 16.0));
        under = 16.0 * std::min(kinds, room);
    }
    return {box.left(), box.top(), box.width(), std::min(box.height(), y - box.top() - 1 + under)};
}

DogRows fitDogs(int n, const QRectF& area, double maxW, bool allowLarge) {
    DogRows best;
    if (n <= 0) return best;
    if (allowLarge) {
        const double w = std::min({maxW, (area.height() - 18 - 16 - 48) * 0.72, area.width() / n - 6});
        if (w >= 78) return {w, n, false};
    }
    for (int rows = 1; rows <= 4; ++rows) {
        const int per = (n + rows - 1) / rows;
        double w = std::min(maxW, area.width() / per - 5);
        const double h = w / 0.72 + 15 + 15 + 13;
        if (rows * (h + 4) > area.height()) w = (area.height() / rows - 4 - 43) * 0.72;
        if (w > best.w) best = {w, per, true};
    }
    return best;
}

void drawDogChip(QPainter& p, const QRectF& r, const DogSlot& dog, bool fed, std::optional<int> worth) {
    const double cw = r.width();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#1d1d1d"), 1));
    p.setBrush(art::cardColour(dog.card));
    p.drawRoundedRect(r, 5, 5);
    const int vp = card(dog.card).vp;
    const QString name = QString::fromStdString(cardWord(dog.card));
    const QString head = QStringLiteral("%1 · %2").arg(name, vp >= 0 ? QString::number(vp)
                                                             : worth ? QString::number(*worth)
                                                                     : QStringLiteral("?"));
    if (r.height() < 30) {
        // A one-line chip: a bar of the fed colour and the mark in the line, the name and points in
        // the plain font (its tooltip says the rest): a name never cut in a narrow panel.
        p.setPen(Qt::NoPen);
        p.setBrush(fed ? QColor("#2e7d32") : QColor("#c62828"));
        p.drawRoundedRect(QRectF(r.left() + 1, r.top() + 1, 4, r.height() - 2), 2, 2);
        p.setPen(ui::textColour());
        const QString mark = fed ? QStringLiteral("✓") : QStringLiteral("✗");
        ui::drawFittedText(p, QRectF(r.left() + 7, r.top() + 1, cw - 9, r.height() - 2),
                           ui::firstThatFits({mark + QStringLiteral(" ") + head,
                                              mark + QStringLiteral(" ") + name, mark + name},
                                             cw - 9, 11),
                           Qt::AlignLeft | Qt::AlignVCenter, 11);
        p.restore();
        return;
    }
    const QRectF mark(r.left() + 3, r.top() + 3, 14, 14);
    p.setBrush(fed ? QColor("#2e7d32") : QColor("#c62828"));
    p.drawEllipse(mark);
    p.setPen(Qt::white);
    ui::drawFittedText(p, mark, fed ? QStringLiteral("✓") : QStringLiteral("✗"), Qt::AlignCenter, 11, true);
    p.setPen(ui::textColour());
    const QString trait =
        dog.trait != kNoCard ? markedTrait(QString::fromStdString(cardWord(dog.trait))) : QString();
    QString second = !trait.isEmpty() ? trait : sizeLabel(card(dog.card).size);
    QString first = head;
    if (dog.tuckedTotal() > 0) {
        const QString under = QCoreApplication::translate("DogLoverArt", "%1 under").arg(dog.tuckedTotal());
        const QString plus = QStringLiteral("+%1").arg(dog.tuckedTotal());
        const QFontMetricsF plainFm(ui::uiFont(11)), boldFm(ui::uiFont(11, true));
        if (plainFm.horizontalAdvance(second + QStringLiteral(" · ") + under) <= cw - 6) {
            second += QStringLiteral(" · ") + under;
        } else if (!trait.isEmpty() && plainFm.horizontalAdvance(trait) <= cw - 6 &&
                   boldFm.horizontalAdvance(head + QStringLiteral(" · ") + plus) <= cw - 22) {
            // A long trait keeps its line whole; the count of tucked cards goes up to the name (play
            // tester C: "✚Najlepszy p. · +4" in a row with room for the whole trait).
            first = boldFm.horizontalAdvance(head + QStringLiteral(" · ") + under) <= cw - 22
                        ? head + QStringLiteral(" · ") + under
                        : head + QStringLiteral(" · ") + plus;
        } else {
            // A long trait name gives way to its first word and initials ("✚Najlepszy p.") before it
            // is cut (the row's tooltip and description name it whole).
            const QString shorter = ui::shortName(second);
            second = ui::firstThatFits(
                {second + QStringLiteral(" · ") + plus, shorter + QStringLiteral(" · ") + plus, shorter},
                cw - 6, 11);
        }
    } else {
        second = ui::firstThatFits({second, ui::shortName(second)}, cw - 6, 11);
    }
    ui::drawFittedText(p, QRectF(r.left() + 20, r.top() + 1, cw - 22, 16), first,
                       Qt::AlignLeft | Qt::AlignVCenter, 11, true);
    ui::drawFittedText(p, QRectF(r.left() + 4, r.top() + 17, cw - 6, 15), second,
                       Qt::AlignLeft | Qt::AlignVCenter, 11);
    p.restore();
}

void drawButton(QPainter& p, const QRectF& r, const QString& text, bool enabled, bool hot) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#3e2f23"), 1.2));
    p.setBrush(enabled ? (hot ? QColor("#ffe0a3") : QColor("#ffd27f")) : QColor("#d6d0c4"));
    p.drawRoundedRect(r, 6, 6);
    p.setPen(enabled ? ui::textColour() : ui::mutedTextColour());
    ui::drawFittedText(p, r.adjusted(4, 0, -4, 0), text, Qt::AlignCenter, 13, true);
    p.restore();
}

} // namespace dogtable::games::doglover::art
