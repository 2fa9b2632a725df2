// The table kit (include/dogtable/ui/table_kit.h, game_table.h): the hit map, the action picker,
// the animation clock, and a toy table that is driven through clicks and keys only.
#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QApplication>
#include <QHelpEvent>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

#include "../core/toy_game.h"
#include "dogtable/core/registry.h"
#include "dogtable/ui/game_table.h"
#include "dogtable/ui/style.h"

using dogtable::Action;
using dogtable::Seat;
using namespace dogtable::ui;

namespace {

TableItem item(std::string id, QRectF r, Zone zone = Zone::Board) {
    TableItem t;
    t.id = std::move(id);
    t.rect = r;
    t.zone = zone;
    t.name = QString::fromStdString(t.id);
    return t;
}

// Three "moves": a dog (a or b) to a field; dog a can go to 1 or 2, dog b to 2; and "pass" (one step).
std::vector<std::string> steps(const Action& a) {
    if (a.kind == 9) return {"pass"};
    return {a.args[0] == 0 ? "dog/a" : "dog/b", "field/" + std::to_string(a.args[1])};
}
std::vector<Action> legal() {
    return {Action(1, 0, 1), Action(1, 0, 2), Action(1, 1, 2), Action(9)};
}

} // namespace

class TableKitTest : public QObject {
    Q_OBJECT
private slots:
    void hitMapTopmostIdsAndNeighbours(); // hit map: the topmost item answers, ids find items, keys move to
                                          // the neighbour that way
    void pickerNarrowsAsksStepsBack();    // action picker: clicks narrow the legal list, ask when several end
                                          // together, step back
    void pickerSecondClickConfirms(); // action picker: an item that completes one action and starts others
                                      // waits for a second click
    void tweenFollowsTheClock(); // tween: progress follows the clock and ends at once with animations off
    void tableSeesOnlyItsViewAndPlaysByClicksAndKeys(); // game table: a table sees only its typed view and
                                                        // plays by clicks and keys
    void viewMadeElsewhereShownWithoutState(); // a view made elsewhere is shown without any game state
    void screenReadersSeeTheItems();           // the items as accessible children; focus follows keys
    void buttonsAreItemsAndKeysGoByZone();     // a push button adopted as a command item: Page Down, Enter,
                                               // mouse, screen readers and the hint; the natural next step
                                               // first; Tab / Shift+Tab from zone to zone
    void statusLineJoinsNameAndDescription();  // "Pen 2: two dogs", but "Vet card. Swap" (no ".:")
    void sizesAndRulesSections(); // a table's size hints as given; the rules section of a phase from a table
    void hintThenEnterMakesATwoStepMove(); // H, Enter, Enter makes the hinted two-step move; H again
                                           // after the first pick keeps it
    void tooltipStaysInsideTheWindow();    // a tooltip at the window's right edge is moved inside it
    void longTooltipsWrap();               // a long description wraps at a readable width
    void blindEnterNeverPressesADeliberateCommand(); // Enter with no cursor presses blindCommand(), not a
                                                     // deliberate one
    void tableKeysMoveTheCursor(); // arrowStop() skips items; moveCursorTo() and cursorShown()
    void tooltipFollowsTheTable(); // a tooltip up when the table changes under a still mouse says
                                   // what is there now
    void wordsForNarrowPlaces();   // a number's minus sign, a word split by its language or its marks,
                                   // a word cut with a full stop
};

void TableKitTest::hitMapTopmostIdsAndNeighbours() { // hit map: the topmost item answers, ids find items,
                                                     // keys move to the neighbour that way
    HitMap map;
    map.add(item("a", {0, 0, 10, 10}));
    map.add(item("b", {20, 0, 10, 10}));
    map.add(item("c", {0, 20, 10, 10}, Zone::Own));
    map.add(item("top", {5, 5, 10, 10}));
    QVERIFY((map.at({7, 7})->id == "top"));
    QVERIFY((map.at({1, 1})->id == "a"));
    QVERIFY((map.at({50, 50}) == nullptr));
    QVERIFY(map.indexOf("c") == 2);
    QVERIFY(map.find("zzz") == nullptr);
    const auto any = [](const TableItem& i) { return i.id != "top"; };
    QVERIFY((map.neighbour(0, 1, 0, any) == 1));  // a -> right -> b
    QVERIFY((map.neighbour(0, 0, 1, any) == 2));  // a -> down -> c (top lies diagonally, farther sideways)
    QVERIFY((map.neighbour(1, 1, 0, any) == -1)); // nothing right of b
    QVERIFY((map.nextZone(0, 1, any) == 2));      // Board -> the next zone with items wraps to Own
}

