// The house style shared by all five tables (shared/design/table-style.md): game colours that are
// never shown by colour alone, player colours, highlights, dice with pips, tokens, text helpers.
#pragma once

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <vector>

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
/// A seat is drawn in the palette entry the seat palette gives it (see SeatPalette).
QColor playerColour(int seat);
/// The colour of the theme's seat palette entry `index` (0..5), whatever seat it is drawn for.
QColor paletteColour(int index);

/// Which palette entry each seat is drawn in: players' profiles prefer a colour, so seat s may be
/// drawn in entry palette[s]. Seats past the end (and an empty palette) are drawn in their own
/// entry, seat s in entry s. A game's own colours (Dog Kids' dogs) do not come from here.
using SeatPalette = std::vector<int>;
/// The palette of the game on the table (the app's main window sets it).
void setSeatPalette(SeatPalette palette);
[[nodiscard]] const SeatPalette& seatPalette();
/// While it lives, playerColour() uses `palette` instead (a table that shows another game: the
/// replay viewer); scopes nest.
class SeatPaletteScope {
public:
    explicit SeatPaletteScope(const SeatPalette* palette);
    ~SeatPaletteScope();
    SeatPaletteScope(const SeatPaletteScope&) = delete;
    SeatPaletteScope& operator=(const SeatPaletteScope&) = delete;

private:
    const SeatPalette* m_previous;
};
/// A game whose seats have colours of their own (Dog Kids: each seat plays the dogs of one colour):
/// while set, playerColour(seat) is that colour for every seat it lists, so the side panel, the log,
/// the hand-over screen and the score sheet draw a seat as its pieces are drawn. Empty: none. A
/// SeatPaletteScope (another game's table) sets it aside while it lives.
void setGameSeatColours(std::vector<QColor> colours);
[[nodiscard]] const std::vector<QColor>& gameSeatColours();
/// The palette for players' colour preferences (-1: none) in seat order: every preference that no
/// earlier seat took is kept; the other seats keep their own entry when free, else the lowest free one.
[[nodiscard]] SeatPalette paletteFor(const std::vector<int>& preferences);
/// A round token in the seat's colour with its number (1..4) and a dark outline.
void drawSeatToken(QPainter& p, const QPointF& centre, double radius, int seat, bool active = false);

/// Legal-target highlight (soft glow) and hover outline, the same on every table.
void drawLegalHighlight(QPainter& p, const QRectF& box, double radius = 6.0);
void drawHoverOutline(QPainter& p, const QRectF& box, double radius = 6.0);
/// A die with pips (never digits).
void drawDie(QPainter& p, const QRectF& box, int pips, const QColor& body = QColor("#fdfdfd"),
             const QColor& pip = QColor("#222222"));

/// Table colours (of the theme in use: the standard one or the high-contrast one).
QColor tableBackground();
QColor panelBackground();
QColor textColour();
QColor mutedTextColour();

/// The colours of a theme that carry meaning: text and its backgrounds, the seat and game colours,
/// the marks on the table. The high-contrast theme (Settings) meets WCAG 2.2 AA with them: 4.5:1
/// for text, 3:1 for large text and for the parts of pieces that carry meaning (checked by
/// tests/app/accessibility_test.cpp from these values).
struct ThemeColours {
    QColor table;              // the cloth
    QColor textOnTable;        // text drawn straight on the cloth
    QColor panel;              // panels on the table, cards' faces, the side panel
    QColor text;               // text on panels
    QColor mutedText;          // secondary text on panels
    QColor heading;            // headings on the side panel
    QColor window;             // the app's windows and dialogs
    QColor button;             // push buttons
    QColor buttonBorder;       // their outline
    QColor accent;             // the main button, the selection
    QColor onAccent;           // text on the accent
    QColor disabledText;       // a disabled button's text
    QColor turnRow;            // the row of the player whose turn it is
    QColor recentRow;          // log lines played since your last move
    QColor legal;              // the legal-target glow
    QColor hover;              // the hover outline
    QColor outline;            // the dark outline of pieces and symbols
    std::vector<QColor> seats; // seats 1..6
    std::vector<QColor> games; // red, blue, yellow, green, purple
};
[[nodiscard]] const ThemeColours& standardColours();
[[nodiscard]] const ThemeColours& highContrastColours();
/// The theme in use.
[[nodiscard]] const ThemeColours& themeColours();
void setHighContrast(bool on);
[[nodiscard]] bool highContrast();
/// The colour drawn on a fill (a seat token's number, a colour chip's symbol): dark or white,
/// whichever contrasts more.
[[nodiscard]] QColor inkOn(const QColor& fill);
/// WCAG 2.2 contrast ratio of two opaque colours (1 .. 21).
[[nodiscard]] double contrastRatio(const QColor& a, const QColor& b);

