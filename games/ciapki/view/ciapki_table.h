// Ciapki's table: the six trick tiles (2 x 3, numbered down the columns) with their full steps,
// the dice of the roll in the middle, the deck's top dog, pool and treat supply; your dogs, yard
// (with the bust line at the rules' limit), scored dogs and treats at the bottom; opponents (or
// Pies) at the top.
//
// Built on the table kit (dogtable/ui/game_table.h): it sees only the typed View of its seat, the
// legal actions and the referee. Files: ciapki_table.cpp (the adapter: items, the clicks of each
// action, events), ciapki_table_bar.cpp (the button bar's actions), ciapki_paint.cpp (layout, and
// geometry and painting of the tiles, dice, deck, pool and supply), ciapki_paint_seats.cpp (the
// seats: dogs, yards, Pies), ciapki_art.cpp (drawings).
//
// Item ids: "tile/<position 1..6>", "dice/<face>/<i>" (the dice of the roll; all of a face make
// the step "dice/<face>"), "dog/<card>", "space/<card>/<space>", "yard/<seat>",
// "yard/<seat>/<face>/<i>" (a buried die while Dogpile may take one back; step "yard/<seat>/<face>"),
// "deck", "pool", "supply", "pies". Clicks: a trick is its
// tile; placing is a die then a space, burying a die then the yard; Trot is a placed die then an
// empty space; Dogpile's die is a space or a yard die. The other actions are buttons (their step
// ids "button/..." name no item).
#pragma once

#include <QRectF>

#include <vector>

#include "ciapki/rules/ciapki_state.h"
#include "dogtable/ui/game_table.h"

class QCheckBox;
class QGridLayout;
class QHBoxLayout;
class QPushButton;

namespace dogtable::games::ciapki {

class CiapkiTable final : public ui::GameTable<CiapkiState> {
    Q_OBJECT
    friend class CiapkiViewTest;

public:
    using Base = ui::GameTable<CiapkiState>;
    explicit CiapkiTable(QWidget* parent = nullptr);
    ~CiapkiTable() override;

    void clearTable() override;
    [[nodiscard]] QString rulesSection() const override;

protected:
    // The kit's hooks (game_table.h).
    void onView(bool newSeat) override;
    void onAction(const View& before, const Action& action, const std::vector<Event>& events) override;
    void buildItems(ui::HitMap& items) override;
    [[nodiscard]] std::vector<std::string> stepsOf(const Action& a) const override;
    /// The step of an action made by a button of the bar.
    [[nodiscard]] static std::string buttonId(const Action& a);
    void paintTable(QPainter& p) override;
    void paintFlying(QPainter& p) override;
    void paintLook(QPainter& p, const ui::TableItem& item, Look look) override;
    void explainItem(const ui::TableItem& item) override;
    void choiceChanged() override;
    [[nodiscard]] bool hoverChangesTable(const ui::TableItem& item) const override {
        return item.kind == kYardItem; // the total a burial would make
    }
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    enum ItemKind { kTileItem = 1, kRollDie, kDogItem, kSpaceItem, kYardItem, kYardDie, kDeckItem, kOther };

    void relayout();
    void rebuildButtons();
    void addButton(const QString& text, const Action& a, const QString& tip = {}, const QIcon& icon = {});
    /// The one face of the roll when a single kind of die is left to place (0: none or several).
    [[nodiscard]] int onlyFace() const;
    /// The face of the roll picked for placing (0: none), the Trot die picked (dog, space; -1: none).
    [[nodiscard]] int pickedFace() const;
    [[nodiscard]] std::pair<int, int> pickedTrot() const;
    [[nodiscard]] int bottomSeat() const;
    [[nodiscard]] QString seatName(int seat) const;
    [[nodiscard]] const PlayerArea& areaOf(int seat) const {
        return view().areas[static_cast<std::size_t>(seat)];
    }

