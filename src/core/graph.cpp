#include "dogtable/core/graph.h"

#include <algorithm>
#include <queue>

namespace dogtable {

void Graph::addEdge(int a, int b, int weight) {
    m_adj[static_cast<std::size_t>(a)].push_back({b, weight});
    m_adj[static_cast<std::size_t>(b)].push_back({a, weight});
}

namespace {
struct Search {
    std::vector<int> dist;
    std::vector<int> prev;
};

Search dijkstra(const Graph& g, int source, int target, const std::function<int(int)>& nodeCost,
                const std::function<bool(int)>& passable) {
    const auto n = static_cast<std::size_t>(g.nodeCount());
    Search s{std::vector<int>(n, Graph::kUnreachable), std::vector<int>(n, -1)};
    using Item = std::pair<int, int>; // cost, node
    std::priority_queue<Item, std::vector<Item>, std::greater<>> pq;
    s.dist[static_cast<std::size_t>(source)] = 0;
    pq.push({0, source});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d != s.dist[static_cast<std::size_t>(u)]) continue;
        if (u != source && u != target && passable && !passable(u)) continue;
        for (const auto& e : g.edges(u)) {
            int nd = d + e.weight + (nodeCost ? nodeCost(e.to) : 0);
            auto& cur = s.dist[static_cast<std::size_t>(e.to)];
            auto& pr = s.prev[static_cast<std::size_t>(e.to)];
            if (nd < cur || (nd == cur && u < pr)) {
                cur = nd;
                pr = u;
                pq.push({nd, e.to});
            }
        }
    }
    return s;
}
} // namespace

std::vector<int> Graph::distancesFrom(int source, const std::function<int(int)>& nodeCost,
                                      const std::function<bool(int)>& passable) const {
    return dijkstra(*this, source, -1, nodeCost, passable).dist;
}

Graph::Path Graph::shortestPath(int source, int target, const std::function<int(int)>& nodeCost,
                                const std::function<bool(int)>& passable) const {
    Search s = dijkstra(*this, source, target, nodeCost, passable);
    Path p;
    if (s.dist[static_cast<std::size_t>(target)] == kUnreachable) return p;
    p.cost = s.dist[static_cast<std::size_t>(target)];
    for (int v = target; v != -1; v = (v == source ? -1 : s.prev[static_cast<std::size_t>(v)]))
        p.nodes.push_back(v);
    std::reverse(p.nodes.begin(), p.nodes.end());
    return p;
}

} // namespace dogtable
