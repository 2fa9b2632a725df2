// Test fixtures for the shell: a table view that records what the shell shows it (for any game),
// and a small game with no hidden information ("nim": take 1 or 2 from a pile of 9, taking the last
// stone wins). With the core tests' toy game (hidden secret cards, dice) they cover both kinds of flow.
#pragma once

#include <QString>

#include "app_context.h"
#include "dogtable/ui/game_view.h"

namespace fixture {

class RecordingView : public dogtable::ui::GameView {
    Q_OBJECT
public:
    using GameView::GameView;
    void showState(const dogtable::GameState& state, dogtable::Seat viewer, bool interactive) override;
    void clearTable() override;
    void noteAction(const dogtable::GameState& before, const dogtable::Action& action) override;
    [[nodiscard]] QString rulesSection() const override { return QStringLiteral("scoring"); }

    QString shown; // the viewText on the table now ("" when cleared)
    dogtable::Seat viewer = dogtable::kNoSeat;
    bool interactive = false;
    int clears = 0;
    int shows = 0;
    int notes = 0;

protected:
    void paintEvent(QPaintEvent* event) override;
};

dogtable::GameInfo nimInfo();

/// The built-in games and views, plus the toy game (hidden information) and nim (open), both with
/// the recording view.
void registerAll(dogtable::app::AppContext& context);

} // namespace fixture
