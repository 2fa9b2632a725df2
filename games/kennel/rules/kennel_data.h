// DOGS (kennel) — the printed data: breeds, dog tokens, the board graph, cards, fair cards.
// Everything here follows shared/rules/dogs-kennel.md ("Components", "Board data", "Cards"). The map,
// the dog-token mix, the Dog Fair cards and the card mix come from games/kennel/data/kennel.json
// (compiled in; a corrected copy may replace it at start-up: component_data.h); their tables are built
// from it once and nodes(), roads(), roadGraph(), tokenCount(), fairCards() and cardCopies() read the
// tables in use.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "dogtable/core/component_tables.h"
#include "dogtable/core/graph.h"
#include "dogtable/core/registry.h"

namespace dogtable::games::kennel {

inline constexpr int kBreeds = 12;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kPens = 5;
inline constexpr int kGasCap = 9;
inline constexpr int kInfirmaryCap = 6;
inline constexpr int kBoxes = 5;
inline constexpr int kSlots = kBoxes * 2;

enum Breed : std::uint8_t {
    Beagle,
    Mutt,
    Rottweiler,
    Bulldog,
    GoldenRetriever,
    Yorkshire, // city (blue backs)
    BorderCollie,
    Labrador,
    Dalmatian,
    GermanShepherd,
    Poodle,
    StBernard, // country (green backs)
};
enum class Area : std::uint8_t { City, Country };
inline constexpr Area areaOf(int breed) {
    return breed < 6 ? Area::City : Area::Country;
}

std::string_view breedName(int breed);  // "Golden Retriever"
std::string_view breedId(int breed);    // "golden_retriever" (tableau ids)
std::string_view breedShort(int breed); // "GLD" (three letters for small tokens)
int breedFromId(std::string_view id);   // -1 if unknown
/// The breed's name in the players' language (the box's name: "Vira-Lata" in Portuguese).
std::string breedWord(int breed);
/// Whether a breed is in the game for this player count (3 players drop Dalmatian and Beagle; 2 players
/// also Border Collie and Yorkshire).
bool breedInGame(int breed, int players);

// ----- dog tokens -----
enum class Mark : std::uint8_t { Plain, Sick, Lost };
/// A token type: breed * 3 + mark for dogs, then the two block tokens (2-player game).
inline constexpr int kTokenTypes = kBreeds * 3 + 2;
inline constexpr int kCityBlock = kBreeds * 3;
inline constexpr int kCountryBlock = kBreeds * 3 + 1;
inline constexpr int kNoToken = -1;
inline constexpr int tokenOf(int breed, Mark m) {
    return breed * 3 + static_cast<int>(m);
}
inline constexpr bool isBlock(int token) {
    return token >= kCityBlock;
}
inline constexpr int tokenBreed(int token) {
    return token / 3;
}
inline constexpr Mark tokenMark(int token) {
    return static_cast<Mark>(token % 3);
}
inline constexpr Area tokenArea(int token) {
    return token == kCityBlock      ? Area::City
           : token == kCountryBlock ? Area::Country
                                    : areaOf(tokenBreed(token));
}
/// Every breed has 7 tokens (the box: 42 city and 42 country tokens); how many of them are plain, sick
/// or lost is component data (tokenCount()).
inline constexpr int kTokensPerBreed = 7;
inline constexpr int kAllDogTokens = kBreeds * kTokensPerBreed; // 84
inline constexpr int kBlocksPerArea = 3;

// ----- the board -----
enum class NodeKind : std::uint8_t { Centre, Footprint, Junction };
struct Node {
    std::string_view id;
    NodeKind kind;
    Area area;
    int x, y;
    int reward; // coins for a lost dog rescued here (footprints), 0 otherwise
};
/// The places of the map, in the data file's order: the centre, the 8 city footprint spaces, the 8
/// country footprint spaces, then 0 to kMaxJunctions junctions (a truck on a node is a bit of 32).
inline constexpr int kMaxJunctions = 15;
inline constexpr int kMaxNodes = 17 + kMaxJunctions;
inline constexpr int kMaxRoads = 96;
inline constexpr int kMapWidth = 1000, kMapHeight = 600; // the map's canvas (place coordinates)
inline constexpr int kCentre = 0;
inline constexpr int kSpaces = 16; // footprint spaces: node = space + 1; spaces 0..7 city, 8..15 country
inline constexpr int nodeOfSpace(int space) {
    return space + 1;
}
inline constexpr int spaceOfNode(int node) {
    return node >= 1 && node <= kSpaces ? node - 1 : -1;
}
inline constexpr Area spaceArea(int space) {
    return space < 8 ? Area::City : Area::Country;
}
using Road = std::array<std::uint8_t, 2>;
inline constexpr int kFairCards = 4;
using FairCard = std::array<std::uint8_t, 3>;
inline constexpr int kCardKinds = 20; // the kinds of CardKind (below)

/// The built-in file's text (generated from data/kennel.json by games/game_module.cmake).
std::string_view builtinData();

/// The map, the token mix, the Dog Fair cards and the card mix read from component data.
struct Tables {
    std::vector<Node> nodes;
    std::vector<Road> roads;
    Graph graph; // the roads (weight 0: the gas is paid for entering a node, see enterCost())
    std::array<std::array<std::uint8_t, 3>, kBreeds> tokens{}; // plain, sick, lost per breed
    std::array<FairCard, kFairCards> fairCards{};
    std::array<std::uint8_t, kCardKinds> cards{}; // copies per CardKind in the full deck
    std::deque<std::string> strings;              // the place ids the nodes point into
    std::string fingerprint;
};

// The tables in use, readTables() and dataSpec() (component_data.h); a refusal names the entry ("places C3:
// reward: 5 is out of range ...").
DOGTABLE_DECLARE_COMPONENT_TABLES()

inline const std::vector<Node>& nodes() {
    return tables().nodes;
}
inline int nodeCount() {
    return static_cast<int>(tables().nodes.size());
}
inline const std::vector<Road>& roads() {
    return tables().roads;
}
/// The roads as a core Graph (roads weigh 0: the gas is paid for entering a node, see enterCost()).
inline const Graph& roadGraph() {
    return tables().graph;
}
inline int spaceReward(int space) {
    return tables().nodes[static_cast<std::size_t>(nodeOfSpace(space))].reward;
}
/// The breed's tokens with that mark in the box (the three marks make kTokensPerBreed).
inline int tokenCount(int breed, Mark m) {
    return tables().tokens[static_cast<std::size_t>(breed)][static_cast<std::size_t>(m)];
}

// ----- cards -----
/// Card kinds. Resource cards: 4 resources x amounts 1, 2, 3 (two copies of 1 and 2, one of 3).
enum CardKind : std::uint8_t {
    FoodCard1,
    FoodCard2,
    FoodCard3,
    MedCard1,
    MedCard2,
    MedCard3,
    GasCard1,
    GasCard2,
    GasCard3,
    CoinCard1,
    CoinCard2,
    CoinCard3,
    ReceiveDogCard,
    TrainedDogCard,
    AwardDogCard,
    VetCard,
    DogSwapCard,
    DiscountCard,
    HelperCard,
    FreeEntryCard,
};
inline constexpr int kSpecialKinds = 8;
inline constexpr int kFirstSpecial = ReceiveDogCard;
enum class Resource : std::uint8_t { Food, Medicine, Gas, Coins };
inline constexpr bool isResourceCard(int kind) {
    return kind < kFirstSpecial;
}
inline constexpr Resource cardResource(int kind) {
    return static_cast<Resource>(kind / 3);
}
inline constexpr int cardAmount(int kind) {
    return kind % 3 + 1;
}
/// The deck's make-up (the rulebook): 20 resource cards, 4 of them showing 3 units, and 20 special cards;
/// how many copies each kind has is component data (cardCopies()).
inline constexpr int kResourceCards = 20, kThreeUnitCards = 4, kSpecialCards = 20;
inline constexpr int kMaxCardCopies = kSpecialCards;
/// Copies of each kind in the deck for this player count (40 cards without the 4 Dog Fair cards; 36 in
/// the 2-player game, which removes the cards showing 3 units).
int cardCopies(int kind, int players);
std::string_view cardName(int kind); // English (text views, tableau files)
std::string cardWord(int kind);      // in the players' language
std::string cardHelp(int kind);      // one sentence for tooltips and logs, in the players' language
std::string_view resourceName(Resource r);
std::string resourceWord(Resource r); // in the players' language
/// The resource tokens (food, medicine, gas): what the Warehouse swaps and a return bonus gives. Actions
/// name them by their index here (warehouse_swap give take, bonus_token r).
inline constexpr int kTokenKinds = 3;
inline constexpr std::array<Resource, kTokenKinds> kTokenResources{Resource::Food, Resource::Medicine,
                                                                   Resource::Gas};
inline constexpr Resource tokenResource(int index) {
    return kTokenResources[static_cast<std::size_t>(index)];
}
/// Gas per coin at the Phase 1 gas purchase, and the gas a truck pays to return home.
inline constexpr int kGasPerCoin = 3, kReturnGas = 1;
/// Gas to pass a block token (2-player game): the whole charge for that space.
inline constexpr int kBlockGas = 2;
/// Warehouse: at most this many swaps per visit.
inline constexpr int kWarehouseSwaps = 2;
/// A Dog Fair sale pays 2 coins, +1 with Trained Dog (bit 1), +2 with Award-winning Dog (bit 2).
inline constexpr int fairSalePrice(int bonusCards) {
    return 2 + (bonusCards & 1) + (bonusCards & 2);
}
/// Pet Shop mixes for 1 coin (pet_shop_buy m): food and medicine bought.
inline constexpr int petShopFood(int mix) {
    return 2 - mix;
}
inline constexpr int petShopMedicine(int mix) {
    return mix;
}

// ----- action boxes and the Dog Fair -----
enum Box : std::uint8_t { CityHall, Warehouse, PetShop, VetClinic, DogFair };
std::string_view boxName(int box); // English (text views, invariants)
std::string boxWord(int box);      // in the players' language
std::string boxHelp(int box);      // in the players' language
inline const std::array<FairCard, kFairCards>& fairCards() {
    return tables().fairCards;
}
/// The buy price with n dogs in the Fair pool: max(1, 10 - n).
inline constexpr int fairPrice(int n) {
    return n >= 9 ? 1 : 10 - n;
}

// ----- pens and scoring tables -----
inline constexpr std::array<int, 3> kExtraPenValue{2, 3, 5}; // pens 3, 4, 5
inline constexpr int kPenCost = 2;
inline constexpr int kSickPenalty = 2;     // points lost per sick dog at the end
inline constexpr int kDiscountPenCost = 1; // a pen built with the Discount card
inline constexpr int kPetShopCost = 1;     // coins per Pet Shop purchase
inline constexpr int kSalary = 1;          // the helper's salary (or a Helper card)
inline constexpr int kCureCost = 1;        // medicine per dog cured at the Vet
inline constexpr int kStartCoins = 3, kStartGas = 6, kStartFood = 2, kStartMedicine = 2;

} // namespace dogtable::games::kennel
