// The user's settings (QSettings): language, animation speed, undo mode, last seat names.
#pragma once

#include <QString>
#include <QStringList>

#include "dogtable/core/match.h"

class QApplication;

namespace dogtable::app {

struct AppSettings {
    QString language = QStringLiteral("en"); // "en", "pl"
    double animationFactor = 1.0;            // 0 = off
    UndoMode undoMode = UndoMode::Fair;
    QStringList lastNames; // names typed in the new-game dialog, per seat
    int volume = 80;       // sound cues, 0..100
    bool muted = false;
    bool reduceMotion = false; // nothing moves on the tables (issue #21)
    bool highContrast = false; // the high-contrast table theme (issue #21)
    double zoom = 1.0;         // the table and the side panel, 1.0 .. 2.0 (Ctrl+= / Ctrl+- / Ctrl+0)

    static AppSettings load();
    void save() const;
    /// Applies what takes effect globally: the animation factor, reduce motion, the theme's colours.
    void apply() const;
};

/// What the new-game dialog was last started with for one game: the player count and, per seat,
/// name, human or computer, and strength (QSettings group "newGame/<game id>").
struct NewGameMemory {
    struct Seat {
        QString name;
        bool computer = false;
        QString strength;
    };
    int players = 0; // 0: nothing remembered for this game
    std::vector<Seat> seats;

    static NewGameMemory load(const QString& gameId);
    void save(const QString& gameId) const;
};

/// A zoom the app offers: 1.0 .. 2.0 in steps of 0.25.
double clampZoom(double zoom);

/// The animation speeds offered: factor and label.
struct AnimationSpeed {
    double factor;
    const char* label; // translated with QCoreApplication::translate("Settings", label)
};
const std::vector<AnimationSpeed>& animationSpeeds();

} // namespace dogtable::app
