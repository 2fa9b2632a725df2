// Dog Kids — a race of three dogs per player round a ring of coloured fields, 2–4 players, alone
// or in teams (Schmidt Spiele, 2018).
//
// Rules source: the English part of the four-language rulebook (shared/seeds/004_f7b24e4004600cfb.txt), gaps
// filled by the rules spec shared/rules/dog-kids.md. Our own summary: docs/rules/dogkids.en.md.
//
// Each player races 3 dogs once round a ring of coloured fields and into a home lane. A card moves
// a dog to the next field of the card's colour along its path: own dogs are jumped over, opponents'
// dogs are knocked back to their waiting area, a team partner's dogs are pushed on by one step of
// the same colour.
//
// Deviations from the rulebook (docs/rules/dogkids.en.md, "Our decisions"):
// - The board (its picture is not available to us) is the spec's own plan: 4 colours, 44 fields,
//   start, kennel and home fields where the spec puts them; since 2026-11-24 a symmetric one.
// - "Free field" in a long jump or a double step: no own dog and not a taken kennel field.
// - Entering never jumps; a double step jumps its first field without touching the dog there;
//   kennel cards look only at the ring ahead; pushes use the move's colour, one step, and a push
//   that finds no field makes the move illegal.
// - The team card exchange is secret and simultaneous (first partner, then the other; swapped only
//   when both gave a card).
//
// Model:
// - Card draws are chance nodes over the remaining card types (the draw pile has no order).
// - A move is one atomic action move(card, dog, colour, other): `colour` is the colour used (also
//   for single-colour cards), `other` the swapped dog for a swap card. Entering names the lowest
//   waiting dog of that player (waiting dogs are interchangeable).
//
// Variants (dogkids_register.cpp):
//   | key   | values                  | default | what                                               |
//   |-------|-------------------------|---------|----------------------------------------------------|
//   | teams | 0, 1                    | 0       | 3-4 players: partners push and win together        |
//   | solo  | 1, 2, 3                 | 3       | 3-player team game: this seat plays alone          |
//   | empty | white, grey, brown, black | black | 3 players: the board place left empty              |
//   | first | random, 1..4            | random  | who plays first (old saves: seat 1)                |
//   | board | 0, 1 (hidden)           | 1       | board edition (old saves: 0, the first board)      |
//
// Events (events(); `kind` strings are stable; args by name; -1 or absent: not known to the viewer):
//   first     seat plays first
//   draw      seat draws a card (card: only to that seat); deal 1 while dealing
//   reshuffle the discard pile becomes the draw pile (cards); with a text
//   play      seat plays card (card, colour: the colour used, -1 for kennel/swap)
//   move      a dog moves (dog, from, to; jumped: the field a double step jumps; from -1: enters)
//   push      a partner's dog is pushed on (dog, from, to)
//   knock     a dog is knocked back to its waiting area (dog, from, to = -1)
//   swap      two dogs change places (dog, other, from, to: dog goes from -> to, other to -> from)
//   kennel    a dog comes to rest on a kennel field, safe (dog, field)
//   home      a dog reaches a home field (dog, to, home: dogs of its owner at home now)
//   discard   seat discards a card by changing its hand (card: only to that seat)
//   offer     seat decides in the card exchange (give 1/0, card: only to that seat)
//   exchange  the exchange is resolved (seat, with; swapped 0/1; gave, got: only to the partners)
//   turn      the turn passes to seat (helping 1: it moves its partner's dogs)
//   over      the game ends (team: the winners' team); with a text naming the winners
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "dogkids/rules/dogkids_board.h"
#include "dogtable/core/deck.h"
#include "dogtable/core/event.h"
#include "dogtable/core/state.h"

namespace dogtable {
class GameRegistry;
}

