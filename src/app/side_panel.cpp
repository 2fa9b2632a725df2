#include "side_panel.h"

#include <QAccessible>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "app_context.h"
#include "dogtable/ui/accessibility.h"
#include "dogtable/ui/style.h"
#include "log_rows.h"
#include "players_page.h"
#include "theme.h"

namespace dogtable::app {

namespace {
QLabel* heading(const QString& text, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    l->setFont(ui::uiFont(13, true));
    l->setStyleSheet(QStringLiteral("color: #8a3f22; text-transform: uppercase;"));
    return l;
}

/// The side panel's own background: warm paper, or the high-contrast theme's white.
QColor sideBackground() {
    return ui::highContrast() ? ui::themeColours().panel : QColor("#f1e6d3");
}
} // namespace

SidePanel::SidePanel(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("sidePanel"));
    setAttribute(Qt::WA_StyledBackground);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 12, 14, 12);
    layout->setSpacing(8);

    m_game = new QLabel(this);
    m_game->setFont(ui::uiFont(20, true));
    m_game->setWordWrap(true); // long names ("Najlepsza gra o psach 2") take a second line
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

    m_headings.push_back(heading(tr("Players"), this));
    layout->addWidget(m_headings.back());
    m_players = new QWidget(this);
    auto* pl = new QVBoxLayout(m_players);
    pl->setContentsMargins(0, 0, 0, 0);
    pl->setSpacing(3);
    layout->addWidget(m_players);

    m_headings.push_back(heading(tr("Game log"), this));
    layout->addWidget(m_headings.back());
    m_log = new QListWidget(this);
    m_log->setObjectName(QStringLiteral("gameLog"));
    m_log->setUniformItemSizes(false);
    m_log->setFocusPolicy(Qt::NoFocus);
    m_log->setIconSize({20, 20});
    // Rows laid out again when the width changes (the scroll bar coming), wrapped short of the edge.
    m_log->setResizeMode(QListView::Adjust);
    logrows::install(m_log);
    layout->addWidget(m_log, 1);

    // Two rows of two: the Polish words ("Podpowiedź", "Zasady") were cut off in one row of four.
    auto* buttons = new QGridLayout;
    m_undo = new QPushButton(tr("Undo"), this);
    m_redo = new QPushButton(tr("Redo"), this);
    m_rules = new QPushButton(tr("Rules"), this);
    m_hint = new QPushButton(tr("Hint"), this);
    m_hint->setObjectName(QStringLiteral("hintButton"));
    m_hint->setToolTip(tr("What the strong computer player would do now, seeing only what you see (H)"));
    int i = 0;
    for (auto* b : {m_undo, m_redo, m_hint, m_rules}) {
        b->setFocusPolicy(Qt::NoFocus);
        b->setStyleSheet(QStringLiteral("padding: 6px 6px;"));
        buttons->addWidget(b, i / 2, i % 2);
        ++i;
    }
    layout->addLayout(buttons);

    // The live element (issue #21): what happens at the table, one message per event in the log's
    // words, for screen readers. It takes no room: the log and the turn line show the same.
    m_announce = new QLabel(this);
    m_announce->setObjectName(QStringLiteral("announcement"));
    m_announce->setAccessibleDescription(tr("What just happened at the table"));
    m_announce->setFixedHeight(0);
    m_announce->setTextFormat(Qt::PlainText);
    layout->addWidget(m_announce);
    applyTheme();
}

void SidePanel::applyTheme() {
    const ui::ThemeColours& c = ui::themeColours();
    setStyleSheet(QStringLiteral("#sidePanel { background: %1; border-left: %2px solid %3; }")
                      .arg(sideBackground().name())
                      .arg(ui::highContrast() ? 2 : 1)
                      .arg(ui::highContrast() ? c.outline.name() : QStringLiteral("#dccbb0")));
    m_game->setStyleSheet(QStringLiteral("color: %1;").arg(c.heading.name()));
    for (QLabel* h : m_headings)
        h->setStyleSheet(QStringLiteral("color: %1; text-transform: uppercase;").arg(c.heading.name()));
    m_playersKey.clear(); // the rows are styled again at the next showMatch
}

void SidePanel::setZoom(double zoom) {
    m_zoom = std::clamp(zoom, 1.0, 2.0);
    const auto px = [this](double n) { return n * m_zoom; };
    m_game->setFont(ui::uiFont(px(20), true));
    m_turn->setFont(ui::uiFont(px(15), true));
    m_turnToken->setFixedSize(static_cast<int>(px(34)), static_cast<int>(px(34)));
    for (QLabel* h : m_headings)
        h->setFont(ui::uiFont(px(13), true));
    m_log->setFont(ui::uiFont(px(14)));
    m_log->setIconSize(QSize(static_cast<int>(px(20)), static_cast<int>(px(20))));
    for (auto* b : {m_undo, m_redo, m_hint, m_rules})
        b->setFont(ui::uiFont(px(14)));
    m_playersKey.clear();      // rows and tokens are made again at the next showMatch
    m_logViewer = kNoSeat - 1; // and the log's icons
}

