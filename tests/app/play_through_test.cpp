// End-to-end play tests (issue #12): one whole game per built-in game through the real app, not the
// engine. The real MainWindow with the built-in games and views, shown at 1024x700 under the
// offscreen platform, a temporary HOME, animations off. Each game is set up in the real new-game
// dialog (2 humans + 1 computer at "easy", a fixed seed; Ciapki also solo against Pies) and played
// to the final score sheet:
//
//  - Hand-overs (dig, dogkids, doglover hide hands): confirmed by a real mouse click on the
//    hand-over screen's button (QTest::mouseClick), never through the controller. While the screen
//    is up the test asserts that nothing of the game is on screen: the page is HandOver, the table
//    view and the side panel (log) are hidden, the screen and the status strip name only the player
//    the table is passed to, and no human can act.
//  - Human moves: chosen with a seeded Rng among state.legalActions() by greedy(): the action the
//    engine's own estimate (heuristicReturns() one move ahead) likes best, one move in four at
//    random. It reads the whole state (a test driver, not a fair player): with purely random humans
//    Dig and DOGS games run to many hundreds of computer moves, too long for CI. Dig: deliver when
//    possible (the biggest delivery), keep a dug card (the game ends when the yard has no bone
//    left), else greedy(). The move then goes in through the view:
//      dig      "move <place>": a real left click at the centre of DigTable::placeGeometry(place);
//               "end": the Enter key on the table; "keep": the K key; "dig", "putback" and "deliver"
//               are emitted as the view's actionChosen() signal (the click path: a click on the
//               own place offers dig/deliver/keep in an order the test cannot see from outside, and
//               hand cards are laid out by the view in an order it does not expose).
//      dogkids  the Enter key when exactly one action is legal (the view's own shortcut, e.g.
//               "Change hand"); otherwise actionChosen(): a card+dog move is a sequence of clicks on
//               board points the view does not expose.
//      ciapki   the Enter key when exactly one action is legal (the view's shortcut); otherwise
//               actionChosen(): dice and spaces are painted at private geometry.
//      doglover "end_turn": the Enter key (the view's End-turn shortcut; offscreen it asks nothing);
//               "draft": the trick is picked with DogLoverTable::selectTrick() (what a click on the own
//               trick and the R key do), then a real left click on the grid cell (cellRect) where
//               the view makes exactly that draft; the test fails if a wanted draft has no such cell.
//               Everything else (guard, food, tuck, attach, learn, rescue, ...) goes through
//               actionChosen(): those are menus and drags onto private geometry.
//      kennel   actionChosen() for every move: an action is a sequence of clicks on map/board items
//               whose geometry is private, and Enter only works when the view shows one button,
//               which the test cannot see.
//    actionChosen() is exactly the signal a click on the table sends into the app (MainWindow
//    connects it to the controller); the test never calls MatchController::playHuman or the Match.
//    After each move the test checks that precisely that action was recorded.
//  - At the end: the status strip and the game-over bar name exactly the engine's winners
//    (GameState::scoreSheet() winners, checked against GameState::returns()), the score sheet
//    dialog lists every player with the engine's totals and stars only the winners, and the game's
//    own file in the library (controller().autosavePath()) reloads to the same final state hash and
//    is listed as finished.
//  - Ciapki solo: seed 26 is a game the human (Ania) wins, seed 22 one Pies wins; the app names
//    Pies as the winner (issue #12 item 1) in the status strip, the bar and the score sheet.
//
// Everything is seeded (deal, dice, the humans' choices; the easy computer's search is seeded per
// position), so each game is the same on every run as long as the easy search is not cut short by
// its 0.2 s limit on a very loaded machine.
//
// Bounded: a game fails with a clear message after 20,000 actions or 120 s.
#include <QFile>
#include <QFrame>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest/QtTest>

#include <algorithm>
#include <functional>
#include <set>

