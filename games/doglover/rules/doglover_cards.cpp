#include "doglover/rules/doglover_cards.h"

#include <cctype>

#include "dogtable/core/text.h"

namespace dogtable::games::doglover {
namespace {

using T = CardType;
using S = Size;

constexpr std::array<std::uint8_t, 3> c(int s, int d, int w) {
    return {static_cast<std::uint8_t>(s), static_cast<std::uint8_t>(d), static_cast<std::uint8_t>(w)};
}
constexpr std::array<std::uint8_t, 3> m(int a, int b, int d) {
    return c(a, b, d);
}

// The dog text is shared by every regular dog.
constexpr std::string_view kDogText =
    DOGTABLE_WORD("doglover", "A dog for your area. Feed it by the end of the game or it costs 2 VP.");

const std::array<CardInfo, kCardIds> kCards = {{
    // ----- regular dogs D01..D24 (§1.4) -----
    {"Leia", "Leia", T::Dog, S::Small, 3, c(0, 0, 1), m(1, 0, 0), Scraps, 0, kDogText},
    {"Molly", "Molly", T::Dog, S::Small, 2, c(0, 1, 0), m(1, 0, 0), Scraps, 0, kDogText},
    {"Pestka", "Pestka", T::Dog, S::Small, 1, c(1, 0, 0), m(1, 0, 0), Scraps, 0, kDogText},
    {"Figa", "Figa", T::Dog, S::Small, 2, c(2, 0, 0), m(1, 0, 0), Scraps, 0, kDogText},
    {"Tofik", "Tofik", T::Dog, S::Small, 3, c(1, 1, 0), m(1, 0, 0), Scraps, 0, kDogText},
    {"Kropka", "Kropka", T::Dog, S::Small, 4, c(0, 2, 0), m(1, 0, 0), Scraps, 0, kDogText},
    {"Guzik", "Guzik", T::Dog, S::Small, 4, c(1, 0, 1), m(0, 1, 0), Scraps, 0, kDogText},
    {"Okruszek", "Okruszek", T::Dog, S::Small, 5, c(0, 1, 1), m(0, 0, 1), Scraps, 0, kDogText},
    {"Dango", "Dango", T::Dog, S::Medium, 5, c(2, 0, 1), m(1, 0, 0), Scraps, 0, kDogText},
    {"Luna", "Luna", T::Dog, S::Medium, 3, c(3, 0, 0), m(1, 0, 0), Scraps, 0, kDogText},
    {"Rudy", "Rudy", T::Dog, S::Medium, 4, c(2, 1, 0), m(1, 0, 0), Scraps, 0, kDogText},
    {"Nela", "Nela", T::Dog, S::Medium, 5, c(1, 2, 0), m(1, 0, 0), Scraps, 0, kDogText},
    {"Kora", "Kora", T::Dog, S::Medium, 4, c(1, 0, 1), m(1, 0, 0), Scraps, 0, kDogText},
    {"Wanisz", "Wanisz", T::Dog, S::Medium, 6, c(1, 1, 1), m(0, 1, 0), Scraps, 0, kDogText},
    {"Maks", "Maks", T::Dog, S::Medium, 6, c(0, 3, 0), m(0, 1, 0), Scraps, 0, kDogText},
    {"Saba", "Saba", T::Dog, S::Medium, 7, c(0, 2, 1), m(0, 0, 1), Scraps, 0, kDogText},
    {"Mando", "Mando", T::Dog, S::Big, 4, c(2, 1, 0), m(1, 0, 0), Scraps, 0, kDogText},
    {"Arya", "Arya", T::Dog, S::Big, 6, c(1, 1, 1), m(1, 0, 0), Scraps, 0, kDogText},
    {"Bruno", "Bruno", T::Dog, S::Big, 5, c(3, 1, 0), m(1, 0, 0), Scraps, 0, kDogText},
    {"Azor", "Azor", T::Dog, S::Big, 6, c(2, 2, 0), m(1, 0, 0), Scraps, 0, kDogText},
    {"Burek", "Burek", T::Dog, S::Big, 7, c(2, 1, 1), m(1, 0, 0), Scraps, 0, kDogText},
    {"Tytan", "Tytan", T::Dog, S::Big, 8, c(0, 1, 2), m(0, 1, 0), Scraps, 0, kDogText},
    {"Goliat", "Goliat", T::Dog, S::Big, 5, c(2, 0, 1), m(0, 0, 1), Scraps, 0, kDogText},
    {"Atos", "Atos", T::Dog, S::Big, 7, c(0, 2, 1), m(0, 0, 1), Scraps, 0, kDogText},
    // ----- food cards F1..F7 (§1.5) -----
    {"Resztki",
     DOGTABLE_WORD("doglover", "Scraps"),
     T::Food,
     S::None,
     0,
     {},
     m(6, 2, 2),
     Scraps,
     1,
     DOGTABLE_WORD("doglover", "Swap at once for 1 scraps token.")},
    {"Resztki x2",
     DOGTABLE_WORD("doglover", "Scraps x2"),
     T::Food,
     S::None,
     0,
     {},
     m(3, 1, 1),
     Scraps,
     2,
     DOGTABLE_WORD("doglover", "Swap at once for 2 scraps tokens.")},
    {"Sucha karma",
     DOGTABLE_WORD("doglover", "Dry food"),
     T::Food,
     S::None,
     0,
     {},
     m(4, 1, 2),
     Dry,
     1,
     DOGTABLE_WORD("doglover", "Swap at once for 1 dry food token.")},
    {"Sucha karma x2",
     DOGTABLE_WORD("doglover", "Dry food x2"),
     T::Food,
     S::None,
     0,
     {},
     m(1, 1, 0),
     Dry,
     2,
     DOGTABLE_WORD("doglover", "Swap at once for 2 dry food tokens.")},
    {"Mokra karma",
     DOGTABLE_WORD("doglover", "Wet food"),
     T::Food,
     S::None,
     0,
     {},
     m(3, 0, 1),
     Wet,
     1,
     DOGTABLE_WORD("doglover", "Swap at once for 1 wet food token.")},
    {"Mokra karma x2",
     DOGTABLE_WORD("doglover", "Wet food x2"),
     T::Food,
     S::None,
     0,
     {},
     m(1, 0, 0),
     Wet,
     2,
     DOGTABLE_WORD("doglover", "Swap at once for 2 wet food tokens.")},
    {"Rarytas",
     DOGTABLE_WORD("doglover", "Treat"),
     T::Food,
     S::None,
     0,
     {},
     m(2, 1, 0),
     Treat,
     1,
     DOGTABLE_WORD("doglover", "Swap at once for 1 treat token; a treat pays for any one food.")},
    // ----- adoption, walk, training, bone (§1.6) -----
    {"Adopcja",
     DOGTABLE_WORD("doglover", "Adoption"),
     T::Adoption,
     S::None,
     0,
     {},
     m(7, 0, 1),
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "Keep in hand. Spend two of them on your turn to take in a shelter dog.")},
    {"Spacer",
     DOGTABLE_WORD("doglover", "Walk"),
     T::Walk,
     S::None,
     0,
     {},
     m(6, 1, 1),
     Scraps,
     0,
     DOGTABLE_WORD(
         "doglover",
         "Put it under one of your dogs this turn: 2 VP if that dog is fed. Lost if no dog can take it.")},
    {"Tresura",
     DOGTABLE_WORD("doglover", "Training"),
     T::Training,
     S::None,
     0,
     {},
     m(7, 2, 2),
     Scraps,
     0,
     DOGTABLE_WORD(
         "doglover",
         "Keep in hand. Put it under a dog (1 VP if fed), or pay X of them to learn a trick of cost X.")},
    {"Kość",
     DOGTABLE_WORD("doglover", "Bone"),
     T::Bone,
     S::None,
     0,
     {},
     m(5, 2, 1),
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "Keep in hand. At the end: one bone costs 1 VP, two give 1 VP per fed dog, "
                               "three or more 2 VP per fed "
                               "dog.")},
    // ----- toys (§1.7) -----
    {"Piłka",
     DOGTABLE_WORD("doglover", "Ball"),
     T::Toy,
     S::None,
     0,
     {},
     m(2, 1, 1),
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "A toy. Sets of different toys in hand score 1/3/6/10/15.")},
    {"Frisbee",
     "Frisbee",
     T::Toy,
     S::None,
     0,
     {},
     m(2, 1, 1),
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "A toy. Sets of different toys in hand score 1/3/6/10/15.")},
    {"Smycz",
     DOGTABLE_WORD("doglover", "Leash"),
     T::Toy,
     S::None,
     0,
     {},
     m(2, 1, 1),
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "A toy. Sets of different toys in hand score 1/3/6/10/15.")},
    {"Gryzak",
     DOGTABLE_WORD("doglover", "Chew toy"),
     T::Toy,
     S::None,
     0,
     {},
     m(2, 1, 1),
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "A toy. Sets of different toys in hand score 1/3/6/10/15.")},
    {"Buda",
     DOGTABLE_WORD("doglover", "Dog house"),
     T::Toy,
     S::None,
     0,
     {},
     m(2, 1, 1),
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "A toy. Sets of different toys in hand score 1/3/6/10/15.")},
    // ----- traits TR1..TR9 (§1.8) -----
    {"Łobuziak",
     DOGTABLE_WORD("doglover", "Troublemaker"),
     T::Trait,
     S::Small,
     7,
     {},
     m(1, 0, 0),
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "Nothing new may go under this dog (earlier cards stay). Not attached this "
                               "turn: lose it and 1 tucked "
                               "card.")},
    {"Najlepszy przyjaciel",
     DOGTABLE_WORD("doglover", "Best Friend"),
     T::Trait,
     S::Small,
     1,
     {},
     m(1, 0, 0),
     Scraps,
     0,
     DOGTABLE_WORD(
         "doglover",
         "Any number of toys under this dog, 3 VP each (not in sets). Not attached: lose it and 1 toy.")},
    {"Arystokrata",
     DOGTABLE_WORD("doglover", "Aristocrat"),
     T::Trait,
     S::Small,
     1,
     {},
     m(1, 0, 0),
     Scraps,
     0,
     DOGTABLE_WORD(
         "doglover",
         "Any number of adoption cards under this dog, 3 VP each. Not attached: lose it and 1 hand card.")},
    {"Złodziejaszek",
     DOGTABLE_WORD("doglover", "Food Thief"),
     T::Trait,
     S::Medium,
     2,
     {},
     m(1, 0, 0),
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "Food cards you take may go under this dog instead of becoming tokens, 3 VP "
                               "each. Not attached: lose it "
                               "and 2 tokens.")},
    {"Pupilek",
     DOGTABLE_WORD("doglover", "Teacher's Pet"),
     T::Trait,
     S::Medium,
     2,
     {},
     m(1, 0, 0),
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "Any number of training cards under this dog, 3 VP each. Not attached: lose "
                               "it and 2 training cards.")},
    {"Urwis",
     DOGTABLE_WORD("doglover", "Rascal"),
     T::Trait,
     S::Medium,
     1,
     {},
     m(1, 0, 0),
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "Any cards but dogs and tricks may go under this dog; 2 VP per different "
                               "type. Not attached: lose it "
                               "and 1 trick.")},
    {"Przewodnik",
     DOGTABLE_WORD("doglover", "Guide"),
     T::Trait,
     S::Big,
     3,
     {},
     m(1, 0, 0),
     Scraps,
     0,
     DOGTABLE_WORD("doglover",
                   "Any number of walks under this dog, 5 VP each. Not attached: lose it and 1 walk.")},
    {"Morus",
     DOGTABLE_WORD("doglover", "Mud Puppy"),
     T::Trait,
     S::Big,
     3,
     {},
     m(1, 0, 0),
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "Any number of bones under this dog, 3 VP each (not counted as bones in "
                               "hand). Not attached: lose it "
                               "and 1 bone.")},
    {"Uciekinier",
     DOGTABLE_WORD("doglover", "Escape Artist"),
     T::Trait,
     S::Big,
     3,
     {},
     m(1, 0, 0),
     Scraps,
     0,
     DOGTABLE_WORD(
         "doglover",
         "This dog may eat any single token instead of its cost. Not attached: lose it and 1 of your dogs.")},
    // ----- shelter dogs R01..R15 (§1.10) -----
    {"Dino",
     "Dino",
     T::Rescue,
     S::Big,
     3,
     c(0, 0, 1),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "+4 VP if a leash is under Dino.")},
    {"Tina",
     "Tina",
     T::Rescue,
     S::Small,
     4,
     c(0, 2, 0),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "+4 VP if a chew toy is under Tina.")},
    {"Pimpek",
     "Pimpek",
     T::Rescue,
     S::Big,
     3,
     c(1, 1, 0),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "+4 VP if a dog house is under Pimpek.")},
    {"Speedy",
     "Speedy",
     T::Rescue,
     S::Small,
     2,
     c(2, 0, 0),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "+4 VP if a ball is under Speedy.")},
    {"Fedra",
     "Fedra",
     T::Rescue,
     S::Medium,
     2,
     c(2, 0, 0),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "+4 VP if a frisbee is under Fedra.")},
    {"Biszkopt",
     "Biszkopt",
     T::Rescue,
     S::Small,
     -1,
     c(0, 1, 0),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "4 VP if you own Uciekinier or Złodziejaszek, 7 VP if both.")},
    {"Edek",
     "Edek",
     T::Rescue,
     S::Medium,
     -1,
     c(0, 2, 0),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "2 VP per trait you own, 3 VP more if one is Urwis.")},
    {"Foka",
     "Foka",
     T::Rescue,
     S::Medium,
     -1,
     c(1, 0, 1),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "6 VP if you own Łobuziak or Morus, 9 VP if both.")},
    {"Majlo",
     "Majlo",
     T::Rescue,
     S::Medium,
     -1,
     c(2, 0, 0),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "5 VP if you own Przewodnik or Arystokrata, 8 VP if both.")},
    {"Zołza",
     "Zołza",
     T::Rescue,
     S::Big,
     -1,
     c(1, 1, 1),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "9 VP if you own Pupilek or Najlepszy przyjaciel, 12 VP if both.")},
    {"Bigos",
     "Bigos",
     T::Rescue,
     S::Big,
     -1,
     c(0, 0, 1),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "3 VP per training card under any of your dogs, fed or not.")},
    {"Mecus",
     "Mecus",
     T::Rescue,
     S::Small,
     -1,
     c(0, 1, 0),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "6 VP per full set of a fed small, a fed medium and a fed big dog.")},
    {"Krokiet",
     "Krokiet",
     T::Rescue,
     S::Medium,
     -1,
     c(1, 1, 0),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "3 VP per fed medium dog, Krokiet too.")},
    {"Kolega",
     "Kolega",
     T::Rescue,
     S::Small,
     -1,
     c(1, 0, 0),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "2 VP per fed small dog, Kolega too.")},
    {"Statyw",
     "Statyw",
     T::Rescue,
     S::Big,
     -1,
     c(1, 0, 1),
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "4 VP per fed big dog, Statyw too.")},
    // ----- special cards -----
    {"Aport",
     DOGTABLE_WORD("doglover", "Fetch"),
     T::Fetch,
     S::None,
     0,
     {},
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "Once, on a later turn of yours, swap it with any card of the grid (the watch "
                               "dog does not matter).")},
    {"Koniec gry",
     DOGTABLE_WORD("doglover", "End Game"),
     T::EndGame,
     S::None,
     0,
     {},
     {},
     Scraps,
     0,
     DOGTABLE_WORD("doglover", "When it is drawn, this round is the last.")},
}};

