// The search budgets per game (issue #18): medium and strong search the game's searchBudgetScale()
// times their standard iteration budgets (games whose iterations are cheap search more in the same
// time at the table); easy keeps its budget. Each game is a section named by its id (-c <id>).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>

#include "builtin_games.h"
#include "dogtable/bots/bot.h"

using namespace dogtable;

namespace {

/// A position some way into a 2-player game of `info`, with a player to move.
std::unique_ptr<GameState> somePosition(const GameInfo& info) {
    Setup s;
    s.players = std::max(2, info.minPlayers);
    auto setup = test::builtinGames().complete(info.id, s);
    REQUIRE(setup.ok());
    auto st = info.create(std::make_shared<const Setup>(*setup));
    Rng rng(3);
    bots::RandomBot random;
    for (int i = 0; i < 40 || st->isChance(); ++i) {
        REQUIRE_FALSE(st->isOver());
        st->applyLegal(st->isChance() ? bots::sampleChance(*st, rng) : random.choose(*st, rng));
    }
    return st;
}

} // namespace

TEST_CASE("medium and strong search the game's scale of their budgets, easy its own", "[bots]") {
    for (const auto& info : test::builtinGames().all()) {
        SECTION(info.id) {
            auto st = somePosition(info);
            const double scale = st->searchBudgetScale();
            CHECK(scale >= 1.0);
            for (const std::string level : {"easy", "medium", "strong"}) {
                bots::MctsConfig cfg = bots::configFor(level);
                const int standard = cfg.iterations;
                cfg.maxSeconds = 1e9; // the iteration budget binds
                bots::MctsBot bot(cfg);
                const int expected =
                    level == "easy" ? standard : static_cast<int>(std::lround(standard * scale));
                CHECK(bot.budgetFor(*st) == expected);
                if (level == "strong") continue; // (its iterations are checked through medium's)
                Rng rng(5);
                std::vector<Action> search;
                st->searchActions(search);
                (void)bot.choose(*st, rng);
                INFO(level << ", " << search.size() << " actions to weigh");
                if (search.size() > 1) CHECK(bot.lastIterations() == expected);
            }
        }
    }
}

TEST_CASE("Ciapki's search iterations are cheap: medium and strong search four times their budgets",
          "[bots]") {
    const GameInfo* info = test::builtinGames().find("ciapki");
    if (!info) return; // (a build without Ciapki)
    auto st = somePosition(*info);
    CHECK(bots::MctsBot(bots::configFor("medium")).budgetFor(*st) == 4 * 1200);
    CHECK(bots::MctsBot(bots::configFor("strong")).budgetFor(*st) == 4 * 6000);
    CHECK(bots::MctsBot(bots::configFor("easy")).budgetFor(*st) == 150);
}
