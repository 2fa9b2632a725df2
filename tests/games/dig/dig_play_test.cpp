// Dig: random play keeps every card, bone, bowl and dog accounted for, and always ends;
// the tableau scorer (shared/formats/tableau.md, section dig).
#include "dig_test_util.h"
#include "dogtable/core/registry.h"

using namespace digtest;

TEST_CASE("dig: random play for 2, 3 and 4 players keeps the invariants and always ends", "[dig][random]") {
    for (int players = 2; players <= 4; ++players) {
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            INFO(players << " players, seed " << seed);
            Rng rng(seed * 31 + static_cast<std::uint64_t>(players));
            DigState s(setupOf(players));
            std::vector<Action> legal;
            std::vector<ChanceOutcome> outcomes;
            std::vector<std::string> problems;
            int steps = 0;
            while (!s.isOver()) {
                REQUIRE(steps < 50000);
                if (s.isChance()) {
                    s.chanceOutcomes(outcomes);
                    s.applyLegal(outcomes[rng.pickWeighted(outcomes)].action);
                } else {
                    s.legalActions(legal);
                    REQUIRE_FALSE(legal.empty());
                    s.applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
                }
                ++steps;
                s.checkInvariants(problems);
                INFO(s.debugText());
                REQUIRE(problems.empty());
                if (steps % 97 == 0 && !s.isChance() && !s.isOver()) {
                    const Seat me = s.currentSeat();
                    auto d = s.determinize(me, rng);
                    REQUIRE(d->viewText(me) == s.viewText(me));
                    REQUIRE(d->legalActions() == s.legalActions());
                }
            }
            // The end: five bowls, every bone delivered or in a hand.
            REQUIRE(s.length() == 5);
            int bones = 0;
            const View end = s.viewFor(kNoSeat);
            for (int seat = 0; seat < players; ++seat) {
                bones += s.handCount(seat);
                for (int c : end.players[static_cast<std::size_t>(seat)].delivered)
                    bones += c;
            }
            CHECK(bones == 20);
            const ScoreSheet sheet = s.scoreSheet();
            CHECK_FALSE(sheet.winners.empty());
        }
    }
}

TEST_CASE("dig: the tableau scorer reproduces a finished table", "[dig][tableau]") {
    const auto sheet = scoreTableau(R"({"game":"dig",
        "bowls":["yellow","green","blue","purple","red"],
        "players":[{"name":"Ania","delivered":{"yellow":2,"red":1},"hand":{"blue":1}},
                   {"name":"Bartek","delivered":{"green":2,"blue":1,"purple":1}}]})");
    REQUIRE(sheet.ok());
    CHECK(sheet->players[0].total == 2 * 5 + 1);
    CHECK(sheet->players[1].total == 2 * 4 + 3 + 2);
    CHECK(sheet->winners == std::vector<int>{1});
    CHECK(sheet->players[0].lines.front().what == "2 yellow bones (5 each)");
    CHECK(sheet->tiebreak.empty());
}

// Play test: the score sheet said "blue bones x1 (5 each)" and "bones still in hand x3 (score
// nothing)": a number with its noun, singular for one.
TEST_CASE("dig: score-sheet lines count bones as English does", "[dig][tableau]") {
    const auto sheet = scoreTableau(R"({"game":"dig",
        "bowls":["yellow","green","blue","purple","red"],
        "players":[{"name":"Ania","delivered":{"yellow":1,"green":3},"hand":{"blue":1}},
                   {"name":"Bartek","delivered":{"red":1},"hand":{"blue":2,"red":1}}]})");
    REQUIRE(sheet.ok());
    std::vector<std::string> ania, bartek;
    for (const auto& l : sheet->players[0].lines)
        ania.push_back(l.what);
    for (const auto& l : sheet->players[1].lines)
        bartek.push_back(l.what);
    CHECK(ania == std::vector<std::string>{"1 yellow bone (worth 5)", "3 green bones (4 each)",
                                           "1 bone still in hand (scores nothing)"});
    CHECK(bartek ==
          std::vector<std::string>{"1 red bone (worth 1)", "3 bones still in hand (score nothing)"});
}

TEST_CASE("dig: the tableau scorer breaks ties by 5-point bones, then 4-point ...", "[dig][tableau]") {
    const auto sheet = scoreTableau(R"({"bowls":["red","yellow","green","blue","purple"],
        "players":[{"name":"A","delivered":{"yellow":1,"green":1}},
                   {"name":"B","delivered":{"red":1,"purple":2}}]})");
    REQUIRE(sheet.ok());
    CHECK(sheet->players[0].total == 7);
    CHECK(sheet->players[1].total == 7);
    CHECK(sheet->winners == std::vector<int>{1});
    CHECK(sheet->tiebreak == "most 5-point bones");
}