bool sameName(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

} // namespace

const CardInfo& card(CardId id) {
    return kCards[id < kCardIds ? id : kEndGame];
}

int copiesInDeck(CardId id, int players) {
    if (id >= kDeckIds) return 0;
    const auto& k = kCards[id].copies;
    return k[0] + (players >= 3 ? k[1] : 0) + (players >= 4 ? k[2] : 0);
}

int copiesInBox(CardId id) {
    return copiesInDeck(id, 4);
}

CardId rescueToy(CardId rescue) {
    switch (rescue) {
    case kDino:
        return kLeash;
    case kTina:
        return kChewToy;
    case kPimpek:
        return kDogHouse;
    case kSpeedy:
        return kBall;
    case kFedra:
        return kFrisbee;
    default:
        return kNoCard;
    }
}

std::optional<CardId> cardByName(std::string_view name) {
    for (int i = 0; i < kCardIds; ++i)
        if (sameName(kCards[static_cast<std::size_t>(i)].name, name) ||
            sameName(kCards[static_cast<std::size_t>(i)].english, name))
            return static_cast<CardId>(i);
    return std::nullopt;
}

std::string_view displayName(CardId id) {
    const CardInfo& c = card(id);
    return (isAnyDog(id) || isTrait(id)) ? c.name : c.english;
}

