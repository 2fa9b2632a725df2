#include "doglover/rules/doglover_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>

#include "dogtable/core/first_player.h"

namespace dogtable::games::doglover {
namespace {

constexpr std::array<int, kFoodKinds> kTokenSupply{26, 18, 12, 6};
constexpr int kCardsUnderEndGame(int players) {
    return 4 * players - 1;
} // 7 / 11 / 15

std::uint16_t traitBit(CardId t) {
    return static_cast<std::uint16_t>(1U << (t - kFirstTrait));
}

void removeAt(std::array<std::uint8_t, 3>& display, std::uint8_t& count, int pos) {
    for (int i = pos; i + 1 < count; ++i)
        display[static_cast<std::size_t>(i)] = display[static_cast<std::size_t>(i + 1)];
    display[static_cast<std::size_t>(--count)] = kNoCard;
}

std::string cardList(const std::vector<CardId>& cards) {
    std::string out;
    for (CardId c : cards) {
        if (!out.empty()) out += ", ";
        out += displayName(c);
    }
    return out.empty() ? "nothing" : out;
}

} // namespace

DogLoverState::DogLoverState(std::shared_ptr<const Setup> setup) : GameState(std::move(setup)) {
    const int n = players();
    m_special = this->setup().variant("special_tricks", "0") == "1";
    for (int id = 0; id < kDeckIds; ++id) {
        m_draw[static_cast<std::size_t>(id)] =
            static_cast<std::uint8_t>(copiesInDeck(static_cast<CardId>(id), n));
        m_drawTotal = static_cast<std::int16_t>(m_drawTotal + m_draw[static_cast<std::size_t>(id)]);
    }
    for (int k = 0; k < kFoodKinds; ++k)
        m_supply[static_cast<std::size_t>(k)] =
            static_cast<std::uint8_t>(kTokenSupply[static_cast<std::size_t>(k)]);
    m_trickDeck = (1U << kBoughtTricks) - 1;
    m_shelterDeck = (1U << kRescues) - 1;
    m_grid.fill(kNoCard);
    m_trickDisplay.fill(kNoCard);
    m_shelterDisplay.fill(kNoCard);
    m_food.fill(kNoCard);
    if (!m_special)
        for (int s = 0; s < n; ++s)
            m_players[static_cast<std::size_t>(s)].tricks = 1U << kSiad;
    // Setup step 9 comes first here: the deal of starting dogs (step 3) begins with the first player.
    if (const auto first = chosenFirstSeat(this->setup())) {
        m_first = *first;
        startDealing();
    } else {
        m_stage = Stage::ChooseFirst;
    }
}

void DogLoverState::startDealing() {
    m_current = m_first;
    m_dealSeat = 0;
    m_stage = m_special ? Stage::DealSpecial : Stage::StartDog;
}

// ----------------------------------------------------------------------------------------- flow

Seat DogLoverState::currentSeat() const {
    if (m_stage == Stage::Over) return kNoSeat;
    if (m_displayDraw != 0) return kChanceSeat;
    switch (m_stage) {
    case Stage::ChooseFirst:
    case Stage::DealSpecial:
    case Stage::StartDog:
    case Stage::DealGrid:
    case Stage::DealTricks:
    case Stage::DealShelter:
    case Stage::Refill:
        return kChanceSeat;
    case Stage::Guard:
        return lastSeat();
    default:
        return m_current;
    }
}

std::uint16_t DogLoverState::occupiedMask() const {
    std::uint16_t m = 0;
    for (int i = 0; i < 9; ++i)
        if (m_grid[static_cast<std::size_t>(i)] != kNoCard) m |= static_cast<std::uint16_t>(1U << i);
    return m;
}

bool DogLoverState::placementLegal(const Placement& p) const {
    return (p.mask & occupiedMask()) == p.mask &&
           std::popcount(static_cast<unsigned>(p.mask & lineMask(m_guard))) <= 1;
}

bool DogLoverState::anyLegalDraft() const {
    for (int t = 0; t < kTrickIds; ++t)
        if (me().tricks >> t & 1U)
            for (const auto& p : placements(static_cast<TrickId>(t)))
                if (placementLegal(p)) return true;
    return false;
}

bool DogLoverState::foodMayBeTucked() const {
    const Area& a = me().area;
    bool mediumFree = false;
    for (int d = 0; d < a.dogCount; ++d) {
        const auto& dog = a.dogs[static_cast<std::size_t>(d)];
        if (dog.trait == kZlodziejaszek || dog.trait == kUrwis) return true;
        if (dog.trait == kNoCard && card(dog.card).size == Size::Medium) mediumFree = true;
    }
    return mediumFree && (m_pendingTraits & (traitBit(kZlodziejaszek) | traitBit(kUrwis)));
}

void DogLoverState::legalActions(std::vector<Action>& out) const {
    out.clear();
    const Seat seat = currentSeat();
    if (seat < 0) return;
    if (m_stage == Stage::Guard) {
        for (int l = 0; l < 6; ++l)
            out.emplace_back(kGuard, l);
        return;
    }
    if (m_stage == Stage::Penalty) {
        penaltyOptions(out);
        std::sort(out.begin(), out.end());
        return;
    }
    const Area& a = me().area;
    auto attachOptions = [&] {
        for (int t = 0; t < kTraits; ++t) {
            if (!(m_pendingTraits >> t & 1U)) continue;
            const auto trait = static_cast<CardId>(kFirstTrait + t);
            bool any = false;
            for (int d = 0; d < a.dogCount; ++d)
                if (canAttach(a.dogs[static_cast<std::size_t>(d)], trait))
                    out.emplace_back(kAttach, d, trait), any = true;
            if (!any && m_stage == Stage::Settle) out.emplace_back(kDiscardTrait, trait);
        }
    };
    auto walkOptions = [&] {
        if (m_pendingWalks == 0) return;
        bool any = false;
        for (int d = 0; d < a.dogCount; ++d)
            if (canTuck(a.dogs[static_cast<std::size_t>(d)], kWalk))
                out.emplace_back(kTuck, d, kWalk), any = true;
        if (!any && m_stage == Stage::Settle) out.emplace_back(kDiscardWalk);
    };
    if (m_stage == Stage::Settle) {
        walkOptions();
        attachOptions();
        std::sort(out.begin(), out.end());
        return;
    }
    // Stage::Turn
    attachOptions();
    walkOptions();
    if (m_foodCount > 0) {
        for (int i = 0; i < m_foodCount; ++i) {
            const CardId f = m_food[static_cast<std::size_t>(i)];
            out.emplace_back(kFood, f, -1);
            for (int d = 0; d < a.dogCount; ++d)
                if (canTuck(a.dogs[static_cast<std::size_t>(d)], f)) out.emplace_back(kFood, f, d);
        }
    } else {
        if (!m_drafted)
            for (int t = 0; t < kTrickIds; ++t) {
                if (!(me().tricks >> t & 1U)) continue;
                auto ps = placements(static_cast<TrickId>(t));
                for (std::size_t i = 0; i < ps.size(); ++i)
                    if (placementLegal(ps[i])) out.emplace_back(kDraft, t, static_cast<int>(i));
            }
        for (int h = 0; h < kHandKinds; ++h) {
            if (a.hand[static_cast<std::size_t>(h)] == 0) continue;
            const CardId c = handCard(h);
            for (int d = 0; d < a.dogCount; ++d)
                if (canTuck(a.dogs[static_cast<std::size_t>(d)], c)) out.emplace_back(kTuck, d, c);
        }
        if (a.handCount(kAdoption) >= 2)
            for (int i = 0; i < m_shelterDisplayCount; ++i)
                out.emplace_back(kRescue, i);
        for (int i = 0; i < m_trickDisplayCount; ++i)
            if (a.handCount(kTraining) >= trick(m_trickDisplay[static_cast<std::size_t>(i)]).cost)
                out.emplace_back(kLearn, i);
        if (me().fetch && !me().fetchFresh)
            for (int c = 0; c < 9; ++c)
                if (m_grid[static_cast<std::size_t>(c)] != kNoCard) out.emplace_back(kFetch, c);
        if (m_drafted || !anyLegalDraft()) out.emplace_back(kEndTurn);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
}

void DogLoverState::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    out.clear();
    if (currentSeat() != kChanceSeat) return;
    auto tricksFromDeck = [&] {
        for (int i = 0; i < kBoughtTricks; ++i)
            if (m_trickDeck >> i & 1U) out.push_back({Action(kRevealTrick, kFirstBought + i), 1});
    };
    auto sheltersFromDeck = [&] {
        for (int i = 0; i < kRescues; ++i)
            if (m_shelterDeck >> i & 1U) out.push_back({Action(kRevealShelter, kFirstRescue + i), 1});
    };
    if (m_displayDraw == 1) return tricksFromDeck();
    if (m_displayDraw == 2) return sheltersFromDeck();
    switch (m_stage) {
    case Stage::ChooseFirst:
        firstPlayerOutcomes(kFirstPlayer, players(), out);
        break;
    case Stage::DealSpecial:
        for (int i = 0; i < kSpecials; ++i)
            if (m_startCardsLeft >> i & 1U) out.push_back({Action(kDealSpecial, kFirstSpecial + i), 1});
        break;
    case Stage::StartDog:
        for (int id = 0; id < kRegularDogs; ++id)
            if (m_draw[static_cast<std::size_t>(id)] > 0)
                out.push_back({Action(kStartDog, id), m_draw[static_cast<std::size_t>(id)]});
        break;
    case Stage::DealGrid:
    case Stage::Refill:
        for (int id = 0; id < kDeckIds; ++id)
            if (m_draw[static_cast<std::size_t>(id)] > 0)
                out.push_back({Action(kDeal, id), m_draw[static_cast<std::size_t>(id)]});
        break;
    case Stage::DealTricks:
        tricksFromDeck();
        break;
    case Stage::DealShelter:
        sheltersFromDeck();
        break;
    default:
        break;
    }
}

bool DogLoverState::revealsInformation(const Action& a) const {
    return a.kind == kDeal || a.kind == kStartDog || a.kind == kRevealTrick || a.kind == kRevealShelter ||
           a.kind == kDealSpecial || a.kind == kFirstPlayer;
}

void DogLoverState::drawFromPile(CardId c) {
    --m_draw[c];
    --m_drawTotal;
    if (m_stage != Stage::StartDog && !m_endDrawn && m_aboveEnd > 0) --m_aboveEnd;
}

void DogLoverState::giveTokens(FoodKind k, int n) {
    const int given = std::min<int>(n, m_supply[k]);
    m_supply[k] = static_cast<std::uint8_t>(m_supply[k] - given);
    me().area.tokens[k] = static_cast<std::uint8_t>(me().area.tokens[k] + given);
}

void DogLoverState::takeCard(CardId c) {
    Area& a = me().area;
    if (isRegularDog(c) || isRescue(c)) {
        a.addDog(c);
    } else if (isFoodCard(c)) {
        if (foodMayBeTucked()) {
            m_food[m_foodCount++] = c;
        } else {
            discardCard(c);
            giveTokens(card(c).food, card(c).tokens);
        }
    } else if (handSlot(c) >= 0) {
        ++a.handRef(c);
    } else if (c == kWalk) {
        ++m_pendingWalks;
    } else if (isTrait(c)) {
        m_pendingTraits |= traitBit(c);
    } else if (c == kFetchCard) {
        me().fetch = true;
        me().fetchFresh = true;
    }
}

void DogLoverState::resolveFoodCard(CardId c, int dog) {
    for (int i = 0; i < m_foodCount; ++i)
        if (m_food[static_cast<std::size_t>(i)] == c) {
            m_food[static_cast<std::size_t>(i)] = m_food[static_cast<std::size_t>(m_foodCount - 1)];
            m_food[static_cast<std::size_t>(--m_foodCount)] = kNoCard;
            break;
        }
    if (dog < 0) {
        discardCard(c);
        giveTokens(card(c).food, card(c).tokens);
    } else {
        ++me().area.dogs[static_cast<std::size_t>(dog)].tucked[static_cast<std::size_t>(tuckSlot(c))];
    }
}

void DogLoverState::afterSetupDeal() {
    if (m_stage == Stage::DealGrid && occupiedMask() == 0x1FF) m_stage = Stage::DealTricks;
    if (m_stage == Stage::DealTricks && (m_trickDisplayCount == 3 || m_trickDeck == 0))
        m_stage = Stage::DealShelter;
    if (m_stage == Stage::DealShelter && (m_shelterDisplayCount == 3 || m_shelterDeck == 0))
        m_stage = Stage::Guard;
}

void DogLoverState::startRefill() {
    m_stage = Stage::Refill;
    advanceRefill();
}

void DogLoverState::advanceRefill() {
    for (;;) {
        const auto empty = std::find(m_grid.begin(), m_grid.end(), kNoCard);
        if (empty == m_grid.end()) return finishTurn();
        if (!m_endDrawn && m_aboveEnd == 0) {
            m_endDrawn = true; // the End Game card comes out: discarded, this round is the last
            discardCard(kEndGame);
            continue;
        }
        if (m_drawTotal == 0) return finishTurn(); // the cells stay empty (E3)
        return;                                    // a chance node: the next card
    }
}

void DogLoverState::finishTurn() {
    me().fetchFresh = false;
    ++m_turns[static_cast<std::size_t>(m_current)];
    m_drafted = false;
    if (m_endDrawn && m_current == lastSeat()) {
        m_stage = Stage::Over;
        return;
    }
    m_current = (m_current + 1) % players();
    if (m_current == m_first) ++m_round;
    m_stage = Stage::Turn;
}

void DogLoverState::afterSettleStep() {
    if (m_stage == Stage::Settle && m_pendingWalks == 0 && m_pendingTraits == 0) startRefill();
}

// ------------------------------------------------------------------------------------ penalties

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
    m_stage = Stage::Settle;
    afterSettleStep();
}

