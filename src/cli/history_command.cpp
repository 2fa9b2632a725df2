// `dogtable-cli history`: the statistics of the app's record of finished games (read-only), or of
// the finished saves in a folder (an in-memory database made from them by the same code).
#include "history_command.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <cmath>
#include <iostream>

#include "history_db.h"

namespace dogtable::cli {

namespace {

std::string str(const QString& s) {
    return s.toStdString();
}

std::string when(const QDateTime& t) {
    return t.isValid() ? str(t.toString(QStringLiteral("yyyy-MM-dd"))) : std::string("-");
}

double rounded(double v, int places) {
    const double f = std::pow(10.0, places);
    return std::round(v * f) / f;
}

nlohmann::json toJson(const history::PlayerStats& p) {
    return {{"name", str(p.name)},
            {"computer", p.computer},
            {"games", p.games},
            {"wins", p.wins},
            {"win_rate", rounded(p.winRate, 4)},
            {"best_score", p.bestScore},
            {"mean_score", rounded(p.meanScore, 2)},
            {"streak", p.streak},
            {"best_streak", p.bestStreak},
            {"last_played", str(p.lastPlayed.toUTC().toString(Qt::ISODate))}};
}

} // namespace

QString standardHistoryPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/") +
           QLatin1String(history::kDatabaseFileName);
}

int historyCommand(const GameRegistry& reg, const HistoryOptions& options, std::string* error) {
    int argc = 1;
    char name[] = "dogtable-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication app(argc, argv);
    // The app's names: the default database is the app's own.
    QCoreApplication::setOrganizationName(QStringLiteral("Dogtable"));
    QCoreApplication::setApplicationName(QStringLiteral("Dogtable"));

    history::HistoryDb db;
    QString source;
    if (!options.saves.empty()) {
        const QString folder = QString::fromStdString(options.saves);
        if (!QFileInfo(folder).isDir()) {
            *error = fmt::format("--saves: {} is not a folder", options.saves);
            return 2;
        }
        const auto opened = db.open(QStringLiteral(":memory:"), QString());
        if (!opened.ok) {
            *error = "history: " + str(opened.error);
            return 1;
        }
        QString why;
        if (db.rebuildFrom(reg, folder, &why) < 0) {
            *error = "history: " + str(why);
            return 1;
        }
        source = QDir(folder).absolutePath();
    } else {
        const QString path = options.db.empty() ? standardHistoryPath() : QString::fromStdString(options.db);
        const auto opened = db.openReadOnly(path);
        if (!opened.ok) {
            *error = "history: " + str(opened.error);
            return 1;
        }
        source = QFileInfo(path).absoluteFilePath();
    }
    const auto records = db.games(QString::fromStdString(options.game));
    const auto stats = history::statistics(records);
    auto gameName = [&reg](const QString& id) {
        if (id.isEmpty()) return std::string("All games");
        const GameInfo* info = reg.find(id.toStdString());
        return info ? info->name : id.toStdString();
    };

    if (options.json) {
        nlohmann::json byGame = nlohmann::json::array();
        nlohmann::json all = nlohmann::json::array();
        for (const auto& g : stats) {
            nlohmann::json players = nlohmann::json::array();
            for (const auto& p : g.players)
                players.push_back(toJson(p));
            if (g.gameId.isEmpty())
                all = players;
            else
                byGame.push_back({{"game", str(g.gameId)}, {"games", g.games}, {"players", players}});
        }
        nlohmann::json out = {{"source", str(source)},
                              {"schema", db.schemaVersion()},
                              {"games", records.size()},
                              {"by_game", byGame},
                              {"players", all}};
        if (!options.game.empty()) out["game"] = options.game;
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::cout << fmt::format("History: {} finished game{} ({})\n", records.size(),
                             records.size() == 1 ? "" : "s", str(QDir::toNativeSeparators(source)));
    for (const auto& g : stats) {
        if (g.gameId.isEmpty() && !options.game.empty()) continue; // the same as the one game
        std::cout << fmt::format("\n{} — {} game{}\n", gameName(g.gameId), g.games, g.games == 1 ? "" : "s");
        std::cout << fmt::format("  {:<24} {:>5} {:>5} {:>8} {:>6} {:>7} {:>6} {:>11}  {}\n", "Player",
                                 "Games", "Wins", "Win rate", "Best", "Mean", "Streak", "Best streak",
                                 "Last played");
        for (const auto& p : g.players) {
            const std::string who = str(p.name) + (p.computer ? " (computer)" : "");
            std::cout << fmt::format("  {:<24} {:>5} {:>5} {:>7.0f}% {:>6} {:>7.1f} {:>6} {:>11}  {}\n", who,
                                     p.games, p.wins, p.winRate * 100.0, p.bestScore, p.meanScore, p.streak,
                                     p.bestStreak, when(p.lastPlayed));
        }
    }
    return 0;
}

} // namespace dogtable::cli
