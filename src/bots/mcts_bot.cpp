#include <algorithm>
#include <cmath>
#include <limits>

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

} // namespace

Action MctsBot::choose(const GameState& root, Rng& rng) {
    const auto start = std::chrono::steady_clock::now();
    const Seat me = root.currentSeat();
    m_lastIterations = 0;
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

    Node tree;
    std::vector<Action> legal;
    std::vector<ChanceOutcome> outcomes;
    std::vector<Node*> path;
    std::vector<Action> untried;
    std::vector<std::uint64_t> run; // the positions of the current seat's turn along the path
    const double c = m_config.exploration;

    for (int it = 0; it < m_config.iterations; ++it) {
        if (it > 0) { // the cap is the longest a player waits: look at the clock every iteration
            const double spent =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            if (spent > 0.98 * m_config.maxSeconds) break; // a margin for the choice after the loop
        }
        ++m_lastIterations;
        auto state = root.determinize(me, rng);
        Node* node = &tree;
        path.clear();
        path.push_back(node);
        Seat runSeat = me;
        run = m_turnPositions;
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
        while (!state->isOver() && steps < m_config.rolloutLimit) {
            if (state->isChance()) {
                const auto table = state->chanceOutcomeTable(outcomes);
                state->applyLegal(table[rng.pickWeighted(table)].action);
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
    // The most visited root action that is legal (root actions are the same in every determinization).
    Action best = rootLegal.front();
    int bestVisits = -1;
    for (const auto& a : rootLegal) {
        Node* ch = tree.child(a);
        const int v = ch ? ch->visits : 0;
        if (v > bestVisits) {
            bestVisits = v;
            best = a;
        }
    }
    return remember(best);
}

} // namespace dogtable::bots
