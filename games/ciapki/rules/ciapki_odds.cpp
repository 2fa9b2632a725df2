#include "ciapki/rules/ciapki_odds.h"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "ciapki/rules/ciapki_data.h"

namespace dogtable::games::ciapki {

RollOdds rollOdds(int dice, int yardTotal, const std::array<int, 6>& emptySpaces) {
    RollOdds r;
    r.dice = dice;
    if (dice < 0 || dice > kMaxOddsDice) return r;
    // Binomial coefficients C(n, k) for n <= dice.
    std::vector<std::vector<std::uint64_t>> choose(static_cast<std::size_t>(dice + 1));
    for (int n = 0; n <= dice; ++n) {
        auto& row = choose[static_cast<std::size_t>(n)];
        row.assign(static_cast<std::size_t>(n + 1), 1);
        for (int k = 1; k < n; ++k)
            row[static_cast<std::size_t>(k)] =
                choose[static_cast<std::size_t>(n - 1)][static_cast<std::size_t>(k - 1)] +
                choose[static_cast<std::size_t>(n - 1)][static_cast<std::size_t>(k)];
    }
    // Dynamic programme over the faces: (dice used, forced pips capped at room+1, some die fits).
    const int room = std::max(0, kBustAbove - yardTotal); // pips that may still be buried
    const int cap = room + 1;
    const auto idx = [&](int used, int forced, int fit) {
        return (static_cast<std::size_t>(used) * static_cast<std::size_t>(cap + 1) +
                static_cast<std::size_t>(forced)) *
                   2 +
               static_cast<std::size_t>(fit);
    };
    std::vector<std::uint64_t> ways(
        static_cast<std::size_t>(dice + 1) * static_cast<std::size_t>(cap + 1) * 2, 0);
    ways[idx(0, 0, 0)] = 1;
    for (int v = 1; v <= 6; ++v) {
        std::vector<std::uint64_t> next(ways.size(), 0);
        const int empty = emptySpaces[static_cast<std::size_t>(v - 1)];
        for (int used = 0; used <= dice; ++used)
            for (int forced = 0; forced <= cap; ++forced)
                for (int fit = 0; fit < 2; ++fit) {
                    const std::uint64_t w = ways[idx(used, forced, fit)];
                    if (w == 0) continue;
                    for (int k = 0; used + k <= dice; ++k) {
                        const int f2 = std::min(cap, forced + v * std::max(0, k - empty));
                        const int fit2 = fit | (k > 0 && empty > 0 ? 1 : 0);
                        next[idx(used + k, f2, fit2)] +=
                            w * choose[static_cast<std::size_t>(dice - used)][static_cast<std::size_t>(k)];
                    }
                }
        ways.swap(next);
    }
    if (yardTotal > kBustAbove) return r;
    for (int forced = 0; forced <= cap; ++forced)
        for (int fit = 0; fit < 2; ++fit) {
            const std::uint64_t w = ways[idx(dice, forced, fit)];
            r.outcomes += w;
            if (forced > room) r.bust += w;
            if (fit) r.fits += w;
        }
    return r;
}

std::string percentText(std::uint64_t part, std::uint64_t whole, const std::string& point) {
    if (whole == 0 || part == 0) return "0";
    if (part >= whole) return "100";
    const double p = 100.0 * static_cast<double>(part) / static_cast<double>(whole);
    if (p < 0.05) return "< 0" + point + "1";
    if (p >= 99.95) return "> 99" + point + "9";
    std::string s = fmt::format("{:.1f}", p);
    const auto dot = s.find('.');
    if (dot == std::string::npos) return s;
    if (s.substr(dot) == ".0") return s.substr(0, dot); // "25", not "25.0"
    return s.replace(dot, 1, point);
}

} // namespace dogtable::games::ciapki
