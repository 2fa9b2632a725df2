#include "history_db.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <atomic>
#include <initializer_list>
#include <map>
#include <tuple>

namespace dogtable::history {

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString stamp(const QDateTime& t) {
    return t.toString(QStringLiteral("yyyyMMdd-HHmmss"));
}

QString iso(const QDateTime& t) {
    return t.isValid() ? t.toUTC().toString(Qt::ISODate) : QString();
}

QDateTime fromIso(const QVariant& v) {
    if (v.isNull()) return {};
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODate);
    return t.isValid() ? t.toLocalTime() : t;
}

/// Text for a NOT NULL column: a null QString would be bound as NULL.
QVariant text(const QString& s) {
    return s.isNull() ? QVariant(QStringLiteral("")) : QVariant(s);
}

QVariant orNull(const QString& s) {
    return s.isEmpty() ? QVariant() : QVariant(s);
}

/// Schema 1, the first one written (kept as it was: a new database is made by running it and then
/// every migration, so the migrations run on every first start).
const char* const kSchema1[] = {
    "CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT NULL, "
    "started TEXT, finished TEXT NOT NULL, duration INTEGER, save_file TEXT NOT NULL UNIQUE)",
    "CREATE TABLE seats (game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, "
    "seat INTEGER NOT NULL, name TEXT NOT NULL, computer INTEGER NOT NULL, level TEXT NOT NULL, "
    "score INTEGER NOT NULL, winner INTEGER NOT NULL, PRIMARY KEY (game, seat))",
};
/// Schema 1 -> 2: the players' move count, participants that are no seat (Ciapki's automaton),
/// teams, and an index for the per-game statistics.
const char* const kMigrate1To2[] = {
    "ALTER TABLE games ADD COLUMN moves INTEGER",
    "ALTER TABLE seats ADD COLUMN is_seat INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE seats ADD COLUMN team INTEGER NOT NULL DEFAULT -1",
    "CREATE INDEX games_by_game ON games (game, finished)",
};

/// Schema 2 -> 3: profiles, and the profile each person's seat was recorded under. A removed
/// profile keeps its row (removed = 1), so its games stay under its name.
const char* const kMigrate2To3[] = {
    "CREATE TABLE profiles (id INTEGER PRIMARY KEY, name TEXT NOT NULL, colour INTEGER NOT NULL DEFAULT -1, "
    "avatar TEXT NOT NULL DEFAULT '', created TEXT NOT NULL, removed INTEGER NOT NULL DEFAULT 0)",
    "ALTER TABLE seats ADD COLUMN profile INTEGER REFERENCES profiles(id)",
};

std::atomic<int> g_connections{0};

} // namespace

QString quarantineName(const QString& folder, const QString& path) {
    const QString base = QDir(folder).filePath(QFileInfo(path).fileName() + QStringLiteral(".damaged-") +
                                               stamp(QDateTime::currentDateTime()));
    QString target = base;
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QStringLiteral("%1-%2").arg(base).arg(n);
    return target;
}

