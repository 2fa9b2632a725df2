#include <catch2/catch.hpp>

#include <vector>

#include "dogtable/core/deck.h"

using namespace dogtable;

TEST_CASE("a deck's draw pile is an unordered multiset with counts as chance weights", "[deck]") {
    Deck<int> d({3, 1, 2, 3, 3});
    CHECK(d.drawSize() == 5);
    CHECK(d.count(3) == 3);
    auto outs = drawOutcomes(d, [](int c) { return Action(0, c); });
    REQUIRE(outs.size() == 3);
    CHECK(outs[0].action.arg(0) == 1);
    CHECK(outs[0].weight == 1);
    CHECK(outs[2].action.arg(0) == 3);
    CHECK(outs[2].weight == 3);
}

TEST_CASE("taking a card removes one copy, an absent card changes nothing", "[deck]") {
    Deck<int> d({1, 2, 2});
    CHECK(d.take(2));
    CHECK(d.count(2) == 1);
    auto before = d;
    CHECK_FALSE(d.take(7));
    CHECK(d == before);
}

TEST_CASE("the discard pile becomes the draw pile only when the draw pile is empty", "[deck]") {
    Deck<int> d({1});
    d.discard(5);
    d.discard(4);
    CHECK_FALSE(d.refillFromDiscard());
    CHECK(d.take(1));
    CHECK(d.empty());
    CHECK(d.refillFromDiscard());
    CHECK(d.drawSize() == 2);
    CHECK(d.discardSize() == 0);
    CHECK(d.drawPile() == std::vector<int>{4, 5});
    CHECK_FALSE(d.refillFromDiscard());
}

TEST_CASE("drawRandom takes a card that was in the pile", "[deck]") {
    Deck<int> d({1, 2, 3, 4});
    Rng r(1);
    int c = d.drawRandom(r);
    CHECK(c >= 1);
    CHECK(c <= 4);
    CHECK(d.drawSize() == 3);
    CHECK(d.count(c) == 0);
    d.addToDraw(c);
    CHECK(d.count(c) == 1);
}

TEST_CASE("CountedDeck: nth lays the pile out by id, highest, counts and a reshuffled discard pile",
          "[deck]") {
    CountedDeck<6> d;
    d.add(1, 2);
    d.add(4);
    d.add(2, 3);
    // Laid out by id: 1 1 2 2 2 4.
    const std::vector<int> laidOut = {1, 1, 2, 2, 2, 4};
    for (int k = 0; k < d.drawSize(); ++k)
        CHECK(d.nth(k) == laidOut[static_cast<std::size_t>(k)]);
    CHECK(d.nth(6) == -1);
    CHECK(d.nth(-1) == -1);
    CHECK(d.highest() == 4);
    CHECK(d.counts()[2] == 3);
    CHECK(d.consistent());
    CHECK(d.take(4));
    CHECK(d.highest() == 2);
    // A counted discard pile reshuffled into an empty draw pile.
    CountedDeck<6> discard;
    discard.add(5, 2);
    CountedDeck<6> draw;
    draw = discard;
    discard = {};
    CHECK(draw.drawSize() == 2);
    CHECK(draw.count(5) == 2);
    CHECK(discard.empty());
    CHECK(discard.highest() == -1);
    CHECK(discard.consistent());
}
