// libFuzzer target: the tableau loaders of every game that has one, as `dogtable-cli score` runs them
// (the bounded reader first, then the game's reader). The first byte picks the game; the rest is the
// file. Any bytes must give a score sheet or an error of one line of at most 300 bytes, never a crash;
// a sheet's lines must add up to its totals.
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "dogtable/core/registry.h"
#include "dogtable/core/safe_read.h"

namespace {
const std::vector<const dogtable::GameInfo*>& scorers() {
    static const dogtable::GameRegistry reg = [] {
        dogtable::GameRegistry r;
        dogtable::registerBuiltinGames(r);
        return r;
    }();
    static const std::vector<const dogtable::GameInfo*> list = [] {
        std::vector<const dogtable::GameInfo*> out;
        for (const auto& g : reg.all())
            if (g.scoreTableau) out.push_back(&g);
        return out;
    }();
    return list;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto& games = scorers();
    if (games.empty() || size == 0) return 0;
    const auto* game = games[data[0] % games.size()];
    std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    auto oneShortLine = [](const std::string& e) {
        return !e.empty() && e.size() <= dogtable::kMaxErrorLength && e.find('\n') == std::string::npos;
    };
    if (auto doc = dogtable::parseJsonBounded(text, dogtable::kTableauLimits); !doc) {
        if (!oneShortLine(doc.error())) std::abort();
        return 0;
    }
    auto sheet = game->scoreTableau(text);
    if (sheet.ok()) {
        for (const auto& p : sheet->players) {
            int sum = 0;
            for (const auto& l : p.lines)
                sum += l.points;
            if (sum != p.total) std::abort();
        }
    } else if (!oneShortLine(sheet.error())) {
        std::abort();
    }
    return 0;
}
