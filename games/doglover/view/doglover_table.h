// Dog Lover: the table view. Renders View (state.viewFor(viewer)) and turns clicks, drags,
// the mouse wheel and keys into one of state.legalActions().
#pragma once

#include <QRectF>
#include <QVariantAnimation>

#include <memory>
#include <optional>
#include <vector>

#include "doglover/rules/doglover_state.h"
#include "dogtable/ui/game_view.h"
#include "dogtable/ui/recent_marks.h"

namespace dogtable::games::doglover {

class DogLoverTable final : public ui::GameView {
    Q_OBJECT
public:
    explicit DogLoverTable(QWidget* parent = nullptr);
    ~DogLoverTable() override;

    void showState(const GameState& state, Seat viewer, bool interactive) override;
    void clearTable() override;
    void noteAction(const GameState& before, const Action& action) override;
    [[nodiscard]] QString rulesSection() const override;
    [[nodiscard]] QSize sizeHint() const override { return {1280, 800}; }
    [[nodiscard]] QSize minimumSizeHint() const override { return {720, 520}; }

    // ----- for tests and keyboard use -----
    /// Selects one of the viewer's tricks for drafting, turned `quarters` quarter turns.
    void selectTrick(int trick, int quarters = 0);
    /// The draft the selected trick would make with its top-left corner over `cell`, if any.
    [[nodiscard]] std::optional<Action> draftAt(int cell) const;
    /// Why that draft cannot be made (the engine's reason); empty if it can.
    [[nodiscard]] QString draftProblemAt(int cell) const;
    /// The legal actions a click on a hand card / pending item would offer (what the menu lists).
    [[nodiscard]] std::vector<Action> actionsForCard(CardId c) const;
    [[nodiscard]] bool animating() const { return m_anim.state() == QAbstractAnimation::Running; }
    [[nodiscard]] bool showsScores() const { return m_showScores; }
    [[nodiscard]] QRectF cellRect(int cell) const { return m_cellRect[static_cast<std::size_t>(cell)]; }
    /// Where the last paint put a seat's dog, and a card of the viewer's hand or pending items (empty if
    /// nowhere).
    [[nodiscard]] QRectF dogRect(Seat seat, int dog) const;
    [[nodiscard]] QRectF cardRect(CardId c) const;
    /// Grid cells other players took cards from since the viewer last acted, and who: (cell, seat).
    [[nodiscard]] std::vector<std::pair<int, Seat>> recentCells() const;
    /// The seat whose panel is outlined as acting now (kNoSeat when the game is over).
    [[nodiscard]] Seat actingSeat() const;
    /// The card of the viewer's hand or pending items picked by a click (a click on a dog then puts
    /// that card there); kNoCard when none.
    [[nodiscard]] CardId selectedCard() const { return m_selectedCard; }
    /// The label the menus and choice buttons give an action (short, in the acting player's words).
    [[nodiscard]] QString choiceText(const Action& a) const;
    /// Where the last paint showed the enlarged card under the mouse (empty when none).
    [[nodiscard]] QRectF previewGeometry() const { return m_shownPreview; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    bool event(QEvent* event) override;

private:
    enum class HitKind {
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
        DrawPile
    };
    struct Hit {
        HitKind kind = HitKind::GridCell;
        QRectF rect;
        int seat = -1;
        int index = -1;
        int card = -1;
        Action action{};
    };
    struct Flight {
        CardId card = kNoCard;
        QRectF from, to;
    };

    [[nodiscard]] bool isLegal(const Action& a) const;
    [[nodiscard]] QString reasonFor(const Action& a) const;
    [[nodiscard]] QString describe(const Action& a) const;
    void choose(const Action& a);
    void endTurnClicked();
    void cardClicked(const Hit& hit, const QPoint& globalPos);
    void dogClicked(const Hit& hit, const QPoint& globalPos);
    /// After a confirmed End turn: settles the next pending item that leaves no choice.
    void settleStep(std::uint64_t stateHash);
    void openMenuFor(const Hit& hit, const QPoint& globalPos);
    void dropOn(const Hit& source, const Hit* target);
    [[nodiscard]] const Hit* hitAt(const QPointF& pos) const;
    [[nodiscard]] QString tooltipFor(const Hit& hit) const;
    [[nodiscard]] QString anchorFor(const Hit& hit) const;
    [[nodiscard]] std::vector<Action> actionsFor(const Hit& hit) const;
    [[nodiscard]] std::optional<Placement> previewPlacement(int cell) const;
    [[nodiscard]] QRectF destinationFor(Seat seat, CardId c) const;

    // painting
    void layout();
    void paintMiddle(QPainter& p);
    void paintGrid(QPainter& p);
    void paintMyArea(QPainter& p);
    void paintOpponent(QPainter& p, Seat s, const QRectF& box);
    void paintPreview(QPainter& p);
    void paintDog(QPainter& p, const DogSlot& dog, bool fed, const QRectF& box, bool small);
    struct DogRows {
        double w = 0; // card width
        int perRow = 1;
        bool small = true;
    };
    static DogRows fitDogs(int n, const QRectF& area, double maxW, bool allowLarge);
    void paintButton(QPainter& p, const QRectF& r, const QString& text, bool enabled, bool hot);

    std::unique_ptr<GameState> m_state;
    View m_view;
    Seat m_viewer = kNoSeat;
    bool m_interactive = false;
    bool m_hasState = false;
    std::vector<Action> m_legal;

    int m_selectedTrick = -1;
    CardId m_selectedCard = kNoCard;
    bool m_settleAfterEnd = false; // End turn was confirmed: settle forced items without asking
    int m_rotation = 0;
    bool m_fetchMode = false;
    bool m_showScores = true;
    int m_hoverIndex = -1; // into m_hits
    QPointF m_mouse;
    bool m_underMouse = false;
    std::optional<Hit> m_pressed;
    bool m_dragging = false;
    QPointF m_pressPos;

    std::vector<Hit> m_hits;
    std::array<QRectF, 9> m_cellRect{};
    QRectF m_gridRect, m_midRect, m_myRect, m_previewRect, m_pileRect, m_handRect, m_tokenRect, m_dogsRect;
    std::vector<QRectF> m_oppRect;
    QRectF m_shownPreview;
    double m_cardW = 80, m_cardH = 110;

    ui::RecentMarks m_marks; // grid cells taken from, for the returning player after a hand-over
    std::vector<Flight> m_flights;
    QVariantAnimation m_anim;
    double m_t = 1.0;
};

} // namespace dogtable::games::doglover
