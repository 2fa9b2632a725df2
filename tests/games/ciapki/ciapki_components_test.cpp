// Ciapki's components as data (issue #13 item 4): the dog deck from games/ciapki/data/ciapki.json,
// corrected files, refusals that name the entry, and saves across a data change.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "../components_test_support.h"
#include "ciapki/rules/ciapki_data.h"
#include "ciapki/rules/ciapki_state.h"
#include "dogtable/core/component_data.h"
#include "dogtable/core/match.h"

using namespace dogtable;
using namespace dogtable::games::ciapki;
using nlohmann::json;

namespace {

const support::GameComponents& components() {
    static const support::GameComponents c("ciapki", registerRules, builtinData());
    return c;
}

const GameInfo& game() {
    return components().game();
}

json builtinDoc() {
    return components().builtinDoc();
}

using support::readText;

PlayerArea areaWith(std::initializer_list<int> cards) {
    PlayerArea a;
    for (int c : cards)
        a.dogs[a.nDogs++] = DogSlot{static_cast<std::uint8_t>(c), 0};
    return a;
}

} // namespace

TEST_CASE("components: the built-in file is the engine's dog deck and passes its own checks", "[data]") {
    Tables t;
    CHECK(readTables(builtinDoc(), "built-in", t).empty());
    CHECK(game().data.present());
    CHECK(!game().data.overridden());
    CHECK(game().data.fingerprint() == data::fingerprint(builtinDoc()));
    // The deck as the spec lists it (section 1.6).
    CHECK(dogInfo(1).name == "Cabbage");
    CHECK(dogInfo(4).spaces == 4);
    CHECK(dogInfo(4).values == std::array<std::uint8_t, 4>{2, 3, 5, 6});
    CHECK(dogInfo(4).paws == 2);
    CHECK(dogInfo(27).name == "Burt");
    CHECK(dogInfo(27).spaces == 1);
    CHECK(dogInfo(32).name == "Bitsy");
    int spaces = 0, paws = 0;
    for (int id = 1; id <= kDogCards; ++id) {
        CHECK(dogInfo(id).id == id);
        spaces += dogInfo(id).spaces;
        paws += dogInfo(id).paws;
    }
    CHECK(spaces == 80);
    CHECK(paws == 17);
    // Every dog is a reconstruction from a fan source and says so.
    const json doc = builtinDoc(); // kept alive: a range over a temporary's member would dangle
    for (const auto& e : doc["dogs"]) {
        CHECK(e.value("reconstructed", false));
        CHECK(!e.value("what", std::string()).empty());
    }
}

TEST_CASE("components: a corrected file changes paw prints and spaces in play, the built-in one as before",
          "[data]") {
    const PlayerArea withDoog = areaWith({4, 1});
    const PlayerArea withBurt = areaWith({27});
    REQUIRE(withDoog.pawPrints() == 3);
    REQUIRE(withBurt.pawPrints() == 0);
    REQUIRE(withBurt.emptySpaces() == std::array<int, 6>{1, 0, 0, 0, 0, 0});
    support::DataGuard guard{game()};
    REQUIRE(data::install(game(), components().corrected(), "corrected.json").empty());
    CHECK(game().data.overridden());
    CHECK(withDoog.pawPrints() == 1); // Doog has no paw prints in the corrected file
    CHECK(withBurt.pawPrints() == 1);
    // Burt's corrected card has two spaces of the same value: the engine takes them (spec 1.6).
    CHECK(withBurt.emptySpaces() == std::array<int, 6>{0, 0, 0, 0, 0, 2});
    PlayerArea full = withBurt;
    full.dogs[0].filled = 0b01;
    CHECK(!full.dogComplete(0));
    full.dogs[0].filled = 0b11;
    CHECK(full.dogComplete(0));
    data::restoreBuiltin(game());
    CHECK(!game().data.overridden());
    CHECK(withDoog.pawPrints() == 3);
    CHECK(withBurt.emptySpaces() == std::array<int, 6>{1, 0, 0, 0, 0, 0});
}

