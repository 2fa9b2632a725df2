// Dig's table under Qt Test (offscreen): it is built from the typed View alone, clicks on its
// items become legal actions through the kit's picker, illegal clicks explain themselves, and
// what is drawn never depends on what the viewer may not see.
#include <QImage>
#include <QMouseEvent>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest/QtTest>

#include <algorithm>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "../table_hint_support.h"
#include "dig/rules/dig_state.h"
#include "dig/view/dig_table.h"
#include "dig_positions.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::dig {

namespace {

// ----- positions (tests/games/dig/dig_positions.h, shared with the rules tests) -----

using digtest::card;
using digtest::give;
using digtest::layoutWith;
using digtest::positionOf;
using digtest::setupOf;

DigState stateAt(int players, const Position& p) {
    DigState s(setupOf(players), p);
    std::vector<std::string> problems;
    s.checkInvariants(problems);
    if (!problems.empty()) qFatal("bad test position: %s", problems.front().c_str());
    return s;
}

/// Applies an action given as text; false if it is not legal.
bool play(GameState& s, const std::string& text) {
    auto a = s.actionFromText(text);
    return a.ok() && s.apply(*a).ok();
}

/// The yard without the given cards (they go to hands), and the place of `bowl` in it.
std::vector<int> yardWithout(const std::vector<std::string>& held) {
    std::vector<int> yard;
    for (int c = 0; c < kYardCards; ++c)
        if (std::none_of(held.begin(), held.end(), [&](const std::string& h) { return card(h) == c; }))
            yard.push_back(c);
    return yard;
}
int placeOf(const std::vector<int>& yard, const std::string& code) {
    return static_cast<int>(std::find(yard.begin(), yard.end(), card(code)) - yard.begin()) + 1;
}

// ----- the widget -----

void click(QWidget& w, const QPointF& at, Qt::MouseButton button = Qt::LeftButton) {
    QMouseEvent press(QEvent::MouseButtonPress, at, w.mapToGlobal(at), button, button, Qt::NoModifier);
    QApplication::sendEvent(&w, &press);
}

QImage picture(QWidget& w) {
    return w.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

Action chosen(const QSignalSpy& spy) {
    return spy.back().front().value<Action>();
}

/// A referee that knows nothing of the engine: the table must not need more than this.
class WordsOnly final : public ui::Referee {
public:
    [[nodiscard]] QString whyNot(const Action&) const override { return QStringLiteral("not now"); }
    [[nodiscard]] QString describe(const Action& a) const override {
        return QStringLiteral("action %1").arg(a.kind);
    }
    [[nodiscard]] QString status() const override { return {}; }
};

} // namespace

class DigViewTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { ui::setAnimationFactor(0); }

    // play test A: H, Enter, Enter… makes every hinted move (shared with the other tables)
    void hintThenEnterMakesEveryMove() {
        DigState s(setupOf(2));
        DigTable table;
        int rounds = 0;
        const QString e = dogtable::test::hintThenEnterAtRandomPositions(table, s, 11, 10, 5, rounds);
        QVERIFY2(e.isEmpty(), qPrintable(e));
        QVERIFY(rounds >= 5);
    }

    // ----- built from the typed view only -----

    void tableFromTypedViewAlone() {
        // The View and the legal list come from the rules; the widget never sees a GameState.
        const DigState s = stateAt(2, positionOf(layoutWith({{3, "RY-R"}}), {0, 0}));
        DigTable fromView;
        fromView.resize(1100, 680);
        fromView.showView(s.viewFor(0), 0, s.legalActions(), std::make_shared<WordsOnly>());
        const QImage a = picture(fromView);
        QVERIFY(!a.isNull());
        QVERIFY(fromView.hitMap().find("place/0") != nullptr);
        QVERIFY(fromView.hitMap().find("place/25") != nullptr);
        QCOMPARE(fromView.hitMap().find("place/0")->name, QStringLiteral("Doghouse"));
        QVERIFY(fromView.hitMap().find("place/3")->description.contains(QStringLiteral("red–yellow card")));
        // The same picture as through the shell's door (showState).
        DigTable fromState;
        fromState.resize(1100, 680);
        fromState.showState(s, 0, true);
        QCOMPARE(picture(fromState), a);
        // A click explains itself through the referee it was given.
        QSignalSpy status(&fromView, &ui::GameView::statusMessage);
        QVERIFY(fromView.clickItem("place/9"));
        QCOMPARE(status.count(), 1);
        QCOMPARE(status.back().front().toString(), QStringLiteral("not now"));
    }

