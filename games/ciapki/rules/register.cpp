#include <fmt/format.h>

#include "ciapki/rules/state.h"
#include "dogtable/core/registry.h"

namespace dogtable::games::ciapki {

namespace {

VariantSpec colourVariant(const char* name, TileColour colour, const char* fallback) {
    VariantSpec v;
    v.name = name;
    v.label = fmt::format("{} tile (custom set)", std::string(1, static_cast<char>(name[0] - 'a' + 'A')) + (name + 1));
    for (TileId t : tilesOfColour(colour)) v.values.emplace_back(tileKey(t));
    v.defaultValue = fallback;
    v.help = fmt::format("The {} trick tile used when the tile set is 'custom'.", name);
    return v;
}

} // namespace

void registerRules(GameRegistry& registry) {
    GameInfo info;
    info.id = "ciapki";
    info.name = "Ciapki";
    info.blurb = "Press-your-luck dice: fill your dogs' spots, bury the rest, and do not bust (1-4 players, solo vs Pies).";
    info.minPlayers = 1;
    info.maxPlayers = 4;
    VariantSpec tiles;
    tiles.name = "tiles";
    tiles.label = "Trick tiles";
    tiles.values = {"first-game"};
    for (const auto& set : recommendedSets()) tiles.values.emplace_back(set.key);
    tiles.values.insert(tiles.values.end(), {"random", "custom", "off-leash"});
    tiles.defaultValue = "first-game";
    tiles.help = "Howl and Roll Over plus one tile per colour: the first-game set, a recommended set, a random or "
                 "custom choice, or off-leash mode with all 22 tiles in colour stacks.";
    info.variants.push_back(tiles);
    info.variants.push_back(colourVariant("yellow", TileColour::Yellow, "walk"));
    info.variants.push_back(colourVariant("purple", TileColour::Purple, "run"));
    info.variants.push_back(colourVariant("blue", TileColour::Blue, "fetch"));
    info.variants.push_back(colourVariant("green", TileColour::Green, "beg"));
    VariantSpec pies;
    pies.name = "pies";
    pies.label = "Pies's starting treats (solo difficulty)";
    pies.values = {"0", "1", "2"};
    pies.defaultValue = "1";
    pies.help = "Solo only: the automaton Pies starts with this many treats (0 easy, 1 standard, 2 hard).";
    info.variants.push_back(pies);
    info.hidesInformation = false;
    info.validate = [](const Setup& setup) {
        Options o;
        return parseOptions(setup, o);
    };
    info.create = [](std::shared_ptr<const Setup> setup) { return makeState(std::move(setup)); };
    registry.add(std::move(info));
}

} // namespace dogtable::games::ciapki
