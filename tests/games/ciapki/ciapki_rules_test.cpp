// Ciapki: setup, turn, treats, bust, scoring, limits, resets, shortages, solo and off-leash rules.
#include "../game_test_support.h"
#include "ciapki_test_util.h"

#include "dogtable/core/registry.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <optional>
#include <regex>
#include <set>

#include "dogtable/core/rng.h"
#include "dogtable/core/text.h"

using namespace ciapki_test;

namespace {
constexpr int kMissy = 14;    // spaces 3, 4
constexpr int kBristles = 10; // spaces 1, 2
constexpr int kBurt = 27;     // space 1
constexpr int kMayor = 7;     // spaces 1, 6
constexpr int kDoog = 4;      // spaces 2, 3, 5, 6; two paw prints
} // namespace

TEST_CASE("setup: two dogs, one treat and one buried die each, highest die starts", "[rules]") {
    Game g = newGame(3, {{1, 2}, {3, 4}, {5, 6}}, 7, {2, 5, 3});
    CHECK(g->active() == 1);
    CHECK(g->phase() == Phase::Choose);
    for (int s = 0; s < 3; ++s) {
        CHECK(g->area(s).nDogs == 2);
        CHECK(g->area(s).treats == 1);
        CHECK(g->area(s).yardDice() == 1);
    }
    CHECK(g->area(1).yardTotal() == 5);
    CHECK(g->pool() == kDice - 3);
    CHECK(g->supply() == kTreats - 3);
    CHECK(g->deckTop() == 7);
    CHECK(g->deckLeft() == kDogCards - 7);
    CHECK(g->faceUpPositions() == 6);
    checkClean(*g);
}

TEST_CASE("setup: tied highest dice are rerolled, then everyone is compared again", "[rules]") {
    // Seats 1 and 2 tie on 5; they reroll 2 and 4; now seat 2 (4) beats seat 3 (3).
    Game g = newGame(3, {{1, 2}, {3, 4}, {5, 6}}, 7, {5, 5, 3, 2, 4});
    CHECK(g->active() == 1);
    CHECK(g->area(0).yardTotal() == 2);
    CHECK(g->area(0).yardDice() == 1);
    // Both rerolls come out low: the untied third player now has the highest die.
    Game h = newGame(3, {{1, 2}, {3, 4}, {5, 6}}, 7, {5, 5, 3, 1, 2});
    CHECK(h->active() == 2);
    checkClean(*h);
}

TEST_CASE("setup: the registry offers the recommended, random, custom and off-leash sets", "[rules]") {
    GameRegistry reg;
    registerRules(reg);
    Setup s;
    s.players = 2;
    s.variants["tiles"] = "run,chase,fetch,beg";
    CHECK_FALSE(reg.complete("ciapki", s).ok()); // Run and Chase are both purple
    s.variants["tiles"] = "dig,run,fetch";
    CHECK_FALSE(reg.complete("ciapki", s).ok()); // one tile per colour
    s.variants["tiles"] = "howl,run,fetch,beg";
    CHECK_FALSE(reg.complete("ciapki", s).ok()); // Howl is always in play
    s.variants["tiles"] = "beg,dig,fetch,run";   // any order
    CHECK(reg.complete("ciapki", s).ok());
    s.variants["tiles"] = "puppy-park";
    CHECK_FALSE(reg.complete("ciapki", s).ok());
    s.variants["tiles"] = "dig,run,fetch,beg";
    s.variants["solo_treats"] = "3";
    CHECK_FALSE(reg.complete("ciapki", s).ok());
    s.variants["solo_treats"] = "2";
    CHECK_FALSE(reg.complete("ciapki", s).ok()); // solo only
    s.players = 1;
    CHECK(reg.complete("ciapki", s).ok());
    s.variants["offleash"] = "yes";
    CHECK_FALSE(reg.complete("ciapki", s).ok());
    Game g = duel(kMissy, kBristles, kBurt, {{"tiles", "dog-park"}});
    CHECK(g->position(2).top() == kDig);
    CHECK(g->position(3).top() == kChase);
    CHECK(g->position(4).top() == kGuard);
    CHECK(g->position(5).top() == kChew);
    Game f = duel(kMissy, kBristles);
    CHECK(f->position(0).top() == kHowl);
    CHECK(f->position(1).top() == kRollOver);
    CHECK(f->position(2).top() == kWalk);
    CHECK(f->position(3).top() == kRun);
    CHECK(f->position(4).top() == kFetch);
    CHECK(f->position(5).top() == kBeg);
}

TEST_CASE("setup: a random set turns up one tile of each colour", "[rules]") {
    Setup setup;
    setup.players = 2;
    setup.names = {"A", "B"};
    setup.variants = {{"tiles", "random"}, {"solo_treats", "1"}};
    CiapkiState s(std::make_shared<const Setup>(setup));
    REQUIRE(s.currentSeat() == kChanceSeat);
    auto outs = s.chanceOutcomes();
    REQUIRE(outs.size() == 32); // the deck's top comes first
    s.apply(outs[0].action);
    outs = s.chanceOutcomes();
    REQUIRE(outs.size() == 5); // then the yellow tile: one of five
    for (const auto& o : outs)
        CHECK(tileInfo(o.action.arg(1)).colour == TileColour::Yellow);
}

TEST_CASE("turn: a used tile or scoring without a complete dog is refused with a reason", "[rules]") {
    Game g = duel(kMissy, kBristles);
    g.refused(Action(kScore));
    g->editFaceDown(kWalk, true);
    g.refused(Action(kTrick, 3));
    g->editFaceDown(kWalk, false);
    g.refused(Action(kPlace, 0, 0));
    g.refused(Action(kReroll));
}

TEST_CASE("rulebook example: Run rolls 3, 4 and 6, the 6 must be buried, then one more die",
          "[rules][example]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {});
    g.trick(4); // Run
    g.roll({3, 4, 6});
    auto legal = g->legalActions();
    for (const auto& a : legal)
        if (a.kind == kPlace) CHECK(a.arg(0) == 0); // only Missy has a 3 or a 4; nothing takes the 6
    CHECK_FALSE(g.legal(Action(kMore)));            // the roll must be resolved first
    g.place(0, 0);
    g.place(0, 1);
    g.bury(6);
    CHECK(g->area(0).yardTotal() == 6);
    REQUIRE(g->phase() == Phase::Optional); // step 2 may be done
    g.more();
    g.roll({2});
    g.place(1, 1);
    REQUIRE(g->phase() == Phase::Optional); // repeatable
    g.stop();
    CHECK(g->active() == 1);
    CHECK(g->area(0).nScored == 0); // Missy is complete but Bristles is not: nothing scores by itself
    CHECK(g->area(0).dogComplete(0));
    checkClean(*g);
}

TEST_CASE("rulebook example: a treat rerolls all the dice of the roll, including those that fit",
          "[rules][example]") {
    Game g = duel(kMissy, kBristles);
    g.trick(4);
    g.roll({3, 4, 6});
    REQUIRE(g.legal(Action(kReroll)));
    g.ok(Action(kReroll));
    CHECK(g->area(0).treats == 0);
    CHECK(g->supply() == kTreats - 1);
    CHECK(g->phase() == Phase::Rolling);
    CHECK(g->viewFor(0).rolling == 3);
    g.roll({1, 1, 2});
    CHECK(g->hand() == countsOf({1, 1, 2}));
    g.refused(Action(kReroll)); // no treats left
    checkClean(*g);
}

