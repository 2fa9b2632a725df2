// Dog Kids rules: one test per rule and per edge case of shared/rules/dog-kids.md.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iterator>
#include <regex>

#include "../game_test_support.h"
#include "dogkids/rules/dogkids_state.h"
#include "dogtable/core/registry.h"
#include "dogtable/core/rng.h"

using namespace dogtable;
using namespace dogtable::games::dogkids;

namespace {

constexpr Colour R = Colour::Red, B = Colour::Blue, Y = Colour::Yellow, G = Colour::Green;
constexpr int r = 0, b = 1, y = 2, g = 3; // colour arguments
constexpr int H1 = kHomeBase, H2 = kHomeBase + 1, H3 = kHomeBase + 2;

DogKidsState makeState(int players, bool teams = false, const std::string& solo = "3") {
    auto setup = std::make_shared<Setup>();
    setup->players = players;
    for (int s = 0; s < players; ++s)
        setup->names.push_back(fmt::format("P{}", s + 1));
    setup->variants["teams"] = teams ? "1" : "0";
    setup->variants["solo"] = solo;
    setup->variants["first"] = "1"; // seat 1 begins, as the tests were written
    // The scenario tests were written on the first board; the rules are the same on both, and the
    // symmetric board has its own tests below ("the symmetric board ...").
    setup->variants["board"] = "0";
    return DogKidsState(setup);
}

/// A game in play: every seat holds `hand` (or the given hands), dogs waiting, `turn` to move.
DogKidsState playing(int players, bool teams, std::vector<std::vector<Card>> hands, Seat turn = 0,
                     const std::string& solo = "3") {
    DogKidsState s = makeState(players, teams, solo);
    for (int p = 0; p < players; ++p)
        s.setHand(p, hands[static_cast<std::size_t>(p) % hands.size()]);
    s.startPlayAt(turn);
    return s;
}

bool isLegal(const DogKidsState& s, const Action& a) {
    auto legal = s.legalActions();
    return std::binary_search(legal.begin(), legal.end(), a);
}

/// Applies a legal action and checks it was accepted.
void play(DogKidsState& s, const Action& a) {
    INFO(s.actionToText(a) << "\n" << s.debugText());
    ApplyResult res = s.apply(a);
    INFO(res.reason);
    REQUIRE(res.ok());
}

/// Resolves every pending draw with the first card type available.
void drawAll(DogKidsState& s) {
    while (s.isChance())
        play(s, s.chanceOutcomes().front().action);
}

std::vector<int> movableDogs(const DogKidsState& s) {
    std::vector<int> dogs;
    for (const Action& a : s.legalActions())
        if (a.kind == kMove) dogs.push_back(a.arg(1));
    std::sort(dogs.begin(), dogs.end());
    dogs.erase(std::unique(dogs.begin(), dogs.end()), dogs.end());
    return dogs;
}

std::vector<Action> actionsWithCard(const DogKidsState& s, Card card) {
    std::vector<Action> out;
    for (const Action& a : s.legalActions())
        if (a.kind == kMove && a.arg(0) == card) out.push_back(a);
    return out;
}

std::string refusal(DogKidsState& s, const Action& a) {
    const std::string before = s.debugText();
    ApplyResult res = s.apply(a);
    REQUIRE_FALSE(res.ok());
    REQUIRE(s.debugText() == before);
    return res.reason;
}

} // namespace

// ------------------------------------------------------------------------------------------------
// Board and cards

namespace {
ColourMask maskOf(const char* letters) {
    ColourMask m = 0;
    for (const char* c = letters; *c; ++c)
        m |= bit(*c == 'R' ? R : *c == 'B' ? B : *c == 'Y' ? Y : G);
    return m;
}
} // namespace

TEST_CASE("the ring matches the spec's field list", "[board]") {
    // Spec "Ring fields" (revised 2026-11-24): colours of fields 0..43 (two letters: start field).
    const std::array<const char*, kRingFields> spec = {
        "RY", "G", "B", "R",  "G", "Y", "B", "R",  "G", "Y", "B", "GR", "B", "Y", "G",
        "B",  "R", "Y", "G",  "B", "R", "Y", "BG", "Y", "R", "B", "Y",  "G", "R", "B",
        "Y",  "G", "R", "YB", "R", "G", "Y", "R",  "B", "G", "Y", "R",  "B", "G"};
    for (int f = 0; f < kRingFields; ++f) {
        INFO("field " << f);
        CHECK(board().colours[static_cast<std::size_t>(f)] == maskOf(spec[static_cast<std::size_t>(f)]));
    }
    for (int f : {0, 11, 22, 33})
        CHECK(board().types[static_cast<std::size_t>(f)] == FieldType::Start);
    for (int f : {6, 17, 28, 39})
        CHECK(board().types[static_cast<std::size_t>(f)] == FieldType::Kennel);
    CHECK(entryField(0) == 43);
    CHECK(entryField(1) == 10);
    CHECK(entryField(2) == 21);
    CHECK(entryField(3) == 32);
    // Home lanes (spec "Home lanes"): white Y,G,B · grey R,B,Y · brown G,Y,R · black B,R,G.
    const std::array<std::array<Colour, kHomeFields>, kBoardPositions> lanes = {
        {{Y, G, B}, {R, B, Y}, {G, Y, R}, {B, R, G}}};
    CHECK(board().homeColours == lanes);
}

TEST_CASE("the symmetric board: a quarter turn with R->G->B->Y->R maps it onto itself", "[board]") {
    const Board& bd = board(BoardEdition::Symmetric);
    auto turned = [](ColourMask m) {
        ColourMask out = 0;
        for (int c = 0; c < kColours; ++c)
            if (m & bit(c)) out |= bit(quarterTurnColour(static_cast<Colour>(c)));
        return out;
    };
    for (int f = 0; f < kRingFields; ++f) {
        const auto to = static_cast<std::size_t>((f + kSegment) % kRingFields);
        INFO("field " << f);
        CHECK(bd.colours[to] == turned(bd.colours[static_cast<std::size_t>(f)]));
        CHECK(bd.types[to] == bd.types[static_cast<std::size_t>(f)]);
        const int owner = bd.startOf[static_cast<std::size_t>(f)];
        CHECK(bd.startOf[to] == (owner < 0 ? -1 : (owner + 1) % kBoardPositions));
    }
    for (int p = 0; p < kBoardPositions; ++p)
        for (int h = 0; h < kHomeFields; ++h)
            CHECK(
                bd.homeColours[static_cast<std::size_t>((p + 1) % kBoardPositions)]
                              [static_cast<std::size_t>(h)] ==
                quarterTurnColour(bd.homeColours[static_cast<std::size_t>(p)][static_cast<std::size_t>(h)]));
    // The entry field of each position turns into the next one's.
    for (int p = 0; p < kBoardPositions; ++p)
        CHECK((entryField(p) + kSegment) % kRingFields == entryField((p + 1) % 4));
    // The first edition was not symmetric (the reason for the revision): the check above fails on it.
    const Board& first = board(BoardEdition::First);
    bool firstSymmetric = true;
    for (int f = 0; f < kRingFields; ++f)
        firstSymmetric =
            firstSymmetric && first.colours[static_cast<std::size_t>((f + kSegment) % kRingFields)] ==
                                  turned(first.colours[static_cast<std::size_t>(f)]);
    CHECK_FALSE(firstSymmetric);
}

TEST_CASE("games saved before the symmetric board keep the first board, new games get the symmetric one",
          "[board]") {
    GameRegistry registry;
    registerRules(registry);
    Setup setup;
    setup.players = 2;
    // A new game: every declared variant at its default.
    auto fresh = registry.newGame("dogkids", setup);
    REQUIRE(fresh);
    CHECK(static_cast<const DogKidsState&>(*fresh.value()).edition() == BoardEdition::Symmetric);
    CHECK(static_cast<const DogKidsState&>(*fresh.value()).viewFor(0).edition == BoardEdition::Symmetric);
    // A loaded save that names no board means the first one (legacyValue).
    Setup old = setup;
    registry.fillLegacyVariants("dogkids", old);
    auto loaded = registry.newGame("dogkids", old);
    REQUIRE(loaded);
    CHECK(static_cast<const DogKidsState&>(*loaded.value()).edition() == BoardEdition::First);
    CHECK(board(BoardEdition::First).colours[11] == maskOf("RG"));
    CHECK(board(BoardEdition::First).homeColours[0] == std::array<Colour, kHomeFields>{G, B, Y});
}

