// Dog Lover's components as data (issue #13 item 4): the built-in file, corrected files, refusals
// that name the entry, hostile files, the fingerprint and saves across a data change.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <chrono>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "../components_test_support.h"
#include "doglover/rules/doglover_data.h"
#include "doglover/rules/doglover_state.h"
#include "dogtable/core/component_data.h"
#include "dogtable/core/match.h"

using namespace dogtable;
using namespace dogtable::games::doglover;
using nlohmann::json;

namespace {

const support::GameComponents& components() {
    static const support::GameComponents c("doglover", registerRules, builtinData());
    return c;
}

const GameInfo& game() {
    return components().game();
}

json builtinDoc() {
    return components().builtinDoc();
}

using support::readText;

std::string tableauT11() {
    return readText(DOGTABLE_SOURCE_DIR "/tests/games/doglover/t11.json");
}

int total(const std::string& tableau) {
    auto sheet = game().scoreTableau(tableau);
    REQUIRE(sheet.ok());
    return sheet->players.at(0).total;
}

// The built-in file with one change, as text.
std::string edited(const std::function<void(json&)>& edit) {
    return components().edited(edit);
}

json& entry(json& doc, const char* section, const char* id) {
    for (auto& e : doc[section])
        if (e["id"] == id) return e;
    FAIL("no entry " << id);
    return doc;
}

} // namespace

TEST_CASE("the built-in file is the engine's data and passes its own checks", "[data]") {
    Tables t;
    CHECK(readTables(builtinDoc(), "built-in", t).empty());
    CHECK(!game().data.overridden());
    CHECK(game().data.fingerprint() == data::fingerprint(builtinDoc()));
    // A few values as the rules have always had them (spec §1.4, §1.11).
    CHECK(card(8).name == "Dango");
    CHECK(card(8).vp == 5);
    CHECK(card(kFirstFood + 6).english == "Treat");
    CHECK(rescueToy(kDino) == kLeash);
    CHECK(trick(kSiad).cells.size() == 3);
}

TEST_CASE("the fingerprint is stable: layout, key order and notes do not change it", "[data]") {
    const json doc = builtinDoc();
    const std::string fp = data::fingerprint(doc);
    CHECK(data::isFingerprint(fp));
    CHECK(data::fingerprint(json::parse(doc.dump())) == fp);  // other layout
    CHECK(data::fingerprint(json::parse(doc.dump(4))) == fp); // other indentation
    json noted = doc;
    noted["dogs"][0]["note"] = "checked against my box";
    noted["dogs"][1].erase("reconstructed");
    noted["dogs"][1].erase("what");
    CHECK(data::fingerprint(noted) == fp);
    json changed = doc;
    changed["dogs"][8]["points"] = 8;
    CHECK(data::fingerprint(changed) != fp);
    json renamed = doc;
    renamed["dogs"][8]["name"] = "Dangó";
    CHECK(data::fingerprint(renamed) != fp);
}

TEST_CASE("a corrected file (Dango worth 8) changes scoring, the built-in data scores as before", "[data]") {
    REQUIRE(total(tableauT11()) == 52);
    support::DataGuard guard{game()};
    const std::string corrected = readText(DOGTABLE_SOURCE_DIR "/tests/games/doglover/data/dango8.json");
    REQUIRE(data::install(game(), corrected, "dango8.json").empty());
    CHECK(game().data.overridden());
    CHECK(card(8).vp == 8);
    CHECK(total(tableauT11()) == 55); // Dango is fed in T11: 3 points more
    data::restoreBuiltin(game());
    CHECK(!game().data.overridden());
    CHECK(total(tableauT11()) == 52);
}

TEST_CASE("a corrected name is shown as written and finds its card", "[data]") {
    support::DataGuard guard{game()};
    REQUIRE(data::install(game(), edited([](json& d) { entry(d, "dogs", "D09")["name"] = "Dangoł"; }), "x")
                .empty());
    CHECK(displayName(8) == "Dangoł");
    CHECK(cardWord(8) == "Dangoł");
    CHECK(cardByName("dangoł") == std::optional<CardId>(8));
    CHECK(!cardByName("Dango"));
}

