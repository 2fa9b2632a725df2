#include "score_sheet_dialog.h"

#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <QDialogButtonBox>

#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "app_context.h"
#include "dogtable/ui/style.h"
#include "theme.h"

namespace dogtable::app {

namespace {
/// "+8", "−2", "0": the points of a score line, with their sign.
QString signedPoints(int points) {
    if (points > 0) return QStringLiteral("+%1").arg(points);
    return ui::numberText(points);
}
} // namespace

QString ScoreSheetDialog::winnerLine(const ScoreSheet& sheet) {
    QStringList names;
    for (int w : sheet.winners)
        if (w >= 0 && w < static_cast<int>(sheet.players.size()))
            names << qs(sheet.players[static_cast<std::size_t>(w)].name);
    if (names.isEmpty()) return tr("Nobody wins.");
    if (names.size() == 1) return tr("%1 wins!").arg(names.front());
    const QString last = names.takeLast();
    return tr("%1 and %2 share the win.").arg(names.join(QStringLiteral(", ")), last);
}

ScoreSheetDialog::ScoreSheetDialog(const ScoreSheet& sheet, const QString& gameName, bool final,
                                   QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("scoreSheetDialog"));
    setWindowTitle(final ? tr("%1 — final scores").arg(gameName) : tr("%1 — scores so far").arg(gameName));
    auto* layout = new QVBoxLayout(this);
    layout->setSpacing(10);

    m_winner = new QLabel(
        final ? winnerLine(sheet) : tr("The game is not over yet: these are the scores so far."), this);
    m_winner->setFont(ui::uiFont(24, true));
    m_winner->setStyleSheet(QStringLiteral("color: #8a3f22;"));
    m_winner->setWordWrap(true);
    layout->addWidget(m_winner);

