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
#include "dogtable/core/component_tables.h"
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

// The tables in use, readTables() and dataSpec() (component_data.h); a refusal names the entry ("ring F11:
// colours: ...").
DOGTABLE_DECLARE_COMPONENT_TABLES()

} // namespace dogtable::games::dogkids