// ------------------------------------------------------------------------------------------ apply

void DogLoverState::doApply(const Action& a) {
    const int n = players();
    switch (a.kind) {
    case kFirstPlayer:
        m_first = static_cast<Seat>(a.arg(0));
        startDealing();
        break;
    case kDealSpecial: {
        const int t = a.arg(0);
        m_players[static_cast<std::size_t>(dealSeat())].tricks = 1U << t;
        m_startCardsLeft = static_cast<std::uint8_t>(m_startCardsLeft & ~(1U << (t - kFirstSpecial)));
        if (++m_dealSeat == n) m_dealSeat = 0, m_stage = Stage::StartDog;
        break;
    }
    case kStartDog: {
        const auto c = static_cast<CardId>(a.arg(0));
        drawFromPile(c);
        m_players[static_cast<std::size_t>(dealSeat())].area.addDog(c);
        if (++m_dealSeat == n) {
            m_dealSeat = 0;
            m_aboveEnd = static_cast<std::int16_t>(m_drawTotal - kCardsUnderEndGame(n));
            m_stage = Stage::DealGrid;
        }
        break;
    }
    case kDeal: {
        const auto c = static_cast<CardId>(a.arg(0));
        drawFromPile(c);
        *std::find(m_grid.begin(), m_grid.end(), kNoCard) = c;
        if (m_stage == Stage::DealGrid)
            afterSetupDeal();
        else
            advanceRefill();
        break;
    }
    case kRevealTrick:
    case kRevealShelter: {
        const bool isTrick = a.kind == kRevealTrick;
        auto& count = isTrick ? m_trickDisplayCount : m_shelterDisplayCount;
        auto& display = isTrick ? m_trickDisplay : m_shelterDisplay;
        for (int i = count; i > 0; --i)
            display[static_cast<std::size_t>(i)] = display[static_cast<std::size_t>(i - 1)];
        display[0] = static_cast<std::uint8_t>(a.arg(0));
        ++count;
        if (isTrick)
            m_trickDeck = static_cast<std::uint16_t>(m_trickDeck & ~(1U << (a.arg(0) - kFirstBought)));
        else
            m_shelterDeck = static_cast<std::uint16_t>(m_shelterDeck & ~(1U << (a.arg(0) - kFirstRescue)));
        if (m_displayDraw != 0)
            m_displayDraw = 0;
        else
            afterSetupDeal();
        break;
    }
    case kGuard:
        m_guard = static_cast<Line>(a.arg(0));
        m_guardSide = isRow(m_guard) ? Side::Left : Side::Top;
        m_players[static_cast<std::size_t>(lastSeat())].fetch = true;
        m_current = m_first;
        m_stage = Stage::Turn;
        break;
    case kDraft: {
        const Placement& p = placements(static_cast<TrickId>(a.arg(0)))[static_cast<std::size_t>(a.arg(1))];
        std::array<CardId, 4> taken{};
        int count = 0;
        for (int c = 0; c < 9; ++c)
            if (p.mask >> c & 1U) {
                taken[static_cast<std::size_t>(count++)] = m_grid[static_cast<std::size_t>(c)];
                m_grid[static_cast<std::size_t>(c)] = kNoCard;
            }
        // Everything but food first, so a trait drafted with a food card can be attached before the food is
        // decided.
        for (int i = 0; i < count; ++i)
            if (!isFoodCard(taken[static_cast<std::size_t>(i)])) takeCard(taken[static_cast<std::size_t>(i)]);
        for (int i = 0; i < count; ++i)
            if (isFoodCard(taken[static_cast<std::size_t>(i)])) takeCard(taken[static_cast<std::size_t>(i)]);
        m_guard = p.star.line;
        m_guardSide = p.star.side;
        m_drafted = true;
        break;
    }
    case kFood:
        resolveFoodCard(static_cast<CardId>(a.arg(0)), a.arg(1));
        break;
    case kTuck: {
        const auto c = static_cast<CardId>(a.arg(1));
        if (c == kWalk)
            --m_pendingWalks;
        else
            --me().area.handRef(c);
        ++me().area.dogs[static_cast<std::size_t>(a.arg(0))].tucked[static_cast<std::size_t>(tuckSlot(c))];
        afterSettleStep();
        break;
    }
    case kAttach: {
        const auto t = static_cast<CardId>(a.arg(1));
        me().area.dogs[static_cast<std::size_t>(a.arg(0))].trait = t;
        m_pendingTraits = static_cast<std::uint16_t>(m_pendingTraits & ~traitBit(t));
        afterSettleStep();
        break;
    }
    case kRescue: {
        Area& area = me().area;
        area.handRef(kAdoption) = static_cast<std::uint8_t>(area.handRef(kAdoption) - 2);
        discardCard(kAdoption, 2);
        const int pos = a.arg(0);
        area.addDog(m_shelterDisplay[static_cast<std::size_t>(pos)]);
        // Taking a card out and later adding the new one on top = the cards above slide down.
        removeAt(m_shelterDisplay, m_shelterDisplayCount, pos);
        if (m_shelterDeck != 0) m_displayDraw = 2;
        break;
    }
    case kLearn: {
        const int pos = a.arg(0);
        const TrickId t = m_trickDisplay[static_cast<std::size_t>(pos)];
        Area& area = me().area;
        area.handRef(kTraining) = static_cast<std::uint8_t>(area.handRef(kTraining) - trick(t).cost);
        discardCard(kTraining, trick(t).cost);
        me().tricks |= 1U << t;
        removeAt(m_trickDisplay, m_trickDisplayCount, pos);
        if (m_trickDeck != 0) m_displayDraw = 1;
        break;
    }
    case kFetch: {
        const int cell = a.arg(0);
        const CardId c = m_grid[static_cast<std::size_t>(cell)];
        m_grid[static_cast<std::size_t>(cell)] = kFetchCard;
        me().fetch = false;
        takeCard(c);
        break;
    }
    case kEndTurn:
        if (m_pendingWalks > 0 || m_pendingTraits != 0)
            m_stage = Stage::Settle;
        else
            startRefill();
        break;
    case kDiscardWalk:
        --m_pendingWalks;
        discardCard(kWalk);
        afterSettleStep();
        break;
    case kDiscardTrait: {
        const auto t = static_cast<CardId>(a.arg(0));
        m_pendingTraits = static_cast<std::uint16_t>(m_pendingTraits & ~traitBit(t));
        discardCard(t);
        m_penaltyTrait = t;
        m_penaltyLeft = (t == kZlodziejaszek || t == kPupilek) ? 2 : 1;
        m_stage = Stage::Penalty;
        settlePenalty();
        break;
    }
    case kPenalty:
        payPenaltyUnit(a);
        --m_penaltyLeft;
        settlePenalty();
        break;
    default:
        break;
    }
}

