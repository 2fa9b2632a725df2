// The house style shared by all five tables (shared/design/table-style.md): game colours that are
// never shown by colour alone, player colours, highlights, dice with pips, tokens, text helpers.
#pragma once

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <QString>

namespace dogtable::ui {

/// The five game colours. Each has a fill, a symbol and a letter.
enum class GameColour { Red, Blue, Yellow, Green, Purple };

QColor fillOf(GameColour c);
QString letterOf(GameColour c); // "R", "B", "Y", "G", "P"
QString nameOf(GameColour c);   // "red", ...
/// Draws the colour's symbol (circle, diamond, triangle, square, star) filled with its colour and a
/// dark outline, centred in `box`.
void drawColourSymbol(QPainter& p, const QRectF& box, GameColour c);
/// A colour swatch: a rounded rectangle in the colour with its symbol drawn in white/black on top.
void drawColourChip(QPainter& p, const QRectF& box, GameColour c);

/// Player colours for seats 0..3 (distinct also in greyscale), with the seat number drawn on tokens.
QColor playerColour(int seat);
/// A round token in the seat's colour with its number (1..4) and a dark outline.
void drawSeatToken(QPainter& p, const QPointF& centre, double radius, int seat, bool active = false);

/// Legal-target highlight (soft glow) and hover outline, the same on every table.
void drawLegalHighlight(QPainter& p, const QRectF& box, double radius = 6.0);
void drawHoverOutline(QPainter& p, const QRectF& box, double radius = 6.0);
/// A die with pips (never digits).
void drawDie(QPainter& p, const QRectF& box, int pips, const QColor& body = QColor("#fdfdfd"),
             const QColor& pip = QColor("#222222"));

/// Table colours.
QColor tableBackground();
QColor panelBackground();
QColor textColour();
QColor mutedTextColour();

/// A font of `pixelSize` px (never below 11).
QFont uiFont(double pixelSize, bool bold = false);
/// Draws text fitted into `box`: a too-long text is set smaller (down to 11 px), then elided with "…".
void drawFittedText(QPainter& p, const QRectF& box, const QString& text, int flags = Qt::AlignCenter,
                    double pixelSize = 14, bool bold = false);

/// The animation duration for a nominal `ms`, scaled by the user's animation-speed setting
/// (0 = animations off). Views call this; the app sets the factor.
int animationMs(int ms);
void setAnimationFactor(double factor);
double animationFactor();

} // namespace dogtable::ui