GameRecord recordOf(const Match& match, const QString& saveFile) {
    GameRecord r;
    r.gameId = qs(match.gameId());
    QStringList variants;
    for (const auto& [key, value] : match.setup().variants)
        variants << qs(key) + QLatin1Char('=') + qs(value);
    r.variant = variants.join(QLatin1Char(','));
    const QFileInfo info(saveFile);
    r.saveFile = info.absoluteFilePath();
    r.finished = info.lastModified();
    static const QRegularExpression name(QStringLiteral("-(\\d{8}-\\d{6})(?:-\\d+)?\\.dogtable$"));
    const auto m = name.match(info.fileName());
    if (m.hasMatch()) {
        const QDateTime started = QDateTime::fromString(m.captured(1), QStringLiteral("yyyyMMdd-HHmmss"));
        if (started.isValid() && r.finished.isValid() && started <= r.finished) {
            r.started = started;
            r.durationSeconds = started.secsTo(r.finished);
        }
    }
    r.moves = 0;
    for (const LogEntry& l : match.log())
        r.moves += l.seat >= 0 ? 1 : 0;
    const GameState& st = match.state();
    const ScoreSheet sheet = st.scoreSheet();
    const auto& seats = match.seats();
    for (std::size_t i = 0; i < sheet.players.size(); ++i) {
        const PlayerScore& p = sheet.players[i];
        SeatRecord s;
        s.seat = static_cast<int>(i);
        s.isSeat = p.seat && i < seats.size();
        if (s.isSeat) {
            s.name = qs(seats[i].name);
            s.computer = seats[i].computer;
            s.level = s.computer ? qs(seats[i].strength) : QString();
            s.team = st.teamOf(static_cast<Seat>(i));
        } else {
            s.name = qs(p.name);
            s.computer = true;
            s.level = QStringLiteral("automaton");
        }
        s.score = p.total;
        s.winner = sheet.isWinner(static_cast<int>(i));
        r.seats.push_back(std::move(s));
    }
    return r;
}

std::vector<GameStats> statistics(const std::vector<GameRecord>& games) {
    std::vector<const GameRecord*> ordered;
    for (const auto& g : games)
        ordered.push_back(&g);
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const GameRecord* a, const GameRecord* b) { return a->finished < b->finished; });
    struct Acc {
        PlayerStats p;
        long long total = 0;
        int run = 0;
    };
    using Key = std::tuple<qint64, QString, bool>; // a profile, or (-1, name, computer)
    std::map<QString, std::pair<int, std::map<Key, Acc>>> byGame;
    auto add = [](std::pair<int, std::map<Key, Acc>>& into, const GameRecord& g) {
        ++into.first;
        for (const SeatRecord& s : g.seats) {
            const bool profiled = s.profile >= 0;
            Acc& a = into.second[profiled ? Key{s.profile, QString(), false} : Key{-1, s.name, s.computer}];
            a.p.profile = s.profile;
            a.p.name = profiled && !s.profileName.isEmpty() ? s.profileName : s.name;
            a.p.computer = s.computer;
            a.p.bestScore = a.p.games == 0 ? s.score : std::max(a.p.bestScore, s.score);
            ++a.p.games;
            a.total += s.score;
            a.p.lastPlayed = g.finished;
            if (s.winner) {
                ++a.p.wins;
                ++a.run;
                a.p.bestStreak = std::max(a.p.bestStreak, a.run);
            } else {
                a.run = 0;
            }
        }
    };
    std::pair<int, std::map<Key, Acc>> all;
    for (const GameRecord* g : ordered) {
        add(byGame[g->gameId], *g);
        add(all, *g);
    }
    auto finish = [](const QString& id, std::pair<int, std::map<Key, Acc>>& acc) {
        GameStats out;
        out.gameId = id;
        out.games = acc.first;
        for (auto& [key, a] : acc.second) {
            a.p.winRate = a.p.games ? static_cast<double>(a.p.wins) / a.p.games : 0.0;
            a.p.meanScore = a.p.games ? static_cast<double>(a.total) / a.p.games : 0.0;
            a.p.streak = a.run;
            out.players.push_back(a.p);
        }
        std::stable_sort(out.players.begin(), out.players.end(),
                         [](const PlayerStats& x, const PlayerStats& y) {
                             return std::tuple(-x.wins, -x.winRate, x.name, x.computer) <
                                    std::tuple(-y.wins, -y.winRate, y.name, y.computer);
                         });
        return out;
    };
    std::vector<GameStats> result;
    for (auto& [id, acc] : byGame)
        result.push_back(finish(id, acc));
    if (!ordered.empty()) result.push_back(finish(QString(), all));
    return result;
}

