// The game-state interface: the one boundary between a game and everything generic (app, bots,
// CLI, generic tests). Shaped like OpenSpiel's State; see docs/architecture.md.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dogtable/core/action.h"
#include "dogtable/core/event.h"
#include "dogtable/core/rng.h"
#include "dogtable/core/score.h"

namespace dogtable {

/// What a new game is made from: player count, names, variant values (validated by the game).
struct Setup {
    int players = 2;
    std::vector<std::string> names;              // one per seat; defaults filled in by the registry
    std::map<std::string, std::string> variants; // name -> value, every declared variant present
    [[nodiscard]] std::string variant(const std::string& name, const std::string& fallback = {}) const {
        auto it = variants.find(name);
        return it == variants.end() ? fallback : it->second;
    }
};

class GameState {
public:
    explicit GameState(std::shared_ptr<const Setup> setup) : m_setup(std::move(setup)) {}
    virtual ~GameState() = default;
    GameState(const GameState&) = default;
    GameState& operator=(const GameState&) = delete;

    // ----- static facts -----
    [[nodiscard]] virtual std::string_view gameId() const = 0;
    [[nodiscard]] int players() const { return m_setup->players; }
    [[nodiscard]] const Setup& setup() const { return *m_setup; }
    [[nodiscard]] const std::shared_ptr<const Setup>& setupPtr() const { return m_setup; }
    [[nodiscard]] const std::string& playerName(Seat s) const;

    // ----- flow -----
    /// Who decides now: a player seat, kChanceSeat, or kNoSeat when the game is over.
    [[nodiscard]] virtual Seat currentSeat() const = 0;
    /// Whose turn it is (even at a chance node or during another seat's interjection); for status lines.
    [[nodiscard]] virtual Seat turnSeat() const { return currentSeat(); }
    [[nodiscard]] bool isOver() const { return currentSeat() == kNoSeat; }
    [[nodiscard]] bool isChance() const { return currentSeat() == kChanceSeat; }
    /// A short line for the status strip: phase and what the current seat can do now.
    [[nodiscard]] virtual std::string statusText() const { return {}; }

    /// Every legal decision of the current player, sorted and unique; empty at chance nodes and at the end.
    virtual void legalActions(std::vector<Action>& out) const = 0;
    [[nodiscard]] std::vector<Action> legalActions() const {
        std::vector<Action> v;
        legalActions(v);
        return v;
    }
    /// At a chance node: every outcome with an integer weight, sorted by action. Empty otherwise.
    virtual void chanceOutcomes(std::vector<ChanceOutcome>& out) const { out.clear(); }
    [[nodiscard]] std::vector<ChanceOutcome> chanceOutcomes() const {
        std::vector<ChanceOutcome> v;
        chanceOutcomes(v);
        return v;
    }
    /// The same outcomes as a read-only range, without a copy where the game keeps them as a fixed
    /// table (large dice tables). The default fills `scratch` and returns it; the range is valid
    /// until `scratch` or this state changes.
    [[nodiscard]] virtual std::span<const ChanceOutcome>
    chanceOutcomeTable(std::vector<ChanceOutcome>& scratch) const {
        chanceOutcomes(scratch);
        return scratch;
    }