TEST_CASE("dig: the tableau scorer refuses impossible tables with a clear reason", "[dig][tableau]") {
    auto reason = [](const char* text) {
        auto r = scoreTableau(text);
        REQUIRE_FALSE(r.ok());
        return r.error();
    };
    CHECK(reason(R"({"bowls":["yellow","green","blue","purple","red","red"],"players":[]})")
              .find("exactly 5 bowls") != std::string::npos);
    CHECK(reason(R"({"bowls":["yellow","green","blue","purple","purple"],"players":[]})")
              .find("listed twice") != std::string::npos);
    CHECK(reason(R"({"bowls":["yellow","green","blue","purple","pink"],"players":[]})").find("bowl 5") !=
          std::string::npos);
    CHECK(reason(R"({"bowls":["yellow","green","blue","purple","red"],
        "players":[{"delivered":{"red":3}},{"delivered":{"red":2}}]})")
              .find("5 red bones") != std::string::npos);
    CHECK(reason(R"({"bowls":["yellow","green","blue","purple","red"],
        "players":[{"delivered":{"orange":1}},{"delivered":{}}]})")
              .find("unknown colour 'orange'") != std::string::npos);
    CHECK(reason(R"({"bowls":["yellow","green","blue","purple","red"],
        "players":[{"delivered":{},"hand":{"red":2,"blue":2}},{"delivered":{}}]})")
              .find("hand limit") != std::string::npos);
    CHECK(reason(R"({"game":"kennel","bowls":[],"players":[]})").find("not dig") != std::string::npos);
    CHECK(reason("not json").find("not valid JSON") != std::string::npos);
    CHECK(reason(R"({"bowls":["yellow","green","blue","purple","red"],"players":[{"delivered":{}}]})")
              .find("2 to 4 players") != std::string::npos);
}

namespace dogtable::games::dig {
void registerRules(GameRegistry& registry);
}

TEST_CASE("dig: 2 to 4 players, the same rules for every count", "[dig][setup]") {
    GameRegistry registry;
    dogtable::games::dig::registerRules(registry);
    for (int n : {1, 5}) {
        Setup s;
        s.players = n;
        auto made = registry.newGame("dig", s);
        REQUIRE_FALSE(made.ok());
        CHECK(made.error().find("2 to 4 players") != std::string::npos);
    }
    for (int n = 2; n <= 4; ++n) {
        Setup s;
        s.players = n;
        s.variants["first"] = "1";
        auto made = registry.newGame("dig", s);
        REQUIRE(made.ok());
        CHECK((*made)->currentSeat() == kChanceSeat);
        CHECK((*made)->chanceOutcomes().size() == 25);
        CHECK((*made)->hidesInformation());
        // By default the first player is drawn before the yard is laid: one outcome per seat.
        s.variants.erase("first");
        auto drawn = registry.newGame("dig", s);
        REQUIRE(drawn.ok());
        CHECK((*drawn)->chanceOutcomes().size() == static_cast<std::size_t>(n));
        (*drawn)->applyLegal((*drawn)->chanceOutcomes().back().action);
        CHECK((*drawn)->chanceOutcomes().size() == 25);
        CHECK((*drawn)->turnSeat() == n - 1);
    }
    const GameInfo* info = registry.find("dig");
    REQUIRE(info != nullptr);
    CHECK(static_cast<bool>(info->scoreTableau));
}

// Play test: a hint read "Hint: Player 2 digs up the green–blue card at place 2. — the strong
// computer player's choice…": the words of a move not yet made (a hint, a menu, a preview) end
// without the log line's full stop, so that what is joined after them reads as one line.
TEST_CASE("dig: a move not yet made is named without a full stop", "[dig][words]") {
    int named = 0;
    for (int players = 2; players <= 4; ++players) {
        Rng rng(static_cast<std::uint64_t>(players) * 7);
        DigState s(setupOf(players));
        std::vector<Action> legal;
        std::vector<ChanceOutcome> outcomes;
        for (int steps = 0; !s.isOver() && steps < 400; ++steps) {
            if (s.isChance()) {
                s.chanceOutcomes(outcomes);
                s.applyLegal(outcomes[rng.pickWeighted(outcomes)].action);
                continue;
            }
            s.legalActions(legal);
            for (const Action& a : legal) {
                const std::string words = s.describeChoice(a, s.currentSeat());
                INFO(words);
                REQUIRE_FALSE(words.empty());
                CHECK(words.back() != '.');
                ++named;
            }
            s.applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
    CHECK(named > 100);
}
