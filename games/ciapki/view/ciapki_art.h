// Ciapki's own drawings and small helpers of the table (ciapki_art.cpp).
#pragma once

#include <QIcon>
#include <QPushButton>
#include <QRectF>
#include <QString>

#include <string_view>

#include "ciapki/rules/ciapki_state.h"
#include "dogtable/ui/style.h"

class QPainter;

namespace dogtable::games::ciapki::art {

inline QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

ui::GameColour gameColour(TileColour c);
/// A treat: a little bone, our own drawing.
void drawTreat(QPainter& p, const QRectF& r);
/// A paw print: one pad and four toes.
void drawPaw(QPainter& p, const QRectF& r, const QColor& c);
/// An empty space: a faded die outline with its pips (the value it wants).
void drawSpace(QPainter& p, const QRectF& r, int value);
/// Round dog face of the solo automaton, Pies.
void drawPiesFace(QPainter& p, const QRectF& face);
/// The dice of `c` side by side (a dash for none), for buttons.
QIcon diceIcon(const Counts& c, int size = 20);
/// "2×3, 1×5" (or "none").
QString countsWords(const Counts& c);
/// "1. step\n2. step" of a tile, in the players' language.
QString stepsText(int tile);
/// A tile's name in the players' language (the box's own name in Polish).
QString tileLabel(int tile);
/// The name for the tile's band and tooltip: ours beside the box's ("Howl · daj głos"), or just the
/// box's name when the players' language is the box's.
QString tileTitle(int tile);

/// An action button whose label is drawn through the house style: when the bar is too narrow for it,
/// it is set smaller (down to 11 px) and only then cut; the full label is its text and its tooltip.
class FitButton : public QPushButton {
public:
    FitButton(const QIcon& icon, const QString& text, QWidget* parent) : QPushButton(icon, text, parent) {}
    ~FitButton() override;

protected:
    void paintEvent(QPaintEvent*) override;
};

} // namespace dogtable::games::ciapki::art
