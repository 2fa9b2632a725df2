// The record of finished games (src/history): a finished game of each game recorded with its
// winners and scores; statistics of a known set of games (numbers checked by hand); migration from
// schema 1; a damaged, foreign or newer database; two processes writing at once.
//
// `test_history --writer DB PREFIX N` is the writer process the concurrency test starts twice.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>

#include "dogtable/core/match.h"
#include "dogtable/core/rng.h"
#include "history_db.h"

using namespace dogtable;
using namespace dogtable::history;

namespace {

const GameRegistry& registry() {
    static GameRegistry reg = [] {
        GameRegistry r;
        registerBuiltinGames(r);
        return r;
    }();
    return reg;
}

QString fixture() {
    return QStringLiteral(DOGTABLE_SOURCE_DIR "/tests/cli/history_v1.sqlite");
}

/// A game of `id` played to the end by random choices.
Match playToTheEnd(const std::string& id, std::vector<SeatInfo> seats, std::uint64_t seed) {
    Setup setup;
    setup.players = static_cast<int>(seats.size());
    auto created = Match::create(registry(), id, setup, std::move(seats), seed);
    if (!created) qFatal("cannot create %s: %s", id.c_str(), created.error().c_str());
    Match m = std::move(created.value());
    m.setKeepLog(true);
    Rng rng(seed);
    for (int step = 0; !m.state().isOver() && step < 200000; ++step) {
        if (m.state().currentSeat() == kChanceSeat) {
            m.resolveChance();
            continue;
        }
        const auto legal = m.state().legalActions();
        if (!m.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]))
            qFatal("a legal action was refused in %s", id.c_str());
    }
    if (!m.state().isOver()) qFatal("%s did not end", id.c_str());
    return m;
}

/// Writes `m` as `<folder>/<id>-<started>.dogtable` whose time is `finished`.
QString save(const Match& m, const QString& folder, const QDateTime& started, const QDateTime& finished) {
    QDir().mkpath(folder);
    const QString path = QDir(folder).filePath(QString::fromStdString(m.gameId()) + QLatin1Char('-') +
                                               started.toString(QStringLiteral("yyyyMMdd-HHmmss")) +
                                               QStringLiteral(".dogtable"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(QByteArray::fromStdString(m.toJson()));
    f.close();
    if (!f.open(QIODevice::ReadWrite) || !f.setFileTime(finished, QFileDevice::FileModificationTime))
        qFatal("cannot set the time of %s", qPrintable(path));
    return path;
}

std::vector<SeatInfo> people(std::initializer_list<const char*> names) {
    std::vector<SeatInfo> seats;
    for (const char* n : names)
        seats.push_back(SeatInfo{n, false, "medium", -1});
    return seats;
}

/// The five games, finished, saved in `folder` (a day apart). Returns their paths.
QStringList fiveFinishedGames(const QString& folder) {
    QStringList paths;
    const QDateTime start(QDate(2026, 3, 1), QTime(18, 0));
    int day = 0;
    for (const char* id : {"doglover", "dig", "kennel", "ciapki", "dogkids"}) {
        auto seats = people({"Ania", "Tomek"});
        seats[1].computer = true;
        seats[1].strength = "easy";
        const Match m = playToTheEnd(id, seats, 100 + static_cast<std::uint64_t>(day));
        const QDateTime started = start.addDays(day++);
        paths << save(m, folder, started, started.addSecs(25 * 60));
    }
    return paths;
}

int scalar(const QString& dbPath, const QString& sql) {
    int value = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(dbPath);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next()) value = q.value(0).toInt();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return value;
}

bool sameGames(const std::vector<GameRecord>& a, const std::vector<GameRecord>& b, QString* why) {
    if (a.size() != b.size()) {
        *why = QStringLiteral("%1 games, not %2").arg(a.size()).arg(b.size());
        return false;
    }
    for (std::size_t i = 0; i < a.size(); ++i) {
        const GameRecord& x = a[i];
        const GameRecord& y = b[i];
        if (x.gameId != y.gameId || x.variant != y.variant || x.started != y.started ||
            x.finished != y.finished || x.durationSeconds != y.durationSeconds || x.moves != y.moves ||
            x.saveFile != y.saveFile || x.seats.size() != y.seats.size()) {
            *why = QStringLiteral("game %1 (%2) differs").arg(i).arg(x.saveFile);
            return false;
        }
        for (std::size_t s = 0; s < x.seats.size(); ++s) {
            const SeatRecord& p = x.seats[s];
            const SeatRecord& q = y.seats[s];
            if (p.seat != q.seat || p.isSeat != q.isSeat || p.name != q.name || p.computer != q.computer ||
                p.level != q.level || p.team != q.team || p.score != q.score || p.winner != q.winner) {
                *why = QStringLiteral("game %1 seat %2 differs").arg(i).arg(s);
                return false;
            }
        }
    }
    return true;
}

const PlayerStats* find(const std::vector<GameStats>& stats, const QString& game, const QString& name) {
    for (const auto& g : stats)
        if (g.gameId == game)
            for (const auto& p : g.players)
                if (p.name == name) return &p;
    return nullptr;
}

} // namespace

