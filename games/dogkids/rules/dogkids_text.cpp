// Dog Kids — the words: log lines, the status strip, reasons for refusals, the text view.
#include <fmt/format.h>

#include "dogkids/rules/dogkids_text.h"

#include "dogkids/rules/dogkids_state.h"

#include "dogtable/core/text.h"

#include <iterator>

namespace dogtable::games::dogkids {

using namespace fmt::literals;
using text::say;
using text::sayN;

std::string DogKidsState::dogName(int dog) const {
    return dogInSentence(m_boardPos[idx(ownerOfDog(dog))], dog % kDogsPerPlayer + 1);
}

std::string DogKidsState::placeName(int place, int owner) const {
    if (place == kWaiting) return say("dogkids", "the waiting area");
    if (isHome(place)) return say("dogkids", "home field {n}")("n"_a = place - kHomeBase + 1);
    (void)owner;
    switch (bd().types[idx(place)]) {
    case FieldType::Kennel:
        return say("dogkids", "field {n} (kennel field)")("n"_a = place + 1);
    case FieldType::Start: // whose start field (play test: "(Startfeld)" did not say)
        return say("dogkids", "field {n} (start field {dogs})")(
            "n"_a = place + 1, "dogs"_a = ofDogsWord(bd().startOf[idx(place)]));
    case FieldType::Normal:
        break;
    }
    return say("dogkids", "field {n}")("n"_a = place + 1);
}

// ---------------------------------------------------------------------------------------------
// Names

namespace {

// The colours of the fields and cards, by Colour.
constexpr const char* kColourWords[] = {DOGTABLE_WORD("dogkids", "red"), DOGTABLE_WORD("dogkids", "blue"),
                                        DOGTABLE_WORD("dogkids", "yellow"),
                                        DOGTABLE_WORD("dogkids", "green")};

// The cards with a word of their own: the word the log says (with the comment that tells it apart
// in the catalogue: "red" the card, not the colour) and the same word marked for the card's face,
// where a language may break a long word (a soft hyphen), never in the log.
struct CardWords {
    Card card;
    const char* log;
    const char* logComment;
    const char* face; // comment "card face"
};
constexpr CardWords kCardWords[] = {
    {0, DOGTABLE_WORD_FOR("dogkids", "red", "card"), "card",
     DOGTABLE_WORD_FOR("dogkids", "red", "card face")},
    {1, DOGTABLE_WORD_FOR("dogkids", "blue", "card"), "card",
     DOGTABLE_WORD_FOR("dogkids", "blue", "card face")},
    {2, DOGTABLE_WORD_FOR("dogkids", "yellow", "card"), "card",
     DOGTABLE_WORD_FOR("dogkids", "yellow", "card face")},
    {3, DOGTABLE_WORD_FOR("dogkids", "green", "card"), "card",
     DOGTABLE_WORD_FOR("dogkids", "green", "card face")},
    {4, DOGTABLE_WORD("dogkids", "double red"), nullptr,
     DOGTABLE_WORD_FOR("dogkids", "double red", "card face")},
    {5, DOGTABLE_WORD("dogkids", "double blue"), nullptr,
     DOGTABLE_WORD_FOR("dogkids", "double blue", "card face")},
    {6, DOGTABLE_WORD("dogkids", "double yellow"), nullptr,
     DOGTABLE_WORD_FOR("dogkids", "double yellow", "card face")},
    {7, DOGTABLE_WORD("dogkids", "double green"), nullptr,
     DOGTABLE_WORD_FOR("dogkids", "double green", "card face")},
    {kKennelCard, DOGTABLE_WORD_FOR("dogkids", "kennel", "card"), "card",
     DOGTABLE_WORD_FOR("dogkids", "kennel", "card face")},
    {kSwapCard, DOGTABLE_WORD_FOR("dogkids", "swap", "card"), "card",
     DOGTABLE_WORD_FOR("dogkids", "swap", "card face")},
};

const CardWords* cardWords(Card c) {
    for (const CardWords& w : kCardWords)
        if (w.card == c) return &w;
    return nullptr;
}

// The words of a player's dogs, by board position (the dogs' colour).
struct DogWords {
    const char* colour; // "white"
    const char* ofDogs; // "of the white dogs"
    const char* dogs;   // "white dogs"
    const char* dog;    // "white dog {n}"
};
constexpr DogWords kDogWords[] = {
    {DOGTABLE_WORD("dogkids", "white"), DOGTABLE_WORD("dogkids", "of the white dogs"),
     DOGTABLE_WORD("dogkids", "white dogs"), DOGTABLE_WORD("dogkids", "white dog {n}")},
    {DOGTABLE_WORD("dogkids", "grey"), DOGTABLE_WORD("dogkids", "of the grey dogs"),
     DOGTABLE_WORD("dogkids", "grey dogs"), DOGTABLE_WORD("dogkids", "grey dog {n}")},
    {DOGTABLE_WORD("dogkids", "brown"), DOGTABLE_WORD("dogkids", "of the brown dogs"),
     DOGTABLE_WORD("dogkids", "brown dogs"), DOGTABLE_WORD("dogkids", "brown dog {n}")},
    {DOGTABLE_WORD("dogkids", "black"), DOGTABLE_WORD("dogkids", "of the black dogs"),
     DOGTABLE_WORD("dogkids", "black dogs"), DOGTABLE_WORD("dogkids", "black dog {n}")},
};

const DogWords* dogWords(int boardPos) {
    return boardPos >= 0 && boardPos < static_cast<int>(std::size(kDogWords))
               ? &kDogWords[static_cast<std::size_t>(boardPos)]
               : nullptr;
}

} // namespace

std::string colourWord(int colour) {
    if (colour < 0 || colour >= static_cast<int>(std::size(kColourWords))) return "?";
    return say("dogkids", kColourWords[static_cast<std::size_t>(colour)]);
}

std::string cardWord(Card c) {
    if (const CardWords* w = cardWords(c)) return say("dogkids", w->log, w->logComment);
    if (c >= kCardTypes) return "?";
    const CardInfo& info = cardInfo(c);
    if (info.colours == (bit(Colour::Red) | bit(Colour::Blue))) return say("dogkids", "red/blue");
    if (info.colours == (bit(Colour::Red) | bit(Colour::Yellow))) return say("dogkids", "red/yellow");
    if (info.colours == (bit(Colour::Red) | bit(Colour::Green))) return say("dogkids", "red/green");
    if (info.colours == (bit(Colour::Blue) | bit(Colour::Yellow))) return say("dogkids", "blue/yellow");
    if (info.colours == (bit(Colour::Blue) | bit(Colour::Green))) return say("dogkids", "blue/green");
    if (info.colours == (bit(Colour::Yellow) | bit(Colour::Green))) return say("dogkids", "yellow/green");
    return cardName(c);
}

std::string cardFaceWord(Card c) {
    // The face keeps the soft hyphens where its translation may break a long word (say() leaves them out).
    if (const CardWords* w = cardWords(c)) return text::sayWithBreaks("dogkids", w->face, "card face");
    return cardWord(c);
}

std::string dogColourWord(int boardPos) {
    const DogWords* w = dogWords(boardPos);
    return w ? std::string(say("dogkids", w->colour)) : std::string("?");
}

std::string ofDogsWord(int boardPos) {
    const DogWords* w = dogWords(boardPos);
    return w ? std::string(say("dogkids", w->ofDogs)) : std::string("?");
}

std::string dogsWord(int boardPos) {
    const DogWords* w = dogWords(boardPos);
    return w ? std::string(say("dogkids", w->dogs)) : std::string("?");
}

std::string dogInSentence(int boardPos, int number) {
    // German puts a dog in a sentence with its article ("der graue Hund 1 kommt aufs Startfeld"); a
    // bare label says "grauer Hund 1" (dogWord()).
    switch (boardPos) {
    case 0:
        return say("dogkids", "white dog {n}", "in a sentence")("n"_a = number);
    case 1:
        return say("dogkids", "grey dog {n}", "in a sentence")("n"_a = number);
    case 2:
        return say("dogkids", "brown dog {n}", "in a sentence")("n"_a = number);
    case 3:
        return say("dogkids", "black dog {n}", "in a sentence")("n"_a = number);
    default:
        return "?";
    }
}

std::string dogWord(int boardPos, int number) {
    const DogWords* w = dogWords(boardPos);
    return w ? say("dogkids", w->dog)("n"_a = number) : std::string("?");
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
        return say("dogkids", "{who} plays first")("who"_a = playerName(a.arg(0)));
    case kDraw: {
        const Seat to = drawTarget();
        if (viewer == to)
            return say("dogkids", "{who} draws a {card} card")(
                "who"_a = playerName(to), "card"_a = cardWord(static_cast<Card>(a.arg(0))));
        return say("dogkids", "{who} draws a card")("who"_a = playerName(to));
    }
    case kChange:
        return say("dogkids", "{who} changes the whole hand")("who"_a = playerName(actor));
    case kGive:
    case kKeep: {
        const bool give = a.kind == kGive;
        const std::string& who = playerName(actor);
        std::string line;
        if (viewer == actor)
            line = give ? say("dogkids", "{who} offers a {card} card to swap")(
                              "who"_a = who, "card"_a = cardWord(static_cast<Card>(a.arg(0))))
                        : say("dogkids", "{who} keeps all cards")("who"_a = who);
        else
            line = say("dogkids", "{who} decides about the card exchange")("who"_a = who);
        if (m_exStep == 1)
            line = give && m_exOffer != kNoCard
                       ? say("dogkids", "{line} — {first} and {second} swap one card")(
                             "line"_a = line, "first"_a = playerName(m_exFirst),
                             "second"_a = playerName(m_exSecond))
                       : say("dogkids", "{line} — no cards are swapped")("line"_a = line);
        return line;
    }
    case kMove: {
        const MoveOutcome o = preview(a);
        const auto card = static_cast<Card>(a.arg(0));
        const std::string& who = playerName(actor);
        const std::string line =
            cardInfo(card).kind == CardKind::TwoColour
                ? say("dogkids", "{who} plays {card} as {colour}")("who"_a = who, "card"_a = cardWord(card),
                                                                   "colour"_a = colourWord(a.arg(2)))
                : say("dogkids", "{who} plays {card}")("who"_a = who, "card"_a = cardWord(card));
        if (!o.possible) return say("dogkids", "{play} (impossible)")("play"_a = line);
        if (o.swapped >= 0)
            return say("dogkids", "{play}: {dog} and {other} swap places")(
                "play"_a = line, "dog"_a = dogName(o.main.dog), "other"_a = dogName(o.swapped));
        std::vector<std::string> parts;
        if (o.main.from == kWaiting)
            parts.push_back(say("dogkids", "{dog} enters the start field")("dog"_a = dogName(o.main.dog)));
        else
            parts.push_back(say("dogkids", "{dog} to {place}")(
                "dog"_a = dogName(o.main.dog), "place"_a = placeName(o.main.to, ownerOfDog(o.main.dog))));
        for (int i = 0; i < o.pushCount; ++i)
            parts.push_back(say("dogkids", "pushes {dog} to {place}")(
                "dog"_a = dogName(o.pushes[idx(i)].dog),
                "place"_a = placeName(o.pushes[idx(i)].to, ownerOfDog(o.pushes[idx(i)].dog))));
        if (o.knocked.dog >= 0)
            parts.push_back(say("dogkids", "knocks out {dog}")("dog"_a = dogName(o.knocked.dog)));
        return say("dogkids", "{play}: {moves}")("play"_a = line,
                                                 "moves"_a = fmt::format("{}", fmt::join(parts, ", ")));
    }
    case kActionKindCount:
        break;
    }
    return "?";
}

