// Replay: checkpoints every `stride` actions, so any step is at most that many actions away.
#include "dogtable/core/replay.h"

#include <algorithm>

namespace dogtable {

Replay::Replay(const Match& match, int stride) : m_stride(std::max(1, stride)), m_actions(match.actions()) {
    auto start = match.prefix(0);
    std::unique_ptr<GameState> s = start ? start.value().state().clone() : match.state().clone();
    m_seat.reserve(m_actions.size() + 1);
    m_turnSeat.reserve(m_actions.size() + 1);
    Seat lastTurn = kNoSeat;
    std::vector<int> byEvents; // turn starts as the rules report them ("turn" events)
    std::vector<Event> events;
    for (std::size_t k = 0;; ++k) {
        if (k % static_cast<std::size_t>(m_stride) == 0) m_checkpoints.push_back(s->clone());
        m_seat.push_back(s->currentSeat());
        const Seat turn = s->isOver() ? kNoSeat : s->turnSeat();
        m_turnSeat.push_back(turn);
        // Without events: a player's turn starts where the turn seat changes to them.
        if (turn >= 0 && turn != lastTurn) m_turnStarts.push_back(static_cast<int>(k));
        if (turn >= 0) lastTurn = turn;
        if (k == m_actions.size()) break;
        events.clear();
        s->events(m_actions[k], kNoSeat, events);
        if (std::any_of(events.begin(), events.end(), [](const Event& e) { return e.kind == "turn"; }))
            byEvents.push_back(static_cast<int>(k) + 1);
        s->applyLegal(m_actions[k]); // the match replayed and checked these already
    }
    // A game that reports its turns (every built-in game does: Ciapki's Pies included, whose turns
    // the seat alone cannot show) is stepped by those.
    if (!byEvents.empty()) {
        byEvents.insert(byEvents.begin(), m_turnStarts.empty() ? 0 : m_turnStarts.front());
        byEvents.erase(std::unique(byEvents.begin(), byEvents.end()), byEvents.end());
        m_turnStarts = std::move(byEvents);
    }
}

const GameState& Replay::stateAt(int step) {
    step = std::clamp(step, 0, steps());
    if (m_cursor == nullptr || m_cursorStep > step || step - m_cursorStep > m_stride) {
        const int base = step / m_stride;
        m_cursor = m_checkpoints[static_cast<std::size_t>(base)]->clone();
        m_cursorStep = base * m_stride;
    }
    while (m_cursorStep < step)
        m_cursor->applyLegal(m_actions[static_cast<std::size_t>(m_cursorStep++)]);
    return *m_cursor;
}

int Replay::nextTurn(int step) const {
    auto it = std::upper_bound(m_turnStarts.begin(), m_turnStarts.end(), step);
    return it == m_turnStarts.end() ? steps() : *it;
}

int Replay::previousTurn(int step) const {
    auto it = std::lower_bound(m_turnStarts.begin(), m_turnStarts.end(), step);
    return it == m_turnStarts.begin() ? 0 : *(it - 1);
}

} // namespace dogtable