std::string_view sizeName(Size s) {
    switch (s) {
    case Size::Small:
        return "small";
    case Size::Medium:
        return "medium";
    case Size::Big:
        return "big";
    default:
        return "-";
    }
}

std::string_view foodName(FoodKind k) {
    static constexpr std::array<std::string_view, 4> kNames{"scraps", "dry", "wet", "treat"};
    return kNames[k];
}

std::string cardWord(CardId id) {
    const CardInfo& c = card(id);
    // Dogs and traits carry the box's own names in every language; the rest are translated (the
    // Polish words are the box's names: "Buda", "Sucha karma x2"; "Frisbee" is the same in both).
    if (isAnyDog(id) || isTrait(id) || c.english == c.name) return std::string(c.name);
    return text::say("doglover", c.english.data());
}

std::string cardOtherName(CardId id) {
    const CardInfo& c = card(id);
    if (isAnyDog(id)) return {};
    const std::string other =
        isTrait(id) ? std::string(text::say("doglover", c.english.data())) : std::string(c.name);
    return other == cardWord(id) ? std::string() : other;
}

std::string cardEffect(CardId id) {
    return text::say("doglover", card(id).text.data());
}

std::string sizeDog(Size s) {
    switch (s) {
    case Size::Small:
        return text::say("doglover", "a small dog");
    case Size::Medium:
        return text::say("doglover", "a medium dog");
    case Size::Big:
        return text::say("doglover", "a big dog");
    default:
        return "-";
    }
}

