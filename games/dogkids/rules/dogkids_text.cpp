// Dog Kids — the words: log lines, the status strip, reasons for refusals, the text view.
#include <fmt/format.h>

#include "dogkids/rules/dogkids_text.h"

#include "dogkids/rules/dogkids_state.h"

namespace dogtable::games::dogkids {

std::string DogKidsState::dogName(int dog) const {
    return fmt::format("{} dog {}", dogColourName(m_boardPos[idx(ownerOfDog(dog))]),
                       dog % kDogsPerPlayer + 1);
}

std::string DogKidsState::placeName(int place, int owner) const {
    if (place == kWaiting) return "the waiting area";
    if (isHome(place)) return fmt::format("home field {}", place - kHomeBase + 1);
    (void)owner;
    const FieldType t = bd().types[idx(place)];
    return fmt::format("field {}{}", place + 1,
                       t == FieldType::Kennel  ? " (kennel field)"
                       : t == FieldType::Start ? " (start field)"
                                               : "");
}

namespace {
std::string handText(const std::vector<Card>& cards) {
    std::string out;
    for (Card c : cards)
        out += (out.empty() ? "" : ", ") + cardName(c);
    return out.empty() ? "-" : out;
}
std::string_view phaseName(Phase p) {
    switch (p) {
    case Phase::Deal:
        return "deal";
    case Phase::Exchange:
        return "exchange";
    case Phase::Play:
        return "play";
    case Phase::Refill:
        return "draw";
    case Phase::Over:
        return "over";
    }
    return "?";
}
} // namespace

std::string DogKidsState::viewText(Seat viewer) const {
    const View v = viewFor(viewer);
    std::string out = fmt::format("Dog Kids, {} players{}, phase {}, turn {}\n", v.players,
                                  v.teams ? " (teams)" : "", phaseName(v.phase), playerName(v.turn));
    for (int s = 0; s < v.players; ++s) {
        out += fmt::format("{} ({} dogs{}): ", playerName(s), dogColourName(v.boardPos[idx(s)]),
                           m_partner[idx(s)] >= 0 ? fmt::format(", partner {}", playerName(m_partner[idx(s)]))
                                                  : "");
        for (int i = 0; i < kDogsPerPlayer; ++i) {
            const int place = v.dogs[idx(s * kDogsPerPlayer + i)];
            out += i ? ", " : "";
            out += place == kWaiting ? "waiting"
                   : isHome(place)   ? fmt::format("H{}", place - kHomeBase + 1)
                                     : fmt::format("{}", place + 1);
        }
        if (s == v.viewer || v.phase == Phase::Over)
            out += fmt::format("; hand: {}", handText(v.hands[idx(s)]));
        else
            out += fmt::format("; {} cards", v.handSize[idx(s)]);
        out += "\n";
    }
    out += fmt::format("draw pile {}, discard pile {} (top: {})\n", v.drawSize, v.discardSize,
                       v.topDiscard == kNoCard ? "-" : cardName(v.topDiscard));
    if (v.ownOffer != kNoCard) out += fmt::format("your exchange offer: {}\n", cardName(v.ownOffer));
    if (!v.winners.empty()) {
        out += "winner:";
        for (int w : v.winners)
            out += " " + playerName(w);
        out += "\n";
    }
    return out;
}

std::string DogKidsState::debugText() const {
    std::string out = viewText(kNoSeat);
    for (int s = 0; s < m_players; ++s)
        out += fmt::format("hand {}: {}\n", s, handText(hand(s)));
    out += "draw:";
    for (Card c = 0; c < kCardTypes; ++c)
        out += fmt::format(" {}", m_draw.count(c));
    out += "\ndiscard:";
    for (Card c = 0; c < kCardTypes; ++c)
        out += fmt::format(" {}", m_discard.count(c));
    out += fmt::format(
        "\nrefill {} change {} exchange {} {} {} start {} offer {} winner {} turns {} first {}{}\n",
        m_refillLeft, m_afterChange, m_exFirst, m_exSecond, m_exStep, m_exAtStart, m_exOffer, m_winnerTeam,
        m_turns, m_first + 1, m_firstPending ? " (to draw)" : "");
    return out;
}

// ---------------------------------------------------------------------------------------------
// Words

std::string_view DogKidsState::actionKindName(std::uint16_t kind) const {
    switch (kind) {
    case kMove:
        return "move";
    case kChange:
        return "change";
    case kGive:
        return "give";
    case kKeep:
        return "keep";
    case kDraw:
        return "draw";
    case kFirstPlayer:
        return "first";
    case kActionKindCount:
        break;
    }
    return {};
}

std::string DogKidsState::describe(const Action& a, Seat viewer) const {
    const Seat actor = currentSeat();
    switch (a.kind) {
    case kFirstPlayer:
        return fmt::format("{} plays first", playerName(a.arg(0)));
    case kDraw: {
        const Seat to = drawTarget();
        if (viewer == to)
            return fmt::format("{} draws a {} card", playerName(to), cardName(static_cast<Card>(a.arg(0))));
        return fmt::format("{} draws a card", playerName(to));
    }
    case kChange:
        return fmt::format("{} changes the whole hand", playerName(actor));
    case kGive:
    case kKeep: {
        const bool give = a.kind == kGive;
        std::string line;
        if (viewer == actor)
            line = give ? fmt::format("{} offers a {} card to swap", playerName(actor),
                                      cardName(static_cast<Card>(a.arg(0))))
                        : fmt::format("{} keeps all cards", playerName(actor));
        else
            line = fmt::format("{} decides about the card exchange", playerName(actor));
        if (m_exStep == 1)
            line += give && m_exOffer != kNoCard ? fmt::format(" — {} and {} swap one card",
                                                               playerName(m_exFirst), playerName(m_exSecond))
                                                 : " — no cards are swapped";
        return line;
    }
    case kMove: {
        const MoveOutcome o = preview(a);
        const auto card = static_cast<Card>(a.arg(0));
        std::string line = fmt::format("{} plays {}", playerName(actor), cardName(card));
        if (cardInfo(card).kind == CardKind::TwoColour) line += fmt::format(" as {}", colourName(a.arg(2)));
        if (!o.possible) return line + " (impossible)";
        if (o.swapped >= 0)
            return line + fmt::format(": {} and {} swap places", dogName(o.main.dog), dogName(o.swapped));
        if (o.main.from == kWaiting)
            line += fmt::format(": {} enters the start field", dogName(o.main.dog));
        else
            line +=
                fmt::format(": {} to {}", dogName(o.main.dog), placeName(o.main.to, ownerOfDog(o.main.dog)));
        for (int i = 0; i < o.pushCount; ++i)
            line += fmt::format(", pushes {} to {}", dogName(o.pushes[idx(i)].dog),
                                placeName(o.pushes[idx(i)].to, ownerOfDog(o.pushes[idx(i)].dog)));
        if (o.knocked.dog >= 0) line += fmt::format(", knocks out {}", dogName(o.knocked.dog));
        return line;
    }
    case kActionKindCount:
        break;
    }
    return "?";
}

std::string DogKidsState::statusText() const {
    if (m_firstPending) return "Drawing the first player";
    switch (m_phase) {
    case Phase::Deal:
    case Phase::Refill:
        return "Drawing cards";
    case Phase::Exchange:
        return fmt::format("{} — offer a card to your partner {} or keep your cards",
                           playerName(currentSeat()), playerName(m_partner[idx(currentSeat())]));
    case Phase::Play:
        if (movingOwner(m_turn) != m_turn)
            return fmt::format("{} — all your dogs are home: move {}'s dogs, or change your hand",
                               playerName(m_turn), playerName(movingOwner(m_turn)));
        return fmt::format("{} — play a card and move a dog, or change your hand", playerName(m_turn));
    case Phase::Over: {
        std::string names;
        for (int s = 0; s < m_players; ++s)
            if (m_team[idx(s)] == m_winnerTeam) names += (names.empty() ? "" : " and ") + playerName(s);
        return fmt::format("Game over — {} win{}", names,
                           names.find(" and ") == std::string::npos ? "s" : "");
    }
    }
    return {};
}

std::string DogKidsState::whyIllegal(const Action& a) const {
    const Seat s = currentSeat();
    if (m_phase == Phase::Over) return "the game is over";
    if (s == kChanceSeat) return "cards are being drawn; no player acts now";
    const auto kind = a.kind;
    if (kind == kDraw || kind == kFirstPlayer) return "cards are drawn automatically";
    if (m_phase == Phase::Exchange) {
        if (kind == kGive) return "you have no such card to offer";
        return "first decide about the card exchange: offer a card or keep your cards";
    }
    if (kind == kGive || kind == kKeep) return "there is no card exchange now";
    if (kind != kMove) return GameState::whyIllegal(a);
    const int cardArg = a.arg(0), dog = a.arg(1);
    if (cardArg < 0 || cardArg >= kCardTypes) return "there is no such card";
    const auto card = static_cast<Card>(cardArg);
    if (!hasCard(s, card)) return fmt::format("you do not hold a {} card", cardName(card));
    if (dog < 0 || dog >= m_players * kDogsPerPlayer) return "there is no such dog";
    const Seat owner = movingOwner(s);
    if (ownerOfDog(dog) != owner) {
        if (owner != s)
            return fmt::format("all your dogs are home: you now move {}'s dogs", playerName(owner));
        return "you can only move your own dogs";
    }
    const CardInfo& info = cardInfo(card);
    const int place = m_dog[idx(dog)];
    if ((info.kind == CardKind::Kennel || info.kind == CardKind::Swap) && !isRing(place))
        return fmt::format("a {} card only moves a dog that is on the ring", cardName(card));
    if (info.kind == CardKind::Swap) {
        const int other = a.arg(3);
        if (other < 0 || other >= m_players * kDogsPerPlayer || ownerOfDog(other) == owner)
            return "swap with a dog of another player";
        if (!isRing(m_dog[idx(other)])) return "dogs at home or in front of their kennel cannot be swapped";
    }
    if (info.colours && (a.arg(2) < 0 || a.arg(2) >= kColours || !(info.colours & bit(a.arg(2)))))
        return fmt::format("the {} card does not show that colour", cardName(card));
    if (place == kWaiting && info.colours) {
        const ColourMask start = bd().colours[idx(startField(m_boardPos[idx(owner)]))];
        if (!(start & bit(a.arg(2)))) {
            std::string names;
            for (int c = 0; c < kColours; ++c)
                if (start & bit(c)) names += (names.empty() ? "" : " or ") + std::string(colourName(c));
            return fmt::format("a waiting dog enters only with a card of its start field's colours ({})",
                               names);
        }
    }
    const MoveOutcome o = preview(a);
    switch (o.failure) {
    case MoveOutcome::Failure::StartTaken:
        return "your own dog is on the start field: move it on first";
    case MoveOutcome::Failure::NoTarget:
        return fmt::format("there is no free {} field ahead of this dog", colourName(a.arg(2)));
    case MoveOutcome::Failure::PushBlocked:
        return "the pushed partner's dog would have no field to go to";
    case MoveOutcome::Failure::NoFreeKennel:
        return "there is no free kennel field ahead of this dog";
    case MoveOutcome::Failure::BadArgs:
    case MoveOutcome::Failure::None:
        break;
    }
    return GameState::whyIllegal(a);
}

// ---------------------------------------------------------------------------------------------
// Sentences for the table (tooltips and names)

namespace {
int firstColour(ColourMask m) {
    for (int c = 0; c < kColours; ++c)
        if (m & bit(c)) return c;
    return 0;
}
int secondColour(ColourMask m) {
    for (int c = kColours - 1; c >= 0; --c)
        if (m & bit(c)) return c;
    return 0;
}
} // namespace

std::string cardRuleText(Card c) {
    const CardInfo& info = cardInfo(c);
    const std::string name = cardName(c);
    switch (info.kind) {
    case CardKind::Single:
        return fmt::format(
            "{0} card: move one of your dogs to the next {0} field ahead, or bring a waiting dog "
            "onto your start field if it shows {0}.",
            name);
    case CardKind::Double:
        return fmt::format("{}: move a dog to the second free {} field ahead; the first one is jumped and "
                           "nothing happens there.",
                           name, colourName(firstColour(info.colours)));
    case CardKind::TwoColour:
        return fmt::format(
            "{}: pick one of the two colours, then it works like a single card of that colour.", name);
    case CardKind::Kennel:
        return "Kennel card: a dog on the ring jumps to the next free kennel field ahead, where it is safe.";
    case CardKind::Swap:
        return "Swap card: one of your dogs on the ring changes places with another player's dog on the "
               "ring.";
    }
    return name;
}

std::string fieldText(BoardEdition edition, int field) {
    const Board& b = board(edition);
    const ColourMask m = b.colours[idx(field)];
    switch (b.types[idx(field)]) {
    case FieldType::Start:
        return fmt::format("Field {}: start field of the {} dogs, {} and {} (not safe: two colours reach it)",
                           field + 1, dogColourName(b.startOf[idx(field)]), colourName(firstColour(m)),
                           colourName(secondColour(m)));
    case FieldType::Kennel:
        return fmt::format(
            "Field {}: kennel field, {}. A dog here is safe; while it is taken, moves skip it.", field + 1,
            colourName(firstColour(m)));
    case FieldType::Normal:
        break;
    }
    return fmt::format("Field {}: {}", field + 1, colourName(firstColour(m)));
}

std::string homeFieldText(BoardEdition edition, int boardPos, int home) {
    return fmt::format("Home field {} of the {} dogs: {}. Only {} dogs come here, and they are safe.",
                       home + 1, dogColourName(boardPos),
                       colourName(static_cast<int>(board(edition).homeColours[idx(boardPos)][idx(home)])),
                       dogColourName(boardPos));
}

std::string bowlText(int boardPos) {
    return fmt::format("The food bowl of the {} dogs, at the end of their home lane.",
                       dogColourName(boardPos));
}

std::string kennelText(BoardEdition edition, int boardPos) {
    const ColourMask m = board(edition).colours[idx(startField(boardPos))];
    return fmt::format("Kennel of the {} dogs. A waiting dog enters on field {} with a {} or {} card.",
                       dogColourName(boardPos), startField(boardPos) + 1, colourName(firstColour(m)),
                       colourName(secondColour(m)));
}

std::string dogPlaceText(BoardEdition edition, int place) {
    std::string where = place == kWaiting ? "waiting in front of the kennel"
                        : isHome(place)   ? "home (safe)"
                                          : fmt::format("on field {}", place + 1);
    if (isRing(place) && board(edition).types[idx(place)] == FieldType::Kennel)
        where += ", safe on a kennel field";
    return where;
}

} // namespace dogtable::games::dogkids
