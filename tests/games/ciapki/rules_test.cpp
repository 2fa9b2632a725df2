#include "helpers.h"

using namespace ciapki_test;

TEST_CASE("setup: two dogs, one treat and one buried die each; highest die starts", "[rules]") {
    Game g = newGame(3, {{1, 2}, {3, 4}, {5, 6}}, 7, {2, 5, 3});
    CHECK(g->active() == 1);
    CHECK(g->phase() == Phase::Choose);
    for (int s = 0; s < 3; ++s) {
        CHECK(g->area(s).nDogs == 2);
        CHECK(g->area(s).treats == 1);
        CHECK(g->area(s).yardDice() == 1);
    }
    CHECK(g->area(1).yardTotal() == 5);
    CHECK(g->pool() == kDice - 3);
    CHECK(g->supply() == kTreats - 3);
    CHECK(g->deckTop() == 7);
    CHECK(g->deckLeft() == kDogCards - 7);
}
