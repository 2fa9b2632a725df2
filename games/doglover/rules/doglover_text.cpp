// Dog Lover: the words: action names, log lines, reasons, the status line, the state texts and
// the sentences a table shows about the rules (functions of the typed View).
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

std::string cardList(const std::vector<CardId>& cards) {
    std::string out;
    for (CardId c : cards) {
        if (!out.empty()) out += ", ";
        out += cardWord(c);
    }
    return out.empty() ? say("doglover", "nothing").str() : out;
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
    auto cardArg = [](int c) { return cardWord(static_cast<CardId>(c)); };
    switch (a.kind) {
    case kFirstPlayer:
        return say("doglover", "{who} is the first player")("who"_a = playerName(a.arg(0)));
    case kDealSpecial:
        return say("doglover", "{who} gets the starting trick {trick}")(
            "who"_a = playerName(dealSeat()), "trick"_a = trick(static_cast<TrickId>(a.arg(0))).name);
    case kStartDog:
        return say("doglover", "{who} starts with {dog}")("who"_a = playerName(dealSeat()),
                                                          "dog"_a = cardArg(a.arg(0)));
    case kDeal: {
        const auto cell = std::find(m_grid.begin(), m_grid.end(), kNoCard) - m_grid.begin();
        return say("doglover", "{card} is dealt to the grid (row {row}, column {column})")(
            "card"_a = cardArg(a.arg(0)), "row"_a = cell / 3 + 1, "column"_a = cell % 3 + 1);
    }
    case kRevealTrick:
        return say("doglover", "Trick {trick} comes up for learning")(
            "trick"_a = trick(static_cast<TrickId>(a.arg(0))).name);
    case kRevealShelter:
        return say("doglover", "Shelter dog {dog} comes up for rescue")("dog"_a = cardArg(a.arg(0)));
    case kGuard:
        return say("doglover",
                   "{who}, last in turn order, puts the watch dog {line} and takes the Fetch card")(
            "who"_a = who, "line"_a = lineBy(static_cast<Line>(a.arg(0))));
    case kDraft: {
        const auto t = static_cast<TrickId>(a.arg(0));
        auto ps = placements(t);
        if (a.arg(1) < 0 || static_cast<std::size_t>(a.arg(1)) >= ps.size())
            return say("doglover", "{who} drafts")("who"_a = who);
        const Placement& p = ps[static_cast<std::size_t>(a.arg(1))];
        std::vector<CardId> cards;
        for (int c = 0; c < 9; ++c)
            if (p.mask >> c & 1U) cards.push_back(m_grid[static_cast<std::size_t>(c)]);
        return say("doglover", "{who} uses {trick} to take {cards}; the watch dog moves {line}")(
            "who"_a = who, "trick"_a = trick(t).name, "cards"_a = cardList(cards),
            "line"_a = lineTo(p.star.line));
    }
    case kFood:
        if (a.arg(1) < 0)
            return say("doglover", "{who} swaps {card} for tokens")("who"_a = who,
                                                                    "card"_a = cardArg(a.arg(0)));
        return say("doglover", "{who} tucks {card} under {dog}")("who"_a = who, "card"_a = cardArg(a.arg(0)),
                                                                 "dog"_a = dogName(a.arg(1)));
    // After "ends the turn" the log says why a walk or a trait still moves (play test: "ends the
    // turn", then "tucks Walk under Leia" read as out of order).
    case kTuck:
        if (m_phase == Phase::Settle)
            return say("doglover", "At the end of the turn, {who} tucks {card} under {dog}")(
                "who"_a = who, "card"_a = cardArg(a.arg(1)), "dog"_a = dogName(a.arg(0)));
        return say("doglover", "{who} tucks {card} under {dog}")("who"_a = who, "card"_a = cardArg(a.arg(1)),
                                                                 "dog"_a = dogName(a.arg(0)));
    case kAttach:
        if (m_phase == Phase::Settle)
            return say("doglover", "At the end of the turn, {who} gives {dog} the trait {trait}")(
                "who"_a = who, "dog"_a = dogName(a.arg(0)), "trait"_a = cardArg(a.arg(1)));
        return say("doglover", "{who} gives {dog} the trait {trait}")(
            "who"_a = who, "dog"_a = dogName(a.arg(0)), "trait"_a = cardArg(a.arg(1)));
    case kRescue:
        return say("doglover", "{who} spends 2 adoption cards to rescue {dog}")(
            "who"_a = who, "dog"_a = a.arg(0) >= 0 && a.arg(0) < m_shelterDisplayCount
                                         ? cardWord(m_shelterDisplay[static_cast<std::size_t>(a.arg(0))])
                                         : std::string("?"));
    case kLearn: {
        if (a.arg(0) < 0 || a.arg(0) >= m_trickDisplayCount)
            return say("doglover", "{who} learns a trick")("who"_a = who);
        const TrickInfo& t = trick(m_trickDisplay[static_cast<std::size_t>(a.arg(0))]);
        return sayN("doglover", "{who} spends %n training to learn {trick}",
                    "{who} spends %n training to learn {trick}", t.cost)("who"_a = who, "trick"_a = t.name);
    }
    case kFetch:
        return say("doglover", "{who} uses Fetch to take {card}")(
            "who"_a = who,
            "card"_a = a.arg(0) >= 0 && a.arg(0) < 9 && m_grid[static_cast<std::size_t>(a.arg(0))] != kNoCard
                           ? cardWord(m_grid[static_cast<std::size_t>(a.arg(0))])
                           : std::string("?"));
    case kEndTurn:
        return say("doglover", "{who} ends the turn")("who"_a = who);
    case kDiscardWalk:
        return say("doglover",
                   "At the end of the turn, {who} has no dog for a walk and discards it")("who"_a = who);
    case kDiscardTrait:
        return say("doglover",
                   "At the end of the turn, {who} has no dog for {trait} and discards it with its "
                   "penalty")("who"_a = who, "trait"_a = cardArg(a.arg(0)));
    case kPenalty:
        switch (m_penaltyTrait) {
        case kLobuziak:
            return say("doglover", "{who} gives up {card} from under {dog}")(
                "who"_a = who, "card"_a = cardArg(a.arg(1)), "dog"_a = dogName(a.arg(0)));
        case kZlodziejaszek:
            return say("doglover", "{who} returns {token}")(
                "who"_a = who, "token"_a = foodTokenA(static_cast<FoodKind>(a.arg(0) & 3)));
        case kUrwis:
            return say("doglover", "{who} loses the trick {trick}")(
                "who"_a = who, "trick"_a = trick(static_cast<TrickId>(a.arg(0))).name);
        case kPrzewodnik:
            return a.arg(0) < 0 ? say("doglover", "{who} gives up a pending walk")("who"_a = who)
                                : say("doglover", "{who} gives up the walk under {dog}")(
                                      "who"_a = who, "dog"_a = dogName(a.arg(0)));
        case kUciekinier:
            return say("doglover", "{who} loses {dog} and everything on it")("who"_a = who,
                                                                             "dog"_a = dogName(a.arg(0)));
        default:
            return say("doglover", "{who} discards {card}")("who"_a = who, "card"_a = cardArg(a.arg(0)));
        }
    default:
        return "?";
    }
}