void SidePanel::announce(const QString& text) {
    if (text.isEmpty()) return;
    ++m_announced;
    m_announce->setText(text);
    QAccessibleEvent event(m_announce, QAccessible::NameChanged);
    ui::sendAccessibilityEvent(event);
}

void SidePanel::clear() {
    m_game->clear();
    m_turn->clear();
    m_turnToken->clear();
    m_log->clear();
    m_logCount = 0;
    m_logViewer = kNoSeat - 1;
    m_runItem = nullptr;
    m_runKind = -1;
    m_runLines.clear();
    m_runClosed = false;
    m_announcedTurn.clear();
    m_announce->clear();
    for (auto& r : m_playerRows)
        delete r.row;
    m_playerRows.clear();
    m_playersKey.clear();
}

QString SidePanel::withHintNote(const QString& line) {
    // Play test (Ciapki): "… (turlaj się) (hint used)" read as two afterthoughts. Play test (Dig):
    // "… a purple bone. (hint used)" stood after the sentence; it goes before its full stop.
    const bool stop = line.endsWith(QLatin1Char('.'));
    const QString body = stop ? line.chopped(1) : line;
    const QString end = stop ? QStringLiteral(".") : QString();
    if (body.endsWith(QLatin1Char(')')))
        return body.chopped(1) +
               tr("; hint used",
                  "joined into the log line's own closing parenthesis: (turlaj się; hint used)") +
               QLatin1Char(')') + end;
    return body + tr(" (hint used)") + end;
}

QString SidePanel::turnText() const {
    return m_turn->text();
}

void SidePanel::showPlayers(const Match& match, Seat turn) {
    const GameState& st = match.state();
    // The rows are made once per game and seats, then only updated (no flicker while computers play fast).
    std::string key = match.gameId();
    for (const auto& seat : match.seats())
        key += "|" + seat.name + (seat.computer ? "*" + seat.strength : "");
    if (key != m_playersKey) {
        m_playersKey = key;
        for (auto& r : m_playerRows)
            delete r.row;
        m_playerRows.clear();
        auto* layout = static_cast<QVBoxLayout*>(m_players->layout());
        for (Seat s = 0; s < st.players(); ++s) {
            PlayerRow r{};
            r.row = new QWidget(m_players);
            r.row->setObjectName(QStringLiteral("playerRow"));
            r.row->setAttribute(Qt::WA_StyledBackground);
            auto* h = new QHBoxLayout(r.row);
            h->setContentsMargins(4, 2, 4, 2);
            r.token = new QLabel(r.row);
            r.avatar = new QLabel(r.row);
            r.avatar->setObjectName(QStringLiteral("playerAvatar"));
            r.name = new QLabel(r.row);
            r.name->setWordWrap(true);
            h->addWidget(r.token);
            h->addWidget(r.avatar);
            h->addWidget(r.name, 1);
            layout->addWidget(r.row);
            r.row->show();
            m_playerRows.push_back(r);
        }
    }
    bool teams = false;
    for (Seat s = 0; s < st.players(); ++s)
        teams = teams || st.teamOf(s) != s;
    for (Seat s = 0; s < static_cast<int>(m_playerRows.size()); ++s) {
        const auto& seat = match.seats()[static_cast<std::size_t>(s)];
        PlayerRow& r = m_playerRows[static_cast<std::size_t>(s)];
        QStringList extra;
        if (seat.computer) extra << tr("(computer, %1)").arg(strengthName(seat.strength));
        if (teams) extra << tr("team %1").arg(st.teamOf(s) + 1);
        QString text = (s == turn ? QStringLiteral("<b>%1</b>") : QStringLiteral("%1"))
                           .arg(qs(seat.name).toHtmlEscaped());
        if (!extra.isEmpty())
            text += QStringLiteral(" <span style=\"color:%1; font-size:%2px;\">%3</span>")
                        .arg(ui::mutedTextColour().name())
                        .arg(static_cast<int>(std::max(11.0, 12 * m_zoom)))
                        .arg(extra.join(QStringLiteral(" · ")).toHtmlEscaped());
        r.token->setPixmap(theme::seatPixmap(s, static_cast<int>(24 * m_zoom), seat.computer));
        const QString avatar = s < m_avatars.size() ? m_avatars[s] : QString();
        r.avatar->setVisible(!avatar.isEmpty());
        if (!avatar.isEmpty()) {
            r.avatar->setPixmap(avatarIcon(avatar).pixmap(static_cast<int>(28 * m_zoom)));
            r.avatar->setToolTip(avatarLabel(avatar));
            r.avatar->setAccessibleName(avatarLabel(avatar));
        }
        r.name->setTextFormat(Qt::RichText);
        r.name->setText(text);
        r.name->setFont(ui::uiFont(14 * m_zoom));
        r.row->setStyleSheet(s == turn ? QStringLiteral("#playerRow { background: %1; border-radius: 6px; }")
                                             .arg(ui::themeColours().turnRow.name())
                                       : QString());
    }
}

void SidePanel::setAvatars(const QStringList& avatars) {
    m_avatars = avatars;
}

