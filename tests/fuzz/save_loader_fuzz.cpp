// libFuzzer target: the save-file loader. Any bytes must give a clean result (a match or an error),
// never a crash; an error is one line of at most 300 bytes; a file that loads must save and load
// again to the same state.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "dogtable/core/match.h"
#include "dogtable/core/registry.h"
#include "dogtable/core/safe_read.h"

namespace {
const dogtable::GameRegistry& registry() {
    static const dogtable::GameRegistry reg = [] {
        dogtable::GameRegistry r;
        dogtable::registerBuiltinGames(r);
        return r;
    }();
    return reg;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto loaded = dogtable::Match::fromJson(registry(), text);
    if (loaded.ok()) {
        auto again = dogtable::Match::fromJson(registry(), loaded.match->toJson());
        if (!again.ok() || again.match->state().hash() != loaded.match->state().hash()) std::abort();
    } else if (loaded.error.empty() || loaded.error.size() > dogtable::kMaxErrorLength ||
               loaded.error.find('\n') != std::string::npos) {
        std::abort(); // a failure must say what is wrong, in one short line
    }
    return 0;
}