void TableKitTest::pickerNarrowsAsksStepsBack() { // action picker: clicks narrow the legal list, ask when
                                                  // several end together, step back
    ActionPicker picker;
    picker.setLegal(legal(), steps);
    QVERIFY((picker.targets() == std::vector<std::string>{"dog/a", "dog/b", "pass"}));
    QVERIFY(picker.click("field/1").kind == ActionPicker::Result::Kind::Ignored); // a field first: nothing
    QVERIFY(picker.click("dog/a").kind == ActionPicker::Result::Kind::Narrowed);
    QVERIFY((picker.targets() == std::vector<std::string>{"field/1", "field/2"}));
    QVERIFY(picker.isTarget("dog/b")); // another dog starts over
    QVERIFY(picker.click("dog/b").kind == ActionPicker::Result::Kind::Narrowed);
    QVERIFY((picker.chosen() == std::vector<std::string>{"dog/b"}));
    QVERIFY(!picker.isTarget("field/1"));
    auto r = picker.click("field/2");
    QVERIFY(r.kind == ActionPicker::Result::Kind::Chosen);
    QVERIFY((r.actions.front() == Action(1, 1, 2)));
    picker.reset();
    QVERIFY(picker.click("pass").kind == ActionPicker::Result::Kind::Chosen);
    picker.reset();
    picker.click("dog/a");
    QVERIFY(picker.back());
    QVERIFY(!picker.started());
    QVERIFY(!picker.back());
    // Clicking the chosen dog again takes it back (it completes nothing).
    picker.click("dog/a");
    QVERIFY(picker.click("dog/a").kind == ActionPicker::Result::Kind::Narrowed);
    QVERIFY(!picker.started());

    // Two actions made by the same clicks: the picker asks.
    ActionPicker twins;
    twins.setLegal({Action(2, 0), Action(2, 1)},
                   [](const Action&) { return std::vector<std::string>{"card/0"}; });
    auto t = twins.click("card/0");
    QVERIFY(t.kind == ActionPicker::Result::Kind::Ambiguous);
    QVERIFY(t.actions.size() == 2);
}

void TableKitTest::pickerSecondClickConfirms() { // action picker: an item that completes one action and
                                                 // starts others waits for a second click
    ActionPicker picker;
    // "dig" is made by clicking the dog alone; "move" by the dog then a field.
    picker.setLegal({Action(1, 0), Action(2, 5)}, [](const Action& a) {
        return a.kind == 1 ? std::vector<std::string>{"dog"} : std::vector<std::string>{"dog", "field/5"};
    });
    QVERIFY(picker.click("dog").kind == ActionPicker::Result::Kind::Narrowed);
    QVERIFY((picker.complete() == std::vector<Action>{Action(1, 0)}));
    auto again = picker.click("dog");
    QVERIFY(again.kind == ActionPicker::Result::Kind::Chosen);
    QVERIFY((again.actions.front() == Action(1, 0)));
}

void TableKitTest::tweenFollowsTheClock() { // tween: progress follows the clock and ends at once with
                                            // animations off
    const double before = animationFactor();
    setAnimationFactor(0.0);
    Tween off;
    int finished = 0;
    QObject::connect(&off, &Tween::finished, [&] { ++finished; });
    off.start(300);
    QVERIFY(!off.running());
    QVERIFY(finished == 1);
    QVERIFY(off.progress() == 1.0);
    setAnimationFactor(1.0);
    Tween on;
    on.start(200);
    QVERIFY(on.running());
    QVERIFY(on.progress() < 0.5);
    QTest::qWait(260);
    QVERIFY(!on.running()); // ended by its clock, not by a frame count
    QVERIFY(on.progress() == 1.0);
    setAnimationFactor(before);
}

// ----- a toy table over the toy game -----

namespace {

// The toy game with a typed view: what the table may see (own secret only).
class ToyTableState final : public toy::ToyState {
public:
    using ToyState::ToyState;
    struct View {
        int score[2]{0, 0};
        int turnPoints = 0;
        int secret = 0; // the viewer's own, 0 when not theirs to see
    };
    [[nodiscard]] View viewFor(Seat viewer) const {
        View v;
        v.score[0] = score[0];
        v.score[1] = score[1];
        v.turnPoints = turnPoints;
        if (viewer == 0 || viewer == 1) v.secret = secret[viewer];
        return v;
    }
    [[nodiscard]] std::unique_ptr<dogtable::GameState> clone() const override {
        return std::make_unique<ToyTableState>(*this);
    }
};

class ToyTable final : public GameTable<ToyTableState> {
public:
    using GameTable::GameTable;
    int painted = 0;
    std::vector<std::string> kinds; // event kinds seen by onAction
    std::string hovered;            // the last item hoverChanged() reported
    QString longText;               // the score's description, when set
    bool arrowsSkipHold = false;    // arrowStop(): "hold" is no stop for the arrow keys

protected:
    void buildItems(HitMap& items) override {
        items.add(item("roll", {20, 20, 80, 40}, Zone::Panel));
        items.add(item("hold", {120, 20, 80, 40}, Zone::Panel));
        items.add(item("mark", {220, 20, 80, 40}, Zone::Panel));
        TableItem score = item("score", {20, 100, 280, 40}, Zone::Own);
        score.name = QStringLiteral("Your score.");
        score.description = longText.isEmpty() ? QStringLiteral("%1 points").arg(view().score[0]) : longText;
        items.add(score);
        TableItem copy = item("mark-copy", {220, 70, 80, 20}, Zone::Panel); // stands for "mark"
        copy.step = "mark";
        items.add(copy);
    }
    [[nodiscard]] std::vector<std::string> stepsOf(const Action& a) const override {
        switch (a.kind) {
        case toy::Roll:
            return {"roll"};
        case toy::Hold:
            return {"hold"};
        default:
            return {"mark"};
        }
    }
    void paintTable(QPainter& p) override {
        ++painted;
        p.fillRect(rect(), tableBackground());
        p.drawText(QRectF(20, 100, 280, 40), QString::number(view().score[0]));
    }
    void hoverChanged(const TableItem* item) override { hovered = item ? item->id : std::string(); }
    [[nodiscard]] bool arrowStop(const TableItem& item) const override {
        return !(arrowsSkipHold && item.id == "hold");
    }
    void onAction(const View&, const Action&, const std::vector<dogtable::Event>& events) override {
        for (const auto& e : events)
            kinds.push_back(e.kind);
    }
};

std::unique_ptr<ToyTableState> toyState() {
    auto setup = std::make_shared<dogtable::Setup>();
    setup->players = 2;
    setup->names = {"Ala", "Olek"};
    auto s = std::make_unique<ToyTableState>(setup);
    // Deal both secrets (chance), so seat 0 decides.
    while (s->isChance())
        s->applyLegal(static_cast<const dogtable::GameState&>(*s).chanceOutcomes().front().action);
    return s;
}

} // namespace

