#include "game_library.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <limits>
#include <map>
#include <optional>

#include "app_context.h"
#include "catalogue.h"
#include "dogtable/core/safe_read.h"

namespace dogtable::app {

namespace {

QString stamp(const QDateTime& t) {
    return t.toString(QStringLiteral("yyyyMMdd-HHmmss"));
}

/// `base` + `suffix`, or `base-2` + `suffix`, ... whichever does not exist yet.
QString unusedName(const QString& base, const QString& suffix) {
    QString path = base + suffix;
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = QStringLiteral("%1-%2%3").arg(base).arg(n).arg(suffix);
    return path;
}

bool newerFirst(const GameLibrary::Entry& a, const GameLibrary::Entry& b) {
    if (a.modified != b.modified) return a.modified > b.modified;
    return a.path > b.path;
}

/// The index of a library folder: bounded like every file the app reads (a few thousand games of a
/// few hundred bytes each fit).
constexpr ReadLimits kIndexLimits{4u << 20, 6, 400'000, 4096};
constexpr int kIndexVersion = 1;
constexpr std::size_t kMaxIndexedPlayers = 16;

/// What the index's entries depend on besides the file: the app, the component data of every game
/// and the language (a problem is worded in it).
std::string indexStamp(const GameRegistry& registry) {
    std::string stamp = std::to_string(kIndexVersion) + '|' +
                        QCoreApplication::applicationVersion().toStdString() + '|' +
                        i18n::language().toStdString();
    for (const GameInfo& g : registry.all())
        stamp += '|' + g.id + ':' + (g.data.fingerprint ? g.data.fingerprint() : std::string());
    return stamp;
}

/// A file the index knows, by its name: its size and time when it was read, and what it held (the
/// entry listed takes its path and time from the file itself).
struct Indexed {
    qint64 size = 0;
    qint64 time = 0; // the file's last modification, ms since the epoch
    GameLibrary::Facts facts;
};

/// The entry of `j`, or nothing when any field is missing or of another type.
std::optional<Indexed> indexedEntry(const nlohmann::json& j) {
    if (!j.is_object()) return std::nullopt;
    const auto integer = [&j](const char* key) -> std::optional<qint64> {
        const auto it = j.find(key);
        if (it == j.end() || !it->is_number_integer()) return std::nullopt;
        const auto v = it->get<std::int64_t>();
        return v >= 0 ? std::optional<qint64>(v) : std::nullopt;
    };
    const auto boolean = [&j](const char* key) -> std::optional<bool> {
        const auto it = j.find(key);
        return it != j.end() && it->is_boolean() ? std::optional<bool>(it->get<bool>()) : std::nullopt;
    };
    const auto text = [&j](const char* key) -> std::optional<QString> {
        const auto it = j.find(key);
        return it != j.end() && it->is_string() ? std::optional<QString>(qs(it->get<std::string>()))
                                                : std::nullopt;
    };
    const auto size = integer("size"), time = integer("time"), moves = integer("moves"),
               playerMoves = integer("playerMoves");
    const auto finished = boolean("finished"), partial = boolean("partial"), otherData = boolean("otherData");
    const auto game = text("game"), problem = text("problem");
    const auto players = j.find("players");
    if (!size || !time || !moves || !playerMoves || !finished || !partial || !otherData || !game ||
        !problem || players == j.end() || !players->is_array() || players->size() > kMaxIndexedPlayers ||
        *moves > std::numeric_limits<int>::max() || *playerMoves > *moves)
        return std::nullopt;
    Indexed out;
    out.size = *size;
    out.time = *time;
    for (const auto& p : *players) {
        if (!p.is_string()) return std::nullopt;
        out.facts.players << qs(p.get<std::string>());
    }
    out.facts.gameId = *game;
    out.facts.moves = static_cast<int>(*moves);
    out.facts.playerMoves = static_cast<int>(*playerMoves);
    out.facts.finished = *finished;
    out.facts.partial = *partial;
    out.facts.otherData = *otherData;
    out.facts.problem = *problem;
    return out;
}

nlohmann::json indexJson(const Indexed& i) {
    nlohmann::json players = nlohmann::json::array();
    for (const QString& p : i.facts.players)
        players.push_back(p.toStdString());
    return {{"size", i.size},
            {"time", i.time},
            {"game", i.facts.gameId.toStdString()},
            {"players", std::move(players)},
            {"moves", i.facts.moves},
            {"playerMoves", i.facts.playerMoves},
            {"finished", i.facts.finished},
            {"partial", i.facts.partial},
            {"otherData", i.facts.otherData},
            {"problem", i.facts.problem.toStdString()}};
}

/// The index of `folder` when it was made for `stamp`, by file name; empty otherwise (no index, a
/// damaged one, another version's).
std::map<QString, Indexed> readIndex(const QString& folder, const std::string& stamp) {
    std::map<QString, Indexed> out;
    const auto doc = readJsonFile(QDir(folder).filePath(QLatin1String(GameLibrary::kIndexName)).toStdString(),
                                  kIndexLimits);
    if (!doc || !doc->is_object()) return out;
    const auto s = doc->find("stamp");
    const auto files = doc->find("files");
    if (s == doc->end() || !s->is_string() || s->get<std::string>() != stamp || files == doc->end() ||
        !files->is_object())
        return out;
    for (auto it = files->begin(); it != files->end(); ++it)
        if (auto e = indexedEntry(it.value())) out.emplace(qs(it.key()), std::move(*e));
    return out;
}

void writeIndex(const QString& folder, const std::string& stamp, const std::map<QString, Indexed>& entries) {
    nlohmann::json files = nlohmann::json::object();
    for (const auto& [name, e] : entries)
        files[name.toStdString()] = indexJson(e);
    const nlohmann::json doc{{"stamp", stamp}, {"files", std::move(files)}};
    QSaveFile f(QDir(folder).filePath(QLatin1String(GameLibrary::kIndexName)));
    if (!f.open(QIODevice::WriteOnly)) return; // a cache: the next scan replays instead
    const std::string text = doc.dump();
    f.write(text.data(), static_cast<qint64>(text.size()));
    f.commit();
}

} // namespace

GameLibrary::GameLibrary(QString folder, QString dataFolder)
    : m_folder(std::move(folder)), m_dataFolder(std::move(dataFolder)) {}

bool GameLibrary::writable(const QString& folder) {
    if (folder.isEmpty() || !QDir().mkpath(folder)) return false;
    QSaveFile probe(QDir(folder).filePath(QStringLiteral(".dogtable-write-test")));
    if (!probe.open(QIODevice::WriteOnly)) return false;
    probe.cancelWriting(); // nothing is left behind
    // QSaveFile writes a temporary file next to the target: opening it proves the folder takes files.
    return true;
}

GameLibrary GameLibrary::standard(QString* note) {
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const QString preferred = data + QStringLiteral("/games");
    if (note) note->clear();
    if (writable(preferred)) return GameLibrary(preferred, data);
    const QStringList fallbacks{
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) +
            QStringLiteral("/Dogtable games"),
        QStandardPaths::writableLocation(QStandardPaths::TempLocation) + QStringLiteral("/Dogtable games"),
    };
    for (const QString& f : fallbacks) {
        if (!writable(f)) continue;
        if (note)
            *note =
                QCoreApplication::translate(
                    "GameLibrary", "The app-data folder %1 cannot be written; your games are saved in %2.")
                    .arg(QDir::toNativeSeparators(preferred), QDir::toNativeSeparators(f));
        return GameLibrary(f, f);
    }
    if (note)
        *note =
            QCoreApplication::translate(
                "GameLibrary", "No folder can be written (tried %1): games cannot be saved automatically. "
                               "Use Save as… to keep a game.")
                .arg(QDir::toNativeSeparators(preferred));
    return GameLibrary(preferred, data);
}

QString GameLibrary::quarantineFolder() const {
    return m_dataFolder + QStringLiteral("/quarantine");
}

QString GameLibrary::newGamePath(const std::string& gameId) const {
    return unusedName(
        QDir(m_folder).filePath(qs(gameId) + QLatin1Char('-') + stamp(QDateTime::currentDateTime())),
        QStringLiteral(".dogtable"));
}

bool GameLibrary::contains(const QString& path) const {
    return !path.isEmpty() && QFileInfo(path).absoluteDir() == QDir(m_folder);
}

QString GameLibrary::quarantine(const QString& path) const {
    if (!QDir().mkpath(quarantineFolder())) return {};
    const QString target = unusedName(QDir(quarantineFolder())
                                          .filePath(QFileInfo(path).fileName() + QStringLiteral(".damaged-") +
                                                    stamp(QDateTime::currentDateTime())),
                                      QString());
    if (!QFile::rename(path, target)) return {};
    return target;
}

bool GameLibrary::remove(const QString& path) const {
    return contains(path) && QFile::remove(path);
}

void GameLibrary::adoptLegacyAutosaves(const GameRegistry& registry, QStringList* quarantined) {
    for (const char* name : {"autosave.dogtable", "autosave-previous.dogtable"}) {
        const QString old = QDir(m_dataFolder).filePath(QLatin1String(name));
        if (!QFileInfo(old).isFile() || contains(old)) continue;
        LoadOutcome out = readSaveFile(registry, old);
        if (out.otherData) continue; // kept where it is until its components are installed
        if (out.kind == LoadOutcome::Kind::Failed) {
            const QString moved = quarantine(old);
            if (!moved.isEmpty())
                quarantined->append(
                    QCoreApplication::translate("GameLibrary", "%1 was moved to %2: %3")
                        .arg(QLatin1String(name), QDir::toNativeSeparators(moved), out.message));
            continue;
        }
        if (!QDir().mkpath(m_folder)) return;
        const QString target = newGamePath(out.match->gameId());
        QFile::rename(old, target);
    }
}

GameLibrary::Scan GameLibrary::scan(const GameRegistry& registry) {
    Scan result;
    adoptLegacyAutosaves(registry, &result.quarantined);
    const QFileInfoList files = QDir(m_folder).entryInfoList({QStringLiteral("*.dogtable")},
                                                             QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    const std::string stamp = indexStamp(registry);
    const std::map<QString, Indexed> known = readIndex(m_folder, stamp);
    std::map<QString, Indexed> index;
    for (const QFileInfo& f : files) {
        const qint64 time = f.lastModified().toMSecsSinceEpoch();
        if (const auto k = known.find(f.fileName());
            k != known.end() && k->second.size == f.size() && k->second.time == time) {
            Entry e;
            static_cast<Facts&>(e) = k->second.facts;
            e.path = f.absoluteFilePath();
            e.modified = f.lastModified();
            index.emplace(f.fileName(), k->second);
            (e.finished ? result.finished : result.unfinished).push_back(std::move(e));
            continue;
        }
        ++result.replayed;
        LoadOutcome out = readSaveFile(registry, f.absoluteFilePath());
        Entry e;
        e.path = f.absoluteFilePath();
        e.modified = f.lastModified();
        if (out.otherData) {
            // Sound, but made with other components: never quarantined, listed with the reason.
            e.gameId = qs(out.gameId);
            e.players = out.players;
            e.moves = out.moves;
            e.otherData = true;
            e.problem = out.message;
        } else if (out.kind == LoadOutcome::Kind::Failed) {
            const QString moved = quarantine(f.absoluteFilePath());
            result.quarantined.append(
                moved.isEmpty() ? out.message
                                : QCoreApplication::translate("GameLibrary", "%1 was moved to %2: %3")
                                      .arg(f.fileName(), QDir::toNativeSeparators(moved), out.message));
            continue;
        } else {
            e.gameId = qs(out.match->gameId());
            for (const auto& s : out.match->seats())
                e.players << qs(s.name);
            e.moves = static_cast<int>(out.match->actions().size());
            for (const LogEntry& l : out.match->log())
                e.playerMoves += l.seat >= 0 ? 1 : 0;
            e.partial = out.kind == LoadOutcome::Kind::Partial;
            if (e.partial) e.problem = out.message;
            e.finished = !e.partial && out.match->state().isOver();
        }
        if (e.players.size() <= static_cast<qsizetype>(kMaxIndexedPlayers))
            index.emplace(f.fileName(), Indexed{f.size(), time, static_cast<const Facts&>(e)});
        (e.finished ? result.finished : result.unfinished).push_back(std::move(e));
    }
    if (result.replayed > 0 || index.size() != known.size()) writeIndex(m_folder, stamp, index);
    std::sort(result.unfinished.begin(), result.unfinished.end(), newerFirst);
    std::sort(result.finished.begin(), result.finished.end(), newerFirst);
    return result;
}

} // namespace dogtable::app
