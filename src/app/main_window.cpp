#include "main_window.h"

#include <QAction>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QGuiApplication>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

#include "game_picker.h"
#include "hand_over_screen.h"
#include "new_game_dialog.h"
#include "rules_browser.h"
#include "save_files.h"
#include "score_sheet_dialog.h"
#include "settings_dialog.h"
#include "side_panel.h"
#include "theme.h"
#include "dogtable/ui/style.h"

namespace dogtable::app {

MainWindow::MainWindow(const AppContext& context, QWidget* parent)
    : QMainWindow(parent), m_context(context), m_settings(AppSettings::load()) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Dogtable"));
    setWindowIcon(theme::appIcon());
    m_settings.apply();
    m_controller = new MatchController(context.games, this);
    m_controller->setAutosavePath(autosavePath());
    m_controller->setUndoMode(m_settings.undoMode);

    m_ask = [this](const QString& title, const QString& text) {
        return QMessageBox::question(this, title, text, QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes) ==
               QMessageBox::Yes;
    };
    m_tell = [this](const QString& title, const QString& text) { QMessageBox::warning(this, title, text); };

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
    m_overBar = new QFrame(m_tablePage);
    m_overBar->setObjectName(QStringLiteral("gameOverBar"));
    m_overBar->setStyleSheet(QStringLiteral("#gameOverBar { background: #fbe3d3; border-bottom: 1px solid #e3a887; }"));
    auto* ob = new QHBoxLayout(m_overBar);
    ob->setContentsMargins(16, 8, 12, 8);
    m_overText = new QLabel(m_overBar);
    m_overText->setFont(ui::uiFont(17, true));
    m_overText->setStyleSheet(QStringLiteral("color: #8a3f22;"));
    m_overText->setWordWrap(true); // long names wrap instead of widening the window
    auto* sheet = new QPushButton(tr("Score sheet"), m_overBar);
    auto* again = new QPushButton(tr("New game"), m_overBar);
    again->setProperty("accent", true);
    ob->addWidget(m_overText, 1);
    ob->addWidget(sheet);
    ob->addWidget(again);
    connect(sheet, &QPushButton::clicked, this, [this] { showScoreSheet(); });
    connect(again, &QPushButton::clicked, this, [this] {
        newGameDialog(m_controller->hasMatch() ? qs(m_controller->match().gameId()) : QString());
    });
    m_overBar->hide();
    m_tableLayout->addWidget(m_overBar);
    m_stack->addWidget(m_tablePage);

    m_handOver = new HandOverScreen(m_stack);
    m_stack->addWidget(m_handOver);
    connect(m_handOver, &HandOverScreen::confirmed, m_controller, &MatchController::confirmHandOver);

