// Card data (spec §1) and trick placements (spec §2).
#include "doglover_test_util.h"

using namespace dogtable;
using namespace dogtable::games::doglover;

namespace {

int deckSize(int players) {
    int n = 0;
    for (int id = 0; id < kDeckIds; ++id)
        n += copiesInDeck(static_cast<CardId>(id), players);
    return n;
}

int typeCount(CardType t, int players) {
    int n = 0;
    for (int id = 0; id < kDeckIds; ++id)
        if (card(static_cast<CardId>(id)).type == t) n += copiesInDeck(static_cast<CardId>(id), players);
    return n;
}

} // namespace

TEST_CASE("the main deck has 120 cards: 80 / 100 / 120 by player-count mark", "[data]") {
    CHECK(deckSize(2) == 80);
    CHECK(deckSize(3) == 100);
    CHECK(deckSize(4) == 120);
    CHECK(typeCount(CardType::Dog, 4) == 24);
    CHECK(typeCount(CardType::Food, 4) == 32);
    CHECK(typeCount(CardType::Toy, 4) == 20);
    CHECK(typeCount(CardType::Bone, 4) == 8);
    CHECK(typeCount(CardType::Walk, 4) == 8);
    CHECK(typeCount(CardType::Training, 4) == 11);
    CHECK(typeCount(CardType::Adoption, 4) == 8);
    CHECK(typeCount(CardType::Trait, 4) == 9);
    CHECK(typeCount(CardType::Dog, 2) == 16);
    CHECK(typeCount(CardType::Food, 2) == 20);
    CHECK(typeCount(CardType::Trait, 2) == 9);
}

TEST_CASE("dogs follow VP = scraps + 2 dry + 3 wet and their size mix", "[data]") {
    std::array<std::array<int, 3>, 3> bySizeMark{};
    for (int id = 0; id < kRegularDogs; ++id) {
        const auto& c = card(static_cast<CardId>(id));
        CHECK(c.vp == c.cost[0] + 2 * c.cost[1] + 3 * c.cost[2]);
        for (int m = 0; m < 3; ++m)
            bySizeMark[static_cast<std::size_t>(c.size)][static_cast<std::size_t>(m)] +=
                c.copies[static_cast<std::size_t>(m)];
    }
    CHECK(bySizeMark[0] == std::array<int, 3>{6, 1, 1});
    CHECK(bySizeMark[1] == std::array<int, 3>{5, 2, 1});
    CHECK(bySizeMark[2] == std::array<int, 3>{5, 1, 2});
    CHECK(card(test::kDango).vp == 5);
    CHECK(card(test::kDango).cost == std::array<std::uint8_t, 3>{2, 0, 1});
    CHECK(card(13).name == "Wanisz");
    CHECK(card(13).copies == std::array<std::uint8_t, 3>{0, 1, 0});
}

TEST_CASE("food cards hand out the tokens of the spec and the supply never runs dry", "[data]") {
    std::array<int, 4> given{};
    for (int i = 0; i < kFoodCards; ++i) {
        const auto& c = card(static_cast<CardId>(kFirstFood + i));
        given[c.food] += c.tokens * copiesInDeck(static_cast<CardId>(kFirstFood + i), 4);
    }
    CHECK(given == std::array<int, 4>{20, 11, 6, 3});
    auto s = test::scripted({});
    CHECK(s->supply(Scraps) + s->supply(Dry) + s->supply(Wet) + s->supply(Treat) == 62);
    CHECK(s->supply(Scraps) > given[0]);
    CHECK(s->supply(Dry) > given[1]);
    CHECK(s->supply(Wet) > given[2]);
    CHECK(s->supply(Treat) > given[3]);
}

TEST_CASE("traits: nine, three per size, with their VP", "[data]") {
    std::array<int, 3> sizes{};
    for (int t = 0; t < kTraits; ++t)
        ++sizes[static_cast<std::size_t>(card(static_cast<CardId>(kFirstTrait + t)).size)];
    CHECK(sizes == std::array<int, 3>{3, 3, 3});
    CHECK(card(kLobuziak).vp == 7);
    CHECK(card(kNajlepszy).vp == 1);
    CHECK(card(kArystokrata).vp == 1);
    CHECK(card(kZlodziejaszek).vp == 2);
    CHECK(card(kPupilek).vp == 2);
    CHECK(card(kUrwis).vp == 1);
    CHECK(card(kPrzewodnik).vp == 3);
    CHECK(card(kMorus).vp == 3);
    CHECK(card(kUciekinier).vp == 3);
}

