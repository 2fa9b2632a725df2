// Dog Lover (David Short, AEG 2021; Polish edition "Najlepsza gra o psach 2", FoxGames), 2-4 players.
//
// Rules source: the Polish rulebook and card dumps (shared/seeds/000_aa596db13bb9b4e6.txt), gaps filled
// by the rules spec shared/rules/dog-lover.md (its [design decision] tags and edge cases E1..E59). Our
// own summary: docs/rules/doglover.en.md.
//
// Deviations from the rulebook (all from the spec):
//  - The draw pile is an unordered multiset: each draw is a chance node weighted by copies, so no
//    hidden order exists to leak (the physical deck is shuffled; the odds are the same).
//  - The End Game card sits under 7/11/15 cards (2/3/4 players, spec §4.10) instead of being
//    shuffled into the bottom part of the deck by hand.
//  - Setup step 9 (the first player) comes before the deal of starting dogs.
//  - The cost-2 and cost-3 trick shapes were redesigned (E59) so every trick has a legal placement
//    on a full grid for every watch-dog position.
//  - No card is dealt after the last turn: the game ends with the last seat's turn of the last round.
//    Games saved before this rule (hidden variant final_refill=1, their legacy value) still deal the
//    final refill (it is in their saves; it cannot matter), and View::lateCells tells the table
//    which cards it dealt, so the table does not show them.
//  - Discards are never reshuffled; a penalty that cannot be paid in full takes what there is (E22).
//
// Variants:
//   | key            | values           | default | meaning                                              |
//   |----------------|------------------|---------|------------------------------------------------------|
//   | special_tricks | 0, 1             | 0       | each seat starts with a special trick (B1..B5), not Sit |
//   | first          | see first_player | box     | who takes the first turn (core/first_player.h)        |
//   | final_refill   | 0, 1 (hidden)    | 0       | 1: the grid is refilled after the last turn (saves made
//   before) |
//
// Model: chance actions deal (first player, starting tricks, starting dogs, the grid, the displays);
// a turn is one draft (a trick placement on the 3x3 grid) plus free actions (tuck, attach, rescue,
// learn, fetch) and end_turn; then the pending walks and traits are settled (Phase::Settle), trait
// penalties paid (Phase::Penalty) and the grid refilled (Phase::Refill, chance).
//
// Events (events()): kinds and their args, redacted for the viewer like describe()/viewFor()
// (every Dog Lover card moves face up, so only hand contents of other seats are hidden; hands are
// never revealed by an event because every card enters a hand face up from the grid):
//   "first_player"  seat                                     text
//   "deal_trick"    seat; trick                              a starting (special) trick dealt
//   "start_dog"     seat; card                               a starting dog dealt
//   "deal"          card, to (grid cell); late=1 in the final refill after the last turn
//   "reveal_trick"  trick, to=0 (top of the trick display)
//   "reveal_shelter" card, to=0 (top of the shelter display)
//   "guard"         seat; line                               the watch dog placed at setup
//   "take"          seat; card, from (grid cell), to (see below), trick (-1 for Fetch)
//   "guard_move"    line, from (the line it guarded)         the watch dog follows the star
//   "fetch"         seat; cell                               the Fetch card put into the emptied cell
//   "tokens"        seat; food (kind), amount (>0 gained, <0 given back), card (food card or -1)
//   "food"          seat; card, dog (-1: swapped for tokens)  a taken food card resolved
//   "tuck"          seat; card, dog
//   "attach"        seat; trait, dog
//   "rescue"        seat; card, from (shelter position), dog (index in the area), cost
//   "learn"         seat; trick, from (trick display position), cost
//   "discard"       seat; card, count                        cards put onto the discard pile
//   "penalty"       seat; trait, left (units still to pay)    text when the rules pay it alone
//   "lose_trick"    seat; trick                              the Urwis penalty
//   "lose_dog"      seat; card, dog                          the Uciekinier penalty
//   "end_game"      -                                        text: the End Game card is turned
//   "turn"          seat (the next player); round            text when a new round begins
//   "game_over"     -                                        text
//  "to" of "take": 0 dog row, 1 hand, 2 pending (walk, trait), 3 food waiting to be resolved,
//  4 food swapped for tokens at once, 5 the Fetch card.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "doglover/rules/doglover_area.h"
#include "doglover/rules/doglover_cards.h"
#include "doglover/rules/doglover_tricks.h"
#include "dogtable/core/deck.h"
#include "dogtable/core/registry.h"
#include "dogtable/core/state.h"

