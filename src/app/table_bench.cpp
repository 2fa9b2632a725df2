#include "table_bench.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QMouseEvent>
#include <QTimer>

#include <time.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <thread>
#include <vector>

#include "app_context.h"
#include "dogtable/bots/bot.h"
#include "dogtable/core/rng.h"
#include "dogtable/ui/game_table.h"
#include "dogtable/ui/sprite_cache.h"
#include "dogtable/ui/style.h"
#include "match_controller.h"
#include "screenshot.h"

namespace dogtable::app {

namespace {

constexpr std::uint64_t kSeed = 7;
constexpr int kMoves = 60;
constexpr int kPlayers = 4;

double ms(const QElapsedTimer& t) {
    return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

/// CPU time of this thread in ms: what the painting costs however busy the machine is.
double cpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

void settle() {
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
}

/// Counts the paint events a widget receives.
class PaintCounter : public QObject {
public:
    using QObject::QObject;
    int paints = 0;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint) ++paints;
        return QObject::eventFilter(watched, event);
    }
};

struct Frames {
    int frames = 0;
    double spanMs = 0; // first to last frame
    double meanMs = 0, worstMs = 0, meanCpuMs = 0;
    int over16 = 0, over8 = 0;
    double startMs = 0, startCpuMs = 0;     // the action shown: noteAction + showState, before any frame
    double prepareMs = 0, prepareCpuMs = 0; // of which the static layer painted ahead of the flight
    std::vector<double> each;               // every frame's paint, in order (wall ms)
    std::vector<double> eachCpu;            // the same, CPU ms; "L" marks a frame that painted the layer
};

/// Runs the event loop for `windowMs`, timing each pass that painted the table.
Frames runFrames(QWidget& table, PaintCounter& counter, int windowMs) {
    Frames f;
    QElapsedTimer clock;
    clock.start();
    double first = -1, last = -1, sum = 0, cpuSum = 0;
    bool stop = false;
    QTimer::singleShot(windowMs, &table, [&stop] { stop = true; });
    while (!stop) {
        const int before = counter.paints;
        const int redraws = ui::TableBase::layerRedraws();
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
        if (counter.paints == before) continue;
        f.eachCpu.push_back(ui::TableBase::lastPaintCpuMs() *
                            (ui::TableBase::layerRedraws() > redraws ? -1 : 1));
        const double dt = ui::TableBase::lastPaintMs(); // the frame's painting
        cpuSum += ui::TableBase::lastPaintCpuMs();
        const double at = ms(clock);
        if (first < 0) first = at;
        last = at;
        ++f.frames;
        f.each.push_back(dt);
        sum += dt;
        f.worstMs = std::max(f.worstMs, dt);
        if (dt > 16.7) ++f.over16;
        if (dt > 8.0) ++f.over8;
    }
    f.spanMs = f.frames > 1 ? last - first : 0;
    f.meanMs = f.frames > 0 ? sum / f.frames : 0;
    f.meanCpuMs = f.frames > 0 ? cpuSum / f.frames : 0;
    return f;
}

QString framesJson(const Frames& f) {
    const double fps = f.spanMs > 0 ? 1000.0 * (f.frames - 1) / f.spanMs : 0;
    QStringList each;
    for (const double d : f.each)
        each << QString::number(d, 'f', 1);
    QStringList eachCpu; // negative: that frame painted (part of) the static layer
    for (const double d : f.eachCpu)
        eachCpu << QString::number(d, 'f', 1);
    return QStringLiteral("{\"frames\":%1,\"span_ms\":%2,\"fps\":%3,\"mean_ms\":%4,\"worst_ms\":%5,"
                          "\"over_16_7_ms\":%6,\"over_8_ms\":%7,\"mean_cpu_ms\":%8,\"start_ms\":%9,"
                          "\"start_cpu_ms\":%10,\"frame_ms\":[%11],\"prepare_ms\":%12,\"prepare_cpu_ms\":%13,"
                          "\"frame_cpu_ms\":[%14]}")
        .arg(f.frames)
        .arg(f.spanMs, 0, 'f', 1)
        .arg(fps, 0, 'f', 1)
        .arg(f.meanMs, 0, 'f', 2)
        .arg(f.worstMs, 0, 'f', 2)
        .arg(f.over16)
        .arg(f.over8)
        .arg(f.meanCpuMs, 0, 'f', 2)
        .arg(f.startMs, 0, 'f', 2)
        .arg(f.startCpuMs, 0, 'f', 2)
        .arg(each.join(QLatin1Char(',')))
        .arg(f.prepareMs, 0, 'f', 2)
        .arg(f.prepareCpuMs, 0, 'f', 2)
        .arg(eachCpu.join(QLatin1Char(',')));
}

/// The busy position: 4 players, kMoves random legal moves (chance resolved).
Expected<Match> busyMatch(const AppContext& context, const std::string& game) {
    return randomMatch(context, game, kPlayers, kSeed, kMoves);
}

Seat seatOf(const GameState& st) {
    const Seat s = st.currentSeat();
    return s >= 0 ? s : 0;
}

} // namespace

