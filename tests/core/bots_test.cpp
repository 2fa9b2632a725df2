#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <future>
#include <numeric>

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

namespace {
/// A one-player game made for busywork: a light may be switched (at most 8 times, a counter that
/// positionHash() leaves out) and the player then stops. Every ending is worth the same, so a
/// search has no reason to prefer any move: only the repetition check keeps it from switching the
/// light back and forth.
class LightState final : public GameState {
public:
    using GameState::GameState;
    std::string_view gameId() const override { return "light"; }
    Seat currentSeat() const override { return stopped ? kNoSeat : 0; }
    void legalActions(std::vector<Action>& out) const override {
        out.clear();
        if (stopped) return;
        if (switchesLeft > 0) out.emplace_back(0);
        out.emplace_back(1);
    }
    ScoreSheet scoreSheet() const override {
        ScoreSheet s;
        s.players.resize(1);
        s.decideByTotal();
        return s;
    }
    std::vector<double> returns() const override { return {0.5}; }
    std::vector<double> heuristicReturns() const override { return {0.5}; }
    std::string viewText(Seat) const override { return debugText(); }
    std::string debugText() const override {
        return std::to_string(on) + std::to_string(switchesLeft) + std::to_string(stopped);
    }
    std::uint64_t positionHash() const override { return static_cast<std::uint64_t>(on) | stopped << 1U; }
    std::unique_ptr<GameState> clone() const override { return std::make_unique<LightState>(*this); }
    std::string describe(const Action& a, Seat) const override { return a.kind == 0 ? "switch" : "stop"; }
    std::string_view actionKindName(std::uint16_t kind) const override {
        return kind == 0 ? "switch" : "stop";
    }
    int actionKindCount() const override { return 2; }

    bool on = false, stopped = false;
    int switchesLeft = 8;

protected:
    void doApply(const Action& a) override {
        if (a.kind == 0) {
            on = !on;
            --switchesLeft;
        } else {
            stopped = true;
        }
    }
};
} // namespace

TEST_CASE("a search bot never steps back to a position of its own turn", "[bots]") {
    // Issue #18: DOGS's computer lifted a dog and put it back a dozen times. Here every move is
    // worth the same; without the repetition check the bot switched the light back in most games.
    Setup s;
    s.players = 1;
    s.names = {"A"};
    const auto setup = std::make_shared<const Setup>(s);
    int switchedBack = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        LightState st(setup);
        bots::MctsConfig cfg;
        cfg.iterations = 60;
        cfg.maxSeconds = 100;
        bots::MctsBot bot(cfg);
        Rng r(seed);
        std::vector<std::uint64_t> seen{st.positionHash()};
        while (!st.isOver()) {
            REQUIRE(st.apply(bot.choose(st, r)).ok());
            if (std::find(seen.begin(), seen.end(), st.positionHash()) != seen.end()) ++switchedBack;
            seen.push_back(st.positionHash());
        }
    }
    CHECK(switchedBack == 0);
}

TEST_CASE("a search on two trees gives the same choice on one thread and on two, every time", "[bots]") {
    // Root parallelism (issue #18: both cores while the person thinks): the trees' seeds come from the
    // decision's generator in order and their visits are summed in tree order, so the thread count
    // and the threads' timing never change what the search finds when the iteration budget binds.
    bots::MctsConfig cfg;
    cfg.iterations = 301; // not a multiple of the trees: the shares differ by one
    cfg.maxSeconds = 100;
    cfg.trees = 2;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        auto st = started(seed);
        std::vector<std::vector<int>> visits;
        std::vector<Action> chosen;
        for (int threads : {1, 2, 2, 1, 2}) {
            cfg.threads = threads;
            bots::MctsBot bot(cfg);
            Rng r(1000 + seed);
            chosen.push_back(bot.choose(*st, r));
            visits.push_back(bot.lastVisits());
            CHECK(bot.lastIterations() == 301);
        }
        INFO("seed " << seed);
        for (std::size_t i = 1; i < visits.size(); ++i) {
            CHECK(visits[i] == visits[0]);
            CHECK(chosen[i] == chosen[0]);
        }
    }
    // One tree is the search as before: the same choice as a bot that never heard of trees.
    bots::MctsConfig one;
    one.iterations = 300;
    one.maxSeconds = 100;
    auto st = started(4);
    bots::MctsBot a(one);
    Rng r1(5);
    (void)a.choose(*st, r1);
    CHECK(a.lastIterations() == 300);
    CHECK(std::accumulate(a.lastVisits().begin(), a.lastVisits().end(), 0) == 300);
}

namespace {
/// A search on two trees and two threads with the iteration budget binding.
bots::MctsConfig twoThreads(int iterations) {
    bots::MctsConfig cfg;
    cfg.iterations = iterations;
    cfg.maxSeconds = 100;
    cfg.trees = 2;
    cfg.threads = 2;
    return cfg;
}
} // namespace

TEST_CASE("a held search pause keeps the search's second thread waiting, never changes its choice",
          "[bots]") {
    // Issue #18: while the table animates the app holds a search's extra threads, leaving a core to
    // the GUI thread. The held tree waits between iterations, the wait is not counted against the
    // time cap, and the search then finds what it finds unheld.
    bots::MctsConfig cfg = twoThreads(600);
    auto st = started(4);
    bots::MctsBot unheld(cfg);
    Rng r1(9);
    const Action free = unheld.choose(*st, r1);
    REQUIRE(unheld.lastIterations() == 600);

    auto pause = std::make_shared<bots::SearchPause>();
    pause->set(true);
    cfg.pause = pause;
    cfg.maxSeconds = 0.2; // shorter than the hold below: counted, the hold would cut the held tree short
    bots::MctsBot held(cfg);
    Rng r2(9);
    auto search = std::async(std::launch::async, [&] { return held.choose(*st, r2); });
    CHECK(search.wait_for(std::chrono::milliseconds(400)) == std::future_status::timeout);
    pause->set(false);
    CHECK(search.get() == free);
    CHECK(held.lastVisits() == unheld.lastVisits());
    CHECK(held.lastIterations() == 600);

    // On one thread the trees run one after the other on the caller's thread: nothing is held.
    cfg.threads = 1;
    cfg.maxSeconds = 100;
    pause->set(true);
    bots::MctsBot oneThread(cfg);
    Rng r3(9);
    auto alone = std::async(std::launch::async, [&] { return oneThread.choose(*st, r3); });
    const bool done = alone.wait_for(std::chrono::milliseconds(1500)) == std::future_status::ready;
    pause->set(false);
    CHECK(done);
    CHECK(alone.get() == free);
}

TEST_CASE("a search pause that is never lifted holds a search for at most 0.6 s", "[bots]") {
    // A table that never reported the end of its animation must not stall the computer for good.
    bots::MctsConfig cfg = twoThreads(200);
    auto pause = std::make_shared<bots::SearchPause>();
    pause->set(true);
    cfg.pause = pause;
    auto st = started(5);
    bots::MctsBot bot(cfg);
    Rng r(3);
    const auto from = std::chrono::steady_clock::now();
    (void)bot.choose(*st, r);
    const auto waited = std::chrono::steady_clock::now() - from;
    CHECK(waited >= bots::SearchPause::kMaxHold - std::chrono::milliseconds(50));
    CHECK(waited < std::chrono::seconds(30));
    CHECK(bot.lastIterations() == 200);
}
