#include "component_files.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "app_context.h"
#include "dogtable/core/component_data.h"

namespace dogtable::app {

QString componentFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/data");
}

QStringList installCorrectedComponents(const GameRegistry& games, const QString& folder) {
    QStringList refused;
    for (const GameInfo& game : games.all()) {
        if (!game.data.present()) continue;
        const QString path = QDir(folder).filePath(qs(game.id) + QStringLiteral(".json"));
        if (!QFileInfo::exists(path)) continue;
        auto text = readFileBounded(QFile::encodeName(path).toStdString(), data::kDataLimits.maxBytes);
        const std::string error =
            text ? data::install(game, *text, QFileInfo(path).fileName().toStdString()) : text.error();
        if (error.empty()) continue;
        refused << QCoreApplication::translate("ComponentFiles",
                                               "Your corrected components for %1 (%2) were not used: %3\n"
                                               "%1 is played with its built-in components.")
                       .arg(gameName(game), QDir::toNativeSeparators(path), qs(error));
    }
    return refused;
}

} // namespace dogtable::app
