// DOGS (kennel) — kennel management (6th edition, 2020), 2–4 players. The game state: three phases
// per round (1 collect dogs, 2 actions, 3 end of round).
//
// Rules source: the Portuguese rulebook (shared/seeds/002_c3708a7c32ab23e8.txt), its gaps (the
// board graph, the token mix, the card contents...) filled by the rules spec
// shared/rules/dogs-kennel.md, whose [design decision] marks say what is ours. Our own summary:
// docs/rules/kennel.en.md.
//
// Deviations from the rulebook (all from the spec):
//  - The board, whose picture is missing, is the spec's graph: entering a footprint space costs
//    1 gas (2 for a block, 2-player game), the centre and junctions 0; a drive always costs the
//    cheapest route (core Graph).
//  - Gas above 9 goes back to the supply; with the rulings no purchase past 9 is offered.
//  - Arranging: each dog may be lifted out of a pen at most twice per arrangement turn (keeps turns
//    finite; enough for any rearrangement).
//  - The first-player piece is drawn at random unless a seat is chosen (variant "first").
//
// Variants (Setup::variant):
//  | key     | values              | default  | effect                                                 |
//  |---------|---------------------|----------|--------------------------------------------------------|
//  | first   | random, 1..4        | random   | who takes the first-player piece (old saves: random)   |
//  | rulings | 0, 1 (hidden)       | 1        | the rulings of 2026-11-24 (trigger A counts dogs only;  |
//  |         |                     |          | first and last home takes both bonuses; Trained and    |
//  |         |                     |          | Award-winning Dog on one sale; no gas purchase past 9);|
//  |         |                     |          | 0 for games saved before them                          |
//
// Hidden information: none but the order of the face-down piles (token supplies, cards, Dog Fair
// cards); every chance outcome is turned face up when it happens, so viewFor() and events() are
// the same for every viewer.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "dogtable/core/state.h"
#include "kennel/rules/kennel_data.h"
#include "kennel/rules/kennel_pens.h"