#include "app_context.h"
#include "dig/view/dig_table.h"
#include "doglover/view/doglover_table.h"
#include "dogtable/core/rng.h"
#include "dogtable/ui/style.h"
#include "dogtable/ui/table_kit.h"
#include "game_library.h"
#include "hand_over_screen.h"
#include "main_window.h"
#include "match_controller.h"
#include "new_game_dialog.h"
#include "save_files.h"
#include "score_sheet_dialog.h"
#include "side_panel.h"

#include "builtin_context.h"

using namespace dogtable;
using namespace dogtable::app;

namespace {

constexpr std::size_t kMaxActions = 20000;
constexpr qint64 kMaxMs = 120000;

const AppContext& context() {
    return test::builtinContext();
}

struct SeatSpec {
    QString name;
    bool computer = false;
};

struct Counts {
    int humanMoves = 0;
    int clicks = 0;
    int keys = 0;
    int signalled = 0;
    int unclickable = 0; // Dog Lover drafts the grid offers no cell for
    int handOvers = 0;
    qint64 waitMs = 0;     // waiting for the computer and chance
    qint64 moveMs = 0;     // a human move through the view, up to the refreshed table
    qint64 handOverMs = 0; // checking and clicking hand-overs
};

QString kindOf(const GameState& st, const Action& a) {
    return qs(std::string(st.actionKindName(a.kind)));
}

/// How a human picks among the legal actions (seeded).
using Chooser = std::function<Action(const GameState&, const std::vector<Action>&, Rng&)>;

Action anyLegal(const GameState&, const std::vector<Action>& legal, Rng& rng) {
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

/// A purposeful human: mostly the action that looks best by the engine's own estimate
/// (GameState::heuristicReturns() one move ahead), ties and one move in four chosen at random.
Action greedy(const GameState& st, const std::vector<Action>& legal, Rng& rng) {
    if (legal.size() == 1 || rng.below(4) == 0) return anyLegal(st, legal, rng);
    const auto seat = static_cast<std::size_t>(st.currentSeat());
    double best = -1e300;
    std::vector<Action> bests;
    for (const Action& a : legal) {
        auto next = st.clone();
        next->applyLegal(a);
        const double v = next->isOver() ? next->returns()[seat] : next->heuristicReturns()[seat];
        if (v > best + 1e-12) {
            best = v;
            bests.clear();
        }
        if (v > best - 1e-12) bests.push_back(a);
    }
    return bests[rng.below(static_cast<std::uint32_t>(bests.size()))];
}

/// Dig: the game ends when no bone is left in the yard, and bones only leave it when a dug card is
/// kept. So a human delivers whenever possible (the biggest delivery), keeps what was dug, digs
/// where the dog stands, and otherwise plays as greedy() does.
Action digChooser(const GameState& st, const std::vector<Action>& legal, Rng& rng) {
    const Action* best = nullptr;
    int bestCards = 0;
    auto cards = [](const Action& a) {
        return static_cast<int>(
            std::count_if(a.args.begin(), a.args.end(), [](std::int16_t v) { return v != 0; }));
    };
    for (const Action& a : legal)
        if (kindOf(st, a) == QLatin1String("deliver") && cards(a) > bestCards) {
            best = &a;
            bestCards = cards(a);
        }
    if (best) return *best;
    for (const char* kind : {"keep"})
        for (const Action& a : legal)
            if (kindOf(st, a) == QLatin1String(kind)) return a;
    return greedy(st, legal, rng);
}

class PlayThroughTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void dig();
    void dogkids();
    void ciapki();
    void doglover();
    void kennel();
    void ciapkiSolo();
    void ciapkiSoloPiesWins();
    void computerSearchYieldsToTheAnimation();

private:
    /// Sets up a game in the new-game dialog, plays it to the end through the window, checks the end.
    void playThrough(const QString& game, const std::vector<SeatSpec>& seats, std::uint64_t seed,
                     std::uint64_t humanSeed, const Chooser& choose, bool piesExpected = false);
    void checkHandOver(MainWindow& w, Counts& counts);
    void deliver(MainWindow& w, const QString& game, const Action& a, const std::vector<Action>& legal,
                 Counts& counts);
    void checkFinalTable(MainWindow& w, bool piesExpected);

    QTemporaryDir m_dir;
};

void PlayThroughTest::initTestCase() {
    // Everything the app writes stays in this test's own folders.
    QVERIFY(m_dir.isValid());
    qputenv("HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("home"))));
    qputenv("TMPDIR", QFile::encodeName(m_dir.filePath(QStringLiteral("tmp"))));
    QDir().mkpath(m_dir.filePath(QStringLiteral("tmp")));
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DogtablePlayThrough"));
    QCoreApplication::setApplicationName(QStringLiteral("DogtablePlayThrough"));
    ui::setAnimationFactor(0.0);
}

void PlayThroughTest::init() {
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    ui::setAnimationFactor(0.0);
}

void PlayThroughTest::checkHandOver(MainWindow& w, Counts& counts) {
    MatchController& c = w.controller();
    const Seat next = c.handOverSeat();
    QVERIFY(next >= 0);
    QVERIFY2(!c.isComputer(next), "a hand-over is only ever to a human");
    const QString name = qs(c.state().playerName(next));
    // Nothing of the game is on screen: only the hand-over screen, naming the next player.
    QCOMPARE(w.page(), MainWindow::Page::HandOver);
    QVERIFY(w.handOverScreen()->isVisible());
    QVERIFY2(!w.view()->isVisible(), "the table must be covered during a hand-over");
    QVERIFY2(!w.sidePanel()->isVisible(), "the log must be covered during a hand-over");
    QVERIFY(w.handOverScreen()->message().contains(name));
    QCOMPARE(w.statusText(), QStringLiteral("Pass the table to %1").arg(name));
    for (int s = 0; s < c.state().players(); ++s)
        if (s != next) QVERIFY(!w.handOverScreen()->message().contains(qs(c.state().playerName(s))));
    QVERIFY(!c.humanToAct());
    // The player confirms with the screen's own button, by mouse.
    auto* button = w.handOverScreen()->findChild<QPushButton*>();
    QVERIFY(button);
    QVERIFY(button->isVisible());
    QVERIFY(button->text().contains(name));
    QTest::mouseClick(button, Qt::LeftButton);
    ++counts.handOvers;
    QVERIFY2(!c.handOverPending(), "the click on the hand-over button did not confirm it");
    QCOMPARE(w.page(), MainWindow::Page::Table);
    QCOMPARE(c.viewer(), next);
    QVERIFY(w.view()->isVisible());
}

void PlayThroughTest::deliver(MainWindow& w, const QString& game, const Action& a,
                              const std::vector<Action>& legal, Counts& counts) {
    ui::GameView* view = w.view();
    const GameState& st = w.controller().state();
    const QString kind = kindOf(st, a);
    if (game == QLatin1String("dig")) {
        auto* dig = qobject_cast<games::dig::DigTable*>(view);
        QVERIFY(dig);
        if (kind == QLatin1String("move")) {
            dig->repaint();
            const QRectF r = dig->placeGeometry(a.arg(0));
            QVERIFY2(r.isValid(), "Dig shows no such place");
            QTest::mouseClick(view, Qt::LeftButton, {}, r.center().toPoint());
            ++counts.clicks;
            return;
        }
        if (kind == QLatin1String("end") || kind == QLatin1String("keep")) {
            QTest::keyClick(view, kind == QLatin1String("end") ? Qt::Key_Return : Qt::Key_K);
            ++counts.keys;
            return;
        }
    } else if ((game == QLatin1String("dogkids") || game == QLatin1String("ciapki")) && legal.size() == 1) {
        QTest::keyClick(view, Qt::Key_Return);
        ++counts.keys;
        return;
    } else if (game == QLatin1String("doglover") && kind == QLatin1String("end_turn")) {
        QTest::keyClick(view, Qt::Key_Return);
        ++counts.keys;
        return;
    } else if (game == QLatin1String("doglover") && kind == QLatin1String("draft")) {
        // The trick is picked (selectTrick: what a click on the own trick or the R key does), then
        // the grid cell is clicked where the view places exactly this draft.
        auto* table = qobject_cast<games::doglover::DogLoverTable*>(view);
        QVERIFY(table);
        for (int quarters = 0; quarters < 4; ++quarters) {
            table->selectTrick(a.arg(0), quarters);
            for (int cell = 0; cell < 9; ++cell)
                if (table->draftAt(cell) == std::optional<Action>(a)) {
                    table->repaint();
                    QTest::mouseClick(view, Qt::LeftButton, {}, table->cellRect(cell).center().toPoint());
                    ++counts.clicks;
                    return;
                }
        }
        table->selectTrick(-1);
        ++counts.unclickable; // the view offers no cell for this placement: sent as the click would
    }
    // The path a click on the table takes into the app.
    emit view->actionChosen(a);
    ++counts.signalled;
}

void PlayThroughTest::checkFinalTable(MainWindow& w, bool piesExpected) {
    MatchController& c = w.controller();
    const GameState& st = c.state();
    QVERIFY(st.isOver());
    // One person (Ciapki solo) keeps their seat on screen at the end; several people: nobody's.
    QCOMPARE(c.viewer(), c.humanSeatCount() == 1 ? Seat(0) : kNoSeat);
    const ScoreSheet sheet = st.scoreSheet();
    const int n = st.players();
    // The seats, then any participant that is no seat (Ciapki solo: Pies).
    const int entries = static_cast<int>(sheet.players.size());
    QCOMPARE(entries, n + (qs(c.match().gameId()) == QStringLiteral("ciapki") && n == 1 ? 1 : 0));
    for (int e = 0; e < entries; ++e)
        QCOMPARE(sheet.players[static_cast<std::size_t>(e)].seat, e < n);

    // The engine's winners: the score sheet's, and the same seats (with their team-mates) win in returns().
    const std::vector<double> returns = st.returns();
    std::set<int> byReturns, bySheet;
    for (int s = 0; s < n; ++s)
        if (returns[static_cast<std::size_t>(s)] > 0.0) byReturns.insert(s);
    bool piesWon = false;
    for (int winner : sheet.winners) {
        if (winner >= n) {
            piesWon = true;
            continue;
        }
        for (int s = 0; s < n; ++s)
            if (st.teamOf(s) == st.teamOf(winner)) bySheet.insert(s);
    }
    QCOMPARE(bySheet, byReturns);
    QCOMPARE(piesWon, piesExpected);
    if (piesExpected) {
        // Pies won: no seat has a win in the engine, the sheet names Pies, and the engine says so.
        QVERIFY(byReturns.empty());
        QCOMPARE(qs(sheet.players[static_cast<std::size_t>(n)].name), QStringLiteral("Pies"));
        QVERIFY2(qs(st.statusText()).contains(QStringLiteral("Pies")), st.statusText().c_str());
    } else {
        QVERIFY2(!sheet.winners.empty(), "the engine names no winner");
    }

    // The status strip and the game-over bar: "Game over." and exactly the winners' names.
    const QString line = ScoreSheetDialog::winnerLine(sheet);
    const QString expected = QStringLiteral("Game over. %1").arg(line);
    QCOMPARE(w.statusText(), expected);
    auto* bar = w.findChild<QFrame*>(QStringLiteral("gameOverBar"));
    QVERIFY(bar);
    QVERIFY(bar->isVisible());
    bool barSays = false;
    for (const QLabel* l : bar->findChildren<QLabel*>())
        barSays = barSays || l->text() == expected;
    QVERIFY2(barSays, "the game-over bar does not show the winner line");
    for (int s = 0; s < entries; ++s) {
        const QString name = qs(sheet.players[static_cast<std::size_t>(s)].name);
        if (s < n) QCOMPARE(name, qs(st.playerName(s)));
        const bool wins = s < n ? bySheet.count(s) == 1 : piesWon;
        QVERIFY2(
            w.statusText().contains(name) == wins,
            qPrintable(QStringLiteral("%1 (winner: %2) in \"%3\"").arg(name).arg(wins).arg(w.statusText())));
    }
    if (piesExpected) {
        QVERIFY2(w.statusText().contains(QStringLiteral("Pies")), qPrintable(w.statusText()));
    }

    // The score sheet: opened by itself at the end, and on request.
    QTRY_VERIFY_WITH_TIMEOUT(w.findChild<ScoreSheetDialog*>() != nullptr, 5000);
    ScoreSheetDialog* dialog = w.showScoreSheet();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->winnerText(), line);
    if (piesExpected) {
        QVERIFY2(dialog->winnerText().contains(QStringLiteral("Pies")), qPrintable(dialog->winnerText()));
    }
    QTableWidget* t = dialog->table();
    QCOMPARE(t->columnCount(), entries);
    const int totalRow = t->rowCount() - 1;
    for (int s = 0; s < entries; ++s) {
        const PlayerScore& ps = sheet.players[static_cast<std::size_t>(s)];
        const QString head = t->horizontalHeaderItem(s)->text();
        QVERIFY2(head.contains(qs(ps.name)), qPrintable(head));
        QCOMPARE(head.contains(QStringLiteral("★")), sheet.isWinner(s));
        QString total = t->item(totalRow, s)->text();
        total.remove(QStringLiteral("Total: "));
        bool ok = false;
        QCOMPARE(total.toInt(&ok), ps.total);
        QVERIFY(ok);
    }
    qInfo("%s: %s", qPrintable(qs(c.match().gameId())), qPrintable(line));

    // The game's own file in the library reloads to the very same final state, listed as finished.
    const QString path = c.autosavePath();
    QVERIFY(!path.isEmpty());
    QVERIFY2(QFile::exists(path), qPrintable(path));
    QVERIFY(w.library().contains(path));
    const LoadOutcome out = readSaveFile(context().games, path);
    QVERIFY2(out.kind == LoadOutcome::Kind::Complete, qPrintable(out.message));
    QVERIFY(out.match.has_value());
    QVERIFY(out.match->state().isOver());
    QCOMPARE(out.match->state().hash(), st.hash());
    QCOMPARE(out.match->actions().size(), c.match().actions().size());
    GameLibrary library = w.library();
    const GameLibrary::Scan scan = library.scan(context().games);
    QVERIFY(std::any_of(scan.finished.begin(), scan.finished.end(),
                        [&](const GameLibrary::Entry& e) { return e.path == path; }));
    QVERIFY(scan.quarantined.isEmpty());
}

void PlayThroughTest::playThrough(const QString& game, const std::vector<SeatSpec>& seats, std::uint64_t seed,
                                  std::uint64_t humanSeed, const Chooser& choose, bool piesExpected) {
    QVERIFY2(context().playable(game.toStdString()), qPrintable(game));
    QElapsedTimer clock;
    clock.start();

    MainWindow w(context());
    QStringList told;
    w.setPrompts(
        [&](const QString& title, const QString& text) {
            told << title + QStringLiteral(": ") + text;
            return false;
        },
        [&](const QString& title, const QString& text) { told << title + QStringLiteral(": ") + text; });
    w.resize(1024, 700);
    // The window applies the player's settings (animation speed 1 by default): animations off again,
    // which also takes away the pause a computer's move and a roll get so a person can follow them.
    ui::setAnimationFactor(0.0);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));

    // The game as a player sets it up: the new-game dialog.
    NewGameDialog dialog(context(), game, &w);
    dialog.setPlayers(static_cast<int>(seats.size()));
    for (std::size_t s = 0; s < seats.size(); ++s)
        dialog.setSeat(static_cast<int>(s), seats[s].name, seats[s].computer, QStringLiteral("easy"));
    dialog.setSeed(QString::number(seed));
    QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
    auto match = dialog.createMatch();
    QVERIFY2(match.ok(), match.ok() ? "" : match.error().c_str());
    QCOMPARE(match->seed(), seed);
    w.startMatch(std::move(match.value()));
    QCOMPARE(w.page() == MainWindow::Page::Picker, false);

    MatchController& c = w.controller();
    Rng rng(humanSeed);
    Counts counts;
    QCOMPARE(w.size(), QSize(1024, 700));
    qInfo("%s: table %dx%d", qPrintable(game), w.view()->width(), w.view()->height());
    const auto summary = [&] {
        int computerMoves = 0;
        for (const auto& entry : c.match().log())
            computerMoves += entry.seat >= 0 && c.isComputer(entry.seat) ? 1 : 0;
        qInfo("%s: %zu actions, %d human moves (%d clicks, %d keys, %d actionChosen), %d computer moves, "
              "%d hand-overs, %d drafts without a cell, %lld ms (waiting for computer and chance %lld, human "
              "moves %lld, hand-overs "
              "%lld)",
              qPrintable(game), c.match().actions().size(), counts.humanMoves, counts.clicks, counts.keys,
              counts.signalled, computerMoves, counts.handOvers, counts.unclickable,
              static_cast<long long>(clock.elapsed()), static_cast<long long>(counts.waitMs),
              static_cast<long long>(counts.moveMs), static_cast<long long>(counts.handOverMs));
    };
    QElapsedTimer phase;
    while (true) {
        phase.start();
        while (!(c.humanToAct() || c.handOverPending() || c.state().isOver())) {
            if (clock.elapsed() >= kMaxMs) summary();
            QVERIFY2(clock.elapsed() < kMaxMs,
                     qPrintable(QStringLiteral("%1 did not end within %2 s (%3 actions)")
                                    .arg(game)
                                    .arg(kMaxMs / 1000)
                                    .arg(c.match().actions().size())));
            QTest::qWait(1);
        }
        if (c.match().actions().size() > kMaxActions || clock.elapsed() >= kMaxMs) summary();
        QVERIFY2(
            c.match().actions().size() <= kMaxActions,
            qPrintable(QStringLiteral("%1 passed %2 actions without ending").arg(game).arg(kMaxActions)));
        QVERIFY2(clock.elapsed() < kMaxMs,
                 qPrintable(QStringLiteral("%1 did not end within %2 s").arg(game).arg(kMaxMs / 1000)));
        counts.waitMs += phase.restart();
        if (c.state().isOver()) break;
        if (c.handOverPending()) {
            checkHandOver(w, counts);
            counts.handOverMs += phase.elapsed();
            if (QTest::currentTestFailed()) return;
            continue;
        }
        // A human's decision: the table is theirs.
        const Seat seat = c.state().currentSeat();
        QVERIFY(!c.isComputer(seat));
        QCOMPARE(c.viewer(), seat);
        QCOMPARE(w.page(), MainWindow::Page::Table);
        const std::vector<Action> legal = c.state().legalActions();
        QVERIFY(!legal.empty());
        const Action a = choose(c.state(), legal, rng);
        const std::size_t before = c.match().actions().size();
        const std::string text = c.state().actionToText(a);
        deliver(w, game, a, legal, counts);
        if (QTest::currentTestFailed()) return;
        QVERIFY2(c.match().actions().size() > before,
                 qPrintable(QStringLiteral("%1: \"%2\" was not played (notice: %3)")
                                .arg(game, qs(text), w.noticeText())));
        QVERIFY2(c.match().actions()[before] == a,
                 qPrintable(
                     QStringLiteral("%1: \"%2\" was meant, another action was played").arg(game, qs(text))));
        ++counts.humanMoves;
        counts.moveMs += phase.elapsed();
    }
    QVERIFY2(told.isEmpty(), qPrintable(told.join(QLatin1Char('\n'))));
    summary();
    if (game == QLatin1String("doglover")) QCOMPARE(counts.unclickable, 0); // every draft wanted was clicked
    // Games with hidden hands and two humans pass the table; the others never do.
    const bool hides = context().games.find(game.toStdString())->hidesInformation;
    int humans = 0;
    for (const auto& s : seats)
        humans += s.computer ? 0 : 1;
    QCOMPARE(counts.handOvers > 0, hides && humans > 1);
    checkFinalTable(w, piesExpected);
}

