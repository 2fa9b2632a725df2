#include "dogkids/rules/dogkids_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "dogtable/core/first_player.h"

namespace dogtable::games::dogkids {

namespace {

constexpr int kMaxPushChain = 32;

int ownerOf(int dog) {
    return dog / kDogsPerPlayer;
}

std::size_t idx(int i) {
    return static_cast<std::size_t>(i);
}

} // namespace

Action moveAction(Card card, int dog, int colour, int other) {
    return Action(static_cast<std::uint16_t>(ActionKind::Move), card, dog, colour, other);
}
Action changeAction() {
    return Action(static_cast<std::uint16_t>(ActionKind::Change));
}
Action giveAction(Card card) {
    return Action(static_cast<std::uint16_t>(ActionKind::Give), card);
}
Action keepAction() {
    return Action(static_cast<std::uint16_t>(ActionKind::Keep));
}
Action drawAction(Card card) {
    return Action(static_cast<std::uint16_t>(ActionKind::Draw), card);
}

// ---------------------------------------------------------------------------------------------
// Setup

DogKidsState::DogKidsState(std::shared_ptr<const Setup> setup) : GameState(std::move(setup)) {
    m_players = std::clamp(players(), 2, kMaxPlayers);
    m_teams = m_players >= 3 && this->setup().variant("teams", "0") == "1";
    m_edition = this->setup().variant("board", "1") == "0" ? BoardEdition::First : BoardEdition::Symmetric;
    const int empty = emptyPositionOf(this->setup().variant("empty", "black"));
    m_empty = static_cast<std::int8_t>(empty < 0 ? 3 : empty);
    for (int s = 0; s < kMaxPlayers; ++s) {
        m_boardPos[idx(s)] =
            static_cast<std::int8_t>(s < m_players ? boardPositionOf(m_players, s, m_empty) : -1);
        m_team[idx(s)] = static_cast<std::int8_t>(s);
        m_partner[idx(s)] = -1;
    }
    if (m_teams && m_players == 4) {
        for (int s = 0; s < 4; ++s) {
            m_team[idx(s)] = static_cast<std::int8_t>(s % 2);
            m_partner[idx(s)] = static_cast<std::int8_t>((s + 2) % 4);
        }
    } else if (m_teams && m_players == 3) {
        const std::string soloText = this->setup().variant("solo", "3");
        const int solo = std::clamp(soloText.empty() ? 3 : soloText[0] - '0', 1, 3) - 1;
        int a = -1, b = -1;
        for (int s = 0; s < 3; ++s) {
            if (s == solo) continue;
            (a < 0 ? a : b) = s;
        }
        m_team[idx(a)] = m_team[idx(b)] = static_cast<std::int8_t>(a);
        m_partner[idx(a)] = static_cast<std::int8_t>(b);
        m_partner[idx(b)] = static_cast<std::int8_t>(a);
    }
    m_dog.fill(static_cast<std::int8_t>(kWaiting));
    m_ring.fill(-1);
    for (auto& h : m_hand)
        h.fill(kNoCard);
    for (Card c = 0; c < kCardTypes; ++c)
        m_draw[c] = static_cast<std::uint8_t>(cardInfo(c).copies);
    m_drawTotal = kTotalCards;
    if (const auto first = chosenFirstSeat(this->setup()))
        m_first = static_cast<std::int8_t>(*first);
    else
        m_firstPending = true;
    m_turn = m_first;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

Seat DogKidsState::currentSeat() const {
    if (m_firstPending) return kChanceSeat;
    switch (m_phase) {
    case Phase::Deal:
    case Phase::Refill:
        return kChanceSeat;
    case Phase::Exchange:
        return m_exStep == 0 ? m_exFirst : m_exSecond;
    case Phase::Play:
        return m_turn;
    case Phase::Over:
        return kNoSeat;
    }
    return kNoSeat;
}

int DogKidsState::nextOnPath(int owner, int place) const {
    if (isRing(place)) {
        if (place == entryField(m_boardPos[idx(owner)])) return kHomeBase;
        return (place + 1) % kRingFields;
    }
    if (isHome(place) && place + 1 < kHomeBase + kHomeFields) return place + 1;
    return -1;
}

ColourMask DogKidsState::coloursAt(int owner, int place) const {
    if (isRing(place)) return bd().colours[idx(place)];
    return bit(bd().homeColours[idx(m_boardPos[idx(owner)])][idx(place - kHomeBase)]);
}

bool DogKidsState::hasCard(Seat s, Card c) const {
    for (int i = 0; i < m_handSize[idx(s)]; ++i)
        if (m_hand[idx(s)][idx(i)] == c) return true;
    return false;
}

std::vector<Card> DogKidsState::hand(Seat s) const {
    return {m_hand[idx(s)].begin(), m_hand[idx(s)].begin() + m_handSize[idx(s)]};
}

int DogKidsState::firstWaitingDog(Seat owner) const {
    for (int i = 0; i < kDogsPerPlayer; ++i)
        if (m_dog[idx(owner * kDogsPerPlayer + i)] == kWaiting) return owner * kDogsPerPlayer + i;
    return -1;
}

int DogKidsState::dogsHome(Seat s) const {
    int n = 0;
    for (int i = 0; i < kDogsPerPlayer; ++i)
        n += isHome(m_dog[idx(s * kDogsPerPlayer + i)]) ? 1 : 0;
    return n;
}

Seat DogKidsState::movingOwner(Seat s) const {
    if (m_teams && m_partner[idx(s)] >= 0 && dogsHome(s) == kDogsPerPlayer) return m_partner[idx(s)];
    return s;
}

void DogKidsState::removeFromHand(Seat s, Card c) {
    auto& h = m_hand[idx(s)];
    auto& n = m_handSize[idx(s)];
    for (int i = 0; i < n; ++i) {
        if (h[idx(i)] != c) continue;
        for (int j = i; j + 1 < n; ++j)
            h[idx(j)] = h[idx(j + 1)];
        --n;
        h[idx(n)] = kNoCard;
        return;
    }
}

void DogKidsState::addToHand(Seat s, Card c) {
    auto& h = m_hand[idx(s)];
    auto& n = m_handSize[idx(s)];
    int i = n;
    while (i > 0 && h[idx(i - 1)] > c) {
        h[idx(i)] = h[idx(i - 1)];
        --i;
    }
    h[idx(i)] = c;
    ++n;
}

void DogKidsState::discardCard(Seat s, Card c) {
    removeFromHand(s, c);
    ++m_discard[c];
    ++m_discardTotal;
    m_topDiscard = c;
}

// ---------------------------------------------------------------------------------------------
// Move resolution (spec "Move resolution", "Double-step card", team "Pushing")

bool DogKidsState::landAt(MoveOutcome& out, Ring& ring, Dogs& dogs, int dog, int place, int colour,
                          int depth) const {
    const int owner = ownerOf(dog);
    const int from = dogs[idx(dog)];
    if (isRing(from) && ring[idx(from)] == dog) ring[idx(from)] = -1;
    const int occupant = isRing(place) ? ring[idx(place)] : -1;
    dogs[idx(dog)] = static_cast<std::int8_t>(place);
    if (isRing(place)) ring[idx(place)] = static_cast<std::int8_t>(dog);
    if (depth == 0) {
        out.main.to = static_cast<std::int8_t>(place);
    } else {
        if (out.pushCount >= static_cast<int>(out.pushes.size())) return false;
        out.pushes[idx(out.pushCount++)] = {static_cast<std::int8_t>(dog), static_cast<std::int8_t>(from),
                                            static_cast<std::int8_t>(place)};
    }
    if (occupant < 0) return true;
    if (m_partner[idx(owner)] == ownerOf(occupant)) {
        // The partner's dog is pushed: one step of the same colour along its owner's path.
        if (depth >= kMaxPushChain || !resolveStep(out, ring, dogs, occupant, colour, 1, depth + 1)) {
            out.failure = MoveOutcome::Failure::PushBlocked;
            return false;
        }
        return true;
    }
    // An opponent: back to its waiting area.
    dogs[idx(occupant)] = static_cast<std::int8_t>(kWaiting);
    out.knocked = {static_cast<std::int8_t>(occupant), static_cast<std::int8_t>(place),
                   static_cast<std::int8_t>(kWaiting)};
    return true;
}

bool DogKidsState::resolveStep(MoveOutcome& out, Ring& ring, Dogs& dogs, int dog, int colour, int steps,
                               int depth) const {
    const int owner = ownerOf(dog);
    const int from = dogs[idx(dog)];
    const ColourMask want = bit(colour);
    int eligible = 0;
    for (int p = nextOnPath(owner, from); p >= 0; p = nextOnPath(owner, p)) {
        if (!(coloursAt(owner, p) & want)) continue; // other colours are passed over
        int occupant = -1;
        if (isRing(p)) {
            occupant = ring[idx(p)];
        } else {
            for (int i = 0; i < kDogsPerPlayer && occupant < 0; ++i)
                if (dogs[idx(owner * kDogsPerPlayer + i)] == p) occupant = owner * kDogsPerPlayer + i;
        }
        if (occupant >= 0 && ownerOf(occupant) == owner) continue; // long jump over own dogs
        if (occupant >= 0 && isRing(p) && bd().types[idx(p)] == FieldType::Kennel)
            continue; // occupied kennel
        if (++eligible < steps) {
            if (depth == 0) out.jumped = static_cast<std::int8_t>(p); // double step: jumped, no effect
            continue;
        }
        return landAt(out, ring, dogs, dog, p, colour, depth);
    }
    if (out.failure == MoveOutcome::Failure::None)
        out.failure = depth == 0 ? MoveOutcome::Failure::NoTarget : MoveOutcome::Failure::PushBlocked;
    return false;
}

bool DogKidsState::simulate(const Action& a, MoveOutcome& out, Ring& ring, Dogs& dogs) const {
    out = MoveOutcome{};
    out.failure = MoveOutcome::Failure::BadArgs;
    if (a.kind != static_cast<std::uint16_t>(ActionKind::Move)) return false;
    const int cardArg = a.arg(0), dog = a.arg(1), colour = a.arg(2), other = a.arg(3);
    if (cardArg < 0 || cardArg >= kCardTypes || dog < 0 || dog >= m_players * kDogsPerPlayer) return false;
    const auto card = static_cast<Card>(cardArg);
    const CardInfo& info = cardInfo(card);
    const int owner = ownerOf(dog);
    const int from = dogs[idx(dog)];
    out.main = {static_cast<std::int8_t>(dog), static_cast<std::int8_t>(from),
                static_cast<std::int8_t>(from)};
    switch (info.kind) {
    case CardKind::Single:
    case CardKind::Double:
    case CardKind::TwoColour: {
        if (colour < 0 || colour >= kColours || !(info.colours & bit(colour)) || other != 0) return false;
        out.failure = MoveOutcome::Failure::None;
        if (from == kWaiting) {
            // Entering: placed on the own start field with one of its colours (no long jump).
            const int start = startField(m_boardPos[idx(owner)]);
            if (dog != firstWaitingDog(owner) || !(bd().colours[idx(start)] & bit(colour))) {
                out.failure = MoveOutcome::Failure::BadArgs;
                return false;
            }
            const int occupant = ring[idx(start)];
            if (occupant >= 0 && ownerOf(occupant) == owner) {
                out.failure = MoveOutcome::Failure::StartTaken;
                return false;
            }
            return landAt(out, ring, dogs, dog, start, colour, 0);
        }
        return resolveStep(out, ring, dogs, dog, colour, info.kind == CardKind::Double ? 2 : 1, 0);
    }
    case CardKind::Kennel: {
        if (colour != 0 || other != 0 || !isRing(from)) return false;
        out.failure = MoveOutcome::Failure::NoFreeKennel;
        for (int p = nextOnPath(owner, from); isRing(p); p = nextOnPath(owner, p)) {
            if (bd().types[idx(p)] == FieldType::Kennel && ring[idx(p)] < 0) {
                out.failure = MoveOutcome::Failure::None;
                return landAt(out, ring, dogs, dog, p, 0, 0);
            }
        }
        return false;
    }
    case CardKind::Swap: {
        if (colour != 0 || !isRing(from) || other < 0 || other >= m_players * kDogsPerPlayer ||
            ownerOf(other) == owner || !isRing(dogs[idx(other)]))
            return false;
        const int to = dogs[idx(other)];
        dogs[idx(dog)] = static_cast<std::int8_t>(to);
        dogs[idx(other)] = static_cast<std::int8_t>(from);
        ring[idx(to)] = static_cast<std::int8_t>(dog);
        ring[idx(from)] = static_cast<std::int8_t>(other);
        out.main.to = static_cast<std::int8_t>(to);
        out.swapped = static_cast<std::int8_t>(other);
        out.failure = MoveOutcome::Failure::None;
        return true;
    }
    }
    return false;
}

std::vector<int> DogKidsState::pathPlaces(Seat owner, int from, int to) const {
    std::vector<int> out;
    if (from == kWaiting || to == kWaiting) {
        out.push_back(to);
        return out;
    }
    for (int p = nextOnPath(owner, from); p >= 0; p = nextOnPath(owner, p)) {
        out.push_back(p);
        if (p == to) return out;
    }
    return {to}; // not ahead on the path (a swap): straight there
}

MoveOutcome DogKidsState::preview(const Action& a) const {
    MoveOutcome out;
    Ring ring = m_ring;
    Dogs dogs = m_dog;
    out.possible = simulate(a, out, ring, dogs);
    return out;
}

// ---------------------------------------------------------------------------------------------
// Legal actions

bool DogKidsState::movePossible(const Action& a, CardKind kind, int owner, const Board& b) const {
    // Same answer as simulate() for a move built by addMoves (valid arguments, a dog of `owner`), but
    // without copying the board; only a move that pushes a partner's dog is fully simulated.
    const int dog = a.arg(1), colour = a.arg(2);
    const int from = m_dog[idx(dog)];
    auto full = [&] {
        MoveOutcome scratch;
        Ring ring = m_ring;
        Dogs dogs = m_dog;
        return simulate(a, scratch, ring, dogs);
    };
    if (kind == CardKind::Swap) return true;
    if (kind == CardKind::Kennel) {
        for (int p = nextOnPath(owner, from); isRing(p); p = nextOnPath(owner, p))
            if (b.types[idx(p)] == FieldType::Kennel && m_ring[idx(p)] < 0) return true;
        return false;
    }
    const int partner = m_partner[idx(owner)];
    const int bp = m_boardPos[idx(owner)];
    const ColourMask want = bit(colour);
    if (from == kWaiting) {
        const int start = startField(bp);
        if (!(b.colours[idx(start)] & want)) return false;
        const int occupant = m_ring[idx(start)];
        if (occupant < 0) return true;
        const int occOwner = ownerOf(occupant);
        if (occOwner == owner) return false;
        return occOwner == partner ? full() : true;
    }
    const int steps = kind == CardKind::Double ? 2 : 1;
    int eligible = 0;
    int p = from;
    if (isRing(p)) {
        const int entry = entryField(bp);
        for (;;) {
            if (p == entry) {
                p = kHomeBase;
                break;
            }
            p = p + 1 == kRingFields ? 0 : p + 1;
            if (!(b.colours[idx(p)] & want)) continue;
            const int occupant = m_ring[idx(p)];
            if (occupant >= 0 && (ownerOf(occupant) == owner || b.types[idx(p)] == FieldType::Kennel))
                continue;
            if (++eligible < steps) continue;
            if (occupant < 0) return true;
            return ownerOf(occupant) == partner ? full() : true;
        }
    } else {
        ++p;
    }
    const auto& homeColours = b.homeColours[idx(bp)];
    for (; p < kHomeBase + kHomeFields; ++p) {
        if (!(bit(homeColours[idx(p - kHomeBase)]) & want)) continue;
        bool own = false;
        for (int i = 0; i < kDogsPerPlayer; ++i)
            own = own || m_dog[idx(owner * kDogsPerPlayer + i)] == p;
        if (own) continue;
        if (++eligible < steps) continue;
        return true;
    }
    return false;
}

void DogKidsState::addMoves(std::vector<Action>& out, Seat s) const {
    // Generated in sorted order (card, dog, colour, other), so legalActions needs no sort.
    const Seat owner = movingOwner(s);
    const int firstDog = owner * kDogsPerPlayer;
    const int endDog = firstDog + kDogsPerPlayer;
    const int allDogs = m_players * kDogsPerPlayer;
    const int waiting = firstWaitingDog(owner);
    const Board& b = bd();
    const auto& h = m_hand[idx(s)];
    for (int i = 0; i < m_handSize[idx(s)]; ++i) {
        const Card c = h[idx(i)];
        if (i > 0 && h[idx(i - 1)] == c) continue; // the hand is sorted: one pass per card type
        const CardInfo& info = cardInfo(c);
        if (info.kind == CardKind::Kennel || info.kind == CardKind::Swap) {
            for (int d = firstDog; d < endDog; ++d) {
                if (!isRing(m_dog[idx(d)])) continue;
                if (info.kind == CardKind::Kennel) {
                    const Action a = moveAction(c, d, 0, 0);
                    if (movePossible(a, info.kind, owner, b)) out.push_back(a);
                    continue;
                }
                for (int e = 0; e < allDogs; ++e)
                    if (ownerOf(e) != owner && isRing(m_dog[idx(e)])) out.push_back(moveAction(c, d, 0, e));
            }
            continue;
        }
        for (int d = firstDog; d < endDog; ++d) {
            if (m_dog[idx(d)] == kWaiting && d != waiting) continue;
            for (int colour = 0; colour < kColours; ++colour) {
                if (!(info.colours & bit(colour))) continue;
                const Action a = moveAction(c, d, colour, 0);
                if (movePossible(a, info.kind, owner, b)) out.push_back(a);
            }
        }
    }
}

void DogKidsState::legalActions(std::vector<Action>& out) const {
    out.clear();
    switch (m_phase) {
    case Phase::Play:
        addMoves(out, m_turn);
        out.push_back(changeAction());
        break;
    case Phase::Exchange: {
        const Seat s = currentSeat();
        const auto& h = m_hand[idx(s)];
        for (int i = 0; i < m_handSize[idx(s)]; ++i)
            if (i == 0 || h[idx(i - 1)] != h[idx(i)]) out.push_back(giveAction(h[idx(i)]));
        out.push_back(keepAction());
        break;
    }
    default:
        return;
    }
    // Both lists are built in sorted order without duplicates (moves by card, dog, colour, other;
    // then change; gives by card, then keep).
}

Seat DogKidsState::drawTarget() const {
    if (m_phase == Phase::Refill) return m_turn;
    if (m_phase == Phase::Deal)
        for (int s = 0; s < m_players; ++s)
            if (m_handSize[idx(s)] < 3) return s;
    return kNoSeat;
}

void DogKidsState::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    out.clear();
    if (m_firstPending)
        return firstPlayerOutcomes(static_cast<std::uint16_t>(ActionKind::FirstPlayer), m_players, out);
    if (m_phase != Phase::Deal && m_phase != Phase::Refill) return;
    for (Card c = 0; c < kCardTypes; ++c)
        if (m_draw[c] > 0) out.push_back({drawAction(c), m_draw[c]});
}

// ---------------------------------------------------------------------------------------------
// Applying

void DogKidsState::beginExchange(Seat first, bool atStart) {
    m_phase = Phase::Exchange;
    m_exFirst = static_cast<std::int8_t>(first);
    m_exSecond = m_partner[idx(first)];
    m_exStep = 0;
    m_exAtStart = atStart;
    m_exOffer = kNoCard;
}

void DogKidsState::endTurn() {
    m_turn = static_cast<std::int8_t>((m_turn + 1) % m_players);
    ++m_turns;
    m_phase = Phase::Play;
}

void DogKidsState::settle() {
    for (;;) {
        if (m_phase != Phase::Deal && m_phase != Phase::Refill) return;
        // Reshuffle: the discard pile becomes the draw pile when a card must be drawn.
        const bool needCard = m_phase == Phase::Deal ? drawTarget() != kNoSeat : m_refillLeft > 0;
        if (needCard && m_drawTotal == 0 && m_discardTotal > 0) {
            m_draw = m_discard;
            m_drawTotal = m_discardTotal;
            m_discard.fill(0);
            m_discardTotal = 0;
            m_topDiscard = kNoCard;
        }
        if (needCard && m_drawTotal > 0) return; // a chance node: the next card
        // Nothing (more) to draw.
        if (m_phase == Phase::Deal) {
            if (m_teams) {
                beginExchange(m_partner[0] >= 0 ? 0 : 1, true);
            } else {
                m_phase = Phase::Play;
                m_turn = m_first;
            }
        } else if (m_afterChange && m_teams && m_partner[idx(m_turn)] >= 0) {
            beginExchange(m_turn, false);
        } else {
            endTurn();
        }
    }
}

bool DogKidsState::checkWin() {
    for (int s = 0; s < m_players; ++s) {
        bool all = dogsHome(s) == kDogsPerPlayer;
        const int p = m_partner[idx(s)];
        if (m_teams && p >= 0) all = all && dogsHome(p) == kDogsPerPlayer;
        if (all) {
            m_winnerTeam = m_team[idx(s)];
            return true;
        }
    }
    return false;
}

void DogKidsState::doApply(const Action& a) {
    switch (static_cast<ActionKind>(a.kind)) {
    case ActionKind::FirstPlayer:
        m_first = m_turn = static_cast<std::int8_t>(a.arg(0));
        m_firstPending = false;
        settle();
        return;
    case ActionKind::Draw: {
        const auto c = static_cast<Card>(a.arg(0));
        const Seat to = drawTarget();
        --m_draw[c];
        --m_drawTotal;
        addToHand(to, c);
        if (m_phase == Phase::Refill) --m_refillLeft;
        settle();
        return;
    }
    case ActionKind::Move: {
        MoveOutcome out;
        simulate(a, out, m_ring, m_dog);
        discardCard(m_turn, static_cast<Card>(a.arg(0)));
        if (checkWin()) {
            m_phase = Phase::Over;
            return;
        }
        m_phase = Phase::Refill;
        m_refillLeft = 1;
        m_afterChange = false;
        settle();
        return;
    }
    case ActionKind::Change: {
        while (m_handSize[idx(m_turn)] > 0)
            discardCard(m_turn, m_hand[idx(m_turn)][0]);
        m_phase = Phase::Refill;
        m_refillLeft = 3;
        m_afterChange = true;
        settle();
        return;
    }
    case ActionKind::Give:
    case ActionKind::Keep: {
        const bool give = a.kind == static_cast<std::uint16_t>(ActionKind::Give);
        if (m_exStep == 0) {
            m_exOffer = give ? static_cast<Card>(a.arg(0)) : kNoCard;
            m_exStep = 1;
            return;
        }
        if (give && m_exOffer != kNoCard) {
            const auto back = static_cast<Card>(a.arg(0));
            removeFromHand(m_exFirst, m_exOffer);
            removeFromHand(m_exSecond, back);
            addToHand(m_exSecond, m_exOffer);
            addToHand(m_exFirst, back);
        }
        m_exOffer = kNoCard;
        if (m_exAtStart) {
            // The next pair (4 players: seats 1 and 3 after seats 0 and 2).
            for (int s = m_exFirst + 1; s < m_players; ++s) {
                if (m_partner[idx(s)] > s) {
                    beginExchange(s, true);
                    return;
                }
            }
            m_phase = Phase::Play;
            m_turn = m_first;
            return;
        }
        endTurn();
        return;
    }
    case ActionKind::Count:
        break;
    }
}

bool DogKidsState::revealsInformation(const Action& a) const {
    // The second exchange decision shows both partners the card they get.
    return m_phase == Phase::Exchange && m_exStep == 1 && m_exOffer != kNoCard &&
           a.kind == static_cast<std::uint16_t>(ActionKind::Give);
}

// ---------------------------------------------------------------------------------------------
// Test setup helpers

void DogKidsState::placeDog(int dog, int place) {
    const int from = m_dog[idx(dog)];
    if (isRing(from)) m_ring[idx(from)] = -1;
    m_dog[idx(dog)] = static_cast<std::int8_t>(place);
    if (isRing(place)) m_ring[idx(place)] = static_cast<std::int8_t>(dog);
}

void DogKidsState::setHand(Seat s, const std::vector<Card>& cards) {
    while (m_handSize[idx(s)] > 0) {
        const Card c = m_hand[idx(s)][0];
        removeFromHand(s, c);
        ++m_draw[c];
        ++m_drawTotal;
    }
    for (Card c : cards) {
        if (m_draw[c] == 0) continue;
        --m_draw[c];
        --m_drawTotal;
        addToHand(s, c);
    }
}

void DogKidsState::startPlayAt(Seat turn) {
    m_phase = Phase::Play;
    m_turn = static_cast<std::int8_t>(turn);
}

// ---------------------------------------------------------------------------------------------
// Results

ScoreSheet DogKidsState::scoreSheet() const {
    ScoreSheet sheet;
    std::vector<int> key;
    for (int s = 0; s < m_players; ++s) {
        PlayerScore ps;
        ps.name = playerName(s);
        ps.add("dogs home", dogsHome(s));
        if (m_teams && m_partner[idx(s)] >= 0) ps.add("partner's dogs home", dogsHome(m_partner[idx(s)]));
        key.push_back(ps.total);
        sheet.players.push_back(std::move(ps));
    }
    if (m_phase == Phase::Over) {
        for (int s = 0; s < m_players; ++s)
            if (m_team[idx(s)] == m_winnerTeam) sheet.winners.push_back(s);
    } else {
        sheet.decideBy(key);
    }
    return sheet;
}

std::vector<double> DogKidsState::heuristicReturns() const {
    // Progress of a dog: 0 waiting, 1..44 along the ring from its start field, 45..47 home; a dog
    // at home also gets a bonus (it can no longer be knocked out).
    std::array<double, kMaxPlayers> teamProgress{};
    std::array<int, kMaxPlayers> teamDogs{};
    for (int d = 0; d < m_players * kDogsPerPlayer; ++d) {
        const int owner = ownerOf(d);
        const int place = m_dog[idx(d)];
        double prog = 0;
        if (isRing(place))
            prog = (place - startField(m_boardPos[idx(owner)]) + kRingFields) % kRingFields + 1;
        else if (isHome(place))
            prog = kRingFields + 1 + (place - kHomeBase) + 8;
        teamProgress[idx(m_team[idx(owner)])] += prog;
        ++teamDogs[idx(m_team[idx(owner)])];
    }
    std::array<double, kMaxPlayers> value{};
    for (int t = 0; t < kMaxPlayers; ++t)
        value[idx(t)] = teamDogs[idx(t)] ? teamProgress[idx(t)] / (teamDogs[idx(t)] * 57.0) : 0.0;
    std::vector<double> r(idx(m_players), 0.5);
    for (int s = 0; s < m_players; ++s) {
        const int t = m_team[idx(s)];
        double bestOther = 0;
        for (int o = 0; o < m_players; ++o)
            if (m_team[idx(o)] != t) bestOther = std::max(bestOther, value[idx(m_team[idx(o)])]);
        r[idx(s)] = std::clamp(0.5 + 1.5 * (value[idx(t)] - bestOther), 0.02, 0.98);
    }
    return r;
}

// ---------------------------------------------------------------------------------------------
// Information

std::unique_ptr<GameState> DogKidsState::determinize(Seat viewer, Rng& rng) const {
    auto copy = std::make_unique<DogKidsState>(*this);
    if (m_phase == Phase::Over) return copy;
    // Everything the viewer cannot see: the draw pile and the other hands. Re-deal the hands.
    std::array<std::uint8_t, kCardTypes> pool = m_draw;
    int total = m_drawTotal;
    for (int s = 0; s < m_players; ++s) {
        if (s == viewer) continue;
        for (int i = 0; i < m_handSize[idx(s)]; ++i)
            ++pool[m_hand[idx(s)][idx(i)]];
        total += m_handSize[idx(s)];
        copy->m_hand[idx(s)].fill(kNoCard);
        copy->m_handSize[idx(s)] = 0;
    }
    for (int s = 0; s < m_players; ++s) {
        if (s == viewer) continue;
        for (int i = 0; i < m_handSize[idx(s)]; ++i) {
            int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
            Card c = 0;
            while (pick >= pool[c])
                pick -= pool[c++];
            --pool[c];
            --total;
            copy->addToHand(s, c);
        }
    }
    copy->m_draw = pool;
    copy->m_drawTotal = static_cast<std::uint8_t>(total);
    if (m_phase == Phase::Exchange && m_exStep == 1 && m_exFirst != viewer && m_exOffer != kNoCard) {
        const auto& h = copy->m_hand[idx(m_exFirst)];
        copy->m_exOffer = h[idx(rng.below(copy->m_handSize[idx(m_exFirst)]))];
    }
    return copy;
}

View DogKidsState::viewFor(Seat viewer) const {
    View v;
    v.players = m_players;
    v.edition = m_edition;
    v.viewer = viewer;
    v.turn = m_turn;
    v.current = currentSeat();
    v.phase = m_phase;
    v.teams = m_teams;
    for (int s = 0; s < kMaxPlayers; ++s) {
        v.boardPos[idx(s)] = m_boardPos[idx(s)];
        v.team[idx(s)] = m_team[idx(s)];
        v.handSize[idx(s)] = m_handSize[idx(s)];
        if (s < m_players && (s == viewer || m_phase == Phase::Over)) v.hands[idx(s)] = hand(s);
    }
    for (int d = 0; d < kMaxDogs; ++d)
        v.dogs[idx(d)] = m_dog[idx(d)];
    v.drawSize = m_drawTotal;
    v.discardSize = m_discardTotal;
    v.topDiscard = m_topDiscard;
    if (m_phase == Phase::Exchange && m_exStep == 1 && viewer == m_exFirst) v.ownOffer = m_exOffer;
    v.helping = m_phase == Phase::Play && movingOwner(m_turn) != m_turn;
    if (m_phase == Phase::Over)
        for (int s = 0; s < m_players; ++s)
            if (m_team[idx(s)] == m_winnerTeam) v.winners.push_back(s);
    return v;
}

std::string DogKidsState::dogName(int dog) const {
    return fmt::format("{} dog {}", dogColourName(m_boardPos[idx(ownerOf(dog))]), dog % kDogsPerPlayer + 1);
}

std::string DogKidsState::placeName(int place, int owner) const {
    if (place == kWaiting) return "the waiting area";
    if (isHome(place)) return fmt::format("home field {}", place - kHomeBase + 1);
    (void)owner;
    const FieldType t = bd().types[idx(place)];
    return fmt::format("field {}{}", place + 1,
                       t == FieldType::Kennel  ? " (kennel field)"
                       : t == FieldType::Start ? " (start field)"
                                               : "");
}

namespace {
std::string handText(const std::vector<Card>& cards) {
    std::string out;
    for (Card c : cards)
        out += (out.empty() ? "" : ", ") + cardName(c);
    return out.empty() ? "-" : out;
}
std::string_view phaseName(Phase p) {
    switch (p) {
    case Phase::Deal:
        return "deal";
    case Phase::Exchange:
        return "exchange";
    case Phase::Play:
        return "play";
    case Phase::Refill:
        return "draw";
    case Phase::Over:
        return "over";
    }
    return "?";
}
} // namespace

std::string DogKidsState::viewText(Seat viewer) const {
    const View v = viewFor(viewer);
    std::string out = fmt::format("Dog Kids, {} players{}, phase {}, turn {}\n", v.players,
                                  v.teams ? " (teams)" : "", phaseName(v.phase), playerName(v.turn));
    for (int s = 0; s < v.players; ++s) {
        out += fmt::format("{} ({} dogs{}): ", playerName(s), dogColourName(v.boardPos[idx(s)]),
                           m_partner[idx(s)] >= 0 ? fmt::format(", partner {}", playerName(m_partner[idx(s)]))
                                                  : "");
        for (int i = 0; i < kDogsPerPlayer; ++i) {
            const int place = v.dogs[idx(s * kDogsPerPlayer + i)];
            out += i ? ", " : "";
            out += place == kWaiting ? "waiting"
                   : isHome(place)   ? fmt::format("H{}", place - kHomeBase + 1)
                                     : fmt::format("{}", place + 1);
        }
        if (s == v.viewer || v.phase == Phase::Over)
            out += fmt::format("; hand: {}", handText(v.hands[idx(s)]));
        else
            out += fmt::format("; {} cards", v.handSize[idx(s)]);
        out += "\n";
    }
    out += fmt::format("draw pile {}, discard pile {} (top: {})\n", v.drawSize, v.discardSize,
                       v.topDiscard == kNoCard ? "-" : cardName(v.topDiscard));
    if (v.ownOffer != kNoCard) out += fmt::format("your exchange offer: {}\n", cardName(v.ownOffer));
    if (!v.winners.empty()) {
        out += "winner:";
        for (int w : v.winners)
            out += " " + playerName(w);
        out += "\n";
    }
    return out;
}

std::string DogKidsState::debugText() const {
    std::string out = viewText(kNoSeat);
    for (int s = 0; s < m_players; ++s)
        out += fmt::format("hand {}: {}\n", s, handText(hand(s)));
    out += "draw:";
    for (Card c = 0; c < kCardTypes; ++c)
        out += fmt::format(" {}", m_draw[c]);
    out += "\ndiscard:";
    for (Card c = 0; c < kCardTypes; ++c)
        out += fmt::format(" {}", m_discard[c]);
    out += fmt::format(
        "\nrefill {} change {} exchange {} {} {} start {} offer {} winner {} turns {} first {}{}\n",
        m_refillLeft, m_afterChange, m_exFirst, m_exSecond, m_exStep, m_exAtStart, m_exOffer, m_winnerTeam,
        m_turns, m_first + 1, m_firstPending ? " (to draw)" : "");
    return out;
}

std::uint64_t DogKidsState::hash() const {
    std::uint64_t h = fnv1a(std::string_view(reinterpret_cast<const char*>(m_dog.data()), m_dog.size()));
    for (int s = 0; s < m_players; ++s)
        h = fnv1a(std::string_view(reinterpret_cast<const char*>(m_hand[idx(s)].data()), 3), h);
    h = fnv1a(std::string_view(reinterpret_cast<const char*>(m_draw.data()), m_draw.size()), h);
    h = fnv1a(std::string_view(reinterpret_cast<const char*>(m_discard.data()), m_discard.size()), h);
    const std::array<std::uint8_t, 9> misc = {static_cast<std::uint8_t>(m_phase),
                                              static_cast<std::uint8_t>(m_turn),
                                              m_refillLeft,
                                              static_cast<std::uint8_t>(m_afterChange),
                                              static_cast<std::uint8_t>(m_exFirst),
                                              static_cast<std::uint8_t>(m_exStep),
                                              m_exOffer,
                                              static_cast<std::uint8_t>(m_exAtStart),
                                              m_topDiscard};
    h = fnv1a(std::string_view(reinterpret_cast<const char*>(misc.data()), misc.size()), h);
    // The first player (variant "first") joins the hash only when it is not seat 1, so games saved
    // before the variant existed keep their hash.
    // The board edition and the empty position (3 players) likewise join only when not the old ones.
    if (m_edition != BoardEdition::First || m_empty != 3) {
        const std::array<std::uint8_t, 2> board = {static_cast<std::uint8_t>(m_edition),
                                                   static_cast<std::uint8_t>(m_empty)};
        h = fnv1a(std::string_view(reinterpret_cast<const char*>(board.data()), board.size()), h);
    }
    if (m_first != 0 || m_firstPending) {
        const std::array<std::uint8_t, 2> first = {static_cast<std::uint8_t>(m_first),
                                                   static_cast<std::uint8_t>(m_firstPending)};
        h = fnv1a(std::string_view(reinterpret_cast<const char*>(first.data()), first.size()), h);
    }
    return h;
}

// ---------------------------------------------------------------------------------------------
// Words

std::string_view DogKidsState::actionKindName(std::uint16_t kind) const {
    switch (static_cast<ActionKind>(kind)) {
    case ActionKind::Move:
        return "move";
    case ActionKind::Change:
        return "change";
    case ActionKind::Give:
        return "give";
    case ActionKind::Keep:
        return "keep";
    case ActionKind::Draw:
        return "draw";
    case ActionKind::FirstPlayer:
        return "first";
    case ActionKind::Count:
        break;
    }
    return {};
}

std::string DogKidsState::describe(const Action& a, Seat viewer) const {
    const Seat actor = currentSeat();
    switch (static_cast<ActionKind>(a.kind)) {
    case ActionKind::FirstPlayer:
        return fmt::format("{} plays first", playerName(a.arg(0)));
    case ActionKind::Draw: {
        const Seat to = drawTarget();
        if (viewer == to)
            return fmt::format("{} draws a {} card", playerName(to), cardName(static_cast<Card>(a.arg(0))));
        return fmt::format("{} draws a card", playerName(to));
    }
    case ActionKind::Change:
        return fmt::format("{} changes the whole hand", playerName(actor));
    case ActionKind::Give:
    case ActionKind::Keep: {
        const bool give = a.kind == static_cast<std::uint16_t>(ActionKind::Give);
        std::string line;
        if (viewer == actor)
            line = give ? fmt::format("{} offers a {} card to swap", playerName(actor),
                                      cardName(static_cast<Card>(a.arg(0))))
                        : fmt::format("{} keeps all cards", playerName(actor));
        else
            line = fmt::format("{} decides about the card exchange", playerName(actor));
        if (m_exStep == 1)
            line += give && m_exOffer != kNoCard ? fmt::format(" — {} and {} swap one card",
                                                               playerName(m_exFirst), playerName(m_exSecond))
                                                 : " — no cards are swapped";
        return line;
    }
    case ActionKind::Move: {
        const MoveOutcome o = preview(a);
        const auto card = static_cast<Card>(a.arg(0));
        std::string line = fmt::format("{} plays {}", playerName(actor), cardName(card));
        if (cardInfo(card).kind == CardKind::TwoColour) line += fmt::format(" as {}", colourName(a.arg(2)));
        if (!o.possible) return line + " (impossible)";
        if (o.swapped >= 0)
            return line + fmt::format(": {} and {} swap places", dogName(o.main.dog), dogName(o.swapped));
        if (o.main.from == kWaiting)
            line += fmt::format(": {} enters the start field", dogName(o.main.dog));
        else
            line += fmt::format(": {} to {}", dogName(o.main.dog), placeName(o.main.to, ownerOf(o.main.dog)));
        for (int i = 0; i < o.pushCount; ++i)
            line += fmt::format(", pushes {} to {}", dogName(o.pushes[idx(i)].dog),
                                placeName(o.pushes[idx(i)].to, ownerOf(o.pushes[idx(i)].dog)));
        if (o.knocked.dog >= 0) line += fmt::format(", knocks out {}", dogName(o.knocked.dog));
        return line;
    }
    case ActionKind::Count:
        break;
    }
    return "?";
}

std::string DogKidsState::statusText() const {
    if (m_firstPending) return "Drawing the first player";
    switch (m_phase) {
    case Phase::Deal:
    case Phase::Refill:
        return "Drawing cards";
    case Phase::Exchange:
        return fmt::format("{} — offer a card to your partner {} or keep your cards",
                           playerName(currentSeat()), playerName(m_partner[idx(currentSeat())]));
    case Phase::Play:
        if (movingOwner(m_turn) != m_turn)
            return fmt::format("{} — all your dogs are home: move {}'s dogs, or change your hand",
                               playerName(m_turn), playerName(movingOwner(m_turn)));
        return fmt::format("{} — play a card and move a dog, or change your hand", playerName(m_turn));
    case Phase::Over: {
        std::string names;
        for (int s = 0; s < m_players; ++s)
            if (m_team[idx(s)] == m_winnerTeam) names += (names.empty() ? "" : " and ") + playerName(s);
        return fmt::format("Game over — {} win{}", names,
                           names.find(" and ") == std::string::npos ? "s" : "");
    }
    }
    return {};
}

std::string DogKidsState::whyIllegal(const Action& a) const {
    const Seat s = currentSeat();
    if (m_phase == Phase::Over) return "the game is over";
    if (s == kChanceSeat) return "cards are being drawn; no player acts now";
    const auto kind = static_cast<ActionKind>(a.kind);
    if (kind == ActionKind::Draw || kind == ActionKind::FirstPlayer) return "cards are drawn automatically";
    if (m_phase == Phase::Exchange) {
        if (kind == ActionKind::Give) return "you have no such card to offer";
        return "first decide about the card exchange: offer a card or keep your cards";
    }
    if (kind == ActionKind::Give || kind == ActionKind::Keep) return "there is no card exchange now";
    if (kind != ActionKind::Move) return GameState::whyIllegal(a);
    const int cardArg = a.arg(0), dog = a.arg(1);
    if (cardArg < 0 || cardArg >= kCardTypes) return "there is no such card";
    const auto card = static_cast<Card>(cardArg);
    if (!hasCard(s, card)) return fmt::format("you do not hold a {} card", cardName(card));
    if (dog < 0 || dog >= m_players * kDogsPerPlayer) return "there is no such dog";
    const Seat owner = movingOwner(s);
    if (ownerOf(dog) != owner) {
        if (owner != s)
            return fmt::format("all your dogs are home: you now move {}'s dogs", playerName(owner));
        return "you can only move your own dogs";
    }
    const CardInfo& info = cardInfo(card);
    const int place = m_dog[idx(dog)];
    if ((info.kind == CardKind::Kennel || info.kind == CardKind::Swap) && !isRing(place))
        return fmt::format("a {} card only moves a dog that is on the ring", cardName(card));
    if (info.kind == CardKind::Swap) {
        const int other = a.arg(3);
        if (other < 0 || other >= m_players * kDogsPerPlayer || ownerOf(other) == owner)
            return "swap with a dog of another player";
        if (!isRing(m_dog[idx(other)])) return "dogs at home or in front of their kennel cannot be swapped";
    }
    if (info.colours && (a.arg(2) < 0 || a.arg(2) >= kColours || !(info.colours & bit(a.arg(2)))))
        return fmt::format("the {} card does not show that colour", cardName(card));
    if (place == kWaiting && info.colours) {
        const ColourMask start = bd().colours[idx(startField(m_boardPos[idx(owner)]))];
        if (!(start & bit(a.arg(2)))) {
            std::string names;
            for (int c = 0; c < kColours; ++c)
                if (start & bit(c)) names += (names.empty() ? "" : " or ") + std::string(colourName(c));
            return fmt::format("a waiting dog enters only with a card of its start field's colours ({})",
                               names);
        }
    }
    const MoveOutcome o = preview(a);
    switch (o.failure) {
    case MoveOutcome::Failure::StartTaken:
        return "your own dog is on the start field: move it on first";
    case MoveOutcome::Failure::NoTarget:
        return fmt::format("there is no free {} field ahead of this dog", colourName(a.arg(2)));
    case MoveOutcome::Failure::PushBlocked:
        return "the pushed partner's dog would have no field to go to";
    case MoveOutcome::Failure::NoFreeKennel:
        return "there is no free kennel field ahead of this dog";
    case MoveOutcome::Failure::BadArgs:
    case MoveOutcome::Failure::None:
        break;
    }
    return GameState::whyIllegal(a);
}

// ---------------------------------------------------------------------------------------------
// Invariants

void DogKidsState::checkInvariants(std::vector<std::string>& problems) const {
    std::array<int, kCardTypes> seen{};
    int total = 0;
    for (Card c = 0; c < kCardTypes; ++c) {
        seen[c] += m_draw[c] + m_discard[c];
        total += m_draw[c] + m_discard[c];
    }
    for (int s = 0; s < m_players; ++s) {
        const int n = m_handSize[idx(s)];
        if (n > 3) problems.push_back(fmt::format("seat {} holds {} cards", s, n));
        for (int i = 0; i < n; ++i) {
            ++seen[m_hand[idx(s)][idx(i)]];
            ++total;
            if (i > 0 && m_hand[idx(s)][idx(i - 1)] > m_hand[idx(s)][idx(i)])
                problems.push_back(fmt::format("hand of seat {} is not sorted", s));
        }
        if ((m_phase == Phase::Play || m_phase == Phase::Exchange) && n != 3 &&
            m_drawTotal + m_discardTotal > 0)
            problems.push_back(fmt::format("seat {} holds {} cards between turns", s, n));
    }
    if (total != kTotalCards) problems.push_back(fmt::format("{} cards instead of {}", total, kTotalCards));
    for (Card c = 0; c < kCardTypes; ++c)
        if (seen[c] != cardInfo(c).copies)
            problems.push_back(
                fmt::format("{} {} cards instead of {}", seen[c], cardName(c), cardInfo(c).copies));
    int drawSum = 0, discardSum = 0;
    for (Card c = 0; c < kCardTypes; ++c) {
        drawSum += m_draw[c];
        discardSum += m_discard[c];
    }
    if (drawSum != m_drawTotal || discardSum != m_discardTotal) problems.push_back("pile totals are wrong");
    // Dogs: valid places, at most one dog per field, ring map consistent.
    for (int f = 0; f < kRingFields; ++f) {
        const int d = m_ring[idx(f)];
        if (d >= 0 && (d >= m_players * kDogsPerPlayer || m_dog[idx(d)] != f))
            problems.push_back(fmt::format("ring field {} lists dog {} which is not there", f, d));
    }
    for (int d = 0; d < m_players * kDogsPerPlayer; ++d) {
        const int place = m_dog[idx(d)];
        if (place != kWaiting && !isRing(place) && !isHome(place))
            problems.push_back(fmt::format("dog {} is at invalid place {}", d, place));
        if (isRing(place) && m_ring[idx(place)] != d)
            problems.push_back(fmt::format("dog {} on field {} is not on the ring map", d, place));
        if (isHome(place))
            for (int e = ownerOf(d) * kDogsPerPlayer; e < d; ++e)
                if (m_dog[idx(e)] == place)
                    problems.push_back(fmt::format("dogs {} and {} share a home field", e, d));
    }
    if (m_phase == Phase::Over && m_winnerTeam < 0) problems.push_back("game over without a winner");
}

} // namespace dogtable::games::dogkids