class HistoryTest : public QObject {
    Q_OBJECT
private slots:
    void init();
    void finishedGameOfEachGameIsRecorded();
    void recordingTwiceKeepsOneRecord();
    void statisticsOfKnownGames();
    void headToHeadWinRatesAndCsv();
    void migratesFromSchema1();
    void damagedDatabaseIsQuarantinedAndRebuilt();
    void foreignDatabaseIsQuarantined();
    void newerDatabaseIsLeftAlone();
    void readOnlyOpenChangesNothing();
    void twoProcessesWritingAtOnceLoseNothing();
    void profilesCreateRenameRemove();
    void removedProfileGamesStayUnderItsName();

private:
    QTemporaryDir m_dir;
    QString m_data; // this test's app-data folder
    QString path(const QString& name) const { return QDir(m_data).filePath(name); }
};

void HistoryTest::init() {
    QVERIFY(m_dir.isValid());
    m_data = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    QDir(m_data).removeRecursively();
    QVERIFY(QDir().mkpath(m_data));
}

void HistoryTest::finishedGameOfEachGameIsRecorded() {
    const QStringList saves = fiveFinishedGames(path(QStringLiteral("games")));
    HistoryDb db;
    const auto opened = db.open(path(QStringLiteral("history.sqlite")), path(QStringLiteral("quarantine")));
    QVERIFY2(opened.ok, qPrintable(opened.error));
    QVERIFY(opened.created);
    QCOMPARE(db.journalMode(), QStringLiteral("wal"));
    QCOMPARE(db.schemaVersion(), HistoryDb::kSchemaVersion);
    for (const QString& s : saves) {
        auto loaded = Match::load(registry(), QFile::encodeName(s).toStdString());
        QVERIFY2(loaded.ok(), loaded.error.c_str());
        QString error;
        QVERIFY2(db.record(recordOf(*loaded.match, s), &error), qPrintable(error));
    }
    const auto games = db.games();
    QCOMPARE(games.size(), std::size_t(5));
    std::set<QString> ids;
    for (const GameRecord& g : games) {
        ids.insert(g.gameId);
        auto loaded = Match::load(registry(), QFile::encodeName(g.saveFile).toStdString());
        QVERIFY2(loaded.ok(), loaded.error.c_str());
        const Match& m = *loaded.match;
        const ScoreSheet sheet = m.state().scoreSheet();
        QCOMPARE(g.gameId, QString::fromStdString(m.gameId()));
        QCOMPARE(g.durationSeconds, qint64(25 * 60));
        QCOMPARE(g.finished.secsTo(g.started), qint64(-25 * 60));
        QVERIFY(g.moves > 0);
        QCOMPARE(g.seats.size(), sheet.players.size());
        int winners = 0;
        for (std::size_t i = 0; i < sheet.players.size(); ++i) {
            const SeatRecord& s = g.seats[i];
            QCOMPARE(s.score, sheet.players[i].total);
            QCOMPARE(s.winner, sheet.isWinner(static_cast<int>(i)));
            winners += s.winner ? 1 : 0;
            if (i < 2) {
                QVERIFY(s.isSeat);
                QCOMPARE(s.name, i == 0 ? QStringLiteral("Ania") : QStringLiteral("Tomek"));
                QCOMPARE(s.computer, i == 1);
                QCOMPARE(s.level, i == 1 ? QStringLiteral("easy") : QString());
            } else {
                QVERIFY(!s.isSeat); // Ciapki's automaton (Pies) with two players does not play; none here
            }
        }
        QVERIFY2(winners == static_cast<int>(sheet.winners.size()), qPrintable(g.gameId));
        QVERIFY(winners >= 1);
    }
    QCOMPARE(ids, (std::set<QString>{"ciapki", "dig", "dogkids", "doglover", "kennel"}));
    // Ciapki alone: the automaton is recorded, not as a seat, and can be the winner.
    const Match solo = playToTheEnd("ciapki", people({"Ania"}), 3);
    const QString soloSave =
        save(solo, path(QStringLiteral("solo")), QDateTime(QDate(2026, 3, 9), QTime(9, 0)),
             QDateTime(QDate(2026, 3, 9), QTime(9, 10)));
    QString error;
    QVERIFY2(db.record(recordOf(solo, soloSave), &error), qPrintable(error));
    const auto ciapki = db.games(QStringLiteral("ciapki"));
    QCOMPARE(ciapki.size(), std::size_t(2));
    const GameRecord& s = ciapki.back();
    const ScoreSheet sheet = solo.state().scoreSheet();
    QCOMPARE(s.seats.size(), sheet.players.size());
    QCOMPARE(s.seats.size(), std::size_t(2));
    QVERIFY(s.seats[0].isSeat);
    QVERIFY(!s.seats[1].isSeat);
    QCOMPARE(s.seats[1].name, QString::fromStdString(sheet.players[1].name));
    QCOMPARE(s.seats[1].winner, sheet.isWinner(1));
    QCOMPARE(s.seats[0].winner, sheet.isWinner(0));
    // The automaton is an opponent in the statistics (a computer): play test G2 missed it.
    const PlayerStats* pies = find(statistics(ciapki), QStringLiteral("ciapki"), s.seats[1].name);
    QVERIFY(pies);
    QVERIFY(pies->computer);
    QCOMPARE(pies->games, 1);
    QCOMPARE(pies->wins, s.seats[1].winner ? 1 : 0);
}

