// The generic random-play suite, run over every registered game (OpenSpiel's RandomSimTest habit).
// Each game is a top-level section named by its id, so CTest runs one test per game (-c <id>).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <map>

#include "dogtable/bots/bot.h"
#include "dogtable/bots/hint.h"
#include "dogtable/core/match.h"
#include "dogtable/core/registry.h"

using namespace dogtable;

namespace {

constexpr int kActionLimit = 200000;

const GameRegistry& registry() {
    static const GameRegistry reg = [] {
        GameRegistry r;
        registerBuiltinGames(r);
        return r;
    }();
    return reg;
}

/// Every player count with default variants (played twice), plus each non-default value of each
/// variant with a fixed list of values at the largest player count it accepts (played once).
std::vector<Setup> setupsFor(const GameInfo& g, std::size_t* playerCountSetups) {
    std::vector<Setup> out;
    for (int n = g.minPlayers; n <= g.maxPlayers; ++n) {
        Setup s;
        s.players = n;
        if (registry().complete(g.id, s)) out.push_back(s);
    }
    *playerCountSetups = out.size();
    for (const auto& v : g.variants)
        for (const auto& value : v.values) {
            if (value == v.defaultValue) continue;
            for (int n = g.maxPlayers; n >= g.minPlayers; --n) {
                Setup s;
                s.players = n;
                s.variants[v.name] = value;
                if (registry().complete(g.id, s)) {
                    out.push_back(s);
                    break;
                }
            }
        }
    return out;
}

std::string setupName(const Setup& s) {
    std::string out = fmt::format("{} players", s.players);
    for (const auto& [k, v] : s.variants)
        out += fmt::format(", {}={}", k, v);
    return out;
}

/// An action that is surely not legal now (a kind the game does not have, or a legal one with odd arguments).
Action illegalProbe(const std::vector<Action>& legal, int kinds) {
    Action a(static_cast<std::uint16_t>(kinds + 7), 1, 2, 3, 4);
    if (!std::binary_search(legal.begin(), legal.end(), a)) return a;
    return Action(static_cast<std::uint16_t>(kinds + 8), -9, -9, -9, -9);
}

void playAndCheck(const GameInfo& info, const Setup& setup, std::uint64_t seed, bool withMatch) {
    INFO(fmt::format("{} with {}, seed {}", info.id, setupName(setup), seed));
    auto made = Match::create(registry(), info.id, setup, {}, seed);
    REQUIRE(made.ok());
    Match m = std::move(made.value());
    m.setKeepLog(withMatch);
    Rng rng(seed * 7919 + 1);
    std::vector<std::string> problems;
    std::vector<Action> legal;
    std::vector<ChanceOutcome> outcomes;
    int steps = 0;
    while (!m.state().isOver()) {
        REQUIRE(steps < kActionLimit);
        const GameState& s = m.state();
        const Seat seat = s.currentSeat();
        INFO("step " << steps); // the state itself is printed only when something fails (below)
        // Text-heavy checks on every step early on, then on every 10th (long games stay quick).
        const bool deep = steps < 300 || steps % 10 == 0;
        REQUIRE((seat == kChanceSeat || (seat >= 0 && seat < s.players())));

        problems.clear();
        s.checkInvariants(problems);
        if (!problems.empty())
            FAIL(fmt::format("invariants: {}\nstate: {}", fmt::join(problems, "; "), s.debugText()));

        // Every seat's view can be built; the spectator's too.
        if (deep && steps % 5 == 0)
            for (Seat v = -2; v < s.players(); ++v)
                if (v != kChanceSeat) CHECK_FALSE(s.viewText(v).empty());

        // Clone equals the original.
        if (deep && steps % 3 == 0) {
            auto c = s.clone();
            REQUIRE(c->debugText() == s.debugText());
            REQUIRE(c->hash() == s.hash());
        }

        Action chosen;
        if (seat == kChanceSeat) {
            s.chanceOutcomes(outcomes);
            REQUIRE_FALSE(outcomes.empty());
            bool positive = true, sorted = true;
            for (std::size_t i = 0; i < outcomes.size(); ++i) {
                positive = positive && outcomes[i].weight > 0;
                if (i) sorted = sorted && outcomes[i - 1].action < outcomes[i].action;
            }
            REQUIRE(positive);
            REQUIRE(sorted);
            REQUIRE(s.legalActions().empty());
            // The match's own draw (a function of seed and position): a save must hold exactly it.
            chosen = *m.sampleChance();
        } else {
            s.legalActions(legal);
            REQUIRE_FALSE(legal.empty());
            REQUIRE(std::is_sorted(legal.begin(), legal.end()));
            REQUIRE(std::adjacent_find(legal.begin(), legal.end()) == legal.end());
            // An illegal action is refused with a reason and changes nothing.
            const auto before = deep ? s.debugText() : std::string();
            const Action bad = illegalProbe(legal, s.actionKindCount());
            auto copy = s.clone();
            ApplyResult r = copy->apply(bad);
            REQUIRE_FALSE(r.ok());
            REQUIRE_FALSE(r.reason.empty());
            ApplyResult viaMatch = m.play(bad);
            REQUIRE_FALSE(viaMatch.ok());
            if (deep) {
                REQUIRE(copy->debugText() == before);
                REQUIRE(m.state().debugText() == before);
            }
            // A determinization keeps what this seat sees.
            if (deep && steps % 7 == 0 && s.hidesInformation()) {
                Rng dr(static_cast<std::uint64_t>(steps));
                auto d = s.determinize(seat, dr);
                REQUIRE(d->viewText(seat) == s.viewText(seat));
                REQUIRE(d->currentSeat() == seat);
                REQUIRE(d->legalActions() == legal);
            }
            chosen = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            // Text form round-trips.
            if (deep) {
                auto parsed = s.actionFromText(s.actionToText(chosen));
                REQUIRE(parsed.ok());
                REQUIRE(*parsed == chosen);
            }
        }
        if (withMatch) CHECK_FALSE(s.describe(chosen, kNoSeat).empty());
        REQUIRE(m.replay(chosen).ok());
        ++steps;

        // Fair undo back to the barrier reproduces the earlier states; redo returns.
        if (withMatch && deep && steps % 11 == 0 && m.canUndo()) {
            const auto now = m.state().debugText();
            int undone = 0;
            while (m.canUndo()) {
                REQUIRE(m.undo());
                ++undone;
            }
            REQUIRE(static_cast<int>(m.actions().size()) == m.undoFloor());
            for (int i = 0; i < undone; ++i)
                REQUIRE(m.redo());
            REQUIRE(m.state().debugText() == now);
        }
    }
    problems.clear();
    m.state().checkInvariants(problems);
    REQUIRE(problems.empty());
    ScoreSheet sheet = m.state().scoreSheet();
    // One entry per seat, in seat order, then any participant that is no seat (Ciapki's Pies).
    int seatEntries = 0;
    for (const auto& p : sheet.players) {
        if (p.seat) REQUIRE(&p - sheet.players.data() == seatEntries);
        seatEntries += p.seat ? 1 : 0;
    }
    REQUIRE(seatEntries == m.state().players());
    for (int w : sheet.winners)
        REQUIRE((w >= 0 && w < static_cast<int>(sheet.players.size())));
    for (const auto& p : sheet.players) {
        int sum = 0;
        for (const auto& l : p.lines)
            sum += l.points;
        REQUIRE(sum == p.total);
    }
    for (Seat v = -2; v < m.state().players(); ++v)
        if (v != kChanceSeat) CHECK_FALSE(m.state().viewText(v).empty());
    // The log ends by naming the winners (play test: DOGS, Dig and Dog Lover logs stopped at "the game
    // is over"): the last entry's line or notes name every winner.
    if (withMatch && !sheet.winners.empty()) {
        REQUIRE_FALSE(m.log().empty());
        const LogEntry& last = m.log().back();
        std::string said = last.lineFor(kNoSeat);
        for (const auto& note : last.notesFor(kNoSeat))
            said += "\n" + note;
        INFO(said);
        for (int w : sheet.winners)
            CHECK(said.find(sheet.players[static_cast<std::size_t>(w)].name) != std::string::npos);
    }
    // Save -> load reproduces the state.
    auto loaded = Match::fromJson(registry(), m.toJson());
    INFO(loaded.error);
    REQUIRE(loaded.ok());
    REQUIRE(loaded.match->state().debugText() == m.state().debugText());
}

} // namespace

