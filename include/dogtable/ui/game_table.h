// The one adapter between a game and Qt (docs/architecture.md, "The table layer").
//
// GameTable<State> takes the engine's state from the shell, builds the typed view for the watching
// seat once, keeps the viewer's legal actions and a Referee that answers "why not" and the log's
// words, and gives the game's table only those: a table never holds a GameState or a clone, so it
// cannot show what the viewer may not see, and it could draw a view that came from elsewhere
// (showView). TableBase, under it, does what every table does alike with the kit (table_kit.h):
// hover, tooltips, clicks and drags through the ActionPicker, the keyboard cursor (arrows, Enter,
// Space, Esc, Page Up/Down through the legal targets), the "which one?" menu, hint marks, and the
// overlay of legal targets, chosen steps, hover and focus — repainting only the rectangles that
// change for hover and focus.
//
// A game's table provides: buildItems() (lay out and register every pointable item), stepsOf()
// (the item ids that make a legal action), paintTable() (and paintFlying() for animations), and
// optionally onView() and onAction() (the rules' events of the action just applied: animate them).
#pragma once

#include <QPixmap>
#include <QPointer>
#include <QRegion>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <typeinfo>
#include <utility>
#include <vector>

#include "dogtable/core/event.h"
#include "dogtable/core/state.h"
#include "dogtable/ui/game_view.h"
#include "dogtable/ui/table_kit.h"

class QAbstractButton;
class QPainter;

namespace dogtable::ui {

/// What a table may ask about the game besides its typed view, answered without handing it the
/// engine. Locally it answers from a snapshot of the state; across homes another one would.
class Referee {
public:
    virtual ~Referee() = default;
    /// Why `a` cannot be played now ("" when it can).
    [[nodiscard]] virtual QString whyNot(const Action& a) const = 0;
    /// The words for `a`, an action not yet made, as the viewer may know them now (never what the
    /// action would reveal: GameState::describeChoice).
    [[nodiscard]] virtual QString describe(const Action& a) const = 0;
    /// The status line: phase and what the current seat can do.
    [[nodiscard]] virtual QString status() const = 0;
};

/// The Referee of a local game: a snapshot of the state, kept by the adapter (never by the table).
class SnapshotReferee final : public Referee {
public:
    SnapshotReferee(std::unique_ptr<GameState> snapshot, Seat viewer)
        : m_state(std::move(snapshot)), m_viewer(viewer) {}
    [[nodiscard]] QString whyNot(const Action& a) const override;
    [[nodiscard]] QString describe(const Action& a) const override;
    [[nodiscard]] QString status() const override;

private:
    std::unique_ptr<GameState> m_state;
    Seat m_viewer;
};

/// A step of a guided first game on a table (issue #17): a caption in a balloon beside item
/// `point`, an arrow and an outline on it. With `expected`, the table offers that action alone
/// (its steps marked like a hint, the keyboard cursor on its first step, so Page Down and Enter
/// make it); any other click or key says `tryText` and changes nothing. The balloon keeps clear
/// of what the caption talks about: the point, the elements of `expected` and those of `about`.
struct Guide {
    QString caption;
    std::string point;
    std::vector<std::string> about;
    std::optional<Action> expected;
    QString tryText;
    /// False while the table is not ready for the step (the computer's deal or move is still
    /// coming): nothing is shown yet, so the balloon never stands over a half-dealt table.
    bool settled = true;
    /// The last step's balloon (free play): a × on it and Esc close it, and it goes by itself after
    /// a few seconds or at the first click on the table, so it never hides the table for long.
    bool closable = false;
};

/// The kit's plumbing shared by every table (non-template part of GameTable).
class TableBase : public GameView {
    Q_OBJECT
public:
    explicit TableBase(QWidget* parent = nullptr);
    /// A table whose sizeHint() is `preferred` and minimumSizeHint() `minimum` (the shell lays out
    /// its window from them).
    TableBase(QSize preferred, QSize minimum, QWidget* parent = nullptr);
    ~TableBase() override;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

    /// Marks the steps of `action` (one of the legal actions) until the next change.
    void showHint(const Action& action) override;
    void clearTable() override;

