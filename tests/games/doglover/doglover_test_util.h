// Test helpers for Dog Lover: build games with scripted chance outcomes and exact positions.
#pragma once

#ifndef DOGLOVER_TEST_QT // Qt Test files (the view test) define it: the helpers need no framework
#include <catch2/catch.hpp>
#endif

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <vector>

#include "../game_test_support.h"
#include "doglover/rules/doglover_state.h"

namespace dogtable::games::doglover::test {

inline std::shared_ptr<const Setup> makeSetup(int players, bool special = false) {
    // Seat 1 begins, as the tests were written.
    return dogtable::support::makeSetup(players, {"Ania", "Tomek", "Ola", "Kuba"},
                                        {{"special_tricks", special ? "1" : "0"}, {"first", "1"}});
}

using dogtable::support::must; // throws with the reason: fails a test in either framework

/// A basic-mode game dealt with exact cards: starting dogs, the nine grid cards (row by row), the
/// trick display and shelter display (each listed bottom card first, as they are revealed), and the
/// watch dog's line. Ends at the first player's turn.
struct Script {
    int players = 2;
    std::vector<CardId> startDogs{kFirstDog + 16, kFirstDog + 17}; // Mando, Arya
    std::vector<CardId> grid{kFirstDog + 0, kFirstFood + 2, kAdoption,  kWalk,        kTraining,
                             kBone,         kFirstToy,      kFirstFood, kFirstDog + 8};
    std::vector<TrickId> tricks{kFirstBought + 0, kFirstBought + 3, kFirstBought + 8};
    std::vector<CardId> shelter{kDino, kKrokiet, kStatyw};
    Line guard = 1;
    bool special = false;
    std::vector<TrickId> specials{};
};

/// The game of `sc` dealt, before the watch dog is placed (the last seat in turn order to act).
inline std::unique_ptr<DogLoverState> dealt(const Script& sc) {
    auto s = std::make_unique<DogLoverState>(makeSetup(sc.players, sc.special));
    for (TrickId t : sc.specials)
        must(*s, Action(kDealSpecial, t));
    for (CardId d : sc.startDogs)
        must(*s, Action(kStartDog, d));
    for (CardId c : sc.grid)
        must(*s, Action(kDeal, c));
    for (TrickId t : sc.tricks)
        must(*s, Action(kRevealTrick, t));
    for (CardId c : sc.shelter)
        must(*s, Action(kRevealShelter, c));
    return s;
}

inline std::unique_ptr<DogLoverState> scripted(const Script& sc) {
    auto s = dealt(sc);
    must(*s, Action(kGuard, sc.guard));
    return s;
}

/// The index of a placement of `t` with exactly these cells (bit r*3+c) and star line; -1 if none.
inline int placementIndex(TrickId t, std::uint16_t mask, Line star) {
    auto ps = placements(t);
    for (std::size_t i = 0; i < ps.size(); ++i)
        if (ps[i].mask == mask && ps[i].star.line == star) return static_cast<int>(i);
    return -1;
}

inline constexpr std::uint16_t cells(std::initializer_list<int> list) {
    std::uint16_t m = 0;
    for (int c : list)
        m = static_cast<std::uint16_t>(m | (1U << c));
    return m;
}

/// Resolves chance nodes by always dealing the lowest card id available (deterministic refills).
inline void dealLowest(DogLoverState& s) {
    while (s.currentSeat() == kChanceSeat)
        must(s, s.chanceOutcomes().front().action);
}

using dogtable::support::isLegal;

/// A dog slot for scoring tests.
inline DogSlot dog(CardId c, CardId trait = kNoCard, std::initializer_list<CardId> tucked = {}) {
    DogSlot d;
    d.card = c;
    d.trait = trait;
    for (CardId t : tucked)
        ++d.tucked[static_cast<std::size_t>(tuckSlot(t))];
    return d;
}

inline Area area(std::initializer_list<DogSlot> dogs, std::array<int, 4> tokens = {},
                 std::initializer_list<CardId> hand = {}) {
    Area a;
    for (const auto& d : dogs)
        a.dogs[a.dogCount++] = d;
    for (int k = 0; k < 4; ++k)
        a.tokens[static_cast<std::size_t>(k)] =
            static_cast<std::uint8_t>(tokens[static_cast<std::size_t>(k)]);
    for (CardId c : hand)
        ++a.handRef(c);
    return a;
}

// Named dogs for readability.
inline constexpr CardId kLeia = 0, kMolly = 1, kPestka = 2, kFiga = 3, kDango = 8, kLuna = 9, kRudy = 10,
                        kNela = 11, kMando = 16, kArya = 17, kBruno = 18;

} // namespace dogtable::games::doglover::test
