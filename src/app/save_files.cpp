#include "save_files.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>

#include "app_context.h"
#include "dogtable/core/safe_read.h"

namespace dogtable::app {

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error) {
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        if (error)
            *error = QCoreApplication::translate("SaveFiles", "cannot create the folder %1")
                         .arg(info.absolutePath());
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) *error = file.errorString();
        return false;
    }
    if (file.write(bytes) != bytes.size()) {
        if (error) *error = file.errorString();
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

LoadOutcome parseSave(const GameRegistry& registry, const QByteArray& text, const QString& origin) {
    LoadOutcome out;
    if (text.trimmed().isEmpty()) {
        out.message = QCoreApplication::translate("SaveFiles", "%1 is empty: it holds no game.").arg(origin);
        return out;
    }
    Match::LoadResult r;
    try {
        r = Match::fromJson(registry,
                            std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    } catch (const std::exception& e) {
        out.message = QCoreApplication::translate("SaveFiles", "%1 cannot be opened: %2.")
                          .arg(origin, QString::fromUtf8(e.what()));
        return out;
    }
    if (!r.match) {
        out.message =
            QCoreApplication::translate("SaveFiles", "%1 cannot be opened: %2.").arg(origin, qs(r.error));
        if (r.otherData) {
            out.otherData = true;
            out.gameId = r.gameId;
            for (const auto& name : r.players)
                out.players << qs(name);
            out.moves = static_cast<int>(r.moves);
        }
        return out;
    }
    out.match = std::move(r.match);
    if (r.ok()) {
        out.kind = LoadOutcome::Kind::Complete;
        return out;
    }
    out.kind = LoadOutcome::Kind::Partial;
    out.failedAt = r.failedAt >= 0 ? r.failedAt : static_cast<int>(out.match->actions().size());
    out.message = QCoreApplication::translate("SaveFiles", "%1 does not replay completely: %2")
                      .arg(origin, qs(r.error));
    return out;
}

LoadOutcome readSaveFile(const GameRegistry& registry, const QString& path) {
    // The one bounded reader: regular files only, the size cap checked while reading.
    auto text = readFileBounded(QFile::encodeName(path).toStdString(), kSaveLimits.maxBytes);
    if (!text) {
        LoadOutcome out;
        out.message = qs(text.error());
        return out;
    }
    return parseSave(registry, QByteArray::fromStdString(*text), QFileInfo(path).fileName());
}

QString saveFileFilter() {
    return QCoreApplication::translate("SaveFiles", "Dogtable games (*.dogtable);;All files (*)");
}

QString saveFolder() {
    const QString last = QSettings().value(QStringLiteral("saveFolder")).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir()) return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void rememberSaveFolder(const QString& file) {
    QSettings().setValue(QStringLiteral("saveFolder"), QFileInfo(file).absolutePath());
}

} // namespace dogtable::app
