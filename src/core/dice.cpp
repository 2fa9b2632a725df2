#include "dogtable/core/dice.h"

namespace dogtable {

std::uint32_t multinomialWeight(const std::array<int, 6>& counts) {
    auto fact = [](int k) {
        std::uint64_t f = 1;
        for (int i = 2; i <= k; ++i)
            f *= static_cast<std::uint64_t>(i);
        return f;
    };
    int n = 0;
    for (int c : counts)
        n += c;
    std::uint64_t w = fact(n);
    for (int c : counts)
        w /= fact(c);
    return static_cast<std::uint32_t>(w);
}

namespace {
void enumerate(int face, int left, std::array<int, 6>& cur,
               std::vector<std::pair<std::array<int, 6>, std::uint32_t>>& out) {
    if (face == 5) {
        cur[5] = left;
        out.emplace_back(cur, multinomialWeight(cur));
        cur[5] = 0;
        return;
    }
    for (int k = left; k >= 0; --k) {
        cur[static_cast<std::size_t>(face)] = k;
        enumerate(face + 1, left - k, cur, out);
    }
    cur[static_cast<std::size_t>(face)] = 0;
}
} // namespace

std::vector<std::pair<std::array<int, 6>, std::uint32_t>> rollMultisets(int n) {
    std::vector<std::pair<std::array<int, 6>, std::uint32_t>> out;
    std::array<int, 6> cur{};
    if (n <= 0) {
        out.emplace_back(cur, 1);
        return out;
    }
    enumerate(0, n, cur, out);
    return out;
}

int pipTotal(const std::array<int, 6>& counts) {
    int t = 0;
    for (int f = 0; f < 6; ++f)
        t += counts[static_cast<std::size_t>(f)] * (f + 1);
    return t;
}

} // namespace dogtable
