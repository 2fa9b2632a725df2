// Ciapki (Spots) — press-your-luck dice with trick tiles (Reiner Knizia's "Spots", Polish edition
// "Ciapki"), 1–4 players; solo against the "Pies" automaton. Pure C++ (no Qt).
//
// Source: the Polish rulebook (shared/seeds/003_a2442818859fcc4f.txt), gaps filled by the rules
// spec shared/rules/ciapki.md (its section 7 lists every ruling E1..E53 with its source). Our own
// summary: docs/rules/ciapki.en.md.
//
// Deviations from the rulebook (all [design decision] rows of the spec's section 7), the main ones:
//  - E1/E4: a reset with an empty treat supply (or no face-up tile) still turns every tile up.
//  - E25: Dig may push an opponent's yard above 7: that opponent busts at once.
//  - E29: Retrieve's set die is not a roll: no treat reroll.
//  - E31/E35: Chase's k-th roll asks for k dice even after a short pool; Sprint recounts each time.
//  - E47: the dog deck cannot run out; if it did, the draw is skipped.
//  - E50/E51: Pies cashes in once per turn, after its die; its die is virtual (not from the pool).
//
// Variants (Setup::variants):
//  | key         | values                                        | default    | effect |
//  |-------------|-----------------------------------------------|------------|-----------------------------------------|
//  | tiles       | first-game, a recommended set's key, random,  | first-game | the yellow/purple/blue/green
//  tiles      | |             | or four tile keys "walk,run,fetch,beg"        |            | | | offleash |
//  0, 1                                          | 0          | stacks of five tiles per colour         | |
//  solo_treats | 0, 1, 2 (solo only)                           | 1          | Pies's starting treats | |
//  first       | random, 1..players                            | random     | the first player (solo: always
//  you)     |
//
// All information is open. Randomness is a chance node: every roll of dice (a multiset of up to
// eight dice per node, multinomial weights, core/dice.h), each newly visible top card of the dog
// deck, each newly visible tile of an off-leash stack (or of a random tile set), the starting dice
// and the solo automaton's die.
//
// Events (events(), for the table's animations, the complete log and screen readers; nothing is
// hidden, so every viewer gets the same list). Kind strings and their args; "text" marks the kinds
// that carry a sentence (the others are said by the action's own describe() line, which already
// appends busts, resets, Pies's cash-in, scoring and the win):
//  | kind          | seat        | args                                          | text |
//  |---------------|-------------|-----------------------------------------------|------|
//  | dog_revealed  | -           | card                                          |      |
//  | tile_revealed | -           | position (1..6), tile                         |      |
//  | start_die     | the roller  | value                                         |      |
//  | roll          | the roller  | dice, die1..dieN (faces, ascending)           |      |
//  | pies_die      | -           | pies=1, value, position, tile, used (0/1)     |      |
//  | tile_taken    | the chooser | position, tile, treats (taken from it)        |      |
//  | tile_turned   | -           | pies=1, position, tile (Pies turns it over)   |      |
//  | reroll        | the roller  | dice                                          |      |
//  | keep          | the roller  | kept, returned                                |      |
//  | place         | the placer  | dog, space, value                             |      |
//  | bury          | the burier  | value, count, yard (total after)              |      |
//  | dig           | the digger  | target (seat), from, to (0: the pool)         |      |
//  | trot          | the mover   | from_dog, from_space, to_dog, to_space, value |      |
//  | set_die       | the chooser | value (Retrieve)                              |      |
//  | name          | the chooser | value (Guard)                                 |      |
//  | set_aside     | the chooser | dice (Bolt)                                   |      |
//  | take_back     | the chooser | value, dog, space (dog -1: the yard; Dogpile) |      |
//  | bust          | the buster  | dice (back to the pool), total, limit         |      |
//  | everyone_busts| -           | dice                                          |      |
//  | reset         | -           | tile (0: none was face up), treats            |      |
//  | treats        | seat or -   | pies (0/1), amount (+/-), total               | yes* |
//  | dog_drawn     | the drawer  | card                                          | yes  |
//  | pies_cash_in  | -           | pies=1, treats                                |      |
//  | pies_scores   | -           | pies=1, card, scored                          |      |
//  | scored        | the scorer  | dogs, scored (dogs scored in all)             |      |
//  | win           | the winner  | pies (1 when Pies wins)                       |      |
//  | turn          | new seat    | pies (1: Pies's turn)                         | yes  |
//  (* treats: none for a treat spent on a reroll, taken from a chosen tile, or by Pies's die.)
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ciapki/rules/ciapki_data.h"
#include "ciapki/rules/ciapki_odds.h"
#include "dogtable/core/deck.h"
#include "dogtable/core/event.h"
#include "dogtable/core/registry.h"
#include "dogtable/core/state.h"

