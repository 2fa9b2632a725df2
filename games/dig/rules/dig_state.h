// Dig — the bone-digging yard game (Chris Handy, Perplext "Pack O Game", 2016), 2–4 players.
//
// Source: the Polish rulebook (shared/seeds/001_b29ba40bec2ec587.txt), gaps filled by the rules
// spec shared/rules/dig.md. Our own summary: docs/rules/dig.en.md.
//
// Deviations from the rulebook (all marked [design decision] in the spec):
//  - The first player is a chosen seat or drawn at random (the box: the youngest player).
//  - Gaps left by a dig count as steps and a dog may stop on one, but not dig or deliver there.
//  - Tidy-up follows the spec's exact procedure (trim trailing gaps, fill the nearest gap with the
//    farthest card, dogs on moved or removed places go to the farthest card), which reproduces
//    the rulebook's worked example.
//
// Variants:
//   key     values            default   meaning
//   first   random, 1..4      random    who takes the first turn (drawn before the yard is laid)
//
// Model:
//  - Setup is 25 chance actions "deal <card>": the next yard place (1, 2, ... 25) gets that card.
//  - A turn is up to 3 of: "move <place>", "dig" (then "putback <card>" or "keep"),
//    "deliver <card+1> [<card+1> [<card+1>]]", and always "end" (tidy-up, then the next seat).
//  - Position 0 is the doghouse, 1..length the yard (1 next to the doghouse).
//
// Hidden information: a yard card shows its scent pair only. The scent pair of every card is
// public wherever it is (the yard, a hand, a scoring pile): players see which card is dug and
// which is put back. What is hidden is, per scent pair, which of its two cards is which, unless
// a seat has seen one of them (dug it) or one is delivered (public). determinize() re-deals
// exactly that, pair by pair.
//
// Events (DigState::events; args by name; "card" and "bone" only when the viewer knows the bone,
// a bowl's card always; colours and bowls as Colour numbers, places as yard places, 0 the doghouse):
//   first     seat: the first player drawn
//   deal      place, pair | bowl, [card, bone]           a yard card laid during setup
//   move      seat; from, to, steps                       a dog moved
//   dig       seat; place, pair, [card, bone], range      a card dug into the hand (range: move range now)
//   putback   seat; place, pair, [card, bone], range      a hand card put back, scent side up
//   keep      seat; place                                 the dug bone kept: the place is a gap
//   last-turn (table); text                               the last bone card left the yard (the only
//                                                         event with a log sentence: no line says it)
//   deliver   seat; place, bowl, count, value, points, range, card0..card2   bones delivered
//   end       seat                                        the turn ends (then tidy-up)
//   trim      place                                       a trailing gap closes the row
//   tidy      from, to, pair | bowl, [card, bone]         tidy-up moves the farthest card into a gap
//   dog-back  seat; from, to                              tidy-up puts a dog on the farthest card
//   turn      seat; actions, range                        the next player's turn begins
//   over      points0..points3                            the game ends (points at the final bowl order)
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dig/rules/dig_cards.h"
#include "dig/rules/dig_data.h"
#include "dogtable/core/deck.h"
#include "dogtable/core/state.h"

