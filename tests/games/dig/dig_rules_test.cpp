// Dig: one test per rule of the rulebook and per edge case of the rules spec.
#include "../game_test_support.h"
#include "dig_test_util.h"

#include <cctype>
#include <fstream>
#include <set>

using namespace digtest;

// ----- components -----

TEST_CASE("dig: 20 yard cards, each scent pair twice, the two cards hiding the pair's two colours",
          "[dig][cards]") {
    std::map<int, std::vector<int>> byPair;
    std::array<int, kColours> bones{};
    for (int c = 0; c < kBoneCards; ++c) {
        byPair[pairOf(c)].push_back(c);
        CHECK(pairHas(pairOf(c), boneOf(c)));
        ++bones[static_cast<std::size_t>(boneOf(c))];
    }
    REQUIRE(byPair.size() == 10);
    for (const auto& [pair, cards] : byPair) {
        REQUIRE(cards.size() == 2);
        CHECK(boneOf(cards[0]) != boneOf(cards[1]));
        CHECK(partnerOf(cards[0]) == cards[1]);
    }
    for (int b : bones)
        CHECK(b == 4);
    // Every unordered pair of the five colours is a scent pair.
    for (int a = 0; a < kColours; ++a)
        for (int b = a + 1; b < kColours; ++b)
            CHECK(pairOfColours(static_cast<Colour>(a), static_cast<Colour>(b)) >= 0);
    // One bowl per colour.
    std::set<Colour> bowls;
    for (int c = kBoneCards; c < kYardCards; ++c)
        bowls.insert(bowlColourOf(c));
    CHECK(bowls.size() == 5);
    CHECK(cardCode(card("RY-R")) == "RY-R");
    CHECK(boneOf(card("GP-P")) == Colour::Purple);
}

// ----- setup -----

TEST_CASE("dig: setup lays the 25 shuffled cards as chance, all dogs on the doghouse, first seat starts",
          "[dig][setup]") {
    DigState s(setupOf(3));
    CHECK(s.currentSeat() == kChanceSeat);
    CHECK(s.legalActions().empty());
    auto outcomes = s.chanceOutcomes();
    REQUIRE(outcomes.size() == 25);
    for (const auto& o : outcomes)
        CHECK(o.weight == 1);
    play(s, "deal 7");
    CHECK(s.chanceOutcomes().size() == 24);
    CHECK(s.cardAt(1) == 7);
    CHECK(refused(s, "deal 7") != "");

    DigState d = dealt(3, layoutWith({}));
    CHECK(d.currentSeat() == 0);
    CHECK(d.length() == 25);
    for (int seat = 0; seat < 3; ++seat) {
        CHECK(d.dogOf(seat) == 0);
        CHECK(d.handCount(seat) == 0);
    }
    for (int p = 1; p <= 25; ++p)
        CHECK(d.cardAt(p) == p - 1);
    CHECK(d.boneCardsInYard() == 20);
}

// ----- the turn -----

TEST_CASE("dig: at most 3 actions a turn, in any order, then only the end of the turn", "[dig][turn]") {
    DigState s = dealt(2, layoutWith({{1, "RY-R"}, {2, "bowl-R"}}));
    play(s, "move 1");
    play(s, "dig");
    play(s, "keep");
    play(s, "move 2");
    CHECK(s.actionsLeft() == 0);
    CHECK(s.legalActions() == std::vector<Action>{endTurnAction()});
    CHECK(refused(s, "move 1").find("no actions left") != std::string::npos);
    play(s, "end");
    CHECK(s.currentSeat() == 1);
    CHECK(s.actionsLeft() == 3);
}

TEST_CASE("dig: a player may end the turn after fewer actions, even none", "[dig][turn]") {
    DigState s = dealt(3, layoutWith({}));
    play(s, "end");
    CHECK(s.currentSeat() == 1);
    play(s, "move 2");
    play(s, "end");
    CHECK(s.currentSeat() == 2);
    play(s, "end");
    CHECK(s.currentSeat() == 0); // clockwise, round and round
}

// ----- move -----

TEST_CASE("dig: a move goes 1 to 4 steps, minus one per bone carried, either way", "[dig][move]") {
    for (int bones = 0; bones <= 3; ++bones) {
        Position p = positionOf(layoutWith({}), {10, 0});
        const std::vector<std::string> codes = {"RY-R", "RG-R", "RB-R"};
        give(p, 0, std::vector<std::string>(codes.begin(), codes.begin() + bones));
        // those cards must leave the yard: replace them by the layout without them
        std::vector<int> yard;
        for (int c = 0; c < kYardCards; ++c)
            if (!(p.hand[0] & (1u << c))) yard.push_back(c);
        Position q = positionOf(yard, {10, 0});
        q.hand = p.hand;
        q.known = p.known;
        DigState s = stateAt(2, q);
        const int range = 4 - bones;
        CHECK(s.moveRange(0) == range);
        std::set<int> targets;
        for (const auto& a : s.legalActions())
            if (a.kind == kMove) targets.insert(a.arg(0));
        std::set<int> expected;
        for (int d = 1; d <= range; ++d) {
            expected.insert(10 - d);
            expected.insert(10 + d);
        }
        CHECK(targets == expected);
        CHECK(
            refused(s, fmt::format("move {}", 10 + range + 1)).find(fmt::format("at most {} step", range)) !=
            std::string::npos);
        CHECK(refused(s, "move 10").find("at least one step") != std::string::npos);
    }
}

TEST_CASE("dig: a dog moved and moved back in one turn is the position of before, with an action less",
          "[dig][move][bots]") {
    // Issue #18 (no busywork): the computer never returns to a position of its own turn, judged by
    // positionHash(). Before, the actions used this turn were part of it, so going 2 fields toward
    // the doghouse and 2 back (a play tester saw an easy computer do it) counted as a new position.
    DigState s = stateAt(2, positionOf(layoutWith({}), {10, 0}));
    const std::uint64_t before = s.positionHash();
    const std::uint64_t whole = s.hash();
    play(s, "move 8");
    CHECK(s.positionHash() != before);
    play(s, "move 10");
    CHECK(s.positionHash() == before);
    CHECK(s.hash() != whole); // the whole state still tells them apart (undo, saves, hints)
    CHECK(s.actionsLeft() == 1);
}