    // When every player has the same lines (categories), one row per line with the points per player;
    // otherwise each column lists that player's own lines in order.
    const int n = static_cast<int>(sheet.players.size());
    bool sameLines = n > 0;
    for (const auto& p : sheet.players) {
        if (p.lines.size() != sheet.players.front().lines.size()) sameLines = false;
        for (std::size_t i = 0; sameLines && i < p.lines.size(); ++i)
            sameLines = p.lines[i].what == sheet.players.front().lines[i].what;
    }
    int lineRows = 0;
    for (const auto& p : sheet.players)
        lineRows = std::max(lineRows, static_cast<int>(p.lines.size()));
    m_table = new QTableWidget(lineRows + 1, n, this);
    m_table->setObjectName(QStringLiteral("scoreTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setWordWrap(false);
    QStringList rowHeaders;
    for (int r = 0; r < lineRows; ++r)
        rowHeaders << (sameLines ? qs(sheet.players.front().lines[static_cast<std::size_t>(r)].what)
                                 : QString());
    rowHeaders << tr("Total");
    for (int c = 0; c < n; ++c) {
        const auto& p = sheet.players[static_cast<std::size_t>(c)];
        const bool won = final && sheet.isWinner(c);
        // A participant that is no seat (Ciapki's Pies) has no seat colour.
        // The total stands in the heading too: a long sheet scrolls, and the result is seen at once.
        const QString title = QStringLiteral("%1 · %2").arg(qs(p.name)).arg(p.total);
        auto* head = new QTableWidgetItem(p.seat ? QIcon(theme::seatPixmap(c, 24)) : QIcon(),
                                          won ? QStringLiteral("★ %1").arg(title) : title);
        head->setToolTip(won ? tr("%1 wins").arg(qs(p.name)) : qs(p.name));
        m_table->setHorizontalHeaderItem(c, head);
        for (int r = 0; r < static_cast<int>(p.lines.size()); ++r) {
            const ScoreLine& l = p.lines[static_cast<std::size_t>(r)];
            // In the list layout the points come first: a long line is shortened at its end, and
            // its points stay in view (the whole line is the tooltip).
            auto* cell =
                new QTableWidgetItem(sameLines ? QString::number(l.points)
                                               : tr("%1 · %2").arg(signedPoints(l.points), qs(l.what)));
            cell->setTextAlignment(sameLines ? Qt::AlignCenter : (Qt::AlignLeft | Qt::AlignVCenter));
            cell->setToolTip(tr("%1: %2").arg(qs(l.what)).arg(l.points));
            m_table->setItem(r, c, cell);
        }
        auto* total =
            new QTableWidgetItem(sameLines ? QString::number(p.total) : tr("Total: %1").arg(p.total));
        total->setTextAlignment(Qt::AlignCenter);
        total->setFont(ui::uiFont(17, true));
        if (won) total->setBackground(QColor("#f7d9c6"));
        m_table->setItem(lineRows, c, total);
    }
    m_table->setVerticalHeaderLabels(rowHeaders);
    m_table->verticalHeader()->setVisible(sameLines); // in the list layout every cell names its line
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(34);
    m_table->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    // As tall as its rows (scrolling only beyond ~14 rows), columns as wide as the longest line.
    const int headerHeight = m_table->horizontalHeader()->sizeHint().height();
    m_tableHeight = std::min(520, headerHeight + 34 * (lineRows + 1) + 2 * m_table->frameWidth());
    m_table->setFixedHeight(m_tableHeight);
    const QFontMetrics fm(m_table->font());
    int column = 150;
    for (int r = 0; r <= lineRows; ++r)
        for (int c = 0; c < n; ++c)
            if (const auto* item = m_table->item(r, c))
                column = std::max(column, fm.horizontalAdvance(item->text()) + 28);
    column = std::min(column, 380);
    int rowHeaderWidth = 0;
    if (sameLines)
        for (const QString& h : rowHeaders)
            rowHeaderWidth = std::max(rowHeaderWidth, fm.horizontalAdvance(h) + 40);
    // No wider than the window it belongs to (its frame included).
    int widest = 1240;
    if (parent != nullptr) widest = std::min(widest, std::max(480, parent->window()->width() - 20));
    const int dialogWidth = std::clamp(rowHeaderWidth + column * n + 40, 480, widest);
    if (!sameLines && n > 0) {
        // A line longer than its column wraps onto more lines, never cut (play test: DOGS in
        // Portuguese, "+5 · recursos: 15 fichas de gasolina/ração/medicam…" at 1024x700). The
        // rows are as tall as their longest line needs at the narrowest the column can be.
        m_table->setWordWrap(true);
        m_table->setTextElideMode(Qt::ElideNone);
        const int cell = std::max(60, (dialogWidth - 60 - rowHeaderWidth) / n - 16);
        int tall = headerHeight + 2 * m_table->frameWidth();
        for (int r = 0; r <= lineRows; ++r) {
            int h = 34;
            for (int c = 0; c < n; ++c)
                if (const auto* item = m_table->item(r, c)) {
                    const QFontMetrics cellFm(item->font());
                    h = std::max(
                        h, cellFm.boundingRect(QRect(0, 0, cell, 1 << 20), Qt::TextWordWrap, item->text())
                                   .height() +
                               14);
                }
            m_table->verticalHeader()->resizeSection(r, h);
            tall += h;
        }
        m_tableHeight = std::min(520, tall);
        m_table->setFixedHeight(m_tableHeight);
    }
    for (int r = 0; r < m_table->rowCount(); ++r)
        m_rowHeights.push_back(m_table->verticalHeader()->sectionSize(r));
    layout->addWidget(m_table, 1);

    m_tieBreak = new QLabel(this);
    m_tieBreak->setWordWrap(true);
    if (final && !sheet.tiebreak.empty())
        m_tieBreak->setText(tr("Tie-break used: %1").arg(qs(sheet.tiebreak)));
    else if (final)
        m_tieBreak->setText(tr("No tie-break was needed."));
    m_tieBreak->setStyleSheet(QStringLiteral("color: #5a5a5a;"));
    layout->addWidget(m_tieBreak);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setDefault(true);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    layout->addWidget(buttons);
    resize(dialogWidth, sizeHint().height());
    fitHeight();
}

void ScoreSheetDialog::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    fitHeight(); // again, laid out as shown (a wrapped headline can take another line)
}

int ScoreSheetDialog::setRowsTight(bool tight) {
    int tall = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int r = 0; r < static_cast<int>(m_rowHeights.size()); ++r) {
        const int roomy = m_rowHeights[static_cast<std::size_t>(r)];
        const int h = tight ? std::max(24, roomy - 8) : roomy;
        m_table->verticalHeader()->resizeSection(r, h);
        tall += h;
    }
    return std::min(520, tall);
}