const std::vector<SeatSpec> kMixed = {
    {QStringLiteral("Ania"), false}, {QStringLiteral("Bartek"), false}, {QStringLiteral("Celina"), true}};

} // namespace

void PlayThroughTest::dig() {
    playThrough(QStringLiteral("dig"), kMixed, 11, 1, digChooser);
}
void PlayThroughTest::dogkids() {
    playThrough(QStringLiteral("dogkids"), kMixed, 12, 2, greedy);
}
void PlayThroughTest::ciapki() {
    playThrough(QStringLiteral("ciapki"), kMixed, 13, 3, greedy);
}
void PlayThroughTest::doglover() {
    playThrough(QStringLiteral("doglover"), kMixed, 14, 4, greedy);
}
void PlayThroughTest::kennel() {
    playThrough(QStringLiteral("kennel"), kMixed, 18, 5, greedy);
}

void PlayThroughTest::ciapkiSolo() {
    playThrough(QStringLiteral("ciapki"), {{QStringLiteral("Ania"), false}}, 26, 1, greedy);
}

void PlayThroughTest::ciapkiSoloPiesWins() {
    playThrough(QStringLiteral("ciapki"), {{QStringLiteral("Ania"), false}}, 22, 1, greedy, true);
}

/// Issue #18: while a table animates, the computer's search keeps one thread and leaves the other core
/// to the animation; when the table is still it has both again. Two computers play Dig on screen with
/// animations on: the hold follows the tweens, both while a computer is to move and while none is.
/// And a computer's move flies to its end: the window showed the same position again when the next
/// computer began to think, which stopped Dig's flights 6-12 ms after they set off (none lasted
/// 100 ms) and started Dog Lover's again from the beginning.
void PlayThroughTest::computerSearchYieldsToTheAnimation() {
    MainWindow w(context());
    w.setPrompts([](const QString&, const QString&) { return false; }, [](const QString&, const QString&) {});
    w.resize(1024, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    NewGameDialog dialog(context(), QStringLiteral("dig"), &w);
    dialog.setPlayers(2);
    dialog.setSeat(0, QStringLiteral("Ala"), true, QStringLiteral("easy"));
    dialog.setSeat(1, QStringLiteral("Ola"), true, QStringLiteral("easy"));
    dialog.setSeed(QStringLiteral("11"));
    auto match = dialog.createMatch();
    QVERIFY2(match.ok(), match.ok() ? "" : match.error().c_str());
    ui::setAnimationFactor(1.0);
    w.startMatch(std::move(match.value()));
    MatchController& c = w.controller();
    QElapsedTimer clock;
    clock.start();
    qint64 busySince = -1;
    // Animations that ran 100 ms or more, and shorter ones: the deal's flights are cut short by the next
    // card dealt (a run of chance steps goes quickly), the players' moves fly 180-280 ms.
    int whole = 0, cut = 0;
    QObject::connect(&ui::TweenActivity::instance(), &ui::TweenActivity::busyChanged, &w, [&](bool busy) {
        if (busy) {
            busySince = clock.elapsed();
        } else if (busySince >= 0) {
            ++(clock.elapsed() - busySince >= 100 ? whole : cut);
            busySince = -1;
        }
    });
    int heldThinking = 0, freeThinking = 0, mismatches = 0;
    while (c.match().actions().size() < 40 && clock.elapsed() < 60000) {
        QApplication::processEvents(QEventLoop::AllEvents, 5);
        if (c.searchHeld() != ui::TweenActivity::busy()) ++mismatches;
        if (c.isThinking()) ++(c.searchHeld() ? heldThinking : freeThinking);
    }
    ui::setAnimationFactor(0.0);
    qInfo("dig: %zu actions in %lld ms; %d animations ran 100 ms or more, %d less",
          c.match().actions().size(), clock.elapsed(), whole, cut);
    QVERIFY2(c.match().actions().size() >= 40, "the computers played on");
    QCOMPARE(mismatches, 0);
    QVERIFY2(heldThinking > 0, "the table animated while a computer was to move: its search was held");
    QVERIFY2(freeThinking > 0, "a computer was to move while the table was still: its search was free");
    QVERIFY2(whole >= 6, "the computers' moves flew to their end");
}

QTEST_MAIN(PlayThroughTest)
#include "play_through_test.moc"
