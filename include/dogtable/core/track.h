// Track: a cyclic (or linear) row of coloured fields, walked forward.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace dogtable {

class Track {
public:
    Track() = default;
    /// `colours[i]` is the colour of field i (a game's own colour index); cyclic wraps around.
    Track(std::vector<int> colours, bool cyclic) : m_colours(std::move(colours)), m_cyclic(cyclic) {}

    [[nodiscard]] int size() const { return static_cast<int>(m_colours.size()); }
    [[nodiscard]] bool cyclic() const { return m_cyclic; }
    [[nodiscard]] int colour(int field) const { return m_colours[static_cast<std::size_t>(field)]; }
    /// The field after `field`: wraps on a cyclic track, -1 past the end of a linear one. Inline, for
    /// the hot loops of move generation.
    [[nodiscard]] int next(int field) const {
        if (field + 1 < size()) return field + 1;
        return m_cyclic ? 0 : -1;
    }
    /// The field `steps` ahead of `from` (wrapping on a cyclic track), or nullopt past the end.
    [[nodiscard]] std::optional<int> ahead(int from, int steps) const;
    /// Fields strictly after `from`, in walking order, at most one lap.
    [[nodiscard]] std::vector<int> fieldsAfter(int from) const;
    /// The next field after `from` whose colour is `colour` and which `skip` does not reject,
    /// at most one lap ahead; nullopt if none.
    [[nodiscard]] std::optional<int> nextOfColour(int from, int colour,
                                                  const std::function<bool(int)>& skip = {}) const;
    /// Forward distance from `from` to `to` (cyclic: 0..size-1; linear: to-from or nullopt if behind).
    [[nodiscard]] std::optional<int> distance(int from, int to) const;

private:
    std::vector<int> m_colours;
    bool m_cyclic = true;
};

} // namespace dogtable
