// libFuzzer target: the tableau loaders of every game that has one. The first byte picks the game;
// the rest is the file. Any bytes must give a score sheet or an error, never a crash; a sheet's lines
// must add up to its totals.
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "dogtable/core/registry.h"

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
    auto sheet = game->scoreTableau(text);
    if (sheet.ok()) {
        for (const auto& p : sheet->players) {
            int sum = 0;
            for (const auto& l : p.lines) sum += l.points;
            if (sum != p.total) std::abort();
        }
    } else if (sheet.error().empty()) {
        std::abort();
    }
    return 0;
}