void TableKitTest::tableSeesOnlyItsViewAndPlaysByClicksAndKeys() { // game table: a table sees only its typed
                                                                   // view and plays by clicks and keys
    auto state = toyState();
    ToyTable table;
    table.resize(320, 160);
    QSignalSpy chosen(&table, &GameView::actionChosen);
    table.showState(*state, 0, true);
    QVERIFY(table.hitMap().items().size() == 5);
    QVERIFY(table.picker().isTarget("roll"));

    // A click on an item that makes no legal action says what it is and chooses nothing.
    QSignalSpy said(&table, &GameView::statusMessage);
    QVERIFY(table.clickItem("score"));
    QVERIFY(chosen.isEmpty());
    QVERIFY(said.count() == 1);

    // A mouse click on "roll".
    QTest::mouseClick(&table, Qt::LeftButton, {}, QPoint(60, 40));
    QVERIFY(chosen.count() == 1);
    QVERIFY(chosen.takeFirst().at(0).value<Action>().kind == toy::Roll);
    // One decision per position: a second click before the next view chooses nothing.
    QTest::mouseClick(&table, Qt::LeftButton, {}, QPoint(260, 40));
    QVERIFY(chosen.isEmpty());
    QVERIFY(!table.isInteractive());
    table.showState(*state, 0, true);

    // Keys only: the cursor goes to the first legal target (Page Down), Right moves to "hold" (not
    // legal before a roll: Enter there only explains), Page Down goes on to the next legal target,
    // "mark", and Enter picks it.
    table.show();
    table.setFocus();
    QTest::keyClick(&table, Qt::Key_PageDown);
    QVERIFY(table.focusedItem() != nullptr);
    QVERIFY(table.focusedItem()->id == "roll");
    QTest::keyClick(&table, Qt::Key_Right);
    QVERIFY(table.focusedItem()->id == "hold");
    QTest::keyClick(&table, Qt::Key_Return);
    QVERIFY(chosen.isEmpty());
    QTest::keyClick(&table, Qt::Key_PageDown);
    QVERIFY(table.focusedItem()->id == "mark");
    QTest::keyClick(&table, Qt::Key_Return);
    QVERIFY(chosen.count() == 1);
    QVERIFY(chosen.takeFirst().at(0).value<Action>().kind == toy::Mark);

    // The next position: the cursor is hidden, so a stray Enter picks nothing (the play test saw
    // an Enter in a new game pick the tile the last game left under the cursor).
    table.showState(*state, 0, true);
    QTest::keyClick(&table, Qt::Key_Return);
    QVERIFY(chosen.isEmpty());
    QTest::keyClick(&table, Qt::Key_PageDown); // a key shows it again, on the next target
    QVERIFY(table.focusedItem() != nullptr);
    // An item that stands for another's step makes that step.
    table.showState(*state, 0, true);
    QVERIFY(table.clickItem("mark-copy"));
    QVERIFY(chosen.count() == 1);
    QVERIFY(chosen.takeFirst().at(0).value<Action>().kind == toy::Mark);
    // Hover reaches the table's hook.
    table.showState(*state, 0, true);
    QTest::mouseMove(&table, QPoint(60, 40));
    QVERIFY(table.hovered == "roll");
    QTest::mouseMove(&table, QPoint(310, 150));
    QVERIFY(table.hovered.empty());

    // Not interactive: a click chooses nothing.
    table.showState(*state, 1, false);
    QVERIFY(table.clickItem("roll"));
    QVERIFY(chosen.isEmpty());

    // The hint marks the hinted action's item.
    table.showState(*state, 0, true);
    table.showHint(Action(toy::Mark));
    QVERIFY((table.hintSteps() == std::vector<std::string>{"mark"}));
    QImage img(table.size(), QImage::Format_ARGB32);
    table.render(&img);
    QVERIFY(table.painted > 0);
    // The keyboard cursor stands on the hint, so Enter makes the hinted move (play test: Enter
    // after H ended a Dig turn with its actions unused).
    QVERIFY(table.focusedItem() != nullptr);
    QCOMPARE(table.focusedItem()->id, std::string("mark"));
    QTest::keyClick(&table, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).value<Action>().kind, static_cast<std::uint16_t>(toy::Mark));
    // A new view forgets the hint.
    table.showState(*state, 0, true);
    QVERIFY(table.hintSteps().empty());
}

