// What the rules report about one applied action: the events a table animates, the complete log
// lists and a screen reader announces. Plain data (no pointers into the engine), redacted for the
// viewer it was made for, so a view that came from elsewhere can be animated the same way.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dogtable/core/action.h"

namespace dogtable {

struct Event {
    /// A stable key for what happened ("move", "dig", "income", "bust"...), the same for every
    /// language: tables switch on it and a translation catalogue can key its sentence on it.
    std::string kind;
    /// Whom it concerns (kNoSeat: everybody / the table).
    Seat seat = kNoSeat;
    /// Named whole numbers a table needs to show it ("from", "to", "card", "amount"...). A value the
    /// viewer may not know is left out (or -1), never filled in.
    std::vector<std::pair<std::string, int>> args;
    /// One log sentence (English) for things the action's own log line does not say (income paid
    /// at the end of a round, a card turned by the rules); "" when the action's line covers it.
    std::string text;

    [[nodiscard]] int arg(std::string_view name, int fallback = -1) const {
        for (const auto& [k, v] : args)
            if (k == name) return v;
        return fallback;
    }
    [[nodiscard]] bool has(std::string_view name) const {
        for (const auto& a : args)
            if (a.first == name) return true;
        return false;
    }
};

} // namespace dogtable
