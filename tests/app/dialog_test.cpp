// The new-game dialog, the save dialog and the log, driven through the real widgets (issue #12
// items 7 and 8, issue #23's name limit). Settings live in a temporary place (QStandardPaths test
// mode, cleared before each test).
#include <QAbstractItemView>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOption>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest/QtTest>

#include "app_context.h"
#include "catalogue.h"
#include "dogtable/core/first_player.h"
#include "dogtable/core/rng.h"
#include "dogtable/core/text.h"
#include "dogtable/ui/style.h"
#include "game_picker.h"
#include "main_window.h"
#include "match_controller.h"
#include "new_game_dialog.h"
#include "settings.h"
#include "side_panel.h"
#include "theme.h"

#include "builtin_context.h"

using namespace dogtable;
using namespace dogtable::app;

namespace {

AppContext& context() {
    return test::builtinContext();
}

Match makeMatch(const std::string& game, int players, std::uint64_t seed = 5) {
    Setup setup;
    setup.players = players;
    std::vector<SeatInfo> seats;
    for (int s = 0; s < players; ++s)
        seats.push_back(SeatInfo{"Player " + std::to_string(s + 1), false, "medium", -1});
    auto m = Match::create(context().games, game, setup, std::move(seats), seed);
    if (!m) qFatal("cannot create %s: %s", game.c_str(), m.error().c_str());
    return std::move(m.value());
}

QComboBox* combo(QWidget& w, const QString& name) {
    return w.findChild<QComboBox*>(name);
}

} // namespace

class DialogTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void remembersPlayersSeatsAndNamesPerGame();
    void escapeInADropDownKeepsTheDialog();
    void piesDifficultyInWordsAndSoloHint();
    void namesUpToFortyCharacters();
    void saveDialogStartsInTheDocumentsFolder();
    void digLogOpensWithOneSetupLine();
    void logLinesKeepClearOfTheRightEdge();
    void growsWhenSeatsAreAdded();
    void shrinksWhenSeatsGoUnlessResized();
    void settingsThatDoNotApplyAreDisabledWithAReason();
    void translatedValuesStandForTheirKeys();
    void variantWordsComeFromTheirOwnContext();
    void fitsASmallScreenInEveryLanguage();
    void offeredNamesInThePlayersLanguage();
    void typingReplacesTheOfferedName();
    void tileSetsByTheirNamesNotTyped();
    void variantValuesShowWhole();
    void variantNamesKeepOneLine();
};

void DialogTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DogtableDialogTest"));
    QCoreApplication::setApplicationName(QStringLiteral("DogtableDialogTest"));
    ui::setAnimationFactor(0.0);
}

void DialogTest::init() {
    QSettings().clear();
}

void DialogTest::remembersPlayersSeatsAndNamesPerGame() {
    {
        NewGameDialog d(context(), QStringLiteral("dig"));
        d.setPlayers(4);
        d.setSeat(0, QStringLiteral("Ania"), false);
        d.setSeat(1, QStringLiteral("Bartek"), false);
        d.setSeat(2, QStringLiteral("Celina"), true, QStringLiteral("strong"));
        d.setSeat(3, QStringLiteral("Darek"), true, QStringLiteral("easy"));
        QVERIFY2(d.problem().isEmpty(), qPrintable(d.problem()));
        auto* start = d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QCOMPARE(start->text(), QStringLiteral("Start the game"));
        start->click();
        QCOMPARE(d.result(), static_cast<int>(QDialog::Accepted));
    }
    {
        NewGameDialog d(context(), QStringLiteral("kennel"));
        d.setPlayers(3);
        d.setSeat(0, QStringLiteral("Ewa"), true, QStringLiteral("easy"));
        d.accept();
    }
    // The next dialog for Dig shows what Dig was started with...
    NewGameDialog d(context(), QStringLiteral("dig"));
    QCOMPARE(d.findChild<QSpinBox*>(QStringLiteral("players"))->value(), 4);
    auto req = d.request();
    QVERIFY2(req.ok(), req.ok() ? "" : req.error().c_str());
    QCOMPARE(req->seats.size(), std::size_t(4));
    QCOMPARE(req->seats[0].name, std::string("Ania"));
    QVERIFY(!req->seats[0].computer);
    QCOMPARE(req->seats[1].name, std::string("Bartek"));
    QVERIFY(!req->seats[1].computer); // a second human stays human
    QVERIFY(req->seats[2].computer);
    QCOMPARE(req->seats[2].strength, std::string("strong"));
    QCOMPARE(req->seats[3].strength, std::string("easy"));
    // ...and switching to DOGS shows what DOGS was started with.
    d.selectGame(QStringLiteral("kennel"));
    QCOMPARE(d.findChild<QSpinBox*>(QStringLiteral("players"))->value(), 3);
    req = d.request();
    QVERIFY(req.ok());
    QCOMPARE(req->seats[0].name, std::string("Ewa"));
    QVERIFY(req->seats[0].computer);
    QCOMPARE(req->seats[0].strength, std::string("easy"));
}

