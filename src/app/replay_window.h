// The replay viewer: a recorded game (the one on the table, a finished one, any .dogtable file)
// stepped through on its own table — first / back / forward / last, a slider, "go to move", by turn
// with Page Up / Page Down, the log line of each step highlighted and clickable, the score sheet at
// any point, whose view to watch, and "Play on from here" (a branch: a new game of its own; the
// recorded game is not changed).
#pragma once

#include <QWidget>

#include <memory>
#include <optional>

#include "app_context.h"
#include "dogtable/core/match.h"
#include "dogtable/core/replay.h"
#include "dogtable/ui/style.h"
#include "score_chart.h"

class QChartView;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSlider;
class QSpinBox;
class QToolButton;

namespace dogtable::ui {
class GameView;
}

namespace dogtable::app {

class ReplayWindow : public QWidget {
    Q_OBJECT
public:
    /// `match` is copied (as its save text); the viewer opens at the last step.
    ReplayWindow(const AppContext& context, const Match& match, QWidget* parent = nullptr);
    ~ReplayWindow() override;

    /// The step shown: 0 (before the first action) to steps().
    [[nodiscard]] int step() const { return m_step; }
    [[nodiscard]] int steps() const { return m_replay->steps(); }
    void setStep(int step);
    /// Whose view is shown (a seat, or kNoSeat: what everybody sees).
    [[nodiscard]] Seat watching() const { return m_watching; }
    void watch(Seat seat);
    [[nodiscard]] const Replay& replay() const { return *m_replay; }
    [[nodiscard]] ui::GameView* table() const { return m_table; }
    [[nodiscard]] QListWidget* logList() const { return m_log; }
    /// The chart of the score (or the game's own measure) over the game, with the turn shown marked;
    /// null when the game has too few turns for one. A click on it goes to that turn.
    [[nodiscard]] QChartView* chart() const { return m_chart; }
    /// The turn marked on the chart (-1 without a chart).
    [[nodiscard]] int markedTurn() const { return m_chart ? m_markedTurn : -1; }
    /// The seats' colours of the game shown (its players' profiles): its table, log and chart.
    void setSeatPalette(const ui::SeatPalette& palette);
    /// Goes to the end of `turn` on the chart (0: the start).
    void goToTurn(int turn);
    /// The text under the controls ("Move 12 of 80 — Ania's turn").
    [[nodiscard]] QString positionText() const;

    /// "Play on from here": a new match of the first step() actions.
    [[nodiscard]] Expected<Match> branch() const;

signals:
    /// The player asked to play on from the step shown (the match is a new game).
    void branchRequested(const QString& saveText);
    void scoreSheetRequested(const dogtable::ScoreSheet& sheet, bool final);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showStep(int step, bool animate);
    void fillLog();

    const AppContext& m_context;
    std::optional<Match> m_match;
    std::unique_ptr<Replay> m_replay;
    int m_step = 0;
    Seat m_watching = 0;

    ui::GameView* m_table = nullptr;
    QComboBox* m_seat = nullptr;
    QToolButton* m_first = nullptr;
    QToolButton* m_back = nullptr;
    QToolButton* m_forward = nullptr;
    QToolButton* m_last = nullptr;
    QSlider* m_slider = nullptr;
    QSpinBox* m_goTo = nullptr;
    QLabel* m_position = nullptr;
    QListWidget* m_log = nullptr;
    QPushButton* m_scores = nullptr;
    QPushButton* m_branch = nullptr;
    std::vector<int> m_rowStep; // the step each log row leads to
    RunningScores m_running;
    QChartView* m_chart = nullptr;
    int m_markedTurn = -1;
    ui::SeatPalette m_palette;
};

} // namespace dogtable::app
