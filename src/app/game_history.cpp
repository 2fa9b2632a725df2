#include "game_history.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <set>

namespace dogtable::app {

GameHistory::GameHistory(const GameRegistry& registry, QString databasePath, QString quarantineFolder,
                         QString savesFolder)
    : m_registry(registry), m_path(std::move(databasePath)), m_quarantine(std::move(quarantineFolder)),
      m_saves(std::move(savesFolder)) {}

bool GameHistory::ensureOpen(QStringList* messages) {
    if (m_opened) return m_ok;
    m_opened = true;
    const auto opened = m_db.open(m_path, m_quarantine);
    if (!opened.ok) {
        if (messages)
            messages->append(QCoreApplication::translate(
                                 "GameHistory", "The history of finished games (%1) cannot be kept: %2. "
                                                "Your games are still saved.")
                                 .arg(QDir::toNativeSeparators(m_path), opened.error));
        return false;
    }
    m_ok = true;
    int rebuilt = 0;
    if (opened.created) {
        QString error;
        rebuilt = m_db.rebuildFrom(m_registry, m_saves, &error);
        if (rebuilt < 0 && messages)
            messages->append(
                QCoreApplication::translate(
                    "GameHistory", "The history of finished games could not be filled from the saves: %1.")
                    .arg(error));
    }
    if (!opened.quarantinedTo.isEmpty() && messages)
        messages->append(QCoreApplication::translate(
                             "GameHistory", "The history of finished games could not be read (%1). It was "
                                            "moved to %2 and made again from the saves of the finished "
                                            "games (games recovered: %3).")
                             .arg(opened.quarantineReason, QDir::toNativeSeparators(opened.quarantinedTo))
                             .arg(std::max(rebuilt, 0)));
    return true;
}

bool GameHistory::recordFinished(const Match& match, const QString& saveFile, QString* error) {
    QStringList messages;
    if (!ensureOpen(&messages)) {
        if (error) *error = messages.join(QLatin1Char(' '));
        return false;
    }
    return m_db.record(history::recordOf(match, saveFile), error);
}

SeatLooks GameHistory::seatLooks(const Match& match) {
    SeatLooks looks;
    std::vector<int> preferences;
    std::vector<history::Profile> profiles;
    // A finished game was played under its profiles: one removed since keeps its colour and avatar
    // (the live ones first, then the latest removed one of that name).
    const bool over = match.state().isOver();
    if (history::HistoryDb* db = database()) profiles = db->profiles(over);
    std::stable_sort(profiles.begin(), profiles.end(),
                     [](const history::Profile& a, const history::Profile& b) {
                         return a.removed != b.removed ? !a.removed : (a.removed && a.id > b.id);
                     });
    for (const auto& seat : match.seats()) {
        const QString name = QString::fromStdString(seat.name);
        const auto it = std::find_if(profiles.begin(), profiles.end(), [&](const history::Profile& p) {
            return !seat.computer && p.name.compare(name, Qt::CaseInsensitive) == 0;
        });
        preferences.push_back(it == profiles.end() ? -1 : it->colour);
        looks.avatars << (it == profiles.end() ? QString() : it->avatar);
    }
    looks.palette = ui::paletteFor(preferences);
    return looks;
}

int GameHistory::recordMissing(const QStringList& saveFiles) {
    if (!database()) return 0;
    std::set<QString> known;
    for (const auto& g : m_db.games())
        known.insert(g.saveFile);
    std::vector<history::GameRecord> missing;
    for (const QString& path : saveFiles) {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        if (known.count(absolute)) continue;
        Match::LoadResult r = Match::load(m_registry, QFile::encodeName(absolute).toStdString());
        if (!r.ok() || !r.match->state().isOver()) continue;
        missing.push_back(history::recordOf(*r.match, absolute));
    }
    if (missing.empty() || !m_db.record(missing, nullptr)) return 0;
    return static_cast<int>(missing.size());
}

} // namespace dogtable::app