namespace dogtable::games::ciapki {

/// Action kinds (saves name them, see kKindNames; the numbers are not stored).
enum ActionKind : std::uint16_t {
    // chance
    kRevealDog = 0, // card
    kRevealTile,    // position (1..6), tile
    kRoll,          // packed face counts (see packCounts)
    kStartDie,      // face
    kPiesDie,       // face
    // players
    kTrick,         // position 1..6
    kScore,         //
    kReroll,        //
    kRerollSome,    // packed counts of the dice rerolled (Track)
    kKeep,          // packed counts of the dice kept (blue tiles)
    kPlace,         // dog index, space index
    kBury,          // face
    kBuryRest,      //
    kMore,          // do the optional / repeated step
    kStop,          // decline it (or finish Dig / skip Trot)
    kDigMove,       // seat, face, +1 / -1
    kTrotMove,      // from dog, from space, to dog, to space
    kRetrieveValue, // value
    kGuardName,     // named value
    kBoltCount,     // number of dice to set aside
    kPileYard,      // face taken from the yard (Dogpile)
    kPileDog,       // dog index, space index (Dogpile)
    kActionKindCount
};

using Counts = std::array<std::uint8_t, 6>; // dice per face 1..6

/// Packs six face counts (each < 64) into three action arguments, and back.
void packCounts(const Counts& c, Action& a);
Counts unpackCounts(const Action& a);
int countTotal(const Counts& c);
int pipSum(const Counts& c);

enum class Phase : std::uint8_t {
    Setup,         // automatic: dealing
    SetupRoll,     // chance: starting dice
    TurnStart,     // automatic: empty-pool and reset checks
    Choose,        // player: a trick or scoring
    TileStep,      // automatic: the next step of the tile
    Rolling,       // chance: dice in the air
    Window,        // player: the treat window (reroll) or the blue tile's choice, or the first die
    Resolve,       // player: place or bury the remaining dice
    AfterRoll,     // automatic: bust and all-dogs-complete checks
    Optional,      // player: do the optional step or not
    Dig,           // player: adjust a buried die or stop
    Trot,          // player: move a die or skip
    RetrieveValue, // player: value of Retrieve's die
    GuardName,     // player: Guard's named value
    BoltCount,     // player: dice set aside for Bolt
    PileChoose,    // player: Dogpile's third die
    PiesRoll,      // chance: the solo automaton's die
    PiesCashIn,    // automatic
    EndTurn,       // automatic
    Over
};

struct DogSlot {
    std::uint8_t card = 0;
    std::uint8_t filled = 0; // bit i: space i holds a die (showing that space's value)
    bool operator==(const DogSlot&) const = default;
};

struct PlayerArea {
    std::array<DogSlot, kMaxDogs> dogs{}; // unscored dogs, in the order they arrived
    std::array<std::uint8_t, kMaxDogs> scored{};
    Counts yard{};
    std::uint8_t nDogs = 0;
    std::uint8_t nScored = 0;
    std::uint8_t treats = 0;
    std::uint8_t startDie = 0;
    bool operator==(const PlayerArea&) const = default;

