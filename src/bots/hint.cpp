#include "dogtable/bots/hint.h"

#include "dogtable/core/text.h"

#include <fmt/format.h>

#include "dogtable/bots/bot.h"

namespace dogtable::bots {

// The strengths, for the catalogue (the words of a hint).
[[maybe_unused]] constexpr const char* kStrengthWords[] = {
    DOGTABLE_WORD_FOR("core", "random", "strength"), DOGTABLE_WORD_FOR("core", "easy", "strength"),
    DOGTABLE_WORD_FOR("core", "medium", "strength"), DOGTABLE_WORD_FOR("core", "strong", "strength")};

std::uint64_t decisionSeed(std::uint64_t seed, std::size_t position) {
    return seed ^ (0xd1b54a32d192ed03ULL * (static_cast<std::uint64_t>(position) + 1));
}

Expected<Hint> hintFor(const Match& match, std::string_view strength, Seat seat) {
    return hintFor(match.state(), match.seed(), match.actions().size(), strength, seat);
}

Expected<Hint> hintFor(const GameState& st, std::uint64_t seed, std::size_t position,
                       std::string_view strength, Seat seat, int threads,
                       std::shared_ptr<const SearchPause> pause) {
    if (st.isOver()) return Expected<Hint>::failure("the game is over: there is nothing to hint");
    if (st.isChance()) return Expected<Hint>::failure("chance is to act (dice or cards), not a player");
    const Seat toAct = st.currentSeat();
    if (seat != kNoSeat && seat != toAct)
        return Expected<Hint>::failure(fmt::format("seat {} is not to act now; seat {} ({}) is", seat + 1,
                                                   toAct + 1, st.playerName(toAct)));
    if (!isKnownStrength(strength))
        return Expected<Hint>::failure(
            fmt::format("unknown computer player '{}' (random, easy, medium, strong)", strength));
    auto bot = makeBot(strength, threads, std::move(pause));
    Rng rng(decisionSeed(seed, position));
    Hint h;
    h.seat = toAct;
    h.action = bot->choose(st, rng); // the bot determinizes for the seat to act: it sees what they see
    h.text = st.actionToText(h.action);
    h.describe = st.describeChoice(h.action, toAct); // a move not yet made: no hidden bone
    const auto* mcts = dynamic_cast<const MctsBot*>(bot.get());
    const std::string level = text::say("core", std::string(strength).c_str(), "strength");
    const long playouts = static_cast<long>(mcts ? mcts->lastIterations() : 0);
    // A search that had nothing to weigh (one legal move, or the only one that does not go back to a
    // position the turn already had) says so plainly, never "after 0 playouts" (play tester E).
    const bool onlyMove = mcts != nullptr && playouts == 0;
    h.why = onlyMove ? (st.legalActions().size() == 1
                            ? text::say("core", "the only legal move")()
                            : text::say("core", "the only move that does not undo a step of this turn")())
            : mcts
                // Plain words (play tester: "after 6000 playouts" was jargon, and made the line too long).
                ? text::say("core", "what the {level} computer would play, seeing only what {who} sees")(
                      fmt::arg("level", level), fmt::arg("who", st.playerName(toAct)))
                : text::say("core", "a {level} choice among the legal moves")(fmt::arg("level", level));
    // What the game itself can say about the move (Ciapki: the odds of the roll in question).
    if (onlyMove) h.note = h.why;
    if (const std::string note = st.hintNote(h.action); !note.empty()) {
        h.why = note + "; " + h.why;
        h.note = note;
    }
    return h;
}

} // namespace dogtable::bots