void HistoryTest::recordingTwiceKeepsOneRecord() {
    const QStringList saves = fiveFinishedGames(path(QStringLiteral("games")));
    HistoryDb db;
    QVERIFY(db.open(path(QStringLiteral("history.sqlite")), path(QStringLiteral("quarantine"))).ok);
    QString error;
    QCOMPARE(db.rebuildFrom(registry(), path(QStringLiteral("games")), &error), 5);
    QCOMPARE(db.rebuildFrom(registry(), path(QStringLiteral("games")), &error), 5);
    QCOMPARE(db.games().size(), std::size_t(5));
    QCOMPARE(scalar(path(QStringLiteral("history.sqlite")), QStringLiteral("SELECT count(*) FROM seats")),
             5 * 2);
}

void HistoryTest::statisticsOfKnownGames() {
    // tests/cli/history_v1.sqlite (made by tests/cli/make_history_fixture.py), by hand:
    //   dig:    Ania 30 W, Tomek 25 | Ania 22, Tomek 28 W | Ania 35 W, Tomek 20, Computer 18
    //   kennel: Ania 10, Tomek 12 W | Ania 15 W, Tomek 15 W (shared)
    HistoryDb db;
    QVERIFY(db.openReadOnly(fixture()).ok);
    const auto games = db.games();
    QCOMPARE(games.size(), std::size_t(5));
    const auto stats = statistics(games);
    QCOMPARE(stats.size(), std::size_t(3)); // dig, kennel, every game
    QCOMPARE(stats[0].gameId, QStringLiteral("dig"));
    QCOMPARE(stats[0].games, 3);
    QCOMPARE(stats[1].gameId, QStringLiteral("kennel"));
    QCOMPARE(stats[1].games, 2);
    QCOMPARE(stats[2].gameId, QString());
    QCOMPARE(stats[2].games, 5);

    const PlayerStats* a = find(stats, QStringLiteral("dig"), QStringLiteral("Ania"));
    QVERIFY(a);
    QCOMPARE(a->games, 3);
    QCOMPARE(a->wins, 2);
    QCOMPARE(a->bestScore, 35);
    QCOMPARE(a->meanScore, 29.0); // (30 + 22 + 35) / 3
    QCOMPARE(a->streak, 1);
    QCOMPARE(a->bestStreak, 1);
    QCOMPARE(a->lastPlayed.toUTC(), QDateTime(QDate(2026, 1, 5), QTime(12, 0), Qt::UTC));
    const PlayerStats* t = find(stats, QStringLiteral("dig"), QStringLiteral("Tomek"));
    QVERIFY(t);
    QCOMPARE(t->wins, 1);
    QCOMPARE(t->bestScore, 28);
    QVERIFY(qAbs(t->meanScore - 73.0 / 3.0) < 1e-9);
    QCOMPARE(t->streak, 0);
    const PlayerStats* c = find(stats, QStringLiteral("dig"), QStringLiteral("Computer"));
    QVERIFY(c && c->computer && c->games == 1 && c->wins == 0 && c->bestScore == 18);
    // A shared win counts for both.
    const PlayerStats* kt = find(stats, QStringLiteral("kennel"), QStringLiteral("Tomek"));
    QVERIFY(kt && kt->wins == 2 && kt->streak == 2 && kt->bestStreak == 2 && kt->winRate == 1.0);
    QCOMPARE(stats[1].players.front().name, QStringLiteral("Tomek")); // most wins first
    // Every game: Ania W L W L W, Tomek L W L W W.
    const PlayerStats* aa = find(stats, QString(), QStringLiteral("Ania"));
    const PlayerStats* ta = find(stats, QString(), QStringLiteral("Tomek"));
    QVERIFY(aa && ta);
    QCOMPARE(aa->games, 5);
    QCOMPARE(aa->wins, 3);
    QCOMPARE(aa->winRate, 0.6);
    QVERIFY(qAbs(aa->meanScore - 22.4) < 1e-9);
    QCOMPARE(aa->streak, 1);
    QCOMPARE(aa->bestStreak, 1);
    QCOMPARE(ta->wins, 3);
    QCOMPARE(ta->meanScore, 20.0);
    QCOMPARE(ta->streak, 2);
    QCOMPARE(ta->bestStreak, 2);
    // Ties on wins and rate: by name.
    QCOMPARE(stats[2].players[0].name, QStringLiteral("Ania"));
    QCOMPARE(stats[2].players[1].name, QStringLiteral("Tomek"));
    // Durations and start times come through.
    QCOMPARE(games[0].durationSeconds, qint64(30 * 60));
    QCOMPARE(games[0].moves, -1); // schema 1 has no move count
}

