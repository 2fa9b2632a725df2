// The registry of game modules. No static self-registration: registerBuiltinGames() (generated
// from the list in games/CMakeLists.txt) calls each game's own registerRules() explicitly.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "dogtable/core/state.h"

namespace dogtable {

struct VariantSpec {
    std::string name;                // e.g. "teams" (used by scripts: stable)
    std::string label;               // shown in the new-game dialog
    std::vector<std::string> values; // allowed values; empty = free-form text checked by GameInfo::validate
    std::string defaultValue;
    std::string help; // one sentence for tooltips
    /// The values are suggestions (offered in the dialog); other values are allowed when
    /// GameInfo::validate accepts them (e.g. Ciapki's list of tile ids).
    bool openEnded = false;
    /// What a saved game that does not name this variant means (it was saved before the variant
    /// existed); empty = the default value.
    std::string legacyValue{};
    /// Not offered in the new-game dialog: a variant that only keeps older saves playable (their
    /// legacyValue); new games use the default. The command line still accepts it.
    bool hidden = false;
    /// The numbers of players it applies to (0: no limit) and another on/off variant it needs
    /// ("teams"): the new-game dialog disables it, says why, and sends the default otherwise.
    int minPlayers = 0;
    int maxPlayers = 0;
    std::string needs{};
    /// The catalogue context of the label and the values (text.h): empty = the game's id; "core" for
    /// a variant every game shares (firstPlayerVariant). The help is always the game's own words.
    std::string context{};
};

/// A game's component data file (component_data.h): its built-in text and its reader.
struct ComponentDataSpec {
    /// The built-in file (games/<id>/data/<id>.json, compiled in); empty when the game has none.
    std::string_view builtin;
    /// Checks parsed data and, when it is good, makes it the engine's tables: "" or one line naming
    /// the entry refused (nothing changes then). `where` names the source in the message.
    std::function<std::string(const nlohmann::json& doc, std::string_view where)> install;
    /// The fingerprint of the data in use and of the built-in data.
    std::function<std::string()> fingerprint;
    std::function<std::string()> builtinFingerprint;
    [[nodiscard]] bool present() const { return !builtin.empty() && install && fingerprint; }
    /// True when the game plays with data other than its built-in file.
    [[nodiscard]] bool overridden() const { return present() && fingerprint() != builtinFingerprint(); }
};

struct GameInfo {
    std::string id;    // "dig"
    std::string name;  // "Dig"
    std::string blurb; // one line for the game picker
    int minPlayers = 2;
    int maxPlayers = 4;
    std::vector<VariantSpec> variants;
    bool hidesInformation = false;
    /// Extra validation of a complete setup (variant combinations, free-form values); empty string = fine.
    std::function<std::string(const Setup&)> validate;
    /// Makes the initial state from a validated setup.
    std::function<std::unique_ptr<GameState>(std::shared_ptr<const Setup>)> create;
    /// Scores an end-of-game tableau (shared/formats/tableau.md); empty if the game has none.
    std::function<Expected<ScoreSheet>(std::string_view json)> scoreTableau;
    /// The component data (cards, tiles, dogs, boards) a box owner can check and correct.
    ComponentDataSpec data;
};

class GameRegistry {
public:
    void add(GameInfo info);
    [[nodiscard]] const GameInfo* find(std::string_view id) const;
    [[nodiscard]] const std::vector<GameInfo>& all() const { return m_games; }
    /// Completes a setup (default names "Player N", default variant values), checks it, and returns
    /// the completed setup or a clear error.
    [[nodiscard]] Expected<Setup> complete(std::string_view id, Setup setup) const;
    /// For a loaded save: fills the variants the save does not name with their legacyValue (the rule
    /// the game followed before the variant existed). Unknown games are left alone.
    void fillLegacyVariants(std::string_view id, Setup& setup) const;
    /// complete() then create().
    [[nodiscard]] Expected<std::unique_ptr<GameState>> newGame(std::string_view id, Setup setup) const;

private:
    std::vector<GameInfo> m_games;
};

/// The common part of a game's registration: its names, its player counts, and a create() that makes
/// a `State` from the setup. The caller adds variants, validation and the rest.
template <class State>
GameInfo gameInfo(std::string id, std::string name, std::string blurb, int minPlayers, int maxPlayers) {
    GameInfo info;
    info.id = std::move(id);
    info.name = std::move(name);
    info.blurb = std::move(blurb);
    info.minPlayers = minPlayers;
    info.maxPlayers = maxPlayers;
    info.create = [](std::shared_ptr<const Setup> setup) -> std::unique_ptr<GameState> {
        return std::make_unique<State>(std::move(setup));
    };
    return info;
}

/// Registers every built-in game (generated file: one line per game in games/CMakeLists.txt).
void registerBuiltinGames(GameRegistry& registry);

} // namespace dogtable
