#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

#include "dogtable/core/registry.h"
#include "dogtable/core/safe_read.h"

using namespace dogtable;
namespace fs = std::filesystem;

namespace {

struct TempDir {
    fs::path path;
    TempDir() {
        path = fs::temp_directory_path() / ("dogtable-safe-read-" + std::to_string(::getpid()));
        fs::create_directories(path);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    [[nodiscard]] std::string write(const std::string& name, const std::string& content) const {
        const auto p = path / name;
        std::ofstream(p, std::ios::binary) << content;
        return p.string();
    }
};

bool isOneShortLine(const std::string& s) {
    return !s.empty() && s.size() <= kMaxErrorLength && s.find('\n') == std::string::npos &&
           s.find('\r') == std::string::npos;
}

std::string nested(std::size_t levels) {
    return std::string(levels, '[') + std::string(levels, ']');
}

} // namespace

TEST_CASE("readFileBounded reads a regular file whole", "[safe_read]") {
    TempDir dir;
    const auto p = dir.write("a.json", "{\"x\": 1}\n");
    auto text = readFileBounded(p, 100);
    REQUIRE(text.ok());
    CHECK(*text == "{\"x\": 1}\n");
}

TEST_CASE("readFileBounded refuses what is not a regular file, without blocking", "[safe_read]") {
    TempDir dir;
    SECTION("a directory") {
        auto r = readFileBounded(dir.path.string(), 1000);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().find("a directory is not a regular file") != std::string::npos);
        CHECK(isOneShortLine(r.error()));
    }
    SECTION("devices that never end") {
        for (const char* dev : {"/dev/zero", "/dev/urandom", "/dev/null"}) {
            auto r = readFileBounded(dev, 1000);
            REQUIRE_FALSE(r.ok());
            CHECK(r.error().find("character device") != std::string::npos);
            CHECK(r.error().find(dev) == 0);
        }
    }
    SECTION("a FIFO with no writer") {
        const auto fifo = (dir.path / "pipe").string();
        REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
        const auto t0 = std::chrono::steady_clock::now();
        auto r = readFileBounded(fifo, 1000);
        CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(1));
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().find("FIFO") != std::string::npos);
    }
    SECTION("a missing file") {
        auto r = readFileBounded((dir.path / "nothing-here").string(), 1000);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error().find("cannot open") != std::string::npos);
    }
}

TEST_CASE("readFileBounded checks the size cap while reading", "[safe_read]") {
    TempDir dir;
    const auto p = dir.write("big", std::string(5000, 'x'));
    CHECK(readFileBounded(p, 5000).ok());
    auto r = readFileBounded(p, 4999);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().find("larger than 4999 bytes") != std::string::npos);
    // /proc files are regular and report a size of 0: only counting while reading catches them.
    struct stat st {};
    REQUIRE(::stat("/proc/self/maps", &st) == 0);
    REQUIRE(st.st_size == 0);
    auto proc = readFileBounded("/proc/self/maps", 16);
    REQUIRE_FALSE(proc.ok());
    CHECK(proc.error().find("larger than 16 bytes") != std::string::npos);
}

TEST_CASE("a file name in an error is escaped and cut", "[safe_read]") {
    const std::string name = "/nonexistent/" + std::string(5000, 'n') + "\nsecond line";
    auto r = readFileBounded(name, 10);
    REQUIRE_FALSE(r.ok());
    CHECK(isOneShortLine(r.error()));
}

TEST_CASE("parseJsonBounded limits nesting depth while parsing", "[safe_read]") {
    ReadLimits lim;
    lim.maxDepth = 5;
    CHECK(parseJsonBounded(nested(5), lim).ok());
    auto r = parseJsonBounded(nested(6), lim, "x.json");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == "x.json: line 1, column 6: the JSON nests deeper than 5 levels");
    // 60,000 levels (the save that crashed the loader): refused, nothing recursive.
    auto deep = parseJsonBounded(nested(60000), kSaveLimits, "deep.dogtable");
    REQUIRE_FALSE(deep.ok());
    CHECK(deep.error().find("nests deeper than 64 levels") != std::string::npos);
    std::string objects;
    for (int i = 0; i < 60000; ++i)
        objects += "{\"a\":";
    auto deepObjects = parseJsonBounded(objects, kSaveLimits);
    REQUIRE_FALSE(deepObjects.ok());
    CHECK(deepObjects.error() == "line 1, column 321: the JSON nests deeper than 64 levels");
}

TEST_CASE("parseJsonBounded refuses duplicate keys", "[safe_read]") {
    const ReadLimits lim;
    CHECK(parseJsonBounded(R"({"a": {"b": 1}, "c": {"b": 2}})", lim).ok());
    auto top = parseJsonBounded("{\"a\": 1,\n \"a\": 2}", lim, "s");
    REQUIRE_FALSE(top.ok());
    CHECK(top.error() == "s: line 2, column 4: the key \"a\" appears twice in one object");
    auto inner = parseJsonBounded(R"({"a": [{"b": 1, "c": 2, "b": 3}]})", lim);
    REQUIRE_FALSE(inner.ok());
    CHECK(inner.error().find("the key \"b\" appears twice") != std::string::npos);
}

