// Dig: the events of an applied action (GameState::events), for the table's animations, the
// complete log and screen readers. The kinds are listed in dig_state.h.
#include <fmt/format.h>

#include "dig/rules/dig_bits.h"
#include "dig/rules/dig_state.h"
#include "dogtable/core/text.h"

namespace dogtable::games::dig {

using namespace detail;
using namespace fmt::literals;

namespace {

using Args = std::vector<std::pair<std::string, int>>;

/// What a card in the yard shows `viewer` in `state`: its scent pair (or bowl colour), and the card id
/// and bone only when the viewer knows the bone there (the id would tell it).
void addCardArgs(const DigState& state, int card, Seat viewer, Args& args) {
    if (isBowlCard(card)) {
        args.emplace_back("bowl", static_cast<int>(bowlColourOf(card)));
        args.emplace_back("card", card);
        return;
    }
    args.emplace_back("pair", pairOf(card));
    if (state.knowsBone(viewer, card)) {
        args.emplace_back("card", card);
        args.emplace_back("bone", static_cast<int>(boneOf(card)));
    }
}

} // namespace

void DigState::events(const Action& a, Seat viewer, std::vector<Event>& out) const {
    const Seat s = m_pos.turn;
    // The state after the action: what the viewer may know afterwards decides what is shown.
    DigState after(*this);
    after.doApply(a);
    const Seat knower = after.m_pos.over ? kNoSeat : viewer; // at the end every bone is public
    switch (a.kind) {
    case kFirstPlayer:
        out.push_back({"first", static_cast<Seat>(a.arg(0)), {}, ""});
        break;
    case kDeal: {
        Event e{"deal", kNoSeat, {{"place", m_pos.dealt + 1}}, ""};
        addCardArgs(after, a.arg(0), knower, e.args);
        out.push_back(std::move(e));
        break;
    }
    case kMove: {
        const int from = dogOf(s), to = a.arg(0);
        out.push_back({"move", s, {{"from", from}, {"to", to}, {"steps", std::abs(to - from)}}, ""});
        break;
    }
    case kDig: {
        const int at = dogOf(s);
        Event e{"dig", s, {{"place", at}}, ""};
        addCardArgs(after, cardAt(at), knower, e.args);
        e.args.emplace_back("range", after.moveRange(s));
        out.push_back(std::move(e));
        break;
    }
    case kPutBack: {
        Event e{"putback", s, {{"place", m_pos.pendingPlace}}, ""};
        addCardArgs(after, a.arg(0), knower, e.args);
        e.args.emplace_back("range", after.moveRange(s));
        out.push_back(std::move(e));
        break;
    }
    case kKeep:
        out.push_back({"keep", s, {{"place", m_pos.pendingPlace}}, ""});
        if (after.boneCardsInYard() == 0)
            out.push_back({"last-turn",
                           kNoSeat,
                           {},
                           text::say("dig", "No bone card is left in the yard: this is {who}'s last turn.")(
                               fmt::arg("who", playerName(s)))});
        break;
    case kDeliver: {
        const auto cards = deliveredCardsOf(a);
        const Colour c = boneOf(cards.front());
        const int value = boneValues()[idx(static_cast<int>(c))];
        const int n = static_cast<int>(cards.size());
        Event e{"deliver",
                s,
                {{"place", dogOf(s)},
                 {"bowl", static_cast<int>(c)},
                 {"count", n},
                 {"value", value},
                 {"points", n * value},
                 {"range", after.moveRange(s)}},
                ""};
        for (std::size_t i = 0; i < cards.size(); ++i)
            e.args.emplace_back(fmt::format("card{}", i), cards[i]);
        out.push_back(std::move(e));
        break;
    }
    case kEndTurn: {
        out.push_back({"end", s, {}, ""});
        const TidyPlan plan = tidyUpPlan();
        for (const TidyStep& step : plan.steps) {
            if (!step.fill) {
                out.push_back({"trim", kNoSeat, {{"place", step.from}}, ""});
                continue;
            }
            Event e{"tidy", kNoSeat, {{"from", step.from}, {"to", step.to}}, ""};
            addCardArgs(after, step.card, knower, e.args);
            out.push_back(std::move(e));
        }
        for (int t = 0; t < players(); ++t)
            if (plan.relocatedDogs & (1u << t))
                out.push_back({"dog-back", t, {{"from", dogOf(t)}, {"to", plan.finalLength}}, ""});
        if (after.m_pos.over) {
            Event e{
                "over",
                kNoSeat,
                {},
                text::say("dig", "Game over: {winners}.")("winners"_a = after.scoreSheet().winnersText())};
            const auto values = after.boneValues();
            for (int t = 0; t < players(); ++t) {
                int points = 0;
                forEachCard(after.m_pos.delivered[idx(t)],
                            [&](int card) { points += values[idx(static_cast<int>(boneOf(card)))]; });
                e.args.emplace_back(fmt::format("points{}", t), points);
            }
            out.push_back(std::move(e));
        } else {
            // No log sentence: the next line of the log names the player (a table may announce it).
            out.push_back({"turn",
                           after.m_pos.turn,
                           {{"actions", kActionsPerTurn}, {"range", after.moveRange(after.m_pos.turn)}},
                           ""});
        }
        break;
    }
    default:
        break;
    }
}

} // namespace dogtable::games::dig
