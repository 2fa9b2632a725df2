// Registration of Dog Lover and the tableau scorer (shared/formats/tableau.md, section doglover).
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "doglover/rules/doglover_state.h"
#include "dogtable/core/first_player.h"

namespace dogtable::games::doglover {
namespace {

Expected<CardId> toyByName(std::string_view name) {
    auto id = cardByName(name);
    if (!id || !isToy(*id)) return Expected<CardId>::failure(fmt::format("unknown toy '{}'", name));
    return *id;
}

Expected<CardId> tuckedByWord(const std::string& word) {
    if (word == "walk") return kWalk;
    if (word == "training") return kTraining;
    if (word == "bone") return kBone;
    if (word == "adoption") return kAdoption;
    if (word == "food") return static_cast<CardId>(kFirstFood); // any food card counts the same when tucked
    if (word.rfind("toy:", 0) == 0) return toyByName(std::string_view(word).substr(4));
    return Expected<CardId>::failure(fmt::format("unknown tucked card '{}'", word));
}

int count(const nlohmann::json& obj, const char* key) {
    if (!obj.contains(key)) return 0;
    const auto& v = obj.at(key);
    if (!v.is_number_integer() || v.get<int>() < 0 || v.get<int>() > 200) throw std::runtime_error(fmt::format("'{}' must be a count", key));
    return v.get<int>();
}

} // namespace

Expected<ScoreSheet> scoreTableau(std::string_view text) {
    try {
        const auto json = nlohmann::json::parse(text);
        if (json.value("game", std::string()) != "doglover") return Expected<ScoreSheet>::failure("not a doglover tableau");
        if (!json.contains("players") || !json["players"].is_array() || json["players"].empty() || json["players"].size() > 4)
            return Expected<ScoreSheet>::failure("'players' must list 1 to 4 players");
        std::vector<std::string> names;
        std::vector<Area> areas;
        for (const auto& pj : json["players"]) {
            Area a;
            names.push_back(pj.value("name", fmt::format("Player {}", names.size() + 1)));
            const std::string who = names.back();
            if (pj.contains("food")) {
                const auto& f = pj["food"];
                for (const auto& [key, value] : f.items())
                    if (key != "scraps" && key != "dry" && key != "wet" && key != "treat")
                        return Expected<ScoreSheet>::failure(fmt::format("{}: unknown food '{}'", who, key));
                a.tokens = {static_cast<std::uint8_t>(count(f, "scraps")), static_cast<std::uint8_t>(count(f, "dry")),
                            static_cast<std::uint8_t>(count(f, "wet")), static_cast<std::uint8_t>(count(f, "treat"))};
            }
            for (const auto& dj : pj.value("dogs", nlohmann::json::array())) {
                const auto dogId = cardByName(dj.value("dog", std::string()));
                if (!dogId || !isAnyDog(*dogId)) return Expected<ScoreSheet>::failure(fmt::format("{}: unknown dog '{}'", who, dj.value("dog", std::string())));
                for (int i = 0; i < a.dogCount; ++i)
                    if (a.dogs[static_cast<std::size_t>(i)].card == *dogId && copiesInBox(*dogId) <= 1)
                        return Expected<ScoreSheet>::failure(fmt::format("{}: {} twice (there is one such card)", who, displayName(*dogId)));
                if (a.dogCount >= kMaxDogs) return Expected<ScoreSheet>::failure("too many dogs");
                a.addDog(*dogId);
                DogSlot& dog = a.dogs[static_cast<std::size_t>(a.dogCount - 1)];
                if (dj.contains("trait")) {
                    const auto t = cardByName(dj["trait"].get<std::string>());
                    if (!t || !isTrait(*t)) return Expected<ScoreSheet>::failure(fmt::format("{}: unknown trait '{}'", who, dj["trait"].get<std::string>()));
                    if (!canAttach(dog, *t))
                        return Expected<ScoreSheet>::failure(fmt::format("{}: {} needs a {} dog, {} is {}", who, displayName(*t), sizeName(card(*t).size),
                                                                         displayName(*dogId), sizeName(card(*dogId).size)));
                    dog.trait = *t;
                }
                for (const auto& w : dj.value("tucked", nlohmann::json::array())) {
                    auto c = tuckedByWord(w.get<std::string>());
                    if (!c) return Expected<ScoreSheet>::failure(fmt::format("{}: {}", who, c.error()));
                    ++dog.tucked[static_cast<std::size_t>(tuckSlot(*c))];
                }
            }
            if (pj.contains("hand")) {
                const auto& h = pj["hand"];
                a.handRef(kBone) = static_cast<std::uint8_t>(count(h, "bone"));
                a.handRef(kTraining) = static_cast<std::uint8_t>(count(h, "training"));
                a.handRef(kAdoption) = static_cast<std::uint8_t>(count(h, "adoption"));
                for (const auto& t : h.value("toys", nlohmann::json::array())) {
                    auto c = toyByName(t.get<std::string>());
                    if (!c) return Expected<ScoreSheet>::failure(fmt::format("{}: {}", who, c.error()));
                    ++a.handRef(*c);
                }
            }
            areas.push_back(a);
        }
        return scoreSheetOf(names, areas);
    } catch (const std::exception& e) {
        return Expected<ScoreSheet>::failure(fmt::format("invalid doglover tableau: {}", e.what()));
    }
}

void registerRules(GameRegistry& registry) {
    GameInfo info;
    info.id = "doglover";
    info.name = "Dog Lover";
    info.blurb = "Draft cards from a 3x3 grid with dog tricks; feed, walk and train your dogs.";
    info.minPlayers = 2;
    info.maxPlayers = 4;
    info.variants.push_back({"special_tricks", "Special starting tricks", {"0", "1"}, "0",
                             "Each player starts with a different special trick instead of Sit."});
    info.variants.push_back(firstPlayerVariant(
        4, "Who takes the first turn: the box says the greatest dog lover, or a random player. The player on "
           "the first player's right places the watch dog, holds Fetch and takes the last turn of each round."));
    info.hidesInformation = true;
    info.validate = [](const Setup& s) -> std::string {
        if (s.players < 2 || s.players > 4) return "Dog Lover is for 2 to 4 players";
        return checkFirstPlayer(s);
    };
    info.create = [](std::shared_ptr<const Setup> setup) -> std::unique_ptr<GameState> {
        return std::make_unique<DogLoverState>(std::move(setup));
    };
    info.scoreTableau = [](std::string_view json) { return scoreTableau(json); };
    registry.add(std::move(info));
}

} // namespace dogtable::games::doglover
