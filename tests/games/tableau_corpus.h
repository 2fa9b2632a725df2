// Runs a game's hostile tableau corpus (tests/hostile/tableau/<game>/*.json with its .expect sidecar:
// "exit N", optional "stderr: <text>" / "stdout: <text>") in-process through the game's reader, as the
// CLI would: exit 0 when a sheet comes back (stdout is its text), exit 2 with the refusal otherwise.
// The corpus runner of tests/hostile runs the same files through dogtable-cli with time and memory limits.
#pragma once

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <string_view>

#include "dogtable/core/action.h"
#include "dogtable/core/score.h"

namespace tableau_corpus {

inline std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

/// Checks every input of the game's corpus; returns how many there were.
inline int run(const std::string& game,
               const std::function<dogtable::Expected<dogtable::ScoreSheet>(std::string_view)>& score) {
    const std::filesystem::path dir =
        std::filesystem::path(DOGTABLE_SOURCE_DIR) / "tests" / "hostile" / "tableau" / game;
    int inputs = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".json") continue;
        ++inputs;
        INFO(entry.path().filename().string());
        const auto result = score(slurp(entry.path()));
        std::istringstream expect(slurp(entry.path().string() + ".expect"));
        bool sawExit = false;
        for (std::string line; std::getline(expect, line);) {
            if (line.rfind("exit ", 0) == 0) {
                sawExit = true;
                CHECK(result.ok() == (line == "exit 0"));
            } else if (line.rfind("stderr: ", 0) == 0) {
                REQUIRE_FALSE(result.ok());
                CHECK_THAT(result.error(), Catch::Contains(line.substr(8)));
            } else if (line.rfind("stdout: ", 0) == 0) {
                REQUIRE(result.ok());
                CHECK_THAT(result->toText(), Catch::Contains(line.substr(8)));
            }
        }
        CHECK(sawExit);
        if (!result.ok()) {
            CHECK(result.error().find('\n') == std::string::npos);
            CHECK(result.error().size() <= 220);
        }
    }
    return inputs;
}

} // namespace tableau_corpus
