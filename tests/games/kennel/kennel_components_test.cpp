// DOGS's components as data (issue #13 item 4): the map, the dog-token mix, the Dog Fair cards and the
// card mix from
// games/kennel/data/kennel.json, corrected files, refusals that name the entry, and saves across a
// data change.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <fstream>
#include <functional>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

#include "../components_test_support.h"
#include "dogtable/core/component_data.h"
#include "dogtable/core/match.h"
#include "kennel/rules/kennel_data.h"
#include "kennel/rules/kennel_tableau.h"
#include "kennel_test_util.h"

using namespace kennel_test;
using nlohmann::json;

namespace {

const support::GameComponents& components() {
    static const support::GameComponents c("kennel", registerRules, builtinData());
    return c;
}

const GameInfo& game() {
    return components().game();
}

json builtinDoc() {
    return components().builtinDoc();
}

std::string edited(const std::function<void(json&)>& edit) {
    return components().edited(edit);
}

using support::readText;

constexpr int kC1 = 0, kC3 = 2, kK3 = 10;

const Node& node(int i) {
    return nodes()[static_cast<std::size_t>(i)];
}

// The deck of a new game as its first card deal sees it: copies per kind in the draw pile.
std::array<int, kCardKinds> newDeck(int players) {
    KennelState st(makeSetup(players));
    std::vector<ChanceOutcome> outs;
    while (st.isChance()) {
        st.chanceOutcomes(outs);
        if (outs.front().action.kind == kChanceCard) break;
        st.applyLegal(outs.front().action);
    }
    REQUIRE(st.isChance());
    std::array<int, kCardKinds> deck{};
    for (const auto& o : outs) {
        REQUIRE(o.action.kind == kChanceCard);
        deck[static_cast<std::size_t>(o.action.arg(0))] = static_cast<int>(o.weight);
    }
    CHECK(st.drawPileSize() == std::accumulate(deck.begin(), deck.end(), 0));
    return deck;
}

} // namespace

TEST_CASE("components: the built-in file is the engine's map, token mix and Dog Fair cards", "[data]") {
    Tables t;
    CHECK(readTables(builtinDoc(), "built-in", t).empty());
    CHECK(game().data.present());
    CHECK(!game().data.overridden());
    CHECK(game().data.fingerprint() == data::fingerprint(builtinDoc()));
    // The map of the spec's "Board data": 23 places, 28 roads, rewards = distance from the centre.
    REQUIRE(nodeCount() == 23);
    CHECK(roads().size() == 28);
    CHECK(node(0).id == "CTR");
    CHECK(node(0).kind == NodeKind::Centre);
    CHECK(node(nodeOfSpace(kC1)).id == "C1");
    CHECK(node(nodeOfSpace(15)).id == "K8");
    CHECK(node(17).id == "JC1");
    CHECK(node(22).id == "JK3");
    CHECK(node(22).area == Area::Country);
    CHECK(node(nodeOfSpace(6)).x == 80);
    CHECK(node(nodeOfSpace(6)).y == 120);
    CHECK(roads().at(8) == Road{3, 17}); // C3-JC1
    for (int s = 0; s < kSpaces; ++s) {
        INFO(node(nodeOfSpace(s)).id);
        CHECK(node(nodeOfSpace(s)).kind == NodeKind::Footprint);
        CHECK(node(nodeOfSpace(s)).area == spaceArea(s));
    }
    CHECK(spaceReward(kC1) == 1);
    CHECK(spaceReward(6) == 4);
    // Every breed: 4 plain, 2 sick, 1 lost.
    for (int b = 0; b < kBreeds; ++b) {
        CHECK(tokenCount(b, Mark::Plain) == 4);
        CHECK(tokenCount(b, Mark::Sick) == 2);
        CHECK(tokenCount(b, Mark::Lost) == 1);
    }
    CHECK(fairCards()[0] == FairCard{Rottweiler, Poodle, Beagle});
    CHECK(fairCards()[3] == FairCard{Mutt, GermanShepherd, BorderCollie});
    // The card mix of the spec's "Cards": resources 1, 1, 2, 2, 3; specials 3, 3, 2, 2, 2, 2, 3, 3.
    const std::array<int, kCardKinds> copies{2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 3, 3, 2, 2, 2, 2, 3, 3};
    for (int k = 0; k < kCardKinds; ++k) {
        INFO(cardName(k));
        CHECK(builtinDoc()["cards"][static_cast<std::size_t>(k)]["id"] == cardName(k));
        CHECK(cardCopies(k, 4) == copies[static_cast<std::size_t>(k)]);
        CHECK(cardCopies(k, 3) == copies[static_cast<std::size_t>(k)]);
        CHECK(cardCopies(k, 2) ==
              (isResourceCard(k) && cardAmount(k) == 3 ? 0 : copies[static_cast<std::size_t>(k)]));
    }
    CHECK(newDeck(4) == copies);
    const auto two = newDeck(2);
    CHECK(std::accumulate(two.begin(), two.end(), 0) == 36);
    // Every entry is our reconstruction and says what.
    for (const char* section : {"places", "routes", "tokens", "fair_cards", "cards"})
        for (const auto& e : builtinDoc()[section]) {
            INFO(section << " " << e.dump());
            CHECK(e.value("reconstructed", false));
            CHECK(!e.value("what", std::string()).empty());
        }
}

