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

namespace {
/// Gives a seat `n` scored dogs taken from the deck (cards 1, 2, ...).
void giveScored(Game& g, int seat, int n) {
    PlayerArea& a = g->editArea(seat);
    for (int card = 1; a.nScored < n; ++card)
        if (g->removeFromDeck(card)) a.scored[a.nScored++] = static_cast<std::uint8_t>(card);
}

/// Walk's optional roll with a yard of 5 and Bristles complete: one die to roll, a 5 or a 6 busts
/// (one in three), four dice at stake.
void walkToOptional(Game& g) {
    setYard(g, 0, {5});
    setTreats(g, 0, 0);
    g.trick(positionOf(*g, kWalk));
    g.roll({1, 2});
    g.place(1, 0);
    g.place(1, 1);
    REQUIRE(g->phase() == Phase::Optional);
}
} // namespace

TEST_CASE("rollout: the optional roll's risk grows with how far behind the player is", "[bots]") {
    SECTION("an even race: one in three to bust with four dice at stake is refused") {
        Game g = duel(kMissy, kBristles);
        walkToOptional(g);
        CHECK(all(rolloutChoices(*g), Action(kStop)));
    }
    SECTION("three dogs behind the opponent: the same roll is taken") {
        Game g = duel(kMissy, kBristles);
        giveScored(g, 1, 3);
        walkToOptional(g);
        checkClean(*g);
        CHECK(all(rolloutChoices(*g), Action(kMore)));
    }
    SECTION("alone, with Pies one dog from winning: the same roll is taken") {
        Game g = newGame(1, {{kMissy, kBristles}}, 27, {3});
        g->editPiesScored(5);
        walkToOptional(g);
        checkClean(*g);
        CHECK(all(rolloutChoices(*g), Action(kMore)));
    }
    SECTION("alone, Pies with one treat and nothing scored: refused") {
        Game g = newGame(1, {{kMissy, kBristles}}, 27, {3});
        walkToOptional(g);
        CHECK(all(rolloutChoices(*g), Action(kStop)));
    }
}

TEST_CASE("rollout: Fetch keeps the face that fits a dog, not one that busts", "[bots]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {});
    setTreats(g, 0, 0);
    g.trick(positionOf(*g, kFetch));
    g.roll({1, 1, 1, 3, 5, 5, 6, 6}); // the 3 fits Missy; one 1 fits Bristles, two are buried
    REQUIRE(g->phase() == Phase::Window);
    CHECK(all(rolloutChoices(*g), withCounts(kKeep, {3})));
}

TEST_CASE("rollout: Fetch rerolls with a treat when every keep busts", "[bots]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {6});
    setTreats(g, 0, 1);
    g.trick(positionOf(*g, kFetch));
    g.roll({5, 5, 5, 5, 6, 6, 6, 6}); // neither face fits; a 5 or a 6 on a yard of 6 busts
    CHECK(all(rolloutChoices(*g), Action(kReroll)));
}

TEST_CASE("rollout: the trick is chosen by a rule of thumb, not at random", "[bots]") {
    SECTION("a yard of 6 is emptied by Roll Over") {
        Game g = duel(kMissy, kBristles);
        setYard(g, 0, {6});
        CHECK(all(rolloutChoices(*g), Action(kTrick, positionOf(*g, kRollOver))));
    }
    SECTION("otherwise the tile that rolls the most dice, Fetch") {
        Game g = duel(kMissy, kBristles);
        setYard(g, 0, {2});
        CHECK(all(rolloutChoices(*g), Action(kTrick, positionOf(*g, kFetch))));
    }
    SECTION("without Fetch and without treats: Beg") {
        Game g = duel(kMissy, kBristles);
        setYard(g, 0, {2});
        setTreats(g, 0, 0);
        g->editFaceDown(kFetch, true);
        CHECK(all(rolloutChoices(*g), Action(kTrick, positionOf(*g, kBeg))));
    }
}

TEST_CASE("rollout: Retrieve sets a value that fits a dog, else the smallest", "[bots]") {
    constexpr int kGretchen = 16; // spaces 5, 6
    constexpr int kFrankie = 3;   // spaces 4, 5
    SECTION("Frankie on the deck (4, 5): the 4 fits Missy") {
        Game g = duelWith(kMissy, kBristles, "retrieve", "run", "fetch", "beg", kFrankie);
        g.trick(3);
        REQUIRE(g->phase() == Phase::RetrieveValue);
        CHECK(all(rolloutChoices(*g), Action(kRetrieveValue, 4)));
    }
    SECTION("Gretchen on the deck (5, 6): nothing fits, the 5") {
        Game g = duelWith(kMissy, kBristles, "retrieve", "run", "fetch", "beg", kGretchen);
        g.trick(3);
        CHECK(all(rolloutChoices(*g), Action(kRetrieveValue, 5)));
    }
}

TEST_CASE("rollout: Guard names the value up to which the dice fit", "[bots]") {
    SECTION("Missy (3, 4) and Bristles (1, 2), an empty yard: 4") {
        Game g = duelWith(kMissy, kBristles, "walk", "run", "guard", "beg");
        setYard(g, 0, {});
        g.trick(5);
        REQUIRE(g->phase() == Phase::GuardName);
        CHECK(all(rolloutChoices(*g), Action(kGuardName, 4)));
    }
    SECTION("only Bristles's 2 empty, a yard of 6: 2 (a buried 1 costs half the room, a 3 more than all)") {
        Game g = duelWith(kMissy, kBristles, "walk", "run", "guard", "beg");
        setYard(g, 0, {6});
        fill(g, 0, 0, 0);
        fill(g, 0, 0, 1);
        fill(g, 0, 1, 0);
        g.trick(5);
        CHECK(all(rolloutChoices(*g), Action(kGuardName, 2)));
    }
}

namespace {
/// Plays a search copy to its horizon with the rollout policy (chance: the first outcome) and
/// counts the turns it began (Pies's and the players').
int turnsUntilCut(std::unique_ptr<GameState> copy) {
    auto& s = dynamic_cast<CiapkiState&>(*copy);
    std::vector<Action> scratch;
    Rng rng(7);
    int turns = 0;
    int last = s.active();
    for (int step = 0; step < 400 && s.currentSeat() != kNoSeat; ++step) {
        if (s.currentSeat() == kChanceSeat)
            s.applyLegal(s.chanceOutcomes().front().action);
        else
            s.applyLegal(s.rolloutAction(scratch, rng));
        if (s.active() != last) ++turns;
        last = s.active();
    }
    CHECK(s.cutOff());
    return turns;
}
} // namespace

TEST_CASE("search copies: strong looks two rounds ahead, the other levels one", "[bots]") {
    Rng rng(1);
    SECTION("alone: the copy of a search with the policy plays this turn, Pies's, the next and Pies's") {
        Game g = newGame(1, {{kMissy, kBristles}}, 27, {3});
        CHECK(turnsUntilCut(g->determinize(0, rng)) == 1);
        CHECK(turnsUntilCut(g->determinizeForPolicy(0, rng)) == 3);
    }
    SECTION("two players: one round for the others, two with the policy") {
        Game g = duel(kMissy, kBristles);
        CHECK(turnsUntilCut(g->determinize(0, rng)) == 1);
        CHECK(turnsUntilCut(g->determinizeForPolicy(0, rng)) == 3);
    }
}
