// The odds aid: exact chances for a roll about to be made, by enumerating every outcome.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace dogtable::games::ciapki {

struct RollOdds {
    int dice = 0;
    std::uint64_t outcomes = 0; // 6^dice ordered outcomes
    std::uint64_t bust = 0;     // outcomes that bust even when every die that fits is placed
    std::uint64_t fits = 0;     // outcomes where at least one die fits an empty space
    [[nodiscard]] bool valid() const { return outcomes > 0; }
    [[nodiscard]] double bustChance() const {
        return outcomes ? static_cast<double>(bust) / static_cast<double>(outcomes) : 0.0;
    }
    [[nodiscard]] double fitChance() const {
        return outcomes ? static_cast<double>(fits) / static_cast<double>(outcomes) : 0.0;
    }
};

inline constexpr int kMaxOddsDice = 24; // 6^24 still fits in 64 bits

/// Odds of rolling `dice` dice with a yard total `yardTotal` and `emptySpaces[v-1]` empty spaces of
/// value v on your dogs. A roll busts when the dice that cannot be placed (more dice of a value than
/// empty spaces of that value) push the yard above 7. Invalid (outcomes 0) above kMaxOddsDice dice.
RollOdds rollOdds(int dice, int yardTotal, const std::array<int, 6>& emptySpaces);

/// A chance of `part` in `whole` as a player reads it, in percent without a pointless decimal: "25",
/// "12.5", "0.3"; "0" and "100" only when it is so, "< 0.1" and "> 99.9" near the ends (a chance is
/// never shown as "0.0"); `point` is the language's decimal point ("12,5" in Polish).
std::string percentText(std::uint64_t part, std::uint64_t whole, const std::string& point);

} // namespace dogtable::games::ciapki