TEST_CASE("random play keeps every generic promise", "[games]") {
    const int gamesPerSetup =
        std::getenv("DOGTABLE_SOAK_GAMES") ? std::atoi(std::getenv("DOGTABLE_SOAK_GAMES")) : 2;
    REQUIRE_FALSE(registry().all().empty());
    for (const auto& info : registry().all()) {
        DYNAMIC_SECTION(info.id) {
            std::size_t byCount = 0;
            const auto setups = setupsFor(info, &byCount);
            for (std::size_t i = 0; i < setups.size(); ++i) {
                const int games = i < byCount ? gamesPerSetup : std::max(1, gamesPerSetup / 2);
                for (int g = 0; g < games; ++g)
                    playAndCheck(info, setups[i], 1000 + static_cast<std::uint64_t>(g), g == 0);
            }
        }
    }
}

TEST_CASE("the registry describes every game for the shell and the CLI", "[games]") {
    for (const auto& info : registry().all()) {
        INFO(info.id);
        CHECK_FALSE(info.name.empty());
        CHECK_FALSE(info.blurb.empty());
        CHECK(info.minPlayers >= 1);
        CHECK(info.maxPlayers >= info.minPlayers);
        CHECK(static_cast<bool>(info.create));
        for (const auto& v : info.variants) {
            CHECK_FALSE(v.name.empty());
            if (!v.values.empty())
                CHECK(std::find(v.values.begin(), v.values.end(), v.defaultValue) != v.values.end());
        }
        Setup s;
        s.players = info.maxPlayers + 1;
        CHECK_FALSE(registry().newGame(info.id, s).ok());
    }
}

