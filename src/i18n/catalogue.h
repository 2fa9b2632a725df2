// The translation catalogue (Qt Linguist .qm files compiled in as :/i18n/<part>_<lang>.qm), for the
// app's widgets (tr()) and for the words of the rules (dogtable/core/text.h), in the app and in
// dogtable-cli alike. QtCore only.
#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace dogtable::i18n {

// Loads every catalogue part of `language` ("pl", "pt", "de"…; "en" is the source and needs none),
// installs it for tr() when a QCoreApplication exists, and for the rules' words. Returns false, and
// leaves English in place, when no catalogue of that language exists.
bool useLanguage(const QString& language);
QString language();

// A message as `language` says it (from its catalogue, whichever language is in use now; the source
// when the language has no such message): words the player should read in the language they chose.
QString translateIn(const QString& language, const char* context, const char* source);

// Languages with at least one catalogue part, "en" first.
QStringList languages();
// The language to start in when the player has not chosen one: the system's, when we have it.
QString systemLanguage();
// A language's own name ("Polski", "Português (Brasil)", "Deutsch").
QString nativeName(const QString& language);

// What the leak test looks at: every message of ours (the rules' contexts and the app's classes)
// asked for while recording that the catalogue of the current language does not have.
struct Miss {
    std::string context;
    std::string source;
    bool operator<(const Miss& o) const {
        return context != o.context ? context < o.context : source < o.source;
    }
    bool operator==(const Miss& o) const = default;
};
void recordMisses(bool on);
std::vector<Miss> misses();
void clearMisses();

} // namespace dogtable::i18n
