// Score sheets: per player, line by line (what each point came from), total, winner(s), tie-break.
#pragma once

#include <string>
#include <vector>

namespace dogtable {

struct ScoreLine {
    std::string what;
    int points = 0;
};

struct PlayerScore {
    std::string name;
    std::vector<ScoreLine> lines;
    int total = 0;
    /// False for a participant that is no seat (Ciapki's solo automaton, Pies): listed after the
    /// seats, it can win, but no seat shares its win.
    bool seat = true;
    /// What the running chart plots for this player when ScoreSheet::chartMeasure is set.
    int chartValue = 0;
    void add(std::string what, int points) {
        lines.push_back({std::move(what), points});
        total += points;
    }
};

/// One tie-break criterion: a name ("most 5-point bones") and a value per player (higher wins).
struct TieBreak {
    std::string name;
    std::vector<int> values;
};

struct ScoreSheet {
    /// The seats in order, then any participant that is no seat (PlayerScore::seat).
    std::vector<PlayerScore> players;
    std::vector<int> winners; // indices into players (seats first); several on a shared win
    std::string tiebreak;     // the rule that decided, empty if none was needed
    /// What a chart of the game should plot instead of the totals when they do not show progress
    /// (Dog Kids: "fields left to home", PlayerScore::chartValue); empty: the totals. Lower is not
    /// better by itself: the name says what the numbers mean.
    std::string chartMeasure;
    /// Why the chart's lines move as they do, where a reader would not guess it (Dig: a bone is worth
    /// its bowl's place now, so a score falls when bowls move); empty: nothing to say.
    std::string chartNote;

    /// Winners by highest total, then by each tie-break in order (higher wins); players still tied
    /// after the last one share the win. Sets `winners` and `tiebreak`.
    void decideByTotal(const std::vector<TieBreak>& tiebreaks = {});
    /// Winners chosen by `key` only (higher wins), e.g. a race; then tie-breaks as above.
    void decideBy(const std::vector<int>& key, const std::vector<TieBreak>& tiebreaks = {});
    [[nodiscard]] bool isWinner(int seat) const;
    /// "Ania wins", "Ania and Tomek share the win" or "nobody wins" (English, for status lines).
    [[nodiscard]] std::string winnersText() const;
    /// A plain-text table (for the CLI).
    [[nodiscard]] std::string toText() const;
};

} // namespace dogtable
