#include "main_window.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QProgressDialog>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTextLayout>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <utility>

#include <algorithm>
#include <map>
#include <memory>

#include "catalogue.h"
#include "component_files.h"
#include "desktop_notifier.h"
#include "dogtable/ui/style.h"
#include "game_picker.h"
#include "hand_over_screen.h"
#include "new_game_dialog.h"
#include "replay_window.h"
#include "rules_browser.h"
#include "save_files.h"
#include "score_sheet_dialog.h"
#include "settings_dialog.h"
#include "side_panel.h"
#include "theme.h"
#include "tutorial_runner.h"
#include "zoom_area.h"

namespace dogtable::app {

namespace {

/// When a game's last move was, as a row of the saved games says it: the date and the minute, and
/// the second too when a game next to it in the list (newest first) had its last move in the same
/// minute (play tester: two games saved within a minute read exactly alike).
QString lastMoveText(const std::vector<GameLibrary::Entry>& entries, std::size_t i) {
    const QDateTime& t = entries[i].modified;
    const auto minute = [](const QDateTime& when) { return when.toSecsSinceEpoch() / 60; };
    const bool alike = (i > 0 && minute(entries[i - 1].modified) == minute(t)) ||
                       (i + 1 < entries.size() && minute(entries[i + 1].modified) == minute(t));
    const QLocale locale;
    if (!alike) return locale.toString(t, QLocale::ShortFormat);
    QString time = locale.timeFormat(QLocale::ShortFormat);
    if (!time.contains(QStringLiteral("ss"))) time.replace(QStringLiteral("mm"), QStringLiteral("mm:ss"));
    return locale.toString(t.date(), QLocale::ShortFormat) + QLatin1Char(' ') +
           locale.toString(t.time(), time);
}

/// Hands the heap's free pages back to the system (glibc keeps them otherwise).
void releaseFreeMemory() {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

/// The status of the status strip: one line; a text longer than its share ends in "…" (the
/// tooltip and screen readers have it all) and never widens the strip at the expense of its
/// neighbour (DOGS' status was cut off by a notice).
/// `text` in at most two lines of `width`: the first line as word wrapping breaks it, then the rest
/// elided on the second (never a line cut through).
QString inTwoLines(const QString& text, const QFont& font, int width) {
    QTextLayout layout(text, font);
    layout.beginLayout();
    QTextLine first = layout.createLine();
    first.setLineWidth(width);
    layout.endLayout();
    const int cut = first.textLength();
    return text.left(cut).trimmed() + QLatin1Char('\n') +
           QFontMetrics(font).elidedText(text.mid(cut).trimmed(), Qt::ElideRight, width);
}

/// The status: one line, or two where one would cut it (play test, Dog Kids de 1024x700: beside a
/// hint the prompt read "… oder nimm neue Kar…"), in a font small enough (not below 11 px) for two
/// lines of the strip; the rest elided. The tooltip has the whole text; the property "shownText" is
/// what was drawn last.
class StripLabel : public QLabel {
public:
    using QLabel::QLabel;
    [[nodiscard]] QSize minimumSizeHint() const override { return {0, QLabel::minimumSizeHint().height()}; }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        const QRect box = contentsRect();
        QFont two = font();
        while (2 * QFontMetrics(two).lineSpacing() > box.height() && two.pixelSize() > 11)
            two.setPixelSize(two.pixelSize() - 1);
        const bool wrap = fontMetrics().horizontalAdvance(text()) > box.width() &&
                          2 * QFontMetrics(two).lineSpacing() <= box.height();
        const QString shown = wrap ? inTwoLines(text(), two, box.width())
                                   : fontMetrics().elidedText(text(), Qt::ElideRight, box.width());
        setProperty("shownText", shown);
        if (wrap) p.setFont(two);
        p.setPen(palette().color(foregroundRole()));
        p.drawText(box, static_cast<int>(alignment()), shown);
    }
};

/// The line of the guide's bar (a wrong click's "try …", a hint in free play): its two lines of
/// fixed height show the text whole when it fits, else its first line and as much of the rest as
/// the second holds, ending in "…" — never a line cut through (play tester C: a hint of three lines
/// was cut top and bottom). The tooltip and screen readers have the whole text.
class GuideLine : public QLabel {
public:
    using QLabel::QLabel;
    void setLine(const QString& text) {
        m_full = text;
        setToolTip(text);
        setAccessibleName(text); // not the elided lines on screen
        setAccessibleDescription(text);
        fit();
    }
    [[nodiscard]] const QString& line() const { return m_full; }

protected:
    void resizeEvent(QResizeEvent* event) override {
        QLabel::resizeEvent(event);
        fit();
    }

private:
    void fit() {
        const int width = contentsRect().width();
        const QFontMetrics fm(font());
        if (m_full.isEmpty() || width <= 0 ||
            fm.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, m_full).height() <=
                contentsRect().height()) {
            setText(m_full);
            return;
        }
        setText(inTwoLines(m_full, font(), width));
    }
    QString m_full;
};

GuideLine* asGuideLine(QLabel* label) {
    return static_cast<GuideLine*>(label);
}

/// A bar across the top of the table, hidden until it is needed: a message that wraps (a long name
/// never widens the window) and the buttons added to `row` after it.
struct Banner {
    QFrame* bar;
    QLabel* text;
    QHBoxLayout* row;
};

Banner makeBanner(QWidget* parent, const QString& name, const QString& look, const QMargins& margins,
                  const QString& textLook) {
    auto* bar = new QFrame(parent);
    bar->setObjectName(name);
    bar->setStyleSheet(QStringLiteral("#%1 { %2 }").arg(name, look));
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(margins);
    auto* text = new QLabel(bar);
    text->setWordWrap(true);
    text->setStyleSheet(textLook);
    row->addWidget(text, 1);
    bar->hide();
    return {bar, text, row};
}

} // namespace