namespace dogtable::games::dogkids {

/// Adds Dog Kids to the registry (called by the generated registerBuiltinGames()).
void registerRules(GameRegistry& registry);

inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxDogs = kMaxPlayers * kDogsPerPlayer;

enum ActionKind : std::uint16_t { kMove, kChange, kGive, kKeep, kDraw, kFirstPlayer, kActionKindCount };
[[nodiscard]] inline Action moveAction(Card card, int dog, int colour, int other = 0) {
    return Action(kMove, card, dog, colour, other);
}
[[nodiscard]] inline Action changeAction() {
    return Action(kChange);
}
[[nodiscard]] inline Action giveAction(Card card) {
    return Action(kGive, card);
}
[[nodiscard]] inline Action keepAction() {
    return Action(kKeep);
}
[[nodiscard]] inline Action drawAction(Card card) {
    return Action(kDraw, card);
}

enum class Phase : std::uint8_t { Deal, Exchange, Play, Refill, Over };

/// What one move does: where the dog goes and what happens to the others (for the log, the view's
/// preview and the events).
struct DogMove {
    std::int8_t dog = -1;
    std::int8_t from = kWaiting;
    std::int8_t to = kWaiting;
};
struct MoveOutcome {
    bool possible = false;
    DogMove main;                     // the played dog
    std::int8_t jumped = -1;          // double step: the first eligible field, jumped without effect
    std::int8_t swapped = -1;         // swap card: the other dog (it goes to main.from)
    std::array<DogMove, 12> pushes{}; // push chain, in order
    std::int8_t pushCount = 0;
    DogMove knocked; // a dog knocked back to its waiting area (dog -1: none)
    enum class Failure : std::uint8_t { None, BadArgs, NoTarget, PushBlocked, StartTaken, NoFreeKennel };
    Failure failure = Failure::None;
};

/// Who sits where: all that move resolution needs besides the dogs (from the state or from a View).
struct Seating {
    int players = 2;
    BoardEdition edition = BoardEdition::Symmetric;
    std::array<std::int8_t, kMaxPlayers> boardPos{};
    std::array<std::int8_t, kMaxPlayers> partner{}; // -1: none
};
using Ring = std::array<std::int8_t, kRingFields>; // dog per ring field, -1 empty
using Dogs = std::array<std::int8_t, kMaxDogs>;    // place per dog
/// Plays a move action on `ring` and `dogs`. False if it is impossible (out.failure says why; the
/// arrays may then be half changed: pass copies).
bool simulateMove(const Seating& seating, const Action& a, MoveOutcome& out, Ring& ring, Dogs& dogs);

/// What one seat may see.
struct View {
    int players = 2;
    BoardEdition edition = BoardEdition::Symmetric; // which board the game is played on
    Seat viewer = kNoSeat;
    Seat turn = 0;
    Seat current = 0;
    Phase phase = Phase::Deal;
    bool teams = false;
    std::array<int, kMaxPlayers> boardPos{};
    std::array<int, kMaxPlayers> team{};
    std::array<int, kMaxDogs> dogs{}; // place per dog (seat * 3 + i)
    std::array<int, kMaxPlayers> handSize{};
    std::array<std::vector<Card>, kMaxPlayers> hands; // only the ones the viewer may see
    int drawSize = 0;
    int discardSize = 0;
    Card topDiscard = kNoCard;
    Card ownOffer = kNoCard; // the viewer's own pending exchange card
    bool helping = false;    // the turn seat moves its partner's dogs
    std::vector<int> winners;
    std::vector<std::string> names; // per seat
};

// ----- rules as functions of the typed view (what a table asks) -----
/// The partner of seat `s` (-1: none).
int partnerOf(const View& v, Seat s);
/// Whose dogs seat `s` moves: its own, or its partner's once all its own dogs are home.
Seat movingOwner(const View& v, Seat s);
/// How many dogs of seat `s` are home.
int dogsHome(const View& v, Seat s);
/// What a move action would do on the table the view shows (possible = false if it cannot be made).
MoveOutcome previewMove(const View& v, const Action& a);
/// Whether two moves end alike: the same dog to the same field, the same dogs pushed, jumped, swapped
/// and knocked out (a two-colour card whose colours do the same thing: one move to a player).
[[nodiscard]] bool sameOutcome(const MoveOutcome& a, const MoveOutcome& b);
/// The places `dog` passes from `from` (exclusive) to `to` (inclusive) along its owner's path.
std::vector<int> pathPlaces(const View& v, int dog, int from, int to);
/// The seat that owns `dog`.
constexpr int ownerOfDog(int dog) {
    return dog / kDogsPerPlayer;
}

class DogKidsState final : public GameState {
public:
    explicit DogKidsState(std::shared_ptr<const Setup> setup);

