#include "doglover/rules/doglover_tricks.h"

#include <algorithm>
#include <bit>

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

const std::array<TrickInfo, kTrickIds>& table() {
    static const std::array<TrickInfo, kTrickIds> kTricks = {{
        {"Siad", DOGTABLE_WORD("doglover", "Sit"), 0, {{0, 0}, {1, 0}, {2, 0}}, colStar(0, Side::Top)},
        {"Podaj łapę",
         DOGTABLE_WORD("doglover", "Shake"),
         0,
         {{0, 0}, {1, 0}, {1, 1}},
         rowStar(1, Side::Right)},
        {"Turlaj się",
         DOGTABLE_WORD("doglover", "Roll Over"),
         0,
         {{0, 0}, {1, 1}, {2, 2}},
         colStar(1, Side::Top)},
        {"Udawaj martwego",
         DOGTABLE_WORD("doglover", "Play Dead"),
         0,
         {{0, 0}, {0, 2}, {2, 1}},
         rowStar(0, Side::Left)},
        {"Przybij piątkę",
         DOGTABLE_WORD("doglover", "High Five"),
         0,
         {{0, 0}, {0, 2}, {1, 1}},
         colStar(1, Side::Top)},
        {"Obrót", DOGTABLE_WORD("doglover", "Spin"), 0, {{0, 0}, {0, 1}, {1, 2}}, rowStar(0, Side::Left)},
        {"Łap", DOGTABLE_WORD("doglover", "Catch"), 1, {{0, 0}, {0, 1}, {2, 1}}, colStar(1, Side::Bottom)},
        {"Leżeć", DOGTABLE_WORD("doglover", "Down"), 1, {{0, 0}, {1, 0}, {2, 2}}, rowStar(2, Side::Right)},
        {"Zostań", DOGTABLE_WORD("doglover", "Stay"), 1, {{0, 0}, {0, 2}, {2, 0}}, colStar(0, Side::Top)},
        // The cost-2 and cost-3 shapes were redesigned on 2026-11-25 (E59): every trick has a legal
        // placement on a full grid for every watch-dog position. Do nogi / Skacz and Poproś / Tańcz are
        // mirror images (the no-mirror rule).
        {"Do nogi",
         DOGTABLE_WORD("doglover", "Heel"),
         2,
         {{0, 0}, {0, 1}, {0, 2}, {2, 0}},
         colStar(0, Side::Bottom)},
        {"Szukaj",
         DOGTABLE_WORD("doglover", "Seek"),
         2,
         {{0, 0}, {0, 2}, {1, 1}, {2, 0}},
         colStar(0, Side::Top)},
        {"Daj głos",
         DOGTABLE_WORD("doglover", "Speak"),
         2,
         {{0, 0}, {0, 2}, {1, 1}, {2, 1}},
         colStar(1, Side::Top)},
        {"Skacz",
         DOGTABLE_WORD("doglover", "Jump"),
         2,
         {{0, 0}, {0, 1}, {0, 2}, {2, 2}},
         colStar(2, Side::Bottom)},
        {"Czołgaj się",
         DOGTABLE_WORD("doglover", "Crawl"),
         2,
         {{0, 0}, {0, 1}, {1, 1}, {2, 2}},
         rowStar(0, Side::Left)},
        {"Poproś",
         DOGTABLE_WORD("doglover", "Beg"),
         3,
         {{0, 0}, {1, 0}, {2, 0}, {2, 1}},
         colStar(0, Side::Top)},
        {"Slalom",
         DOGTABLE_WORD("doglover", "Weave"),
         3,
         {{0, 0}, {0, 1}, {0, 2}, {1, 1}},
         colStar(1, Side::Bottom)},
        {"Tańcz",
         DOGTABLE_WORD("doglover", "Dance"),
         3,
         {{0, 1}, {1, 1}, {2, 1}, {2, 0}},
         colStar(1, Side::Top)},
    }};
    return kTricks;
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

TurnedTrick turnedTrick(TrickId id, int quarters) {
    const TrickInfo& info = trick(id);
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

// Every placement: the printed pattern turned 0..3 quarters and shifted to every position inside the grid.
std::vector<Placement> allPlacements(TrickId id) {
    std::vector<Placement> out;
    for (int q = 0; q < 4; ++q) {
        const TurnedTrick t = turnedTrick(id, q);
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

} // namespace

std::uint16_t lineMask(Line l) {
    std::uint16_t m = 0;
    for (int i = 0; i < 3; ++i)
        m |= isRow(l) ? bit(l, i) : bit(i, l - 3);
    return m;
}

const TrickInfo& trick(TrickId id) {
    return table()[id < kTrickIds ? id : 0];
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
    static const std::array<std::vector<Placement>, kTrickIds> kAll = [] {
        std::array<std::vector<Placement>, kTrickIds> a;
        for (int t = 0; t < kTrickIds; ++t)
            a[static_cast<std::size_t>(t)] = allPlacements(static_cast<TrickId>(t));
        return a;
    }();
    return kAll[id < kTrickIds ? id : 0];
}

std::optional<int> placementAt(TrickId id, int quarters, int cell) {
    if (cell < 0 || cell > 8) return std::nullopt;
    const TurnedTrick t = turnedTrick(id, quarters);
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
