// Registration of DOGS (kennel) and its tableau scoring (shared/formats/tableau.md, section kennel).
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "dogtable/core/first_player.h"
#include "dogtable/core/registry.h"
#include "kennel/rules/kennel_state.h"
#include "kennel/rules/kennel_tableau.h"

namespace dogtable::games::kennel {

namespace {
using nlohmann::json;

Expected<BreedCounts> readBreeds(const json& j, const std::string& where, int players, bool twoPlayer) {
    BreedCounts c{};
    if (!j.is_object()) return Expected<BreedCounts>::failure(fmt::format("{}: expected an object of breed counts", where));
    for (const auto& [key, value] : j.items()) {
        const int b = breedFromId(key);
        if (b < 0) return Expected<BreedCounts>::failure(fmt::format("{}: unknown breed '{}'", where, key));
        // Only the 2-player variant's removals are enforced: a tableau may list fewer players than sat
        // at the table, so the 3-player removals cannot be told from the file.
        (void)players;
        if (twoPlayer && !breedInGame(b, 2))
            return Expected<BreedCounts>::failure(
                fmt::format("{}: {} is not used in the 2-player game", where, breedName(b)));
        if (!value.is_number_integer() || value.get<int>() < 0 || value.get<int>() > 20)
            return Expected<BreedCounts>::failure(fmt::format("{}: the count of '{}' must be a whole number 0..20", where, key));
        c[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(c[static_cast<std::size_t>(b)] + value.get<int>());
    }
    return c;
}

int readCount(const json& obj, const char* key, const std::string& where, std::string& error) {
    if (!obj.contains(key)) return 0;
    const json& v = obj.at(key);
    if (!v.is_number_integer() || v.get<int>() < 0) {
        error = fmt::format("{}: '{}' must be a whole number of at least 0", where, key);
        return 0;
    }
    return v.get<int>();
}
} // namespace

Expected<ScoreSheet> scoreTableau(std::string_view text) {
    json root;
    try {
        root = json::parse(text);
    } catch (const json::exception& e) { // parse errors, and numbers too large to read
        return Expected<ScoreSheet>::failure(fmt::format("not valid JSON: {}", e.what()));
    }
    if (!root.is_object()) return Expected<ScoreSheet>::failure("the tableau must be a JSON object");
    if (root.contains("game") && root.at("game") != "kennel")
        return Expected<ScoreSheet>::failure("this tableau is not for kennel");
    if (!root.contains("players") || !root.at("players").is_array() || root.at("players").empty())
        return Expected<ScoreSheet>::failure("'players' must be a non-empty array");
    const int players = static_cast<int>(root.at("players").size());
    if (players > kMaxPlayers) return Expected<ScoreSheet>::failure("DOGS is for at most 4 players");
    bool twoPlayer = players == 2;
    if (root.contains("two_player_variant")) {
        if (!root.at("two_player_variant").is_boolean())
            return Expected<ScoreSheet>::failure("'two_player_variant' must be true or false");
        twoPlayer = root.at("two_player_variant").get<bool>();
    }
    ScoreSheet sheet;
    TieBreak healthy{"most healthy dogs in the kennel", {}};
    int index = 0;
    for (const json& pj : root.at("players")) {
        ++index;
        const std::string where = fmt::format("player {}", index);
        if (!pj.is_object()) return Expected<ScoreSheet>::failure(fmt::format("{}: expected an object", where));
        PlayerScore ps;
        ps.name = pj.contains("name") && pj.at("name").is_string() ? pj.at("name").get<std::string>()
                                                                   : fmt::format("Player {}", index);
        KennelTally k;
        std::array<bool, kPens> listed{};
        if (pj.contains("pens")) {
            if (!pj.at("pens").is_array()) return Expected<ScoreSheet>::failure(fmt::format("{}: 'pens' must be an array", where));
            for (const json& pen : pj.at("pens")) {
                if (!pen.is_object() || !pen.contains("pen") || !pen.at("pen").is_number_integer())
                    return Expected<ScoreSheet>::failure(fmt::format("{}: every pen needs a number 'pen'", where));
                const int n = pen.at("pen").get<int>();
                if (n < 1 || n > kPens) return Expected<ScoreSheet>::failure(fmt::format("{}: there is no pen {}", where, n));
                if (listed[static_cast<std::size_t>(n - 1)])
                    return Expected<ScoreSheet>::failure(fmt::format("{}: pen {} is listed twice", where, n));
                listed[static_cast<std::size_t>(n - 1)] = true;
                auto dogs = readBreeds(pen.contains("dogs") ? pen.at("dogs") : json::object(),
                                       fmt::format("{}, pen {}", where, n), players, twoPlayer);
                if (!dogs) return Expected<ScoreSheet>::failure(dogs.error());
                if (!legalPenCounts(*dogs))
                    return Expected<ScoreSheet>::failure(fmt::format(
                        "{}, pen {}: a pen holds at most 4 dogs of at most 2 breeds, in rows of 2 of one breed", where, n));
                k.pens[static_cast<std::size_t>(n - 1)] = penFromCounts(*dogs);
            }
        }
        k.built = 2;
        for (int p = 2; p < kPens; ++p)
            if (listed[static_cast<std::size_t>(p)]) {
                if (k.built != p)
                    return Expected<ScoreSheet>::failure(
                        fmt::format("{}: pen {} cannot be built before pen {}", where, p + 1, k.built + 1));
                k.built = p + 1;
            }
        if (pj.contains("infirmary")) {
            auto inf = readBreeds(pj.at("infirmary"), where + ", infirmary", players, twoPlayer);
            if (!inf) return Expected<ScoreSheet>::failure(inf.error());
            k.infirmary = *inf;
            int sick = 0;
            for (auto c : k.infirmary) sick += c;
            if (sick > kInfirmaryCap)
                return Expected<ScoreSheet>::failure(fmt::format("{}: the infirmary holds at most 6 dogs, not {}", where, sick));
        }
        if (pj.contains("helper_paid")) {
            if (!pj.at("helper_paid").is_boolean())
                return Expected<ScoreSheet>::failure(fmt::format("{}: 'helper_paid' must be true or false", where));
            k.helperPaid = pj.at("helper_paid").get<bool>();
        }
        if (pj.contains("resources")) {
            const json& r = pj.at("resources");
            if (!r.is_object()) return Expected<ScoreSheet>::failure(fmt::format("{}: 'resources' must be an object", where));
            for (const auto& [key, value] : r.items()) {
                (void)value;
                if (key != "gas" && key != "food" && key != "medicine" && key != "coins")
                    return Expected<ScoreSheet>::failure(fmt::format("{}: unknown resource '{}'", where, key));
            }
            std::string error;
            k.gas = readCount(r, "gas", where, error);
            k.food = readCount(r, "food", where, error);
            k.medicine = readCount(r, "medicine", where, error);
            (void)readCount(r, "coins", where, error);
            if (!error.empty()) return Expected<ScoreSheet>::failure(error);
            if (k.gas > kGasCap) return Expected<ScoreSheet>::failure(fmt::format("{}: the garage holds at most 9 gas", where));
        }
        for (auto& line : scoreKennel(k, twoPlayer)) ps.add(std::move(line.what), line.points);
        sheet.players.push_back(std::move(ps));
        healthy.values.push_back(healthyDogs(k));
    }
    sheet.decideByTotal({healthy});
    return sheet;
}

void registerRules(GameRegistry& registry) {
    GameInfo info;
    info.id = "kennel";
    info.name = "DOGS";
    info.blurb = "Run a kennel: rescue dogs around the city and the countryside, house, feed and treat them.";
    info.minPlayers = 2;
    info.maxPlayers = 4;
    // Saves made before the variant drew the first player at random (the ChanceFirstPlayer step).
    info.variants.push_back(firstPlayerVariant(
        4, "Who gets the first-player piece: the box says the last person who threw a rubber ball for a dog. "
           "The piece passes to the left every round.",
        "random"));
    VariantSpec rulings{"rulings", "Rulings of 2026-11-24", {"0", "1"}, "1",
                        "1: the rules owner's rulings of 2026-11-24 (end trigger A counts dog tokens only; a truck both "
                        "first and last home takes both tokens; Trained and Award-winning Dog on one sale; no gas "
                        "purchase past 9). 0: the readings used before, for games saved before them."};
    rulings.legacyValue = "0";
    rulings.hidden = true;
    info.variants.push_back(rulings);
    info.validate = [](const Setup& s) { return checkFirstPlayer(s); };
    info.hidesInformation = false;
    info.create = [](std::shared_ptr<const Setup> setup) -> std::unique_ptr<GameState> {
        return std::make_unique<KennelState>(std::move(setup));
    };
    info.scoreTableau = [](std::string_view json) { return scoreTableau(json); };
    registry.add(std::move(info));
}

} // namespace dogtable::games::kennel
