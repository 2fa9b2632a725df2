#include "probe.h"

#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QStandardPaths>
#include <QTimer>

#include <malloc.h>
#include <sys/resource.h>

#include <cstdio>
#include <random>

#include "app_context.h"
#include "dogtable/ui/game_table.h"
#include "dogtable/ui/sprite_cache.h"
#include "main_window.h"
#include "match_controller.h"

namespace dogtable::app {

namespace {

class FirstPaint : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            std::printf("%lld\n", static_cast<long long>(QDateTime::currentMSecsSinceEpoch()));
            std::fflush(stdout);
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_done = false;
};

double cpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

double residentMb() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

} // namespace

int probeFirstPaint(const AppContext& context) {
    QStandardPaths::setTestModeEnabled(true); // never touch the user's autosave
    MainWindow window(context);
    FirstPaint filter;
    window.installEventFilter(&filter);
    window.show();
    return QApplication::exec();
}

int probeTable(const AppContext& context, const QString& gameId, const TableProbe& probe) {
    QStandardPaths::setTestModeEnabled(true);
    MainWindow window(context);
    window.resize(probe.size);
    window.show();
    Setup setup;
    setup.players = probe.players;
    std::vector<SeatInfo> seats;
    for (int i = 0; i < probe.players; ++i)
        seats.push_back(SeatInfo{"Player " + std::to_string(i + 1)});
    auto match = Match::create(context.games, gameId.toStdString(), setup, seats, 42);
    if (!match) {
        std::fprintf(stderr, "dogtable: %s\n", match.error().c_str());
        return 2;
    }
    window.startMatch(std::move(match.value()));
    MatchController& c = window.controller();
    // Let the table settle (chance resolved, hand-over confirmed); with `moves`, play that many random
    // legal moves first, each painted and animated as at a real table, so that the painting caches
    // hold what a game in progress puts in them. Then measure the idle table.
    std::mt19937_64 rng(probe.seed);
    int played = 0;
    QElapsedTimer settle;
    settle.start();
    qint64 settledAt = -1;
    while (settle.elapsed() < 120000 && (settledAt < 0 || settle.elapsed() < settledAt + 1000)) {
        if (c.handOverPending()) c.confirmHandOver();
        if (c.humanToAct() && played < probe.moves && !c.state().isOver()) {
            const std::vector<Action> legal = c.state().legalActions();
            if (!legal.empty()) {
                (void)c.playHuman(
                    legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
                ++played;
            }
        } else if (settledAt < 0 && (c.humanToAct() || c.state().isOver()) && played >= probe.moves) {
            settledAt = settle.elapsed();
        }
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    const double cpu0 = cpuSeconds();
    QElapsedTimer idle;
    idle.start();
    QTimer::singleShot(probe.idleSeconds * 1000, qApp, &QCoreApplication::quit);
    QApplication::exec();
    const double wall = static_cast<double>(idle.elapsed()) / 1000.0;
    const double cpu = cpuSeconds() - cpu0;
    // Where the memory is: the painting caches, and the heap in use and held free by the allocator.
    const struct mallinfo2 heap = mallinfo2();
    constexpr double kMb = 1024.0 * 1024.0;
    std::printf(
        "{\"game\":\"%s\",\"players\":%d,\"rss_mb\":%.1f,\"idle_cpu_percent\":%.2f,\"idle_seconds\":%d,"
        "\"w\":%d,\"h\":%d,\"moves\":%d,\"sprite_cache_mb\":%.1f,\"sprite_limit_mb\":%.1f,"
        "\"table_layer_mb\":%.1f,\"heap_in_use_mb\":%.1f,\"heap_free_mb\":%.1f}\n",
        qPrintable(gameId), probe.players, residentMb(), 100.0 * cpu / wall, probe.idleSeconds,
        window.width(), window.height(), played,
        static_cast<double>(ui::SpriteCache::instance().bytes()) / kMb,
        static_cast<double>(ui::SpriteCache::instance().limit()) / kMb,
        static_cast<double>(ui::TableBase::layerBytes()) / kMb, static_cast<double>(heap.uordblks) / kMb,
        static_cast<double>(heap.fordblks) / kMb);
    return 0;
}

int probeAutoplay(const AppContext& context, const QString& gameId, int players) {
    MainWindow window(context);
    Setup setup;
    setup.players = players;
    std::vector<SeatInfo> seats;
    for (int i = 0; i < players; ++i)
        seats.push_back(SeatInfo{"Bot " + std::to_string(i + 1), true, "random"});
    auto match = Match::create(context.games, gameId.toStdString(), setup, seats, 7);
    if (!match) {
        std::fprintf(stderr, "dogtable: %s\n", match.error().c_str());
        return 2;
    }
    MatchController& c = window.controller();
    c.setComputerPaceMs(0);
    c.setChancePaceMs(0);
    QObject::connect(&c, &MatchController::changed, &window, [&c] {
        if (!c.hasMatch()) return;
        std::printf("saved %zu\n", c.match().actions().size());
        std::fflush(stdout);
        if (c.state().isOver()) QTimer::singleShot(0, qApp, &QCoreApplication::quit);
    });
    window.startMatch(std::move(match.value()));
    return QApplication::exec();
}

} // namespace dogtable::app