    /// Shows a guided game's step (nullopt: none, the table offers every legal action again).
    void setGuide(std::optional<Guide> guide);
    [[nodiscard]] const std::optional<Guide>& guide() const { return m_guide; }
    /// Where the guide's balloon is drawn (empty: no balloon, e.g. its item is not on the table).
    [[nodiscard]] QRectF guideBalloonRect() const;
    /// The × of a closable balloon (empty: none).
    [[nodiscard]] QRectF guideCloseRect() const;
    /// Closes a closable balloon (the last step's); false when none is up.
    bool closeGuideBalloon();
    /// The items the guide's caption talks about, which its balloon keeps clear of: the point, the
    /// elements that make the expected action, and `about`.
    [[nodiscard]] std::vector<const TableItem*> guideSubjects() const;

    /// The items as laid out now, and the half-made choice (tests, keyboard, guided games).
    [[nodiscard]] const HitMap& hitMap() const { return m_hits; }
    [[nodiscard]] const ActionPicker& picker() const { return m_picker; }
    [[nodiscard]] const std::vector<std::string>& hintSteps() const { return m_hint; }
    /// The item ids that make `a` on this table (whether or not it is offered now).
    [[nodiscard]] std::vector<std::string> stepsFor(const Action& a) const { return stepsOf(a); }
    /// The hinted action (none: no hint shown now).
    [[nodiscard]] const std::optional<Action>& hintAction() const { return m_hintAction; }
    /// Acts on item `id` as a click would. False when there is no such item.
    bool clickItem(std::string_view id);
    /// The item under the keyboard cursor (nullptr: none yet). It may be hidden (cursorShown()).
    [[nodiscard]] const TableItem* focusedItem() const;
    /// Whether the keyboard cursor is shown: a key put it there since the last choice. A table's
    /// own key for "no cursor" (Enter presses the only button) asks this, not focusedItem().
    [[nodiscard]] bool cursorShown() const { return m_showFocus && m_focus >= 0; }
    [[nodiscard]] bool isInteractive() const { return m_interactive; }
    /// Where the focus ring is drawn now (empty: no ring): the focused item's look bounds.
    [[nodiscard]] QRectF focusRingRect() const;
    /// The legal targets in the order Page Down visits them: the next steps of a half-made choice
    /// first (the natural next step), then the items that start another choice; each group in the
    /// table's order. Indexes into hitMap().items().
    [[nodiscard]] std::vector<int> keyboardCycle() const;