TEST_CASE("treats: any number of rerolls, only before the first die of the roll is placed", "[rules]") {
    Game g = duel(kMissy, kBristles);
    setTreats(g, 0, 3);
    g.trick(3); // Walk
    g.roll({5, 6});
    g.ok(Action(kReroll));
    g.roll({5, 5});
    g.ok(Action(kReroll));
    g.roll({3, 1});
    CHECK(g->area(0).treats == 1);
    g.place(0, 0);
    g.refused(Action(kReroll)); // the window closed
    g.place(1, 0);
    REQUIRE(g->phase() == Phase::Optional);
    g.more();
    g.roll({6});
    g.ok(Action(kReroll)); // a new roll opens a new window
    g.roll({4});
    CHECK(g->area(0).treats == 0);
}

TEST_CASE("rulebook example: Walk's two dice are resolved before deciding on the third", "[rules][example]") {
    Game g = duel(kMissy, kBristles);
    g.trick(3);
    g.roll({3, 5});
    CHECK_FALSE(g.legal(Action(kMore)));
    g.place(0, 0);
    CHECK(g->phase() == Phase::Resolve);
    CHECK_FALSE(g.legal(Action(kMore)));
    g.bury(5);
    REQUIRE(g->phase() == Phase::Optional);
    g.more();
    g.roll({4});
    g.place(0, 1);
    CHECK(g->active() == 1); // Walk's second step is done only once
}

TEST_CASE("rulebook example: Bolt sets 3 dice aside and rolls them one at a time", "[rules][example]") {
    Game g = duelWith(kDoog, kMissy, "walk", "bolt", "fetch", "beg"); // P = 2
    setYard(g, 0, {});
    g.trick(4);
    auto legal = g->legalActions();
    REQUIRE(legal.size() == 10); // 3..12
    g.ok(Action(kBoltCount, 3));
    CHECK(g->pool() == kDice - 1 - 3);
    // 3 dice left > 2 paw prints: the first die is rolled without asking.
    CHECK(g->phase() == Phase::Rolling);
    CHECK(g->viewFor(0).rolling == 1);
    g.roll({2});
    CHECK(g->aside() == 2);
    CHECK_FALSE(g.legal(Action(kMore))); // this die must be placed or buried before the next
    g.place(0, 0);
    REQUIRE(g->phase() == Phase::Optional); // 2 left <= 2 paw prints: stopping is allowed
    g.more();
    g.roll({3});
    g.place(0, 1);
    REQUIRE(g->phase() == Phase::Optional);
    g.stop();
    CHECK(g->aside() == 0);
    CHECK(g->active() == 1);
    checkClean(*g);
}

TEST_CASE("Bolt without paw prints rolls every set-aside die, a bust returns those still aside", "[rules]") {
    Game g = duelWith(kMissy, kBristles, "walk", "bolt", "fetch", "beg");
    g.trick(4);
    g.ok(Action(kBoltCount, 4));
    g.roll({3});
    g.place(0, 0);
    CHECK(g->phase() == Phase::Rolling); // no stopping with P = 0
    g.roll({6});
    g.bury(6); // 2 + 6 = 8: bust
    CHECK(g->active() == 1);
    CHECK(g->aside() == 0);
    CHECK(g->pool() == kDice - 1); // only P2's buried die is out of the pool
    checkClean(*g);
}

TEST_CASE("Bolt takes only what the pool has", "[rules]") {
    Game g = duelWith(kMissy, kBristles, "walk", "bolt", "fetch", "beg");
    g->editPool(4);
    g.trick(4);
    CHECK(g->legalActions() == std::vector<Action>{Action(kBoltCount, 3), Action(kBoltCount, 4)});
    g->editPool(2);
    CHECK(g->legalActions() == std::vector<Action>{Action(kBoltCount, 3)});
    g.ok(Action(kBoltCount, 3));
    CHECK(g->pool() == 0);
    CHECK(g->aside() + g->viewFor(0).rolling == 2);
}

TEST_CASE("bust: above 7 every dog and yard die returns, the turn ends, treats and cards stay", "[rules]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {5});
    fill(g, 0, 1, 0);
    g.trick(3);
    g.roll({3, 6});
    g.place(0, 0);
    g.bury(6);
    CHECK(g->active() == 1);
    CHECK(g->area(0).yardDice() == 0);
    CHECK(g->area(0).diceOnDogs() == 0);
    CHECK(g->area(0).nDogs == 2);
    CHECK(g->area(0).treats == 1);
    CHECK(g->pool() == kDice - 1);
    checkClean(*g);
}

TEST_CASE("bust: a yard total of exactly 7 is safe", "[rules]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {5});
    g.trick(3);
    g.roll({2, 3});
    g.bury(2);
    g.place(0, 0);
    CHECK(g->area(0).yardTotal() == 7);
    CHECK(g->phase() == Phase::Optional);
}

TEST_CASE("bust: dice of the roll not yet resolved go back too", "[rules]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {5});
    g.trick(4);
    g.roll({1, 4, 6});
    g.bury(6);
    CHECK(g->active() == 1);
    CHECK(g->pool() == kDice - 1);
    CHECK(g->hand() == Counts{});
}

TEST_CASE("bust beats immediate scoring when one roll does both", "[rules]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {6});
    fill(g, 0, 0, 0);
    fill(g, 0, 0, 1);
    fill(g, 0, 1, 0);
    g.trick(3);
    g.roll({2, 3});
    g.place(1, 1); // every dog complete...
    g.bury(3);     // ...but 6 + 3 = 9
    CHECK(g->area(0).nScored == 0);
    CHECK(g->area(0).nDogs == 2);
    CHECK(g->active() == 1);
}

TEST_CASE("immediate scoring: all dogs complete during a trick score at once and the trick goes on",
          "[rules]") {
    Game g = duel(kMissy, kBurt, kMayor);
    setYard(g, 0, {});
    g.trick(4); // Run
    g.roll({3, 4, 1});
    g.place(0, 0);
    g.place(0, 1);
    g.place(1, 0);
    // Both dogs scored; two new dogs come from the deck (Mayor, then the next top).
    CHECK(g->area(0).nScored == 2);
    REQUIRE(g->currentSeat() == kChanceSeat);
    g.revealDog(6);
    g.revealDog(5);
    CHECK(g->area(0).nDogs == 2);
    CHECK(g->area(0).dogs[0].card == kMayor);
    CHECK(g->area(0).dogs[1].card == 6);
    CHECK(g->deckTop() == 5);
    CHECK(g->pool() == kDice - 1);        // the scored dogs' dice went back
    CHECK(g->phase() == Phase::Optional); // Run's repeatable step is still there
    checkClean(*g);
}

