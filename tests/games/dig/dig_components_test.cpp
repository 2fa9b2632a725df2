// Dig's components as data (issue #13 item 4): games/dig/data/dig.json (the bone values, the
// doghouse's movement table, the bone cards and bowls), corrected files, refusals that name the
// entry, and saves across a data change.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "../components_test_support.h"
#include "dig/rules/dig_data.h"
#include "dig_test_util.h"
#include "dogtable/core/component_data.h"
#include "dogtable/core/match.h"

namespace dogtable::games::dig {
void registerRules(GameRegistry& registry); // dig_register.cpp
} // namespace dogtable::games::dig

using namespace digtest;
using nlohmann::json;

namespace {

const support::GameComponents& components() {
    static const support::GameComponents c("dig", registerRules, builtinData());
    return c;
}

const GameInfo& game() {
    return components().game();
}

json builtinDoc() {
    return components().builtinDoc();
}

using support::readText;

const std::string kTableau = readText(DOGTABLE_SOURCE_DIR "/tests/cli/dig_tableau.json");

// The highest place a dog on the doghouse may move to now.
int farthestMove(const DigState& s) {
    int far = 0;
    for (const Action& a : s.legalActions()) {
        const std::string t = s.actionToText(a);
        if (t.rfind("move ", 0) == 0) far = std::max(far, std::stoi(t.substr(5)));
    }
    return far;
}

std::vector<int> identityLayout() {
    std::vector<int> v;
    for (int c = 0; c < kYardCards; ++c)
        v.push_back(c);
    return v;
}

} // namespace

TEST_CASE("components: the built-in file is the engine's data and passes its own checks", "[data]") {
    Tables t;
    CHECK(readTables(builtinDoc(), "built-in", t).empty());
    CHECK(game().data.present());
    CHECK(!game().data.overridden());
    CHECK(game().data.fingerprint() == data::fingerprint(builtinDoc()));
    CHECK(tables().values == std::array<int, 5>{5, 4, 3, 2, 1});
    CHECK(tables().moves == std::array<int, 4>{4, 3, 2, 1});
    for (int bones = 0; bones <= kHandLimit; ++bones)
        CHECK(moveRangeWith(bones) == 4 - bones);
    CHECK(moveRangeWith(kHandLimit + 1) == 0); // the moment after a dig with a full hand
    // The file lists the cards the engine plays with, in card-id order.
    const json doc = builtinDoc();
    REQUIRE(doc["bone_cards"].size() == static_cast<std::size_t>(kBoneCards));
    for (int c = 0; c < kBoneCards; ++c) {
        const json& e = doc["bone_cards"][static_cast<std::size_t>(c)];
        CHECK(e["id"] == std::string(cardCode(c)));
        CHECK(e["bone"] == std::string(colourName(boneOf(c))));
    }
    // Every reconstruction says what was reconstructed.
    int reconstructed = 0;
    for (const json* e : {&doc["bone_values"], &doc["doghouse"]})
        if (e->value("reconstructed", false)) ++reconstructed;
    for (const char* list : {"bone_cards", "bowls"})
        for (const auto& e : doc[list])
            if (e.value("reconstructed", false)) {
                ++reconstructed;
                CHECK(!e.value("what", std::string()).empty());
            }
    CHECK(doc["bone_values"].value("reconstructed", false));
    CHECK(reconstructed == 1 + kBoneCards + 1); // the values, every bone card, the blue bowl
}

TEST_CASE("components: a corrected file changes the bone values and the moves, the built-in one as before",
          "[data]") {
    const DigState start = dealt(2, identityLayout());
    REQUIRE(farthestMove(start) == 4);
    REQUIRE(start.boneValues() == std::array<int, 5>{5, 4, 3, 2, 1});
    auto before = scoreTableau(kTableau);
    REQUIRE(before.ok());
    REQUIRE(before->players[0].total == 20);
    {
        support::DataGuard guard{game()};
        REQUIRE(data::install(game(), components().corrected(), "corrected.json").empty());
        CHECK(game().data.overridden());
        // The nearest bowl pays 8, the next 5: Ania 2 yellow x8 + 3 blue x3 + 1 red = 26, Bartek 4 green
        // x5 + 1 purple x2 = 22.
        auto sheet = scoreTableau(kTableau);
        REQUIRE(sheet.ok());
        CHECK(sheet->players[0].total == 26);
        CHECK(sheet->players[1].total == 22);
        CHECK(sheet->players[0].lines[0].what == "2 yellow bones (8 each)");
        // Ties are named by the corrected values.
        const std::array<Colour, 5> order = {Colour::Yellow, Colour::Green, Colour::Blue, Colour::Purple,
                                             Colour::Red};
        BoneTally a{"Ania", {}, 0}, b{"Bartek", {}, 0};
        a.delivered[static_cast<std::size_t>(Colour::Green)] = 1; // 5
        a.delivered[static_cast<std::size_t>(Colour::Red)] = 1;   // 1
        b.delivered[static_cast<std::size_t>(Colour::Blue)] = 2;  // 3 + 3
        const ScoreSheet tie = scoreBones(order, {a, b});
        CHECK(tie.players[0].total == tie.players[1].total);
        CHECK(tie.tiebreak == "most 5-point bones");
        // A dog with no bones runs 5 steps; the view's doghouse shows the corrected table.
        CHECK(farthestMove(start) == 5);
        // The bowls lie in colour order (red nearest): the state's bone values follow the file.
        CHECK(start.boneValues() == std::array<int, 5>{8, 5, 3, 2, 1});
        CHECK(start.viewFor(0).yard[kBoneCards].bowlValue == 8);
        CHECK(start.viewFor(0).moveRanges == std::array<int, 4>{5, 3, 2, 1});
    }
    CHECK(!game().data.overridden());
    CHECK(farthestMove(start) == 4);
    CHECK(scoreTableau(kTableau)->players[0].total == 20);
}