TEST_CASE("shelter dogs: 15, five of each size", "[data]") {
    std::array<int, 3> sizes{};
    for (int r = 0; r < kRescues; ++r)
        ++sizes[static_cast<std::size_t>(card(static_cast<CardId>(kFirstRescue + r)).size)];
    CHECK(sizes == std::array<int, 3>{5, 5, 5});
    CHECK(rescueToy(kDino) == kLeash);
    CHECK(rescueToy(kTina) == kChewToy);
    CHECK(rescueToy(kPimpek) == kDogHouse);
    CHECK(rescueToy(kSpeedy) == kBall);
    CHECK(rescueToy(kFedra) == kFrisbee);
    CHECK(rescueToy(kBigos) == kNoCard);
}

TEST_CASE("names resolve in Polish and English", "[data]") {
    CHECK(cardByName("Łobuziak") == kLobuziak);
    CHECK(cardByName("troublemaker") == kLobuziak);
    CHECK(cardByName("Zołza") == kZolza);
    CHECK(cardByName("gryzak") == kChewToy);
    CHECK(cardByName("chew toy") == kChewToy);
    CHECK_FALSE(cardByName("Reksio").has_value());
}

TEST_CASE("trick costs: three of cost 1, five of cost 2, three of cost 3, 3 or 4 cells", "[data][tricks]") {
    std::array<int, 4> costs{};
    for (int t = kFirstBought; t < kTrickIds; ++t)
        ++costs[static_cast<std::size_t>(trick(static_cast<TrickId>(t)).cost)];
    CHECK(costs == std::array<int, 4>{0, 3, 5, 3});
    for (int t = 0; t < kTrickIds; ++t) {
        const auto& info = trick(static_cast<TrickId>(t));
        CHECK(info.cells.size() == (info.cost >= 2 ? 4U : 3U));
    }
}

TEST_CASE("placement counts per watch-dog position match spec §2.4 (shapes revised 2026-11-25)", "[tricks]") {
    struct Row {
        TrickId trick;
        int placements;
        std::array<int, 6> legal; // guard on row 0, 1, 2, col 0, 1, 2
    };
    const std::vector<Row> rows = {
        {0, 6, {5, 5, 5, 5, 5, 5}},  {1, 16, {12, 8, 12, 12, 8, 12}}, {2, 2, {2, 2, 2, 2, 2, 2}},
        {3, 4, {3, 4, 3, 3, 4, 3}},  {4, 8, {7, 6, 7, 7, 6, 7}},      {5, 8, {7, 6, 7, 7, 6, 7}},
        {6, 8, {5, 6, 5, 5, 6, 5}},  {7, 4, {3, 4, 3, 3, 4, 3}},      {8, 4, {2, 4, 2, 2, 4, 2}},
        {9, 4, {2, 4, 2, 2, 4, 2}},  {10, 4, {2, 4, 2, 2, 4, 2}},     {11, 4, {3, 2, 3, 3, 2, 3}},
        {12, 4, {2, 4, 2, 2, 4, 2}}, {13, 4, {3, 2, 3, 3, 2, 3}},     {14, 8, {5, 6, 5, 5, 6, 5}},
        {15, 8, {7, 2, 7, 7, 2, 7}}, {16, 8, {5, 6, 5, 5, 6, 5}},
    };
    for (const auto& row : rows) {
        INFO(trick(row.trick).name);
        auto ps = placements(row.trick);
        CHECK(static_cast<int>(ps.size()) == row.placements);
        for (int g = 0; g < 6; ++g) {
            int legal = 0;
            for (const auto& p : ps)
                if (std::popcount(static_cast<unsigned>(p.mask & lineMask(static_cast<Line>(g)))) <= 1)
                    ++legal;
            INFO("guard line " << g);
            CHECK(legal == row.legal[static_cast<std::size_t>(g)]);
            CHECK(legal > 0); // E59: never blocked on a full grid
        }
        for (const auto& p : ps) // the star points at a line the trick takes a card from
            CHECK((p.mask & lineMask(p.star.line)) != 0);
    }
    // Cost buys flexibility: every cost-3 trick has more placements than every cost-2 trick.
    for (TrickId a = kFirstBought; a < kTrickIds; ++a)
        for (TrickId b = kFirstBought; b < kTrickIds; ++b)
            if (trick(a).cost == 3 && trick(b).cost == 2) CHECK(placements(a).size() > placements(b).size());
}

