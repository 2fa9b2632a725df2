// The match controller: owns the Match and all turn flow of the shell.
//
// After every change it asks the state who acts: chance is resolved after a short pause (so a roll
// can be seen), computer seats think on a worker thread (the table stays responsive), and a human
// seat gets the table, behind a hand-over screen when the game hides information and the view on
// screen belongs to another human. Every scheduled step carries a generation number, so an undo,
// a new game or a loaded file cancels whatever was pending.
#pragma once

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "dogtable/bots/bot.h"
#include "dogtable/bots/hint.h"
#include "dogtable/core/match.h"

namespace dogtable::app {

/// Called on a computer player's search thread: the search yields the CPU to the GUI thread (nice
/// +5 on Linux), so an animation keeps its frames on a 2-core machine (issue #22). The search's
/// iteration budgets are unchanged; only its time-capped searches may do fewer iterations when
/// the machine is busy.
void lowerSearchPriority();

class MatchController : public QObject {
    Q_OBJECT
public:
    explicit MatchController(const GameRegistry& registry, QObject* parent = nullptr);
    ~MatchController() override;

    // ----- the match -----
    /// Takes over `match` (new or loaded): the old one is dropped, the flow starts.
    /// `saved`: the autosave file already holds exactly this game (a game continued from the
    /// library), so it is not written again until a move is made (its time stays the last move's).
    void start(Match match, bool saved = false);
    /// True when the last human decision since the undo floor can be taken back (not only computer moves).
    [[nodiscard]] bool canUndoHumanMove() const;
    /// Drops the current match (back to the game picker).
    void close();
    [[nodiscard]] bool hasMatch() const { return m_match.has_value(); }
    [[nodiscard]] const Match& match() const { return *m_match; }
    [[nodiscard]] const GameState& state() const { return m_match->state(); }

    // ----- who sees and who acts -----
    /// The seat whose view is on screen (kNoSeat: everything public / game over).
    [[nodiscard]] Seat viewer() const { return m_viewer; }
    /// True when a human seat is to act now and the table is theirs (the view may offer moves).
    [[nodiscard]] bool humanToAct() const;
    /// True when the table is covered by the hand-over screen, waiting for `handOverSeat()`.
    [[nodiscard]] bool handOverPending() const { return m_handOverTo != kNoSeat; }
    [[nodiscard]] Seat handOverSeat() const { return m_handOverTo; }
    /// The player to whom the table is passed confirms they are at the screen.
    void confirmHandOver();
    [[nodiscard]] bool isThinking() const { return m_botRunning && !m_goPending; }
    [[nodiscard]] bool isComputer(Seat s) const;
    [[nodiscard]] int humanSeatCount() const;

    // ----- actions -----
    /// A human's choice from the table. Refused (with the reason in refused()) if it is not a human's
    /// decision now or the rules refuse it; the state is then unchanged.
    ApplyResult playHuman(const Action& action);
    void setUndoMode(UndoMode mode);
    [[nodiscard]] bool canUndo() const;
    [[nodiscard]] bool canRedo() const;
    /// Undoes the last human decision (and any computer moves and chance after it). False if nothing was
    /// undone.
    bool undo();
    /// Redoes up to the next human decision. False if nothing was redone.
    bool redo();

    // ----- hints -----
    /// Asks the strong computer player what the human to act should do (on a worker thread, seeing
    /// only what that seat sees). hintReady() follows unless the game moves on first. Refused (with
    /// the reason in refused()) when no human is to act. The hint is recorded in the match.
    bool requestHint();
    [[nodiscard]] bool hintRunning() const { return m_hintRunning; }
    /// Whether the computer's and the hint's searches are held to one thread now (the tables animate).
    [[nodiscard]] bool searchHeld() const { return m_searchPause->held(); }

    // ----- files -----
    /// The autosave file ("" turns autosave off).
    void setAutosavePath(const QString& path) { m_autosavePath = path; }
    [[nodiscard]] const QString& autosavePath() const { return m_autosavePath; }
    /// Saves the match to `path` atomically. False with `error` on failure.
    bool saveTo(const QString& path, QString* error) const;
    /// Writes the autosave now (checked: the text must load back to the same state, else nothing is written).
    bool autosave();
    /// Why the last autosave failed ("" when it worked).
    [[nodiscard]] const QString& lastAutosaveError() const { return m_autosaveError; }

