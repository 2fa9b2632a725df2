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
#include "dig_positions.h"

namespace digtest {

using namespace dogtable;
using namespace dogtable::games::dig;

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
