// Reading a tableau file (shared/formats/tableau.md) as hostile input: a bounded JSON parse and small
// typed accessors whose refusals are single lines naming the place and what was expected.
//
// The games' tableau readers (dig, kennel, doglover) use it so that every refusal reads the same way:
//   - the text is parsed by the one bounded reader (safe_read.h, kTableauLimits): at most 1 MiB,
//     8 levels deep, no duplicate keys; a syntax error names the line and column, never the
//     library's own text;
//   - numbers are checked as whole numbers in range *before* they are narrowed;
//   - text taken from the file (names, keys) is echoed at most kEchoChars characters long with
//     control characters escaped, so a refusal is always one short line.
// A reader throws TableauRefusal (via refuse()) and catches it at its boundary with refusalOf().
#pragma once

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "dogtable/core/action.h"
#include "dogtable/core/safe_read.h"
#include "dogtable/core/score.h"

namespace dogtable::tableau {

using nlohmann::json;

/// Player names: at most 40 characters (Unicode code points), as in saves and the new-game dialog.
inline constexpr std::size_t kMaxNameChars = 40;
/// Text from the file quoted in a message is cut to this many characters.
inline constexpr std::size_t kEchoChars = 40;
/// A refusal is cut to this many bytes (the CLI adds its own short prefix; the total stays <= 300).
inline constexpr std::size_t kMaxMessageBytes = 220;

class TableauRefusal : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

[[noreturn]] inline void refuse(const std::string& message) {
    throw TableauRefusal(message);
}

/// Number of Unicode code points of valid UTF-8 text (what the parser guarantees for strings).
inline std::size_t codePoints(std::string_view s) {
    std::size_t n = 0;
    for (unsigned char c : s)
        if ((c & 0xC0U) != 0x80U) ++n;
    return n;
}

/// Text from the file made safe to print inside a one-line message: at most kEchoChars code points
/// (then "..."), control characters written as \uXXXX, wrapped in single quotes.
inline std::string echo(std::string_view s) {
    std::string out = "'";
    std::size_t chars = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        const bool starts = (c & 0xC0U) != 0x80U;
        if (starts && chars == kEchoChars) {
            out += "...";
            break;
        }
        if (starts) ++chars;
        if (c < 0x20U || c == 0x7FU)
            out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
        else
            out += static_cast<char>(c);
    }
    return out + "'";
}

/// A message cut to kMaxMessageBytes at a character boundary, on one line.
inline std::string oneLine(std::string message) {
    for (auto& c : message)
        if (c == '\n' || c == '\r') c = ' ';
    if (message.size() <= kMaxMessageBytes) return message;
    std::size_t cut = kMaxMessageBytes - 3;
    while (cut > 0 && (static_cast<unsigned char>(message[cut]) & 0xC0U) == 0x80U)
        --cut;
    message.resize(cut);
    return message + "...";
}

/// The JSON type of a value in words, for "expected ..., found ..." messages.
inline std::string_view typeWord(const json& v) {
    switch (v.type()) {
    case json::value_t::null:
        return "null";
    case json::value_t::object:
        return "an object";
    case json::value_t::array:
        return "a list";
    case json::value_t::string:
        return "text";
    case json::value_t::boolean:
        return "true/false";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
        return "a whole number";
    case json::value_t::number_float:
        return "a fractional number";
    default:
        return "a value of another kind";
    }
}

/// Parses tableau text through the project's one bounded reader (safe_read.h, kTableauLimits: size,
/// nesting, values, text length, duplicate keys); refuses with its one-line message.
inline json parse(std::string_view text) {
    auto doc = parseJsonBounded(text, kTableauLimits, "the tableau");
    if (!doc) refuse(doc.error());
    return std::move(doc.value());
}

/// Refuses keys of `obj` that are not in `allowed` (a misspelt key must not be silently ignored).
inline void onlyKeys(const json& obj, std::string_view where,
                     std::initializer_list<std::string_view> allowed) {
    for (const auto& item : obj.items()) {
        bool known = false;
        for (auto a : allowed)
            known = known || item.key() == a;
        if (known) continue;
        std::string list;
        for (auto a : allowed)
            list += (list.empty() ? "" : ", ") + std::string(a);
        refuse(fmt::format("{}: unknown field {} (expected {})", where, echo(item.key()), list));
    }
}

inline const json& object(const json& v, std::string_view where) {
    if (!v.is_object()) refuse(fmt::format("{}: expected an object, found {}", where, typeWord(v)));
    return v;
}

inline const json& list(const json& v, std::string_view where) {
    if (!v.is_array()) refuse(fmt::format("{}: expected a list, found {}", where, typeWord(v)));
    return v;
}

inline std::string text(const json& v, std::string_view where) {
    if (!v.is_string()) refuse(fmt::format("{}: expected text, found {}", where, typeWord(v)));
    return v.get<std::string>();
}

inline bool flag(const json& v, std::string_view where) {
    if (!v.is_boolean()) refuse(fmt::format("{}: expected true or false, found {}", where, typeWord(v)));
    return v.get<bool>();
}

/// A whole number from lo to hi, compared in the file's own 64-bit type before it becomes an int.
inline int wholeNumber(const json& v, std::string_view where, int lo, int hi, std::string_view why = {}) {
    const std::string reason = why.empty() ? std::string() : fmt::format(" ({})", why);
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (hi >= 0 && u <= static_cast<std::uint64_t>(hi) && static_cast<long long>(u) >= lo)
            return static_cast<int>(u);
        refuse(fmt::format("{}: {} is out of range: expected {} to {}{}", where, u, lo, hi, reason));
    }
    if (v.is_number_integer()) {
        const auto i = v.get<std::int64_t>();
        if (i >= lo && i <= hi) return static_cast<int>(i);
        refuse(fmt::format("{}: {} is out of range: expected {} to {}{}", where, i, lo, hi, reason));
    }
    refuse(fmt::format("{}: expected a whole number from {} to {}{}, found {}", where, lo, hi, reason,
                       typeWord(v)));
}

/// A player's name: optional text of 1 to 40 characters without control characters; "Player N" if absent.
inline std::string playerName(const json& player, int number) {
    const std::string where = fmt::format("player {}", number);
    if (!player.contains("name")) return fmt::format("Player {}", number);
    std::string name = text(player.at("name"), where + ", name");
    if (name.empty()) refuse(fmt::format("{}: the name is empty", where));
    if (codePoints(name) > kMaxNameChars)
        refuse(fmt::format("{}: the name has {} characters; at most {} are allowed", where, codePoints(name),
                           kMaxNameChars));
    for (unsigned char c : name)
        if (c < 0x20U || c == 0x7FU) refuse(fmt::format("{}: the name contains a control character", where));
    return name;
}

/// "player 2 (Ania)": how messages name a player ("player 2" when the file gives no name).
inline std::string playerPlace(int number, const std::string& name) {
    if (name == fmt::format("Player {}", number)) return fmt::format("player {}", number);
    return fmt::format("player {} ({})", number, name);
}

/// A game's scoreTableau(): runs `read` (which throws TableauRefusal via refuse()) and turns a
/// refusal into one short error line.
template <class Read> Expected<ScoreSheet> scoreOrRefuse(Read&& read, std::string_view text) {
    try {
        return read(text);
    } catch (const TableauRefusal& e) {
        return Expected<ScoreSheet>::failure(oneLine(e.what()));
    }
}

} // namespace dogtable::tableau