namespace dogtable::games::kennel {

/// Action kinds. The names (actionKindName) are part of the save format.
enum ActionKind : std::uint16_t {
    // chance
    kChanceFirstPlayer, // seat
    kChanceRemoveLost,  // token (2-player setup)
    kChanceToken,       // token (board refill or Receive 1 Dog)
    kChanceCard,        // card kind (dealing a slot)
    kChanceFair,        // fair card
    // phase 1
    kBuyGas,     // coins
    kSwapDogs,   // space, space (Dog Swap card)
    kReceiveDog, // area 0 city / 1 country (Receive 1 Dog card)
    kDrive,      // space
    kReturnHome,
    kStayHome,
    kBonusToken, // resource 0 food / 1 medicine / 2 gas
    kUseVet,     // 1 play the Vet card on the sick dogs brought home, 0 do not
    kPlaceDog,   // breed, pen (1..5)
    kLiftDog,    // breed, pen (1..5)
    kAutoArrange,
    kDonate,     // breed, source (0 waiting dogs, 1..5 pen)
    kDonateSick, // breed
    kAcceptDog,
    kRefuseDog,
    kArrangeDone,
    // phase 2
    kPlaceWorker,   // box, choice (0/1 card slot, 2 no card left, 3 Free Entry)
    kBuildPen,      // discount 0/1
    kWarehouseSwap, // give, take (resource 0 food / 1 medicine / 2 gas)
    kPetShopBuy,    // mix: 0 two food, 1 food + medicine, 2 two medicine
    kCure,          // breed, pen
    kFairSell,      // breed, pen, bonus cards (0 none, 1 Trained Dog, 2 Award-winning Dog, 3 both)
    kFairBuy,       // breed, pen
    kFairTrade,     // give breed, from pen, take breed, to pen
    kEndAction,
    // phase 3
    kStarve,    // pen, breed
    kPaySalary, // 0 coin, 1 Helper card
    kSkipRehire,
    kActionKindCount
};

/// True for the actions that only close a step the player has finished (Done arranging, End action):
/// the player spends and gains nothing by them; the game goes on to whoever is next (after the
/// round's last action, to the end of the round, which comes to every player alike). Every
/// other action is a choice with consequences (Stay in the kennel can make the round the last,
/// Return to the kennel spends gas), so a table never makes one for a key pressed with nothing chosen.
[[nodiscard]] constexpr bool onlyClosesAStep(int kind) {
    return kind == kArrangeDone || kind == kEndAction;
}

enum class Phase : std::uint8_t {
    SetupRemoveLost,
    FillBoard,
    DealCards,
    RevealFair,
    ChooseFirst, // chance steps
    GasPurchase,
    Driving,
    ReturnBonus,
    ReceiveDraw,
    VetUnload,
    Arrange,
    Offer,
    PlaceWorker,
    BoxAction,
    Starve,
    Salary,
    GameOver,
};

/// The footprint spaces' tokens (kNoToken, a dog token or a block), space by space.
using Board = std::array<std::int8_t, kSpaces>;

/// The record of one player's end of round (Phase 3), for the table's summary.
struct RoundEnd {
    std::int8_t fedPens = -1; // -1: not done yet this round
    std::uint8_t hungrySick = 0, hungryToFair = 0;
    std::uint8_t salary =
        0; // 0 nothing due, 1 paid coin, 2 paid Helper card, 3 helper lost, 4 rehired, 5 stays away
    bool operator==(const RoundEnd&) const = default;
};

struct PlayerState {
    std::int16_t coins = kStartCoins;
    std::uint8_t gas = kStartGas, food = kStartFood, medicine = kStartMedicine;
    std::array<Pen, kPens> pens{};
    std::uint8_t built = 2;       // pens 1..built are usable
    std::uint8_t quartetPaid = 0; // bit per pen
    BreedCounts infirmary{};      // sick dogs
    BreedCounts waiting{};        // healthy dogs not yet in a pen (unloaded, lifted, accepted)
    BreedCounts truckHealthy{};   // on the truck tile
    BreedCounts truckSick{};
    std::array<std::uint8_t, kSpecialKinds> cards{}; // special cards held, by kind - kFirstSpecial
    std::int8_t truck = -1;                          // node, or -1 in the garage
    bool drove = false, stayedHome = false;
    bool helper = true, helperLostNow = false;
    std::uint8_t workers = 0; // placed this round
    std::uint8_t liftsLeft = 0;
    RoundEnd roundEnd;