void HistoryTest::headToHeadWinRatesAndCsv() {
    // The fixture again (see statisticsOfKnownGames), by hand.
    HistoryDb db;
    QVERIFY(db.openReadOnly(fixture()).ok);
    const auto games = db.games();
    const PlayerKey ania{-1, QStringLiteral("Ania"), false};
    const PlayerKey tomek{-1, QStringLiteral("Tomek"), false};
    const PlayerKey computer{-1, QStringLiteral("Computer"), true};
    HeadToHead h = headToHead(games, ania, tomek);
    QCOMPARE(h.games, 5);
    QCOMPARE(h.firstWins, 3);   // dig 1, dig 3, kennel 2 (shared)
    QCOMPARE(h.secondWins, 3);  // dig 2, kennel 1, kennel 2 (shared)
    QCOMPARE(h.firstAhead, 2);  // 30 > 25, 35 > 20
    QCOMPARE(h.secondAhead, 2); // 28 > 22, 12 > 10; 15 = 15 is neither
    h = headToHead(games, tomek, ania, QStringLiteral("dig"));
    QCOMPARE(h.games, 3);
    QCOMPARE(h.firstWins, 1);
    QCOMPARE(h.secondWins, 2);
    h = headToHead(games, ania, computer);
    QCOMPARE(h.games, 1);
    QCOMPARE(h.firstWins, 1);
    QCOMPARE(h.secondWins, 0);
    // A person and a computer of the same name are two players.
    QCOMPARE(headToHead(games, ania, PlayerKey{-1, QStringLiteral("Computer"), false}).games, 0);

    const auto rates = winRateOverTime(games, ania);
    QCOMPARE(rates.size(), std::size_t(5));
    const double want[] = {1.0, 0.5, 2.0 / 3.0, 0.5, 0.6}; // W L W L W
    for (std::size_t i = 0; i < rates.size(); ++i)
        QVERIFY2(qAbs(rates[i].second - want[i]) < 1e-9, qPrintable(QString::number(i)));
    QCOMPARE(rates[4].first.toUTC(), QDateTime(QDate(2026, 1, 7), QTime(12, 0), Qt::UTC));
    QCOMPARE(winRateOverTime(games, tomek, QStringLiteral("kennel")).back().second, 1.0);

    const QString csv = statisticsCsv(statistics(games));
    const QStringList lines = csv.split(QStringLiteral("\r\n"));
    QCOMPARE(lines.front(),
             QStringLiteral("game,player,computer,games,wins,win_rate,best_score,mean_score,streak,"
                            "best_streak,last_played"));
    QCOMPARE(lines.size(),
             1 + 3 + 2 + 3 + 1); // header, dig 3, kennel 2, every game 3, "" after the last CRLF
    QCOMPARE(lines[1], QStringLiteral("dig,Ania,0,3,2,0.6667,35,29.00,1,1,2026-01-05T12:00:00Z"));
    QCOMPARE(lines[3], QStringLiteral("dig,Computer,1,1,0,0.0000,18,18.00,0,0,2026-01-05T12:00:00Z"));
    QCOMPARE(lines[6], QStringLiteral(",Ania,0,5,3,0.6000,35,22.40,1,1,2026-01-07T12:00:00Z"));
    // Quoted where needed.
    GameStats odd;
    odd.gameId = QStringLiteral("dig");
    PlayerStats p;
    p.name = QStringLiteral("Kowalski, \"Rex\"");
    odd.players.push_back(p);
    QVERIFY(statisticsCsv({odd}).contains(QStringLiteral("dig,\"Kowalski, \"\"Rex\"\"\",0,")));
}

