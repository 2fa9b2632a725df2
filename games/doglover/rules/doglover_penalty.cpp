// Dog Lover: trait penalties (shared/rules/dog-lover.md §4.9): the options, paying one unit, and
// paying on alone what leaves no choice.
#include <algorithm>
#include <bit>

#include "doglover/rules/doglover_state.h"

namespace dogtable::games::doglover {

void DogLoverState::penaltyOptions(std::vector<Action>& out) const {
    const PlayerState& p = me();
    const Area& a = p.area;
    auto fromHand = [&](auto pred) {
        for (int h = 0; h < kHandKinds; ++h)
            if (a.hand[static_cast<std::size_t>(h)] > 0 && pred(handCard(h)))
                out.emplace_back(kPenalty, handCard(h));
    };
    switch (m_penaltyTrait) {
    case kLobuziak:
        for (int d = 0; d < a.dogCount; ++d)
            for (int s = 0; s < kTuckKinds; ++s)
                if (a.dogs[static_cast<std::size_t>(d)].tucked[static_cast<std::size_t>(s)] > 0)
                    out.emplace_back(kPenalty, d, tuckCard(s));
        break;
    case kNajlepszy:
        fromHand([](CardId c) { return isToy(c); });
        break;
    case kArystokrata:
        fromHand([](CardId) { return true; });
        break;
    case kPupilek:
        fromHand([](CardId c) { return c == kTraining; });
        break;
    case kMorus:
        fromHand([](CardId c) { return c == kBone; });
        break;
    case kZlodziejaszek:
        for (int k = 0; k < kFoodKinds; ++k)
            if (a.tokens[static_cast<std::size_t>(k)] > 0) out.emplace_back(kPenalty, k);
        break;
    case kUrwis:
        if (std::popcount(p.tricks) >= 2)
            for (int t = 0; t < kTrickIds; ++t)
                if (p.tricks >> t & 1U) out.emplace_back(kPenalty, t);
        break;
    case kPrzewodnik:
        if (m_pendingWalks > 0) {
            out.emplace_back(kPenalty, -1);
        } else {
            for (int d = 0; d < a.dogCount; ++d)
                if (a.dogs[static_cast<std::size_t>(d)].tuckedCount(kWalk) > 0) out.emplace_back(kPenalty, d);
        }
        break;
    case kUciekinier:
        for (int d = 0; d < a.dogCount; ++d)
            out.emplace_back(kPenalty, d);
        break;
    default:
        break;
    }
}

void DogLoverState::payPenaltyUnit(const Action& a) {
    PlayerState& p = me();
    Area& area = p.area;
    switch (m_penaltyTrait) {
    case kLobuziak: {
        const auto c = static_cast<CardId>(a.arg(1));
        --area.dogs[static_cast<std::size_t>(a.arg(0))].tucked[static_cast<std::size_t>(tuckSlot(c))];
        discardCard(c);
        break;
    }
    case kNajlepszy:
    case kArystokrata:
    case kPupilek:
    case kMorus: {
        const auto c = static_cast<CardId>(a.arg(0));
        --area.handRef(c);
        discardCard(c);
        break;
    }
    case kZlodziejaszek:
        --area.tokens[static_cast<std::size_t>(a.arg(0))];
        ++m_supply[static_cast<std::size_t>(a.arg(0))];
        break;
    case kUrwis: {
        const int t = a.arg(0);
        p.tricks &= ~(1U << t);
        if (t >= kFirstBought)
            m_removedTricks |= static_cast<std::uint16_t>(1U << (t - kFirstBought));
        else
            ++m_removedStart;
        break;
    }
    case kPrzewodnik:
        if (a.arg(0) < 0)
            --m_pendingWalks;
        else
            --area.dogs[static_cast<std::size_t>(a.arg(0))].tucked[static_cast<std::size_t>(tuckSlot(kWalk))];
        discardCard(kWalk);
        break;
    case kUciekinier: {
        const auto& dog = area.dogs[static_cast<std::size_t>(a.arg(0))];
        discardCard(dog.card);
        if (dog.trait != kNoCard) discardCard(dog.trait);
        for (int s = 0; s < kTuckKinds; ++s)
            discardCard(tuckCard(s), dog.tucked[static_cast<std::size_t>(s)]);
        area.removeDog(a.arg(0));
        break;
    }
    default:
        break;
    }
}

void DogLoverState::settlePenalty() {
    std::vector<Action> options;
    while (m_penaltyLeft > 0) {
        options.clear();
        penaltyOptions(options);
        std::sort(options.begin(), options.end());
        options.erase(std::unique(options.begin(), options.end()), options.end());
        if (options.size() > 1) return; // the player chooses
        if (options.empty()) {
            m_penaltyLeft = 0; // nothing (more) to give up (E22)
            break;
        }
        payPenaltyUnit(options.front());
        --m_penaltyLeft;
    }
    m_penaltyTrait = kNoCard;
    m_phase = Phase::Settle;
    afterSettleStep();
}

} // namespace dogtable::games::doglover