    [[nodiscard]] int owned() const { return nDogs + nScored; }
    [[nodiscard]] int yardTotal() const { return pipSum(yard); }
    [[nodiscard]] int yardDice() const { return countTotal(yard); }
    [[nodiscard]] int pawPrints() const;
    [[nodiscard]] int diceOnDogs() const;
    [[nodiscard]] bool dogComplete(int i) const;
    [[nodiscard]] bool anyComplete() const;
    [[nodiscard]] bool allComplete() const;
    [[nodiscard]] int dogsWithEmptySpace() const;
    /// Empty spaces per value (index 0 = value 1).
    [[nodiscard]] std::array<int, 6> emptySpaces() const;
};

/// One tile position: Howl and Roll Over alone; a colour's tile (or, off-leash, a stack of five).
struct Position {
    std::array<std::uint8_t, 5> stack{}; // top first; 0 = a tile not yet seen
    std::uint8_t size = 1;
    TileColour colour = TileColour::Red;
    bool operator==(const Position&) const = default;
    [[nodiscard]] int top() const { return stack[0]; }
};

inline constexpr std::int8_t kPies = 9; // the solo automaton as a drawer / turn owner
inline constexpr std::int8_t kNobody = -1;

/// Something an action sets off besides what it does itself, for the log (a bust, the reset of the
/// tiles at the start of the next turn, Pies cashing in its treats, a dog scored, the win). The
/// table gets them as core Events (events(), kinds "bust", "everyone_busts", "reset"...).
struct Consequence {
    enum class Kind : std::uint8_t {
        Bust,          // seat busts: n dice go back to the pool, total = the yard total that busted
        EveryoneBusts, // the pool was empty at the start of a turn: n dice go back to the pool
        Reset, // every tile turns face up again; tile = the one face-up tile (0: none), n = treats put on it
        PiesCashIn, // Pies pays n treats back to the supply (and scores the top dog: a PiesScores follows)
        PiesScores, // Pies scores the dog card `card` (n = Pies's scored dogs now)
        Scored,     // seat scores n complete dogs
        Wins        // seat (or kPies) has scored 6 dogs and wins
    };
    Kind kind = Kind::Bust;
    std::int8_t seat = kNobody;
    std::uint8_t n = 0;
    std::uint8_t total = 0;
    std::uint8_t tile = 0;
    std::uint8_t card = 0;
    bool operator==(const Consequence&) const = default;
};

struct Options {
    bool offLeash = false;
    bool solo = false;
    std::uint8_t piesTreats = 1;
    /// The first player: -1 as the box says (the highest buried die, ties roll again), else a seat.
    /// In solo the human always begins.
    std::int8_t firstSeat = -1;
    std::array<TileId, 4> tiles{kWalk, kRun, kFetch, kBeg}; // yellow, purple, blue, green; kNoTile = random
};

/// Parses the setup's variants ("tiles", "offleash", "solo_treats"). Empty string on success, else the error.
std::string parseOptions(const Setup& setup, Options& out);

/// What one seat sees (everything is open in Ciapki).
struct View {
    Seat viewer = kNoSeat;
    int players = 0;
    bool solo = false;
    bool offLeash = false;
    std::array<PlayerArea, 4> areas{};
    std::uint8_t piesTreats = 0;
    std::array<std::uint8_t, kWinDogs> piesScored{};
    std::uint8_t piesNScored = 0;
    std::array<Position, kPositions> positions{};
    std::uint32_t faceDown = 0;                        // bit per tile id
    std::array<std::uint8_t, kTiles + 1> tileTreats{}; // per tile id
    int pool = 0;
    int supply = 0;
    int deckTop = 0;  // card id, 0 = none / not yet seen
    int deckLeft = 0; // cards under the top
    Phase phase = Phase::Setup;
    int active = kNobody; // seat whose turn it is, or kPies
    int tile = 0;         // tile being done
    int tileStep = -1;    // printed step being done (0-based), -1 = none
    Counts hand{};        // dice rolled and not yet resolved
    int rolling = 0;      // dice in the air
    bool windowOpen = false;
    int aside = 0; // Bolt's dice still set aside
    int guardValue = 0;
    int chaseNext = 0; // dice of Chase's next roll
    int digLeft = 0;
    int nextRollDice = -1; // dice the optional roll now offered would roll (-1: not a plain roll)
    int winner = kNobody;  // seat, kPies, or kNobody
    int lastPies = 0;      // the automaton's last die (solo)
    // The rules' numbers a table shows (so no view hard-codes them).
    int bustAbove = kBustAbove;         // a yard total above this busts
    int winDogs = kWinDogs;             // scored dogs that win
    int piesCashIn = kPiesCashIn;       // Pies hands back its treats for a dog when it holds this many
    bool keepChoice = false;            // a blue tile's choice of dice to keep is due (before placing)
    Seat toAct = kNoSeat;               // who decides now: a seat, kChanceSeat (dice, a card) or kNoSeat
    std::array<std::string, 4> names{}; // the players' names
    [[nodiscard]] bool isOver() const { return phase == Phase::Over; }
    bool operator==(const View&) const = default;
    [[nodiscard]] std::string text() const;
};

// Rules a table asks about, as functions of the typed view alone.

/// Whether a yard total busts.
[[nodiscard]] inline bool bustsAt(const View& v, int yardTotal) {
    return yardTotal > v.bustAbove;
}

/// What an action would make of a yard: which seat's yard (kNobody: the action touches no yard),
/// its total after and whether that busts. For "bury", "bury the rest" and Dig's turns.
struct YardPreview {
    int seat = kNobody;
    int total = 0;
    bool bust = false;
};
[[nodiscard]] YardPreview yardPreview(const View& v, const Action& a);

/// The exact odds of the optional roll now offered (View::nextRollDice dice, the active seat's yard
/// and empty spaces); invalid (outcomes 0) when no plain roll is offered or it has too many dice.
[[nodiscard]] RollOdds nextRollOdds(const View& v);

class CiapkiState final : public GameState {
public:
    explicit CiapkiState(std::shared_ptr<const Setup> setup);
    CiapkiState(std::shared_ptr<const Setup> setup, const Options& options);

