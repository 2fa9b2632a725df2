// The arena: whole bot games, Wilson intervals, Bradley–Terry ratings, the round-robin tournament.
#include <catch2/catch.hpp>

#include <cmath>

#include "dogtable/bots/arena.h"
#include "toy_game.h"

using namespace dogtable;
using namespace dogtable::bots;

namespace {
Setup toySetup() {
    Setup s;
    s.players = 2;
    s.names = {"A", "B"};
    s.variants = {{"target", "20"}};
    return s;
}
} // namespace

TEST_CASE("Wilson intervals match the published values", "[arena]") {
    // 50 of 100: 0.4038–0.5962; 0 of 10: 0–0.2775; 9 of 10: 0.5958–0.9821 (z = 1.96).
    const Rate half{100, 50};
    CHECK(half.value() == Approx(0.5));
    CHECK(half.low() == Approx(0.4038).margin(1e-4));
    CHECK(half.high() == Approx(0.5962).margin(1e-4));
    const Rate none{10, 0};
    CHECK(none.low() == Approx(0.0).margin(1e-12));
    CHECK(none.high() == Approx(0.2775).margin(1e-4));
    const Rate most{10, 9};
    CHECK(most.low() == Approx(0.5958).margin(1e-4));
    CHECK(most.high() == Approx(0.9821).margin(1e-4));
    CHECK(Rate{}.low() == 0.0);
}

TEST_CASE("Bradley-Terry ratings on the Elo scale", "[arena]") {
    SECTION("three to one is about 191 points") {
        const auto elo = eloFromPoints({{0, 7500}, {2500, 0}}, {{0, 10000}, {10000, 0}});
        CHECK(elo[0] - elo[1] == Approx(400 * std::log10(3.0)).margin(1.0));
        CHECK((elo[0] + elo[1]) / 2 == Approx(1500).margin(1e-6));
    }
    SECTION("a level that never scored stays finite and last; levels that never met stay level") {
        const auto elo =
            eloFromPoints({{0, 20, 0}, {0, 0, 0}, {0, 0, 0}}, {{0, 20, 0}, {20, 0, 0}, {0, 0, 0}});
        CHECK(std::isfinite(elo[1]));
        CHECK(elo[0] > elo[1] + 300);
        CHECK(elo[2] == Approx(1500).margin(1e-6));
    }
    SECTION("a chain: A beats B beats C gives A > B > C") {
        const auto elo =
            eloFromPoints({{0, 70, 0}, {30, 0, 70}, {0, 30, 0}}, {{0, 100, 0}, {100, 0, 100}, {0, 100, 0}});
        CHECK(elo[0] > elo[1]);
        CHECK(elo[1] > elo[2]);
    }
}

TEST_CASE("a tournament plays both seat orders and sums up levels, pairs and seats", "[arena]") {
    const auto info = toy::toyInfo();
    TournamentConfig config;
    config.levels = {"random", "easy"};
    config.gamesPerPairing = 12;
    config.seed = 5;
    auto r = runTournament(info, toySetup(), config);
    REQUIRE(r);
    CHECK(r->games == 24); // (random, easy) and (easy, random), 12 each
    CHECK(r->unfinished == 0);
    REQUIRE(r->levels.size() == 2);
    REQUIRE(r->pairs.size() == 1);
    REQUIRE(r->seats.size() == 2);
    CHECK(r->levels[0].rate.games == 24);
    CHECK(r->levels[1].rate.games == 24);
    // Every game has one winner in Pig: the points add up to the games.
    CHECK(r->levels[0].rate.points + r->levels[1].rate.points == Approx(24));
    CHECK(r->seats[0].rate.points + r->seats[1].rate.points == Approx(24));
    // The search bot beats random play, and the rating agrees.
    CHECK(r->levels[1].rate.value() > 0.6);
    CHECK(r->levels[1].elo > r->levels[0].elo);
    CHECK(r->pairs[0].a == "random");
    CHECK(r->pairs[0].rate.value() == Approx(r->levels[0].rate.value()));
    CHECK(r->meanActions > 0);

    SECTION("the same seed gives the same tournament, on one thread or two") {
        config.threads = 2;
        auto again = runTournament(info, toySetup(), config);
        REQUIRE(again);
        CHECK(again->levels[1].rate.points == r->levels[1].rate.points);
        CHECK(again->seats[0].rate.points == r->seats[0].rate.points);
        CHECK(again->meanActions == r->meanActions);
    }
    SECTION("the chart shows every level and pair with its interval") {
        const auto svg = tournamentSvg(*r);
        CHECK(svg.rfind("<svg", 0) == 0);
        CHECK(svg.find("random vs easy") != std::string::npos);
        CHECK(svg.find("easy (all games)") != std::string::npos);
        CHECK(svg.find("</svg>") != std::string::npos);
    }
}

