#include "tutorial_script.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <set>

#include "app_context.h"
#include "dogtable/core/safe_read.h"

namespace dogtable::app {

namespace {

constexpr ReadLimits kTutorialLimits{kMaxTutorialBytes, 6, 20'000, 4096};

struct Refusal {
    std::string what;
};

[[noreturn]] void refuse(std::string what) {
    throw Refusal{std::move(what)};
}

void onlyKeys(const nlohmann::json& j, std::initializer_list<const char*> keys, const std::string& place) {
    for (const auto& [key, value] : j.items()) {
        (void)value;
        if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return key == k; }))
            refuse(place + ": unknown field \"" + quoteForMessage(key, 30) + "\"");
    }
}

std::string text(const nlohmann::json& j, const char* key, const std::string& place, std::size_t maxBytes,
                 bool required = true) {
    if (!j.contains(key)) {
        if (required) refuse(place + ": \"" + key + "\" is missing");
        return {};
    }
    const auto& v = j.at(key);
    if (!v.is_string()) refuse(place + ": \"" + key + "\" must be a string");
    auto s = v.get<std::string>();
    if (s.empty() && required) refuse(place + ": \"" + key + "\" is empty");
    if (s.size() > maxBytes)
        refuse(place + ": \"" + key + "\" is longer than " + std::to_string(maxBytes) + " bytes");
    return s;
}

TutorialScript parse(const nlohmann::json& j) {
    if (!j.is_object()) refuse("a script is a JSON object");
    onlyKeys(j, {"format", "version", "game", "language", "seed", "variants", "players", "steps"}, "script");
    if (text(j, "format", "script", 40) != "dogtable-tutorial")
        refuse("\"format\" is not \"dogtable-tutorial\"");
    if (!j.contains("version") || !j.at("version").is_number_integer() ||
        j.at("version").get<long long>() != 1)
        refuse("\"version\" must be 1");
    TutorialScript s;
    s.game = text(j, "game", "script", 32);
    s.language = text(j, "language", "script", 8);
    if (!j.contains("seed") || !j.at("seed").is_number_unsigned())
        refuse("\"seed\" must be a whole number >= 0");
    s.seed = j.at("seed").get<std::uint64_t>();
    if (j.contains("variants")) {
        const auto& v = j.at("variants");
        if (!v.is_object() || v.size() > 16) refuse("\"variants\" must be an object of at most 16 strings");
        for (const auto& [key, value] : v.items()) {
            if (!value.is_string() || key.size() > Match::kMaxVariantLength ||
                value.get<std::string>().size() > Match::kMaxVariantLength)
                refuse("variant \"" + quoteForMessage(key, 30) + "\" must be a short string");
            s.variants[key] = value.get<std::string>();
        }
    }
    if (!j.contains("players") || !j.at("players").is_array() || j.at("players").empty() ||
        j.at("players").size() > 6)
        refuse("\"players\" must list 1 to 6 seats");
    int humans = 0;
    for (std::size_t i = 0; i < j.at("players").size(); ++i) {
        const auto& p = j.at("players")[i];
        const std::string place = "player " + std::to_string(i + 1);
        if (!p.is_object()) refuse(place + " must be an object");
        onlyKeys(p, {"name", "human", "strength"}, place);
        TutorialPlayer player;
        player.name = text(p, "name", place, Match::kMaxNameLength * 4);
        if (p.contains("human")) {
            if (!p.at("human").is_boolean()) refuse(place + ": \"human\" must be true or false");
            player.human = p.at("human").get<bool>();
        }
        if (p.contains("strength")) player.strength = text(p, "strength", place, 16);
        humans += player.human ? 1 : 0;
        s.players.push_back(std::move(player));
    }
    if (humans != 1) refuse("exactly one player must be the human");
    if (!j.contains("steps") || !j.at("steps").is_array() || j.at("steps").empty() ||
        j.at("steps").size() > kMaxTutorialSteps)
        refuse("\"steps\" must list 1 to " + std::to_string(kMaxTutorialSteps) + " steps");
    const auto& steps = j.at("steps");
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const auto& st = steps[i];
        const std::string place = "step " + std::to_string(i + 1);
        if (!st.is_object()) refuse(place + " must be an object");
        onlyKeys(st, {"caption", "point", "about", "do", "computer", "free"}, place);
        TutorialStep step;
        step.caption = text(st, "caption", place, kMaxCaptionBytes);
        step.point = text(st, "point", place, 100);
        if (st.contains("about")) {
            const auto& ab = st.at("about");
            if (!ab.is_array() || ab.size() > kMaxAboutItems)
                refuse(place + ": \"about\" must list at most " + std::to_string(kMaxAboutItems) +
                       " element ids");
            for (const auto& id : ab) {
                if (!id.is_string() || id.get<std::string>().empty() || id.get<std::string>().size() > 100)
                    refuse(place + ": every \"about\" element id is a short string");
                step.about.push_back(id.get<std::string>());
            }
        }
        const int kinds =
            (st.contains("do") ? 1 : 0) + (st.contains("computer") ? 1 : 0) + (st.contains("free") ? 1 : 0);
        if (kinds != 1) refuse(place + ": needs exactly one of \"do\", \"computer\", \"free\"");
        if (st.contains("do")) {
            step.kind = TutorialStep::Kind::Do;
            step.action = text(st, "do", place, Match::kMaxActionLength);
        } else if (st.contains("computer")) {
            step.kind = TutorialStep::Kind::Computer;
            const auto& c = st.at("computer");
            if (!c.is_array() || c.size() > kMaxScriptedMoves)
                refuse(place + ": \"computer\" must list at most " + std::to_string(kMaxScriptedMoves) +
                       " actions");
            for (const auto& a : c) {
                if (!a.is_string() || a.get<std::string>().empty() ||
                    a.get<std::string>().size() > Match::kMaxActionLength)
                    refuse(place + ": every computer action is a short string");
                step.computer.push_back(a.get<std::string>());
            }
        } else {
            step.kind = TutorialStep::Kind::Free;
            if (!st.at("free").is_boolean() || !st.at("free").get<bool>())
                refuse(place + ": \"free\" must be true");
            if (i + 1 != steps.size()) refuse(place + ": only the last step may be \"free\"");
        }
        s.steps.push_back(std::move(step));
    }
    if (s.steps.back().kind != TutorialStep::Kind::Free) refuse("the last step must be \"free\"");
    return s;
}

} // namespace

