// Dog Lover: the table. Built on the table kit (dogtable/ui/game_table.h): it receives only the
// typed View of the watching seat, the legal actions and the referee's answers. Every pointable
// thing is a TableItem (ids below); each legal action is a path of item ids (stepsOf) that the kit's
// ActionPicker narrows click by click. Painting is in doglover_paint.cpp and
// doglover_paint_areas.cpp.
//
// Item ids: "cell/<0..8>" grid cells, "guard/<line>" watch-dog places at setup, "watchdog",
// "pile", "endgame", "discardpile", "offer/trick/<pos>", "offer/dog/<pos>", "trick/<seat>/<trick>",
// "rotate/<trick>" (the round arrow on the picked trick),
// "dog/<seat>/<index>", "hand/<card>", "pending/<card>/<n>", "tokens", "fetch" (the viewer's Fetch
// card), "fetchbadge/<seat>", "choice/<n>" (penalty choices), "end", "more", "scores".
//
// Paths: draft = "cell/<top-left cell>" with the picked trick at its turn, else "rotate/<trick>"
// when that trick is picked (turns it), else "trick/<me>/<trick>" (picks the trick); tuck/attach/food on a
// dog = "hand/<c>" or "pending/<c>/0" then "dog/<me>/<d>"; food for tokens = "pending/<c>/0", "tokens";
// discarding a walk or trait = "pending/<c>/0", "discardpile"; learn/rescue = the offer; Fetch = "fetch",
// "cell/<c>"; the watch dog = "guard/<l>"; a penalty = "choice/<n>"; End turn = "end" (then the warnings, if
// any).
#pragma once

#include <QRectF>

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "doglover/rules/doglover_state.h"
#include "dogtable/ui/game_table.h"
#include "dogtable/ui/recent_marks.h"
#include "dogtable/ui/table_kit.h"

namespace dogtable::games::doglover {

class DogLoverTable final : public ui::GameTable<DogLoverState> {
    Q_OBJECT
public:
    explicit DogLoverTable(QWidget* parent = nullptr);
    ~DogLoverTable() override;

    void clearTable() override;
    [[nodiscard]] QString rulesSection() const override;

    // ----- for tests and keyboard use -----
    /// Selects one of the viewer's tricks for drafting, turned `quarters` quarter turns.
    void selectTrick(int trick, int quarters = 0);
    /// The draft the selected trick would make with its top-left corner over `cell`, if any.
    [[nodiscard]] std::optional<Action> draftAt(int cell) const;
    /// Why that draft cannot be made (the referee's reason); empty if it can.
    [[nodiscard]] QString draftProblemAt(int cell) const;
    /// The legal actions that start with this card of the viewer's hand or pending items.
    [[nodiscard]] std::vector<Action> actionsForCard(CardId c) const;
    [[nodiscard]] bool animating() const { return m_tween.running(); }
    [[nodiscard]] bool showsScores() const { return m_showScores; }
    [[nodiscard]] QRectF cellRect(int cell) const { return m_cellRect[static_cast<std::size_t>(cell)]; }
    /// Where the last layout put a seat's dog, and a card of the viewer's hand or pending items.
    [[nodiscard]] QRectF dogRect(Seat seat, int dog) const;
    [[nodiscard]] QRectF cardRect(CardId c) const;
    /// Grid cells other players took cards from since the viewer last acted, and who: (cell, seat).
    [[nodiscard]] std::vector<std::pair<int, Seat>> recentCells() const;
    /// The seat whose panel is outlined as acting now (kNoSeat when the game is over).
    [[nodiscard]] Seat actingSeat() const { return hasView() ? view().acting : kNoSeat; }
    /// The card of the viewer's hand or pending items picked by a click (kNoCard when none).
    [[nodiscard]] CardId selectedCard() const;
    /// The label the menus and choice buttons give an action (short, in the acting player's words).
    [[nodiscard]] QString choiceText(const Action& a) const;
    /// Where the last paint showed the enlarged card under the mouse (empty when none).
    [[nodiscard]] QRectF previewGeometry() const { return m_shownPreview; }
    /// Within it, where the card and the box of the card's words were drawn.
    [[nodiscard]] QRectF previewCardGeometry() const { return m_shownPreviewCard; }
    [[nodiscard]] QRectF previewTextGeometry() const { return m_shownPreviewText; }

protected:
    // ----- the kit's hooks -----
    void buildItems(ui::HitMap& items) override;
    [[nodiscard]] std::vector<std::string> stepsOf(const Action& a) const override;
    void paintTable(QPainter& p) override;
    void paintFlying(QPainter& p) override;
    [[nodiscard]] QString labelOf(const Action& a) const override;
    void explainItem(const ui::TableItem& item) override;
    void choiceChanged() override;
    [[nodiscard]] bool hoverChangesTable(const ui::TableItem& item) const override {
        (void)item; // the table's hover looks follow the pointer (pointerMoved)
        return false;
    }
    void paintLook(QPainter& p, const ui::TableItem& item, Look look) override;
    /// Tab stops in your area: your tricks, your dogs, then your hand (play test: Tab never landed
    /// on the dogs, they came after the tricks in one zone).
    [[nodiscard]] int tabGroup(const ui::TableItem& item) const override;
    /// End turn lit under the pointer (above the cached layer).
    void paintHover(QPainter& p, const ui::TableItem& item) override;
    /// A grid cell where the picked trick goes: the whole footprint (the keyboard's focus ring).
    [[nodiscard]] QRectF lookBounds(const ui::TableItem& item) const override;
    void onView(bool newSeat) override;
    void onAction(const View& before, const Action& action, const std::vector<Event>& events) override;

