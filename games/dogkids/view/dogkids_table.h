// Dog Kids — the table: the round board drawn from the board data, the viewer's 3 cards at the
// bottom, players on the left, piles and the move preview on the right. Built on the table kit
// (dogtable/ui/game_table.h): it receives only the seat's typed View, the legal actions and the
// referee's words; every card, dog, field and place is a TableItem, and a move is the path of
// item ids "hand/<i>" then "dog/<d>" (a swap: then the other dog). Moves glide along the events the
// rules report. Painting: dogkids_paint.cpp; art: dogkids_art.cpp.
#pragma once

#include <QPointF>
#include <QRectF>

#include <string>
#include <utility>
#include <vector>

#include "dogkids/rules/dogkids_state.h"
#include "dogtable/ui/game_table.h"

class QPushButton;

namespace dogtable::games::dogkids {

/// Adds the Dog Kids table to the view registry (called by the generated registerBuiltinViews()).
void registerView(ui::ViewRegistry& registry);

class DogKidsTable : public ui::GameTable<DogKidsState> {
    Q_OBJECT
    using Base = ui::GameTable<DogKidsState>;

public:
    explicit DogKidsTable(QWidget* parent = nullptr);

    [[nodiscard]] QString rulesSection() const override;
    void clearTable() override;

    /// Item kinds (TableItem::kind).
    enum ItemKind { kCardItem = 1, kDogItem, kFieldItem, kPlaceItem, kButtonItem };
    /// Item ids.
    static std::string cardId(int handIndex) { return "hand/" + std::to_string(handIndex); }
    static std::string dogId(int dog) { return "dog/" + std::to_string(dog); }
    static std::string fieldId(int field) { return "field/" + std::to_string(field); }

protected:
    /// Each seat in the colour of its dogs (white, grey, brown, black), as the board draws them.
    [[nodiscard]] std::vector<QColor> seatColoursIn(const View& v) const override;
    // ----- the kit -----
    void onView(bool newSeat) override;
    void onAction(const View& before, const Action& action, const std::vector<Event>& events) override;
    void buildItems(ui::HitMap& items) override;
    [[nodiscard]] std::vector<std::string> stepsOf(const Action& a) const override;
    void paintTable(QPainter& p) override;
    void paintFlying(QPainter& p) override;
    [[nodiscard]] QString labelOf(const Action& a) const override;
    void explainItem(const ui::TableItem& item) override;
    void paintLook(QPainter& p, const ui::TableItem& item, Look look) override;
    [[nodiscard]] QRectF lookReach(const ui::TableItem& item) const override;
    /// The item and the copies that stand for it (a card's duplicates, the owner's waiting dogs).
    [[nodiscard]] std::vector<int> copiesOf(const ui::TableItem& item) const;
    void choiceChanged() override;
    [[nodiscard]] bool hoverChangesTable(const ui::TableItem& item) const override {
        (void)item; // the only hover look of the table is the move preview (mouseMoveEvent)
        return false;
    }

    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    friend class DogKidsViewTest;
    struct Glide {
        int dog = -1;
        std::vector<int> places;     // places passed, ending where the dog lands (before the new view)
        std::vector<QPointF> points; // canvas points from start to end (made when the view arrives)
    };

    void layoutTable();
    void updateButtons();

    // painting (dogkids_paint.cpp)
    void paintBoard(QPainter& p);
    void paintBoardArt(QPainter& p); // what paintBoard() keeps as a sprite
    void paintField(QPainter& p, int field);
    /// Whether a seat plays the colour at board position `boardPos` (unused ones are drawn faded).
    [[nodiscard]] bool boardPosUsed(int boardPos) const;
    void paintHomes(QPainter& p, int boardPos);
    void paintKennel(QPainter& p, int boardPos);
    void paintDogs(QPainter& p);
    void paintPreview(QPainter& p);
    void paintOutcome(QPainter& p, const MoveOutcome& out);
    void paintPlayers(QPainter& p);
    void paintPiles(QPainter& p);
    void paintHand(QPainter& p);
    [[nodiscard]] QString winnersText() const;
    [[nodiscard]] QString playerName(int seat) const;

    // geometry
    [[nodiscard]] QPointF toWidget(const Point& canvas) const;
    [[nodiscard]] QPointF placePoint(int dog, int place) const; // canvas point of a dog at a place
    [[nodiscard]] QPointF dogPoint(int dog) const;              // where the dog is drawn now (canvas)
    [[nodiscard]] QPointF dogCentre(int dog) const;             // the same in widget coordinates
    [[nodiscard]] double scale() const { return m_board.width() / kCanvas; }
    [[nodiscard]] bool gliding(int dog) const;

    // choices
    [[nodiscard]] const std::vector<Card>& ownHand() const;
    /// The hand index that stands for card type `c` (the first copy), -1 if not held.
    [[nodiscard]] int handIndexOf(Card c) const;
    /// The chosen card (the picker's first step), or kNoCard.
    [[nodiscard]] Card chosenCard() const;
    [[nodiscard]] int chosenHandIndex() const;
    /// A waiting dog stands for the first waiting dog of its owner (the one the rules move).
    [[nodiscard]] int representative(int dog) const;
    /// The moves that the hovered item would complete now, with their previews.
    [[nodiscard]] std::vector<Action> hoveredMoves() const;
    [[nodiscard]] bool cardPlayable(int handIndex) const;
    [[nodiscard]] QString dogLabel(int dog) const;
    /// The dog's owner ("Player 1 (you)") and place, without the dog's own name (its accessible state).
    [[nodiscard]] QString dogState(int dog) const;
    [[nodiscard]] QString dogOwnerWord(int dog) const;

    std::vector<std::pair<int, int>> m_recent; // from/to of the last round's moves, marked on the board
    std::string m_hoverSeen;                   // the hovered item at the last full repaint
    bool m_dragging = false;
    QPointF m_dragPos;

    QRectF m_board, m_left, m_right, m_hand;
    std::vector<QRectF> m_cardRects;
    QPushButton* m_changeButton = nullptr;
    QPushButton* m_keepButton = nullptr;
    QPushButton* m_offerButton = nullptr;
    QPushButton* m_rulesButton = nullptr;

    ui::Tween m_tween;
    bool m_showLanded = false; // paintTable() draws the dogs gliding at rest (showLanded)
    void showLanded(bool on) override { m_showLanded = on; }
    std::vector<Glide> m_glides;
    /// Where the gliding dogs are drawn now (the union), and where the last frame drew them.
    [[nodiscard]] QRectF glideRect() const;
    bool m_previewShown = false; // the table shows a hovered move's preview
    std::vector<Glide> m_pendingGlides;
};

} // namespace dogtable::games::dogkids
