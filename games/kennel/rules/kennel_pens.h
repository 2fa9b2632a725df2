// Pens: what a pen may hold (4 dogs, at most 2 breeds, rows of one breed), whether a set of dogs fits
// a kennel, the best arrangement, and the scoring of a kennel (shared by the game and tableau files).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "kennel/rules/kennel_data.h"

namespace dogtable::games::kennel {

using BreedCounts = std::array<std::uint8_t, kBreeds>;

/// A pen as at most two (breed, count) groups, kept canonical: the larger group first (ties: lower
/// breed first), empty groups have count 0 and breed 0. Rows are only a drawing of this.
struct Pen {
    std::array<std::uint8_t, 2> breed{};
    std::array<std::uint8_t, 2> count{};

    [[nodiscard]] int size() const { return count[0] + count[1]; }
    [[nodiscard]] bool empty() const { return size() == 0; }
    [[nodiscard]] int countOf(int b) const;
    /// Whether the pen would stay legal with one more dog of breed b.
    [[nodiscard]] bool accepts(int b) const;
    void add(int b);    // assumes accepts(b)
    void remove(int b); // assumes countOf(b) > 0
    /// The two rows (A, B) as breeds per spot (-1 = empty spot): larger group in row A.
    [[nodiscard]] std::array<std::array<int, 2>, 2> rows() const;
    bool operator==(const Pen&) const = default;
};

/// Whether sorted counts per breed form a legal pen: (), (1), (2), (1,1), (2,1), (3), (2,2), (4).
bool legalPenCounts(const BreedCounts& counts);
/// Builds a pen from per-breed counts (assumes legalPenCounts).
Pen penFromCounts(const BreedCounts& counts);

/// The fewest pens that can hold these dogs under the pen rules.
int minPens(const BreedCounts& dogs);
/// Whether `dogs` can all be added to `pens` (the first `built` of them) without moving a dog already there.
bool fitsWithout(const BreedCounts& dogs, const std::array<Pen, kPens>& pens, int built);
/// The highest-scoring arrangement of all `dogs` in `built` empty pens (assumes minPens(dogs) <= built).
std::array<Pen, kPens> bestArrangement(const BreedCounts& dogs, int built);

/// Points of one pen's contents: pair 2, pair + single 3, two pairs 5, trio 8, quartet 12, else 0.
int penContentPoints(const Pen& pen);

/// What scoring needs of one kennel.
struct KennelTally {
    std::array<Pen, kPens> pens{};
    int built = 2;
    BreedCounts infirmary{};
    bool helperPaid = false;
    int gas = 0, food = 0, medicine = 0;
};
struct ScoreItem {
    std::string what;
    int points;
};
/// The kennel's score line by line (spec "Scoring/Winning").
std::vector<ScoreItem> scoreKennel(const KennelTally& k, bool twoPlayer);
int healthyDogs(const KennelTally& k);

} // namespace dogtable::games::kennel