MainWindow::MainWindow(const AppContext& context, QWidget* parent)
    : QMainWindow(parent), m_context(context), m_settings(AppSettings::load()),
      m_library(QString(), QString()) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Dogtable"));
    setWindowIcon(theme::appIcon());
    m_settings.apply();
    m_controller = new MatchController(context.games, this);
    m_controller->setUndoMode(m_settings.undoMode);
    m_sounds = new Sounds(this);
    m_notifier = new DesktopNotifier(this);
    m_sounds->setVolume(m_settings.volume);
    m_sounds->setMuted(m_settings.muted);
    // A box owner's corrected components, before any game is read or played.
    m_componentMessages = installCorrectedComponents(context.games, componentFolder());
    QString libraryNote;
    m_library = GameLibrary::standard(&libraryNote);
    if (!libraryNote.isEmpty()) m_startupMessages << libraryNote;
    m_history = std::make_unique<GameHistory>(
        context.games, QDir(m_library.dataFolder()).filePath(QLatin1String(history::kDatabaseFileName)),
        m_library.quarantineFolder(), m_library.folder());

    m_ask = [this](const QString& title, const QString& text) {
        return QMessageBox::question(this, title, text, QMessageBox::Yes | QMessageBox::No,
                                     QMessageBox::Yes) == QMessageBox::Yes;
    };
    m_tell = [this](const QString& title, const QString& text) { QMessageBox::warning(this, title, text); };
    m_choose = [this](const QString& title, const QString& text, const QStringList& buttons) {
        QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::NoButton, this);
        QList<QAbstractButton*> added;
        for (int i = 0; i < buttons.size(); ++i)
            added << box.addButton(buttons[i], i == 0                    ? QMessageBox::AcceptRole
                                               : i == buttons.size() - 1 ? QMessageBox::RejectRole
                                                                         : QMessageBox::DestructiveRole);
        box.exec();
        return static_cast<int>(added.indexOf(box.clickedButton()));
    };
    m_savePath = [this](const QString& title, const QString& suggested) {
        return QFileDialog::getSaveFileName(this, title, suggested, saveFileFilter());
    };

    auto* central = new QWidget(this);
    auto* row = new QHBoxLayout(central);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(0);
    m_stack = new QStackedWidget(central);
    row->addWidget(m_stack, 1);
    m_side = new SidePanel(central);
    m_side->setFixedWidth(280);
    row->addWidget(m_side);
    setCentralWidget(central);

    m_picker = new GamePicker(context, m_stack);
    m_stack->addWidget(m_picker);

    m_tablePage = new QWidget(m_stack);
    m_tablePage->setObjectName(QStringLiteral("tablePage"));
    m_tableLayout = new QVBoxLayout(m_tablePage);
    m_tableLayout->setContentsMargins(0, 0, 0, 0);
    m_tableLayout->setSpacing(0);
    const Banner over = makeBanner(m_tablePage, QStringLiteral("gameOverBar"),
                                   QStringLiteral("background: #fbe3d3; border-bottom: 1px solid #e3a887;"),
                                   QMargins(16, 8, 12, 8), QStringLiteral("color: #8a3f22;"));
    m_overBar = over.bar;
    m_overText = over.text;
    m_overText->setFont(ui::uiFont(17, true));
    auto* sheet = new QPushButton(tr("Score sheet"), m_overBar);
    auto* again = new QPushButton(tr("New game"), m_overBar);
    again->setProperty("accent", true);
    over.row->addWidget(sheet);
    over.row->addWidget(again);
    connect(sheet, &QPushButton::clicked, this, [this] { showScoreSheet(); });
    connect(again, &QPushButton::clicked, this, [this] {
        newGameDialog(m_controller->hasMatch() ? qs(m_controller->match().gameId()) : QString());
    });
    m_tableLayout->addWidget(m_overBar);

    // Said plainly, and for as long as it lasts: the game on the table is not being saved.
    const Banner unsaved =
        makeBanner(m_tablePage, QStringLiteral("unsavedBar"),
                   QStringLiteral("background: #f7d4cf; border-bottom: 2px solid #9b2d1f;"),
                   QMargins(16, 6, 12, 6), QStringLiteral("color: #7a1f14; font-weight: bold;"));
    m_unsavedBar = unsaved.bar;
    m_unsavedText = unsaved.text;
    auto* keep = new QPushButton(tr("Save as…"), m_unsavedBar);
    keep->setObjectName(QStringLiteral("unsavedSaveAs"));
    keep->setProperty("accent", true);
    unsaved.row->addWidget(keep);
    connect(keep, &QPushButton::clicked, this, [this] { saveAs(); });
    m_tableLayout->addWidget(m_unsavedBar);
    // A guided first game (issue #17): its step and the way out.
    m_tutorialBar = new QFrame(m_tablePage);
    m_tutorialBar->setObjectName(QStringLiteral("tutorialBar"));
    m_tutorialBar->setStyleSheet(
        QStringLiteral("#tutorialBar { background: #fff3d6; border-bottom: 2px solid #c0392b; }"));
    auto* tb = new QHBoxLayout(m_tutorialBar);
    tb->setContentsMargins(16, 4, 12, 4);
    m_tutorialText = new QLabel(m_tutorialBar);
    m_tutorialText->setObjectName(QStringLiteral("tutorialStep"));
    m_tutorialText->setStyleSheet(QStringLiteral("color: #5b2a12; font-weight: bold;"));
    // What a wrong click or key gets ("Not that one: try …"): whole, wrapped on up to two lines
    // beside the step (the status strip would cut it), in a line of fixed height: the table never
    // moves when it comes or goes, nor when Leave goes at the last step.
    m_tutorialTry = new GuideLine(m_tutorialBar);
    m_tutorialTry->setObjectName(QStringLiteral("tutorialTry"));
    m_tutorialTry->setWordWrap(true);
    m_tutorialTry->setStyleSheet(QStringLiteral("color: #9b2d1f;"));
    QFont tryFont = m_tutorialTry->font();
    tryFont.setBold(true);
    m_tutorialTry->setFont(tryFont);
    m_tutorialTry->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_tutorialLeave = new QPushButton(tr("Leave"), m_tutorialBar);
    m_tutorialLeave->setObjectName(QStringLiteral("tutorialLeave"));
    m_tutorialLeave->setToolTip(
        tr("Leave the guided game (Esc); Learn to play goes on from this step later"));
    m_tutorialLeave->setFocusPolicy(Qt::TabFocus); // a click on it never takes the keys from the table
    QSizePolicy retained = m_tutorialLeave->sizePolicy();
    retained.setRetainSizeWhenHidden(true);
    m_tutorialLeave->setSizePolicy(retained);
    // A step of the computer's (or of chance) waits until the player has read it: Go on (Enter, or
    // a click on the balloon) plays it (the bar keeps its height when it comes and goes).
    m_tutorialGo = new QPushButton(tr("Go on ▸"), m_tutorialBar);
    m_tutorialGo->setObjectName(QStringLiteral("tutorialGo"));
    m_tutorialGo->setToolTip(tr("Play this step's moves (Enter)"));
    m_tutorialGo->setProperty("accent", true);
    m_tutorialGo->setFocusPolicy(Qt::NoFocus); // the keys stay on the table: Enter goes on there
    m_tutorialGo->hide();
    tb->addWidget(m_tutorialText);
    tb->addSpacing(12);
    tb->addWidget(m_tutorialTry, 1);
    tb->addWidget(m_tutorialGo);
    tb->addWidget(m_tutorialLeave);
    connect(m_tutorialGo, &QPushButton::clicked, this, [this] { m_tutorial->goOn(); });
    connect(m_tutorialLeave, &QPushButton::clicked, this, &MainWindow::leaveTutorial);
    m_tutorialBar->hide();
    m_tableLayout->addWidget(m_tutorialBar);
    // The table itself, in the zoom's scroll area (issue #21).
    m_zoomArea = new ZoomArea(m_tablePage);
    m_tableLayout->addWidget(m_zoomArea, 1);
    m_stack->addWidget(m_tablePage);

    m_handOver = new HandOverScreen(m_stack);
    m_stack->addWidget(m_handOver);
    connect(m_handOver, &HandOverScreen::confirmed, m_controller, &MatchController::confirmHandOver);

    // The status strip: whose turn and what they can do, notices (refusals), the computer thinking.
    m_statusToken = new QLabel(this);
    m_statusToken->setFixedSize(26, 26);
    m_status = new StripLabel(this);
    m_status->setObjectName(QStringLiteral("statusText"));
    m_status->setFont(ui::uiFont(14, true));
    m_status->setSizePolicy(QSizePolicy::Ignored,
                            QSizePolicy::Preferred); // a long name never widens the window
    // The notice (a hint, a refusal) beside it: two lines of fixed height, the second elided (the
    // tooltip and screen readers have the whole text). The status is as tall, so the strip keeps
    // one height: a long hint moved the whole table by 50 px (play tester D, Dog Kids de 1024x700).
    m_notice = new GuideLine(this);
    m_notice->setObjectName(QStringLiteral("noticeText"));
    m_notice->setWordWrap(true);
    m_notice->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_notice->ensurePolished();
    const int stripHeight = 2 * m_notice->fontMetrics().lineSpacing() + 2;
    m_notice->setFixedHeight(stripHeight);
    m_status->setMinimumHeight(stripHeight);
    m_notice->hide(); // shown with a notice: the status has the whole strip otherwise
    m_thinking = new QLabel(this);
    m_thinking->setObjectName(QStringLiteral("thinking"));
    m_thinking->setStyleSheet(QStringLiteral("color: #1f5f9e; font-weight: bold; padding-right: 8px;"));
    statusBar()->addWidget(m_statusToken);
    statusBar()->addWidget(m_status, 2);
    statusBar()->addWidget(m_notice, 1);
    statusBar()->addPermanentWidget(m_thinking);
    statusBar()->setSizeGripEnabled(false);

    connect(m_side->undoButton(), &QPushButton::clicked, m_controller, &MatchController::undo);
    connect(m_side->redoButton(), &QPushButton::clicked, m_controller, &MatchController::redo);
    connect(m_side->hintButton(), &QPushButton::clicked, m_controller, &MatchController::requestHint);
    connect(m_controller, &MatchController::hintReady, this,
            [this](const Action& action, const QString& describe, const QString& why, const QString& note) {
                m_lastHint = tr("Hint: %1 — %2").arg(describe, why);
                // The strip says the move and what is particular to it; which computer would play
                // it is in the Hint button's tooltip and in this one (play test: the strip cut it
                // off, and the move with it, at 1024x700).
                notice(note.isEmpty() ? tr("Hint: %1").arg(describe)
                                      : tr("Hint: %1 — %2").arg(describe, note),
                       false);
                m_notice->setToolTip(ui::wrappedTooltip(m_lastHint));
                if (m_view) m_view->showHint(action);
                const qsizetype waiting = std::exchange(m_enterAfterHint, -1);
                if (m_view && waiting >= 0 && m_controller->hasMatch() &&
                    waiting == static_cast<qsizetype>(m_controller->match().actions().size())) {
                    QKeyEvent press(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier);
                    QCoreApplication::sendEvent(m_view, &press);
                    QKeyEvent release(QEvent::KeyRelease, Qt::Key_Return, Qt::NoModifier);
                    QCoreApplication::sendEvent(m_view, &release);
                }
            });
    connect(m_side->rulesButton(), &QPushButton::clicked, this, [this] {
        if (m_controller->hasMatch())
            showRules(qs(m_controller->match().gameId()), m_view ? m_view->rulesSection() : QString());
    });

    connect(m_picker, &GamePicker::newGameRequested, this, [this](const QString& id) { newGameDialog(id); });
    connect(m_picker, &GamePicker::rulesRequested, this, [this](const QString& id) { showRules(id); });
    connect(m_picker, &GamePicker::learnRequested, this, [this](const QString& id) { startTutorial(id); });
    connect(m_picker, &GamePicker::savedGameRequested, this,
            [this](const QString& path) { openSavedGame(path); });
    connect(m_picker, &GamePicker::deleteRequested, this,
            [this](const QString& path) { deleteSavedGame(path); });

    connect(m_controller, &MatchController::changed, this, &MainWindow::refresh);
    // What the table freed while it moved (pieces evicted from the sprite cache, an old layer, the
    // views of earlier positions) goes back to the system once it has been still for two seconds:
    // the allocator keeps freed memory otherwise (issue #22, resident memory).
    auto* trim = new QTimer(this);
    trim->setSingleShot(true);
    trim->setInterval(2000);
    connect(trim, &QTimer::timeout, this, [] { releaseFreeMemory(); });
    connect(m_controller, &MatchController::changed, trim, qOverload<>(&QTimer::start));
    // After refresh (connected first): the guide goes on the table just drawn.
    m_tutorial = new TutorialRunner(
        *m_controller, [this] { return qobject_cast<ui::TableBase*>(m_view); }, this);
    connect(m_tutorial, &TutorialRunner::stepShown, this, [this](int index, const QString& caption) {
        const auto& script = m_tutorial->script();
        const int steps = static_cast<int>(script.steps.size());
        const bool free = index + 1 >= steps;
        m_tutorialText->setText(free ? tr("Guided game: the last step — then finish the game as you like")
                                     : tr("Guided game: step %1 of %2").arg(index + 1).arg(steps));
        asGuideLine(m_tutorialTry)->setLine(QString());
        m_tutorialText->show();
        m_tutorialGo->setVisible(m_tutorial->waiting());
        m_tutorialTry->ensurePolished(); // two lines of its font as it is drawn
        m_tutorialTry->setFixedHeight(2 * m_tutorialTry->fontMetrics().lineSpacing() + 2);
        m_tutorialBar->show();
        m_tutorialLeave->setVisible(!free);
        m_pendingCaption = caption; // said when the step's table is up (refresh), after the turn
        if (m_autosaveEnabled) {
            QSettings settings;
            const QString key = QStringLiteral("tutorial/%1/").arg(qs(script.game));
            settings.setValue(key + QStringLiteral("step"), index);
            if (free) {
                settings.remove(key + QStringLiteral("file"));
                settings.remove(key + QStringLiteral("step"));
            }
        }
        m_tutorial->showOnTable();
    });
    connect(m_tutorial, &TutorialRunner::waitingChanged, this, [this](bool) {
        const bool waiting = m_tutorial->active() && m_tutorial->waiting();
        m_tutorialGo->setVisible(waiting);
        asGuideLine(m_tutorialTry)
            ->setLine(waiting ? tr("Read the balloon, then Go on (Enter).") : QString());
        refresh(); // the status says nobody is thinking while the guide waits
    });
    connect(m_tutorial, &TutorialRunner::problem, this, [this](const QString& text) {
        m_tutorialBar->hide();
        notice(text, true);
    });
    connect(m_controller, &MatchController::actionApplied, this,
            [this](const GameState& before, const Action& action) {
                if (m_view && !m_controller->handOverPending()) m_view->noteAction(before, action);
                playCue(before, action);
            });
    connect(m_controller, &MatchController::thinkingChanged, this, [this](bool) { refresh(); });
    connect(m_controller, &MatchController::refused, this, [this](const QString& why) { notice(why, true); });
    connect(m_controller, &MatchController::autosaveFailed, this,
            [this](const QString& why) { notice(why, true); });
    connect(m_controller, &MatchController::gameOver, this, [this] {
        recordFinishedGame();
        m_sounds->play(Sounds::Cue::GameOver);
        // Let the last move be seen first.
        QTimer::singleShot(ui::animationMs(600), this, [this] {
            if (m_controller->hasMatch() && m_controller->state().isOver()) showScoreSheet();
        });
    });

    buildMenus();
    QSize size(1280, 800);
    if (const QScreen* screen = QGuiApplication::primaryScreen())
        size = firstRunSize(screen->availableSize());
    resize(size);
    setMinimumSize(QSize(1024, 600).boundedTo(size));
    // The place and size of the last run (Qt keeps it on a screen that is there now).
    {
        const QSettings settings;
        if (settings.contains(QStringLiteral("window/geometry")))
            m_placeRestored =
                restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
        if (settings.contains(QStringLiteral("window/state")))
            restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    }
    refreshResumeOffer();
    refresh();
    // Told once the window is up (and after a test has put its own prompts in place).
    QTimer::singleShot(0, this, [this] {
        syncHistory(); // not before: pictures and measurements turn autosave off first
        showStartupMessages();
    });
}