TEST_CASE("a bad file is refused with one line naming the entry, and nothing changes", "[data]") {
    struct Case {
        const char* what;
        std::function<void(json&)> edit;
        const char* expected;
    };
    const std::vector<Case> cases = {
        {"two cards of one name", [](json& d) { entry(d, "dogs", "D02")["name"] = "leia"; },
         "dogs D02 'leia': name: 'leia' is already the name of another card"},
        {"a size that is none", [](json& d) { entry(d, "dogs", "D03")["size"] = "huge"; },
         "dogs D03 'Pestka': size: 'huge' is not a size"},
        {"points as text", [](json& d) { entry(d, "dogs", "D09")["points"] = "five"; },
         "dogs D09 'Dango': points: expected a whole number from 0 to 30"},
        {"points out of range", [](json& d) { entry(d, "traits", "TR1")["points"] = 99; },
         "traits TR1 'Łobuziak': points: 99 is out of range"},
        {"a food that is none", [](json& d) { entry(d, "dogs", "D01")["food"] = json::array({"bacon"}); },
         "dogs D01 'Leia': food: each token is scraps, dry or wet"},
        {"a deck of 121 cards", [](json& d) { entry(d, "foods", "F1")["copies"]["2+"] = 7; },
         "the main deck: the copies of dogs, foods, cards and traits add up to 121; the box has 120"},
        {"a toy that does not exist", [](json& d) { entry(d, "shelter_dogs", "R01")["toy"] = "Kapeć"; },
         "shelter_dogs R01 'Dino': toy: 'Kapeć' is not the name of a toy card"},
        {"a toy that is a dog", [](json& d) { entry(d, "shelter_dogs", "R02")["toy"] = "Leia"; },
         "shelter_dogs R02 'Tina': toy: 'Leia' is not the name of a toy card"},
        {"fixed points for a '?' dog", [](json& d) { entry(d, "shelter_dogs", "R11")["points"] = 4; },
         "shelter_dogs R11 'Bigos': points: must be \"?\""},
        {"a trick blocked by the watch dog",
         [](json& d) {
             entry(d, "tricks", "K04")["pattern"] = json::array({"X.X", "...", "X.X"});
         },
         "tricks K04 'Do nogi': pattern: no placement on a full grid when the watch dog guards the top row"},
        {"a trick of 5 cards",
         [](json& d) {
             entry(d, "tricks", "K10")["pattern"] = json::array({"XXX", ".X.", ".X."});
         },
         "tricks K10 'Slalom': pattern: takes 5 cards; a trick takes 3 or 4"},
        {"a pattern of other marks",
         [](json& d) {
             entry(d, "tricks", "K01")["pattern"] = json::array({"XX", "...", ".X."});
         },
         "tricks K01 'Łap': pattern: expected 3 rows of 3 marks"},
        {"a star beside an empty line",
         [](json& d) {
             entry(d, "tricks", "Sit")["star"] = json{{"column", 2}, {"side", "top"}};
         },
         "tricks Sit 'Siad': star: the star must point along a row or column the pattern takes a card from"},
        {"a row's star on top",
         [](json& d) {
             entry(d, "tricks", "B1")["star"] = json{{"row", 1}, {"side", "top"}};
         },
         "tricks B1 'Podaj łapę': star: a row's star is on its left or right side"},
        {"a trick cost of 4", [](json& d) { entry(d, "tricks", "K09")["cost"] = 4; },
         "tricks K09 'Poproś': cost: 4 is out of range"},
        {"a misspelt field", [](json& d) { entry(d, "dogs", "D05")["pionts"] = 3; },
         "dogs D05 'Tofik': unknown field 'pionts'"},
        {"entries out of order", [](json& d) { std::swap(d["dogs"][0], d["dogs"][1]); },
         "dogs D01 'Molly': id: 'D02' is not the expected D01"},
        {"a dog too few", [](json& d) { d["dogs"].erase(d["dogs"].begin()); },
         "\"dogs\" lists 23 entries; the game has 24"},
        {"a section missing", [](json& d) { d.erase("tricks"); }, "the section \"tricks\" is missing"},
        {"a section of the wrong type", [](json& d) { d["foods"] = json::object(); },
         "\"foods\" must be a list"},
        {"another game's file", [](json& d) { d["game"] = "dig"; },
         "the component file is for 'dig', not for 'doglover'"},
        {"another version", [](json& d) { d["version"] = 2; }, "\"version\" must be 1"},
    };
    for (const auto& c : cases) {
        INFO(c.what);
        const std::string error = data::install(game(), edited(c.edit), "box.json");
        CHECK_THAT(error, Catch::Contains(c.expected));
        CHECK(error.find('\n') == std::string::npos);
        CHECK(error.size() <= kMaxErrorLength);
        CHECK(error.rfind("box.json: ", 0) == 0);
        CHECK(!game().data.overridden()); // the built-in data is still in use
    }
    CHECK(total(tableauT11()) == 52);
}

