// The app's context with every built-in game and table, made once, for the app tests.
#pragma once

#include "app_context.h"

namespace dogtable::app::test {

inline AppContext& builtinContext() {
    static AppContext context = [] {
        AppContext ctx;
        AppContext::registerBuiltins(ctx);
        return ctx;
    }();
    return context;
}

} // namespace dogtable::app::test
