// Setup, the turn, free actions, obligations and penalties, refill and the end (spec §3, §4, §6).
#include "doglover_test_util.h"

#include <bit>
#include <set>

#include "dogtable/core/registry.h"
#include "dogtable/core/rng.h"

using namespace dogtable;
using namespace dogtable::games::doglover;
using namespace dogtable::games::doglover::test;

namespace {

constexpr std::uint16_t kRow0 = cells({0, 1, 2});
constexpr std::uint16_t kMidCol = cells({1, 4, 7});

void sit(DogLoverState& s, std::uint16_t mask, Line star) {
    const int i = placementIndex(kSiad, mask, star);
    REQUIRE(i >= 0);
    must(s, Action(kDraft, kSiad, i));
}

int count(const std::vector<Action>& v, ActionKind k) {
    return static_cast<int>(std::count_if(v.begin(), v.end(), [&](const Action& a) { return a.kind == k; }));
}

/// Seat 0 takes the top row (trait first) with Sit and ends the turn: the trait has no eligible dog.
std::unique_ptr<DogLoverState> traitWithoutDog(CardId trait,
                                               std::vector<CardId> startDogs = {kMando, kArya}) {
    Script sc;
    sc.startDogs = std::move(startDogs);
    sc.grid = {trait, kFirstFood, kFirstFood + 2, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    sit(*s, kRow0, 0);
    return s;
}

} // namespace

TEST_CASE("setup: deck by marks, starting dogs, End Game depth 7/11/15, grid, displays", "[setup]") {
    for (int n = 2; n <= 4; ++n) {
        INFO(n << " players");
        DogLoverState s(makeSetup(n));
        CHECK(s.drawCount() == 40 + 20 * n);
        for (int seat = 0; seat < n; ++seat)
            must(s, s.chanceOutcomes().front().action); // starting dogs
        for (int seat = 0; seat < n; ++seat) {
            REQUIRE(s.player(seat).area.dogCount == 1);
            CHECK(isRegularDog(s.player(seat).area.dogs[0].card));
            CHECK(s.player(seat).tricks == 1U << kSiad);
        }
        dealLowest(s);
        CHECK(s.phase() == Phase::Guard);
        CHECK(s.currentSeat() == n - 1); // the last seat places the watch dog
        CHECK(s.drawCount() == 40 + 20 * n - n - 9);
        CHECK(s.cardsAboveEndGame() == s.drawCount() - (4 * n - 1));
        View v = s.viewFor(0);
        CHECK(v.trickDisplay.size() == 3);
        CHECK(v.shelterDisplay.size() == 3);
        CHECK(v.trickDeck == 8);
        CHECK(v.shelterDeck == 12);
        auto legal = s.legalActions();
        CHECK(legal.size() == 6);
        must(s, Action(kGuard, 4));
        CHECK(s.guard() == 4);
        CHECK(s.player(n - 1).fetch);
        CHECK_FALSE(s.player(n - 1).fetchFresh); // usable from the first turn (E61)
        CHECK(s.currentSeat() == 0);
        std::vector<std::string> problems;
        s.checkInvariants(problems);
        CHECK(problems.empty());
    }
}

TEST_CASE("while the watch dog is placed, the turn and the status line are the placing seat's (#12)",
          "[setup]") {
    for (int n = 2; n <= 4; ++n) {
        INFO(n << " players");
        DogLoverState s(makeSetup(n));
        for (int seat = 0; seat < n; ++seat)
            must(s, s.chanceOutcomes().front().action);
        dealLowest(s);
        REQUIRE(s.phase() == Phase::Guard);
        REQUIRE(s.currentSeat() == n - 1);
        CHECK(s.turnSeat() == n - 1); // the side panel's "X's turn" and the status bar's token
        const std::string status = s.statusText();
        CHECK(status.rfind(s.playerName(n - 1), 0) == 0);
        // It says why this seat acts before the first player (play test: "Player 2 is the first
        // player", then "Player 1 places the watch dog", unexplained): the first player is named only
        // as the one who begins afterwards.
        CHECK(status == s.playerName(n - 1) + " places the watch dog, then " + s.playerName(0) + " begins");
        must(s, Action(kGuard, 4));
        CHECK(s.turnSeat() == 0); // then the first player's turn
    }
}

TEST_CASE("starting dogs are drawn by weight of the dog cards only", "[setup]") {
    DogLoverState s(makeSetup(2));
    auto outs = s.chanceOutcomes();
    REQUIRE(outs.size() == 16); // the 16 dogs of the 2-player deck
    for (const auto& o : outs)
        CHECK(isRegularDog(static_cast<CardId>(o.action.arg(0))));
}

TEST_CASE("special starting tricks: every player gets a different one", "[setup]") {
    DogLoverState s(makeSetup(4, true));
    CHECK(s.chanceOutcomes().size() == 5);
    must(s, Action(kDealSpecial, 3));
    CHECK(s.chanceOutcomes().size() == 4);
    must(s, Action(kDealSpecial, 1));
    must(s, Action(kDealSpecial, 5));
    must(s, Action(kDealSpecial, 2));
    CHECK(s.player(0).tricks == 1U << 3);
    CHECK(s.player(3).tricks == 1U << 2);
    CHECK(s.phase() == Phase::StartDog);
}

TEST_CASE("T17: watch dog on the middle row, Sit has 5 legal placements", "[draft]") {
    auto s = scripted({});
    auto legal = s->legalActions();
    CHECK(count(legal, kDraft) == 5);
    const int midRow = placementIndex(kSiad, cells({3, 4, 5}), 1);
    REQUIRE(midRow >= 0);
    const auto before = s->debugText();
    auto r = s->apply(Action(kDraft, kSiad, midRow));
    CHECK_FALSE(r.ok());
    CHECK(r.reason.find("watch dog") != std::string::npos);
    CHECK(s->debugText() == before); // refused, nothing changed
}

TEST_CASE("E59: every trick has a legal placement on a full grid for every watch-dog position",
          "[draft][shapes]") {
    // The redesigned shapes (2026-11-25): all 17 tricks x all 6 guarded lines. The draft is then
    // compulsory: ending the turn without drafting is never offered on a full grid.
    for (int t = 0; t < kTrickIds; ++t)
        for (Line g = 0; g < 6; ++g) {
            INFO(trick(static_cast<TrickId>(t)).name << " with the watch dog by the " << lineName(g));
            auto s = scripted({});
            s->editGuard(g);
            s->editPlayer(0).tricks = 1U << t;
            CHECK(count(s->legalActions(), kDraft) > 0);
            CHECK(s->anyLegalDraft());
            CHECK_FALSE(isLegal(*s, Action(kEndTurn)));
            CHECK_FALSE(s->viewFor(0).canSkipDraft);
            CHECK(s->apply(Action(kEndTurn)).reason.find("draft") != std::string::npos);
        }
}

TEST_CASE("no mirroring: Do nogi and Skacz, Poproś and Tańcz are mirror images with different placements",
          "[draft][shapes]") {
    auto mirrored = [](TrickId t) { // the printed pattern reflected left to right
        std::uint16_t m = 0;
        for (auto [r, c] : trick(t).cells)
            m = static_cast<std::uint16_t>(m | 1U << (r * 3 + (2 - c)));
        return m;
    };
    auto masks = [](TrickId t) {
        std::vector<std::uint16_t> v;
        for (const auto& p : placements(t))
            v.push_back(p.mask);
        return v;
    };
    for (auto [a, b] : {std::pair<TrickId, TrickId>{9, 12}, std::pair<TrickId, TrickId>{14, 16}}) {
        INFO(trick(a).name << " / " << trick(b).name);
        const auto mb = masks(b), ma = masks(a);
        CHECK(std::find(mb.begin(), mb.end(), mirrored(a)) != mb.end()); // b's shape is a's mirror image
        for (std::uint16_t m : ma)
            CHECK(std::find(mb.begin(), mb.end(), m) == mb.end()); // no shared placement
    }
}

TEST_CASE("E3 / E59: the draft is skipped only when no placement fits over cards", "[draft]") {
    // Late in a game cells may stay empty. Sit with the middle row guarded: empty the left and the
    // right column and the middle cell of the top and bottom rows: no line of three cards remains.
    auto s = scripted({});
    for (int cell : {0, 3, 6, 2, 5, 8, 1, 7})
        s->editGrid(cell, kNoCard);
    CHECK(count(s->legalActions(), kDraft) == 0);
    CHECK(isLegal(*s, Action(kEndTurn)));
    CHECK(s->viewFor(0).canSkipDraft);
    // With the middle column full again, Sit can take it (one card from the guarded row): no skip.
    auto t = scripted({});
    for (int cell : {0, 3, 6, 2, 5, 8})
        t->editGrid(cell, kNoCard);
    CHECK(count(t->legalActions(), kDraft) == 1);
    CHECK_FALSE(isLegal(*t, Action(kEndTurn)));
    CHECK_FALSE(t->viewFor(0).canSkipDraft);
}

TEST_CASE("T19: Sit on the middle column takes Mando, dry food and adoption", "[draft]") {
    Script sc;
    sc.startDogs = {kArya, kBruno};
    sc.grid = {kLeia, kMando, kWalk, kTraining, kFirstFood + 2, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    const int supplyDry = s->supply(Dry);
    sit(*s, kMidCol, 4);
    const Area& a = s->player(0).area;
    CHECK(a.dogCount == 2);
    CHECK(a.dogs[1].card == kMando);
    CHECK(a.tokens[Dry] == 1);
    CHECK(s->supply(Dry) == supplyDry - 1);
    CHECK(s->discardCount(kFirstFood + 2) == 1);
    CHECK(a.handCount(kAdoption) == 1);
    CHECK(s->guard() == 4);                      // the middle column
    CHECK(s->viewFor(0).guardSide == Side::Top); // right above it
    // refill: the three emptied cells, top to bottom
    must(*s, Action(kEndTurn));
    CHECK(s->currentSeat() == kChanceSeat);
    must(*s, Action(kDeal, kBone));
    CHECK(s->gridAt(1) == kBone);
    must(*s, Action(kDeal, kWalk));
    CHECK(s->gridAt(4) == kWalk);
    must(*s, Action(kDeal, kPestka));
    CHECK(s->gridAt(7) == kPestka);
    CHECK(s->currentSeat() == 1);
}

TEST_CASE("the draft is mandatory and happens once (E6, E7)", "[draft]") {
    auto s = scripted({});
    CHECK_FALSE(isLegal(*s, Action(kEndTurn)));
    auto r = s->apply(Action(kEndTurn));
    CHECK(r.reason.find("draft") != std::string::npos);
    sit(*s, kRow0, 0);
    CHECK(count(s->legalActions(), kDraft) == 0);
    CHECK(isLegal(*s, Action(kEndTurn)));
}

TEST_CASE("x2 food gives two tokens, a treat card a treat token", "[cards]") {
    Script sc;
    sc.grid = {kFirstFood + 1, kFirstFood + 6, kFirstFood + 4, kWalk, kTraining,
               kBone,          kFirstToy,      kAdoption,      kDango};
    auto s = scripted(sc);
    sit(*s, kRow0, 0);
    CHECK(s->player(0).area.tokens == std::array<std::uint8_t, 4>{2, 0, 1, 1});
}

TEST_CASE("T20: Fetch after the draft takes a training card and leaves Fetch in the grid", "[fetch]") {
    auto s = scripted({});
    sit(*s, kRow0, 0);
    must(*s, Action(kEndTurn));
    dealLowest(*s);
    REQUIRE(s->currentSeat() == 1); // Tomek holds Fetch
    sit(*s, cells({2, 5, 8}), 5);   // the right column; the training card stays in the middle
    REQUIRE(s->gridAt(4) == kTraining);
    const int before = s->player(1).area.handCount(kTraining);
    must(*s, Action(kFetch, 4));
    CHECK(s->player(1).area.handCount(kTraining) == before + 1);
    CHECK(s->gridAt(4) == kFetchCard);
    CHECK_FALSE(s->player(1).fetch);
    must(*s, Action(kEndTurn));
    dealLowest(*s);
    CHECK(s->gridAt(4) == kFetchCard); // the refill skips the Fetch card's cell
}

TEST_CASE("Fetch: not on the turn it was drafted (E11), allowed to reclaim (E12), not mid-draft (E13)",
          "[fetch]") {
    auto s = scripted({});
    sit(*s, kRow0, 0);
    must(*s, Action(kEndTurn));
    dealLowest(*s);
    // Tomek fetches the middle card, then drafts the middle column, Fetch card included
    must(*s, Action(kFetch, 4));
    sit(*s, kMidCol, 4);
    CHECK(s->player(1).fetch);
    CHECK(s->player(1).fetchFresh);
    auto r = s->apply(Action(kFetch, 0));
    CHECK_FALSE(r.ok());
    CHECK(r.reason.find("next turn") != std::string::npos);
    must(*s, Action(kEndTurn));
    dealLowest(*s);
    CHECK_FALSE(s->player(1).fetchFresh);
    // Ania cannot use it: she does not hold it
    CHECK(s->apply(Action(kFetch, 0)).reason.find("do not hold") != std::string::npos);
}

TEST_CASE("E13: Fetch waits while a drafted food card is unresolved", "[fetch]") {
    Script sc;
    sc.grid = {kZlodziejaszek, kFirstFood, kRudy, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    s->editPlayer(0).fetch = true;
    sit(*s, kRow0, 0); // Złodziejaszek, scraps, Rudy (medium): the food waits for a decision
    CHECK(s->viewFor(0).unresolvedFood.size() == 1);
    CHECK(s->apply(Action(kFetch, 3)).reason.find("middle of a draft") != std::string::npos);
}

TEST_CASE("E30: attach Złodziejaszek first, then tuck the food card drafted with it", "[cards][traits]") {
    Script sc;
    sc.grid = {kZlodziejaszek, kFirstFood + 2, kRudy, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    sit(*s, kRow0, 0);
    // Rudy is dog 1; the food card may go to tokens now, or under Rudy once the trait is attached
    CHECK(isLegal(*s, Action(kFood, kFirstFood + 2, -1)));
    CHECK_FALSE(isLegal(*s, Action(kFood, kFirstFood + 2, 1)));
    CHECK_FALSE(isLegal(*s, Action(kEndTurn)));
    must(*s, Action(kAttach, 1, kZlodziejaszek));
    must(*s, Action(kFood, kFirstFood + 2, 1));
    CHECK(s->player(0).area.dogs[1].tuckedCount(kFirstFood + 2) == 1);
    CHECK(s->player(0).area.tokens[Dry] == 0);
    CHECK(isLegal(*s, Action(kEndTurn)));
}

TEST_CASE("without a thief the food becomes tokens at once", "[cards]") {
    auto s = scripted({});
    sit(*s, kRow0, 0); // Leia, dry food, adoption
    CHECK(s->viewFor(0).unresolvedFood.empty());
    CHECK(s->player(0).area.tokens[Dry] == 1);
}

TEST_CASE("T21: two training cards cannot buy Poproś but buy Do nogi exactly", "[learn]") {
    auto s = scripted({}); // display top first: Poproś (3), Do nogi (2), Łap (1)
    s->editPlayer(0).area.handRef(kTraining) = 2;
    auto legal = s->legalActions();
    CHECK_FALSE(isLegal(*s, Action(kLearn, 0)));
    CHECK(s->apply(Action(kLearn, 0)).reason.find("costs 3") != std::string::npos);
    CHECK(isLegal(*s, Action(kLearn, 1)));
    must(*s, Action(kLearn, 1));
    CHECK(s->player(0).area.handCount(kTraining) == 0);
    CHECK(s->player(0).tricks >> 9 & 1U);
    CHECK(s->discardCount(kTraining) == 2);
    // the display slides down and a new trick comes on top
    CHECK(s->currentSeat() == kChanceSeat);
    must(*s, Action(kRevealTrick, kFirstBought + 10));
    View v = s->viewFor(0);
    CHECK(v.trickDisplay == std::vector<TrickId>{kFirstBought + 10, kFirstBought + 8, kFirstBought + 0});
}

TEST_CASE("E8/E9/E10: several tricks a turn, usable at once, cost paid exactly", "[learn]") {
    auto s = scripted({});
    s->editPlayer(0).area.handRef(kTraining) = 3;
    must(*s, Action(kLearn, 2)); // Łap, cost 1
    CHECK(s->player(0).area.handCount(kTraining) == 2);
    dealLowest(*s);
    must(*s, Action(kLearn, 2)); // Do nogi slid to the bottom, cost 2
    CHECK(s->player(0).area.handCount(kTraining) == 0);
    dealLowest(*s);
    // Łap can be used this very turn
    auto legal = s->legalActions();
    CHECK(std::any_of(legal.begin(), legal.end(),
                      [](const Action& a) { return a.kind == kDraft && a.arg(0) == kFirstBought; }));
}

TEST_CASE("rescue: two adoption cards for a shelter dog, the display refills on top", "[rescue]") {
    auto s = scripted({}); // shelter display top first: Statyw, Krokiet, Dino
    s->editPlayer(0).area.handRef(kAdoption) = 1;
    CHECK(s->apply(Action(kRescue, 0)).reason.find("2 adoption") != std::string::npos);
    s->editPlayer(0).area.handRef(kAdoption) = 2;
    must(*s, Action(kRescue, 1));
    CHECK(s->player(0).area.dogs[1].card == kKrokiet);
    CHECK(s->discardCount(kAdoption) == 2);
    must(*s, Action(kRevealShelter, kBigos));
    CHECK(s->viewFor(0).shelterDisplay == std::vector<CardId>{kBigos, kStatyw, kDino});
}

TEST_CASE("T22: a walk waits for a dog rescued later in the turn, and must go under it", "[walks]") {
    Script sc;
    sc.startDogs = {kMando, kArya};
    sc.grid = {kWalk, kFirstFood, kFirstFood + 2, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    s->editPlayer(0).area.dogs[0].tucked[static_cast<std::size_t>(tuckSlot(kWalk))] = 1; // Mando has a walk
    s->editPlayer(0).area.handRef(kAdoption) = 2;
    sit(*s, kRow0, 0);
    CHECK(s->pendingWalks() == 1);
    CHECK_FALSE(isLegal(*s, Action(kTuck, 0, kWalk)));
    must(*s, Action(kRescue, 0)); // Statyw
    dealLowest(*s);
    must(*s, Action(kEndTurn));
    CHECK(s->phase() == Phase::Settle);
    auto legal = s->legalActions();
    CHECK(legal == std::vector<Action>{Action(kTuck, 1, kWalk)}); // must tuck it, cannot discard
    must(*s, Action(kTuck, 1, kWalk));
    CHECK(s->phase() == Phase::Refill);
}

TEST_CASE("E17/E18: a walk no dog can take is discarded at the end of the turn", "[walks]") {
    Script sc;
    sc.grid = {kWalk, kFirstFood, kFirstFood + 2, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    s->editPlayer(0).area.dogs[0].tucked[static_cast<std::size_t>(tuckSlot(kWalk))] = 1;
    sit(*s, kRow0, 0);
    must(*s, Action(kEndTurn));
    CHECK(s->legalActions() == std::vector<Action>{Action(kDiscardWalk)});
    must(*s, Action(kDiscardWalk));
    CHECK(s->discardCount(kWalk) == 1);
}

TEST_CASE("tuck limits: one walk, one training, one toy, bones need Morus or Urwis, Łobuziak blocks all",
          "[tuck]") {
    DogSlot plain = dog(kMando);
    CHECK(canTuck(plain, kWalk));
    CHECK(canTuck(plain, kBall));
    CHECK_FALSE(canTuck(plain, kBone));
    CHECK_FALSE(canTuck(plain, kAdoption));
    CHECK_FALSE(canTuck(plain, kFirstFood));
    CHECK_FALSE(canTuck(plain, kLobuziak)); // E47: traits are never tucked
    CHECK_FALSE(canTuck(plain, kMando));
    CHECK_FALSE(canTuck(dog(kMando, kNoCard, {kWalk}), kWalk));
    CHECK_FALSE(canTuck(dog(kMando, kNoCard, {kBall}), kFrisbee));
    CHECK(canTuck(dog(kMando, kNoCard, {kBall}), kTraining));
    CHECK(canTuck(dog(kMando, kMorus, {kBone}), kBone));
    CHECK(canTuck(dog(kMando, kPrzewodnik, {kWalk}), kWalk));
    CHECK_FALSE(canTuck(dog(kMando, kPrzewodnik, {kTraining}), kTraining));
    CHECK(canTuck(dog(kRudy, kUrwis, {kWalk, kBone}), kWalk));
    CHECK(canTuck(dog(kRudy, kUrwis), kAdoption));
    CHECK(canTuck(dog(kLeia, kArystokrata, {kAdoption}), kAdoption));
    CHECK(canTuck(dog(kLeia, kNajlepszy, {kBall}), kBall));
    CHECK(canTuck(dog(kNela, kPupilek, {kTraining}), kTraining));
    CHECK_FALSE(canTuck(dog(kLeia, kLobuziak), kWalk));
    CHECK(canAttach(dog(kLeia, kNoCard, {kWalk}), kLobuziak)); // E41: earlier tucks stay
    CHECK_FALSE(canAttach(dog(kLeia), kMorus));
    CHECK_FALSE(canAttach(dog(kLeia, kNajlepszy), kLobuziak));
    CHECK(canAttach(dog(kStatyw), kMorus)); // E28: shelter dogs take traits
}

TEST_CASE("tuck from hand is refused with the reason", "[tuck]") {
    auto s = scripted({});
    s->editPlayer(0).area.handRef(kBone) = 1;
    s->editPlayer(0).area.handRef(kBall) = 2;
    must(*s, Action(kTuck, 0, kBall));
    auto r = s->apply(Action(kTuck, 0, kBall));
    CHECK(r.reason.find("already") != std::string::npos);
    CHECK(s->apply(Action(kTuck, 0, kBone)).reason.find("trait") != std::string::npos);
    CHECK(s->apply(Action(kTuck, 0, kTraining)).reason.find("no such card") != std::string::npos);
}

TEST_CASE("E20: an eligible dog must take a drafted trait", "[traits]") {
    auto s = traitWithoutDog(kMorus); // Mando is big: eligible
    must(*s, Action(kEndTurn));
    CHECK(s->legalActions() == std::vector<Action>{Action(kAttach, 0, kMorus)});
}

TEST_CASE("E21: two traits for one eligible dog, the second pays its penalty", "[traits]") {
    Script sc;
    sc.grid = {kMorus, kPrzewodnik, kFirstFood, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    sit(*s, kRow0, 0);
    must(*s, Action(kEndTurn));
    must(*s, Action(kAttach, 0, kPrzewodnik));
    CHECK(s->legalActions() == std::vector<Action>{Action(kDiscardTrait, kMorus)});
    must(*s, Action(kDiscardTrait, kMorus)); // no bone in hand: nothing more to lose (E22)
    CHECK(s->discardCount(kMorus) == 1);
    CHECK(s->phase() == Phase::Refill);
}

TEST_CASE("penalty Łobuziak: one tucked card of the player's choice (E26)", "[penalties]") {
    auto s = traitWithoutDog(kLobuziak);
    auto& mando = s->editPlayer(0).area.dogs[0];
    mando.tucked[static_cast<std::size_t>(tuckSlot(kWalk))] = 1;
    mando.tucked[static_cast<std::size_t>(tuckSlot(kTraining))] = 1;
    must(*s, Action(kEndTurn));
    must(*s, Action(kDiscardTrait, kLobuziak));
    CHECK(s->phase() == Phase::Penalty);
    CHECK(s->legalActions() ==
          std::vector<Action>{Action(kPenalty, 0, kWalk), Action(kPenalty, 0, kTraining)});
    must(*s, Action(kPenalty, 0, kTraining));
    CHECK(s->player(0).area.dogs[0].tuckedCount(kTraining) == 0);
    CHECK(s->player(0).area.dogs[0].tuckedCount(kWalk) == 1);
    CHECK(s->phase() == Phase::Refill);
}

TEST_CASE("penalty Najlepszy przyjaciel: a toy from hand", "[penalties]") {
    auto s = traitWithoutDog(kNajlepszy);
    s->editPlayer(0).area.handRef(kChewToy) = 1;
    must(*s, Action(kEndTurn));
    must(*s, Action(kDiscardTrait, kNajlepszy));
    CHECK(s->player(0).area.handCount(kChewToy) == 0);
    CHECK(s->discardCount(kChewToy) == 1);
}

TEST_CASE("penalty Arystokrata: any card from hand (E27)", "[penalties]") {
    auto s = traitWithoutDog(kArystokrata);
    s->editPlayer(0).area.handRef(kBone) = 1;
    s->editPlayer(0).area.handRef(kTraining) = 1;
    must(*s, Action(kEndTurn));
    must(*s, Action(kDiscardTrait, kArystokrata));
    CHECK(s->legalActions() == std::vector<Action>{Action(kPenalty, kTraining), Action(kPenalty, kBone)});
    must(*s, Action(kPenalty, kBone));
    CHECK(s->player(0).area.handCount(kBone) == 0);
    CHECK(s->player(0).area.handCount(kTraining) == 1);
}

TEST_CASE("penalty Złodziejaszek: two tokens of the player's choice", "[penalties]") {
    auto s = traitWithoutDog(kZlodziejaszek, {kMando, kArya}); // Mando is big: no medium dog
    // the draft gave 1 scraps and 1 dry token
    must(*s, Action(kEndTurn));
    const int supplyBefore = s->supply(Scraps) + s->supply(Dry);
    must(*s, Action(kDiscardTrait, kZlodziejaszek));
    CHECK(s->legalActions() == std::vector<Action>{Action(kPenalty, Scraps), Action(kPenalty, Dry)});
    must(*s, Action(kPenalty, Dry));
    // one token left: taken without a question
    CHECK(s->player(0).area.tokens == std::array<std::uint8_t, 4>{0, 0, 0, 0});
    CHECK(s->supply(Scraps) + s->supply(Dry) == supplyBefore + 2);
}

TEST_CASE("penalty Pupilek: two training cards from hand", "[penalties]") {
    auto s = traitWithoutDog(kPupilek);
    s->editPlayer(0).area.handRef(kTraining) = 3;
    must(*s, Action(kEndTurn));
    must(*s, Action(kDiscardTrait, kPupilek));
    CHECK(s->player(0).area.handCount(kTraining) == 1);
}

TEST_CASE("penalty Urwis: a trick, never the last one (E23)", "[penalties]") {
    auto s = traitWithoutDog(kUrwis);
    must(*s, Action(kEndTurn));
    must(*s, Action(kDiscardTrait, kUrwis));
    CHECK(s->player(0).tricks == 1U << kSiad); // the only trick stays
    auto t = traitWithoutDog(kUrwis);
    t->editPlayer(0).tricks |= 1U << 9;
    must(*t, Action(kEndTurn));
    must(*t, Action(kDiscardTrait, kUrwis));
    CHECK(t->legalActions() == std::vector<Action>{Action(kPenalty, kSiad), Action(kPenalty, 9)});
    must(*t, Action(kPenalty, kSiad)); // the starting card may go if another trick remains
    CHECK(t->player(0).tricks == 1U << 9);
}

TEST_CASE("penalty Przewodnik: a pending walk first, else a tucked one (E25)", "[penalties]") {
    Script sc;
    sc.startDogs = {kLeia, kArya};
    sc.grid = {kPrzewodnik, kWalk, kFirstFood, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    s->editPlayer(0).area.dogs[0].tucked[static_cast<std::size_t>(tuckSlot(kWalk))] =
        1; // Leia already has a walk
    sit(*s, kRow0, 0);
    must(*s, Action(kEndTurn));
    must(*s, Action(kDiscardTrait, kPrzewodnik));
    CHECK(s->pendingWalks() == 0); // the pending walk paid the penalty
    CHECK(s->player(0).area.dogs[0].tuckedCount(kWalk) == 1);
    auto t = traitWithoutDog(kPrzewodnik, {kLeia, kArya});
    t->editPlayer(0).area.dogs[0].tucked[static_cast<std::size_t>(tuckSlot(kWalk))] = 1;
    must(*t, Action(kEndTurn));
    must(*t, Action(kDiscardTrait, kPrzewodnik));
    CHECK(t->player(0).area.dogs[0].tuckedCount(kWalk) == 0);
}

TEST_CASE("penalty Morus: a bone from hand", "[penalties]") {
    auto s = traitWithoutDog(kMorus, {kLeia, kArya});
    s->editPlayer(0).area.handRef(kBone) = 2;
    must(*s, Action(kEndTurn));
    must(*s, Action(kDiscardTrait, kMorus));
    CHECK(s->player(0).area.handCount(kBone) == 1);
}

TEST_CASE("penalty Uciekinier: a dog with everything on it (E24, E29)", "[penalties]") {
    auto s = traitWithoutDog(kUciekinier, {kLeia, kArya});
    auto& p = s->editPlayer(0).area;
    p.addDog(kDango);
    p.dogs[1].trait = kPupilek;
    p.dogs[1].tucked[static_cast<std::size_t>(tuckSlot(kTraining))] = 2;
    must(*s, Action(kEndTurn));
    must(*s, Action(kDiscardTrait, kUciekinier));
    CHECK(s->legalActions() == std::vector<Action>{Action(kPenalty, 0), Action(kPenalty, 1)});
    must(*s, Action(kPenalty, 1));
    CHECK(s->player(0).area.dogCount == 1);
    CHECK(s->discardCount(kDango) == 1);
    CHECK(s->discardCount(kPupilek) == 1);
    CHECK(s->discardCount(kTraining) == 2);
}

TEST_CASE("settlement order is the player's: a penalty can change what a later item can do (E62)",
          "[traits]") {
    Script sc;
    sc.startDogs = {kMando, kArya};
    sc.grid = {kUciekinier, kWalk, kFirstFood, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    s->editPlayer(0).area.dogs[0].trait = kMorus; // Mando already has a trait: Uciekinier has no dog
    sit(*s, kRow0, 0);
    must(*s, Action(kEndTurn));
    auto legal = s->legalActions();
    CHECK(isLegal(*s, Action(kTuck, 0, kWalk)));
    CHECK(isLegal(*s, Action(kDiscardTrait, kUciekinier)));
    must(*s, Action(kDiscardTrait, kUciekinier)); // the only dog goes: the walk has no dog any more
    CHECK(s->player(0).area.dogCount == 0);
    CHECK(s->legalActions() == std::vector<Action>{Action(kDiscardWalk)});
}

TEST_CASE("hands are hidden from other seats, their size is public", "[view]") {
    auto s = scripted({});
    sit(*s, kRow0, 0); // Ania takes an adoption card into her hand
    View own = s->viewFor(0), other = s->viewFor(1), spectator = s->viewFor(kNoSeat);
    CHECK(own.players[0].area.handCount(kAdoption) == 1);
    CHECK(other.players[0].handCount == 1);
    CHECK(other.players[0].area.handSize() == 0);
    CHECK_FALSE(other.players[0].handKnown);
    CHECK(spectator.players[0].area.handSize() == 0);
    CHECK(s->viewText(1).find("hidden") != std::string::npos);
    CHECK(s->viewText(0).find("Adoption x1") != std::string::npos);
}

TEST_CASE("the End Game card makes the round the last, everyone gets the same number of turns (E15)",
          "[end]") {
    for (int n = 2; n <= 4; ++n) {
        DogLoverState s(makeSetup(n));
        dealLowest(s);
        must(s, Action(kGuard, 1));
        int endSeenInTurnOf = -1;
        while (!s.isOver()) {
            if (s.currentSeat() == kChanceSeat) {
                must(s, s.chanceOutcomes().back().action);
            } else {
                // draft with the first legal action that is a draft, else end the turn / first option
                auto legal = s.legalActions();
                auto it = std::find_if(legal.begin(), legal.end(),
                                       [](const Action& a) { return a.kind == kDraft; });
                if (it == legal.end())
                    it = std::find_if(legal.begin(), legal.end(),
                                      [](const Action& a) { return a.kind == kEndTurn; });
                must(s, it != legal.end() ? *it : legal.front());
            }
            if (s.endGameDrawn() && endSeenInTurnOf < 0) endSeenInTurnOf = s.turnSeat();
        }
        INFO(n << " players, End Game drawn in seat " << endSeenInTurnOf << "'s turn");
        CHECK(endSeenInTurnOf >= 0);
        for (int seat = 1; seat < n; ++seat)
            CHECK(s.turnsTaken(seat) == s.turnsTaken(0));
        CHECK(s.discardCount(kEndGame) == 1);
        std::vector<std::string> problems;
        s.checkInvariants(problems);
        CHECK(problems.empty());
    }
}

TEST_CASE("illegal actions are refused with a reason and change nothing", "[rules]") {
    auto s = scripted({});
    const auto before = s->debugText();
    for (const Action& a :
         {Action(kDraft, 9, 0), Action(kAttach, 0, kMorus), Action(kRescue, 0), Action(kLearn, 2),
          Action(kFetch, 0), Action(kDiscardWalk), Action(kGuard, 2), Action(kFood, kFirstFood, -1)}) {
        auto r = s->apply(a);
        INFO(s->actionToText(a));
        CHECK_FALSE(r.ok());
        CHECK_FALSE(r.reason.empty());
        CHECK(s->debugText() == before);
    }
}

TEST_CASE("E53: the Fetch card in the grid counts as a card of its line for the watch dog",
          "[draft][fetch]") {
    auto s = scripted({}); // guard on the middle row
    s->editGrid(3, kFetchCard);
    s->editPlayer(1).fetch = false;
    s->editPlayer(0).tricks = 1U << 1; // Podaj łapę: cells (0,0) (1,0) (1,1)
    const int i = placementIndex(1, cells({0, 3, 4}), 1);
    REQUIRE(i >= 0);
    auto r = s->apply(Action(kDraft, 1, i));
    CHECK_FALSE(r.ok());
    CHECK(r.reason.find("2 cards") != std::string::npos);
    // Sit down the left column takes it as its one card of the middle row
    s->editPlayer(0).tricks = 1U << kSiad;
    must(*s, Action(kDraft, kSiad, placementIndex(kSiad, cells({0, 3, 6}), 3)));
    CHECK(s->player(0).fetch);
    CHECK(s->player(0).fetchFresh);
}

TEST_CASE("E54: the watch dog follows the star of the placement chosen", "[draft]") {
    auto s = scripted({});
    s->editPlayer(0).tricks = 1U << 10; // Szukaj: three corners and the middle
    auto legal = s->legalActions();
    CHECK(std::count_if(legal.begin(), legal.end(), [](const Action& a) { return a.kind == kDraft; }) == 4);
    const int printedWay = placementIndex(10, cells({0, 2, 4, 6}), 3);
    REQUIRE(printedWay >= 0);
    must(*s, Action(kDraft, 10, printedWay));
    CHECK(s->guard() == 3); // the left column, star on top
    CHECK(s->viewFor(0).guardSide == Side::Top);
    // With the redesigned shapes no two placements of a trick cover the same cells, so choosing the
    // cells chooses the star too; the rule (a placement is its cells and its star) still holds.
    for (int t = 0; t < kTrickIds; ++t) {
        auto ps = placements(static_cast<TrickId>(t));
        for (std::size_t i = 0; i < ps.size(); ++i)
            for (std::size_t j = i + 1; j < ps.size(); ++j)
                CHECK(ps[i].mask != ps[j].mask);
    }
}

TEST_CASE("E16: an empty trick deck leaves the display shorter", "[learn]") {
    auto s = scripted({});
    s->editPlayer(0).area.handRef(kTraining) = 40;
    int learned = 0;
    while (learned < 11) {
        auto legal = s->legalActions();
        auto it = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.kind == kLearn; });
        if (it == legal.end()) break;
        must(*s, *it);
        dealLowest(*s);
        ++learned;
    }
    CHECK(learned == 11);
    CHECK(s->viewFor(0).trickDisplay.empty());
    CHECK(s->apply(Action(kLearn, 0)).reason.find("no trick") != std::string::npos);
}

TEST_CASE("heuristic returns: in 0..1, summing to 1, the leader highest", "[bots]") {
    auto s = scripted({});
    s->editPlayer(0).area.tokens = {2, 1, 0, 0}; // Mando fed: 4 VP
    auto r = s->heuristicReturns();
    REQUIRE(r.size() == 2);
    CHECK(r[0] + r[1] == Approx(1.0));
    CHECK(r[0] > r[1]);
    for (double v : r)
        CHECK((v >= 0.0 && v <= 1.0));
    CHECK(s->scoreOf(0).total == 4);
    CHECK(s->scoreOf(1).total == -2);
}

TEST_CASE("the status line speaks of the player, never to them: a computer's turn is no 'your' (play "
          "tester C)",
          "[text]") {
    // The line shows in the status strip for a computer's turn ("Rex (computer): draft with one of
    // your tricks") and on the other players' boards: every phase in random games says it in the
    // third person.
    for (int n = 2; n <= 4; ++n)
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            DogLoverState s(makeSetup(n));
            Rng rng(seed * 7 + static_cast<std::uint64_t>(n));
            std::set<Phase> seen;
            for (int steps = 0; !s.isOver() && steps < 5000; ++steps) {
                const std::string status = s.statusText();
                INFO(status);
                if (s.currentSeat() != kChanceSeat) {
                    seen.insert(s.phase());
                    CHECK(status.rfind(s.playerName(s.turnSeat()), 0) == 0);
                    CHECK(status.find("your") == std::string::npos);
                    CHECK(status.find("you ") == std::string::npos);
                    CHECK(status.find("you)") == std::string::npos);
                }
                if (s.currentSeat() == kChanceSeat) {
                    auto outs = s.chanceOutcomes();
                    must(s, outs[rng.pickWeighted(outs)].action);
                } else {
                    auto legal = s.legalActions();
                    must(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
                }
            }
            CHECK(seen.count(Phase::Turn) == 1);
            CHECK(seen.count(Phase::Guard) == 1);
        }
}

TEST_CASE("the picker's line says 3×3 with a times sign, not a letter x (play tester C)", "[text]") {
    GameRegistry reg;
    registerRules(reg);
    const GameInfo* info = reg.find("doglover");
    REQUIRE(info != nullptr);
    CHECK(info->blurb.find("3×3") != std::string::npos);
    CHECK(info->blurb.find("3x3") == std::string::npos);
}