void DialogTest::escapeInADropDownKeepsTheDialog() {
    NewGameDialog d(context(), QStringLiteral("dig"));
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QComboBox* kind = combo(d, QStringLiteral("seatKind1"));
    QVERIFY(kind);
    // The list is open: Escape closes the list only.
    kind->setFocus();
    kind->showPopup();
    QTRY_VERIFY(kind->view()->isVisible());
    QTest::keyClick(kind->view(), Qt::Key_Escape);
    QTRY_VERIFY(!kind->view()->isVisible());
    QVERIFY(d.isVisible());
    QCOMPARE(d.result(), 0);
    // The drop-down has the focus, its list closed: Escape does not throw the setup away either.
    kind->setFocus();
    QTest::keyClick(kind, Qt::Key_Escape);
    QVERIFY(d.isVisible());
    // A variant's drop-down (Ciapki's tile set) too.
    d.selectGame(QStringLiteral("ciapki"));
    QComboBox* tiles = combo(d, QStringLiteral("variant_tiles"));
    QVERIFY(tiles);
    tiles->setFocus();
    QTest::keyClick(tiles, Qt::Key_Escape);
    QVERIFY(d.isVisible());
    // Elsewhere Escape still cancels the dialog.
    d.findChild<QLineEdit*>(QStringLiteral("seatName0"))->setFocus();
    QTest::keyClick(d.findChild<QLineEdit*>(QStringLiteral("seatName0")), Qt::Key_Escape);
    QTRY_VERIFY(!d.isVisible());
    QCOMPARE(d.result(), static_cast<int>(QDialog::Rejected));
}

void DialogTest::piesDifficultyInWordsAndSoloHint() {
    NewGameDialog d(context(), QStringLiteral("ciapki"));
    QComboBox* solo = combo(d, QStringLiteral("variant_solo_treats"));
    QVERIFY(solo);
    QCOMPARE(solo->count(), 3);
    // Ciapki rules 6.6: the difficulty is the treats Pies starts with, 0 easy, 1 standard, 2 hard.
    const QStringList words{QStringLiteral("easier"), QStringLiteral("standard"), QStringLiteral("harder")};
    for (int i = 0; i < 3; ++i) {
        QVERIFY2(solo->itemText(i).contains(QStringLiteral("Pies")), qPrintable(solo->itemText(i)));
        QVERIFY2(solo->itemText(i).contains(QString::number(i)), qPrintable(solo->itemText(i)));
        QVERIFY2(solo->itemText(i).contains(words[i]), qPrintable(solo->itemText(i)));
        QCOMPARE(solo->itemData(i).toString(), QString::number(i)); // the value stays the number
    }
    d.setVariant(QStringLiteral("solo_treats"), QStringLiteral("2"));
    d.setPlayers(1);
    QVERIFY(solo->isEnabled());
    auto req = d.request();
    QVERIFY2(req.ok(), req.ok() ? "" : req.error().c_str());
    QCOMPARE(req->setup.variants.at("solo_treats"), std::string("2"));
    d.setPlayers(3);
    QVERIFY(!solo->isEnabled()); // only the solo game has a Pies
    // The dialog says what one player means: with 3 chosen, how to get the solo game; with 1, that it is
    // the solo game (play tester: "1 player: solo game…" under 2 players read as if the game were solo).
    QVERIFY2(d.playersHint().contains(QStringLiteral("With 1 player")) &&
                 d.playersHint().contains(QStringLiteral("solo")) &&
                 d.playersHint().contains(QStringLiteral("Pies")),
             qPrintable(d.playersHint()));
    d.setPlayers(1);
    QVERIFY2(d.playersHint().startsWith(QStringLiteral("A solo game against Pies")),
             qPrintable(d.playersHint()));
    d.setPlayers(2);
    QVERIFY2(d.playersHint().startsWith(QStringLiteral("With 1 player")), qPrintable(d.playersHint()));
    d.selectGame(QStringLiteral("dig"));
    QVERIFY(d.playersHint().isEmpty());
}

