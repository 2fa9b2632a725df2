#include "game_library.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

#include "app_context.h"

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
    for (const QFileInfo& f : files) {
        LoadOutcome out = readSaveFile(registry, f.absoluteFilePath());
        if (out.otherData) {
            // Sound, but made with other components: never quarantined, listed with the reason.
            Entry e;
            e.path = f.absoluteFilePath();
            e.gameId = qs(out.gameId);
            e.players = out.players;
            e.modified = f.lastModified();
            e.moves = out.moves;
            e.otherData = true;
            e.problem = out.message;
            result.unfinished.push_back(std::move(e));
            continue;
        }
        if (out.kind == LoadOutcome::Kind::Failed) {
            const QString moved = quarantine(f.absoluteFilePath());
            result.quarantined.append(
                moved.isEmpty() ? out.message
                                : QCoreApplication::translate("GameLibrary", "%1 was moved to %2: %3")
                                      .arg(f.fileName(), QDir::toNativeSeparators(moved), out.message));
            continue;
        }
        Entry e;
        e.path = f.absoluteFilePath();
        e.gameId = qs(out.match->gameId());
        for (const auto& s : out.match->seats())
            e.players << qs(s.name);
        e.modified = f.lastModified();
        e.moves = static_cast<int>(out.match->actions().size());
        for (const LogEntry& l : out.match->log())
            e.playerMoves += l.seat >= 0 ? 1 : 0;
        e.partial = out.kind == LoadOutcome::Kind::Partial;
        if (e.partial) e.problem = out.message;
        e.finished = !e.partial && out.match->state().isOver();
        (e.finished ? result.finished : result.unfinished).push_back(std::move(e));
    }
    std::sort(result.unfinished.begin(), result.unfinished.end(), newerFirst);
    std::sort(result.finished.begin(), result.finished.end(), newerFirst);
    return result;
}

} // namespace dogtable::app
