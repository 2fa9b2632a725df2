#include "dogkids/rules/dogkids_board.h"

#include "dogkids/rules/dogkids_data.h"

#include <algorithm>
#include <cmath>

namespace dogtable::games::dogkids {

namespace {

constexpr Colour R = Colour::Red, B = Colour::Blue, Y = Colour::Yellow, G = Colour::Green;

// Per segment: {a, b} are the start field's colours, {c, d} the other two (spec, "Segment pattern").
struct SegmentColours {
    Colour a, b, c, d;
};
// The first edition (saves made before 2026-11-25): grey's start colours swapped, other lanes.
constexpr std::array<SegmentColours, kBoardPositions> kFirstSegments = {{
    {R, Y, G, B},
    {R, G, B, Y},
    {B, G, Y, R},
    {Y, B, R, G},
}};
constexpr std::array<std::array<Colour, kHomeFields>, kBoardPositions> kFirstHomeLanes = {
    {{G, B, Y}, {Y, B, R}, {R, Y, G}, {B, R, G}}};

Board makeBoard(const std::array<SegmentColours, kBoardPositions>& segments,
                const std::array<std::array<Colour, kHomeFields>, kBoardPositions>& lanes) {
    Board b;
    b.startOf.fill(-1);
    for (int p = 0; p < kBoardPositions; ++p) {
        const auto& s = segments[static_cast<std::size_t>(p)];
        // offset:                0        1    2    3    4    5    6 (kennel) 7  8    9    10
        const std::array<ColourMask, kSegment> pattern = {static_cast<ColourMask>(bit(s.a) | bit(s.b)),
                                                          bit(s.c),
                                                          bit(s.d),
                                                          bit(s.a),
                                                          bit(s.c),
                                                          bit(s.b),
                                                          bit(s.d),
                                                          bit(s.a),
                                                          bit(s.c),
                                                          bit(s.b),
                                                          bit(s.d)};
        for (int o = 0; o < kSegment; ++o) {
            const auto f = static_cast<std::size_t>(p * kSegment + o);
            b.colours[f] = pattern[static_cast<std::size_t>(o)];
            b.types[f] = o == 0 ? FieldType::Start : o == 6 ? FieldType::Kennel : FieldType::Normal;
        }
        b.startOf[static_cast<std::size_t>(startField(p))] = static_cast<std::int8_t>(p);
    }
    b.homeColours = lanes;
    return b;
}

constexpr std::array<Point, kBoardPositions> kKennelHouses = {
    {{600, 25}, {1175, 600}, {600, 1175}, {25, 600}}};
constexpr std::array<std::array<Point, 3>, kBoardPositions> kWaitingSpaces = {{
    {{{527, 95}, {600, 90}, {673, 95}}},
    {{{1105, 527}, {1110, 600}, {1105, 673}}},
    {{{673, 1105}, {600, 1110}, {527, 1105}}},
    {{{95, 673}, {90, 600}, {95, 527}}},
}};
constexpr std::array<std::array<Point, kHomeFields>, kBoardPositions> kHomes = {{
    {{{576, 261}, {581, 331}, {586, 401}}},
    {{{939, 576}, {869, 581}, {799, 586}}},
    {{{624, 939}, {619, 869}, {614, 799}}},
    {{{261, 624}, {331, 619}, {401, 614}}},
}};
constexpr std::array<Point, kBoardPositions> kBowls = {{{590, 460}, {740, 590}, {610, 740}, {460, 610}}};

} // namespace

std::string_view colourName(int colour) {
    static constexpr std::array<std::string_view, kColours> kNames = {"red", "blue", "yellow", "green"};
    return colour >= 0 && colour < kColours ? kNames[static_cast<std::size_t>(colour)] : "?";
}

// The symmetric board is the component data's (dogkids_data.h); the first edition a constant.
const Board& board(BoardEdition edition) {
    if (edition != BoardEdition::First) return tables().board;
    static const Board first = makeBoard(kFirstSegments, kFirstHomeLanes);
    return first;
}

const Track& ringTrack(BoardEdition edition) {
    if (edition != BoardEdition::First) return tables().ring;
    static const Track first = [] {
        const Board& b = board(BoardEdition::First);
        return Track(std::vector<int>(b.colours.begin(), b.colours.end()), /*cyclic=*/true);
    }();
    return first;
}

int nextOnPath(int boardPos, int place) {
    if (isRing(place)) {
        if (place == entryField(boardPos)) return kHomeBase;
        return ringTrack().next(place); // the same on both editions
    }
    if (isHome(place) && place + 1 < kHomeBase + kHomeFields) return place + 1;
    return -1;
}

std::vector<int> pathPlaces(int boardPos, int from, int to) {
    std::vector<int> out;
    if (from == kWaiting || to == kWaiting) {
        out.push_back(to);
        return out;
    }
    for (int p = nextOnPath(boardPos, from); p >= 0; p = nextOnPath(boardPos, p)) {
        out.push_back(p);
        if (p == to) return out;
    }
    return {to}; // not ahead on the path (a swap): straight there
}

ColourMask coloursAt(const Board& b, int boardPos, int place) {
    if (isRing(place)) return b.colours[static_cast<std::size_t>(place)];
    return bit(
        b.homeColours[static_cast<std::size_t>(boardPos)][static_cast<std::size_t>(place - kHomeBase)]);
}

Colour quarterTurnColour(Colour c) {
    switch (c) {
    case R:
        return G;
    case G:
        return B;
    case B:
        return Y;
    case Y:
        return R;
    }
    return c;
}

int boardPositionOf(int players, int seat, int emptyPos) {
    if (players == 2) return seat * 2;
    if (players == 3) return (std::clamp(emptyPos, 0, kBoardPositions - 1) + 1 + seat) % kBoardPositions;
    return seat;
}

std::string_view dogColourName(int boardPos) {
    static constexpr std::array<std::string_view, kBoardPositions> kNames = {"white", "grey", "brown",
                                                                             "black"};
    return boardPos >= 0 && boardPos < kBoardPositions ? kNames[static_cast<std::size_t>(boardPos)] : "?";
}

int emptyPositionOf(std::string_view colourName) {
    for (int p = 0; p < kBoardPositions; ++p)
        if (dogColourName(p) == colourName) return p;
    return -1;
}

Point ringPoint(int field) {
    constexpr double kPi = 3.14159265358979323846;
    const double a = 2.0 * kPi * field / kRingFields;
    return {600.0 + 420.0 * std::sin(a), 600.0 - 420.0 * std::cos(a)};
}
Point kennelHousePoint(int boardPos) {
    return kKennelHouses[static_cast<std::size_t>(boardPos)];
}
Point waitingPoint(int boardPos, int space) {
    return kWaitingSpaces[static_cast<std::size_t>(boardPos)][static_cast<std::size_t>(space)];
}
Point homePoint(int boardPos, int home) {
    return kHomes[static_cast<std::size_t>(boardPos)][static_cast<std::size_t>(home)];
}
Point bowlPoint(int boardPos) {
    return kBowls[static_cast<std::size_t>(boardPos)];
}

namespace {
// Only before the tables are in place (never after main() starts): kept out of line so that the
// hot path below has no stack frame.
[[gnu::noinline, gnu::cold]] const CardInfo& cardInfoBeforeMain(Card c) {
    return detail::initTables().cards[c];
}
} // namespace

const CardInfo& cardInfo(Card c) {
    if (const Tables* t = detail::g_tables) [[likely]]
        return t->cards[c];
    return cardInfoBeforeMain(c);
}

std::string cardName(Card c) {
    const CardInfo& info = cardInfo(c);
    switch (info.kind) {
    case CardKind::Single:
        return std::string(colourName(c));
    case CardKind::Double:
        return "double " + std::string(colourName(c - 4));
    case CardKind::TwoColour: {
        std::string out;
        for (int col = 0; col < kColours; ++col)
            if (info.colours & bit(col)) out += (out.empty() ? "" : "/") + std::string(colourName(col));
        return out;
    }
    case CardKind::Kennel:
        return "kennel";
    case CardKind::Swap:
        return "swap";
    }
    return "?";
}

Card twoColourCard(Colour a, Colour b) {
    const auto mask = static_cast<ColourMask>(bit(a) | bit(b));
    for (Card c = 8; c < 14; ++c)
        if (cardInfo(c).colours == mask) return c;
    return kNoCard;
}

} // namespace dogtable::games::dogkids
