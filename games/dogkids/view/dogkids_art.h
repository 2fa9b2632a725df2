// Dog Kids — the table's art (dogkids_art.cpp) and small helpers shared by the table's files.
#pragma once

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <cstddef>
#include <string>
#include <string_view>

#include "dogkids/rules/dogkids_board.h"
#include "dogtable/ui/style.h"

class QPainter;

namespace dogtable::games::dogkids {

// Sizes on the 1200 x 1200 board canvas.
inline constexpr double kFieldR = 27;
inline constexpr double kDogR = 23;
inline constexpr double kHomeHalf = 24;

inline QString qs(const std::string& s) {
    return QString::fromStdString(s);
}
inline QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}
inline ui::GameColour gameColour(int colour) {
    return static_cast<ui::GameColour>(colour);
}
inline QColor colourFill(int colour) {
    return ui::fillOf(gameColour(colour));
}
/// The lowest and the highest colour of a mask (a two-colour card or start field).
inline int firstColour(ColourMask m) {
    for (int c = 0; c < kColours; ++c)
        if (m & bit(c)) return c;
    return 0;
}
inline int secondColour(ColourMask m) {
    for (int c = kColours - 1; c >= 0; --c)
        if (m & bit(c)) return c;
    return 0;
}

/// The dogs' own colours (white, grey, brown, black) by board position.
QColor dogFill(int boardPos);
/// The colour's shape on a light disc, so fields read by shape too (and in greyscale).
void drawFieldMark(QPainter& p, const QPointF& c, double radius, int colour);
/// A small kennel: a house with a roof and a door.
void drawHouse(QPainter& p, const QRectF& box, const QColor& fill, const QColor& ink);
/// A paw print (a pad and four toes).
void drawPaw(QPainter& p, const QPointF& c, double size, const QColor& fill);
/// A dog token: head with ears, white halo and dark outline, and the seat number (seat -1: none).
void drawDog(QPainter& p, const QPointF& c, double r, int boardPos, int number, double opacity = 1.0);
void drawCardFace(QPainter& p, const QRectF& r, Card c);
void drawCardBack(QPainter& p, const QRectF& r);

} // namespace dogtable::games::dogkids
