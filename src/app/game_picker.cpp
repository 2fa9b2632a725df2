#include "game_picker.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include "dogtable/ui/style.h"
#include "theme.h"

namespace dogtable::app {

namespace {
constexpr int kMaxCardWidth = 300;
constexpr int kMinCardWidth = 216;
constexpr int kSpacing = 18;
constexpr int kMargin = 28;
} // namespace

GameCard::GameCard(const GameInfo& info, const QString& cover, QWidget* parent)
    : QFrame(parent), m_id(info.id), m_cover(cover) {
    setObjectName(QStringLiteral("gameCard"));
    setCursor(Qt::PointingHandCursor);
    setStyleSheet(QStringLiteral("#gameCard { background: #fffaf1; border: 1px solid #dccbb0; border-radius: 14px; }"
                                 "#gameCard:hover { border: 2px solid #c8643b; }"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(6);
    m_art = new QLabel(this);
    layout->addWidget(m_art);
    auto* name = new QLabel(qs(info.name), this);
    name->setFont(ui::uiFont(20, true));
    name->setStyleSheet(QStringLiteral("color: #8a3f22;"));
    layout->addWidget(name);
    auto* blurb = new QLabel(qs(info.blurb), this);
    blurb->setWordWrap(true);
    blurb->setFont(ui::uiFont(13));
    blurb->setMinimumHeight(54);
    blurb->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(blurb, 1);
    const QString players = info.minPlayers == info.maxPlayers
                                ? (info.minPlayers == 1 ? tr("1 player") : tr("%1 players").arg(info.minPlayers))
                                : tr("%1–%2 players").arg(info.minPlayers).arg(info.maxPlayers);
    auto* meta = new QLabel(info.hidesInformation ? players + QStringLiteral(" · ") + tr("hidden hands")
                                                  : players,
                            this);
    meta->setFont(ui::uiFont(12));
    meta->setStyleSheet(QStringLiteral("color: #5a5a5a;"));
    layout->addWidget(meta);
    auto* buttons = new QHBoxLayout;
    auto* play = new QPushButton(tr("New game"), this);
    play->setProperty("accent", true);
    play->setObjectName(QStringLiteral("newGame_%1").arg(qs(info.id)));
    auto* rules = new QPushButton(tr("Rules"), this);
    buttons->addWidget(play, 1);
    buttons->addWidget(rules);
    layout->addLayout(buttons);
    const QString id = qs(info.id);
    connect(play, &QPushButton::clicked, this, [this, id] { emit newGame(id); });
    connect(rules, &QPushButton::clicked, this, [this, id] { emit this->rules(id); });
}

void GameCard::setCardWidth(int width) {
    setFixedWidth(width);
    // Covers are drawn at 29:20.
    const QSize art(width - 24, (width - 24) * 20 / 29);
    m_art->setFixedSize(art);
    m_art->setPixmap(theme::svgPixmap(m_cover, art, devicePixelRatioF()));
}

void GameCard::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint())) emit newGame(qs(m_id));
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

    m_resume = new QFrame(page);
    m_resume->setObjectName(QStringLiteral("resumeOffer"));
    m_resume->setStyleSheet(
        QStringLiteral("#resumeOffer { background: #fbe3d3; border: 1px solid #e3a887; border-radius: 10px; }"));
    auto* rl = new QHBoxLayout(m_resume);
    rl->setContentsMargins(16, 10, 12, 10);
    m_resumeText = new QLabel(m_resume);
    m_resumeText->setWordWrap(true);
    auto* resume = new QPushButton(tr("Resume last game"), m_resume);
    resume->setObjectName(QStringLiteral("resumeButton"));
    resume->setProperty("accent", true);
    connect(resume, &QPushButton::clicked, this, &GamePicker::resumeRequested);
    rl->addWidget(m_resumeText, 1);
    rl->addWidget(resume);
    m_resume->hide();
    layout->addWidget(m_resume);

    m_grid = new QGridLayout;
    m_grid->setHorizontalSpacing(kSpacing);
    m_grid->setVerticalSpacing(kSpacing);
    layout->addLayout(m_grid);
    const auto games = context.playableGames();
    for (const GameInfo* g : games) {
        const auto* view = context.views.find(g->id);
        QString cover = view && !view->coverResource.isEmpty() ? view->coverResource
                                                               : QStringLiteral(":/covers/%1.svg").arg(qs(g->id));
        auto* card = new GameCard(*g, cover, page);
        connect(card, &GameCard::newGame, this, &GamePicker::newGameRequested);
        connect(card, &GameCard::rules, this, &GamePicker::rulesRequested);
        m_cards.push_back(card);
    }
    if (games.empty()) {
        auto* none = new QLabel(tr("No game with a table is built into this copy of Dogtable."), page);
        none->setFont(ui::uiFont(16));
        m_grid->addWidget(none, 0, 0);
    }
    layout->addStretch(1);
    relayout();
}

void GamePicker::setResumeOffer(const QString& summary) {
    m_resumeText->setText(summary);
    m_resume->setVisible(!summary.isEmpty());
}

bool GamePicker::resumeOffered() const { return !m_resume->isHidden(); }

QList<GameCard*> GamePicker::cards() const { return m_cards; }

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
    for (int i = 0; i < n; ++i) m_grid->addWidget(m_cards[i], i / columns, i % columns, Qt::AlignTop | Qt::AlignLeft);
    for (int c = 0; c < m_grid->columnCount(); ++c) m_grid->setColumnStretch(c, 0);
    m_grid->setColumnStretch(columns, 1);
}

} // namespace dogtable::app
