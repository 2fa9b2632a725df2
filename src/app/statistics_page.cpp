#include "statistics_page.h"

#include "app_context.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <map>
#include <tuple>

#include "dogtable/ui/style.h"
#include "new_game_dialog.h"
#include "save_files.h"

namespace dogtable::app {

namespace {

/// The players shown in the chart: the most games first, at most one a seat colour (six), so that
/// no two lines share a colour; a note under the chart names the players left out.
constexpr int kChartPlayers = 6;
/// The table's columns of scores (the other columns count games).
constexpr int kBestScore = 4;
constexpr int kMeanScore = 5;

QString who(const history::PlayerStats& p) {
    return p.computer ? StatisticsPage::tr("%1 (computer)").arg(p.name) : p.name;
}

QVariant keyData(const history::PlayerStats& p) {
    return QVariantList{p.profile, p.name, p.computer};
}

history::PlayerKey keyOf(const QVariant& v) {
    const QVariantList l = v.toList();
    if (l.size() != 3) return {};
    return history::PlayerKey{l[0].toLongLong(), l[0].toLongLong() >= 0 ? QString() : l[1].toString(),
                              l[0].toLongLong() >= 0 ? false : l[2].toBool()};
}

} // namespace

TimeTicks timeTicks(const QDateTime& first, const QDateTime& last, int most) {
    constexpr qint64 minute = 60, hour = 3600, day = 86400;
    static constexpr qint64 steps[] = {minute,      2 * minute, 5 * minute, 10 * minute, 15 * minute,
                                       30 * minute, hour,       2 * hour,   3 * hour,    6 * hour,
                                       12 * hour,   day,        2 * day,    7 * day,     14 * day,
                                       30 * day,    91 * day,   182 * day,  365 * day};
    // Room before the first game and after the last: a twentieth of the time between, ten minutes
    // at least (a dot on the plot's edge is half drawn).
    const qint64 pad = std::max<qint64>(600, first.secsTo(last) / 20);
    // On the local clock: an hour's step falls on whole hours, a day's on midnight.
    const qint64 offset = first.toLocalTime().offsetFromUtc(); // as the axis shows it
    const qint64 from = first.toSecsSinceEpoch() + offset - pad;
    const qint64 to = std::max(first.toSecsSinceEpoch(), last.toSecsSinceEpoch()) + offset + pad;
    TimeTicks out;
    for (const qint64 step : steps) {
        // The ends on whole steps.
        const qint64 start = from - ((from % step) + step) % step;
        const qint64 below = to - ((to % step) + step) % step;
        const qint64 end = below == to ? to : below + step;
        const qint64 count = (end - start) / step;
        if (count > most && step != steps[std::size(steps) - 1]) continue;
        out.start = QDateTime::fromSecsSinceEpoch(start - offset);
        out.end = QDateTime::fromSecsSinceEpoch(end - offset);
        out.stepSeconds = step;
        out.ticks = static_cast<int>(count) + 1;
        break;
    }
    return out;
}

StatisticsPage::StatisticsPage(const GameRegistry& registry, history::HistoryDb* db, QWidget* parent)
    : QDialog(parent), m_registry(registry), m_db(db) {
    setObjectName(QStringLiteral("statisticsPage"));
    setWindowTitle(tr("Statistics"));
    m_savePath = [this](const QString& suggested) {
        return QFileDialog::getSaveFileName(this, tr("Export the statistics"), suggested,
                                            tr("CSV files (*.csv)"));
    };
    // Everything but Close scrolls inside the page: it fits a 1024×700 window (play tester D: its
    // bottom and Close were below the window).
    auto* outer = new QVBoxLayout(this);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("statsScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Game"), this));
    m_game = new QComboBox(this);
    m_game->setObjectName(QStringLiteral("statsGame"));
    top->addWidget(m_game, 1);
    m_export = new QPushButton(tr("Export CSV…"), this);
    m_export->setObjectName(QStringLiteral("exportCsv"));
    top->addWidget(m_export);
    layout->addLayout(top);

    m_table = new QTableWidget(0, 9, this);
    m_table->setObjectName(QStringLiteral("statsTable"));
    m_table->setHorizontalHeaderLabels({tr("Player"), tr("Games"), tr("Wins"), tr("Win rate"),
                                        tr("Best score"), tr("Mean score"), tr("Streak"), tr("Best streak"),
                                        tr("Last played")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    // Every column as wide as its contents (names whole, never "Reks ..."); the room left goes to
    // the last one.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The names take what is left (a wide window leaves the numbers beside them, not a date far away).
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->setMinimumHeight(120);
    layout->addWidget(m_table, 2);

    auto* h2h = new QHBoxLayout;
    h2h->addWidget(new QLabel(tr("Head to head"), this));
    m_first = new QComboBox(this);
    m_first->setObjectName(QStringLiteral("h2hFirst"));
    m_second = new QComboBox(this);
    m_second->setObjectName(QStringLiteral("h2hSecond"));
    h2h->addWidget(m_first, 1);
    h2h->addWidget(new QLabel(tr("against"), this));
    h2h->addWidget(m_second, 1);
    layout->addLayout(h2h);
    m_headToHead = new QLabel(this);
    m_headToHead->setObjectName(QStringLiteral("h2hResult"));
    m_headToHead->setWordWrap(true);
    layout->addWidget(m_headToHead);

    m_chart = new QChartView(this);
    m_chart->setObjectName(QStringLiteral("winRateChart"));
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(180); // the chart gives up height first: the page fits 1024×700
    layout->addWidget(m_chart, 3);
    m_chartNote = new QLabel(this);
    m_chartNote->setObjectName(QStringLiteral("chartNote"));
    m_chartNote->setWordWrap(true);
    m_chartNote->setStyleSheet(QStringLiteral("color: #5a5a5a;"));
    layout->addWidget(m_chartNote);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("statsProblem"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    scroll->setWidget(content);
    outer->addWidget(scroll, 1);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer->addWidget(close);

    connect(m_game, &QComboBox::currentIndexChanged, this, [this] { showGame(); });
    connect(m_first, &QComboBox::currentIndexChanged, this, [this] { showHeadToHead(); });
    connect(m_second, &QComboBox::currentIndexChanged, this, [this] { showHeadToHead(); });
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path =
            m_savePath(QDir(saveFolder()).filePath(QStringLiteral("dogtable-statistics.csv")));
        if (!path.isEmpty()) exportCsv(path);
    });
    if (!m_db) m_problem->setText(tr("The history cannot be opened, so there are no statistics now."));
    reload();
}

