// Fair undo against computer players: a computer's reply is no barrier unless it shows the human
// something hidden (revealsHiddenInformation), so "undo" takes back the human's move together with
// the replies; a hand-over between two people and every chance outcome stay barriers.
#include <catch2/catch.hpp>

#include "builtin_games.h"
#include "dogtable/core/match.h"
#include "dogtable/core/registry.h"

using namespace dogtable;

namespace {

const GameRegistry& registry() {
    return test::builtinGames();
}

Match humanAgainstComputer(const std::string& game, std::uint64_t seed) {
    Setup setup;
    setup.players = 2;
    std::vector<SeatInfo> seats{SeatInfo{"Ania"}, SeatInfo{"Bot", true, "random"}};
    auto m = Match::create(registry(), game, setup, seats, seed);
    REQUIRE(m);
    return std::move(m.value());
}

} // namespace

TEST_CASE("a computer's move reveals hidden information only where the game hides some", "[undo]") {
    for (const auto& info : registry().all()) {
        DYNAMIC_SECTION(info.id) {
            Match m = humanAgainstComputer(info.id, 3);
            Rng rng(11);
            int computerMoves = 0;
            int revealing = 0;
            int cardPlays = 0;
            for (int step = 0; step < 400 && !m.state().isOver(); ++step) {
                const Seat s = m.state().currentSeat();
                if (s == kChanceSeat) {
                    REQUIRE(m.resolveChance());
                    continue;
                }
                const auto legal = m.state().legalActions();
                const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                if (s == 1) {
                    ++computerMoves;
                    const bool reveals = revealsHiddenInformation(m.state(), a, 0);
                    if (!m.state().hidesInformation()) REQUIRE_FALSE(reveals);
                    revealing += reveals ? 1 : 0;
                    if (info.id == "dogkids" && m.state().actionKindName(a.kind) == "move") ++cardPlays;
                    // The answer is the same every time it is asked.
                    REQUIRE(revealsHiddenInformation(m.state(), a, 0) == reveals);
                }
                REQUIRE(m.play(a));
            }
            CHECK(computerMoves > 0);
            // Dog Kids: a card played from the computer's hidden hand is news to the human (nearly
            // always: a card the human could infer, as when every unseen card has that colour, is not).
            if (info.id == "dogkids") {
                INFO("revealing " << revealing << " of " << cardPlays << " card plays");
                CHECK(revealing * 10 >= cardPlays * 8);
            }
        }
    }
}

TEST_CASE("fair undo takes back the human's move with the computer's open replies", "[undo]") {
    // Dig: dogs move on an open yard. Find a point where the human acts, the computer answers
    // with moves that show nothing hidden, and the human is to act again.
    Match m = humanAgainstComputer("dig", 5);
    Rng rng(2);
    bool found = false;
    for (int step = 0; step < 3000 && !m.state().isOver() && !found; ++step) {
        const Seat s = m.state().currentSeat();
        if (s == kChanceSeat) {
            REQUIRE(m.resolveChance());
            continue;
        }
        const auto legal = m.state().legalActions();
        const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        const std::size_t before = m.actions().size();
        const int floor = m.undoFloor();
        REQUIRE(m.play(a));
        if (s == 1 && m.state().currentSeat() == 0 && m.undoFloor() == floor &&
            floor < static_cast<int>(before)) {
            // The computer's reply set no barrier: undo can go back past it to the human's move.
            REQUIRE(m.canUndo());
            while (m.canUndo() && m.state().currentSeat() != 0)
                REQUIRE(m.undo());
            REQUIRE(m.undo());
            found = true;
        }
    }
    REQUIRE(found);
}

TEST_CASE("between two people the hand-over stays a barrier", "[undo]") {
    Setup setup;
    setup.players = 2;
    auto created = Match::create(registry(), "dig", setup, {SeatInfo{"Ania"}, SeatInfo{"Bartek"}}, 5);
    REQUIRE(created);
    Match m = std::move(created.value());
    Rng rng(2);
    for (int step = 0; step < 3000 && !m.state().isOver(); ++step) {
        const Seat s = m.state().currentSeat();
        if (s == kChanceSeat) {
            REQUIRE(m.resolveChance());
            continue;
        }
        const auto legal = m.state().legalActions();
        REQUIRE(m.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
        const Seat next = m.state().currentSeat();
        if (next >= 0 && next != s) REQUIRE_FALSE(m.canUndo());
    }
}
