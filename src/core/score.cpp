#include "dogtable/core/score.h"

#include <fmt/format.h>

#include <algorithm>

#include "dogtable/core/text.h"

namespace dogtable {

using namespace fmt::literals;

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
        tiebreak = text::say("core", "shared win").str();
    else if (cand.size() > 1 && !tiebreak.empty())
        tiebreak = text::say("core", "{rule}; still tied: shared win")("rule"_a = tiebreak);
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
    using text::say;
    switch (names.size()) {
    case 0:
        return say("core", "nobody wins");
    case 1:
        return say("core", "{who} wins")("who"_a = names[0]);
    case 2:
        return say("core", "{first} and {second} share the win")("first"_a = names[0], "second"_a = names[1]);
    case 3:
        return say("core", "{first}, {second} and {third} share the win")(
            "first"_a = names[0], "second"_a = names[1], "third"_a = names[2]);
    default: {
        std::string firsts = names[0];
        for (std::size_t i = 1; i + 1 < names.size(); ++i)
            firsts += ", " + names[i];
        return say("core", "{first}, {second} and {third} share the win")(
            "first"_a = names[0], "second"_a = firsts.substr(names[0].size() + 2), "third"_a = names.back());
    }
    }
}

std::string ScoreSheet::toText() const {
    std::string out;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const auto& p = players[i];
        out +=
            (isWinner(static_cast<int>(i))
                 ? text::sayN("core", "{name} (winner): %n point", "{name} (winner): %n points", p.total)
                 : text::sayN("core", "{name}: %n point", "{name}: %n points", p.total))("name"_a = p.name) +
            "\n";
        for (const auto& l : p.lines)
            out += fmt::format("  {:>4}  {}\n", l.points, l.what);
    }
    if (!tiebreak.empty()) out += text::say("core", "Tie-break: {rule}")("rule"_a = tiebreak) + "\n";
    return out;
}

} // namespace dogtable
