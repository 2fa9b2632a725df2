// The Dog Kids table under Qt Test: what the player clicks becomes exactly one legal action,
// nothing is offered to a seat that is not to act, and the table renders every phase.
#include <QMenu>
#include <QPushButton>
#include <QtTest/QtTest>

#include "dogkids/rules/dogkids_state.h"
#include "dogkids/view/dogkids_table.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::dogkids {

namespace {

DogKidsState makeState(int players, bool teams = false) {
    auto setup = std::make_shared<Setup>();
    setup->players = players;
    for (int s = 0; s < players; ++s)
        setup->names.push_back("Player " + std::to_string(s + 1));
    setup->variants["teams"] = teams ? "1" : "0";
    setup->variants["solo"] = "3";
    setup->variants["first"] = "1"; // seat 1 begins, as the tests were written
    return DogKidsState(setup);
}

void drawAll(DogKidsState& s) {
    while (s.isChance())
        s.applyLegal(s.chanceOutcomes().front().action);
}

} // namespace

class DogKidsViewTest : public QObject {
    Q_OBJECT

    std::vector<Action> m_chosen;

    void watch(DogKidsTable& view) {
        m_chosen.clear();
        connect(&view, &ui::GameView::actionChosen, this, [this](const Action& a) { m_chosen.push_back(a); });
    }
    static QPoint dogCentre(const DogKidsTable& view, int dog) {
        return (view.dogPoint(dog) * view.scale() + view.m_board.topLeft()).toPoint();
    }
    static QPoint cardCentre(const DogKidsTable& view, int i) {
        return view.m_cardRects[static_cast<std::size_t>(i)].center().toPoint();
    }

private slots:
    void initTestCase() { ui::setAnimationFactor(0.0); }

    void noPlayableCardSaysChangeHand() {
        // A play-tester saw "Choose one of your glowing cards" with no card glowing.
        DogKidsState s = makeState(2);
        s.setHand(0, {singleCard(Colour::Blue), singleCard(Colour::Green), singleCard(Colour::Blue)});
        s.setHand(1, {singleCard(Colour::Green), singleCard(Colour::Green), singleCard(Colour::Green)});
        s.startPlayAt(0); // white's dogs wait; they enter only with red or yellow
        DogKidsTable view;
        view.resize(1200, 800);
        view.showState(s, 0, true);
        (void)view.grab();
        bool says = false, glows = false;
        for (const ui::DrawnText& t : view.drawnTexts()) {
            says = says || t.text.startsWith(QStringLiteral("None of your cards can move a dog now"));
            glows = glows || t.text.startsWith(QStringLiteral("Choose one of your glowing cards"));
        }
        QVERIFY(says);
        QVERIFY(!glows);
    }