    [[nodiscard]] int held(int card) const { return cards[static_cast<std::size_t>(card - kFirstSpecial)]; }
    [[nodiscard]] int sickCount() const;
    [[nodiscard]] int waitingCount() const;
    [[nodiscard]] int penDogs() const;
    [[nodiscard]] BreedCounts healthy() const; // pens + waiting
    bool operator==(const PlayerState&) const = default;
};

/// What a seat sees. Everything is public in DOGS except the order of the face-down piles, so the
/// view is the whole table with the supplies and the draw pile as sizes.
struct View {
    int players = 2;
    std::vector<std::string> names;
    Seat viewer = kNoSeat;
    Seat toAct = kNoSeat;
    Phase phase = Phase::GameOver;
    int round = 1;
    bool lastRound = false;
    int firstPlayer = 0;
    Board board{};
    int citySupply = 0, countrySupply = 0;
    int drawPile = 0, discardPile = 0;
    std::array<std::int8_t, kSlots> cardSlots{};
    std::array<std::array<std::int8_t, 4>, kBoxes> boxWorkers{}; // seats, -1 empty
    int fairCard = -1;
    BreedCounts fairPool{};
    int fairPoolSize = 0;
    std::vector<PlayerState> kennels;
    int activeBox = -1;
    int offerBreed = -1;
    bool offerSick = false;
    int offerFrom = -1;
    std::string status;
    /// The score sheet once the game is over (empty before).
    ScoreSheet finalScore;
};

/// Gas to enter a node: 0 the centre or a junction, 1 a footprint space, 2 one holding a block.
[[nodiscard]] int enterCost(const Board& board, int node);
/// The cheapest gas from `fromNode` to every node, into `dist` (core Graph over roadGraph()).
void driveCosts(const Board& board, int fromNode, std::vector<int>& dist);
/// The cheapest gas from `fromNode` to `space` and, if asked, the route (nodes from start to
/// destination; ties go to the lower node). -1 if no truck may stop there: no dog, a block, or a
/// truck on it (`truckNodes`: bit per node holding a truck).
[[nodiscard]] int driveRoute(const Board& board, std::uint32_t truckNodes, int fromNode, int space,
                             std::vector<int>* route = nullptr);
/// The same on a seat's view: what the table shows before a drive.
[[nodiscard]] int routeCost(const View& v, int fromNode, int space, std::vector<int>* route = nullptr);

// ----- Events (events()): what an applied action makes happen, in order -----
// Kinds and their args (seat: whose kennel or truck; kNoSeat: the table). `text` is a log sentence
// for what the rules do on their own ("" where describe()'s line says it). Nodes are board nodes,
// spaces footprint spaces (0..15), tokens token types, pens 1..5, cards card kinds.
//  token_placed    space, token                 a token dealt onto an empty space (refill)
//  token_removed   token                        2-player set-up: a lost dog leaves the game
//  token_returned  space, token                 2 players: a block back to its supply (text)
//  tokens_swapped  a, b                         Dog Swap: two spaces' tokens change places
//  truck_moved     from, to, cost, steps, n0..  a drive (route nodes n0..n<steps-1>); to -1: home
//  token_picked    space, token                 the rescued token leaves the board for the truck
//  token_received  token                        Receive 1 Dog: a token from a supply to the truck
//  dogs_unloaded   count, sick                  Phase 1.5: healthy dogs wait for a pen, sick ones
//                                               go to the infirmary (text)
//  vet_used        count                        the Vet card heals sick dogs on the truck
//  dog_placed      breed, pen, from             into a pen from waiting (0), infirmary (6), Fair (7)
//  dog_lifted      breed, pen                   out of a pen (arranging, sold, traded, hungry)
//  pens_arranged   -                            the best arrangement, all at once
//  dog_donated     breed, sick, from            from waiting (0), a pen (1..5), infirmary (6)
//  dog_offered     breed, sick, from (seat)     the donated dog offered to `seat` (text)
//  dog_accepted    breed, sick, from (seat)
//  dog_to_fair     breed, why                   a dog joins the Fair pool: why 0 lost dog rescued,
//                                               1 sold, 2 traded, 3 donated and unwanted (text),
//                                               4 hungry with a full infirmary (text)
//  dog_sick        breed, pen                   a hungry dog falls sick (to the infirmary)
//  worker_placed   box, choice                  choice as in place_worker
//  card_dealt      slot, box, card              a card dealt face up above a box
//  card_taken      box, slot, card              a worker takes the card above its box
//  card_played     card, count                  special cards spent (also a Helper card salary)
//  cards_discarded count                        the cards left above the boxes (text)
//  deck_reshuffled count                        the discards become the draw pile (text)
//  fair_card       card, breed0..2              the face-up Dog Fair card (text when the rules turn it)
//  pen_built       pen
//  quartet         pen                          four dogs of a breed in a pen: 1 coin (text)
//  fed             pens, hungry                 Phase 3 feeding (text)
//  salary          how                          RoundEnd::salary's code (text unless chosen)
//  income          coins                        start of round 2+: each player 1 coin (text)
//  round           round, last                  a round begins; seat: the first player (text)
//  last_round      round                        an end trigger fired (text)
//  resource        resource, delta, total       0 food, 1 medicine, 2 gas, 3 coins
//  turn            -                            `seat` decides next
//  game_over       -                            (text)
inline constexpr int kFromWaiting = 0, kFromInfirmary = 6, kFromFair = 7;
inline constexpr int kFairLostDog = 0, kFairSold = 1, kFairTraded = 2, kFairUnwanted = 3, kFairHungry = 4;

/// What a token on the board means for a truck (one sentence for tooltips and screen readers).
[[nodiscard]] std::string tokenHelp(int token);

/// How much of a resource a player has.
[[nodiscard]] int amountOf(const PlayerState& p, Resource r);
/// Adds (or takes, n < 0) a resource; gas above the cap goes back to the supply.
void gainResource(PlayerState& p, Resource r, int n);
/// The Warehouse swap of token `give` for token `take` (indices of kTokenResources): whether the
/// player may make it, and making it.
[[nodiscard]] bool canWarehouseSwap(const PlayerState& p, int give, int take);
void warehouseSwap(PlayerState& p, int give, int take);

class KennelState final : public GameState {
public:
    explicit KennelState(std::shared_ptr<const Setup> setup);

