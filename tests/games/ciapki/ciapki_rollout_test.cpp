// Ciapki: the search's rollout policy (CiapkiState::rolloutAction, issue #18). Random rollouts buried
// dice that fit, rolled on into near-certain busts and let busts happen with a treat in hand, so the
// search learned little from a position and strong was no better than medium.
#include "ciapki_test_util.h"

#include "dogtable/core/rng.h"

using namespace ciapki_test;

namespace {
constexpr int kMissy = 14;    // spaces 3, 4
constexpr int kBristles = 10; // spaces 1, 2

/// The rollout's choices here over many seeds (each one of the legal actions).
std::vector<Action> rolloutChoices(const CiapkiState& s) {
    std::vector<Action> picks, scratch;
    const auto legal = s.legalActions();
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Rng rng(seed);
        const Action a = s.rolloutAction(scratch, rng);
        REQUIRE(std::find(legal.begin(), legal.end(), a) != legal.end());
        picks.push_back(a);
    }
    return picks;
}

bool all(const std::vector<Action>& picks, const Action& a) {
    return std::all_of(picks.begin(), picks.end(), [&](const Action& x) { return x == a; });
}
} // namespace

TEST_CASE("rollout: a die that fits a dog is placed, not buried", "[bots]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {});
    setTreats(g, 0, 0);
    g.trick(3); // Walk: two dice
    g.roll({3, 5});
    CHECK(all(rolloutChoices(*g), Action(kPlace, 0, 0))); // the 3 on Missy's 3-space
}

TEST_CASE("rollout: the dice left over are buried when they do not bust", "[bots]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {});
    fill(g, 0, 1, 0); // Bristles's 1-space is taken
    setTreats(g, 0, 0);
    g.trick(3);
    g.roll({1, 6}); // neither fits: 1 + 6 = 7 is no bust
    CHECK(all(rolloutChoices(*g), Action(kBuryRest)));
}

TEST_CASE("rollout: a roll that would bust is rerolled while a treat is there", "[bots]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {5});
    setTreats(g, 0, 1);
    g.trick(3);
    g.roll({5, 6}); // 5 + 5 + 6 = 16: a bust unless rerolled
    CHECK(all(rolloutChoices(*g), Action(kReroll)));
}

TEST_CASE("rollout: an optional roll is made when it cannot bust and not when it most likely does",
          "[bots]") {
    SECTION("a yard of 1 and a die to roll: it cannot bust") {
        Game g = duel(kMissy, kBristles);
        setYard(g, 0, {});
        g.trick(3);
        g.roll({1, 3});
        g.place(0, 0);
        g.bury(1);
        REQUIRE(g->phase() == Phase::Optional);
        CHECK(all(rolloutChoices(*g), Action(kMore)));
    }
    SECTION("a yard of 6, one empty space (a 4): four of six faces bust") {
        Game g = duel(kMissy, kBristles);
        setYard(g, 0, {5});
        fill(g, 0, 1, 0);
        fill(g, 0, 1, 1);
        setTreats(g, 0, 0);
        g.trick(3);
        g.roll({3, 1});
        g.place(0, 0);
        g.bury(1); // yard 6; only Missy's 4-space is empty
        REQUIRE(g->phase() == Phase::Optional);
        CHECK(all(rolloutChoices(*g), Action(kStop)));
    }
}
