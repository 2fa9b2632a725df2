#include "dogkids/rules/dogkids_data.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <vector>

#include "dogtable/core/component_reader.h"
#include "dogtable/core/tableau_input.h"

namespace dogtable::games::dogkids {

namespace {

using nlohmann::json;
using tableau::echo;
using tableau::refuse;

constexpr std::array<std::string_view, kBoardPositions> kLaneIds = {"white", "grey", "brown", "black"};

struct CardType {
    std::string_view id;
    std::string_view kind;
    CardKind k;
    ColourMask colours;
};
constexpr ColourMask R = bit(Colour::Red), B = bit(Colour::Blue), Y = bit(Colour::Yellow),
                     G = bit(Colour::Green);
// The card types the engine knows (dogkids_board.h: 0..3 single, 4..7 double, 8..13 two-colour,
// 14 kennel, 15 swap): a file corrects how many copies each has, not what it is.
constexpr std::array<CardType, kCardTypes> kTypes = {{
    {"single-red", "single", CardKind::Single, R},
    {"single-blue", "single", CardKind::Single, B},
    {"single-yellow", "single", CardKind::Single, Y},
    {"single-green", "single", CardKind::Single, G},
    {"double-red", "double", CardKind::Double, R},
    {"double-blue", "double", CardKind::Double, B},
    {"double-yellow", "double", CardKind::Double, Y},
    {"double-green", "double", CardKind::Double, G},
    {"two-red-blue", "two-colour", CardKind::TwoColour, static_cast<ColourMask>(R | B)},
    {"two-red-yellow", "two-colour", CardKind::TwoColour, static_cast<ColourMask>(R | Y)},
    {"two-red-green", "two-colour", CardKind::TwoColour, static_cast<ColourMask>(R | G)},
    {"two-blue-yellow", "two-colour", CardKind::TwoColour, static_cast<ColourMask>(B | Y)},
    {"two-blue-green", "two-colour", CardKind::TwoColour, static_cast<ColourMask>(B | G)},
    {"two-yellow-green", "two-colour", CardKind::TwoColour, static_cast<ColourMask>(Y | G)},
    {"kennel", "kennel", CardKind::Kennel, 0},
    {"swap", "swap", CardKind::Swap, 0},
}};
// The rulebook's totals per kind (single, double, two-colour, kennel, swap).
constexpr std::array<int, 5> kKindTotals = {48, 16, 12, 6, 6};
constexpr std::array<std::string_view, 5> kKindWords = {"single-colour", "double-step", "two-colour",
                                                        "kennel", "dog-swap"};

// Checks the file (every entry, in the built-in file's order and ids) and fills the tables; the
// first problem is refused with one line naming the entry.
class Reader : data::EntryReader {
public:
    Reader(Tables& out, std::string_view where) : EntryReader(where), m_out(out) {}

    void read(const json& doc) {
        tableau::onlyKeys(doc, "the file",
                          {"format", "game", "version", "note", "ring", "home_lanes", "cards"});
        const json& ring = section(doc, "ring", kRingFields, "the ring has");
        m_out.board.startOf.fill(-1);
        ColourMask seen = 0;
        for (int f = 0; f < kRingFields; ++f)
            seen |= readField(ring[idx(f)], f);
        for (int c = 0; c < kColours; ++c)
            if (!(seen & bit(c)))
                refuse(fmt::format("{}: ring: no field is {}: every colour must be on the ring", m_where,
                                   colourName(c)));
        const json& lanes = section(doc, "home_lanes", kBoardPositions, "the board has");
        for (int p = 0; p < kBoardPositions; ++p)
            readLane(lanes[idx(p)], p);
        const json& cards = section(doc, "cards", kCardTypes, "the game has");
        std::array<int, 5> totals{};
        for (int c = 0; c < kCardTypes; ++c)
            totals[static_cast<std::size_t>(kTypes[idx(c)].k)] += readCard(cards[idx(c)], c);
        for (std::size_t k = 0; k < totals.size(); ++k)
            if (totals[k] != kKindTotals[k])
                refuse(fmt::format("{}: cards: the {} cards add up to {}; the box has {}", m_where,
                                   kKindWords[k], totals[k], kKindTotals[k]));
        m_out.ring = Track(std::vector<int>(m_out.board.colours.begin(), m_out.board.colours.end()),
                           /*cyclic=*/true);
    }

private:
    const json& section(const json& doc, const char* key, int count, std::string_view has) const {
        if (!doc.contains(key)) refuse(fmt::format("{}: the section \"{}\" is missing", m_where, key));
        const json& s = doc.at(key);
        if (!s.is_array()) refuse(fmt::format("{}: \"{}\" must be a list", m_where, key));
        if (s.size() != static_cast<std::size_t>(count))
            refuse(fmt::format("{}: \"{}\" lists {} entries; {} {}", m_where, key, s.size(), has, count));
        return s;
    }

