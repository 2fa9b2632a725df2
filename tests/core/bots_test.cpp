#include <catch2/catch.hpp>

#include <algorithm>

#include "dogtable/bots/bot.h"
#include "dogtable/core/match.h"
#include "toy_game.h"

using namespace dogtable;

namespace {
std::unique_ptr<GameState> started(std::uint64_t seed) {
    Setup s;
    s.players = 2;
    s.names = {"A", "B"};
    s.variants = {{"target", "20"}};
    auto st = toy::toyInfo().create(std::make_shared<const Setup>(s));
    Rng r(seed);
    while (st->isChance())
        st->applyLegal(bots::sampleChance(*st, r));
    return st;
}
} // namespace

TEST_CASE("bots only choose legal actions", "[bots]") {
    for (const char* strength : {"random", "easy"}) {
        auto bot = bots::makeBot(strength);
        REQUIRE(bot);
        auto st = started(1);
        Rng r(2);
        int steps = 0;
        while (!st->isOver() && steps++ < 400) {
            if (st->isChance()) {
                st->applyLegal(bots::sampleChance(*st, r));
                continue;
            }
            Action a = bot->choose(*st, r);
            auto legal = st->legalActions();
            REQUIRE(std::find(legal.begin(), legal.end(), a) != legal.end());
            REQUIRE(st->apply(a).ok());
        }
        CHECK(st->isOver());
    }
    CHECK(bots::makeBot("grandmaster") == nullptr);
}

TEST_CASE("a search bot is reproducible for a given seed", "[bots]") {
    bots::MctsConfig cfg;
    cfg.iterations = 300;
    cfg.maxSeconds = 100; // the iteration budget binds
    auto st = started(4);
    bots::MctsBot a(cfg), b(cfg);
    Rng r1(77), r2(77);
    CHECK(a.choose(*st, r1) == b.choose(*st, r2));
    CHECK(a.lastIterations() == 300);
}

TEST_CASE("the search bot beats random play at Pig", "[bots]") {
    // Holding at sensible totals beats random choices by a wide margin; bounded to keep the test quick.
    bots::MctsConfig cfg;
    cfg.iterations = 200;
    cfg.maxSeconds = 100;
    bots::MctsBot smart(cfg);
    bots::RandomBot dumb;
    int wins = 0;
    const int games = 20;
    for (int g = 0; g < games; ++g) {
        auto st = started(100 + static_cast<std::uint64_t>(g));
        Rng r(static_cast<std::uint64_t>(g));
        const int smartSeat = g % 2;
        while (!st->isOver()) {
            if (st->isChance())
                st->applyLegal(bots::sampleChance(*st, r));
            else if (st->currentSeat() == smartSeat)
                st->applyLegal(smart.choose(*st, r));
            else
                st->applyLegal(dumb.choose(*st, r));
        }
        if (st->scoreSheet().isWinner(smartSeat)) ++wins;
    }
    CHECK(wins >= 14);
}