    // The status strip: whose turn and what they can do, notices (refusals), the computer thinking.
    m_statusToken = new QLabel(this);
    m_statusToken->setFixedSize(26, 26);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusText"));
    m_status->setFont(ui::uiFont(14, true));
    m_status->setSizePolicy(QSizePolicy::Ignored,
                            QSizePolicy::Preferred); // a long name never widens the window
    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("noticeText"));
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
    connect(m_side->rulesButton(), &QPushButton::clicked, this, [this] {
        if (m_controller->hasMatch()) showRules(qs(m_controller->match().gameId()), m_view ? m_view->rulesSection() : QString());
    });

    connect(m_picker, &GamePicker::newGameRequested, this, [this](const QString& id) { newGameDialog(id); });
    connect(m_picker, &GamePicker::rulesRequested, this, [this](const QString& id) { showRules(id); });
    connect(m_picker, &GamePicker::resumeRequested, this, [this] { resumeLastGame(); });

    connect(m_controller, &MatchController::changed, this, &MainWindow::refresh);
    connect(m_controller, &MatchController::actionApplied, this,
            [this](const GameState& before, const Action& action) {
                if (m_view && !m_controller->handOverPending()) m_view->noteAction(before, action);
            });
    connect(m_controller, &MatchController::thinkingChanged, this, [this](bool) { refresh(); });
    connect(m_controller, &MatchController::refused, this, [this](const QString& why) { notice(why, true); });
    connect(m_controller, &MatchController::autosaveFailed, this, [this](const QString& why) { notice(why, true); });
    connect(m_controller, &MatchController::gameOver, this, [this] {
        // Let the last move be seen first.
        QTimer::singleShot(ui::animationMs(600), this, [this] {
            if (m_controller->hasMatch() && m_controller->state().isOver()) showScoreSheet();
        });
    });

    buildMenus();
    // 1280x800 when the screen has room, never larger than the screen.
    QSize size(1280, 800);
    if (const QScreen* screen = QGuiApplication::primaryScreen()) size = size.boundedTo(screen->availableSize());
    resize(size);
    setMinimumSize(QSize(1024, 600).boundedTo(size));
    refreshResumeOffer();
    refresh();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus() {
    auto* game = menuBar()->addMenu(tr("&Game"));
    auto add = [this](QMenu* menu, const QString& text, const QKeySequence& keys, auto slot) {
        QAction* a = menu->addAction(text);
        if (!keys.isEmpty()) a->setShortcut(keys);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    add(game, tr("&New game…"), QKeySequence::New, [this] {
        newGameDialog(m_controller->hasMatch() ? qs(m_controller->match().gameId()) : QString());
    });
    add(game, tr("&Open…"), QKeySequence::Open, [this] { open(); });
    m_save = add(game, tr("&Save"), QKeySequence::Save, [this] {
        if (m_file.isEmpty()) saveAs();
        else saveFile(m_file);
    });
    m_saveAs = add(game, tr("Save &as…"), QKeySequence(QStringLiteral("Ctrl+Shift+S")), [this] { saveAs(); });
    m_resume = add(game, tr("&Resume last game"), QKeySequence(), [this] { resumeLastGame(); });
    game->addSeparator();
    m_scores = add(game, tr("Score s&heet"), QKeySequence(QStringLiteral("Ctrl+T")), [this] { showScoreSheet(); });
    add(game, tr("&Back to the game list"), QKeySequence(), [this] { showPicker(); });
    add(game, tr("Se&ttings…"), QKeySequence(QStringLiteral("Ctrl+,")), [this] {
        SettingsDialog dialog(m_settings, this);
        if (dialog.exec() == QDialog::Accepted) applySettings(dialog.settings());
    });
    game->addSeparator();
    add(game, tr("&Quit"), QKeySequence(QStringLiteral("Ctrl+Q")), [this] { close(); });

    auto* edit = menuBar()->addMenu(tr("&Edit"));
    m_undo = add(edit, tr("&Undo"), QKeySequence(QStringLiteral("Ctrl+Z")), [this] { m_controller->undo(); });
    m_redo = add(edit, tr("&Redo"), QKeySequence(QStringLiteral("Ctrl+Shift+Z")), [this] { m_controller->redo(); });
    m_redo->setShortcuts({QKeySequence(QStringLiteral("Ctrl+Shift+Z")), QKeySequence(QStringLiteral("Ctrl+Y"))});

    auto* view = menuBar()->addMenu(tr("&View"));
    m_panelToggle = add(view, tr("Show the &log panel"), QKeySequence(QStringLiteral("Ctrl+L")), [this](bool on) {
        m_panelWanted = on;
        refresh();
    });
    m_panelToggle->setCheckable(true);
    m_panelToggle->setChecked(true);

    auto* help = menuBar()->addMenu(tr("&Help"));
    add(help, tr("&Rules of this game"), QKeySequence(Qt::Key_F1), [this] {
        if (m_controller->hasMatch()) showRules(qs(m_controller->match().gameId()), m_view ? m_view->rulesSection() : QString());
        else if (!m_context.playableGames().empty()) showRules(qs(m_context.playableGames().front()->id));
    });
    add(help, tr("&About Dogtable"), QKeySequence(), [this] {
        QMessageBox::about(this, tr("About Dogtable"),
                           tr("<h3>Dogtable %1</h3><p>Five dog board games at one table: play with friends on one "
                              "computer or against computer players.</p><p>The art is drawn for Dogtable.</p>")
                               .arg(QCoreApplication::applicationVersion()));
    });
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

QString MainWindow::gameName(const std::string& id) const {
    const GameInfo* g = m_context.games.find(id);
    return g ? qs(g->name) : qs(id);
}

RulesBrowser* MainWindow::rulesBrowser() const { return m_rules; }

QString MainWindow::statusText() const { return m_status->text(); }
QString MainWindow::noticeText() const { return m_notice->text(); }

void MainWindow::notice(const QString& text, bool problem) {
    m_notice->setText(text);
    m_notice->setStyleSheet(problem ? QStringLiteral("color: #9b2d1f; font-weight: bold;")
                                    : QStringLiteral("color: #2d6a3e;"));
    m_notice->setToolTip(text);
    static int stamp = 0;
    const int mine = ++stamp;
    QTimer::singleShot(8000, this, [this, mine] {
        if (mine == stamp) m_notice->clear();
    });
}

void MainWindow::ensureView(const std::string& gameId) {
    if (m_view && m_viewGame == gameId) return;
    delete m_view;
    m_view = nullptr;
    m_viewGame.clear();
    const ui::ViewInfo* info = m_context.views.find(gameId);
    if (!info) return;
    m_view = info->create(m_tablePage);
    m_viewGame = gameId;
    m_view->setObjectName(QStringLiteral("gameView"));
    m_view->setFocusPolicy(Qt::StrongFocus);
    m_tableLayout->addWidget(m_view, 1);
    connect(m_view, &ui::GameView::actionChosen, m_controller, [this](const Action& a) { m_controller->playHuman(a); });
    connect(m_view, &ui::GameView::statusMessage, this, [this](const QString& text) { notice(text, false); });
    connect(m_view, &ui::GameView::rulesRequested, this, [this](const QString& anchor) { showRules(qs(m_viewGame), anchor); });
}

void MainWindow::refresh() {
    const bool has = m_controller->hasMatch();
    m_undo->setEnabled(has && m_controller->canUndo());
    m_redo->setEnabled(has && m_controller->canRedo());
    m_side->undoButton()->setEnabled(m_undo->isEnabled());
    m_side->redoButton()->setEnabled(m_redo->isEnabled());
    m_save->setEnabled(has);
    m_saveAs->setEnabled(has);
    m_scores->setEnabled(has);
    m_thinking->setText(m_controller->isThinking() ? tr("The computer is thinking…") : QString());
    if (!has) {
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

    if (m_controller->handOverPending()) {
        // Nothing of the game stays on screen: the view clears itself and is covered.
        const Seat next = m_controller->handOverSeat();
        if (m_view) m_view->clearTable();
        m_handOver->setPlayer(qs(st.playerName(next)), next);
        m_stack->setCurrentWidget(m_handOver);
        m_handOver->setFocus();
        m_side->hide(); // the whole window belongs to the hand-over screen
        m_status->setText(tr("Pass the table to %1").arg(qs(st.playerName(next))));
        m_statusToken->setPixmap(theme::seatPixmap(next, 26));
        return;
    }

    const Seat viewer = m_controller->viewer();
    const bool interactive = m_controller->humanToAct();
    if (m_view) {
        m_view->showState(st, viewer, interactive);
        if (interactive && m_stack->currentWidget() != m_tablePage) m_view->setFocus();
    }
    m_stack->setCurrentWidget(m_tablePage);
    m_side->setVisible(m_panelWanted);
    if (m_view && interactive && !m_view->hasFocus() && isActiveWindow()) m_view->setFocus();
    m_side->showMatch(match, name, viewer, m_controller->isThinking());

    const QString text = qs(st.statusText());
    if (st.isOver()) {
        m_statusToken->clear();
        const QString winners = ScoreSheetDialog::winnerLine(st.scoreSheet());
        m_status->setText(tr("Game over. %1").arg(winners));
        m_overText->setText(tr("Game over. %1").arg(winners));
        m_overBar->show();
    } else {
        m_overBar->hide();
        const Seat turn = st.turnSeat();
        if (turn >= 0) {
            const bool computer = m_controller->isComputer(turn);
            m_statusToken->setPixmap(theme::seatPixmap(turn, 26, computer));
            const QString name = qs(st.playerName(turn));
            const QString who = computer ? tr("%1 (computer)").arg(name) : name;
            // Some games already start their status line with the player's name.
            if (text.isEmpty()) m_status->setText(who);
            else if (text.startsWith(name)) m_status->setText(computer ? who + text.mid(name.size()) : text);
            else if (text.contains(name)) m_status->setText(text);
            else m_status->setText(tr("%1 — %2").arg(who, text));
        } else {
            m_statusToken->clear();
            m_status->setText(text);
        }
    }
}

void MainWindow::startMatch(Match match, const QString& file) {
    // The game in the autosave may be the only copy of an unfinished game: keep it aside
    // (autosave-previous.dogtable) before the new game takes the autosave over.
    const QString current = m_controller->autosavePath();
    if (!current.isEmpty() && QFile::exists(current)) {
        QFile::remove(previousAutosavePath());
        QFile::copy(current, previousAutosavePath());
    }
    m_file = file;
    if (m_scoreSheet) m_scoreSheet->close();
    m_controller->start(std::move(match));
    refreshResumeOffer();
}

void MainWindow::newGameDialog(const QString& gameId) {
    if (m_context.playableGames().empty()) {
        m_tell(tr("No games"), tr("No game with a table is built into this copy of Dogtable."));
        return;
    }
    NewGameDialog dialog(m_context, gameId, this);
    if (dialog.exec() != QDialog::Accepted) return;
    auto match = dialog.createMatch();
    if (!match) {
        m_tell(tr("The game cannot start"), qs(match.error()));
        return;
    }
    m_settings.lastNames = dialog.names();
    m_settings.save();
    startMatch(std::move(match.value()));
}

bool MainWindow::adopt(LoadOutcome out, const QString& refusedTitle, const QString& partialQuestion, QString file) {
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
        file.clear(); // "Save" must not overwrite the original with the shorter game unasked
    }
    startMatch(std::move(*out.match), file);
    return true;
}

bool MainWindow::openFile(const QString& path) {
    if (!adopt(readSaveFile(m_context.games, path), tr("The game cannot be opened"),
               tr("Open the game as it was after move %1? The file itself is not changed."), path))
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
    notice(tr("Saved to %1.").arg(QFileInfo(path).fileName()), false);
    refresh();
    return true;
}

void MainWindow::saveAs() {
    if (!m_controller->hasMatch()) return;
    // A game not saved before starts in the folder last used, else in the documents folder.
    QString path = QFileDialog::getSaveFileName(this, tr("Save the game"),
                                                m_file.isEmpty() ? saveFolder() : m_file, saveFileFilter());
    if (path.isEmpty()) return;
    if (!path.endsWith(QStringLiteral(".dogtable"))) path += QStringLiteral(".dogtable");
    if (saveFile(path)) rememberSaveFolder(path);
}

void MainWindow::open() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a game"), m_file.isEmpty() ? saveFolder() : QFileInfo(m_file).absolutePath(),
        saveFileFilter());
    if (!path.isEmpty() && openFile(path)) rememberSaveFolder(path);
}