// ------------------------------------------------------------------------------------------ words

std::string_view DogLoverState::actionKindName(std::uint16_t kind) const {
    static constexpr std::array<std::string_view, kActionKinds> kNames{
        "deal_special", "start_dog", "deal",         "reveal_trick",  "reveal_shelter", "guard",
        "draft",        "food",      "tuck",         "attach",        "rescue",         "learn",
        "fetch",        "end_turn",  "discard_walk", "discard_trait", "penalty",        "first_player"};
    return kind < kActionKinds ? kNames[kind] : std::string_view{};
}

std::string DogLoverState::describe(const Action& a, Seat viewer) const {
    (void)viewer; // every Dog Lover action is public: cards are taken face up from the grid
    const std::string who = playerName(m_stage == Stage::Guard ? lastSeat() : m_current);
    const Area& area = me().area;
    auto dogName = [&](int d) {
        return d >= 0 && d < area.dogCount
                   ? std::string(displayName(area.dogs[static_cast<std::size_t>(d)].card))
                   : std::string("?");
    };
    switch (a.kind) {
    case kFirstPlayer:
        return fmt::format("{} is the first player", playerName(a.arg(0)));
    case kDealSpecial:
        return fmt::format("{} gets the starting trick {}", playerName(dealSeat()),
                           trick(static_cast<TrickId>(a.arg(0))).name);
    case kStartDog:
        return fmt::format("{} starts with {}", playerName(dealSeat()),
                           displayName(static_cast<CardId>(a.arg(0))));
    case kDeal: {
        const auto cell = std::find(m_grid.begin(), m_grid.end(), kNoCard) - m_grid.begin();
        return fmt::format("{} is dealt to the grid (row {}, column {})",
                           displayName(static_cast<CardId>(a.arg(0))), cell / 3 + 1, cell % 3 + 1);
    }
    case kRevealTrick:
        return fmt::format("Trick {} comes up for learning", trick(static_cast<TrickId>(a.arg(0))).name);
    case kRevealShelter:
        return fmt::format("Shelter dog {} comes up for rescue", displayName(static_cast<CardId>(a.arg(0))));
    case kGuard:
        return fmt::format("{} puts the watch dog by the {} and takes the Fetch card", who,
                           lineName(static_cast<Line>(a.arg(0))));
    case kDraft: {
        const auto t = static_cast<TrickId>(a.arg(0));
        auto ps = placements(t);
        if (a.arg(1) < 0 || static_cast<std::size_t>(a.arg(1)) >= ps.size()) return who + " drafts";
        const Placement& p = ps[static_cast<std::size_t>(a.arg(1))];
        std::vector<CardId> cards;
        for (int c = 0; c < 9; ++c)
            if (p.mask >> c & 1U) cards.push_back(m_grid[static_cast<std::size_t>(c)]);
        return fmt::format("{} uses {} to take {}; the watch dog moves to the {}", who, trick(t).name,
                           cardList(cards), lineName(p.star.line));
    }
    case kFood:
        if (a.arg(1) < 0)
            return fmt::format("{} swaps {} for tokens", who, displayName(static_cast<CardId>(a.arg(0))));
        return fmt::format("{} tucks {} under {}", who, displayName(static_cast<CardId>(a.arg(0))),
                           dogName(a.arg(1)));
    case kTuck:
        return fmt::format("{} tucks {} under {}", who, displayName(static_cast<CardId>(a.arg(1))),
                           dogName(a.arg(0)));
    case kAttach:
        return fmt::format("{} gives {} the trait {}", who, dogName(a.arg(0)),
                           displayName(static_cast<CardId>(a.arg(1))));
    case kRescue:
        return fmt::format("{} spends 2 adoption cards to rescue {}", who,
                           a.arg(0) >= 0 && a.arg(0) < m_shelterDisplayCount
                               ? displayName(m_shelterDisplay[static_cast<std::size_t>(a.arg(0))])
                               : "?");
    case kLearn:
        if (a.arg(0) < 0 || a.arg(0) >= m_trickDisplayCount) return who + " learns a trick";
        return fmt::format("{} spends {} training to learn {}", who,
                           trick(m_trickDisplay[static_cast<std::size_t>(a.arg(0))]).cost,
                           trick(m_trickDisplay[static_cast<std::size_t>(a.arg(0))]).name);
    case kFetch:
        return fmt::format("{} uses Fetch to take {}", who,
                           a.arg(0) >= 0 && a.arg(0) < 9 &&
                                   m_grid[static_cast<std::size_t>(a.arg(0))] != kNoCard
                               ? displayName(m_grid[static_cast<std::size_t>(a.arg(0))])
                               : "?");
    case kEndTurn:
        return fmt::format("{} ends the turn", who);
    case kDiscardWalk:
        return fmt::format("{} has no dog for a walk and discards it", who);
    case kDiscardTrait:
        return fmt::format("{} has no dog for {} and discards it with its penalty", who,
                           displayName(static_cast<CardId>(a.arg(0))));
    case kPenalty:
        switch (m_penaltyTrait) {
        case kLobuziak:
            return fmt::format("{} gives up {} from under {}", who,
                               displayName(static_cast<CardId>(a.arg(1))), dogName(a.arg(0)));
        case kZlodziejaszek:
            return fmt::format("{} returns a {} token", who, foodName(static_cast<FoodKind>(a.arg(0) & 3)));
        case kUrwis:
            return fmt::format("{} loses the trick {}", who, trick(static_cast<TrickId>(a.arg(0))).name);
        case kPrzewodnik:
            return a.arg(0) < 0 ? who + " gives up a pending walk"
                                : fmt::format("{} gives up the walk under {}", who, dogName(a.arg(0)));
        case kUciekinier:
            return fmt::format("{} loses {} and everything on it", who, dogName(a.arg(0)));
        default:
            return fmt::format("{} discards {}", who, displayName(static_cast<CardId>(a.arg(0))));
        }
    default:
        return "?";
    }
}

