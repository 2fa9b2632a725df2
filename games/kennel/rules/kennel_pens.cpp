#include "kennel/rules/kennel_pens.h"

#include "dogtable/core/text.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>
#include <utility>

namespace dogtable::games::kennel {

namespace {
bool legalGroups(int a, int b) {
    return b == 0 ? a <= 4 : (a <= 2 && b <= 2);
}

void canonical(Pen& p) {
    for (int i = 0; i < 2; ++i)
        if (p.count[static_cast<std::size_t>(i)] == 0) p.breed[static_cast<std::size_t>(i)] = 0;
    const bool swap =
        p.count[1] > p.count[0] || (p.count[1] == p.count[0] && p.count[1] > 0 && p.breed[1] < p.breed[0]);
    if (swap) {
        std::swap(p.breed[0], p.breed[1]);
        std::swap(p.count[0], p.count[1]);
    }
}
} // namespace

int Pen::countOf(int b) const {
    int n = 0;
    for (std::size_t i = 0; i < 2; ++i)
        if (count[i] > 0 && breed[i] == b) n += count[i];
    return n;
}

bool Pen::accepts(int b) const {
    for (std::size_t i = 0; i < 2; ++i)
        if (count[i] > 0 && breed[i] == b) {
            const int a = count[i] + 1, o = count[1 - i];
            return legalGroups(std::max(a, o), std::min(a, o));
        }
    if (count[1] > 0) return false; // a third breed
    if (count[0] == 0) return true; // empty pen
    return count[0] <= 2;           // (1,1) or (2,1)
}

void Pen::add(int b) {
    for (std::size_t i = 0; i < 2; ++i)
        if (count[i] > 0 && breed[i] == b) {
            ++count[i];
            canonical(*this);
            return;
        }
    const std::size_t slot = count[0] == 0 ? 0 : 1;
    breed[slot] = static_cast<std::uint8_t>(b);
    count[slot] = 1;
    canonical(*this);
}

void Pen::remove(int b) {
    for (std::size_t i = 0; i < 2; ++i)
        if (count[i] > 0 && breed[i] == b) {
            --count[i];
            canonical(*this);
            return;
        }
}

std::array<std::array<int, 2>, 2> Pen::rows() const {
    std::array<std::array<int, 2>, 2> r{{{-1, -1}, {-1, -1}}};
    if (count[1] == 0) {
        // One breed: fill row A then row B.
        for (int i = 0; i < count[0]; ++i)
            r[static_cast<std::size_t>(i / 2)][static_cast<std::size_t>(i % 2)] = breed[0];
    } else {
        for (int i = 0; i < count[0]; ++i)
            r[0][static_cast<std::size_t>(i)] = breed[0];
        for (int i = 0; i < count[1]; ++i)
            r[1][static_cast<std::size_t>(i)] = breed[1];
    }
    return r;
}

bool legalPenCounts(const BreedCounts& counts) {
    int groups = 0, a = 0, b = 0;
    for (int c : counts) {
        if (c == 0) continue;
        ++groups;
        if (c > a) {
            b = a;
            a = c;
        } else {
            b = std::max(b, c);
        }
    }
    if (groups > 2) return false;
    return legalGroups(a, b);
}

Pen penFromCounts(const BreedCounts& counts) {
    Pen p;
    for (int b = 0; b < kBreeds; ++b)
        for (int i = 0; i < counts[static_cast<std::size_t>(b)]; ++i)
            p.add(b);
    return p;
}

int minPens(const BreedCounts& dogs) {
    // Quartets fill pens exactly; a remainder of 3 needs a pen of its own; remainders of 1 or 2 pair up
    // two breeds per pen (splitting a 3 into 2 + 1 never saves a pen).
    int pens = 0, halves = 0;
    for (int c : dogs) {
        pens += c / 4;
        const int r = c % 4;
        if (r == 3)
            ++pens;
        else if (r > 0)
            ++halves;
    }
    return pens + (halves + 1) / 2;
}

namespace {
bool fitDfs(BreedCounts& dogs, std::array<Pen, kPens>& pens, int built, int breed, int minPen, int left,
            int room) {
    if (left == 0) return true;
    if (left > room) return false;
    while (dogs[static_cast<std::size_t>(breed)] == 0) {
        ++breed;
        minPen = 0;
    }
    for (int p = minPen; p < built; ++p) {
        Pen& pen = pens[static_cast<std::size_t>(p)];
        if (!pen.accepts(breed)) continue;
        // Symmetry: an empty pen is like every other empty pen; try only the first one.
        if (pen.empty()) {
            bool earlierEmpty = false;
            for (int q = minPen; q < p; ++q)
                earlierEmpty = earlierEmpty || pens[static_cast<std::size_t>(q)].empty();
            if (earlierEmpty) continue;
        }
        pen.add(breed);
        --dogs[static_cast<std::size_t>(breed)];
        const bool ok = fitDfs(dogs, pens, built, breed, p, left - 1, room - 1);
        ++dogs[static_cast<std::size_t>(breed)];
        pen.remove(breed);
        if (ok) return true;
    }
    return false;
}
} // namespace

bool fitsWithout(const BreedCounts& dogs, const std::array<Pen, kPens>& pens, int built) {
    int left = 0, room = 0;
    bool allEmpty = true;
    for (int c : dogs)
        left += c;
    for (int p = 0; p < built; ++p) {
        room += 4 - pens[static_cast<std::size_t>(p)].size();
        allEmpty = allEmpty && pens[static_cast<std::size_t>(p)].empty();
    }
    if (left == 0) return true;
    if (left > room) return false;
    if (allEmpty) return minPens(dogs) <= built;
    BreedCounts d = dogs;
    std::array<Pen, kPens> ps = pens;
    return fitDfs(d, ps, built, 0, 0, left, room);
}

int penContentPoints(const Pen& pen) {
    const int a = pen.count[0], b = pen.count[1];
    if (b == 0) {
        switch (a) {
        case 2:
            return 2;
        case 3:
            return 8;
        case 4:
            return 12;
        default:
            return 0;
        }
    }
    if (a == 2 && b == 2) return 5;
    if (a == 2 && b == 1) return 3;
    return 0;
}

namespace {
// Best arrangement: choose groups (legal pen contents) one at a time, always containing the lowest
// breed left; memoised on (dogs left, groups used). Group k goes to the k-th most valuable built
// additional pen while there is one (and earns its value), then to pens 1 and 2.
struct Arranger {
    int built;
    std::array<int, kPens + 1> bonusForGroup{}; // by group number 1..5
    std::unordered_map<std::uint64_t, int> memo;

