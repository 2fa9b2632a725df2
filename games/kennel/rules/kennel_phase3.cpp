// DOGS (kennel) — Phase 3, end of round: feeding, salaries, the card refresh, the Dog Fair card and
// the board refill (also the set-up's deal and fill).
#include "kennel/rules/kennel_state.h"

#include <fmt/format.h>

#include <algorithm>

#include "dogtable/core/first_player.h"
#include "kennel/rules/kennel_internal.h"

namespace dogtable::games::kennel {

void KennelState::startPhase3() {
    for (auto& b : m_boxWorkers)
        b.fill(-1);
    for (int s = 0; s < players(); ++s)
        m_players[ix(s)].roundEnd = RoundEnd{}; // kept until the next Phase 3
    m_stepIndex = 0;
    feedFrom(0);
}

void KennelState::feedFrom(int index) {
    for (m_stepIndex = static_cast<std::int8_t>(index); m_stepIndex < players(); ++m_stepIndex) {
        const int s = (m_first + m_stepIndex) % players();
        PlayerState& p = m_players[ix(s)];
        int occupied = 0;
        for (int pen = 0; pen < p.built; ++pen)
            occupied += !p.pens[ix(pen)].empty();
        if (p.food >= occupied) {
            p.food = u8(p.food - occupied);
            p.roundEnd.fedPens = static_cast<std::int8_t>(occupied);
            continue;
        }
        p.roundEnd.fedPens = static_cast<std::int8_t>(p.food);
        m_starveLeft = u8(occupied - p.food);
        m_starveMask = 0;
        p.food = 0;
        m_actor = static_cast<std::int8_t>(s);
        m_phase = Phase::Starve;
        return;
    }
    salaryFrom(0);
}

void KennelState::salaryFrom(int index) {
    for (m_stepIndex = static_cast<std::int8_t>(index); m_stepIndex < players(); ++m_stepIndex) {
        const int s = (m_first + m_stepIndex) % players();
        PlayerState& p = m_players[ix(s)];
        const bool coin = p.coins >= 1, card = p.held(HelperCard) > 0;
        if (p.helper) {
            if (coin && card) {
                m_actor = static_cast<std::int8_t>(s);
                m_phase = Phase::Salary;
                return;
            }
            if (coin) {
                --p.coins;
                p.roundEnd.salary = 1;
            } else if (card) {
                --p.cards[ix(HelperCard - kFirstSpecial)];
                ++m_discard[HelperCard];
                p.roundEnd.salary = 2;
            } else {
                p.helper = false;
                p.helperLostNow = true;
                p.roundEnd.salary = 3;
            }
        } else if (coin || card) {
            m_actor = static_cast<std::int8_t>(s);
            m_phase = Phase::Salary;
            return;
        } else {
            p.roundEnd.salary = 5;
        }
    }
    if (m_lastRound) {
        m_phase = Phase::GameOver;
        return;
    }
    beginCardRefresh();
}

// Phase 3 task 3 (and the set-up): discard the cards left above the boxes, deal every slot, turn the fair
// card.
void KennelState::beginCardRefresh() {
    if (m_round > 0)
        for (auto& c : m_slots)
            if (c >= 0) {
                ++m_discard[ix(c)];
                c = -1;
            }
    dealNext();
}

void KennelState::dealNext() {
    int next = -1;
    for (int s = 0; s < kSlots && next < 0; ++s)
        if (m_slots[ix(s)] < 0) next = s;
    if (next >= 0 && drawPileSize() == 0) { // the draw pile ran out: the discards become the draw pile
        m_drawPile = m_discard;
        m_discard.fill(0);
    }
    if (next >= 0 && drawPileSize() > 0) {
        m_phase = Phase::DealCards;
        m_stepIndex = static_cast<std::int8_t>(next);
        return;
    }
    // The face-up Dog Fair card goes under its pile; the next one is revealed (a draw while unseen).
    const int nextPos = m_round == 0 ? 0 : (m_fairPos + 1) % kFairCards;
    if (nextPos < m_fairRevealed) {
        m_fairPos = u8(nextPos);
        afterFair();
        return;
    }
    m_phase = Phase::RevealFair;
}

void KennelState::afterFair() {
    if (m_round == 0) {
        // Setup step 6: the first-player piece. A chosen seat takes it; otherwise it is drawn.
        if (const auto first = chosenFirstSeat(setup(), "random")) {
            m_first = static_cast<std::int8_t>(*first);
            m_round = 1;
            startRound();
        } else {
            m_phase = Phase::ChooseFirst;
        }
        return;
    }
    // Task 4: blocks go back into their supplies (2 players), then every empty space is refilled.
    if (twoPlayer())
        for (int s = 0; s < kSpaces; ++s)
            if (m_board[ix(s)] != kNoToken && isBlock(m_board[ix(s)])) setBoardToken(s, kNoToken);
    m_phase = Phase::FillBoard;
    beginFill();
}

void KennelState::beginFill() {
    // Fill the lowest-numbered empty space whose supply still has tokens.
    for (int s = 0; s < kSpaces; ++s)
        if (m_board[ix(s)] == kNoToken && supplySize(spaceArea(s)) > 0) {
            m_phase = Phase::FillBoard;
            m_stepIndex = static_cast<std::int8_t>(s);
            return;
        }
    afterFill();
}

void KennelState::afterFill() {
    if (m_round == 0) {
        beginCardRefresh();
        return;
    }
    // Trigger C (2 players): all six blocks on the board after the refill -> the next round is the last.
    if (twoPlayer()) {
        int blocks = 0;
        for (auto t : m_board)
            blocks += t != kNoToken && isBlock(t);
        if (blocks == 2 * kBlocksPerArea) m_lastRoundNext = true;
    }
    m_first = static_cast<std::int8_t>(nextSeat(m_first));
    ++m_round;
    if (m_lastRoundNext) m_lastRound = true;
    m_stepIndex = 0;
    for (int s = 0; s < players(); ++s) {
        PlayerState& p = m_players[ix(s)];
        p.coins = static_cast<std::int16_t>(p.coins + 1); // income (not in round 1)
    }
    startRound();
}

void KennelState::applyEndOfRound(const Action& a, Seat /*seat*/, PlayerState* me) {
    switch (a.kind) {
    // ----- phase 3 -----
    case kStarve: {
        const int pen = a.arg(0) - 1, b = a.arg(1);
        me->pens[ix(pen)].remove(b);
        m_starveMask = u8(m_starveMask | (1 << pen));
        if (me->sickCount() < kInfirmaryCap) {
            ++me->infirmary[ix(b)];
            ++me->roundEnd.hungrySick;
        } else {
            sendToFair(b);
            ++me->roundEnd.hungryToFair;
        }
        if (--m_starveLeft == 0) {
            ++m_stepIndex;
            feedFrom(m_stepIndex);
        }
        break;
    }
    case kPaySalary:
        if (a.arg(0) == 0)
            --me->coins;
        else
            useCard(*me, HelperCard);
        me->roundEnd.salary = u8(me->helper ? 1 + a.arg(0) : 4);
        me->helper = true;
        ++m_stepIndex;
        salaryFrom(m_stepIndex);
        break;
    case kSkipRehire:
        me->roundEnd.salary = 5;
        ++m_stepIndex;
        salaryFrom(m_stepIndex);
        break;
    default:
        break;
    }
}

} // namespace dogtable::games::kennel