namespace dogtable::games::dig {

/// The flow of a game (View::phase, DigState::phase()).
enum class Phase : std::uint8_t {
    FirstPlayer, // the first player is drawn (variant first=random)
    Deal,        // the 25 cards are laid out
    Turn,        // a seat acts: move, dig, deliver or end
    PutBack,     // after a dig: put a card back or keep the bone
    Over
};

/// Steps a move may take with `bonesCarried` bones in hand: the doghouse's movement table in the
/// component data (built in: 4 minus the bones); none with more bones than the hand holds.
[[nodiscard]] inline int moveRangeWith(int bonesCarried) {
    return bonesCarried < 0 || bonesCarried > kHandLimit
               ? 0
               : tables().moves[static_cast<std::size_t>(bonesCarried)];
}

enum ActionKind : std::uint16_t {
    kDeal,
    kMove,
    kDig,
    kPutBack,
    kKeep,
    kDeliver,
    kEndTurn,
    kFirstPlayer,
    kActionKindCount
};

[[nodiscard]] inline Action dealAction(int card) {
    return Action(kDeal, card);
}
[[nodiscard]] inline Action moveAction(int place) {
    return Action(kMove, place);
}
[[nodiscard]] inline Action digAction() {
    return Action(kDig);
}
[[nodiscard]] inline Action putBackAction(int card) {
    return Action(kPutBack, card);
}
[[nodiscard]] inline Action keepAction() {
    return Action(kKeep);
}
[[nodiscard]] inline Action endTurnAction() {
    return Action(kEndTurn);
}
/// Delivers the given bone cards (1 to 3 cards, any order given; stored ascending as card+1).
[[nodiscard]] Action deliverAction(std::vector<int> cards);
/// The cards of a deliver action.
[[nodiscard]] std::vector<int> deliveredCardsOf(const Action& a);

/// The whole table as plain data (also used by tests to set up a position directly).
struct Position {
    std::array<CardId, kYardCards + 1> yard{}; // [0] unused (the doghouse); 1..length: card or kGap
    std::int8_t length = 0;
    std::array<std::int8_t, kMaxPlayers> dog{};    // place of each seat's dog
    std::array<std::uint32_t, kMaxPlayers> hand{}; // bit per card id
    std::array<std::uint32_t, kMaxPlayers> delivered{};
    std::array<std::uint32_t, kMaxPlayers> known{}; // cards whose bone the seat has seen
    Deck<CardId> undealt; // setup: cards still to be laid (a chance draw: no hidden order)
    std::int8_t dealt = 0;
    std::int8_t turn = 0;
    std::int8_t actionsUsed = 0;
    std::int8_t pendingPlace = -1; // after a dig: the place awaiting "putback"/"keep"
    bool over = false;
    bool firstPending =
        false; // the first player is still to be drawn (variant first=random), before the deal
    bool operator==(const Position&) const = default;
};

/// What tidy-up does, step by step (the rules spec's procedure), for the log and the animation.
struct TidyStep {
    bool fill =
        false; // false: a trailing gap at `from` is removed; true: the card at `from` fills the gap at `to`
    int from = 0;
    int to = 0;
    int card = kGap;
};
struct TidyPlan {
    std::vector<TidyStep> steps;
    std::uint8_t relocatedDogs = 0; // bit per seat: dogs put on the farthest card
    int finalLength = 0;
    [[nodiscard]] bool empty() const { return steps.empty(); }
};

// ----- the typed per-seat view -----
struct YardSlotView {
    enum class Kind : std::uint8_t { Gap, Bone, Bowl };
    Kind kind = Kind::Gap;
    int pair = -1;              // Bone: the scent pair (public)
    Colour bowl = Colour::Red;  // Bowl: its colour
    int bowlValue = 0;          // Bowl: points per bone if the game ended with this order (5..1)
    std::optional<Colour> bone; // Bone: the bone, if the viewer knows it
    bool bonePublic = false;    // ... and everybody knows it (deduced from delivered bones)
    std::uint8_t dogs = 0;      // bit per seat: dogs standing here
};
struct HandCardView {
    int pair = -1;              // the scent pair (public)
    std::optional<Colour> bone; // the bone if the viewer knows it (always for the own hand)
    bool bonePublic = false;    // ... and everybody knows it
    int card = -1;              // the card id, only for the viewer's own hand (or at the end)
};
struct PlayerView {
    int dog = 0;
    int moveRange = 0; // steps a move of this dog may take now (4 minus the bones in hand)
    std::vector<HandCardView> hand;
    std::array<int, kColours> delivered{}; // delivered bones per colour (public)
    std::array<int, 5> byValue{}; // delivered bones by their bowl's place now ([0]: nearest, worth most)
    int points = 0;               // at the bowls' current order
};
/// Public deduction for one scent pair (uses delivered bones only: what everybody knows).
struct PairFact {
    int pair = 0;
    int delivered = 0;                // 0, 1 or 2 of its cards are in scoring piles
    std::optional<Colour> otherHides; // with exactly one delivered: the colour the other card hides
    enum class Where : std::uint8_t { Yard, Hand, Delivered } where = Where::Yard; // the other card
    int whereIndex = 0; // its yard place, or the seat holding it
};
struct View {
    Seat viewer = kNoSeat;
    Phase phase = Phase::Deal;
    bool setup = false;                           // phase FirstPlayer or Deal: the cards are being laid out
    int yardCards = kYardCards;                   // cards laid out at the start
    int actionsPerTurn = kActionsPerTurn;         // actions a turn allows
    std::array<int, kHandLimit + 1> moveRanges{}; // [bones carried]: steps a move may take
    std::array<int, kColours> valueByRank{};      // points per bone of the nearest bowl, the next...
    std::vector<std::string> names;               // players' names, by seat
    int dealt = 0;
    std::vector<YardSlotView> yard; // index 0 = place 1
    std::vector<PlayerView> players;
    Seat turn = 0;
    int actionsLeft = 0;
    int moveRange = 0;     // of the seat whose turn it is
    int pendingPlace = -1; // a dig waiting for "putback"/"keep"
    bool over = false;
    bool finalTurn = false;                   // no bone card left: this turn is the last
    std::array<Colour, kColours> bowlOrder{}; // nearest to the doghouse first
    std::array<PairFact, kPairs> facts{};
};

class DigState final : public GameState {
public:
    explicit DigState(std::shared_ptr<const Setup> setup);
    /// A state at a given position (tests); the position is taken as given, check with checkInvariants().
    DigState(std::shared_ptr<const Setup> setup, const Position& position);

