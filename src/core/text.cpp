#include "dogtable/core/text.h"

namespace dogtable::text {
namespace {

Translator& current() {
    static Translator t;
    return t;
}

std::string english(const char* source) {
    return source ? std::string(source) : std::string();
}

} // namespace

std::string withoutSoftHyphens(std::string text) {
    for (std::size_t at = text.find(kSoftHyphen); at != std::string::npos; at = text.find(kSoftHyphen, at))
        text.erase(at, kSoftHyphen.size());
    return text;
}

void setTranslator(Translator translator) {
    current() = std::move(translator);
}

bool translating() {
    return static_cast<bool>(current());
}

std::string withNumber(std::string text, long n) {
    const std::string number = std::to_string(n);
    for (std::size_t at = text.find("%n"); at != std::string::npos; at = text.find("%n", at + number.size()))
        text.replace(at, 2, number);
    return text;
}

Pattern::Pattern(std::string translated, const char* source, long n)
    : m_text(withoutSoftHyphens(std::move(translated))),
      m_fallback(n >= 0 ? withNumber(english(source), n) : english(source)) {}

Pattern say(const char* context, const char* source, const char* comment) {
    if (const Translator& t = current(); t && source && *source)
        if (auto found = t(context, source, comment, -1); found && !found->empty())
            return Pattern(std::move(*found), source, -1);
    return Pattern(english(source), source, -1);
}

std::string sayWithBreaks(const char* context, const char* source, const char* comment) {
    if (const Translator& t = current(); t && source && *source)
        if (auto found = t(context, source, comment, -1); found && !found->empty()) return std::move(*found);
    return english(source);
}

Pattern sayN(const char* context, const char* singular, const char* plural, long n) {
    const char* englishForm = n == 1 ? singular : plural;
    if (const Translator& t = current(); t && singular && *singular)
        if (auto found = t(context, singular, plural, n); found && !found->empty())
            return Pattern(withNumber(std::move(*found), n), englishForm, n);
    return Pattern(withNumber(english(englishForm), n), englishForm, n);
}

} // namespace dogtable::text
