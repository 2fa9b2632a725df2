// Dog Lover tableau files (issue #13 item 5, #23 item 3): content the box cannot produce is refused
// with one short line naming the player, the dog and the problem; valid tables score as before.
#include <catch2/catch.hpp>

#include "../tableau_corpus.h"

#include <chrono>
#include <string>
#include <vector>

#include "doglover/rules/doglover_state.h"

using dogtable::games::doglover::scoreTableau;

namespace {

std::string table(const std::string& players) {
    return R"({"game":"doglover","players":[)" + players + "]}";
}

std::string refusal(const std::string& text) {
    auto r = scoreTableau(text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().find('\n') == std::string::npos);
    CHECK(r.error().size() <= 220);
    CHECK(r.error().find("json.exception") == std::string::npos);
    return r.error();
}

int total(const std::string& text) {
    auto r = scoreTableau(text);
    INFO((r.ok() ? std::string() : r.error()));
    REQUIRE(r.ok());
    return r->players[0].total;
}

} // namespace

TEST_CASE("doglover tableau: tuck limits of a dog without the matching trait", "[tableau][capacity]") {
    // Leia (small, wet) fed by one wet token: 3 VP + tucked cards.
    const auto leia = [](const std::string& tucked, const std::string& trait = "") {
        return table(R"({"name":"A","food":{"wet":1},"dogs":[{"dog":"Leia")" +
                     (trait.empty() ? "" : R"(,"trait":")" + trait + "\"") + R"(,"tucked":[)" + tucked +
                     "]}]}");
    };
    CHECK(total(leia(R"("walk","training","toy:piłka")")) == 3 + 2 + 1);
    CHECK_THAT(refusal(leia(R"("walk","walk")")),
               Catch::Contains("too many walk cards") && Catch::Contains("Leia"));
    CHECK_THAT(refusal(leia(R"("training","training")")), Catch::Contains("too many training cards"));
    CHECK_THAT(refusal(leia(R"("toy:piłka","toy:buda")")), Catch::Contains("too many toy cards"));
    CHECK_THAT(refusal(leia(R"("bone")")), Catch::Contains("bone card cannot be tucked"));
    CHECK_THAT(refusal(leia(R"("food")")), Catch::Contains("food card cannot be tucked"));
    CHECK_THAT(refusal(leia(R"("adoption")")), Catch::Contains("adoption card cannot be tucked"));
    // Łobuziak forbids new tucks: what is under it was tucked before, within the usual limits.
    CHECK(total(leia(R"("walk")", "Łobuziak")) == 3 + 7 + 2);
    CHECK_THAT(refusal(leia(R"("walk","walk")", "Łobuziak")), Catch::Contains("before it was attached"));
    // The matching trait (or Urwis, on a medium dog) lifts its own kind's limit only.
    CHECK(total(leia(R"("toy:piłka","toy:buda","toy:buda")", "Najlepszy przyjaciel")) == 3 + 1 + 3 * 3);
    CHECK_THAT(refusal(leia(R"("walk","walk")", "Najlepszy przyjaciel")),
               Catch::Contains("too many walk cards"));
    CHECK(
        total(table(
            R"({"food":{"scraps":2,"dry":1},"dogs":[{"dog":"Rudy","trait":"Urwis","tucked":["walk","walk","bone","food","adoption"]}]})")) ==
        4 + 1 + 2 * 2 + 2 * 4);
}