std::string DogLoverState::whyIllegal(const Action& a) const {
    const Seat seat = currentSeat();
    if (seat == kNoSeat) return "the game is over";
    if (seat == kChanceSeat) return "a card is being dealt";
    if (a.kind >= kActionKinds) return "unknown action";
    if (m_stage == Stage::Guard) return "first the watch dog must be placed by a row or column";
    if (m_stage == Stage::Penalty)
        return fmt::format("first pay the penalty of {}", displayName(m_penaltyTrait));
    const Area& area = me().area;
    auto badDog = [&](int d) { return d < 0 || d >= area.dogCount; };
    if (m_stage == Stage::Settle && a.kind != kTuck && a.kind != kAttach && a.kind != kDiscardWalk &&
        a.kind != kDiscardTrait)
        return "the turn is ending: settle your pending walks and traits first";
    const bool midDraft = m_foodCount > 0;
    switch (a.kind) {
    case kDraft: {
        if (m_drafted) return "you have already drafted this turn (one trick per turn)";
        if (midDraft) return "first decide what happens to the food cards you took";
        if (a.arg(0) < 0 || a.arg(0) >= kTrickIds || !(me().tricks >> a.arg(0) & 1U))
            return "you do not own that trick";
        auto ps = placements(static_cast<TrickId>(a.arg(0)));
        if (a.arg(1) < 0 || static_cast<std::size_t>(a.arg(1)) >= ps.size())
            return "that trick has no such placement";
        const Placement& p = ps[static_cast<std::size_t>(a.arg(1))];
        if ((p.mask & occupiedMask()) != p.mask) return "the trick would cover an empty cell";
        const int guarded = std::popcount(static_cast<unsigned>(p.mask & lineMask(m_guard)));
        return fmt::format("the trick would take {} cards from the {} the watch dog guards (at most 1)",
                           guarded, lineName(m_guard));
    }
    case kFood:
        if (!midDraft) return "there is no food card to resolve";
        if (std::find(m_food.begin(), m_food.begin() + m_foodCount, a.arg(0)) == m_food.begin() + m_foodCount)
            return "you did not take that food card";
        if (badDog(a.arg(1))) return "no such dog";
        return "only a dog with Złodziejaszek or Urwis can keep a food card";
    case kTuck: {
        if (badDog(a.arg(0))) return "no such dog";
        const auto c = static_cast<CardId>(a.arg(1));
        if (c == kWalk ? m_pendingWalks == 0 : (handSlot(c) < 0 || area.handCount(c) == 0))
            return "you have no such card to tuck";
        if (midDraft && c != kWalk) return "first decide what happens to the food cards you took";
        const auto& dog = area.dogs[static_cast<std::size_t>(a.arg(0))];
        if (dog.trait == kLobuziak) return "nothing new may go under a dog with Łobuziak";
        if (c == kBone || c == kAdoption)
            return fmt::format("a {} can only go under a dog whose trait allows it", displayName(c));
        return fmt::format(
            "{} already has a card of that type tucked (one per type unless a trait allows more)",
            displayName(dog.card));
    }
    case kAttach: {
        const auto t = static_cast<CardId>(a.arg(1));
        if (!isTrait(t) || !(m_pendingTraits & traitBit(t)))
            return "that trait is not waiting to be attached";
        if (badDog(a.arg(0))) return "no such dog";
        const auto& dog = area.dogs[static_cast<std::size_t>(a.arg(0))];
        if (dog.trait != kNoCard) return fmt::format("{} already has a trait", displayName(dog.card));
        return fmt::format("{} needs a {} dog", displayName(t), sizeName(card(t).size));
    }
    case kRescue:
        if (midDraft) return "first decide what happens to the food cards you took";
        if (a.arg(0) < 0 || a.arg(0) >= m_shelterDisplayCount) return "no shelter dog there";
        return fmt::format("a rescue costs 2 adoption cards; you have {}", area.handCount(kAdoption));
    case kLearn:
        if (midDraft) return "first decide what happens to the food cards you took";
        if (a.arg(0) < 0 || a.arg(0) >= m_trickDisplayCount) return "no trick there";
        return fmt::format("{} costs {} training cards; you have {}",
                           trick(m_trickDisplay[static_cast<std::size_t>(a.arg(0))]).name,
                           trick(m_trickDisplay[static_cast<std::size_t>(a.arg(0))]).cost,
                           area.handCount(kTraining));
    case kFetch:
        if (!me().fetch) return "you do not hold the Fetch card";
        if (me().fetchFresh) return "you took the Fetch card this turn; it can be used from your next turn";
        if (midDraft) return "Fetch cannot be used in the middle of a draft";
        return "Fetch needs a grid cell that holds a card";
    case kEndTurn:
        if (midDraft) return "first decide what happens to the food cards you took";
        return "you must draft with one of your tricks first";
    case kDiscardWalk:
        return m_stage == Stage::Settle ? "a dog can take the walk, so it must be tucked"
                                        : "walks are only discarded at the end of the turn";
    case kDiscardTrait:
        return m_stage == Stage::Settle ? "a dog can take that trait, so it must be attached"
                                        : "traits are only discarded at the end of the turn";
    case kGuard:
        return "the watch dog is only placed at setup";
    default:
        return "not a legal action now";
    }
}

