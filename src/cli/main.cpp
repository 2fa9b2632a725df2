// dogtable-cli: list games, simulate bot games, benchmark the engines, score a tableau, replay a save,
// print the statistics of the finished games (history).
// The command-line contract (commands, options, JSON fields) is fixed: scripts depend on it.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <CLI/CLI.hpp>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "dogtable/bots/arena.h"
#include "dogtable/bots/bot.h"
#include "dogtable/bots/hint.h"
#include "dogtable/core/component_data.h"
#include "dogtable/core/match.h"
#include "dogtable/core/registry.h"
#include "dogtable/core/safe_read.h"
#include "dogtable/core/text.h"
#ifdef DOGTABLE_HAVE_HISTORY
#include "history_command.h"
#endif
#ifdef DOGTABLE_HAVE_I18N
#include "catalogue.h"
#endif

using namespace dogtable;
using nlohmann::json;

namespace {

constexpr int kExitUsage = 2;
constexpr long long kMaxGames = 1'000'000;

const char* kUsage = R"(dogtable-cli — Dogtable's command-line tool

  dogtable-cli list [--json]
  dogtable-cli sim --game ID [--players N] [--games K] [--seed S] [--bots B1,B2,..]
                   [--variant KEY=VALUE]... [--save FILE] [--data FILE] [--language LANG] [--json]
  dogtable-cli bench [--game ID] [--seconds T] [--threads T] [--json]
  dogtable-cli score --game ID --tableau FILE [--data FILE] [--language LANG] [--json]
  dogtable-cli replay FILE [--data FILE] [--language LANG] [--json]
  dogtable-cli hint FILE [--bot B] [--seat S] [--data FILE] [--json]
  dogtable-cli tournament --game ID [--players N] [--games K] [--seed S] [--bots L1,L2,..]
                   [--variant KEY=VALUE]... [--threads T] [--seeds same|distinct] [--json]
                   [--plot FILE.svg]
  dogtable-cli history [--game ID] [--db FILE | --saves FOLDER] [--json]
  dogtable-cli COMMAND --help      dogtable-cli --version

Bots: random | easy | medium | strong (default random for every seat).
Languages: en (default), pl (every game), pt (kennel), de (dogkids).
)";

/// The options given to a command (CLI11 has checked their structure: known, not repeated, with a
/// value where one is needed); values are checked by the commands with the strict parsers below.
struct Args {
    std::vector<std::string> positional;
    std::multimap<std::string, std::string> options;
    bool json = false;
    [[nodiscard]] std::optional<std::string> get(const std::string& key) const {
        auto it = options.find(key);
        if (it == options.end()) return std::nullopt;
        return it->second;
    }
};

/// A refusal: one line on stderr, exit code 2.
int usageError(const std::string& message) {
    std::cerr << oneLine(fmt::format("dogtable-cli: {}", message)) << "\n";
    return kExitUsage;
}

/// A whole decimal number in [lo, hi] (no sign other than a leading '-', no spaces, no suffix).
std::optional<long long> toInt(const std::string& s, long long lo, long long hi) {
    long long v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v, 10);
    if (ec != std::errc() || end != s.data() + s.size() || v < lo || v > hi) return std::nullopt;
    return v;
}

/// A whole unsigned decimal 64-bit number (0 to 18446744073709551615).
std::optional<std::uint64_t> toUnsigned64(const std::string& s) {
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v, 10);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return v;
}

/// A finite decimal number, the whole text (no "nan", "inf", "0.05abc").
std::optional<double> toFinite(const std::string& s) {
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v, std::chars_format::general);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::string shown(const std::string& value) {
    return quoteForMessage(value, 40);
}

json sheetToJson(const std::string& game, const ScoreSheet& sheet) {
    json players = json::array();
    for (const auto& p : sheet.players) {
        json lines = json::array();
        for (const auto& l : p.lines)
            lines.push_back({{"what", l.what}, {"points", l.points}});
        players.push_back({{"name", p.name}, {"total", p.total}, {"lines", lines}});
    }
    json j = {{"game", game}, {"players", players}, {"winners", sheet.winners}};
    j["tiebreak"] = sheet.tiebreak.empty() ? json(nullptr) : json(sheet.tiebreak);
    return j;
}

// ----- list -----
int cmdList(const GameRegistry& reg, const Args& args) {
    if (args.json) {
        json games = json::array();
        for (const auto& g : reg.all()) {
            json variants = json::array();
            for (const auto& v : g.variants)
                variants.push_back({{"name", v.name}, {"values", v.values}, {"default", v.defaultValue}});
            games.push_back({{"id", g.id},
                             {"name", g.name},
                             {"min_players", g.minPlayers},
                             {"max_players", g.maxPlayers},
                             {"variants", variants}});
        }
        std::cout << json{{"games", games}}.dump(2) << "\n";
        return 0;
    }
    for (const auto& g : reg.all())
        std::cout << fmt::format("{:<10} {:<40} {}-{} players\n", g.id, g.name, g.minPlayers, g.maxPlayers);
    return 0;
}

