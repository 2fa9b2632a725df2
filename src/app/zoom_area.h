// The table's zoom (issue #21): the table sits in a scroll area that gives it the viewport's size
// times the zoom. At 100 % the table fits the window as before; above, it is laid out larger — its
// cards, boards and pieces (and the texts that follow its scale) grow — and the area scrolls.
#pragma once

#include <QScrollArea>

namespace dogtable::app {

class ZoomArea : public QScrollArea {
public:
    explicit ZoomArea(QWidget* parent = nullptr);
    /// 1.0 .. 2.0.
    void setZoom(double zoom);
    [[nodiscard]] double zoom() const { return m_zoom; }
    /// Scrolls so that `rect` (in the table's coordinates) is in view (the keyboard cursor).
    void showRect(const QRect& rect);
    /// Puts `table` in the area (it owns it) and follows its keyboard cursor.
    void setTable(QWidget* table);

protected:
    void resizeEvent(QResizeEvent* event) override;
    /// The table's keys: after one moved the keyboard cursor, the cursor's item is scrolled into view.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();
    double m_zoom = 1.0;
};

} // namespace dogtable::app