bool MainWindow::refreshResumeOffer() {
    QString summary;
    const QString path = autosavePath();
    if (QFile::exists(path)) {
        LoadOutcome out = readSaveFile(m_context.games, path);
        if (out.match && m_context.playable(out.match->gameId()) && !out.match->state().isOver()) {
            QStringList names;
            for (const auto& s : out.match->seats()) names << qs(s.name);
            summary = tr("Your last game of %1 with %2 is waiting (moves played: %3; saved %4).")
                          .arg(gameName(out.match->gameId()), names.join(QStringLiteral(", ")))
                          .arg(out.match->actions().size())
                          .arg(QLocale().toString(QFileInfo(path).lastModified(), QLocale::ShortFormat));
        }
    }
    // Resuming the game that is on the table makes no sense.
    if (m_controller->hasMatch() && !m_controller->state().isOver()) summary.clear();
    m_picker->setResumeOffer(summary);
    if (m_resume) m_resume->setEnabled(QFile::exists(path));
    return !summary.isEmpty();
}

bool MainWindow::resumeLastGame() {
    return adopt(readSaveFile(m_context.games, autosavePath()), tr("The last game cannot be resumed"),
                 tr("Resume the game as it was after move %1?"), {});
}

void MainWindow::showRules(const QString& gameId, const QString& anchor) {
    if (!m_rules) {
        m_rules = new RulesBrowser(m_context, this);
        m_rules->setWindowFlag(Qt::Window);
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
    m_scoreSheet = new ScoreSheetDialog(st.scoreSheet(), gameName(m_controller->match().gameId()), st.isOver(), this);
    m_scoreSheet->setAttribute(Qt::WA_DeleteOnClose);
    m_scoreSheet->open();
    return m_scoreSheet;
}

void MainWindow::showPicker() {
    if (m_controller->hasMatch()) m_controller->autosave();
    m_controller->close();
    m_file.clear();
    delete m_view;
    m_view = nullptr;
    m_viewGame.clear();
    refreshResumeOffer();
    refresh();
}

void MainWindow::applySettings(const AppSettings& settings) {
    const bool languageChanged = settings.language != m_settings.language;
    m_settings = settings;
    m_settings.save();
    m_settings.apply();
    m_controller->setUndoMode(settings.undoMode);
    if (languageChanged) notice(tr("The language changes the next time Dogtable starts."), false);
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    // The table gets the room: the side panel takes about a fifth of the width.
    m_side->setFixedWidth(std::clamp(width() / 5, 240, 340));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (m_controller->hasMatch()) m_controller->autosave();
    if (m_rules) m_rules->close();
    event->accept();
}

} // namespace dogtable::app
