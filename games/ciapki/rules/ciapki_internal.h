// Ciapki: helpers shared by the rules' files (not part of the game's interface).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ciapki/rules/ciapki_state.h"

namespace dogtable::games::ciapki::detail {

inline constexpr int kMaxChunk = 8; // dice per chance node

/// An action whose three arguments pack the face counts `c`.
Action countsAction(std::uint16_t kind, const Counts& c);
/// Sorted chance outcomes of rolling n (1..8) dice as a multiset (core/dice.h), built once.
const std::vector<ChanceOutcome>& rollTable(int n);
/// "3 5 5" (or "nothing").
std::string countsText(const Counts& c);
/// The save name of an action kind ("" if out of range).
std::string_view kindName(std::uint16_t kind);

inline bool isBlue(int tile) {
    return tile != kNoTile && tileInfo(tile).colour == TileColour::Blue;
}

} // namespace dogtable::games::ciapki::detail