    using GameState::chanceOutcomes;
    using GameState::legalActions;

    [[nodiscard]] std::string_view gameId() const override { return "kennel"; }
    [[nodiscard]] Seat currentSeat() const override;
    [[nodiscard]] std::string statusText() const override;
    void legalActions(std::vector<Action>& out) const override;
    /// For computer players, arranging is one decision: "arrange for me" when dogs wait; with none
    /// waiting, done, or — when the best arrangement of the dogs scores more than the pens now — one
    /// lift, after which "arrange for me" does the rest. Every other choice as legalActions().
    void searchActions(std::vector<Action>& out) const override;
    void chanceOutcomes(std::vector<ChanceOutcome>& out) const override;
    [[nodiscard]] ScoreSheet scoreSheet() const override;
    [[nodiscard]] std::vector<double> returns() const override;
    /// Each kennel as it will stand with its healthy dogs (pens, waiting, on the truck) in their best
    /// arrangement, resources counted in thirds, coins and cards a little; the margin to the best
    /// other kennel through a logistic curve of marginScale(roundsAfterThis()) points.
    [[nodiscard]] std::vector<double> heuristicReturns() const override;
    /// A copy for search (nothing is hidden but the piles' order, which no one knows): it stops after
    /// kSearchHorizonActions actions, or as soon as an end trigger makes the round the last when it
    /// was not, scored by heuristicReturns() — random play further says little, and the computer
    /// players decide in time (issue #18).
    [[nodiscard]] std::unique_ptr<GameState> determinize(Seat viewer, Rng& rng) const override;
    static constexpr int kSearchHorizonActions = 120;
    /// How many rounds a game usually lasts (bot games at 2 and 4 players, 2026-11): the heuristic's
    /// guess of the rounds still to come before an end trigger fires.
    static constexpr int kUsualRounds = 12;
    /// The rounds still to play after this one, as far as a player can tell: 0 in the last round, 1
    /// when the next is the last, otherwise what remains of a usual game (at least 1).
    [[nodiscard]] int roundsAfterThis() const;
    /// The points of margin that make a logistic step of e (about 73 % against 27 %) in
    /// heuristicReturns(), with `roundsAfter` rounds still to play: 4 in the last round, growing
    /// with the square root of the rounds left (the spread of what is still to score).
    [[nodiscard]] static double marginScale(int roundsAfter);
    [[nodiscard]] std::string viewText(Seat viewer) const override;
    [[nodiscard]] std::string debugText() const override;
    [[nodiscard]] std::unique_ptr<GameState> clone() const override {
        return std::make_unique<KennelState>(*this);
    }
    [[nodiscard]] std::uint64_t hash() const override;
    [[nodiscard]] std::uint64_t positionHash() const override;
    [[nodiscard]] std::string describe(const Action& a, Seat viewer) const override;
    using GameState::events;
    void events(const Action& a, Seat viewer, std::vector<Event>& out) const override;
    [[nodiscard]] std::string_view actionKindName(std::uint16_t kind) const override;
    [[nodiscard]] int actionKindCount() const override { return kActionKindCount; }
    [[nodiscard]] std::string whyIllegal(const Action& a) const override;
    void checkInvariants(std::vector<std::string>& problems) const override;