TEST_CASE("dig: a move cannot go past the doghouse or the farthest card", "[dig][move]") {
    DigState s = stateAt(2, positionOf(layoutWith({}), {1, 24}));
    std::set<int> targets;
    for (const auto& a : s.legalActions())
        if (a.kind == kMove) targets.insert(a.arg(0));
    CHECK(targets == std::set<int>{0, 2, 3, 4, 5});
    CHECK(refused(s, "move -1").find("not in the yard") != std::string::npos);
    play(s, "end");
    targets.clear();
    for (const auto& a : s.legalActions())
        if (a.kind == kMove) targets.insert(a.arg(0));
    CHECK(targets == std::set<int>{20, 21, 22, 23, 25});
    CHECK(refused(s, "move 26").find("not in the yard") != std::string::npos);
}

TEST_CASE("dig: the move range is counted again at every move (dig lowers it, deliver raises it)",
          "[dig][move]") {
    Position p = positionOf(layoutWith({{5, "RY-R"}, {7, "bowl-R"}}), {5, 0});
    DigState s = stateAt(2, p);
    CHECK(s.moveRange(0) == 4);
    play(s, "dig");
    play(s, "keep");
    CHECK(s.moveRange(0) == 3);
    play(s, "move 7");
    play(s, "deliver 1"); // card RY-R has id 0: "deliver" lists card+1
    CHECK(s.moveRange(0) == 4);
}

TEST_CASE("dig: gaps count as steps and a dog may stop on one, but not dig or deliver there",
          "[dig][move][gap]") {
    Position p = positionOf(layoutWith({{4, "RY-R"}, {5, "YG-G"}}), {4, 0});
    DigState s = stateAt(2, p);
    play(s, "dig");
    play(s, "keep"); // place 4 is a gap now, the dog stands on it
    CHECK(s.cardAt(4) == kGap);
    CHECK(s.length() == 25); // nothing closes up before the end of the turn
    CHECK_FALSE(isLegal(s, "dig"));
    CHECK(refused(s, "dig").find("gap") != std::string::npos);
    CHECK(refused(s, "deliver 1").find("bowl") != std::string::npos);
    play(s, "move 5");
    // From 5 with one bone: 3 steps, the gap at 4 is one of them.
    CHECK(isLegal(s, "move 2"));
    CHECK_FALSE(isLegal(s, "move 1"));
    play(s, "move 4"); // stop on the gap
    CHECK(s.dogOf(0) == 4);
}

TEST_CASE("dig: dogs never block each other and may share a card", "[dig][move]") {
    DigState s = stateAt(3, positionOf(layoutWith({}), {2, 3, 4}));
    CHECK(isLegal(s, "move 3"));
    CHECK(isLegal(s, "move 6"));
    play(s, "move 4");
    CHECK(s.dogOf(0) == 4);
    CHECK(s.dogOf(2) == 4);
}

// ----- dig -----

TEST_CASE("dig: digging only on a bone card, never on a bowl or the doghouse", "[dig][dig]") {
    DigState s = stateAt(2, positionOf(layoutWith({{3, "bowl-G"}}), {0, 0}));
    CHECK_FALSE(isLegal(s, "dig"));
    CHECK(refused(s, "dig").find("doghouse") != std::string::npos);
    play(s, "move 3");
    CHECK_FALSE(isLegal(s, "dig"));
    CHECK(refused(s, "dig").find("bowl") != std::string::npos);
    play(s, "move 4");
    CHECK(isLegal(s, "dig"));
}

TEST_CASE("dig: the dug card goes to the hand and only its digger sees the bone", "[dig][dig][hidden]") {
    DigState s = stateAt(2, positionOf(layoutWith({{2, "RY-Y"}}), {2, 0}));
    const std::string ania = s.viewText(1);
    play(s, "dig");
    CHECK(s.handCount(0) == 1);
    const View mine = s.viewFor(0);
    REQUIRE(mine.players[0].hand.size() == 1);
    CHECK(mine.players[0].hand[0].bone == Colour::Yellow);
    const View theirs = s.viewFor(1);
    REQUIRE(theirs.players[0].hand.size() == 1);
    CHECK(theirs.players[0].hand[0].pair == pairOf(card("RY-Y"))); // the scent was public
    CHECK_FALSE(theirs.players[0].hand[0].bone.has_value());
    CHECK(theirs.players[0].hand[0].card == -1);
    CHECK(s.viewText(1).find("=Y") == std::string::npos);
    // The log line names the bone only for the digger.
    DigState before = stateAt(2, positionOf(layoutWith({{2, "RY-Y"}}), {2, 0}));
    CHECK(before.describe(digAction(), 0).find("yellow bone") != std::string::npos);
    CHECK(before.describe(digAction(), 1).find("yellow bone") == std::string::npos);
    CHECK(before.describe(digAction(), kNoSeat).find("yellow bone") == std::string::npos);
    CHECK(before.revealsInformation(digAction()));
}

TEST_CASE("dig: after digging, any one hand card may be put back face down, even the one just dug",
          "[dig][dig]") {
    std::vector<int> yard;
    for (int c = 0; c < kYardCards; ++c)
        if (c != card("RP-P")) yard.push_back(c);
    std::iter_swap(yard.begin() + 5, std::find(yard.begin(), yard.end(), card("GB-B")));
    Position p = positionOf(yard, {6, 0});
    give(p, 0, {"RP-P"});
    DigState s = stateAt(2, p);
    play(s, "dig");
    const auto legal = s.legalActions();
    CHECK(legal ==
          std::vector<Action>{putBackAction(card("RP-P")), putBackAction(card("GB-B")), keepAction()});
    // Nothing else can happen before the dig is finished.
    CHECK(refused(s, "end").find("finish the dig") != std::string::npos);
    CHECK(refused(s, "move 5").find("finish the dig") != std::string::npos);

    DigState same = s;
    play(same, fmt::format("putback {}", card("GB-B")));
    CHECK(same.cardAt(6) == card("GB-B"));
    CHECK(same.handCount(0) == 1);
    // Peeking: the digger now knows the bone under that card, the other player does not.
    CHECK(same.viewFor(0).yard[5].bone == Colour::Blue);
    CHECK_FALSE(same.viewFor(0).yard[5].bonePublic);
    CHECK_FALSE(same.viewFor(1).yard[5].bone.has_value());

    DigState other = s;
    play(other, fmt::format("putback {}", card("RP-P")));
    CHECK(other.cardAt(6) == card("RP-P"));
    CHECK(other.viewFor(1).yard[5].pair == pairOf(card("RP-P"))); // its scent is public
    CHECK_FALSE(other.viewFor(1).yard[5].bone.has_value());
    CHECK(other.describe(endTurnAction(), 1).find("Tidy-up") == std::string::npos); // no gap: no tidy-up
}