TEST_CASE("rotations turn the star with the cells (Łap and Siad, spec §2.4)", "[tricks]") {
    const Placement lap = rotated(printed(kFirstBought + 0), 1);
    CHECK(lap.mask == test::cells({2, 3, 5})); // (0,2) (1,0) (1,2)
    CHECK(lap.star.line == 1);                 // row 1
    CHECK(lap.star.side == Side::Left);
    const Placement sit = rotated(printed(kSiad), 1);
    CHECK(sit.mask == test::cells({0, 1, 2}));
    CHECK(sit.star.line == 0);
    CHECK(sit.star.side == Side::Right);
    // four quarter turns are the identity
    CHECK(rotated(printed(kFirstBought + 3), 4).mask == printed(kFirstBought + 3).mask);
}

TEST_CASE("no mirror images: Do nogi and Skacz never cover the same cells", "[tricks]") {
    for (const auto& a : placements(kFirstBought + 3))
        for (const auto& b : placements(kFirstBought + 6))
            CHECK(a.mask != b.mask);
    for (const auto& a : placements(kFirstBought + 8)) // Poproś and Tańcz
        for (const auto& b : placements(kFirstBought + 10))
            CHECK(a.mask != b.mask);
}

TEST_CASE("every trick has a legal placement for every guard (E59, shapes revised 2026-11-25)", "[tricks]") {
    for (int t = 0; t < kTrickIds; ++t)
        for (int g = 0; g < 6; ++g) {
            int legal = 0;
            for (const auto& p : placements(static_cast<TrickId>(t)))
                if (std::popcount(static_cast<unsigned>(p.mask & lineMask(static_cast<Line>(g)))) <= 1)
                    ++legal;
            CHECK(legal >= 1);
        }
}

TEST_CASE("the tricks that kept their shape keep their placement numbers (saves made before 2026-11-25)",
          "[tricks][saves]") {
    // A draft is saved as "draft <trick> <placement index>": the placements of every trick whose
    // shape did not change are listed in the order the version-1 saves used (cells mask, star line).
    struct Old {
        TrickId id;
        std::vector<std::pair<int, int>> placements;
    };
    const std::vector<Old> old = {
        {0, {{0x049, 3}, {0x092, 4}, {0x124, 5}, {0x007, 0}, {0x038, 1}, {0x1c0, 2}}},
        {1,
         {{0x019, 1},
          {0x032, 1},
          {0x0c8, 2},
          {0x190, 2},
          {0x00b, 3},
          {0x016, 4},
          {0x058, 3},
          {0x0b0, 4},
          {0x013, 0},
          {0x026, 0},
          {0x098, 1},
          {0x130, 1},
          {0x01a, 4},
          {0x034, 5},
          {0x0d0, 4},
          {0x1a0, 5}}},
        {2, {{0x111, 4}, {0x054, 1}}},
        {3, {{0x085, 0}, {0x10c, 5}, {0x142, 2}, {0x061, 3}}},
        {4, {{0x015, 4}, {0x0a8, 4}, {0x08a, 1}, {0x114, 1}, {0x02a, 4}, {0x150, 4}, {0x051, 1}, {0x0a2, 1}}},
        {5, {{0x023, 0}, {0x118, 1}, {0x052, 4}, {0x0a4, 5}, {0x031, 1}, {0x188, 2}, {0x04a, 3}, {0x094, 4}}},
        {6, {{0x083, 4}, {0x106, 5}, {0x02c, 1}, {0x160, 2}, {0x0c1, 3}, {0x182, 4}, {0x00d, 0}, {0x068, 1}}},
        {7, {{0x109, 2}, {0x046, 3}, {0x121, 0}, {0x0c4, 5}}},
        {8, {{0x045, 3}, {0x105, 0}, {0x144, 5}, {0x141, 2}}},
        {14,
         {{0x0c9, 3}, {0x192, 4}, {0x00f, 0}, {0x078, 1}, {0x093, 4}, {0x126, 5}, {0x03c, 1}, {0x1e0, 2}}},
        {15,
         {{0x017, 4}, {0x0b8, 4}, {0x09a, 1}, {0x134, 1}, {0x03a, 4}, {0x1d0, 4}, {0x059, 1}, {0x0b2, 1}}},
    };
    for (const auto& t : old) {
        INFO(trick(t.id).name);
        auto ps = placements(t.id);
        REQUIRE(ps.size() == t.placements.size());
        for (std::size_t i = 0; i < ps.size(); ++i) {
            CHECK(ps[i].mask == t.placements[i].first);
            CHECK(ps[i].star.line == t.placements[i].second);
        }
    }
}
