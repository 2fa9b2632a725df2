#include "game_picker.h"

#include <QBoxLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

#include "dogtable/ui/style.h"
#include "theme.h"
#include "tutorial_script.h"

namespace dogtable::app {

namespace {
constexpr int kMaxCardWidth =
    360; // five cards fill a full-HD window (at 300 a third of it stayed empty: play tester)
constexpr int kMinCardWidth =
    176; // all five in one row at 1024 px (at 216 DOGS sat below the fold: play test)
constexpr int kSpacing = 18;
constexpr int kMargin = 28;
} // namespace

GameCard::GameCard(const GameInfo& info, const QString& cover, QWidget* parent)
    : QFrame(parent), m_id(info.id), m_cover(cover) {
    setObjectName(QStringLiteral("gameCard"));
    setCursor(Qt::PointingHandCursor);
    setStyleSheet(
        QStringLiteral("#gameCard { background: #fffaf1; border: 1px solid #dccbb0; border-radius: 14px; }"
                       "#gameCard:hover { border: 2px solid #c8643b; }"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(6);
    m_art = new QLabel(this);
    layout->addWidget(m_art);
    auto* name = new QLabel(gameName(info), this);
    name->setObjectName(QStringLiteral("gameName"));
    name->setWordWrap(true); // a long name ("Najlepsza gra o psach 2") takes two lines, never cut
    name->setFont(ui::uiFont(20, true));
    name->setStyleSheet(QStringLiteral("color: #8a3f22;"));
    layout->addWidget(name);
    auto* blurb = new QLabel(gameBlurb(info), this);
    blurb->setWordWrap(true);
    blurb->setFont(ui::uiFont(13));
    blurb->setMinimumHeight(54);
    blurb->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // The blurb takes the height a row gives the card beyond its own: the cards of a row are as tall
    // as the tallest, and their buttons line up along the bottom (play tester: Polish Dog Lover's
    // name took two lines, and its buttons stood lower than its neighbours').
    layout->addWidget(blurb, 1);
    const QString players =
        info.minPlayers == info.maxPlayers
            ? (info.minPlayers == 1 ? tr("1 player") : tr("%1 players").arg(info.minPlayers))
            : tr("%1–%2 players").arg(info.minPlayers).arg(info.maxPlayers);
    auto* meta = new QLabel(
        info.hidesInformation ? players + QStringLiteral(" · ") + tr("hidden hands") : players, this);
    meta->setFont(ui::uiFont(12));
    meta->setWordWrap(true); // "2–4 Spieler · verdeckte Karten" takes two lines in a narrow card
    meta->setStyleSheet(QStringLiteral("color: #5a5a5a;"));
    layout->addWidget(meta);
    auto* buttons = new QBoxLayout(QBoxLayout::LeftToRight);
    m_buttons = buttons;
    auto* play = new QPushButton(tr("New game"), this);
    m_play = play;
    play->setProperty("accent", true);
    play->setObjectName(QStringLiteral("newGame_%1").arg(qs(info.id)));
    auto* rules = new QPushButton(tr("Rules"), this);
    m_rules = rules;
    // Enter presses a focused button here too (outside a dialog Qt's buttons take only Space):
    // the play test tabbed to "New game" and pressed Enter, and nothing happened.
    play->setAutoDefault(true);
    rules->setAutoDefault(true);
    buttons->addWidget(play, 1);
    buttons->addWidget(rules);
    layout->addLayout(buttons);
    const QString id = qs(info.id);
    // A guided first game (issue #17) under the two: the whole width, so no word is cut. A game
    // without a guide keeps the button's room (hidden, see reserveLearnRow) when another card has one.
    m_learn = new QPushButton(tr("Learn to play"), this);
    m_learn->setToolTip(tr("A first game with a guide: each step says what to do and why"));
    m_learn->setAutoDefault(true);
    layout->addWidget(m_learn);
    if (tutorialLanguages(id).isEmpty()) {
        m_learn->hide(); // and nameless: the game has no "Learn to play"
        m_learn->setEnabled(false);
    } else {
        m_learn->setObjectName(QStringLiteral("learn_%1").arg(id));
        connect(m_learn, &QPushButton::clicked, this, [this, id] { emit this->learn(id); });
    }
    connect(play, &QPushButton::clicked, this, [this, id] { emit newGame(id); });
    connect(rules, &QPushButton::clicked, this, [this, id] { emit this->rules(id); });
}

bool GameCard::hasLearn() const {
    return !m_learn->isHidden();
}

void GameCard::reserveLearnRow(bool reserve) {
    if (hasLearn()) return;
    QSizePolicy policy = m_learn->sizePolicy();
    policy.setRetainSizeWhenHidden(reserve);
    m_learn->setSizePolicy(policy);
}

void GameCard::setCardWidth(int width) {
    setFixedWidth(width);
    // Covers are drawn at 29:20.
    const QSize art(width - 24, (width - 24) * 20 / 29);
    m_art->setFixedSize(art);
    m_art->setPixmap(theme::svgPixmap(m_cover, art, devicePixelRatioF()));
    // "New game" and "Rules" side by side where both fit whole, else one over the other (five narrow
    // cards in a row at 1024 px: "Nowa gra" and "Zasady" were cut).
    const int both = m_play->sizeHint().width() + m_rules->sizeHint().width() + m_buttons->spacing();
    m_buttons->setDirection(both <= width - 24 ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
}

void GameCard::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
        emit newGame(qs(m_id));
    QFrame::mouseReleaseEvent(event);
}

GamePicker::GamePicker(const AppContext& context, QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("gamePicker"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto* page = new QWidget(scroll);
    page->setObjectName(QStringLiteral("pickerPage"));
    page->setStyleSheet(QStringLiteral("#pickerPage { background: #f6efe2; }"));
    scroll->setWidget(page);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(kMargin, 20, kMargin, 20);
    layout->setSpacing(16);

    auto* header = new QHBoxLayout;
    auto* logo = new QLabel(page);
    logo->setPixmap(theme::svgPixmap(QStringLiteral(":/icons/dogtable.svg"), {64, 64}, devicePixelRatioF()));
    header->addWidget(logo);
    auto* titles = new QVBoxLayout;
    auto* title = new QLabel(tr("Dogtable"), page);
    title->setFont(ui::uiFont(32, true));
    title->setStyleSheet(QStringLiteral("color: #8a3f22;"));
    auto* subtitle = new QLabel(tr("Five dog board games for one computer. Pick a game to start."), page);
    subtitle->setFont(ui::uiFont(15));
    titles->addWidget(title);
    titles->addWidget(subtitle);
    header->addLayout(titles, 1);
    layout->addLayout(header);

    // Continue: every unfinished game (each has its own autosave), newest first.
    auto section = [page, layout](const QString& objectName, const QString& heading, QVBoxLayout** rows) {
        auto* box = new QFrame(page);
        box->setObjectName(objectName);
        box->setStyleSheet(
            QStringLiteral("#%1 { background: #fbe3d3; border: 1px solid #e3a887; border-radius: 10px; }")
                .arg(objectName));
        auto* v = new QVBoxLayout(box);
        v->setContentsMargins(16, 10, 12, 10);
        v->setSpacing(6);
        auto* title = new QLabel(heading, box);
        title->setFont(ui::uiFont(16, true));
        title->setStyleSheet(QStringLiteral("color: #8a3f22;"));
        v->addWidget(title);
        *rows = new QVBoxLayout;
        (*rows)->setSpacing(4);
        v->addLayout(*rows);
        box->hide();
        layout->addWidget(box);
        return box;
    };
    m_continue.box = section(QStringLiteral("continueList"), tr("Continue a game"), &m_continue.rows);

    m_grid = new QGridLayout;
    m_grid->setHorizontalSpacing(kSpacing);
    m_grid->setVerticalSpacing(kSpacing);
    layout->addLayout(m_grid);
    const auto games = context.playableGames();
    for (const GameInfo* g : games) {
        const auto* view = context.views.find(g->id);
        QString cover = view && !view->coverResource.isEmpty()
                            ? view->coverResource
                            : QStringLiteral(":/covers/%1.svg").arg(qs(g->id));
        auto* card = new GameCard(*g, cover, page);
        connect(card, &GameCard::newGame, this, &GamePicker::newGameRequested);
        connect(card, &GameCard::rules, this, &GamePicker::rulesRequested);
        connect(card, &GameCard::learn, this, &GamePicker::learnRequested);
        m_cards.push_back(card);
    }
    // The cards' buttons line up in a row only if every card has the same buttons under them.
    const bool anyLearn =
        std::any_of(m_cards.begin(), m_cards.end(), [](const GameCard* c) { return c->hasLearn(); });
    for (auto* card : m_cards)
        card->reserveLearnRow(anyLearn);
    if (games.empty()) {
        auto* none = new QLabel(tr("No game with a table is built into this copy of Dogtable."), page);
        none->setFont(ui::uiFont(16));
        m_grid->addWidget(none, 0, 0);
    }
    m_done.box = section(QStringLiteral("finishedList"), tr("Finished games"), &m_done.rows);
    layout->addStretch(1);
    relayout();
}

SavedGameList::SavedGameList(QList<SavedGameRow> rows)
    : size(rows.size()), row([rows = std::move(rows)](qsizetype i) { return rows[i]; }) {}

void GamePicker::fillList(SavedList& list) {
    QVBoxLayout* rows = list.rows;
    QWidget* owner = list.box;
    while (QLayoutItem* item = rows->takeAt(0)) {
        if (QLayout* l = item->layout()) {
            while (QLayoutItem* inner = l->takeAt(0)) {
                delete inner->widget();
                delete inner;
            }
        }
        delete item->widget();
        delete item;
    }
    const qsizetype total = list.games.size;
    // Only the rows shown are made (the rest when "Show all" is pressed).
    const qsizetype shown = list.expanded ? total : std::min<qsizetype>(total, kRowsShown);
    list.shown.clear();
    for (qsizetype i = 0; i < shown; ++i)
        list.shown << list.games.row(i);
    for (const SavedGameRow& g : list.shown) {
        auto* row = new QHBoxLayout;
        auto* text = new QLabel(QStringLiteral("<b>%1</b><br><span style='color:#5a5a5a'>%2</span>")
                                    .arg(g.title.toHtmlEscaped(), g.detail.toHtmlEscaped()),
                                owner);
        text->setWordWrap(true);
        text->setToolTip(g.title + QLatin1Char('\n') + g.detail);
        auto* open = new QPushButton(list.openText, owner);
        open->setProperty("accent", true);
        open->setObjectName(QStringLiteral("openSaved"));
        open->setToolTip(g.title);
        auto* remove = new QPushButton(tr("Delete"), owner);
        remove->setObjectName(QStringLiteral("deleteSaved"));
        remove->setToolTip(tr("Delete this game: %1").arg(g.title));
        open->setAutoDefault(true);
        remove->setAutoDefault(true);
        row->addWidget(text, 1);
        row->addWidget(open);
        row->addWidget(remove);
        rows->addLayout(row);
        const QString path = g.path;
        connect(open, &QPushButton::clicked, this, [this, path] { emit savedGameRequested(path); });
        connect(remove, &QPushButton::clicked, this, [this, path] { emit deleteRequested(path); });
    }
    // "Show all N" under the first rows, and "Show fewer" under the whole list to fold it back (play
    // tester: once opened, a long list could not be folded).
    const bool folded = shown < total;
    if (folded || total > kRowsShown) {
        auto* toggle = new QPushButton(folded ? list.moreText : tr("Show fewer"), owner);
        toggle->setObjectName(folded ? QStringLiteral("showAllSaved") : QStringLiteral("showFewerSaved"));
        toggle->setAutoDefault(true);
        toggle->setFlat(true);
        toggle->setCursor(Qt::PointingHandCursor);
        auto* row = new QHBoxLayout;
        row->addWidget(toggle);
        row->addStretch(1);
        rows->addLayout(row);
        SavedList* which = &list;
        connect(toggle, &QPushButton::clicked, this, [this, which] {
            which->expanded = !which->expanded;
            // The list is rebuilt from a queued call: the button that was clicked goes with it.
            QMetaObject::invokeMethod(
                this,
                [this, which] {
                    fillList(*which);
                    QWidget* owner = which->box;
                    if (which->expanded) {
                        // The focus goes to the first row the button had hidden.
                        const auto opens = owner->findChildren<QPushButton*>(QStringLiteral("openSaved"));
                        if (opens.size() > kRowsShown) opens[kRowsShown]->setFocus(Qt::OtherFocusReason);
                    } else if (auto* more = owner->findChild<QPushButton*>(QStringLiteral("showAllSaved"))) {
                        // Folded: the focus on "Show all", and the list's top in sight.
                        more->setFocus(Qt::OtherFocusReason);
                        if (auto* scroll = findChild<QScrollArea*>())
                            scroll->ensureWidgetVisible(owner, 0, 0);
                    }
                },
                Qt::QueuedConnection);
        });
    }
}

void GamePicker::setSavedGames(SavedGameList unfinished, SavedGameList finished) {
    m_continue.games = std::move(unfinished);
    m_continue.openText = tr("Continue");
    m_continue.moreText =
        tr("Show all %n games in progress", nullptr, static_cast<int>(m_continue.games.size));
    m_done.games = std::move(finished);
    m_done.openText = tr("Show");
    m_done.moreText = tr("Show all %n finished games", nullptr, static_cast<int>(m_done.games.size));
    fillList(m_continue);
    fillList(m_done);
    m_continue.box->setVisible(m_continue.games.size > 0);
    m_done.box->setVisible(m_done.games.size > 0);
}

bool GamePicker::resumeOffered() const {
    return m_continue.games.size > 0;
}

QList<GameCard*> GamePicker::cards() const {
    return m_cards;
}

void GamePicker::showTop() {
    if (auto* scroll = findChild<QScrollArea*>()) scroll->verticalScrollBar()->setValue(0);
    if (!m_continue.box->isHidden())
        if (auto* open = m_continue.box->findChild<QPushButton*>()) open->setFocus(Qt::OtherFocusReason);
}

void GamePicker::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    relayout();
}

void GamePicker::relayout() {
    if (m_cards.isEmpty()) return;
    // As many cards in a row as fit (all five at 1280 px), each as wide as the row allows.
    const int available = std::max(kMinCardWidth, width() - 2 * kMargin - 16);
    const int n = static_cast<int>(m_cards.size());
    const int columns = std::clamp((available + kSpacing) / (kMinCardWidth + kSpacing), 1, n);
    const int cardWidth = std::min(kMaxCardWidth, (available - (columns - 1) * kSpacing) / columns);
    if (columns == m_columns && cardWidth == m_cardWidth) return;
    m_columns = columns;
    m_cardWidth = cardWidth;
    for (auto* c : m_cards) {
        m_grid->removeWidget(c);
        c->setCardWidth(cardWidth);
    }
    // No upright alignment: a card fills its row's height (the tallest card's), see GameCard.
    for (int i = 0; i < n; ++i)
        m_grid->addWidget(m_cards[i], i / columns, i % columns, Qt::AlignLeft);
    for (int c = 0; c < m_grid->columnCount(); ++c)
        m_grid->setColumnStretch(c, 0);
    m_grid->setColumnStretch(columns, 1);
}

} // namespace dogtable::app