TEST_CASE("dig: with nothing put back the place stays a gap until the end of the turn", "[dig][dig][gap]") {
    DigState s = stateAt(2, positionOf(layoutWith({{3, "YP-Y"}}), {3, 3}));
    play(s, "dig");
    play(s, "keep");
    CHECK(s.cardAt(3) == kGap);
    CHECK(s.dogOf(0) == 3);
    CHECK(s.dogOf(1) == 3); // dogs on the dug place stay there
    CHECK(s.viewFor(1).yard[2].kind == YardSlotView::Kind::Gap);
}

TEST_CASE("dig: hand limit 3 — a fourth dig forces a put-back", "[dig][dig][hand]") {
    std::vector<int> yard;
    for (int c = 0; c < kYardCards; ++c)
        if (c != card("RY-R") && c != card("RG-G") && c != card("RB-B")) yard.push_back(c);
    Position p = positionOf(yard, {1, 0});
    give(p, 0, {"RY-R", "RG-G", "RB-B"});
    DigState s = stateAt(2, p);
    CHECK(s.moveRange(0) == 1);
    CHECK(isLegal(s, "dig"));
    const int dugCard = s.cardAt(1);
    play(s, "dig");
    CHECK(s.handCount(0) == 4);
    CHECK_FALSE(isLegal(s, "keep"));
    CHECK(refused(s, "keep").find("hand limit 3") != std::string::npos);
    play(s, fmt::format("putback {}", card("RY-R")));
    CHECK(s.handCount(0) == 3);
    CHECK(s.cardAt(1) == card("RY-R"));
    CHECK(s.viewFor(0).players[0].hand.size() == 3);
    CHECK((s.position().hand[0] & (1u << dugCard)) != 0);
}

// ----- deliver -----

TEST_CASE("dig: deliver bones of the bowl's colour at that bowl, one or several in one action",
          "[dig][deliver]") {
    std::vector<int> yard;
    for (int c = 0; c < kYardCards; ++c)
        if (c != card("RY-Y") && c != card("YG-Y") && c != card("GB-G")) yard.push_back(c);
    const int bowl = static_cast<int>(std::find(yard.begin(), yard.end(), card("bowl-Y")) - yard.begin()) + 1;
    Position p = positionOf(yard, {bowl, 0});
    give(p, 0, {"RY-Y", "YG-Y", "GB-G"});
    DigState s = stateAt(2, p);
    std::vector<Action> delivers;
    for (const auto& a : s.legalActions())
        if (a.kind == kDeliver) delivers.push_back(a);
    // Every non-empty set of the two yellow bones; never the green one.
    CHECK(delivers.size() == 3);
    CHECK(std::find(delivers.begin(), delivers.end(), deliverAction({card("RY-Y"), card("YG-Y")})) !=
          delivers.end());
    CHECK(refused(s, fmt::format("deliver {}", card("GB-G") + 1)).find("only yellow bones") !=
          std::string::npos);
    play(s, fmt::format("deliver {} {}", card("RY-Y") + 1, card("YG-Y") + 1));
    CHECK(s.handCount(0) == 1);
    CHECK(s.viewFor(1).players[0].delivered[static_cast<std::size_t>(Colour::Yellow)] == 2);
    CHECK(s.actionsLeft() == 2); // one action for both bones
    CHECK_FALSE(isLegal(s, fmt::format("deliver {}", card("GB-G") + 1)));
}

TEST_CASE("dig: deliver needs a bowl and a matching bone in hand", "[dig][deliver]") {
    const auto yard = layoutWith({{2, "bowl-P"}});
    DigState s = stateAt(2, positionOf(yard, {2, 0}));
    for (const auto& a : s.legalActions())
        CHECK(a.kind != kDeliver);
    CHECK(refused(s, "deliver 8").find("only deliver bones you hold") != std::string::npos);
}

TEST_CASE("dig: the rulebook's turn example — dig, move 2, deliver a purple bone at the purple bowl",
          "[dig][example]") {
    DigState s = stateAt(2, positionOf(layoutWith({{9, "YP-P"}, {11, "bowl-P"}}), {9, 0}));
    play(s, "dig");
    play(s, "keep");
    play(s, "move 11");
    play(s, fmt::format("deliver {}", card("YP-P") + 1));
    CHECK(s.viewFor(1).players[0].delivered[static_cast<std::size_t>(Colour::Purple)] == 1);
    CHECK(s.actionsLeft() == 0);
    play(s, "end");
    // Tidy-up: the farthest card fills the gap at place 9.
    CHECK(s.length() == 24);
    CHECK(s.cardAt(9) == layoutWith({{9, "YP-P"}, {11, "bowl-P"}})[24]);
}

// ----- tidy-up -----

namespace {
/// The far end of the rulebook's example: ... B | green–red | red–yellow | A (the farthest card).
std::vector<int> bartekYard() {
    return layoutWith({{22, "YB-Y"}, {23, "RG-G"}, {24, "RY-R"}, {25, "BP-B"}});
}
} // namespace

TEST_CASE("dig: the rulebook's tidy-up example with Bartek and Ania", "[dig][tidy][example]") {
    for (int aniaAt : {24, 25}) { // the spec: Ania on red–yellow, or on A, gives the same outcome
        DYNAMIC_SECTION("Ania's dog at " << aniaAt) {
            DigState s = stateAt(2, positionOf(bartekYard(), {25, aniaAt}));
            play(s, "dig"); // A
            play(s, "keep");
            CHECK(s.moveRange(0) == 3);
            play(s, "move 22"); // 3 steps toward the doghouse: the gap at 25 was the start
            play(s, "dig");     // B
            play(s, "keep");
            const TidyPlan plan = s.tidyUpPlan();
            REQUIRE(plan.steps.size() == 2);
            CHECK_FALSE(plan.steps[0].fill); // A's place is never refilled
            CHECK(plan.steps[0].from == 25);
            CHECK(plan.steps[1].fill); // red–yellow goes into B's place
            CHECK(plan.steps[1].from == 24);
            CHECK(plan.steps[1].to == 22);
            CHECK(plan.steps[1].card == card("RY-R"));
            play(s, "end");
            CHECK(s.length() == 23);
            CHECK(s.cardAt(22) == card("RY-R"));
            CHECK(s.cardAt(23) == card("RG-G"));
            CHECK(s.dogOf(0) == 22); // Bartek now stands on the red–yellow card
            CHECK(s.dogOf(1) == 23); // Ania's dog, "off the yard", goes to the green–red card
            CHECK(s.handCount(0) == 2);
            CHECK(s.currentSeat() == 1);
            for (int place = 1; place <= s.length(); ++place)
                CHECK(s.cardAt(place) != kGap);
        }
    }
}

