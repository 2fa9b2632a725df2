// The desktop shell, driven as a player would: through the main window and its match controller.
#include <QAbstractTextDocumentLayout>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTranslator>
#include <QtCharts/QChartView>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtTest/QtTest>
#include <algorithm>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "../core/toy_game.h"
#include "app_context.h"
#include "catalogue.h"
#include "dogtable/core/component_data.h"
#if __has_include("ciapki/rules/ciapki_data.h")
#include "ciapki/rules/ciapki_data.h"
#define DOGTABLE_HAS_CIAPKI_DATA 1
#endif
#if __has_include("dogkids/rules/dogkids_data.h")
#include "dogkids/rules/dogkids_data.h"
#include "dogkids/rules/dogkids_state.h"
#include "dogkids/view/dogkids_art.h"
#include "doglover/view/doglover_art.h"
#define DOGTABLE_HAS_DOGKIDS_DATA 1
#endif
#if __has_include("kennel/rules/kennel_data.h")
#include "kennel/rules/kennel_data.h"
#define DOGTABLE_HAS_KENNEL_DATA 1
#endif
#include "builtin_context.h"
#include "dogtable/core/text.h"
#include "dogtable/ui/game_table.h"
#include "dogtable/ui/game_view.h"
#include "dogtable/ui/style.h"
#include "fixture_games.h"
#include "game_picker.h"
#include "hand_over_screen.h"
#include "main_window.h"
#include "match_controller.h"
#include "new_game_dialog.h"
#include "players_page.h"
#include "replay_window.h"
#include "rules_browser.h"
#include "save_files.h"
#include "score_chart.h"
#include "score_sheet_dialog.h"
#include "screenshot.h"
#include "settings.h"
#include "settings_dialog.h"
#include "side_panel.h"
#include "sounds.h"
#include "statistics_page.h"
#include "theme.h"

using namespace dogtable;
using namespace dogtable::app;

namespace {

AppContext& context() {
    static AppContext c = [] {
        AppContext ctx;
        fixture::registerAll(ctx);
        return ctx;
    }();
    return c;
}

/// The game the shell is tried on: dig when it has a table, else the first built-in game with one,
/// else the toy game.
QString primaryGame() {
    if (context().playable("dig")) return QStringLiteral("dig");
    for (const GameInfo* g : context().playableGames())
        if (g->id != "toy" && g->id != "nim") return qs(g->id);
    return QStringLiteral("toy");
}

Match makeMatch(const QString& game, std::vector<SeatInfo> seats, std::uint64_t seed = 7) {
    const GameInfo* info = context().games.find(game.toStdString());
    Setup setup;
    setup.players = static_cast<int>(seats.size());
    (void)info;
    auto m = Match::create(context().games, game.toStdString(), setup, std::move(seats), seed);
    if (!m) qFatal("cannot create %s: %s", qPrintable(game), m.error().c_str());
    return std::move(m.value());
}

std::vector<SeatInfo> humans(int n) {
    static const char* names[] = {"Ania", "Bartek", "Celina", "Darek"};
    std::vector<SeatInfo> seats;
    for (int s = 0; s < n; ++s)
        seats.push_back(SeatInfo{names[s], false, "medium", -1});
    return seats;
}

struct Recorded {
    QStringList asked;
    QStringList told;
    QStringList chosen;
    bool answer = true;
    int choice = -1;  // the button a three-way question gets
    QString savePath; // what the file dialog gives
};

void recordPrompts(MainWindow& w, Recorded& r) {
    w.setPrompts(
        [&r](const QString& title, const QString& text) {
            r.asked << title + QStringLiteral(": ") + text;
            return r.answer;
        },
        [&r](const QString& title, const QString& text) { r.told << title + QStringLiteral(": ") + text; },
        [&r](const QString& title, const QString& text, const QStringList&) {
            r.chosen << title + QStringLiteral(": ") + text;
            return r.choice;
        },
        [&r](const QString&, const QString&) { return r.savePath; });
}

/// The app-data folder of the tests (QStandardPaths test mode).
QString dataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

/// Plays `moves` human decisions through the controller (confirming hand-overs), choosing among
/// the legal actions with `rng`. Stops early at the end of the game.
bool drive(MainWindow& w, int moves, Rng& rng) {
    MatchController& c = w.controller();
    for (int done = 0; done < moves;) {
        QElapsedTimer t;
        t.start();
        while (!(c.humanToAct() || c.handOverPending() || c.state().isOver())) {
            if (t.elapsed() > 30000) return false;
            QTest::qWait(1);
        }
        if (c.state().isOver()) return true;
        if (c.handOverPending()) {
            c.confirmHandOver();
            continue;
        }
        const auto legal = c.state().legalActions();
        if (legal.empty()) return false;
        if (!c.playHuman(legal[rng.below(static_cast<std::uint32_t>(legal.size()))])) return false;
        ++done;
    }
    return true;
}

/// Waits until the flow rests: a human must act, the hand-over screen waits, or the game is over.
bool settle(MatchController& c) {
    QElapsedTimer t;
    t.start();
    while (!(c.humanToAct() || c.handOverPending() || c.state().isOver())) {
        if (t.elapsed() > 30000) return false;
        QTest::qWait(1);
    }
    return true;
}

std::uint64_t hashAfter(const Match& m, std::size_t count) {
    auto replay = makeMatch(qs(m.gameId()), m.seats(), m.seed());
    for (std::size_t i = 0; i < count; ++i) {
        if (replay.state().isChance())
            replay.resolveChance();
        else if (!replay.play(m.actions()[i]))
            qFatal("replay failed");
    }
    return replay.state().hash();
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

void writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) qFatal("cannot write %s", qPrintable(path));
    f.write(bytes);
}

} // namespace

class AppTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void pickerListsGamesWithCovers();
    void pickerShowsTheNewestSavedGamesFirst();
    void savedGamesOfOneMinuteReadApart();
    void pickerMakesOnlyTheRowsShown();
    void pickerNamesEveryGameWhole();
    void pickerCardsOfARowLineUp();
    void pickerShowsEveryGameAt1024();
    void libraryIndexReplaysOnlyWhatChanged();
    void newGameDialogChecksSetup();
    void playsThroughTheShell();
    void refusesIllegalActionsWithReason();
    void undoRedoFair();
    void undoSkipsComputerMoves();
    void saveAndOpenGiveTheSameState();
    void damagedFilesAreRefused();
    void partialReplayOffersEarlierMove();
    void handOverBetweenHumans();
    void handOverShowsTheProfilesAvatar();
    void seatColoursAsTheGameGivesThemAndKeptAfterRemoval();
    void dogKidsSeatsInTheirDogsColours();
    void noHandOverForComputers();
    void noHandOverWithoutHiddenInformation();
    void autosaveAndResume();
    void newGameNeverRemovesAnother();
    void finishedGamesStayInTheLibrary();
    void finishedGameGoesIntoTheHistory();
    void damagedHistoryIsQuarantinedAndRebuiltAtStart();
    void playersPageAndProfilesInTheNewGameDialog();
    void statisticsPageShowsTheHistory();
    void statisticsFitASmallScreenInEveryLanguage();
    void dogKidsSetupShowsTheDogsColours();
    void statisticsListPiesAsAnOpponent();
    void statisticsKeepColoursAndShowEveryDot();
    void statisticsFitTheWindow();
    void statisticsTimeTicksFallOnWholeSteps();
    void statisticsDrawPlayersInTheirTablesColours();
    void statisticsWinRateDotsAreWhole();
    void headToHeadStartsWithTwoWhoMetMost();
    void defaultSeatNamesAreOnePlayerInEveryLanguage();
    void playersPageNamesTheColours();
    void scoreChartOnTheFinalSheet();
    void scoreChartLinesStandOutFromThePaper();
    void desktopHabits();
    void soundsAreOffInTestsAndMuteIsRemembered();
    void threeProfilesFiveGames();
    void profileColoursAndAvatarsAtTheTable();
    void damagedSavesAreQuarantinedAtStart();
    void correctedComponentsAreCheckedAndGamesKept();
    void correctedCiapkiDogsPlayInTheApp();
    void correctedDigComponentsScoreInTheApp();
    void correctedDogKidsBoardPlaysInTheApp();
    void correctedKennelMapPlaysInTheApp();
    void unwritableDataFolderFallsBack();
    void failingAutosaveAsksBeforeTheGameIsLost();
    void fairUndoTakesBackComputerReplies();
    void piesDiceAreShownOneByOne();
    void hintButtonSuggestsAndChangesNothing();
    void rulesWindowStaysOnTheScreen();
    void scoreSheetAtTheEnd();
    void rulesBrowser();
    void rulesBrowserSpeaksTheAppsLanguage();
    void rulesBrowserContentsShowWholeHeadings();
    void rulesContentsWrapUnderTheirIndent();
    void rulesPagesNeedNoSidewaysScrolling();
    void settingsTakeEffect();
    void languageNoticeIsInTheChosenLanguage();
    void settingsSayWhenAnotherLanguageComes();
    void settingsExplainTheUndoChosen();
    void tableSignalsReachTheShell();
    void undoWhileComputerThinks();
    void screenshots();
    void tableHintsDoNotOutliveTheMove();
    void ciapkiSoloNamesPiesAsWinner();
    void tableStaysOnTheHumansSeatAtTheEnd();
    void scoreSheetFitsTheWindow();
    void scoreSheetShowsEveryRowAt1024();
    void dogLoverCardNamesPartAsGermanDoes();
    void digScoreSheetSaysWhyScoresFall();
    void firstWindowUsesALargeScreen();
    void windowOpensMaximizedOnASmallScreen();
    void logNotesKeepTheirIndentWhenWrapped();
    void statusStripKeepsTheStatusBesideANotice();
    void statusTakesASecondLineBesideAHint();
    void longHintLeavesTheTableInPlaceInEveryGameAndLanguage();
    void hintedLogLineHasOneParenthesis();
    void scoreSheetLinesShowWholeInEveryLanguage();
    void kennelDriveSaysItsGasInPolishForms();
    void finishedGameTitleNamesARenamedProfileByItsNewName();

private:
    QTemporaryDir m_dir;
};

void AppTest::initTestCase() {
    // Everything the app writes stays in this test's own folders (home, documents, temporary files).
    QVERIFY(m_dir.isValid());
    qputenv("HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("home"))));
    qputenv("TMPDIR", QFile::encodeName(m_dir.filePath(QStringLiteral("tmp"))));
    QDir().mkpath(m_dir.filePath(QStringLiteral("tmp")));
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DogtableTest"));
    QCoreApplication::setApplicationName(QStringLiteral("DogtableTest"));
    ui::setAnimationFactor(0.0);
    QVERIFY(m_dir.isValid());
    qInfo("primary game: %s", qPrintable(primaryGame()));
}

void AppTest::init() {
    // Every test starts without saved games and with the default settings.
    QDir(dataFolder()).removeRecursively();
    QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).removeRecursively();
    QDir(QStandardPaths::writableLocation(QStandardPaths::TempLocation) + QStringLiteral("/Dogtable games"))
        .removeRecursively();
    QSettings().clear();
    ui::setAnimationFactor(0.0);
}

/// The picker lists the newest five games of each list and a button for the rest: every row is a few
/// widgets, and a player with 64 saved games waited 150 ms more for the first window (a fresh HOME's
/// 205 ms against 355 ms under Xvfb) before the list was cut.
void AppTest::pickerShowsTheNewestSavedGamesFirst() {
    GamePicker picker(context());
    QList<SavedGameRow> unfinished;
    QList<SavedGameRow> finished;
    for (int i = 0; i < 12; ++i)
        unfinished << SavedGameRow{QStringLiteral("/saves/u%1.dogtable").arg(i),
                                   QStringLiteral("Dig — Ania %1").arg(i),
                                   QStringLiteral("moves: %1").arg(i)};
    for (int i = 0; i < 3; ++i)
        finished << SavedGameRow{QStringLiteral("/saves/f%1.dogtable").arg(i),
                                 QStringLiteral("Dig — Bartek %1").arg(i),
                                 QStringLiteral("moves: %1").arg(i)};
    picker.setSavedGames(unfinished, finished);
    picker.resize(1024, 700);
    picker.show();
    QApplication::processEvents();
    auto* continueList = picker.findChild<QWidget*>(QStringLiteral("continueList"));
    auto* finishedList = picker.findChild<QWidget*>(QStringLiteral("finishedList"));
    QVERIFY(continueList && finishedList);
    const auto opens = [](QWidget* list) {
        return list->findChildren<QPushButton*>(QStringLiteral("openSaved"));
    };
    QCOMPARE(opens(continueList).size(), GamePicker::kRowsShown);
    QCOMPARE(opens(finishedList).size(), 3);
    QVERIFY(finishedList->findChild<QPushButton*>(QStringLiteral("showAllSaved")) == nullptr);
    // The newest first (the list comes newest first), and the rest behind one button that says how many.
    QCOMPARE(opens(continueList).front()->toolTip(), unfinished.front().title);
    auto* more = continueList->findChild<QPushButton*>(QStringLiteral("showAllSaved"));
    QVERIFY(more);
    QVERIFY2(more->text().contains(QStringLiteral("12")), qPrintable(more->text()));
    QCOMPARE(picker.unfinishedCount(), 12); // the whole list is still known
    QSignalSpy requested(&picker, &GamePicker::savedGameRequested);
    more->click();
    QTRY_COMPARE(opens(continueList).size(), 12);
    QVERIFY(continueList->findChild<QPushButton*>(QStringLiteral("showAllSaved")) == nullptr);
    // The focus is on the first game the button had hidden, and every row opens its game.
    QTRY_COMPARE(QApplication::focusWidget(), opens(continueList)[GamePicker::kRowsShown]);
    opens(continueList).back()->click();
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.front().front().toString(), unfinished.back().path);
    // Shown again (a game deleted): the list stays open.
    unfinished.removeLast();
    picker.setSavedGames(unfinished, finished);
    QCOMPARE(opens(continueList).size(), 11);
    // And folds back (play tester: once opened it could not be): "Show fewer" under the whole list
    // (only there), then the first rows and "Show all" again, with the focus on it.
    QVERIFY(finishedList->findChild<QPushButton*>(QStringLiteral("showFewerSaved")) == nullptr);
    auto* fewer = continueList->findChild<QPushButton*>(QStringLiteral("showFewerSaved"));
    QVERIFY(fewer);
    QTRY_VERIFY(fewer->isVisible());
    QVERIFY(fewer->mapTo(continueList, QPoint(0, 0)).y() >
            opens(continueList).back()->mapTo(continueList, QPoint(0, 0)).y());
    fewer->click();
    QTRY_COMPARE(opens(continueList).size(), GamePicker::kRowsShown);
    QVERIFY(continueList->findChild<QPushButton*>(QStringLiteral("showFewerSaved")) == nullptr);
    more = continueList->findChild<QPushButton*>(QStringLiteral("showAllSaved"));
    QVERIFY(more && more->text().contains(QStringLiteral("11")));
    QTRY_COMPARE(QApplication::focusWidget(), more);
}

/// The picker makes only the rows it shows (the window made rows for up to 500 unfinished and 100
/// finished games, and showed five of each), and "Show all" says how many there are, all of them.
void AppTest::pickerMakesOnlyTheRowsShown() {
    GamePicker picker(context());
    int made = 0;
    SavedGameList many;
    many.size = 640;
    many.row = [&made](qsizetype i) {
        ++made;
        return SavedGameRow{QStringLiteral("/saves/u%1.dogtable").arg(i),
                            QStringLiteral("Dig — Ania %1").arg(i), QStringLiteral("moves: %1").arg(i)};
    };
    picker.setSavedGames(many, {});
    picker.resize(1024, 700);
    picker.show();
    QApplication::processEvents();
    QCOMPARE(made, GamePicker::kRowsShown);
    QCOMPARE(picker.unfinishedGames().size(), GamePicker::kRowsShown);
    QCOMPARE(picker.unfinishedCount(), 640);
    QVERIFY(picker.resumeOffered());
    auto* continueList = picker.findChild<QWidget*>(QStringLiteral("continueList"));
    auto* more = continueList->findChild<QPushButton*>(QStringLiteral("showAllSaved"));
    QVERIFY(more);
    QVERIFY2(more->text().contains(QStringLiteral("640")), qPrintable(more->text()));
    more->click();
    QTRY_COMPARE(picker.unfinishedGames().size(), 640);
    QCOMPARE(picker.unfinishedGames().back().path, QStringLiteral("/saves/u639.dogtable"));
}

/// Two games of the same players, the same moves and their last moves in one minute: their rows
/// read apart (play tester: they read exactly alike), by the second of the last move.
void AppTest::savedGamesOfOneMinuteReadApart() {
    MainWindow w(context());
    QStringList files;
    for (const std::uint64_t seed : {5ULL, 6ULL}) {
        w.startMatch(makeMatch(QStringLiteral("nim"), humans(2), seed));
        QVERIFY(settle(w.controller()));
        QVERIFY(w.controller().playHuman(Action(0, 1)).ok());
        files << w.controller().autosavePath();
    }
    w.showPicker(); // neither is on the table
    const QDateTime minute(QDate(2026, 11, 26), QTime(10, 40));
    for (int i = 0; i < 2; ++i) {
        QFile f(files[i]);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(minute.addSecs(10 + 30 * i), QFileDevice::FileModificationTime));
    }
    QVERIFY(w.refreshResumeOffer());
    const auto games = w.picker()->unfinishedGames();
    QCOMPARE(games.size(), 2);
    QCOMPARE(games[0].title, games[1].title);
    QVERIFY2(games[0].detail != games[1].detail,
             qPrintable(games[0].detail + QStringLiteral(" / ") + games[1].detail));
    QVERIFY2(games[0].detail.contains(QStringLiteral("40:40")), qPrintable(games[0].detail));
    QVERIFY2(games[1].detail.contains(QStringLiteral("40:10")), qPrintable(games[1].detail));
}

/// A scan keeps what it learned of each file in the folder's index and replays only the files that
/// changed: with 60 finished games saved, the first window waited over a second (1,144-2,815 ms under
/// Xvfb) for them to be replayed at every start. The index is a cache read as untrusted: a damaged
/// or foreign one, or an entry that does not match its file, is never believed.
void AppTest::libraryIndexReplaysOnlyWhatChanged() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    GameLibrary library(dir.filePath(QStringLiteral("games")), dir.path());
    QVERIFY(QDir().mkpath(library.folder()));
    const auto write = [](const QString& path, const Match& m) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const std::string text = m.toJson();
        f.write(text.data(), static_cast<qint64>(text.size()));
    };
    Match done = makeMatch(QStringLiteral("nim"), humans(2));
    while (!done.state().isOver())
        QVERIFY(done.play(done.state().legalActions().front()).ok());
    Match going = makeMatch(QStringLiteral("nim"), humans(2), 9);
    QVERIFY(going.play(going.state().legalActions().front()).ok());
    const QString a = QDir(library.folder()).filePath(QStringLiteral("a.dogtable"));
    const QString b = QDir(library.folder()).filePath(QStringLiteral("b.dogtable"));
    write(a, done);
    write(b, going);
    const auto summary = [](const GameLibrary::Scan& s) {
        QStringList out;
        for (const auto* list : {&s.finished, &s.unfinished})
            for (const GameLibrary::Entry& e : *list)
                out << QStringLiteral("%1 %2 %3 %4 %5 %6")
                           .arg(QFileInfo(e.path).fileName(), e.gameId, e.players.join(QLatin1Char(',')))
                           .arg(e.moves)
                           .arg(e.playerMoves)
                           .arg(e.finished);
        out.sort();
        return out;
    };
    const GameLibrary::Scan first = library.scan(context().games);
    QCOMPARE(first.replayed, 2);
    QCOMPARE(first.finished.size(), std::size_t{1});
    QCOMPARE(first.unfinished.size(), std::size_t{1});
    const QString index = QDir(library.folder()).filePath(QLatin1String(GameLibrary::kIndexName));
    QVERIFY(QFile::exists(index));
    // Nothing changed: nothing is replayed, and the scan says the same.
    const GameLibrary::Scan second = library.scan(context().games);
    QCOMPARE(second.replayed, 0);
    QCOMPARE(summary(second), summary(first));
    // A game played on is replayed (its size and time changed), the other is not.
    QVERIFY(going.play(going.state().legalActions().front()).ok());
    write(b, going);
    {
        QFile touched(b);
        QVERIFY(touched.open(QIODevice::ReadWrite));
        QVERIFY(
            touched.setFileTime(QDateTime::currentDateTime().addSecs(5), QFileDevice::FileModificationTime));
    }
    const GameLibrary::Scan third = library.scan(context().games);
    QCOMPARE(third.replayed, 1);
    QCOMPARE(third.unfinished.front().moves, 2);
    // Hostile or damaged indexes are never believed: each is dropped, every file replayed, the scan
    // the same, and the index written again.
    const QByteArray good = [&] {
        QFile f(index);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(good.contains("\"files\""));
    const QList<QByteArray> hostile{
        QByteArray("{\"stamp\":"),                                           // cut off
        QByteArray(5u << 20, '['),                                           // too big
        QByteArray("[") + QByteArray(100, '[') + QByteArray(100, ']') + "]", // too deep
        QByteArray(good).replace("\"stamp\":\"", "\"stamp\":\"0"),           // another version's
        QByteArray(good).replace("\"moves\":", "\"moves\":-"),               // a field out of range
        QByteArray(good).replace("\"players\":[", "\"players\":[7,"),        // a field of another type
    };
    const QStringList expected = summary(third);
    for (const QByteArray& text : hostile) {
        QFile f(index);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
        f.close();
        const GameLibrary::Scan s = library.scan(context().games);
        QVERIFY2(s.replayed >= 1, text.left(60).constData());
        QCOMPARE(summary(s), expected);
        QVERIFY(s.quarantined.isEmpty());                    // a bad index is no damaged game
        QCOMPARE(library.scan(context().games).replayed, 0); // written again
    }
}