namespace dogtable::games::doglover {

enum ActionKind : std::uint16_t {
    kDealSpecial = 0, // chance: the starting card (special side) dealt to the next seat; arg trick id
    kStartDog,        // chance: the first dog revealed for the next seat; arg card
    kDeal,            // chance: the next card into the first empty grid cell; arg card
    kRevealTrick,     // chance: a trick card onto the top of the trick display; arg trick id
    kRevealShelter,   // chance: a shelter dog onto the top of the shelter display; arg card
    kGuard,           // the last seat puts the watch dog by a line at setup; arg line 0..5
    kDraft,           // arg trick id, placement index (tricks.h placements())
    kFood,            // resolve a taken food card: arg card, dog index or -1 for tokens
    kTuck,            // arg dog index, card (from hand, or a pending walk)
    kAttach,          // arg dog index, trait
    kRescue,          // arg shelter display position (0 = top)
    kLearn,           // arg trick display position (0 = top)
    kFetch,           // arg grid cell 0..8
    kEndTurn,
    kDiscardWalk,  // end of turn: a pending walk that no dog can take
    kDiscardTrait, // end of turn: a pending trait with no eligible dog; arg trait
    kPenalty,      // pay one unit of a trait penalty; args depend on the trait
    kFirstPlayer,  // chance: the first player (variant first=random); arg seat
    kActionKindCount
};

enum class Phase : std::uint8_t {
    ChooseFirst,
    DealSpecial,
    StartDog,
    DealGrid,
    DealTricks,
    DealShelter,
    Guard,
    Turn,
    Settle,
    Penalty,
    Refill,
    Over
};

struct PlayerState {
    Area area;
    std::uint32_t tricks = 0; // bit per trick id owned
    bool fetch = false;       // holds the Fetch card
    bool fetchFresh = false;  // took it this turn (usable from the next turn)
    bool operator==(const PlayerState&) const = default;
};

/// What one seat may see (everything public, the own hand; other hands only as counts).
struct PlayerView {
    Area area; // hand zeroed for a hidden hand
    bool handKnown = true;
    int handCount = 0;
    std::vector<TrickId> tricks;
    bool fetch = false;
    bool fetchFresh = false;
    std::vector<bool> fed;   // per dog: fed by the best feeding of the tokens now
    std::vector<int> points; // per dog: its points by that feeding (a shelter dog's "?" worked out)
    int scoreEstimate = 0;   // score if the game ended now (hidden hand counted as empty)
};

struct View {
    Seat viewer = kNoSeat;
    std::vector<std::string> names; // the players' names, by seat
    Seat acting = kNoSeat;          // whose decision it is (the placing seat at setup); kNoSeat when over
    Phase phase = Phase::Turn;
    Seat current = 0; // whose turn
    int round = 1;
    std::array<CardId, 9> grid{};
    Line guard = 0;
    Side guardSide = Side::Top;
    bool guardPlaced = false;
    int drawCount = 0;
    bool endDrawn = false; // the End Game card has come out: this is the last round
    std::array<std::uint8_t, kCardIds> discard{};
    std::vector<TrickId> trickDisplay;  // top first
    std::vector<CardId> shelterDisplay; // top first
    int trickDeck = 0;
    int shelterDeck = 0;
    std::array<int, kFoodKinds> supply{};
    std::vector<PlayerView> players;
    // the current turn
    bool drafted = false;
    bool canSkipDraft = false; // no owned trick has a legal placement
    std::vector<CardId> unresolvedFood;
    int pendingWalks = 0;
    std::vector<CardId> pendingTraits;
    CardId penaltyTrait = kNoCard;
    int penaltyLeft = 0;
    /// Grid cells (bit per cell) dealt in the final refill after the last turn has ended (phase Refill
    /// or Over): those cards come too late to matter, and the table shows those cells empty.
    std::uint16_t lateCells = 0;
    std::string text() const;
};

class DogLoverState final : public GameState {
public:
    explicit DogLoverState(std::shared_ptr<const Setup> setup);
    using GameState::chanceOutcomes;
    using GameState::events;
    using GameState::legalActions;

