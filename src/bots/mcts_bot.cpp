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
    int available = 0; // how often this action was available when its parent was visited
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

} // namespace

Action MctsBot::choose(const GameState& root, Rng& rng) {
    const Seat me = root.currentSeat();
    std::vector<Action> rootLegal;
    root.legalActions(rootLegal);
    m_lastIterations = 0;
    if (rootLegal.empty()) return Action{};
    if (rootLegal.size() == 1) return rootLegal.front();

    Node tree;
    const auto start = std::chrono::steady_clock::now();
    std::vector<Action> legal;
    std::vector<ChanceOutcome> outcomes;
    std::vector<Node*> path;
    const double c = m_config.exploration;

    for (int it = 0; it < m_config.iterations; ++it) {
        if ((it & 31) == 31) {
            const double spent =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            if (spent > m_config.maxSeconds) break;
        }
        ++m_lastIterations;
        auto state = root.determinize(me, rng);
        Node* node = &tree;
        path.clear();
        path.push_back(node);
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
                continue;
            }
            state->legalActions(legal);
            // Untried actions in this determinization?
            std::vector<Action> untried;
            for (const auto& a : legal) {
                Node* ch = node->child(a);
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
            if (!next) {
                next = node->childOrNew(pick, seat);
                next->available = 1;
            }
            state->applyLegal(pick);
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
                state->legalActions(legal);
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
    return best;
}

} // namespace dogtable::bots
