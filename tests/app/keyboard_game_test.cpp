// Keyboard play, end to end (issue #21): one whole 2-player hot-seat game per built-in game through
// the real MainWindow, driven by key events only — QTest::keyClick on the table widget (Page Down,
// Enter), on the hand-over screen (Enter) and, where several actions end on one item, on the
// "which one?" menu (Down, Enter). No mouse event, no actionChosen() emitted by the test, no call
// into the match or the controller: the state is only read, to decide.
//
// The policy: a seeded purposeful player (as in play_through_test.cpp: the engine's own estimate
// one move ahead, one move in four at random; Dig delivers and keeps first) decides which legal
// action it wants; the test then presses Page Down until the keyboard cursor is on the next step
// of that action (the kit's cycle of legal targets) and Enter, step after step, until the match
// records the action. A step no key reaches (an action that only a mouse can make) fails the test
// with the action's name. Bounded: 120 s and 20,000 actions per game.
#include <QAction>
#include <QDialog>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest/QtTest>

#include <algorithm>
#include <functional>

#include "app_context.h"
#include "dogtable/core/rng.h"
#include "dogtable/ui/game_table.h"
#include "dogtable/ui/style.h"
#include "hand_over_screen.h"
#include "main_window.h"
#include "match_controller.h"
#include "new_game_dialog.h"
#include "rules_browser.h"
#include "side_panel.h"

#include "builtin_context.h"

using namespace dogtable;
using namespace dogtable::app;

