// What every game's component-data tests share (issue #13 item 4): the game's registry and built-in
// file, edited and corrected copies, refusals that name the entry and change nothing, and saves
// across a data change. Each game's components test keeps what is its own (its tables, its worked
// corrections, its rules pages).
#pragma once

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dogtable/core/component_data.h"
#include "dogtable/core/match.h"
#include "dogtable/core/registry.h"

namespace dogtable::support {

inline std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

/// Installs data for one test and puts the built-in data back afterwards.
struct DataGuard {
    const GameInfo& game;
    ~DataGuard() { data::restoreBuiltin(game); }
};

/// A bad copy of the built-in file and the refusal it must get (a part of the one line).
struct Refusal {
    std::function<void(nlohmann::json&)> edit;
    std::string expected;
};

/// One game's component data under test.
class GameComponents {
public:
    GameComponents(std::string id, void (*registerRules)(GameRegistry&), std::string_view builtin)
        : m_id(std::move(id)), m_builtin(builtin) {
        registerRules(m_registry);
    }

    [[nodiscard]] const GameRegistry& registry() const { return m_registry; }
    [[nodiscard]] const GameInfo& game() const { return *m_registry.find(m_id); }
    [[nodiscard]] nlohmann::json builtinDoc() const { return nlohmann::json::parse(m_builtin); }
    /// tests/games/<id>/data/<name>.
    [[nodiscard]] std::string file(const std::string& name) const {
        return readText(DOGTABLE_SOURCE_DIR "/tests/games/" + m_id + "/data/" + name);
    }
    [[nodiscard]] std::string corrected() const { return file("corrected.json"); }
    /// The built-in file changed by `edit`.
    [[nodiscard]] std::string edited(const std::function<void(nlohmann::json&)>& edit) const {
        nlohmann::json doc = builtinDoc();
        edit(doc);
        return doc.dump(1);
    }

    /// Each case is refused with one line containing its text, and nothing changes: the data in
    /// use keeps its fingerprint and `unchanged` (the game's own checks of its tables) holds.
    void checkRefusals(const std::vector<Refusal>& cases, const std::function<void()>& unchanged) const {
        const std::string fp = game().data.fingerprint();
        for (const auto& c : cases) {
            INFO(c.expected);
            const std::string refusal = data::install(game(), edited(c.edit), "x");
            CHECK_THAT(refusal, Catch::Contains(c.expected));
            CHECK(refusal.find('\n') == std::string::npos);
            CHECK(game().data.fingerprint() == fp);
            unchanged();
        }
    }

    /// The broken file tests/games/<id>/data/<name> is refused with a line that starts `start`.
    void checkBrokenFile(const std::string& name, const std::string& start) const {
        CHECK_THAT(data::install(game(), file(name), name), Catch::StartsWith(start));
        CHECK(!game().data.overridden());
    }

    /// The save of `moves` first legal moves (chance resolved) of a default game, seed 11.
    [[nodiscard]] std::string playedSave(int moves) const {
        auto m = Match::create(m_registry, m_id, Setup{}, {}, 11);
        REQUIRE(m.ok());
        for (int i = 0; i < moves && !m->state().isOver(); ++i) {
            if (m->state().isChance()) {
                m->resolveChance();
                continue;
            }
            std::vector<Action> legal;
            m->state().legalActions(legal);
            REQUIRE(m->play(legal.front()));
        }
        return m->toJson();
    }

    /// A save with the built-in data is as before; one with `correctedFile` installed records its
    /// fingerprint; across a data change either is refused with a clear line that names the game
    /// (`gameName`, "DOGS") and the data it needs, and kept (it loads again with its own data); a
    /// damaged fingerprint is refused as damage, not as other data.
    void checkSavesAcrossADataChange(int moves, const std::string& gameName,
                                     const std::string& correctedFile) const {
        DataGuard guard{game()};
        const std::string builtinSave = playedSave(moves);
        CHECK(nlohmann::json::parse(builtinSave).contains("data") == false);
        REQUIRE(data::install(game(), correctedFile, "x").empty());
        const std::string fp = game().data.fingerprint();
        const std::string correctedSave = playedSave(moves);
        CHECK(nlohmann::json::parse(correctedSave)["data"] == fp);
        CHECK(Match::fromJson(m_registry, correctedSave).ok());

        auto refused = Match::fromJson(m_registry, builtinSave); // a built-in game, corrected data in use
        CHECK(!refused.ok());
        CHECK(refused.otherData);
        CHECK(!refused.match);
        CHECK_THAT(refused.error, Catch::Contains("built-in components") && Catch::Contains(fp));
        CHECK(refused.gameId == m_id);
        const nlohmann::json saved = nlohmann::json::parse(builtinSave);
        std::vector<std::string> names; // the seats as the save names them
        for (const auto& seat : saved.at("seats"))
            names.push_back(seat["name"].get<std::string>());
        CHECK(!names.empty());
        CHECK(refused.players == names);
        CHECK(refused.moves == saved.at("actions").size());

        data::restoreBuiltin(game());
        CHECK(Match::fromJson(m_registry, builtinSave).ok());
        auto other = Match::fromJson(m_registry, correctedSave);
        CHECK(other.otherData);
        CHECK_THAT(other.error,
                   Catch::Contains("other " + gameName + " component data (fingerprint " + fp + ")") &&
                       Catch::Contains("(built-in)"));

        nlohmann::json bad = nlohmann::json::parse(correctedSave);
        bad["data"] = "not a fingerprint";
        auto damaged = Match::fromJson(m_registry, bad.dump());
        CHECK(!damaged.otherData);
        CHECK_THAT(damaged.error, Catch::Contains("\"data\" is not a component data fingerprint"));
    }

private:
    std::string m_id;
    std::string m_builtin;
    GameRegistry m_registry;
};

} // namespace dogtable::support
