// The registry of every built-in game, made once, for tests that run over all games.
#pragma once

#include "dogtable/core/registry.h"

namespace dogtable::test {

inline const GameRegistry& builtinGames() {
    static const GameRegistry registry = [] {
        GameRegistry g;
        registerBuiltinGames(g);
        return g;
    }();
    return registry;
}

} // namespace dogtable::test
