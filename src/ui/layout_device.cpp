// The paint device that shows nothing (see layout_device.h).
#include "dogtable/ui/layout_device.h"

#include <QPaintEngine>
#include <QPainter>

namespace dogtable::ui {

namespace {

constexpr auto kLayoutEngine = static_cast<QPaintEngine::Type>(QPaintEngine::User + 22);

class NullEngine final : public QPaintEngine {
public:
    NullEngine() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice* device) override {
        (void)device;
        return true;
    }
    bool end() override { return true; }
    void updateState(const QPaintEngineState& state) override { (void)state; }
    void drawRects(const QRect* rects, int count) override { (void)rects, (void)count; }
    void drawRects(const QRectF* rects, int count) override { (void)rects, (void)count; }
    void drawLines(const QLine* lines, int count) override { (void)lines, (void)count; }
    void drawLines(const QLineF* lines, int count) override { (void)lines, (void)count; }
    void drawEllipse(const QRectF& r) override { (void)r; }
    void drawEllipse(const QRect& r) override { (void)r; }
    void drawPath(const QPainterPath& path) override { (void)path; }
    void drawPoints(const QPointF* points, int count) override { (void)points, (void)count; }
    void drawPoints(const QPoint* points, int count) override { (void)points, (void)count; }
    void drawPolygon(const QPointF* points, int count, PolygonDrawMode mode) override {
        (void)points, (void)count, (void)mode;
    }
    void drawPolygon(const QPoint* points, int count, PolygonDrawMode mode) override {
        (void)points, (void)count, (void)mode;
    }
    void drawPixmap(const QRectF& r, const QPixmap& pm, const QRectF& sr) override {
        (void)r, (void)pm, (void)sr;
    }
    void drawTextItem(const QPointF& p, const QTextItem& textItem) override { (void)p, (void)textItem; }
    void drawTiledPixmap(const QRectF& r, const QPixmap& pixmap, const QPointF& s) override {
        (void)r, (void)pixmap, (void)s;
    }
    void drawImage(const QRectF& r, const QImage& pm, const QRectF& sr,
                   Qt::ImageConversionFlags flags) override {
        (void)r, (void)pm, (void)sr, (void)flags;
    }
    [[nodiscard]] Type type() const override { return kLayoutEngine; }
};

} // namespace

LayoutDevice::LayoutDevice(const QPaintDevice& like) : m_engine(std::make_unique<NullEngine>()) {
    m_metrics[PdmWidth] = like.width();
    m_metrics[PdmHeight] = like.height();
    m_metrics[PdmWidthMM] = like.widthMM();
    m_metrics[PdmHeightMM] = like.heightMM();
    m_metrics[PdmNumColors] = like.colorCount();
    m_metrics[PdmDepth] = like.depth();
    m_metrics[PdmDpiX] = like.logicalDpiX();
    m_metrics[PdmDpiY] = like.logicalDpiY();
    m_metrics[PdmPhysicalDpiX] = like.physicalDpiX();
    m_metrics[PdmPhysicalDpiY] = like.physicalDpiY();
    m_metrics[PdmDevicePixelRatio] = static_cast<int>(like.devicePixelRatio());
    m_metrics[PdmDevicePixelRatioScaled] =
        static_cast<int>(like.devicePixelRatioF() * QPaintDevice::devicePixelRatioFScale());
}

LayoutDevice::~LayoutDevice() = default;

QPaintEngine* LayoutDevice::paintEngine() const {
    return m_engine.get();
}

int LayoutDevice::metric(PaintDeviceMetric m) const {
    const auto i = static_cast<std::size_t>(m);
    return i < m_metrics.size() ? m_metrics[i] : 0;
}

bool layoutOnly(const QPainter& p) {
    const QPaintEngine* e = p.paintEngine();
    return e != nullptr && e->type() == kLayoutEngine;
}

} // namespace dogtable::ui
