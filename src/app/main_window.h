// The main window: game picker, the table (the game's view), the hand-over screen, the side panel
// with turn and log, the status strip, menus and keyboard shortcuts. All turn flow is in the
// MatchController; this class shows it and turns menu commands into controller calls.
#pragma once

#include <map>
#include <memory>

#include <QMainWindow>
#include <QPointer>

#include "replay_window.h"

#include <functional>
#include <optional>

#include "app_context.h"
#include "game_history.h"
#include "game_library.h"
#include "match_controller.h"
#include "players_page.h"
#include "save_files.h"
#include "settings.h"
#include "sounds.h"
#include "statistics_page.h"

class QAction;
class QFrame;
class QDialog;
class QLabel;
class QPushButton;
class QStackedWidget;
class QVBoxLayout;

namespace dogtable::app {

class DesktopNotifier;
class GamePicker;
class HandOverScreen;
class TutorialRunner;
class RulesBrowser;
class ScoreSheetDialog;
class SidePanel;
class ZoomArea;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    /// The window's size at the first start (no size of an earlier run) on a screen of `available`.
    [[nodiscard]] static QSize firstRunSize(const QSize& available);
    /// Shows the window at start-up: maximized when the screen has no room for the default size with
    /// its title bar and the last run's place is not known (startsMaximized()), else as it is.
    void showAtStart();
    /// Whether a first window opens maximized on a screen with `available` room: the default
    /// 1280x800 and a title bar do not fit (play test, a 1024x700 screen: the window opened below
    /// its title bar and its status bar fell off the screen).
    [[nodiscard]] static bool startsMaximized(QSize available, bool placeRestored);
    enum class Page { Picker, Table, HandOver };

    explicit MainWindow(const AppContext& context, QWidget* parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] MatchController& controller() { return *m_controller; }
    [[nodiscard]] Page page() const;

    /// Starts `match` (new, loaded or resumed) on the table. Every game autosaves to its own file in
    /// the library: `libraryFile` when it continues a game of the library, else a new one. `file` is
    /// the player's own file ("Save" writes there), if any.
    void startMatch(Match match, const QString& file = {}, const QString& libraryFile = {});
    /// Opens a save file. A damaged or foreign file is refused with a message and the current game
    /// stays; a file that replays only up to move k offers the game up to there. True if a game was opened.
    bool openFile(const QString& path);
    /// Saves the current game to `path`. False (with a message) on failure.
    bool saveFile(const QString& path);
    /// Reads the library and lists its games on the game picker. True if an unfinished game is offered.
    bool refreshResumeOffer();
    /// Continues the newest unfinished game of the library. True if a game was opened.
    bool resumeLastGame();
    /// Opens a game of the library (unfinished: play on; finished: its final table). True if opened.
    bool openSavedGame(const QString& path);
    /// Deletes a game of the library after asking. True if deleted.
    bool deleteSavedGame(const QString& path);
    [[nodiscard]] const GameLibrary& library() const { return m_library; }
    /// The record of finished games (opened after the window is up, unless autosave is off).
    [[nodiscard]] GameHistory& history() { return *m_history; }
    /// The Players page (profiles), shown; one at a time.
    PlayersPage* showPlayers();
    /// The Statistics page, shown; one at a time (read again when a game ends).
    StatisticsPage* showStatistics();
    /// How often the window asked for attention because a person is to act and it was not in front.
    [[nodiscard]] int alertsRaised() const { return m_alerts; }
    /// The desktop notifications of "your turn" (the freedesktop service, where one runs).
    [[nodiscard]] DesktopNotifier& notifier() { return *m_notifier; }
    [[nodiscard]] QAction* fullScreenAction() const { return m_fullScreen; }
    [[nodiscard]] QAction* muteAction() const { return m_mute; }
    [[nodiscard]] Sounds& sounds() { return *m_sounds; }
    /// The names of the profiles, for the new-game dialog ("" list without a history).
    QStringList profileNames();
    /// The seats' colours and avatars from the profiles, for the game on the table.
    void applySeatLooks();
    /// Pictures and measurements write no file: no autosave, no library.
    void setAutosaveEnabled(bool on);
    /// What the app had to tell at start (damaged files moved aside, a fallback folder); also shown.
    [[nodiscard]] const QStringList& startupMessages() const { return m_startupMessages; }
    /// Corrected component files refused at start-up, until they have been shown.
    [[nodiscard]] const QStringList& componentMessages() const { return m_componentMessages; }
    /// True while the game on the table is not being saved (its autosave failed).
    [[nodiscard]] bool unsavedWarningShown() const;
    /// Opens the new-game dialog for `gameId` (empty: the first game).
    void newGameDialog(const QString& gameId = {});
    void showRules(const QString& gameId, const QString& anchor = {});
    /// The score sheet of the current game (modeless); returns the dialog.
    ScoreSheetDialog* showScoreSheet();
    /// Help → Keyboard: every key of the tables and the hand-over screen, and each game's own.
    QDialog* showKeyboardHelp();
    /// The text of Help → Keyboard (HTML, in the UI language).
    [[nodiscard]] static QString keyboardHelpText();
    /// Opens the replay viewer on `match` (a copy); "Play on from here" starts the branch as a new
    /// game. Returns the viewer (one at a time).
    ReplayWindow* showReplay(const Match& match);
    /// Opens the replay viewer on a save file (false, with a message, when it cannot be read).
    bool openReplay(const QString& path);
    [[nodiscard]] ReplayWindow* replayWindow() const { return m_replayWindow; }
    void showPicker();
    /// "Learn to play": the guided first game of `gameId` in the UI language (English when it has
    /// none). A guided game left earlier is offered to go on at its step. True if one started.
    bool startTutorial(const QString& gameId);
    /// Leaves the guided game at its step (kept to be resumed) and goes back to the game picker.
    void leaveTutorial();
    [[nodiscard]] TutorialRunner* tutorial() const { return m_tutorial; }
    /// What the settings dialog opens with: the saved settings, and the language the window speaks
    /// (a run started with --language shows that one, not the saved one: play tester E saw
    /// "English" in a Polish window, and OK saved it).
    [[nodiscard]] AppSettings settingsShown() const;
    void applySettings(const AppSettings& settings);
    /// Zoom of the table and the side panel, 1.0 .. 2.0 (View ▸ Zoom in/out, Ctrl+= Ctrl+- Ctrl+0).
    void setZoom(double zoom);
    [[nodiscard]] double zoom() const { return m_settings.zoom; }
    [[nodiscard]] ZoomArea* zoomArea() const { return m_zoomArea; }