TEST_CASE("components: a bad file is refused with one line naming the entry, and nothing changes", "[data]") {
    const std::vector<support::Refusal> cases{
        {[](json& d) { d["bone_values"]["values"][1] = 5; },
         "x: bone_values: values 2: 5 is not less than the value of the bowl before (5)"},
        {[](json& d) { d["bone_values"]["values"][4] = 0; },
         "x: bone_values: values 5: 0 is out of range: expected 1 to 99"},
        {[](json& d) { d["bone_values"]["values"].erase(4); }, "x: bone_values: values: expected 5 values"},
        {[](json& d) { d["doghouse"]["moves"][2] = 4; },
         "x: doghouse: moves with 2 bones: 4 is more than with one bone fewer (3)"},
        {[](json& d) { d["doghouse"]["moves"][3] = 0; },
         "x: doghouse: moves with 3 bones: 0 is out of range: expected 1 to 8"},
        {[](json& d) { d["doghouse"].erase("moves"); }, "x: doghouse: moves: missing"},
        {[](json& d) { d["bone_cards"][11]["bone"] = "yellow"; },
         "x: bone_cards YB-B: bone: yellow is not blue: the two yellow–blue cards hide one bone of each "
         "colour"},
        {[](json& d) { d["bone_cards"][0]["scent"][1] = "green"; },
         "x: bone_cards RY-R: scent: the card RY-R has the scents red and yellow"},
        {[](json& d) { d["bone_cards"][0]["bone"] = "pink"; },
         "x: bone_cards RY-R: bone: 'pink' is not a colour"},
        {[](json& d) { d["bone_cards"][1]["id"] = "RY-R"; },
         "x: bone_cards RY-Y: id: 'RY-R' is not the expected RY-Y"},
        {[](json& d) { d["bone_cards"].erase(19); }, "x: \"bone_cards\" lists 19 entries; the yard has 20"},
        {[](json& d) { d["bowls"][2]["colour"] = "red"; },
         "x: bowls bowl-G: colour: the bowl bowl-G is green"},
        {[](json& d) { d["bowls"][0]["size"] = 2; }, "x: bowls bowl-R: unknown field 'size'"},
        {[](json& d) { d.erase("bone_values"); }, "x: the section \"bone_values\" is missing"},
        {[](json& d) { d["game"] = "ciapki"; }, "the component file is for 'ciapki', not for 'dig'"},
    };
    components().checkRefusals(cases, [] {
        CHECK(tables().values[0] == 5);
        CHECK(tables().moves[0] == 4);
    });
    components().checkBrokenFile("broken_bone.json",
                                 "broken_bone.json: bone_cards YB-B: bone: yellow is not blue");
}

TEST_CASE("components: a save records corrected data and across a data change is refused and kept",
          "[data][save]") {
    components().checkSavesAcrossADataChange(60, "Dig", components().corrected());
}

TEST_CASE("components: the rules pages list the reconstructed components", "[data][docs]") {
    const json doc = builtinDoc();
    for (const char* page : {"/docs/rules/dig.en.md", "/docs/rules/dig.pl.md", "/docs/rules/dig.de.md",
                             "/docs/rules/dig.pt.md"}) {
        const std::string text = readText(std::string(DOGTABLE_SOURCE_DIR) + page);
        INFO(page);
        const auto at = text.find("{#components}");
        REQUIRE(at != std::string::npos);
        const auto end = text.find("\n## ", at + 1);
        const std::string section = text.substr(at, end == std::string::npos ? std::string::npos : end - at);
        CHECK(section.find("games/dig/data/dig.json") != std::string::npos);
        CHECK(section.find("5, 4, 3, 2, 1") != std::string::npos); // the reconstructed bone values
        for (const char* list : {"bone_cards", "bowls"})
            for (const auto& e : doc[list]) {
                if (!e.value("reconstructed", false)) continue;
                INFO(e["id"]);
                CHECK(section.find(e["id"].get<std::string>()) != std::string::npos);
            }
    }
}
