#include "app_context.h"

#include <QFile>

namespace dogtable::app {

void AppContext::registerBuiltins(AppContext& context) {
    registerBuiltinGames(context.games);
    ui::registerBuiltinViews(context.views);
}

std::vector<const GameInfo*> AppContext::playableGames() const {
    std::vector<const GameInfo*> out;
    for (const auto& g : games.all())
        if (views.find(g.id)) out.push_back(&g);
    return out;
}

bool AppContext::playable(const std::string& id) const {
    return games.find(id) && views.find(id);
}

QString rulesResource(const std::string& gameId, const QString& language) {
    const QString localized = QStringLiteral(":/rules/%1.%2.md").arg(qs(gameId), language);
    if (QFile::exists(localized)) return localized;
    return QStringLiteral(":/rules/%1.en.md").arg(qs(gameId));
}

} // namespace dogtable::app