    /// Whether `a` is legal now: ok, or the reason it is not. Changes nothing.
    [[nodiscard]] ApplyResult check(const Action& a) const;
    /// Checks legality, then applies. An illegal action is refused with a reason and changes nothing.
    ApplyResult apply(const Action& a);
    /// Applies an action taken from legalActions()/chanceOutcomes() of this very state, unchecked
    /// (the fast path for bots and simulations).
    void applyLegal(const Action& a) { doApply(a); }
    /// The actions a computer player weighs now: a subset of legalActions(), never empty when that is
    /// not. A game may leave out steps a good player never needs one by one, where one action does
    /// them at once (DOGS: "arrange for me" instead of lifting and placing dogs). Default: all legal.
    virtual void searchActions(std::vector<Action>& out) const { legalActions(out); }
    /// The action a search's rollout plays here (a seat to move, not chance): game knowledge that
    /// makes a rollout say more about a position than random play does (Ciapki: go on or stop by
    /// the risk of busting against what is at stake). One of searchActions(); `scratch` may be used.
    /// Default: a uniformly random one of searchActions() (one draw of `rng`).
    [[nodiscard]] virtual Action rolloutAction(std::vector<Action>& scratch, Rng& rng) const {
        searchActions(scratch);
        return scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))];
    }
    /// Whether applying `a` shows the acting player something new (a dug bone, a drawn card): undo stops
    /// there.
    [[nodiscard]] virtual bool revealsInformation(const Action& a) const {
        (void)a;
        return false;
    }

    /// Whether the chance outcome `a` is a roll of dice (the log draws a die) rather than a deal,
    /// draw or reveal (the log draws a card).
    [[nodiscard]] virtual bool isDiceRoll(const Action& a) const {
        (void)a;
        return false;
    }

    // ----- results -----
    /// The score sheet (final when isOver(); a running estimate before).
    [[nodiscard]] virtual ScoreSheet scoreSheet() const = 0;
    /// Per-seat results for search in [0,1]: by default 1 for a winner, shared equally, 0 otherwise.
    [[nodiscard]] virtual std::vector<double> returns() const;
    /// A guess at returns() for a state that is not over (used when search cuts a rollout short).
    [[nodiscard]] virtual std::vector<double> heuristicReturns() const;
    /// The team of a seat (seats of one team share wins). By default every seat is its own team.
    [[nodiscard]] virtual int teamOf(Seat s) const { return s; }

    // ----- information -----
    /// Whether some information is hidden from some seat (hands, face-down cards).
    [[nodiscard]] virtual bool hidesInformation() const { return false; }
    /// The canonical text of what `viewer` may see (kNoSeat: a spectator, public information only).
    /// Built from the game's typed view struct, so the same redaction is tested.
    [[nodiscard]] virtual std::string viewText(Seat viewer) const = 0;
    /// The whole state, nothing hidden (tests and debugging).
    [[nodiscard]] virtual std::string debugText() const = 0;
    /// A full state consistent with what `viewer` has seen, hidden parts sampled with `rng` (for bots).
    [[nodiscard]] virtual std::unique_ptr<GameState> determinize(Seat viewer, Rng& rng) const {
        (void)viewer;
        (void)rng;
        return clone();
    }
    /// The determinization of a search whose rollouts play rolloutAction() (the strong level,
    /// MctsConfig::gameRollouts): such rollouts say more about a position, so a game may let them
    /// look further (Ciapki alone against Pies: two rounds instead of one). Default: determinize().
    [[nodiscard]] virtual std::unique_ptr<GameState> determinizeForPolicy(Seat viewer, Rng& rng) const {
        return determinize(viewer, rng);
    }
    [[nodiscard]] virtual std::unique_ptr<GameState> clone() const = 0;
    /// A hash of the whole state (default: FNV-1a of debugText()).
    [[nodiscard]] virtual std::uint64_t hash() const;
    /// A hash of the position as a player judges it: like hash(), but counters that only bound a
    /// turn (DOGS: lifts left, Warehouse swaps made) are left out, so that undoing one's own step
    /// gives the value of before. Computer players never step back to a position of their current
    /// turn (no busywork, issue #18). Default: hash().
    [[nodiscard]] virtual std::uint64_t positionHash() const { return hash(); }

    // ----- words -----
    /// One readable log line for `a` applied to this state by the current seat, redacted for `viewer`.
    [[nodiscard]] virtual std::string describe(const Action& a, Seat viewer) const = 0;
    /// The words of an action not yet made (a hint, a "which one?" menu, a tooltip, a preview), told
    /// from what `viewer` sees now: never what the action would reveal (a bone still under its card).
    /// It is the same for every state consistent with `viewer`'s view (every determinize(viewer)).
    /// The default is describe(): override where describe() tells what the move reveals.
    [[nodiscard]] virtual std::string describeChoice(const Action& a, Seat viewer) const {
        return describe(a, viewer);
    }
    /// What applying `a` (legal here) makes happen, as `viewer` may know it, in order: what a table
    /// animates and what the complete log lists beside describe()'s line. Appends to `out`.
    /// Changes nothing. The default reports nothing (the table then just shows the new state).
    virtual void events(const Action& a, Seat viewer, std::vector<Event>& out) const {
        (void)a;
        (void)viewer;
        (void)out;
    }
    [[nodiscard]] std::vector<Event> events(const Action& a, Seat viewer) const {
        std::vector<Event> v;
        events(a, viewer, v);
        return v;
    }
    /// One line of why about `a` (legal here) that the game can say to the seat to act, for a hint:
    /// the odds of a roll about to be made, say. "" when it has nothing to add.
    [[nodiscard]] virtual std::string hintNote(const Action& a) const {
        (void)a;
        return {};
    }
    /// One log line that stands for `count` chance outcomes of action kind `kind` in a row at the start
    /// of the game (the setup, e.g. a yard laid out card by card), or "" to show them line by line.
    [[nodiscard]] virtual std::string describeSetupRun(std::uint16_t kind, int count) const {
        (void)kind;
        (void)count;
        return {};
    }
    /// Name of an action kind (stable: part of the save format), e.g. "move", "roll". Empty if unknown.
    [[nodiscard]] virtual std::string_view actionKindName(std::uint16_t kind) const = 0;
    [[nodiscard]] virtual int actionKindCount() const = 0;
    /// Stable text form: kind name and the arguments, trailing zeros left out ("move 2 -1").
    [[nodiscard]] std::string actionToText(const Action& a) const;
    [[nodiscard]] Expected<Action> actionFromText(std::string_view text) const;
    /// Why `a` is illegal here (called only for actions that are not legal). Override for precise reasons.
    [[nodiscard]] virtual std::string whyIllegal(const Action& a) const;

    // ----- checks -----
    /// The game's own invariants (cards, dice, tokens conserved...). Appends a line per problem.
    virtual void checkInvariants(std::vector<std::string>& problems) const { (void)problems; }

protected:
    /// Applies an action known to be legal.
    virtual void doApply(const Action& a) = 0;

private:
    std::shared_ptr<const Setup> m_setup;
};

/// FNV-1a 64 of a byte string (handy for hashes).
std::uint64_t fnv1a(std::string_view bytes, std::uint64_t h = 0xcbf29ce484222325ULL);

} // namespace dogtable
