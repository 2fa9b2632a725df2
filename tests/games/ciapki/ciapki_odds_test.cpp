// The odds aid against hand-computed values and against brute force.
#include <catch2/catch.hpp>

#include <algorithm>

#include "ciapki/rules/ciapki_odds.h"

using namespace dogtable::games::ciapki;

namespace {
// Every ordered roll, one by one.
RollOdds bruteForce(int dice, int yard, const std::array<int, 6>& empty) {
    RollOdds r;
    r.dice = dice;
    std::vector<int> faces(static_cast<std::size_t>(dice), 1);
    for (;;) {
        std::array<int, 6> count{};
        for (int f : faces)
            ++count[static_cast<std::size_t>(f - 1)];
        int buried = 0;
        bool fit = false;
        for (std::size_t v = 0; v < 6; ++v) {
            buried += static_cast<int>(v + 1) * std::max(0, count[v] - empty[v]);
            fit = fit || (count[v] > 0 && empty[v] > 0);
        }
        ++r.outcomes;
        if (yard + buried > 7) ++r.bust;
        if (fit) ++r.fits;
        std::size_t i = 0;
        while (i < faces.size() && faces[i] == 6)
            faces[i++] = 1;
        if (i == faces.size()) break;
        ++faces[i];
    }
    return r;
}
} // namespace

TEST_CASE("odds: one die onto a full yard always busts", "[odds]") {
    const RollOdds r = rollOdds(1, 7, {0, 0, 0, 0, 0, 0});
    CHECK(r.outcomes == 6);
    CHECK(r.bust == 6);
    CHECK(r.fits == 0);
}

TEST_CASE("odds: one die, yard 5, one empty 3-space: 3 in 6 bust, 1 in 6 fits", "[odds]") {
    const RollOdds r = rollOdds(1, 5, {0, 0, 1, 0, 0, 0});
    CHECK(r.outcomes == 6);
    CHECK(r.bust == 3); // 4, 5, 6
    CHECK(r.fits == 1);
    CHECK(r.bustChance() == Approx(0.5));
}

TEST_CASE("odds: two dice into an empty yard with no space bust on 8 or more: 15 of 36", "[odds]") {
    const RollOdds r = rollOdds(2, 0, {0, 0, 0, 0, 0, 0});
    CHECK(r.outcomes == 36);
    CHECK(r.bust == 15);
    CHECK(r.fits == 0);
}

TEST_CASE("odds: two dice, yard 4, one empty 6-space: 27 of 36 bust, 11 of 36 fit", "[odds]") {
    // No 6: 22 of the 25 pairs exceed 3. One 6 (10 pairs): the other die is 4 or 5 in 4 of them. Two 6s: 1.
    const RollOdds r = rollOdds(2, 4, {0, 0, 0, 0, 0, 1});
    CHECK(r.outcomes == 36);
    CHECK(r.bust == 27);
    CHECK(r.fits == 11);
}

TEST_CASE("odds: agree with brute force for up to 5 dice", "[odds]") {
    const std::array<std::array<int, 6>, 3> spaces{
        {{1, 0, 1, 0, 2, 0}, {0, 1, 1, 1, 0, 1}, {2, 2, 0, 0, 0, 0}}};
    for (int dice = 0; dice <= 5; ++dice)
        for (int yard : {0, 3, 6, 7})
            for (const auto& e : spaces) {
                const RollOdds a = rollOdds(dice, yard, e);
                const RollOdds b = bruteForce(dice, yard, e);
                CHECK(a.outcomes == b.outcomes);
                CHECK(a.bust == b.bust);
                CHECK(a.fits == b.fits);
            }
}

TEST_CASE("odds: too many dice is reported as unavailable", "[odds]") {
    CHECK_FALSE(rollOdds(kMaxOddsDice + 1, 0, {}).valid());
    CHECK(rollOdds(kMaxOddsDice, 0, {}).valid());
}