void HistoryTest::migratesFromSchema1() {
    const QString file = path(QStringLiteral("history.sqlite"));
    QVERIFY(QFile::copy(fixture(), file));
    QFile(file).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    std::vector<GameRecord> before;
    {
        HistoryDb old;
        QVERIFY(old.openReadOnly(file).ok);
        QCOMPARE(old.schemaVersion(), 1);
        before = old.games();
    }
    HistoryDb db;
    const auto opened = db.open(file, path(QStringLiteral("quarantine")));
    QVERIFY2(opened.ok, qPrintable(opened.error));
    QCOMPARE(opened.migratedFrom, 1);
    QVERIFY(!opened.created);
    QVERIFY(opened.quarantinedTo.isEmpty());
    QCOMPARE(db.schemaVersion(), HistoryDb::kSchemaVersion);
    QCOMPARE(db.journalMode(), QStringLiteral("wal"));
    QVERIFY(db.profiles().empty()); // schema 3's table is there
    QString why;
    QVERIFY2(sameGames(db.games(), before, &why), qPrintable(why));
    // The new columns are there and take a game.
    const QStringList saves = fiveFinishedGames(path(QStringLiteral("games")));
    auto loaded = Match::load(registry(), QFile::encodeName(saves[0]).toStdString());
    QString error;
    QVERIFY2(db.record(recordOf(*loaded.match, saves[0]), &error), qPrintable(error));
    QCOMPARE(db.games().size(), std::size_t(6));
    QVERIFY(db.games().back().moves > 0);
    db.close();
    QCOMPARE(scalar(file, QStringLiteral("PRAGMA user_version")), HistoryDb::kSchemaVersion);
    QCOMPARE(scalar(file, QStringLiteral("SELECT count(*) FROM seats WHERE is_seat = 1")), 11 + 2);
    // Opening again migrates nothing.
    HistoryDb again;
    const auto reopened = again.open(file, path(QStringLiteral("quarantine")));
    QVERIFY(reopened.ok && reopened.migratedFrom == 0 && !reopened.created);
    QCOMPARE(again.games().size(), std::size_t(6));
}

