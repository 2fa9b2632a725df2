// The Dog Kids table under Qt Test: what the player clicks becomes exactly one legal action,
// nothing is offered to a seat that is not to act, the table renders every phase, and it is built
// from the typed View alone (the table kit's items and picker).
#include <QApplication>
#include <QMenu>
#include <QPushButton>
#include <QTimer>
#include <QtTest/QtTest>

#include "dogkids/rules/dogkids_state.h"
#include "dogkids/view/dogkids_table.h"
#include "dogtable/core/text.h"
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

/// Seat 1 to play, holding a red/blue card and two greens (the hand sorts them green, green, red/blue).
DogKidsState redBlueInHand() {
    DogKidsState s = makeState(2);
    s.setHand(
        0, {twoColourCard(Colour::Red, Colour::Blue), singleCard(Colour::Green), singleCard(Colour::Green)});
    s.startPlayAt(0);
    return s;
}

/// Seat 1 to play red, yellow or Swap; seat 2 holds three greens.
DogKidsState redYellowSwapToPlay() {
    DogKidsState s = makeState(2);
    s.setHand(0, {singleCard(Colour::Red), singleCard(Colour::Yellow), kSwapCard});
    s.setHand(1, {singleCard(Colour::Green), singleCard(Colour::Green), singleCard(Colour::Green)});
    s.startPlayAt(0);
    return s;
}

} // namespace

class DogKidsViewTest : public QObject {
    Q_OBJECT

    std::vector<Action> m_chosen;