namespace {

constexpr std::size_t kMaxActions = 20000;
constexpr qint64 kMaxMs = 120000;

QString kindOf(const GameState& st, const Action& a) {
    return qs(std::string(st.actionKindName(a.kind)));
}

/// Mostly the action the engine's estimate likes best one move ahead; one in four at random.
Action greedy(const GameState& st, const std::vector<Action>& legal, Rng& rng) {
    if (legal.size() == 1 || rng.below(4) == 0)
        return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
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

/// Dig ends when the yard has no bone left: deliver (the biggest delivery) and keep first.
Action digChooser(const GameState& st, const std::vector<Action>& legal, Rng& rng) {
    const Action* best = nullptr;
    int bestCards = 0;
    for (const Action& a : legal) {
        const int cards = static_cast<int>(
            std::count_if(a.args.begin(), a.args.end(), [](std::int16_t v) { return v != 0; }));
        if (kindOf(st, a) == QLatin1String("deliver") && cards > bestCards) {
            best = &a;
            bestCards = cards;
        }
    }
    if (best) return *best;
    for (const Action& a : legal)
        if (kindOf(st, a) == QLatin1String("keep")) return a;
    return greedy(st, legal, rng);
}

using Chooser = std::function<Action(const GameState&, const std::vector<Action>&, Rng&)>;

class KeyboardGameTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void dig() { play(QStringLiteral("dig"), 21, 1, digChooser); }
    void dogkids() { play(QStringLiteral("dogkids"), 22, 2, greedy); }
    void ciapki() { play(QStringLiteral("ciapki"), 23, 3, greedy); }
    void doglover() { play(QStringLiteral("doglover"), 24, 4, greedy); }
    void kennel() { play(QStringLiteral("kennel"), 25, 5, greedy); }
    void helpListsTheKeysAndNoneClashesWithTheMenus();
    void enterPressesThePickersButtons();
    void hintThenEnterMakesTheHintedMove();           // play test: H, Enter stalled on a two-step move
    void dogKidsPageDownGoesOnToTheBoardAfterACard(); // play test G2 (not reproduced): a guard
    void hintButtonThenEnterMakesTheHintedMove();
    void enterWhileTheHintIsFoundIsForTheHint(); // play test: H, Enter at once "did nothing"     // play test
                                                 // A: the real Hint, not showHint()

private:
    /// Plays `game` by keys; at `wanted` positions whose chosen move takes two steps or more, shows
    /// it as the hint and presses Enter only (H again between the presses).
    void hintedMoves(const QString& game, std::uint64_t seed, int wanted);
    /// The same through the side panel's Hint (what H triggers): the controller's search, its
    /// notice and the window's refresh, then Enter only; every other position a first step of
    /// another move is half made before the hint.
    void realHints(const QString& game, std::uint64_t seed, int wanted);
    void play(const QString& game, std::uint64_t seed, std::uint64_t humanSeed, const Chooser& choose);
    /// `w` at 1024x700, shown, with a new 2-player hot-seat game of `game` (Ania and Bartek, `seed`)
    /// started through the new-game dialog; prompts answer no.
    void startTwoHumans(MainWindow& w, const QString& game, std::uint64_t seed);
    /// Makes `a` with Page Down and Enter only; false (and a failure) when a step cannot be reached.
    void makeByKeys(MainWindow& w, const Action& a, int& keys);

    QTemporaryDir m_dir;
    QString m_wantedLabel; // the "which one?" menu: the label of the action wanted
};

void KeyboardGameTest::initTestCase() {
    QVERIFY(m_dir.isValid());
    qputenv("HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("home"))));
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DogtableKeyboardGame"));
    QCoreApplication::setApplicationName(QStringLiteral("DogtableKeyboardGame"));
    ui::setAnimationFactor(0.0);
    // A "which one?" menu is answered by keys: Down from the first line (highlighted as it opens) to
    // the wanted line, Enter.
    auto* menuKeys = new QTimer(this);
    menuKeys->setInterval(5);
    connect(menuKeys, &QTimer::timeout, this, [this] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (menu == nullptr) return;
        const auto acts = menu->actions();
        int at = 0;
        for (int i = 0; i < acts.size(); ++i)
            if (acts[i]->text() == m_wantedLabel || acts[i]->text().endsWith(m_wantedLabel)) {
                at = i;
                break;
            }
        for (int i = 0; i < at; ++i) // the first line is highlighted as the menu opens
            QTest::keyClick(menu, Qt::Key_Down);
        QTest::keyClick(menu, Qt::Key_Return);
    });
    menuKeys->start();
}

void KeyboardGameTest::startTwoHumans(MainWindow& w, const QString& game, std::uint64_t seed) {
    w.setPrompts([](const QString&, const QString&) { return false; }, [](const QString&, const QString&) {});
    w.resize(1024, 700);
    ui::setAnimationFactor(0.0);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));

    NewGameDialog dialog(test::builtinContext(), game, &w);
    dialog.setPlayers(2);
    dialog.setSeat(0, QStringLiteral("Ania"), false, QStringLiteral("easy"));
    dialog.setSeat(1, QStringLiteral("Bartek"), false, QStringLiteral("easy"));
    dialog.setSeed(QString::number(seed));
    QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
    auto match = dialog.createMatch();
    QVERIFY2(match.ok(), match.ok() ? "" : match.error().c_str());
    w.startMatch(std::move(match.value()));
}

