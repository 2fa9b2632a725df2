// The Statistics page: per game (or every game), each player's games, wins, win rate, best and mean
// score, streaks and last game; the head-to-head of two players; a chart of win rates over time
// (Qt Charts); the statistics exported as CSV. Read from the history database (src/history).
#pragma once

#include <QDateTime>
#include <QDialog>

#include <functional>
#include <vector>

#include "dogtable/core/registry.h"
#include "history_db.h"

class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace dogtable::app {

/// The time axis of the win-rate chart: ends on whole steps, the step one of 1, 2, 5, 10, 15, 30
/// minutes, 1, 2, 3, 6, 12 hours, 1, 2 days, 1, 2 weeks, 1, 3, 6 months or a year (in local time),
/// the smallest that makes at most `most` steps, with room before the first game and after the last
/// (a twentieth of the time between, ten minutes at least).
struct TimeTicks {
    QDateTime start;
    QDateTime end;
    qint64 stepSeconds = 0;
    int ticks = 0; // start, end and the steps between: (end - start) / step + 1
};
[[nodiscard]] TimeTicks timeTicks(const QDateTime& first, const QDateTime& last, int most = 6);

/// How far the win-rate axis reaches below 0 % and above 100 %: a dot at either end is drawn whole.
inline constexpr double kWinRateMargin = 8.0;

class StatisticsPage : public QDialog {
    Q_OBJECT
public:
    StatisticsPage(const GameRegistry& registry, history::HistoryDb* db, QWidget* parent = nullptr);

    /// Where Export CSV writes (a file dialog unless a test sets it; "" cancels).
    void setSavePath(std::function<QString(const QString&)> ask) { m_savePath = std::move(ask); }

    /// Reads the history again (after a game ends).
    void reload();
    // For tests and scripts.
    bool selectGame(const QString& gameId); // "" for every game
    bool selectHeadToHead(const QString& first, const QString& second);
    [[nodiscard]] int rows() const;
    [[nodiscard]] QString cell(int row, int column) const;
    [[nodiscard]] QString headToHeadText() const;
    [[nodiscard]] int chartLines() const;
    /// Writes the statistics of every game and player as CSV. False (with problem()) on failure.
    bool exportCsv(const QString& path);
    [[nodiscard]] QString problem() const;

private:
    void showGame();
    void showHeadToHead();
    /// The rows of the two players who played the most games together (the table's first pair on a
    /// tie); with `with` (a row), the pair of that player and the one they met most.
    [[nodiscard]] std::pair<int, int> mostMet(int with = -1) const;
    void showChart();
    void fitWidth();
    [[nodiscard]] QString gameName(const QString& id) const;
    [[nodiscard]] QString selectedGame() const;

    const GameRegistry& m_registry;
    history::HistoryDb* m_db;
    std::function<QString(const QString&)> m_savePath;
    std::vector<history::GameRecord> m_games;
    std::vector<history::GameStats> m_stats;
    std::vector<history::PlayerStats> m_shown; // the rows of the table
    QComboBox* m_game;
    QTableWidget* m_table;
    QComboBox* m_first;
    QComboBox* m_second;
    QLabel* m_headToHead;
    QChartView* m_chart;
    QLabel* m_chartNote; // the players the chart leaves out
    QPushButton* m_export;
    QLabel* m_problem;
};

} // namespace dogtable::app
