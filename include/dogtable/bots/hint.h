// A hint: what a computer player of a given strength would do now, for the seat to act, seeing only
// what that seat sees (the bots search from that seat's determinizations). Never changes the game.
// Shared by `dogtable-cli hint` and the app's Hint button. No Qt.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "dogtable/core/match.h"

namespace dogtable::bots {

class SearchPause;

/// The seed of the computer's decision at `position` of a game with `seed`: the same point of a
/// game always gives the same choice (the app's computer players and hints use it).
[[nodiscard]] std::uint64_t decisionSeed(std::uint64_t seed, std::size_t position);

struct Hint {
    Action action;
    std::string text;     // the action in the save format's text form
    std::string describe; // the log line it would make, as the asking seat would read it
    std::string why;      // one line of why
    /// What is particular to this move in `why` (the game's note, such as a roll's odds, or that it
    /// is the only move); empty when `why` says only which computer would play it.
    std::string note;
    Seat seat = kNoSeat; // the seat it is for
};

/// The hint for the seat to act at the end of `match`, by a computer player of `strength` (random,
/// easy, medium, strong). Refused (with a reason) when the game is over, chance is to act, `seat`
/// (if not kNoSeat) is not the seat to act, or the strength is unknown.
[[nodiscard]] Expected<Hint> hintFor(const Match& match, std::string_view strength = "strong",
                                     Seat seat = kNoSeat);
/// The same for a state at `position` of a game with `seed` (a copy the caller may search on
/// another thread while the game goes on), searched on `threads` threads, held back by `pause`
/// while it is set (makeBot()).
[[nodiscard]] Expected<Hint> hintFor(const GameState& state, std::uint64_t seed, std::size_t position,
                                     std::string_view strength = "strong", Seat seat = kNoSeat,
                                     int threads = 1, std::shared_ptr<const SearchPause> pause = {});

} // namespace dogtable::bots
