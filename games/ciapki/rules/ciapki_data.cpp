#include "ciapki/rules/ciapki_data.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <map>

#include "dogtable/core/component_reader.h"
#include "dogtable/core/tableau_input.h"
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

const std::array<TileSet, kSets> kBuiltinSets{{
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

// ----- the dog deck from component data -----

using nlohmann::json;
using tableau::echo;
using tableau::refuse;

constexpr std::size_t kMaxNameChars = 40;

std::string lowerAscii(std::string_view s) {
    std::string out(s);
    for (auto& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// Checks the file (every entry, in the built-in file's order and ids) and fills the tables; the
// first problem is refused with one line naming the entry.
class Reader : data::EntryReader {
public:
    Reader(Tables& out, std::string_view where) : EntryReader(where), m_out(out) {}

    void read(const json& doc) {
        tableau::onlyKeys(doc, "the file", {"format", "game", "version", "note", "dogs", "tiles", "sets"});
        if (!doc.contains("dogs")) refuse(fmt::format("{}: the section \"dogs\" is missing", m_where));
        const json& s = doc.at("dogs");
        if (!s.is_array()) refuse(fmt::format("{}: \"dogs\" must be a list", m_where));
        if (s.size() != static_cast<std::size_t>(kDogCards))
            refuse(
                fmt::format("{}: \"dogs\" lists {} entries; the deck has {}", m_where, s.size(), kDogCards));
        for (int i = 0; i < kDogCards; ++i)
            readDog(s[static_cast<std::size_t>(i)], i + 1);
        m_out.tiles = kTileTable;
        if (doc.contains("tiles")) readTiles(doc.at("tiles"));
        m_out.sets = kBuiltinSets;
        readSets(doc.contains("sets") ? &doc.at("sets") : nullptr);
    }

private:
    void readDog(const json& e, int id) {
        const std::string expectedId = fmt::format("D{:02}", id);
        m_entry = fmt::format("{}: dogs {}", m_where, expectedId);
        if (!e.is_object()) fail("", "expected an object");
        if (e.contains("name") && e["name"].is_string())
            m_entry = fmt::format("{}: dogs {} {}", m_where, expectedId, echo(e["name"].get<std::string>()));
        tableau::onlyKeys(e, m_entry, {"id", "name", "spaces", "paws", "reconstructed", "what", "note"});
        checkId(e, expectedId);

        DogInfo& d = m_out.dogs[static_cast<std::size_t>(id - 1)];
        d.id = static_cast<std::uint8_t>(id);
        d.name = name(e, id);
        const json& sp = need(e, "spaces");
        if (!sp.is_array() || sp.empty() || sp.size() > static_cast<std::size_t>(kMaxSpaces))
            fail("spaces", fmt::format("expected a list of 1 to {} die values", kMaxSpaces));
        d.values = {};
        d.spaces = static_cast<std::uint8_t>(sp.size());
        for (std::size_t k = 0; k < sp.size(); ++k)
            d.values[k] = static_cast<std::uint8_t>(
                tableau::wholeNumber(sp[k], fmt::format("{}: spaces {}", m_entry, k + 1), 1, 6));
        d.paws =
            static_cast<std::uint8_t>(tableau::wholeNumber(need(e, "paws"), m_entry + ": paws", 0, kMaxPaws));
    }

    TileColour colour(const json& v, const std::string& where) const {
        const std::string name = tableau::text(v, where);
        for (auto c : {C::Red, C::Yellow, C::Purple, C::Green, C::Blue})
            if (colourName(c) == name) return c;
        refuse(
            fmt::format("{}: {} is not a tile colour (red, yellow, purple, green, blue)", where, echo(name)));
    }

    // The tiles' colours: Howl and Roll Over are the red tiles (always in play), the other 20 are
    // five of each of yellow, purple, green and blue.
    void readTiles(const json& s) {
        if (!s.is_array()) refuse(fmt::format("{}: \"tiles\" must be a list", m_where));
        if (s.size() != static_cast<std::size_t>(kTiles))
            refuse(fmt::format("{}: \"tiles\" lists {} entries; the box has {} trick tiles", m_where,
                               s.size(), kTiles));
        std::array<int, 5> count{};
        for (int id = 1; id <= kTiles; ++id) {
            const json& e = s[static_cast<std::size_t>(id - 1)];
            const std::string expectedId = fmt::format("T{:02}", id);
            m_entry = fmt::format("{}: tiles {}", m_where, expectedId);
            if (!e.is_object()) fail("", "expected an object");
            if (e.contains("key") && e["key"].is_string())
                m_entry =
                    fmt::format("{}: tiles {} {}", m_where, expectedId, echo(e["key"].get<std::string>()));
            tableau::onlyKeys(e, m_entry, {"id", "key", "colour", "reconstructed", "what", "note"});
            const std::string got = tableau::text(need(e, "id"), m_entry + ": id");
            if (got != expectedId)
                fail("id",
                     fmt::format("{} is not the expected {} (entries keep the order of the built-in file)",
                                 echo(got), expectedId));
            if (e.contains("reconstructed"))
                (void)tableau::flag(e["reconstructed"], m_entry + ": reconstructed");
            for (const char* key : {"what", "note"})
                if (e.contains(key)) (void)tableau::text(e[key], m_entry + ": " + key);
            const std::string key = tableau::text(need(e, "key"), m_entry + ": key");
            if (key != tileKey(id))
                fail("key", fmt::format("the tile {} is '{}' (the tiles' rules are the game's)", expectedId,
                                        tileKey(id)));
            const TileColour c = colour(need(e, "colour"), m_entry + ": colour");
            const bool red = id == kHowl || id == kRollOver;
            if (red != (c == C::Red))
                fail("colour", red ? "Howl and Roll Over are the red tiles (always in play)"
                                   : "only Howl and Roll Over are red");
            m_out.tiles[static_cast<std::size_t>(id - 1)].colour = c;
            ++count[static_cast<std::size_t>(c)];
        }
        for (auto c : {C::Yellow, C::Purple, C::Green, C::Blue})
            if (count[static_cast<std::size_t>(c)] != 5)
                refuse(fmt::format("{}: tiles: {} {} tiles; each of yellow, purple, green and blue has 5",
                                   m_where, count[static_cast<std::size_t>(c)], colourName(c)));
    }

    // The recommended sets (or the built-in ones when `s` is null), checked against the colours read:
    // one yellow, purple, blue and green tile, in that order.
    void readSets(const json* s) {
        if (s != nullptr && !s->is_array()) refuse(fmt::format("{}: \"sets\" must be a list", m_where));
        if (s != nullptr && s->size() != static_cast<std::size_t>(kSets))
            refuse(fmt::format("{}: \"sets\" lists {} entries; the rulebook has {} recommended sets", m_where,
                               s->size(), kSets));
        constexpr std::array<TileColour, 4> order{C::Yellow, C::Purple, C::Blue, C::Green};
        for (std::size_t i = 0; i < m_out.sets.size(); ++i) {
            TileSet& set = m_out.sets[i];
            m_entry = fmt::format("{}: sets {}{}", m_where, set.key, s == nullptr ? " (built in)" : "");
            if (s != nullptr) {
                const json& e = (*s)[i];
                if (!e.is_object()) fail("", "expected an object");
                tableau::onlyKeys(e, m_entry, {"key", "tiles", "reconstructed", "what", "note"});
                const std::string key = tableau::text(need(e, "key"), m_entry + ": key");
                if (key != set.key)
                    fail("key", fmt::format(
                                    "{} is not the expected {} (entries keep the order of the built-in file)",
                                    echo(key), set.key));
                if (e.contains("reconstructed"))
                    (void)tableau::flag(e["reconstructed"], m_entry + ": reconstructed");
                for (const char* k : {"what", "note"})
                    if (e.contains(k)) (void)tableau::text(e[k], m_entry + ": " + k);
                const json& t = need(e, "tiles");
                if (!t.is_array() || t.size() != order.size())
                    fail("tiles", "expected four tile keys: a yellow, a purple, a blue and a green tile");
                for (std::size_t k = 0; k < order.size(); ++k) {
                    const std::string where = fmt::format("{}: tiles {}", m_entry, k + 1);
                    const std::string name = tableau::text(t[k], where);
                    const TileId id = tileFromKey(name);
                    if (id == kNoTile) refuse(fmt::format("{}: {} is not a trick tile", where, echo(name)));
                    set.tiles[k] = id;
                }
            }
            for (std::size_t k = 0; k < order.size(); ++k) {
                const TileColour c = m_out.tiles[static_cast<std::size_t>(set.tiles[k] - 1)].colour;
                if (c != order[k])
                    fail(fmt::format("tiles {}", k + 1),
                         fmt::format(
                             "'{}' is {}, not {} (a set lists a yellow, a purple, a blue and a green tile, "
                             "in that order)",
                             tileKey(set.tiles[k]), colourName(c), colourName(order[k])));
            }
        }
    }

    std::string_view name(const json& e, int id) {
        const std::string s = tableau::text(need(e, "name"), m_entry + ": name");
        if (s.empty() || tableau::codePoints(s) > kMaxNameChars)
            fail("name", fmt::format("a name has 1 to {} characters", kMaxNameChars));
        for (unsigned char c : s)
            if (c < 0x20U || c == 0x7FU) fail("name", "a name has no control characters");
        // Names tell the dogs apart in the log and on the table: no two may share one (case aside).
        const auto [it, fresh] = m_names.emplace(lowerAscii(s), id);
        if (!fresh && it->second != id)
            fail("name", fmt::format("{} is already the name of another dog", echo(s)));
        m_out.strings.push_back(s);
        return m_out.strings.back();
    }

    Tables& m_out;
    std::map<std::string, int> m_names;
};

} // namespace

std::string readTables(const json& doc, std::string_view where, Tables& out) {
    return data::readWith<Reader>(doc, where, out);
}

DOGTABLE_COMPONENT_TABLES("ciapki")

namespace {} // namespace

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
    for (const auto& t : tables().tiles)
        if (t.colour == c && n < out.size()) out[n++] = t.id;
    return out;
}

const std::array<TileSet, kSets>& recommendedSets() {
    return tables().sets;
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
