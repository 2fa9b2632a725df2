// Off-screen pictures of the app for docs and tests: a game's table after N random legal moves,
// or a whole window (main window, new-game dialog, rules browser, score sheet).
#pragma once

#include <QSize>
#include <QString>

#include <cstdint>

#include "app_context.h"
#include "dogtable/core/match.h"

namespace dogtable::app {

struct ScreenshotOptions {
    QString file;     // the PNG to write
    std::string game; // game id
    std::uint64_t seed = 1;
    int moves = 0;   // random legal player moves (chance is resolved by the match)
    int players = 0; // 0: the game's smallest count of at least 2
    QSize size{1280, 800};
    QString ui;     // "" (the table only), "main", "handover", "picker", "newgame", "players", "rules",
                    // "scoresheet", "statistics", "replay" (the replay viewer; needs `replay`),
                    // "tutorial" (the window in the game's guided first game at step `at`, 1 = first)
    QString replay; // a save file: the picture shows its game at step `at` (the table, or the viewer)
    int at = -1;    // -1: the last step
    bool highContrast = false; // the high-contrast theme (Settings)
    double zoom = 1.0;         // "main": the table's and side panel's zoom (View ▸ Zoom)
};

/// A match of `game` with every seat human, after up to `moves` random legal moves (all chance
/// resolved); `toEnd` plays on until the game is over (with a generous cap).
Expected<Match> randomMatch(const AppContext& context, const std::string& game, int players,
                            std::uint64_t seed, int moves, bool toEnd = false);

/// Renders the picture. Returns the process exit code: 0 done, 1 failure, 2 unknown game or bad option
/// (`error` says what).
int renderScreenshot(const AppContext& context, const ScreenshotOptions& options, QString* error);

} // namespace dogtable::app