    void anOpponentsKnownBoneSaysHowItIsKnown() {
        // Play test: a bone drawn on another player's face-down card looked like a leak. The card's
        // words now say how it is known: by everybody (its pair's other card was delivered) or by
        // you alone.
        const DigState s = stateAt(2, positionOf(layoutWith({{2, "bowl-R"}}), {0, 0}));
        View v = s.viewFor(0);
        v.players[1].hand = {HandCardView{0, Colour::Red, true, -1},
                             HandCardView{1, Colour::Yellow, false, -1}};
        DigTable table;
        table.resize(1100, 680);
        table.showView(v, 0, {}, std::make_shared<WordsOnly>());
        const auto* opponent = table.hitMap().find("opponent/1");
        QVERIFY(opponent != nullptr);
        QVERIFY2(opponent->tooltip.contains(QStringLiteral("everybody knows: red")),
                 qPrintable(opponent->tooltip));
        QVERIFY(opponent->tooltip.contains(QStringLiteral("card was delivered")));
        QVERIFY2(opponent->tooltip.contains(QStringLiteral("you know: yellow")),
                 qPrintable(opponent->tooltip));
    }

    void ruleNumbersComeFromTheView() {
        // The doghouse's movement table and the bowls' values are the View's, not the table's own.
        const DigState s = stateAt(2, positionOf(layoutWith({{2, "bowl-R"}}), {0, 0}));
        View v = s.viewFor(0);
        DigTable table;
        table.resize(1100, 680);
        table.showView(v, 0, {}, std::make_shared<WordsOnly>());
        QVERIFY(table.hitMap().find("place/0")->tooltip.contains(
            QStringLiteral("0 bones → 4, 1 → 3, 2 → 2, 3 → 1")));
        QVERIFY(table.hitMap().find("place/2")->tooltip.contains(QStringLiteral("5, 4, 3, 2, 1")));
        v.moveRanges = {5, 3, 2, 1};
        v.valueByRank = {9, 7, 5, 3, 1};
        table.showView(v, 0, {}, std::make_shared<WordsOnly>());
        QVERIFY(table.hitMap().find("place/0")->tooltip.contains(QStringLiteral("0 bones → 5, 1 → 3")));
        QVERIFY(table.hitMap().find("place/2")->tooltip.contains(QStringLiteral("9, 7, 5, 3, 1")));
    }

    void theEndTurnButtonIsAnItemAndAHintMarksIt() {
        // Issue #21: a hint for End turn showed only in the status strip, and no key but a bare
        // Enter reached the button. Now it is a command item: Page Down reaches it, the hint rings it.
        const std::vector<std::string> held = {"RY-Y"};
        const auto yard = yardWithout(held);
        Position p = positionOf(yard, {placeOf(yard, "bowl-Y"), 0});
        give(p, 0, held);
        const DigState s = stateAt(2, p);
        QVERIFY(s.check(endTurnAction()).ok());
        DigTable table;
        table.resize(1100, 680);
        table.show();
        table.showState(s, 0, true);
        const ui::TableItem* end = table.hitMap().find("button/end");
        QVERIFY(end != nullptr);
        QVERIFY(end->command);
        QCOMPARE(end->name, QStringLiteral("End turn"));
        const QImage before = table.grab().toImage();
        table.showHint(endTurnAction());
        QCOMPARE(table.hintSteps(), std::vector<std::string>{"button/end"});
        const QImage after = table.grab().toImage();
        // The hint's ring lies round the button, outside it: pixels there change.
        const QRect ring = end->rect.toAlignedRect().adjusted(-7, -7, 7, 7);
        int changed = 0;
        for (int x = ring.left(); x <= ring.right(); ++x)
            for (int y : {ring.top() + 1, ring.top() + 2, ring.bottom() - 1, ring.bottom() - 2})
                changed += before.pixel(x, y) != after.pixel(x, y) ? 1 : 0;
        QVERIFY2(changed > 20, qPrintable(QString::number(changed)));
        // Page Down reaches it and Enter ends the turn.
        QSignalSpy actions(&table, &ui::GameView::actionChosen);
        for (int i = 0; i < 60; ++i) {
            QTest::keyClick(&table, Qt::Key_PageDown);
            if (table.focusedItem() != nullptr && table.focusedItem()->id == "button/end") break;
        }
        QCOMPARE(table.focusedItem()->id, std::string("button/end"));
        QTest::keyClick(&table, Qt::Key_Return);
        QCOMPARE(actions.count(), 1);
        QCOMPARE(chosen(actions), endTurnAction());
    }

