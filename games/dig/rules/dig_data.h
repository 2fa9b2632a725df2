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
#include "dogtable/core/component_tables.h"
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

// The tables in use, readTables() and dataSpec() (component_data.h); a refusal names the entry ("bone_cards
// RY-R: bone: ...").
DOGTABLE_DECLARE_COMPONENT_TABLES()

} // namespace dogtable::games::dig