TEST_CASE("slow scoring: every complete dog scores, the others keep their dice, no tile is used", "[rules]") {
    Game g = duel(kMissy, kBristles, kMayor);
    fill(g, 0, 0, 0);
    fill(g, 0, 0, 1);
    fill(g, 0, 1, 0);
    REQUIRE(g.legal(Action(kScore)));
    g.ok(Action(kScore));
    g.revealDog(5);
    CHECK(g->area(0).nScored == 1);
    CHECK(g->area(0).scored[0] == kMissy);
    CHECK(g->area(0).nDogs == 2);
    CHECK(g->area(0).dogs[0].card == kBristles);
    CHECK(g->area(0).dogs[0].filled == 1);
    CHECK(g->area(0).dogs[1].card == kMayor);
    CHECK(g->area(0).yardTotal() == 2);
    CHECK(g->faceUpPositions() == 6);
    CHECK(g->active() == 1);
    checkClean(*g);
}

TEST_CASE("the 6-card limit: with 5 cards, scoring 2 dogs draws only 1", "[rules][example]") {
    Game g = duel(kMissy, kBristles, kMayor);
    PlayerArea& a = g->editArea(0);
    for (int card : {16, 21}) {
        REQUIRE(g->removeFromDeck(card));
        a.scored[a.nScored++] = static_cast<std::uint8_t>(card);
    }
    REQUIRE(g->removeFromDeck(kBurt));
    a.dogs[a.nDogs++] = DogSlot{static_cast<std::uint8_t>(kBurt), 0};
    REQUIRE(a.owned() == 5);
    fill(g, 0, 0, 0);
    fill(g, 0, 0, 1);
    fill(g, 0, 1, 0);
    fill(g, 0, 1, 1);
    g.ok(Action(kScore));
    g.revealDog(5);
    CHECK(g->area(0).nScored == 4);
    CHECK(g->area(0).nDogs == 2); // Burt and Mayor
    CHECK(g->area(0).owned() == 6);
    CHECK(g->deckTop() == 5);
    checkClean(*g);
}

TEST_CASE("Howl draws no dog for a player who owns 6 cards", "[rules]") {
    Game g = duel(kMissy, kBristles, kMayor);
    PlayerArea& a = g->editArea(0);
    for (int card : {16, 21, 22, 32}) {
        REQUIRE(g->removeFromDeck(card));
        a.scored[a.nScored++] = static_cast<std::uint8_t>(card);
    }
    g.trick(1);
    CHECK(g->phase() == Phase::Rolling);
    CHECK(g->area(0).nDogs == 2);
    CHECK(g->deckTop() == kMayor);
}

TEST_CASE("winning: the sixth scored dog ends the game at once, even in the middle of a trick", "[rules]") {
    Game g = duel(kBurt, kMissy, kMayor);
    PlayerArea& a = g->editArea(0);
    for (int card : {16, 21, 22, 32, 30}) {
        REQUIRE(g->removeFromDeck(card));
        a.scored[a.nScored++] = static_cast<std::uint8_t>(card);
    }
    a.nDogs = 1; // only Burt left unscored (Missy goes back under the deck's cards)
    a.dogs[1] = DogSlot{};
    g->editDeckTop(kMissy); // keep the cards accounted for: Missy becomes the top, Mayor is back in the deck
    setYard(g, 0, {});
    g.trick(4); // Run
    g.roll({1, 2, 3});
    g.place(0, 0);
    g.bury(2);
    g.bury(3);
    CHECK(g->isOver());
    CHECK(g->winner() == 0);
    CHECK(g->legalActions().empty());
    CHECK(g->returns() == std::vector<double>{1.0, 0.0});
    CHECK(g->scoreSheet().winners == std::vector<int>{0});
}

TEST_CASE("reset: one face-up tile left at the start of a turn gets a treat and all tiles turn up",
          "[rules]") {
    Game g = duel(kMissy, kBristles);
    for (int t : {kHowl, kRollOver, kWalk, kFetch})
        g->editFaceDown(t, true);
    g.trick(6); // Beg: only Run is left face-up
    CHECK(g->area(0).treats == 2);
    CHECK(g->active() == 1);
    CHECK(g->faceUpPositions() == 6);
    CHECK(g->treatsOn(kRun) == 1);
    CHECK(g->supply() == kTreats - 2 - 1 - 1);
    g.trick(4); // P2 takes Run and its treat
    CHECK(g->area(1).treats == 2);
    CHECK(g->treatsOn(kRun) == 0);
    checkClean(*g);
}

TEST_CASE("reset: treats pile up on a tile nobody takes, an empty supply still resets", "[rules]") {
    Game g = duel(kMissy, kBristles);
    g->editTileTreats(kRun, 1);
    g->editSupply(g->supply() - 1);
    for (int t : {kHowl, kRollOver, kWalk, kFetch})
        g->editFaceDown(t, true);
    g.trick(6);
    CHECK(g->treatsOn(kRun) == 2);
    Game h = duel(kMissy, kBristles);
    setTreats(h, 1, h->area(1).treats + h->supply());
    REQUIRE(h->supply() == 0);
    for (int t : {kHowl, kRollOver, kWalk, kFetch})
        h->editFaceDown(t, true);
    h.trick(6);
    CHECK(h->faceUpPositions() == 6);
    CHECK(h->treatsOn(kRun) == 0);
    checkClean(*h);
}

TEST_CASE("empty pool at the start of a turn: everybody busts, then the turn goes on", "[rules]") {
    Game g = duel(kMissy, kBristles);
    g.trick(3);
    g.roll({3, 5});
    g.place(0, 0);
    g->editPool(0); // as if every other die were elsewhere
    g.bury(5);      // Walk's optional die cannot be rolled from an empty pool
    CHECK(g->active() == 1);
    CHECK(g->phase() == Phase::Choose);
    CHECK(g->area(0).yardDice() == 0);
    CHECK(g->area(0).diceOnDogs() == 0);
    CHECK(g->area(1).yardDice() == 0);
    CHECK(g->pool() == 4);
}

TEST_CASE("shortage: a roll takes only the dice the pool has, treats only what the supply has", "[rules]") {
    Game g = duel(kMissy, kBristles);
    g->editPool(1);
    g.trick(4); // Run wants 3
    CHECK(g->viewFor(0).rolling == 1);
    Game h = duel(kMissy, kBristles);
    setTreats(h, 1, 19);
    REQUIRE(h->supply() == 0);
    h.trick(6); // Beg
    CHECK(h->area(0).treats == 1);
}

TEST_CASE("solo: Pies's starting treats are the difficulty and you play first", "[rules][solo]") {
    for (int d = 0; d <= 2; ++d) {
        Game g = newGame(1, {{kMissy, kBristles}}, kBurt, {3}, {{"solo_treats", std::to_string(d)}});
        CHECK(g->piesTreats() == d);
        CHECK(g->supply() == kTreats - 1 - d);
        CHECK(g->active() == 0);
        CHECK(g->phase() == Phase::Choose);
        checkClean(*g);
    }
}