    [[nodiscard]] std::string_view gameId() const override { return "doglover"; }
    [[nodiscard]] Seat currentSeat() const override;
    /// The seat whose turn it is; while the watch dog is placed at setup, the last seat, who places it
    /// (the first player's turn comes after).
    [[nodiscard]] Seat turnSeat() const override { return m_phase == Phase::Guard ? lastSeat() : m_current; }
    [[nodiscard]] std::string statusText() const override;
    void legalActions(std::vector<Action>& out) const override;
    void chanceOutcomes(std::vector<ChanceOutcome>& out) const override;
    [[nodiscard]] bool revealsInformation(const Action& a) const override;
    [[nodiscard]] ScoreSheet scoreSheet() const override;
    [[nodiscard]] std::vector<double> heuristicReturns() const override;
    [[nodiscard]] bool hidesInformation() const override { return true; }
    [[nodiscard]] std::string viewText(Seat viewer) const override { return viewFor(viewer).text(); }
    [[nodiscard]] std::string debugText() const override;
    [[nodiscard]] std::unique_ptr<GameState> determinize(Seat viewer, Rng& rng) const override;
    [[nodiscard]] std::unique_ptr<GameState> clone() const override {
        return std::make_unique<DogLoverState>(*this);
    }
    [[nodiscard]] std::string describe(const Action& a, Seat viewer) const override;
    /// The events of `a` (kinds and args in the header comment above), redacted for `viewer`.
    void events(const Action& a, Seat viewer, std::vector<Event>& out) const override;
    [[nodiscard]] std::string_view actionKindName(std::uint16_t kind) const override;
    [[nodiscard]] int actionKindCount() const override { return kActionKindCount; }
    [[nodiscard]] std::string whyIllegal(const Action& a) const override;
    void checkInvariants(std::vector<std::string>& problems) const override;

    [[nodiscard]] View viewFor(Seat viewer) const;

    // ----- read access for tests and the view -----
    [[nodiscard]] Phase phase() const { return m_phase; }
    [[nodiscard]] const PlayerState& player(Seat s) const { return m_players[static_cast<std::size_t>(s)]; }
    [[nodiscard]] CardId gridAt(int cell) const { return m_grid[static_cast<std::size_t>(cell)]; }
    [[nodiscard]] Line guard() const { return m_guard; }
    [[nodiscard]] int drawCount() const { return m_draw.drawSize(); }
    [[nodiscard]] int cardsAboveEndGame() const { return m_aboveEnd; }
    [[nodiscard]] bool endGameDrawn() const { return m_endDrawn; }
    [[nodiscard]] int pendingWalks() const { return m_pendingWalks; }
    [[nodiscard]] std::uint16_t pendingTraits() const { return m_pendingTraits; }
    [[nodiscard]] int turnsTaken(Seat s) const { return m_turns[static_cast<std::size_t>(s)]; }
    /// The first player (seat order runs on from there); the seat on their right places the watch dog,
    /// holds Fetch at the start and takes the last turn of every round.
    [[nodiscard]] Seat firstSeat() const { return m_first; }
    [[nodiscard]] Seat lastSeat() const { return (m_first + players() - 1) % players(); }
    [[nodiscard]] bool drafted() const { return m_drafted; }
    /// The last turn of the game has ended (only the final, irrelevant refill may still be dealt).
    [[nodiscard]] bool isLastTurnOver() const {
        return (m_phase == Phase::Refill || m_phase == Phase::Over) && m_endDrawn && m_current == lastSeat();
    }
    [[nodiscard]] bool anyLegalDraft() const;
    [[nodiscard]] bool placementLegal(const Placement& p) const;
    [[nodiscard]] int discardCount(CardId c) const { return m_discard[c]; }
    [[nodiscard]] int supply(FoodKind k) const { return m_supply[k]; }
    /// The scoring of a seat's area as it stands (the engine's feeding rule).
    [[nodiscard]] AreaScore scoreOf(Seat s) const { return scoreArea(player(s).area); }

    // ----- scripting hooks for tests (build exact positions) -----
    PlayerState& editPlayer(Seat s) { return m_players[static_cast<std::size_t>(s)]; }
    void editGrid(int cell, CardId c) { m_grid[static_cast<std::size_t>(cell)] = c; }
    void editGuard(Line l) { m_guard = l; }

protected:
    void doApply(const Action& a) override;

private:
    PlayerState& me() { return m_players[static_cast<std::size_t>(m_current)]; }
    [[nodiscard]] const PlayerState& me() const { return m_players[static_cast<std::size_t>(m_current)]; }
    [[nodiscard]] bool foodMayBeTucked() const;
    [[nodiscard]] std::uint16_t occupiedMask() const;
    void takeCard(CardId c);
    void resolveFoodCard(CardId c, int dog);
    void giveTokens(FoodKind k, int n);
    void discardCard(CardId c, int n = 1) { m_discard[c] = static_cast<std::uint8_t>(m_discard[c] + n); }
    void penaltyOptions(std::vector<Action>& out) const;
    void payPenaltyUnit(const Action& a);
    void settlePenalty();
    /// The events of what the acting seat lost between two states of one penalty; `who` "" when the
    /// action's own log line says it, else the name the sentences start with.
    void lossEvents(const DogLoverState& before, const DogLoverState& after, Seat viewer,
                    const std::string& who, std::vector<Event>& out) const;
    void afterSettleStep();
    void startRefill();
    void advanceRefill();
    void finishTurn();
    void afterSetupDeal();
    void drawFromPile(CardId c);
    void startDealing();
    [[nodiscard]] Seat dealSeat() const { return (m_first + m_dealSeat) % players(); }

