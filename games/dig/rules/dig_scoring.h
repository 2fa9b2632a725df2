// Dig scoring: the bowl nearest the doghouse makes each bone of its colour worth 5 points, the
// next 4, ... the farthest 1. Ties: most 5-point bones, then 4-point, ... then a shared win.
// Used by the state's score sheet and by the tableau scorer (shared/formats/tableau.md, "dig").
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "dig/rules/dig_cards.h"
#include "dogtable/core/action.h"
#include "dogtable/core/score.h"

namespace dogtable::games::dig {

struct BoneTally {
    std::string name;
    std::array<int, kColours> delivered{}; // per colour
    int inHand = 0;                        // scores nothing (shown for information)
};

/// Points per bone of each colour for a bowl order (nearest to the doghouse first).
[[nodiscard]] std::array<int, kColours> valuesFor(const std::array<Colour, kColours>& bowlOrder);
/// A score-sheet line for `count` delivered bones of colour `c` worth `value` each ("2 red bones (4
/// each)", "1 red bone (worth 4)"), one message per colour so that the colour agrees with "bones" in every
/// language.
[[nodiscard]] std::string boneLine(Colour c, int count, int value);
/// The score sheet: a line per delivered colour (5-point colour first), winners and tie-break.
[[nodiscard]] ScoreSheet scoreBones(const std::array<Colour, kColours>& bowlOrder,
                                    const std::vector<BoneTally>& players);
/// Scores a tableau file's text; refuses impossible content with a message naming the problem.
[[nodiscard]] Expected<ScoreSheet> scoreTableau(std::string_view json);

} // namespace dogtable::games::dig
