// Random play: conservation and limits after every action, for 1-4 players and off-leash mode.
#include "ciapki_test_util.h"

#include "dogtable/core/rng.h"

using namespace ciapki_test;

namespace {

void playRandom(int players, const std::string& tiles, std::uint64_t seed) {
    Setup setup;
    setup.players = players;
    for (int i = 0; i < players; ++i)
        setup.names.push_back("P" + std::to_string(i + 1));
    setup.variants = {{"tiles", tiles}, {"offleash", "0"}, {"solo_treats", "1"}};
    if (tiles == "custom") setup.variants["tiles"] = "dig,dogpile,search,gobble";
    if (tiles == "off-leash") setup.variants["offleash"] = "1";
    CiapkiState s(std::make_shared<const Setup>(setup));
    Rng rng(seed);
    std::vector<Action> legal;
    std::vector<ChanceOutcome> outs;
    std::vector<std::string> problems;
    int steps = 0;
    while (!s.isOver()) {
        REQUIRE(steps < 100000); // the game ends
        problems.clear();
        s.checkInvariants(problems); // 40 dice, 20 treats, 32 cards, yards <= 7, <= 6 dog cards
        INFO(s.debugText());
        INFO((problems.empty() ? std::string() : problems.front()));
        REQUIRE(problems.empty());
        for (int p = 0; p < players; ++p) {
            REQUIRE(s.area(p).yardTotal() <= kBustAbove);
            REQUIRE(s.area(p).owned() <= kMaxDogs);
        }
        if (s.isChance()) {
            s.chanceOutcomes(outs);
            REQUIRE_FALSE(outs.empty());
            s.applyLegal(outs[rng.pickWeighted(outs)].action);
        } else {
            s.legalActions(legal);
            REQUIRE_FALSE(legal.empty());
            s.applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
        ++steps;
    }
    problems.clear();
    s.checkInvariants(problems);
    REQUIRE(problems.empty());
    if (s.winner() == kPies)
        CHECK(s.piesScored() == kWinDogs);
    else
        CHECK(s.area(s.winner()).nScored == kWinDogs);
}

} // namespace

TEST_CASE("random play keeps dice, treats, cards and limits for 1-4 players and every tile mode",
          "[random]") {
    for (int players = 1; players <= 4; ++players)
        for (const char* tiles : {"first-game", "custom", "off-leash", "random"})
            for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                INFO(players << " players, " << tiles << ", seed " << seed);
                playRandom(players, tiles, seed * 101 + static_cast<std::uint64_t>(players));
            }
}
