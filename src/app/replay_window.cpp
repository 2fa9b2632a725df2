#include "replay_window.h"

#include <QtCharts/QChart>
#include <QtCharts/QChartView>

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMouseEvent>
#include <QPushButton>
#include <QShortcut>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "dogtable/ui/game_view.h"
#include "dogtable/ui/style.h"
#include "log_rows.h"
#include "side_panel.h"
#include "theme.h"

namespace dogtable::app {

ReplayWindow::ReplayWindow(const AppContext& context, const Match& match, QWidget* parent)
    : QWidget(parent), m_context(context) {
    setWindowFlag(Qt::Window);
    // A copy of its own, so the game on the table may go on meanwhile.
    auto copy = match.prefix(match.actions().size());
    m_match.emplace(std::move(copy.value())); // the match's own moves always replay
    m_replay = std::make_unique<Replay>(*m_match);
    const GameInfo* info = context.games.find(m_match->gameId());
    const QString name = info ? gameName(*info) : qs(m_match->gameId());
    setWindowTitle(tr("Replay — %1").arg(name));

    const ui::ViewInfo* view = context.views.find(m_match->gameId());
    m_table = view ? view->create(this) : nullptr;
    if (m_table) m_table->setFocusPolicy(Qt::NoFocus); // the keys step through the game here

    m_seat = new QComboBox(this);
    for (Seat s = 0; s < m_match->state().players(); ++s)
        m_seat->addItem(tr("As %1 saw it").arg(qs(m_match->state().playerName(s))), s);
    m_seat->addItem(tr("What everybody saw"), kNoSeat);
    m_seat->setToolTip(tr("Whose view to watch: a player's hand stays hidden from the others."));
    connect(m_seat, &QComboBox::activated, this, [this](int i) { watch(m_seat->itemData(i).toInt()); });

    auto button = [this](const QString& text, const QString& tip, Qt::ArrowType arrow) {
        auto* b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        b->setArrowType(arrow);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setFocusPolicy(Qt::NoFocus);
        return b;
    };
    m_first = button(tr("First"), tr("The start of the game (Home)"), Qt::NoArrow);
    m_back = button(tr("Back"), tr("One move back (Left; Page Up: one turn)"), Qt::LeftArrow);
    m_forward = button(tr("Forward"), tr("One move on (Right; Page Down: one turn)"), Qt::RightArrow);
    m_last = button(tr("Last"), tr("The end of the game (End)"), Qt::NoArrow);
    connect(m_first, &QToolButton::clicked, this, [this] { setStep(0); });
    connect(m_back, &QToolButton::clicked, this, [this] { setStep(m_step - 1); });
    connect(m_forward, &QToolButton::clicked, this, [this] { showStep(m_step + 1, true); });
    connect(m_last, &QToolButton::clicked, this, [this] { setStep(steps()); });

    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setRange(0, steps());
    m_slider->setFocusPolicy(Qt::NoFocus);
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (v != m_step) setStep(v);
    });
    m_goTo = new QSpinBox(this);
    m_goTo->setRange(0, steps());
    m_goTo->setPrefix(tr("Move "));
    m_goTo->setToolTip(tr("Go to a move"));
    connect(m_goTo, &QSpinBox::editingFinished, this, [this] { setStep(m_goTo->value()); });
    m_position = new QLabel(this);
    m_position->setWordWrap(true); // a long name in a narrow window takes two lines, never more width
    m_position->setMinimumWidth(60);

    m_log = new QListWidget(this);
    m_log->setResizeMode(QListView::Adjust); // rows laid out again when the width changes
    logrows::install(m_log);
    m_log->setFocusPolicy(Qt::NoFocus);
    connect(m_log, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const int row = m_log->row(item);
        if (row >= 0 && row < static_cast<int>(m_rowStep.size()))
            setStep(m_rowStep[static_cast<std::size_t>(row)]);
    });

    m_scores = new QPushButton(tr("Score sheet"), this);
    m_scores->setFocusPolicy(Qt::NoFocus);
    connect(m_scores, &QPushButton::clicked, this, [this] {
        const GameState& st = m_replay->stateAt(m_step);
        emit scoreSheetRequested(st.scoreSheet(), st.isOver());
    });
    m_branch = new QPushButton(tr("Play on from here"), this);
    m_branch->setToolTip(tr("A new game that starts from this move; the recorded game is not changed."));
    m_branch->setFocusPolicy(Qt::NoFocus);
    connect(m_branch, &QPushButton::clicked, this, [this] {
        auto b = branch();
        if (b) emit branchRequested(qs(b->toJson()));
    });

    auto* controls = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_first, m_back, m_forward, m_last})
        controls->addWidget(w);
    controls->addWidget(m_slider, 1);
    controls->addWidget(m_goTo);
    auto* top = new QHBoxLayout;
    top->addWidget(m_seat);
    top->addWidget(m_position, 1);
    top->addWidget(m_scores);
    top->addWidget(m_branch);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(top);
    if (m_table)
        leftLayout->addWidget(m_table, 1);
    else
        leftLayout->addWidget(new QLabel(tr("This copy of Dogtable has no table for %1.").arg(name), this),
                              1);
    leftLayout->addLayout(controls);
    // The log, and under it the chart of the game with the turn shown marked.
    m_running = runningScores(context.games, *m_match);
    QWidget* right = m_log;
    if (QChart* c = makeScoreChart(m_running)) {
        m_chart = new QChartView(c, this);
        m_chart->setObjectName(QStringLiteral("replayChart"));
        m_chart->setRenderHint(QPainter::Antialiasing);
        m_chart->setMinimumHeight(260);
        m_chart->setToolTip(
            tr("Choose a turn on the chart to go there (Page Up and Page Down step by turns).") +
            (m_running.note.isEmpty() ? QString() : QStringLiteral("\n") + m_running.note));
        m_chart->setFocusPolicy(Qt::NoFocus);
        m_chart->viewport()->installEventFilter(this);
        auto* rightSplit = new QSplitter(Qt::Vertical, this);
        rightSplit->addWidget(m_log);
        rightSplit->addWidget(m_chart);
        rightSplit->setStretchFactor(0, 1); // the log and the chart share the height
        rightSplit->setStretchFactor(1, 1);
        rightSplit->setChildrenCollapsible(false);
        rightSplit->setSizes({500, 500});
        right = rightSplit;
    }
    auto* split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    m_log->setMinimumWidth(200);
    split->setSizes({860, 340});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);

    // The keys work wherever the focus is in this window.
    auto key = [this](QKeySequence k, auto f) {
        auto* s = new QShortcut(k, this);
        s->setContext(Qt::WindowShortcut);
        connect(s, &QShortcut::activated, this, f);
    };
    key(QKeySequence(Qt::Key_Right), [this] { showStep(m_step + 1, true); });
    key(QKeySequence(Qt::Key_Left), [this] { setStep(m_step - 1); });
    key(QKeySequence(Qt::Key_Home), [this] { setStep(0); });
    key(QKeySequence(Qt::Key_End), [this] { setStep(steps()); });
    key(QKeySequence(Qt::Key_PageDown), [this] { setStep(m_replay->nextTurn(m_step)); });
    key(QKeySequence(Qt::Key_PageUp), [this] { setStep(m_replay->previousTurn(m_step)); });

    resize(1200, 780);
    // A finished game shows its end as the first seat saw it; a game in progress too.
    m_watching = 0;
    fillLog();
    showStep(steps(), false);
}