/// A font of `pixelSize` px (never below 11).
QFont uiFont(double pixelSize, bool bold = false);
/// Draws text fitted into `box`: a too-long text is set smaller (down to 11 px), then elided with "…".
/// A word-wrapped text is never elided; when its lines do not fit the box's height it is cut off.
/// Either way the style records it (see Elision) so the view can offer the full text and tests can
/// list what did not fit.
void drawFittedText(QPainter& p, const QRectF& box, const QString& text, int flags = Qt::AlignCenter,
                    double pixelSize = 14, bool bold = false);

/// The first of `candidates` (longest first: the full text, then shorter forms whose missing part
/// the tooltip gives) that fits `width` at `pixelSize` or smaller down to 11 px; else the last.
QString firstThatFits(const QStringList& candidates, double width, double pixelSize = 14, bool bold = false);

/// `word` set on two lines with a hyphen ("Adoptions-\nvertrag") at the break nearest its middle
/// where both lines fit `width` in `fm`; empty when none does. A word that carries soft hyphens (a
/// translation's marks, text::kSoftHyphen: "Kau\u00ADspielzeug") breaks only there, and may hold a
/// space after the mark ("Nass\u00ADfutter x2"); a plain word breaks where its language parts
/// syllables: German before a consonant (or "ch", "ck", "sch", "sp") that opens a vowel
/// ("Kno-chen"), the others after a vowel, or a vowel and a consonant, before a consonant
/// ("Arysto-krata"). Either way at least two letters stay on each line.
QString hyphenated(const QString& word, double width, const QFontMetricsF& fm,
                   QLocale::Language language = QLocale().language());

/// `word` cut to its first letters and a full stop ("amarela" -> "amar.") so that it fits `width`
/// in `fm`, keeping at least two letters; the word itself when it fits.
QString shortenedWord(const QString& word, double width, const QFontMetricsF& fm);

/// A whole number as a player reads it: a negative one with the minus sign, not a hyphen ("−2").
QString numberText(long n);

/// A person's name made shorter for a narrow place: every word after the first becomes its initial
/// ("Przemysław Wiśniewski" -> "Przemysław W.", "Maria da Conceição" -> "Maria d. C.").
QString shortName(const QString& name);

/// A tooltip that wraps at a readable width (Qt wraps rich text at about 80 average characters):
/// plain text becomes rich text (escaped, its line breaks kept); rich text is left as it is.
QString wrappedTooltip(const QString& tip);

/// A text drawn with drawFittedText on a widget: the full text, what was shown, the box (in the
/// widget's coordinates) and whether it did not fit (elided, or a wrapped text cut off).
struct DrawnText {
    QString text;
    QString shown; // the elided text; for a wrapped text that was cut off, the text itself
    QRectF box;
    bool cut = false;
    QRectF ink{}; // where its letters are (within box): layout tests look for texts drawn over others
};
using Elision = DrawnText;
/// The fitted texts drawn on `device` since forgetElisions(device) (GameView calls it before each
/// paint, so this is what its last paint drew), and those of them that did not fit.
[[nodiscard]] std::vector<DrawnText> textsOn(const QPaintDevice* device);
[[nodiscard]] std::vector<Elision> elisionsOn(const QPaintDevice* device);
void forgetElisions(const QPaintDevice* device);
/// Forgets how texts fit their boxes (drawFittedText remembers it): the font changed.
void clearTextFits();
/// Replaces the record of `device`'s fitted texts (a table painted from its cached layer gives back
/// the texts the layer was drawn with).
void setTextsOn(const QPaintDevice* device, std::vector<DrawnText> texts);
/// While alive, fitted texts drawn on `from` (a pixmap a widget paints its layer into) are recorded
/// as drawn on `widget`.
class TextRecordRedirect {
public:
    TextRecordRedirect(const QPaintDevice* from, const QPaintDevice* widget);
    ~TextRecordRedirect();
    TextRecordRedirect(const TextRecordRedirect&) = delete;
    TextRecordRedirect& operator=(const TextRecordRedirect&) = delete;

private:
    const QPaintDevice* m_prevFrom; // an enclosing redirect, restored at the end
    const QPaintDevice* m_prevTo;
};
/// The full text of an elided text drawn at `pos` on `device` ("" when none).
[[nodiscard]] QString elidedTextAt(const QPaintDevice* device, const QPointF& pos);

/// The animation duration for a nominal `ms`, scaled by the user's animation-speed setting
/// (0 = animations off). Views call this; the app sets the factor.
int animationMs(int ms);
void setAnimationFactor(double factor);
double animationFactor();
/// "Reduce motion" (Settings): nothing moves on the tables (every Tween jumps to its end), while
/// the pace of computer players (animationMs) stays as the animation speed sets it.
void setReduceMotion(bool on);
bool reduceMotion();
/// The length of a movement on a table: 0 with reduce motion, else animationMs(ms).
int motionMs(int ms);

} // namespace dogtable::ui