void TableKitTest::viewMadeElsewhereShownWithoutState() { // game table: a view made elsewhere is shown
                                                          // without any game state
    ToyTable table;
    table.resize(320, 160);
    ToyTableState::View v;
    v.score[0] = 17;
    table.showView(v, 0, {Action(toy::Roll)}, nullptr);
    QVERIFY((table.picker().targets() == std::vector<std::string>{"roll"}));
    QImage img(table.size(), QImage::Format_ARGB32);
    table.render(&img);
    QVERIFY(table.painted == 1);
}

void TableKitTest::screenReadersSeeTheItems() {
    auto state = toyState();
    ToyTable table;
    table.resize(320, 160);
    table.show();
    table.setFocus();
    table.showState(*state, 0, true);
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&table);
    QVERIFY(iface != nullptr);
    QCOMPARE(iface->childCount(), 5);
    QAccessibleInterface* roll = iface->child(0);
    QVERIFY(roll != nullptr);
    QCOMPARE(roll->text(QAccessible::Name), QStringLiteral("roll"));
    QVERIFY(roll->text(QAccessible::Description).contains(QStringLiteral("Can be chosen now")));
    QCOMPARE(roll->role(), QAccessible::Button);
    QAccessibleInterface* hold = iface->child(1); // not legal before a roll
    QCOMPARE(hold->role(), QAccessible::StaticText);
    QVERIFY(hold->state().disabled);
    QCOMPARE(iface->child(0), roll); // the same interface each time
    QCOMPARE(iface->indexOfChild(hold), 1);
    // The focus follows the keyboard cursor.
    QTest::keyClick(&table, Qt::Key_PageDown);
    QVERIFY(roll->state().focused);
    QCOMPARE(iface->focusChild(), roll);
    QTest::keyClick(&table, Qt::Key_Right);
    QVERIFY(hold->state().focused);
    QVERIFY(!roll->state().focused);
    // Pressing an item is a click.
    QSignalSpy chosen(&table, &GameView::actionChosen);
    auto* action = roll->actionInterface();
    QVERIFY(action != nullptr);
    action->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).value<Action>().kind, static_cast<std::uint16_t>(toy::Roll));
}

namespace {

// The toy table with "hold" as a push button of the table, and "mark" made by two steps ("roll",
// then "mark"): "roll" completes one action and starts another.
class ToyButtonTable final : public GameTable<ToyTableState> {
public:
    explicit ToyButtonTable(QWidget* parent = nullptr) : GameTable(parent) {
        button = new QPushButton(QStringLiteral("Hold"), this);
        button->setToolTip(QStringLiteral("Bank the points"));
        button->setGeometry(120, 20, 80, 40);
    }
    QPushButton* button = nullptr;

protected:
    void buildItems(HitMap& items) override {
        items.add({"roll", {20, 20, 80, 40}, Zone::Panel, QStringLiteral("roll"), {}, {}});
        addButtonItem(items, button, "button/hold");
        if (holdDeliberate) {
            TableItem hold = *items.find("button/hold");
            hold.id = "button/hold-deliberate"; // the same button, deliberate
            hold.step = "button/hold";
            hold.deliberate = true;
            items.add(hold);
        }
        items.add({"mark", {220, 20, 80, 40}, Zone::Board, QStringLiteral("mark"), {}, {}});
        items.add({"score", {20, 100, 280, 40}, Zone::Own, QStringLiteral("score"), {}, {}});
        // A button that opens a menu: a command the table handles itself, no action's step.
        TableItem menu{"button/menu", {304, 20, 14, 40}, Zone::Panel, QStringLiteral("More…"), {}, {}};
        menu.command = true;
        items.add(menu);
    }
    void explainItem(const TableItem& item) override { pressed.push_back(item.id); }
    [[nodiscard]] std::string blindCommand() const override { return blind; }

public:
    std::vector<std::string> pressed;
    std::string blind;           // blindCommand()
    bool holdDeliberate = false; // "button/hold" marked deliberate

protected:
    [[nodiscard]] std::vector<std::string> stepsOf(const Action& a) const override {
        switch (a.kind) {
        case toy::Roll:
            return {"roll"};
        case toy::Hold:
            return {"button/hold"};
        default:
            return {"roll", "mark"};
        }
    }
    void paintTable(QPainter& p) override { p.fillRect(rect(), tableBackground()); }
};

} // namespace

