// Dog Kids' components as data (issue #13 item 4): games/dogkids/data/dogkids.json (the ring's
// colours, the home lanes, the card mix), corrected files, refusals that name the entry, and saves
// across a data change.
#include <catch2/catch.hpp>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "../components_test_support.h"
#include "dogkids/rules/dogkids_data.h"
#include "dogkids/rules/dogkids_state.h"
#include "dogtable/core/component_data.h"
#include "dogtable/core/match.h"

namespace dogtable::games::dogkids {
void registerRules(GameRegistry& registry); // dogkids_register.cpp
} // namespace dogtable::games::dogkids

using namespace dogtable;
using namespace dogtable::games::dogkids;
using nlohmann::json;

namespace {

const support::GameComponents& components() {
    static const support::GameComponents c("dogkids", registerRules, builtinData());
    return c;
}

const GameInfo& game() {
    return components().game();
}

json builtinDoc() {
    return components().builtinDoc();
}

using support::readText;

// A 2-player game on the current board: white holds a green card and has a dog on its start field.
DogKidsState whiteOnStart() {
    auto setup = std::make_shared<Setup>();
    setup->players = 2;
    setup->names = {"P1", "P2"};
    setup->variants["teams"] = "0";
    setup->variants["solo"] = "3";
    setup->variants["first"] = "1";
    setup->variants["board"] = "1";
    DogKidsState s(setup);
    s.setHand(0, {singleCard(Colour::Green), singleCard(Colour::Blue), kKennelCard});
    s.setHand(1, {singleCard(Colour::Green), singleCard(Colour::Blue), kKennelCard});
    s.startPlayAt(0);
    s.placeDog(0, startField(0));
    return s;
}

int afterGreen() {
    DogKidsState s = whiteOnStart();
    REQUIRE(s.apply(moveAction(singleCard(Colour::Green), 0, static_cast<int>(Colour::Green))).ok());
    return s.dogPlace(0);
}

int firstDealWeight(Card c) {
    auto setup = std::make_shared<Setup>();
    setup->players = 2;
    setup->names = {"P1", "P2"};
    setup->variants["teams"] = "0";
    setup->variants["solo"] = "3";
    setup->variants["first"] = "1";
    setup->variants["board"] = "1";
    DogKidsState fresh(setup);
    for (const auto& o : fresh.chanceOutcomes())
        if (o.action == drawAction(c)) return o.weight;
    return 0;
}

} // namespace

TEST_CASE("components: the built-in file is the engine's board and cards and passes its own checks",
          "[data]") {
    Tables t;
    CHECK(readTables(builtinDoc(), "built-in", t).empty());
    CHECK(game().data.present());
    CHECK(!game().data.overridden());
    CHECK(game().data.fingerprint() == data::fingerprint(builtinDoc()));
    CHECK(&board() == &tables().board);
    CHECK(&board(BoardEdition::First) != &tables().board); // the first edition stays a constant
    CHECK(t.board.colours == board().colours);
    CHECK(t.board.types == board().types);
    CHECK(t.board.startOf == board().startOf);
    CHECK(t.board.homeColours == board().homeColours);
    int copies = 0;
    for (Card c = 0; c < kCardTypes; ++c)
        copies += cardInfo(c).copies;
    CHECK(copies == kTotalCards);
    // Every reconstruction says what; the kennel and swap cards are the rulebook's.
    const json doc = builtinDoc();
    int reconstructed = 0;
    for (const char* list : {"ring", "home_lanes", "cards"})
        for (const auto& e : doc[list])
            if (e.value("reconstructed", false)) {
                ++reconstructed;
                CHECK(!e.value("what", std::string()).empty());
            }
    CHECK(reconstructed == kRingFields + kBoardPositions + 14);
}

TEST_CASE(
    "components: a corrected file changes the ring and the card mix in play, the built-in one as before",
    "[data]") {
    REQUIRE(afterGreen() == 1); // F01 is green
    REQUIRE(firstDealWeight(singleCard(Colour::Red)) == 12);
    {
        support::DataGuard guard{game()};
        REQUIRE(data::install(game(), components().corrected(), "corrected.json").empty());
        CHECK(game().data.overridden());
        // F01 and F02 swap colours: the green card now goes to F02.
        CHECK(board().colours[1] == bit(Colour::Blue));
        CHECK(afterGreen() == 2);
        // 13 red and 11 blue single-colour cards.
        CHECK(firstDealWeight(singleCard(Colour::Red)) == 13);
        CHECK(firstDealWeight(singleCard(Colour::Blue)) == 11);
        // Games saved on the first board keep it.
        CHECK(board(BoardEdition::First).colours[1] == bit(Colour::Green));
    }
    CHECK(!game().data.overridden());
    CHECK(afterGreen() == 1);
    CHECK(firstDealWeight(singleCard(Colour::Red)) == 12);
}