QString StatisticsPage::gameName(const QString& id) const {
    if (id.isEmpty()) return tr("All games");
    const GameInfo* info = m_registry.find(id.toStdString());
    return info ? app::gameName(*info) : id;
}

QString StatisticsPage::selectedGame() const {
    return m_game->currentData().toString();
}

void StatisticsPage::reload() {
    m_games = m_db ? m_db->games() : std::vector<history::GameRecord>{};
    // A seat's default name is one player whatever the language it was played in: "Player 1",
    // "Gracz 1", "Jogador 1" and "Spieler 1" are the same (unnamed) player at seat 1, under
    // today's word. A player who never typed a name keeps their games; a language change does not
    // make a stranger of them.
    for (history::GameRecord& g : m_games)
        for (history::SeatRecord& s : g.seats)
            if (s.isSeat && s.profile < 0)
                if (const int n = defaultSeatNumber(s.name); n > 0) s.name = defaultSeatName(n);
    m_stats = history::statistics(m_games);
    const QString keep = selectedGame();
    const QSignalBlocker block(m_game);
    m_game->clear();
    m_game->addItem(tr("All games"), QString());
    for (const auto& g : m_stats)
        if (!g.gameId.isEmpty())
            m_game->addItem(g.games == 1 ? tr("%1 (1 game)").arg(gameName(g.gameId))
                                         : tr("%1 (%n games)", nullptr, g.games).arg(gameName(g.gameId)),
                            g.gameId);
    m_game->setCurrentIndex(std::max(0, m_game->findData(keep)));
    m_export->setEnabled(!m_stats.empty());
    if (m_db && m_games.empty()) m_problem->setText(tr("No finished game yet: play one to the end."));
    showGame();
}

