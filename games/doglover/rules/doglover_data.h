// Dog Lover's components as data (games/doglover/data/doglover.json, compiled in; a corrected copy
// may replace it at start-up: component_data.h). The engine's card and trick tables are built from
// it once; card() and trick() read the tables in use.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "doglover/rules/doglover_cards.h"
#include "doglover/rules/doglover_tricks.h"
#include "dogtable/core/component_tables.h"
#include "dogtable/core/registry.h"

namespace dogtable::games::doglover {

/// The built-in file's text (generated from data/doglover.json by games/game_module.cmake).
std::string_view builtinData();

struct Tables {
    std::array<CardInfo, kCardIds> cards{};
    std::array<TrickInfo, kTrickIds> tricks{};
    std::array<std::vector<Placement>, kTrickIds> placements{};
    std::array<CardId, kRescues> rescueToys{}; // kNoCard for a shelter dog without a toy
    std::deque<std::string> strings;           // the names cards and tricks point into
    std::string fingerprint;
};

// The tables in use, readTables() and dataSpec() (component_data.h); a refusal names the entry ("dogs, D04
// 'Figa': points: ...").
DOGTABLE_DECLARE_COMPONENT_TABLES()

} // namespace dogtable::games::doglover