/// Reads option `name`, when it is given, into `out` as a whole number from `lo` to `hi`. Returns why
/// it cannot ("" when it can, or when the option is not given).
template <class T>
std::string readWhole(const Args& args, const std::string& name, long long lo, long long hi, T& out) {
    const auto text = args.get(name);
    if (!text) return {};
    const auto n = toInt(*text, lo, hi);
    if (!n) return fmt::format("{}: '{}' is not a whole number from {} to {}", name, shown(*text), lo, hi);
    out = static_cast<T>(*n);
    return {};
}

/// Reads --seed, when it is given, into `out`. Returns why it cannot ("" when it can or is not given).
std::string readSeed(const Args& args, std::uint64_t& out) {
    const auto text = args.get("--seed");
    if (!text) return {};
    const auto n = toUnsigned64(*text);
    if (!n)
        return fmt::format("--seed: '{}' is not a whole number from 0 to 18446744073709551615", shown(*text));
    out = *n;
    return {};
}

// ----- sim -----
/// The game named by --game (into `game`) and a setup of it from --players and --variant; else why
/// not. `command` names the command in the message when --game is missing.
Expected<Setup> setupFromArgs(const GameRegistry& reg, const Args& args, const std::string& command,
                              const GameInfo*& game) {
    auto gameId = args.get("--game");
    if (!gameId) return Expected<Setup>::failure(command + " needs --game ID");
    game = reg.find(*gameId);
    if (!game)
        return Expected<Setup>::failure(
            fmt::format("--game: unknown game '{}' (see dogtable-cli list)", shown(*gameId)));
    const GameInfo& info = *game;
    Setup setup;
    setup.players = info.minPlayers == 1 && info.maxPlayers >= 2 ? 2 : info.minPlayers;
    if (auto e = readWhole(args, "--players", 1, 16, setup.players); !e.empty())
        return Expected<Setup>::failure(e);
    for (auto [it, end] = args.options.equal_range("--variant"); it != end; ++it) {
        auto eq = it->second.find('=');
        if (eq == std::string::npos || eq == 0)
            return Expected<Setup>::failure(
                fmt::format("--variant needs KEY=VALUE, not '{}'", shown(it->second)));
        setup.variants[it->second.substr(0, eq)] = it->second.substr(eq + 1);
    }
    return reg.complete(info.id, setup);
}

