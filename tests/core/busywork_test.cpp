// No busywork (issue #18): a computer player never makes a move a person would call pointless. For
// every game, bounded bot games at every level measure
//  - no-op pairs: a seat's action that brings back a position (GameState::positionHash) the seat
//    already stood in during the same turn — its run of decisions with no chance outcome and no
//    other seat between — such as a dog lifted out of a pen and put back; target 0;
//  - back-and-forth: the no-op pairs of two moves (a step and its undo at once), reported;
//  - cycle moves: every move inside such a cycle, as a share of the decisions, reported.
// Each game is a top-level section named by its id, so CTest runs one test per game (-c <id>).
//
// Reproducible: the bots run on their iteration budgets with the time caps lifted. Bounded: easy
// plays one whole 2-player game and the first 150 decisions of a 4-player game (at the game's
// largest count up to 4); medium and strong take over every seat of the same 2-player game some way
// in and play 40 and 10 decisions (the busywork seen at the table came in DOGS' arranging, which
// comes back every round).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include "builtin_games.h"
#include "dogtable/bots/bot.h"

using namespace dogtable;

namespace {

std::unique_ptr<bots::Bot> reproducibleBot(const std::string& level) {
    bots::MctsConfig cfg = bots::configFor(level);
    cfg.maxSeconds = 1e9; // the iteration budget binds
    return std::make_unique<bots::MctsBot>(cfg);
}

struct Busywork {
    int decisions = 0;    // decisions measured (by the level under test)
    int noOps = 0;        // actions that brought back a position of the seat's current turn
    int backAndForth = 0; // ... the one right before the seat's previous action
    int cycleMoves = 0;   // moves inside those cycles (each counted once)
    std::vector<std::string> examples;
    double seconds = 0;
    void add(const Busywork& o) {
        decisions += o.decisions;
        noOps += o.noOps;
        backAndForth += o.backAndForth;
        cycleMoves += o.cycleMoves;
        seconds += o.seconds;
        for (const auto& e : o.examples)
            if (examples.size() < 6) examples.push_back(e);
    }
    [[nodiscard]] double share(int n) const { return decisions > 0 ? 100.0 * n / decisions : 0.0; }
};

/// Plays one game with `seed`: `opening` bots (one level for every seat) for the first `from`
/// actions, then `level` bots; the level's first `decisions` decisions are measured (all of them
/// when `decisions` is 0; the game then ends by its rules or at 3000 actions).
Busywork play(const GameInfo& info, int players, const std::string& opening, const std::string& level,
              int from, int decisions, std::uint64_t seed) {
    Setup s;
    s.players = players;
    auto setup = test::builtinGames().complete(info.id, s);
    REQUIRE(setup.ok());
    auto st = info.create(std::make_shared<const Setup>(*setup));
    std::vector<std::unique_ptr<bots::Bot>> first, then;
    std::vector<Rng> rngs;
    for (int i = 0; i < players; ++i) {
        first.push_back(reproducibleBot(opening));
        then.push_back(reproducibleBot(level));
        rngs.emplace_back(seed * 1000003ULL + static_cast<std::uint64_t>(i) + 1);
    }
    Rng chance(seed ^ 0x5eedc4a2ce5ULL);
    std::vector<ChanceOutcome> outcomes;
    Busywork out;
    const auto start = std::chrono::steady_clock::now();
    // The current turn: its seat and the positions it stood in, with the action that left each.
    Seat runSeat = kNoSeat;
    std::vector<std::uint64_t> run;
    std::vector<std::string> runMoves;
    std::vector<bool> inCycle; // per move of the turn: counted in a cycle already
    int actions = 0;
    while (!st->isOver() && actions < 3000 && (decisions == 0 || out.decisions < decisions)) {
        const Seat seat = st->currentSeat();
        if (seat == kChanceSeat) {
            const auto table = st->chanceOutcomeTable(outcomes);
            st->applyLegal(table[chance.pickWeighted(table)].action);
            runSeat = kNoSeat;
            ++actions;
            continue;
        }
        const auto i = static_cast<std::size_t>(seat);
        const bool measured = actions >= from;
        bots::Bot& bot = measured ? *then[i] : *first[i];
        const Action a = bot.choose(*st, rngs[i]);
        const std::string line = st->describe(a, kNoSeat);
        if (seat != runSeat) {
            runSeat = seat;
            run.assign(1, st->positionHash());
            runMoves.clear();
            inCycle.clear();
        }
        const ApplyResult r = st->apply(a);
        INFO(fmt::format("{} seed {} action {}", info.id, seed, actions));
        REQUIRE(r.ok());
        ++actions;
        const std::uint64_t after = st->positionHash();
        runMoves.push_back(line);
        inCycle.push_back(false);
        if (measured) {
            ++out.decisions;
            const auto it = std::find(run.begin(), run.end(), after);
            if (it != run.end()) {
                const auto back = static_cast<std::size_t>(it - run.begin());
                const int length = static_cast<int>(run.size() - back);
                ++out.noOps;
                for (std::size_t k = back; k < inCycle.size(); ++k)
                    if (!inCycle[k]) {
                        inCycle[k] = true;
                        ++out.cycleMoves;
                    }
                if (length == 2) ++out.backAndForth;
                if (out.examples.size() < 6) {
                    std::string e = fmt::format("seed {}, action {}, seat {}:", seed, actions, seat + 1);
                    for (std::size_t k = back; k < runMoves.size(); ++k)
                        e += fmt::format(" [{}]", runMoves[k]);
                    out.examples.push_back(e);
                }
            }
        }
        run.push_back(after);
    }
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

void report(const std::string& game, const std::string& what, const Busywork& b) {
    std::cout << fmt::format("{}: {}: {} decisions, no-op pairs {} ({:.1f} %), back-and-forth {} ({:.1f} %), "
                             "moves in cycles {} ({:.1f} %) ({:.1f} s)\n",
                             game, what, b.decisions, b.noOps, b.share(b.noOps), b.backAndForth,
                             b.share(b.backAndForth), b.cycleMoves, b.share(b.cycleMoves), b.seconds);
    for (const auto& e : b.examples)
        std::cout << "  " << e << "\n";
    std::cout << std::flush;
}

} // namespace

TEST_CASE("computer players make no pointless moves", "[bots][slow]") {
    for (const GameInfo& info : test::builtinGames().all()) {
        SECTION(info.id) {
            const int many = std::min(4, info.maxPlayers);
            Busywork total;
            const Busywork easy = play(info, 2, "easy", "easy", 0, 0, 11);
            report(info.id, "easy, 2 players, 1 game", easy);
            total.add(easy);
            const Busywork easyMany = play(info, many, "easy", "easy", 0, 150, 13);
            report(info.id, fmt::format("easy, {} players, 150 decisions", many), easyMany);
            total.add(easyMany);
            const int from = std::max(1, easy.decisions / 3); // a third into the same game
            const Busywork medium = play(info, 2, "easy", "medium", from, 40, 11);
            report(info.id, fmt::format("medium, 2 players, 40 decisions from action {}", from), medium);
            total.add(medium);
            const Busywork strong = play(info, 2, "easy", "strong", from, 10, 11);
            report(info.id, fmt::format("strong, 2 players, 10 decisions from action {}", from), strong);
            total.add(strong);
            CHECK(medium.decisions > 0);
            CHECK(strong.decisions > 0);
            INFO(fmt::format("{} no-op pairs in {} decisions", total.noOps, total.decisions));
            CHECK(total.noOps == 0);
        }
    }
}
