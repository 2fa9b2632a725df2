#include "dig/rules/dig_data.h"
#include "dig/rules/dig_scoring.h"
#include "dig/rules/dig_state.h"
#include "dogtable/core/first_player.h"
#include "dogtable/core/registry.h"
#include "dogtable/core/text.h"

namespace dogtable::games::dig {

void registerRules(GameRegistry& registry) {
    GameInfo info = gameInfo<DigState>(
        "dig", DOGTABLE_WORD("dig", "Dig"),
        DOGTABLE_WORD(
            "dig",
            "Dogs dig bones out of the yard and carry them to bowls; a bowl near the doghouse pays most."),
        2, kMaxPlayers);
    info.variants.push_back(firstPlayerVariant(
        kMaxPlayers, DOGTABLE_WORD("dig", "Who takes the first turn: the box says the youngest player.")));
    info.validate = [](const Setup& s) { return checkFirstPlayer(s); };
    info.hidesInformation = true;
    info.scoreTableau = &scoreTableau;
    info.data = dataSpec();
    registry.add(std::move(info));
}

} // namespace dogtable::games::dig
