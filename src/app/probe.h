// Measurement modes used by scripts/bench (under Xvfb): when the first window is painted, and how
// much memory and idle CPU a game's table costs.
#pragma once

#include <QSize>
#include <QString>

#include <cstdint>

class QApplication;

namespace dogtable::app {

struct AppContext;

/// Shows the main window and, at its first paint, prints the wall-clock time in milliseconds since
/// the epoch (the script subtracts its own launch time), then quits.
int probeFirstPaint(const AppContext& context);

/// What --probe-table measures: the table of `players` human seats in a window of `size`, after
/// `moves` random legal moves (a PRNG seeded with `seed`), idle for `idleSeconds`.
struct TableProbe {
    int players = 4;
    int idleSeconds = 10;
    QSize size{1440, 900};
    int moves = 0;
    std::uint64_t seed = 1;
};

/// Opens `gameId` for the probe's human seats, plays its moves, waits until it is a player's turn
/// (or the game is over), then idles and prints one JSON line:
/// {"game","players","rss_mb","idle_cpu_percent","idle_seconds","w","h","moves"}.
int probeTable(const AppContext& context, const QString& gameId, const TableProbe& probe);

/// Crash-safety helper: starts `gameId` with computer (random) seats only, autosaving after every
/// action as the app always does, and prints "saved N" after each autosave of N actions. Runs until
/// the game ends or the process is killed (the test kills it with SIGKILL and resumes the autosave).
int probeAutoplay(const AppContext& context, const QString& gameId, int players);

} // namespace dogtable::app