int TutorialScript::humanSeat() const {
    for (std::size_t i = 0; i < players.size(); ++i)
        if (players[i].human) return static_cast<int>(i);
    return -1;
}

Expected<TutorialScript> parseTutorial(std::string_view textIn, std::string_view where) {
    const std::string prefix = where.empty() ? std::string() : std::string(where) + ": ";
    auto doc = parseJsonBounded(textIn, kTutorialLimits, where);
    if (!doc) return Expected<TutorialScript>::failure(doc.error());
    try {
        return parse(doc.value());
    } catch (const Refusal& r) {
        return Expected<TutorialScript>::failure(oneLine(prefix + r.what));
    } catch (const std::exception& e) {
        return Expected<TutorialScript>::failure(oneLine(prefix + e.what()));
    }
}

Expected<TutorialScript> loadTutorial(const QString& gameId, const QString& language) {
    const QString path = QStringLiteral(":/tutorial/%1/%2.json").arg(gameId, language);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Expected<TutorialScript>::failure(oneLine(path.toStdString() + ": there is no such script"));
    if (f.size() > static_cast<qint64>(kMaxTutorialBytes))
        return Expected<TutorialScript>::failure(oneLine(path.toStdString() + ": the script is too large"));
    const QByteArray bytes = f.read(static_cast<qint64>(kMaxTutorialBytes) + 1);
    auto s = parseTutorial(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                           path.toStdString());
    if (s && (qs(s->game) != gameId || qs(s->language) != language))
        return Expected<TutorialScript>::failure(
            oneLine(path.toStdString() + ": the script names another game or language"));
    return s;
}

QStringList tutorialLanguages(const QString& gameId) {
    QStringList out;
    for (const QString& file : QDir(QStringLiteral(":/tutorial/%1").arg(gameId))
                                   .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        out << file.chopped(5);
    return out;
}

Expected<TutorialScript> loadTutorialFor(const QString& gameId, const QString& language) {
    const QString base = language.section(QLatin1Char('_'), 0, 0);
    if (tutorialLanguages(gameId).contains(base)) return loadTutorial(gameId, base);
    return loadTutorial(gameId, QStringLiteral("en"));
}

std::string differenceFrom(const TutorialScript& s, const TutorialScript& en) {
    if (s.game != en.game) return "another game";
    if (s.seed != en.seed) return "another seed";
    if (s.variants != en.variants) return "other variants";
    if (s.players.size() != en.players.size()) return "another number of players";
    for (std::size_t i = 0; i < s.players.size(); ++i)
        if (s.players[i].human != en.players[i].human || s.players[i].strength != en.players[i].strength)
            return "player " + std::to_string(i + 1) + " differs";
    if (s.steps.size() != en.steps.size())
        return std::to_string(s.steps.size()) + " steps, English has " + std::to_string(en.steps.size());
    for (std::size_t i = 0; i < s.steps.size(); ++i) {
        const auto& a = s.steps[i];
        const auto& b = en.steps[i];
        if (a.kind != b.kind || a.point != b.point || a.about != b.about || a.action != b.action ||
            a.computer != b.computer)
            return "step " + std::to_string(i + 1) + " differs from English";
        if (a.caption == b.caption && s.language != en.language)
            return "step " + std::to_string(i + 1) + " is not translated";
    }
    return {};
}

Expected<Match> createTutorialMatch(const GameRegistry& registry, const TutorialScript& script) {
    Setup setup;
    setup.players = static_cast<int>(script.players.size());
    setup.variants = script.variants;
    std::vector<SeatInfo> seats;
    for (const auto& p : script.players) {
        setup.names.push_back(p.name);
        SeatInfo seat;
        seat.name = p.name;
        seat.computer = !p.human;
        seat.strength = p.strength;
        seats.push_back(std::move(seat));
    }
    return Match::create(registry, script.game, std::move(setup), std::move(seats), script.seed);
}

} // namespace dogtable::app