TEST_CASE("components: a corrected file changes the map, the rewards, the tokens and the Fair in play",
          "[data]") {
    auto before = newGame(4, 3);
    REQUIRE(before->routeCost(nodeOfSpace(kC3), kK3) == 3); // C1, CTR, K1, K3
    {
        KennelState fresh(makeSetup(4));
        CHECK(fresh.supplyCount(tokenOf(Beagle, Mark::Plain)) == 4);
        CHECK(fresh.supplyCount(tokenOf(Beagle, Mark::Sick)) == 2);
    }
    support::DataGuard guard{game()};
    REQUIRE(data::install(game(), components().corrected(), "corrected.json").empty());
    CHECK(game().data.overridden());
    // A new junction JN over the top joins C3 and K3: one gas (entering K3).
    REQUIRE(nodeCount() == 24);
    CHECK(node(23).id == "JN");
    auto st = newGame(4, 3);
    std::vector<int> route;
    CHECK(st->routeCost(nodeOfSpace(kC3), kK3, &route) == 1);
    CHECK(route == std::vector<int>{nodeOfSpace(kC3), 23, nodeOfSpace(kK3)});
    CHECK(problems(*st).empty());
    // Beagles: 5 plain, 1 sick, 1 lost.
    KennelState fresh(makeSetup(4));
    CHECK(fresh.supplyCount(tokenOf(Beagle, Mark::Plain)) == 5);
    CHECK(fresh.supplyCount(tokenOf(Beagle, Mark::Sick)) == 1);
    CHECK(fresh.supplyCount(tokenOf(Beagle, Mark::Lost)) == 1);
    // The first Dog Fair card shows a Mutt instead of a Beagle.
    CHECK(fairCards()[0] == FairCard{Rottweiler, Poodle, Mutt});
    // A lost dog on C1 now pays 3 coins.
    Rng rng(9);
    const Seat me = st->currentSeat();
    for (int s = 0; s < kSpaces; ++s)
        st->setBoardToken(s, kNoToken);
    st->setBoardToken(kC1, tokenOf(Mutt, Mark::Lost));
    const int coins = st->player(me).coins;
    play(*st, Action(kDrive, kC1), rng);
    CHECK(st->player(me).coins == coins + 3);
    CHECK(problems(*st).empty());
    // Random games play to the end with the corrected map and keep every invariant.
    for (int players = 2; players <= 4; ++players) {
        auto g = newGame(players, 40 + static_cast<std::uint64_t>(players));
        Rng r(static_cast<std::uint64_t>(players));
        playUntil(*g, r, randomPick, [](const KennelState& s) { return !problems(s).empty(); });
        CHECK(g->isOver());
        CHECK(problems(*g).empty());
    }
    data::restoreBuiltin(game());
    CHECK(!game().data.overridden());
    CHECK(nodeCount() == 23);
    CHECK(spaceReward(kC1) == 1);
    CHECK(newGame(4, 3)->routeCost(nodeOfSpace(kC3), kK3) == 3);
}