TEST_CASE("doglover tableau: a unique card is held once, by one player", "[tableau][unique]") {
    CHECK_THAT(refusal(table(R"({"name":"A","dogs":[{"dog":"Leia"}]},{"name":"B","dogs":[{"dog":"Leia"}]})")),
               Catch::Contains("player 2 (B): Leia is also listed for player 1 (A)"));
    CHECK_THAT(
        refusal(table(R"({"name":"A","dogs":[{"dog":"Krokiet"}]},{"name":"B","dogs":[{"dog":"Krokiet"}]})")),
        Catch::Contains("Krokiet is also listed"));
    CHECK_THAT(
        refusal(
            table(R"({"name":"A","dogs":[{"dog":"Arya","trait":"Morus"},{"dog":"Mando","trait":"Morus"}]})")),
        Catch::Contains("Morus is listed twice"));
    CHECK_THAT(
        refusal(table(
            R"({"name":"A","dogs":[{"dog":"Arya","trait":"Morus"}]},{"name":"B","dogs":[{"dog":"Azor","trait":"Morus"}]})")),
        Catch::Contains("Morus is also listed"));
}

TEST_CASE("doglover tableau: cards and tokens within the box, across players", "[tableau][supply]") {
    // 8 walks in the box: Przewodnik holds any number, but not 9.
    CHECK_THAT(
        refusal(table(
            R"({"dogs":[{"dog":"Arya","trait":"Przewodnik","tucked":["walk","walk","walk","walk","walk","walk","walk","walk"]},{"dog":"Leia","tucked":["walk"]}]})")),
        Catch::Contains("9 Walk cards"));
    // 8 bones: 5 in one hand, 4 in another.
    CHECK_THAT(refusal(table(R"({"hand":{"bone":5}},{"hand":{"bone":4}})")), Catch::Contains("9 Bone cards"));
    // 4 balls: 3 + 2 in hands.
    CHECK_THAT(
        refusal(table(R"({"hand":{"toys":["piłka","piłka","piłka"]}},{"hand":{"toys":["ball","ball"]}})")),
        Catch::Contains("5 Ball cards"));
    // 11 training cards: 6 in hand, 6 under a Pupilek dog.
    CHECK_THAT(
        refusal(table(
            R"({"hand":{"training":6},"dogs":[{"dog":"Nela","trait":"Pupilek","tucked":["training","training","training","training","training","training"]}]})")),
        Catch::Contains("12 Training cards"));
    // The food cards give 6 wet tokens at most, 3 treats.
    CHECK_THAT(refusal(table(R"({"food":{"wet":4}},{"food":{"wet":3}})")), Catch::Contains("7 wet tokens"));
    CHECK_THAT(refusal(table(R"({"food":{"treat":4}})")), Catch::Contains("treat"));
    // 32 food cards: all tokens (20 scraps from 15 cards, 11 dry from 9, 6 wet from 5, 3 treats) leave 0 to
    // tuck.
    CHECK_THAT(
        refusal(table(
            R"({"food":{"scraps":20,"dry":11,"wet":6,"treat":3},"dogs":[{"dog":"Nela","trait":"Złodziejaszek","tucked":["food"]}]})")),
        Catch::Contains("food cards"));
    CHECK(scoreTableau(table(R"({"food":{"scraps":20,"dry":11,"wet":6,"treat":3}})")).ok());
}

TEST_CASE("doglover tableau: shelter dogs were rescued with adoption cards", "[tableau][supply]") {
    // 8 adoption cards: 3 shelter dogs took 6; 2 more may be in hand, not 3.
    const std::string three =
        R"({"dogs":[{"dog":"Krokiet"},{"dog":"Kolega"}]},{"dogs":[{"dog":"Statyw"}],"hand":{"adoption":)";
    CHECK(scoreTableau(table(three + "2}}")).ok());
    CHECK_THAT(refusal(table(three + "3}}")), Catch::Contains("3 shelter dogs"));
    CHECK_THAT(
        refusal(table(
            R"({"dogs":[{"dog":"Krokiet"},{"dog":"Kolega"},{"dog":"Statyw"},{"dog":"Mecus"},{"dog":"Dino"}]})")),
        Catch::Contains("5 shelter dogs"));
}