TEST_CASE("with the same seeds every seating meets the same games", "[arena]") {
    // Levels listed in the other order play the seat orders in the other order: with the same
    // seeds for every seating both tournaments are the same games; with distinct seeds they are not.
    const auto info = toy::toyInfo();
    auto run = [&](std::vector<std::string> levels, bool same) {
        TournamentConfig config;
        config.levels = std::move(levels);
        config.gamesPerPairing = 12;
        config.seed = 5;
        config.sameSeeds = same;
        auto r = runTournament(info, toySetup(), config);
        REQUIRE(r);
        return *r;
    };
    const auto ab = run({"random", "easy"}, true), ba = run({"easy", "random"}, true);
    CHECK(ab.games == 24);
    CHECK(ab.meanActions == ba.meanActions);
    CHECK(ab.levels[1].rate.points == ba.levels[0].rate.points);
    CHECK(ab.seats[0].rate.points == ba.seats[0].rate.points);
    // (distinct seeds: the seat orders meet different games)
    CHECK(run({"random", "easy"}, false).meanActions != run({"easy", "random"}, false).meanActions);
}

TEST_CASE("a tournament refuses what it cannot play", "[arena]") {
    const auto info = toy::toyInfo();
    TournamentConfig config;
    config.levels = {"random", "genius"};
    CHECK_FALSE(runTournament(info, toySetup(), config));
    config.levels = {"easy", "easy"};
    CHECK_FALSE(runTournament(info, toySetup(), config));
    config.levels = {"easy"};
    CHECK_FALSE(runTournament(info, toySetup(), config));
    config.levels = {"random", "easy"};
    config.gamesPerPairing = 0;
    CHECK_FALSE(runTournament(info, toySetup(), config));
}

TEST_CASE("a game that does not end is stopped and counted as unfinished", "[arena]") {
    const auto info = toy::toyInfo();
    TournamentConfig config;
    config.levels = {"random", "easy"};
    config.gamesPerPairing = 2;
    config.actionLimit = 3; // no game of Pig ends in three actions
    auto r = runTournament(info, toySetup(), config);
    REQUIRE(r);
    CHECK(r->unfinished == 4);
    CHECK(r->errors.size() == 4);
    CHECK(r->levels[0].rate.points == 0);
    CHECK(r->levels[1].rate.points == 0);
}

TEST_CASE("a played game keeps its history when asked, and replays to the same end", "[arena]") {
    const auto info = toy::toyInfo();
    auto initial = info.create(std::make_shared<const Setup>(toySetup()));
    std::vector<std::unique_ptr<Bot>> seats;
    seats.push_back(makeBot("random"));
    seats.push_back(makeBot("easy"));
    PlayOptions options;
    options.keepHistory = true;
    options.checkInvariants = true;
    const auto r = playGame(*initial, seats, 9, options);
    REQUIRE(r.completed);
    REQUIRE(r.history.size() == static_cast<std::size_t>(r.actions));
    auto again = initial->clone();
    for (const auto& a : r.history)
        REQUIRE(again->apply(a));
    CHECK(again->isOver());
    CHECK(again->scoreSheet().winners == r.sheet.winners);
    const auto quiet = playGame(*initial, seats, 9);
    CHECK(quiet.history.empty());
    CHECK(quiet.actions == r.actions); // the same seed plays the same game
}
