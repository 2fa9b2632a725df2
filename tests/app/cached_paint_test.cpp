// Cached painting looks like uncached painting (issue #22): each of the five tables, 4 players at a
// busy position, at 1024x700, 1920x1080 and 3840x2160 (and 1920x1080 at device pixel ratio 2), is
// rendered with the static layer and the sprite cache on and compared with a render of the same
// build with both off, pixel by pixel with a small tolerance for antialiasing. The cached table is
// then changed the ways a game changes it — a new position, the pointer on a legal target, the
// first step of a choice, a resize — and compared again: a layer or a sprite that was not painted
// again after such a change shows the old picture, and the test checks that the old and the new
// picture differ by more than the tolerance (so a stale pixmap cannot pass).
#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPicture>
#include <QRegion>
#include <QtTest/QtTest>
#include <algorithm>

#include <memory>

#include "dogtable/core/rng.h"
#include "dogtable/ui/game_table.h"
#include "dogtable/ui/layout_device.h"
#include "dogtable/ui/sprite_cache.h"
#include "dogtable/ui/style.h"
#include "screenshot.h"

#include "builtin_context.h"

using namespace dogtable;
using namespace dogtable::app;

namespace {

AppContext& context() {
    return test::builtinContext();
}

void setCaches(bool on) {
    ui::TableBase::setLayerCacheEnabled(on);
    ui::SpriteCache::instance().setEnabled(on);
}

QImage render(QWidget& w, double dpr = 1.0) {
    QImage image(static_cast<int>(w.width() * dpr), static_cast<int>(w.height() * dpr),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(Qt::black);
    w.render(&image);
    return image;
}

/// Cached painting (twice: the second comes from the caches) and uncached painting of `w` as it is.
std::pair<QImage, QImage> bothWays(QWidget& w, double dpr = 1.0) {
    setCaches(true);
    (void)render(w, dpr);
    const QImage cached = render(w, dpr);
    setCaches(false);
    const QImage plain = render(w, dpr);
    setCaches(true);
    return {cached, plain};
}

/// Pixels whose colour differs by more than antialiasing does (any channel by more than 40). Cached
/// and uncached painting differ in a few edge pixels of sprites (drawn at a 1/8-px offset); at most
/// 40 such pixels are allowed at any size, fewer than one small piece drawn wrong would make.
struct Diff {
    qint64 differing = 0;
    qint64 total = 0;
    [[nodiscard]] bool alike() const { return differing <= 40; }
};

Diff compare(const QImage& a, const QImage& b) {
    Diff d;
    if (a.size() != b.size()) {
        d.differing = d.total = 1;
        return d;
    }
    const QImage x = a.convertToFormat(QImage::Format_ARGB32), y = b.convertToFormat(QImage::Format_ARGB32);
    QImage marks = x.copy();
    d.total = static_cast<qint64>(x.width()) * x.height();
    for (int row = 0; row < x.height(); ++row) {
        const auto* p = reinterpret_cast<const QRgb*>(x.constScanLine(row));
        const auto* q = reinterpret_cast<const QRgb*>(y.constScanLine(row));
        for (int col = 0; col < x.width(); ++col) {
            const int dr = std::abs(qRed(p[col]) - qRed(q[col])),
                      dg = std::abs(qGreen(p[col]) - qGreen(q[col])),
                      db = std::abs(qBlue(p[col]) - qBlue(q[col]));
            if (std::max({dr, dg, db}) > 40) {
                ++d.differing;
                marks.setPixel(col, row, qRgb(255, 0, 255));
            }
        }
    }
    // DOGTABLE_DIFF_DIR=<dir>: each differing pair is written there, the differing pixels marked.
    if (const QString dir = qEnvironmentVariable("DOGTABLE_DIFF_DIR"); !dir.isEmpty() && d.differing > 0) {
        static int n = 0;
        marks.save(QStringLiteral("%1/diff-%2.png").arg(dir).arg(++n));
    }
    return d;
}

QByteArray describe(const char* what, const Diff& d) {
    if (qEnvironmentVariableIsSet("DOGTABLE_DIFF_VERBOSE")) qInfo("%s: %lld differ", what, d.differing);
    return QStringLiteral("%1: %2 of %3 pixels differ")
        .arg(QLatin1String(what))
        .arg(d.differing)
        .arg(d.total)
        .toUtf8();
}

} // namespace

class CachedPaintTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { ui::setAnimationFactor(0.0); }
    void cleanup() { setCaches(true); }
    void cachedLooksUncached_data();
    void cachedLooksUncached();
    void spriteCacheIsBoundedAndKeyed();
    void layoutPassPaintsNothing();
    void spriteBoundFollowsTheTables();
    void hoverKeepsTheLayer_data();
    void hoverKeepsTheLayer();
    void flightFramesAreBlits_data();
    void flightFramesAreBlits();
};

