#include "kennel/rules/kennel_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "dogtable/core/first_player.h"

namespace dogtable::games::kennel {

namespace {
constexpr std::uint8_t u8(int v) {
    return static_cast<std::uint8_t>(v);
}
constexpr std::size_t ix(int v) {
    return static_cast<std::size_t>(v);
}
template <class A> int sumOf(const A& a) {
    int n = 0;
    for (auto v : a)
        n += v;
    return n;
}
} // namespace

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

// Moves allowed while arranging: each dog may be lifted out of a pen twice. Enough for any
// rearrangement, and it keeps every arrangement turn finite.
std::uint8_t liftBudget(const PlayerState& p) {
    return u8(std::min(250, 2 * (p.penDogs() + p.waitingCount())));
}

KennelState::KennelState(std::shared_ptr<const Setup> setup) : GameState(std::move(setup)) {
    const int n = players();
    m_rulings = this->setup().variant("rulings", "1") != "0";
    for (int b = 0; b < kBreeds; ++b) {
        const bool in = breedInGame(b, n);
        m_supply[ix(tokenOf(b, Mark::Plain))] = u8(in ? kPlainPerBreed : 0);
        m_supply[ix(tokenOf(b, Mark::Sick))] = u8(in ? kSickPerBreed : 0);
        m_supply[ix(tokenOf(b, Mark::Lost))] = u8(in ? kLostPerBreed : 0);
        m_removed[ix(tokenOf(b, Mark::Plain))] = u8(in ? 0 : kPlainPerBreed);
        m_removed[ix(tokenOf(b, Mark::Sick))] = u8(in ? 0 : kSickPerBreed);
        m_removed[ix(tokenOf(b, Mark::Lost))] = u8(in ? 0 : kLostPerBreed);
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
    thread_local std::vector<std::pair<int, int>> heap;
    roadGraph().distancesInto(
        fromNode, [&board](int n) { return enterCost(board, n); }, dist, heap);
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

void KennelState::boxActions(const PlayerState& p, std::vector<Action>& out) const {
    switch (m_box) {
    case CityHall:
        if (m_boxUses == 0 && p.built < kPens) {
            if (p.coins >= kPenCost) out.emplace_back(kBuildPen, 0);
            if (p.held(DiscountCard) > 0 && p.coins >= 1) out.emplace_back(kBuildPen, 1);
        }
        break;
    case Warehouse:
        if (m_boxUses < kWarehouseSwaps)
            for (int g = 0; g < kTokenKinds; ++g)
                for (int t = 0; t < kTokenKinds; ++t)
                    if (canWarehouseSwap(p, g, t)) out.emplace_back(kWarehouseSwap, g, t);
        break;
    case PetShop:
        if (p.coins >= 1)
            for (int m = 0; m < 3; ++m)
                out.emplace_back(kPetShopBuy, m);
        break;
    case VetClinic:
        if (p.medicine >= 1)
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
    const Seat seat = currentSeat();
    PlayerState* me = seat >= 0 ? &m_players[ix(seat)] : nullptr;
    auto useCard = [&](int card) {
        --me->cards[ix(card - kFirstSpecial)];
        ++m_discard[ix(card)];
    };
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
    // ----- phase 1 -----
    case kBuyGas:
        me->coins = static_cast<std::int16_t>(me->coins - a.arg(0));
        gainResource(*me, Resource::Gas, kGasPerCoin * a.arg(0));
        ++m_stepIndex;
        startRound();
        break;
    case kSwapDogs:
        useCard(DogSwapCard);
        std::swap(m_board[ix(a.arg(0))], m_board[ix(a.arg(1))]);
        break;
    case kReceiveDog:
        useCard(ReceiveDogCard);
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
            useCard(VetCard);
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
        m_offerBreed = static_cast<std::int8_t>(a.arg(0));
        m_offerSick = false;
        m_offerFrom = static_cast<std::int8_t>(seat);
        offerTo(nextSeat(seat));
        break;
    case kDonateSick:
        --me->infirmary[ix(a.arg(0))];
        m_offerBreed = static_cast<std::int8_t>(a.arg(0));
        m_offerSick = true;
        m_offerFrom = static_cast<std::int8_t>(seat);
        offerTo(nextSeat(seat));
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
            useCard(FreeEntryCard);
        }
        m_box = static_cast<std::int8_t>(box);
        m_boxUses = 0;
        m_phase = Phase::BoxAction;
        finishPlacement();
        break;
    }
    case kBuildPen:
        me->coins = static_cast<std::int16_t>(me->coins - (a.arg(0) ? 1 : kPenCost));
        if (a.arg(0)) useCard(DiscountCard);
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
        --me->coins;
        me->food = u8(me->food + petShopFood(a.arg(0)));
        me->medicine = u8(me->medicine + petShopMedicine(a.arg(0)));
        finishPlacement();
        break;
    case kCure:
        --me->medicine;
        --me->infirmary[ix(a.arg(0))];
        me->pens[ix(a.arg(1) - 1)].add(a.arg(0));
        finishPlacement();
        break;
    case kFairSell:
        me->pens[ix(a.arg(1) - 1)].remove(a.arg(0));
        sendToFair(a.arg(0));
        me->coins = static_cast<std::int16_t>(me->coins + fairSalePrice(a.arg(2)));
        if (a.arg(2) & 1) useCard(TrainedDogCard);
        if (a.arg(2) & 2) useCard(AwardDogCard);
        ++m_boxUses;
        finishPlacement();
        break;
    case kFairBuy:
        me->coins = static_cast<std::int16_t>(me->coins - fairPrice(fairPoolSize()));
        --m_fairPool[ix(a.arg(0))];
        me->pens[ix(a.arg(1) - 1)].add(a.arg(0));
        ++m_boxUses;
        finishPlacement();
        break;
    case kFairTrade:
        me->pens[ix(a.arg(1) - 1)].remove(a.arg(0));
        sendToFair(a.arg(0));
        --m_fairPool[ix(a.arg(2))];
        me->pens[ix(a.arg(3) - 1)].add(a.arg(2));
        ++m_boxUses;
        finishPlacement();
        break;
    case kEndAction:
        m_box = -1;
        finishPlacement();
        break;
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
            useCard(HelperCard);
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

// ===================================================================== flow

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
        for (int b = 0; b < kBreeds; ++b)
            p.waiting[ix(b)] = u8(p.waiting[ix(b)] + p.truckHealthy[ix(b)]);
        p.truckHealthy.fill(0);
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
        for (int b = 0; b < kBreeds; ++b)
            p.infirmary[ix(b)] = u8(p.infirmary[ix(b)] + p.truckSick[ix(b)]);
        p.truckSick.fill(0);
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
    TieBreak healthy{"most healthy dogs in the kennel", {}};
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

std::vector<double> KennelState::heuristicReturns() const {
    const int n = players();
    std::vector<double> v(ix(n));
    for (int s = 0; s < n; ++s) {
        const PlayerState& p = m_players[ix(s)];
        KennelTally k = tally(s);
        int total = 0;
        for (const auto& line : scoreKennel(k, twoPlayer()))
            total += line.points;
        // Not yet final: value coins, waiting dogs, room to grow, and cards a little.
        double value = total + 0.45 * p.coins + 0.6 * p.waitingCount() + 0.5 * sumOf(p.truckHealthy) +
                       0.3 * sumOf(p.cards) + (p.built - 2) * 1.0;
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

// ===================================================================== words

std::string_view KennelState::actionKindName(std::uint16_t kind) const {
    static constexpr std::array<std::string_view, kActionKindCount> kNames{
        "first_player", "remove_lost", "token",        "card",         "fair_card",  "buy_gas",
        "swap_dogs",    "receive_dog", "drive",        "return_home",  "stay_home",  "bonus_token",
        "use_vet",      "place_dog",   "lift_dog",     "auto_arrange", "donate",     "donate_sick",
        "accept_dog",   "refuse_dog",  "arrange_done", "place_worker", "build_pen",  "warehouse_swap",
        "pet_shop_buy", "cure",        "fair_sell",    "fair_buy",     "fair_trade", "end_action",
        "starve",       "pay_salary",  "skip_rehire"};
    return kind < kActionKindCount ? kNames[kind] : std::string_view{};
}

namespace {
std::string tokenText(int t) {
    if (t == kCityBlock) return "a city block token";
    if (t == kCountryBlock) return "a country block token";
    const char* mark = tokenMark(t) == Mark::Sick ? " (sick)" : tokenMark(t) == Mark::Lost ? " (lost)" : "";
    return fmt::format("a {}{}", breedName(tokenBreed(t)), mark);
}
} // namespace

std::string KennelState::describe(const Action& a, Seat viewer) const {
    (void)viewer;
    const Seat seat = currentSeat();
    const std::string who = seat >= 0 ? playerName(seat) : std::string("Chance");
    auto breed = [&](int i) { return std::string(breedName(a.arg(i))); };
    switch (a.kind) {
    case kChanceFirstPlayer:
        return fmt::format("{} starts with the first-player piece", playerName(a.arg(0)));
    case kChanceRemoveLost:
        return fmt::format("{} is removed from the game (2-player set-up)", tokenText(a.arg(0)));
    case kChanceToken:
        if (m_phase == Phase::FillBoard)
            return fmt::format("{} is placed on {}", tokenText(a.arg(0)),
                               nodes()[ix(nodeOfSpace(m_stepIndex))].id);
        return fmt::format("{} receives {}", playerName(m_actor), tokenText(a.arg(0)));
    case kChanceCard:
        return fmt::format("{} is dealt above {}", cardName(a.arg(0)), boxName(m_stepIndex / 2));
    case kChanceFair: {
        const auto& c = fairCards()[ix(a.arg(0))];
        return fmt::format("Dog Fair card: {}, {}, {}", breedName(c[0]), breedName(c[1]), breedName(c[2]));
    }
    case kBuyGas:
        return a.arg(0) ? fmt::format("{} buys {} gas for {} coin(s)", who, kGasPerCoin * a.arg(0), a.arg(0))
                        : fmt::format("{} buys no gas", who);
    case kSwapDogs:
        return fmt::format("{} plays Dog Swap: {} and {} change places", who,
                           nodes()[ix(nodeOfSpace(a.arg(0)))].id, nodes()[ix(nodeOfSpace(a.arg(1)))].id);
    case kReceiveDog:
        return fmt::format("{} plays Receive 1 Dog ({} supply)", who, a.arg(0) ? "country" : "city");
    case kDrive: {
        const int s = a.arg(0);
        const int cost = seat >= 0 ? routeCost(m_players[ix(seat)].truck, s) : 0;
        return fmt::format("{} drives to {} for {} gas and rescues {}", who, nodes()[ix(nodeOfSpace(s))].id,
                           cost, tokenText(m_board[ix(s)]));
    }
    case kReturnHome:
        return fmt::format("{} returns home (1 gas)", who);
    case kStayHome:
        return fmt::format("{} stays home this round", who);
    case kBonusToken:
        return fmt::format("{} takes 1 {} as return bonus", who, resourceName(tokenResource(a.arg(0))));
    case kUseVet:
        return a.arg(0) ? fmt::format("{} plays the Vet card on the sick dogs brought home", who)
                        : fmt::format("{} keeps the Vet card", who);
    case kPlaceDog:
        return fmt::format("{} puts a {} in pen {}", who, breed(0), a.arg(1));
    case kLiftDog:
        return fmt::format("{} lifts a {} out of pen {}", who, breed(0), a.arg(1));
    case kAutoArrange:
        return fmt::format("{} arranges the pens (best arrangement)", who);
    case kDonate:
        return fmt::format("{} must donate a {}", who, breed(0));
    case kDonateSick:
        return fmt::format("{} must donate a sick {} (infirmary full)", who, breed(0));
    case kAcceptDog:
        return fmt::format("{} accepts the donated {}", who, breedName(m_offerBreed));
    case kRefuseDog:
        return fmt::format("{} declines the donated {}", who, breedName(m_offerBreed));
    case kArrangeDone:
        return fmt::format("{} is done arranging", who);
    case kPlaceWorker: {
        const int box = a.arg(0), c = a.arg(1);
        if (c <= 1)
            return fmt::format("{} goes to {} and takes {}", who, boxName(box),
                               cardName(m_slots[ix(box * 2 + c)]));
        if (c == 3) return fmt::format("{} uses Free Entry at {}", who, boxName(box));
        return fmt::format("{} goes to {} (no card left)", who, boxName(box));
    }
    case kBuildPen:
        return fmt::format("{} builds pen {} for {} coin(s)", who, m_players[ix(seat)].built + 1,
                           a.arg(0) ? 1 : 2);
    case kWarehouseSwap:
        return fmt::format("{} swaps 1 {} for 1 {}", who, resourceName(tokenResource(a.arg(0))),
                           resourceName(tokenResource(a.arg(1))));
    case kPetShopBuy: {
        static constexpr std::array<std::string_view, 3> kMix{"2 food", "1 food and 1 medicine",
                                                              "2 medicine"};
        return fmt::format("{} buys {} for 1 coin", who, kMix[ix(a.arg(0))]);
    }
    case kCure:
        return fmt::format("{} cures a {} into pen {}", who, breed(0), a.arg(1));
    case kFairSell:
        return fmt::format("{} sells a {} to the Dog Fair for {} coins", who, breed(0),
                           fairSalePrice(a.arg(2)));
    case kFairBuy:
        return fmt::format("{} buys a {} for {} coins", who, breed(0), fairPrice(fairPoolSize()));
    case kFairTrade:
        return fmt::format("{} trades a {} for a {}", who, breed(0), breed(2));
    case kEndAction:
        return fmt::format("{} ends the action", who);
    case kStarve:
        return fmt::format("{} cannot feed pen {}: a {} falls sick", who, a.arg(0), breed(1));
    case kPaySalary:
        return fmt::format("{} {} the helper with {}", who, m_players[ix(seat)].helper ? "pays" : "rehires",
                           a.arg(0) ? "a Helper card" : "1 coin");
    case kSkipRehire:
        return fmt::format("{} does not rehire the helper", who);
    default:
        return actionToText(a);
    }
}

std::string KennelState::statusText() const {
    const Seat s = currentSeat();
    const std::string who = s >= 0 ? playerName(s) : std::string();
    switch (m_phase) {
    case Phase::GasPurchase:
        return fmt::format("Phase 1 — {} may buy gas (3 per coin)", who);
    case Phase::Driving:
        return fmt::format("Phase 1 — {} drives, returns or stays home", who);
    case Phase::ReturnBonus:
        return fmt::format("Phase 1 — {} picks a return bonus token", who);
    case Phase::VetUnload:
        return fmt::format("Phase 1 — {} may play the Vet card", who);
    case Phase::Arrange:
        if (m_interject >= 0) return fmt::format("Phase 1 — {} makes room for the accepted dog", who);
        return fmt::format("Phase 1 — {} arranges the pens", who);
    case Phase::Offer:
        return fmt::format("Phase 1 — {} is offered a donated {}", who, breedName(m_offerBreed));
    case Phase::PlaceWorker:
        return fmt::format("Phase 2 — {} places {} worker", who,
                           m_placePass == 0 ? "the first" : "the second");
    case Phase::BoxAction:
        return fmt::format("Phase 2 — {} at {}", who, boxName(m_box));
    case Phase::Starve:
        return fmt::format("Phase 3 — {} lacks food: choose a hungry dog", who);
    case Phase::Salary:
        return fmt::format("Phase 3 — {} pays or rehires the helper", who);
    case Phase::GameOver:
        return "Game over";
    default:
        return "Setting up";
    }
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
    return v;
}

std::string KennelState::viewText(Seat viewer) const {
    const View v = viewFor(viewer);
    std::string out =
        fmt::format("DOGS round {}{} — {}\n", v.round, v.lastRound ? " (last round)" : "", v.status);
    out += fmt::format("first player: {}\nboard:", v.names[ix(v.firstPlayer)]);
    for (int s = 0; s < kSpaces; ++s) {
        const int t = v.board[ix(s)];
        out += fmt::format(" {}={}", nodes()[ix(nodeOfSpace(s))].id,
                           t == kNoToken ? std::string("-")
                           : isBlock(t)  ? std::string("BLOCK")
                                         : fmt::format("{}{}", breedShort(tokenBreed(t)),
                                                      tokenMark(t) == Mark::Sick   ? "+"
                                                       : tokenMark(t) == Mark::Lost ? "?"
                                                                                    : ""));
    }
    out += fmt::format("\nsupplies: city {} country {}; cards: draw {} discard {}\nslots:", v.citySupply,
                       v.countrySupply, v.drawPile, v.discardPile);
    for (int s = 0; s < kSlots; ++s)
        out += fmt::format(" [{}] {}", boxName(s / 2),
                           v.cardSlots[ix(s)] >= 0 ? cardName(v.cardSlots[ix(s)]) : "-");
    out += "\nfair card:";
    if (v.fairCard >= 0)
        for (int b : fairCards()[ix(v.fairCard)])
            out += fmt::format(" {}", breedName(b));
    out += fmt::format("\nfair pool ({} dogs, price {}):", v.fairPoolSize, fairPrice(v.fairPoolSize));
    for (int b = 0; b < kBreeds; ++b)
        if (v.fairPool[ix(b)]) out += fmt::format(" {}x{}", breedShort(b), v.fairPool[ix(b)]);
    out += "\n";
    for (int s = 0; s < v.players; ++s) {
        const PlayerState& p = v.kennels[ix(s)];
        out +=
            fmt::format("{}: coins {} gas {} food {} medicine {} helper {} truck {}\n  pens:", v.names[ix(s)],
                        p.coins, p.gas, p.food, p.medicine, p.helper ? "yes" : "no",
                        p.truck < 0 ? std::string("home") : std::string(nodes()[ix(p.truck)].id));
        for (int pen = 0; pen < kPens; ++pen) {
            const Pen& pn = p.pens[ix(pen)];
            out += fmt::format(" {}{}[", pen + 1, pen < p.built ? "" : "(unbuilt)");
            for (std::size_t i = 0; i < 2; ++i)
                if (pn.count[i])
                    out += fmt::format("{}{}x{}", i ? " " : "", breedShort(pn.breed[i]), pn.count[i]);
            out += ((p.quartetPaid >> pen) & 1) ? "]*" : "]";
        }
        auto counts = [&](const char* label, const BreedCounts& c) {
            if (sumOf(c) == 0) return;
            out += fmt::format("\n  {}:", label);
            for (int b = 0; b < kBreeds; ++b)
                if (c[ix(b)]) out += fmt::format(" {}x{}", breedShort(b), c[ix(b)]);
        };
        counts("infirmary", p.infirmary);
        counts("waiting", p.waiting);
        counts("truck", p.truckHealthy);
        counts("truck (sick)", p.truckSick);
        if (sumOf(p.cards)) {
            out += "\n  cards:";
            for (int k = 0; k < kSpecialKinds; ++k)
                if (p.cards[ix(k)]) out += fmt::format(" {}x{}", cardName(k + kFirstSpecial), p.cards[ix(k)]);
        }
        out += "\n";
    }
    return out;
}

std::string KennelState::debugText() const {
    std::string out = viewText(kNoSeat);
    out += "supply:";
    for (int t = 0; t < kTokenTypes; ++t)
        if (m_supply[ix(t)]) out += fmt::format(" {}:{}", t, m_supply[ix(t)]);
    out += "\ndraw pile:";
    for (int k = 0; k < kCardKinds; ++k)
        if (m_drawPile[ix(k)]) out += fmt::format(" {}:{}", k, m_drawPile[ix(k)]);
    out +=
        fmt::format("\nstep {} actor {} index {} box {} uses {} fair {}/{}/{}\n", static_cast<int>(m_phase),
                    m_actor, m_stepIndex, m_box, m_boxUses, m_fairPos, m_fairRevealed, m_fairOrder[0]);
    return out;
}

std::uint64_t KennelState::hash() const {
    // FNV-1a over the plain data members (no padding reads: field by field).
    std::uint64_t h = 0xcbf29ce484222325ULL;
    auto mix = [&](std::uint64_t v) {
        h ^= v;
        h *= 0x100000001b3ULL;
    };
    mix(static_cast<std::uint64_t>(m_phase));
    mix(m_round);
    mix(static_cast<std::uint64_t>(m_lastRound) | (static_cast<std::uint64_t>(m_lastRoundNext) << 1));
    for (auto v : {m_first, m_actor, m_firstReturner, m_lastReturner, m_bonusFor, m_receiveArea, m_box,
                   m_stepIndex, m_arranger, m_interject, m_offerBreed, m_offerFrom, m_offerTo})
        mix(static_cast<std::uint64_t>(v + 128));
    mix(m_boxUses);
    mix(m_offerSick);
    mix(m_starveLeft);
    mix(m_starveMask);
    mix(m_placePass);
    mix(m_removedLost);
    mix(m_bonusIsLast);
    for (auto v : m_board)
        mix(static_cast<std::uint64_t>(v + 128));
    for (auto v : m_supply)
        mix(v);
    for (auto v : m_drawPile)
        mix(v);
    for (auto v : m_discard)
        mix(v);
    for (auto v : m_slots)
        mix(static_cast<std::uint64_t>(v + 128));
    for (const auto& b : m_boxWorkers)
        for (auto v : b)
            mix(static_cast<std::uint64_t>(v + 128));
    for (auto v : m_fairOrder)
        mix(static_cast<std::uint64_t>(v + 128));
    mix(m_fairRevealed);
    mix(m_fairPos);
    for (auto v : m_fairPool)
        mix(v);
    for (int s = 0; s < players(); ++s) {
        const PlayerState& p = m_players[ix(s)];
        mix(static_cast<std::uint64_t>(p.coins + 1000));
        mix(p.gas);
        mix(p.food);
        mix(p.medicine);
        for (const auto& pen : p.pens)
            mix(pen.breed[0] | pen.breed[1] << 8 | pen.count[0] << 16 | pen.count[1] << 24);
        mix(p.built);
        mix(p.quartetPaid);
        for (const auto* c : {&p.infirmary, &p.waiting, &p.truckHealthy, &p.truckSick})
            for (auto v : *c)
                mix(v);
        for (auto v : p.cards)
            mix(v);
        mix(static_cast<std::uint64_t>(p.truck + 128));
        mix(p.drove | p.stayedHome << 1 | p.helper << 2 | p.helperLostNow << 3);
        mix(p.workers);
        mix(p.liftsLeft);
        mix(static_cast<std::uint64_t>(p.roundEnd.fedPens + 128) | p.roundEnd.hungrySick << 8 |
            p.roundEnd.hungryToFair << 16 | p.roundEnd.salary << 24);
    }
    return h;
}

// ===================================================================== reasons and checks

std::string KennelState::whyIllegal(const Action& a) const {
    std::string why = explain(a);
    return why.empty() ? fmt::format("'{}' is not possible now ({})", actionToText(a), statusText()) : why;
}

std::string KennelState::explain(const Action& a) const {
    const Seat seat = currentSeat();
    if (seat < 0) return "no player decides now";
    const PlayerState& p = m_players[ix(seat)];
    auto inRange = [](int v, int lo, int hi) { return v >= lo && v <= hi; };
    switch (a.kind) {
    case kDrive: {
        if (m_phase != Phase::Driving) return "trucks only drive in Phase 1, on your driving turn";
        if (!inRange(a.arg(0), 0, kSpaces - 1)) return "there is no such footprint space";
        const int s = a.arg(0), t = m_board[ix(s)];
        if (t == kNoToken) return "that space holds no dog: a truck must stop where it rescues a dog";
        if (isBlock(t)) return "a truck may never stop on a block token";
        if (truckAt(nodeOfSpace(s))) return "another truck is already on that space";
        const int cost = routeCost(p.truck, s);
        if (cost > p.gas - kReturnGas)
            return fmt::format("that drive costs {} gas and you have {}: you must keep 1 gas to return home",
                               cost, p.gas);
        return {};
    }
    case kReturnHome:
        if (m_phase == Phase::Driving && !p.drove)
            return "your truck has not left the centre: stay home instead";
        return {};
    case kBuyGas:
        if (m_phase != Phase::GasPurchase) return "gas is bought at the start of Phase 1";
        if (a.arg(0) < 0 || a.arg(0) > p.coins) return fmt::format("you have {} coin(s)", p.coins);
        if (m_rulings && p.gas + kGasPerCoin * a.arg(0) > kGasCap)
            return fmt::format(
                "the garage holds at most {} gas: with {} gas you can buy at most {} coin(s) of gas", kGasCap,
                p.gas, (kGasCap - p.gas) / kGasPerCoin);
        return {};
    case kStayHome:
        if (m_phase == Phase::Driving && p.drove) return "you may only stay home before your truck drives";
        return {};
    case kPlaceDog: {
        if (m_phase != Phase::Arrange) return "dogs are only arranged at the end of Phase 1";
        if (!inRange(a.arg(0), 0, kBreeds - 1) || !inRange(a.arg(1), 1, kPens)) return "no such breed or pen";
        if (p.waiting[ix(a.arg(0))] == 0)
            return fmt::format("no {} is waiting to be placed", breedName(a.arg(0)));
        if (a.arg(1) > p.built) return fmt::format("pen {} is not built yet", a.arg(1));
        if (minPens(p.healthy()) > p.built) return "your dogs do not all fit: you must donate a dog first";
        const Pen& pen = p.pens[ix(a.arg(1) - 1)];
        if (!pen.accepts(a.arg(0))) {
            if (pen.size() >= 4) return "a pen holds at most 4 dogs";
            if (pen.count[1] > 0 && pen.countOf(a.arg(0)) == 0) return "a pen may hold at most 2 breeds";
            return "each row holds at most 2 dogs of one breed: this pen cannot take it";
        }
        return "then the other waiting dogs would no longer fit: lift a dog out of a pen first";
    }
    case kLiftDog:
        if (p.liftsLeft == 0)
            return "no more moves this turn: place the waiting dogs or arrange automatically";
        return {};
    case kArrangeDone:
        if (m_phase == Phase::Arrange && p.waitingCount() > 0)
            return "every waiting dog must be placed in a pen first";
        return {};
    case kDonate:
        if (m_phase == Phase::Arrange && minPens(p.healthy()) <= p.built)
            return "you may only donate when your healthy dogs cannot all fit in your built pens";
        return {};
    case kAcceptDog:
        return {};
    case kPlaceWorker: {
        if (m_phase != Phase::PlaceWorker) return "workers are placed in Phase 2";
        if (!inRange(a.arg(0), 0, kBoxes - 1)) return "no such action box";
        const int n = boxCount(a.arg(0));
        if (a.arg(1) == 3) {
            if (p.held(FreeEntryCard) == 0) return "you have no Free Entry card";
            return "Free Entry is only for a box that is already full";
        }
        if (n >= boxCapacity())
            return fmt::format("{} is full ({} worker{} per box)", boxName(a.arg(0)), boxCapacity(),
                               boxCapacity() > 1 ? "s" : "");
        return "take one of the cards above this box";
    }
    case kBuildPen:
        if (p.built >= kPens) return "all your pens are built";
        if (a.arg(0) && p.held(DiscountCard) == 0) return "you have no Discount card";
        if (p.coins < (a.arg(0) ? 1 : kPenCost)) return "not enough coins to build a pen";
        return {};
    case kFairBuy: {
        const int n = fairPoolSize();
        if (n == 0) return "the Dog Fair pool is empty";
        if (p.coins < fairPrice(n)) return fmt::format("a dog costs {} coins now", fairPrice(n));
        if (inRange(a.arg(1), 1, kPens) && inRange(a.arg(0), 0, kBreeds - 1) &&
            !p.pens[ix(a.arg(1) - 1)].accepts(a.arg(0)))
            return "that pen has no legal spot for this dog (dogs are not moved in Phase 2)";
        return {};
    }
    case kFairSell:
        if (m_fairRevealed > 0 && inRange(a.arg(0), 0, kBreeds - 1)) {
            const auto& c = fairCards()[ix(fairCard())];
            if (std::find(c.begin(), c.end(), a.arg(0)) == c.end())
                return "that breed is not on the face-up Dog Fair card";
        }
        if (!inRange(a.arg(2), 0, m_rulings ? 3 : 2))
            return "a sale takes no card, Trained Dog (1), Award-winning Dog (2) or both (3)";
        if ((a.arg(2) & 1) && p.held(TrainedDogCard) == 0) return "you have no Trained Dog card";
        if ((a.arg(2) & 2) && p.held(AwardDogCard) == 0) return "you have no Award-winning Dog card";
        return {};
    case kCure:
        if (p.medicine == 0) return "curing a dog costs 1 medicine";
        if (inRange(a.arg(1), 1, kPens) && inRange(a.arg(0), 0, kBreeds - 1) &&
            !p.pens[ix(a.arg(1) - 1)].accepts(a.arg(0)))
            return "that pen has no legal spot for this dog";
        return {};
    default:
        return {};
    }
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