int cmdSim(const GameRegistry& reg, const Args& args) {
    const GameInfo* info = nullptr;
    auto setup = setupFromArgs(reg, args, "sim", info);
    if (!setup) return usageError(setup.error());
    long long games = 10;
    std::uint64_t seed = 1;
    if (auto e = readWhole(args, "--games", 1, kMaxGames, games); !e.empty()) return usageError(e);
    if (auto e = readSeed(args, seed); !e.empty()) return usageError(e);
    const int players = setup->players;
    std::vector<std::string> botNames(static_cast<std::size_t>(players), "random");
    if (auto b = args.get("--bots")) {
        std::vector<std::string> names;
        std::stringstream ss(*b);
        std::string item;
        while (std::getline(ss, item, ','))
            names.push_back(item);
        if (names.size() == 1) names.assign(static_cast<std::size_t>(players), names[0]);
        if (static_cast<int>(names.size()) != players)
            return usageError(fmt::format("--bots lists {} bots for {} players", names.size(), players));
        for (const auto& n : names)
            if (!bots::isKnownStrength(n))
                return usageError(
                    fmt::format("--bots: unknown bot '{}' (random|easy|medium|strong)", shown(n)));
        botNames = names;
    }
    std::vector<std::unique_ptr<bots::Bot>> seats;
    for (const auto& n : botNames)
        seats.push_back(bots::makeBot(n));

    int completed = 0, violations = 0, errors = 0, draws = 0;
    long long totalActions = 0;
    std::vector<int> wins(static_cast<std::size_t>(players), 0);
    std::vector<double> scoreSums(static_cast<std::size_t>(players), 0.0);
    std::vector<std::string> messages;
    const auto setupPtr = std::make_shared<const Setup>(setup.value());
    for (long long g = 0; g < games; ++g) {
        const std::uint64_t gameSeed = static_cast<std::uint64_t>(seed) + static_cast<std::uint64_t>(g);
        auto initial = info->create(setupPtr);
        bots::PlayOptions play;
        play.checkInvariants = true;
        const bots::GameRecord o = bots::playGame(*initial, seats, gameSeed, play);
        totalActions += o.actions;
        if (!o.violations.empty()) {
            violations += static_cast<int>(o.violations.size());
            messages.push_back(fmt::format("game {} (seed {}): {}", g + 1, gameSeed, o.violations.front()));
        }
        if (!o.error.empty()) {
            ++errors;
            messages.push_back(fmt::format("game {} (seed {}): {}", g + 1, gameSeed, o.error));
        }
        if (o.completed) {
            ++completed;
            int winningTeams = 0;
            std::vector<int> teams;
            for (int w : o.sheet.winners) {
                if (std::find(teams.begin(), teams.end(), initial->teamOf(w)) == teams.end()) {
                    teams.push_back(initial->teamOf(w));
                    ++winningTeams;
                }
            }
            if (winningTeams > 1) ++draws; // a shared win; a game won by no seat (pies) is no draw
            for (int s = 0; s < players; ++s) {
                if (o.seatWon[static_cast<std::size_t>(s)]) ++wins[static_cast<std::size_t>(s)];
                if (static_cast<std::size_t>(s) < o.sheet.players.size())
                    scoreSums[static_cast<std::size_t>(s)] +=
                        o.sheet.players[static_cast<std::size_t>(s)].total;
            }
        }
    }
    if (auto path = args.get("--save")) {
        // The last game's seed and bots again, through a Match: chance outcomes come from the match's
        // seed (as in the app), so the save loads; the statistics above are not affected.
        std::vector<SeatInfo> seatInfo;
        for (int s = 0; s < players; ++s)
            seatInfo.push_back(SeatInfo{setupPtr->names[static_cast<std::size_t>(s)], true,
                                        botNames[static_cast<std::size_t>(s)]});
        const std::uint64_t lastSeed =
            static_cast<std::uint64_t>(seed) + static_cast<std::uint64_t>(games - 1);
        auto m = Match::create(reg, info->id, setup.value(), seatInfo, lastSeed);
        if (!m) {
            std::cerr << "dogtable-cli: cannot save: " << m.error() << "\n";
            return 1;
        }
        m->setKeepLog(false);
        std::vector<Rng> botRngs;
        for (std::size_t i = 0; i < seats.size(); ++i)
            botRngs.emplace_back(lastSeed * 1000003ULL + i + 1);
        for (int n = 0; !m->state().isOver() && n < 200000; ++n) {
            if (m->state().isChance()) {
                if (!m->resolveChance()) break;
                continue;
            }
            const auto seat = static_cast<std::size_t>(m->state().currentSeat());
            if (seat >= seats.size()) break;
            if (auto r = m->play(seats[seat]->choose(m->state(), botRngs[seat])); !r) {
                std::cerr << "dogtable-cli: cannot save: " << r.reason << "\n";
                return 1;
            }
        }
        std::ofstream out(*path, std::ios::binary);
        out << m->toJson() << "\n";
        if (!out) {
            std::cerr << "dogtable-cli: cannot write " << *path << "\n";
            return 1;
        }
    }
    std::vector<double> meanScores;
    for (double s : scoreSums)
        meanScores.push_back(completed ? s / completed : 0.0);
    const double meanActions = games ? static_cast<double>(totalActions) / static_cast<double>(games) : 0.0;
    for (const auto& m : messages)
        std::cerr << m << "\n";
    if (args.json) {
        json j = {{"game", info->id},
                  {"players", players},
                  {"games", games},
                  {"completed", completed},
                  {"violations", violations},
                  {"errors", errors},
                  {"mean_actions", meanActions},
                  {"wins", wins},
                  {"draws", draws},
                  {"mean_scores", meanScores}};
        std::cout << j.dump() << "\n";
    } else {
        using namespace fmt::literals;
        std::cout << text::say("cli", "{game}: {games} games, {players} players ({bots}), seed {seed}")(
                         "game"_a = text::say(info->id.c_str(), info->name.c_str()).str(), "games"_a = games,
                         "players"_a = players, "bots"_a = fmt::format("{}", fmt::join(botNames, ", ")),
                         "seed"_a = seed)
                  << "\n";
        std::cout << text::say("cli",
                               "completed {completed}, violations {violations}, errors {errors}, draws "
                               "{draws}, mean actions {mean:.1f}")(
                         "completed"_a = completed, "violations"_a = violations, "errors"_a = errors,
                         "draws"_a = draws, "mean"_a = meanActions)
                  << "\n";
        for (int s = 0; s < players; ++s)
            std::cout << text::say(
                             "cli",
                             "  seat {seat} ({bot}): {wins} wins ({rate:.1f} %), mean score {mean:.2f}")(
                             "seat"_a = s + 1, "bot"_a = botNames[static_cast<std::size_t>(s)],
                             "wins"_a = wins[static_cast<std::size_t>(s)],
                             "rate"_a =
                                 completed ? 100.0 * wins[static_cast<std::size_t>(s)] / completed : 0.0,
                             "mean"_a = meanScores[static_cast<std::size_t>(s)])
                      << "\n";
    }
    return (violations == 0 && errors == 0) ? 0 : 1;
}

// ----- bench -----
using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

