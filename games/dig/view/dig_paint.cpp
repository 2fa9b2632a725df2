// Dig's table: painting (layers Background to Marks in paintTable, Flying in paintFlying; the
// kit paints the highlights, hover and focus through paintLook).
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

#include "dig/view/dig_art.h"
#include "dig/view/dig_table.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::dig {

using namespace art;

void DigTable::paintTable(QPainter& p) {
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), ui::tableBackground());
    if (!hasView()) {
        p.setPen(Qt::white);
        ui::drawFittedText(p, QRectF(rect()), tr("Dig"), Qt::AlignCenter, 28, true);
        return;
    }
    paintYard(p);
    paintMarks(p);
    paintDogs(p);
    paintOpponents(p);
    paintOwnArea(p);
    paintFacts(p);
}

bool DigTable::flying(int place) const {
    if (m_flights.empty() || m_showLanded) return false;
    return std::any_of(m_flights.begin(), m_flights.end(),
                       [&](const Flight& f) { return !f.dog && f.to == place; });
}

bool DigTable::dogFlying(int seat) const {
    return !m_showLanded && std::any_of(m_flights.begin(), m_flights.end(),
                                        [&](const Flight& f) { return f.dog && f.seat == seat; });
}

void DigTable::paintSlot(QPainter& p, const QRectF& r, const YardSlotView& slot) {
    switch (slot.kind) {
    case YardSlotView::Kind::Gap:
        drawGap(p, r);
        break;
    case YardSlotView::Kind::Bowl:
        drawBowlFace(p, r, slot.bowl, view().setup ? 0 : slot.bowlValue);
        break;
    case YardSlotView::Kind::Bone:
        drawScentFace(p, r, slot.pair);
        if (slot.bone) {
            const QRectF box(r.left() + 3, r.top() + r.height() * 0.7, r.width() - 6, r.height() * 0.24);
            p.save();
            p.setPen(Qt::NoPen);
            p.setBrush(slot.bonePublic ? QColor(255, 246, 200, 230) : QColor(255, 255, 255, 200));
            if (!slot.bonePublic) p.setPen(QPen(QColor("#1d1d1d"), 1, Qt::DashLine));
            p.drawRoundedRect(box, 4, 4);
            p.restore();
            drawBone(p, box.adjusted(2, 2, -2, -2), *slot.bone, !slot.bonePublic);
        }
        break;
    }
}

void DigTable::paintYard(QPainter& p) {
    const int n = static_cast<int>(view().yard.size());
    // The snake's turn: a path joining place 12 to place 13.
    if (m_rows == 2 && n >= 13) {
        const QRectF a = placeRect(12), b = placeRect(13);
        p.save();
        p.setPen(QPen(QColor(255, 255, 255, 120), 3, Qt::DotLine));
        p.drawLine(QPointF(a.left() - 6, a.center().y()), QPointF(a.left() - 14, a.center().y()));
        p.drawLine(QPointF(a.left() - 14, a.center().y()), QPointF(b.left() - 14, b.center().y()));
        p.drawLine(QPointF(b.left() - 14, b.center().y()), QPointF(b.left() - 6, b.center().y()));
        p.restore();
    }
    const QRectF house = placeRect(0);
    drawDoghouse(p, house, view().moveRanges);
    for (int place = 0; place <= n; ++place) {
        const QRectF r = placeRect(place);
        if (place > 0 && !flying(place)) paintSlot(p, r, view().yard[ix(place - 1)]);
        // Place numbers under the cards.
        p.setPen(QColor(255, 255, 255, 190));
        ui::drawFittedText(p, QRectF(r.left() - 4, r.bottom() + 1, r.width() + 8, 14),
                           place == 0 ? tr("home") : QString::number(place), Qt::AlignCenter, 11);
    }
    // Status banners.
    QString banner;
    if (view().over)
        banner = tr("Game over — the yard holds only the five bowls");
    else if (view().finalTurn)
        banner = tr("No bone card left in the yard: this is the last turn");
    else if (view().setup)
        banner = tr("Laying out the yard… %1 of %2").arg(view().dealt).arg(view().yardCards);
    if (!banner.isEmpty()) {
        const QRectF b(m_yardArea.left(), m_yardArea.bottom() - 24, m_yardArea.width(), 22);
        p.setPen(QColor("#fff6c8"));
        ui::drawFittedText(p, b, banner, Qt::AlignCenter, 14, true);
    }
}

