// The shell's look: a warm palette and one style sheet, on top of the shared table style.
#pragma once

#include <QColor>
#include <QIcon>
#include <QPixmap>
#include <QSize>
#include <QString>

class QApplication;

namespace dogtable::app::theme {

QColor window();     // warm paper
QColor surface();    // cards and panels
QColor accent();     // buttons, selection
QColor accentDark(); // pressed, headings
QColor border();

/// Palette, base font (14 px) and style sheet for the whole application.
void apply(QApplication& app);
/// The application icon (our own SVG).
QIcon appIcon();
/// An SVG resource rendered at `size` (device pixel ratio aware); a plain tile if it is missing.
QPixmap svgPixmap(const QString& resource, const QSize& size, qreal devicePixelRatio = 1.0);
/// A seat token (the shared drawSeatToken) as a small pixmap, for lists and labels.
QPixmap seatPixmap(int seat, int size, bool computer = false);

} // namespace dogtable::app::theme