void TableKitTest::buttonsAreItemsAndKeysGoByZone() {
    auto state = toyState();
    state->turnPoints = 3; // Roll, Hold and Mark are legal
    ToyButtonTable table;
    table.resize(320, 160);
    table.show();
    table.setFocus();
    QSignalSpy chosen(&table, &GameView::actionChosen);
    table.showState(*state, 0, true);
    // The button is an item: a command, named by its text, described by its tooltip.
    const TableItem* hold = table.hitMap().find("button/hold");
    QVERIFY(hold != nullptr);
    QVERIFY(hold->command);
    QCOMPARE(hold->name, QStringLiteral("Hold"));
    QCOMPARE(hold->description, QStringLiteral("Bank the points"));
    QCOMPARE(hold->rect, QRectF(120, 20, 80, 40));
    // Page Down reaches it and Enter presses it.
    QTest::keyClick(&table, Qt::Key_PageDown);
    QCOMPARE(table.focusedItem()->id, std::string("roll"));
    QTest::keyClick(&table, Qt::Key_PageDown);
    QCOMPARE(table.focusedItem()->id, std::string("button/hold"));
    QTest::keyClick(&table, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).value<Action>().kind, static_cast<std::uint16_t>(toy::Hold));
    // The mouse on the button goes the same way (one decision per position, then the next view).
    table.showState(*state, 0, true);
    QTest::mouseClick(table.button, Qt::LeftButton);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).value<Action>().kind, static_cast<std::uint16_t>(toy::Hold));
    // A screen reader hears a push button; the hint marks it.
    table.showState(*state, 0, true);
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&table);
    QCOMPARE(iface->child(1)->role(), QAccessible::Button);
    QCOMPARE(iface->child(1)->text(QAccessible::Name), QStringLiteral("Hold"));
    table.showHint(Action(toy::Hold));
    QVERIFY((table.hintSteps() == std::vector<std::string>{"button/hold"}));
    // After "roll" (which starts "mark"), Page Down goes first to what goes on with the choice,
    // "mark", then to what starts another ("button/hold"), and last to the step made ("roll").
    table.showState(*state, 0, true);
    QTest::keyClick(&table, Qt::Key_PageDown);
    QCOMPARE(table.focusedItem()->id, std::string("roll"));
    QTest::keyClick(&table, Qt::Key_Return);
    QVERIFY(chosen.isEmpty());
    QVERIFY(table.picker().started());
    QCOMPARE(table.focusedItem()->id, std::string("mark")); // Enter took the cursor on to it
    QTest::keyClick(&table, Qt::Key_PageDown);
    QCOMPARE(table.focusedItem()->id, std::string("button/hold"));
    QTest::keyClick(&table, Qt::Key_PageDown);
    QCOMPARE(table.focusedItem()->id, std::string("roll"));
    QTest::keyClick(&table, Qt::Key_PageDown);
    QCOMPARE(table.focusedItem()->id, std::string("mark"));
    QCOMPARE((table.keyboardCycle()), (std::vector<int>{2, 1, 0}));
    // Tab / Shift+Tab: from zone to zone (own, board, panel here); past the last one the focus
    // leaves the table.
    table.showState(*state, 1, false);
    table.showState(*state, 0, true); // another seat, then back: no cursor
    QTest::keyClick(&table, Qt::Key_Tab);
    QCOMPARE(table.focusedItem()->id, std::string("score"));
    QTest::keyClick(&table, Qt::Key_Tab);
    QCOMPARE(table.focusedItem()->id, std::string("mark"));
    QTest::keyClick(&table, Qt::Key_Tab);
    QCOMPARE(table.focusedItem()->id, std::string("roll"));
    QTest::keyClick(&table, Qt::Key_Backtab);
    QCOMPARE(table.focusedItem()->id, std::string("mark"));
    QTest::keyClick(&table, Qt::Key_Tab, Qt::ShiftModifier);
    QCOMPARE(table.focusedItem()->id, std::string("score"));
    // Tabbed into from another widget: the cursor starts at the first zone.
    {
        QWidget window;
        auto* before = new QPushButton(QStringLiteral("before"), &window);
        before->setGeometry(0, 0, 80, 30);
        auto* inside = new ToyButtonTable(&window);
        inside->setGeometry(0, 40, 320, 160);
        window.resize(340, 220);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        inside->showState(*state, 0, true);
        before->setFocus(Qt::OtherFocusReason);
        QTest::keyClick(before, Qt::Key_Tab);
        QVERIFY(inside->hasFocus());
        QVERIFY(inside->focusedItem() != nullptr);
        QCOMPARE(inside->focusedItem()->id, std::string("score"));
    }
    // A button that makes no action itself (Dog Lover's "More…") is pressed by Enter as by the
    // mouse (play test: Enter on "More…" did nothing).
    table.showState(*state, 1, false);
    table.showState(*state, 0, true); // no cursor; Tab: own (score), board (mark); Right: the menu
    QTest::keyClick(&table, Qt::Key_Tab);
    QTest::keyClick(&table, Qt::Key_Tab);
    QCOMPARE(table.focusedItem()->id, std::string("mark"));
    QTest::keyClick(&table, Qt::Key_Right);
    QVERIFY(table.focusedItem() != nullptr);
    QCOMPARE(table.focusedItem()->id, std::string("button/menu"));
    QTest::keyClick(&table, Qt::Key_Return);
    QVERIFY((table.pressed == std::vector<std::string>{"button/menu"}));
    // Hidden buttons are no items.
    table.button->hide();
    table.showState(*state, 0, true);
    QVERIFY(table.hitMap().find("button/hold") == nullptr);
}

void TableKitTest::statusLineJoinsNameAndDescription() {
    // Play-test (DOGS): the status strip read "….: …" for an item whose name ends a sentence.
    auto state = toyState();
    ToyTable table;
    table.resize(320, 160);
    table.showState(*state, 0, true);
    QSignalSpy said(&table, &GameView::statusMessage);
    QVERIFY(table.clickItem("score"));
    QCOMPARE(said.count(), 1);
    QCOMPARE(said.takeFirst().at(0).toString(), QStringLiteral("Your score. 0 points"));
    TableItem it = item("pen", {0, 0, 10, 10});
    it.name = QStringLiteral("Pen 2");
    QCOMPARE(nameAndDescription(it), QStringLiteral("Pen 2"));
    it.description = QStringLiteral("two dogs");
    QCOMPARE(nameAndDescription(it), QStringLiteral("Pen 2: two dogs"));
    it.name = QStringLiteral("Vet card.");
    it.description = QStringLiteral("Swap two dogs.");
    QCOMPARE(nameAndDescription(it), QStringLiteral("Vet card. Swap two dogs."));
    it.name.clear();
    QCOMPARE(nameAndDescription(it), QStringLiteral("Swap two dogs."));
}

