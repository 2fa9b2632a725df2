// Stepping through a recorded game (the app's replay viewer, `dogtable --screenshot --replay`):
// the state after any number of its actions, where each turn starts, and a branch from any point.
#pragma once

#include <memory>
#include <vector>

#include "dogtable/core/match.h"

namespace dogtable {

class Replay {
public:
    /// Walks `match`'s actions once (keeping a snapshot every `stride` steps); `match` is not
    /// changed and need not outlive the Replay.
    explicit Replay(const Match& match, int stride = kStride);

    /// Steps are 0 (before the first action) to steps() (after the last).
    [[nodiscard]] int steps() const { return static_cast<int>(m_actions.size()); }
    /// The state after the first `step` actions (clamped to 0..steps()). Valid until the next call.
    [[nodiscard]] const GameState& stateAt(int step);
    /// The action that leads from step `step` to step + 1 (step < steps()).
    [[nodiscard]] const Action& actionAt(int step) const { return m_actions[static_cast<std::size_t>(step)]; }
    /// Who decides at `step` (kChanceSeat, kNoSeat at the end) and whose turn it is.
    [[nodiscard]] Seat seatAt(int step) const { return m_seat[static_cast<std::size_t>(step)]; }
    [[nodiscard]] Seat turnSeatAt(int step) const { return m_turnSeat[static_cast<std::size_t>(step)]; }
    /// The steps at which a player's turn starts (the turn seat changes to a player), ascending.
    [[nodiscard]] const std::vector<int>& turnStarts() const { return m_turnStarts; }
    /// The first turn start after `step` (steps() when none) and the last one before it (0 when none).
    [[nodiscard]] int nextTurn(int step) const;
    [[nodiscard]] int previousTurn(int step) const;

    static constexpr int kStride = 32;

private:
    int m_stride;
    std::vector<Action> m_actions;
    std::vector<std::unique_ptr<GameState>> m_checkpoints; // state after k * m_stride actions
    std::unique_ptr<GameState> m_cursor;
    int m_cursorStep = -1;
    std::vector<Seat> m_seat;     // per step 0..steps()
    std::vector<Seat> m_turnSeat; // per step 0..steps()
    std::vector<int> m_turnStarts;
};

} // namespace dogtable