void CachedPaintTest::flightFramesAreBlits_data() {
    QTest::addColumn<QString>("game");
    for (const GameInfo* g : context().playableGames())
        QTest::newRow(g->id.c_str()) << QString::fromStdString(g->id);
}

/// A move animation at 1920x1080 (the first animating move from the busy position on, as the bench
/// plays it): the new position's static layer is painted before the first frame (with the part
/// where the pieces come to rest, as after landing), so no frame of the flight, the landing
/// included, paints the layer again (issue #22: no frame over 8 ms); and the table at rest after
/// it looks like the same position painted without caches.
void CachedPaintTest::flightFramesAreBlits() {
    QFETCH(QString, game);
    const std::string id = game.toStdString();
    const ui::ViewInfo* info = context().views.find(id);
    QVERIFY(info);
    std::unique_ptr<ui::GameView> view(info->create(nullptr));
    view->resize(1920, 1080);
    view->show();
    const auto seatOf = [](const GameState& st) {
        return st.currentSeat() >= 0 ? st.currentSeat() : Seat{0};
    };
    struct Paints : QObject {
        int n = 0;
        bool eventFilter(QObject* watched, QEvent* event) override {
            if (event->type() == QEvent::Paint) ++n;
            return QObject::eventFilter(watched, event);
        }
    } paints;
    view->installEventFilter(&paints);
    ui::setAnimationFactor(1.0);
    bool found = false;
    for (int moves = 60; moves < 140 && !found; moves += 4) {
        auto m = randomMatch(context(), id, 4, 7, moves);
        QVERIFY(m);
        if (m->state().isOver()) break;
        auto legal = m->state().legalActions();
        Rng rng(7 + static_cast<std::uint64_t>(moves));
        for (std::size_t i = legal.size(); i > 1; --i)
            std::swap(legal[i - 1], legal[rng.below(static_cast<std::uint32_t>(i))]);
        for (std::size_t i = 0; i < legal.size() && i < 6 && !found; ++i) {
            auto match = randomMatch(context(), id, 4, 7, moves);
            view->showState(match->state(), seatOf(match->state()), true);
            QApplication::processEvents();
            (void)render(*view); // the layer of the position before the move
            const auto before = match->state().clone();
            if (!match->play(legal[i])) continue;
            match->resolveAllChance();
            view->noteAction(*before, legal[i]);
            view->showState(match->state(), seatOf(match->state()), true);
            if (ui::Tween::runningCount() == 0) continue; // no animation: the next move
            found = true;
            const std::int64_t redrawn = ui::TableBase::layerRedrawPixels();
            const int painted = paints.n;
            const int missed = ui::SpriteCache::instance().misses();
            QElapsedTimer clock;
            clock.start();
            while (ui::Tween::runningCount() > 0 && clock.elapsed() < 3000)
                QApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
            for (int k = 0; k < 5; ++k)
                QApplication::processEvents();
            QCOMPARE(ui::Tween::runningCount(), 0);
            QVERIFY2(paints.n - painted >= 4, "the animation painted frames");
            // A flight adds no sprite for its pieces to the cache (a piece in flight changes its place
            // and mostly its size at every frame: a sprite per frame and piece evicted the pieces at
            // rest; Dog Lover made 96 in a flight of 34 frames, Ciapki 26 in 27). The new position's
            // highlights may need one or two.
            QVERIFY2(ui::SpriteCache::instance().misses() - missed <= 2,
                     qPrintable(QStringLiteral("%1 sprites made during the flight")
                                    .arg(ui::SpriteCache::instance().misses() - missed)));
            QCOMPARE(ui::TableBase::layerRedrawPixels() - redrawn, std::int64_t{0});
            auto [cached, plain] = bothWays(*view);
            const Diff d = compare(cached, plain);
            QVERIFY2(d.alike(), describe("after the flight", d).constData());
        }
    }
    view->removeEventFilter(&paints);
    ui::setAnimationFactor(0.0);
    QVERIFY2(found, "an animating move");
}

