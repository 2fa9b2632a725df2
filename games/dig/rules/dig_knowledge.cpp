// Dig: who knows which bone, the per-seat view, determinization.
#include <fmt/format.h>

#include <algorithm>

#include "dig/rules/dig_bits.h"
#include "dig/rules/dig_scoring.h"
#include "dig/rules/dig_state.h"

namespace dogtable::games::dig {

using namespace detail;

bool DigState::boneIsPublic(int card) const {
    if (!isBoneCard(card)) return true;
    std::uint32_t all = 0;
    for (auto d : m_pos.delivered)
        all |= d;
    return (all & (bit(card) | bit(partnerOf(card)))) != 0 || m_pos.over;
}

bool DigState::knowsBone(Seat viewer, int card) const {
    if (boneIsPublic(card)) return true;
    if (viewer < 0 || viewer >= players()) return false;
    const std::uint32_t k = m_pos.known[idx(viewer)] | m_pos.hand[idx(viewer)];
    return (k & (bit(card) | bit(partnerOf(card)))) != 0;
}

std::array<PairFact, kPairs> DigState::publicFacts() const {
    std::array<PairFact, kPairs> facts{};
    for (int pair = 0; pair < kPairs; ++pair) {
        PairFact& f = facts[idx(pair)];
        f.pair = pair;
        int undelivered = kGap;
        for (int card : {2 * pair, 2 * pair + 1}) {
            bool isDelivered = false;
            for (auto d : m_pos.delivered)
                isDelivered = isDelivered || (d & bit(card));
            if (isDelivered)
                ++f.delivered;
            else
                undelivered = card;
        }
        if (f.delivered == 2) {
            f.where = PairFact::Where::Delivered;
            continue;
        }
        if (f.delivered == 1) f.otherHides = boneOf(undelivered);
        // Where the other (or, with none delivered, the first found) card of the pair lies.
        for (int place = 1; place <= m_pos.length; ++place)
            if (cardAt(place) == undelivered ||
                (f.delivered == 0 && cardAt(place) >= 0 && isBoneCard(cardAt(place)) &&
                 pairOf(cardAt(place)) == pair)) {
                f.where = PairFact::Where::Yard;
                f.whereIndex = place;
                break;
            }
        if (f.delivered == 1)
            for (int s = 0; s < players(); ++s)
                if (m_pos.hand[idx(s)] & bit(undelivered)) {
                    f.where = PairFact::Where::Hand;
                    f.whereIndex = s;
                }
    }
    return facts;
}

void DigState::swapIdentities(int card) {
    const int other = partnerOf(card);
    for (int place = 1; place <= kYardCards; ++place) {
        CardId& c = m_pos.yard[idx(place)];
        if (c == card)
            c = static_cast<CardId>(other);
        else if (c == other)
            c = static_cast<CardId>(card);
    }
    auto swapBits = [&](std::uint32_t& mask) {
        const bool a = mask & bit(card), b = mask & bit(other);
        mask &= ~(bit(card) | bit(other));
        if (a) mask |= bit(other);
        if (b) mask |= bit(card);
    };
    for (int s = 0; s < kMaxPlayers; ++s) {
        swapBits(m_pos.hand[idx(s)]);
        swapBits(m_pos.delivered[idx(s)]);
        swapBits(m_pos.known[idx(s)]);
    }
    // Still to be laid: when just one of the two is, the other takes its place.
    Deck<CardId>& deck = m_pos.undealt;
    const auto a = static_cast<CardId>(card), b = static_cast<CardId>(other);
    if (deck.count(a) != deck.count(b)) {
        const CardId present = deck.count(a) > 0 ? a : b;
        deck.take(present);
        deck.addToDraw(present == a ? b : a);
    }
}

std::unique_ptr<GameState> DigState::determinize(Seat viewer, Rng& rng) const {
    auto out = std::make_unique<DigState>(*this);
    out->m_horizon = kSearchHorizonActions;
    for (int pair = 0; pair < kPairs; ++pair)
        if (!knowsBone(viewer, 2 * pair) && rng.below(2) == 1) out->swapIdentities(2 * pair);
    return out;
}
View DigState::viewFor(Seat viewer) const {
    View v;
    v.viewer = viewer;
    v.phase = phase();
    v.setup = currentSeat() == kChanceSeat;
    for (int b = 0; b <= kHandLimit; ++b)
        v.moveRanges[idx(b)] = moveRangeWith(b);
    v.valueByRank = valuesFor({Colour::Red, Colour::Yellow, Colour::Green, Colour::Blue, Colour::Purple});
    v.dealt = m_pos.dealt;
    v.turn = m_pos.turn;
    v.over = m_pos.over;
    v.actionsLeft = v.setup || v.over ? 0 : actionsLeft();
    v.moveRange = moveRange(m_pos.turn);
    v.pendingPlace = m_pos.pendingPlace;
    v.finalTurn = !v.setup && !v.over && boneCardsInYard() == 0;
    v.bowlOrder = bowlOrder();
    const auto values = valuesFor(v.bowlOrder);
    std::array<int, kColours> rankOf{};
    for (int rank = 0; rank < kColours; ++rank)
        rankOf[idx(static_cast<int>(v.bowlOrder[idx(rank)]))] = rank;
    const Seat knower = m_pos.over ? kNoSeat : viewer; // at the end everything is public anyway
    for (int place = 1; place <= m_pos.length; ++place) {
        YardSlotView slot;
        const int card = cardAt(place);
        if (isBowlCard(card)) {
            slot.kind = YardSlotView::Kind::Bowl;
            slot.bowl = bowlColourOf(card);
            slot.bowlValue = values[idx(static_cast<int>(slot.bowl))];
        } else if (isBoneCard(card)) {
            slot.kind = YardSlotView::Kind::Bone;
            slot.pair = pairOf(card);
            if (knowsBone(knower, card)) slot.bone = boneOf(card);
            slot.bonePublic = boneIsPublic(card);
        }
        for (int s = 0; s < players(); ++s)
            if (m_pos.dog[idx(s)] == place) slot.dogs |= static_cast<std::uint8_t>(1u << s);
        v.yard.push_back(slot);
    }
    for (int s = 0; s < players(); ++s) {
        PlayerView pv;
        pv.dog = m_pos.dog[idx(s)];
        pv.moveRange = moveRange(s);
        const bool own = s == viewer || m_pos.over;
        forEachCard(m_pos.hand[idx(s)], [&](int card) {
            HandCardView h;
            h.pair = pairOf(card);
            h.bonePublic = boneIsPublic(card);
            if (own) {
                h.card = card;
                h.bone = boneOf(card);
            } else if (knowsBone(knower, card)) {
                h.bone = boneOf(card);
            }
            pv.hand.push_back(h);
        });
        // Opponents' cards in the order of their scent pair only (the card id would tell the bone).
        if (!own)
            std::stable_sort(pv.hand.begin(), pv.hand.end(),
                             [](const HandCardView& a, const HandCardView& b) {
                                 return a.pair != b.pair ? a.pair < b.pair : a.bone < b.bone;
                             });
        forEachCard(m_pos.delivered[idx(s)], [&](int card) {
            const int c = static_cast<int>(boneOf(card));
            ++pv.delivered[idx(c)];
            ++pv.byValue[idx(rankOf[idx(c)])];
            pv.points += values[idx(c)];
        });
        v.players.push_back(std::move(pv));
        v.names.push_back(playerName(s));
    }
    v.facts = publicFacts();
    return v;
}

std::string DigState::viewText(Seat viewer) const {
    const View v = viewFor(viewer);
    std::string out =
        fmt::format("dig, seen by {}\n", viewer >= 0 ? playerName(viewer) : std::string("a spectator"));
    out += "yard (doghouse first):";
    for (std::size_t i = 0; i < v.yard.size(); ++i) {
        const auto& s = v.yard[i];
        out += fmt::format(" {}:", i + 1);
        switch (s.kind) {
        case YardSlotView::Kind::Gap:
            out += "gap";
            break;
        case YardSlotView::Kind::Bowl:
            out += fmt::format("bowl-{}({})", colourLetter(s.bowl), s.bowlValue);
            break;
        case YardSlotView::Kind::Bone:
            out += pairCode(s.pair);
            if (s.bone) out += fmt::format("={}{}", colourLetter(*s.bone), s.bonePublic ? "" : "*");
            break;
        }
    }
    out += "\n";
    for (std::size_t s = 0; s < v.players.size(); ++s) {
        const auto& p = v.players[s];
        out += fmt::format("{}: dog at {}, hand [", playerName(static_cast<Seat>(s)), p.dog);
        for (std::size_t i = 0; i < p.hand.size(); ++i) {
            out += fmt::format("{}{}", i ? " " : "", pairCode(p.hand[i].pair));
            if (p.hand[i].bone) out += fmt::format("={}", colourLetter(*p.hand[i].bone));
        }
        out += "], delivered";
        for (int c = 0; c < kColours; ++c)
            if (p.delivered[idx(c)])
                out += fmt::format(" {}x{}", p.delivered[idx(c)], colourName(static_cast<Colour>(c)));
        out += fmt::format(", {} points now\n", p.points);
    }
    if (v.setup)
        out += fmt::format("setup: {} of {} cards laid\n", v.dealt, kYardCards);
    else if (v.over)
        out += "game over\n";
    else
        out += fmt::format(
            "turn: {}, {} actions left, move range {}{}{}\n", playerName(v.turn), v.actionsLeft, v.moveRange,
            v.pendingPlace >= 0 ? fmt::format(", dig at {} awaiting put-back", v.pendingPlace) : "",
            v.finalTurn ? ", last turn" : "");
    out += "public facts:";
    for (const auto& f : v.facts)
        if (f.otherHides)
            out += fmt::format(" {}:other={}", pairCode(f.pair), colourLetter(*f.otherHides));
        else if (f.delivered == 2)
            out += fmt::format(" {}:done", pairCode(f.pair));
    out += "\n";
    return out;
}

std::string DigState::debugText() const {
    const Position& p = m_pos;
    std::string out = fmt::format(
        "dig players={} dealt={} length={} turn={} used={} pending={} over={}{}\nyard:", players(), p.dealt,
        p.length, p.turn, p.actionsUsed, p.pendingPlace, p.over, p.firstPending ? " first-pending" : "");
    for (int place = 1; place <= p.length; ++place)
        out += fmt::format(" {}", cardAt(place) == kGap ? "gap" : cardCode(cardAt(place)));
    out += fmt::format("\nundealt={:#x}\n", maskOf(p.undealt));
    for (int s = 0; s < players(); ++s)
        out += fmt::format("seat {}: dog={} hand={:#x} delivered={:#x} known={:#x}\n", s, p.dog[idx(s)],
                           p.hand[idx(s)], p.delivered[idx(s)], p.known[idx(s)]);
    return out;
}

} // namespace dogtable::games::dig
