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

#include <cstddef>
#include <string>
#include <string_view>

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

} // namespace dogtable::data
