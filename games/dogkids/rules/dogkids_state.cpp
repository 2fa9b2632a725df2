#include "dogkids/rules/dogkids_state.h"
#include "dogtable/core/text.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "dogtable/core/first_player.h"

namespace dogtable::games::dogkids {

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
        m_draw.add(c, cardInfo(c).copies);
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
    m_discard.add(c);
    m_topDiscard = c;
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
    if (m_firstPending) return firstPlayerOutcomes(kFirstPlayer, m_players, out);
    if (m_phase != Phase::Deal && m_phase != Phase::Refill) return;
    drawOutcomes(
        m_draw, [](int c) { return drawAction(static_cast<Card>(c)); }, out);
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
        if (needCard && m_draw.empty() && !m_discard.empty()) {
            m_draw = m_discard;
            m_discard = {};
            m_topDiscard = kNoCard;
        }
        if (needCard && !m_draw.empty()) return; // a chance node: the next card
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
    switch (a.kind) {
    case kFirstPlayer:
        m_first = m_turn = static_cast<std::int8_t>(a.arg(0));
        m_firstPending = false;
        settle();
        return;
    case kDraw: {
        const auto c = static_cast<Card>(a.arg(0));
        const Seat to = drawTarget();
        m_draw.take(c);
        addToHand(to, c);
        if (m_phase == Phase::Refill) --m_refillLeft;
        settle();
        return;
    }
    case kMove: {
        MoveOutcome out;
        simulateMove(seating(), a, out, m_ring, m_dog);
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
    case kChange: {
        while (m_handSize[idx(m_turn)] > 0)
            discardCard(m_turn, m_hand[idx(m_turn)][0]);
        m_phase = Phase::Refill;
        m_refillLeft = 3;
        m_afterChange = true;
        settle();
        return;
    }
    case kGive:
    case kKeep: {
        const bool give = a.kind == kGive;
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
    case kActionKindCount:
        break;
    }
}

bool DogKidsState::revealsInformation(const Action& a) const {
    // The second exchange decision shows both partners the card they get.
    return m_phase == Phase::Exchange && m_exStep == 1 && m_exOffer != kNoCard && a.kind == kGive;
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
        m_draw.add(c);
    }
    for (Card c : cards) {
        if (!m_draw.take(c)) continue;
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
        ps.add(text::say("dogkids", "dogs home"), dogsHome(s));
        if (m_teams && m_partner[idx(s)] >= 0)
            ps.add(text::say("dogkids", "partner's dogs home"), dogsHome(m_partner[idx(s)]));
        key.push_back(ps.total);
        ps.chartValue = fieldsLeft(s);
        sheet.players.push_back(std::move(ps));
    }
    sheet.chartMeasure = text::say("dogkids", "fields left to home");
    if (m_phase == Phase::Over) {
        for (int s = 0; s < m_players; ++s)
            if (m_team[idx(s)] == m_winnerTeam) sheet.winners.push_back(s);
    } else {
        sheet.decideBy(key);
    }
    return sheet;
}

int DogKidsState::fieldsLeft(Seat seat) const {
    // A ring dog: the fields to its entry field, then one into H1; a waiting dog: one more than from
    // its start field; a dog at home: none.
    const int pos = m_boardPos[idx(seat)];
    const Track& ring = ringTrack(m_edition);
    const int fromStart = *ring.distance(startField(pos), entryField(pos)) + 1;
    int left = 0;
    for (int d = seat * kDogsPerPlayer; d < (seat + 1) * kDogsPerPlayer; ++d) {
        const int place = m_dog[idx(d)];
        if (isRing(place))
            left += *ring.distance(place, entryField(pos)) + 1;
        else if (!isHome(place))
            left += fromStart + 1;
    }
    return left;
}

std::vector<double> DogKidsState::heuristicReturns() const {
    // Progress of a dog: 0 waiting, 1..44 along the ring from its start field, 45..47 home; a dog
    // at home also gets a bonus (it can no longer be knocked out).
    std::array<double, kMaxPlayers> teamProgress{};
    std::array<int, kMaxPlayers> teamDogs{};
    for (int d = 0; d < m_players * kDogsPerPlayer; ++d) {
        const int owner = ownerOfDog(d);
        const int place = m_dog[idx(d)];
        double prog = 0;
        if (isRing(place))
            prog = *ringTrack(m_edition).distance(startField(m_boardPos[idx(owner)]), place) + 1;
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
    CountedDeck<kCardTypes> pool = m_draw;
    for (int s = 0; s < m_players; ++s) {
        if (s == viewer) continue;
        for (int i = 0; i < m_handSize[idx(s)]; ++i)
            pool.add(m_hand[idx(s)][idx(i)]);
        copy->m_hand[idx(s)].fill(kNoCard);
        copy->m_handSize[idx(s)] = 0;
    }
    for (int s = 0; s < m_players; ++s) {
        if (s == viewer) continue;
        for (int i = 0; i < m_handSize[idx(s)]; ++i) {
            const auto c = static_cast<Card>(
                pool.nth(static_cast<int>(rng.below(static_cast<std::uint32_t>(pool.drawSize())))));
            pool.take(c);
            copy->addToHand(s, c);
        }
    }
    copy->m_draw = pool;
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
    v.drawSize = m_draw.drawSize();
    v.discardSize = m_discard.drawSize();
    v.topDiscard = m_topDiscard;
    if (m_phase == Phase::Exchange && m_exStep == 1 && viewer == m_exFirst) v.ownOffer = m_exOffer;
    v.helping = m_phase == Phase::Play && movingOwner(m_turn) != m_turn;
    if (m_phase == Phase::Over)
        for (int s = 0; s < m_players; ++s)
            if (m_team[idx(s)] == m_winnerTeam) v.winners.push_back(s);
    for (int s = 0; s < m_players; ++s)
        v.names.push_back(playerName(s));
    return v;
}

std::uint64_t DogKidsState::hash() const {
    std::uint64_t h = fnv1a(std::string_view(reinterpret_cast<const char*>(m_dog.data()), m_dog.size()));
    for (int s = 0; s < m_players; ++s)
        h = fnv1a(std::string_view(reinterpret_cast<const char*>(m_hand[idx(s)].data()), 3), h);
    const auto& draw = m_draw.counts();
    const auto& discard = m_discard.counts();
    h = fnv1a(std::string_view(reinterpret_cast<const char*>(draw.data()), draw.size()), h);
    h = fnv1a(std::string_view(reinterpret_cast<const char*>(discard.data()), discard.size()), h);
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
// Invariants

void DogKidsState::checkInvariants(std::vector<std::string>& problems) const {
    std::array<int, kCardTypes> seen{};
    int total = 0;
    for (Card c = 0; c < kCardTypes; ++c) {
        seen[c] += m_draw.count(c) + m_discard.count(c);
        total += m_draw.count(c) + m_discard.count(c);
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
            !(m_draw.empty() && m_discard.empty()))
            problems.push_back(fmt::format("seat {} holds {} cards between turns", s, n));
    }
    if (total != kTotalCards) problems.push_back(fmt::format("{} cards instead of {}", total, kTotalCards));
    for (Card c = 0; c < kCardTypes; ++c)
        if (seen[c] != cardInfo(c).copies)
            problems.push_back(
                fmt::format("{} {} cards instead of {}", seen[c], cardName(c), cardInfo(c).copies));
    if (!m_draw.consistent() || !m_discard.consistent()) problems.push_back("pile totals are wrong");
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
            for (int e = ownerOfDog(d) * kDogsPerPlayer; e < d; ++e)
                if (m_dog[idx(e)] == place)
                    problems.push_back(fmt::format("dogs {} and {} share a home field", e, d));
    }
    if (m_phase == Phase::Over && m_winnerTeam < 0) problems.push_back("game over without a winner");
}

} // namespace dogtable::games::dogkids
