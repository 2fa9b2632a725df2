// The record of every finished game: one SQLite file (Qt SQL, the QSQLITE driver) shared by the app,
// which writes it when a game ends, and `dogtable-cli history`, which only reads it. QtCore and
// QtSql only (no widgets); the schema is in docs/history.md.
//
//  - The finished-game saves stay the source of truth: a record names the save it came from, and a
//    database that is damaged or foreign is moved aside (quarantined) and rebuilt from the saves.
//  - Schema version in `PRAGMA user_version`, our own `PRAGMA application_id`; forward migrations
//    run in one transaction when an older file is opened for writing.
//  - WAL journal; every write is one `BEGIN IMMEDIATE` transaction with a busy timeout, so two app
//    processes writing at once both get their games in.
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

#include "dogtable/core/match.h"

namespace dogtable::history {

/// The database's file name in the app-data folder (beside the `games` folder of saves).
inline constexpr const char* kDatabaseFileName = "history.sqlite";

struct SeatRecord {
    int seat = 0; // position in the score sheet (the seats first)
    /// The profile the seat was recorded under (a person whose name was a profile's when the game
    /// was recorded), or -1 for a guest or a computer. `profileName` is that profile's name now.
    qint64 profile = -1;
    QString profileName;
    bool isSeat = true; // false: a participant that is no seat (Ciapki's automaton)
    QString name;
    bool computer = false;
    QString level; // the computer's strength ("" for a person)
    int team = -1;
    int score = 0;
    bool winner = false;
};

struct GameRecord {
    QString gameId;
    QString variant;             // "key=value,key=value" (sorted)
    QDateTime started;           // invalid when unknown
    QDateTime finished;          // the last move (the save file's time)
    qint64 durationSeconds = -1; // -1 when unknown
    int moves = -1;              // the players' decisions (no chance), -1 when unknown (schema 1 rows)
    QString saveFile;            // absolute path of the save the record came from
    std::vector<SeatRecord> seats;
};

/// The record of a finished match saved in `saveFile`: the start time comes from the library's file
/// name (`<game>-yyyyMMdd-HHmmss[-n].dogtable`), the end time from the file's modification time, so a
/// record made when the game ends and one rebuilt from the save later are the same.
GameRecord recordOf(const Match& match, const QString& saveFile);

/// A player's profile: name (at most kMaxProfileName characters), a colour preference (a seat
/// colour index, -1 none: a game's own colour choice wins) and a dog avatar (a name of our set).
struct Profile {
    qint64 id = -1;
    QString name;
    int colour = -1;
    QString avatar;
    QDateTime created;
    bool removed = false; // kept for the colours of its games (HistoryDb::profiles(true))
};
inline constexpr int kMaxProfileName = 40;

enum class ProfileError {
    None,
    Empty,    // no name (spaces only)
    TooLong,  // more than kMaxProfileName characters
    Taken,    // another profile has this name (case does not matter)
    NotFound, // no such profile (or it was removed)
    Database  // the database refused (not open, read-only, disk)
};

/// Statistics of one player: a profile (by id, under its name now), else a name (computers apart
/// from people of the same name).
struct PlayerStats {
    qint64 profile = -1;
    QString name;
    bool computer = false;
    int games = 0;
    int wins = 0;
    double winRate = 0; // wins / games
    int bestScore = 0;
    double meanScore = 0;
    QDateTime lastPlayed;
    int streak = 0;     // wins in a row up to the player's latest game
    int bestStreak = 0; // the longest run of wins
};
struct GameStats {
    QString gameId; // "" for every game together
    int games = 0;
    std::vector<PlayerStats> players; // most wins first, then win rate, then name
};
/// Per game (sorted by id) then, last, every game together (gameId ""). The seats and the
/// participants that are no seat (Ciapki's automaton Pies, a computer opponent of the solo games).
std::vector<GameStats> statistics(const std::vector<GameRecord>& games);

/// Who a player is in the statistics: a profile, else a name (a computer apart from a person).
struct PlayerKey {
    qint64 profile = -1;
    QString name;
    bool computer = false;
    static PlayerKey of(const SeatRecord& s) {
        return s.profile >= 0 ? PlayerKey{s.profile, {}, false} : PlayerKey{-1, s.name, s.computer};
    }
    static PlayerKey of(const PlayerStats& p) {
        return p.profile >= 0 ? PlayerKey{p.profile, {}, false} : PlayerKey{-1, p.name, p.computer};
    }
    bool operator==(const PlayerKey& o) const {
        return profile == o.profile && name == o.name && computer == o.computer;
    }
};

/// Two players (or a player and Pies) in the games they both played (of `gameId` when not empty).
struct HeadToHead {
    int games = 0;     // games both played
    int firstWins = 0; // games the first won (a shared win counts for both)
    int secondWins = 0;
    int firstAhead = 0; // games the first scored more than the second
    int secondAhead = 0;
};
HeadToHead headToHead(const std::vector<GameRecord>& games, const PlayerKey& first, const PlayerKey& second,
                      const QString& gameId = {});

/// A player's win rate after each of their games (of `gameId` when not empty), oldest first: the
/// game's end time and the share of the games so far won.
std::vector<std::pair<QDateTime, double>>
winRateOverTime(const std::vector<GameRecord>& games, const PlayerKey& player, const QString& gameId = {});

/// The statistics as CSV (RFC 4180: comma-separated, quoted where needed, CRLF line ends), one row per
/// player and game:
/// game,player,computer,games,wins,win_rate,best_score,mean_score,streak,best_streak,last_played. The game
/// column is "" for every game together.
QString statisticsCsv(const std::vector<GameStats>& stats);

class HistoryDb {
public:
    static constexpr int kSchemaVersion = 3;
    static constexpr int kApplicationId = 0x44544142; // "DTAB"

