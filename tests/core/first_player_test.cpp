// The "first" variant of every game (issue #13 item 3): random by default, a chance outcome recorded
// in the save; a chosen seat begins and seat order runs on from there; saves made before the variant
// keep the rule they were played with.
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <fstream>
#include <map>
#include <sstream>

#include "dogtable/core/match.h"
#include "dogtable/core/registry.h"

using namespace dogtable;

namespace {

const GameRegistry& games() {
    static const GameRegistry reg = [] {
        GameRegistry r;
        registerBuiltinGames(r);
        return r;
    }();
    return reg;
}

Setup setupOf(int players, const std::string& first) {
    Setup s;
    s.players = players;
    if (!first.empty()) s.variants["first"] = first;
    return s;
}

/// A match resolved up to the first player decision.
Match started(const std::string& game, const Setup& setup, std::uint64_t seed) {
    auto m = Match::create(games(), game, setup, {}, seed);
    REQUIRE(m.ok());
    Match match = std::move(m.value());
    match.setKeepLog(false);
    match.resolveAllChance();
    REQUIRE_FALSE(match.state().isOver());
    return match;
}

/// Seats that take turns one after another from the first decision on (turnSeat changes), up to `count`.
std::vector<Seat> turnOrder(Match& m, int count, std::uint64_t seed) {
    std::vector<Seat> order{m.state().turnSeat()};
    Rng rng(seed);
    for (int i = 0; i < 20000 && static_cast<int>(order.size()) < count && !m.state().isOver(); ++i) {
        if (m.state().isChance()) {
            m.resolveChance();
            continue;
        }
        auto legal = m.state().legalActions();
        REQUIRE(m.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
        const Seat t = m.state().turnSeat();
        if (t >= 0 && t != order.back()) order.push_back(t);
    }
    return order;
}

} // namespace

TEST_CASE("every game offers the first player: random (default) or a seat", "[first]") {
    for (const auto& g : games().all()) {
        INFO(g.id);
        auto it = std::find_if(g.variants.begin(), g.variants.end(),
                               [](const VariantSpec& v) { return v.name == "first"; });
        REQUIRE(it != g.variants.end());
        CHECK(it->defaultValue == "random");
        CHECK(it->values.front() == "random");
        CHECK(it->values.size() == static_cast<std::size_t>(g.maxPlayers) + 1);
        auto done = games().complete(g.id, setupOf(std::max(2, g.minPlayers), ""));
        REQUIRE(done.ok());
        CHECK(done->variant("first") == "random");
        // A seat beyond the player count is refused with a clear line; nothing else changes.
        auto bad = games().complete(g.id, setupOf(2, "3"));
        REQUIRE_FALSE(bad.ok());
        // (A game of at most two players has no value "3" at all: refused as an unknown value.)
        if (g.maxPlayers > 2) CHECK_THAT(bad.error(), Catch::Contains("first player 3"));
        CHECK_FALSE(games().complete(g.id, setupOf(2, "0")).ok());
        CHECK_FALSE(games().complete(g.id, setupOf(2, "first")).ok());
    }
}

TEST_CASE("a chosen first player begins and seat order runs on from that seat", "[first]") {
    for (const auto& g : games().all())
        for (int n = std::max(2, g.minPlayers); n <= g.maxPlayers; ++n)
            for (int k = 1; k <= n; ++k) {
                INFO(fmt::format("{} with {} players, first={}", g.id, n, k));
                Match m = started(g.id, setupOf(n, std::to_string(k)), 17 + static_cast<std::uint64_t>(k));
                // the first round: every seat once, in order
                auto order = turnOrder(m, g.id == "doglover" ? n + 1 : n, 5);
                if (g.id == "doglover") { // the seat on the first player's right places the watch dog first
                    CHECK(order.front() == (k - 2 + n) % n);
                    order.erase(order.begin());
                }
                CHECK(order.front() == k - 1);
                REQUIRE(order.size() >= 2);
                for (std::size_t i = 1; i < order.size(); ++i)
                    CHECK(order[i] == (order[i - 1] + 1) % n);
            }
}

TEST_CASE("a random first player is a chance outcome: every seat begins equally often", "[first]") {
    for (const auto& g : games().all())
        for (int n = std::max(2, g.minPlayers); n <= g.maxPlayers; ++n) {
            INFO(fmt::format("{} with {} players", g.id, n));
            std::map<Seat, int> firsts;
            const int games = 100 * n;
            for (int seed = 1; seed <= games; ++seed)
                ++firsts[started(g.id, setupOf(n, "random"), seed).state().turnSeat()];
            for (Seat s = 0; s < n; ++s) {
                INFO("seat " << s + 1 << " began " << firsts[s] << " of " << games);
                CHECK(firsts[s] >= 60); // expected 100 each; 60 is far beyond 4 standard deviations
                CHECK(firsts[s] <= 140);
            }
        }
}

TEST_CASE("the first player survives save and load (the outcome is in the action list)", "[first]") {
    for (const auto& g : games().all()) {
        INFO(g.id);
        Match m = started(g.id, setupOf(std::max(2, g.minPlayers), "random"), 99);
        auto loaded = Match::fromJson(games(), m.toJson());
        REQUIRE(loaded.ok());
        CHECK(loaded.match->state().turnSeat() == m.state().turnSeat());
        CHECK(loaded.match->state().hash() == m.state().hash());
        CHECK(loaded.match->setup().variant("first") == "random");
    }
}

TEST_CASE("a save from before the variant loads with the rule it was played with", "[first]") {
    // Dog Lover, Dig and Dog Kids always began with seat 1; DOGS and Ciapki drew the first player.
    const std::map<std::string, std::string> legacy{
        {"doglover", "1"}, {"dig", "1"}, {"dogkids", "1"}, {"kennel", "random"}, {"ciapki", "random"}};
    for (const auto& g : games().all()) {
        INFO(g.id);
        REQUIRE(legacy.count(g.id));
        Match m = started(g.id, setupOf(std::max(2, g.minPlayers), legacy.at(g.id)), 7);
        Rng rng(3);
        for (int i = 0; i < 30 && !m.state().isOver(); ++i) {
            if (m.state().isChance()) {
                m.resolveChance();
                continue;
            }
            auto legal = m.state().legalActions();
            REQUIRE(m.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
        }
        auto j = nlohmann::json::parse(m.toJson());
        j["variants"].erase("first"); // as a version-1 save wrote it
        j["version"] = 1;
        auto loaded = Match::fromJson(games(), j.dump());
        INFO(loaded.error);
        REQUIRE(loaded.ok());
        CHECK(loaded.match->setup().variant("first") == legacy.at(g.id));
        CHECK(loaded.match->state().hash() == m.state().hash());
        CHECK(loaded.match->actions() == m.actions());
    }
}

TEST_CASE("Ciapki solo: the human begins, as the box says, there is no second seat to choose", "[first]") {
    for (const std::string first : {"random", "1"}) {
        INFO("first=" << first);
        Match m = started("ciapki", setupOf(1, first), 3);
        CHECK(m.state().turnSeat() == 0);
    }
    auto bad = games().complete("ciapki", setupOf(1, "2"));
    REQUIRE_FALSE(bad.ok());
    CHECK_THAT(bad.error(), Catch::Contains("first player 2"));
}

TEST_CASE("the saves of the fuzz corpus, made without the first-player variant, load completely",
          "[first][saves]") {
    for (const std::string game : {"ciapki", "dig", "dogkids", "doglover", "kennel"}) {
        INFO(game);
        std::ifstream in(std::string(DOGTABLE_SOURCE_DIR) + "/tests/fuzz/corpus/save/" + game + ".dogtable");
        REQUIRE(in.good());
        std::stringstream text;
        text << in.rdbuf();
        auto loaded = Match::fromJson(games(), text.str());
        INFO(loaded.error);
        CHECK(loaded.ok()); // every move replays and the state hash matches
    }
}
