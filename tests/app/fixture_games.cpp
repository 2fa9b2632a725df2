#include "fixture_games.h"

#include <QPainter>

#include <fmt/format.h>

#include "../core/toy_game.h"

using namespace dogtable;

namespace fixture {

void RecordingView::showState(const GameState& state, Seat v, bool inter) {
    shown = QString::fromStdString(state.viewText(v));
    viewer = v;
    interactive = inter;
    ++shows;
    update();
}

void RecordingView::clearTable() {
    shown.clear();
    ++clears;
    update();
}

void RecordingView::noteAction(const GameState& before, const Action& action) {
    (void)before;
    (void)action;
    ++notes;
}

void RecordingView::paintEvent(QPaintEvent* event) {
    (void)event;
    QPainter p(this);
    p.fillRect(rect(), QColor("#2f5d46"));
    p.setPen(Qt::white);
    p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, shown);
}

namespace {
enum NimKind : std::uint16_t { Take, NimKindCount };

class NimState final : public GameState {
public:
    using GameState::GameState;
    std::string_view gameId() const override { return "nim"; }
    Seat currentSeat() const override { return stones == 0 ? kNoSeat : toMove; }
    void legalActions(std::vector<Action>& out) const override {
        out.clear();
        if (stones == 0) return;
        for (int n = 1; n <= std::min(2, stones); ++n)
            out.push_back(Action(Take, n));
    }
    ScoreSheet scoreSheet() const override {
        ScoreSheet s;
        for (int p = 0; p < players(); ++p) {
            PlayerScore ps;
            ps.name = playerName(p);
            ps.add("stones taken", taken[p]);
            ps.add("took the last stone", stones == 0 && last == p ? 10 : 0);
            s.players.push_back(ps);
        }
        s.decideByTotal();
        return s;
    }
    std::string viewText(Seat) const override { return fmt::format("pile {}; to move {}", stones, toMove); }
    std::string debugText() const override {
        return fmt::format("{} {} {} {} {}", stones, toMove, taken[0], taken[1], last);
    }
    std::unique_ptr<GameState> clone() const override { return std::make_unique<NimState>(*this); }
    std::string describe(const Action& a, Seat) const override {
        return fmt::format("{} takes {}", playerName(toMove), a.arg(0));
    }
    std::string_view actionKindName(std::uint16_t kind) const override { return kind == Take ? "take" : ""; }
    int actionKindCount() const override { return NimKindCount; }
    std::string statusText() const override { return fmt::format("take one or two of {} stones", stones); }

    int stones = 9;
    int toMove = 0;
    int taken[2]{0, 0};
    int last = -1;

protected:
    void doApply(const Action& a) override {
        stones -= a.arg(0);
        taken[toMove] += a.arg(0);
        last = toMove;
        toMove = 1 - toMove;
    }
};
} // namespace

GameInfo nimInfo() {
    GameInfo g;
    g.id = "nim";
    g.name = "Nim";
    g.blurb = "take one or two stones; the last stone wins";
    g.minPlayers = 2;
    g.maxPlayers = 2;
    g.create = [](std::shared_ptr<const Setup> s) { return std::make_unique<NimState>(std::move(s)); };
    return g;
}

void registerAll(app::AppContext& context) {
    app::AppContext::registerBuiltins(context);
    context.games.add(toy::toyInfo());
    context.games.add(nimInfo());
    for (const char* id : {"toy", "nim"})
        context.views.add(ui::ViewInfo{id, [](QWidget* parent) { return new RecordingView(parent); }, {}});
}

} // namespace fixture
