// DOGS (kennel) — what an applied action makes happen, as events (see kennel_state.h, "Events").
// The action's own effects come from the state before it; what the rules then do on their own
// (unloading, income, feeding, salaries, the card refresh, a donated dog nobody takes...) from a
// copy with the action applied, compared with this state.
#include <fmt/format.h>

#include <initializer_list>
#include <utility>

#include "dogtable/core/text.h"
#include "kennel/rules/kennel_internal.h"
#include "kennel/rules/kennel_state.h"

namespace dogtable::games::kennel {

namespace {

class Emitter {
public:
    explicit Emitter(std::vector<Event>& out) : m_out(out) {}
    Event& operator()(std::string kind, Seat seat, std::initializer_list<std::pair<const char*, int>> args,
                      std::string text = {}) {
        Event e;
        e.kind = std::move(kind);
        e.seat = seat;
        for (const auto& [k, v] : args)
            e.args.emplace_back(k, v);
        e.text = std::move(text);
        m_out.push_back(std::move(e));
        return m_out.back();
    }

private:
    std::vector<Event>& m_out;
};

bool placing(Phase p) {
    return p == Phase::PlaceWorker || p == Phase::BoxAction;
}

} // namespace

using namespace fmt::literals;
using text::say;
using text::sayN;

void KennelState::events(const Action& a, Seat viewer, std::vector<Event>& out) const {
    (void)viewer; // nothing in DOGS is hidden once it happens (see the header)
    KennelState after(*this);
    after.doApply(a);
    Emitter ev(out);
    const Seat seat = currentSeat();
    const PlayerState* me = seat >= 0 ? &m_players[ix(seat)] : nullptr;
    auto name = [&](int s) { return playerName(s); };
    // The acting seat's dog of `breed` into, or out of, its pen `pen`.
    auto placed = [&](int breed, int pen, int from) {
        ev("dog_placed", seat, {{"breed", breed}, {"pen", pen}, {"from", from}});
    };
    auto lifted = [&](int breed, int pen) { ev("dog_lifted", seat, {{"breed", breed}, {"pen", pen}}); };
    auto toFair = [&](Seat who, int breed, int why, std::string text) {
        ev("dog_to_fair", who, {{"breed", breed}, {"why", why}}, std::move(text));
    };

    // ----- the action itself -----
    switch (a.kind) {
    case kChanceRemoveLost:
        ev("token_removed", kNoSeat, {{"token", a.arg(0)}});
        break;
    case kChanceToken: {
        const int t = a.arg(0);
        if (m_phase == Phase::FillBoard) {
            ev("token_placed", kNoSeat, {{"space", m_stepIndex}, {"token", t}});
            break;
        }
        ev("token_received", m_actor, {{"token", t}});
        if (tokenMark(t) == Mark::Lost)
            toFair(m_actor, tokenBreed(t), kFairLostDog,
                   say("kennel", "The lost {breed} goes to the Dog Fair; {who} gets 1 coin")(
                       "breed"_a = breedWord(tokenBreed(t)), "who"_a = name(m_actor)));
        break;
    }
    case kChanceCard:
        ev("card_dealt", kNoSeat, {{"slot", m_stepIndex}, {"box", m_stepIndex / 2}, {"card", a.arg(0)}});
        break;
    case kChanceFair: {
        const auto& c = fairCards()[ix(a.arg(0))];
        ev("fair_card", kNoSeat, {{"card", a.arg(0)}, {"breed0", c[0]}, {"breed1", c[1]}, {"breed2", c[2]}});
        break;
    }
    case kSwapDogs:
        ev("tokens_swapped", seat, {{"a", a.arg(0)}, {"b", a.arg(1)}});
        break;
    case kDrive: {
        const int s = a.arg(0), t = m_board[ix(s)];
        std::vector<int> route;
        const int cost = routeCost(me->truck, s, &route);
        Event& e = ev("truck_moved", seat,
                      {{"from", me->truck},
                       {"to", nodeOfSpace(s)},
                       {"cost", cost},
                       {"steps", static_cast<int>(route.size())}});
        for (std::size_t i = 0; i < route.size(); ++i)
            e.args.emplace_back(fmt::format("n{}", i), route[i]);
        ev("token_picked", seat, {{"space", s}, {"token", t}});
        if (tokenMark(t) == Mark::Lost)
            toFair(seat, tokenBreed(t), kFairLostDog,
                   sayN("kennel", "The lost {breed} goes to the Dog Fair; {who} gets %n coin for rescuing it",
                        "The lost {breed} goes to the Dog Fair; {who} gets %n coins for rescuing it",
                        spaceReward(s))("breed"_a = breedWord(tokenBreed(t)), "who"_a = name(seat)));
        break;
    }
    case kReturnHome:
        ev("truck_moved", seat, {{"from", me->truck}, {"to", -1}, {"cost", kReturnGas}, {"steps", 0}});
        break;
    case kStayHome:
        ev("truck_moved", seat, {{"from", me->truck}, {"to", -1}, {"cost", 0}, {"steps", 0}});
        break;
    case kUseVet:
        if (a.arg(0) == 1)
            ev("vet_used", seat, {{"count", after.m_players[ix(seat)].waitingCount() - me->waitingCount()}});
        break;
    case kPlaceDog:
        placed(a.arg(0), a.arg(1), kFromWaiting);
        break;
    case kLiftDog:
        lifted(a.arg(0), a.arg(1));
        break;
    case kAutoArrange:
        ev("pens_arranged", seat, {});
        break;
    case kDonate:
        ev("dog_donated", seat, {{"breed", a.arg(0)}, {"sick", 0}, {"from", a.arg(1)}});
        break;
    case kDonateSick:
        ev("dog_donated", seat, {{"breed", a.arg(0)}, {"sick", 1}, {"from", kFromInfirmary}});
        break;
    case kAcceptDog:
        ev("dog_accepted", seat,
           {{"breed", m_offerBreed}, {"sick", m_offerSick ? 1 : 0}, {"from", m_offerFrom}});
        break;
    case kPlaceWorker: {
        const int box = a.arg(0), choice = a.arg(1);
        ev("worker_placed", seat, {{"box", box}, {"choice", choice}});
        if (choice <= 1)
            ev("card_taken", seat,
               {{"box", box}, {"slot", box * 2 + choice}, {"card", m_slots[ix(box * 2 + choice)]}});
        break;
    }
    case kBuildPen:
        ev("pen_built", seat, {{"pen", me->built + 1}});
        break;
    case kCure:
        placed(a.arg(0), a.arg(1), kFromInfirmary);
        break;
    case kFairSell:
        lifted(a.arg(0), a.arg(1));
        toFair(seat, a.arg(0), kFairSold, {});
        break;
    case kFairBuy:
        placed(a.arg(0), a.arg(1), kFromFair);
        break;
    case kFairTrade:
        lifted(a.arg(0), a.arg(1));
        toFair(seat, a.arg(0), kFairTraded, {});
        placed(a.arg(2), a.arg(3), kFromFair);
        break;
    case kStarve: {
        const int breed = a.arg(1);
        lifted(breed, a.arg(0));
        if (after.m_players[ix(seat)].sickCount() > me->sickCount())
            ev("dog_sick", seat, {{"breed", breed}, {"pen", a.arg(0)}});
        else
            toFair(seat, breed, kFairHungry,
                   say("kennel", "{who}'s infirmary is full: the hungry {breed} goes to the Dog Fair")(
                       "who"_a = name(seat), "breed"_a = breedWord(breed)));
        break;
    }
    default:
        break;
    }

    // ----- a donated dog: offered to the next seat that can take it, or to the Fair -----
    if (a.kind == kDonate || a.kind == kDonateSick || a.kind == kRefuseDog) {
        const int breed = a.kind == kRefuseDog ? m_offerBreed : a.arg(0);
        const bool sick = a.kind == kRefuseDog ? m_offerSick : a.kind == kDonateSick;
        const int from = a.kind == kRefuseDog ? m_offerFrom : seat;
        if (after.m_phase == Phase::Offer)
            ev("dog_offered", after.m_offerTo, {{"breed", breed}, {"sick", sick ? 1 : 0}, {"from", from}},
               sick ? say("kennel", "{who} is offered the donated sick {breed}")(
                          "who"_a = name(after.m_offerTo), "breed"_a = breedWord(breed))
                    : say("kennel", "{who} is offered the donated {breed}")("who"_a = name(after.m_offerTo),
                                                                            "breed"_a = breedWord(breed)));
        else
            toFair(
                kNoSeat, breed, kFairUnwanted,
                sick ? say("kennel", "Nobody can take the donated {breed}: it goes to the Dog Fair (cured)")(
                           "breed"_a = breedWord(breed))
                     : say("kennel", "Nobody can take the donated {breed}: it goes to the Dog Fair")(
                           "breed"_a = breedWord(breed)));
    }

    // ----- what the rules do on their own -----
    const int n = players();
    auto inTurnOrder = [&](int i) { return (after.m_first + i) % n; };
    for (int i = 0; i < n; ++i) { // Phase 1.5: the trucks unload
        const int s = inTurnOrder(i);
        const PlayerState &b = m_players[ix(s)], &p = after.m_players[ix(s)];
        const int healthy =
            sumOf(b.truckHealthy) > 0 && sumOf(p.truckHealthy) == 0 ? sumOf(b.truckHealthy) : 0;
        const int sick =
            sumOf(b.truckSick) > 0 && sumOf(p.truckSick) == 0 ? p.sickCount() - b.sickCount() : 0;
        if (healthy > 0)
            ev("dogs_unloaded", s, {{"count", healthy}, {"sick", 0}},
               sayN("kennel", "{who} unloads %n healthy dog to be put into pens",
                    "{who} unloads %n healthy dogs to be put into pens", healthy)("who"_a = name(s)));
        if (sick > 0)
            ev("dogs_unloaded", s, {{"count", sick}, {"sick", 1}},
               sayN("kennel", "%n sick dog goes to {who}'s infirmary", "%n sick dogs go to {who}'s infirmary",
                    sick)("who"_a = name(s)));
    }
    for (int i = 0; i < n; ++i) { // quartet bonuses
        const int s = inTurnOrder(i);
        const int fresh = after.m_players[ix(s)].quartetPaid & ~m_players[ix(s)].quartetPaid;
        for (int pen = 0; pen < kPens; ++pen)
            if ((fresh >> pen) & 1)
                ev("quartet", s, {{"pen", pen + 1}},
                   say("kennel", "{who}'s pen {pen} holds four {breed}s: 1 coin (quartet bonus)")(
                       "who"_a = name(s), "pen"_a = pen + 1,
                       "breed"_a = breedWord(after.m_players[ix(s)].pens[ix(pen)].breed[0])));
    }
    // Phase 3: feeding and salaries, in turn order, as far as the rules went without a question.
    const bool enteredPhase3 = placing(m_phase) && !placing(after.m_phase);
    for (int i = 0; i < n; ++i) {
        const int s = inTurnOrder(i);
        const RoundEnd &b = m_players[ix(s)].roundEnd, &p = after.m_players[ix(s)].roundEnd;
        if ((enteredPhase3 || b.fedPens < 0) && p.fedPens >= 0) {
            const bool hungry = after.m_phase == Phase::Starve && after.m_actor == s;
            // Every count in these sentences is 1 or more: "%n" forms are not written for 0 (in
            // Portuguese, Qt's form for 1 is also the form for 0).
            const int fed = p.fedPens, left = after.m_starveLeft;
            std::string text;
            if (hungry && fed == 0)
                text = sayN("kennel", "{who} has no food and must choose %n hungry dog",
                            "{who} has no food and must choose %n hungry dogs", left)("who"_a = name(s));
            else if (hungry)
                text = say("kennel", "{who} has food for {pens} only and must choose {dogs}")(
                    "who"_a = name(s), "pens"_a = sayN("kennel", "%n pen", "%n pens", fed).str(),
                    "dogs"_a = sayN("kennel", "%n hungry dog", "%n hungry dogs", left).str());
            else if (fed == 0)
                text = say("kennel", "{who} has no pen to feed")("who"_a = name(s));
            else
                text = sayN("kennel", "{who} feeds %n pen ({food} food)", "{who} feeds %n pens ({food} food)",
                            fed)("who"_a = name(s), "food"_a = fed);
            ev("fed", s, {{"pens", fed}, {"hungry", hungry ? left : 0}}, std::move(text));
        }
    }
    for (int i = 0; i < n; ++i) {
        const int s = inTurnOrder(i);
        const RoundEnd &b = m_players[ix(s)].roundEnd, &p = after.m_players[ix(s)].roundEnd;
        if ((!enteredPhase3 && b.salary != 0) || p.salary == 0) continue;
        const bool chosen = s == seat && (a.kind == kPaySalary || a.kind == kSkipRehire);
        static constexpr std::array<const char*, 6> kSalary{
            "",
            DOGTABLE_WORD("kennel", "{who} pays the helper 1 coin"),
            DOGTABLE_WORD("kennel", "{who} pays the helper with a Helper card"),
            DOGTABLE_WORD("kennel", "{who} cannot pay the helper, who leaves (1 worker next round)"),
            DOGTABLE_WORD("kennel", "{who} rehires the helper"),
            DOGTABLE_WORD("kennel", "{who}'s helper stays away")};
        // In the last round there is no next round to go without the helper.
        const char* said = p.salary == 3 && (after.lastRound() || after.isOver())
                               ? DOGTABLE_WORD("kennel", "{who} cannot pay the helper, who leaves")
                               : kSalary[ix(p.salary)];
        ev("salary", s, {{"how", p.salary}}, chosen ? std::string() : say("kennel", said)("who"_a = name(s)));
    }
    { // Phase 3 task 3: the cards left above the boxes are discarded, the draw pile renewed
        int discarded = 0;
        for (int slot = 0; slot < kSlots; ++slot)
            if (m_slots[ix(slot)] >= 0 && after.m_slots[ix(slot)] < 0 &&
                !(a.kind == kPlaceWorker && a.arg(1) <= 1 && slot == a.arg(0) * 2 + a.arg(1)))
                ++discarded;
        if (discarded > 0)
            ev("cards_discarded", kNoSeat, {{"count", discarded}},
               sayN("kennel", "The %n card left above the boxes is discarded",
                    "The %n cards left above the boxes are discarded", discarded)
                   .str());
        const int drawn = a.kind == kChanceCard ? 1 : 0;
        if (after.drawPileSize() > drawPileSize() - drawn)
            ev("deck_reshuffled", kNoSeat, {{"count", after.drawPileSize()}},
               sayN("kennel", "The draw pile is empty: the %n discarded card becomes the new draw pile",
                    "The draw pile is empty: the %n discarded cards become the new draw pile",
                    after.drawPileSize())
                   .str());
    }
    if (a.kind != kChanceFair && after.m_fairRevealed > 0 &&
        (after.m_fairPos != m_fairPos || after.m_fairRevealed != m_fairRevealed)) {
        const int card = after.fairCard();
        const auto& c = fairCards()[ix(card)];
        ev("fair_card", kNoSeat, {{"card", card}, {"breed0", c[0]}, {"breed1", c[1]}, {"breed2", c[2]}},
           say("kennel", "The next Dog Fair card is turned: {first}, {second}, {third}")(
               "first"_a = breedWord(c[0]), "second"_a = breedWord(c[1]), "third"_a = breedWord(c[2])));
    }
    for (int s = 0; s < kSpaces; ++s) // 2 players: the blocks go back before the refill
        if (m_board[ix(s)] != kNoToken && isBlock(m_board[ix(s)]) && after.m_board[ix(s)] == kNoToken)
            ev("token_returned", kNoSeat, {{"space", s}, {"token", m_board[ix(s)]}},
               say("kennel", "The block on {space} goes back to its supply")(
                   "space"_a = nodes()[ix(nodeOfSpace(s))].id));
    if (m_round >= 1 && after.m_round > m_round)
        ev("income", kNoSeat, {{"coins", 1}}, say("kennel", "Income: every player receives 1 coin").str());
    if (after.m_round != m_round)
        ev("round", after.m_first, {{"round", after.m_round}, {"last", after.m_lastRound ? 1 : 0}},
           say("kennel", "Round {round} begins; {who} has the first-player piece")(
               "round"_a = after.m_round, "who"_a = name(after.m_first)));
    if (after.m_lastRound && !m_lastRound)
        ev("last_round", kNoSeat, {{"round", after.m_round}},
           say("kennel",
               "The end of the game is triggered: round {round} is the last")("round"_a = after.m_round));

    // ----- what every kennel gained or lost, and the cards played -----
    for (int s = 0; s < n; ++s) {
        const PlayerState &b = m_players[ix(s)], &p = after.m_players[ix(s)];
        for (int r = 0; r < 4; ++r) {
            const auto res = static_cast<Resource>(r);
            const int delta = amountOf(p, res) - amountOf(b, res);
            if (delta != 0)
                ev("resource", s, {{"resource", r}, {"delta", delta}, {"total", amountOf(p, res)}});
        }
        for (int k = 0; k < kSpecialKinds; ++k)
            if (p.cards[ix(k)] < b.cards[ix(k)])
                ev("card_played", s,
                   {{"card", k + kFirstSpecial}, {"count", b.cards[ix(k)] - p.cards[ix(k)]}});
    }

    // ----- whose turn it is -----
    if (after.m_phase == Phase::GameOver) {
        if (m_phase != Phase::GameOver)
            ev("game_over", kNoSeat, {},
               say("kennel",
                   "The kennels are scored: {winners}.")("winners"_a = after.scoreSheet().winnersText()));
    } else if (const Seat next = after.currentSeat(); next >= 0 && next != seat) {
        ev("turn", next, {});
    }
}

} // namespace dogtable::games::kennel
