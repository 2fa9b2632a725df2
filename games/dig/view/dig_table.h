// Dig's table: the yard running from the doghouse (one row, or two rows joined like a snake when
// the window is narrow), dogs as seat tokens, the viewer's hand face up at the bottom, opponents'
// hands (scent side only) and every scoring pile at the top, an optional deduction aid.
// It renders DigState::viewFor(viewer) and turns clicks into one of state.legalActions().
#pragma once

#include <QPointF>
#include <QRectF>
#include <QVariantAnimation>

#include <memory>
#include <vector>

#include "dig/rules/dig_state.h"
#include "dogtable/ui/game_view.h"
#include "dogtable/ui/recent_marks.h"

class QPushButton;
class QCheckBox;

namespace dogtable::games::dig {

class DigTable final : public ui::GameView {
    Q_OBJECT
public:
    explicit DigTable(QWidget* parent = nullptr);
    ~DigTable() override;

    void showState(const GameState& state, Seat viewer, bool interactive) override;
    void clearTable() override;
    void noteAction(const GameState& before, const Action& action) override;
    [[nodiscard]] QString rulesSection() const override;
    [[nodiscard]] QSize sizeHint() const override { return {1100, 680}; }
    [[nodiscard]] QSize minimumSizeHint() const override { return {760, 520}; }
    /// Where place `place` (0 = the doghouse) and the viewer's hand card `index` are drawn (tests).
    [[nodiscard]] QRectF placeGeometry(int place) const { return placeRect(place); }
    [[nodiscard]] QRectF handCardGeometry(int index) const;
    /// The own panel (bottom of the table) and a seat's delivered-bones pile, as laid out.
    [[nodiscard]] QRectF ownAreaGeometry() const { return m_ownArea; }
    [[nodiscard]] QRectF pileGeometry(int seat) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    // What is under a point of the table.
    struct Hit {
        enum class Kind { None, Place, HandCard, Opponent, Pile, Pips, Fact } kind = Kind::None;
        int index = -1; // place, hand index, seat, pair
        int seat = -1;
        int colour = -1;
    };
    // One thing flying during an animation (a card in tidy-up, a dog).
    struct Flight {
        bool dog = false;
        int seat = -1;
        int from = 0; // place (a card is drawn from the slot view at `to`)
        int to = 0;   // place
    };

    void relayout();
    void updateButtons();
    [[nodiscard]] QRectF placeRect(int place) const;
    [[nodiscard]] QRectF dogRect(int place) const;
    [[nodiscard]] QPointF dogCentre(int place, int slot) const;
    [[nodiscard]] Hit hitAt(const QPointF& pos) const;
    [[nodiscard]] QString tooltipFor(const Hit& hit) const;
    [[nodiscard]] bool isLegal(const Action& a) const;
    [[nodiscard]] std::vector<Action> actionsFor(const Hit& hit) const;
    void choose(const Action& a);
    void explain(const Hit& hit);
    void deliverMenu(int place, const QPoint& globalPos);
    [[nodiscard]] QString seatName(int seat) const;
    [[nodiscard]] bool flying(int place) const;
    [[nodiscard]] bool dogFlying(int seat) const;

    void paintYard(QPainter& p);
    void paintSlot(QPainter& p, const QRectF& r, const YardSlotView& slot);
    void paintDogs(QPainter& p);
    void paintOpponents(QPainter& p);
    void paintOwnArea(QPainter& p);
    void paintFacts(QPainter& p);
    void paintPile(QPainter& p, const QRectF& box, const PlayerView& pv, bool large);
    void paintFlights(QPainter& p);

    std::unique_ptr<GameState> m_state; // a copy, only for legalActions()/whyIllegal()/status
    View m_view;
    Seat m_viewer = kNoSeat;
    Seat m_self = 0; // whose hand is shown at the bottom
    bool m_interactive = false;
    bool m_hasState = false;
    std::vector<Action> m_legal;
    Hit m_hover;

    // Layout (recomputed on resize and on every state).
    int m_rows = 1;
    int m_cols = 26;
    double m_cardW = 40;
    double m_cardH = 90;
    double m_tokenBand = 30;
    QRectF m_yardArea, m_opponentArea, m_ownArea, m_factsArea;
    std::vector<QRectF> m_handRects;
    std::vector<QRectF> m_opponentRects; // by seat (empty rect for the viewer's own seat)
    std::vector<QRectF> m_pileRects;     // by seat
    QRectF m_pipsRect;
    std::vector<QRectF> m_factRects;

    QPushButton* m_endButton = nullptr;
    QPushButton* m_keepButton = nullptr;
    QPushButton* m_rulesButton = nullptr;
    QCheckBox* m_aidBox = nullptr;

    // Places other players acted on since the viewer last acted (shown after a hand-over).
    ui::RecentMarks m_marks;
    void paintMarks(QPainter& p);

    QVariantAnimation m_anim;
    std::vector<Flight> m_pendingFlights; // from noteAction, started by the next showState
    std::vector<Flight> m_flights;
    double m_progress = 1.0;
};

} // namespace dogtable::games::dig
