// Measurement modes used by scripts/bench (under Xvfb): when the first window is painted, and how
// much memory and idle CPU a game's table costs.
#pragma once

#include <QString>

class QApplication;

namespace dogtable::app {

struct AppContext;

/// Shows the main window and, at its first paint, prints the wall-clock time in milliseconds since
/// the epoch (the script subtracts its own launch time), then quits.
int probeFirstPaint(const AppContext& context);

/// Opens `gameId` for `players` human seats on the table, waits until it is a player's turn, then
/// idles `idleSeconds` and prints one JSON line:
/// {"game","players","rss_mb","idle_cpu_percent","idle_seconds"}.
int probeTable(const AppContext& context, const QString& gameId, int players, int idleSeconds);

/// Crash-safety helper: starts `gameId` with computer (random) seats only, autosaving after every
/// action as the app always does, and prints "saved N" after each autosave of N actions. Runs until
/// the game ends or the process is killed (the test kills it with SIGKILL and resumes the autosave).
int probeAutoplay(const AppContext& context, const QString& gameId, int players);

} // namespace dogtable::app