    /// A card shown enlarged with its words under the pointer is explained there: no tooltip
    /// besides it. Another tooltip (a trick's) is moved off the enlarged card and the hovered item.
    bool event(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    /// What an item is (TableItem::kind).
    enum HitKind {
        GridCell,
        GuardLine,
        MyTrick,
        TrickOffer,
        ShelterOffer,
        Dog,
        HandCard,
        PendingWalk,
        PendingTrait,
        PendingFood,
        FetchCard,
        EndTurn,
        ScoreToggle,
        MoreButton,
        Choice,
        DrawPile,
        Tokens,
        DiscardPile,
        RotateControl, // the round arrow on the picked trick: turns it a quarter
        MoreDogs,      // "+N more" under another player's dogs: the dogs with no room, in words
        Supply,        // one kind of food token in the supply (its mark said in words)
    };
    struct Flight {
        CardId card = kNoCard;
        QRectF from, to;
    };

    [[nodiscard]] Seat me() const; // the seat whose area is at the bottom
    [[nodiscard]] QString name(Seat s) const;
    [[nodiscard]] QString reasonFor(const Action& a) const;
    [[nodiscard]] QString describe(const Action& a) const;
    [[nodiscard]] bool fetchMode() const;
    [[nodiscard]] std::optional<Placement> previewPlacement(int cell) const;
    [[nodiscard]] QRectF destinationFor(Seat seat, CardId c) const;
    [[nodiscard]] std::uint64_t positionKey(const View& v) const;
    void pickTrick(int trick); // a click on an own trick: pick it (picked already: it stays as it is)
    void rotate(int quarters);
    void restep();                             // the draft paths changed (trick or turn): recompute them
    [[nodiscard]] int hintedTurn(int t) const; // the turn the hint drafts trick t at (-1: none)
    void endTurnClicked();

public:
    /// What "End turn" would ask before it ends the turn (empty: it asks nothing). Nothing when the
    /// end is the hint's move (play tests, pt: the hint said "ends the turn" and End turn then asked
    /// whether to end it; what is left is chosen right after, as the warnings say).
    [[nodiscard]] QStringList endTurnQuestion() const;

private:
    void settleStep(std::uint64_t key);
    void openMoreMenu();
    [[nodiscard]] QString anchorFor(const ui::TableItem& item) const;
    [[nodiscard]] QString tooltipFor(int kind, int seat, int index) const;
    /// Another player's dogs from `from` on, a line each (the "+N more" item): plain for its description,
    /// rich (points, marks, bold names) for its tooltip.
    [[nodiscard]] QStringList dogLines(int seat, int from, bool rich) const;
    /// A shelter dog's points where its card says "?", once the game is over (play test: "Mecus · ?"
    /// on the table beside +9 on the score sheet); nothing for any other dog or before the end.
    [[nodiscard]] std::optional<int> shelterWorth(const PlayerView& pv, int dog) const;
    /// The words in the box under the enlarged card `c` of item `h`.
    [[nodiscard]] QString previewWords(const ui::TableItem* h, CardId c) const;
    [[nodiscard]] static std::string itemId(int kind, int seat, int index);
    /// Registers an item while buildItems() collects (painting does the layout once for both).
    void addItem(HitKind kind, const QRectF& r, int seat, int index);

    // painting (doglover_paint.cpp; the players' areas: doglover_paint_areas.cpp)
    void paintAll(QPainter& p);
    void layout();
    void paintMiddle(QPainter& p);
    void paintGrid(QPainter& p);
    void paintMyArea(QPainter& p);
    void paintOpponent(QPainter& p, Seat s, const QRectF& box);
    void paintPreview(QPainter& p);
    /// Where the enlarged card (or trick) under item `h` is drawn (empty: none), and what it shows.
    [[nodiscard]] QRectF previewFor(const ui::TableItem* h, CardId* c, TrickId* t, bool* trickHit) const;
    [[nodiscard]] QString endTurnLabel(bool canEnd) const;

    ui::HitMap* m_collect = nullptr; // set while buildItems() lays the table out
    int m_selectedTrick = -1;
    int m_rotation = 0;
    bool m_settleAfterEnd = false; // End turn was confirmed: settle forced items without asking
    bool m_showScores = true;
    bool m_rightPress = false;
    CardId m_pickedCard = kNoCard; // a card clicked that no legal action starts with (see explainItem)
    QPointF m_mouse, m_pressPos;
    bool m_underMouse = false;
    std::string m_hoverId;

    std::array<QRectF, 9> m_cellRect{};
    QRectF m_gridRect, m_midRect, m_myRect, m_previewRect, m_pileRect, m_handRect, m_tokenRect, m_dogsRect;
    std::vector<QRectF> m_oppRect;
    QRectF m_shownPreview, m_shownPreviewCard, m_shownPreviewText;
    int m_previewWhat = -1; // the card (or 100000 + the trick) the pointer asked to enlarge last
    /// Where the cards in flight are drawn now (the union), and where the last frame drew them.
    [[nodiscard]] QRectF flightRect() const;
    /// The pointer moved: repaint what follows it (the grid when the cell under it changed, and
    /// where the enlarged card was and is).
    void pointerMoved();
    /// The grid cell under the pointer whose draft preview the table shows (-1: none).
    [[nodiscard]] int draftPreviewCell() const;
    int m_pointerKey = -1; // the draft preview's cell the layer shows (set by paintGrid), -1 none
    double m_cardW = 80, m_cardH = 110;

    ui::RecentMarks m_marks; // grid cells taken from, for the returning player after a hand-over
    std::vector<Flight> m_flights;
    ui::Tween m_tween;
};

} // namespace dogtable::games::doglover
