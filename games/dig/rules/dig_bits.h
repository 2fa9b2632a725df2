// Dig rules, internal: card masks and small helpers shared by the rules' .cpp files (not part of the
// rules' interface: include only from games/dig/rules/*.cpp).
#pragma once

#include <fmt/format.h>

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "dig/rules/dig_cards.h"
#include "dogtable/core/deck.h"

namespace dogtable::games::dig::detail {

inline constexpr std::uint32_t bit(int card) {
    return 1u << static_cast<unsigned>(card);
}

/// The four bone cards of each colour.
inline constexpr std::array<std::uint32_t, kColours> kColourMask = [] {
    std::array<std::uint32_t, kColours> m{};
    for (int card = 0; card < kBoneCards; ++card)
        m[static_cast<std::size_t>(boneOf(card))] |= bit(card);
    return m;
}();

inline int count(std::uint32_t mask) {
    return std::popcount(mask);
}

template <class F> void forEachCard(std::uint32_t mask, F&& f) {
    while (mask) {
        const int card = std::countr_zero(mask);
        mask &= mask - 1;
        f(card);
    }
}

/// The cards of a deck as a bit mask (a card id per bit).
inline std::uint32_t maskOf(const Deck<CardId>& deck) {
    std::uint32_t mask = 0;
    for (CardId card : deck.drawPile())
        mask |= bit(card);
    return mask;
}

inline std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

inline std::string plural(int n, std::string_view one, std::string_view many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

} // namespace dogtable::games::dig::detail
