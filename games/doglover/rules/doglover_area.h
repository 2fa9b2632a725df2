// Dog Lover: one player's area (dogs with traits and tucked cards, tokens, hand) and its scoring
// (shared/rules/dog-lover.md §5). Used by the game state and by the tableau scorer alike.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "doglover/rules/doglover_cards.h"

namespace dogtable::games::doglover {

/// A dog in a player's area: its card, the attached trait (kNoCard if none) and the tucked cards
/// counted per tuck slot (cards.h tuckSlot()).
struct DogSlot {
    CardId card = kNoCard;
    CardId trait = kNoCard;
    std::array<std::uint8_t, kTuckKinds> tucked{};
    [[nodiscard]] int tuckedCount(CardId c) const { return tucked[static_cast<std::size_t>(tuckSlot(c))]; }
    [[nodiscard]] int tuckedTotal() const;
    [[nodiscard]] int tuckedToys() const;
    [[nodiscard]] int tuckedFoodCards() const;
    bool operator==(const DogSlot&) const = default;
};

/// There are 24 regular and 15 shelter dogs: an area can never hold more than 39.
inline constexpr int kMaxDogs = 39;

struct Area {
    std::array<DogSlot, kMaxDogs> dogs{};
    std::uint8_t dogCount = 0;
    std::array<std::uint8_t, kFoodKinds> tokens{}; // scraps, dry, wet, treat
    std::array<std::uint8_t, kHandKinds> hand{};   // per hand slot (cards.h handSlot())

    [[nodiscard]] int handCount(CardId c) const { return hand[static_cast<std::size_t>(handSlot(c))]; }
    std::uint8_t& handRef(CardId c) { return hand[static_cast<std::size_t>(handSlot(c))]; }
    [[nodiscard]] int handSize() const;
    void addDog(CardId c);
    void removeDog(int index);
    bool operator==(const Area&) const = default;
};

/// Whether the cards' own rules let `card` go under `dog` now (§4.8). Food cards only count when a
/// food card is being resolved (the caller's concern).
bool canTuck(const DogSlot& dog, CardId card);
/// Whether a trait may be attached to this dog (printed size, no trait yet).
bool canAttach(const DogSlot& dog, CardId trait);

struct DogScore {
    CardId dog = kNoCard;
    bool fed = false;
    int points = 0;
};

struct AreaScore {
    std::vector<DogScore> dogs; // in area order
    int dogTotal = 0;
    int toys = 0;
    int bones = 0;
    int total = 0;
    int fedDogs = 0;
    int fedRescue = 0;
};

/// Toy sets of different kinds in hand: 1/3/6/10/15, built greedily (§5.5).
int toySetScore(const std::array<int, kToyKinds>& counts);
/// Bones in hand (§5.6): n = 1 -> -1, n = 2 -> +F, n >= 3 -> +2F.
int boneScore(int bones, int fedDogs);
/// Whether the dogs in `fedMask` can all be fed by the area's tokens (§5.1).
bool canFeed(const Area& area, std::uint64_t fedMask);
/// The score of the area if exactly the dogs in `fedMask` are fed.
AreaScore scoreWithFed(const Area& area, std::uint64_t fedMask);
/// The score with the best feeding: max score, then most fed dogs, then most fed rescue dogs (§5.1).
AreaScore scoreArea(const Area& area);

} // namespace dogtable::games::doglover
