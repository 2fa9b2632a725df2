// The one reader for every file Dogtable takes in (saves, tableaus, component files, scripts):
// bounded in size, type, nesting and length, and with errors of one short line. No Qt.
//
// What it guarantees, whatever the file holds:
//  - only regular files are read: directories, FIFOs, sockets and devices (/dev/zero, /dev/urandom)
//    are refused without reading a byte and without blocking (the file is opened with O_NONBLOCK,
//    then checked with fstat);
//  - at most `maxBytes` are read: the cap is checked while reading (a file that grows, or that
//    reports a size of 0 like /proc files, cannot get past it);
//  - JSON is parsed with a nesting-depth limit and a limit on the number of values, enforced while
//    parsing (nlohmann's parser callback: the parser is iterative, and the partial tree is freed
//    iteratively, so nothing on the untrusted data recurses); duplicate keys in an object are
//    refused; strings longer than `maxString` bytes are refused;
//  - every error is ONE line of at most kMaxErrorLength (300) bytes naming the file (when known),
//    the place (line and column) and what was wrong. Input text quoted in an error is escaped
//    (control characters as \n, \xNN) and truncated, never dumped.
//
// Usage:
//     auto text = readFileBounded(path, kSaveLimits.maxBytes);          // Expected<std::string>
//     auto doc = parseJsonBounded(*text, kSaveLimits, path);            // Expected<nlohmann::json>
//     auto doc = readJsonFile(path, kTableauLimits);                    // both steps at once
// On failure `error()` is the finished one-line message, e.g.
//     "save.dogtable: line 3, column 9: the JSON nests deeper than 64 levels".
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "dogtable/core/action.h"

namespace dogtable {

/// The longest error line the reader (and everything built on it) produces, in bytes.
inline constexpr std::size_t kMaxErrorLength = 300;

struct ReadLimits {
    std::size_t maxBytes = 8u << 20;   // file size: 8 MiB
    int maxDepth = 64;                 // nesting of arrays and objects (the top level is depth 1)
    std::size_t maxValues = 1'000'000; // values in the whole document (keys not counted)
    std::size_t maxString = 1u << 20;  // bytes in one string or key
};

/// Limits for save files (a long game is some thousands of actions, each a short text).
inline constexpr ReadLimits kSaveLimits{8u << 20, 64, 1'000'000, 4096};
/// Limits for tableau files (a handful of players with their cards). The deepest real tableau
/// (doglover: root, players, player, dogs, dog, tucked) is 6 levels.
inline constexpr ReadLimits kTableauLimits{1u << 20, 8, 100'000, 4096};

/// Reads the whole regular file at `path`, at most `maxBytes` bytes (checked while reading).
/// Errors (one line, naming the file): missing, unreadable, not a regular file (directory, FIFO,
/// device...), larger than `maxBytes`.
[[nodiscard]] Expected<std::string> readFileBounded(const std::string& path, std::size_t maxBytes);

/// Parses `text` as JSON within `limits` (depth, values, string length; duplicate keys refused; the
/// size cap is applied to the text too). `where` names the source in errors (a file name, or empty
/// for none). The text must be UTF-8.
[[nodiscard]] Expected<nlohmann::json> parseJsonBounded(std::string_view text, const ReadLimits& limits,
                                                        std::string_view where = {});

/// readFileBounded() then parseJsonBounded(), the file's name in every error.
[[nodiscard]] Expected<nlohmann::json> readJsonFile(const std::string& path, const ReadLimits& limits);

/// `text` made safe to quote inside a one-line message: control characters and invalid UTF-8 are
/// escaped (\n, \t, \xNN, \"), and the result is cut to at most `maxBytes` bytes (on a character
/// boundary, ending in "..." when cut).
[[nodiscard]] std::string quoteForMessage(std::string_view text, std::size_t maxBytes = 60);

/// `message` as one line of at most `maxBytes` bytes: line breaks and other control characters
/// become spaces, and a longer message is cut on a character boundary and ends in "...".
[[nodiscard]] std::string oneLine(std::string_view message, std::size_t maxBytes = kMaxErrorLength);

} // namespace dogtable
