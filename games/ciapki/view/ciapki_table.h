// Ciapki's table: the six trick tiles (2 x 3, numbered down the columns) with their full steps,
// the dice of the roll in the middle, the deck's top dog, pool and treat supply; your dogs, yard
// (with the bust line at 7), scored dogs and treats at the bottom; opponents (or Pies) at the top.
// It renders CiapkiState::viewFor(viewer) and turns clicks into one of state.legalActions().
#pragma once

#include <QRectF>
#include <QVariantAnimation>

#include <vector>

#include "ciapki/rules/ciapki_state.h"
#include "dogtable/ui/game_view.h"

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QPushButton;

namespace dogtable::games::ciapki {

class CiapkiTable final : public ui::GameView {
    Q_OBJECT
    friend class CiapkiViewTest;

public:
    explicit CiapkiTable(QWidget* parent = nullptr);
    ~CiapkiTable() override;

    void showState(const GameState& state, Seat viewer, bool interactive) override;
    void clearTable() override;
    void noteAction(const GameState& before, const Action& action) override;
    [[nodiscard]] QString rulesSection() const override;
    [[nodiscard]] QSize sizeHint() const override { return {1180, 740}; }
    [[nodiscard]] QSize minimumSizeHint() const override { return {720, 520}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void refreshHover(const QPointF& pos);
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Hit {
        enum class Kind {
            None,
            Tile,
            HandDie,
            Space,
            Yard,
            YardDie,
            Deck,
            Pool,
            Supply,
            Scored,
            Pies
        } kind = Kind::None;
        int seat = -1;
        int index = -1; // position, face, dog
        int sub = -1;   // space
        bool operator==(const Hit&) const = default;
    };

    void relayout();
    void rebuildButtons();
    void addButton(const QString& text, const Action& a, const QString& tip = {}, const QIcon& icon = {});
    [[nodiscard]] bool isLegal(const Action& a) const;
    void choose(const Action& a);
    [[nodiscard]] int bottomSeat() const;
    [[nodiscard]] bool isBlue() const; // a blue tile's choice of dice is due

    // Geometry (shared by painting and hit-testing).
    [[nodiscard]] QRectF tileRect(int position) const;
    [[nodiscard]] QRectF handDieRect(int k, int count) const;
    [[nodiscard]] QRectF seatRect(int seat) const;
    [[nodiscard]] QRectF dogRect(int seat, int dog) const;
    [[nodiscard]] QRectF spaceRect(int seat, int dog, int space) const;
    [[nodiscard]] QRectF yardRect(int seat) const;
    [[nodiscard]] QRectF yardDieRect(int seat, int k) const;
    [[nodiscard]] QRectF deckRect() const;
    [[nodiscard]] Hit hitAt(const QPointF& pos) const;
    [[nodiscard]] QString tooltipFor(const Hit& hit) const;
    [[nodiscard]] std::vector<Action> actionsFor(const Hit& hit) const;

    void paintTiles(QPainter& p);
    void paintTile(QPainter& p, int position);
    void paintCentre(QPainter& p);
    void paintSeat(QPainter& p, int seat);
    void paintPies(QPainter& p, const QRectF& r);
    void paintDog(QPainter& p, const QRectF& r, const DogSlot& dog, int seat, int index);
    void paintYard(QPainter& p, int seat);
    void paintOdds(QPainter& p, const QRectF& r);
    [[nodiscard]] QString oddsText() const;
    [[nodiscard]] QString seatName(int seat) const;

    View m_view;
    std::vector<Action> m_legal;
    std::vector<std::string> m_names;
    Seat m_viewer = kNoSeat;
    bool m_interactive = false;
    bool m_shown = false;
    int m_selFace = 0;                    // a die of the roll picked for placing
    int m_trotDog = -1, m_trotSpace = -1; // Trot: the die picked to move
    Hit m_hover;
    QString m_announce;                 // the latest bust, shown until the next player's decision
    std::uint64_t m_announceBefore = 0; // hash of the state before it (undone: forgotten)

    // Layout.
    QRectF m_top, m_mid, m_bottom, m_tiles, m_centre;
    double m_scale = 1.0;

    // Animation: the dice of the latest roll (or Pies's die) tumbling, or one die flying to a space
    // or into the yard.
    enum class Anim { None, Roll, Pies, Move };
    QVariantAnimation* m_anim = nullptr;
    double m_animT = 1.0;
    Anim m_animKind = Anim::None;
    QRectF m_flyFrom;
    int m_flyFace = 0, m_flySeat = -1, m_flyDog = -1, m_flySpace = -1; // space -1: the yard
    [[nodiscard]] bool animating(Anim kind) const { return m_animKind == kind && m_animT < 1.0; }
    [[nodiscard]] QRectF flyTarget() const;

    QWidget* m_bar = nullptr;
    QHBoxLayout* m_barLayout = nullptr;
    std::vector<QPushButton*> m_buttons;
    QCheckBox* m_oddsBox = nullptr;
    QPushButton* m_rulesButton = nullptr;
};

void registerView(ui::ViewRegistry& registry);

} // namespace dogtable::games::ciapki