QSize MainWindow::firstRunSize(const QSize& available) {
    // 1280x800, never larger than the screen; on a large screen most of it (play test: at 1920x1080
    // the first window was a 1280x820 island in the middle, and the tables were drawn small).
    if (available.width() >= 1600 && available.height() >= 950)
        return QSize(available.width() * 9 / 10, available.height() * 9 / 10);
    return QSize(1280, 800).boundedTo(available);
}

void MainWindow::syncHistory() {
    if (!m_autosaveEnabled) return;
    if (m_history->ensureOpen(&m_startupMessages)) {
        m_history->recordMissing(m_finishedSaves);
        showSavedGames(); // the finished games under their profiles' names now
    }
}

QStringList MainWindow::profileNames() {
    QStringList names;
    if (!m_autosaveEnabled || !m_history->ensureOpen(&m_startupMessages)) return names;
    for (const auto& p : m_history->database()->profiles())
        names << p.name;
    return names;
}

void MainWindow::applySeatLooks() {
    SeatLooks looks;
    if (m_controller->hasMatch()) {
        if (m_autosaveEnabled) (void)m_history->ensureOpen(&m_startupMessages);
        looks = m_history->seatLooks(m_controller->match());
    }
    ui::setSeatPalette(looks.palette);
    m_side->setAvatars(looks.avatars);
    if (m_view) m_view->update();
}

PlayersPage* MainWindow::showPlayers() {
    if (!m_players) {
        history::HistoryDb* db =
            m_autosaveEnabled && m_history->ensureOpen(&m_startupMessages) ? m_history->database() : nullptr;
        m_players = new PlayersPage(db, this);
        m_players->setAttribute(Qt::WA_DeleteOnClose);
        // A profile's colour or avatar changed: the table shows it at once.
        connect(m_players, &PlayersPage::profilesChanged, this, [this] {
            applySeatLooks();
            refresh();
            showSavedGames(); // a renamed profile: its finished games under the new name
        });
    }
    m_players->show();
    m_players->raise();
    m_players->activateWindow();
    return m_players;
}

StatisticsPage* MainWindow::showStatistics() {
    if (!m_statistics) {
        history::HistoryDb* db =
            m_autosaveEnabled && m_history->ensureOpen(&m_startupMessages) ? m_history->database() : nullptr;
        m_statistics = new StatisticsPage(m_context.games, db, this);
        m_statistics->setAttribute(Qt::WA_DeleteOnClose);
        // Within the window, less a title bar (it was taller than a 1024×700 window).
        m_statistics->resize(QSize(900, 700).boundedTo(size() - QSize(0, 40)));
    }
    m_statistics->show();
    m_statistics->raise();
    m_statistics->activateWindow();
    return m_statistics;
}

void MainWindow::playCue(const GameState& before, const Action& action) {
    if (before.currentSeat() == kChanceSeat) {
        if (before.isDiceRoll(action)) m_sounds->play(Sounds::Cue::DieRoll);
        return;
    }
    if (before.currentSeat() < 0) return;
    for (const Event& e : before.events(action, kNoSeat))
        if (e.kind == "bust") {
            m_sounds->play(Sounds::Cue::Bust);
            return;
        }
    m_sounds->play(Sounds::Cue::Placed);
}

void MainWindow::recordFinishedGame() {
    if (!m_autosaveEnabled || !m_controller->hasMatch() || !m_controller->state().isOver()) return;
    const QString save = m_controller->autosavePath();
    if (save.isEmpty() || !m_controller->lastAutosaveError().isEmpty() || !QFileInfo::exists(save)) return;
    if (!m_history->ensureOpen(&m_startupMessages)) return; // told with the startup messages
    QString error;
    if (!m_history->recordFinished(m_controller->match(), save, &error))
        notice(tr("This game could not be added to the history (%1); its save is kept.").arg(error), true);
    else if (m_statistics)
        m_statistics->reload();
}

MainWindow::~MainWindow() = default;

void MainWindow::showStartupMessages() {
    if (!m_componentMessages.isEmpty())
        m_tell(tr("Your components"), m_componentMessages.join(QStringLiteral("\n\n")));
    m_componentMessages.clear(); // said once
    if (m_startupMessages.isEmpty()) return;
    m_tell(tr("Saved games"), m_startupMessages.join(QStringLiteral("\n\n")));
}

