#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <fmt/format.h>

#include "dogtable/core/match.h"
#include "dogtable/core/safe_read.h"
#include "toy_game.h"

using namespace dogtable;

namespace {

GameRegistry toyRegistry() {
    GameRegistry r;
    r.add(toy::toyInfo());
    return r;
}

Match newMatch(const GameRegistry& reg, std::uint64_t seed = 7) {
    Setup s;
    s.players = 2;
    auto m = Match::create(reg, "toy", s, {SeatInfo{"Ania"}, SeatInfo{"Bartek"}}, seed);
    REQUIRE(m.ok());
    m->resolveAllChance(); // the two secret cards
    return std::move(m.value());
}

const toy::ToyState& toyState(const Match& m) {
    return static_cast<const toy::ToyState&>(m.state());
}

} // namespace

TEST_CASE("a match fills in names, variants and teams", "[match]") {
    auto reg = toyRegistry();
    Match m = newMatch(reg);
    CHECK(m.state().playerName(0) == "Ania");
    CHECK(m.setup().variant("target") == "20");
    CHECK(m.seats()[1].team == 1);
    CHECK(m.actions().size() == 2);
    CHECK(m.log().size() == 2);
    // The secret card is redacted for the other player and the spectator.
    CHECK(m.log()[0].lineFor(0).find("gets secret") != std::string::npos);
    CHECK(m.log()[0].lineFor(1) == "Ania gets a secret");
    CHECK(m.log()[0].lineFor(kNoSeat) == "Ania gets a secret");
}

TEST_CASE("setups are checked: player count and variant values", "[match]") {
    auto reg = toyRegistry();
    Setup s;
    s.players = 3;
    auto bad = Match::create(reg, "toy", s, {}, 1);
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().find("2 to 2 players") != std::string::npos);
    s.players = 2;
    s.variants["target"] = "99";
    CHECK(Match::create(reg, "toy", s, {}, 1).error().find("cannot be '99'") != std::string::npos);
    s.variants = {{"speed", "1"}};
    CHECK(Match::create(reg, "toy", s, {}, 1).error().find("no variant 'speed'") != std::string::npos);
    CHECK_FALSE(Match::create(reg, "chess", Setup{}, {}, 1).ok());
}

TEST_CASE("an illegal action is refused with a reason and changes nothing", "[match]") {
    auto reg = toyRegistry();
    Match m = newMatch(reg);
    const auto before = m.state().debugText();
    auto r = m.play(Action(toy::Hold)); // nothing to hold yet
    CHECK_FALSE(r.ok());
    CHECK_FALSE(r.reason.empty());
    CHECK(m.state().debugText() == before);
    CHECK(m.actions().size() == 2);
    CHECK_FALSE(m.play(Action(toy::Die, 3)).ok()); // a player cannot choose the dice
    CHECK(m.state().debugText() == before);
}

TEST_CASE("fair undo: within the turn only", "[match][undo]") {
    auto reg = toyRegistry();
    Match m = newMatch(reg);
    CHECK_FALSE(m.canUndo()); // the secret cards were chance: a barrier
    REQUIRE(m.play(Action(toy::Mark)).ok());
    REQUIRE(m.play(Action(toy::Mark)).ok());
    CHECK(toyState(m).marks == 2);
    REQUIRE(m.undo());
    CHECK(toyState(m).marks == 1);
    REQUIRE(m.undo());
    CHECK(toyState(m).marks == 0);
    CHECK_FALSE(m.undo());
    SECTION("redo reapplies, a new action clears redo") {
        REQUIRE(m.redo());
        CHECK(toyState(m).marks == 1);
        REQUIRE(m.play(Action(toy::Roll)).ok());
        CHECK_FALSE(m.canRedo());
    }
    SECTION("not past a roll") {
        REQUIRE(m.play(Action(toy::Roll)).ok());
        CHECK(m.canUndo()); // choosing to roll is still private until the die falls
        m.resolveChance();
        CHECK_FALSE(m.canUndo());
    }
}

