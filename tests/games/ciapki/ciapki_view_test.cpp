// The Ciapki table under Qt Test: clicks and buttons become exactly one legal action, nothing is
// offered to a seat that is not to act, and every phase of random games renders.
#include <QCheckBox>
#include <QPushButton>
#include <QtTest/QtTest>

#include "../table_hint_support.h"
#include "ciapki/rules/ciapki_state.h"
#include "ciapki/view/ciapki_art.h"
#include "ciapki/view/ciapki_table.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::ciapki {

namespace {

constexpr int kMissy = 14;    // spaces 3, 4
constexpr int kBristles = 10; // spaces 1, 2

std::unique_ptr<CiapkiState> duel(const std::string& tiles = "first-game", int players = 2) {
    auto setup = std::make_shared<Setup>();
    setup->players = players;
    for (int s = 0; s < players; ++s)
        setup->names.push_back("Player " + std::to_string(s + 1));
    setup->variants = {{"tiles", tiles}, {"offleash", "0"}, {"solo_treats", "1"}};
    if (tiles == "off-leash")
        setup->variants = {{"tiles", "first-game"}, {"offleash", "1"}, {"solo_treats", "1"}};
    auto s = std::make_unique<CiapkiState>(setup);
    // P1 gets Missy and Bristles, P2 Mirabelle and Wolfgang; P1 starts (buried 2 against 1).
    for (int card : {kMissy, kBristles, 31, 28, 27})
        s->apply(Action(kRevealDog, card));
    for (int d : {2, 1})
        s->apply(Action(kStartDie, d));
    return s;
}

Action roll(std::initializer_list<int> faces) {
    Counts c{};
    for (int f : faces)
        ++c[static_cast<std::size_t>(f - 1)];
    Action a(kRoll);
    packCounts(c, a);
    return a;
}

} // namespace

class CiapkiViewTest : public QObject {
    Q_OBJECT

    std::vector<Action> m_chosen;
    QStringList m_messages;

    void watch(CiapkiTable& view) {
        m_chosen.clear();
        m_messages.clear();
        connect(&view, &ui::GameView::actionChosen, this, [this](const Action& a) { m_chosen.push_back(a); });
        connect(&view, &ui::GameView::statusMessage, this, [this](const QString& m) { m_messages << m; });
    }
    static QPushButton* button(CiapkiTable& view, const QString& text) {
        for (auto* b : view.m_buttons)
            if (b->text() == text) return b;
        return nullptr;
    }
    static QPoint handDie(const CiapkiTable& view, int k) {
        const int n = countTotal(view.view().hand) + view.view().rolling;
        return view.handDieRect(k, n).center().toPoint();
    }

private slots:
    void initTestCase() { ui::setAnimationFactor(0.0); }

