// Outlines shared by the tables' art (drawn with the house style of style.h).
#pragma once

#include <QPainterPath>
#include <QPointF>

namespace dogtable::ui {

/// A bone `h` high and 2h wide centred on `centre`: a bar with two round knobs at each end (one path,
/// already simplified, to stroke and fill at once).
QPainterPath boneShape(const QPointF& centre, double h);

} // namespace dogtable::ui
