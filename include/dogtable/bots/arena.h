// The arena: computer players play whole games against each other, and a tournament of bot levels
// is summed up with intervals and ratings (`dogtable-cli tournament`, docs/bots.md). No Qt.
//
// A tournament is a round-robin of levels (random, easy, medium, strong) for one game and player
// count. For every pair of different levels (A, B) and every seat s, `gamesPerPairing` games are
// played with A in seat s and B in every other seat, then as many with the roles swapped; at two
// players that is "both seat orders". Alone (Ciapki solo, one player) every level plays
// `gamesPerPairing` games against the game's own automaton. Game g of a tournament uses seed
// `seed + g` for its chance outcomes and its bots, so a tournament is reproducible whenever the
// bots' iteration budgets bind (not their time caps). With `sameSeeds` the k-th game of every
// seating uses seed `seed + k` instead: every level (alone: against the automaton) and every seat
// order meets the same seeds, which compares levels more sharply (common random numbers).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "dogtable/bots/bot.h"
#include "dogtable/core/registry.h"
#include "dogtable/core/state.h"

namespace dogtable::bots {

/// What happened in one game played by computer players.
struct GameRecord {
    bool completed = false;              // ended by the rules (not by the action limit or an error)
    int actions = 0;                     // actions applied, chance outcomes included
    std::string error;                   // why the game stopped early, when it did
    ScoreSheet sheet;                    // the final score sheet (completed games)
    std::vector<bool> seatWon;           // per seat: its team is among the winners
    std::vector<std::string> violations; // invariant problems (with PlayOptions::checkInvariants)
    std::vector<Action> history;         // every action (with PlayOptions::keepHistory)
};

struct PlayOptions {
    int actionLimit = 200000;     // stop with an error after this many actions
    bool checkInvariants = false; // check the game's invariants after every action; stop at a problem
    bool keepHistory = false;     // record every action in GameRecord::history
};

/// Plays one game from `initial` (not changed) with one bot per seat; chance outcomes are drawn by
/// their weights. Every action, chance outcomes included, is checked before it is applied.
[[nodiscard]] GameRecord playGame(const GameState& initial, std::vector<std::unique_ptr<Bot>>& seats,
                                  std::uint64_t seed, const PlayOptions& options = {});

/// A share with its Wilson score interval (95 %, z = 1.96). Draws count half.
struct Rate {
    double games = 0;
    double points = 0; // wins + draws / 2
    [[nodiscard]] double value() const { return games > 0 ? points / games : 0.0; }
    [[nodiscard]] double low() const;
    [[nodiscard]] double high() const;
};

struct TournamentConfig {
    std::vector<std::string> levels = {"random", "easy", "medium", "strong"};
    int gamesPerPairing = 10; // per pair of levels, per seat, per role (see the header comment)
    std::uint64_t seed = 1;
    int threads = 1; // games are played in parallel; results do not depend on it
    int actionLimit = 200000;
    bool sameSeeds = false; // every seating plays seeds seed .. seed + gamesPerPairing - 1
};

struct LevelResult {
    std::string level;
    Rate rate;              // over every game it played (alone: against the automaton)
    double elo = 0;         // Bradley–Terry rating on the Elo scale, the levels' mean at 1500
    double meanScore = 0;   // mean final score of its seats
    double meanActions = 0; // mean length of its games
};

struct PairResult {
    std::string a, b;
    Rate rate; // A's share of the points in games of A against B (A's seats counted together)
};

struct SeatResult {
    int seat = 0;
    Rate rate; // the seat's share of wins over all games (seat balance)
};

struct TournamentResult {
    std::string game;
    int players = 0;
    int games = 0;      // played
    int unfinished = 0; // stopped by the action limit or an error (counted as lost by all)
    double meanActions = 0;
    std::vector<LevelResult> levels;
    std::vector<PairResult> pairs; // every ordered pair (A, B) with A listed before B in the levels
    std::vector<SeatResult> seats;
    std::vector<std::string> errors; // one line per unfinished game (at most 20 kept)
};

/// Runs a tournament of `config.levels` in `game` with `setup` (player count and variants filled
/// in). `progress`, if set, is called after every game with (done, total), from the calling thread.
[[nodiscard]] Expected<TournamentResult> runTournament(const GameInfo& game, const Setup& setup,
                                                       const TournamentConfig& config,
                                                       const std::function<void(int, int)>& progress = {});

/// A small SVG chart of the result: each level's rate and each pair's rate with its interval.
[[nodiscard]] std::string tournamentSvg(const TournamentResult& result);

/// Bradley–Terry strengths from a matrix of points (points[i][j]: i's points against j), on the Elo
/// scale with the mean at 1500. Levels that never met keep 1500; a level that never scored gets a
/// floor instead of minus infinity.
[[nodiscard]] std::vector<double> eloFromPoints(const std::vector<std::vector<double>>& points,
                                                const std::vector<std::vector<double>>& games);

} // namespace dogtable::bots