TEST_CASE("components: a bad file is refused with one line naming the entry, and nothing changes", "[data]") {
    const std::vector<support::Refusal> cases{
        {[](json& d) { d["dogs"][4]["spaces"][1] = 7; }, "x: dogs D05 'Lief': spaces 2: 7 is out of range"},
        {[](json& d) { d["dogs"][3]["paws"] = 3; }, "x: dogs D04 'Doog': paws: 3 is out of range"},
        {[](json& d) { d["dogs"][3].erase("paws"); }, "x: dogs D04 'Doog': paws: missing"},
        {[](json& d) { d["dogs"][0]["spaces"] = json::array(); },
         "x: dogs D01 'Cabbage': spaces: expected a list of 1 to 4 die values"},
        {[](json& d) {
             d["dogs"][0]["spaces"] = {1, 2, 3, 4, 5};
         },
         "x: dogs D01 'Cabbage': spaces: expected a list of 1 to 4 die values"},
        {[](json& d) { d["dogs"][9]["name"] = "cabbage"; },
         "x: dogs D10 'cabbage': name: 'cabbage' is already the name of another dog"},
        {[](json& d) { d["dogs"][9]["name"] = ""; }, "x: dogs D10 '': name: a name has 1 to 40 characters"},
        {[](json& d) { d["dogs"][9]["id"] = "D11"; },
         "x: dogs D10 'Bristles': id: 'D11' is not the expected D10"},
        {[](json& d) { d["dogs"][9]["colour"] = "brown"; }, "x: dogs D10 'Bristles': unknown field 'colour'"},
        {[](json& d) { d["dogs"].erase(31); }, "x: \"dogs\" lists 31 entries; the deck has 32"},
        {[](json& d) { d.erase("dogs"); }, "x: the section \"dogs\" is missing"},
        {[](json& d) { d["game"] = "dig"; }, "the component file is for 'dig', not for 'ciapki'"},
    };
    components().checkRefusals(cases, [] {
        CHECK(dogInfo(5).values[1] == 2);
        CHECK(dogInfo(4).paws == 2);
    });
    components().checkBrokenFile("broken_space.json",
                                 "broken_space.json: dogs D05 'Lief': spaces 2: 7 is out of range");
}

TEST_CASE("components: a save records corrected data and across a data change is refused and kept",
          "[data][save]") {
    components().checkSavesAcrossADataChange(40, "Ciapki", components().corrected());
}

TEST_CASE("components: the rules pages list the reconstructed dogs", "[data][docs]") {
    const json doc = builtinDoc();
    for (const char* page : {"/docs/rules/ciapki.en.md", "/docs/rules/ciapki.pl.md",
                             "/docs/rules/ciapki.de.md", "/docs/rules/ciapki.pt.md"}) {
        const std::string text = readText(std::string(DOGTABLE_SOURCE_DIR) + page);
        INFO(page);
        auto at = text.find("\n## Components\n");
        if (at == std::string::npos) at = text.find("{#components}");
        REQUIRE(at != std::string::npos);
        const auto end = text.find("\n## ", at + 1);
        const std::string section = text.substr(at, end == std::string::npos ? std::string::npos : end - at);
        for (const auto& e : doc["dogs"]) {
            if (!e.value("reconstructed", false)) continue;
            INFO(e["id"]);
            CHECK(section.find(e["name"].get<std::string>()) != std::string::npos);
        }
        for (const auto& e : doc["tiles"]) {
            if (!e.value("reconstructed", false)) continue;
            INFO(e["id"]);
            CHECK(section.find(e["key"].get<std::string>()) != std::string::npos);
        }
        CHECK(section.find("T01–T22") != std::string::npos);
    }
}

// ----- the tiles' colours and the recommended sets (issue #13, item 4: "Ciapki's tile colours") -----

namespace {

std::array<TileId, 4> tilesOf(const std::string& variant) {
    Setup setup;
    setup.players = 2;
    setup.variants["tiles"] = variant;
    Options o;
    const std::string error = parseOptions(setup, o);
    INFO(error);
    REQUIRE(error.empty());
    return o.tiles;
}

} // namespace