TEST_CASE("components: a corrected card mix changes the deck of a new game", "[data]") {
    const auto before = newDeck(3);
    CHECK(before[TrainedDogCard] == 3);
    CHECK(before[AwardDogCard] == 2);
    CHECK(before[FoodCard1] == 2);
    support::DataGuard guard{game()};
    // One Trained Dog and four Award-winning Dogs; three 1-food cards and one 2-food card.
    REQUIRE(data::install(game(), edited([](json& d) {
                              d["cards"][TrainedDogCard]["copies"] = 1;
                              d["cards"][AwardDogCard]["copies"] = 4;
                              d["cards"][FoodCard1]["copies"] = 3;
                              d["cards"][FoodCard2]["copies"] = 1;
                          }),
                          "cards.json")
                .empty());
    CHECK(game().data.overridden());
    auto after = newDeck(3);
    CHECK(after[TrainedDogCard] == 1);
    CHECK(after[AwardDogCard] == 4);
    CHECK(after[FoodCard1] == 3);
    CHECK(after[FoodCard2] == 1);
    CHECK(std::accumulate(after.begin(), after.end(), 0) == 40);
    after[TrainedDogCard] = 3;
    after[AwardDogCard] = 2;
    after[FoodCard1] = 2;
    after[FoodCard2] = 2;
    CHECK(after == before);
    // Random games play to the end with the corrected deck and keep every invariant (the deck count).
    for (int players = 2; players <= 4; ++players) {
        auto g = newGame(players, 60 + static_cast<std::uint64_t>(players));
        Rng r(static_cast<std::uint64_t>(players));
        playUntil(*g, r, randomPick, [](const KennelState& s) { return !problems(s).empty(); });
        CHECK(g->isOver());
        CHECK(problems(*g).empty());
    }
    data::restoreBuiltin(game());
    CHECK(newDeck(3) == before);
}