    void clicksThroughThePicker() {
        // Three yellow bones in hand at the yellow bowl: the bowl delivers all; hand cards choose fewer.
        const std::vector<std::string> held = {"RY-Y", "YG-Y", "YB-Y"};
        const auto yard = yardWithout(held);
        Position p = positionOf(yard, {placeOf(yard, "bowl-Y"), 0});
        give(p, 0, held);
        const DigState s = stateAt(2, p);
        DigTable table;
        table.resize(1100, 680);
        table.showState(s, 0, true);
        QSignalSpy actions(&table, &ui::GameView::actionChosen);
        const std::string bowl = "place/" + std::to_string(placeOf(yard, "bowl-Y"));
        QCOMPARE(table.picker().stepsOf(deliverAction({card("RY-Y"), card("YG-Y"), card("YB-Y")})),
                 std::vector<std::string>{bowl});
        QVERIFY(table.clickItem("hand/0")); // one bone chosen: more may follow
        QCOMPARE(actions.count(), 0);
        QCOMPARE(table.picker().chosen(), std::vector<std::string>{"hand/0"});
        QVERIFY(table.clickItem("hand/2"));
        QCOMPARE(actions.count(), 1);
        QCOMPARE(chosen(actions), deliverAction({card("RY-Y"), card("YB-Y")}));
        table.showState(s, 0, true); // one decision per position: the next is made on a fresh view
        // One bone alone: the same card clicked twice.
        QVERIFY(table.clickItem("hand/1"));
        QVERIFY(table.clickItem("hand/1"));
        QCOMPARE(chosen(actions), deliverAction({card("YG-Y")}));
        table.showState(s, 0, true); // one decision per position: the next is made on a fresh view
        QVERIFY(table.clickItem(bowl));
        QCOMPARE(chosen(actions), deliverAction({card("RY-Y"), card("YG-Y"), card("YB-Y")}));
        table.showState(s, 0, true); // one decision per position: the next is made on a fresh view
        // A move by its place id.
        const std::string near = "place/" + std::to_string(placeOf(yard, "bowl-Y") - 1);
        QVERIFY(table.clickItem(near));
        QCOMPARE(chosen(actions), moveAction(placeOf(yard, "bowl-Y") - 1));
    }

    void aSingleMatchingBoneFromTheHandOrTheBowl() {
        const auto yard = yardWithout({"RY-Y"});
        Position p = positionOf(yard, {placeOf(yard, "bowl-Y"), 0});
        give(p, 0, {"RY-Y"});
        const DigState s = stateAt(2, p);
        DigTable table;
        table.resize(1100, 680);
        table.showState(s, 0, true);
        QSignalSpy actions(&table, &ui::GameView::actionChosen);
        QVERIFY(table.clickItem("hand/0"));
        QCOMPARE(actions.count(), 1);
        QCOMPARE(chosen(actions), deliverAction({card("RY-Y")}));
        table.showState(s, 0, true); // one decision per position: the next is made on a fresh view
        QVERIFY(table.clickItem("place/" + std::to_string(placeOf(yard, "bowl-Y"))));
        QCOMPARE(actions.count(), 2);
        QCOMPARE(chosen(actions), deliverAction({card("RY-Y")}));
    }

    void animationsFollowTheRulesEvents() {
        // A move and a tidy-up fly (the events of noteAction), then the table rests as if fresh.
        DigState s = stateAt(2, positionOf(layoutWith({{3, "RY-R"}}), {0, 0}));
        DigTable animated, fresh;
        for (DigTable* t : {&animated, &fresh})
            t->resize(1100, 680);
        animated.showState(s, 0, true);
        ui::setAnimationFactor(4); // slow flights (720 ms and more): a busy machine still sees one
        for (const char* text : {"move 3", "dig", "keep", "end"}) {
            const DigState before = s;
            auto a = s.actionFromText(text);
            QVERIFY(a.ok());
            QVERIFY(s.apply(*a).ok());
            animated.noteAction(before, *a);
            animated.showState(s, 0, s.currentSeat() == 0);
            fresh.showState(s, 0, s.currentSeat() == 0);
            const bool flies = std::string(text) == "move 3" || std::string(text) == "end";
            if (flies) QVERIFY2(picture(animated) != picture(fresh), text); // in flight
            QTest::qWait(flies ? 1500 : 0);
            QVERIFY2(picture(animated) == picture(fresh), text); // landed
        }
        ui::setAnimationFactor(0);
    }