TEST_CASE(
    "dig: tidy-up fills a gap with the farthest card, bowls included, and moves its dogs to the new end",
    "[dig][tidy]") {
    const auto yard = layoutWith({{5, "RY-R"}, {25, "bowl-G"}});
    DigState s = stateAt(3, positionOf(yard, {5, 25, 24}));
    play(s, "dig");
    play(s, "keep");
    // The log names whose dog moves (play test: "the dog of Ania goes to ..." read as a translation).
    const std::string said = s.describe(endTurnAction(), kNoSeat);
    INFO(said);
    CHECK(said.find("Ania's dog goes to the farthest card, place 24") != std::string::npos);
    CHECK(said.find("the dog of") == std::string::npos);
    play(s, "end");
    CHECK(s.cardAt(5) == card("bowl-G")); // the green bowl jumped next to the doghouse
    CHECK(s.length() == 24);
    CHECK(s.dogOf(0) == 5);  // the digger stays, now on the bowl
    CHECK(s.dogOf(1) == 24); // the dog on the moved card goes to the new farthest card
    CHECK(s.dogOf(2) == 24);
    CHECK(s.boneValues()[static_cast<std::size_t>(Colour::Green)] == 5);
}

TEST_CASE("dig: with two gaps the one nearer the doghouse is filled first", "[dig][tidy]") {
    const auto yard = layoutWith({{3, "RY-R"}, {6, "RG-R"}, {24, "GB-G"}, {25, "bowl-B"}});
    DigState s = stateAt(2, positionOf(yard, {3, 0}));
    play(s, "dig");
    play(s, "keep");
    play(s, "move 6");
    play(s, "dig");
    play(s, "keep");
    play(s, "end");
    CHECK(s.cardAt(3) == card("bowl-B"));
    CHECK(s.cardAt(6) == card("GB-G"));
    CHECK(s.length() == 23);
    CHECK(s.dogOf(0) == 6);
}

TEST_CASE("dig: the active player's own dog on the farthest card is moved like any other", "[dig][tidy]") {
    // Dig at 23, walk to 25 (the farthest card, not dug): that card fills 23 and the dog goes to the new end.
    const auto yard = layoutWith({{23, "RY-R"}, {25, "YP-P"}});
    DigState s = stateAt(2, positionOf(yard, {23, 0}));
    play(s, "dig");
    play(s, "keep");
    play(s, "move 25");
    play(s, "end");
    CHECK(s.cardAt(23) == card("YP-P"));
    CHECK(s.length() == 24);
    CHECK(s.dogOf(0) == 24);
}

TEST_CASE("dig: two gaps at the far end are both trimmed and the dogs there go to the new end",
          "[dig][tidy]") {
    const auto yard = layoutWith({{24, "RY-R"}, {25, "RG-R"}});
    DigState s = stateAt(2, positionOf(yard, {24, 0}));
    play(s, "dig");
    play(s, "keep");
    play(s, "move 25");
    play(s, "dig");
    play(s, "keep");
    play(s, "end");
    CHECK(s.length() == 23);
    CHECK(s.dogOf(0) == 23); // off the yard: onto the farthest card
}

// ----- end of the game -----

namespace {
/// Five bowls and one bone card at place 3: the last bone in the yard.
Position lastBonePosition() {
    Position p;
    p.yard.fill(kGap);
    const std::vector<std::string> row = {"bowl-Y", "bowl-R", "RY-R", "bowl-G", "bowl-B", "bowl-P"};
    for (std::size_t i = 0; i < row.size(); ++i)
        p.yard[i + 1] = static_cast<CardId>(card(row[i]));
    p.length = static_cast<std::int8_t>(row.size());
    p.dealt = kYardCards;
    // Every other bone card is delivered or in a hand.
    for (int c = 0; c < kBoneCards; ++c) {
        if (c == card("RY-R")) continue;
        const int seat = c % 2;
        p.delivered[static_cast<std::size_t>(seat)] |= 1u << c;
    }
    for (auto& k : p.known)
        k = p.delivered[0] | p.delivered[1];
    p.known[2] = p.known[3] = 0;
    p.dog = {3, 6, 0, 0};
    return p;
}
} // namespace

TEST_CASE("dig: when the last bone card is dug the player finishes the turn, then the game ends",
          "[dig][end]") {
    Position p = lastBonePosition();
    // move a delivered red bone of seat 0 to the hand so that the bone dug can be delivered too
    DigState s = stateAt(2, p);
    play(s, "dig");
    play(s, "keep");
    CHECK(s.boneCardsInYard() == 0);
    CHECK(s.viewFor(0).finalTurn);
    CHECK_FALSE(s.isOver());
    // Remaining actions: Move and Deliver only.
    CHECK_FALSE(isLegal(s, "dig"));
    play(s, "move 2"); // the red bowl
    play(s, fmt::format("deliver {}", card("RY-R") + 1));
    play(s, "end");
    CHECK(s.isOver());
    CHECK(s.currentSeat() == kNoSeat);
    CHECK(s.legalActions().empty());
    CHECK(s.length() == 5); // tidy-up ran: only the five bowls
    for (int place = 1; place <= 5; ++place)
        CHECK(isBowlCard(s.cardAt(place)));
    // The gap at 3 took the purple bowl from the end: yellow, red, purple, green, blue.
    CHECK(s.bowlOrder() ==
          std::array<Colour, 5>{Colour::Yellow, Colour::Red, Colour::Purple, Colour::Green, Colour::Blue});
    std::vector<std::string> problems;
    s.checkInvariants(problems);
    CHECK(problems.empty());
}

TEST_CASE("dig: putting the last bone card back does not end the game", "[dig][end]") {
    DigState s = stateAt(2, lastBonePosition());
    play(s, "dig");
    play(s, fmt::format("putback {}", card("RY-R")));
    play(s, "end");
    CHECK_FALSE(s.isOver());
    CHECK(s.currentSeat() == 1);
}

