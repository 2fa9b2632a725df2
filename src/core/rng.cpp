#include "dogtable/core/rng.h"

#include <fmt/format.h>

#include <charconv>

namespace dogtable {

namespace {
std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}
} // namespace

void Rng::reseed(std::uint64_t seed) {
    std::uint64_t x = seed;
    for (auto& s : m_s)
        s = splitmix64(x);
}

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
    const std::uint64_t t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

std::uint32_t Rng::below(std::uint32_t n) {
    // Lemire's nearly-divisionless method with rejection: exact and portable.
    std::uint64_t x = next() >> 32;
    std::uint64_t m = x * n;
    auto low = static_cast<std::uint32_t>(m);
    if (low < n) {
        const std::uint32_t threshold = static_cast<std::uint32_t>(-n) % n;
        while (low < threshold) {
            x = next() >> 32;
            m = x * n;
            low = static_cast<std::uint32_t>(m);
        }
    }
    return static_cast<std::uint32_t>(m >> 32);
}

std::size_t Rng::pickWeighted(std::span<const ChanceOutcome> outcomes) {
    std::uint64_t total = 0;
    for (const auto& o : outcomes)
        total += o.weight;
    if (outcomes.size() == 1 || total == 0) return 0;
    std::uint64_t r;
    if (total <= 0xffffffffULL) {
        r = below(static_cast<std::uint32_t>(total));
    } else {
        r = next() % total; // weights this large never occur in our games
    }
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        if (r < outcomes[i].weight) return i;
        r -= outcomes[i].weight;
    }
    return outcomes.size() - 1;
}

std::string Rng::saveState() const {
    return fmt::format("xoshiro256ss:{:016x}:{:016x}:{:016x}:{:016x}", m_s[0], m_s[1], m_s[2], m_s[3]);
}

std::optional<Rng> Rng::fromState(const std::string& text) {
    const std::string prefix = "xoshiro256ss:";
    if (text.rfind(prefix, 0) != 0 || text.size() != prefix.size() + 4 * 17 - 1) return std::nullopt;
    Rng rng;
    const char* p = text.data() + prefix.size();
    for (int i = 0; i < 4; ++i) {
        auto [end, ec] = std::from_chars(p, p + 16, rng.m_s[i], 16);
        if (ec != std::errc{} || end != p + 16) return std::nullopt;
        p = end;
        if (i < 3) {
            if (*p != ':') return std::nullopt;
            ++p;
        }
    }
    if ((rng.m_s[0] | rng.m_s[1] | rng.m_s[2] | rng.m_s[3]) == 0) return std::nullopt;
    return rng;
}

} // namespace dogtable