    [[nodiscard]] std::string_view gameId() const override { return "ciapki"; }
    [[nodiscard]] Seat currentSeat() const override;
    [[nodiscard]] Seat turnSeat() const override;
    [[nodiscard]] std::string statusText() const override;
    using GameState::chanceOutcomes;
    using GameState::legalActions;
    void legalActions(std::vector<Action>& out) const override;
    void chanceOutcomes(std::vector<ChanceOutcome>& out) const override;
    [[nodiscard]] std::span<const ChanceOutcome>
    chanceOutcomeTable(std::vector<ChanceOutcome>& scratch) const override;
    [[nodiscard]] bool revealsInformation(const Action& a) const override;
    [[nodiscard]] bool isDiceRoll(const Action& a) const override {
        return a.kind == kRoll || a.kind == kStartDie || a.kind == kPiesDie;
    }
    /// The search's rollout policy (ciapki_bot.cpp), press-your-luck sense instead of random play:
    /// a complete dog is scored, a die that fits a dog is placed (on the dog nearest complete), a
    /// roll that would bust is rerolled while treats last, an optional roll is made only while its
    /// exact bust chance (rollOdds) is small against what a bust loses (the dice on the dogs and in
    /// the yard) and the race (more when behind Pies or the best opponent, less when ahead), Dig
    /// busts an opponent or lowers the own yard, Trot only completes a dog, a blue tile keeps the dice
    /// that fit best, the trick follows a rule of thumb (Howl for a second dog, Roll Over for a full
    /// yard, a green tile without treats, else the tile that rolls the most dice), Retrieve sets a
    /// value that fits, Guard names the value up to which dice fit more than they fill the yard.
    /// Anything else (Bolt's count, Dogpile's die) is random.
    [[nodiscard]] Action rolloutAction(std::vector<Action>& scratch, Rng& rng) const override;
    [[nodiscard]] ScoreSheet scoreSheet() const override;
    [[nodiscard]] std::vector<double> returns() const override;
    [[nodiscard]] std::vector<double> heuristicReturns() const override;
    [[nodiscard]] std::string viewText(Seat viewer) const override;
    [[nodiscard]] std::string debugText() const override;
    [[nodiscard]] std::unique_ptr<GameState> clone() const override {
        return std::make_unique<CiapkiState>(*this);
    }
    /// Nothing is hidden, so the copy is exact; it is marked as a search copy that stops (and is
    /// scored by heuristicReturns()) after one round (this turn and every other player's or Pies's
    /// next one): random play far beyond that says little in a press-your-luck game. Measured with
    /// the medium bot against Pies: no horizon 4.5 % wins, end of own turn 16-19 %, one round 25-27 %.
    [[nodiscard]] std::unique_ptr<GameState> determinize(Seat viewer, Rng& rng) const override;
    /// The strong level's copy (its rollouts play rolloutAction()): it stops after two rounds (alone:
    /// this turn, Pies's, the next own turn and Pies's again). With the policy's rollouts that
    /// measured 43.5 % wins against Pies against 37.5 % with one round, and 56.0 % against medium in
    /// 2-player games against 49.0 % (docs/bots.md).
    [[nodiscard]] std::unique_ptr<GameState> determinizeForPolicy(Seat viewer, Rng& rng) const override;
    /// Whether this is a search copy that reached its horizon (see determinize()).
    [[nodiscard]] bool cutOff() const { return m_cut; }
    /// One log line: the action and, after it, what it sets off (see consequences()).
    [[nodiscard]] std::string describe(const Action& a, Seat viewer) const override;
    /// What applying the legal action `a` here would set off besides itself (busts, a reset,
    /// Pies cashing in, scoring, the win), in the order it happens; empty for an illegal action.
    [[nodiscard]] std::vector<Consequence> consequences(const Action& a) const;
    /// The sentence the log uses for a consequence.
    [[nodiscard]] std::string eventText(const Consequence& e) const;
    /// What the table animates and a screen reader announces about the legal action `a` (see the
    /// kinds at the top of this file); nothing is hidden, so `viewer` changes nothing. Empty for an
    /// illegal action. The state does not change (a copy is applied).
    using GameState::events;
    void events(const Action& a, Seat viewer, std::vector<dogtable::Event>& out) const override;
    [[nodiscard]] std::string_view actionKindName(std::uint16_t kind) const override;
    [[nodiscard]] int actionKindCount() const override { return kActionKindCount; }
    [[nodiscard]] std::string whyIllegal(const Action& a) const override;
    /// When a roll is the question (an optional roll to take or not): its odds, as the odds aid.
    [[nodiscard]] std::string hintNote(const Action& a) const override;
    void checkInvariants(std::vector<std::string>& problems) const override;

