#include <catch2/catch.hpp>

#include "dogtable/core/grid.h"

using namespace dogtable;

namespace {
Shape L() {
    return Shape{{{0, 0}, {1, 0}, {2, 0}, {2, 1}}};
} // an L tetromino
} // namespace

TEST_CASE("a quarter turn clockwise is a rotation, not a mirror", "[grid]") {
    Shape r = L().rotated(1);
    // L rotated clockwise: ###
    //                      #..
    CHECK(r.sameCells(Shape{{{0, 0}, {0, 1}, {0, 2}, {1, 0}}}));
    CHECK(L().rotated(4).sameCells(L()));
    CHECK(L().rotated(2).sameCells(Shape{{{0, 0}, {0, 1}, {1, 1}, {2, 1}}}));
    // The mirror image of L (J) is never reached by rotation.
    Shape J{{{0, 1}, {1, 1}, {2, 1}, {2, 0}}};
    for (int q = 0; q < 4; ++q)
        CHECK_FALSE(L().rotated(q).sameCells(J));
}

TEST_CASE("rotation keeps the order of cells (a marked cell follows the turn)", "[grid]") {
    Shape s{{{0, 0}, {0, 1}}}; // marked cell index 1 at the right
    Shape r = s.rotated(1);    // vertical: marked cell below
    CHECK(r.cells[1] == Cell{1, 0});
    CHECK(r.cells[0] == Cell{0, 0});
}

TEST_CASE("distinct rotations drop symmetric duplicates", "[grid]") {
    CHECK(L().distinctRotations().size() == 4);
    CHECK(Shape{{{0, 0}, {0, 1}}}.distinctRotations() == std::vector<int>{0, 1});
    CHECK(Shape{{{0, 0}, {0, 1}, {1, 0}, {1, 1}}}.distinctRotations() == std::vector<int>{0});
}

TEST_CASE("placements shift a shape everywhere it fits inside the grid", "[grid]") {
    CHECK(placementsInside(Shape{{{0, 0}}}, 3, 3).size() == 9);
    CHECK(placementsInside(L(), 3, 3).size() == 2);            // 3 tall, 2 wide: 1 x 2 shifts
    CHECK(placementsInside(L().rotated(1), 3, 3).size() == 2); // 2 tall, 3 wide
    CHECK(placementsInside(Shape{{{0, 0}, {0, 1}, {0, 2}, {0, 3}}}, 3, 3).empty());
    for (const auto& p : placementsInside(L(), 3, 3))
        for (auto c : p.cells)
            CHECK(Grid<int, 3, 3>::inside(c));
}

TEST_CASE("grid cells and neighbours", "[grid]") {
    Grid<int, 3, 3> g;
    g.fill(0);
    g.at(1, 2) = 7;
    CHECK(g.at(Cell{1, 2}) == 7);
    CHECK(Grid<int, 3, 3>::neighbours({0, 0}).size() == 2);
    CHECK(Grid<int, 3, 3>::neighbours({1, 1}).size() == 4);
    CHECK_FALSE(Grid<int, 3, 3>::inside({3, 0}));
}
