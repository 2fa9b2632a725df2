// What the shell is built on: the game registry (rules) and the view registry (tables).
// Owned by main() or a test and passed by reference, so a test can register its own games.
#pragma once

#include <QString>

#include <string>
#include <vector>

#include "dogtable/core/registry.h"
#include "dogtable/ui/game_view.h"

namespace dogtable::app {

struct AppContext {
    GameRegistry games;
    ui::ViewRegistry views;

    /// The built-in games and views.
    static void registerBuiltins(AppContext& context);
    /// The games that can be played in the app (rules and a table view), in registry order.
    [[nodiscard]] std::vector<const GameInfo*> playableGames() const;
    [[nodiscard]] bool playable(const std::string& id) const;
};

/// The rules page resource of a game (":/rules/<id>.en.md") and whether it is compiled in.
QString rulesResource(const std::string& gameId, const QString& language = QStringLiteral("en"));

/// A game's words in the player's language (the game's catalogue; registered in English).
QString gameName(const GameInfo& info);
QString gameBlurb(const GameInfo& info);
QString variantLabel(const GameInfo& info, const VariantSpec& v);
QString variantHelp(const GameInfo& info, const VariantSpec& v);
QString variantValue(const GameInfo& info, const VariantSpec& v, const std::string& value);

/// A computer player's strength ("medium") in the player's language ("średni").
QString strengthName(const std::string& key);

/// UTF-8 helpers.
inline QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace dogtable::app