void DialogTest::namesUpToFortyCharacters() {
    NewGameDialog d(context(), QStringLiteral("dig"));
    const QString forty = QStringLiteral("Konstancja Przybyszewska-Wołodyjowska II");
    QCOMPARE(forty.size(), 40);
    auto* name = d.findChild<QLineEdit*>(QStringLiteral("seatName0"));
    QVERIFY(name);
    name->clear();
    const QString typed = QStringLiteral("Maximiliano Alessandro da Silva Santos Jr"); // 41 letters typed
    QTest::keyClicks(name, typed);
    QCOMPARE(name->text(), typed.left(40)); // the field stops at 40
    name->setText(forty);
    QCOMPARE(name->text(), forty);
    QCOMPARE(name->maxLength(), static_cast<int>(Match::kMaxNameLength));
    auto m = d.createMatch();
    QVERIFY2(m.ok(), m.ok() ? "" : m.error().c_str());
    QCOMPARE(QString::fromStdString(m->seats()[0].name), forty);
    // And it saves and loads back (loading checks the same limit).
    auto back = Match::fromJson(context().games, m->toJson());
    QVERIFY2(back.ok(), back.error.c_str());
}

void DialogTest::saveDialogStartsInTheDocumentsFolder() {
    QTemporaryDir started; // the folder the app was started from
    QVERIFY(started.isValid());
    const QString before = QDir::currentPath();
    QDir::setCurrent(started.path());
    MainWindow w(context());
    w.setAutosaveEnabled(false);
    w.startMatch(makeMatch("dig", 2));
    QAction* saveAs = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(QStringLiteral("Ctrl+Shift+S"))) saveAs = a;
    QVERIFY(saveAs);
    QString shown;
    QTimer::singleShot(200, this, [&] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            for (QWidget* top : QApplication::topLevelWidgets())
                if (auto* f = qobject_cast<QFileDialog*>(top); f && f->isVisible()) dialog = f;
        if (dialog) {
            shown = QDir(dialog->directory()).absolutePath();
            dialog->reject();
        }
    });
    saveAs->trigger();
    QDir::setCurrent(before);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QVERIFY2(!shown.isEmpty(), "the save dialog opened");
    // The documents folder, or the home folder on a system without one.
    QCOMPARE(shown, QDir(!documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath())
                        .absolutePath());
    QVERIFY(shown != QDir(started.path()).absolutePath());
}

void DialogTest::digLogOpensWithOneSetupLine() {
    MainWindow w(context());
    w.setAutosaveEnabled(false);
    Match m = makeMatch("dig", 2);
    m.resolveAllChance(); // the first player and the yard, card by card
    int deals = 0;
    for (const LogEntry& e : m.log())
        if (e.seat == kChanceSeat && e.lineFor(0).find("of the yard") != std::string::npos) ++deals;
    QVERIFY(deals >= 20);
    w.startMatch(std::move(m));
    MatchController& c = w.controller();
    QTRY_VERIFY(c.humanToAct() || c.handOverPending());
    if (c.handOverPending()) c.confirmHandOver();
    QTRY_VERIFY(c.humanToAct());
    QListWidget* log = w.sidePanel()->logList();
    QStringList lines;
    for (int i = 0; i < log->count(); ++i)
        lines << log->item(i)->text();
    QVERIFY2(lines.filter(QStringLiteral("of the yard")).isEmpty(),
             qPrintable(lines.join(QLatin1Char('\n'))));
    const QStringList laid = lines.filter(QStringLiteral("The yard is laid out: %1 cards").arg(deals));
    QCOMPARE(laid.size(), 1);
    QVERIFY(log->count() <= 3);
    // Every card is still there, in the line's tooltip.
    for (int i = 0; i < log->count(); ++i)
        if (log->item(i)->text().contains(QStringLiteral("laid out")))
            QCOMPARE(log->item(i)->toolTip().count(QStringLiteral("of the yard")), deals);
    // The first move after it is a line of its own.
    QVERIFY(c.playHuman(c.state().legalActions().front()).ok());
    QCOMPARE(log->count(), static_cast<int>(lines.size()) + 1);
}