    // ----- guided games (issue #17) -----
    /// A computer seat's move from a script, played after `delayMs` (times the animation factor).
    struct ScriptedMove {
        Action action;
        int delayMs = 0;
        /// Played only when goOn() is called (a guided game's step waits for the player to read it).
        bool waitForGo = false;
    };
    /// Plays the scripted move that waits for the player (false: none waits).
    bool goOn();
    [[nodiscard]] bool waitingToGoOn() const { return m_goPending.has_value(); }
    /// While set, a computer seat to act asks it first: a move it gives is played instead of a
    /// search (nullopt: the computer player searches as usual).
    using ScriptedMoves = std::function<std::optional<ScriptedMove>(const GameState& state, Seat seat)>;
    void setScriptedMoves(ScriptedMoves scripted) { m_scripted = std::move(scripted); }
    /// While set, a human's action is first shown to the gate: a non-empty answer refuses it with
    /// that text (refused() is sent, the state is unchanged).
    using HumanGate = std::function<QString(const Action& action)>;
    void setHumanGate(HumanGate gate) { m_gate = std::move(gate); }

    /// A computer seat waits at least this long (times the animation factor) so its move can be followed.
    void setComputerPaceMs(int ms) { m_computerPaceMs = ms; }
    void setChancePaceMs(int ms) { m_chancePaceMs = ms; }

signals:
    /// The state, the viewer or the flow changed: redraw table, log and status.
    void changed();
    /// An action was applied (before: the state before it). Sent before changed().
    void actionApplied(const dogtable::GameState& before, const dogtable::Action& action);
    /// The table must be covered until `seat` confirms.
    void handOverRequested(dogtable::Seat seat);
    void thinkingChanged(bool thinking);
    /// A human's action was refused: the reason, for the status strip.
    void refused(const QString& reason);
    /// The game just ended.
    void gameOver();
    void autosaveFailed(const QString& reason);
    /// A hint for the human to act: the action, its log line and one line of why.
    /// `note`: what is particular to the move (Hint::note), "" when `why` names only the computer.
    void hintReady(const dogtable::Action& action, const QString& describe, const QString& why,
                   const QString& note);

private:
    void advance();
    void scheduleChance();
    void startComputer(Seat seat);
    void onComputerFinished();
    void applyComputerMove(int generation, Action action);
    void recorded(const GameState& before, const Action& action);
    void invalidatePending();

    const GameRegistry& m_registry;
    std::optional<Match> m_match;
    Seat m_viewer = kNoSeat;
    Seat m_handOverTo = kNoSeat;
    int m_generation = 0;
    bool m_chancePending = false;
    bool m_botRunning = false;
    std::optional<std::pair<int, Action>> m_goPending; // a scripted move waiting for goOn(): generation, move
    int m_botGeneration = -1;
    QElapsedTimer m_botClock;
    QFutureWatcher<Action> m_botWatcher;
    /// One computer player per seat for the whole game: it remembers the positions of its current
    /// turn, so it never steps back to one (no busywork, issue #18). Searches run one at a time.
    std::vector<std::shared_ptr<bots::Bot>> m_seatBots;
    /// Held while the tables animate (ui::TweenActivity): the computer's and the hint's searches
    /// then go on with one thread, leaving the other core to the animation (issue #18).
    std::shared_ptr<bots::SearchPause> m_searchPause = std::make_shared<bots::SearchPause>();
    QFutureWatcher<Expected<bots::Hint>> m_hintWatcher;
    bool m_hintRunning = false;
    int m_hintGeneration = -1;
    /// The position a hint was asked for: the number of actions played and the state's hash.
    struct HintKey {
        std::size_t position = 0;
        std::uint64_t hash = 0;
        bool operator==(const HintKey&) const = default;
    };
    HintKey m_hintKey;
    /// The last hint given and its position: H again in the same position gives the same hint at
    /// once (a search stopped by its time cap on a busy machine could give another each time, and
    /// H, Enter, H, Enter… then never made a move: play test).
    std::optional<std::pair<HintKey, bots::Hint>> m_lastHint;
    [[nodiscard]] HintKey hintKey() const;
    QString m_autosavePath;
    QString m_autosaveError;
    int m_computerPaceMs = 450;
    int m_chancePaceMs = 180;
    bool m_wasOver = false;
    UndoMode m_undoMode = UndoMode::Fair;
    ScriptedMoves m_scripted;
    HumanGate m_gate;
};

} // namespace dogtable::app