TEST_CASE("3 players choose which place stays empty, the others take the next three clockwise", "[board]") {
    CHECK(boardPositionOf(3, 0) == 0);
    CHECK(boardPositionOf(3, 1) == 1);
    CHECK(boardPositionOf(3, 2) == 2);
    for (int empty = 0; empty < kBoardPositions; ++empty) {
        auto setup = std::make_shared<Setup>();
        setup->players = 3;
        setup->names = {"A", "B", "C"};
        setup->variants["empty"] = std::string(dogColourName(empty));
        DogKidsState s(setup);
        std::array<bool, kBoardPositions> used{};
        for (Seat seat = 0; seat < 3; ++seat) {
            CHECK(s.boardPos(seat) == (empty + 1 + seat) % kBoardPositions);
            used[static_cast<std::size_t>(s.boardPos(seat))] = true;
        }
        CHECK_FALSE(used[static_cast<std::size_t>(empty)]);
    }
    CHECK(emptyPositionOf("grey") == 1);
    CHECK(emptyPositionOf("purple") == -1);
}

TEST_CASE(
    "every colour appears 12 times, neighbours differ, one kennel field and two start fields per colour",
    "[board]") {
    std::array<int, kColours> count{}, kennels{}, starts{};
    for (int f = 0; f < kRingFields; ++f) {
        const ColourMask m = board().colours[static_cast<std::size_t>(f)];
        const ColourMask next = board().colours[static_cast<std::size_t>((f + 1) % kRingFields)];
        CHECK((m & next) == 0);
        for (int c = 0; c < kColours; ++c) {
            if (!(m & bit(c))) continue;
            ++count[static_cast<std::size_t>(c)];
            if (board().types[static_cast<std::size_t>(f)] == FieldType::Kennel)
                ++kennels[static_cast<std::size_t>(c)];
            if (board().types[static_cast<std::size_t>(f)] == FieldType::Start)
                ++starts[static_cast<std::size_t>(c)];
        }
    }
    for (int c = 0; c < kColours; ++c) {
        CHECK(count[static_cast<std::size_t>(c)] == 12);
        CHECK(kennels[static_cast<std::size_t>(c)] == 1);
        CHECK(starts[static_cast<std::size_t>(c)] == 2);
    }
}

TEST_CASE("home lanes have three colours, the missing one is an own start colour, each missing once",
          "[board]") {
    std::array<int, kColours> missing{};
    for (int p = 0; p < kBoardPositions; ++p) {
        ColourMask lane = 0;
        for (Colour c : board().homeColours[static_cast<std::size_t>(p)])
            lane |= bit(c);
        for (int c = 0; c < kColours; ++c) {
            if (lane & bit(c)) continue;
            ++missing[static_cast<std::size_t>(c)];
            CHECK((board().colours[static_cast<std::size_t>(startField(p))] & bit(c)) != 0);
        }
    }
    for (int c = 0; c < kColours; ++c)
        CHECK(missing[static_cast<std::size_t>(c)] == 1);
}

TEST_CASE("drawing coordinates follow the spec's circle and tables", "[board]") {
    auto near = [](Point p, double x, double y) {
        return std::abs(p.x - x) < 1.0 && std::abs(p.y - y) < 1.0;
    };
    CHECK(near(ringPoint(0), 600, 180));
    CHECK(near(ringPoint(1), 660, 184));
    CHECK(near(ringPoint(11), 1020, 600));
    CHECK(near(ringPoint(28), 283, 875));
    CHECK(near(ringPoint(43), 540, 184));
    CHECK(near(homePoint(0, 0), 576, 261));
    CHECK(near(waitingPoint(3, 2), 95, 527));
    CHECK(near(bowlPoint(1), 740, 590));
    CHECK(boardPositionOf(2, 1) == 2);
    CHECK(boardPositionOf(3, 2) == 2);
    CHECK(boardPositionOf(4, 3) == 3);
}

TEST_CASE("88 cards: 48 single, 16 double step, 12 two-colour, 6 kennel, 6 swap", "[cards]") {
    std::array<int, 5> byKind{};
    std::array<int, kColours> singles{}, doubles{};
    int total = 0;
    for (Card c = 0; c < kCardTypes; ++c) {
        const CardInfo& info = cardInfo(c);
        byKind[static_cast<std::size_t>(info.kind)] += info.copies;
        total += info.copies;
        for (int col = 0; col < kColours; ++col) {
            if (info.kind == CardKind::Single && (info.colours & bit(col)))
                singles[static_cast<std::size_t>(col)] += info.copies;
            if (info.kind == CardKind::Double && (info.colours & bit(col)))
                doubles[static_cast<std::size_t>(col)] += info.copies;
        }
        if (info.kind == CardKind::TwoColour) CHECK(info.copies == 2);
    }
    CHECK(total == 88);
    CHECK(byKind == std::array<int, 5>{48, 16, 12, 6, 6});
    CHECK(singles == std::array<int, 4>{12, 12, 12, 12});
    CHECK(doubles == std::array<int, 4>{4, 4, 4, 4});
    CHECK(cardName(twoColourCard(B, Y)) == "blue/yellow");
    CHECK(cardName(doubleCard(G)) == "double green");
}

// ------------------------------------------------------------------------------------------------
// Setup and turn

TEST_CASE("setup: dogs wait, 3 cards are dealt to each player, the first seat starts", "[setup]") {
    for (int n = 2; n <= 4; ++n) {
        DogKidsState s = makeState(n);
        CHECK(s.isChance());
        auto outs = s.chanceOutcomes();
        REQUIRE(outs.size() == kCardTypes);
        CHECK(outs[0].weight == 12);
        CHECK(outs[14].weight == 6);
        drawAll(s);
        CHECK(s.currentSeat() == 0);
        CHECK(s.phase() == Phase::Play);
        for (int p = 0; p < n; ++p) {
            CHECK(s.hand(p).size() == 3);
            for (int i = 0; i < 3; ++i)
                CHECK(s.dogPlace(p * 3 + i) == kWaiting);
        }
        CHECK(s.drawPileSize() == 88 - 3 * n);
    }
}

TEST_CASE("seats: 2 players use the white and brown positions, 3 players white, grey, brown", "[setup]") {
    CHECK(makeState(2).boardPos(1) == 2);
    CHECK(makeState(3).boardPos(2) == 2);
    CHECK(makeState(4).boardPos(3) == 3);
}

TEST_CASE("after a move the player draws back to 3 cards, then the next player's turn", "[turn]") {
    DogKidsState s = playing(2, false, {{singleCard(R), singleCard(B), kSwapCard}});
    play(s, moveAction(singleCard(R), 0, r));
    CHECK(s.dogPlace(0) == 0);
    CHECK(s.isChance());
    CHECK(s.hand(0).size() == 2);
    play(s, drawAction(singleCard(G)));
    CHECK(s.hand(0) == std::vector<Card>{singleCard(B), singleCard(G), kSwapCard});
    CHECK(s.currentSeat() == 1);
    CHECK(s.discardPileSize() == 1);
}

TEST_CASE("at the start only entering is possible, and only with a start-field colour", "[enter]") {
    // White's start field is red + yellow.
    DogKidsState s = playing(2, false, {{singleCard(B), singleCard(G), doubleCard(B)}});
    CHECK(s.legalActions() == std::vector<Action>{changeAction()});
    CHECK_THAT(refusal(s, moveAction(singleCard(B), 0, b)),
               Catch::Contains("start field's colours (red or yellow)"));

    DogKidsState t = playing(2, false, {{singleCard(Y), twoColourCard(R, B), doubleCard(R)}});
    auto legal = t.legalActions();
    CHECK(legal == std::vector<Action>{moveAction(singleCard(Y), 0, y), moveAction(doubleCard(R), 0, r),
                                       moveAction(twoColourCard(R, B), 0, r), changeAction()});
    play(t, moveAction(doubleCard(R), 0, r));
    CHECK(t.dogPlace(0) == startField(0)); // a double step enters like any card: no extra step
}

TEST_CASE("entering is allowed whenever a dog waits, and any waiting dog is the same", "[enter]") {
    DogKidsState s = playing(2, false, {{singleCard(R), singleCard(G), kKennelCard}});
    s.placeDog(1, 5);
    CHECK(isLegal(s, moveAction(singleCard(R), 0, r)));       // dog 0 is the first waiting dog
    CHECK_FALSE(isLegal(s, moveAction(singleCard(R), 2, r))); // the same move is offered once
    CHECK(isLegal(s, moveAction(singleCard(R), 1, r)));       // and the dog on the ring may move too
}

TEST_CASE("an own dog on the start field blocks entering (no long jump from the waiting area)", "[enter]") {
    DogKidsState s = playing(2, false, {{singleCard(R), singleCard(Y), twoColourCard(R, Y)}});
    s.placeDog(0, startField(0));
    for (const Action& a : s.legalActions())
        CHECK(a.arg(1) != 1);
    CHECK_THAT(refusal(s, moveAction(singleCard(R), 1, r)), Catch::Contains("own dog is on the start field"));
}