    /// Tests: how the "which one?" menu answers (index into the labels, -1 = cancel) instead of a
    /// QMenu. Pass an empty function to use the menu again.
    static void setMenuAnswerForTests(std::function<int(const QStringList& labels)> answer);
    /// The bytes the tables' cached static layers take (the bench's memory figure).
    [[nodiscard]] static std::int64_t layerBytes();
    /// The static layer: what paintTable() draws is kept in a pixmap (at the device pixel ratio) and
    /// repainted only when invalidated; hover, focus, highlights and pieces in flight are drawn on
    /// top at each paint. Off (tests, the bench's baseline): paintTable() runs at every paint.
    static void setLayerCacheEnabled(bool on);
    [[nodiscard]] static bool layerCacheEnabled();
    /// How long the last paint of any table took (ms), and how many paints redrew the static layer.
    [[nodiscard]] static double lastPaintMs();
    [[nodiscard]] static double lastPaintCpuMs(); // the same, in CPU time of the GUI thread
    [[nodiscard]] static int layerRedraws();
    /// How many logical pixels of static layers were painted again so far (all tables).
    [[nodiscard]] static std::int64_t layerRedrawPixels();
    /// How long the last prepareLayer() took (ms wall, and CPU of the GUI thread).
    [[nodiscard]] static double lastPrepareMs();
    [[nodiscard]] static double lastPrepareCpuMs();

protected:
    // ----- what a game's table provides -----
    /// Lays out the table and registers every pointable item (after each new view and resize).
    virtual void buildItems(HitMap& items) = 0;
    /// The item ids that make legal action `a`, in click order (at least one).
    [[nodiscard]] virtual std::vector<std::string> stepsOf(const Action& a) const = 0;
    /// Paints everything at rest (layers Background to Marks).
    virtual void paintTable(QPainter& p) = 0;
    /// Paints pieces in flight (layer Flying), above the legal-target highlights.
    virtual void paintFlying(QPainter& p) { (void)p; }
    /// The label of `a` in the "which one?" menu (default: the referee's words).
    [[nodiscard]] virtual QString labelOf(const Action& a) const;
    /// A click on an item that is no step of a legal action now. Default: the status strip says
    /// why the item's first action is not possible, else the item's description.
    virtual void explainItem(const TableItem& item);
    /// Draws the highlight of one item (default: the house style's rectangle looks).
    enum class Look { Target, Chosen, Hint, Hover, Focus };
    virtual void paintLook(QPainter& p, const TableItem& item, Look look);
    /// The picker's choice changed (a step made or taken back): e.g. to say what comes next.
    virtual void choiceChanged() {}
    /// The pointer moved onto another item (nullptr: off every item), e.g. to preview a move.
    virtual void hoverChanged(const TableItem* item) { (void)item; }
    /// The rectangle a highlight of `item` surrounds (default: its own): e.g. the whole footprint
    /// a cell stands for. Repaints of hover and focus cover it.
    [[nodiscard]] virtual QRectF lookBounds(const TableItem& item) const { return item.rect; }
    /// Everywhere paintLook() may draw for `item` (default: its highlight rectangle, lookBounds()
    /// grown by the look margin). A paint draws only the looks of the items whose reach meets the
    /// repainted region; a table whose looks draw elsewhere too (on copies of the item) says so.
    [[nodiscard]] virtual QRectF lookReach(const TableItem& item) const;
    /// Whether paintTable() draws anything different inside `item`'s highlight rectangle while the
    /// pointer is on it (a preview at the item). Default: yes, that rectangle of the static layer is
    /// painted again when the pointer comes and goes; a table answers no for items it draws alike.
    /// (A preview elsewhere on the table calls invalidateTable() from hoverChanged().)
    [[nodiscard]] virtual bool hoverChangesTable(const TableItem& item) const {
        (void)item;
        return true;
    }
    /// Draws what the pointer on `item` previews (Dig's faint dog where the move would land) above
    /// the static layer and under the highlights: never part of the layer, so a hover change costs
    /// a blit of the old and the new item's rectangles and this drawing (use sprites for the pieces).
    /// It must stay inside `item`'s highlight rectangle (lookBounds grown by the look margin). A
    /// table that draws its preview here answers no in hoverChangesTable().
    virtual void paintHover(QPainter& p, const TableItem& item) {
        (void)p;
        (void)item;
    }
    /// Whether the arrow keys stop at `item` (default: every item, to read it). A table may skip
    /// what can never be chosen (DOGS: the explanation rows, and while it is your choice, the rows
    /// that cannot be chosen now); Page Down, Tab and screen readers are not affected.
    [[nodiscard]] virtual bool arrowStop(const TableItem& item) const {
        (void)item;
        return true;
    }
    /// The command item Enter (or Space) presses when no keyboard cursor is shown: the one way on
    /// (DOGS's only button). Empty: none, the key goes to the table. An item marked `deliberate`
    /// is never pressed so.
    [[nodiscard]] virtual std::string blindCommand() const { return {}; }
    /// Where Tab stops: Tab and Shift+Tab go from the first item of one group to the first of the
    /// next, in ascending order. Default: the item's zone (×16), so a table can split a zone into
    /// stops of its own (Dog Lover: your tricks, your dogs, your hand).
    [[nodiscard]] virtual int tabGroup(const TableItem& item) const {
        return static_cast<int>(item.zone) * 16;
    }

