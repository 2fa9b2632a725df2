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

namespace detail {
// The tables in use. Set before main() (a static initializer of doglover_data.cpp) and by an
// install at start-up, before any game or thread runs: reading it needs no lock.
extern const Tables* g_tables;
const Tables& initTables();
} // namespace detail

/// The tables in use (the built-in data unless a corrected file was installed).
inline const Tables& tables() {
    const Tables* t = detail::g_tables;
    return t != nullptr ? *t : detail::initTables();
}

/// Checks parsed component data (component_data.h) and builds tables from it: "" when `out` is
/// filled, else one line naming the entry ("dogs, D04 'Figa': points: ...").
std::string readTables(const nlohmann::json& doc, std::string_view where, Tables& out);

/// The game's ComponentDataSpec for its GameInfo.
ComponentDataSpec dataSpec();

} // namespace dogtable::games::doglover
