#include <catch2/catch.hpp>

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