void StatisticsPage::showGame() {
    const QString id = selectedGame();
    m_shown.clear();
    for (const auto& g : m_stats)
        if (g.gameId == id) m_shown = g.players;
    m_table->setRowCount(static_cast<int>(m_shown.size()));
    // Every game together has no best or mean score: Ciapki's dogs and Dog Kids' goals do not add
    // up (play tester D); games, wins and streaks do.
    m_table->setColumnHidden(kBestScore, id.isEmpty());
    m_table->setColumnHidden(kMeanScore, id.isEmpty());
    const QLocale locale;
    for (int r = 0; r < static_cast<int>(m_shown.size()); ++r) {
        const history::PlayerStats& p = m_shown[static_cast<std::size_t>(r)];
        const QStringList cells{who(p),
                                QString::number(p.games),
                                QString::number(p.wins),
                                tr("%1 %").arg(locale.toString(p.winRate * 100.0, 'f', 0)),
                                QString::number(p.bestScore),
                                locale.toString(p.meanScore, 'f', 1),
                                QString::number(p.streak),
                                QString::number(p.bestStreak),
                                locale.toString(p.lastPlayed.date(), QLocale::ShortFormat)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c > 0) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    const QString keepFirst = m_first->currentText();
    const QString keepSecond = m_second->currentText();
    for (QComboBox* box : {m_first, m_second}) {
        const QSignalBlocker block(box);
        box->clear();
        for (const auto& p : m_shown)
            box->addItem(who(p), keyData(p));
    }
    // The two chosen before when both are here and differ; one of them with the player they met
    // most; else the two who met most (never one player twice).
    int a = m_first->findText(keepFirst);
    int b = m_second->findText(keepSecond);
    if (a >= 0 && b < 0) {
        const auto [x, y] = mostMet(a);
        b = x == a ? y : x;
    } else if (b >= 0 && a < 0) {
        const auto [x, y] = mostMet(b);
        a = x == b ? y : x;
    }
    if (a < 0 || b < 0 || a == b) std::tie(a, b) = mostMet();
    {
        const QSignalBlocker blockFirst(m_first);
        const QSignalBlocker blockSecond(m_second);
        m_first->setCurrentIndex(a);
        m_second->setCurrentIndex(b);
    }
    showHeadToHead();
    showChart();
    fitWidth();
}

std::pair<int, int> StatisticsPage::mostMet(int with) const {
    const int n = static_cast<int>(m_shown.size());
    if (n < 2) return {0, 0};
    std::vector<history::PlayerKey> keys;
    for (const auto& p : m_shown)
        keys.push_back(history::PlayerKey::of(p));
    std::map<std::pair<int, int>, int> met;
    const QString id = selectedGame();
    for (const history::GameRecord& g : m_games) {
        if (!id.isEmpty() && g.gameId != id) continue;
        std::vector<int> rows;
        for (const history::SeatRecord& s : g.seats) {
            const auto at = std::find(keys.begin(), keys.end(), history::PlayerKey::of(s));
            if (at != keys.end()) rows.push_back(static_cast<int>(at - keys.begin()));
        }
        std::sort(rows.begin(), rows.end());
        rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
        for (std::size_t i = 0; i < rows.size(); ++i)
            for (std::size_t j = i + 1; j < rows.size(); ++j)
                ++met[{rows[i], rows[j]}];
    }
    std::pair<int, int> best{0, 1};
    if (with >= 0) best = with == 0 ? std::pair{0, 1} : std::pair{0, with};
    int most = 0;
    for (const auto& [pair, count] : met) // in the table's order: the first pair of the most games
        if (count > most && (with < 0 || pair.first == with || pair.second == with)) {
            most = count;
            best = pair;
        }
    return best;
}

void StatisticsPage::showHeadToHead() {
    if (m_first->count() < 2 || m_first->currentIndex() == m_second->currentIndex()) {
        m_headToHead->setText(m_first->count() < 2 ? tr("Two players are needed for a head-to-head.")
                                                   : tr("Choose two different players."));
        return;
    }
    const auto h = history::headToHead(m_games, keyOf(m_first->currentData()), keyOf(m_second->currentData()),
                                       selectedGame());
    const QString a = m_first->currentText();
    const QString b = m_second->currentText();
    if (h.games == 0) {
        m_headToHead->setText(tr("%1 and %2 have not played together yet.").arg(a, b));
        return;
    }
    // "in 1 game", "in 3 games" (Polish: "w 1 grze", "w 3 grach"): play tester, "— w 1" read oddly.
    const auto ahead = [](const QString& who, int games) {
        return (games == 1 ? tr("%1 in 1 game") : tr("%1 in %n games", nullptr, games)).arg(who);
    };
    const QLocale locale;
    m_headToHead->setText(tr("Games together: %1. %2 won %3, %4 won %5. More points than the other: %6, %7.")
                              .arg(locale.toString(h.games), a, locale.toString(h.firstWins), b,
                                   locale.toString(h.secondWins), ahead(a, h.firstAhead),
                                   ahead(b, h.secondAhead)));
}

void StatisticsPage::showChart() {
    auto* chart = new QChart;
    chart->setTitle(tr("Win rate over time"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    std::vector<history::PlayerStats> players = m_shown;
    std::stable_sort(
        players.begin(), players.end(),
        [](const history::PlayerStats& a, const history::PlayerStats& b) { return a.games > b.games; });
    QStringList left;
    const auto shown = static_cast<std::size_t>(kChartPlayers);
    for (std::size_t i = shown; i < players.size(); ++i)
        left << who(players[i]);
    if (players.size() > shown) players.resize(shown);
    m_chartNote->setText(left.isEmpty()
                             ? QString()
                             : tr("The chart shows the %1 players with the most games; not shown: %2.")
                                   .arg(kChartPlayers)
                                   .arg(left.join(QStringLiteral(", "))));
    m_chartNote->setVisible(!left.isEmpty());
    auto* x = new QDateTimeAxis;
    x->setFormat(QStringLiteral("yyyy-MM-dd"));
    x->setTitleText(tr("Date"));
    auto* y = new QValueAxis;
    // Room below 0 % and above 100 %: a dot at 100 % was half cut off by the plot's top.
    y->setRange(-kWinRateMargin, 100.0 + kWinRateMargin);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0);
    y->setTickInterval(25);
    y->setLabelFormat(QStringLiteral("%d %"));
    y->setTitleText(tr("Win rate"));
    y->setTitleVisible(false); // the chart's title says it; an upright one is cut short in Polish
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    QDateTime first, last;
    // Each player keeps one colour whichever players the chart shows and however their games
    // change the order of the rows (play tester D: Pies red, then blue), the colour a table drew
    // them in: a profile's colour preference, else the palette entry of their seat in their first
    // game (play tester: the chart's colours were not the tables'); on a clash the one who came
    // first keeps it.
    std::vector<history::PlayerKey> arrival;
    std::vector<int> firstSeat; // of each player of `arrival`
    {
        std::vector<const history::GameRecord*> byTime;
        for (const auto& g : m_games)
            byTime.push_back(&g);
        std::stable_sort(byTime.begin(), byTime.end(),
                         [](const auto* a, const auto* b) { return a->finished < b->finished; });
        for (const auto* g : byTime)
            for (const history::SeatRecord& s : g->seats)
                if (std::find(arrival.begin(), arrival.end(), history::PlayerKey::of(s)) == arrival.end()) {
                    arrival.push_back(history::PlayerKey::of(s));
                    firstSeat.push_back(s.seat);
                }
    }
    auto arrivedAt = [&arrival](const history::PlayerStats& p) {
        return static_cast<int>(std::find(arrival.begin(), arrival.end(), history::PlayerKey::of(p)) -
                                arrival.begin());
    };
    std::vector<history::Profile> profiles;
    if (m_db) profiles = m_db->profiles(true); // a removed profile's games keep their colour
    std::vector<std::size_t> byArrival(players.size());
    for (std::size_t i = 0; i < players.size(); ++i)
        byArrival[i] = i;
    std::stable_sort(byArrival.begin(), byArrival.end(), [&](std::size_t a, std::size_t b) {
        return arrivedAt(players[a]) < arrivedAt(players[b]);
    });
    const int entries = static_cast<int>(ui::themeColours().seats.size());
    std::vector<int> preferences;
    for (const std::size_t i : byArrival) {
        const history::PlayerStats& p = players[i];
        const auto at = static_cast<std::size_t>(arrivedAt(p));
        int want = entries <= 0 ? -1 : at < firstSeat.size() ? std::max(0, firstSeat[at]) % entries : -1;
        for (const auto& profile : profiles)
            if (p.profile >= 0 && profile.id == p.profile && profile.colour >= 0) want = profile.colour;
        preferences.push_back(want);
    }
    const ui::SeatPalette resolved = ui::paletteFor(preferences);
    std::vector<int> colours(players.size(), 0);
    for (std::size_t k = 0; k < byArrival.size(); ++k)
        colours[byArrival[k]] = resolved[k];
    std::size_t colour = 0;
    for (const auto& p : players) {
        auto* line = new QLineSeries;
        line->setName(who(p));
        line->setPointsVisible(true);
        QPen pen(ui::paletteColour(colours[colour++]), 2.5);
        line->setPen(pen);
        for (const auto& [when, rate] :
             history::winRateOverTime(m_games, history::PlayerKey::of(p), selectedGame())) {
            line->append(static_cast<qreal>(when.toMSecsSinceEpoch()), rate * 100.0);
            if (!first.isValid() || when < first) first = when;
            if (!last.isValid() || when > last) last = when;
        }
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    // A dot that a later line's dot covers (two players losing the same game: both 0 %) is drawn
    // larger, a ring around the other (play tester D: a 0 % dot hid under another).
    const QList<QAbstractSeries*> lines = chart->series();
    for (qsizetype i = 0; i < lines.size(); ++i) {
        auto* below = static_cast<QLineSeries*>(lines[i]);
        for (int k = 0; k < below->count(); ++k) {
            int over = 0;
            for (qsizetype j = i + 1; j < lines.size(); ++j)
                if (static_cast<QLineSeries*>(lines[j])->points().contains(below->at(k))) ++over;
            if (over > 0) // a dot is some 7 px across; the size is a radius: a ring of 3 px a dot over it
                below->setPointConfiguration(k, QXYSeries::PointConfiguration::Size, 3.5 + 3.0 * over);
        }
    }
    if (first.isValid()) {
        // Ticks on whole steps (play tester: every 32 minutes), with room at both ends.
        // Up to eight steps: with six, a month of games sat in 56 days of two-week steps (seen on
        // screen); eight dates or times fit the chart's width at 1024 px.
        const TimeTicks ticks = timeTicks(first, last, 8);
        x->setRange(ticks.start, ticks.end);
        x->setTickCount(ticks.ticks);
        // Games of one day: the hours (the day in the title); of longer: the dates, and the hours
        // when the steps are shorter than a day.
        if (ticks.start.date() == ticks.end.date()) {
            x->setFormat(QStringLiteral("HH:mm"));
            x->setTitleText(tr("Time on %1").arg(QLocale().toString(first.date(), QLocale::ShortFormat)));
        } else if (ticks.stepSeconds < 86400) {
            x->setFormat(QStringLiteral("MM-dd HH:mm"));
        }
    }
    QChart* old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
}

void StatisticsPage::fitWidth() {
    // Every column whole: the page grows to the table's width (within the screen) rather than
    // hiding the last columns behind a scroll bar.
    const QHeaderView* header = m_table->horizontalHeader();
    int wanted = 2 * m_table->frameWidth() + m_table->verticalScrollBar()->sizeHint().width();
    for (int c = 0; c < header->count(); ++c)
        if (!header->isSectionHidden(c))
            wanted += std::max(header->sectionSize(c), header->sectionSizeHint(c));
    const QMargins margins = layout()->contentsMargins();
    wanted += margins.left() + margins.right();
    if (const auto* scroll = findChild<QScrollArea*>(QStringLiteral("statsScroll")))
        wanted += scroll->verticalScrollBar()->sizeHint().width(); // when the page scrolls
    const QScreen* screen = this->screen();
    const int room = screen ? screen->availableGeometry().width() - 40 : wanted;
    const int width = std::min(wanted, room);
    // And within the screen's height (a 700-pixel screen, its title bar) and the window's it opens
    // over: what does not fit scrolls inside the page.
    int tall = screen ? screen->availableGeometry().height() - 40 : height();
    if (const QWidget* owner = parentWidget())
        tall = std::min(tall, std::max(400, owner->window()->height() - 40));
    const int height = std::min(this->height(), tall);
    if (width > this->width() || height != this->height()) resize(std::max(width, this->width()), height);
}

bool StatisticsPage::selectGame(const QString& gameId) {
    const int i = m_game->findData(gameId);
    if (i < 0) return false;
    m_game->setCurrentIndex(i);
    return true;
}

bool StatisticsPage::selectHeadToHead(const QString& first, const QString& second) {
    const int a = m_first->findText(first);
    const int b = m_second->findText(second);
    if (a < 0 || b < 0) return false;
    m_first->setCurrentIndex(a);
    m_second->setCurrentIndex(b);
    showHeadToHead();
    return true;
}

int StatisticsPage::rows() const {
    return m_table->rowCount();
}

QString StatisticsPage::cell(int row, int column) const {
    const QTableWidgetItem* item = m_table->item(row, column);
    return item ? item->text() : QString();
}

QString StatisticsPage::headToHeadText() const {
    return m_headToHead->text();
}

int StatisticsPage::chartLines() const {
    return m_chart->chart() ? static_cast<int>(m_chart->chart()->series().size()) : 0;
}

bool StatisticsPage::exportCsv(const QString& path) {
    QString error;
    if (!writeFileAtomically(path, history::statisticsCsv(m_stats).toUtf8(), &error)) {
        m_problem->setText(tr("The statistics could not be written (%1).").arg(error));
        return false;
    }
    m_problem->setText(tr("The statistics were written to %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

QString StatisticsPage::problem() const {
    return m_problem->text();
}

} // namespace dogtable::app
