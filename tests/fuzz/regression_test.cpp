// Every input in tests/fuzz/corpus and tests/fuzz/regressions is run through both fuzz targets in the
// normal build, so a crash found once stays fixed.
#include <catch2/catch.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

TEST_CASE("every corpus and regression input runs cleanly", "[fuzz]") {
    namespace fs = std::filesystem;
    int files = 0;
    for (const char* dir : {FUZZ_DIR "/corpus", FUZZ_DIR "/regressions"}) {
        if (!fs::exists(dir)) continue;
        for (const auto& e : fs::recursive_directory_iterator(dir)) {
            if (!e.is_regular_file() || std::string(FUZZ_KIND).empty()) continue;
            const auto p = e.path().string();
            if (p.find(FUZZ_KIND) == std::string::npos) continue;
            std::ifstream in(p, std::ios::binary);
            std::stringstream ss;
            ss << in.rdbuf();
            const std::string bytes = ss.str();
            INFO(p);
            CHECK(LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()) ==
                  0);
            ++files;
        }
    }
    CHECK(files > 0);
}
