// What every game's rules tests share (Catch2): a setup, legality, applying a move that must be
// legal, the invariants, and the rules' events. Each game's own test helpers build on this.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "dogtable/core/event.h"
#include "dogtable/core/state.h"

namespace dogtable::support {

/// A setup of `players` seats named from `names` (in order), with `variants`.
inline std::shared_ptr<const Setup> makeSetup(int players, std::vector<std::string> names,
                                              std::map<std::string, std::string> variants = {}) {
    auto s = std::make_shared<Setup>();
    s->players = players;
    for (int i = 0; i < players; ++i)
        s->names.push_back(names.at(static_cast<std::size_t>(i)));
    s->variants = std::move(variants);
    return s;
}

inline bool isLegal(const GameState& s, const Action& a) {
    const auto legal = s.legalActions();
    return std::binary_search(legal.begin(), legal.end(), a);
}

/// The section ids of a rules page (docs/rules/<id>.<lang>.md), heading by heading below the title,
/// as the rules browser finds them: the explicit "{#id}" where there is one, else the GitHub slug
/// of the heading ("## The cards": the-cards). Each id is prefixed with its level ("2 the-cards").
/// Empty if the page cannot be read.
inline std::vector<std::string> rulesSectionIds(const std::string& path) {
    std::ifstream in(path);
    std::vector<std::string> ids;
    for (std::string line; std::getline(in, line);) {
        const std::size_t level = line.find_first_not_of('#');
        if (level == 0 || level == std::string::npos || level == 1) continue;
        std::string text = line.substr(level);
        std::string id;
        if (const auto open = text.rfind("{#"); open != std::string::npos && text.ends_with('}')) {
            id = text.substr(open + 2, text.size() - open - 3);
        } else {
            for (char c : text.substr(text.find_first_not_of(' ')))
                if (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_')
                    id += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
                else if (c == ' ')
                    id += '-';
        }
        ids.push_back(std::to_string(level) + " " + id);
    }
    return ids;
}

/// Applies `a`, which must be legal (else the test fails with the engine's reason).
inline void must(GameState& s, const Action& a) {
    const std::string text = s.actionToText(a);
    const auto r = s.apply(a);
    if (!r.ok()) throw std::runtime_error(text + ": " + r.reason);
}

/// The state's own invariants broken now (empty: none).
inline std::vector<std::string> problems(const GameState& s) {
    std::vector<std::string> p;
    s.checkInvariants(p);
    return p;
}

// ----- events (GameState::events) -----

inline std::vector<std::string> kindsOf(const std::vector<Event>& events) {
    std::vector<std::string> out;
    for (const auto& e : events)
        out.push_back(e.kind);
    return out;
}

/// The `nth` event of `kind` (nullptr: none). Keep `events` alive while using the pointer.
inline const Event* findEvent(const std::vector<Event>& events, std::string_view kind, int nth = 0) {
    for (const Event& e : events)
        if (e.kind == kind && nth-- == 0) return &e;
    return nullptr;
}

inline int countKind(const std::vector<Event>& events, std::string_view kind) {
    return static_cast<int>(
        std::count_if(events.begin(), events.end(), [&](const Event& e) { return e.kind == kind; }));
}

/// The one event of `kind` (the test fails when there is none or more than one). A copy, so a
/// temporary list of events may be passed.
inline Event only(const std::vector<Event>& events, std::string_view kind) {
    INFO(std::string(kind));
    REQUIRE(countKind(events, kind) == 1);
    return *findEvent(events, kind);
}

} // namespace dogtable::support