void HistoryTest::damagedDatabaseIsQuarantinedAndRebuilt() {
    const QString games = path(QStringLiteral("games"));
    fiveFinishedGames(games);
    // An unfinished game is no record.
    Setup setup;
    setup.players = 2;
    auto unfinished = Match::create(registry(), "dig", setup, people({"Ania", "Tomek"}), 5);
    QVERIFY(unfinished);
    save(*unfinished, games, QDateTime(QDate(2026, 3, 20), QTime(10, 0)),
         QDateTime(QDate(2026, 3, 20), QTime(10, 5)));
    const QString file = path(QStringLiteral("history.sqlite"));
    std::vector<GameRecord> before;
    {
        HistoryDb db;
        QVERIFY(db.open(file, path(QStringLiteral("quarantine"))).ok);
        QString error;
        QCOMPARE(db.rebuildFrom(registry(), games, &error), 5);
        before = db.games();
    }
    QCOMPARE(before.size(), std::size_t(5));
    // Damage: the first pages overwritten (a disk error, another program).
    QByteArray bytes;
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        bytes = f.readAll();
        f.seek(0);
        f.write(QByteArray(4096, '\x5a'));
    }
    HistoryDb db;
    const auto opened = db.open(file, path(QStringLiteral("quarantine")));
    QVERIFY2(opened.ok, qPrintable(opened.error));
    QVERIFY(opened.created);
    QVERIFY(!opened.quarantineReason.isEmpty());
    QVERIFY(opened.quarantinedTo.startsWith(path(QStringLiteral("quarantine/history.sqlite.damaged-"))));
    QVERIFY(QFileInfo(opened.quarantinedTo).isFile());
    QVERIFY(db.games().empty());
    QString error;
    QCOMPARE(db.rebuildFrom(registry(), games, &error), 5);
    QString why;
    QVERIFY2(sameGames(db.games(), before, &why), qPrintable(why));
    QCOMPARE(db.journalMode(), QStringLiteral("wal"));
}

void HistoryTest::foreignDatabaseIsQuarantined() {
    const QString file = path(QStringLiteral("history.sqlite"));
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        other.setDatabaseName(file);
        QVERIFY(other.open());
        QSqlQuery q(other);
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE recipes (name TEXT)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO recipes VALUES ('soup')")));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    HistoryDb db;
    const auto opened = db.open(file, path(QStringLiteral("quarantine")));
    QVERIFY2(opened.ok, qPrintable(opened.error));
    QVERIFY(!opened.quarantinedTo.isEmpty());
    QVERIFY(opened.quarantineReason.contains(QStringLiteral("not a Dogtable history database")));
    QCOMPARE(scalar(opened.quarantinedTo, QStringLiteral("SELECT count(*) FROM recipes")), 1); // kept whole
    QCOMPARE(db.schemaVersion(), HistoryDb::kSchemaVersion);
}

void HistoryTest::newerDatabaseIsLeftAlone() {
    const QString file = path(QStringLiteral("history.sqlite"));
    {
        HistoryDb db;
        QVERIFY(db.open(file, path(QStringLiteral("quarantine"))).ok);
    }
    QCOMPARE(scalar(file, QStringLiteral("PRAGMA user_version = 99")), -1); // a pragma that sets gives no row
    QCOMPARE(scalar(file, QStringLiteral("PRAGMA user_version")), 99);
    HistoryDb db;
    const auto opened = db.open(file, path(QStringLiteral("quarantine")));
    QVERIFY(!opened.ok);
    QVERIFY(opened.error.contains(QStringLiteral("newer")));
    QVERIFY(!QDir(path(QStringLiteral("quarantine"))).exists());
    QString error;
    QVERIFY(!db.record(GameRecord{}, &error));
    QCOMPARE(scalar(file, QStringLiteral("PRAGMA user_version")), 99);
}

void HistoryTest::readOnlyOpenChangesNothing() {
    const QString file = path(QStringLiteral("history.sqlite"));
    QFile damaged(file);
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    damaged.write(QByteArray("not a database at all").repeated(50));
    damaged.close();
    HistoryDb db;
    const auto opened = db.openReadOnly(file);
    QVERIFY(!opened.ok);
    QVERIFY(!opened.error.isEmpty());
    QCOMPARE(QDir(m_data).entryList(QDir::Files | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("history.sqlite")});
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("not a database at all").repeated(50));
    QVERIFY(!db.openReadOnly(path(QStringLiteral("missing.sqlite"))).ok);
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("missing.sqlite"))));
}

