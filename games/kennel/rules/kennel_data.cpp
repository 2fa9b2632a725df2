#include "kennel/rules/kennel_data.h"

#include "dogtable/core/text.h"

namespace dogtable::games::kennel {

namespace {
// English names, also shown through the catalogue (breedWord).
constexpr std::array<std::string_view, kBreeds> kBreedNames{
    DOGTABLE_WORD("kennel", "Beagle"),           DOGTABLE_WORD("kennel", "Mutt"),
    DOGTABLE_WORD("kennel", "Rottweiler"),       DOGTABLE_WORD("kennel", "Bulldog"),
    DOGTABLE_WORD("kennel", "Golden Retriever"), DOGTABLE_WORD("kennel", "Yorkshire"),
    DOGTABLE_WORD("kennel", "Border Collie"),    DOGTABLE_WORD("kennel", "Labrador"),
    DOGTABLE_WORD("kennel", "Dalmatian"),        DOGTABLE_WORD("kennel", "German Shepherd"),
    DOGTABLE_WORD("kennel", "Poodle"),           DOGTABLE_WORD("kennel", "St. Bernard")};
constexpr std::array<std::string_view, kBreeds> kBreedIds{
    "beagle",        "mutt",     "rottweiler", "bulldog",         "golden_retriever", "yorkshire",
    "border_collie", "labrador", "dalmatian",  "german_shepherd", "poodle",           "st_bernard"};
constexpr std::array<std::string_view, kBreeds> kBreedShort{"BEA", "MUT", "ROT", "BUL", "GLD", "YOR",
                                                            "COL", "LAB", "DAL", "GSD", "POO", "STB"};

constexpr std::array<Node, kNodes> kNodeTable{{
    {"CTR", NodeKind::Centre, Area::City, 500, 300, 0},
    {"C1", NodeKind::Footprint, Area::City, 400, 210, 1},
    {"C2", NodeKind::Footprint, Area::City, 400, 390, 1},
    {"C3", NodeKind::Footprint, Area::City, 300, 150, 2},
    {"C4", NodeKind::Footprint, Area::City, 300, 450, 2},
    {"C5", NodeKind::Footprint, Area::City, 190, 210, 3},
    {"C6", NodeKind::Footprint, Area::City, 190, 390, 3},
    {"C7", NodeKind::Footprint, Area::City, 80, 120, 4},
    {"C8", NodeKind::Footprint, Area::City, 80, 480, 4},
    {"K1", NodeKind::Footprint, Area::Country, 600, 210, 1},
    {"K2", NodeKind::Footprint, Area::Country, 600, 390, 1},
    {"K3", NodeKind::Footprint, Area::Country, 700, 150, 2},
    {"K4", NodeKind::Footprint, Area::Country, 700, 450, 2},
    {"K5", NodeKind::Footprint, Area::Country, 810, 210, 3},
    {"K6", NodeKind::Footprint, Area::Country, 810, 390, 3},
    {"K7", NodeKind::Footprint, Area::Country, 920, 120, 4},
    {"K8", NodeKind::Footprint, Area::Country, 920, 480, 4},
    {"JC1", NodeKind::Junction, Area::City, 300, 300, 0},
    {"JC2", NodeKind::Junction, Area::City, 190, 300, 0},
    {"JC3", NodeKind::Junction, Area::City, 40, 300, 0},
    {"JK1", NodeKind::Junction, Area::Country, 700, 300, 0},
    {"JK2", NodeKind::Junction, Area::Country, 810, 300, 0},
    {"JK3", NodeKind::Junction, Area::Country, 960, 300, 0},
}};

// Node ids: CTR 0, C1..C8 1..8, K1..K8 9..16, JC1..JC3 17..19, JK1..JK3 20..22.
constexpr std::array<std::array<std::uint8_t, 2>, kRoads> kRoadTable{{
    {0, 1},   {0, 2},   {1, 3},   {2, 4},   {3, 5},   {4, 6},   {5, 7},   {6, 8},   {3, 17},  {17, 4},
    {5, 18},  {18, 6},  {7, 19},  {19, 8},  {0, 9},   {0, 10},  {9, 11},  {10, 12}, {11, 13}, {12, 14},
    {13, 15}, {14, 16}, {11, 20}, {20, 12}, {13, 21}, {21, 14}, {15, 22}, {22, 16},
}};

constexpr std::array<std::array<std::uint8_t, 3>, kFairCards> kFairTable{{
    {Rottweiler, Poodle, Beagle},
    {Bulldog, Labrador, Dalmatian},
    {GoldenRetriever, StBernard, Yorkshire},
    {Mutt, GermanShepherd, BorderCollie},
}};
} // namespace

std::string_view breedName(int breed) {
    return kBreedNames[static_cast<std::size_t>(breed)];
}
std::string breedWord(int breed) {
    return text::say("kennel", kBreedNames[static_cast<std::size_t>(breed)].data());
}
std::string_view breedId(int breed) {
    return kBreedIds[static_cast<std::size_t>(breed)];
}
std::string_view breedShort(int breed) {
    return kBreedShort[static_cast<std::size_t>(breed)];
}
int breedFromId(std::string_view id) {
    for (int b = 0; b < kBreeds; ++b)
        if (kBreedIds[static_cast<std::size_t>(b)] == id) return b;
    return -1;
}
bool breedInGame(int breed, int players) {
    if (players <= 3 && (breed == Dalmatian || breed == Beagle)) return false;
    if (players <= 2 && (breed == BorderCollie || breed == Yorkshire)) return false;
    return true;
}

const std::array<Node, kNodes>& nodes() {
    return kNodeTable;
}
const std::array<std::array<std::uint8_t, 2>, kRoads>& roads() {
    return kRoadTable;
}
const Graph& roadGraph() {
    static const Graph graph = [] {
        Graph g(kNodes);
        for (const auto& r : kRoadTable)
            g.addEdge(r[0], r[1], 0);
        return g;
    }();
    return graph;
}
int spaceReward(int space) {
    return kNodeTable[static_cast<std::size_t>(nodeOfSpace(space))].reward;
}

int cardCopies(int kind, int players) {
    if (isResourceCard(kind)) {
        const int amount = cardAmount(kind);
        if (amount == 3) return players == 2 ? 0 : 1;
        return 2;
    }
    switch (kind) {
    case ReceiveDogCard:
        return 3;
    case TrainedDogCard:
        return 3;
    case AwardDogCard:
        return 2;
    case VetCard:
        return 2;
    case DogSwapCard:
        return 2;
    case DiscountCard:
        return 2;
    case HelperCard:
        return 3;
    case FreeEntryCard:
        return 3;
    default:
        return 0;
    }
}

std::string_view resourceName(Resource r) {
    switch (r) {
    case Resource::Food:
        return DOGTABLE_WORD("kennel", "food");
    case Resource::Medicine:
        return DOGTABLE_WORD("kennel", "medicine");
    case Resource::Gas:
        return DOGTABLE_WORD("kennel", "gas");
    case Resource::Coins:
        return DOGTABLE_WORD("kennel", "coins");
    }
    return "?";
}
std::string resourceWord(Resource r) {
    return text::say("kennel", resourceName(r).data());
}

namespace {
constexpr std::array<std::string_view, kCardKinds> kCardNames{DOGTABLE_WORD("kennel", "1 Food"),
                                                              DOGTABLE_WORD("kennel", "2 Food"),
                                                              DOGTABLE_WORD("kennel", "3 Food"),
                                                              DOGTABLE_WORD("kennel", "1 Medicine"),
                                                              DOGTABLE_WORD("kennel", "2 Medicine"),
                                                              DOGTABLE_WORD("kennel", "3 Medicine"),
                                                              DOGTABLE_WORD("kennel", "1 Gas"),
                                                              DOGTABLE_WORD("kennel", "2 Gas"),
                                                              DOGTABLE_WORD("kennel", "3 Gas"),
                                                              DOGTABLE_WORD("kennel", "1 Coin"),
                                                              DOGTABLE_WORD("kennel", "2 Coins"),
                                                              DOGTABLE_WORD("kennel", "3 Coins"),
                                                              DOGTABLE_WORD("kennel", "Receive 1 Dog"),
                                                              DOGTABLE_WORD("kennel", "Trained Dog"),
                                                              DOGTABLE_WORD("kennel", "Award-winning Dog"),
                                                              DOGTABLE_WORD("kennel", "Vet"),
                                                              DOGTABLE_WORD("kennel", "Dog Swap"),
                                                              DOGTABLE_WORD("kennel", "Discount"),
                                                              DOGTABLE_WORD("kennel", "Helper"),
                                                              DOGTABLE_WORD("kennel", "Free Entry")};
constexpr std::array<std::string_view, kBoxes> kBoxNames{
    DOGTABLE_WORD("kennel", "City Hall"), DOGTABLE_WORD("kennel", "Warehouse"),
    DOGTABLE_WORD("kennel", "Pet Shop"), DOGTABLE_WORD("kennel", "Vet"), DOGTABLE_WORD("kennel", "Dog Fair")};
} // namespace

std::string_view cardName(int kind) {
    return kCardNames[static_cast<std::size_t>(kind)];
}
std::string cardWord(int kind) {
    return text::say("kennel", kCardNames[static_cast<std::size_t>(kind)].data());
}

std::string cardHelp(int kind) {
    using text::say;
    if (isResourceCard(kind))
        return say("kennel", "Resource card: take the tokens shown as soon as you take the card.");
    switch (kind) {
    case ReceiveDogCard:
        return say(
            "kennel",
            "Phase 1, before your truck is home: draw a random dog from the city or country supply onto "
            "your truck.");
    case TrainedDogCard:
        return say("kennel", "Dog Fair: one sale pays 1 extra coin.");
    case AwardDogCard:
        return say("kennel", "Dog Fair: one sale pays 2 extra coins.");
    case VetCard:
        return say(
            "kennel",
            "Phase 1 unloading: the sick dogs your truck brought home go straight into pens, healthy.");
    case DogSwapCard:
        return say("kennel", "Phase 1, on your turn before driving: swap two dog tokens on the map.");
    case DiscountCard:
        return say("kennel", "City Hall: building your next pen costs 1 coin instead of 2.");
    case HelperCard:
        return say("kennel", "Phase 3: pays your helper's salary (or the rehire fee) instead of a coin.");
    case FreeEntryCard:
        return say("kennel",
                   "Phase 2: place a worker on a full action box and do its action, taking no card.");
    default:
        return {};
    }
}

std::string_view boxName(int box) {
    return kBoxNames[static_cast<std::size_t>(box)];
}
std::string boxWord(int box) {
    return text::say("kennel", kBoxNames[static_cast<std::size_t>(box)].data());
}

std::string boxHelp(int box) {
    using text::say;
    switch (box) {
    case CityHall:
        return say("kennel",
                   "Pay 2 coins (1 with Discount) to build your next additional pen (2 pt, then 3 pt, then 5 "
                   "pt).");
    case Warehouse:
        return say("kennel",
                   "Exchange up to 2 tokens of food, medicine or gas with the supply, one for one.");
    case PetShop:
        return say("kennel", "Each coin buys 2 tokens of food and/or medicine.");
    case VetClinic:
        return say("kennel",
                   "Each medicine cures one infirmary dog, which moves into a free legal pen spot.");
    case DogFair:
        return say(
            "kennel",
            "One deal: sell a dog of a breed on the fair card (2 coins), buy a dog (10 minus pool size, "
            "at least 1), or trade one for one.");
    default:
        return {};
    }
}

const std::array<std::array<std::uint8_t, 3>, kFairCards>& fairCards() {
    return kFairTable;
}

} // namespace dogtable::games::kennel