    [[nodiscard]] std::string_view gameId() const override { return "dig"; }
    [[nodiscard]] Seat currentSeat() const override;
    [[nodiscard]] Seat turnSeat() const override;
    [[nodiscard]] std::string statusText() const override;
    void legalActions(std::vector<Action>& out) const override;
    using GameState::legalActions;
    void chanceOutcomes(std::vector<ChanceOutcome>& out) const override;
    using GameState::chanceOutcomes;
    [[nodiscard]] bool revealsInformation(const Action& a) const override { return a.kind == kDig; }
    [[nodiscard]] Phase phase() const;
    /// The events of `a` (legal here) as `viewer` may know them; kinds listed at the top of this file.
    void events(const Action& a, Seat viewer, std::vector<Event>& out) const override;
    using GameState::events;

    [[nodiscard]] ScoreSheet scoreSheet() const override;
    [[nodiscard]] std::vector<double> returns() const override;
    [[nodiscard]] std::vector<double> heuristicReturns() const override;

    [[nodiscard]] bool hidesInformation() const override { return true; }
    [[nodiscard]] View viewFor(Seat viewer) const;
    [[nodiscard]] std::string viewText(Seat viewer) const override;
    [[nodiscard]] std::string debugText() const override;
    /// Re-deals the bones the viewer does not know. The copy is a search copy: it stops (and is
    /// scored by heuristicReturns()) after kSearchHorizonActions actions, about ten turns: random
    /// play far beyond that says nothing about the move searched (a random game is some 1,600
    /// actions). Measured (issue #12), 2 players, easy/medium: a 400-action cut never ended some
    /// games; 40 actions ended every game in about 250/170 actions.
    [[nodiscard]] std::unique_ptr<GameState> determinize(Seat viewer, Rng& rng) const override;
    /// Whether this is a search copy that reached its horizon (see determinize()).
    [[nodiscard]] bool cutOff() const { return m_cut; }
    static constexpr int kSearchHorizonActions = 40;
    [[nodiscard]] std::unique_ptr<GameState> clone() const override {
        return std::make_unique<DigState>(*this);
    }
    [[nodiscard]] std::uint64_t hash() const override;
    /// The position as a player judges it: without the actions used this turn (a dog moved and
    /// moved back is where it was, with an action less: busywork, issue #18).
    [[nodiscard]] std::uint64_t positionHash() const override;

    [[nodiscard]] std::string describe(const Action& a, Seat viewer) const override;
    /// A dig not yet made names the card's scent and place, never its bone (describe() tells the
    /// digger the bone they are about to see).
    [[nodiscard]] std::string describeChoice(const Action& a, Seat viewer) const override;
    [[nodiscard]] std::string describeSetupRun(std::uint16_t kind, int count) const override;
    [[nodiscard]] std::string_view actionKindName(std::uint16_t kind) const override;
    [[nodiscard]] int actionKindCount() const override { return kActionKindCount; }
    [[nodiscard]] std::string whyIllegal(const Action& a) const override;
    void checkInvariants(std::vector<std::string>& problems) const override;

    // ----- queries (rules facts the view and the tests use) -----
    [[nodiscard]] const Position& position() const { return m_pos; }
    [[nodiscard]] int length() const { return m_pos.length; }
    [[nodiscard]] int cardAt(int place) const { return m_pos.yard[static_cast<std::size_t>(place)]; }
    [[nodiscard]] int dogOf(Seat s) const { return m_pos.dog[static_cast<std::size_t>(s)]; }
    [[nodiscard]] int handCount(Seat s) const;
    [[nodiscard]] int actionsLeft() const { return kActionsPerTurn - m_pos.actionsUsed; }
    /// Steps a Move of seat `s` may take now: 4 minus the bones in hand.
    [[nodiscard]] int moveRange(Seat s) const;
    [[nodiscard]] int boneCardsInYard() const;
    /// Points per bone of each colour if the game ended with the bowls where they are now.
    [[nodiscard]] std::array<int, kColours> boneValues() const;
    [[nodiscard]] std::array<Colour, kColours> bowlOrder() const;
    /// Whether `viewer` knows the bone of `card` (own hand, dug it once, or deduced from the partner).
    [[nodiscard]] bool knowsBone(Seat viewer, int card) const;
    /// Whether everybody knows the bone of `card` (it or its partner is delivered).
    [[nodiscard]] bool boneIsPublic(int card) const;
    /// What tidy-up would do if the turn ended now.
    [[nodiscard]] TidyPlan tidyUpPlan() const;
    /// The public deductions for every scent pair.
    [[nodiscard]] std::array<PairFact, kPairs> publicFacts() const;

protected:
    void doApply(const Action& a) override;

private:
    void applyTidyUp();
    [[nodiscard]] std::uint64_t hashOf(bool counters) const; // counters: the actions used this turn
    void swapIdentities(int card);
    [[nodiscard]] std::string placeText(int place) const;
    [[nodiscard]] std::string cardText(int card, Seat viewer) const;
    Position m_pos;
    int m_horizon = 0;  // search copies: actions still to apply before the cut (0: no horizon)
    bool m_cut = false; // a search copy that reached its horizon: no one moves, heuristicReturns() scores it
};

} // namespace dogtable::games::dig
