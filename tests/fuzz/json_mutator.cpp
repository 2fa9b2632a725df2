// A structure-aware libFuzzer mutator for the JSON readers (linked into the fuzz_* binaries only).
// Three times in four, the input is parsed (with the bounded reader, so the mutator itself never
// recurses deeply) and one node is changed as a hostile editor would: a value of another type, a
// number at a limit, a long or odd string, an action with its arguments nudged (which turns dice
// into edited dice and moves into illegal ones), an element dropped, doubled or swapped, a key
// removed or repeated (a duplicate key, written into the text), or the node wrapped in 65+ levels of
// nesting. Otherwise, and whenever the input is not JSON, libFuzzer's own byte mutations run.
// FUZZ_PREFIX_BYTES bytes before the JSON (the tableau target's game selector) are kept as they are.
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "dogtable/core/safe_read.h"

#ifndef FUZZ_PREFIX_BYTES
#define FUZZ_PREFIX_BYTES 0
#endif

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t maxSize);

namespace {

using nlohmann::json;
using Rng = std::mt19937_64;

const char* const kKeys[] = {"format",    "version",  "game", "players", "variants", "seats",  "name",
                             "computer",  "strength", "team", "seed",    "actions",  "hash",   "bowls",
                             "delivered", "pens",     "dogs", "food",    "trait",    "tucked", "resources"};
const char kDupMarker[] = "\x01dup";

std::size_t pick(Rng& rng, std::size_t n) {
    return n == 0 ? 0 : static_cast<std::size_t>(rng() % n);
}

// a + b, wrapping around instead of overflowing (no undefined behaviour in the mutator itself).
long long wrappingAdd(long long a, long long b) {
    return static_cast<long long>(static_cast<unsigned long long>(a) + static_cast<unsigned long long>(b));
}

json hostileScalar(Rng& rng) {
    switch (pick(rng, 16)) {
    case 0:
        return nullptr;
    case 1:
        return true;
    case 2:
        return 0;
    case 3:
        return -1;
    case 4:
        return std::numeric_limits<std::uint64_t>::max();
    case 5:
        return std::numeric_limits<std::int64_t>::min();
    case 6:
        return 1e308;
    case 7:
        return 0.5;
    case 8:
        return "";
    case 9:
        return std::string(1 + pick(rng, 100000), static_cast<char>('a' + pick(rng, 26)));
    case 10:
        return std::string("a\nb\tc\x01");
    case 11:
        return std::string("\xc5\x81\xf0\x9f\x90\x95"); // Ł and a dog
    case 12:
        return json::array();
    case 13:
        return json::object();
    case 14:
        return 256;
    default:
        return static_cast<std::int64_t>(rng() % 100) - 10;
    }
}

// An action text "kind a b c" with one argument nudged, dropped or added.
std::string nudgeAction(const std::string& s, Rng& rng) {
    std::vector<std::string> parts;
    std::size_t i = 0;
    while (i < s.size()) {
        const auto j = s.find(' ', i);
        parts.push_back(s.substr(i, j == std::string::npos ? std::string::npos : j - i));
        if (j == std::string::npos) break;
        i = j + 1;
    }
    if (parts.empty()) return "end";
    switch (pick(rng, 5)) {
    case 0:
        parts.push_back(std::to_string(pick(rng, 40)));
        break;
    case 1:
        if (parts.size() > 1) parts.pop_back();
        break;
    default: {
        const std::size_t k = parts.size() > 1 ? 1 + pick(rng, parts.size() - 1) : 0;
        long long v = 0;
        try {
            v = std::stoll(parts[k]);
        } catch (...) {
            v = 0;
        }
        const long long deltas[] = {1, -1, 2, -2, 7, 1000, -100000};
        parts[k] = std::to_string(wrappingAdd(v, deltas[pick(rng, 7)]));
    }
    }
    std::string out = parts[0];
    for (std::size_t k = 1; k < parts.size(); ++k)
        out += " " + parts[k];
    return out;
}

// Changes one node, chosen by a random walk from the root. Returns a key to duplicate (written into
// the text afterwards), or an empty string.
std::string mutate(json& root, Rng& rng) {
    json* node = &root;
    json* parent = nullptr;
    for (int depth = 0; depth < 80 && node->is_structured() && !node->empty() && pick(rng, 10) < 7; ++depth) {
        parent = node;
        auto it = node->begin();
        std::advance(it, static_cast<std::ptrdiff_t>(pick(rng, node->size())));
        node = &*it;
    }
    switch (pick(rng, 8)) {
    case 0:
        *node = hostileScalar(rng);
        return {};
    case 1: { // wrap in more nesting than the readers allow
        json wrapped = std::move(*node);
        const std::size_t levels = 1 + pick(rng, 3) * 33;
        for (std::size_t k = 0; k < levels; ++k)
            wrapped = pick(rng, 2) ? json::array({std::move(wrapped)}) : json{{"a", std::move(wrapped)}};
        *node = std::move(wrapped);
        return {};
    }
    default:
        break;
    }
    if (node->is_string()) {
        auto& s = node->get_ref<std::string&>();
        switch (pick(rng, 4)) {
        case 0:
            s = nudgeAction(s, rng);
            break;
        case 1:
            s = s.substr(0, pick(rng, s.size() + 1));
            break;
        case 2:
            s += s;
            break;
        default:
            s = nudgeAction(nudgeAction(s, rng), rng);
        }
    } else if (node->is_number_integer()) {
        const auto v = node->is_number_unsigned() ? static_cast<long long>(node->get<std::uint64_t>())
                                                  : node->get<long long>();
        const long long deltas[] = {1, -1, 64, -1000, 1LL << 31, 1LL << 40};
        *node = wrappingAdd(v, deltas[pick(rng, 6)]);
    } else if (node->is_array()) {
        auto& a = *node;
        const std::size_t n = a.size();
        switch (pick(rng, 5)) {
        case 0:
            if (n) a.erase(pick(rng, n));
            break;
        case 1:
            if (n) a.insert(a.begin() + static_cast<std::ptrdiff_t>(pick(rng, n + 1)), a[pick(rng, n)]);
            break;
        case 2:
            if (n > 1) std::swap(a[pick(rng, n)], a[pick(rng, n)]);
            break;
        case 3:
            a.insert(a.begin() + static_cast<std::ptrdiff_t>(pick(rng, n + 1)), hostileScalar(rng));
            break;
        default:
            if (n > 1) a.erase(a.begin() + static_cast<std::ptrdiff_t>(n / 2), a.end());
        }
    } else if (node->is_object()) {
        auto& o = *node;
        switch (pick(rng, 3)) {
        case 0:
            if (!o.empty()) {
                auto it = o.begin();
                std::advance(it, static_cast<std::ptrdiff_t>(pick(rng, o.size())));
                o.erase(it);
            }
            break;
        case 1:
            o[kKeys[pick(rng, std::size(kKeys))]] = hostileScalar(rng);
            break;
        default:
            if (!o.empty()) { // a duplicate key: marked here, written into the text by the caller
                auto it = o.begin();
                std::advance(it, static_cast<std::ptrdiff_t>(pick(rng, o.size())));
                const std::string key = it.key();
                o[kDupMarker] = it.value();
                return key;
            }
        }
    } else if (parent && parent->is_array()) {
        *node = hostileScalar(rng);
    }
    return {};
}

} // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t maxSize,
                                               unsigned int seed) {
    Rng rng(seed);
    const std::size_t prefix = FUZZ_PREFIX_BYTES;
    if (size < prefix || pick(rng, 4) == 0) return LLVMFuzzerMutate(data, size, maxSize);
    dogtable::ReadLimits limits;
    limits.maxBytes = maxSize;
    limits.maxDepth = 200;
    limits.maxString = maxSize;
    auto doc = dogtable::parseJsonBounded(
        std::string_view(reinterpret_cast<const char*>(data) + prefix, size - prefix), limits);
    if (!doc) return LLVMFuzzerMutate(data, size, maxSize);
    const std::string dupKey = mutate(*doc, rng);
    std::string out;
    try {
        out = doc->dump();
    } catch (const json::exception&) {
        return LLVMFuzzerMutate(data, size, maxSize);
    }
    if (!dupKey.empty()) {
        const std::string marker = json(kDupMarker).dump() + ":";
        if (const auto at = out.find(marker); at != std::string::npos)
            out.replace(at, marker.size(), json(dupKey).dump() + ":");
    }
    if (prefix + out.size() > maxSize) return LLVMFuzzerMutate(data, size, maxSize);
    std::memcpy(data + prefix, out.data(), out.size());
    return prefix + out.size();
}
