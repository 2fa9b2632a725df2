// Registration of Dog Lover and the tableau scorer (shared/formats/tableau.md, section doglover).
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <vector>

#include "dogtable/core/tableau_input.h"

#include "doglover/rules/doglover_data.h"
#include "doglover/rules/doglover_state.h"
#include "dogtable/core/first_player.h"
#include "dogtable/core/text.h"

namespace dogtable::games::doglover {
namespace {

using nlohmann::json;
namespace tb = dogtable::tableau;

// ----- what the box holds, from the card table (cards.cpp) -----

/// Copies of a card in the box: the main deck's copies (all player-count marks); every shelter card is
/// unique.
int boxCopies(CardId id) {
    return isRescue(id) ? 1 : copiesInBox(id);
}

int foodCardsInBox() {
    int n = 0;
    for (int i = 0; i < kFoodCards; ++i)
        n += boxCopies(static_cast<CardId>(kFirstFood + i));
    return n;
}

/// The most tokens of one kind the box's food cards can give.
int tokensInBox(FoodKind k) {
    int n = 0;
    for (int i = 0; i < kFoodCards; ++i) {
        const auto id = static_cast<CardId>(kFirstFood + i);
        if (card(id).food == k) n += boxCopies(id) * card(id).tokens;
    }
    return n;
}

/// The fewest food cards that give at least `tokens` tokens of kind k (cards with more tokens first).
int cardsForTokens(FoodKind k, int tokens) {
    std::vector<int> perCard;
    for (int i = 0; i < kFoodCards; ++i) {
        const auto id = static_cast<CardId>(kFirstFood + i);
        if (card(id).food == k)
            for (int c = 0; c < boxCopies(id); ++c)
                perCard.push_back(card(id).tokens);
    }
    std::sort(perCard.rbegin(), perCard.rend());
    int cards = 0;
    for (int t : perCard) {
        if (tokens <= 0) break;
        tokens -= t;
        ++cards;
    }
    return cards;
}

constexpr std::array<std::string_view, kFoodKinds> kFoodKeys{"scraps", "dry", "wet", "treat"};

/// A limit of the file format, not of the box: the best feeding is found by trying every feedable set
/// of dogs (scoreArea), which takes about 0.3 s at 18 dogs with every token of the box and doubles with
/// each dog more. No real game comes near it (the whole 2-player deck holds 16 dogs).
constexpr std::size_t kMostDogsPerPlayer = 18;

// ----- reading -----

CardId toyByName(const std::string& name, const std::string& where) {
    const auto id = cardByName(name);
    if (!id || !isToy(*id))
        tb::refuse(fmt::format("{}: unknown toy {} (toys: piłka, frisbee, smycz, gryzak, buda)", where,
                               tb::echo(name)));
    return *id;
}

CardId tuckedByWord(const std::string& word, const std::string& where) {
    if (word == "walk") return kWalk;
    if (word == "training") return kTraining;
    if (word == "bone") return kBone;
    if (word == "adoption") return kAdoption;
    if (word == "food") return static_cast<CardId>(kFirstFood); // any food card counts the same when tucked
    if (word.rfind("toy:", 0) == 0) return toyByName(word.substr(4), where);
    tb::refuse(fmt::format("{}: unknown tucked card {} (walk, training, bone, adoption, food, toy:<kind>)",
                           where, tb::echo(word)));
}

/// A tucked card's kind in words, for messages.
std::string_view tuckWord(CardId c) {
    if (c == kWalk) return "walk";
    if (c == kTraining) return "training";
    if (c == kBone) return "bone";
    if (c == kAdoption) return "adoption";
    if (isToy(c)) return "toy";
    return "food";
}

/// The trait that lifts the limit for a kind of tucked card (Urwis lifts them all).
CardId traitFor(CardId c) {
    if (c == kWalk) return kPrzewodnik;
    if (c == kTraining) return kPupilek;
    if (c == kBone) return kMorus;
    if (c == kAdoption) return kArystokrata;
    if (isToy(c)) return kNajlepszy;
    return kZlodziejaszek;
}

struct DogEntry {
    CardId dog = kNoCard;
    CardId trait = kNoCard;
    std::vector<CardId> tucked; // in file order; "food" is one generic food card
};

struct PlayerEntry {
    std::string name;
    std::string who; // "player 2 (Ania)"
    std::array<int, kFoodKinds> tokens{};
    std::vector<DogEntry> dogs;
    std::array<int, kHandKinds> hand{};
};

int handCount(const json& hand, const char* key, const std::string& who, CardId c) {
    if (!hand.contains(key)) return 0;
    return tb::wholeNumber(hand.at(key), fmt::format("{}, hand, {}", who, key), 0, boxCopies(c),
                           fmt::format("the game has {} {} cards", boxCopies(c), card(c).english));
}

/// Checks a dog's tucked cards against its capacity (spec §4.8) with the game's own tucking rule
/// (canTuck): without a trait at most one walk, one training card and one toy, and no bones, food or
/// adoption cards; the matching trait (or Urwis) lifts the limit of its kind; under Łobuziak only cards
/// tucked before it was attached can be there, so the limits without a trait apply.
void checkCapacity(const DogEntry& d, const std::string& where) {
    std::array<int, kTuckKinds> count{};
    int foodCards = 0;
    for (CardId c : d.tucked) {
        if (isFoodCard(c))
            ++foodCards;
        else
            ++count[static_cast<std::size_t>(tuckSlot(c))];
    }
    for (int slot = 0; slot < kTuckKinds; ++slot) {
        const CardId c = tuckCard(slot);
        if (isFoodCard(c)) continue;
        const int n = count[static_cast<std::size_t>(slot)];
        if (n > boxCopies(c))
            tb::refuse(fmt::format("{}: {} {} cards tucked, the game has only {}", where, n, card(c).english,
                                   boxCopies(c)));
    }
    if (foodCards > foodCardsInBox())
        tb::refuse(fmt::format("{}: {} food cards tucked, the game has only {}", where, foodCards,
                               foodCardsInBox()));
    DogSlot slot;
    slot.card = d.dog;
    slot.trait = d.trait == kLobuziak ? kNoCard : d.trait;
    for (CardId c : d.tucked) {
        if (!canTuck(slot, c)) {
            const std::string_view kind = tuckWord(c);
            const std::string lobuziak =
                d.trait == kLobuziak ? fmt::format(" (under {} only cards tucked before it was attached)",
                                                   displayName(kLobuziak))
                                     : "";
            if (c == kWalk || c == kTraining || isToy(c))
                tb::refuse(
                    fmt::format("{}: too many {} cards tucked; without {} or {} a dog holds at most 1{}",
                                where, kind, displayName(traitFor(c)), displayName(kUrwis), lobuziak));
            tb::refuse(
                fmt::format("{}: a {} card cannot be tucked here; only a dog with {} or {} holds them{}",
                            where, kind, displayName(traitFor(c)), displayName(kUrwis), lobuziak));
        }
        ++slot.tucked[static_cast<std::size_t>(tuckSlot(c))];
    }
}

PlayerEntry readPlayer(const json& pj, int number) {
    tb::object(pj, fmt::format("player {}", number));
    PlayerEntry p;
    p.name = tb::playerName(pj, number);
    p.who = tb::playerPlace(number, p.name);
    tb::onlyKeys(pj, p.who, {"name", "food", "dogs", "hand"});
    if (pj.contains("food")) {
        const json& f = tb::object(pj.at("food"), p.who + ", food");
        tb::onlyKeys(f, p.who + ", food", {"scraps", "dry", "wet", "treat"});
        for (int k = 0; k < kFoodKinds; ++k) {
            const auto key = kFoodKeys[static_cast<std::size_t>(k)];
            if (!f.contains(key)) continue;
            const int most = tokensInBox(static_cast<FoodKind>(k));
            p.tokens[static_cast<std::size_t>(k)] =
                tb::wholeNumber(f.at(key), fmt::format("{}, food, {}", p.who, key), 0, most,
                                fmt::format("the food cards give at most {} {} tokens", most, key));
        }
    }
    if (pj.contains("dogs")) {
        const json& dogs = tb::list(pj.at("dogs"), p.who + ", dogs");
        if (dogs.size() > kMostDogsPerPlayer)
            tb::refuse(fmt::format(
                "{}: {} dogs; a tableau lists at most {} dogs per player (a limit of this file format)",
                p.who, dogs.size(), kMostDogsPerPlayer));
        for (std::size_t i = 0; i < dogs.size(); ++i) {
            const std::string at = fmt::format("{}, dog {}", p.who, i + 1);
            const json& dj = tb::object(dogs[i], at);
            tb::onlyKeys(dj, at, {"dog", "trait", "tucked"});
            if (!dj.contains("dog")) tb::refuse(fmt::format("{}: 'dog' (the dog's name) is missing", at));
            const std::string dogName = tb::text(dj.at("dog"), at + ", dog");
            const auto dogId = cardByName(dogName);
            if (!dogId || !isAnyDog(*dogId))
                tb::refuse(fmt::format("{}: unknown dog {}", at, tb::echo(dogName)));
            DogEntry d;
            d.dog = *dogId;
            const std::string where = fmt::format("{}, {}", p.who, displayName(d.dog));
            if (dj.contains("trait")) {
                const std::string traitName = tb::text(dj.at("trait"), where + ", trait");
                const auto t = cardByName(traitName);
                if (!t || !isTrait(*t))
                    tb::refuse(fmt::format("{}: unknown trait {}", where, tb::echo(traitName)));
                DogSlot probe;
                probe.card = d.dog;
                if (!canAttach(probe, *t))
                    tb::refuse(fmt::format("{}: {} needs a {} dog, {} is {}", where, displayName(*t),
                                           sizeName(card(*t).size), displayName(d.dog),
                                           sizeName(card(d.dog).size)));
                d.trait = *t;
            }
            if (dj.contains("tucked")) {
                const json& tucked = tb::list(dj.at("tucked"), where + ", tucked");
                for (const json& w : tucked)
                    d.tucked.push_back(tuckedByWord(tb::text(w, where + ", tucked"), where));
                checkCapacity(d, where);
            }
            p.dogs.push_back(std::move(d));
        }
    }
    if (pj.contains("hand")) {
        const json& h = tb::object(pj.at("hand"), p.who + ", hand");
        tb::onlyKeys(h, p.who + ", hand", {"bone", "training", "adoption", "toys"});
        p.hand[static_cast<std::size_t>(handSlot(kBone))] = handCount(h, "bone", p.who, kBone);
        p.hand[static_cast<std::size_t>(handSlot(kTraining))] = handCount(h, "training", p.who, kTraining);
        p.hand[static_cast<std::size_t>(handSlot(kAdoption))] = handCount(h, "adoption", p.who, kAdoption);
        if (h.contains("toys"))
            for (const json& t : tb::list(h.at("toys"), p.who + ", hand, toys")) {
                const CardId toy = toyByName(tb::text(t, p.who + ", hand, toys"), p.who + ", hand");
                if (++p.hand[static_cast<std::size_t>(handSlot(toy))] > boxCopies(toy))
                    tb::refuse(fmt::format("{}, hand: more than {} {} cards, the game has {}", p.who,
                                           boxCopies(toy), displayName(toy), boxCopies(toy)));
            }
    }
    return p;
}

/// The checks across the whole table: every card and token at most as often as the box has it.
void checkTable(const std::vector<PlayerEntry>& players) {
    std::array<int, kCardIds> cards{}; // dogs, traits, walks, training, bones, adoption, toys (hand + tucked)
    std::array<int, kCardIds> firstOwner{}; // 1-based player number of the first holder, for messages
    std::array<int, kFoodKinds> tokens{};
    int tuckedFood = 0, rescued = 0;
    const bool several = players.size() > 1;
    const std::string everyone = several ? "the players hold" : "the player holds";
    for (std::size_t pi = 0; pi < players.size(); ++pi) {
        const PlayerEntry& p = players[pi];
        auto add = [&](CardId c, int n, bool unique) {
            const auto i = static_cast<std::size_t>(c);
            if (unique && cards[i] + n > boxCopies(c)) {
                if (firstOwner[i] == static_cast<int>(pi) + 1)
                    tb::refuse(fmt::format("{}: {} is listed twice; the game has one {} card", p.who,
                                           displayName(c), displayName(c)));
                tb::refuse(fmt::format(
                    "{}: {} is also listed for {}; the game has one {} card", p.who, displayName(c),
                    players[static_cast<std::size_t>(firstOwner[i] - 1)].who, displayName(c)));
            }
            if (cards[i] == 0 && n > 0) firstOwner[i] = static_cast<int>(pi) + 1;
            cards[i] += n;
        };
        for (const DogEntry& d : p.dogs) {
            add(d.dog, 1, true);
            if (isRescue(d.dog)) ++rescued;
            if (d.trait != kNoCard) add(d.trait, 1, true);
            for (CardId c : d.tucked) {
                if (isFoodCard(c))
                    ++tuckedFood;
                else
                    add(c, 1, false);
            }
        }
        for (int slot = 0; slot < kHandKinds; ++slot)
            add(handCard(slot), p.hand[static_cast<std::size_t>(slot)], false);
        for (int k = 0; k < kFoodKinds; ++k)
            tokens[static_cast<std::size_t>(k)] += p.tokens[static_cast<std::size_t>(k)];
    }
    for (CardId c : {kWalk, kTraining, kBone, kBall, kFrisbee, kLeash, kChewToy, kDogHouse}) {
        const int n = cards[static_cast<std::size_t>(c)];
        if (n > boxCopies(c))
            tb::refuse(fmt::format("{} {} {} cards (in hand and tucked), the game has only {}", everyone, n,
                                   card(c).english, boxCopies(c)));
    }
    // Every shelter dog was rescued with 2 adoption cards, which were discarded.
    const int adoption = cards[kAdoption];
    if (adoption + 2 * rescued > boxCopies(kAdoption))
        tb::refuse(fmt::format("{} {} adoption cards and {} shelter dogs (each rescued with 2 adoption "
                               "cards); the game has only {} "
                               "adoption cards",
                               everyone, adoption, rescued, boxCopies(kAdoption)));
    int foodCards = tuckedFood;
    for (int k = 0; k < kFoodKinds; ++k) {
        const auto kind = static_cast<FoodKind>(k);
        const int n = tokens[static_cast<std::size_t>(k)];
        if (n > tokensInBox(kind))
            tb::refuse(fmt::format("{} {} {} tokens, the food cards give at most {}", everyone, n,
                                   kFoodKeys[static_cast<std::size_t>(k)], tokensInBox(kind)));
        foodCards += cardsForTokens(kind, n);
    }
    if (foodCards > foodCardsInBox())
        tb::refuse(fmt::format(
            "{} {} food cards tucked and tokens that need at least {} more food cards; the game has only {}",
            everyone, tuckedFood, foodCards - tuckedFood, foodCardsInBox()));
}

Area toArea(const PlayerEntry& p) {
    Area a;
    for (int k = 0; k < kFoodKinds; ++k)
        a.tokens[static_cast<std::size_t>(k)] =
            static_cast<std::uint8_t>(p.tokens[static_cast<std::size_t>(k)]);
    for (int s = 0; s < kHandKinds; ++s)
        a.hand[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(p.hand[static_cast<std::size_t>(s)]);
    for (const DogEntry& d : p.dogs) {
        a.addDog(d.dog);
        DogSlot& slot = a.dogs[static_cast<std::size_t>(a.dogCount - 1)];
        slot.trait = d.trait;
        for (CardId c : d.tucked)
            ++slot.tucked[static_cast<std::size_t>(tuckSlot(c))];
    }
    return a;
}

ScoreSheet readTableau(std::string_view text) {
    const json root = tb::parse(text);
    tb::object(root, "the tableau");
    tb::onlyKeys(root, "the tableau", {"game", "players"});
    if (!root.contains("game") || !root.at("game").is_string() ||
        root.at("game").get<std::string>() != "doglover")
        tb::refuse("not a doglover tableau ('game' must be \"doglover\")");
    if (!root.contains("players")) tb::refuse("'players' must list 1 to 4 players");
    const json& players = tb::list(root.at("players"), "players");
    if (players.empty() || players.size() > 4) tb::refuse("'players' must list 1 to 4 players");
    std::vector<PlayerEntry> entries;
    for (std::size_t i = 0; i < players.size(); ++i)
        entries.push_back(readPlayer(players[i], static_cast<int>(i) + 1));
    checkTable(entries);
    // Every count now lies within the box (all far below 256): the narrow counters of Area cannot wrap.
    std::vector<std::string> names;
    std::vector<Area> areas;
    for (const PlayerEntry& p : entries) {
        names.push_back(p.name);
        areas.push_back(toArea(p));
    }
    return scoreSheetOf(names, areas);
}

} // namespace

Expected<ScoreSheet> scoreTableau(std::string_view text) {
    return tb::scoreOrRefuse(readTableau, text);
}

void registerRules(GameRegistry& registry) {
    GameInfo info = gameInfo<DogLoverState>(
        "doglover", DOGTABLE_WORD("doglover", "Dog Lover"),
        DOGTABLE_WORD("doglover",
                      "Draft cards from a 3×3 grid with dog tricks; feed, walk and train your dogs."),
        2, 4);
    info.variants.push_back(
        {"special_tricks",
         DOGTABLE_WORD("doglover", "Special starting tricks"),
         {"0", "1"},
         "0",
         DOGTABLE_WORD("doglover", "Each player starts with a different special trick instead of Sit.")});
    info.variants.push_back(firstPlayerVariant(
        4, DOGTABLE_WORD(
               "doglover",
               "Who takes the first turn: the box says the greatest dog lover, or a random player. The "
               "player on the first player's right places the watch dog, holds Fetch and takes the last "
               "turn of each round.")));
    VariantSpec finalRefill{
        "final_refill",
        DOGTABLE_WORD("doglover", "Refill after the last turn"),
        {"0", "1"},
        "0",
        DOGTABLE_WORD("doglover",
                      "1: the grid is refilled once more after the last turn, as in games saved before "
                      "the game ended with the last turn (those cards play no part).")};
    finalRefill.legacyValue = "1";
    finalRefill.hidden = true;
    info.variants.push_back(finalRefill);
    info.hidesInformation = true;
    info.validate = [](const Setup& s) -> std::string {
        if (s.players < 2 || s.players > 4) return text::say("doglover", "Dog Lover is for 2 to 4 players");
        return checkFirstPlayer(s);
    };
    info.scoreTableau = &scoreTableau;
    info.data = dataSpec();
    registry.add(std::move(info));
}

} // namespace dogtable::games::doglover
