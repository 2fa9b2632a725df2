// End-of-game scoring (spec §5), the test cases T1-T16 of §5.8 and the tableau files.
#include "doglover_test_util.h"

#include <fstream>
#include <sstream>

using namespace dogtable;
using namespace dogtable::games::doglover;
using namespace dogtable::games::doglover::test;

namespace {

int dogPoints(const Area& a, int index) {
    return scoreArea(a).dogs[static_cast<std::size_t>(index)].points;
}

std::string readFile(const std::string& name) {
    std::ifstream in(std::string(DOGTABLE_SOURCE_DIR) + "/tests/games/doglover/" + name);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

} // namespace

TEST_CASE("T1: Leia with Najlepszy przyjaciel and a tucked dog house is 7", "[scoring]") {
    Area a = area({dog(kLeia, kNajlepszy, {kDogHouse})}, {0, 0, 1, 0});
    CHECK(dogPoints(a, 0) == 7);
}

TEST_CASE("T2: toys chew, 2 frisbees, 2 leashes make sets 6 + 3", "[scoring]") {
    Area a = area({}, {}, {kChewToy, kFrisbee, kFrisbee, kLeash, kLeash});
    CHECK(scoreArea(a).toys == 9);
    CHECK(toySetScore({0, 0, 0, 0, 0}) == 0);
    CHECK(toySetScore({1, 1, 1, 1, 1}) == 15);
    CHECK(toySetScore({1, 1, 1, 1, 0}) == 10);
}

TEST_CASE("T3-T5: Dango is fed by 2 scraps + wet, or a treat for the wet", "[scoring][feeding]") {
    CHECK(dogPoints(area({dog(kDango)}, {2, 0, 1, 0}), 0) == 5);
    CHECK(dogPoints(area({dog(kDango)}, {2, 0, 0, 0}), 0) == -2);
    CHECK(dogPoints(area({dog(kDango)}, {2, 0, 0, 1}), 0) == 5);
    CHECK(dogPoints(area({dog(kDango)}, {1, 0, 0, 2}), 0) == 5);  // two treats for a scraps and the wet
    CHECK(dogPoints(area({dog(kDango)}, {0, 3, 1, 0}), 0) == -2); // dry is no scraps
}

TEST_CASE("T6: the rulebook's end of game, Ania 33 beats Tomek 31", "[scoring]") {
    Area ania = area({dog(13, kUrwis, {kWalk, kTraining, kBall, kBone}), dog(kArya), dog(kLuna)},
                     {2, 2, 2, 0}, {kBone, kBone, kChewToy, kFrisbee, kFrisbee, kLeash, kLeash});
    Area tomek = area({dog(kLeia, kLobuziak, {kWalk, kTraining}), dog(5), dog(21),
                       dog(kMando, kUciekinier, {kWalk}), dog(kBruno)},
                      {1, 3, 3, 0}, {kBone});
    AreaScore a = scoreArea(ania), t = scoreArea(tomek);
    CHECK(a.dogs[0].points == 18);
    CHECK(a.dogs[1].points == 6);
    CHECK(a.dogs[2].points == -2);
    CHECK(a.bones == 2);
    CHECK(a.toys == 9);
    CHECK(a.total == 33);
    std::vector<int> tomekDogs;
    for (const auto& d : t.dogs)
        tomekDogs.push_back(d.points);
    CHECK(tomekDogs == std::vector<int>{13, 4, 8, 9, -2});
    CHECK(t.bones == -1);
    CHECK(t.total == 31);
    ScoreSheet sheet = scoreSheetOf({"Ania", "Tomek"}, {ania, tomek});
    CHECK(sheet.winners == std::vector<int>{0});
    CHECK(sheet.players[0].total == 33);
    CHECK(sheet.tiebreak.empty());
}

// Play test (#15): "Arya (not fed: -2): -2" said the points twice, with two minus signs.
TEST_CASE("an unfed dog's score line gives its points once", "[scoring]") {
    Area a = area({dog(kDango)}, {2, 0, 0, 0});
    ScoreSheet sheet = scoreSheetOf({"Ania"}, {a});
    REQUIRE_FALSE(sheet.players[0].lines.empty());
    const ScoreLine& line = sheet.players[0].lines[0];
    CHECK(line.points == -2);
    CHECK(line.what.find('2') == std::string::npos);
    CHECK(line.what.find("not fed") != std::string::npos);
}

TEST_CASE("T7: bones in hand", "[scoring]") {
    CHECK(boneScore(0, 3) == 0);
    CHECK(boneScore(1, 3) == -1);
    CHECK(boneScore(2, 3) == 3);
    CHECK(boneScore(4, 3) == 6);
    CHECK(boneScore(3, 3) == 6);
    CHECK(boneScore(2, 0) == 0);
    CHECK(boneScore(1, 0) == -1); // E38
}

TEST_CASE("T8: 3 balls and a frisbee make 3 + 1 + 1", "[scoring]") {
    CHECK(scoreArea(area({}, {}, {kBall, kBall, kBall, kFrisbee})).toys == 5);
}

TEST_CASE("T9: Uciekinier feeds Mando with a single dry token", "[scoring][feeding]") {
    CHECK(dogPoints(area({dog(kMando, kUciekinier)}, {0, 1, 0, 0}), 0) == 7);
    CHECK(dogPoints(area({dog(kMando, kUciekinier)}, {0, 0, 0, 1}), 0) == 7); // a treat is a token too
    CHECK(dogPoints(area({dog(kMando, kUciekinier)}, {0, 0, 0, 0}), 0) == -2);
}

TEST_CASE("T10 / E40: an unfed dog scores -2 flat and its cards are lost", "[scoring]") {
    CHECK(dogPoints(area({dog(kLeia, kLobuziak, {kWalk})}, {3, 3, 0, 0}), 0) == -2);
}

TEST_CASE("T11 and T12 from the tableau files: 52 and 69", "[scoring][tableau]") {
    auto a = scoreTableau(readFile("t11.json"));
    REQUIRE(a.ok());
    CHECK(a->players[0].total == 52);
    auto b = scoreTableau(readFile("t12.json"));
    REQUIRE(b.ok());
    CHECK(b->players[0].total == 69);
    // the score pad order: one line per dog (together the dog subtotal, 55), toys, bones
    const auto& lines = b->players[0].lines;
    REQUIRE(lines.size() == 8);
    CHECK(lines[0].points == 20); // Arya
    CHECK(lines[1].points == -2); // Statyw is the one left unfed
    CHECK(lines[2].points == 7);  // Dino with its leash
    CHECK(lines[3].points == 11); // Molly
    CHECK(lines[4].points == 6);  // Mecus
    CHECK(lines[5].points == 13); // Rudy
    int dogs = 0;
    for (std::size_t i = 0; i < 6; ++i)
        dogs += lines[i].points;
    CHECK(dogs == 55);            // the dog subtotal of the worked example
    CHECK(lines[6].points == 4);  // toys
    CHECK(lines[7].points == 10); // bones
}

TEST_CASE("T12: leaving Rudy unfed instead would score only 62", "[scoring][feeding]") {
    auto b = scoreTableau(readFile("t12.json"));
    REQUIRE(b.ok());
    Area a =
        area({dog(kArya, kPrzewodnik, {kWalk, kWalk, kTraining}), dog(kStatyw), dog(kDino, kNoCard, {kLeash}),
              dog(kMolly, kLobuziak, {kWalk}), dog(kMecus), dog(kRudy, kUrwis, {kBone, kChewToy, kWalk})},
             {3, 4, 3, 0}, {kBone, kBone, kBone, kBall, kBall, kFrisbee});
    CHECK(scoreArea(a).total == 69);
    const std::uint64_t allButRudy = 0b011111;
    REQUIRE(canFeed(a, allButRudy));
    CHECK(scoreWithFed(a, allButRudy).total == 62);
    CHECK_FALSE(canFeed(a, 0b111111));
}

TEST_CASE("T13: Zołza with Pupilek and Najlepszy przyjaciel is 12, Edek 4", "[scoring][shelter]") {
    Area a = area({dog(kZolza), dog(kNela, kPupilek), dog(kFiga, kNajlepszy), dog(kEdek)}, {10, 10, 10, 0});
    CHECK(dogPoints(a, 0) == 12);
    CHECK(dogPoints(a, 3) == 4);
    Area urwis = area({dog(kEdek, kUrwis)}, {0, 2, 0, 0});
    CHECK(dogPoints(urwis, 0) == 2 + 3 + 1); // E44: its own trait counts, +3 for Urwis, +1 the trait itself
}

TEST_CASE("T14 / E43: Bigos counts the training under every dog, fed or not", "[scoring][shelter]") {
    // Ruling of 2026-11-24: training cards under an unfed dog still count for Bigos (the rulebook's
    // "under any dog"); they earn nothing themselves. Molly (dry) goes unfed: there is no dry token.
    Area a = area({dog(kBigos), dog(kDango, kNoCard, {kTraining}), dog(kLeia, kNoCard, {kTraining}),
                   dog(kMolly, kNoCard, {kTraining})},
                  {2, 0, 3, 0}, {kTraining, kTraining});
    AreaScore s = scoreArea(a);
    CHECK(s.dogs[0].points == 9); // 3 x 3 training cards
    CHECK(s.dogs[1].points == 6);
    CHECK(s.dogs[2].points == 4);
    CHECK(s.dogs[3].points == -2);                       // Molly's own training card earns nothing
    CHECK(scoreWithFed(a, 0b1110).dogs[0].points == -2); // Bigos itself must be fed
}

TEST_CASE("T15 / E43: Biszkopt counts a trait attached to an unfed dog", "[scoring][shelter]") {
    Area a = area({dog(kBiszkopt), dog(kMando, kUciekinier)}, {0, 1, 0, 0});
    CHECK(scoreWithFed(a, 0b01).dogs[0].points == 4); // Mando unfed: Uciekinier still counts
    CHECK(scoreWithFed(a, 0b01).dogs[1].points == -2);
    CHECK(scoreWithFed(a, 0b11).dogs[0].points == 4);
    CHECK(scoreWithFed(a, 0b10).dogs[0].points == -2); // Biszkopt unfed scores -2 flat
    Area both = area({dog(kBiszkopt), dog(kMando, kUciekinier), dog(kRudy, kZlodziejaszek)}, {10, 10, 10, 0});
    CHECK(dogPoints(both, 0) == 7);
    CHECK(scoreWithFed(both, 0b001).dogs[0].points == 7); // both hosts unfed: still 7
}

TEST_CASE("E43: Edek, Foka, Majlo and Zołza see traits on unfed dogs", "[scoring][shelter]") {
    // Each shelter dog fed (mask bit 0), the trait's host unfed (bit 1 clear).
    CHECK(scoreWithFed(area({dog(kEdek), dog(kRudy, kUrwis)}), 0b01).dogs[0].points == 2 + 3);
    CHECK(scoreWithFed(area({dog(kFoka), dog(kMando, kMorus)}), 0b01).dogs[0].points == 6);
    CHECK(scoreWithFed(area({dog(kMajlo), dog(kLeia, kArystokrata)}), 0b01).dogs[0].points == 5);
    CHECK(scoreWithFed(area({dog(kZolza), dog(kNela, kPupilek)}), 0b01).dogs[0].points == 9);
    CHECK(scoreWithFed(area({dog(kZolza), dog(kNela, kPupilek), dog(kFiga, kNajlepszy)}), 0b011)
              .dogs[0]
              .points == 12);
    // The unfed host itself still scores -2 flat: its trait's own VP is lost.
    CHECK(scoreWithFed(area({dog(kZolza), dog(kNela, kPupilek)}), 0b01).dogs[1].points == -2);
}

TEST_CASE("T16: ties go to most fed dogs, then most fed shelter dogs, then a shared win", "[scoring]") {
    // equal totals (6), A has three fed dogs, B two
    Area a = area({dog(kPestka), dog(kFiga), dog(kLeia)}, {3, 0, 1, 0});
    Area b = area({dog(5), dog(kFiga)}, {2, 2, 0, 0});
    ScoreSheet s1 = scoreSheetOf({"A", "B"}, {a, b});
    CHECK(s1.players[0].total == 6);
    CHECK(s1.players[1].total == 6);
    CHECK(s1.winners == std::vector<int>{0});
    CHECK(s1.tiebreak == "most fed dogs");
    // equal totals and fed dogs: the fed shelter dog decides
    ScoreSheet s2 =
        scoreSheetOf({"A", "B"}, {area({dog(kSpeedy)}, {2, 0, 0, 0}), area({dog(kFiga)}, {2, 0, 0, 0})});
    CHECK(s2.winners == std::vector<int>{0});
    CHECK(s2.tiebreak == "most fed shelter dogs");
    ScoreSheet s3 =
        scoreSheetOf({"A", "B"}, {area({dog(kFiga)}, {2, 0, 0, 0}), area({dog(kFiga)}, {2, 0, 0, 0})});
    CHECK(s3.winners == std::vector<int>{0, 1});
}

TEST_CASE("trait extras: Przewodnik 5 per walk, Pupilek 3 per training, Morus, Arystokrata, Złodziejaszek",
          "[scoring]") {
    CHECK(dogPoints(area({dog(kArya, kPrzewodnik, {kWalk, kWalk, kWalk})}, {1, 1, 1, 0}), 0) == 6 + 3 + 15);
    CHECK(dogPoints(area({dog(kNela, kPupilek, {kTraining, kTraining})}, {1, 2, 0, 0}), 0) == 5 + 2 + 6);
    Area morus = area({dog(kArya, kMorus, {kBone, kBone})}, {1, 1, 1, 0}, {kBone});
    AreaScore ms = scoreArea(morus);
    CHECK(ms.dogs[0].points == 6 + 3 + 6);
    CHECK(ms.bones == -1); // E37: only the bone in hand counts
    CHECK(dogPoints(area({dog(kLeia, kArystokrata, {kAdoption, kAdoption})}, {0, 0, 1, 0}), 0) == 3 + 1 + 6);
    CHECK(dogPoints(area({dog(kRudy, kZlodziejaszek, {kFirstFood, kFirstFood + 1})}, {2, 1, 0, 0}), 0) ==
          4 + 2 + 6);
    CHECK(dogPoints(area({dog(kLeia, kLobuziak, {kWalk})}, {0, 0, 1, 0}), 0) == 3 + 7 + 2); // E41
}

TEST_CASE("Urwis: +2 per distinct type, walks and training still score (E42)", "[scoring]") {
    Area a =
        area({dog(kRudy, kUrwis, {kWalk, kWalk, kTraining, kBall, kFrisbee, kBone, kFirstFood, kAdoption})},
             {2, 1, 0, 0});
    // 4 + 1 trait + 4 walks + 1 training + 6 types x 2
    CHECK(dogPoints(a, 0) == 4 + 1 + 4 + 1 + 12);
}

TEST_CASE("shelter toy dogs: +4 once, only for their own toy under themselves (E36, E60)",
          "[scoring][shelter]") {
    CHECK(dogPoints(area({dog(kDino, kNoCard, {kLeash})}, {0, 0, 1, 0}), 0) == 7);
    CHECK(dogPoints(area({dog(kDino, kNoCard, {kBall})}, {0, 0, 1, 0}), 0) == 3);
    CHECK(dogPoints(area({dog(kSpeedy, kNajlepszy, {kBall, kBall})}, {2, 0, 0, 0}), 0) == 2 + 4 + 1 + 6);
    CHECK(dogPoints(area({dog(kDino, kNoCard, {kLeash})}, {0, 0, 0, 0}), 0) == -2);
    CHECK(dogPoints(area({dog(kTina, kNoCard, {kChewToy}), dog(kPimpek, kNoCard, {kDogHouse}),
                          dog(kFedra, kNoCard, {kFrisbee})},
                         {5, 5, 0, 0}),
                    1) == 7);
}

TEST_CASE("counting shelter dogs count themselves (E45) and Mecus counts full sets", "[scoring][shelter]") {
    Area a = area({dog(kMecus), dog(kLeia), dog(kDango), dog(kMando), dog(kArya)}, {10, 10, 10, 0});
    CHECK(dogPoints(a, 0) == 6); // 2 small, 1 medium, 2 big
    CHECK(dogPoints(area({dog(kKrokiet), dog(kDango)}, {10, 10, 10, 0}), 0) == 6);
    CHECK(dogPoints(area({dog(kKolega)}, {1, 0, 0, 0}), 0) == 2);
    CHECK(dogPoints(area({dog(kStatyw), dog(kMando)}, {10, 10, 10, 0}), 0) == 8);
    CHECK(dogPoints(area({dog(kFoka), dog(kLeia, kLobuziak), dog(kArya, kMorus)}, {10, 10, 10, 0}), 0) == 9);
    CHECK(dogPoints(area({dog(kMajlo), dog(kArya, kPrzewodnik)}, {10, 10, 10, 0}), 0) == 5);
}

TEST_CASE("tucked toys never count for sets (E35), toys in hand do", "[scoring]") {
    Area a = area({dog(kLeia, kNoCard, {kBall})}, {0, 0, 1, 0}, {kFrisbee});
    AreaScore s = scoreArea(a);
    CHECK(s.dogs[0].points == 3);
    CHECK(s.toys == 1);
}

TEST_CASE("optimal feeding: the treat goes where it earns most", "[scoring][feeding]") {
    // one treat, Leia (wet) or Pestka (scraps): Leia is worth more
    AreaScore s = scoreArea(area({dog(kPestka), dog(kLeia)}, {0, 0, 0, 1}));
    CHECK_FALSE(s.dogs[0].fed);
    CHECK(s.dogs[1].fed);
    CHECK(s.total == -2 + 3);
    // a single wet token: better spent on the Uciekinier dog (7) than on Leia (3)
    Area tight = area({dog(kLeia), dog(kMando, kUciekinier)}, {0, 0, 1, 0});
    CHECK(scoreArea(tight).total == 7 - 2);
}

TEST_CASE("tableau files: names in English work, bad files are refused with a reason", "[tableau]") {
    auto ok = scoreTableau(R"({"game":"doglover","players":[{"name":"X","food":{"wet":1},
        "dogs":[{"dog":"Leia","trait":"Best Friend","tucked":["toy:dog house"]}]}]})");
    REQUIRE(ok.ok());
    CHECK(ok->players[0].total == 7);
    auto badDog = scoreTableau(R"({"game":"doglover","players":[{"name":"X","dogs":[{"dog":"Reksio"}]}]})");
    REQUIRE_FALSE(badDog.ok());
    CHECK(badDog.error().find("Reksio") != std::string::npos);
    auto badSize = scoreTableau(
        R"({"game":"doglover","players":[{"name":"X","dogs":[{"dog":"Leia","trait":"Morus"}]}]})");
    REQUIRE_FALSE(badSize.ok());
    CHECK(badSize.error().find("big") != std::string::npos);
    auto twice = scoreTableau(
        R"({"game":"doglover","players":[{"name":"X","dogs":[{"dog":"Leia"},{"dog":"Leia"}]}]})");
    CHECK_FALSE(twice.ok());
    CHECK_FALSE(scoreTableau(R"({"game":"dig","players":[]})").ok());
    CHECK_FALSE(scoreTableau("not json").ok());
    CHECK_FALSE(
        scoreTableau(
            R"({"game":"doglover","players":[{"name":"X","dogs":[{"dog":"Leia","tucked":["sofa"]}]}]})")
            .ok());
}
