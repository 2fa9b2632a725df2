// FNV-1a 64, fed one value at a time (see also fnv1a() in state.h for byte strings).
#pragma once

#include <cstdint>

namespace dogtable {

/// FNV-1a 64 fed one value at a time (one step per value, not per byte): for a state's hash() over
/// its members field by field, with no padding read.
class Fnv1a {
public:
    void mix(std::uint64_t v) {
        m_h ^= v;
        m_h *= 0x100000001b3ULL;
    }
    [[nodiscard]] std::uint64_t value() const { return m_h; }

private:
    std::uint64_t m_h = 0xcbf29ce484222325ULL;
};

} // namespace dogtable
