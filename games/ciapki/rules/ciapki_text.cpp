// Ciapki: words (the log lines, reasons, status, the typed view and its text) and events.
#include "ciapki/rules/ciapki_internal.h"
#include "ciapki/rules/ciapki_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <utility>

#include "dogtable/core/text.h"

namespace dogtable::games::ciapki {

using namespace detail;
using namespace fmt::literals;
using text::say;
using text::sayN;

namespace {
/// The faces of `c` for a sentence: "3 5 5", or the word for none.
std::string diceWords(const Counts& c) {
    const std::string faces = countsText(c);
    return countTotal(c) ? faces : say("ciapki", "nothing", "no dice").str();
}
} // namespace

// ---------------------------------------------------------------------------------------------
// Words

std::string_view CiapkiState::actionKindName(std::uint16_t kind) const {
    return kindName(kind);
}

std::string CiapkiState::seatName(int seat) const {
    return seat == kPies ? std::string("Pies") : playerName(seat);
}

std::vector<Consequence> CiapkiState::consequences(const Action& a) const {
    if (!check(a)) return {};
    CiapkiState copy(*this);
    copy.m_horizon = 0; // a search copy would stop at its horizon before the next turn's reset
    copy.m_cut = false;
    copy.applyLegal(a);
    return {copy.m_events.begin(), copy.m_events.begin() + copy.m_nEvents};
}

std::string CiapkiState::eventText(const Consequence& e) const {
    const std::string who = seatName(e.seat);
    switch (e.kind) {
    case Consequence::Kind::Bust:
        return sayN("ciapki",
                    "{who}'s yard totals {total}, over {limit}: {who} busts and %n die goes back to the pool",
                    "{who}'s yard totals {total}, over {limit}: {who} busts and %n dice go back to the pool",
                    e.n)("who"_a = who, "total"_a = e.total, "limit"_a = kBustAbove);
    case Consequence::Kind::EveryoneBusts:
        return sayN("ciapki", "The pool is empty: everyone busts and %n die goes back to the pool",
                    "The pool is empty: everyone busts and %n dice go back to the pool", e.n)();
    case Consequence::Kind::Reset:
        if (!e.tile) return say("ciapki", "No tile is face up: every tile turns face up again");
        return e.n ? say("ciapki",
                         "Only {tile} is face up: it gets a treat and every tile turns face up again")(
                         "tile"_a = tileName(e.tile))
                   : say("ciapki",
                         "Only {tile} is face up: every tile turns face up again (the supply has no "
                         "treat for it)")("tile"_a = tileName(e.tile));
    case Consequence::Kind::PiesCashIn:
        return sayN("ciapki", "Pies cashes in its %n treat: it goes back to the supply",
                    "Pies cashes in its %n treats: they go back to the supply", e.n)();
    case Consequence::Kind::PiesScores:
        return say("ciapki", "Pies scores {dog} ({scored} of {win})")("dog"_a = dogInfo(e.card).name,
                                                                      "scored"_a = e.n, "win"_a = kWinDogs);
    case Consequence::Kind::Scored:
        return sayN("ciapki", "{who} scores %n dog ({scored} of {win})",
                    "{who} scores %n dogs ({scored} of {win})",
                    e.n)("who"_a = who, "scored"_a = e.total, "win"_a = kWinDogs);
    case Consequence::Kind::Wins:
        return say("ciapki", "{who} has scored {win} dogs and wins")("who"_a = who, "win"_a = kWinDogs);
    }
    return {};
}

namespace {

dogtable::Event makeEvent(std::string kind, Seat seat, std::vector<std::pair<std::string, int>> args,
                          std::string text = {}) {
    return dogtable::Event{std::move(kind), seat, std::move(args), std::move(text)};
}

/// The cards of a seat's unscored dogs.
std::vector<int> dogCards(const PlayerArea& a) {
    std::vector<int> out;
    for (int i = 0; i < a.nDogs; ++i)
        out.push_back(a.dogs[static_cast<std::size_t>(i)].card);
    return out;
}

} // namespace

void CiapkiState::events(const Action& a, Seat viewer, std::vector<dogtable::Event>& out) const {
    (void)viewer; // nothing in Ciapki is hidden: every viewer gets the same events
    if (!check(a)) return;
    CiapkiState after(*this);
    after.m_horizon = 0; // a search copy would stop at its horizon before the next turn's reset
    after.m_cut = false;
    after.applyLegal(a);
    const Seat who = m_active >= 0 && m_active < players() ? m_active : kNoSeat;
    const auto tileAt = [&](int position) { return m_pos[static_cast<std::size_t>(position - 1)].top(); };

    // What the action itself does.
    switch (a.kind) {
    case kRevealDog:
        out.push_back(makeEvent("dog_revealed", kNoSeat, {{"card", a.arg(0)}}));
        break;
    case kRevealTile:
        out.push_back(makeEvent("tile_revealed", kNoSeat, {{"position", a.arg(0)}, {"tile", a.arg(1)}}));
        break;
    case kRoll: {
        const Counts c = unpackCounts(a);
        std::vector<std::pair<std::string, int>> args{{"dice", countTotal(c)}};
        int k = 0;
        for (std::size_t f = 0; f < 6; ++f)
            for (int i = 0; i < c[f]; ++i)
                args.emplace_back(fmt::format("die{}", ++k), static_cast<int>(f + 1));
        out.push_back(makeEvent("roll", who, std::move(args)));
        break;
    }
    case kStartDie:
        out.push_back(makeEvent("start_die", std::countr_zero(static_cast<unsigned>(m_needStartDie)),
                                {{"value", a.arg(0)}}));
        break;
    case kPiesDie: {
        const int t = tileAt(a.arg(0));
        const bool used = !faceUp(t);
        // The line says what Pies's die does ("Pies rolls 4: turns Run over and takes 1 treat(s)").
        out.push_back(makeEvent(
            "pies_die", kNoSeat,
            {{"pies", 1}, {"value", a.arg(0)}, {"position", a.arg(0)}, {"tile", t}, {"used", used ? 1 : 0}}));
        if (!used)
            out.push_back(
                makeEvent("tile_turned", kNoSeat, {{"pies", 1}, {"position", a.arg(0)}, {"tile", t}}));
        break;
    }
    case kTrick: {
        const int t = tileAt(a.arg(0));
        out.push_back(
            makeEvent("tile_taken", who, {{"position", a.arg(0)}, {"tile", t}, {"treats", treatsOn(t)}}));
        break;
    }
    case kReroll:
        out.push_back(makeEvent("reroll", who, {{"dice", countTotal(m_hand)}}));
        break;
    case kRerollSome:
        out.push_back(makeEvent("reroll", who, {{"dice", countTotal(unpackCounts(a))}}));
        break;
    case kKeep: {
        const int kept = countTotal(unpackCounts(a));
        out.push_back(makeEvent("keep", who, {{"kept", kept}, {"returned", countTotal(m_hand) - kept}}));
        break;
    }
    case kPlace: {
        const auto& d = me().dogs[static_cast<std::size_t>(a.arg(0))];
        out.push_back(makeEvent("place", who,
                                {{"dog", a.arg(0)},
                                 {"space", a.arg(1)},
                                 {"value", dogInfo(d.card).values[static_cast<std::size_t>(a.arg(1))]}}));
        break;
    }
    case kBury:
    case kBuryRest: {
        int yard = me().yardTotal();
        for (int f = 1; f <= 6; ++f) {
            const int n = a.kind == kBury ? (f == a.arg(0) ? 1 : 0) : m_hand[static_cast<std::size_t>(f - 1)];
            if (n == 0) continue;
            yard += n * f;
            out.push_back(makeEvent("bury", who, {{"value", f}, {"count", n}, {"yard", yard}}));
            if (yard > kBustAbove) break; // the rest of the roll goes back with the bust
        }
        break;
    }
    case kDigMove:
        out.push_back(
            makeEvent("dig", who, {{"target", a.arg(0)}, {"from", a.arg(1)}, {"to", a.arg(1) + a.arg(2)}}));
        break;
    case kTrotMove: {
        const auto& from = me().dogs[static_cast<std::size_t>(a.arg(0))];
        out.push_back(makeEvent("trot", who,
                                {{"from_dog", a.arg(0)},
                                 {"from_space", a.arg(1)},
                                 {"to_dog", a.arg(2)},
                                 {"to_space", a.arg(3)},
                                 {"value", dogInfo(from.card).values[static_cast<std::size_t>(a.arg(1))]}}));
        break;
    }
    case kRetrieveValue:
        out.push_back(makeEvent("set_die", who, {{"value", a.arg(0)}}));
        break;
    case kGuardName:
        out.push_back(makeEvent("name", who, {{"value", a.arg(0)}}));
        break;
    case kBoltCount:
        out.push_back(makeEvent("set_aside", who, {{"dice", std::min<int>(a.arg(0), m_pool)}}));
        break;
    case kPileYard:
        out.push_back(makeEvent("take_back", who, {{"value", a.arg(0)}, {"dog", -1}, {"space", -1}}));
        break;
    case kPileDog: {
        const auto& d = me().dogs[static_cast<std::size_t>(a.arg(0))];
        out.push_back(makeEvent("take_back", who,
                                {{"value", dogInfo(d.card).values[static_cast<std::size_t>(a.arg(1))]},
                                 {"dog", a.arg(0)},
                                 {"space", a.arg(1)}}));
        break;
    }
    default: // score, more, stop: the line says it; what they set off follows
        break;
    }

    // What the rules do on their own, in the order it happens. The action's line already says each
    // of these (describe() appends eventText()), so they carry no text of their own; but the end of
    // the game, a line of its own as in every game's log.
    for (int i = 0; i < after.m_nEvents; ++i) {
        const Consequence& e = after.m_events[static_cast<std::size_t>(i)];
        const Seat seat = e.seat >= 0 && e.seat < players() ? e.seat : kNoSeat;
        const int pies = e.seat == kPies ? 1 : 0;
        const std::string text;
        switch (e.kind) {
        case Consequence::Kind::Bust:
            out.push_back(
                makeEvent("bust", seat, {{"dice", e.n}, {"total", e.total}, {"limit", kBustAbove}}, text));
            break;
        case Consequence::Kind::EveryoneBusts:
            out.push_back(makeEvent("everyone_busts", kNoSeat, {{"dice", e.n}}, text));
            break;
        case Consequence::Kind::Reset:
            out.push_back(makeEvent("reset", kNoSeat, {{"tile", e.tile}, {"treats", e.n}}, text));
            break;
        case Consequence::Kind::PiesCashIn:
            out.push_back(makeEvent("pies_cash_in", kNoSeat, {{"pies", 1}, {"treats", e.n}}, text));
            break;
        case Consequence::Kind::PiesScores:
            out.push_back(
                makeEvent("pies_scores", kNoSeat, {{"pies", 1}, {"card", e.card}, {"scored", e.n}}, text));
            break;
        case Consequence::Kind::Scored:
            out.push_back(makeEvent("scored", seat, {{"dogs", e.n}, {"scored", e.total}}, text));
            break;
        case Consequence::Kind::Wins:
            out.push_back(makeEvent("win", seat, {{"pies", pies}},
                                    pies
                                        ? say("ciapki", "Game over: Pies wins.").str()
                                        : say("ciapki", "Game over: {who} wins.")("who"_a = seatName(seat))));
            break;
        }
    }

    // Dogs drawn from the deck (Howl, the refill after scoring, the deal).
    for (int s = 0; s < players(); ++s) {
        const std::vector<int> before = dogCards(area(s));
        for (int card : dogCards(after.area(s)))
            if (std::find(before.begin(), before.end(), card) == before.end())
                out.push_back(makeEvent("dog_drawn", s, {{"card", card}},
                                        say("ciapki", "{who} takes {dog} from the deck")(
                                            "who"_a = seatName(s), "dog"_a = dogInfo(card).name)));
    }

    // Treats gained or paid (a seat's, or Pies's).
    const bool spent = a.kind == kReroll || a.kind == kRerollSome;
    for (int s = 0; s < players(); ++s) {
        const int was = area(s).treats, now = after.area(s).treats;
        if (was == now) continue;
        const int fromTile = a.kind == kTrick && s == m_active ? treatsOn(tileAt(a.arg(0))) : 0;
        const bool said = spent || (fromTile == now - was);
        const int amount = std::abs(now - was);
        out.push_back(makeEvent("treats", s, {{"pies", 0}, {"amount", now - was}, {"total", now}},
                                said        ? std::string()
                                : now > was ? sayN("ciapki", "{who} gets %n treat (now {total})",
                                                   "{who} gets %n treats (now {total})",
                                                   amount)("who"_a = seatName(s), "total"_a = now)
                                            : sayN("ciapki", "{who} pays back %n treat (now {total})",
                                                   "{who} pays back %n treats (now {total})",
                                                   amount)("who"_a = seatName(s), "total"_a = now)));
    }
    if (m_piesTreats != after.m_piesTreats) {
        const int was = m_piesTreats, now = after.m_piesTreats;
        // Pies's die's line says what it takes and hands back; its starting treats are said here.
        out.push_back(makeEvent("treats", kNoSeat, {{"pies", 1}, {"amount", now - was}, {"total", now}},
                                a.kind != kPiesDie
                                    ? sayN("ciapki", "Pies takes %n treat (now {total})",
                                           "Pies takes %n treats (now {total})", now - was)("total"_a = now)
                                    : std::string()));
    }

    // The turn passing.
    if (after.m_active != m_active && after.m_active != kNobody && after.m_phase != Phase::Over) {
        const bool pies = after.m_active == kPies;
        // The log names a player's turn in their next line; Pies's turn is said, as nobody clicks it.
        out.push_back(makeEvent("turn", pies ? kNoSeat : after.m_active, {{"pies", pies ? 1 : 0}},
                                pies ? say("ciapki", "Pies's turn").str() : std::string()));
    }
}

std::string CiapkiState::describe(const Action& a, Seat viewer) const {
    std::string line = describeAction(a, viewer);
    for (const Consequence& e : consequences(a))
        if (e.kind != Consequence::Kind::Wins) // its "Game over" line follows (the "win" event's text)
            line += ". " + eventText(e);
    return line;
}

std::string CiapkiState::describeAction(const Action& a, Seat viewer) const {
    (void)viewer; // nothing is hidden
    const std::string who = seatName(m_active);
    const PlayerArea* mine =
        m_active >= 0 && m_active < players() ? &m_areas[static_cast<std::size_t>(m_active)] : nullptr;
    const auto spaceValue = [](const DogSlot& d, int space) {
        return dogInfo(d.card).values[static_cast<std::size_t>(space)];
    };
    switch (a.kind) {
    case kRevealDog:
        return say("ciapki", "The top dog of the deck is now {dog}")("dog"_a = dogInfo(a.arg(0)).name);
    case kRevealTile:
        return say("ciapki", "{tile} comes up at position {position}")("tile"_a = tileName(a.arg(1)),
                                                                       "position"_a = a.arg(0));
    case kRoll:
        if (!countTotal(unpackCounts(a))) return say("ciapki", "{who} rolls nothing")("who"_a = who);
        return say("ciapki", "{who} rolls {dice}")("who"_a = who, "dice"_a = countsText(unpackCounts(a)));
    case kStartDie: {
        const int seat = std::countr_zero(static_cast<unsigned>(m_needStartDie));
        return say("ciapki", "{who} rolls a {value} and buries it")("who"_a = playerName(seat),
                                                                    "value"_a = a.arg(0));
    }
    case kPiesDie: {
        const int t = m_pos[static_cast<std::size_t>(a.arg(0) - 1)].top();
        if (!faceUp(t))
            return say("ciapki", "Pies rolls {value}: {tile} is already used")("value"_a = a.arg(0),
                                                                               "tile"_a = tileName(t));
        if (treatsOn(t) > 0)
            return sayN("ciapki", "Pies rolls {value}: turns {tile} over and takes %n treat",
                        "Pies rolls {value}: turns {tile} over and takes %n treats",
                        treatsOn(t))("value"_a = a.arg(0), "tile"_a = tileName(t));
        return say("ciapki", "Pies rolls {value}: turns {tile} over")("value"_a = a.arg(0),
                                                                      "tile"_a = tileName(t));
    }
    case kTrick: {
        const int t = m_pos[static_cast<std::size_t>(a.arg(0) - 1)].top();
        // {box} is the box's (Polish) name, said beside ours in English; a Polish line needs it once.
        if (treatsOn(t) > 0)
            return sayN("ciapki", "{who} does {tile} ({box}), taking %n treat from it",
                        "{who} does {tile} ({box}), taking %n treats from it",
                        treatsOn(t))("who"_a = who, "tile"_a = tileName(t), "box"_a = tileInfo(t).polish);
        return say("ciapki", "{who} does {tile} ({box})")("who"_a = who, "tile"_a = tileName(t),
                                                          "box"_a = tileInfo(t).polish);
    }
    case kScore:
        return say("ciapki", "{who} uses the turn to score their complete dogs")("who"_a = who);
    case kReroll:
        return say("ciapki", "{who} spends a treat to reroll {dice}")("who"_a = who,
                                                                      "dice"_a = diceWords(m_hand));
    case kRerollSome:
        return say("ciapki", "{who} spends a treat to reroll {dice}")("who"_a = who,
                                                                      "dice"_a = diceWords(unpackCounts(a)));
    case kKeep:
        return say("ciapki", "{who} keeps {dice}")("who"_a = who, "dice"_a = diceWords(unpackCounts(a)));
    case kPlace: {
        const auto& d = mine->dogs[static_cast<std::size_t>(a.arg(0))];
        return say("ciapki", "{who} places a {value} on {dog}")(
            "who"_a = who, "value"_a = spaceValue(d, a.arg(1)), "dog"_a = dogInfo(d.card).name);
    }
    case kBury:
        return say("ciapki", "{who} buries a {value}")("who"_a = who, "value"_a = a.arg(0));
    case kBuryRest:
        return say("ciapki", "{who} buries {dice}")("who"_a = who, "dice"_a = diceWords(m_hand));
    case kMore:
        return m_tile == kBolt
                   ? say("ciapki", "{who} rolls the next set-aside die")("who"_a = who)
                   : say("ciapki", "{who} goes on with {tile}")("who"_a = who, "tile"_a = tileName(m_tile));
    case kStop:
        return m_phase == Phase::Trot ? say("ciapki", "{who} moves no die")("who"_a = who)
               : m_phase == Phase::Dig
                   ? say("ciapki", "{who} stops digging")("who"_a = who)
                   : say("ciapki", "{who} stops {tile}")("who"_a = who, "tile"_a = tileName(m_tile));
    case kDigMove: {
        const int to = a.arg(1) + a.arg(2);
        if (to == 0)
            return say("ciapki", "{who} turns a buried {from} in {owner}'s yard down to the pool")(
                "who"_a = who, "from"_a = a.arg(1), "owner"_a = playerName(a.arg(0)));
        return a.arg(2) > 0
                   ? say("ciapki", "{who} turns a buried {from} in {owner}'s yard up to {to}")(
                         "who"_a = who, "from"_a = a.arg(1), "owner"_a = playerName(a.arg(0)), "to"_a = to)
                   : say("ciapki", "{who} turns a buried {from} in {owner}'s yard down to {to}")(
                         "who"_a = who, "from"_a = a.arg(1), "owner"_a = playerName(a.arg(0)), "to"_a = to);
    }
    case kTrotMove: {
        const auto& from = mine->dogs[static_cast<std::size_t>(a.arg(0))];
        const auto& to = mine->dogs[static_cast<std::size_t>(a.arg(2))];
        return say("ciapki", "{who} moves the {value} from {dog} to the {space} space of {to}")(
            "who"_a = who, "value"_a = spaceValue(from, a.arg(1)), "dog"_a = dogInfo(from.card).name,
            "space"_a = spaceValue(to, a.arg(3)), "to"_a = dogInfo(to.card).name);
    }
    case kRetrieveValue:
        return say("ciapki", "{who} takes a die set to {value}")("who"_a = who, "value"_a = a.arg(0));
    case kGuardName:
        return say("ciapki", "{who} names {value}")("who"_a = who, "value"_a = a.arg(0));
    case kBoltCount: {
        const int aside = std::min<int>(a.arg(0), m_pool); // a plain number for lupdate (text.h)
        return sayN("ciapki", "{who} sets aside %n die", "{who} sets aside %n dice", aside)("who"_a = who);
    }
    case kPileYard:
        return say("ciapki", "{who} takes a {value} back from the yard")("who"_a = who, "value"_a = a.arg(0));
    case kPileDog: {
        const auto& d = mine->dogs[static_cast<std::size_t>(a.arg(0))];
        return say("ciapki", "{who} takes the {value} back from {dog}")(
            "who"_a = who, "value"_a = spaceValue(d, a.arg(1)), "dog"_a = dogInfo(d.card).name);
    }
    default:
        return actionToText(a);
    }
}

std::string CiapkiState::whyIllegal(const Action& a) const {
    if (m_phase == Phase::Over) return say("ciapki", "the game is over");
    if (currentSeat() == kChanceSeat)
        return say("ciapki", "wait: dice are rolling or a card is being turned up");
    if (a.kind <= kPiesDie) return say("ciapki", "dice and cards are not chosen by players");
    const PlayerArea& mine = me();
    const bool dicePhase = m_phase == Phase::Window || m_phase == Phase::Resolve;
    switch (a.kind) {
    case kTrick: {
        if (m_phase != Phase::Choose)
            return say("ciapki", "a trick is chosen only at the start of your turn");
        if (a.arg(0) < 1 || a.arg(0) > kPositions)
            return say("ciapki", "there are six tile positions, 1 to 6");
        const int t = m_pos[static_cast<std::size_t>(a.arg(0) - 1)].top();
        return say("ciapki", "{tile} lies grey side up: it was already used")("tile"_a = tileName(t));
    }
    case kScore:
        if (m_phase != Phase::Choose)
            return say("ciapki", "scoring dogs takes a whole turn: choose it at the start of your turn");
        return say("ciapki", "none of your dogs is complete yet");
    case kReroll:
    case kRerollSome:
        if (!dicePhase) return say("ciapki", "there is no roll to reroll");
        if (!m_window)
            return say("ciapki",
                       "too late: a die of this roll already has a place (treats only before that)");
        if (mine.treats == 0) return say("ciapki", "you have no treats");
        return a.kind == kReroll ? say("ciapki", "with Track you pick which dice to reroll")
                                 : say("ciapki", "a treat rerolls all the dice of the roll");
    case kKeep:
        if (m_phase != Phase::Window || !isBlue(m_tile))
            return say("ciapki", "there is no choice of dice to keep now");
        return say("ciapki", "{tile} does not allow keeping those dice")("tile"_a = tileName(m_tile));
    case kPlace: {
        if (!dicePhase) return say("ciapki", "there is no die to place now");
        if (isBlue(m_tile) && m_phase == Phase::Window)
            return say("ciapki", "first choose which dice to keep");
        if (a.arg(0) < 0 || a.arg(0) >= mine.nDogs) return say("ciapki", "you have no such dog");
        const auto& d = mine.dogs[static_cast<std::size_t>(a.arg(0))];
        const auto& info = dogInfo(d.card);
        if (a.arg(1) < 0 || a.arg(1) >= info.spaces)
            return say("ciapki", "{dog} has no such space")("dog"_a = info.name);
        if (d.filled >> a.arg(1) & 1U) return say("ciapki", "that space already holds a die");
        return say("ciapki", "you have no rolled die showing {value}")(
            "value"_a = info.values[static_cast<std::size_t>(a.arg(1))]);
    }
    case kBury:
    case kBuryRest:
        if (!dicePhase) return say("ciapki", "there is no die to bury now");
        if (isBlue(m_tile) && m_phase == Phase::Window)
            return say("ciapki", "first choose which dice to keep");
        return a.kind == kBury ? say("ciapki", "you have no rolled die showing {value}")("value"_a = a.arg(0))
                               : say("ciapki", "only one die is left").str();
    case kMore:
    case kStop:
        if (m_phase == Phase::Dig || m_phase == Phase::Trot) return say("ciapki", "choose a move or stop");
        return say("ciapki", "there is no optional step to take or decline now");
    case kDigMove:
        if (m_phase != Phase::Dig) return say("ciapki", "you are not digging");
        return say("ciapki", "there is no such buried die, or it cannot turn that way (a 6 cannot go up)");
    case kTrotMove:
        if (m_phase != Phase::Trot) return say("ciapki", "you are not trotting");
        return say("ciapki", "move a die from a filled space to an empty space of your own dogs");
    case kRetrieveValue:
        if (m_phase != Phase::RetrieveValue) return say("ciapki", "you are not retrieving");
        return say("ciapki", "the value must be one shown on the top dog of the deck");
    case kGuardName:
        if (m_phase != Phase::GuardName) return say("ciapki", "you are not naming a value now");
        return say("ciapki", "name a value from 1 to 6");
    case kBoltCount:
        if (m_phase != Phase::BoltCount) return say("ciapki", "you are not setting dice aside now");
        return say("ciapki", "set aside 3 to 12 dice (as many as the pool has)");
    case kPileYard:
    case kPileDog:
        if (m_phase != Phase::PileChoose)
            return say("ciapki", "you are not choosing Dogpile's third die now");
        return say("ciapki", "take a die that is in your yard or on one of your dogs");
    default:
        return GameState::whyIllegal(a);
    }
}

int CiapkiState::nextRollDice() const {
    if (m_phase != Phase::Optional) return -1;
    const PlayerArea& a = me();
    switch (m_tile) {
    case kRollOver:
    case kWalk:
    case kRun:
        return std::min<int>(1, m_pool);
    case kChase:
        return std::min<int>(m_k + 1, m_pool);
    case kSprint:
        return std::min<int>(a.dogsWithEmptySpace(), m_pool);
    case kBolt:
        return 1;
    default:
        return -1;
    }
}

View CiapkiState::viewFor(Seat viewer) const {
    View v;
    v.viewer = viewer;
    v.players = players();
    v.solo = m_opt.solo;
    v.offLeash = m_opt.offLeash;
    v.areas = m_areas;
    v.piesTreats = m_piesTreats;
    v.piesScored = m_piesScoredCards;
    v.piesNScored = m_piesNScored;
    v.positions = m_pos;
    v.faceDown = m_faceDown;
    v.tileTreats = m_tileTreats;
    v.pool = m_pool;
    v.supply = m_supply;
    v.deckTop = m_deckTop;
    v.deckLeft = deckLeft();
    v.phase = m_phase;
    v.active = m_active;
    v.tile = m_tile;
    v.tileStep = m_tile == 0 ? -1 : m_printed;
    if (isBlue(m_tile) && m_phase == Phase::Window) v.tileStep = 1;
    v.hand = m_hand;
    v.rolling = m_rolling;
    v.windowOpen = m_window;
    v.aside = m_aside;
    v.guardValue = m_guard;
    v.chaseNext = m_tile == kChase ? m_k + 1 : 0;
    v.digLeft = m_digLeft;
    v.nextRollDice = nextRollDice();
    v.winner = m_winner;
    v.lastPies = m_lastPies;
    v.keepChoice = isBlue(m_tile) && m_phase == Phase::Window;
    v.toAct = currentSeat();
    for (int i = 0; i < players(); ++i)
        v.names[static_cast<std::size_t>(i)] = playerName(i);
    return v;
}

YardPreview yardPreview(const View& v, const Action& a) {
    YardPreview out;
    const auto yardOf = [&](int seat) {
        return seat >= 0 && seat < v.players ? v.areas[static_cast<std::size_t>(seat)].yardTotal() : 0;
    };
    switch (a.kind) {
    case kBury:
        out.seat = v.active;
        out.total = yardOf(v.active) + a.arg(0);
        break;
    case kBuryRest:
        out.seat = v.active;
        out.total = yardOf(v.active) + pipSum(v.hand);
        break;
    case kDigMove: // a 1 turned down leaves the yard: one pip less either way
        out.seat = a.arg(0);
        out.total = yardOf(a.arg(0)) + (a.arg(2) > 0 ? 1 : -1);
        break;
    default:
        return out;
    }
    if (out.seat < 0 || out.seat >= v.players) return YardPreview{};
    out.bust = bustsAt(v, out.total);
    return out;
}

std::string CiapkiState::hintNote(const Action& a) const {
    (void)a; // the odds are the same whichever way the player decides
    const Seat seat = currentSeat();
    if (seat < 0) return {};
    const RollOdds o = nextRollOdds(viewFor(seat));
    if (!o.valid()) return {};
    // Percentages with the language's decimal point ("12,5 %" in Polish), no pointless decimal ("25 %");
    // a roll that cannot bust says so (play test: "bust 0.0 %").
    const std::string point = say("ciapki", ".", "decimal point");
    const std::string fit = percentText(o.fits, o.outcomes, point);
    if (o.bust == 0)
        return sayN("ciapki", "the next roll (%n die) cannot bust; a die fits a space with {fit} %",
                    "the next roll (%n dice) cannot bust; a die fits a space with {fit} %",
                    o.dice)("fit"_a = fit);
    return sayN("ciapki",
                "the next roll (%n die) busts with {bust} % chance; a die fits a space with {fit} %",
                "the next roll (%n dice) busts with {bust} % chance; a die fits a space with {fit} %",
                o.dice)("bust"_a = percentText(o.bust, o.outcomes, point), "fit"_a = fit);
}

RollOdds nextRollOdds(const View& v) {
    if (v.phase != Phase::Optional || v.nextRollDice < 0 || v.active < 0 || v.active >= v.players) return {};
    const PlayerArea& a = v.areas[static_cast<std::size_t>(v.active)];
    return rollOdds(v.nextRollDice, a.yardTotal(), a.emptySpaces());
}

namespace {
std::string areaText(const PlayerArea& a) {
    std::string s;
    for (int i = 0; i < a.nDogs; ++i) {
        const auto& d = a.dogs[static_cast<std::size_t>(i)];
        const auto& info = dogInfo(d.card);
        s += fmt::format(" {}[", info.name);
        for (int k = 0; k < info.spaces; ++k)
            s += fmt::format("{}{}{}", k ? " " : "", info.values[static_cast<std::size_t>(k)],
                             d.filled >> k & 1U ? "*" : "");
        s += fmt::format("]{}", info.paws ? fmt::format("p{}", info.paws) : "");
    }
    std::string scored;
    for (int i = 0; i < a.nScored; ++i)
        scored += fmt::format("{}{}", i ? "," : "", dogInfo(a.scored[static_cast<std::size_t>(i)]).name);
    return fmt::format("dogs:{} | scored {} ({}) | yard {} = {} | treats {}", s.empty() ? " none" : s,
                       a.nScored, scored, countsText(a.yard), a.yardTotal(), a.treats);
}
} // namespace

std::string View::text() const {
    std::string s = fmt::format("Ciapki{}{} | pool {} | supply {} | deck top {} ({} under)\n",
                                solo ? " solo" : "", offLeash ? " off-leash" : "", pool, supply,
                                deckTop ? dogInfo(deckTop).name : "-", deckLeft);
    for (int p = 0; p < kPositions; ++p) {
        const Position& pos = positions[static_cast<std::size_t>(p)];
        const int t = pos.top();
        s += fmt::format("  {}: {} {}{}{}\n", p + 1, t ? tileInfo(t).english : "?",
                         t && (faceDown >> t & 1U) ? "(grey)" : "(up)",
                         t && tileTreats[static_cast<std::size_t>(t)]
                             ? fmt::format(" treats {}", tileTreats[static_cast<std::size_t>(t)])
                             : "",
                         pos.size > 1 ? fmt::format(" stack {}", pos.size) : "");
    }
    for (int i = 0; i < players; ++i)
        s += fmt::format("{}seat {}: {}\n", i == active ? "> " : "  ", i + 1,
                         areaText(areas[static_cast<std::size_t>(i)]));
    if (solo)
        s += fmt::format("{}Pies: scored {} | treats {}\n", active == kPies ? "> " : "  ", piesNScored,
                         piesTreats);
    if (tile) s += fmt::format("doing {} step {}", tileInfo(tile).english, tileStep + 1);
    if (countTotal(hand) || rolling)
        s += fmt::format(" | dice {}{}{}", countsText(hand),
                         rolling ? fmt::format(" +{} rolling", rolling) : "",
                         windowOpen ? " (treats allowed)" : "");
    if (aside) s += fmt::format(" | set aside {}", aside);
    if (tile) s += "\n";
    if (winner != kNobody)
        s += fmt::format("winner: {}\n",
                         winner == kPies ? std::string("Pies") : fmt::format("seat {}", winner + 1));
    return s;
}

std::string CiapkiState::viewText(Seat viewer) const {
    return viewFor(viewer).text();
}

std::string CiapkiState::debugText() const {
    std::string s = viewFor(kNoSeat).text();
    s += fmt::format("phase {} step {} k {} guard {} dig {} buried {} drawTo {} draws {} needDie {} deck "
                     "{:08x} turns {}\n",
                     static_cast<int>(m_phase), m_step, m_k, m_guard, m_digLeft, m_buried, m_drawTo,
                     m_pendingDraws, m_needStartDie, deckBits(), m_turns);
    for (const auto& p : m_pos) {
        s += "stack";
        for (int i = 0; i < p.size; ++i)
            s += fmt::format(" {}", p.stack[static_cast<std::size_t>(i)]);
        s += "\n";
    }
    return s;
}

std::string CiapkiState::statusText() const {
    if (m_phase == Phase::Over)
        return m_winner == kPies
                   ? say("ciapki", "Pies scored 6 dogs: Pies wins").str()
                   : say("ciapki", "{who} scored 6 dogs and wins")("who"_a = seatName(m_winner));
    const std::string who = m_active == kNobody ? say("ciapki", "Setup").str() : seatName(m_active);
    const std::string tile = m_tile ? tileName(m_tile) : std::string();
    // The phases whose line is one sentence about the seat to act and its tile.
    static constexpr std::pair<Phase, const char*> kLines[] = {
        {Phase::Rolling, DOGTABLE_WORD("ciapki", "{who} — {tile}: rolling")},
        {Phase::Resolve,
         DOGTABLE_WORD("ciapki", "{who} — {tile}: place each die on a matching space or bury it")},
        {Phase::Optional, DOGTABLE_WORD("ciapki", "{who} — {tile}: roll again or stop")},
        {Phase::Trot, DOGTABLE_WORD("ciapki", "{who} — Trot: move one placed die, or skip")},
        {Phase::RetrieveValue, DOGTABLE_WORD("ciapki", "{who} — Retrieve: pick the value of your die")},
        {Phase::GuardName, DOGTABLE_WORD("ciapki", "{who} — Guard: name a value")},
        {Phase::BoltCount, DOGTABLE_WORD("ciapki", "{who} — Bolt: how many dice to set aside")},
        {Phase::PileChoose,
         DOGTABLE_WORD("ciapki", "{who} — Dogpile: take back one die from your yard or a dog")},
        {Phase::PiesRoll, DOGTABLE_WORD("ciapki", "Pies rolls its die")},
    };
    for (const auto& [phase, line] : kLines)
        if (phase == m_phase) return say("ciapki", line)("who"_a = who, "tile"_a = tile);
    switch (m_phase) {
    case Phase::Setup:
    case Phase::SetupRoll:
        return say("ciapki", "Setup: dealing dogs and rolling starting dice");
    case Phase::Choose:
        return me().anyComplete()
                   ? say("ciapki",
                         "{who} — choose a face-up trick or score your complete dogs")("who"_a = who)
                   : say("ciapki", "{who} — choose a face-up trick")("who"_a = who);
    case Phase::Window: {
        const bool reroll = m_window && me().treats > 0; // "with a treat" only when there is one to spend
        if (isBlue(m_tile))
            return reroll ? say("ciapki", "{who} — {tile}: reroll with a treat or choose which dice to keep")(
                                "who"_a = who, "tile"_a = tile)
                          : say("ciapki", "{who} — {tile}: choose which dice to keep")("who"_a = who,
                                                                                       "tile"_a = tile);
        return reroll ? say("ciapki", "{who} — {tile}: reroll with a treat, or place and bury the dice")(
                            "who"_a = who, "tile"_a = tile)
                      : say("ciapki", "{who} — {tile}: place each die on a matching space or bury it")(
                            "who"_a = who, "tile"_a = tile);
    }
    case Phase::Dig:
        return sayN("ciapki", "{who} — Dig: %n adjustment left", "{who} — Dig: %n adjustments left",
                    m_digLeft)("who"_a = who);
    default:
        return who;
    }
}

} // namespace dogtable::games::ciapki
