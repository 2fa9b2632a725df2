// DOGS (kennel) — the table: the city/country map drawn from the board data, the action board with
// its cards, workers and the Dog Fair, and one kennel board per player. It renders the seat's
// View and offers exactly the state's legal actions. Every action is a short sequence of
// clicks on table items (a dog, a pen, a space, a card slot, a button); a press on one item and a
// release on another is the same as clicking both (drag and drop).
#pragma once

#include <QPointF>
#include <QRectF>
#include <QVariantAnimation>

#include <memory>
#include <optional>
#include <vector>

#include "dogtable/ui/game_view.h"
#include "kennel/rules/kennel_state.h"

namespace dogtable::games::kennel {

/// Adds the DOGS table to the view registry (called by the generated registerBuiltinViews()).
void registerView(ui::ViewRegistry& registry);

class KennelTable : public ui::GameView {
    Q_OBJECT
public:
    explicit KennelTable(QWidget* parent = nullptr);

    void showState(const GameState& state, Seat viewer, bool interactive) override;
    void clearTable() override;
    void noteAction(const GameState& before, const Action& action) override;
    [[nodiscard]] QString rulesSection() const override;
    [[nodiscard]] QSize sizeHint() const override { return {1400, 900}; }
    [[nodiscard]] QSize minimumSizeHint() const override { return {720, 520}; }

    /// What can be clicked: the kinds of table items an action is made of.
    enum class ItemType {
        None,
        Space,
        Waiting,
        PenDog,
        Pen,
        WaitingArea,
        Infirmary,
        Pool,
        Slot,
        Box,
        Button,
        Rules
    };
    struct Item {
        ItemType type = ItemType::None;
        int a = -1, b = -1, c = -1; // space / breed / pen / box / slot choice / button key
        bool operator==(const Item&) const = default;
    };

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    friend class KennelViewTest;
    struct Hit {
        Item item;
        QRectF rect;
        QString tip;
    };
    struct ButtonSpec {
        Item item;
        QString label;
        QString tip;
    };

    // sequences: every legal action as the items clicked to make it
    [[nodiscard]] std::vector<std::vector<Item>> sequencesFor(const Action& a) const;
    [[nodiscard]] std::vector<Item> nextItems() const;
    [[nodiscard]] bool isNext(const Item& it) const;
    void clickItem(const Item& it);
    void explainRefusal(const Item& it);
    [[nodiscard]] QString buttonLabel(const Item& it) const;
    [[nodiscard]] QString buttonTip(const Item& it) const;
    [[nodiscard]] std::optional<Action> completeAction() const;

    // painting
    void layout();
    void paintStatus(QPainter& p);
    void paintMap(QPainter& p);
    void paintActionBoard(QPainter& p);
    void paintKennel(QPainter& p, int seat, const QRectF& box);
    void paintButtons(QPainter& p);
    void paintOffer(QPainter& p);
    void paintDogToken(QPainter& p, const QRectF& r, int breed, int mark, bool dim = false) const;
    void paintCard(QPainter& p, const QRectF& r, int card) const;
    void addHit(const Item& it, const QRectF& r, const QString& tip = {});
    [[nodiscard]] QPointF mapPoint(int node) const;
    [[nodiscard]] const Hit* hitAt(const QPointF& pos) const;
    [[nodiscard]] int kennelSeatShown(int slot) const; // which seat is drawn in kennel panel `slot`

    std::unique_ptr<KennelState> m_state;
    View m_view;
    Seat m_viewer = kNoSeat;
    bool m_interactive = false;
    bool m_cleared = true;
    std::vector<Action> m_legal;
    std::vector<Item> m_prefix;
    std::vector<Hit> m_hits;
    std::vector<ButtonSpec> m_buttons;
    std::optional<Item> m_hover;
    std::optional<Item> m_pressed;
    QRectF m_mapRect, m_boardRect, m_statusRect, m_buttonRect;
    std::vector<QRectF> m_kennelRects;
    // The truck glide of the last drive (0..1), nothing when idle.
    QVariantAnimation m_glide;
    std::vector<int> m_glideRoute;
    int m_glideSeat = -1;
};

} // namespace dogtable::games::kennel
