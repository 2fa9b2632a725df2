// Random play for 2, 3 and 4 players, basic and special tricks: every card and token accounted for,
// the draft always taken when possible, the game ends with equal turns.
#include "doglover_test_util.h"

#include "dogtable/core/rng.h"

using namespace dogtable;
using namespace dogtable::games::doglover;
using namespace dogtable::games::doglover::test;

namespace {

int boxCount(const DogLoverState& s) {
    // Main-deck cards in play plus the cards removed by player-count mark = the 120 of the box.
    int inDeck = 0, box = 0;
    for (int id = 0; id < kDeckIds; ++id) {
        inDeck += copiesInDeck(static_cast<CardId>(id), s.players());
        box += copiesInBox(static_cast<CardId>(id));
    }
    return box - inDeck;
}

} // namespace

TEST_CASE("random play keeps every card and token and ends with equal turns", "[random]") {
    for (int n = 2; n <= 4; ++n)
        for (bool special : {false, true})
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                INFO(n << " players, special " << special << ", seed " << seed);
                DogLoverState s(makeSetup(n, special));
                Rng rng(seed * 31 + static_cast<std::uint64_t>(n));
                std::vector<std::string> problems;
                int turnsWithoutDraft = 0, turns = 0;
                int steps = 0;
                while (!s.isOver()) {
                    REQUIRE(++steps < 5000);
                    if (s.currentSeat() == kChanceSeat) {
                        auto outs = s.chanceOutcomes();
                        must(s, outs[rng.pickWeighted(outs)].action);
                    } else {
                        auto legal = s.legalActions();
                        REQUIRE_FALSE(legal.empty());
                        const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                        if (a.kind == kEndTurn) {
                            ++turns;
                            if (!s.drafted()) {
                                ++turnsWithoutDraft;
                                CHECK_FALSE(
                                    s.anyLegalDraft()); // the draft is skipped only without a legal placement
                            }
                        }
                        must(s, a);
                    }
                    problems.clear();
                    s.checkInvariants(problems);
                    INFO(s.debugText());
                    REQUIRE(problems.empty());
                }
                CHECK(boxCount(s) == 120 - (40 + 20 * n));
                for (int seat = 1; seat < n; ++seat)
                    CHECK(s.turnsTaken(seat) == s.turnsTaken(0));
                CHECK(turns == n * s.turnsTaken(0));
                CHECK(turnsWithoutDraft ==
                      0); // E59: every trick always fits on a full grid, so the draft is never skipped
                int tokens = 0;
                for (int k = 0; k < kFoodKinds; ++k) {
                    tokens += s.supply(static_cast<FoodKind>(k));
                    for (int seat = 0; seat < n; ++seat)
                        tokens += s.player(seat).area.tokens[static_cast<std::size_t>(k)];
                }
                CHECK(tokens == 62);
                ScoreSheet sheet = s.scoreSheet();
                CHECK(sheet.winners.size() >= 1);
                // At the end the table's running estimate is the final score, and the status names the
                // winner.
                const View v = s.viewFor(kNoSeat);
                for (int seat = 0; seat < n; ++seat)
                    CHECK(v.players[static_cast<std::size_t>(seat)].scoreEstimate ==
                          sheet.players[static_cast<std::size_t>(seat)].total);
                CHECK(s.statusText() == "Game over — " + sheet.winnersText());
                CHECK(s.statusText().find(s.playerName(sheet.winners.front())) != std::string::npos);
            }
}

TEST_CASE("a chosen first player: the seat on their right guards, holds Fetch and ends every round",
          "[random][first]") {
    for (int n = 2; n <= 4; ++n)
        for (int first = 1; first <= n; ++first) {
            INFO(n << " players, first player " << first);
            auto setup = std::make_shared<Setup>(*makeSetup(n));
            setup->variants["first"] = std::to_string(first);
            DogLoverState s(setup);
            Rng rng(static_cast<std::uint64_t>(n * 10 + first));
            const Seat firstSeat = first - 1, right = (firstSeat + n - 1) % n;
            std::vector<Seat> startDogsTo;
            while (s.phase() != Phase::Guard) {
                REQUIRE(s.currentSeat() == kChanceSeat);
                auto outs = s.chanceOutcomes();
                const Action a = outs[rng.pickWeighted(outs)].action;
                std::array<int, 4> dogs{};
                for (int seat = 0; seat < n; ++seat)
                    dogs[static_cast<std::size_t>(seat)] = s.player(seat).area.dogCount;
                must(s, a);
                for (int seat = 0; seat < n; ++seat)
                    if (s.player(seat).area.dogCount != dogs[static_cast<std::size_t>(seat)])
                        startDogsTo.push_back(seat);
            }
            // Setup step 3: the starting dogs go round from the first player.
            REQUIRE(startDogsTo.size() == static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i)
                CHECK(startDogsTo[static_cast<std::size_t>(i)] == (firstSeat + i) % n);
            CHECK(s.currentSeat() ==
                  right); // the watch dog is placed by the seat on the first player's right
            must(s, Action(kGuard, 0));
            CHECK(s.player(right).fetch);
            CHECK(s.currentSeat() == firstSeat);
            Seat lastToAct = kNoSeat;
            for (int steps = 0; !s.isOver(); ++steps) {
                REQUIRE(steps < 5000);
                if (s.currentSeat() == kChanceSeat) {
                    auto outs = s.chanceOutcomes();
                    must(s, outs[rng.pickWeighted(outs)].action);
                    continue;
                }
                auto legal = s.legalActions();
                lastToAct = s.currentSeat();
                must(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            }
            CHECK(lastToAct ==
                  right); // the round, and so the game, ends with the seat on the first player's right
            for (int seat = 0; seat < n; ++seat)
                CHECK(s.turnsTaken(seat) == s.turnsTaken(0));
        }
}
