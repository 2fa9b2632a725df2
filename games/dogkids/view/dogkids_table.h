// Dog Kids — the table: the round board drawn from the board data, the viewer's 3 cards at the
// bottom, players on the left, piles and the move preview on the right. It renders the seat's
// View and offers exactly the state's legal actions (with the rules' own preview of each move).
#pragma once

#include <QPointF>
#include <QRectF>
#include <QVariantAnimation>

#include <memory>
#include <utility>
#include <vector>

#include "dogkids/rules/dogkids_state.h"
#include "dogtable/ui/game_view.h"

class QPushButton;

namespace dogtable::games::dogkids {

/// Adds the Dog Kids table to the view registry (called by the generated registerBuiltinViews()).
void registerView(ui::ViewRegistry& registry);

class DogKidsTable : public ui::GameView {
    Q_OBJECT
public:
    explicit DogKidsTable(QWidget* parent = nullptr);

    void showState(const GameState& state, Seat viewer, bool interactive) override;
    void clearTable() override;
    void noteAction(const GameState& before, const Action& action) override;
    [[nodiscard]] QString rulesSection() const override;
    [[nodiscard]] QSize sizeHint() const override { return {1100, 760}; }
    [[nodiscard]] QSize minimumSizeHint() const override { return {640, 480}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    friend class DogKidsViewTest;
    struct Option {
        Action action;
        MoveOutcome outcome;
        QString line; // the rules' own words for the move
    };
    struct Glide {
        int dog = -1;
        std::vector<QPointF> points; // canvas points from start to end
    };

    void layoutTable();
    void updateButtons();
    void paintBoard(QPainter& p);
    void paintField(QPainter& p, int field);
    void paintHomes(QPainter& p, int boardPos);
    void paintKennel(QPainter& p, int boardPos);
    void paintDogs(QPainter& p);
    void paintPreview(QPainter& p);
    void paintOutcome(QPainter& p, const MoveOutcome& out);
    void paintPlayers(QPainter& p);
    void paintPiles(QPainter& p);
    [[nodiscard]] QString winnersText() const;
    void paintHand(QPainter& p);

    [[nodiscard]] QPointF toWidget(const Point& canvas) const;
    [[nodiscard]] QPointF placePoint(int dog, int place) const; // canvas point of a dog at a place
    [[nodiscard]] QPointF dogPoint(int dog) const;              // where the dog is drawn now (canvas)
    [[nodiscard]] double scale() const { return m_board.width() / kCanvas; }
    [[nodiscard]] int dogAt(const QPointF& pos) const;
    [[nodiscard]] int fieldAt(const QPointF& pos) const;
    [[nodiscard]] int cardAt(const QPointF& pos) const;
    [[nodiscard]] std::vector<const Option*> optionsFor(int card, int dog) const;
    [[nodiscard]] bool cardPlayable(Card card) const;
    [[nodiscard]] bool dogSelectable(int dog) const;
    [[nodiscard]] std::vector<const Option*> hoveredOptions() const; // two for a two-colour card
    [[nodiscard]] const Option* hoveredOption() const;
    [[nodiscard]] int ownerOf(int dog) const { return dog / kDogsPerPlayer; }
    [[nodiscard]] QString dogLabel(int dog) const;
    [[nodiscard]] QString fieldTip(int field) const;
    [[nodiscard]] QString placeTip(const QPointF& pos) const; // home fields, bowls, kennels
    void clickDog(int dog);
    void choose(const Action& a);
    void resetSelection();

    View m_view;
    std::unique_ptr<GameState> m_state; // only for the engine's reasons (whyIllegal); never rendered
    bool m_shown = false;
    bool m_interactive = false;
    std::vector<Action> m_legal;
    std::vector<Option> m_options;
    std::vector<QString> m_names; // per seat

    int m_selectedCard = -1; // hand index
    int m_pressCard = -1;    // the card under a pressed mouse button (click or drag)
    bool m_pressWasSelected = false;
    bool m_dragging = false;
    QPointF m_pressPos;
    int m_swapDog = -1; // swap card: the own dog picked first
    int m_hoverDog = -1;
    int m_hoverCard = -1;
    std::vector<std::pair<int, int>> m_recent; // from/to of the last round's moves, marked on the board

    QRectF m_board, m_left, m_right, m_hand;
    std::vector<QRectF> m_cardRects;
    QPushButton* m_changeButton = nullptr;
    QPushButton* m_keepButton = nullptr;
    QPushButton* m_offerButton = nullptr;
    QPushButton* m_rulesButton = nullptr;

    QVariantAnimation m_anim;
    std::vector<Glide> m_glides;
    std::vector<Glide> m_pendingGlides;
};

} // namespace dogtable::games::dogkids
