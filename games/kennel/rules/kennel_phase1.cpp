// DOGS (kennel) — Phase 1, collect dogs: gas, driving, the return bonuses, unloading, the Vet card,
// arranging the pens and donations.
#include "kennel/rules/kennel_state.h"

#include <fmt/format.h>

#include <algorithm>

#include "kennel/rules/kennel_internal.h"

namespace dogtable::games::kennel {

namespace {
/// Unloads a truck's dogs (`load`) into `into` (the waiting dogs or the infirmary).
void unloadTruck(BreedCounts& into, BreedCounts& load) {
    for (int b = 0; b < kBreeds; ++b)
        into[ix(b)] = u8(into[ix(b)] + load[ix(b)]);
    load.fill(0);
}
} // namespace

std::uint8_t liftBudget(const PlayerState& p) {
    return u8(std::min(250, 2 * (p.penDogs() + p.waitingCount())));
}

void KennelState::arrangeActions(const PlayerState& p, std::vector<Action>& out) const {
    const bool interjecting = m_interject >= 0;
    if (!interjecting && p.sickCount() > kInfirmaryCap) {
        for (int b = 0; b < kBreeds; ++b)
            if (p.infirmary[ix(b)] > 0) out.emplace_back(kDonateSick, b);
        return;
    }
    if (!interjecting && minPens(p.healthy()) > p.built) {
        for (int b = 0; b < kBreeds; ++b) {
            if (p.waiting[ix(b)] > 0) out.emplace_back(kDonate, b, 0);
            for (int pen = 0; pen < p.built; ++pen)
                if (p.pens[ix(pen)].countOf(b) > 0) out.emplace_back(kDonate, b, pen + 1);
        }
        return;
    }
    for (int b = 0; b < kBreeds; ++b) {
        if (p.waiting[ix(b)] > 0) {
            BreedCounts rest = p.waiting;
            --rest[ix(b)];
            for (int pen = 0; pen < p.built; ++pen) {
                if (!p.pens[ix(pen)].accepts(b)) continue;
                auto pens = p.pens;
                pens[ix(pen)].add(b);
                if (fitsWithout(rest, pens, p.built)) out.emplace_back(kPlaceDog, b, pen + 1);
            }
        }
        if (p.liftsLeft > 0)
            for (int pen = 0; pen < p.built; ++pen)
                if (p.pens[ix(pen)].countOf(b) > 0) out.emplace_back(kLiftDog, b, pen + 1);
    }
    if (p.waitingCount() > 0)
        out.emplace_back(kAutoArrange);
    else
        out.emplace_back(kArrangeDone);
}

namespace {
/// What an arrangement scores by itself: the pens' contents and the additional pens occupied.
int arrangementValue(const std::array<Pen, kPens>& pens, int built) {
    int v = 0;
    for (int pen = 0; pen < built; ++pen) {
        v += penContentPoints(pens[ix(pen)]);
        if (pen >= 2 && !pens[ix(pen)].empty()) v += kExtraPenValue[ix(pen - 2)];
    }
    return v;
}
} // namespace

void KennelState::searchActions(std::vector<Action>& out) const {
    legalActions(out);
    if (m_phase != Phase::Arrange || out.empty()) return;
    // Donations (too many dogs or sick dogs) keep every choice: they offer no arranging.
    const bool arranging = std::any_of(out.begin(), out.end(), [](const Action& a) {
        return a.kind == kAutoArrange || a.kind == kArrangeDone;
    });
    if (!arranging) return;
    const PlayerState& p = m_players[ix(currentSeat())];
    if (p.waitingCount() > 0) {
        out.assign(1, Action(kAutoArrange));
        return;
    }
    const auto lift =
        std::find_if(out.begin(), out.end(), [](const Action& a) { return a.kind == kLiftDog; });
    if (lift != out.end() && arrangementValue(bestArrangement(p.healthy(), p.built), p.built) >
                                 arrangementValue(p.pens, p.built)) {
        const Action first = *lift;
        out.assign({first, Action(kArrangeDone)});
        return;
    }
    out.assign(1, Action(kArrangeDone));
}

void KennelState::startRound() {
    // Step 1.1 trucks out (done once, when the gas purchase starts) and 1.2 gas purchase.
    if (m_phase != Phase::GasPurchase) {
        for (int s = 0; s < players(); ++s) {
            PlayerState& p = m_players[ix(s)];
            p.truck = kCentre;
            p.drove = p.stayedHome = false;
            p.workers = 0;
            p.helperLostNow = false;
        }
        m_firstReturner = m_lastReturner = -1;
        m_bonusFor = -1;
        m_stepIndex = 0;
    }
    if (m_round > 1)
        for (; m_stepIndex < players(); ++m_stepIndex) {
            const int s = (m_first + m_stepIndex) % players();
            const PlayerState& p = m_players[ix(s)];
            if (p.coins > 0 && p.gas + (m_rulings ? kGasPerCoin : 1) <= kGasCap) {
                m_phase = Phase::GasPurchase;
                m_actor = static_cast<std::int8_t>(s);
                return;
            }
        }
    m_phase = Phase::Driving;
    m_actor = m_first;
}

void KennelState::afterDriveTurn() {
    m_phase = Phase::Driving;
    for (int i = 1; i <= players(); ++i) {
        const int s = (m_actor + i) % players();
        if (m_players[ix(s)].truck >= 0) {
            m_actor = static_cast<std::int8_t>(s);
            return;
        }
    }
    m_stepIndex = 0;
    allTrucksHome();
}

void KennelState::allTrucksHome() {
    // The last returner's bonus (only the last at 2 players). A player who is both the first and the
    // last truck home takes both tokens (ruling 2026-11-24).
    if (m_lastReturner >= 0 && (m_rulings || twoPlayer() || m_lastReturner != m_firstReturner)) {
        m_bonusFor = m_lastReturner;
        m_bonusIsLast = true;
        m_phase = Phase::ReturnBonus;
        return;
    }
    unload();
}

void KennelState::unload() {
    // Step 1.4: end triggers A and B.
    // Trigger A counts dog tokens only: blocks in a supply (2 players) do not count (ruling 2026-11-24).
    int emptyCity = 0, emptyCountry = 0;
    for (int s = 0; s < kSpaces; ++s)
        if (m_board[ix(s)] == kNoToken) ++(spaceArea(s) == Area::City ? emptyCity : emptyCountry);
    const int city = m_rulings ? dogSupplySize(Area::City) : supplySize(Area::City);
    const int country = m_rulings ? dogSupplySize(Area::Country) : supplySize(Area::Country);
    if (city < emptyCity || country < emptyCountry) m_lastRound = true;
    bool allStayed = true;
    for (int s = 0; s < players(); ++s)
        allStayed = allStayed && m_players[ix(s)].stayedHome;
    if (allStayed) m_lastRound = true;
    // Step 1.5: healthy dogs come off the trucks; the Vet card decisions follow in turn order.
    for (int s = 0; s < players(); ++s) {
        PlayerState& p = m_players[ix(s)];
        unloadTruck(p.waiting, p.truckHealthy);
    }
    m_stepIndex = 0;
    m_phase = Phase::VetUnload;
    vetFrom();
}

void KennelState::vetFrom() {
    for (; m_stepIndex < players(); ++m_stepIndex) {
        const int s = (m_first + m_stepIndex) % players();
        const PlayerState& p = m_players[ix(s)];
        if (p.held(VetCard) > 0 && sumOf(p.truckSick) > 0) {
            m_actor = static_cast<std::int8_t>(s);
            return;
        }
    }
    for (int s = 0; s < players(); ++s) {
        PlayerState& p = m_players[ix(s)];
        unloadTruck(p.infirmary, p.truckSick);
    }
    m_stepIndex = 0;
    startArrange(m_first);
}

void KennelState::startArrange(int seat) {
    m_phase = Phase::Arrange;
    m_arranger = static_cast<std::int8_t>(seat);
    m_interject = -1;
    PlayerState& p = m_players[ix(seat)];
    p.liftsLeft = liftBudget(p);
}

void KennelState::nextArranger() {
    ++m_stepIndex;
    if (m_stepIndex < players()) {
        startArrange((m_first + m_stepIndex) % players());
        return;
    }
    finishPhase1();
}

void KennelState::donate(int seat, int breed, bool sick) {
    m_offerBreed = static_cast<std::int8_t>(breed);
    m_offerSick = sick;
    m_offerFrom = static_cast<std::int8_t>(seat);
    offerTo(nextSeat(seat));
}

void KennelState::offerTo(int seat) {
    for (;; seat = nextSeat(seat)) {
        if (seat == m_offerFrom) {
            sendToFair(m_offerBreed); // nobody took it: to the Dog Fair (cured if it was sick)
            m_offerBreed = m_offerFrom = m_offerTo = -1;
            m_phase = Phase::Arrange;
            return;
        }
        if (canHouse(seat, m_offerBreed, m_offerSick)) {
            m_offerTo = static_cast<std::int8_t>(seat);
            m_phase = Phase::Offer;
            return;
        }
    }
}

void KennelState::finishPhase1() {
    m_arranger = -1;
    for (int i = 0; i < players(); ++i)
        checkQuartets((m_first + i) % players());
    startPhase2();
}

void KennelState::useCard(PlayerState& me, int card) {
    --me.cards[ix(card - kFirstSpecial)];
    ++m_discard[ix(card)];
}

void KennelState::applyCollect(const Action& a, Seat seat, PlayerState* me) {
    switch (a.kind) {
    // ----- phase 1 -----
    case kBuyGas:
        me->coins = static_cast<std::int16_t>(me->coins - a.arg(0));
        gainResource(*me, Resource::Gas, kGasPerCoin * a.arg(0));
        ++m_stepIndex;
        startRound();
        break;
    case kSwapDogs:
        useCard(*me, DogSwapCard);
        std::swap(m_board[ix(a.arg(0))], m_board[ix(a.arg(1))]);
        break;
    case kReceiveDog:
        useCard(*me, ReceiveDogCard);
        m_receiveArea = static_cast<std::int8_t>(a.arg(0));
        m_phase = Phase::ReceiveDraw;
        break;
    case kDrive: {
        const int s = a.arg(0);
        me->gas = u8(me->gas - routeCost(me->truck, s));
        me->truck = static_cast<std::int8_t>(nodeOfSpace(s));
        me->drove = true;
        const int t = m_board[ix(s)];
        m_board[ix(s)] = kNoToken;
        if (tokenMark(t) == Mark::Lost) {
            sendToFair(tokenBreed(t));
            me->coins = static_cast<std::int16_t>(me->coins + spaceReward(s));
        } else if (tokenMark(t) == Mark::Sick) {
            ++me->truckSick[ix(tokenBreed(t))];
        } else {
            ++me->truckHealthy[ix(tokenBreed(t))];
        }
        afterDriveTurn();
        break;
    }
    case kReturnHome:
        me->gas = u8(me->gas - kReturnGas);
        me->truck = -1;
        if (m_firstReturner < 0) {
            m_firstReturner = static_cast<std::int8_t>(seat);
            if (!twoPlayer()) {
                m_lastReturner = static_cast<std::int8_t>(seat);
                m_bonusFor = static_cast<std::int8_t>(seat);
                m_bonusIsLast = false;
                m_phase = Phase::ReturnBonus;
                break;
            }
        }
        m_lastReturner = static_cast<std::int8_t>(seat);
        afterDriveTurn();
        break;
    case kStayHome:
        me->truck = -1;
        me->stayedHome = true;
        afterDriveTurn();
        break;
    case kBonusToken: {
        gainResource(*me, tokenResource(a.arg(0)), 1);
        m_bonusFor = -1;
        if (m_bonusIsLast)
            unload();
        else
            afterDriveTurn();
        break;
    }
    case kUseVet:
        if (a.arg(0) == 1) {
            useCard(*me, VetCard);
            for (int b = 0; b < kBreeds; ++b)
                while (me->truckSick[ix(b)] > 0) {
                    BreedCounts h = me->healthy();
                    ++h[ix(b)];
                    if (minPens(h) > me->built) break;
                    --me->truckSick[ix(b)];
                    ++me->waiting[ix(b)];
                }
        }
        ++m_stepIndex;
        vetFrom();
        break;
    case kPlaceDog:
        --me->waiting[ix(a.arg(0))];
        me->pens[ix(a.arg(1) - 1)].add(a.arg(0));
        break;
    case kLiftDog:
        me->pens[ix(a.arg(1) - 1)].remove(a.arg(0));
        ++me->waiting[ix(a.arg(0))];
        --me->liftsLeft;
        break;
    case kAutoArrange:
        me->pens = bestArrangement(me->healthy(), me->built);
        me->waiting.fill(0);
        [[fallthrough]];
    case kArrangeDone:
        if (m_interject >= 0) {
            m_interject = -1;
        } else {
            nextArranger();
        }
        break;
    case kDonate:
        if (a.arg(1) == 0)
            --me->waiting[ix(a.arg(0))];
        else
            me->pens[ix(a.arg(1) - 1)].remove(a.arg(0));
        donate(seat, a.arg(0), false);
        break;
    case kDonateSick:
        --me->infirmary[ix(a.arg(0))];
        donate(seat, a.arg(0), true);
        break;
    case kAcceptDog:
        if (m_offerSick) {
            ++me->infirmary[ix(m_offerBreed)];
        } else {
            ++me->waiting[ix(m_offerBreed)];
            me->liftsLeft = liftBudget(*me);
            m_interject = static_cast<std::int8_t>(seat);
        }
        m_offerBreed = m_offerFrom = m_offerTo = -1;
        m_phase = Phase::Arrange;
        break;
    case kRefuseDog:
        offerTo(nextSeat(seat));
        break;
    default:
        break;
    }
}

} // namespace dogtable::games::kennel