void KeyboardGameTest::makeByKeys(MainWindow& w, const Action& a, int& keys) {
    MatchController& c = w.controller();
    auto* table = dynamic_cast<ui::TableBase*>(w.view());
    QVERIFY(table != nullptr);
    const std::size_t before = c.match().actions().size();
    const std::string text = c.state().actionToText(a);
    m_wantedLabel = qs(c.state().describe(a, c.state().currentSeat()));
    for (int round = 0; round < 12 && c.match().actions().size() == before; ++round) {
        const std::vector<std::string> steps = table->picker().stepsOf(a);
        QVERIFY2(!steps.empty(),
                 qPrintable(QStringLiteral("the table offers no way to \"%1\"").arg(qs(text))));
        const auto& chosen = table->picker().chosen();
        const bool onTheWay =
            chosen.size() < steps.size() && std::equal(chosen.begin(), chosen.end(), steps.begin());
        if (!onTheWay && !table->picker().isTarget(steps.front())) {
            QTest::keyClick(table, Qt::Key_Escape); // another choice is half made: step back out
            ++keys;
            continue;
        }
        // The next step, or the first one again (a first step starts over from another choice).
        const std::string target = onTheWay ? steps[chosen.size()] : steps.front();
        bool on = false;
        const int tries = static_cast<int>(table->hitMap().items().size()) + 2;
        for (int i = 0; i < tries && !on; ++i) {
            QTest::keyClick(table, Qt::Key_PageDown);
            ++keys;
            const ui::TableItem* f = table->focusedItem();
            on = f != nullptr && ui::stepOf(*f) == target;
        }
        if (!on && qEnvironmentVariableIsSet("KEYS_DEBUG")) {
            for (const auto& it : table->hitMap().items())
                qInfo("item %s step %s rect %g,%g %gx%g target %d", it.id.c_str(), ui::stepOf(it).c_str(),
                      it.rect.x(), it.rect.y(), it.rect.width(), it.rect.height(),
                      int(table->picker().isTarget(ui::stepOf(it))));
            for (const auto& t : table->picker().targets())
                qInfo("target %s", t.c_str());
        }
        QVERIFY2(on, qPrintable(QStringLiteral("Page Down never reaches \"%1\" (a step of \"%2\")")
                                    .arg(qs(target), qs(text))));
        if (qEnvironmentVariableIsSet("KEYS_DEBUG"))
            qInfo("%s: step %s of %zu, focus %s, started %d interactive %d", text.c_str(), target.c_str(),
                  steps.size(), table->focusedItem()->id.c_str(), int(table->picker().started()),
                  int(table->isInteractive()));
        QTest::keyClick(table, Qt::Key_Return);
        ++keys;
    }
    QVERIFY2(c.match().actions().size() > before,
             qPrintable(QStringLiteral("\"%1\" was not played by keys").arg(qs(text))));
    QVERIFY2(c.match().actions()[before] == a,
             qPrintable(QStringLiteral("\"%1\" was meant, another action was played").arg(qs(text))));
}

void KeyboardGameTest::play(const QString& game, std::uint64_t seed, std::uint64_t humanSeed,
                            const Chooser& choose) {
    const AppContext& context = test::builtinContext();
    QVERIFY2(context.playable(game.toStdString()), qPrintable(game));
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    QElapsedTimer clock;
    clock.start();
    MainWindow w(context);
    startTwoHumans(w, game, seed);
    if (QTest::currentTestFailed()) return;

    MatchController& c = w.controller();
    Rng rng(humanSeed);
    int moves = 0, keys = 0, handOvers = 0;
    while (true) {
        while (!(c.humanToAct() || c.handOverPending() || c.state().isOver())) {
            QVERIFY2(clock.elapsed() < kMaxMs, qPrintable(game + QStringLiteral(" did not end in time")));
            QTest::qWait(1);
        }
        QVERIFY2(c.match().actions().size() <= kMaxActions, qPrintable(game + QStringLiteral(": too long")));
        QVERIFY2(clock.elapsed() < kMaxMs, qPrintable(QStringLiteral("%1 did not end within %2 s (%3 moves)")
                                                          .arg(game)
                                                          .arg(kMaxMs / 1000)
                                                          .arg(moves)));
        if (c.state().isOver()) break;
        if (c.handOverPending()) {
            QCOMPARE(w.page(), MainWindow::Page::HandOver);
            QTest::keyClick(w.handOverScreen(), Qt::Key_Return);
            ++handOvers;
            QVERIFY2(!c.handOverPending(), "Enter on the hand-over screen did not confirm it");
            continue;
        }
        QCOMPARE(w.page(), MainWindow::Page::Table);
        const std::vector<Action> legal = c.state().legalActions();
        QVERIFY(!legal.empty());
        makeByKeys(w, choose(c.state(), legal, rng), keys);
        if (QTest::currentTestFailed()) return;
        ++moves;
    }
    QVERIFY(c.state().isOver());
    QVERIFY(c.match().actions().size() > 0);
    qInfo("%s: keyboard game over after %d moves by %d key presses, %d hand-overs, %lld ms", qPrintable(game),
          moves, keys, handOvers, static_cast<long long>(clock.elapsed()));
}

