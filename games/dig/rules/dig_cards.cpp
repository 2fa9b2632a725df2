#include "dig/rules/dig_cards.h"

namespace dogtable::games::dig {

namespace {
constexpr std::array<std::string_view, kColours> kNames = {"red", "yellow", "green", "blue", "purple"};
constexpr std::array<std::string_view, kPairs> kPairNames = {
    "red–yellow",  "red–green",     "red–blue",   "red–purple",   "yellow–green",
    "yellow–blue", "yellow–purple", "green–blue", "green–purple", "blue–purple"};
constexpr std::array<std::string_view, kPairs> kPairCodes = {"RY", "RG", "RB", "RP", "YG",
                                                             "YB", "YP", "GB", "GP", "BP"};
constexpr std::array<std::string_view, kYardCards> kCardCodes = {
    "RY-R", "RY-Y", "RG-R",   "RG-G",   "RB-R",   "RB-B",   "RP-R",  "RP-P", "YG-Y",
    "YG-G", "YB-Y", "YB-B",   "YP-Y",   "YP-P",   "GB-G",   "GB-B",  "GP-G", "GP-P",
    "BP-B", "BP-P", "bowl-R", "bowl-Y", "bowl-G", "bowl-B", "bowl-P"};
} // namespace

std::string_view colourName(Colour c) {
    return kNames[static_cast<std::size_t>(c)];
}
char colourLetter(Colour c) {
    return "RYGBP"[static_cast<int>(c)];
}
bool colourFromName(std::string_view name, Colour& out) {
    for (int c = 0; c < kColours; ++c)
        if (kNames[static_cast<std::size_t>(c)] == name) {
            out = static_cast<Colour>(c);
            return true;
        }
    return false;
}
std::string_view pairName(int pair) {
    return kPairNames[static_cast<std::size_t>(pair)];
}
std::string_view pairCode(int pair) {
    return kPairCodes[static_cast<std::size_t>(pair)];
}
std::string_view cardCode(int card) {
    return kCardCodes[static_cast<std::size_t>(card)];
}

// The data table must match the spec's constraints: checked at compile time.
static_assert([] {
    std::array<int, kColours> bones{};
    for (int card = 0; card < kBoneCards; ++card) {
        if (!pairHas(pairOf(card), boneOf(card))) return false;
        if (boneOf(card) == boneOf(partnerOf(card))) return false;
        ++bones[static_cast<std::size_t>(boneOf(card))];
    }
    for (int b : bones)
        if (b != kBonesPerColour) return false;
    for (int p = 0; p < kPairs; ++p) {
        const ScentPair& s = kScentPairs[static_cast<std::size_t>(p)];
        if (s.first == s.second || pairOfColours(s.first, s.second) != p) return false;
    }
    return true;
}());

} // namespace dogtable::games::dig