    // ----- the checks of the earlier (Catch2) view test -----

    void clickMovesDigsPutsBack() {
        DigTable view;
        view.resize(1100, 680);
        DigState s = stateAt(2, positionOf(layoutWith({{3, "RY-R"}}), {0, 0}));
        view.showState(s, 0, true);
        QSignalSpy actions(&view, &ui::GameView::actionChosen);
        QSignalSpy status(&view, &ui::GameView::statusMessage);
        click(view, view.placeGeometry(3).center());
        QCOMPARE(actions.count(), 1);
        QCOMPARE(chosen(actions), moveAction(3));
        view.showState(s, 0, true); // one decision per position: the next is made on a fresh view
        // Too far: refused by the engine's reason, nothing chosen.
        click(view, view.placeGeometry(9).center());
        QCOMPARE(actions.count(), 1);
        QCOMPARE(status.count(), 1);
        QVERIFY(status.back().front().toString().contains("at most 4 steps"));

        QVERIFY(play(s, "move 3"));
        view.showState(s, 0, true);
        click(view, view.placeGeometry(3).center());
        QCOMPARE(actions.count(), 2);
        QCOMPARE(chosen(actions), digAction());
        QVERIFY(play(s, "dig"));
        view.showState(s, 0, true);
        QVERIFY(view.handCardGeometry(0).isValid());
        click(view, view.handCardGeometry(0).center());
        QCOMPARE(actions.count(), 3);
        QCOMPARE(chosen(actions), putBackAction(card("RY-R")));
    }

    void bowlClickDeliversEveryMatchingBone() {
        const auto yard = yardWithout({"RY-Y", "YG-Y"});
        const int bowl = placeOf(yard, "bowl-Y");
        Position p = positionOf(yard, {bowl, 0});
        give(p, 0, {"RY-Y", "YG-Y"});
        DigState s = stateAt(2, p);
        DigTable view;
        view.resize(1100, 680);
        view.showState(s, 0, true);
        QSignalSpy actions(&view, &ui::GameView::actionChosen);
        click(view, view.placeGeometry(bowl).center());
        QCOMPARE(actions.count(), 1);
        QCOMPARE(chosen(actions), deliverAction({card("RY-Y"), card("YG-Y")}));
    }

    void notToActChoosesNothing() {
        DigState s = stateAt(2, positionOf(layoutWith({}), {0, 0}));
        DigTable view;
        view.resize(1100, 680);
        view.showState(s, 1, false);
        QSignalSpy actions(&view, &ui::GameView::actionChosen);
        click(view, view.placeGeometry(2).center());
        QCOMPARE(actions.count(), 0);
    }

    void pictureIgnoresUnknownBones() {
        // Two yards differing only in which red–yellow card lies where; Bartek holds a green–blue card.
        auto base = layoutWith({{4, "RY-R"}, {9, "RY-Y"}});
        auto swapped = base;
        std::swap(swapped[3], swapped[8]);
        auto withHand = [](std::vector<int> yard, const std::string& held) {
            yard.erase(std::find(yard.begin(), yard.end(), card(held)));
            Position p = positionOf(yard, {2, 5});
            give(p, 0, {held});
            return p;
        };
        DigState a = stateAt(2, withHand(base, "GB-G"));
        DigState b = stateAt(2, withHand(swapped, "GB-G"));
        DigState c = stateAt(2, withHand(base, "GB-B"));
        DigTable view;
        view.resize(1000, 640);
        auto shot = [&](const DigState& st, Seat viewer) {
            view.showState(st, viewer, false);
            return picture(view);
        };
        const QImage ania = shot(a, 1);
        QCOMPARE(shot(b, 1), ania);
        QCOMPARE(shot(c, 1), ania);
        // Bartek sees his own bone: the picture differs with it.
        QVERIFY(shot(a, 0) != shot(c, 0));
    }

    void returningPlayerSeesMarks() {
        DigState s = stateAt(2, positionOf(layoutWith({}), {0, 0}));
        DigTable marked;
        marked.resize(1000, 640);
        marked.showState(s, 0, true);
        {
            const DigState before = s;
            QVERIFY(play(s, "end")); // Bartek passes
            marked.noteAction(before, endTurnAction());
        }
        marked.showState(s, 1, true);
        {
            const DigState before = s;
            QVERIFY(play(s, "move 3")); // Ania moves; then Bartek looks again
            marked.noteAction(before, moveAction(3));
        }
        marked.showState(s, 0, false);
        DigTable fresh;
        fresh.resize(1000, 640);
        fresh.showState(s, 0, false);
        QVERIFY(picture(marked) != picture(fresh));
        // Once Bartek acts, the marks are gone.
        QVERIFY(play(s, "end"));
        marked.showState(s, 0, true);
        {
            const DigState before = s;
            QVERIFY(play(s, "move 2"));
            marked.noteAction(before, moveAction(2));
        }
        marked.showState(s, 0, true);
        fresh.showState(s, 0, true);
        QCOMPARE(picture(marked), picture(fresh));
    }