TEST_CASE("entering onto an opponent on the start field knocks it out", "[enter]") {
    DogKidsState s = playing(2, false, {{singleCard(Y), singleCard(G), singleCard(B)}});
    s.placeDog(3,
               startField(0)); // a brown dog stands on white's start field (start fields are not protected)
    play(s, moveAction(singleCard(Y), 0, y));
    CHECK(s.dogPlace(0) == 0);
    CHECK(s.dogPlace(3) == kWaiting);
    CHECK(s.ringOccupant(0) == 0);
}

// ------------------------------------------------------------------------------------------------
// Moving by colour

TEST_CASE("seed example: a blue card moves the dog to the next blue field, passing dogs on other colours",
          "[move]") {
    DogKidsState s = playing(2, false, {{singleCard(B), singleCard(G), singleCard(Y)}});
    s.placeDog(0, 0);
    s.placeDog(3, 1); // brown dog on the green field 1 is passed
    play(s, moveAction(singleCard(B), 0, b));
    CHECK(s.dogPlace(0) == 2);
    CHECK(s.dogPlace(3) == 1);
}

TEST_CASE("long jump: own dogs on the target colour are jumped, also several in a row", "[move]") {
    DogKidsState s = playing(2, false, {{singleCard(B), singleCard(G), singleCard(Y)}});
    s.placeDog(0, 0);
    s.placeDog(1, 2);
    CHECK(s.preview(moveAction(singleCard(B), 0, b)).main.to == 6);
    s.placeDog(2, 6);
    CHECK(s.preview(moveAction(singleCard(B), 0, b)).main.to == 10);
    play(s, moveAction(singleCard(B), 0, b));
    CHECK(s.dogPlace(0) == 10);
    CHECK(s.dogPlace(1) == 2);
    CHECK(s.dogPlace(2) == 6);
}

TEST_CASE("a long jump that ends on an opponent knocks it out", "[move]") {
    DogKidsState s = playing(2, false, {{singleCard(R), singleCard(G), singleCard(Y)}});
    s.placeDog(0, 0);
    s.placeDog(1, 3);
    s.placeDog(3, 7);
    play(s, moveAction(singleCard(R), 0, r));
    CHECK(s.dogPlace(0) == 7);
    CHECK(s.dogPlace(3) == kWaiting);
}

TEST_CASE("an opponent on the next field of the colour is knocked back to its waiting area", "[move]") {
    DogKidsState s = playing(2, false, {{singleCard(G), singleCard(B), singleCard(Y)}});
    s.placeDog(0, 0);
    s.placeDog(4, 1);
    const MoveOutcome o = s.preview(moveAction(singleCard(G), 0, g));
    CHECK(o.knocked.dog == 4);
    play(s, moveAction(singleCard(G), 0, g));
    CHECK(s.dogPlace(4) == kWaiting);
    CHECK(s.dogPlace(0) == 1);
}

TEST_CASE("occupied kennel fields are skipped and their dogs are protected", "[move]") {
    DogKidsState s = playing(2, false, {{singleCard(B), singleCard(G), singleCard(Y)}});
    s.placeDog(0, 3);
    CHECK(s.preview(moveAction(singleCard(B), 0, b)).main.to == 6); // a free kennel field is a normal target
    s.placeDog(3, 6);                                               // an opponent sits on the kennel field
    play(s, moveAction(singleCard(B), 0, b));
    CHECK(s.dogPlace(0) == 10);
    CHECK(s.dogPlace(3) == 6);
}

TEST_CASE("a start field holds both colours and is not protected", "[move]") {
    // Grey's start field 11 is red + green: a white dog reaches it with red or green.
    DogKidsState s = playing(3, false, {{singleCard(R), singleCard(G), singleCard(B)}});
    s.placeDog(0, 8);  // green field
    s.placeDog(3, 11); // grey dog on its own start field
    CHECK(s.preview(moveAction(singleCard(G), 0, g)).main.to == 11);
    CHECK(s.preview(moveAction(singleCard(R), 0, r)).main.to == 11);
    play(s, moveAction(singleCard(R), 0, r));
    CHECK(s.dogPlace(3) == kWaiting);
}

TEST_CASE("an empty seat's start field is an ordinary two-colour field, its kennel field still protects",
          "[move]") {
    // Two players use white and brown: grey's start field 11 (red + green) and kennel field 17 stay in play.
    DogKidsState s = playing(2, false, {{singleCard(R), singleCard(G), singleCard(Y)}});
    s.placeDog(0, 8);
    CHECK(s.preview(moveAction(singleCard(G), 0, g)).main.to == 11);
    CHECK(s.preview(moveAction(singleCard(R), 0, r)).main.to == 11);
    s.placeDog(3, 17); // brown on the yellow kennel field 17
    s.placeDog(0, 16);
    play(s, moveAction(singleCard(Y), 0, y));
    CHECK(s.dogPlace(0) == 21);
    CHECK(s.dogPlace(3) == 17);
}

TEST_CASE("double step: the second eligible field, the first is jumped without effect", "[double]") {
    DogKidsState s = playing(2, false, {{doubleCard(B), singleCard(G), singleCard(Y)}});
    s.placeDog(0, 0);
    CHECK(s.preview(moveAction(doubleCard(B), 0, b)).main.to == 6);
    s.placeDog(3, 2); // an opponent on the first blue field is jumped, not knocked out
    const MoveOutcome o = s.preview(moveAction(doubleCard(B), 0, b));
    CHECK(o.jumped == 2);
    CHECK(o.knocked.dog == -1);
    play(s, moveAction(doubleCard(B), 0, b));
    CHECK(s.dogPlace(0) == 6);
    CHECK(s.dogPlace(3) == 2);
}

TEST_CASE("rulebook example: a double red card goes 2 fields in red", "[double]") {
    DogKidsState s = playing(2, false, {{doubleCard(R), singleCard(G), singleCard(Y)}});
    s.placeDog(0, 0);
    play(s, moveAction(doubleCard(R), 0, r)); // red fields ahead: 3, 7
    CHECK(s.dogPlace(0) == 7);
}

TEST_CASE("double step: own dogs and occupied kennel fields are not eligible, the second target knocks out",
          "[double]") {
    DogKidsState s = playing(2, false, {{doubleCard(B), singleCard(G), singleCard(Y)}});
    s.placeDog(0, 0);
    s.placeDog(1, 2);  // own dog: not eligible
    s.placeDog(3, 6);  // occupied kennel: not eligible
    s.placeDog(4, 12); // second eligible blue field (after 10): opponent knocked out
    const MoveOutcome o = s.preview(moveAction(doubleCard(B), 0, b));
    CHECK(o.jumped == 10);
    CHECK(o.main.to == 12);
    CHECK(o.knocked.dog == 4);
}

TEST_CASE("double step near the end of the path needs two eligible fields", "[double]") {
    DogKidsState s = playing(2, false, {{doubleCard(R), doubleCard(G), singleCard(Y)}});
    s.placeDog(0, 40); // ahead: 41 R, 42 B, 43 G, H1 G, H2 B, H3 Y
    CHECK_FALSE(isLegal(s, moveAction(doubleCard(R), 0, r)));
    CHECK_THAT(refusal(s, moveAction(doubleCard(R), 0, r)), Catch::Contains("no free red field"));
    CHECK(s.preview(moveAction(doubleCard(G), 0, g)).main.to == H1); // 43, then H1
}

TEST_CASE("two-colour card: either colour can be chosen", "[two-colour]") {
    DogKidsState s = playing(2, false, {{twoColourCard(R, B), singleCard(G), singleCard(Y)}});
    s.placeDog(0, 0);
    CHECK(isLegal(s, moveAction(twoColourCard(R, B), 0, r)));
    CHECK(isLegal(s, moveAction(twoColourCard(R, B), 0, b)));
    CHECK_FALSE(isLegal(s, moveAction(twoColourCard(R, B), 0, g)));
    CHECK_THAT(refusal(s, moveAction(twoColourCard(R, B), 0, g)),
               Catch::Contains("does not show that colour"));
    play(s, moveAction(twoColourCard(R, B), 0, r));
    CHECK(s.dogPlace(0) == 3);
}

TEST_CASE("kennel card: to the next free kennel field ahead, skipping occupied ones", "[kennel]") {
    DogKidsState s = playing(2, false, {{kKennelCard, singleCard(G), singleCard(Y)}});
    s.placeDog(0, 0);
    CHECK(s.preview(moveAction(kKennelCard, 0, 0)).main.to == 6);
    s.placeDog(3, 6);
    play(s, moveAction(kKennelCard, 0, 0));
    CHECK(s.dogPlace(0) == 17);
    CHECK(s.dogPlace(3) == 6);
}

TEST_CASE("kennel card: not past the entry field, never for waiting or home dogs", "[kennel]") {
    DogKidsState s = playing(2, false, {{kKennelCard, singleCard(B), singleCard(B)}});
    s.placeDog(0, 40);
    s.placeDog(1, H1);
    CHECK(actionsWithCard(s, kKennelCard)
              .empty()); // dog 0: no kennel field before 43; dog 1 home; dog 2 waiting
    CHECK_THAT(refusal(s, moveAction(kKennelCard, 0, 0)), Catch::Contains("no free kennel field"));
    CHECK_THAT(refusal(s, moveAction(kKennelCard, 2, 0)),
               Catch::Contains("only moves a dog that is on the ring"));
}

