// DOGS' computer players and the end of the game (issue #18): a play tester saw the hint send both
// players home in round 2, which ends the game by trigger B. A bot behind in the score must not stay
// home to end the game early when it could drive, and the heuristic must see that a deficit early in
// the game can still be made up.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <vector>

#include "../games/kennel/kennel_test_util.h"
#include "dogtable/bots/bot.h"

using namespace kennel_test;

namespace {

int scoreOf(const KennelState& st, int seat) {
    return st.scoreSheet().players.at(static_cast<std::size_t>(seat)).total;
}

bool hasKind(const std::vector<Action>& acts, std::uint16_t kind) {
    return std::any_of(acts.begin(), acts.end(), [kind](const Action& a) { return a.kind == kind; });
}

} // namespace

TEST_CASE("a DOGS bot behind early does not stay home to end the game", "[bots][kennel]") {
    // Positions from random 2-player games (their course depends on the rules only): the first player
    // of round 2 or 3 stays home; the second, behind by at least 3 points and able to drive, decides
    // whether the game ends this round. The strong player, on its iteration budget, must drive.
    bots::MctsConfig cfg = bots::configFor("strong");
    cfg.maxSeconds = 1e9; // reproducible: the iteration budget binds
    int positions = 0, endedBehind = 0;
    std::vector<std::string> seen;
    for (std::uint64_t seed = 1; seed <= 60 && positions < 10; ++seed) {
        for (int round = 2; round <= 3; ++round) {
            auto st = newGame(2, seed);
            Rng rng(seed * 31 + static_cast<std::uint64_t>(round));
            playUntil(*st, rng, randomPick, [round](const KennelState& s) {
                return s.round() == round && s.phase() == Phase::Driving;
            });
            if (st->isOver() || st->round() != round || st->phase() != Phase::Driving) continue;
            std::vector<Action> acts;
            st->legalActions(acts);
            if (!hasKind(acts, kStayHome)) continue;
            play(*st, Action{kStayHome}, rng);
            if (st->isOver() || st->phase() != Phase::Driving) continue;
            const Seat me = st->currentSeat();
            st->legalActions(acts);
            if (!hasKind(acts, kStayHome) || !hasKind(acts, kDrive)) continue;
            const int mine = scoreOf(*st, me), theirs = scoreOf(*st, 1 - me);
            if (mine > theirs - 3) continue;
            ++positions;
            bots::MctsBot bot(cfg);
            Rng botRng(seed * 1000 + static_cast<std::uint64_t>(round));
            const Action chosen = bot.choose(*st, botRng);
            const std::string line = fmt::format("seed {} round {}: {} to {} behind, chooses {}", seed, round,
                                                 mine, theirs, st->actionToText(chosen));
            seen.push_back(line);
            if (chosen.kind == kStayHome) ++endedBehind;
        }
    }
    for (const auto& line : seen)
        UNSCOPED_INFO(line);
    REQUIRE(positions >= 8);
    CHECK(endedBehind == 0);
}

TEST_CASE("the DOGS heuristic sees that a deficit early can still be made up", "[bots][kennel]") {
    // Two identical kennels, then 14 coins more for the second (6.3 points in the heuristic's
    // count): in round 2 the first is behind but with ten rounds to go; in the last round it is all
    // but lost.
    auto early = newGame(2, 3);
    Rng rng(7);
    playUntil(*early, rng, randomPick, [](const KennelState& s) { return s.round() == 2; });
    REQUIRE(early->round() == 2);
    REQUIRE_FALSE(early->lastRound());
    auto late = newGame(2, 3);
    playUntil(*late, rng, randomPick, [](const KennelState& s) { return s.lastRound(); });
    REQUIRE(late->lastRound());
    for (KennelState* st : {early.get(), late.get()}) {
        st->mutablePlayer(1) = st->player(0);
        st->mutablePlayer(1).coins = static_cast<std::int16_t>(st->player(0).coins + 14);
    }
    const double behindEarly = early->heuristicReturns()[0];
    const double behindLate = late->heuristicReturns()[0];
    INFO("round 2: " << behindEarly << ", last round: " << behindLate);
    CHECK(behindEarly > 0.3);                  // ten rounds to go: far from lost
    CHECK(behindLate < 0.2);                   // the last round: nearly lost
    CHECK(early->heuristicReturns()[1] < 0.7); // and the leader's early lead is no win yet
    // Equal kennels are even at any time.
    early->mutablePlayer(1).coins = early->player(0).coins;
    CHECK(early->heuristicReturns()[0] == Approx(0.5));
}