void HistoryTest::twoProcessesWritingAtOnceLoseNothing() {
    const QString file = path(QStringLiteral("history.sqlite"));
    constexpr int kEach = 150;
    QProcess a, b;
    const QString self = QCoreApplication::applicationFilePath();
    a.start(self, {QStringLiteral("--writer"), file, QStringLiteral("a"), QString::number(kEach)});
    b.start(self, {QStringLiteral("--writer"), file, QStringLiteral("b"), QString::number(kEach)});
    QVERIFY(a.waitForFinished(120000));
    QVERIFY(b.waitForFinished(120000));
    QVERIFY2(a.exitCode() == 0, a.readAllStandardError().constData());
    QVERIFY2(b.exitCode() == 0, b.readAllStandardError().constData());
    HistoryDb db;
    QVERIFY(db.open(file, path(QStringLiteral("quarantine"))).ok);
    const auto games = db.games();
    QCOMPARE(games.size(), std::size_t(2 * kEach));
    std::set<QString> files;
    for (const auto& g : games) {
        files.insert(g.saveFile);
        QCOMPARE(g.seats.size(), std::size_t(2));
    }
    QCOMPARE(files.size(), std::size_t(2 * kEach));
}

void HistoryTest::profilesCreateRenameRemove() {
    HistoryDb db;
    QVERIFY(db.open(path(QStringLiteral("history.sqlite")), path(QStringLiteral("quarantine"))).ok);
    qint64 ania = -1, tomek = -1;
    QCOMPARE(db.createProfile(QStringLiteral("  Ania "), 2, QStringLiteral("beagle"), &ania),
             ProfileError::None);
    QCOMPARE(db.createProfile(QStringLiteral("Tomek"), -1, QString(), &tomek), ProfileError::None);
    QVERIFY(ania > 0 && tomek > 0 && ania != tomek);
    QCOMPARE(db.createProfile(QStringLiteral("ANIA"), 0, QString()), ProfileError::Taken);
    QCOMPARE(db.createProfile(QStringLiteral("   "), 0, QString()), ProfileError::Empty);
    QCOMPARE(db.createProfile(QString(41, QLatin1Char('x')), 0, QString()), ProfileError::TooLong);
    // 40 characters, counted as characters (Ł is two bytes in UTF-8).
    QCOMPARE(db.createProfile(QString(40, QChar(0x141)), 0, QString()), ProfileError::None);
    auto list = db.profiles();
    QCOMPARE(list.size(), std::size_t(3));
    QCOMPARE(list[0].name, QStringLiteral("Ania")); // trimmed, sorted by name
    QCOMPARE(list[0].colour, 2);
    QCOMPARE(list[0].avatar, QStringLiteral("beagle"));
    QVERIFY(list[0].created.isValid());
    QCOMPARE(list[1].name, QStringLiteral("Tomek"));
    QCOMPARE(db.renameProfile(tomek, QStringLiteral("ania")), ProfileError::Taken);
    QCOMPARE(db.renameProfile(tomek, QStringLiteral("Tomasz")), ProfileError::None);
    QCOMPARE(db.renameProfile(ania, QStringLiteral("ania")), ProfileError::None); // its own name, other case
    QCOMPARE(db.setProfileLook(tomek, 4, QStringLiteral("poodle")), ProfileError::None);
    QCOMPARE(db.removeProfile(tomek), ProfileError::None);
    QCOMPARE(db.removeProfile(tomek), ProfileError::NotFound);
    QCOMPARE(db.renameProfile(tomek, QStringLiteral("Tom")), ProfileError::NotFound);
    list = db.profiles();
    QCOMPARE(list.size(), std::size_t(2));
    QCOMPARE(list[0].name, QStringLiteral("ania"));
    // A removed profile's name is free again.
    QCOMPARE(db.createProfile(QStringLiteral("Tomasz"), -1, QString()), ProfileError::None);
    // Kept across opening again.
    db.close();
    HistoryDb again;
    QVERIFY(again.open(path(QStringLiteral("history.sqlite")), path(QStringLiteral("quarantine"))).ok);
    QCOMPARE(again.profiles().size(), std::size_t(3));
    // Read-only: no change.
    HistoryDb reader;
    QVERIFY(reader.openReadOnly(path(QStringLiteral("history.sqlite"))).ok);
    QCOMPARE(reader.createProfile(QStringLiteral("Ola"), -1, QString()), ProfileError::Database);
}