    void putBackHintUnderTheHand() {
        for (const QSize size : {QSize(1100, 680), QSize(760, 560), QSize(1880, 1000)}) {
            DigTable view;
            view.resize(size);
            DigState s = stateAt(2, positionOf(layoutWith({{3, "RY-R"}}), {0, 0}));
            QVERIFY(play(s, "move 3"));
            QVERIFY(play(s, "dig")); // the dug card waits: keep it, or put a hand card back
            view.showState(s, 0, true);
            (void)picture(view);
            QVERIFY(view.handCardGeometry(0).isValid());
            bool found = false;
            for (const ui::DrawnText& t : view.drawnTexts()) {
                if (!t.text.startsWith(QStringLiteral("Choose a card to put back"))) continue;
                found = true;
                QVERIFY(!t.cut);
                for (int i = 0; view.handCardGeometry(i).isValid(); ++i)
                    QVERIFY(!t.box.intersects(view.handCardGeometry(i)));
            }
            QVERIFY(found);
        }
    }

    void keepButtonInsideOwnPanel() {
        // 784x646 is the table in a 1024x700 window (beside the side panel and under the menu).
        for (const QSize size : {QSize(784, 646), QSize(1100, 680), QSize(1880, 1000)}) {
            DigTable view;
            view.resize(size);
            DigState s = stateAt(3, positionOf(layoutWith({{3, "RY-R"}}), {0, 0, 0}));
            QVERIFY(play(s, "move 3"));
            QVERIFY(play(s, "dig")); // the dug card waits: keep it, or put a hand card back
            view.showState(s, 0, true);
            (void)picture(view);
            QPushButton* keep = nullptr;
            for (auto* b : view.findChildren<QPushButton*>())
                if (b->text() == QStringLiteral("Keep it (leave a gap)")) keep = b;
            QVERIFY(keep != nullptr);
            QVERIFY(keep->isVisibleTo(&view));
            const QRectF own = view.ownAreaGeometry();
            QVERIFY2(QRectF(keep->geometry()).bottom() <= own.bottom() - 4, // clear of the panel's border
                     qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height())));
            for (auto* b : view.findChildren<QPushButton*>())
                if (b != keep && b->isVisibleTo(&view)) QVERIFY(!b->geometry().intersects(keep->geometry()));
        }
    }

    void everyDeliveredColourInOwnPile() {
        // Seat 0 has delivered bones of four colours; the yard holds the other cards.
        std::vector<int> delivered;
        for (const char* colour : {"R", "Y", "B", "G"})
            for (int c = 0; c < kYardCards; ++c) {
                const std::string code(cardCode(c));
                if (code.rfind("bowl", 0) != 0 && code.size() > 2 &&
                    code.substr(code.size() - 2) == std::string("-") + colour) {
                    delivered.push_back(c);
                    break;
                }
            }
        QCOMPARE(delivered.size(), std::size_t{4});
        std::vector<int> yard;
        for (int c = 0; c < kYardCards; ++c)
            if (std::find(delivered.begin(), delivered.end(), c) == delivered.end()) yard.push_back(c);
        Position p = positionOf(yard, {0, 0});
        for (int c : delivered)
            p.delivered[0] |= 1u << c;
        const DigState s = stateAt(2, p);
        for (const QSize size : {QSize(784, 646), QSize(1880, 1000)}) {
            DigTable view;
            view.resize(size);
            view.showState(s, 0, true);
            (void)picture(view);
            const QRectF pile = view.pileGeometry(0);
            int counts = 0;
            for (const ui::DrawnText& t : view.drawnTexts())
                if (pile.adjusted(-6, 0, 6, 20).contains(t.box.center()) &&
                    t.text.startsWith(QStringLiteral("1×"))) {
                    ++counts;
                    QVERIFY(!t.cut);
                }
            QCOMPARE(counts, 4); // one "1×points" label under each colour's bone
        }
    }
};

} // namespace dogtable::games::dig

QTEST_MAIN(dogtable::games::dig::DigViewTest)
#include "dig_view_test.moc"
