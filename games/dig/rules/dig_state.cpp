#include "dig/rules/dig_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>

#include "dig/rules/dig_scoring.h"
#include "dogtable/core/first_player.h"

namespace dogtable::games::dig {

namespace {

constexpr std::uint32_t bit(int card) {
    return 1u << static_cast<unsigned>(card);
}
constexpr std::uint32_t kAllCards = (1u << kYardCards) - 1u;

/// The four bone cards of each colour.
constexpr std::array<std::uint32_t, kColours> kColourMask = [] {
    std::array<std::uint32_t, kColours> m{};
    for (int card = 0; card < kBoneCards; ++card)
        m[static_cast<std::size_t>(boneOf(card))] |= bit(card);
    return m;
}();

int count(std::uint32_t mask) {
    return std::popcount(mask);
}

template <class F> void forEachCard(std::uint32_t mask, F&& f) {
    while (mask) {
        const int card = std::countr_zero(mask);
        mask &= mask - 1;
        f(card);
    }
}

std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

std::string plural(int n, std::string_view one, std::string_view many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

} // namespace

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
    m_pos.undealt = kAllCards;
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
    return std::max(0, kBaseMoveRange - handCount(s));
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
        if (m_pos.undealt & bit(bowlCardOf(static_cast<Colour>(c))))
            order[idx(rank++)] = static_cast<Colour>(c);
    return order;
}

std::array<int, kColours> DigState::boneValues() const {
    return valuesFor(bowlOrder());
}

std::string DigState::statusText() const {
    if (m_pos.over) return "Game over";
    if (m_pos.firstPending) return "Drawing the first player";
    if (currentSeat() == kChanceSeat)
        return fmt::format("Laying out the yard ({} of {} cards)", m_pos.dealt, kYardCards);
    const std::string& who = playerName(m_pos.turn);
    if (m_pos.pendingPlace >= 0)
        return handCount(m_pos.turn) > kHandLimit
                   ? fmt::format("{} — hand limit: put one card back", who)
                   : fmt::format("{} — put a card back, or keep the bone", who);
    const int left = actionsLeft();
    std::string last = boneCardsInYard() == 0 ? " (no bone left in the yard: last turn)" : "";
    if (left == 0) return fmt::format("{} — no actions left: end the turn{}", who, last);
    return fmt::format("{} — {} left, a move goes up to {}{}", who, plural(left, "action", "actions"),
                       plural(moveRange(m_pos.turn), "step", "steps"), last);
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
    forEachCard(m_pos.undealt, [&](int card) { out.push_back({dealAction(card), 1}); });
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
        p.undealt &= ~bit(a.arg(0));
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

// ----- tidy-up -----

TidyPlan DigState::tidyUpPlan() const {
    TidyPlan plan;
    std::array<CardId, kYardCards + 1> yard = m_pos.yard;
    int length = m_pos.length;
    auto markDogsAt = [&](int place) {
        for (int s = 0; s < players(); ++s)
            if (m_pos.dog[idx(s)] == place) plan.relocatedDogs |= static_cast<std::uint8_t>(1u << s);
    };
    for (;;) {
        // 1. Trim trailing gaps: they are never filled, the row gets shorter.
        while (length > 0 && yard[idx(length)] == kGap) {
            markDogsAt(length);
            plan.steps.push_back({false, length, length, kGap});
            --length;
        }
        // 2./3. Fill the gap nearest the doghouse with the farthest card.
        int gap = 0;
        for (int p = 1; p <= length && gap == 0; ++p)
            if (yard[idx(p)] == kGap) gap = p;
        if (gap == 0) break;
        const int card = yard[idx(length)];
        yard[idx(gap)] = static_cast<CardId>(card);
        yard[idx(length)] = kGap;
        markDogsAt(length);
        plan.steps.push_back({true, length, gap, card});
        --length;
    }
    plan.finalLength = length;
    return plan;
}

void DigState::applyTidyUp() {
    const TidyPlan plan = tidyUpPlan();
    for (const TidyStep& step : plan.steps) {
        if (step.fill) m_pos.yard[idx(step.to)] = static_cast<CardId>(step.card);
        m_pos.yard[idx(step.from)] = kGap;
    }
    m_pos.length = static_cast<std::int8_t>(plan.finalLength);
    for (int s = 0; s < players(); ++s)
        if (plan.relocatedDogs & (1u << s)) m_pos.dog[idx(s)] = static_cast<std::int8_t>(plan.finalLength);
}

// ----- knowledge -----

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
    swapBits(m_pos.undealt);
}

std::unique_ptr<GameState> DigState::determinize(Seat viewer, Rng& rng) const {
    auto out = std::make_unique<DigState>(*this);
    out->m_horizon = kSearchHorizonActions;
    for (int pair = 0; pair < kPairs; ++pair)
        if (!knowsBone(viewer, 2 * pair) && rng.below(2) == 1) out->swapIdentities(2 * pair);
    return out;
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
    return scoreBones(bowlOrder(), tallies);
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

// ----- views -----

View DigState::viewFor(Seat viewer) const {
    View v;
    v.viewer = viewer;
    v.setup = currentSeat() == kChanceSeat;
    v.dealt = m_pos.dealt;
    v.turn = m_pos.turn;
    v.over = m_pos.over;
    v.actionsLeft = v.setup || v.over ? 0 : actionsLeft();
    v.moveRange = moveRange(m_pos.turn);
    v.pendingPlace = m_pos.pendingPlace;
    v.finalTurn = !v.setup && !v.over && boneCardsInYard() == 0;
    v.bowlOrder = bowlOrder();
    const auto values = valuesFor(v.bowlOrder);
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
            ++pv.byValue[idx(kColours - values[idx(c)])];
            pv.points += values[idx(c)];
        });
        v.players.push_back(std::move(pv));
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
    out += fmt::format("\nundealt={:#x}\n", p.undealt);
    for (int s = 0; s < players(); ++s)
        out += fmt::format("seat {}: dog={} hand={:#x} delivered={:#x} known={:#x}\n", s, p.dog[idx(s)],
                           p.hand[idx(s)], p.delivered[idx(s)], p.known[idx(s)]);
    return out;
}