    [[nodiscard]] View viewFor(Seat viewer) const;

    // ----- read access (views, tests) -----
    [[nodiscard]] Phase phase() const { return m_phase; }
    [[nodiscard]] int round() const { return m_round; }
    [[nodiscard]] bool lastRound() const { return m_lastRound; }
    [[nodiscard]] int firstPlayer() const { return m_first; }
    [[nodiscard]] const PlayerState& player(int seat) const {
        return m_players[static_cast<std::size_t>(seat)];
    }
    [[nodiscard]] int boardToken(int space) const { return m_board[static_cast<std::size_t>(space)]; }
    [[nodiscard]] int supplyCount(int token) const { return m_supply[static_cast<std::size_t>(token)]; }
    [[nodiscard]] int supplySize(Area a) const;
    /// The dog tokens (blocks left out) in a supply: what end trigger A compares with the empty spaces.
    [[nodiscard]] int dogSupplySize(Area a) const;
    [[nodiscard]] int fairCard() const { return m_fairOrder[m_fairPos]; }
    [[nodiscard]] const BreedCounts& fairPool() const { return m_fairPool; }
    [[nodiscard]] int fairPoolSize() const;
    [[nodiscard]] int slotCard(int slot) const { return m_slots[static_cast<std::size_t>(slot)]; }
    [[nodiscard]] int drawPileSize() const;
    [[nodiscard]] int activeBox() const { return m_box; }
    /// The cheapest gas cost from `fromNode` to `space` (blocks cost 2 and cannot be the destination),
    /// and the route (nodes from start to destination). Cost -1 if the space cannot be a destination.
    [[nodiscard]] int routeCost(int fromNode, int space, std::vector<int>* route = nullptr) const;
    [[nodiscard]] bool twoPlayer() const { return players() == 2; }
    /// The rulings of 2026-11-24 apply (variant "rulings", on unless a game saved before them is replayed).
    [[nodiscard]] bool rulings() const { return m_rulings; }

