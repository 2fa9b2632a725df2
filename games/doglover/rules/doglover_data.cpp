#include "doglover/rules/doglover_data.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <bit>
#include <cctype>
#include <map>

#include "dogtable/core/component_reader.h"
#include "dogtable/core/tableau_input.h"
#include "dogtable/core/text.h"

namespace dogtable::games::doglover {
namespace {

using nlohmann::json;
using tableau::echo;
using tableau::refuse;
using T = CardType;

// What the code gives every card id: its type (the rules are written per type and id) and its
// effect in our own words. The names, sizes, points, food and copies come from the data file.
struct Fixed {
    CardType type;
    std::string_view text;
};

constexpr std::string_view kDogText =
    DOGTABLE_WORD("doglover", "A dog for your area. Feed it by the end of the game or it costs 2 points.");
constexpr std::string_view kToyText =
    DOGTABLE_WORD("doglover", "A toy. Sets of different toys in hand score 1/3/6/10/15.");

constexpr std::array<Fixed, kCardIds> kFixed = [] {
    std::array<Fixed, kCardIds> f{};
    for (int i = 0; i < kRegularDogs; ++i)
        f[static_cast<std::size_t>(i)] = {T::Dog, kDogText};
    constexpr std::array<std::string_view, kFoodCards> kFoodText{
        DOGTABLE_WORD("doglover", "Swap at once for 1 scraps token."),
        DOGTABLE_WORD("doglover", "Swap at once for 2 scraps tokens."),
        DOGTABLE_WORD("doglover", "Swap at once for 1 dry food token."),
        DOGTABLE_WORD("doglover", "Swap at once for 2 dry food tokens."),
        DOGTABLE_WORD("doglover", "Swap at once for 1 wet food token."),
        DOGTABLE_WORD("doglover", "Swap at once for 2 wet food tokens."),
        DOGTABLE_WORD("doglover", "Swap at once for 1 treat token; a treat pays for any one food.")};
    for (int i = 0; i < kFoodCards; ++i)
        f[static_cast<std::size_t>(kFirstFood + i)] = {T::Food, kFoodText[static_cast<std::size_t>(i)]};
    f[kAdoption] = {T::Adoption, DOGTABLE_WORD("doglover", "Keep in hand. Spend two of them on your turn to "
                                                           "take in a shelter dog.")};
    f[kWalk] = {T::Walk,
                DOGTABLE_WORD("doglover", "Put it under one of your dogs this turn: 2 points if that dog "
                                          "is fed. Lost if no dog can take it.")};
    f[kTraining] = {T::Training,
                    DOGTABLE_WORD("doglover", "Keep in hand. Put it under a dog (1 point if fed), or "
                                              "pay X of them to learn a trick of cost X.")};
    f[kBone] = {T::Bone,
                DOGTABLE_WORD("doglover", "Keep in hand. At the end: one bone costs 1 point, two give "
                                          "1 point per fed dog, three or more 2 points per fed dog.")};
    for (int i = 0; i < kToyKinds; ++i)
        f[static_cast<std::size_t>(kFirstToy + i)] = {T::Toy, kToyText};
    constexpr std::array<std::string_view, kTraits> kTraitText{
        DOGTABLE_WORD("doglover", "Nothing new may go under this dog (earlier cards stay). Not attached this "
                                  "turn: lose it and 1 tucked card."),
        DOGTABLE_WORD("doglover",
                      "Any number of toys under this dog, 3 points each (not in sets). Not attached: "
                      "lose it and 1 toy."),
        DOGTABLE_WORD("doglover",
                      "Any number of adoption cards under this dog, 3 points each. Not attached: lose "
                      "it and 1 hand card."),
        DOGTABLE_WORD("doglover",
                      "Food cards you take may go under this dog instead of becoming tokens, 3 points "
                      "each. Not attached: lose it and 2 tokens."),
        DOGTABLE_WORD("doglover",
                      "Any number of training cards under this dog, 3 points each. Not attached: lose "
                      "it and 2 training cards."),
        DOGTABLE_WORD("doglover",
                      "Any cards but dogs and tricks may go under this dog; 2 points per different "
                      "type. Not attached: lose it and 1 trick."),
        DOGTABLE_WORD("doglover",
                      "Any number of walks under this dog, 5 points each. Not attached: lose it and 1 walk."),
        DOGTABLE_WORD("doglover",
                      "Any number of bones under this dog, 3 points each (not counted as bones in "
                      "hand). Not attached: lose it and 1 bone."),
        DOGTABLE_WORD("doglover", "This dog may eat any single token instead of its cost. Not attached: lose "
                                  "it and 1 of your dogs.")};
    for (int i = 0; i < kTraits; ++i)
        f[static_cast<std::size_t>(kFirstTrait + i)] = {T::Trait, kTraitText[static_cast<std::size_t>(i)]};
    constexpr std::array<std::string_view, kRescues> kRescueText{
        DOGTABLE_WORD("doglover", "+4 points if a leash is under Dino."),
        DOGTABLE_WORD("doglover", "+4 points if a chew toy is under Tina."),
        DOGTABLE_WORD("doglover", "+4 points if a dog house is under Pimpek."),
        DOGTABLE_WORD("doglover", "+4 points if a ball is under Speedy."),
        DOGTABLE_WORD("doglover", "+4 points if a frisbee is under Fedra."),
        DOGTABLE_WORD("doglover", "4 points if you own Uciekinier or Złodziejaszek, 7 points if both."),
        DOGTABLE_WORD("doglover", "2 points per trait you own, 3 points more if one is Urwis."),
        DOGTABLE_WORD("doglover", "6 points if you own Łobuziak or Morus, 9 points if both."),
        DOGTABLE_WORD("doglover", "5 points if you own Przewodnik or Arystokrata, 8 points if both."),
        DOGTABLE_WORD("doglover", "9 points if you own Pupilek or Najlepszy przyjaciel, 12 points if both."),
        DOGTABLE_WORD("doglover", "3 points per training card under any of your dogs, fed or not."),
        DOGTABLE_WORD("doglover", "6 points per full set of a fed small, a fed medium and a fed big dog."),
        DOGTABLE_WORD("doglover", "3 points per fed medium dog, Krokiet too."),
        DOGTABLE_WORD("doglover", "2 points per fed small dog, Kolega too."),
        DOGTABLE_WORD("doglover", "4 points per fed big dog, Statyw too.")};
    for (int i = 0; i < kRescues; ++i)
        f[static_cast<std::size_t>(kFirstRescue + i)] = {T::Rescue, kRescueText[static_cast<std::size_t>(i)]};
    f[kFetchCard] = {T::Fetch,
                     DOGTABLE_WORD("doglover", "Once, on a later turn of yours, swap it with any card "
                                               "of the grid (the watch dog does not matter).")};
    f[kEndGame] = {T::EndGame, DOGTABLE_WORD("doglover", "When it is drawn, this round is the last.")};
    return f;
}();

// The English names of the built-in file, marked for the catalogue: a name in a data file is looked
// up as written, so the translations of these keep working; another name is shown as written.
[[maybe_unused]] constexpr std::string_view kEnglishNames[] = {
    DOGTABLE_WORD("doglover", "Scraps"),      DOGTABLE_WORD("doglover", "Scraps x2"),
    DOGTABLE_WORD("doglover", "Dry food"),    DOGTABLE_WORD("doglover", "Dry food x2"),
    DOGTABLE_WORD("doglover", "Wet food"),    DOGTABLE_WORD("doglover", "Wet food x2"),
    DOGTABLE_WORD("doglover", "Treat"),       DOGTABLE_WORD("doglover", "Adoption"),
    DOGTABLE_WORD("doglover", "Walk"),        DOGTABLE_WORD("doglover", "Training"),
    DOGTABLE_WORD("doglover", "Bone"),        DOGTABLE_WORD("doglover", "Ball"),
    DOGTABLE_WORD("doglover", "Leash"),       DOGTABLE_WORD("doglover", "Chew toy"),
    DOGTABLE_WORD("doglover", "Dog house"),   DOGTABLE_WORD("doglover", "Troublemaker"),
    DOGTABLE_WORD("doglover", "Best Friend"), DOGTABLE_WORD("doglover", "Aristocrat"),
    DOGTABLE_WORD("doglover", "Food Thief"),  DOGTABLE_WORD("doglover", "Teacher's Pet"),
    DOGTABLE_WORD("doglover", "Rascal"),      DOGTABLE_WORD("doglover", "Guide"),
    DOGTABLE_WORD("doglover", "Mud Puppy"),   DOGTABLE_WORD("doglover", "Escape Artist"),
    DOGTABLE_WORD("doglover", "Fetch"),       DOGTABLE_WORD("doglover", "End Game"),
    DOGTABLE_WORD("doglover", "Sit"),         DOGTABLE_WORD("doglover", "Shake"),
    DOGTABLE_WORD("doglover", "Roll Over"),   DOGTABLE_WORD("doglover", "Play Dead"),
    DOGTABLE_WORD("doglover", "High Five"),   DOGTABLE_WORD("doglover", "Spin"),
    DOGTABLE_WORD("doglover", "Catch"),       DOGTABLE_WORD("doglover", "Down"),
    DOGTABLE_WORD("doglover", "Stay"),        DOGTABLE_WORD("doglover", "Heel"),
    DOGTABLE_WORD("doglover", "Seek"),        DOGTABLE_WORD("doglover", "Speak"),
    DOGTABLE_WORD("doglover", "Jump"),        DOGTABLE_WORD("doglover", "Crawl"),
    DOGTABLE_WORD("doglover", "Beg"),         DOGTABLE_WORD("doglover", "Weave"),
    DOGTABLE_WORD("doglover", "Dance"),
};

/// The main deck has 120 game cards (shared/rules/dog-lover.md §1.2, from the rulebook).
constexpr int kMainDeckCards = 120;
constexpr std::size_t kMaxNameChars = 40;

// ----- reading -----

std::string lowerAscii(std::string_view s) {
    std::string out(s);
    for (auto& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

class Reader : data::EntryReader {
public:
    Reader(Tables& out, std::string_view where) : EntryReader(where), m_out(out) {}

    void read(const json& doc) {
        tableau::onlyKeys(doc, "the file",
                          {"format", "game", "version", "note", "dogs", "shelter_dogs", "foods", "cards",
                           "traits", "special_cards", "tricks"});
        readDogs(section(doc, "dogs", kRegularDogs));
        readShelter(section(doc, "shelter_dogs", kRescues));
        readFoods(section(doc, "foods", kFoodCards));
        readCards(section(doc, "cards", 4 + kToyKinds));
        readTraits(section(doc, "traits", kTraits));
        readSpecials(section(doc, "special_cards", 2));
        readTricks(section(doc, "tricks", kTrickIds));
        checkDeck();
        resolveToys();
    }

private:
    // A section: a list of exactly `count` entries (the rules know that many of each).
    const json& section(const json& doc, const char* name, int count) {
        if (!doc.contains(name)) refuse(fmt::format("{}: the section \"{}\" is missing", m_where, name));
        const json& s = doc.at(name);
        if (!s.is_array()) refuse(fmt::format("{}: \"{}\" must be a list", m_where, name));
        if (s.size() != static_cast<std::size_t>(count))
            refuse(
                fmt::format("{}: \"{}\" lists {} entries; the game has {}", m_where, name, s.size(), count));
        m_section = name;
        return s;
    }

    // Starts an entry: checks its id (entries keep the built-in file's order and ids) and keys.
    void entry(const json& e, std::string_view expectedId, std::initializer_list<std::string_view> keys) {
        m_entry = fmt::format("{}: {} {}", m_where, m_section, expectedId);
        if (!e.is_object()) fail("", "expected an object");
        if (e.contains("name") && e["name"].is_string())
            m_entry = fmt::format("{}: {} {} {}", m_where, m_section, expectedId,
                                  echo(e["name"].get<std::string>()));
        tableau::onlyKeys(e, m_entry, keys);
        checkId(e, expectedId);
    }

    std::string_view name(const json& e, const char* key, CardId id) {
        const std::string s = tableau::text(need(e, key), m_entry + ": " + key);
        if (s.empty() || tableau::codePoints(s) > kMaxNameChars)
            fail(key, fmt::format("a name has 1 to {} characters", kMaxNameChars));
        for (unsigned char c : s)
            if (c < 0x20U || c == 0x7FU) fail(key, "a name has no control characters");
        // Names find cards (tableau files, the log): no two cards may share one (case aside).
        const auto [it, fresh] = m_names.emplace(lowerAscii(s), id);
        if (!fresh && it->second != id)
            fail(key, fmt::format("{} is already the name of another card", echo(s)));
        m_out.strings.push_back(s);
        return m_out.strings.back();
    }

    int number(const json& e, const char* key, int lo, int hi) {
        return tableau::wholeNumber(need(e, key), m_entry + ": " + key, lo, hi);
    }

    Size size(const json& e) {
        const std::string s = tableau::text(need(e, "size"), m_entry + ": size");
        if (s == "small") return Size::Small;
        if (s == "medium") return Size::Medium;
        if (s == "big") return Size::Big;
        fail("size", fmt::format("{} is not a size (small, medium, big)", echo(s)));
    }

    std::array<std::uint8_t, 3> food(const json& e) {
        const json& f = need(e, "food");
        if (!f.is_array() || f.empty() || f.size() > 4) fail("food", "expected a list of 1 to 4 food tokens");
        std::array<std::uint8_t, 3> cost{};
        for (const auto& t : f) {
            const std::string k = t.is_string() ? t.get<std::string>() : std::string();
            if (k == "scraps")
                ++cost[0];
            else if (k == "dry")
                ++cost[1];
            else if (k == "wet")
                ++cost[2];
            else
                fail("food", "each token is scraps, dry or wet");
        }
        return cost;
    }

    std::array<std::uint8_t, 3> copies(const json& e) {
        const json& c = need(e, "copies");
        if (!c.is_object()) fail("copies", "expected an object {\"2+\": n, \"3+\": n, \"4+\": n}");
        tableau::onlyKeys(c, m_entry + ": copies", {"2+", "3+", "4+"});
        std::array<std::uint8_t, 3> out{};
        const char* marks[3] = {"2+", "3+", "4+"};
        for (std::size_t i = 0; i < 3; ++i) {
            if (!c.contains(marks[i])) fail("copies", fmt::format("the mark {} is missing", marks[i]));
            out[i] = static_cast<std::uint8_t>(
                tableau::wholeNumber(c.at(marks[i]), m_entry + ": copies " + marks[i], 0, 30));
        }
        return out;
    }

    CardInfo& card(CardId id) {
        CardInfo& c = m_out.cards[id];
        c.type = kFixed[id].type;
        c.text = kFixed[id].text;
        return c;
    }

    void readDogs(const json& s) {
        for (int i = 0; i < kRegularDogs; ++i) {
            const json& e = s[static_cast<std::size_t>(i)];
            entry(e, fmt::format("D{:02}", i + 1),
                  {"id", "name", "size", "points", "food", "copies", "reconstructed", "what", "note"});
            const auto id = static_cast<CardId>(kFirstDog + i);
            CardInfo& c = card(id);
            c.name = c.english = name(e, "name", id);
            c.size = size(e);
            c.vp = number(e, "points", 0, 30);
            c.cost = food(e);
            c.copies = copies(e);
        }
    }

    void readShelter(const json& s) {
        for (int i = 0; i < kRescues; ++i) {
            const json& e = s[static_cast<std::size_t>(i)];
            entry(e, fmt::format("R{:02}", i + 1),
                  {"id", "name", "size", "points", "food", "toy", "reconstructed", "what", "note"});
            const auto id = static_cast<CardId>(kFirstRescue + i);
            CardInfo& c = card(id);
            c.name = c.english = name(e, "name", id);
            c.size = size(e);
            // The toy dogs (R01..R05) print their points and want a toy under them; the others score
            // by their effect ("?").
            const bool toyDog = i < kToyKinds;
            const json& p = need(e, "points");
            if (toyDog) {
                c.vp = number(e, "points", 0, 30);
                const std::string toy = tableau::text(need(e, "toy"), m_entry + ": toy");
                m_toys[static_cast<std::size_t>(i)] = toy;
            } else {
                if (!(p.is_string() && p.get<std::string>() == "?"))
                    fail("points", "must be \"?\": this dog's effect gives its points");
                if (e.contains("toy")) fail("toy", "only Dino, Tina, Pimpek, Speedy and Fedra want a toy");
                c.vp = -1;
            }
            c.cost = food(e);
        }
    }

    void readFoods(const json& s) {
        for (int i = 0; i < kFoodCards; ++i) {
            const json& e = s[static_cast<std::size_t>(i)];
            entry(e, fmt::format("F{}", i + 1),
                  {"id", "name", "english", "gives", "copies", "reconstructed", "what", "note"});
            const auto id = static_cast<CardId>(kFirstFood + i);
            CardInfo& c = card(id);
            c.name = name(e, "name", id);
            c.english = name(e, "english", id);
            const json& g = need(e, "gives");
            if (!g.is_object()) fail("gives", "expected an object {\"kind\": ..., \"tokens\": n}");
            tableau::onlyKeys(g, m_entry + ": gives", {"kind", "tokens"});
            const std::string kind = tableau::text(need(g, "kind"), m_entry + ": gives kind");
            static constexpr std::array<std::string_view, kFoodKinds> kKinds{"scraps", "dry", "wet", "treat"};
            const auto k = std::find(kKinds.begin(), kKinds.end(), kind);
            if (k == kKinds.end())
                fail("gives", fmt::format("{} is not a food kind (scraps, dry, wet, treat)", echo(kind)));
            c.food = static_cast<FoodKind>(k - kKinds.begin());
            c.tokens = tableau::wholeNumber(need(g, "tokens"), m_entry + ": gives tokens", 1, 3);
            c.copies = copies(e);
        }
    }

    void readCards(const json& s) {
        constexpr std::array<std::string_view, 4 + kToyKinds> kIds{"A1", "W1", "T1", "B1", "Y1",
                                                                   "Y2", "Y3", "Y4", "Y5"};
        for (std::size_t i = 0; i < kIds.size(); ++i) {
            const json& e = s[i];
            entry(e, kIds[i], {"id", "name", "english", "copies", "reconstructed", "what", "note"});
            const auto id = static_cast<CardId>(kAdoption + i);
            CardInfo& c = card(id);
            c.name = name(e, "name", id);
            c.english = name(e, "english", id);
            c.copies = copies(e);
        }
    }

    void readTraits(const json& s) {
        for (int i = 0; i < kTraits; ++i) {
            const json& e = s[static_cast<std::size_t>(i)];
            entry(e, fmt::format("TR{}", i + 1),
                  {"id", "name", "english", "size", "points", "copies", "reconstructed", "what", "note"});
            const auto id = static_cast<CardId>(kFirstTrait + i);
            CardInfo& c = card(id);
            c.name = name(e, "name", id);
            c.english = name(e, "english", id);
            c.size = size(e);
            c.vp = number(e, "points", 0, 30);
            c.copies = copies(e);
        }
    }

    void readSpecials(const json& s) {
        constexpr std::array<std::string_view, 2> kIds{"Fetch", "EndGame"};
        for (std::size_t i = 0; i < kIds.size(); ++i) {
            const json& e = s[i];
            entry(e, kIds[i], {"id", "name", "english", "reconstructed", "what", "note"});
            const CardId id = i == 0 ? kFetchCard : kEndGame;
            CardInfo& c = card(id);
            c.name = name(e, "name", id);
            c.english = name(e, "english", id);
        }
    }

    void readTricks(const json& s) {
        std::map<std::string, int> names;
        for (int t = 0; t < kTrickIds; ++t) {
            const json& e = s[static_cast<std::size_t>(t)];
            const std::string id = t == 0             ? std::string("Sit")
                                   : t < kFirstBought ? fmt::format("B{}", t)
                                                      : fmt::format("K{:02}", t - kFirstBought + 1);
            entry(e, id,
                  {"id", "name", "english", "cost", "pattern", "star", "reconstructed", "what", "note"});
            TrickInfo& k = m_out.tricks[static_cast<std::size_t>(t)];
            for (const char* key : {"name", "english"}) {
                const std::string n = tableau::text(need(e, key), m_entry + ": " + key);
                if (n.empty() || tableau::codePoints(n) > kMaxNameChars)
                    fail(key, fmt::format("a name has 1 to {} characters", kMaxNameChars));
                const auto [it, fresh] = names.emplace(lowerAscii(n), t);
                if (!fresh && it->second != t)
                    fail(key, fmt::format("{} is already the name of another trick", echo(n)));
                m_out.strings.push_back(n);
                (key[0] == 'n' ? k.name : k.english) = m_out.strings.back();
            }
            k.cost = t < kFirstBought ? number(e, "cost", 0, 0) : number(e, "cost", 1, 3);
            k.cells.clear();
            const json& p = need(e, "pattern");
            if (!p.is_array() || p.size() != 3) fail("pattern", "expected 3 rows of 3 marks (X or .)");
            for (std::size_t r = 0; r < 3; ++r) {
                const std::string row = p[r].is_string() ? p[r].get<std::string>() : std::string();
                if (row.size() != 3 || row.find_first_not_of("X.") != std::string::npos)
                    fail("pattern", "expected 3 rows of 3 marks (X or .)");
                for (std::size_t c = 0; c < 3; ++c)
                    if (row[c] == 'X') k.cells.push_back({static_cast<int>(r), static_cast<int>(c)});
            }
            if (k.cells.size() < 3 || k.cells.size() > 4)
                fail("pattern", fmt::format("takes {} cards; a trick takes 3 or 4", k.cells.size()));
            k.star = star(e);
            bool starOnPattern = false;
            for (auto [r, c] : k.cells)
                starOnPattern = starOnPattern || (isRow(k.star.line) ? r : c) == lineIndex(k.star.line);
            if (!starOnPattern)
                fail("star", "the star must point along a row or column the pattern takes a card from");
            auto& all = m_out.placements[static_cast<std::size_t>(t)];
            all = placementsOf(k);
            // Ruling E59: on a full grid every trick can be used wherever the watch dog stands (it
            // guards a line: at most one card may come from it).
            for (int g = 0; g < 6; ++g) {
                const bool fits = std::any_of(all.begin(), all.end(), [&](const Placement& pl) {
                    return std::popcount(static_cast<unsigned>(pl.mask & lineMask(static_cast<Line>(g)))) <=
                           1;
                });
                if (!fits)
                    fail("pattern",
                         fmt::format("no placement on a full grid when the watch dog guards the {} "
                                     "(every trick needs one, whatever line is guarded)",
                                     lineName(static_cast<Line>(g))));
            }
        }
    }

    Star star(const json& e) {
        const json& s = need(e, "star");
        if (!s.is_object())
            fail("star", "expected {\"row\": 0..2, \"side\": ...} or {\"column\": 0..2, \"side\": ...}");
        tableau::onlyKeys(s, m_entry + ": star", {"row", "column", "side"});
        const bool row = s.contains("row");
        if (row == s.contains("column")) fail("star", "give either a row or a column");
        const int k = tableau::wholeNumber(s.at(row ? "row" : "column"), m_entry + ": star", 0, 2);
        const std::string side = tableau::text(need(s, "side"), m_entry + ": star side");
        Star out{static_cast<Line>(row ? k : 3 + k), Side::Top};
        if (row && side == "left")
            out.side = Side::Left;
        else if (row && side == "right")
            out.side = Side::Right;
        else if (!row && side == "top")
            out.side = Side::Top;
        else if (!row && side == "bottom")
            out.side = Side::Bottom;
        else
            fail("star", row ? "a row's star is on its left or right side"
                             : "a column's star is on its top or bottom side");
        return out;
    }

    void checkDeck() {
        m_entry = fmt::format("{}: the main deck", m_where);
        int total = 0;
        for (int id = 0; id < kDeckIds; ++id)
            for (auto n : m_out.cards[static_cast<std::size_t>(id)].copies)
                total += n;
        if (total != kMainDeckCards)
            fail("",
                 fmt::format(
                     "the copies of dogs, foods, cards and traits add up to {}; the box has {} game cards",
                     total, kMainDeckCards));
    }

    void resolveToys() {
        m_out.rescueToys.fill(kNoCard);
        for (int i = 0; i < kToyKinds; ++i) {
            const auto dog = static_cast<std::size_t>(kFirstRescue + i);
            m_entry = fmt::format("{}: shelter_dogs R{:02} {}", m_where, i + 1, echo(m_out.cards[dog].name));
            const auto it = m_names.find(lowerAscii(m_toys[static_cast<std::size_t>(i)]));
            if (it == m_names.end() || !isToy(it->second))
                fail("toy", fmt::format("{} is not the name of a toy card",
                                        echo(m_toys[static_cast<std::size_t>(i)])));
            m_out.rescueToys[static_cast<std::size_t>(i)] = it->second;
        }
    }

    Tables& m_out;
    std::string m_section;
    std::map<std::string, CardId> m_names;
    std::array<std::string, kToyKinds> m_toys;
};

// ----- the tables in use -----

} // namespace

std::string readTables(const json& doc, std::string_view where, Tables& out) {
    return data::readWith<Reader>(doc, where, out);
}

DOGTABLE_COMPONENT_TABLES("doglover")

} // namespace dogtable::games::doglover