TEST_CASE("components: the tiles' colours and the recommended sets are the file's", "[data]") {
    const json doc = builtinDoc();
    REQUIRE(doc["tiles"].size() == static_cast<std::size_t>(kTiles));
    for (int id = 1; id <= kTiles; ++id) {
        const json& e = doc["tiles"][static_cast<std::size_t>(id - 1)];
        CHECK(e["key"] == std::string(tileKey(id)));
        CHECK(e["colour"] == std::string(colourName(tileInfo(id).colour)));
        CHECK(e.value("reconstructed", false));
        CHECK(!e.value("what", std::string()).empty());
    }
    CHECK(tileInfo(kDig).colour == TileColour::Yellow);
    CHECK(recommendedSets()[1].tiles == std::array<TileId, 4>{kDig, kChase, kGuard, kChew});
    CHECK(tilesOf("dog-park") == std::array<TileId, 4>{kDig, kChase, kGuard, kChew});
    const std::string swapped = readText(DOGTABLE_SOURCE_DIR "/tests/games/ciapki/data/tiles_swapped.json");
    {
        support::DataGuard guard{game()};
        // Dig is purple and Chase yellow in this box; its Dog Park set lists Chase first.
        REQUIRE(data::install(game(), swapped, "tiles_swapped.json").empty());
        CHECK(tileInfo(kDig).colour == TileColour::Purple);
        CHECK(tileInfo(kChase).colour == TileColour::Yellow);
        CHECK(tilesOfColour(TileColour::Yellow) ==
              std::array<TileId, 5>{kWalk, kTrot, kRetrieve, kTrack, kChase});
        CHECK(tilesOf("dog-park") == std::array<TileId, 4>{kChase, kDig, kGuard, kChew});
        CHECK(tilesOf("dig,chase,guard,chew") == std::array<TileId, 4>{kChase, kDig, kGuard, kChew});
        CHECK(tilesOf("adoption-day") == std::array<TileId, 4>{kWalk, kRun, kFetch, kBeg});
        // A file from before the tiles were data (dogs only) keeps the built-in tiles and sets.
        REQUIRE(data::install(game(), components().corrected(), "corrected.json").empty());
        CHECK(tileInfo(kDig).colour == TileColour::Yellow);
        CHECK(tilesOf("dog-park") == std::array<TileId, 4>{kDig, kChase, kGuard, kChew});
    }
    CHECK(tileInfo(kDig).colour == TileColour::Yellow);
    CHECK(tilesOf("dog-park") == std::array<TileId, 4>{kDig, kChase, kGuard, kChew});
}

TEST_CASE("components: bad tile colours and sets are refused naming the tile or the set", "[data]") {
    const std::vector<support::Refusal> cases{
        {[](json& d) { d["tiles"][0]["colour"] = "blue"; },
         "x: tiles T01 'howl': colour: Howl and Roll Over are the red tiles (always in play)"},
        {[](json& d) { d["tiles"][7]["colour"] = "red"; },
         "x: tiles T08 'run': colour: only Howl and Roll Over are red"},
        {[](json& d) { d["tiles"][7]["colour"] = "yellow"; },
         "x: tiles: 6 yellow tiles; each of yellow, purple, green and blue has 5"},
        {[](json& d) { d["tiles"][7]["colour"] = "pink"; },
         "x: tiles T08 'run': colour: 'pink' is not a tile colour"},
        {[](json& d) { d["tiles"][2]["key"] = "run"; }, "x: tiles T03 'run': key: the tile T03 is 'walk'"},
        {[](json& d) { d["tiles"].erase(21); }, "x: \"tiles\" lists 21 entries; the box has 22 trick tiles"},
        {[](json& d) {
             d["tiles"][3]["colour"] = "purple";
             d["tiles"][8]["colour"] = "yellow";
         },
         "x: sets dog-park: tiles 1: 'dig' is purple, not yellow"},
        {[](json& d) {
             d["tiles"][3]["colour"] = "purple";
             d["tiles"][8]["colour"] = "yellow";
             d.erase("sets");
         },
         "x: sets dog-park (built in): tiles 1: 'dig' is purple, not yellow"},
        {[](json& d) { d["sets"][3]["tiles"][1] = "fly"; },
         "x: sets the-hunt: tiles 2: 'fly' is not a trick tile"},
        {[](json& d) { d["sets"][3]["tiles"].erase(3); },
         "x: sets the-hunt: tiles: expected four tile keys: a yellow, a purple, a blue and a green tile"},
        {[](json& d) { d["sets"][0]["key"] = "puppy-school"; },
         "x: sets adoption-day: key: 'puppy-school' is not the expected adoption-day"},
    };
    components().checkRefusals(cases, [] {
        CHECK(!game().data.overridden());
        CHECK(tileInfo(kDig).colour == TileColour::Yellow);
    });
}