std::string DogKidsState::statusText() const {
    if (m_firstPending) return say("dogkids", "Drawing the first player");
    switch (m_phase) {
    case Phase::Deal:
    case Phase::Refill:
        return say("dogkids", "Drawing cards");
    case Phase::Exchange:
        return say("dogkids", "{who} — offer a card to your partner {partner} or keep your cards")(
            "who"_a = playerName(currentSeat()), "partner"_a = playerName(m_partner[idx(currentSeat())]));
    case Phase::Play:
        if (movingOwner(m_turn) != m_turn)
            return say("dogkids",
                       "{who} — all your dogs are home: move {partner}'s dogs, or change your hand")(
                "who"_a = playerName(m_turn), "partner"_a = playerName(movingOwner(m_turn)));
        return say("dogkids",
                   "{who} — play a card and move a dog, or change your hand")("who"_a = playerName(m_turn));
    case Phase::Over: {
        std::vector<std::string> names;
        for (int s = 0; s < m_players; ++s)
            if (m_team[idx(s)] == m_winnerTeam) names.push_back(playerName(s));
        if (names.size() == 1) return say("dogkids", "Game over — {who} wins")("who"_a = names[0]);
        if (names.size() == 2)
            return say("dogkids", "Game over — {first} and {second} win")("first"_a = names[0],
                                                                          "second"_a = names[1]);
        return say("dogkids", "Game over — {who} win")("who"_a = fmt::format("{}", fmt::join(names, ", ")));
    }
    }
    return {};
}