TEST_CASE("swap card: an own dog on the ring swaps places with another player's dog on the ring", "[swap]") {
    DogKidsState s = playing(2, false, {{kSwapCard, singleCard(B), singleCard(B)}});
    s.placeDog(0, 5);
    s.placeDog(3, 30);
    s.placeDog(4, 28); // on a kennel field: may be swapped
    s.placeDog(5, H2); // at home: never swapped
    CHECK(actionsWithCard(s, kSwapCard) ==
          std::vector<Action>{moveAction(kSwapCard, 0, 0, 3), moveAction(kSwapCard, 0, 0, 4)});
    CHECK_THAT(refusal(s, moveAction(kSwapCard, 0, 0, 5)), Catch::Contains("cannot be swapped"));
    CHECK_THAT(refusal(s, moveAction(kSwapCard, 1, 0, 3)),
               Catch::Contains("only moves a dog that is on the ring"));
    play(s, moveAction(kSwapCard, 0, 0, 3));
    CHECK(s.dogPlace(0) == 30);
    CHECK(s.dogPlace(3) == 5);
    CHECK(s.ringOccupant(30) == 0);
    CHECK(s.ringOccupant(5) == 3);
}

TEST_CASE("swap card: no dog on the ring, or no other dog on the ring, means no swap", "[swap]") {
    DogKidsState s = playing(2, false, {{kSwapCard, kSwapCard, singleCard(B)}});
    s.placeDog(3, 30);
    CHECK(s.legalActions() == std::vector<Action>{changeAction()});
    s.placeDog(3, kWaiting);
    s.placeDog(0, 5);
    CHECK_THAT(refusal(s, moveAction(kSwapCard, 0, 0, 1)), Catch::Contains("another player"));
    CHECK(actionsWithCard(s, kSwapCard).empty());
}

TEST_CASE("a swap may set a dog back: it then goes almost a full lap again", "[swap]") {
    DogKidsState s = playing(2, false, {{kSwapCard, singleCard(B), singleCard(G)}});
    s.placeDog(0, 42);
    s.placeDog(3, 1);
    play(s, moveAction(kSwapCard, 0, 0, 3));
    drawAll(s);
    CHECK(s.dogPlace(0) == 1);
    // Brown (entry 21) now stands at 42: its path wraps over 43, 0, ... 21.
    s.setHand(1, {singleCard(G), singleCard(G), singleCard(G)});
    play(s, moveAction(singleCard(G), 3, g));
    CHECK(s.dogPlace(3) == 43);
}

// ------------------------------------------------------------------------------------------------
// Finishing

TEST_CASE(
    "finishing: a card of a free home field's colour moves the dog home once no ring field of it is left",
    "[home]") {
    // White: entry 43 (green), home G, B, Y. Red is missing from white's lane.
    DogKidsState s = playing(2, false, {{singleCard(G), singleCard(B), singleCard(Y)}});
    s.placeDog(0, 41);
    CHECK(s.preview(moveAction(singleCard(G), 0, g)).main.to == 43); // green ring field first
    CHECK(s.preview(moveAction(singleCard(B), 0, b)).main.to == 42);
    s.placeDog(0, 43);
    CHECK(s.preview(moveAction(singleCard(G), 0, g)).main.to == H1);
    CHECK(s.preview(moveAction(singleCard(B), 0, b)).main.to == H2);
    CHECK(s.preview(moveAction(singleCard(Y), 0, y)).main.to == H3);
    s.setHand(0, {singleCard(R), singleCard(R), singleCard(R)});
    CHECK_FALSE(isLegal(s, moveAction(singleCard(R), 0, r)));
}

TEST_CASE("finishing: own dogs in the home lane are jumped, a taken home field of that colour blocks",
          "[home]") {
    DogKidsState s = playing(2, false, {{singleCard(G), singleCard(Y), kKennelCard}});
    s.placeDog(0, 43);
    s.placeDog(1, H1);
    s.placeDog(2, H2);
    CHECK_FALSE(isLegal(s, moveAction(singleCard(G), 0, g))); // H1 (green) is taken
    play(s, moveAction(singleCard(Y), 0, y));                 // passes both home dogs to H3
    CHECK(s.isOver());
}

TEST_CASE("moving a dog deeper inside its home lane is legal", "[home]") {
    DogKidsState s = playing(2, false, {{singleCard(Y), singleCard(R), singleCard(R)}});
    s.placeDog(0, H1);
    play(s, moveAction(singleCard(Y), 0, y));
    CHECK(s.dogPlace(0) == H3);
}

TEST_CASE("solo game: the first player with 3 dogs home wins at once", "[end]") {
    DogKidsState s = playing(3, false, {{singleCard(Y), singleCard(R), singleCard(R)}}, 1);
    // Grey (seat 1): entry 10, home Y, B, R.
    s.placeDog(3, H2);
    s.placeDog(4, H3);
    s.placeDog(5, 10);
    play(s, moveAction(singleCard(Y), 5, y));
    REQUIRE(s.isOver());
    CHECK(s.scoreSheet().winners == std::vector<int>{1});
    CHECK(s.returns() == std::vector<double>{0.0, 1.0, 0.0});
    CHECK(s.legalActions().empty());
    CHECK_THAT(refusal(s, changeAction()), Catch::Contains("game is over"));
}

// ------------------------------------------------------------------------------------------------
// Hand change and the piles

TEST_CASE("change hand: discard all 3, draw 3, the turn ends, allowed even when a move exists", "[change]") {
    DogKidsState s = playing(2, false, {{singleCard(R), singleCard(R), singleCard(Y)}});
    CHECK(isLegal(s, moveAction(singleCard(R), 0, r)));
    play(s, changeAction());
    CHECK(s.hand(0).empty());
    CHECK(s.discardPileSize() == 3);
    for (Card c : {singleCard(B), kKennelCard, kSwapCard})
        play(s, drawAction(c));
    CHECK(s.hand(0) == std::vector<Card>{singleCard(B), kKennelCard, kSwapCard});
    CHECK(s.currentSeat() == 1);
    CHECK(s.dogPlace(0) == kWaiting);
}

TEST_CASE("the discard pile is reshuffled into the draw pile when it runs out, with this turn's discards",
          "[change]") {
    DogKidsState s = makeState(2);
    drawAll(s);
    bool reshuffled = false;
    for (int turn = 0; turn < 40; ++turn) {
        // When fewer than 3 cards are left, the 3 cards just discarded are shuffled in too.
        const bool runsOut = s.drawPileSize() < 3;
        reshuffled = reshuffled || runsOut;
        play(s, changeAction());
        drawAll(s);
        if (runsOut) CHECK(s.discardPileSize() < 3);
        std::vector<std::string> problems;
        s.checkInvariants(problems);
        INFO(fmt::format("{}", fmt::join(problems, "; ")));
        REQUIRE(problems.empty());
        REQUIRE(s.hand(s.currentSeat() == 0 ? 1 : 0).size() == 3);
    }
    CHECK(reshuffled);
    CHECK(s.drawPileSize() + s.discardPileSize() == 88 - 6);
}

TEST_CASE("an illegal action is refused with a reason and the state stays as it was", "[illegal]") {
    DogKidsState s = playing(2, false, {{singleCard(R), singleCard(G), singleCard(B)}});
    s.placeDog(0, 0);
    CHECK_THAT(refusal(s, moveAction(singleCard(Y), 0, y)), Catch::Contains("do not hold a yellow card"));
    CHECK_THAT(refusal(s, moveAction(singleCard(R), 3, r)), Catch::Contains("own dogs"));
    CHECK_THAT(refusal(s, giveAction(singleCard(R))), Catch::Contains("no card exchange"));
    CHECK_THAT(refusal(s, drawAction(singleCard(R))), Catch::Contains("drawn automatically"));
    play(s, moveAction(singleCard(R), 0, r));
    CHECK_THAT(refusal(s, changeAction()), Catch::Contains("not a possible chance outcome"));
}

// ------------------------------------------------------------------------------------------------
// Team game

TEST_CASE("teams: 4 players play opposite pairs, 3 players one pair and the chosen solo seat", "[team]") {
    DogKidsState four = makeState(4, true);
    CHECK(four.partnerOf(0) == 2);
    CHECK(four.partnerOf(3) == 1);
    CHECK(four.teamOf(0) == four.teamOf(2));
    CHECK(four.teamOf(1) != four.teamOf(2));
    DogKidsState three = makeState(3, true, "1");
    CHECK(three.partnerOf(0) == -1);
    CHECK(three.partnerOf(1) == 2);
    CHECK(three.teamOf(1) == three.teamOf(2));
    CHECK(makeState(4).partnerOf(0) == -1);
    GameRegistry reg;
    registerRules(reg);
    Setup two;
    two.players = 2;
    two.variants["teams"] = "1";
    CHECK_FALSE(reg.complete("dogkids", two).ok());
}

