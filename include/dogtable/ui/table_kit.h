// The interaction kit every table is built from (docs/architecture.md, "The table layer"):
//
//  - TableItem / HitMap: everything a player can point at on a table, with a stable id ("place/14",
//    "hand/2", "die/3"), its rectangle, a zone, a short accessible name and a description of the
//    state that matters. The same list answers hover, tooltips, clicks, the keyboard cursor, screen
//    readers, hints and the guided games' "click here".
//  - ActionPicker: each legal action is a path of item ids (pick a dog, then a field); a click or a
//    key on an item narrows the legal list to the actions whose next step is that item, asks when
//    several actions end on the same item, and steps back on Esc.
//  - Tween: one animation clock, advanced by elapsed time (a slow frame skips, it never slows the
//    game), and switched off by "reduce motion".
//  - Layer: the one paint order of every table.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QRectF>
#include <QString>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "dogtable/core/action.h"

namespace dogtable::ui {

/// The paint order of every table, bottom to top (one place, like Cockatrice's z_values.h).
enum class Layer {
    Background, // the cloth, the board's static art
    Board,      // spaces, fields, slots
    Pieces,     // cards, dogs, tokens, dice at rest
    Marks,      // what others did since you last looked (RecentMarks)
    Highlights, // legal targets, the half-made choice, the hint
    Flying,     // pieces in an animation
    Focus,      // hover outline and the keyboard cursor
    Overlay,    // banners, the game-over sheet
};

/// Where an item sits, for Tab / Shift+Tab and for screen readers (one group per zone).
enum class Zone {
    Own,    // the viewer's own area: hand, dogs, dice in hand
    Board,  // the shared board, yard, map or track
    Offer,  // displays and rows to take from
    Others, // the other players' areas
    Panel,  // buttons and aids drawn on the table
};

/// One thing on a table a player can point at.
struct TableItem {
    std::string id; // stable for the game: "place/14", "hand/2" (tests, hints, guided games)
    QRectF rect;    // in the widget's coordinates
    Zone zone = Zone::Board;
    QString name;        // short accessible name in the UI language ("Field 14")
    QString description; // the state that matters ("red bowl, 3 points, your dog here")
    QString tooltip;     // a richer tooltip if wanted; empty: name and description
    int kind = 0;        // the game's own payload, free to use
    int index = -1;
    int seat = -1;
    /// The picker step this item makes when it is not its own id: interchangeable things (two
    /// copies of one card, dogs waiting alike) each with an id of their own, all standing for one
    /// step. Empty: the item's id.
    std::string step{}; // (last, so positional initialisers of the fields above keep working)
    /// A command the player gives (End turn, Keep it, Re-roll, Drive here): drawn by the table or
    /// one of its push buttons adopted by the kit (TableBase::addButtonItem). Screen readers hear
    /// it as a push button; the keyboard cycle, Enter and the hint treat it like any item.
    bool command = false;
    /// A command with a lasting consequence (DOGS's "Stay in the kennel" can make the round the
    /// game's last): the keyboard presses it only with the cursor on it, never as the command Enter
    /// presses when no cursor is shown (TableBase::blindCommand).
    bool deliberate = false;
};

/// A section of a game's rules page (its anchor) and the phases of the game's flow it explains.
template <class Phase> struct RulesSection {
    const char* anchor;
    std::vector<Phase> phases;
};

/// The anchor of the first section that lists `phase`, else `fallback` (a table's rulesSection()).
template <class Phase>
[[nodiscard]] QString sectionFor(const std::vector<RulesSection<Phase>>& sections, Phase phase,
                                 const char* fallback) {
    for (const RulesSection<Phase>& s : sections)
        if (std::find(s.phases.begin(), s.phases.end(), phase) != s.phases.end())
            return QString::fromLatin1(s.anchor);
    return QString::fromLatin1(fallback);
}

/// The item's name and description in one line for the status strip: "Pen 2: two dogs"; a name that
/// ends a sentence ("Vet card.") is followed by a space, not a colon (".:" was seen on screen).
[[nodiscard]] QString nameAndDescription(const TableItem& item);

/// The step an item makes (its `step`, else its id).
[[nodiscard]] inline const std::string& stepOf(const TableItem& item) {
    return item.step.empty() ? item.id : item.step;
}

/// The items of one laid-out table. Later items lie on top of earlier ones.
class HitMap {
public:
    void clear() { m_items.clear(); }
    void add(TableItem item) { m_items.push_back(std::move(item)); }
    [[nodiscard]] const std::vector<TableItem>& items() const { return m_items; }
    [[nodiscard]] bool empty() const { return m_items.empty(); }
    /// The topmost item containing `pos` (nullptr: none).
    [[nodiscard]] const TableItem* at(const QPointF& pos) const;
    [[nodiscard]] const TableItem* find(std::string_view id) const;
    [[nodiscard]] int indexOf(std::string_view id) const;
    /// Keyboard: the item whose centre lies nearest in direction (dx, dy) (one of them 0, the other
    /// ±1) from item `from`, among the items `usable` accepts; -1 when there is none that way.
    [[nodiscard]] int neighbour(int from, int dx, int dy,
                                const std::function<bool(const TableItem&)>& usable) const;
    /// Keyboard: the first usable item of the next (step +1) or previous (-1) zone after item
    /// `from`'s zone, wrapping around; `from` = -1 starts at the first zone.
    [[nodiscard]] int nextZone(int from, int step, const std::function<bool(const TableItem&)>& usable) const;

private:
    std::vector<TableItem> m_items;
};

/// Turns clicks (or keys) on table items into one of the legal actions.
class ActionPicker {
public:
    /// The clicks that make action `a`: item ids in order (at least one).
    using StepsFn = std::function<std::vector<std::string>(const Action&)>;

