#include "dig/rules/dig_data.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "dogtable/core/component_reader.h"
#include "dogtable/core/tableau_input.h"

namespace dogtable::games::dig {

namespace {

using nlohmann::json;
using tableau::echo;
using tableau::refuse;

// Checks the file (every entry, in the built-in file's order and ids) and fills the tables; the
// first problem is refused with one line naming the entry.
class Reader : data::EntryReader {
public:
    Reader(Tables& out, std::string_view where) : EntryReader(where), m_out(out) {}

    void read(const json& doc) {
        tableau::onlyKeys(
            doc, "the file",
            {"format", "game", "version", "note", "bone_values", "doghouse", "bone_cards", "bowls"});
        readValues(section(doc, "bone_values", false));
        readDoghouse(section(doc, "doghouse", false));
        const json& cards = section(doc, "bone_cards", true);
        if (cards.size() != static_cast<std::size_t>(kBoneCards))
            refuse(fmt::format("{}: \"bone_cards\" lists {} entries; the yard has {}", m_where, cards.size(),
                               kBoneCards));
        for (int card = 0; card < kBoneCards; ++card)
            readBoneCard(cards[static_cast<std::size_t>(card)], card);
        const json& bowls = section(doc, "bowls", true);
        if (bowls.size() != static_cast<std::size_t>(kBowlCards))
            refuse(fmt::format("{}: \"bowls\" lists {} entries; the box has {}", m_where, bowls.size(),
                               kBowlCards));
        for (int c = 0; c < kColours; ++c)
            readBowl(bowls[static_cast<std::size_t>(c)], static_cast<Colour>(c));
    }

private:
    const json& section(const json& doc, const char* key, bool isList) const {
        if (!doc.contains(key)) refuse(fmt::format("{}: the section \"{}\" is missing", m_where, key));
        const json& s = doc.at(key);
        if (isList && !s.is_array()) refuse(fmt::format("{}: \"{}\" must be a list", m_where, key));
        if (!isList && !s.is_object()) refuse(fmt::format("{}: \"{}\" must be an object", m_where, key));
        return s;
    }

    void readValues(const json& e) {
        m_entry = fmt::format("{}: bone_values", m_where);
        tableau::onlyKeys(e, m_entry, {"values", "reconstructed", "what", "note"});
        documentation(e);
        const json& v = need(e, "values");
        if (!v.is_array() || v.size() != static_cast<std::size_t>(kColours))
            fail("values", "expected 5 values, one per bowl, nearest the doghouse first");
        for (std::size_t rank = 0; rank < v.size(); ++rank) {
            const int value = tableau::wholeNumber(v[rank], fmt::format("{}: values {}", m_entry, rank + 1),
                                                   1, kMaxBoneValue);
            // Ties are broken by the bones of the nearest bowl first, and named by their value.
            if (rank > 0 && value >= m_out.values[rank - 1])
                fail(fmt::format("values {}", rank + 1),
                     fmt::format("{} is not less than the value of the bowl before ({}): a bowl nearer the "
                                 "doghouse pays more",
                                 value, m_out.values[rank - 1]));
            m_out.values[rank] = value;
        }
    }

    void readDoghouse(const json& e) {
        m_entry = fmt::format("{}: doghouse", m_where);
        tableau::onlyKeys(e, m_entry, {"moves", "reconstructed", "what", "note"});
        documentation(e);
        const json& v = need(e, "moves");
        if (!v.is_array() || v.size() != static_cast<std::size_t>(kHandLimit + 1))
            fail("moves", "expected 4 numbers: the steps with 0, 1, 2 and 3 bones carried");
        for (std::size_t bones = 0; bones < v.size(); ++bones) {
            const int steps = tableau::wholeNumber(
                v[bones], fmt::format("{}: moves with {} bones", m_entry, bones), 1, kMaxMoveRange);
            if (bones > 0 && steps > m_out.moves[bones - 1])
                fail(fmt::format("moves with {} bones", bones),
                     fmt::format("{} is more than with one bone fewer ({}): bones never make a dog faster",
                                 steps, m_out.moves[bones - 1]));
            m_out.moves[bones] = steps;
        }
    }

    Colour colour(const json& v, const std::string& where) const {
        const std::string name = tableau::text(v, where);
        Colour c{};
        if (!colourFromName(name, c))
            refuse(
                fmt::format("{}: {} is not a colour (red, yellow, green, blue, purple)", where, echo(name)));
        return c;
    }

    void readBoneCard(const json& e, int card) {
        const std::string expectedId(cardCode(card));
        m_entry = fmt::format("{}: bone_cards {}", m_where, expectedId);
        if (!e.is_object()) fail("", "expected an object");
        tableau::onlyKeys(e, m_entry, {"id", "scent", "bone", "reconstructed", "what", "note"});
        checkId(e, expectedId);
        const ScentPair& pair = kScentPairs[static_cast<std::size_t>(pairOf(card))];
        const json& scent = need(e, "scent");
        if (!scent.is_array() || scent.size() != 2) fail("scent", "expected the card's two scent colours");
        const Colour a = colour(scent[0], m_entry + ": scent 1");
        const Colour b = colour(scent[1], m_entry + ": scent 2");
        if (a != pair.first || b != pair.second)
            fail("scent", fmt::format("the card {} has the scents {} and {} (each pair of colours is on two "
                                      "cards, in the built-in order)",
                                      expectedId, colourName(pair.first), colourName(pair.second)));
        const Colour bone = colour(need(e, "bone"), m_entry + ": bone");
        if (bone != boneOf(card))
            fail("bone", fmt::format("{} is not {}: the two {} cards hide one bone of each colour ({} first)",
                                     colourName(bone), colourName(boneOf(card)), pairName(pairOf(card)),
                                     colourName(pair.first)));
    }

    void readBowl(const json& e, Colour c) {
        const std::string expectedId(cardCode(bowlCardOf(c)));
        m_entry = fmt::format("{}: bowls {}", m_where, expectedId);
        if (!e.is_object()) fail("", "expected an object");
        tableau::onlyKeys(e, m_entry, {"id", "colour", "reconstructed", "what", "note"});
        checkId(e, expectedId);
        if (colour(need(e, "colour"), m_entry + ": colour") != c)
            fail("colour", fmt::format("the bowl {} is {}: one bowl per colour", expectedId, colourName(c)));
    }

    Tables& m_out;
};

} // namespace

std::string readTables(const json& doc, std::string_view where, Tables& out) {
    return data::readWith<Reader>(doc, where, out);
}

DOGTABLE_COMPONENT_TABLES("dig")

} // namespace dogtable::games::dig