TEST_CASE("components: a bad file is refused with one line naming the entry, and nothing changes", "[data]") {
    const std::vector<support::Refusal> cases{
        // Routes to unknown places, loops, twice the same route.
        {[](json& d) { d["routes"][24]["to"] = "JK9"; },
         "x: routes 25 ('K5'-'JK9'): to: 'JK9' is not a place"},
        {[](json& d) { d["routes"][0]["to"] = "CTR"; },
         "x: routes 1 ('CTR'-'CTR'): a route joins two different places"},
        {[](json& d) {
             d["routes"][1]["from"] = "C1";
             d["routes"][1]["to"] = "CTR";
         },
         "x: routes 2 ('C1'-'CTR'): the same route as routes 1"},
        {[](json& d) { d["routes"][3].erase("from"); }, "x: routes 4: from: missing"},
        // A map that is not connected: without C7-JC3 and JC3-C8, JC3 is cut off.
        {[](json& d) {
             d["routes"].erase(13);
             d["routes"].erase(12);
         },
         "x: places 20 'JC3': no route leads there from the centre 'CTR' (the map must be connected)"},
        // The K side cut off from the centre: K1 is the first place nobody reaches.
        {[](json& d) {
             d["routes"].erase(15);
             d["routes"].erase(14);
         },
         "x: places 10 'K1': no route leads there"},
        // Places: counts, kinds, areas, ids, coordinates, rewards.
        {[](json& d) { d["places"][3]["reward"] = 5; },
         "x: places 4 'C3': reward: 5 is out of range: expected 1 to 4"},
        {[](json& d) { d["places"][3].erase("reward"); }, "x: places 4 'C3': reward: missing"},
        {[](json& d) { d["places"][17]["reward"] = 1; },
         "x: places 18 'JC1': reward: only a footprint space pays"},
        {[](json& d) { d["places"][5]["x"] = 1001; },
         "x: places 6 'C5': x: 1001 is out of range: expected 0 to 1000"},
        {[](json& d) { d["places"][5]["y"] = -1; },
         "x: places 6 'C5': y: -1 is out of range: expected 0 to 600"},
        {[](json& d) { d["places"][9]["area"] = "city"; },
         "x: places 10 'K1': area: places 2 to 9 are the city's"},
        {[](json& d) { d["places"][4]["kind"] = "junction"; },
         "x: places 5 'C4': kind: 'junction' where the map needs a footprint"},
        {[](json& d) { d["places"][0]["area"] = "city"; },
         "x: places 1 'CTR': area: the centre belongs to neither"},
        {[](json& d) { d["places"][6]["id"] = "C1"; },
         "x: places 7 'C1': id: 'C1' is already the id of places 2"},
        {[](json& d) { d["places"][6]["id"] = "C 1"; }, "x: places 7 'C 1': id: an id has only letters"},
        {[](json& d) { d["places"][6]["colour"] = "red"; }, "x: places 7 'C6': unknown field 'colour'"},
        {[](json& d) { d["places"].erase(16); },
         "x: places 17 'JC1': kind: 'junction' where the map needs a footprint"},
        {[](json& d) {
             d["places"].erase(22);
             d["places"].erase(21);
             d["places"].erase(20);
             d["places"].erase(19);
             d["places"].erase(18);
             d["places"].erase(17);
             d["places"].erase(16);
         },
         "x: \"places\" lists 16 entries; the map has the centre, 16 footprint spaces and 0 to 15 junctions"},
        {[](json& d) {
             for (int i = 0; i < 10; ++i)
                 d["places"].push_back({{"id", "JX" + std::to_string(i)},
                                        {"kind", "junction"},
                                        {"area", "city"},
                                        {"x", 0},
                                        {"y", 0}});
         },
         "x: \"places\" lists 33 entries"},
        // Tokens: counts out of bounds, sums, order, the 2-player game's lost dogs.
        {[](json& d) { d["tokens"][2]["sick"] = 8; },
         "x: tokens 3 'rottweiler': sick: 8 is out of range: expected 0 to 7"},
        {[](json& d) { d["tokens"][2]["sick"] = 3; },
         "x: tokens 3 'rottweiler': plain, sick and lost make 8 tokens; every breed has 7"},
        {[](json& d) { d["tokens"][2]["plain"] = -1; },
         "x: tokens 3 'rottweiler': plain: -1 is out of range"},
        {[](json& d) { d["tokens"][2]["breed"] = "poodle"; },
         "x: tokens 3 'rottweiler': breed: 'poodle' is not the expected 'rottweiler'"},
        {[](json& d) { d["tokens"].erase(11); }, "x: \"tokens\" lists 11 entries; the game has 12 breeds"},
        {[](json& d) {
             for (int b : {Mutt, Rottweiler, Bulldog, GoldenRetriever}) {
                 d["tokens"][static_cast<std::size_t>(b)]["lost"] = 0;
                 d["tokens"][static_cast<std::size_t>(b)]["plain"] = 5;
             }
         },
         "x: tokens: no city breed of the 2-player game has a lost token"},
        // Dog Fair cards.
        {[](json& d) { d["fair_cards"][1]["breeds"][2] = "dalmation"; },
         "x: fair_cards F2: breeds 3: 'dalmation' is not a breed"},
        {[](json& d) { d["fair_cards"][1]["breeds"][2] = "bulldog"; },
         "x: fair_cards F2: breeds 3: 'bulldog' is on the card twice"},
        {[](json& d) { d["fair_cards"][1]["breeds"].erase(2); },
         "x: fair_cards F2: breeds: a Dog Fair card shows a list of 3 breeds"},
        {[](json& d) { d["fair_cards"][1]["id"] = "F3"; },
         "x: fair_cards F2: id: 'F3' is not the expected F2"},
        {[](json& d) { d["fair_cards"].erase(3); },
         "x: \"fair_cards\" lists 3 entries; the game has 4 Dog Fair cards"},
        // Cards: counts out of range, the deck's make-up, order, entries.
        {[](json& d) { d["cards"][13]["copies"] = 21; },
         "x: cards 14 'Trained Dog': copies: 21 is out of range: expected 0 to 20"},
        {[](json& d) { d["cards"][13]["copies"] = -1; },
         "x: cards 14 'Trained Dog': copies: -1 is out of range"},
        {[](json& d) { d["cards"][13]["copies"] = "3"; }, "x: cards 14 'Trained Dog': copies:"},
        {[](json& d) { d["cards"][13]["id"] = "Trained dog"; },
         "x: cards 14 'Trained Dog': id: 'Trained dog' is not the expected Trained Dog"},
        {[](json& d) { d["cards"][13].erase("copies"); }, "x: cards 14 'Trained Dog': copies: missing"},
        {[](json& d) { d["cards"][13]["count"] = 3; }, "x: cards 14 'Trained Dog': unknown field 'count'"},
        {[](json& d) { d["cards"][13]["copies"] = 4; },
         "x: cards: 20 resource cards (4 of them showing 3 units) and 21 special cards; the deck has 20 (4 "
         "showing 3 units) and 20"},
        {[](json& d) {
             d["cards"][FoodCard3]["copies"] = 2;
             d["cards"][FoodCard1]["copies"] = 1;
         },
         "x: cards: 20 resource cards (5 of them showing 3 units)"},
        {[](json& d) { d["cards"].erase(19); }, "x: \"cards\" lists 19 entries; the game has 20 card kinds"},
        {[](json& d) { d["cards"][3] = 2; }, "x: cards 4 '1 Medicine': expected an object"},
        // The file.
        {[](json& d) { d.erase("cards"); }, "x: the section \"cards\" is missing"},
        {[](json& d) { d.erase("routes"); }, "x: the section \"routes\" is missing"},
        {[](json& d) { d["map"] = json::object(); }, "x: unknown field 'map'"},
        {[](json& d) { d["game"] = "dig"; }, "the component file is for 'dig', not for 'kennel'"},
    };
    components().checkRefusals(cases, [] {
        CHECK(nodeCount() == 23);
        CHECK(spaceReward(2) == 2);
        CHECK(tokenCount(Rottweiler, Mark::Sick) == 2);
        CHECK(cardCopies(TrainedDogCard, 3) == 3);
    });
    components().checkBrokenFile("broken_route.json",
                                 "broken_route.json: routes 25 ('K5'-'JK9'): to: 'JK9' is not a place");
}

