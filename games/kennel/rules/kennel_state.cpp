#include "kennel/rules/kennel_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "dogtable/core/first_player.h"
#include "dogtable/core/fnv.h"
#include "dogtable/core/text.h"
#include "kennel/rules/kennel_internal.h"

namespace dogtable::games::kennel {

int PlayerState::sickCount() const {
    return sumOf(infirmary);
}
int PlayerState::waitingCount() const {
    return sumOf(waiting);
}
int PlayerState::penDogs() const {
    int n = 0;
    for (const auto& p : pens)
        n += p.size();
    return n;
}
BreedCounts PlayerState::healthy() const {
    BreedCounts c = waiting;
    for (const auto& p : pens)
        for (std::size_t i = 0; i < 2; ++i)
            c[p.breed[i]] = u8(c[p.breed[i]] + p.count[i]);
    return c;
}

// ===================================================================== set-up

KennelState::KennelState(std::shared_ptr<const Setup> setup) : GameState(std::move(setup)) {
    const int n = players();
    m_rulings = this->setup().variant("rulings", "1") != "0";
    for (int b = 0; b < kBreeds; ++b) {
        const bool in = breedInGame(b, n);
        for (Mark m : {Mark::Plain, Mark::Sick, Mark::Lost}) {
            const int count = tokenCount(b, m); // component data: the token mix
            m_supply[ix(tokenOf(b, m))] = u8(in ? count : 0);
            m_removed[ix(tokenOf(b, m))] = u8(in ? 0 : count);
        }
    }
    if (n == 2) {
        m_supply[kCityBlock] = kBlocksPerArea;
        m_supply[kCountryBlock] = kBlocksPerArea;
    }
    for (int k = 0; k < kCardKinds; ++k)
        m_drawPile[ix(k)] = u8(cardCopies(k, n));
    m_board.fill(kNoToken);
    m_slots.fill(-1);
    for (auto& b : m_boxWorkers)
        b.fill(-1);
    m_fairOrder.fill(-1);
    m_round = 0;
    if (n == 2)
        m_phase = Phase::SetupRemoveLost;
    else
        beginFill();
}

void KennelState::setBoardToken(int space, int token) {
    const int old = m_board[ix(space)];
    if (old != kNoToken) ++m_supply[ix(old)];
    if (token != kNoToken) --m_supply[ix(token)];
    m_board[ix(space)] = static_cast<std::int8_t>(token);
}

void KennelState::setFairPool(const BreedCounts& pool) {
    m_fairPool = pool;
}

// ===================================================================== queries

int KennelState::supplySize(Area a) const {
    int n = 0;
    for (int t = 0; t < kTokenTypes; ++t)
        if (tokenArea(t) == a) n += m_supply[ix(t)];
    return n;
}
int KennelState::dogSupplySize(Area a) const {
    int n = 0;
    for (int t = 0; t < kTokenTypes; ++t)
        if (tokenArea(t) == a && !isBlock(t)) n += m_supply[ix(t)];
    return n;
}
int KennelState::fairPoolSize() const {
    return sumOf(m_fairPool);
}
int KennelState::drawPileSize() const {
    return sumOf(m_drawPile);
}
int KennelState::boxCount(int box) const {
    int n = 0;
    for (auto w : m_boxWorkers[ix(box)])
        n += w >= 0;
    return n;
}
bool KennelState::truckAt(int node) const {
    for (int s = 0; s < players(); ++s)
        if (m_players[ix(s)].truck == node) return true;
    return false;
}

int enterCost(const Board& board, int node) {
    const int space = spaceOfNode(node);
    return space < 0 ? 0 : (isBlock(board[ix(space)]) ? 2 : 1);
}

void driveCosts(const Board& board, int fromNode, std::vector<int>& dist) {
    // Steps cost 0, 1 or 2 gas: Dial's buckets (the legal drives are searched on every move).
    thread_local std::vector<std::vector<int>> buckets;
    roadGraph().distancesSmall(
        fromNode, [&board](int n) { return enterCost(board, n); }, kBlockGas, dist, buckets);
}

int driveRoute(const Board& board, std::uint32_t truckNodes, int fromNode, int space,
               std::vector<int>* route) {
    const int token = board[ix(space)];
    const int target = nodeOfSpace(space);
    if (token == kNoToken || isBlock(token) || ((truckNodes >> target) & 1U)) return -1;
    const auto cost = [&board](int n) { return enterCost(board, n); };
    if (!route) {
        thread_local std::vector<int> dist;
        driveCosts(board, fromNode, dist);
        return dist[ix(target)];
    }
    Graph::Path path = roadGraph().shortestPath(fromNode, target, cost);
    *route = std::move(path.nodes);
    return path.cost;
}

int routeCost(const View& v, int fromNode, int space, std::vector<int>* route) {
    std::uint32_t trucks = 0;
    for (const auto& p : v.kennels)
        if (p.truck >= 0) trucks |= 1U << p.truck;
    return driveRoute(v.board, trucks, fromNode, space, route);
}

std::uint32_t KennelState::truckNodes() const {
    std::uint32_t trucks = 0;
    for (int s = 0; s < players(); ++s)
        if (m_players[ix(s)].truck >= 0) trucks |= 1U << m_players[ix(s)].truck;
    return trucks;
}

int KennelState::routeCost(int fromNode, int space, std::vector<int>* route) const {
    return driveRoute(m_board, truckNodes(), fromNode, space, route);
}

bool KennelState::canHouse(int seat, int breed, bool sick) const {
    const PlayerState& p = m_players[ix(seat)];
    if (sick) return p.sickCount() < kInfirmaryCap;
    BreedCounts h = p.healthy();
    ++h[ix(breed)];
    return minPens(h) <= p.built;
}

Seat KennelState::currentSeat() const {
    if (m_cut) return kNoSeat; // a search copy at its horizon
    switch (m_phase) {
    case Phase::SetupRemoveLost:
    case Phase::FillBoard:
    case Phase::DealCards:
    case Phase::RevealFair:
    case Phase::ChooseFirst:
    case Phase::ReceiveDraw:
        return kChanceSeat;
    case Phase::GameOver:
        return kNoSeat;
    case Phase::ReturnBonus:
        return m_bonusFor;
    case Phase::Arrange:
        return m_interject >= 0 ? m_interject : m_arranger;
    case Phase::Offer:
        return m_offerTo;
    default:
        return m_actor;
    }
}

// ===================================================================== legal actions

void KennelState::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    out.clear();
    auto tokens = [&](ActionKind kind, Area area, bool dogsOnly, bool lostOnly) {
        for (int t = 0; t < kTokenTypes; ++t) {
            if (tokenArea(t) != area || m_supply[ix(t)] == 0) continue;
            if (dogsOnly && isBlock(t)) continue;
            if (lostOnly && (isBlock(t) || tokenMark(t) != Mark::Lost)) continue;
            out.push_back({Action(kind, t), m_supply[ix(t)]});
        }
    };
    switch (m_phase) {
    case Phase::SetupRemoveLost:
        tokens(kChanceRemoveLost, m_removedLost == 0 ? Area::City : Area::Country, true, true);
        break;
    case Phase::FillBoard:
        tokens(kChanceToken, spaceArea(m_stepIndex), false, false);
        break;
    case Phase::ReceiveDraw:
        tokens(kChanceToken, static_cast<Area>(m_receiveArea), true, false);
        break;
    case Phase::DealCards:
        for (int k = 0; k < kCardKinds; ++k)
            if (m_drawPile[ix(k)] > 0) out.push_back({Action(kChanceCard, k), m_drawPile[ix(k)]});
        break;
    case Phase::RevealFair:
        for (int c = 0; c < kFairCards; ++c)
            if (std::find(m_fairOrder.begin(), m_fairOrder.begin() + m_fairRevealed, c) ==
                m_fairOrder.begin() + m_fairRevealed)
                out.push_back({Action(kChanceFair, c), 1});
        break;
    case Phase::ChooseFirst:
        for (int s = 0; s < players(); ++s)
            out.push_back({Action(kChanceFirstPlayer, s), 1});
        break;
    default:
        break;
    }
}

