#include <fmt/format.h>

#include "ciapki/rules/ciapki_data.h"
#include "ciapki/rules/ciapki_state.h"
#include "dogtable/core/first_player.h"
#include "dogtable/core/registry.h"
#include "dogtable/core/text.h"

namespace dogtable::games::ciapki {

void registerRules(GameRegistry& registry) {
    GameInfo info;
    info.id = "ciapki";
    info.name = DOGTABLE_WORD("ciapki", "Ciapki");
    info.blurb =
        DOGTABLE_WORD("ciapki", "Press-your-luck dice: fill your dogs' spots, bury the rest, and do not "
                                "bust (1-4 players, solo vs Pies).");
    info.minPlayers = 1;
    info.maxPlayers = 4;
    VariantSpec tiles;
    tiles.name = "tiles";
    tiles.label = DOGTABLE_WORD("ciapki", "Trick tiles");
    tiles.values = {DOGTABLE_WORD("ciapki", "first-game")};
    for (const auto& set : recommendedSets())
        tiles.values.emplace_back(set.key);
    tiles.values.emplace_back(DOGTABLE_WORD("ciapki", "random"));
    tiles.defaultValue = "first-game";
    tiles.openEnded = true;
    tiles.help = DOGTABLE_WORD(
        "ciapki",
        "Howl and Roll Over plus one tile per colour: the first-game set, a recommended set, a random set, "
        "or your own list of four tile ids, one per colour (e.g. dig,chase,guard,chew).");
    info.variants.push_back(tiles);
    info.variants.push_back(VariantSpec{
        "offleash",
        DOGTABLE_WORD("ciapki", "Off-leash mode (all 22 tiles in colour stacks)"),
        {"0", "1"},
        "0",
        DOGTABLE_WORD("ciapki", "All 22 tiles in play, stacked by colour; the tile set is then not used.")});
    VariantSpec soloTreats{
        "solo_treats",
        DOGTABLE_WORD("ciapki", "Pies's starting treats (solo difficulty)"),
        {"0", "1", "2"},
        "1",
        DOGTABLE_WORD("ciapki", "Solo only: the automaton Pies starts with this many treats (0 easy, "
                                "1 standard, 2 hard).")};
    soloTreats.maxPlayers = 1; // only against Pies
    info.variants.push_back(soloTreats);
    // Saves made before the variant used the box's rule (the highest buried die), a chance as "random" is.
    info.variants.push_back(
        firstPlayerVariant(4,
                           DOGTABLE_WORD("ciapki", "Who takes the first turn. Random is the box's "
                                                   "rule: the highest buried die begins, tied "
                                                   "players roll again. Solo: you always begin."),
                           "random"));
    info.variants.back().minPlayers = 2; // solo: the player always begins
    info.hidesInformation = false;
    info.validate = [](const Setup& setup) {
        Options o;
        return parseOptions(setup, o);
    };
    info.create = [](std::shared_ptr<const Setup> setup) { return makeState(std::move(setup)); };
    info.data = dataSpec();
    registry.add(std::move(info));
}

} // namespace dogtable::games::ciapki
