#include "dig/rules/dig_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "dig/rules/dig_bits.h"
#include "dig/rules/dig_scoring.h"
#include "dogtable/core/first_player.h"
#include "dogtable/core/fnv.h"

namespace dogtable::games::dig {

using namespace detail;

Action deliverAction(std::vector<int> cards) {
    std::sort(cards.begin(), cards.end());
    Action a(kDeliver);
    for (std::size_t i = 0; i < cards.size() && i < 4; ++i)
        a.args[i] = static_cast<std::int16_t>(cards[i] + 1);
    return a;
}

std::vector<int> deliveredCardsOf(const Action& a) {
    std::vector<int> cards;
    for (int i = 0; i < 4; ++i)
        if (a.arg(i) > 0) cards.push_back(a.arg(i) - 1);
    return cards;
}

// ----- construction -----

DigState::DigState(std::shared_ptr<const Setup> setup) : GameState(std::move(setup)) {
    m_pos.yard.fill(kGap);
    std::vector<CardId> box;
    for (int card = 0; card < kYardCards; ++card)
        box.push_back(static_cast<CardId>(card));
    m_pos.undealt = Deck<CardId>(std::move(box));
    // The box: the youngest player goes first. Here a chosen seat, or a draw before the yard is laid.
    if (const auto first = chosenFirstSeat(this->setup()))
        m_pos.turn = static_cast<std::int8_t>(*first);
    else
        m_pos.firstPending = true;
}

DigState::DigState(std::shared_ptr<const Setup> setup, const Position& position)
    : GameState(std::move(setup)), m_pos(position) {}

// ----- flow -----

Seat DigState::currentSeat() const {
    if (m_pos.over || m_cut) return kNoSeat;
    if (m_pos.firstPending || m_pos.dealt < kYardCards) return kChanceSeat;
    return m_pos.turn;
}

Seat DigState::turnSeat() const {
    return m_pos.over ? kNoSeat : m_pos.turn;
}

int DigState::handCount(Seat s) const {
    return count(m_pos.hand[idx(s)]);
}

int DigState::moveRange(Seat s) const {
    return moveRangeWith(handCount(s));
}

Phase DigState::phase() const {
    if (m_pos.over) return Phase::Over;
    if (m_pos.firstPending) return Phase::FirstPlayer;
    if (m_pos.dealt < kYardCards) return Phase::Deal;
    return m_pos.pendingPlace >= 0 ? Phase::PutBack : Phase::Turn;
}

int DigState::boneCardsInYard() const {
    int n = 0;
    for (int p = 1; p <= m_pos.length; ++p)
        n += isBoneCard(cardAt(p)) ? 1 : 0;
    return n;
}

std::array<Colour, kColours> DigState::bowlOrder() const {
    std::array<Colour, kColours> order{};
    int rank = 0;
    for (int p = 1; p <= m_pos.length && rank < kColours; ++p)
        if (isBowlCard(cardAt(p))) order[idx(rank++)] = bowlColourOf(cardAt(p));
    // During setup the bowls not yet laid follow in colour order (values are not shown then).
    for (int c = 0; c < kColours && rank < kColours; ++c)
        if (m_pos.undealt.count(static_cast<CardId>(bowlCardOf(static_cast<Colour>(c)))) > 0)
            order[idx(rank++)] = static_cast<Colour>(c);
    return order;
}

std::array<int, kColours> DigState::boneValues() const {
    return valuesFor(bowlOrder());
}

void DigState::legalActions(std::vector<Action>& out) const {
    out.clear();
    if (currentSeat() < 0) return;
    const Seat s = m_pos.turn;
    const std::uint32_t hand = m_pos.hand[idx(s)];
    if (m_pos.pendingPlace >= 0) {
        forEachCard(hand, [&](int card) { out.push_back(putBackAction(card)); });
        if (count(hand) <= kHandLimit) out.push_back(keepAction());
        return;
    }
    if (m_pos.actionsUsed < kActionsPerTurn) {
        const int at = m_pos.dog[idx(s)];
        const int range = moveRange(s);
        for (int t = std::max(0, at - range); t <= std::min<int>(m_pos.length, at + range); ++t)
            if (t != at) out.push_back(moveAction(t));
        const int card = at > 0 ? cardAt(at) : kGap;
        if (isBoneCard(card)) out.push_back(digAction());
        if (isBowlCard(card)) {
            std::vector<int> matching;
            forEachCard(hand & kColourMask[idx(static_cast<int>(bowlColourOf(card)))],
                        [&](int c) { matching.push_back(c); });
            const auto n = static_cast<unsigned>(matching.size());
            for (unsigned subset = 1; subset < (1u << n); ++subset) {
                std::vector<int> chosen;
                for (unsigned i = 0; i < n; ++i)
                    if (subset & (1u << i)) chosen.push_back(matching[i]);
                out.push_back(deliverAction(chosen));
            }
        }
    }
    out.push_back(endTurnAction());
    std::sort(out.begin(), out.end());
}

void DigState::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    out.clear();
    if (currentSeat() != kChanceSeat) return;
    if (m_pos.firstPending) return firstPlayerOutcomes(kFirstPlayer, players(), out);
    m_pos.undealt.forEachDistinct([&](CardId card, std::uint32_t n) {
        out.push_back({dealAction(card), n});
    });
}