void SidePanel::showMatch(const Match& match, const QString& gameName, Seat viewer, bool thinking) {
    const GameState& st = match.state();
    m_game->setText(gameName);
    const Seat turn = st.isOver() ? kNoSeat : st.turnSeat();
    if (st.isOver()) {
        m_turnToken->clear();
        m_turn->setText(tr("The game is over."));
    } else if (turn >= 0) {
        m_turnToken->setPixmap(theme::seatPixmap(turn, static_cast<int>(34 * m_zoom),
                                                 match.seats()[static_cast<std::size_t>(turn)].computer));
        m_turn->setText(thinking ? tr("%1 is thinking…").arg(qs(st.playerName(turn)))
                                 : tr("%1's turn").arg(qs(st.playerName(turn))));
    } else {
        m_turnToken->clear();
        m_turn->setText(tr("Dealing…"));
    }
    showPlayers(match, turn);

    // The log: appended while the viewer stays the same, rebuilt when it changes (other redaction).
    const auto& log = match.log();
    // A rebuilt log (another viewer, another game) is not read out again: only lines added to the
    // log on screen are announced.
    bool rebuilt = m_logCount == 0;
    if (viewer != m_logViewer || log.size() < m_logCount || m_logGame != match.gameId()) {
        m_log->clear();
        m_logCount = 0;
        m_logViewer = viewer;
        m_logGame = match.gameId();
        m_runItem = nullptr;
        m_runKind = -1;
        m_runLines.clear();
        m_runClosed = false;
        rebuilt = true;
    }
    for (; m_logCount < log.size(); ++m_logCount) {
        const LogEntry& e = log[m_logCount];
        QString line = qs(e.lineFor(viewer));
        if (e.hinted) line = withHintNote(line);
        // The setup at the head of the log (Dig lays its yard out card by card) reads as one line;
        // its tooltip keeps every step.
        if (e.seat != kChanceSeat) m_runClosed = true;
        const bool setupStep =
            e.seat == kChanceSeat && !m_runClosed && !st.describeSetupRun(e.action.kind, 2).empty();
        if (setupStep && m_runItem && m_runKind == e.action.kind) {
            m_runLines << QStringLiteral("%1. %2").arg(e.index + 1).arg(line);
            const int first = m_runItem->data(Qt::UserRole + 2).toInt();
            const int count = static_cast<int>(m_runLines.size());
            m_runItem->setText(QStringLiteral("%1–%2. %3")
                                   .arg(first + 1)
                                   .arg(e.index + 1)
                                   .arg(qs(st.describeSetupRun(e.action.kind, count))));
            m_runItem->setData(Qt::UserRole + 1, m_runLines.join(QLatin1Char('\n')));
            continue;
        }
        auto* item = new QListWidgetItem(QStringLiteral("%1. %2").arg(e.index + 1).arg(line));
        m_runItem = setupStep ? item : nullptr;
        m_runKind = setupStep ? e.action.kind : -1;
        m_runLines = setupStep ? QStringList{item->text()} : QStringList{};
        item->setData(Qt::UserRole + 2, e.index);
        if (e.seat == kChanceSeat) {
            item->setIcon(logrows::chanceIcon(st.isDiceRoll(e.action)));
            item->setForeground(ui::mutedTextColour());
        } else if (e.seat >= 0) {
            item->setIcon(QIcon(theme::seatPixmap(e.seat, static_cast<int>(20 * m_zoom))));
        }
        item->setData(Qt::UserRole, e.seat);
        m_log->addItem(item);
        QStringList said{line};
        // What else happened (income paid, a card turned...): one muted row each, under the line.
        for (const auto& note : e.notesFor(viewer)) {
            said << qs(note);
            auto* row = logrows::noteRow(qs(note));
            row->setData(Qt::UserRole, e.seat);
            row->setData(Qt::UserRole + 2, e.index);
            m_log->addItem(row);
        }
        // The setup at the head of the log is not read out step by step (the turn that follows is).
        if (!rebuilt && !setupStep)
            announce(QStringLiteral("%1. %2").arg(e.index + 1).arg(said.join(QStringLiteral(". "))));
    }
    // Then whose turn it is, when that changed (not "… is thinking", which comes and goes).
    if ((st.isOver() || (turn >= 0 && !thinking)) && m_turn->text() != m_announcedTurn) {
        m_announcedTurn = m_turn->text();
        announce(m_announcedTurn);
    }
    // What the others did since the viewer's own last move is tinted, so a player coming back to
    // the table sees what happened meanwhile.
    bool sinceOwn = viewer >= 0;
    for (int i = m_log->count() - 1; i >= 0; --i) {
        QListWidgetItem* item = m_log->item(i);
        const int seat = item->data(Qt::UserRole).toInt();
        if (seat == viewer) sinceOwn = false;
        const bool mark = sinceOwn && seat >= 0 && seat != viewer;
        item->setBackground(mark ? QBrush(ui::themeColours().recentRow) : QBrush());
        item->setToolTip(mark ? tr("Played since your last move") : item->data(Qt::UserRole + 1).toString());
    }
    m_log->scrollToBottom();
    QTimer::singleShot(0, m_log, [log = m_log] { log->scrollToBottom(); });
}

} // namespace dogtable::app
