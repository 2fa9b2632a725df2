// Ciapki: the legal actions of every phase, and applying one.
#include "ciapki/rules/ciapki_internal.h"
#include "ciapki/rules/ciapki_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "dogtable/core/dice.h"

namespace dogtable::games::ciapki {

using namespace detail;

// ---------------------------------------------------------------------------------------------
// Legal actions

void CiapkiState::subMultisets(const Counts& from, std::vector<Counts>& out) const {
    out.clear();
    Counts c{};
    for (;;) {
        out.push_back(c);
        std::size_t f = 0;
        while (f < 6 && c[f] == from[f])
            c[f++] = 0;
        if (f == 6) return;
        ++c[f];
    }
}

void CiapkiState::legalResolve(std::vector<Action>& out) const {
    const PlayerArea& a = me();
    for (std::size_t f = 0; f < 6; ++f) {
        if (m_hand[f] == 0) continue;
        out.emplace_back(kBury, static_cast<int>(f + 1));
        for (int i = 0; i < a.nDogs; ++i) {
            const auto& d = a.dogs[static_cast<std::size_t>(i)];
            const auto& info = dogInfo(d.card);
            for (int s = 0; s < info.spaces; ++s)
                if (!(d.filled >> s & 1U) &&
                    info.values[static_cast<std::size_t>(s)] == static_cast<int>(f + 1))
                    out.emplace_back(kPlace, i, s);
        }
    }
    if (countTotal(m_hand) >= 2) out.emplace_back(kBuryRest);
}

void CiapkiState::legalKeeps(std::vector<Action>& out) const {
    const int total = countTotal(m_hand);
    if (m_tile == kFetch) {
        for (std::size_t f = 0; f < 6; ++f)
            if (m_hand[f] > 0) {
                Counts c{};
                c[f] = m_hand[f];
                out.push_back(countsAction(kKeep, c));
            }
        return;
    }
    if (m_tile == kGuard) {
        Counts c{};
        for (std::size_t f = 0; f < m_guard; ++f)
            c[f] = m_hand[f];
        out.push_back(countsAction(kKeep, c));
        return;
    }
    std::vector<Counts> subs;
    subMultisets(m_hand, subs);
    const int y = me().yardTotal();
    bool any = false;
    for (const Counts& c : subs) {
        bool ok = false;
        if (m_tile == kHunt)
            ok = countTotal(c) == std::min(2, total);
        else if (m_tile == kSearch)
            ok = pipSum(c) == 8;
        else if (m_tile == kScavenge) { // every die at or above the yard total is kept
            ok = true;
            for (std::size_t f = 0; f < 6; ++f)
                if (static_cast<int>(f + 1) >= y && c[f] != m_hand[f]) ok = false;
        }
        if (ok) {
            out.push_back(countsAction(kKeep, c));
            any = true;
        }
    }
    if (!any) out.push_back(countsAction(kKeep, Counts{})); // Search: no group of 8, all go back
}

void CiapkiState::legalActions(std::vector<Action>& out) const {
    out.clear();
    if (currentSeat() < 0) return;
    const PlayerArea& a = me();
    switch (m_phase) {
    case Phase::Choose:
        for (int p = 0; p < kPositions; ++p)
            if (faceUp(m_pos[static_cast<std::size_t>(p)].top())) out.emplace_back(kTrick, p + 1);
        if (a.anyComplete()) out.emplace_back(kScore);
        break;
    case Phase::Window:
        if (a.treats > 0) {
            if (m_tile == kTrack) {
                std::vector<Counts> subs;
                subMultisets(m_hand, subs);
                for (const Counts& c : subs)
                    if (countTotal(c) > 0) out.push_back(countsAction(kRerollSome, c));
            } else {
                out.emplace_back(kReroll);
            }
        }
        if (isBlue(m_tile))
            legalKeeps(out);
        else
            legalResolve(out);
        break;
    case Phase::Resolve:
        legalResolve(out);
        break;
    case Phase::Optional:
        out.emplace_back(kMore);
        out.emplace_back(kStop);
        break;
    case Phase::Dig:
        for (int s = 0; s < players(); ++s) {
            const auto& y = m_areas[static_cast<std::size_t>(s)].yard;
            for (std::size_t f = 0; f < 6; ++f) {
                if (y[f] == 0) continue;
                out.emplace_back(kDigMove, s, static_cast<int>(f + 1), -1);
                if (f < 5) out.emplace_back(kDigMove, s, static_cast<int>(f + 1), 1);
            }
        }
        out.emplace_back(kStop);
        break;
    case Phase::Trot:
        for (int i = 0; i < a.nDogs; ++i) {
            const auto& d = a.dogs[static_cast<std::size_t>(i)];
            for (int s = 0; s < dogInfo(d.card).spaces; ++s) {
                if (!(d.filled >> s & 1U)) continue;
                for (int j = 0; j < a.nDogs; ++j) {
                    const auto& e = a.dogs[static_cast<std::size_t>(j)];
                    for (int t = 0; t < dogInfo(e.card).spaces; ++t)
                        if (!(e.filled >> t & 1U)) out.emplace_back(kTrotMove, i, s, j, t);
                }
            }
        }
        out.emplace_back(kStop);
        break;
    case Phase::RetrieveValue: {
        const auto& info = dogInfo(m_deckTop);
        for (int s = 0; s < info.spaces; ++s)
            out.emplace_back(kRetrieveValue, info.values[static_cast<std::size_t>(s)]);
        break;
    }
    case Phase::GuardName:
        for (int v = 1; v <= 6; ++v)
            out.emplace_back(kGuardName, v);
        break;
    case Phase::BoltCount:
        for (int n = 3; n <= std::max(3, std::min<int>(12, m_pool)); ++n)
            out.emplace_back(kBoltCount, n);
        break;
    case Phase::PileChoose:
        for (std::size_t f = 0; f < 6; ++f)
            if (a.yard[f] > 0) out.emplace_back(kPileYard, static_cast<int>(f + 1));
        for (int i = 0; i < a.nDogs; ++i) {
            const auto& d = a.dogs[static_cast<std::size_t>(i)];
            for (int s = 0; s < dogInfo(d.card).spaces; ++s)
                if (d.filled >> s & 1U) out.emplace_back(kPileDog, i, s);
        }
        break;
    default:
        break;
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
}

void CiapkiState::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    const std::span<const ChanceOutcome> table = chanceOutcomeTable(out);
    if (table.data() != out.data()) out.assign(table.begin(), table.end());
}

// Dice rolls answer with the shared table of the roll (up to 1287 outcomes) instead of a copy.
std::span<const ChanceOutcome> CiapkiState::chanceOutcomeTable(std::vector<ChanceOutcome>& out) const {
    out.clear();
    if (currentSeat() != kChanceSeat) return out;
    if (m_deckTop == 0 && !m_deck.empty()) {
        drawOutcomes(
            m_deck, [](int c) { return Action(kRevealDog, c); }, out);
        return out;
    }
    for (int p = 0; p < kPositions; ++p) {
        const Position& pos = m_pos[static_cast<std::size_t>(p)];
        if (pos.top() != 0) continue;
        for (TileId t : tilesOfColour(pos.colour)) {
            bool seen = false;
            for (int i = 0; i < pos.size; ++i)
                seen = seen || pos.stack[static_cast<std::size_t>(i)] == t;
            if (!seen) out.push_back({Action(kRevealTile, p + 1, t), 1});
        }
        return out;
    }
    if (m_phase == Phase::Rolling) return rollTable(std::min<int>(m_rolling, kMaxChunk));
    const std::uint16_t kind = m_phase == Phase::PiesRoll ? kPiesDie : kStartDie;
    out = dieOutcomes([kind](int face) { return Action(kind, face); });
    return out;
}

bool CiapkiState::revealsInformation(const Action& a) const {
    return a.kind <= kPiesDie;
}

// ---------------------------------------------------------------------------------------------
// Applying

void CiapkiState::doApply(const Action& a) {
    m_nEvents = 0;
    PlayerArea* mine =
        m_active >= 0 && m_active < players() ? &m_areas[static_cast<std::size_t>(m_active)] : nullptr;
    auto spendTreat = [&] {
        --mine->treats;
        ++m_supply;
    };
    auto resolved = [&] { // one die of the roll has a destination
        m_window = false;
        if (m_phase == Phase::EndTurn) return; // busted
        m_phase = countTotal(m_hand) == 0 ? Phase::AfterRoll : Phase::Resolve;
    };
    auto buryChecked = [&](int face, int n) {
        mine->yard[static_cast<std::size_t>(face - 1)] =
            static_cast<std::uint8_t>(mine->yard[static_cast<std::size_t>(face - 1)] + n);
        m_hand[static_cast<std::size_t>(face - 1)] =
            static_cast<std::uint8_t>(m_hand[static_cast<std::size_t>(face - 1)] - n);
        if (m_tile == kPlayDead) m_buried = static_cast<std::uint8_t>(face);
        // A yard above 7 busts: the rest of this roll cannot change that, so the bust happens now.
        if (mine->yardTotal() > kBustAbove) bust(m_active);
    };
    switch (a.kind) {
    case kRevealDog:
        m_deck.take(a.arg(0));
        m_deckTop = static_cast<std::uint8_t>(a.arg(0));
        break;
    case kRevealTile:
        m_pos[static_cast<std::size_t>(a.arg(0) - 1)].stack[0] = static_cast<std::uint8_t>(a.arg(1));
        break;
    case kRoll: {
        const Counts c = unpackCounts(a);
        for (std::size_t f = 0; f < 6; ++f)
            m_hand[f] = static_cast<std::uint8_t>(m_hand[f] + c[f]);
        m_rolling = static_cast<std::uint8_t>(m_rolling - countTotal(c));
        if (m_rolling == 0) {
            m_phase = Phase::Window;
            m_window = true;
        }
        break;
    }
    case kStartDie: {
        const int seat = std::countr_zero(static_cast<unsigned>(m_needStartDie));
        PlayerArea& p = m_areas[static_cast<std::size_t>(seat)];
        if (p.startDie != 0) --p.yard[p.startDie - 1U];
        p.startDie = static_cast<std::uint8_t>(a.arg(0));
        ++p.yard[p.startDie - 1U];
        m_needStartDie = static_cast<std::uint8_t>(m_needStartDie & (m_needStartDie - 1));
        if (m_needStartDie == 0) {
            if (m_opt.solo || m_opt.firstSeat >= 0) {
                m_active =
                    m_opt.firstSeat < 0 ? 0 : m_opt.firstSeat; // chosen: the buried dice only fill the yards
            } else {
                int best = 0;
                std::uint8_t tied = 0;
                for (int s = 0; s < players(); ++s) {
                    const int v = m_areas[static_cast<std::size_t>(s)].startDie;
                    if (v > best) {
                        best = v;
                        tied = static_cast<std::uint8_t>(1U << s);
                    } else if (v == best) {
                        tied = static_cast<std::uint8_t>(tied | 1U << s);
                    }
                }
                if (std::popcount(static_cast<unsigned>(tied)) > 1) {
                    m_needStartDie = tied; // the tied players roll again, then everyone is compared
                    break;
                }
                m_active = static_cast<std::int8_t>(std::countr_zero(static_cast<unsigned>(tied)));
            }
            m_phase = Phase::TurnStart;
        }
        break;
    }
    case kPiesDie: {
        m_lastPies = static_cast<std::uint8_t>(a.arg(0));
        const int t = m_pos[static_cast<std::size_t>(a.arg(0) - 1)].top();
        if (faceUp(t)) {
            m_faceDown |= 1U << t;
            m_piesTreats =
                static_cast<std::uint8_t>(m_piesTreats + m_tileTreats[static_cast<std::size_t>(t)]);
            m_tileTreats[static_cast<std::size_t>(t)] = 0;
        } else {
            m_drawTo = kPies;
            m_pendingDraws = 1;
        }
        m_phase = Phase::PiesCashIn;
        break;
    }
    case kTrick: {
        const int t = m_pos[static_cast<std::size_t>(a.arg(0) - 1)].top();
        mine->treats = static_cast<std::uint8_t>(mine->treats + m_tileTreats[static_cast<std::size_t>(t)]);
        m_tileTreats[static_cast<std::size_t>(t)] = 0;
        m_faceDown |= 1U << t;
        m_tile = static_cast<std::uint8_t>(t);
        m_step = 0;
        m_phase = Phase::TileStep;
        break;
    }
    case kScore:
        scoreComplete(m_active);
        m_phase = Phase::EndTurn;
        break;
    case kReroll:
        spendTreat();
        m_rolling = static_cast<std::uint8_t>(countTotal(m_hand));
        m_hand = {};
        m_phase = Phase::Rolling;
        break;
    case kRerollSome: {
        spendTreat();
        const Counts c = unpackCounts(a);
        for (std::size_t f = 0; f < 6; ++f)
            m_hand[f] = static_cast<std::uint8_t>(m_hand[f] - c[f]);
        m_rolling = static_cast<std::uint8_t>(countTotal(c));
        m_phase = Phase::Rolling;
        break;
    }
    case kKeep: {
        const Counts c = unpackCounts(a);
        m_pool = static_cast<std::uint8_t>(m_pool + countTotal(m_hand) - countTotal(c));
        m_hand = c;
        if (m_tile == kScavenge) m_printed = 2;
        resolved();
        break;
    }
    case kPlace: {
        DogSlot& d = mine->dogs[static_cast<std::size_t>(a.arg(0))];
        const int v = dogInfo(d.card).values[static_cast<std::size_t>(a.arg(1))];
        --m_hand[static_cast<std::size_t>(v - 1)];
        d.filled = static_cast<std::uint8_t>(d.filled | 1U << a.arg(1));
        resolved();
        break;
    }
    case kBury:
        buryChecked(a.arg(0), 1);
        resolved();
        break;
    case kBuryRest:
        for (int f = 1; f <= 6 && m_phase != Phase::EndTurn; ++f)
            if (m_hand[static_cast<std::size_t>(f - 1)] > 0)
                buryChecked(f, m_hand[static_cast<std::size_t>(f - 1)]);
        resolved();
        break;
    case kMore:
        switch (m_tile) {
        case kRollOver:
        case kWalk:
            m_step = 2;
            startRoll(1);
            break;
        case kRun:
            startRoll(1);
            break;
        case kChase:
            ++m_k;
            startRoll(m_k);
            break;
        case kBolt:
            --m_aside;
            startRoll(0, 1);
            break;
        case kDogpile:
            m_step = 0;
            m_phase = Phase::TileStep;
            break;
        case kSprint:
            startRoll(mine->dogsWithEmptySpace());
            break;
        default:
            break;
        }
        break;
    case kStop:
        if (m_phase == Phase::Dig || m_phase == Phase::Trot) {
            m_phase = Phase::TileStep;
        } else {
            m_pool = static_cast<std::uint8_t>(m_pool + m_aside); // Bolt: unrolled dice go back
            m_aside = 0;
            endTrick();
        }
        break;
    case kDigMove: {
        const int seat = a.arg(0), face = a.arg(1), dir = a.arg(2);
        PlayerArea& target = m_areas[static_cast<std::size_t>(seat)];
        --target.yard[static_cast<std::size_t>(face - 1)];
        if (face + dir == 0)
            ++m_pool; // a 1 turned down leaves the yard
        else
            ++target.yard[static_cast<std::size_t>(face + dir - 1)];
        --m_digLeft;
        if (target.yardTotal() > kBustAbove) bust(seat);
        if (m_phase == Phase::Dig && (m_digLeft == 0 || !anyYardDie())) m_phase = Phase::TileStep;
        break;
    }
    case kTrotMove: {
        DogSlot& from = mine->dogs[static_cast<std::size_t>(a.arg(0))];
        from.filled = static_cast<std::uint8_t>(from.filled & ~(1U << a.arg(1)));
        DogSlot& to = mine->dogs[static_cast<std::size_t>(a.arg(2))];
        to.filled = static_cast<std::uint8_t>(to.filled | 1U << a.arg(3));
        m_phase = Phase::TileStep;
        break;
    }
    case kRetrieveValue:
        --m_pool;
        m_hand = {};
        m_hand[static_cast<std::size_t>(a.arg(0) - 1)] = 1;
        m_window = false; // a set die, not a roll: no treats
        m_phase = Phase::Resolve;
        break;
    case kGuardName:
        m_guard = static_cast<std::uint8_t>(a.arg(0));
        m_step = 1;
        startRoll(4);
        break;
    case kBoltCount:
        m_aside = static_cast<std::uint8_t>(std::min<int>(a.arg(0), m_pool));
        m_pool = static_cast<std::uint8_t>(m_pool - m_aside);
        m_step = 1;
        m_phase = Phase::TileStep;
        break;
    case kPileYard:
        --mine->yard[static_cast<std::size_t>(a.arg(0) - 1)];
        startRoll(2, 1);
        break;
    case kPileDog: {
        DogSlot& d = mine->dogs[static_cast<std::size_t>(a.arg(0))];
        d.filled = static_cast<std::uint8_t>(d.filled & ~(1U << a.arg(1)));
        startRoll(2, 1);
        break;
    }
    default:
        break;
    }
    advance();
}

} // namespace dogtable::games::ciapki
