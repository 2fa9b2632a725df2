#include "dogtable/core/component_data.h"

#include <fmt/format.h>

#include <algorithm>

#include "dogtable/core/state.h"

namespace dogtable::data {

using nlohmann::json;

namespace {

bool isDocumentationKey(std::string_view key) {
    return std::find(std::begin(kDocumentationKeys), std::end(kDocumentationKeys), key) !=
           std::end(kDocumentationKeys);
}

// The content without the documentation keys (the depth is bounded by kDataLimits).
json content(const json& v) {
    if (v.is_object()) {
        json out = json::object();
        for (const auto& item : v.items())
            if (!isDocumentationKey(item.key())) out[item.key()] = content(item.value());
        return out;
    }
    if (v.is_array()) {
        json out = json::array();
        for (const auto& e : v)
            out.push_back(content(e));
        return out;
    }
    return v;
}

} // namespace

Expected<json> parse(std::string_view text, std::string_view where, std::string_view gameId) {
    using R = Expected<json>;
    auto doc = parseJsonBounded(text, kDataLimits, where);
    if (!doc) return R::failure(doc.error());
    const std::string prefix = where.empty() ? std::string() : std::string(where) + ": ";
    const json& j = *doc;
    if (!j.is_object() || !j.contains("format") || j["format"] != "dogtable-components")
        return R::failure(
            oneLine(prefix + "not a Dogtable component file (no \"format\": \"dogtable-components\")"));
    if (!j.contains("game") || !j["game"].is_string())
        return R::failure(oneLine(prefix + "the component file names no game (\"game\")"));
    if (!gameId.empty() && j["game"] != gameId)
        return R::failure(oneLine(fmt::format("{}the component file is for '{}', not for '{}'", prefix,
                                              quoteForMessage(j["game"].get<std::string>(), 30), gameId)));
    if (!j.contains("version") || j["version"] != 1)
        return R::failure(oneLine(prefix + "the component file's \"version\" must be 1"));
    return doc;
}

std::string fingerprint(const json& doc) {
    return fmt::format("{:016x}", fnv1a(content(doc).dump()));
}

bool isFingerprint(std::string_view s) {
    return s.size() == 16 && std::all_of(s.begin(), s.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

std::string install(const GameInfo& game, std::string_view text, std::string_view where) {
    if (!game.data.present()) return oneLine(fmt::format("{} has no component data file", game.name));
    auto doc = parse(text, where, game.id);
    if (!doc) return doc.error();
    try {
        return oneLine(game.data.install(*doc, where));
    } catch (const std::exception&) {
        // Every reader checks types before use: this is a safety net and quotes nothing.
        return oneLine(fmt::format("{}: the component file could not be read (unexpected content)", where));
    }
}

std::string installFile(const GameRegistry& registry, const std::string& path, std::string* gameId) {
    auto text = readFileBounded(path, kDataLimits.maxBytes);
    if (!text) return text.error();
    const std::string where = quoteForMessage(path, 120);
    auto doc = parse(*text, where, {});
    if (!doc) return doc.error();
    const std::string id = (*doc)["game"].get<std::string>();
    const GameInfo* game = registry.find(id);
    if (!game || !game->data.present())
        return oneLine(
            fmt::format("{}: no game '{}' takes a component file", where, quoteForMessage(id, 30)));
    if (gameId) *gameId = id;
    return install(*game, *text, where);
}

void restoreBuiltin(const GameInfo& game) {
    if (game.data.present()) (void)install(game, game.data.builtin, "built-in data");
}

std::string describeInUse(const GameInfo& game) {
    if (!game.data.overridden()) return "built-in";
    return fmt::format("a corrected file, fingerprint {}", game.data.fingerprint());
}

} // namespace dogtable::data
