// The app's side of the record of finished games (src/history): one SQLite file beside the game
// library (`<app data>/history.sqlite`), opened on first use, filled when a game ends.
//
//  - A new database (first start, or after a quarantine) is filled from the finished games' saves
//    in the library, which stay the source of truth; a finished save that has no record yet (the
//    app stopped between the last move and the record) is recorded when the library is read.
//  - A damaged or foreign database is moved to `<app data>/quarantine/history.sqlite.damaged-<date>`
//    and the player is told where it went and how many games were recovered from the saves.
#pragma once

#include <QString>
#include <QStringList>

#include <memory>

#include "dogtable/core/match.h"
#include "dogtable/ui/style.h"
#include "history_db.h"

namespace dogtable::app {

/// How the seats of a game look at the table: a person's seat named like a profile takes that
/// profile's colour preference and avatar; computers and guests keep their seat's own colour and
/// have no avatar.
struct SeatLooks {
    ui::SeatPalette palette; // see ui::paletteFor
    QStringList avatars;     // per seat, "" for none
};

class GameHistory {
public:
    GameHistory(const GameRegistry& registry, QString databasePath, QString quarantineFolder,
                QString savesFolder);

    /// Opens the database once (later calls return the first answer). Messages for the player
    /// (a quarantine, a database that cannot be kept) are appended to `messages`.
    bool ensureOpen(QStringList* messages);
    /// Records a finished game from its save file. False (with `error`) if it could not be recorded.
    bool recordFinished(const Match& match, const QString& saveFile, QString* error);
    /// Records the finished saves in `saveFiles` that have no record yet. Returns how many.
    int recordMissing(const QStringList& saveFiles);

    /// The looks of `match`'s seats from the profiles (every seat its own colour when the history
    /// is not open).
    [[nodiscard]] SeatLooks seatLooks(const Match& match);

    [[nodiscard]] const QString& databasePath() const { return m_path; }
    /// The open database, or nullptr.
    [[nodiscard]] history::HistoryDb* database() { return m_opened && m_ok ? &m_db : nullptr; }

private:
    const GameRegistry& m_registry;
    QString m_path;
    QString m_quarantine;
    QString m_saves;
    history::HistoryDb m_db;
    bool m_opened = false;
    bool m_ok = false;
};

} // namespace dogtable::app
