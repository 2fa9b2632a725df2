// The replay viewer (issue #16, item 2): stepping, jumping by turn and by log line, whose view,
// the score sheet at any point, "Play on from here" (a new game; the recorded one unchanged), the
// window's menu entry, and `dogtable --screenshot --replay SAVE --at K`.
#include <algorithm>
#include <cmath>

#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "builtin_context.h"
#include "dogtable/core/replay.h"
#include "dogtable/ui/game_view.h"
#include "dogtable/ui/style.h"
#include "log_rows.h"
#include "main_window.h"
#include "replay_window.h"
#include "screenshot.h"

using namespace dogtable;
using namespace dogtable::app;

namespace {
AppContext& context() {
    return test::builtinContext();
}
Match finishedGame(const std::string& game, int players, std::uint64_t seed) {
    auto m = randomMatch(context(), game, players, seed, 0, true);
    if (!m) qFatal("%s", m.error().c_str());
    return std::move(m.value());
}
QImage picture(QWidget& w) {
    QImage img(w.size(), QImage::Format_ARGB32);
    w.render(&img);
    return img;
}
} // namespace

class ReplayTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void stepsJumpsAndKeys();
    void logLinesJumpAndFollowTheViewer();
    void branchIsANewGameAndTheOriginalStays();
    void windowMenuOpensTheViewer();
    void screenshotAtAStep();
    void soloTurnsAreStepsOfTheirOwn();
    void viewerOpensOverTheMainWindow();
    void viewerIsAsLargeAsTheTableAndMarksItsLines();
    void chartMarksTheTurnAndTakesClicks();
    void dogKidsChartsFieldsLeftToHome();
    void chartIsReadableInASmallWindow();
    void logNotesKeepTheirIndentWhenWrapped();
};

void ReplayTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DogtableReplayTest"));
    QCoreApplication::setApplicationName(QStringLiteral("DogtableReplayTest"));
    QSettings().clear();
    ui::setAnimationFactor(0.0);
}

void ReplayTest::stepsJumpsAndKeys() {
    Match game = finishedGame("dig", 3, 5);
    QVERIFY(game.state().isOver());
    ReplayWindow viewer(context(), game);
    viewer.resize(1100, 700);
    viewer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewer));
    QCOMPARE(viewer.steps(), static_cast<int>(game.actions().size()));
    QCOMPARE(viewer.step(), viewer.steps()); // opens at the end
    QVERIFY(viewer.positionText().contains(QStringLiteral("over")));
    const QImage end = picture(*viewer.table());

    QTest::keyClick(&viewer, Qt::Key_Home);
    QCOMPARE(viewer.step(), 0);
    QVERIFY(picture(*viewer.table()) != end);
    QTest::keyClick(&viewer, Qt::Key_Right);
    QCOMPARE(viewer.step(), 1);
    QTest::keyClick(&viewer, Qt::Key_Left);
    QCOMPARE(viewer.step(), 0);
    QTest::keyClick(&viewer, Qt::Key_Left); // nothing before the start
    QCOMPARE(viewer.step(), 0);
    // Page Down: the next turn start; twice gives the one after.
    const auto& turns = viewer.replay().turnStarts();
    QVERIFY(turns.size() > 3);
    QTest::keyClick(&viewer, Qt::Key_PageDown);
    QCOMPARE(viewer.step(), turns[0] > 0 ? turns[0] : turns[1]);
    const int first = viewer.step();
    QTest::keyClick(&viewer, Qt::Key_PageDown);
    QVERIFY(viewer.step() > first);
    QCOMPARE(viewer.step(), viewer.replay().nextTurn(first));
    QTest::keyClick(&viewer, Qt::Key_PageUp);
    QCOMPARE(viewer.step(), first);
    QTest::keyClick(&viewer, Qt::Key_End);
    QCOMPARE(viewer.step(), viewer.steps());
    QCOMPARE(picture(*viewer.table()), end);
    // The step shown is the state after that many actions.
    viewer.setStep(40);
    Replay truth(game);
    QCOMPARE(viewer.positionText().left(13), QStringLiteral("Move 40 of %1").arg(viewer.steps()).left(13));
    QVERIFY(truth.stateAt(40).hash() != truth.stateAt(41).hash());
    // The score sheet at any point: a running sheet before the end, the final one at the end.
    QSignalSpy sheets(&viewer, &ReplayWindow::scoreSheetRequested);
    auto* button = viewer.findChild<QPushButton*>();
    QVERIFY(button != nullptr);
    for (auto* b : viewer.findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("Score sheet")) b->click();
    QCOMPARE(sheets.count(), 1);
    QCOMPARE(sheets.takeFirst().at(1).toBool(), false);
}

