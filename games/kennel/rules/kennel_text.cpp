// DOGS (kennel) — the words: log lines, status, reasons for refusals, the text view.
#include "kennel/rules/kennel_state.h"

#include <fmt/format.h>

#include <algorithm>

#include "kennel/rules/kennel_internal.h"

namespace dogtable::games::kennel {

namespace {
std::string tokenText(int t) {
    if (t == kCityBlock) return "a city block token";
    if (t == kCountryBlock) return "a country block token";
    const char* mark = tokenMark(t) == Mark::Sick ? " (sick)" : tokenMark(t) == Mark::Lost ? " (lost)" : "";
    return fmt::format("a {}{}", breedName(tokenBreed(t)), mark);
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
        if (p.coins < (a.arg(0) ? kDiscountPenCost : kPenCost)) return "not enough coins to build a pen";
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

std::string tokenHelp(int token) {
    if (isBlock(token))
        return fmt::format("Block token (2-player game): passing costs {} gas, no truck may stop here.",
                           kBlockGas);
    std::string s = fmt::format("{} ({} dog)", breedName(tokenBreed(token)),
                                tokenArea(token) == Area::City ? "city" : "country");
    if (tokenMark(token) == Mark::Sick) s += " — sick: goes to the infirmary when brought home";
    if (tokenMark(token) == Mark::Lost) s += " — lost: goes to the Dog Fair and pays this space's reward";
    return s;
}

} // namespace dogtable::games::kennel