    [[nodiscard]] View viewFor(Seat viewer) const;

    // Read access for tests and the view.
    [[nodiscard]] const Options& options() const { return m_opt; }
    [[nodiscard]] Phase phase() const { return m_phase; }
    [[nodiscard]] const PlayerArea& area(int seat) const { return m_areas[static_cast<std::size_t>(seat)]; }
    [[nodiscard]] int pool() const { return m_pool; }
    [[nodiscard]] int supply() const { return m_supply; }
    [[nodiscard]] int deckTop() const { return m_deckTop; }
    [[nodiscard]] int deckLeft() const;
    [[nodiscard]] const Position& position(int i) const { return m_pos[static_cast<std::size_t>(i)]; }
    [[nodiscard]] bool faceUp(int tile) const { return !(m_faceDown >> tile & 1U); }
    [[nodiscard]] int treatsOn(int tile) const { return m_tileTreats[static_cast<std::size_t>(tile)]; }
    [[nodiscard]] int piesTreats() const { return m_piesTreats; }
    [[nodiscard]] int piesScored() const { return m_piesNScored; }
    [[nodiscard]] int active() const { return m_active; }
    [[nodiscard]] int winner() const { return m_winner; }
    [[nodiscard]] const Counts& hand() const { return m_hand; }
    [[nodiscard]] int aside() const { return m_aside; }
    [[nodiscard]] int tile() const { return m_tile; }
    [[nodiscard]] int faceUpPositions() const;

