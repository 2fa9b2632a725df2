// Component data files: a game's cards, tiles, dogs and boards as one readable JSON file
// (games/<id>/data/<id>.json, compiled in), which a box owner may replace with a corrected copy
// (<app data>/data/<id>.json, or `dogtable-cli --data FILE`). No Qt.
//
//  - The file is read by the one bounded reader (safe_read.h) with kDataLimits: at most 256 KiB,
//    8 levels deep, 20,000 values, 1 KiB in a string, no duplicate keys.
//  - The game's own reader (ComponentDataSpec::install) checks the content (counts, names, shapes,
//    references) and refuses with ONE line naming the entry ("tricks, K04 'Do nogi': ..."); a file
//    it refuses changes nothing. A file it accepts becomes the engine's tables (start-up only: no
//    game may be in play while the data changes).
//  - The fingerprint is the FNV-1a 64 hash of the canonical text of the content (nlohmann's dump():
//    keys sorted, no spaces), leaving out the keys that only document ("note", "reconstructed",
//    "what"), as 16 hexadecimal digits. A save records it when the game was played with data other
//    than the built-in (match.h), and a save is refused when its data is not the one in use.
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "dogtable/core/registry.h"
#include "dogtable/core/safe_read.h"

namespace dogtable::data {

inline constexpr ReadLimits kDataLimits{256u << 10, 8, 20'000, 1024};

/// The keys that document an entry and are not part of the fingerprint.
inline constexpr std::string_view kDocumentationKeys[] = {"note", "reconstructed", "what"};

/// Parses component data within kDataLimits and checks the frame every game's file shares:
/// an object with "format": "dogtable-components", "game" (the expected id) and "version" 1.
[[nodiscard]] Expected<nlohmann::json> parse(std::string_view text, std::string_view where,
                                             std::string_view gameId);

/// The fingerprint of parsed component data (16 hexadecimal digits).
[[nodiscard]] std::string fingerprint(const nlohmann::json& doc);

/// Whether `s` has the form of a fingerprint (16 lower-case hexadecimal digits).
[[nodiscard]] bool isFingerprint(std::string_view s);

/// Parses `text` and hands it to the game's reader; "" when it is now the game's data, else the
/// one-line refusal (the data in use is unchanged).
[[nodiscard]] std::string install(const GameInfo& game, std::string_view text, std::string_view where);

/// Reads the file at `path` (bounded), finds the game it is for ("game") and installs it.
/// `gameId` (if not null) gets the game's id. "" on success, else the one-line refusal.
[[nodiscard]] std::string installFile(const GameRegistry& registry, const std::string& path,
                                      std::string* gameId = nullptr);

/// Makes the built-in data the game's data again (tests; a refused override never needs it).
void restoreBuiltin(const GameInfo& game);

/// "built-in" or "a corrected file, fingerprint 0123456789abcdef": what the game plays with.
[[nodiscard]] std::string describeInUse(const GameInfo& game);

/// The engine's tables of one game built from its component data, and which of them are in use.
/// `Tables` has a `std::string fingerprint` member; `read` checks parsed data and fills the tables
/// ("" or one line naming the entry: the game's readTables).
///
/// The game keeps the pointer to the tables in use (`inUse`) where its header reads it inline:
///
///     namespace detail { extern const Tables* g_tables; const Tables& initTables(); }
///     inline const Tables& tables() { auto* t = detail::g_tables; return t ? *t : detail::initTables(); }
///
/// and points it at the built-in tables before main() (a static initializer calling `init()`); an
/// install happens at start-up, before any game or thread runs, so reading the pointer needs no lock.
/// Tables once installed stay alive (up to kKept): names shown earlier point into them.
template <class Tables> class TableStore {
public:
    using Read = std::string (*)(const nlohmann::json& doc, std::string_view where, Tables& out);

    TableStore(const Tables*& inUse, std::string_view gameId, std::string_view (*builtinText)(), Read read)
        : m_inUse(inUse), m_gameId(gameId), m_builtinText(builtinText), m_read(read) {}
    TableStore(const TableStore&) = delete;
    TableStore& operator=(const TableStore&) = delete;

    /// The tables of the built-in file, built once (a built-in file the game refuses is a bug: throws).
    const Tables& builtin() {
        std::call_once(m_builtinOnce, [this] {
            const std::string where = "built-in " + std::string(m_gameId) + ".json";
            auto doc = parse(m_builtinText(), where, m_gameId);
            if (!doc) throw std::logic_error(doc.error());
            std::string error;
            auto t = build(*doc, where, error);
            if (!t) throw std::logic_error(error);
            m_builtin = std::move(t);
        });
        return *m_builtin;
    }

    /// Makes the built-in tables the ones in use.
    const Tables& init() {
        m_inUse = &builtin();
        return *m_inUse;
    }

    /// The tables in use.
    const Tables& inUse() { return m_inUse != nullptr ? *m_inUse : init(); }

    /// Checks `doc` and makes its tables the ones in use: "" or the one-line refusal (nothing changes).
    std::string install(const nlohmann::json& doc, std::string_view where) {
        std::string error;
        auto t = build(doc, where, error);
        if (!t) return error;
        if (t->fingerprint == builtin().fingerprint) {
            m_inUse = &builtin();
            return {};
        }
        const std::lock_guard lock(m_mutex);
        for (const auto& k : m_kept)
            if (k->fingerprint == t->fingerprint) {
                m_inUse = k.get();
                return {};
            }
        // The app and the CLI install once; only tests and the fuzzer install many: the oldest tables
        // not in use go once there are more than a few.
        if (m_kept.size() >= kKept) {
            const auto old = std::find_if(m_kept.begin(), m_kept.end(),
                                          [this](const auto& k) { return k.get() != m_inUse; });
            if (old != m_kept.end()) m_kept.erase(old);
        }
        m_kept.push_back(std::move(t));
        m_inUse = m_kept.back().get();
        return {};
    }

    /// The game's ComponentDataSpec (the store must outlive it: a function-local static).
    ComponentDataSpec spec() {
        ComponentDataSpec s;
        s.builtin = m_builtinText();
        s.install = [this](const nlohmann::json& doc, std::string_view where) { return install(doc, where); };
        s.fingerprint = [this] { return inUse().fingerprint; };
        s.builtinFingerprint = [this] { return builtin().fingerprint; };
        return s;
    }

    static constexpr std::size_t kKept = 16;

private:
    std::unique_ptr<Tables> build(const nlohmann::json& doc, std::string_view where,
                                  std::string& error) const {
        auto t = std::make_unique<Tables>();
        error = m_read(doc, where, *t);
        if (!error.empty()) return nullptr;
        t->fingerprint = fingerprint(doc);
        return t;
    }

    const Tables*& m_inUse;
    std::string_view m_gameId;
    std::string_view (*m_builtinText)();
    Read m_read;
    std::once_flag m_builtinOnce;
    std::unique_ptr<Tables> m_builtin;
    std::mutex m_mutex;
    std::vector<std::unique_ptr<Tables>> m_kept;
};

} // namespace dogtable::data