/// Plays random actions (chance included) through the generic interface until `seconds` pass.
void randomPlayout(GameState& s, Rng& rng, std::vector<Action>& legal, std::vector<ChanceOutcome>& outs,
                   long long& actions) {
    while (!s.isOver()) {
        if (s.isChance()) {
            s.chanceOutcomes(outs);
            s.applyLegal(outs[rng.pickWeighted(outs)].action);
        } else {
            s.legalActions(legal);
            s.applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
        ++actions;
    }
}

/// A position in the middle of a random game (half of a typical game's length).
std::unique_ptr<GameState> middlePosition(const GameState& initial, Rng& rng) {
    std::vector<Action> legal;
    std::vector<ChanceOutcome> outs;
    long long len = 0;
    {
        auto probe = initial.clone();
        Rng r2 = rng;
        randomPlayout(*probe, r2, legal, outs, len);
    }
    auto s = initial.clone();
    for (long long i = 0; i < len / 2 && !s->isOver(); ++i) {
        if (s->isChance()) {
            s->chanceOutcomes(outs);
            s->applyLegal(outs[rng.pickWeighted(outs)].action);
        } else {
            s->legalActions(legal);
            s->applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
    // Move on to a player's decision with a real choice (a forced move needs no search).
    while (!s->isOver()) {
        if (s->isChance()) {
            s->chanceOutcomes(outs);
            s->applyLegal(outs[rng.pickWeighted(outs)].action);
            continue;
        }
        // The choices a computer player weighs (DOGS arranges in one decision).
        s->searchActions(legal);
        if (legal.size() >= 2) break;
        s->applyLegal(legal.front());
    }
    return s;
}

json benchGame(const GameRegistry& reg, const GameInfo& info, double seconds, int threads) {
    Setup setup;
    setup.players = std::min(4, info.maxPlayers);
    auto done = reg.complete(info.id, setup);
    auto setupPtr = std::make_shared<const Setup>(done.value());
    auto initial = info.create(setupPtr);
    Rng rng(12345);
    std::vector<Action> legal;
    std::vector<ChanceOutcome> outs;

    // Random play.
    long long actions = 0, gamesPlayed = 0;
    auto t0 = Clock::now();
    double spent = 0;
    while ((spent = secondsSince(t0)) < seconds) {
        auto s = initial->clone();
        randomPlayout(*s, rng, legal, outs, actions);
        ++gamesPlayed;
    }
    const double actionsPerS = static_cast<double>(actions) / spent;
    const double gamesPerS = static_cast<double>(gamesPlayed) / spent;

    // Clone of a middle position: the same one on every run (its own generator, not the one the
    // timed random play above advanced by however many games it managed).
    Rng positionRng(2026);
    auto mid = middlePosition(*initial, positionRng);
    long long clones = 0;
    t0 = Clock::now();
    std::size_t sink = 0;
    while ((spent = secondsSince(t0)) < seconds / 2) {
        for (int i = 0; i < 1000; ++i) {
            auto c = mid->clone();
            sink += static_cast<std::size_t>(c->currentSeat() + 3);
        }
        clones += 1000;
    }
    const double cloneNs = spent * 1e9 / static_cast<double>(clones);

    // MCTS iterations per second, and the time per decision of medium and strong.
    // Wall-clock time (what a player waits) and processor time (what it costs when the machine is
    // shared: all threads of the decision, `--threads` of them; the app uses 2).
    auto timeDecision = [&](const std::string& strength, int& iterations, double& cpu) {
        bots::MctsBot bot(bots::configFor(strength, threads));
        Rng r(99);
        const std::clock_t c0 = std::clock();
        auto t = Clock::now();
        (void)bot.choose(*mid, r);
        const double wall = secondsSince(t);
        cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
        iterations = bot.lastIterations();
        return wall;
    };
    int itMedium = 0, itStrong = 0;
    double cpuMedium = 0, cpuStrong = 0;
    const double mediumS = timeDecision("medium", itMedium, cpuMedium);
    const double strongS = timeDecision("strong", itStrong, cpuStrong);
    const double itPerS = mediumS > 0 ? itMedium / mediumS : 0.0;
    (void)sink;
    return {{"game", info.id},
            {"players", setupPtr->players},
            {"random_actions_per_s", actionsPerS},
            {"random_games_per_s", gamesPerS},
            {"clone_ns", cloneNs},
            {"mcts_iterations_per_s", itPerS},
            {"medium_decision_s", mediumS},
            {"strong_decision_s", strongS},
            {"medium_decision_cpu_s", cpuMedium},
            {"strong_decision_cpu_s", cpuStrong},
            {"medium_iterations", itMedium},
            {"strong_iterations", itStrong}};
}

int cmdBench(const GameRegistry& reg, const Args& args) {
    double seconds = 2.0;
    if (auto t = args.get("--seconds")) {
        auto v = toFinite(*t);
        if (!v || *v <= 0 || *v > 600)
            return usageError(
                fmt::format("--seconds: '{}' is not a number of seconds in (0, 600]", shown(*t)));
        seconds = *v;
    }
    int threads = 1;
    if (auto e = readWhole(args, "--threads", 1, 64, threads); !e.empty()) return usageError(e);
    std::vector<const GameInfo*> games;
    if (auto g = args.get("--game")) {
        const GameInfo* info = reg.find(*g);
        if (!info)
            return usageError(fmt::format("--game: unknown game '{}' (see dogtable-cli list)", shown(*g)));
        games.push_back(info);
    } else {
        for (const auto& g : reg.all())
            games.push_back(&g);
    }
    json results = json::array();
    for (const auto* g : games) {
        json r = benchGame(reg, *g, seconds, threads);
        if (!args.json)
            std::cout << fmt::format(
                             "{:<10} {:>12.0f} actions/s {:>10.1f} games/s  clone {:>7.0f} ns  "
                             "mcts {:>9.0f} it/s  medium {:.3f} s (cpu {:.3f} s, {} it)  "
                             "strong {:.3f} s (cpu {:.3f} s, {} it)\n",
                             g->id, r["random_actions_per_s"].get<double>(),
                             r["random_games_per_s"].get<double>(), r["clone_ns"].get<double>(),
                             r["mcts_iterations_per_s"].get<double>(), r["medium_decision_s"].get<double>(),
                             r["medium_decision_cpu_s"].get<double>(), r["medium_iterations"].get<int>(),
                             r["strong_decision_s"].get<double>(), r["strong_decision_cpu_s"].get<double>(),
                             r["strong_iterations"].get<int>())
                      << std::flush;
        results.push_back(r);
    }
    if (args.json) std::cout << json{{"results", results}}.dump(2) << "\n";
    return 0;
}

// ----- score -----
int cmdScore(const GameRegistry& reg, const Args& args) {
    auto gameId = args.get("--game");
    auto path = args.get("--tableau");
    if (!gameId || !path) return usageError("score needs --game ID and --tableau FILE");
    const GameInfo* info = reg.find(*gameId);
    if (!info)
        return usageError(fmt::format("--game: unknown game '{}' (see dogtable-cli list)", shown(*gameId)));
    if (!info->scoreTableau)
        return usageError(
            fmt::format("{} has no tableau scoring (only dig, kennel and doglover do)", info->id));
    // The bounded reader: a regular file within the size cap (safe_read.h); the game's reader parses
    // it with the same reader's JSON limits (nesting, duplicate keys) and checks the content.
    auto text = readFileBounded(*path, kTableauLimits.maxBytes);
    if (!text) return usageError(text.error());
    auto sheet = info->scoreTableau(*text);
    if (!sheet) return usageError(fmt::format("{}: {}", quoteForMessage(*path, 120), sheet.error()));
    if (args.json)
        std::cout << sheetToJson(info->id, *sheet).dump(2) << "\n";
    else
        std::cout << sheet->toText();
    return 0;
}

// ----- replay -----
int cmdReplay(const GameRegistry& reg, const Args& args) {
    if (args.positional.size() != 1) return usageError("replay needs exactly one FILE");
    auto loaded = Match::load(reg, args.positional[0]);
    if (!loaded.ok()) return usageError(loaded.error);
    const Match& m = *loaded.match;
    const GameState& s = m.state();
    if (args.json) {
        json log = json::array();
        json notes = json::array(); // what else happened, after the move it follows (1-based)
        for (const auto& e : m.log()) {
            log.push_back(e.lineFor(kNoSeat));
            for (const auto& n : e.notesFor(kNoSeat))
                notes.push_back({{"move", e.index + 1}, {"text", n}});
        }
        json j = {{"game", m.gameId()}, {"actions", m.actions().size()}, {"over", s.isOver()}, {"log", log}};
        if (!notes.empty()) j["notes"] = notes;
        j["score"] = sheetToJson(m.gameId(), s.scoreSheet());
        std::cout << j.dump(2) << "\n";
        return 0;
    }
    for (const auto& e : m.log()) {
        std::cout << fmt::format("{:>5}  {}\n", e.index + 1, e.lineFor(kNoSeat));
        for (const auto& n : e.notesFor(kNoSeat))
            std::cout << fmt::format("       · {}\n", n);
    }
    std::cout << "\n"
              << (s.isOver() ? text::say("cli", "Final score").str()
                             : text::say("cli", "The game is not over yet. Current score").str())
              << "\n"
              << s.scoreSheet().toText();
    return 0;
}

// ----- history -----
int cmdHistory(const GameRegistry& reg, const Args& args) {
#ifdef DOGTABLE_HAVE_HISTORY
    cli::HistoryOptions o;
    if (auto g = args.get("--game")) {
        if (!reg.find(*g))
            return usageError(fmt::format("--game: unknown game '{}' (see dogtable-cli list)", shown(*g)));
        o.game = *g;
    }
    if (args.get("--db") && args.get("--saves"))
        return usageError("history: --db and --saves exclude each other");
    o.db = args.get("--db").value_or("");
    o.saves = args.get("--saves").value_or("");
    o.json = args.json;
    std::string error;
    const int code = cli::historyCommand(reg, o, &error);
    if (code == kExitUsage) return usageError(error);
    if (code != 0) std::cerr << oneLine("dogtable-cli: " + error) << "\n";
    return code;
#else
    (void)reg;
    (void)args;
    std::cerr << "dogtable-cli: history: this build has no Qt SQL, so no history\n";
    return 1;
#endif
}

// ----- hint -----
int cmdHint(const GameRegistry& reg, const Args& args) {
    if (args.positional.size() != 1) return usageError("hint needs exactly one FILE");
    std::string bot = "strong";
    if (auto b = args.get("--bot")) {
        if (!bots::isKnownStrength(*b))
            return usageError(fmt::format("--bot: '{}' is not random, easy, medium or strong", shown(*b)));
        bot = *b;
    }
    auto loaded = Match::load(reg, args.positional[0]);
    if (!loaded.ok()) return usageError(loaded.error);
    const Match& m = *loaded.match;
    Seat seat = kNoSeat;
    if (auto s = args.get("--seat")) {
        auto n = toInt(*s, 1, m.state().players());
        if (!n)
            return usageError(fmt::format("--seat: '{}' is not a seat of this game (1 to {})", shown(*s),
                                          m.state().players()));
        seat = static_cast<Seat>(*n - 1);
    }
    const std::uint64_t before = m.state().hash();
    auto hint = bots::hintFor(m, bot, seat);
    if (!hint) return usageError(fmt::format("hint: {}", hint.error()));
    if (m.state().hash() != before) {
        std::cerr << "dogtable-cli: internal error: the hint changed the game\n";
        return 1;
    }
    const auto& h = hint.value();
    if (args.json) {
        std::cout << json{{"game", m.gameId()},
                          {"move", m.actions().size() + 1},
                          {"seat", h.seat + 1},
                          {"player", m.state().playerName(h.seat)},
                          {"bot", bot},
                          {"action", h.text},
                          {"describe", h.describe},
                          {"why", h.why}}
                         .dump(2)
                  << "\n";
    } else {
        std::cout << fmt::format("Hint for {} (seat {}), move {}: {}\n  action: {}\n  why: {}\n",
                                 m.state().playerName(h.seat), h.seat + 1, m.actions().size() + 1, h.describe,
                                 h.text, h.why);
    }
    return 0;
}

// ----- tournament -----
json rateJson(const bots::Rate& r) {
    return {{"games", static_cast<long long>(r.games)},
            {"points", r.points},
            {"rate", r.value()},
            {"interval", {r.low(), r.high()}}};
}

std::string rateText(const bots::Rate& r) {
    return fmt::format("{:5.1f} % ({:.1f}–{:.1f})", 100 * r.value(), 100 * r.low(), 100 * r.high());
}

int cmdTournament(const GameRegistry& reg, const Args& args) {
    const GameInfo* info = nullptr;
    auto setup = setupFromArgs(reg, args, "tournament", info);
    if (!setup) return usageError(setup.error());
    bots::TournamentConfig config;
    if (auto e = readWhole(args, "--games", 1, 100000, config.gamesPerPairing); !e.empty())
        return usageError(e);
    if (auto e = readSeed(args, config.seed); !e.empty()) return usageError(e);
    if (auto b = args.get("--bots")) {
        config.levels.clear();
        std::stringstream ss(*b);
        std::string item;
        while (std::getline(ss, item, ','))
            config.levels.push_back(item);
    }
    config.threads = static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1U, 64U));
    if (auto e = readWhole(args, "--threads", 1, 64, config.threads); !e.empty()) return usageError(e);
    if (auto s = args.get("--seeds")) {
        if (*s != "same" && *s != "distinct")
            return usageError(fmt::format("--seeds must be same or distinct, not '{}'", shown(*s)));
        config.sameSeeds = *s == "same";
    }
    auto result = bots::runTournament(*info, setup.value(), config);
    if (!result) return usageError(result.error());
    const auto& r = result.value();
    if (auto plot = args.get("--plot")) {
        std::ofstream out(*plot, std::ios::binary);
        out << bots::tournamentSvg(r);
        if (!out) {
            std::cerr << oneLine(fmt::format("dogtable-cli: cannot write the chart to '{}'", shown(*plot)))
                      << "\n";
            return 1;
        }
    }
    if (args.json) {
        json levels = json::array(), pairs = json::array(), seats = json::array();
        for (const auto& l : r.levels) {
            json j = rateJson(l.rate);
            j["level"] = l.level;
            j["elo"] = r.players >= 2 ? json(l.elo) : json(nullptr);
            j["mean_score"] = l.meanScore;
            j["mean_actions"] = l.meanActions;
            levels.push_back(j);
        }
        for (const auto& p : r.pairs) {
            json j = rateJson(p.rate);
            j["a"] = p.a;
            j["b"] = p.b;
            pairs.push_back(j);
        }
        for (const auto& s : r.seats) {
            json j = rateJson(s.rate);
            j["seat"] = s.seat + 1;
            seats.push_back(j);
        }
        std::cout << json{{"game", r.game},
                          {"players", r.players},
                          {"seed", config.seed},
                          {"games_per_seating", config.gamesPerPairing},
                          {"seeds", config.sameSeeds ? "same" : "distinct"},
                          {"games", r.games},
                          {"unfinished", r.unfinished},
                          {"mean_actions", r.meanActions},
                          {"levels", levels},
                          {"pairs", pairs},
                          {"seats", seats},
                          {"errors", r.errors}}
                         .dump(2)
                  << "\n";
    } else {
        std::cout << fmt::format(
            "{} tournament: {} player(s), levels {}, {} games per seating, {} games, seed {}{}\n", info->name,
            r.players, fmt::join(config.levels, ", "), config.gamesPerPairing, r.games, config.seed,
            config.sameSeeds ? " (the same seeds for every seating)" : "");
        std::cout
            << (r.players >= 2
                    ? "\nlevel    games  share of wins (95 % interval)    Elo    mean score  mean actions\n"
                    : "\nlevel    games  wins against the game (95 % interval)  mean score  mean actions\n");
        for (const auto& l : r.levels)
            std::cout << fmt::format(
                "{:<8} {:>5}  {:<28} {:>6} {:>10.1f} {:>12.1f}\n", l.level, l.rate.games, rateText(l.rate),
                r.players >= 2 ? fmt::format("{:.0f}", l.elo) : std::string("-"), l.meanScore, l.meanActions);
        if (!r.pairs.empty()) {
            std::cout << "\nhead to head (the first level's share of the points against the second)\n";
            for (const auto& p : r.pairs)
                std::cout << fmt::format("{:<8} vs {:<8} {:>6} seat pairs  {}\n", p.a, p.b, p.rate.games,
                                         rateText(p.rate));
        }
        std::cout << "\nseat balance (share of wins by seat)\n";
        for (const auto& s : r.seats)
            std::cout << fmt::format("seat {}  {:>6} games  {}\n", s.seat + 1, s.rate.games,
                                     rateText(s.rate));
        std::cout << fmt::format("\nmean game length {:.1f} actions; unfinished games {}\n", r.meanActions,
                                 r.unfinished);
        for (const auto& e : r.errors)
            std::cout << "  " << e << "\n";
    }
    return r.unfinished == 0 ? 0 : 1;
}

/// The command line's structure, by CLI11: subcommands, known options only, no stray arguments, a
/// single-value option at most once; values are strings, checked strictly by the commands.
class CommandLine {
public:
    CommandLine() : m_app("Dogtable's command-line tool", "dogtable-cli") {
        m_app.set_version_flag("--version", std::string("dogtable-cli ") + DOGTABLE_VERSION);
        m_app.require_subcommand(1, 1);
        m_app.allow_extras(false);
        add("list", "List the games and their variants", {});
        add("sim", "Play bot games, checking every rule invariant after every action",
            {{"--game", "ID", "the game (see list)", true},
             {"--players", "N", "player count (default: the game's smallest, 2 for ciapki)", false},
             {"--games", "K", "games to play (default 10)", false},
             {"--seed", "S", "seed of the first game, 0 to 18446744073709551615 (default 1)", false},
             {"--bots", "B1,B2,..", "random | easy | medium | strong, one for all seats or one per seat",
              false},
             {"--save", "FILE", "save the last game to FILE", false},
             {"--data", "FILE", "a corrected component data file (games/ID/data/ID.json; README)", false},
             {"--language", "LANG", "language of the words: en (default), pl, pt, de", false}},
            true);
        add("bench", "Measure the engines' speed",
            {{"--game", "ID", "one game (default: every game)", false},
             {"--seconds", "T", "seconds per measurement, in (0, 600] (default 2)", false},
             {"--threads", "T", "threads of a timed decision, 1 to 64 (default 1; the app uses 2)", false}});
        add("score", "Score a tableau file",
            {{"--game", "ID", "dig, kennel or doglover", true},
             {"--tableau", "FILE", "the tableau (JSON, docs/formats.md)", true},
             {"--data", "FILE", "a corrected component data file (games/ID/data/ID.json; README)", false},
             {"--language", "LANG", "language of the words: en (default), pl, pt, de", false}});
        add("replay", "Replay a save file with every rule checked and print its log and score",
            {{"--language", "LANG", "language of the words: en (default), pl, pt, de", false},
             {"--data", "FILE", "a corrected component data file (games/ID/data/ID.json; README)", false}});
        add("tournament", "A round-robin of bot levels: win rates with 95 % intervals, ratings, seat balance",
            {{"--game", "ID", "the game (see list)", true},
             {"--players", "N", "player count (default: the game's smallest, 2 for ciapki)", false},
             {"--games", "K", "games per seating of two levels (default 10; both seat orders at 2 players)",
              false},
             {"--seed", "S", "seed of the first game (default 1)", false},
             {"--bots", "L1,L2,..", "the levels (default random,easy,medium,strong)", false},
             {"--threads", "T", "games played at once, 1 to 64 (default: the number of cores)", false},
             {"--seeds", "same|distinct",
              "same: every seating (alone: every level) plays the same seeds (default distinct)", false},
             {"--plot", "FILE.svg", "also draw the rates with their intervals as an SVG chart", false}},
            true);
        add("hint", "What a computer player would do now, for the seat to act, seeing only what it sees",
            {{"--bot", "B", "random | easy | medium | strong (default strong)", false},
             {"--seat", "S", "the seat asking (default: the seat to act; another seat is refused)", false},
             {"--data", "FILE", "a corrected component data file (games/ID/data/ID.json; README)", false}});
        add("history", "Statistics of the finished games: the app's record (read-only) or a folder of saves",
            {{"--game", "ID", "only this game (see list)", false},
             {"--db", "FILE", "the history database (default: the app's own)", false},
             {"--saves", "FOLDER", "instead of a database, the finished saves in FOLDER", false}});
        m_commands.at("replay")
            .app->add_option("FILE", m_positional, "the save file (.dogtable)")
            ->required();
        m_commands.at("hint").app->add_option("FILE", m_positional, "the save file (.dogtable)")->required();
        m_app.add_subcommand("help", "Print the usage");
    }

    /// Parses argv; returns the exit code to stop with (after printing help, the version or ONE error
    /// line), or nothing to go on with command() and args().
    std::optional<int> parse(int argc, char** argv) {
        if (argc >= 2 && argv[1][0] != '-' && !m_commands.count(argv[1]) &&
            std::string_view(argv[1]) != "help")
            return usageError(fmt::format("unknown command '{}' (list, sim, bench, score, replay, hint, "
                                          "tournament, history; see dogtable-cli --help)",
                                          shown(argv[1])));
        try {
            m_app.parse(argc, argv);
        } catch (const CLI::CallForHelp&) {
            const auto subs = m_app.get_subcommands();
            if (subs.empty() || subs.front()->get_name() == "help")
                std::cout << kUsage;
            else
                std::cout << subs.front()->help();
            return 0;
        } catch (const CLI::ParseError& e) {
            if (e.get_exit_code() == 0) return m_app.exit(e); // --version
            const auto subs = m_app.get_subcommands();
            if (subs.empty() && argc >= 2 && argv[1][0] == '-')
                return usageError(fmt::format("unknown option '{}': a command comes first (list, sim, bench, "
                                              "score, replay, hint, tournament, history; "
                                              "see dogtable-cli --help)",
                                              shown(argv[1])));
            const std::string where = subs.empty() ? std::string() : subs.front()->get_name() + ": ";
            return usageError(fmt::format("{}{} (see dogtable-cli{} --help)", where, e.what(),
                                          subs.empty() ? "" : " " + subs.front()->get_name()));
        }
        m_command = m_app.get_subcommands().front()->get_name();
        if (m_command == "help") {
            std::cout << kUsage;
            return 0;
        }
        const Command& c = m_commands.at(m_command);
        for (const auto& [name, option] : c.options)
            if (option->count() > 0) m_args.options.emplace(name, m_values.at(m_command + name));
        for (const auto& v : m_variants)
            m_args.options.emplace("--variant", v);
        m_args.json = c.json && c.json->count() > 0;
        if (!m_positional.empty()) m_args.positional.push_back(m_positional);
        return std::nullopt;
    }
    [[nodiscard]] const std::string& command() const { return m_command; }
    [[nodiscard]] const Args& args() const { return m_args; }

private:
    struct OptionSpec {
        const char* name;
        const char* value;
        const char* help;
        bool required;
    };
    struct Command {
        CLI::App* app = nullptr;
        std::vector<std::pair<std::string, CLI::Option*>> options;
        CLI::Option* json = nullptr;
    };
    void add(const std::string& name, const std::string& help, const std::vector<OptionSpec>& options,
             bool variants = false) {
        Command c;
        c.app = m_app.add_subcommand(name, help);
        c.app->allow_extras(false);
        for (const auto& o : options) {
            // Required options are checked by the command (after CLI11 has refused unknown ones, so
            // that a mistyped option is named rather than reported as a missing one).
            auto* opt = c.app
                            ->add_option(o.name, m_values[name + o.name],
                                         o.help + std::string(o.required ? " (required)" : ""))
                            ->type_name(o.value);
            opt->multi_option_policy(CLI::MultiOptionPolicy::Throw);
            c.options.emplace_back(o.name, opt);
        }
        if (variants)
            c.app->add_option("--variant", m_variants, "a variant of the game (repeat for several)")
                ->type_name("KEY=VALUE")
                ->expected(1)
                ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
                ->allow_extra_args(false);
        c.json = c.app->add_flag("--json")->description("print JSON");
        m_commands.emplace(name, std::move(c));
    }

    CLI::App m_app;
    std::map<std::string, Command> m_commands;
    std::map<std::string, std::string> m_values; // "sim--game" -> value
    std::vector<std::string> m_variants;
    std::string m_positional;
    std::string m_command;
    Args m_args;
};

} // namespace