ReplayWindow::~ReplayWindow() = default;

void ReplayWindow::fillLog() {
    const ui::SeatPaletteScope scope(m_palette.empty() ? nullptr : &m_palette);
    m_log->clear();
    m_rowStep.clear();
    const GameState& st = m_match->state();
    bool setupOpen = true;
    for (const LogEntry& e : m_match->log()) {
        QString line = qs(e.lineFor(m_watching));
        if (e.hinted) line = SidePanel::withHintNote(line);
        if (e.seat != kChanceSeat) setupOpen = false;
        // The setup run at the head of the log (Dig's yard laid out card by card) is one row.
        const bool setupStep =
            e.seat == kChanceSeat && setupOpen && !st.describeSetupRun(e.action.kind, 2).empty();
        if (setupStep && !m_rowStep.empty() && m_log->count() > 0 &&
            m_log->item(m_log->count() - 1)->data(Qt::UserRole + 1).toInt() == e.action.kind + 1) {
            QListWidgetItem* run = m_log->item(m_log->count() - 1);
            const int first = run->data(Qt::UserRole + 2).toInt();
            run->setText(QStringLiteral("%1–%2. %3")
                             .arg(first + 1)
                             .arg(e.index + 1)
                             .arg(qs(st.describeSetupRun(e.action.kind, e.index - first + 1))));
            m_rowStep.back() = e.index + 1;
            continue;
        }
        auto* item = new QListWidgetItem(QStringLiteral("%1. %2").arg(e.index + 1).arg(line));
        item->setData(Qt::UserRole + 1, setupStep ? e.action.kind + 1 : 0);
        item->setData(Qt::UserRole + 2, e.index);
        if (e.seat >= 0) {
            item->setIcon(QIcon(theme::seatPixmap(e.seat, 20)));
        } else {
            // As in the game's own log (play test: the table's lines had no mark here and wrapped
            // out to the left edge).
            if (e.seat == kChanceSeat) item->setIcon(logrows::chanceIcon(st.isDiceRoll(e.action)));
            item->setForeground(ui::mutedTextColour());
        }
        m_log->addItem(item);
        m_rowStep.push_back(e.index + 1);
        for (const auto& note : e.notesFor(m_watching)) {
            auto* row = logrows::noteRow(qs(note));
            m_log->addItem(row);
            m_rowStep.push_back(e.index + 1);
        }
    }
}

