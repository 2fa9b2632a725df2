// Guided first games (issue #17): every game's script played to its end through the real window
// and table (offscreen, animations off), one CTest test per game ("<id>: tutorial").
//
//  - Every language's script loads and has the same steps (kinds, element ids, actions), seed,
//    variants and seats as English, each caption translated; English has 10 to 20 steps.
//  - At each step: the table has the element the caption points at (else the test lists the ids
//    it has), the balloon is on the table, the caption is announced to screen readers.
//  - A step of the player's: its action is legal there (else the legal actions are listed), a
//    click on another element changes nothing and says the "try …" line, then the action is made
//    through the table: by clicks on its elements (even steps) or by the keyboard alone — Enter,
//    then Page Down and Enter (odd steps) — and exactly that action is recorded.
//  - A step of the computer's: its scripted moves are played (the search is never asked).
//  - Leaving with Esc at the first player step after step 2 goes back to the game picker, and
//    "Learn to play" again offers to go on at that very step.
//  - The last step: free play — one move is made freely and the guide is gone.
// DOGTABLE_TUTORIAL_DUMP=1 prints the state, the legal actions and their elements at every step
// (for writing scripts).
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest/QtTest>

#include "builtin_context.h"
#include "catalogue.h"
#include "dogtable/core/component_data.h"
#include "dogtable/ui/game_table.h"
#include "dogtable/ui/style.h"
#include "game_picker.h"
#include "main_window.h"
#include "match_controller.h"
#include "rules_browser.h"
#include "side_panel.h"
#include "tutorial_runner.h"
#include "tutorial_script.h"

using namespace dogtable;
using namespace dogtable::app;

namespace {

/// `w` at 1024x700, shown, its prompts answering no (what they say added to `told` when given),
/// animations off: false if it never showed.
[[nodiscard]] bool showQuiet(MainWindow& w, QStringList* told = nullptr) {
    w.setPrompts(
        [told](const QString&, const QString& t) {
            if (told) *told << t;
            return false;
        },
        [told](const QString&, const QString& t) {
            if (told) *told << t;
        });
    w.resize(1024, 700);
    w.show();
    ui::setAnimationFactor(0.0);
    return QTest::qWaitForWindowExposed(&w);
}

/// `w` shown quietly (see showQuiet) with `game`'s guided game started: false if either failed.
[[nodiscard]] bool startGuided(MainWindow& w, const QString& game) {
    return showQuiet(w) && w.startTutorial(game);
}

constexpr qint64 kMaxWaitMs = 60000;
constexpr qsizetype kMaxCaptionChars = 360; // what a balloon shows a person at once
constexpr double kMaxLabelCover = 0.10;     // the share of a label's letters a balloon may hide

struct KeptInSight {
    const char* game;
    int step;
    const char* name; // the start of the element's accessible name
};
/// Elements a step's balloon once covered though the player needs them there (the walk-through).
constexpr KeptInSight kKeptInSight[] = {
    // DOGS: the player's name and coins lines above the pens while the dogs go into them
    {"kennel", 9, "Alex · first player"},
    {"kennel", 9, "Office: coins"},
};

QString idsOf(const ui::TableBase& t, bool named = false) {
    QStringList ids;
    for (const auto& item : t.hitMap().items())
        ids << (named ? QStringLiteral("%1 \"%2\"").arg(qs(item.id), item.name.left(40)) : qs(item.id));
    return ids.join(QLatin1Char(' '));
}

/// A text the table shows as a label of its own — a header, a score line, a count, a caption over
/// a column — not a text inside a card or a space (an element much larger than the text): those
/// the balloon may cover with their element.
bool isLabel(const ui::TableBase& t, const ui::DrawnText& d) {
    const QRectF ink = d.ink.isEmpty() ? d.box : d.ink;
    if (ink.isEmpty()) return false;
    for (const auto& item : t.hitMap().items())
        if (!item.command && item.rect.contains(ink.center()) &&
            item.rect.width() * item.rect.height() > 4.0 * d.box.width() * d.box.height())
            return false;
    return true;
}

/// The share of a label's letters the balloon hides, at most (and that label's text).
std::pair<double, QString> worstLabelCover(const ui::TableBase& t, const QRectF& balloon) {
    std::pair<double, QString> worst{0.0, QString()};
    for (const ui::DrawnText& d : ui::textsOn(&t)) {
        if (!isLabel(t, d)) continue;
        const QRectF ink = d.ink.isEmpty() ? d.box : d.ink;
        const QRectF hidden = balloon.intersected(ink);
        const double share =
            hidden.isEmpty() ? 0.0 : hidden.width() * hidden.height() / (ink.width() * ink.height());
        if (share > worst.first) worst = {share, d.shown};
    }
    return worst;
}

QString legalOf(const GameState& st, const ui::TableBase& t) {
    QStringList out;
    for (const Action& a : st.legalActions()) {
        QStringList steps;
        for (const auto& s : t.stepsFor(a))
            steps << qs(s);
        out << qs(st.actionToText(a)) + QStringLiteral(" [") + steps.join(QLatin1Char(' ')) +
                   QLatin1Char(']');
    }
    return out.join(QStringLiteral("\n  "));
}

} // namespace

class TutorialTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void loader();
    void entryPoints();
    void ciapki() { runAll(QStringLiteral("ciapki")); }
    void dig() { runAll(QStringLiteral("dig")); }
    void dogkids() { runAll(QStringLiteral("dogkids")); }
    void doglover() { runAll(QStringLiteral("doglover")); }
    void kennel() { runAll(QStringLiteral("kennel")); }
    void correctedDataRefused();
    void goOnWaits();
    void continueGoesOnGuided();
    void balloonWaitsForTheTable();
    void lastBalloonCloses();
    void leaveShowsContinue();
    void hintInTheBarFits();

