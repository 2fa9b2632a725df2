// Dog Lover: the words: action names, log lines, reasons, the status line, the state texts and
// the sentences a table shows about the rules (functions of the typed View).
#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "doglover/rules/doglover_state.h"

namespace dogtable::games::doglover {
namespace {

std::string cardList(const std::vector<CardId>& cards) {
    std::string out;
    for (CardId c : cards) {
        if (!out.empty()) out += ", ";
        out += displayName(c);
    }
    return out.empty() ? "nothing" : out;
}

std::string areaText(const Area& a, bool handKnown, int handCount) {
    std::string out;
    for (int d = 0; d < a.dogCount; ++d) {
        const auto& dog = a.dogs[static_cast<std::size_t>(d)];
        out += fmt::format("    dog {}: {} ({}, {} VP)", d, displayName(dog.card),
                           sizeName(card(dog.card).size), card(dog.card).vp);
        if (dog.trait != kNoCard) out += fmt::format(" + {}", displayName(dog.trait));
        for (int s = 0; s < kTuckKinds; ++s)
            if (dog.tucked[static_cast<std::size_t>(s)] > 0)
                out += fmt::format(" [{} x{}]", displayName(tuckCard(s)),
                                   dog.tucked[static_cast<std::size_t>(s)]);
        out += "\n";
    }
    out += fmt::format("    tokens: scraps {} dry {} wet {} treat {}\n", a.tokens[0], a.tokens[1],
                       a.tokens[2], a.tokens[3]);
    if (!handKnown) return out + fmt::format("    hand: {} cards (hidden)\n", handCount);
    out += "    hand:";
    for (int h = 0; h < kHandKinds; ++h)
        if (a.hand[static_cast<std::size_t>(h)] > 0)
            out += fmt::format(" {} x{}", displayName(handCard(h)), a.hand[static_cast<std::size_t>(h)]);
    return out + "\n";
}

/// The area of the seat to move, or nullptr when no seat is to move.
const Area* movingArea(const View& v) {
    if (v.current < 0 || static_cast<std::size_t>(v.current) >= v.players.size()) return nullptr;
    return &v.players[static_cast<std::size_t>(v.current)].area;
}

/// Whether a dog in `area` can take `c` now: attach it (a trait) or tuck it under (anything else).
bool dogCanTake(const Area& area, CardId c) {
    for (int d = 0; d < area.dogCount; ++d) {
        const DogSlot& dog = area.dogs[static_cast<std::size_t>(d)];
        if (isTrait(c) ? canAttach(dog, c) : canTuck(dog, c)) return true;
    }
    return false;
}

} // namespace

std::string_view DogLoverState::actionKindName(std::uint16_t kind) const {
    static constexpr std::array<std::string_view, kActionKindCount> kNames{
        "deal_special", "start_dog", "deal",         "reveal_trick",  "reveal_shelter", "guard",
        "draft",        "food",      "tuck",         "attach",        "rescue",         "learn",
        "fetch",        "end_turn",  "discard_walk", "discard_trait", "penalty",        "first_player"};
    return kind < kActionKindCount ? kNames[kind] : std::string_view{};
}

std::string DogLoverState::describe(const Action& a, Seat viewer) const {
    (void)viewer; // every Dog Lover action is public: cards are taken face up from the grid
    const std::string who = playerName(m_phase == Phase::Guard ? lastSeat() : m_current);
    const Area& area = me().area;
    auto dogName = [&](int d) {
        return d >= 0 && d < area.dogCount
                   ? std::string(displayName(area.dogs[static_cast<std::size_t>(d)].card))
                   : std::string("?");
    };
    switch (a.kind) {
    case kFirstPlayer:
        return fmt::format("{} is the first player", playerName(a.arg(0)));
    case kDealSpecial:
        return fmt::format("{} gets the starting trick {}", playerName(dealSeat()),
                           trick(static_cast<TrickId>(a.arg(0))).name);
    case kStartDog:
        return fmt::format("{} starts with {}", playerName(dealSeat()),
                           displayName(static_cast<CardId>(a.arg(0))));
    case kDeal: {
        const auto cell = std::find(m_grid.begin(), m_grid.end(), kNoCard) - m_grid.begin();
        return fmt::format("{} is dealt to the grid (row {}, column {})",
                           displayName(static_cast<CardId>(a.arg(0))), cell / 3 + 1, cell % 3 + 1);
    }
    case kRevealTrick:
        return fmt::format("Trick {} comes up for learning", trick(static_cast<TrickId>(a.arg(0))).name);
    case kRevealShelter:
        return fmt::format("Shelter dog {} comes up for rescue", displayName(static_cast<CardId>(a.arg(0))));
    case kGuard:
        return fmt::format("{} puts the watch dog by the {} and takes the Fetch card", who,
                           lineName(static_cast<Line>(a.arg(0))));
    case kDraft: {
        const auto t = static_cast<TrickId>(a.arg(0));
        auto ps = placements(t);
        if (a.arg(1) < 0 || static_cast<std::size_t>(a.arg(1)) >= ps.size()) return who + " drafts";
        const Placement& p = ps[static_cast<std::size_t>(a.arg(1))];
        std::vector<CardId> cards;
        for (int c = 0; c < 9; ++c)
            if (p.mask >> c & 1U) cards.push_back(m_grid[static_cast<std::size_t>(c)]);
        return fmt::format("{} uses {} to take {}; the watch dog moves to the {}", who, trick(t).name,
                           cardList(cards), lineName(p.star.line));
    }
    case kFood:
        if (a.arg(1) < 0)
            return fmt::format("{} swaps {} for tokens", who, displayName(static_cast<CardId>(a.arg(0))));
        return fmt::format("{} tucks {} under {}", who, displayName(static_cast<CardId>(a.arg(0))),
                           dogName(a.arg(1)));
    case kTuck:
        return fmt::format("{} tucks {} under {}", who, displayName(static_cast<CardId>(a.arg(1))),
                           dogName(a.arg(0)));
    case kAttach:
        return fmt::format("{} gives {} the trait {}", who, dogName(a.arg(0)),
                           displayName(static_cast<CardId>(a.arg(1))));
    case kRescue:
        return fmt::format("{} spends 2 adoption cards to rescue {}", who,
                           a.arg(0) >= 0 && a.arg(0) < m_shelterDisplayCount
                               ? displayName(m_shelterDisplay[static_cast<std::size_t>(a.arg(0))])
                               : "?");
    case kLearn:
        if (a.arg(0) < 0 || a.arg(0) >= m_trickDisplayCount) return who + " learns a trick";
        return fmt::format("{} spends {} training to learn {}", who,
                           trick(m_trickDisplay[static_cast<std::size_t>(a.arg(0))]).cost,
                           trick(m_trickDisplay[static_cast<std::size_t>(a.arg(0))]).name);
    case kFetch:
        return fmt::format("{} uses Fetch to take {}", who,
                           a.arg(0) >= 0 && a.arg(0) < 9 &&
                                   m_grid[static_cast<std::size_t>(a.arg(0))] != kNoCard
                               ? displayName(m_grid[static_cast<std::size_t>(a.arg(0))])
                               : "?");
    case kEndTurn:
        return fmt::format("{} ends the turn", who);
    case kDiscardWalk:
        return fmt::format("{} has no dog for a walk and discards it", who);
    case kDiscardTrait:
        return fmt::format("{} has no dog for {} and discards it with its penalty", who,
                           displayName(static_cast<CardId>(a.arg(0))));
    case kPenalty:
        switch (m_penaltyTrait) {
        case kLobuziak:
            return fmt::format("{} gives up {} from under {}", who,
                               displayName(static_cast<CardId>(a.arg(1))), dogName(a.arg(0)));
        case kZlodziejaszek:
            return fmt::format("{} returns a {} token", who, foodName(static_cast<FoodKind>(a.arg(0) & 3)));
        case kUrwis:
            return fmt::format("{} loses the trick {}", who, trick(static_cast<TrickId>(a.arg(0))).name);
        case kPrzewodnik:
            return a.arg(0) < 0 ? who + " gives up a pending walk"
                                : fmt::format("{} gives up the walk under {}", who, dogName(a.arg(0)));
        case kUciekinier:
            return fmt::format("{} loses {} and everything on it", who, dogName(a.arg(0)));
        default:
            return fmt::format("{} discards {}", who, displayName(static_cast<CardId>(a.arg(0))));
        }
    default:
        return "?";
    }
}

std::string DogLoverState::whyIllegal(const Action& a) const {
    const Seat seat = currentSeat();
    if (seat == kNoSeat) return "the game is over";
    if (seat == kChanceSeat) return "a card is being dealt";
    if (a.kind >= kActionKindCount) return "unknown action";
    if (m_phase == Phase::Guard) return "first the watch dog must be placed by a row or column";
    if (m_phase == Phase::Penalty)
        return fmt::format("first pay the penalty of {}", displayName(m_penaltyTrait));
    const Area& area = me().area;
    auto badDog = [&](int d) { return d < 0 || d >= area.dogCount; };
    if (m_phase == Phase::Settle && a.kind != kTuck && a.kind != kAttach && a.kind != kDiscardWalk &&
        a.kind != kDiscardTrait)
        return "the turn is ending: settle your pending walks and traits first";
    const bool midDraft = m_foodCount > 0;
    switch (a.kind) {
    case kDraft: {
        if (m_drafted) return "you have already drafted this turn (one trick per turn)";
        if (midDraft) return "first decide what happens to the food cards you took";
        if (a.arg(0) < 0 || a.arg(0) >= kTrickIds || !(me().tricks >> a.arg(0) & 1U))
            return "you do not own that trick";
        auto ps = placements(static_cast<TrickId>(a.arg(0)));
        if (a.arg(1) < 0 || static_cast<std::size_t>(a.arg(1)) >= ps.size())
            return "that trick has no such placement";
        const Placement& p = ps[static_cast<std::size_t>(a.arg(1))];
        if ((p.mask & occupiedMask()) != p.mask) return "the trick would cover an empty cell";
        const int guarded = std::popcount(static_cast<unsigned>(p.mask & lineMask(m_guard)));
        return fmt::format("the trick would take {} cards from the {} the watch dog guards (at most 1)",
                           guarded, lineName(m_guard));
    }
    case kFood:
        if (!midDraft) return "there is no food card to resolve";
        if (std::find(m_food.begin(), m_food.begin() + m_foodCount, a.arg(0)) == m_food.begin() + m_foodCount)
            return "you did not take that food card";
        if (badDog(a.arg(1))) return "no such dog";
        return "only a dog with Złodziejaszek or Urwis can keep a food card";
    case kTuck: {
        if (badDog(a.arg(0))) return "no such dog";
        const auto c = static_cast<CardId>(a.arg(1));
        if (c == kWalk ? m_pendingWalks == 0 : (handSlot(c) < 0 || area.handCount(c) == 0))
            return "you have no such card to tuck";
        if (midDraft && c != kWalk) return "first decide what happens to the food cards you took";
        const auto& dog = area.dogs[static_cast<std::size_t>(a.arg(0))];
        if (dog.trait == kLobuziak) return "nothing new may go under a dog with Łobuziak";
        if (c == kBone || c == kAdoption)
            return fmt::format("a {} can only go under a dog whose trait allows it", displayName(c));
        return fmt::format(
            "{} already has a card of that type tucked (one per type unless a trait allows more)",
            displayName(dog.card));
    }
    case kAttach: {
        const auto t = static_cast<CardId>(a.arg(1));
        if (!isTrait(t) || !(m_pendingTraits & traitBit(t)))
            return "that trait is not waiting to be attached";
        if (badDog(a.arg(0))) return "no such dog";
        const auto& dog = area.dogs[static_cast<std::size_t>(a.arg(0))];
        if (dog.trait != kNoCard) return fmt::format("{} already has a trait", displayName(dog.card));
        return fmt::format("{} needs a {} dog", displayName(t), sizeName(card(t).size));
    }
    case kRescue:
        if (midDraft) return "first decide what happens to the food cards you took";
        if (a.arg(0) < 0 || a.arg(0) >= m_shelterDisplayCount) return "no shelter dog there";
        return fmt::format("a rescue costs 2 adoption cards; you have {}", area.handCount(kAdoption));
    case kLearn:
        if (midDraft) return "first decide what happens to the food cards you took";
        if (a.arg(0) < 0 || a.arg(0) >= m_trickDisplayCount) return "no trick there";
        return fmt::format("{} costs {} training cards; you have {}",
                           trick(m_trickDisplay[static_cast<std::size_t>(a.arg(0))]).name,
                           trick(m_trickDisplay[static_cast<std::size_t>(a.arg(0))]).cost,
                           area.handCount(kTraining));
    case kFetch:
        if (!me().fetch) return "you do not hold the Fetch card";
        if (me().fetchFresh) return "you took the Fetch card this turn; it can be used from your next turn";
        if (midDraft) return "Fetch cannot be used in the middle of a draft";
        return "Fetch needs a grid cell that holds a card";
    case kEndTurn:
        if (midDraft) return "first decide what happens to the food cards you took";
        return "you must draft with one of your tricks first";
    case kDiscardWalk:
        return m_phase == Phase::Settle ? "a dog can take the walk, so it must be tucked"
                                        : "walks are only discarded at the end of the turn";
    case kDiscardTrait:
        return m_phase == Phase::Settle ? "a dog can take that trait, so it must be attached"
                                        : "traits are only discarded at the end of the turn";
    case kGuard:
        return "the watch dog is only placed at setup";
    default:
        return "not a legal action now";
    }
}

std::string DogLoverState::statusText() const {
    const std::string who = playerName(m_current);
    switch (m_phase) {
    case Phase::Over:
        return "Game over — " + scoreSheet().winnersText();
    case Phase::Guard:
        return fmt::format("{}: place the watch dog by a row or column", playerName(lastSeat()));
    case Phase::Settle:
        return fmt::format("{}: end of turn, tuck or attach what is still pending", who);
    case Phase::Penalty:
        return fmt::format("{}: pay the penalty of {}", who, displayName(m_penaltyTrait));
    case Phase::Turn:
        if (m_foodCount > 0) return fmt::format("{}: swap each food card for tokens or tuck it", who);
        if (!m_drafted)
            return fmt::format("{}{}: draft with one of your tricks (free actions any time)", who,
                               m_endDrawn ? " (last round)" : "");
        return fmt::format("{}{}: free actions, then end your turn", who, m_endDrawn ? " (last round)" : "");
    default:
        return "Dealing";
    }
}

std::string View::text() const {
    // The canonical state text feeds the state hash that saves record: its wording stays as it was
    // (including the old working title) so saves made before keep their hash. No player reads it.
    std::string out = fmt::format("Dog Lover 2, round {}, turn of seat {}{}\n", round, current + 1,
                                  endDrawn ? " (last round)" : "");
    out += fmt::format("draw pile: {} cards{}\n", drawCount, endDrawn ? ", End Game card drawn" : "");
    out += fmt::format("watch dog: {}\n", guardPlaced ? lineName(guard) : std::string_view("not placed"));
    for (int r = 0; r < 3; ++r) {
        out += "  ";
        for (int c = 0; c < 3; ++c) {
            const CardId id = grid[static_cast<std::size_t>(r * 3 + c)];
            out += fmt::format("{:<22}", id == kNoCard ? std::string_view("(empty)") : displayName(id));
        }
        out += "\n";
    }
    out += "tricks on offer:";
    for (TrickId t : trickDisplay)
        out += fmt::format(" {} ({})", trick(t).name, trick(t).cost);
    out += fmt::format(" [deck {}]\nshelter dogs:", trickDeck);
    for (CardId c : shelterDisplay)
        out += fmt::format(" {}", displayName(c));
    out += fmt::format(" [deck {}]\nsupply: scraps {} dry {} wet {} treat {}\n", shelterDeck, supply[0],
                       supply[1], supply[2], supply[3]);
    int discarded = 0;
    for (auto d : discard)
        discarded += d;
    out += fmt::format("discard pile: {} cards\n", discarded);
    for (std::size_t s = 0; s < players.size(); ++s) {
        const PlayerView& p = players[s];
        out += fmt::format("seat {}{}: score estimate {}, tricks:", s + 1,
                           static_cast<int>(s) == viewer ? " (you)" : "", p.scoreEstimate);
        for (TrickId t : p.tricks)
            out += fmt::format(" {}", trick(t).name);
        if (p.fetch) out += p.fetchFresh ? ", Fetch (from next turn)" : ", Fetch";
        out += "\n" + areaText(p.area, p.handKnown, p.handCount);
    }
    if (!unresolvedFood.empty() || pendingWalks > 0 || !pendingTraits.empty()) {
        out += fmt::format("pending: {} walk(s)", pendingWalks);
        for (CardId t : pendingTraits)
            out += fmt::format(", trait {}", displayName(t));
        for (CardId f : unresolvedFood)
            out += fmt::format(", food card {}", displayName(f));
        out += "\n";
    }
    if (penaltyTrait != kNoCard)
        out += fmt::format("paying the penalty of {} ({} left)\n", displayName(penaltyTrait), penaltyLeft);
    return out;
}

std::string DogLoverState::debugText() const {
    std::string out = viewFor(kNoSeat).text();
    // Phase numbers as before Phase::ChooseFirst existed (it prints -1), so older saves keep their hash.
    out += fmt::format("stage {} above-end {} drafted {} special {}\n", static_cast<int>(m_phase) - 1,
                       m_aboveEnd, m_drafted, m_special);
    out += "draw:";
    m_draw.forEachDistinct([&](int id, std::uint32_t copies) { out += fmt::format(" {}x{}", id, copies); });
    out += "\ndiscard:";
    for (int id = 0; id < kCardIds; ++id)
        if (m_discard[static_cast<std::size_t>(id)] > 0)
            out += fmt::format(" {}x{}", id, m_discard[static_cast<std::size_t>(id)]);
    out += "\n";
    for (int s = 0; s < players(); ++s) {
        const auto& a = player(s).area;
        out += fmt::format("hand {}:", s + 1);
        for (int h = 0; h < kHandKinds; ++h)
            out += fmt::format(" {}", a.hand[static_cast<std::size_t>(h)]);
        out +=
            fmt::format(" tricks {:x} fetch {}{}\n", player(s).tricks, player(s).fetch, player(s).fetchFresh);
    }
    out += fmt::format("turns {} {} {} {} removed {:x}/{} deal {}", m_turns[0], m_turns[1], m_turns[2],
                       m_turns[3], m_removedTricks, m_removedStart, m_dealSeat);
    // Only games that did not begin with seat 1 (possible since the "first" variant) say so.
    if (m_first != 0 || m_phase == Phase::ChooseFirst)
        out += fmt::format(" first {}", m_phase == Phase::ChooseFirst ? 0 : m_first + 1);
    out += "\n";
    return out;
}

// ------------------------------------------------------------------------------ words for a table

std::string_view penaltyText(CardId trait) {
    switch (trait) {
    case kLobuziak:
        return "you lose 1 tucked card";
    case kNajlepszy:
        return "you lose 1 toy from your hand";
    case kArystokrata:
        return "you lose 1 card from your hand";
    case kZlodziejaszek:
        return "you lose 2 food tokens";
    case kPupilek:
        return "you lose 2 training cards from your hand";
    case kUrwis:
        return "you lose 1 trick (never your last)";
    case kPrzewodnik:
        return "you lose 1 walk";
    case kMorus:
        return "you lose 1 bone from your hand";
    case kUciekinier:
        return "you lose 1 dog with everything on it";
    default:
        return {};
    }
}

int penaltyUnits(CardId trait) {
    return trait == kZlodziejaszek || trait == kPupilek ? 2 : 1;
}

std::string choiceText(const View& v, const Action& a) {
    const Seat me = v.current;
    auto dogName = [&](int d) {
        if (me < 0 || static_cast<std::size_t>(me) >= v.players.size()) return std::string("?");
        const Area& area = v.players[static_cast<std::size_t>(me)].area;
        return d >= 0 && d < area.dogCount
                   ? std::string(displayName(area.dogs[static_cast<std::size_t>(d)].card))
                   : std::string("?");
    };
    switch (a.kind) {
    case kDiscardWalk:
        return "Discard the walk (no dog can take it)";
    case kDiscardTrait: {
        const auto t = static_cast<CardId>(a.arg(0));
        return fmt::format("Discard {}: {}", displayName(t), penaltyText(t));
    }
    case kPenalty:
        switch (v.penaltyTrait) {
        case kLobuziak:
            return fmt::format("Give up {} from under {}", displayName(static_cast<CardId>(a.arg(1))),
                               dogName(a.arg(0)));
        case kZlodziejaszek:
            return fmt::format("Give back a {} token", foodName(static_cast<FoodKind>(a.arg(0) & 3)));
        case kUrwis:
            return fmt::format("Lose the trick {}", trick(static_cast<TrickId>(a.arg(0))).name);
        case kPrzewodnik:
            return a.arg(0) < 0 ? std::string("Give up the pending walk")
                                : fmt::format("Give up the walk under {}", dogName(a.arg(0)));
        case kUciekinier:
            return fmt::format("Lose {} and everything on it", dogName(a.arg(0)));
        default:
            return fmt::format("Discard {}", displayName(static_cast<CardId>(a.arg(0))));
        }
    default:
        return {};
    }
}

std::vector<std::string> endTurnWarnings(const View& v) {
    std::vector<std::string> out;
    const Area* area = movingArea(v);
    if (area == nullptr) return out;
    if (v.pendingWalks > 0)
        out.push_back(
            dogCanTake(*area, kWalk)
                ? fmt::format("{} walk(s) must be tucked under a dog now.", v.pendingWalks)
                : fmt::format("{} walk(s) will be discarded: no dog can take them.", v.pendingWalks));
    for (CardId t : v.pendingTraits)
        out.push_back(
            dogCanTake(*area, t)
                ? fmt::format("{} must be attached to a {} dog now.", displayName(t), sizeName(card(t).size))
                : fmt::format("{} will be discarded and {}.", displayName(t), penaltyText(t)));
    return out;
}

std::vector<std::string> ifTurnEnds(const View& v) {
    std::vector<std::string> out;
    const Area* area = movingArea(v);
    if (area == nullptr) return out;
    if (v.pendingWalks > 0)
        out.emplace_back(dogCanTake(*area, kWalk) ? "walk: must go under a dog"
                                                  : "walk: discarded (no dog can take it)");
    for (CardId t : v.pendingTraits)
        out.push_back(dogCanTake(*area, t)
                          ? fmt::format("{}: must be attached", displayName(t))
                          : fmt::format("{}: discarded, {}", displayName(t), penaltyText(t)));
    return out;
}

std::string noDogText(const View& v, CardId c) {
    const Area* area = movingArea(v);
    if (area == nullptr || dogCanTake(*area, c)) return {};
    if (isTrait(c))
        return fmt::format(
            "No dog can take {} now: it needs a {} dog without a trait. If the turn ends now it "
            "is discarded and {}.",
            displayName(c), sizeName(card(c).size), penaltyText(c));
    if (c == kWalk) return "No dog can take the walk now. If the turn ends now it is discarded.";
    return {};
}

std::string_view fedText(bool fed) {
    return fed ? "Fed with the tokens as they stand."
               : "Not fed with the tokens as they stand: −2 and its cards score nothing.";
}

std::string drawPileText(const View& v) {
    return fmt::format("{} cards left in the draw pile. {}", v.drawCount,
                       v.endDrawn ? "The End Game card is out: this is the last round."
                                  : "The End Game card lies somewhere underneath.");
}

} // namespace dogtable::games::doglover
