#include "dig/rules/dig_scoring.h"
#include "dig/rules/dig_state.h"
#include "dogtable/core/first_player.h"
#include "dogtable/core/registry.h"

namespace dogtable::games::dig {

void registerRules(GameRegistry& registry) {
    GameInfo info;
    info.id = "dig";
    info.name = "Dig";
    info.blurb =
        "Dogs dig bones out of the yard and carry them to bowls; a bowl near the doghouse pays most.";
    info.minPlayers = 2;
    info.maxPlayers = kMaxPlayers;
    info.variants.push_back(
        firstPlayerVariant(kMaxPlayers, "Who takes the first turn: the box says the youngest player."));
    info.validate = [](const Setup& s) { return checkFirstPlayer(s); };
    info.hidesInformation = true;
    info.create = [](std::shared_ptr<const Setup> setup) -> std::unique_ptr<GameState> {
        return std::make_unique<DigState>(std::move(setup));
    };
    info.scoreTableau = [](std::string_view json) { return scoreTableau(json); };
    registry.add(std::move(info));
}

} // namespace dogtable::games::dig
