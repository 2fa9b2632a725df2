// The table bench (issue #22), run by scripts/bench: how long each game's table takes to paint.
#pragma once

#include <QStringList>

namespace dogtable::app {

struct AppContext;

/// For each game in `games` (all when empty): 4 players at a busy position (seed 7, 60 random
/// moves), on the offscreen platform. Measures a full repaint (QWidget::render into an image, median
/// and p90 of `reps`) at 1024x700, 1920x1080, 3840x2160 and 1920x1080 at DPR 2, a new position (the
/// view shown again, laid out and painted), a hover change (the move event and the repaint it
/// causes), one move animation at 1920x1080 (frames, mean and worst frame time, frames over 16.7 ms),
/// the same animation while a strong computer player searches, and the painting caches' memory.
/// Frame times are the table's painting (TableBase::lastPaintMs). `cached` false: the static layer
/// and the sprite cache are off (every paint runs the game's whole painting), for comparison.
/// Prints one JSON object {"cached", "tables": [...]} on stdout.
int benchTables(const AppContext& context, const QStringList& games, int reps, bool cached);

} // namespace dogtable::app