TEST_CASE("solo: Pies scores the top dog on a used tile, then cashes in 2 treats for another",
          "[rules][solo]") {
    Game g = newGame(1, {{kMissy, kBristles}}, kBurt, {3}, {{"solo_treats", "1"}});
    g.trick(6); // Beg: +1 treat, face down
    REQUIRE(g->phase() == Phase::PiesRoll);
    REQUIRE(g->currentSeat() == kChanceSeat);
    g.ok(Action(kPiesDie, 6)); // position 6 = Beg, already used
    CHECK(g->piesScored() == 1);
    g.revealDog(kMayor);
    // Pies holds only 1 treat: no cash-in, your turn.
    CHECK(g->piesTreats() == 1);
    CHECK(g->active() == 0);
    CHECK(g->phase() == Phase::Choose);
    g.trick(1); // Howl: draw Mayor, roll 1 die
    g.revealDog(5);
    g.roll({6});
    g.place(2, 1);
    // Pies rolls Walk's position: it is face up with a treat on it.
    g->editTileTreats(kWalk, 1);
    g->editSupply(g->supply() - 1);
    g.ok(Action(kPiesDie, 3));
    CHECK_FALSE(g->faceUp(kWalk));
    // 1 + 1 = 2 treats: all go back and Pies scores the top dog.
    CHECK(g->piesTreats() == 0);
    CHECK(g->piesScored() == 2);
    g.revealDog(6);
    CHECK(g->active() == 0);
    checkClean(*g);
}

TEST_CASE("solo: Pies wins on its sixth dog, the reset check runs on its turn too", "[rules][solo]") {
    Game g = newGame(1, {{kMissy, kBristles}}, kBurt, {3}, {{"solo_treats", "0"}});
    for (int t : {kHowl, kRollOver, kWalk, kFetch})
        g->editFaceDown(t, true);
    g.trick(6); // Beg; Run is the only face-up tile when Pies starts
    CHECK(g->faceUpPositions() == 6);
    CHECK(g->treatsOn(kRun) == 1);
    g.ok(Action(kPiesDie, 4)); // Run, with its treat
    CHECK(g->piesTreats() == 1);
    g.trick(3);
    g.roll({3, 4});
    g.place(0, 0);
    g.place(0, 1);
    g.stop();
    g->editPiesScored(5);
    g.ok(Action(kPiesDie, 3)); // Walk is face down: sixth dog
    CHECK(g->isOver());
    CHECK(g->winner() == kPies);
    CHECK(g->returns() == std::vector<double>{0.0});
    // The score sheet names Pies as the winner (a participant that is no seat), not a tie-break.
    const ScoreSheet sheet = g->scoreSheet();
    REQUIRE(sheet.players.size() == 2);
    CHECK(sheet.players[0].seat);
    CHECK_FALSE(sheet.players[1].seat);
    CHECK(sheet.players[1].name == "Pies");
    CHECK(sheet.players[1].total == 6);
    CHECK(sheet.winners == std::vector<int>{1});
    CHECK_FALSE(sheet.isWinner(0));
    CHECK(sheet.winnersText() == "Pies wins");
    CHECK(sheet.tiebreak.empty());
    CHECK(sheet.toText().find("Pies (winner): 6 points") != std::string::npos);
}

TEST_CASE("solo: the score sheet lists Pies before the end too, and the human as winner when they win",
          "[rules][solo]") {
    Game g = newGame(1, {{kMissy, kBristles}}, kBurt, {3}, {{"solo_treats", "0"}});
    ScoreSheet sheet = g->scoreSheet();
    REQUIRE(sheet.players.size() == 2);
    CHECK(sheet.players[1].name == "Pies");
    // A race won by the seat: the seat alone wins, no tie-break.
    PlayerArea& a = g->editArea(0);
    for (int card : {16, 21, 22, 32, 30}) {
        REQUIRE(g->removeFromDeck(card));
        a.scored[a.nScored++] = static_cast<std::uint8_t>(card);
    }
    fill(g, 0, 1, 0);
    fill(g, 0, 1, 1);
    g.ok(Action(kScore));
    REQUIRE(g->isOver());
    sheet = g->scoreSheet();
    CHECK(sheet.winners == std::vector<int>{0});
    CHECK(sheet.tiebreak.empty());
    CHECK(g->returns() == std::vector<double>{1.0});
}

TEST_CASE("off-leash: colour stacks, at a reset used tiles go to the bottom and the next comes up",
          "[rules][offleash]") {
    Game g = duel(kMissy, kBristles, kBurt, {{"offleash", "1"}});
    CHECK(g->position(2).size == 5);
    CHECK(g->position(2).top() == kWalk);
    CHECK(g->position(3).top() == kRun);
    CHECK(g->position(4).top() == kFetch);
    CHECK(g->position(5).top() == kBeg);
    for (int t : {kHowl, kRollOver, kWalk, kFetch})
        g->editFaceDown(t, true);
    g.trick(6); // Beg
    // P2's turn starts with only Run face up: reset. Walk, Fetch and Beg go under their stacks.
    REQUIRE(g->currentSeat() == kChanceSeat);
    auto outs = g->chanceOutcomes();
    REQUIRE(outs.size() == 4);
    for (const auto& o : outs) {
        CHECK(o.action.kind == kRevealTile);
        CHECK(o.action.arg(0) == 3);
        CHECK(o.action.arg(1) != kWalk);
    }
    g.ok(Action(kRevealTile, 3, kTrack));
    g.ok(Action(kRevealTile, 5, kHunt));
    g.ok(Action(kRevealTile, 6, kStay));
    CHECK(g->position(2).top() == kTrack);
    CHECK(g->position(2).stack[4] == kWalk);
    CHECK(g->position(3).top() == kRun);
    CHECK(g->treatsOn(kRun) == 1);
    CHECK(g->position(0).top() == kHowl);
    CHECK(g->faceUp(kHowl));
    CHECK(g->faceUpPositions() == 6);
    CHECK(g->phase() == Phase::Choose);
    checkClean(*g);
}

TEST_CASE("rules page: every tile and section the table links to has a heading with that anchor",
          "[rules][docs]") {
    std::ifstream in(std::string(DOGTABLE_SOURCE_DIR) + "/docs/rules/ciapki.en.md");
    REQUIRE(in.good());
    std::vector<std::string> anchors;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] != '#') continue;
        std::string slug;
        for (std::size_t i = line.find_first_not_of('#'); i < line.size(); ++i) {
            const char c = line[i];
            if (std::isalnum(static_cast<unsigned char>(c)))
                slug += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            else if (c == ' ' || c == '-')
                slug += '-';
        }
        while (!slug.empty() && slug.front() == '-')
            slug.erase(slug.begin());
        anchors.push_back(slug);
    }
    auto has = [&](const std::string& a) {
        return std::find(anchors.begin(), anchors.end(), a) != anchors.end();
    };
    for (int t = 1; t <= kTiles; ++t)
        CHECK(has(std::string(tileKey(t))));
    for (const char* a :
         {"setup", "your-turn", "rolling-placing-and-burying", "solo-mode-against-pies", "off-leash-mode"})
        CHECK(has(a));
}

// F1 and the tooltips open a section by the English page's heading slug; the Polish page carries
// each of them as an explicit id, heading for heading, so they land on the same section.
TEST_CASE("rules page: the Polish, German and Portuguese pages have every section id of the English page",
          "[rules][docs]") {
    const std::string dir = std::string(DOGTABLE_SOURCE_DIR) + "/docs/rules/";
    const auto en = dogtable::support::rulesSectionIds(dir + "ciapki.en.md");
    REQUIRE(en.size() > 30);
    for (const char* lang : {"pl", "de", "pt"}) {
        INFO(lang);
        CHECK(dogtable::support::rulesSectionIds(dir + "ciapki." + lang + ".md") == en);
    }
}

