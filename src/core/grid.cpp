#include "dogtable/core/grid.h"

namespace dogtable {

namespace {
/// How many rows (or columns: `coord`) the cells cover, from the lowest to the highest; 0 for none.
int spanOf(const std::vector<Cell>& cells, int Cell::*coord) {
    int lo = 1 << 20, hi = -(1 << 20);
    for (const Cell& c : cells) {
        lo = std::min(lo, c.*coord);
        hi = std::max(hi, c.*coord);
    }
    return cells.empty() ? 0 : hi - lo + 1;
}
} // namespace

Shape Shape::normalized() const {
    if (cells.empty()) return *this;
    int r0 = cells[0].row, c0 = cells[0].col;
    for (auto c : cells) {
        r0 = std::min(r0, c.row);
        c0 = std::min(c0, c.col);
    }
    return shifted(-r0, -c0);
}

Shape Shape::shifted(int dr, int dc) const {
    Shape s = *this;
    for (auto& c : s.cells) {
        c.row += dr;
        c.col += dc;
    }
    return s;
}

Shape Shape::rotated(int quarters) const {
    Shape s = normalized();
    quarters = ((quarters % 4) + 4) % 4;
    for (int q = 0; q < quarters; ++q) {
        // Clockwise quarter turn: (r, c) -> (c, -r). A reflection would be (r, c) -> (c, r).
        for (auto& c : s.cells)
            c = Cell{c.col, -c.row};
        s = s.normalized();
    }
    return s;
}

int Shape::height() const {
    return spanOf(cells, &Cell::row);
}

int Shape::width() const {
    return spanOf(cells, &Cell::col);
}

bool Shape::sameCells(const Shape& other) const {
    auto a = cells, b = other.cells;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
}

std::vector<int> Shape::distinctRotations() const {
    std::vector<int> out;
    std::vector<Shape> seen;
    for (int q = 0; q < 4; ++q) {
        Shape r = rotated(q);
        bool dup = std::any_of(seen.begin(), seen.end(), [&](const Shape& s) { return s.sameCells(r); });
        if (!dup) {
            seen.push_back(r);
            out.push_back(q);
        }
    }
    return out;
}

std::vector<Shape> placementsInside(const Shape& shape, int rows, int cols) {
    std::vector<Shape> out;
    Shape s = shape.normalized();
    for (int dr = 0; dr + s.height() <= rows; ++dr)
        for (int dc = 0; dc + s.width() <= cols; ++dc)
            out.push_back(s.shifted(dr, dc));
    return out;
}

} // namespace dogtable
