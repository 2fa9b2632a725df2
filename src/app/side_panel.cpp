#include "side_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include "app_context.h"
#include "dogtable/ui/style.h"
#include "theme.h"

namespace dogtable::app {

namespace {
QIcon dieIcon() {
    QPixmap pm(22, 22);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    ui::drawDie(p, QRectF(2, 2, 18, 18), 5);
    return QIcon(pm);
}

QLabel* heading(const QString& text, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    l->setFont(ui::uiFont(13, true));
    l->setStyleSheet(QStringLiteral("color: #8a3f22; text-transform: uppercase;"));
    return l;
}
} // namespace

SidePanel::SidePanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("sidePanel"));
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(QStringLiteral("#sidePanel { background: #f1e6d3; border-left: 1px solid #dccbb0; }"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 12, 14, 12);
    layout->setSpacing(8);

    m_game = new QLabel(this);
    m_game->setFont(ui::uiFont(20, true));
    m_game->setStyleSheet(QStringLiteral("color: #8a3f22;"));
    layout->addWidget(m_game);

    auto* turnRow = new QHBoxLayout;
    m_turnToken = new QLabel(this);
    m_turnToken->setFixedSize(34, 34);
    m_turn = new QLabel(this);
    m_turn->setFont(ui::uiFont(15, true));
    m_turn->setWordWrap(true);
    turnRow->addWidget(m_turnToken);
    turnRow->addWidget(m_turn, 1);
    layout->addLayout(turnRow);

    layout->addWidget(heading(tr("Players"), this));
    m_players = new QWidget(this);
    auto* pl = new QVBoxLayout(m_players);
    pl->setContentsMargins(0, 0, 0, 0);
    pl->setSpacing(3);
    layout->addWidget(m_players);

    layout->addWidget(heading(tr("Game log"), this));
    m_log = new QListWidget(this);
    m_log->setObjectName(QStringLiteral("gameLog"));
    m_log->setWordWrap(true);
    m_log->setUniformItemSizes(false);
    m_log->setFocusPolicy(Qt::NoFocus);
    m_log->setIconSize({20, 20});
    layout->addWidget(m_log, 1);

    auto* buttons = new QHBoxLayout;
    m_undo = new QPushButton(tr("Undo"), this);
    m_redo = new QPushButton(tr("Redo"), this);
    m_rules = new QPushButton(tr("Rules"), this);
    for (auto* b : {m_undo, m_redo, m_rules}) {
        b->setFocusPolicy(Qt::NoFocus);
        b->setStyleSheet(QStringLiteral("padding: 6px 6px;"));
        buttons->addWidget(b);
    }
    layout->addLayout(buttons);
}

void SidePanel::clear() {
    m_game->clear();
    m_turn->clear();
    m_turnToken->clear();
    m_log->clear();
    m_logCount = 0;
    m_logViewer = kNoSeat - 1;
}

QString SidePanel::turnText() const { return m_turn->text(); }

void SidePanel::rebuildPlayers(const Match& match, Seat turn) {
    auto* layout = static_cast<QVBoxLayout*>(m_players->layout());
    while (auto* item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const GameState& st = match.state();
    bool teams = false;
    for (Seat s = 0; s < st.players(); ++s) teams = teams || st.teamOf(s) != s;
    for (Seat s = 0; s < st.players(); ++s) {
        const auto& seat = match.seats()[static_cast<std::size_t>(s)];
        auto* row = new QWidget(m_players);
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(2, 1, 2, 1);
        auto* token = new QLabel(row);
        token->setPixmap(theme::seatPixmap(s, 24, seat.computer));
        auto* name = new QLabel(row);
        QString text = qs(seat.name);
        if (seat.computer) text += QStringLiteral("  ") + tr("(computer, %1)").arg(qs(seat.strength));
        if (teams) text += QStringLiteral("  · ") + tr("team %1").arg(st.teamOf(s) + 1);
        name->setText(text);
        name->setFont(ui::uiFont(13, s == turn));
        h->addWidget(token);
        h->addWidget(name, 1);
        if (s == turn) row->setStyleSheet(QStringLiteral("background: #f7d9c6; border-radius: 6px;"));
        layout->addWidget(row);
    }
}

void SidePanel::showMatch(const Match& match, const QString& gameName, Seat viewer, bool thinking) {
    const GameState& st = match.state();
    m_game->setText(gameName);
    const Seat turn = st.isOver() ? kNoSeat : st.turnSeat();
    if (st.isOver()) {
        m_turnToken->clear();
        m_turn->setText(tr("The game is over."));
    } else if (turn >= 0) {
        m_turnToken->setPixmap(theme::seatPixmap(turn, 34, match.seats()[static_cast<std::size_t>(turn)].computer));
        m_turn->setText(thinking ? tr("%1 is thinking…").arg(qs(st.playerName(turn)))
                                 : tr("%1's turn").arg(qs(st.playerName(turn))));
    } else {
        m_turnToken->clear();
        m_turn->setText(tr("Dealing…"));
    }
    rebuildPlayers(match, turn);

    // The log: appended while the viewer stays the same, rebuilt when it changes (other redaction).
    const auto& log = match.log();
    if (viewer != m_logViewer || log.size() < m_logCount || m_logGame != match.gameId()) {
        m_log->clear();
        m_logCount = 0;
        m_logViewer = viewer;
        m_logGame = match.gameId();
    }
    static const QIcon die = dieIcon();
    for (; m_logCount < log.size(); ++m_logCount) {
        const LogEntry& e = log[m_logCount];
        auto* item = new QListWidgetItem(QStringLiteral("%1. %2").arg(e.index + 1).arg(qs(e.lineFor(viewer))));
        if (e.seat == kChanceSeat) {
            item->setIcon(die);
            item->setForeground(ui::mutedTextColour());
        } else if (e.seat >= 0) {
            item->setIcon(QIcon(theme::seatPixmap(e.seat, 20)));
        }
        item->setData(Qt::UserRole, e.seat);
        m_log->addItem(item);
    }
    // What the others did since the viewer's own last move is tinted, so a player coming back to
    // the table sees what happened meanwhile.
    bool sinceOwn = viewer >= 0;
    for (int i = m_log->count() - 1; i >= 0; --i) {
        QListWidgetItem* item = m_log->item(i);
        const int seat = item->data(Qt::UserRole).toInt();
        if (seat == viewer) sinceOwn = false;
        const bool mark = sinceOwn && seat >= 0 && seat != viewer;
        item->setBackground(mark ? QBrush(QColor("#fbe3d3")) : QBrush());
        item->setToolTip(mark ? tr("Played since your last move") : QString());
    }
    m_log->scrollToBottom();
    QTimer::singleShot(0, m_log, [log = m_log] { log->scrollToBottom(); });
}

} // namespace dogtable::app
