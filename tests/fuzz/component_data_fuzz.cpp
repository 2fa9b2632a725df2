// libFuzzer target: the component data readers of every game that has one, as the app and
// `dogtable-cli --data` run them (the bounded reader, then the game's checks). Any bytes must be
// accepted (then the game plays with them until the built-in data is put back) or refused with one
// line of at most 300 bytes, never a crash.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "dogtable/core/component_data.h"
#include "dogtable/core/registry.h"

namespace {
const std::vector<const dogtable::GameInfo*>& readers() {
    static const dogtable::GameRegistry reg = [] {
        dogtable::GameRegistry r;
        dogtable::registerBuiltinGames(r);
        return r;
    }();
    static const std::vector<const dogtable::GameInfo*> list = [] {
        std::vector<const dogtable::GameInfo*> out;
        for (const auto& g : reg.all())
            if (g.data.present()) out.push_back(&g);
        return out;
    }();
    return list;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const auto* game : readers()) {
        const std::string error = dogtable::data::install(*game, text, "fuzz.json");
        if (error.empty()) {
            if (!dogtable::data::isFingerprint(game->data.fingerprint())) std::abort();
            dogtable::data::restoreBuiltin(*game);
            if (game->data.overridden()) std::abort();
        } else if (error.size() > dogtable::kMaxErrorLength || error.find('\n') != std::string::npos) {
            std::abort();
        }
    }
    return 0;
}
