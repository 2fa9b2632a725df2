// Dog Kids — the board and the cards as data (shared/rules/dog-kids.md, "Components" and "Board data").
//
// Rules source: the Dog Kids rulebook (Schmidt Spiele, 2018; English part of the four-language
// booklet) with the spec filling the gaps where the printed board is missing: 4 colours, a ring of
// 44 fields in 4 segments of 11, start fields with two colours, one kennel field per colour,
// 3 waiting spaces per player, home lanes of 3 coloured fields.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "dogtable/core/track.h"

namespace dogtable::games::dogkids {

/// The four field and card colours, in the order of ui::GameColour (red, blue, yellow, green).
enum class Colour : std::uint8_t { Red, Blue, Yellow, Green };
inline constexpr int kColours = 4;
/// A set of colours as bits (1 << colour).
using ColourMask = std::uint8_t;
constexpr ColourMask bit(Colour c) {
    return static_cast<ColourMask>(1u << static_cast<unsigned>(c));
}
constexpr ColourMask bit(int c) {
    return static_cast<ColourMask>(1u << static_cast<unsigned>(c));
}
std::string_view colourName(int colour); // "red", ...

inline constexpr int kRingFields = 44;
inline constexpr int kSegment = 11;
inline constexpr int kHomeFields = 3;
inline constexpr int kDogsPerPlayer = 3;
inline constexpr int kHandSize = 3; // cards in a hand between turns (a change draws this many)
inline constexpr int kBoardPositions =
    4; // P0 white (top), P1 grey (right), P2 brown (bottom), P3 black (left)

/// A dog's place: kWaiting (in front of its kennel), a ring field 0..43, or a home field of its
/// owner kHomeBase + 0..2 (H1..H3).
inline constexpr int kWaiting = -1;
inline constexpr int kHomeBase = kRingFields;
constexpr bool isRing(int place) {
    return place >= 0 && place < kRingFields;
}
constexpr bool isHome(int place) {
    return place >= kHomeBase && place < kHomeBase + kHomeFields;
}

enum class FieldType : std::uint8_t { Normal, Start, Kennel };

struct Point {
    double x = 0;
    double y = 0;
};

/// Board data, all indexed by board position 0..3 (not by seat).
struct Board {
    std::array<ColourMask, kRingFields> colours{};
    std::array<FieldType, kRingFields> types{};
    std::array<std::int8_t, kRingFields> startOf{}; // board position whose start field this is, or -1
    std::array<std::array<Colour, kHomeFields>, kBoardPositions> homeColours{};
};
/// The board's editions. Symmetric is the spec's board of 2026-11-24 (a quarter turn with the
/// recolouring R→G→B→Y→R maps it onto itself); First is the earlier board that favoured grey over
/// white, kept only so games saved with it replay (variant "board" = 0, never offered).
enum class BoardEdition : std::uint8_t { First = 0, Symmetric = 1 };
const Board& board(BoardEdition edition = BoardEdition::Symmetric);
/// The colour a quarter turn clockwise gives `c` on the symmetric board: R→G→B→Y→R.
Colour quarterTurnColour(Colour c);

constexpr int startField(int boardPos) {
    return boardPos * kSegment;
}
/// The ring field just before the start field: where the home lane leaves the ring.
constexpr int entryField(int boardPos) {
    return (boardPos * kSegment + kRingFields - 1) % kRingFields;
}
inline constexpr std::array<int, 4> kKennelFields = {6, 17, 28, 39};

/// The ring as a core Track (cyclic, 44 fields; a field's "colour" is its ColourMask): the one place
/// that walks the ring.
const Track& ringTrack(BoardEdition edition = BoardEdition::Symmetric);
/// The place after `place` on the path of a dog whose owner sits at `boardPos`: round the ring, off it
/// at the entry field into the home lane H1..H3; -1 after H3 (and for a waiting dog).
int nextOnPath(int boardPos, int place);
/// The places a dog of `boardPos` passes from `from` (exclusive) to `to` (inclusive) along its path
/// (entering or going back to the waiting area: just `to`; not ahead on the path, as a swap: just `to`).
std::vector<int> pathPlaces(int boardPos, int from, int to);
/// The colours of `place` (a ring field or a home field of `boardPos`'s lane).
ColourMask coloursAt(const Board& b, int boardPos, int place);

/// The board position of `seat`: 2 players use P0 and P2; 4 players all; 3 players the three
/// positions after `emptyPos` clockwise (default P3 black stays empty: seats take P0, P1, P2).
int boardPositionOf(int players, int seat, int emptyPos = 3);
std::string_view dogColourName(int boardPos); // "white", "grey", "brown", "black"
/// The board position named by a dog colour ("white" .. "black"), or -1.
int emptyPositionOf(std::string_view colourName);

// Drawing coordinates on a 1200 x 1200 canvas (the spec's numbers).
inline constexpr double kCanvas = 1200;
Point ringPoint(int field);
Point kennelHousePoint(int boardPos);
Point waitingPoint(int boardPos, int space); // space 0..2
Point homePoint(int boardPos, int home);     // home 0..2 = H1..H3
Point bowlPoint(int boardPos);

// ----- cards -----
enum class CardKind : std::uint8_t { Single, Double, TwoColour, Kennel, Swap };
/// A card type: 0..3 single red/blue/yellow/green, 4..7 double step, 8..13 two-colour pairs
/// (RB, RY, RG, BY, BG, YG), 14 kennel, 15 dog swap. Cards of one type are interchangeable.
using Card = std::uint8_t;
inline constexpr int kCardTypes = 16;
inline constexpr int kTotalCards = 88;
inline constexpr Card kKennelCard = 14;
inline constexpr Card kSwapCard = 15;
inline constexpr Card kNoCard = 0xFF;

struct CardInfo {
    CardKind kind;
    ColourMask colours; // 0 for kennel and swap
    int copies;
};
const CardInfo& cardInfo(Card c);
/// "red", "double red", "red/blue", "kennel", "swap".
std::string cardName(Card c);
constexpr Card singleCard(Colour c) {
    return static_cast<Card>(c);
}
constexpr Card doubleCard(Colour c) {
    return static_cast<Card>(4 + static_cast<int>(c));
}
Card twoColourCard(Colour a, Colour b);

} // namespace dogtable::games::dogkids