void DigTable::paintMarks(QPainter& p) {
    for (const auto& m : m_marks.shownTo(viewer()))
        if (m.place <= static_cast<int>(view().yard.size()))
            ui::drawRecentMark(p, placeRect(m.place).adjusted(-3, -3, 3, 3), m.seat);
}

void DigTable::paintDogs(QPainter& p) {
    const double radius = std::clamp(m_cardW * 0.21, 9.0, 15.0);
    const int players = static_cast<int>(view().players.size());
    for (int place = 0; place <= static_cast<int>(view().yard.size()); ++place) {
        int slot = 0;
        for (int s = 0; s < players; ++s) {
            if (view().players[ix(s)].dog != place) continue;
            if (!dogFlying(s))
                ui::drawSeatToken(p, dogCentre(place, slot), radius, s,
                                  s == view().turn && !view().over && !view().setup);
            ++slot;
        }
    }
}

void DigTable::paintHover(QPainter& p, const ui::TableItem& item) {
    // A faint dog where a move would land (above the cached layer: a hover change is two blits
    // and this token's sprite).
    if (!hasView() || item.kind != kPlaceItem) return;
    const int players = static_cast<int>(view().players.size());
    const int hovered = item.index;
    if (!isLegal(moveAction(hovered)) || self() >= players) return;
    const double radius = std::clamp(m_cardW * 0.21, 9.0, 15.0);
    p.setRenderHint(QPainter::Antialiasing);
    p.setOpacity(0.45);
    int slot = 0;
    for (int s = 0; s < players; ++s)
        slot += view().players[ix(s)].dog == hovered ? 1 : 0;
    ui::drawSeatToken(p, dogCentre(hovered, std::min(slot, 3)), radius, self(), false);
}

QRectF DigTable::restRect() const {
    // A card lands on its place (with its shadow); a dog on one of the four token spots above it.
    QRectF all;
    const double radius = flyingDogRadius();
    for (const auto& f : m_flights) {
        if (!hasView() || f.to < 0 || f.to > static_cast<int>(view().yard.size())) continue;
        if (f.dog) {
            const double reach = radius * 1.45 + 3; // the active seat's halo (ui::drawSeatToken)
            for (int slot = 0; slot < 4; ++slot) {
                const QPointF c = dogCentre(f.to, slot);
                all |= QRectF(c.x() - reach, c.y() - reach, 2 * reach, 2 * reach);
            }
        } else if (f.to >= 1) {
            all |= placeRect(f.to).adjusted(-2, -2, 6, 8);
        }
    }
    return all;
}

QRectF DigTable::flightRect() const {
    QRectF all;
    const double progress = m_tween.progress();
    const double radius = flyingDogRadius();
    for (const auto& f : m_flights) {
        if (f.dog) {
            const QPointF c = flyingDogCentre(f, progress);
            all |= QRectF(c.x() - radius - 4, c.y() - radius - 4, 2 * radius + 8, 2 * radius + 8);
        } else if (hasView() && f.to >= 1 && f.to <= static_cast<int>(view().yard.size())) {
            all |= flyingCardRect(f, progress).adjusted(-2, -2, 6, 8); // with its shadow
        }
    }
    return all;
}

double DigTable::flyingDogRadius() const {
    return std::clamp(m_cardW * 0.21, 9.0, 15.0);
}

QPointF DigTable::flyingDogCentre(const Flight& f, double progress) const {
    const QPointF a = dogCentre(f.from, 0), b = dogCentre(f.to, 0);
    return a + (b - a) * progress - QPointF(0, std::sin(progress * M_PI) * m_cardW * 0.5);
}

QRectF DigTable::flyingCardRect(const Flight& f, double progress) const {
    return lerp(placeRect(f.from), placeRect(f.to), progress)
        .translated(0, -std::sin(progress * M_PI) * m_cardW * 0.8);
}

