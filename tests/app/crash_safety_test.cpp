// Crash safety: the app is killed (SIGKILL) in the middle of a game; on restart the autosave must
// resume the game up to the last completed action. The app runs as a real process (--probe-autoplay:
// computer seats play at full speed and the app autosaves after every action, as in normal play).
#include <catch2/catch.hpp>

#include <fmt/format.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include "dogtable/core/match.h"
#include "dogtable/core/registry.h"

namespace fs = std::filesystem;

namespace {

struct Child {
    pid_t pid = -1;
    FILE* out = nullptr;
};

Child launch(const std::string& game, const fs::path& dataHome) {
    int pipeFds[2];
    REQUIRE(pipe(pipeFds) == 0);
    Child c;
    c.pid = fork();
    REQUIRE(c.pid >= 0);
    if (c.pid == 0) {
        dup2(pipeFds[1], STDOUT_FILENO);
        close(pipeFds[0]);
        close(pipeFds[1]);
        setenv("XDG_DATA_HOME", dataHome.c_str(), 1);
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
        execl(DOGTABLE_APP, DOGTABLE_APP, "--probe-autoplay", game.c_str(), "--players", "2",
              static_cast<char*>(nullptr));
        _exit(127);
    }
    close(pipeFds[1]);
    c.out = fdopen(pipeFds[0], "r");
    return c;
}

} // namespace

TEST_CASE("a game killed mid-play resumes from the autosave up to the last completed action",
          "[app][crash]") {
    dogtable::GameRegistry registry;
    dogtable::registerBuiltinGames(registry);
    for (const auto& info : registry.all()) {
        DYNAMIC_SECTION(info.id) {
            const fs::path home =
                fs::temp_directory_path() / fmt::format("dogtable-crash-{}-{}", info.id, getpid());
            fs::remove_all(home);
            Child c = launch(info.id, home);
            // Let it play a while: kill it after the 30th to 60th autosave (varies by game).
            const int target = 30 + static_cast<int>(info.id.size()) * 5;
            int lastSaved = -1;
            char line[256];
            while (std::fgets(line, sizeof line, c.out)) {
                int n = 0;
                if (std::sscanf(line, "saved %d", &n) == 1) lastSaved = n;
                if (lastSaved >= target) break;
            }
            REQUIRE(lastSaved >= target);
            kill(c.pid, SIGKILL);
            int status = 0;
            waitpid(c.pid, &status, 0);
            std::fclose(c.out);
            CHECK(WIFSIGNALED(status));

            // The game's own file in the library (the only one: the app started this one game).
            std::vector<fs::path> games;
            for (const auto& e : fs::directory_iterator(home / "Dogtable" / "Dogtable" / "games"))
                if (e.path().extension() == ".dogtable") games.push_back(e.path());
            REQUIRE(games.size() == 1);
            const fs::path autosave = games.front();
            std::ifstream in(autosave, std::ios::binary);
            std::stringstream text;
            text << in.rdbuf();
            auto resumed = dogtable::Match::fromJson(registry, text.str());
            INFO(resumed.error);
            REQUIRE(resumed.ok());
            // Every action reported as saved is in the file (the kill may land after one more save).
            CHECK(static_cast<int>(resumed.match->actions().size()) >= lastSaved);
            CHECK(resumed.match->gameId() == info.id);
            fs::remove_all(home);
        }
    }
}
