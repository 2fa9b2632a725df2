#include "ciapki/rules/ciapki_data.h"

namespace dogtable::games::ciapki {

namespace {

using C = TileColour;
constexpr TileStep S(std::string_view t, bool opt = false, bool rep = false, bool single = false) {
    return TileStep{t, opt, rep, single};
}

// Step texts are our own short wording of what each tile does (see docs/rules/ciapki.en.md).
const std::array<TileInfo, kTiles> kTileTable{{
    {kHowl,
     "daj głos",
     "Howl",
     C::Red,
     {S("Own under 6 dog cards? Take the deck's top dog."), S("Roll 1 die."), S("")},
     2},
    {kRollOver,
     "turlaj się",
     "Roll Over",
     C::Red,
     {S("Roll every die from your yard again; place or re-bury each."), S("You may roll 1 die.", true),
      S("")},
     2},
    {kWalk, "idź", "Walk", C::Yellow, {S("Roll 2 dice."), S("You may roll 1 more die.", true), S("")}, 2},
    {kDig,
     "kop",
     "Dig",
     C::Yellow,
     {S("Per paw print you may turn a buried die (any yard) 1 up or down; a 1 going down leaves.", true),
      S("Roll 2 dice."), S("")},
     2},
    {kTrot,
     "kłus",
     "Trot",
     C::Yellow,
     {S("You may move one placed die to an empty space of your dogs (it takes that value).", true),
      S("Roll 2 dice."), S("")},
     2},
    {kRetrieve,
     "przynieś",
     "Retrieve",
     C::Yellow,
     {S("Take 1 die set to a value on the deck's top dog; place or bury it."), S("Roll 2 dice."), S("")},
     2},
    {kTrack,
     "węsz",
     "Track",
     C::Yellow,
     {S("Roll 3 dice. A treat rerolls just the dice you pick."), S(""), S("")},
     1},
    {kRun,
     "biegaj",
     "Run",
     C::Purple,
     {S("Roll 3 dice."), S("You may roll 1 die; repeat as often as you like.", true, true), S("")},
     2},
    {kChase,
     "goń",
     "Chase",
     C::Purple,
     {S("Roll 1 die."), S("You may roll again, one die more each time: 2, 3, 4...", true, true), S("")},
     2},
    {kBolt,
     "pędź",
     "Bolt",
     C::Purple,
     {S("Set aside 3 to 12 dice."),
      S("Roll them one by one; you may stop once no more are left than your paw prints.", false, false, true),
      S("")},
     2},
    {kDogpile,
     "kanapka",
     "Dogpile",
     C::Purple,
     {S("Roll 2 dice plus 1 taken back from your yard or a dog; you may repeat.", false, true), S(""), S("")},
     1},
    {kSprint,
     "sprint",
     "Sprint",
     C::Purple,
     {S("Roll 1 die per dog with an empty space; you may repeat.", false, true), S(""), S("")},
     1},
    {kBeg, "poproś", "Beg", C::Green, {S("Take 1 treat."), S("Take 1 treat per paw print."), S("")}, 2},
    {kChew, "żuj", "Chew", C::Green, {S("Take as many treats as you hold."), S("Take 1 treat."), S("")}, 2},
    {kGobble,
     "wcinaj",
     "Gobble",
     C::Green,
     {S("Take 7 treats."), S("Give back as many as your highest empty space."), S("")},
     2},
    {kPlayDead,
     "zdechł pies",
     "Play Dead",
     C::Green,
     {S("Roll 1 die; place or bury it."), S("Buried and no bust? Take its value in treats."), S("")},
     2},
    {kStay,
     "zostań",
     "Stay",
     C::Green,
     {S("Take 1 treat per other tile lying grey side up."), S(""), S("")},
     1},
    {kFetch,
     "aport",
     "Fetch",
     C::Blue,
     {S("Roll 8 dice."), S("Keep every die of one value you rolled; return the rest."), S("")},
     2},
    {kGuard,
     "pilnuj",
     "Guard",
     C::Blue,
     {S("Name a value, then roll 4 dice."), S("Return dice above that value; keep the rest."), S("")},
     2},
    {kHunt,
     "poluj",
     "Hunt",
     C::Blue,
     {S("Roll 2 dice + 1 per paw print."), S("Keep 2 of them; return the rest."), S("")},
     2},
    {kScavenge,
     "grzeb",
     "Scavenge",
     C::Blue,
     {S("Roll 4 dice."), S("You may return dice below your yard total.", true), S("Place or bury the rest.")},
     3},
    {kSearch,
     "szukaj",
     "Search",
     C::Blue,
     {S("Roll 7 dice."), S("Keep one group adding up to exactly 8 (if any); return the rest."), S("")},
     2},
}};

constexpr std::array<std::string_view, kTiles> kTileKeys{
    "howl",  "roll-over", "walk",    "dig",    "trot",     "retrieve", "track",  "run",
    "chase", "bolt",      "dogpile", "sprint", "beg",      "chew",     "gobble", "play-dead",
    "stay",  "fetch",     "guard",   "hunt",   "scavenge", "search"};

// Names and space values as listed in the spec (section 1.6); paw prints: 3 spaces -> 1, 4 -> 2.
const std::array<DogInfo, kDogCards> kDogTable{{
    {1, "Cabbage", {1, 4, 5, 0}, 3, 1},    {2, "Ursula", {1, 5, 0, 0}, 2, 0},
    {3, "Frankie", {4, 5, 0, 0}, 2, 0},    {4, "Doog", {2, 3, 5, 6}, 4, 2},
    {5, "Lief", {1, 2, 3, 0}, 3, 1},       {6, "Jolene", {2, 4, 0, 0}, 2, 0},
    {7, "Mayor", {1, 6, 0, 0}, 2, 0},      {8, "Momo", {3, 5, 6, 0}, 3, 1},
    {9, "Rupert", {2, 5, 6, 0}, 3, 1},     {10, "Bristles", {1, 2, 0, 0}, 2, 0},
    {11, "Xerxes", {2, 5, 0, 0}, 2, 0},    {12, "Sundrop", {2, 3, 0, 0}, 2, 0},
    {13, "Wilbur", {1, 3, 6, 0}, 3, 1},    {14, "Missy", {3, 4, 0, 0}, 2, 0},
    {15, "Rogue", {2, 4, 5, 0}, 3, 1},     {16, "Gretchen", {5, 6, 0, 0}, 2, 0},
    {17, "Lil Beth", {3, 5, 0, 0}, 2, 0},  {18, "Honcho", {1, 4, 6, 0}, 3, 1},
    {19, "Bongo", {1, 3, 0, 0}, 2, 0},     {20, "Nutmeg", {2, 4, 6, 0}, 3, 1},
    {21, "Handsome", {3, 6, 0, 0}, 2, 0},  {22, "Louise", {2, 6, 0, 0}, 2, 0},
    {23, "Pebble", {1, 3, 4, 0}, 3, 1},    {24, "Gumbo", {1, 2, 6, 0}, 3, 1},
    {25, "Goliath", {1, 2, 5, 0}, 3, 1},   {26, "Raya", {2, 3, 5, 0}, 3, 1},
    {27, "Burt", {1, 0, 0, 0}, 1, 0},      {28, "Wolfgang", {2, 3, 4, 0}, 3, 1},
    {29, "Eloise", {1, 4, 0, 0}, 2, 0},    {30, "Zipper", {4, 5, 6, 0}, 3, 1},
    {31, "Mirabelle", {3, 4, 5, 0}, 3, 1}, {32, "Bitsy", {4, 6, 0, 0}, 2, 0},
}};

const std::array<TileSet, 6> kSets{{
    {"adoption-day", "Dzień adopcji psów", "Adoption Day", {kWalk, kRun, kFetch, kBeg}},
    {"dog-park", "Psi park", "Dog Park", {kDig, kChase, kGuard, kChew}},
    {"obstacle-course", "Tor przeszkód", "Obstacle Course", {kTrot, kBolt, kFetch, kGobble}},
    {"the-hunt", "Polowanie", "The Hunt", {kRetrieve, kSprint, kHunt, kStay}},
    {"kennel-club", "Klub hodowców", "Kennel Club", {kTrack, kDogpile, kSearch, kBeg}},
    {"puppy-school", "Psie przedszkole", "Puppy School", {kRetrieve, kBolt, kScavenge, kPlayDead}},
}};

} // namespace

const TileInfo& tileInfo(int id) {
    return kTileTable[static_cast<std::size_t>(id - 1)];
}
const DogInfo& dogInfo(int id) {
    return kDogTable[static_cast<std::size_t>(id - 1)];
}

std::string_view colourName(TileColour c) {
    switch (c) {
    case TileColour::Red:
        return "red";
    case TileColour::Yellow:
        return "yellow";
    case TileColour::Purple:
        return "purple";
    case TileColour::Green:
        return "green";
    case TileColour::Blue:
        return "blue";
    }
    return "?";
}

std::array<TileId, 5> tilesOfColour(TileColour c) {
    std::array<TileId, 5> out{};
    std::size_t n = 0;
    for (const auto& t : kTileTable)
        if (t.colour == c && n < out.size()) out[n++] = t.id;
    return out;
}

const std::array<TileSet, 6>& recommendedSets() {
    return kSets;
}

std::string_view tileKey(int id) {
    return kTileKeys[static_cast<std::size_t>(id - 1)];
}

TileId tileFromKey(std::string_view key) {
    for (std::size_t i = 0; i < kTileKeys.size(); ++i)
        if (kTileKeys[i] == key) return static_cast<TileId>(i + 1);
    return kNoTile;
}

} // namespace dogtable::games::ciapki
