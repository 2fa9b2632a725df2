// The score over the game: each player's running total after every turn, for the chart on the final
// score sheet. Made by replaying the match's actions on a new state and reading the score sheet
// after each turn (a player's run of actions until someone else, or chance, is to act).
#pragma once

#include <QStringList>

#include <vector>

#include "dogtable/core/match.h"

namespace dogtable::app {

struct RunningScores {
    QStringList names;                    // the score sheet's players (seats, then any automaton)
    std::vector<std::vector<int>> totals; // [turn][player]; turn 0 is the start
};

/// The running totals of `match` (empty when it cannot be replayed).
RunningScores runningScores(const GameRegistry& registry, const Match& match);

} // namespace dogtable::app