void KeyboardGameTest::helpListsTheKeysAndNoneClashesWithTheMenus() {
    MainWindow w(test::builtinContext());
    w.setPrompts([](const QString&, const QString&) { return false; }, [](const QString&, const QString&) {});
    // Help → Keyboard opens the list of keys.
    QAction* keyboard = nullptr;
    QList<QKeySequence> menuKeys;
    for (QAction* a : w.findChildren<QAction*>()) {
        if (a->text() == QStringLiteral("&Keyboard")) keyboard = a;
        menuKeys += a->shortcuts();
    }
    QVERIFY(keyboard != nullptr);
    keyboard->trigger();
    auto* dialog = w.findChild<QDialog*>(QStringLiteral("keyboardHelp"));
    QVERIFY(dialog != nullptr);
    QVERIFY(dialog->isVisible());
    const QString text = MainWindow::keyboardHelpText();
    for (const char* key :
         {"Page Down", "Arrow keys", "Tab / Shift+Tab", "Enter or Space", "Esc", "R / Shift+R"})
        QVERIFY2(text.contains(QLatin1String(key)), key);
    // The tables' keys are no menu shortcut (a shortcut would take the key before the table).
    const QList<QKeySequence> tableKeys = {QKeySequence(Qt::Key_PageDown),
                                           QKeySequence(Qt::Key_PageUp),
                                           QKeySequence(Qt::Key_Left),
                                           QKeySequence(Qt::Key_Right),
                                           QKeySequence(Qt::Key_Up),
                                           QKeySequence(Qt::Key_Down),
                                           QKeySequence(Qt::Key_Tab),
                                           QKeySequence(Qt::Key_Backtab),
                                           QKeySequence(Qt::SHIFT | Qt::Key_Tab),
                                           QKeySequence(Qt::Key_Return),
                                           QKeySequence(Qt::Key_Enter),
                                           QKeySequence(Qt::Key_Space),
                                           QKeySequence(Qt::Key_Escape),
                                           QKeySequence(Qt::Key_K),
                                           QKeySequence(Qt::Key_R),
                                           QKeySequence(Qt::SHIFT | Qt::Key_R),
                                           QKeySequence(Qt::Key_S),
                                           QKeySequence(Qt::Key_1),
                                           QKeySequence(Qt::Key_2),
                                           QKeySequence(Qt::Key_3)};
    for (const QKeySequence& k : tableKeys)
        QVERIFY2(!menuKeys.contains(k), qPrintable(k.toString()));
}

void KeyboardGameTest::enterPressesThePickersButtons() {
    // Play test (Xvfb, keys only): Tab reached the game picker's "New game", Enter did nothing
    // (only Space pressed it). Enter on the focused "Rules" button opens the rules.
    MainWindow w(test::builtinContext());
    w.setPrompts([](const QString&, const QString&) { return false; }, [](const QString&, const QString&) {});
    w.show();
    auto* play = w.findChild<QPushButton*>(QStringLiteral("newGame_dig"));
    QVERIFY(play != nullptr);
    QPushButton* rules = nullptr;
    for (auto* b : play->parentWidget()->findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("Rules")) rules = b;
    QVERIFY(rules != nullptr);
    QTest::keyClick(rules, Qt::Key_Return);
    QVERIFY(w.rulesBrowser() != nullptr);
    QCOMPARE(w.rulesBrowser()->currentGame(), QStringLiteral("dig"));
}

} // namespace

