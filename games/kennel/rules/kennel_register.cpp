// Registration of DOGS (kennel) and its tableau scoring (shared/formats/tableau.md, section kennel).
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "dogtable/core/first_player.h"
#include "dogtable/core/registry.h"
#include "dogtable/core/tableau_input.h"
#include "dogtable/core/text.h"
#include "kennel/rules/kennel_state.h"
#include "kennel/rules/kennel_tableau.h"

namespace dogtable::games::kennel {

namespace {
using nlohmann::json;
namespace tb = dogtable::tableau;

/// Food, medicine and coins are unlimited in the box (substitutes when the supply runs out); a tableau
/// may list at most this many of each, so no sum can overflow.
constexpr int kMostResource = 9999;

/// Breed counts of one pen or infirmary, each checked against the breed's tokens in the box before it
/// is narrowed to the pen's 8-bit counters.
BreedCounts readBreeds(const json& j, const std::string& where, bool twoPlayer) {
    BreedCounts c{};
    tb::object(j, where);
    for (const auto& [key, value] : j.items()) {
        const int b = breedFromId(key);
        if (b < 0) tb::refuse(fmt::format("{}: unknown breed {}", where, tb::echo(key)));
        // Only the 2-player variant's removals are enforced: a tableau may list fewer players than sat
        // at the table, so the 3-player removals cannot be told from the file.
        if (twoPlayer && !breedInGame(b, 2))
            tb::refuse(fmt::format("{}: {} is not used in the 2-player game", where, breedName(b)));
        const int n =
            tb::wholeNumber(value, fmt::format("{}, {}", where, key), 0, kTokensPerBreed,
                            fmt::format("the game has {} {} tokens", kTokensPerBreed, breedName(b)));
        c[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(n);
    }
    return c;
}

int readResource(const json& r, const char* key, const std::string& where, int most, std::string_view why) {
    if (!r.contains(key)) return 0;
    return tb::wholeNumber(r.at(key), fmt::format("{}, resources, {}", where, key), 0, most, why);
}

ScoreSheet readTableau(std::string_view text) {
    const json root = tb::parse(text);
    tb::object(root, "the tableau");
    tb::onlyKeys(root, "the tableau", {"game", "two_player_variant", "players"});
    if (root.contains("game") &&
        !(root.at("game").is_string() && root.at("game").get<std::string>() == "kennel"))
        tb::refuse("this tableau is not for kennel");
    if (!root.contains("players") || !root.at("players").is_array() || root.at("players").empty())
        tb::refuse("'players' must be a non-empty array");
    const json& all = root.at("players");
    if (all.size() > kMaxPlayers)
        tb::refuse(fmt::format("DOGS is for at most 4 players, the tableau lists {}", all.size()));
    const int players = static_cast<int>(all.size());
    bool twoPlayer = players == 2;
    if (root.contains("two_player_variant"))
        twoPlayer = tb::flag(root.at("two_player_variant"), "two_player_variant");
    if (twoPlayer && players > 2)
        tb::refuse(fmt::format("the 2-player variant is for 2 players, the tableau lists {}", players));
    ScoreSheet sheet;
    TieBreak healthy{text::say("kennel", "most healthy dogs in the kennel"), {}};
    std::array<int, kBreeds> tokens{}; // every breed's tokens in all kennels (pens and infirmaries)
    std::array<int, kBreeds> firstHolder{};
    int index = 0;
    for (const json& pj : all) {
        ++index;
        tb::object(pj, fmt::format("player {}", index));
        PlayerScore ps;
        ps.name = tb::playerName(pj, index);
        const std::string where = tb::playerPlace(index, ps.name);
        tb::onlyKeys(pj, where, {"name", "pens", "infirmary", "helper_paid", "resources"});
        KennelTally k;
        std::array<bool, kPens> listed{};
        auto count = [&](const BreedCounts& c) {
            for (int b = 0; b < kBreeds; ++b) {
                const auto i = static_cast<std::size_t>(b);
                if (c[i] > 0 && tokens[i] == 0) firstHolder[i] = index;
                tokens[i] += c[i];
                if (tokens[i] > kTokensPerBreed)
                    tb::refuse(fmt::format("{}: {} {} dogs in the kennels{}, the game has only {} {} tokens",
                                           where, tokens[i], breedName(b),
                                           firstHolder[i] == index ? "" : " of all players", kTokensPerBreed,
                                           breedName(b)));
            }
        };
        if (pj.contains("pens")) {
            const json& pens = tb::list(pj.at("pens"), where + ", pens");
            for (const json& pen : pens) {
                if (!pen.is_object() || !pen.contains("pen") || !pen.at("pen").is_number_integer())
                    tb::refuse(fmt::format("{}: every pen needs a number 'pen'", where));
                tb::onlyKeys(pen, where + ", pen", {"pen", "dogs"});
                const int n = tb::wholeNumber(pen.at("pen"), where + ", pen", 1, kPens, "pens 1 to 5");
                if (listed[static_cast<std::size_t>(n - 1)])
                    tb::refuse(fmt::format("{}: pen {} is listed twice", where, n));
                listed[static_cast<std::size_t>(n - 1)] = true;
                const BreedCounts dogs = readBreeds(pen.contains("dogs") ? pen.at("dogs") : json::object(),
                                                    fmt::format("{}, pen {}", where, n), twoPlayer);
                if (!legalPenCounts(dogs))
                    tb::refuse(fmt::format("{}, pen {}: a pen holds at most 4 dogs of at most 2 breeds, in "
                                           "rows of 2 of one breed",
                                           where, n));
                count(dogs);
                k.pens[static_cast<std::size_t>(n - 1)] = penFromCounts(dogs);
            }
        }
        k.built = 2;
        for (int p = 2; p < kPens; ++p)
            if (listed[static_cast<std::size_t>(p)]) {
                if (k.built != p)
                    tb::refuse(
                        fmt::format("{}: pen {} cannot be built before pen {}", where, p + 1, k.built + 1));
                k.built = p + 1;
            }
        if (pj.contains("infirmary")) {
            k.infirmary = readBreeds(pj.at("infirmary"), where + ", infirmary", twoPlayer);
            int sick = 0;
            for (auto c : k.infirmary)
                sick += c;
            if (sick > kInfirmaryCap)
                tb::refuse(fmt::format("{}: the infirmary holds at most 6 dogs, not {}", where, sick));
            count(k.infirmary);
        }
        if (pj.contains("helper_paid"))
            k.helperPaid = tb::flag(pj.at("helper_paid"), where + ", helper_paid");
        if (pj.contains("resources")) {
            const json& r = tb::object(pj.at("resources"), where + ", resources");
            for (const auto& item : r.items())
                if (item.key() != "gas" && item.key() != "food" && item.key() != "medicine" &&
                    item.key() != "coins")
                    tb::refuse(fmt::format("{}: unknown resource {}", where, tb::echo(item.key())));
            k.gas = readResource(r, "gas", where, kGasCap, "the garage holds at most 9 gas");
            k.food = readResource(r, "food", where, kMostResource, "");
            k.medicine = readResource(r, "medicine", where, kMostResource, "");
            (void)readResource(r, "coins", where, kMostResource, "");
        }
        for (auto& line : scoreKennel(k, twoPlayer))
            ps.add(std::move(line.what), line.points);
        sheet.players.push_back(std::move(ps));
        healthy.values.push_back(healthyDogs(k));
    }
    if (twoPlayer) {
        for (Area a : {Area::City, Area::Country}) {
            int n = 0, breeds = 0;
            for (int b = 0; b < kBreeds; ++b)
                if (areaOf(b) == a && breedInGame(b, 2)) n += tokens[static_cast<std::size_t>(b)], ++breeds;
            const int inGame = breeds * kTokensPerBreed - 1; // one lost token of the area is removed at setup
            if (n > inGame)
                tb::refuse(fmt::format("the kennels hold {} {} dogs, the 2-player game has only {} {} tokens",
                                       n, a == Area::City ? "city" : "country", inGame,
                                       a == Area::City ? "city" : "country"));
        }
    }
    sheet.decideByTotal({healthy});
    return sheet;
}
} // namespace

Expected<ScoreSheet> scoreTableau(std::string_view text) {
    return tb::scoreOrRefuse(readTableau, text);
}

void registerRules(GameRegistry& registry) {
    GameInfo info = gameInfo<KennelState>(
        "kennel", DOGTABLE_WORD("kennel", "DOGS"),
        DOGTABLE_WORD(
            "kennel",
            "Run a kennel: rescue dogs around the city and the countryside, house, feed and treat them."),
        2, 4);
    // Saves made before the variant drew the first player at random (the kChanceFirstPlayer step).
    info.variants.push_back(firstPlayerVariant(
        4,
        DOGTABLE_WORD("kennel",
                      "Who gets the first-player piece: the box says the last person who threw a rubber "
                      "ball for a dog. The piece passes to the left every round."),
        "random"));
    VariantSpec rulings{
        "rulings",
        DOGTABLE_WORD("kennel", "Rulings of 2026-11-24"),
        {"0", "1"},
        "1",
        DOGTABLE_WORD("kennel",
                      "1: the rules owner's rulings of 2026-11-24 (end trigger A counts dog tokens only; a "
                      "truck both first and last home takes both tokens; Trained and Award-winning Dog on "
                      "one sale; no gas purchase past 9). 0: the readings used before, for games saved "
                      "before them.")};
    rulings.legacyValue = "0";
    rulings.hidden = true;
    info.variants.push_back(rulings);
    info.validate = [](const Setup& s) { return checkFirstPlayer(s); };
    info.hidesInformation = false;
    info.scoreTableau = &scoreTableau;
    info.data = dataSpec();
    registry.add(std::move(info));
}

} // namespace dogtable::games::kennel