    // ----- what the kit gives -----
    /// Adopts `button` (a push button of the table, a child at any depth) as command item `id`:
    /// its rectangle in the table, its text as the accessible name, its tooltip as the description.
    /// A mouse click on it goes through the picker like a click on any item (clickItem(id)), so
    /// Page Down reaches it, Enter presses it, screen readers hear it and a hint marks it. `step`:
    /// the picker step it makes when not `id`. Call from buildItems(); explicitly hidden buttons
    /// are left out.
    void addButtonItem(HitMap& items, QAbstractButton* button, std::string id, Zone zone = Zone::Panel,
                       std::string step = {}, int kind = 0);
    /// A rectangle a placed box keeps off, and what covering it costs per square pixel
    /// (kNeverCover: never, not even a sliver).
    struct Avoid {
        QRectF rect;
        double weight;
    };
    static constexpr double kNeverCover = 1e9;
    /// A box size to try, and what choosing it costs (a smaller font reads less easily).
    struct BoxSize {
        QSizeF size;
        double penalty = 0;
    };
    /// The kit's placement of a box about `target` (the guide's balloon; a table's note, as DOGS'
    /// route cost): each of `sizes` is tried below, above, right, left of the target and on the
    /// diagonals, `gap` away, then `ringStep` farther each time up to `rings` times, then, when
    /// `anywhere`, at every 16 px of `area`; always inside `area`. The place that costs least wins
    /// (the first of equals): its centre's distance to the target's × `distanceWeight`, plus for
    /// each rectangle of `avoid` the area it covers × its weight, plus `extra(box, left)` (what
    /// else it hides; it may stop adding once it reaches `left`, the cost that would lose). Returns
    /// the box (empty: `area` is empty) and in `chosen` the index of its size.
    [[nodiscard]] static QRectF placeBox(const QRectF& target, const std::vector<BoxSize>& sizes,
                                         const QRectF& area, double gap, double ringStep, int rings,
                                         bool anywhere, double distanceWeight,
                                         const std::vector<Avoid>& avoid,
                                         const std::function<double(const QRectF&, double)>& extra = {},
                                         std::size_t* chosen = nullptr);
    /// Re-runs buildItems() and repaints (call after a layout change the kit cannot see).
    void refreshItems();
    /// What paintTable() draws changed (a preview, an animation starting or ending): the static
    /// layer is painted again and the whole table repainted. Every change of what paintTable()
    /// draws that does not come through the kit (a new view, a resize, a step of a choice, a hint)
    /// must call it.
    void invalidateTable();
    /// Only `r` of what paintTable() draws changed (a die tumbling): that part of the static layer
    /// is painted again (paintTable() clipped to it) and only `r` is repainted.
    void invalidateTable(const QRectF& r);
    /// Repaints `r` (logical pixels, grown by the highlight margin) from the static layer: for what
    /// paintFlying() draws (a piece in flight: call it with its old and new rectangles).
    void updateRect(const QRectF& r);
    /// Pieces in flight (drawn by paintFlying()) follow `tween`: each frame repaints where they were
    /// and where `area()` says they are now (the table under them comes from the static layer); when
    /// the tween ends, `landed()` drops them and their last place is repainted. If they now rest on
    /// the table, `rest()` (asked before landed()) says where: only that part of the static layer
    /// is painted again (without `rest`, landed() invalidates what it must).
    void followFlight(Tween& tween, std::function<QRectF()> area, std::function<void()> landed,
                      std::function<QRectF()> rest = {});
    /// What paintTable() draws changes in `rest()` when `tween` ends (pieces come to rest): that
    /// part of the layer, as it will be, is painted ahead with the layer (prepareLayer(), with
    /// showLanded(true)), so that restAt() at the end is a blit. followFlight() with `rest` calls it.
    void landsAt(Tween& tween, std::function<QRectF()> rest);
    /// `tween` ended and what paintTable() draws changed in `r`: the part painted ahead is blitted
    /// into the layer if nothing changed the layer since, else `r` is painted again.
    void restAt(const Tween& tween, const QRectF& r);
    /// While on, paintTable() draws the pieces in flight at rest, as after landing (to paint the
    /// landing ahead). A table that calls landsAt() (or followFlight() with `rest`) overrides it.
    virtual void showLanded(bool on) { (void)on; }
    /// Paints the static layer now if it is not up to date (at the widget's pixel ratio), instead
    /// of in the next paint: a new position with a piece setting off (refreshItems() does it while a
    /// tween runs), so that the flight's frames are blits. Timed: lastPrepareMs().
    void prepareLayer();
    /// Drops the keyboard cursor (a new seat or game).
    void forgetCursor();
    /// Puts the keyboard cursor, shown, on item `id` (a table's own key chose that item: Dog Kids'
    /// number keys pick a card). False when there is no such item.
    bool moveCursorTo(std::string_view id);
    /// Sets the legal actions (empty when not interactive) and forgets a half-made choice and a hint.
    void resetLegal(std::vector<Action> legal, bool interactive);
    [[nodiscard]] const std::vector<Action>& legal() const { return m_picker.legal(); }
    [[nodiscard]] bool isLegal(const Action& a) const;
    [[nodiscard]] const Referee* referee() const { return m_referee.get(); }
    void setReferee(std::shared_ptr<const Referee> referee) { m_referee = std::move(referee); }
    /// Emits actionChosen(a) for a legal `a`, then takes no other choice until the next view
    /// (one decision per position). `a` is taken by value: the slots may replace the legal list.
    void choose(Action a);
    /// Repaints the rectangle of item `id` (and its highlight margin).
    void updateItem(std::string_view id);
    [[nodiscard]] const TableItem* hoveredItem() const;

    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void lookChanged() override { invalidateTable(); }
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    /// The tooltip of what is at `pos` (its name and description when it has none of its own).
    [[nodiscard]] QString tipAt(QPoint pos) const;
    void showTipAt(QPoint pos, QPoint globalPos);
    /// A tooltip still shown follows a table that changed under a still mouse.
    void refreshShownTip();
    /// Tab / Shift+Tab: the first item of the next / previous zone; past the last zone the focus
    /// leaves the table (to the side panel) as usual.
    bool focusNextPrevChild(bool next) override;
    /// Tabbed into: the cursor starts at the first zone (Shift+Tab: the last).
    void focusInEvent(QFocusEvent* event) override;
    /// Tabbed out of: the ring goes (it stayed on the last item while a button beside the table
    /// had the focus: play test, "End turn" twice, "Pies" while Enter would press Leave).
    void focusOutEvent(QFocusEvent* event) override;

