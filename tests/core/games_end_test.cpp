// Computer players always finish a game (issue #12): for every game and every level, bot-vs-bot
// games end within three times the mean length of random-player games of that game, measured here.
// Each game is a top-level section named by its id, so CTest runs one test per game (-c <id>).
//
// Reproducible: the bots run on their iteration budgets with the time caps lifted. Bounded: two
// players, a few games per level. Easy and medium play full games in every seat. Strong (6000
// iterations a decision) is too slow for full games here, so it plays seat 1 against a medium bot,
// with the strong code path and budget unchanged, on one game.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "dogtable/bots/arena.h"
#include "dogtable/bots/bot.h"
#include "dogtable/core/registry.h"

using namespace dogtable;

namespace {

const GameRegistry& registry() {
    static const GameRegistry reg = [] {
        GameRegistry r;
        registerBuiltinGames(r);
        return r;
    }();
    return reg;
}

std::unique_ptr<bots::Bot> reproducibleBot(const std::string& level) {
    if (level == "random") return std::make_unique<bots::RandomBot>();
    bots::MctsConfig cfg = bots::configFor(level);
    cfg.maxSeconds = 1e9; // the iteration budget binds: the same games on any machine
    return std::make_unique<bots::MctsBot>(cfg);
}

struct Lengths {
    std::vector<int> actions;
    int unfinished = 0;
    [[nodiscard]] double mean() const {
        double sum = 0;
        for (int a : actions)
            sum += a;
        return actions.empty() ? 0.0 : sum / static_cast<double>(actions.size());
    }
    [[nodiscard]] int max() const {
        int m = 0;
        for (int a : actions)
            m = std::max(m, a);
        return m;
    }
};

Lengths play(const GameInfo& info, const Setup& setup, const std::vector<std::string>& seats, int games,
             std::uint64_t seed, int actionLimit) {
    Lengths out;
    const auto setupPtr = std::make_shared<const Setup>(setup);
    for (int g = 0; g < games; ++g) {
        auto initial = info.create(setupPtr);
        std::vector<std::unique_ptr<bots::Bot>> bots;
        for (const auto& level : seats)
            bots.push_back(reproducibleBot(level));
        bots::PlayOptions options;
        options.actionLimit = actionLimit;
        options.keepHistory = true;
        const bots::GameRecord r =
            bots::playGame(*initial, bots, seed + static_cast<std::uint64_t>(g), options);
        INFO(fmt::format("{} game {} (seed {}): {}", info.id, g, seed + static_cast<std::uint64_t>(g),
                         r.error));
        out.actions.push_back(r.actions);
        if (!r.completed) {
            ++out.unfinished;
            // What the players were doing when the limit struck: the last actions and the table.
            auto st = initial->clone();
            std::string tail;
            for (std::size_t i = 0; i < r.history.size(); ++i) {
                if (i + 24 >= r.history.size())
                    tail += fmt::format("  {}: {}\n", st->turnSeat(), st->describe(r.history[i], kNoSeat));
                st->applyLegal(r.history[i]);
            }
            std::cout << fmt::format("{} game {} did not end: {}\nlast actions:\n{}table:\n{}\n", info.id, g,
                                     r.error, tail, st->debugText());
        }
    }
    return out;
}

} // namespace

TEST_CASE("bot games at every level end within three times the random games' mean length", "[bots][slow]") {
    for (const GameInfo& info : registry().all()) {
        SECTION(info.id) {
            Setup s;
            s.players = 2;
            auto setup = registry().complete(info.id, s);
            REQUIRE(setup.ok());
            const int randomGames = 20;
            const Lengths random = play(info, *setup, {"random", "random"}, randomGames, 1000, 200000);
            REQUIRE(random.unfinished == 0);
            const int bound = static_cast<int>(3.0 * random.mean());
            std::cout << fmt::format("{}: random games {:.0f} actions on average, bound {}\n", info.id,
                                     random.mean(), bound);
            struct Run {
                std::vector<std::string> seats;
                int games;
            };
            const std::vector<Run> runs = {
                {{"easy", "easy"}, 4}, {{"medium", "medium"}, 2}, {{"medium", "strong"}, 1}};
            for (const Run& run : runs) {
                const Lengths l = play(info, *setup, run.seats, run.games, 42, bound);
                std::cout
                    << fmt::format(
                           "{}: {} vs {}: {} games, {:.0f} actions on average, longest {}, unfinished {}\n",
                           info.id, run.seats[0], run.seats[1], run.games, l.mean(), l.max(), l.unfinished)
                    << std::flush;
                INFO(fmt::format("{} vs {}", run.seats[0], run.seats[1]));
                CHECK(l.unfinished == 0);
                CHECK(l.max() <= bound);
            }
        }
    }
}