// Play test G2 (Dog Kids, hot seat) reported that after a card was chosen Page Down went round the
// hand only, the dogs reached by Tab alone. Not reproduced here (this passes on the build the tester
// had); kept as the guard of what the other games do: after a card, chosen by Page Down and Enter or
// by its number key, Page Down goes on to the board's dogs it can move (2-4 players, 1024x700).
void KeyboardGameTest::dogKidsPageDownGoesOnToTheBoardAfterACard() {
    const AppContext& context = test::builtinContext();
    if (!context.playable("dogkids")) QSKIP("Dog Kids is not built");
    MainWindow w(context);
    w.setPrompts([](const QString&, const QString&) { return false; }, [](const QString&, const QString&) {});
    w.resize(1024, 700);
    ui::setAnimationFactor(0.0);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    int checked = 0;
    for (std::uint64_t seed = 41; seed < 47; ++seed) {
        NewGameDialog dialog(context, QStringLiteral("dogkids"), &w);
        const int players = 2 + static_cast<int>(seed % 3);
        dialog.setPlayers(players);
        for (int s = 0; s < players; ++s)
            dialog.setSeat(s, QStringLiteral("P%1").arg(s + 1), false);
        dialog.setSeed(QString::number(seed));
        auto match = dialog.createMatch();
        QVERIFY(match.ok());
        w.startMatch(std::move(match.value()));
        MatchController& c = w.controller();
        Rng rng(seed);
        for (int turn = 0; turn < 6 && !c.state().isOver(); ++turn) {
            while (!(c.humanToAct() || c.handOverPending() || c.state().isOver()))
                QTest::qWait(1);
            if (c.handOverPending()) {
                QTest::keyClick(w.handOverScreen(), Qt::Key_Return);
                --turn;
                continue;
            }
            auto* table = dynamic_cast<ui::TableBase*>(w.view());
            QVERIFY(table != nullptr);
            const std::vector<Action> legal = c.state().legalActions();
            std::vector<std::string> cards;
            for (const Action& a : legal) {
                const auto steps = table->picker().stepsOf(a);
                if (steps.size() >= 2 && steps[0].rfind("hand/", 0) == 0 && steps[1].rfind("dog/", 0) == 0)
                    cards.push_back(steps[0]);
            }
            if (!cards.empty()) {
                const std::string card = cards[rng.below(static_cast<std::uint32_t>(cards.size()))];
                for (const bool byNumber : {false, true}) {
                    if (byNumber) {
                        QTest::keyClick(table, static_cast<Qt::Key>(Qt::Key_1 + std::stoi(card.substr(5))));
                    } else {
                        for (int i = 0; i < 30; ++i) {
                            QTest::keyClick(table, Qt::Key_PageDown);
                            if (table->focusedItem() != nullptr && ui::stepOf(*table->focusedItem()) == card)
                                break;
                        }
                        QVERIFY(table->focusedItem() != nullptr && ui::stepOf(*table->focusedItem()) == card);
                        QTest::keyClick(table, Qt::Key_Return);
                    }
                    QCOMPARE(table->picker().chosen(), std::vector<std::string>{card});
                    QStringList seen;
                    bool board = false;
                    for (int i = 0; i < 8 && !board; ++i) {
                        QTest::keyClick(table, Qt::Key_PageDown);
                        const ui::TableItem* f = table->focusedItem();
                        seen << (f ? QString::fromStdString(f->id) : QStringLiteral("-"));
                        board = f != nullptr && ui::stepOf(*f).rfind("dog/", 0) == 0 &&
                                table->picker().isTarget(ui::stepOf(*f));
                    }
                    QVERIFY2(board,
                             qPrintable(QStringLiteral("after %1 Page Down went %2")
                                            .arg(QString::fromStdString(card), seen.join(QLatin1Char(' ')))));
                    ++checked;
                    QTest::keyClick(table, Qt::Key_Escape); // back to no choice
                    QVERIFY(table->picker().chosen().empty());
                }
            }
            // Then a move of the engine's liking, made for the seat (the test is about the keys above).
            QVERIFY(c.playHuman(greedy(c.state(), legal, rng)).ok());
        }
    }
    QVERIFY(checked >= 10);
}

// Play test (#21): the hint put the keyboard cursor on its first step; Enter picked it, the cursor
// stayed, and H + Enter again took the pick back: no two-step move could be made by H and Enter.
// Now H, Enter, Enter… makes exactly the hinted move, and H again after a pick keeps it.
void KeyboardGameTest::hintThenEnterMakesTheHintedMove() {
    hintedMoves(QStringLiteral("doglover"), 31, 6);
    if (QTest::currentTestFailed()) return;
    hintedMoves(QStringLiteral("kennel"), 32, 6);
    if (QTest::currentTestFailed()) return;
    hintedMoves(QStringLiteral("ciapki"), 33, 4);
}