void ReplayTest::logLinesJumpAndFollowTheViewer() {
    Match game = finishedGame("dig", 3, 2);
    ReplayWindow viewer(context(), game);
    QListWidget* log = viewer.logList();
    QVERIFY(log->count() > 10);
    // A click on a log line shows the table right after that line's action.
    QListWidgetItem* row = log->item(8);
    const QRect r = log->visualItemRect(row);
    viewer.resize(1200, 780);
    viewer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewer));
    log->scrollToItem(row);
    QTest::mouseClick(log->viewport(), Qt::LeftButton, {}, log->visualItemRect(row).center());
    (void)r;
    const int index = row->data(Qt::UserRole + 2).toInt();
    QVERIFY(viewer.step() >= index + 1);
    QCOMPARE(log->currentRow(), 8);
    // Another seat's view: the log is rebuilt in that seat's words (hidden cards stay hidden).
    QStringList asFirst;
    for (int i = 0; i < log->count(); ++i)
        asFirst << log->item(i)->text();
    viewer.watch(1);
    QCOMPARE(viewer.watching(), 1);
    QStringList asSecond;
    for (int i = 0; i < log->count(); ++i)
        asSecond << log->item(i)->text();
    QCOMPARE(asSecond.size(), asFirst.size());
    QVERIFY(asSecond != asFirst); // a dug bone is named only to the seat that dug it
}

void ReplayTest::branchIsANewGameAndTheOriginalStays() {
    QTemporaryDir home;
    qputenv("XDG_DATA_HOME", home.path().toUtf8());
    MainWindow window(context());
    window.setPrompts([](const QString&, const QString&) { return true; },
                      [](const QString&, const QString&) {});
    Match game = finishedGame("kennel", 2, 9);
    const std::string recorded = game.toJson();
    window.startMatch(std::move(game));
    ReplayWindow* viewer = window.showReplay(window.controller().match());
    QVERIFY(viewer != nullptr);
    const QString tableFile = window.controller().autosavePath();
    viewer->setStep(25);
    auto branch = viewer->branch();
    QVERIFY(branch.ok());
    QCOMPARE(branch->actions().size(), std::size_t(25));
    // "Play on from here" starts the branch on the table, in a file of its own.
    for (auto* b : viewer->findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("Play on from here")) b->click();
    QCOMPARE(window.controller().match().actions().size(), std::size_t(25));
    QVERIFY(window.controller().autosavePath() != tableFile);
    // The recorded game is unchanged, in its own file.
    QVERIFY(!tableFile.isEmpty());
    auto reread = Match::load(context().games, tableFile.toStdString());
    QVERIFY(reread.ok());
    QCOMPARE(reread.match->toJson(), recorded);
    qunsetenv("XDG_DATA_HOME");
}

void ReplayTest::windowMenuOpensTheViewer() {
    MainWindow window(context());
    window.setAutosaveEnabled(false);
    window.startMatch(finishedGame("ciapki", 2, 4));
    QAction* replay = nullptr;
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text() == QStringLiteral("&Replay this game")) replay = a;
    QVERIFY(replay != nullptr);
    QVERIFY(replay->isEnabled());
    replay->trigger();
    QVERIFY(window.replayWindow() != nullptr);
    QCOMPARE(window.replayWindow()->steps(), static_cast<int>(window.controller().match().actions().size()));
}

