// Our own seeded random generator (xoshiro256** seeded by splitmix64), bounded integers and
// Fisher-Yates. Never std::*_distribution or std::shuffle: those differ between standard
// libraries, and a seed must give the same game everywhere.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "dogtable/core/action.h"

namespace dogtable {

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }
    void reseed(std::uint64_t seed);

    /// The next raw 64-bit output.
    std::uint64_t next();
    /// A uniform integer in [0, n). n must be > 0. Unbiased (rejection sampling).
    std::uint32_t below(std::uint32_t n);
    /// A uniform integer in [lo, hi].
    int between(int lo, int hi) {
        return lo + static_cast<int>(below(static_cast<std::uint32_t>(hi - lo + 1)));
    }
    /// A uniform double in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    /// Fisher-Yates, from the back.
    template <class T> void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::size_t j = below(static_cast<std::uint32_t>(i));
            std::swap(items[i - 1], items[j]);
        }
    }
    template <class T> void shuffle(std::vector<T>& items) { shuffle(std::span<T>(items)); }

    /// Picks an index with probability proportional to its weight. Total weight must be > 0.
    std::size_t pickWeighted(std::span<const ChanceOutcome> outcomes);

    /// The full generator state as text ("xoshiro256ss:a:b:c:d", hex), and back.
    std::string saveState() const;
    static std::optional<Rng> fromState(const std::string& text);

    bool operator==(const Rng&) const = default;

private:
    std::uint64_t m_s[4]{};
};

} // namespace dogtable