TEST_CASE("fair undo does not cross a hand-over to another seat", "[match][undo]") {
    auto reg = toyRegistry();
    // Find a seed whose first roll is not a 1, so there are points to hold.
    for (std::uint64_t seed = 1; seed < 50; ++seed) {
        Match m = newMatch(reg, seed);
        REQUIRE(m.play(Action(toy::Roll)).ok());
        auto die = m.resolveChance();
        REQUIRE(die.has_value());
        if (die->arg(0) == 1) continue;
        REQUIRE(m.play(Action(toy::Hold)).ok());
        CHECK(m.state().currentSeat() == 1);
        CHECK_FALSE(m.canUndo());
        return;
    }
    FAIL("no seed rolled more than 1");
}

TEST_CASE("casual undo crosses rolls, and the dice come out the same again", "[match][undo]") {
    auto reg = toyRegistry();
    Match m = newMatch(reg, 11);
    m.setUndoMode(UndoMode::Casual);
    REQUIRE(m.play(Action(toy::Roll)).ok());
    const Action first = *m.resolveChance();
    const auto afterRoll = m.state().debugText();
    REQUIRE(m.undo()); // takes back the die and the decision to roll
    CHECK(m.state().currentSeat() == 0);
    CHECK(m.actions().size() == 2);
    REQUIRE(m.play(Action(toy::Roll)).ok());
    CHECK(*m.resolveChance() == first); // no re-rolling by undo
    CHECK(m.state().debugText() == afterRoll);
    REQUIRE(m.undo());
    REQUIRE(m.redo());
    CHECK(m.state().debugText() == afterRoll);
}

TEST_CASE("save then load reproduces the game exactly", "[match][save]") {
    auto reg = toyRegistry();
    Match m = newMatch(reg, 3);
    for (int i = 0; i < 30 && !m.state().isOver(); ++i) {
        if (m.state().isChance()) {
            m.resolveChance();
            continue;
        }
        auto legal = m.state().legalActions();
        REQUIRE(m.play(legal[static_cast<std::size_t>(i) % legal.size()]).ok());
    }
    const std::string text = m.toJson();
    auto loaded = Match::fromJson(reg, text);
    REQUIRE(loaded.ok());
    CHECK(loaded.match->state().hash() == m.state().hash());
    CHECK(loaded.match->state().debugText() == m.state().debugText());
    CHECK(loaded.match->seats()[0].name == "Ania");
    CHECK(loaded.match->seed() == 3);
    CHECK(loaded.match->toJson() == text);
}

TEST_CASE("damaged, truncated and foreign save files give clear errors", "[match][save]") {
    auto reg = toyRegistry();
    Match m = newMatch(reg, 3);
    REQUIRE(m.play(Action(toy::Mark)).ok());
    const std::string good = m.toJson();

    auto truncated = Match::fromJson(reg, good.substr(0, good.size() / 2));
    CHECK_FALSE(truncated.match.has_value());
    CHECK(truncated.error.find("damaged or truncated") != std::string::npos);

    CHECK(Match::fromJson(reg, "{\"hello\": 1}").error.find("not a Dogtable save file") != std::string::npos);
    CHECK(Match::fromJson(reg, "").error.find("damaged") != std::string::npos);
    CHECK(Match::fromJson(reg, "[1,2,3]").error.find("not a Dogtable save file") != std::string::npos);

    auto j = nlohmann::json::parse(good);
    j["version"] = 99;
    CHECK(Match::fromJson(reg, j.dump()).error.find("version 99") != std::string::npos);
    j = nlohmann::json::parse(good);
    j["game"] = "chess";
    CHECK(Match::fromJson(reg, j.dump()).error.find("unknown game 'chess'") != std::string::npos);
    j = nlohmann::json::parse(good);
    j["players"] = 5;
    CHECK(Match::fromJson(reg, j.dump()).error.find("setup is invalid") != std::string::npos);
    j = nlohmann::json::parse(good);
    j.erase("seed");
    CHECK(Match::fromJson(reg, j.dump()).error.find("seed") != std::string::npos);
}

