// DOGS (kennel) — the words: log lines, status, reasons for refusals, the text view.
#include "kennel/rules/kennel_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <utility>

#include "dogtable/core/text.h"
#include "kennel/rules/kennel_internal.h"

namespace dogtable::games::kennel {

namespace {
using namespace fmt::literals;
using text::say;
using text::sayN;

std::string tokenText(int t) {
    if (t == kCityBlock) return say("kennel", "a city block token");
    if (t == kCountryBlock) return say("kennel", "a country block token");
    const std::string breed = breedWord(tokenBreed(t));
    if (tokenMark(t) == Mark::Sick) return say("kennel", "a {breed} (sick)")("breed"_a = breed);
    if (tokenMark(t) == Mark::Lost) return say("kennel", "a {breed} (lost)")("breed"_a = breed);
    return say("kennel", "a {breed}")("breed"_a = breed);
}
std::string spaceId(int space) {
    return std::string(nodes()[ix(nodeOfSpace(space))].id);
}
} // namespace

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

std::string KennelState::describe(const Action& a, Seat viewer) const {
    (void)viewer;
    const Seat seat = currentSeat();
    const std::string who = seat >= 0 ? playerName(seat) : std::string();
    auto breed = [&](int i) { return breedWord(a.arg(i)); };
    switch (a.kind) {
    case kChanceFirstPlayer:
        return say("kennel", "{who} starts with the first-player piece")("who"_a = playerName(a.arg(0)));
    case kChanceRemoveLost:
        return say("kennel",
                   "{token} is removed from the game (2-player set-up)")("token"_a = tokenText(a.arg(0)));
    case kChanceToken:
        if (m_phase == Phase::FillBoard)
            return say("kennel", "{token} is placed on {space}")("token"_a = tokenText(a.arg(0)),
                                                                 "space"_a = spaceId(m_stepIndex));
        return say("kennel", "{who} receives {token}")("who"_a = playerName(m_actor),
                                                       "token"_a = tokenText(a.arg(0)));
    case kChanceCard:
        return say("kennel", "{card} is dealt above {box}")("card"_a = cardWord(a.arg(0)),
                                                            "box"_a = boxWord(m_stepIndex / 2));
    case kChanceFair: {
        const auto& c = fairCards()[ix(a.arg(0))];
        return say("kennel", "Dog Fair card: {first}, {second}, {third}")(
            "first"_a = breedWord(c[0]), "second"_a = breedWord(c[1]), "third"_a = breedWord(c[2]));
    }
    case kBuyGas: {
        // (Numbers go to sayN through a variable: lupdate hangs on "a.arg(0)" inside its parentheses.)
        const int coins = a.arg(0);
        return coins ? sayN("kennel", "{who} buys {gas} gas for %n coin", "{who} buys {gas} gas for %n coins",
                            coins)("who"_a = who, "gas"_a = kGasPerCoin * coins)
                     : say("kennel", "{who} buys no gas")("who"_a = who);
    }
    case kSwapDogs:
        return say("kennel", "{who} plays Dog Swap: {first} and {second} change places")(
            "who"_a = who, "first"_a = spaceId(a.arg(0)), "second"_a = spaceId(a.arg(1)));
    case kReceiveDog:
        return a.arg(0) ? say("kennel", "{who} plays Receive 1 Dog (country supply)")("who"_a = who)
                        : say("kennel", "{who} plays Receive 1 Dog (city supply)")("who"_a = who);
    case kDrive: {
        const int s = a.arg(0);
        const int cost = seat >= 0 ? routeCost(m_players[ix(seat)].truck, s) : 0;
        return say("kennel", "{who} drives to {space} for {gas} gas and rescues {token}")(
            "who"_a = who, "space"_a = spaceId(s), "gas"_a = cost, "token"_a = tokenText(m_board[ix(s)]));
    }
    case kReturnHome:
        return say("kennel", "{who} returns home (1 gas)")("who"_a = who);
    case kStayHome:
        return say("kennel", "{who} stays home this round")("who"_a = who);
    case kBonusToken:
        switch (tokenResource(a.arg(0))) {
        case Resource::Food:
            return say("kennel", "{who} takes 1 food as return bonus")("who"_a = who);
        case Resource::Medicine:
            return say("kennel", "{who} takes 1 medicine as return bonus")("who"_a = who);
        default:
            return say("kennel", "{who} takes 1 gas as return bonus")("who"_a = who);
        }
    case kUseVet:
        return a.arg(0)
                   ? say("kennel", "{who} plays the Vet card on the sick dogs brought home")("who"_a = who)
                   : say("kennel", "{who} keeps the Vet card")("who"_a = who);
    case kPlaceDog:
        return say("kennel", "{who} puts a {breed} in pen {pen}")("who"_a = who, "breed"_a = breed(0),
                                                                  "pen"_a = a.arg(1));
    case kLiftDog:
        return say("kennel", "{who} lifts a {breed} out of pen {pen}")("who"_a = who, "breed"_a = breed(0),
                                                                       "pen"_a = a.arg(1));
    case kAutoArrange:
        return say("kennel", "{who} arranges the pens (best arrangement)")("who"_a = who);
    case kDonate:
        return say("kennel", "{who} must donate a {breed}")("who"_a = who, "breed"_a = breed(0));
    case kDonateSick:
        return say("kennel", "{who} must donate a sick {breed} (infirmary full)")("who"_a = who,
                                                                                  "breed"_a = breed(0));
    case kAcceptDog:
        return say("kennel", "{who} accepts the donated {breed}")("who"_a = who,
                                                                  "breed"_a = breedWord(m_offerBreed));
    case kRefuseDog:
        return say("kennel", "{who} declines the donated {breed}")("who"_a = who,
                                                                   "breed"_a = breedWord(m_offerBreed));
    case kArrangeDone:
        return say("kennel", "{who} is done arranging")("who"_a = who);
    case kPlaceWorker: {
        const int box = a.arg(0), c = a.arg(1);
        if (c <= 1)
            return say("kennel", "{who} goes to {box} and takes {card}")(
                "who"_a = who, "box"_a = boxWord(box), "card"_a = cardWord(m_slots[ix(box * 2 + c)]));
        if (c == 3)
            return say("kennel", "{who} uses Free Entry at {box}")("who"_a = who, "box"_a = boxWord(box));
        return say("kennel", "{who} goes to {box} (no card left)")("who"_a = who, "box"_a = boxWord(box));
    }
    case kBuildPen: {
        const int cost = a.arg(0) ? kDiscountPenCost : kPenCost;
        return sayN("kennel", "{who} builds pen {pen} for %n coin", "{who} builds pen {pen} for %n coins",
                    cost)("who"_a = who, "pen"_a = m_players[ix(seat)].built + 1);
    }
    case kWarehouseSwap:
        return say("kennel", "{who} swaps 1 {give} for 1 {take}")(
            "who"_a = who, "give"_a = resourceWord(tokenResource(a.arg(0))),
            "take"_a = resourceWord(tokenResource(a.arg(1))));
    case kPetShopBuy:
        switch (a.arg(0)) {
        case 0:
            return say("kennel", "{who} buys 2 food for 1 coin")("who"_a = who);
        case 1:
            return say("kennel", "{who} buys 1 food and 1 medicine for 1 coin")("who"_a = who);
        default:
            return say("kennel", "{who} buys 2 medicine for 1 coin")("who"_a = who);
        }
    case kCure:
        return say("kennel", "{who} cures a {breed} into pen {pen}")("who"_a = who, "breed"_a = breed(0),
                                                                     "pen"_a = a.arg(1));
    case kFairSell: {
        const int price = fairSalePrice(a.arg(2));
        return sayN("kennel", "{who} sells a {breed} to the Dog Fair for %n coin",
                    "{who} sells a {breed} to the Dog Fair for %n coins",
                    price)("who"_a = who, "breed"_a = breed(0));
    }
    case kFairBuy:
        return sayN("kennel", "{who} buys a {breed} for %n coin", "{who} buys a {breed} for %n coins",
                    fairPrice(fairPoolSize()))("who"_a = who, "breed"_a = breed(0));
    case kFairTrade:
        return say("kennel", "{who} trades a {breed} for a {other}")("who"_a = who, "breed"_a = breed(0),
                                                                     "other"_a = breed(2));
    case kEndAction:
        return say("kennel", "{who} ends the action")("who"_a = who);
    case kStarve:
        return say("kennel", "{who} cannot feed pen {pen}: a {breed} falls sick")(
            "who"_a = who, "pen"_a = a.arg(0), "breed"_a = breed(1));
    case kPaySalary:
        if (m_players[ix(seat)].helper)
            return a.arg(0) ? say("kennel", "{who} pays the helper with a Helper card")("who"_a = who)
                            : say("kennel", "{who} pays the helper with 1 coin")("who"_a = who);
        return a.arg(0) ? say("kennel", "{who} rehires the helper with a Helper card")("who"_a = who)
                        : say("kennel", "{who} rehires the helper with 1 coin")("who"_a = who);
    case kSkipRehire:
        return say("kennel", "{who} does not rehire the helper")("who"_a = who);
    default:
        return actionToText(a);
    }
}

std::string KennelState::statusText() const {
    const Seat s = currentSeat();
    const std::string who = s >= 0 ? playerName(s) : std::string();
    // The phases whose line is one sentence about the seat to act.
    static constexpr std::pair<Phase, const char*> kLines[] = {
        {Phase::GasPurchase, DOGTABLE_WORD("kennel", "Phase 1 — {who} may buy gas (3 per coin)")},
        {Phase::Driving, DOGTABLE_WORD("kennel", "Phase 1 — {who} drives, returns or stays home")},
        {Phase::ReturnBonus, DOGTABLE_WORD("kennel", "Phase 1 — {who} picks a return bonus token")},
        {Phase::VetUnload, DOGTABLE_WORD("kennel", "Phase 1 — {who} may play the Vet card")},
        {Phase::Starve, DOGTABLE_WORD("kennel", "Phase 3 — {who} lacks food: choose a hungry dog")},
        {Phase::Salary, DOGTABLE_WORD("kennel", "Phase 3 — {who} pays or rehires the helper")},
    };
    for (const auto& [phase, line] : kLines)
        if (phase == m_phase) return say("kennel", line)("who"_a = who);
    switch (m_phase) {
    case Phase::Arrange:
        if (m_interject >= 0)
            return say("kennel", "Phase 1 — {who} makes room for the accepted dog")("who"_a = who);
        return say("kennel", "Phase 1 — {who} arranges the pens")("who"_a = who);
    case Phase::Offer:
        return say("kennel", "Phase 1 — {who} is offered a donated {breed}")(
            "who"_a = who, "breed"_a = breedWord(m_offerBreed));
    case Phase::PlaceWorker:
        return m_placePass == 0 ? say("kennel", "Phase 2 — {who} places the first worker")("who"_a = who)
                                : say("kennel", "Phase 2 — {who} places the second worker")("who"_a = who);
    case Phase::BoxAction:
        return say("kennel", "Phase 2 — {who} at {box}")("who"_a = who, "box"_a = boxWord(m_box));
    case Phase::GameOver:
        return say("kennel", "Game over");
    default:
        return say("kennel", "Setting up");
    }
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

std::string KennelState::whyIllegal(const Action& a) const {
    std::string why = explain(a);
    // A translation may leave out {action} (the save file's words for the action, English).
    return why.empty() ? say("kennel", "'{action}' is not possible now ({status})")(
                             "action"_a = actionToText(a), "status"_a = statusText())
                       : why;
}

std::string KennelState::explain(const Action& a) const {
    const Seat seat = currentSeat();
    if (seat < 0) return say("kennel", "no player decides now");
    const PlayerState& p = m_players[ix(seat)];
    auto inRange = [](int v, int lo, int hi) { return v >= lo && v <= hi; };
    switch (a.kind) {
    case kDrive: {
        if (m_phase != Phase::Driving)
            return say("kennel", "trucks only drive in Phase 1, on your driving turn");
        if (!inRange(a.arg(0), 0, kSpaces - 1)) return say("kennel", "there is no such footprint space");
        const int s = a.arg(0), t = m_board[ix(s)];
        if (t == kNoToken)
            return say("kennel", "that space holds no dog: a truck must stop where it rescues a dog");
        if (isBlock(t)) return say("kennel", "a truck may never stop on a block token");
        if (truckAt(nodeOfSpace(s))) return say("kennel", "another truck is already on that space");
        const int cost = routeCost(p.truck, s);
        if (cost > p.gas - kReturnGas)
            return sayN("kennel",
                        "that drive costs %n gas and you have {gas}: you must keep 1 gas to return home",
                        "that drive costs %n gas and you have {gas}: you must keep 1 gas to return home",
                        cost)("gas"_a = p.gas);
        return {};
    }
    case kReturnHome:
        if (m_phase == Phase::Driving && !p.drove)
            return say("kennel", "your truck has not left the centre: stay home instead");
        return {};
    case kBuyGas:
        if (m_phase != Phase::GasPurchase) return say("kennel", "gas is bought at the start of Phase 1");
        if (a.arg(0) < 0 || a.arg(0) > p.coins) {
            const int coins = p.coins;
            return coins == 0 ? say("kennel", "you have no coins")
                              : sayN("kennel", "you have %n coin", "you have %n coins", coins);
        }
        if (m_rulings && p.gas + kGasPerCoin * a.arg(0) > kGasCap) {
            const int most = (kGasCap - p.gas) / kGasPerCoin;
            if (most == 0)
                return say("kennel", "the garage holds at most {cap} gas: with {gas} gas you cannot buy any")(
                    "cap"_a = kGasCap, "gas"_a = p.gas);
            return sayN(
                "kennel",
                "the garage holds at most {cap} gas: with {gas} gas you can buy at most %n coin of gas",
                "the garage holds at most {cap} gas: with {gas} gas you can buy at most %n coins of gas",
                most)("cap"_a = kGasCap, "gas"_a = p.gas);
        }
        return {};
    case kStayHome:
        if (m_phase == Phase::Driving && p.drove)
            return say("kennel", "you may only stay home before your truck drives");
        return {};
    case kPlaceDog: {
        if (m_phase != Phase::Arrange) return say("kennel", "dogs are only arranged at the end of Phase 1");
        if (!inRange(a.arg(0), 0, kBreeds - 1) || !inRange(a.arg(1), 1, kPens))
            return say("kennel", "no such breed or pen");
        if (p.waiting[ix(a.arg(0))] == 0)
            return say("kennel", "no {breed} is waiting to be placed")("breed"_a = breedWord(a.arg(0)));
        if (a.arg(1) > p.built) return say("kennel", "pen {pen} is not built yet")("pen"_a = a.arg(1));
        if (minPens(p.healthy()) > p.built)
            return say("kennel", "your dogs do not all fit: you must donate a dog first");
        const Pen& pen = p.pens[ix(a.arg(1) - 1)];
        if (!pen.accepts(a.arg(0))) {
            if (pen.size() >= 4) return say("kennel", "a pen holds at most 4 dogs");
            if (pen.count[1] > 0 && pen.countOf(a.arg(0)) == 0)
                return say("kennel", "a pen may hold at most 2 breeds");
            return say("kennel", "each row holds at most 2 dogs of one breed: this pen cannot take it");
        }
        return say("kennel",
                   "then the other waiting dogs would no longer fit: lift a dog out of a pen first");
    }
    case kLiftDog:
        if (m_phase != Phase::Arrange) return say("kennel", "dogs are only arranged at the end of Phase 1");
        if (p.liftsLeft == 0)
            return say("kennel", "no more moves this turn: place the waiting dogs or arrange automatically");
        return {};
    case kArrangeDone:
        if (m_phase == Phase::Arrange && p.waitingCount() > 0)
            return say("kennel", "every waiting dog must be placed in a pen first");
        return {};
    case kDonate:
        if (m_phase == Phase::Arrange && minPens(p.healthy()) <= p.built)
            return say("kennel",
                       "you may only donate when your healthy dogs cannot all fit in your built pens");
        return {};
    case kAcceptDog:
        return {};
    case kPlaceWorker: {
        if (m_phase != Phase::PlaceWorker) return say("kennel", "workers are placed in Phase 2");
        if (!inRange(a.arg(0), 0, kBoxes - 1)) return say("kennel", "no such action box");
        const int n = boxCount(a.arg(0));
        if (a.arg(1) == 3) {
            if (p.held(FreeEntryCard) == 0) return say("kennel", "you have no Free Entry card");
            return say("kennel", "Free Entry is only for a box that is already full");
        }
        if (n >= boxCapacity())
            return sayN("kennel", "{box} is full (%n worker per box)", "{box} is full (%n workers per box)",
                        boxCapacity())("box"_a = boxWord(a.arg(0)));
        return say("kennel", "take one of the cards above this box");
    }
    case kBuildPen:
        if (p.built >= kPens) return say("kennel", "all your pens are built");
        if (a.arg(0) && p.held(DiscountCard) == 0) return say("kennel", "you have no Discount card");
        if (p.coins < (a.arg(0) ? kDiscountPenCost : kPenCost))
            return say("kennel", "not enough coins to build a pen");
        return {};
    case kFairBuy: {
        const int n = fairPoolSize();
        if (n == 0) return say("kennel", "the Dog Fair pool is empty");
        if (p.coins < fairPrice(n))
            return sayN("kennel", "a dog costs %n coin now", "a dog costs %n coins now", fairPrice(n));
        if (inRange(a.arg(1), 1, kPens) && inRange(a.arg(0), 0, kBreeds - 1) &&
            !p.pens[ix(a.arg(1) - 1)].accepts(a.arg(0)))
            return say("kennel", "that pen has no legal spot for this dog (dogs are not moved in Phase 2)");
        return {};
    }
    case kFairSell:
        if (m_fairRevealed > 0 && inRange(a.arg(0), 0, kBreeds - 1)) {
            const auto& c = fairCards()[ix(fairCard())];
            if (std::find(c.begin(), c.end(), a.arg(0)) == c.end())
                return say("kennel", "that breed is not on the face-up Dog Fair card");
        }
        if (!inRange(a.arg(2), 0, m_rulings ? 3 : 2))
            return say("kennel", "a sale takes no card, Trained Dog (1), Award-winning Dog (2) or both (3)");
        if ((a.arg(2) & 1) && p.held(TrainedDogCard) == 0)
            return say("kennel", "you have no Trained Dog card");
        if ((a.arg(2) & 2) && p.held(AwardDogCard) == 0)
            return say("kennel", "you have no Award-winning Dog card");
        return {};
    case kCure:
        if (p.medicine == 0) return say("kennel", "curing a dog costs 1 medicine");
        if (inRange(a.arg(1), 1, kPens) && inRange(a.arg(0), 0, kBreeds - 1) &&
            !p.pens[ix(a.arg(1) - 1)].accepts(a.arg(0)))
            return say("kennel", "that pen has no legal spot for this dog");
        return {};
    default:
        return {};
    }
}

std::string tokenHelp(int token) {
    if (isBlock(token)) {
        const int gas = kBlockGas;
        return sayN("kennel", "Block token (2-player game): passing costs %n gas, no truck may stop here.",
                    "Block token (2-player game): passing costs %n gas, no truck may stop here.", gas);
    }
    const std::string breed = breedWord(tokenBreed(token));
    const bool city = tokenArea(token) == Area::City;
    if (tokenMark(token) == Mark::Sick)
        return city ? say("kennel", "{breed} (city dog) — sick: goes to the infirmary when brought home")(
                          "breed"_a = breed)
                    : say("kennel", "{breed} (country dog) — sick: goes to the infirmary when brought home")(
                          "breed"_a = breed);
    if (tokenMark(token) == Mark::Lost)
        return city ? say("kennel",
                          "{breed} (city dog) — lost: goes to the Dog Fair and pays this space's reward")(
                          "breed"_a = breed)
                    : say("kennel",
                          "{breed} (country dog) — lost: goes to the Dog Fair and pays this space's reward")(
                          "breed"_a = breed);
    return city ? say("kennel", "{breed} (city dog)")("breed"_a = breed)
                : say("kennel", "{breed} (country dog)")("breed"_a = breed);
}

} // namespace dogtable::games::kennel
