// Dig: the words — status line, log lines, why an action is refused.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cstdlib>

#include "dig/rules/dig_bits.h"
#include "dig/rules/dig_state.h"

namespace dogtable::games::dig {

using namespace detail;

std::string DigState::statusText() const {
    if (m_pos.over) return "Game over";
    if (m_pos.firstPending) return "Drawing the first player";
    if (currentSeat() == kChanceSeat)
        return fmt::format("Laying out the yard ({} of {} cards)", m_pos.dealt, kYardCards);
    const std::string& who = playerName(m_pos.turn);
    if (m_pos.pendingPlace >= 0)
        return handCount(m_pos.turn) > kHandLimit
                   ? fmt::format("{} — hand limit: put one card back", who)
                   : fmt::format("{} — put a card back, or keep the bone", who);
    const int left = actionsLeft();
    std::string last = boneCardsInYard() == 0 ? " (no bone left in the yard: last turn)" : "";
    if (left == 0) return fmt::format("{} — no actions left: end the turn{}", who, last);
    return fmt::format("{} — {} left, a move goes up to {}{}", who, plural(left, "action", "actions"),
                       plural(moveRange(m_pos.turn), "step", "steps"), last);
}

std::string_view DigState::actionKindName(std::uint16_t kind) const {
    static constexpr std::array<std::string_view, kActionKindCount> kNames = {
        "deal", "move", "dig", "putback", "keep", "deliver", "end", "first"};
    return kind < kActionKindCount ? kNames[kind] : std::string_view{};
}

std::string DigState::placeText(int place) const {
    if (place == 0) return "the doghouse";
    const int card = cardAt(place);
    if (card == kGap) return fmt::format("place {} (a gap)", place);
    return fmt::format("place {} ({})", place, cardText(card, kNoSeat));
}

std::string DigState::cardText(int card, Seat viewer) const {
    if (isBowlCard(card)) return fmt::format("the {} bowl", colourName(bowlColourOf(card)));
    if (viewer >= 0 && knowsBone(viewer, card))
        return fmt::format("a {} card ({} bone)", pairName(pairOf(card)), colourName(boneOf(card)));
    return fmt::format("a {} card", pairName(pairOf(card)));
}

std::string DigState::describeSetupRun(std::uint16_t kind, int count) const {
    if (kind != kDeal) return {};
    return fmt::format("The yard is laid out: {} cards.", count);
}

std::string DigState::describe(const Action& a, Seat viewer) const {
    const Seat s = m_pos.turn;
    const std::string& who = playerName(s);
    switch (a.kind) {
    case kFirstPlayer:
        return fmt::format("{} goes first.", playerName(a.arg(0)));
    case kDeal:
        return fmt::format("Place {} of the yard: {}.", m_pos.dealt + 1, cardText(a.arg(0), kNoSeat));
    case kMove: {
        const int from = dogOf(s), to = a.arg(0);
        return fmt::format("{} moves {} {} the doghouse, to {}.", who,
                           plural(std::abs(to - from), "step", "steps"), to < from ? "toward" : "away from",
                           placeText(to));
    }
    case kDig: {
        const int at = dogOf(s);
        const int card = cardAt(at);
        if (viewer == s)
            return fmt::format("{} digs up the {} card at place {}: a {} bone.", who, pairName(pairOf(card)),
                               at, colourName(boneOf(card)));
        return fmt::format("{} digs up the {} card at place {}.", who, pairName(pairOf(card)), at);
    }
    case kPutBack:
        return fmt::format("{} puts {} back at place {}.", who, cardText(a.arg(0), viewer == s ? s : kNoSeat),
                           m_pos.pendingPlace);
    case kKeep:
        return fmt::format("{} keeps the bone; place {} is a gap until the end of the turn.", who,
                           m_pos.pendingPlace);
    case kDeliver: {
        const auto cards = deliveredCardsOf(a);
        const Colour c = cards.empty() ? Colour::Red : boneOf(cards.front());
        return fmt::format("{} delivers {} to the {} bowl.", who,
                           plural(static_cast<int>(cards.size()), fmt::format("{} bone", colourName(c)),
                                  fmt::format("{} bones", colourName(c))),
                           colourName(c));
    }
    case kEndTurn: {
        std::string out = fmt::format("{} ends the turn.", who);
        const TidyPlan plan = tidyUpPlan();
        std::vector<std::string> parts;
        for (const auto& step : plan.steps)
            if (step.fill)
                parts.push_back(fmt::format("{} moves from place {} to place {}",
                                            cardText(step.card, kNoSeat), step.from, step.to));
            else
                parts.push_back(fmt::format("the gap at place {} closes the row", step.from));
        std::vector<std::string> dogs;
        for (int t = 0; t < players(); ++t)
            if (plan.relocatedDogs & (1u << t)) dogs.push_back(playerName(t));
        if (!dogs.empty())
            parts.push_back(fmt::format(
                "the dog{} of {} go{} to the farthest card, place {}", dogs.size() > 1 ? "s" : "",
                fmt::format("{}", fmt::join(dogs, " and ")), dogs.size() > 1 ? "" : "es", plan.finalLength));
        if (!parts.empty()) out += fmt::format(" Tidy-up: {}.", fmt::join(parts, "; "));
        if (boneCardsInYard() == 0) out += " No bone is left in the yard: the game ends.";
        return out;
    }
    default:
        return actionToText(a);
    }
}

std::string DigState::whyIllegal(const Action& a) const {
    if (m_pos.over) return "the game is over";
    if (currentSeat() == kChanceSeat) return "the yard is still being laid out";
    if (a.kind == kDeal || a.kind == kFirstPlayer) return "cards are only laid out at the start";
    const Seat s = m_pos.turn;
    if (m_pos.pendingPlace >= 0 && a.kind != kPutBack && a.kind != kKeep)
        return "finish the dig first: put a card back or keep the bone";
    const bool noActions = m_pos.actionsUsed >= kActionsPerTurn;
    const int at = dogOf(s);
    const int here = at > 0 ? cardAt(at) : kGap;
    switch (a.kind) {
    case kMove: {
        if (noActions) return "no actions left this turn: end the turn";
        const int to = a.arg(0);
        if (to < 0 || to > m_pos.length)
            return fmt::format("place {} is not in the yard (0 is the doghouse, {} the farthest card)", to,
                               m_pos.length);
        if (to == at) return "a move goes at least one step";
        return fmt::format("with {} a move goes at most {} ({} is {} away)",
                           plural(handCount(s), "bone", "bones"), plural(moveRange(s), "step", "steps"),
                           placeText(to), plural(std::abs(to - at), "step", "steps"));
    }
    case kDig:
        if (noActions) return "no actions left this turn: end the turn";
        if (at == 0) return "you cannot dig on the doghouse";
        if (here == kGap) return "there is nothing left to dig in a gap";
        if (isBowlCard(here)) return "you cannot dig on a bowl";
        return "you can dig only where your dog stands";
    case kPutBack:
        if (m_pos.pendingPlace < 0) return "there is nothing to put back: dig first";
        return "you can only put back a card you hold";
    case kKeep:
        if (m_pos.pendingPlace < 0) return "nothing was dug";
        return fmt::format("you hold {} cards: put one back (hand limit {})", handCount(s), kHandLimit);
    case kDeliver: {
        if (noActions) return "no actions left this turn: end the turn";
        if (!isBowlCard(here)) return "bones are delivered at a bowl: move your dog onto one";
        const Colour bowl = bowlColourOf(here);
        const auto cards = deliveredCardsOf(a);
        if (cards.empty()) return "deliver at least one bone";
        for (int card : cards) {
            if (!isBoneCard(card) || !(m_pos.hand[idx(s)] & bit(card)))
                return "you can only deliver bones you hold";
            if (boneOf(card) != bowl)
                return fmt::format("only {} bones go to the {} bowl, not a {} bone", colourName(bowl),
                                   colourName(bowl), colourName(boneOf(card)));
        }
        return "each bone can be delivered only once";
    }
    default:
        return GameState::whyIllegal(a);
    }
}

} // namespace dogtable::games::dig