void DigState::doApply(const Action& a) {
    Position& p = m_pos;
    const Seat s = p.turn;
    if (m_horizon > 0 && --m_horizon == 0) m_cut = true; // a search copy stops after this action
    switch (a.kind) {
    case kFirstPlayer:
        p.turn = static_cast<std::int8_t>(a.arg(0));
        p.firstPending = false;
        break;
    case kDeal:
        p.undealt.take(static_cast<CardId>(a.arg(0)));
        p.yard[idx(++p.dealt)] = static_cast<CardId>(a.arg(0));
        p.length = p.dealt;
        break;
    case kMove:
        p.dog[idx(s)] = static_cast<std::int8_t>(a.arg(0));
        ++p.actionsUsed;
        break;
    case kDig: {
        const int at = p.dog[idx(s)];
        const int card = cardAt(at);
        p.hand[idx(s)] |= bit(card);
        p.known[idx(s)] |= bit(card);
        p.yard[idx(at)] = kGap;
        p.pendingPlace = static_cast<std::int8_t>(at);
        ++p.actionsUsed;
        break;
    }
    case kPutBack: {
        const int card = a.arg(0);
        p.hand[idx(s)] &= ~bit(card);
        p.yard[idx(p.pendingPlace)] = static_cast<CardId>(card);
        p.pendingPlace = -1;
        // With both cards of this scent pair in the hand, onlookers cannot tell which one went back.
        if (p.hand[idx(s)] & bit(partnerOf(card)))
            for (int t = 0; t < kMaxPlayers; ++t)
                if (t != s) p.known[idx(t)] &= ~(bit(card) | bit(partnerOf(card)));
        break;
    }
    case kKeep:
        p.pendingPlace = -1;
        break;
    case kDeliver:
        for (int card : deliveredCardsOf(a)) {
            p.hand[idx(s)] &= ~bit(card);
            p.delivered[idx(s)] |= bit(card);
            for (int t = 0; t < players(); ++t)
                p.known[idx(t)] |= bit(card);
        }
        ++p.actionsUsed;
        break;
    case kEndTurn:
        applyTidyUp();
        if (boneCardsInYard() == 0) {
            p.over = true;
        } else {
            p.turn = static_cast<std::int8_t>((s + 1) % players());
            p.actionsUsed = 0;
        }
        break;
    default:
        break;
    }
}

// ----- results -----

ScoreSheet DigState::scoreSheet() const {
    std::vector<BoneTally> tallies;
    for (int s = 0; s < players(); ++s) {
        BoneTally t;
        t.name = playerName(s);
        forEachCard(m_pos.delivered[idx(s)],
                    [&](int card) { ++t.delivered[idx(static_cast<int>(boneOf(card)))]; });
        t.inHand = handCount(s);
        tallies.push_back(std::move(t));
    }
    ScoreSheet sheet = scoreBones(bowlOrder(), tallies);
    // Play test: "my score dropped 28 -> 20 in the last turns" with nothing on the chart saying why.
    sheet.chartNote = text::say(
        "dig",
        "A delivered bone is worth what its bowl's place pays now: when bowls move, a score can fall.");
    return sheet;
}

