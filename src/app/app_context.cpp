#include "app_context.h"

#include "dogtable/core/text.h"

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

namespace {
QString word(const std::string& context, const std::string& english) {
    if (english.empty()) return {};
    return QString::fromStdString(text::say(context.c_str(), english.c_str()).str());
}
// The context of a variant's label and values: its own (a variant every game shares has the core's
// words, include/dogtable/core/first_player.h), else the game's.
const std::string& wordsContext(const GameInfo& info, const VariantSpec& v) {
    return v.context.empty() ? info.id : v.context;
}
} // namespace

QString gameName(const GameInfo& info) {
    return word(info.id, info.name);
}
QString gameBlurb(const GameInfo& info) {
    return word(info.id, info.blurb);
}
QString variantLabel(const GameInfo& info, const VariantSpec& v) {
    return word(wordsContext(info, v), v.label.empty() ? v.name : v.label);
}
QString variantHelp(const GameInfo& info, const VariantSpec& v) {
    return word(info.id, v.help);
}
QString variantValue(const GameInfo& info, const VariantSpec& v, const std::string& value) {
    return word(wordsContext(info, v), value);
}

} // namespace dogtable::app
