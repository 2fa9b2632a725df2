#include "dogtable/ui/recent_marks.h"

#include <algorithm>

#include "dogtable/ui/style.h"

namespace dogtable::ui {

namespace {
constexpr std::size_t kKeep = 64; // enough for a round of any game at 4 players
}

void RecentMarks::clear() {
    m_marks.clear();
    m_lastActed.clear();
    m_serial = 0;
    m_actor = -1;
}

void RecentMarks::acted(int actor) {
    m_actor = actor;
    if (actor < 0) return;
    if (static_cast<std::size_t>(actor) >= m_lastActed.size()) m_lastActed.resize(static_cast<std::size_t>(actor) + 1, 0);
    m_lastActed[static_cast<std::size_t>(actor)] = ++m_serial;
}

void RecentMarks::mark(int place) {
    if (m_actor < 0) return;
    m_marks.push_back({place, m_actor, m_serial});
    if (m_marks.size() > kKeep) m_marks.erase(m_marks.begin());
}

void RecentMarks::dropPlacesAbove(int lastPlace) {
    std::erase_if(m_marks, [&](const Mark& m) { return m.place > lastPlace; });
}

bool RecentMarks::visible(const Mark& m, int viewer) const {
    if (viewer < 0 || m.seat == viewer) return false;
    const long since = static_cast<std::size_t>(viewer) < m_lastActed.size() ? m_lastActed[static_cast<std::size_t>(viewer)] : 0;
    return m.serial > since;
}

std::vector<RecentMarks::Mark> RecentMarks::shownTo(int viewer) const {
    std::vector<Mark> out;
    for (auto it = m_marks.rbegin(); it != m_marks.rend(); ++it)
        if (visible(*it, viewer) &&
            std::none_of(out.begin(), out.end(), [&](const Mark& m) { return m.place == it->place; }))
            out.push_back(*it);
    return out;
}

std::vector<int> RecentMarks::actorsAt(int place, int viewer) const {
    std::vector<int> out;
    for (auto it = m_marks.rbegin(); it != m_marks.rend(); ++it)
        if (it->place == place && visible(*it, viewer) && std::find(out.begin(), out.end(), it->seat) == out.end())
            out.push_back(it->seat);
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