void KeyboardGameTest::hintedMoves(const QString& game, std::uint64_t seed, int wanted) {
    const AppContext& context = test::builtinContext();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    MainWindow w(context);
    startTwoHumans(w, game, seed);
    if (QTest::currentTestFailed()) return;
    MatchController& c = w.controller();
    Rng rng(seed);
    int hinted = 0, keys = 0;
    for (int moves = 0; moves < 400 && hinted < wanted && !c.state().isOver(); ++moves) {
        while (!(c.humanToAct() || c.handOverPending() || c.state().isOver()))
            QTest::qWait(1);
        if (c.state().isOver()) break;
        if (c.handOverPending()) {
            QTest::keyClick(w.handOverScreen(), Qt::Key_Return);
            continue;
        }
        auto* table = dynamic_cast<ui::TableBase*>(w.view());
        QVERIFY(table != nullptr);
        const std::vector<Action> legal = c.state().legalActions();
        // Prefer a move of two steps or more (not End turn, which asks first).
        std::vector<Action> twoStep;
        for (const Action& a : legal)
            if (table->picker().stepsOf(a).size() >= 2 && kindOf(c.state(), a) != QLatin1String("end_turn") &&
                kindOf(c.state(), a) != QLatin1String("end"))
                twoStep.push_back(a);
        if (twoStep.empty()) {
            makeByKeys(w, greedy(c.state(), legal, rng), keys);
            if (QTest::currentTestFailed()) return;
            continue;
        }
        const Action a = twoStep[rng.below(static_cast<std::uint32_t>(twoStep.size()))];
        const std::string text = c.state().actionToText(a);
        const std::size_t before = c.match().actions().size();
        table->setFocus();
        table->showHint(a); // what H shows (the hint's action, as the side panel's Hint gives it)
        int enters = 0;
        for (; enters < 6 && c.match().actions().size() == before; ++enters) {
            if (enters == 1) table->showHint(a); // H again after the first pick must not undo it
            QTest::keyClick(table, Qt::Key_Return);
        }
        QVERIFY2(
            c.match().actions().size() > before,
            qPrintable(QStringLiteral("%1: H then Enter ×6 did not make \"%2\" (picked: %3)")
                           .arg(game, qs(text))
                           .arg(qs(table->picker().chosen().empty() ? std::string("nothing")
                                                                    : table->picker().chosen().back()))));
        QVERIFY2(
            c.match().actions()[before] == a,
            qPrintable(QStringLiteral("%1: H then Enter made another move than \"%2\"").arg(game, qs(text))));
        ++hinted;
    }
    QVERIFY2(hinted == wanted,
             qPrintable(QStringLiteral("%1: only %2 two-step moves met").arg(game).arg(hinted)));
}

void KeyboardGameTest::hintButtonThenEnterMakesTheHintedMove() {
    realHints(QStringLiteral("doglover"), 41, 5);
    if (QTest::currentTestFailed()) return;
    realHints(QStringLiteral("ciapki"), 42, 4);
}