HeadToHead headToHead(const std::vector<GameRecord>& games, const PlayerKey& first, const PlayerKey& second,
                      const QString& gameId) {
    HeadToHead h;
    for (const GameRecord& g : games) {
        if (!gameId.isEmpty() && g.gameId != gameId) continue;
        const SeatRecord* a = nullptr;
        const SeatRecord* b = nullptr;
        for (const SeatRecord& s : g.seats) {
            const PlayerKey k = PlayerKey::of(s);
            if (!a && k == first)
                a = &s;
            else if (!b && k == second)
                b = &s;
        }
        if (!a || !b) continue;
        ++h.games;
        h.firstWins += a->winner ? 1 : 0;
        h.secondWins += b->winner ? 1 : 0;
        h.firstAhead += a->score > b->score ? 1 : 0;
        h.secondAhead += b->score > a->score ? 1 : 0;
    }
    return h;
}

std::vector<std::pair<QDateTime, double>> winRateOverTime(const std::vector<GameRecord>& games,
                                                          const PlayerKey& player, const QString& gameId) {
    std::vector<const GameRecord*> ordered;
    for (const auto& g : games)
        if (gameId.isEmpty() || g.gameId == gameId) ordered.push_back(&g);
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const GameRecord* a, const GameRecord* b) { return a->finished < b->finished; });
    std::vector<std::pair<QDateTime, double>> out;
    int played = 0;
    int won = 0;
    for (const GameRecord* g : ordered)
        for (const SeatRecord& s : g->seats) {
            if (!(PlayerKey::of(s) == player)) continue;
            ++played;
            won += s.winner ? 1 : 0;
            out.emplace_back(g->finished, static_cast<double>(won) / played);
            break;
        }
    return out;
}

QString statisticsCsv(const std::vector<GameStats>& stats) {
    auto field = [](const QString& v) {
        if (!v.contains(QLatin1Char(',')) && !v.contains(QLatin1Char('"')) &&
            !v.contains(QLatin1Char('\n')) && !v.contains(QLatin1Char('\r')))
            return v;
        QString q = v;
        q.replace(QLatin1String("\""), QLatin1String("\"\""));
        return QLatin1Char('"') + q + QLatin1Char('"');
    };
    QString out = QStringLiteral(
        "game,player,computer,games,wins,win_rate,best_score,mean_score,streak,best_streak,last_played\r\n");
    for (const GameStats& g : stats)
        for (const PlayerStats& p : g.players)
            out += QStringList{field(g.gameId),
                               field(p.name),
                               p.computer ? QStringLiteral("1") : QStringLiteral("0"),
                               QString::number(p.games),
                               QString::number(p.wins),
                               QString::number(p.winRate, 'f', 4),
                               QString::number(p.bestScore),
                               QString::number(p.meanScore, 'f', 2),
                               QString::number(p.streak),
                               QString::number(p.bestStreak),
                               p.lastPlayed.toUTC().toString(Qt::ISODate)}
                       .join(QLatin1Char(',')) +
                   QStringLiteral("\r\n");
    return out;
}

HistoryDb::HistoryDb() : m_connection(QStringLiteral("dogtable-history-%1").arg(g_connections++)) {}

HistoryDb::~HistoryDb() {
    close();
}

bool HistoryDb::isOpen() const {
    return QSqlDatabase::contains(m_connection) && QSqlDatabase::database(m_connection, false).isOpen();
}

void HistoryDb::close() {
    if (!QSqlDatabase::contains(m_connection)) return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    m_version = 0;
}

bool HistoryDb::exec(const QString& sql, QString* error) const {
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (q.exec(sql)) return true;
    if (error) *error = q.lastError().text();
    return false;
}

bool HistoryDb::connect(const QString& path, bool readOnly, QString* error) {
    close();
    m_path = path;
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
        if (error) *error = QStringLiteral("the Qt SQLite driver (QSQLITE) is not installed");
        return false;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path);
    db.setConnectOptions(readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=10000")
                                  : QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
    if (!db.open()) {
        if (error) *error = db.lastError().text();
        return false;
    }
    return true;
}

