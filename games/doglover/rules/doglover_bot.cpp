// Dog Lover: what the computer players know of the game (GameState::rolloutAction,
// determinizeForPolicy, heuristicReturns). Random rollouts draft at random, end turns with cards
// still to use and leave dogs hungry, so a rollout to the end of the game says little about a
// position (the strong level barely beat medium with them: docs/bots.md). The strong level plays
// its rollouts by the rules of thumb below for four rounds and then judges the position by what each
// area is likely to score at the end.
#include <algorithm>
#include <bit>
#include <cmath>

#include "doglover/rules/doglover_state.h"

namespace dogtable::games::doglover {

namespace {

/// The food tokens a player gathers in a turn when it goes after them, about (a turn takes three
/// cards, some of them x2 food cards).
constexpr double kTokensPerTurn = 1.2;

int costCount(CardId dog) {
    const auto& c = card(dog).cost;
    return c[0] + c[1] + c[2];
}

/// The food an area lacks for all its dogs together, per kind, treats set against the rest; and the
/// tokens it holds that none of its dogs needs.
struct Hunger {
    std::array<int, 3> need{}; // tokens of each kind still missing (before treats)
    int missing = 0;           // all missing tokens, after the treats
    int spare = 0;             // tokens no dog needs
};

Hunger hungerOf(const Area& a) {
    Hunger h;
    std::array<int, 3> want{};
    int escapes = 0;
    for (int d = 0; d < a.dogCount; ++d) {
        const auto& dog = a.dogs[static_cast<std::size_t>(d)];
        if (dog.trait == kUciekinier) {
            ++escapes;
            continue;
        }
        for (std::size_t k = 0; k < 3; ++k)
            want[k] += card(dog.card).cost[k];
    }
    int over = 0, spare = 0;
    for (std::size_t k = 0; k < 3; ++k) {
        h.need[k] = std::max(0, want[k] - a.tokens[k]);
        over += h.need[k];
        spare += std::max(0, a.tokens[k] - want[k]);
    }
    const int treats = a.tokens[Treat];
    h.missing = std::max(0, over - treats) + std::max(0, escapes - spare - std::max(0, treats - over));
    h.spare = std::max(0, spare + std::max(0, treats - over) - escapes);
    return h;
}

/// Whether a dog could be fed by the area's tokens if it were the only dog.
bool feedableAlone(const Area& a, const DogSlot& dog) {
    if (dog.trait == kUciekinier) return a.tokens[0] + a.tokens[1] + a.tokens[2] + a.tokens[3] > 0;
    int shortfall = 0;
    for (std::size_t k = 0; k < 3; ++k)
        shortfall += std::max(0, card(dog.card).cost[k] - a.tokens[k]);
    return shortfall <= a.tokens[Treat];
}

/// What a dog scores fed, roughly: printed VP ("?" rescue dogs 3), trait, walks and training.
double dogWorth(const DogSlot& dog) {
    const int vp = card(dog.card).vp;
    double w = vp < 0 ? 3.0 : vp;
    if (dog.trait != kNoCard) w += card(dog.trait).vp;
    w += 2.0 * dog.tuckedCount(kWalk) + dog.tuckedCount(kTraining);
    return w;
}

Action randomOf(const std::vector<Action>& v, Rng& rng) {
    return v[rng.below(static_cast<std::uint32_t>(v.size()))];
}

} // namespace

int DogLoverState::turnsLeft(Seat s) const {
    if (m_phase == Phase::Over) return 0;
    const int n = players();
    // Seats still to play in this round (the current one included when its turn is not over).
    const int pos = (s - m_first + n) % n, now = (m_current - m_first + n) % n;
    const int thisRound = m_phase >= Phase::Turn && pos >= now ? 1 : 0;
    if (m_endDrawn) return thisRound;
    // About three cards leave the grid a turn: the rounds the cards above the End Game card last.
    const int turns = (m_aboveEnd + 2) / 3;
    return thisRound + (turns + n - 1) / n;
}

double DogLoverState::potential(Seat s) const {
    const Area& a = player(s).area;
    const AreaScore sc = scoreArea(a);
    double v = sc.total;
    const int left = turnsLeft(s);
    if (left == 0) return v;
    // Hungry dogs: the tokens a player can still gather are few (kTokensPerTurn), so they go to
    // the dogs that earn the most per missing token; a dog they cover is likely fed, one they
    // half cover a little, the rest stay hungry (-2, as now).
    int spare = hungerOf(a).spare;
    double budget = kTokensPerTurn * left;
    struct Hungry {
        double gain;
        int lack;
    };
    std::array<Hungry, kMaxDogs> hungry{};
    int count = 0;
    for (int d = 0; d < a.dogCount; ++d) {
        if (sc.dogs[static_cast<std::size_t>(d)].fed) continue;
        const auto& dog = a.dogs[static_cast<std::size_t>(d)];
        hungry[static_cast<std::size_t>(count++)] = {dogWorth(dog) + 2.0,
                                                     dog.trait == kUciekinier ? 1 : costCount(dog.card)};
    }
    std::sort(hungry.begin(), hungry.begin() + count,
              [](const Hungry& x, const Hungry& y) { return x.gain * y.lack > y.gain * x.lack; });
    for (int i = 0; i < count; ++i) {
        auto [gain, lack] = hungry[static_cast<std::size_t>(i)];
        const int fromSpare = std::min(spare, lack);
        spare -= fromSpare;
        lack -= fromSpare;
        double p = 0.0;
        if (lack == 0) {
            p = 0.7; // the tokens are there, of the wrong kinds
        } else if (lack <= budget) {
            p = 0.85;
            budget -= lack;
        } else {
            p = 0.3 * budget / lack;
            budget = 0;
        }
        v += p * gain;
    }
    // Cards that score only when used: training (a trick or a tuck), adoption (a shelter dog).
    v += 0.6 * a.handCount(kTraining) + 0.9 * a.handCount(kAdoption) + 0.25 * spare;
    v += 0.5 * std::min(left, 3) * (std::popcount(player(s).tricks) - 1);
    if (player(s).fetch) v += 0.5;
    return v;
}

std::vector<double> DogLoverState::heuristicReturns() const {
    // A soft-max of what each area is likely to score at the end, so a clear lead is near 1 and a
    // close race near 1/n; the further the end, the softer.
    const auto n = static_cast<std::size_t>(players());
    std::vector<double> r(n), score(n);
    double best = -1e9;
    int left = 0;
    for (std::size_t s = 0; s < n; ++s) {
        score[s] = potential(static_cast<Seat>(s));
        best = std::max(best, score[s]);
        left = std::max(left, turnsLeft(static_cast<Seat>(s)));
    }
    const double scale = 3.0 + 1.5 * std::sqrt(static_cast<double>(left));
    double sum = 0;
    for (std::size_t s = 0; s < n; ++s)
        sum += r[s] = std::exp((score[s] - best) / scale);
    for (auto& v : r)
        v /= sum;
    return r;
}

std::vector<double> DogLoverState::returns() const {
    if (m_cut && m_phase != Phase::Over) return heuristicReturns(); // a search copy at its horizon
    return GameState::returns();
}

std::unique_ptr<GameState> DogLoverState::determinizeForPolicy(Seat viewer, Rng& rng) const {
    (void)viewer;
    (void)rng;
    auto copy = std::make_unique<DogLoverState>(*this);
    int taken = 0;
    for (int s = 0; s < players(); ++s)
        taken += m_turns[static_cast<std::size_t>(s)];
    copy->m_horizon = static_cast<std::uint16_t>(taken + kPolicyRounds * players());
    return copy;
}

double DogLoverState::cardValue(CardId c, Seat s) const {
    const Area& a = player(s).area;
    const int left = turnsLeft(s);
    if (c == kNoCard) return 0.0;
    if (isRegularDog(c)) {
        const Hunger h = hungerOf(a);
        const int lack = std::max(0, costCount(c) - h.spare);
        const double budget = std::max(0.0, kTokensPerTurn * std::max(0, left - 1) - h.missing);
        const double p = lack == 0 ? 0.9 : std::clamp(0.85 * budget / lack, 0.0, 0.85);
        return p * card(c).vp - (1.0 - p) * 2.0 - 0.3 * lack;
    }
    if (isFoodCard(c)) {
        const Hunger h = hungerOf(a);
        const auto& info = card(c);
        static constexpr std::array<double, 4> kWorth{1.5, 2.3, 3.0, 2.6};
        const int useful =
            info.food == Treat ? std::min(info.tokens, h.missing) : std::min(info.tokens, h.need[info.food]);
        return useful * kWorth[info.food] + (info.tokens - useful) * (left > 1 ? 0.5 : 0.1);
    }
    if (isToy(c)) {
        std::array<int, kToyKinds> counts{};
        for (int t = 0; t < kToyKinds; ++t)
            counts[static_cast<std::size_t>(t)] = a.handCount(static_cast<CardId>(kFirstToy + t));
        const int before = toySetScore(counts);
        ++counts[static_cast<std::size_t>(c - kFirstToy)];
        return toySetScore(counts) - before;
    }
    if (isTrait(c)) {
        for (int d = 0; d < a.dogCount; ++d)
            if (canAttach(a.dogs[static_cast<std::size_t>(d)], c)) return card(c).vp;
        return -3.0;
    }
    switch (c) {
    case kWalk:
        for (int d = 0; d < a.dogCount; ++d)
            if (canTuck(a.dogs[static_cast<std::size_t>(d)], kWalk))
                return a.dogs[static_cast<std::size_t>(d)].trait == kPrzewodnik ? 5.0 : 2.0;
        return 0.0;
    case kTraining:
        return left > 1 ? 1.0 : 0.6;
    case kAdoption:
        return left > 1 ? (a.handCount(kAdoption) % 2 == 1 ? 2.5 : 1.0) : 0.0;
    case kBone: {
        int fed = 0;
        for (int d = 0; d < a.dogCount; ++d)
            fed += feedableAlone(a, a.dogs[static_cast<std::size_t>(d)]) ? 1 : 0;
        const int n = a.handCount(kBone);
        return boneScore(n + 1, fed) - boneScore(n, fed) + (n == 0 ? 0.5 * fed : 0.0);
    }
    case kFetchCard:
        return left > 1 ? 1.0 : 0.0;
    default:
        return 0.0;
    }
}

Action DogLoverState::rolloutAction(std::vector<Action>& out, Rng& rng) const {
    legalActions(out);
    if (out.size() <= 1 || m_phase == Phase::Guard || m_phase == Phase::Penalty) return randomOf(out, rng);
    const Seat s = m_current;
    const Area& a = me().area;
    auto dogScore = [&](int d) {
        const auto& dog = a.dogs[static_cast<std::size_t>(d)];
        return (feedableAlone(a, dog) ? 20.0 : 0.0) + dogWorth(dog);
    };
    const Action* best = nullptr;
    double bestValue = -1e9;
    auto consider = [&](const Action& x, double value) {
        if (value > bestValue) bestValue = value, best = &x;
    };
    // Food first (it must be resolved before anything else), then the pending walks and traits on
    // the dogs likeliest to be fed, shelter dogs, tricks, a useful tuck from hand.
    for (const auto& x : out) {
        switch (x.kind) {
        case kFood:
            consider(x, 1000.0 + (x.arg(1) >= 0 ? 3.0 : 0.0));
            break;
        case kAttach:
        case kDiscardWalk:
        case kDiscardTrait:
            consider(x, 900.0 + (x.kind == kAttach ? dogScore(x.arg(0)) : 0.0));
            break;
        case kTuck: {
            const auto c = static_cast<CardId>(x.arg(1));
            const auto& dog = a.dogs[static_cast<std::size_t>(x.arg(0))];
            if (c == kWalk) {
                consider(x, 900.0 + dogScore(x.arg(0)) + (dog.trait == kPrzewodnik ? 30.0 : 0.0));
            } else if (c == kBone && (dog.trait == kMorus || dog.trait == kUrwis)) {
                consider(x, 700.0 + dogScore(x.arg(0)));
            } else if (c == kAdoption && dog.trait == kArystokrata && a.handCount(kAdoption) % 2 == 1) {
                consider(x, 700.0 + dogScore(x.arg(0)));
            } else if (c == kTraining && feedableAlone(a, dog) &&
                       (dog.trait == kPupilek || turnsLeft(s) <= 1)) {
                consider(x, 600.0 + dogScore(x.arg(0)));
            } else if (isToy(c) && feedableAlone(a, dog) &&
                       (dog.trait == kNajlepszy || rescueToy(dog.card) == c) && dog.tuckedCount(c) == 0) {
                consider(x, 600.0 + dogScore(x.arg(0)));
            }
            break;
        }
        case kRescue: {
            const CardId r = m_shelterDisplay[static_cast<std::size_t>(x.arg(0))];
            consider(x, 800.0 + (card(r).vp < 0 ? 3.0 : card(r).vp) - 0.5 * costCount(r));
            break;
        }
        case kLearn:
            if (turnsLeft(s) > 2)
                consider(x, 650.0 + trick(m_trickDisplay[static_cast<std::size_t>(x.arg(0))]).cost);
            break;
        default:
            break;
        }
    }
    if (best) return *best;
    // The draft: the placement whose cards are worth the most to this player (a little noise, so
    // that rollouts differ), or, now and then, any.
    std::array<double, 9> worth{};
    for (int cell = 0; cell < 9; ++cell)
        worth[static_cast<std::size_t>(cell)] = cardValue(m_grid[static_cast<std::size_t>(cell)], s);
    bool anyDraft = false;
    for (const auto& x : out) {
        if (x.kind == kDraft) {
            anyDraft = true;
            const auto mask =
                placements(static_cast<TrickId>(x.arg(0)))[static_cast<std::size_t>(x.arg(1))].mask;
            double v = 0.0;
            for (int cell = 0; cell < 9; ++cell)
                if (mask >> cell & 1U) v += worth[static_cast<std::size_t>(cell)];
            consider(x, v + 0.8 * rng.unit());
        } else if (x.kind == kFetch && !m_drafted) {
            consider(x, worth[static_cast<std::size_t>(x.arg(0))] - 2.0);
        }
    }
    if (anyDraft && rng.below(10) == 0) {
        std::vector<Action> drafts;
        for (const auto& x : out)
            if (x.kind == kDraft) drafts.push_back(x);
        return randomOf(drafts, rng);
    }
    if (best) return *best;
    for (const auto& x : out)
        if (x.kind == kEndTurn) return x;
    return randomOf(out, rng);
}

} // namespace dogtable::games::doglover