TEST_CASE("team card exchange at the start: both partners offer a card, the cards change hands at once",
          "[team]") {
    DogKidsState s = makeState(4, true);
    // Deal: seat by seat, 3 cards each.
    const std::array<std::array<Card, 3>, 4> deal = {{{singleCard(R), singleCard(B), kSwapCard},
                                                      {singleCard(G), singleCard(G), singleCard(G)},
                                                      {singleCard(Y), kKennelCard, doubleCard(B)},
                                                      {singleCard(R), singleCard(R), singleCard(R)}}};
    for (const auto& h : deal)
        for (Card c : h)
            play(s, drawAction(c));
    REQUIRE(s.phase() == Phase::Exchange);
    CHECK(s.currentSeat() == 0);
    CHECK(s.legalActions() == std::vector<Action>{giveAction(singleCard(R)), giveAction(singleCard(B)),
                                                  giveAction(kSwapCard), keepAction()});
    CHECK_THAT(refusal(s, giveAction(singleCard(Y))), Catch::Contains("no such card"));
    CHECK_THAT(refusal(s, changeAction()), Catch::Contains("exchange"));
    play(s, giveAction(kSwapCard));
    CHECK(s.currentSeat() == 2);
    // Secret: the partner does not see the offer, the giver does.
    CHECK(s.viewText(2).find("offer") == std::string::npos);
    CHECK(s.viewText(0).find("your exchange offer: swap") != std::string::npos);
    CHECK(s.hand(0).size() == 3);
    play(s, giveAction(kKennelCard));
    CHECK(s.hand(0) == std::vector<Card>{singleCard(R), singleCard(B), kKennelCard});
    CHECK(s.hand(2) == std::vector<Card>{singleCard(Y), doubleCard(B), kSwapCard});
    // The second pair: one keeps, so nothing changes hands.
    CHECK(s.currentSeat() == 1);
    play(s, keepAction());
    CHECK(s.currentSeat() == 3);
    play(s, giveAction(singleCard(R)));
    CHECK(s.hand(1) == std::vector<Card>{singleCard(G), singleCard(G), singleCard(G)});
    CHECK(s.hand(3) == std::vector<Card>{singleCard(R), singleCard(R), singleCard(R)});
    CHECK(s.phase() == Phase::Play);
    CHECK(s.currentSeat() == 0);
}

TEST_CASE("team game: after a hand change the player and the partner may exchange again", "[team]") {
    DogKidsState s = playing(4, true, {{singleCard(R), singleCard(B), kSwapCard}}, 1);
    play(s, changeAction());
    for (Card c : {singleCard(G), singleCard(G), singleCard(Y)})
        play(s, drawAction(c));
    REQUIRE(s.phase() == Phase::Exchange);
    CHECK(s.currentSeat() == 1);
    play(s, giveAction(singleCard(Y)));
    CHECK(s.currentSeat() == 3);
    play(s, giveAction(kSwapCard));
    CHECK(s.hand(1) == std::vector<Card>{singleCard(G), singleCard(G), kSwapCard});
    CHECK(s.currentSeat() == 2); // then the next player's turn
    // Without teams there is no exchange.
    DogKidsState solo = playing(4, false, {{singleCard(R), singleCard(B), kSwapCard}}, 1);
    play(solo, changeAction());
    drawAll(solo);
    CHECK(solo.phase() == Phase::Play);
    CHECK(solo.currentSeat() == 2);
}

TEST_CASE("team game: a move onto the partner's dog pushes it one step of the same colour along its path",
          "[push]") {
    // Seats 0 (white) and 2 (brown) are partners.
    DogKidsState s = playing(4, true, {{singleCard(R), singleCard(B), singleCard(G)}});
    s.placeDog(0, 0);
    s.placeDog(6, 3); // brown dog on red field 3
    const MoveOutcome o = s.preview(moveAction(singleCard(R), 0, r));
    REQUIRE(o.pushCount == 1);
    CHECK(o.pushes[0].dog == 6);
    CHECK(o.pushes[0].to == 7);
    play(s, moveAction(singleCard(R), 0, r));
    CHECK(s.dogPlace(0) == 3);
    CHECK(s.dogPlace(6) == 7);
}

TEST_CASE("push chains: a pushed dog pushes the mover's dogs in turn and knocks out opponents", "[push]") {
    DogKidsState s = playing(4, true, {{singleCard(R), singleCard(B), singleCard(G)}});
    s.placeDog(0, 0);
    s.placeDog(6, 3); // brown (partner) on 3
    s.placeDog(1, 7); // white on 7: pushed by the brown dog, on to the next red field on white's path
    s.placeDog(3,
               11); // grey (opponent) on its red + green start field 11: knocked out at the end of the chain
    const MoveOutcome o = s.preview(moveAction(singleCard(R), 0, r));
    REQUIRE(o.possible);
    REQUIRE(o.pushCount == 2);
    CHECK(o.pushes[1].dog == 1);
    CHECK(o.pushes[1].to == 11);
    CHECK(o.knocked.dog == 3);
    play(s, moveAction(singleCard(R), 0, r));
    CHECK(s.dogPlace(0) == 3);
    CHECK(s.dogPlace(6) == 7);
    CHECK(s.dogPlace(1) == 11);
    CHECK(s.dogPlace(3) == kWaiting);
}

TEST_CASE("a pushed dog jumps its owner's dogs and skips occupied kennel fields", "[push]") {
    DogKidsState s = playing(4, true, {{singleCard(B), singleCard(R), singleCard(G)}});
    s.placeDog(0, 0);
    s.placeDog(6, 2);  // brown on blue 2, pushed blue along brown's path
    s.placeDog(9, 6);  // black (opponent) on the blue kennel field 6: skipped
    s.placeDog(7, 10); // brown's own dog on blue 10: long jump
    play(s, moveAction(singleCard(B), 0, b));
    CHECK(s.dogPlace(6) == 12);
    CHECK(s.dogPlace(9) == 6);
}

TEST_CASE("a partner's dog on a kennel field is never pushed (the field is skipped)", "[push]") {
    DogKidsState s = playing(4, true, {{singleCard(B), singleCard(R), singleCard(G)}});
    s.placeDog(0, 3);
    s.placeDog(6, 6);
    play(s, moveAction(singleCard(B), 0, b));
    CHECK(s.dogPlace(0) == 10);
    CHECK(s.dogPlace(6) == 6);
}

TEST_CASE("a push can send the partner's dog into its home lane", "[push]") {
    // Brown: entry 21, home R, Y, G. A white green card lands on brown's dog on green 20.
    DogKidsState s = playing(4, true, {{singleCard(G), singleCard(R), singleCard(B)}});
    s.placeDog(0, 16);
    s.placeDog(6, 20);
    play(s, moveAction(singleCard(G), 0, g));
    CHECK(s.dogPlace(0) == 20);
    CHECK(s.dogPlace(6) == H3);
}

TEST_CASE("a move whose push has no target is illegal", "[push]") {
    DogKidsState s = playing(4, true, {{singleCard(G), singleCard(R), singleCard(B)}});
    s.placeDog(0, 16);
    s.placeDog(6, 20);
    s.placeDog(7, H3); // brown's green home field is taken: the pushed dog has nowhere to go
    CHECK_FALSE(isLegal(s, moveAction(singleCard(G), 0, g)));
    CHECK_THAT(refusal(s, moveAction(singleCard(G), 0, g)), Catch::Contains("pushed partner's dog"));
}

TEST_CASE("entering onto the partner's dog on the start field pushes it with the colour played", "[push]") {
    DogKidsState s = playing(4, true, {{singleCard(Y), singleCard(R), singleCard(B)}});
    s.placeDog(6, 0); // brown dog on white's start field (red + yellow)
    play(s, moveAction(singleCard(Y), 0, y));
    CHECK(s.dogPlace(0) == 0);
    CHECK(s.dogPlace(6) == 5); // next yellow field on brown's path
    DogKidsState t = playing(4, true, {{singleCard(Y), singleCard(R), singleCard(B)}});
    t.placeDog(6, 0);
    play(t, moveAction(singleCard(R), 0, r));
    CHECK(t.dogPlace(6) == 3);
}

TEST_CASE("double step onto a partner: the push is a single step", "[push]") {
    DogKidsState s = playing(4, true, {{doubleCard(B), singleCard(R), singleCard(G)}});
    s.placeDog(0, 0);
    s.placeDog(1, 6);  // own dog on the kennel field 6: not eligible, so the double step goes 2 -> 10
    s.placeDog(6, 10); // the partner's dog on 10 is pushed one blue step only
    const MoveOutcome o = s.preview(moveAction(doubleCard(B), 0, b));
    CHECK(o.main.to == 10);
    REQUIRE(o.pushCount == 1);
    CHECK(o.pushes[0].to == 12);
}