void KennelState::legalActions(std::vector<Action>& out) const {
    out.clear();
    const Seat seat = currentSeat();
    if (seat < 0) return;
    const PlayerState& p = m_players[ix(seat)];
    switch (m_phase) {
    case Phase::GasPurchase:
        // No player may hold more than 9 gas: a purchase that would pass 9 is not offered (ruling
        // 2026-11-24).
        for (int c = 0; c <= std::min<int>(p.coins, 3) && (!m_rulings || p.gas + kGasPerCoin * c <= kGasCap);
             ++c)
            out.emplace_back(kBuyGas, c);
        break;
    case Phase::Driving: {
        if (p.held(DogSwapCard) > 0)
            for (int a = 0; a < kSpaces; ++a)
                for (int b = a + 1; b < kSpaces; ++b) {
                    const int ta = m_board[ix(a)], tb = m_board[ix(b)];
                    if (ta != kNoToken && tb != kNoToken && !isBlock(ta) && !isBlock(tb) && ta != tb)
                        out.emplace_back(kSwapDogs, a, b);
                }
        if (p.held(ReceiveDogCard) > 0)
            for (int area = 0; area < 2; ++area) {
                bool any = false;
                for (int t = 0; t < kCityBlock; ++t)
                    any = any || (tokenArea(t) == static_cast<Area>(area) && m_supply[ix(t)] > 0);
                if (any) out.emplace_back(kReceiveDog, area);
            }
        thread_local std::vector<int> dist;
        driveCosts(m_board, p.truck, dist);
        for (int s = 0; s < kSpaces; ++s) {
            const int t = m_board[ix(s)];
            if (t == kNoToken || isBlock(t) || truckAt(nodeOfSpace(s))) continue;
            if (dist[ix(nodeOfSpace(s))] <= p.gas - kReturnGas) out.emplace_back(kDrive, s);
        }
        if (p.drove)
            out.emplace_back(kReturnHome);
        else
            out.emplace_back(kStayHome);
        break;
    }
    case Phase::ReturnBonus:
        for (int r = 0; r < kTokenKinds; ++r)
            out.emplace_back(kBonusToken, r);
        break;
    case Phase::VetUnload:
        out.emplace_back(kUseVet, 0);
        out.emplace_back(kUseVet, 1);
        break;
    case Phase::Arrange:
        arrangeActions(p, out);
        break;
    case Phase::Offer:
        out.emplace_back(kAcceptDog);
        out.emplace_back(kRefuseDog);
        break;
    case Phase::PlaceWorker:
        for (int box = 0; box < kBoxes; ++box) {
            const int n = boxCount(box);
            if (n < boxCapacity()) {
                const int s0 = m_slots[ix(box * 2)], s1 = m_slots[ix(box * 2 + 1)];
                if (s0 < 0 && s1 < 0) out.emplace_back(kPlaceWorker, box, 2);
                if (s0 >= 0) out.emplace_back(kPlaceWorker, box, 0);
                if (s1 >= 0 && s1 != s0) out.emplace_back(kPlaceWorker, box, 1);
            } else if (n == boxCapacity() && p.held(FreeEntryCard) > 0) {
                out.emplace_back(kPlaceWorker, box, 3);
            }
        }
        break;
    case Phase::BoxAction:
        boxActions(p, out);
        break;
    case Phase::Starve:
        for (int pen = 0; pen < p.built; ++pen) {
            if ((m_starveMask >> pen) & 1) continue;
            const Pen& pn = p.pens[ix(pen)];
            for (std::size_t i = 0; i < 2; ++i)
                if (pn.count[i] > 0) out.emplace_back(kStarve, pen + 1, pn.breed[i]);
        }
        break;
    case Phase::Salary:
        if (p.coins >= 1) out.emplace_back(kPaySalary, 0);
        if (p.held(HelperCard) > 0) out.emplace_back(kPaySalary, 1);
        if (!p.helper) out.emplace_back(kSkipRehire);
        break;
    default:
        break;
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
}

// ===================================================================== applying

int amountOf(const PlayerState& p, Resource r) {
    switch (r) {
    case Resource::Food:
        return p.food;
    case Resource::Medicine:
        return p.medicine;
    case Resource::Gas:
        return p.gas;
    case Resource::Coins:
        return p.coins;
    }
    return 0;
}

void gainResource(PlayerState& p, Resource r, int n) {
    switch (r) {
    case Resource::Food:
        p.food = u8(p.food + n);
        break;
    case Resource::Medicine:
        p.medicine = u8(p.medicine + n);
        break;
    case Resource::Gas:
        p.gas = u8(std::min(kGasCap, p.gas + n));
        break;
    case Resource::Coins:
        p.coins = static_cast<std::int16_t>(p.coins + n);
        break;
    }
}

bool canWarehouseSwap(const PlayerState& p, int give, int take) {
    return give != take && give >= 0 && give < kTokenKinds && take >= 0 && take < kTokenKinds &&
           amountOf(p, tokenResource(give)) > 0;
}

void warehouseSwap(PlayerState& p, int give, int take) {
    gainResource(p, tokenResource(give), -1);
    gainResource(p, tokenResource(take), 1);
}

void KennelState::takeCard(int seat, int card) {
    PlayerState& p = m_players[ix(seat)];
    if (isResourceCard(card)) {
        gainResource(p, cardResource(card), cardAmount(card));
        ++m_discard[ix(card)];
    } else {
        ++p.cards[ix(card - kFirstSpecial)];
    }
}

void KennelState::sendToFair(int breed) {
    ++m_fairPool[ix(breed)];
}

void KennelState::checkQuartets(int seat) {
    PlayerState& p = m_players[ix(seat)];
    for (int pen = 0; pen < p.built; ++pen)
        if (p.pens[ix(pen)].count[0] == 4 && !((p.quartetPaid >> pen) & 1)) {
            p.quartetPaid = u8(p.quartetPaid | (1 << pen));
            ++p.coins;
        }
}

void KennelState::doApply(const Action& a) {
    if (a.kind <= kChanceFair) {
        applyChance(a);
    } else {
        const Seat seat = currentSeat();
        PlayerState* me = seat >= 0 ? &m_players[ix(seat)] : nullptr;
        if (a.kind <= kArrangeDone)
            applyCollect(a, seat, me);
        else if (a.kind <= kEndAction)
            applyActions(a, seat, me);
        else
            applyEndOfRound(a, seat, me);
    }
    if (m_horizon > 0 && --m_horizon == 0) m_cut = true; // a search copy stops after this action
}

void KennelState::applyChance(const Action& a) {
    switch (a.kind) {
    // ----- chance -----
    case kChanceRemoveLost:
        --m_supply[ix(a.arg(0))];
        ++m_removed[ix(a.arg(0))];
        if (++m_removedLost == 2) beginFill();
        break;
    case kChanceToken:
        --m_supply[ix(a.arg(0))];
        if (m_phase == Phase::FillBoard) {
            m_board[ix(m_stepIndex)] = static_cast<std::int8_t>(a.arg(0));
            beginFill();
        } else { // Receive 1 Dog
            PlayerState& p = m_players[ix(m_actor)];
            const int t = a.arg(0);
            if (tokenMark(t) == Mark::Lost) {
                sendToFair(tokenBreed(t));
                ++p.coins;
            } else if (tokenMark(t) == Mark::Sick) {
                ++p.truckSick[ix(tokenBreed(t))];
            } else {
                ++p.truckHealthy[ix(tokenBreed(t))];
            }
            m_phase = Phase::Driving;
        }
        break;
    case kChanceCard: {
        --m_drawPile[ix(a.arg(0))];
        m_slots[ix(m_stepIndex)] = static_cast<std::int8_t>(a.arg(0));
        dealNext();
        break;
    }
    case kChanceFair:
        m_fairOrder[m_fairRevealed++] = static_cast<std::int8_t>(a.arg(0));
        m_fairPos = u8(m_round == 0 ? 0 : (m_fairPos + 1) % kFairCards);
        afterFair();
        break;
    case kChanceFirstPlayer:
        m_first = static_cast<std::int8_t>(a.arg(0));
        m_round = 1;
        startRound();
        break;
    default:
        break;
    }
}

// ===================================================================== scoring

KennelTally KennelState::tally(int seat) const {
    const PlayerState& p = m_players[ix(seat)];
    KennelTally k;
    k.pens = p.pens;
    k.built = p.built;
    k.infirmary = p.infirmary;
    k.helperPaid = p.helper;
    k.gas = p.gas;
    k.food = p.food;
    k.medicine = p.medicine;
    return k;
}

ScoreSheet KennelState::scoreSheet() const {
    ScoreSheet sheet;
    TieBreak healthy{text::say("kennel", "most healthy dogs in the kennel"), {}};
    for (int s = 0; s < players(); ++s) {
        PlayerScore ps;
        ps.name = playerName(s);
        const KennelTally k = tally(s);
        for (auto& line : scoreKennel(k, twoPlayer()))
            ps.add(std::move(line.what), line.points);
        sheet.players.push_back(std::move(ps));
        healthy.values.push_back(healthyDogs(k));
    }
    sheet.decideByTotal({healthy});
    return sheet;
}

std::vector<double> KennelState::returns() const {
    if (m_cut && m_phase != Phase::GameOver) return heuristicReturns(); // a search copy at its horizon
    return GameState::returns();
}

std::unique_ptr<GameState> KennelState::determinize(Seat viewer, Rng& rng) const {
    (void)viewer;
    (void)rng;
    auto out = std::make_unique<KennelState>(*this);
    out->m_horizon = kSearchHorizonActions;
    return out;
}

std::vector<double> KennelState::heuristicReturns() const {
    const int n = players();
    std::vector<double> v(ix(n));
    for (int s = 0; s < n; ++s) {
        const PlayerState& p = m_players[ix(s)];
        KennelTally k = tally(s);
        // The healthy dogs as they will stand: pens, waiting and on the truck, best arranged (a
        // rescued dog is worth what it adds to the kennel, not a flat guess).
        BreedCounts dogs = p.healthy();
        for (int b = 0; b < kBreeds; ++b)
            dogs[ix(b)] = u8(dogs[ix(b)] + p.truckHealthy[ix(b)]);
        if (minPens(dogs) <= p.built)
            k.pens = bestArrangement(dogs, p.built);
        else if (minPens(p.healthy()) <= p.built)
            k.pens = bestArrangement(p.healthy(), p.built);
        const int tokens = k.gas + k.food + k.medicine;
        k.gas = k.food = k.medicine = 0; // counted in thirds below, not in whole points
        int total = 0;
        for (const auto& line : scoreKennel(k, twoPlayer()))
            total += line.points;
        // Not yet final: coins, cards and room to grow. Gas counts as at the end only (a third of a
        // point): valued higher, a bot kept it at home instead of driving for dogs.
        const double value =
            total + tokens / 3.0 + 0.45 * p.coins + 0.3 * sumOf(p.cards) + (p.built - 2) * 1.0;
        v[ix(s)] = value;
    }
    std::vector<double> r(ix(n));
    for (int s = 0; s < n; ++s) {
        double best = -1e9;
        for (int o = 0; o < n; ++o)
            if (o != s) best = std::max(best, v[ix(o)]);
        r[ix(s)] = 1.0 / (1.0 + std::exp(-(v[ix(s)] - best) / 4.0));
    }
    return r;
}

// ===================================================================== views

View KennelState::viewFor(Seat viewer) const {
    View v;
    v.players = players();
    for (int s = 0; s < players(); ++s)
        v.names.push_back(playerName(s));
    v.viewer = viewer;
    v.toAct = currentSeat();
    v.phase = m_phase;
    v.round = m_round;
    v.lastRound = m_lastRound;
    v.firstPlayer = m_first;
    v.board = m_board;
    v.citySupply = supplySize(Area::City);
    v.countrySupply = supplySize(Area::Country);
    v.drawPile = drawPileSize();
    v.discardPile = sumOf(m_discard);
    v.cardSlots = m_slots;
    v.boxWorkers = m_boxWorkers;
    v.fairCard = m_fairRevealed > 0 ? fairCard() : -1;
    v.fairPool = m_fairPool;
    v.fairPoolSize = fairPoolSize();
    v.kennels.assign(m_players.begin(), m_players.begin() + players());
    v.activeBox = m_box;
    v.offerBreed = m_offerBreed;
    v.offerSick = m_offerSick;
    v.offerFrom = m_offerFrom;
    v.status = statusText();
    if (m_phase == Phase::GameOver) v.finalScore = scoreSheet();
    return v;
}

std::uint64_t KennelState::hash() const {
    return hashOf(true);
}

std::uint64_t KennelState::positionHash() const {
    // Lifts left and Warehouse uses only bound a turn: a dog lifted and put back, or food swapped
    // for medicine and back, is the position of before.
    return hashOf(false);
}

std::uint64_t KennelState::hashOf(bool counters) const {
    // FNV-1a over the plain data members (no padding reads: field by field).
    Fnv1a h;
    h.mix(static_cast<std::uint64_t>(m_phase));
    h.mix(m_round);
    h.mix(static_cast<std::uint64_t>(m_lastRound) | (static_cast<std::uint64_t>(m_lastRoundNext) << 1));
    for (auto v : {m_first, m_actor, m_firstReturner, m_lastReturner, m_bonusFor, m_receiveArea, m_box,
                   m_stepIndex, m_arranger, m_interject, m_offerBreed, m_offerFrom, m_offerTo})
        h.mix(static_cast<std::uint64_t>(v + 128));
    if (counters) h.mix(m_boxUses);
    h.mix(m_offerSick);
    h.mix(m_starveLeft);
    h.mix(m_starveMask);
    h.mix(m_placePass);
    h.mix(m_removedLost);
    h.mix(m_bonusIsLast);
    for (auto v : m_board)
        h.mix(static_cast<std::uint64_t>(v + 128));
    for (auto v : m_supply)
        h.mix(v);
    for (auto v : m_drawPile)
        h.mix(v);
    for (auto v : m_discard)
        h.mix(v);
    for (auto v : m_slots)
        h.mix(static_cast<std::uint64_t>(v + 128));
    for (const auto& b : m_boxWorkers)
        for (auto v : b)
            h.mix(static_cast<std::uint64_t>(v + 128));
    for (auto v : m_fairOrder)
        h.mix(static_cast<std::uint64_t>(v + 128));
    h.mix(m_fairRevealed);
    h.mix(m_fairPos);
    for (auto v : m_fairPool)
        h.mix(v);
    for (int s = 0; s < players(); ++s) {
        const PlayerState& p = m_players[ix(s)];
        h.mix(static_cast<std::uint64_t>(p.coins + 1000));
        h.mix(p.gas);
        h.mix(p.food);
        h.mix(p.medicine);
        for (const auto& pen : p.pens)
            h.mix(pen.breed[0] | pen.breed[1] << 8 | pen.count[0] << 16 | pen.count[1] << 24);
        h.mix(p.built);
        h.mix(p.quartetPaid);
        for (const auto* c : {&p.infirmary, &p.waiting, &p.truckHealthy, &p.truckSick})
            for (auto v : *c)
                h.mix(v);
        for (auto v : p.cards)
            h.mix(v);
        h.mix(static_cast<std::uint64_t>(p.truck + 128));
        h.mix(p.drove | p.stayedHome << 1 | p.helper << 2 | p.helperLostNow << 3);
        h.mix(p.workers);
        if (counters) h.mix(p.liftsLeft);
        h.mix(static_cast<std::uint64_t>(p.roundEnd.fedPens + 128) | p.roundEnd.hungrySick << 8 |
              p.roundEnd.hungryToFair << 16 | p.roundEnd.salary << 24);
    }
    return h.value();
}

void KennelState::checkInvariants(std::vector<std::string>& problems) const {
    int dogs = 0, blocks = 0;
    for (int t = 0; t < kTokenTypes; ++t) {
        (isBlock(t) ? blocks : dogs) += m_supply[ix(t)] + m_removed[ix(t)];
    }
    for (auto t : m_board)
        if (t != kNoToken) (isBlock(t) ? blocks : dogs) += 1;
    dogs += sumOf(m_fairPool);
    if (m_phase == Phase::Offer) ++dogs;
    int cards = sumOf(m_drawPile) + sumOf(m_discard);
    for (auto c : m_slots)
        cards += c >= 0;
    for (int s = 0; s < players(); ++s) {
        const PlayerState& p = m_players[ix(s)];
        dogs +=
            p.penDogs() + sumOf(p.infirmary) + sumOf(p.waiting) + sumOf(p.truckHealthy) + sumOf(p.truckSick);
        cards += sumOf(p.cards);
        const std::string who = playerName(s);
        if (p.gas > kGasCap) problems.push_back(fmt::format("{} has {} gas (cap 9)", who, p.gas));
        if (p.coins < 0) problems.push_back(fmt::format("{} has {} coins", who, p.coins));
        const bool phase1Sorting =
            m_phase == Phase::Arrange || m_phase == Phase::Offer || m_phase == Phase::VetUnload;
        if (!phase1Sorting && p.sickCount() > kInfirmaryCap)
            problems.push_back(fmt::format("{} has {} sick dogs (limit 6)", who, p.sickCount()));
        if (!phase1Sorting && p.waitingCount() > 0)
            problems.push_back(fmt::format("{} has dogs outside the pens", who));
        if (p.built < 2 || p.built > kPens)
            problems.push_back(fmt::format("{} has {} built pens", who, p.built));
        for (int pen = 0; pen < kPens; ++pen) {
            const Pen& pn = p.pens[ix(pen)];
            BreedCounts c{};
            for (std::size_t i = 0; i < 2; ++i)
                c[pn.breed[i]] = u8(c[pn.breed[i]] + pn.count[i]);
            const bool distinct = pn.count[1] == 0 || pn.breed[0] != pn.breed[1];
            if (!distinct || !legalPenCounts(c) || pn.count[1] > pn.count[0])
                problems.push_back(fmt::format("{}'s pen {} is illegal", who, pen + 1));
            if (pen >= p.built && !pn.empty())
                problems.push_back(fmt::format("{}'s unbuilt pen {} holds dogs", who, pen + 1));
        }
    }
    if (dogs != kAllDogTokens)
        problems.push_back(fmt::format("{} dog tokens accounted for, expected 84", dogs));
    const int expectBlocks = twoPlayer() ? 2 * kBlocksPerArea : 0;
    if (blocks != expectBlocks)
        problems.push_back(fmt::format("{} block tokens, expected {}", blocks, expectBlocks));
    int deck = 0;
    for (int k = 0; k < kCardKinds; ++k)
        deck += cardCopies(k, players());
    if (cards != deck) problems.push_back(fmt::format("{} cards accounted for, expected {}", cards, deck));
    for (int b = 0; b < kBoxes; ++b)
        if (boxCount(b) > boxCapacity() + 1)
            problems.push_back(fmt::format("{} holds too many workers", boxName(b)));
}

} // namespace dogtable::games::kennel