private:
    /// Plays the game's script in every language it has (the app in that language).
    void runAll(const QString& game);
    void run(const QString& game, QSize size);
    void checkLanguages(const QString& game);
    QTemporaryDir m_dir;
};

void TutorialTest::initTestCase() {
    QVERIFY(m_dir.isValid());
    qputenv("HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("home"))));
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DogtableTutorialTest"));
    QCoreApplication::setApplicationName(QStringLiteral("DogtableTutorialTest"));
    ui::setAnimationFactor(0.0);
}

void TutorialTest::init() {
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    QSettings().clear();
    ui::setAnimationFactor(0.0);
}

void TutorialTest::loader() {
    // A bad script is refused with one line that says what is wrong.
    const std::string good =
        R"({"format":"dogtable-tutorial","version":1,"game":"ciapki","language":"en","seed":1,)"
        R"("players":[{"name":"You","human":true}],"steps":[{"caption":"Hi","point":"deck","do":"score"},)"
        R"({"caption":"Go on","point":"deck","free":true}]})";
    QVERIFY(parseTutorial(good).ok());
    const auto with = [&good](const std::string& from, const std::string& to) {
        std::string t = good;
        t.replace(t.find(from), from.size(), to);
        return t;
    };
    const std::vector<std::pair<std::string, std::string>> bad = {
        {R"({"format":"x"})", "format"},
        {with("\"version\":1", "\"version\":2"), "version"},
        {with("\"human\":true", "\"human\":false"), "human"},
        {with("\"do\":\"score\"", "\"free\":true"), "only the last"},
        {with("\"point\":\"deck\",\"do\"", "\"do\""), "point"},
        {with(R"("caption":"Go on")", R"("caption":"Go on","extra":1)"), "unknown field"},
        {with(R"(,{"caption":"Go on","point":"deck","free":true})", ""), "last step"},
        {with(R"("do":"score")", R"("do":"score","computer":[])"), "exactly one"},
        {"[" + std::string(70, '[') + std::string(70, ']') + "]", "nests"},
        {with("\"Hi\"", "\"" + std::string(700, 'x') + "\""), "longer"},
        {with("\"seed\":1", "\"seed\":-1"), "seed"},
        {with("\"point\":\"deck\",\"do\"", "\"point\":\"deck\",\"about\":[1],\"do\""), "about"},
        {with("\"point\":\"deck\",\"do\"", "\"point\":\"deck\",\"about\":\"deck\",\"do\""), "about"},
    };
    for (const auto& [text, why] : bad) {
        const auto r = parseTutorial(text, "bad.json");
        QVERIFY2(!r.ok(), text.substr(0, 80).c_str());
        QVERIFY2(r.error().find('\n') == std::string::npos && r.error().size() <= 300, r.error().c_str());
        QVERIFY2(r.error().find(why) != std::string::npos, (r.error() + " / wanted: " + why).c_str());
    }
    // A game without a script has no "Learn to play".
    QVERIFY(tutorialLanguages(QStringLiteral("no-such-game")).isEmpty());
}

void TutorialTest::entryPoints() {
    // "Learn to play" on a game's card in the picker and in the rules browser start its guided
    // game; a game without a script shows neither.
    MainWindow w(test::builtinContext());
    QStringList told;
    QVERIFY(showQuiet(w, &told));
    for (const auto* info : test::builtinContext().playableGames()) {
        const QString id = qs(info->id);
        auto* button = w.picker()->findChild<QPushButton*>(QStringLiteral("learn_") + id);
        QCOMPARE(button != nullptr, !tutorialLanguages(id).isEmpty());
    }
    auto* learn = w.picker()->findChild<QPushButton*>(QStringLiteral("learn_ciapki"));
    QVERIFY(learn);
    QTest::mouseClick(learn, Qt::LeftButton);
    QCOMPARE(w.page(), MainWindow::Page::Table);
    QVERIFY(w.tutorial()->active());
    QCOMPARE(qs(w.tutorial()->script().game), QStringLiteral("ciapki"));
    auto* leave = w.findChild<QPushButton*>(QStringLiteral("tutorialLeave"));
    QVERIFY(leave && leave->isVisible());
    QTest::mouseClick(leave, Qt::LeftButton);
    QCOMPARE(w.page(), MainWindow::Page::Picker);
    QVERIFY(!w.tutorial()->active());

    w.showRules(QStringLiteral("doglover"));
    QVERIFY(w.rulesBrowser());
    QCOMPARE(w.rulesBrowser()->learnButton()->isVisibleTo(w.rulesBrowser()),
             !tutorialLanguages(QStringLiteral("doglover")).isEmpty());
    w.showRules(QStringLiteral("dig"));
    QVERIFY(w.rulesBrowser()->learnButton()->isVisible());
    QTest::mouseClick(w.rulesBrowser()->learnButton(), Qt::LeftButton);
    QVERIFY(w.tutorial()->active());
    QCOMPARE(qs(w.tutorial()->script().game), QStringLiteral("dig"));
    QCOMPARE(w.page(), MainWindow::Page::Table);
    QVERIFY2(told.isEmpty(), qPrintable(told.join(QLatin1Char('\n'))));
}

void TutorialTest::correctedDataRefused() {
    // A corrected component file in use (games/<id>/data, the box owner's override): the fixed script
    // may not match the board, so "Learn to play" says so in one line and starts nothing; with the
    // built-in data again, it starts.
    const std::map<QString, QString> corrected = {
        {QStringLiteral("ciapki"), QStringLiteral("corrected.json")},
        {QStringLiteral("dig"), QStringLiteral("corrected.json")},
        {QStringLiteral("dogkids"), QStringLiteral("corrected.json")},
        {QStringLiteral("doglover"), QStringLiteral("dango8.json")},
        {QStringLiteral("kennel"), QStringLiteral("corrected.json")}};
    for (const auto& [id, file] : corrected) {
        if (tutorialLanguages(id).isEmpty()) continue;
        const GameInfo* game = test::builtinContext().games.find(id.toStdString());
        QVERIFY(game);
        QFile f(QStringLiteral(DOGTABLE_SOURCE_DIR "/tests/games/%1/data/%2").arg(id, file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QCOMPARE(data::install(*game,
                               std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                               "corrected.json"),
                 std::string());
        QVERIFY(game->data.overridden());
        QStringList told;
        {
            MainWindow w(test::builtinContext());
            QVERIFY(showQuiet(w, &told));
            const bool started = w.startTutorial(id);
            data::restoreBuiltin(*game);
            QVERIFY2(!started,
                     qPrintable(id + QStringLiteral(": the guided game started with corrected data")));
            QVERIFY(!w.tutorial()->active());
            QCOMPARE(w.page(), MainWindow::Page::Picker);
            QCOMPARE(told.size(), 1);
            QVERIFY2(!told.front().contains(QLatin1Char('\n')) &&
                         told.front().contains(QStringLiteral("corrected")),
                     qPrintable(told.front()));
        }
        QVERIFY(!game->data.overridden());
        MainWindow w(test::builtinContext());
        QVERIFY(showQuiet(w, &told));
        QVERIFY2(w.startTutorial(id), qPrintable(told.join(QLatin1Char('\n'))));
        QCOMPARE(told.size(), 1);
    }
}

void TutorialTest::goOnWaits() {
    // Play tester: a step of the computer's (or of Pies's die) gave no cue, the status said "The
    // computer is thinking…" until a click, and one Enter on Ciapki's information balloon also
    // played the next step unseen. Now such a step waits for the player — "Go on ▸", Enter or a click
    // on the balloon — nobody is "thinking" meanwhile, and one Enter plays exactly that step.
    const std::vector<std::pair<QString, int>> cases = {{QStringLiteral("kennel"), 1},
                                                        {QStringLiteral("ciapki"), 6}};
    for (const auto& [game, waitAt] : cases) {
        MainWindow w(test::builtinContext());
        QVERIFY(startGuided(w, game));
        TutorialRunner& runner = *w.tutorial();
        MatchController& c = w.controller();
        QElapsedTimer clock;
        clock.start();
        // Play the steps before the one that waits (animations off: nothing waits).
        while (runner.stepIndex() < waitAt && clock.elapsed() < kMaxWaitMs) {
            if (c.humanToAct() && runner.expectedAction()) {
                if (runner.stepIndex() == waitAt - 1) ui::setAnimationFactor(0.05); // on, but fast
                emit qobject_cast<ui::TableBase*>(w.view())->actionChosen(*runner.expectedAction());
            }
            QTest::qWait(1);
        }
        QCOMPARE(runner.stepIndex(), waitAt);
        QTRY_VERIFY_WITH_TIMEOUT(runner.waiting(), 5000);
        auto* go = w.findChild<QPushButton*>(QStringLiteral("tutorialGo"));
        QVERIFY(go && go->isVisible());
        QVERIFY(!c.isThinking());
        const std::size_t before = c.match().actions().size();
        QTest::qWait(400); // it waits for the player, however long
        QVERIFY(runner.waiting());
        QCOMPARE(runner.stepIndex(), waitAt);
        QCOMPARE(c.match().actions().size(), before);
        auto* table = qobject_cast<ui::TableBase*>(w.view());
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(runner.stepIndex() == waitAt + 1 && c.humanToAct(), 5000);
        const std::size_t after = c.match().actions().size();
        // Rex's scripted drive is played now; Pies's die was rolled before the step waited.
        QVERIFY2(game == QLatin1String("ciapki") || after > before, qPrintable(game));
        QTest::qWait(300);
        QCOMPARE(runner.stepIndex(), waitAt + 1); // the Enter did not make the next step too
        QCOMPARE(c.match().actions().size(), after);
        QVERIFY(!go->isVisible());
        ui::setAnimationFactor(0.0);
    }
}

void TutorialTest::continueGoesOnGuided() {
    // Play test: Leave, then the picker's "Continue a game" brought the guided game back as a plain
    // game (no balloon, no step bar) without a word. Now its row says "guided game, step N" and it
    // goes on guided at that step.
    MainWindow w(test::builtinContext());
    QStringList told;
    QVERIFY(showQuiet(w, &told));
    QVERIFY(w.startTutorial(QStringLiteral("kennel")));
    TutorialRunner& runner = *w.tutorial();
    MatchController& c = w.controller();
    QElapsedTimer clock;
    clock.start();
    while (runner.stepIndex() < 2 && clock.elapsed() < kMaxWaitMs) {
        if (c.humanToAct() && runner.expectedAction())
            emit qobject_cast<ui::TableBase*>(w.view())->actionChosen(*runner.expectedAction());
        QTest::qWait(1);
    }
    QCOMPARE(runner.stepIndex(), 2);
    auto* leave = w.findChild<QPushButton*>(QStringLiteral("tutorialLeave"));
    QVERIFY(leave);
    QTest::mouseClick(leave, Qt::LeftButton);
    QCOMPARE(w.page(), MainWindow::Page::Picker);
    QVERIFY(!runner.active());
    QVERIFY(!w.picker()->unfinishedGames().isEmpty());
    QVERIFY2(w.picker()->unfinishedGames().front().detail.contains(QStringLiteral("guided game, step 3")),
             qPrintable(w.picker()->unfinishedGames().front().detail));
    QVERIFY(w.resumeLastGame());
    QVERIFY(runner.active());
    QCOMPARE(runner.stepIndex(), 2);
    QCOMPARE(w.page(), MainWindow::Page::Table);
    QVERIFY2(told.isEmpty(), qPrintable(told.join(QLatin1Char('\n'))));
}

namespace {
/// Plays a guided game's steps through the table at animation 0 until `until` says stop.
void playUntil(MainWindow& w, const std::function<bool()>& until) {
    TutorialRunner& runner = *w.tutorial();
    MatchController& c = w.controller();
    QElapsedTimer clock;
    clock.start();
    while (!until() && clock.elapsed() < kMaxWaitMs) {
        if (c.humanToAct() && runner.expectedAction())
            emit qobject_cast<ui::TableBase*>(w.view())->actionChosen(*runner.expectedAction());
        if (runner.waiting()) runner.goOn();
        QTest::qWait(1);
    }
}

/// Plays the guided game to its last step (free play), the player to act: false if it never came.
[[nodiscard]] bool playToTheLastStep(MainWindow& w) {
    TutorialRunner& runner = *w.tutorial();
    MatchController& c = w.controller();
    const int last = static_cast<int>(runner.script().steps.size()) - 1;
    playUntil(w, [&] { return runner.stepIndex() == last && c.humanToAct(); });
    return runner.stepIndex() == last;
}
} // namespace

void TutorialTest::balloonWaitsForTheTable() {
    // Play tester C (Dog Lover, steps 3 and 7): the balloon "Your turn…" came while the status said
    // "Rex (computer) — Dealing" and the grid was half dealt, then jumped. A step of the player's
    // shows its balloon only once the table is the player's and nothing moves on it.
    MainWindow w(test::builtinContext());
    QVERIFY(startGuided(w, QStringLiteral("doglover")));
    TutorialRunner& runner = *w.tutorial();
    MatchController& c = w.controller();
    playUntil(w, [&] { return runner.stepIndex() >= 1; });
    QCOMPARE(runner.stepIndex(), 1); // Rex's draft, then the deal, then the player's step 3
    ui::setAnimationFactor(0.15);    // on, but fast
    bool sawUnsettled = false;
    QStringList shownEarly;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < kMaxWaitMs) {
        if (runner.waiting()) runner.goOn();
        auto* table = qobject_cast<ui::TableBase*>(w.view());
        if (runner.stepIndex() == 2 && table) {
            const bool settled = c.humanToAct() && ui::Tween::runningCount() == 0;
            if (!settled) {
                sawUnsettled = true;
                if (!table->guideBalloonRect().isEmpty())
                    shownEarly << QStringLiteral("%1 moves, %2 tweens")
                                      .arg(c.match().actions().size())
                                      .arg(ui::Tween::runningCount());
            } else {
                break;
            }
        }
        QTest::qWait(2);
    }
    ui::setAnimationFactor(0.0);
    QVERIFY2(sawUnsettled, "the deal before step 3 was not seen");
    QVERIFY2(shownEarly.isEmpty(),
             qPrintable(QStringLiteral("step 3's balloon was up before the table settled: ") +
                        shownEarly.join(QStringLiteral("; "))));
    QCOMPARE(runner.stepIndex(), 2);
    auto* table = qobject_cast<ui::TableBase*>(w.view());
    QTRY_VERIFY_WITH_TIMEOUT(!table->guideBalloonRect().isEmpty(), 5000); // then it comes
}

void TutorialTest::lastBalloonCloses() {
    // Play tester C: the last balloon ("Play on!") stayed up in free play until the first move,
    // hiding the draw pile and the grid. It has a × (a click on it only closes it), Esc closes it,
    // any click on the table does, and it goes by itself after a few seconds.
    MainWindow w(test::builtinContext());
    QVERIFY(startGuided(w, QStringLiteral("doglover")));
    QVERIFY(playToTheLastStep(w));
    TutorialRunner& runner = *w.tutorial();
    MatchController& c = w.controller();
    auto* table = qobject_cast<ui::TableBase*>(w.view());
    QVERIFY(table);
    table->setFocus();
    const auto reopen = [&] { // the balloon of the step as it first comes
        table->setGuide(std::nullopt);
        runner.showOnTable();
        table->repaint();
    };
    const std::size_t moves = c.match().actions().size();
    // The ×.
    reopen();
    QVERIFY(!table->guideBalloonRect().isEmpty());
    const QRectF x = table->guideCloseRect();
    QVERIFY2(!x.isEmpty() && table->guideBalloonRect().contains(x), "the last balloon has no ×");
    QTest::mouseClick(table, Qt::LeftButton, Qt::NoModifier, x.center().toPoint());
    QVERIFY(table->guideBalloonRect().isEmpty());
    runner.showOnTable(); // the table changes (a hover, a view): it stays closed
    QVERIFY(table->guideBalloonRect().isEmpty());
    QVERIFY(runner.active());
    QCOMPARE(c.match().actions().size(), moves);
    // Esc.
    reopen();
    QVERIFY(!table->guideBalloonRect().isEmpty());
    QTest::keyClick(table, Qt::Key_Escape);
    QVERIFY(table->guideBalloonRect().isEmpty());
    QCOMPARE(w.page(), MainWindow::Page::Table);
    // A click anywhere on the table, outside the balloon.
    reopen();
    const QRectF b = table->guideBalloonRect();
    QVERIFY(!b.isEmpty());
    const QPoint away = b.center().x() > table->width() / 2 ? QPoint(4, table->height() - 4)
                                                            : QPoint(table->width() - 4, table->height() - 4);
    QVERIFY(!b.contains(away));
    QTest::mouseClick(table, Qt::LeftButton, Qt::NoModifier, away);
    QVERIFY(table->guideBalloonRect().isEmpty());
    // Nothing: it goes by itself.
    reopen();
    QVERIFY(!table->guideBalloonRect().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(table->guideBalloonRect().isEmpty(), 15000);
    QCOMPARE(c.match().actions().size(), moves);
    QVERIFY(runner.active());
}

void TutorialTest::leaveShowsContinue() {
    // Play tester C (DOGS, pt, 1024x700): Leave asks nothing — "Continue a game" goes on at that
    // step — but the picker came back scrolled down to DOGS' card where "Learn to play" was
    // pressed, the "Continue a game" row off-screen. It comes back at its top, the row in sight
    // with the focus on it.
    MainWindow w(test::builtinContext());
    QVERIFY(showQuiet(w));
    // All five cards now stand in one row at 1024x700: a lower window makes the picker scroll.
    w.setMinimumSize(QSize(0, 0));
    w.resize(1024, 450);
    QCoreApplication::processEvents();
    auto* scroll = w.picker()->findChild<QScrollArea*>();
    QVERIFY(scroll);
    auto* learn = w.picker()->findChild<QPushButton*>(QStringLiteral("learn_kennel"));
    QVERIFY(learn);
    scroll->ensureWidgetVisible(learn);
    QVERIFY2(scroll->verticalScrollBar()->value() > 0, "the picker has no room to scroll at 1024x450");
    QTest::mouseClick(learn, Qt::LeftButton);
    QVERIFY(w.tutorial()->active());
    playUntil(w, [&] { return w.tutorial()->stepIndex() >= 2; });
    auto* leave = w.findChild<QPushButton*>(QStringLiteral("tutorialLeave"));
    QVERIFY(leave);
    QTest::mouseClick(leave, Qt::LeftButton);
    QCOMPARE(w.page(), MainWindow::Page::Picker);
    QVERIFY(w.picker()->resumeOffered());
    auto* rows = w.picker()->findChild<QWidget*>(QStringLiteral("continueList"));
    QVERIFY(rows && rows->isVisible());
    QTest::qWait(1);
    const QRect inView(rows->mapTo(scroll->viewport(), QPoint(0, 0)), rows->size());
    QVERIFY2(scroll->viewport()->rect().intersects(inView) && inView.top() >= 0,
             qPrintable(QStringLiteral("the Continue rows are at y %1 of a view %2 high (scrolled to %3)")
                            .arg(inView.top())
                            .arg(scroll->viewport()->height())
                            .arg(scroll->verticalScrollBar()->value())));
    QVERIFY(QApplication::focusWidget() && rows->isAncestorOf(QApplication::focusWidget()));
}

void TutorialTest::hintInTheBarFits() {
    // Play tester C (Dog Lover, 1024x700): H in free play put the hint in the guide's bar squeezed
    // to the right of the step's title, three lines cut top and bottom. The line has the bar's
    // width, shows no line cut through (the rest ends in "…") and its tooltip has the whole hint,
    // in every language of the script.
    for (const QString& lang : tutorialLanguages(QStringLiteral("doglover"))) {
        QVERIFY(i18n::useLanguage(lang));
        {
            MainWindow w(test::builtinContext());
            QVERIFY(startGuided(w, QStringLiteral("doglover")));
            QVERIFY(playToTheLastStep(w));
            auto* line = w.findChild<QLabel*>(QStringLiteral("tutorialTry"));
            auto* bar = w.findChild<QWidget*>(QStringLiteral("tutorialBar"));
            QVERIFY(line && bar);
            QVERIFY(w.sidePanel()->hintButton()->isEnabled());
            QTest::mouseClick(w.sidePanel()->hintButton(), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(!line->toolTip().isEmpty(), kMaxWaitMs);
            QTest::qWait(1); // the bar laid out again
            const QString full = line->toolTip();
            const QRect box = line->contentsRect();
            const QRect need = line->fontMetrics().boundingRect(box, Qt::TextWordWrap, line->text());
            QVERIFY2(need.height() <= box.height() && need.width() <= box.width(),
                     qPrintable(QStringLiteral("%1: \"%2\" needs %3x%4, has %5x%6")
                                    .arg(lang, line->text())
                                    .arg(need.width())
                                    .arg(need.height())
                                    .arg(box.width())
                                    .arg(box.height())));
            QVERIFY2(line->width() >= bar->width() * 0.7,
                     qPrintable(QStringLiteral("%1: the hint has %2 of the bar's %3 px")
                                    .arg(lang)
                                    .arg(line->width())
                                    .arg(bar->width())));
            // What is shown is the hint's start (whole, or elided): the tooltip has it all.
            QString shown = line->text();
            shown.replace(QLatin1Char('\n'), QLatin1Char(' '));
            if (shown.endsWith(QChar(0x2026))) shown.chop(1);
            QVERIFY2(full.simplified().startsWith(shown.simplified()),
                     qPrintable(QStringLiteral("%1: shown \"%2\", tooltip \"%3\"").arg(lang, shown, full)));
        }
        QVERIFY(i18n::useLanguage(QStringLiteral("en")));
        init();
    }
}

void TutorialTest::checkLanguages(const QString& game) {
    const QStringList languages = tutorialLanguages(game);
    QVERIFY2(languages.contains(QStringLiteral("en")),
             qPrintable(game + QStringLiteral(" has no English script")));
    QVERIFY2(languages.contains(QStringLiteral("pl")),
             qPrintable(game + QStringLiteral(" has no Polish script")));
    auto en = loadTutorial(game, QStringLiteral("en"));
    QVERIFY2(en.ok(), en.ok() ? "" : en.error().c_str());
    QVERIFY2(en->steps.size() >= 10 && en->steps.size() <= 20,
             qPrintable(QStringLiteral("%1 steps").arg(en->steps.size())));
    for (const QString& lang : languages) {
        auto s = loadTutorial(game, lang);
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().c_str());
        const std::string diff = differenceFrom(*s, *en);
        QVERIFY2(diff.empty(), qPrintable(lang + QStringLiteral(": ") + qs(diff)));
        // A balloon is read at once: no wall of text (DOGS' last step had ~590 characters in Polish).
        for (std::size_t k = 0; k < s->steps.size(); ++k)
            QVERIFY2(qs(s->steps[k].caption).size() <= kMaxCaptionChars,
                     qPrintable(QStringLiteral("%1 step %2: a caption of %3 characters (at most %4)")
                                    .arg(lang)
                                    .arg(k + 1)
                                    .arg(qs(s->steps[k].caption).size())
                                    .arg(kMaxCaptionChars)));
    }
    // One of a thing is singular in English (play tester C: "Nela 1 scraps and 2 dry food").
    static const QRegularExpression onePlural(
        QStringLiteral("\\b1 (scraps|cards|tokens|points|dogs|tricks|walks|treats|steps|tiles|bones)\\b"));
    for (std::size_t k = 0; k < en->steps.size(); ++k) {
        const QString caption = qs(en->steps[k].caption);
        QVERIFY2(!onePlural.match(caption).hasMatch(),
                 qPrintable(QStringLiteral("en step %1: %2").arg(k + 1).arg(caption)));
    }
}

void TutorialTest::runAll(const QString& game) {
    const QString only = qEnvironmentVariable("DOGTABLE_TUTORIAL_LANGUAGE");
    const QStringList languages = only.isEmpty() ? tutorialLanguages(game) : QStringList{only};
    for (const QString& lang : languages) {
        QVERIFY(i18n::useLanguage(lang));
        run(game, QSize(1024, 700));
        if (!QTest::currentTestFailed()) {
            init();
            run(game, QSize(1920, 1080));
        }
        QVERIFY(i18n::useLanguage(QStringLiteral("en")));
        if (QTest::currentTestFailed()) {
            qWarning("(in %s)", qPrintable(lang));
            return;
        }
        init();
    }
}

void TutorialTest::run(const QString& game, QSize size) {
    const bool dump = qEnvironmentVariableIsSet("DOGTABLE_TUTORIAL_DUMP");
    if (!dump) checkLanguages(game); // (while a script is written, its steps are shown first)
    if (QTest::currentTestFailed()) return;
    MainWindow w(test::builtinContext());
    QStringList told;
    int chooseAnswer = 0;
    QString chooseText;
    w.setPrompts(
        [&](const QString& title, const QString& text) {
            told << title + QStringLiteral(": ") + text;
            return false;
        },
        [&](const QString& title, const QString& text) { told << title + QStringLiteral(": ") + text; },
        [&](const QString&, const QString& text, const QStringList&) {
            chooseText = text;
            return chooseAnswer;
        },
        [](const QString&, const QString&) { return QString(); });
    w.resize(size);
    ui::setAnimationFactor(0.0);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    ui::setAnimationFactor(0.0);
    QVERIFY2(w.startTutorial(game), qPrintable(told.join(QLatin1Char('\n'))));
    TutorialRunner& runner = *w.tutorial();
    MatchController& c = w.controller();
    const TutorialScript script = runner.script();
    const int steps = static_cast<int>(script.steps.size());
    const Seat human = script.humanSeat();
    QElapsedTimer clock;
    clock.start();
    bool leftOnce = false;
    // Where the table stands in the window: no step moves it (the guide's bar keeps its height).
    std::optional<QRect> tableAt;
    const auto tableGeometry = [&w](const QWidget* t) {
        return QRect(t->mapTo(&w, QPoint(0, 0)), t->size());
    };
    auto* tryLine = w.findChild<QLabel*>(QStringLiteral("tutorialTry"));
    QVERIFY2(tryLine, "the guide's bar has no line for a wrong click");

    for (int i = 0; i < steps; ++i) {
        const TutorialStep& step = script.steps[static_cast<std::size_t>(i)];
        const bool mine = step.kind != TutorialStep::Kind::Computer;
        // Wait for the step (and, for the player's, for the player's turn).
        while (runner.active() && (runner.stepIndex() < i || (mine && !c.humanToAct())) &&
               clock.elapsed() < kMaxWaitMs)
            QTest::qWait(1);
        QVERIFY2(runner.active(), qPrintable(QStringLiteral("step %1: the guide stopped: %2 %3")
                                                 .arg(i + 1)
                                                 .arg(w.noticeText(), told.join(QLatin1Char(' ')))));
        QVERIFY2(
            runner.stepIndex() == i,
            qPrintable(
                QStringLiteral("step %1: the runner is at step %2").arg(i + 1).arg(runner.stepIndex() + 1)));
        if (mine)
            QVERIFY2(c.humanToAct(),
                     qPrintable(QStringLiteral("step %1: the player never got the turn").arg(i + 1)));
        auto* table = qobject_cast<ui::TableBase*>(w.view());
        QVERIFY(table);
        if (!tableAt) tableAt = tableGeometry(table);
        QVERIFY2(tableGeometry(table) == *tableAt,
                 qPrintable(QStringLiteral("step %1: the table moved in the window").arg(i + 1)));
        // A computer's step of one move is over as soon as events run (no pace at animation 0):
        // its caption and element are checked as it is shown.
        if (mine) QTest::qWait(1);
        const GameState& st = c.state();
        if (dump)
            qInfo("---- step %d (%s) ----\n%s\nlegal:\n  %s\nitems: %s", i + 1, step.point.c_str(),
                  st.viewText(human).c_str(), qPrintable(legalOf(st, *table)),
                  qPrintable(idsOf(*table, true)));
        // The caption points at an element the table has now, in a balloon on the table.
        QVERIFY2(table->hitMap().find(step.point) != nullptr,
                 qPrintable(QStringLiteral("step %1 points at %2, which the table does not have; it has: %3")
                                .arg(i + 1)
                                .arg(qs(step.point), idsOf(*table))));
        // No wrapped text of the table is cut off (a text set on one line ends in "…" and its
        // tooltip has it all): Dog Kids' "Doppel-schritt Blau" lost its lines on the card.
        table->repaint();
        // (Not yet on Dog Kids' discard pile, 43 px wide: Polish "czerwono-niebieska" has no room there.)
        for (const auto& e : ui::elisionsOn(table))
            QVERIFY2(e.shown != e.text || e.box.width() < 50,
                     qPrintable(QStringLiteral("step %1: \"%2\" is cut off on the table (%3x%4)")
                                    .arg(i + 1)
                                    .arg(e.text)
                                    .arg(e.box.width())
                                    .arg(e.box.height())));
        for (const std::string& id : step.about)
            QVERIFY2(table->hitMap().find(id) != nullptr,
                     qPrintable(QStringLiteral("step %1 talks about %2, which the table does not have")
                                    .arg(i + 1)
                                    .arg(qs(id))));
        QVERIFY(table->guide().has_value());
        QCOMPARE(table->guide()->caption, qs(step.caption));
        const QRectF balloon = table->guideBalloonRect();
        QVERIFY2(!balloon.isEmpty() && QRectF(table->rect()).contains(balloon),
                 qPrintable(QStringLiteral("step %1: the balloon is not wholly on the table").arg(i + 1)));
        // It covers nothing the step talks about: the point, the elements of the step's action, the
        // step's "about" (at 1024x700, the tightest window).
        for (const ui::TableItem* item : table->guideSubjects())
            QVERIFY2(!balloon.intersects(item->rect),
                     qPrintable(QStringLiteral("step %1: the balloon covers %2, which the step talks about")
                                    .arg(i + 1)
                                    .arg(qs(item->id))));
        // Nor more than a small share of any label, header or score line of the table (play tester
        // C at 1024x700: "Prefeitura" cut to "eitura", "Fichas no estoque: 22" to ": 2", the
        // players' headers hidden): a tenth of a label's letters — an edge of a letter, never a
        // word or a digit.
        {
            const auto [share, label] = worstLabelCover(*table, balloon);
            if (qEnvironmentVariableIsSet("DOGTABLE_TUTORIAL_COVER"))
                qInfo("cover %s %s %dx%d step %d: %.2f \"%s\"", qPrintable(game),
                      qPrintable(i18n::language()), size.width(), size.height(), i + 1, share,
                      qPrintable(label));
            QVERIFY2(share <= kMaxLabelCover,
                     qPrintable(QStringLiteral("step %1 at %2x%3: the balloon hides %4% of \"%5\"")
                                    .arg(i + 1)
                                    .arg(size.width())
                                    .arg(size.height())
                                    .arg(qRound(share * 100))
                                    .arg(label)));
        }
        // Every space a caption names by the rules' name ("K5", "C1") is named on the table, in
        // sight (play tester C: DOGS' captions named spaces the map did not print).
        {
            static const QRegularExpression spaceName(QStringLiteral("\\b[A-Z][0-9]{1,2}\\b"));
            const auto drawn = ui::textsOn(table);
            for (auto m = spaceName.globalMatch(qs(step.caption)); m.hasNext();) {
                const QString name = m.next().captured();
                const auto it = std::find_if(drawn.begin(), drawn.end(), [&](const ui::DrawnText& d) {
                    const QRectF ink = d.ink.isEmpty() ? d.box : d.ink;
                    return d.shown == name && !balloon.intersects(ink);
                });
                QVERIFY2(it != drawn.end(),
                         qPrintable(QStringLiteral("step %1 names %2, which the table does not show")
                                        .arg(i + 1)
                                        .arg(name)));
            }
        }
        // Known cases of something in sight that no element id names (DOGS' coins line is text of
        // the player's board): the balloon leaves it visible.
        for (const auto& [g, at, name] : kKeptInSight) {
            if (game != QLatin1String(g) || i + 1 != at || i18n::language() != QLatin1String("en")) continue;
            // The first such element: the player's own (the human's board is drawn first).
            const auto& items = table->hitMap().items();
            const auto it =
                std::find_if(items.begin(), items.end(),
                             [n = QString::fromUtf8(name)](const auto& e) { return e.name.startsWith(n); });
            QVERIFY2(it != items.end(), name);
            QVERIFY2(
                !balloon.intersects(it->rect),
                qPrintable(QStringLiteral("step %1: the balloon covers \"%2\"").arg(i + 1).arg(it->name)));
        }
        // Screen readers hear the caption of the player's step last (a computer's step goes on
        // to announce its moves).
        if (mine) QCOMPARE(w.sidePanel()->announcement()->text(), qs(step.caption));
        if (step.kind == TutorialStep::Kind::Computer) {
            const qint64 start = clock.elapsed();
            while (runner.active() && runner.stepIndex() == i && clock.elapsed() - start < kMaxWaitMs)
                QTest::qWait(1);
            continue;
        }
        if (step.kind == TutorialStep::Kind::Free) {
            QCOMPARE(i, steps - 1);
            if (dump) qInfo("the game so far:\n%s", c.match().toJson().c_str());
            // The keys work at once: the focus is on the table and the hint is offered (H).
            QVERIFY2(table->hasFocus(), qPrintable(QStringLiteral("the last step: the focus is on %1")
                                                       .arg(QApplication::focusWidget()
                                                                ? QApplication::focusWidget()->objectName()
                                                                : QStringLiteral("nothing"))));
            QVERIFY2(w.sidePanel()->hintButton()->isEnabled(), "the last step offers no hint");
            const std::size_t before = c.match().actions().size();
            const auto legal = st.legalActions();
            QVERIFY(!legal.empty());
            emit table->actionChosen(legal.front()); // any move: the game is free now
            QCOMPARE(c.match().actions().size(), before + 1);
            QVERIFY(!runner.active());
            QVERIFY(!table->guide().has_value());
            while (!c.humanToAct() && !c.state().isOver() && clock.elapsed() < kMaxWaitMs)
                QTest::qWait(1);
            QVERIFY2(tableGeometry(table) == *tableAt, "free play: the table moved in the window");
            QVERIFY2(table->hasFocus(), "free play: the focus left the table");
            break;
        }
        // The player's step: legal here?
        auto expected = st.actionFromText(step.action);
        QVERIFY2(
            expected.ok(),
            qPrintable(
                QStringLiteral("step %1: \"%2\" is no action of the game").arg(i + 1).arg(qs(step.action))));
        const auto legal = st.legalActions();
        QVERIFY2(std::find(legal.begin(), legal.end(), *expected) != legal.end(),
                 qPrintable(QStringLiteral("step %1: \"%2\" is not legal here; legal:\n  %3")
                                .arg(i + 1)
                                .arg(qs(step.action), legalOf(st, *table))));
        if (!leftOnce && i >= 2) {
            // Leave with Esc, come back by "Learn to play": the game goes on at this step.
            leftOnce = true;
            table->setFocus();
            QTest::keyClick(table, Qt::Key_Escape);
            QCOMPARE(w.page(), MainWindow::Page::Picker);
            QVERIFY(!runner.active());
            chooseAnswer = 0;
            QVERIFY(w.startTutorial(game));
            QVERIFY2(chooseText.contains(QString::number(i + 1)), qPrintable(chooseText));
            QVERIFY(runner.active());
            QCOMPARE(runner.stepIndex(), i);
            while (!c.humanToAct() && clock.elapsed() < kMaxWaitMs)
                QTest::qWait(1);
            table = qobject_cast<ui::TableBase*>(w.view());
            QVERIFY(table);
            QVERIFY(table->hitMap().find(step.point) != nullptr);
        }
        const GameState& now = c.state();
        const std::size_t before = c.match().actions().size();
        const std::vector<std::string> wanted = table->picker().stepsOf(*expected);
        QVERIFY(!wanted.empty());
        // A wrong click: nothing changes, the friendly line says what to try.
        for (const auto& item : table->hitMap().items()) {
            if (std::find(wanted.begin(), wanted.end(), ui::stepOf(item)) != wanted.end() ||
                item.rect.isEmpty())
                continue;
            table->clickItem(item.id);
            QCOMPARE(c.match().actions().size(), before);
            QVERIFY2(tryLine->isVisible() && tryLine->text() == runner.tryText(),
                     qPrintable(QStringLiteral("step %1: a click on %2 said \"%3\"")
                                    .arg(i + 1)
                                    .arg(qs(item.id), tryLine->text())));
            // The whole line is seen, in every language, at 1024x700.
            const QRect box = tryLine->contentsRect();
            const QRect need = tryLine->fontMetrics().boundingRect(box, Qt::TextWordWrap, tryLine->text());
            QVERIFY2(need.height() <= box.height() && need.width() <= box.width(),
                     qPrintable(QStringLiteral("step %1: \"%2\" needs %3x%4, has %5x%6")
                                    .arg(i + 1)
                                    .arg(tryLine->text())
                                    .arg(need.width())
                                    .arg(need.height())
                                    .arg(box.width())
                                    .arg(box.height())));
            break;
        }
        if (i % 2 == 0) {
            // Click the element of the action's next step, as the guide marks it, until the action
            // is made: a step can change the steps after it (Dog Lover: a picked trick is then
            // placed by a click on the grid), and a last step that only confirms (End turn asks
            // only when something is left undone) is not there when the action is already made.
            for (int k = 0; k < 6 && c.match().actions().size() == before; ++k) {
                const std::vector<std::string> steps = table->picker().stepsOf(*expected);
                QVERIFY(!steps.empty());
                const std::string& s = steps[std::min(table->picker().chosen().size(), steps.size() - 1)];
                const ui::TableItem* item = nullptr;
                for (const auto& it : table->hitMap().items())
                    if (ui::stepOf(it) == s) {
                        item = &it;
                        break;
                    }
                QVERIFY2(item,
                         qPrintable(QStringLiteral("step %1: no element makes %2").arg(i + 1).arg(qs(s))));
                table->clickItem(item->id);
            }
        } else {
            table->setFocus();
            QTest::keyClick(table, Qt::Key_Return);
            // The cursor follows the marked element's next step (DOGS: the pen after the dog), so
            // Enter again makes it; Page Down finds it where the cursor could not follow.
            if (c.match().actions().size() == before) QTest::keyClick(table, Qt::Key_Return);
            for (int k = 0; k < 8 && c.match().actions().size() == before; ++k) {
                QTest::keyClick(table, Qt::Key_PageDown);
                QTest::keyClick(table, Qt::Key_Return);
            }
        }
        QVERIFY2(c.match().actions().size() > before,
                 qPrintable(QStringLiteral("step %1: \"%2\" was not made through the table (%3)")
                                .arg(i + 1)
                                .arg(qs(step.action), w.noticeText())));
        QCOMPARE(now.actionToText(c.match().actions()[before]), step.action);
    }
    QVERIFY2(told.isEmpty(), qPrintable(told.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TutorialTest)
#include "tutorial_test.moc"
