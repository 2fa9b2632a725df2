// Seat balance: with the first player drawn at random (the default in every game), no seat of any
// game is favoured — random play at 2, 3 and 4 players gives every seat its fair share of wins
// within a few points. Dog Kids' board is fair by design at every place (its symmetric board): with
// seat 1 always first, 2 and 4 players still come out even. The figures from 20,000 games per setup
// (and the first-player advantage by turn position) are in docs/performance.md, "Seat balance".
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include "builtin_games.h"
#include "dogtable/core/registry.h"
#include "dogtable/core/rng.h"

using namespace dogtable;

namespace {

const GameRegistry& registry() {
    return test::builtinGames();
}

/// Win shares per seat over `games` random games (a shared win counts for every winner).
std::vector<double> winShares(const std::string& game, int players, int games, std::uint64_t seed,
                              const std::map<std::string, std::string>& variants = {}) {
    std::vector<double> wins(static_cast<std::size_t>(players), 0.0);
    std::vector<Action> legal;
    std::vector<ChanceOutcome> outcomes;
    for (int g = 0; g < games; ++g) {
        Setup setup;
        setup.players = players;
        setup.variants = variants;
        auto state = registry().newGame(game, setup);
        REQUIRE(state);
        GameState& st = *state.value();
        Rng rng(seed * 7919 + static_cast<std::uint64_t>(g));
        for (int step = 0; !st.isOver(); ++step) {
            if (step >= 200000) FAIL("a random game of " << game << " did not end");
            if (st.isChance()) {
                st.chanceOutcomes(outcomes);
                st.applyLegal(outcomes[rng.pickWeighted(outcomes)].action);
            } else {
                st.legalActions(legal);
                st.applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            }
        }
        const auto r = st.returns();
        for (int s = 0; s < players; ++s)
            if (r[static_cast<std::size_t>(s)] > 0) wins[static_cast<std::size_t>(s)] += 1.0;
    }
    for (auto& w : wins)
        w = 100.0 * w / games;
    return wins;
}

void checkFair(const std::vector<double>& shares, double tolerance) {
    const double mean = [&] {
        double sum = 0;
        for (double s : shares)
            sum += s;
        return sum / static_cast<double>(shares.size());
    }();
    for (std::size_t s = 0; s < shares.size(); ++s) {
        INFO(fmt::format("seat {}: {:.1f} % (mean of the seats {:.1f} %)", s + 1, shares[s], mean));
        CHECK(std::abs(shares[s] - mean) <= tolerance);
    }
}

} // namespace

TEST_CASE("with a random first player no seat is favoured, in every game", "[balance]") {
    for (const auto& info : registry().all()) {
        for (int players = std::max(2, info.minPlayers); players <= std::min(4, info.maxPlayers); ++players) {
            DYNAMIC_SECTION(info.id << " " << players << " players") {
                // 3,000 games: the standard error of a seat's share is about 0.9 points at 2 players.
                const auto shares = winShares(info.id, players, 3000, 17);
                if (info.id == "dogkids" && players == 3) {
                    // Not symmetric by its rules: one of the four places is empty, and the seat right
                    // after it (seat 1 by default) is weaker; reported, not hidden (the rules page says so).
                    CHECK(shares[0] < shares[1]);
                    CHECK(shares[1] < shares[2]);
                } else {
                    checkFair(shares, 3.0);
                }
            }
        }
    }
}

TEST_CASE("Dog Kids' board is fair to every place even when seat 1 always starts", "[balance]") {
    for (int players : {2, 4}) {
        DYNAMIC_SECTION(players << " players") {
            checkFair(winShares("dogkids", players, 6000, 5, {{"first", "1"}}), 2.0);
        }
    }
    // The first board was not: white won about 44 % of 2-player games.
    const auto first = winShares("dogkids", 2, 6000, 5, {{"first", "1"}, {"board", "0"}});
    CHECK(first[0] < 46.0);
}