TEST_CASE("a save that fails to replay at move k offers the game up to move k-1", "[match][save]") {
    auto reg = toyRegistry();
    Match m = newMatch(reg, 3);
    REQUIRE(m.play(Action(toy::Mark)).ok());
    REQUIRE(m.play(Action(toy::Mark)).ok());
    auto j = nlohmann::json::parse(m.toJson());
    j["actions"].push_back("mark"); // a third mark is illegal
    j["actions"].push_back("roll");
    auto loaded = Match::fromJson(reg, j.dump());
    CHECK_FALSE(loaded.ok());
    CHECK(loaded.failedAt == 4);
    REQUIRE(loaded.match.has_value());
    CHECK(loaded.match->actions().size() == 4);
    CHECK(loaded.error.find("move 5") != std::string::npos);
    CHECK(toyState(*loaded.match).marks == 2);

    j = nlohmann::json::parse(m.toJson());
    j["actions"][2] = "fly 3";
    loaded = Match::fromJson(reg, j.dump());
    CHECK(loaded.failedAt == 2);
    CHECK(loaded.error.find("unknown action kind 'fly'") != std::string::npos);
    REQUIRE(loaded.match.has_value());
    CHECK(loaded.match->actions().size() == 2);

    j = nlohmann::json::parse(m.toJson());
    j["hash"] = "0000000000000000";
    loaded = Match::fromJson(reg, j.dump());
    CHECK(loaded.error.find("hash mismatch") != std::string::npos);
    CHECK(loaded.match.has_value());
}

TEST_CASE("action text form is stable and round-trips", "[match]") {
    auto reg = toyRegistry();
    Match m = newMatch(reg);
    const auto& s = m.state();
    CHECK(s.actionToText(Action(toy::Die, 4)) == "die 4");
    CHECK(s.actionToText(Action(toy::Roll)) == "roll");
    CHECK(s.actionToText(Action(toy::Die, 0, -2)) == "die 0 -2");
    CHECK(*s.actionFromText("die 0 -2") == Action(toy::Die, 0, -2));
    CHECK(*s.actionFromText("  roll ") == Action(toy::Roll));
    CHECK_FALSE(s.actionFromText("die x").ok());
    CHECK_FALSE(s.actionFromText("die 1 2 3 4 5").ok());
    CHECK_FALSE(s.actionFromText("die 99999").ok());
    CHECK_FALSE(s.actionFromText("").ok());
}

namespace {

// A toy game with some rolls in it, saved.
Match playedMatch(const GameRegistry& reg) {
    Match m = newMatch(reg, 3);
    for (int i = 0; i < 6; ++i) {
        REQUIRE(m.play(Action(toy::Roll)).ok());
        m.resolveAllChance();
        if (m.state().isOver()) break;
    }
    return m;
}

bool isOneShortLine(const std::string& s) {
    return !s.empty() && s.size() <= kMaxErrorLength && s.find('\n') == std::string::npos;
}

} // namespace

TEST_CASE("saves are format version 2, version 1 still loads, other versions are refused", "[match][save]") {
    auto reg = toyRegistry();
    Match m = playedMatch(reg);
    const std::string text = m.toJson();
    auto j = nlohmann::json::parse(text);
    CHECK(j["version"] == 2);
    // Byte-identical to version 1 apart from the number.
    j["version"] = 1;
    auto v1 = Match::fromJson(reg, j.dump(1));
    REQUIRE(v1.ok());
    CHECK(v1.match->toJson() == text);
    for (const char* bad : {"3", "0", "-1", "18446744073709551615", "2.0", "\"2\""}) {
        auto k = nlohmann::json::parse(text);
        k["version"] = nlohmann::json::parse(bad);
        auto r = Match::fromJson(reg, k.dump());
        INFO(bad);
        CHECK_FALSE(r.match.has_value());
        CHECK(r.error.find("version") != std::string::npos);
    }
    auto future = nlohmann::json::parse(text);
    future["version"] = 3;
    CHECK(Match::fromJson(reg, future.dump()).error ==
          "save format version 3 is not supported (this Dogtable reads versions 1 to 2)");
}

