// Scripting helpers for the Ciapki tests: games with chosen dogs, dice and tiles.
#pragma once

#include <catch2/catch.hpp>

#include <initializer_list>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ciapki/rules/ciapki_state.h"

namespace ciapki_test {

using namespace dogtable;
using namespace dogtable::games::ciapki;

inline Counts countsOf(std::initializer_list<int> faces) {
    Counts c{};
    for (int f : faces)
        ++c[static_cast<std::size_t>(f - 1)];
    return c;
}

inline Action withCounts(std::uint16_t kind, std::initializer_list<int> faces) {
    Action a(kind);
    packCounts(countsOf(faces), a);
    return a;
}

struct Game {
    std::unique_ptr<CiapkiState> s;

    CiapkiState& operator*() { return *s; }
    CiapkiState* operator->() { return s.get(); }

    void ok(const Action& a) {
        INFO(s->debugText());
        INFO(s->actionToText(a));
        ApplyResult r = s->apply(a);
        INFO(r.reason);
        REQUIRE(r.ok());
    }
    void refused(const Action& a) {
        const std::string before = s->debugText();
        ApplyResult r = s->apply(a);
        REQUIRE_FALSE(r.ok());
        REQUIRE_FALSE(r.reason.empty());
        REQUIRE(s->debugText() == before);
    }
    /// A roll of these faces (one chance node).
    void roll(std::initializer_list<int> faces) {
        REQUIRE(s->currentSeat() == kChanceSeat);
        ok(withCounts(kRoll, faces));
    }
    void revealDog(int card) { ok(Action(kRevealDog, card)); }
    void trick(int position) { ok(Action(kTrick, position)); }
    void place(int dog, int space) { ok(Action(kPlace, dog, space)); }
    void bury(int face) { ok(Action(kBury, face)); }
    void more() { ok(Action(kMore)); }
    void stop() { ok(Action(kStop)); }
    bool legal(const Action& a) const {
        const auto l = s->legalActions();
        return std::binary_search(l.begin(), l.end(), a);
    }
};

/// A new game: `dogs[s]` are seat s's two starting dogs, `top` the first visible deck card,
/// `startDice[s]` each seat's buried die (the highest starts; make it unique unless testing ties).
inline Game newGame(int players, const std::vector<std::vector<int>>& dogs, int top,
                    const std::vector<int>& startDice, std::map<std::string, std::string> variants = {}) {
    Setup setup;
    setup.players = players;
    for (int i = 0; i < players; ++i)
        setup.names.push_back("P" + std::to_string(i + 1));
    setup.variants = {{"tiles", "first-game"}, {"offleash", "0"}, {"solo_treats", "1"}};
    for (auto& [k, v] : variants)
        setup.variants[k] = v;
    Game g{std::make_unique<CiapkiState>(std::make_shared<const Setup>(setup))};
    // Random tiles or stacks come up as soon as the deck's top is known (the first tile of each colour in id
    // order).
    auto tiles = [&] {
        while (g->currentSeat() == kChanceSeat) {
            auto outs = g->chanceOutcomes();
            if (outs.empty() || outs[0].action.kind != kRevealTile) return;
            g.ok(outs[0].action);
        }
    };
    bool first = true;
    for (const auto& seatDogs : dogs)
        for (int card : seatDogs) {
            g.revealDog(card);
            if (first) tiles();
            first = false;
        }
    g.revealDog(top);
    for (int d : startDice)
        g.ok(Action(kStartDie, d));
    return g;
}

/// Two players; P1 (seat 0, buried die 2) starts with the dogs given, P2 (buried die 1) gets
/// Mirabelle (3,4,5) and Wolfgang (2,3,4). P1 moves first.
inline Game duel(int dog1, int dog2, int top = 27, std::map<std::string, std::string> variants = {}) {
    return newGame(2, {{dog1, dog2}, {31, 28}}, top, {2, 1}, std::move(variants));
}

/// The same with a custom tile set (tile keys, e.g. "dig").
inline Game duelWith(int dog1, int dog2, const std::string& yellow, const std::string& purple,
                     const std::string& blue, const std::string& green, int top = 27) {
    return duel(dog1, dog2, top, {{"tiles", yellow + "," + purple + "," + blue + "," + green}});
}

/// Replaces a seat's yard (dice move between the pool and the yard).
inline void setYard(Game& g, int seat, std::initializer_list<int> faces) {
    PlayerArea& a = g->editArea(seat);
    g->editPool(g->pool() + a.yardDice() - static_cast<int>(faces.size()));
    a.yard = countsOf(faces);
}

/// Puts a die from the pool on a space of a seat's dog.
inline void fill(Game& g, int seat, int dog, int space) {
    PlayerArea& a = g->editArea(seat);
    a.dogs[static_cast<std::size_t>(dog)].filled =
        static_cast<std::uint8_t>(a.dogs[static_cast<std::size_t>(dog)].filled | 1U << space);
    g->editPool(g->pool() - 1);
}

/// Gives a seat treats from the supply.
inline void setTreats(Game& g, int seat, int n) {
    PlayerArea& a = g->editArea(seat);
    g->editSupply(g->supply() + a.treats - n);
    a.treats = static_cast<std::uint8_t>(n);
}

inline void checkClean(const CiapkiState& s) {
    std::vector<std::string> problems;
    s.checkInvariants(problems);
    INFO((problems.empty() ? std::string() : problems.front()));
    CHECK(problems.empty());
}

/// Finds the position (1..6) of a tile.
inline int positionOf(const CiapkiState& s, int tile) {
    for (int p = 0; p < kPositions; ++p)
        if (s.position(p).top() == tile) return p + 1;
    return 0;
}

} // namespace ciapki_test
