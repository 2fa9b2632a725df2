// Dig: the 30 cards as data.
//
// 20 yard cards (bone cards): every unordered pair of the 5 colours appears as a scent on two
// cards, and the two cards of a pair hide the two colours of the pair (one each). 5 bowls, one
// per colour. 4 dogs (the players' tokens) and the doghouse (position 0 of the yard) are not
// cards of the row and are modelled by the state directly.
//
// Card ids: 0..19 are the bone cards, 2p and 2p+1 being the two cards of scent pair p (2p hides
// the pair's first colour, 2p+1 its second); 20..24 are the bowls of colours 0..4.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace dogtable::games::dig {

enum class Colour : std::uint8_t { Red, Yellow, Green, Blue, Purple };

inline constexpr int kColours = 5;
inline constexpr int kPairs = 10;
inline constexpr int kBoneCards = 2 * kPairs;
inline constexpr int kBowlCards = kColours;
inline constexpr int kYardCards = kBoneCards + kBowlCards; // 25
inline constexpr int kMaxPlayers = 4;
inline constexpr int kHandLimit = 3;
inline constexpr int kActionsPerTurn = 3;
inline constexpr int kBonesPerColour = 4;

using CardId = std::int8_t;
inline constexpr CardId kGap = -1;

struct ScentPair {
    Colour first;
    Colour second;
};

/// The 10 scent pairs, in the order of the rules spec's card list.
inline constexpr std::array<ScentPair, kPairs> kScentPairs = {{
    {Colour::Red, Colour::Yellow},
    {Colour::Red, Colour::Green},
    {Colour::Red, Colour::Blue},
    {Colour::Red, Colour::Purple},
    {Colour::Yellow, Colour::Green},
    {Colour::Yellow, Colour::Blue},
    {Colour::Yellow, Colour::Purple},
    {Colour::Green, Colour::Blue},
    {Colour::Green, Colour::Purple},
    {Colour::Blue, Colour::Purple},
}};

[[nodiscard]] constexpr bool isBoneCard(int card) {
    return card >= 0 && card < kBoneCards;
}
[[nodiscard]] constexpr bool isBowlCard(int card) {
    return card >= kBoneCards && card < kYardCards;
}
[[nodiscard]] constexpr int pairOf(int card) {
    return card / 2;
}
/// The other card of the same scent pair.
[[nodiscard]] constexpr int partnerOf(int card) {
    return card ^ 1;
}
[[nodiscard]] constexpr Colour boneOf(int card) {
    const ScentPair& p = kScentPairs[static_cast<std::size_t>(card / 2)];
    return card % 2 == 0 ? p.first : p.second;
}
[[nodiscard]] constexpr Colour bowlColourOf(int card) {
    return static_cast<Colour>(card - kBoneCards);
}
[[nodiscard]] constexpr int bowlCardOf(Colour c) {
    return kBoneCards + static_cast<int>(c);
}
/// The bone card of scent pair `pair` that hides `bone` (which must be one of the pair's colours).
[[nodiscard]] constexpr int boneCardOf(int pair, Colour bone) {
    return 2 * pair + (kScentPairs[static_cast<std::size_t>(pair)].first == bone ? 0 : 1);
}
/// The scent pair of two different colours (order free), or -1.
[[nodiscard]] constexpr int pairOfColours(Colour a, Colour b) {
    for (int p = 0; p < kPairs; ++p) {
        const auto& s = kScentPairs[static_cast<std::size_t>(p)];
        if ((s.first == a && s.second == b) || (s.first == b && s.second == a)) return p;
    }
    return -1;
}
/// Whether `c` is one of the scents of pair `pair`.
[[nodiscard]] constexpr bool pairHas(int pair, Colour c) {
    const auto& s = kScentPairs[static_cast<std::size_t>(pair)];
    return s.first == c || s.second == c;
}

[[nodiscard]] std::string_view colourName(Colour c); // "red"
[[nodiscard]] char colourLetter(Colour c);           // 'R'
[[nodiscard]] bool colourFromName(std::string_view name, Colour& out);
/// "red–yellow" (an en dash between the two scents).
[[nodiscard]] std::string_view pairName(int pair);
// The names in the player's language (the catalogue's "dig" words).
[[nodiscard]] std::string colourWord(Colour c);
[[nodiscard]] std::string pairWord(int pair);
// Phrases with a colour, each its own message per colour: a colour agrees with what it describes
// (Polish: "zielona kość", "zielone kości", "do zielonej miski"), so no colour word is glued in.
[[nodiscard]] std::string bowlWord(Colour c);                  // "the green bowl"
[[nodiscard]] std::string boneWord(Colour c);                  // "a green bone"
[[nodiscard]] std::string boneCardWord(int pair, Colour bone); // "a red–green card (green bone)"

/// "RY"
[[nodiscard]] std::string_view pairCode(int pair);
/// "RY-R" for bone cards, "bowl-R" for bowls (the ids of the rules spec's card list).
[[nodiscard]] std::string_view cardCode(int card);

} // namespace dogtable::games::dig
