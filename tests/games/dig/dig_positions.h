// Dig test positions, free of any test framework (the rules tests under Catch2 and the table tests
// under Qt Test both build on them): setups, card codes, yard layouts, positions, hands.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <map>

#include "dig/rules/dig_state.h"

namespace digtest {

using namespace dogtable;
using namespace dogtable::games::dig;

inline std::shared_ptr<const Setup> setupOf(int players) {
    static const std::vector<std::string> names = {"Bartek", "Ania", "Ola", "Tomek"};
    auto s = std::make_shared<Setup>();
    s->players = players;
    s->names.assign(names.begin(), names.begin() + players);
    s->variants["first"] = "1"; // seat 1 begins, as the tests were written
    return s;
}

/// The card id of a spec card code ("RY-R", "bowl-P"); an unknown code fails the test (throws).
inline int card(const std::string& code) {
    for (int c = 0; c < kYardCards; ++c)
        if (cardCode(c) == code) return c;
    throw std::invalid_argument("unknown card code " + code);
}

/// 25 cards, place 1 first: the given places fixed, every other card in id order in the free places.
inline std::vector<int> layoutWith(const std::map<int, std::string>& fixed) {
    std::vector<int> layout(kYardCards, -1);
    std::vector<bool> used(kYardCards, false);
    for (const auto& [place, code] : fixed) {
        layout[static_cast<std::size_t>(place - 1)] = card(code);
        used[static_cast<std::size_t>(card(code))] = true;
    }
    int next = 0;
    for (auto& c : layout) {
        if (c >= 0) continue;
        while (used[static_cast<std::size_t>(next)])
            ++next;
        c = next;
        used[static_cast<std::size_t>(next)] = true;
    }
    return layout;
}

/// A start-of-turn position after setup: the yard as given (place 1 first), every dog at `dogs`.
inline Position positionOf(const std::vector<int>& yard, std::vector<int> dogs = {}, int turn = 0) {
    Position p;
    p.yard.fill(kGap);
    for (std::size_t i = 0; i < yard.size(); ++i)
        p.yard[i + 1] = static_cast<CardId>(yard[i]);
    p.length = static_cast<std::int8_t>(yard.size());
    p.dealt = kYardCards;
    for (std::size_t s = 0; s < dogs.size(); ++s)
        p.dog[s] = static_cast<std::int8_t>(dogs[s]);
    p.turn = static_cast<std::int8_t>(turn);
    return p;
}

/// Gives `seat` the cards (it has seen them: it dug them).
inline void give(Position& p, int seat, const std::vector<std::string>& codes) {
    for (const auto& code : codes) {
        p.hand[static_cast<std::size_t>(seat)] |= 1u << card(code);
        p.known[static_cast<std::size_t>(seat)] |= 1u << card(code);
    }
}

} // namespace digtest
