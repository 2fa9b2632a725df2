// Dig's components as data (games/dig/data/dig.json, compiled in; a corrected copy may replace it
// at start-up: component_data.h). The engine reads the bone values and the doghouse's movement table
// from the tables in use; the bone cards and bowls are listed in the file and checked against the
// rulebook's rules (dig_cards.h keeps them as constants: they cannot differ).
#pragma once

#include <array>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "dig/rules/dig_cards.h"
#include "dogtable/core/registry.h"

namespace dogtable::games::dig {

/// The built-in file's text (generated from data/dig.json by games/game_module.cmake).
std::string_view builtinData();

struct Tables {
    std::array<int, kColours> values{}; // [rank of the bowl, nearest the doghouse first]: points per bone
    std::array<int, kHandLimit + 1> moves{}; // [bones carried]: steps a move may take
    std::string fingerprint;
};

inline constexpr int kMaxBoneValue = 99;
inline constexpr int kMaxMoveRange = 8;

namespace detail {
// The tables in use. Set before main() (a static initializer of dig_data.cpp) and by an install at
// start-up, before any game or thread runs: reading it needs no lock.
extern const Tables* g_tables;
const Tables& initTables();
} // namespace detail

/// The tables in use (the built-in data unless a corrected file was installed).
inline const Tables& tables() {
    const Tables* t = detail::g_tables;
    return t != nullptr ? *t : detail::initTables();
}

/// Checks parsed component data (component_data.h) and builds tables from it: "" when `out` is
/// filled, else one line naming the entry ("bone_cards RY-R: bone: ...").
std::string readTables(const nlohmann::json& doc, std::string_view where, Tables& out);

/// The game's ComponentDataSpec for its GameInfo.
ComponentDataSpec dataSpec();

} // namespace dogtable::games::dig