void CachedPaintTest::hoverKeepsTheLayer_data() {
    QTest::addColumn<QString>("game");
    for (const GameInfo* g : context().playableGames())
        QTest::newRow(g->id.c_str()) << QString::fromStdString(g->id);
}

/// The pointer going from item to item (legal targets and others) never paints the static layer
/// again: what a hover shows (the outline, a preview) is drawn above it, and each move repaints
/// the old and the new item's rectangles only (issue #22: hover repaint <= 1 ms).
void CachedPaintTest::hoverKeepsTheLayer() {
    QFETCH(QString, game);
    const std::string id = game.toStdString();
    const ui::ViewInfo* info = context().views.find(id);
    QVERIFY(info);
    auto busy = randomMatch(context(), id, 4, 7, 60);
    QVERIFY(busy);
    std::unique_ptr<ui::GameView> view(info->create(nullptr));
    auto* table = dynamic_cast<ui::TableBase*>(view.get());
    QVERIFY(table);
    view->resize(1920, 1080);
    view->show();
    const Seat seat = busy->state().currentSeat() >= 0 ? busy->state().currentSeat() : Seat{0};
    view->showState(busy->state(), seat, true);
    QApplication::processEvents();
    (void)render(*view); // the layer is painted
    QApplication::processEvents();

    struct PaintRegions : QObject {
        QRegion all;
        int paints = 0;
        bool eventFilter(QObject* watched, QEvent* event) override {
            if (event->type() == QEvent::Paint) {
                all += static_cast<QPaintEvent*>(event)->region();
                ++paints;
            }
            return QObject::eventFilter(watched, event);
        }
    } regions;
    view->installEventFilter(&regions);
    std::vector<QPointF> spots; // up to 8 legal targets (buttons too), then 4 other items
    for (const auto& item : table->hitMap().items())
        if (!item.rect.isEmpty() && table->picker().isTarget(ui::stepOf(item)) && spots.size() < 8)
            spots.push_back(item.rect.center());
    const std::size_t targets = spots.size();
    for (const auto& item : table->hitMap().items())
        if (!item.command && !item.rect.isEmpty() && !table->picker().isTarget(ui::stepOf(item)) &&
            spots.size() < targets + 4)
            spots.push_back(item.rect.center());
    QVERIFY(targets >= 1 && spots.size() >= 4);
    const int redraws = ui::TableBase::layerRedraws();
    for (int round = 0; round < 2; ++round)
        for (const QPointF& at : spots) {
            regions.all = QRegion();
            const int paints = regions.paints;
            QMouseEvent move(QEvent::MouseMove, at, view->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                             Qt::NoModifier);
            QApplication::sendEvent(view.get(), &move);
            QApplication::processEvents();
            if (regions.paints == paints) continue; // an item the pointer does not change
            qint64 area = 0;                        // the old and the new item's rectangles, not the table
            for (const QRect& r : regions.all)
                area += static_cast<qint64>(r.width()) * r.height();
            QVERIFY2(
                area < 1920LL * 1080 / 4,
                qPrintable(
                    QStringLiteral("a hover at (%1, %2) repainted %3 px").arg(at.x()).arg(at.y()).arg(area)));
            // DOGTABLE_HOVER_DIR=<dir>: the table with the pointer at each spot is written there (to
            // compare with another build's pictures).
            if (const QString dir = qEnvironmentVariable("DOGTABLE_HOVER_DIR"); !dir.isEmpty() && round == 0)
                render(*view).save(QStringLiteral("%1/%2-%3.png").arg(dir, game).arg(&at - spots.data()));
        }
    view->removeEventFilter(&regions);
    QCOMPARE(ui::TableBase::layerRedraws() - redraws, 0);
}

