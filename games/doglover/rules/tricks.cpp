#include "doglover/rules/tricks.h"

#include <algorithm>
#include <bit>

namespace dogtable::games::doglover {
namespace {

Star rowStar(int k, Side s) { return {static_cast<Line>(k), s}; }
Star colStar(int k, Side s) { return {static_cast<Line>(3 + k), s}; }

const std::array<TrickInfo, kTrickIds>& table() {
    static const std::array<TrickInfo, kTrickIds> kTricks = {{
        {"Siad", "Sit", 0, {{0, 0}, {1, 0}, {2, 0}}, colStar(0, Side::Top)},
        {"Podaj łapę", "Shake", 0, {{0, 0}, {1, 0}, {1, 1}}, rowStar(1, Side::Right)},
        {"Turlaj się", "Roll Over", 0, {{0, 0}, {1, 1}, {2, 2}}, colStar(1, Side::Top)},
        {"Udawaj martwego", "Play Dead", 0, {{0, 0}, {0, 2}, {2, 1}}, rowStar(0, Side::Left)},
        {"Przybij piątkę", "High Five", 0, {{0, 0}, {0, 2}, {1, 1}}, colStar(1, Side::Top)},
        {"Obrót", "Spin", 0, {{0, 0}, {0, 1}, {1, 2}}, rowStar(0, Side::Left)},
        {"Łap", "Catch", 1, {{0, 0}, {0, 1}, {2, 1}}, colStar(1, Side::Bottom)},
        {"Leżeć", "Down", 1, {{0, 0}, {1, 0}, {2, 2}}, rowStar(2, Side::Right)},
        {"Zostań", "Stay", 1, {{0, 0}, {0, 2}, {2, 0}}, colStar(0, Side::Top)},
        {"Do nogi", "Heel", 2, {{0, 0}, {0, 1}, {1, 1}, {1, 2}}, rowStar(1, Side::Right)},
        {"Szukaj", "Seek", 2, {{0, 0}, {0, 2}, {2, 0}, {2, 2}}, colStar(0, Side::Top)},
        {"Daj głos", "Speak", 2, {{0, 1}, {1, 0}, {1, 2}, {2, 1}}, colStar(1, Side::Top)},
        {"Skacz", "Jump", 2, {{0, 0}, {1, 0}, {1, 1}, {2, 1}}, colStar(1, Side::Bottom)},
        {"Czołgaj się", "Crawl", 2, {{0, 0}, {0, 1}, {1, 0}, {1, 1}}, rowStar(0, Side::Left)},
        {"Poproś", "Beg", 3, {{0, 0}, {1, 0}, {2, 0}, {2, 1}}, colStar(0, Side::Top)},
        {"Slalom", "Weave", 3, {{0, 0}, {0, 1}, {0, 2}, {1, 1}}, colStar(1, Side::Bottom)},
        {"Tańcz", "Dance", 3, {{0, 0}, {0, 1}, {2, 0}, {2, 1}}, rowStar(2, Side::Left)},
    }};
    return kTricks;
}

constexpr std::uint16_t bit(int r, int c) { return static_cast<std::uint16_t>(1u << (r * 3 + c)); }

Placement rotateOnce(const Placement& p) {
    Placement out;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            if (p.mask & bit(r, c)) out.mask |= bit(c, 2 - r); // (r,c) -> (c, 2-r)
    const int k = lineIndex(p.star.line);
    switch (p.star.side) {
    case Side::Top: out.star = rowStar(k, Side::Right); break;
    case Side::Bottom: out.star = rowStar(k, Side::Left); break;
    case Side::Left: out.star = colStar(2 - k, Side::Top); break;
    case Side::Right: out.star = colStar(2 - k, Side::Bottom); break;
    }
    return out;
}

std::vector<Placement> allPlacements(TrickId id) {
    std::vector<Placement> out;
    Placement p = printed(id);
    for (int q = 0; q < 4; ++q, p = rotateOnce(p)) {
        int minR = 3, maxR = -1, minC = 3, maxC = -1;
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c)
                if (p.mask & bit(r, c)) {
                    minR = std::min(minR, r), maxR = std::max(maxR, r);
                    minC = std::min(minC, c), maxC = std::max(maxC, c);
                }
        for (int dr = -minR; dr <= 2 - maxR; ++dr)
            for (int dc = -minC; dc <= 2 - maxC; ++dc) {
                Placement s;
                for (int r = 0; r < 3; ++r)
                    for (int c = 0; c < 3; ++c)
                        if (p.mask & bit(r, c)) s.mask |= bit(r + dr, c + dc);
                const int k = lineIndex(p.star.line) + (isRow(p.star.line) ? dr : dc);
                s.star = isRow(p.star.line) ? rowStar(k, p.star.side) : colStar(k, p.star.side);
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
    for (int i = 0; i < 3; ++i) m |= isRow(l) ? bit(l, i) : bit(i, l - 3);
    return m;
}

const TrickInfo& trick(TrickId id) { return table()[id < kTrickIds ? id : 0]; }

Placement printed(TrickId id) {
    Placement p;
    for (auto [r, c] : trick(id).cells) p.mask |= bit(r, c);
    p.star = trick(id).star;
    return p;
}

Placement rotated(const Placement& p, int quarters) {
    Placement out = p;
    for (int i = 0; i < ((quarters % 4) + 4) % 4; ++i) out = rotateOnce(out);
    return out;
}

std::span<const Placement> placements(TrickId id) {
    static const std::array<std::vector<Placement>, kTrickIds> kAll = [] {
        std::array<std::vector<Placement>, kTrickIds> a;
        for (int t = 0; t < kTrickIds; ++t) a[static_cast<std::size_t>(t)] = allPlacements(static_cast<TrickId>(t));
        return a;
    }();
    return kAll[id < kTrickIds ? id : 0];
}

std::string_view lineName(Line l) {
    static constexpr std::array<std::string_view, 6> kNames{"top row", "middle row", "bottom row", "left column", "middle column", "right column"};
    return kNames[l < 6 ? l : 0];
}

} // namespace dogtable::games::doglover
