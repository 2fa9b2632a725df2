// The Dog Lover table view under the offscreen platform: it renders every stage and offers only
// legal actions.
#include <QtTest/QtTest>

#include <functional>

#include <QApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

#define DOGLOVER_TEST_QT // the shared helpers without Catch2
#include "../table_hint_support.h"
#include "doglover/view/doglover_art.h"
#include "doglover/view/doglover_table.h"
#include "doglover_test_util.h"
#include "dogtable/core/rng.h"
#include "dogtable/ui/game_table.h"
#include "dogtable/ui/style.h"

using namespace dogtable;
using namespace dogtable::games::doglover;
using namespace dogtable::games::doglover::test;

namespace {

void app() {} // QTEST_MAIN makes the application

void ensure(bool ok, const char* what) {
    if (!ok) throw std::runtime_error(what);
}

/// A left click (press and release) sent straight to the widget.
void click(QWidget& w, const QPointF& at) {
    QMouseEvent press(QEvent::MouseButtonPress, at, w.mapToGlobal(at), Qt::LeftButton, Qt::LeftButton,
                      Qt::NoModifier);
    QApplication::sendEvent(&w, &press);
    QMouseEvent release(QEvent::MouseButtonRelease, at, w.mapToGlobal(at), Qt::LeftButton, Qt::NoButton,
                        Qt::NoModifier);
    QApplication::sendEvent(&w, &release);
}

void drag(QWidget& w, const QPointF& from, const QPointF& to) {
    QMouseEvent press(QEvent::MouseButtonPress, from, w.mapToGlobal(from), Qt::LeftButton, Qt::LeftButton,
                      Qt::NoModifier);
    QApplication::sendEvent(&w, &press);
    const QPointF mid = (from + to) / 2;
    QMouseEvent move1(QEvent::MouseMove, mid, w.mapToGlobal(mid), Qt::NoButton, Qt::LeftButton,
                      Qt::NoModifier);
    QApplication::sendEvent(&w, &move1);
    QMouseEvent move2(QEvent::MouseMove, to, w.mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &move2);
    QMouseEvent release(QEvent::MouseButtonRelease, to, w.mapToGlobal(to), Qt::LeftButton, Qt::NoButton,
                        Qt::NoModifier);
    QApplication::sendEvent(&w, &release);
}

/// Closes every menu a click opens (menus run their own event loop) and keeps the items it offered.
struct MenuCatcher {
    QStringList items;
    QTimer timer;
    MenuCatcher() {
        timer.setInterval(5);
        QObject::connect(&timer, &QTimer::timeout, [this] {
            if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
                for (QAction* a : menu->actions())
                    items << a->text();
                menu->close();
            }
        });
        timer.start();
    }
};