TEST_CASE("game names a player reads are the boxes' English names", "[registry]") {
    // Spec revision 2026-11-25: the game is "Dog Lover" in English (no "2"; the Polish box is
    // "Najlepsza gra o psach 2").
    std::map<std::string, std::string> expected = {{"doglover", "Dog Lover"},
                                                   {"dig", "Dig"},
                                                   {"kennel", "DOGS"},
                                                   {"ciapki", "Ciapki"},
                                                   {"dogkids", "Dog Kids"}};
    for (const auto& g : registry().all()) {
        INFO(g.id);
        REQUIRE(expected.count(g.id) == 1);
        CHECK(g.name == expected[g.id]);
        CHECK(g.name.find(" 2") == std::string::npos);
        Setup s;
        s.players = 1;
        auto refused = registry().complete(g.id, s);
        if (!refused) CHECK(refused.error().find(" 2 is") == std::string::npos);
    }
}

// A hint, a "which one?" menu, a tooltip: the words of a move not yet made are told from what the
// seat to act sees. They must not change when what it cannot see is dealt again (Dig's hint named
// the bone under a card before it was dug).
TEST_CASE("labels of moves not yet made hide what the seat cannot see", "[games][hint]") {
    for (const auto& info : registry().all()) {
        DYNAMIC_SECTION(info.id) {
            std::size_t byCount = 0;
            const auto setups = setupsFor(info, &byCount);
            int compared = 0;
            for (std::size_t i = 0; i < byCount; ++i) {
                const std::uint64_t seed = 77 + i;
                INFO(fmt::format("{} with {}, seed {}", info.id, setupName(setups[i]), seed));
                auto made = Match::create(registry(), info.id, setups[i], {}, seed);
                REQUIRE(made.ok());
                Match m = std::move(made.value());
                Rng rng(seed);
                std::vector<Action> legal;
                for (int step = 0; step < 600 && !m.state().isOver(); ++step) {
                    const GameState& s = m.state();
                    if (s.isChance()) {
                        REQUIRE(m.replay(*m.sampleChance()).ok());
                        continue;
                    }
                    const Seat seat = s.currentSeat();
                    s.legalActions(legal);
                    if (s.hidesInformation() && step % 3 == 0) {
                        INFO("step " << step << "\n" << s.debugText());
                        const auto hint = bots::hintFor(s, seed, m.actions().size(), "random", seat);
                        REQUIRE(hint.ok());
                        for (std::uint64_t d = 1; d <= 3; ++d) {
                            Rng dr(seed * 31 + d + static_cast<std::uint64_t>(step));
                            const auto other = s.determinize(seat, dr);
                            REQUIRE(other->legalActions() == legal);
                            for (const Action& a : legal) {
                                INFO(s.actionToText(a));
                                CHECK(other->describeChoice(a, seat) == s.describeChoice(a, seat));
                            }
                            const auto otherHint =
                                bots::hintFor(*other, seed, m.actions().size(), "random", seat);
                            REQUIRE(otherHint.ok());
                            CHECK(otherHint->describe == hint->describe);
                            ++compared;
                        }
                    }
                    REQUIRE(m.replay(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
                }
            }
            if (info.id != "kennel" && info.id != "ciapki") CHECK(compared > 0);
        }
    }
}

// Play tester E: a hint where the computer player had nothing to weigh said "the strong computer
// player's choice after 0 playouts". A move that is the only one says so plainly.
TEST_CASE("a hint with nothing to weigh says it is the only move", "[games][hint]") {
    int onlyOne = 0;
    for (const auto& info : registry().all()) {
        {
            INFO(info.id);
            std::size_t byCount = 0;
            const auto setups = setupsFor(info, &byCount);
            const std::uint64_t seed = 91;
            auto made = Match::create(registry(), info.id, setups.front(), {}, seed);
            REQUIRE(made.ok());
            Match m = std::move(made.value());
            Rng rng(seed);
            std::vector<Action> legal;
            for (int step = 0; step < 400 && !m.state().isOver(); ++step) {
                const GameState& s = m.state();
                if (s.isChance()) {
                    REQUIRE(m.replay(*m.sampleChance()).ok());
                    continue;
                }
                s.legalActions(legal);
                if (legal.size() == 1) {
                    INFO("step " << step << "\n" << s.debugText());
                    const auto hint = bots::hintFor(s, seed, m.actions().size(), "strong", s.currentSeat());
                    REQUIRE(hint.ok());
                    CHECK(hint->action == legal.front());
                    CHECK(hint->why.find("the only legal move") != std::string::npos);
                    CHECK(hint->why.find("playout") == std::string::npos);
                    ++onlyOne;
                }
                REQUIRE(m.replay(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
            }
        }
    }
    CHECK(onlyOne > 0);
}
