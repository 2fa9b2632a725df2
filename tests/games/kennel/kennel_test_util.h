// Helpers for the kennel tests: new games, scripted chance, random play.
#pragma once

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "../game_test_support.h"
#include "dogtable/core/rng.h"
#include "kennel/rules/kennel_state.h"

namespace kennel_test {

using namespace dogtable;
using namespace dogtable::games::kennel;

inline std::shared_ptr<const Setup> makeSetup(int players) {
    return dogtable::support::makeSetup(players, {"Ania", "Bruno", "Carla", "Davi"});
}

/// Resolves chance nodes with `rng` until a player decides (or the game ends).
inline void settle(KennelState& st, Rng& rng) {
    std::vector<ChanceOutcome> outs;
    while (st.isChance()) {
        st.chanceOutcomes(outs);
        st.applyLegal(outs[rng.pickWeighted(outs)].action);
    }
}

/// A new game, set up with random chance, waiting for the first player's first decision.
inline std::unique_ptr<KennelState> newGame(int players, std::uint64_t seed = 1) {
    auto st = std::make_unique<KennelState>(makeSetup(players));
    Rng rng(seed);
    settle(*st, rng);
    return st;
}

using dogtable::support::isLegal;
using dogtable::support::problems;

/// Applies `a` (must be legal) and resolves chance randomly.
inline void play(KennelState& st, const Action& a, Rng& rng) {
    auto r = st.apply(a);
    if (!r.ok()) throw std::runtime_error("illegal in test: " + st.actionToText(a) + ": " + r.reason);
    settle(st, rng);
}

/// Plays legal actions picked by `pick` (index into legal actions) until `until(st)` or the end.
template <class Pick, class Until>
void playUntil(KennelState& st, Rng& rng, Pick pick, Until until, int limit = 20000) {
    std::vector<Action> acts;
    for (int i = 0; i < limit && !st.isOver() && !until(st); ++i) {
        if (st.isChance()) {
            settle(st, rng);
            continue;
        }
        st.legalActions(acts);
        st.applyLegal(acts[pick(acts, rng)]);
    }
}

inline std::size_t randomPick(const std::vector<Action>& acts, Rng& rng) {
    return rng.below(static_cast<std::uint32_t>(acts.size()));
}

} // namespace kennel_test