    // ----- test set-up (scripted positions; keeps the invariants when used sensibly) -----
    PlayerState& mutablePlayer(int seat) { return m_players[static_cast<std::size_t>(seat)]; }
    /// Puts a token on a board space, taking it from / returning the previous one to the supply
    /// (the token must be in the supply).
    void setBoardToken(int space, int token);
    void setFairPool(const BreedCounts& pool);
    void setSupply(int token, int count) {
        m_supply[static_cast<std::size_t>(token)] = static_cast<std::uint8_t>(count);
    }

protected:
    void doApply(const Action& a) override;

private:
    // applying, one function per phase (kennel_state.cpp: chance; kennel_phase1/2/3.cpp); a player's
    // action gets the seat to move and its player state (nullptr when no seat is to move)
    void applyChance(const Action& a);
    void applyCollect(const Action& a, Seat seat, PlayerState* me);
    void applyActions(const Action& a, Seat seat, PlayerState* me);
    void applyEndOfRound(const Action& a, Seat seat, PlayerState* me);
    /// Plays one of `me`'s special cards: it leaves the hand for the discard pile.
    void useCard(PlayerState& me, int card);
    // flow
    void advance();
    void startRound();
    void afterDriveTurn();
    void allTrucksHome();
    void startArrange(int seat);
    void nextArranger();
    void finishPhase1();
    void startPhase2();
    void nextPlacement();
    void finishPlacement();
    void startPhase3();
    void feedFrom(int seat);
    void salaryFrom(int seat);
    void beginCardRefresh();
    void dealNext();
    void afterFair();
    void unload();
    void vetFrom();
    void beginFill();
    void afterFill();
    /// `seat` gives away a dog of `breed` (taken out already): offered to the next seats in turn.
    void donate(int seat, int breed, bool sick);
    void offerTo(int seat);
    void sendToFair(int breed);
    /// A dog of `breed` from the Dog Fair's pool into `me`'s pen `pen` (1..5).
    void takeFromFair(PlayerState& me, int breed, int pen);
    void checkQuartets(int seat);
    void takeCard(int seat, int card);
    [[nodiscard]] int nextSeat(int s) const { return (s + 1) % players(); }
    [[nodiscard]] int boxCapacity() const { return twoPlayer() ? 1 : 2; }
    [[nodiscard]] int boxCount(int box) const;
    [[nodiscard]] bool truckAt(int node) const;
    [[nodiscard]] bool canHouse(int seat, int breed, bool sick) const;
    void boxActions(const PlayerState& p, std::vector<Action>& out) const;
    void arrangeActions(const PlayerState& p, std::vector<Action>& out) const;
    [[nodiscard]] std::uint32_t truckNodes() const;
    [[nodiscard]] std::string explain(const Action& a) const;
    [[nodiscard]] KennelTally tally(int seat) const;
    /// hash() (`counters`) or positionHash(): the lifts left and Warehouse uses left out.
    [[nodiscard]] std::uint64_t hashOf(bool counters) const;

    bool m_rulings = true;
    Phase m_phase = Phase::SetupRemoveLost;
    std::uint8_t m_round = 0;
    bool m_lastRound = false, m_lastRoundNext = false;
    std::int8_t m_first = 0;
    std::int8_t m_actor = 0;
    std::int8_t m_firstReturner = -1, m_lastReturner = -1;
    std::int8_t m_bonusFor = -1;   // ReturnBonus: who picks
    bool m_bonusIsLast = false;    // the bonus being picked is the last returner's
    std::int8_t m_receiveArea = 0; // ReceiveDraw
    std::int8_t m_box = -1;        // BoxAction: the box being used
    std::uint8_t m_boxUses = 0;    // Warehouse swaps done
    std::int8_t m_stepIndex = 0;   // the space / slot being filled, the player at a per-player step
    std::int8_t m_arranger = -1;   // whose regular arrangement turn it is (step 1.6)
    std::int8_t m_interject = -1;  // a receiver re-arranging after accepting a donation
    std::int8_t m_offerBreed = -1, m_offerFrom = -1, m_offerTo = -1;
    bool m_offerSick = false;
    std::uint8_t m_starveLeft = 0, m_starveMask = 0;
    std::uint8_t m_placePass = 0;
    std::uint8_t m_removedLost = 0; // 2-player setup: lost tokens removed so far
    Board m_board{};
    std::array<std::uint8_t, kTokenTypes> m_supply{};
    std::array<std::uint8_t, kTokenTypes> m_removed{};
    std::array<std::uint8_t, kCardKinds> m_drawPile{};
    std::array<std::uint8_t, kCardKinds> m_discard{};
    std::array<std::int8_t, kSlots> m_slots{};
    std::array<std::array<std::int8_t, 4>, kBoxes> m_boxWorkers{};
    std::array<std::int8_t, kFairCards> m_fairOrder{};
    std::uint8_t m_fairRevealed = 0, m_fairPos = 0;
    BreedCounts m_fairPool{};
    std::array<PlayerState, kMaxPlayers> m_players{};
    int m_horizon = 0;  // search copies: actions still to apply before the cut (0: no horizon)
    bool m_cut = false; // a search copy that reached its horizon: no one moves, heuristicReturns() scores it
    bool m_cutAtLastRound = false; // a search copy made before the last round: it stops when one is set
};

} // namespace dogtable::games::kennel
