// Dog Kids — sentences about the rules that a table shows (tooltips, names), so no view writes a
// rule of its own. English source text.
#pragma once

#include <string>

#include "dogkids/rules/dogkids_board.h"

namespace dogtable::games::dogkids {

// The words, in the players' language (text::say, context "dogkids"); the English names of
// dogkids_board.h (cardName, colourName, dogColourName) stay the words of saves, tests and debug text.

/// A field or card colour as a name: "red".
std::string colourWord(int colour);
/// A card's name: "red", "double red", "red/blue", "kennel", "swap".
std::string cardWord(Card c);
/// A card's name as printed on its face, where the card is small: a language may break a long
/// word there ("double red"; German "Doppel\u00ADschritt Rot" with a soft hyphen).
std::string cardFaceWord(Card c);
/// The colour of a player's dogs as a name: "white".
std::string dogColourWord(int boardPos);
/// "of the white dogs" (after a noun: "the food bowl of the white dogs").
std::string ofDogsWord(int boardPos);
/// All dogs of a colour: "white dogs".
std::string dogsWord(int boardPos);
/// One dog: "white dog 2" (`number` 1..3).
std::string dogWord(int boardPos, int number);
/// The same dog as a sentence names it (a log line, a preview): in German with its article.
std::string dogInSentence(int boardPos, int number);

/// What a card does, without its name ("Move one of your dogs to the next red field ahead, ...").
std::string cardRuleText(Card c);
/// A ring field: its number, colours and what is special about it.
std::string fieldText(BoardEdition edition, int field);
/// Home field `home` (0..2) of the dogs of `boardPos`.
std::string homeFieldText(BoardEdition edition, int boardPos, int home);
/// The food bowl at the end of `boardPos`'s home lane.
std::string bowlText(int boardPos);
/// The kennel (waiting area) of `boardPos`: where and with which colours a waiting dog enters.
std::string kennelText(BoardEdition edition, int boardPos);
/// Where a dog is: "waiting in front of the kennel", "home (safe)", "on field 7, safe on a kennel field".
std::string dogPlaceText(BoardEdition edition, int place);

} // namespace dogtable::games::dogkids
