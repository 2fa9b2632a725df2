// Dog Lover: painting the players' areas — your own at the bottom (your tricks, hand, tokens, the
// Fetch card, the pending walks, traits and food, the warnings of ending the turn, the penalty
// choices, the buttons and your dogs) and the other players' panels on the right (name and score,
// hand count, tokens, tricks, Fetch and their dogs). Laid out by doglover_paint.cpp's layout(); the
// same pass registers the items.
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

#include "doglover/view/doglover_art.h"
#include "doglover/view/doglover_table.h"
#include "dogtable/core/text.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::doglover {

using art::qs;

namespace {

std::size_t ix(int i) {
    return static_cast<std::size_t>(i);
}

/// A player's panel: a dark veil of `shade` alpha with rounded corners, outlined in gold while the
/// player is acting.
void drawPanelFrame(QPainter& p, const QRectF& box, bool acting, int shade, double radius) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(acting ? QPen(QColor("#ffd27f"), 3) : QPen(QColor(0, 0, 0, 80), 1));
    p.setBrush(QColor(0, 0, 0, shade));
    p.drawRoundedRect(box, radius, radius);
    p.restore();
}

} // namespace

void DogLoverTable::paintOpponent(QPainter& p, Seat s, const QRectF& box) {
    const PlayerView& pv = view().players[ix(s)];
    drawPanelFrame(p, box, s == actingSeat(), 45, 8);
    ui::drawSeatToken(p, QPointF(box.left() + 14, box.top() + 14), 10, s, s == actingSeat());
    p.setPen(Qt::white);
    const QString name = this->name(s);
    QString head = name;
    const bool scored = view().phase == Phase::Over || m_showScores;
    if (view().phase == Phase::Over)
        head += tr(" · final score %1").arg(ui::numberText(pv.scoreEstimate));
    else if (m_showScores)
        head += tr(" · score now %1").arg(ui::numberText(pv.scoreEstimate));
    // hand count and tokens on the right of the header, the name in what is left; a narrow panel
    // gives the name the whole header and puts the counts on a line of their own
    double x = box.right() - (72 + kFoodKinds * 36 + 4);
    const bool narrow = x - box.left() - 34 < 120;
    const QRectF nameBox(box.left() + 30, box.top() + 4, narrow ? box.width() - 36 : x - box.left() - 34, 20);
    const QString score = scored ? QStringLiteral(" · %1").arg(ui::numberText(pv.scoreEstimate)) : QString();
    head = ui::firstThatFits({head, name + score, ui::shortName(name) + score, ui::shortName(name),
                              name.section(QLatin1Char(' '), 0, 0)},
                             nameBox.width(), 13, true);
    ui::drawFittedText(p, nameBox, head, Qt::AlignLeft | Qt::AlignVCenter, 13, true);
    // Narrow: the tokens on their own line, the hand count at the right of the tricks' row.
    const double countsY = narrow ? box.top() + 24 : box.top() + 4;
    const double step = narrow ? std::min(36.0, (box.width() - 16) / kFoodKinds) : 36;
    if (narrow) {
        x = box.left() + 8;
        ui::drawFittedText(p, QRectF(box.right() - 70, box.top() + 48, 64, 19),
                           tr("hand %1").arg(pv.handCount), Qt::AlignRight | Qt::AlignVCenter, 12);
    } else {
        ui::drawFittedText(p, QRectF(x, countsY, 70, 20), tr("hand %1").arg(pv.handCount),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
        x += 72;
    }
    for (int k = 0; k < kFoodKinds; ++k) {
        art::drawToken(p, QRectF(x, countsY + 2, 16, 16), static_cast<FoodKind>(k));
        p.setPen(Qt::white);
        ui::drawFittedText(p, QRectF(x + 17, countsY, step - 18, 20), QString::number(pv.area.tokens[ix(k)]),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
        x += step;
    }
    double ty = box.top() + 28 + (narrow ? 20 : 0);
    double tx = box.left() + 8;
    // Narrow: the hand count and, under it, the Fetch badge share a column at the right of the
    // tricks' row, so neither covers the other (issue #12).
    const bool fetchUnderHand = narrow && pv.fetch;
    // Tricks smaller in a low panel, so that a row of dogs still fits under them (play test: four
    // players at 1024x700 showed no dog of the others at all).
    const double trickH = std::clamp(box.bottom() - 4 - 24 - 6 - ty, 24.0, 40.0);
    for (TrickId t : pv.tricks) {
        const QRectF r(tx, ty, trickH, trickH);
        if (r.right() > box.right() - (fetchUnderHand ? 74 : narrow ? 62 : 40)) break;
        art::drawTrick(p, r, t, 0, false);
        addItem(MyTrick, r, s, t);
        tx += trickH + 4;
    }
    if (pv.fetch) {
        const QRectF r =
            fetchUnderHand ? QRectF(box.right() - 70, ty + 20, 64, 20) : QRectF(tx + 4, ty + 8, 64, 24);
        p.save();
        p.setPen(QPen(QColor("#1d1d1d"), 1));
        p.setBrush(art::cardColour(kFetchCard));
        p.drawRoundedRect(r, 5, 5);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, r, tr("Fetch"), Qt::AlignCenter, 12, true);
        p.restore();
        addItem(DrawPile, r, s, -1); // the Fetch badge
        tx += 72;
    }
    // dogs
    const int n = pv.area.dogCount;
    const double top = ty + trickH + 6;
    const double availH = box.bottom() - top - 4;
    if (n == 0 || availH < 20) return;
    const QRectF area(box.left() + 6, top, box.width() - 12, availH);
    // Cards up to 110 px wide where the area has room: narrower ones cannot name a trait of one long
    // word ("✚Złodziejaszek") whole, and chips took their place (play test, 1920x1080: chips with no
    // art and no food while two thirds of the area stayed empty).
    art::DogRows rows = art::fitDogs(n, area, 110, false);
    // A trait's name too long for one line of its tag takes two; chips when cards cannot say it whole.
    const int tagLines = rows.w < 62 ? 1 : art::fitTraitTags(pv.area.dogs.data(), n, rows, availH);
    if (rows.w < 62 || tagLines == 0) {
        // too little room for cards: one chip per dog (fed mark, name, VP, trait, tucked count)
        art::ChipGrid chips = art::fitChips(n, area);
        const double moreW = 30;
        if (chips.shown < n) chips = art::fitChips(n, area.adjusted(0, 0, -moreW, 0)); // room for "+N more"
        for (int d = 0; d < chips.shown; ++d) {
            const QRectF r = chips.at(area, d);
            art::drawDogChip(p, r, pv.area.dogs[ix(d)], ix(d) < pv.fed.size() && pv.fed[ix(d)],
                             shelterWorth(pv, d));
            addItem(Dog, r, s, d);
        }
        if (chips.shown < n) { // the rest in words: its tooltip, the status strip, a screen reader
            const QRectF last = chips.at(area, chips.perColumn - 1);
            const QRectF more(area.right() - moreW + 4, last.top(), moreW - 4, chips.h);
            p.setPen(Qt::white);
            const QString label = ui::firstThatFits(
                {tr("+%1 more").arg(n - chips.shown), QStringLiteral("+%1").arg(n - chips.shown)},
                more.width(), 11, true);
            ui::drawFittedText(p, more, label, Qt::AlignRight | Qt::AlignVCenter, 11, true);
            addItem(MoreDogs, more, s, chips.shown);
        }
        return;
    }
    const double rowH = rows.w / 0.72 + art::tagHeight(true, tagLines) + 15 + 13 + 4;
    for (int d = 0; d < n; ++d) {
        const QRectF r(area.left() + (d % rows.perRow) * (rows.w + 5), top + (d / rows.perRow) * rowH, rows.w,
                       rowH - 4);
        const bool fed = ix(d) < pv.fed.size() && pv.fed[ix(d)];
        art::drawDog(p, pv.area.dogs[ix(d)], fed, r, true, tagLines);
        addItem(Dog, art::dogExtent(pv.area.dogs[ix(d)], r, true, tagLines), s, d);
    }
}

void DogLoverTable::paintMyArea(QPainter& p) {
    const int n = static_cast<int>(view().players.size());
    const Seat me = (viewer() >= 0 && viewer() < n) ? viewer() : view().current;
    if (me < 0 || me >= n) return;
    const PlayerView& pv = view().players[ix(me)];
    const QRectF& box = m_myRect;
    drawPanelFrame(p, box, me == actingSeat(), 55, 10);
    ui::drawSeatToken(p, QPointF(box.left() + 16, box.top() + 15), 11, me, me == actingSeat());
    p.setPen(Qt::white);
    QString head = name(me);
    const bool over = view().phase == Phase::Over;
    if (viewer() != me && !over) head += tr(" (spectating)");
    const QString plain = head;
    if (over)
        head += tr(" · final score %1").arg(ui::numberText(pv.scoreEstimate));
    else if (m_showScores)
        head += tr(" · score if the game ended now: %1").arg(ui::numberText(pv.scoreEstimate));
    const QString score =
        over || m_showScores ? tr(" · score %1").arg(ui::numberText(pv.scoreEstimate)) : QString();
    // The header at the left, the prompt at the right, with a clear gap between them (with long names
    // the two ran into each other at 1024x700): the header takes the longest form that leaves the
    // prompt room, the prompt the rest.
    QString status, shorter;
    if (referee() != nullptr) {
        status = referee()->status();
        shorter = status; // long names shortened to initials first
        for (Seat s = 0; s < static_cast<Seat>(view().players.size()); ++s) {
            const QString name = this->name(s);
            shorter.replace(name, ui::shortName(name));
        }
    }
    constexpr double kGap = 24;
    const double rowW = box.width() - 34 - 6;
    const QFontMetricsF headFm(ui::uiFont(14, true)), statusFm(ui::uiFont(11));
    const double statusNeed =
        status.isEmpty() ? 0.0 : std::min(statusFm.horizontalAdvance(shorter), rowW * 0.52);
    const double headRoom = std::max(rowW * 0.3, rowW - statusNeed - kGap);
    head = ui::firstThatFits({head, plain + score, ui::shortName(plain) + score}, headRoom, 14, true);
    const double headW = std::min(headRoom, headFm.horizontalAdvance(head) + 2);
    const QRectF headBox(box.left() + 34, box.top() + 4, headW, 22);
    ui::drawFittedText(p, headBox, head, Qt::AlignLeft | Qt::AlignVCenter, 14, true);
    if (!status.isEmpty()) {
        p.setPen(QColor("#ffe6b3"));
        const double left = std::max(headBox.right() + kGap, box.left() + box.width() * 0.3);
        const QRectF statusBox(left, box.top() + 4, box.right() - 6 - left, 22);
        ui::drawFittedText(p, statusBox, ui::firstThatFits({status, shorter}, statusBox.width(), 13),
                           Qt::AlignRight | Qt::AlignVCenter | Qt::TextWordWrap, 13);
    }
    const double top = box.top() + 30;
    const double innerH = box.bottom() - top - 6;

    // tricks: two columns of squares
    const int nt = static_cast<int>(pv.tricks.size());
    const double ts = std::min(92.0, (innerH - 6) / 2);
    const int cols = std::max(1, (nt + 1) / 2);
    p.setPen(QColor("#e8e2d0"));
    for (int i = 0; i < nt; ++i) {
        const QRectF r(box.left() + 8 + (i / 2) * (ts + 6), top + (i % 2) * (ts + 6), ts, ts);
        const TrickId t = pv.tricks[ix(i)];
        const bool selected = t == m_selectedTrick && me == viewer();
        art::drawTrick(p, r, t, selected ? m_rotation : 0);
        if (selected) {
            p.save();
            p.setPen(QPen(QColor("#ffca28"), 3));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 7, 7);
            p.restore();
        }
        addItem(MyTrick, r, me, t); // by trick id, like every trick item (its name, its step)
        if (selected && isInteractive() && view().phase == Phase::Turn && !view().drafted) {
            // The round arrow that turns the picked trick (a click on the trick does not).
            const double d = std::max(18.0, ts * 0.3);
            const QRectF rr(r.right() - d + 4, r.top() - 4, d, d);
            p.save();
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(QPen(QColor("#5b4500"), 1.5));
            p.setBrush(QColor("#ffca28"));
            p.drawEllipse(rr);
            p.setPen(QColor("#3a2c00"));
            ui::drawFittedText(p, rr, QStringLiteral("\u21bb"), Qt::AlignCenter, static_cast<int>(d * 0.6));
            p.restore();
            addItem(RotateControl, rr, me, t);
        }
    }
    const double dogsLeft = box.left() + 8 + cols * (ts + 6) + 8;

    // right block: hand, tokens, Fetch, pending, buttons
    const double rightW = std::min(430.0, box.width() * 0.36);
    const QRectF right(box.right() - rightW - 8, top, rightW, innerH);
    const double hh = std::min(88.0, innerH * 0.38), hw = hh * 0.72;
    m_handRect = QRectF(right.left(), right.top(), right.width(), hh);
    double x = right.left();
    p.setPen(QColor("#e8e2d0"));
    if (!pv.handKnown) {
        ui::drawFittedText(p, QRectF(x, right.top(), right.width(), 20),
                           QString::fromStdString(text::sayN("doglover", "hand: %n card (hidden)",
                                                             "hand: %n cards (hidden)", pv.handCount)),
                           Qt::AlignLeft, 12);
    } else if (pv.area.handSize() == 0) {
        ui::drawFittedText(p, QRectF(x, right.top(), right.width(), 20), tr("hand: empty"), Qt::AlignLeft,
                           12);
    }
    // Every kind in hand keeps the row: more kinds than the row holds make the cards narrower
    // (play test, 1920x1080: the eighth card was cut by the panel's edge).
    int kinds = 0;
    for (int h = 0; h < kHandKinds && pv.handKnown; ++h)
        kinds += pv.area.hand[ix(h)] > 0 ? 1 : 0;
    const double cw = kinds > 0 ? std::min(hw, (right.width() - 6.0 * (kinds - 1)) / kinds) : hw;
    // Cards when every name shows whole on them; else (many kinds on a small table: "Traini.",
    // "Adop." at 1024x700, play tester C) one chip per kind, named in full, in two or three rows.
    bool cards = true;
    for (int h = 0; h < kHandKinds && pv.handKnown; ++h)
        if (pv.area.hand[ix(h)] > 0 && !art::nameFitsCard(handCard(h), QRectF(0, 0, cw, cw / 0.72)))
            cards = false;
    if (!cards) {
        const QFontMetricsF chipFm(ui::uiFont(11, true));
        const auto countText = [](int cnt) { return cnt > 1 ? QStringLiteral("×%1").arg(cnt) : QString(); };
        int rows = 2;
        for (; rows < 3; ++rows) {
            const int per = (kinds + rows - 1) / rows;
            const double w = (right.width() - 6.0 * (per - 1)) / per;
            bool fit = true;
            for (int h = 0; h < kHandKinds; ++h) {
                const int cnt = pv.area.hand[ix(h)];
                if (cnt == 0) continue;
                const QString count = countText(cnt);
                fit = fit && chipFm.horizontalAdvance(art::nameOf(handCard(h))) + 8 +
                                     (count.isEmpty() ? 0.0 : chipFm.horizontalAdvance(count) + 4) <=
                                 w;
            }
            if (fit) break;
        }
        const int per = (kinds + rows - 1) / rows;
        const double w = (right.width() - 6.0 * (per - 1)) / per;
        const double ch = std::min(24.0, (hh - 3.0 * (rows - 1)) / rows);
        int k = 0;
        for (int h = 0; h < kHandKinds; ++h) {
            const int cnt = pv.area.hand[ix(h)];
            if (cnt == 0) continue;
            const CardId c = handCard(h);
            const QRectF r(right.left() + (k % per) * (w + 6), right.top() + (k / per) * (ch + 3), w, ch);
            p.save();
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(QPen(QColor("#1d1d1d"), 1));
            p.setBrush(art::cardColour(c));
            p.drawRoundedRect(r, 5, 5);
            p.setPen(ui::textColour());
            const QString count = countText(cnt);
            const double countW = count.isEmpty() ? 0.0 : std::ceil(chipFm.horizontalAdvance(count)) + 4;
            ui::drawFittedText(p, r.adjusted(4, 0, -4 - countW, 0), art::nameOf(c), Qt::AlignCenter, 12,
                               true);
            if (!count.isEmpty())
                ui::drawFittedText(p, QRectF(r.right() - 3 - countW, r.top(), countW, r.height()), count,
                                   Qt::AlignRight | Qt::AlignVCenter, 11, true);
            p.restore();
            addItem(HandCard, r, me, c);
            ++k;
        }
    }
    for (int h = 0; h < kHandKinds && pv.handKnown && cards; ++h) {
        const int cnt = pv.area.hand[ix(h)];
        if (cnt == 0) continue;
        const CardId c = handCard(h);
        const QRectF r(x, right.top() + (hh - cw / 0.72), cw, cw / 0.72);
        art::drawCard(p, r, c);
        if (cnt > 1) {
            const QRectF badge(r.right() - 26, r.bottom() - 18, 28, 16);
            p.save();
            p.setPen(QPen(QColor("#1d1d1d"), 1));
            p.setBrush(QColor("#fffbe6"));
            p.drawRoundedRect(badge, 7, 7);
            p.setPen(ui::textColour());
            ui::drawFittedText(p, badge, QStringLiteral("×%1").arg(cnt), Qt::AlignCenter, 11, true);
            p.restore();
        }
        addItem(HandCard, r, me, c);
        x += cw + 6;
    }
    // tokens (right under the line "hand: empty" or "hand: N cards (hidden)": the room goes to the
    // pending chips and warnings, issue #12)
    const bool handCards = pv.handKnown && pv.area.handSize() > 0;
    double y = right.top() + (handCards ? hh : 20.0) + 8;
    m_tokenRect = QRectF(right.left(), y, 160, 22);
    x = right.left();
    for (int k = 0; k < kFoodKinds; ++k) {
        art::drawToken(p, QRectF(x, y, 20, 20), static_cast<FoodKind>(k));
        p.setPen(Qt::white);
        ui::drawFittedText(p, QRectF(x + 22, y, 22, 20), QString::number(pv.area.tokens[ix(k)]),
                           Qt::AlignLeft | Qt::AlignVCenter, 13, true);
        x += 46;
    }
    if (me == viewer()) addItem(Tokens, QRectF(right.left(), y, x - right.left(), 22), me, -1);
    if (pv.fetch) {
        // As wide as its label (play test: "Fetch (n…" at 1024x700, "Aport (o…" even at 1920x1080),
        // within the panel.
        const QString label = pv.fetchFresh ? tr("Fetch (next turn)") : tr("Fetch");
        const double labelW = QFontMetricsF(ui::uiFont(11, true)).horizontalAdvance(label) + 14;
        const double room = std::max(64.0, right.right() - x - 6);
        // Too long for one line: two lines (the badge is a little taller; the pending row starts
        // below it anyway).
        const bool twoLines = labelW > room;
        const QRectF r(x + 6, twoLines ? y - 6 : y - 4, std::max(64.0, std::min(labelW, room)),
                       twoLines ? 32 : 26);
        p.save();
        p.setPen(QPen(QColor("#1d1d1d"), 1));
        p.setBrush(art::cardColour(kFetchCard));
        p.drawRoundedRect(r, 5, 5);
        p.setPen(ui::textColour());
        ui::drawFittedText(p, r.adjusted(3, 0, -3, 0), label,
                           twoLines ? Qt::AlignCenter | Qt::TextWordWrap : int(Qt::AlignCenter), 11, true);
        p.restore();
        addItem(FetchCard, r, me, -1);
    }
    // pending items (the current player's turn only)
    y += 28;
    if (me == view().current &&
        (view().pendingWalks > 0 || !view().pendingTraits.empty() || !view().unresolvedFood.empty())) {
        x = right.left();
        QStringList ifEnd;
        // A chip is as wide as its label needs (never "⚠ Przew…", issue #12).
        const QFontMetricsF chipFm(ui::uiFont(11, true));
        int copy = 0; // the n-th chip of the same card (walks)
        auto chip = [&](HitKind kind, CardId c, const QString& label) {
            const double w =
                std::min(right.width(), std::max(86.0, std::ceil(chipFm.horizontalAdvance(label)) + 25));
            if (x > right.left() && x + w > right.right()) x = right.left(), y += 26;
            const QRectF r(x, y, w, 22);
            p.save();
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(QPen(QColor("#ff9800"), 2, Qt::DashLine));
            p.setBrush(art::cardColour(c));
            p.drawRoundedRect(r, 5, 5);
            art::drawPictogram(p, QRectF(r.left() + 2, r.top() + 2, 18, 18), c);
            p.setPen(ui::textColour());
            ui::drawFittedText(p, r.adjusted(21, 0, -2, 0), label, Qt::AlignLeft | Qt::AlignVCenter, 11,
                               true);
            p.restore();
            addItem(kind, r, me, c + 256 * (kind == HitKind::PendingWalk ? copy++ : 0));
            x += w + 4;
        };
        for (int i = 0; i < view().pendingWalks; ++i)
            chip(HitKind::PendingWalk, kWalk, tr("⚠ Walk"));
        for (CardId t : view().pendingTraits)
            chip(HitKind::PendingTrait, t, QStringLiteral("⚠ ") + art::nameOf(t));
        for (CardId f : view().unresolvedFood)
            chip(HitKind::PendingFood, f, art::nameOf(f));
        y += 26;
        QStringList whole; // the same warnings as sentences ("If you end your turn now, …")
        for (const std::string& line : ifTurnEnds(view()))
            ifEnd << qs(line);
        for (const std::string& line : ifYouEndTurn(view()))
            whole << qs(line);
        if (!ifEnd.isEmpty()) {
            p.setPen(QColor("#ffcc80"));
            // A warning wraps onto as many lines as it needs (never "you lose 2 foo…"), above the
            // buttons: where the whole sentence does not fit there, the short line without its "If you
            // end your turn now" lead (the chips above say the same, issue #12); what still does not fit is
            // cut off (and recorded as such by the style).
            const QFontMetricsF fm(ui::uiFont(11));
            const double bottom = right.bottom() - 34;
            auto heightOf = [&](const QString& text) {
                return std::max(
                    15.0,
                    fm.boundingRect(QRectF(0, 0, right.width(), 1000), Qt::TextWordWrap, text).height());
            };
            for (qsizetype k = 0; k < ifEnd.size(); ++k) {
                const QString& line = ifEnd[k];
                // Never under the buttons: with no room for a line the chips (⚠) and End turn's
                // question say it; with room for one only, the rest shares it, elided (1024x700, a
                // walk and a trait pending under a hand card).
                if (y + 15.0 > right.bottom() - 30) break; // the buttons' top edge (a line is 15 px)
                const bool more = k + 1 < ifEnd.size();
                const QString full = k < whole.size() ? whole[k] : line;
                QString text = y + heightOf(full) <= bottom ? full : line;
                if (more && y + heightOf(text) + 15.0 > bottom) text = line; // room for the next one
                // Its lines do not fit the room left (a Polish warning took two lines where one
                // fitted, play tester E at 1024x700: they ran over the chips and under the buttons):
                // one line, elided (the tooltip and the status line say it whole).
                if (y + heightOf(text) > std::max(bottom, y + 15.0)) {
                    ui::drawFittedText(p, QRectF(right.left(), y, right.width(), 14.0),
                                       QStringList(ifEnd.mid(k)).join(QStringLiteral(" · ")),
                                       Qt::AlignLeft | Qt::AlignVCenter, 11);
                    break;
                }
                const double h = std::max(15.0, std::min(heightOf(text), bottom - y));
                if (more && y + h + 15.0 > bottom) {
                    ui::drawFittedText(p, QRectF(right.left(), y, right.width(), 14.0),
                                       QStringList(ifEnd.mid(k)).join(QStringLiteral(" · ")),
                                       Qt::AlignLeft | Qt::AlignVCenter, 11);
                    break;
                }
                ui::drawFittedText(p, QRectF(right.left(), y, right.width(), h), text,
                                   Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, 11);
                y += h;
            }
        }
    }
    // penalty choices
    if (view().phase == Phase::Penalty && me == view().current) {
        p.setPen(QColor("#ffcc80"));
        ui::drawFittedText(p, QRectF(right.left(), y, right.width(), 16),
                           tr("Penalty of %1: choose what to give up").arg(art::nameOf(view().penaltyTrait)),
                           Qt::AlignLeft, 12, true);
        y += 18;
        // Every choice gets a button above the buttons' row: the rows share what room is left,
        // in more columns when two do not fit (play test at 1024x700: three choices, one shown,
        // cut under "Scores" and "More…", the others unreachable).
        std::vector<Action> choices;
        for (const Action& a : legal())
            if (a.kind == kPenalty) choices.push_back(a);
        const int count = static_cast<int>(choices.size());
        const double room = std::max(0.0, right.bottom() - 36 - y);
        int cols = 2;
        const auto rowsOf = [count](int c) { return (count + c - 1) / c; };
        while (cols < 4 && rowsOf(cols) * 17.0 > room)
            ++cols;
        const int rows = std::max(1, rowsOf(cols));
        const double h = std::clamp(room / rows - 3.0, 14.0, 22.0);
        const double w = (right.width() - 6.0 * (cols - 1)) / cols;
        // Short of room (a small table): the buttons go up over the lines above rather than under
        // the buttons' row, where they could not be pressed.
        const double top = std::min(y, right.bottom() - 34 - rows * (h + 3));
        for (int i = 0; i < count; ++i) {
            const QRectF r(right.left() + (i % cols) * (w + 6), top + (i / cols) * (h + 3), w, h);
            art::drawButton(p, r, choiceText(choices[static_cast<std::size_t>(i)]), true, false);
            addItem(Choice, r, me, i);
        }
    }
    // buttons
    const QRectF endR(right.right() - 130, right.bottom() - 30, 130, 30);
    const bool canEnd = isLegal(Action(kEndTurn));
    // (At rest: lit under the pointer by paintHover, above the cached layer.)
    art::drawButton(p, endR, endTurnLabel(canEnd), canEnd, false);
    addItem(EndTurn, endR, me, -1);
    const QRectF moreR(endR.left() - 86, endR.top(), 80, 30);
    art::drawButton(p, moreR, tr("More…"), isInteractive() && !legal().empty(), false);
    addItem(MoreButton, moreR, me, -1);
    // As wide as its longer label needs ("Punkty: widoczne" was cut at 90 px).
    const QFontMetricsF buttonFm(ui::uiFont(12, true));
    const double scoreW = std::clamp(std::ceil(std::max(buttonFm.horizontalAdvance(tr("Scores: shown")),
                                                        buttonFm.horizontalAdvance(tr("Scores: hidden")))) +
                                         14,
                                     90.0, 170.0);
    const QRectF scoreR(moreR.left() - 6 - scoreW, endR.top(), scoreW, 30);
    art::drawButton(p, scoreR, m_showScores ? tr("Scores: shown") : tr("Scores: hidden"), true, false);
    addItem(ScoreToggle, scoreR, me, -1);

    // dogs in the middle
    m_dogsRect = QRectF(dogsLeft, top, right.left() - 12 - dogsLeft, innerH);
    const int nd = pv.area.dogCount;
    if (nd == 0) {
        p.setPen(QColor("#e8e2d0"));
        ui::drawFittedText(p, m_dogsRect, tr("no dogs yet"), Qt::AlignCenter, 13);
        return;
    }
    art::DogRows rows = art::fitDogs(nd, m_dogsRect, 118, true);
    // A trait's name too long for one line of its tag takes two (play test, 1920x1080: "✚1" for
    // "Najlepszy przyjaciel"); chips when stacked cards cannot say it whole.
    const int tagLines =
        rows.w < 62 ? 1 : art::fitTraitTags(pv.area.dogs.data(), nd, rows, m_dogsRect.height());
    if (rows.w < 62 || tagLines == 0) {
        // Many dogs (10 at 1024x700 were too small to read): one chip per dog as in the other areas,
        // name, points, trait and tucked cards, in as many columns as fit.
        const art::ChipGrid chips = art::fitChips(nd, m_dogsRect);
        for (int d = 0; d < chips.shown; ++d) {
            const QRectF r = chips.at(m_dogsRect, d);
            art::drawDogChip(p, r, pv.area.dogs[ix(d)], ix(d) < pv.fed.size() && pv.fed[ix(d)],
                             shelterWorth(pv, d));
            addItem(Dog, r, me, d);
        }
        return;
    }
    const double rowH = rows.small ? rows.w / 0.72 + art::tagHeight(true, tagLines) + 15 + 13 + 4 : innerH;
    for (int d = 0; d < nd; ++d) {
        const QRectF r(m_dogsRect.left() + (d % rows.perRow) * (rows.w + 6), top + (d / rows.perRow) * rowH,
                       rows.w, rowH - 4);
        const bool fed = ix(d) < pv.fed.size() && pv.fed[ix(d)];
        art::drawDog(p, pv.area.dogs[ix(d)], fed, r, rows.small, tagLines);
        // With the cards tucked under it: its frame never runs through "Walk×1" (play tester E).
        addItem(Dog, art::dogExtent(pv.area.dogs[ix(d)], r, rows.small, tagLines), me, d);
    }
}

QString DogLoverTable::endTurnLabel(bool canEnd) const {
    return view().canSkipDraft && canEnd ? tr("End turn (no draft)") : tr("End turn");
}

void DogLoverTable::paintHover(QPainter& p, const ui::TableItem& item) {
    // End turn under the pointer, lit (a disabled button looks the same under it).
    if (!hasView() || item.kind != EndTurn || !m_underMouse || !isLegal(Action(kEndTurn))) return;
    art::drawButton(p, item.rect, endTurnLabel(true), true, true);
}

} // namespace dogtable::games::doglover
