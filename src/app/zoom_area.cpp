#include "zoom_area.h"

#include <QResizeEvent>
#include <QScrollBar>
#include <QTimer>

#include <algorithm>
#include <cmath>

#include "dogtable/ui/game_table.h"

namespace dogtable::app {

ZoomArea::ZoomArea(QWidget* parent) : QScrollArea(parent) {
    setObjectName(QStringLiteral("tableZoom"));
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(false);
    setFocusPolicy(Qt::NoFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
}

void ZoomArea::setZoom(double zoom) {
    m_zoom = std::clamp(zoom, 1.0, 2.0);
    fit();
}

void ZoomArea::showRect(const QRect& rect) {
    if (m_zoom > 1.0)
        ensureVisible(rect.center().x(), rect.center().y(), rect.width() / 2 + 12, rect.height() / 2 + 12);
}

void ZoomArea::setTable(QWidget* table) {
    setWidget(table); // QScrollArea filters its widget's events: eventFilter sees the table's keys
    fit();
}

bool ZoomArea::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::KeyPress && watched == widget() && m_zoom > 1.0) {
        // After the table has handled the key (the cursor may have moved).
        QTimer::singleShot(0, this, [this] {
            if (const auto* table = qobject_cast<const ui::TableBase*>(widget()))
                if (const ui::TableItem* item = table->focusedItem()) showRect(item->rect.toAlignedRect());
        });
    }
    return QScrollArea::eventFilter(watched, event);
}

void ZoomArea::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    fit();
}

void ZoomArea::fit() {
    QWidget* table = widget();
    if (table == nullptr) return;
    // The room without scroll bars; at 100 % the table takes exactly that (no bar ever shows).
    const QSize room = maximumViewportSize();
    if (m_zoom <= 1.0) {
        table->resize(room);
        return;
    }
    const QSize want(static_cast<int>(std::lround(room.width() * m_zoom)),
                     static_cast<int>(std::lround(room.height() * m_zoom)));
    table->resize(want.expandedTo(table->minimumSizeHint()));
}

} // namespace dogtable::app
