// Dig's art: the cards, bones, bowls, the doghouse and the action pips, drawn with QPainter (no
// rules: every number comes from the caller, who has it from the typed View).
#pragma once

#include <QPainter>
#include <QRectF>
#include <QString>

#include <array>
#include <cstddef>
#include <span>
#include <string_view>

#include "dig/rules/dig_cards.h"
#include "dogtable/ui/style.h"

namespace dogtable::games::dig::art {

[[nodiscard]] ui::GameColour uiColour(Colour c);
[[nodiscard]] QString qs(std::string_view s);
[[nodiscard]] QString colourLabel(Colour c);
[[nodiscard]] QString pairLabel(int pair);
[[nodiscard]] inline std::size_t ix(int i) {
    return static_cast<std::size_t>(i);
}
/// "1 bone", "3 bones" (translated).
[[nodiscard]] QString bones(int n);
[[nodiscard]] QRectF lerp(const QRectF& a, const QRectF& b, double t);

/// A dog bone: a shaft with two knobs at each end, in the bone's colour with its symbol.
void drawBone(QPainter& p, const QRectF& box, Colour c, bool dashed = false);
/// The scent side of a yard card: grass and two scent wisps with the pair's symbols.
void drawScentFace(QPainter& p, const QRectF& r, int pair);
/// A bowl card with its value badge (points per bone now; 0: no badge).
void drawBowlFace(QPainter& p, const QRectF& r, Colour c, int value);
/// The doghouse with the movement table (bones carried -> steps), `moveRanges[bones]`.
void drawDoghouse(QPainter& p, const QRectF& r, std::span<const int> moveRanges);
void drawGap(QPainter& p, const QRectF& r);
/// `total` action pips, `left` of them lit.
void drawPips(QPainter& p, const QRectF& r, int left, int total);

} // namespace dogtable::games::dig::art