    /// Test hooks: put the game in a chosen position (the same rules apply afterwards).
    PlayerArea& editArea(int seat) { return m_areas[static_cast<std::size_t>(seat)]; }
    void editPool(int pool) { m_pool = static_cast<std::uint8_t>(pool); }
    void editSupply(int supply) { m_supply = static_cast<std::uint8_t>(supply); }
    void editPiesTreats(int t) { m_piesTreats = static_cast<std::uint8_t>(t); }
    void editFaceDown(int tile, bool down);
    void editTileTreats(int tile, int n) {
        m_tileTreats[static_cast<std::size_t>(tile)] = static_cast<std::uint8_t>(n);
    }
    /// Takes a card out of the deck (for scripted dogs); returns false if it is not in the deck.
    bool removeFromDeck(int card);
    /// The deck as a bit set, bit (card-1) (for the debug text and with it the state hash).
    [[nodiscard]] std::uint32_t deckBits() const;
    void editDeckTop(int card) { m_deckTop = static_cast<std::uint8_t>(card); }
    void editPiesScored(int n);

protected:
    void doApply(const Action& a) override;

private:
    void init();
    void advance();
    bool needsReveal() const;
    void runTileStep();
    void startTurn();
    void afterRoll();
    void endTrick() { m_phase = Phase::EndTurn; }
    void startRoll(int fromPool, int extra = 0);
    void offerOptional(bool possible);
    void resetTiles();
    void scoreComplete(int seat);
    void bust(int seat);
    void drawOne();
    void gainTreats(int seat, int n);
    int positionOfTile(int tile) const;
    bool anyYardDie() const;
    bool pileSourceExists() const;
    int nextRollDice() const;
    PlayerArea& me() { return m_areas[static_cast<std::size_t>(m_active)]; }
    const PlayerArea& me() const { return m_areas[static_cast<std::size_t>(m_active)]; }
    void legalResolve(std::vector<Action>& out) const;
    void legalKeeps(std::vector<Action>& out) const;
    void subMultisets(const Counts& from, std::vector<Counts>& out) const;
    std::string seatName(int seat) const;
    std::string describeAction(const Action& a, Seat viewer) const;
    void note(const Consequence& e) {
        if (m_nEvents < m_events.size()) m_events[m_nEvents++] = e;
    }

    Options m_opt;
    std::array<PlayerArea, 4> m_areas{};
    std::array<Position, kPositions> m_pos{};
    std::uint32_t m_faceDown = 0;
    CountedDeck<kDogCards + 1> m_deck; // the dog cards 1..32 still in the deck, under the top (no order)
    std::array<std::uint8_t, kTiles + 1> m_tileTreats{};
    std::array<std::uint8_t, kWinDogs> m_piesScoredCards{};
    Counts m_hand{};
    std::uint8_t m_deckTop = 0;
    std::uint8_t m_pool = kDice;
    std::uint8_t m_supply = kTreats;
    std::uint8_t m_piesTreats = 0;
    std::uint8_t m_piesNScored = 0;
    Phase m_phase = Phase::Setup;
    std::int8_t m_active = kNobody;
    std::int8_t m_winner = kNobody;
    std::int8_t m_drawTo = kNobody;
    std::uint8_t m_pendingDraws = 0;
    std::uint8_t m_needStartDie = 0; // seats (bits) still to roll their starting die
    std::uint8_t m_tile = 0;
    std::uint8_t m_step = 0;
    std::uint8_t m_k = 0;       // Chase: dice of the last roll
    std::uint8_t m_rolling = 0; // dice in the air (taken from their source already)
    std::uint8_t m_aside = 0;   // Bolt
    std::uint8_t m_guard = 0;   // Guard's named value
    std::uint8_t m_digLeft = 0;
    std::uint8_t m_buried = 0;   // Play Dead: value of the die buried
    std::uint8_t m_printed = 0;  // printed step of the tile being done
    std::uint8_t m_lastPies = 0; // the automaton's last die (for the table and the log)
    bool m_window = false;       // treat window open
    std::uint16_t m_turns = 0;
    std::uint16_t m_horizon = 0; // search copies: stop when m_turns reaches this (0 = never)
    bool m_cut = false;
    // What the action being applied set off (reset at each action; not part of the state's text).
    std::array<Consequence, 12> m_events{};
    std::uint8_t m_nEvents = 0;
};

std::unique_ptr<GameState> makeState(std::shared_ptr<const Setup> setup);

/// Adds Ciapki to a registry (called by the generated registerBuiltinGames()).
void registerRules(GameRegistry& registry);

} // namespace dogtable::games::ciapki