    struct Result {
        enum class Kind {
            Ignored,   // not a step of any legal action from here
            Narrowed,  // a step made; more to choose
            Chosen,    // exactly one action made: `actions` holds it
            Ambiguous, // several actions end here: `actions` holds them, ask which
        } kind = Kind::Ignored;
        std::vector<Action> actions;
    };

    /// The legal actions of the viewer now (empty: nothing to pick) and how each is clicked.
    void setLegal(std::vector<Action> legal, StepsFn steps);
    /// Forgets the half-made choice.
    void reset() { m_chosen.clear(); }
    /// Esc: one step back. False when nothing had been chosen.
    bool back();
    /// A click on item `id`. Clicking a first step while another choice is half made starts over
    /// from it; clicking the last chosen item again confirms the actions it completes, or, when it
    /// completes none, steps back.
    Result click(std::string_view id);

    [[nodiscard]] const std::vector<std::string>& chosen() const { return m_chosen; }
    [[nodiscard]] bool started() const { return !m_chosen.empty(); }
    /// Whether `id` is a legal next step (or a first step to start over with).
    [[nodiscard]] bool isTarget(std::string_view id) const;
    /// Every legal next step, in the order of the legal list.
    [[nodiscard]] std::vector<std::string> targets() const;
    /// The legal actions that still fit the steps chosen so far.
    [[nodiscard]] std::vector<Action> remaining() const;
    /// Those of remaining() that the steps chosen so far complete.
    [[nodiscard]] std::vector<Action> complete() const;
    [[nodiscard]] const std::vector<Action>& legal() const { return m_legal; }
    /// The steps of one legal action (empty if it is not legal now).
    [[nodiscard]] std::vector<std::string> stepsOf(const Action& a) const;

private:
    [[nodiscard]] bool fits(std::size_t i) const; // action i's steps start with m_chosen
    Result settle();

    std::vector<Action> m_legal;
    std::vector<std::vector<std::string>> m_steps; // per legal action
    std::vector<std::string> m_chosen;
};

/// One animation clock for a table. Progress follows the elapsed time, so a slow frame skips ahead
/// instead of slowing the game. Durations are scaled by the animation-speed setting (style.h
/// animationMs); at 0 ("animations off", also what tests use) an animation ends as it starts.
/// The clock starts at the first frame after start() (the event loop's next turn), not at start():
/// what the new position costs to lay out and paint before that frame (the table's static layer,
/// painted ahead: TableBase) delays the animation's start instead of making it jump.
class Tween : public QObject {
    Q_OBJECT
public:
    explicit Tween(QObject* parent = nullptr);
    ~Tween() override;
    /// Starts (or restarts) an animation of nominal length `nominalMs` (scaled by the setting).
    void start(int nominalMs);
    /// Ends it now (emits finished() if it was running).
    void stop();
    [[nodiscard]] bool running() const { return m_running; }
    /// 0..1 by elapsed time, eased in and out; 1 when not running.
    [[nodiscard]] double progress() const;
    /// 0..1 by elapsed time, not eased.
    [[nodiscard]] double linear() const;
    /// How many tweens (of any table) are running now.
    [[nodiscard]] static int runningCount();

signals:
    /// A frame is due (at the screen's rate while running): repaint what moves.
    void frame();
    void finished();

private:
    QTimer m_timer;
    QElapsedTimer m_clock; // invalid until the first frame after start()
    int m_duration = 0;
    bool m_running = false;
};

/// Says when the tables start and stop animating (any tween of any table): the first tween that
/// starts makes it busy, the last that ends idle. The app holds the computer's search back to one
/// thread meanwhile, so that the animation has a core (issue #18).
class TweenActivity : public QObject {
    Q_OBJECT
public:
    static TweenActivity& instance();
    [[nodiscard]] static bool busy() { return Tween::runningCount() > 0; }

signals:
    void busyChanged(bool busy);

private:
    friend class Tween;
    static void ran(int delta); // a tween started (+1) or ended (-1)
};

} // namespace dogtable::ui
