#include "catalogue.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <mutex>
#include <set>

#include "dogtable/core/text.h"

namespace dogtable::i18n {
namespace {

struct Catalogue {
    QString language = QStringLiteral("en");
    std::vector<std::unique_ptr<QTranslator>> parts;
    QTranslator qtBase; // Qt's own words (standard buttons: Cancel, Close), from the system's Qt
    std::mutex missLock;
    bool recording = false;
    std::set<Miss> misses;
};

Catalogue& catalogue() {
    static Catalogue c;
    return c;
}

// The parts compiled in (":/i18n/<part>_<language>.qm"): "core", "cli", "dogtable" and one per
// game, named by the game's id, which is also the context of its words.
const std::set<std::string>& parts() {
    static const std::set<std::string> names = [] {
        std::set<std::string> out;
        for (const QString& file :
             QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("*.qm")}, QDir::Files))
            out.insert(file.left(file.lastIndexOf(QLatin1Char('_'))).toStdString());
        return out;
    }();
    return names;
}

bool ours(const char* context) {
    if (!context) return false;
    const std::string c(context);
    // The rules' and the command line's contexts are their parts' names; the app's classes are
    // dogtable::…, and these plain ones.
    return c.rfind("dogtable", 0) == 0 || parts().count(c) > 0 || c == "Settings" || c == "SaveFiles" ||
           c == "GameLibrary" || c == "GameHistory";
}

void noteMiss(const char* context, const char* source) {
    Catalogue& c = catalogue();
    if (!c.recording || !ours(context) || !source || !*source) return;
    const std::lock_guard lock(c.missLock);
    c.misses.insert({context, source});
}

// Asked last by QCoreApplication::translate (installed first): it only sees what no part had.
class MissSpy : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char*, int) const override {
        noteMiss(context, source);
        return {};
    }
    bool isEmpty() const override { return false; }
};

MissSpy& spy() {
    static MissSpy s;
    return s;
}

std::optional<std::string> fromParts(const char* context, const char* source, const char* comment, long n) {
    for (const auto& part : catalogue().parts) {
        const QString t = part->translate(context, source, comment, static_cast<int>(n));
        if (!t.isEmpty()) return t.toStdString();
    }
    noteMiss(context, source);
    return std::nullopt;
}

QStringList partFiles(const QString& language) {
    return QDir(QStringLiteral(":/i18n"))
        .entryList({QStringLiteral("*_%1.qm").arg(language)}, QDir::Files, QDir::Name);
}

} // namespace

bool useLanguage(const QString& language) {
    Catalogue& c = catalogue();
    const bool app = QCoreApplication::instance() != nullptr;
    if (app) {
        for (const auto& part : c.parts)
            QCoreApplication::removeTranslator(part.get());
        QCoreApplication::removeTranslator(&spy());
        QCoreApplication::removeTranslator(&c.qtBase);
    }
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    c.parts.clear();
    c.language = QStringLiteral("en");
    text::setTranslator(nullptr);
    if (app) QCoreApplication::installTranslator(&spy());
    if (language == QLatin1String("en") || language.isEmpty()) return true;
    for (const QString& file : partFiles(language)) {
        auto part = std::make_unique<QTranslator>();
        if (part->load(QStringLiteral(":/i18n/") + file)) c.parts.push_back(std::move(part));
    }
    if (c.parts.empty()) return false;
    c.language = language;
    // Dates, numbers and decimal points as the language writes them ("3 lis 2026", "66,7").
    QLocale::setDefault(QLocale(language == QLatin1String("pt") ? QStringLiteral("pt_BR") : language));
    if (app) {
        // Qt's own words (standard buttons: Cancel, Close, Yes, No) from the system's Qt catalogue.
        if (c.qtBase.load(QLocale(language == QLatin1String("pt") ? QStringLiteral("pt_BR") : language),
                          QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&c.qtBase);
        for (const auto& part : c.parts)
            QCoreApplication::installTranslator(part.get());
    }
    text::setTranslator(&fromParts);
    return true;
}

QString language() {
    return catalogue().language;
}

QString translateIn(const QString& language, const char* context, const char* source) {
    for (const QString& file : partFiles(language)) {
        QTranslator part;
        if (!part.load(QStringLiteral(":/i18n/") + file)) continue;
        const QString said = part.translate(context, source);
        if (!said.isEmpty()) return said;
    }
    return QString::fromUtf8(source);
}

QStringList languages() {
    QStringList out{QStringLiteral("en")};
    for (const QString& file :
         QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("*.qm")}, QDir::Files)) {
        const QString lang = file.section(QLatin1Char('_'), -1).section(QLatin1Char('.'), 0, 0);
        if (!out.contains(lang)) out << lang;
    }
    return out;
}

QString systemLanguage() {
    const QStringList have = languages();
    for (const QString& ui : QLocale::system().uiLanguages()) {
        const QString lang = ui.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (have.contains(lang)) return lang;
    }
    return QStringLiteral("en");
}

QString nativeName(const QString& language) {
    if (language == QLatin1String("en")) return QStringLiteral("English");
    if (language == QLatin1String("pt")) return QStringLiteral("Português");
    const QString name = QLocale(language).nativeLanguageName();
    return name.isEmpty() ? language : name.left(1).toUpper() + name.mid(1);
}

void recordMisses(bool on) {
    Catalogue& c = catalogue();
    const std::lock_guard lock(c.missLock);
    c.recording = on;
    if (on && QCoreApplication::instance()) {
        QCoreApplication::removeTranslator(&spy());
        // The spy must be asked last: reinstall the parts after it.
        for (const auto& part : c.parts)
            QCoreApplication::removeTranslator(part.get());
        QCoreApplication::installTranslator(&spy());
        for (const auto& part : c.parts)
            QCoreApplication::installTranslator(part.get());
    }
}

std::vector<Miss> misses() {
    Catalogue& c = catalogue();
    const std::lock_guard lock(c.missLock);
    return {c.misses.begin(), c.misses.end()};
}

void clearMisses() {
    Catalogue& c = catalogue();
    const std::lock_guard lock(c.missLock);
    c.misses.clear();
}

} // namespace dogtable::i18n