    /// How the window asks and tells (message boxes; tests replace them).
    using Ask = std::function<bool(const QString& title, const QString& text)>;
    using Tell = std::function<void(const QString& title, const QString& text)>;
    /// A question with several answers: the index of the button chosen, or -1 (closed).
    using Choose = std::function<int(const QString& title, const QString& text, const QStringList& buttons)>;
    /// A file to save to ("" when cancelled).
    using SavePath = std::function<QString(const QString& title, const QString& suggested)>;
    void setPrompts(Ask ask, Tell tell);
    void setPrompts(Ask ask, Tell tell, Choose choose, SavePath savePath);

    // Parts, for tests and screenshots.
    [[nodiscard]] ui::GameView* view() const { return m_view; }
    [[nodiscard]] HandOverScreen* handOverScreen() const { return m_handOver; }
    [[nodiscard]] GamePicker* picker() const { return m_picker; }
    [[nodiscard]] SidePanel* sidePanel() const { return m_side; }
    [[nodiscard]] RulesBrowser* rulesBrowser() const;
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] QString noticeText() const;
    /// The last hint given ("Hint: … — why"), for tests.
    [[nodiscard]] const QString& lastHint() const { return m_lastHint; }
    [[nodiscard]] QString currentFile() const { return m_file; }

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// Moves a window of its own (rules, replay) over the middle of this one, wholly on the screen.
    void placeOver(QWidget* window) const;
    void buildMenus();
    /// Puts a loaded game on the table: refused with a message (`refusedTitle`) when it cannot be
    /// played, after asking (`partialQuestion`, %1 = the last good move) when it replays only in part.
    /// `file` is the player's own file (Save writes there); `libraryFile` the library file the game
    /// goes on in (empty: a new one).
    bool adopt(LoadOutcome out, const QString& refusedTitle, const QString& partialQuestion, QString file,
               QString libraryFile = {});
    void refresh();
    void ensureView(const std::string& gameId);
    void clearNotice();
    void notice(const QString& text, bool problem);
    /// Reads and replays a save off the GUI thread (a progress dialog for long replays).
    LoadOutcome loadSave(const QString& path);
    bool saveAs();
    void open();
    /// Before the game on the table is left (quit, another game): if it is not being saved, asks
    /// "Save this game elsewhere?". False when the player cancels (stay with the game).
    bool keepUnsavedGame();
    void showStartupMessages();
    /// Opens the history (told when it was damaged) and records finished saves it lacks.
    void syncHistory();
    /// Lists the games of the last scan on the game picker; a finished game names its players as
    /// the history knows them now (a renamed profile under its new name).
    void showSavedGames();
    /// Records the game on the table, just finished, from its autosave.
    void recordFinishedGame();
    /// The sound of an action just applied (a die rolled, something placed, a bust).
    void playCue(const GameState& before, const Action& action);
    [[nodiscard]] QString gameName(const std::string& id) const;

    const AppContext& m_context;
    AppSettings m_settings;
    MatchController* m_controller;
    QStackedWidget* m_stack;
    GamePicker* m_picker;
    QWidget* m_tablePage;
    QVBoxLayout* m_tableLayout;
    QFrame* m_overBar;
    QLabel* m_overText;
    QFrame* m_unsavedBar;
    QLabel* m_unsavedText;
    GameLibrary m_library;
    bool m_autosaveEnabled = true;
    QStringList m_startupMessages;
    QStringList m_componentMessages; // corrected component files refused at start-up (said once)
    std::unique_ptr<GameHistory> m_history;
    QStringList m_finishedSaves; // the library's finished games at the last scan
    GameLibrary::Scan m_lastScan;
    ui::GameView* m_view = nullptr;
    /// The position the table shows: refresh() shows it again only when it changed. Showing the
    /// same position again (a computer starting to think, a hint ending) stopped a piece in flight
    /// (Dig), started it again from the beginning (Dog Lover) and dropped a half-made choice. A new
    /// view (ensureView()) forgets it.
    struct Shown {
        std::size_t actions = 0;
        std::uint64_t hash = 0;
        Seat viewer = kNoSeat;
        bool interactive = false;
        bool operator==(const Shown&) const = default;
    };
    std::optional<Shown> m_shown;
    std::string m_viewGame;
    HandOverScreen* m_handOver;
    SidePanel* m_side;
    QLabel* m_statusToken;
    QLabel* m_status;
    QLabel* m_notice;
    QLabel* m_thinking;
    QPointer<RulesBrowser> m_rules;
    QPointer<ScoreSheetDialog> m_scoreSheet;
    QPointer<PlayersPage> m_players;
    QPointer<StatisticsPage> m_statistics;
    QAction* m_fullScreen = nullptr;
    QAction* m_mute = nullptr;
    ZoomArea* m_zoomArea = nullptr;
    void applyLook();
    void fitSidePanel();
    Sounds* m_sounds = nullptr;
    DesktopNotifier* m_notifier = nullptr;
    bool m_wasMaximized = false;
    bool m_placeRestored = false; // the place and size of the last run were restored
    bool m_humanTurn = false;
    int m_alerts = 0;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_hint = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QAction* m_scores = nullptr;
    QAction* m_resume = nullptr;
    QAction* m_replayAction = nullptr;
    QAction* m_panelToggle = nullptr;
    bool m_panelWanted = true;
    QString m_file;
    QString m_lastHint;
    /// An Enter pressed on the table while the hint was found: the number of actions then (-1: none).
    qsizetype m_enterAfterHint = -1;
    Ask m_ask;
    Tell m_tell;
    QPointer<ReplayWindow> m_replayWindow;
    Choose m_choose;
    SavePath m_savePath;
    TutorialRunner* m_tutorial = nullptr;
    bool m_startingTutorial = false;
    QString m_pendingCaption; // the step's caption, announced once its table is up
    QFrame* m_tutorialBar = nullptr;
    QLabel* m_tutorialText = nullptr;
    QLabel* m_tutorialTry = nullptr; // what a wrong click or key gets, whole (it wraps)
    QPushButton* m_tutorialLeave = nullptr;
    bool m_resumingGuided = false; // "Continue a game" on a guided game's save: go on at its step
    /// The game id whose guided game is saved at `path` (empty: none).
    [[nodiscard]] QString guidedGameAt(const QString& path) const;
    /// The guided games left unfinished (settings tutorial/<id>/file and .../step), by their file.
    struct GuidedGame {
        QString game;
        int step = 0;
    };
    [[nodiscard]] std::map<QString, GuidedGame> guidedGames() const;
    QPushButton* m_tutorialGo = nullptr; // "Go on ▸": a step of the computer's waits for the player
};

} // namespace dogtable::app
