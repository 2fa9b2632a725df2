// Ciapki: the printed components as data (trick tiles, dog cards, recommended tile sets). The dog
// cards come from games/ciapki/data/ciapki.json (compiled in; a corrected copy may replace it at
// start-up: component_data.h); their table is built from it once and dogInfo() reads the table in use.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "dogtable/core/component_tables.h"
#include "dogtable/core/registry.h"

namespace dogtable::games::ciapki {

inline constexpr int kDice = 40;
inline constexpr int kTreats = 20;
inline constexpr int kDogCards = 32;
inline constexpr int kTiles = 22;
inline constexpr int kPositions = 6;
inline constexpr int kMaxDogs = 6;    // dog cards one player may own (scored + unscored)
inline constexpr int kWinDogs = 6;    // scored dogs that win
inline constexpr int kBustAbove = 7;  // a yard total above this busts
inline constexpr int kPiesCashIn = 2; // solo: Pies hands back its treats for a dog when it holds this many

/// Tile categories (the rosette colours).
enum class TileColour : std::uint8_t { Red, Yellow, Purple, Green, Blue };

/// Tile ids follow the spec (T01..T22).
enum TileId : std::uint8_t {
    kNoTile = 0,
    kHowl = 1,
    kRollOver,
    kWalk,
    kDig,
    kTrot,
    kRetrieve,
    kTrack,
    kRun,
    kChase,
    kBolt,
    kDogpile,
    kSprint,
    kBeg,
    kChew,
    kGobble,
    kPlayDead,
    kStay,
    kFetch,
    kGuard,
    kHunt,
    kScavenge,
    kSearch
};

/// One printed step of a tile (our own wording).
struct TileStep {
    std::string_view text;
    bool optional = false;   // "you may"
    bool repeatable = false; // may be done again
    bool oneAtATime = false; // dice rolled singly
};

struct TileInfo {
    TileId id;
    std::string_view polish;
    std::string_view english;
    TileColour colour;
    std::array<TileStep, 3> steps;
    int stepCount;
};

inline constexpr int kMaxSpaces = 4;
inline constexpr int kMaxPaws = 2;

struct DogInfo {
    std::uint8_t id; // 1..32
    std::string_view name;
    std::array<std::uint8_t, 4> values; // space values, first `spaces` used
    std::uint8_t spaces;
    std::uint8_t paws;
};

/// The built-in file's text (generated from data/ciapki.json by games/game_module.cmake).
std::string_view builtinData();

/// A named tile set: the four coloured tiles (yellow, purple, green, blue) added to Howl and Roll Over.
struct TileSet {
    std::string_view key;        // variant value, e.g. "adoption-day"
    std::string_view polish;     // "Dzień adopcji psów"
    std::string_view english;    // "Adoption Day"
    std::array<TileId, 4> tiles; // yellow, purple, blue, green (positions 3..6)
};
inline constexpr int kSets = 6;

/// The dog deck, the tiles' colours and the recommended sets read from component data (the tiles'
/// names and steps stay in code; the file may leave out "tiles" and "sets": then the built-in ones).
struct Tables {
    std::array<DogInfo, kDogCards> dogs{};
    std::array<TileInfo, kTiles> tiles{}; // by id - 1
    std::array<TileSet, kSets> sets{};
    std::deque<std::string> strings; // the names the dogs point into
    std::string fingerprint;
};

// The tables in use, readTables() and dataSpec() (component_data.h); a refusal names the entry ("dogs D04
// 'Doog': paws: ...").
DOGTABLE_DECLARE_COMPONENT_TABLES()

inline const TileInfo& tileInfo(int id) {
    return tables().tiles[static_cast<std::size_t>(id - 1)];
}
inline const DogInfo& dogInfo(int id) {
    return tables().dogs[static_cast<std::size_t>(id - 1)];
}
std::string_view colourName(TileColour c);

/// The words shown to players, in the players' language (the catalogue's "ciapki" context): the
/// tile's name (the box's name in Polish), its step (0-based), a colour, a recommended set's name.
std::string tileName(int id);
std::string stepText(int id, int step);
std::string colourWord(TileColour c);
std::string setName(const TileSet& set);

/// The five non-red tiles of a colour, in id order.
std::array<TileId, 5> tilesOfColour(TileColour c);

const std::array<TileSet, kSets>& recommendedSets();

/// Variant key for a tile ("walk", "roll-over"...), and back (kNoTile if unknown).
std::string_view tileKey(int id);
TileId tileFromKey(std::string_view key);

} // namespace dogtable::games::ciapki