TEST_CASE("log lines and refusals name what happened", "[rules]") {
    Game g = duel(kMissy, kBristles);
    CHECK(g->describe(Action(kTrick, 4), kNoSeat) == "P1 does Run (biegaj)");
    g.trick(4);
    g.roll({3, 4, 6});
    CHECK(g->describe(Action(kPlace, 0, 0), kNoSeat) == "P1 places a 3 on Missy");
    CHECK(g->apply(Action(kPlace, 1, 0)).reason == "you have no rolled die showing 1");
    g.place(0, 0);
    CHECK(g->apply(Action(kReroll)).reason.find("too late") != std::string::npos);
    CHECK(g->apply(Action(kPlace, 0, 0)).reason == "that space already holds a die");
    CHECK(g->statusText().find("place each die") != std::string::npos);
}

TEST_CASE("chance steps: rolls and the start and Pies dice are dice, dealing dogs and tiles is not",
          "[rules]") {
    Game g = duel(1, 2);
    CHECK(g->isDiceRoll(withCounts(kRoll, {3, 5})));
    CHECK(g->isDiceRoll(Action(kStartDie, 4)));
    CHECK(g->isDiceRoll(Action(kPiesDie, 6)));
    CHECK_FALSE(g->isDiceRoll(Action(kRevealDog, 7)));
    CHECK_FALSE(g->isDiceRoll(Action(kRevealTile, 3, 5)));
}

// ---------------------------------------------------------------------------------------------
// What the log says: every bust, reset and cash-in is in the line of the action that sets it off.

TEST_CASE("log: a bust is reported in the line of the bury that causes it", "[rules][log]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {5});
    fill(g, 0, 1, 0);
    g.trick(3);
    g.roll({3, 6});
    g.place(0, 0);
    const auto events = g->consequences(Action(kBury, 6));
    REQUIRE(events.size() == 1);
    CHECK(events[0].kind == Consequence::Kind::Bust);
    CHECK(events[0].seat == 0);
    CHECK(events[0].total == 11);
    CHECK(events[0].n == 4); // the yard's 5 and 6, the dice on Missy and Bristles
    const std::string line = g->describe(Action(kBury, 6), kNoSeat);
    CHECK(line == "P1 buries a 6. P1's yard totals 11, over 7: P1 busts and 4 dice go back to the pool");
    // A safe bury says nothing more.
    Game h = duel(kMissy, kBristles);
    setYard(h, 0, {5});
    h.trick(3);
    h.roll({2, 3});
    CHECK(h->describe(Action(kBury, 2), kNoSeat) == "P1 buries a 2");
    CHECK(h->consequences(Action(kBury, 2)).empty());
}

TEST_CASE("log: \"bury the rest\" that busts says so, with every die that goes back", "[rules][log]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {5});
    g.trick(4); // Run: 3 dice
    g.roll({1, 5, 6});
    g.bury(1); // 6: still safe
    const std::string line = g->describe(Action(kBuryRest), kNoSeat);
    CHECK(line == "P1 buries 5 6. P1's yard totals 11, over 7: P1 busts and 4 dice go back to the pool");
}

TEST_CASE("log: the empty-pool bust of everyone and the reset of the tiles are reported", "[rules][log]") {
    Game g = duel(kMissy, kBristles);
    g.trick(3);
    g.roll({3, 5});
    g.place(0, 0);
    g->editPool(0);
    const std::string line = g->describe(Action(kBury, 5), kNoSeat);
    // P1's yard (2 + 5), P1's die on Missy and P2's buried 1 go back.
    CHECK(line == "P1 buries a 5. The pool is empty: everyone busts and 4 dice go back to the pool");

    Game r = duel(kMissy, kBristles);
    for (int t : {kHowl, kRollOver, kWalk, kFetch})
        r->editFaceDown(t, true);
    // P1 does Beg; Run is then the only face-up tile when P2's turn starts: the reset gives it a treat.
    CHECK(r->describe(Action(kTrick, 6), kNoSeat) ==
          "P1 does Beg (poproś). Only Run is face up: it gets a treat and every tile turns face up again");
    // With the supply empty the reset still happens (E1), without the treat.
    setTreats(r, 1, r->area(1).treats + r->supply() - 1); // Beg's own treat is the last one
    CHECK(r->describe(Action(kTrick, 6), kNoSeat) == "P1 does Beg (poproś). Only Run is face up: every tile "
                                                     "turns face up again (the supply has no treat for it)");
}

TEST_CASE("log: Pies's turn reports the reset before it, its cash-in and the dog it scores",
          "[rules][log][solo]") {
    Game g = newGame(1, {{kMissy, kBristles}}, kBurt, {3}, {{"solo_treats", "1"}});
    REQUIRE(g->piesTreats() == 1);
    for (int t : {kHowl, kRollOver, kWalk, kFetch})
        g->editFaceDown(t, true);
    // The human's Beg ends the turn; Pies's turn starts with the reset (Run is the one face-up tile).
    const std::string beg = g->describe(Action(kTrick, 6), kNoSeat);
    CHECK(beg.find("Only Run is face up: it gets a treat and every tile turns face up again") !=
          std::string::npos);
    g.trick(6);
    // Pies rolls Run's position: it takes Run's treat, now has 2 and cashes them in for the top dog.
    const std::string pies = g->describe(Action(kPiesDie, 4), kNoSeat);
    CHECK(pies ==
          "Pies rolls 4: turns Run over and takes 1 treat. Pies cashes in its 2 treats: they go back to the "
          "supply. Pies scores Burt (1 of 6)");
    g.ok(Action(kPiesDie, 4));
    CHECK(g->piesTreats() == 0);
    CHECK(g->piesScored() == 1);
}

TEST_CASE("log: a used tile under Pies's die scores the top dog by name, the sixth wins",
          "[rules][log][solo]") {
    Game g = newGame(1, {{kMissy, kBristles}}, kBurt, {3}, {{"solo_treats", "0"}});
    g.trick(6);                // Beg (now used)
    g.ok(Action(kPiesDie, 1)); // Howl
    g.trick(3);                // Walk
    g.roll({3, 4});
    g.place(0, 0);
    g.place(0, 1);
    g.stop();
    g->editPiesScored(5);
    CHECK(g->describe(Action(kPiesDie, 3), kNoSeat) ==
          "Pies rolls 3: Walk is already used. Pies scores Burt (6 of 6)");
    // The end of the game is a line of its own, as in every game's log (play test: the winner was
    // named only at the end of the last line, with no full stop).
    std::vector<std::string> texts;
    for (const Event& e : g->events(Action(kPiesDie, 3), kNoSeat))
        if (!e.text.empty()) texts.push_back(e.text);
    REQUIRE(!texts.empty());
    CHECK(texts.back() == "Game over: Pies wins.");
}

