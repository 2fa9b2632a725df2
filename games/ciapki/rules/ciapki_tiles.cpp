// Ciapki: the TileStep phase, the printed steps of each trick tile done one by one.
#include "ciapki/rules/ciapki_internal.h"
#include "ciapki/rules/ciapki_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

namespace dogtable::games::ciapki {

using namespace detail;

void CiapkiState::runTileStep() {
    PlayerArea& a = me();
    switch (m_tile) {
    case kHowl:
        if (m_step == 0) {
            m_printed = 0;
            if (a.owned() < kMaxDogs && m_deckTop != 0) {
                m_drawTo = m_active;
                m_pendingDraws = 1;
            }
            m_step = 1;
        } else if (m_step == 1) {
            m_printed = 1;
            m_step = 2;
            startRoll(1);
        } else
            endTrick();
        return;
    case kRollOver:
        if (m_step == 0) {
            m_printed = 0;
            m_step = 1;
            const int n = a.yardDice();
            if (n > 0) { // the yard is emptied before the roll
                a.yard = {};
                startRoll(0, n);
            }
        } else if (m_step == 1) {
            m_printed = 1;
            offerOptional(m_pool > 0);
        } else
            endTrick();
        return;
    case kWalk:
    case kRun:
    case kChase:
    case kTrack:
    case kFetch:
    case kScavenge:
    case kSearch:
    case kHunt:
        if (m_step == 0) {
            m_printed = 0;
            m_step = 1;
            const int n = m_tile == kWalk                      ? 2
                          : m_tile == kRun || m_tile == kTrack ? 3
                          : m_tile == kChase                   ? 1
                          : m_tile == kFetch                   ? 8
                          : m_tile == kScavenge                ? 4
                          : m_tile == kSearch                  ? 7
                                                               : 2 + a.pawPrints();
            if (m_tile == kChase) m_k = 1;
            startRoll(n);
        } else if (m_step == 1 && (m_tile == kWalk || m_tile == kRun || m_tile == kChase)) {
            m_printed = 1;
            offerOptional(m_pool > 0);
        } else
            endTrick();
        return;
    case kDig:
    case kTrot:
    case kRetrieve:
        if (m_step == 0) {
            m_printed = 0;
            m_step = 1;
            if (m_tile == kDig && a.pawPrints() > 0 && anyYardDie()) {
                m_digLeft = static_cast<std::uint8_t>(a.pawPrints());
                m_phase = Phase::Dig;
            } else if (m_tile == kTrot && a.diceOnDogs() > 0 && a.dogsWithEmptySpace() > 0) {
                m_phase = Phase::Trot;
            } else if (m_tile == kRetrieve && m_pool > 0 && m_deckTop != 0) {
                m_phase = Phase::RetrieveValue;
            }
        } else if (m_step == 1) {
            m_printed = 1;
            m_step = 2;
            startRoll(2);
        } else
            endTrick();
        return;
    case kBolt:
        if (m_step == 0) {
            m_printed = 0;
            if (m_pool == 0)
                endTrick();
            else
                m_phase = Phase::BoltCount;
        } else {
            m_printed = 1;
            if (m_aside == 0)
                endTrick();
            else if (m_aside <= a.pawPrints())
                m_phase = Phase::Optional;
            else {
                --m_aside;
                startRoll(0, 1);
            }
        }
        return;
    case kDogpile:
        m_printed = 0;
        if (m_step == 0) {
            m_step = 1;
            if (pileSourceExists())
                m_phase = Phase::PileChoose;
            else
                startRoll(2);
        } else
            offerOptional(m_pool > 0 || pileSourceExists());
        return;
    case kSprint:
        m_printed = 0;
        if (m_step == 0) {
            m_step = 1;
            startRoll(a.dogsWithEmptySpace());
        } else
            offerOptional(std::min(a.dogsWithEmptySpace(), static_cast<int>(m_pool)) > 0);
        return;
    case kBeg:
        m_printed = 1;
        gainTreats(m_active, 1);
        gainTreats(m_active, a.pawPrints());
        endTrick();
        return;
    case kChew:
        m_printed = 1;
        gainTreats(m_active, a.treats);
        gainTreats(m_active, 1);
        endTrick();
        return;
    case kGobble: {
        m_printed = 1;
        gainTreats(m_active, 7);
        int h = 0;
        const auto empty = a.emptySpaces();
        for (int v = 6; v >= 1 && h == 0; --v)
            if (empty[static_cast<std::size_t>(v - 1)] > 0) h = v;
        const int back = std::min<int>(h, a.treats);
        a.treats = static_cast<std::uint8_t>(a.treats - back);
        m_supply = static_cast<std::uint8_t>(m_supply + back);
        endTrick();
        return;
    }
    case kPlayDead:
        if (m_step == 0) {
            m_printed = 0;
            m_buried = 0;
            m_step = 1;
            startRoll(1);
        } else {
            m_printed = 1;
            if (m_buried > 0) gainTreats(m_active, m_buried);
            endTrick();
        }
        return;
    case kStay: {
        int down = 0;
        const int mine = positionOfTile(kStay);
        for (int p = 0; p < kPositions; ++p)
            if (p != mine && !faceUp(m_pos[static_cast<std::size_t>(p)].top())) ++down;
        gainTreats(m_active, down);
        endTrick();
        return;
    }
    case kGuard:
        m_printed = 0;
        if (m_step == 0)
            m_phase = Phase::GuardName;
        else
            endTrick();
        return;
    default:
        endTrick();
        return;
    }
}

} // namespace dogtable::games::ciapki