int main(int argc, char** argv) {
    CommandLine cl;
    if (auto stop = cl.parse(argc, argv)) return *stop;
    GameRegistry reg;
    registerBuiltinGames(reg);
    try {
        const Args& args = cl.args();
        const std::string& command = cl.command();
        if (auto language = args.get("--language")) {
#ifdef DOGTABLE_HAVE_I18N
            if (!i18n::useLanguage(QString::fromStdString(*language)))
                return usageError(fmt::format("--language: no words in '{}' (languages: {})",
                                              shown(*language),
                                              i18n::languages().join(QStringLiteral(", ")).toStdString()));
#else
            if (*language != "en")
                return usageError("--language: this build has no catalogue (it was built without Qt)");
#endif
        }
        if (auto file = args.get("--data")) {
            // A corrected component file replaces the game's built-in data for this run.
            std::string gameId;
            const std::string refused = data::installFile(reg, *file, &gameId);
            if (!refused.empty()) return usageError("--data: " + refused);
            if (auto game = args.get("--game"); game && *game != gameId)
                return usageError(
                    fmt::format("--data: the file is for {}, not for {}", gameId, shown(*game)));
        }
        if (command == "list") return cmdList(reg, args);
        if (command == "sim") return cmdSim(reg, args);
        if (command == "bench") return cmdBench(reg, args);
        if (command == "score") return cmdScore(reg, args);
        if (command == "replay") return cmdReplay(reg, args);
        if (command == "tournament") return cmdTournament(reg, args);
        if (command == "hint") return cmdHint(reg, args);
        if (command == "history") return cmdHistory(reg, args);
    } catch (const std::exception& e) {
        std::cerr << oneLine(fmt::format("dogtable-cli: internal error: {}", e.what())) << "\n";
        return 1;
    }
    return usageError(fmt::format("unknown command '{}'", shown(cl.command())));
}
