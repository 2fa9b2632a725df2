#include "settings.h"

#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QTranslator>

#include "dogtable/ui/style.h"

namespace dogtable::app {

AppSettings AppSettings::load() {
    QSettings s;
    AppSettings out;
    out.language = s.value(QStringLiteral("language"), out.language).toString();
    bool ok = false;
    const double f = s.value(QStringLiteral("animationFactor"), out.animationFactor).toDouble(&ok);
    if (ok && f >= 0.0 && f <= 4.0) out.animationFactor = f;
    out.undoMode = s.value(QStringLiteral("undoMode")).toString() == QLatin1String("casual") ? UndoMode::Casual
                                                                                            : UndoMode::Fair;
    out.lastNames = s.value(QStringLiteral("lastNames")).toStringList();
    return out;
}

void AppSettings::save() const {
    QSettings s;
    s.setValue(QStringLiteral("language"), language);
    s.setValue(QStringLiteral("animationFactor"), animationFactor);
    s.setValue(QStringLiteral("undoMode"),
               undoMode == UndoMode::Casual ? QStringLiteral("casual") : QStringLiteral("fair"));
    s.setValue(QStringLiteral("lastNames"), lastNames);
}

void AppSettings::apply() const { ui::setAnimationFactor(animationFactor); }

const std::vector<AnimationSpeed>& animationSpeeds() {
    static const std::vector<AnimationSpeed> speeds{
        {0.0, QT_TRANSLATE_NOOP("Settings", "Off")},
        {0.5, QT_TRANSLATE_NOOP("Settings", "Fast")},
        {1.0, QT_TRANSLATE_NOOP("Settings", "Normal")},
        {1.75, QT_TRANSLATE_NOOP("Settings", "Slow")},
    };
    return speeds;
}

bool installTranslation(QApplication& app, QTranslator& translator, const QString& language) {
    QApplication::removeTranslator(&translator);
    if (language == QLatin1String("en")) return false;
    const QString file = QStringLiteral(":/i18n/dogtable_%1.qm").arg(language);
    if (!QFile::exists(file) || !translator.load(file)) return false;
    return app.installTranslator(&translator);
}

} // namespace dogtable::app