TEST_CASE("a dog swap with a partner's dog is allowed and never pushes", "[push]") {
    DogKidsState s = playing(4, true, {{kSwapCard, singleCard(R), singleCard(G)}});
    s.placeDog(0, 2);
    s.placeDog(6, 30);
    play(s, moveAction(kSwapCard, 0, 0, 6));
    CHECK(s.dogPlace(0) == 30);
    CHECK(s.dogPlace(6) == 2);
}

TEST_CASE("helping: with all own dogs home a team player moves the partner's dogs", "[team]") {
    DogKidsState s = playing(4, true, {{singleCard(R), singleCard(B), kSwapCard}});
    s.placeDog(0, H1);
    s.placeDog(1, H2);
    s.placeDog(2, H3);
    s.placeDog(6, 23);
    s.placeDog(3, 40);
    CHECK(s.movingOwner(0) == 2);
    CHECK(movableDogs(s) ==
          std::vector<int>{6, 7}); // brown's dog on the ring, and brown's waiting dog (blue)
    CHECK(isLegal(s, moveAction(singleCard(B), 7, b))); // enters on brown's start field (blue + green)
    CHECK(isLegal(s, moveAction(kSwapCard, 6, 0, 3)));
    CHECK_THAT(refusal(s, moveAction(singleCard(R), 1, r)), Catch::Contains("move P3's dogs"));
    play(s, moveAction(singleCard(R), 6, r));
    CHECK(s.dogPlace(6) == 24);
    CHECK_FALSE(s.isOver()); // a team player cannot win alone
}

TEST_CASE("a finished team player whose partner cannot move may still change hand", "[team]") {
    // Brown enters only with blue or green; these cards move no brown dog.
    DogKidsState s = playing(4, true, {{singleCard(R), singleCard(Y), kKennelCard}});
    for (int d = 0; d < 3; ++d)
        s.placeDog(d, H1 + d);
    CHECK(s.legalActions() == std::vector<Action>{changeAction()});
    play(s, changeAction());
    drawAll(s);
    CHECK(s.phase() == Phase::Exchange); // and the partners may exchange a card afterwards
}

TEST_CASE("team win: the game ends when all 6 dogs of a team are home", "[team]") {
    DogKidsState s = playing(4, true, {{singleCard(G), singleCard(B), kSwapCard}});
    for (int d = 0; d < 3; ++d)
        s.placeDog(d, H1 + d);
    s.placeDog(6, H1);
    s.placeDog(7, H2);
    s.placeDog(8, 21); // brown: home R, Y, G; green goes past both to H3
    play(s, moveAction(singleCard(G), 8, g));
    REQUIRE(s.isOver());
    CHECK(s.scoreSheet().winners == std::vector<int>{0, 2});
    CHECK(s.returns() == std::vector<double>{1.0, 0.0, 1.0, 0.0});
}

TEST_CASE("3-player team game: the solo seat wins with its own 3 dogs", "[team]") {
    DogKidsState s = playing(3, true, {{singleCard(R), singleCard(B), kSwapCard}}, 1, "2");
    REQUIRE(s.partnerOf(1) == -1);
    // Grey (seat 1): entry 10, home Y, B, R.
    s.placeDog(3, H1);
    s.placeDog(4, H2);
    s.placeDog(5, 10);
    play(s, moveAction(singleCard(R), 5, r));
    REQUIRE(s.isOver());
    CHECK(s.scoreSheet().winners == std::vector<int>{1});
}

TEST_CASE("3-player team game: the pair needs all 6 dogs home", "[team]") {
    DogKidsState s = playing(3, true, {{singleCard(Y), singleCard(B), kSwapCard}}, 0, "2");
    REQUIRE(s.partnerOf(0) == 2);
    s.placeDog(0, H1);
    s.placeDog(1, H2);
    s.placeDog(2, 43);
    play(s, moveAction(singleCard(Y), 2, y));
    CHECK_FALSE(s.isOver());
    CHECK(s.movingOwner(0) == 2);
}

// ------------------------------------------------------------------------------------------------
// Hidden information and words

TEST_CASE("hands are private: another seat's hand never changes what a player sees", "[info]") {
    DogKidsState a = playing(3, false, {{singleCard(R), singleCard(B), kSwapCard}});
    DogKidsState b = a;
    b.setHand(1, {kKennelCard, kKennelCard, doubleCard(Y)});
    CHECK(a.viewText(0) == b.viewText(0));
    CHECK(a.viewText(kNoSeat) == b.viewText(kNoSeat));
    CHECK(a.viewText(1) != b.viewText(1));
    CHECK(a.viewFor(0).hands[1].empty());
    CHECK(a.viewFor(0).handSize[1] == 3);
    // A drawn card is named only to the one who draws it.
    play(a, moveAction(singleCard(R), 0, r));
    CHECK(a.describe(drawAction(kSwapCard), 0) == "P1 draws a swap card");
    CHECK(a.describe(drawAction(kSwapCard), 1) == "P1 draws a card");
}

TEST_CASE("determinize keeps the viewer's hand and the board, and re-deals the rest", "[info]") {
    DogKidsState s = makeState(4, false);
    drawAll(s);
    s.placeDog(3, 12);
    Rng rng(7);
    auto d = s.determinize(0, rng);
    CHECK(d->viewText(0) == s.viewText(0));
    std::vector<std::string> problems;
    d->checkInvariants(problems);
    CHECK(problems.empty());
    bool differs = false;
    for (int i = 0; i < 20 && !differs; ++i)
        differs = s.determinize(0, rng)->debugText() != s.debugText();
    CHECK(differs);
}

TEST_CASE("the log line tells what a move did", "[words]") {
    DogKidsState s = playing(2, false, {{singleCard(G), singleCard(B), singleCard(Y)}});
    s.placeDog(0, 0);
    s.placeDog(4, 1);
    CHECK(s.describe(moveAction(singleCard(G), 0, g), kNoSeat) ==
          "P1 plays green: white dog 1 to field 2, knocks out brown dog 2");
    CHECK(s.actionToText(moveAction(kSwapCard, 0, 0, 4)) == "move 15 0 0 4");
}

// ------------------------------------------------------------------------------------------------
// Random play: invariants for every player count, with and without teams

TEST_CASE("random play keeps the invariants and ends, for 2-4 players with and without teams", "[random]") {
    struct Config {
        int players;
        bool teams;
        const char* solo;
    };
    const std::vector<Config> configs = {{2, false, "3"}, {3, false, "3"}, {4, false, "3"}, {3, true, "1"},
                                         {3, true, "2"},  {3, true, "3"},  {4, true, "3"}};
    for (const Config& c : configs) {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            INFO(fmt::format("{} players, teams {}, solo {}, seed {}", c.players, c.teams, c.solo, seed));
            DogKidsState s = makeState(c.players, c.teams, c.solo);
            Rng rng(seed);
            std::vector<Action> legal;
            std::vector<ChanceOutcome> outs;
            std::vector<std::string> problems;
            int steps = 0;
            while (!s.isOver()) {
                REQUIRE(steps++ < 20000);
                if (s.isChance()) {
                    s.chanceOutcomes(outs);
                    s.applyLegal(outs[rng.pickWeighted(outs)].action);
                } else {
                    s.legalActions(legal);
                    REQUIRE_FALSE(legal.empty());
                    s.applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
                }
                problems.clear();
                s.checkInvariants(problems);
                INFO(fmt::format("{}\n{}", fmt::join(problems, "; "), s.debugText()));
                REQUIRE(problems.empty());
            }
            const auto winners = s.scoreSheet().winners;
            REQUIRE_FALSE(winners.empty());
            for (int w : winners) {
                CHECK(s.dogsHome(w) == 3);
                if (c.teams && s.partnerOf(w) >= 0) CHECK(s.dogsHome(s.partnerOf(w)) == 3);
            }
        }
    }
}

// ------------------------------------------------------------------------------------------------
// Events (what the table animates and the complete log lists; kinds documented in dogkids_state.h)

namespace {

using support::kindsOf;

using support::only;

bool hasKind(const std::vector<Event>& events, const std::string& kind) {
    return support::findEvent(events, kind) != nullptr;
}

} // namespace

TEST_CASE("events: the first player drawn", "[events]") {
    auto setup = std::make_shared<Setup>();
    setup->players = 3;
    setup->names = {"P1", "P2", "P3"};
    setup->variants["first"] = "random";
    DogKidsState s(setup);
    REQUIRE(s.isChance());
    const Action a = s.chanceOutcomes().back().action;
    REQUIRE(a.kind == kFirstPlayer);
    const Event& e = only(s.events(a, 0), "first");
    CHECK(e.seat == a.arg(0));
}

