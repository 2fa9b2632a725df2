// Dog Kids' components as data (games/dogkids/data/dogkids.json, compiled in; a corrected copy may
// replace it at start-up: component_data.h): the ring's colours, the home lanes and the card mix.
// board(), ringTrack() and cardInfo() (dogkids_board.h) read the tables in use; the first board
// edition (saves made before 2026-11-25) stays a constant.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "dogkids/rules/dogkids_board.h"
#include "dogtable/core/registry.h"
#include "dogtable/core/track.h"

namespace dogtable::games::dogkids {

/// The built-in file's text (generated from data/dogkids.json by games/game_module.cmake).
std::string_view builtinData();

struct Tables {
    Board board;                              // the current (symmetric) edition's board
    Track ring;                               // board.colours as a cyclic track
    std::array<CardInfo, kCardTypes> cards{}; // by card type
    std::string fingerprint;
};

namespace detail {
// The tables in use. Set before main() (a static initializer of dogkids_data.cpp) and by an install
// at start-up, before any game or thread runs: reading it needs no lock.
extern const Tables* g_tables;
const Tables& initTables();
} // namespace detail

/// The tables in use (the built-in data unless a corrected file was installed).
inline const Tables& tables() {
    const Tables* t = detail::g_tables;
    return t != nullptr ? *t : detail::initTables();
}

/// Checks parsed component data (component_data.h) and builds tables from it: "" when `out` is
/// filled, else one line naming the entry ("ring F11: colours: ...").
std::string readTables(const nlohmann::json& doc, std::string_view where, Tables& out);

/// The game's ComponentDataSpec for its GameInfo.
ComponentDataSpec dataSpec();

} // namespace dogtable::games::dogkids