void AppTest::pickerListsGamesWithCovers() {
    MainWindow w(context());
    QCOMPARE(w.page(), MainWindow::Page::Picker);
    QCOMPARE(w.picker()->cards().size(), static_cast<int>(context().playableGames().size()));
    QVERIFY(!w.picker()->resumeOffered());
    // Every built-in game has our own cover compiled in.
    for (const char* id : {"dig", "dogkids", "ciapki", "doglover", "kennel"})
        QVERIFY2(QFile::exists(QStringLiteral(":/covers/%1.svg").arg(QLatin1String(id))), id);
    QVERIFY(QFile::exists(QStringLiteral(":/icons/dogtable.svg")));
    // In every language of the shell each game's blurb and the labels and help of its variants are
    // in that language, also for games with no catalogue of their own in it (the Portuguese start
    // page showed Dig, Dog Kids, Ciapki and Dog Lover in English; DOGS play test #15).
    for (const QString& language : i18n::languages()) {
        if (language == QLatin1String("en")) continue;
        QVERIFY(i18n::useLanguage(language));
        for (const char* id : {"dig", "dogkids", "ciapki", "doglover", "kennel"}) {
            const GameInfo* g = context().games.find(id);
            QVERIFY(g);
            const auto english = [&](const std::string& en, const QString& shown, const char* what) {
                QVERIFY2(en.empty() || shown != qs(en),
                         qPrintable(QStringLiteral("%1 %2: %3 in English: %4")
                                        .arg(language, qs(g->id), QLatin1String(what), shown)));
            };
            english(g->blurb, gameBlurb(*g), "blurb");
            for (const VariantSpec& v : g->variants) {
                if (v.hidden) continue;
                english(v.label, variantLabel(*g, v), "variant");
                english(v.help, variantHelp(*g, v), "variant help");
            }
        }
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

/// Every game's name on its card in the picker is shown whole, in every language, at 1024x700 and
/// 1920x1080: a long name wraps (the Polish picker cut Dog Lover's "Najlepsza gra o psach 2" to
/// "Najlepsza gra o ps").
void AppTest::pickerNamesEveryGameWhole() {
    for (const QString& language : i18n::languages()) {
        QVERIFY(i18n::useLanguage(language));
        for (const QSize size : {QSize(1024, 700), QSize(1920, 1080)}) {
            GamePicker picker(context());
            picker.resize(size);
            picker.show();
            QApplication::processEvents();
            for (GameCard* card : picker.cards()) {
                auto* name = card->findChild<QLabel*>(QStringLiteral("gameName"));
                QVERIFY(name);
                const QRect box = name->contentsRect();
                const QRect need = name->fontMetrics().boundingRect(QRect(0, 0, box.width(), 10000),
                                                                    Qt::TextWordWrap, name->text());
                QVERIFY2(need.width() <= box.width() && need.height() <= box.height(),
                         qPrintable(QStringLiteral("%1 %2x%3: '%4' needs %5x%6, has %7x%8")
                                        .arg(language)
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(name->text())
                                        .arg(need.width())
                                        .arg(need.height())
                                        .arg(box.width())
                                        .arg(box.height())));
            }
        }
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

/// Play test (1024x700): DOGS, the fifth card, stood in a second row, mostly below the fold. All five
/// now stand in one row above the fold, every button and line of them whole, in every language.
void AppTest::pickerShowsEveryGameAt1024() {
    for (const QString& language : i18n::languages()) {
        QVERIFY(i18n::useLanguage(language));
        GamePicker picker(test::builtinContext()); // the five games only
        picker.resize(1024, 630);                  // a 1024x700 screen's window less its menu and status bars
        picker.show();
        QApplication::processEvents();
        const QList<GameCard*> cards = picker.cards();
        QCOMPARE(cards.size(), 5);
        for (GameCard* card : cards) {
            const QString where = language + QStringLiteral(" ") + qs(card->gameId());
            const QRect at(card->mapTo(&picker, QPoint(0, 0)), card->size());
            QVERIFY2(at.top() == cards.front()->mapTo(&picker, QPoint(0, 0)).y(), qPrintable(where));
            QVERIFY2(at.bottom() < picker.height(),
                     qPrintable(where + QStringLiteral(": bottom at %1").arg(at.bottom())));
            for (QPushButton* b : card->findChildren<QPushButton*>())
                if (b->isVisible())
                    QVERIFY2(b->sizeHint().width() <= b->width(),
                             qPrintable(where + QStringLiteral(": '%1' needs %2 px, has %3")
                                                    .arg(b->text())
                                                    .arg(b->sizeHint().width())
                                                    .arg(b->width())));
            for (QLabel* l : card->findChildren<QLabel*>())
                if (l->isVisible() && !l->text().isEmpty() && !l->wordWrap())
                    QVERIFY2(l->fontMetrics().horizontalAdvance(l->text()) <= l->contentsRect().width(),
                             qPrintable(where + QStringLiteral(": '%1' is cut").arg(l->text())));
        }
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

/// The cards of a row are one height and their buttons stand on one line (play tester: in Polish
/// "Najlepsza gra o psach 2" took two lines, and Dog Lover's card stood taller than its
/// neighbours, its buttons lower than theirs).
void AppTest::pickerCardsOfARowLineUp() {
    for (const QString& language : i18n::languages()) {
        QVERIFY(i18n::useLanguage(language));
        for (const QSize size : {QSize(1024, 700), QSize(1920, 1080)}) {
            GamePicker picker(context());
            picker.resize(size);
            picker.show();
            QApplication::processEvents();
            std::map<int, std::vector<GameCard*>> rows; // by the cards' top
            for (GameCard* card : picker.cards())
                rows[card->mapTo(&picker, QPoint(0, 0)).y()].push_back(card);
            QVERIFY(!rows.empty());
            for (const auto& [top, row] : rows) {
                // Where the picker shows a card's buttons: "New game", and all of them top to bottom.
                const auto newGameAt = [&picker](const GameCard* card) {
                    const auto* b =
                        card->findChild<QPushButton*>(QStringLiteral("newGame_") + qs(card->gameId()));
                    return b ? b->mapTo(&picker, QPoint(0, 0)).y() : -1;
                };
                const auto buttonsAt = [&picker](const GameCard* card) {
                    std::vector<int> ys;
                    for (QPushButton* b : card->findChildren<QPushButton*>())
                        if (b->isVisible()) ys.push_back(b->mapTo(&picker, QPoint(0, 0)).y());
                    std::sort(ys.begin(), ys.end());
                    ys.erase(std::unique(ys.begin(), ys.end()), ys.end());
                    return ys;
                };
                const GameCard* first = row.front();
                for (const GameCard* card : row) {
                    const QString where = QStringLiteral("%1 %2x%3, the row at %4: %5 beside %6")
                                              .arg(language)
                                              .arg(size.width())
                                              .arg(size.height())
                                              .arg(top)
                                              .arg(qs(card->gameId()), qs(first->gameId()));
                    QVERIFY2(card->height() == first->height(),
                             qPrintable(where + QStringLiteral(": %1 px tall, against %2")
                                                    .arg(card->height())
                                                    .arg(first->height())));
                    QVERIFY2(newGameAt(card) >= 0 && newGameAt(card) == newGameAt(first),
                             qPrintable(where + QStringLiteral(": New game at %1, against %2")
                                                    .arg(newGameAt(card))
                                                    .arg(newGameAt(first))));
                    // Every button on one line with its neighbours' (where both have "Learn to play").
                    if (buttonsAt(card).size() == buttonsAt(first).size())
                        QVERIFY2(buttonsAt(card) == buttonsAt(first),
                                 qPrintable(where + QStringLiteral(": buttons not on one line")));
                }
            }
            // The first row fills the window's width: at most a card's gap is left over on the right
            // (play tester: at 1920 px the cards stopped at 300 px each, a third of the window empty).
        }
    }
    // The built-in games (five: the fixture context above has more) fill a wide window's row: at most
    // a card's gap is left over on the right (play tester: at 1920 px the cards stopped at 300 px each
    // and a third of the window stayed empty).
    static AppContext builtins = [] {
        AppContext ctx;
        AppContext::registerBuiltins(ctx);
        return ctx;
    }();
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
        GamePicker picker(builtins);
        picker.resize(size);
        picker.show();
        QApplication::processEvents();
        QVERIFY(!picker.cards().isEmpty());
        const GameCard* last = picker.cards().back();
        QCOMPARE(last->mapTo(&picker, QPoint(0, 0)).y(),
                 picker.cards().front()->mapTo(&picker, QPoint(0, 0)).y());
        const int right = last->mapTo(&picker, QPoint(last->width(), 0)).x();
        QVERIFY2(picker.width() - right <= 80,
                 qPrintable(QStringLiteral("%1x%2: %3 px empty right of the cards")
                                .arg(size.width())
                                .arg(size.height())
                                .arg(picker.width() - right)));
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void AppTest::newGameDialogChecksSetup() {
    NewGameDialog d(context(), primaryGame());
    d.setSeat(0, QStringLiteral("Ania"), false);
    d.setSeat(1, QStringLiteral("Ania"), true);
    QVERIFY(d.problem().contains(QStringLiteral("Ania")));
    QVERIFY(!d.createMatch());
    d.setSeat(1, QStringLiteral("Bartek"), true, QStringLiteral("easy"));
    d.setSeed(QStringLiteral("x12"));
    QVERIFY(!d.problem().isEmpty());
    d.setSeed(QStringLiteral("12345"));
    QVERIFY2(d.problem().isEmpty(), qPrintable(d.problem()));
    auto m = d.createMatch();
    QVERIFY2(m.ok(), m.ok() ? "" : m.error().c_str());
    QCOMPARE(m->seed(), 12345ULL);
    QCOMPARE(m->seats()[0].name, std::string("Ania"));
    QVERIFY(!m->seats()[0].computer);
    QVERIFY(m->seats()[1].computer);
    QCOMPARE(m->seats()[1].strength, std::string("easy"));
    // Teams as the game forms them, for a game with a "teams" variant (Dog Kids: opposite pairs):
    // the dialog shows exactly the rules' teamOf(), and nothing when there are no teams.
    if (context().playable("dogkids")) {
        const GameInfo* kids = context().games.find("dogkids");
        const auto spec = std::find_if(kids->variants.begin(), kids->variants.end(),
                                       [](const VariantSpec& v) { return v.name == "teams"; });
        QVERIFY(spec != kids->variants.end());
        NewGameDialog teams(context(), QStringLiteral("dogkids"));
        teams.setPlayers(4);
        int withTeams = 0;
        for (const auto& value : spec->values) {
            teams.setVariant(QStringLiteral("teams"), qs(value));
            QVERIFY2(teams.problem().isEmpty(), qPrintable(teams.problem()));
            auto game = teams.createMatch();
            QVERIFY(game.ok());
            bool shared = false;
            for (int s = 0; s < 4; ++s)
                shared = shared || game->state().teamOf(s) != s;
            withTeams += shared ? 1 : 0;
            for (int s = 0; s < 4; ++s)
                QCOMPARE(teams.teamText(s),
                         shared ? QStringLiteral("Team %1").arg(game->state().teamOf(s) + 1) : QString());
        }
        QVERIFY(withTeams >= 1);
    }
    // Every declared variant is in the setup.
    const GameInfo* info = context().games.find(primaryGame().toStdString());
    for (const auto& v : info->variants)
        QVERIFY(m->setup().variants.count(v.name) == 1);
}

void AppTest::playsThroughTheShell() {
    MainWindow w(context());
    w.startMatch(makeMatch(primaryGame(), humans(2)));
    Rng rng(3);
    QVERIFY(drive(w, 12, rng));
    const Match& m = w.controller().match();
    QVERIFY(m.actions().size() >= 1);
    QVERIFY(settle(w.controller()));
    QCOMPARE(w.page(),
             w.controller().handOverPending() ? MainWindow::Page::HandOver : MainWindow::Page::Table);
    // The log panel shows every entry of the match log (a setup run is one line listing each step
    // in its tooltip).
    std::size_t shown = 0;
    QListWidget* log = w.sidePanel()->logList();
    for (int i = 0; i < log->count(); ++i)
        shown += log->item(i)->text().contains(QStringLiteral("laid out"))
                     ? static_cast<std::size_t>(log->item(i)->toolTip().count(QLatin1Char('\n')) + 1)
                     : 1;
    QCOMPARE(shown, m.log().size());
    QVERIFY(!w.statusText().isEmpty());
}

void AppTest::refusesIllegalActionsWithReason() {
    MainWindow w(context());
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    QVERIFY(settle(w.controller()));
    const auto hash = w.controller().state().hash();
    const auto r = w.controller().playHuman(Action(0, 3)); // take three: not allowed
    QVERIFY(!r.ok());
    QVERIFY(!r.reason.empty());
    QCOMPARE(w.controller().state().hash(), hash);
    QCOMPARE(w.controller().match().actions().size(), std::size_t(0));
    QCOMPARE(w.noticeText(), qs(r.reason));
}

void AppTest::undoRedoFair() {
    MainWindow w(context());
    MatchController& c = w.controller();
    c.setUndoMode(UndoMode::Fair);
    w.startMatch(makeMatch(QStringLiteral("toy"), humans(2)));
    QVERIFY(settle(c));
    if (c.handOverPending()) c.confirmHandOver();
    QVERIFY(c.humanToAct());
    // "mark" is a decision inside the turn: fair undo takes it back, redo puts it back.
    const auto h0 = c.state().hash();
    const auto n0 = c.match().actions().size();
    QVERIFY(c.playHuman(Action(toy::Mark)).ok());
    const auto h1 = c.state().hash();
    QVERIFY(h1 != h0);
    QVERIFY(c.canUndo());
    // Ctrl+Z and Ctrl+Shift+Z, as a player would.
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(c.state().hash(), h0);
    QCOMPARE(c.match().actions().size(), n0);
    QVERIFY(c.canRedo());
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(c.state().hash(), h1);
    QVERIFY(!c.canRedo());
    // A roll is chance: fair undo never takes it back.
    QVERIFY(c.playHuman(Action(toy::Roll)).ok());
    QVERIFY(settle(c));
    QVERIFY(!c.canUndo());
    QVERIFY(!c.undo());
}

void AppTest::undoSkipsComputerMoves() {
    MainWindow w(context());
    MatchController& c = w.controller();
    c.setUndoMode(UndoMode::Casual);
    auto seats = humans(2);
    seats[1].computer = true;
    seats[1].strength = "random";
    w.startMatch(makeMatch(QStringLiteral("nim"), seats));
    QVERIFY(settle(c));
    QVERIFY(c.playHuman(Action(0, 1)).ok()); // Ania takes one; the computer answers
    QVERIFY(settle(c));
    QCOMPARE(c.state().currentSeat(), 0);
    QCOMPARE(c.match().actions().size(), std::size_t(2));
    // Undo goes back past the computer's move to Ania's decision.
    QVERIFY(c.undo());
    QCOMPARE(c.match().actions().size(), std::size_t(0));
    QCOMPARE(c.state().currentSeat(), 0);
    QVERIFY(c.humanToAct());
    QVERIFY(!c.isThinking());
    // Redo brings back both moves and stops at Ania's next decision.
    QVERIFY(c.redo());
    QCOMPARE(c.match().actions().size(), std::size_t(2));
    QVERIFY(c.humanToAct());
}

void AppTest::saveAndOpenGiveTheSameState() {
    MainWindow w(context());
    w.startMatch(makeMatch(primaryGame(), humans(2), 11));
    Rng rng(5);
    QVERIFY(drive(w, 10, rng));
    QVERIFY(settle(w.controller()));
    const QString path = m_dir.filePath(QStringLiteral("game.dogtable"));
    QVERIFY(w.saveFile(path));
    QCOMPARE(w.currentFile(), path);
    const auto hash = w.controller().state().hash();
    const auto actions = w.controller().match().actions();

    MainWindow other(context());
    Recorded r;
    recordPrompts(other, r);
    QVERIFY(other.openFile(path));
    QVERIFY(r.told.isEmpty());
    QCOMPARE(other.controller().state().hash(), hash);
    QVERIFY(other.controller().match().actions() == actions);
    QCOMPARE(other.currentFile(), path);
}

void AppTest::damagedFilesAreRefused() {
    MainWindow w(context());
    Recorded r;
    recordPrompts(w, r);
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    QVERIFY(settle(w.controller()));
    QVERIFY(w.controller().playHuman(Action(0, 2)).ok());
    QVERIFY(settle(w.controller()));
    const auto hash = w.controller().state().hash();
    const QString good = m_dir.filePath(QStringLiteral("good.dogtable"));
    QVERIFY(w.saveFile(good));
    const QByteArray text = readAll(good);

    struct Case {
        const char* name;
        QByteArray bytes;
        const char* expect; // a word the message must contain
    };
    nlohmann::json foreign = nlohmann::json::parse(text.toStdString());
    foreign["format"] = "something-else";
    nlohmann::json unknown = nlohmann::json::parse(text.toStdString());
    unknown["game"] = "chess";
    const Case cases[] = {
        {"cut in half", text.left(text.size() / 2), "damaged"},
        {"empty", QByteArray(), "empty"},
        {"not json", QByteArray("PK\x03\x04 this is a zip"), "damaged"},
        {"foreign json", QByteArray::fromStdString(foreign.dump()), "not a Dogtable save"},
        {"unknown game", QByteArray::fromStdString(unknown.dump()), "chess"},
    };
    for (const Case& c : cases) {
        const QString path = m_dir.filePath(QStringLiteral("bad-%1.dogtable").arg(QLatin1String(c.name)));
        writeAll(path, c.bytes);
        r.told.clear();
        QVERIFY2(!w.openFile(path), c.name);
        QCOMPARE(r.told.size(), 1);
        QVERIFY2(r.told.front().contains(QLatin1String(c.expect)), qPrintable(r.told.front()));
        // The game on the table is untouched.
        QCOMPARE(w.controller().state().hash(), hash);
        QCOMPARE(w.controller().match().actions().size(), std::size_t(1));
        QCOMPARE(w.currentFile(), good);
    }
    QVERIFY(r.asked.isEmpty());
    // A missing file too.
    r.told.clear();
    QVERIFY(!w.openFile(m_dir.filePath(QStringLiteral("missing.dogtable"))));
    QCOMPARE(r.told.size(), 1);
    QCOMPARE(w.controller().state().hash(), hash);
}

void AppTest::partialReplayOffersEarlierMove() {
    MainWindow w(context());
    Recorded r;
    recordPrompts(w, r);
    w.startMatch(makeMatch(primaryGame(), humans(2), 21));
    Rng rng(8);
    QVERIFY(drive(w, 14, rng));
    QVERIFY(settle(w.controller()));
    const Match& m = w.controller().match();
    QVERIFY(m.actions().size() >= 4);
    const QString path = m_dir.filePath(QStringLiteral("broken.dogtable"));
    QVERIFY(w.saveFile(path));
    // Move k (1-based) is damaged: the game up to move k-1 is offered.
    const std::size_t k = m.actions().size() / 2 + 1;
    nlohmann::json j = nlohmann::json::parse(readAll(path).toStdString());
    j["actions"][k - 1] = "no-such-action 99";
    writeAll(path, QByteArray::fromStdString(j.dump()));
    const auto expected = hashAfter(m, k - 1);

    MainWindow other(context());
    Recorded r2;
    recordPrompts(other, r2);
    // Declining keeps what was there (nothing).
    r2.answer = false;
    QVERIFY(!other.openFile(path));
    QCOMPARE(r2.asked.size(), 1);
    QVERIFY(!other.controller().hasMatch());
    QVERIFY2(r2.asked.front().contains(QString::number(k - 1)), qPrintable(r2.asked.front()));
    // Accepting opens the game after move k-1, and Save will not overwrite the damaged file unasked.
    r2.answer = true;
    QVERIFY(other.openFile(path));
    QCOMPARE(other.controller().match().actions().size(), k - 1);
    QCOMPARE(other.controller().state().hash(), expected);
    QVERIFY(other.currentFile().isEmpty());

    // A file whose moves replay but whose last ones are missing (hash differs) is offered too.
    nlohmann::json cut =
        nlohmann::json::parse(readAll(m_dir.filePath(QStringLiteral("broken.dogtable"))).toStdString());
    cut["actions"] = nlohmann::json::array();
    writeAll(path, QByteArray::fromStdString(cut.dump()));
    r2.asked.clear();
    QVERIFY(other.openFile(path));
    QCOMPARE(r2.asked.size(), 1);
    QVERIFY(r2.asked.front().contains(QStringLiteral("hash")));
    QCOMPARE(other.controller().match().actions().size(), std::size_t(0));
}

void AppTest::handOverBetweenHumans() {
    MainWindow w(context());
    MatchController& c = w.controller();
    QSignalSpy spy(&c, &MatchController::handOverRequested);
    w.startMatch(makeMatch(QStringLiteral("toy"), humans(2)));
    auto* view = qobject_cast<fixture::RecordingView*>(w.view());
    QVERIFY(view);
    // The secret cards are dealt, then Ania is asked to come to the table: nothing is shown.
    QVERIFY(settle(c));
    QVERIFY(c.handOverPending());
    QCOMPARE(c.handOverSeat(), 0);
    QCOMPARE(w.page(), MainWindow::Page::HandOver);
    QVERIFY(w.handOverScreen()->message().contains(QStringLiteral("Ania")));
    QVERIFY(view->shown.isEmpty());
    QVERIFY(view->clears >= 1);
    QVERIFY(!c.humanToAct());
    QVERIFY(!c.playHuman(Action(toy::Mark)).ok()); // nobody plays behind the screen
    QCOMPARE(spy.count(), 1);
    // Enter confirms; Ania sees her own secret, not Bartek's.
    QTest::keyClick(w.handOverScreen(), Qt::Key_Return);
    QCOMPARE(w.page(), MainWindow::Page::Table);
    QCOMPARE(view->viewer, 0);
    QVERIFY(view->interactive);
    QVERIFY(view->shown.contains(QStringLiteral("secret1 ?")));
    QVERIFY(!view->shown.contains(QStringLiteral("secret0 ?")));
    // Ania rolls until she can hold, then holds: the table goes to Bartek behind the screen.
    while (!c.handOverPending() && !c.state().isOver()) {
        QCOMPARE(c.state().currentSeat(), 0);
        const auto legal = c.state().legalActions();
        const bool canHold = std::find(legal.begin(), legal.end(), Action(toy::Hold)) != legal.end();
        QVERIFY(c.playHuman(Action(canHold ? toy::Hold : toy::Roll)).ok());
        QVERIFY(settle(c));
    }
    QVERIFY(settle(c));
    QVERIFY(c.handOverPending());
    QCOMPARE(c.handOverSeat(), 1);
    QCOMPARE(spy.count(), 2);
    QVERIFY(w.handOverScreen()->message().contains(QStringLiteral("Bartek")));
    QVERIFY(view->shown.isEmpty());
    // Nothing but the hand-over screen: the side panel with the log is hidden too.
    QVERIFY(w.sidePanel()->isHidden());
    c.confirmHandOver();
    QVERIFY(!w.sidePanel()->isHidden());
    // Bartek's log shows his own secret, and Ania's only as a public line.
    int ownSecret = 0;
    for (int i = 0; i < w.sidePanel()->logList()->count(); ++i) {
        const QString line = w.sidePanel()->logList()->item(i)->text();
        QVERIFY(!line.contains(QStringLiteral("Ania gets secret")));
        ownSecret += line.contains(QStringLiteral("Bartek gets secret")) ? 1 : 0;
    }
    QCOMPARE(ownSecret, 1);
    // Ania's moves since Bartek last played are marked for him.
    int marked = 0;
    for (int i = 0; i < w.sidePanel()->logList()->count(); ++i) {
        const QListWidgetItem* item = w.sidePanel()->logList()->item(i);
        if (item->background().color() != QColor("#fbe3d3")) continue;
        ++marked;
        QVERIFY(item->text().contains(QStringLiteral("Ania")));
        QVERIFY(!item->text().contains(QStringLiteral("secret")));
    }
    QVERIFY(marked >= 1);
    QCOMPARE(view->viewer, 1);
    QVERIFY(view->shown.contains(QStringLiteral("secret0 ?")));
}

void AppTest::noHandOverForComputers() {
    MainWindow w(context());
    MatchController& c = w.controller();
    QSignalSpy spy(&c, &MatchController::handOverRequested);
    QSignalSpy thinking(&c, &MatchController::thinkingChanged);
    auto seats = humans(2);
    seats[1].computer = true;
    seats[1].strength = "random";
    w.startMatch(makeMatch(QStringLiteral("toy"), seats, 99));
    auto* view = qobject_cast<fixture::RecordingView*>(w.view());
    Rng rng(1);
    int turnsOfComputer = 0;
    for (int i = 0; i < 60 && !c.state().isOver(); ++i) {
        QVERIFY(settle(c));
        if (c.state().isOver()) break;
        QVERIFY(!c.handOverPending());
        QCOMPARE(view->viewer, 0); // always Ania's view
        const auto before = c.match().actions().size();
        const auto legal = c.state().legalActions();
        QVERIFY(c.playHuman(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
        QVERIFY(settle(c));
        if (c.match().actions().size() > before + 2) ++turnsOfComputer;
    }
    QCOMPARE(spy.count(), 0);
    QVERIFY(turnsOfComputer > 0);
    QVERIFY(thinking.count() >= 2);
}

void AppTest::noHandOverWithoutHiddenInformation() {
    MainWindow w(context());
    MatchController& c = w.controller();
    QSignalSpy spy(&c, &MatchController::handOverRequested);
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    auto* view = qobject_cast<fixture::RecordingView*>(w.view());
    for (int i = 0; i < 4; ++i) {
        QVERIFY(settle(c));
        QCOMPARE(w.page(), MainWindow::Page::Table);
        QCOMPARE(view->viewer, c.state().currentSeat()); // the table follows the player to act
        QVERIFY(c.playHuman(Action(0, 1)).ok());
    }
    QCOMPARE(spy.count(), 0);
    QCOMPARE(view->clears, 0);
}

void AppTest::autosaveAndResume() {
    std::uint64_t hash = 0;
    std::size_t count = 0;
    QString file;
    {
        MainWindow w(context());
        w.startMatch(makeMatch(primaryGame(), humans(2), 5));
        Rng rng(2);
        QVERIFY(drive(w, 6, rng));
        QVERIFY(settle(w.controller()));
        file = w.controller().autosavePath();
        QVERIFY(w.library().contains(file));
        QVERIFY(QFile::exists(file));
        hash = w.controller().state().hash();
        count = w.controller().match().actions().size();
        // The game's own file is the game as it stands after every action.
        LoadOutcome out = readSaveFile(context().games, file);
        QVERIFY(out.kind == LoadOutcome::Kind::Complete);
        QCOMPARE(out.match->state().hash(), hash);
    }
    MainWindow again(context());
    QVERIFY(again.picker()->resumeOffered());
    QCOMPARE(again.picker()->unfinishedGames().size(), 1);
    QCOMPARE(again.picker()->unfinishedGames().front().path, file);
    const QByteArray savedBytes = readAll(file);
    const QDateTime savedTime = QFileInfo(file).lastModified();
    QTest::qWait(1100); // file times have a resolution of a second on some file systems
    QVERIFY(again.resumeLastGame());
    // Continuing writes nothing until a move is made: the list keeps the time of the last move.
    QCOMPARE(readAll(file), savedBytes);
    QCOMPARE(QFileInfo(file).lastModified(), savedTime);
    QCOMPARE(again.controller().state().hash(), hash);
    QCOMPARE(again.controller().match().actions().size(), count);
    QCOMPARE(again.controller().autosavePath(), file); // the resumed game goes on in its own file
    QVERIFY(!again.picker()->resumeOffered());         // not offered to itself
    // Moves made after resuming are saved too (they used to be lost).
    Rng rng(9);
    QVERIFY(drive(again, 4, rng));
    QVERIFY(settle(again.controller()));
    const std::uint64_t later = again.controller().state().hash();
    QVERIFY(later != hash);
    again.close();
    MainWindow third(context());
    QVERIFY(third.resumeLastGame());
    QCOMPARE(third.controller().state().hash(), later);
}

void AppTest::newGameNeverRemovesAnother() {
    MainWindow w(context());
    w.startMatch(makeMatch(primaryGame(), humans(2), 5));
    Rng rng(2);
    QVERIFY(drive(w, 5, rng));
    QVERIFY(settle(w.controller()));
    const QString first = w.controller().autosavePath();
    const std::uint64_t firstHash = w.controller().state().hash();
    // Opening another game (a new one, then a third) keeps the first in its own file.
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    QVERIFY(settle(w.controller()));
    QVERIFY(w.controller().playHuman(Action(0, 1)).ok());
    const QString second = w.controller().autosavePath();
    QVERIFY(second != first);
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2), 8));
    QVERIFY(QFile::exists(first) && QFile::exists(second));
    w.showPicker();
    // Continue lists all three unfinished games, newest first, with the game and the players.
    const auto games = w.picker()->unfinishedGames();
    QCOMPARE(games.size(), 3);
    QVERIFY(games.back().path == first);
    QVERIFY(games.back().title.contains(QStringLiteral("Ania")));
    QVERIFY(games.back().detail.contains(QStringLiteral("moves: ")));
    QVERIFY(w.openSavedGame(first));
    QCOMPARE(w.controller().state().hash(), firstHash);
    // Deleting asks first; "no" keeps the file.
    Recorded r;
    recordPrompts(w, r);
    r.answer = false;
    QVERIFY(!w.deleteSavedGame(second));
    QVERIFY(QFile::exists(second));
    // The question names the game as the list shows it, not a file path.
    QVERIFY2(r.asked.back().contains(QStringLiteral("Ania, Bartek")), qPrintable(r.asked.back()));
    QVERIFY2(!r.asked.back().contains(second), qPrintable(r.asked.back()));
    r.answer = true;
    QVERIFY(w.deleteSavedGame(second));
    QVERIFY(!QFile::exists(second));
}

void AppTest::finishedGamesStayInTheLibrary() {
    MainWindow w(context());
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    MatchController& c = w.controller();
    while (!c.state().isOver())
        QVERIFY(c.playHuman(c.state().legalActions().front()).ok());
    const QString file = c.autosavePath();
    w.showPicker();
    QVERIFY(!w.picker()->resumeOffered());
    QCOMPARE(w.picker()->finishedGames().size(), 1);
    QCOMPARE(w.picker()->finishedGames().front().path, file);
    QVERIFY(w.openSavedGame(file));
    QVERIFY(c.state().isOver());
}

void AppTest::finishedGameGoesIntoTheHistory() {
    MainWindow w(context());
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    MatchController& c = w.controller();
    QVERIFY(c.playHuman(c.state().legalActions().front()).ok());
    QTest::qWait(1); // the startup timer has run: the history is open, and empty
    QVERIFY(w.history().database());
    QVERIFY(w.history().database()->games().empty()); // an unfinished game is no record
    while (!c.state().isOver())
        QVERIFY(c.playHuman(c.state().legalActions().front()).ok());
    const auto games = w.history().database()->games();
    QCOMPARE(games.size(), std::size_t(1));
    const history::GameRecord& g = games.front();
    QCOMPARE(g.gameId, QStringLiteral("nim"));
    QCOMPARE(g.saveFile, QFileInfo(c.autosavePath()).absoluteFilePath());
    const ScoreSheet sheet = c.state().scoreSheet();
    QCOMPARE(g.seats.size(), sheet.players.size());
    for (std::size_t i = 0; i < g.seats.size(); ++i) {
        QCOMPARE(g.seats[i].name, QString::fromStdString(humans(2)[i].name));
        QCOMPARE(g.seats[i].score, sheet.players[i].total);
        QCOMPARE(g.seats[i].winner, sheet.isWinner(static_cast<int>(i)));
    }
    QCOMPARE(w.history().databasePath(), dataFolder() + QStringLiteral("/history.sqlite"));
    // Opening the finished game again keeps one record.
    QVERIFY(w.openSavedGame(c.autosavePath()));
    QCOMPARE(w.history().database()->games().size(), std::size_t(1));
    // Pictures and measurements write no history.
    QDir(dataFolder()).removeRecursively();
    MainWindow quiet(context());
    quiet.setAutosaveEnabled(false);
    quiet.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    while (!quiet.controller().state().isOver())
        QVERIFY(quiet.controller().playHuman(quiet.controller().state().legalActions().front()).ok());
    QTest::qWait(1);
    QVERIFY(!QFileInfo::exists(dataFolder() + QStringLiteral("/history.sqlite")));
}

void AppTest::damagedHistoryIsQuarantinedAndRebuiltAtStart() {
    QString save;
    {
        MainWindow w(context());
        w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
        MatchController& c = w.controller();
        while (!c.state().isOver())
            QVERIFY(c.playHuman(c.state().legalActions().front()).ok());
        save = QFileInfo(c.autosavePath()).absoluteFilePath();
        QCOMPARE(w.history().database()->games().size(), std::size_t(1));
    }
    const QString file = dataFolder() + QStringLiteral("/history.sqlite");
    writeAll(file, QByteArray("this is no database").repeated(300));
    MainWindow w(context());
    Recorded r;
    recordPrompts(w, r);
    QTRY_COMPARE(r.told.size(), 1); // told once, after the window is up
    const QStringList moved = QDir(dataFolder() + QStringLiteral("/quarantine")).entryList(QDir::Files);
    QCOMPARE(moved.size(), 1);
    QVERIFY(moved.front().startsWith(QStringLiteral("history.sqlite.damaged-")));
    QVERIFY2(r.told.front().contains(moved.front()), qPrintable(r.told.front()));
    QVERIFY2(r.told.front().contains(QStringLiteral("games recovered: 1")), qPrintable(r.told.front()));
    const auto games = w.history().database()->games();
    QCOMPARE(games.size(), std::size_t(1)); // nothing lost: made again from the save
    QCOMPARE(games.front().saveFile, save);
    // A finished save without a record (the app stopped before recording) is recorded at start.
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        raw.setDatabaseName(file);
        QVERIFY(raw.open());
        QSqlQuery q(raw);
        QVERIFY(q.exec(QStringLiteral("DELETE FROM seats")));
        QVERIFY(q.exec(QStringLiteral("DELETE FROM games")));
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    MainWindow again(context());
    QTest::qWait(1);
    QCOMPARE(again.history().database()->games().size(), std::size_t(1));
    QVERIFY(again.startupMessages().isEmpty());
}

void AppTest::playersPageAndProfilesInTheNewGameDialog() {
    MainWindow w(context());
    QTest::qWait(1);
    PlayersPage* page = w.showPlayers();
    bool answer = true;
    QStringList asked;
    page->setAsk([&](const QString& title, const QString&) {
        asked << title;
        return answer;
    });
    QVERIFY(page->addProfile(QStringLiteral("Ania"), 0, QStringLiteral("beagle")));
    QVERIFY(!page->addProfile(QStringLiteral("ania "), 1, QString()));
    QVERIFY2(page->problem().contains(QStringLiteral("already")), qPrintable(page->problem()));
    QVERIFY(!page->addProfile(QString(41, QLatin1Char('a')), 1, QString()));
    QVERIFY(page->problem().contains(QStringLiteral("40")));
    QVERIFY(page->addProfile(QStringLiteral("Tomek"), 1, QStringLiteral("husky")));
    QVERIFY(page->problem().isEmpty());
    QCOMPARE(page->names(), (QStringList{QStringLiteral("Ania"), QStringLiteral("Tomek")}));
    QVERIFY(page->select(QStringLiteral("Tomek")));
    QCOMPARE(page->findChild<QLineEdit*>(QStringLiteral("profileName"))->text(), QStringLiteral("Tomek"));
    QCOMPARE(page->findChild<QComboBox*>(QStringLiteral("profileAvatar"))->currentData().toString(),
             QStringLiteral("husky"));
    QVERIFY(page->changeSelected(QStringLiteral("Tomasz"), 2, QStringLiteral("poodle")));
    QCOMPARE(page->names(), (QStringList{QStringLiteral("Ania"), QStringLiteral("Tomasz")}));
    const auto profiles = w.history().database()->profiles();
    QCOMPARE(profiles[1].colour, 2);
    QCOMPARE(profiles[1].avatar, QStringLiteral("poodle"));
    QCOMPARE(w.profileNames(), (QStringList{QStringLiteral("Ania"), QStringLiteral("Tomasz")}));

    // The new-game dialog offers the profiles; any other name is a guest.
    NewGameDialog dialog(context(), QStringLiteral("nim"));
    dialog.setProfiles(w.profileNames());
    dialog.setPlayers(2);
    dialog.setSeat(0, QStringLiteral("ania"), false);
    dialog.setSeat(1, QStringLiteral("Zosia"), false);
    QCOMPARE(dialog.seatIdentity(0), QStringLiteral("profile"));
    QCOMPARE(dialog.seatIdentity(1), QStringLiteral("guest"));
    dialog.setSeat(1, QStringLiteral("Zosia"), true);
    QCOMPARE(dialog.seatIdentity(1), QString());
    auto* completer = dialog.findChild<QLineEdit*>(QStringLiteral("seatName0"))->completer();
    QVERIFY(completer);
    QCOMPARE(completer->model()->rowCount(), 2);

    // A game with Ania's profile, then Ania removed: her game stays under her name.
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2))); // Ania and Bartek (a guest)
    MatchController& c = w.controller();
    while (!c.state().isOver())
        QVERIFY(c.playHuman(c.state().legalActions().front()).ok());
    auto games = w.history().database()->games();
    QCOMPARE(games.size(), std::size_t(1));
    QCOMPARE(games[0].seats[0].profile, profiles[0].id);
    QCOMPARE(games[0].seats[1].profile, qint64(-1));
    QVERIFY(page->select(QStringLiteral("Ania")));
    answer = false;
    QVERIFY(!page->removeSelected()); // asked, and the answer was no
    QCOMPARE(page->names().size(), 2);
    answer = true;
    QVERIFY(page->removeSelected());
    QCOMPARE(asked.size(), 2);
    QCOMPARE(page->names(), QStringList{QStringLiteral("Tomasz")});
    games = w.history().database()->games();
    QCOMPARE(games[0].seats[0].profileName, QStringLiteral("Ania"));
    const auto stats = history::statistics(games);
    QVERIFY(std::any_of(stats.front().players.begin(), stats.front().players.end(),
                        [](const history::PlayerStats& p) { return p.name == QStringLiteral("Ania"); }));
    page->close();
}

void AppTest::statisticsPageShowsTheHistory() {
    // The hand-made history of tests/cli/history_v1.sqlite (schema 1: migrated when opened).
    QVERIFY(QDir().mkpath(dataFolder()));
    const QString file = dataFolder() + QStringLiteral("/history.sqlite");
    QVERIFY(QFile::copy(QStringLiteral(DOGTABLE_SOURCE_DIR "/tests/cli/history_v1.sqlite"), file));
    QFile(file).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    MainWindow w(context());
    QTest::qWait(1);
    StatisticsPage* page = w.showStatistics();
    QVERIFY(page->selectGame(QString()));
    QCOMPARE(page->rows(), 3);
    QCOMPARE(page->cell(0, 0), QStringLiteral("Ania"));
    QCOMPARE(page->cell(0, 1), QStringLiteral("5"));
    QCOMPARE(page->cell(0, 2), QStringLiteral("3"));
    QCOMPARE(page->cell(0, 3), QStringLiteral("60 %"));
    QCOMPARE(page->cell(1, 0), QStringLiteral("Tomek"));
    QCOMPARE(page->cell(1, 6), QStringLiteral("2")); // Tomek won the last two
    QVERIFY(page->selectGame(QStringLiteral("dig")));
    QCOMPARE(page->rows(), 3);
    QCOMPARE(page->cell(0, 4), QStringLiteral("35"));
    QCOMPARE(page->cell(0, 5), QStringLiteral("29.0"));
    QCOMPARE(page->cell(2, 0), QStringLiteral("Computer (computer)"));
    QCOMPARE(page->chartLines(), 3);
    // Play test: the last columns hid behind a scroll bar; the page takes the table's width
    // (within the screen).
    page->show();
    QVERIFY(QTest::qWaitForWindowExposed(page));
    auto* table = page->findChild<QTableWidget*>(QStringLiteral("statsTable"));
    const int room = page->screen()->availableGeometry().width() - 40;
    QVERIFY2(table->horizontalScrollBar()->maximum() == 0 || page->width() >= room,
             qPrintable(QStringLiteral("%1 px hidden in a page %2 px wide")
                            .arg(table->horizontalScrollBar()->maximum())
                            .arg(page->width())));
    QVERIFY(page->selectHeadToHead(QStringLiteral("Ania"), QStringLiteral("Tomek")));
    QVERIFY2(page->headToHeadText().contains(QStringLiteral("Games together: 3. Ania won 2, Tomek won 1")),
             qPrintable(page->headToHeadText()));
    const QString csv = dataFolder() + QStringLiteral("/export/stats.csv");
    QVERIFY(page->exportCsv(csv));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto games = w.history().database()->games();
    QCOMPARE(QString::fromUtf8(f.readAll()), history::statisticsCsv(history::statistics(games)));
    // A game that ends shows up.
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    MatchController& c = w.controller();
    while (!c.state().isOver())
        QVERIFY(c.playHuman(c.state().legalActions().front()).ok());
    QVERIFY(page->selectGame(QString()));
    QCOMPARE(page->rows(), 4); // Bartek joins
    page->close();
}

void AppTest::scoreChartOnTheFinalSheet() {
    int games = 0;
    for (const char* id : {"doglover", "dig", "kennel", "ciapki", "dogkids"}) {
        if (!context().games.find(id)) continue;
        ++games;
        auto m = randomMatch(context(), id, 2, 5, 0, true);
        QVERIFY2(m && m->state().isOver(), id);
        const ScoreSheet sheet = m->state().scoreSheet();
        const RunningScores rs = runningScores(context().games, *m);
        QVERIFY2(rs.values.size() >= 3, id);
        QCOMPARE(rs.names.size(), static_cast<int>(sheet.players.size()));
        std::vector<int> final;
        for (const auto& p : sheet.players)
            final.push_back(sheet.chartMeasure.empty() ? p.total : p.chartValue);
        QVERIFY2(rs.values.back() == final, id); // the chart ends at the score sheet
        for (const auto& t : rs.values)
            QCOMPARE(t.size(), sheet.players.size());
        ScoreSheetDialog dialog(sheet, QString::fromLatin1(id), true);
        QCOMPARE(dialog.chartLines(), 0);
        dialog.setRunningScores(rs);
        QCOMPARE(dialog.chartLines(), static_cast<int>(sheet.players.size()));
    }
    QCOMPARE(games, 5);
    // The sheet the shell shows at the end has the chart.
    MainWindow w(context());
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    MatchController& c = w.controller();
    while (!c.state().isOver())
        QVERIFY(c.playHuman(c.state().legalActions().front()).ok());
    ScoreSheetDialog* sheet = w.showScoreSheet();
    QVERIFY(sheet);
    QCOMPARE(sheet->chartLines(), 2);
    sheet->close();
}

void AppTest::scoreChartLinesStandOutFromThePaper() {
    // Play test G2: Dog Kids' score chart drew seat 1's white dog line on the white chart (next to
    // invisible, grey faint too) and its legend swatch was an empty box. Every player's line, in
    // every game's seat colours, shows at 3:1 against the chart's paper: its own colour, or a dark
    // outline around it (and around its swatch). Play tester D (g3_chart_zoom.png): the brown dog's
    // line had none and looked faint beside the outlined ones: a line darker than pale but short of
    // 7:1 (mid-dark: brown, red, blue) is outlined too, and every line has one width.
    struct Case {
        const char* game;
        int players;
    };
    int pale = 0;
    for (const Case& k : {Case{"dogkids", 2}, Case{"dogkids", 4}, Case{"dig", 4}, Case{"kennel", 4},
                          Case{"doglover", 4}, Case{"ciapki", 4}}) {
        if (!context().games.find(k.game)) continue;
        auto m = randomMatch(context(), k.game, k.players, 5, 0, true);
        QVERIFY2(m && m->state().isOver(), k.game);
        const std::vector<QColor> before = ui::gameSeatColours();
        std::vector<QColor> own;
        if (const ui::ViewInfo* v = context().views.find(k.game)) {
            std::unique_ptr<ui::GameView> view(v->create(nullptr));
            own = view->ownSeatColours(m->state());
        }
        if (std::string_view(k.game) == "dogkids") QVERIFY(!own.empty());
        ui::setGameSeatColours(own);
        std::unique_ptr<QChart> chart(makeScoreChart(runningScores(context().games, *m)));
        ui::setGameSeatColours(before);
        QVERIFY(chart);
        const QColor paper = chartPaper(*chart);
        QVERIFY2(paper.lightness() > 200, qPrintable(paper.name())); // the light theme's paper
        const auto series = chart->series();
        for (QAbstractSeries* s : series) {
            auto* line = qobject_cast<QLineSeries*>(s);
            if (!line || !isPlayerLine(line)) continue;
            const QString what =
                QStringLiteral("%1 %2: %3").arg(QLatin1String(k.game)).arg(k.players).arg(line->name());
            QCOMPARE(line->pen().widthF(), 3.0);
            if (ui::contrastRatio(line->color(), paper) >= 7.0) continue;
            ++pale;
            const bool outlined = std::any_of(series.begin(), series.end(), [&](QAbstractSeries* o) {
                auto* under = qobject_cast<QLineSeries*>(o);
                return under && under != line && !isPlayerLine(under) && under->points() == line->points() &&
                       under->pen().widthF() > line->pen().widthF() + 1.0 &&
                       ui::contrastRatio(under->pen().color(), paper) >= 3.0 &&
                       series.indexOf(under) < series.indexOf(line); // drawn under it
            });
            QVERIFY2(outlined, qPrintable(what + QStringLiteral(" (%1 on %2) has no outline")
                                                     .arg(line->color().name(), paper.name())));
            // White on white: a wider edge, 2 px each side (the white dog's line read pale).
            if (ui::contrastRatio(line->color(), paper) < 1.5)
                QVERIFY2(std::any_of(series.begin(), series.end(),
                                     [&](QAbstractSeries* o) {
                                         auto* under = qobject_cast<QLineSeries*>(o);
                                         return under && !isPlayerLine(under) &&
                                                under->points() == line->points() &&
                                                under->pen().widthF() >= line->pen().widthF() + 4.0;
                                     }),
                         qPrintable(what + QStringLiteral(": its edge is thin")));
            const auto markers = chart->legend()->markers(line);
            QCOMPARE(markers.size(), 1);
            QVERIFY2(ui::contrastRatio(markers.front()->pen().color(), paper) >= 3.0 &&
                         markers.front()->pen().style() != Qt::NoPen,
                     qPrintable(what + QStringLiteral(": its swatch has no outline")));
            QCOMPARE(markers.front()->brush().color(), line->color());
        }
    }
    QVERIFY(pale >= 3); // Dog Kids' white, grey and brown dogs at least
}

void AppTest::desktopHabits() {
    // The window comes back as it was left (here: maximized).
    {
        MainWindow w(context());
        w.showMaximized();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.isMaximized());
        QVERIFY(w.close());
    }
    QVERIFY(QSettings().contains(QStringLiteral("window/geometry")));
    QVERIFY(QSettings().contains(QStringLiteral("window/state")));
    {
        MainWindow again(context());
        QVERIFY(again.windowState().testFlag(Qt::WindowMaximized));
        // F11: full screen and back to how it was.
        again.show();
        QVERIFY(again.fullScreenAction()->shortcuts().contains(QKeySequence(Qt::Key_F11)));
        again.fullScreenAction()->trigger();
        QVERIFY(again.isFullScreen());
        again.fullScreenAction()->trigger();
        QVERIFY(!again.isFullScreen());
        QVERIFY(again.isMaximized());
        again.close();
    }
    // Pictures and measurements leave no window settings behind.
    QSettings().clear();
    {
        MainWindow quiet(context());
        quiet.setAutosaveEnabled(false);
        quiet.close();
    }
    QVERIFY(!QSettings().contains(QStringLiteral("window/geometry")));
    // "Your turn" while the window is not in front: it asks for attention, once per turn.
    MainWindow w(context());
    std::vector<SeatInfo> seats{SeatInfo{"Rex", true, "random", -1}, SeatInfo{"Ania", false, "medium", -1}};
    w.startMatch(makeMatch(QStringLiteral("nim"), seats));
    QVERIFY(!w.isActiveWindow());
    QTRY_VERIFY(w.controller().humanToAct());
    QTRY_COMPARE(w.alertsRaised(), 1);
    QTest::qWait(50); // the turn goes on: no second alert
    QCOMPARE(w.alertsRaised(), 1);
}

void AppTest::soundsAreOffInTestsAndMuteIsRemembered() {
    QVERIFY(!Sounds::enabled()); // only the app's main() turns sounds on (and not with --quiet)
    {
        MainWindow w(context());
        w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
        MatchController& c = w.controller();
        while (!c.state().isOver())
            QVERIFY(c.playHuman(c.state().legalActions().front()).ok());
        QVERIFY(w.sounds().asked() >= 3); // moves placed, your turn, game over
        QCOMPARE(w.sounds().played(), 0);
        QVERIFY(!w.muteAction()->isChecked());
        w.muteAction()->trigger();
        QVERIFY(w.sounds().muted());
    }
    QVERIFY(AppSettings::load().muted);
    {
        MainWindow again(context());
        QVERIFY(again.muteAction()->isChecked());
        QVERIFY(again.sounds().muted());
    }
    // Muted, or at volume 0, nothing plays even when sounds are on.
    Sounds s;
    Sounds::setEnabled(true);
    s.setMuted(true);
    s.play(Sounds::Cue::DieRoll);
    s.setMuted(false);
    s.setVolume(0);
    s.play(Sounds::Cue::YourTurn);
    Sounds::setEnabled(false);
    QCOMPARE(s.asked(), 2);
    QCOMPARE(s.played(), 0);
    QCOMPARE(s.volume(), 0);
}

void AppTest::profileColoursAndAvatarsAtTheTable() {
    // #25: a profile's colour preference is its seat's colour at the table (token, table, chart),
    // and its avatar stands beside its name; guests and computers keep their seat's own colour.
    QCOMPARE(ui::paletteFor({-1, -1, -1}), (ui::SeatPalette{0, 1, 2}));
    QCOMPARE(ui::paletteFor({2, -1}), (ui::SeatPalette{2, 1}));
    QCOMPARE(ui::paletteFor({-1, 0}), (ui::SeatPalette{1, 0}));       // seat 1 keeps its wish, seat 0 moves
    QCOMPARE(ui::paletteFor({3, 3, -1}), (ui::SeatPalette{3, 1, 2})); // the first seat's wish wins
    MainWindow w(context());
    QTest::qWait(1);
    PlayersPage* page = w.showPlayers();
    QVERIFY(page->addProfile(QStringLiteral("Ania"), 3, QStringLiteral("beagle")));
    page->close();
    QTest::qWait(1);
    std::vector<SeatInfo> seats = humans(2); // Ania and Bartek (a guest)
    w.startMatch(makeMatch(primaryGame(), seats));
    QCOMPARE(ui::seatPalette(), (ui::SeatPalette{3, 1}));
    QCOMPARE(ui::playerColour(0), ui::paletteColour(3));
    QCOMPARE(ui::playerColour(1), ui::paletteColour(1));
    const auto avatars = w.findChildren<QLabel*>(QStringLiteral("playerAvatar"));
    QCOMPARE(avatars.size(), 2);
    QVERIFY(avatars[0]->isVisibleTo(&w));
    QVERIFY(!avatars[0]->pixmap().isNull());
    QVERIFY(!avatars[1]->isVisibleTo(&w));
    // The replay viewer of a game with other players draws its own seats' colours.
    ReplayWindow* viewer = w.showReplay(w.controller().match());
    QVERIFY(viewer);
    viewer->setSeatPalette(ui::SeatPalette{2, 0});
    QCOMPARE(ui::seatPalette(), (ui::SeatPalette{3, 1})); // the app's stays
    viewer->close();
    // A game without profiles: every seat its own colour again.
    w.startMatch(makeMatch(primaryGame(),
                           {SeatInfo{"Zosia", false, "medium", -1}, SeatInfo{"Olek", false, "medium", -1}}));
    QCOMPARE(ui::playerColour(0), ui::paletteColour(0));
    QVERIFY(!w.findChildren<QLabel*>(QStringLiteral("playerAvatar"))[0]->isVisibleTo(&w));
}

void AppTest::threeProfilesFiveGames() {
    // As a family would: three profiles, the five games played to the end at the table (random
    // legal choices), then the statistics page checked against the score sheets of what happened.
    MainWindow w(context());
    QTest::qWait(1);
    PlayersPage* players = w.showPlayers();
    const QStringList names{QStringLiteral("Ania"), QStringLiteral("Tomek"), QStringLiteral("Zosia")};
    for (int i = 0; i < 3; ++i)
        QVERIFY(players->addProfile(names[i], i, avatarNames()[i]));
    players->close();
    struct Expected {
        int games = 0, wins = 0, best = 0;
    };
    std::map<QString, std::map<QString, Expected>> expected; // game -> name -> numbers
    Rng rng(2026);
    int seed = 40;
    for (const char* id : {"doglover", "dig", "kennel", "ciapki", "dogkids"}) {
        std::vector<SeatInfo> seats;
        for (const QString& n : names)
            seats.push_back(SeatInfo{n.toStdString(), false, "medium", -1});
        // Played to the end by random legal choices (the play-through tests drive the tables
        // themselves), then put on the table as any finished game is: the shell records it.
        Match m = makeMatch(QString::fromLatin1(id), seats, static_cast<std::uint64_t>(seed++));
        for (int step = 0; !m.state().isOver() && step < 200000; ++step) {
            if (m.state().currentSeat() == kChanceSeat) {
                m.resolveChance();
                continue;
            }
            const auto legal = m.state().legalActions();
            QVERIFY(m.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
        }
        QVERIFY2(m.state().isOver(), id);
        w.startMatch(std::move(m));
        MatchController& c = w.controller();
        QTRY_VERIFY2(c.state().isOver(), id);
        const ScoreSheet sheet = c.state().scoreSheet();
        for (int s = 0; s < 3; ++s) {
            Expected& e = expected[QString::fromLatin1(id)][names[s]];
            e.best = e.games == 0 ? sheet.players[static_cast<std::size_t>(s)].total
                                  : std::max(e.best, sheet.players[static_cast<std::size_t>(s)].total);
            ++e.games;
            e.wins += sheet.isWinner(s) ? 1 : 0;
        }
    }
    const auto games = w.history().database()->games();
    QCOMPARE(games.size(), std::size_t(5));
    for (const auto& g : games)
        for (int s = 0; s < 3; ++s)
            QVERIFY(g.seats[static_cast<std::size_t>(s)].profile >= 0); // every seat under its profile
    StatisticsPage* page = w.showStatistics();
    QString notes;
    for (const auto& [game, byName] : expected) {
        QVERIFY(page->selectGame(game));
        QCOMPARE(page->rows(), 3);
        for (int r = 0; r < 3; ++r) {
            const Expected& e = byName.at(page->cell(r, 0));
            QCOMPARE(page->cell(r, 1).toInt(), e.games);
            QCOMPARE(page->cell(r, 2).toInt(), e.wins);
            QCOMPARE(page->cell(r, 4).toInt(), e.best);
            notes += QStringLiteral("%1 %2: wins %3 best %4; ")
                         .arg(game, page->cell(r, 0))
                         .arg(e.wins)
                         .arg(e.best);
        }
    }
    QVERIFY(page->selectGame(QString()));
    int wins = 0;
    for (int r = 0; r < 3; ++r) {
        QCOMPARE(page->cell(r, 1), QStringLiteral("5"));
        wins += page->cell(r, 2).toInt();
    }
    QVERIFY(wins >= 5); // at least one winner a game (shared wins count for each)
    qInfo("%s", qPrintable(notes));
    page->close();
}

void AppTest::damagedSavesAreQuarantinedAtStart() {
    // A poisoned save in the library and an old single autosave that crashed earlier versions on start.
    const QString games = dataFolder() + QStringLiteral("/games");
    QVERIFY(QDir().mkpath(games));
    writeAll(games + QStringLiteral("/dig-20261125-101010.dogtable"),
             QByteArray(60000, '[') + QByteArray(60000, ']'));
    writeAll(dataFolder() + QStringLiteral("/autosave.dogtable"),
             QByteArray("{\"format\": \"dogtable-save\", \"version\": 1, "));
    MainWindow w(context());
    Recorded r;
    recordPrompts(w, r);
    QTRY_COMPARE(r.told.size(), 1); // told once, after the window is up
    QCOMPARE(w.page(), MainWindow::Page::Picker);
    QVERIFY(!w.picker()->resumeOffered());
    const QStringList moved = QDir(dataFolder() + QStringLiteral("/quarantine")).entryList(QDir::Files);
    QCOMPARE(moved.size(), 2);
    for (const QString& name : moved) {
        QVERIFY2(name.contains(QStringLiteral(".damaged-")), qPrintable(name));
        QVERIFY2(r.told.front().contains(name),
                 qPrintable(r.told.front())); // the message names where it went
    }
    QVERIFY(!QFile::exists(dataFolder() + QStringLiteral("/autosave.dogtable")));
    // The app starts normally the next time, with nothing to complain about.
    MainWindow again(context());
    QVERIFY(again.startupMessages().isEmpty());
    // An old single autosave that loads is moved into the library and offered.
    Match m = makeMatch(QStringLiteral("nim"), humans(2));
    QVERIFY(m.play(Action(0, 1)).ok());
    writeAll(dataFolder() + QStringLiteral("/autosave.dogtable"), QByteArray::fromStdString(m.toJson()));
    MainWindow third(context());
    QCOMPARE(third.picker()->unfinishedGames().size(), 1);
    QVERIFY(third.resumeLastGame());
    QCOMPARE(third.controller().state().hash(), m.state().hash());
}

void AppTest::correctedComponentsAreCheckedAndGamesKept() {
    // Issue #13: a box owner's corrected components in <app data>/data/<id>.json.
    if (!context().playable("doglover")) QSKIP("Dog Lover is not built");
    const GameInfo& dogLover = *context().games.find("doglover");
    const QString src = QStringLiteral(DOGTABLE_SOURCE_DIR);
    const QByteArray t11 = readAll(src + QStringLiteral("/tests/games/doglover/t11.json"));
    auto scoreT11 = [&] { return dogLover.scoreTableau(t11.toStdString())->players.at(0).total; };
    QCOMPARE(scoreT11(), 52);
    // A Dog Lover game in progress, played with the built-in components.
    const QString games = dataFolder() + QStringLiteral("/games");
    QVERIFY(QDir().mkpath(games));
    Match m = makeMatch(QStringLiteral("doglover"), humans(2));
    m.resolveAllChance();
    const QString save = games + QStringLiteral("/doglover-20261126-101010.dogtable");
    writeAll(save, QByteArray::fromStdString(m.toJson()));
    QVERIFY(QDir().mkpath(dataFolder() + QStringLiteral("/data")));
    const QString corrected = dataFolder() + QStringLiteral("/data/doglover.json");

    // A file with a mistake: refused once, naming the entry; the built-in components play on.
    writeAll(corrected, readAll(src + QStringLiteral("/tests/games/doglover/data/broken_shape.json")));
    {
        MainWindow w(context());
        Recorded r;
        recordPrompts(w, r);
        QTRY_COMPARE(r.told.size(), 1);
        QVERIFY2(r.told.front().contains(QStringLiteral("tricks K04 'Do nogi'")), qPrintable(r.told.front()));
        QVERIFY(!dogLover.data.overridden());
        QCOMPARE(scoreT11(), 52);
        QCOMPARE(w.picker()->unfinishedGames().size(), 1);
        QVERIFY(w.resumeLastGame());
    }
    // A good corrected file (Dango worth 8): the app's engine scores with it; the game played with
    // the built-in components is kept and listed with the reason, refused clearly, never quarantined.
    writeAll(corrected, readAll(src + QStringLiteral("/tests/games/doglover/data/dango8.json")));
    {
        MainWindow w(context());
        Recorded r;
        recordPrompts(w, r);
        QVERIFY(dogLover.data.overridden());
        QCOMPARE(scoreT11(), 55);
        QCOMPARE(w.picker()->unfinishedGames().size(), 1);
        QVERIFY(w.picker()->unfinishedGames().front().detail.contains(QStringLiteral("other components")));
        QVERIFY(!w.resumeLastGame());
        QVERIFY(!r.told.isEmpty());
        QVERIFY2(r.told.back().contains(QStringLiteral("built-in components")), qPrintable(r.told.back()));
        QVERIFY(QFile::exists(save));
        QVERIFY(QDir(dataFolder() + QStringLiteral("/quarantine")).entryList(QDir::Files).isEmpty());
        // A new game records the corrected components in its save.
        Match fresh = makeMatch(QStringLiteral("doglover"), humans(2));
        QCOMPARE(QString::fromStdString(nlohmann::json::parse(fresh.toJson())["data"].get<std::string>()),
                 QString::fromStdString(dogLover.data.fingerprint()));
    }
    // Without the file, the game opens again.
    QVERIFY(QFile::remove(corrected));
    data::restoreBuiltin(dogLover);
    {
        MainWindow w(context());
        QVERIFY(w.resumeLastGame());
        QCOMPARE(w.controller().state().hash(), m.state().hash());
    }
}

void AppTest::correctedCiapkiDogsPlayInTheApp() {
#ifdef DOGTABLE_HAS_CIAPKI_DATA
    // Issue #13 for Ciapki: the dog deck from <app data>/data/ciapki.json.
    if (!context().playable("ciapki")) QSKIP("Ciapki is not built");
    namespace ciapki = dogtable::games::ciapki;
    const GameInfo& game = *context().games.find("ciapki");
    const QString src = QStringLiteral(DOGTABLE_SOURCE_DIR);
    QVERIFY(QDir().mkpath(dataFolder() + QStringLiteral("/data")));
    const QString corrected = dataFolder() + QStringLiteral("/data/ciapki.json");
    // A file with a mistake: refused once, naming the dog; the built-in deck plays on.
    writeAll(corrected, readAll(src + QStringLiteral("/tests/games/ciapki/data/broken_space.json")));
    {
        MainWindow w(context());
        Recorded r;
        recordPrompts(w, r);
        QTRY_COMPARE(r.told.size(), 1);
        QVERIFY2(r.told.front().contains(QStringLiteral("dogs D05 'Lief'")), qPrintable(r.told.front()));
        QVERIFY(!game.data.overridden());
        QCOMPARE(int(ciapki::dogInfo(4).paws), 2);
    }
    // A corrected file (Doog without paw prints, Burt with two 6s): the app's engine plays with it
    // and a new game records it.
    writeAll(corrected, readAll(src + QStringLiteral("/tests/games/ciapki/data/corrected.json")));
    {
        MainWindow w(context());
        QVERIFY(game.data.overridden());
        QCOMPARE(int(ciapki::dogInfo(4).paws), 0);
        QCOMPARE(int(ciapki::dogInfo(27).spaces), 2);
        Match fresh = makeMatch(QStringLiteral("ciapki"), humans(2));
        QCOMPARE(QString::fromStdString(nlohmann::json::parse(fresh.toJson())["data"].get<std::string>()),
                 QString::fromStdString(game.data.fingerprint()));
    }
    QVERIFY(QFile::remove(corrected));
    data::restoreBuiltin(game);
    QCOMPARE(int(ciapki::dogInfo(4).paws), 2);
#else
    QSKIP("Ciapki's rules headers are not available");
#endif
}

void AppTest::correctedKennelMapPlaysInTheApp() {
#ifdef DOGTABLE_HAS_KENNEL_DATA
    // Issue #13 for DOGS: the map, the token mix and the Dog Fair cards from <app data>/data/kennel.json.
    if (!context().playable("kennel")) QSKIP("DOGS is not built");
    namespace kennel = dogtable::games::kennel;
    const GameInfo& game = *context().games.find("kennel");
    const QString src = QStringLiteral(DOGTABLE_SOURCE_DIR);
    QVERIFY(QDir().mkpath(dataFolder() + QStringLiteral("/data")));
    const QString corrected = dataFolder() + QStringLiteral("/data/kennel.json");
    // A route to a place that does not exist: refused once, naming the route; the built-in map plays on.
    writeAll(corrected, readAll(src + QStringLiteral("/tests/games/kennel/data/broken_route.json")));
    {
        MainWindow w(context());
        Recorded r;
        recordPrompts(w, r);
        QTRY_COMPARE(r.told.size(), 1);
        QVERIFY2(r.told.front().contains(QStringLiteral("routes 25 ('K5'-'JK9'): to: 'JK9' is not a place")),
                 qPrintable(r.told.front()));
        QVERIFY(!game.data.overridden());
        QCOMPARE(kennel::nodeCount(), 23);
    }
    // A corrected file (C1 pays 3 coins, a junction JN joins C3 and K3, a Mutt on F1): the app's
    // engine and table play with it and a new game records it.
    writeAll(corrected, readAll(src + QStringLiteral("/tests/games/kennel/data/corrected.json")));
    {
        MainWindow w(context());
        QVERIFY(game.data.overridden());
        QCOMPARE(kennel::nodeCount(), 24);
        QCOMPARE(kennel::spaceReward(0), 3);
        QCOMPARE(int(kennel::fairCards()[0][2]), int(kennel::Mutt));
        Match fresh = makeMatch(QStringLiteral("kennel"), humans(2));
        QCOMPARE(QString::fromStdString(nlohmann::json::parse(fresh.toJson())["data"].get<std::string>()),
                 QString::fromStdString(game.data.fingerprint()));
        fresh.resolveAllChance();
        w.startMatch(std::move(fresh));
        w.resize(1280, 800);
        QVERIFY(!w.grab().isNull()); // the table draws the corrected map
    }
    QVERIFY(QFile::remove(corrected));
    data::restoreBuiltin(game);
    QCOMPARE(kennel::nodeCount(), 23);
    QCOMPARE(kennel::spaceReward(0), 1);
#else
    QSKIP("DOGS's rules headers are not available");
#endif
}

void AppTest::correctedDigComponentsScoreInTheApp() {
    // Issue #13 for Dig: the bone values and the doghouse's table from <app data>/data/dig.json.
    if (!context().playable("dig")) QSKIP("Dig is not built");
    const GameInfo& game = *context().games.find("dig");
    const QString src = QStringLiteral(DOGTABLE_SOURCE_DIR);
    const QByteArray tableau = readAll(src + QStringLiteral("/tests/cli/dig_tableau.json"));
    auto scoreAnia = [&] { return game.scoreTableau(tableau.toStdString())->players.at(0).total; };
    QCOMPARE(scoreAnia(), 20);
    QVERIFY(QDir().mkpath(dataFolder() + QStringLiteral("/data")));
    const QString corrected = dataFolder() + QStringLiteral("/data/dig.json");
    // A file with a mistake: refused once, naming the card; the built-in components play on.
    writeAll(corrected, readAll(src + QStringLiteral("/tests/games/dig/data/broken_bone.json")));
    {
        MainWindow w(context());
        Recorded r;
        recordPrompts(w, r);
        QTRY_COMPARE(r.told.size(), 1);
        QVERIFY2(r.told.front().contains(QStringLiteral("bone_cards YB-B")), qPrintable(r.told.front()));
        QVERIFY(!game.data.overridden());
        QCOMPARE(scoreAnia(), 20);
    }
    // A corrected file (the nearest bowl pays 8, the next 5): the app's engine scores with it and a
    // new game records it.
    writeAll(corrected, readAll(src + QStringLiteral("/tests/games/dig/data/corrected.json")));
    {
        MainWindow w(context());
        QVERIFY(game.data.overridden());
        QCOMPARE(scoreAnia(), 26);
        Match fresh = makeMatch(QStringLiteral("dig"), humans(2));
        QCOMPARE(QString::fromStdString(nlohmann::json::parse(fresh.toJson())["data"].get<std::string>()),
                 QString::fromStdString(game.data.fingerprint()));
    }
    QVERIFY(QFile::remove(corrected));
    data::restoreBuiltin(game);
    QCOMPARE(scoreAnia(), 20);
}

void AppTest::correctedDogKidsBoardPlaysInTheApp() {
#ifdef DOGTABLE_HAS_DOGKIDS_DATA
    // Issue #13 for Dog Kids: the ring, the home lanes and the card mix from <app data>/data/dogkids.json.
    if (!context().playable("dogkids")) QSKIP("Dog Kids is not built");
    namespace dk = dogtable::games::dogkids;
    const GameInfo& game = *context().games.find("dogkids");
    const QString src = QStringLiteral(DOGTABLE_SOURCE_DIR);
    QVERIFY(QDir().mkpath(dataFolder() + QStringLiteral("/data")));
    const QString corrected = dataFolder() + QStringLiteral("/data/dogkids.json");
    // A file with a mistake: refused once, naming the field; the built-in board plays on.
    writeAll(corrected, readAll(src + QStringLiteral("/tests/games/dogkids/data/broken_start.json")));
    {
        MainWindow w(context());
        Recorded r;
        recordPrompts(w, r);
        QTRY_COMPARE(r.told.size(), 1);
        QVERIFY2(r.told.front().contains(QStringLiteral("ring F11")), qPrintable(r.told.front()));
        QVERIFY(!game.data.overridden());
        QCOMPARE(int(dk::board().colours[1]), int(dk::bit(dk::Colour::Green)));
    }
    // A corrected file (F01 and F02 swap colours, 13 red and 11 blue cards): the app's engine and
    // table play on that board and a new game records it.
    writeAll(corrected, readAll(src + QStringLiteral("/tests/games/dogkids/data/corrected.json")));
    {
        MainWindow w(context());
        QVERIFY(game.data.overridden());
        QCOMPARE(int(dk::board().colours[1]), int(dk::bit(dk::Colour::Blue)));
        QCOMPARE(dk::cardInfo(dk::singleCard(dk::Colour::Red)).copies, 13);
        Match fresh = makeMatch(QStringLiteral("dogkids"), humans(2));
        QCOMPARE(QString::fromStdString(nlohmann::json::parse(fresh.toJson())["data"].get<std::string>()),
                 QString::fromStdString(game.data.fingerprint()));
    }
    QVERIFY(QFile::remove(corrected));
    data::restoreBuiltin(game);
    QCOMPARE(int(dk::board().colours[1]), int(dk::bit(dk::Colour::Green)));
#else
    QSKIP("Dog Kids' rules headers are not available");
#endif
}

void AppTest::unwritableDataFolderFallsBack() {
    // The app-data folder cannot take files (a file stands where its games folder would be).
    QVERIFY(QDir().mkpath(dataFolder()));
    writeAll(dataFolder() + QStringLiteral("/games"), "not a folder");
    MainWindow w(context());
    QCOMPARE(w.startupMessages().size(), 1);
    const QString fallback = w.library().folder();
    QVERIFY(w.startupMessages().front().contains(QDir::toNativeSeparators(fallback)));
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    QVERIFY(w.controller().playHuman(Action(0, 1)).ok());
    QVERIFY(w.controller().lastAutosaveError().isEmpty());
    QVERIFY(w.controller().autosavePath().startsWith(fallback));
    QVERIFY(!w.unsavedWarningShown());
}

void AppTest::failingAutosaveAsksBeforeTheGameIsLost() {
    MainWindow w(context());
    Recorded r;
    recordPrompts(w, r);
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    MatchController& c = w.controller();
    QVERIFY(c.playHuman(Action(0, 1)).ok());
    QVERIFY(!w.unsavedWarningShown());
    // The disk says no: the game's file cannot be replaced any more.
    const QString file = c.autosavePath();
    QVERIFY(QFile::remove(file));
    QVERIFY(QDir().mkpath(file + QStringLiteral("/blocked")));
    QVERIFY(c.playHuman(Action(0, 2)).ok());
    QVERIFY(!c.lastAutosaveError().isEmpty());
    QVERIFY(w.unsavedWarningShown()); // said plainly, and it stays
    QVERIFY(c.playHuman(Action(0, 1)).ok());
    QVERIFY(w.unsavedWarningShown());
    const std::uint64_t hash = c.state().hash();
    // Quitting asks; "Cancel" keeps the window and the game.
    r.choice = 2;
    QVERIFY(!w.close());
    QCOMPARE(r.chosen.size(), 1);
    QVERIFY(r.chosen.front().contains(QStringLiteral("Save this game elsewhere?")));
    QVERIFY(c.hasMatch());
    // Going to another game asks too.
    w.showPicker();
    QCOMPARE(r.chosen.size(), 2);
    QVERIFY(c.hasMatch());
    // "Save elsewhere…": the file chosen holds the game, and the window closes.
    r.choice = 0;
    r.savePath = m_dir.filePath(QStringLiteral("kept.dogtable"));
    QVERIFY(w.close());
    LoadOutcome out = readSaveFile(context().games, r.savePath);
    QVERIFY(out.kind == LoadOutcome::Kind::Complete);
    QCOMPARE(out.match->state().hash(), hash);
}

void AppTest::fairUndoTakesBackComputerReplies() {
    // The default (fair) undo against a computer: the human's move goes back together with the
    // computer's reply (nothing hidden was shown in between).
    MainWindow w(context());
    MatchController& c = w.controller();
    QVERIFY(AppSettings::load().undoMode == UndoMode::Fair);
    auto seats = humans(2);
    seats[1].computer = true;
    seats[1].strength = "random";
    w.startMatch(makeMatch(QStringLiteral("nim"), seats));
    QVERIFY(settle(c));
    QVERIFY(c.playHuman(Action(0, 1)).ok());
    QVERIFY(settle(c));
    QCOMPARE(c.match().actions().size(), std::size_t(2));
    QVERIFY(c.canUndo());
    QVERIFY(c.undo());
    QCOMPARE(c.match().actions().size(), std::size_t(0));
    QVERIFY(c.humanToAct());
    QVERIFY(c.redo());
    QCOMPARE(c.match().actions().size(), std::size_t(2));
    QVERIFY(c.humanToAct());
    // With only the computer's moves to take back (it began), there is nothing of yours to undo.
    auto first = humans(2);
    first[0].computer = true;
    first[0].strength = "random";
    w.startMatch(makeMatch(QStringLiteral("nim"), first));
    QVERIFY(settle(c));
    QCOMPARE(c.state().currentSeat(), 1);
    QVERIFY(!c.canUndo());
    // Between two people the hand-over still ends what can be taken back.
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    QVERIFY(c.playHuman(Action(0, 1)).ok());
    QVERIFY(!c.canUndo());
}

void AppTest::piesDiceAreShownOneByOne() {
    if (!context().playable("ciapki")) QSKIP("Ciapki is not built");
    // A solo game of Ciapki: Pies's turn is chance only (its die), and each roll must stay on the
    // table about as long as a computer's move, not flash by as a run of deals does.
    ui::setAnimationFactor(1.0);
    MainWindow w(context());
    MatchController& c = w.controller();
    c.setComputerPaceMs(120);
    c.setChancePaceMs(10);
    Match m = makeMatch(QStringLiteral("ciapki"), humans(1), 3);
    w.startMatch(std::move(m));
    QElapsedTimer clock;
    clock.start();
    std::vector<qint64> piesRolls;
    connect(&c, &MatchController::actionApplied, &w, [&](const GameState& before, const Action& a) {
        if (before.isChance() && before.isDiceRoll(a) && before.turnSeat() < 0)
            piesRolls.push_back(clock.elapsed());
    });
    Rng rng(4);
    // Play the human's turns (hold early) until Pies has rolled a few times.
    while (piesRolls.size() < 4 && !c.state().isOver() && clock.elapsed() < 60000) {
        if (c.humanToAct()) {
            const auto legal = c.state().legalActions();
            QVERIFY(c.playHuman(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
        }
        QTest::qWait(2);
    }
    ui::setAnimationFactor(0.0);
    QVERIFY2(piesRolls.size() >= 2, "Pies never rolled twice");
    for (std::size_t i = 1; i < piesRolls.size(); ++i)
        QVERIFY2(
            piesRolls[i] - piesRolls[i - 1] >= 100,
            qPrintable(QStringLiteral("%1 ms between two Pies rolls").arg(piesRolls[i] - piesRolls[i - 1])));
}

void AppTest::hintButtonSuggestsAndChangesNothing() {
    MainWindow w(context());
    MatchController& c = w.controller();
    w.startMatch(makeMatch(primaryGame(), humans(2), 21));
    Rng rng(3);
    QVERIFY(drive(w, 3, rng));
    QVERIFY(settle(c));
    if (c.handOverPending()) c.confirmHandOver();
    QVERIFY(c.humanToAct());
    const std::uint64_t before = c.state().hash();
    const std::size_t position = c.match().actions().size();
    QSignalSpy ready(&c, &MatchController::hintReady);
    QVERIFY(w.sidePanel()->hintButton()->isEnabled());
    w.sidePanel()->hintButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(ready.count() == 1, 30000);
    // A legal action of the seat to act, never played by itself; the game is unchanged.
    const auto action = ready.front().front().value<Action>();
    const auto legal = c.state().legalActions();
    QVERIFY(std::find(legal.begin(), legal.end(), action) != legal.end());
    QCOMPARE(c.state().hash(), before);
    QCOMPARE(c.match().actions().size(), position);
    QVERIFY(w.lastHint().startsWith(QStringLiteral("Hint: ")));
    QVERIFY(w.noticeText().startsWith(QStringLiteral("Hint: ")));
    // The strip says the move, whole; which computer would play it is in the tooltip (play test: the
    // strip cut the line off at 1024x700).
    const QString describe = ready.front().at(1).toString();
    const QString why = ready.front().at(2).toString();
    const QString note = ready.front().at(3).toString();
    QCOMPARE(w.noticeText(), note.isEmpty() ? QStringLiteral("Hint: ") + describe
                                            : QStringLiteral("Hint: %1 — %2").arg(describe, note));
    QVERIFY(!w.noticeText().contains(QStringLiteral("computer would play")));
    auto* notice = w.findChild<QLabel*>(QStringLiteral("noticeText"));
    QVERIFY(notice);
    QVERIFY(notice->toolTip().simplified().contains(why.simplified()));
    // H again in the same position gives the same hint at once, with no new search (a search
    // stopped by its time cap could give another each time: H, Enter, H, Enter... made no move).
    w.sidePanel()->hintButton()->click();
    QCOMPARE(ready.count(), 2);
    QVERIFY(!c.hintRunning());
    QCOMPARE(ready.back().front().value<Action>(), action);
    // The hinted move made is marked in the log and recorded in the save (not before it is made).
    QVERIFY(c.match().hints().empty());
    QVERIFY(c.playHuman(action).ok());
    QCOMPARE(c.match().hints(), std::vector<int>{static_cast<int>(position)});
    QVERIFY(readAll(c.autosavePath()).contains("\"hints\""));
    QVERIFY(c.match().log()[position].hinted);
    QVERIFY(settle(c));
    if (c.handOverPending()) c.confirmHandOver(); // the log is shown again to whoever is at the table
    bool marked = false;
    for (int i = 0; i < w.sidePanel()->logList()->count(); ++i)
        marked = marked || w.sidePanel()->logList()->item(i)->text().contains(QStringLiteral("(hint used)"));
    QVERIFY(marked);
    // When it is nobody's move at the table (hand-over), a hint is refused with a reason.
    QSignalSpy refused(&c, &MatchController::refused);
    if (!c.humanToAct()) {
        QVERIFY(!c.requestHint());
        QCOMPARE(refused.count(), 1);
    }
}

void AppTest::rulesWindowStaysOnTheScreen() {
    // A play-tester saw the rules window run past the right edge of a full-HD screen. In the app's
    // theme (as it starts), with a page in four languages (their four names made it 850 px wide).
    theme::apply(*static_cast<QApplication*>(QCoreApplication::instance()));
    MainWindow w(context());
    w.resize(640, 480);
    w.move(w.screen()->availableGeometry().right() - 700, 40); // near the right edge
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showRules(primaryGame());
    QVERIFY(w.rulesBrowser());
    QTRY_VERIFY(w.rulesBrowser()->isVisible());
    const QRect screen = w.screen()->availableGeometry();
    const QRect rules = w.rulesBrowser()->geometry();
    QVERIFY2(screen.contains(rules), qPrintable(QStringLiteral("rules %1,%2 %3x%4 on a screen %5x%6")
                                                    .arg(rules.x())
                                                    .arg(rules.y())
                                                    .arg(rules.width())
                                                    .arg(rules.height())
                                                    .arg(screen.width())
                                                    .arg(screen.height())));
}

void AppTest::scoreSheetAtTheEnd() {
    MainWindow w(context());
    MatchController& c = w.controller();
    QSignalSpy over(&c, &MatchController::gameOver);
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    Rng rng(4);
    QVERIFY(drive(w, 20, rng));
    QVERIFY(c.state().isOver());
    QCOMPARE(over.count(), 1);
    QCOMPARE(c.viewer(), kNoSeat);
    QTRY_VERIFY(w.findChild<ScoreSheetDialog*>() != nullptr);
    const ScoreSheet sheet = c.state().scoreSheet();
    auto* dialog = w.findChild<ScoreSheetDialog*>();
    QTableWidget* t = dialog->table();
    QCOMPARE(t->columnCount(), 2);
    const int totalRow = t->rowCount() - 1;
    for (int p = 0; p < 2; ++p)
        QCOMPARE(t->item(totalRow, p)->text().toInt(), sheet.players[static_cast<std::size_t>(p)].total);
    QCOMPARE(sheet.winners.size(), std::size_t(1));
    QVERIFY(
        dialog->winnerText().contains(qs(sheet.players[static_cast<std::size_t>(sheet.winners[0])].name)));
    QVERIFY(t->horizontalHeaderItem(sheet.winners[0])->text().contains(QStringLiteral("★")));
    QVERIFY(!t->horizontalHeaderItem(1 - sheet.winners[0])->text().contains(QStringLiteral("★")));
    // Play test: a long sheet hid its Total row below the chart; the heading carries the total.
    for (int p = 0; p < 2; ++p)
        QVERIFY(t->horizontalHeaderItem(p)->text().endsWith(
            QStringLiteral(" · %1").arg(sheet.players[static_cast<std::size_t>(p)].total)));
    // A tie decided by a tie-break names it.
    ScoreSheet tied;
    for (const char* n : {"Ania", "Bartek"}) {
        PlayerScore ps;
        ps.name = n;
        ps.add("points", 5);
        tied.players.push_back(ps);
    }
    tied.decideByTotal({TieBreak{"more bones", {1, 2}}});
    ScoreSheetDialog d(tied, QStringLiteral("Test"), true);
    // Players with lines of their own: each column lists that player's lines.
    ScoreSheet own;
    PlayerScore a{"Ania", {}, 0, true}, b{"Bartek", {}, 0, true};
    a.add("red bones x2", 8);
    b.add("blue bones x1", 2);
    b.add("green bones x1", 3);
    own.players = {a, b};
    own.decideByTotal();
    ScoreSheetDialog listed(own, QStringLiteral("Test"), true);
    QCOMPARE(listed.table()->rowCount(), 3);
    QVERIFY(listed.table()->item(0, 0)->text().contains(QStringLiteral("red bones x2")));
    QVERIFY(listed.table()->item(1, 1)->text().contains(QStringLiteral("green bones x1")));
    QCOMPARE(listed.table()->item(2, 0)->text(), QStringLiteral("Total: 8"));
    QCOMPARE(listed.table()->item(2, 1)->text(), QStringLiteral("Total: 5"));
    QVERIFY(listed.winnerText().contains(QStringLiteral("Ania")));
    QVERIFY(d.winnerText().contains(QStringLiteral("Bartek")));
    QVERIFY(d.tieBreakText().contains(QStringLiteral("more bones")));
}

void AppTest::rulesBrowserSpeaksTheAppsLanguage() {
    // In Polish a game's page opens in Polish at the section asked for; one click shows the same
    // section in English; DOGS in Portuguese opens its Portuguese page.
    QVERIFY(i18n::useLanguage(QStringLiteral("pl")));
    RulesBrowser b(context());
    QVERIFY(b.showGame(QStringLiteral("dig"), QStringLiteral("tidy-up")));
    QCOMPARE(b.pageLanguage(), QStringLiteral("pl"));
    QVERIFY(b.pageLanguages().contains(QStringLiteral("en")));
    QVERIFY(b.pageLanguages().contains(QStringLiteral("pl")));
    const QString polish = b.currentHeading();
    QVERIFY(polish.contains(QStringLiteral("Porządkowanie")));
    auto* english = b.findChild<QPushButton*>(QStringLiteral("rulesLanguage_en"));
    QVERIFY(english != nullptr);
    QVERIFY(english->isVisible() || !b.isVisible());
    english->click();
    QCOMPARE(b.pageLanguage(), QStringLiteral("en"));
    QCOMPARE(b.currentHeading(), QStringLiteral("Tidy-up"));
    QVERIFY(i18n::useLanguage(QStringLiteral("pt")));
    RulesBrowser pt(context());
    QVERIFY(pt.showGame(QStringLiteral("kennel")));
    QCOMPARE(pt.pageLanguage(), QStringLiteral("pt"));
    QVERIFY(pt.showGame(QStringLiteral("dig"))); // every game has a Portuguese page (2026-11-28)
    QCOMPARE(pt.pageLanguage(), QStringLiteral("pt"));
    // A page in another language names the menus as the app shows them in that language (the
    // Portuguese DOGS page said "Help ▸ Keyboard", the menu is "Ajuda ▸ Teclado"; play test #15).
    for (const QString& language : i18n::languages()) {
        if (language == QLatin1String("en")) continue;
        QVERIFY(i18n::useLanguage(language));
        const auto menu = [](const char* source) {
            return QCoreApplication::translate("dogtable::app::MainWindow", source).remove(QLatin1Char('&'));
        };
        const QString path = menu("&Help") + QStringLiteral(" ▸ ") + menu("&Keyboard");
        for (const GameInfo* g : context().playableGames()) {
            QFile page(QStringLiteral(":/rules/%1.%2.md").arg(qs(g->id), language)); // its own page only
            if (!page.open(QIODevice::ReadOnly)) continue;
            const QString text = QString::fromUtf8(page.readAll());
            QVERIFY2(!text.contains(QStringLiteral("Help ▸")) && !text.contains(QStringLiteral("Keyboard")),
                     qPrintable(QStringLiteral("%1 %2: English menu names").arg(qs(g->id), language)));
            if (text.contains(QStringLiteral(" ▸ ")))
                QVERIFY2(text.contains(path),
                         qPrintable(QStringLiteral("%1 %2: not \"%3\"").arg(qs(g->id), language, path)));
        }
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void AppTest::rulesContentsWrapUnderTheirIndent() {
    // Play test G2 (German, F1 in Dog Kids): a wrapped sub-heading's second line started at the left
    // margin ("Großer Sprung, rauswerfen, / schubsen"). Nothing of an indented row is drawn in its
    // indent, on any line.
    QVERIFY(i18n::useLanguage(QStringLiteral("de")));
    RulesBrowser b(context());
    b.resize(1000, 650);
    b.show();
    QVERIFY(QTest::qWaitForWindowExposed(&b));
    QVERIFY(b.showGame(QStringLiteral("dogkids")));
    auto* list = b.findChild<QListWidget*>(QStringLiteral("rulesContents"));
    QVERIFY(list != nullptr);
    list->setCurrentRow(-1);
    QCoreApplication::processEvents();
    list->doItemsLayout();
    const QImage shot = list->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QColor paper = shot.pixelColor(1, 1);
    int wrapped = 0, indented = 0;
    for (int i = 0; i < list->count(); ++i) {
        const QListWidgetItem* item = list->item(i);
        const QRect r = list->visualItemRect(item);
        if (r.bottom() >= shot.height()) break;
        const bool sub =
            item->text().startsWith(QLatin1Char(' ')) || item->data(Qt::UserRole + 1).toInt() > 0;
        if (!sub) continue;
        ++indented;
        if (r.height() > 1.6 * QFontMetrics(item->font()).height()) ++wrapped;
        int ink = 0;
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x < r.left() + 12; ++x)
                if (ui::contrastRatio(shot.pixelColor(x, y), paper) > 1.5) ++ink;
        QVERIFY2(ink == 0,
                 qPrintable(QStringLiteral("\"%1\": %2 px drawn in its indent").arg(item->text()).arg(ink)));
    }
    QVERIFY(indented > 3);
    QVERIFY(wrapped >= 1);
    // The section of the box's names says what it is in German.
    QVERIFY(b.showGame(QStringLiteral("dogkids"), QStringLiteral("names-on-the-box")));
    QCOMPARE(b.currentHeading(), QStringLiteral("Namen auf der Schachtel"));
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void AppTest::rulesBrowserContentsShowWholeHeadings() {
    // A play-tester read "Großer Sprung, rauswerfen, schub…" in the contents list: every heading of
    // every page, in every language the app speaks, is shown whole (wrapped where it is long).
    for (const QString& lang :
         {QStringLiteral("en"), QStringLiteral("pl"), QStringLiteral("pt"), QStringLiteral("de")}) {
        QVERIFY(i18n::useLanguage(lang));
        RulesBrowser b(context());
        b.resize(1000, 650); // the rules window on a 1024×700 screen
        b.show();
        QVERIFY(QTest::qWaitForWindowExposed(&b));
        auto* list = b.findChild<QListWidget*>(QStringLiteral("rulesContents"));
        QVERIFY(list != nullptr);
        int checked = 0;
        for (const GameInfo* g : context().playableGames()) {
            if (!b.showGame(qs(g->id))) continue;
            QCoreApplication::processEvents();
            list->doItemsLayout();
            for (int i = 0; i < list->count(); ++i) {
                const QListWidgetItem* item = list->item(i);
                const QRect r = list->visualItemRect(item);
                const QFontMetrics fm(item->font());
                const QRect need = fm.boundingRect(QRect(0, 0, std::max(1, r.width() - 4), 100000),
                                                   Qt::TextWordWrap, item->text());
                QVERIFY2(need.height() <= r.height() && r.right() <= list->viewport()->width(),
                         qPrintable(QStringLiteral("%1 %2: \"%3\" needs %4×%5, has %6×%7")
                                        .arg(lang, qs(g->id), item->text())
                                        .arg(need.width())
                                        .arg(need.height())
                                        .arg(r.width())
                                        .arg(r.height())));
                ++checked;
            }
            // The search box's placeholder is shown whole (it was cut to "Szukaj w zasadach (Enter:
            // nas…" in Polish, Portuguese and German).
            auto* search = b.findChild<QLineEdit*>(QStringLiteral("rulesSearch"));
            QVERIFY(search != nullptr);
            const int text = search->fontMetrics().horizontalAdvance(search->placeholderText());
            QVERIFY2(text + 16 <= search->width(),
                     qPrintable(QStringLiteral("%1 %2: \"%3\" needs %4, has %5")
                                    .arg(lang, qs(g->id), search->placeholderText())
                                    .arg(text + 16)
                                    .arg(search->width())));
        }
        QVERIFY(checked > 20);
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void AppTest::rulesPagesNeedNoSidewaysScrolling() {
    // Play test (p47_rules.png): Dog Lover's Polish page showed a horizontal scrollbar in the rules
    // window at 1920x1080 (six trick pictures side by side in one preformatted block). Every page in
    // every language the app speaks fits the window's width.
    for (const QString& lang :
         {QStringLiteral("en"), QStringLiteral("pl"), QStringLiteral("pt"), QStringLiteral("de")}) {
        QVERIFY(i18n::useLanguage(lang));
        RulesBrowser b(context());
        b.resize(1000, 650); // the rules window on a 1024×700 screen, as at 1920×1080
        b.show();
        QVERIFY(QTest::qWaitForWindowExposed(&b));
        int pages = 0;
        for (const GameInfo* g : context().playableGames()) {
            if (!b.showGame(qs(g->id))) continue;
            QCoreApplication::processEvents();
            ++pages;
            const QScrollBar* sideways = b.browser()->horizontalScrollBar();
            QVERIFY2(
                sideways->maximum() == 0,
                qPrintable(
                    QStringLiteral("%1 %2: %3 px too wide").arg(lang, qs(g->id)).arg(sideways->maximum())));
        }
        QVERIFY(pages >= 5);
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void AppTest::rulesBrowser() {
    QCOMPARE(headingSlug(QStringLiteral("Setting up: the yard")), QStringLiteral("setting-up-the-yard"));
    QCOMPARE(headingSlug(QStringLiteral("End of the game")), QStringLiteral("end-of-the-game"));
    RulesBrowser b(context());
    // Anchors as the tables send them: GitHub slugs, explicit ids, the section before the page title.
    b.showMarkdown(QStringLiteral("nim"),
                   QStringLiteral("# Dig\n\nIntro.\n\n## Setup\n\nLay out the yard.\n\n"
                                  "## Dig\n\nTurn a card.\n\n## Rolling, placing and burying\n\n"
                                  "Dice.\n\n## Scoring {#points}\n\nBones score at the end.\n"));
    QCOMPARE(b.headings(), (QStringList{"Dig", "Setup", "Dig", "Rolling, placing and burying", "Scoring"}));
    QVERIFY(b.openAnchor(QStringLiteral("dig")));
    QCOMPARE(b.browser()->textCursor().block().text(), QStringLiteral("Dig"));
    QVERIFY(b.browser()->textCursor().block().blockFormat().headingLevel() == 2);
    QVERIFY(b.openAnchor(QStringLiteral("rolling-placing-and-burying")));
    QCOMPARE(b.currentHeading(), QStringLiteral("Rolling, placing and burying"));
    QVERIFY(b.openAnchor(QStringLiteral("points")));
    QCOMPARE(b.currentHeading(), QStringLiteral("Scoring"));
    QVERIFY(!b.browser()->toPlainText().contains(QStringLiteral("{#points}")));
    QVERIFY(b.openAnchor(QStringLiteral("#setup")));
    QCOMPARE(b.currentHeading(), QStringLiteral("Setup"));
    QCOMPARE(b.search(QStringLiteral("yard")), 1);
    QCOMPARE(b.search(QStringLiteral("dig")), 2);
    QVERIFY(!b.showGame(QStringLiteral("nim"))); // no page: says so instead
    QVERIFY(b.browser()->toPlainText().contains(QStringLiteral("not part of this build")));
    QString withPage;
    for (const GameInfo* g : context().playableGames())
        if (QFile::exists(rulesResource(g->id))) {
            withPage = qs(g->id);
            break;
        }
    if (withPage.isEmpty()) QSKIP("no docs/rules/<id>.en.md page is compiled in yet");
    QVERIFY(b.showGame(withPage));
    const QStringList heads = b.headings();
    QVERIFY(heads.size() >= 2);
    QVERIFY(b.openAnchor(headingSlug(heads.last())));
    QCOMPARE(b.currentHeading(), heads.last());
    QVERIFY(!b.openAnchor(QStringLiteral("no-such-section-anywhere")));
    const QString word = heads.last().split(QLatin1Char(' ')).last();
    QVERIFY(b.search(word) >= 1);
    QCOMPARE(b.search(QStringLiteral("zzqqxx-not-there")), 0);
    // F1 opens the current game's page in the main window.
    MainWindow w(context());
    w.startMatch(makeMatch(withPage, humans(2)));
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QTest::keyClick(&w, Qt::Key_F1);
    QVERIFY(w.rulesBrowser());
    QCOMPARE(w.rulesBrowser()->currentGame(), withPage);
    // Play test: F1 opened at a section, then the window took its size and the page was laid out
    // again: the heading ended below the view. The section at the top stays at the top.
    RulesBrowser sized(context());
    sized.resize(420, 300);
    QVERIFY(sized.showGame(withPage));
    const QString middle = heads[heads.size() / 2];
    QVERIFY(sized.openAnchor(headingSlug(middle)));
    sized.show();
    QVERIFY(QTest::qWaitForWindowExposed(&sized));
    // In view, at the top unless the page ends before a screenful below it.
    const auto headingInView = [&] {
        QTextBrowser* b = sized.browser();
        QTextBlock block = b->document()->firstBlock();
        while (block.isValid() && block.text() != middle)
            block = block.next();
        if (!block.isValid()) return false;
        const QRectF r = b->document()->documentLayout()->blockBoundingRect(block);
        const int top = static_cast<int>(r.top()) - b->verticalScrollBar()->value();
        const bool atTop = std::abs(top) <= 2;
        const bool atEnd = b->verticalScrollBar()->value() == b->verticalScrollBar()->maximum();
        return atTop || (atEnd && top >= 0 && top + r.height() <= b->viewport()->height());
    };
    QTRY_VERIFY(headingInView());
    sized.resize(1100, 760);
    QTRY_VERIFY(headingInView());
    sized.resize(500, 700);
    QTRY_VERIFY(headingInView());
}

void AppTest::settingsExplainTheUndoChosen() {
    // Play test: after choosing Casual the note under the settings still described Fair undo.
    SettingsDialog d(AppSettings::load());
    auto* mode = d.findChild<QComboBox*>(QStringLiteral("undoMode"));
    auto* note = d.findChild<QLabel*>(QStringLiteral("undoNote"));
    QVERIFY(mode && note);
    QCOMPARE(mode->currentData().toString(), QStringLiteral("fair"));
    QVERIFY2(note->text().startsWith(QStringLiteral("Fair undo")), qPrintable(note->text()));
    QVERIFY(note->text().contains(QStringLiteral("unless they rolled or revealed something")));
    mode->setCurrentIndex(mode->findData(QStringLiteral("casual")));
    QVERIFY2(note->text().startsWith(QStringLiteral("Casual undo")), qPrintable(note->text()));
    mode->setCurrentIndex(mode->findData(QStringLiteral("fair")));
    QVERIFY(note->text().startsWith(QStringLiteral("Fair undo")));
}

void AppTest::languageNoticeIsInTheChosenLanguage() {
    // Play test: a player who chose Polski read "The language changes the next time Dogtable
    // starts." in English only. The notice now says it in the chosen language too.
    MainWindow w(context());
    AppSettings s = AppSettings::load();
    s.language = QStringLiteral("pl");
    w.applySettings(s);
    QVERIFY2(
        w.noticeText().contains(QStringLiteral("Język zmieni się przy następnym uruchomieniu Dogtable.")),
        qPrintable(w.noticeText()));
    QVERIFY(w.noticeText().contains(QStringLiteral("The language changes the next time Dogtable starts.")));
    s.language = QStringLiteral("de");
    w.applySettings(s);
    QVERIFY2(
        w.noticeText().contains(QStringLiteral("Die Sprache ändert sich beim nächsten Start von Dogtable.")),
        qPrintable(w.noticeText()));
    // Back to the language in use: said once.
    s.language = QStringLiteral("en");
    w.applySettings(s);
    QCOMPARE(w.noticeText(), QStringLiteral("The language changes the next time Dogtable starts."));
    QCOMPARE(i18n::language(), QStringLiteral("en")); // nothing switched before the restart
}

void AppTest::settingsSayWhenAnotherLanguageComes() {
    // Play test (1024x700): the bilingual notice was cut in the status bar, and the half cut off was
    // the language in use. The settings now say it under the choice, whole, in both languages, and
    // the notice begins with the language in use.
    SettingsDialog d(AppSettings::load());
    auto* language = d.findChild<QComboBox*>(QStringLiteral("language"));
    auto* note = d.findChild<QLabel*>(QStringLiteral("languageNote"));
    QVERIFY(language && note);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QVERIFY(!note->isVisible()); // the language in use: nothing to say
    language->setCurrentIndex(language->findData(QStringLiteral("pl")));
    QVERIFY(note->isVisible());
    QCOMPARE(note->text(), QStringLiteral("The language changes the next time Dogtable starts.\n"
                                          "Język zmieni się przy następnym uruchomieniu Dogtable."));
    // Whole, below the choice (play test: the dialog kept its height and the note lay half under
    // the combo box, its Polish line out of sight).
    QApplication::processEvents();
    const QRect noteBox(note->mapTo(&d, QPoint(0, 0)), note->size());
    const QRect comboBox(language->mapTo(&d, QPoint(0, 0)), language->size());
    QVERIFY2(noteBox.top() >= comboBox.bottom(),
             qPrintable(QStringLiteral("note at %1, combo to %2").arg(noteBox.top()).arg(comboBox.bottom())));
    QVERIFY2(note->height() >= note->heightForWidth(note->width()),
             qPrintable(QStringLiteral("note %1 px, needs %2")
                            .arg(note->height())
                            .arg(note->heightForWidth(note->width()))));
    QVERIFY(d.rect().contains(noteBox));
    language->setCurrentIndex(language->findData(QStringLiteral("en")));
    QVERIFY(!note->isVisible());
    MainWindow w(context());
    AppSettings s = AppSettings::load();
    s.language = QStringLiteral("pt");
    w.applySettings(s);
    QVERIFY2(
        w.noticeText().startsWith(QStringLiteral("The language changes the next time Dogtable starts. · ")),
        qPrintable(w.noticeText()));
    s.language = QStringLiteral("en");
    w.applySettings(s);
}

void AppTest::settingsTakeEffect() {
    MainWindow w(context());
    AppSettings s;
    s.animationFactor = 0.5;
    s.undoMode = UndoMode::Casual;
    w.applySettings(s);
    QCOMPARE(ui::animationFactor(), 0.5);
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    QVERIFY(w.controller().match().undoMode() == UndoMode::Casual);
    // Saved, and shown again by the dialog.
    const AppSettings loaded = AppSettings::load();
    QCOMPARE(loaded.animationFactor, 0.5);
    QVERIFY(loaded.undoMode == UndoMode::Casual);
    SettingsDialog d(loaded);
    QCOMPARE(d.settings().animationFactor, 0.5);
    QVERIFY(d.settings().undoMode == UndoMode::Casual);
    QCOMPARE(d.settings().language, QStringLiteral("en"));
    // English needs no catalogue; a language without one is refused and English stays.
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
    QVERIFY(!i18n::useLanguage(QStringLiteral("xx")));
    QCOMPARE(i18n::language(), QStringLiteral("en"));
    QVERIFY(i18n::languages().contains(QStringLiteral("pl")));
    // A window started in another language than the saved one (--language pl) shows the language it
    // speaks in the dialog (it showed the saved "English", and OK saved English).
    QVERIFY(i18n::useLanguage(QStringLiteral("pl")));
    {
        MainWindow polish(context());
        QCOMPARE(polish.settingsShown().language, QStringLiteral("pl"));
        QCOMPARE(SettingsDialog(polish.settingsShown()).settings().language, QStringLiteral("pl"));
        QCOMPARE(polish.settingsShown().animationFactor, 0.5); // the rest as saved
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
    ui::setAnimationFactor(0.0);
}

void AppTest::tableSignalsReachTheShell() {
    MainWindow w(context());
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    QVERIFY(settle(w.controller()));
    auto* view = qobject_cast<fixture::RecordingView*>(w.view());
    QVERIFY(view);
    QVERIFY(view->interactive);
    // A click on the table is an action for the controller...
    emit view->actionChosen(Action(0, 2));
    QCOMPARE(w.controller().match().actions().size(), std::size_t(1));
    QCOMPARE(view->notes, 1);
    QCOMPARE(view->viewer, 1);
    // ...a refused one leaves the state and shows the reason...
    const auto hash = w.controller().state().hash();
    emit view->actionChosen(Action(0, 5));
    QCOMPARE(w.controller().state().hash(), hash);
    QVERIFY(!w.noticeText().isEmpty());
    // ...a hint goes to the status strip, and a rules request opens the page at its section.
    emit view->statusMessage(QStringLiteral("Pick one or two stones"));
    QCOMPARE(w.noticeText(), QStringLiteral("Pick one or two stones"));
    emit view->rulesRequested(QStringLiteral("scoring"));
    QVERIFY(w.rulesBrowser());
    QCOMPARE(w.rulesBrowser()->currentGame(), QStringLiteral("nim"));
    QVERIFY(w.rulesBrowser()->isVisible());
}

void AppTest::undoWhileComputerThinks() {
    ui::setAnimationFactor(1.0); // the computer's move is paced, so there is time to take ours back
    MainWindow w(context());
    MatchController& c = w.controller();
    c.setUndoMode(UndoMode::Casual);
    auto seats = humans(2);
    seats[1].computer = true;
    seats[1].strength = "strong";
    w.startMatch(makeMatch(QStringLiteral("nim"), seats));
    QVERIFY(settle(c));
    QVERIFY(c.playHuman(Action(0, 1)).ok());
    QVERIFY(c.isThinking());
    QVERIFY(c.undo()); // taken back while the computer thinks
    QCOMPARE(c.match().actions().size(), std::size_t(0));
    QVERIFY(c.humanToAct());
    // The search that was running is dropped when it reports: nothing is played for the computer.
    QTRY_VERIFY_WITH_TIMEOUT(!c.isThinking(), 20000);
    QTest::qWait(ui::animationMs(450) + 100);
    QCOMPARE(c.match().actions().size(), std::size_t(0));
    QVERIFY(c.humanToAct());
    // And the game goes on normally.
    QVERIFY(c.playHuman(Action(0, 2)).ok());
    QTRY_VERIFY_WITH_TIMEOUT(c.humanToAct(), 20000);
    QCOMPARE(c.match().actions().size(), std::size_t(2));
    ui::setAnimationFactor(0.0);
}

void AppTest::screenshots() {
    QString error;
    ScreenshotOptions o;
    o.file = m_dir.filePath(QStringLiteral("x.png"));
    o.game = "no-such-game";
    QCOMPARE(renderScreenshot(context(), o, &error), 2);
    QVERIFY(error.contains(QStringLiteral("no-such-game")));
    o.game = primaryGame().toStdString();
    o.moves = 8;
    o.size = QSize(640, 400);
    QCOMPARE(renderScreenshot(context(), o, &error), 0);
    QImage img(o.file);
    QCOMPARE(img.size(), QSize(640, 400));
    o.ui = QStringLiteral("nonsense");
    QCOMPARE(renderScreenshot(context(), o, &error), 2);
    for (const char* what : {"main", "handover", "newgame", "rules", "scoresheet", "picker"}) {
        o.ui = QLatin1String(what);
        o.file = m_dir.filePath(QStringLiteral("%1.png").arg(o.ui));
        QCOMPARE(renderScreenshot(context(), o, &error), 0);
        QVERIFY2(!QImage(o.file).isNull(), what);
    }
    // Pictures never write a game.
    QVERIFY(QDir(dataFolder() + QStringLiteral("/games"))
                .entryList({QStringLiteral("*.dogtable")}, QDir::Files)
                .isEmpty());
}

void AppTest::tableHintsDoNotOutliveTheMove() {
    MainWindow w(context());
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    QVERIFY(settle(w.controller()));
    auto* view = qobject_cast<fixture::RecordingView*>(w.view());
    QVERIFY(view);
    // A table asks for a second click to confirm (DOGS' drive); the move is then made.
    emit view->statusMessage(
        QStringLiteral("Drive to S3 for 2 gas: click the space again (or the button) to confirm."));
    QVERIFY(w.noticeText().contains(QStringLiteral("confirm")));
    emit view->actionChosen(Action(0, 2));
    QCOMPARE(w.controller().match().actions().size(), std::size_t(1));
    QVERIFY2(w.noticeText().isEmpty(), qPrintable(w.noticeText()));
    // A refused move still shows its reason.
    emit view->statusMessage(QStringLiteral("Pick one or two stones"));
    emit view->actionChosen(Action(0, 5));
    QVERIFY(!w.noticeText().isEmpty());
    QVERIFY(w.noticeText() != QStringLiteral("Pick one or two stones"));
}

void AppTest::ciapkiSoloNamesPiesAsWinner() {
    if (!context().playable("ciapki")) QSKIP("Ciapki is not built");
    MainWindow w(context());
    MatchController& c = w.controller();
    w.startMatch(makeMatch(QStringLiteral("ciapki"), humans(1), 3));
    Rng rng(5);
    QVERIFY(drive(w, 2000, rng));
    QVERIFY(c.state().isOver());
    const ScoreSheet sheet = c.state().scoreSheet();
    QCOMPARE(sheet.players.size(), std::size_t(2));
    QCOMPARE(sheet.winners, std::vector<int>{1}); // a random player loses to Pies with this seed
    // The banner, the status strip and the score sheet name Pies as the winner.
    QVERIFY2(w.statusText().contains(QStringLiteral("Pies wins")), qPrintable(w.statusText()));
    QTRY_VERIFY(w.findChild<ScoreSheetDialog*>() != nullptr);
    auto* dialog = w.findChild<ScoreSheetDialog*>();
    QVERIFY2(dialog->winnerText().contains(QStringLiteral("Pies wins")), qPrintable(dialog->winnerText()));
    QCOMPARE(dialog->tieBreakText(), ScoreSheetDialog::tr("No tie-break was needed."));
    QTableWidget* t = dialog->table();
    QCOMPARE(t->columnCount(), 2);
    QVERIFY(t->horizontalHeaderItem(1)->text().contains(QStringLiteral("★ Pies")));
    QVERIFY(!t->horizontalHeaderItem(0)->text().contains(QStringLiteral("★")));
    QCOMPARE(t->item(t->rowCount() - 1, 1)->text().toInt(), 6);
}

void AppTest::tableStaysOnTheHumansSeatAtTheEnd() {
    // Play-test: at the end of a game against computers the table turned to the winner's seat. One
    // person keeps their own seat (here the second); two people share the table, which shows nobody's.
    MainWindow w(context());
    MatchController& c = w.controller();
    std::vector<SeatInfo> seats{SeatInfo{"Computer", true, "random", -1},
                                SeatInfo{"Ania", false, "medium", -1}};
    w.startMatch(makeMatch(QStringLiteral("nim"), seats));
    Rng rng(4);
    QVERIFY(drive(w, 50, rng));
    QTRY_VERIFY(c.state().isOver());
    QCOMPARE(c.viewer(), Seat(1));
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    QVERIFY(drive(w, 50, rng));
    QVERIFY(c.state().isOver());
    QCOMPARE(c.viewer(), kNoSeat);
}

void AppTest::logNotesKeepTheirIndentWhenWrapped() {
    // Play test (DOGS, Portuguese, 1024x700): a long note under a log line wrapped back to the far
    // left. Every line of a note row now starts indented: nothing is drawn in its first columns.
    SidePanel panel;
    panel.resize(260, 500);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QListWidget* log = panel.logList();
    log->addItem(QStringLiteral("12. Player 2 ends the turn"));
    auto* note = new QListWidgetItem(QStringLiteral("· Player 2 unloads 2 healthy dogs at the kennel and "
                                                    "pays the helper one coin from the card it holds"));
    note->setData(SidePanel::kNoteRole, true);
    log->addItem(note);
    QCoreApplication::processEvents();
    const QRect row = log->visualItemRect(note);
    QVERIFY2(row.height() > 2 * log->fontMetrics().lineSpacing(),
             qPrintable(QStringLiteral("the note is %1 px tall: it should wrap").arg(row.height())));
    const QImage shot = log->viewport()->grab().toImage();
    const int indent = log->fontMetrics().horizontalAdvance(QStringLiteral("000"));
    const QRgb paper = shot.pixel(row.left() + 1, row.top() + 1);
    int ink = 0;
    for (int y = row.top(); y <= row.bottom(); ++y)
        for (int x = row.left(); x < row.left() + indent; ++x)
            ink += shot.pixel(x, y) != paper ? 1 : 0;
    QCOMPARE(ink, 0);
    // The line above it is not indented: its number starts at the left.
    const QRect line = log->visualItemRect(log->item(0));
    int lineInk = 0;
    for (int y = line.top(); y <= line.bottom(); ++y)
        for (int x = line.left(); x < line.left() + indent; ++x)
            lineInk += shot.pixel(x, y) != shot.pixel(line.left() + 1, line.top() + 1) ? 1 : 0;
    QVERIFY(lineInk > 0);
}

void AppTest::windowOpensMaximizedOnASmallScreen() {
    // Play test (a 1024x700 screen): the first window opened at 1024x700 below its title bar, and its
    // status bar fell off the screen. Without a place of its own it now opens maximized on a screen
    // that has no room for 1280x800 and a title bar; a restored place is kept.
    QVERIFY(MainWindow::startsMaximized(QSize(1024, 700), false));
    QVERIFY(MainWindow::startsMaximized(QSize(1366, 728), false));
    QVERIFY(!MainWindow::startsMaximized(QSize(1920, 1040), false));
    QVERIFY(!MainWindow::startsMaximized(QSize(1024, 700), true));
    QSettings().remove(QStringLiteral("window/geometry"));
    MainWindow w(context());
    w.setAutosaveEnabled(false);
    w.showAtStart();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QScreen* sc = w.screen();
    QVERIFY(sc);
    QCOMPARE(w.isMaximized(), MainWindow::startsMaximized(sc->availableSize(), false));
    QVERIFY(sc->availableGeometry().contains(w.frameGeometry()));
}

void AppTest::scoreSheetFitsTheWindow() {
    // Play-test: DOGS' final score sheet (4 players, a line per pen and more, the chart) was taller
    // than a 1024x700 window. It fits, leaving room for its title bar; the table scrolls to the totals.
    if (!context().games.find("kennel")) QSKIP("DOGS is not built");
    MainWindow w(context());
    w.setAutosaveEnabled(false);
    w.resize(1024, 700);
    w.show();
    auto m = randomMatch(context(), "kennel", 4, 5, 0, true);
    QVERIFY(m && m->state().isOver());
    ScoreSheet sheet = m->state().scoreSheet();
    for (auto& p : sheet.players) // a long game: pens 1 to 5 and more lines
        while (p.lines.size() < 11)
            p.add("pen " + std::to_string(p.lines.size() + 1) + ": a pair and a single", 3);
    ScoreSheetDialog dialog(sheet, QStringLiteral("DOGS"), true, &w);
    dialog.setRunningScores(runningScores(context().games, *m));
    QCOMPARE(dialog.chartLines(), 4);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY2(dialog.frameGeometry().height() <= w.height() - 30,
             qPrintable(QStringLiteral("the sheet is %1 px tall, the window %2")
                            .arg(dialog.frameGeometry().height())
                            .arg(w.height())));
    QTableWidget* t = dialog.table();
    // Whole rows only: the row at the viewport's bottom edge ends there (play test, 1024x700: the
    // totals row was cut in half).
    const int bottom = t->viewport()->height() - 1;
    const int last = t->rowAt(bottom);
    QVERIFY(last >= 0);
    QVERIFY2(std::abs(t->visualItemRect(t->item(last, 0)).bottom() - bottom) <= 1,
             qPrintable(QStringLiteral("row %1 ends at %2, the viewport at %3")
                            .arg(last)
                            .arg(t->visualItemRect(t->item(last, 0)).bottom())
                            .arg(bottom)));
    // The chart gives up its room before the table scrolls (play test, Dog Lover at 1024x700: six rows
    // of twelve shown, the totals out of sight, beside a chart of 260 px).
    const auto* chart = dialog.findChild<QWidget*>(QStringLiteral("scoreChart"));
    QVERIFY(chart != nullptr);
    const bool everyRow = t->rowAt(bottom) == t->rowCount() - 1 || t->rowAt(bottom) < 0;
    QVERIFY2(everyRow || chart->height() <= 130,
             qPrintable(QStringLiteral("rows to %1 of %2 shown, the chart %3 px tall")
                            .arg(last + 1)
                            .arg(t->rowCount())
                            .arg(chart->height())));
    t->scrollToItem(t->item(t->rowCount() - 1, 0));
    QVERIFY(t->viewport()->rect().intersects(t->visualItemRect(t->item(t->rowCount() - 1, 0))));
}

void AppTest::scoreSheetShowsEveryRowAt1024() {
    // Play tests (Dog Lover at 1024x700, 2 players, in German and Portuguese; 4 in Polish): the totals
    // row behind a scroll bar, the chart squashed to "…" labels. Tighter rows come first: twelve rows
    // and the totals show whole, beside a chart that keeps its numbers.
    if (!context().games.find("doglover")) QSKIP("Dog Lover is not built");
    theme::apply(*static_cast<QApplication*>(QCoreApplication::instance())); // the app's fonts
    MainWindow w(context());
    w.setAutosaveEnabled(false);
    w.resize(1024, 700);
    w.show();
    auto m = randomMatch(context(), "doglover", 2, 5, 0, true);
    QVERIFY(m && m->state().isOver());
    ScoreSheet sheet = m->state().scoreSheet();
    for (auto& p : sheet.players) // nine dogs, toys and bones: eleven lines, as the play test's
        while (p.lines.size() < 11)
            p.add("Azor (fed)", 4);
    ScoreSheetDialog dialog(sheet, QStringLiteral("Dog Lover"), true, &w);
    dialog.setRunningScores(runningScores(context().games, *m));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.frameGeometry().height() <= w.height() - 30);
    QTableWidget* t = dialog.table();
    const int bottom = t->viewport()->height() - 1;
    QVERIFY2(
        t->rowAt(bottom) < 0 || t->rowAt(bottom) == t->rowCount() - 1,
        qPrintable(QStringLiteral("rows to %1 of %2 shown").arg(t->rowAt(bottom) + 1).arg(t->rowCount())));
    const auto* chart = dialog.findChild<QWidget*>(QStringLiteral("scoreChart"));
    QVERIFY(chart != nullptr);
    // Tall enough for numbers on its axes (at 120 px QtCharts wrote them as "…").
    QVERIFY2(chart->height() >= 150, qPrintable(QStringLiteral("the chart %1 px tall").arg(chart->height())));
    for (int r = 0; r < t->rowCount(); ++r)
        QVERIFY(t->rowHeight(r) >= 24);
}

void AppTest::dogLoverCardNamesPartAsGermanDoes() {
    // Play test (de, 1024x700): card names split by the Polish rule: "Adoption-/svertrag",
    // "Kauspie-/lzeug", "Spazie-/rgang", "Knoc-/hen". In German a word parts before a consonant (or
    // "ch", "sch", "ck") that opens a vowel; over card widths from a 1024x700 grid's to a large one.
    namespace dl = dogtable::games::doglover;
    QVERIFY(i18n::useLanguage(QStringLiteral("de")));
    const std::map<dl::CardId, QStringList> good{
        {dl::kAdoption, {QStringLiteral("Adoptions-\nvertrag"), QStringLiteral("Adop-\ntionsvertrag")}},
        // The compound's joint, which the catalogue marks: "Kauspiel-/zeug" read as "Kauspiel + Zeug"
        // (play test round 14); "Nassfutt." lost the "x2" at 1024x700.
        {dl::kChewToy, {QStringLiteral("Kau-\nspielzeug")}},
        {static_cast<dl::CardId>(dl::kFirstFood + 4), {QStringLiteral("Nass-\nfutter")}},    // F5
        {static_cast<dl::CardId>(dl::kFirstFood + 5), {QStringLiteral("Nass-\nfutter x2")}}, // F6
        {dl::kWalk, {QStringLiteral("Spazier-\ngang"), QStringLiteral("Spa-\nziergang")}},
        {dl::kBone, {QStringLiteral("Kno-\nchen")}}};
    int split = 0;
    for (const auto& [card, allowed] : good)
        for (double w = 40; w <= 120; w += 4) {
            const QString shown = dl::art::nameOnCard(card, QRectF(0, 0, w, w / 0.72));
            if (!shown.contains(QLatin1Char('\n'))) continue;
            ++split;
            QVERIFY2(allowed.contains(shown), qPrintable(QStringLiteral("%1 px: %2").arg(w).arg(shown)));
        }
    // "Nassfutter x2" keeps its "x2" on every card from a 1024x700 grid's up (it showed "Nassfutt.").
    for (double w = 56; w <= 120; w += 4) {
        const QString shown =
            dl::art::nameOnCard(static_cast<dl::CardId>(dl::kFirstFood + 5), QRectF(0, 0, w, w / 0.72));
        QVERIFY2(shown.endsWith(QStringLiteral("x2")),
                 qPrintable(QStringLiteral("%1 px: %2").arg(w).arg(shown)));
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
    QVERIFY(split >= 4);
    // No card says its name twice ("Dressur / Dressur", "Walk / walk": play test round 14), in any
    // language; the cards whose type is another word keep their type line.
    for (const QString& lang :
         {QStringLiteral("en"), QStringLiteral("pl"), QStringLiteral("de"), QStringLiteral("pt")}) {
        QVERIFY(i18n::useLanguage(lang));
        for (int id = 0; id < dl::kDeckIds; ++id) {
            const auto c = static_cast<dl::CardId>(id);
            const QString type = dl::art::typeLineOf(c);
            QVERIFY2(type.compare(QString::fromStdString(dl::cardWord(c)), Qt::CaseInsensitive) != 0,
                     qPrintable(lang + QStringLiteral(": ") + type));
        }
        QVERIFY(!dl::art::typeLineOf(dl::kFirstFood).isEmpty());
        QVERIFY(!dl::art::typeLineOf(dl::kLobuziak).isEmpty());
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void AppTest::firstWindowUsesALargeScreen() {
    // Play test: at 1920x1080 the first window opened at 1280x820 in the middle of the screen.
    const QSize big = MainWindow::firstRunSize(QSize(1920, 1050));
    QVERIFY2(big.width() >= 1700 && big.height() >= 900,
             qPrintable(QStringLiteral("%1x%2").arg(big.width()).arg(big.height())));
    QVERIFY(big.width() <= 1920 && big.height() <= 1050); // never larger than the screen
    QCOMPARE(MainWindow::firstRunSize(QSize(1024, 668)), QSize(1024, 668));
    QCOMPARE(MainWindow::firstRunSize(QSize(1366, 740)), QSize(1280, 740));
    QCOMPARE(MainWindow::firstRunSize(QSize(1440, 870)), QSize(1280, 800));
}

void AppTest::digScoreSheetSaysWhyScoresFall() {
    // Play test (Dig, 1024x700): "my score dropped 28 -> 20 in the last turns" and the chart did not
    // say why (a bone is worth its bowl's place now). The sheet says it under the chart, whole, and
    // still fits the window; a game with nothing to explain shows no such line.
    if (!context().games.find("dig") || !context().games.find("kennel")) QSKIP("Dig or DOGS is not built");
    MainWindow w(context());
    w.setAutosaveEnabled(false);
    w.resize(1024, 700);
    w.show();
    auto dig = randomMatch(context(), "dig", 4, 3, 0, true);
    QVERIFY(dig && dig->state().isOver());
    ScoreSheetDialog dialog(dig->state().scoreSheet(), QStringLiteral("Dig"), true, &w);
    dialog.setRunningScores(runningScores(context().games, *dig));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* note = dialog.findChild<QLabel*>(QStringLiteral("chartNote"));
    QVERIFY(note != nullptr);
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().contains(QStringLiteral("when bowls move, a score can fall")),
             qPrintable(note->text()));
    QVERIFY(note->height() >= note->heightForWidth(note->width())); // whole, not cut
    QVERIFY2(dialog.frameGeometry().height() <= w.height() - 30,
             qPrintable(QStringLiteral("the sheet is %1 px tall").arg(dialog.frameGeometry().height())));
    auto kennel = randomMatch(context(), "kennel", 2, 5, 0, true);
    QVERIFY(kennel && kennel->state().isOver());
    ScoreSheetDialog other(kennel->state().scoreSheet(), QStringLiteral("DOGS"), true, &w);
    other.setRunningScores(runningScores(context().games, *kennel));
    other.show();
    QVERIFY(QTest::qWaitForWindowExposed(&other));
    auto* none = other.findChild<QLabel*>(QStringLiteral("chartNote"));
    QVERIFY(none == nullptr || !none->isVisible());
}

void AppTest::statusStripKeepsTheStatusBesideANotice() {
    // Play-test (DOGS, 1024x700): a long notice beside the status cut the status off.
    MainWindow w(context());
    w.setAutosaveEnabled(false);
    w.resize(1024, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.startMatch(makeMatch(primaryGame(), humans(2)));
    QCoreApplication::processEvents();
    auto* status = w.findChild<QLabel*>(QStringLiteral("statusText"));
    QVERIFY(status);
    const int strip = w.statusBar()->width();
    QVERIFY2(status->width() > strip * 3 / 4,
             qPrintable(QStringLiteral("%1 of %2").arg(status->width()).arg(strip)));
    QVERIFY(w.view());
    emit w.view()->statusMessage(
        QStringLiteral("Not possible now. Phase 1 — Konstancja Przybyszewska-Wołodyjowska "
                       "II drives, returns or stays home, and this notice is longer than "
                       "the strip."));
    QVERIFY(w.noticeText().startsWith(QStringLiteral("Not possible now.")));
    QCoreApplication::processEvents();
    QVERIFY2(status->width() > strip / 2,
             qPrintable(QStringLiteral("%1 of %2").arg(status->width()).arg(strip)));
    QVERIFY(w.statusBar()->childrenRect().right() <= strip + 1);
}

void AppTest::statusTakesASecondLineBesideAHint() {
    // Play test (Dog Kids de, 1024x700): beside a hint the prompt was cut to "Spieler 1 — spiele eine
    // Karte aus und bewege einen Hund oder nimm neue Kar…". The strip is two lines tall: the status
    // wraps onto the second before anything is cut.
    QVERIFY(i18n::useLanguage(QStringLiteral("de")));
    {
        MainWindow w(context());
        w.setAutosaveEnabled(false);
        w.resize(1024, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // A longer name than "Spieler 1": the fonts here are narrower than on the tester's screen.
        const std::vector<SeatInfo> seats{SeatInfo{"Konstancja Przybyszewska", false, "medium", -1},
                                          SeatInfo{"Konstancja Wołodyjowska", false, "medium", -1}};
        w.startMatch(makeMatch(QStringLiteral("dogkids"), seats, 3));
        MatchController& c = w.controller();
        QVERIFY(settle(c));
        if (c.handOverPending()) c.confirmHandOver();
        QCoreApplication::processEvents();
        auto* status = w.findChild<QLabel*>(QStringLiteral("statusText"));
        QVERIFY(status && w.view());
        emit w.view()->statusMessage(
            QStringLiteral("Tipp: Spieler 1 spielt die Karte Gelb aus: der weiße Hund 1 "
                           "kommt aufs Startfeld (so kommt ein Hund ins Spiel)."));
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        const QString whole = status->text();
        QVERIFY2(status->fontMetrics().horizontalAdvance(whole) > status->contentsRect().width(),
                 qPrintable(QStringLiteral("'%1' fits one line of %2 px: nothing to see")
                                .arg(whole)
                                .arg(status->contentsRect().width())));
        (void)status->grab(); // paints it
        const QString shown = status->property("shownText").toString();
        QVERIFY2(shown.contains(QLatin1Char('\n')) && !shown.contains(QChar(0x2026)),
                 qPrintable(QStringLiteral("'%1' shown as '%2'").arg(whole, shown)));
        QCOMPARE(QString(shown).replace(QLatin1Char('\n'), QLatin1Char(' ')), whole);
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void AppTest::longHintLeavesTheTableInPlaceInEveryGameAndLanguage() {
    // Play tester D (Dog Kids de, Dog Lover, 1024x700): a long hint wrapped the status strip onto
    // 2-5 lines and moved the whole table by ~50 px. The strip keeps one height in every game and
    // language: the notice has two lines, the rest elided; its tooltip and screen readers have the
    // whole text; a long prompt (long names) is one elided line with its whole text in the tooltip.
    MainWindow w(context());
    w.setAutosaveEnabled(false);
    w.resize(1024, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const std::string who = "Konstancja Przybyszewska-Wołodyjowska II";
    auto* notice = w.findChild<QLabel*>(QStringLiteral("noticeText"));
    auto* status = w.findChild<QLabel*>(QStringLiteral("statusText"));
    QVERIFY(notice && status);
    for (const GameInfo* game : context().playableGames()) {
        std::vector<SeatInfo> seats;
        for (int s = 0; s < std::max(2, game->minPlayers); ++s)
            seats.push_back(SeatInfo{who + " " + std::to_string(s + 1), false, "medium", -1});
        w.startMatch(makeMatch(qs(game->id), seats));
        MatchController& c = w.controller();
        QVERIFY(settle(c));
        if (c.handOverPending()) c.confirmHandOver();
        for (const QString& language : i18n::languages()) {
            QVERIFY(i18n::useLanguage(language));
            QVERIFY(w.view());
            emit w.view()->statusMessage(QString()); // no notice: the strip as it is most of the time
            for (int i = 0; i < 5; ++i)
                QCoreApplication::processEvents();
            const QRect table(w.view()->mapTo(&w, QPoint(0, 0)), w.view()->size());
            const QString where = QStringLiteral("%1 %2").arg(qs(game->id), language);
            QVERIFY2(status->text().contains(qs(who)) || c.state().isOver(), qPrintable(where));
            QCOMPARE(status->toolTip(), status->text());
            const QString why =
                qs(text::say("core", "what the {level} computer would play, seeing only what {who} sees")(
                    fmt::arg("level", text::say("core", "strong", "strength").str()),
                    fmt::arg("who", who + " 1 " + who + " 2")));
            const auto legal = c.state().legalActions();
            QVERIFY(!legal.empty());
            emit c.hintReady(legal.front(), qs(c.state().describeChoice(legal.front(), c.viewer())), why,
                             why);
            for (int i = 0; i < 5; ++i)
                QCoreApplication::processEvents();
            const QRect now(w.view()->mapTo(&w, QPoint(0, 0)), w.view()->size());
            const auto text = [](const QRect& r) {
                return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
            };
            QVERIFY2(
                now == table,
                qPrintable(
                    QStringLiteral("%1: the table moved from %2 to %3").arg(where, text(table), text(now))));
            QVERIFY(notice->isVisible());
            QVERIFY(w.noticeText().endsWith(why));
            QCOMPARE(notice->toolTip(), ui::wrappedTooltip(w.noticeText()));
            QCOMPARE(notice->accessibleName(), w.noticeText());
            QCOMPARE(notice->accessibleDescription(), w.noticeText());
            const QRect box = notice->contentsRect();
            const QRect need = notice->fontMetrics().boundingRect(QRect(0, 0, box.width(), 1 << 20),
                                                                  Qt::TextWordWrap, notice->text());
            QVERIFY2(need.height() <= box.height(),
                     qPrintable(QStringLiteral("%1: \"%2\" needs %3 px, has %4")
                                    .arg(where, notice->text())
                                    .arg(need.height())
                                    .arg(box.height())));
            QCOMPARE(w.size(), QSize(1024, 700));
        }
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void AppTest::hintedLogLineHasOneParenthesis() {
    // Play test (Ciapki): "… (turlaj się) (hint used)": one parenthesis, in every language.
    QCOMPARE(SidePanel::withHintNote(QStringLiteral("Ala does Roll over (turlaj się)")),
             QStringLiteral("Ala does Roll over (turlaj się; hint used)"));
    // Before a line's full stop (play test, Dig: "… a purple bone. (hint used)").
    QCOMPARE(SidePanel::withHintNote(QStringLiteral("Ala ends the turn.")),
             QStringLiteral("Ala ends the turn (hint used)."));
    QCOMPARE(SidePanel::withHintNote(QStringLiteral("Ala digs (a purple bone).")),
             QStringLiteral("Ala digs (a purple bone; hint used)."));
    for (const QString& language : i18n::languages()) {
        if (language == QLatin1String("en")) continue;
        QVERIFY(i18n::useLanguage(language));
        const QString marked = SidePanel::withHintNote(QStringLiteral("Ala (turlaj się)"));
        QVERIFY2(marked.startsWith(QStringLiteral("Ala (turlaj się; ")) &&
                     marked.endsWith(QLatin1Char(')')) && marked.count(QLatin1Char('(')) == 1 &&
                     !marked.contains(QStringLiteral("hint")),
                 qPrintable(language + QStringLiteral(": ") + marked));
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
    // The log shows it so.
    MainWindow w(context());
    w.setAutosaveEnabled(false);
    w.startMatch(makeMatch(primaryGame(), humans(2)));
    MatchController& c = w.controller();
    QVERIFY(settle(c));
    if (c.handOverPending()) c.confirmHandOver();
    QVERIFY(c.humanToAct());
    QSignalSpy ready(&c, &MatchController::hintReady);
    QVERIFY(c.requestHint());
    QTRY_VERIFY_WITH_TIMEOUT(ready.count() == 1, 30000);
    const auto action = ready.front().front().value<Action>();
    QVERIFY(c.playHuman(action).ok());
    QVERIFY(settle(c));
    if (c.handOverPending()) c.confirmHandOver();
    int marked = 0;
    for (int i = 0; i < w.sidePanel()->logList()->count(); ++i) {
        const QString line = w.sidePanel()->logList()->item(i)->text();
        if (!line.contains(QStringLiteral("hint used"))) continue;
        ++marked;
        QVERIFY2(!line.contains(QStringLiteral(") (")), qPrintable(line));
    }
    QCOMPARE(marked, 1);
}

void AppTest::scoreSheetLinesShowWholeInEveryLanguage() {
    // Play test: DOGS in Portuguese cut a line at 1024x700 ("+5 · recursos: 15 fichas de
    // gasolina/ração/medicam…"). Every game's final sheet with four players, in English and the
    // languages of its boxes, in a 1024x700 window: every line is shown whole (wrapped if need be).
    MainWindow w(context());
    w.setAutosaveEnabled(false);
    w.resize(1024, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    int checked = 0;
    QStringList cut;
    for (const char* id : {"doglover", "dig", "kennel", "ciapki", "dogkids"}) {
        if (!context().games.find(id)) continue;
        auto m = randomMatch(context(), id, 4, 7, 0, true);
        QVERIFY2(m && m->state().isOver(), id);
        for (const char* lang : {"en", "pl", "pt", "de"}) {
            const std::string l(lang), g(id);
            if ((l == "pt" && g != "kennel") || (l == "de" && g != "dogkids")) continue;
            QVERIFY(i18n::useLanguage(QString::fromLatin1(lang)));
            ScoreSheetDialog dialog(m->state().scoreSheet(), QString::fromLatin1(id), true, &w);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QVERIFY2(dialog.frameGeometry().width() <= w.width(),
                     qPrintable(QStringLiteral("%1 %2: %3 px wide (min %4)")
                                    .arg(QString::fromLatin1(id), QString::fromLatin1(lang))
                                    .arg(dialog.frameGeometry().width())
                                    .arg(dialog.minimumSizeHint().width())));
            QTableWidget* t = dialog.table();
            for (int r = 0; r < t->rowCount(); ++r)
                for (int c = 0; c < t->columnCount(); ++c) {
                    const QTableWidgetItem* item = t->item(r, c);
                    if (item == nullptr || item->text().isEmpty()) continue;
                    ++checked;
                    const QRect box = t->visualItemRect(item).adjusted(4, 2, -4, -2);
                    const QFontMetrics fm(item->font());
                    const QRect need = fm.boundingRect(QRect(0, 0, box.width(), 1 << 20),
                                                       t->wordWrap() ? Qt::TextWordWrap : 0, item->text());
                    if (need.width() > box.width() || need.height() > box.height())
                        cut << QStringLiteral("%1 %2: \"%3\" needs %4x%5 in %6x%7")
                                   .arg(QString::fromLatin1(id), QString::fromLatin1(lang), item->text())
                                   .arg(need.width())
                                   .arg(need.height())
                                   .arg(box.width())
                                   .arg(box.height());
                }
            dialog.close();
        }
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
    QVERIFY(checked > 40);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

void AppTest::kennelDriveSaysItsGasInPolishForms() {
    // Play test: DOGS in Polish said "Jazda na pole … za 1 paliwa": a count before a noun takes the
    // noun's form for 1, 2–4 and 5+ ("1 paliwo", "2 paliwa", "5 paliw").
    if (!context().playable("kennel")) QSKIP("DOGS is not built");
    QVERIFY(i18n::useLanguage(QStringLiteral("pl")));
    const QRegularExpression said(QStringLiteral(" za (\\d+) (paliw\\w*)"));
    std::map<int, QString> forms; // cost -> the word said
    QStringList wrong;
    Rng rng(5);
    for (std::uint64_t seed = 1; seed < 12 && forms.size() < 3; ++seed) {
        Match m = makeMatch(QStringLiteral("kennel"), humans(2), seed);
        for (int step = 0; step < 400 && !m.state().isOver(); ++step) {
            m.resolveAllChance();
            if (m.state().isOver()) break;
            const auto legal = m.state().legalActions();
            const Seat seat = m.state().currentSeat();
            std::vector<Action> drives;
            for (const Action& a : legal)
                if (m.state().actionToText(a).rfind("drive", 0) == 0) drives.push_back(a);
            if (!drives.empty()) {
                std::unique_ptr<ui::GameView> view(context().views.find("kennel")->create(nullptr));
                view->setAttribute(Qt::WA_DontShowOnScreen);
                view->resize(1400, 900);
                view->show();
                view->showState(m.state(), seat, true);
                auto* table = dynamic_cast<ui::TableBase*>(view.get());
                QVERIFY(table);
                QSignalSpy status(view.get(), &ui::GameView::statusMessage);
                for (const Action& d : drives) {
                    const auto steps = table->stepsFor(d);
                    QVERIFY(!steps.empty());
                    if (!table->clickItem(steps.front()) || status.isEmpty()) continue;
                    const QString text = status.back().front().toString();
                    const auto match = said.match(text);
                    if (!match.hasMatch()) continue;
                    const int n = match.captured(1).toInt();
                    const QString want = n == 1 ? QStringLiteral("paliwo")
                                         : (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14))
                                             ? QStringLiteral("paliwa")
                                             : QStringLiteral("paliw");
                    forms[std::min(n, 5)] = match.captured(2);
                    if (match.captured(2) != want) wrong << text;
                    table->clickItem(steps.front()); // the space again: the choice is taken back
                }
            }
            QVERIFY(m.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
        }
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
    wrong.removeDuplicates();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    QVERIFY2(forms.count(1) == 1, "no drive for 1 gas was seen");
}

void AppTest::finishedGameTitleNamesARenamedProfileByItsNewName() {
    // Play test: a finished game's title in the list kept a renamed profile's old name. Saves keep
    // the names the players had; the history knows the seat's profile, and its name now.
    MainWindow w(context());
    QTest::qWait(1);
    PlayersPage* page = w.showPlayers();
    QVERIFY(page->addProfile(QStringLiteral("Ania"), 0, QStringLiteral("beagle")));
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2))); // Ania (a profile) and Bartek (a guest)
    MatchController& c = w.controller();
    while (!c.state().isOver())
        QVERIFY(c.playHuman(c.state().legalActions().front()).ok());
    const QString file = c.autosavePath();
    w.showPicker();
    QCOMPARE(w.picker()->finishedGames().size(), 1);
    QVERIFY(w.picker()->finishedGames().front().title.endsWith(QStringLiteral("Ania, Bartek")));
    QVERIFY(page->select(QStringLiteral("Ania")));
    QVERIFY(page->changeSelected(QStringLiteral("Anna"), 0, QStringLiteral("beagle")));
    QCOMPARE(w.picker()->finishedGames().front().path, file);
    QVERIFY2(w.picker()->finishedGames().front().title.endsWith(QStringLiteral("Anna, Bartek")),
             qPrintable(w.picker()->finishedGames().front().title));
    page->close();
    // And in a window opened later.
    MainWindow again(context());
    QTest::qWait(1);
    QCOMPARE(again.picker()->finishedGames().size(), 1);
    QVERIFY2(again.picker()->finishedGames().front().title.endsWith(QStringLiteral("Anna, Bartek")),
             qPrintable(again.picker()->finishedGames().front().title));
}

QTEST_MAIN(AppTest)
#include "app_test.moc"

namespace {
using Seats = std::vector<std::tuple<QString, bool, int, bool>>; // name, computer, score, winner

/// A finished game for the history: its seats in order (Pies, Ciapki's automaton, is no seat).
history::GameRecord finishedGame(const QString& id, const QDateTime& finished, const Seats& seats) {
    history::GameRecord g;
    g.gameId = id;
    g.finished = finished;
    g.saveFile = QStringLiteral("/tmp/%1-%2.dogtable").arg(id).arg(finished.toSecsSinceEpoch());
    int seat = 0;
    for (const auto& [name, computer, score, winner] : seats) {
        history::SeatRecord r;
        r.seat = seat++;
        r.name = name;
        r.computer = computer;
        r.isSeat = name != QLatin1String("Pies");
        r.level = computer ? QStringLiteral("medium") : QString();
        r.score = score;
        r.winner = winner;
        g.seats.push_back(r);
    }
    return g;
}

// A history of play testers' games (#25 st_pl1.png): people, computers, one computer with one game.
void recordTestersGames(history::HistoryDb& db, const QStringList& extra = {}) {
    const QDateTime start(QDate(2026, 11, 26), QTime(21, 0));
    int n = 0;
    auto game = [&](const QString& id, const Seats& seats) {
        QString error;
        QVERIFY2(db.record(finishedGame(id, start.addSecs(600 * ++n), seats), &error), qPrintable(error));
    };
    game(QStringLiteral("ciapki"), {{"Ala", false, 10, false}, {"Reks", true, 30, true}});
    game(QStringLiteral("dig"),
         {{"Ala", false, 28, true}, {"Bartek", false, 24, false}, {"Celina", false, 8, false}});
    game(QStringLiteral("dig"),
         {{"Ala", false, 21, false}, {"Bartek", false, 3, false}, {"Reks", true, 3, true}});
    game(QStringLiteral("kennel"), {{"Ala", false, 10, false},
                                    {"Bartek", false, 4, false},
                                    {"Celina", false, 28, false},
                                    {"Burek", true, 17, true}});
    for (const QString& name : extra)
        game(QStringLiteral("kennel"), {{"Ala", false, 10, true}, {name, false, 4, false}});
}
} // namespace

void AppTest::statisticsFitASmallScreenInEveryLanguage() {
    // Play test #25 (st_pl1.png, Polish, 1024×700): names cut ("Reks ..."), the last columns behind a
    // scroll bar, the page taller than the screen, "Ciapki (1 games)", and Burek (a computer with
    // one game) missing from the chart and its legend.
    history::HistoryDb db;
    QVERIFY(db.open(QStringLiteral(":memory:"), QString()).ok);
    recordTestersGames(db);
    theme::apply(*static_cast<QApplication*>(QCoreApplication::instance()));
    const std::map<QString, std::pair<QString, QString>> counts{
        {QStringLiteral("en"), {QStringLiteral("Ciapki (1 game)"), QStringLiteral("Dig (2 games)")}},
        {QStringLiteral("pl"), {QStringLiteral("Ciapki (1 gra)"), QStringLiteral("Dig (2 gry)")}},
        {QStringLiteral("pt"), {QStringLiteral("Ciapki (1 partida)"), QStringLiteral("Dig (2 partidas)")}},
        {QStringLiteral("de"), {QStringLiteral("Ciapki (1 Spiel)"), QStringLiteral("Dig (2 Spiele)")}}};
    for (const auto& [lang, expected] : counts) {
        QVERIFY(i18n::useLanguage(lang));
        StatisticsPage page(context().games, &db);
        auto* games = page.findChild<QComboBox*>(QStringLiteral("statsGame"));
        QVERIFY(games->findText(expected.first) >= 0);
        QVERIFY2(games->findText(expected.second) >= 0,
                 qPrintable(lang + QStringLiteral(": ") + games->itemText(2)));
        QVERIFY(page.selectGame(QString()));
        QCOMPARE(page.rows(), 5);
        QCOMPARE(page.chartLines(), 5); // Burek too
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("chartNote"))->isHidden());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const QSize screen(1024 - 40, 700 - 40); // a 1024×700 screen, less the title bar and a margin
        QVERIFY2(
            page.minimumSizeHint().height() <= screen.height(),
            qPrintable(lang + QStringLiteral(": at least %1 px tall").arg(page.minimumSizeHint().height())));
        page.resize(screen);
        QTest::qWait(20);
        auto* table = page.findChild<QTableWidget*>(QStringLiteral("statsTable"));
        QVERIFY2(table->horizontalScrollBar()->maximum() == 0,
                 qPrintable(lang + QStringLiteral(": %1 px behind a scroll bar")
                                       .arg(table->horizontalScrollBar()->maximum())));
        for (int r = 0; r < page.rows(); ++r)
            QVERIFY2(table->columnWidth(0) >=
                         std::max(static_cast<QAbstractItemView*>(table)->sizeHintForColumn(0),
                                  table->fontMetrics().horizontalAdvance(page.cell(r, 0))),
                     qPrintable(lang + QStringLiteral(": ") + page.cell(r, 0) +
                                QStringLiteral(" %1 in %2")
                                    .arg(table->fontMetrics().horizontalAdvance(page.cell(r, 0)))
                                    .arg(table->columnWidth(0))));
        QVERIFY(page.findChild<QWidget*>(QStringLiteral("winRateChart"))->height() >= 150);
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
    // More players than colours: the ones with the most games are drawn, and the page says who is not.
    recordTestersGames(db, {QStringLiteral("Darek"), QStringLiteral("Ewa")});
    StatisticsPage page(context().games, &db);
    QVERIFY(page.selectGame(QString()));
    QCOMPARE(page.rows(), 7);
    QCOMPARE(page.chartLines(), 6);
    auto* note = page.findChild<QLabel*>(QStringLiteral("chartNote"));
    QVERIFY(!note->isHidden());
    QVERIFY2(note->text().contains(QStringLiteral("6 players with the most games")),
             qPrintable(note->text()));
}

void AppTest::statisticsListPiesAsAnOpponent() {
    // Play test G2: Pies (Ciapki's solo automaton) was in no row of the statistics after solo games.
    history::HistoryDb db;
    QVERIFY(db.open(QStringLiteral(":memory:"), QString()).ok);
    for (int n = 0; n < 2; ++n) {
        history::GameRecord g;
        g.gameId = QStringLiteral("ciapki");
        g.finished = QDateTime(QDate(2026, 11, 26), QTime(21, 10 * n));
        g.saveFile = QStringLiteral("/tmp/solo-%1.dogtable").arg(n);
        history::SeatRecord ala;
        ala.seat = 0;
        ala.name = QStringLiteral("Ala");
        ala.score = 20;
        ala.winner = n == 0;
        history::SeatRecord pies;
        pies.seat = 1;
        pies.isSeat = false; // as recordOf() writes the automaton
        pies.name = QStringLiteral("Pies");
        pies.computer = true;
        pies.level = QStringLiteral("automaton");
        pies.score = 20 + 5 * n;
        pies.winner = n == 1;
        g.seats = {ala, pies};
        QString error;
        QVERIFY2(db.record(g, &error), qPrintable(error));
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
    StatisticsPage page(context().games, &db);
    QVERIFY(page.selectGame(QStringLiteral("ciapki")));
    QStringList names;
    for (int r = 0; r < page.rows(); ++r)
        names << page.cell(r, 0) + QLatin1Char('/') + page.cell(r, 1) + QLatin1Char('/') + page.cell(r, 2);
    QCOMPARE(names, (QStringList{QStringLiteral("Ala/2/1"), QStringLiteral("Pies (computer)/2/1")}));
    QCOMPARE(page.chartLines(), 2);
    QCOMPARE(page.headToHeadText(),
             QStringLiteral("Games together: 2. Ala won 1, Pies (computer) won 1. More "
                            "points than the other: Ala in 0 games, Pies (computer) in 1 game."));
    // Polish counts the games in its own forms (play tester: "Więcej punktów od drugiego: … — w 1"
    // read oddly).
    QVERIFY(i18n::useLanguage(QStringLiteral("pl")));
    StatisticsPage polish(context().games, &db);
    QVERIFY(polish.selectGame(QStringLiteral("ciapki")));
    QCOMPARE(polish.headToHeadText(),
             QStringLiteral("Wspólne gry: 2. Wygrane: Ala — 1, Pies (komputer) — 1. Więcej punktów niż "
                            "przeciwnik: Ala w 0 grach, Pies (komputer) w 1 grze."));
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void AppTest::headToHeadStartsWithTwoWhoMetMost() {
    // Play test G2: the head-to-head chooser showed the same player twice ("Choose two different
    // players") after another game was chosen, and two who never met when the page opened.
    history::HistoryDb db;
    QVERIFY(db.open(QStringLiteral(":memory:"), QString()).ok);
    recordTestersGames(db); // Ala and Bartek met most (three games)
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
    StatisticsPage page(context().games, &db);
    auto* first = page.findChild<QComboBox*>(QStringLiteral("h2hFirst"));
    auto* second = page.findChild<QComboBox*>(QStringLiteral("h2hSecond"));
    auto pair = [&] { return QStringList{first->currentText(), second->currentText()}; };
    QVERIFY(page.selectGame(QString()));
    QCOMPARE(pair(), (QStringList{QStringLiteral("Ala"), QStringLiteral("Bartek")}));
    QVERIFY2(page.headToHeadText().startsWith(QStringLiteral("Games together: 3.")),
             qPrintable(page.headToHeadText()));
    // A chosen pair stays while both are in the game shown.
    QVERIFY(page.selectGame(QStringLiteral("dig")));
    QVERIFY(page.selectHeadToHead(QStringLiteral("Ala"), QStringLiteral("Reks (computer)")));
    QVERIFY(page.selectGame(QStringLiteral("ciapki")));
    QCOMPARE(pair(), (QStringList{QStringLiteral("Ala"), QStringLiteral("Reks (computer)")}));
    // Kennel has no Reks: Ala stays, with one she met there, never Ala twice.
    QVERIFY(page.selectGame(QStringLiteral("kennel")));
    QVERIFY2(first->currentIndex() != second->currentIndex(), qPrintable(pair().join(QLatin1Char('/'))));
    QCOMPARE(first->currentText(), QStringLiteral("Ala"));
    QVERIFY2(page.headToHeadText().startsWith(QStringLiteral("Games together: 1.")),
             qPrintable(page.headToHeadText()));
}

void AppTest::defaultSeatNamesAreOnePlayerInEveryLanguage() {
    // Play test G2: "Player 1", "Gracz 1", "Jogador 1" and "Spieler 1" (the seat's default name in
    // four languages) were four players. They are one unnamed player, under today's word; a name a
    // player typed ("Gracz 1a", "Player") stays their own.
    history::HistoryDb db;
    QVERIFY(db.open(QStringLiteral(":memory:"), QString()).ok);
    const QStringList ones{QStringLiteral("Player 1"),  QStringLiteral("Gracz 1"),
                           QStringLiteral("Jogador 1"), QStringLiteral("Spieler 1"),
                           QStringLiteral("Gracz 1a"),  QStringLiteral("Player")};
    int n = 0;
    for (const QString& name : ones) {
        history::GameRecord g;
        g.gameId = QStringLiteral("dig");
        g.finished = QDateTime(QDate(2026, 11, 26), QTime(20, n * 5));
        g.saveFile = QStringLiteral("/tmp/default-%1.dogtable").arg(n++);
        history::SeatRecord one;
        one.seat = 0;
        one.name = name;
        one.score = 10;
        one.winner = true;
        history::SeatRecord two;
        two.seat = 1;
        two.name = QStringLiteral("Spieler 2");
        two.score = 5;
        g.seats = {one, two};
        QString error;
        QVERIFY2(db.record(g, &error), qPrintable(error));
    }
    const std::map<QString, QString> word{{QStringLiteral("en"), QStringLiteral("Player %1")},
                                          {QStringLiteral("pl"), QStringLiteral("Gracz %1")},
                                          {QStringLiteral("pt"), QStringLiteral("Jogador %1")},
                                          {QStringLiteral("de"), QStringLiteral("Spieler %1")}};
    for (const auto& [lang, player] : word) {
        QVERIFY(i18n::useLanguage(lang));
        StatisticsPage page(context().games, &db);
        QVERIFY(page.selectGame(QStringLiteral("dig")));
        QStringList rows;
        for (int r = 0; r < page.rows(); ++r)
            rows << page.cell(r, 0) + QLatin1Char('/') + page.cell(r, 1);
        rows.sort();
        QStringList expected{player.arg(1) + QStringLiteral("/4"), player.arg(2) + QStringLiteral("/6"),
                             QStringLiteral("Gracz 1a/1"), QStringLiteral("Player/1")};
        expected.sort();
        QCOMPARE(rows, expected);
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void AppTest::playersPageNamesTheColours() {
    // Play test #25: "Seat colour 1…4" named no colour; "Usunąć: Bartek?" did not say what goes.
    for (const QString& lang :
         {QStringLiteral("en"), QStringLiteral("pl"), QStringLiteral("pt"), QStringLiteral("de")}) {
        QVERIFY(i18n::useLanguage(lang));
        MainWindow w(context());
        QTest::qWait(1);
        PlayersPage* page = w.showPlayers();
        auto* colour = page->findChild<QComboBox*>(QStringLiteral("profileColour"));
        QCOMPARE(colour->count(), 5);
        const char* names[] = {"Red", "Blue", "Yellow", "Green"};
        for (int c = 0; c < 4; ++c)
            QCOMPARE(colour->itemText(c + 1),
                     QCoreApplication::translate("dogtable::app::PlayersPage", names[c]));
        if (lang == QLatin1String("en")) QCOMPARE(colour->itemText(1), QStringLiteral("Red"));
        if (lang == QLatin1String("pl")) QCOMPARE(colour->itemText(3), QStringLiteral("Żółty"));
        QStringList asked;
        page->setAsk([&](const QString& title, const QString&) {
            asked << title;
            return true;
        });
        if (page->names().contains(QStringLiteral("Bartek")))
            QVERIFY(page->select(QStringLiteral("Bartek")));
        else
            QVERIFY(page->addProfile(QStringLiteral("Bartek"), 1, QString()));
        QVERIFY(page->select(QStringLiteral("Bartek")));
        QVERIFY(page->removeSelected());
        const QString expected = lang == QLatin1String("en")   ? QStringLiteral("Remove the profile Bartek?")
                                 : lang == QLatin1String("pl") ? QStringLiteral("Usunąć profil Bartek?")
                                 : lang == QLatin1String("pt") ? QStringLiteral("Remover o perfil Bartek?")
                                                               : QStringLiteral("Profil Bartek entfernen?");
        QCOMPARE(asked, QStringList{expected});
        page->close();
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void AppTest::handOverShowsTheProfilesAvatar() {
    // Play test #25: the hand-over screen showed the app's icon for a player whose profile has an
    // avatar.
    MainWindow w(context());
    QTest::qWait(1);
    PlayersPage* page = w.showPlayers();
    QVERIFY(page->addProfile(QStringLiteral("Ania"), 0, QStringLiteral("beagle")));
    page->close();
    MatchController& c = w.controller();
    w.startMatch(makeMatch(QStringLiteral("toy"), humans(2))); // Ania (a profile) and Bartek (a guest)
    QVERIFY(settle(c));
    QVERIFY(c.handOverPending());
    QCOMPARE(c.handOverSeat(), 0);
    QCOMPARE(w.handOverScreen()->avatar(), QStringLiteral("beagle"));
    const auto* picture = w.handOverScreen()->findChild<QLabel*>(QStringLiteral("handOverPicture"));
    QVERIFY(picture);
    QCOMPARE(picture->pixmap().toImage(), avatarIcon(QStringLiteral("beagle")).pixmap(120).toImage());
    // A guest's turn: the app's icon again.
    w.handOverScreen()->setPlayer(QStringLiteral("Bartek"), 1);
    QVERIFY(w.handOverScreen()->avatar().isEmpty());
    QVERIFY(picture->pixmap().toImage() != avatarIcon(QStringLiteral("beagle")).pixmap(120).toImage());
}

namespace {
std::map<QString, QColor> chartColours(StatisticsPage& page) {
    std::map<QString, QColor> out;
    for (QAbstractSeries* series :
         page.findChild<QChartView*>(QStringLiteral("winRateChart"))->chart()->series())
        if (auto* line = qobject_cast<QLineSeries*>(series)) out[line->name()] = line->pen().color();
    return out;
}
} // namespace

void AppTest::statisticsKeepColoursAndShowEveryDot() {
    // Play tester D: Pies's line was red, then blue once Player 1 had a second game; "All games" gave
    // one best and mean score of Ciapki's dogs and Dog Kids' goals together; Spieler 2's 0 % dot
    // hid under Spieler 3's.
    history::HistoryDb db;
    QVERIFY(db.open(QStringLiteral(":memory:"), QString()).ok);
    auto record = [&db](const QString& game, int minutes, const Seats& seats) {
        QString error;
        return db.record(finishedGame(game, QDateTime(QDate(2026, 11, 27), QTime(6, minutes)), seats),
                         &error);
    };
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
    QVERIFY(record(QStringLiteral("ciapki"), 10, {{"Player 1", false, 3, false}, {"Pies", true, 6, true}}));
    std::map<QString, QColor> first;
    {
        StatisticsPage page(context().games, &db);
        QVERIFY(page.selectGame(QString()));
        first = chartColours(page);
    }
    QCOMPARE(first.size(), std::size_t(2));
    QVERIFY(
        record(QStringLiteral("dig"), 40,
               {{"Player 1", false, 3, true}, {"Spieler 2", true, 1, false}, {"Spieler 3", true, 1, false}}));
    StatisticsPage page(context().games, &db);
    QVERIFY(page.selectGame(QString()));
    const auto colours = chartColours(page);
    QCOMPARE(colours.size(), std::size_t(4));
    for (const auto& [who, colour] : first)
        QVERIFY2(colours.at(who) == colour, qPrintable(who + QStringLiteral(": ") + colour.name() +
                                                       QStringLiteral(" then ") + colours.at(who).name()));
    std::set<QRgb> distinct;
    for (const auto& [who, colour] : colours)
        distinct.insert(colour.rgb());
    QCOMPARE(distinct.size(), colours.size());
    // No best or mean score over every game; in one game, both.
    auto* table = page.findChild<QTableWidget*>(QStringLiteral("statsTable"));
    QVERIFY(table->isColumnHidden(4) && table->isColumnHidden(5));
    QVERIFY(page.selectGame(QStringLiteral("dig")));
    QVERIFY(!table->isColumnHidden(4) && !table->isColumnHidden(5));
    QVERIFY(page.selectGame(QString()));
    // Every line's dot shows in the plot (the legend's squares aside), the two at 0 % too.
    page.resize(900, 640);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto* view = page.findChild<QChartView*>(QStringLiteral("winRateChart"));
    const QImage image = view->grab().toImage();
    const QRect plot =
        view->mapFromScene(view->chart()->plotArea().adjusted(-12, -12, 12, 12)).boundingRect() &
        image.rect();
    for (const auto& [who, colour] : colours) {
        int seen = 0;
        for (int py = plot.top(); py <= plot.bottom(); ++py)
            for (int px = plot.left(); px <= plot.right(); ++px) {
                const QColor c = image.pixelColor(px, py);
                if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                        std::abs(c.blue() - colour.blue()) <
                    30)
                    ++seen;
            }
        QVERIFY2(seen >= 10, qPrintable(QStringLiteral("%1's dot: %2 px").arg(who).arg(seen)));
    }
}

/// A player's chart line is in the colour a table drew them in: a profile's colour, else their
/// seat's (play tester: the chart's colours were not the tables'). Celina's first game had her in
/// the first seat (red at the table, Ania's profile being green): her line was yellow, the colour of
/// her place in the history.
void AppTest::statisticsDrawPlayersInTheirTablesColours() {
    history::HistoryDb db;
    QVERIFY(db.open(QStringLiteral(":memory:"), QString()).ok);
    QCOMPARE(db.createProfile(QStringLiteral("Ania"), 3, QString()), history::ProfileError::None);
    QString error;
    const QDateTime day(QDate(2026, 11, 27), QTime(9, 0));
    QVERIFY2(db.record(finishedGame(QStringLiteral("dig"), day,
                                    {{"Ania", false, 3, true}, {"Bartek", false, 1, false}}),
                       &error),
             qPrintable(error));
    QVERIFY2(db.record(finishedGame(QStringLiteral("dig"), day.addSecs(1800),
                                    {{"Celina", false, 3, true}, {"Bartek", false, 1, false}}),
                       &error),
             qPrintable(error));
    // The tables: the first game Ania green (her profile's), Bartek blue; the second Celina red.
    QCOMPARE(ui::paletteFor({3, -1}), (ui::SeatPalette{3, 1}));
    QCOMPARE(ui::paletteFor({-1, -1}), (ui::SeatPalette{0, 1}));
    StatisticsPage page(context().games, &db);
    QVERIFY(page.selectGame(QStringLiteral("dig")));
    const auto colours = chartColours(page);
    QCOMPARE(colours.size(), std::size_t(3));
    QCOMPARE(colours.at(QStringLiteral("Ania")), ui::paletteColour(3));
    QCOMPARE(colours.at(QStringLiteral("Bartek")), ui::paletteColour(1));
    QVERIFY2(colours.at(QStringLiteral("Celina")) == ui::paletteColour(0),
             qPrintable(colours.at(QStringLiteral("Celina")).name()));
}

/// The time axis of the win-rate chart steps by 1, 2, 5, 10, 15, 30 minutes, hours, days… on whole
/// steps of the clock (play tester: ticks every 32 minutes), with room before the first game and
/// after the last.
void AppTest::statisticsTimeTicksFallOnWholeSteps() {
    const std::set<qint64> nice{60,      120,     300,     600,      900,     1800,   3600,
                                7200,    10800,   21600,   43200,    86400,   172800, 604800,
                                1209600, 2592000, 7862400, 15724800, 31536000};
    const QDateTime base(QDate(2026, 11, 27), QTime(10, 7, 13));
    // Seconds from the first game to the last, and the ticks expected (0: any from 3 to 7).
    const std::vector<std::pair<qint64, int>> spans{{0, 6},      {50, 6},      {600, 0},
                                                    {6720, 0},   {7680, 0},    {40000, 0},
                                                    {200000, 0}, {2000000, 0}, {40000000, 0}};
    for (const auto& [span, expectedTicks] : spans) {
        const QDateTime last = base.addSecs(span);
        const TimeTicks t = timeTicks(base, last);
        const QString what = QStringLiteral("%1 s: %2 to %3 by %4 s, %5 ticks")
                                 .arg(span)
                                 .arg(t.start.toString(Qt::ISODate), t.end.toString(Qt::ISODate))
                                 .arg(t.stepSeconds)
                                 .arg(t.ticks);
        QVERIFY2(nice.count(t.stepSeconds) == 1, qPrintable(what));
        QVERIFY2(t.start < base && t.end > last, qPrintable(what));
        QVERIFY2(t.ticks >= 3 && t.ticks <= 7, qPrintable(what));
        QVERIFY2(t.start.secsTo(t.end) == t.stepSeconds * (t.ticks - 1), qPrintable(what));
        // On whole steps of the local clock: minutes on :00, :15…, hours on the hour, days at midnight.
        const qint64 local = t.start.toSecsSinceEpoch() + t.start.offsetFromUtc();
        if (t.stepSeconds <= 86400) QVERIFY2(local % t.stepSeconds == 0, qPrintable(what));
        if (expectedTicks > 0) QVERIFY2(t.ticks == expectedTicks, qPrintable(what));
    }
    // 10:07 to 12:00: every half hour, 9:30 to 12:30; one game at 10:07: every 5 minutes, 9:55 to 10:20.
    const TimeTicks morning = timeTicks(base, QDateTime(QDate(2026, 11, 27), QTime(12, 0)));
    QCOMPARE(morning.stepSeconds, qint64{1800});
    QCOMPARE(morning.start.time(), QTime(9, 30));
    QCOMPARE(morning.end.time(), QTime(12, 30));
    const TimeTicks one = timeTicks(base, base);
    QCOMPARE(one.stepSeconds, qint64{300});
    QCOMPARE(one.start.time(), QTime(9, 55));
    QCOMPARE(one.end.time(), QTime(10, 20));
    // The chart uses it: its ticks fall every whole step.
    history::HistoryDb db;
    QVERIFY(db.open(QStringLiteral(":memory:"), QString()).ok);
    QString error;
    for (const int minutes : {0, 47, 128})
        QVERIFY2(
            db.record(finishedGame(QStringLiteral("dig"), base.addSecs(60 * minutes),
                                   {{"Ala", false, 3, minutes != 47}, {"Bartek", false, 1, minutes == 47}}),
                      &error),
            qPrintable(error));
    StatisticsPage page(context().games, &db);
    QVERIFY(page.selectGame(QStringLiteral("dig")));
    auto* x = qobject_cast<QDateTimeAxis*>(
        page.findChild<QChartView*>(QStringLiteral("winRateChart"))->chart()->axes(Qt::Horizontal).front());
    QVERIFY(x);
    const qint64 step = x->min().secsTo(x->max()) / (x->tickCount() - 1);
    QVERIFY2(nice.count(step) == 1 && x->min().time().minute() % (step / 60) == 0,
             qPrintable(QStringLiteral("%1 to %2, %3 ticks")
                            .arg(x->min().toString(Qt::ISODate), x->max().toString(Qt::ISODate))
                            .arg(x->tickCount())));
}

/// A dot at 100 % (and at 0 %) is drawn whole inside the plot (play tester: the 100 % dot was half
/// cut off by the plot's top).
void AppTest::statisticsWinRateDotsAreWhole() {
    history::HistoryDb db;
    QVERIFY(db.open(QStringLiteral(":memory:"), QString()).ok);
    QString error;
    QVERIFY2(db.record(finishedGame(QStringLiteral("dig"), QDateTime(QDate(2026, 11, 27), QTime(9, 30)),
                                    {{"Ala", false, 3, true}, {"Bartek", false, 1, false}}),
                       &error),
             qPrintable(error));
    for (const QSize size : {QSize(1024, 700), QSize(1920, 1080)}) {
        StatisticsPage page(context().games, &db);
        QVERIFY(page.selectGame(QStringLiteral("dig")));
        page.resize(size.width() - 100, size.height() - 60);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QChart* chart = page.findChild<QChartView*>(QStringLiteral("winRateChart"))->chart();
        const QRectF plot = chart->plotArea();
        for (QAbstractSeries* series : chart->series()) {
            auto* line = qobject_cast<QLineSeries*>(series);
            QVERIFY(line && line->count() == 1);
            const QPointF dot = chart->mapToPosition(line->at(0), line);
            const double radius = line->markerSize() / 2.0;
            QVERIFY2(dot.y() - radius >= plot.top() && dot.y() + radius <= plot.bottom() &&
                         dot.x() - radius >= plot.left() && dot.x() + radius <= plot.right(),
                     qPrintable(QStringLiteral("%1 at %2 %: the dot from %3 to %4, the plot from %5 to %6")
                                    .arg(line->name())
                                    .arg(line->at(0).y())
                                    .arg(dot.y() - radius)
                                    .arg(dot.y() + radius)
                                    .arg(plot.top())
                                    .arg(plot.bottom())));
        }
    }
}

void AppTest::statisticsFitTheWindow() {
    // Play tester D: at 1024x700 the statistics page was 700 px tall, Close below the window.
    MainWindow w(context());
    w.resize(1024, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    StatisticsPage* page = w.showStatistics();
    QVERIFY(QTest::qWaitForWindowExposed(page));
    QVERIFY2(page->frameGeometry().height() <= w.height() - 30,
             qPrintable(QStringLiteral("the page is %1 px tall, the window %2")
                            .arg(page->frameGeometry().height())
                            .arg(w.height())));
    auto* close = page->findChild<QDialogButtonBox*>();
    QVERIFY(close);
    QVERIFY(page->rect().contains(close->geometry()));
    page->close();
}

void AppTest::dogKidsSeatsInTheirDogsColours() {
    // Play test: in Dog Kids the side panel, the log and the score chart drew seat 2 blue and seat 3
    // yellow while their dogs on the board were grey and brown.
#ifdef DOGTABLE_HAS_DOGKIDS_DATA
    if (!context().playable("dogkids")) QSKIP("Dog Kids is not built");
    MainWindow w(context());
    w.startMatch(makeMatch(QStringLiteral("dogkids"), humans(3)));
    const auto& kids = dynamic_cast<const dogtable::games::dogkids::DogKidsState&>(w.controller().state());
    for (Seat s = 0; s < 3; ++s) // the colour the board draws the seat's dogs in
        QCOMPARE(ui::playerColour(s), dogtable::games::dogkids::dogFill(kids.boardPos(s)));
    QVERIFY(ui::playerColour(1) != ui::paletteColour(1));
    // Another game is drawn in the players' palette again.
    w.startMatch(makeMatch(QStringLiteral("nim"), humans(2)));
    QCOMPARE(ui::playerColour(1), ui::paletteColour(1));
#else
    QSKIP("Dog Kids is not built");
#endif
}

void AppTest::dogKidsSetupShowsTheDogsColours() {
    // Play test G2: the new-game dialog showed Dog Kids' seats in the palette's red, blue, yellow,
    // while the game gives them their dogs' colours (white, grey, brown for three).
#ifdef DOGTABLE_HAS_DOGKIDS_DATA
    if (!context().playable("dogkids")) QSKIP("Dog Kids is not built");
    for (int players : {2, 3, 4}) {
        NewGameDialog dialog(context(), QStringLiteral("dogkids"));
        dialog.setPlayers(players);
        auto match = dialog.createMatch();
        QVERIFY(match.ok());
        const auto& kids = dynamic_cast<const dogtable::games::dogkids::DogKidsState&>(match.value().state());
        const std::array<QColor, 4> dogs{QColor("#f7f5ee"), QColor("#9ea3a8"), QColor("#8d5a2b"),
                                         QColor("#262626")};
        std::vector<QColor> colours;
        for (Seat s = 0; s < players; ++s)
            colours.push_back(dogs[static_cast<std::size_t>(kids.boardPos(s))]);
        const std::vector<QColor> before = ui::gameSeatColours();
        ui::setGameSeatColours(colours);
        std::vector<QImage> expected;
        for (Seat s = 0; s < players; ++s)
            expected.push_back(theme::seatPixmap(s, 28).toImage());
        ui::setGameSeatColours(before);
        for (Seat s = 0; s < players; ++s)
            QVERIFY2(dialog.seatToken(s) == expected[static_cast<std::size_t>(s)],
                     qPrintable(QStringLiteral("%1 players, seat %2").arg(players).arg(s + 1)));
    }
    // Another game keeps the players' palette.
    NewGameDialog nim(context(), QStringLiteral("nim"));
    nim.setPlayers(2);
    const ui::SeatPalette palette = nim.seatColours();
    const ui::SeatPaletteScope scope(&palette);
    QVERIFY(nim.seatToken(1) == theme::seatPixmap(1, 28).toImage());
#else
    QSKIP("Dog Kids is not built");
#endif
}

void AppTest::seatColoursAsTheGameGivesThemAndKeptAfterRemoval() {
    // Play test #25: the new-game dialog showed seat 2 blue, the game gave it its profile's yellow;
    // removing the profile recoloured the finished game on screen and swapped the chart's colours.
    MainWindow w(context());
    QTest::qWait(1);
    PlayersPage* page = w.showPlayers();
    QVERIFY(page->addProfile(QStringLiteral("Ania"), 2, QStringLiteral("beagle"))); // yellow
    page->close();
    NewGameDialog dialog(context(), QStringLiteral("nim"));
    dialog.setProfiles(w.profileNames(), {2});
    dialog.setPlayers(2);
    dialog.setSeat(0, QStringLiteral("Bartek"), false);
    dialog.setSeat(1, QStringLiteral("Ania"), false);
    QCOMPARE(dialog.seatColours(), (std::vector<int>{0, 2}));
    auto match = dialog.createMatch();
    QVERIFY(match.ok());
    w.startMatch(std::move(match.value()));
    QCOMPARE(ui::seatPalette(), ui::SeatPalette(dialog.seatColours())); // the game's are the dialog's
    MatchController& c = w.controller();
    while (!c.state().isOver())
        QVERIFY(c.playHuman(c.state().legalActions().front()).ok());
    StatisticsPage before(context().games, w.history().database());
    QVERIFY(before.selectGame(QString()));
    const auto coloursBefore = chartColours(before);
    QCOMPARE(coloursBefore.size(), std::size_t(2));
    QCOMPARE(coloursBefore.at(QStringLiteral("Ania")), ui::paletteColour(2));
    // Ania's profile goes: her finished game on screen and the chart keep their colours.
    page = w.showPlayers();
    page->setAsk([](const QString&, const QString&) { return true; });
    QVERIFY(page->select(QStringLiteral("Ania")));
    QVERIFY(page->removeSelected());
    QCOMPARE(ui::seatPalette(), (ui::SeatPalette{0, 2}));
    StatisticsPage after(context().games, w.history().database());
    QVERIFY(after.selectGame(QString()));
    QCOMPARE(chartColours(after), coloursBefore);
    page->close();
    // A new game: Ania is a guest now and takes the seat's own colour.
    NewGameDialog next(context(), QStringLiteral("nim"));
    next.setProfiles(w.profileNames(), {});
    next.setPlayers(2);
    next.setSeat(0, QStringLiteral("Bartek"), false);
    next.setSeat(1, QStringLiteral("Ania"), false);
    QCOMPARE(next.seatColours(), (std::vector<int>{0, 1}));
}