TEST_CASE("components: a save records corrected data and across a data change is refused and kept",
          "[data][save]") {
    components().checkSavesAcrossADataChange(60, "DOGS", components().corrected());
}

TEST_CASE("components: the rules pages list the reconstructed map, tokens, Dog Fair cards and card mix",
          "[data][docs]") {
    for (const char* page : {"/docs/rules/kennel.en.md", "/docs/rules/kennel.pl.md",
                             "/docs/rules/kennel.pt.md", "/docs/rules/kennel.de.md"}) {
        const std::string text = readText(std::string(DOGTABLE_SOURCE_DIR) + page);
        INFO(page);
        auto at = text.find("\n## Components\n");
        if (at == std::string::npos) at = text.find("{#components}");
        REQUIRE(at != std::string::npos);
        const auto end = text.find("\n## ", at + 1);
        const std::string section = text.substr(at, end == std::string::npos ? std::string::npos : end - at);
        CHECK(section.find("kennel.json") != std::string::npos);
        for (const auto& e : builtinDoc()["places"]) {
            INFO(e["id"]);
            CHECK(section.find(e["id"].get<std::string>()) != std::string::npos);
        }
        for (const auto& e : builtinDoc()["fair_cards"]) {
            INFO(e["id"]);
            CHECK(section.find(e["id"].get<std::string>()) != std::string::npos);
        }
        // The token mix as numbers (4 plain, 2 sick, 1 lost) in the page's words.
        CHECK(section.find("4") != std::string::npos);
        // The card mix: a "Cards" row in the page's words (the English page names every kind).
        CHECK(section.find("2 × 1, 2 × 2, 1 × 3") != std::string::npos);
        if (std::string(page).find(".en.") != std::string::npos)
            for (int k = kFirstSpecial; k < kCardKinds; ++k) {
                INFO(cardName(k));
                CHECK(section.find(std::string(cardName(k)) + " " + std::to_string(cardCopies(k, 4))) !=
                      std::string::npos);
            }
    }
}