TEST_CASE("an edited chance outcome is refused at its move, the game offered up to the move before",
          "[match][save]") {
    auto reg = toyRegistry();
    Match m = playedMatch(reg);
    auto j = nlohmann::json::parse(m.toJson());
    // Find a die roll and change it to another legal face.
    std::size_t at = 0;
    for (; at < j["actions"].size(); ++at)
        if (j["actions"][at].get<std::string>().rfind("die ", 0) == 0) break;
    REQUIRE(at < j["actions"].size());
    const std::string was = j["actions"][at];
    const std::string edited = was == "die 6" ? "die 5" : "die 6";
    j["actions"][at] = edited;
    j.erase("hash");
    auto r = Match::fromJson(reg, j.dump());
    CHECK_FALSE(r.ok());
    CHECK(r.failedAt == static_cast<int>(at));
    REQUIRE(r.match.has_value());
    CHECK(r.match->actions().size() == at);
    CHECK(r.error.find(fmt::format("move {} ('{}')", at + 1, edited)) != std::string::npos);
    CHECK(r.error.find(fmt::format("not the chance outcome the seed gives here ('{}')", was)) !=
          std::string::npos);
    CHECK(isOneShortLine(r.error));
    // The secret cards at the start are chance too.
    auto k = nlohmann::json::parse(m.toJson());
    const std::string first = k["actions"][0];
    k["actions"][0] = first == "secret 1" ? "secret 2" : "secret 1";
    auto r0 = Match::fromJson(reg, k.dump());
    CHECK(r0.failedAt == 0);
    CHECK(r0.error.find("not the chance outcome") != std::string::npos);
}

TEST_CASE("the hash, if present, must be 16 hex digits and match", "[match][save]") {
    auto reg = toyRegistry();
    Match m = playedMatch(reg);
    const std::string text = m.toJson();
    auto noHash = nlohmann::json::parse(text);
    noHash.erase("hash");
    CHECK(Match::fromJson(reg, noHash.dump()).ok());
    for (const char* bad :
         {"12", "true", "null", "\"\"", "\"0123456789ABCDEF\"", "\"0123456789abcdef0\"", "[\"x\"]"}) {
        auto j = nlohmann::json::parse(text);
        j["hash"] = nlohmann::json::parse(bad);
        auto r = Match::fromJson(reg, j.dump());
        INFO(bad);
        CHECK_FALSE(r.match.has_value());
        CHECK(r.error == "the save file's \"hash\" is not 16 hexadecimal digits");
    }
}

TEST_CASE("duplicate keys in a save are refused", "[match][save]") {
    auto reg = toyRegistry();
    Match m = playedMatch(reg);
    std::string text = m.toJson();
    const auto pos = text.find("\"seed\"");
    REQUIRE(pos != std::string::npos);
    text.insert(pos, "\"seed\": 99,\n ");
    auto r = Match::fromJson(reg, text);
    CHECK_FALSE(r.match.has_value());
    CHECK(r.error.find("the key \"seed\" appears twice") != std::string::npos);
}

TEST_CASE("seat names are at most 40 characters, without control characters", "[match][save]") {
    auto reg = toyRegistry();
    Match m = playedMatch(reg);
    const std::string text = m.toJson();
    auto withName = [&](const std::string& name) {
        auto j = nlohmann::json::parse(text);
        j["seats"][1]["name"] = name;
        return Match::fromJson(reg, j.dump());
    };
    std::string forty;
    for (int i = 0; i < 40; ++i)
        forty += "ż"; // 40 characters, 80 bytes
    auto ok = withName(forty);
    CHECK(ok.ok());
    auto r = withName(forty + "x");
    CHECK_FALSE(r.match.has_value());
    CHECK(r.error.find("seat 2: the name") != std::string::npos);
    CHECK(r.error.find("longer than 40 characters") != std::string::npos);
    CHECK(isOneShortLine(r.error));
    auto huge = withName(std::string(1u << 20, 'n'));
    CHECK_FALSE(huge.match.has_value());
    CHECK(isOneShortLine(huge.error));
    auto j = nlohmann::json::parse(text);
    j["seats"][0]["strength"] = "godlike";
    CHECK(Match::fromJson(reg, j.dump()).error ==
          "seat 1: 'godlike' is not a strength (random, easy, medium, strong)");
    auto nl = withName("Ania\nBartek");
    CHECK(nl.error.find("control character") != std::string::npos);
    CHECK(isOneShortLine(nl.error));
}