void ScoreSheetDialog::fitHeight() {
    ensurePolished(); // the style's fonts and margins count (they come with the first show otherwise)
    int limit = 100000;
    if (const QScreen* sc = screen()) limit = sc->availableGeometry().height() - 40; // its title bar
    if (const QWidget* owner = parentWidget())
        limit = std::min(limit, std::max(480, owner->window()->height() - 40));
    m_tableHeight = setRowsTight(false);
    m_table->setFixedHeight(m_tableHeight);
    if (m_chart) {
        m_chart->setMinimumHeight(240);
        m_chart->setMaximumHeight(QWIDGETSIZE_MAX);
    }
    layout()->activate();
    auto need = [this] { return std::max(sizeHint().height(), minimumSizeHint().height()); };
    int over = need() - limit;
    if (over > 0) {
        // Tighter rows first: their padding goes before the chart shrinks or a row scrolls out of
        // sight (play tests, Dog Lover at 1024x700 in de, pt and pl: the totals behind a scroll bar
        // under a chart squashed to "…" labels).
        m_tableHeight = setRowsTight(true);
        m_table->setFixedHeight(m_tableHeight);
        layout()->activate();
        over = need() - limit;
    }
    if (over > 0 && m_chart) {
        // The chart gives up its room, down to 120 px, before the table scrolls; held at that height,
        // it cannot take back what the table needs (play test, Dog Lover at 1024x700: six rows of
        // twelve beside a chart of 260 px).
        m_chart->setFixedHeight(std::max(120, 240 - over));
        layout()->activate();
        over = need() - limit;
    }
    compactChart(m_chart != nullptr && m_chart->maximumHeight() < 200);
    if (over > 0) {
        // The header and at least three rows stay (the totals are in the header too); the rest
        // scrolls. The table shows whole rows, never the top half of one (play test, 1024x700: the
        // totals row was cut in half at the bottom edge).
        const int top = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
        const int room = std::max(std::min(top + 26 * 3, m_tableHeight), m_tableHeight - over);
        int shown = top;
        for (int r = 0; r < m_table->rowCount(); ++r) {
            const int h = m_table->verticalHeader()->sectionSize(r);
            if (shown + h > room && r >= 3) break;
            shown += h;
        }
        m_table->setFixedHeight(shown);
        layout()->activate();
    }
    resize(width(), std::min(sizeHint().height(), limit));
}

void ScoreSheetDialog::compactChart(bool compact) {
    if (m_chart != nullptr) compactScoreChart(m_chart->chart(), compact, m_chartTitle);
}

void ScoreSheetDialog::setRunningScores(const RunningScores& scores) {
    QChart* chart = makeScoreChart(scores);
    if (!chart) return;
    const bool made = m_chart == nullptr;
    if (made) {
        m_chart = new QChartView(this);
        m_chart->setObjectName(QStringLiteral("scoreChart"));
        m_chart->setRenderHint(QPainter::Antialiasing);
        m_chart->setMinimumHeight(240);
        auto* box = qobject_cast<QVBoxLayout*>(layout());
        box->insertWidget(box->indexOf(m_tieBreak) + 1, m_chart, 1);
        // Why the lines move as they do, where a reader would not guess it (Dig's falling scores).
        m_chartNote = new QLabel(this);
        m_chartNote->setObjectName(QStringLiteral("chartNote"));
        m_chartNote->setWordWrap(true);
        m_chartNote->setStyleSheet(QStringLiteral("color: #5a5a5a;"));
        box->insertWidget(box->indexOf(m_chart) + 1, m_chartNote);
    }
    m_chartNote->setText(scores.note);
    m_chartNote->setVisible(!scores.note.isEmpty());
    m_chart->setToolTip(scores.note);
    if (made) fitHeight();
    QChart* old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
    m_chartTitle = chart->title();
    compactChart(m_chart->maximumHeight() < 200);
}

int ScoreSheetDialog::chartLines() const {
    if (!m_chart || !m_chart->chart()) return 0;
    const auto series = m_chart->chart()->series();
    return static_cast<int>(std::count_if(series.begin(), series.end(), isPlayerLine));
}

QString ScoreSheetDialog::winnerText() const {
    return m_winner->text();
}
QString ScoreSheetDialog::tieBreakText() const {
    return m_tieBreak->text();
}

} // namespace dogtable::app
