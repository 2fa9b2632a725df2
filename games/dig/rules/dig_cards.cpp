#include "dig/rules/dig_cards.h"

#include "dogtable/core/text.h"

namespace dogtable::games::dig {

namespace {
// English names, also the words of tableau files; shown through the catalogue (text::say("dig", …)).
constexpr std::array<std::string_view, kColours> kNames = {
    DOGTABLE_WORD("dig", "red"), DOGTABLE_WORD("dig", "yellow"), DOGTABLE_WORD("dig", "green"),
    DOGTABLE_WORD("dig", "blue"), DOGTABLE_WORD("dig", "purple")};
constexpr std::array<std::string_view, kPairs> kPairNames = {
    DOGTABLE_WORD("dig", "red–yellow"),    DOGTABLE_WORD("dig", "red–green"),
    DOGTABLE_WORD("dig", "red–blue"),      DOGTABLE_WORD("dig", "red–purple"),
    DOGTABLE_WORD("dig", "yellow–green"),  DOGTABLE_WORD("dig", "yellow–blue"),
    DOGTABLE_WORD("dig", "yellow–purple"), DOGTABLE_WORD("dig", "green–blue"),
    DOGTABLE_WORD("dig", "green–purple"),  DOGTABLE_WORD("dig", "blue–purple")};
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
std::string colourWord(Colour c) {
    return text::say("dig", kNames[static_cast<std::size_t>(c)].data());
}
std::string pairWord(int pair) {
    return text::say("dig", kPairNames[static_cast<std::size_t>(pair)].data());
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