    [[nodiscard]] std::string_view gameId() const override { return "dogkids"; }
    [[nodiscard]] Seat currentSeat() const override;
    [[nodiscard]] Seat turnSeat() const override { return m_turn; }
    [[nodiscard]] std::string statusText() const override;
    void legalActions(std::vector<Action>& out) const override;
    using GameState::legalActions;
    /// The legal moves less a two-colour card's second colour where it moves the dog as the first
    /// does (a hint "as yellow" could not be made by keys where the table makes that move as red).
    void searchActions(std::vector<Action>& out) const override;
    void chanceOutcomes(std::vector<ChanceOutcome>& out) const override;
    using GameState::chanceOutcomes;
    [[nodiscard]] bool revealsInformation(const Action& a) const override;
    [[nodiscard]] ScoreSheet scoreSheet() const override;
    [[nodiscard]] std::vector<double> heuristicReturns() const override;
    [[nodiscard]] int teamOf(Seat s) const override { return m_team[static_cast<std::size_t>(s)]; }
    [[nodiscard]] bool hidesInformation() const override { return true; }
    [[nodiscard]] std::string viewText(Seat viewer) const override;
    [[nodiscard]] std::string debugText() const override;
    [[nodiscard]] std::unique_ptr<GameState> determinize(Seat viewer, Rng& rng) const override;
    [[nodiscard]] std::unique_ptr<GameState> clone() const override {
        return std::make_unique<DogKidsState>(*this);
    }
    [[nodiscard]] std::uint64_t hash() const override;
    [[nodiscard]] std::string describe(const Action& a, Seat viewer) const override;
    [[nodiscard]] std::string_view actionKindName(std::uint16_t kind) const override;
    [[nodiscard]] int actionKindCount() const override { return static_cast<int>(kActionKindCount); }
    [[nodiscard]] std::string whyIllegal(const Action& a) const override;
    void events(const Action& a, Seat viewer, std::vector<Event>& out) const override;
    using GameState::events;
    void checkInvariants(std::vector<std::string>& problems) const override;

    // ----- game-specific queries -----
    [[nodiscard]] View viewFor(Seat viewer) const;
    /// What a move action would do (possible = false if it cannot be made now).
    [[nodiscard]] MoveOutcome preview(const Action& a) const;
    /// The places a dog of `owner` passes from `from` (exclusive) to `to` (inclusive) along its path
    /// (entering: just the start field); for drawing a move step by step.
    [[nodiscard]] std::vector<int> pathPlaces(Seat owner, int from, int to) const;
    [[nodiscard]] Phase phase() const { return m_phase; }
    [[nodiscard]] bool teams() const { return m_teams; }
    [[nodiscard]] int boardPos(Seat s) const { return m_boardPos[static_cast<std::size_t>(s)]; }
    /// The board this game is played on (variant "board"; old saves: the first edition).
    [[nodiscard]] const Board& bd() const { return board(m_edition); }
    [[nodiscard]] BoardEdition edition() const { return m_edition; }
    [[nodiscard]] int dogPlace(int dog) const { return m_dog[static_cast<std::size_t>(dog)]; }
    [[nodiscard]] int ringOccupant(int field) const { return m_ring[static_cast<std::size_t>(field)]; }
    [[nodiscard]] Seat partnerOf(Seat s) const { return m_partner[static_cast<std::size_t>(s)]; }
    /// Whose dogs `s` moves on its turn: its own, or its partner's once all its own dogs are home.
    [[nodiscard]] Seat movingOwner(Seat s) const;
    [[nodiscard]] int dogsHome(Seat s) const;
    /// Fields its dogs still have to go into their home lane (the chart of Dog Kids).
    [[nodiscard]] int fieldsLeft(Seat s) const;
    [[nodiscard]] std::vector<Card> hand(Seat s) const;
    [[nodiscard]] int drawPileSize() const { return m_draw.drawSize(); }
    [[nodiscard]] int discardPileSize() const { return m_discard.drawSize(); }
    [[nodiscard]] int drawCount(Card c) const { return m_draw.count(c); }

