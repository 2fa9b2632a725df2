// The end-of-game score sheet: every player's lines and totals, the winner(s), the tie-break used.
#pragma once

#include <vector>

#include <QDialog>

#include "dogtable/core/score.h"
#include "score_chart.h"

class QChartView;
class QLabel;
class QTableWidget;

namespace dogtable::app {

class ScoreSheetDialog : public QDialog {
    Q_OBJECT
public:
    ScoreSheetDialog(const ScoreSheet& sheet, const QString& gameName, bool final, QWidget* parent = nullptr);
    [[nodiscard]] QTableWidget* table() const { return m_table; }
    [[nodiscard]] QString winnerText() const;
    [[nodiscard]] QString tieBreakText() const;
    /// Adds the chart of each player's running score over the game (turn by turn).
    void setRunningScores(const RunningScores& scores);
    /// The lines of that chart (0 without one).
    [[nodiscard]] int chartLines() const;

    /// The headline for `sheet`: "Ania wins!", "Ania and Bartek share the win", ...
    static QString winnerLine(const ScoreSheet& sheet);

protected:
    void showEvent(QShowEvent* event) override;

private:
    /// As tall as its contents, but no taller than the window it belongs to (or the screen): the
    /// chart and then the table give up height, and the table scrolls (DOGS' sheet ran past 700 px).
    void fitHeight();
    void compactChart(bool compact);

    QTableWidget* m_table;
    int m_tableHeight = 0;         // the table with every row showing
    std::vector<int> m_rowHeights; // each row's roomy height (rows lose 8 px each where space is short)
    /// Rows roomy or tight; returns the table's height with every row showing.
    int setRowsTight(bool tight);
    QLabel* m_winner;
    QLabel* m_tieBreak;
    QChartView* m_chart = nullptr;
    QLabel* m_chartNote = nullptr; // under the chart: RunningScores::note
    QString m_chartTitle;          // the chart's title while compactChart() hides it
};

} // namespace dogtable::app
