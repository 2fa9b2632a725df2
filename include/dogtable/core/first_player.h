// The "first" variant every game offers: who takes the first turn. `random` (the default for a new
// game) makes the first player a chance outcome at the start of the game, one per seat with equal
// weights, recorded in the save like any other outcome; `1`..`N` names a seat. Seat order then runs
// on from that seat. A save made before the variant existed means the game's `legacyValue`.
#pragma once

#include "dogtable/core/text.h"

#include <charconv>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "dogtable/core/registry.h"
#include "dogtable/core/state.h"

namespace dogtable {

inline constexpr const char* kFirstPlayerVariant = "first";

/// The variant declaration: values `random`, `1`..`maxPlayers`; default `random`.
/// `legacy` is what a save without the variant means (how the game chose before: "1" = seat 1 began).
inline VariantSpec firstPlayerVariant(int maxPlayers, std::string help, std::string legacy = "1") {
    VariantSpec v;
    v.name = kFirstPlayerVariant;
    v.label = DOGTABLE_WORD("core", "First player");
    v.values.push_back(DOGTABLE_WORD("core", "random"));
    for (int s = 1; s <= maxPlayers; ++s)
        v.values.push_back(std::to_string(s));
    v.defaultValue = "random";
    v.help = std::move(help);
    v.legacyValue = std::move(legacy);
    v.context = "core";
    return v;
}

/// The chosen first seat (0-based), or nullopt when the first player is random. A setup without the
/// variant (a state built directly, not through the registry) means `missing` (the game's legacy rule).
[[nodiscard]] inline std::optional<Seat> chosenFirstSeat(const Setup& setup,
                                                         const std::string& missing = "1") {
    const std::string v = setup.variant(kFirstPlayerVariant, missing);
    if (v == "random") return std::nullopt;
    int seat = 0;
    auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), seat);
    if (ec != std::errc() || end != v.data() + v.size() || seat < 1 || seat > setup.players) return Seat{0};
    return static_cast<Seat>(seat - 1);
}

/// Validation for GameInfo::validate: a chosen seat must exist at this player count. Empty = fine.
[[nodiscard]] inline std::string checkFirstPlayer(const Setup& setup) {
    const std::string v = setup.variant(kFirstPlayerVariant, "random");
    if (v == "random") return {};
    int seat = 0;
    auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), seat);
    if (ec != std::errc() || end != v.data() + v.size() || seat < 1)
        return fmt::format("first player must be 'random' or a seat number, not '{}'", v);
    if (seat > setup.players)
        return fmt::format("first player {} does not exist with {} players (choose random or 1 to {})", seat,
                           setup.players, setup.players);
    return {};
}

/// The chance outcomes of a random first player: one per seat, equal weights.
inline void firstPlayerOutcomes(std::uint16_t kind, int players, std::vector<ChanceOutcome>& out) {
    for (int s = 0; s < players; ++s)
        out.push_back({Action(kind, s), 1});
}

} // namespace dogtable
