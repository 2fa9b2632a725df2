// A box owner's corrected component files (README, "Your box's components"): at start-up, each
// game's <app data>/data/<id>.json, when present, is checked and becomes the game's components.
#pragma once

#include <QString>
#include <QStringList>

#include "dogtable/core/registry.h"

namespace dogtable::app {

/// The folder of corrected component files: <AppDataLocation>/data.
QString componentFolder();

/// Installs every game's corrected file found in `folder` (data/<id>.json). Returns one message per
/// file refused (naming the file and the entry); a refused file changes nothing and the game plays
/// with its built-in components. Only at start-up: no game may be in play.
QStringList installCorrectedComponents(const GameRegistry& games, const QString& folder);

} // namespace dogtable::app