std::vector<double> DigState::returns() const {
    if (m_cut && !m_pos.over) return heuristicReturns(); // a search copy stopped at its horizon
    return GameState::returns();
}

std::vector<double> DigState::heuristicReturns() const {
    // Delivered points at the current bowl order, plus a part of the bones in hand (they still
    // have to reach a bowl). A softmax turns the lead into a share of the win; its temperature
    // falls as bone cards leave the yard (the same lead is surer the nearer the end).
    //
    // A share of the win alone saturates: a clear leader is near 1 whether it digs the last bones
    // or walks about, and the game never ends (issue #12). So the share is worth less the more
    // bone cards are left, and a part is paid for points as such: finishing the game (digging the
    // yard empty, the only way it ends) and delivering always gain something, and a win that has
    // ended (1) is worth more than any position before the end. Measured with easy bots, 12 seeds
    // each at 2, 3 and 4 players: with 0.3 instead of 0.8 for the bones left, one 3-player game in
    // five still ran to thousands of actions; with 0.8 the longest took 773.
    const auto values = boneValues();
    const auto n = static_cast<std::size_t>(players());
    std::array<int, kColours> bowlPlace{};
    for (int p = 1; p <= m_pos.length; ++p)
        if (isBowlCard(cardAt(p))) bowlPlace[idx(static_cast<int>(bowlColourOf(cardAt(p))))] = p;
    std::vector<double> score(n, 0.0);
    for (std::size_t s = 0; s < n; ++s) {
        forEachCard(m_pos.delivered[s],
                    [&](int card) { score[s] += values[idx(static_cast<int>(boneOf(card)))]; });
        // A bone in hand is worth more the fewer turns its dog needs to reach the bowl.
        const int reach = std::max(1, kActionsPerTurn * moveRange(static_cast<Seat>(s)));
        forEachCard(m_pos.hand[s], [&](int card) {
            const std::size_t colour = idx(static_cast<int>(boneOf(card)));
            const int steps = std::abs(m_pos.dog[s] - bowlPlace[colour]);
            const int turns = std::min(5, (steps + reach - 1) / reach);
            score[s] += (0.8 - 0.1 * turns) * values[colour];
        });
    }
    const double left = static_cast<double>(boneCardsInYard()) / kBoneCards;
    const double temperature = 1.0 + 3.0 * left;
    const double best = *std::max_element(score.begin(), score.end());
    std::vector<double> r(n);
    double sum = 0;
    for (std::size_t s = 0; s < n; ++s)
        sum += r[s] = std::exp((score[s] - best) / temperature);
    constexpr double kAllPoints = kBonesPerColour * (5 + 4 + 3 + 2 + 1); // every bone delivered
    for (std::size_t s = 0; s < n; ++s)
        r[s] = 0.7 * (r[s] / sum) * (1.0 - 0.8 * left) + 0.3 * score[s] / kAllPoints;
    return r;
}

std::uint64_t DigState::hash() const {
    return hashOf(true);
}

std::uint64_t DigState::positionHash() const {
    return hashOf(false);
}

std::uint64_t DigState::hashOf(bool counters) const {
    Fnv1a h;
    for (auto c : m_pos.yard)
        h.mix(static_cast<std::uint8_t>(c));
    for (int s = 0; s < kMaxPlayers; ++s) {
        h.mix(static_cast<std::uint8_t>(m_pos.dog[idx(s)]));
        h.mix(m_pos.hand[idx(s)]);
        h.mix(m_pos.delivered[idx(s)]);
        h.mix(m_pos.known[idx(s)]);
    }
    h.mix(maskOf(m_pos.undealt));
    h.mix(static_cast<std::uint64_t>(m_pos.length) | static_cast<std::uint64_t>(m_pos.dealt) << 8 |
          static_cast<std::uint64_t>(m_pos.turn) << 16 |
          static_cast<std::uint64_t>(counters ? m_pos.actionsUsed : 0) << 24 |
          static_cast<std::uint64_t>(static_cast<std::uint8_t>(m_pos.pendingPlace)) << 32 |
          static_cast<std::uint64_t>(m_pos.over) << 40 |
          static_cast<std::uint64_t>(m_pos.firstPending) << 48);
    return h.value();
}

