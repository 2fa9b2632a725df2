// Graph: an undirected weighted graph (roads between spaces) with shortest paths.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <utility>
#include <vector>

namespace dogtable {

class Graph {
public:
    static constexpr int kUnreachable = std::numeric_limits<int>::max();
    struct Edge {
        int to;
        int weight;
    };
    struct Path {
        int cost = kUnreachable;
        std::vector<int> nodes; // from source to target inclusive; empty if unreachable
    };

    explicit Graph(int nodes = 0) : m_adj(static_cast<std::size_t>(nodes)) {}
    void addEdge(int a, int b, int weight);
    [[nodiscard]] int nodeCount() const { return static_cast<int>(m_adj.size()); }
    [[nodiscard]] const std::vector<Edge>& edges(int node) const {
        return m_adj[static_cast<std::size_t>(node)];
    }

    /// Dijkstra from `source`. `nodeCost(n)` is added when a path enters node n (0 by default);
    /// `passable(n)` false forbids passing through n (it may still be the target).
    [[nodiscard]] std::vector<int> distancesFrom(int source, const std::function<int(int)>& nodeCost = {},
                                                 const std::function<bool(int)>& passable = {}) const;
    /// distancesFrom() without `passable`, for hot loops (legal moves): the node cost is any callable
    /// (no std::function), `dist` receives the distances and `heap` is scratch space, so nothing is
    /// allocated once both have grown.
    template <class NodeCost>
    void distancesInto(int source, const NodeCost& nodeCost, std::vector<int>& dist,
                       std::vector<std::pair<int, int>>& heap) const {
        dist.assign(m_adj.size(), kUnreachable);
        heap.clear();
        dist[static_cast<std::size_t>(source)] = 0;
        heap.emplace_back(0, source);
        while (!heap.empty()) {
            std::pop_heap(heap.begin(), heap.end(), std::greater<>{});
            const auto [d, u] = heap.back();
            heap.pop_back();
            if (d != dist[static_cast<std::size_t>(u)]) continue;
            for (const Edge& e : m_adj[static_cast<std::size_t>(u)]) {
                const int nd = d + e.weight + nodeCost(e.to);
                if (nd < dist[static_cast<std::size_t>(e.to)]) {
                    dist[static_cast<std::size_t>(e.to)] = nd;
                    heap.emplace_back(nd, e.to);
                    std::push_heap(heap.begin(), heap.end(), std::greater<>{});
                }
            }
        }
    }
    /// distancesInto() for small whole step costs (Dial's buckets): every step, edge weight plus the
    /// cost of the node entered, lies in 0..maxStep. Same distances; `buckets` is scratch space.
    template <class NodeCost>
    void distancesSmall(int source, const NodeCost& nodeCost, int maxStep, std::vector<int>& dist,
                        std::vector<std::vector<int>>& buckets) const {
        const auto ring = static_cast<std::size_t>(maxStep) + 1;
        dist.assign(m_adj.size(), kUnreachable);
        buckets.resize(ring);
        for (auto& b : buckets)
            b.clear();
        dist[static_cast<std::size_t>(source)] = 0;
        buckets[0].push_back(source);
        std::size_t pending = 1;
        for (std::size_t d = 0; pending > 0; ++d) {
            auto& bucket = buckets[d % ring];
            for (std::size_t i = 0; i < bucket.size(); ++i) { // a 0-cost step appends to this bucket
                const int u = bucket[i];
                --pending;
                if (dist[static_cast<std::size_t>(u)] != static_cast<int>(d)) continue; // improved since
                for (const Edge& e : m_adj[static_cast<std::size_t>(u)]) {
                    const int nd = static_cast<int>(d) + e.weight + nodeCost(e.to);
                    if (nd < dist[static_cast<std::size_t>(e.to)]) {
                        dist[static_cast<std::size_t>(e.to)] = nd;
                        buckets[static_cast<std::size_t>(nd) % ring].push_back(e.to);
                        ++pending;
                    }
                }
            }
            bucket.clear();
        }
    }
    /// The cheapest path from `source` to `target` (ties broken by the smaller node index).
    [[nodiscard]] Path shortestPath(int source, int target, const std::function<int(int)>& nodeCost = {},
                                    const std::function<bool(int)>& passable = {}) const;

private:
    std::vector<std::vector<Edge>> m_adj;
};

} // namespace dogtable
