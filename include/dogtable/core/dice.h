// Dice: a die face as a chance outcome, and the chance outcomes of rolling several dice at once
// as a multiset of faces (weights are the multinomial counts, so every ordered roll is equally likely).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "dogtable/core/action.h"

namespace dogtable {

/// The six outcomes of one six-sided die, each of weight 1: encode(face) gives the action (face 1..6).
template <class Encode> std::vector<ChanceOutcome> dieOutcomes(Encode&& encode, int sides = 6) {
    std::vector<ChanceOutcome> out;
    out.reserve(static_cast<std::size_t>(sides));
    for (int f = 1; f <= sides; ++f)
        out.push_back({encode(f), 1});
    return out;
}

/// Number of ordered rolls of `n` d6 that give the counts `c[0..5]` (faces 1..6): n! / prod(c_i!).
std::uint32_t multinomialWeight(const std::array<int, 6>& counts);

/// Every multiset of `n` d6 faces (sorted counts per face) with its multinomial weight.
std::vector<std::pair<std::array<int, 6>, std::uint32_t>> rollMultisets(int n);

/// Sum of pips for a die-face count array.
int pipTotal(const std::array<int, 6>& counts);

} // namespace dogtable