HistoryDb::Check HistoryDb::inspect(QString* detail) const {
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    // A file that is no SQLite database fails its first read ("file is not a database").
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !q.next()) {
        *detail = q.lastError().text();
        return Check::Damaged;
    }
    const int objects = q.value(0).toInt();
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next()) {
        *detail = q.lastError().text();
        return Check::Damaged;
    }
    const int appId = q.value(0).toInt();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        *detail = q.lastError().text();
        return Check::Damaged;
    }
    const int version = q.value(0).toInt();
    if (objects == 0 && appId == 0 && version == 0) return Check::Empty;
    if (appId != kApplicationId) {
        *detail = QStringLiteral("not a Dogtable history database (application id %1)").arg(appId);
        return Check::Foreign;
    }
    if (version > kSchemaVersion) {
        *detail = QStringLiteral("made by a newer Dogtable (schema %1; this one reads up to %2)")
                      .arg(version)
                      .arg(kSchemaVersion);
        return Check::Newer;
    }
    if (version < 1) {
        *detail = QStringLiteral("no schema version");
        return Check::Damaged;
    }
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()) {
        *detail = q.lastError().text();
        return Check::Damaged;
    }
    if (q.value(0).toString() != QLatin1String("ok")) {
        *detail = QStringLiteral("integrity check: %1").arg(q.value(0).toString());
        return Check::Damaged;
    }
    for (const char* table : {"games", "seats"}) {
        if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type='table' AND name='%1'")
                        .arg(QLatin1String(table))) ||
            !q.next() || q.value(0).toInt() != 1) {
            *detail = QStringLiteral("the table %1 is missing").arg(QLatin1String(table));
            return Check::Damaged;
        }
    }
    return Check::Fine;
}

bool HistoryDb::migrate(int* from, QString* error) {
    // Under the write lock, so that two processes opening a new file at once make the schema once.
    if (!exec(QStringLiteral("BEGIN IMMEDIATE"), error)) return false;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    int version = 0;
    if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next()) version = q.value(0).toInt();
    *from = version;
    bool ok = true;
    if (version < 1) {
        for (const char* s : kSchema1)
            ok = ok && exec(QLatin1String(s), error);
        ok = ok && exec(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId), error);
    }
    if (ok && version < 2)
        for (const char* s : kMigrate1To2)
            ok = ok && exec(QLatin1String(s), error);
    if (ok && version < 3)
        for (const char* s : kMigrate2To3)
            ok = ok && exec(QLatin1String(s), error);
    if (ok && version < kSchemaVersion)
        ok = exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion), error);
    if (!ok) {
        exec(QStringLiteral("ROLLBACK"), nullptr);
        return false;
    }
    if (!exec(QStringLiteral("COMMIT"), error)) {
        exec(QStringLiteral("ROLLBACK"), nullptr);
        return false;
    }
    m_version = kSchemaVersion;
    return true;
}