int benchTables(const AppContext& context, const QStringList& games, int reps, bool cached) {
    ui::TableBase::setLayerCacheEnabled(cached);
    ui::SpriteCache::instance().setEnabled(cached);
    QStringList ids = games;
    if (ids.isEmpty())
        for (const auto& g : context.playableGames())
            ids << QString::fromStdString(g->id);
    QStringList out;
    for (const QString& qid : ids) {
        const std::string id = qid.toStdString();
        const ui::ViewInfo* info = context.views.find(id);
        auto match = busyMatch(context, id);
        if (!info || !match) {
            std::fprintf(stderr, "dogtable: cannot bench %s\n", qPrintable(qid));
            return 2;
        }
        ui::setAnimationFactor(0.0);
        ui::SpriteCache::instance().clear();
        std::unique_ptr<ui::GameView> table(info->create(nullptr));
        PaintCounter counter;
        table->installEventFilter(&counter);
        table->resize(1920, 1080);
        table->show();
        const Seat seat = seatOf(match->state());
        // The busy position and the kNext positions after it (random moves, chance resolved).
        constexpr int kNext = 8;
        std::vector<std::unique_ptr<GameState>> positions;
        for (int k = 0; k <= kNext; ++k)
            if (auto m = randomMatch(context, id, kPlayers, kSeed, kMoves + k); m && !m->state().isOver())
                positions.push_back(m->state().clone());
        table->showState(match->state(), seat, true);
        settle();
        QStringList sizes;
        struct Size {
            int w, h;
            double dpr;
        };
        const Size kSizes[] = {{1024, 700, 1}, {1920, 1080, 1}, {3840, 2160, 1}, {1920, 1080, 2}};
        for (const Size& s : kSizes) {
            table->resize(s.w, s.h);
            settle();
            QImage image(static_cast<int>(s.w * s.dpr), static_cast<int>(s.h * s.dpr),
                         QImage::Format_ARGB32_Premultiplied);
            image.setDevicePixelRatio(s.dpr);
            table->render(&image); // warm up
            std::vector<double> full, fresh, fullCpu, freshCpu;
            for (int i = 0; i < reps; ++i) {
                QElapsedTimer t;
                t.start();
                const double c0 = cpuMs();
                table->render(&image);
                fullCpu.push_back(cpuMs() - c0);
                full.push_back(ms(t));
            }
            // The table alone, without its child widgets (what they cost is the difference).
            std::vector<double> alone;
            for (int i = 0; i < reps; ++i) {
                const double c0 = cpuMs();
                table->render(&image, QPoint(), QRegion(), QWidget::DrawWindowBackground);
                alone.push_back(cpuMs() - c0);
            }
            // A new position: the next of the busy game's positions arrives (one move on, for the
            // same viewer, whose turn or not), is laid out and painted. Never the same view again:
            // what changed from one position to the next is what a player waits for.
            for (int i = 0; i < std::max(5, reps / 4); ++i) {
                const GameState& next = *positions[static_cast<std::size_t>(i + 1) % positions.size()];
                QElapsedTimer t;
                t.start();
                const double c0 = cpuMs();
                table->showState(next, seat, next.currentSeat() == seat);
                table->render(&image);
                freshCpu.push_back(cpuMs() - c0);
                fresh.push_back(ms(t));
            }
            table->showState(match->state(), seat, true); // the busy position again
            settle();
            sizes << QStringLiteral("{\"w\":%1,\"h\":%2,\"dpr\":%3,\"full_median_ms\":%4,\"full_p90_ms\":%5,"
                                    "\"new_position_median_ms\":%6,\"new_position_p90_ms\":%7,"
                                    "\"full_cpu_median_ms\":%8,\"new_position_cpu_median_ms\":%9,"
                                    "\"without_children_cpu_median_ms\":%10}")
                         .arg(s.w)
                         .arg(s.h)
                         .arg(s.dpr)
                         .arg(percentile(full, 0.5), 0, 'f', 2)
                         .arg(percentile(full, 0.9), 0, 'f', 2)
                         .arg(percentile(fresh, 0.5), 0, 'f', 2)
                         .arg(percentile(fresh, 0.9), 0, 'f', 2)
                         .arg(percentile(fullCpu, 0.5), 0, 'f', 2)
                         .arg(percentile(freshCpu, 0.5), 0, 'f', 2)
                         .arg(percentile(alone, 0.5), 0, 'f', 2);
        }

        // Hover at 1920x1080: the pointer goes back and forth between two items (legal targets
        // where there are some); each move is handled and the repaint it asks for is done.
        table->resize(1920, 1080);
        table->showState(match->state(), seat, true);
        settle();
        std::vector<double> hover, hoverPaint;
        std::vector<QPointF> spots;
        if (auto* base = dynamic_cast<ui::TableBase*>(table.get())) {
            for (const auto& item : base->hitMap().items())
                if (base->picker().isTarget(ui::stepOf(item)) && spots.size() < 2 && !item.rect.isEmpty())
                    spots.push_back(item.rect.center());
            for (const auto& item : base->hitMap().items())
                if (spots.size() < 2 && !item.rect.isEmpty() &&
                    (spots.empty() || !item.rect.contains(spots.front())))
                    spots.push_back(item.rect.center());
        }
        if (spots.size() == 2) {
            for (int i = 0; i < reps; ++i) {
                const QPointF at = spots[static_cast<std::size_t>(i % 2)];
                QMouseEvent move(QEvent::MouseMove, at, table->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                                 Qt::NoModifier);
                const int before = counter.paints;
                QElapsedTimer t;
                t.start();
                QApplication::sendEvent(table.get(), &move);
                QApplication::processEvents();
                if (counter.paints > before) {
                    hover.push_back(ms(t));
                    hoverPaint.push_back(ui::TableBase::lastPaintCpuMs());
                }
            }
        }

        // One move animation at 1920x1080: from the busy position on (a random game), the first
        // legal move (in a seeded order) that animates; then the same move while a strong computer
        // player searches the position on another thread, as in a game against the computer.
        ui::setAnimationFactor(1.0);
        QString anim = QStringLiteral("null"), animBusy = QStringLiteral("null"),
                animLow = QStringLiteral("null");
        // search: 0 none, 1 a strong search at normal priority, 2 at the app's lowered priority.
        auto play = [&](int moves, const Action& a, int search, int windowMs) -> std::optional<Frames> {
            auto m = randomMatch(context, id, kPlayers, kSeed, moves);
            if (!m) return std::nullopt;
            table->showState(m->state(), seatOf(m->state()), true);
            settle();
            std::thread searcher;
            if (search > 0) {
                std::shared_ptr<const GameState> copy = m->state().clone();
                searcher = std::thread([copy, search] {
                    if (search == 2) lowerSearchPriority();
                    Rng r(1);
                    auto bot = bots::makeBot("strong");
                    (void)bot->choose(*copy, r);
                });
            }
            const auto before = m->state().clone();
            std::optional<Frames> f;
            if (m->play(a)) {
                m->resolveAllChance();
                QElapsedTimer t;
                t.start();
                const double c0 = cpuMs();
                const int redraws = ui::TableBase::layerRedraws();
                table->noteAction(*before, a);
                table->showState(m->state(), seatOf(m->state()), true);
                const double startCpu = cpuMs() - c0, start = ms(t);
                const bool prepared = ui::TableBase::layerRedraws() > redraws; // the layer painted ahead
                f = runFrames(*table, counter, windowMs);
                f->startMs = start;
                f->startCpuMs = startCpu;
                if (prepared) {
                    f->prepareMs = ui::TableBase::lastPrepareMs();
                    f->prepareCpuMs = ui::TableBase::lastPrepareCpuMs();
                }
            }
            if (searcher.joinable()) searcher.join();
            return f;
        };
        bool found = false;
        for (int moves = kMoves; moves < kMoves + 80 && !found; moves += 4) {
            auto m = randomMatch(context, id, kPlayers, kSeed, moves);
            if (!m || m->state().isOver()) break;
            auto legal = m->state().legalActions();
            Rng rng(kSeed + static_cast<std::uint64_t>(moves));
            for (std::size_t i = legal.size(); i > 1; --i)
                std::swap(legal[i - 1], legal[rng.below(static_cast<std::uint32_t>(i))]);
            for (std::size_t i = 0; i < legal.size() && i < 6 && !found; ++i) {
                auto probe = play(moves, legal[i], 0, 150);
                if (!probe || probe->frames < 4) continue;
                found = true;
                if (auto f = play(moves, legal[i], 0, 900)) anim = framesJson(*f);
                if (auto g = play(moves, legal[i], 1, 900)) animBusy = framesJson(*g);
                if (auto g = play(moves, legal[i], 2, 900)) animLow = framesJson(*g);
            }
        }
        ui::setAnimationFactor(0.0);

        out << QStringLiteral(
                   "{\"game\":\"%1\",\"players\":%2,\"sizes\":[%3],\"hover_median_ms\":%4,"
                   "\"hover_p90_ms\":%5,\"hover_samples\":%6,\"hover_paint_cpu_median_ms\":%11,"
                   "\"animation\":%7,"
                   "\"animation_while_searching\":%8,\"animation_while_searching_low_priority\":%12,"
                   "\"sprite_cache_bytes\":%9,"
                   "\"table_layer_bytes\":%10}")
                   .arg(qid)
                   .arg(kPlayers)
                   .arg(sizes.join(QLatin1Char(',')))
                   .arg(percentile(hover, 0.5), 0, 'f', 3)
                   .arg(percentile(hover, 0.9), 0, 'f', 3)
                   .arg(hover.size())
                   .arg(anim, animBusy)
                   .arg(ui::SpriteCache::instance().bytes())
                   .arg(ui::TableBase::layerBytes())
                   .arg(percentile(hoverPaint, 0.5), 0, 'f', 3)
                   .arg(animLow);
        table->removeEventFilter(&counter);
    }
    std::printf("{\"cached\":%s,\"tables\":[%s]}\n", cached ? "true" : "false",
                qPrintable(out.join(QLatin1Char(','))));
    return 0;
}

} // namespace dogtable::app