    // play test A: with a die already picked, the hint "reroll" was never made by H, Enter…: every
    // hinted move is made by Return alone, from a fresh table and with another pick half made
    void hintThenEnterMakesEveryMove() {
        for (const char* tiles : {"first-game", "off-leash"}) {
            auto s = duel(tiles, 2);
            CiapkiTable table;
            int rounds = 0;
            const QString e = dogtable::test::hintThenEnterAtRandomPositions(table, *s, 7, 16, 3, rounds);
            QVERIFY2(e.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(tiles), e)));
            QVERIFY(rounds >= 10);
        }
    }

    void clickATileDoesThatTrick() {
        auto s = duel();
        s->editFaceDown(kRun, true);
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(*s, 0, true);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.tileRect(3).center().toPoint()); // Run: used
        QVERIFY(m_chosen.empty());
        QVERIFY(!m_messages.isEmpty());
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.tileRect(2).center().toPoint());
        QCOMPARE(m_chosen.size(), std::size_t(1));
        QVERIFY(m_chosen[0] == Action(kTrick, 3));
    }

    void pickADieThenASpaceOrTheYard() {
        auto s = duel();
        s->apply(Action(kTrick, 4));
        s->apply(roll({3, 4, 6}));
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(*s, 0, true);
        QVERIFY(button(view, "Re-roll all (1 treat)") != nullptr);
        QVERIFY(button(view, "Bury the rest — bust!") != nullptr); // the yard's 2 and 3 + 4 + 6 = 15
        // A space without a picked die does nothing.
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.spaceRect(0, 0, 0).center().toPoint());
        QVERIFY(m_chosen.empty());
        QTest::mouseClick(&view, Qt::LeftButton, {}, handDie(view, 0)); // the 3
        QCOMPARE(view.pickedFace(), 3);
        QTest::mouseClick(&view, Qt::LeftButton, {},
                          view.spaceRect(0, 0, 1).center().toPoint()); // Missy's 4: no
        QVERIFY(m_chosen.empty());
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.spaceRect(0, 0, 0).center().toPoint()); // Missy's 3
        QCOMPARE(m_chosen.size(), std::size_t(1));
        QVERIFY(m_chosen[0] == Action(kPlace, 0, 0));
        s->apply(m_chosen[0]);
        view.showState(*s, 0, true);
        QVERIFY(button(view, "Re-roll all (1 treat)") == nullptr);      // the treat window closed
        QTest::mouseClick(&view, Qt::LeftButton, {}, handDie(view, 1)); // the 6
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.yardRect(0).center().toPoint());
        QCOMPARE(m_chosen.size(), std::size_t(2));
        QVERIFY(m_chosen[1] == Action(kBury, 6));
    }

    void optionalStepIsAYesNoChoiceWithOdds() {
        auto s = duel();
        s->apply(Action(kTrick, 3)); // Walk
        s->apply(roll({3, 4}));
        s->apply(Action(kPlace, 0, 0));
        s->apply(Action(kPlace, 0, 1));
        QVERIFY(s->phase() == Phase::Optional);
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(*s, 0, true);
        QVERIFY(view.oddsText().contains("bust 16.7 %")); // yard 2: only a 6 busts (no space takes it)
        QVERIFY(view.oddsText().contains("33.3 %"));      // Bristles takes a 1 or a 2
        view.m_oddsBox->setChecked(false);
        QVERIFY(view.oddsText().isEmpty());
        QPushButton* yes = button(view, "Yes, roll 1 die");
        QVERIFY(yes != nullptr);
        QVERIFY(button(view, "No, stop") != nullptr);
        yes->click();
        QCOMPARE(m_chosen.size(), std::size_t(1));
        QVERIFY(m_chosen[0] == Action(kMore));
    }

    // Play test: "bust 0.0 %" (a roll that cannot bust), "25.0 %"; and with two dice or more the
    // numbers took each other's places ("Next roll (33.3 dice): bust 2 % ..."). Every odds line of
    // random games: the number of dice where it belongs, no pointless decimal, "no risk" at 0.
    void oddsLinesReadNaturally() {
        int many = 0, safe = 0, risky = 0;
        CiapkiTable view;
        view.resize(1280, 800);
        for (std::uint64_t seed = 1; seed < 80 && (many < 3 || safe < 3 || risky < 3); ++seed) {
            auto setup = std::make_shared<Setup>();
            setup->players = 2;
            setup->names = {"P1", "P2"};
            setup->variants["tiles"] = "random"; // Chase and Sprint roll several dice
            CiapkiState s(setup);
            Rng rng(seed);
            for (int step = 0; step < 400 && !s.isOver(); ++step) {
                if (s.isChance()) {
                    const auto outs = s.chanceOutcomes();
                    s.applyLegal(outs[rng.pickWeighted(outs)].action);
                    continue;
                }
                const Seat seat = s.currentSeat();
                const View v = s.viewFor(seat);
                const RollOdds o = nextRollOdds(v);
                if (o.valid()) {
                    view.showState(s, seat, true);
                    const QString odds = view.oddsText();
                    QVERIFY2(!odds.contains(QStringLiteral(".0 %")), qPrintable(odds));
                    if (v.nextRollDice > 1) {
                        ++many;
                        QVERIFY2(odds.startsWith(QStringLiteral("Next roll (%1 dice): ").arg(v.nextRollDice)),
                                 qPrintable(odds));
                    }
                    if (o.bust == 0) {
                        ++safe;
                        QVERIFY2(odds.contains(QStringLiteral("no risk of busting")), qPrintable(odds));
                    } else {
                        ++risky;
                        QVERIFY2(odds.contains(QStringLiteral(": bust ")), qPrintable(odds));
                    }
                }
                const auto acts = s.legalActions();
                s.applyLegal(acts[rng.below(static_cast<std::uint32_t>(acts.size()))]);
            }
        }
        qInfo("odds lines: %d of several dice, %d safe, %d risky", many, safe, risky);
        QVERIFY(many >= 3);
        QVERIFY(safe >= 3);
        QVERIFY(risky >= 3);
    }

    // Issue #12 item 7: the odds line was cut ("it fits a space 50.0…") with no tooltip. At the
    // sizes a 1024x700 window and a large one give the table, it is drawn in full.
    void oddsLineIsNeverCut() {
        auto s = duel();
        s->apply(Action(kTrick, 3)); // Walk
        s->apply(roll({3, 4}));
        s->apply(Action(kPlace, 0, 0));
        s->apply(Action(kPlace, 0, 1));
        QVERIFY(s->phase() == Phase::Optional);
        for (const QSize size : {QSize(740, 610), QSize(900, 600), QSize(1280, 800), QSize(1640, 1000)}) {
            CiapkiTable view;
            view.resize(size);
            view.showState(*s, 0, true);
            (void)view.grab();
            const QString odds = view.oddsText();
            QVERIFY(!odds.isEmpty());
            bool drawn = false;
            for (const ui::DrawnText& t : view.drawnTexts()) {
                if (t.text != odds) continue;
                drawn = true;
                QVERIFY2(!t.cut, qPrintable(QStringLiteral("%1x%2: %3 in %4 px")
                                                .arg(size.width())
                                                .arg(size.height())
                                                .arg(t.shown)
                                                .arg(t.box.width())));
            }
            QVERIFY(drawn);
        }
    }

    // Play test: "Ogródek: 3 z 7" (yard: 3 of 7) read as 3 dice of 7; the limit counts pips (the
    // yard's total, rules section "Bust"). Every yard's label names its unit, whole, at the sizes a
    // 1024x700 and a 1920x1080 window give the table.
    void theYardLabelSaysPips() {
        auto s = duel();
        for (const QSize size : {QSize(740, 610), QSize(1280, 800), QSize(1640, 1000)}) {
            CiapkiTable view;
            view.resize(size);
            view.showState(*s, 0, true);
            (void)view.grab();
            for (int seat = 0; seat < 2; ++seat) {
                const QRectF yard = view.yardRect(seat);
                QStringList seen;
                bool said = false;
                for (const ui::DrawnText& t : view.drawnTexts()) {
                    if (!yard.contains(t.box.center())) continue;
                    seen << t.shown;
                    const bool pips = t.shown.contains(QStringLiteral("of 7 pips")) ||
                                      t.shown.contains(QStringLiteral("/7 pips"));
                    said = said || (pips && !t.cut);
                }
                QVERIFY2(said, qPrintable(QStringLiteral("%1x%2, seat %3: %4")
                                              .arg(size.width())
                                              .arg(size.height())
                                              .arg(seat)
                                              .arg(seen.join(QStringLiteral(" | ")))));
            }
        }
    }

    void blueTilesOfferKeepButtons() {
        auto s = duel();
        s->apply(Action(kTrick, 5)); // Fetch
        s->apply(roll({1, 1, 3, 3, 3, 5, 6, 6}));
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(*s, 0, true);
        int keeps = 0;
        for (auto* b : view.m_buttons)
            keeps += b->text() == "Keep" ? 1 : 0;
        QCOMPARE(keeps, 4);
        QTest::mouseClick(&view, Qt::LeftButton, {}, handDie(view, 0)); // choose first: no die picking
        QCOMPARE(view.pickedFace(), 0);
        for (auto* b : view.m_buttons)
            if (b->text() == "Keep") {
                b->click();
                break;
            }
        QCOMPARE(m_chosen.size(), std::size_t(1));
        QCOMPARE(m_chosen[0].kind, static_cast<std::uint16_t>(kKeep));
    }

    void barButtonsAreItemsForKeysReadersAndHints() {
        // Issue #21: the bottom bar's buttons were no items: no key reached them, a screen reader
        // heard four times "Keep", and a hint for one showed only in the status strip.
        auto s = duel();
        s->apply(Action(kTrick, 5)); // Fetch
        s->apply(roll({1, 1, 3, 3, 3, 5, 6, 6}));
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(*s, 0, true);
        std::vector<const ui::TableItem*> keeps;
        QStringList names;
        for (const auto& item : view.hitMap().items())
            if (item.command && item.name.startsWith(QStringLiteral("Keep"))) {
                keeps.push_back(&item);
                names << item.name;
            }
        QCOMPARE(keeps.size(), std::size_t(4));
        names.removeDuplicates();
        QCOMPARE(names.size(), 4); // each says its dice
        // The hint for the last keep rings its button.
        Action last;
        for (const Action& a : s->legalActions())
            if (a.kind == kKeep) last = a;
        view.showHint(last);
        QCOMPARE(view.hintSteps().size(), std::size_t(1));
        const ui::TableItem* hinted = nullptr;
        for (const auto& item : view.hitMap().items())
            if (ui::stepOf(item) == view.hintSteps().front()) hinted = &item;
        QVERIFY(hinted != nullptr);
        QVERIFY(hinted->command);
        // Page Down reaches it, Enter keeps those dice.
        const std::string id = hinted->id;
        for (int i = 0; i < 40; ++i) {
            QTest::keyClick(&view, Qt::Key_PageDown);
            if (view.focusedItem() != nullptr && view.focusedItem()->id == id) break;
        }
        QCOMPARE(view.focusedItem()->id, id);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(m_chosen.size(), std::size_t(1));
        QVERIFY(m_chosen[0] == last);
    }

    void trotPicksAPlacedDieThenAnEmptySpace() {
        auto setup = std::make_shared<Setup>();
        setup->players = 2;
        setup->names = {"A", "B"};
        setup->variants = {{"tiles", "obstacle-course"}, {"solo_treats", "1"}};
        CiapkiState s(setup);
        for (int card : {kMissy, kBristles, 31, 28, 27})
            s.apply(Action(kRevealDog, card));
        for (int d : {2, 1})
            s.apply(Action(kStartDie, d));
        s.editArea(0).dogs[0].filled = 1; // a 3 on Missy
        s.editPool(s.pool() - 1);
        s.apply(Action(kTrick, 3)); // Trot
        QVERIFY(s.phase() == Phase::Trot);
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(s, 0, true);
        QVERIFY(button(view, "Move no die") != nullptr);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.spaceRect(0, 0, 0).center().toPoint());
        QVERIFY(m_chosen.empty());
        QCOMPARE(view.pickedTrot().first, 0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.spaceRect(0, 1, 1).center().toPoint());
        QCOMPARE(m_chosen.size(), std::size_t(1));
        QVERIFY(m_chosen[0] == Action(kTrotMove, 0, 0, 1, 1));
    }

    void aPlacedDieFliesToItsSpace() {
        auto s = duel();
        s->apply(Action(kTrick, 4));
        s->apply(roll({3, 4, 6}));
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        view.showState(*s, 0, true);
        ui::setAnimationFactor(1.0);
        const QRectF from = view.handDieRect(0, 3);
        view.noteAction(*s, Action(kPlace, 0, 0));
        s->apply(Action(kPlace, 0, 0));
        view.showState(*s, 0, true);
        QVERIFY(view.animating(CiapkiTable::Anim::Move));
        QCOMPARE(view.m_flyFrom, from);
        QCOMPARE(view.flyTarget(), view.spaceRect(0, 0, 0));
        QVERIFY(!view.grab().isNull());        // mid-flight
        view.noteAction(*s, Action(kBury, 4)); // into the yard, next to the buried 2
        s->apply(Action(kBury, 4));
        view.showState(*s, 0, true);
        QCOMPARE(view.flyTarget(), view.yardDieRect(0, 1));
        view.noteAction(*s, Action(kBury, 6)); // 2 + 4 + 6: a bust empties the yard, nothing to fly to
        s->apply(Action(kBury, 6));
        view.showState(*s, 1, false);
        QVERIFY(view.flyTarget().isNull());
        view.m_tween->stop();
        ui::setAnimationFactor(0.0);
    }

    void buryTheRestWarnsOfABust() {
        // P1's yard holds the buried 2; Walk rolls 5 and 6 (no free space takes them).
        auto s = duel();
        s->apply(Action(kTrick, 3));
        s->apply(roll({5, 6}));
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(*s, 0, true);
        QVERIFY(button(view, QStringLiteral("Bury the rest")) == nullptr);
        QPushButton* rest = button(view, QStringLiteral("Bury the rest — bust!"));
        QVERIFY(rest != nullptr);
        QVERIFY(rest->toolTip().contains(QStringLiteral("13, over 7: you bust")));
        // A safe rest keeps the plain label, with the yard it leaves.
        auto t = duel();
        t->apply(Action(kTrick, 3));
        t->apply(roll({1, 2}));
        view.showState(*t, 0, true);
        QPushButton* safe = button(view, QStringLiteral("Bury the rest"));
        QVERIFY(safe != nullptr);
        QVERIFY(safe->toolTip().contains(QStringLiteral("yard 5 of 7")));
    }

    void digWarnsBeforeTurningADieUpIntoABust() {
        // P1 has Doog (2 paw prints) and starts with a buried 6; P2's yard holds 6 and 1 (7: safe).
        auto setup = std::make_shared<Setup>();
        setup->players = 2;
        setup->names = {"Player 1", "Player 2"};
        setup->variants = {{"tiles", "dig,run,fetch,beg"}, {"offleash", "0"}, {"solo_treats", "1"}};
        auto s = std::make_unique<CiapkiState>(setup);
        for (int card : {4, kMissy, 31, 28, 27})
            QVERIFY(s->apply(Action(kRevealDog, card)).ok());
        for (int d : {6, 1})
            QVERIFY(s->apply(Action(kStartDie, d)).ok());
        s->editArea(1).yard = Counts{1, 0, 0, 0, 0, 1};
        s->editPool(s->pool() - 1);
        QVERIFY(s->apply(Action(kTrick, 3)).ok()); // Dig
        QCOMPARE(s->phase(), Phase::Dig);
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(*s, 0, true);
        QPushButton* up = button(view, QStringLiteral("Player 2's up — bust!"));
        QVERIFY(up != nullptr);
        QVERIFY(up->toolTip().contains(QStringLiteral("goes to 8, over 7 — Player 2 busts")));
        QVERIFY(button(view, QStringLiteral("Player 2's down")) != nullptr);
        QTest::mouseClick(up, Qt::LeftButton);
        QCOMPARE(m_chosen.size(), std::size_t(1));
        QVERIFY(m_chosen[0] == Action(kDigMove, 1, 1, 1));
    }

    void tileStepsAreNotCutByTreats() {
        // Play-test: at 1024x700 the steps of a tile with treats on it were cut off under the treats.
        auto s = duel();
        for (int tile = 1; tile <= kTiles; ++tile)
            s->editTileTreats(tile, 4);
        for (const QSize size : {QSize(780, 640), QSize(1640, 1000)}) {
            CiapkiTable view;
            view.resize(size);
            view.showState(*s, 0, true);
            (void)view.grab();
            int steps = 0;
            for (const ui::DrawnText& t : view.drawnTexts()) {
                if (!t.text.startsWith(QStringLiteral("1. ")) && !t.text.startsWith(QStringLiteral("2. ")))
                    continue;
                ++steps;
                QVERIFY2(!t.cut, qPrintable(QStringLiteral("%1x%2: \"%3\" cut in %4x%5")
                                                .arg(size.width())
                                                .arg(size.height())
                                                .arg(t.text)
                                                .arg(t.box.width())
                                                .arg(t.box.height())));
            }
            int expected = 0; // every step of every tile on the table is drawn, none left out
            for (const auto& pos : view.view().positions)
                if (pos.top() != 0) expected += tileInfo(pos.top()).stepCount;
            QCOMPARE(steps, expected);
        }
    }

    void everyActionButtonLabelFitsAt1024() {
        // Fetch with eight dice of five values: the re-roll button and five Keep buttons share the bar.
        auto s = duel();
        s->apply(Action(kTrick, 5));
        s->apply(roll({1, 3, 3, 3, 4, 4, 6, 6}));
        CiapkiTable view;
        view.resize(780, 640); // the table in a 1024x700 window (beside the side panel)
        view.show();
        view.showState(*s, 0, true);
        QVERIFY(button(view, "Re-roll all (1 treat)") != nullptr);
        QVERIFY(view.m_buttons.size() >= 5);
        QApplication::processEvents(); // the bar lays the new buttons out
        for (QPushButton* b : view.m_buttons) {
            QVERIFY(!b->grab().isNull());
            const auto texts = ui::textsOn(b);
            QCOMPARE(texts.size(), std::size_t(1)); // the label is drawn through the house style
            QCOMPARE(texts[0].text, b->text());
            QVERIFY2(ui::elisionsOn(b).empty(), qPrintable(b->text() + " is cut to " + texts[0].shown));
            QVERIFY(b->toolTip().contains(b->text()));
        }
    }

    void fetchWithSixValuesIsNotSqueezedAt1024() {
        // Play-test: Fetch with a die of every value at 1024x700 squeezed the bar's buttons (the labels
        // shrank and "Re-roll all" was cut). The bar takes a second row for Odds aid and Rules.
        auto s = duel();
        s->apply(Action(kTrick, 5));
        s->apply(roll({1, 2, 2, 3, 4, 5, 6, 6}));
        CiapkiTable view;
        view.resize(780, 640); // the table in a 1024x700 window (beside the side panel)
        view.show();
        view.showState(*s, 0, true);
        QCOMPARE(view.m_buttons.size(), std::size_t(7)); // re-roll all and six Keep
        QApplication::processEvents();
        for (QPushButton* b : view.m_buttons) {
            QVERIFY(!b->grab().isNull());
            QVERIFY2(b->width() >= b->sizeHint().width(), qPrintable(QStringLiteral("%1: %2 of %3 px")
                                                                         .arg(b->text())
                                                                         .arg(b->width())
                                                                         .arg(b->sizeHint().width())));
            QVERIFY2(ui::elisionsOn(b).empty(), qPrintable(b->text()));
            QVERIFY(QRect(QPoint(0, 0), view.size())
                        .contains(b->geometry().translated(b->parentWidget()->pos())));
        }
    }

    void aLongerScoredWordFitsFourPanelsAt1024() {
        // Polish fit test: "zgarnięte 0/6" was cut to "zgarnięte …" in a 4-player panel at 1024x700,
        // as the name and the treat count kept fixed places however short they were.
        struct Polish : QTranslator {
            QString translate(const char*, const char* source, const char*, int) const override {
                return QByteArray(source) == "scored %1/%2" ? QStringLiteral("zgarnięte %1/%2") : QString();
            }
            bool isEmpty() const override { return false; }
        } polish;
        QCoreApplication::installTranslator(&polish);
        auto setup = std::make_shared<Setup>();
        setup->players = 4;
        setup->names = {"Konstancja Przybyszewska-Wołodyjowska II", "Maria da Conceição", "Bartłomiej",
                        "Gonçalo Magalhães"};
        setup->variants = {{"tiles", "first-game"}};
        CiapkiState s(setup);
        Rng rng(7);
        while (s.isChance()) { // the first outcome would tie the start dice again and again
            const auto outs = s.chanceOutcomes();
            s.applyLegal(outs[rng.pickWeighted(outs)].action);
        }
        CiapkiTable view;
        view.resize(780, 640); // the table in a 1024x700 window (beside the side panel)
        view.showState(s, 0, true);
        QVERIFY(!view.grab().isNull());
        QCoreApplication::removeTranslator(&polish);
        int shown = 0;
        for (const ui::DrawnText& t : view.drawnTexts()) {
            if (!t.text.startsWith(QStringLiteral("zgarnięte "))) continue;
            ++shown;
            QVERIFY2(!t.cut, qPrintable(QStringLiteral("\"%1\" shown as \"%2\" in %3 px")
                                            .arg(t.text, t.shown)
                                            .arg(t.box.width())));
        }
        QCOMPARE(shown, 4); // every seat's panel tells it
    }

    void aBustBannerIsShownInFullAt1024() {
        auto s = duel();
        s->apply(Action(kTrick, 3));
        s->apply(roll({5, 6}));
        CiapkiTable view;
        view.resize(1024, 640);
        view.show();
        view.showState(*s, 0, true);
        const auto before = s->clone();
        const Action rest = [&] {
            for (const Action& a : s->legalActions())
                if (a.kind == kBuryRest) return a;
            return Action();
        }();
        QVERIFY(rest.kind == kBuryRest);
        QVERIFY(s->apply(rest).ok());
        view.noteAction(*before, rest);
        view.showState(*s, 0, true);
        QVERIFY(view.m_announce.contains(QStringLiteral("dice go back to the pool")));
        QVERIFY(!view.grab().isNull());
        bool drawn = false;
        for (const auto& t : view.drawnTexts())
            if (t.text == view.m_announce) drawn = true;
        QVERIFY(drawn);
        for (const auto& e : view.elidedTexts())
            QVERIFY2(e.text != view.m_announce, qPrintable(e.shown));
    }

    void usedTilesKeepTheirBoxNames() {
        // Play tester D (1024x700): the used tile "2  Roll Over  used" lost its box name ("turlaj się")
        // while the other used tiles kept theirs. Every used tile shows its number, both names and
        // "used", uncut.
        auto s = duel();
        for (int tile = 1; tile <= kTiles; ++tile)
            s->editFaceDown(tile, true);
        for (const QSize size : {QSize(784, 596), QSize(780, 640), QSize(1640, 1000)}) {
            CiapkiTable view;
            view.resize(size);
            view.show();
            view.showState(*s, 0, true);
            QVERIFY(!view.grab().isNull());
            const auto texts = view.drawnTexts();
            for (std::size_t i = 0; i < view.view().positions.size(); ++i) {
                const int tile = view.view().positions[i].top();
                if (tile == 0) continue;
                const QRectF box = view.tileRect(static_cast<int>(i));
                const QString title = QStringLiteral("%1  %2").arg(i + 1).arg(art::tileTitle(tile));
                bool named = false, used = false;
                for (const ui::DrawnText& t : texts) {
                    if (!box.contains(t.box.center())) continue;
                    named = named || (t.text == title && !t.cut);
                    used = used || (t.text == QStringLiteral("used") && !t.cut);
                }
                QVERIFY2(named && used,
                         qPrintable(QStringLiteral("%1x%2: \"%3\"%4%5")
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(title)
                                        .arg(named ? QString() : QStringLiteral(" not whole"))
                                        .arg(used ? QString() : QStringLiteral(", no \"used\""))));
            }
        }
    }

    void trickTilesAreWholeOnAShortTable() {
        // At the end of a game at 1024×700 the "Game over" bar takes some 50 px from the table: the
        // tiles' last steps were cut off.
        auto s = duel();
        CiapkiTable view;
        view.resize(784, 596);
        view.show();
        view.showState(*s, 0, true);
        QVERIFY(!view.grab().isNull());
        int inTiles = 0;
        for (const auto& t : view.drawnTexts()) {
            if (!view.m_tiles.contains(t.box.center())) continue;
            ++inTiles;
            QVERIFY2(!t.cut, qPrintable(QStringLiteral("\"%1\" shown as \"%2\" in %3×%4")
                                            .arg(t.text, t.shown)
                                            .arg(t.box.width())
                                            .arg(t.box.height())));
        }
        QVERIFY(inTiles >= 12);
        if (const QString dir = qEnvironmentVariable("CIAPKI_VIEW_SHOTS"); !dir.isEmpty())
            view.grab().save(dir + QStringLiteral("/ciapki_short.png"));
    }

    void aLongBustBannerGrowsToItsText() {
        // Polish at 1024×700 (the table some 784 px wide beside the side panel): the banner's third
        // line was cut off ("… kości wracające do puli: 4").
        auto s = duel();
        s->apply(Action(kTrick, 3));
        s->apply(roll({5, 6}));
        CiapkiTable view;
        view.resize(784, 646);
        view.show();
        view.showState(*s, 0, true);
        const auto before = s->clone();
        for (const Action& a : s->legalActions())
            if (a.kind == kBuryRest) {
                QVERIFY(s->apply(a).ok());
                view.noteAction(*before, a);
                break;
            }
        view.showState(*s, 0, true);
        QVERIFY(!view.m_announce.isEmpty());
        view.m_announce = QStringLiteral("⚠ Gracz 1: wtopa! Ogródek 12, więcej niż 7 — kości wracające do "
                                         "wspólnej puli psiaków: 4, a Pies zgarnia smakołyk");
        view.invalidateTable();
        QVERIFY(!view.grab().isNull());
        bool drawn = false;
        for (const auto& t : view.drawnTexts())
            if (t.text == view.m_announce) {
                drawn = true;
                QVERIFY2(!t.cut, qPrintable(t.shown));
            }
        QVERIFY(drawn);
    }

    void clickingTheOnlyDieKeepsItPicked() {
        auto s = duel();
        s->apply(Action(kTrick, 3));
        s->apply(roll({3, 3}));
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(*s, 0, true);
        QCOMPARE(view.pickedFace(), 3);                                 // one kind of die: picked already
        QTest::mouseClick(&view, Qt::LeftButton, {}, handDie(view, 0)); // as the hint says
        QCOMPARE(view.pickedFace(), 3);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.spaceRect(0, 0, 0).center().toPoint()); // Missy's 3
        QCOMPARE(m_chosen.size(), std::size_t(1));
        QVERIFY(m_chosen[0] == Action(kPlace, 0, 0));
    }

    void theHoverOutlineFollowsTheNewTable() {
        auto s = duel();
        s->apply(Action(kTrick, 4));
        s->apply(roll({3, 4, 6}));
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(*s, 0, true);
        QTest::mouseClick(&view, Qt::LeftButton, {}, handDie(view, 0)); // the 3
        const QPoint space = view.spaceRect(0, 0, 0).center().toPoint();
        QMouseEvent move(QEvent::MouseMove, QPointF(space), view.mapToGlobal(QPointF(space)), Qt::NoButton,
                         Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(&view, &move);
        QVERIFY(view.hoveredItem() != nullptr);
        QVERIFY(view.hoveredItem()->id == "space/14/0"); // Missy's empty 3 takes the picked 3
        QVERIFY(view.picker().isTarget("space/14/0"));
        QTest::mouseClick(&view, Qt::LeftButton, {}, space);
        QCOMPARE(m_chosen.size(), std::size_t(1));
        QVERIFY(s->apply(m_chosen[0]).ok());
        view.showState(*s, 0, true);
        // The space is filled now: the outline under the mouse is that space's (ids name a dog's card,
        // so it never lands on another dog), and it is no target any more.
        QVERIFY(view.hoveredItem() != nullptr);
        QVERIFY(view.hoveredItem()->id == "space/14/0");
        QVERIFY(!view.picker().isTarget("space/14/0"));
        QVERIFY(view.hitMap().find("space/14/0")->description.contains("holds a 3"));
    }

    void aBustIsAnnouncedOnTheTableAndInTheStatus() {
        auto s = duel();
        s->apply(Action(kTrick, 3));
        s->apply(roll({5, 6}));
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(*s, 0, true);
        QPushButton* rest = button(view, QStringLiteral("Bury the rest — bust!"));
        QVERIFY(rest != nullptr);
        QTest::mouseClick(rest, Qt::LeftButton);
        QCOMPARE(m_chosen.size(), std::size_t(1));
        // As the app does: the view hears of the action, then gets the new state.
        const auto before = s->clone();
        QVERIFY(s->apply(m_chosen[0]).ok());
        view.noteAction(*before, m_chosen[0]);
        view.showState(*s, 1, true);
        QVERIFY(view.m_announce.contains(QStringLiteral("Player 1 busts")));
        QVERIFY(view.m_announce.contains(QStringLiteral("3 dice go back to the pool")));
        QVERIFY(!m_messages.isEmpty());
        QCOMPARE(m_messages.back(), view.m_announce);
        QVERIFY(!view.grab().isNull());
        // Undone: forgotten.
        view.showState(*before, 0, true);
        QVERIFY(view.m_announce.isEmpty());
        // Shown again; the next player's decision clears it.
        view.noteAction(*before, m_chosen[0]);
        view.showState(*s, 1, true);
        QVERIFY(!view.m_announce.isEmpty());
        const auto mid = s->clone();
        QVERIFY(s->apply(Action(kTrick, 6)).ok());
        view.noteAction(*mid, Action(kTrick, 6));
        view.showState(*s, 1, true);
        QVERIFY(view.m_announce.isEmpty());
    }

    void nothingIsOfferedToAWatcher() {
        auto s = duel();
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(*s, 1, false);
        QVERIFY(view.m_buttons.empty());
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.tileRect(2).center().toPoint());
        QVERIFY(m_chosen.empty());
        QCOMPARE(view.rulesSection(), QString("your-turn"));
    }

    // Issue #14: the table is built from the typed view alone (no GameState reaches it), and every
    // rule number it shows comes from that view.
    void buildsAndPaintsFromATypedViewAlone() {
        auto s = duel();
        s->apply(Action(kTrick, 4));
        s->apply(roll({3, 4, 6}));
        View v = s->viewFor(0);
        const std::vector<Action> legal = s->legalActions();
        s.reset(); // nothing of the engine is left
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showView(v, 0, legal, nullptr);
        QVERIFY(!view.grab().isNull());
        for (const char* id : {"tile/1", "tile/6", "dice/3/0", "dice/4/0", "dice/6/0", "deck", "pool",
                               "supply", "dog/14", "space/14/0", "space/10/1", "yard/0", "yard/1"})
            QVERIFY2(view.hitMap().find(id) != nullptr, id);
        QVERIFY(view.hitMap().find("pies") == nullptr);
        QVERIFY(view.hitMap().find("yard/0")->description.contains("of 7"));
        QVERIFY(button(view, "Bury the rest — bust!") != nullptr);
        // Another limit in the view: the table follows it (no 7 of its own).
        v.bustAbove = 20;
        view.showView(v, 0, legal, nullptr);
        QVERIFY(button(view, "Bury the rest") != nullptr);
        QVERIFY(button(view, "Bury the rest — bust!") == nullptr);
        QVERIFY(view.hitMap().find("yard/0")->description.contains("of 20"));
        QVERIFY(!view.grab().isNull());
        // A watcher's view: painted, nothing offered.
        view.showView(v, 1, {}, nullptr);
        QVERIFY(view.m_buttons.empty());
        QVERIFY(view.picker().targets().empty());
        QVERIFY(!view.grab().isNull());
    }

    // Issue #14: a legal action made by clicking items through the picker, by their ids.
    void aLegalActionIsMadeByItemIds() {
        auto s = duel();
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(*s, 0, true);
        QVERIFY(view.picker().stepsOf(Action(kTrick, 4)) == std::vector<std::string>{"tile/4"});
        QVERIFY(view.clickItem("tile/4"));
        QCOMPARE(m_chosen.size(), std::size_t(1));
        QVERIFY(m_chosen[0] == Action(kTrick, 4));
        s->apply(m_chosen[0]);
        s->apply(roll({3, 4, 6}));
        view.showState(*s, 0, true);
        QVERIFY((view.picker().stepsOf(Action(kPlace, 0, 1)) ==
                 std::vector<std::string>{"dice/4", "space/14/1"}));
        QVERIFY((view.picker().stepsOf(Action(kBury, 6)) == std::vector<std::string>{"dice/6", "yard/0"}));
        QVERIFY(view.clickItem("dice/4/0"));
        QVERIFY(m_chosen.size() == 1);
        QVERIFY(view.picker().isTarget("space/14/1"));
        QVERIFY(view.picker().isTarget("yard/0"));
        QVERIFY(!view.picker().isTarget("space/14/0")); // Missy's 3 does not take a 4
        QVERIFY(view.clickItem("space/14/1"));
        QCOMPARE(m_chosen.size(), std::size_t(2));
        QVERIFY(m_chosen[1] == Action(kPlace, 0, 1));
        // Esc takes a picked die back.
        s->apply(m_chosen[1]);
        view.showState(*s, 0, true);
        QVERIFY(view.clickItem("dice/6/0"));
        QVERIFY(view.picker().started());
        QTest::keyClick(&view, Qt::Key_Escape);
        QVERIFY(!view.picker().started());
    }

    // Pies's moves reach the status strip in words (they were invisible before).
    void piesMovesAreAnnounced() {
        auto setup = std::make_shared<Setup>();
        setup->players = 1;
        setup->names = {"Solo"};
        setup->variants = {{"tiles", "first-game"}, {"solo_treats", "0"}};
        CiapkiState s(setup);
        for (int card : {kMissy, kBristles, 27})
            s.apply(Action(kRevealDog, card));
        s.apply(Action(kStartDie, 3));
        s.apply(Action(kTrick, 6)); // Beg
        CiapkiTable view;
        view.resize(1280, 800);
        view.show();
        watch(view);
        view.showState(s, 0, false);
        const auto before = s.clone();
        view.noteAction(*before, Action(kPiesDie, 3));
        s.apply(Action(kPiesDie, 3));
        view.showState(s, 0, true);
        QVERIFY(!m_messages.isEmpty());
        QVERIFY2(m_messages.back() == "Pies rolls a 3: it turns Walk over", qPrintable(m_messages.back()));
        // A used tile: Pies scores the top dog.
        s.apply(Action(kTrick, 4)); // Run
        s.apply(roll({1, 1, 2}));
        s.apply(Action(kBuryRest));
        s.apply(Action(kStop));
        const auto mid = s.clone();
        view.noteAction(*mid, Action(kPiesDie, 6));
        QVERIFY2(m_messages.back() ==
                     "Pies rolls a 6: tile 6 is used, Pies takes the top dog; Pies scores Burt (1 of 6)",
                 qPrintable(m_messages.back()));
        QVERIFY(view.hitMap().find("pies") != nullptr);
    }

    void everyPhaseOfRandomGamesRenders() {
        for (const char* tiles :
             {"first-game", "off-leash", "puppy-school", "kennel-club", "dog-park", "the-hunt"})
            for (int players : {1, 3}) {
                auto s = duel(tiles, 2);
                if (players != 2) {
                    auto setup = std::make_shared<Setup>();
                    setup->players = players;
                    for (int i = 0; i < players; ++i)
                        setup->names.push_back("P" + std::to_string(i + 1));
                    const std::string treats = players == 1 ? "2" : "1";
                    setup->variants = {{"tiles", tiles}, {"solo_treats", treats}};
                    if (std::string(tiles) == "off-leash")
                        setup->variants = {{"offleash", "1"}, {"solo_treats", treats}};
                    s = std::make_unique<CiapkiState>(setup);
                }
                CiapkiTable view;
                view.resize(1280, 720);
                view.show();
                Rng rng(static_cast<std::uint64_t>(players) * 31 + std::strlen(tiles));
                int steps = 0;
                while (!s->isOver() && steps < 400) {
                    if (s->isChance()) {
                        const auto outs = s->chanceOutcomes();
                        const Action a = outs[rng.pickWeighted(outs)].action;
                        view.noteAction(*s, a);
                        s->applyLegal(a);
                    } else {
                        const Seat seat = s->currentSeat();
                        view.showState(*s, seat, true);
                        if (steps % 10 == 0) QVERIFY(!view.grab().isNull());
                        for (auto* b : view.m_buttons)
                            QVERIFY(!b->text().isEmpty());
                        const auto legal = s->legalActions();
                        s->applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
                    }
                    ++steps;
                }
                view.showState(*s, 0, false);
                QVERIFY(!view.grab().isNull());
            }
    }
};

} // namespace dogtable::games::ciapki

QTEST_MAIN(dogtable::games::ciapki::CiapkiViewTest)
#include "ciapki_view_test.moc"