    static std::uint64_t key(const BreedCounts& d, int used) {
        std::uint64_t k = static_cast<std::uint64_t>(used);
        for (auto c : d)
            k = (k << 5) | std::min<std::uint64_t>(c, 31);
        return k;
    }
    template <class F> static void forEachGroup(const BreedCounts& d, F&& f) {
        int b = 0;
        while (b < kBreeds && d[static_cast<std::size_t>(b)] == 0)
            ++b;
        if (b == kBreeds) return;
        const int cb = d[static_cast<std::size_t>(b)];
        for (int i = 1; i <= std::min(4, cb); ++i) {
            BreedCounts g{};
            g[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(i);
            f(g);
        }
        for (int y = b + 1; y < kBreeds; ++y) {
            const int cy = d[static_cast<std::size_t>(y)];
            if (cy == 0) continue;
            for (int i = 1; i <= std::min(2, cb); ++i)
                for (int j = 1; j <= std::min(2, cy); ++j) {
                    BreedCounts g{};
                    g[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(i);
                    g[static_cast<std::size_t>(y)] = static_cast<std::uint8_t>(j);
                    f(g);
                }
        }
    }
    int best(const BreedCounts& d, int used) {
        bool any = false;
        for (auto c : d)
            any = any || c > 0;
        if (!any) return 0;
        if (used >= built) return -100000;
        const std::uint64_t k = key(d, used);
        if (auto it = memo.find(k); it != memo.end()) return it->second;
        int bestValue = -100000;
        forEachGroup(d, [&](const BreedCounts& g) {
            BreedCounts rest = d;
            for (int b = 0; b < kBreeds; ++b)
                rest[static_cast<std::size_t>(b)] -= g[static_cast<std::size_t>(b)];
            const int v = penContentPoints(penFromCounts(g)) +
                          bonusForGroup[static_cast<std::size_t>(used + 1)] + best(rest, used + 1);
            bestValue = std::max(bestValue, v);
        });
        memo[k] = bestValue;
        return bestValue;
    }
};
} // namespace

std::array<Pen, kPens> bestArrangement(const BreedCounts& dogs, int built) {
    Arranger ar{built, {}, {}};
    std::vector<int> extras;
    for (int p = 2; p < built; ++p)
        extras.push_back(kExtraPenValue[static_cast<std::size_t>(p - 2)]);
    std::sort(extras.rbegin(), extras.rend());
    for (std::size_t i = 0; i < extras.size(); ++i)
        ar.bonusForGroup[i + 1] = extras[i];
    // Pens in the order groups are assigned: the additional pens by value, highest first (an occupied one
    // scores its printed value), then pens 1 and 2.
    std::vector<int> penOrder;
    for (int p = built - 1; p >= 2; --p)
        penOrder.push_back(p);
    penOrder.push_back(0);
    penOrder.push_back(1);

    std::array<Pen, kPens> out{};
    BreedCounts d = dogs;
    int used = 0;
    const int total = ar.best(d, 0);
    int remaining = total;
    while (true) {
        bool any = false;
        for (auto c : d)
            any = any || c > 0;
        if (!any || used >= built) break;
        bool found = false;
        Arranger::forEachGroup(d, [&](const BreedCounts& g) {
            if (found) return;
            BreedCounts rest = d;
            for (int b = 0; b < kBreeds; ++b)
                rest[static_cast<std::size_t>(b)] -= g[static_cast<std::size_t>(b)];
            const int here =
                penContentPoints(penFromCounts(g)) + ar.bonusForGroup[static_cast<std::size_t>(used + 1)];
            const int v = here + ar.best(rest, used + 1);
            if (v == remaining) {
                out[static_cast<std::size_t>(penOrder[static_cast<std::size_t>(used)])] = penFromCounts(g);
                d = rest;
                remaining -= here;
                found = true;
            }
        });
        if (!found) break;
        ++used;
    }
    return out;
}

int healthyDogs(const KennelTally& k) {
    int n = 0;
    for (int p = 0; p < k.built; ++p)
        n += k.pens[static_cast<std::size_t>(p)].size();
    return n;
}

std::vector<ScoreItem> scoreKennel(const KennelTally& k, bool twoPlayer) {
    using namespace fmt::literals;
    using text::say;
    using text::sayN;
    std::vector<ScoreItem> lines;
    std::array<bool, kBreeds> present{};
    for (int p = 0; p < k.built; ++p) {
        const Pen& pen = k.pens[static_cast<std::size_t>(p)];
        for (std::size_t i = 0; i < 2; ++i)
            if (pen.count[i] > 0) present[pen.breed[i]] = true;
        const int pts = penContentPoints(pen);
        if (pts > 0) {
            const char* shape =
                pen.count[1] == 0
                    ? (pen.count[0] == 2   ? DOGTABLE_WORD("kennel", "pen {pen}: a pair")
                       : pen.count[0] == 3 ? DOGTABLE_WORD("kennel", "pen {pen}: a trio")
                                           : DOGTABLE_WORD("kennel", "pen {pen}: a quartet"))
                    : (pen.count[1] == 2 ? DOGTABLE_WORD("kennel", "pen {pen}: two pairs")
                                         : DOGTABLE_WORD("kennel", "pen {pen}: a pair and a single"));
            lines.push_back({say("kennel", shape)("pen"_a = p + 1), pts});
        }
    }
    for (int p = 2; p < k.built; ++p)
        if (!k.pens[static_cast<std::size_t>(p)].empty())
            lines.push_back({say("kennel", "additional pen {pen} built and occupied")("pen"_a = p + 1),
                             kExtraPenValue[static_cast<std::size_t>(p - 2)]});
    int breeds = 0;
    bool city = false, country = false;
    for (int b = 0; b < kBreeds; ++b)
        if (present[static_cast<std::size_t>(b)]) {
            ++breeds;
            (areaOf(b) == Area::City ? city : country) = true;
        }
    const int perBreed = twoPlayer ? 4 : 2;
    if (breeds > 0)
        lines.push_back({sayN("kennel", "breed variety: %n breed x {points}",
                              "breed variety: %n breeds x {points}", breeds)("points"_a = perBreed),
                         breeds * perBreed});
    if (k.helperPaid) lines.push_back({say("kennel", "helper paid"), 2});
    const int tokens = k.gas + k.food + k.medicine;
    if (tokens >= 3)
        lines.push_back({sayN("kennel", "resources: %n gas/food/medicine token",
                              "resources: %n gas/food/medicine tokens", tokens)
                             .str(),
                         tokens / 3});
    int sick = 0;
    for (auto c : k.infirmary)
        sick += c;
    if (sick > 0)
        lines.push_back(
            {say("kennel", "sick dogs in the infirmary: {sick}")("sick"_a = sick), -kSickPenalty * sick});
    if (twoPlayer && !(city && country))
        lines.push_back({!city && !country ? say("kennel", "no healthy city or country dog in the pens")
                         : !city           ? say("kennel", "no healthy city dog in the pens")
                                           : say("kennel", "no healthy country dog in the pens"),
                         -5});
    return lines;
}

} // namespace dogtable::games::kennel