HistoryDb::Opened HistoryDb::open(const QString& path, const QString& quarantineFolder) {
    Opened out;
    const bool memory = path == QLatin1String(":memory:");
    if (!memory && !QDir().mkpath(QFileInfo(path).absolutePath())) {
        out.error = QStringLiteral("cannot create the folder %1").arg(QFileInfo(path).absolutePath());
        return out;
    }
    if (!connect(path, false, &out.error)) return out;
    QString detail;
    Check check = inspect(&detail);
    if (check == Check::Newer) {
        out.error = detail;
        close();
        return out;
    }
    if (check == Check::Damaged || check == Check::Foreign) {
        close();
        if (memory || !QDir().mkpath(quarantineFolder)) {
            out.error = detail;
            return out;
        }
        const QString target = quarantineName(quarantineFolder, path);
        if (!QFile::rename(path, target)) {
            out.error = QStringLiteral("%1; it could not be moved to %2").arg(detail, target);
            return out;
        }
        // The journal files belong to the damaged file: they go with it.
        for (const char* side : {"-wal", "-shm", "-journal"})
            if (QFileInfo::exists(path + QLatin1String(side)))
                QFile::rename(path + QLatin1String(side), target + QLatin1String(side));
        out.quarantinedTo = target;
        out.quarantineReason = detail;
        if (!connect(path, false, &out.error)) return out;
        check = inspect(&detail);
        if (check != Check::Empty) {
            out.error = detail;
            close();
            return out;
        }
    }
    // WAL: readers never wait for the writer; set before the schema so the new file starts in it.
    if (!memory) {
        QSqlQuery q(QSqlDatabase::database(m_connection, false));
        if (!q.exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !q.next()) {
            out.error = q.lastError().text();
            close();
            return out;
        }
    }
    exec(QStringLiteral("PRAGMA foreign_keys=ON"), nullptr);
    int from = 0;
    if (!migrate(&from, &out.error)) {
        close();
        return out;
    }
    out.created = from == 0;
    out.migratedFrom = from > 0 && from < kSchemaVersion ? from : 0;
    out.ok = true;
    return out;
}

HistoryDb::Opened HistoryDb::openReadOnly(const QString& path) {
    Opened out;
    if (!QFileInfo(path).isFile()) {
        out.error = QStringLiteral("no history database at %1 (the app makes it when a game ends)")
                        .arg(QDir::toNativeSeparators(path));
        return out;
    }
    if (!connect(path, true, &out.error)) return out;
    QString detail;
    const Check check = inspect(&detail);
    if (check != Check::Fine) {
        out.error = check == Check::Empty ? QStringLiteral("%1 is an empty database").arg(path)
                                          : QStringLiteral("%1: %2").arg(path, detail);
        close();
        return out;
    }
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    m_version = q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : 0;
    out.ok = true;
    return out;
}

QString HistoryDb::journalMode() const {
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("PRAGMA journal_mode")) || !q.next()) return {};
    return q.value(0).toString().toLower();
}

