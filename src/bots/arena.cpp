#include "dogtable/bots/arena.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <set>
#include <thread>

namespace dogtable::bots {

GameRecord playGame(const GameState& initial, std::vector<std::unique_ptr<Bot>>& seats, std::uint64_t seed,
                    const PlayOptions& options) {
    GameRecord out;
    auto state = initial.clone();
    Rng chanceRng(seed ^ 0x5eedc4a2ce5ULL);
    std::vector<Rng> botRngs;
    for (std::size_t i = 0; i < seats.size(); ++i)
        botRngs.emplace_back(seed * 1000003ULL + i + 1);
    std::vector<ChanceOutcome> outcomes; // reused: long soaks should not allocate per action
    std::vector<std::string> problems;
    while (!state->isOver()) {
        if (out.actions >= options.actionLimit) {
            out.error = fmt::format("the game did not end within {} actions", options.actionLimit);
            return out;
        }
        Action a;
        const Seat seat = state->currentSeat();
        if (seat == kChanceSeat) {
            const auto table = state->chanceOutcomeTable(outcomes);
            if (table.empty()) {
                out.error = "chance is to move but has no outcomes";
                return out;
            }
            a = table[chanceRng.pickWeighted(table)].action;
        } else if (seat >= 0 && seat < static_cast<int>(seats.size())) {
            a = seats[static_cast<std::size_t>(seat)]->choose(*state,
                                                              botRngs[static_cast<std::size_t>(seat)]);
        } else {
            out.error = fmt::format("current seat {} is not a seat of this game", seat);
            return out;
        }
        // Checked, chance outcomes too: the check finds them by binary search, so it also catches
        // an outcome list that is not sorted.
        if (ApplyResult r = state->apply(a); !r) {
            out.error = fmt::format("action '{}' refused: {}", state->actionToText(a), r.reason);
            return out;
        }
        if (options.keepHistory) out.history.push_back(a);
        ++out.actions;
        if (options.checkInvariants) {
            problems.clear();
            state->checkInvariants(problems);
            for (const auto& p : problems)
                out.violations.push_back(
                    fmt::format("after action {} ('{}'): {}", out.actions, state->actionToText(a), p));
            if (!out.violations.empty()) return out;
        }
    }
    out.completed = true;
    out.sheet = state->scoreSheet();
    out.seatWon.assign(static_cast<std::size_t>(state->players()), false);
    for (int w : out.sheet.winners)
        for (int s = 0; s < state->players(); ++s)
            if (w >= 0 && w < state->players() && state->teamOf(s) == state->teamOf(w))
                out.seatWon[static_cast<std::size_t>(s)] = true;
    return out;
}

namespace {

/// A tournament's player of `level`: the search levels on their iteration budgets with the time caps
/// lifted, so a tournament is reproducible for its seed on any machine, loaded or not (issue #18).
std::unique_ptr<Bot> reproducibleBot(const std::string& level) {
    if (level == "random") return makeBot(level);
    MctsConfig cfg = configFor(level);
    cfg.maxSeconds = 1e9;
    return std::make_unique<MctsBot>(cfg);
}

constexpr double kZ = 1.96; // 95 %

double wilsonBound(double points, double games, double sign) {
    if (games <= 0) return 0.0;
    const double p = points / games;
    const double z2 = kZ * kZ;
    const double centre = p + z2 / (2 * games);
    const double spread = kZ * std::sqrt(p * (1 - p) / games + z2 / (4 * games * games));
    return std::clamp((centre + sign * spread) / (1 + z2 / games), 0.0, 1.0);
}

/// The seatings played for levels a and b: one side in a single seat, the other everywhere else.
std::vector<std::vector<int>> seatingsFor(int a, int b, int players) {
    std::set<std::vector<int>> unique;
    for (int s = 0; s < players; ++s) {
        std::vector<int> one(static_cast<std::size_t>(players), b);
        one[static_cast<std::size_t>(s)] = a;
        unique.insert(one);
        std::vector<int> other(static_cast<std::size_t>(players), a);
        other[static_cast<std::size_t>(s)] = b;
        unique.insert(other);
    }
    return {unique.begin(), unique.end()};
}

/// A seat's points in a finished game: 1 shared among the winning teams.
std::vector<double> seatPoints(const GameRecord& r, const GameState& initial) {
    std::vector<double> pts(r.seatWon.size(), 0.0);
    if (!r.completed) return pts;
    std::set<int> teams;
    for (std::size_t s = 0; s < r.seatWon.size(); ++s)
        if (r.seatWon[s]) teams.insert(initial.teamOf(static_cast<Seat>(s)));
    for (std::size_t s = 0; s < r.seatWon.size(); ++s)
        if (r.seatWon[s]) pts[s] = 1.0 / static_cast<double>(teams.size());
    return pts;
}

std::string xmlEscape(const std::string& s) {
    std::string out;
    for (char c : s) {
        switch (c) {
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '&':
            out += "&amp;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

} // namespace

double Rate::low() const {
    return wilsonBound(points, games, -1);
}
double Rate::high() const {
    return wilsonBound(points, games, +1);
}

std::vector<double> eloFromPoints(const std::vector<std::vector<double>>& points,
                                  const std::vector<std::vector<double>>& games) {
    const std::size_t n = points.size();
    // Half a point each way as a prior between levels that met: keeps a level that never scored finite.
    std::vector<std::vector<double>> w(n, std::vector<double>(n, 0.0)), g(n, std::vector<double>(n, 0.0));
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j)
            if (i != j && games[i][j] > 0) {
                w[i][j] = points[i][j] + 0.5;
                g[i][j] = games[i][j] + 1.0;
            }
    std::vector<double> p(n, 1.0);
    for (int iter = 0; iter < 2000; ++iter) { // Hunter's MM iterations for Bradley–Terry
        double change = 0;
        for (std::size_t i = 0; i < n; ++i) {
            double wins = 0, denom = 0;
            for (std::size_t j = 0; j < n; ++j) {
                if (g[i][j] <= 0) continue;
                wins += w[i][j];
                denom += g[i][j] / (p[i] + p[j]);
            }
            if (denom <= 0) continue;
            const double next = wins / denom;
            change = std::max(change, std::abs(next - p[i]) / p[i]);
            p[i] = next;
        }
        // The mean rating of the levels that met another level is 1500; the others stay at 1500.
        double logMean = 0;
        int met = 0;
        for (std::size_t i = 0; i < n; ++i)
            if (std::any_of(g[i].begin(), g[i].end(), [](double v) { return v > 0; })) {
                logMean += std::log(p[i]);
                ++met;
            }
        if (met > 0) logMean /= met;
        for (std::size_t i = 0; i < n; ++i)
            if (std::any_of(g[i].begin(), g[i].end(), [](double v) { return v > 0; }))
                p[i] /= std::exp(logMean);
        if (change < 1e-10) break;
    }
    std::vector<double> elo(n);
    for (std::size_t i = 0; i < n; ++i)
        elo[i] = 1500.0 + 400.0 * std::log10(p[i]);
    return elo;
}

Expected<TournamentResult> runTournament(const GameInfo& game, const Setup& setup,
                                         const TournamentConfig& config,
                                         const std::function<void(int, int)>& progress) {
    using R = Expected<TournamentResult>;
    const int players = setup.players;
    const auto& levels = config.levels;
    if (levels.empty()) return R::failure("no bot levels given");
    for (const auto& l : levels)
        if (!isKnownStrength(l))
            return R::failure(fmt::format("unknown bot level '{}' (random|easy|medium|strong)", l));
    if (std::set<std::string>(levels.begin(), levels.end()).size() != levels.size())
        return R::failure("a bot level is listed twice");
    if (players >= 2 && levels.size() < 2)
        return R::failure("a tournament of two or more players needs two levels");
    if (config.gamesPerPairing < 1) return R::failure("the number of games must be at least 1");

    // The schedule: seatings (a level index per seat), each played gamesPerPairing times.
    std::vector<std::vector<int>> schedule;
    auto repeat = [&](const std::vector<int>& seating) {
        for (int k = 0; k < config.gamesPerPairing; ++k)
            schedule.push_back(seating);
    };
    if (players == 1) {
        for (std::size_t l = 0; l < levels.size(); ++l)
            repeat({static_cast<int>(l)});
    } else {
        for (std::size_t a = 0; a < levels.size(); ++a)
            for (std::size_t b = a + 1; b < levels.size(); ++b)
                for (const auto& seating : seatingsFor(static_cast<int>(a), static_cast<int>(b), players))
                    repeat(seating);
    }

    const auto setupPtr = std::make_shared<const Setup>(setup);
    const auto initial = game.create(setupPtr);
    std::vector<GameRecord> records(schedule.size());
    const auto perSeating = static_cast<std::size_t>(config.gamesPerPairing);
    auto gameSeed = [&](std::size_t g) { return config.seed + (config.sameSeeds ? g % perSeating : g); };
    std::atomic<std::size_t> next{0};
    std::atomic<int> done{0};
    auto worker = [&] {
        for (std::size_t g = next++; g < schedule.size(); g = next++) {
            std::vector<std::unique_ptr<Bot>> seats;
            for (int l : schedule[g])
                seats.push_back(reproducibleBot(levels[static_cast<std::size_t>(l)]));
            PlayOptions options;
            options.actionLimit = config.actionLimit;
            records[g] = playGame(*initial, seats, gameSeed(g), options);
            ++done;
        }
    };
    const int threads = std::max(1, std::min<int>(config.threads, static_cast<int>(schedule.size())));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    if (progress) {
        // The calling thread reports progress while the pool plays.
        std::thread mine(worker);
        int reported = 0;
        while (reported < static_cast<int>(schedule.size())) {
            const int now = done.load();
            if (now != reported) {
                reported = now;
                progress(reported, static_cast<int>(schedule.size()));
            } else {
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
        }
        mine.join();
    } else {
        worker();
    }
    for (auto& t : pool)
        t.join();

    TournamentResult out;
    out.game = game.id;
    out.players = players;
    out.games = static_cast<int>(schedule.size());
    const std::size_t n = levels.size();
    std::vector<std::vector<double>> pairPts(n, std::vector<double>(n, 0.0)),
        pairGames(n, std::vector<double>(n, 0.0));
    std::vector<double> scoreSum(n, 0.0), scoreSeats(n, 0.0), actionSum(n, 0.0), levelGames(n, 0.0);
    out.levels.resize(n);
    out.seats.resize(static_cast<std::size_t>(players));
    double totalActions = 0;
    for (std::size_t g = 0; g < schedule.size(); ++g) {
        const auto& r = records[g];
        const auto& seating = schedule[g];
        totalActions += r.actions;
        if (!r.completed) {
            ++out.unfinished;
            if (out.errors.size() < 20)
                out.errors.push_back(fmt::format("game {} (seed {}): {}", g + 1, gameSeed(g), r.error));
        }
        const auto pts = seatPoints(r, *initial);
        std::set<int> inGame;
        for (int s = 0; s < players; ++s) {
            const auto us = static_cast<std::size_t>(s);
            const auto l = static_cast<std::size_t>(seating[us]);
            const double p = pts.empty() ? 0.0 : pts[us];
            out.levels[l].rate.games += 1;
            out.levels[l].rate.points += p;
            out.seats[us].rate.games += 1;
            out.seats[us].rate.points += p;
            if (r.completed && us < r.sheet.players.size()) {
                scoreSum[l] += r.sheet.players[us].total;
                scoreSeats[l] += 1;
            }
            inGame.insert(seating[us]);
            // Head to head: this seat against every seat of another level in the same game.
            for (int t = 0; t < players; ++t) {
                const auto ut = static_cast<std::size_t>(t);
                const auto m = static_cast<std::size_t>(seating[ut]);
                if (m == l) continue;
                const double q = pts.empty() ? 0.0 : pts[ut];
                pairGames[l][m] += 1;
                pairPts[l][m] += p > q ? 1.0 : (p == q ? 0.5 : 0.0);
            }
        }
        for (int l : inGame) {
            actionSum[static_cast<std::size_t>(l)] += r.actions;
            levelGames[static_cast<std::size_t>(l)] += 1;
        }
    }
    out.meanActions = out.games > 0 ? totalActions / out.games : 0;
    const auto elo = eloFromPoints(pairPts, pairGames);
    for (std::size_t l = 0; l < n; ++l) {
        out.levels[l].level = levels[l];
        out.levels[l].elo = players >= 2 ? elo[l] : 0.0;
        out.levels[l].meanScore = scoreSeats[l] > 0 ? scoreSum[l] / scoreSeats[l] : 0.0;
        out.levels[l].meanActions = levelGames[l] > 0 ? actionSum[l] / levelGames[l] : 0.0;
    }
    for (int s = 0; s < players; ++s)
        out.seats[static_cast<std::size_t>(s)].seat = s;
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = a + 1; b < n; ++b)
            if (pairGames[a][b] > 0)
                out.pairs.push_back({levels[a], levels[b], Rate{pairGames[a][b], pairPts[a][b]}});
    return out;
}

std::string tournamentSvg(const TournamentResult& result) {
    const double left = 170, width = 340, rowH = 26, top = 46;
    const std::size_t rows = result.levels.size() + result.pairs.size() + (result.pairs.empty() ? 0 : 1);
    const double height = top + rowH * static_cast<double>(rows) + 40;
    std::string s = fmt::format(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"{:.0f}\" viewBox=\"0 0 720 "
        "{:.0f}\" "
        "font-family=\"sans-serif\" font-size=\"13\">\n<rect width=\"720\" height=\"{:.0f}\" "
        "fill=\"#fffaf2\"/>\n"
        "<text x=\"16\" y=\"24\" font-size=\"15\" font-weight=\"bold\">{} — {} player(s), {} games</text>\n",
        height, height, height, xmlEscape(result.game), result.players, result.games);
    auto x = [&](double v) { return left + width * v; };
    double y = top;
    auto row = [&](const std::string& label, const Rate& r, const char* colour) {
        s += fmt::format("<text x=\"16\" y=\"{:.1f}\">{}</text>\n", y + 16, xmlEscape(label));
        s += fmt::format("<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"14\" fill=\"{}\"/>\n",
                         left, y + 5, width * r.value(), colour);
        s += fmt::format("<line x1=\"{:.1f}\" x2=\"{:.1f}\" y1=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#222\" "
                         "stroke-width=\"2\"/>\n",
                         x(r.low()), x(r.high()), y + 12, y + 12);
        s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\">{:.1f} % ({:.1f}–{:.1f})</text>\n",
                         left + width + 8, y + 16, 100 * r.value(), 100 * r.low(), 100 * r.high());
        y += rowH;
    };
    for (const auto& l : result.levels)
        row(fmt::format("{} (all games)", l.level), l.rate, "#c8643b");
    if (!result.pairs.empty()) {
        s += fmt::format("<text x=\"16\" y=\"{:.1f}\" font-style=\"italic\">head to head</text>\n", y + 16);
        y += rowH;
        for (const auto& p : result.pairs)
            row(fmt::format("{} vs {}", p.a, p.b), p.rate, "#4f7cac");
    }
    for (double v : {0.0, 0.5, 1.0})
        s += fmt::format("<line x1=\"{0:.1f}\" x2=\"{0:.1f}\" y1=\"{1:.1f}\" y2=\"{2:.1f}\" stroke=\"#888\" "
                         "stroke-dasharray=\"3 3\"/>\n<text x=\"{0:.1f}\" y=\"{3:.1f}\" "
                         "text-anchor=\"middle\">{4:.0f} %</text>\n",
                         x(v), top, y, y + 16, 100 * v);
    s += "</svg>\n";
    return s;
}

} // namespace dogtable::bots