std::string DogLoverState::statusText() const {
    const std::string who = playerName(m_current);
    switch (m_stage) {
    case Stage::Over:
        return "Game over — " + scoreSheet().winnersText();
    case Stage::Guard:
        return fmt::format("{}: place the watch dog by a row or column", playerName(lastSeat()));
    case Stage::Settle:
        return fmt::format("{}: end of turn, tuck or attach what is still pending", who);
    case Stage::Penalty:
        return fmt::format("{}: pay the penalty of {}", who, displayName(m_penaltyTrait));
    case Stage::Turn:
        if (m_foodCount > 0) return fmt::format("{}: swap each food card for tokens or tuck it", who);
        if (!m_drafted)
            return fmt::format("{}{}: draft with one of your tricks (free actions any time)", who,
                               m_endDrawn ? " (last round)" : "");
        return fmt::format("{}{}: free actions, then end your turn", who, m_endDrawn ? " (last round)" : "");
    default:
        return "Dealing";
    }
}

// ------------------------------------------------------------------------------------------- views

TableView DogLoverState::viewFor(Seat viewer) const {
    TableView v;
    v.viewer = viewer;
    v.stage = m_stage;
    v.current = m_current;
    v.round = m_round;
    v.grid = m_grid;
    v.guard = m_guard;
    v.guardSide = m_guardSide;
    v.guardPlaced = m_stage >= Stage::Turn;
    v.drawCount = m_drawTotal;
    v.endDrawn = m_endDrawn;
    v.discard = m_discard;
    for (int i = 0; i < m_trickDisplayCount; ++i)
        v.trickDisplay.push_back(m_trickDisplay[static_cast<std::size_t>(i)]);
    for (int i = 0; i < m_shelterDisplayCount; ++i)
        v.shelterDisplay.push_back(m_shelterDisplay[static_cast<std::size_t>(i)]);
    v.trickDeck = std::popcount(static_cast<unsigned>(m_trickDeck));
    v.shelterDeck = std::popcount(static_cast<unsigned>(m_shelterDeck));
    for (int k = 0; k < kFoodKinds; ++k)
        v.supply[static_cast<std::size_t>(k)] = m_supply[static_cast<std::size_t>(k)];
    for (int s = 0; s < players(); ++s) {
        const PlayerState& p = player(s);
        PlayerView pv;
        pv.area = p.area;
        pv.handCount = p.area.handSize();
        pv.handKnown = viewer == s || m_stage == Stage::Over;
        if (!pv.handKnown) pv.area.hand.fill(0);
        for (int t = 0; t < kTrickIds; ++t)
            if (p.tricks >> t & 1U) pv.tricks.push_back(static_cast<TrickId>(t));
        pv.fetch = p.fetch;
        pv.fetchFresh = p.fetchFresh;
        AreaScore sc = scoreArea(pv.area);
        for (const auto& d : sc.dogs)
            pv.fed.push_back(d.fed);
        pv.scoreEstimate = sc.total;
        v.players.push_back(std::move(pv));
    }
    v.drafted = m_drafted;
    v.canSkipDraft = m_stage == Stage::Turn && !m_drafted && !anyLegalDraft();
    for (int i = 0; i < m_foodCount; ++i)
        v.unresolvedFood.push_back(m_food[static_cast<std::size_t>(i)]);
    v.pendingWalks = m_pendingWalks;
    for (int t = 0; t < kTraits; ++t)
        if (m_pendingTraits >> t & 1U) v.pendingTraits.push_back(static_cast<CardId>(kFirstTrait + t));
    v.penaltyTrait = m_penaltyTrait;
    v.penaltyLeft = m_penaltyLeft;
    return v;
}

