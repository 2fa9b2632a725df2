// Ciapki: the search's rollout policy (GameState::rolloutAction). Random rollouts bury dice that fit,
// roll on into certain busts and stop when nothing is at stake, so they say little about a position
// in a press-your-luck game (docs/bots.md); this plays each step the way a careful player would.
#include "ciapki/rules/ciapki_internal.h"
#include "ciapki/rules/ciapki_state.h"

#include <algorithm>
#include <bit>

namespace dogtable::games::ciapki {

using namespace detail;

namespace {

/// A roll may go on while its bust chance is at most this, with `stake` dice to lose by a bust.
double riskAllowed(int stake) {
    return 0.5 * 4.0 / (4.0 + stake);
}

Action randomOf(const std::vector<Action>& v, Rng& rng) {
    return v[rng.below(static_cast<std::uint32_t>(v.size()))];
}

} // namespace

Action CiapkiState::rolloutAction(std::vector<Action>& out, Rng& rng) const {
    legalActions(out);
    const PlayerArea& a = me();
    auto find = [&](std::uint16_t kind) -> const Action* {
        for (const auto& x : out)
            if (x.kind == kind) return &x;
        return nullptr;
    };
    // Placing: the fitting die goes on the dog nearest complete; otherwise the rest is buried.
    auto resolve = [&]() -> Action {
        const Action* best = nullptr;
        double bestShare = -1.0;
        for (const auto& x : out) {
            if (x.kind != kPlace) continue;
            const auto& d = a.dogs[static_cast<std::size_t>(x.arg(0))];
            const double share =
                std::popcount(static_cast<unsigned>(d.filled)) / static_cast<double>(dogInfo(d.card).spaces);
            if (share > bestShare) {
                bestShare = share;
                best = &x;
            }
        }
        if (best) return *best;
        if (const Action* rest = find(kBuryRest)) return *rest;
        if (const Action* one = find(kBury)) return *one;
        return randomOf(out, rng);
    };
    switch (m_phase) {
    case Phase::Choose: {
        if (const Action* score = find(kScore)) return *score;
        return randomOf(out, rng);
    }
    case Phase::Window: {
        if (isBlue(m_tile)) { // a blue tile's keep: random among the keeps (rerolls are for busts)
            std::erase_if(out, [](const Action& x) { return x.kind == kReroll || x.kind == kRerollSome; });
            return randomOf(out, rng);
        }
        // The dice that cannot be placed are buried: does that bust? Then reroll them if a treat allows.
        const auto empty = a.emptySpaces();
        Counts excess{};
        int forced = 0;
        for (std::size_t f = 0; f < 6; ++f) {
            excess[f] = static_cast<std::uint8_t>(std::max(0, m_hand[f] - empty[f]));
            forced += excess[f] * static_cast<int>(f + 1);
        }
        if (a.yardTotal() + forced > kBustAbove) {
            if (const Action* r = find(kReroll)) return *r;
            const Action some = countsAction(kRerollSome, excess);
            if (std::find(out.begin(), out.end(), some) != out.end()) return some;
        }
        std::erase_if(out, [](const Action& x) { return x.kind == kReroll || x.kind == kRerollSome; });
        return resolve();
    }
    case Phase::Resolve:
        return resolve();
    case Phase::Optional: {
        const int dice = nextRollDice();
        if (dice < 0) return randomOf(out, rng);
        const RollOdds odds = rollOdds(dice, a.yardTotal(), a.emptySpaces());
        if (!odds.valid()) return Action(kStop);
        const int stake = a.diceOnDogs() + a.yardDice();
        return odds.bustChance() <= riskAllowed(stake) ? Action(kMore) : Action(kStop);
    }
    case Phase::Dig: {
        const Action* own = nullptr;
        for (const auto& x : out) {
            if (x.kind != kDigMove) continue;
            const int seat = x.arg(0), dir = x.arg(2);
            const int after = m_areas[static_cast<std::size_t>(seat)].yardTotal() + dir;
            if (seat != m_active && after > kBustAbove) return x; // an opponent busts
            if (seat == m_active && dir < 0 && !own) own = &x;
        }
        return own ? *own : Action(kStop);
    }
    case Phase::Trot:
        for (const auto& x : out) {
            if (x.kind != kTrotMove || x.arg(0) == x.arg(2)) continue;
            const auto& to = a.dogs[static_cast<std::size_t>(x.arg(2))];
            const int missing = dogInfo(to.card).spaces - std::popcount(static_cast<unsigned>(to.filled));
            if (missing == 1) return x; // it completes that dog
        }
        return Action(kStop);
    default:
        return randomOf(out, rng);
    }
}

} // namespace dogtable::games::ciapki
