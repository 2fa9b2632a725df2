// Grid<T,R,C> and polyomino shapes that rotate (quarter turns) and shift but never mirror.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace dogtable {

struct Cell {
    int row = 0;
    int col = 0;
    constexpr auto operator<=>(const Cell&) const = default;
};

/// A polyomino: a list of cells. The order of the cells is kept through rotation and shifting,
/// so a game can mark one cell (e.g. a star) by its index.
struct Shape {
    std::vector<Cell> cells;

    /// Turned a quarter clockwise, `quarters` times (0..3), then moved so its top-left bounding
    /// corner is at (0,0). A rotation, never a reflection.
    [[nodiscard]] Shape rotated(int quarters) const;
    /// Moved so the smallest row and column are 0.
    [[nodiscard]] Shape normalized() const;
    [[nodiscard]] Shape shifted(int dr, int dc) const;
    [[nodiscard]] int height() const;
    [[nodiscard]] int width() const;
    /// The same set of cells (order ignored).
    [[nodiscard]] bool sameCells(const Shape& other) const;
    /// The distinct rotations (0..3 quarter turns; duplicates by cell set removed, first kept).
    [[nodiscard]] std::vector<int> distinctRotations() const;
    bool operator==(const Shape&) const = default;
};

/// Every position of `shape` (already rotated) inside an R x C grid: the shifted shapes.
std::vector<Shape> placementsInside(const Shape& shape, int rows, int cols);

template <class T, int R, int C> class Grid {
public:
    static constexpr int kRows = R;
    static constexpr int kCols = C;

    [[nodiscard]] static constexpr bool inside(Cell c) {
        return c.row >= 0 && c.row < R && c.col >= 0 && c.col < C;
    }
    T& at(Cell c) { return m_cells[static_cast<std::size_t>(c.row * C + c.col)]; }
    const T& at(Cell c) const { return m_cells[static_cast<std::size_t>(c.row * C + c.col)]; }
    T& at(int r, int c) { return at(Cell{r, c}); }
    const T& at(int r, int c) const { return at(Cell{r, c}); }
    void fill(const T& v) { m_cells.fill(v); }
    auto begin() { return m_cells.begin(); }
    auto end() { return m_cells.end(); }
    auto begin() const { return m_cells.begin(); }
    auto end() const { return m_cells.end(); }
    /// The 4-neighbours of `c` inside the grid.
    [[nodiscard]] static std::vector<Cell> neighbours(Cell c) {
        std::vector<Cell> out;
        for (auto d : {Cell{-1, 0}, Cell{1, 0}, Cell{0, -1}, Cell{0, 1}}) {
            Cell n{c.row + d.row, c.col + d.col};
            if (inside(n)) out.push_back(n);
        }
        return out;
    }
    bool operator==(const Grid&) const = default;

private:
    std::array<T, static_cast<std::size_t>(R* C)> m_cells{};
};

} // namespace dogtable
