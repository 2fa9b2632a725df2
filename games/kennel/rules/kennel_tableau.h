// Scoring an end-of-game kennel table from a tableau file (shared/formats/tableau.md, section kennel).
#pragma once

#include <string_view>

#include "dogtable/core/action.h"
#include "dogtable/core/score.h"

namespace dogtable {
class GameRegistry;
}

namespace dogtable::games::kennel {

/// Adds DOGS to the registry (called by the generated registerBuiltinGames()).
void registerRules(GameRegistry& registry);

/// The score sheet of a tableau JSON text, or a message naming what is wrong with it.
Expected<ScoreSheet> scoreTableau(std::string_view json);

} // namespace dogtable::games::kennel
