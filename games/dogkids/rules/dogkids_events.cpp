// Dog Kids — what an applied action makes happen, as a seat may know it (GameState::events).
// The kinds are listed in dogkids_state.h.
#include <fmt/format.h>

#include "dogkids/rules/dogkids_state.h"
#include "dogtable/core/text.h"

namespace dogtable::games::dogkids {

namespace {

Event event(std::string kind, Seat seat, std::vector<std::pair<std::string, int>> args = {},
            std::string text = {}) {
    return Event{std::move(kind), seat, std::move(args), std::move(text)};
}

void addDogMove(std::vector<Event>& out, const char* kind, const DogMove& m) {
    out.push_back(event(kind, ownerOfDog(m.dog), {{"dog", m.dog}, {"from", m.from}, {"to", m.to}}));
}

} // namespace

void DogKidsState::events(const Action& a, Seat viewer, std::vector<Event>& out) const {
    auto after = clone();
    const auto& next = static_cast<const DogKidsState&>(*after);
    after->applyLegal(a);
    const Seat actor = currentSeat();
    switch (a.kind) {
    case kFirstPlayer:
        out.push_back(event("first", a.arg(0)));
        break;
    case kDraw: {
        const Seat to = drawTarget();
        const int card = viewer == to ? a.arg(0) : -1;
        out.push_back(event("draw", to, {{"card", card}, {"deal", m_phase == Phase::Deal ? 1 : 0}}));
        break;
    }
    case kMove: {
        const MoveOutcome o = preview(a);
        const auto card = static_cast<Card>(a.arg(0));
        const bool coloured = cardInfo(card).colours != 0;
        out.push_back(event("play", actor, {{"card", card}, {"colour", coloured ? a.arg(2) : -1}}));
        if (o.swapped >= 0) {
            out.push_back(
                event("swap", ownerOfDog(o.main.dog),
                      {{"dog", o.main.dog}, {"other", o.swapped}, {"from", o.main.from}, {"to", o.main.to}}));
            break;
        }
        Event move = event("move", ownerOfDog(o.main.dog),
                           {{"dog", o.main.dog}, {"from", o.main.from}, {"to", o.main.to}});
        if (o.jumped >= 0) move.args.emplace_back("jumped", o.jumped);
        out.push_back(std::move(move));
        for (int i = 0; i < o.pushCount; ++i)
            addDogMove(out, "push", o.pushes[idx(i)]);
        if (o.knocked.dog >= 0) addDogMove(out, "knock", o.knocked);
        // Where dogs came to rest: safe on a kennel field, or home.
        auto rest = [&](const DogMove& m) {
            if (isRing(m.to) && bd().types[idx(m.to)] == FieldType::Kennel)
                out.push_back(event("kennel", ownerOfDog(m.dog), {{"dog", m.dog}, {"field", m.to}}));
            if (isHome(m.to))
                out.push_back(
                    event("home", ownerOfDog(m.dog),
                          {{"dog", m.dog}, {"to", m.to}, {"home", next.dogsHome(ownerOfDog(m.dog))}}));
        };
        rest(o.main);
        for (int i = 0; i < o.pushCount; ++i)
            rest(o.pushes[idx(i)]);
        break;
    }
    case kChange:
        for (Card c : hand(actor))
            out.push_back(event("discard", actor, {{"card", viewer == actor ? c : -1}}));
        break;
    case kGive:
    case kKeep: {
        const bool give = a.kind == kGive;
        if (viewer == actor)
            out.push_back(event("offer", actor, {{"give", give ? 1 : 0}, {"card", give ? a.arg(0) : -1}}));
        else
            out.push_back(event("offer", actor, {{"card", -1}}));
        if (m_exStep == 1) {
            const bool swapped = give && m_exOffer != kNoCard;
            const bool partners = viewer == m_exFirst || viewer == m_exSecond;
            Event ex = event("exchange", m_exFirst, {{"with", m_exSecond}, {"swapped", swapped ? 1 : 0}});
            if (swapped) {
                ex.args.emplace_back("gave", partners ? m_exOffer : -1); // first -> second
                ex.args.emplace_back("got", partners ? a.arg(0) : -1);   // second -> first
            }
            out.push_back(std::move(ex));
        }
        break;
    }
    default:
        break;
    }
    // What the rules do on their own after the action: a reshuffle, the next turn, the end.
    if (const int cards = next.m_draw.drawSize(); cards > m_draw.drawSize())
        out.push_back(
            event("reshuffle", kNoSeat, {{"cards", cards}},
                  text::sayN("dogkids", "The discard pile is shuffled into a new draw pile (%n card).",
                             "The discard pile is shuffled into a new draw pile (%n cards).", cards)));
    if (next.m_phase == Phase::Over) {
        out.push_back(event("over", kNoSeat, {{"team", next.m_winnerTeam}}, next.statusText()));
    } else if (next.m_phase == Phase::Play && (m_phase != Phase::Play || next.m_turns != m_turns)) {
        out.push_back(
            event("turn", next.m_turn, {{"helping", next.movingOwner(next.m_turn) != next.m_turn ? 1 : 0}}));
    }
}

} // namespace dogtable::games::dogkids
