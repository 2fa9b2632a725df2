// Pens, arrangements and the scoring table (pure functions).
#include <catch2/catch.hpp>

#include "kennel/rules/kennel_pens.h"

using namespace dogtable::games::kennel;

namespace {
BreedCounts counts(std::initializer_list<std::pair<int, int>> list) {
    BreedCounts c{};
    for (auto [b, n] : list)
        c[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(n);
    return c;
}
Pen pen(std::initializer_list<std::pair<int, int>> list) {
    return penFromCounts(counts(list));
}
} // namespace

TEST_CASE("pen contents: at most 4 dogs, at most 2 breeds, rows of one breed", "[kennel][pens]") {
    CHECK(legalPenCounts(counts({})));
    CHECK(legalPenCounts(counts({{Poodle, 1}})));
    CHECK(legalPenCounts(counts({{Poodle, 2}})));
    CHECK(legalPenCounts(counts({{Poodle, 1}, {Beagle, 1}})));
    CHECK(legalPenCounts(counts({{Poodle, 2}, {Beagle, 1}})));
    CHECK(legalPenCounts(counts({{Poodle, 3}})));
    CHECK(legalPenCounts(counts({{Poodle, 2}, {Beagle, 2}})));
    CHECK(legalPenCounts(counts({{Poodle, 4}})));
    // A trio and a single would need a row with two breeds.
    CHECK_FALSE(legalPenCounts(counts({{Poodle, 3}, {Beagle, 1}})));
    CHECK_FALSE(legalPenCounts(counts({{Poodle, 5}})));
    CHECK_FALSE(legalPenCounts(counts({{Poodle, 1}, {Beagle, 1}, {Mutt, 1}})));
}

TEST_CASE("a pen accepts a dog only if it stays legal", "[kennel][pens]") {
    Pen p;
    CHECK(p.accepts(Poodle));
    p.add(Poodle);
    p.add(Poodle);
    p.add(Poodle);
    CHECK(p.accepts(Poodle));       // quartet
    CHECK_FALSE(p.accepts(Beagle)); // trio + single
    p.remove(Poodle);
    CHECK(p.accepts(Beagle));
    p.add(Beagle);
    CHECK(p.accepts(Beagle));
    CHECK_FALSE(p.accepts(Poodle)); // (3,1)
    CHECK_FALSE(p.accepts(Mutt));   // third breed
    p.add(Beagle);
    CHECK(p.size() == 4);
    CHECK_FALSE(p.accepts(Beagle));
    // Canonical form: rows A and B hold one breed each.
    auto rows = p.rows();
    CHECK(rows[0][0] == rows[0][1]);
    CHECK(rows[1][0] == rows[1][1]);
    CHECK(rows[0][0] != rows[1][0]);
}

TEST_CASE("a breed that left a pen no longer counts towards its two breeds", "[kennel][pens]") {
    Pen p = pen({{Poodle, 2}, {Beagle, 1}});
    p.remove(Beagle);
    CHECK(p.accepts(Mutt));
}

TEST_CASE("fewest pens for a set of dogs", "[kennel][pens]") {
    CHECK(minPens(counts({})) == 0);
    CHECK(minPens(counts({{Poodle, 4}})) == 1);
    CHECK(minPens(counts({{Poodle, 5}})) == 2);
    CHECK(minPens(counts({{Poodle, 3}, {Beagle, 1}})) == 2);
    CHECK(minPens(counts({{Poodle, 2}, {Beagle, 2}})) == 1);
    CHECK(minPens(counts({{Poodle, 1}, {Beagle, 1}, {Mutt, 1}})) == 2);
    CHECK(minPens(counts({{Poodle, 6}, {Beagle, 2}})) == 2); // 4 | 2+2
}

TEST_CASE("rulebook example 01: two Poodles, a Beagle and a Mutt fit in the two starting pens",
          "[kennel][pens]") {
    const auto dogs = counts({{Poodle, 2}, {Beagle, 1}, {Mutt, 1}});
    CHECK(minPens(dogs) == 2);
    std::array<Pen, kPens> empty{};
    CHECK(fitsWithout(dogs, empty, 2));
}

TEST_CASE("rulebook example 02: two more Poodles and a Yorkshire leave no room for one dog",
          "[kennel][pens]") {
    const auto dogs = counts({{Poodle, 4}, {Beagle, 1}, {Mutt, 1}, {Yorkshire, 1}});
    CHECK(minPens(dogs) == 3); // exactly one dog must be donated
    auto without = dogs;
    without[Yorkshire] = 0;
    CHECK(minPens(without) == 2);
}

TEST_CASE("fitting dogs into pens without moving those already there", "[kennel][pens]") {
    std::array<Pen, kPens> pens{};
    pens[0] = pen({{Poodle, 2}, {Beagle, 1}});
    pens[1] = pen({{Mutt, 3}});
    CHECK(fitsWithout(counts({{Poodle, 0}, {Beagle, 1}}), pens, 2));
    CHECK(fitsWithout(counts({{Mutt, 1}}), pens, 2));
    CHECK_FALSE(fitsWithout(counts({{Labrador, 1}}), pens, 2)); // would be a third breed / trio + single
    CHECK(fitsWithout(counts({{Labrador, 1}}), pens, 3));
    CHECK_FALSE(fitsWithout(counts({{Labrador, 5}}), pens, 3));
    // The same dogs fit once the pens are rearranged: 4 Poodles apart, Beagle + Mutt together.
    std::array<Pen, kPens> bad{};
    bad[0] = pen({{Poodle, 1}, {Beagle, 1}});
    bad[1] = pen({{Mutt, 1}, {Beagle, 1}});
    CHECK_FALSE(fitsWithout(counts({{Poodle, 2}}), bad, 2));
    CHECK(minPens(counts({{Poodle, 3}, {Beagle, 2}, {Mutt, 1}})) == 2);
}

TEST_CASE("pen scoring table", "[kennel][pens][scoring]") {
    CHECK(penContentPoints(pen({})) == 0);
    CHECK(penContentPoints(pen({{Poodle, 1}})) == 0);
    CHECK(penContentPoints(pen({{Poodle, 2}})) == 2);
    CHECK(penContentPoints(pen({{Poodle, 1}, {Beagle, 1}})) == 0);
    CHECK(penContentPoints(pen({{Poodle, 2}, {Beagle, 1}})) == 3);
    CHECK(penContentPoints(pen({{Poodle, 2}, {Beagle, 2}})) == 5);
    CHECK(penContentPoints(pen({{Poodle, 3}})) == 8);
    CHECK(penContentPoints(pen({{Poodle, 4}})) == 12);
}

TEST_CASE("the best arrangement maximises the pen points", "[kennel][pens]") {
    // Four Poodles and two Beagles in two pens: quartet + pair (14) beats 2+2 and 2 (7).
    auto best = bestArrangement(counts({{Poodle, 4}, {Beagle, 2}}), 2);
    CHECK(penContentPoints(best[0]) + penContentPoints(best[1]) == 14);
    // With an additional pen built, spreading into it earns its 2 points.
    best = bestArrangement(counts({{Poodle, 2}, {Beagle, 2}}), 3);
    int total = 0;
    for (int p = 0; p < 3; ++p)
        total += penContentPoints(best[static_cast<std::size_t>(p)]);
    // Two pairs in the 2 pt pen (5 + 2) beat a pair in it and a pair in pen 1 (2 + 2 + 2).
    CHECK(total + (best[2].empty() ? 0 : 2) == 7);
    CHECK(penContentPoints(best[2]) == 5);
}

TEST_CASE("kennel scoring: every item of the table", "[kennel][scoring]") {
    KennelTally k;
    k.built = 4;
    k.pens[0] = pen({{Poodle, 4}});            // 12
    k.pens[1] = pen({{Beagle, 2}, {Mutt, 1}}); // 3
    k.pens[2] = pen({{Labrador, 1}});          // 0 + 2 (additional pen occupied)
    k.pens[3] = pen({});                       // built, empty: nothing
    k.infirmary[Poodle] = 1;
    k.infirmary[Yorkshire] = 1; // -4
    k.helperPaid = true;        // 2
    k.gas = 3;
    k.food = 2;
    k.medicine = 1; // 6 tokens: 2
    int total = 0;
    for (const auto& l : scoreKennel(k, false))
        total += l.points;
    // Variety: Poodle, Beagle, Mutt, Labrador = 4 breeds x 2.
    CHECK(total == 12 + 3 + 2 + 8 + 2 + 2 - 4);
    CHECK(healthyDogs(k) == 8);
    // Two players: 4 points a breed; the kennel has city and country dogs, so no -5.
    int two = 0;
    for (const auto& l : scoreKennel(k, true))
        two += l.points;
    CHECK(two == total + 8);
    // Without a country dog: -5.
    k.pens[0] = pen({{Mutt, 2}});
    k.pens[2] = pen({{Beagle, 1}});
    int noCountry = 0;
    for (const auto& l : scoreKennel(k, true))
        noCountry += l.points;
    CHECK(noCountry == 2 + 3 + 2 + 2 * 4 + 2 + 2 - 4 - 5);
}