    // Geometry (ciapki_paint.cpp; the seats: ciapki_paint_seats.cpp), shared by painting and the items.
    [[nodiscard]] QRectF tileRect(int position) const;
    [[nodiscard]] QRectF handDieRect(int k, int count) const;
    [[nodiscard]] QRectF seatRect(int seat) const;
    [[nodiscard]] QRectF dogRect(int seat, int dog) const;
    [[nodiscard]] QRectF spaceRect(int seat, int dog, int space) const;
    [[nodiscard]] QRectF yardRect(int seat) const;
    [[nodiscard]] QRectF yardDieRect(int seat, int k) const;
    [[nodiscard]] QRectF deckRect() const;
    [[nodiscard]] QRectF poolRect() const;
    /// The centre's text lines below the roll (Bolt's dice, Guard's value, Pies's die): line `line`.
    [[nodiscard]] QRectF infoLine(int line) const;
    /// Pies's last die and its line ("Pies's last die → tile 5").
    [[nodiscard]] QRectF piesDieRect() const;
    [[nodiscard]] QRectF supplyRect() const;

    // Painting (ciapki_paint.cpp; the seats: ciapki_paint_seats.cpp).
    void paintTile(QPainter& p, int position);
    void paintCentre(QPainter& p);
    void paintSeat(QPainter& p, int seat);
    void paintPies(QPainter& p, const QRectF& r);
    void paintDog(QPainter& p, const QRectF& r, const DogSlot& dog, int seat, int index);
    void paintYard(QPainter& p, int seat);
    void paintOdds(QPainter& p, const QRectF& r);
    [[nodiscard]] QString oddsText() const;

    // Texts of the items (ciapki_table.cpp).
    [[nodiscard]] QString tileTip(int position) const;
    [[nodiscard]] QString dogTip(int seat, int dog) const;
    [[nodiscard]] QString yardTip(int seat) const;
    [[nodiscard]] QString deckTip() const;

    QString m_announce;      // the latest bust, shown until the next player's decision
    View m_announceBefore{}; // the view before it (shown again: undone, the banner is forgotten)

    // Layout.
    QRectF m_top, m_mid, m_bottom, m_tiles, m_centre;
    double m_scale = 1.0;

    // Animation (driven by the rules' events): the dice of the latest roll (or Pies's die)
    // tumbling, or one die flying to a space or into the yard.
    enum class Anim { None, Roll, Pies, Move };
    ui::Tween* m_tween = nullptr;
    Anim m_animKind = Anim::None;
    [[nodiscard]] QRectF flyRect() const;  // the die in flight now
    [[nodiscard]] QRectF rollRect() const; // where the dice of the roll tumble
    QRectF m_flyShown;                     // where the last frame drew the die in flight
    QRectF m_flyFrom;
    int m_flyFace = 0, m_flySeat = -1, m_flyDog = -1, m_flySpace = -1; // space -1: the yard
    [[nodiscard]] bool animating(Anim kind) const {
        return m_animKind == kind && m_tween->running() && !m_showLanded;
    }
    bool m_showLanded = false; // paintTable() draws the dice at rest (showLanded)
    void showLanded(bool on) override { m_showLanded = on; }
    /// Where the dice come to rest when the animation ends (empty: the whole table changes).
    [[nodiscard]] QRectF restRect() const;
    [[nodiscard]] double animT() const { return m_tween->running() ? m_tween->linear() : 1.0; }
    [[nodiscard]] QRectF flyTarget() const;

    QWidget* m_bar = nullptr;
    QHBoxLayout* m_barLayout = nullptr; // the action buttons
    QGridLayout* m_barGrid = nullptr;   // the buttons, then Odds aid and Rules: one row, or two when crowded
    bool m_barTwoRows = false;
    /// The bar's height: one row, or two when the buttons would be squeezed in one (Fetch with six
    /// values at 1024x700); the Odds aid box and Rules then take the second row.
    double barHeight();
    std::vector<QPushButton*> m_buttons;
    std::vector<Action> m_buttonActions; // what each of m_buttons makes
    QCheckBox* m_oddsBox = nullptr;
    QPushButton* m_rulesButton = nullptr;
};

void registerView(ui::ViewRegistry& registry);

} // namespace dogtable::games::ciapki