bool HistoryDb::record(const std::vector<GameRecord>& games, QString* error) {
    if (!isOpen() || m_version != kSchemaVersion) {
        if (error) *error = QStringLiteral("the history database is not open for writing");
        return false;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!exec(QStringLiteral("BEGIN IMMEDIATE"), error)) return false;
    auto fail = [&](const QSqlQuery& q) {
        if (error) *error = q.lastError().text();
        exec(QStringLiteral("ROLLBACK"), nullptr);
        return false;
    };
    QSqlQuery drop(db), addGame(db), addSeat(db);
    drop.prepare(QStringLiteral("DELETE FROM games WHERE save_file = ?"));
    addGame.prepare(
        QStringLiteral("INSERT INTO games (game, variant, started, finished, duration, save_file, moves) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    addSeat.prepare(QStringLiteral(
        "INSERT INTO seats (game, seat, name, computer, level, score, winner, is_seat, team, profile) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    // A person whose name is a profile's (case aside) is recorded under that profile.
    std::map<QString, qint64> profileOf;
    for (const Profile& p : profiles())
        profileOf.emplace(p.name.toCaseFolded(), p.id);
    auto bind = [](QSqlQuery& q, std::initializer_list<QVariant> values) {
        int i = 0;
        for (const QVariant& v : values)
            q.bindValue(i++, v);
    };
    for (const GameRecord& g : games) {
        bind(drop, {text(g.saveFile)});
        if (!drop.exec()) return fail(drop);
        bind(addGame, {text(g.gameId), text(g.variant), orNull(iso(g.started)), text(iso(g.finished)),
                       g.durationSeconds >= 0 ? QVariant(g.durationSeconds) : QVariant(), text(g.saveFile),
                       g.moves >= 0 ? QVariant(g.moves) : QVariant()});
        if (!addGame.exec()) return fail(addGame);
        const QVariant id = addGame.lastInsertId();
        for (const SeatRecord& s : g.seats) {
            const auto profile = profileOf.find(s.name.trimmed().toCaseFolded());
            const bool person = s.isSeat && !s.computer && profile != profileOf.end();
            bind(addSeat,
                 {id, s.seat, text(s.name), s.computer ? 1 : 0, text(s.level), s.score, s.winner ? 1 : 0,
                  s.isSeat ? 1 : 0, s.team, person ? QVariant(profile->second) : QVariant()});
            if (!addSeat.exec()) return fail(addSeat);
        }
    }
    if (!exec(QStringLiteral("COMMIT"), error)) {
        exec(QStringLiteral("ROLLBACK"), nullptr);
        return false;
    }
    return true;
}

int HistoryDb::rebuildFrom(const GameRegistry& registry, const QString& folder, QString* error) {
    std::vector<GameRecord> found;
    const QFileInfoList files = QDir(folder).entryInfoList({QStringLiteral("*.dogtable")},
                                                           QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo& f : files) {
        Match::LoadResult r = Match::load(registry, QFile::encodeName(f.absoluteFilePath()).toStdString());
        if (!r.ok() || !r.match->state().isOver()) continue;
        found.push_back(recordOf(*r.match, f.absoluteFilePath()));
    }
    if (!record(found, error)) return -1;
    return static_cast<int>(found.size());
}

std::vector<GameRecord> HistoryDb::games(const QString& gameId) const {
    std::vector<GameRecord> out;
    if (!isOpen()) return out;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const bool v1 = m_version < 2; // read-only on an older file: the columns of schema 2 are missing
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT id, game, variant, started, finished, duration, save_file, %1 FROM games "
                       "WHERE (? = '' OR game = ?) ORDER BY finished, id")
            .arg(v1 ? QStringLiteral("NULL") : QStringLiteral("moves")));
    q.bindValue(0, text(gameId));
    q.bindValue(1, text(gameId));
    if (!q.exec()) return out;
    std::map<qlonglong, std::size_t> index;
    while (q.next()) {
        GameRecord g;
        g.gameId = q.value(1).toString();
        g.variant = q.value(2).toString();
        g.started = fromIso(q.value(3));
        g.finished = fromIso(q.value(4));
        g.durationSeconds = q.value(5).isNull() ? -1 : q.value(5).toLongLong();
        g.saveFile = q.value(6).toString();
        g.moves = q.value(7).isNull() ? -1 : q.value(7).toInt();
        index[q.value(0).toLongLong()] = out.size();
        out.push_back(std::move(g));
    }
    QSqlQuery s(db);
    const bool v3 = m_version >= 3;
    if (!s.exec(
            QStringLiteral(
                "SELECT seats.game, seats.seat, seats.name, seats.computer, seats.level, seats.score, "
                "seats.winner, %1, %2 FROM seats %3 ORDER BY seats.game, seats.seat")
                .arg(v1 ? QStringLiteral("1, -1") : QStringLiteral("seats.is_seat, seats.team"),
                     v3 ? QStringLiteral("seats.profile, profiles.name") : QStringLiteral("NULL, NULL"),
                     v3 ? QStringLiteral("LEFT JOIN profiles ON profiles.id = seats.profile") : QString())))
        return out;
    while (s.next()) {
        auto it = index.find(s.value(0).toLongLong());
        if (it == index.end()) continue;
        SeatRecord r;
        r.seat = s.value(1).toInt();
        r.name = s.value(2).toString();
        r.computer = s.value(3).toInt() != 0;
        r.level = s.value(4).toString();
        r.score = s.value(5).toInt();
        r.winner = s.value(6).toInt() != 0;
        r.isSeat = s.value(7).toInt() != 0;
        r.team = s.value(8).toInt();
        r.profile = s.value(9).isNull() ? -1 : s.value(9).toLongLong();
        r.profileName = s.value(10).toString();
        out[it->second].seats.push_back(std::move(r));
    }
    return out;
}

