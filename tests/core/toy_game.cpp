#include "toy_game.h"

#include <fmt/format.h>

using namespace dogtable;

namespace toy {

Seat ToyState::currentSeat() const {
    if (score[0] >= 20 || score[1] >= 20) return kNoSeat;
    if (secret[0] == 0 || secret[1] == 0 || rolling) return kChanceSeat;
    return toMove;
}

void ToyState::legalActions(std::vector<Action>& out) const {
    out.clear();
    if (currentSeat() < 0) return;
    out.push_back(Action(Roll));
    if (turnPoints > 0) out.push_back(Action(Hold));
    if (marks < 2) out.push_back(Action(Mark));
}

void ToyState::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    out.clear();
    if (currentSeat() != kChanceSeat) return;
    if (secret[0] == 0 || secret[1] == 0) {
        for (int v = 1; v <= 3; ++v)
            out.push_back({Action(Secret, v), 1});
        return;
    }
    for (int f = 1; f <= 6; ++f)
        out.push_back({Action(Die, f), 1});
}

void ToyState::doApply(const Action& a) {
    switch (a.kind) {
    case Roll:
        rolling = true;
        break;
    case Mark:
        ++marks;
        break;
    case Hold:
        score[toMove] += turnPoints;
        turnPoints = 0;
        marks = 0;
        toMove = 1 - toMove;
        break;
    case Secret:
        (secret[0] == 0 ? secret[0] : secret[1]) = a.arg(0);
        break;
    case Die:
        rolling = false;
        if (a.arg(0) == 1) {
            turnPoints = 0;
            marks = 0;
            toMove = 1 - toMove;
        } else {
            turnPoints += a.arg(0);
        }
        break;
    default:
        break;
    }
}

ScoreSheet ToyState::scoreSheet() const {
    ScoreSheet s;
    for (int p = 0; p < 2; ++p) {
        PlayerScore ps;
        ps.name = playerName(p);
        ps.add("banked points", score[p]);
        s.players.push_back(ps);
    }
    s.decideByTotal({TieBreak{"higher secret card", {secret[0], secret[1]}}});
    return s;
}

std::string ToyState::viewText(Seat viewer) const {
    std::string out = fmt::format("scores {} {}; turn points {}; marks {}; to move {}", score[0], score[1],
                                  turnPoints, marks, toMove);
    for (int p = 0; p < 2; ++p)
        out += (p == viewer || isOver()) ? fmt::format("; secret{} {}", p, secret[p])
                                         : fmt::format("; secret{} ?", p);
    return out;
}

std::string ToyState::debugText() const {
    return fmt::format("{} {} {} {} {} {} {} {}", score[0], score[1], turnPoints, marks, toMove, secret[0],
                       secret[1], rolling);
}

std::unique_ptr<GameState> ToyState::determinize(Seat viewer, Rng& rng) const {
    auto c = std::make_unique<ToyState>(*this);
    for (int p = 0; p < 2; ++p)
        if (p != viewer && c->secret[p] != 0) c->secret[p] = rng.between(1, 3);
    return c;
}

std::string ToyState::describe(const Action& a, Seat viewer) const {
    switch (a.kind) {
    case Roll:
        return fmt::format("{} rolls", playerName(toMove));
    case Hold:
        return fmt::format("{} holds {}", playerName(toMove), turnPoints);
    case Mark:
        return fmt::format("{} marks", playerName(toMove));
    case Die:
        return fmt::format("the die shows {}", a.arg(0));
    case Secret: {
        const int who = secret[0] == 0 ? 0 : 1;
        return who == viewer ? fmt::format("{} gets secret {}", playerName(who), a.arg(0))
                             : fmt::format("{} gets a secret", playerName(who));
    }
    default:
        return "?";
    }
}

void ToyState::events(const dogtable::Action& a, dogtable::Seat viewer,
                      std::vector<dogtable::Event>& out) const {
    (void)viewer;
    // A 1 loses the turn's points: the die's line says "the die shows 1", the event says the rest.
    if (a.kind == Die && a.arg(0) == 1 && turnPoints > 0)
        out.push_back({"bust",
                       toMove,
                       {{"lost", turnPoints}},
                       fmt::format("{} loses {} points", playerName(toMove), turnPoints)});
    if (a.kind == Die) out.push_back({"roll", toMove, {{"face", a.arg(0)}}, ""});
}

std::string_view ToyState::actionKindName(std::uint16_t kind) const {
    static const char* names[] = {"roll", "hold", "mark", "die", "secret"};
    return kind < KindCount ? names[kind] : "";
}

void ToyState::checkInvariants(std::vector<std::string>& problems) const {
    if (marks > 2) problems.push_back("more than two marks");
    if (turnPoints < 0) problems.push_back("negative turn points");
}

GameInfo toyInfo() {
    GameInfo g;
    g.id = "toy";
    g.name = "Toy Pig";
    g.blurb = "a test game";
    g.minPlayers = 2;
    g.maxPlayers = 2;
    g.hidesInformation = true;
    g.variants = {VariantSpec{"target", "Target", {"20"}, "20", "points to win"}};
    g.create = [](std::shared_ptr<const Setup> s) { return std::make_unique<ToyState>(std::move(s)); };
    return g;
}

} // namespace toy
