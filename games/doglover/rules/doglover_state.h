// Dog Lover (shared/rules/dog-lover.md): the game state. A compact value type (fixed arrays, no
// heap) so clone() is a copy of a few kilobytes.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "doglover/rules/doglover_area.h"
#include "doglover/rules/doglover_cards.h"
#include "doglover/rules/doglover_tricks.h"
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
    kActionKinds
};

enum class Stage : std::uint8_t {
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
    std::vector<bool> fed; // per dog: fed by the best feeding of the tokens now
    int scoreEstimate = 0; // score if the game ended now (hidden hand counted as empty)
};

struct TableView {
    Seat viewer = kNoSeat;
    Stage stage = Stage::Turn;
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
    std::string text() const;
};

class DogLoverState final : public GameState {
public:
    explicit DogLoverState(std::shared_ptr<const Setup> setup);
    using GameState::chanceOutcomes;
    using GameState::legalActions;

    [[nodiscard]] std::string_view gameId() const override { return "doglover"; }
    [[nodiscard]] Seat currentSeat() const override;
    /// The seat whose turn it is; while the watch dog is placed at setup, the last seat, who places it
    /// (the first player's turn comes after).
    [[nodiscard]] Seat turnSeat() const override { return m_stage == Stage::Guard ? lastSeat() : m_current; }
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
    [[nodiscard]] std::string_view actionKindName(std::uint16_t kind) const override;
    [[nodiscard]] int actionKindCount() const override { return kActionKinds; }
    [[nodiscard]] std::string whyIllegal(const Action& a) const override;
    void checkInvariants(std::vector<std::string>& problems) const override;

    [[nodiscard]] TableView viewFor(Seat viewer) const;

    // ----- read access for tests and the view -----
    [[nodiscard]] Stage stage() const { return m_stage; }
    [[nodiscard]] const PlayerState& player(Seat s) const { return m_players[static_cast<std::size_t>(s)]; }
    [[nodiscard]] CardId gridAt(int cell) const { return m_grid[static_cast<std::size_t>(cell)]; }
    [[nodiscard]] Line guard() const { return m_guard; }
    [[nodiscard]] int drawCount() const { return m_drawTotal; }
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
    std::array<std::uint8_t, kDeckIds> m_draw{}; // copies left in the draw pile (a multiset: no order)
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
    std::int16_t m_drawTotal = 0;
    std::int16_t m_aboveEnd = 0;
    std::uint8_t m_trickDisplayCount = 0, m_shelterDisplayCount = 0;
    std::uint8_t m_foodCount = 0;
    std::uint8_t m_pendingWalks = 0;
    std::uint8_t m_dealSeat = 0;    // how many seats (from the first player on) got their starting card / dog
    std::uint8_t m_displayDraw = 0; // 1: trick display, 2: shelter display waiting for a card
    std::uint8_t m_penaltyLeft = 0;
    CardId m_penaltyTrait = kNoCard;
    Stage m_stage = Stage::StartDog;
    Seat m_current = 0;
    Seat m_first = 0;
    Line m_guard = 0;
    Side m_guardSide = Side::Top;
    bool m_special = false;
    bool m_drafted = false;
    bool m_endDrawn = false;
    std::uint8_t m_round = 1;
};

void registerRules(GameRegistry& registry);
/// Scores a tableau file (shared/formats/tableau.md, section doglover).
Expected<ScoreSheet> scoreTableau(std::string_view json);
/// The score sheet of a set of areas (the score pad order of §5.7), winners and tie-breaks decided.
ScoreSheet scoreSheetOf(const std::vector<std::string>& names, const std::vector<Area>& areas);

} // namespace dogtable::games::doglover