void CachedPaintTest::spriteCacheIsBoundedAndKeyed() {
    auto& cache = ui::SpriteCache::instance();
    cache.clear();
    const std::int64_t limit = cache.limit();
    cache.setLimit(64 * 1024); // a few 40x40 pieces (6.7 kB each at 41x41x4)
    QImage image(400, 400, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    int painted = 0;
    const auto piece = [&](QPainter& q, const QSizeF& size) {
        ++painted;
        q.fillRect(QRectF(QPointF(0, 0), size), Qt::red);
    };
    // The same piece at the same place and size is painted once, then blitted.
    cache.draw(p, QRectF(10, 10, 40, 40), QStringLiteral("test/a"), piece);
    cache.draw(p, QRectF(10, 10, 40, 40), QStringLiteral("test/a"), piece);
    QCOMPARE(painted, 1);
    QCOMPARE(image.pixelColor(30, 30), QColor(Qt::red));
    // Another key, another size or another subpixel offset is another piece.
    cache.draw(p, QRectF(10, 10, 40, 40), QStringLiteral("test/b"), piece);
    cache.draw(p, QRectF(10, 10, 41, 40), QStringLiteral("test/a"), piece);
    cache.draw(p, QRectF(10.5, 10, 40, 40), QStringLiteral("test/a"), piece);
    QCOMPARE(painted, 4);
    // Bounded: many pieces never take more than the bound.
    for (int i = 0; i < 100; ++i)
        cache.draw(p, QRectF(100, 100, 40, 40), QStringLiteral("test/n%1").arg(i), piece);
    QVERIFY(cache.bytes() <= 64 * 1024);
    QVERIFY(cache.bytes() > 0);
    cache.clear();
    QCOMPARE(cache.bytes(), std::int64_t{0});
    cache.setLimit(limit);
}

/// The sprite cache's bound follows the area of the tables on screen (issue #22: resident memory at
/// 1920x1080 within 80 MB): twice their static layers' pixels, between 8 and 64 MB. It was a flat
/// 24 MB, which at full HD held twice what a table needs.
void CachedPaintTest::spriteBoundFollowsTheTables() {
    auto& cache = ui::SpriteCache::instance();
    const ui::ViewInfo* info = context().views.find("doglover");
    QVERIFY(info);
    auto busy = randomMatch(context(), "doglover", 4, 7, 60);
    QVERIFY(busy);
    std::int64_t previous = 0;
    {
        std::unique_ptr<ui::GameView> view(info->create(nullptr));
        view->showState(busy->state(), Seat{0}, true);
        for (const QSize size : {QSize(1024, 700), QSize(1920, 1080), QSize(3840, 2160)}) {
            view->resize(size);
            view->show();
            QApplication::processEvents();
            (void)render(*view);
            const std::int64_t layers = ui::TableBase::layerBytes();
            QVERIFY(layers > 0);
            QCOMPARE(cache.limit(),
                     std::clamp(2 * layers, ui::SpriteCache::kMinLimit, ui::SpriteCache::kMaxLimit));
            QVERIFY2(cache.bytes() <= cache.limit(),
                     qPrintable(QStringLiteral("%1 bytes").arg(cache.bytes())));
            QVERIFY(cache.limit() >= previous);
            previous = cache.limit();
            if (size.width() == 1920)
                QVERIFY2(cache.limit() > ui::SpriteCache::kMinLimit && cache.limit() < 16ll * 1024 * 1024,
                         qPrintable(QStringLiteral("%1 MB at full HD").arg(cache.limit() / 1048576.0)));
        }
        QVERIFY(previous > 32ll * 1024 * 1024); // 3840x2160
    }
    // The table closed: the bound is what the tables left need.
    QCOMPARE(cache.limit(), std::clamp(2 * ui::TableBase::layerBytes(), ui::SpriteCache::kMinLimit,
                                       ui::SpriteCache::kMaxLimit));
    QVERIFY(cache.limit() < previous);
}

/// The layout pass of a table that lays out by painting (Dog Lover, DOGS) paints on a LayoutDevice:
/// its texts measure as on the device it stands in for, and no sprite is painted for it.
void CachedPaintTest::layoutPassPaintsNothing() {
    const QPicture picture;
    ui::LayoutDevice device{picture};
    QCOMPARE(device.logicalDpiX(), picture.logicalDpiX());
    QCOMPARE(device.logicalDpiY(), picture.logicalDpiY());
    QPainter p(&device);
    QVERIFY(ui::layoutOnly(p));
    QPicture other;
    QPainter q(&other);
    QVERIFY(!ui::layoutOnly(q));
    p.setFont(ui::uiFont(13, true));
    q.setFont(ui::uiFont(13, true));
    QCOMPARE(p.fontMetrics().horizontalAdvance(QStringLiteral("Dog Lover")),
             q.fontMetrics().horizontalAdvance(QStringLiteral("Dog Lover")));
    QRectF bounds;
    p.drawText(QRectF(0, 0, 80, 100), Qt::TextWordWrap, QStringLiteral("A few words to wrap"), &bounds);
    QRectF bounds2;
    q.drawText(QRectF(0, 0, 80, 100), Qt::TextWordWrap, QStringLiteral("A few words to wrap"), &bounds2);
    QCOMPARE(bounds, bounds2);
    auto& cache = ui::SpriteCache::instance();
    cache.clear();
    int painted = 0;
    cache.draw(p, QRectF(10, 10, 40, 40), QStringLiteral("test/layout"),
               [&](QPainter& r, const QSizeF& size) {
                   ++painted;
                   r.fillRect(QRectF(QPointF(0, 0), size), Qt::red);
               });
    QCOMPARE(painted, 0);
    QCOMPARE(cache.bytes(), std::int64_t{0});
}

void CachedPaintTest::cachedLooksUncached_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QSize>("size");
    for (const GameInfo* g : context().playableGames())
        for (const QSize s : {QSize(1024, 700), QSize(1920, 1080), QSize(3840, 2160)})
            QTest::newRow(qPrintable(
                QStringLiteral("%1 %2x%3").arg(QString::fromStdString(g->id)).arg(s.width()).arg(s.height())))
                << QString::fromStdString(g->id) << s;
}