// ----- scoring -----

TEST_CASE("dig: bowl nearest the doghouse 5 points a bone, then 4, 3, 2, 1, bones in hand score nothing",
          "[dig][score]") {
    DigState s = stateAt(2, lastBonePosition());
    play(s, "dig");
    play(s, "keep");
    play(s, "end"); // the red bone stays in hand
    REQUIRE(s.isOver());
    // yellow 5, red 4, purple 3, green 2, blue 1
    const auto values = s.boneValues();
    CHECK(values == std::array<int, 5>{4, 5, 2, 1, 3});
    const ScoreSheet sheet = s.scoreSheet();
    int expected0 = 0, expected1 = 0;
    for (int c = 0; c < kBoneCards; ++c) {
        if (c == card("RY-R")) continue;
        (c % 2 == 0 ? expected0 : expected1) += values[static_cast<std::size_t>(boneOf(c))];
    }
    CHECK(sheet.players[0].total == expected0);
    CHECK(sheet.players[1].total == expected1);
    CHECK(s.viewFor(1).players[0].points == expected0);
    // A score follows the bowls' places, so it can fall: the sheet says so for its chart (play test).
    CHECK(sheet.chartNote.find("when bowls move, a score can fall") != std::string::npos);
}

TEST_CASE("dig: ties go to most 5-point bones, then 4-point ..., else a shared win", "[dig][score]") {
    const std::array<Colour, 5> order = {Colour::Yellow, Colour::Green, Colour::Blue, Colour::Purple,
                                         Colour::Red};
    BoneTally a{"Ania", {}, 0}, b{"Bartek", {}, 0};
    // Ania: 1 yellow (5) + 1 red (1) = 6; Bartek: 2 blue (3 each) = 6.
    a.delivered[static_cast<std::size_t>(Colour::Yellow)] = 1;
    a.delivered[static_cast<std::size_t>(Colour::Red)] = 1;
    b.delivered[static_cast<std::size_t>(Colour::Blue)] = 2;
    ScoreSheet sheet = scoreBones(order, {a, b});
    CHECK(sheet.players[0].total == 6);
    CHECK(sheet.players[1].total == 6);
    CHECK(sheet.winners == std::vector<int>{0});
    CHECK(sheet.tiebreak == "most 5-point bones");
    // Same 5-point count: the 4-point bones decide.
    BoneTally c{"Ola", {}, 0}, d{"Tomek", {}, 0};
    c.delivered[static_cast<std::size_t>(Colour::Green)] = 1;  // 4
    c.delivered[static_cast<std::size_t>(Colour::Purple)] = 1; // 2
    d.delivered[static_cast<std::size_t>(Colour::Blue)] = 2;   // 3+3
    sheet = scoreBones(order, {c, d});
    CHECK(sheet.winners == std::vector<int>{0});
    CHECK(sheet.tiebreak == "most 4-point bones");
    // Identical profiles: a shared win.
    sheet = scoreBones(order, {c, c});
    CHECK(sheet.winners == std::vector<int>{0, 1});
    CHECK(sheet.tiebreak.find("shared win") != std::string::npos);
    // A clear lead needs no tie-break.
    sheet = scoreBones(order, {a, d});
    CHECK(sheet.winners.size() == 1);
}

// ----- hidden information and deduction -----

TEST_CASE("dig: a yard card shows only its scents, swapping a pair's two cards changes no one's view",
          "[dig][hidden]") {
    auto yard = layoutWith({{4, "RY-R"}, {9, "RY-Y"}});
    auto swapped = yard;
    std::swap(swapped[3], swapped[8]);
    DigState a = stateAt(3, positionOf(yard, {0, 0, 0}));
    DigState b = stateAt(3, positionOf(swapped, {0, 0, 0}));
    for (Seat v : {0, 1, 2, kNoSeat})
        CHECK(a.viewText(v) == b.viewText(v));
    CHECK(a.debugText() != b.debugText());
}

TEST_CASE("dig: determinize re-deals only the scent pairs the viewer does not know", "[dig][hidden]") {
    Position p = positionOf(layoutWith({{1, "RY-R"}, {2, "RG-G"}}), {1, 0});
    DigState s = stateAt(2, p);
    play(s, "dig"); // Bartek sees RY-R
    play(s, fmt::format("putback {}", card("RY-R")));
    std::set<int> seenAt2, seenAt1ForAnia;
    for (std::uint64_t seed = 1; seed <= 64; ++seed) {
        Rng rng(seed);
        auto d = s.determinize(0, rng);
        auto& ds = static_cast<const DigState&>(*d);
        CHECK(ds.cardAt(1) == card("RY-R")); // Bartek knows it: never changed
        CHECK(d->viewText(0) == s.viewText(0));
        seenAt2.insert(ds.cardAt(2));
        Rng rng2(seed);
        auto e = s.determinize(1, rng2);
        seenAt1ForAnia.insert(static_cast<const DigState&>(*e).cardAt(1));
        CHECK(e->viewText(1) == s.viewText(1));
    }
    CHECK(seenAt2.size() == 2);        // unknown to Bartek: both cards of the pair occur
    CHECK(seenAt1ForAnia.size() == 2); // Ania has not seen the peeked card
}

TEST_CASE("dig: knowing one card of a pair tells the other, delivering makes it public",
          "[dig][hidden][deduce]") {
    std::vector<int> yard;
    for (int c = 0; c < kYardCards; ++c)
        if (c != card("RY-R")) yard.push_back(c);
    const int bowl = static_cast<int>(std::find(yard.begin(), yard.end(), card("bowl-R")) - yard.begin()) + 1;
    const int other = static_cast<int>(std::find(yard.begin(), yard.end(), card("RY-Y")) - yard.begin()) + 1;
    Position p = positionOf(yard, {bowl, 0});
    give(p, 0, {"RY-R"});
    DigState s = stateAt(2, p);
    // Private deduction: Bartek holds the red bone of red–yellow, so the other one is yellow — for him only.
    CHECK(s.viewFor(0).yard[static_cast<std::size_t>(other - 1)].bone == Colour::Yellow);
    CHECK_FALSE(s.viewFor(1).yard[static_cast<std::size_t>(other - 1)].bone.has_value());
    // The public aid knows nothing yet.
    const auto pair = static_cast<std::size_t>(pairOf(card("RY-R")));
    CHECK_FALSE(s.publicFacts()[pair].otherHides.has_value());
    CHECK(s.viewFor(0).facts[pair].delivered == 0);
    play(s, fmt::format("deliver {}", card("RY-R") + 1));
    const auto facts = s.publicFacts();
    CHECK(facts[pair].delivered == 1);
    CHECK(facts[pair].otherHides == Colour::Yellow);
    CHECK(facts[pair].where == PairFact::Where::Yard);
    CHECK(facts[pair].whereIndex == other);
    CHECK(s.viewFor(1).yard[static_cast<std::size_t>(other - 1)].bone == Colour::Yellow);
    CHECK(s.viewFor(1).yard[static_cast<std::size_t>(other - 1)].bonePublic);
    CHECK(s.viewFor(kNoSeat).yard[static_cast<std::size_t>(other - 1)].bone == Colour::Yellow);
}

