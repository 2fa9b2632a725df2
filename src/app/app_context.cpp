#include "app_context.h"

#include "dogtable/core/text.h"

#include <set>

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
QString word(const GameInfo& info, const std::string& english) {
    if (english.empty()) return {};
    // The words every game shares come from the core's catalogue (include/dogtable/core/
    // first_player.h), the rest from the game's own.
    static const std::set<std::string> kShared = {"First player", "random"};
    const char* context = kShared.count(english) ? "core" : info.id.c_str();
    return QString::fromStdString(text::say(context, english.c_str()).str());
}
} // namespace

QString gameName(const GameInfo& info) {
    return word(info, info.name);
}
QString gameBlurb(const GameInfo& info) {
    return word(info, info.blurb);
}
QString variantLabel(const GameInfo& info, const VariantSpec& v) {
    return word(info, v.label.empty() ? v.name : v.label);
}
QString variantHelp(const GameInfo& info, const VariantSpec& v) {
    return word(info, v.help);
}
QString variantValue(const GameInfo& info, const std::string& value) {
    return word(info, value);
}

} // namespace dogtable::app
