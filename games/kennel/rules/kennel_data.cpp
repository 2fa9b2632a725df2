#include "kennel/rules/kennel_data.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <map>

#include "dogtable/core/component_reader.h"
#include "dogtable/core/tableau_input.h"
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

int cardCopies(int kind, int players) {
    // The 2-player game removes the resource cards showing 3 units (the rulebook); the copies are data.
    if (players == 2 && isResourceCard(kind) && cardAmount(kind) == 3) return 0;
    return tables().cards[static_cast<std::size_t>(kind)];
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

// ----- the map, the token mix and the Dog Fair cards from component data -----

namespace {

using nlohmann::json;
using tableau::echo;
using tableau::refuse;

constexpr std::size_t kMaxIdChars = 8;
constexpr std::array<std::string_view, 3> kMarkKeys{"plain", "sick", "lost"};

std::string_view areaKey(Area a) {
    return a == Area::City ? "city" : "country";
}

// Checks the file (every entry, in the built-in file's order) and fills the tables; the first problem
// is refused with one line naming the entry.
class Reader : data::EntryReader {
public:
    Reader(Tables& out, std::string_view where) : EntryReader(where), m_out(out) {}

    void read(const json& doc) {
        tableau::onlyKeys(
            doc, m_where,
            {"format", "game", "version", "note", "places", "routes", "tokens", "fair_cards", "cards"});
        const json& places = section(doc, "places");
        if (places.size() < static_cast<std::size_t>(kSpaces + 1) ||
            places.size() > static_cast<std::size_t>(kMaxNodes))
            refuse(fmt::format("{}: \"places\" lists {} entries; the map has the centre, {} footprint spaces "
                               "and 0 to {} junctions",
                               m_where, places.size(), kSpaces, kMaxJunctions));
        for (std::size_t i = 0; i < places.size(); ++i)
            readPlace(places[i], static_cast<int>(i));
        const json& routes = section(doc, "routes");
        if (routes.empty() || routes.size() > static_cast<std::size_t>(kMaxRoads))
            refuse(fmt::format("{}: \"routes\" lists {} entries; the map has 1 to {}", m_where, routes.size(),
                               kMaxRoads));
        for (std::size_t i = 0; i < routes.size(); ++i)
            readRoute(routes[i], static_cast<int>(i) + 1);
        checkConnected();
        const json& tokens = section(doc, "tokens");
        if (tokens.size() != static_cast<std::size_t>(kBreeds))
            refuse(fmt::format("{}: \"tokens\" lists {} entries; the game has {} breeds", m_where,
                               tokens.size(), kBreeds));
        for (int b = 0; b < kBreeds; ++b)
            readTokens(tokens[static_cast<std::size_t>(b)], b);
        checkLostForTwoPlayers();
        const json& fair = section(doc, "fair_cards");
        if (fair.size() != static_cast<std::size_t>(kFairCards))
            refuse(fmt::format("{}: \"fair_cards\" lists {} entries; the game has {} Dog Fair cards", m_where,
                               fair.size(), kFairCards));
        for (int c = 0; c < kFairCards; ++c)
            readFairCard(fair[static_cast<std::size_t>(c)], c);
        const json& cards = section(doc, "cards");
        if (cards.size() != static_cast<std::size_t>(kCardKinds))
            refuse(fmt::format("{}: \"cards\" lists {} entries; the game has {} card kinds", m_where,
                               cards.size(), kCardKinds));
        for (int k = 0; k < kCardKinds; ++k)
            readCards(cards[static_cast<std::size_t>(k)], k);
        checkDeck();
        m_out.graph = Graph(static_cast<int>(m_out.nodes.size()));
        for (const auto& r : m_out.roads)
            m_out.graph.addEdge(r[0], r[1], 0);
    }

private:
    const json& section(const json& doc, const char* key) const {
        if (!doc.contains(key)) refuse(fmt::format("{}: the section \"{}\" is missing", m_where, key));
        const json& s = doc.at(key);
        if (!s.is_array()) refuse(fmt::format("{}: \"{}\" must be a list", m_where, key));
        return s;
    }

    // The documentation keys every entry may carry.

    void readPlace(const json& e, int index) {
        m_entry = fmt::format("{}: places {}", m_where, index + 1);
        if (!e.is_object()) fail("", "expected an object");
        if (e.contains("id") && e["id"].is_string())
            m_entry = fmt::format("{}: places {} {}", m_where, index + 1, echo(e["id"].get<std::string>()));
        tableau::onlyKeys(e, m_entry,
                          {"id", "kind", "area", "x", "y", "reward", "reconstructed", "what", "note"});
        documentation(e);
        Node n{};
        n.id = placeId(e, index);
        const std::string_view wanted = index == kCentre   ? "centre"
                                        : index <= kSpaces ? "footprint"
                                                           : "junction";
        const std::string kind = tableau::text(need(e, "kind"), m_entry + ": kind");
        if (kind != "centre" && kind != "footprint" && kind != "junction")
            fail("kind", fmt::format("{} is not centre, footprint or junction", echo(kind)));
        if (kind != wanted)
            fail("kind",
                 fmt::format("{} where the map needs a {} (the centre, 8 city and 8 country footprint "
                             "spaces, then junctions)",
                             echo(kind), wanted));
        n.kind = index == kCentre   ? NodeKind::Centre
                 : index <= kSpaces ? NodeKind::Footprint
                                    : NodeKind::Junction;
        n.area = Area::City;
        if (n.kind == NodeKind::Centre) {
            if (e.contains("area")) fail("area", "the centre belongs to neither area");
        } else {
            const std::string area = tableau::text(need(e, "area"), m_entry + ": area");
            if (area != "city" && area != "country")
                fail("area", fmt::format("{} is not city or country", echo(area)));
            n.area = area == "city" ? Area::City : Area::Country;
            if (n.kind == NodeKind::Footprint) {
                const Area expected = spaceArea(spaceOfNode(index));
                if (n.area != expected)
                    fail("area", fmt::format("places 2 to 9 are the city's footprint spaces, 10 to 17 the "
                                             "country's; this one is in the {}",
                                             areaKey(expected)));
            }
        }
        n.x = tableau::wholeNumber(need(e, "x"), m_entry + ": x", 0, kMapWidth);
        n.y = tableau::wholeNumber(need(e, "y"), m_entry + ": y", 0, kMapHeight);
        n.reward = 0;
        if (n.kind == NodeKind::Footprint)
            n.reward = tableau::wholeNumber(need(e, "reward"), m_entry + ": reward", 1, 4,
                                            "a lost dog's reward is 1 to 4 coins");
        else if (e.contains("reward"))
            fail("reward", "only a footprint space pays a reward");
        m_out.nodes.push_back(n);
    }

    std::string_view placeId(const json& e, int index) {
        const std::string s = tableau::text(need(e, "id"), m_entry + ": id");
        if (s.empty() || s.size() > kMaxIdChars)
            fail("id", fmt::format("an id has 1 to {} characters", kMaxIdChars));
        for (unsigned char c : s)
            if (!std::isalnum(c) && c != '_' && c != '-')
                fail("id", "an id has only letters A-Z, digits, _ and -");
        const auto [it, fresh] = m_ids.emplace(s, index);
        if (!fresh) fail("id", fmt::format("{} is already the id of places {}", echo(s), it->second + 1));
        m_out.strings.push_back(s);
        return m_out.strings.back();
    }

    int placeIndex(const json& e, const char* key) const {
        const std::string id = tableau::text(need(e, key), m_entry + ": " + key);
        const auto it = m_ids.find(id);
        if (it == m_ids.end()) fail(key, fmt::format("{} is not a place", echo(id)));
        return it->second;
    }

    void readRoute(const json& e, int number) {
        m_entry = fmt::format("{}: routes {}", m_where, number);
        if (!e.is_object()) fail("", "expected an object");
        if (e.contains("from") && e["from"].is_string() && e.contains("to") && e["to"].is_string())
            m_entry = fmt::format("{}: routes {} ({}-{})", m_where, number,
                                  echo(e["from"].get<std::string>()), echo(e["to"].get<std::string>()));
        tableau::onlyKeys(e, m_entry, {"from", "to", "reconstructed", "what", "note"});
        documentation(e);
        const int a = placeIndex(e, "from");
        const int b = placeIndex(e, "to");
        if (a == b) fail("", "a route joins two different places");
        const auto key = std::minmax(a, b);
        const auto [it, fresh] = m_routes.emplace(key, number);
        if (!fresh) fail("", fmt::format("the same route as routes {}", it->second));
        m_out.roads.push_back(Road{static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)});
    }

    // Every place can be reached from the centre (a truck must reach every footprint space, and a
    // junction nobody reaches is a mistake in the file).
    void checkConnected() {
        const std::size_t n = m_out.nodes.size();
        std::vector<bool> reached(n, false);
        std::vector<int> todo{kCentre};
        reached[kCentre] = true;
        while (!todo.empty()) {
            const int at = todo.back();
            todo.pop_back();
            for (const auto& r : m_out.roads)
                for (int k = 0; k < 2; ++k)
                    if (r[static_cast<std::size_t>(k)] == at &&
                        !reached[r[static_cast<std::size_t>(1 - k)]]) {
                        reached[r[static_cast<std::size_t>(1 - k)]] = true;
                        todo.push_back(r[static_cast<std::size_t>(1 - k)]);
                    }
        }
        for (std::size_t i = 0; i < n; ++i)
            if (!reached[i]) {
                m_entry = fmt::format("{}: places {} {}", m_where, i + 1, echo(m_out.nodes[i].id));
                fail("", fmt::format("no route leads there from the centre {} (the map must be connected)",
                                     echo(m_out.nodes[kCentre].id)));
            }
    }

    void readTokens(const json& e, int breed) {
        const std::string_view expected = breedId(breed);
        m_entry = fmt::format("{}: tokens {} '{}'", m_where, breed + 1, expected);
        if (!e.is_object()) fail("", "expected an object");
        tableau::onlyKeys(e, m_entry, {"breed", "plain", "sick", "lost", "reconstructed", "what", "note"});
        documentation(e);
        const std::string got = tableau::text(need(e, "breed"), m_entry + ": breed");
        if (got != expected)
            fail("breed",
                 fmt::format("{} is not the expected '{}' (entries keep the order of the built-in file)",
                             echo(got), expected));
        int sum = 0;
        for (std::size_t m = 0; m < kMarkKeys.size(); ++m) {
            const std::string key(kMarkKeys[m]);
            const int n =
                tableau::wholeNumber(need(e, key.c_str()), m_entry + ": " + key, 0, kTokensPerBreed);
            m_out.tokens[static_cast<std::size_t>(breed)][m] = static_cast<std::uint8_t>(n);
            sum += n;
        }
        if (sum != kTokensPerBreed)
            fail("", fmt::format("plain, sick and lost make {} tokens; every breed has {}", sum,
                                 kTokensPerBreed));
    }

    // The 2-player setup removes one lost city dog and one lost country dog (from the breeds in play).
    void checkLostForTwoPlayers() const {
        for (Area a : {Area::City, Area::Country}) {
            int lost = 0;
            for (int b = 0; b < kBreeds; ++b)
                if (areaOf(b) == a && breedInGame(b, 2))
                    lost += m_out.tokens[static_cast<std::size_t>(b)][static_cast<std::size_t>(Mark::Lost)];
            if (lost == 0)
                refuse(fmt::format(
                    "{}: tokens: no {} breed of the 2-player game has a lost token, and its setup "
                    "removes one",
                    m_where, areaKey(a)));
        }
    }

    void readFairCard(const json& e, int card) {
        const std::string expectedId = fmt::format("F{}", card + 1);
        m_entry = fmt::format("{}: fair_cards {}", m_where, expectedId);
        if (!e.is_object()) fail("", "expected an object");
        tableau::onlyKeys(e, m_entry, {"id", "breeds", "reconstructed", "what", "note"});
        documentation(e);
        const std::string got = tableau::text(need(e, "id"), m_entry + ": id");
        if (got != expectedId)
            fail("id", fmt::format("{} is not the expected {} (entries keep the order of the built-in file)",
                                   echo(got), expectedId));
        const json& breeds = need(e, "breeds");
        if (!breeds.is_array() || breeds.size() != 3)
            fail("breeds", "a Dog Fair card shows a list of 3 breeds");
        FairCard& c = m_out.fairCards[static_cast<std::size_t>(card)];
        for (std::size_t k = 0; k < 3; ++k) {
            const std::string where = fmt::format("{}: breeds {}", m_entry, k + 1);
            const std::string id = tableau::text(breeds[k], where);
            const int b = breedFromId(id);
            if (b < 0)
                refuse(fmt::format("{}: {} is not a breed (beagle, mutt, ... st_bernard)", where, echo(id)));
            for (std::size_t j = 0; j < k; ++j)
                if (c[j] == b) refuse(fmt::format("{}: {} is on the card twice", where, echo(id)));
            c[k] = static_cast<std::uint8_t>(b);
        }
    }

    void readCards(const json& e, int kind) {
        const std::string_view expected = cardName(kind);
        m_entry = fmt::format("{}: cards {} '{}'", m_where, kind + 1, expected);
        if (!e.is_object()) fail("", "expected an object");
        tableau::onlyKeys(e, m_entry, {"id", "copies", "reconstructed", "what", "note"});
        checkId(e, expected);
        m_out.cards[static_cast<std::size_t>(kind)] = static_cast<std::uint8_t>(
            tableau::wholeNumber(need(e, "copies"), m_entry + ": copies", 0, kMaxCardCopies,
                                 fmt::format("a kind has 0 to {} copies", kMaxCardCopies)));
    }

    // The rulebook's deck: 20 resource cards, 4 of them showing 3 units (the 2-player game removes
    // those), and 20 special cards.
    void checkDeck() const {
        int resource = 0, threes = 0, special = 0;
        for (int k = 0; k < kCardKinds; ++k) {
            const int n = m_out.cards[static_cast<std::size_t>(k)];
            if (!isResourceCard(k))
                special += n;
            else {
                resource += n;
                if (cardAmount(k) == 3) threes += n;
            }
        }
        if (resource != kResourceCards || threes != kThreeUnitCards || special != kSpecialCards)
            refuse(fmt::format("{}: cards: {} resource cards ({} of them showing 3 units) and {} special "
                               "cards; the deck has {} ({} showing 3 units) and {}",
                               m_where, resource, threes, special, kResourceCards, kThreeUnitCards,
                               kSpecialCards));
    }

    Tables& m_out;
    std::map<std::string, int> m_ids;
    std::map<std::pair<int, int>, int> m_routes;
};

} // namespace

std::string readTables(const json& doc, std::string_view where, Tables& out) {
    return data::readWith<Reader>(doc, where, out);
}

DOGTABLE_COMPONENT_TABLES("kennel")

} // namespace dogtable::games::kennel