    std::array<PlayerState, 4> m_players{};
    std::array<CardId, 9> m_grid{};
    CountedDeck<kDeckIds> m_draw; // the draw pile: copies left per card (a multiset: no order)
    std::array<std::uint8_t, kCardIds> m_discard{};
    std::array<std::uint8_t, kFoodKinds> m_supply{};
    std::array<TrickId, 3> m_trickDisplay{};
    std::array<CardId, 3> m_shelterDisplay{};
    std::array<std::uint8_t, 4> m_turns{};
    std::array<CardId, 5> m_food{};  // taken food cards still to resolve
    std::uint16_t m_trickDeck = 0;   // bit per bought trick (id - kFirstBought) still in the deck
    std::uint16_t m_shelterDeck = 0; // bit per shelter dog (id - kFirstRescue) still in the deck
    std::uint16_t m_pendingTraits = 0;
    std::uint16_t m_removedTricks = 0;    // bought tricks (id - kFirstBought) discarded by the Urwis penalty
    std::uint8_t m_removedStart = 0;      // starting tricks discarded by the Urwis penalty
    std::uint8_t m_startCardsLeft = 0x1F; // special mode: starting cards not yet dealt
    std::int16_t m_aboveEnd = 0;
    std::uint8_t m_trickDisplayCount = 0, m_shelterDisplayCount = 0;
    std::uint8_t m_foodCount = 0;
    std::uint8_t m_pendingWalks = 0;
    std::uint8_t m_dealSeat = 0;    // how many seats (from the first player on) got their starting card / dog
    std::uint8_t m_displayDraw = 0; // 1: trick display, 2: shelter display waiting for a card
    std::uint8_t m_penaltyLeft = 0;
    std::uint16_t m_refillCells = 0; // grid cells dealt in the current (or last) refill
    CardId m_penaltyTrait = kNoCard;
    Phase m_phase = Phase::StartDog;
    Seat m_current = 0;
    Seat m_first = 0;
    Line m_guard = 0;
    Side m_guardSide = Side::Top;
    bool m_special = false;
    bool m_finalRefill = false; // legacy saves: the grid is refilled after the last turn
    bool m_drafted = false;
    bool m_endDrawn = false;
    std::uint8_t m_round = 1;
};

// ----- the rules' words for a table (functions of the typed view: no GameState needed) -----

/// What the penalty of a trait discarded for want of a dog costs, in the loser's words ("you lose 2
/// food tokens"); "" for a card that is no trait.
std::string penaltyText(CardId trait);
/// Units of that penalty (2 for Złodziejaszek and Pupilek, else 1).
int penaltyUnits(CardId trait);
/// The short label of a choice the rules ask for by themselves (discarding a walk or a trait, paying
/// a penalty unit), in the acting player's words; "" for any other action (its log line serves).
std::string choiceText(const View& v, const Action& a);
/// What ending the turn now will do with the viewer's pending walks and traits, one sentence each.
std::vector<std::string> endTurnWarnings(const View& v);
/// The same, one short line per pending item, as the table shows it under the pending cards
/// ("walk: must go under a dog", "Morus: discarded, you lose 1 bone from your hand").
std::vector<std::string> ifTurnEnds(const View& v);
/// The same, one whole sentence each, for the player whose turn it is ("If you end your turn now,
/// the walk must go under a dog.").
std::vector<std::string> ifYouEndTurn(const View& v);
/// Why a picked pending card has no dog to go to now and what happens to it at the end of the turn;
/// "" when some dog of the current player can take it.
std::string noDogText(const View& v, CardId c);
/// One line about a dog's feeding (for its tooltip); `owner`: the dog's player when it is not the
/// viewer's (the line then names that player).
std::string fedText(bool fed, const std::string& owner = {});
/// The draw pile's description: cards left and where the End Game card is.
std::string drawPileText(const View& v);

void registerRules(GameRegistry& registry);
/// Scores a tableau file (shared/formats/tableau.md, section doglover).
Expected<ScoreSheet> scoreTableau(std::string_view json);
/// The score sheet of a set of areas (the score pad order of §5.7), winners and tie-breaks decided.
ScoreSheet scoreSheetOf(const std::vector<std::string>& names, const std::vector<Area>& areas);

} // namespace dogtable::games::doglover
