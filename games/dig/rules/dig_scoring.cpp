#include "dig/rules/dig_scoring.h"

#include "dig/rules/dig_data.h"
#include "dogtable/core/tableau_input.h"
#include "dogtable/core/text.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace dogtable::games::dig {

// One message per colour: the colour agrees with "bones" (Polish: "zielone kości"), and with the
// number in every plural form ("1 blue bone", "3 blue bones"; Polish "1 niebieska kość", "3
// niebieskie kości", "5 niebieskich kości"; play test: "blue bones x1 (5 each)").
std::string boneLine(Colour c, int count, int value) {
    const auto v = fmt::arg("value", value);
    switch (c) {
    case Colour::Red:
        return text::sayN("dig", "%n red bone (worth {value})", "%n red bones ({value} each)", count)(v);
    case Colour::Yellow:
        return text::sayN("dig", "%n yellow bone (worth {value})", "%n yellow bones ({value} each)",
                          count)(v);
    case Colour::Green:
        return text::sayN("dig", "%n green bone (worth {value})", "%n green bones ({value} each)", count)(v);
    case Colour::Blue:
        return text::sayN("dig", "%n blue bone (worth {value})", "%n blue bones ({value} each)", count)(v);
    case Colour::Purple:
        return text::sayN("dig", "%n purple bone (worth {value})", "%n purple bones ({value} each)",
                          count)(v);
    }
    return {};
}

std::array<int, kColours> valuesFor(const std::array<Colour, kColours>& bowlOrder) {
    std::array<int, kColours> values{};
    for (int rank = 0; rank < kColours; ++rank)
        values[static_cast<std::size_t>(bowlOrder[static_cast<std::size_t>(rank)])] =
            tables().values[static_cast<std::size_t>(rank)];
    return values;
}

ScoreSheet scoreBones(const std::array<Colour, kColours>& bowlOrder, const std::vector<BoneTally>& players) {
    ScoreSheet sheet;
    std::vector<TieBreak> tiebreaks;
    const auto& values = tables().values;
    for (int v : values)
        tiebreaks.push_back({text::say("dig", "most {value}-point bones")(fmt::arg("value", v)), {}});
    for (const auto& p : players) {
        PlayerScore ps;
        ps.name = p.name;
        for (int rank = 0; rank < kColours; ++rank) {
            const Colour c = bowlOrder[static_cast<std::size_t>(rank)];
            const int n = p.delivered[static_cast<std::size_t>(c)];
            const int value = values[static_cast<std::size_t>(rank)];
            if (n > 0) ps.add(boneLine(c, n, value), n * value);
            tiebreaks[static_cast<std::size_t>(rank)].values.push_back(n);
        }
        if (const int held = p.inHand; held > 0)
            ps.add(text::sayN("dig", "%n bone still in hand (scores nothing)",
                              "%n bones still in hand (score nothing)", held)(),
                   0);
        sheet.players.push_back(std::move(ps));
    }
    sheet.decideByTotal(tiebreaks);
    return sheet;
}

