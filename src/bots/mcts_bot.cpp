#include <algorithm>
#include <cmath>
#include <exception>
#include <limits>
#include <thread>

#include "dogtable/bots/bot.h"

namespace dogtable::bots {

namespace {

struct Node {
    Action action;        // the action that led here
    Seat actor = kNoSeat; // who took it (kChanceSeat for chance)
    double reward = 0.0;  // sum of the actor's returns
    int visits = 0;
    int available = 0;     // how often this action was available when its parent was visited
    std::uint64_t pos = 0; // positionHash() where it was made (in that iteration's determinization)
    bool posKnown = false; // pos is hashed only where the actor is still to move (a turn of several steps)
    int loops = 0;         // children with `loop`
    bool loop = false;     // its actor stood in that position earlier in the same turn: never chosen
    std::vector<std::unique_ptr<Node>> children;

    Node* child(const Action& a) {
        for (auto& c : children)
            if (c->action == a) return c.get();
        return nullptr;
    }
    /// The child reached by `a`, made with `actor` to move (and `available` 0) if it is not there.
    Node* childOrNew(const Action& a, Seat actor) {
        if (Node* c = child(a)) return c;
        children.push_back(std::make_unique<Node>());
        Node* made = children.back().get();
        made->action = a;
        made->actor = actor;
        return made;
    }
};

bool contains(const std::vector<std::uint64_t>& v, std::uint64_t x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

/// What one tree's search says: visits per root action (in the order of rootLegal) and iterations done.
struct TreeResult {
    std::vector<int> visits;
    int iterations = 0;
};

/// The part of a decision every tree shares (read only while the trees search).
struct SearchInput {
    const GameState& root;
    Seat me;
    const std::vector<Action>& rootLegal;
    const std::vector<std::uint64_t>& turnPositions;
    const MctsConfig& config;
    std::chrono::steady_clock::time_point start;
};

/// One tree of the search: `iterations` iterations (fewer if the time cap binds) drawn from `rng`.
/// A tree that `yields` waits between iterations while the config's pause is held (time that the
/// cap does not count, at most SearchPause::kMaxHold in all).
TreeResult searchTree(const SearchInput& in, int iterations, Rng& rng, bool yields = false) {
    const GameState& root = in.root;
    const Seat me = in.me;
    const std::vector<Action>& rootLegal = in.rootLegal;
    const auto start = in.start;
    TreeResult result;
    Node tree;
    std::vector<Action> legal;
    std::vector<ChanceOutcome> outcomes;
    std::vector<Node*> path;
    std::vector<Action> untried;
    std::vector<std::uint64_t> run; // the positions of the current seat's turn along the path
    const double c = in.config.exploration;
    const SearchPause* pause = yields ? in.config.pause.get() : nullptr;
    std::chrono::steady_clock::duration held{};

    for (int it = 0; it < iterations; ++it) {
        if (pause && pause->held() && held < SearchPause::kMaxHold)
            held += pause->waitWhileHeld(SearchPause::kMaxHold - held);
        if (it > 0) { // the cap is the longest a player waits: look at the clock every iteration
            const double spent =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start - held).count();
            if (spent > 0.98 * in.config.maxSeconds) break; // a margin for the choice after the loop
        }
        ++result.iterations;
        auto state = in.config.gameRollouts ? root.determinizeForPolicy(me, rng) : root.determinize(me, rng);
        Node* node = &tree;
        path.clear();
        path.push_back(node);
        Seat runSeat = me;
        run = in.turnPositions;
        bool expanded = false;
        // Selection and expansion.
        while (!state->isOver() && !expanded) {
            const Seat seat = state->currentSeat();
            if (seat == kChanceSeat) {
                const auto table = state->chanceOutcomeTable(outcomes);
                const Action a = table[rng.pickWeighted(table)].action;
                Node* next = node->childOrNew(a, kChanceSeat);
                state->applyLegal(a);
                node = next;
                path.push_back(node);
                runSeat = kChanceSeat;
                continue;
            }
            if (seat != runSeat) {
                // A turn that starts inside the tree: its first position is not hashed (for speed;
                // the root's turn is exact), the positions after each of its steps are.
                runSeat = seat;
                run.clear();
            }
            if (node == &tree)
                legal = rootLegal;
            else
                state->searchActions(legal);
            // Children that step back within the turn are skipped, unless every action does.
            bool anyFresh = node->loops == 0; // (scanning the children only where some loop)
            for (std::size_t i = 0; !anyFresh && i < legal.size(); ++i) {
                const Node* ch = node->child(legal[i]);
                anyFresh = !ch || !ch->loop;
            }
            // Untried actions in this determinization?
            untried.clear();
            for (const auto& a : legal) {
                Node* ch = node->child(a);
                if (ch && ch->loop && anyFresh) continue;
                if (!ch || ch->visits == 0) untried.push_back(a);
                if (ch) ++ch->available;
            }
            Action pick;
            if (!untried.empty()) {
                pick = untried[rng.below(static_cast<std::uint32_t>(untried.size()))];
                expanded = true;
            } else {
                double best = -std::numeric_limits<double>::infinity();
                for (const auto& a : legal) {
                    Node* ch = node->child(a);
                    if (ch->loop && anyFresh) continue;
                    const double mean = ch->reward / ch->visits;
                    const double ucb =
                        mean + c * std::sqrt(std::log(std::max(1, ch->available)) / ch->visits);
                    if (ucb > best) {
                        best = ucb;
                        pick = a;
                    }
                }
            }
            Node* next = node->child(pick);
            state->applyLegal(pick);
            if (!next) {
                next = node->childOrNew(pick, seat);
                next->available = 1;
                // A position with another seat (or chance) to move cannot be one of this turn's.
                if (state->currentSeat() == seat) {
                    next->pos = state->positionHash();
                    next->posKnown = true;
                    next->loop = contains(run, next->pos);
                    if (next->loop) ++node->loops;
                }
            }
            if (next->posKnown) run.push_back(next->pos);
            node = next;
            path.push_back(node);
        }
        // Rollout.
        int steps = 0;
        while (!state->isOver() && steps < in.config.rolloutLimit) {
            if (state->isChance()) {
                const auto table = state->chanceOutcomeTable(outcomes);
                state->applyLegal(table[rng.pickWeighted(table)].action);
            } else if (in.config.gameRollouts) {
                state->applyLegal(state->rolloutAction(legal, rng));
            } else {
                state->searchActions(legal);
                state->applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            }
            ++steps;
        }
        const std::vector<double> ret = state->isOver() ? state->returns() : state->heuristicReturns();
        // Backpropagation: each node is credited with its actor's return.
        for (Node* n : path) {
            ++n->visits;
            if (n->actor >= 0 && n->actor < static_cast<int>(ret.size()))
                n->reward += ret[static_cast<std::size_t>(n->actor)];
        }
    }
    result.visits.reserve(rootLegal.size());
    for (const auto& a : rootLegal) {
        Node* ch = tree.child(a);
        result.visits.push_back(ch ? ch->visits : 0);
    }
    return result;
}

} // namespace

void SearchPause::set(bool held) {
    {
        const std::lock_guard lock(m_mutex);
        m_held.store(held, std::memory_order_release);
    }
    if (!held) m_lifted.notify_all();
}

std::chrono::steady_clock::duration
SearchPause::waitWhileHeld(std::chrono::steady_clock::duration limit) const {
    const auto from = std::chrono::steady_clock::now();
    std::unique_lock lock(m_mutex);
    m_lifted.wait_for(lock, limit, [this] { return !m_held.load(std::memory_order_acquire); });
    return std::chrono::steady_clock::now() - from;
}

Action MctsBot::choose(const GameState& root, Rng& rng) {
    const auto start = std::chrono::steady_clock::now();
    const Seat me = root.currentSeat();
    m_lastIterations = 0;
    m_lastVisits.clear();
    std::vector<Action> rootLegal;
    root.searchActions(rootLegal);
    if (rootLegal.empty()) return Action{};
    // The turn so far: this call goes on with it when the state is where the last choice left it.
    const std::uint64_t rootPos = root.positionHash();
    if (me != m_turnSeat || rootPos != m_turnLast || m_turnPositions.empty()) {
        m_turnSeat = me;
        m_turnPositions.assign(1, rootPos);
    }
    // Root actions that step back to a position of this turn are left out (unless all would be).
    std::vector<std::uint64_t> rootAfter;
    {
        std::vector<Action> fresh;
        std::vector<std::uint64_t> after;
        for (const auto& a : rootLegal) {
            auto next = root.clone();
            next->applyLegal(a);
            const std::uint64_t h = next->positionHash();
            if (!contains(m_turnPositions, h)) {
                fresh.push_back(a);
                after.push_back(h);
            }
        }
        if (!fresh.empty()) {
            rootLegal = std::move(fresh);
            rootAfter = std::move(after);
        } else {
            rootAfter.assign(rootLegal.size(), rootPos);
        }
    }
    auto remember = [&](const Action& chosen) {
        const auto i = static_cast<std::size_t>(std::find(rootLegal.begin(), rootLegal.end(), chosen) -
                                                rootLegal.begin());
        m_turnLast = rootAfter[i];
        m_turnPositions.push_back(m_turnLast);
        return chosen;
    };
    if (rootLegal.size() == 1) return remember(rootLegal.front());

    const SearchInput in{root, me, rootLegal, m_turnPositions, m_config, start};
    const int trees = std::max(1, m_config.trees);
    std::vector<int> visits;
    if (trees == 1) {
        TreeResult r = searchTree(in, m_config.iterations, rng);
        visits = std::move(r.visits);
        m_lastIterations = r.iterations;
    } else {
        // Root parallelism: `trees` trees, each with a fixed share of the budget and its own
        // generator seeded from `rng` in order, their visits summed in tree order. The threads only
        // decide where a tree runs, never what it finds: the choice is the same for a seed whatever
        // the thread count and timing (when the iteration budget binds).
        std::vector<std::uint64_t> seeds(static_cast<std::size_t>(trees));
        for (auto& seed : seeds)
            seed = rng.next();
        std::vector<TreeResult> results(static_cast<std::size_t>(trees));
        std::vector<std::exception_ptr> errors(static_cast<std::size_t>(trees));
        const int threads = std::clamp(m_config.threads, 1, trees);
        auto work = [&](int first) {
            for (int i = first; i < trees; i += threads) {
                const auto k = static_cast<std::size_t>(i);
                try {
                    Rng treeRng(seeds[k]);
                    const int share = m_config.iterations / trees + (i < m_config.iterations % trees ? 1 : 0);
                    results[k] = searchTree(in, share, treeRng, /*yields=*/first > 0);
                } catch (...) {
                    errors[k] = std::current_exception();
                }
            }
        };
        {
            std::vector<std::jthread> workers;
            for (int w = 1; w < threads; ++w)
                workers.emplace_back(work, w);
            work(0);
        } // the workers join here
        for (const auto& e : errors)
            if (e) std::rethrow_exception(e);
        visits.assign(rootLegal.size(), 0);
        m_lastIterations = 0;
        for (const auto& r : results) {
            for (std::size_t i = 0; i < visits.size() && i < r.visits.size(); ++i)
                visits[i] += r.visits[i];
            m_lastIterations += r.iterations;
        }
    }
    m_lastVisits = visits;
    // The most visited root action (root actions are the same in every determinization); the first
    // in the list on a tie.
    std::size_t best = 0;
    for (std::size_t i = 1; i < visits.size(); ++i)
        if (visits[i] > visits[best]) best = i;
    return remember(rootLegal[best]);
}

} // namespace dogtable::bots