TEST_CASE("events: a dealt card is shown only to the seat that gets it, the turn passes after the deal",
          "[events]") {
    DogKidsState s = makeState(2);
    const Action a = drawAction(singleCard(Y));
    const Event& mine = only(s.events(a, 0), "draw");
    CHECK(mine.seat == 0);
    CHECK(mine.arg("card") == singleCard(Y));
    CHECK(mine.arg("deal") == 1);
    CHECK(only(s.events(a, 1), "draw").arg("card") == -1);
    CHECK(only(s.events(a, kNoSeat), "draw").arg("card") == -1);
    for (int i = 0; i < 5; ++i)
        play(s, drawAction(singleCard(R)));
    const auto last = s.events(drawAction(singleCard(G)), 1);
    CHECK(only(last, "draw").seat == 1);
    CHECK(only(last, "turn").seat == 0);
}

TEST_CASE("events: a played card and the dog's move, with the field a double step jumps", "[events]") {
    DogKidsState s = playing(2, false, {{doubleCard(B), singleCard(G), singleCard(Y)}});
    s.placeDog(0, 0);
    s.placeDog(3, 2);
    const auto events = s.events(moveAction(doubleCard(B), 0, b), 1);
    CHECK(kindsOf(events) == std::vector<std::string>{"play", "move", "kennel"});
    const Event& card = only(events, "play");
    CHECK(card.seat == 0);
    CHECK(card.arg("card") == doubleCard(B));
    CHECK(card.arg("colour") == b);
    const Event& move = only(events, "move");
    CHECK(move.arg("dog") == 0);
    CHECK(move.arg("from") == 0);
    CHECK(move.arg("to") == 6);
    CHECK(move.arg("jumped") == 2);
    CHECK(only(events, "kennel").arg("field") == 6); // field 6 is a kennel field: safe there
}

TEST_CASE("events: entering from the waiting area, and a dog knocked back", "[events]") {
    DogKidsState s = playing(2, false, {{singleCard(G), singleCard(R), singleCard(Y)}});
    s.placeDog(4, 0); // a brown dog on white's start field
    const auto events = s.events(moveAction(singleCard(R), 0, r), 0);
    const Event& move = only(events, "move");
    CHECK(move.arg("from") == kWaiting);
    CHECK(move.arg("to") == 0);
    CHECK_FALSE(move.has("jumped"));
    const Event& knock = only(events, "knock");
    CHECK(knock.seat == 1);
    CHECK(knock.arg("dog") == 4);
    CHECK(knock.arg("from") == 0);
    CHECK(knock.arg("to") == kWaiting);
}

TEST_CASE("events: a partner's dog pushed on", "[events]") {
    DogKidsState s = playing(4, true, {{singleCard(R), singleCard(B), singleCard(G)}});
    s.placeDog(0, 0);
    s.placeDog(6, 3);
    const auto events = s.events(moveAction(singleCard(R), 0, r), 0);
    CHECK(kindsOf(events) == std::vector<std::string>{"play", "move", "push"});
    const Event& push = only(events, "push");
    CHECK(push.seat == 2);
    CHECK(push.arg("dog") == 6);
    CHECK(push.arg("from") == 3);
    CHECK(push.arg("to") == 7);
}

TEST_CASE("events: a swap names both dogs and both fields", "[events]") {
    DogKidsState s = playing(2, false, {{kSwapCard, singleCard(B), singleCard(B)}});
    s.placeDog(0, 5);
    s.placeDog(3, 30);
    const auto events = s.events(moveAction(kSwapCard, 0, 0, 3), 1);
    CHECK(kindsOf(events) == std::vector<std::string>{"play", "swap"});
    CHECK(only(events, "play").arg("colour") == -1);
    const Event& swap = only(events, "swap");
    CHECK(swap.arg("dog") == 0);
    CHECK(swap.arg("other") == 3);
    CHECK(swap.arg("from") == 5);
    CHECK(swap.arg("to") == 30);
}

TEST_CASE("events: a kennel card puts the dog safe on a kennel field", "[events]") {
    DogKidsState s = playing(2, false, {{kKennelCard, singleCard(B), singleCard(B)}});
    s.placeDog(0, 1);
    const auto events = s.events(moveAction(kKennelCard, 0, 0), 0);
    CHECK(only(events, "move").arg("to") == 6);
    CHECK(only(events, "kennel").arg("dog") == 0);
}

TEST_CASE("events: a dog home, and the end of the game with the winners", "[events]") {
    DogKidsState s = playing(2, false, {{singleCard(Y), singleCard(R), singleCard(R)}});
    s.placeDog(0, H1);
    const auto deeper = s.events(moveAction(singleCard(Y), 0, y), 0);
    CHECK(only(deeper, "home").arg("to") == H3);
    CHECK(only(deeper, "home").arg("home") == 1);
    CHECK_FALSE(hasKind(deeper, "over"));

    DogKidsState end = playing(3, false, {{singleCard(Y), singleCard(R), singleCard(R)}}, 1);
    end.placeDog(3, H2);
    end.placeDog(4, H3);
    end.placeDog(5, 10);
    const auto events = end.events(moveAction(singleCard(Y), 5, y), 0);
    CHECK(only(events, "home").arg("home") == 3);
    const Event& over = only(events, "over");
    CHECK(over.arg("team") == end.teamOf(1));
    CHECK(over.text == "Game over — P2 wins");
    CHECK_FALSE(hasKind(events, "turn"));
}

TEST_CASE("events: changing the hand discards three cards, shown only to the player, the turn passes",
          "[events]") {
    DogKidsState s = playing(2, false, {{singleCard(R), singleCard(R), singleCard(Y)}});
    const auto mine = s.events(changeAction(), 0);
    CHECK(kindsOf(mine) == std::vector<std::string>{"discard", "discard", "discard"});
    CHECK(mine[2].arg("card") == singleCard(Y));
    for (const Event& e : s.events(changeAction(), 1))
        CHECK(e.arg("card") == -1);
    play(s, changeAction());
    play(s, drawAction(singleCard(B)));
    play(s, drawAction(singleCard(B)));
    const Event& turn = only(s.events(drawAction(singleCard(B)), 1), "turn");
    CHECK(turn.seat == 1);
    CHECK(turn.arg("helping") == 0);
}

TEST_CASE("events: the reshuffle of the discard pile, with a sentence", "[events]") {
    DogKidsState s = makeState(2);
    drawAll(s);
    int seen = 0;
    for (int turn = 0; turn < 40 && seen == 0; ++turn) {
        const int before = s.drawPileSize();
        const auto events = s.events(changeAction(), s.currentSeat());
        CHECK(hasKind(events, "reshuffle") == (before == 0));
        play(s, changeAction());
        while (s.isChance()) {
            const Action a = s.chanceOutcomes().front().action;
            const auto drawn = s.events(a, kNoSeat);
            const int pile = s.drawPileSize();
            play(s, a);
            if (hasKind(drawn, "reshuffle")) {
                ++seen;
                const Event& e = only(drawn, "reshuffle");
                CHECK(e.arg("cards") == s.drawPileSize());
                CHECK(s.drawPileSize() > pile);
                CHECK_THAT(e.text, Catch::Contains("shuffled into a new draw pile"));
            }
        }
    }
    CHECK(seen == 1);
}

TEST_CASE("events: the team exchange, the offered cards only to the two partners", "[events]") {
    DogKidsState s = makeState(4, true);
    const std::array<std::array<Card, 3>, 4> deal = {{{singleCard(R), singleCard(B), kSwapCard},
                                                      {singleCard(G), singleCard(G), singleCard(G)},
                                                      {singleCard(Y), kKennelCard, doubleCard(B)},
                                                      {singleCard(R), singleCard(R), singleCard(R)}}};
    for (const auto& h : deal)
        for (Card c : h)
            play(s, drawAction(c));
    REQUIRE(s.currentSeat() == 0);
    const Event& offer = only(s.events(giveAction(kSwapCard), 0), "offer");
    CHECK(offer.arg("give") == 1);
    CHECK(offer.arg("card") == kSwapCard);
    CHECK(only(s.events(giveAction(kSwapCard), 2), "offer").arg("card") == -1);
    CHECK_FALSE(only(s.events(giveAction(kSwapCard), 2), "offer").has("give"));
    play(s, giveAction(kSwapCard));
    REQUIRE(s.currentSeat() == 2);
    for (Seat viewer : {0, 2}) {
        const Event& ex = only(s.events(giveAction(kKennelCard), viewer), "exchange");
        CHECK(ex.seat == 0);
        CHECK(ex.arg("with") == 2);
        CHECK(ex.arg("swapped") == 1);
        CHECK(ex.arg("gave") == kSwapCard);
        CHECK(ex.arg("got") == kKennelCard);
    }
    const Event& other = only(s.events(giveAction(kKennelCard), 1), "exchange");
    CHECK(other.arg("gave") == -1);
    CHECK(other.arg("got") == -1);
    CHECK(only(s.events(keepAction(), 0), "exchange").arg("swapped") == 0);
}