    struct Opened {
        bool ok = false;
        QString error;         // when !ok: why (technical, one line)
        bool created = false;  // a new, empty database (first run, or after a quarantine)
        QString quarantinedTo; // the damaged or foreign file was moved here
        QString quarantineReason;
        int migratedFrom = 0; // the schema version the file had, when it was migrated
    };

    HistoryDb();
    ~HistoryDb();
    HistoryDb(const HistoryDb&) = delete;
    HistoryDb& operator=(const HistoryDb&) = delete;

    /// Opens (creating) `path` for writing, migrating an older schema. A file that is not a SQLite
    /// database, fails its integrity check or belongs to another program is moved to
    /// `quarantineFolder` as `<name>.damaged-<date>-<time>` and a new database is made. A database
    /// of a newer Dogtable is left alone (not ok). ":memory:" opens a private in-memory database.
    Opened open(const QString& path, const QString& quarantineFolder);
    /// Opens `path` read-only (the CLI): no migration, no quarantine; a missing, damaged, foreign or
    /// newer file is an error.
    Opened openReadOnly(const QString& path);
    [[nodiscard]] bool isOpen() const;
    void close();

    /// Records the games (one transaction); a game whose save file is already recorded is replaced.
    bool record(const std::vector<GameRecord>& games, QString* error);
    bool record(const GameRecord& game, QString* error) {
        return record(std::vector<GameRecord>{game}, error);
    }

    /// Records every finished game saved in `folder` (*.dogtable; unfinished, damaged or partial
    /// files are skipped). Returns the number recorded, -1 on a database error.
    int rebuildFrom(const GameRegistry& registry, const QString& folder, QString* error);

    /// The profiles not removed, by name (case-insensitive).
    /// The profiles; `withRemoved`: the removed ones too (their games keep their colours).
    [[nodiscard]] std::vector<Profile> profiles(bool withRemoved = false) const;
    /// Creates a profile (the name trimmed). Its id in `id` when not null.
    ProfileError createProfile(const QString& name, int colour, const QString& avatar, qint64* id = nullptr);
    ProfileError renameProfile(qint64 id, const QString& name);
    ProfileError setProfileLook(qint64 id, int colour, const QString& avatar);
    /// Removes a profile from the list; its games stay in the history under its name.
    ProfileError removeProfile(qint64 id);

    /// Every recorded game (of `gameId` when not empty), oldest first.
    std::vector<GameRecord> games(const QString& gameId = {}) const;
    [[nodiscard]] int schemaVersion() const { return m_version; }
    [[nodiscard]] QString journalMode() const;
    [[nodiscard]] const QString& path() const { return m_path; }

private:
    enum class Check { Fine, Empty, Damaged, Foreign, Newer };
    bool connect(const QString& path, bool readOnly, QString* error);
    Check inspect(QString* detail) const;
    bool migrate(int* from, QString* error);
    bool exec(const QString& sql, QString* error) const;
    ProfileError checkName(const QString& name, qint64 except) const;

    QString m_connection;
    QString m_path;
    int m_version = 0;
};

/// `<folder>/<file name>.damaged-<yyyyMMdd-HHmmss>` (or with -2, -3... when taken).
QString quarantineName(const QString& folder, const QString& path);

} // namespace dogtable::history