namespace {

std::string areaText(const Area& a, bool handKnown, int handCount) {
    std::string out;
    for (int d = 0; d < a.dogCount; ++d) {
        const auto& dog = a.dogs[static_cast<std::size_t>(d)];
        out += fmt::format("    dog {}: {} ({}, {} VP)", d, displayName(dog.card),
                           sizeName(card(dog.card).size), card(dog.card).vp);
        if (dog.trait != kNoCard) out += fmt::format(" + {}", displayName(dog.trait));
        for (int s = 0; s < kTuckKinds; ++s)
            if (dog.tucked[static_cast<std::size_t>(s)] > 0)
                out += fmt::format(" [{} x{}]", displayName(tuckCard(s)),
                                   dog.tucked[static_cast<std::size_t>(s)]);
        out += "\n";
    }
    out += fmt::format("    tokens: scraps {} dry {} wet {} treat {}\n", a.tokens[0], a.tokens[1],
                       a.tokens[2], a.tokens[3]);
    if (!handKnown) return out + fmt::format("    hand: {} cards (hidden)\n", handCount);
    out += "    hand:";
    for (int h = 0; h < kHandKinds; ++h)
        if (a.hand[static_cast<std::size_t>(h)] > 0)
            out += fmt::format(" {} x{}", displayName(handCard(h)), a.hand[static_cast<std::size_t>(h)]);
    return out + "\n";
}

} // namespace

