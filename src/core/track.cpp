#include "dogtable/core/track.h"

namespace dogtable {

std::optional<int> Track::ahead(int from, int steps) const {
    const int n = size();
    if (n == 0) return std::nullopt;
    if (m_cyclic) return ((from + steps) % n + n) % n;
    int to = from + steps;
    if (to < 0 || to >= n) return std::nullopt;
    return to;
}

std::vector<int> Track::fieldsAfter(int from) const {
    std::vector<int> out;
    const int n = size();
    if (m_cyclic) {
        for (int i = 1; i < n; ++i)
            out.push_back((from + i) % n);
    } else {
        for (int i = from + 1; i < n; ++i)
            out.push_back(i);
    }
    return out;
}

std::optional<int> Track::nextOfColour(int from, int colour, const std::function<bool(int)>& skip) const {
    for (int f : fieldsAfter(from)) {
        if (m_colours[static_cast<std::size_t>(f)] != colour) continue;
        if (skip && skip(f)) continue;
        return f;
    }
    return std::nullopt;
}

std::optional<int> Track::distance(int from, int to) const {
    const int n = size();
    if (m_cyclic) return ((to - from) % n + n) % n;
    if (to < from) return std::nullopt;
    return to - from;
}

} // namespace dogtable