TEST_CASE("status: no \"reroll with a treat\" without a treat", "[rules]") {
    Game g = duel(kMissy, kBristles);
    g.trick(3);
    g.roll({1, 1});
    REQUIRE(g->phase() == Phase::Window);
    CHECK(g->statusText().find("reroll with a treat") != std::string::npos);
    setTreats(g, 0, 0);
    CHECK(g->statusText().find("treat") == std::string::npos);
    CHECK(g->statusText().find("place each die on a matching space or bury it") != std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// Events: what the table animates and a screen reader announces (kinds listed in ciapki_state.h).

namespace {

using support::kindsOf;
using support::only;

/// The events of `a` for a viewer, checking they leave the state alone.
std::vector<Event> eventsOf(Game& g, const Action& a, Seat viewer = kNoSeat) {
    const std::string before = g->debugText();
    const std::uint64_t hash = g->hash();
    auto events = g->events(a, viewer);
    REQUIRE(g->debugText() == before);
    REQUIRE(g->hash() == hash);
    return events;
}

} // namespace

TEST_CASE("events: a trick takes a tile, a roll shows its dice, placing and burying move them",
          "[rules][events]") {
    Game g = duel(kMissy, kBristles);
    g->editTileTreats(kWalk, 2);
    g->editSupply(g->supply() - 2);
    auto ev = eventsOf(g, Action(kTrick, 3));
    const Event& taken = only(ev, "tile_taken");
    CHECK(taken.seat == 0);
    CHECK(taken.arg("position") == 3);
    CHECK(taken.arg("tile") == kWalk);
    CHECK(taken.arg("treats") == 2);
    const Event& treats = only(ev, "treats"); // the line says "taking 2 treats": no text
    CHECK(treats.arg("amount") == 2);
    CHECK(treats.arg("total") == 3);
    CHECK(treats.text.empty());
    g.trick(3);

    ev = eventsOf(g, withCounts(kRoll, {5, 3}));
    const Event& roll = only(ev, "roll");
    CHECK(roll.seat == 0);
    CHECK(roll.arg("dice") == 2);
    CHECK(roll.arg("die1") == 3);
    CHECK(roll.arg("die2") == 5);
    CHECK_FALSE(roll.has("die3"));
    g.roll({3, 5});

    ev = eventsOf(g, Action(kPlace, 0, 0));
    CHECK(kindsOf(ev) == std::vector<std::string>{"place"});
    CHECK(ev[0].arg("dog") == 0);
    CHECK(ev[0].arg("space") == 0);
    CHECK(ev[0].arg("value") == 3);
    g.place(0, 0);

    ev = eventsOf(g, Action(kBury, 5));
    const Event& bury = only(ev, "bury");
    CHECK(bury.arg("value") == 5);
    CHECK(bury.arg("count") == 1);
    CHECK(bury.arg("yard") == 7); // the starting 2 and the 5: safe
}

TEST_CASE("events: a bust says how many dice go back, with the limit, and the turn passes",
          "[rules][events]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {5});
    fill(g, 0, 1, 0);
    g.trick(3);
    g.roll({3, 6});
    g.place(0, 0);
    const auto ev = eventsOf(g, Action(kBury, 6));
    CHECK(kindsOf(ev) == std::vector<std::string>{"bury", "bust", "turn"});
    CHECK(ev[0].arg("yard") == 11);
    CHECK(ev[1].seat == 0);
    CHECK(ev[1].arg("dice") == 4);
    CHECK(ev[1].arg("total") == 11);
    CHECK(ev[1].arg("limit") == kBustAbove);
    CHECK(ev[1].text.empty()); // the bury's line says it (see "log: a bust is reported...")
    CHECK(ev[2].seat == 1);
    CHECK(ev[2].arg("pies") == 0);
    CHECK(ev[2].text.empty()); // a player's turn: their next log line names them
}

TEST_CASE("events: everyone busts on an empty pool, the reset of the tiles", "[rules][events]") {
    Game g = duel(kMissy, kBristles);
    g.trick(3);
    g.roll({3, 5});
    g.place(0, 0);
    g->editPool(0);
    auto ev = eventsOf(g, Action(kBury, 5));
    const Event& all = only(ev, "everyone_busts");
    CHECK(all.arg("dice") == 4);
    CHECK(all.text.empty());

    Game r = duel(kMissy, kBristles);
    for (int t : {kHowl, kRollOver, kWalk, kFetch})
        r->editFaceDown(t, true);
    ev = eventsOf(r, Action(kTrick, 6)); // Beg; Run alone face up when P2's turn starts
    const Event& reset = only(ev, "reset");
    CHECK(reset.arg("tile") == kRun);
    CHECK(reset.arg("treats") == 1);
    CHECK(reset.text.empty());
    // Beg's treats are the rules' doing: said in words.
    const Event& treats = only(ev, "treats");
    CHECK(treats.arg("amount") == 1);
    CHECK(treats.text == "P1 gets 1 treat (now 2)");
}

TEST_CASE("events: a treat spent on a reroll, a blue tile's keep", "[rules][events]") {
    Game g = duel(kMissy, kBristles);
    g.trick(3);
    g.roll({1, 1});
    auto ev = eventsOf(g, Action(kReroll));
    CHECK(kindsOf(ev) == std::vector<std::string>{"reroll", "treats"});
    CHECK(ev[0].arg("dice") == 2);
    CHECK(ev[1].arg("amount") == -1);
    CHECK(ev[1].text.empty()); // the line says the treat is spent

    Game f = duel(kMissy, kBristles);
    f.trick(5); // Fetch (blue): 8 dice, keep every die of one value
    f.roll({1, 1, 2, 3, 3, 3, 4, 6});
    const auto legal = f->legalActions();
    const auto keep = std::find_if(legal.begin(), legal.end(), [](const Action& a) {
        return a.kind == kKeep && unpackCounts(a)[2] == 3;
    });
    REQUIRE(keep != legal.end());
    ev = eventsOf(f, *keep);
    const Event& k = only(ev, "keep");
    CHECK(k.arg("kept") == 3);
    CHECK(k.arg("returned") == 5);
}

TEST_CASE("events: scoring banks the dogs, new dogs are drawn, the sixth wins", "[rules][events]") {
    Game g = duel(kMissy, kBristles);
    fill(g, 0, 0, 0);
    fill(g, 0, 0, 1); // Missy complete
    auto ev = eventsOf(g, Action(kScore));
    // The turn passes once the next top card is turned up (a chance step).
    CHECK(kindsOf(ev) == std::vector<std::string>{"scored", "dog_drawn"});
    CHECK(ev[0].seat == 0);
    CHECK(ev[0].arg("dogs") == 1);
    CHECK(ev[0].arg("scored") == 1);
    CHECK(ev[0].text.empty());
    CHECK(ev[1].seat == 0);
    CHECK(ev[1].arg("card") == kBurt); // the deck's top
    CHECK(ev[1].text == "P1 takes Burt from the deck");

    PlayerArea& a = g->editArea(0);
    for (int card : {1, 2, 3, 5, 6}) {
        REQUIRE(g->removeFromDeck(card));
        a.scored[a.nScored++] = static_cast<std::uint8_t>(card);
    }
    ev = eventsOf(g, Action(kScore));
    CHECK(kindsOf(ev) == std::vector<std::string>{"scored", "win"});
    CHECK(ev[1].seat == 0);
    CHECK(ev[1].arg("pies") == 0);
    CHECK(ev[1].text == "Game over: P1 wins."); // a line of its own in the log
}

TEST_CASE("events: Pies's moves are announced: its die, the tile it turns, its treats, cash-in and dogs",
          "[rules][events][solo]") {
    Game g = newGame(1, {{kMissy, kBristles}}, kBurt, {3}, {{"solo_treats", "1"}});
    for (int t : {kHowl, kRollOver, kWalk, kFetch})
        g->editFaceDown(t, true);
    g.trick(6); // Beg; Pies's turn starts with the reset: Run (position 4) gets a treat
    auto ev = eventsOf(g, Action(kPiesDie, 4));
    CHECK(kindsOf(ev) ==
          std::vector<std::string>{"pies_die", "tile_turned", "pies_cash_in", "pies_scores", "treats"});
    CHECK(ev[0].seat == kNoSeat);
    CHECK(ev[0].arg("pies") == 1);
    CHECK(ev[0].arg("value") == 4);
    CHECK(ev[0].arg("tile") == kRun);
    CHECK(ev[0].arg("used") == 0);
    CHECK(ev[1].arg("tile") == kRun);
    CHECK(ev[2].arg("treats") == 2);

    CHECK(ev[3].arg("card") == kBurt);
    CHECK(ev[3].arg("scored") == 1);
    // Pies's die's line says all of it, in words.
    for (const auto& e : ev)
        if (e.kind != "turn") CHECK(e.text.empty());
    CHECK(g->describe(Action(kPiesDie, 4), kNoSeat) ==
          "Pies rolls 4: turns Run over and takes 1 treat. Pies cashes in its 2 treats: they go back to the "
          "supply. Pies scores Burt (1 of 6)");
    CHECK(ev[4].arg("pies") == 1);
    CHECK(ev[4].arg("amount") == -1); // 1 + Run's 1, all handed back: said by the cash-in
    CHECK(ev[4].text.empty());
    // Pies's new dog empties the deck's top: the turn passes when the next card is turned up.
    g.ok(Action(kPiesDie, 4));
    ev = eventsOf(g, Action(kRevealDog, kMayor));
    CHECK(kindsOf(ev) == std::vector<std::string>{"dog_revealed", "turn"});
    CHECK(ev[1].seat == 0);
    CHECK(ev[1].text.empty());

    // Without a cash-in, the treats Pies takes are an event of their own; a used tile gives a dog.
    Game h = newGame(1, {{kMissy, kBristles}}, kBurt, {3}, {{"solo_treats", "0"}});
    h->editTileTreats(kWalk, 1);
    h->editSupply(h->supply() - 1);
    h.trick(6); // Beg
    ev = eventsOf(h, Action(kPiesDie, 3));
    const Event& t = only(ev, "treats");
    CHECK(t.arg("pies") == 1);
    CHECK(t.arg("amount") == 1);
    CHECK(t.text.empty()); // "Pies rolls 3: turns Walk over and takes 1 treat"
    h.ok(Action(kPiesDie, 3));
    h.trick(4);
    h.roll({1, 1, 2});
    h.ok(Action(kBuryRest));
    h.stop();
    ev = eventsOf(h, Action(kPiesDie, 6)); // Beg: used
    CHECK(kindsOf(ev) == std::vector<std::string>{"pies_die", "pies_scores"});
    CHECK(ev[0].arg("used") == 1);
    CHECK(h->describe(Action(kPiesDie, 6), kNoSeat).find("already used") != std::string::npos);
}

TEST_CASE("events: the deal and the chance steps of the setup", "[rules][events]") {
    Setup setup;
    setup.players = 2;
    setup.names = {"P1", "P2"};
    Game g{std::make_unique<CiapkiState>(std::make_shared<const Setup>(setup))};
    auto ev = eventsOf(g, Action(kRevealDog, kMissy));
    CHECK(kindsOf(ev) == std::vector<std::string>{"dog_revealed", "dog_drawn"});
    CHECK(ev[0].arg("card") == kMissy);
    CHECK(ev[1].seat == 0);
    CHECK(ev[1].arg("card") == kMissy);
    CHECK(ev[1].text == "P1 takes Missy from the deck");

    setup.variants = {{"tiles", "random"}};
    Game r{std::make_unique<CiapkiState>(std::make_shared<const Setup>(setup))};
    r.revealDog(kMissy); // random tiles come up before the deal goes on
    const auto outs = r->chanceOutcomes();
    REQUIRE(outs.front().action.kind == kRevealTile);
    ev = eventsOf(r, outs.front().action);
    const Event& tile = only(ev, "tile_revealed");
    CHECK(tile.arg("position") == outs.front().action.arg(0));
    CHECK(tile.arg("tile") == outs.front().action.arg(1));

    Game d = newGame(2, {{kMissy, kBristles}, {31, 28}}, kBurt, {});
    ev = eventsOf(d, Action(kStartDie, 4));
    CHECK(kindsOf(ev) == std::vector<std::string>{"start_die"});
    CHECK(ev[0].seat == 0);
    CHECK(ev[0].arg("value") == 4);
    d.ok(Action(kStartDie, 4));
    ev = eventsOf(d, Action(kStartDie, 2)); // the last die decides: P1 begins
    CHECK(kindsOf(ev) == std::vector<std::string>{"start_die", "turn"});
    CHECK(ev[1].seat == 0);
}

namespace {

/// Plays random games (off-leash: every tile comes up), asking every action's events for three
/// viewers: the same list for each, nothing about a card still face down, the state unchanged.
std::set<std::string> playWithEvents(int players, std::uint64_t seed) {
    Setup setup;
    setup.players = players;
    for (int i = 0; i < players; ++i)
        setup.names.push_back("P" + std::to_string(i + 1));
    setup.variants = {{"tiles", "random"}, {"offleash", "1"}, {"solo_treats", "1"}};
    Game g{std::make_unique<CiapkiState>(std::make_shared<const Setup>(setup))};
    Rng rng(seed);
    std::set<std::string> seen;
    for (int steps = 0; !g->isOver() && steps < 20000; ++steps) {
        Action a;
        if (g->isChance()) {
            const auto outs = g->chanceOutcomes();
            a = outs[rng.pickWeighted(outs)].action;
        } else {
            const auto legal = g->legalActions();
            a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        }
        const auto ev = eventsOf(g, a, kNoSeat);
        // A sentence of an event is one the action's line does not say already (the complete log
        // shows both: a bust was written twice).
        const std::string line = g->describe(a, kNoSeat);
        for (const auto& e : ev) {
            INFO(line << " / " << e.text);
            REQUIRE((e.text.empty() || line.find(e.text) == std::string::npos));
        }
        for (Seat v = 0; v < players; ++v) {
            const auto other = g->events(a, v);
            REQUIRE(other.size() == ev.size());
            bool same = true;
            for (std::size_t i = 0; i < ev.size(); ++i)
                same = same && other[i].kind == ev[i].kind && other[i].args == ev[i].args &&
                       other[i].seat == ev[i].seat && other[i].text == ev[i].text;
            REQUIRE(same);
        }
        g.ok(a);
        // A card named by an event is face up now: the deck's top, a seat's dog or a scored dog.
        for (const auto& e : ev) {
            seen.insert(e.kind);
            if (!e.has("card")) continue;
            const int card = e.arg("card");
            bool visible = g->deckTop() == card;
            for (int s = 0; s < players && !visible; ++s) {
                const PlayerArea& area = g->area(s);
                for (int i = 0; i < area.nDogs; ++i)
                    visible = visible || area.dogs[static_cast<std::size_t>(i)].card == card;
                for (int i = 0; i < area.nScored; ++i)
                    visible = visible || area.scored[static_cast<std::size_t>(i)] == card;
            }
            const View view = g->viewFor(kNoSeat);
            for (int i = 0; i < view.piesNScored; ++i)
                visible = visible || view.piesScored[static_cast<std::size_t>(i)] == card;
            INFO(e.kind << " names card " << card);
            REQUIRE(visible);
        }
    }
    return seen;
}

} // namespace

TEST_CASE("events: redacted like the view (nothing hidden: the same for every viewer), and every kind "
          "happens in play",
          "[rules][events]") {
    std::set<std::string> seen;
    for (std::uint64_t seed = 1; seed <= 5; ++seed)
        for (int players : {1, 2, 3})
            seen.merge(playWithEvents(players, seed * 7 + static_cast<std::uint64_t>(players)));
    for (const char* kind :
         {"dog_revealed", "tile_revealed", "start_die", "roll", "pies_die", "tile_taken", "tile_turned",
          "reroll",       "keep",          "place",     "bury", "dig",      "trot",       "set_die",
          "name",         "set_aside",     "take_back", "bust", "reset",    "treats",     "dog_drawn",
          "pies_cash_in", "pies_scores",   "scored",    "win",  "turn"}) {
        INFO(kind);
        CHECK(seen.count(kind) == 1);
    }
}

TEST_CASE("hint: when a roll is the question, the hint's line gives its odds as the odds aid does",
          "[rules][hint]") {
    // Random games until an optional roll is to be decided; the note is the odds aid's numbers.
    int seen = 0;
    for (std::uint64_t seed = 1; seed < 40 && seen < 5; ++seed) {
        auto setup = std::make_shared<Setup>();
        setup->players = 2;
        setup->names = {"P1", "P2"};
        CiapkiState s(setup);
        Rng rng(seed);
        for (int step = 0; step < 400 && !s.isOver(); ++step) {
            std::vector<Action> acts;
            if (s.isChance()) {
                std::vector<ChanceOutcome> outs;
                s.chanceOutcomes(outs);
                s.applyLegal(outs[rng.pickWeighted(outs)].action);
                continue;
            }
            s.legalActions(acts);
            const RollOdds o = nextRollOdds(s.viewFor(s.currentSeat()));
            const std::string note = s.hintNote(acts.front());
            if (o.valid()) {
                ++seen;
                CHECK_THAT(
                    note, Catch::Contains(o.bust == 0
                                              ? std::string("cannot bust")
                                              : "busts with " + percentText(o.bust, o.outcomes, ".") + " %"));
                CHECK_THAT(note, Catch::Contains("fits a space with " + percentText(o.fits, o.outcomes, ".") +
                                                 " %"));
            } else {
                CHECK(note.empty());
            }
            s.applyLegal(acts[rng.below(static_cast<std::uint32_t>(acts.size()))]);
        }
    }
    CHECK(seen >= 5);
}

TEST_CASE("hint: the odds carry the language's decimal point (12,5 % in Polish)", "[rules][hint][i18n]") {
    // A catalogue that knows only the decimal point: the English sentence with a Polish comma.
    text::setTranslator(
        [](const char* context, const char* source, const char* comment, long) -> std::optional<std::string> {
            if (std::string(context) == "ciapki" && std::string(source) == "." && comment &&
                std::string(comment) == "decimal point")
                return std::string(",");
            return std::nullopt;
        });
    const auto comma = [](std::uint64_t part, std::uint64_t whole) {
        std::string s = fmt::format("{:.1f}", 100.0 * static_cast<double>(part) / static_cast<double>(whole));
        if (s.size() > 2 && s.substr(s.size() - 2) == ".0") s.resize(s.size() - 2);
        std::replace(s.begin(), s.end(), '.', ',');
        return s;
    };
    int commas = 0;
    int seen = 0;
    for (std::uint64_t seed = 1; seed < 40 && seen < 3; ++seed) {
        auto setup = std::make_shared<Setup>();
        setup->players = 2;
        setup->names = {"P1", "P2"};
        CiapkiState s(setup);
        Rng rng(seed);
        for (int step = 0; step < 400 && !s.isOver(); ++step) {
            std::vector<Action> acts;
            if (s.isChance()) {
                std::vector<ChanceOutcome> outs;
                s.chanceOutcomes(outs);
                s.applyLegal(outs[rng.pickWeighted(outs)].action);
                continue;
            }
            s.legalActions(acts);
            const RollOdds o = nextRollOdds(s.viewFor(s.currentSeat()));
            if (o.valid()) {
                ++seen;
                const std::string note = s.hintNote(acts.front());
                if (o.bust > 0)
                    CHECK_THAT(note, Catch::Contains("busts with " + comma(o.bust, o.outcomes) + " %"));
                CHECK_THAT(note, Catch::Contains("fits a space with " + comma(o.fits, o.outcomes) + " %"));
                commas += note.find(',') != std::string::npos ? 1 : 0;
            }
            s.applyLegal(acts[rng.below(static_cast<std::uint32_t>(acts.size()))]);
        }
    }
    text::setTranslator(nullptr);
    CHECK(seen >= 3);
    CHECK(commas >= 1);
}

TEST_CASE("hint: a chance reads naturally: no pointless decimal, and a roll that cannot bust says so",
          "[rules][hint]") {
    // Play test: "bust 0.0 %" (and "25.0 %").
    CHECK(percentText(0, 36, ".") == "0");
    CHECK(percentText(36, 36, ".") == "100");
    CHECK(percentText(9, 36, ".") == "25");
    CHECK(percentText(1, 8, ",") == "12,5");
    CHECK(percentText(1, 3, ".") == "33.3");
    CHECK(percentText(1, 46656, ".") == "< 0.1");      // one outcome of six dice: not "0.0"
    CHECK(percentText(46655, 46656, ",") == "> 99,9"); // nor "100,0"
    const std::regex pointless(R"(\.0 %)");
    int cannot = 0, busts = 0;
    for (std::uint64_t seed = 1; seed < 60 && (cannot < 3 || busts < 3); ++seed) {
        auto setup = std::make_shared<Setup>();
        setup->players = 2;
        setup->names = {"P1", "P2"};
        CiapkiState s(setup);
        Rng rng(seed);
        for (int step = 0; step < 400 && !s.isOver(); ++step) {
            std::vector<Action> acts;
            if (s.isChance()) {
                std::vector<ChanceOutcome> outs;
                s.chanceOutcomes(outs);
                s.applyLegal(outs[rng.pickWeighted(outs)].action);
                continue;
            }
            s.legalActions(acts);
            const std::string note = s.hintNote(acts.front());
            INFO(note);
            CHECK_FALSE(std::regex_search(note, pointless));
            if (note.find("cannot bust") != std::string::npos) ++cannot;
            if (note.find("busts with") != std::string::npos) ++busts;
            s.applyLegal(acts[rng.below(static_cast<std::uint32_t>(acts.size()))]);
        }
    }
    CHECK(cannot >= 3);
    CHECK(busts >= 3);
}