void DigState::checkInvariants(std::vector<std::string>& problems) const {
    const Position& p = m_pos;
    auto fail = [&](std::string line) { problems.push_back(std::move(line)); };
    const bool setup = p.dealt < kYardCards;
    if (p.length < (setup ? 0 : kBowlCards) || p.length > kYardCards)
        fail(fmt::format("yard length {} out of range", p.length));
    // Every card exactly once: yard, hands, scoring piles, or (setup) still to be laid.
    std::array<int, kYardCards> seen{};
    for (int place = 1; place <= p.length; ++place)
        if (cardAt(place) != kGap) {
            if (cardAt(place) < 0 || cardAt(place) >= kYardCards)
                fail(fmt::format("bad card {} at place {}", cardAt(place), place));
            else
                ++seen[idx(cardAt(place))];
        }
    for (int place = p.length + 1; place <= kYardCards; ++place)
        if (cardAt(place) != kGap) fail(fmt::format("card beyond the end of the yard at place {}", place));
    for (int s = 0; s < kMaxPlayers; ++s) {
        if (s >= players() &&
            (p.hand[idx(s)] | p.delivered[idx(s)] | p.known[idx(s)] | static_cast<unsigned>(p.dog[idx(s)])))
            fail(fmt::format("unused seat {} has something", s));
        if ((p.hand[idx(s)] | p.delivered[idx(s)]) & ~((1u << kBoneCards) - 1u))
            fail(fmt::format("seat {} holds a bowl", s));
        forEachCard(p.hand[idx(s)] | p.delivered[idx(s)], [&](int card) { ++seen[idx(card)]; });
        if (p.hand[idx(s)] & p.delivered[idx(s)])
            fail(fmt::format("seat {} has a card both in hand and delivered", s));
        if ((p.hand[idx(s)] & p.known[idx(s)]) != p.hand[idx(s)])
            fail(fmt::format("seat {} holds a card it has not seen", s));
    }
    for (CardId card : p.undealt.drawPile())
        if (card >= 0 && card < kYardCards) ++seen[idx(card)];
    for (int card = 0; card < kYardCards; ++card)
        if (seen[idx(card)] != 1)
            fail(fmt::format("card {} is accounted for {} times", cardCode(card), seen[idx(card)]));
    if (setup) {
        if (p.dealt + static_cast<int>(p.undealt.drawSize()) != kYardCards || p.length != p.dealt)
            fail("setup counts do not add up");
        return;
    }
    if (!p.undealt.empty()) fail("cards left undealt after setup");
    for (int s = 0; s < players(); ++s) {
        if (p.dog[idx(s)] < 0 || p.dog[idx(s)] > p.length)
            fail(fmt::format("dog of seat {} at {} is off the yard", s, p.dog[idx(s)]));
        const int limit = (s == p.turn && p.pendingPlace >= 0) ? kHandLimit + 1 : kHandLimit;
        if (handCount(s) > limit) fail(fmt::format("seat {} holds {} cards", s, handCount(s)));
    }
    int gaps = 0;
    for (int place = 1; place <= p.length; ++place)
        gaps += cardAt(place) == kGap ? 1 : 0;
    if (gaps > 0 && p.actionsUsed == 0) fail("a gap at the start of a turn");
    if (gaps > p.actionsUsed) fail("more gaps than actions this turn");
    if (p.actionsUsed < 0 || p.actionsUsed > kActionsPerTurn) fail("actions used out of range");
    if (p.pendingPlace >= 0 && (p.pendingPlace > p.length || cardAt(p.pendingPlace) != kGap))
        fail("pending dig not on a gap");
    if (p.over && (p.length != kBowlCards || boneCardsInYard() != 0))
        fail("the game ended with bone cards in the yard");
}

} // namespace dogtable::games::dig
