// Ciapki: one test (or more) per trick tile, with scripted dice.
#include "ciapki_test_util.h"

using namespace ciapki_test;

namespace {
constexpr int kMissy = 14;    // spaces 3, 4
constexpr int kBristles = 10; // spaces 1, 2
constexpr int kBurt = 27;     // space 1
constexpr int kMayor = 7;     // spaces 1, 6
constexpr int kDoog = 4;      // spaces 2, 3, 5, 6; two paw prints
constexpr int kLief = 5;      // spaces 1, 2, 3; one paw print
constexpr int kGretchen = 16; // spaces 5, 6
constexpr int kFrankie = 3;   // spaces 4, 5

std::vector<Action> ofKind(const CiapkiState& s, std::uint16_t kind) {
    std::vector<Action> out;
    for (const auto& a : s.legalActions())
        if (a.kind == kind) out.push_back(a);
    return out;
}
} // namespace

TEST_CASE("Howl: draw the top dog, then roll 1 die that may go on it", "[tiles]") {
    Game g = duel(kMissy, kBristles, kBurt);
    g.trick(1);
    g.revealDog(kMayor); // Burt was drawn; Mayor is the new top
    CHECK(g->area(0).nDogs == 3);
    CHECK(g->area(0).dogs[2].card == kBurt);
    g.roll({1});
    CHECK(g.legal(Action(kPlace, 2, 0)));
    CHECK(g.legal(Action(kPlace, 1, 0)));
    g.place(2, 0);
    CHECK(g->active() == 1);
    checkClean(*g);
}

TEST_CASE("Roll Over: the yard is picked up and rerolled, only the re-buried dice count, then 1 optional die",
          "[tiles]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {3, 4});
    g.trick(2);
    CHECK(g->area(0).yardDice() == 0);
    CHECK(g->viewFor(0).rolling == 2);
    CHECK(g->pool() == kDice - 3); // the yard's dice, not the pool's
    g.roll({3, 6});
    g.place(0, 0);
    g.bury(6); // 6, not 7 + 6
    CHECK(g->area(0).yardTotal() == 6);
    REQUIRE(g->phase() == Phase::Optional);
    g.more();
    g.roll({1});
    g.place(1, 0);
    CHECK(g->active() == 1);
    checkClean(*g);
}

TEST_CASE("Roll Over with an empty yard skips to the optional die", "[tiles]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {});
    g.trick(2);
    CHECK(g->phase() == Phase::Optional);
    g.stop();
    CHECK(g->active() == 1);
}

TEST_CASE("Dig: up to one change per paw print on any yard's dice, a 1 turned down leaves, a 6 cannot rise",
          "[tiles]") {
    Game g = duelWith(kDoog, kMissy, "dig", "run", "fetch", "beg"); // P = 2
    setYard(g, 0, {1, 4});
    setYard(g, 1, {6});
    g.trick(3);
    REQUIRE(g->phase() == Phase::Dig);
    CHECK(g.legal(Action(kDigMove, 0, 1, -1)));
    CHECK(g.legal(Action(kDigMove, 0, 4, 1)));
    CHECK(g.legal(Action(kDigMove, 1, 6, -1)));
    CHECK_FALSE(g.legal(Action(kDigMove, 1, 6, 1)));
    g.ok(Action(kDigMove, 0, 1, -1));
    CHECK(g->area(0).yard == countsOf({4}));
    CHECK(g->pool() == kDice - 2);
    g.ok(Action(kDigMove, 1, 6, -1));
    CHECK(g->area(1).yard == countsOf({5}));
    CHECK(g->phase() == Phase::Rolling); // both changes used: roll 2 dice
    CHECK(g->viewFor(0).rolling == 2);
    checkClean(*g);
}

TEST_CASE("Dig can bust an opponent (you go on) or yourself (your turn ends)", "[tiles]") {
    Game g = duelWith(kDoog, kMissy, "dig", "run", "fetch", "beg");
    setYard(g, 1, {6, 1});
    fill(g, 1, 0, 0);
    g.trick(3);
    g.ok(Action(kDigMove, 1, 1, 1));
    CHECK(g->area(1).yardDice() == 0);
    CHECK(g->area(1).diceOnDogs() == 0);
    CHECK(g->phase() == Phase::Dig); // one change left
    g.stop();
    CHECK(g->phase() == Phase::Rolling);
    checkClean(*g);

    Game h = duelWith(kDoog, kMissy, "dig", "run", "fetch", "beg");
    setYard(h, 0, {6, 1});
    h.trick(3);
    h.ok(Action(kDigMove, 0, 1, 1));
    CHECK(h->active() == 1);
    CHECK(h->area(0).yardDice() == 0);
    checkClean(*h);
}