TEST_CASE("parseJsonBounded limits values, texts and size", "[safe_read]") {
    ReadLimits lim;
    lim.maxValues = 10;
    lim.maxString = 8;
    lim.maxBytes = 100;
    CHECK(parseJsonBounded("[1,2,3,4,5,6,7,8,9]", lim).ok()); // 9 numbers + the array
    CHECK(parseJsonBounded("[1,2,3,4,5,6,7,8,9,10]", lim).error().find("more than 10 values") !=
          std::string::npos);
    CHECK(parseJsonBounded(R"(["12345678"])", lim).ok());
    CHECK(parseJsonBounded(R"(["123456789"])", lim).error().find("a text is longer than 8 bytes") !=
          std::string::npos);
    CHECK(parseJsonBounded(R"({"123456789": 1})", lim).error().find("a key is longer than 8 bytes") !=
          std::string::npos);
    CHECK(parseJsonBounded(std::string(101, ' '), lim).error().find("larger than 100 bytes") !=
          std::string::npos);
}

TEST_CASE("parseJsonBounded errors are one line and never quote the input", "[safe_read]") {
    const ReadLimits lim;
    const std::string secret = std::string(1000, 'z') + "\n" + std::string(1000, 'z');
    for (const std::string& text :
         {std::string("{\"a\": ") + secret, std::string("[\"") + secret + "\"]", std::string("[1e999999]"),
          std::string("[\"\xff\xfe\"]"), std::string("{\"a\": 1} trailing"), std::string("{\"a\": ")}) {
        auto r = parseJsonBounded(text, lim, "f");
        REQUIRE_FALSE(r.ok());
        CHECK(isOneShortLine(r.error()));
        CHECK(r.error().find("zzz") == std::string::npos);
        CHECK(r.error().find("json.exception") == std::string::npos);
    }
    CHECK(parseJsonBounded("[1e999999]", lim).error() ==
          "line 1, column 9: not valid JSON (a number is too large)");
    CHECK(parseJsonBounded("{\"a\":\n", lim)
              .error()
              .find("line 2, column 1: not valid JSON (the text ends too early") == 0);
}

TEST_CASE("quoteForMessage and oneLine keep messages to one short line", "[safe_read]") {
    CHECK(quoteForMessage("a\nb\t\"c\"\\") == "a\\nb\\t\\\"c\\\"\\\\");
    CHECK(quoteForMessage(std::string("\x01\xff", 2)) == "\\x01\\xff");
    CHECK(quoteForMessage("héllo") == "héllo");
    const std::string q = quoteForMessage(std::string(1000, 'x'), 20);
    CHECK(q == std::string(17, 'x') + "...");
    // A cut never splits a character.
    std::string accents;
    for (int i = 0; i < 20; ++i)
        accents += "é";
    const std::string qa = quoteForMessage(accents, 10);
    CHECK(qa == "ééé...");
    CHECK(oneLine("line one\nline two") == "line one line two");
    const std::string long1 = oneLine(std::string(400, 'y'));
    CHECK(long1.size() == kMaxErrorLength);
    CHECK(long1.substr(long1.size() - 3) == "...");
    CHECK(oneLine("short", 5) == "short");
}

TEST_CASE("a tableau reader's JSON library errors become clear one-line messages", "[safe_read][registry]") {
    GameRegistry reg;
    GameInfo info;
    info.id = "t";
    info.name = "Test";
    info.minPlayers = 1;
    info.maxPlayers = 2;
    info.scoreTableau = [](std::string_view text) -> Expected<ScoreSheet> {
        const auto j = nlohmann::json::parse(text);
        if (j.is_array())
            return Expected<ScoreSheet>::failure(
                "not valid JSON: [json.exception.parse_error.101] parse error at line 1");
        if (j.is_string()) return Expected<ScoreSheet>::failure(j.get<std::string>());
        (void)j.at("players").get<int>(); // throws type_error.302 for a string, out_of_range.403 when missing
        return ScoreSheet{};
    };
    reg.add(std::move(info));
    const auto& score = reg.find("t")->scoreTableau;
    const auto wrongType = score(R"({"players": "x"})");
    CHECK(wrongType.error() ==
          "the Test tableau could not be read: a value has the wrong type (JSON error 302)");
    const auto missing = score(R"({})");
    CHECK(missing.error() ==
          "the Test tableau could not be read: a number or list index is out of range (JSON error 403)");
    CHECK(score("[1]").error() == "not valid JSON: not valid JSON (JSON error 101)");
    const auto longError = score("\"" + std::string(1000, 'e') + "\\nsecond\"");
    CHECK(longError.error().size() == kMaxErrorLength);
    CHECK(longError.error().find('\n') == std::string::npos);
}

TEST_CASE("parseJsonBounded stays linear on a long list of objects", "[safe_read]") {
    // nlohmann's parser callback rescans the parent list at the end of every object: quadratic (this
    // list took minutes). The bounded builder takes milliseconds.
    std::string text = "[";
    for (int i = 0; i < 200000; ++i)
        text += "{},";
    text += "{\"a\": [1, {\"b\": 2}]}]";
    const auto t0 = std::chrono::steady_clock::now();
    auto doc = parseJsonBounded(text, ReadLimits{});
    CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(2));
    REQUIRE(doc.ok());
    CHECK(doc->size() == 200001);
    CHECK(doc->back().dump() == R"({"a":[1,{"b":2}]})");
}
