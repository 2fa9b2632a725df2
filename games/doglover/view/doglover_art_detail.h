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

/// What the art draws now: everything, or a card's picture alone (its sprite) or its words alone
/// (drawn over the sprite). GUI thread only.
enum class Part { Both, Art, Words };
extern Part g_part;
[[nodiscard]] inline bool artShown() {
    return g_part != Part::Words;
}
[[nodiscard]] inline bool wordsShown() {
    return g_part != Part::Art;
}
/// While alive, the art draws `part` only.
class PartShown {
public:
    explicit PartShown(Part part) : m_prev(g_part) { g_part = part; }
    ~PartShown() { g_part = m_prev; }
    PartShown(const PartShown&) = delete;
    PartShown& operator=(const PartShown&) = delete;

private:
    Part m_prev;
};

} // namespace dogtable::games::doglover::art::detail
