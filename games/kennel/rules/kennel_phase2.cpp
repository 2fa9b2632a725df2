// DOGS (kennel) — Phase 2, actions: placing workers and the five action boxes.
#include "kennel/rules/kennel_state.h"

#include <fmt/format.h>

#include <algorithm>

#include "kennel/rules/kennel_internal.h"

namespace dogtable::games::kennel {

void KennelState::boxActions(const PlayerState& p, std::vector<Action>& out) const {
    switch (m_box) {
    case CityHall:
        if (m_boxUses == 0 && p.built < kPens) {
            if (p.coins >= kPenCost) out.emplace_back(kBuildPen, 0);
            if (p.held(DiscountCard) > 0 && p.coins >= kDiscountPenCost) out.emplace_back(kBuildPen, 1);
        }
        break;
    case Warehouse:
        if (m_boxUses < kWarehouseSwaps)
            for (int g = 0; g < kTokenKinds; ++g)
                for (int t = 0; t < kTokenKinds; ++t)
                    if (canWarehouseSwap(p, g, t)) out.emplace_back(kWarehouseSwap, g, t);
        break;
    case PetShop:
        if (p.coins >= kPetShopCost)
            for (int m = 0; m < 3; ++m)
                out.emplace_back(kPetShopBuy, m);
        break;
    case VetClinic:
        if (p.medicine >= kCureCost)
            for (int b = 0; b < kBreeds; ++b)
                if (p.infirmary[ix(b)] > 0)
                    for (int pen = 0; pen < p.built; ++pen)
                        if (p.pens[ix(pen)].accepts(b)) out.emplace_back(kCure, b, pen + 1);
        break;
    case DogFair: {
        if (m_boxUses > 0) break;
        const auto& card = fairCards()[ix(fairCard())];
        for (int b : card)
            for (int pen = 0; pen < p.built; ++pen)
                if (p.pens[ix(pen)].countOf(b) > 0) {
                    out.emplace_back(kFairSell, b, pen + 1, 0);
                    if (p.held(TrainedDogCard) > 0) out.emplace_back(kFairSell, b, pen + 1, 1);
                    if (p.held(AwardDogCard) > 0) out.emplace_back(kFairSell, b, pen + 1, 2);
                    // Both cards may apply to one sale (ruling 2026-11-24): +1 and +2.
                    if (m_rulings && p.held(TrainedDogCard) > 0 && p.held(AwardDogCard) > 0)
                        out.emplace_back(kFairSell, b, pen + 1, 3);
                }
        const int n = fairPoolSize();
        if (n > 0 && p.coins >= fairPrice(n))
            for (int b = 0; b < kBreeds; ++b)
                if (m_fairPool[ix(b)] > 0)
                    for (int pen = 0; pen < p.built; ++pen)
                        if (p.pens[ix(pen)].accepts(b)) out.emplace_back(kFairBuy, b, pen + 1);
        if (n > 0)
            for (int gp = 0; gp < p.built; ++gp)
                for (std::size_t gi = 0; gi < 2; ++gi) {
                    if (p.pens[ix(gp)].count[gi] == 0) continue;
                    const int give = p.pens[ix(gp)].breed[gi];
                    auto pens = p.pens;
                    pens[ix(gp)].remove(give);
                    for (int take = 0; take < kBreeds; ++take) {
                        if (take == give || m_fairPool[ix(take)] == 0) continue;
                        for (int tp = 0; tp < p.built; ++tp)
                            if (pens[ix(tp)].accepts(take))
                                out.emplace_back(kFairTrade, give, gp + 1, take, tp + 1);
                    }
                }
        break;
    }
    default:
        break;
    }
    out.emplace_back(kEndAction);
}

void KennelState::startPhase2() {
    for (auto& b : m_boxWorkers)
        b.fill(-1);
    m_placePass = 0;
    m_stepIndex = 0;
    m_box = -1;
    nextPlacement();
}

void KennelState::nextPlacement() {
    for (; m_placePass < 2; ++m_placePass, m_stepIndex = 0)
        for (; m_stepIndex < players(); ++m_stepIndex) {
            const int s = (m_first + m_stepIndex) % players();
            if (m_placePass == 0 || m_players[ix(s)].helper) {
                m_actor = static_cast<std::int8_t>(s);
                m_phase = Phase::PlaceWorker;
                return;
            }
        }
    startPhase3();
}

void KennelState::finishPlacement() {
    // Ends the box action when nothing but "end" is left (or on end_action).
    checkQuartets(m_actor);
    if (m_box >= 0) {
        std::vector<Action> acts;
        boxActions(m_players[ix(m_actor)], acts);
        if (acts.size() > 1) return;
    }
    m_box = -1;
    ++m_stepIndex;
    nextPlacement();
}

void KennelState::takeFromFair(PlayerState& me, int breed, int pen) {
    --m_fairPool[ix(breed)];
    me.pens[ix(pen - 1)].add(breed);
}

void KennelState::applyActions(const Action& a, Seat seat, PlayerState* me) {
    switch (a.kind) {
    // ----- phase 2 -----
    case kPlaceWorker: {
        const int box = a.arg(0), choice = a.arg(1);
        m_boxWorkers[ix(box)][ix(boxCount(box))] = static_cast<std::int8_t>(seat);
        ++me->workers;
        if (choice <= 1) {
            const int card = m_slots[ix(box * 2 + choice)];
            m_slots[ix(box * 2 + choice)] = -1;
            takeCard(seat, card);
        } else if (choice == 3) {
            useCard(*me, FreeEntryCard);
        }
        m_box = static_cast<std::int8_t>(box);
        m_boxUses = 0;
        m_phase = Phase::BoxAction;
        finishPlacement();
        break;
    }
    case kBuildPen:
        me->coins = static_cast<std::int16_t>(me->coins - (a.arg(0) ? kDiscountPenCost : kPenCost));
        if (a.arg(0)) useCard(*me, DiscountCard);
        ++me->built;
        ++m_boxUses;
        finishPlacement();
        break;
    case kWarehouseSwap: {
        warehouseSwap(*me, a.arg(0), a.arg(1));
        ++m_boxUses;
        finishPlacement();
        break;
    }
    case kPetShopBuy:
        me->coins = static_cast<std::int16_t>(me->coins - kPetShopCost);
        me->food = u8(me->food + petShopFood(a.arg(0)));
        me->medicine = u8(me->medicine + petShopMedicine(a.arg(0)));
        finishPlacement();
        break;
    case kCure:
        me->medicine = static_cast<std::uint8_t>(me->medicine - kCureCost);
        --me->infirmary[ix(a.arg(0))];
        me->pens[ix(a.arg(1) - 1)].add(a.arg(0));
        finishPlacement();
        break;
    case kFairSell:
        me->pens[ix(a.arg(1) - 1)].remove(a.arg(0));
        sendToFair(a.arg(0));
        me->coins = static_cast<std::int16_t>(me->coins + fairSalePrice(a.arg(2)));
        if (a.arg(2) & 1) useCard(*me, TrainedDogCard);
        if (a.arg(2) & 2) useCard(*me, AwardDogCard);
        ++m_boxUses;
        finishPlacement();
        break;
    case kFairBuy:
        me->coins = static_cast<std::int16_t>(me->coins - fairPrice(fairPoolSize()));
        takeFromFair(*me, a.arg(0), a.arg(1));
        ++m_boxUses;
        finishPlacement();
        break;
    case kFairTrade:
        me->pens[ix(a.arg(1) - 1)].remove(a.arg(0));
        sendToFair(a.arg(0));
        takeFromFair(*me, a.arg(2), a.arg(3));
        ++m_boxUses;
        finishPlacement();
        break;
    case kEndAction:
        m_box = -1;
        finishPlacement();
        break;
    default:
        break;
    }
}

} // namespace dogtable::games::kennel