std::vector<Profile> HistoryDb::profiles(bool withRemoved) const {
    std::vector<Profile> out;
    if (!isOpen() || m_version < 3) return out;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(withRemoved
                    ? QStringLiteral("SELECT id, name, colour, avatar, created, removed FROM profiles")
                    : QStringLiteral("SELECT id, name, colour, avatar, created, removed FROM profiles "
                                     "WHERE removed = 0")))
        return out;
    while (q.next())
        out.push_back(Profile{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toInt(),
                              q.value(3).toString(), fromIso(q.value(4)), q.value(5).toInt() != 0});
    std::sort(out.begin(), out.end(), [](const Profile& a, const Profile& b) {
        const int c = QString::compare(a.name, b.name, Qt::CaseInsensitive);
        return c != 0 ? c < 0 : a.id < b.id;
    });
    return out;
}

ProfileError HistoryDb::checkName(const QString& name, qint64 except) const {
    const QString n = name.trimmed();
    if (n.isEmpty()) return ProfileError::Empty;
    if (n.toUcs4().size() > kMaxProfileName) return ProfileError::TooLong;
    for (const Profile& p : profiles())
        if (p.id != except && p.name.toCaseFolded() == n.toCaseFolded()) return ProfileError::Taken;
    return ProfileError::None;
}

ProfileError HistoryDb::createProfile(const QString& name, int colour, const QString& avatar, qint64* id) {
    if (!isOpen() || m_version != kSchemaVersion) return ProfileError::Database;
    if (const ProfileError e = checkName(name, -1); e != ProfileError::None) return e;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("INSERT INTO profiles (name, colour, avatar, created) VALUES (?, ?, ?, ?)"));
    q.bindValue(0, name.trimmed());
    q.bindValue(1, colour);
    q.bindValue(2, text(avatar));
    q.bindValue(3, iso(QDateTime::currentDateTime()));
    if (!q.exec()) return ProfileError::Database;
    if (id) *id = q.lastInsertId().toLongLong();
    return ProfileError::None;
}

ProfileError HistoryDb::renameProfile(qint64 id, const QString& name) {
    if (!isOpen() || m_version != kSchemaVersion) return ProfileError::Database;
    if (const ProfileError e = checkName(name, id); e != ProfileError::None) return e;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("UPDATE profiles SET name = ? WHERE id = ? AND removed = 0"));
    q.bindValue(0, name.trimmed());
    q.bindValue(1, id);
    if (!q.exec()) return ProfileError::Database;
    return q.numRowsAffected() == 1 ? ProfileError::None : ProfileError::NotFound;
}

ProfileError HistoryDb::setProfileLook(qint64 id, int colour, const QString& avatar) {
    if (!isOpen() || m_version != kSchemaVersion) return ProfileError::Database;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("UPDATE profiles SET colour = ?, avatar = ? WHERE id = ? AND removed = 0"));
    q.bindValue(0, colour);
    q.bindValue(1, text(avatar));
    q.bindValue(2, id);
    if (!q.exec()) return ProfileError::Database;
    return q.numRowsAffected() == 1 ? ProfileError::None : ProfileError::NotFound;
}

ProfileError HistoryDb::removeProfile(qint64 id) {
    if (!isOpen() || m_version != kSchemaVersion) return ProfileError::Database;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("UPDATE profiles SET removed = 1 WHERE id = ? AND removed = 0"));
    q.bindValue(0, id);
    if (!q.exec()) return ProfileError::Database;
    return q.numRowsAffected() == 1 ? ProfileError::None : ProfileError::NotFound;
}

} // namespace dogtable::history
