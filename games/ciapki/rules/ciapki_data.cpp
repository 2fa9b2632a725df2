#include "ciapki/rules/ciapki_data.h"

#include "dogtable/core/text.h"

namespace dogtable::games::ciapki {

namespace {

using C = TileColour;
constexpr TileStep S(std::string_view t, bool opt = false, bool rep = false, bool single = false) {
    return TileStep{t, opt, rep, single};
}

// Names and step texts are English sources, shown through the catalogue (tileName, stepText).
// Step texts are our own short wording of what each tile does (see docs/rules/ciapki.en.md).
const std::array<TileInfo, kTiles> kTileTable{{
    {kHowl,
     "daj głos",
     DOGTABLE_WORD("ciapki", "Howl"),
     C::Red,
     {S(DOGTABLE_WORD("ciapki", "Own under 6 dog cards? Take the deck's top dog.")),
      S(DOGTABLE_WORD("ciapki", "Roll 1 die.")), S("")},
     2},
    {kRollOver,
     "turlaj się",
     DOGTABLE_WORD("ciapki", "Roll Over"),
     C::Red,
     {S(DOGTABLE_WORD("ciapki", "Roll every die from your yard again; place or re-bury each.")),
      S(DOGTABLE_WORD("ciapki", "You may roll 1 die."), true), S("")},
     2},
    {kWalk,
     "idź",
     DOGTABLE_WORD("ciapki", "Walk"),
     C::Yellow,
     {S(DOGTABLE_WORD("ciapki", "Roll 2 dice.")),
      S(DOGTABLE_WORD("ciapki", "You may roll 1 more die."), true), S("")},
     2},
    {kDig,
     "kop",
     DOGTABLE_WORD("ciapki", "Dig"),
     C::Yellow,
     {S(DOGTABLE_WORD(
            "ciapki",
            "Per paw print you may turn a buried die (any yard) 1 up or down; a 1 going down leaves."),
        true),
      S(DOGTABLE_WORD("ciapki", "Roll 2 dice.")), S("")},
     2},
    {kTrot,
     "kłus",
     DOGTABLE_WORD("ciapki", "Trot"),
     C::Yellow,
     {S(DOGTABLE_WORD("ciapki",
                      "You may move one placed die to an empty space of your dogs (it takes that value)."),
        true),
      S(DOGTABLE_WORD("ciapki", "Roll 2 dice.")), S("")},
     2},
    {kRetrieve,
     "przynieś",
     DOGTABLE_WORD("ciapki", "Retrieve"),
     C::Yellow,
     {S(DOGTABLE_WORD("ciapki", "Take 1 die set to a value on the deck's top dog; place or bury it.")),
      S(DOGTABLE_WORD("ciapki", "Roll 2 dice.")), S("")},
     2},
    {kTrack,
     "węsz",
     DOGTABLE_WORD("ciapki", "Track"),
     C::Yellow,
     {S(DOGTABLE_WORD("ciapki", "Roll 3 dice. A treat rerolls just the dice you pick.")), S(""), S("")},
     1},
    {kRun,
     "biegaj",
     DOGTABLE_WORD("ciapki", "Run"),
     C::Purple,
     {S(DOGTABLE_WORD("ciapki", "Roll 3 dice.")),
      S(DOGTABLE_WORD("ciapki", "You may roll 1 die; repeat as often as you like."), true, true), S("")},
     2},
    {kChase,
     "goń",
     DOGTABLE_WORD("ciapki", "Chase"),
     C::Purple,
     {S(DOGTABLE_WORD("ciapki", "Roll 1 die.")),
      S(DOGTABLE_WORD("ciapki", "You may roll again, one die more each time: 2, 3, 4..."), true, true),
      S("")},
     2},
    {kBolt,
     "pędź",
     DOGTABLE_WORD("ciapki", "Bolt"),
     C::Purple,
     {S(DOGTABLE_WORD("ciapki", "Set aside 3 to 12 dice.")),
      S(DOGTABLE_WORD("ciapki",
                      "Roll them one by one; you may stop once no more are left than your paw prints."),
        false, false, true),
      S("")},
     2},
    {kDogpile,
     "kanapka",
     DOGTABLE_WORD("ciapki", "Dogpile"),
     C::Purple,
     {S(DOGTABLE_WORD("ciapki", "Roll 2 dice plus 1 taken back from your yard or a dog; you may repeat."),
        false, true),
      S(""), S("")},
     1},
    {kSprint,
     "sprint",
     DOGTABLE_WORD("ciapki", "Sprint"),
     C::Purple,
     {S(DOGTABLE_WORD("ciapki", "Roll 1 die per dog with an empty space; you may repeat."), false, true),
      S(""), S("")},
     1},
    {kBeg,
     "poproś",
     DOGTABLE_WORD("ciapki", "Beg"),
     C::Green,
     {S(DOGTABLE_WORD("ciapki", "Take 1 treat.")), S(DOGTABLE_WORD("ciapki", "Take 1 treat per paw print.")),
      S("")},
     2},
    {kChew,
     "żuj",
     DOGTABLE_WORD("ciapki", "Chew"),
     C::Green,
     {S(DOGTABLE_WORD("ciapki", "Take as many treats as you hold.")),
      S(DOGTABLE_WORD("ciapki", "Take 1 treat.")), S("")},
     2},
    {kGobble,
     "wcinaj",
     DOGTABLE_WORD("ciapki", "Gobble"),
     C::Green,
     {S(DOGTABLE_WORD("ciapki", "Take 7 treats.")),
      S(DOGTABLE_WORD("ciapki", "Give back as many as your highest empty space.")), S("")},
     2},
    {kPlayDead,
     "zdechł pies",
     DOGTABLE_WORD("ciapki", "Play Dead"),
     C::Green,
     {S(DOGTABLE_WORD("ciapki", "Roll 1 die; place or bury it.")),
      S(DOGTABLE_WORD("ciapki", "Buried and no bust? Take its value in treats.")), S("")},
     2},
    {kStay,
     "zostań",
     DOGTABLE_WORD("ciapki", "Stay"),
     C::Green,
     {S(DOGTABLE_WORD("ciapki", "Take 1 treat per other tile lying grey side up.")), S(""), S("")},
     1},
    {kFetch,
     "aport",
     DOGTABLE_WORD("ciapki", "Fetch"),
     C::Blue,
     {S(DOGTABLE_WORD("ciapki", "Roll 8 dice.")),
      S(DOGTABLE_WORD("ciapki", "Keep every die of one value you rolled; return the rest.")), S("")},
     2},
    {kGuard,
     "pilnuj",
     DOGTABLE_WORD("ciapki", "Guard"),
     C::Blue,
     {S(DOGTABLE_WORD("ciapki", "Name a value, then roll 4 dice.")),
      S(DOGTABLE_WORD("ciapki", "Return dice above that value; keep the rest.")), S("")},
     2},
    {kHunt,
     "poluj",
     DOGTABLE_WORD("ciapki", "Hunt"),
     C::Blue,
     {S(DOGTABLE_WORD("ciapki", "Roll 2 dice + 1 per paw print.")),
      S(DOGTABLE_WORD("ciapki", "Keep 2 of them; return the rest.")), S("")},
     2},
    {kScavenge,
     "grzeb",
     DOGTABLE_WORD("ciapki", "Scavenge"),
     C::Blue,
     {S(DOGTABLE_WORD("ciapki", "Roll 4 dice.")),
      S(DOGTABLE_WORD("ciapki", "You may return dice below your yard total."), true),
      S(DOGTABLE_WORD("ciapki", "Place or bury the rest."))},
     3},
    {kSearch,
     "szukaj",
     DOGTABLE_WORD("ciapki", "Search"),
     C::Blue,
     {S(DOGTABLE_WORD("ciapki", "Roll 7 dice.")),
      S(DOGTABLE_WORD("ciapki", "Keep one group adding up to exactly 8 (if any); return the rest.")), S("")},
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
    {DOGTABLE_WORD("ciapki", "adoption-day"),
     "Dzień adopcji psów",
     DOGTABLE_WORD("ciapki", "Adoption Day"),
     {kWalk, kRun, kFetch, kBeg}},
    {DOGTABLE_WORD("ciapki", "dog-park"),
     "Psi park",
     DOGTABLE_WORD("ciapki", "Dog Park"),
     {kDig, kChase, kGuard, kChew}},
    {DOGTABLE_WORD("ciapki", "obstacle-course"),
     "Tor przeszkód",
     DOGTABLE_WORD("ciapki", "Obstacle Course"),
     {kTrot, kBolt, kFetch, kGobble}},
    {DOGTABLE_WORD("ciapki", "the-hunt"),
     "Polowanie",
     DOGTABLE_WORD("ciapki", "The Hunt"),
     {kRetrieve, kSprint, kHunt, kStay}},
    {DOGTABLE_WORD("ciapki", "kennel-club"),
     "Klub hodowców",
     DOGTABLE_WORD("ciapki", "Kennel Club"),
     {kTrack, kDogpile, kSearch, kBeg}},
    {DOGTABLE_WORD("ciapki", "puppy-school"),
     "Psie przedszkole",
     DOGTABLE_WORD("ciapki", "Puppy School"),
     {kRetrieve, kBolt, kScavenge, kPlayDead}},
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
        return DOGTABLE_WORD("ciapki", "red");
    case TileColour::Yellow:
        return DOGTABLE_WORD("ciapki", "yellow");
    case TileColour::Purple:
        return DOGTABLE_WORD("ciapki", "purple");
    case TileColour::Green:
        return DOGTABLE_WORD("ciapki", "green");
    case TileColour::Blue:
        return DOGTABLE_WORD("ciapki", "blue");
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

std::string tileName(int id) {
    return text::say("ciapki", tileInfo(id).english.data());
}

std::string stepText(int id, int step) {
    return text::say("ciapki", tileInfo(id).steps[static_cast<std::size_t>(step)].text.data());
}

std::string colourWord(TileColour c) {
    return text::say("ciapki", colourName(c).data());
}

std::string setName(const TileSet& set) {
    return text::say("ciapki", set.english.data());
}

} // namespace dogtable::games::ciapki