    void clickCardThenDogPlaysThatMove() {
        DogKidsState s = makeState(2);
        s.setHand(0, {singleCard(Colour::Red), singleCard(Colour::Blue), kSwapCard});
        s.setHand(1, {singleCard(Colour::Green), singleCard(Colour::Green), singleCard(Colour::Green)});
        s.startPlayAt(0);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        watch(view);
        view.showState(s, 0, true);
        // A dog click without a card does nothing.
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 0));
        QVERIFY(m_chosen.empty());
        // The blue card moves no dog at the start (white enters with red or yellow).
        QTest::mouseClick(&view, Qt::LeftButton, {}, cardCentre(view, 1));
        QCOMPARE(view.m_selectedCard, -1);
        QTest::mouseClick(&view, Qt::LeftButton, {}, cardCentre(view, 0));
        QCOMPARE(view.m_selectedCard, 0);
        QVERIFY(view.dogSelectable(2));  // any waiting dog stands for the one that enters
        QVERIFY(!view.dogSelectable(3)); // not an opponent's dog
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 2));
        QCOMPARE(m_chosen.size(), std::size_t{1});
        QVERIFY(m_chosen[0] == moveAction(singleCard(Colour::Red), 0, static_cast<int>(Colour::Red)));
        // One choice per showState.
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 1));
        QCOMPARE(m_chosen.size(), std::size_t{1});
    }

    void dragACardOntoADog() {
        DogKidsState s = makeState(2);
        s.setHand(0, {singleCard(Colour::Blue), singleCard(Colour::Green), kSwapCard});
        s.startPlayAt(0);
        s.placeDog(0, 0);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        watch(view);
        view.showState(s, 0, true);
        QTest::mousePress(&view, Qt::LeftButton, {}, cardCentre(view, 1));
        QTest::mouseMove(&view, cardCentre(view, 1) + QPoint(30, -60));
        QTest::mouseMove(&view, dogCentre(view, 0));
        QVERIFY(view.m_dragging);
        QTest::mouseRelease(&view, Qt::LeftButton, {}, dogCentre(view, 0));
        QCOMPARE(m_chosen.size(), std::size_t{1});
        QVERIFY(m_chosen[0] == moveAction(singleCard(Colour::Green), 0, static_cast<int>(Colour::Green)));
    }

    void enterTakesTheOnlyAction() {
        DogKidsState s = makeState(2);
        s.setHand(0, {singleCard(Colour::Blue), singleCard(Colour::Blue), singleCard(Colour::Green)});
        s.startPlayAt(0);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        watch(view);
        view.showState(s, 0, true);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(m_chosen.size(), std::size_t{1});
        QVERIFY(m_chosen[0] == changeAction());
    }

    void hoverPreviewsTheLandingField() {
        DogKidsState s = makeState(2);
        s.setHand(0, {singleCard(Colour::Green), singleCard(Colour::Blue), kSwapCard});
        s.startPlayAt(0);
        s.placeDog(0, 0);
        s.placeDog(4, 1);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        view.showState(s, 0, true);
        QTest::keyClick(&view, Qt::Key_2); // the hand is sorted: blue, green, swap
        QCOMPARE(view.m_selectedCard, 1);
        QTest::mouseMove(&view, dogCentre(view, 0));
        const auto* option = view.hoveredOption();
        QVERIFY(option != nullptr);
        QCOMPARE(static_cast<int>(option->outcome.main.to), 1);
        QCOMPARE(static_cast<int>(option->outcome.knocked.dog), 4);
        QVERIFY(option->line.contains(QStringLiteral("knocks out brown dog 2")));
        if (const QString dir = qEnvironmentVariable("DOGKIDS_VIEW_SHOTS"); !dir.isEmpty())
            view.grab().save(dir + QStringLiteral("/dogkids_hover.png"));
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(view.m_selectedCard, -1);
    }

    void twoColourCardAsksOnlyWhenBothColoursWork() {
        DogKidsState s = makeState(2);
        const Card rb = twoColourCard(Colour::Red, Colour::Blue);
        s.setHand(0, {rb, singleCard(Colour::Green), singleCard(Colour::Green)});
        s.startPlayAt(0);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        watch(view);
        view.showState(s, 0, true);
        // Waiting dogs enter only with red: no question.
        QTest::mouseClick(&view, Qt::LeftButton, {}, cardCentre(view, 2)); // sorted: green, green, red/blue
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 1));
        QCOMPARE(m_chosen.size(), std::size_t{1});
        QVERIFY(m_chosen[0] == moveAction(rb, 0, static_cast<int>(Colour::Red)));
        // A dog on the ring can go to red field 3 or blue field 2: the table asks.
        s.placeDog(0, 0);
        view.showState(s, 0, true);
        QTest::mouseClick(&view, Qt::LeftButton, {}, cardCentre(view, 2));
        QTimer::singleShot(50, [] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            QVERIFY(menu != nullptr);
            QCOMPARE(menu->actions().size(), 2);
            menu->setActiveAction(menu->actions().at(1)); // "As blue"
            QTest::keyClick(menu, Qt::Key_Return);
        });
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 0));
        QCOMPARE(m_chosen.size(), std::size_t{2});
        QVERIFY(m_chosen[1] == moveAction(rb, 0, static_cast<int>(Colour::Blue)));
    }

    void tooltipsExplainFieldsAndPlaces() {
        DogKidsState s = makeState(2);
        s.startPlayAt(0);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        view.showState(s, 0, false);
        QVERIFY(view.fieldTip(0).contains(QStringLiteral("start field of the white dogs")));
        QVERIFY(view.fieldTip(6).contains(QStringLiteral("kennel field")));
        QCOMPARE(view.fieldTip(1), QStringLiteral("Field 2: green"));
        const Point h2 = homePoint(2, 1);
        QVERIFY(view.placeTip(view.toWidget(h2))
                    .contains(QStringLiteral("Home field 2 of the brown dogs: yellow")));
        QVERIFY(view.placeTip(view.toWidget(waitingPoint(0, 0))).contains(QStringLiteral("red or yellow")));
        QVERIFY(view.placeTip(view.toWidget({600, 600})).isEmpty());
    }

    void swapNeedsOwnDogThenTarget() {
        DogKidsState s = makeState(2);
        s.setHand(0, {kSwapCard, singleCard(Colour::Blue), singleCard(Colour::Blue)});
        s.startPlayAt(0);
        s.placeDog(0, 5);
        s.placeDog(3, 30);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        watch(view);
        view.showState(s, 0, true);
        QTest::mouseClick(&view, Qt::LeftButton, {}, cardCentre(view, 2)); // cards are sorted: swap is last
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 3));  // the opponent first: refused
        QVERIFY(m_chosen.empty());
        QCOMPARE(view.m_swapDog, -1);
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 0));
        QCOMPARE(view.m_swapDog, 0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 3));
        QCOMPARE(m_chosen.size(), std::size_t{1});
        QVERIFY(m_chosen[0] == moveAction(kSwapCard, 0, 0, 3));
    }

    void changeHandButton() {
        DogKidsState s = makeState(3);
        s.setHand(1, {singleCard(Colour::Blue), singleCard(Colour::Blue), singleCard(Colour::Blue)});
        s.startPlayAt(1);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        watch(view);
        view.showState(s, 1, true);
        QVERIFY(view.m_changeButton->isVisible());
        view.m_changeButton->click();
        QCOMPARE(m_chosen.size(), std::size_t{1});
        QVERIFY(m_chosen[0] == changeAction());
    }

    void nothingIsOfferedToAWatchingSeat() {
        DogKidsState s = makeState(2);
        s.setHand(0, {singleCard(Colour::Red), singleCard(Colour::Red), singleCard(Colour::Red)});
        s.startPlayAt(0);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        watch(view);
        view.showState(s, 1, false);
        QVERIFY(!view.m_changeButton->isVisible());
        QTest::keyClick(&view, Qt::Key_1);
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 0));
        QVERIFY(m_chosen.empty());
        QVERIFY(view.m_view.hands[0].empty()); // seat 1 never receives seat 0's hand
        view.clearTable();
        QVERIFY(!view.m_shown);
        QVERIFY(!view.m_rulesButton->isVisible());
    }

    void exchangeOfferAndKeep() {
        DogKidsState s = makeState(4, true);
        drawAll(s);
        QCOMPARE(static_cast<int>(s.phase()), static_cast<int>(Phase::Exchange));
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        watch(view);
        view.showState(s, 0, true);
        QVERIFY(view.m_keepButton->isVisible());
        QVERIFY(!view.m_offerButton->isEnabled());
        QTest::mouseClick(&view, Qt::LeftButton, {}, cardCentre(view, 1));
        QVERIFY(view.m_offerButton->isEnabled());
        view.m_offerButton->click();
        QCOMPARE(m_chosen.size(), std::size_t{1});
        QVERIFY(m_chosen[0] == giveAction(s.hand(0)[1]));
        QCOMPARE(view.rulesSection(), QStringLiteral("team-game"));
        s.apply(m_chosen[0]);
        view.showState(s, 2, true);
        view.m_keepButton->click();
        QCOMPARE(m_chosen.size(), std::size_t{2});
        QVERIFY(m_chosen[1] == keepAction());
    }

    void rendersEveryPhaseAndAnimatesAMove() {
        for (int players = 2; players <= 4; ++players) {
            DogKidsState s = makeState(players, players == 4);
            Rng rng(static_cast<std::uint64_t>(players));
            DogKidsTable view;
            view.resize(1000, 700);
            view.show();
            for (int step = 0; step < 400 && !s.isOver(); ++step) {
                if (s.isChance()) {
                    auto outs = s.chanceOutcomes();
                    s.applyLegal(outs[rng.pickWeighted(outs)].action);
                    continue;
                }
                auto legal = s.legalActions();
                const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                view.noteAction(s, a);
                s.applyLegal(a);
                view.showState(s, s.currentSeat() >= 0 ? s.currentSeat() : 0, s.currentSeat() >= 0);
                if (step % 50 == 0) {
                    const QPixmap shot = view.grab();
                    QVERIFY(!shot.isNull());
                    // For a look at the table: DOGKIDS_VIEW_SHOTS=/some/dir saves the pictures.
                    const QString dir = qEnvironmentVariable("DOGKIDS_VIEW_SHOTS");
                    if (!dir.isEmpty())
                        shot.save(QStringLiteral("%1/dogkids_%2p_%3.png").arg(dir).arg(players).arg(step));
                }
            }
        }
        // With animations on, a move glides and then stops (no idle timer).
        ui::setAnimationFactor(1.0);
        DogKidsState s = makeState(2);
        s.setHand(0, {singleCard(Colour::Green), singleCard(Colour::Blue), kSwapCard});
        s.startPlayAt(0);
        s.placeDog(0, 0);
        DogKidsTable view;
        view.resize(1000, 700);
        view.show();
        view.showState(s, 0, true);
        const Action move = moveAction(singleCard(Colour::Blue), 0, static_cast<int>(Colour::Blue));
        view.noteAction(s, move);
        s.apply(move);
        view.showState(s, 1, false);
        QCOMPARE(view.m_anim.state(), QAbstractAnimation::Running);
        // The card drawn right after the move does not cut the glide short.
        view.noteAction(s, s.chanceOutcomes().front().action);
        s.apply(s.chanceOutcomes().front().action);
        view.showState(s, 1, false);
        QCOMPARE(view.m_anim.state(), QAbstractAnimation::Running);
        QTRY_COMPARE_WITH_TIMEOUT(view.m_anim.state(), QAbstractAnimation::Stopped, 2000);
        QVERIFY(view.m_glides.empty());
        ui::setAnimationFactor(0.0);
    }
};

} // namespace dogtable::games::dogkids

QTEST_MAIN(dogtable::games::dogkids::DogKidsViewTest)
#include "dogkids_view_test.moc"