std::string foodWord(FoodKind k) {
    switch (k) {
    case Scraps:
        return text::say("doglover", "scraps", "food kind");
    case Dry:
        return text::say("doglover", "dry food", "food kind");
    case Wet:
        return text::say("doglover", "wet food", "food kind");
    default:
        return text::say("doglover", "treat", "food kind");
    }
}

std::string foodTokenA(FoodKind k) {
    switch (k) {
    case Scraps:
        return text::say("doglover", "a scraps token");
    case Dry:
        return text::say("doglover", "a dry token");
    case Wet:
        return text::say("doglover", "a wet token");
    default:
        return text::say("doglover", "a treat token");
    }
}

std::string foodTokens(FoodKind k, int n) {
    switch (k) {
    case Scraps:
        return text::sayN("doglover", "%n scraps token", "%n scraps tokens", n);
    case Dry:
        return text::sayN("doglover", "%n dry token", "%n dry tokens", n);
    case Wet:
        return text::sayN("doglover", "%n wet token", "%n wet tokens", n);
    default:
        return text::sayN("doglover", "%n treat token", "%n treat tokens", n);
    }
}

int tuckSlot(CardId id) {
    if (id == kWalk) return 0;
    if (id == kTraining) return 1;
    if (id == kBone) return 2;
    if (id == kAdoption) return 3;
    if (isToy(id)) return 4 + (id - kFirstToy);
    if (isFoodCard(id)) return 9 + (id - kFirstFood);
    return -1;
}

CardId tuckCard(int slot) {
    static constexpr std::array<CardId, kTuckKinds> kSlots{
        kWalk, kTraining, kBone, kAdoption, 35, 36, 37, 38, 39, 24, 25, 26, 27, 28, 29, 30};
    return kSlots[static_cast<std::size_t>(slot)];
}

int handSlot(CardId id) {
    if (id == kAdoption) return 0;
    if (id == kTraining) return 1;
    if (id == kBone) return 2;
    if (isToy(id)) return 3 + (id - kFirstToy);
    return -1;
}

CardId handCard(int slot) {
    static constexpr std::array<CardId, kHandKinds> kSlots{kAdoption, kTraining, kBone, 35, 36, 37, 38, 39};
    return kSlots[static_cast<std::size_t>(slot)];
}

} // namespace dogtable::games::doglover