void ReplayTest::screenshotAtAStep() {
    QTemporaryDir dir;
    Match game = finishedGame("dogkids", 3, 6);
    const QString save = dir.filePath(QStringLiteral("g.dogtable"));
    {
        QFile f(save);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(game.toJson()));
    }
    auto shot = [&](int at, const QString& name, QString* error) {
        ScreenshotOptions o;
        o.file = dir.filePath(name);
        o.replay = save;
        o.at = at;
        o.size = QSize(900, 600);
        return renderScreenshot(context(), o, error);
    };
    QString error;
    QCOMPARE(shot(0, QStringLiteral("a.png"), &error), 0);
    QCOMPARE(shot(30, QStringLiteral("b.png"), &error), 0);
    QCOMPARE(shot(-1, QStringLiteral("c.png"), &error), 0);
    const QImage a(dir.filePath(QStringLiteral("a.png")));
    const QImage b(dir.filePath(QStringLiteral("b.png")));
    const QImage c(dir.filePath(QStringLiteral("c.png")));
    QVERIFY(!a.isNull() && !b.isNull() && !c.isNull());
    QVERIFY(a != b);
    QVERIFY(b != c);
    // Past the end: a clear error, exit code 2, no picture.
    const int past = static_cast<int>(game.actions().size()) + 1;
    QCOMPARE(shot(past, QStringLiteral("d.png"), &error), 2);
    QVERIFY2(error.contains(QStringLiteral("past the end")), qPrintable(error));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("d.png"))));
}

void ReplayTest::soloTurnsAreStepsOfTheirOwn() {
    // Ciapki alone against Pies: one player seat, yet Page Down goes turn by turn (the play test
    // saw it jump from the start to the end), by the rules' "turn" events.
    Match game = finishedGame("ciapki", 1, 3);
    ReplayWindow viewer(context(), game);
    const auto& turns = viewer.replay().turnStarts();
    QVERIFY2(turns.size() >= 6, qPrintable(QString::number(turns.size())));
    viewer.setStep(0);
    QTest::keyClick(&viewer, Qt::Key_PageDown);
    QTest::keyClick(&viewer, Qt::Key_PageDown);
    QVERIFY(viewer.step() < viewer.steps() / 2);
}

void ReplayTest::viewerOpensOverTheMainWindow() {
    // Play-test: the replay window opened beside the main window. It opens centred over it, moved
    // only as far as it must to lie wholly on the screen.
    MainWindow window(context());
    window.setAutosaveEnabled(false);
    window.resize(500, 360);
    window.move(window.screen()->availableGeometry().topLeft() + QPoint(180, 120));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.startMatch(finishedGame("ciapki", 2, 4));
    ReplayWindow* viewer = window.showReplay(window.controller().match());
    QVERIFY(viewer != nullptr);
    const QRect screen = window.screen()->availableGeometry();
    const QRect place = viewer->geometry();
    const QPoint want = window.frameGeometry().center();
    auto nearest = [](int want, int lo, int hi) { return std::clamp(want, lo, std::max(lo, hi)); };
    const int half = place.width() / 2, halfH = place.height() / 2;
    const QPoint best(nearest(want.x(), screen.left() + 20 + half, screen.right() - 20 - half),
                      nearest(want.y(), screen.top() + 30 + halfH, screen.bottom() - 20 - halfH));
    const bool fits = place.width() <= screen.width() - 40 && place.height() <= screen.height() - 50;
    QVERIFY2((place.center() - best).manhattanLength() <= 4 && (!fits || screen.contains(place)),
             qPrintable(QStringLiteral("replay at %1,%2 %3x%4; main window centre %5,%6; screen %7x%8")
                            .arg(place.x())
                            .arg(place.y())
                            .arg(place.width())
                            .arg(place.height())
                            .arg(want.x())
                            .arg(want.y())
                            .arg(screen.width())
                            .arg(screen.height())));
}

QTEST_MAIN(ReplayTest)
void ReplayTest::logNotesKeepTheirIndentWhenWrapped() {
    // The replay's log draws its note rows as the table's side panel does: every line of a note
    // starts indented under its line's text, also where a long note wraps (before, the replay
    // indented a note with four spaces, so its second line went back to the far left).
    Match game = finishedGame("kennel", 2, 3);
    ReplayWindow viewer(context(), game);
    viewer.resize(1024, 700);
    viewer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewer));
    QListWidget* log = viewer.logList();
    QListWidgetItem* longest = nullptr;
    int notes = 0;
    for (int i = 0; i < log->count(); ++i) {
        QListWidgetItem* row = log->item(i);
        if (!row->data(logrows::kNoteRole).toBool()) continue;
        ++notes;
        QVERIFY(row->text().startsWith(QStringLiteral("· ")));
        if (!longest || row->text().size() > longest->text().size()) longest = row;
    }
    QVERIFY2(notes > 5, qPrintable(QStringLiteral("%1 note rows").arg(notes)));
    log->scrollToItem(longest);
    QCoreApplication::processEvents();
    const QRect row = log->visualItemRect(longest);
    QVERIFY2(row.height() > log->fontMetrics().lineSpacing() * 3 / 2,
             qPrintable(QStringLiteral("the longest note (%1) is %2 px tall: it should wrap")
                            .arg(longest->text())
                            .arg(row.height())));
    const QImage shot = log->viewport()->grab().toImage();
    const int indent = log->fontMetrics().horizontalAdvance(QStringLiteral("000"));
    const QRgb paper = shot.pixel(row.left() + 1, row.top() + 1);
    int ink = 0;
    for (int y = std::max(0, row.top()); y <= std::min(shot.height() - 1, row.bottom()); ++y)
        for (int x = row.left(); x < row.left() + indent; ++x)
            ink += shot.pixel(x, y) != paper ? 1 : 0;
    QCOMPARE(ink, 0);
}