void MainWindow::setAutosaveEnabled(bool on) {
    m_autosaveEnabled = on;
    if (!on) {
        m_controller->setAutosavePath({});
        m_picker->setSavedGames({}, {});
    }
}

bool MainWindow::unsavedWarningShown() const {
    return !m_unsavedBar->isHidden();
}

void MainWindow::buildMenus() {
    auto* game = menuBar()->addMenu(tr("&Game"));
    auto add = [this](QMenu* menu, const QString& text, const QKeySequence& keys, auto slot) {
        QAction* a = menu->addAction(text);
        if (!keys.isEmpty()) a->setShortcut(keys);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    add(game, tr("&New game…"), QKeySequence::New,
        [this] { newGameDialog(m_controller->hasMatch() ? qs(m_controller->match().gameId()) : QString()); });
    add(game, tr("&Open…"), QKeySequence::Open, [this] { open(); });
    m_save = add(game, tr("&Save"), QKeySequence::Save, [this] {
        if (m_file.isEmpty())
            saveAs();
        else
            saveFile(m_file);
    });
    m_saveAs = add(game, tr("Save &as…"), QKeySequence(QStringLiteral("Ctrl+Shift+S")), [this] { saveAs(); });
    m_resume = add(game, tr("&Continue the last game"), QKeySequence(), [this] { resumeLastGame(); });
    m_replayAction = add(game, tr("&Replay this game"), QKeySequence(QStringLiteral("Ctrl+R")), [this] {
        if (m_controller->hasMatch()) showReplay(m_controller->match());
    });
    add(game, tr("Open a re&play…"), QKeySequence(), [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open a game to replay"), saveFolder(), saveFileFilter());
        if (!path.isEmpty()) openReplay(path);
    });
    game->addSeparator();
    m_scores =
        add(game, tr("Score s&heet"), QKeySequence(QStringLiteral("Ctrl+T")), [this] { showScoreSheet(); });
    add(game, tr("&Back to the game list"), QKeySequence(), [this] { showPicker(); });
    add(game, tr("&Players…"), QKeySequence(), [this] { showPlayers(); });
    add(game, tr("Stat&istics…"), QKeySequence(), [this] { showStatistics(); });
    add(game, tr("Se&ttings…"), QKeySequence(QStringLiteral("Ctrl+,")), [this] {
        SettingsDialog dialog(settingsShown(), this);
        if (dialog.exec() == QDialog::Accepted) applySettings(dialog.settings());
    });
    game->addSeparator();
    add(game, tr("&Quit"), QKeySequence(QStringLiteral("Ctrl+Q")), [this] { close(); });

    auto* edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = add(edit, tr("&Undo"), QKeySequence(QStringLiteral("Ctrl+Z")), [this] { m_controller->undo(); });
    m_redo = add(edit, tr("&Redo"), QKeySequence(QStringLiteral("Ctrl+Shift+Z")),
                 [this] { m_controller->redo(); });
    m_redo->setShortcuts(
        {QKeySequence(QStringLiteral("Ctrl+Shift+Z")), QKeySequence(QStringLiteral("Ctrl+Y"))});
    edit->addSeparator();
    m_hint = add(edit, tr("&Hint"), QKeySequence(Qt::Key_H), [this] { m_controller->requestHint(); });

    auto* view = menuBar()->addMenu(tr("&View"));
    m_panelToggle =
        add(view, tr("Show the &log panel"), QKeySequence(QStringLiteral("Ctrl+L")), [this](bool on) {
            m_panelWanted = on;
            refresh();
        });
    m_panelToggle->setCheckable(true);
    m_panelToggle->setChecked(true);
    // Full screen (F11) keeps the table's layout: the same window, without its frame.
    m_fullScreen = add(view, tr("&Full screen"), QKeySequence(QKeySequence::FullScreen), [this](bool on) {
        if (on) {
            m_wasMaximized = isMaximized();
            showFullScreen();
        } else if (m_wasMaximized)
            showMaximized();
        else
            showNormal();
    });
    if (m_fullScreen->shortcut() != QKeySequence(Qt::Key_F11))
        m_fullScreen->setShortcuts({m_fullScreen->shortcut(), QKeySequence(Qt::Key_F11)});
    m_fullScreen->setCheckable(true);
    m_mute = add(view, tr("&Mute sounds"), QKeySequence(QStringLiteral("Ctrl+M")), [this](bool on) {
        m_settings.muted = on;
        m_sounds->setMuted(on);
        if (m_autosaveEnabled) m_settings.save(); // remembered (not by pictures and measurements)
    });
    m_mute->setCheckable(true);
    m_mute->setChecked(m_settings.muted);
    // Zoom (issue #21): the table and the side panel, remembered. Ctrl+= and Ctrl++ both zoom in.
    view->addSeparator();
    QAction* zoomIn = add(view, tr("Zoom &in"), QKeySequence(QStringLiteral("Ctrl+=")),
                          [this] { setZoom(m_settings.zoom + 0.25); });
    zoomIn->setShortcuts({QKeySequence(QStringLiteral("Ctrl+=")), QKeySequence(QKeySequence::ZoomIn)});
    add(view, tr("Zoom &out"), QKeySequence(QKeySequence::ZoomOut),
        [this] { setZoom(m_settings.zoom - 0.25); });
    add(view, tr("&Actual size"), QKeySequence(QStringLiteral("Ctrl+0")), [this] { setZoom(1.0); });

    auto* help = menuBar()->addMenu(tr("&Help"));
    add(help, tr("&Rules of this game"), QKeySequence(Qt::Key_F1), [this] {
        if (m_controller->hasMatch())
            showRules(qs(m_controller->match().gameId()), m_view ? m_view->rulesSection() : QString());
        else if (!m_context.playableGames().empty())
            showRules(qs(m_context.playableGames().front()->id));
    });
    add(help, tr("&Keyboard"), QKeySequence(), [this] { showKeyboardHelp(); });
    add(help, tr("&About Dogtable"), QKeySequence(), [this] {
        QMessageBox::about(
            this, tr("About Dogtable"),
            tr("<h3>Dogtable %1</h3><p>Five dog board games at one table: play with friends on one "
               "computer or against computer players.</p><p>The art is drawn for Dogtable.</p>")
                .arg(QCoreApplication::applicationVersion()));
    });
}

QString MainWindow::keyboardHelpText() {
    // One row per key; the table's keys are the same in every game (the table kit), then each
    // game's own. None is a shortcut of the menus (those use Ctrl, F1 and H).
    const auto row = [](const QString& keys, const QString& what) {
        return QStringLiteral("<tr><td style='padding-right:16px'><b>%1</b></td><td>%2</td></tr>")
            .arg(keys, what);
    };
    QString html = QStringLiteral("<h3>%1</h3><table>").arg(tr("At every table"));
    html += row(tr("Page Down / Page Up"),
                tr("the next / previous thing you can choose now; after a first choice, what goes on "
                   "with it comes first (a card, then its dogs; a space, then its Drive button)"));
    html += row(tr("Arrow keys"), tr("the neighbouring thing on the table, chosen or not"));
    html += row(tr("Tab / Shift+Tab"),
                tr("the next / previous part of the table: your area, the board, the offer, the other "
                   "players, the buttons; after the last part, the side panel"));
    html += row(tr("Enter or Space"), tr("choose what the cursor is on, or press the button it is on"));
    html += row(tr("Esc"), tr("take back the last step of a half-made choice"));
    html += row(tr("F1"), tr("the rules at what is on the table now"));
    html += row(tr("H"), tr("a hint (its steps are marked on the table, buttons too)"));
    html += row(tr("Ctrl+Z / Ctrl+Shift+Z"), tr("undo / redo"));
    html += row(tr("Enter or Space"), tr("on the hand-over screen: show the table to the next player"));
    html += QStringLiteral("</table>");
    const auto game = [&](const QString& name, const QStringList& rows) {
        html += QStringLiteral("<h3>%1</h3><table>").arg(name);
        for (qsizetype i = 0; i + 1 < rows.size(); i += 2)
            html += row(rows[i], rows[i + 1]);
        html += QStringLiteral("</table>");
    };
    game(tr("Dig"),
         {tr("Enter"), tr("with no cursor shown: end the turn"), tr("K"), tr("keep the card you dug")});
    game(tr("Dog Lover"), {tr("R / Shift+R"), tr("turn the picked trick a quarter clockwise / back"), tr("S"),
                           tr("show or hide the score estimates"), tr("Esc"),
                           tr("with nothing half-made: put the picked trick down"), tr("Enter"),
                           tr("with no cursor shown: end the turn")});
    game(tr("Ciapki"), {tr("Enter"), tr("with no cursor shown: make the only action open to you")});
    game(tr("DOGS"), {tr("Enter"), tr("with no cursor shown: press the only button")});
    game(tr("Dog Kids"), {tr("1, 2, 3"), tr("pick that card of your hand"), tr("Enter"),
                          tr("with no cursor shown: make the only action open to you")});
    return html;
}

QDialog* MainWindow::showKeyboardHelp() {
    auto* dialog = findChild<QDialog*>(QStringLiteral("keyboardHelp"));
    if (dialog == nullptr) {
        dialog = new QDialog(this);
        dialog->setObjectName(QStringLiteral("keyboardHelp"));
        dialog->setWindowTitle(tr("Keyboard"));
        auto* layout = new QVBoxLayout(dialog);
        auto* text = new QTextBrowser(dialog);
        text->setHtml(keyboardHelpText());
        layout->addWidget(text);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
        connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
        layout->addWidget(buttons);
        dialog->resize(640, 560);
    }
    dialog->show();
    dialog->raise();
    return dialog;
}

MainWindow::Page MainWindow::page() const {
    if (m_stack->currentWidget() == m_handOver) return Page::HandOver;
    if (m_stack->currentWidget() == m_tablePage) return Page::Table;
    return Page::Picker;
}

void MainWindow::setPrompts(Ask ask, Tell tell) {
    m_ask = std::move(ask);
    m_tell = std::move(tell);
}

void MainWindow::setPrompts(Ask ask, Tell tell, Choose choose, SavePath savePath) {
    setPrompts(std::move(ask), std::move(tell));
    m_choose = std::move(choose);
    m_savePath = std::move(savePath);
}

QString MainWindow::gameName(const std::string& id) const {
    const GameInfo* g = m_context.games.find(id);
    return g ? app::gameName(*g) : qs(id);
}

RulesBrowser* MainWindow::rulesBrowser() const {
    return m_rules;
}

QString MainWindow::statusText() const {
    return m_status->text();
}
QString MainWindow::noticeText() const {
    return asGuideLine(m_notice)->line();
}

void MainWindow::notice(const QString& text, bool problem) {
    if (m_tutorial->active() && !text.isEmpty()) {
        // A guided game says everything in its bar, whose height never changes: the table stays
        // where the balloons point (a notice wrapping in the status strip moved it).
        // In free play the step's title gives the line the bar's whole width (a hint is long).
        const TutorialStep* step = m_tutorial->currentStep();
        m_tutorialText->setVisible(!(step && step->kind == TutorialStep::Kind::Free));
        asGuideLine(m_tutorialTry)
            ->setLine(text); // in the guide's bar, whole or elided (the tooltip has it all)
        return;
    }
    if (text.isEmpty()) {
        clearNotice();
        return;
    }
    m_notice->setStyleSheet(problem ? QStringLiteral("color: #9b2d1f; font-weight: bold;")
                                    : QStringLiteral("color: #2d6a3e;"));
    m_notice->setVisible(true); // shown and styled first: the lines are fitted to its width and font
    asGuideLine(m_notice)->setLine(text);
    m_notice->setToolTip(ui::wrappedTooltip(text)); // a long hint on lines of a readable width
    static int stamp = 0;
    const int mine = ++stamp;
    QTimer::singleShot(8000, this, [this, mine] {
        if (mine == stamp) clearNotice();
    });
}

void MainWindow::clearNotice() {
    asGuideLine(m_notice)->setLine(QString());
    m_notice->hide();
}

void MainWindow::ensureView(const std::string& gameId) {
    if (m_view && m_viewGame == gameId) return;
    m_shown.reset();
    delete m_view;
    m_view = nullptr;
    m_viewGame.clear();
    const ui::ViewInfo* info = m_context.views.find(gameId);
    if (!info) return;
    m_view = info->create(m_zoomArea);
    m_viewGame = gameId;
    m_view->setObjectName(QStringLiteral("gameView"));
    m_view->setFocusPolicy(Qt::StrongFocus);
    m_zoomArea->setTable(m_view);
    m_zoomArea->setZoom(m_settings.zoom);
    connect(m_view, &ui::GameView::actionChosen, m_controller, [this](const Action& a) {
        clearNotice(); // a table's hint ("click again to confirm") is stale once the move is made
        if (m_tutorial->active()) { // so is a hint said in the guide's bar
            asGuideLine(m_tutorialTry)->setLine(QString());
            m_tutorialText->show();
        }
        m_controller->playHuman(a);
    });
    connect(m_view, &ui::GameView::statusMessage, this, [this](const QString& text) { notice(text, false); });
    connect(m_view, &ui::GameView::rulesRequested, this,
            [this](const QString& anchor) { showRules(qs(m_viewGame), anchor); });
    m_view->installEventFilter(this); // Esc leaves a guided game
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    // Enter pressed while a hint is still being found is for the hint: it waits and plays the hint's
    // first step when it comes (play test: H then Enter "did nothing", or picked what the cursor
    // stood on before the hint came; only a second Enter went on).
    if (watched == m_view && event->type() == QEvent::KeyPress && m_controller->hintRunning() &&
        m_controller->hasMatch()) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) &&
            key->modifiers() == Qt::NoModifier) {
            if (!key->isAutoRepeat())
                m_enterAfterHint = static_cast<qsizetype>(m_controller->match().actions().size());
            return true;
        }
    }
    if (watched == m_view && m_tutorial->active()) {
        // A step that waits for the player: one Enter (or a click on the balloon) plays it, and
        // nothing else — the key never reaches the next step's element.
        if (m_tutorial->waiting()) {
            if (event->type() == QEvent::KeyPress) {
                const int key = static_cast<QKeyEvent*>(event)->key();
                if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
                    if (!static_cast<QKeyEvent*>(event)->isAutoRepeat()) m_tutorial->goOn();
                    return true;
                }
            }
            if (event->type() == QEvent::MouseButtonPress) {
                const auto* table = qobject_cast<ui::TableBase*>(m_view);
                if (table &&
                    table->guideBalloonRect().contains(static_cast<QMouseEvent*>(event)->position())) {
                    m_tutorial->goOn();
                    return true;
                }
            }
        }
        // H in a guided step: hints come with free play; say so instead of nothing.
        const TutorialStep* step = m_tutorial->currentStep();
        if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent*>(event)->key() == Qt::Key_H &&
            static_cast<QKeyEvent*>(event)->modifiers() == Qt::NoModifier && step &&
            step->kind != TutorialStep::Kind::Free) {
            asGuideLine(m_tutorialTry)
                ->setLine(
                    tr("No hints in the guided steps: the marked element is the move (Enter picks it)."));
            return true;
        }
    }
    if (watched == m_view && event->type() == QEvent::KeyPress && m_tutorial->active() &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape && m_tutorialLeave->isVisible()) {
        const auto* table = qobject_cast<ui::TableBase*>(m_view);
        if (table == nullptr || !table->picker().started()) { // Esc first steps back out of a choice
            leaveTutorial();
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

bool MainWindow::startTutorial(const QString& gameId) {
    auto script = loadTutorialFor(gameId, i18n::language());
    if (!script) {
        m_tell(tr("Learn to play"), qs(script.error()));
        return false;
    }
    if (!m_context.playable(script->game)) {
        m_tell(tr("Learn to play"),
               tr("%1 has no table in this copy of Dogtable.").arg(gameName(script->game)));
        return false;
    }
    // The script is written for the box's own components: with a corrected file in use its board
    // may differ (a card, a dog, a route), so the guided game is not started (docs/tutorials.md).
    if (const GameInfo* info = m_context.games.find(script->game); info && info->data.overridden()) {
        m_tell(
            tr("Learn to play"),
            tr("The guided game of %1 needs the box's own components, and this copy plays with a corrected "
               "component file: remove it to learn to play.")
                .arg(gameName(script->game)));
        return false;
    }
    if (!keepUnsavedGame()) return false;
    const QString key = QStringLiteral("tutorial/%1/").arg(gameId);
    QSettings settings;
    const QString file = settings.value(key + QStringLiteral("file")).toString();
    if (m_autosaveEnabled && !file.isEmpty() && QFileInfo::exists(file) && m_library.contains(file)) {
        LoadOutcome out = loadSave(file);
        if (out.kind == LoadOutcome::Kind::Complete && !out.match->state().isOver()) {
            const auto at = TutorialRunner::locate(*script, *out.match);
            const int steps = static_cast<int>(script->steps.size());
            if (at && at->step < steps - 1) {
                const int choice = m_resumingGuided
                                       ? 0
                                       : m_choose(tr("Learn to play"),
                                                  tr("You left the guided game of %1 at step %2 of %3.")
                                                      .arg(gameName(script->game))
                                                      .arg(at->step + 1)
                                                      .arg(steps),
                                                  {tr("Go on"), tr("Start again"), tr("Cancel")});
                if (choice != 0 && choice != 1) return false;
                if (choice == 0) {
                    m_startingTutorial = true;
                    m_tutorial->begin(std::move(*script), *at);
                    startMatch(std::move(*out.match), {}, file);
                    m_startingTutorial = false;
                    return true;
                }
            }
        }
    }
    if (m_resumingGuided) return false; // not at a step of the script: the caller opens it plainly
    auto match = createTutorialMatch(m_context.games, *script);
    if (!match) {
        m_tell(tr("Learn to play"), qs(match.error()));
        return false;
    }
    m_startingTutorial = true;
    m_tutorial->begin(std::move(*script));
    startMatch(std::move(*match));
    m_startingTutorial = false;
    if (m_autosaveEnabled) {
        settings.setValue(key + QStringLiteral("file"), m_controller->autosavePath());
        settings.setValue(key + QStringLiteral("step"), 0);
    }
    return true;
}

void MainWindow::leaveTutorial() {
    if (!m_tutorial->active()) return;
    m_tutorial->end();
    m_tutorialBar->hide();
    showPicker();
    // Leaving asks nothing, as "Continue a game" goes on at this step: that row is in sight at once
    // (the list stayed scrolled down to DOGS' card, the row off-screen at 1024x700).
    if (page() == Page::Picker) m_picker->showTop();
}

void MainWindow::refresh() {
    const bool has = m_controller->hasMatch();
    // "Your turn" while the window is not in front: the window asks for attention (the taskbar).
    const bool humanTurn = has && m_controller->humanToAct();
    if (humanTurn && !m_humanTurn) {
        if (!m_controller->state().isOver()) m_sounds->play(Sounds::Cue::YourTurn);
        if (!isActiveWindow()) {
            QApplication::alert(this);
            ++m_alerts;
            if (!m_controller->state().isOver()) {
                const GameState& st = m_controller->state();
                const GameInfo* info = m_context.games.find(m_controller->match().gameId());
                m_notifier->notify(tr("Your turn, %1").arg(qs(st.playerName(st.turnSeat()))),
                                   info ? tr("%1 is waiting for your move.").arg(app::gameName(*info))
                                        : tr("The game is waiting for your move."));
            }
        }
    }
    m_humanTurn = humanTurn;
    // A guided game moves by its script: no undo, redo or hint until its free play (its last
    // step is free play already: H gives a hint there).
    const TutorialStep* guidedStep = m_tutorial->currentStep();
    const bool guided = m_tutorial->active() && !(guidedStep && guidedStep->kind == TutorialStep::Kind::Free);
    m_undo->setEnabled(has && !guided && m_controller->canUndo());
    m_redo->setEnabled(has && !guided && m_controller->canRedo());
    m_side->undoButton()->setEnabled(m_undo->isEnabled());
    m_side->redoButton()->setEnabled(m_redo->isEnabled());
    m_hint->setEnabled(has && !guided && m_controller->humanToAct() && !m_controller->hintRunning());
    m_side->hintButton()->setEnabled(m_hint->isEnabled());
    m_save->setEnabled(has);
    m_saveAs->setEnabled(has);
    m_scores->setEnabled(has);
    m_replayAction->setEnabled(has);
    m_thinking->setText(m_controller->hintRunning()  ? tr("Looking for a hint…")
                        : m_controller->isThinking() ? tr("The computer is thinking…")
                                                     : QString());
    const QString unsaved = has && m_autosaveEnabled ? m_controller->lastAutosaveError() : QString();
    m_unsavedText->setText(
        tr("This game is not being saved automatically (%1). Use Save as… to keep it.").arg(unsaved));
    m_unsavedText->setToolTip(unsaved);
    m_unsavedBar->setVisible(!unsaved.isEmpty());
    if (!has) {
        ui::setGameSeatColours({});
        m_side->hide();
        m_side->clear();
        m_stack->setCurrentWidget(m_picker);
        m_status->setText(tr("Choose a game"));
        m_statusToken->clear();
        setWindowTitle(tr("Dogtable"));
        return;
    }
    const Match& match = m_controller->match();
    const GameState& st = match.state();
    const QString name = gameName(match.gameId());
    setWindowTitle(m_file.isEmpty() ? tr("%1 — Dogtable").arg(name)
                                    : tr("%1 — %2 — Dogtable").arg(name, QFileInfo(m_file).fileName()));
    ensureView(match.gameId());
    // A game whose seats have colours of their own (Dog Kids) is drawn in them everywhere.
    ui::setGameSeatColours(m_view ? m_view->ownSeatColours(st) : std::vector<QColor>());

    if (m_controller->handOverPending()) {
        // Nothing of the game stays on screen: the view clears itself and is covered.
        const Seat next = m_controller->handOverSeat();
        if (m_view) m_view->clearTable();
        m_shown.reset();
        const QStringList avatars = m_history->seatLooks(m_controller->match()).avatars;
        m_handOver->setPlayer(qs(st.playerName(next)), next,
                              next < avatars.size() ? avatars[next] : QString());
        m_stack->setCurrentWidget(m_handOver);
        m_handOver->setFocus();
        m_side->hide(); // the whole window belongs to the hand-over screen
        m_status->setText(tr("Pass the table to %1").arg(qs(st.playerName(next))));
        m_statusToken->setPixmap(theme::seatPixmap(next, 26));
        return;
    }

    const Seat viewer = m_controller->viewer();
    const bool interactive = m_controller->humanToAct();
    const Shown shown{match.actions().size(), st.hash(), viewer, interactive};
    if (m_view && m_shown != shown) {
        m_view->showState(st, viewer, interactive);
        m_shown = shown;
    }
    if (m_view) {
        if (interactive && m_stack->currentWidget() != m_tablePage) m_view->setFocus();
    }
    m_stack->setCurrentWidget(m_tablePage);
    m_side->setVisible(m_panelWanted);
    if (m_view && interactive && !m_view->hasFocus() && isActiveWindow()) m_view->setFocus();
    m_side->showMatch(match, name, viewer, m_controller->isThinking());
    if (m_tutorial->active() && !m_pendingCaption.isEmpty()) {
        // A guided step's caption, to screen readers: once its table is up (the player's turn for
        // the player's step), after the side panel has said the turn.
        const TutorialStep* step = m_tutorial->currentStep();
        if (step == nullptr || step->kind == TutorialStep::Kind::Computer || m_controller->humanToAct()) {
            m_side->announce(m_pendingCaption);
            m_pendingCaption.clear();
        }
    }

    const QString text = qs(st.statusText());
    if (st.isOver()) {
        m_statusToken->clear();
        const QString winners = ScoreSheetDialog::winnerLine(st.scoreSheet());
        m_status->setText(tr("Game over. %1").arg(winners));
        m_overText->setText(tr("Game over. %1").arg(winners));
        m_overBar->show();
        m_tutorialBar->hide(); // the guided game is over too
    } else {
        m_overBar->hide();
        const Seat turn = st.turnSeat();
        if (turn >= 0) {
            const bool computer = m_controller->isComputer(turn);
            m_statusToken->setPixmap(theme::seatPixmap(turn, 26, computer));
            const QString name = qs(st.playerName(turn));
            const QString who = computer ? tr("%1 (computer)").arg(name) : name;
            // Some games already start their status line with the player's name.
            if (text.isEmpty())
                m_status->setText(who);
            else if (text.startsWith(name))
                m_status->setText(computer ? who + text.mid(name.size()) : text);
            else if (text.contains(name))
                m_status->setText(text);
            else
                m_status->setText(tr("%1 — %2").arg(who, text));
        } else {
            m_statusToken->clear();
            m_status->setText(text);
        }
    }
    m_status->setToolTip(m_status->text()); // the whole line when the strip cuts it
}

void MainWindow::startMatch(Match match, const QString& file, const QString& libraryFile) {
    // Every game has its own file in the library: the game that was on the table keeps its own,
    // so starting another never removes it.
    if (m_controller->hasMatch()) m_controller->autosave();
    m_shown.reset(); // a new game is shown afresh, whatever its first position
    if (!m_startingTutorial) {
        m_tutorial->end(); // another game: no guide
        m_tutorialBar->hide();
    }
    m_file = file;
    if (m_scoreSheet) m_scoreSheet->close();
    m_controller->setAutosavePath(!m_autosaveEnabled       ? QString()
                                  : !libraryFile.isEmpty() ? libraryFile
                                                           : m_library.newGamePath(match.gameId()));
    m_controller->start(std::move(match), !libraryFile.isEmpty() && QFileInfo::exists(libraryFile));
    applySeatLooks();
    refreshResumeOffer();
    refresh();
}

bool MainWindow::keepUnsavedGame() {
    if (!m_controller->hasMatch() || m_controller->state().isOver() || !m_autosaveEnabled) return true;
    if (m_controller->lastAutosaveError().isEmpty() || m_controller->autosave())
        return true; // saved after all
    while (true) {
        const int choice =
            m_choose(tr("This game is not saved"),
                     tr("This game could not be saved automatically (%1).\n\nSave this game elsewhere?")
                         .arg(m_controller->lastAutosaveError()),
                     {tr("Save elsewhere…"), tr("Discard the game"), tr("Cancel")});
        if (choice == 1) return true;
        if (choice != 0) return false;
        if (saveAs()) return true;
    }
}

void MainWindow::newGameDialog(const QString& gameId) {
    if (m_context.playableGames().empty()) {
        m_tell(tr("No games"), tr("No game with a table is built into this copy of Dogtable."));
        return;
    }
    NewGameDialog dialog(m_context, gameId, this);
    QList<int> colours; // the profiles' colour preferences, in profileNames()'s order
    if (m_autosaveEnabled && m_history->ensureOpen(&m_startupMessages))
        for (const auto& p : m_history->database()->profiles())
            colours << p.colour;
    dialog.setProfiles(profileNames(), colours);
    if (dialog.exec() != QDialog::Accepted) return;
    if (!keepUnsavedGame()) return;
    auto match = dialog.createMatch();
    if (!match) {
        m_tell(tr("The game cannot start"), qs(match.error()));
        return;
    }
    m_settings.lastNames = dialog.names();
    m_settings.save();
    startMatch(std::move(match.value()));
}

bool MainWindow::adopt(LoadOutcome out, const QString& refusedTitle, const QString& partialQuestion,
                       QString file, QString libraryFile) {
    if (out.kind == LoadOutcome::Kind::Failed) {
        m_tell(refusedTitle, out.message);
        return false;
    }
    if (!m_context.playable(out.match->gameId())) {
        m_tell(refusedTitle, tr("It is a game of %1, which has no table in this copy of Dogtable.")
                                 .arg(gameName(out.match->gameId())));
        return false;
    }
    if (out.kind == LoadOutcome::Kind::Partial) {
        if (!m_ask(tr("The game replays only in part"),
                   out.message + QStringLiteral("\n\n") + partialQuestion.arg(out.failedAt)))
            return false;
        file.clear();        // "Save" must not overwrite the original with the shorter game unasked
        libraryFile.clear(); // nor the autosave: the shorter game gets a file of its own
    }
    if (!keepUnsavedGame()) return false;
    startMatch(std::move(*out.match), file, libraryFile);
    return true;
}

LoadOutcome MainWindow::loadSave(const QString& path) {
    // The replay runs on a worker thread; the window keeps painting (no input meanwhile), and a
    // long one shows a progress dialog.
    QFutureWatcher<LoadOutcome> watcher;
    QEventLoop loop;
    connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    const GameRegistry& games = m_context.games;
    watcher.setFuture(QtConcurrent::run([&games, path] { return readSaveFile(games, path); }));
    QProgressDialog progress(tr("Opening %1…").arg(QFileInfo(path).fileName()), QString(), 0, 0, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    progress.setValue(0);
    if (!watcher.isFinished()) loop.exec(QEventLoop::ExcludeUserInputEvents);
    return watcher.future().takeResult();
}

bool MainWindow::openFile(const QString& path) {
    // A game of the library goes on in its own file; any other file is copied into the library.
    const bool ours = m_library.contains(path);
    if (!adopt(loadSave(path), tr("The game cannot be opened"),
               tr("Open the game as it was after move %1? The file itself is not changed."),
               ours ? QString() : path, ours ? path : QString()))
        return false;
    notice(tr("Opened %1.").arg(QFileInfo(path).fileName()), false);
    return true;
}

bool MainWindow::saveFile(const QString& path) {
    QString error;
    if (!m_controller->saveTo(path, &error)) {
        m_tell(tr("The game was not saved"), tr("%1 could not be written: %2").arg(path, error));
        return false;
    }
    m_file = path;
    // A game whose autosave fails goes on being saved in the file the player chose.
    if (!m_controller->lastAutosaveError().isEmpty()) {
        m_controller->setAutosavePath(path);
        m_controller->autosave();
    }
    notice(tr("Saved to %1.").arg(QFileInfo(path).fileName()), false);
    refresh();
    return true;
}

bool MainWindow::saveAs() {
    if (!m_controller->hasMatch()) return false;
    // A game not saved before starts in the folder last used, else in the documents folder.
    QString suggested = m_file;
    if (suggested.isEmpty())
        suggested = saveFolder() + QLatin1Char('/') +
                    QFileInfo(m_library.newGamePath(m_controller->match().gameId())).fileName();
    QString path = m_savePath(tr("Save the game"), suggested);
    if (path.isEmpty()) return false;
    if (!path.endsWith(QStringLiteral(".dogtable"))) path += QStringLiteral(".dogtable");
    if (!saveFile(path)) return false;
    rememberSaveFolder(path);
    return true;
}

void MainWindow::open() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a game"), m_file.isEmpty() ? saveFolder() : QFileInfo(m_file).absolutePath(),
        saveFileFilter());
    if (!path.isEmpty() && openFile(path)) rememberSaveFolder(path);
}

bool MainWindow::refreshResumeOffer() {
    if (!m_autosaveEnabled) return false;
    GameLibrary::Scan scan = m_library.scan(m_context.games);
    m_startupMessages << scan.quarantined;
    m_finishedSaves.clear();
    for (const auto& e : scan.finished)
        m_finishedSaves << e.path;
    if (!scan.quarantined.isEmpty() && isVisible())
        m_tell(tr("Saved games"), scan.quarantined.join(QStringLiteral("\n\n")));
    m_lastScan = std::move(scan);
    showSavedGames();
    if (m_resume) m_resume->setEnabled(m_picker->resumeOffered());
    return m_picker->resumeOffered();
}

void MainWindow::showSavedGames() {
    if (!m_autosaveEnabled) return;
    const GameLibrary::Scan& scan = m_lastScan;
    // The game on the table is not offered to itself.
    const QString current = m_controller->hasMatch() ? m_controller->autosavePath() : QString();
    // What every row may need, read once: a save holds the names its players had, and the history
    // knows which seats were profiles and their names now (a profile renamed since: its new name);
    // the guided games and their steps.
    struct Known {
        std::map<QString, std::vector<history::SeatRecord>> recorded;
        std::map<QString, int> guidedStep; // a guided game's file: its step
    };
    auto known = std::make_shared<Known>();
    if (history::HistoryDb* db = m_history->database())
        for (history::GameRecord& g : db->games())
            known->recorded[g.saveFile] = std::move(g.seats);
    for (const auto& [file, guided] : guidedGames())
        known->guidedStep.emplace(file, guided.step);
    // The picker makes the rows it shows (the newest few of each list, the rest on request).
    auto list = [this, &current, &known](const std::vector<GameLibrary::Entry>& all) {
        auto entries = std::make_shared<std::vector<GameLibrary::Entry>>();
        for (const auto& e : all)
            if (e.path != current) entries->push_back(e);
        SavedGameList out;
        out.size = static_cast<qsizetype>(entries->size());
        out.row = [this, entries, known](qsizetype index) {
            const auto i = static_cast<std::size_t>(index);
            const GameLibrary::Entry& e = (*entries)[i];
            SavedGameRow row;
            row.path = e.path;
            QStringList players = e.players;
            if (const auto seats = known->recorded.find(e.path); e.finished && seats != known->recorded.end())
                for (const history::SeatRecord& s : seats->second)
                    if (s.isSeat && s.profile >= 0 && !s.profileName.isEmpty() && s.seat >= 0 &&
                        s.seat < players.size())
                        players[s.seat] = s.profileName;
            row.title =
                tr("%1 — %2").arg(gameName(e.gameId.toStdString()), players.join(QStringLiteral(", ")));
            row.detail = tr("moves: %1 · last move %2").arg(e.playerMoves).arg(lastMoveText(*entries, i));
            if (e.partial) row.detail += QStringLiteral(" · ") + tr("replays only in part");
            if (const auto guided = known->guidedStep.find(e.path); guided != known->guidedStep.end())
                row.detail = tr("guided game, step %1 · %2").arg(guided->second + 1).arg(row.detail);
            if (e.otherData)
                row.detail = tr("played with other components: opens when they are installed · last move %1")
                                 .arg(lastMoveText(*entries, i));
            return row;
        };
        return out;
    };
    m_picker->setSavedGames(list(scan.unfinished), list(scan.finished));
}

AppSettings MainWindow::settingsShown() const {
    AppSettings shown = m_settings;
    shown.language = i18n::language();
    return shown;
}

bool MainWindow::resumeLastGame() {
    if (!m_autosaveEnabled) return false;
    refreshResumeOffer();
    const auto& games = m_picker->unfinishedGames();
    if (games.isEmpty()) {
        m_tell(tr("No game to continue"), tr("There is no unfinished game to continue."));
        return false;
    }
    return openSavedGame(games.front().path);
}

std::map<QString, MainWindow::GuidedGame> MainWindow::guidedGames() const {
    std::map<QString, GuidedGame> out;
    QSettings settings;
    for (const auto* info : m_context.playableGames()) {
        const QString id = qs(info->id);
        const QString file = settings.value(QStringLiteral("tutorial/%1/file").arg(id)).toString();
        if (!file.isEmpty())
            out.emplace(file,
                        GuidedGame{id, settings.value(QStringLiteral("tutorial/%1/step").arg(id)).toInt()});
    }
    return out;
}

QString MainWindow::guidedGameAt(const QString& path) const {
    if (path.isEmpty()) return {};
    const auto all = guidedGames();
    const auto it = all.find(path);
    return it == all.end() ? QString() : it->second.game;
}

bool MainWindow::openSavedGame(const QString& path) {
    // A guided game left with Leave goes on as a guided game, at its step (play test: it came back
    // as a plain game without a word).
    if (const QString id = guidedGameAt(path); !id.isEmpty() && m_autosaveEnabled) {
        m_resumingGuided = true;
        const bool resumed = startTutorial(id);
        m_resumingGuided = false;
        if (resumed) return true;
    }
    if (!adopt(loadSave(path), tr("The game cannot be continued"),
               tr("Continue the game as it was after move %1? The saved file is kept as it is."), {}, path)) {
        refreshResumeOffer();
        return false;
    }
    if (m_controller->state().isOver()) showScoreSheet();
    return true;
}

bool MainWindow::deleteSavedGame(const QString& path) {
    if (!m_library.contains(path)) return false;
    QString title = QFileInfo(path).fileName();
    for (const auto* list : {&m_picker->unfinishedGames(), &m_picker->finishedGames()})
        for (const SavedGameRow& row : *list)
            if (row.path == path) title = row.title + QStringLiteral(" (") + row.detail + QLatin1Char(')');
    if (!m_ask(tr("Delete this game?"), tr("%1 will be deleted. This cannot be undone.").arg(title)))
        return false;
    const bool removed = m_library.remove(path);
    if (!removed) m_tell(tr("The game was not deleted"), tr("%1 could not be removed.").arg(path));
    refreshResumeOffer();
    return removed;
}

bool MainWindow::startsMaximized(QSize available, bool placeRestored) {
    constexpr int kTitleBar = 40; // a window manager's title bar and frame, about
    return !placeRestored && (available.width() < 1280 || available.height() < 800 + kTitleBar);
}

void MainWindow::showAtStart() {
    const QScreen* sc = screen();
    if (sc && startsMaximized(sc->availableSize(), m_placeRestored))
        showMaximized();
    else
        show();
}

void MainWindow::placeOver(QWidget* window) const {
    const QScreen* sc = screen();
    if (!sc) return;
    const QRect room = sc->availableGeometry().adjusted(20, 30, -20, -20);
    const QSize size = window->size().boundedTo(room.size());
    QRect place(QPoint(0, 0), size);
    place.moveCenter(frameGeometry().center());
    place.moveLeft(std::clamp(place.left(), room.left(), room.right() - size.width() + 1));
    place.moveTop(std::clamp(place.top(), room.top(), room.bottom() - size.height() + 1));
    window->setGeometry(place);
}

void MainWindow::showRules(const QString& gameId, const QString& anchor) {
    if (!m_rules) {
        m_rules = new RulesBrowser(m_context, this);
        m_rules->setWindowFlag(Qt::Window);
        connect(m_rules, &RulesBrowser::learnRequested, this, [this](const QString& id) {
            m_rules->close();
            startTutorial(id);
        });
        // Over the main window and wholly on its screen (it ran past the right edge at full HD).
        placeOver(m_rules);
    }
    m_rules->showGame(gameId, anchor);
    m_rules->show();
    m_rules->raise();
    m_rules->activateWindow();
}

ScoreSheetDialog* MainWindow::showScoreSheet() {
    if (!m_controller->hasMatch()) return nullptr;
    if (m_scoreSheet) m_scoreSheet->close();
    const GameState& st = m_controller->state();
    m_scoreSheet =
        new ScoreSheetDialog(st.scoreSheet(), gameName(m_controller->match().gameId()), st.isOver(), this);
    if (st.isOver()) m_scoreSheet->setRunningScores(runningScores(m_context.games, m_controller->match()));
    m_scoreSheet->setAttribute(Qt::WA_DeleteOnClose);
    m_scoreSheet->open();
    return m_scoreSheet;
}

ReplayWindow* MainWindow::showReplay(const Match& match) {
    if (m_replayWindow) m_replayWindow->close();
    auto* viewer = new ReplayWindow(m_context, match, this);
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    viewer->setSeatPalette(m_history->seatLooks(match).palette);
    m_replayWindow = viewer;
    connect(viewer, &ReplayWindow::scoreSheetRequested, viewer,
            [this, viewer](const ScoreSheet& sheet, bool final) {
                auto* dialog = new ScoreSheetDialog(sheet, viewer->windowTitle(), final, viewer);
                dialog->setAttribute(Qt::WA_DeleteOnClose);
                dialog->open();
            });
    connect(viewer, &ReplayWindow::branchRequested, this, [this, viewer](const QString& saveText) {
        auto loaded = Match::fromJson(m_context.games, saveText.toStdString());
        if (!loaded.ok() || !keepUnsavedGame()) return;
        // The branch is a game of its own: a new file in the library; the recorded game stays.
        startMatch(std::move(*loaded.match));
        notice(tr("A new game from move %1 of the replay.").arg(viewer->step()), false);
        viewer->close();
        raise();
        activateWindow();
    });
    // As large as the table it replays (play test: over a maximized window at 1920x1080 it opened at
    // 1200x780 and its pens were 60 px wide): maximized over a maximized window, else at least its size.
    if (isMaximized() || isFullScreen()) {
        viewer->showMaximized();
    } else {
        viewer->resize(viewer->size().expandedTo(size()));
        placeOver(viewer); // centred over the main window (it opened beside it)
        viewer->show();
    }
    viewer->raise();
    return viewer;
}

bool MainWindow::openReplay(const QString& path) {
    LoadOutcome out = loadSave(path);
    if (!out.match) {
        m_tell(tr("The game cannot be replayed"), out.message);
        return false;
    }
    if (!m_context.playable(out.match->gameId())) {
        m_tell(tr("The game cannot be replayed"),
               tr("It is a game of %1, which has no table in this copy of Dogtable.")
                   .arg(gameName(out.match->gameId())));
        return false;
    }
    showReplay(*out.match);
    return true;
}

void MainWindow::showPicker() {
    if (!keepUnsavedGame()) return;
    m_tutorial->end();
    m_tutorialBar->hide();
    if (m_controller->hasMatch()) m_controller->autosave();
    m_controller->close();
    m_file.clear();
    m_shown.reset();
    delete m_view;
    m_view = nullptr;
    m_viewGame.clear();
    refreshResumeOffer();
    refresh();
}

void MainWindow::setZoom(double zoom) {
    m_settings.zoom = clampZoom(zoom);
    if (m_autosaveEnabled) m_settings.save(); // remembered (not by pictures and measurements)
    applyLook();
}

void MainWindow::applyLook() {
    m_zoomArea->setZoom(m_settings.zoom);
    fitSidePanel();
    if (m_view) m_view->update();
}

void MainWindow::fitSidePanel() {
    // The table gets the room: the side panel takes about a fifth of the width, times the zoom,
    // but never more than 45 % of the window.
    // Its text grows as far as the window's height leaves the log a few lines (at 700 px: 140 %).
    const double zoom = std::min(m_settings.zoom, std::max(1.0, height() / 500.0));
    if (zoom != m_side->zoom()) m_side->setZoom(zoom);
    const int base = std::clamp(width() / 5, 240, 340);
    const int zoomed = static_cast<int>(std::lround(base * zoom));
    m_side->setFixedWidth(std::max(std::min(base, 240), std::min(zoomed, static_cast<int>(width() * 0.45))));
}

void MainWindow::applySettings(const AppSettings& settings) {
    const bool languageChanged = settings.language != m_settings.language;
    const bool themeChanged = settings.highContrast != m_settings.highContrast;
    m_settings = settings;
    m_settings.save();
    m_settings.apply();
    if (themeChanged) {
        if (auto* app = qobject_cast<QApplication*>(QCoreApplication::instance())) theme::apply(*app);
        m_side->applyTheme();
    }
    applyLook();
    m_controller->setUndoMode(settings.undoMode);
    m_sounds->setVolume(settings.volume);
    m_sounds->setMuted(settings.muted);
    m_mute->setChecked(settings.muted);
    if (languageChanged) {
        // Said in the language chosen too (play test: chosen Polish, the notice was English only).
        notice(SettingsDialog::languageChangeNote(settings.language, QStringLiteral(" · ")), false);
    }
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    fitSidePanel();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!keepUnsavedGame()) {
        event->ignore();
        return;
    }
    if (m_controller->hasMatch()) m_controller->autosave();
    if (m_rules) m_rules->close();
    // Where and how big the window was, for the next start (not for pictures and measurements).
    if (m_autosaveEnabled) {
        QSettings settings;
        settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
        settings.setValue(QStringLiteral("window/state"), saveState());
    }
    event->accept();
}

} // namespace dogtable::app
