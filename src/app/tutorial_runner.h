// Guided first games (issue #17): plays a TutorialScript on the real table. It shows each step's
// caption in the table's balloon (ui::Guide: an arrow and an outline on the step's element),
// lets the player make only the step's action (anything else: a friendly "try …" line, nothing
// changes), plays the computer seats' scripted moves at a pace a person can follow (instant when
// animations are off), announces every caption to screen readers, and after the last step lets
// the game go on freely. It can be left at any step and resumed: the game is in its autosave and
// the step is found again from the moves made (TutorialRunner::locate).
#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

#include "dogtable/ui/game_table.h"
#include "match_controller.h"
#include "tutorial_script.h"

namespace dogtable::app {

class TutorialRunner : public QObject {
    Q_OBJECT
public:
    TutorialRunner(MatchController& controller, std::function<ui::TableBase*()> table,
                   QObject* parent = nullptr);

    /// Where a game stands in a script: the step and how many of its computer moves are made.
    struct Position {
        int step = 0;
        int done = 0;
    };
    /// The position `match` (played from the script's start) has reached; nullopt when its moves
    /// left the script.
    [[nodiscard]] static std::optional<Position> locate(const TutorialScript& script, const Match& match);

    /// Guides the game about to start (call before MatchController::start) from `at`.
    void begin(TutorialScript script, Position at);
    void begin(TutorialScript script) { begin(std::move(script), Position{0, 0}); }
    /// Leaves the guided game (the table offers every legal action again).
    void end();
    [[nodiscard]] bool active() const { return m_active; }
    [[nodiscard]] const TutorialScript& script() const { return m_script; }
    [[nodiscard]] int stepIndex() const { return m_at.step; }
    [[nodiscard]] const TutorialStep* currentStep() const;
    /// The action the current step wants from the player (nullopt: none now).
    [[nodiscard]] std::optional<Action> expectedAction() const;
    /// The line a wrong click or key gets.
    [[nodiscard]] QString tryText() const;
    /// Puts the current step on the table (after every change of the view).
    void showOnTable();
    /// Whether a step of the computer's (or of chance) waits for the player to have read it: its
    /// moves are played after goOn() ("Go on ▸", Enter, a click on the balloon). Never with
    /// animations off (tests): the moves follow at once.
    [[nodiscard]] bool waiting() const { return m_waitingRead || m_controller.waitingToGoOn(); }
    /// Goes on from a waiting step (false: nothing waited).
    bool goOn();

signals:
    /// A new step is shown (its index); `caption` is for screen readers and the step counter.
    void stepShown(int index, const QString& caption);
    /// The script no longer fits the game (a move it names is not legal): guidance stopped.
    void problem(const QString& text);
    /// The last step was reached: the game goes on freely.
    void reachedFreePlay();
    /// waiting() changed.
    void waitingChanged(bool waiting);

private:
    void applied(const GameState& before, const Action& action);
    void nextStep();
    void settle();
    [[nodiscard]] std::optional<Action> parse(const GameState& state, const std::string& text) const;
    void fail(const QString& text);

    MatchController& m_controller;
    std::function<ui::TableBase*()> m_table;
    TutorialScript m_script;
    Position m_at;
    bool m_active = false;
    int m_settleToken = 0;
    bool m_waitingRead = false; // a step without moves waits for goOn()
};

} // namespace dogtable::app