    void watch(DogKidsTable& view) {
        m_chosen.clear();
        connect(&view, &ui::GameView::actionChosen, this, [this](const Action& a) { m_chosen.push_back(a); });
    }
    /// The table at 1200x800 on screen, its chosen actions recorded.
    [[nodiscard]] bool open(DogKidsTable& view) {
        view.resize(1200, 800);
        view.show();
        watch(view);
        return QTest::qWaitForWindowExposed(&view);
    }
    static QPoint dogCentre(const DogKidsTable& view, int dog) { return view.dogCentre(dog).toPoint(); }
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
        QVERIFY(open(view));
        view.showState(s, 0, true);
        // A dog click without a card does nothing.
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 0));
        QVERIFY(m_chosen.empty());
        // The blue card moves no dog at the start (white enters with red or yellow).
        QTest::mouseClick(&view, Qt::LeftButton, {}, cardCentre(view, 1));
        QCOMPARE(view.chosenHandIndex(), -1);
        QTest::mouseClick(&view, Qt::LeftButton, {}, cardCentre(view, 0));
        QCOMPARE(view.chosenHandIndex(), 0);
        // Any waiting dog stands for the one that enters (the rules name the first).
        QCOMPARE(view.representative(2), 0);
        QVERIFY(view.picker().isTarget(DogKidsTable::dogId(view.representative(2))));
        QVERIFY(!view.picker().isTarget(DogKidsTable::dogId(3))); // not an opponent's dog
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 2));
        QCOMPARE(m_chosen.size(), std::size_t{1});
        QVERIFY(m_chosen[0] == moveAction(singleCard(Colour::Red), 0, static_cast<int>(Colour::Red)));
        // One choice per showState.
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 1));
        QCOMPARE(m_chosen.size(), std::size_t{1});
    }

    void keysGoFromTheCardToItsDogs() {
        // Play test: after a card was picked by keys, Page Down went through the other cards before
        // the dogs. A player thinks "this card, then which dog": the dogs come first.
        DogKidsState s = redYellowSwapToPlay();
        DogKidsTable view;
        QVERIFY(open(view));
        view.showState(s, 0, true);
        QTest::keyClick(&view, Qt::Key_PageDown);
        QVERIFY(view.focusedItem() != nullptr);
        QCOMPARE(view.focusedItem()->id, DogKidsTable::cardId(0));
        QVERIFY(view.picker().isTarget(DogKidsTable::cardId(1))); // the yellow card could start over
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(view.chosenHandIndex(), 0);
        // Enter took the cursor on to the first dog (play test: it stayed on the card, and a second
        // Enter took the card back).
        QCOMPARE(view.focusedItem()->id, DogKidsTable::dogId(0));
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(m_chosen.size(), std::size_t{1});
        QVERIFY(m_chosen[0] == moveAction(singleCard(Colour::Red), 0, static_cast<int>(Colour::Red)));
        // The Change hand button is in the cycle too, and a hint for it marks it.
        view.showState(s, 0, true);
        view.showHint(changeAction());
        QVERIFY((view.hintSteps() == std::vector<std::string>{"button/change"}));
        QVERIFY(view.hitMap().find("button/change") != nullptr);
        bool reached = false;
        for (int i = 0; i < 10 && !reached; ++i) {
            QTest::keyClick(&view, Qt::Key_PageDown);
            reached = view.focusedItem()->id == "button/change";
        }
        QVERIFY(reached);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(m_chosen.size(), std::size_t{2});
        QVERIFY(m_chosen[1] == changeAction());
    }

    void tabComesRoundAfterTheLastZone() {
        // Play test (1024x700, German): Tab went through the dogs to "New cards" and stayed there, 7
        // more presses later still on it. After the last zone Tab starts again from the first.
        DogKidsState s = redYellowSwapToPlay();
        DogKidsTable view;
        QVERIFY(open(view));
        view.showState(s, 0, true);
        QStringList seen;
        for (int i = 0; i < 24; ++i) {
            QTest::keyClick(&view, Qt::Key_Tab);
            QVERIFY(view.focusedItem() != nullptr);
            seen << QString::fromStdString(view.focusedItem()->id);
        }
        const qsizetype last = seen.indexOf(QStringLiteral("button/change"));
        QVERIFY2(last >= 0, qPrintable(seen.join(QLatin1Char(' '))));
        QVERIFY2(seen.mid(last + 1).contains(seen.front()),
                 qPrintable(QStringLiteral("Tab stayed: ") + seen.join(QLatin1Char(' '))));
        QVERIFY(view.hasFocus());
    }

    void aNumberKeyTakesTheCursorToItsCard() {
        // Play test (#21): 1..3 picks a card, but the keyboard cursor stayed on the card it was on,
        // so Page Down and Enter went on from the old card.
        DogKidsState s = redYellowSwapToPlay();
        DogKidsTable view;
        QVERIFY(open(view));
        view.showState(s, 0, true);
        QTest::keyClick(&view, Qt::Key_PageDown);
        QCOMPARE(view.focusedItem()->id, DogKidsTable::cardId(0));
        QTest::keyClick(&view, Qt::Key_2);
        QCOMPARE(view.chosenHandIndex(), 1);
        QVERIFY(view.cursorShown());
        QCOMPARE(view.focusedItem()->id, DogKidsTable::cardId(1));
        // Page Down goes on with the yellow card: to its dog first; Enter moves it.
        QTest::keyClick(&view, Qt::Key_PageDown);
        QCOMPARE(view.focusedItem()->id, DogKidsTable::dogId(0));
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(m_chosen.size(), std::size_t{1});
        QVERIFY(m_chosen[0] == moveAction(singleCard(Colour::Yellow), 0, static_cast<int>(Colour::Yellow)));
    }

    void dragACardOntoADog() {
        DogKidsState s = makeState(2);
        s.setHand(0, {singleCard(Colour::Blue), singleCard(Colour::Green), kSwapCard});
        s.startPlayAt(0);
        s.placeDog(0, 0);
        DogKidsTable view;
        QVERIFY(open(view));
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
        QVERIFY(open(view));
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
        QCOMPARE(view.chosenHandIndex(), 1);
        QTest::mouseMove(&view, dogCentre(view, 0));
        const auto moves = view.hoveredMoves();
        QCOMPARE(moves.size(), std::size_t{1});
        const MoveOutcome outcome = previewMove(view.view(), moves.front());
        QCOMPARE(static_cast<int>(outcome.main.to), 1);
        QCOMPARE(static_cast<int>(outcome.knocked.dog), 4);
        QVERIFY(view.referee()->describe(moves.front()).contains(QStringLiteral("knocks out brown dog 2")));
        (void)view.grab();
        bool panelSays = false;
        for (const ui::DrawnText& t : view.drawnTexts())
            panelSays = panelSays || t.text.contains(QStringLiteral("knocks out brown dog 2"));
        QVERIFY(panelSays);
        if (const QString dir = qEnvironmentVariable("DOGKIDS_VIEW_SHOTS"); !dir.isEmpty())
            view.grab().save(dir + QStringLiteral("/dogkids_hover.png"));
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(view.chosenHandIndex(), -1);
    }

    void hoveringAWaitingDogPreviewsThatDog() {
        // Waiting dogs are alike to the rules; the preview must still name the dog under the pointer.
        DogKidsState s = makeState(2);
        s.setHand(0, {singleCard(Colour::Red), singleCard(Colour::Blue), singleCard(Colour::Yellow)});
        s.startPlayAt(0);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        view.showState(s, 0, true);
        bool found = false;
        for (int i = 0; i < kHandSize && !found; ++i) { // a card of the start field's colours
            QTest::mouseClick(&view, Qt::LeftButton, {}, cardCentre(view, i));
            QTest::mouseMove(&view, dogCentre(view, 2));
            found = !view.hoveredMoves().empty();
            if (!found) QTest::keyClick(&view, Qt::Key_Escape);
        }
        QVERIFY(found);
        (void)view.grab();
        QString panel;
        for (const ui::DrawnText& t : view.drawnTexts())
            if (t.text.contains(QStringLiteral("enters the start field"))) panel = t.text;
        QVERIFY2(panel.contains(QStringLiteral("dog 3 enters the start field")), qPrintable(panel));
        QVERIFY2(!panel.contains(QStringLiteral("dog 1")), qPrintable(panel));
    }

    void accessibleDescriptionsDoNotRepeatTheName() {
        // A screen reader says the name, then the description: "Field 1: Field 1: start field …" and
        // "white dog 1: Player 1 (you): white dog 1, …" said everything twice.
        DogKidsState s = makeState(2);
        s.setHand(0, {singleCard(Colour::Green), singleCard(Colour::Blue), kSwapCard});
        s.startPlayAt(0);
        s.placeDog(0, 0);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        view.showState(s, 0, true);
        int checked = 0;
        for (const ui::TableItem& item : view.hitMap().items()) {
            if (item.name.isEmpty() || item.description.isEmpty()) continue;
            ++checked;
            QVERIFY2(!item.description.contains(item.name, Qt::CaseInsensitive),
                     qPrintable(item.name + QStringLiteral(" | ") + item.description));
        }
        QVERIFY(checked > 30);
    }

    void twoColourCardAsksOnlyWhenBothColoursWork() {
        DogKidsState s = redBlueInHand();
        const Card rb = twoColourCard(Colour::Red, Colour::Blue);
        DogKidsTable view;
        QVERIFY(open(view));
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
        QStringList asked;
        ui::TableBase::setMenuAnswerForTests([&](const QStringList& labels) {
            asked = labels;
            return 1; // "As blue"
        });
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 0));
        ui::TableBase::setMenuAnswerForTests({});
        QCOMPARE(asked.size(), 2);
        QVERIFY(asked[1].startsWith(QStringLiteral("As blue — ")));
        QCOMPARE(m_chosen.size(), std::size_t{2});
        QVERIFY(m_chosen[1] == moveAction(rb, 0, static_cast<int>(Colour::Blue)));
    }

    void twoColourMenuTakesReturnAndEsc() {
        // Play test: the "which colour?" menu of a two-colour card did not take Return or Esc. Return
        // picks the highlighted line (the first when the menu opens); Esc cancels and nothing is played.
        DogKidsState s = redBlueInHand();
        const Card rb = twoColourCard(Colour::Red, Colour::Blue);
        s.placeDog(0, 0); // on the ring: red field 3 or blue field 2
        DogKidsTable view;
        QVERIFY(open(view));
        ui::TableBase::setMenuAnswerForTests({});
        QStringList shown;
        const auto press = [&](Qt::Key key) {
            // Keys reach the menu while it is open; a menu still open later is closed (no hang).
            QTimer::singleShot(100, [&shown, key] {
                if (QWidget* popup = QApplication::activePopupWidget()) {
                    if (auto* menu = qobject_cast<QMenu*>(popup))
                        for (QAction* a : menu->actions())
                            shown << a->text();
                    QTest::keyClick(popup, key);
                }
            });
            QTimer::singleShot(600, [] {
                if (QWidget* popup = QApplication::activePopupWidget()) popup->close();
            });
        };
        view.showState(s, 0, true);
        QTest::mouseClick(&view, Qt::LeftButton, {}, cardCentre(view, 2));
        press(Qt::Key_Escape);
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 0));
        QCOMPARE(shown.size(), 2);
        QVERIFY(m_chosen.empty()); // cancelled: nothing played
        QVERIFY(QApplication::activePopupWidget() == nullptr);
        shown.clear();
        view.showState(s, 0, true);
        QTest::mouseClick(&view, Qt::LeftButton, {}, cardCentre(view, 2));
        press(Qt::Key_Return);
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 0));
        QCOMPARE(shown.size(), 2);
        QVERIFY(shown[0].startsWith(QStringLiteral("As red")));
        QCOMPARE(m_chosen.size(), std::size_t{1}); // Return picked the highlighted first line
        QVERIFY(m_chosen[0] == moveAction(rb, 0, static_cast<int>(Colour::Red)));
    }

    void everyDogTokenShowsItsOwnNumber() {
        // Play test: the log and the hints say "white dog 3", while every white token showed its
        // player's number, 1. Two dogs of one player now look alike but for their numbers.
        DogKidsState s = makeState(2);
        s.startPlayAt(0);
        s.placeDog(0, 3);
        s.placeDog(1, 9);
        DogKidsTable view;
        QVERIFY(open(view));
        view.showState(s, 0, false);
        (void)view.grab();
        for (int dog = 0; dog < 6; ++dog) {
            const QPointF c = view.dogCentre(dog);
            QStringList on;
            for (const ui::DrawnText& t : view.drawnTexts())
                if (QLineF(t.box.center(), c).length() < 3) on << t.shown;
            QVERIFY2(
                on.contains(QString::number(dog % 3 + 1)),
                qPrintable(QStringLiteral("dog %1 shows %2").arg(dog).arg(on.join(QStringLiteral(", ")))));
        }
    }

    void aKennelDogComesOutByKeysWhateverColourItNames() {
        // Play test (1024x700): the other player's dog on the white start field, a red/yellow card in
        // hand; the hint said "as yellow", which the table makes as red (both colours bring the dog
        // out alike), so H, Enter, Enter... took the card and put it back for five minutes. Such a
        // second colour is no move of the search's (the hint's) own; the first one is made by keys.
        DogKidsState s = makeState(2);
        const Card ry = twoColourCard(Colour::Red, Colour::Yellow);
        s.setHand(0, {ry, singleCard(Colour::Green), singleCard(Colour::Green)});
        s.startPlayAt(0);
        s.placeDog(3, 0); // the other player's first dog on the white start field
        const Action red = moveAction(ry, 0, static_cast<int>(Colour::Red));
        const Action yellow = moveAction(ry, 0, static_cast<int>(Colour::Yellow));
        const auto legal = s.legalActions();
        QVERIFY(std::find(legal.begin(), legal.end(), red) != legal.end());
        QVERIFY(std::find(legal.begin(), legal.end(), yellow) != legal.end()); // the rules allow both
        QVERIFY(sameOutcome(s.preview(red), s.preview(yellow)));
        QCOMPARE(s.preview(red).knocked.dog, std::int8_t{3});
        std::vector<Action> search;
        s.searchActions(search);
        QVERIFY(std::find(search.begin(), search.end(), red) != search.end());
        QVERIFY(std::find(search.begin(), search.end(), yellow) == search.end());
        // Every move the search weighs, hinted, is made by Return alone.
        DogKidsTable view;
        QVERIFY(open(view));
        view.setFocus();
        for (const Action& a : search) {
            m_chosen.clear();
            view.showState(s, 0, true);
            view.showHint(a);
            for (int i = 0; i < 5 && m_chosen.empty(); ++i)
                QTest::keyClick(&view, Qt::Key_Return);
            QCOMPARE(m_chosen.size(), std::size_t{1});
            QVERIFY2(m_chosen[0] == a, qPrintable(QString::fromStdString(s.describe(a, 0))));
        }
    }

    void hintThenEnterPlaysTheHintedColour() {
        // Play test: H, Enter, Enter on a two-colour card whose hint says "as blue" played it as red
        // (the menu's first line). Following the hint by keys makes the hinted move itself.
        DogKidsState s = redBlueInHand();
        const Card rb = twoColourCard(Colour::Red, Colour::Blue);
        s.placeDog(0, 0); // on the ring: red field 3 or blue field 2
        DogKidsTable view;
        QVERIFY(open(view));
        view.setFocus();
        ui::TableBase::setMenuAnswerForTests([](const QStringList&) { return 0; }); // the first line
        view.showState(s, 0, true);
        const Action blue = moveAction(rb, 0, static_cast<int>(Colour::Blue));
        const auto legal = s.legalActions();
        QVERIFY(std::find(legal.begin(), legal.end(), blue) != legal.end());
        view.showHint(blue);
        for (int i = 0; i < 4 && m_chosen.empty(); ++i)
            QTest::keyClick(&view, Qt::Key_Return);
        ui::TableBase::setMenuAnswerForTests({});
        QCOMPARE(m_chosen.size(), std::size_t{1});
        QVERIFY(m_chosen[0] == blue);
    }

    void tooltipsExplainFieldsAndPlaces() {
        DogKidsState s = makeState(2);
        s.startPlayAt(0);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        view.showState(s, 0, false);
        auto tip = [&](const std::string& id) {
            const ui::TableItem* item = view.hitMap().find(id);
            return item == nullptr ? QString() : item->tooltip;
        };
        QVERIFY(tip("field/0").contains(QStringLiteral("start field of the white dogs")));
        QVERIFY(tip("field/6").contains(QStringLiteral("kennel field")));
        QCOMPARE(tip("field/1"), QStringLiteral("Field 2: green"));
        QCOMPARE(view.hitMap().find("field/1")->name, QStringLiteral("Field 2"));
        auto tipAt = [&](const Point& pt) {
            const ui::TableItem* item = view.hitMap().at(view.toWidget(pt));
            return item == nullptr ? QString() : item->tooltip;
        };
        QVERIFY(tipAt(homePoint(2, 1)).contains(QStringLiteral("Home field 2 of the brown dogs: yellow")));
        QVERIFY(tipAt(waitingPoint(0, 1)).contains(QStringLiteral("red or yellow")) ||
                tipAt(waitingPoint(0, 1)).contains(QStringLiteral("waiting in front of the kennel")));
        QVERIFY(tip("kennel/0").contains(QStringLiteral("red or yellow")));
        QVERIFY(tipAt({600, 600}).isEmpty());
        // Dogs and cards: a short name for screen readers, the state in the description.
        QCOMPARE(view.hitMap().find("dog/0")->name, QStringLiteral("white dog 1"));
        QVERIFY(view.hitMap().find("dog/0")->description.contains(
            QStringLiteral("waiting in front of the kennel")));
    }

    void everyTooltipAndNameTakesTheRulesWordsFromTheCatalogue() {
        // Issue #15: the table's words about the rules (tooltips, names of dogs, cards and places)
        // come from the rules' translatable words, never a colour or card name glued in English.
        // A translator that marks every word it is asked for shows which ones went through it.
        text::setTranslator([](const char*, const char* source, const char* comment, long) {
            return std::optional<std::string>(std::string("<") + source +
                                              (comment ? "|" + std::string(comment) : "") + ">");
        });
        DogKidsState s = makeState(4);
        s.setHand(0, {singleCard(Colour::Red), doubleCard(Colour::Blue), kSwapCard});
        s.startPlayAt(0);
        s.placeDog(0, 5);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        view.showState(s, 0, false);
        int tips = 0;
        for (const ui::TableItem& item : view.hitMap().items())
            if (!item.tooltip.isEmpty()) {
                ++tips;
                QVERIFY2(item.tooltip.startsWith(QLatin1Char('<')), qPrintable(item.tooltip));
            }
        QVERIFY(tips > 60);
        const auto* field = view.hitMap().find("field/1");
        QCOMPARE(field->tooltip, QStringLiteral("<Field 2: <green>>"));
        QCOMPARE(view.hitMap().find("dog/0")->name, QStringLiteral("<white dog 1>"));
        QVERIFY(view.hitMap().find("dog/0")->description.contains(QStringLiteral("<on field 6>")));
        QCOMPARE(view.hitMap().find("hand/0")->name, QStringLiteral("Card 1: <red|card>"));
        QCOMPARE(view.hitMap().find("hand/1")->name, QStringLiteral("Card 2: <double blue>"));
        // Play test G2: the status line read "Karte 1: Rot: Karte Rot: Ziehe …": each card is named
        // once in what the cursor says of it (its name, then what it does).
        for (const auto& [id, word] :
             {std::pair{"hand/0", "<red|card>"}, std::pair{"hand/1", "<double blue>"},
              std::pair{"hand/2", "<swap|card>"}}) {
            const QString said = ui::nameAndDescription(*view.hitMap().find(id));
            QVERIFY2(said.count(QLatin1String(word)) == 1, qPrintable(said));
            QVERIFY2(view.hitMap().find(id)->description.startsWith(QLatin1Char('<')), qPrintable(said));
        }
        QCOMPARE(view.hitMap().find("bowl/2")->name, QStringLiteral("Food bowl <of the brown dogs>"));
        text::setTranslator(nullptr);
    }

    void swapNeedsOwnDogThenTarget() {
        DogKidsState s = makeState(2);
        s.setHand(0, {kSwapCard, singleCard(Colour::Blue), singleCard(Colour::Blue)});
        s.startPlayAt(0);
        s.placeDog(0, 5);
        s.placeDog(3, 30);
        DogKidsTable view;
        QVERIFY(open(view));
        view.showState(s, 0, true);
        QTest::mouseClick(&view, Qt::LeftButton, {}, cardCentre(view, 2)); // cards are sorted: swap is last
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 3));  // the opponent first: refused
        QVERIFY(m_chosen.empty());
        QCOMPARE(view.picker().chosen().size(), std::size_t{1});
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 0));
        QCOMPARE(view.picker().chosen().size(), std::size_t{2});
        QCOMPARE(view.picker().chosen()[1], DogKidsTable::dogId(0));
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 3));
        QCOMPARE(m_chosen.size(), std::size_t{1});
        QVERIFY(m_chosen[0] == moveAction(kSwapCard, 0, 0, 3));
    }

    void changeHandButton() {
        DogKidsState s = makeState(3);
        s.setHand(1, {singleCard(Colour::Blue), singleCard(Colour::Blue), singleCard(Colour::Blue)});
        s.startPlayAt(1);
        DogKidsTable view;
        QVERIFY(open(view));
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
        QVERIFY(open(view));
        view.showState(s, 1, false);
        QVERIFY(!view.m_changeButton->isVisible());
        QTest::keyClick(&view, Qt::Key_1);
        QTest::mouseClick(&view, Qt::LeftButton, {}, dogCentre(view, 0));
        QVERIFY(m_chosen.empty());
        QVERIFY(view.view().hands[0].empty()); // seat 1 never receives seat 0's hand
        view.clearTable();
        QVERIFY(!view.hasView());
        QVERIFY(!view.m_rulesButton->isVisible());
    }

    void exchangeOfferAndKeep() {
        DogKidsState s = makeState(4, true);
        drawAll(s);
        QCOMPARE(static_cast<int>(s.phase()), static_cast<int>(Phase::Exchange));
        DogKidsTable view;
        QVERIFY(open(view));
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
        QVERIFY(view.m_tween.running());
        // The glide follows the rules' event: field 0 along the path to blue field 2.
        QCOMPARE(view.m_glides.size(), std::size_t{1});
        QCOMPARE(view.m_glides[0].dog, 0);
        QCOMPARE(view.m_glides[0].points.size(), std::size_t{3}); // 0, 1, 2
        // The card drawn right after the move does not cut the glide short.
        view.noteAction(s, s.chanceOutcomes().front().action);
        s.apply(s.chanceOutcomes().front().action);
        view.showState(s, 1, false);
        QVERIFY(view.m_tween.running());
        QTRY_VERIFY_WITH_TIMEOUT(!view.m_tween.running(), 2000);
        QVERIFY(view.m_glides.empty());
        // A knock-out glides both dogs: the mover along its path, the other back to its kennel.
        DogKidsState k = makeState(2);
        k.setHand(0, {singleCard(Colour::Green), singleCard(Colour::Blue), kSwapCard});
        k.startPlayAt(0);
        k.placeDog(0, 0);
        k.placeDog(4, 1);
        view.showState(k, 0, true);
        const Action knock = moveAction(singleCard(Colour::Green), 0, static_cast<int>(Colour::Green));
        view.noteAction(k, knock);
        k.apply(knock);
        view.showState(k, 0, false);
        QCOMPARE(view.m_glides.size(), std::size_t{2});
        QCOMPARE(view.m_glides[1].dog, 4);
        QCOMPARE(view.m_glides[1].points.back(), view.placePoint(4, kWaiting));
        view.clearTable();
        QVERIFY(!view.m_tween.running());
        ui::setAnimationFactor(0.0);
    }

    void paintsATypedViewAlone() {
        // The table is given only what the rules make for a seat: no GameState reaches it.
        DogKidsState s = makeState(3, true);
        drawAll(s);
        const View typed = s.viewFor(1);
        DogKidsTable view;
        view.resize(1024, 700);
        view.show();
        view.showView(typed, 1, {}, nullptr);
        const QPixmap shot = view.grab();
        QVERIFY(!shot.isNull());
        bool named = false;
        for (const ui::DrawnText& t : view.drawnTexts())
            named = named || t.text.contains(QStringLiteral("Player 3"));
        QVERIFY(named);
        // Every dog, field and own card is an item; no card of another seat is.
        for (int d = 0; d < 3 * kDogsPerPlayer; ++d)
            QVERIFY(view.hitMap().find(DogKidsTable::dogId(d)) != nullptr);
        for (int f = 0; f < kRingFields; ++f)
            QVERIFY(view.hitMap().find(DogKidsTable::fieldId(f)) != nullptr);
        int cards = 0;
        for (const ui::TableItem& item : view.hitMap().items())
            cards += item.kind == DogKidsTable::kCardItem ? 1 : 0;
        QCOMPARE(cards, kHandSize);
        QVERIFY(!view.isInteractive());
    }

    void clickingItemIdsMakesLegalActions() {
        // Through the picker by item ids, as hints and guided games do.
        DogKidsState s = makeState(2);
        s.setHand(0, {singleCard(Colour::Red), kKennelCard, kSwapCard});
        s.startPlayAt(0);
        s.placeDog(0, 1);
        s.placeDog(3, 30);
        DogKidsTable view;
        QVERIFY(open(view));
        view.showState(s, 0, true);
        for (const Action& a : s.legalActions())
            QVERIFY(!view.picker().stepsOf(a).empty());
        QCOMPARE(view.picker().stepsOf(moveAction(kSwapCard, 0, 0, 3)),
                 (std::vector<std::string>{"hand/2", "dog/0", "dog/3"}));
        QVERIFY(view.clickItem("hand/1")); // the kennel card
        QVERIFY(view.picker().isTarget("dog/0"));
        QVERIFY(!view.picker().isTarget("dog/1")); // a waiting dog: kennel cards move dogs on the ring
        QVERIFY(view.clickItem("dog/0"));
        QCOMPARE(m_chosen.size(), std::size_t{1});
        QVERIFY(m_chosen[0] == moveAction(kKennelCard, 0, 0, 0));
        QVERIFY(s.check(m_chosen[0]).ok());
        // The swap: the card, the own dog, the other dog.
        view.showState(s, 0, true);
        QVERIFY(view.clickItem("hand/2"));
        QVERIFY(view.clickItem("dog/0"));
        QVERIFY(view.clickItem("dog/3"));
        QCOMPARE(m_chosen.size(), std::size_t{2});
        QVERIFY(m_chosen[1] == moveAction(kSwapCard, 0, 0, 3));
        // The change button is an item too.
        view.showState(s, 0, true);
        QVERIFY(view.clickItem("button/change"));
        QCOMPARE(m_chosen.size(), std::size_t{3});
        QVERIFY(m_chosen[2] == changeAction());
    }

    void aRefusedDogClickSaysTheRulesReason() {
        DogKidsState s = makeState(2);
        s.setHand(0, {singleCard(Colour::Red), singleCard(Colour::Blue), kSwapCard});
        s.startPlayAt(0);
        s.placeDog(0, 0);
        DogKidsTable view;
        view.resize(1200, 800);
        view.show();
        QStringList said;
        connect(&view, &ui::GameView::statusMessage, this, [&](const QString& t) { said << t; });
        view.showState(s, 0, true);
        QVERIFY(view.clickItem("dog/3")); // no card chosen yet
        QVERIFY(said.last().contains(QStringLiteral("Choose one of your cards first")));
        QVERIFY(view.clickItem("hand/0"));
        QVERIFY(view.clickItem("dog/3")); // an opponent's dog: the engine's reason
        QCOMPARE(said.last(), QStringLiteral("you can only move your own dogs"));
    }
};

} // namespace dogtable::games::dogkids

QTEST_MAIN(dogtable::games::dogkids::DogKidsViewTest)
#include "dogkids_view_test.moc"