void HistoryTest::removedProfileGamesStayUnderItsName() {
    HistoryDb db;
    QVERIFY(db.open(path(QStringLiteral("history.sqlite")), path(QStringLiteral("quarantine"))).ok);
    qint64 ania = -1;
    QCOMPARE(db.createProfile(QStringLiteral("Ania"), 1, QStringLiteral("beagle"), &ania),
             ProfileError::None);
    auto game = [](const QString& file, const QString& first, bool firstWins) {
        GameRecord g;
        g.gameId = QStringLiteral("dig");
        g.finished = QDateTime(QDate(2026, 2, 1), QTime(12, 0)).addDays(file.size());
        g.saveFile = file;
        for (int s = 0; s < 2; ++s) {
            SeatRecord r;
            r.seat = s;
            r.name = s == 0 ? first : QStringLiteral("Tomek");
            r.score = 10 + s;
            r.winner = (s == 0) == firstWins;
            g.seats.push_back(r);
        }
        return g;
    };
    QString error;
    QVERIFY(db.record(game(QStringLiteral("/s/1"), QStringLiteral("ania"), true), &error)); // case aside
    QVERIFY(db.record(game(QStringLiteral("/s/22"), QStringLiteral("Ania"), false), &error));
    auto games = db.games();
    QCOMPARE(games.size(), std::size_t(2));
    QCOMPARE(games[0].seats[0].profile, ania);
    QCOMPARE(games[0].seats[1].profile, qint64(-1)); // Tomek is a guest
    // Renamed: the games follow the profile.
    QCOMPARE(db.renameProfile(ania, QStringLiteral("Anna")), ProfileError::None);
    auto stats = statistics(db.games());
    const PlayerStats* anna = find(stats, QStringLiteral("dig"), QStringLiteral("Anna"));
    QVERIFY(anna);
    QCOMPARE(anna->games, 2);
    QCOMPARE(anna->wins, 1);
    QCOMPARE(anna->profile, ania);
    // Removed: its games stay under its name; a guest called Ania later is someone else.
    QCOMPARE(db.removeProfile(ania), ProfileError::None);
    QVERIFY(db.record(game(QStringLiteral("/s/333"), QStringLiteral("Ania"), true), &error));
    games = db.games();
    QCOMPARE(games.size(), std::size_t(3));
    QCOMPARE(games[0].seats[0].profileName, QStringLiteral("Anna"));
    QCOMPARE(games[0].seats[0].name, QStringLiteral("ania")); // the name typed at the table stays too
    QCOMPARE(games[2].seats[0].profile, qint64(-1));
    stats = statistics(games);
    anna = find(stats, QStringLiteral("dig"), QStringLiteral("Anna"));
    QVERIFY(anna && anna->games == 2 && anna->wins == 1);
    const PlayerStats* guest = find(stats, QStringLiteral("dig"), QStringLiteral("Ania"));
    QVERIFY(guest && guest->games == 1 && guest->profile == -1);
    QCOMPARE(find(stats, QStringLiteral("dig"), QStringLiteral("Tomek"))->games, 3);
}

/// The writer process: opens DB (both processes may create it at once) and records N games, one
/// transaction each, named PREFIX-i.
static int writer(const QString& file, const QString& prefix, int n) {
    HistoryDb db;
    const auto opened = db.open(file, QFileInfo(file).absolutePath() + QStringLiteral("/quarantine"));
    if (!opened.ok) {
        std::fprintf(stderr, "open: %s\n", qPrintable(opened.error));
        return 1;
    }
    for (int i = 0; i < n; ++i) {
        GameRecord g;
        g.gameId = QStringLiteral("dig");
        g.variant = QStringLiteral("first=1");
        g.finished = QDateTime::currentDateTime();
        g.saveFile = QStringLiteral("/saves/%1-%2.dogtable").arg(prefix).arg(i);
        g.moves = i;
        for (int s = 0; s < 2; ++s) {
            SeatRecord r;
            r.seat = s;
            r.name = s == 0 ? prefix : QStringLiteral("Tomek");
            r.score = i + s;
            r.winner = s == 1;
            g.seats.push_back(r);
        }
        QString error;
        if (!db.record(g, &error)) {
            std::fprintf(stderr, "record %d: %s\n", i, qPrintable(error));
            return 1;
        }
    }
    return 0;
}

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    if (argc == 5 && std::strcmp(argv[1], "--writer") == 0)
        return writer(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]), std::atoi(argv[4]));
    HistoryTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "history_test.moc"