    void start(const json& e, const std::string& entry, std::string_view expectedId,
               std::initializer_list<std::string_view> keys) {
        m_entry = entry;
        if (!e.is_object()) fail("", "expected an object");
        tableau::onlyKeys(e, m_entry, keys);
        checkId(e, expectedId);
    }

    // The colours of an entry as a mask, each named once.
    ColourMask colours(const json& v, std::size_t lo, std::size_t hi, std::string_view expected) const {
        if (!v.is_array() || v.size() < lo || v.size() > hi) fail("colours", expected);
        ColourMask m = 0;
        for (std::size_t i = 0; i < v.size(); ++i) {
            const std::string where = fmt::format("{}: colours {}", m_entry, i + 1);
            const std::string name = tableau::text(v[i], where);
            int c = 0;
            while (c < kColours && colourName(c) != name)
                ++c;
            if (c == kColours)
                refuse(fmt::format("{}: {} is not a colour (red, blue, yellow, green)", where, echo(name)));
            if (m & bit(c)) fail("colours", fmt::format("{} is named twice", name));
            m |= bit(c);
        }
        return m;
    }

    ColourMask readField(const json& e, int f) {
        const std::string id = fmt::format("F{:02}", f);
        start(e, fmt::format("{}: ring {}", m_where, id), id,
              {"id", "type", "colours", "reconstructed", "what", "note"});
        const int offset = f % kSegment;
        const FieldType type = offset == 0   ? FieldType::Start
                               : offset == 6 ? FieldType::Kennel
                                             : FieldType::Normal;
        const std::string_view expected = type == FieldType::Start    ? "start"
                                          : type == FieldType::Kennel ? "kennel"
                                                                      : "normal";
        const std::string got = tableau::text(need(e, "type"), m_entry + ": type");
        if (got != expected)
            fail("type",
                 fmt::format("{} is not {}: start fields are F00, F11, F22, F33 and kennel fields F06, "
                             "F17, F28, F39",
                             echo(got), expected));
        const ColourMask m =
            type == FieldType::Start
                ? colours(need(e, "colours"), 2, 2, "a start field has two different colours")
                : colours(need(e, "colours"), 1, 1, "this field has one colour");
        m_out.board.colours[idx(f)] = m;
        m_out.board.types[idx(f)] = type;
        if (type == FieldType::Start) m_out.board.startOf[idx(f)] = static_cast<std::int8_t>(f / kSegment);
        return m;
    }

    void readLane(const json& e, int p) {
        start(e, fmt::format("{}: home_lanes {}", m_where, kLaneIds[idx(p)]), kLaneIds[idx(p)],
              {"id", "colours", "reconstructed", "what", "note"});
        const json& v = need(e, "colours");
        if (!v.is_array() || v.size() != static_cast<std::size_t>(kHomeFields))
            fail("colours", "expected the colours of H1, H2 and H3");
        for (int h = 0; h < kHomeFields; ++h) {
            const std::string where = fmt::format("{}: colours {}", m_entry, h + 1);
            const std::string name = tableau::text(v[idx(h)], where);
            int c = 0;
            while (c < kColours && colourName(c) != name)
                ++c;
            if (c == kColours)
                refuse(fmt::format("{}: {} is not a colour (red, blue, yellow, green)", where, echo(name)));
            m_out.board.homeColours[idx(p)][idx(h)] = static_cast<Colour>(c);
        }
    }

    int readCard(const json& e, int c) {
        const CardType& t = kTypes[idx(c)];
        start(e, fmt::format("{}: cards {}", m_where, t.id), t.id,
              {"id", "kind", "colours", "copies", "reconstructed", "what", "note"});
        if (tableau::text(need(e, "kind"), m_entry + ": kind") != t.kind)
            fail("kind", fmt::format("the card {} is a {} card", t.id, t.kind));
        if (colours(need(e, "colours"), 0, 2, "expected a list of colours") != t.colours)
            fail("colours", fmt::format("the card {} keeps its colours", t.id));
        const int copies = tableau::wholeNumber(need(e, "copies"), m_entry + ": copies", 1,
                                                kKindTotals[static_cast<std::size_t>(t.k)]);
        m_out.cards[idx(c)] = CardInfo{t.k, t.colours, copies};
        return copies;
    }

    Tables& m_out;
};

} // namespace

std::string readTables(const json& doc, std::string_view where, Tables& out) {
    return data::readWith<Reader>(doc, where, out);
}

DOGTABLE_COMPONENT_TABLES("dogkids")

} // namespace dogtable::games::dogkids
