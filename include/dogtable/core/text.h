// The words of the rules, translatable without Qt in the core.
//
// Every sentence a player reads that the rules make (status line, log line, why a move is refused,
// score-sheet line, names of cards, tiles, dogs and spaces, game and variant names) is written as
//
//     text::say("dig", "{who} digs up the {pair} card at place {place}.")(fmt::arg("who", who), ...)
//     text::sayN("dig", "%n bone", "%n bones", n)               // a number with its plural forms
//     text::say("dig", "red", "bone colour")                     // a third argument tells words apart
//
// The first argument is the catalogue's context (the game's id, or "core"), the second the English
// source, which is also the key. A whole sentence is one message with named arguments, so a
// translation may put them in any order; names inserted into a sentence are nouns in their own
// right ("{pair}" is the card's name), never pieces of grammar. `sayN` takes the English singular
// and plural; the catalogue holds every plural form of the language (Polish: 1 kość, 2 kości,
// 5 kości) and "%n" is the number. Names kept in tables are marked with DOGTABLE_WORD("dig", "red")
// so the extractor finds them, and translated where they are used: text::say("dig", name).
//
// lupdate reads these calls with a simple parser: the arguments of say/sayN must be string literals
// and, for sayN's number, a plain expression without `::` or casts (compute it into a local first),
// or the message is silently left out of the catalogue (the leak test then reports it missing).
//
// The core only calls a `Translator`; the app and dogtable-cli install one that reads the Qt
// Linguist catalogue (src/i18n), tests may install their own. Without one, the English source is
// used. lupdate extracts these calls (`-tr-function-alias translate+=say,translate+=sayN,
// QT_TRANSLATE_NOOP+=DOGTABLE_WORD`: see scripts/lupdate).
#pragma once

#include <fmt/format.h>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#define DOGTABLE_WORD(context, source) source
#define DOGTABLE_WORD_FOR(context, source, comment) source // say(context, source, comment)

namespace dogtable::text {

// Returns the translation of (context, source, comment) for the number n (-1: no number), with "%n"
// still in it, or nothing when the catalogue has none. Called from any thread: it must be
// thread-safe for reading.
using Translator = std::function<std::optional<std::string>(const char* context, const char* source,
                                                            const char* comment, long n)>;

// Installs the translator for the whole program (nullptr: English). Not thread-safe: call it before
// any game runs.
void setTranslator(Translator translator);
bool translating();

// A translated pattern, ready to be filled with its named arguments.
class Pattern {
public:
    Pattern(std::string translated, const char* source, long n);

    // Fills the named arguments. A translation whose placeholders do not fit falls back to the
    // English source (never throws): a broken catalogue entry costs a language, not a game.
    template <class... Args> std::string operator()(Args&&... args) const {
        try {
            return fmt::format(fmt::runtime(m_text), std::forward<Args>(args)...);
        } catch (const fmt::format_error&) {
        }
        try {
            return fmt::format(fmt::runtime(m_fallback), std::forward<Args>(args)...);
        } catch (const fmt::format_error&) {
        }
        return m_fallback;
    }
    // The text as it stands (a pattern without arguments; "{{" stays as written).
    const std::string& str() const { return m_text; }
    operator std::string() const { return m_text; }

private:
    std::string m_text;
    std::string m_fallback;
};

// A translation may mark where a long word may break across two lines with soft hyphens (U+00AD:
// German "Kau\u00ADspielzeug", where no rule can find the compound's joint). say() and sayN() leave
// them out, so no log line, tooltip or screen reader ever sees one; sayWithBreaks() keeps them for
// the few places that set a word on two lines (a card's name on its face).
inline constexpr std::string_view kSoftHyphen = "\xC2\xAD";
std::string withoutSoftHyphens(std::string text);

// `source` and `comment` must be string literals (or DOGTABLE_WORD names) for the extractor.
Pattern say(const char* context, const char* source, const char* comment = nullptr);
Pattern sayN(const char* context, const char* singular, const char* plural, long n);
// The translation as the catalogue has it, soft hyphens kept (no placeholders filled).
std::string sayWithBreaks(const char* context, const char* source, const char* comment = nullptr);

// "%n" replaced by n (what the catalogue's number placeholder means).
std::string withNumber(std::string text, long n);

} // namespace dogtable::text