void CachedPaintTest::cachedLooksUncached() {
    QFETCH(QString, game);
    QFETCH(QSize, size);
    const std::string id = game.toStdString();
    const ui::ViewInfo* info = context().views.find(id);
    QVERIFY(info);
    auto busy = randomMatch(context(), id, 4, 7, 60);
    QVERIFY(busy);
    std::unique_ptr<ui::GameView> view(info->create(nullptr));
    auto* table = dynamic_cast<ui::TableBase*>(view.get());
    QVERIFY(table);
    view->resize(size);
    view->show();
    QApplication::processEvents();
    const auto seatOf = [](const GameState& st) {
        return st.currentSeat() >= 0 ? st.currentSeat() : Seat{0};
    };
    view->showState(busy->state(), seatOf(busy->state()), true);

    // At rest, and at device pixel ratio 2.
    auto [cached, plain] = bothWays(*view);
    Diff d = compare(cached, plain);
    QVERIFY2(d.alike(), describe("at rest", d).constData());
    if (size == QSize(1920, 1080)) {
        auto [cached2, plain2] = bothWays(*view, 2.0);
        d = compare(cached2, plain2);
        QVERIFY2(d.alike(), describe("at DPR 2", d).constData());
    }
    const QImage before = plain;

    // The pointer on a legal target (its preview, its hover look).
    const ui::TableItem* target = nullptr;
    for (const auto& item : table->hitMap().items())
        if (!item.rect.isEmpty() && table->picker().isTarget(ui::stepOf(item))) {
            target = &item;
            break;
        }
    QVERIFY(target);
    const QPointF at = target->rect.center();
    QMouseEvent move(QEvent::MouseMove, at, view->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                     Qt::NoModifier);
    QApplication::sendEvent(view.get(), &move);
    std::tie(cached, plain) = bothWays(*view);
    d = compare(cached, plain);
    QVERIFY2(d.alike(), describe("hovering a target", d).constData());

    // The first step of a choice.
    const std::string step = ui::stepOf(*target);
    table->clickItem(step);
    std::tie(cached, plain) = bothWays(*view);
    d = compare(cached, plain);
    QVERIFY2(d.alike(), describe("after a step", d).constData());

    // A new position: the next move played (a cached table that kept the old picture fails here).
    const auto next = busy->state().legalActions();
    QVERIFY(!next.empty());
    QVERIFY(busy->play(next.back()));
    busy->resolveAllChance();
    view->showState(busy->state(), seatOf(busy->state()), true);
    std::tie(cached, plain) = bothWays(*view);
    d = compare(cached, plain);
    QVERIFY2(d.alike(), describe("a new position", d).constData());
    const Diff changed = compare(before, plain);
    QVERIFY2(!changed.alike(), describe("the new position looks like the old one", changed).constData());

    // A resize.
    view->resize(size.width() - 100, size.height() - 60);
    QApplication::processEvents();
    std::tie(cached, plain) = bothWays(*view);
    d = compare(cached, plain);
    QVERIFY2(d.alike(), describe("after a resize", d).constData());
}

QTEST_MAIN(CachedPaintTest)
#include "cached_paint_test.moc"
