// The games this app has played: one save file per game in one folder (each game's own autosave),
// so that no game is ever lost by starting, opening or resuming another.
//
//  - Every game started, opened or resumed in the app writes its own file in the library folder
//    (`<AppData>/games/<game>-<date>-<time>.dogtable`). Unfinished games make the Continue list;
//    finished games stay (for the score sheet and a later look back) until the player deletes them.
//  - A sound file played with other component data than the data in use is kept and listed with
//    the reason (it opens again when that data is installed).
//  - A file that cannot be read at all (damaged, foreign, hostile) is moved to
//    `<AppData>/quarantine/<name>.damaged-<date>-<time>` and named to the player: the app always starts.
//  - When the app-data folder cannot be written, the library falls back to a writable folder
//    (Documents/Dogtable games, then the temporary folder) and says which.
//  - What a scan learns of each file (its game, players, moves, whether it is finished) is kept in
//    `<folder>/.index.json` with the file's size and time: the next scan replays only the files
//    that changed (60 finished games took a second to replay at every start). The index is a cache:
//    read as untrusted (bounded, every field checked), dropped when it was made by another version,
//    with other component data or in another language, and rewritten when anything changed.
//  - The single autosave of older versions (`autosave.dogtable`, `autosave-previous.dogtable`) is
//    moved into the library the first time it is scanned.
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <vector>

#include "save_files.h"

namespace dogtable::app {

class GameLibrary {
public:
    /// What a scan learns of a game by reading its file (the index keeps this, by the file's name,
    /// size and time).
    struct Facts {
        QString gameId;
        QStringList players; // names, "(computer)" marked by the caller if wanted
        int moves = 0;       // actions in the file (chance outcomes included)
        int playerMoves = 0; // of those, the players' decisions (no deals, dice or other chance)
        bool finished = false;
        bool partial = false; // replays only in part; `problem` says why
        /// Played with other component data than the data in use: kept and listed, cannot be opened
        /// until that data is installed (`problem` says which). playerMoves is then unknown (0).
        bool otherData = false;
        QString problem;
    };
    /// A game of the library: its file, the file's time and what was learned of it.
    struct Entry : Facts {
        QString path;
        QDateTime modified; // the time of the last move (the file's time)
    };
    struct Scan {
        std::vector<Entry> unfinished; // newest first
        std::vector<Entry> finished;   // newest first
        QStringList quarantined;       // one line per damaged file: where it was moved and why
        int replayed = 0;              // files read and replayed (the others came from the index)
    };
    /// The index's name in the library folder.
    static constexpr const char* kIndexName = ".index.json";

    /// A library in `folder` (created when needed). `dataFolder` is where the quarantine and the old
    /// single autosave live (normally the folder's parent).
    GameLibrary(QString folder, QString dataFolder);

    /// The folder the app uses: `<AppData>/games` when it can be written, else a fallback. `note`
    /// (if not null) gets a sentence for the player when a fallback was needed, else "".
    static GameLibrary standard(QString* note = nullptr);
    /// True if a file can be created in `folder` (made if missing).
    static bool writable(const QString& folder);

    [[nodiscard]] const QString& folder() const { return m_folder; }
    /// Where the quarantine, the old single autosave and the history database live.
    [[nodiscard]] const QString& dataFolder() const { return m_dataFolder; }
    [[nodiscard]] QString quarantineFolder() const;

    /// A new, unused file name for a game of `gameId` started now.
    [[nodiscard]] QString newGamePath(const std::string& gameId) const;
    /// True if `path` is a file of this library.
    [[nodiscard]] bool contains(const QString& path) const;

    /// Reads every game of the library (and moves an old single autosave in). Damaged files are
    /// quarantined and listed in `quarantined`.
    Scan scan(const GameRegistry& registry);

    /// Moves `path` to the quarantine folder under a dated name. Returns the new path ("" on failure).
    QString quarantine(const QString& path) const;
    /// Deletes a game's file. False if it could not be removed.
    bool remove(const QString& path) const;

private:
    void adoptLegacyAutosaves(const GameRegistry& registry, QStringList* quarantined);

    QString m_folder;
    QString m_dataFolder;
};

} // namespace dogtable::app
