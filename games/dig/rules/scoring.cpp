#include "dig/rules/scoring.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace dogtable::games::dig {

std::array<int, kColours> valuesFor(const std::array<Colour, kColours>& bowlOrder) {
    std::array<int, kColours> values{};
    for (int rank = 0; rank < kColours; ++rank)
        values[static_cast<std::size_t>(bowlOrder[static_cast<std::size_t>(rank)])] = kColours - rank;
    return values;
}

ScoreSheet scoreBones(const std::array<Colour, kColours>& bowlOrder, const std::vector<BoneTally>& players) {
    ScoreSheet sheet;
    std::vector<TieBreak> tiebreaks;
    for (int v = kColours; v >= 1; --v) tiebreaks.push_back({fmt::format("most {}-point bones", v), {}});
    for (const auto& p : players) {
        PlayerScore ps;
        ps.name = p.name;
        for (int rank = 0; rank < kColours; ++rank) {
            const Colour c = bowlOrder[static_cast<std::size_t>(rank)];
            const int n = p.delivered[static_cast<std::size_t>(c)];
            const int value = kColours - rank;
            if (n > 0) ps.add(fmt::format("{} bones x{} ({} each)", colourName(c), n, value), n * value);
            tiebreaks[static_cast<std::size_t>(rank)].values.push_back(n);
        }
        if (p.inHand > 0) ps.add(fmt::format("bones still in hand x{} (score nothing)", p.inHand), 0);
        sheet.players.push_back(std::move(ps));
    }
    sheet.decideByTotal(tiebreaks);
    return sheet;
}

namespace {

using nlohmann::json;

Expected<std::array<int, kColours>> colourCounts(const json& obj, const std::string& what) {
    std::array<int, kColours> counts{};
    if (!obj.is_object()) return Expected<std::array<int, kColours>>::failure(fmt::format("{} must be an object of colour: count", what));
    for (const auto& [key, value] : obj.items()) {
        Colour c{};
        if (!colourFromName(key, c))
            return Expected<std::array<int, kColours>>::failure(
                fmt::format("{}: unknown colour '{}' (colours: yellow, green, blue, purple, red)", what, key));
        if (!value.is_number_integer() || value.get<long long>() < 0 || value.get<long long>() > kBonesPerColour)
            return Expected<std::array<int, kColours>>::failure(
                fmt::format("{}: the count of {} bones must be a whole number from 0 to {}", what, key, kBonesPerColour));
        counts[static_cast<std::size_t>(c)] = value.get<int>();
    }
    return counts;
}

} // namespace

Expected<ScoreSheet> scoreTableau(std::string_view text) {
    using Result = Expected<ScoreSheet>;
    json root = json::parse(text.begin(), text.end(), nullptr, false);
    if (root.is_discarded()) return Result::failure("the tableau is not valid JSON");
    if (!root.is_object()) return Result::failure("the tableau must be a JSON object");
    if (root.contains("game") && root["game"] != "dig")
        return Result::failure(fmt::format("this tableau is for '{}', not dig", root["game"].dump()));
    if (!root.contains("bowls") || !root["bowls"].is_array()) return Result::failure("'bowls' (the 5 bowl colours, nearest first) is missing");
    const json& bowls = root["bowls"];
    if (bowls.size() != kColours)
        return Result::failure(fmt::format("dig has exactly 5 bowls, the tableau lists {}", bowls.size()));
    std::array<Colour, kColours> order{};
    std::array<bool, kColours> seen{};
    for (std::size_t i = 0; i < bowls.size(); ++i) {
        Colour c{};
        if (!bowls[i].is_string() || !colourFromName(bowls[i].get<std::string>(), c))
            return Result::failure(fmt::format("bowl {} is not a colour (yellow, green, blue, purple, red): {}", i + 1, bowls[i].dump()));
        if (seen[static_cast<std::size_t>(c)]) return Result::failure(fmt::format("the {} bowl is listed twice", colourName(c)));
        seen[static_cast<std::size_t>(c)] = true;
        order[i] = c;
    }
    if (!root.contains("players") || !root["players"].is_array()) return Result::failure("'players' is missing");
    const json& players = root["players"];
    if (players.size() < 2 || players.size() > kMaxPlayers)
        return Result::failure(fmt::format("dig is for 2 to 4 players, the tableau has {}", players.size()));
    std::vector<BoneTally> tallies;
    std::array<int, kColours> total{};
    for (std::size_t i = 0; i < players.size(); ++i) {
        const json& p = players[i];
        if (!p.is_object()) return Result::failure(fmt::format("player {} must be an object", i + 1));
        BoneTally t;
        t.name = p.contains("name") && p["name"].is_string() ? p["name"].get<std::string>() : fmt::format("Player {}", i + 1);
        if (!p.contains("delivered")) return Result::failure(fmt::format("{}: 'delivered' is missing", t.name));
        auto delivered = colourCounts(p["delivered"], t.name + " delivered");
        if (!delivered) return Result::failure(delivered.error());
        t.delivered = *delivered;
        std::array<int, kColours> hand{};
        if (p.contains("hand")) {
            auto h = colourCounts(p["hand"], t.name + " hand");
            if (!h) return Result::failure(h.error());
            hand = *h;
        }
        int held = 0;
        for (int c = 0; c < kColours; ++c) {
            held += hand[static_cast<std::size_t>(c)];
            total[static_cast<std::size_t>(c)] += t.delivered[static_cast<std::size_t>(c)] + hand[static_cast<std::size_t>(c)];
        }
        if (held > kHandLimit) return Result::failure(fmt::format("{} holds {} bones, the hand limit is {}", t.name, held, kHandLimit));
        t.inHand = held;
        tallies.push_back(std::move(t));
    }
    for (int c = 0; c < kColours; ++c)
        if (total[static_cast<std::size_t>(c)] > kBonesPerColour)
            return Result::failure(fmt::format("the tableau has {} {} bones, the game has only {}", total[static_cast<std::size_t>(c)],
                                               colourName(static_cast<Colour>(c)), kBonesPerColour));
    return scoreBones(order, tallies);
}

} // namespace dogtable::games::dig
