// Replay (the viewer's stepping) and Match::prefix (its "Play on from here").
#include <catch2/catch.hpp>

#include "dogtable/core/match.h"
#include "dogtable/core/replay.h"
#include "toy_game.h"

using namespace dogtable;

namespace {

GameRegistry registry() {
    GameRegistry r;
    r.add(toy::toyInfo());
    return r;
}

// A toy game played to its end by a fixed policy: mark once a turn, roll until 2 points, hold (a long game).
Match playedGame(const GameRegistry& reg) {
    Setup s;
    s.players = 2;
    auto m = Match::create(reg, "toy", s, {SeatInfo{"Ania"}, SeatInfo{"Bartek"}}, 11);
    REQUIRE(m.ok());
    Match match = std::move(m.value());
    while (!match.state().isOver()) {
        match.resolveAllChance();
        if (match.state().isOver()) break;
        const auto& t = static_cast<const toy::ToyState&>(match.state());
        const auto legal = match.state().legalActions();
        auto has = [&](toy::Kind k) {
            return std::find_if(legal.begin(), legal.end(), [&](const Action& a) { return a.kind == k; }) !=
                   legal.end();
        };
        Action a(toy::Roll);
        if (t.marks == 0 && has(toy::Mark))
            a = Action(toy::Mark);
        else if (t.turnPoints >= 2 && has(toy::Hold))
            a = Action(toy::Hold);
        REQUIRE(match.play(a).ok());
    }
    return match;
}

} // namespace

TEST_CASE("replay: every step shows the state after that many actions, in any order", "[replay]") {
    auto reg = registry();
    Match game = playedGame(reg);
    REQUIRE(game.actions().size() > 40);
    Replay replay(game, 8); // several checkpoints
    CHECK(replay.steps() == static_cast<int>(game.actions().size()));
    // The truth, step by step, from a fresh match.
    auto fresh = game.prefix(0);
    REQUIRE(fresh.ok());
    std::vector<std::uint64_t> truth{fresh.value().state().hash()};
    for (const auto& a : game.actions()) {
        REQUIRE(fresh.value().replay(a).ok());
        truth.push_back(fresh.value().state().hash());
    }
    CHECK(replay.stateAt(replay.steps()).hash() == game.state().hash());
    CHECK(replay.stateAt(replay.steps()).isOver());
    // Forward, backward and jumping.
    for (int k : {0, 1, 5, 17, 16, 15, 32, 2, replay.steps(), replay.steps() - 1, 40, 39, 9, 8, 7})
        CHECK(replay.stateAt(k).hash() == truth[static_cast<std::size_t>(k)]);
    CHECK(replay.stateAt(-3).hash() == truth.front()); // clamped
    CHECK(replay.stateAt(1 << 20).hash() == truth.back());
}

TEST_CASE("replay: turns start where the turn passes to another player", "[replay]") {
    auto reg = registry();
    Match game = playedGame(reg);
    Replay replay(game);
    const auto& starts = replay.turnStarts();
    REQUIRE(starts.size() >= 3);
    for (std::size_t i = 1; i < starts.size(); ++i) {
        const int k = starts[i];
        CHECK(replay.turnSeatAt(k) != replay.turnSeatAt(k - 1));
        CHECK(replay.turnSeatAt(k) >= 0);
    }
    CHECK(replay.nextTurn(starts[1]) == starts[2]);
    CHECK(replay.previousTurn(starts[2]) == starts[1]);
    CHECK(replay.previousTurn(0) == 0);
    CHECK(replay.nextTurn(replay.steps()) == replay.steps());
}

TEST_CASE("match prefix: a branch from any point, the original unchanged", "[replay]") {
    auto reg = registry();
    Match game = playedGame(reg);
    const std::string before = game.toJson();
    const std::size_t k = game.actions().size() / 2;
    auto branch = game.prefix(k);
    REQUIRE(branch.ok());
    CHECK(branch.value().actions().size() == k);
    CHECK(
        std::equal(branch.value().actions().begin(), branch.value().actions().end(), game.actions().begin()));
    CHECK(branch.value().seats()[1].name == "Bartek");
    CHECK(game.toJson() == before);
    // The branch saves and loads like any game, and plays on.
    auto loaded = Match::fromJson(reg, branch.value().toJson());
    REQUIRE(loaded.ok());
    CHECK(loaded.match->state().hash() == branch.value().state().hash());
    CHECK_FALSE(game.prefix(game.actions().size() + 1).ok());
}