    /// Puts the keyboard cursor on the hint's next step (its first, or the one after the steps made
    /// so far when they are the hint's first). False when there is none to go to.
    bool followHint();

private:
    void activate(const TableItem& item);
    /// Draws the static layer's part in `region`: from the cached pixmap, painted again first if
    /// invalidated (or directly, when the cache is off).
    void paintStatic(QPainter& p, const QRegion& region);
    /// Paints what is out of date in the static layer (all of it at another size or ratio).
    void ensureLayer(double dpr);
    /// Paints, for each running tween given to landsAt(), its part of the layer as after landing.
    void prepareLanding();
    void setHover(int index);
    void setFocusIndex(int index);
    [[nodiscard]] QRectF lookRect(int index) const;
    [[nodiscard]] bool usableByKeys(const TableItem& item) const;
    /// The picker's list from the full legal list, narrowed to the guide's expected action.
    void applyGuide();
    void paintGuide(QPainter& p);
    /// Where the guide's balloon goes for the pointed item `target`: its rectangle, the point its
    /// arrow starts from and the caption's font size (empty rectangle: no balloon).
    struct BalloonPlace {
        QRectF rect;
        QPointF arrowBase;
        double fontPx = 14;
    };
    [[nodiscard]] BalloonPlace balloonFor(const QRectF& target) const;
    /// Whether the guide's balloon is up now (not while the table moves or the step waits).
    [[nodiscard]] bool guideBalloonUp() const;
    /// The first usable item of the nearest Tab group (tabGroup) after group `after` going by
    /// `step` (±1), no wrap.
    [[nodiscard]] int firstOfZone(int after, int step) const;