// Play test (Polish Ciapki, 1920x1080): a log line ran up to the right edge of its panel. In every
// game's log, wrapped at the panel's width: no line's ink reaches the last pixels of the list.
void DialogTest::logLinesKeepClearOfTheRightEdge() {
    QVERIFY(i18n::useLanguage(QStringLiteral("pl")));
    QStringList problems;
    for (const char* game : {"ciapki", "dig", "doglover", "kennel", "dogkids"}) {
        Match m = makeMatch(game, 2, 11);
        Rng rng(11);
        for (int i = 0; i < 40; ++i) {
            m.resolveAllChance();
            if (m.state().isOver()) break;
            const auto legal = m.state().legalActions();
            QVERIFY(m.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
        }
        m.resolveAllChance();
        MainWindow w(context());
        w.setAutosaveEnabled(false);
        w.setAttribute(Qt::WA_DontShowOnScreen);
        w.resize(1920, 1080);
        w.show();
        w.startMatch(std::move(m));
        MatchController& c = w.controller();
        for (int i = 0; i < 200 && c.handOverPending(); ++i) {
            c.confirmHandOver();
            QCoreApplication::processEvents();
        }
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        QListWidget* log = w.sidePanel()->logList();
        QVERIFY(log->count() > 10);
        // Every row in turn at the top of the list, the list painted: the last 6 px of each pixel
        // row hold one colour (the row's background), no glyph.
        for (int i = 0; i < log->count(); ++i) {
            log->scrollToItem(log->item(i), QAbstractItemView::PositionAtTop);
            const QRect row = log->visualItemRect(log->item(i));
            const QImage shot = log->viewport()->grab().toImage();
            const int right = log->viewport()->width() - 1;
            for (int y = std::max(0, row.top()); y <= std::min(row.bottom(), shot.height() - 1); ++y)
                for (int x = right - 5; x < right; ++x)
                    if (shot.pixel(x, y) != shot.pixel(right, y)) {
                        problems << QStringLiteral("%1: \"%2\" reaches the right edge")
                                        .arg(QLatin1String(game), log->item(i)->text());
                        y = row.bottom();
                        break;
                    }
        }
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void DialogTest::settingsThatDoNotApplyAreDisabledWithAReason() {
    // Play-test: Dog Kids with 2 players offered the solo seat and the empty place, Ciapki solo the
    // first player; none of them changes that game.
    NewGameDialog d(context(), QStringLiteral("dogkids"));
    auto* teams = d.findChild<QCheckBox*>(QStringLiteral("variant_teams"));
    QComboBox* solo = combo(d, QStringLiteral("variant_solo"));
    QComboBox* empty = combo(d, QStringLiteral("variant_empty"));
    QVERIFY(teams && solo && empty);
    d.setPlayers(2);
    QVERIFY(!teams->isEnabled());
    QVERIFY(!solo->isEnabled());
    QVERIFY(!empty->isEnabled());
    QVERIFY2(solo->toolTip().contains(QStringLiteral("3 players")), qPrintable(solo->toolTip()));
    QVERIFY2(empty->toolTip().contains(QStringLiteral("3 players")), qPrintable(empty->toolTip()));
    // A value left in a disabled setting is not sent: the game starts with the default.
    d.setVariant(QStringLiteral("empty"), QStringLiteral("white"));
    auto req = d.request();
    QVERIFY2(req.ok(), req.ok() ? "" : req.error().c_str());
    QCOMPARE(req->setup.variants.at("empty"), std::string("black"));
    d.setPlayers(3);
    QVERIFY(teams->isEnabled());
    QVERIFY(empty->isEnabled());
    QVERIFY(!solo->isEnabled()); // the solo seat needs the team game
    QVERIFY2(solo->toolTip().contains(QStringLiteral("Team game")), qPrintable(solo->toolTip()));
    teams->setChecked(true);
    QVERIFY(solo->isEnabled());
    d.setPlayers(4);
    QVERIFY(!solo->isEnabled());
    QVERIFY(!empty->isEnabled());

    d.selectGame(QStringLiteral("ciapki"));
    QComboBox* first = combo(d, QStringLiteral("variant_first"));
    QVERIFY(first);
    d.setPlayers(1);
    QVERIFY(!first->isEnabled());
    QVERIFY2(first->toolTip().contains(QStringLiteral("2 or more players")), qPrintable(first->toolTip()));
    d.setPlayers(2);
    QVERIFY(first->isEnabled());
    // Only the seats in play are listed (play test: greyed "Seat 3", "Seat 4" in a 2-player game), and
    // a seat that leaves the game is no longer the choice.
    auto* list = qobject_cast<QListView*>(first->view());
    QVERIFY(list);
    QStringList listed;
    for (int i = 0; i < first->count(); ++i)
        if (!list->isRowHidden(i)) listed << first->itemData(i).toString();
    QCOMPARE(listed, (QStringList{QStringLiteral("random"), QStringLiteral("1"), QStringLiteral("2")}));
    d.setPlayers(4);
    first->setCurrentIndex(first->findData(QStringLiteral("4")));
    QCOMPARE(first->currentData().toString(), QStringLiteral("4"));
    d.setPlayers(3);
    QVERIFY(list->isRowHidden(first->findData(QStringLiteral("4"))));
    QVERIFY(!list->isRowHidden(first->findData(QStringLiteral("3"))));
    QVERIFY2(first->currentData().toString() != QStringLiteral("4"), qPrintable(first->currentText()));
    const auto three = d.request();
    QVERIFY2(three.ok(), three.ok() ? "" : three.error().c_str());
}

void DialogTest::translatedValuesStandForTheirKeys() {
    // Play test (Polish): Ciapki's tile set showed "pierwsza gra" and the dialog sent those words
    // as the value, which the rules refused ("unknown tile set"): no game could start.
    QVERIFY(i18n::useLanguage(QStringLiteral("pl")));
    {
        NewGameDialog d(context(), QStringLiteral("ciapki"));
        QComboBox* tiles = combo(d, QStringLiteral("variant_tiles"));
        QVERIFY(tiles);
        QVERIFY(!tiles->isEditable()); // #25: a list of the sets by name, nothing typed
        QVERIFY2(tiles->currentText() != tiles->currentData().toString(), qPrintable(tiles->currentText()));
        auto req = d.request();
        QVERIFY2(req.ok(), req.ok() ? "" : req.error().c_str());
        QCOMPARE(QString::fromStdString(req.value().setup.variants.at("tiles")),
                 tiles->currentData().toString());
        // Another set chosen by its Polish name, and one typed as tile ids, still work.
        tiles->setCurrentIndex(tiles->count() - 1);
        req = d.request();
        QVERIFY2(req.ok(), req.ok() ? "" : req.error().c_str());
        QCOMPARE(QString::fromStdString(req.value().setup.variants.at("tiles")),
                 tiles->itemData(tiles->count() - 1).toString());
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void DialogTest::variantWordsComeFromTheirOwnContext() {
    // Review: the dialog chose the catalogue context of a variant's words from a fixed list of
    // English words ("First player", "random" were the core's): a game's own variant using one of
    // them was looked up in the core's catalogue, and a shared variant with other words in the game's.
    QStringList asked; // "context|source" of every lookup
    text::setTranslator([&asked](const char* context, const char* source, const char*, long) {
        asked << QString::fromUtf8(context) + QLatin1Char('|') + QString::fromUtf8(source);
        return std::optional<std::string>();
    });
    GameInfo info;
    info.id = "toy";
    VariantSpec own{"start", "First player", {"random", "oldest"}, "random", "Who begins."};
    VariantSpec shared = firstPlayerVariant(4, "Who begins.");
    shared.label = "Seat order"; // a shared variant's words stay the core's, whatever they are
    variantLabel(info, own);
    variantValue(info, own, own.values.front());
    variantLabel(info, shared);
    variantValue(info, shared, shared.values.front());
    variantHelp(info, shared);
    text::setTranslator(nullptr);
    QCOMPARE(asked, QStringList({"toy|First player", "toy|random", "core|Seat order", "core|random",
                                 "toy|Who begins."}));
}

QTEST_MAIN(DialogTest)
#include "dialog_test.moc"

void DialogTest::growsWhenSeatsAreAdded() {
    // A play-tester saw seat badges clipped and variant rows overlap after raising the player count.
    NewGameDialog d(context(), QStringLiteral("dogkids"));
    d.setPlayers(2);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QTest::qWait(50);
    d.resize(d.minimumSizeHint()); // as small as it was opened for two players
    QTest::qWait(50);
    d.setPlayers(4);
    QTRY_VERIFY(d.height() >= d.sizeHint().height());
    QVERIFY(d.width() >= d.sizeHint().width());
}

void DialogTest::shrinksWhenSeatsGoUnlessResized() {
    // Play test (Ciapki solo, 1920x1080): with 1 player the dialog kept its 2-player height, an empty
    // band above its buttons. Fewer seats give the room back; a size the player chose stays.
    NewGameDialog d(context(), QStringLiteral("ciapki"));
    d.setPlayers(4);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    QTRY_VERIFY(d.height() >= d.sizeHint().height());
    const int four = d.height();
    d.setPlayers(1);
    QTRY_VERIFY2(d.height() < four && d.height() <= d.sizeHint().height() + 2,
                 qPrintable(QStringLiteral("%1 px with 1 player, %2 with 4, wanted %3 (at least %4, min %5)")
                                .arg(d.height())
                                .arg(four)
                                .arg(d.sizeHint().height())
                                .arg(d.minimumSizeHint().height())
                                .arg(d.minimumHeight())));
    // The player makes it taller: it stays so.
    d.resize(d.width(), four + 40);
    QTest::qWait(20);
    d.setPlayers(2);
    QTest::qWait(50);
    QCOMPARE(d.height(), four + 40);
}

void DialogTest::fitsASmallScreenInEveryLanguage() {
    // A play-tester saw the dialog grow to some 895 px wide with Ciapki chosen in Polish (its variant
    // names and values on one line each): on a 1024×700 screen it must fit, its buttons visible.
    // With the app's own look (its fonts), as the player sees it.
    theme::apply(*static_cast<QApplication*>(QCoreApplication::instance()));
    for (const QString& lang :
         {QStringLiteral("en"), QStringLiteral("pl"), QStringLiteral("pt"), QStringLiteral("de")}) {
        QVERIFY(i18n::useLanguage(lang));
        for (const GameInfo* g : context().playableGames()) {
            for (const int players : {g->minPlayers, g->maxPlayers}) {
                NewGameDialog d(context(), qs(g->id));
                d.setPlayers(players);
                d.show();
                QVERIFY(QTest::qWaitForWindowExposed(&d));
                QTest::qWait(20);
                const QString where = QStringLiteral("%1, %2, %3 players").arg(lang, qs(g->id)).arg(players);
                const QSize hint = d.sizeHint();
                QVERIFY2(hint.width() <= 1000 && hint.height() <= 680,
                         qPrintable(where + QStringLiteral(": %1×%2").arg(hint.width()).arg(hint.height())));
                QVERIFY2(d.width() <= 1000 && d.height() <= 680,
                         qPrintable(where + QStringLiteral(": shown %1×%2").arg(d.width()).arg(d.height())));
                for (QAbstractButton* b : d.findChild<QDialogButtonBox*>()->buttons())
                    QVERIFY2(b->isVisible() &&
                                 d.rect().contains(QRect(b->mapTo(&d, QPoint(0, 0)), b->size())),
                             qPrintable(where + QStringLiteral(": ") + b->text()));
            }
        }
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void DialogTest::offeredNamesInThePlayersLanguage() {
    // Play test #25: in Polish, Dog Kids with 3 players offered "Player 3" for the third seat: an
    // English session had started a game with the offered names, which were remembered as typed.
    {
        NewGameDialog d(context(), QStringLiteral("dogkids"));
        d.setPlayers(4);
        d.setSeat(0, QStringLiteral("Ala"), false);
        d.accept();
        AppSettings settings = AppSettings::load();
        settings.lastNames = d.names(); // as the main window keeps them
        settings.save();
    }
    for (const QString& lang : {QStringLiteral("pl"), QStringLiteral("pt"), QStringLiteral("de")}) {
        QVERIFY(i18n::useLanguage(lang));
        const QString offered = QCoreApplication::translate("dogtable::app::NewGameDialog", "Player %1");
        QVERIFY2(offered != QStringLiteral("Player %1"), qPrintable(lang));
        for (const GameInfo* g : context().playableGames())
            for (int players = g->minPlayers; players <= g->maxPlayers; ++players) {
                NewGameDialog d(context(), qs(g->id));
                d.setPlayers(players);
                const QStringList names = d.names();
                for (int s = 1; s < players; ++s)
                    QVERIFY2(names[s] == offered.arg(s + 1),
                             qPrintable(QStringLiteral("%1, %2, %3 players: %4")
                                            .arg(lang, qs(g->id))
                                            .arg(players)
                                            .arg(names[s])));
                if (g->id == "dogkids") QCOMPARE(names[0], QStringLiteral("Ala")); // a typed name stays
            }
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void DialogTest::typingReplacesTheOfferedName() {
    // Play test #25 (s10.png): a click in the box and "A" made "Player 1A".
    NewGameDialog d(context(), QStringLiteral("ciapki"));
    d.show();
    d.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&d));
    for (const int seat : {0, 1}) {
        auto* name = d.findChild<QLineEdit*>(QStringLiteral("seatName%1").arg(seat));
        QVERIFY(name);
        QCOMPARE(name->text(), QStringLiteral("Player %1").arg(seat + 1));
        QTest::mouseClick(name, Qt::LeftButton, {}, name->rect().center());
        QTRY_VERIFY(name->hasFocus());
        QTest::qWait(20);
        QTest::keyClicks(name, QStringLiteral("Ala").left(seat + 2));
        QCOMPARE(name->text(), QStringLiteral("Ala").left(seat + 2));
    }
    // A name the player typed is theirs to edit: a click places the cursor, as usual.
    auto* first = d.findChild<QLineEdit*>(QStringLiteral("seatName0"));
    d.findChild<QLineEdit*>(QStringLiteral("seatName1"))->setFocus();
    QTest::mouseClick(first, Qt::LeftButton, {}, QPoint(first->width() - 8, first->height() / 2));
    QTRY_VERIFY(first->hasFocus());
    QTest::qWait(20);
    QTest::keyClicks(first, QStringLiteral("n"));
    QCOMPARE(first->text(), QStringLiteral("Aln"));
}

void DialogTest::tileSetsByTheirNamesNotTyped() {
    // Play test #25 (s12c.png): in English the tile sets were an editable box of raw ids
    // ("first-game", "adoption-day").
    NewGameDialog d(context(), QStringLiteral("ciapki"));
    QComboBox* tiles = combo(d, QStringLiteral("variant_tiles"));
    QVERIFY(tiles);
    QVERIFY(!tiles->isEditable());
    QCOMPARE(tiles->itemText(0), QStringLiteral("First game"));
    QCOMPARE(tiles->itemData(0).toString(), QStringLiteral("first-game"));
    for (int i = 0; i < tiles->count(); ++i) {
        QVERIFY2(!tiles->itemText(i).contains(QLatin1Char('-')), qPrintable(tiles->itemText(i)));
        QVERIFY2(tiles->itemText(i).front().isUpper(), qPrintable(tiles->itemText(i)));
    }
    QCOMPARE(tiles->itemText(tiles->count() - 1), QStringLiteral("Random"));
    // Its help offers what the list has (no typed tile ids).
    QVERIFY2(!tiles->toolTip().contains(QStringLiteral("tile ids")), qPrintable(tiles->toolTip()));
    // A set given as tile ids (a save's setup) is still shown and sent.
    d.setVariant(QStringLiteral("tiles"), QStringLiteral("dig,chase,guard,chew"));
    auto req = d.request();
    QVERIFY2(req.ok(), req.ok() ? "" : req.error().c_str());
    QCOMPARE(req->setup.variants.at("tiles"), std::string("dig,chase,guard,chew"));
}

void DialogTest::variantValuesShowWhole() {
    // Play test #25 (pl_ciapki_variants.png): "Pies zaczyna z 1 smakołykiem (standard" was cut.
    theme::apply(*static_cast<QApplication*>(QCoreApplication::instance()));
    for (const QString& lang :
         {QStringLiteral("en"), QStringLiteral("pl"), QStringLiteral("pt"), QStringLiteral("de")}) {
        QVERIFY(i18n::useLanguage(lang));
        for (const GameInfo* g : context().playableGames()) {
            NewGameDialog d(context(), qs(g->id));
            d.setPlayers(g->minPlayers);
            d.show();
            QVERIFY(QTest::qWaitForWindowExposed(&d));
            QTest::qWait(20);
            for (QComboBox* box :
                 d.findChild<QWidget*>(QStringLiteral("variantsBox"))->findChildren<QComboBox*>()) {
                QStyleOptionComboBox option;
                option.initFrom(box);
                option.frame = true;
                option.editable = false;
                option.subControls = QStyle::SC_All;
                const int room =
                    box->style()
                        ->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, box)
                        .width();
                for (int i = 0; i < box->count(); ++i) {
                    const int wanted = box->fontMetrics().horizontalAdvance(box->itemText(i));
                    QVERIFY2(wanted <= room, qPrintable(QStringLiteral("%1, %2: \"%3\" needs %4 px, has %5")
                                                            .arg(lang, qs(g->id), box->itemText(i))
                                                            .arg(wanted)
                                                            .arg(room)));
                }
            }
        }
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
}

void DialogTest::variantNamesKeepOneLine() {
    // Play test round 14: "Besondere Starttricks", "Solospieler (Teamspiel zu dritt)", "Freier Platz
    // (3 Spieler)" and "Truques iniciais especiais" wrapped onto two lines beside their boxes, the
    // other names on one. A name up to some 330 px keeps one line, greyed or not.
    theme::apply(*static_cast<QApplication*>(QCoreApplication::instance()));
    int names = 0;
    for (const QString& lang :
         {QStringLiteral("en"), QStringLiteral("pl"), QStringLiteral("pt"), QStringLiteral("de")}) {
        QVERIFY(i18n::useLanguage(lang));
        for (const GameInfo* g : context().playableGames())
            for (const int players : {g->minPlayers, g->maxPlayers}) {
                NewGameDialog d(context(), qs(g->id));
                d.setPlayers(players);
                d.show();
                QVERIFY(QTest::qWaitForWindowExposed(&d));
                QTest::qWait(20);
                for (QLabel* label :
                     d.findChild<QWidget*>(QStringLiteral("variantsBox"))->findChildren<QLabel*>()) {
                    const QFontMetrics fm = label->fontMetrics();
                    if (fm.horizontalAdvance(label->text()) > 320) continue;
                    ++names;
                    QVERIFY2(label->height() < fm.lineSpacing() * 2,
                             qPrintable(QStringLiteral("%1, %2, %3 players: \"%4\" is %5 px tall")
                                            .arg(lang, qs(g->id))
                                            .arg(players)
                                            .arg(label->text())
                                            .arg(label->height())));
                }
            }
    }
    QVERIFY(i18n::useLanguage(QStringLiteral("en")));
    QVERIFY(names >= 20);
}