TEST_CASE("action texts are short, errors never echo a huge or multi-line action", "[match][save]") {
    auto reg = toyRegistry();
    Match m = playedMatch(reg);
    const std::string text = m.toJson();
    auto withAction = [&](const std::string& a) {
        auto j = nlohmann::json::parse(text);
        j["actions"].push_back(a);
        j.erase("hash");
        return Match::fromJson(reg, j.dump());
    };
    const std::size_t n = m.actions().size();
    auto big = withAction(std::string(1000, 'r'));
    CHECK(big.failedAt == static_cast<int>(n));
    CHECK(big.error.find("at most 200 bytes") != std::string::npos);
    CHECK(isOneShortLine(big.error));
    auto huge = withAction(std::string(100'000, 'r')); // refused by the reader: no text that long
    CHECK_FALSE(huge.match.has_value());
    CHECK(huge.error.find("a text is longer than 4096 bytes") != std::string::npos);
    CHECK(isOneShortLine(huge.error));
    auto nl = withAction("roll\nhold");
    CHECK(nl.failedAt == static_cast<int>(n));
    CHECK(nl.error.find("roll\\nhold") != std::string::npos);
    CHECK(isOneShortLine(nl.error));
    auto unknown = withAction(std::string(150, 'q') + " 1");
    CHECK(isOneShortLine(unknown.error));
    CHECK(unknown.error.find(fmt::format("move {}", n + 1)) != std::string::npos);
    auto j = nlohmann::json::parse(text);
    j["actions"].push_back(nlohmann::json::array({1, 2}));
    auto arr = Match::fromJson(reg, j.dump());
    CHECK(arr.error.find("it is not a text") != std::string::npos);
    CHECK(isOneShortLine(arr.error));
}

TEST_CASE("the number of actions is bounded", "[match][save]") {
    auto reg = toyRegistry();
    Match m = playedMatch(reg);
    auto j = nlohmann::json::parse(m.toJson());
    j["actions"] = nlohmann::json::array();
    for (std::size_t i = 0; i <= Match::kMaxActions; ++i)
        j["actions"].push_back("mark");
    auto r = Match::fromJson(reg, j.dump());
    CHECK_FALSE(r.match.has_value());
    CHECK(r.error.find("at most 100000 are allowed") != std::string::npos);
}

TEST_CASE("deep nesting in a save is refused in one line, without recursion", "[match][save]") {
    auto reg = toyRegistry();
    const std::string deep =
        "{\"format\": \"dogtable-save\", \"x\": " + std::string(60000, '[') + std::string(60000, ']') + "}";
    auto r = Match::fromJson(reg, deep);
    CHECK_FALSE(r.match.has_value());
    CHECK(r.error.find("nests deeper than 64 levels") != std::string::npos);
    CHECK(isOneShortLine(r.error));
}

TEST_CASE("Match::load reads through the bounded reader and names the file", "[match][save]") {
    auto reg = toyRegistry();
    auto dir = Match::load(reg, "/");
    CHECK(dir.error == "/: a directory is not a regular file; refused");
    auto zero = Match::load(reg, "/dev/zero");
    CHECK(zero.error.find("/dev/zero: a character device") == 0);
    auto missing = Match::load(reg, "/nonexistent/x.dogtable");
    CHECK(missing.error.find("/nonexistent/x.dogtable: cannot open") == 0);
}

// play test A: "(hint used)" was written on a move the player chose instead of the hinted one
TEST_CASE("a hint marks only the move that follows it", "[match][hint]") {
    auto reg = toyRegistry();
    Match m = newMatch(reg, 3);
    REQUIRE(!m.state().isChance());
    auto legal = m.state().legalActions();
    REQUIRE(legal.size() >= 2);
    m.noteHint(legal[0]);
    const auto at = m.actions().size();
    REQUIRE(m.play(legal[1]).ok()); // the player made another move
    CHECK_FALSE(m.log()[at].hinted);
    CHECK(m.hints().empty());
    CHECK(m.toJson().find("\"hints\"") == std::string::npos);
    // The note does not carry over to a later move, not even the same action.
    m.resolveAllChance();
    if (!m.state().isOver()) {
        REQUIRE(m.play(m.state().legalActions().front()).ok());
        CHECK_FALSE(m.log().back().hinted);
    }
}

TEST_CASE("hints asked are kept in the save and mark the move made after them", "[match][save][hint]") {
    auto reg = toyRegistry();
    Match m = newMatch(reg, 3);
    CHECK(m.toJson().find("\"hints\"") == std::string::npos); // no hint, no field: saves stay as they were
    REQUIRE(!m.state().isChance());
    const Action hinted = m.state().legalActions().front();
    m.noteHint(hinted);
    m.noteHint(hinted); // asking twice before one move is one hint
    const auto hintedAt = static_cast<int>(m.actions().size());
    REQUIRE(m.play(hinted).ok());
    CHECK(m.hints() == std::vector<int>{hintedAt});
    CHECK(m.log().back().hinted);
    CHECK_FALSE(m.log().front().hinted);
    const std::string text = m.toJson();
    auto loaded = Match::fromJson(reg, text);
    REQUIRE(loaded.ok());
    CHECK(loaded.match->hints() == m.hints());
    CHECK(loaded.match->log()[static_cast<std::size_t>(hintedAt)].hinted);
    CHECK(loaded.match->toJson() == text);
    // A copy of the game's beginning (the replay window's, a branch) keeps them in its log too.
    auto copy = m.prefix(m.actions().size());
    REQUIRE(copy.ok());
    CHECK(copy.value().hints() == m.hints());
    CHECK(copy.value().log()[static_cast<std::size_t>(hintedAt)].hinted);
    CHECK_FALSE(copy.value().log().front().hinted);

    // Hints that cannot belong to this game are refused in one line.
    auto withHints = [&](const std::string& hints) {
        auto j = nlohmann::json::parse(text);
        j["hints"] = nlohmann::json::parse(hints);
        return Match::fromJson(reg, j.dump());
    };
    for (const char* bad : {"[99]", "[-1]", "[1, 1]", "[2, 1]", "\"3\"", "[\"x\"]", "{}"}) {
        INFO(bad);
        auto r = withHints(bad);
        CHECK_FALSE(r.match.has_value());
        CHECK(r.error.find("hints") != std::string::npos);
        CHECK(r.error.find('\n') == std::string::npos);
    }
    CHECK(withHints("[0, 2]").ok());
    CHECK(withHints("[]").ok());
}

TEST_CASE("the log keeps what else happened, as the rules report it, for every viewer", "[match][log]") {
    auto reg = toyRegistry();
    Match m = newMatch(reg);
    // Roll until a 1 ends a turn that had points: that die's entry carries the bust note.
    bool seen = false;
    for (int i = 0; i < 400 && !seen && !m.state().isOver(); ++i) {
        const auto& t = toyState(m);
        if (m.state().isChance()) {
            const int before = t.turnPoints;
            const std::string who = m.state().playerName(t.toMove);
            const Action die = *m.sampleChance();
            m.resolveChance();
            const LogEntry& e = m.log().back();
            if (die.arg(0) == 1 && before > 0) {
                seen = true;
                CHECK(e.lineFor(0) == "the die shows 1");
                for (Seat v : {0, 1, kNoSeat}) {
                    REQUIRE(e.notesFor(v).size() == 1);
                    CHECK(e.notesFor(v)[0] == fmt::format("{} loses {} points", who, before));
                }
            } else {
                CHECK(e.notesFor(0).empty()); // an event without text adds no note
                CHECK(e.notes.empty());
            }
        } else {
            REQUIRE(m.play(Action(toy::Roll)).ok());
        }
    }
    CHECK(seen);
}

TEST_CASE("the registry refuses a second game with an id it has", "[registry]") {
    GameRegistry r;
    r.add(toy::toyInfo());
    CHECK_THROWS_AS(r.add(toy::toyInfo()), std::logic_error);
    CHECK(r.all().size() == 1);
}
