// DOGS tableau files (issue #13 item 5, #23 item 3): dog tokens within the box across all kennels,
// numbers range-checked before narrowing, the 2-player variant's own limits, one-line refusals.
#include <catch2/catch.hpp>

#include "../tableau_corpus.h"

#include <string>

#include "kennel/rules/kennel_tableau.h"

using dogtable::games::kennel::scoreTableau;

namespace {

std::string refusal(const std::string& text) {
    auto r = scoreTableau(text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().find('\n') == std::string::npos);
    CHECK(r.error().size() <= 220);
    CHECK(r.error().find("json.exception") == std::string::npos);
    return r.error();
}

} // namespace

TEST_CASE("kennel tableau: a breed's 7 tokens across every kennel, pens and infirmary", "[kennel][tableau]") {
    // One kennel: 4 + 2 poodles in pens and 2 in the infirmary = 8.
    CHECK_THAT(
        refusal(
            R"({"players":[{"name":"Azul","pens":[{"pen":1,"dogs":{"poodle":4}},{"pen":2,"dogs":{"poodle":2}}],
                          "infirmary":{"poodle":2}}]})"),
        Catch::Contains("player 1 (Azul): 8 Poodle dogs"));
    // Two kennels: 4 + 4.
    CHECK_THAT(refusal(R"({"players":[{"name":"Azul","pens":[{"pen":1,"dogs":{"poodle":4}}]},
                                      {"name":"Verde","pens":[{"pen":1,"dogs":{"poodle":4}}]}]})"),
               Catch::Contains("player 2 (Verde): 8 Poodle dogs in the kennels of all players"));
    // Exactly 7 is fine.
    CHECK(
        scoreTableau(
            R"({"players":[{"pens":[{"pen":1,"dogs":{"poodle":4}}]},{"pens":[{"pen":1,"dogs":{"poodle":2}}],"infirmary":{"poodle":1}}]})")
            .ok());
}

TEST_CASE("kennel tableau: the 2-player variant is for 2 players and lost one token per area",
          "[kennel][tableau]") {
    CHECK_THAT(refusal(R"({"two_player_variant":true,"players":[{},{},{}]})"),
               Catch::Contains("2-player variant is for 2 players"));
    // City breeds of the 2-player game: mutt, rottweiler, bulldog, golden retriever: 28 tokens, one lost one
    // removed.
    const std::string kennelA =
        R"({"pens":[{"pen":1,"dogs":{"mutt":4}},{"pen":2,"dogs":{"rottweiler":4}},{"pen":3,"dogs":{"bulldog":4}},
                                           {"pen":4,"dogs":{"golden_retriever":4}}],"infirmary":{"mutt":3,"rottweiler":3}})";
    const std::string kennelB =
        R"({"pens":[{"pen":1,"dogs":{"bulldog":2,"golden_retriever":2}}],"infirmary":{"bulldog":1,"golden_retriever":)";
    CHECK(scoreTableau("{\"players\":[" + kennelA + "," + kennelB + "0}}]}").ok());
    CHECK_THAT(refusal("{\"players\":[" + kennelA + "," + kennelB + "1}}]}"),
               Catch::Contains("28 city dogs"));
}

TEST_CASE("kennel tableau: numbers are range-checked before narrowing", "[kennel][tableau]") {
    // Before: 2^32 + 1 poodles were read as 1, 2^32 + 9 gas as 9, 2^32 food as 0.
    CHECK_THAT(refusal(R"({"players":[{"pens":[{"pen":1,"dogs":{"poodle":4294967297}}]}]})"),
               Catch::Contains("out of range"));
    CHECK_THAT(refusal(R"({"players":[{"resources":{"gas":4294967305}}]})"),
               Catch::Contains("at most 9 gas"));
    CHECK_THAT(refusal(R"({"players":[{"resources":{"food":4294967296}}]})"),
               Catch::Contains("out of range"));
    CHECK_THAT(refusal(R"({"players":[{"resources":{"food":2147483647,"medicine":2147483647}}]})"),
               Catch::Contains("out of range"));
    CHECK_THAT(refusal(R"({"players":[{"resources":{"coins":-1}}]})"), Catch::Contains("out of range"));
    CHECK_THAT(refusal(R"({"players":[{"pens":[{"pen":4294967297,"dogs":{}}]}]})"),
               Catch::Contains("out of range"));
    CHECK(
        scoreTableau(R"({"players":[{"resources":{"gas":9,"food":9999,"medicine":0,"coins":9999}}]})").ok());
}

TEST_CASE("kennel tableau: wrong types, duplicate keys and unknown fields give a clear line",
          "[kennel][tableau]") {
    CHECK_THAT(refusal(R"({"players":[{"name":["x"]}]})"), Catch::Contains("player 1, name: expected text"));
    CHECK_THAT(refusal(R"({"players":[{"pens":[{"pen":1,"dogs":{"poodle":2,"poodle":4}}]}]})"),
               Catch::Contains("\"poodle\" appears twice"));
    CHECK_THAT(refusal(R"({"players":[{"infirmery":{"poodle":1}}]})"),
               Catch::Contains("unknown field 'infirmery'"));
    CHECK_THAT(refusal(R"({"players":[{"pens":[{"pen":1,"dogs":{"poodle":2},"dog":{}}]}]})"),
               Catch::Contains("unknown field 'dog'"));
    CHECK_THAT(refusal(R"({"players":[{"pens":[[[[[[[[[1]]]]]]]]]}]})"),
               Catch::Contains("nests deeper than 8 levels"));
    CHECK_THAT(refusal(R"({"players":[{"pens":[{"pen":1,"dogs":{"poodle":2}}]}])"),
               Catch::Contains("not valid JSON"));
}

TEST_CASE("kennel tableau: the hostile corpus gives the expected outcome for every input",
          "[tableau][hostile]") {
    CHECK(tableau_corpus::run("kennel", [](std::string_view text) { return scoreTableau(text); }) >= 27);
}
