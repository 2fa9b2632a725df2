#include "dogtable/ui/recent_marks.h"

#include <algorithm>

#include "dogtable/ui/style.h"

namespace dogtable::ui {

namespace {
constexpr std::size_t kKeep = 400; // actions remembered (chance steps included): rounds of any game
}

void RecentMarks::clear() {
    m_entries.clear();
    m_hasShown = false;
    m_expectNext = false;
}

void RecentMarks::acted(int actor, std::uint64_t before) {
    m_entries.push_back({actor, before, {}});
    if (m_entries.size() > kKeep) m_entries.erase(m_entries.begin());
    m_expectNext = true;
}

void RecentMarks::mark(int place) {
    if (!m_entries.empty() && m_entries.back().actor >= 0) m_entries.back().places.push_back(place);
}

void RecentMarks::dropPlacesAbove(int lastPlace) {
    for (auto& e : m_entries)
        std::erase_if(e.places, [&](int p) { return p > lastPlace; });
}

void RecentMarks::showing(std::uint64_t hash) {
    if (m_hasShown && hash == m_shown) return; // the same position again (a repaint, another viewer)
    if (!m_expectNext) {
        // Not the result of a reported action: an undo to before one of them, or another game.
        auto it = std::find_if(m_entries.rbegin(), m_entries.rend(),
                               [&](const Entry& e) { return e.before == hash; });
        if (it != m_entries.rend())
            m_entries.erase(std::prev(it.base()), m_entries.end());
        else
            m_entries.clear();
    }
    m_expectNext = false;
    m_shown = hash;
    m_hasShown = true;
}

template <typename F> void RecentMarks::forEachSince(int viewer, F&& f) const {
    if (viewer < 0) return;
    for (auto it = m_entries.rbegin(); it != m_entries.rend(); ++it) {
        if (it->actor == viewer) return; // the viewer's own last action: older ones were seen
        if (it->actor >= 0)
            for (int place : it->places)
                f(place, it->actor);
    }
}

std::vector<RecentMarks::Mark> RecentMarks::shownTo(int viewer) const {
    std::vector<Mark> out;
    forEachSince(viewer, [&](int place, int seat) {
        if (std::none_of(out.begin(), out.end(), [&](const Mark& m) { return m.place == place; }))
            out.push_back({place, seat});
    });
    return out;
}

std::vector<int> RecentMarks::actorsAt(int place, int viewer) const {
    std::vector<int> out;
    forEachSince(viewer, [&](int at, int seat) {
        if (at == place && std::find(out.begin(), out.end(), seat) == out.end()) out.push_back(seat);
    });
    return out;
}

void drawRecentMark(QPainter& p, const QRectF& box, int seat, double cornerRadius) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    // a dark line under the dashes, so the frame reads on light cards and beside other dashed bands
    p.setPen(QPen(QColor(20, 20, 20, 170), 4.5));
    p.drawRoundedRect(box, cornerRadius, cornerRadius);
    p.setPen(QPen(playerColour(seat), 2.5, Qt::DashLine));
    p.drawRoundedRect(box, cornerRadius, cornerRadius);
    p.restore();
    drawSeatToken(p, QPointF(box.right() - 4, box.bottom() - 4), 8, seat, false);
}

} // namespace dogtable::ui