void KeyboardGameTest::realHints(const QString& game, std::uint64_t seed, int wanted) {
    const AppContext& context = test::builtinContext();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    MainWindow w(context);
    startTwoHumans(w, game, seed);
    if (QTest::currentTestFailed()) return;
    MatchController& c = w.controller();
    Rng rng(seed);
    int hinted = 0;
    for (int moves = 0; moves < 400 && hinted < wanted && !c.state().isOver(); ++moves) {
        while (!(c.humanToAct() || c.handOverPending() || c.state().isOver()))
            QTest::qWait(1);
        if (c.state().isOver()) break;
        if (c.handOverPending()) {
            QTest::keyClick(w.handOverScreen(), Qt::Key_Return);
            continue;
        }
        auto* table = dynamic_cast<ui::TableBase*>(w.view());
        QVERIFY(table != nullptr);
        if (moves % 3 != 2) { // a few moves between the hints
            const auto legal = c.state().legalActions();
            QVERIFY(c.playHuman(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
            continue;
        }
        table->setFocus();
        if (hinted % 2 == 1) // another move's first step half made (a die picked, a trick turned)
            if (const auto cycle = table->keyboardCycle(); !cycle.empty()) {
                const std::size_t before = c.match().actions().size();
                table->clickItem(table->hitMap().items()[static_cast<std::size_t>(cycle.back())].id);
                if (c.match().actions().size() != before) continue; // that click made a move
            }
        const std::size_t before = c.match().actions().size();
        QSignalSpy ready(&c, &MatchController::hintReady);
        w.sidePanel()->hintButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(ready.count() == 1 && !c.hintRunning(), 30000);
        const auto a = ready.front().front().value<Action>();
        const std::string text = c.state().actionToText(a);
        const int presses = static_cast<int>(table->stepsFor(a).size()) + 2;
        for (int i = 0; i < presses && c.match().actions().size() == before; ++i)
            QTest::keyClick(table, Qt::Key_Return);
        QVERIFY2(c.match().actions().size() > before,
                 qPrintable(QStringLiteral("%1: Hint then Enter ×%2 did not make \"%3\" (focus: %4)")
                                .arg(game)
                                .arg(presses)
                                .arg(qs(text), table->focusedItem() ? qs(table->focusedItem()->id)
                                                                    : QStringLiteral("none"))));
        QVERIFY2(
            c.match().actions()[before] == a,
            qPrintable(QStringLiteral("%1: Hint then Enter made \"%2\", not the hinted \"%3\"")
                           .arg(game, qs(c.state().actionToText(c.match().actions()[before])), qs(text))));
        QVERIFY(c.match().log()[before].hinted);
        ++hinted;
    }
    QVERIFY2(hinted == wanted, qPrintable(QStringLiteral("%1: only %2 hints met").arg(game).arg(hinted)));
}

void KeyboardGameTest::enterWhileTheHintIsFoundIsForTheHint() {
    // Play test (Dog Lover, on screen): H and at once Enter, before the hint had come: that Enter
    // did nothing (or picked what the cursor stood on), and the hinted draft took one Enter more than
    // its steps. An Enter pressed while the hint is found now waits for it and makes its first step:
    // one Enter per step in all.
    const AppContext& context = test::builtinContext();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    for (const QString& game : {QStringLiteral("doglover"), QStringLiteral("dig")}) {
        MainWindow w(context);
        startTwoHumans(w, game, 51);
        if (QTest::currentTestFailed()) return;
        MatchController& c = w.controller();
        for (int i = 0; i < 10000 && !c.humanToAct(); ++i) {
            if (c.handOverPending()) QTest::keyClick(w.handOverScreen(), Qt::Key_Return);
            QTest::qWait(1);
        }
        QVERIFY(c.humanToAct());
        auto* table = dynamic_cast<ui::TableBase*>(w.view());
        QVERIFY(table != nullptr);
        table->setFocus();
        const std::size_t before = c.match().actions().size();
        QSignalSpy ready(&c, &MatchController::hintReady);
        w.sidePanel()->hintButton()->click();         // H
        QVERIFY2(c.hintRunning(), qPrintable(game));  // found on a thread: not there yet
        QTest::keyClick(table, Qt::Key_Return);       // at once, as a quick player does
        QCOMPARE(c.match().actions().size(), before); // nothing made before the hint is there
        QTRY_VERIFY_WITH_TIMEOUT(ready.count() == 1 && !c.hintRunning(), 30000);
        const auto a = ready.front().front().value<Action>();
        const int steps = static_cast<int>(table->stepsFor(a).size());
        QVERIFY(steps >= 1);
        for (int i = 1; i < steps && c.match().actions().size() == before; ++i)
            QTest::keyClick(table, Qt::Key_Return);
        QVERIFY2(
            c.match().actions().size() > before,
            qPrintable(
                QStringLiteral("%1: %2 Enter for a hint of %2 steps did not make it").arg(game).arg(steps)));
        QVERIFY2(c.match().actions()[before] == a, qPrintable(game));
    }
}

QTEST_MAIN(KeyboardGameTest)
#include "keyboard_game_test.moc"
