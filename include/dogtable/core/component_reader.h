// What every game's component-data reader shares (games/<id>/rules/<id>_data.cpp): the entry being
// read, named in every refusal, and the checks every entry needs; and the few lines that keep a
// game's tables in a data::TableStore (DOGTABLE_COMPONENT_TABLES).
#pragma once

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

#include "dogtable/core/component_data.h"
#include "dogtable/core/safe_read.h"
#include "dogtable/core/tableau_input.h"

namespace dogtable::data {

/// The base of a game's reader: `m_where` names the file, `m_entry` the entry being read ("dig.json:
/// bowls B1"); a refusal is one line that starts with it.
class EntryReader {
protected:
    explicit EntryReader(std::string_view where) : m_where(where) {}

    /// Refuses the entry being read: "<entry>: <field>: <what>" (no field: "<entry>: <what>").
    [[noreturn]] void fail(std::string_view field, std::string_view what) const {
        tableau::refuse(field.empty() ? fmt::format("{}: {}", m_entry, what)
                                      : fmt::format("{}: {}: {}", m_entry, field, what));
    }

    /// The entry's `key`, refused as missing when it is not there.
    const nlohmann::json& need(const nlohmann::json& e, const char* key) const {
        if (!e.contains(key)) fail(key, "missing");
        return e.at(key);
    }

    /// The keys that only document an entry ("reconstructed", "what", "note") have the right types.
    void documentation(const nlohmann::json& e) const {
        if (e.contains("reconstructed")) (void)tableau::flag(e["reconstructed"], m_entry + ": reconstructed");
        for (const char* key : {"what", "note"})
            if (e.contains(key)) (void)tableau::text(e[key], m_entry + ": " + key);
    }

    /// The entry's "id" is `expectedId` (entries keep the order of the built-in file), and its
    /// documenting keys are right.
    void checkId(const nlohmann::json& e, std::string_view expectedId) const {
        const std::string got = tableau::text(need(e, "id"), m_entry + ": id");
        if (got != expectedId)
            fail("id", fmt::format("{} is not the expected {} (entries keep the order of the built-in file)",
                                   tableau::echo(got), expectedId));
        documentation(e);
    }

    std::string m_where;
    std::string m_entry;
};

/// Runs `Reader(out, where).read(doc)`: "" or its refusal in one line (a game's readTables).
template <class Reader, class Tables>
std::string readWith(const nlohmann::json& doc, std::string_view where, Tables& out) {
    try {
        Reader(out, where).read(doc);
    } catch (const tableau::TableauRefusal& e) {
        return dogtable::oneLine(e.what());
    }
    return {};
}

} // namespace dogtable::data

/// In a game's namespace, after its readTables(): the store of its tables (built-in before main(),
/// so no thread ever sets the pointer), `detail::g_tables`, `detail::initTables()` and `dataSpec()`.
#define DOGTABLE_COMPONENT_TABLES(GAME_ID)                                                                   \
    namespace {                                                                                              \
    data::TableStore<Tables>& store() {                                                                      \
        static data::TableStore<Tables> s(detail::g_tables, GAME_ID, builtinData, readTables);               \
        return s;                                                                                            \
    }                                                                                                        \
    }                                                                                                        \
    namespace detail {                                                                                       \
    const Tables* g_tables = nullptr;                                                                        \
    const Tables& initTables() {                                                                             \
        return store().init();                                                                               \
    }                                                                                                        \
    [[maybe_unused]] const bool kTablesReady = (initTables(), true);                                         \
    }                                                                                                        \
    ComponentDataSpec dataSpec() {                                                                           \
        return store().spec();                                                                               \
    }
