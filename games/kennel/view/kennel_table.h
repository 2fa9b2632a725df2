// DOGS (kennel) — the table: the city/country map drawn from the board data, the action board with
// its cards, workers and the Dog Fair, and one kennel board per player. It is a ui::GameTable: it
// sees only the seat's View, the legal actions and the referee's answers. Every action is a short
// path of table items (a dog, a pen, a space, a card slot, a button) through the kit's
// ActionPicker; a press on one item and a release on another is the same as clicking both.
//
// Item ids: space/<s>, waiting/<breed>, pendog/<pen>/<breed>, pen/<pen>, waitingarea,
// infirmary/<breed>, pool/<breed>, slot/<box>/<card 0|1>, box/<box>, button/<kind>/<b>/<c>, rules,
// and info/<n> for things that only explain themselves.
// kennel_table.cpp: the adapter, items and click paths; kennel_paint.cpp: the painting (the map:
// kennel_paint_map.cpp, the kennels: kennel_paint_kennels.cpp).
#pragma once

#include <QColor>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>

#include <string>
#include <string_view>
#include <vector>

#include "dogtable/ui/game_table.h"
#include "dogtable/ui/style.h"
#include "kennel/rules/kennel_state.h"

namespace dogtable::games::kennel {

/// Adds the DOGS table to the view registry (called by the generated registerBuiltinViews()).
void registerView(ui::ViewRegistry& registry);

class KennelTable : public ui::GameTable<KennelState> {
    Q_OBJECT
public:
    explicit KennelTable(QWidget* parent = nullptr);

    [[nodiscard]] QString rulesSection() const override;

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
    /// The stable id of an item ("" for ItemType::None).
    [[nodiscard]] static std::string idOf(const Item& it);
    /// The item of an id (ItemType::None if it names none).
    [[nodiscard]] static Item itemOf(std::string_view id);

protected:
    void buildItems(ui::HitMap& items) override;
    [[nodiscard]] std::vector<std::string> stepsOf(const Action& a) const override;
    void paintTable(QPainter& p) override;
    void paintFlying(QPainter& p) override;
    [[nodiscard]] QString labelOf(const Action& a) const override;
    void explainItem(const ui::TableItem& item) override;
    void paintLook(QPainter& p, const ui::TableItem& item, Look look) override;
    void choiceChanged() override;
    void hoverChanged(const ui::TableItem* item) override;
    [[nodiscard]] bool hoverChangesTable(const ui::TableItem& item) const override {
        (void)item; // a button's hover look: paintHover; the route: hoverChanged
        return false;
    }
    void paintHover(QPainter& p, const ui::TableItem& item) override;
    void onAction(const View& before, const Action& action, const std::vector<Event>& events) override;
    void keyPressEvent(QKeyEvent* event) override;
    /// The arrows skip the explanation rows and, while it is your choice, what cannot be chosen now.
    [[nodiscard]] bool arrowStop(const ui::TableItem& item) const override;
    [[nodiscard]] std::string blindCommand() const override;

private:
    friend class KennelViewTest;
    struct ButtonSpec {
        Item item;
        QString label;
        QString tip;
    };

    [[nodiscard]] bool isNext(const Item& it) const;
    [[nodiscard]] std::vector<Item> chosenItems() const;
    [[nodiscard]] QString buttonLabel(const Item& it) const;
    [[nodiscard]] QString buttonTip(const Item& it) const;

    // painting (kennel_paint*.cpp); the same code lays out the items (m_collect set) and paints
    void paintAll(QPainter& p);
    void layout();
    void paintStatus(QPainter& p);
    void paintMap(QPainter& p);
    /// The breeds of this game by their tokens' short names and in full, where the map leaves room.
    void paintBreedLegend(QPainter& p);
    /// The three letters on a small dog token, in the players' language ("GLD").
    [[nodiscard]] static QString breedMark(int breed);
    void paintActionBoard(QPainter& p);
    void paintKennel(QPainter& p, int seat, const QRectF& box);
    void paintButtons(QPainter& p);
    void paintButton(QPainter& p, const QRectF& r, const QString& label, bool hover) const;
    void paintOffer(QPainter& p);
    void paintDogToken(QPainter& p, const QRectF& r, int breed, int mark, bool dim = false) const;
    void paintCard(QPainter& p, const QRectF& r, int card) const;
    void addHit(const Item& it, const QRectF& r, const QString& tip = {}, double radius = 5);
    /// ui::drawFittedText when painting; nothing while laying out the items.
    template <class... Args> void fitText(QPainter& p, Args&&... args) const {
        if (m_collect == nullptr) ui::drawFittedText(p, std::forward<Args>(args)...);
    }
    [[nodiscard]] QPointF mapPoint(int node) const;
    /// The road from node `a` to node `b` as drawn (a country road slightly curved), its pen's width.
    [[nodiscard]] QPainterPath roadPath(int a, int b, bool* country = nullptr) const;
    [[nodiscard]] double roadWidth() const;
    /// A footprint space's name and reward badge: drawn on the map and again over the space's
    /// highlights (the glow and frames lie under them; play tester D found "C4" washed out).
    struct SpaceLabel {
        QRectF name;  // the space's name ("C4"): beside it, clear of the roads, the badge and a truck
        QRectF coin;  // the reward badge (lower right)
        QColor plate; // under the name when it could not keep off a road (invalid: none)
        QString id;
        int reward = 0;
    };
    /// Places the names beside the spaces and where a truck parks at each (for map rect and `R`).
    void placeSpaceLabels(double R);
    void paintSpaceLabel(QPainter& p, int node) const;
    /// A Dog Swap is being chosen (its button, then the two spaces).
    [[nodiscard]] bool swapping() const;
    [[nodiscard]] int kennelSeatShown(int slot) const; // which seat is drawn in kennel panel `slot`

    ui::HitMap* m_collect = nullptr; // set while buildItems() runs the painting to lay out the items
    int m_kennelSeat = -1;           // whose kennel panel is being laid out (-1: none)
    std::vector<ButtonSpec> m_buttons;
    std::string m_hoverShown; // the item under the pointer at the last hoverChanged()
    QRectF m_mapRect, m_boardRect, m_statusRect, m_buttonRect;
    QRectF m_legendRect; // the strip under the map (empty when it has no room)
    std::vector<QRectF> m_kennelRects;
    // The truck glide of the last drive, driven by the rules' truck_moved event.
    ui::Tween m_glide;
    bool m_showLanded = false; // paintTable() draws the gliding truck at rest (showLanded)
    void showLanded(bool on) override { m_showLanded = on; }
    std::vector<int> m_glideRoute;
    int m_glideSeat = -1;
    QPointF m_glideOffset;                 // the gliding truck's place beside its node (as at rest)
    double m_truckR = 16;                  // the map's node radius at the last paint
    std::vector<SpaceLabel> m_spaceLabels; // per node (placeSpaceLabels)
    std::vector<QPointF> m_truckOff;       // per node: a parked truck's place beside it
    QRectF m_labelsFor; // what the labels were placed for: the map rect (its size grown by the areas' names)
    [[nodiscard]] bool gliding(int seat) const;
    [[nodiscard]] QRectF truckBody(const QPointF& c) const;
    void paintTruck(QPainter& p, int seat, const QRectF& body) const;
    [[nodiscard]] QRectF glideRect() const; // the gliding truck now
};

} // namespace dogtable::games::kennel
