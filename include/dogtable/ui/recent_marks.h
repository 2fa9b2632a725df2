// What the other players did since a viewer last acted, remembered by a table view so that a
// returning player sees it on the table after a hand-over (house style: "the last few moves of
// other players are highlighted"). Places are whatever a game numbers on its table (yard places,
// grid cells). No rules here: the view reports every action it is told about (who acted, the hash
// of the state before it, the places it touched) and every state it shows.
//
// It follows the match by state hashes: a state shown after a reported action continues the
// story; a state equal to the one before an earlier reported action is an undo, so the later
// actions are forgotten; any other state (another game opened) forgets everything. It never shows
// a mark that does not belong to the position on the table.
#pragma once

#include <QPainter>
#include <QRectF>

#include <cstdint>
#include <vector>

namespace dogtable::ui {

class RecentMarks {
public:
    struct Mark {
        int place = 0;
        int seat = 0;
    };

    /// Forget everything (a new game).
    void clear();
    /// An action is about to be applied to the state with hash `before`: by seat `actor`, or by
    /// chance (actor < 0). The places it touches follow with mark().
    void acted(int actor, std::uint64_t before);
    /// The action just reported with acted() touched `place` (ignored for chance).
    void mark(int place);
    /// Drops marks on places that no longer exist (e.g. a yard that got shorter).
    void dropPlacesAbove(int lastPlace);
    /// The table now shows the state with this hash (see the class comment).
    void showing(std::uint64_t hash);

    /// The marks to show to `viewer`: other seats' actions since the viewer's own last action,
    /// the latest one per place, newest first. Nothing for a viewer without a seat.
    [[nodiscard]] std::vector<Mark> shownTo(int viewer) const;
    /// The seats shown acting on `place` for `viewer`, newest first, each once.
    [[nodiscard]] std::vector<int> actorsAt(int place, int viewer) const;

private:
    struct Entry {
        int actor = -1;
        std::uint64_t before = 0;
        std::vector<int> places;
    };
    template <typename F> void forEachSince(int viewer, F&& f) const;

    std::vector<Entry> m_entries;
    std::uint64_t m_shown = 0;
    bool m_hasShown = false;
    bool m_expectNext = false; // an action was reported: the next new state follows from it
};

/// The house mark for a recent move of `seat`: a dashed frame in the seat's colour (on a dark line)
/// around `box`, and the seat's numbered token at its lower right corner.
void drawRecentMark(QPainter& p, const QRectF& box, int seat, double cornerRadius = 7.0);

} // namespace dogtable::ui
