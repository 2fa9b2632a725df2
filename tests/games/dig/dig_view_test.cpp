// Dig's table view under the offscreen platform: clicks become legal actions, illegal clicks
// explain themselves, and what is drawn never depends on what the viewer may not see.
#include <QApplication>
#include <QImage>
#include <QMouseEvent>
#include <QPushButton>
#include <QSignalSpy>

#include "dig/view/dig_table.h"
#include "dig_test_util.h"
#include "dogtable/ui/style.h"

using namespace digtest;

namespace {

QApplication& app() {
    static int argc = 1;
    static char name[] = "test_dig_view";
    static char* argv[] = {name, nullptr};
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Never destroyed: tearing Qt down during static destruction crashes at exit.
    static QApplication* a = new QApplication(argc, argv);
    return *a;
}

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

} // namespace

TEST_CASE("dig view: a click on a reachable card moves, on the own card digs, a hand card is put back",
          "[dig][view]") {
    app();
    DigTable view;
    view.resize(1100, 680);
    DigState s = stateAt(2, positionOf(layoutWith({{3, "RY-R"}}), {0, 0}));
    view.showState(s, 0, true);
    QSignalSpy actions(&view, &ui::GameView::actionChosen);
    QSignalSpy status(&view, &ui::GameView::statusMessage);
    click(view, view.placeGeometry(3).center());
    REQUIRE(actions.count() == 1);
    CHECK(chosen(actions) == moveAction(3));
    // Too far: refused by the engine's reason, nothing chosen.
    click(view, view.placeGeometry(9).center());
    CHECK(actions.count() == 1);
    REQUIRE(status.count() == 1);
    CHECK(status.back().front().toString().contains("at most 4 steps"));

    play(s, "move 3");
    view.showState(s, 0, true);
    click(view, view.placeGeometry(3).center());
    REQUIRE(actions.count() == 2);
    CHECK(chosen(actions) == digAction());
    play(s, "dig");
    view.showState(s, 0, true);
    REQUIRE(view.handCardGeometry(0).isValid());
    click(view, view.handCardGeometry(0).center());
    REQUIRE(actions.count() == 3);
    CHECK(chosen(actions) == putBackAction(card("RY-R")));
}

TEST_CASE("dig view: at a bowl a click delivers every matching bone", "[dig][view]") {
    app();
    std::vector<int> yard;
    for (int c = 0; c < kYardCards; ++c)
        if (c != card("RY-Y") && c != card("YG-Y")) yard.push_back(c);
    const int bowl = static_cast<int>(std::find(yard.begin(), yard.end(), card("bowl-Y")) - yard.begin()) + 1;
    Position p = positionOf(yard, {bowl, 0});
    give(p, 0, {"RY-Y", "YG-Y"});
    DigState s = stateAt(2, p);
    DigTable view;
    view.resize(1100, 680);
    view.showState(s, 0, true);
    QSignalSpy actions(&view, &ui::GameView::actionChosen);
    click(view, view.placeGeometry(bowl).center());
    REQUIRE(actions.count() == 1);
    CHECK(chosen(actions) == deliverAction({card("RY-Y"), card("YG-Y")}));
}

TEST_CASE("dig view: a viewer who is not to act chooses nothing", "[dig][view]") {
    app();
    DigState s = stateAt(2, positionOf(layoutWith({}), {0, 0}));
    DigTable view;
    view.resize(1100, 680);
    view.showState(s, 1, false);
    QSignalSpy actions(&view, &ui::GameView::actionChosen);
    click(view, view.placeGeometry(2).center());
    CHECK(actions.count() == 0);
}

TEST_CASE("dig view: the picture does not depend on bones the viewer cannot know", "[dig][view][hidden]") {
    app();
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
    CHECK(ania == shot(b, 1));
    CHECK(ania == shot(c, 1));
    // Bartek sees his own bone: the picture differs with it.
    CHECK(shot(a, 0) != shot(c, 0));
}