TEST_CASE("components: a bad file is refused with one line naming the entry, and nothing changes", "[data]") {
    const std::vector<support::Refusal> cases{
        {[](json& d) { d["ring"][11]["colours"] = {"green"}; },
         "x: ring F11: colours: a start field has two different colours"},
        {[](json& d) {
             d["ring"][11]["colours"] = {"green", "green"};
         },
         "x: ring F11: colours: green is named twice"},
        {[](json& d) {
             d["ring"][5]["colours"] = {"red", "blue"};
         },
         "x: ring F05: colours: this field has one colour"},
        {[](json& d) { d["ring"][5]["colours"] = {"pink"}; },
         "x: ring F05: colours 1: 'pink' is not a colour"},
        {[](json& d) { d["ring"][6]["type"] = "normal"; }, "x: ring F06: type: 'normal' is not kennel"},
        {[](json& d) { d["ring"][7]["id"] = "F08"; }, "x: ring F07: id: 'F08' is not the expected F07"},
        {[](json& d) { d["ring"].erase(43); }, "x: \"ring\" lists 43 entries; the ring has 44"},
        {[](json& d) {
             for (auto& f : d["ring"]) {
                 std::vector<std::string> cols;
                 for (const auto& c : f["colours"])
                     cols.push_back(c == "green" ? "red" : c.get<std::string>());
                 if (cols.size() == 2 && cols[0] == cols[1]) cols = {"red", "blue"};
                 f["colours"] = cols;
             }
         },
         "x: ring: no field is green"},
        {[](json& d) {
             d["home_lanes"][1]["colours"] = {"red", "blue"};
         },
         "x: home_lanes grey: colours: expected the colours of H1, H2 and H3"},
        {[](json& d) { d["cards"][0]["copies"] = 13; },
         "x: cards: the single-colour cards add up to 49; the box has 48"},
        {[](json& d) { d["cards"][14]["copies"] = 7; },
         "x: cards kennel: copies: 7 is out of range: expected 1 to 6"},
        {[](json& d) { d["cards"][4]["colours"] = {"blue"}; },
         "x: cards double-red: colours: the card double-red keeps its colours"},
        {[](json& d) { d["cards"][8]["kind"] = "single"; },
         "x: cards two-red-blue: kind: the card two-red-blue is a two-colour card"},
        {[](json& d) { d["cards"][15]["colour"] = "red"; }, "x: cards swap: unknown field 'colour'"},
        {[](json& d) { d.erase("home_lanes"); }, "x: the section \"home_lanes\" is missing"},
        {[](json& d) { d["game"] = "dig"; }, "the component file is for 'dig', not for 'dogkids'"},
    };
    components().checkRefusals(cases, [] {
        CHECK(board().colours[1] == bit(Colour::Green));
        CHECK(cardInfo(0).copies == 12);
    });
    components().checkBrokenFile(
        "broken_start.json", "broken_start.json: ring F11: colours: a start field has two different colours");
}

TEST_CASE("components: a save records corrected data and across a data change is refused and kept",
          "[data][save]") {
    components().checkSavesAcrossADataChange(60, "Dog Kids", components().corrected());
}

TEST_CASE("components: the rules pages list the reconstructed components", "[data][docs]") {
    const json doc = builtinDoc();
    for (const char* page : {"/docs/rules/dogkids.en.md", "/docs/rules/dogkids.pl.md",
                             "/docs/rules/dogkids.de.md", "/docs/rules/dogkids.pt.md"}) {
        const std::string text = readText(std::string(DOGTABLE_SOURCE_DIR) + page);
        INFO(page);
        // English headings give their ids ("## Components" is #components); others say them.
        auto at = text.find("\n## Components\n");
        if (at == std::string::npos) at = text.find("{#components}");
        REQUIRE(at != std::string::npos);
        const auto end = text.find("\n## ", at + 1);
        const std::string section = text.substr(at, end == std::string::npos ? std::string::npos : end - at);
        CHECK(section.find("games/dogkids/data/dogkids.json") != std::string::npos);
        // The ring as a range of ids, every home lane and every reconstructed card by its id.
        CHECK(section.find("F00–F43") != std::string::npos);
        for (const char* list : {"home_lanes", "cards"})
            for (const auto& e : doc[list]) {
                if (!e.value("reconstructed", false)) continue;
                INFO(e["id"]);
                CHECK(section.find(e["id"].get<std::string>()) != std::string::npos);
            }
    }
}
