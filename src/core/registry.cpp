#include "dogtable/core/registry.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "dogtable/core/text.h"
#include <stdexcept>

#include <algorithm>
#include <cstdlib>

#include <nlohmann/json.hpp>

#include "dogtable/core/safe_read.h"

namespace dogtable {

namespace {

std::string jsonProblem(int id) {
    if (id >= 300 && id < 400) return fmt::format("a value has the wrong type (JSON error {})", id);
    if (id >= 400 && id < 500)
        return fmt::format("a number or list index is out of range (JSON error {})", id);
    if (id >= 100 && id < 200) return fmt::format("not valid JSON (JSON error {})", id);
    return fmt::format("unexpected content (JSON error {})", id);
}

// A game's error that embeds a JSON library message: keep the game's words, replace the library's.
std::string clearLibraryText(const std::string& error) {
    const auto at = error.find("[json.exception.");
    if (at == std::string::npos) return oneLine(error);
    int id = 0;
    const auto dot = error.find_last_of('.', error.find(']', at));
    if (dot != std::string::npos) id = std::atoi(error.c_str() + dot + 1);
    return oneLine(error.substr(0, at) + jsonProblem(id));
}

} // namespace

void GameRegistry::add(GameInfo info) {
    // Two games with one id would shadow each other silently (find() returns the first).
    if (find(info.id) != nullptr)
        throw std::logic_error("two games registered with the id '" + info.id + "'");
    // A tableau file is outside input: whatever a game's reader throws becomes a clear error, never a crash.
    if (info.scoreTableau) {
        info.scoreTableau = [inner = std::move(info.scoreTableau), name = info.name](std::string_view json) {
            using Result = Expected<ScoreSheet>;
            try {
                Result r = inner(json);
                if (!r) return Result::failure(clearLibraryText(r.error()));
                return r;
            } catch (const nlohmann::json::exception& e) {
                // The JSON library's own text ("[json.exception.type_error.302] type must be...") is
                // no message for a player: say what kind of problem it is.
                return Result::failure(
                    fmt::format("the {} tableau could not be read: {}", name, jsonProblem(e.id)));
            } catch (const std::exception& e) {
                return Result::failure(oneLine(
                    fmt::format("the {} tableau could not be read: {}", name, clearLibraryText(e.what()))));
            }
        };
    }
    m_games.push_back(std::move(info));
}

const GameInfo* GameRegistry::find(std::string_view id) const {
    for (const auto& g : m_games)
        if (g.id == id) return &g;
    return nullptr;
}

Expected<Setup> GameRegistry::complete(std::string_view id, Setup setup) const {
    const GameInfo* info = find(id);
    if (!info) return Expected<Setup>::failure(fmt::format("unknown game '{}'", id));
    if (setup.players < info->minPlayers || setup.players > info->maxPlayers)
        return Expected<Setup>::failure(fmt::format("{} is for {} to {} players, not {}", info->name,
                                                    info->minPlayers, info->maxPlayers, setup.players));
    if (setup.names.size() > static_cast<std::size_t>(setup.players))
        return Expected<Setup>::failure(
            fmt::format("{} names given for {} players", setup.names.size(), setup.players));
    while (setup.names.size() < static_cast<std::size_t>(setup.players))
        setup.names.push_back(
            text::say("core", "Player {number}")(fmt::arg("number", setup.names.size() + 1)));
    for (const auto& entry : setup.variants) {
        const std::string& key = entry.first;
        const std::string& value = entry.second;
        auto it = std::find_if(info->variants.begin(), info->variants.end(),
                               [&](const VariantSpec& v) { return v.name == key; });
        if (it == info->variants.end()) {
            std::string known;
            for (const auto& v : info->variants)
                known += (known.empty() ? "" : ", ") + v.name;
            return Expected<Setup>::failure(fmt::format("{} has no variant '{}' (variants: {})", info->name,
                                                        key, known.empty() ? "none" : known));
        }
        if (!it->values.empty() && !it->openEnded &&
            std::find(it->values.begin(), it->values.end(), value) == it->values.end())
            return Expected<Setup>::failure(fmt::format("variant {} of {} cannot be '{}' (allowed: {})", key,
                                                        info->name, value, fmt::join(it->values, ", ")));
    }
    for (const auto& v : info->variants)
        if (!setup.variants.count(v.name)) setup.variants[v.name] = v.defaultValue;
    if (info->validate) {
        std::string err = info->validate(setup);
        if (!err.empty()) return Expected<Setup>::failure(err);
    }
    return setup;
}

void GameRegistry::fillLegacyVariants(std::string_view id, Setup& setup) const {
    const GameInfo* info = find(id);
    if (!info) return;
    for (const auto& v : info->variants)
        if (!v.legacyValue.empty() && !setup.variants.count(v.name)) setup.variants[v.name] = v.legacyValue;
}

Expected<std::unique_ptr<GameState>> GameRegistry::newGame(std::string_view id, Setup setup) const {
    auto done = complete(id, std::move(setup));
    if (!done) return Expected<std::unique_ptr<GameState>>::failure(done.error());
    return find(id)->create(std::make_shared<const Setup>(std::move(done.value())));
}

} // namespace dogtable