void TableKitTest::sizesAndRulesSections() {
    ToyTable plain;
    QCOMPARE(plain.sizeHint(), plain.GameView::sizeHint()); // none given: the widget's own
    ToyTable sized(QSize(900, 600), QSize(400, 300));
    QCOMPARE(sized.sizeHint(), QSize(900, 600));
    QCOMPARE(sized.minimumSizeHint(), QSize(400, 300));
    enum class Phase { Setup, Roll, Move, Over };
    const std::vector<RulesSection<Phase>> sections = {{"turn", {Phase::Roll, Phase::Move}},
                                                       {"scoring", {Phase::Over}}};
    QCOMPARE(sectionFor(sections, Phase::Move, "setup"), QStringLiteral("turn"));
    QCOMPARE(sectionFor(sections, Phase::Over, "setup"), QStringLiteral("scoring"));
    QCOMPARE(sectionFor(sections, Phase::Setup, "setup"), QStringLiteral("setup"));
}

namespace {

// The toy view with the two-step moves of legal(): dog a or b, then a field; and "pass".
class TwoStepTable final : public GameTable<ToyTableState> {
public:
    using GameTable::GameTable;

protected:
    void buildItems(HitMap& items) override {
        items.add(item("dog/a", {20, 20, 60, 40}, Zone::Own));
        items.add(item("dog/b", {100, 20, 60, 40}, Zone::Own));
        items.add(item("field/1", {20, 90, 60, 40}));
        items.add(item("field/2", {100, 90, 60, 40}));
        TableItem pass = item("pass", {200, 90, 110, 40}, Zone::Panel);
        pass.tooltip = QStringLiteral("Pass: nothing else happens this turn."); // wider than 60 px
        items.add(pass);
    }
    [[nodiscard]] std::vector<std::string> stepsOf(const Action& a) const override { return steps(a); }
    void paintTable(QPainter& p) override { p.fillRect(rect(), tableBackground()); }
};

} // namespace