TEST_CASE("doglover tableau: counts are range-checked before narrowing, never wrapped",
          "[tableau][numbers]") {
    // Before: 2^32 + 2 bones were read as 2 (+F per fed dog), 256 walks under Przewodnik wrapped to 0.
    CHECK_THAT(refusal(table(R"({"hand":{"bone":4294967298}})")), Catch::Contains("out of range"));
    CHECK_THAT(refusal(table(R"({"hand":{"bone":-1}})")), Catch::Contains("out of range"));
    CHECK_THAT(refusal(table(R"({"food":{"scraps":1e3}})")), Catch::Contains("whole number"));
    std::string walks = "\"walk\"";
    for (int i = 1; i < 256; ++i)
        walks += ",\"walk\"";
    CHECK_THAT(refusal(table(R"({"dogs":[{"dog":"Arya","trait":"Przewodnik","tucked":[)" + walks + "]}]}")),
               Catch::Contains("256 Walk cards tucked"));
}

TEST_CASE("doglover tableau: wrong types give a clear line, never the library's text",
          "[tableau][messages]") {
    CHECK_THAT(refusal(table(R"({"name":5})")), Catch::Contains("player 1, name: expected text"));
    CHECK_THAT(refusal(table(R"({"dogs":[{"dog":"Leia","trait":7}]})")),
               Catch::Contains("Leia, trait: expected text"));
    CHECK_THAT(refusal(table(R"({"dogs":[{"dog":"Leia","tucked":"walk"}]})")),
               Catch::Contains("tucked: expected a list"));
    CHECK_THAT(refusal(table(R"({"dogs":{"dog":"Leia"}})")), Catch::Contains("dogs: expected a list"));
    CHECK_THAT(refusal(table(R"({"hand":{"toys":[1]}})")), Catch::Contains("toys: expected text"));
    CHECK_THAT(refusal(table(R"({"dogs":[{"dog":"Leia","tricks":[]}]})")),
               Catch::Contains("unknown field 'tricks'"));
    CHECK_THAT(refusal(table(R"({"dogs":[{"dog":"Leia","trait":"Łobuziak","trait":"Urwis"}]})")),
               Catch::Contains("appears twice"));
    CHECK_THAT(refusal(R"({"game":"doglover","players":[[[[[[[[[[]]]]]]]]]]})"),
               Catch::Contains("nests deeper than 8 levels"));
}

TEST_CASE("doglover tableau: the number of dogs is bounded so that scoring stays short",
          "[tableau][bounded]") {
    // 4 shelter dogs and 14 regular dogs with every token the box can give, for one player: every set of
    // dogs can be fed, the worst case of the exact feeding search; a 19th dog is refused (before: 28 dogs
    // ran for many minutes).
    std::vector<std::string> names{"Krokiet", "Kolega", "Statyw", "Mecus",  "Leia",     "Molly", "Pestka",
                                   "Figa",    "Tofik",  "Kropka", "Guzik",  "Okruszek", "Dango", "Luna",
                                   "Rudy",    "Nela",   "Kora",   "Wanisz", "Maks"};
    auto withDogs = [&names](std::size_t n) {
        std::string dogs;
        for (std::size_t i = 0; i < n; ++i)
            dogs += std::string(dogs.empty() ? "" : ",") + R"({"dog":")" + names[i] + "\"}";
        return table(R"({"name":"A","food":{"scraps":20,"dry":11,"wet":6,"treat":3},"dogs":[)" + dogs + "]}");
    };
    const auto start = std::chrono::steady_clock::now();
    auto r = scoreTableau(withDogs(18));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    REQUIRE(r.ok());
    CHECK(seconds < 2.0);
    CHECK_THAT(refusal(withDogs(19)), Catch::Contains("19 dogs") && Catch::Contains("at most 18"));
}

TEST_CASE("doglover tableau: the hostile corpus gives the expected outcome for every input",
          "[tableau][hostile]") {
    CHECK(tableau_corpus::run("doglover", [](std::string_view text) { return scoreTableau(text); }) >= 39);
}
