#include "doglover/rules/doglover_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>

#include "dogtable/core/first_player.h"
#include "dogtable/core/text.h"

namespace dogtable::games::doglover {
namespace {

constexpr std::array<int, kFoodKinds> kTokenSupply{26, 18, 12, 6};
constexpr int kCardsUnderEndGame(int players) {
    return 4 * players - 1;
} // 7 / 11 / 15

void removeAt(std::array<std::uint8_t, 3>& display, std::uint8_t& count, int pos) {
    for (int i = pos; i + 1 < count; ++i)
        display[static_cast<std::size_t>(i)] = display[static_cast<std::size_t>(i + 1)];
    display[static_cast<std::size_t>(--count)] = kNoCard;
}

} // namespace

DogLoverState::DogLoverState(std::shared_ptr<const Setup> setup) : GameState(std::move(setup)) {
    const int n = players();
    m_special = this->setup().variant("special_tricks", "0") == "1";
    m_finalRefill = this->setup().variant("final_refill", "0") == "1";
    for (int id = 0; id < kDeckIds; ++id)
        m_draw.add(id, copiesInDeck(static_cast<CardId>(id), n));
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
        m_phase = Phase::ChooseFirst;
    }
}

void DogLoverState::startDealing() {
    m_current = m_first;
    m_dealSeat = 0;
    m_phase = m_special ? Phase::DealSpecial : Phase::StartDog;
}

// ----------------------------------------------------------------------------------------- flow