std::string DogKidsState::whyIllegal(const Action& a) const {
    const Seat s = currentSeat();
    if (m_phase == Phase::Over) return say("dogkids", "the game is over");
    if (s == kChanceSeat) return say("dogkids", "cards are being drawn; no player acts now");
    const auto kind = a.kind;
    if (kind == kDraw || kind == kFirstPlayer) return say("dogkids", "cards are drawn automatically");
    if (m_phase == Phase::Exchange) {
        if (kind == kGive) return say("dogkids", "you have no such card to offer");
        return say("dogkids", "first decide about the card exchange: offer a card or keep your cards");
    }
    if (kind == kGive || kind == kKeep) return say("dogkids", "there is no card exchange now");
    if (kind != kMove) return GameState::whyIllegal(a);
    const int cardArg = a.arg(0), dog = a.arg(1);
    if (cardArg < 0 || cardArg >= kCardTypes) return say("dogkids", "there is no such card");
    const auto card = static_cast<Card>(cardArg);
    if (!hasCard(s, card)) return say("dogkids", "you do not hold a {card} card")("card"_a = cardWord(card));
    if (dog < 0 || dog >= m_players * kDogsPerPlayer) return say("dogkids", "there is no such dog");
    const Seat owner = movingOwner(s);
    if (ownerOfDog(dog) != owner) {
        if (owner != s)
            return say("dogkids", "all your dogs are home: you now move {partner}'s dogs")(
                "partner"_a = playerName(owner));
        return say("dogkids", "you can only move your own dogs");
    }
    const CardInfo& info = cardInfo(card);
    const int place = m_dog[idx(dog)];
    if ((info.kind == CardKind::Kennel || info.kind == CardKind::Swap) && !isRing(place))
        return say("dogkids",
                   "a {card} card only moves a dog that is on the ring")("card"_a = cardWord(card));
    if (info.kind == CardKind::Swap) {
        const int other = a.arg(3);
        if (other < 0 || other >= m_players * kDogsPerPlayer || ownerOfDog(other) == owner)
            return say("dogkids", "swap with a dog of another player");
        if (!isRing(m_dog[idx(other)]))
            return say("dogkids", "dogs at home or in front of their kennel cannot be swapped");
    }
    if (info.colours && (a.arg(2) < 0 || a.arg(2) >= kColours || !(info.colours & bit(a.arg(2)))))
        return say("dogkids", "the {card} card does not show that colour")("card"_a = cardWord(card));
    if (place == kWaiting && info.colours) {
        const ColourMask start = bd().colours[idx(startField(m_boardPos[idx(owner)]))];
        if (!(start & bit(a.arg(2)))) {
            int first = -1, second = -1;
            for (int c = 0; c < kColours; ++c)
                if (start & bit(c)) (first < 0 ? first : second) = c;
            if (second < 0)
                return say("dogkids",
                           "a waiting dog enters only with a card of its start field's colour ({colour})")(
                    "colour"_a = colourWord(first));
            return say(
                "dogkids",
                "a waiting dog enters only with a card of its start field's colours ({first} or {second})")(
                "first"_a = colourWord(first), "second"_a = colourWord(second));
        }
    }
    const MoveOutcome o = preview(a);
    switch (o.failure) {
    case MoveOutcome::Failure::StartTaken:
        return say("dogkids", "your own dog is on the start field: move it on first");
    case MoveOutcome::Failure::NoTarget:
        return say("dogkids",
                   "there is no free {colour} field ahead of this dog")("colour"_a = colourWord(a.arg(2)));
    case MoveOutcome::Failure::PushBlocked:
        return say("dogkids", "the pushed partner's dog would have no field to go to");
    case MoveOutcome::Failure::NoFreeKennel:
        return say("dogkids", "there is no free kennel field ahead of this dog");
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
    // Without the card's name: the table names the card beside it ("Card 1: Red"), and a second
    // name read "Karte 1: Rot: Karte Rot: …" (play test G2).
    const CardInfo& info = cardInfo(c);
    switch (info.kind) {
    case CardKind::Single:
        return say("dogkids",
                   "Move one of your dogs to the next {colour} field ahead, or bring a waiting dog "
                   "onto your start field if it shows {colour}.")("colour"_a =
                                                                      colourWord(firstColour(info.colours)));
    case CardKind::Double:
        return say("dogkids",
                   "Move a dog to the second free {colour} field ahead; the first one is jumped and "
                   "nothing happens there.")("colour"_a = colourWord(firstColour(info.colours)));
    case CardKind::TwoColour:
        return say("dogkids",
                   "Pick one of the two colours, then it works like a single card of that colour.");
    case CardKind::Kennel:
        return say("dogkids",
                   "A dog on the ring jumps to the next free kennel field ahead, where it is safe.");
    case CardKind::Swap:
        return say("dogkids",
                   "One of your dogs on the ring changes places with another player's dog on the ring.");
    }
    return cardWord(c);
}

std::string fieldText(BoardEdition edition, int field) {
    const Board& b = board(edition);
    const ColourMask m = b.colours[idx(field)];
    switch (b.types[idx(field)]) {
    case FieldType::Start:
        return say("dogkids", "Field {n}: start field {dogs}, {first} and {second} (not safe: two colours "
                              "reach it)")("n"_a = field + 1, "dogs"_a = ofDogsWord(b.startOf[idx(field)]),
                                           "first"_a = colourWord(firstColour(m)),
                                           "second"_a = colourWord(secondColour(m)));
    case FieldType::Kennel:
        return say(
            "dogkids",
            "Field {n}: kennel field, {colour}. A dog here is safe; while it is taken, moves skip it.")(
            "n"_a = field + 1, "colour"_a = colourWord(firstColour(m)));
    case FieldType::Normal:
        break;
    }
    return say("dogkids", "Field {n}: {colour}")("n"_a = field + 1, "colour"_a = colourWord(firstColour(m)));
}

std::string homeFieldText(BoardEdition edition, int boardPos, int home) {
    return say("dogkids", "Home field {n} {dogs}: {colour}. Only {these} come here, and they are safe.")(
        "n"_a = home + 1, "dogs"_a = ofDogsWord(boardPos),
        "colour"_a = colourWord(static_cast<int>(board(edition).homeColours[idx(boardPos)][idx(home)])),
        "these"_a = dogsWord(boardPos));
}

std::string bowlText(int boardPos) {
    return say("dogkids",
               "The food bowl {dogs}, at the end of their home lane.")("dogs"_a = ofDogsWord(boardPos));
}

std::string kennelText(BoardEdition edition, int boardPos) {
    const ColourMask m = board(edition).colours[idx(startField(boardPos))];
    return say("dogkids",
               "Kennel {dogs}. A waiting dog enters on field {n} with a {first} or {second} card.")(
        "dogs"_a = ofDogsWord(boardPos), "n"_a = startField(boardPos) + 1,
        "first"_a = colourWord(firstColour(m)), "second"_a = colourWord(secondColour(m)));
}

std::string dogPlaceText(BoardEdition edition, int place) {
    if (place == kWaiting) return say("dogkids", "waiting in front of the kennel");
    if (isHome(place)) return say("dogkids", "home (safe)");
    if (isRing(place) && board(edition).types[idx(place)] == FieldType::Kennel)
        return say("dogkids", "on field {n}, safe on a kennel field")("n"_a = place + 1);
    return say("dogkids", "on field {n}")("n"_a = place + 1);
}

} // namespace dogtable::games::dogkids
