#include <catch2/catch.hpp>

#include "dogtable/core/graph.h"
#include "dogtable/core/track.h"

using namespace dogtable;

TEST_CASE("walking a cyclic coloured track to the next field of a colour", "[track]") {
    Track t({0, 1, 2, 1, 0, 2}, true);
    CHECK(t.nextOfColour(0, 1) == 1);
    CHECK(t.nextOfColour(1, 1) == 3);
    CHECK(t.nextOfColour(3, 1) == 1); // wraps around
    CHECK(t.nextOfColour(4, 0) == 0);
    // Skipping: field 1 is occupied, so the next red after 0 is 3.
    CHECK(t.nextOfColour(0, 1, [](int f) { return f == 1; }) == 3);
    CHECK_FALSE(t.nextOfColour(0, 1, [](int) { return true; }).has_value());
    CHECK_FALSE(t.nextOfColour(0, 7).has_value());
    CHECK(t.ahead(5, 2) == 1);
    CHECK(t.next(4) == 5);
    CHECK(t.next(5) == 0);
    CHECK(t.distance(4, 1) == 3);
}

TEST_CASE("a linear track stops at its end", "[track]") {
    Track lane({0, 1, 2, 3}, false);
    CHECK(lane.ahead(2, 1) == 3);
    CHECK_FALSE(lane.ahead(3, 1).has_value());
    CHECK(lane.next(2) == 3);
    CHECK(lane.next(3) == -1);
    CHECK(lane.nextOfColour(0, 3) == 3);
    CHECK_FALSE(lane.nextOfColour(3, 0).has_value());
    CHECK_FALSE(lane.distance(3, 1).has_value());
}

TEST_CASE("shortest paths on a weighted road graph", "[graph]") {
    //  0 -1- 1 -1- 2
    //  |           |
    //  5 --- 3 -1- +
    Graph g(4);
    g.addEdge(0, 1, 1);
    g.addEdge(1, 2, 1);
    g.addEdge(2, 3, 1);
    g.addEdge(0, 3, 5);
    auto p = g.shortestPath(0, 3);
    CHECK(p.cost == 3);
    CHECK(p.nodes == std::vector<int>{0, 1, 2, 3});
    // A costly node (a block: +2 to enter) makes the direct road cheaper... or not.
    auto costly = g.shortestPath(0, 3, [](int n) { return n == 1 ? 3 : 0; });
    CHECK(costly.cost == 5);
    // Node 2 impassable: only the direct road.
    auto around = g.shortestPath(0, 3, {}, [](int n) { return n != 2; });
    CHECK(around.cost == 5);
    CHECK(around.nodes == std::vector<int>{0, 3});
    auto d = g.distancesFrom(0);
    CHECK(d[2] == 2);
    Graph split(3);
    split.addEdge(0, 1, 1);
    CHECK(split.shortestPath(0, 2).cost == Graph::kUnreachable);
    CHECK(split.shortestPath(0, 2).nodes.empty());
}

TEST_CASE("distancesInto and distancesSmall agree with distancesFrom", "[graph]") {
    // A ring of 6 with a chord; entering node n costs n % 3 (0 for junction-like nodes).
    Graph g(6);
    for (int n = 0; n < 6; ++n)
        g.addEdge(n, (n + 1) % 6, n == 2 ? 4 : 1);
    g.addEdge(0, 3, 2);
    const auto cost = [](int n) { return n % 3; };
    std::vector<int> dist;
    std::vector<std::pair<int, int>> heap;
    for (int from = 0; from < 6; ++from) {
        g.distancesInto(from, cost, dist, heap);
        CHECK(dist == g.distancesFrom(from, cost));
        std::vector<std::vector<int>> buckets;
        std::vector<int> small;
        g.distancesSmall(from, cost, 4 + 2, small, buckets); // edge weights up to 4, node costs up to 2
        CHECK(small == dist);
        CHECK(dist[static_cast<std::size_t>(from)] == 0);
    }
    g.distancesInto(0, cost, dist, heap);
    CHECK(dist[3] == 2); // the chord (2) beats 0-1-2-3 (1+1 + 1+2 + 4+0)
    Graph split(3);
    split.addEdge(0, 1, 1);
    split.distancesInto(
        0, [](int) { return 0; }, dist, heap);
    CHECK(dist == std::vector<int>{0, 1, Graph::kUnreachable});
}
