// Dog Lover: every card as data (shared/rules/dog-lover.md §1). Card ids are small integers so the
// state stays a compact value type; identical copies share one id (a draw is weighted by copies).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace dogtable::games::doglover {

using CardId = std::uint8_t;
inline constexpr CardId kNoCard = 0xFF;

enum class CardType : std::uint8_t {
    Dog,
    Food,
    Adoption,
    Walk,
    Training,
    Bone,
    Toy,
    Trait,
    Rescue,
    Fetch,
    EndGame
};
enum class Size : std::uint8_t { Small, Medium, Big, None };
/// Food token kinds; the first three are also the food-cost kinds of dogs.
enum FoodKind : std::uint8_t { Scraps = 0, Dry = 1, Wet = 2, Treat = 3 };
inline constexpr int kFoodKinds = 4;

// ----- card ids -----
inline constexpr CardId kFirstDog = 0; // D01..D24 = 0..23
inline constexpr int kRegularDogs = 24;
inline constexpr CardId kFirstFood = 24; // F1..F7 = 24..30
inline constexpr int kFoodCards = 7;
inline constexpr CardId kAdoption = 31;
inline constexpr CardId kWalk = 32;
inline constexpr CardId kTraining = 33;
inline constexpr CardId kBone = 34;
inline constexpr CardId kFirstToy = 35; // ball, frisbee, leash, chew toy, dog house = 35..39
inline constexpr int kToyKinds = 5;
inline constexpr CardId kBall = 35, kFrisbee = 36, kLeash = 37, kChewToy = 38, kDogHouse = 39;
inline constexpr CardId kFirstTrait = 40; // TR1..TR9 = 40..48
inline constexpr int kTraits = 9;
inline constexpr CardId kLobuziak = 40, kNajlepszy = 41, kArystokrata = 42, kZlodziejaszek = 43,
                        kPupilek = 44, kUrwis = 45, kPrzewodnik = 46, kMorus = 47, kUciekinier = 48;
inline constexpr CardId kFirstRescue = 49; // R01..R15 = 49..63
inline constexpr int kRescues = 15;
inline constexpr CardId kDino = 49, kTina = 50, kPimpek = 51, kSpeedy = 52, kFedra = 53, kBiszkopt = 54,
                        kEdek = 55, kFoka = 56, kMajlo = 57, kZolza = 58, kBigos = 59, kMecus = 60,
                        kKrokiet = 61, kKolega = 62, kStatyw = 63;
inline constexpr CardId kFetchCard = 64;
inline constexpr CardId kEndGame = 65;
inline constexpr int kCardIds = 66;
/// Ids 0..39 plus the traits: the cards of the 120-card main deck.
inline constexpr int kDeckIds = kFirstTrait + kTraits; // 49

struct CardInfo {
    std::string_view name;    // canonical (Polish) name
    std::string_view english; // English working name
    CardType type;
    Size size = Size::None;               // dogs, rescue dogs, traits (required size)
    int vp = 0;                           // printed VP; -1 for a "?" rescue dog
    std::array<std::uint8_t, 3> cost{};   // food cost: scraps, dry, wet
    std::array<std::uint8_t, 3> copies{}; // copies marked 2+, 3+, 4+ (main-deck cards)
    FoodKind food = Scraps;               // food cards: the token kind
    int tokens = 0;                       // food cards: tokens given
    std::string_view text;                // the effect in our own words (tooltips, rules page)
};

const CardInfo& card(CardId id);
[[nodiscard]] constexpr bool isRegularDog(CardId id) {
    return id < kRegularDogs;
}
[[nodiscard]] constexpr bool isRescue(CardId id) {
    return id >= kFirstRescue && id < kFirstRescue + kRescues;
}
[[nodiscard]] constexpr bool isAnyDog(CardId id) {
    return isRegularDog(id) || isRescue(id);
}
[[nodiscard]] constexpr bool isFoodCard(CardId id) {
    return id >= kFirstFood && id < kFirstFood + kFoodCards;
}
[[nodiscard]] constexpr bool isToy(CardId id) {
    return id >= kFirstToy && id < kFirstToy + kToyKinds;
}
[[nodiscard]] constexpr bool isTrait(CardId id) {
    return id >= kFirstTrait && id < kFirstTrait + kTraits;
}
/// Copies of `id` in the main deck for `players` players (cards by player-count mark).
int copiesInDeck(CardId id, int players);
/// Copies of `id` in the box (all marks).
int copiesInBox(CardId id);
/// For a toy rescue dog (Dino, Tina, Pimpek, Speedy, Fedra): the toy that earns its +4; else kNoCard.
CardId rescueToy(CardId rescue);
/// Looks a card up by canonical or English name (case-insensitive for ASCII).
std::optional<CardId> cardByName(std::string_view name);
/// The name shown in logs and on the table: canonical for dogs and traits, English for the rest.
std::string_view displayName(CardId id);
std::string_view sizeName(Size s);
std::string_view foodName(FoodKind k);

// ----- the names in the player's language (the catalogue's "doglover" words) -----
/// The card's name as a player reads it: dogs and traits by the box's names, the rest translated
/// (in Polish the box's names: "Buda", "Sucha karma x2"); in English displayName(id).
std::string cardWord(CardId id);
/// cardWord with the soft hyphens its translation may carry (where a long name may break on a card).
std::string cardWordWithBreaks(CardId id);
/// The card's other name for its tooltip (English: the box's Polish name of a food or toy card, the
/// working name of a trait); "" when it is the same as cardWord (always in Polish).
std::string cardOtherName(CardId id);
/// The card's effect in our own words (CardInfo::text), translated.
std::string cardEffect(CardId id);
/// "a small dog": the phrase as the object of a sentence ("needs a small dog").
std::string sizeDog(Size s);
/// "scraps", "dry food", "wet food", "treat" (labels).
std::string foodWord(FoodKind k);
/// "a scraps token" (the object of a sentence).
std::string foodTokenA(FoodKind k);
/// "1 scraps token", "2 scraps tokens" (plural forms from the catalogue).
std::string foodTokens(FoodKind k, int n);

/// The bit of a trait in a 9-bit set of traits.
[[nodiscard]] constexpr std::uint16_t traitBit(CardId t) {
    return static_cast<std::uint16_t>(1U << (t - kFirstTrait));
}

// ----- tuck slots: the card kinds a dog can hold under it -----
inline constexpr int kTuckKinds = 16; // walk, training, bone, adoption, 5 toys, 7 food cards
int tuckSlot(CardId id);              // -1 if the card can never be tucked
CardId tuckCard(int slot);

// ----- hand slots: the card kinds a hand can hold -----
inline constexpr int kHandKinds = 8; // adoption, training, bone, 5 toys
int handSlot(CardId id);             // -1 if the card never goes to the hand
CardId handCard(int slot);

} // namespace dogtable::games::doglover
