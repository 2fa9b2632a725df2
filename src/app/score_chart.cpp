#include "score_chart.h"

namespace dogtable::app {

namespace {

std::vector<int> totalsOf(const ScoreSheet& sheet) {
    std::vector<int> out;
    for (const auto& p : sheet.players)
        out.push_back(p.total);
    return out;
}

} // namespace

RunningScores runningScores(const GameRegistry& registry, const Match& match) {
    RunningScores out;
    auto created = registry.newGame(match.gameId(), match.setup());
    if (!created) return out;
    std::unique_ptr<GameState> state = std::move(created.value());
    const ScoreSheet first = state->scoreSheet();
    for (const auto& p : first.players)
        out.names << QString::fromStdString(p.name);
    out.totals.push_back(totalsOf(first));
    for (const Action& a : match.actions()) {
        const Seat actor = state->currentSeat();
        if (!state->apply(a)) return {};
        const Seat next = state->currentSeat();
        if (actor >= 0 && (next != actor || state->isOver())) {
            std::vector<int> t = totalsOf(state->scoreSheet());
            if (t.size() != static_cast<std::size_t>(out.names.size())) return {};
            out.totals.push_back(std::move(t));
        }
    }
    // The end, even when the last action was chance.
    std::vector<int> last = totalsOf(state->scoreSheet());
    if (out.totals.back() != last) out.totals.push_back(std::move(last));
    return out;
}

} // namespace dogtable::app
