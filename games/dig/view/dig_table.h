// Dig's table: the yard running from the doghouse (one row, or two rows joined like a snake when
// the window is narrow), dogs as seat tokens, the viewer's hand face up at the bottom, opponents'
// hands (scent side only) and every scoring pile at the top, an optional deduction aid.
//
// Built on the table kit (dogtable/ui/game_table.h): it receives only the typed View of the
// watching seat, the legal actions and a Referee. Items ("place/N" with 0 the doghouse, "hand/I",
// "opponent/S", "pile/S", "pips", "fact/P") carry names, descriptions and tooltips; clicks go
// through the kit's ActionPicker (stepsOf); animations follow the rules' events (onAction).
// Files: dig_table.cpp (adapter, layout, items, clicks, words), dig_paint.cpp (painting),
// dig_art.cpp (cards, bones, bowls, the doghouse).
#pragma once

#include <QPointF>
#include <QRectF>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "dig/rules/dig_state.h"
#include "dogtable/ui/game_table.h"
#include "dogtable/ui/recent_marks.h"

class QPushButton;
class QCheckBox;

namespace dogtable::games::dig {

class DigTable final : public ui::GameTable<DigState> {
    Q_OBJECT
public:
    explicit DigTable(QWidget* parent = nullptr);
    ~DigTable() override;

    void clearTable() override;
    [[nodiscard]] QString rulesSection() const override;
    /// Where place `place` (0 = the doghouse) and the viewer's hand card `index` are drawn (tests).
    [[nodiscard]] QRectF placeGeometry(int place) const { return placeRect(place); }
    [[nodiscard]] QRectF handCardGeometry(int index) const;
    /// The own panel (bottom of the table) and a seat's delivered-bones pile, as laid out.
    [[nodiscard]] QRectF ownAreaGeometry() const { return m_ownArea; }
    [[nodiscard]] QRectF pileGeometry(int seat) const;

protected:
    // ----- the kit's hooks -----
    void buildItems(ui::HitMap& items) override;
    [[nodiscard]] std::vector<std::string> stepsOf(const Action& a) const override;
    void paintTable(QPainter& p) override;
    void paintFlying(QPainter& p) override;
    [[nodiscard]] bool hoverChangesTable(const ui::TableItem& item) const override {
        (void)item; // the faint dog where a move would land is drawn above the layer (paintHover)
        return false;
    }
    void paintHover(QPainter& p, const ui::TableItem& item) override;
    void paintLook(QPainter& p, const ui::TableItem& item, Look look) override;
    void explainItem(const ui::TableItem& item) override;
    void onView(bool newSeat) override;
    void onAction(const View& before, const Action& action, const std::vector<Event>& events) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    /// TableItem::kind of each item.
    enum ItemKind : int { kPlaceItem = 1, kHandItem, kOpponentItem, kPileItem, kPipsItem, kFactItem };
    // One thing flying during an animation (a card in tidy-up or the deal, a dog).
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
    /// Whose hand is shown at the bottom: the viewer, or for a spectator the seat to act.
    [[nodiscard]] Seat self() const { return viewer() >= 0 ? viewer() : std::max<Seat>(0, view().turn); }
    [[nodiscard]] int ownDog() const;
    /// The legal actions whose first click is item `id`, in the legal order.
    [[nodiscard]] std::vector<Action> actionsAt(const std::string& id) const;
    /// The own hand index of card `card` (-1: not in the own hand).
    [[nodiscard]] int handIndexOf(int card) const;
    [[nodiscard]] QString tooltipFor(int kind, int index, const std::string& id) const;
    /// "5, 4, 3, 2, 1": points per bone of the bowls from the doghouse on.
    [[nodiscard]] QString valuesByRank() const;
    [[nodiscard]] QString describePlace(int place) const;
    [[nodiscard]] QString seatName(int seat) const;
    [[nodiscard]] bool flying(int place) const;
    [[nodiscard]] bool dogFlying(int seat) const;
    /// A key for the position as everybody sees it (no hidden bone), for the recent marks.
    [[nodiscard]] std::uint64_t publicKey(const View& v) const;

    void paintYard(QPainter& p);
    void paintSlot(QPainter& p, const QRectF& r, const YardSlotView& slot);
    void paintDogs(QPainter& p);
    void paintOpponents(QPainter& p);
    void paintOwnArea(QPainter& p);
    void paintFacts(QPainter& p);
    void paintPile(QPainter& p, const QRectF& box, const PlayerView& pv, bool large);
    void paintMarks(QPainter& p);

    // Layout (recomputed on resize and on every view).
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

    ui::Tween m_tween;
    bool m_showLanded = false; // paintTable() draws the pieces in flight at rest (showLanded)
    void showLanded(bool on) override { m_showLanded = on; }
    /// Where the pieces in flight come to rest (what the layer changes when they land).
    [[nodiscard]] QRectF restRect() const;
    std::vector<Flight> m_pendingFlights; // from onAction, started by the next view
    std::vector<Flight> m_flights;
    /// Where the pieces in flight are drawn now (the union), and where the last frame drew them.
    [[nodiscard]] QRectF flightRect() const;
    // Where a flight is at `progress` (0..1): a dog's token (and its size), a card.
    [[nodiscard]] double flyingDogRadius() const;
    [[nodiscard]] QPointF flyingDogCentre(const Flight& f, double progress) const;
    [[nodiscard]] QRectF flyingCardRect(const Flight& f, double progress) const;
};

} // namespace dogtable::games::dig
