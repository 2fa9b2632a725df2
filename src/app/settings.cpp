#include "settings.h"

#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QTranslator>

#include "catalogue.h"

#include "dogtable/ui/style.h"

#include <algorithm>
#include <cmath>

namespace dogtable::app {

AppSettings AppSettings::load() {
    QSettings s;
    AppSettings out;
    // First start: the system's language when we have a catalogue for it (pl_PL -> Polish).
    out.language = s.value(QStringLiteral("language"), i18n::systemLanguage()).toString();
    bool ok = false;
    const double f = s.value(QStringLiteral("animationFactor"), out.animationFactor).toDouble(&ok);
    if (ok && f >= 0.0 && f <= 4.0) out.animationFactor = f;
    out.undoMode = s.value(QStringLiteral("undoMode")).toString() == QLatin1String("casual")
                       ? UndoMode::Casual
                       : UndoMode::Fair;
    out.lastNames = s.value(QStringLiteral("lastNames")).toStringList();
    out.volume = std::clamp(s.value(QStringLiteral("sound/volume"), out.volume).toInt(), 0, 100);
    out.muted = s.value(QStringLiteral("sound/muted"), false).toBool();
    out.reduceMotion = s.value(QStringLiteral("reduceMotion"), false).toBool();
    out.highContrast = s.value(QStringLiteral("highContrast"), false).toBool();
    const double z = s.value(QStringLiteral("zoom"), out.zoom).toDouble(&ok);
    if (ok) out.zoom = clampZoom(z);
    return out;
}

void AppSettings::save() const {
    QSettings s;
    s.setValue(QStringLiteral("language"), language);
    s.setValue(QStringLiteral("animationFactor"), animationFactor);
    s.setValue(QStringLiteral("undoMode"),
               undoMode == UndoMode::Casual ? QStringLiteral("casual") : QStringLiteral("fair"));
    s.setValue(QStringLiteral("lastNames"), lastNames);
    s.setValue(QStringLiteral("sound/volume"), volume);
    s.setValue(QStringLiteral("sound/muted"), muted);
    s.setValue(QStringLiteral("reduceMotion"), reduceMotion);
    s.setValue(QStringLiteral("highContrast"), highContrast);
    s.setValue(QStringLiteral("zoom"), zoom);
}

void AppSettings::apply() const {
    ui::setAnimationFactor(animationFactor);
    ui::setReduceMotion(reduceMotion);
    ui::setHighContrast(highContrast);
}

double clampZoom(double zoom) {
    // Steps of 25 %, from 100 % (the table fits the window) to 200 % (it scrolls).
    return std::clamp(std::round(zoom * 4.0) / 4.0, 1.0, 2.0);
}

NewGameMemory NewGameMemory::load(const QString& gameId) {
    QSettings s;
    s.beginGroup(QStringLiteral("newGame/%1").arg(gameId));
    NewGameMemory out;
    out.players = std::clamp(s.value(QStringLiteral("players"), 0).toInt(), 0, 16);
    const int n = std::min(s.beginReadArray(QStringLiteral("seats")), 16);
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        Seat seat;
        seat.name = s.value(QStringLiteral("name")).toString().left(static_cast<int>(Match::kMaxNameLength));
        seat.computer = s.value(QStringLiteral("computer"), false).toBool();
        seat.strength = s.value(QStringLiteral("strength")).toString();
        out.seats.push_back(seat);
    }
    s.endArray();
    return out;
}

void NewGameMemory::save(const QString& gameId) const {
    QSettings s;
    s.beginGroup(QStringLiteral("newGame/%1").arg(gameId));
    s.setValue(QStringLiteral("players"), players);
    s.beginWriteArray(QStringLiteral("seats"), static_cast<int>(seats.size()));
    for (int i = 0; i < static_cast<int>(seats.size()); ++i) {
        s.setArrayIndex(i);
        const Seat& seat = seats[static_cast<std::size_t>(i)];
        s.setValue(QStringLiteral("name"), seat.name);
        s.setValue(QStringLiteral("computer"), seat.computer);
        s.setValue(QStringLiteral("strength"), seat.strength);
    }
    s.endArray();
}

const std::vector<AnimationSpeed>& animationSpeeds() {
    static const std::vector<AnimationSpeed> speeds{
        {0.0, QT_TRANSLATE_NOOP("Settings", "Off")},
        {0.5, QT_TRANSLATE_NOOP("Settings", "Fast")},
        {1.0, QT_TRANSLATE_NOOP("Settings", "Normal")},
        {1.75, QT_TRANSLATE_NOOP("Settings", "Slow")},
    };
    return speeds;
}

} // namespace dogtable::app
