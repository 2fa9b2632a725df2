// What the other players did since a viewer last acted, remembered by a table view so that a
// returning player sees it on the table after a hand-over (house style: "the last few moves of
// other players are highlighted"). Places are whatever a game numbers on its table (yard places,
// grid cells). No rules here: the view tells it who acted and which places the action touched.
#pragma once

#include <QPainter>
#include <QRectF>

#include <vector>

namespace dogtable::ui {

class RecentMarks {
public:
    struct Mark {
        int place = 0;
        int seat = 0;
        long serial = 0;
    };

    /// Forget everything (a new game).
    void clear();
    /// Seat `actor` took an action; the places it touched follow with mark().
    void acted(int actor);
    /// The action just reported with acted() touched `place`.
    void mark(int place);
    /// Drops marks on places that no longer exist (e.g. a yard that got shorter).
    void dropPlacesAbove(int lastPlace);

    /// The marks to show to `viewer`: other seats' actions since the viewer last acted, the latest
    /// one per place, newest first. Nothing for a viewer without a seat.
    [[nodiscard]] std::vector<Mark> shownTo(int viewer) const;
    /// The seats shown acting on `place` for `viewer`, newest first, each once.
    [[nodiscard]] std::vector<int> actorsAt(int place, int viewer) const;

private:
    [[nodiscard]] bool visible(const Mark& m, int viewer) const;

    std::vector<Mark> m_marks;
    std::vector<long> m_lastActed; // by seat: serial of its last action
    long m_serial = 0;
    int m_actor = -1;
};

/// The house mark for a recent move of `seat`: a dashed frame in the seat's colour (on a dark line)
/// around `box`, and the seat's numbered token at its lower right corner.
void drawRecentMark(QPainter& p, const QRectF& box, int seat, double cornerRadius = 7.0);

} // namespace dogtable::ui
