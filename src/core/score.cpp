#include "dogtable/core/score.h"

#include <fmt/format.h>

#include <algorithm>

namespace dogtable {

void ScoreSheet::decideByTotal(const std::vector<TieBreak>& tiebreaks) {
    std::vector<int> totals;
    for (const auto& p : players)
        totals.push_back(p.total);
    decideBy(totals, tiebreaks);
}

void ScoreSheet::decideBy(const std::vector<int>& key, const std::vector<TieBreak>& tiebreaks) {
    winners.clear();
    tiebreak.clear();
    if (key.empty()) return;
    auto best = [](const std::vector<int>& cand, const std::vector<int>& values) {
        int top = values[static_cast<std::size_t>(cand.front())];
        for (int s : cand)
            top = std::max(top, values[static_cast<std::size_t>(s)]);
        std::vector<int> out;
        for (int s : cand)
            if (values[static_cast<std::size_t>(s)] == top) out.push_back(s);
        return out;
    };
    std::vector<int> all;
    for (int i = 0; i < static_cast<int>(key.size()); ++i)
        all.push_back(i);
    std::vector<int> cand = best(all, key);
    for (const auto& tb : tiebreaks) {
        if (cand.size() <= 1) break;
        auto next = best(cand, tb.values);
        if (next.size() < cand.size()) tiebreak = tb.name;
        cand = next;
    }
    if (cand.size() > 1 && !tiebreaks.empty() && tiebreak.empty())
        tiebreak = "shared win";
    else if (cand.size() > 1 && !tiebreak.empty())
        tiebreak += "; still tied: shared win";
    winners = cand;
}

bool ScoreSheet::isWinner(int seat) const {
    return std::find(winners.begin(), winners.end(), seat) != winners.end();
}

std::string ScoreSheet::winnersText() const {
    std::vector<std::string> names;
    for (int w : winners)
        if (w >= 0 && static_cast<std::size_t>(w) < players.size())
            names.push_back(players[static_cast<std::size_t>(w)].name);
    if (names.empty()) return "nobody wins";
    if (names.size() == 1) return names.front() + " wins";
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return out + " share the win";
}

std::string ScoreSheet::toText() const {
    std::string out;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const auto& p = players[i];
        out += fmt::format("{}{}: {} points\n", p.name, isWinner(static_cast<int>(i)) ? " (winner)" : "",
                           p.total);
        for (const auto& l : p.lines)
            out += fmt::format("  {:>4}  {}\n", l.points, l.what);
    }
    if (!tiebreak.empty()) out += fmt::format("Tie-break: {}\n", tiebreak);
    return out;
}

} // namespace dogtable
