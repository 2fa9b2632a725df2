// DOGS (kennel) — small helpers shared by the rules' .cpp files (not part of the rules' interface).
#pragma once

#include <cstddef>
#include <cstdint>

#include "kennel/rules/kennel_state.h"

namespace dogtable::games::kennel {

constexpr std::uint8_t u8(int v) {
    return static_cast<std::uint8_t>(v);
}
constexpr std::size_t ix(int v) {
    return static_cast<std::size_t>(v);
}
template <class A> int sumOf(const A& a) {
    int n = 0;
    for (auto v : a)
        n += v;
    return n;
}
/// Moves allowed while arranging: each dog may be lifted out of a pen twice. Enough for any
/// rearrangement, and it keeps every arrangement turn finite.
std::uint8_t liftBudget(const PlayerState& p);

} // namespace dogtable::games::kennel
