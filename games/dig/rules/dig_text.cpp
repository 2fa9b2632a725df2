// Dig: the words — status line, log lines, why an action is refused.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cstdlib>

#include "dig/rules/dig_bits.h"
#include "dig/rules/dig_state.h"
#include "dogtable/core/text.h"

namespace dogtable::games::dig {

using namespace detail;
using namespace fmt::literals;
using text::say;
using text::sayN;

// ----- phrases with a colour: one message per colour (see dig_cards.h)

std::string bowlWord(Colour c) {
    switch (c) {
    case Colour::Red:
        return say("dig", "the red bowl");
    case Colour::Yellow:
        return say("dig", "the yellow bowl");
    case Colour::Green:
        return say("dig", "the green bowl");
    case Colour::Blue:
        return say("dig", "the blue bowl");
    case Colour::Purple:
        return say("dig", "the purple bowl");
    }
    return {};
}

std::string boneWord(Colour c) {
    switch (c) {
    case Colour::Red:
        return say("dig", "a red bone");
    case Colour::Yellow:
        return say("dig", "a yellow bone");
    case Colour::Green:
        return say("dig", "a green bone");
    case Colour::Blue:
        return say("dig", "a blue bone");
    case Colour::Purple:
        return say("dig", "a purple bone");
    }
    return {};
}

std::string boneCardWord(int pair, Colour bone) {
    switch (bone) {
    case Colour::Red:
        return say("dig", "a {pair} card (red bone)")("pair"_a = pairWord(pair));
    case Colour::Yellow:
        return say("dig", "a {pair} card (yellow bone)")("pair"_a = pairWord(pair));
    case Colour::Green:
        return say("dig", "a {pair} card (green bone)")("pair"_a = pairWord(pair));
    case Colour::Blue:
        return say("dig", "a {pair} card (blue bone)")("pair"_a = pairWord(pair));
    case Colour::Purple:
        return say("dig", "a {pair} card (purple bone)")("pair"_a = pairWord(pair));
    }
    return {};
}

namespace {

std::string dugUp(Colour c, const std::string& who, const std::string& pair, int place) {
    switch (c) {
    case Colour::Red:
        return say("dig", "{who} digs up the {pair} card at place {place}: a red bone.")(
            "who"_a = who, "pair"_a = pair, "place"_a = place);
    case Colour::Yellow:
        return say("dig", "{who} digs up the {pair} card at place {place}: a yellow bone.")(
            "who"_a = who, "pair"_a = pair, "place"_a = place);
    case Colour::Green:
        return say("dig", "{who} digs up the {pair} card at place {place}: a green bone.")(
            "who"_a = who, "pair"_a = pair, "place"_a = place);
    case Colour::Blue:
        return say("dig", "{who} digs up the {pair} card at place {place}: a blue bone.")(
            "who"_a = who, "pair"_a = pair, "place"_a = place);
    case Colour::Purple:
        return say("dig", "{who} digs up the {pair} card at place {place}: a purple bone.")(
            "who"_a = who, "pair"_a = pair, "place"_a = place);
    }
    return {};
}

std::string delivered(Colour c, const std::string& who, long count) {
    switch (c) {
    case Colour::Red:
        return sayN("dig", "{who} delivers %n red bone to the red bowl.",
                    "{who} delivers %n red bones to the red bowl.", count)("who"_a = who);
    case Colour::Yellow:
        return sayN("dig", "{who} delivers %n yellow bone to the yellow bowl.",
                    "{who} delivers %n yellow bones to the yellow bowl.", count)("who"_a = who);
    case Colour::Green:
        return sayN("dig", "{who} delivers %n green bone to the green bowl.",
                    "{who} delivers %n green bones to the green bowl.", count)("who"_a = who);
    case Colour::Blue:
        return sayN("dig", "{who} delivers %n blue bone to the blue bowl.",
                    "{who} delivers %n blue bones to the blue bowl.", count)("who"_a = who);
    case Colour::Purple:
        return sayN("dig", "{who} delivers %n purple bone to the purple bowl.",
                    "{who} delivers %n purple bones to the purple bowl.", count)("who"_a = who);
    }
    return {};
}

std::string wrongBowl(Colour c, const std::string& bone) {
    switch (c) {
    case Colour::Red:
        return say("dig", "only red bones go to the red bowl, not a {bone} bone")("bone"_a = bone);
    case Colour::Yellow:
        return say("dig", "only yellow bones go to the yellow bowl, not a {bone} bone")("bone"_a = bone);
    case Colour::Green:
        return say("dig", "only green bones go to the green bowl, not a {bone} bone")("bone"_a = bone);
    case Colour::Blue:
        return say("dig", "only blue bones go to the blue bowl, not a {bone} bone")("bone"_a = bone);
    case Colour::Purple:
        return say("dig", "only purple bones go to the purple bowl, not a {bone} bone")("bone"_a = bone);
    }
    return {};
}

} // namespace

std::string DigState::statusText() const {
    if (m_pos.over) return say("dig", "Game over");
    if (m_pos.firstPending) return say("dig", "Drawing the first player");
    if (currentSeat() == kChanceSeat)
        return say("dig", "Laying out the yard ({dealt} of {cards} cards)")("dealt"_a = m_pos.dealt,
                                                                            "cards"_a = kYardCards);
    const std::string& who = playerName(m_pos.turn);
    if (m_pos.pendingPlace >= 0)
        return handCount(m_pos.turn) > kHandLimit
                   ? say("dig", "{who} — hand limit: put one card back")("who"_a = who)
                   : say("dig", "{who} — put a card back, or keep the bone")("who"_a = who);
    const int left = actionsLeft();
    const bool last = boneCardsInYard() == 0;
    if (left == 0)
        return last ? say("dig",
                          "{who} — no actions left: end the turn (no bone left in the yard: last turn)")(
                          "who"_a = who)
                    : say("dig", "{who} — no actions left: end the turn")("who"_a = who);
    const std::string actions = sayN("dig", "%n action left", "%n actions left", left);
    const std::string range =
        sayN("dig", "a move goes up to %n step", "a move goes up to %n steps", moveRange(m_pos.turn));
    return last ? say("dig", "{who} — {actions}, {range} (no bone left in the yard: last turn)")(
                      "who"_a = who, "actions"_a = actions, "range"_a = range)
                : say("dig", "{who} — {actions}, {range}")("who"_a = who, "actions"_a = actions,
                                                           "range"_a = range);
}

std::string_view DigState::actionKindName(std::uint16_t kind) const {
    static constexpr std::array<std::string_view, kActionKindCount> kNames = {
        "deal", "move", "dig", "putback", "keep", "deliver", "end", "first"};
    return kind < kActionKindCount ? kNames[kind] : std::string_view{};
}

std::string DigState::placeText(int place) const {
    if (place == 0) return say("dig", "the doghouse");
    const int card = cardAt(place);
    if (card == kGap) return say("dig", "place {place} (a gap)")("place"_a = place);
    return say("dig", "place {place} ({card})")("place"_a = place, "card"_a = cardText(card, kNoSeat));
}

std::string DigState::cardText(int card, Seat viewer) const {
    if (isBowlCard(card)) return bowlWord(bowlColourOf(card));
    if (viewer >= 0 && knowsBone(viewer, card)) return boneCardWord(pairOf(card), boneOf(card));
    return say("dig", "a {pair} card")("pair"_a = pairWord(pairOf(card)));
}

std::string DigState::describeSetupRun(std::uint16_t kind, int count) const {
    if (kind != kDeal) return {};
    return say("dig", "The yard is laid out: {count} cards.")("count"_a = count);
}

std::string DigState::describeChoice(const Action& a, Seat viewer) const {
    // What the dig turns up is hidden until it is made: the line a spectator reads. A choice is
    // named, not told: without the log line's full stop, as every game names its moves (the hint
    // joins it to its reason with a dash; play test: "… at place 2. — the strong computer player's").
    std::string line = describe(a, a.kind == kDig ? kNoSeat : viewer);
    if (!line.empty() && line.back() == '.') line.pop_back();
    return line;
}

std::string DigState::describe(const Action& a, Seat viewer) const {
    const Seat s = m_pos.turn;
    const std::string& who = playerName(s);
    switch (a.kind) {
    case kFirstPlayer:
        return say("dig", "{who} goes first.")("who"_a = playerName(a.arg(0)));
    case kDeal:
        return say("dig", "Place {place} of the yard: {card}.")("place"_a = m_pos.dealt + 1,
                                                                "card"_a = cardText(a.arg(0), kNoSeat));
    case kMove: {
        const int from = dogOf(s), to = a.arg(0);
        const int steps = std::abs(to - from);
        return to < from ? sayN("dig", "{who} moves %n step toward the doghouse, to {place}.",
                                "{who} moves %n steps toward the doghouse, to {place}.",
                                steps)("who"_a = who, "place"_a = placeText(to))
                         : sayN("dig", "{who} moves %n step away from the doghouse, to {place}.",
                                "{who} moves %n steps away from the doghouse, to {place}.",
                                steps)("who"_a = who, "place"_a = placeText(to));
    }
    case kDig: {
        const int at = dogOf(s);
        const int card = cardAt(at);
        if (viewer == s) return dugUp(boneOf(card), who, pairWord(pairOf(card)), at);
        return say("dig", "{who} digs up the {pair} card at place {place}.")(
            "who"_a = who, "pair"_a = pairWord(pairOf(card)), "place"_a = at);
    }
    case kPutBack:
        return say("dig", "{who} puts {card} back at place {place}.")(
            "who"_a = who, "card"_a = cardText(a.arg(0), viewer == s ? s : kNoSeat),
            "place"_a = m_pos.pendingPlace);
    case kKeep:
        return say("dig", "{who} keeps the bone; place {place} is a gap until the end of the turn.")(
            "who"_a = who, "place"_a = m_pos.pendingPlace);
    case kDeliver: {
        const auto cards = deliveredCardsOf(a);
        const Colour c = cards.empty() ? Colour::Red : boneOf(cards.front());
        const long count = static_cast<long>(cards.size());
        return delivered(c, who, count);
    }
    case kEndTurn: {
        std::string out = say("dig", "{who} ends the turn.")("who"_a = who);
        const TidyPlan plan = tidyUpPlan();
        std::vector<std::string> parts;
        for (const auto& step : plan.steps)
            if (step.fill)
                parts.push_back(say("dig", "{card} moves from place {from} to place {to}")(
                    "card"_a = cardText(step.card, kNoSeat), "from"_a = step.from, "to"_a = step.to));
            else
                parts.push_back(say("dig", "the gap at place {place} closes the row")("place"_a = step.from));
        std::vector<std::string> dogs;
        for (int t = 0; t < players(); ++t)
            if (plan.relocatedDogs & (1u << t)) dogs.push_back(playerName(t));
        for (const std::string& dog : dogs)
            parts.push_back(say("dig", "{who}'s dog goes to the farthest card, place {place}")(
                "who"_a = dog, "place"_a = plan.finalLength));
        if (!parts.empty())
            out +=
                " " + say("dig", "Tidy-up: {steps}.")("steps"_a = fmt::format("{}", fmt::join(parts, "; ")));
        if (boneCardsInYard() == 0)
            out += " " + say("dig", "No bone is left in the yard: the game ends.").str();
        return out;
    }
    default:
        return actionToText(a);
    }
}

std::string DigState::whyIllegal(const Action& a) const {
    if (m_pos.over) return say("dig", "the game is over");
    if (currentSeat() == kChanceSeat) return say("dig", "the yard is still being laid out");
    if (a.kind == kDeal || a.kind == kFirstPlayer) return say("dig", "cards are only laid out at the start");
    const Seat s = m_pos.turn;
    if (m_pos.pendingPlace >= 0 && a.kind != kPutBack && a.kind != kKeep)
        return say("dig", "finish the dig first: put a card back or keep the bone");
    const bool noActions = m_pos.actionsUsed >= kActionsPerTurn;
    const int at = dogOf(s);
    const int here = at > 0 ? cardAt(at) : kGap;
    const std::string noneLeft = say("dig", "no actions left this turn: end the turn");
    switch (a.kind) {
    case kMove: {
        if (noActions) return noneLeft;
        const int to = a.arg(0);
        if (to < 0 || to > m_pos.length)
            return say("dig",
                       "place {place} is not in the yard (0 is the doghouse, {last} the farthest card)")(
                "place"_a = to, "last"_a = m_pos.length);
        if (to == at) return say("dig", "a move goes at least one step");
        const int distance = std::abs(to - at);
        return sayN("dig", "with {bones} a move goes at most %n step ({place} is {away} away)",
                    "with {bones} a move goes at most %n steps ({place} is {away} away)", moveRange(s))(
            "bones"_a = sayN("dig", "%n bone", "%n bones", handCount(s)).str(), "place"_a = placeText(to),
            "away"_a = sayN("dig", "%n step", "%n steps", distance).str());
    }
    case kDig:
        if (noActions) return noneLeft;
        if (at == 0) return say("dig", "you cannot dig on the doghouse");
        if (here == kGap) return say("dig", "there is nothing left to dig in a gap");
        if (isBowlCard(here)) return say("dig", "you cannot dig on a bowl");
        return say("dig", "you can dig only where your dog stands");
    case kPutBack:
        if (m_pos.pendingPlace < 0) return say("dig", "there is nothing to put back: dig first");
        return say("dig", "you can only put back a card you hold");
    case kKeep:
        if (m_pos.pendingPlace < 0) return say("dig", "nothing was dug");
        return say("dig", "you hold {held} cards: put one back (hand limit {limit})")("held"_a = handCount(s),
                                                                                      "limit"_a = kHandLimit);
    case kDeliver: {
        if (noActions) return noneLeft;
        if (!isBowlCard(here)) return say("dig", "bones are delivered at a bowl: move your dog onto one");
        const Colour bowl = bowlColourOf(here);
        const auto cards = deliveredCardsOf(a);
        if (cards.empty()) return say("dig", "deliver at least one bone");
        for (int card : cards) {
            if (!isBoneCard(card) || !(m_pos.hand[idx(s)] & bit(card)))
                return say("dig", "you can only deliver bones you hold");
            if (boneOf(card) != bowl) return wrongBowl(bowl, colourWord(boneOf(card)));
        }
        return say("dig", "each bone can be delivered only once");
    }
    default:
        return GameState::whyIllegal(a);
    }
}

} // namespace dogtable::games::dig