std::string DogLoverState::whyIllegal(const Action& a) const {
    const Seat seat = currentSeat();
    if (seat == kNoSeat) return say("doglover", "the game is over");
    if (seat == kChanceSeat) return say("doglover", "a card is being dealt");
    if (a.kind >= kActionKindCount) return say("doglover", "unknown action");
    if (m_phase == Phase::Guard)
        return say("doglover", "first the watch dog must be placed by a row or column");
    if (m_phase == Phase::Penalty)
        return say("doglover", "first pay the penalty of {trait}")("trait"_a = cardWord(m_penaltyTrait));
    const Area& area = me().area;
    auto badDog = [&](int d) { return d < 0 || d >= area.dogCount; };
    if (m_phase == Phase::Settle && a.kind != kTuck && a.kind != kAttach && a.kind != kDiscardWalk &&
        a.kind != kDiscardTrait)
        return say("doglover", "the turn is ending: settle your pending walks and traits first");
    const bool midDraft = m_foodCount > 0;
    const std::string foodFirst = say("doglover", "first decide what happens to the food cards you took");
    switch (a.kind) {
    case kDraft: {
        if (m_drafted) return say("doglover", "you have already drafted this turn (one trick per turn)");
        if (midDraft) return foodFirst;
        if (a.arg(0) < 0 || a.arg(0) >= kTrickIds || !(me().tricks >> a.arg(0) & 1U))
            return say("doglover", "you do not own that trick");
        auto ps = placements(static_cast<TrickId>(a.arg(0)));
        if (a.arg(1) < 0 || static_cast<std::size_t>(a.arg(1)) >= ps.size())
            return say("doglover", "that trick has no such placement");
        const Placement& p = ps[static_cast<std::size_t>(a.arg(1))];
        if ((p.mask & occupiedMask()) != p.mask)
            return say("doglover", "the trick would cover an empty cell");
        const int guarded = std::popcount(static_cast<unsigned>(p.mask & lineMask(m_guard)));
        return sayN("doglover", "the trick would take %n card {line} the watch dog guards (at most 1)",
                    "the trick would take %n cards {line} the watch dog guards (at most 1)",
                    guarded)("line"_a = lineFrom(m_guard));
    }
    case kFood:
        if (!midDraft) return say("doglover", "there is no food card to resolve");
        if (std::find(m_food.begin(), m_food.begin() + m_foodCount, a.arg(0)) == m_food.begin() + m_foodCount)
            return say("doglover", "you did not take that food card");
        if (badDog(a.arg(1))) return say("doglover", "no such dog");
        return say("doglover", "only a dog with Złodziejaszek or Urwis can keep a food card");
    case kTuck: {
        if (badDog(a.arg(0))) return say("doglover", "no such dog");
        const auto c = static_cast<CardId>(a.arg(1));
        if (c == kWalk ? m_pendingWalks == 0 : (handSlot(c) < 0 || area.handCount(c) == 0))
            return say("doglover", "you have no such card to tuck");
        if (midDraft && c != kWalk) return foodFirst;
        const auto& dog = area.dogs[static_cast<std::size_t>(a.arg(0))];
        if (dog.trait == kLobuziak) return say("doglover", "nothing new may go under a dog with Łobuziak");
        if (c == kBone || c == kAdoption)
            return say("doglover",
                       "a {card} can only go under a dog whose trait allows it")("card"_a = cardWord(c));
        return say("doglover",
                   "{dog} already has a card of that type tucked (one per type unless a trait allows more)")(
            "dog"_a = cardWord(dog.card));
    }
    case kAttach: {
        const auto t = static_cast<CardId>(a.arg(1));
        if (!isTrait(t) || !(m_pendingTraits & traitBit(t)))
            return say("doglover", "that trait is not waiting to be attached");
        if (badDog(a.arg(0))) return say("doglover", "no such dog");
        const auto& dog = area.dogs[static_cast<std::size_t>(a.arg(0))];
        if (dog.trait != kNoCard)
            return say("doglover", "{dog} already has a trait")("dog"_a = cardWord(dog.card));
        return say("doglover", "{trait} needs {dog}")("trait"_a = cardWord(t),
                                                      "dog"_a = sizeDog(card(t).size));
    }
    case kRescue:
        if (midDraft) return foodFirst;
        if (a.arg(0) < 0 || a.arg(0) >= m_shelterDisplayCount) return say("doglover", "no shelter dog there");
        return say("doglover",
                   "a rescue costs 2 adoption cards; you have {have}")("have"_a = area.handCount(kAdoption));
    case kLearn: {
        if (midDraft) return foodFirst;
        if (a.arg(0) < 0 || a.arg(0) >= m_trickDisplayCount) return say("doglover", "no trick there");
        const TrickInfo& t = trick(m_trickDisplay[static_cast<std::size_t>(a.arg(0))]);
        return sayN("doglover", "{trick} costs %n training card; you have {have}",
                    "{trick} costs %n training cards; you have {have}",
                    t.cost)("trick"_a = t.name, "have"_a = area.handCount(kTraining));
    }
    case kFetch:
        if (!me().fetch) return say("doglover", "you do not hold the Fetch card");
        if (me().fetchFresh)
            return say("doglover", "you took the Fetch card this turn; it can be used from your next turn");
        if (midDraft) return say("doglover", "Fetch cannot be used in the middle of a draft");
        return say("doglover", "Fetch needs a grid cell that holds a card");
    case kEndTurn:
        if (midDraft) return foodFirst;
        return say("doglover", "you must draft with one of your tricks first");
    case kDiscardWalk:
        return m_phase == Phase::Settle ? say("doglover", "a dog can take the walk, so it must be tucked")
                                        : say("doglover", "walks are only discarded at the end of the turn");
    case kDiscardTrait:
        return m_phase == Phase::Settle ? say("doglover", "a dog can take that trait, so it must be attached")
                                        : say("doglover", "traits are only discarded at the end of the turn");
    case kGuard:
        return say("doglover", "the watch dog is only placed at setup");
    default:
        return say("doglover", "not a legal action now");
    }
}

