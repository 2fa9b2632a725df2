// Computer players. No Qt. They see a game only through the GameState interface, and search
// from determinizations (state.determinize(seat, rng)), so they never peek at hidden information.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "dogtable/core/rng.h"
#include "dogtable/core/state.h"

namespace dogtable::bots {

class Bot {
public:
    virtual ~Bot() = default;
    /// A legal action for state.currentSeat() (which must be a player).
    virtual Action choose(const GameState& state, Rng& rng) = 0;
};

class RandomBot final : public Bot {
public:
    Action choose(const GameState& state, Rng& rng) override;

private:
    std::vector<Action> m_legal; // reused between calls
};

/// Holds a search's extra threads back while set: the app sets it while the table animates, so
/// that the search leaves a core to the GUI thread (issue #18). The first tree of a search goes
/// on; trees on the other threads wait between iterations until it is lifted. Waiting never
/// changes a choice (the budget is fixed per tree) and is not counted against the time cap; a
/// search stops waiting after kMaxHold in all (a flight lasts 0.2-0.35 s at the usual animation
/// speed), so a hold that is never lifted cannot stall it, and a decision waits at most that
/// much longer than its time cap.
class SearchPause {
public:
    static constexpr std::chrono::milliseconds kMaxHold{600};
    void set(bool held);
    [[nodiscard]] bool held() const { return m_held.load(std::memory_order_acquire); }
    /// Waits while held, at most `limit`; returns how long it waited.
    std::chrono::steady_clock::duration waitWhileHeld(std::chrono::steady_clock::duration limit) const;

private:
    std::atomic<bool> m_held{false};
    mutable std::mutex m_mutex;
    mutable std::condition_variable m_lifted;
};

struct MctsConfig {
    int iterations = 1000;     // the budget that makes a decision reproducible for a seed
    double maxSeconds = 0.5;   // a safety cap on thinking time
    double exploration = 0.7;  // UCB constant (returns are in [0,1])
    int rolloutLimit = 400;    // actions in a rollout before the game's heuristic is used
    bool gameRollouts = false; // rollouts play the game's rolloutAction() (false: uniformly random)
    int trees = 1;             // root parallelism: independent trees sharing the budget, their visits summed
    int threads = 1;           // threads the trees run on (at most `trees`): never changes the choice
    std::shared_ptr<const SearchPause> pause; // holds the trees on threads after the first (none: never)
};

/// Information-set Monte-Carlo tree search (single-observer ISMCTS): each iteration samples a
/// determinization consistent with the bot's view, then descends a tree of the bot's and others'
/// actions with availability-aware UCB, plays a random rollout, and backs up per-seat returns. It
/// weighs the game's searchActions() only.
///
/// No busywork (issue #18): a seat's action that leads back to a position (positionHash) the seat
/// already stood in during its current turn — its run of decisions with no chance outcome and no
/// other seat between — is never chosen, neither in the tree nor at the root, unless every action
/// would. The bot remembers the positions of its current turn between calls: a call whose state is
/// the one its last choice led to goes on with the same turn.
class MctsBot final : public Bot {
public:
    explicit MctsBot(MctsConfig config) : m_config(config) {}
    Action choose(const GameState& state, Rng& rng) override;
    [[nodiscard]] int lastIterations() const { return m_lastIterations; }
    /// The last search's visits per root action, summed over its trees (in the order the game
    /// listed the actions it weighed; empty when there was nothing to weigh).
    [[nodiscard]] const std::vector<int>& lastVisits() const { return m_lastVisits; }

private:
    MctsConfig m_config;
    int m_lastIterations = 0;
    std::vector<int> m_lastVisits;
    Seat m_turnSeat = kNoSeat;                  // whose turn the positions below are
    std::uint64_t m_turnLast = 0;               // the position the last choice led to
    std::vector<std::uint64_t> m_turnPositions; // the positions of that turn so far
};

/// The strengths offered in the app and the CLI: "random", "easy", "medium", "strong". With
/// `threads` > 1 the search levels grow that many trees (root parallelism), one per thread: the app
/// uses both cores for a computer's move and a hint; the CLI, tournaments and tests use 1. `pause`
/// (the app's) holds the search's extra threads back while the table animates.
[[nodiscard]] std::unique_ptr<Bot> makeBot(std::string_view strength, int threads = 1,
                                           std::shared_ptr<const SearchPause> pause = {});
[[nodiscard]] bool isKnownStrength(std::string_view strength);
[[nodiscard]] MctsConfig configFor(std::string_view strength, int threads = 1);

/// Picks a chance outcome of `state` by its weights.
Action sampleChance(const GameState& state, Rng& rng);

} // namespace dogtable::bots
