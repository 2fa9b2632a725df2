// A paint device that shows nothing (issue #22): the layout pass of a table that lays out by painting
// (Dog Lover, DOGS: buildItems() runs the same code as paintTable(), so what is clickable is what is
// drawn) paints on it. Every drawing call is dropped at once (no path is stroked, no pixel filled,
// nothing recorded the way a QPicture serialises it); the painter's state, transforms and font
// metrics behave as on the device it stands in for, whose metrics it copies.
#pragma once

#include <QPaintDevice>

#include <array>
#include <memory>

class QPainter;

namespace dogtable::ui {

class LayoutDevice final : public QPaintDevice {
public:
    /// A device with the metrics of `like` (a QPicture or an image the table laid out on before).
    explicit LayoutDevice(const QPaintDevice& like);
    ~LayoutDevice() override;
    LayoutDevice(const LayoutDevice&) = delete;
    LayoutDevice& operator=(const LayoutDevice&) = delete;

    [[nodiscard]] QPaintEngine* paintEngine() const override;

protected:
    [[nodiscard]] int metric(PaintDeviceMetric m) const override;

private:
    std::array<int, 16> m_metrics{};
    std::unique_ptr<QPaintEngine> m_engine;
};

/// Whether `p` paints on a LayoutDevice: art that only draws (sprites, pictures) may return at once.
[[nodiscard]] bool layoutOnly(const QPainter& p);

} // namespace dogtable::ui
