#include <catch2/catch.hpp>

#include "dogtable/core/score.h"

using namespace dogtable;

namespace {
ScoreSheet sheet(std::vector<int> totals) {
    ScoreSheet s;
    for (std::size_t i = 0; i < totals.size(); ++i) {
        PlayerScore p;
        p.name = "P" + std::to_string(i + 1);
        p.add("points", totals[i]);
        s.players.push_back(p);
    }
    return s;
}
} // namespace

TEST_CASE("the highest total wins without a tie-break", "[score]") {
    auto s = sheet({10, 12, 7});
    s.decideByTotal({TieBreak{"most bones", {1, 0, 0}}});
    CHECK(s.winners == std::vector<int>{1});
    CHECK(s.tiebreak.empty());
}

TEST_CASE("tie-breaks apply in order among the tied players only", "[score]") {
    auto s = sheet({12, 12, 7});
    s.decideByTotal({TieBreak{"most 5-point bones", {2, 2, 9}}, TieBreak{"most 4-point bones", {0, 1, 9}}});
    CHECK(s.winners == std::vector<int>{1});
    CHECK(s.tiebreak == "most 4-point bones");
}

TEST_CASE("players still tied after every tie-break share the win", "[score]") {
    auto s = sheet({12, 12});
    s.decideByTotal({TieBreak{"most fed dogs", {3, 3}}});
    CHECK(s.winners == std::vector<int>{0, 1});
    CHECK(s.tiebreak == "shared win");
    CHECK(s.isWinner(0));
    CHECK(s.toText().find("Tie-break: shared win") != std::string::npos);
}

TEST_CASE("a race decides by its own key", "[score]") {
    auto s = sheet({3, 9});
    s.decideBy({1, 0});
    CHECK(s.winners == std::vector<int>{0});
}

TEST_CASE("the winners line names one winner, a shared win, or nobody", "[score]") {
    auto one = sheet({3, 9});
    one.decideByTotal();
    CHECK(one.winnersText() == "P2 wins");
    auto three = sheet({5, 5, 5});
    three.decideByTotal();
    CHECK(three.winnersText() == "P1, P2 and P3 share the win");
    ScoreSheet none = sheet({1, 2});
    CHECK(none.winnersText() == "nobody wins");
}
