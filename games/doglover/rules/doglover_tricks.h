// Dog Lover: trick cards and their placements on the 3x3 grid (shared/rules/dog-lover.md §2).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace dogtable::games::doglover {

using TrickId = std::uint8_t;
inline constexpr TrickId kSiad = 0;         // the front of every starting card
inline constexpr TrickId kFirstSpecial = 1; // the backs of starting cards B1..B5 = 1..5
inline constexpr TrickId kFirstBought = 6;  // K01..K11 = 6..16
inline constexpr int kSpecials = 5;
inline constexpr int kBoughtTricks = 11;
inline constexpr int kTrickIds = 17;

/// A line of the grid: 0..2 = rows 0..2, 3..5 = columns 0..2.
using Line = std::uint8_t;
enum class Side : std::uint8_t { Top, Bottom, Left, Right };
[[nodiscard]] constexpr bool isRow(Line l) {
    return l < 3;
}
[[nodiscard]] constexpr int lineIndex(Line l) {
    return l < 3 ? l : l - 3;
}
/// The 9-bit mask of the cells of a line (bit = row*3+col).
std::uint16_t lineMask(Line l);

struct Star {
    Line line = 0;
    Side side = Side::Top;
};

struct TrickInfo {
    std::string_view name; // canonical
    std::string_view english;
    int cost = 0;                          // training cards (0 for starting tricks)
    std::vector<std::array<int, 2>> cells; // (r,c) in the printed orientation
    Star star;
};

/// One way to lay a trick on the grid: the covered cells and where its star points.
struct Placement {
    std::uint16_t mask = 0; // bit r*3+c
    Star star;
};

const TrickInfo& trick(TrickId id);
/// Every distinct placement of a trick with this pattern (what placements() keeps for each trick).
std::vector<Placement> placementsOf(const TrickInfo& info);
/// Every distinct placement of a trick (distinct by covered cells and star line), in a fixed order.
std::span<const Placement> placements(TrickId id);
/// The printed pattern turned a quarter clockwise `quarters` times inside the 3x3 frame (cells and star).
Placement rotated(const Placement& p, int quarters);
/// The printed pattern of a trick as a placement (mask and star).
Placement printed(TrickId id);
/// The placement (index into placements()) of a trick turned `quarters` quarter turns clockwise with
/// the top-left corner of its pattern over grid `cell` 0..8, pushed back inside the grid: what a
/// click on a cell with a trick picked takes. nullopt for a cell outside the grid.
std::optional<int> placementAt(TrickId id, int quarters, int cell);
std::string_view lineName(Line l); // "top row", "left column"

// ----- in the player's language (the catalogue's "doglover" words) -----
/// The trick's English working name in English ("Sit"); "" when it is the same as the box's name
/// (always in Polish).
std::string trickOtherName(TrickId id);
/// "top row" (a label).
std::string lineWord(Line l);
/// "by the top row", "to the top row", "from the top row": the line with its preposition, whole, so
/// each language can put its own case on it.
std::string lineBy(Line l);
std::string lineTo(Line l);
std::string lineFrom(Line l);

} // namespace dogtable::games::doglover