Seat DogLoverState::currentSeat() const {
    if (m_phase == Phase::Over) return kNoSeat;
    if (m_displayDraw != 0) return kChanceSeat;
    switch (m_phase) {
    case Phase::ChooseFirst:
    case Phase::DealSpecial:
    case Phase::StartDog:
    case Phase::DealGrid:
    case Phase::DealTricks:
    case Phase::DealShelter:
    case Phase::Refill:
        return kChanceSeat;
    case Phase::Guard:
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
    if (m_phase == Phase::Guard) {
        for (int l = 0; l < 6; ++l)
            out.emplace_back(kGuard, l);
        return;
    }
    if (m_phase == Phase::Penalty) {
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
            if (!any && m_phase == Phase::Settle) out.emplace_back(kDiscardTrait, trait);
        }
    };
    auto walkOptions = [&] {
        if (m_pendingWalks == 0) return;
        bool any = false;
        for (int d = 0; d < a.dogCount; ++d)
            if (canTuck(a.dogs[static_cast<std::size_t>(d)], kWalk))
                out.emplace_back(kTuck, d, kWalk), any = true;
        if (!any && m_phase == Phase::Settle) out.emplace_back(kDiscardWalk);
    };
    if (m_phase == Phase::Settle) {
        walkOptions();
        attachOptions();
        std::sort(out.begin(), out.end());
        return;
    }
    // Phase::Turn
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
    switch (m_phase) {
    case Phase::ChooseFirst:
        firstPlayerOutcomes(kFirstPlayer, players(), out);
        break;
    case Phase::DealSpecial:
        for (int i = 0; i < kSpecials; ++i)
            if (m_startCardsLeft >> i & 1U) out.push_back({Action(kDealSpecial, kFirstSpecial + i), 1});
        break;
    case Phase::StartDog:
        m_draw.forEachDistinct([&](int id, std::uint32_t copies) {
            if (isRegularDog(static_cast<CardId>(id))) out.push_back({Action(kStartDog, id), copies});
        });
        break;
    case Phase::DealGrid:
    case Phase::Refill:
        drawOutcomes(
            m_draw, [](int id) { return Action(kDeal, id); }, out);
        break;
    case Phase::DealTricks:
        tricksFromDeck();
        break;
    case Phase::DealShelter:
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
    m_draw.take(c);
    if (m_phase != Phase::StartDog && !m_endDrawn && m_aboveEnd > 0) --m_aboveEnd;
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
    if (m_phase == Phase::DealGrid && occupiedMask() == 0x1FF) m_phase = Phase::DealTricks;
    if (m_phase == Phase::DealTricks && (m_trickDisplayCount == 3 || m_trickDeck == 0))
        m_phase = Phase::DealShelter;
    if (m_phase == Phase::DealShelter && (m_shelterDisplayCount == 3 || m_shelterDeck == 0))
        m_phase = Phase::Guard;
}

void DogLoverState::startRefill() {
    m_phase = Phase::Refill;
    m_refillCells = 0;
    advanceRefill();
}

void DogLoverState::advanceRefill() {
    for (;;) {
        // The last turn of the game is over: nothing more is dealt (saves made before this rule
        // still deal the final refill).
        if (m_endDrawn && m_current == lastSeat() && !m_finalRefill) return finishTurn();
        const auto empty = std::find(m_grid.begin(), m_grid.end(), kNoCard);
        if (empty == m_grid.end()) return finishTurn();
        if (!m_endDrawn && m_aboveEnd == 0) {
            m_endDrawn = true; // the End Game card comes out: discarded, this round is the last
            discardCard(kEndGame);
            continue;
        }
        if (m_draw.drawSize() == 0) return finishTurn(); // the cells stay empty (E3)
        return;                                          // a chance node: the next card
    }
}

void DogLoverState::finishTurn() {
    me().fetchFresh = false;
    ++m_turns[static_cast<std::size_t>(m_current)];
    m_drafted = false;
    if (m_endDrawn && m_current == lastSeat()) {
        m_phase = Phase::Over;
        return;
    }
    m_current = (m_current + 1) % players();
    if (m_current == m_first) ++m_round;
    m_phase = Phase::Turn;
}

void DogLoverState::afterSettleStep() {
    if (m_phase == Phase::Settle && m_pendingWalks == 0 && m_pendingTraits == 0) startRefill();
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
        if (++m_dealSeat == n) m_dealSeat = 0, m_phase = Phase::StartDog;
        break;
    }
    case kStartDog: {
        const auto c = static_cast<CardId>(a.arg(0));
        drawFromPile(c);
        m_players[static_cast<std::size_t>(dealSeat())].area.addDog(c);
        if (++m_dealSeat == n) {
            m_dealSeat = 0;
            m_aboveEnd = static_cast<std::int16_t>(m_draw.drawSize() - kCardsUnderEndGame(n));
            m_phase = Phase::DealGrid;
        }
        break;
    }
    case kDeal: {
        const auto c = static_cast<CardId>(a.arg(0));
        drawFromPile(c);
        const auto cell = std::find(m_grid.begin(), m_grid.end(), kNoCard);
        if (m_phase == Phase::Refill)
            m_refillCells = static_cast<std::uint16_t>(m_refillCells | 1U << (cell - m_grid.begin()));
        *cell = c;
        if (m_phase == Phase::DealGrid)
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
        m_phase = Phase::Turn;
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
            m_phase = Phase::Settle;
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
        m_penaltyLeft = penaltyUnits(t);
        m_phase = Phase::Penalty;
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

// ------------------------------------------------------------------------------------------- views

View DogLoverState::viewFor(Seat viewer) const {
    View v;
    v.viewer = viewer;
    for (int s = 0; s < players(); ++s)
        v.names.push_back(playerName(s));
    v.acting = m_phase == Phase::Over ? kNoSeat : turnSeat();
    v.phase = m_phase;
    v.current = m_current;
    v.round = m_round;
    v.grid = m_grid;
    v.guard = m_guard;
    v.guardSide = m_guardSide;
    v.guardPlaced = m_phase >= Phase::Turn;
    v.drawCount = m_draw.drawSize();
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
        pv.handKnown = viewer == s || m_phase == Phase::Over;
        if (!pv.handKnown) pv.area.hand.fill(0);
        for (int t = 0; t < kTrickIds; ++t)
            if (p.tricks >> t & 1U) pv.tricks.push_back(static_cast<TrickId>(t));
        pv.fetch = p.fetch;
        pv.fetchFresh = p.fetchFresh;
        AreaScore sc = scoreArea(pv.area);
        for (const auto& d : sc.dogs) {
            pv.fed.push_back(d.fed);
            pv.points.push_back(d.points);
        }
        pv.scoreEstimate = sc.total;
        v.players.push_back(std::move(pv));
    }
    v.drafted = m_drafted;
    v.canSkipDraft = m_phase == Phase::Turn && !m_drafted && !anyLegalDraft();
    for (int i = 0; i < m_foodCount; ++i)
        v.unresolvedFood.push_back(m_food[static_cast<std::size_t>(i)]);
    v.pendingWalks = m_pendingWalks;
    for (int t = 0; t < kTraits; ++t)
        if (m_pendingTraits >> t & 1U) v.pendingTraits.push_back(static_cast<CardId>(kFirstTrait + t));
    v.penaltyTrait = m_penaltyTrait;
    v.penaltyLeft = m_penaltyLeft;
    // The final refill of games saved before the game ended with the last turn (final_refill=1):
    // made after the last seat's turn of the last round (the game is over after it).
    if (isLastTurnOver()) v.lateCells = m_refillCells;
    return v;
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
    TieBreak fed{text::say("doglover", "most fed dogs"), {}},
        fedRescue{text::say("doglover", "most fed shelter dogs"), {}};
    for (std::size_t s = 0; s < areas.size(); ++s) {
        const AreaScore sc = scoreArea(areas[s]);
        PlayerScore ps;
        ps.name =
            s < names.size() ? names[s] : text::say("doglover", "Player {number}")(fmt::arg("number", s + 1));
        for (const auto& d : sc.dogs)
            ps.add(d.fed ? text::say("doglover", "{dog} (fed)")(fmt::arg("dog", cardWord(d.dog)))
                         : text::say("doglover", "{dog} (not fed)")(fmt::arg("dog", cardWord(d.dog))),
                   d.points);
        ps.add(text::say("doglover", "Toys in hand (sets 1/3/6/10/15)"), sc.toys);
        ps.add(text::say("doglover", "Bones in hand ({count})")(fmt::arg("count", areas[s].handCount(kBone))),
               sc.bones);
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
    m_draw.forEachDistinct([&](int id, std::uint32_t copies) {
        seen[static_cast<std::size_t>(id)] += static_cast<int>(copies);
    });
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
        if (p.tricks == 0 && m_phase >= Phase::StartDog)
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
    if (m_phase > Phase::DealSpecial) {
        int starting = m_removedStart;
        for (int s = 0; s < n; ++s)
            starting += std::popcount(player(s).tricks & ((1U << kFirstBought) - 1));
        if (starting != n) problems.push_back(fmt::format("{} starting tricks for {} players", starting, n));
    }
    // Fetch: with one player or in the grid once the watch dog is placed.
    const int fetchInGrid = static_cast<int>(std::count(m_grid.begin(), m_grid.end(), kFetchCard));
    if (m_phase > Phase::Guard && fetchHolders + fetchInGrid != 1)
        problems.push_back("the Fetch card is not in exactly one place");
    if ((m_discard[kEndGame] == 1) != m_endDrawn || m_discard[kEndGame] > 1)
        problems.push_back("End Game card misplaced");
    for (int k = 0; k < kFoodKinds; ++k)
        if (tokens[static_cast<std::size_t>(k)] + m_supply[static_cast<std::size_t>(k)] !=
            kTokenSupply[static_cast<std::size_t>(k)])
            problems.push_back(fmt::format("{} tokens do not add up", foodName(static_cast<FoodKind>(k))));
    if (m_aboveEnd < 0 || m_aboveEnd > m_draw.drawSize())
        problems.push_back("End Game card depth out of range");
    if (m_phase == Phase::Over)
        for (int s = 1; s < n; ++s)
            if (m_turns[static_cast<std::size_t>(s)] != m_turns[0])
                problems.push_back("the game ended with unequal turns");
    if (m_phase == Phase::Turn && !m_drafted && m_foodCount == 0 && m_draw.drawSize() > 0 &&
        occupiedMask() != 0x1FF)
        problems.push_back("a turn starts with an incomplete grid while cards are left");
}

} // namespace dogtable::games::doglover