TEST_CASE("dig: the deduction aid uses public information only (a peek changes nothing in it)",
          "[dig][hidden][deduce]") {
    DigState s = stateAt(2, positionOf(layoutWith({{2, "GP-G"}}), {2, 0}));
    const auto before = s.publicFacts();
    play(s, "dig");
    play(s, fmt::format("putback {}", card("GP-G")));
    const auto after = s.publicFacts();
    for (std::size_t i = 0; i < before.size(); ++i) {
        CHECK(before[i].delivered == after[i].delivered);
        CHECK(before[i].otherHides == after[i].otherHides);
    }
    // Bartek's private knowledge does show on his own view, not on Ania's, nor on the facts.
    CHECK(s.viewFor(0).yard[1].bone == Colour::Green);
    CHECK_FALSE(s.viewFor(1).yard[1].bone.has_value());
    CHECK(s.viewFor(0).facts[static_cast<std::size_t>(pairOf(card("GP-G")))].otherHides == std::nullopt);
}

TEST_CASE("dig: with both cards of a pair in hand, onlookers cannot tell which one went back",
          "[dig][hidden]") {
    // Ania peeked at RY-R (at place 2) earlier; Bartek holds RY-Y and digs RY-R, then puts one back.
    std::vector<int> yard;
    for (int c = 0; c < kYardCards; ++c)
        if (c != card("RY-Y")) yard.push_back(c);
    std::swap(yard[1], *std::find(yard.begin(), yard.end(), card("RY-R")));
    Position p = positionOf(yard, {2, 0});
    give(p, 0, {"RY-Y"});
    p.known[1] |= 1u << card("RY-R");
    DigState s = stateAt(2, p);
    CHECK(s.viewFor(1).yard[1].bone == Colour::Red);
    play(s, "dig");
    play(s, fmt::format("putback {}", card("RY-Y")));
    CHECK_FALSE(s.viewFor(1).yard[1].bone.has_value());
    CHECK(s.viewFor(0).yard[1].bone == Colour::Yellow);
    // And the determinization for Ania may now swap that pair.
    std::set<int> seen;
    for (std::uint64_t seed = 1; seed <= 32; ++seed) {
        Rng rng(seed);
        seen.insert(static_cast<const DigState&>(*s.determinize(1, rng)).cardAt(2));
    }
    CHECK(seen.size() == 2);
}

TEST_CASE("dig: at the end everything is revealed", "[dig][hidden][end]") {
    DigState s = stateAt(2, lastBonePosition());
    play(s, "dig");
    play(s, "keep");
    play(s, "end");
    REQUIRE(s.isOver());
    const View v = s.viewFor(1);
    REQUIRE(v.players[0].hand.size() == 1);
    CHECK(v.players[0].hand[0].bone == Colour::Red);
}

// ----- words and text form -----

TEST_CASE("dig: action text round-trips and log lines read well", "[dig][text]") {
    DigState s = stateAt(2, positionOf(layoutWith({{2, "bowl-P"}}), {0, 0}));
    const Action d = deliverAction({7, 3});
    CHECK(s.actionToText(d) == "deliver 4 8");
    CHECK(deliveredCardsOf(d) == std::vector<int>{3, 7});
    CHECK(s.describe(moveAction(2), kNoSeat) ==
          "Bartek moves 2 steps away from the doghouse, to place 2 (the purple bowl).");
    CHECK(s.actionKindName(kKeep) == "keep");
    CHECK(s.statusText().find("3 actions left") != std::string::npos);
}

TEST_CASE("dig: a later move of the same turn may run the other way", "[dig][move]") {
    DigState s = stateAt(2, positionOf(layoutWith({}), {8, 0}));
    play(s, "move 12"); // away from the doghouse
    play(s, "move 9");  // back toward it
    play(s, "move 13");
    CHECK(s.dogOf(0) == 13);
    CHECK(s.actionsLeft() == 0);
}

TEST_CASE("dig: the status line tells the last turn", "[dig][end]") {
    DigState s = stateAt(2, lastBonePosition());
    play(s, "dig");
    CHECK(s.statusText().find("put a card back") != std::string::npos);
    play(s, "keep");
    CHECK(s.statusText().find("last turn") != std::string::npos);
}

// ----- events (what a table animates and a screen reader announces) -----

namespace {
/// The events of the action given as text, as `viewer` may know them; the state must not change.
std::vector<Event> eventsOf(const DigState& s, const std::string& text, Seat viewer) {
    auto a = s.actionFromText(text);
    REQUIRE(a.ok());
    const std::string before = s.debugText();
    const std::uint64_t hash = s.hash();
    std::vector<Event> out = s.events(*a, viewer);
    REQUIRE(s.debugText() == before);
    REQUIRE(s.hash() == hash);
    return out;
}
using support::only;
std::vector<std::string> kinds(const std::vector<Event>& events) {
    return support::kindsOf(events);
}
} // namespace

TEST_CASE("dig events: the first player drawn and the yard laid card by card", "[dig][events]") {
    Position p;
    p.yard.fill(kGap);
    std::vector<CardId> box;
    for (int c = 0; c < kYardCards; ++c)
        box.push_back(static_cast<CardId>(c));
    p.undealt = Deck<CardId>(box);
    p.firstPending = true;
    DigState drawing(setupOf(3), p);
    const auto first = drawing.events(Action(kFirstPlayer, 2), 0);
    CHECK(only(first, "first").seat == 2);

    DigState s(setupOf(3));
    play(s, "deal 7");
    const Event bone = only(eventsOf(s, "deal 3", 0), "deal");
    CHECK(bone.arg("place") == 2);
    CHECK(bone.arg("pair") == pairOf(3));
    CHECK_FALSE(bone.has("card")); // nobody knows the bone under a yard card
    CHECK_FALSE(bone.has("bone"));
    const Event bowl = only(eventsOf(s, fmt::format("deal {}", card("bowl-G")), 1), "deal");
    CHECK(bowl.arg("bowl") == static_cast<int>(Colour::Green));
    CHECK(bowl.arg("card") == card("bowl-G")); // a bowl is face up
}