// Play test (#21): H put the cursor on the hint's first step; Enter picked it and the cursor stayed,
// so the next Enter (or H and Enter) took the pick back: a two-step move never got made by keys.
void TableKitTest::hintThenEnterMakesATwoStepMove() {
    TwoStepTable table;
    table.resize(320, 160);
    table.show();
    table.setFocus();
    QSignalSpy chosen(&table, &GameView::actionChosen);
    table.showView({}, 0, legal(), nullptr);
    table.showHint(Action(1, 0, 2)); // dog a to field 2
    QCOMPARE(table.focusedItem()->id, std::string("dog/a"));
    QTest::keyClick(&table, Qt::Key_Return);
    QVERIFY((table.picker().chosen() == std::vector<std::string>{"dog/a"}));
    QCOMPARE(table.focusedItem()->id, std::string("field/2")); // on to the hint's next step
    table.showHint(Action(1, 0, 2));                           // H again keeps the pick
    QVERIFY((table.picker().chosen() == std::vector<std::string>{"dog/a"}));
    QCOMPARE(table.focusedItem()->id, std::string("field/2"));
    QTest::keyClick(&table, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QVERIFY(chosen.takeFirst().at(0).value<Action>() == Action(1, 0, 2));

    // A pick off the hint leaves the cursor where the player put it.
    table.showView({}, 0, legal(), nullptr);
    table.showHint(Action(1, 0, 2));
    QVERIFY(table.clickItem("dog/b"));
    QCOMPARE(table.focusedItem()->id, std::string("dog/a"));
    // The mouse following the hint: the cursor goes on with it too.
    table.showView({}, 0, legal(), nullptr);
    table.showHint(Action(1, 0, 1));
    QVERIFY(table.clickItem("dog/a"));
    QCOMPARE(table.focusedItem()->id, std::string("field/1"));
    QTest::keyClick(&table, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QVERIFY(chosen.takeFirst().at(0).value<Action>() == Action(1, 0, 1));

    // Play test (g1_m3..m5): a choice half made off the hint, then H. The hint takes the half-made
    // pick back and shows its move from the start; it looped before (H put the cursor on the pick,
    // Enter took the pick back, H again...).
    table.showView({}, 0, legal(), nullptr);
    QVERIFY(table.clickItem("dog/b"));
    table.showHint(Action(1, 0, 1));
    QVERIFY(table.picker().chosen().empty());
    QCOMPARE(table.focusedItem()->id, std::string("dog/a"));
    QTest::keyClick(&table, Qt::Key_Return);
    QCOMPARE(table.focusedItem()->id, std::string("field/1"));
    QTest::keyClick(&table, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QVERIFY(chosen.takeFirst().at(0).value<Action>() == Action(1, 0, 1));

    // No hint: a pick made with Enter takes the cursor on to the first step that goes on with it,
    // so Enter, Enter makes a two-step move (the cursor stayed on the pick, and a second Enter took
    // it back: DOGS' space then "Go here", Dog Kids' card then dog).
    table.showView({}, 0, legal(), nullptr);
    QTest::keyClick(&table, Qt::Key_PageDown);
    QCOMPARE(table.focusedItem()->id, std::string("dog/a"));
    QTest::keyClick(&table, Qt::Key_Return);
    QVERIFY((table.picker().chosen() == std::vector<std::string>{"dog/a"}));
    QCOMPARE(table.focusedItem()->id, std::string("field/1"));
    QTest::keyClick(&table, Qt::Key_PageDown); // the others that go on with it
    QCOMPARE(table.focusedItem()->id, std::string("field/2"));
    QTest::keyClick(&table, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QVERIFY(chosen.takeFirst().at(0).value<Action>() == Action(1, 0, 2));
}

// Play test (e14.png): tooltips on the right-hand zones ran past the window's edge ("1 × we…").
void TableKitTest::tooltipStaysInsideTheWindow() {
    TwoStepTable table;
    table.setGeometry(0, 0, 320, 160);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    table.showView({}, 0, legal(), nullptr);
    const QPoint at(300, 110); // on "pass", at the window's right edge
    QHelpEvent help(QEvent::ToolTip, at, table.mapToGlobal(at));
    QApplication::sendEvent(&table, &help);
    QWidget* tip = nullptr;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (w->isVisible() && w->inherits("QTipLabel")) tip = w;
    QVERIFY(tip != nullptr);
    QVERIFY2(tip->width() < table.width(), "the test's tooltip must fit the window");
    const QRect window = table.frameGeometry();
    QVERIFY2(window.contains(tip->frameGeometry()),
             qPrintable(QStringLiteral("tooltip at %1,%2 %3x%4 leaves the window at %5,%6 %7x%8")
                            .arg(tip->x())
                            .arg(tip->y())
                            .arg(tip->width())
                            .arg(tip->height())
                            .arg(window.x())
                            .arg(window.y())
                            .arg(window.width())
                            .arg(window.height())));
    QToolTip::hideText();
}

void TableKitTest::longTooltipsWrap() { // a long description wraps at a readable width (the German Dog
                                        // Kids card tooltip was one line across the screen)
    auto state = toyState();
    ToyTable table;
    table.resize(320, 160);
    QStringList words;
    // Longer than 80 characters, narrower than the screen (Qt wraps a plain tooltip only when it is
    // wider than the whole screen: at 1920 px a German card tooltip ran across it).
    for (int i = 50; i < 58; ++i)
        words << QStringLiteral("Hundekarte%1").arg(i);
    table.longText = words.join(QLatin1Char(' ')) + QStringLiteral(" <&> end");
    table.showState(*state, 0, true);
    table.show();
    const QPoint at(160, 120); // the score item
    QHelpEvent help(QEvent::ToolTip, at, table.mapToGlobal(at));
    QCoreApplication::sendEvent(&table, &help);
    QVERIFY(QToolTip::isVisible());
    QWidget* label = nullptr;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (w->inherits("QTipLabel") && w->isVisible()) label = w;
    QVERIFY(label != nullptr);
    const QFontMetrics fm(label->font());
    // About 80 average characters wide at most (Qt's width for wrapped text), two lines or more.
    QVERIFY2(label->width() <= fm.averageCharWidth() * 80 + 40,
             qPrintable(QStringLiteral("tooltip %1 px wide").arg(label->width())));
    QVERIFY(label->height() >= 2 * fm.lineSpacing());
    QVERIFY(QToolTip::text().contains(QStringLiteral("Hundekarte57 &lt;&amp;&gt; end"))); // escaped, whole
    QToolTip::hideText();
    // Rich text and empty text stay as they are.
    QVERIFY(wrappedTooltip(QStringLiteral("<b>x</b>")) == QStringLiteral("<b>x</b>"));
    QVERIFY(wrappedTooltip(QString()).isEmpty());
    QVERIFY(wrappedTooltip(QStringLiteral("a\nb")) ==
            QStringLiteral("<qt><div style=\"margin-left:3px; margin-right:4px\">a<br>b</div></qt>"));
}

void TableKitTest::tableKeysMoveTheCursor() { // arrowStop() skips items; moveCursorTo() and cursorShown()
    auto state = toyState();
    ToyTable table;
    table.resize(320, 160);
    table.show();
    table.setFocus();
    table.arrowsSkipHold = true;
    table.showState(*state, 0, true);
    QVERIFY(!table.cursorShown());
    QTest::keyClick(&table, Qt::Key_PageDown);
    QVERIFY(table.cursorShown());
    QVERIFY(table.focusedItem()->id == "roll");
    QTest::keyClick(&table, Qt::Key_Right); // over "hold" (no stop) to "mark"
    QVERIFY(table.focusedItem()->id == "mark");
    QTest::keyClick(&table, Qt::Key_Left);
    QVERIFY(table.focusedItem()->id == "roll");
    // A choice hides the cursor: focusedItem() is still there, cursorShown() says it is hidden.
    QTest::keyClick(&table, Qt::Key_Return);
    table.showState(*state, 0, true);
    QVERIFY(table.focusedItem() != nullptr);
    QVERIFY(!table.cursorShown());
}

void TableKitTest::blindEnterNeverPressesADeliberateCommand() {
    auto state = toyState();
    state->turnPoints = 3; // Roll, Hold and Mark are legal
    ToyButtonTable table;
    table.resize(320, 160);
    table.show();
    table.setFocus();
    QSignalSpy chosen(&table, &GameView::actionChosen);
    // No blind command: Enter with no cursor chooses nothing.
    table.showState(*state, 0, true);
    QTest::keyClick(&table, Qt::Key_Return);
    QCOMPARE(chosen.count(), 0);
    // The table's one way on: Enter (and Space) press it with no cursor shown.
    table.blind = "button/hold";
    table.showState(*state, 0, true);
    QTest::keyClick(&table, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).value<Action>().kind, static_cast<std::uint16_t>(toy::Hold));
    table.showState(*state, 0, true);
    QTest::keyClick(&table, Qt::Key_Space);
    QCOMPARE(chosen.count(), 1);
    chosen.clear();
    // A deliberate command is never pressed blind...
    table.holdDeliberate = true;
    table.blind = "button/hold-deliberate";
    table.showState(*state, 0, true);
    QTest::keyClick(&table, Qt::Key_Return);
    QCOMPARE(chosen.count(), 0);
    // ...only with the cursor on it.
    while (table.focusedItem() == nullptr || table.focusedItem()->id != "button/hold-deliberate")
        QTest::keyClick(&table, Qt::Key_PageDown);
    QVERIFY(table.cursorShown());
    QTest::keyClick(&table, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.takeFirst().at(0).value<Action>().kind, static_cast<std::uint16_t>(toy::Hold));
}

void TableKitTest::tooltipFollowsTheTable() {
    // Play test round 13: the mouse resting on a pen, a computer's move changed the pen, and its
    // tooltip still listed the dogs that had left until the mouse moved.
    auto state = toyState();
    auto& toy = static_cast<toy::ToyState&>(*state);
    toy.score[0] = 3;
    ToyTable table;
    table.resize(320, 160);
    table.showState(*state, 0, true);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    const QPoint at(160, 120); // the score item
    QCursor::setPos(table.mapToGlobal(at));
    QHelpEvent help(QEvent::ToolTip, at, table.mapToGlobal(at));
    QCoreApplication::sendEvent(&table, &help);
    QVERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().contains(QStringLiteral("3 points")), qPrintable(QToolTip::text()));
    toy.score[0] = 7;
    table.showState(*state, 0, true);
    QVERIFY2(QToolTip::text().contains(QStringLiteral("7 points")), qPrintable(QToolTip::text()));
    QToolTip::hideText();
}

void TableKitTest::wordsForNarrowPlaces() {
    // "−2", not "-2" (play test round 14: "jetzt -2 Punkte" beside the sheet's "−2").
    QCOMPARE(numberText(-2), QStringLiteral("\u2212"
                                            "2"));
    QCOMPARE(numberText(0), QStringLiteral("0"));
    QCOMPARE(numberText(24), QStringLiteral("24"));
    const QFontMetricsF fm(uiFont(11, true));
    const double narrow = fm.horizontalAdvance(QStringLiteral("Adoptions-")) + 1;
    // German syllables: before a consonant that opens a vowel; "ch" is never parted.
    QCOMPARE(hyphenated(QStringLiteral("Adoptionsvertrag"), narrow, fm, QLocale::German),
             QStringLiteral("Adoptions-\nvertrag"));
    QCOMPARE(hyphenated(QStringLiteral("Knochen"), fm.horizontalAdvance(QStringLiteral("Knoch")), fm,
                        QLocale::German),
             QStringLiteral("Kno-\nchen"));
    // Polish (and the other languages): after a vowel, or a vowel and a consonant.
    QCOMPARE(hyphenated(QStringLiteral("Arystokrata"), fm.horizontalAdvance(QStringLiteral("Arysto-")) + 1,
                        fm, QLocale::Polish),
             QStringLiteral("Arysto-\nkrata"));
    // A translation's soft hyphens are the only places it breaks, and may carry a space after them.
    const QString marked = QStringLiteral("Kau\u00ADspielzeug");
    QCOMPARE(hyphenated(marked, narrow, fm, QLocale::German), QStringLiteral("Kau-\nspielzeug"));
    QCOMPARE(hyphenated(QStringLiteral("Nass\u00ADfutter x2"), narrow, fm, QLocale::German),
             QStringLiteral("Nass-\nfutter x2"));
    QVERIFY(hyphenated(QStringLiteral("Nassfutter x2"), narrow, fm, QLocale::German).isEmpty());
    QVERIFY(hyphenated(marked, fm.horizontalAdvance(QStringLiteral("spiel")), fm, QLocale::German).isEmpty());
    // Cut with a full stop to fit, never below two letters; a word that fits stays whole.
    QCOMPARE(shortenedWord(QStringLiteral("verde"), 200, fm), QStringLiteral("verde"));
    const QString cut =
        shortenedWord(QStringLiteral("amarela"), fm.horizontalAdvance(QStringLiteral("amar.")) + 1, fm);
    QCOMPARE(cut, QStringLiteral("amar."));
    QCOMPARE(shortenedWord(QStringLiteral("amarela"), 1, fm), QStringLiteral("am."));
}

QTEST_MAIN(TableKitTest)
#include "table_kit_test.moc"