    HitMap m_hits;
    QString m_tipShown; // the tooltip this table last showed (refreshShownTip)
    ActionPicker m_picker;
    std::shared_ptr<const Referee> m_referee;
    std::vector<std::string> m_hint;
    std::optional<Action> m_hintAction;
    bool m_interactive = false;
    int m_hover = -1;
    int m_focus = -1;
    bool m_showFocus = false; // the cursor shows once a key moved it
    bool m_keyPick = false;   // the pick being made came from a key (Enter/Space), not the mouse
    QPixmap m_layer;          // what paintTable() drew, at the device pixel ratio
    bool m_layerValid = false;
    std::uint64_t m_layerGen = 0; // counts the changes of what the layer should show
    struct Rest {                 // where a tween's pieces come to rest, painted ahead (landsAt)
        Tween* tween;
        std::function<QRectF()> where;
        QPixmap patch;
        QRect area;
        std::uint64_t gen;
    };
    std::vector<Rest> m_rests;
    QRegion m_layerDirty;                // parts of a valid layer to paint again
    std::vector<DrawnText> m_layerTexts; // the fitted texts paintTable() drew into it
    std::string m_hoverId, m_focusId, m_pressId;
    QSize m_preferred, m_minimum; // invalid: QWidget's
    std::optional<Guide> m_guide;
    mutable std::optional<std::pair<std::size_t, BalloonPlace>> m_balloonCache; // (what it was placed for)
    bool m_guideClosed = false;      // a closable balloon was closed (until another caption comes)
    bool m_guideTimerOn = false;     // the closable balloon's timer runs
    int m_guideGen = 0;              // counts the guide's steps (a timer of an earlier one does nothing)
    std::vector<Action> m_fullLegal; // the viewer's legal actions before the guide narrows them
};

/// The adapter: the only place a GameState is cast to the game's type and turned into its view.
template <class State> class GameTable : public TableBase {
public:
    using View = decltype(std::declval<const State&>().viewFor(Seat{}));
    using TableBase::TableBase;

    void showState(const GameState& state, Seat viewer, bool interactive) final {
        const auto* s = dynamic_cast<const State*>(&state);
        if (s == nullptr) { // the registry pairs each table with its game: a bug, never a player's doing
            qWarning("GameTable: a %s state was given to another game's table", typeid(state).name());
            clearTable();
            return;
        }
        showView(s->viewFor(viewer), viewer, interactive ? state.legalActions() : std::vector<Action>{},
                 std::make_shared<SnapshotReferee>(state.clone(), viewer));
    }

    void noteAction(const GameState& before, const Action& action) final {
        const auto* s = dynamic_cast<const State*>(&before);
        if (s == nullptr || !m_hasView) return;
        onAction(s->viewFor(m_viewer), action, before.events(action, m_viewer));
    }

    /// Shows a typed view (from this home's engine or from elsewhere): the only way a game's data
    /// reaches its table. `legal` is empty unless `viewer` decides now.
    void showView(View view, Seat viewer, std::vector<Action> legal, std::shared_ptr<const Referee> referee) {
        const bool newSeat = !m_hasView || viewer != m_viewer;
        m_view = std::move(view);
        m_viewer = viewer;
        m_hasView = true;
        setReferee(std::move(referee));
        if (newSeat) forgetCursor(); // another seat (or a new game) starts without a cursor
        const bool interactive = !legal.empty();
        resetLegal(std::move(legal), interactive);
        onView(newSeat);
        refreshItems();
    }

    void clearTable() override {
        m_hasView = false;
        TableBase::clearTable();
    }

    /// The seats' colours from the public view of `state` (seatColoursIn): where each seat sits is
    /// public, so this needs no viewer and holds on the hand-over screen too.
    [[nodiscard]] std::vector<QColor> ownSeatColours(const GameState& state) const final {
        const auto* s = dynamic_cast<const State*>(&state);
        return s == nullptr ? std::vector<QColor>{} : seatColoursIn(s->viewFor(kNoSeat));
    }

protected:
    /// The seats' own colours as the public `view` shows them (GameView::ownSeatColours); none by
    /// default (the seats are drawn in the players' palette).
    [[nodiscard]] virtual std::vector<QColor> seatColoursIn(const View& view) const {
        (void)view;
        return {};
    }
    [[nodiscard]] const View& view() const { return m_view; }
    [[nodiscard]] bool hasView() const { return m_hasView; }
    [[nodiscard]] Seat viewer() const { return m_viewer; }
    /// A new view arrived (before buildItems): update buttons, start animations noted by onAction.
    /// `newSeat`: the first view, or another seat's (a hand-over): drop what belonged to the last one.
    virtual void onView(bool newSeat) { (void)newSeat; }
    /// The action about to be shown was applied to `before` (the viewer's view of it) and made
    /// `events` happen (the rules' report, redacted for the viewer): animate them. onView follows.
    virtual void onAction(const View& before, const Action& action, const std::vector<Event>& events) {
        (void)before;
        (void)action;
        (void)events;
    }

private:
    View m_view{};
    Seat m_viewer = kNoSeat;
    bool m_hasView = false;
};

} // namespace dogtable::ui