void DigTable::paintFlying(QPainter& p) {
    if (m_flights.empty()) return;
    const double progress = m_tween.progress();
    for (const auto& f : m_flights) {
        if (f.dog) {
            ui::drawSeatToken(p, flyingDogCentre(f, progress), flyingDogRadius(), f.seat, true);
        } else if (f.to >= 1 && f.to <= static_cast<int>(view().yard.size())) {
            const QRectF r = flyingCardRect(f, progress);
            p.save();
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0, 0, 0, 60));
            p.drawRoundedRect(r.translated(4, 6), 6, 6);
            p.restore();
            paintSlot(p, r, view().yard[ix(f.to - 1)]);
        }
    }
}

void DigTable::paintPile(QPainter& p, const QRectF& box, const PlayerView& pv, bool large) {
    // Delivered bones grouped by colour, in bowl order (the 5-point colour first), with values.
    double chip = large ? std::min(box.height() * 0.42, 34.0) : std::min(box.height() * 0.5, 24.0);
    // Every delivered colour is shown: smaller bones when the pile is narrow for all of them.
    const auto groups = std::count_if(pv.delivered.begin(), pv.delivered.end(), [](int n) { return n > 0; });
    if (groups > 0) chip = std::min(chip, box.width() / (static_cast<double>(groups) * 2.1));
    double x = box.left();
    bool any = false;
    for (Colour c : view().bowlOrder) {
        const int n = pv.delivered[ix(static_cast<int>(c))];
        if (n == 0) continue;
        any = true;
        int value = 0;
        for (const auto& slot : view().yard)
            if (slot.kind == YardSlotView::Kind::Bowl && slot.bowl == c) value = slot.bowlValue;
        const double groupW = chip * 2.1;
        if (x + groupW > box.right() + 1) break;
        const QRectF chipBox(x, box.top() + 2, chip * 1.6, chip);
        drawBone(p, chipBox, c);
        p.setPen(Qt::white);
        ui::drawFittedText(p, QRectF(x - 4, chipBox.bottom() + 1, chip * 1.6 + 8, 14),
                           QString("%1×%2").arg(n).arg(value), Qt::AlignCenter, large ? 13 : 11, true);
        x += groupW;
    }
    if (!any) {
        p.setPen(QColor(255, 255, 255, 160));
        ui::drawFittedText(p, box, tr("no bones delivered"), Qt::AlignLeft | Qt::AlignVCenter, 12);
    }
}

void DigTable::paintOpponents(QPainter& p) {
    const int players = static_cast<int>(view().players.size());
    for (int s = 0; s < players; ++s) {
        const QRectF r = m_opponentRects[ix(s)];
        if (r.isEmpty()) continue;
        const PlayerView& pv = view().players[ix(s)];
        p.save();
        p.setPen(QPen(s == view().turn && !view().over ? QColor("#ffd84a") : QColor(255, 255, 255, 60),
                      s == view().turn ? 2.5 : 1));
        p.setBrush(QColor(0, 0, 0, 50));
        p.drawRoundedRect(r, 8, 8);
        p.restore();
        ui::drawSeatToken(p, QPointF(r.left() + 16, r.top() + 15), 10, s, s == view().turn && !view().over);
        p.setPen(Qt::white);
        const int held = static_cast<int>(pv.hand.size());
        const QRectF head(r.left() + 32, r.top() + 4, r.width() - 40, 20);
        const QString stats = tr("%1 pts — %2, moves %3").arg(pv.points).arg(bones(held)).arg(pv.moveRange);
        const QString line = tr("%1 — %2").arg(seatName(s), stats);
        // One line when it fits (at the house minimum of 11 px), else the name and the numbers on two.
        double down = 0;
        if (QFontMetricsF(ui::uiFont(11, true)).horizontalAdvance(line) <= head.width()) {
            ui::drawFittedText(p, head, line, Qt::AlignLeft | Qt::AlignVCenter, 14, true);
        } else {
            down = 15;
            ui::drawFittedText(
                p, head, ui::firstThatFits({seatName(s), ui::shortName(seatName(s))}, head.width(), 14, true),
                Qt::AlignLeft | Qt::AlignVCenter, 14, true);
            ui::drawFittedText(p, QRectF(r.left() + 8, head.bottom(), r.width() - 16, 15), stats,
                               Qt::AlignLeft | Qt::AlignVCenter, 12);
        }
        // Hand: scent sides only (face down); a bone only where the viewer knows it.
        const double ch = r.height() - 36 - down, cw = std::min(ch / 1.7, 30.0);
        for (std::size_t i = 0; i < pv.hand.size(); ++i) {
            const QRectF card(r.left() + 8 + i * (cw + 4), r.top() + 28 + down, cw, ch);
            drawScentFace(p, card, pv.hand[i].pair);
            if (pv.hand[i].bone)
                drawBone(p, QRectF(card.left() + 1, card.bottom() - cw * 0.55, cw - 2, cw * 0.5),
                         *pv.hand[i].bone, !pv.hand[i].bonePublic);
        }
        if (pv.hand.empty()) {
            p.setPen(QColor(255, 255, 255, 150));
            ui::drawFittedText(p, QRectF(r.left() + 8, r.top() + 28 + down, r.width() * 0.5 - 12, ch),
                               tr("empty hand"), Qt::AlignLeft | Qt::AlignVCenter, 12);
        }
        paintPile(p, m_pileRects[ix(s)].adjusted(0, down, 0, 0), pv, false);
    }
}