TEST_CASE("dig events: a move reports the dog's from, to and steps", "[dig][events]") {
    DigState s = stateAt(2, positionOf(layoutWith({}), {5, 0}));
    const auto events = eventsOf(s, "move 2", 1);
    REQUIRE(kinds(events) == std::vector<std::string>{"move"});
    CHECK(events[0].seat == 0);
    CHECK(events[0].arg("from") == 5);
    CHECK(events[0].arg("to") == 2);
    CHECK(events[0].arg("steps") == 3);
}

TEST_CASE("dig events: a dug card's bone only for its digger, keep leaves a gap", "[dig][events][hidden]") {
    DigState s = stateAt(2, positionOf(layoutWith({{2, "RY-Y"}}), {2, 0}));
    const Event mine = only(eventsOf(s, "dig", 0), "dig");
    CHECK(mine.seat == 0);
    CHECK(mine.arg("place") == 2);
    CHECK(mine.arg("pair") == pairOf(card("RY-Y")));
    CHECK(mine.arg("card") == card("RY-Y"));
    CHECK(mine.arg("bone") == static_cast<int>(Colour::Yellow));
    CHECK(mine.arg("range") == 3); // one bone carried
    for (Seat other : {Seat{1}, kNoSeat}) {
        const Event theirs = only(eventsOf(s, "dig", other), "dig");
        CHECK(theirs.arg("pair") == pairOf(card("RY-Y")));
        CHECK_FALSE(theirs.has("card"));
        CHECK_FALSE(theirs.has("bone"));
    }
    play(s, "dig");
    const auto kept = eventsOf(s, "keep", 1);
    REQUIRE(kinds(kept) == std::vector<std::string>{"keep"}); // bone cards are left: not the last turn
    CHECK(kept[0].arg("place") == 2);
}

TEST_CASE("dig events: a card put back shows its bone to those who know it", "[dig][events][hidden]") {
    std::vector<int> yard;
    for (int c = 0; c < kYardCards; ++c)
        if (c != card("RP-P")) yard.push_back(c);
    std::iter_swap(yard.begin() + 5, std::find(yard.begin(), yard.end(), card("GB-B")));
    Position p = positionOf(yard, {6, 0});
    give(p, 0, {"RP-P"});
    DigState s = stateAt(2, p);
    play(s, "dig");
    const std::string text = fmt::format("putback {}", card("RP-P"));
    const Event mine = only(eventsOf(s, text, 0), "putback");
    CHECK(mine.arg("place") == 6);
    CHECK(mine.arg("card") == card("RP-P"));
    CHECK(mine.arg("range") == 3);
    const Event theirs = only(eventsOf(s, text, 1), "putback");
    CHECK(theirs.arg("pair") == pairOf(card("RP-P")));
    CHECK_FALSE(theirs.has("card"));
}

TEST_CASE("dig events: a delivery reports the bowl, the bones and the points they score now",
          "[dig][events]") {
    std::vector<int> yard;
    for (int c = 0; c < kYardCards; ++c)
        if (c != card("RY-Y") && c != card("YG-Y")) yard.push_back(c);
    const int bowl = static_cast<int>(std::find(yard.begin(), yard.end(), card("bowl-Y")) - yard.begin()) + 1;
    Position p = positionOf(yard, {bowl, 0});
    give(p, 0, {"RY-Y", "YG-Y"});
    DigState s = stateAt(2, p);
    const int value = s.boneValues()[static_cast<std::size_t>(Colour::Yellow)];
    const Event e =
        only(eventsOf(s, fmt::format("deliver {} {}", card("RY-Y") + 1, card("YG-Y") + 1), 1), "deliver");
    CHECK(e.seat == 0);
    CHECK(e.arg("place") == bowl);
    CHECK(e.arg("bowl") == static_cast<int>(Colour::Yellow));
    CHECK(e.arg("count") == 2);
    CHECK(e.arg("value") == value);
    CHECK(e.arg("points") == 2 * value);
    CHECK(e.arg("range") == 4);
    CHECK(e.arg("card0") == card("RY-Y")); // delivered bones are public
    CHECK(e.arg("card1") == card("YG-Y"));
}

TEST_CASE("dig events: the end of a turn — tidy-up step by step, dogs put back, the next turn",
          "[dig][events][tidy]") {
    DigState s = stateAt(2, positionOf(bartekYard(), {25, 24}));
    play(s, "dig"); // A
    play(s, "keep");
    play(s, "move 22");
    play(s, "dig"); // B
    play(s, "keep");
    const auto events = eventsOf(s, "end", 1);
    CHECK(kinds(events) == std::vector<std::string>{"end", "trim", "tidy", "dog-back", "turn"});
    CHECK(only(events, "end").seat == 0);
    CHECK(only(events, "trim").arg("place") == 25);
    const Event& tidy = only(events, "tidy");
    CHECK(tidy.arg("from") == 24);
    CHECK(tidy.arg("to") == 22);
    CHECK(tidy.arg("pair") == pairOf(card("RY-R")));
    CHECK_FALSE(tidy.has("card")); // Ania never saw that bone
    const Event& dog = only(events, "dog-back");
    CHECK(dog.seat == 1);
    CHECK(dog.arg("from") == 24);
    CHECK(dog.arg("to") == 23);
    const Event& turn = only(events, "turn");
    CHECK(turn.seat == 1);
    CHECK(turn.arg("actions") == 3);
    for (const Event& e : events)
        CHECK(e.text.empty()); // the end-of-turn line says it all (tidy-up included)
}