TEST_CASE("events are redacted like the log, change nothing, and the View's preview is the state's",
          "[events][info]") {
    for (int players = 2; players <= 4; ++players) {
        for (bool teams : {false, true}) {
            if (teams && players < 3) continue;
            DogKidsState s = makeState(players, teams);
            Rng rng(static_cast<std::uint64_t>(players * 10 + teams));
            std::vector<ChanceOutcome> outs;
            std::vector<Action> legal;
            int steps = 0;
            while (!s.isOver() && steps++ < 3000) {
                Action a;
                if (s.isChance()) {
                    s.chanceOutcomes(outs);
                    a = outs[rng.pickWeighted(outs)].action;
                } else {
                    s.legalActions(legal);
                    a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                    const View v = s.viewFor(s.currentSeat());
                    for (const Action& m : legal) {
                        if (m.kind != kMove) continue;
                        const MoveOutcome want = s.preview(m), got = previewMove(v, m);
                        REQUIRE(got.possible == want.possible);
                        REQUIRE(got.main.to == want.main.to);
                        REQUIRE(got.pushCount == want.pushCount);
                        REQUIRE(got.knocked.dog == want.knocked.dog);
                        REQUIRE(got.jumped == want.jumped);
                    }
                    CHECK(movingOwner(v, s.currentSeat()) == s.movingOwner(s.currentSeat()));
                }
                const std::string before = s.debugText();
                const auto hashBefore = s.hash();
                for (Seat viewer = 0; viewer < players; ++viewer) {
                    for (const Event& e : s.events(a, viewer)) {
                        INFO(e.kind << " for viewer " << viewer << " seat " << e.seat);
                        // Another seat's hidden card never appears.
                        if ((e.kind == "draw" || e.kind == "discard" || e.kind == "offer") &&
                            e.seat != viewer)
                            CHECK(e.arg("card") == -1);
                        if (e.kind == "exchange" && viewer != e.seat && viewer != e.arg("with")) {
                            CHECK(e.arg("gave") == -1);
                            CHECK(e.arg("got") == -1);
                        }
                    }
                }
                REQUIRE(s.debugText() == before);
                REQUIRE(s.hash() == hashBefore);
                s.applyLegal(a);
            }
        }
    }
}

TEST_CASE("the search's moves are the legal ones less a two-colour card's second colour that moves alike",
          "[search]") {
    // searchActions() finds those twins by their target field first and previews only where the fields
    // agree; the answer must be the plain definition's: every legal move, but a two-colour card's second
    // colour for a dog whose first colour has the same outcome.
    int twins = 0;
    for (int players = 2; players <= 4; ++players) {
        DogKidsState s = makeState(players);
        Rng rng(static_cast<std::uint64_t>(900 + players));
        std::vector<ChanceOutcome> outs;
        std::vector<Action> legal, search;
        int steps = 0;
        while (!s.isOver() && steps++ < 3000) {
            if (s.isChance()) {
                s.chanceOutcomes(outs);
                s.applyLegal(outs[rng.pickWeighted(outs)].action);
                continue;
            }
            s.legalActions(legal);
            std::vector<Action> want;
            for (const Action& a : legal) {
                const bool twin = !want.empty() && a.kind == kMove && want.back().kind == kMove &&
                                  cardInfo(static_cast<Card>(a.arg(0))).kind == CardKind::TwoColour &&
                                  want.back().arg(0) == a.arg(0) && want.back().arg(1) == a.arg(1) &&
                                  sameOutcome(s.preview(want.back()), s.preview(a));
                if (twin)
                    ++twins;
                else
                    want.push_back(a);
            }
            s.searchActions(search);
            REQUIRE(search == want);
            s.applyLegal(search[rng.below(static_cast<std::uint32_t>(search.size()))]);
        }
    }
    CHECK(twins > 0); // the games met some
}

// The rules page in German (the box's language) and in Polish: F1 and the tooltips open a section by
// the English page's heading id, so every translated page carries each of those ids, in order.
TEST_CASE("the German and Polish rules pages have every section id of the English page") {
    auto lines = [](const std::string& lang) {
        std::ifstream in(std::string(DOGTABLE_SOURCE_DIR) + "/docs/rules/dogkids." + lang + ".md");
        std::vector<std::string> headings;
        for (std::string line; std::getline(in, line);)
            if (!line.empty() && line[0] == '#') headings.push_back(line);
        return headings;
    };
    // The English page's ids: its headings as the rules browser spells them ("## The cards": the-cards).
    std::vector<std::string> ids;
    for (const std::string& h : lines("en")) {
        std::string id;
        for (char c : h.substr(h.find_first_not_of("# ")))
            if (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_')
                id += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            else if (c == ' ')
                id += '-';
        ids.push_back(id);
    }
    REQUIRE(ids.size() > 10);
    for (const std::string lang : {"de", "pl", "pt"}) {
        INFO(lang);
        const auto headings = lines(lang);
        REQUIRE(headings.size() == ids.size());
        for (std::size_t i = 0; i < ids.size(); ++i)
            CHECK(headings[i].ends_with("{#" + ids[i] + "}"));
    }
}

TEST_CASE("the score sheet's chart measure is the fields each player's dogs have left to home", "[score]") {
    DogKidsState s = playing(2, false, {{singleCard(B), singleCard(G), singleCard(Y)}});
    // White (board position 0) enters at field 0 and leaves the ring after field 43 into H1.
    const auto left = [&](Seat seat) {
        return s.scoreSheet().players[static_cast<std::size_t>(seat)].chartValue;
    };
    CHECK(s.scoreSheet().chartMeasure == "fields left to home");
    CHECK(left(0) == 3 * 45); // three waiting dogs: one field onto the start, 43 round, one into H1
    s.placeDog(0, 0);
    CHECK(left(0) == 2 * 45 + 44);
    s.placeDog(1, 43);
    CHECK(left(0) == 45 + 44 + 1);
    s.placeDog(2, kHomeBase + 2);
    CHECK(left(0) == 44 + 1);
    // Brown (position 2) starts at field 22 and leaves after field 21.
    s.placeDog(3, 22);
    CHECK(left(1) == 2 * 45 + 44);
    s.placeDog(4, 21);
    CHECK(left(1) == 45 + 44 + 1);
}

// The Polish page speaks to the player as the app does: one player, "ty" (a play-tester read
// "wybierzcie" beside "ciebie", and "Dobieranie stół robi za ciebie").
TEST_CASE("the Polish rules page speaks to one player") {
    std::ifstream in(std::string(DOGTABLE_SOURCE_DIR) + "/docs/rules/dogkids.pl.md");
    std::string page((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    REQUIRE(page.size() > 1000);
    REQUIRE(page.find("ciebie") != std::string::npos); // the singular address the page uses
    for (const char* plural : {"wybierzcie", "wybierzecie", "macie", "możecie", "gracie", "jesteście",
                               "zagrajcie", "kliknijcie", "dobierzcie", "ruszcie", "weźcie", "połóżcie"}) {
        INFO(plural);
        CHECK(page.find(std::string(" ") + plural) == std::string::npos);
    }
    CHECK(page.find("Dobieranie stół robi") == std::string::npos);
    CHECK(page.find("Stół dobiera karty za ciebie.") != std::string::npos);
}

TEST_CASE("the log says whose start field a dog lands on", "[text]") {
    // Play test: "… to field 12 (start field)" did not say whose; the board's words name it by the
    // dogs that start there ("start field of the grey dogs").
    const std::map<int, std::string> owner = {{1, "white"}, {12, "grey"}, {23, "brown"}, {34, "black"}};
    const std::regex start(R"(field (\d+) \(start field([^)]*)\))");
    int seen = 0;
    for (std::uint64_t seed = 1; seed < 6; ++seed) {
        DogKidsState s = makeState(4);
        Rng rng(seed);
        for (int step = 0; step < 3000 && !s.isOver(); ++step) {
            if (s.isChance()) {
                const auto outs = s.chanceOutcomes();
                s.applyLegal(outs[rng.pickWeighted(outs)].action);
                continue;
            }
            const auto legal = s.legalActions();
            const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            const std::string line = s.describe(a, kNoSeat);
            for (auto it = std::sregex_iterator(line.begin(), line.end(), start);
                 it != std::sregex_iterator(); ++it) {
                ++seen;
                INFO(line);
                const int field = std::stoi((*it)[1].str());
                REQUIRE(owner.count(field) == 1);
                CHECK((*it)[2].str() == " of the " + owner.at(field) + " dogs");
            }
            s.applyLegal(a);
        }
    }
    CHECK(seen >= 5);
}