void DigTable::paintOwnArea(QPainter& p) {
    if (self() >= static_cast<int>(view().players.size())) return;
    const PlayerView& pv = view().players[ix(self())];
    const QRectF r = m_ownArea;
    p.save();
    p.setPen(QPen(self() == view().turn && !view().over ? QColor("#ffd84a") : QColor(255, 255, 255, 60),
                  self() == view().turn ? 2.5 : 1));
    p.setBrush(QColor(0, 0, 0, 60));
    p.drawRoundedRect(r, 10, 10);
    p.restore();
    ui::drawSeatToken(p, QPointF(r.left() + 18, r.top() + 14), 10, self(),
                      self() == view().turn && !view().over);
    p.setPen(Qt::white);
    const QRectF headBox(r.left() + 34, r.top() + 3, m_pileRects[ix(self())].left() - r.left() - 40, 22);
    auto head = [&](const QString& name) {
        return tr("%1 — %2 pts — %3 in hand, moves %4")
            .arg(viewer() >= 0 ? tr("%1 (you)").arg(name) : name)
            .arg(pv.points)
            .arg(bones(static_cast<int>(pv.hand.size())))
            .arg(pv.moveRange);
    };
    // A long name is shortened to initials ("Konstancja P.-W."); the tooltip has it in full.
    ui::drawFittedText(p, headBox,
                       ui::firstThatFits({head(seatName(self())), head(ui::shortName(seatName(self())))},
                                         headBox.width(), 14, true),
                       Qt::AlignLeft | Qt::AlignVCenter, 14, true);
    // Hand, face up: the bone big, the scent pair small at the top.
    for (std::size_t i = 0; i < m_handRects.size() && i < pv.hand.size(); ++i) {
        const QRectF c = m_handRects[i];
        const HandCardView& h = pv.hand[i];
        if (!h.bone) {
            drawScentFace(p, c, h.pair);
            continue;
        }
        p.save();
        p.setPen(QPen(QColor("#3b3b3b"), 1.2));
        p.setBrush(QColor("#fbf6ea"));
        p.drawRoundedRect(c, 8, 8);
        p.restore();
        const ScentPair sp = kScentPairs[ix(h.pair)];
        const double s = c.width() * 0.24;
        ui::drawColourSymbol(p, QRectF(c.center().x() - s - 2, c.top() + 5, s, s), uiColour(sp.first));
        ui::drawColourSymbol(p, QRectF(c.center().x() + 2, c.top() + 5, s, s), uiColour(sp.second));
        drawBone(p, QRectF(c.left() + 4, c.top() + c.height() * 0.3, c.width() - 8, c.height() * 0.45),
                 *h.bone);
        p.setPen(ui::textColour());
        // The colour's name, or its first letters on a small card (the bone shows the colour too).
        const QString colour = colourLabel(*h.bone);
        ui::drawFittedText(
            p, QRectF(c.left(), c.bottom() - 18, c.width(), 16),
            ui::firstThatFits({colour, colour.left(4) + QStringLiteral(".")}, c.width(), 11, true),
            Qt::AlignCenter, 11, true);
    }
    if (pv.hand.empty()) {
        p.setPen(QColor(255, 255, 255, 150));
        ui::drawFittedText(p, QRectF(r.left() + 12, r.top() + 30, 200, 40), tr("no bones in hand"),
                           Qt::AlignLeft | Qt::AlignVCenter, 12);
    }
    // Actions left (3 pips) while it is this seat's turn.
    if (!view().setup && !view().over && view().turn == self())
        drawPips(p, m_pipsRect, view().actionsLeft, view().actionsPerTurn);
    if (view().pendingPlace >= 0 && view().turn == self() && isInteractive()) {
        p.setPen(QColor("#fff6c8"));
        // Under the hand, in the strip the layout keeps free for it (never over a card).
        const double left = m_handRects.empty() ? r.left() + 10 : m_handRects.front().left();
        ui::drawFittedText(p, QRectF(left, r.bottom() - 3 - 30, m_pipsRect.left() - left - 6, 30),
                           tr("Choose a card to put back, or keep the bone"),
                           Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, 12, true);
    }
    paintPile(p, m_pileRects[ix(self())], pv, true);
    p.setPen(QColor(255, 255, 255, 180));
    ui::drawFittedText(
        p, QRectF(m_pileRects[ix(self())].left(), r.top() + 3, m_pileRects[ix(self())].width(), 20),
        tr("Delivered (count × points now)"), Qt::AlignLeft | Qt::AlignVCenter, 12);
}

