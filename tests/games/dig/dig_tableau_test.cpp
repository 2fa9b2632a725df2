// Dig tableau files as hostile input (issue #23 item 3, #13 item 5): what cannot exist, or cannot be
// read safely, is refused with one short line naming the place; valid tables score as before.
#include <catch2/catch.hpp>

#include "../tableau_corpus.h"

#include <string>

#include "dig/rules/dig_scoring.h"

using dogtable::games::dig::scoreTableau;

namespace {

const std::string kBowls = R"("bowls":["yellow","green","blue","purple","red"])";

std::string table(const std::string& players) {
    return "{\"game\":\"dig\"," + kBowls + ",\"players\":[" + players + "]}";
}

std::string refusal(const std::string& text) {
    auto r = scoreTableau(text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().find('\n') == std::string::npos);
    CHECK(r.error().size() <= 220);
    CHECK(r.error().find("json.exception") == std::string::npos);
    return r.error();
}

} // namespace

TEST_CASE("dig tableau: a valid table still scores the same", "[dig][tableau]") {
    auto r = scoreTableau(table(
        R"({"name":"Ania","delivered":{"yellow":2,"red":1},"hand":{"blue":1}},{"name":"Bartek","delivered":{"green":3}})"));
    REQUIRE(r.ok());
    CHECK(r->players[0].total == 2 * 5 + 1);
    CHECK(r->players[1].total == 3 * 4);
}

TEST_CASE("dig tableau: bones beyond the box across players, hand included", "[dig][tableau]") {
    // 3 red delivered by one player, 1 in hand, 1 delivered by the other: 5 of the 4 red bones.
    CHECK_THAT(refusal(table(R"({"delivered":{"red":3},"hand":{"red":1}},{"delivered":{"red":1}})")),
               Catch::Contains("5 red bones"));
}

TEST_CASE("dig tableau: counts are range-checked before narrowing", "[dig][tableau]") {
    CHECK_THAT(refusal(table(R"({"delivered":{"red":4294967297}},{"delivered":{}})")),
               Catch::Contains("out of range"));
    CHECK_THAT(refusal(table(R"({"delivered":{"red":18446744073709551615}},{"delivered":{}})")),
               Catch::Contains("out of range"));
    CHECK_THAT(refusal(table(R"({"delivered":{"red":-1}},{"delivered":{}})")),
               Catch::Contains("out of range"));
    CHECK_THAT(refusal(table(R"({"delivered":{"red":1.5}},{"delivered":{}})")),
               Catch::Contains("whole number"));
    CHECK_THAT(refusal(table(R"({"delivered":{},"hand":{"red":4}},{"delivered":{}})")),
               Catch::Contains("hand limit"));
    CHECK_THAT(refusal(table(R"({"delivered":{"red":1e999}},{"delivered":{}})")),
               Catch::Contains("a number is too large"));
}

TEST_CASE("dig tableau: nesting is bounded and never recursed into", "[dig][tableau]") {
    // Before: accepted (an ignored field) or, at 100,000 levels, a stack overflow while printing 'game'.
    CHECK_THAT(refusal(R"({"game":"dig",)" + kBowls +
                       R"(,"players":[{"delivered":{}},{"delivered":{}}],"x":[[[[[[[[[[1]]]]]]]]]]})"),
               Catch::Contains("nests deeper than 8 levels"));
    const std::string deep = "{\"game\":" + std::string(100000, '[') + std::string(100000, ']') + "}";
    CHECK_THAT(refusal(deep), Catch::Contains("nests deeper than 8 levels"));
}

TEST_CASE("dig tableau: duplicate keys and unknown fields are refused, not silently dropped",
          "[dig][tableau]") {
    CHECK_THAT(refusal(table(R"({"delivered":{"red":1,"red":4}},{"delivered":{}})")),
               Catch::Contains("\"red\" appears twice"));
    CHECK_THAT(refusal(table(R"({"delivered":{},"hnad":{"red":3}},{"delivered":{}})")),
               Catch::Contains("unknown field 'hnad'"));
}

TEST_CASE("dig tableau: names are short text on one line, messages never echo long input", "[dig][tableau]") {
    CHECK_THAT(refusal(table(R"({"name":5,"delivered":{}},{"delivered":{}})")),
               Catch::Contains("name: expected text"));
    CHECK_THAT(
        refusal(table(R"({"name":")" + std::string(41, 'x') + R"(","delivered":{}},{"delivered":{}})")),
        Catch::Contains("at most 40"));
    CHECK_THAT(refusal(table(R"({"name":"a\nb","delivered":{}},{"delivered":{}})")),
               Catch::Contains("control character"));
    const std::string longKey(100000, 'k');
    const std::string e = refusal(table(R"({"delivered":{")" + longKey + R"(":1}},{"delivered":{}})"));
    CHECK_THAT(e, Catch::Contains("longer than")); // refused by the bounded reader before any colour is read
    CHECK(e.size() < 200);
    CHECK_THAT(refusal("{\"game\":\"dig\",\"bowls\":[1,2"), Catch::Contains("not valid JSON"));
}

TEST_CASE("dig tableau: the hostile corpus gives the expected outcome for every input",
          "[tableau][hostile]") {
    CHECK(tableau_corpus::run("dig", [](std::string_view text) { return scoreTableau(text); }) >= 25);
}
