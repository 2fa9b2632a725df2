// Dog Kids — moving dogs: move resolution (free of the state, so a table can preview a move from
// its typed View), and the legal moves of the turn seat.
#include <fmt/format.h>

#include <algorithm>

#include "dogkids/rules/dogkids_state.h"

namespace dogtable::games::dogkids {

namespace {

constexpr int kMaxPushChain = 32;

int ownerOf(int dog) {
    return dog / kDogsPerPlayer;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Move resolution (spec "Move resolution", "Double-step card", team "Pushing")

namespace {

/// One move being resolved on scratch arrays.
struct Resolver {
    const Seating& seat;
    const Board& b;
    const Track& track;
    MoveOutcome& out;
    Ring& ring;
    Dogs& dogs;

    [[nodiscard]] int boardPosOf(int owner) const { return seat.boardPos[idx(owner)]; }

    /// nextOnPath() and coloursAt() of the board, kept here so the walk inlines.
    [[nodiscard]] int next(int bp, int place) const {
        if (isRing(place)) return place == entryField(bp) ? kHomeBase : track.next(place);
        return isHome(place) && place + 1 < kHomeBase + kHomeFields ? place + 1 : -1;
    }
    [[nodiscard]] ColourMask colours(int bp, int place) const {
        if (isRing(place)) return b.colours[idx(place)];
        return bit(b.homeColours[idx(bp)][idx(place - kHomeBase)]);
    }

    int firstWaitingDog(int owner) const {
        for (int i = 0; i < kDogsPerPlayer; ++i)
            if (dogs[idx(owner * kDogsPerPlayer + i)] == kWaiting) return owner * kDogsPerPlayer + i;
        return -1;
    }

    /// The dog lands on `place`: empty, knock out an opponent, or push a partner's dog on.
    bool landAt(int dog, int place, int colour, int depth) {
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
        if (seat.partner[idx(owner)] == ownerOf(occupant)) {
            // The partner's dog is pushed: one step of the same colour along its owner's path.
            if (depth >= kMaxPushChain || !resolveStep(occupant, colour, 1, depth + 1)) {
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

    /// A single (steps = 1) or double (steps = 2) step of `colour` along the dog's path.
    bool resolveStep(int dog, int colour, int steps, int depth) {
        const int owner = ownerOf(dog);
        const int bp = boardPosOf(owner);
        const int from = dogs[idx(dog)];
        const ColourMask want = bit(colour);
        int eligible = 0;
        for (int p = next(bp, from); p >= 0; p = next(bp, p)) {
            if (!(colours(bp, p) & want)) continue; // other colours are passed over
            int occupant = -1;
            if (isRing(p)) {
                occupant = ring[idx(p)];
            } else {
                for (int i = 0; i < kDogsPerPlayer && occupant < 0; ++i)
                    if (dogs[idx(owner * kDogsPerPlayer + i)] == p) occupant = owner * kDogsPerPlayer + i;
            }
            if (occupant >= 0 && ownerOf(occupant) == owner) continue; // long jump over own dogs
            if (occupant >= 0 && isRing(p) && b.types[idx(p)] == FieldType::Kennel)
                continue; // occupied kennel
            if (++eligible < steps) {
                if (depth == 0) out.jumped = static_cast<std::int8_t>(p); // double step: jumped, no effect
                continue;
            }
            return landAt(dog, p, colour, depth);
        }
        if (out.failure == MoveOutcome::Failure::None)
            out.failure = depth == 0 ? MoveOutcome::Failure::NoTarget : MoveOutcome::Failure::PushBlocked;
        return false;
    }
};

} // namespace

bool simulateMove(const Seating& seating, const Action& a, MoveOutcome& out, Ring& ring, Dogs& dogs) {
    out = MoveOutcome{};
    out.failure = MoveOutcome::Failure::BadArgs;
    if (a.kind != kMove) return false;
    const int cardArg = a.arg(0), dog = a.arg(1), colour = a.arg(2), other = a.arg(3);
    if (cardArg < 0 || cardArg >= kCardTypes || dog < 0 || dog >= seating.players * kDogsPerPlayer)
        return false;
    const Board& b = board(seating.edition);
    Resolver r{seating, b, ringTrack(seating.edition), out, ring, dogs};
    const auto card = static_cast<Card>(cardArg);
    const CardInfo& info = cardInfo(card);
    const int owner = ownerOf(dog);
    const int bp = r.boardPosOf(owner);
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
            const int start = startField(bp);
            if (dog != r.firstWaitingDog(owner) || !(b.colours[idx(start)] & bit(colour))) {
                out.failure = MoveOutcome::Failure::BadArgs;
                return false;
            }
            const int occupant = ring[idx(start)];
            if (occupant >= 0 && ownerOf(occupant) == owner) {
                out.failure = MoveOutcome::Failure::StartTaken;
                return false;
            }
            return r.landAt(dog, start, colour, 0);
        }
        return r.resolveStep(dog, colour, info.kind == CardKind::Double ? 2 : 1, 0);
    }
    case CardKind::Kennel: {
        if (colour != 0 || other != 0 || !isRing(from)) return false;
        out.failure = MoveOutcome::Failure::NoFreeKennel;
        for (int p = r.next(bp, from); isRing(p); p = r.next(bp, p)) {
            if (b.types[idx(p)] == FieldType::Kennel && ring[idx(p)] < 0) {
                out.failure = MoveOutcome::Failure::None;
                return r.landAt(dog, p, 0, 0);
            }
        }
        return false;
    }
    case CardKind::Swap: {
        if (colour != 0 || !isRing(from) || other < 0 || other >= seating.players * kDogsPerPlayer ||
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

Seating DogKidsState::seating() const {
    return Seating{m_players, m_edition, m_boardPos, m_partner};
}

std::vector<int> DogKidsState::pathPlaces(Seat owner, int from, int to) const {
    return dogkids::pathPlaces(m_boardPos[idx(owner)], from, to);
}

MoveOutcome DogKidsState::preview(const Action& a) const {
    MoveOutcome out;
    Ring ring = m_ring;
    Dogs dogs = m_dog;
    out.possible = simulateMove(seating(), a, out, ring, dogs);
    return out;
}

// ---------------------------------------------------------------------------------------------
// The same rules, asked from a typed View (what a table knows)

int partnerOf(const View& v, Seat s) {
    if (!v.teams || s < 0 || s >= v.players) return -1;
    for (int t = 0; t < v.players; ++t)
        if (t != s && v.team[idx(t)] == v.team[idx(s)]) return t;
    return -1;
}

int dogsHome(const View& v, Seat s) {
    int n = 0;
    for (int i = 0; i < kDogsPerPlayer; ++i)
        n += isHome(v.dogs[idx(s * kDogsPerPlayer + i)]) ? 1 : 0;
    return n;
}

Seat movingOwner(const View& v, Seat s) {
    const int partner = partnerOf(v, s);
    if (partner >= 0 && dogsHome(v, s) == kDogsPerPlayer) return partner;
    return s;
}

namespace {
Seating seatingOf(const View& v) {
    Seating seat{v.players, v.edition, {}, {}};
    for (int s = 0; s < kMaxPlayers; ++s) {
        seat.boardPos[idx(s)] = static_cast<std::int8_t>(v.boardPos[idx(s)]);
        seat.partner[idx(s)] = static_cast<std::int8_t>(partnerOf(v, s));
    }
    return seat;
}
} // namespace

MoveOutcome previewMove(const View& v, const Action& a) {
    Ring ring;
    ring.fill(-1);
    Dogs dogs;
    for (int d = 0; d < kMaxDogs; ++d) {
        dogs[idx(d)] = static_cast<std::int8_t>(v.dogs[idx(d)]);
        if (isRing(v.dogs[idx(d)])) ring[idx(v.dogs[idx(d)])] = static_cast<std::int8_t>(d);
    }
    MoveOutcome out;
    out.possible = simulateMove(seatingOf(v), a, out, ring, dogs);
    return out;
}

std::vector<int> pathPlaces(const View& v, int dog, int from, int to) {
    return dogkids::pathPlaces(v.boardPos[idx(ownerOf(dog))], from, to);
}

// ---------------------------------------------------------------------------------------------
// Legal actions

bool DogKidsState::movePossible(const Action& a, CardKind kind, int owner, const Board& b, const Track& track,
                                int* target) const {
    // Same answer as simulateMove() for a move built by addMoves (valid arguments, a dog of `owner`), but
    // without copying the board; only a move that pushes a partner's dog is fully simulated.
    const int dog = a.arg(1), colour = a.arg(2);
    const int from = m_dog[idx(dog)];
    auto full = [&] {
        MoveOutcome scratch;
        Ring ring = m_ring;
        Dogs dogs = m_dog;
        return simulateMove(seating(), a, scratch, ring, dogs);
    };
    const int bp = m_boardPos[idx(owner)];
    if (kind == CardKind::Swap) return true;
    if (kind == CardKind::Kennel) {
        // The ring ahead, up to the entry field (kennel cards never enter the home lane).
        const int entry = entryField(bp);
        for (int p = from; p != entry;) {
            p = track.next(p);
            if (b.types[idx(p)] == FieldType::Kennel && m_ring[idx(p)] < 0) return true;
        }
        return false;
    }
    const int partner = m_partner[idx(owner)];
    const ColourMask want = bit(colour);
    if (from == kWaiting) {
        const int start = startField(bp);
        if (!(b.colours[idx(start)] & want)) return false;
        if (target) *target = start;
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
            p = track.next(p);
            if (!(b.colours[idx(p)] & want)) continue;
            const int occupant = m_ring[idx(p)];
            if (occupant >= 0 && (ownerOf(occupant) == owner || b.types[idx(p)] == FieldType::Kennel))
                continue;
            if (++eligible < steps) continue;
            if (target) *target = p;
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
        if (target) *target = p;
        return true;
    }
    return false;
}

void DogKidsState::addMoves(std::vector<Action>& out, Seat s, bool sameMoveOnce) const {
    // Generated in sorted order (card, dog, colour, other), so legalActions needs no sort.
    const Seat owner = movingOwner(s);
    const int firstDog = owner * kDogsPerPlayer;
    const int endDog = firstDog + kDogsPerPlayer;
    const int allDogs = m_players * kDogsPerPlayer;
    const int waiting = firstWaitingDog(owner);
    const Board& b = bd();
    const Track& track = ringTrack(m_edition);
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
                    if (movePossible(a, info.kind, owner, b, track)) out.push_back(a);
                    continue;
                }
                for (int e = 0; e < allDogs; ++e)
                    if (ownerOf(e) != owner && isRing(m_dog[idx(e)])) out.push_back(moveAction(c, d, 0, e));
            }
            continue;
        }
        const bool twoColours = sameMoveOnce && info.kind == CardKind::TwoColour;
        for (int d = firstDog; d < endDog; ++d) {
            if (m_dog[idx(d)] == kWaiting && d != waiting) continue;
            int firstTarget = -1; // where the card's first possible colour takes the dog
            for (int colour = 0; colour < kColours; ++colour) {
                if (!(info.colours & bit(colour))) continue;
                const Action a = moveAction(c, d, colour, 0);
                int target = -1;
                if (!movePossible(a, info.kind, owner, b, track, &target)) continue;
                // The second colour, where it moves the dog exactly as the first: one move.
                if (twoColours && firstTarget >= 0 && target == firstTarget &&
                    sameOutcome(preview(out.back()), preview(a)))
                    continue;
                if (firstTarget < 0) firstTarget = target;
                out.push_back(a);
            }
        }
    }
}

bool sameOutcome(const MoveOutcome& a, const MoveOutcome& b) {
    const auto same = [](const DogMove& x, const DogMove& y) {
        return x.dog == y.dog && x.from == y.from && x.to == y.to;
    };
    if (a.possible != b.possible || !same(a.main, b.main) || a.jumped != b.jumped || a.swapped != b.swapped ||
        a.pushCount != b.pushCount || !same(a.knocked, b.knocked))
        return false;
    for (int i = 0; i < a.pushCount; ++i)
        if (!same(a.pushes[idx(i)], b.pushes[idx(i)])) return false;
    return true;
}

void DogKidsState::searchActions(std::vector<Action>& out) const {
    if (m_phase != Phase::Play) {
        legalActions(out);
        return;
    }
    // The legal moves, less a two-colour card's second colour where it moves the dog as the first.
    out.clear();
    addMoves(out, m_turn, /*sameMoveOnce=*/true);
    out.push_back(changeAction());
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

} // namespace dogtable::games::dogkids
