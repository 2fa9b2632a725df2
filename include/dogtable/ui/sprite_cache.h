// The sprite cache shared by every table (issue #22): a piece (card face, tile, token, die, board,
// static text block) is drawn once per (key, size, device pixel ratio, subpixel offset) into a
// QPixmap and blitted afterwards, like KDE's KGameRenderer. The key names the piece and every state
// that changes its look; theme and language changes clear the cache (TableBase does it on the
// change events), so no key has to carry them. Bounded by its cost in bytes (least recently used
// pieces go first); the bound follows the area of the tables on screen (fitToTables), about twice
// the pixels of their static layers: what a table shows at once, and what its next position needs.
#pragma once

#include <QHash>
#include <QPixmap>
#include <QRectF>
#include <QString>

#include <cstdint>
#include <functional>

class QPainter;

namespace dogtable::ui {

class SpriteCache {
public:
    /// Paints the piece with its top-left corner at (0, 0) in a box of the given (logical) size.
    using PaintFn = std::function<void(QPainter& p, const QSizeF& size)>;

    /// The one cache every table shares (GUI thread only).
    static SpriteCache& instance();

    /// Draws piece `key` into `target` on `p`: from the cache when it holds the piece at this size,
    /// device pixel ratio and subpixel offset, else painted once with `paint` into a pixmap. When the
    /// painter is rotated or scaled (or caching is off) it paints directly.
    void draw(QPainter& p, const QRectF& target, const QString& key, const PaintFn& paint);

    /// Drops every piece (theme, language or device pixel ratio changed).
    void clear();
    /// The bytes the cached pixmaps take, and the bound.
    [[nodiscard]] std::int64_t bytes() const { return m_bytes; }
    [[nodiscard]] std::int64_t limit() const { return m_limit; }
    void setLimit(std::int64_t bytes);
    /// Sets the bound for tables whose static layers take `layerBytes` together: twice that, kept
    /// between 8 and 64 MB (a 1920x1080 window: about 12 MB; 3840x2160: about 50 MB).
    void fitToTables(std::int64_t layerBytes);
    static constexpr std::int64_t kMinLimit = 8ll * 1024 * 1024;
    static constexpr std::int64_t kMaxLimit = 64ll * 1024 * 1024;
    /// What a cached piece costs beyond its pixels (the pixmap, its key, the hash node), counted
    /// against the bound.
    static constexpr std::int64_t kEntryOverhead = 1024;

    /// While one lives, pieces move: a sprite the cache holds is blitted at the nearest whole
    /// device pixel, and a piece it does not hold is painted directly, not cached. A piece in flight
    /// passes a new subpixel offset and mostly a new size at every frame: a sprite per frame would
    /// evict the pieces at rest to serve one frame (TableBase::paintEvent holds one around
    /// paintFlying()).
    class Moving {
    public:
        Moving() { ++instance().m_moving; }
        ~Moving() { --instance().m_moving; }
        Moving(const Moving&) = delete;
        Moving& operator=(const Moving&) = delete;
    };
    [[nodiscard]] int hits() const { return m_hits; }
    [[nodiscard]] int misses() const { return m_misses; }

    /// Off: every draw paints directly (tests compare cached painting against this).
    void setEnabled(bool on) { m_enabled = on; }
    [[nodiscard]] bool enabled() const { return m_enabled; }

private:
    SpriteCache();
    struct Entry {
        QPixmap pixmap;
        std::int64_t bytes = 0;
        std::uint64_t used = 0; // the clock at its last use
    };
    void evict();

    QHash<QString, Entry> m_entries;
    std::uint64_t m_clock = 0;
    std::int64_t m_bytes = 0;
    std::int64_t m_limit = kMinLimit;
    int m_moving = 0;
    int m_hits = 0, m_misses = 0;
    bool m_enabled = true;
};

} // namespace dogtable::ui
