#include "dogtable/core/state.h"

#include "dogtable/core/text.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

namespace dogtable {

const std::string& GameState::playerName(Seat s) const {
    static const std::string kChance = "chance";
    static const std::string kNobody = "nobody";
    if (s == kChanceSeat) return kChance;
    if (s < 0 || s >= static_cast<int>(m_setup->names.size())) return kNobody;
    return m_setup->names[static_cast<std::size_t>(s)];
}

ApplyResult GameState::apply(const Action& a) {
    ApplyResult r = check(a);
    if (r) doApply(a);
    return r;
}

ApplyResult GameState::check(const Action& a) const {
    const Seat seat = currentSeat();
    if (seat == kNoSeat) return ApplyResult::refuse("the game is over");
    bool legal = false;
    if (seat == kChanceSeat) {
        thread_local std::vector<ChanceOutcome> scratch; // reused: checking is on every action's path
        const std::span<const ChanceOutcome> outs = chanceOutcomeTable(scratch);
        // Outcomes are sorted by action (a tested property of every game).
        auto it = std::lower_bound(outs.begin(), outs.end(), a,
                                   [](const ChanceOutcome& o, const Action& x) { return o.action < x; });
        legal = it != outs.end() && it->action == a && it->weight > 0;
        if (!legal)
            return ApplyResult::refuse(
                fmt::format("'{}' is not a possible chance outcome here", actionToText(a)));
    } else {
        thread_local std::vector<Action> acts;
        legalActions(acts);
        legal = std::binary_search(acts.begin(), acts.end(), a);
        if (!legal) {
            std::string why = whyIllegal(a);
            return ApplyResult::refuse(why.empty() ? text::say("core", "not a legal action now").str() : why);
        }
    }
    return ApplyResult::success();
}

std::vector<double> GameState::returns() const {
    std::vector<double> r(static_cast<std::size_t>(players()), 0.0);
    if (!isOver()) return heuristicReturns();
    ScoreSheet sheet = scoreSheet();
    if (sheet.winners.empty()) return std::vector<double>(r.size(), 1.0 / static_cast<double>(r.size()));
    // A seat counts as winning if it or a team-mate is among the winners.
    std::vector<bool> wins(r.size(), false);
    for (int w : sheet.winners)
        for (int s = 0; s < players(); ++s)
            if (teamOf(s) == teamOf(w)) wins[static_cast<std::size_t>(s)] = true;
    int teamsWinning = 0;
    std::vector<int> seenTeams;
    for (int s = 0; s < players(); ++s)
        if (wins[static_cast<std::size_t>(s)] &&
            std::find(seenTeams.begin(), seenTeams.end(), teamOf(s)) == seenTeams.end()) {
            seenTeams.push_back(teamOf(s));
            ++teamsWinning;
        }
    for (int s = 0; s < players(); ++s)
        if (wins[static_cast<std::size_t>(s)]) r[static_cast<std::size_t>(s)] = 1.0 / teamsWinning;
    return r;
}

std::vector<double> GameState::heuristicReturns() const {
    // Default guess from the running score sheet: share of the total points, squashed towards 1/n.
    const auto n = static_cast<std::size_t>(players());
    std::vector<double> r(n, 1.0 / static_cast<double>(n));
    ScoreSheet sheet = scoreSheet();
    if (sheet.players.size() != n) return r;
    int best = sheet.players[0].total, worst = best;
    for (const auto& p : sheet.players) {
        best = std::max(best, p.total);
        worst = std::min(worst, p.total);
    }
    if (best == worst) return r;
    for (std::size_t i = 0; i < n; ++i)
        r[i] = 0.25 +
               0.5 * static_cast<double>(sheet.players[i].total - worst) / static_cast<double>(best - worst);
    return r;
}

std::uint64_t fnv1a(std::string_view bytes, std::uint64_t h) {
    for (unsigned char c : bytes) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

std::uint64_t GameState::hash() const {
    return fnv1a(debugText());
}

std::string GameState::actionToText(const Action& a) const {
    std::string out(actionKindName(a.kind));
    if (out.empty()) out = fmt::format("kind{}", a.kind);
    int last = 3;
    while (last >= 0 && a.args[static_cast<std::size_t>(last)] == 0)
        --last;
    for (int i = 0; i <= last; ++i)
        out += fmt::format(" {}", a.args[static_cast<std::size_t>(i)]);
    return out;
}

Expected<Action> GameState::actionFromText(std::string_view text) const {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ')
            ++j;
        if (j > i) words.push_back(text.substr(i, j - i));
        i = j;
    }
    if (words.empty()) return Expected<Action>::failure("empty action");
    if (words.size() > 5)
        return Expected<Action>::failure(fmt::format("too many numbers in action '{}'", text));
    Action a;
    bool found = false;
    for (int k = 0; k < actionKindCount(); ++k) {
        if (actionKindName(static_cast<std::uint16_t>(k)) == words[0]) {
            a.kind = static_cast<std::uint16_t>(k);
            found = true;
            break;
        }
    }
    if (!found)
        return Expected<Action>::failure(fmt::format("unknown action kind '{}' for {}", words[0], gameId()));
    for (std::size_t w = 1; w < words.size(); ++w) {
        int v = 0;
        auto [end, ec] = std::from_chars(words[w].data(), words[w].data() + words[w].size(), v);
        if (ec != std::errc{} || end != words[w].data() + words[w].size() || v < -32768 || v > 32767)
            return Expected<Action>::failure(fmt::format("bad number '{}' in action '{}'", words[w], text));
        a.args[w - 1] = static_cast<std::int16_t>(v);
    }
    return a;
}

std::string GameState::whyIllegal(const Action& a) const {
    return text::say("core", "'{action}' is not a legal action now")(fmt::arg("action", actionToText(a)));
}

} // namespace dogtable
