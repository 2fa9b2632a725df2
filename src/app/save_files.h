// Save files (.dogtable = Match::toJson): atomic writes and careful reads.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

#include "dogtable/core/match.h"

namespace dogtable::app {

/// Writes `bytes` to `path` atomically (QSaveFile: a temporary file renamed over the old one),
/// creating the folder if needed. On failure the old file is untouched and `error` says why.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);

struct LoadOutcome {
    enum class Kind {
        Failed,   // nothing usable: `message` says what is wrong
        Complete, // the whole game
        Partial   // the game up to move `failedAt` (actions 0..failedAt-1); `message` says why
    };
    Kind kind = Kind::Failed;
    QString message;
    std::optional<Match> match;
    int failedAt = -1;
    /// Kind::Failed for a sound file played with other component data than the data in use
    /// (`message` says which): it is kept and listed, never quarantined; the header is read.
    bool otherData = false;
    std::string gameId;
    QStringList players;
    int moves = 0;
};

/// Reads (bounded: regular files only, at most kSaveLimits.maxBytes) and replays a save file. Never
/// throws; a damaged, foreign or hostile file gives Kind::Failed with a one-line message.
LoadOutcome readSaveFile(const GameRegistry& registry, const QString& path);
/// The same from text already read (`origin` names the file in messages).
LoadOutcome parseSave(const GameRegistry& registry, const QByteArray& text, const QString& origin);

/// Where the save and open dialogs start when the game has no file yet: the folder last used
/// (remembered in the settings) while it exists, else the user's documents folder (else home).
QString saveFolder();
/// Remembers the folder of `file` for the next save or open dialog.
void rememberSaveFolder(const QString& file);

/// The file-name filter of open/save dialogs.
QString saveFileFilter();

} // namespace dogtable::app