std::string TableView::text() const {
    // The canonical state text feeds the state hash that saves record: its wording stays as it was
    // (including the old working title) so saves made before keep their hash. No player reads it.
    std::string out = fmt::format("Dog Lover 2, round {}, turn of seat {}{}\n", round, current + 1,
                                  endDrawn ? " (last round)" : "");
    out += fmt::format("draw pile: {} cards{}\n", drawCount, endDrawn ? ", End Game card drawn" : "");
    out += fmt::format("watch dog: {}\n", guardPlaced ? lineName(guard) : std::string_view("not placed"));
    for (int r = 0; r < 3; ++r) {
        out += "  ";
        for (int c = 0; c < 3; ++c) {
            const CardId id = grid[static_cast<std::size_t>(r * 3 + c)];
            out += fmt::format("{:<22}", id == kNoCard ? std::string_view("(empty)") : displayName(id));
        }
        out += "\n";
    }
    out += "tricks on offer:";
    for (TrickId t : trickDisplay)
        out += fmt::format(" {} ({})", trick(t).name, trick(t).cost);
    out += fmt::format(" [deck {}]\nshelter dogs:", trickDeck);
    for (CardId c : shelterDisplay)
        out += fmt::format(" {}", displayName(c));
    out += fmt::format(" [deck {}]\nsupply: scraps {} dry {} wet {} treat {}\n", shelterDeck, supply[0],
                       supply[1], supply[2], supply[3]);
    int discarded = 0;
    for (auto d : discard)
        discarded += d;
    out += fmt::format("discard pile: {} cards\n", discarded);
    for (std::size_t s = 0; s < players.size(); ++s) {
        const PlayerView& p = players[s];
        out += fmt::format("seat {}{}: score estimate {}, tricks:", s + 1,
                           static_cast<int>(s) == viewer ? " (you)" : "", p.scoreEstimate);
        for (TrickId t : p.tricks)
            out += fmt::format(" {}", trick(t).name);
        if (p.fetch) out += p.fetchFresh ? ", Fetch (from next turn)" : ", Fetch";
        out += "\n" + areaText(p.area, p.handKnown, p.handCount);
    }
    if (!unresolvedFood.empty() || pendingWalks > 0 || !pendingTraits.empty()) {
        out += fmt::format("pending: {} walk(s)", pendingWalks);
        for (CardId t : pendingTraits)
            out += fmt::format(", trait {}", displayName(t));
        for (CardId f : unresolvedFood)
            out += fmt::format(", food card {}", displayName(f));
        out += "\n";
    }
    if (penaltyTrait != kNoCard)
        out += fmt::format("paying the penalty of {} ({} left)\n", displayName(penaltyTrait), penaltyLeft);
    return out;
}

std::string DogLoverState::debugText() const {
    std::string out = viewFor(kNoSeat).text();
    // Stage numbers as before Stage::ChooseFirst existed (it prints -1), so older saves keep their hash.
    out += fmt::format("stage {} above-end {} drafted {} special {}\n", static_cast<int>(m_stage) - 1,
                       m_aboveEnd, m_drafted, m_special);
    out += "draw:";
    for (int id = 0; id < kDeckIds; ++id)
        if (m_draw[static_cast<std::size_t>(id)] > 0)
            out += fmt::format(" {}x{}", id, m_draw[static_cast<std::size_t>(id)]);
    out += "\ndiscard:";
    for (int id = 0; id < kCardIds; ++id)
        if (m_discard[static_cast<std::size_t>(id)] > 0)
            out += fmt::format(" {}x{}", id, m_discard[static_cast<std::size_t>(id)]);
    out += "\n";
    for (int s = 0; s < players(); ++s) {
        const auto& a = player(s).area;
        out += fmt::format("hand {}:", s + 1);
        for (int h = 0; h < kHandKinds; ++h)
            out += fmt::format(" {}", a.hand[static_cast<std::size_t>(h)]);
        out +=
            fmt::format(" tricks {:x} fetch {}{}\n", player(s).tricks, player(s).fetch, player(s).fetchFresh);
    }
    out += fmt::format("turns {} {} {} {} removed {:x}/{} deal {}", m_turns[0], m_turns[1], m_turns[2],
                       m_turns[3], m_removedTricks, m_removedStart, m_dealSeat);
    // Only games that did not begin with seat 1 (possible since the "first" variant) say so.
    if (m_first != 0 || m_stage == Stage::ChooseFirst)
        out += fmt::format(" first {}", m_stage == Stage::ChooseFirst ? 0 : m_first + 1);
    out += "\n";
    return out;
}

std::unique_ptr<GameState> DogLoverState::determinize(Seat viewer, Rng& rng) const {
    // Every card in a hand was taken face up from the grid, and the draw pile is already an unordered
    // multiset whose draws are chance nodes: nothing a seat has not seen needs re-sampling.
    (void)viewer;
    (void)rng;
    return clone();
}

// ------------------------------------------------------------------------------------------ scores

ScoreSheet scoreSheetOf(const std::vector<std::string>& names, const std::vector<Area>& areas) {
    ScoreSheet sheet;
    TieBreak fed{"most fed dogs", {}}, fedRescue{"most fed shelter dogs", {}};
    for (std::size_t s = 0; s < areas.size(); ++s) {
        const AreaScore sc = scoreArea(areas[s]);
        PlayerScore ps;
        ps.name = s < names.size() ? names[s] : fmt::format("Player {}", s + 1);
        for (const auto& d : sc.dogs)
            ps.add(fmt::format("{} ({})", displayName(d.dog), d.fed ? "fed" : "not fed: -2"), d.points);
        ps.add("Toys in hand (sets 1/3/6/10/15)", sc.toys);
        ps.add(fmt::format("Bones in hand ({})", areas[s].handCount(kBone)), sc.bones);
        sheet.players.push_back(std::move(ps));
        fed.values.push_back(sc.fedDogs);
        fedRescue.values.push_back(sc.fedRescue);
    }
    sheet.decideByTotal({fed, fedRescue});
    return sheet;
}

ScoreSheet DogLoverState::scoreSheet() const {
    std::vector<std::string> names;
    std::vector<Area> areas;
    for (int s = 0; s < players(); ++s) {
        names.push_back(playerName(s));
        areas.push_back(player(s).area);
    }
    return scoreSheetOf(names, areas);
}