/// Ania (seat 0, Mando) drafts the top row: Złodziejaszek (medium: no dog of hers can take it),
/// Łobuziak (small) and the small dog Leia, who can take Łobuziak.
std::unique_ptr<DogLoverState> twoPendingTraits() {
    Script sc;
    sc.grid = {kZlodziejaszek, kLobuziak, kLeia, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    must(*s, Action(kDraft, kSiad, placementIndex(kSiad, cells({0, 1, 2}), 0)));
    ensure(s->player(0).area.dogCount == 2, "s->player(0).area.dogCount == 2");
    ensure(s->player(0).area.dogs[1].card == kLeia, "s->player(0).area.dogs[1].card == kLeia");
    return s;
}

/// One random game on `s`: chance's outcomes by their weights, the players' moves uniform (`rng`);
/// `decide` sees each decision (its legal actions, the step with chance's counted) before the move;
/// the walk ends when `done` says so (or a check failed).
void walkRandomGame(
    DogLoverState& s, Rng& rng, const std::function<void(const std::vector<Action>&, int)>& decide,
    const std::function<bool()>& done = [] { return false; }) {
    for (int steps = 0; !s.isOver() && steps < 1500; ++steps) {
        if (s.currentSeat() == kChanceSeat) {
            auto outs = s.chanceOutcomes();
            must(s, outs[rng.pickWeighted(outs)].action);
            continue;
        }
        const auto legal = s.legalActions();
        decide(legal, steps);
        if (done() || QTest::currentTestFailed()) return;
        must(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
}

/// Random games of 2 to 4 players (seeds 1 to 60 each) walked to their first penalty choice that
/// `wanted` takes: `visit` sees it (the state and its legal actions), until `enough` says so or a
/// check in `visit` failed.
void walkToPenaltyChoices(const std::function<bool(const DogLoverState&, const std::vector<Action>&)>& wanted,
                          const std::function<void(const DogLoverState&, const std::vector<Action>&)>& visit,
                          const std::function<bool()>& enough) {
    for (int n = 2; n <= 4 && !enough() && !QTest::currentTestFailed(); ++n)
        for (std::uint64_t seed = 1; seed <= 60 && !enough() && !QTest::currentTestFailed(); ++seed) {
            DogLoverState s(makeSetup(n, false));
            Rng rng(seed * 31 + static_cast<std::uint64_t>(n));
            bool found = false;
            walkRandomGame(
                s, rng,
                [&](const std::vector<Action>& legal, int) {
                    if (!wanted(s, legal)) return;
                    found = true;
                    visit(s, legal);
                },
                [&] { return found; });
        }
}

} // namespace

class DogLoverViewTest : public QObject {
    Q_OBJECT
private slots:
    void t01_TheViewPreviewsDraftsWithThe();
    void t02_TheViewOffersForACard();
    void t03_TheViewRendersRandomPositionsFor();
    void t04_NothingAnimatesWhenNothingMoves();
    void t05_EveryRulesAnchorTheViewLinks();
    void t06_DragAndDropAPendingTrait();
    void t07_AfterAHandOverTheTable();
    void t08_RecentMarksFollowUndoAndForget();
    void t09_RecentmarksWhatOthersDidSinceThe();
    void t10_APickedPendingCardGoesTo();
    void t11_EndTurnWithADiscardConfirmed();
    void t12_AConfirmedEndTurnStopsFor();
    void t13_TheEnlargedCardUnderTheMouse();
    void t14_PendingChipsAndTheEndOf();
    void t15_AnOpponentSFetchBadgeNever();
    void t16_NoEnlargedCardOverTheGrid();
    void t17_TheFocusRingOnAPlacementShowsItsFootprint();
    void t18_OwnTricksAreItemsByTheirId();
    void t19_HintThenEnterMakesTheHintedMove();
    void t20_MoreListsCommandsAndTooltipsNameTheOwner();
    void t21_ALongCardNameTakesTwoLinesBeforeItIsCut();
    void t22_WarningsWithoutRoomStayAboveTheButtons();
    void t23_TheDraftPreviewLeavesWithThePointer();
    void t24_TheHandAndFetchFitTheOwnPanel();
    void t25_CardsSayPointsAndTraitsNameTheirDog();
    void t26_GridCardNamesAreNotShortened();
    void t27_HintThenEnterMakesEveryKindOfMove();
    void t28_AClickOnThePickedTrickNeverTurnsIt();
    void t29_TabStopsAtYourDogs();
    void t30_EveryPenaltyChoiceIsReachable();
    void t31_AFullHandNamesEveryCardWhole();
    void t32_ADogRowKeepsItsTraitWhole();
    void t33_AClickOnWhatAPenaltyNamesMakesThatChoice();
    void t34_HighlightsStayOnTheirItems();
    void t35_OneExplanationAtATime();
    void t36_AWarningThatDoesNotFitIsNeverCovered();
    void t37_ADogsFrameGoesRoundItsTuckedCards();
    void t38_TheLastRoundBadgeShowsWhole();
    void t39_NamesJoinTheirDescriptionsWithOneColon();
    void t40_ATraitTagNamesItsTraitWhole();
    void t41_EveryDogOfTheOthersIsShownOrListed();
    void t42_TheWatchDogSaysWhatItDoes();
    void t43_AShelterDogsPointsShowAtTheEnd();
    void t44_TheSupplySaysWhatItsMarksStandFor();
    void t45_EndTurnAsksNothingWhenItIsTheHint();
    // the typed View alone, clicks through the picker, the last refill
    void viewFromRulesAlone();
    void clickingItemsMakesLegalActions();
    void lateRefillCellsShowEmpty();
    void everyTuckedKindIsShownOrCounted();
    void tenOwnDogsStayReadable();
    void theHeaderKeepsClearOfThePrompt();
};

// the view previews drafts with the engine's verdict and emits legal actions
void DogLoverViewTest::t01_TheViewPreviewsDraftsWithThe() {
    app();
    ui::setAnimationFactor(0.0);
    qRegisterMetaType<dogtable::Action>();
    DogLoverTable view;
    view.resize(1280, 800);
    auto s = scripted({});
    view.showState(*s, 0, true);
    QVERIFY((!(view.grab().isNull())));
    // Sit turned a quarter: a row; over the top row it is legal, over the guarded middle row not
    view.selectTrick(kSiad, 1);
    auto top = view.draftAt(0);
    QVERIFY((top.has_value()));
    QVERIFY((isLegal(*s, *top)));
    QVERIFY((view.draftProblemAt(0).isEmpty()));
    QVERIFY((view.draftProblemAt(3).contains(QStringLiteral("watch dog"))));
    QSignalSpy chosen(&view, &ui::GameView::actionChosen);
    click(view, view.cellRect(1).center());
    QVERIFY((chosen.count() == 1));
    QVERIFY((chosen.front().front().value<dogtable::Action>() == *top));
    // a click on an illegal placement emits nothing
    click(view, view.cellRect(4).center());
    QVERIFY((chosen.count() == 1));
}

// play test: the keyboard's focus on a trick placement showed one cell, not the whole footprint
void DogLoverViewTest::t17_TheFocusRingOnAPlacementShowsItsFootprint() {
    app();
    ui::setAnimationFactor(0.0);
    DogLoverTable view;
    view.resize(1280, 800);
    view.show();
    auto s = scripted({});
    view.showState(*s, 0, true);
    view.selectTrick(kSiad, 1); // Sit turned a quarter: a row of three cells
    const ui::TableItem* f = nullptr;
    for (int i = 0; i < 60; ++i) {
        QTest::keyClick(&view, Qt::Key_PageDown);
        f = view.focusedItem();
        if (f != nullptr && f->id.rfind("cell/", 0) == 0) break;
    }
    QVERIFY(f != nullptr && f->id.rfind("cell/", 0) == 0);
    const auto a = view.draftAt(f->index);
    QVERIFY(a.has_value());
    const auto& pl = placements(kSiad)[static_cast<std::size_t>(a->arg(1))];
    int covered = 0;
    for (int c = 0; c < 9; ++c)
        if (pl.mask >> c & 1U) {
            ++covered;
            QVERIFY2(view.focusRingRect().contains(view.cellRect(c)), qPrintable(QString::number(c)));
        }
    QCOMPARE(covered, 3);
    // Enter there makes exactly that placement.
    QSignalSpy chosen(&view, &ui::GameView::actionChosen);
    QTest::keyClick(&view, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QVERIFY(chosen.front().front().value<dogtable::Action>() == *a);
}

// keyboard game test: a special starting trick (id 3, first in the own area) was item "trick/0/0",
// so neither Page Down nor a click could start a draft with it
void DogLoverViewTest::t18_OwnTricksAreItemsByTheirId() {
    app();
    ui::setAnimationFactor(0.0);
    Script sc;
    sc.special = true;
    sc.specials = {kFirstSpecial + 2, kFirstSpecial + 3};
    auto s = scripted(sc);
    const Seat me = s->currentSeat();
    QVERIFY(me >= 0);
    DogLoverTable view;
    view.resize(1280, 800);
    view.show();
    view.showState(*s, me, true);
    int owned = 0;
    for (TrickId t = 0; t < 32; ++t) {
        if (!(s->player(me).tricks >> t & 1U)) continue;
        ++owned;
        const std::string id = "trick/" + std::to_string(me) + "/" + std::to_string(t);
        QVERIFY2(view.hitMap().find(id) != nullptr, id.c_str());
        // the picked trick is turned by its round arrow, not by a click on it (play test A)
        const std::string arrow = "rotate/" + std::to_string(t);
        QVERIFY2(view.picker().isTarget(id) || view.picker().isTarget(arrow), id.c_str());
    }
    QVERIFY(owned >= 1);
    // By keys: Page Down reaches the trick (or the picked one's round arrow), Enter picks (turns)
    // it, and a placement follows.
    const auto trickOrArrow = [&view] {
        const ui::TableItem* f = view.focusedItem();
        return f != nullptr && (f->id.rfind("trick/", 0) == 0 || f->id.rfind("rotate/", 0) == 0);
    };
    for (int i = 0; i < 40 && !trickOrArrow(); ++i)
        QTest::keyClick(&view, Qt::Key_PageDown);
    QVERIFY(trickOrArrow());
    QTest::keyClick(&view, Qt::Key_Return);
    QVERIFY(view.picker().targets().size() > 0);
    bool cell = false;
    for (const auto& t : view.picker().targets())
        cell = cell || t.rfind("cell/", 0) == 0;
    for (const auto& item : view.hitMap().items())
        cell = cell || (item.id.rfind("cell/", 0) == 0 && view.picker().isTarget(item.id));
    QVERIFY(cell);
}

// play test (#21): H then Enter stalled on any two-step move: the cursor stayed on the first step,
// so the next Enter took the pick back; with a trick picked, Enter only turned it
void DogLoverViewTest::t19_HintThenEnterMakesTheHintedMove() {
    app();
    ui::setAnimationFactor(0.0);
    Script sc;
    sc.grid = {kWalk, kBone, kRudy, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    DogLoverTable view;
    view.resize(1280, 800);
    view.show();
    view.setFocus();
    view.showState(*s, 0, true);
    QSignalSpy chosen(&view, &ui::GameView::actionChosen);
    // The draft of the top row at a turn other than the one the trick shows: H, then Enter only.
    const Action top(kDraft, kSiad, placementIndex(kSiad, cells({0, 1, 2}), 0));
    QVERIFY(isLegal(*s, top));
    view.showHint(top);
    for (int i = 0; i < 4 && chosen.isEmpty(); ++i)
        QTest::keyClick(&view, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QVERIFY(chosen.takeFirst().front().value<Action>() == top);
    must(*s, top);
    view.showState(*s, 0, true);
    // The walk under Mando: H, Enter (the walk), H again (keeps it), Enter (the dog).
    const Action tuck(kTuck, 0, kWalk);
    QVERIFY(isLegal(*s, tuck));
    view.showHint(tuck);
    QTest::keyClick(&view, Qt::Key_Return);
    QVERIFY(view.picker().started());
    QCOMPARE(view.focusedItem()->id, std::string("dog/0/0"));
    view.showHint(tuck);
    QVERIFY(view.picker().started());
    QTest::keyClick(&view, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QVERIFY(chosen.takeFirst().front().value<Action>() == tuck);
}

// play test (#15): the "More…" menu read like the log ("Player 1 tucks Walk under Mando"), and the
// tooltip of an opponent's dog spoke of "your area" and "the tokens you have"
void DogLoverViewTest::t20_MoreListsCommandsAndTooltipsNameTheOwner() {
    app();
    ui::setAnimationFactor(0.0);
    Script sc;
    sc.grid = {kWalk, kBone, kRudy, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    must(*s, Action(kDraft, kSiad, placementIndex(kSiad, cells({0, 1, 2}), 0)));
    DogLoverTable view;
    view.resize(1280, 800);
    view.show();
    view.showState(*s, 0, true);
    {
        MenuCatcher menus;
        QVERIFY(view.clickItem("more"));
        QCoreApplication::processEvents();
        QVERIFY(!menus.items.isEmpty());
        QVERIFY2(menus.items.contains(QStringLiteral("Tuck Walk under Mando")),
                 qPrintable(menus.items.join('|')));
        QVERIFY2(menus.items.contains(QStringLiteral("End the turn")), qPrintable(menus.items.join('|')));
        for (const QString& entry : menus.items)
            QVERIFY2(!entry.startsWith(QString::fromStdString(s->playerName(0))), qPrintable(entry));
    }
    const ui::TableItem* mine = view.hitMap().find("dog/0/0");
    const ui::TableItem* theirs = view.hitMap().find("dog/1/0");
    QVERIFY(mine != nullptr && theirs != nullptr);
    const QString other = QString::fromStdString(s->playerName(1));
    QVERIFY2(mine->tooltip.contains(QStringLiteral("your area")), qPrintable(mine->tooltip));
    QVERIFY2(!theirs->tooltip.contains(QStringLiteral("your")), qPrintable(theirs->tooltip));
    QVERIFY2(!theirs->tooltip.contains(QStringLiteral("its current tokens")), qPrintable(theirs->tooltip));
    QVERIFY2(theirs->tooltip.contains(other + QStringLiteral("'s current tokens")),
             qPrintable(theirs->tooltip));
}

// play test (s25.png): "Najlepszy przyjaciel" showed as "Najlepszy p." on a grid card at 1920x1080
// (140x195 px) that has room for the name on two lines
// Two pending items on a short table (the guided game at 1024x700 had a walk and a trait pending
// under a hand card and Fetch): a warning with no room left above the buttons is never drawn under
// them; the rest shares the last line, elided (its full text is recorded).
void DogLoverViewTest::t22_WarningsWithoutRoomStayAboveTheButtons() {
    app();
    ui::setAnimationFactor(0.0);
    auto s = twoPendingTraits();
    int joined = 0;
    for (int height = 640; height >= 480; height -= 10) {
        DogLoverTable view;
        view.resize(780, height);
        view.showState(*s, 0, true);
        (void)view.grab();
        std::vector<QRectF> buttons;
        std::vector<ui::DrawnText> warnings;
        for (const ui::DrawnText& t : view.drawnTexts()) {
            if (t.text == QStringLiteral("End turn") || t.text.startsWith(QStringLiteral("More")) ||
                t.text.startsWith(QStringLiteral("Scores")))
                buttons.push_back(t.box);
            if (t.text.contains(QStringLiteral("must be attached")) ||
                t.text.contains(QStringLiteral("discarded,")) ||
                t.text.contains(QStringLiteral("is discarded and")))
                warnings.push_back(t);
        }
        QCOMPARE(buttons.size(), std::size_t{3});
        for (const ui::DrawnText& w : warnings)
            for (const QRectF& b : buttons)
                QVERIFY2(!w.box.intersects(b),
                         qPrintable(QStringLiteral("780x%1: \"%2\" under a button").arg(height).arg(w.text)));
        if (warnings.size() == 1 && warnings.front().text.contains(QStringLiteral(" · "))) ++joined;
    }
    QVERIFY(joined > 0); // some heights had room for one line only
}

void DogLoverViewTest::t21_ALongCardNameTakesTwoLinesBeforeItIsCut() {
    app();
    // The style records fitted texts drawn on widgets: the card is drawn by a widget's paint.
    struct CardWidget final : QWidget {
        void paintEvent(QPaintEvent*) override {
            QPainter p(this);
            art::drawCard(p, QRectF(10, 10, 140, 195), kNajlepszy);
        }
    } card;
    card.resize(200, 240);
    ui::forgetElisions(&card);
    (void)card.grab();
    bool whole = false;
    QStringList seen;
    for (const ui::DrawnText& t : ui::textsOn(&card)) {
        seen << t.shown;
        whole = whole || (t.shown == QStringLiteral("Najlepszy przyjaciel") && !t.cut);
    }
    QVERIFY2(whole, qPrintable(seen.join(QStringLiteral(" | "))));
    ui::forgetElisions(&card);
}

// the view offers for a card exactly the engine's legal actions
void DogLoverViewTest::t02_TheViewOffersForACard() {
    app();
    DogLoverTable view;
    view.resize(1280, 800);
    Script sc;
    sc.grid = {kZlodziejaszek, kFirstFood + 2, kRudy, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    must(*s, Action(kDraft, kSiad, placementIndex(kSiad, cells({0, 1, 2}), 0)));
    view.showState(*s, 0, true);
    auto forTrait = view.actionsForCard(kZlodziejaszek);
    QVERIFY((forTrait == std::vector<Action>{Action(kAttach, 1, kZlodziejaszek)}));
    auto forFood = view.actionsForCard(kFirstFood + 2);
    QVERIFY((forFood == std::vector<Action>{Action(kFood, kFirstFood + 2, -1)}));
    // not interactive: nothing is offered
    view.showState(*s, 1, false);
    QVERIFY((view.actionsForCard(kZlodziejaszek).empty()));
}

// the view renders random positions for every player count and seat, and animates drafts
void DogLoverViewTest::t03_TheViewRendersRandomPositionsFor() {
    app();
    for (int n = 2; n <= 4; ++n) {
        DogLoverState s(makeSetup(n, n == 3));
        Rng rng(static_cast<std::uint64_t>(n));
        DogLoverTable view;
        view.resize(1280, 800);
        int steps = 0;
        while (!s.isOver() && steps < 400) {
            if (s.currentSeat() == kChanceSeat) {
                auto outs = s.chanceOutcomes();
                must(s, outs[rng.pickWeighted(outs)].action);
                continue;
            }
            auto legal = s.legalActions();
            const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            if (steps % 25 == 0) {
                for (Seat v = -2; v < n; ++v)
                    if (v != kChanceSeat) {
                        view.showState(s, v, v == s.currentSeat());
                        QVERIFY((!(view.grab().isNull())));
                    }
            }
            if (a.kind == kDraft) {
                ui::setAnimationFactor(1.0);
                view.showState(s, s.currentSeat(), true);
                (void)view.grab();
                view.noteAction(s, a);
                must(s, a);
                view.showState(s, 0, false);
                QVERIFY((view.animating()));
                ui::setAnimationFactor(0.0);
            } else {
                must(s, a);
            }
            ++steps;
        }
        view.showState(s, 0, false);
        QVERIFY((!(view.grab().isNull())));
    }
}

// nothing animates when nothing moves
void DogLoverViewTest::t04_NothingAnimatesWhenNothingMoves() {
    app();
    ui::setAnimationFactor(1.0);
    DogLoverTable view;
    view.resize(1280, 800);
    auto s = scripted({});
    view.showState(*s, 0, true);
    (void)view.grab();
    view.noteAction(*s, Action(kLearn, 0)); // not a card flight
    view.showState(*s, 0, true);
    QVERIFY((!(view.animating())));
    ui::setAnimationFactor(0.0);
}

#include <QFile>
#include <QRegularExpression>

#include "doglover/view/doglover_art.h"

// every rules anchor the view links to is a heading of the rules page
void DogLoverViewTest::t05_EveryRulesAnchorTheViewLinks() {
    QFile page(QStringLiteral(DOGTABLE_SOURCE_DIR "/docs/rules/doglover.en.md"));
    QVERIFY((page.open(QIODevice::ReadOnly)));
    QStringList slugs;
    for (const QString& line : QString::fromUtf8(page.readAll()).split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1Char('#'))) continue;
        QString h = line;
        h.remove(QRegularExpression(QStringLiteral("^#+\\s*")));
        h = h.toLower();
        h.remove(QRegularExpression(QStringLiteral("[^a-z0-9 \\-]")));
        h.replace(QLatin1Char(' '), QLatin1Char('-'));
        slugs << h;
    }
    QStringList anchors{
        QStringLiteral("overview"),      QStringLiteral("setup"),      QStringLiteral("your-turn"),
        QStringLiteral("the-watch-dog"), QStringLiteral("tricks"),     QStringLiteral("end-of-turn"),
        QStringLiteral("scoring"),       QStringLiteral("card-types"), QStringLiteral("our-decisions")};
    for (int c = 0; c < kCardIds; ++c)
        anchors << art::rulesAnchor(static_cast<CardId>(c));
    for (const QString& a : anchors) {
        QVERIFY((slugs.contains(a)));
    }
    // The Polish page keeps every section of the English one as an explicit id ("## Psy {#dogs}"),
    // so F1 and the tooltips land on the same section in either language.
    QFile polish(QStringLiteral(DOGTABLE_SOURCE_DIR "/docs/rules/doglover.pl.md"));
    QVERIFY((polish.open(QIODevice::ReadOnly)));
    QStringList ids;
    static const QRegularExpression explicitId(QStringLiteral(R"(^#+\s.*\{#([A-Za-z0-9_-]+)\}\s*$)"),
                                               QRegularExpression::MultilineOption);
    for (auto it = explicitId.globalMatch(QString::fromUtf8(polish.readAll())); it.hasNext();)
        ids << it.next().captured(1);
    QCOMPARE(ids, slugs);
}

// drag and drop: a pending trait onto a dog attaches it, onto a wrong dog does nothing
void DogLoverViewTest::t06_DragAndDropAPendingTrait() {
    app();
    ui::setAnimationFactor(0.0);
    DogLoverTable view;
    view.resize(1280, 800);
    Script sc;
    sc.grid = {kZlodziejaszek, kFirstFood + 2, kRudy, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    must(*s, Action(kDraft, kSiad, placementIndex(kSiad, cells({0, 1, 2}), 0)));
    view.showState(*s, 0, true);
    (void)view.grab();
    const QRectF trait = view.cardRect(kZlodziejaszek);
    const QRectF mando = view.dogRect(0, 0), rudy = view.dogRect(0, 1);
    QVERIFY((!(trait.isEmpty())));
    QVERIFY((!(rudy.isEmpty())));
    QSignalSpy chosen(&view, &ui::GameView::actionChosen);
    drag(view, trait.center(), mando.center()); // Mando is big: refused, nothing emitted
    QVERIFY((chosen.count() == 0));
    drag(view, trait.center(), rudy.center());
    QVERIFY((chosen.count() == 1));
    QVERIFY((chosen.front().front().value<dogtable::Action>() == Action(kAttach, 1, kZlodziejaszek)));
}

// after a hand-over the table frames the cells the others took cards from
void DogLoverViewTest::t07_AfterAHandOverTheTable() {
    app();
    ui::setAnimationFactor(0.0);
    DogLoverState s(makeSetup(3));
    Rng rng(7);
    DogLoverTable view;
    view.resize(1280, 800);
    // Every action goes through the view first, as the app does; remember the cells each seat took
    // cards from (drafts and fetches).
    std::vector<std::vector<std::pair<int, Seat>>> expected(3);
    int drafts = 0, checked = 0;
    while (!s.isOver() && drafts < 12) {
        if (s.currentSeat() == kChanceSeat) {
            auto outs = s.chanceOutcomes();
            const Action a = outs[rng.pickWeighted(outs)].action;
            view.noteAction(s, a);
            must(s, a);
            continue;
        }
        const Seat actor = s.currentSeat();
        // Before this seat acts, its view shows exactly what the others drafted since its last action.
        view.showState(s, actor, true);
        (void)view.grab();
        auto want = expected[static_cast<std::size_t>(actor)];
        std::sort(want.begin(), want.end());
        want.erase(std::unique(want.begin(), want.end(), [](auto& x, auto& y) { return x.first == y.first; }),
                   want.end());
        if (!want.empty()) {
            const auto got = view.recentCells();
            QVERIFY((got.size() == want.size()));
            for (std::size_t i = 0; i < got.size(); ++i)
                QVERIFY((got[i].first == want[i].first));
            ++checked;
        }
        auto legal = s.legalActions();
        const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        expected[static_cast<std::size_t>(actor)].clear();
        if (a.kind == kDraft) {
            ++drafts;
            const auto ps = placements(static_cast<TrickId>(a.arg(0)));
            for (int c = 0; c < 9; ++c)
                if (ps[static_cast<std::size_t>(a.arg(1))].mask >> c & 1U)
                    for (Seat o = 0; o < 3; ++o)
                        if (o != actor) expected[static_cast<std::size_t>(o)].push_back({c, actor});
        } else if (a.kind == kFetch) {
            for (Seat o = 0; o < 3; ++o)
                if (o != actor) expected[static_cast<std::size_t>(o)].push_back({a.arg(0), actor});
        }
        view.noteAction(s, a);
        must(s, a);
        view.showState(s, actor, false);
    }
    QVERIFY((drafts == 12));
    QVERIFY((checked >= 6));
}

// recent marks follow undo and forget another game
void DogLoverViewTest::t08_RecentMarksFollowUndoAndForget() {
    app();
    ui::setAnimationFactor(0.0);
    DogLoverState s(makeSetup(3));
    Rng rng(11);
    DogLoverTable view;
    view.resize(1280, 800);
    std::unique_ptr<GameState> snap;
    std::vector<std::pair<int, Seat>> marksAtSnap;
    int othersDrafts = 0;
    while (!s.isOver() && othersDrafts < 8) {
        Action a;
        if (s.currentSeat() == kChanceSeat) {
            auto outs = s.chanceOutcomes();
            a = outs[rng.pickWeighted(outs)].action;
        } else {
            auto legal = s.legalActions();
            a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            if (a.kind == kDraft && s.currentSeat() != 0 && ++othersDrafts >= 4 && !snap) {
                // remember the table as seat 0 sees it before this draft, if it shows marks
                view.showState(s, 0, false);
                if (!view.recentCells().empty()) {
                    snap = s.clone();
                    marksAtSnap = view.recentCells();
                }
            }
        }
        view.noteAction(s, a);
        must(s, a);
        view.showState(s, 0, false);
    }
    QVERIFY((snap));
    QVERIFY((view.recentCells() != marksAtSnap)); // the game has moved on since
    // Undo back to before that draft: the later actions' marks are gone, the earlier ones stay.
    view.showState(*snap, 0, false);
    QVERIFY((view.recentCells() == marksAtSnap));
    // Another game on the same table: nothing of the old one is marked.
    DogLoverState other(makeSetup(3));
    Rng rng2(99);
    while (other.currentSeat() == kChanceSeat) {
        auto outs = other.chanceOutcomes();
        must(other, outs[rng2.pickWeighted(outs)].action);
    }
    view.showState(other, 0, false);
    QVERIFY((view.recentCells().empty()));
}

#include "dogtable/ui/recent_marks.h"

// RecentMarks: what others did since the viewer's last action, undo, other games
void DogLoverViewTest::t09_RecentmarksWhatOthersDidSinceThe() {
    ui::RecentMarks m;
    m.showing(100);
    m.acted(0, 100); // seat 0 acts on place 3
    m.mark(3);
    m.showing(101);
    m.acted(-1, 101); // a chance step: no marks
    m.mark(9);
    m.showing(102);
    m.acted(1, 102); // seat 1 on places 3 and 4
    m.mark(3);
    m.mark(4);
    m.showing(103);
    // seat 0 sees seat 1's two places, newest first per place; seat 1 sees nothing new since its move
    auto for0 = m.shownTo(0);
    QVERIFY((for0.size() == 2));
    QVERIFY((for0[0].place == 3));
    QVERIFY((for0[0].seat == 1));
    QVERIFY((m.shownTo(1).empty()));
    QVERIFY(
        (m.shownTo(2).size() == 2)); // seat 2 has not acted: it sees seat 0's and seat 1's places, once each
    QVERIFY((m.actorsAt(3, 2) == std::vector<int>{1, 0}));
    QVERIFY((m.shownTo(-2).empty())); // nobody's view (a spectator)
    QVERIFY((m.shownTo(-1).empty()));
    m.showing(103); // the same position again changes nothing
    QVERIFY((m.shownTo(0).size() == 2));
    // undo to before seat 1's action
    m.showing(102);
    QVERIFY((m.shownTo(0).empty()));
    QVERIFY((m.actorsAt(3, 2) == std::vector<int>{0}));
    // a state that follows no reported action: another game
    m.showing(555);
    QVERIFY((m.shownTo(2).empty()));
}

// a picked pending card goes to the dog clicked next, never another card (issue #12)
void DogLoverViewTest::t10_APickedPendingCardGoesTo() {
    app();
    ui::setAnimationFactor(0.0);
    DogLoverTable view;
    view.resize(1280, 800);
    auto s = twoPendingTraits();
    view.showState(*s, 0, true);
    (void)view.grab();
    QSignalSpy chosen(&view, &ui::GameView::actionChosen);
    QSignalSpy messages(&view, &ui::GameView::statusMessage);
    MenuCatcher menus;
    const QRectF thief = view.cardRect(kZlodziejaszek), rascal = view.cardRect(kLobuziak),
                 leia = view.dogRect(0, 1);
    QVERIFY((!(thief.isEmpty())));
    QVERIFY((!(rascal.isEmpty())));
    QVERIFY((!(leia.isEmpty())));
    // Złodziejaszek picked, then Leia clicked: nothing is offered for Łobuziak, the engine says why not.
    click(view, thief.center());
    QVERIFY((view.selectedCard() == kZlodziejaszek));
    QVERIFY((messages.count() >= 1));
    QVERIFY((messages.back().front().toString().contains(QStringLiteral("needs a medium dog"))));
    click(view, leia.center());
    QCoreApplication::processEvents();
    QVERIFY((menus.items.filter(QStringLiteral("Łobuziak")).isEmpty()));
    QVERIFY((chosen.count() == 0));
    QVERIFY(
        (messages.back().front().toString().contains(QStringLiteral("Złodziejaszek needs a medium dog"))));
    // Łobuziak picked (its menu may open and be dismissed), then Leia: Łobuziak is attached to Leia.
    click(view, rascal.center());
    QVERIFY((view.selectedCard() == kLobuziak));
    click(view, leia.center());
    QVERIFY((chosen.count() == 1));
    QVERIFY((chosen.front().front().value<dogtable::Action>() == Action(kAttach, 1, kLobuziak)));
}

// End turn with a discard confirmed really ends the turn (issue #12)
void DogLoverViewTest::t11_EndTurnWithADiscardConfirmed() {
    app();
    ui::setAnimationFactor(0.0);
    DogLoverTable view;
    view.resize(1280, 800);
    auto s = twoPendingTraits();
    // As the app does: every chosen action is applied and the table shown again.
    QObject::connect(&view, &ui::GameView::actionChosen, [&](const Action& a) {
        auto before = s->clone();
        must(*s, a);
        view.noteAction(*before, a);
        view.showState(*s, 0, s->currentSeat() == 0);
    });
    view.showState(*s, 0, true);
    (void)view.grab();
    // Enter = End turn (offscreen the question is answered yes: Łobuziak must go to Leia, the only
    // small dog; Złodziejaszek is discarded with its penalty).
    QKeyEvent enter(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier);
    QApplication::sendEvent(&view, &enter);
    for (int i = 0; i < 20; ++i)
        QCoreApplication::processEvents();
    QVERIFY((s->phase() != Phase::Settle));
    QVERIFY((s->phase() == Phase::Refill)); // the turn is over: the grid is refilled for the next player
    QVERIFY((s->pendingTraits() == 0));
    QVERIFY((s->player(0).area.dogs[1].trait == kLobuziak));
    QVERIFY((s->discardCount(kZlodziejaszek) == 1));
}

// a confirmed End turn stops for the player's choice of dog and goes on after it
void DogLoverViewTest::t12_AConfirmedEndTurnStopsFor() {
    app();
    ui::setAnimationFactor(0.0);
    DogLoverTable view;
    view.resize(1280, 800);
    // Ania starts with the small Molly: with Leia two small dogs could take Łobuziak, her choice.
    Script sc;
    sc.startDogs = {kMolly, kArya};
    sc.grid = {kZlodziejaszek, kLobuziak, kLeia, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    must(*s, Action(kDraft, kSiad, placementIndex(kSiad, cells({0, 1, 2}), 0)));
    QSignalSpy messages(&view, &ui::GameView::statusMessage);
    QObject::connect(&view, &ui::GameView::actionChosen, [&](const Action& a) {
        auto before = s->clone();
        must(*s, a);
        view.noteAction(*before, a);
        view.showState(*s, 0, s->currentSeat() == 0);
    });
    view.showState(*s, 0, true);
    (void)view.grab();
    QKeyEvent enter(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier);
    QApplication::sendEvent(&view, &enter);
    for (int i = 0; i < 20; ++i)
        QCoreApplication::processEvents();
    // Złodziejaszek is gone (forced); Łobuziak waits for a dog, and the status strip says so.
    QVERIFY((s->phase() == Phase::Settle));
    QVERIFY((s->discardCount(kZlodziejaszek) == 1));
    QVERIFY((messages.count() >= 1));
    QVERIFY((messages.back().front().toString().contains(QStringLiteral("choose a dog for Łobuziak"))));
    // The player picks Molly: the turn ends.
    (void)view.grab();
    MenuCatcher menus;
    click(view, view.cardRect(kLobuziak).center());
    click(view, view.dogRect(0, 0).center());
    for (int i = 0; i < 20; ++i)
        QCoreApplication::processEvents();
    QVERIFY((s->phase() != Phase::Settle));
    QVERIFY((s->phase() == Phase::Refill)); // the turn is over: the grid is refilled for the next player
    QVERIFY((s->player(0).area.dogs[0].trait == kLobuziak));
}

// the enlarged card under the mouse never covers the player's own dogs or End turn
void DogLoverViewTest::t13_TheEnlargedCardUnderTheMouse() {
    app();
    // Issue #12 item 7: the hover preview covered your dogs and the End turn button.
    DogLoverState s(makeSetup(2, false));
    Rng rng(11);
    int checked = 0;
    for (int steps = 0; steps < 600 && !s.isOver() && checked < 40; ++steps) {
        if (s.currentSeat() == kChanceSeat) {
            auto outs = s.chanceOutcomes();
            must(s, outs[rng.pickWeighted(outs)].action);
            continue;
        }
        const Seat me = s.currentSeat();
        if (steps % 5 == 0) {
            for (const QSize size : {QSize(1280, 800), QSize(1000, 660), QSize(760, 560)}) {
                DogLoverTable view;
                view.resize(size);
                view.showState(s, me, true);
                (void)view.grab();
                std::vector<QRectF> mine;
                for (int d = 0; !view.dogRect(me, d).isEmpty(); ++d)
                    mine.push_back(view.dogRect(me, d));
                QRectF endTurn;
                for (const ui::DrawnText& t : view.drawnTexts())
                    if (t.text.startsWith(QStringLiteral("End turn"))) endTurn = t.box;
                QVERIFY((!(endTurn.isEmpty())));
                for (const QRectF& over : mine) {
                    QMouseEvent move(QEvent::MouseMove, over.center(), view.mapToGlobal(over.center()),
                                     Qt::NoButton, Qt::NoButton, Qt::NoModifier);
                    QApplication::sendEvent(&view, &move);
                    (void)view.grab();
                    const QRectF preview = view.previewGeometry();
                    QVERIFY((!(preview.isEmpty()))); // a dog shows its card enlarged
                    // The box of the card's words lies beside the card, never over its food
                    // (play tester C: "S D D" showed through the description).
                    const QRectF card = view.previewCardGeometry(), words = view.previewTextGeometry();
                    QVERIFY(!card.isEmpty() && !words.isEmpty());
                    QVERIFY(preview.contains(card) && preview.contains(words));
                    QVERIFY2(!card.intersects(words),
                             qPrintable(QStringLiteral("card %1,%2 %3x%4, words %5,%6 %7x%8")
                                            .arg(card.x())
                                            .arg(card.y())
                                            .arg(card.width())
                                            .arg(card.height())
                                            .arg(words.x())
                                            .arg(words.y())
                                            .arg(words.width())
                                            .arg(words.height())));
                    QVERIFY((!(preview.intersects(endTurn))));
                    for (const QRectF& dog : mine)
                        QVERIFY((!(preview.intersects(dog))));
                    ++checked;
                }
            }
        }
        auto legal = s.legalActions();
        must(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    QVERIFY((checked >= 10));
}

// pending chips and the end-of-turn warnings fit and stay clear of the buttons (#12)
void DogLoverViewTest::t14_PendingChipsAndTheEndOf() {
    app();
    ui::setAnimationFactor(0.0);
    // Złodziejaszek (no dog can take it) and Łobuziak (Leia can) are pending: long names, two warnings.
    auto s = twoPendingTraits();
    for (const QSize size :
         {QSize(760, 560), QSize(780, 640), QSize(1000, 660), QSize(1280, 800), QSize(1900, 1000)}) {
        DogLoverTable view;
        view.resize(size);
        view.showState(*s, 0, true);
        (void)view.grab();
        std::vector<QRectF> buttons;
        QStringList chips, warnings;
        std::vector<QRectF> warningBoxes;
        for (const ui::DrawnText& t : view.drawnTexts()) {
            if (t.text == QStringLiteral("End turn") || t.text.startsWith(QStringLiteral("More")) ||
                t.text.startsWith(QStringLiteral("Scores")))
                buttons.push_back(t.box);
            if (t.text.startsWith(QStringLiteral("⚠"))) chips << t.text;
            if (t.text.contains(QStringLiteral("must be attached")) ||
                t.text.contains(QStringLiteral("discarded,")) ||
                t.text.contains(QStringLiteral("is discarded and"))) {
                warnings << t.text;
                warningBoxes.push_back(t.box);
            }
        }
        QVERIFY((buttons.size() == 3));
        QVERIFY((chips.size() == 2));
        QVERIFY((warnings.size() == 2));
        for (const ui::Elision& e : view.elidedTexts()) {
            QVERIFY((!((e.text.startsWith(QStringLiteral("⚠")) || warnings.contains(e.text)))));
        }
        for (const QRectF& w : warningBoxes)
            for (const QRectF& b : buttons)
                QVERIFY((!(w.intersects(b))));
    }
}

// an opponent's Fetch badge never covers their hand count (#12)
void DogLoverViewTest::t15_AnOpponentSFetchBadgeNever() {
    app();
    ui::setAnimationFactor(0.0);
    Script sc;
    auto s = scripted(sc); // seat 1 placed the watch dog and holds Fetch
    QVERIFY((s->player(1).fetch));
    for (const QSize size : {QSize(760, 560), QSize(780, 640), QSize(1000, 660), QSize(1280, 800)}) {
        DogLoverTable view;
        view.resize(size);
        view.showState(*s, 0, true);
        (void)view.grab();
        QRectF fetch, hand;
        for (const ui::DrawnText& t : view.drawnTexts()) {
            if (t.text == QStringLiteral("Fetch")) fetch = t.box;
            if (t.text.startsWith(QStringLiteral("hand ")) && !t.text.startsWith(QStringLiteral("hand:")))
                hand = t.box;
        }
        QVERIFY((!(fetch.isEmpty())));
        QVERIFY((!(hand.isEmpty())));
        QVERIFY((!(fetch.intersects(hand))));
    }
}

// no enlarged card over the grid while a trick is being placed on it (#12)
void DogLoverViewTest::t16_NoEnlargedCardOverTheGrid() {
    app();
    ui::setAnimationFactor(0.0);
    auto s = scripted({});
    for (const QSize size : {QSize(780, 640), QSize(1280, 800)}) {
        DogLoverTable view;
        view.resize(size);
        view.showState(*s, 0, true);
        (void)view.grab();
        auto hover = [&](int cell) {
            const QPointF at = view.cellRect(cell).center();
            QMouseEvent move(QEvent::MouseMove, at, view.mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                             Qt::NoModifier);
            QApplication::sendEvent(&view, &move);
            (void)view.grab();
            return view.previewGeometry();
        };
        view.selectTrick(-1, 0); // no trick picked: a grid card shows enlarged
        QVERIFY((!(hover(1).isEmpty())));
        view.selectTrick(kSiad, 1); // Sit is being placed: the grid and the placement stay in view
        QVERIFY((hover(1).isEmpty()));
        QVERIFY((hover(4).isEmpty())); // an illegal placement (the guarded row) too
    }
}

// issue #22: the draft preview is in the cached layer, painted again only when its cell changes; a
// trick picked with the pointer already on a cell shows the preview there, and the pointer leaving
// the grid takes it away (the layer is not left with it: the same picture as painted uncached).
void DogLoverViewTest::t23_TheDraftPreviewLeavesWithThePointer() {
    app();
    ui::setAnimationFactor(0.0);
    auto s = scripted({});
    DogLoverTable view;
    view.resize(1280, 800);
    view.show();
    view.showState(*s, 0, true);
    auto moveTo = [&](QPointF at) {
        QMouseEvent move(QEvent::MouseMove, at, view.mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QApplication::sendEvent(&view, &move);
        QApplication::processEvents();
    };
    auto picture = [&](bool cached) {
        ui::TableBase::setLayerCacheEnabled(cached);
        const QImage image = view.grab().toImage().convertToFormat(QImage::Format_ARGB32);
        ui::TableBase::setLayerCacheEnabled(true);
        return image;
    };
    // Alike but for antialiasing (sprites land at 1/8 px): at most 40 pixels off by more than 40.
    auto alike = [](const QImage& a, const QImage& b) {
        if (a.size() != b.size()) return false;
        int off = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x) {
                const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
                off += std::max({std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                                 std::abs(qBlue(p) - qBlue(q))}) > 40;
            }
        if (off > 0) qInfo("%d pixels differ", off);
        return off <= 40;
    };
    (void)picture(true);
    moveTo(view.cellRect(1).center());
    (void)picture(true);
    view.selectTrick(kSiad, 1); // picked with the pointer on the cell: the preview shows there
    QApplication::processEvents();
    const QImage withPreview = picture(true);
    QVERIFY2(alike(withPreview, picture(false)), "with the preview");
    moveTo(QPointF(4, 4)); // off the grid, onto the cloth
    const QImage cached = picture(true);
    QVERIFY2(alike(cached, picture(false)), "the pointer off the grid");
    QVERIFY(!alike(cached, withPreview));
}

// A table built from a typed View made by the rules alone (no GameState, no referee) paints it.
void DogLoverViewTest::viewFromRulesAlone() {
    Script sc;
    sc.grid = {kZlodziejaszek, kFirstFood + 2, kRudy, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    const View v = s->viewFor(0);
    const std::vector<Action> legal = s->legalActions();
    s.reset(); // the engine is gone: the table has the View only
    DogLoverTable view;
    view.resize(1280, 800);
    view.showView(v, 0, legal, nullptr);
    QVERIFY(!view.grab().isNull());
    for (int c = 0; c < 9; ++c) {
        const ui::TableItem* cell = view.hitMap().find("cell/" + std::to_string(c));
        QVERIFY(cell != nullptr);
        QCOMPARE(cell->description, art::nameOf(v.grid[static_cast<std::size_t>(c)]));
    }
    QVERIFY(view.hitMap().find("dog/0/0") != nullptr);
    QCOMPARE(view.hitMap().find("dog/0/0")->name, QStringLiteral("Ania's dog Mando"));
    QVERIFY(view.hitMap().find("dog/1/0") != nullptr);
    QVERIFY(view.hitMap().find("offer/dog/2") != nullptr);
    QVERIFY(view.hitMap().find("end") != nullptr);
    QCOMPARE(view.actingSeat(), 0);
    // The items the legal actions start with are the picker's targets.
    QVERIFY(view.picker().isTarget("cell/0")); // Sit (the only trick, picked) over the top row
    QVERIFY(view.picker().isTarget("offer/trick/0") ==
            std::binary_search(legal.begin(), legal.end(), Action(kLearn, 0)));
}

// Legal actions made by clicking items (by id) through the kit's picker.
void DogLoverViewTest::clickingItemsMakesLegalActions() {
    ui::setAnimationFactor(0.0);
    Script sc;
    sc.grid = {kWalk, kBone, kRudy, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    DogLoverTable view;
    view.resize(1280, 800);
    view.showState(*s, 0, true);
    QSignalSpy chosen(&view, &ui::GameView::actionChosen);
    // The draft of the top row: the trick's turn is picked by clicking the trick, then the cell.
    const Action top(kDraft, kSiad, placementIndex(kSiad, cells({0, 1, 2}), 0));
    QVERIFY(isLegal(*s, top));
    for (int guard = 0; guard < 5 && chosen.isEmpty(); ++guard) {
        const auto steps = view.picker().stepsOf(top);
        QVERIFY(!steps.empty());
        for (const std::string& id : steps)
            if (chosen.isEmpty() && view.hitMap().find(id) != nullptr) QVERIFY(view.clickItem(id));
    }
    QCOMPARE(chosen.count(), 1);
    QVERIFY(chosen.front().front().value<Action>() == top);
    must(*s, top);
    view.showState(*s, 0, true);
    // The walk onto Mando: two clicks; Esc takes the first back.
    QVERIFY(view.clickItem("pending/32/0"));
    QVERIFY(view.picker().started());
    QVERIFY(view.picker().isTarget("dog/0/0"));
    QKeyEvent esc(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
    QApplication::sendEvent(&view, &esc);
    QVERIFY(!view.picker().started());
    QVERIFY(view.clickItem("pending/32/0"));
    QVERIFY(view.clickItem("dog/0/0"));
    QCOMPARE(chosen.count(), 2);
    QVERIFY(chosen.back().front().value<Action>() == Action(kTuck, 0, kWalk));
    // Rudy came with the draft: the bone from the hand cannot go under a dog, nothing is made.
    QVERIFY(view.clickItem("hand/34"));
    QCOMPARE(chosen.count(), 2);
}

// The final refill after the last turn (the game is over) is not shown: those cells stay empty.
void DogLoverViewTest::lateRefillCellsShowEmpty() {
    ui::setAnimationFactor(0.0);
    // A game saved before the game ended with the last turn: it still deals the final refill.
    auto legacy = std::make_shared<Setup>(*makeSetup(2));
    legacy->variants["final_refill"] = "1";
    DogLoverState s(legacy);
    dealLowest(s);
    must(s, Action(kGuard, 1));
    DogLoverTable view;
    view.resize(1280, 800);
    view.showState(s, 0, false);
    (void)view.grab();
    bool lateFlight = false, refillFlight = false;
    while (!s.isOver()) {
        Action a;
        if (s.currentSeat() == kChanceSeat) {
            a = s.chanceOutcomes().front().action;
        } else {
            auto legal = s.legalActions();
            auto it =
                std::find_if(legal.begin(), legal.end(), [](const Action& x) { return x.kind == kDraft; });
            if (it == legal.end())
                it = std::find_if(legal.begin(), legal.end(),
                                  [](const Action& x) { return x.kind == kEndTurn; });
            a = it != legal.end() ? *it : legal.front();
        }
        // Deals of a refill are animated (the clock runs only for them here): not those after the last turn.
        const bool deal = s.phase() == Phase::Refill && a.kind == kDeal;
        const bool late = deal && s.isLastTurnOver();
        ui::setAnimationFactor(deal ? 1.0 : 0.0);
        view.noteAction(s, a);
        must(s, a);
        view.showState(s, 0, false);
        if (late) lateFlight = lateFlight || view.animating();
        if (deal && !late) refillFlight = refillFlight || view.animating();
        ui::setAnimationFactor(0.0);
        view.showState(s, 0, false); // ends the animation
    }
    QVERIFY(refillFlight); // a refill during the game flies in
    QVERIFY(!lateFlight);  // no card flies into the grid after the last turn
    const View v = s.viewFor(0);
    QVERIFY(v.lateCells != 0);
    (void)view.grab();
    for (int c = 0; c < 9; ++c) {
        const ui::TableItem* cell = view.hitMap().find("cell/" + std::to_string(c));
        QVERIFY(cell != nullptr);
        if (v.lateCells >> c & 1U)
            QCOMPARE(cell->description, QStringLiteral("empty"));
        else
            QCOMPARE(cell->description, art::nameOf(v.grid[static_cast<std::size_t>(c)]));
    }
}

// Play-test (1024x700): under a dog with many kinds of tucked cards the strips after the fifth were
// left out without a word. Each kind has its strip, or the last strip says how many more there are.
void DogLoverViewTest::everyTuckedKindIsShownOrCounted() {
    app();
    ui::setAnimationFactor(0.0);
    auto s = scripted(Script{});
    DogSlot& d = s->editPlayer(0).area.dogs[0];
    for (int k = 0; k < kTuckKinds; ++k)
        d.tucked[static_cast<std::size_t>(k)] = 1;
    for (const QSize size : {QSize(1280, 800), QSize(1640, 1000)}) { // the sizes with strips (large dogs)
        DogLoverTable view;
        view.resize(size);
        view.showState(*s, 0, true);
        (void)view.grab();
        int strips = 0, more = 0;
        for (const ui::DrawnText& t : view.drawnTexts()) {
            if (t.text.endsWith(QStringLiteral(" ×1")) || t.text == QStringLiteral("×1")) ++strips;
            if (t.text.startsWith(QStringLiteral("+")) && t.text.contains(QStringLiteral("more"))) {
                const int counted = t.text.mid(1).section(QLatin1Char(' '), 0, 0).toInt();
                more += counted;
            }
        }
        QVERIFY2(strips + more >= kTuckKinds,
                 qPrintable(QStringLiteral("%1x%2: %3 strips, %4 counted as more")
                                .arg(size.width())
                                .arg(size.height())
                                .arg(strips)
                                .arg(more)));
    }
}

// Play-test (1024x700): with 10 dogs the own area drew cards too small to read. Each dog keeps at
// least a readable chip's width, apart from the others, on the table.
void DogLoverViewTest::tenOwnDogsStayReadable() {
    app();
    ui::setAnimationFactor(0.0);
    auto s = scripted(Script{});
    Area& a = s->editPlayer(0).area;
    for (int k = 0; a.dogCount < 10; ++k)
        a.addDog(static_cast<CardId>(kFirstDog + k));
    for (const QSize size : {QSize(780, 640), QSize(1640, 1000)}) {
        DogLoverTable view;
        view.resize(size);
        view.showState(*s, 0, true);
        (void)view.grab();
        for (int d = 0; d < 10; ++d) {
            const QRectF r = view.dogRect(0, d);
            QVERIFY2(r.width() >= 60, qPrintable(QStringLiteral("%1x%2: dog %3 is %4 px wide")
                                                     .arg(size.width())
                                                     .arg(size.height())
                                                     .arg(d)
                                                     .arg(r.width())));
            QVERIFY(QRectF(view.rect()).contains(r));
            for (int e = 0; e < d; ++e)
                QVERIFY(!r.intersects(view.dogRect(0, e)));
        }
    }
}

// Play-test (1024x700, long names): the own area's header ran into the prompt beside it. A clear
// gap (16 px) lies between the two.
void DogLoverViewTest::theHeaderKeepsClearOfThePrompt() {
    app();
    ui::setAnimationFactor(0.0);
    auto setup = dogtable::support::makeSetup(
        4,
        {"Konstancja Przybyszewska-Wołodyjowska II", "Maria da Conceição", "Bartłomiej", "Gonçalo Magalhães"},
        {{"special_tricks", "0"}, {"first", "1"}});
    auto s = std::make_unique<DogLoverState>(setup);
    Rng rng(1004);
    double least = 1e9;
    QString where;
    for (int move = 0; move < 80 && !s->isOver(); ++move) {
        while (s->currentSeat() == kChanceSeat)
            must(*s, s->chanceOutcomes()[rng.below(static_cast<std::uint32_t>(s->chanceOutcomes().size()))]
                         .action);
        if (s->isOver()) break;
        const Seat me = s->currentSeat();
        if (move % 4 == 0) {
            DogLoverTable view;
            view.resize(780, 640); // the table in a 1024x700 window
            view.showState(*s, me, true);
            (void)view.grab();
            const auto texts = view.drawnTexts();
            const ui::DrawnText* head = nullptr;
            for (const ui::DrawnText& t : texts)
                if (t.text.contains(QStringLiteral(" · score")) && t.ink.top() > 640 * 0.4) head = &t;
            if (head != nullptr)
                for (const ui::DrawnText& t : texts)
                    if (&t != head && std::abs(t.ink.center().y() - head->ink.center().y()) < 6 &&
                        t.ink.left() >= head->ink.left() && t.ink.left() - head->ink.right() < least) {
                        least = t.ink.left() - head->ink.right();
                        where = head->shown + QStringLiteral(" | ") + t.shown;
                    }
        }
        const auto legal = s->legalActions();
        must(*s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    QVERIFY2(least >= 16, qPrintable(QStringLiteral("%1 px between %2").arg(least).arg(where)));
}

// play test A: H, Enter, Enter… must make the hinted move for every legal action, whether or not
// a trick is picked (and turned) or another pick is half made: a Fetch hint went to grid r1c1, a
// trick hint took the cells at the focused cell, and H turned the picked trick
void DogLoverViewTest::t27_HintThenEnterMakesEveryKindOfMove() {
    app();
    ui::setAnimationFactor(0.0);
    for (int n = 2; n <= 4; ++n) {
        DogLoverState s(makeSetup(n, n == 3));
        DogLoverTable view;
        int rounds = 0;
        // a trick picked and turned as the last position left it, then half-made picks
        const QString e = dogtable::test::hintThenEnterAtRandomPositions(
            view, s, static_cast<std::uint64_t>(40 + n), 14, 9, rounds);
        QVERIFY2(e.isEmpty(), qPrintable(QStringLiteral("%1 players, %2").arg(n).arg(e)));
        QVERIFY(rounds >= 10);
    }
}

// play test A: a click on the picked trick turned it unseen (three times in one game, one draft
// took a useless trait); turning is R, the wheel or the round arrow on the trick, and it shows
void DogLoverViewTest::t28_AClickOnThePickedTrickNeverTurnsIt() {
    app();
    ui::setAnimationFactor(0.0);
    DogLoverTable view;
    view.resize(1024, 700);
    view.show();
    auto s = scripted({});
    view.showState(*s, 0, true);
    const std::string trickId = "trick/0/" + std::to_string(kSiad);
    const ui::TableItem* t = view.hitMap().find(trickId);
    QVERIFY(t != nullptr);
    click(view, t->rect.center());
    QVERIFY(view.draftAt(0).has_value());
    const Action first = *view.draftAt(0);
    QVERIFY(view.hitMap().find("rotate/" + std::to_string(kSiad)) != nullptr); // the round arrow shows
    QSignalSpy said(&view, &ui::GameView::statusMessage);
    for (int i = 0; i < 3; ++i) {
        click(view, view.hitMap().find(trickId)->rect.center());
        QVERIFY2(view.draftAt(0) && *view.draftAt(0) == first, "a click on the picked trick turned it");
    }
    QVERIFY(!said.isEmpty()); // and says how to turn it
    // The round arrow turns it a quarter, and says so.
    said.clear();
    const ui::TableItem* arrow = view.hitMap().find("rotate/" + std::to_string(kSiad));
    QVERIFY(arrow != nullptr);
    click(view, arrow->rect.center());
    QVERIFY(view.draftAt(0).has_value());
    QVERIFY(!(*view.draftAt(0) == first));
    QVERIFY(!said.isEmpty());
    QVERIFY(said.back().front().toString().contains(QStringLiteral("turned")));
    // R turns it on.
    const Action second = *view.draftAt(0);
    QTest::keyClick(&view, Qt::Key_R);
    QVERIFY(view.draftAt(0).has_value());
    QVERIFY(!(*view.draftAt(0) == second));
}

// play test A (s30_tabs.png): Tab went Draw pile, Learn, Rex's trick, End turn, End turn, your
// trick, and never to your dogs
void DogLoverViewTest::t29_TabStopsAtYourDogs() {
    app();
    ui::setAnimationFactor(0.0);
    QWidget host; // the table and a button after it, as in the window
    auto* layout = new QVBoxLayout(&host);
    auto* tablePtr = new DogLoverTable(&host);
    DogLoverTable& view = *tablePtr;
    layout->addWidget(tablePtr, 1);
    layout->addWidget(new QPushButton(QStringLiteral("after"), &host));
    view.setFocusPolicy(Qt::StrongFocus);
    host.resize(1024, 740);
    host.show();
    host.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&host));
    auto s = scripted({});
    view.showState(*s, 0, true);
    view.setFocus();
    QVERIFY(view.hasFocus());
    QVERIFY(s->player(0).area.dogCount >= 1);
    std::vector<std::string> stops;
    QTest::keyClick(&view, Qt::Key_Right); // the cursor shows in your area
    for (int i = 0; i < 8; ++i) {
        QTest::keyClick(&view, Qt::Key_Tab);
        if (!view.hasFocus() || !view.cursorShown()) break; // Tab left the table
        stops.push_back(view.focusedItem()->id);
    }
    QString all;
    for (const auto& id : stops)
        all += QString::fromStdString(id) + QLatin1Char(' ');
    QVERIFY2(std::any_of(stops.begin(), stops.end(),
                         [](const std::string& id) { return id.rfind("dog/0/", 0) == 0; }),
             qPrintable(all));
    // each stop once until Tab leaves the table
    auto sorted = stops;
    std::sort(sorted.begin(), sorted.end());
    QVERIFY2(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end(), qPrintable(all));
    QVERIFY2(!view.cursorShown(), "the ring stays after Tab left the table");
}

QTEST_MAIN(DogLoverViewTest)

// Play test (p44z.png, s47.png, p24.png): with eight kinds of cards in hand the last one was cut by
// the panel's edge at 1920x1080, and the Fetch badge showed "Fetch (n…" at 1024x700 and "Aport (o…"
// even at 1920x1080. At the table sizes of both windows, in English and with the Polish label: the
// hand cards lie side by side on the table and no Fetch label is cut.
void DogLoverViewTest::t24_TheHandAndFetchFitTheOwnPanel() {
    app();
    ui::setAnimationFactor(0.0);
    // The position of random games where the player to move holds the most kinds of hand cards.
    std::unique_ptr<DogLoverState> most;
    int mostKinds = 0;
    std::unique_ptr<DogLoverState> fetching; // a player who took the Fetch card this turn
    for (std::uint64_t seed = 1; seed <= 300 && (mostKinds < kHandKinds || !fetching); ++seed) {
        DogLoverState s(makeSetup(2));
        Rng rng(seed);
        while (!s.isOver()) {
            if (s.currentSeat() == kChanceSeat) {
                auto outs = s.chanceOutcomes();
                must(s, outs[rng.pickWeighted(outs)].action);
                continue;
            }
            int kinds = 0;
            for (int h = 0; h < kHandKinds; ++h)
                kinds += s.player(s.currentSeat()).area.hand[static_cast<std::size_t>(h)] > 0 ? 1 : 0;
            if (!fetching && s.player(s.currentSeat()).fetchFresh)
                fetching = std::make_unique<DogLoverState>(s);
            if (kinds > mostKinds) {
                mostKinds = kinds;
                most = std::make_unique<DogLoverState>(s);
            }
            auto legal = s.legalActions();
            must(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
    QVERIFY2(mostKinds >= 7, qPrintable(QString::number(mostKinds)));
    QVERIFY(fetching);
    struct Polish : QTranslator {
        QString translate(const char*, const char* source, const char*, int) const override {
            return QByteArray(source) == "Fetch (next turn)" ? QStringLiteral("Aport (za turę)") : QString();
        }
        bool isEmpty() const override { return false; }
    };
    for (const bool polish : {false, true}) {
        Polish words;
        if (polish) QCoreApplication::installTranslator(&words);
        for (const QSize size : {QSize(780, 640), QSize(1000, 660), QSize(1650, 1000), QSize(1900, 1000)}) {
            const QString where = QStringLiteral("%1x%2%3")
                                      .arg(size.width())
                                      .arg(size.height())
                                      .arg(polish ? QStringLiteral(" pl") : QString());
            DogLoverTable view;
            view.resize(size);
            view.showState(*most, most->currentSeat(), true);
            (void)view.grab();
            std::vector<QRectF> hand;
            for (const ui::TableItem& item : view.hitMap().items())
                if (item.id.rfind("hand/", 0) == 0) hand.push_back(item.rect);
            QCOMPARE(static_cast<int>(hand.size()), mostKinds);
            for (std::size_t i = 0; i < hand.size(); ++i) {
                QVERIFY2(QRectF(view.rect()).contains(hand[i]), qPrintable(where));
                for (std::size_t j = i + 1; j < hand.size(); ++j)
                    QVERIFY2(!hand[i].intersects(hand[j]), qPrintable(where));
            }
            view.showState(*fetching, fetching->currentSeat(), true);
            (void)view.grab();
            bool seen = false;
            for (const ui::DrawnText& t : view.drawnTexts())
                if (t.text ==
                    (polish ? QStringLiteral("Aport (za turę)") : QStringLiteral("Fetch (next turn)"))) {
                    seen = true;
                    QVERIFY2(!t.cut && t.shown == t.text, qPrintable(where + QStringLiteral(": ") + t.shown));
                }
            QVERIFY2(seen, qPrintable(where));
            for (const ui::Elision& e : view.elidedTexts())
                QVERIFY2(!e.text.startsWith(polish ? QStringLiteral("Aport") : QStringLiteral("Fetch")),
                         qPrintable(where + QStringLiteral(": ") + e.shown));
        }
        if (polish) QCoreApplication::removeTranslator(&words);
    }
}

// Play test (s33.png, s42.png): a card's words said "VP", a word met nowhere else (the guide and the
// score sheet say "points"), and a trait's type line "big dog" read like a dog. Every card's
// preview, as its owner and another player see it, and every trait's type line.
void DogLoverViewTest::t25_CardsSayPointsAndTraitsNameTheirDog() {
    app();
    const QRegularExpression vp(QStringLiteral("\\bVP\\b"));
    int traits = 0;
    for (CardId c = 0; c < kCardIds; ++c) {
        for (const QString& owner : {QString(), QStringLiteral("Rex")}) {
            const QString tip = art::tooltip(c, owner);
            QVERIFY2(!tip.contains(vp), qPrintable(tip));
            QVERIFY2(tip.contains(QStringLiteral("point")) || !(isAnyDog(c) || isTrait(c) || isRescue(c)),
                     qPrintable(tip));
        }
        if (isTrait(c)) {
            ++traits;
            const QString type = art::typeWord(c);
            QVERIFY2(type.section(QStringLiteral(" · "), -1).startsWith(QStringLiteral("for a ")),
                     qPrintable(type));
        }
    }
    QCOMPARE(traits, kTraits);
}

// Play test (s13.png, s36.png): one-word names on grid cards showed as "Arystok." and "Złodziej."
// and a hand card as "Adop." at 1024x700, on cards with room for the word on two lines. At the
// table sizes of both windows no one-word card name is shortened to its first letters and a full stop.
void DogLoverViewTest::t26_GridCardNamesAreNotShortened() {
    app();
    ui::setAnimationFactor(0.0);
    Script sc;
    sc.grid = {kArystokrata, kZlodziejaszek, kAdoption,  kWalk,        kTraining,
               kBone,        kFirstToy,      kNajlepszy, kFirstDog + 8};
    auto s = scripted(sc);
    QStringList names;
    // One-word names (a name of two words gives way to its first word and initials first, and
    // "Najlepszy przyjaciel" has no room for three lines at 1024x700).
    for (CardId c = 0; c < kCardIds; ++c)
        if (!QString::fromStdString(cardWord(c)).contains(QLatin1Char(' ')))
            names << QString::fromStdString(cardWord(c));
    int drawn = 0;
    for (const QSize size : {QSize(780, 640), QSize(1000, 660), QSize(1650, 1000), QSize(1900, 1000)}) {
        DogLoverTable view;
        view.resize(size);
        view.showState(*s, 0, true);
        (void)view.grab();
        for (const ui::DrawnText& t : view.drawnTexts()) {
            const QString shown = QString(t.shown).remove(QStringLiteral("-\n"));
            if (shown == QStringLiteral("Arystokrata") || shown == QStringLiteral("Złodziejaszek")) ++drawn;
            if (!shown.endsWith(QLatin1Char('.'))) continue;
            for (const QString& name : names)
                QVERIFY2(!(name.startsWith(shown.chopped(1)) && name != shown),
                         qPrintable(
                             QStringLiteral("%1x%2: %3").arg(size.width()).arg(size.height()).arg(t.shown)));
        }
    }
    QVERIFY(drawn >= 8);
}

// play test C at 1024x700: a trait's penalty offered three choices, one was drawn (cut, under the
// buttons' row) and the others could not be reached by mouse, keys or the hint
void DogLoverViewTest::t30_EveryPenaltyChoiceIsReachable() {
    app();
    ui::setAnimationFactor(0.0);
    int met = 0, most = 0;
    walkToPenaltyChoices(
        [](const DogLoverState&, const std::vector<Action>& legal) {
            return legal.size() >= 2 && legal.front().kind == kPenalty;
        },
        [&](const DogLoverState& s, const std::vector<Action>& legal) {
            ++met;
            most = std::max(most, static_cast<int>(legal.size()));
            for (const QSize size : {QSize(784, 612), QSize(1024, 700), QSize(1664, 1000)}) {
                DogLoverTable view;
                view.resize(size);
                view.showState(s, s.currentSeat(), true);
                (void)view.grab();
                const ui::TableItem* end = view.hitMap().find("end");
                QVERIFY(end != nullptr);
                for (const Action& a : legal) {
                    const auto steps = view.stepsFor(a);
                    QVERIFY(steps.size() == 1);
                    const ui::TableItem* item = view.hitMap().find(steps.front());
                    const QString where = QStringLiteral("%1 choices at %2x%3, %4")
                                              .arg(legal.size())
                                              .arg(size.width())
                                              .arg(size.height())
                                              .arg(QString::fromStdString(steps.front()));
                    QVERIFY2(item != nullptr, qPrintable(where + QStringLiteral(": no button")));
                    QVERIFY2(QRectF(view.rect()).contains(item->rect),
                             qPrintable(where + QStringLiteral(": off the table")));
                    QVERIFY2(!item->rect.intersects(end->rect),
                             qPrintable(where + QStringLiteral(": under End turn")));
                }
            }
        },
        [&] { return met >= 12; });
    QVERIFY2(met >= 3, qPrintable(QStringLiteral("only %1 penalty positions met").arg(met)));
    qInfo() << met << "penalty positions, at most" << most << "choices";
}

// play tester C at 1024x700: hand cards named "Traini." and "Adop."; with many kinds in hand the
// cards were too narrow for any name: every kind is named whole (cards, else chips)
void DogLoverViewTest::t31_AFullHandNamesEveryCardWhole() {
    app();
    ui::setAnimationFactor(0.0);
    int met = 0, most = 0;
    for (std::uint64_t seed = 1; seed <= 40 && met < 6; ++seed) {
        DogLoverState s(makeSetup(2, false));
        Rng rng(seed * 13);
        for (int steps = 0; !s.isOver() && steps < 1500; ++steps) {
            if (s.currentSeat() == kChanceSeat) {
                auto outs = s.chanceOutcomes();
                must(s, outs[rng.pickWeighted(outs)].action);
                continue;
            }
            const Seat me = s.currentSeat();
            int kinds = 0;
            for (int h = 0; h < kHandKinds; ++h)
                kinds += s.player(me).area.hand[static_cast<std::size_t>(h)] > 0 ? 1 : 0;
            if (kinds >= 5) {
                ++met;
                most = std::max(most, kinds);
                for (const QSize size : {QSize(784, 612), QSize(1024, 700), QSize(1664, 1000)}) {
                    DogLoverTable view;
                    view.resize(size);
                    view.showState(s, me, true);
                    (void)view.grab();
                    int hand = 0;
                    for (const ui::TableItem& item : view.hitMap().items()) {
                        if (item.id.rfind("hand/", 0) != 0) continue;
                        ++hand;
                        QStringList inside;
                        bool whole = false;
                        for (const ui::DrawnText& t : view.drawnTexts()) {
                            if (!item.rect.contains(t.box.center())) continue;
                            inside << t.shown;
                            whole = whole ||
                                    (QString(t.shown).remove(QStringLiteral("-\n")) == item.name && !t.cut);
                        }
                        QVERIFY2(whole, qPrintable(QStringLiteral("%1 kinds at %2x%3: %4 shows %5")
                                                       .arg(kinds)
                                                       .arg(size.width())
                                                       .arg(size.height())
                                                       .arg(item.name, inside.join(QStringLiteral(" | ")))));
                    }
                    QCOMPARE(hand, kinds);
                }
                break;
            }
            const auto legal = s.legalActions();
            must(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
    QVERIFY2(met >= 3, qPrintable(QStringLiteral("only %1 hands of 5+ kinds met").arg(met)));
    qInfo() << met << "hands of 5 or more kinds, at most" << most;
}

// play tester C at 1024x700: the compact dog rows cut the trait ("Tina · 4 / ✚Najlepszy p... +4"):
// a row with room for the whole trait shows it, the count of tucked cards beside the name; a row
// too narrow names it in full in its tooltip and description
void DogLoverViewTest::t32_ADogRowKeepsItsTraitWhole() {
    app();
    struct ChipWidget final : QWidget {
        DogSlot dog;
        double width = 150;
        void paintEvent(QPaintEvent*) override {
            QPainter p(this);
            art::drawDogChip(p, QRectF(10, 10, width, 34), dog, true);
        }
    } chip;
    chip.dog.card = kTina;
    chip.dog.trait = kNajlepszy;
    chip.dog.tucked[0] = 3;
    chip.dog.tucked[1] = 1;
    chip.resize(220, 60);
    const QString trait = QStringLiteral("✚\u00A0") + art::nameOf(kNajlepszy);
    for (const double width : {150.0, 140.0}) {
        chip.width = width;
        ui::forgetElisions(&chip);
        (void)chip.grab();
        QStringList seen;
        bool whole = false, count = false;
        for (const ui::DrawnText& t : ui::textsOn(&chip)) {
            seen << t.shown;
            whole = whole || (t.shown.startsWith(trait) && !t.cut);
            count = count || t.shown.contains(QStringLiteral("4"));
        }
        QVERIFY2(whole && count,
                 qPrintable(QStringLiteral("%1 px: ").arg(width) + seen.join(QStringLiteral(" | "))));
    }
    ui::forgetElisions(&chip);
    // A dog's row names its trait whole in its description (the status strip) and its tooltip.
    Script sc;
    sc.grid = {kNajlepszy, kLobuziak, kLeia, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    must(*s, Action(kDraft, kSiad, placementIndex(kSiad, cells({0, 1, 2}), 0)));
    for (const Action& a : s->legalActions())
        if (a.kind == kAttach && a.arg(1) == kNajlepszy) {
            must(*s, a);
            break;
        }
    DogLoverTable view;
    view.resize(784, 612);
    view.showState(*s, 0, true);
    (void)view.grab();
    int named = 0;
    for (const ui::TableItem& item : view.hitMap().items())
        if (item.id.rfind("dog/0/", 0) == 0 &&
            s->player(0).area.dogs[static_cast<std::size_t>(item.index)].trait == kNajlepszy) {
            QVERIFY(item.description.contains(art::nameOf(kNajlepszy)));
            QVERIFY(item.tooltip.contains(art::nameOf(kNajlepszy)));
            ++named;
        }
    QCOMPARE(named, 1);
}

// play tester C: "Click on Nela during the penalty choice does not pick it": a click on the dog (the
// hand card, the trick) a penalty choice gives up makes that choice, as its button does
void DogLoverViewTest::t33_AClickOnWhatAPenaltyNamesMakesThatChoice() {
    app();
    ui::setAnimationFactor(0.0);
    qRegisterMetaType<dogtable::Action>();
    int clicked = 0, dogs = 0;
    walkToPenaltyChoices(
        [](const DogLoverState& s, const std::vector<Action>& legal) {
            return s.phase() == Phase::Penalty && legal.front().kind == kPenalty;
        },
        [&](const DogLoverState& s, const std::vector<Action>& legal) {
            const Seat me = s.currentSeat();
            const CardId trait = s.viewFor(me).penaltyTrait;
            for (const Action& a : legal) {
                std::string id;
                if ((trait == kUciekinier || trait == kPrzewodnik) && a.arg(0) >= 0)
                    id = "dog/" + std::to_string(me) + "/" + std::to_string(a.arg(0));
                else if (trait == kNajlepszy || trait == kArystokrata || trait == kPupilek || trait == kMorus)
                    id = "hand/" + std::to_string(a.arg(0));
                else if (trait == kUrwis)
                    id = "trick/" + std::to_string(me) + "/" + std::to_string(a.arg(0));
                if (id.empty()) continue;
                DogLoverTable view;
                view.resize(1024, 700);
                view.showState(s, me, true);
                (void)view.grab();
                const ui::TableItem* item = view.hitMap().find(id);
                QVERIFY2(item != nullptr, id.c_str());
                QSignalSpy chosen(&view, &ui::GameView::actionChosen);
                click(view, item->rect.center());
                QVERIFY2(chosen.count() == 1, id.c_str());
                QVERIFY2(chosen.front().front().value<dogtable::Action>() == a, id.c_str());
                ++clicked;
                dogs += id.rfind("dog/", 0) == 0 ? 1 : 0;
            }
        },
        [&] { return clicked >= 12; });
    QVERIFY2(clicked >= 6 && dogs >= 2,
             qPrintable(QStringLiteral("%1 choices clicked, %2 of them dogs").arg(clicked).arg(dogs)));
    qInfo() << clicked << "penalty choices made by a click on what they give up," << dogs << "dogs";
}

// play tester C at 1024x700: yellow target outlines beside the hand cards, over the tokens, under
// End turn and across the compact dog rows. The table lies below the window's top (the guide bar,
// the menu): painted there, every pixel the highlights change (the picker's targets, the picked
// card, the hint) lies on an item's rectangle grown by the kit's margin (12 px). (The highlights'
// sprites were drawn as far down and right again as the table lies in its window.)
void DogLoverViewTest::t34_HighlightsStayOnTheirItems() {
    app();
    ui::setAnimationFactor(0.0);
    int checked = 0;
    const QPoint offset(6, 58);
    for (int n = 2; n <= 4; n += 2)
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            DogLoverState s(makeSetup(n, false));
            Rng rng(seed * 17 + static_cast<std::uint64_t>(n));
            walkRandomGame(s, rng, [&](const std::vector<Action>& legal, int steps) {
                const Seat me = s.currentSeat();
                if (steps % 11 == 0)
                    for (const QSize size : {QSize(784, 605), QSize(1280, 800)}) {
                        // The first step of a legal action picked (a card: its dogs lit), or none.
                        for (int pick = 0; pick < 2; ++pick) {
                            QWidget litWindow, plainWindow;
                            DogLoverTable lit(&litWindow), plain(&plainWindow);
                            for (DogLoverTable* v : {&lit, &plain}) {
                                v->parentWidget()->resize(size + QSize(offset.x(), offset.y()));
                                v->setGeometry(QRect(offset, size));
                                v->showState(s, me, v == &lit);
                            }
                            if (pick == 1) {
                                const auto path =
                                    lit.stepsFor(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
                                if (path.size() < 2 || lit.hitMap().find(path.front()) == nullptr) continue;
                                lit.clickItem(path.front());
                                if (!lit.picker().started()) continue;
                            }
                            // The windows painted whole, the tables as they lie in them.
                            const QImage a = litWindow.grab().toImage().copy(QRect(offset, size));
                            const QImage b = plainWindow.grab().toImage().copy(QRect(offset, size));
                            QRegion allowed;
                            for (const ui::TableItem& item : lit.hitMap().items())
                                allowed += item.rect.adjusted(-13, -13, 13, 13).toAlignedRect();
                            for (const ui::TableItem& item : plain.hitMap().items())
                                allowed += item.rect.adjusted(-13, -13, 13, 13).toAlignedRect();
                            int stray = 0;
                            QPoint first;
                            for (int y = 0; y < a.height(); ++y)
                                for (int x = 0; x < a.width(); ++x)
                                    if (a.pixel(x, y) != b.pixel(x, y) && !allowed.contains(QPoint(x, y)))
                                        if (stray++ == 0) first = QPoint(x, y);
                            QVERIFY2(
                                stray == 0,
                                qPrintable(QStringLiteral(
                                               "%1x%2, step %3, pick %4: %5 stray pixels, the first at %6,%7")
                                               .arg(size.width())
                                               .arg(size.height())
                                               .arg(steps)
                                               .arg(pick)
                                               .arg(stray)
                                               .arg(first.x())
                                               .arg(first.y())));
                            ++checked;
                        }
                    }
            });
        }
    QVERIFY(checked >= 30);
    qInfo() << checked << "positions compared";
}

// play tester E (s17_tooltip.png): a grid card under the pointer showed its enlarged card with its
// words, and a tooltip saying it all again over the enlarged card's edge: one explanation at a time,
// covering neither the enlarged card nor the hovered item
void DogLoverViewTest::t35_OneExplanationAtATime() {
    app();
    ui::setAnimationFactor(0.0);
    auto s = scripted({});
    for (const QSize size : {QSize(780, 640), QSize(1280, 800)}) {
        DogLoverTable view;
        view.setAttribute(Qt::WA_DontShowOnScreen);
        view.resize(size);
        view.show();
        view.showState(*s, 0, true);
        (void)view.grab();
        view.selectTrick(-1, 0); // no trick picked: a grid card shows enlarged
        auto hoverAndWait = [&](const QRectF& r) {
            const QPoint at = r.center().toPoint();
            QMouseEvent move(QEvent::MouseMove, QPointF(at), view.mapToGlobal(QPointF(at)), Qt::NoButton,
                             Qt::NoButton, Qt::NoModifier);
            QApplication::sendEvent(&view, &move);
            (void)view.grab();
            QHelpEvent help(QEvent::ToolTip, at, view.mapToGlobal(at));
            QApplication::sendEvent(&view, &help);
        };
        const QString where = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
        int cards = 0;
        for (int cell = 0; cell < 9; ++cell) {
            QToolTip::hideText();
            hoverAndWait(view.cellRect(cell));
            if (view.previewGeometry().isEmpty()) continue;
            QVERIFY2(!view.previewTextGeometry().isEmpty(), qPrintable(where));
            // The enlarged card and its words explain the card: no tooltip besides them.
            QVERIFY2(!QToolTip::isVisible(),
                     qPrintable(QStringLiteral("%1, cell %2: a tooltip over the enlarged card: %3")
                                    .arg(where)
                                    .arg(cell)
                                    .arg(QToolTip::text())));
            ++cards;
        }
        QVERIFY(cards >= 3);
        // A trick shows its pattern enlarged and its tooltip: beside them, over neither.
        int tricks = 0;
        for (const ui::TableItem& item : view.hitMap().items()) {
            if (item.id.rfind("offer/trick/", 0) != 0) continue;
            QToolTip::hideText();
            hoverAndWait(item.rect);
            const QRectF preview = view.previewGeometry();
            QVERIFY(!preview.isEmpty());
            QVERIFY(QToolTip::isVisible());
            QRect tip;
            for (QWidget* w : QApplication::topLevelWidgets())
                if (w->isVisible() && w->inherits("QTipLabel")) tip = w->frameGeometry();
            QVERIFY(!tip.isEmpty());
            const QRect card(view.mapToGlobal(preview.topLeft().toPoint()), preview.size().toSize());
            const QRect hovered(view.mapToGlobal(item.rect.topLeft().toPoint()), item.rect.size().toSize());
            QVERIFY2(!tip.intersects(card) && !tip.intersects(hovered),
                     qPrintable(QStringLiteral("%1, %2: tooltip %3,%4 %5x%6")
                                    .arg(where, QString::fromStdString(item.id))
                                    .arg(tip.x())
                                    .arg(tip.y())
                                    .arg(tip.width())
                                    .arg(tip.height())));
            ++tricks;
        }
        QVERIFY(tricks >= 3);
        // A trick being placed: no enlarged card; the tooltip of a cell lies off the cell.
        view.selectTrick(kSiad, 1);
        int placed = 0;
        for (int cell = 0; cell < 9; ++cell) {
            QToolTip::hideText();
            hoverAndWait(view.cellRect(cell));
            QVERIFY(view.previewGeometry().isEmpty());
            if (!QToolTip::isVisible()) continue;
            QRect tip;
            for (QWidget* w : QApplication::topLevelWidgets())
                if (w->isVisible() && w->inherits("QTipLabel")) tip = w->frameGeometry();
            // Off the cells the draft preview marks (the trick's footprint), the hovered one too.
            QRectF r = view.cellRect(cell);
            if (const auto a = view.draftAt(cell)) {
                const Placement& pl = placements(kSiad)[static_cast<std::size_t>(a->arg(1))];
                for (int c = 0; c < 9; ++c)
                    if (pl.mask >> c & 1U) r |= view.cellRect(c);
            }
            const QRect hovered(view.mapToGlobal(r.topLeft().toPoint()), r.size().toSize());
            QVERIFY2(!tip.intersects(hovered),
                     qPrintable(QStringLiteral("%1, cell %2").arg(where).arg(cell)));
            ++placed;
        }
        QVERIFY(placed >= 3);
    }
    QToolTip::hideText();
}

// play tester E (l2_20.png, Polish at 1024x700): the warning under the taken cards took two lines in a
// box of one; its lines ran over the chips and under the button row. A warning is drawn whole in its
// box or on one line, elided (its tooltip and the status line say it whole), never past its box.
void DogLoverViewTest::t36_AWarningThatDoesNotFitIsNeverCovered() {
    app();
    ui::setAnimationFactor(0.0);
    Script sc;
    // Złodziejaszek (no dog can take it) with Adoption and a bone in the hand: the hand row pushes the
    // chips and the warning down towards the buttons.
    sc.grid = {kZlodziejaszek, kAdoption, kBone, kWalk, kTraining, kLeia, kFirstToy, kLobuziak, kDango};
    auto handAndTrait = scripted(sc);
    must(*handAndTrait, Action(kDraft, kSiad, placementIndex(kSiad, cells({0, 1, 2}), 0)));
    QVERIFY(handAndTrait->player(0).area.handSize() > 0);
    auto traits = twoPendingTraits();
    int drawn = 0;
    for (const DogLoverState* s : {handAndTrait.get(), traits.get()})
        for (const int width : {720, 760, 780, 1000})
            for (int height = 700; height >= 480; height -= 5) {
                DogLoverTable view;
                view.resize(width, height);
                view.showState(*s, 0, true);
                (void)view.grab();
                std::vector<QRectF> buttons;
                for (const ui::DrawnText& t : view.drawnTexts())
                    if (t.text == QStringLiteral("End turn") || t.text.startsWith(QStringLiteral("More")) ||
                        t.text.startsWith(QStringLiteral("Scores")))
                        buttons.push_back(t.box);
                QCOMPARE(buttons.size(), std::size_t{3});
                for (const ui::DrawnText& t : view.drawnTexts()) {
                    if (!t.text.contains(QStringLiteral("discarded")) &&
                        !t.text.contains(QStringLiteral("must be attached")))
                        continue;
                    const QString where = QStringLiteral("%1x%2: \"%3\"").arg(width).arg(height).arg(t.text);
                    // A wrapped text cut off is shown whole (shown == text): its lines ran past its box.
                    QVERIFY2(!(t.cut && t.shown == t.text),
                             qPrintable(where + QStringLiteral(" runs past its box")));
                    for (const QRectF& b : buttons)
                        QVERIFY2(!t.box.intersects(b),
                                 qPrintable(where + QStringLiteral(" under a button %1 %2 %3 %4 / %5 %6")
                                                        .arg(t.box.top())
                                                        .arg(t.box.bottom())
                                                        .arg(b.top())
                                                        .arg(b.bottom())
                                                        .arg(t.cut)
                                                        .arg(t.shown)));
                    ++drawn;
                }
            }
    QVERIFY(drawn > 50);
}

// play tester E (l2_20.png): "Spacer×1" under a picked dog lay under the dog's dashed selection frame.
// The dog's item (the frame goes round it) holds what is tucked under it.
void DogLoverViewTest::t37_ADogsFrameGoesRoundItsTuckedCards() {
    app();
    ui::setAnimationFactor(0.0);
    int checked = 0;
    for (const int dogs : {1, 3, 5}) {
        auto s = scripted(Script{});
        Area& a = s->editPlayer(0).area;
        for (int k = 0; a.dogCount < dogs; ++k)
            a.addDog(static_cast<CardId>(kFirstDog + k));
        for (int d = 0; d < a.dogCount; ++d) {
            a.dogs[static_cast<std::size_t>(d)].tucked[0] = 1;
            a.dogs[static_cast<std::size_t>(d)].tucked[1] = 2;
        }
        for (const QSize size : {QSize(780, 640), QSize(1000, 660), QSize(1280, 800)}) {
            DogLoverTable view;
            view.resize(size);
            view.showState(*s, 0, true);
            (void)view.grab();
            for (int d = 0; d < a.dogCount; ++d) {
                const QRectF dog = view.dogRect(0, d);
                QVERIFY(!dog.isEmpty());
                for (const ui::DrawnText& t : view.drawnTexts()) {
                    if (!t.text.contains(QStringLiteral("×"))) continue;
                    const double cx = t.box.center().x();
                    if (cx < dog.left() || cx > dog.right() || t.box.top() < dog.top() ||
                        t.box.top() > dog.bottom() + 40)
                        continue;
                    QVERIFY2(dog.adjusted(-0.5, -0.5, 0.5, 0.5).contains(t.box),
                             qPrintable(QStringLiteral("%1x%2, %3 dogs, dog %4: \"%5\" at %6..%7 outside its "
                                                       "item %8..%9")
                                            .arg(size.width())
                                            .arg(size.height())
                                            .arg(dogs)
                                            .arg(d)
                                            .arg(t.text)
                                            .arg(t.box.top())
                                            .arg(t.box.bottom())
                                            .arg(dog.top())
                                            .arg(dog.bottom())));
                    ++checked;
                }
            }
        }
    }
    QVERIFY(checked >= 10);
}

// Play test (Polish, 1024x700): at the game's end the End Game badge read "ostatnia run…". At the
// table sizes of a 1024x700 and a 1920x1080 window, in English and with the Polish words: the badge
// says "last round" whole, on two lines when one is too narrow.
void DogLoverViewTest::t38_TheLastRoundBadgeShowsWhole() {
    app();
    ui::setAnimationFactor(0.0);
    DogLoverState s(makeSetup(3));
    Rng rng(7);
    walkRandomGame(s, rng, [](const std::vector<Action>&, int) {});
    QVERIFY(s.isOver());
    QVERIFY(s.endGameDrawn());
    struct Polish : QTranslator {
        QString translate(const char*, const char* source, const char*, int) const override {
            return QByteArray(source) == "last round" ? QStringLiteral("ostatnia runda") : QString();
        }
        bool isEmpty() const override { return false; }
    };
    for (const bool polish : {false, true}) {
        Polish words;
        if (polish) QCoreApplication::installTranslator(&words);
        const QString last = polish ? QStringLiteral("ostatnia runda") : QStringLiteral("last round");
        for (const QSize size : {QSize(700, 560), QSize(780, 640), QSize(1650, 1000)}) {
            const QString where = QStringLiteral("%1x%2%3")
                                      .arg(size.width())
                                      .arg(size.height())
                                      .arg(polish ? QStringLiteral(" pl") : QString());
            DogLoverTable view;
            view.resize(size);
            view.showState(s, 0, false);
            (void)view.grab();
            bool seen = false;
            for (const ui::DrawnText& t : view.drawnTexts())
                if (t.text == last) {
                    seen = true;
                    QVERIFY2(!t.cut && QString(t.shown).replace(QLatin1Char('\n'), QLatin1Char(' ')) == last,
                             qPrintable(where + QStringLiteral(": ") + t.shown));
                }
            QVERIFY2(seen, qPrintable(where));
            for (const ui::Elision& e : view.elidedTexts())
                QVERIFY2(e.text != last, qPrintable(where + QStringLiteral(": ") + e.shown));
        }
        if (polish) QCoreApplication::removeTranslator(&words);
    }
}

// Play test: the status strip read "Trick to learn: Obrót: costs 2 training" (the item's name had a
// colon of its own, and the strip joins name and description with another). No item whose
// description is joined to its name has a colon in its name.
void DogLoverViewTest::t39_NamesJoinTheirDescriptionsWithOneColon() {
    app();
    ui::setAnimationFactor(0.0);
    Script sc;
    sc.grid = {kNajlepszy, kLobuziak, kLeia, kWalk, kTraining, kBone, kFirstToy, kAdoption, kDango};
    auto s = scripted(sc);
    DogLoverTable view;
    view.resize(1280, 800);
    view.showState(*s, s->currentSeat(), true);
    (void)view.grab();
    int offers = 0;
    for (const ui::TableItem& item : view.hitMap().items()) {
        if (item.id.rfind("offer/", 0) == 0) ++offers;
        if (item.description.isEmpty()) continue;
        const QString spoken = ui::nameAndDescription(item);
        QVERIFY2(!item.name.contains(QLatin1Char(':')), qPrintable(spoken));
        QVERIFY2(spoken.count(QStringLiteral(": ")) <= 1, qPrintable(spoken));
    }
    QVERIFY(offers >= 6); // three tricks and three shelter dogs
}

// Play test (1920x1080): Molly's trait tag said only "✚1" (the points of "Najlepszy przyjaciel",
// whose name did not fit one line). At the table sizes of both windows, the own dogs' tags and an
// opponent's name the trait whole, on two lines where one is too narrow.
void DogLoverViewTest::t40_ATraitTagNamesItsTraitWhole() {
    app();
    ui::setAnimationFactor(0.0);
    auto s = scripted(Script{});
    for (const Seat seat : {0, 1}) {
        Area& a = s->editPlayer(seat).area;
        while (a.dogCount < 4)
            a.addDog(static_cast<CardId>(kFirstDog + a.dogCount));
        a.dogs[0].trait = kNajlepszy;
        a.dogs[1].trait = kArystokrata;
    }
    const QString whole = QString(QStringLiteral("✚") + art::nameOf(kNajlepszy)).remove(QLatin1Char(' '));
    for (const QSize size : {QSize(780, 640), QSize(1000, 660), QSize(1650, 1000), QSize(1900, 1000)}) {
        DogLoverTable view;
        view.resize(size);
        view.showState(*s, 0, true);
        (void)view.grab();
        for (const Seat seat : {0, 1}) {
            const QRectF dog = view.dogRect(seat, 0);
            QVERIFY(!dog.isEmpty());
            QStringList seen;
            bool named = false;
            for (const ui::DrawnText& t : view.drawnTexts()) {
                if (!dog.contains(t.box.center())) continue;
                seen << QStringLiteral("%1%2 (%3x%4)")
                            .arg(t.shown, t.cut ? QStringLiteral(" [cut]") : QString())
                            .arg(t.box.width())
                            .arg(t.box.height());
                const QString shown = QString(t.shown).replace(QLatin1Char('\n'), QLatin1Char(' '));
                // The mark and the name part by a space on two lines as on one ("✚ Najlepszy /
                // przyjaciel"; play test round 14: "✚Najlepszy").
                if (t.shown.startsWith(QStringLiteral("✚")) && t.shown.contains(art::nameOf(kNajlepszy)))
                    QVERIFY2(t.shown.at(1).isSpace(), qPrintable(t.shown));
                named = named || (!t.cut && QString(shown)
                                                .replace(QChar(0x00A0), QLatin1Char(' '))
                                                .remove(QLatin1Char(' '))
                                                .startsWith(whole));
            }
            // A dog drawn as a chip (too little room for cards) names it on its own line instead.
            const bool chip = dog.height() < 40;
            QVERIFY2(named || chip, qPrintable(QStringLiteral("%1x%2, seat %3: %4")
                                                   .arg(size.width())
                                                   .arg(size.height())
                                                   .arg(seat)
                                                   .arg(seen.join(QStringLiteral(" | ")))));
        }
    }
}

// Play test: at 1024x700 with four players the other players' panels showed none of their dogs; with
// two, "+2 more" hid two of them; at 1920x1080 seven dogs with a long trait name became chips while
// two thirds of the panel stayed empty. Every dog of another player is now on the table (a card or
// a chip) or named by the "+N more" item after the last one shown; where there is room, cards.
void DogLoverViewTest::t41_EveryDogOfTheOthersIsShownOrListed() {
    app();
    ui::setAnimationFactor(0.0);
    for (const int players : {2, 3, 4}) {
        Script sc;
        sc.players = players;
        sc.startDogs.clear();
        for (int i = 0; i < players; ++i)
            sc.startDogs.push_back(static_cast<CardId>(kFirstDog + 16 + i));
        auto s = scripted(sc);
        for (Seat seat = 1; seat < players; ++seat) {
            Area& a = s->editPlayer(seat).area;
            while (a.dogCount < 7)
                a.addDog(static_cast<CardId>(kFirstDog + a.dogCount));
            a.dogs[0].trait = kZlodziejaszek;
            a.dogs[1].trait = kNajlepszy;
        }
        for (const QSize size : {QSize(760, 600), QSize(1000, 660), QSize(1650, 1000)}) {
            DogLoverTable view;
            view.resize(size);
            view.showState(*s, 0, true);
            (void)view.grab();
            const QString where =
                QStringLiteral("%1 players, %2x%3").arg(players).arg(size.width()).arg(size.height());
            for (Seat seat = 1; seat < players; ++seat) {
                int shown = 0;
                while (view.hitMap().find("dog/" + std::to_string(seat) + "/" + std::to_string(shown)))
                    ++shown;
                QVERIFY2(shown >= 1, qPrintable(where));
                if (shown < 7) {
                    const ui::TableItem* more = view.hitMap().find("moredogs/" + std::to_string(seat));
                    QVERIFY2(
                        more != nullptr,
                        qPrintable(
                            QStringLiteral("%1: %2 of 7 dogs, nothing for the rest").arg(where).arg(shown)));
                    for (int d = shown; d < 7; ++d) {
                        const QString dog =
                            art::nameOf(s->player(seat).area.dogs[static_cast<std::size_t>(d)].card);
                        QVERIFY2(more->description.contains(dog),
                                 qPrintable(where + QStringLiteral(": ") + dog));
                        QVERIFY2(more->tooltip.contains(dog), qPrintable(where + QStringLiteral(": ") + dog));
                    }
                }
                // At the large size two players' panel has room for cards, not chips.
                if (players == 2 && size.width() >= 1600) {
                    QCOMPARE(shown, 7);
                    QVERIFY2(view.dogRect(seat, 0).height() > 60,
                             qPrintable(QStringLiteral("%1: a chip %2 px high")
                                            .arg(where)
                                            .arg(view.dogRect(seat, 0).height())));
                }
            }
        }
    }
}

// play test: the watch dog's places said only "Put the watch dog by the middle row", not what it does
void DogLoverViewTest::t42_TheWatchDogSaysWhatItDoes() {
    app();
    ui::setAnimationFactor(0.0);
    const Script sc;
    auto s = dealt(sc);
    DogLoverTable view;
    view.resize(1280, 800);
    view.show();
    view.showState(*s, s->currentSeat(), true);
    (void)view.grab();
    int places = 0;
    for (const ui::TableItem& item : view.hitMap().items()) {
        if (item.id.rfind("guard/", 0) != 0) continue;
        ++places;
        QVERIFY2(item.tooltip.startsWith(QStringLiteral("Put the watch dog ")), qPrintable(item.tooltip));
        QVERIFY2(item.tooltip.contains(QStringLiteral("at most one card from the line it guards")),
                 qPrintable(item.tooltip));
    }
    QCOMPARE(places, 6);
    must(*s, Action(kGuard, sc.guard));
    view.showState(*s, s->currentSeat(), true);
    (void)view.grab();
    const ui::TableItem* token = view.hitMap().find("watchdog");
    QVERIFY(token != nullptr);
    QVERIFY2(token->tooltip.startsWith(QStringLiteral("The watch dog stands ")), qPrintable(token->tooltip));
    QVERIFY2(token->tooltip.contains(QStringLiteral("the trick's star marks")), qPrintable(token->tooltip));
}

// Play test (pl, 1024x700): after the game a shelter dog's chip still read "Mecus · ?" while the
// score sheet had scored it +9. At the end its points are known: its tooltip says them.
void DogLoverViewTest::t43_AShelterDogsPointsShowAtTheEnd() {
    app();
    ui::setAnimationFactor(0.0);
    int shelter = 0;
    for (std::uint64_t seed = 1; seed <= 30 && shelter < 3; ++seed) {
        DogLoverState s(makeSetup(2, false));
        Rng rng(seed * 7);
        bool before = false; // a shelter dog seen before the end, with "?" only
        DogLoverTable view;
        view.resize(1280, 800);
        view.show();
        walkRandomGame(s, rng, [&](const std::vector<Action>&, int steps) {
            if (before || steps % 20 != 0) return;
            view.showState(s, 0, true);
            (void)view.grab();
            for (const ui::TableItem& item : view.hitMap().items())
                if (item.id.rfind("dog/", 0) == 0 && item.tooltip.contains(QStringLiteral("? points"))) {
                    before = true;
                    QVERIFY2(!item.tooltip.contains(QStringLiteral("Scored at the end")),
                             qPrintable(item.tooltip));
                }
        });
        QVERIFY(s.isOver());
        view.showState(s, 0, true);
        (void)view.grab();
        for (Seat seat = 0; seat < 2; ++seat) {
            const AreaScore score = scoreArea(s.player(seat).area);
            for (int d = 0; d < s.player(seat).area.dogCount; ++d) {
                if (card(s.player(seat).area.dogs[static_cast<std::size_t>(d)].card).vp >= 0) continue;
                const ui::TableItem* item =
                    view.hitMap().find("dog/" + std::to_string(seat) + "/" + std::to_string(d));
                if (item == nullptr) continue; // among the "+N more" of a full panel
                ++shelter;
                const int points = score.dogs[static_cast<std::size_t>(d)].points;
                QVERIFY2(item->tooltip.contains(QStringLiteral("Scored at the end: %1 point").arg(points)),
                         qPrintable(item->tooltip));
            }
        }
    }
    QVERIFY2(shelter >= 3, qPrintable(QString::number(shelter)));
}

// Play test (pt): the food tokens' marks ("R", "S", "U", "★" on the supply and in every dog's cost)
// were said nowhere. Each kind in the supply names its food, its mark and its count.
void DogLoverViewTest::t44_TheSupplySaysWhatItsMarksStandFor() {
    app();
    ui::setAnimationFactor(0.0);
    const Script sc;
    auto s = dealt(sc);
    DogLoverTable view;
    view.resize(1024, 700);
    view.show();
    view.showState(*s, s->currentSeat(), true);
    (void)view.grab();
    for (int k = 0; k < kFoodKinds; ++k) {
        const ui::TableItem* item = view.hitMap().find("supply/" + std::to_string(k));
        QVERIFY(item != nullptr);
        const auto kind = static_cast<FoodKind>(k);
        QString food = QString::fromStdString(foodWord(kind));
        food[0] = food[0].toUpper();
        QVERIFY2(item->tooltip.startsWith(food), qPrintable(item->tooltip));
        QVERIFY2(item->tooltip.contains(QStringLiteral("the token marked ") +
                                        (kind == Treat ? QStringLiteral("★ ") : QString()) +
                                        art::tokenMark(kind)),
                 qPrintable(item->tooltip));
    }
}

// Play tests (pt, rounds 13 and 14): with a trait to attach the hint said "ends the turn", and End turn
// then asked "End the turn now?" as if the hint were a mistake. The question stays for a player's own
// End turn; the hint's asks nothing (what is left is chosen right after).
void DogLoverViewTest::t45_EndTurnAsksNothingWhenItIsTheHint() {
    app();
    ui::setAnimationFactor(0.0);
    DogLoverTable view;
    view.resize(1280, 800);
    auto s = twoPendingTraits();
    view.showState(*s, 0, true);
    (void)view.grab();
    QVERIFY(!view.endTurnQuestion().isEmpty());
    view.showHint(Action(kEndTurn));
    QVERIFY2(view.endTurnQuestion().isEmpty(),
             qPrintable(view.endTurnQuestion().join(QStringLiteral(" | "))));
}

#include "doglover_view_test.moc"
