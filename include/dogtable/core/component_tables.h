// The declarations every game with component data has in its <id>_data.h (what component_data.h
// and component_reader.h define them with), without the weight of nlohmann/json.hpp.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

#include "dogtable/core/registry.h"

/// In a game's namespace, after its `struct Tables`: the pointer to the tables in use (set before
/// main() by the game's DOGTABLE_COMPONENT_TABLES, and by an install at start-up before any game or
/// thread runs: reading it needs no lock), `tables()` (the built-in data unless a corrected file was
/// installed), `readTables()` (checks parsed data and builds tables from it: "" when `out` is filled,
/// else one line naming the entry) and `dataSpec()` (the game's ComponentDataSpec for its GameInfo).
#define DOGTABLE_DECLARE_COMPONENT_TABLES()                                                                  \
    namespace detail {                                                                                       \
    extern const Tables* g_tables;                                                                           \
    const Tables& initTables();                                                                              \
    }                                                                                                        \
    inline const Tables& tables() {                                                                          \
        const Tables* t = detail::g_tables;                                                                  \
        return t != nullptr ? *t : detail::initTables();                                                     \
    }                                                                                                        \
    std::string readTables(const nlohmann::json& doc, std::string_view where, Tables& out);                  \
    ComponentDataSpec dataSpec();
