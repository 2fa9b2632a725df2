// The base of every game's table view, and the registry of views.
//
// A view only renders and turns clicks into one of the state's legal actions: it never changes
// the state and never re-implements a rule. It renders from the game's typed per-seat view
// (state.viewFor(viewer)), so it cannot show what the viewer may not see.
#pragma once

#include <QString>
#include <QWidget>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "dogtable/core/action.h"
#include "dogtable/core/state.h"
#include "dogtable/ui/style.h"

namespace dogtable::ui {

class GameView : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    /// Shows `state` as `viewer` may see it. When `interactive` is true the viewer is a human
    /// whose decision it is now: the view offers exactly state.legalActions() and emits
    /// actionChosen() with one of them. Called after every change (and after undo).
    virtual void showState(const GameState& state, Seat viewer, bool interactive) = 0;
    /// Hides everything private (the hand-over screen covers the table too; this is a second lock).
    virtual void clearTable() {}
    /// The last action applied, so the view can animate it (optional). Called before showState().
    virtual void noteAction(const GameState& before, const Action& action) {
        (void)before;
        (void)action;
    }
    /// Shows a hint (one of the legal actions) on the table until the next change; the shell also
    /// says it in the status strip. Tables without a way to show a move leave it to the status strip.
    virtual void showHint(const Action& action) { (void)action; }
    /// The rules page section that fits what is on the table now (an anchor in docs/rules/<id>.en.md).
    [[nodiscard]] virtual QString rulesSection() const { return {}; }
    /// The seats' own colours in `state`, when the game gives each seat a colour of its pieces (Dog
    /// Kids' dogs): the shell then draws every seat in it (ui::setGameSeatColours). Empty: the
    /// seats are drawn in the players' palette.
    [[nodiscard]] virtual std::vector<QColor> ownSeatColours(const GameState& state) const {
        (void)state;
        return {};
    }

    /// The texts the last paint could not show in full (elided or cut off), with where they were drawn.
    [[nodiscard]] std::vector<Elision> elidedTexts() const;
    /// Every fitted text the last paint drew, with its box (tests check what covers what).
    [[nodiscard]] std::vector<DrawnText> drawnTexts() const;
    /// Draws the seats in `palette` instead of the app's (a table that shows another game than the
    /// one on the main table: the replay viewer). Repaints.
    void setSeatPalette(SeatPalette palette);
    ~GameView() override;

protected:
    /// Forgets the last paint's elisions before each paint.
    bool event(QEvent* event) override;
    /// A tooltip for `pos` that starts with the full text of what is elided there, then `tip`.
    [[nodiscard]] QString withElidedText(const QPointF& pos, const QString& tip) const;
    /// What the table draws looks different now (its seat palette changed): repaint all of it.
    virtual void lookChanged() { update(); }

signals:
    /// The player chose this action (always one of state.legalActions()).
    void actionChosen(const dogtable::Action& action);
    /// A line for the status strip: a hint, or the engine's reason why something cannot be done.
    void statusMessage(const QString& text);
    /// Open the rules page at this section.
    void rulesRequested(const QString& anchor);

private:
    std::optional<SeatPalette> m_palette;
};

struct ViewInfo {
    std::string id;                                   // the game id
    std::function<GameView*(QWidget* parent)> create; // makes the table widget
    QString coverResource;                            // ":/covers/<id>.svg" for the game picker
};

class ViewRegistry {
public:
    void add(ViewInfo info) { m_views.push_back(std::move(info)); }
    [[nodiscard]] const ViewInfo* find(const std::string& id) const {
        for (const auto& v : m_views)
            if (v.id == id) return &v;
        return nullptr;
    }
    [[nodiscard]] const std::vector<ViewInfo>& all() const { return m_views; }

private:
    std::vector<ViewInfo> m_views;
};

/// The usual registration of a game's table: its id, a factory, the cover ":/covers/<id>.svg".
template <class Table> void addTable(ViewRegistry& registry, const std::string& id) {
    registry.add(ViewInfo{id, [](QWidget* parent) -> GameView* { return new Table(parent); },
                          QString::fromStdString(":/covers/" + id + ".svg")});
}

/// Registers every built-in game view (generated: one line per game).
void registerBuiltinViews(ViewRegistry& registry);

} // namespace dogtable::ui

Q_DECLARE_METATYPE(dogtable::Action)
