// Dog Lover: our own flat QPainter art for cards, tokens and trick patterns.
#pragma once

#include <optional>

#include <QPainter>
#include <QRectF>
#include <QString>

#include "doglover/rules/doglover_area.h"
#include "doglover/rules/doglover_cards.h"
#include "doglover/rules/doglover_tricks.h"

namespace dogtable::games::doglover::art {

QString qs(std::string_view s);
/// The card's name in the player's language (cardWord).
QString nameOf(CardId c);
/// A food token: a shape and a letter per kind (scraps ● S, dry ■ D, wet ◆ W, treat ★ T).
/// The mark on a food token: one character, different for each kind, in every language.
QString tokenMark(FoodKind k);
void drawToken(QPainter& p, const QRectF& box, FoodKind k);
/// The type pictogram of a card (dog silhouette, bowl, heart, leash, whistle, bone, ball, tag, house...).
void drawPictogram(QPainter& p, const QRectF& box, CardId c);
/// 1-3 paw prints for a dog size.
void drawPaws(QPainter& p, const QRectF& box, Size s);
/// A whole card face, readable at a glance: pictogram, name, VP, size paws, food cost.
void drawCard(QPainter& p, const QRectF& box, CardId c);
/// Whether drawCard() shows the card's whole name on a card of `box` (one line, two lines or a long
/// word split with a hyphen), not a shorter form.
[[nodiscard]] bool nameFitsCard(CardId c, const QRectF& box);
/// The name as a card of `box` sets it ("Adoptions-\nvertrag" split over two lines, a short form).
[[nodiscard]] QString nameOnCard(CardId c, const QRectF& box);
/// The type line under a card's name ("food", "trait · for a small dog"); empty where it would only
/// say the name again ("Walk" / "walk", "Dressur" / "Dressur": play test round 14).
[[nodiscard]] QString typeLineOf(CardId c);
/// The card back of the draw pile.
void drawCardBack(QPainter& p, const QRectF& box);
/// A trick card: its 3x3 pattern (turned `quarters` quarter turns), the star, name and cost.
void drawTrick(QPainter& p, const QRectF& box, TrickId t, int quarters = 0, bool withText = true);
/// The watch dog token (a bulldog head) centred in box.
void drawWatchDog(QPainter& p, const QRectF& box);
/// The card's colour by type (the type is also shown by the pictogram and the type word).
QColor cardColour(CardId c);
QString typeWord(CardId c);
/// Tooltip HTML: name, English name, type, numbers and the effect. `owner`: the player of the dog
/// shown when it is not the viewer's (the effect then names that player, not "your area").
QString tooltip(CardId c, const QString& owner = {});
/// The card's own words (its effect); `owner` as for tooltip().
QString cardWords(CardId c, const QString& owner = {});
QString trickTooltip(TrickId t);
/// A dog of an area: the trait tag on top, the card, the fed badge, then the tucked cards (a line of
/// words when `small`).
/// `tagLines`: the trait tag's height in lines (traitTagLines), alike for every dog of a row so that
/// their cards stay level.
void drawDog(QPainter& p, const DogSlot& dog, bool fed, const QRectF& box, bool small, int tagLines = 1);
/// What drawDog draws in `box`: the tag, the card, the fed badge and the tucked cards under it (the
/// dog's item; its selection frame goes round all of it, never through "Walk×1").
QRectF dogExtent(const DogSlot& dog, const QRectF& box, bool small, int tagLines = 1);
/// The lines the trait tags of these dogs need at card width `cardW`: 2 when a trait's name does not
/// fit one line but its words fit one by one, else 1.
int traitTagLines(const DogSlot* dogs, int n, double cardW);
/// The height drawDog gives the tag (and its gap to the card) for that many lines.
double tagHeight(bool small, int lines);
/// A dog as one chip when cards do not fit: fed mark, name, VP, trait, tucked count. `worth`: the
/// points of a shelter dog whose card says "?", once they are known (the game's end).
void drawDogChip(QPainter& p, const QRectF& r, const DogSlot& dog, bool fed,
                 std::optional<int> worth = std::nullopt);
/// How `n` dogs fit into `area`: card width, dogs per row, small (stacked rows) or large.
struct DogRows {
    double w = 0; // card width
    int perRow = 1;
    bool small = true;
};
DogRows fitDogs(int n, const QRectF& area, double maxW, bool allowLarge);
/// The lines of the trait tags over `rows` of these dogs in an area `height` high: 2 when a trait's
/// name needs them (stacked rows then get narrower cards, so that they still fit, while they stay
/// at least 62 px wide), else 1; 0 when stacked rows of cards cannot name every trait whole (chips
/// then do).
int fitTraitTags(const DogSlot* dogs, int n, DogRows& rows, double height);
/// Dogs as chips, column by column, where cards would be too small: `shown` chips of `w` x `h` (34
/// px: name and points over trait and tucked cards; 20 px: the first line only), `perColumn` to a
/// column. Fewer than `n` are shown only when not even the smallest chips fit.
struct ChipGrid {
    double w = 0, h = 0;
    int perColumn = 1, shown = 0;
    static constexpr double kGap = 4;
    [[nodiscard]] QRectF at(const QRectF& area, int i) const {
        return {area.left() + (i / perColumn) * (w + kGap), area.top() + (i % perColumn) * (h + kGap), w, h};
    }
};
ChipGrid fitChips(int n, const QRectF& area);
/// A button drawn on the table (End turn, More…, the penalty choices).
void drawButton(QPainter& p, const QRectF& r, const QString& text, bool enabled, bool hot);
/// The section of docs/rules/doglover.en.md that explains this card.
QString rulesAnchor(CardId c);
/// The heading of a rules-page section by its anchor ("shelter-dogs": "Shelter dogs"), translated.
QString sectionTitle(const QString& anchor);

} // namespace dogtable::games::doglover::art