    // ----- test setup helpers (scenario tests place dogs and cards directly) -----
    /// Puts `dog` at `place` (kWaiting, ring field, home field); the place must be free.
    void placeDog(int dog, int place);
    /// Replaces seat's hand with `cards` (taken from the draw pile, the old hand goes back to it).
    void setHand(Seat s, const std::vector<Card>& cards);
    /// Skips dealing and exchanges: the game starts with `turn` to play (hands must be set).
    void startPlayAt(Seat turn);

protected:
    void doApply(const Action& a) override;

private:
    [[nodiscard]] Seating seating() const;
    [[nodiscard]] bool hasCard(Seat s, Card c) const;
    [[nodiscard]] int firstWaitingDog(Seat owner) const;
    /// Whether a move built by addMoves can be made (what simulateMove() says, mostly without copying);
    /// for a colour card, `target` (if given) gets the field the dog goes to.
    [[nodiscard]] bool movePossible(const Action& a, CardKind kind, int owner, const Board& b,
                                    const Track& track, int* target = nullptr) const;
    /// The seat's moves in sorted order; with `sameMoveOnce`, a two-colour card's second colour is left
    /// out where it moves the dog exactly as the first (searchActions()).
    void addMoves(std::vector<Action>& out, Seat s, bool sameMoveOnce = false) const;
    void discardCard(Seat s, Card c);
    void removeFromHand(Seat s, Card c);
    void addToHand(Seat s, Card c);
    void settle(); // automatic steps: reshuffles, skips, phase changes
    void endTurn();
    void beginExchange(Seat first, bool atStart);
    [[nodiscard]] Seat drawTarget() const;
    [[nodiscard]] bool checkWin();
    [[nodiscard]] std::string dogName(int dog) const;
    [[nodiscard]] std::string placeName(int place, int owner) const;

    int m_players;
    bool m_teams = false;
    Phase m_phase = Phase::Deal;
    std::int8_t m_turn = 0;
    std::int8_t m_first = 0;     // who plays first (the box: the youngest; variant "first")
    bool m_firstPending = false; // the first player is still to be drawn (first=random), before the deal
    std::array<std::int8_t, kMaxPlayers> m_boardPos{};
    BoardEdition m_edition = BoardEdition::Symmetric;
    std::int8_t m_empty = 3; // 3 players: the board position left empty (variant "empty"; default black)
    std::array<std::int8_t, kMaxPlayers> m_team{};
    std::array<std::int8_t, kMaxPlayers> m_partner{}; // -1: none
    std::array<std::int8_t, kMaxDogs> m_dog{};        // place per dog
    std::array<std::int8_t, kRingFields> m_ring{};    // dog per ring field, -1 empty
    std::array<std::array<Card, 3>, kMaxPlayers> m_hand{};
    std::array<std::uint8_t, kMaxPlayers> m_handSize{};
    CountedDeck<kCardTypes> m_draw;    // the draw pile: copies left per card (no order)
    CountedDeck<kCardTypes> m_discard; // the discard pile: copies per card (only its top is shown)
    Card m_topDiscard = kNoCard;
    // Refill: how many cards the turn seat still draws; whether a hand change preceded it.
    std::uint8_t m_refillLeft = 0;
    bool m_afterChange = false;
    // Exchange: the two partners (first decides first), their choices (kNoCard = keep / undecided).
    std::int8_t m_exFirst = -1;
    std::int8_t m_exSecond = -1;
    std::int8_t m_exStep = 0; // 0: first decides, 1: second decides
    bool m_exAtStart = false;
    Card m_exOffer = kNoCard;
    std::int8_t m_winnerTeam = -1;
    std::uint16_t m_turns = 0;
};

} // namespace dogtable::games::dogkids
