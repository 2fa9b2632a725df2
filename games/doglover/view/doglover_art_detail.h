// Dog Lover: what the art files share among themselves (doglover_art.cpp defines it; the tricks'
// and the area's art use it). Not for the table: it draws through doglover_art.h.
#pragma once

#include <QColor>
#include <QPointF>
#include <QPolygonF>
#include <QString>

#include "doglover/rules/doglover_cards.h"

namespace dogtable::games::doglover::art::detail {

/// The ink of every outline and mark.
extern const QColor kInk;
/// A star of `points` points centred on c, its tips at radius r.
QPolygonF star(const QPointF& c, double r, int points = 5);
/// "small dog" (a label: the size and the noun together, so each language can make them agree).
QString sizeLabel(Size s);

} // namespace dogtable::games::doglover::art::detail