std::uint64_t DigState::hash() const {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    auto mix = [&](std::uint64_t v) {
        h ^= v;
        h *= 0x100000001b3ULL;
    };
    for (auto c : m_pos.yard)
        mix(static_cast<std::uint8_t>(c));
    for (int s = 0; s < kMaxPlayers; ++s) {
        mix(static_cast<std::uint8_t>(m_pos.dog[idx(s)]));
        mix(m_pos.hand[idx(s)]);
        mix(m_pos.delivered[idx(s)]);
        mix(m_pos.known[idx(s)]);
    }
    mix(m_pos.undealt);
    mix(static_cast<std::uint64_t>(m_pos.length) | static_cast<std::uint64_t>(m_pos.dealt) << 8 |
        static_cast<std::uint64_t>(m_pos.turn) << 16 | static_cast<std::uint64_t>(m_pos.actionsUsed) << 24 |
        static_cast<std::uint64_t>(static_cast<std::uint8_t>(m_pos.pendingPlace)) << 32 |
        static_cast<std::uint64_t>(m_pos.over) << 40 | static_cast<std::uint64_t>(m_pos.firstPending) << 48);
    return h;
}

// ----- words -----

std::string_view DigState::actionKindName(std::uint16_t kind) const {
    static constexpr std::array<std::string_view, kActionKindCount> kNames = {
        "deal", "move", "dig", "putback", "keep", "deliver", "end", "first"};
    return kind < kActionKindCount ? kNames[kind] : std::string_view{};
}

std::string DigState::placeText(int place) const {
    if (place == 0) return "the doghouse";
    const int card = cardAt(place);
    if (card == kGap) return fmt::format("place {} (a gap)", place);
    return fmt::format("place {} ({})", place, cardText(card, kNoSeat));
}

std::string DigState::cardText(int card, Seat viewer) const {
    if (isBowlCard(card)) return fmt::format("the {} bowl", colourName(bowlColourOf(card)));
    if (viewer >= 0 && knowsBone(viewer, card))
        return fmt::format("a {} card ({} bone)", pairName(pairOf(card)), colourName(boneOf(card)));
    return fmt::format("a {} card", pairName(pairOf(card)));
}

std::string DigState::describeSetupRun(std::uint16_t kind, int count) const {
    if (kind != kDeal) return {};
    return fmt::format("The yard is laid out: {} cards.", count);
}

