#include "doglover/rules/doglover_tricks.h"

#include <algorithm>
#include <bit>

#include "doglover/rules/doglover_data.h"
#include "dogtable/core/grid.h"
#include "dogtable/core/text.h"

namespace dogtable::games::doglover {
namespace {

Star rowStar(int k, Side s) {
    return {static_cast<Line>(k), s};
}
Star colStar(int k, Side s) {
    return {static_cast<Line>(3 + k), s};
}

constexpr std::uint16_t bit(int r, int c) {
    return static_cast<std::uint16_t>(1u << (r * 3 + c));
}

Placement rotateOnce(const Placement& p) {
    Placement out;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            if (p.mask & bit(r, c)) out.mask |= bit(c, 2 - r); // (r,c) -> (c, 2-r)
    const int k = lineIndex(p.star.line);
    switch (p.star.side) {
    case Side::Top:
        out.star = rowStar(k, Side::Right);
        break;
    case Side::Bottom:
        out.star = rowStar(k, Side::Left);
        break;
    case Side::Left:
        out.star = colStar(2 - k, Side::Top);
        break;
    case Side::Right:
        out.star = colStar(2 - k, Side::Bottom);
        break;
    }
    return out;
}

/// A quarter turn clockwise moves a star above a column to the right of a row, and so on round.
Side turnedSide(Side s) {
    switch (s) {
    case Side::Top:
        return Side::Right;
    case Side::Right:
        return Side::Bottom;
    case Side::Bottom:
        return Side::Left;
    case Side::Left:
        return Side::Top;
    }
    return s;
}

// A trick's printed pattern as a core Shape turned `quarters` quarter turns (never mirrored), with
// the star carried by one of the pattern's own cells (every star points at a line holding a cell of
// its pattern), so it turns and shifts with it.
struct TurnedTrick {
    Shape shape;            // turned and moved to the top-left corner
    std::size_t anchor = 0; // the cell the star's line goes through
    bool onRow = true;      // the star points along a row (else a column)
    Side side = Side::Top;
};

TurnedTrick turnedTrick(const TrickInfo& info, int quarters) {
    TurnedTrick t;
    Shape shape;
    for (auto [r, c] : info.cells)
        shape.cells.push_back(Cell{r, c});
    const bool starOnRow = isRow(info.star.line);
    while (t.anchor < shape.cells.size() &&
           (starOnRow ? shape.cells[t.anchor].row : shape.cells[t.anchor].col) != lineIndex(info.star.line))
        ++t.anchor;
    const int q = ((quarters % 4) + 4) % 4;
    t.side = info.star.side;
    for (int i = 0; i < q; ++i)
        t.side = turnedSide(t.side);
    t.onRow = (q % 2 == 0) == starOnRow;
    t.shape = shape.rotated(q);
    return t;
}

/// The placement of a turned trick shifted to `placed` (the same shape, moved).
Placement placementOf(const TurnedTrick& t, const Shape& placed) {
    Placement s;
    for (Cell cell : placed.cells)
        s.mask |= bit(cell.row, cell.col);
    const Cell a = placed.cells[t.anchor];
    s.star = t.onRow ? rowStar(a.row, t.side) : colStar(a.col, t.side);
    return s;
}

} // namespace

std::vector<Placement> placementsOf(const TrickInfo& info) {
    std::vector<Placement> out;
    for (int q = 0; q < 4; ++q) {
        const TurnedTrick t = turnedTrick(info, q);
        for (const Shape& placed : placementsInside(t.shape, 3, 3)) {
            const Placement s = placementOf(t, placed);
            const bool seen = std::any_of(out.begin(), out.end(), [&](const Placement& o) {
                return o.mask == s.mask && o.star.line == s.star.line;
            });
            if (!seen) out.push_back(s);
        }
    }
    return out;
}

std::uint16_t lineMask(Line l) {
    std::uint16_t m = 0;
    for (int i = 0; i < 3; ++i)
        m |= isRow(l) ? bit(l, i) : bit(i, l - 3);
    return m;
}

const TrickInfo& trick(TrickId id) {
    return tables().tricks[id < kTrickIds ? id : 0];
}

Placement printed(TrickId id) {
    Placement p;
    for (auto [r, c] : trick(id).cells)
        p.mask |= bit(r, c);
    p.star = trick(id).star;
    return p;
}

Placement rotated(const Placement& p, int quarters) {
    Placement out = p;
    for (int i = 0; i < ((quarters % 4) + 4) % 4; ++i)
        out = rotateOnce(out);
    return out;
}

std::span<const Placement> placements(TrickId id) {
    return tables().placements[id < kTrickIds ? id : 0];
}

std::optional<int> placementAt(TrickId id, int quarters, int cell) {
    if (cell < 0 || cell > 8) return std::nullopt;
    const TurnedTrick t = turnedTrick(trick(id), quarters);
    // The cell is the pattern's top-left corner, pushed back inside the grid.
    const int dr = std::clamp(cell / 3, 0, 3 - t.shape.height());
    const int dc = std::clamp(cell % 3, 0, 3 - t.shape.width());
    const Placement p = placementOf(t, t.shape.shifted(dr, dc));
    const auto all = placements(id);
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].mask == p.mask && all[i].star.line == p.star.line) return static_cast<int>(i);
    return std::nullopt;
}

std::string_view lineName(Line l) {
    static constexpr std::array<std::string_view, 6> kNames{"top row",     "middle row",    "bottom row",
                                                            "left column", "middle column", "right column"};
    return kNames[l < 6 ? l : 0];
}

std::string trickOtherName(TrickId id) {
    const TrickInfo& t = trick(id);
    const std::string other = text::say("doglover", t.english.data());
    return other == t.name ? std::string() : other;
}

std::string lineWord(Line l) {
    switch (l) {
    case 0:
        return text::say("doglover", "top row");
    case 1:
        return text::say("doglover", "middle row");
    case 2:
        return text::say("doglover", "bottom row");
    case 3:
        return text::say("doglover", "left column");
    case 4:
        return text::say("doglover", "middle column");
    default:
        return text::say("doglover", "right column");
    }
}

std::string lineBy(Line l) {
    switch (l) {
    case 0:
        return text::say("doglover", "by the top row");
    case 1:
        return text::say("doglover", "by the middle row");
    case 2:
        return text::say("doglover", "by the bottom row");
    case 3:
        return text::say("doglover", "by the left column");
    case 4:
        return text::say("doglover", "by the middle column");
    default:
        return text::say("doglover", "by the right column");
    }
}

std::string lineTo(Line l) {
    switch (l) {
    case 0:
        return text::say("doglover", "to the top row");
    case 1:
        return text::say("doglover", "to the middle row");
    case 2:
        return text::say("doglover", "to the bottom row");
    case 3:
        return text::say("doglover", "to the left column");
    case 4:
        return text::say("doglover", "to the middle column");
    default:
        return text::say("doglover", "to the right column");
    }
}

std::string lineFrom(Line l) {
    switch (l) {
    case 0:
        return text::say("doglover", "from the top row");
    case 1:
        return text::say("doglover", "from the middle row");
    case 2:
        return text::say("doglover", "from the bottom row");
    case 3:
        return text::say("doglover", "from the left column");
    case 4:
        return text::say("doglover", "from the middle column");
    default:
        return text::say("doglover", "from the right column");
    }
}

} // namespace dogtable::games::doglover