void DigTable::paintFacts(QPainter& p) {
    if (m_factRects.empty()) return;
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 70));
    p.drawRoundedRect(m_factsArea, 6, 6);
    p.restore();
    for (int i = 0; i < kPairs && i < static_cast<int>(m_factRects.size()); ++i) {
        const PairFact& f = view().facts[ix(i)];
        const QRectF r = m_factRects[ix(i)];
        const ScentPair sp = kScentPairs[ix(f.pair)];
        const double s = r.height() - 8;
        ui::drawColourSymbol(p, QRectF(r.left() + 2, r.top() + 4, s, s), uiColour(sp.first));
        ui::drawColourSymbol(p, QRectF(r.left() + s + 4, r.top() + 4, s, s), uiColour(sp.second));
        QString text;
        double textLeft = r.left() + 2 * s + 10;
        if (f.delivered == 2)
            text = tr("both delivered");
        else if (!f.otherHides)
            text = tr("nothing known yet");
        else {
            // The proven bone, then where that card lies.
            drawBone(p, QRectF(textLeft, r.top() + 3, s * 1.7, s + 2), *f.otherHides);
            textLeft += s * 1.7 + 6;
            const QString where =
                f.where == PairFact::Where::Hand
                    ? (f.whereIndex == viewer() ? tr("your hand")
                                                : tr("%1's hand").arg(seatName(f.whereIndex)))
                    : tr("place %1").arg(f.whereIndex);
            text = tr("%1 at %2").arg(colourLabel(*f.otherHides), where);
            if (f.where == PairFact::Where::Hand)
                text = tr("%1 in %2").arg(colourLabel(*f.otherHides), where);
        }
        p.setPen(f.otherHides ? QColor("#fff6c8") : QColor(255, 255, 255, 170));
        ui::drawFittedText(p, QRectF(textLeft, r.top(), r.right() - textLeft - 2, r.height()), text,
                           Qt::AlignLeft | Qt::AlignVCenter, 12, static_cast<bool>(f.otherHides));
    }
}

} // namespace dogtable::games::dig

namespace dogtable::games::dig {

void DigTable::paintLook(QPainter& p, const ui::TableItem& item, Look look) {
    // The house looks with the corners of what the item shows: a yard card (not its dog band), a
    // hand card. Hover is outlined only where a click does something or on the own dog's place.
    const bool place = item.kind == kPlaceItem, hand = item.kind == kHandItem;
    const QRectF r = place ? placeRect(item.index) : item.rect;
    const double radius = place ? m_cardW * 0.12 : 8;
    switch (look) {
    case Look::Target:
        if (place || hand) ui::drawLegalHighlight(p, r, radius);
        return;
    case Look::Hover:
        if ((place || hand) && (!actionsAt(item.id).empty() || (place && item.index == ownDog())))
            ui::drawHoverOutline(p, r, radius);
        return;
    default:
        ui::GameTable<DigState>::paintLook(p, item, look);
    }
}

} // namespace dogtable::games::dig