#include "replay_test.moc"

void ReplayTest::viewerIsAsLargeAsTheTableAndMarksItsLines() {
    // Play test (DOGS, 1920x1080): over the maximized main window the replay opened at 1200x780, its
    // pens 60 px wide; the table's lines had no mark and every "(hint used)" was gone.
    MainWindow window(context());
    window.setAutosaveEnabled(false);
    window.showMaximized();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(window.isMaximized());
    Match game = finishedGame("ciapki", 2, 4);
    // A hint taken for the first move of a player.
    auto start = game.prefix(0);
    QVERIFY(start.ok());
    Match hinted = std::move(start.value());
    int hintedAt = -1;
    for (const Action& a : game.actions()) {
        if (hintedAt < 0 && !hinted.state().isChance()) {
            hintedAt = static_cast<int>(hinted.actions().size());
            hinted.noteHint(a);
        }
        QVERIFY(hinted.replay(a).ok());
    }
    QVERIFY(hintedAt >= 0);
    QCOMPARE(hinted.hints(), std::vector<int>{hintedAt});
    window.startMatch(std::move(hinted));
    ReplayWindow* viewer = window.showReplay(window.controller().match());
    QVERIFY(viewer != nullptr);
    QTRY_VERIFY(viewer->isMaximized());
    auto* log = viewer->findChild<QListWidget*>();
    QVERIFY(log);
    // Every line has its mark: the seat's token, or dice / a card for what chance did (Ciapki's log
    // has no line of nobody's).
    int hintNotes = 0, lines = 0;
    QStringList unmarked;
    for (int i = 0; i < log->count(); ++i) {
        const QListWidgetItem* item = log->item(i);
        if (item->text().contains(QStringLiteral("hint used"))) ++hintNotes;
        if (item->data(logrows::kNoteRole).toBool()) continue;
        ++lines;
        if (item->icon().isNull()) unmarked << item->text();
    }
    QCOMPARE(hintNotes, 1);
    QVERIFY(lines > 10);
    // At the start the log shows its first line (play test: after First it stayed at the end).
    viewer->setStep(0);
    QTRY_VERIFY(log->visualItemRect(log->item(0)).intersects(log->viewport()->rect()));
    QVERIFY2(unmarked.isEmpty(), qPrintable(unmarked.join(QLatin1Char('\n'))));
}