std::string DogLoverState::statusText() const {
    // Said of the player in the third person: the line shows on every seat's screen, in the status
    // strip for a computer's turn and on the other players' boards (play test: "Rex (computer): draft
    // with one of your tricks").
    const std::string who = playerName(m_current);
    switch (m_phase) {
    case Phase::Over:
        return say("doglover", "Game over — {winners}")("winners"_a = scoreSheet().winnersText());
    case Phase::Guard:
        // Before anyone's turn: the player who acts is not the first player just announced (play test:
        // "Player 2 is the first player", then "Player 1 places the watch dog", unexplained).
        return say("doglover", "{who} places the watch dog, then {first} begins")(
            "who"_a = playerName(lastSeat()), "first"_a = playerName(firstSeat()));
    case Phase::Settle:
        return say("doglover", "{who} ends the turn: tucks or attaches what is still pending")("who"_a = who);
    case Phase::Penalty:
        return say("doglover", "{who} pays the penalty of {trait}")("who"_a = who,
                                                                    "trait"_a = cardWord(m_penaltyTrait));
    case Phase::Turn:
        if (m_foodCount > 0)
            return say("doglover", "{who} swaps each food card for tokens or tucks it")("who"_a = who);
        if (!m_drafted)
            return m_endDrawn
                       ? say("doglover",
                             "{who} (last round) drafts with one of their tricks (free actions any time)")(
                             "who"_a = who)
                       : say("doglover",
                             "{who} drafts with one of their tricks (free actions any time)")("who"_a = who);
        return m_endDrawn ? say("doglover",
                                "{who} (last round) may take free actions, then ends the turn")("who"_a = who)
                          : say("doglover", "{who} may take free actions, then ends the turn")("who"_a = who);
    default:
        return say("doglover", "Dealing");
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

std::string penaltyText(CardId trait) {
    switch (trait) {
    case kLobuziak:
        return say("doglover", "you lose 1 tucked card");
    case kNajlepszy:
        return say("doglover", "you lose 1 toy from your hand");
    case kArystokrata:
        return say("doglover", "you lose 1 card from your hand");
    case kZlodziejaszek:
        return say("doglover", "you lose 2 food tokens");
    case kPupilek:
        return say("doglover", "you lose 2 training cards from your hand");
    case kUrwis:
        return say("doglover", "you lose 1 trick (never your last)");
    case kPrzewodnik:
        return say("doglover", "you lose 1 walk");
    case kMorus:
        return say("doglover", "you lose 1 bone from your hand");
    case kUciekinier:
        return say("doglover", "you lose 1 dog with everything on it");
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
        return say("doglover", "Discard the walk (no dog can take it)");
    case kDiscardTrait: {
        const auto t = static_cast<CardId>(a.arg(0));
        return say("doglover", "Discard {trait}: {penalty}")("trait"_a = cardWord(t),
                                                             "penalty"_a = penaltyText(t));
    }
    case kPenalty:
        switch (v.penaltyTrait) {
        case kLobuziak:
            return say("doglover", "Give up {card} from under {dog}")(
                "card"_a = cardWord(static_cast<CardId>(a.arg(1))), "dog"_a = dogName(a.arg(0)));
        case kZlodziejaszek:
            return say("doglover",
                       "Give back {token}")("token"_a = foodTokenA(static_cast<FoodKind>(a.arg(0) & 3)));
        case kUrwis:
            return say("doglover",
                       "Lose the trick {trick}")("trick"_a = trick(static_cast<TrickId>(a.arg(0))).name);
        case kPrzewodnik:
            return a.arg(0) < 0
                       ? say("doglover", "Give up the pending walk").str()
                       : say("doglover", "Give up the walk under {dog}")("dog"_a = dogName(a.arg(0)));
        case kUciekinier:
            return say("doglover", "Lose {dog} and everything on it")("dog"_a = dogName(a.arg(0)));
        default:
            return say("doglover", "Discard {card}")("card"_a = cardWord(static_cast<CardId>(a.arg(0))));
        }
    // The "More…" list and the "which one?" menu give commands ("Tuck Ball under Dango"), not the
    // log's sentences ("Player 2 tucks Ball under Dango").
    case kGuard:
        return say("doglover", "Put the watch dog {line}")("line"_a = lineBy(static_cast<Line>(a.arg(0))));
    case kFood:
        if (a.arg(1) < 0)
            return say("doglover",
                       "Swap {card} for tokens")("card"_a = cardWord(static_cast<CardId>(a.arg(0))));
        return say("doglover", "Tuck {card} under {dog}")("card"_a = cardWord(static_cast<CardId>(a.arg(0))),
                                                          "dog"_a = dogName(a.arg(1)));
    case kTuck:
        return say("doglover", "Tuck {card} under {dog}")("card"_a = cardWord(static_cast<CardId>(a.arg(1))),
                                                          "dog"_a = dogName(a.arg(0)));
    case kAttach:
        return say("doglover", "Give {dog} the trait {trait}")(
            "dog"_a = dogName(a.arg(0)), "trait"_a = cardWord(static_cast<CardId>(a.arg(1))));
    case kRescue:
        if (a.arg(0) < 0 || static_cast<std::size_t>(a.arg(0)) >= v.shelterDisplay.size()) return {};
        return say("doglover", "Rescue {dog} for 2 adoption cards")(
            "dog"_a = cardWord(v.shelterDisplay[static_cast<std::size_t>(a.arg(0))]));
    case kLearn: {
        if (a.arg(0) < 0 || static_cast<std::size_t>(a.arg(0)) >= v.trickDisplay.size()) return {};
        const TrickInfo& t = trick(v.trickDisplay[static_cast<std::size_t>(a.arg(0))]);
        return sayN("doglover", "Learn {trick} for %n training card", "Learn {trick} for %n training cards",
                    t.cost)("trick"_a = t.name);
    }
    case kFetch:
        if (a.arg(0) < 0 || a.arg(0) >= 9 || v.grid[static_cast<std::size_t>(a.arg(0))] == kNoCard) return {};
        return say("doglover", "Use Fetch to take {card}")(
            "card"_a = cardWord(v.grid[static_cast<std::size_t>(a.arg(0))]));
    case kEndTurn:
        return say("doglover", "End the turn");
    default:
        return {};
    }
}

std::vector<std::string> endTurnWarnings(const View& v) {
    std::vector<std::string> out;
    const Area* area = movingArea(v);
    if (area == nullptr) return out;
    if (v.pendingWalks > 0)
        out.push_back(dogCanTake(*area, kWalk)
                          ? sayN("doglover", "%n walk must be tucked under a dog now.",
                                 "%n walks must be tucked under a dog now.", v.pendingWalks)
                                .str()
                          : sayN("doglover", "%n walk will be discarded: no dog can take it.",
                                 "%n walks will be discarded: no dog can take them.", v.pendingWalks)
                                .str());
    for (CardId t : v.pendingTraits)
        out.push_back(dogCanTake(*area, t) ? say("doglover", "{trait} must be attached to {dog} now.")(
                                                 "trait"_a = cardWord(t), "dog"_a = sizeDog(card(t).size))
                                           : say("doglover", "{trait} will be discarded and {penalty}.")(
                                                 "trait"_a = cardWord(t), "penalty"_a = penaltyText(t)));
    return out;
}

std::vector<std::string> ifTurnEnds(const View& v) {
    std::vector<std::string> out;
    const Area* area = movingArea(v);
    if (area == nullptr) return out;
    if (v.pendingWalks > 0)
        out.emplace_back(dogCanTake(*area, kWalk)
                             ? say("doglover", "walk: must go under a dog").str()
                             : say("doglover", "walk: discarded (no dog can take it)").str());
    for (CardId t : v.pendingTraits)
        out.push_back(dogCanTake(*area, t)
                          ? say("doglover", "{trait}: must be attached")("trait"_a = cardWord(t))
                          : say("doglover", "{trait}: discarded, {penalty}")("trait"_a = cardWord(t),
                                                                             "penalty"_a = penaltyText(t)));
    return out;
}

std::vector<std::string> ifYouEndTurn(const View& v) {
    std::vector<std::string> out;
    const Area* area = movingArea(v);
    if (area == nullptr) return out;
    if (v.pendingWalks > 0)
        out.emplace_back(
            dogCanTake(*area, kWalk)
                ? say("doglover", "If you end your turn now, the walk must go under a dog.").str()
                : say("doglover", "If you end your turn now, the walk is discarded (no dog can "
                                  "take it).")
                      .str());
    for (CardId t : v.pendingTraits)
        out.push_back(dogCanTake(*area, t)
                          ? say("doglover", "If you end your turn now, {trait} must be attached to a dog.")(
                                "trait"_a = cardWord(t))
                          : say("doglover", "If you end your turn now, {trait} is discarded and {penalty}.")(
                                "trait"_a = cardWord(t), "penalty"_a = penaltyText(t)));
    return out;
}

std::string noDogText(const View& v, CardId c) {
    const Area* area = movingArea(v);
    if (area == nullptr || dogCanTake(*area, c)) return {};
    if (isTrait(c))
        return say("doglover",
                   "No dog can take {trait} now: it needs {dog} without a trait. If the turn ends "
                   "now it is discarded and {penalty}.")(
            "trait"_a = cardWord(c), "dog"_a = sizeDog(card(c).size), "penalty"_a = penaltyText(c));
    if (c == kWalk)
        return say("doglover", "No dog can take the walk now. If the turn ends now it is discarded.");
    return {};
}

std::string fedText(bool fed, const std::string& owner) {
    if (!owner.empty()) // another player's dog: that player's tokens
        return fed ? say("doglover", "Fed with {player}'s current tokens.")("player"_a = owner)
                   : say("doglover", "Not fed with {player}'s current tokens: -2 for {player}, and its cards "
                                     "score nothing.")("player"_a = owner);
    return fed ? say("doglover", "Fed with its current tokens.")
               : say("doglover", "Not fed with its current tokens: -2, and its cards score nothing.");
}

std::string drawPileText(const View& v) {
    return v.endDrawn
               ? sayN("doglover",
                      "%n card left in the draw pile. The End Game card is out: this is the last round.",
                      "%n cards left in the draw pile. The End Game card is out: this is the last round.",
                      v.drawCount)
               : sayN("doglover",
                      "%n card left in the draw pile. The End Game card lies somewhere underneath.",
                      "%n cards left in the draw pile. The End Game card lies somewhere underneath.",
                      v.drawCount);
}

} // namespace dogtable::games::doglover