TEST_CASE("Dig without paw prints just rolls 2 dice", "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "dig", "run", "fetch", "beg");
    g.trick(3);
    CHECK(g->phase() == Phase::Rolling);
    CHECK(g->viewFor(0).rolling == 2);
}

TEST_CASE("Trot: one placed die may move to an empty space and shows its value, then 2 dice", "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "trot", "run", "fetch", "beg");
    fill(g, 0, 0, 0); // a 3 on Missy
    g.trick(3);
    REQUIRE(g->phase() == Phase::Trot);
    CHECK(ofKind(*g, kTrotMove).size() == 3); // to Missy's 4, Bristles' 1 or 2
    g.ok(Action(kTrotMove, 0, 0, 1, 1));
    CHECK(g->area(0).dogs[0].filled == 0);
    CHECK(g->area(0).dogs[1].filled == 2);
    CHECK(g->viewFor(0).rolling == 2);
    checkClean(*g);

    Game h = duelWith(kMissy, kBristles, "trot", "run", "fetch", "beg");
    h.trick(3); // nothing placed: straight to the roll
    CHECK(h->phase() == Phase::Rolling);
}

TEST_CASE("Retrieve: a die set to a value of the deck's top dog, no treats on it, then 2 dice", "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "retrieve", "run", "fetch", "beg", kGretchen);
    setYard(g, 0, {});
    g.trick(3);
    CHECK(g->legalActions() == std::vector<Action>{Action(kRetrieveValue, 5), Action(kRetrieveValue, 6)});
    g.ok(Action(kRetrieveValue, 6));
    CHECK(g->hand() == countsOf({6}));
    CHECK_FALSE(g.legal(Action(kReroll)));
    CHECK(g->legalActions() == std::vector<Action>{Action(kBury, 6)}); // no space shows 6
    g.bury(6);
    CHECK(g->viewFor(0).rolling == 2);

    Game h = duelWith(kMissy, kBristles, "retrieve", "run", "fetch", "beg", kFrankie);
    h.trick(3);
    h.ok(Action(kRetrieveValue, 4));
    h.place(0, 1);
    CHECK(h->area(0).dogs[0].filled == 2);
    checkClean(*h);
}

TEST_CASE("Track: each treat rerolls only the dice picked", "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "track", "run", "fetch", "beg");
    setTreats(g, 0, 2);
    g.trick(3);
    g.roll({1, 3, 6});
    CHECK(ofKind(*g, kRerollSome).size() == 7);
    CHECK_FALSE(g.legal(Action(kReroll)));
    g.ok(withCounts(kRerollSome, {6}));
    CHECK(g->hand() == countsOf({1, 3}));
    g.roll({4});
    CHECK(g->hand() == countsOf({1, 3, 4}));
    CHECK(g->area(0).treats == 1);
    g.place(0, 0);
    g.place(0, 1);
    g.place(1, 0);
    CHECK(g->active() == 1); // Track has one step
}

TEST_CASE("Chase: 1 die, then 2, 3... as long as you like", "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "walk", "chase", "fetch", "beg");
    setYard(g, 0, {});
    g.trick(4);
    g.roll({3});
    g.place(0, 0);
    REQUIRE(g->phase() == Phase::Optional);
    CHECK(g->viewFor(0).nextRollDice == 2);
    g.more();
    CHECK(g->viewFor(0).rolling == 2);
    g.roll({4, 1});
    g.place(0, 1);
    g.place(1, 0);
    g.more();
    CHECK(g->viewFor(0).rolling == 3);
}

TEST_CASE("Dogpile: 2 dice plus one taken back from your yard or a dog, repeatable", "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "walk", "dogpile", "fetch", "beg");
    g.trick(4);
    CHECK(g->legalActions() == std::vector<Action>{Action(kPileYard, 2)}); // the third die is compulsory
    g.ok(Action(kPileYard, 2));
    CHECK(g->area(0).yardDice() == 0);
    CHECK(g->viewFor(0).rolling == 3);
    g.roll({2, 3, 4});
    g.place(0, 0);
    g.place(0, 1);
    g.place(1, 1);
    REQUIRE(g->phase() == Phase::Optional);
    g.more();
    CHECK(ofKind(*g, kPileDog).size() == 3);
    g.ok(Action(kPileDog, 0, 0));
    CHECK(g->area(0).dogs[0].filled == 2);
    CHECK(g->viewFor(0).rolling == 3);
    checkClean(*g);

    Game h = duelWith(kMissy, kBristles, "walk", "dogpile", "fetch", "beg");
    setYard(h, 0, {});
    h.trick(4); // nothing to take back: just the 2 dice
    CHECK(h->viewFor(0).rolling == 2);
}

