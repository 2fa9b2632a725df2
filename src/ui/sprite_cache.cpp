// The sprite cache shared by every table (see sprite_cache.h).
#include "dogtable/ui/sprite_cache.h"

#include "dogtable/ui/layout_device.h"

#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace dogtable::ui {

SpriteCache& SpriteCache::instance() {
    static SpriteCache cache;
    return cache;
}

SpriteCache::SpriteCache() = default;

void SpriteCache::clear() {
    m_entries.clear();
    m_bytes = 0;
}

void SpriteCache::setLimit(std::int64_t bytes) {
    m_limit = bytes;
    evict();
}

void SpriteCache::fitToTables(std::int64_t layerBytes) {
    setLimit(std::clamp(2 * layerBytes, kMinLimit, kMaxLimit));
}

void SpriteCache::evict() {
    while (m_bytes > m_limit && !m_entries.isEmpty()) {
        auto oldest = m_entries.begin();
        for (auto it = m_entries.begin(); it != m_entries.end(); ++it)
            if (it->used < oldest->used) oldest = it;
        m_bytes -= oldest->bytes;
        m_entries.erase(oldest);
    }
}

void SpriteCache::draw(QPainter& p, const QRectF& target, const QString& key, const PaintFn& paint) {
    if (layoutOnly(p)) return; // a layout pass shows nothing: no sprite is painted for it
    const QTransform& t = p.deviceTransform();
    const bool plain = t.type() <= QTransform::TxScale && t.m11() > 0 && qFuzzyCompare(t.m11(), t.m22());
    if (!m_enabled || !plain || target.isEmpty() || p.opacity() < 1.0) {
        p.save();
        p.translate(target.topLeft());
        paint(p, target.size());
        p.restore();
        return;
    }
    // The device scale (the device pixel ratio times any uniform scale of the painter), and where the
    // piece lands in device pixels: the sprite keeps the subpixel offset (in 1/8 px), so a blit at
    // whole pixels gives the edges the direct painting would.
    const double scale = t.m11();
    const QPointF at = t.map(target.topLeft());
    // A moving piece lands on the nearest whole pixel instead.
    const bool snap = m_moving > 0;
    const double fx = snap ? 0.0 : std::round((at.x() - std::floor(at.x())) * 8) / 8;
    const double fy = snap ? 0.0 : std::round((at.y() - std::floor(at.y())) * 8) / 8;
    const QPoint whole(static_cast<int>(snap ? std::round(at.x()) : std::floor(at.x())),
                       static_cast<int>(snap ? std::round(at.y()) : std::floor(at.y())));
    const QSize pixels(static_cast<int>(std::ceil(target.width() * scale + fx)) + 1,
                       static_cast<int>(std::ceil(target.height() * scale + fy)) + 1);
    const QString full = QStringLiteral("%1|%2x%3|%4|%5,%6")
                             .arg(key)
                             .arg(target.width(), 0, 'f', 2)
                             .arg(target.height(), 0, 'f', 2)
                             .arg(scale, 0, 'f', 3)
                             .arg(fx)
                             .arg(fy);
    auto it = m_entries.find(full);
    if (it == m_entries.end() && snap) {
        // A piece in flight mostly changes its size from frame to frame too: a sprite made for one
        // frame would serve no other. It is painted directly (a sprite it has at rest, above, serves).
        p.save();
        p.translate(target.topLeft());
        paint(p, target.size());
        p.restore();
        return;
    }
    if (it == m_entries.end()) {
        ++m_misses;
        Entry e;
        QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter q(&image);
            q.setFont(p.font());
            q.setPen(p.pen());
            q.setLayoutDirection(p.layoutDirection());
            q.setRenderHints(p.renderHints());
            q.translate(fx, fy);
            q.scale(scale, scale);
            paint(q, target.size());
        }
        // The image keeps the paint engine it was painted with (about a kilobyte, more after curves
        // and dashes) for as long as it lives: the cache keeps a copy without one.
        e.pixmap = QPixmap::fromImage(image.copy());
        e.bytes = static_cast<std::int64_t>(pixels.width()) * pixels.height() * 4 + kEntryOverhead;
        m_bytes += e.bytes;
        it = m_entries.insert(full, std::move(e));
    } else {
        ++m_hits;
    }
    it->used = ++m_clock;
    const QPixmap pixmap = it->pixmap; // (shared) the eviction below may drop the entry
    p.save();
    p.resetTransform();
    // What is left maps to the device: the device pixel ratio, and on a widget painted into its
    // window's backing store, the widget's place in the window. `whole` is in device pixels, so
    // both are undone (play tester C at 1024x700: every target outline of Dog Lover's table was
    // drawn as far below its card as the table lies below the window's top).
    const QRectF into = p.deviceTransform().inverted().mapRect(QRectF(QPointF(whole), QSizeF(pixels)));
    p.drawPixmap(into, pixmap, QRectF(QPointF(0, 0), QSizeF(pixels)));
    p.restore();
    evict();
}

} // namespace dogtable::ui