namespace {

using nlohmann::json;
namespace tb = dogtable::tableau;

constexpr std::string_view kColourList = "yellow, green, blue, purple, red";

/// Bones of each colour in the box, counted from the card table (the bone under every yard card).
std::array<int, kColours> bonesInBox() {
    std::array<int, kColours> n{};
    for (int card = 0; card < kYardCards; ++card)
        if (isBoneCard(card)) ++n[static_cast<std::size_t>(boneOf(card))];
    return n;
}

std::array<int, kColours> colourCounts(const json& obj, const std::string& where, int most,
                                       std::string_view why) {
    std::array<int, kColours> counts{};
    tb::object(obj, where);
    for (const auto& [key, value] : obj.items()) {
        Colour c{};
        if (!colourFromName(key, c))
            tb::refuse(fmt::format("{}: unknown colour {} (colours: {})", where, tb::echo(key), kColourList));
        counts[static_cast<std::size_t>(c)] =
            tb::wholeNumber(value, fmt::format("{}, {}", where, key), 0, most, why);
    }
    return counts;
}

ScoreSheet readTableau(std::string_view text) {
    const json root = tb::parse(text);
    tb::object(root, "the tableau");
    tb::onlyKeys(root, "the tableau", {"game", "bowls", "players"});
    if (root.contains("game") &&
        !(root.at("game").is_string() && root.at("game").get<std::string>() == "dig"))
        tb::refuse(root.at("game").is_string() ? fmt::format("this tableau is for {}, not dig",
                                                             tb::echo(root.at("game").get<std::string>()))
                                               : std::string("'game' must be the text \"dig\""));
    if (!root.contains("bowls")) tb::refuse("'bowls' (the 5 bowl colours, nearest first) is missing");
    const json& bowls = tb::list(root.at("bowls"), "bowls");
    if (bowls.size() != kColours)
        tb::refuse(fmt::format("dig has exactly 5 bowls, the tableau lists {}", bowls.size()));
    std::array<Colour, kColours> order{};
    std::array<bool, kColours> seen{};
    for (std::size_t i = 0; i < bowls.size(); ++i) {
        const std::string name = tb::text(bowls[i], fmt::format("bowl {}", i + 1));
        Colour c{};
        if (!colourFromName(name, c))
            tb::refuse(fmt::format("bowl {}: {} is not a colour ({})", i + 1, tb::echo(name), kColourList));
        if (seen[static_cast<std::size_t>(c)])
            tb::refuse(fmt::format("the {} bowl is listed twice", colourName(c)));
        seen[static_cast<std::size_t>(c)] = true;
        order[i] = c;
    }
    if (!root.contains("players")) tb::refuse("'players' is missing");
    const json& players = tb::list(root.at("players"), "players");
    if (players.size() < 2 || players.size() > kMaxPlayers)
        tb::refuse(fmt::format("dig is for 2 to 4 players, the tableau has {}", players.size()));
    const std::array<int, kColours> inBox = bonesInBox();
    std::vector<BoneTally> tallies;
    std::array<int, kColours> total{};
    for (std::size_t i = 0; i < players.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        const json& p = tb::object(players[i], fmt::format("player {}", number));
        BoneTally t;
        t.name = tb::playerName(p, number);
        const std::string who = tb::playerPlace(number, t.name);
        tb::onlyKeys(p, who, {"name", "delivered", "hand"});
        if (!p.contains("delivered")) tb::refuse(fmt::format("{}: 'delivered' is missing", who));
        t.delivered = colourCounts(p.at("delivered"), who + ", delivered", kBonesPerColour,
                                   "the box has 4 bones of each colour");
        std::array<int, kColours> hand{};
        if (p.contains("hand"))
            hand = colourCounts(p.at("hand"), who + ", hand", kHandLimit, "the hand limit is 3 bones");
        int held = 0;
        for (int c = 0; c < kColours; ++c) {
            const auto k = static_cast<std::size_t>(c);
            held += hand[k];
            total[k] += t.delivered[k] + hand[k];
        }
        if (held > kHandLimit)
            tb::refuse(fmt::format("{}: holds {} bones, the hand limit is {}", who, held, kHandLimit));
        t.inHand = held;
        tallies.push_back(std::move(t));
    }
    for (int c = 0; c < kColours; ++c) {
        const auto k = static_cast<std::size_t>(c);
        if (total[k] > inBox[k])
            tb::refuse(fmt::format(
                "the players hold {} {} bones in all (delivered and in hand), the game has only {}", total[k],
                colourName(static_cast<Colour>(c)), inBox[k]));
    }
    return scoreBones(order, tallies);
}

} // namespace

Expected<ScoreSheet> scoreTableau(std::string_view text) {
    return tb::scoreOrRefuse(readTableau, text);
}

} // namespace dogtable::games::dig
