// Shared by the five view tests (Qt Test): "H, Enter, Enter…" makes the hinted move, whatever the
// hint and whatever the table was doing before it (play test A: a Fetch hint, a trick hint, a
// reroll with a die already picked never got made by keys).
#pragma once

#include <QtTest/QtTest>

#include <QSignalSpy>

#include <functional>
#include <string>
#include <vector>

#include "dogtable/core/rng.h"
#include "dogtable/core/state.h"
#include "dogtable/ui/game_table.h"

namespace dogtable::test {

/// For each legal action `a` of `state` (the viewer `seat` decides): the table shows the state, a
/// first step of another move may be half made (`disturb`: the i-th legal target clicked before
/// the hint), then showHint(a) and Return until the table emits: it must emit exactly `a` within
/// stepsFor(a).size() + 2 presses. Returns "" or what went wrong.
inline QString hintThenEnterMakesEveryMove(ui::TableBase& table, const GameState& state, Seat seat,
                                           bool disturb) {
    const std::vector<Action> legal = state.legalActions();
    for (std::size_t k = 0; k < legal.size(); ++k) {
        const Action& a = legal[k];
        table.showState(state, seat, true);
        if (disturb) { // a pick of some other move is half made, as a player's click would leave it
            const std::vector<int> cycle = table.keyboardCycle();
            if (!cycle.empty()) {
                const std::string id =
                    table.hitMap().items()[static_cast<std::size_t>(cycle[k % cycle.size()])].id;
                QSignalSpy early(&table, &ui::GameView::actionChosen);
                table.clickItem(id);
                if (!early.isEmpty()) continue; // that click made a move: nothing to disturb
            }
        }
        QSignalSpy chosen(&table, &ui::GameView::actionChosen);
        table.showHint(a);
        if (!table.hintAction() || !(*table.hintAction() == a))
            return QStringLiteral("no hint shown for %1")
                .arg(QString::fromStdString(state.describe(a, seat)));
        const int presses = static_cast<int>(table.stepsFor(a).size()) + 2;
        for (int i = 0; i < presses && chosen.isEmpty(); ++i)
            QTest::keyClick(&table, Qt::Key_Return);
        const QString what = QString::fromStdString(state.describe(a, seat));
        if (chosen.count() != 1)
            return QStringLiteral("H, Enter x%1 made %2 moves for the hint '%3' (focus: %4)")
                .arg(presses)
                .arg(chosen.count())
                .arg(what, table.focusedItem() ? QString::fromStdString(table.focusedItem()->id)
                                               : QStringLiteral("none"));
        const Action made = chosen.front().front().value<Action>();
        if (!(made == a))
            return QStringLiteral("the hint '%1' made '%2'")
                .arg(what, QString::fromStdString(state.describe(made, seat)));
    }
    return {};
}

/// Plays `state` on with random legal moves (chance by its odds) and calls `check` at each
/// position where a seat decides, `positions` times at most; stops at the end of the game.
inline QString atRandomPositions(GameState& state, std::uint64_t seed, int positions, int skip,
                                 const std::function<QString(const GameState&, Seat)>& check) {
    Rng rng(seed);
    int seen = 0;
    for (int step = 0; step < 2000 && !state.isOver() && seen < positions; ++step) {
        if (state.currentSeat() == kChanceSeat) {
            const auto outs = state.chanceOutcomes();
            state.apply(outs[rng.pickWeighted(outs)].action);
            continue;
        }
        if (step % skip == 0) {
            ++seen;
            if (QString e = check(state, state.currentSeat()); !e.isEmpty())
                return QStringLiteral("step %1: %2").arg(step).arg(e);
        }
        const auto legal = state.legalActions();
        state.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    return {};
}

/// The five view tests' "H, Enter" check: `table` at 1024x700, shown and focused; at up to `positions`
/// random positions of `state` (every `skip`-th step from `seed`), every hinted move is made by Return
/// alone, from a fresh table and with another move's pick half made. Returns "" or what went wrong;
/// `rounds` is how many positions were checked.
inline QString hintThenEnterAtRandomPositions(ui::TableBase& table, GameState& state, std::uint64_t seed,
                                              int positions, int skip, int& rounds) {
    table.resize(1024, 700);
    table.show();
    table.setFocus();
    return atRandomPositions(state, seed, positions, skip, [&](const GameState& st, Seat seat) {
        ++rounds;
        if (QString r = hintThenEnterMakesEveryMove(table, st, seat, false); !r.isEmpty()) return r;
        return hintThenEnterMakesEveryMove(table, st, seat, true);
    });
}

} // namespace dogtable::test