TEST_CASE("Sprint: one die per dog still missing a die, counted again each time", "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "walk", "sprint", "fetch", "beg", kMayor);
    setYard(g, 0, {});
    fill(g, 0, 0, 0);
    fill(g, 0, 0, 1);
    g.trick(4);
    CHECK(g->viewFor(0).rolling == 1); // only Bristles has an empty space
    g.roll({1});
    g.place(1, 0);
    REQUIRE(g->phase() == Phase::Optional);
    g.more();
    g.roll({2});
    g.place(1, 1); // every dog complete: both score, two dogs drawn
    g.revealDog(5);
    g.revealDog(6);
    CHECK(g->area(0).nScored == 2);
    REQUIRE(g->phase() == Phase::Optional);
    CHECK(g->viewFor(0).nextRollDice == 2);
    g.more();
    CHECK(g->viewFor(0).rolling == 2);
}

TEST_CASE("Beg: 1 treat plus 1 per paw print", "[tiles]") {
    Game g = duel(kDoog, kLief); // 3 paw prints
    g.trick(6);
    CHECK(g->area(0).treats == 1 + 1 + 3);
    checkClean(*g);
}

TEST_CASE("Chew: double your treats (the tile's own treats first), then 1 more", "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "walk", "run", "fetch", "chew");
    g->editTileTreats(kChew, 1);
    g->editSupply(g->supply() - 1);
    g.trick(6);
    CHECK(g->area(0).treats == 5); // 1 + 1 from the tile = 2, doubled = 4, + 1
    checkClean(*g);
}

TEST_CASE("Gobble: 7 treats, then give back your highest empty space's value", "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "walk", "run", "fetch", "gobble");
    g.trick(6);
    CHECK(g->area(0).treats == 1 + 7 - 4);
    Game h = duelWith(kMissy, kBristles, "walk", "run", "fetch", "gobble");
    setTreats(h, 1, h->area(1).treats + h->supply() - 1); // the supply holds just 1
    h.trick(6);
    CHECK(h->area(0).treats == 0); // 2 held, 4 owed: all go back
    checkClean(*h);
}

TEST_CASE("Play Dead: a buried die pays its value in treats, a placed one or a bust pays nothing",
          "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "walk", "run", "fetch", "play-dead");
    setYard(g, 0, {});
    g.trick(6);
    g.roll({5});
    g.bury(5);
    CHECK(g->area(0).treats == 6);
    Game h = duelWith(kMissy, kBristles, "walk", "run", "fetch", "play-dead");
    h.trick(6);
    h.roll({3});
    h.place(0, 0);
    CHECK(h->area(0).treats == 1);
    Game b = duelWith(kMissy, kBristles, "walk", "run", "fetch", "play-dead");
    setYard(b, 0, {4});
    b.trick(6);
    b.roll({5});
    b.bury(5);
    CHECK(b->area(0).treats == 1);
    CHECK(b->active() == 1);
}

TEST_CASE("Stay: 1 treat per face-down tile other than Stay", "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "walk", "run", "fetch", "stay");
    g->editFaceDown(kHowl, true);
    g->editFaceDown(kWalk, true);
    g.trick(6);
    CHECK(g->area(0).treats == 3);
}

TEST_CASE("Fetch: 8 dice, keep every die of one rolled value, the rest go back", "[tiles]") {
    Game g = duel(kMissy, kBristles);
    setYard(g, 0, {});
    g.trick(5);
    g.roll({1, 1, 3, 3, 3, 5, 6, 6});
    CHECK(ofKind(*g, kKeep).size() == 4);
    CHECK(g.legal(Action(kReroll)));        // treats come before the choice
    CHECK_FALSE(g.legal(Action(kBury, 3))); // choose first
    g.ok(withCounts(kKeep, {3, 3, 3}));
    CHECK(g->hand() == countsOf({3, 3, 3}));
    CHECK(g->pool() == kDice - 1 - 3);
    g.place(0, 0);
    g.bury(3);
    g.bury(3);
    CHECK(g->area(0).yardTotal() == 6);
    checkClean(*g);
}

TEST_CASE("Guard: name a value, roll 4, dice above it go back", "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "walk", "run", "guard", "beg");
    g.trick(5);
    CHECK(g->legalActions().size() == 6);
    g.ok(Action(kGuardName, 3));
    g.roll({1, 3, 4, 6});
    CHECK(ofKind(*g, kKeep) == std::vector<Action>{withCounts(kKeep, {1, 3})});
    g.ok(Action(kReroll)); // the named value stays
    g.roll({2, 2, 5, 6});
    CHECK(ofKind(*g, kKeep) == std::vector<Action>{withCounts(kKeep, {2, 2})});
}

