// Dog Lover: the strong level's rollout policy, horizon and judgement (doglover_bot.cpp, issue #18).
// Random rollouts drafted at random, ended turns with cards still to use and left dogs hungry: strong
// won 56 % of its first 50 games against medium with them (docs/bots.md).
#include "doglover_test_util.h"

#include "dogtable/core/rng.h"

using namespace dogtable;
using namespace dogtable::games::doglover;
using namespace dogtable::games::doglover::test;

namespace {

/// The rollout's choices in this position over 40 seeds (each one of the legal actions).
std::vector<Action> rolloutChoices(const DogLoverState& s) {
    std::vector<Action> picks, scratch;
    const auto legal = s.legalActions();
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Rng rng(seed);
        const Action a = s.rolloutAction(scratch, rng);
        REQUIRE(std::find(legal.begin(), legal.end(), a) != legal.end());
        picks.push_back(a);
    }
    return picks;
}

long countOf(const std::vector<Action>& picks, const Action& a) {
    return std::count(picks.begin(), picks.end(), a);
}

struct Stop {
    int turns = 0;    // turns taken until no one was to move
    bool cut = false; // stopped at the search horizon (not the game's end)
    std::vector<double> returns;
};

/// Plays random legal actions (and chance) on a search copy until no one is to move.
Stop playUntilStop(std::unique_ptr<GameState> g) {
    auto& s = dynamic_cast<DogLoverState&>(*g);
    Rng rng(3);
    const int before = s.turnsTaken(0) + s.turnsTaken(1);
    std::vector<Action> legal;
    while (!s.isOver()) {
        if (s.isChance()) {
            const auto outcomes = s.chanceOutcomes();
            must(s, outcomes[rng.below(static_cast<std::uint32_t>(outcomes.size()))].action);
            continue;
        }
        s.legalActions(legal);
        must(s, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    return {s.turnsTaken(0) + s.turnsTaken(1) - before, s.cut(), s.returns()};
}

constexpr std::uint16_t kRow0 = cells({0, 1, 2});

} // namespace

TEST_CASE("rollout: the draft takes the cards worth the most to the player", "[bots]") {
    // Ania holds Mando (big) and a wet token: Leia (wet 1) would be fed at once, Mando takes the
    // walk, the training is worth a point; every other card is a small or medium trait she has no dog
    // for (its penalty) or a lone bone (-1).
    Script sc;
    sc.grid = {kLeia, kWalk, kTraining, kLobuziak, kNajlepszy, kArystokrata, kZlodziejaszek, kPupilek, kBone};
    auto s = scripted(sc);
    s->editPlayer(0).area.tokens[Wet] = 1;
    const Action row0(kDraft, kSiad, placementIndex(kSiad, kRow0, 0));
    const auto picks = rolloutChoices(*s);
    // One draft in ten is random, so that rollouts differ.
    CHECK(countOf(picks, row0) >= 30);
    CHECK(s->cardValue(kLeia, 0) > 2.0);
    CHECK(s->cardValue(kLobuziak, 0) < 0.0);
}

TEST_CASE("rollout: a pending walk goes under a dog, then the turn ends", "[bots]") {
    Script sc;
    sc.grid = {kWalk, kFirstToy, kBone, kLobuziak, kNajlepszy, kArystokrata, kZlodziejaszek, kPupilek, kLeia};
    auto s = scripted(sc);
    must(*s, Action(kDraft, kSiad, placementIndex(kSiad, kRow0, 0)));
    REQUIRE(s->pendingWalks() == 1);
    // Mando is Ania's only dog: the walk goes under it (not the end of the turn, not the toy).
    const auto picks = rolloutChoices(*s);
    CHECK(countOf(picks, Action(kTuck, 0, kWalk)) == 40);
    must(*s, Action(kTuck, 0, kWalk));
    // The toy stays in hand for a set (under Mando it would score nothing): the turn ends.
    REQUIRE(isLegal(*s, Action(kTuck, 0, kFirstToy)));
    CHECK(countOf(rolloutChoices(*s), Action(kEndTurn)) == 40);
}

TEST_CASE("search copies: strong looks four rounds ahead, the other levels to the end", "[bots]") {
    auto s = scripted({});
    Rng rng(1);
    const Stop strong = playUntilStop(s->determinizeForPolicy(0, rng));
    CHECK(strong.turns == DogLoverState::kPolicyRounds * 2);
    CHECK(strong.cut);
    // The copy that stops is judged by the heuristic: shares that add up to 1.
    REQUIRE(strong.returns.size() == 2);
    CHECK(strong.returns[0] + strong.returns[1] == Approx(1.0));
    CHECK(strong.returns[0] > 0.0);
    CHECK(strong.returns[0] < 1.0);
    const Stop other = playUntilStop(s->determinize(0, rng));
    CHECK_FALSE(other.cut);
    CHECK(other.turns > DogLoverState::kPolicyRounds * 2); // the game's end
}

TEST_CASE("heuristic: hungry dogs count only as far as the tokens still to gather reach", "[bots]") {
    auto s = scripted({});
    Area& a = s->editPlayer(0).area;
    // A dog in reach of the tokens the turns left bring is worth more than nothing...
    const double alone = s->potential(0);
    a.addDog(kLuna); // scraps x3, 3 VP
    const double withLuna = s->potential(0);
    CHECK(withLuna > alone);
    // ...but a kennel that already needs more than the turns left can bring gains nothing from one
    // more hungry dog: it is -2 at the end.
    for (CardId d : {kBruno, kArya, kMando, kRudy, kNela, kDango, kMando, kBruno, kArya, kNela})
        a.addDog(d);
    const double hoard = s->potential(0);
    a.addDog(kRudy);
    CHECK(s->potential(0) < hoard);
    // The judgement sides with the player whose dogs are likely fed.
    auto& b = s->editPlayer(1).area;
    b.tokens = {3, 3, 3, 0};
    const auto r = s->heuristicReturns();
    REQUIRE(r.size() == 2);
    CHECK(r[1] > r[0]);
    CHECK(r[0] + r[1] == Approx(1.0));
}