std::vector<double> DogLoverState::heuristicReturns() const {
    // A soft-max of the scores as they stand, so a clear lead is near 1 and a close race near 1/n.
    const auto n = static_cast<std::size_t>(players());
    std::vector<double> r(n);
    double best = -1e9;
    std::vector<double> score(n);
    for (std::size_t s = 0; s < n; ++s) {
        score[s] = scoreOf(static_cast<Seat>(s)).total;
        best = std::max(best, score[s]);
    }
    double sum = 0;
    for (std::size_t s = 0; s < n; ++s)
        sum += r[s] = std::exp((score[s] - best) / 4.0);
    for (auto& v : r)
        v /= sum;
    return r;
}

void DogLoverState::checkInvariants(std::vector<std::string>& problems) const {
    const int n = players();
    // Every card of the main deck is in exactly one place.
    std::array<int, kCardIds> seen{};
    for (int id = 0; id < kDeckIds; ++id)
        seen[static_cast<std::size_t>(id)] += m_draw[static_cast<std::size_t>(id)];
    for (CardId c : m_grid)
        if (c != kNoCard) ++seen[c];
    for (int id = 0; id < kCardIds; ++id)
        seen[static_cast<std::size_t>(id)] += m_discard[static_cast<std::size_t>(id)];
    for (int i = 0; i < m_foodCount; ++i)
        ++seen[m_food[static_cast<std::size_t>(i)]];
    seen[kWalk] += m_pendingWalks;
    for (int t = 0; t < kTraits; ++t)
        if (m_pendingTraits >> t & 1U) ++seen[static_cast<std::size_t>(kFirstTrait + t)];
    if (m_penaltyTrait != kNoCard && !isTrait(m_penaltyTrait)) problems.push_back("penalty of a non-trait");
    int fetchHolders = 0;
    std::array<int, kFoodKinds> tokens{};
    for (int s = 0; s < n; ++s) {
        const PlayerState& p = player(s);
        if (p.fetch) ++fetchHolders;
        for (int k = 0; k < kFoodKinds; ++k)
            tokens[static_cast<std::size_t>(k)] += p.area.tokens[static_cast<std::size_t>(k)];
        for (int h = 0; h < kHandKinds; ++h)
            seen[handCard(h)] += p.area.hand[static_cast<std::size_t>(h)];
        for (int d = 0; d < p.area.dogCount; ++d) {
            const auto& dog = p.area.dogs[static_cast<std::size_t>(d)];
            ++seen[dog.card];
            if (dog.trait != kNoCard) {
                ++seen[dog.trait];
                if (card(dog.trait).size != card(dog.card).size)
                    problems.push_back(fmt::format("seat {}: trait on a dog of the wrong size", s + 1));
            }
            for (int t = 0; t < kTuckKinds; ++t)
                seen[tuckCard(t)] += dog.tucked[static_cast<std::size_t>(t)];
            if (!isAnyDog(dog.card))
                problems.push_back(fmt::format("seat {}: a non-dog in the dog row", s + 1));
        }
        if (p.tricks == 0 && m_stage >= Stage::StartDog)
            problems.push_back(fmt::format("seat {} owns no trick", s + 1));
    }
    for (int id = 0; id < kDeckIds; ++id)
        if (seen[static_cast<std::size_t>(id)] != copiesInDeck(static_cast<CardId>(id), n))
            problems.push_back(
                fmt::format("card {} seen {} times, the deck has {}", displayName(static_cast<CardId>(id)),
                            seen[static_cast<std::size_t>(id)], copiesInDeck(static_cast<CardId>(id), n)));
    // Shelter dogs: deck, display, areas or discard pile.
    for (int i = 0; i < kRescues; ++i) {
        const auto id = static_cast<CardId>(kFirstRescue + i);
        int where = (m_shelterDeck >> i & 1U) + seen[id];
        for (int j = 0; j < m_shelterDisplayCount; ++j)
            where += m_shelterDisplay[static_cast<std::size_t>(j)] == id;
        if (where != 1)
            problems.push_back(fmt::format("shelter dog {} seen {} times", displayName(id), where));
    }
    // Purchasable tricks: deck, display, owned or out of the game.
    for (int i = 0; i < kBoughtTricks; ++i) {
        const int t = kFirstBought + i;
        int where = (m_trickDeck >> i & 1U) + (m_removedTricks >> i & 1U);
        for (int j = 0; j < m_trickDisplayCount; ++j)
            where += m_trickDisplay[static_cast<std::size_t>(j)] == t;
        for (int s = 0; s < n; ++s)
            where += player(s).tricks >> t & 1U;
        if (where != 1)
            problems.push_back(
                fmt::format("trick {} seen {} times", trick(static_cast<TrickId>(t)).name, where));
    }
    if (m_stage > Stage::DealSpecial) {
        int starting = m_removedStart;
        for (int s = 0; s < n; ++s)
            starting += std::popcount(player(s).tricks & ((1U << kFirstBought) - 1));
        if (starting != n) problems.push_back(fmt::format("{} starting tricks for {} players", starting, n));
    }
    // Fetch: with one player or in the grid once the watch dog is placed.
    const int fetchInGrid = static_cast<int>(std::count(m_grid.begin(), m_grid.end(), kFetchCard));
    if (m_stage > Stage::Guard && fetchHolders + fetchInGrid != 1)
        problems.push_back("the Fetch card is not in exactly one place");
    if ((m_discard[kEndGame] == 1) != m_endDrawn || m_discard[kEndGame] > 1)
        problems.push_back("End Game card misplaced");
    for (int k = 0; k < kFoodKinds; ++k)
        if (tokens[static_cast<std::size_t>(k)] + m_supply[static_cast<std::size_t>(k)] !=
            kTokenSupply[static_cast<std::size_t>(k)])
            problems.push_back(fmt::format("{} tokens do not add up", foodName(static_cast<FoodKind>(k))));
    if (m_aboveEnd < 0 || m_aboveEnd > m_drawTotal) problems.push_back("End Game card depth out of range");
    if (m_stage == Stage::Over)
        for (int s = 1; s < n; ++s)
            if (m_turns[static_cast<std::size_t>(s)] != m_turns[0])
                problems.push_back("the game ended with unequal turns");
    if (m_stage == Stage::Turn && !m_drafted && m_foodCount == 0 && m_drawTotal > 0 &&
        occupiedMask() != 0x1FF)
        problems.push_back("a turn starts with an incomplete grid while cards are left");
}

} // namespace dogtable::games::doglover