TEST_CASE("hostile component files are refused fast", "[data][hostile]") {
    const std::string deep = std::string(40, '[') + std::string(40, ']');
    std::string huge =
        "{\"format\": \"dogtable-components\", \"game\": \"doglover\", \"version\": 1, \"note\": \"";
    huge += std::string(300 << 10, 'a') + "\"}";
    std::string longName = edited([](json& d) { entry(d, "dogs", "D01")["name"] = std::string(2000, 'x'); });
    std::string manyValues = "[" + std::string(30000 * 2, '1');
    for (std::size_t i = 2; i < manyValues.size(); i += 2)
        manyValues[i] = ',';
    manyValues += "]";
    const std::vector<std::pair<std::string, std::string>> files = {
        {deep, "deeper than 8 levels"},
        {huge, "larger than"},
        {longName, "longer than 1024 bytes"},
        {edited([](json& d) { entry(d, "dogs", "D01")["name"] = std::string(41, 'x'); }),
         "a name has 1 to 40"},
        {manyValues, "values"},
        {"{\"format\": \"dogtable-components\", \"game\": \"doglover\", \"version\": 1, \"dogs\": 7}",
         "\"dogs\" must be a list"},
        {"{\"format\": 1}", "not a Dogtable component file"},
        {"", "box.json"},
        {"\xff\xfe", "box.json"},
        {"{\"format\": \"dogtable-components\", \"format\": \"x\"}", "appears twice"},
    };
    for (const auto& [text, expected] : files) {
        INFO(expected);
        const auto start = std::chrono::steady_clock::now();
        const std::string error = data::install(game(), text, "box.json");
        const auto ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start)
                .count();
        CHECK_THAT(error, Catch::Contains(expected));
        CHECK(error.size() <= kMaxErrorLength);
        CHECK(ms < 2000);
        CHECK(!game().data.overridden());
    }
}

TEST_CASE("a save records corrected data, across a data change it is refused clearly and kept",
          "[data][save]") {
    components().checkSavesAcrossADataChange(40, "Dog Lover", components().file("dango8.json"));
}

TEST_CASE("the rules pages list every reconstructed component", "[data][docs]") {
    const json doc = builtinDoc();
    for (const char* page : {"/docs/rules/doglover.en.md", "/docs/rules/doglover.pl.md",
                             "/docs/rules/doglover.de.md", "/docs/rules/doglover.pt.md"}) {
        const std::string text = readText(std::string(DOGTABLE_SOURCE_DIR) + page);
        INFO(page);
        // English headings give their ids ("## Components" is #components); others say them.
        auto at = text.find("\n## Components\n");
        if (at == std::string::npos) at = text.find("{#components}");
        REQUIRE(at != std::string::npos);
        const auto end = text.find("\n## ", at + 1);
        const std::string section = text.substr(at, end == std::string::npos ? std::string::npos : end - at);
        for (const auto& [name, list] : doc.items()) {
            if (!list.is_array()) continue;
            for (const auto& e : list) {
                if (!e.value("reconstructed", false)) continue;
                INFO(name << " " << e["id"]);
                CHECK(section.find(e["name"].get<std::string>()) != std::string::npos);
            }
        }
    }
}

TEST_CASE("installing many files keeps the tables in use and reuses equal ones", "[data]") {
    support::DataGuard guard{game()};
    for (int points = 0; points <= 30; ++points) {
        const std::string text = edited([points](json& d) { entry(d, "dogs", "D09")["points"] = points; });
        REQUIRE(data::install(game(), text, "x").empty());
        CHECK(card(8).vp == points);
        CHECK(card(8).name == "Dango");
    }
    const std::string again = edited([](json& d) { entry(d, "dogs", "D09")["points"] = 30; });
    const CardInfo* before = &card(8);
    REQUIRE(data::install(game(), again, "x").empty());
    CHECK(&card(8) == before); // the same data: the same tables
}