TEST_CASE("dig events: the last bone card leaves the yard, then the game ends with the points",
          "[dig][events][end]") {
    DigState s = stateAt(2, lastBonePosition());
    play(s, "dig");
    const Event& last = only(eventsOf(s, "keep", 1), "last-turn");
    CHECK(last.text.find("last turn") != std::string::npos);
    play(s, "keep");
    const auto events = eventsOf(s, "end", 1);
    // The bowl at the far end fills the gap the last dig left, the dog there goes with it; no next turn.
    CHECK(kinds(events) == std::vector<std::string>{"end", "tidy", "dog-back", "over"});
    CHECK(only(events, "tidy").arg("card") == card("bowl-P"));
    const Event& over = only(events, "over");
    play(s, "end");
    const View v = s.viewFor(kNoSeat);
    CHECK(over.arg("points0") == v.players[0].points);
    CHECK(over.arg("points1") == v.players[1].points);
    CHECK(over.arg("points0") + over.arg("points1") > 0);
}

TEST_CASE("dig events: another seat's hidden bone never appears (random games, every viewer)",
          "[dig][events][hidden]") {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        INFO("seed " << seed);
        Rng rng(seed);
        DigState s(setupOf(3));
        std::vector<Action> legal;
        std::vector<ChanceOutcome> outcomes;
        int cardsShown = 0, cardsHidden = 0;
        while (!s.isOver()) {
            Action a;
            if (s.isChance()) {
                s.chanceOutcomes(outcomes);
                a = outcomes[rng.pickWeighted(outcomes)].action;
            } else {
                s.legalActions(legal);
                a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            }
            DigState after = s;
            after.applyLegal(a);
            for (Seat viewer = kNoSeat; viewer < 3; ++viewer) {
                const View before = s.viewFor(viewer), now = after.viewFor(viewer);
                for (const Event& e : s.events(a, viewer)) {
                    // A bone card's id (which tells its bone) only where the viewer's own view shows
                    // that bone: the yard place before a dig, after a put-back or a tidy-up move.
                    int place = -1;
                    const View* view = &now;
                    if (e.kind == "dig") {
                        place = e.arg("place");
                        view = &before;
                    } else if (e.kind == "putback") {
                        place = e.arg("place");
                    } else if (e.kind == "tidy" && e.has("pair")) {
                        place = e.arg("to");
                    } else if (e.kind == "deal") {
                        CHECK((e.has("bowl") || !e.has("card")));
                    }
                    if (place < 0 || (e.kind == "dig" && viewer == s.currentSeat())) continue;
                    const bool shown = view->yard[static_cast<std::size_t>(place - 1)].bone.has_value();
                    INFO(e.kind << " at " << place << " for viewer " << viewer);
                    CHECK(e.has("card") == shown);
                    CHECK(e.has("bone") == shown);
                    ++(e.has("card") ? cardsShown : cardsHidden);
                }
            }
            s.applyLegal(a);
        }
        CHECK(cardsShown > 0);
        CHECK(cardsHidden > 0);
    }
}

TEST_CASE("dig view: the phase and the rule numbers a table shows come from the rules", "[dig][view]") {
    Position p;
    p.yard.fill(kGap);
    std::vector<CardId> box;
    for (int c = 0; c < kYardCards; ++c)
        box.push_back(static_cast<CardId>(c));
    p.undealt = Deck<CardId>(box);
    p.firstPending = true;
    CHECK(DigState(setupOf(2), p).viewFor(0).phase == Phase::FirstPlayer);
    DigState s(setupOf(2));
    CHECK(s.viewFor(0).phase == Phase::Deal);
    DigState t = stateAt(2, lastBonePosition());
    View v = t.viewFor(1);
    CHECK(v.phase == Phase::Turn);
    CHECK(v.moveRanges == std::array<int, kHandLimit + 1>{4, 3, 2, 1});
    CHECK(v.valueByRank == std::array<int, kColours>{5, 4, 3, 2, 1});
    CHECK(v.actionsPerTurn == 3);
    CHECK(v.yardCards == 25);
    CHECK(v.names == std::vector<std::string>{"Bartek", "Ania"});
    CHECK(v.players[0].moveRange == t.moveRange(0));
    play(t, "dig");
    CHECK(t.viewFor(1).phase == Phase::PutBack);
    CHECK(t.viewFor(0).players[0].moveRange == t.moveRange(0));
    play(t, "keep");
    play(t, "end");
    CHECK(t.viewFor(1).phase == Phase::Over);
}

// ----- the rules page -----

// F1 and the tooltips open a section of the rules page by id (DigTable::rulesSection()); the Polish
// page carries the English page's ids, heading for heading, so they land on the same section in
// either language. The English ids are the headings' GitHub slugs, so links to the page keep working.
TEST_CASE("dig: the Polish rules page has every section id of the English page", "[dig][docs]") {
    struct Heading {
        std::size_t level = 0;
        std::string text, id; // id: the explicit {#id}, empty if none
    };
    auto headings = [](const std::string& lang) {
        std::ifstream in(std::string(DOGTABLE_SOURCE_DIR) + "/docs/rules/dig." + lang + ".md");
        REQUIRE(in.good());
        std::vector<Heading> out;
        for (std::string line; std::getline(in, line);) {
            if (line.empty() || line[0] != '#') continue;
            Heading h;
            h.level = line.find_first_not_of('#');
            h.text = line.substr(line.find_first_not_of("# "));
            if (const auto open = h.text.rfind(" {#"); open != std::string::npos && h.text.ends_with('}')) {
                h.id = h.text.substr(open + 3, h.text.size() - open - 4);
                h.text.erase(open);
            }
            out.push_back(h);
        }
        return out;
    };
    auto slug = [](const std::string& text) {
        std::string s;
        for (char c : text)
            if (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_')
                s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            else if (c == ' ')
                s += '-';
        return s;
    };
    const auto en = headings("en");
    const auto pl = headings("pl");
    REQUIRE(en.size() > 10);
    std::vector<std::string> ids;
    for (const Heading& h : en) {
        INFO(h.text);
        if (h.level == 1) continue; // the title: "dig" is the section "## Dig"
        CHECK(h.id == slug(h.text));
        ids.push_back(h.id);
    }
    // The sections the table opens (dig_table.cpp, rulesSection()).
    for (const char* a : {"components", "setup", "a-turn", "dig", "deliver", "tidy-up", "end-of-the-game",
                          "scoring", "keys", "names-on-the-box"})
        CHECK(std::find(ids.begin(), ids.end(), a) != ids.end());
    REQUIRE(pl.size() == en.size());
    for (std::size_t i = 0; i < en.size(); ++i) {
        INFO(pl[i].text);
        CHECK(pl[i].level == en[i].level);
        CHECK(pl[i].id == en[i].id);
    }
}
