// A tiny dice game used to test the generic machinery (match, undo, saves, bots) without any real
// game: "Pig to 20". On your turn: "roll" (a chance node gives 1..6: a 1 loses the turn's points and
// ends the turn), "mark" (a free bookkeeping action, at most twice a turn, so a turn has several
// undoable decisions) or "hold" (bank the turn's points, pass). A player also holds a secret card
// (drawn by chance at the start) that only they see, to test redaction and determinization.
#pragma once

#include "dogtable/core/registry.h"

namespace toy {

enum Kind : std::uint16_t { Roll, Hold, Mark, Die, Secret, KindCount };

class ToyState : public dogtable::GameState {
public:
    using GameState::GameState;
    std::string_view gameId() const override { return "toy"; }
    dogtable::Seat currentSeat() const override;
    void legalActions(std::vector<dogtable::Action>& out) const override;
    void chanceOutcomes(std::vector<dogtable::ChanceOutcome>& out) const override;
    dogtable::ScoreSheet scoreSheet() const override;
    bool hidesInformation() const override { return true; }
    std::string viewText(dogtable::Seat viewer) const override;
    std::string debugText() const override;
    std::unique_ptr<dogtable::GameState> determinize(dogtable::Seat viewer,
                                                     dogtable::Rng& rng) const override;
    std::unique_ptr<dogtable::GameState> clone() const override { return std::make_unique<ToyState>(*this); }
    std::string describe(const dogtable::Action& a, dogtable::Seat viewer) const override;
    using GameState::events;
    void events(const dogtable::Action& a, dogtable::Seat viewer,
                std::vector<dogtable::Event>& out) const override;
    std::string_view actionKindName(std::uint16_t kind) const override;
    int actionKindCount() const override { return KindCount; }
    void checkInvariants(std::vector<std::string>& problems) const override;

    int score[2]{0, 0};
    int turnPoints = 0;
    int marks = 0;
    int toMove = 0;
    int secret[2]{0, 0}; // 0 = not dealt yet, else 1..3
    bool rolling = false;

protected:
    void doApply(const dogtable::Action& a) override;
};

dogtable::GameInfo toyInfo();

} // namespace toy