void ReplayWindow::watch(Seat seat) {
    m_watching = seat;
    const int i = m_seat->findData(seat);
    if (i >= 0) m_seat->setCurrentIndex(i);
    fillLog();
    showStep(m_step, false);
}

void ReplayWindow::setStep(int step) {
    showStep(step, false);
}

void ReplayWindow::showStep(int step, bool animate) {
    step = std::clamp(step, 0, steps());
    if (m_table) {
        if (animate && step == m_step + 1) {
            auto before = m_replay->stateAt(m_step).clone();
            m_table->noteAction(*before, m_replay->actionAt(m_step));
        }
        m_table->showState(m_replay->stateAt(step), m_watching, false);
    }
    m_step = step;
    const QSignalBlocker b1(m_slider);
    const QSignalBlocker b2(m_goTo);
    m_slider->setValue(step);
    m_goTo->setValue(step);
    m_position->setText(positionText());
    m_first->setEnabled(step > 0);
    m_back->setEnabled(step > 0);
    m_forward->setEnabled(step < steps());
    m_last->setEnabled(step < steps());
    // The row of the last action shown is the current one.
    int current = -1;
    for (std::size_t r = 0; r < m_rowStep.size(); ++r)
        if (m_rowStep[r] <= step) current = static_cast<int>(r);
    m_log->setCurrentRow(current);
    if (current >= 0)
        m_log->scrollToItem(m_log->item(current));
    else
        m_log->scrollToTop(); // the start: the first line in sight (play test: it stayed at the end)
    if (m_chart) {
        m_markedTurn = turnAtStep(m_running, step);
        markTurn(m_chart->chart(), m_markedTurn);
    }
}

void ReplayWindow::setSeatPalette(const ui::SeatPalette& palette) {
    m_palette = palette;
    if (m_table) m_table->setSeatPalette(m_palette);
    fillLog();
    showStep(m_step, false);
    const ui::SeatPaletteScope scope(&m_palette);
    if (m_chart) {
        QChart* old = m_chart->chart();
        m_chart->setChart(makeScoreChart(m_running));
        delete old;
        markTurn(m_chart->chart(), m_markedTurn);
    }
}

void ReplayWindow::goToTurn(int turn) {
    if (m_running.steps.empty()) return;
    turn = std::clamp(turn, 0, static_cast<int>(m_running.steps.size()) - 1);
    setStep(m_running.steps[static_cast<std::size_t>(turn)]);
}

bool ReplayWindow::eventFilter(QObject* watched, QEvent* event) {
    if (m_chart && watched == m_chart->viewport() && event->type() == QEvent::MouseButtonPress) {
        const auto* e = static_cast<QMouseEvent*>(event);
        QChart* c = m_chart->chart();
        const QPointF inScene = m_chart->mapToScene(e->position().toPoint());
        const QPointF value = c->mapToValue(c->mapFromScene(inScene));
        if (c->plotArea().contains(c->mapFromScene(inScene))) {
            goToTurn(static_cast<int>(std::lround(value.x())));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString ReplayWindow::positionText() const {
    const QString move = tr("Move %1 of %2").arg(m_step).arg(steps());
    const Seat turn = m_replay->turnSeatAt(m_step);
    if (m_step == steps() && m_match->state().isOver()) return tr("%1 — the game is over").arg(move);
    if (turn < 0) return move;
    return tr("%1 — %2's turn").arg(move, qs(m_match->state().playerName(turn)));
}

Expected<Match> ReplayWindow::branch() const {
    return m_match->prefix(static_cast<std::size_t>(m_step));
}

void ReplayWindow::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace dogtable::app