std::string DigState::describe(const Action& a, Seat viewer) const {
    const Seat s = m_pos.turn;
    const std::string& who = playerName(s);
    switch (a.kind) {
    case kFirstPlayer:
        return fmt::format("{} goes first.", playerName(a.arg(0)));
    case kDeal:
        return fmt::format("Place {} of the yard: {}.", m_pos.dealt + 1, cardText(a.arg(0), kNoSeat));
    case kMove: {
        const int from = dogOf(s), to = a.arg(0);
        return fmt::format("{} moves {} {} the doghouse, to {}.", who,
                           plural(std::abs(to - from), "step", "steps"), to < from ? "toward" : "away from",
                           placeText(to));
    }
    case kDig: {
        const int at = dogOf(s);
        const int card = cardAt(at);
        if (viewer == s)
            return fmt::format("{} digs up the {} card at place {}: a {} bone.", who, pairName(pairOf(card)),
                               at, colourName(boneOf(card)));
        return fmt::format("{} digs up the {} card at place {}.", who, pairName(pairOf(card)), at);
    }
    case kPutBack:
        return fmt::format("{} puts {} back at place {}.", who, cardText(a.arg(0), viewer == s ? s : kNoSeat),
                           m_pos.pendingPlace);
    case kKeep:
        return fmt::format("{} keeps the bone; place {} is a gap until the end of the turn.", who,
                           m_pos.pendingPlace);
    case kDeliver: {
        const auto cards = deliveredCardsOf(a);
        const Colour c = cards.empty() ? Colour::Red : boneOf(cards.front());
        return fmt::format("{} delivers {} to the {} bowl.", who,
                           plural(static_cast<int>(cards.size()), fmt::format("{} bone", colourName(c)),
                                  fmt::format("{} bones", colourName(c))),
                           colourName(c));
    }
    case kEndTurn: {
        std::string out = fmt::format("{} ends the turn.", who);
        const TidyPlan plan = tidyUpPlan();
        std::vector<std::string> parts;
        for (const auto& step : plan.steps)
            if (step.fill)
                parts.push_back(fmt::format("{} moves from place {} to place {}",
                                            cardText(step.card, kNoSeat), step.from, step.to));
            else
                parts.push_back(fmt::format("the gap at place {} closes the row", step.from));
        std::vector<std::string> dogs;
        for (int t = 0; t < players(); ++t)
            if (plan.relocatedDogs & (1u << t)) dogs.push_back(playerName(t));
        if (!dogs.empty())
            parts.push_back(fmt::format(
                "the dog{} of {} go{} to the farthest card, place {}", dogs.size() > 1 ? "s" : "",
                fmt::format("{}", fmt::join(dogs, " and ")), dogs.size() > 1 ? "" : "es", plan.finalLength));
        if (!parts.empty()) out += fmt::format(" Tidy-up: {}.", fmt::join(parts, "; "));
        if (boneCardsInYard() == 0) out += " No bone is left in the yard: the game ends.";
        return out;
    }
    default:
        return actionToText(a);
    }
}

std::string DigState::whyIllegal(const Action& a) const {
    if (m_pos.over) return "the game is over";
    if (currentSeat() == kChanceSeat) return "the yard is still being laid out";
    if (a.kind == kDeal || a.kind == kFirstPlayer) return "cards are only laid out at the start";
    const Seat s = m_pos.turn;
    if (m_pos.pendingPlace >= 0 && a.kind != kPutBack && a.kind != kKeep)
        return "finish the dig first: put a card back or keep the bone";
    const bool noActions = m_pos.actionsUsed >= kActionsPerTurn;
    const int at = dogOf(s);
    const int here = at > 0 ? cardAt(at) : kGap;
    switch (a.kind) {
    case kMove: {
        if (noActions) return "no actions left this turn: end the turn";
        const int to = a.arg(0);
        if (to < 0 || to > m_pos.length)
            return fmt::format("place {} is not in the yard (0 is the doghouse, {} the farthest card)", to,
                               m_pos.length);
        if (to == at) return "a move goes at least one step";
        return fmt::format("with {} a move goes at most {} ({} is {} away)",
                           plural(handCount(s), "bone", "bones"), plural(moveRange(s), "step", "steps"),
                           placeText(to), plural(std::abs(to - at), "step", "steps"));
    }
    case kDig:
        if (noActions) return "no actions left this turn: end the turn";
        if (at == 0) return "you cannot dig on the doghouse";
        if (here == kGap) return "there is nothing left to dig in a gap";
        if (isBowlCard(here)) return "you cannot dig on a bowl";
        return "you can dig only where your dog stands";
    case kPutBack:
        if (m_pos.pendingPlace < 0) return "there is nothing to put back: dig first";
        return "you can only put back a card you hold";
    case kKeep:
        if (m_pos.pendingPlace < 0) return "nothing was dug";
        return fmt::format("you hold {} cards: put one back (hand limit {})", handCount(s), kHandLimit);
    case kDeliver: {
        if (noActions) return "no actions left this turn: end the turn";
        if (!isBowlCard(here)) return "bones are delivered at a bowl: move your dog onto one";
        const Colour bowl = bowlColourOf(here);
        const auto cards = deliveredCardsOf(a);
        if (cards.empty()) return "deliver at least one bone";
        for (int card : cards) {
            if (!isBoneCard(card) || !(m_pos.hand[idx(s)] & bit(card)))
                return "you can only deliver bones you hold";
            if (boneOf(card) != bowl)
                return fmt::format("only {} bones go to the {} bowl, not a {} bone", colourName(bowl),
                                   colourName(bowl), colourName(boneOf(card)));
        }
        return "each bone can be delivered only once";
    }
    default:
        return GameState::whyIllegal(a);
    }
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
    forEachCard(p.undealt, [&](int card) { ++seen[idx(card)]; });
    for (int card = 0; card < kYardCards; ++card)
        if (seen[idx(card)] != 1)
            fail(fmt::format("card {} is accounted for {} times", cardCode(card), seen[idx(card)]));
    if (setup) {
        if (p.dealt + count(p.undealt) != kYardCards || p.length != p.dealt)
            fail("setup counts do not add up");
        return;
    }
    if (p.undealt) fail("cards left undealt after setup");
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