TEST_CASE("dig view: a returning player sees where the others acted, until acting again", "[dig][view]") {
    app();
    const double speed = ui::animationFactor();
    ui::setAnimationFactor(0); // compare still pictures
    DigState s = stateAt(2, positionOf(layoutWith({}), {0, 0}));
    DigTable marked;
    marked.resize(1000, 640);
    marked.showState(s, 0, true);
    {
        const DigState before = s;
        play(s, "end"); // Bartek passes
        marked.noteAction(before, endTurnAction());
    }
    marked.showState(s, 1, true);
    {
        const DigState before = s;
        play(s, "move 3"); // Ania moves; then Bartek looks again
        marked.noteAction(before, moveAction(3));
    }
    marked.showState(s, 0, false);
    DigTable fresh;
    fresh.resize(1000, 640);
    fresh.showState(s, 0, false);
    CHECK(picture(marked) != picture(fresh));
    // Once Bartek acts, the marks are gone.
    play(s, "end");
    marked.showState(s, 0, true);
    {
        const DigState before = s;
        play(s, "move 2");
        marked.noteAction(before, moveAction(2));
    }
    marked.showState(s, 0, true);
    fresh.showState(s, 0, true);
    CHECK(picture(marked) == picture(fresh));
    ui::setAnimationFactor(speed);
}

TEST_CASE("dig view: the put-back hint is drawn under the hand, never over a card", "[dig][view]") {
    app();
    for (const QSize size : {QSize(1100, 680), QSize(760, 560), QSize(1880, 1000)}) {
        DigTable view;
        view.resize(size);
        DigState s = stateAt(2, positionOf(layoutWith({{3, "RY-R"}}), {0, 0}));
        play(s, "move 3");
        play(s, "dig"); // the dug card waits: keep it, or put a hand card back
        view.showState(s, 0, true);
        (void)picture(view);
        REQUIRE(view.handCardGeometry(0).isValid());
        bool found = false;
        for (const ui::DrawnText& t : view.drawnTexts()) {
            if (!t.text.startsWith(QStringLiteral("Click a card to put it back"))) continue;
            found = true;
            CHECK_FALSE(t.cut);
            for (int i = 0; view.handCardGeometry(i).isValid(); ++i)
                CHECK_FALSE(t.box.intersects(view.handCardGeometry(i)));
        }
        CHECK(found);
    }
}

TEST_CASE("dig view: the keep button stays inside the own panel in a small window", "[dig][view]") {
    app();
    // 784x646 is the table in a 1024x700 window (beside the side panel and under the menu).
    for (const QSize size : {QSize(784, 646), QSize(1100, 680), QSize(1880, 1000)}) {
        DigTable view;
        view.resize(size);
        DigState s = stateAt(3, positionOf(layoutWith({{3, "RY-R"}}), {0, 0, 0}));
        play(s, "move 3");
        play(s, "dig"); // the dug card waits: keep it, or put a hand card back
        view.showState(s, 0, true);
        (void)picture(view);
        QPushButton* keep = nullptr;
        for (auto* b : view.findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("Keep it (leave a gap)")) keep = b;
        REQUIRE(keep != nullptr);
        CHECK(keep->isVisibleTo(&view));
        INFO(size.width() << "x" << size.height());
        const QRectF own = view.ownAreaGeometry();
        CHECK(QRectF(keep->geometry()).bottom() <= own.bottom() - 4); // clear of the panel's border
        for (auto* b : view.findChildren<QPushButton*>())
            if (b != keep && b->isVisibleTo(&view)) CHECK_FALSE(b->geometry().intersects(keep->geometry()));
    }
}

TEST_CASE("dig view: every delivered colour shows in the own pile in a small window", "[dig][view]") {
    app();
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
    REQUIRE(delivered.size() == 4);
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
        INFO(size.width() << "x" << size.height());
        const QRectF pile = view.pileGeometry(0);
        int counts = 0;
        for (const ui::DrawnText& t : view.drawnTexts())
            if (pile.adjusted(-6, 0, 6, 20).contains(t.box.center()) &&
                t.text.startsWith(QStringLiteral("1×"))) {
                ++counts;
                CHECK_FALSE(t.cut);
            }
        CHECK(counts == 4); // one "1×points" label under each colour's bone
    }
}