void ReplayTest::chartMarksTheTurnAndTakesClicks() {
    // #25: the score-over-the-game chart in the replay viewer, the turn shown marked on it.
    Match game = finishedGame("dig", 2, 5);
    ReplayWindow viewer(context(), game);
    viewer.resize(1200, 780);
    viewer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewer));
    QVERIFY(viewer.chart() != nullptr);
    const RunningScores rs = runningScores(context().games, game);
    QVERIFY(rs.values.size() > 5);
    QCOMPARE(rs.steps.size(), rs.values.size());
    QCOMPARE(rs.steps.front(), 0);
    QCOMPARE(rs.steps.back(), viewer.steps());
    // Two lines for the players, one for the mark (not in the legend); a line of too little contrast
    // against the chart has a dark outline under it, a series of its own.
    int lines = 0;
    for (const auto* s : viewer.chart()->chart()->series())
        lines += s->objectName() != QLatin1String("dogtable-line-outline") ? 1 : 0;
    QCOMPARE(lines, 3);
    QCOMPARE(viewer.markedTurn(), static_cast<int>(rs.values.size()) - 1); // opens at the end
    QTest::keyClick(&viewer, Qt::Key_Home);
    QCOMPARE(viewer.markedTurn(), 0);
    // A step inside a turn marks the turn read before it; the end of a turn marks that turn.
    viewer.setStep(rs.steps[3]);
    QCOMPARE(viewer.markedTurn(), 3);
    viewer.setStep(rs.steps[3] + 1);
    QCOMPARE(viewer.markedTurn(), rs.steps[4] == rs.steps[3] + 1 ? 4 : 3);
    // The running values are the score sheet's totals at those steps.
    Replay truth(game);
    for (std::size_t t = 0; t < rs.values.size(); t += 3) {
        const ScoreSheet sheet = truth.stateAt(rs.steps[t]).scoreSheet();
        for (std::size_t p = 0; p < sheet.players.size(); ++p)
            QCOMPARE(rs.values[t][p], sheet.players[p].total);
    }
    // A click in the plot goes to the end of the turn under it (to a pixel's worth of turns).
    QChart* c = viewer.chart()->chart();
    const int middle = static_cast<int>(rs.values.size()) / 2;
    const QPointF at = c->mapToPosition(QPointF(middle, 0));
    const QPoint onView = viewer.chart()->mapFromScene(c->mapToScene(at));
    QTest::mouseClick(viewer.chart()->viewport(), Qt::LeftButton, {}, onView);
    const double perPixel = static_cast<double>(rs.values.size()) / c->plotArea().width();
    QVERIFY2(std::abs(viewer.markedTurn() - middle) <= static_cast<int>(std::ceil(perPixel)) + 1,
             qPrintable(QStringLiteral("%1 for %2").arg(viewer.markedTurn()).arg(middle)));
    QCOMPARE(viewer.step(), rs.steps[static_cast<std::size_t>(viewer.markedTurn())]);
}

void ReplayTest::dogKidsChartsFieldsLeftToHome() {
    // Dog Kids has no score: its chart is each player's fields left to home, falling as dogs run.
    Match game = finishedGame("dogkids", 2, 3);
    const RunningScores rs = runningScores(context().games, game);
    QVERIFY(rs.ownMeasure);
    QCOMPARE(rs.measure, QStringLiteral("Fields left to home"));
    QCOMPARE(rs.values.front(), (std::vector<int>{135, 135}));
    const ScoreSheet final = game.state().scoreSheet();
    for (std::size_t p = 0; p < final.players.size(); ++p)
        QCOMPARE(rs.values.back()[p], final.players[p].chartValue);
    // The winner has all three dogs home.
    QCOMPARE(rs.values.back()[static_cast<std::size_t>(final.winners.front())], 0);
    ReplayWindow viewer(context(), game);
    QVERIFY(viewer.chart() != nullptr);
    const auto axes = viewer.chart()->chart()->axes(Qt::Vertical);
    QCOMPARE(axes.front()->titleText(), QStringLiteral("Fields left to home"));
    QCOMPARE(viewer.chart()->chart()->title(), QStringLiteral("Fields left to home"));
    QVERIFY(!axes.front()->isTitleVisible()); // the title says it; an upright one was cut short
}

void ReplayTest::chartIsReadableInASmallWindow() {
    // #25: at 1024x700 the chart under the log was some 150 px high, its plot a sliver and its axis
    // labels cut to "...". It now shares the height with the log, its plot is big enough to read and
    // the turn axis carries at most six labels.
    Match game = finishedGame("dig", 2, 5);
    ReplayWindow viewer(context(), game);
    viewer.resize(1024, 700);
    viewer.show();
    QVERIFY(QTest::qWaitForWindowExposed(&viewer));
    QVERIFY(viewer.chart() != nullptr);
    QVERIFY2(viewer.chart()->height() >= 260, qPrintable(QString::number(viewer.chart()->height())));
    QChart* c = viewer.chart()->chart();
    QVERIFY2(c->plotArea().height() >= 150, qPrintable(QString::number(c->plotArea().height())));
    QVERIFY2(c->plotArea().width() >= 150, qPrintable(QString::number(c->plotArea().width())));
    const auto* x = qobject_cast<QValueAxis*>(c->axes(Qt::Horizontal).front());
    QVERIFY(x != nullptr);
    QCOMPARE(x->tickType(), QValueAxis::TicksDynamic);
    QVERIFY2((x->max() - x->min()) / x->tickInterval() <= 6.0,
             qPrintable(QString::number(x->tickInterval())));
}
