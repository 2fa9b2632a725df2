// Guided first games (issue #17): the script format and its bounded, validated loader.
//
// A script is data, one file per game and language, games/<id>/tutorial/<lang>.json, compiled in as
// ":/tutorial/<id>/<lang>.json" (docs/tutorials.md describes the format):
//
//     { "format": "dogtable-tutorial", "version": 1, "game": "ciapki", "language": "en",
//       "seed": 26, "variants": { "tiles": "first-game" },
//       "players": [ { "name": "You", "human": true }, { "name": "Rex", "strength": "easy" } ],
//       "steps": [
//         { "caption": "…", "point": "tile/3", "do": "trick 3" },          // the player's move
//         { "caption": "…", "point": "cell/1", "about": ["cell/4"], "do": "x" }, // also talks of cell/4
//         { "caption": "…", "point": "yard/1", "computer": ["place 0 2"] }, // computer seats' moves
//         { "caption": "…", "point": "pies", "computer": [] },              // watch chance play out
//         { "caption": "…", "point": "score", "free": true } ] }            // last: play on freely
//
// Actions are written in their canonical text (GameState::actionToText, as saves store them);
// `point` is a TableItem id of the game's table; `about` (optional) lists other elements the caption
// talks about, which the balloon keeps clear of, like the point and the elements of the step's action. Chance
// outcomes are never scripted: the fixed seed gives them. Every step of a translation has the same kind,
// point and actions as English.
#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "dogtable/core/match.h"

namespace dogtable::app {

struct TutorialStep {
    enum class Kind { Do, Computer, Free };
    Kind kind = Kind::Do;
    std::string caption;
    std::string point;                 // a TableItem id
    std::vector<std::string> about;    // more TableItem ids the caption talks about (kept clear)
    std::string action;                // Do: the player's action, canonical text
    std::vector<std::string> computer; // Computer: the computer seats' actions in order
};

struct TutorialPlayer {
    std::string name;
    bool human = false;
    std::string strength = "easy"; // how a computer seat plays once the script has ended
};

struct TutorialScript {
    std::string game;
    std::string language;
    std::uint64_t seed = 0;
    std::map<std::string, std::string> variants;
    std::vector<TutorialPlayer> players;
    std::vector<TutorialStep> steps;
    [[nodiscard]] int humanSeat() const;
};

/// Limits of a script (a bad one is refused with one line).
inline constexpr std::size_t kMaxTutorialBytes = 256u << 10;
inline constexpr std::size_t kMaxTutorialSteps = 40;
inline constexpr std::size_t kMaxCaptionBytes = 600;
inline constexpr std::size_t kMaxScriptedMoves = 60; // computer actions in one step
inline constexpr std::size_t kMaxAboutItems = 12;    // ids in a step's "about"

/// Parses and checks a script's text. `where` names it in the one-line error.
[[nodiscard]] Expected<TutorialScript> parseTutorial(std::string_view text, std::string_view where = {});
/// The compiled-in script of `gameId` in `language` (":/tutorial/<id>/<lang>.json").
[[nodiscard]] Expected<TutorialScript> loadTutorial(const QString& gameId, const QString& language);
/// The languages `gameId` has a script in (empty: no guided game).
[[nodiscard]] QStringList tutorialLanguages(const QString& gameId);
/// The script for the UI language `language`, else English.
[[nodiscard]] Expected<TutorialScript> loadTutorialFor(const QString& gameId, const QString& language);
/// "" when `script` has the same steps (kinds, points, "about" lists, actions), seed, variants and seats as
/// `english`; otherwise the first difference in one line.
[[nodiscard]] std::string differenceFrom(const TutorialScript& script, const TutorialScript& english);
/// The match a guided game is played in: the script's game, variants, seats and seed.
[[nodiscard]] Expected<Match> createTutorialMatch(const GameRegistry& registry, const TutorialScript& script);

} // namespace dogtable::app
