// The score over the game: each player's running total after every turn (or the game's own measure
// of progress, such as Dog Kids' fields left to home), for the chart on the final score sheet and in
// the replay viewer. Made by replaying the match's actions on a new state and reading the score sheet
// after each turn (a player's run of actions until someone else, or chance, is to act).
#pragma once

#include <QColor>
#include <QString>
#include <QStringList>

#include <vector>

#include "dogtable/core/match.h"

class QChart;
class QAbstractSeries;

namespace dogtable::app {

struct RunningScores {
    QStringList names;                    // the score sheet's players (seats, then any automaton)
    std::vector<std::vector<int>> values; // [turn][player]; turn 0 is the start
    std::vector<int> steps;               // [turn]: the actions played when it was read (0: the start)
    QString measure;                      // what the values are: "Score" or the game's own measure
    bool ownMeasure = false;              // the game's own measure, not the score
    QString note;                         // why the lines move as they do (ScoreSheet::chartNote)
};

/// The running values of `match` (empty when it cannot be replayed).
RunningScores runningScores(const GameRegistry& registry, const Match& match);

/// The turn shown at replay step `step`: the last point taken at or before it.
int turnAtStep(const RunningScores& scores, int step);

/// A line chart of `scores` (titled "Score over the game" or the game's own
/// measure): a line per player
/// in the seat colours, whole numbers on both axes. Null when there are fewer than two points. The
/// caller owns it.
QChart* makeScoreChart(const RunningScores& scores);

/// The colour of a chart's paper (the mean of its background gradient).
QColor chartPaper(const QChart& chart);

/// Whether `series` of a score chart is a player's line (not a pale line's outline or the turn mark).
bool isPlayerLine(const QAbstractSeries* series);

/// Marks `turn` with an upright dashed line (not in the legend); -1 removes the mark.
void markTurn(QChart* chart, int turn);

/// A chart too low for its titles: without them (the plot keeps the room for its numbers) and with
/// every other line of numbers on the score axis; not compact again: `title` and the full axes.
void compactScoreChart(QChart* chart, bool compact, const QString& title);

} // namespace dogtable::app
