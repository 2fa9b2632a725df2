// Helpers shared by the Dig tests: setups, yard layouts, scripted actions.
#pragma once

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "../game_test_support.h"
#include "dig/rules/dig_scoring.h"
#include "dig/rules/dig_state.h"

namespace digtest {

using namespace dogtable;
using namespace dogtable::games::dig;

inline std::shared_ptr<const Setup> setupOf(int players) {
    // Seat 1 begins, as the tests were written.
    return dogtable::support::makeSetup(players, {"Bartek", "Ania", "Ola", "Tomek"}, {{"first", "1"}});
}

/// The card id of a spec card code ("RY-R", "bowl-P").
inline int card(const std::string& code) {
    for (int c = 0; c < kYardCards; ++c)
        if (cardCode(c) == code) return c;
    FAIL("unknown card code " << code);
    return -1;
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

inline DigState stateAt(int players, const Position& p) {
    DigState s(setupOf(players), p);
    std::vector<std::string> problems;
    s.checkInvariants(problems);
    INFO(fmt::format("{}", fmt::join(problems, "; ")));
    REQUIRE(problems.empty());
    return s;
}

/// Applies an action given as text ("move 3"), which must be legal.
inline void play(GameState& s, const std::string& text) {
    auto a = s.actionFromText(text);
    REQUIRE(a.ok());
    ApplyResult r = s.apply(*a);
    INFO(text << ": " << r.reason);
    REQUIRE(r.ok());
    std::vector<std::string> problems;
    s.checkInvariants(problems);
    INFO(fmt::format("{}", fmt::join(problems, "; ")));
    REQUIRE(problems.empty());
}

/// Applies an action that must be refused; returns the reason and checks that nothing changed.
inline std::string refused(GameState& s, const std::string& text) {
    auto a = s.actionFromText(text);
    REQUIRE(a.ok());
    const std::string before = s.debugText();
    ApplyResult r = s.apply(*a);
    REQUIRE_FALSE(r.ok());
    REQUIRE(s.debugText() == before);
    return r.reason;
}

inline bool isLegal(const GameState& s, const std::string& text) {
    auto a = s.actionFromText(text);
    REQUIRE(a.ok());
    const auto legal = s.legalActions();
    return std::find(legal.begin(), legal.end(), *a) != legal.end();
}

/// A state after the 25 "deal" chance actions laying `layout` (place 1 first).
inline DigState dealt(int players, const std::vector<int>& layout) {
    DigState s(setupOf(players));
    for (int c : layout)
        play(s, fmt::format("deal {}", c));
    return s;
}

} // namespace digtest
