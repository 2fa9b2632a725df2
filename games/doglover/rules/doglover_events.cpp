// Dog Lover: what the rules report about an applied action (GameState::events). The kinds and their
// args are listed in doglover_state.h. Works on a copy: the state itself is never changed.
#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "doglover/rules/doglover_state.h"
#include "dogtable/core/text.h"

namespace dogtable::games::doglover {

using namespace fmt::literals;
using text::say;
using text::sayN;

namespace {

Event make(std::string kind, Seat seat, std::vector<std::pair<std::string, int>> args,
           std::string text = {}) {
    return Event{std::move(kind), seat, std::move(args), std::move(text)};
}

/// Where a card taken from the grid goes: the "to" of a "take" event (doglover_state.h).
int destinationOf(CardId c, bool foodWaits) {
    if (isAnyDog(c)) return 0;
    if (handSlot(c) >= 0) return 1;
    if (c == kWalk || isTrait(c)) return 2;
    if (isFoodCard(c)) return foodWaits ? 3 : 4;
    return 5; // the Fetch card
}

} // namespace

void DogLoverState::events(const Action& a, Seat viewer, std::vector<Event>& out) const {
    DogLoverState after(*this);
    after.doApply(a);
    const Seat actor = m_phase == Phase::Guard ? lastSeat() : m_current;
    const Seat me = m_current;
    // A seat's hand is known to itself and to everybody once the game is over (as in viewFor).
    auto handKnown = [&](Seat s) { return viewer == s || after.m_phase == Phase::Over; };
    std::array<int, kFoodKinds> supply{};
    for (int k = 0; k < kFoodKinds; ++k)
        supply[static_cast<std::size_t>(k)] = m_supply[static_cast<std::size_t>(k)];
    auto swapped = [&](CardId c, std::string text = {}) {
        const auto k = static_cast<std::size_t>(card(c).food);
        const int given = std::min(card(c).tokens, supply[k]);
        supply[k] -= given;
        out.push_back(
            make("tokens", me, {{"food", card(c).food}, {"amount", given}, {"card", c}}, std::move(text)));
    };
    // A card taken from the grid (draft or Fetch): where it goes, and tokens for a food card swapped at once.
    auto taken = [&](CardId c, int cell, int trickId) {
        const bool waits =
            isFoodCard(c) && std::find(after.m_food.begin(), after.m_food.begin() + after.m_foodCount, c) !=
                                 after.m_food.begin() + after.m_foodCount;
        const int to = destinationOf(c, waits);
        Event e = make("take", me, {{"card", c}, {"from", cell}, {"to", to}, {"trick", trickId}});
        if (to == 1 && handKnown(me)) e.args.emplace_back("held", after.player(me).area.handCount(c));
        out.push_back(std::move(e));
        if (to == 4) swapped(c);
    };
    auto discard = [&](CardId c, int count, int dog = -1, std::string text = {}) {
        Event e = make("discard", me, {{"card", c}, {"count", count}}, std::move(text));
        if (dog >= 0) e.args.emplace_back("dog", dog);
        out.push_back(std::move(e));
    };

    switch (a.kind) {
    case kFirstPlayer:
        out.push_back(make("first_player", static_cast<Seat>(a.arg(0)), {}));
        break;
    case kDealSpecial:
        out.push_back(make("deal_trick", dealSeat(), {{"trick", a.arg(0)}}));
        break;
    case kStartDog:
        out.push_back(make("start_dog", dealSeat(), {{"card", a.arg(0)}}));
        break;
    case kDeal: {
        const auto cell = static_cast<int>(std::find(m_grid.begin(), m_grid.end(), kNoCard) - m_grid.begin());
        Event e = make("deal", kNoSeat, {{"card", a.arg(0)}, {"to", cell}});
        if (isLastTurnOver()) e.args.emplace_back("late", 1);
        out.push_back(std::move(e));
        break;
    }
    case kRevealTrick:
        out.push_back(make("reveal_trick", kNoSeat, {{"trick", a.arg(0)}, {"to", 0}}));
        break;
    case kRevealShelter:
        out.push_back(make("reveal_shelter", kNoSeat, {{"card", a.arg(0)}, {"to", 0}}));
        break;
    case kGuard:
        out.push_back(make("guard", actor, {{"line", a.arg(0)}}));
        break;
    case kDraft: {
        const Placement& p = placements(static_cast<TrickId>(a.arg(0)))[static_cast<std::size_t>(a.arg(1))];
        // In the order the rules take them: everything but food first, then the food cards.
        for (int pass = 0; pass < 2; ++pass)
            for (int c = 0; c < 9; ++c) {
                const CardId card = m_grid[static_cast<std::size_t>(c)];
                if ((p.mask >> c & 1U) && isFoodCard(card) == (pass == 1)) taken(card, c, a.arg(0));
            }
        out.push_back(make("guard_move", me, {{"line", p.star.line}, {"from", m_guard}}));
        break;
    }
    case kFetch: {
        const int cell = a.arg(0);
        taken(m_grid[static_cast<std::size_t>(cell)], cell, -1);
        out.push_back(make("fetch", me, {{"cell", cell}}));
        break;
    }
    case kFood: {
        const auto c = static_cast<CardId>(a.arg(0));
        out.push_back(make("food", me, {{"card", c}, {"dog", a.arg(1)}}));
        if (a.arg(1) < 0) swapped(c);
        break;
    }
    case kTuck:
        out.push_back(
            make("tuck", me, {{"card", a.arg(1)}, {"dog", a.arg(0)}, {"from", a.arg(1) == kWalk ? 2 : 1}}));
        break;
    case kAttach:
        out.push_back(make("attach", me, {{"trait", a.arg(1)}, {"dog", a.arg(0)}}));
        break;
    case kRescue: {
        const CardId dog = m_shelterDisplay[static_cast<std::size_t>(a.arg(0))];
        out.push_back(make("rescue", me,
                           {{"card", dog},
                            {"from", a.arg(0)},
                            {"dog", me < 0 ? -1 : player(me).area.dogCount},
                            {"cost", 2}}));
        discard(kAdoption, 2);
        break;
    }
    case kLearn: {
        const TrickId t = m_trickDisplay[static_cast<std::size_t>(a.arg(0))];
        out.push_back(make("learn", me, {{"trick", t}, {"from", a.arg(0)}, {"cost", trick(t).cost}}));
        if (trick(t).cost > 0) discard(kTraining, trick(t).cost);
        break;
    }
    case kDiscardWalk:
        discard(kWalk, 1);
        break;
    case kDiscardTrait:
    case kPenalty: {
        // The unit the player chose (its own log line says it), then what the rules paid on their own.
        DogLoverState mid(*this);
        if (a.kind == kDiscardTrait) {
            const auto t = static_cast<CardId>(a.arg(0));
            discard(t, 1);
            out.push_back(make("penalty", me, {{"trait", t}, {"left", penaltyUnits(t)}}));
        } else {
            mid.payPenaltyUnit(a);
            --mid.m_penaltyLeft;
            lossEvents(*this, mid, viewer, {}, out);
        }
        const std::string name = playerName(me);
        lossEvents(a.kind == kDiscardTrait ? *this : mid, after, viewer, name, out);
        break;
    }
    default:
        break;
    }

    // What the rules do on their own after the action: the refill, the End Game card, the next turn.
    if (after.m_phase == Phase::Refill && m_phase != Phase::Refill) {
        const int empty = static_cast<int>(std::count(after.m_grid.begin(), after.m_grid.end(), kNoCard));
        out.push_back(make("refill", kNoSeat, {{"cells", empty}}));
    }
    if (after.m_endDrawn && !m_endDrawn)
        out.push_back(
            make("end_game", kNoSeat, {{"left", after.m_draw.drawSize()}},
                 after.m_phase == Phase::Over || after.m_current == lastSeat()
                     ? say("doglover", "The End Game card is turned up: the game ends after this turn.")
                     : say("doglover", "The End Game card is turned up: this round is the last.")));
    if (after.m_phase == Phase::Over && m_phase != Phase::Over) {
        out.push_back(make("game_over", kNoSeat, {},
                           say("doglover", "The last turn is over: {winners}.")(
                               "winners"_a = after.scoreSheet().winnersText())));
    } else if (after.m_phase == Phase::Turn && (m_phase == Phase::Guard || after.m_turns != m_turns)) {
        const bool newRound = after.m_round != m_round;
        out.push_back(make("turn", after.m_current, {{"round", after.m_round}},
                           // The log says when a round begins; the next line names the player anyway.
                           newRound ? say("doglover", "Round {round} begins: {who} to play.")(
                                          "round"_a = after.m_round, "who"_a = playerName(after.m_current))
                                    : std::string()));
    }
}

void DogLoverState::lossEvents(const DogLoverState& before, const DogLoverState& after, Seat viewer,
                               const std::string& who, std::vector<Event>& out) const {
    const Seat me = before.m_current;
    const PlayerState& b = before.player(me);
    const PlayerState& e = after.player(me);
    // Whole sentences with the player's name in them; none when the player's own log line says it.
    auto said = [&](const text::Pattern& p, auto&&... args) {
        return who.empty() ? std::string() : p("who"_a = who, std::forward<decltype(args)>(args)...);
    };
    (void)viewer; // every penalty is paid in public: the card given up is shown (as describe() does)
    for (int h = 0; h < kHandKinds; ++h) {
        const int lost = b.area.hand[static_cast<std::size_t>(h)] - e.area.hand[static_cast<std::size_t>(h)];
        if (lost > 0)
            out.push_back(
                make("discard", me, {{"card", handCard(h)}, {"count", lost}, {"from", 1}},
                     said(say("doglover", "{who} discards {card} x{count} from the hand (penalty)."),
                          "card"_a = cardWord(handCard(h)), "count"_a = lost)));
    }
    for (int k = 0; k < kFoodKinds; ++k) {
        const int lost =
            b.area.tokens[static_cast<std::size_t>(k)] - e.area.tokens[static_cast<std::size_t>(k)];
        if (lost > 0)
            out.push_back(make("tokens", me, {{"food", k}, {"amount", -lost}, {"card", -1}},
                               said(say("doglover", "{who} returns {tokens} (penalty)."),
                                    "tokens"_a = foodTokens(static_cast<FoodKind>(k), lost))));
    }
    for (int t = 0; t < kTrickIds; ++t)
        if ((b.tricks >> t & 1U) && !(e.tricks >> t & 1U))
            out.push_back(make("lose_trick", me, {{"trick", t}},
                               said(say("doglover", "{who} loses the trick {trick} (penalty)."),
                                    "trick"_a = trick(static_cast<TrickId>(t)).name)));
    if (before.m_pendingWalks > after.m_pendingWalks)
        out.push_back(
            make("discard", me,
                 {{"card", kWalk}, {"count", before.m_pendingWalks - after.m_pendingWalks}, {"from", 2}},
                 said(say("doglover", "{who} gives up the pending walk (penalty)."))));
    // Dogs: one may have left (Uciekinier), the others may have lost tucked cards (Łobuziak, Przewodnik).
    int gone = -1;
    if (e.area.dogCount < b.area.dogCount) {
        gone = e.area.dogCount;
        for (int d = 0; d < e.area.dogCount; ++d)
            if (b.area.dogs[static_cast<std::size_t>(d)] != e.area.dogs[static_cast<std::size_t>(d)]) {
                gone = d;
                break;
            }
    }
    for (int d = 0; d < b.area.dogCount; ++d) {
        const DogSlot& dog = b.area.dogs[static_cast<std::size_t>(d)];
        if (d == gone) {
            out.push_back(make("lose_dog", me, {{"card", dog.card}, {"dog", d}},
                               said(say("doglover", "{who} loses {dog} and everything on it (penalty)."),
                                    "dog"_a = cardWord(dog.card))));
            continue;
        }
        const DogSlot& now = e.area.dogs[static_cast<std::size_t>(gone >= 0 && d > gone ? d - 1 : d)];
        for (int s = 0; s < kTuckKinds; ++s) {
            const int lost =
                dog.tucked[static_cast<std::size_t>(s)] - now.tucked[static_cast<std::size_t>(s)];
            if (lost > 0)
                out.push_back(make("discard", me, {{"card", tuckCard(s)}, {"count", lost}, {"dog", d}},
                                   said(say("doglover", "{who} gives up {card} from under {dog} (penalty)."),
                                        "card"_a = cardWord(tuckCard(s)), "dog"_a = cardWord(dog.card))));
        }
    }
}

} // namespace dogtable::games::doglover