TEST_CASE("Hunt: 2 dice plus 1 per paw print, keep 2", "[tiles]") {
    Game g = duelWith(kDoog, kLief, "walk", "run", "hunt", "beg"); // P = 3
    g.trick(5);
    CHECK(g->viewFor(0).rolling == 5);
    g.roll({1, 2, 3, 5, 6});
    const auto keeps = ofKind(*g, kKeep);
    CHECK(keeps.size() == 10);
    for (const auto& k : keeps)
        CHECK(countTotal(unpackCounts(k)) == 2);
    g.ok(withCounts(kKeep, {2, 3}));
    CHECK(g->pool() == kDice - 2 - 2);
}

TEST_CASE("Scavenge: dice below the yard total may go back, the others are kept", "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "walk", "run", "scavenge", "beg");
    setYard(g, 0, {5});
    g.trick(5);
    g.roll({1, 4, 5, 6});
    const auto keeps = ofKind(*g, kKeep);
    CHECK(keeps.size() == 4); // 5 and 6 always; 1 and 4 each optional
    for (const auto& k : keeps) {
        const Counts c = unpackCounts(k);
        CHECK(c[4] == 1);
        CHECK(c[5] == 1);
    }
    Game e = duelWith(kMissy, kBristles, "walk", "run", "scavenge", "beg");
    setYard(e, 0, {});
    e.trick(5);
    e.roll({1, 2, 3, 4});
    CHECK(ofKind(*e, kKeep) == std::vector<Action>{withCounts(kKeep, {1, 2, 3, 4})});
}

TEST_CASE("Search: keep one group adding up to 8, or return everything", "[tiles]") {
    Game g = duelWith(kMissy, kBristles, "walk", "run", "search", "beg");
    g.trick(5);
    g.roll({1, 2, 2, 3, 5, 6, 6});
    const auto keeps = ofKind(*g, kKeep);
    for (const auto& k : keeps)
        CHECK(pipSum(unpackCounts(k)) == 8);
    CHECK(g.legal(withCounts(kKeep, {3, 5})));
    CHECK(g.legal(withCounts(kKeep, {2, 6})));
    CHECK(g.legal(withCounts(kKeep, {1, 2, 5})));
    CHECK(g.legal(withCounts(kKeep, {1, 2, 2, 3})));
    CHECK_FALSE(g.legal(withCounts(kKeep, {6})));
    Game n = duelWith(kMissy, kBristles, "walk", "run", "search", "beg");
    n.trick(5);
    n.roll({6, 6, 6, 6, 6, 6, 5});
    CHECK(ofKind(*n, kKeep) == std::vector<Action>{withCounts(kKeep, {})});
    n.ok(withCounts(kKeep, {}));
    CHECK(n->active() == 1);
    CHECK(n->pool() == kDice - 2);
}

TEST_CASE("rolls of more than 8 dice come as several chance nodes", "[tiles]") {
    // Chase's k-th roll has k dice. Reaching a 9-dice roll in real play would bust long before, so
    // between rolls the test takes the dice back off the table (scaffolding, not a rule).
    Game g = duelWith(kMissy, kBristles, "walk", "chase", "fetch", "beg");
    setTreats(g, 0, 0);
    auto clearTable = [&g] {
        PlayerArea& a = g->editArea(0);
        int onDogs = 0;
        for (int d = 0; d < 2; ++d) {
            onDogs += std::popcount(static_cast<unsigned>(a.dogs[static_cast<std::size_t>(d)].filled));
            a.dogs[static_cast<std::size_t>(d)].filled = 0;
        }
        g->editPool(g->pool() + onDogs);
        setYard(g, 0, {});
    };
    clearTable();
    g.trick(4);
    g.roll({1});
    g.place(1, 0);
    bool reachedNine = false;
    for (int k = 2; k <= 9; ++k) {
        clearTable();
        REQUIRE(g->active() == 0);
        REQUIRE(g->phase() == Phase::Optional);
        g.more();
        if (k == 9) {
            CHECK(g->chanceOutcomes().size() == 1287); // 8 dice first: multisets of 8 d6
            g.roll({1, 1, 1, 1, 1, 1, 1, 1});
            CHECK(g->viewFor(0).rolling == 1); // one more die to come
            g.roll({1});
            CHECK(countTotal(g->hand()) == 9);
            reachedNine = true;
            break;
        }
        Counts c{};
        c[0] = static_cast<std::uint8_t>(
            k); // all ones: one goes on Bristles' 1, the rest (at most 7) are buried
        Action a(kRoll);
        packCounts(c, a);
        g.ok(a);
        g.place(1, 0);
        g.ok(countTotal(g->hand()) > 1 ? Action(kBuryRest) : Action(kBury, 1));
    }
    CHECK(reachedNine);
}
