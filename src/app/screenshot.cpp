#include "screenshot.h"

#include <QApplication>
#include <QPixmap>

#include <memory>

#include "dogtable/core/replay.h"

#include "dogtable/ui/style.h"
#include "game_picker.h"
#include "main_window.h"
#include "new_game_dialog.h"
#include "players_page.h"
#include "replay_window.h"
#include "rules_browser.h"
#include "save_files.h"
#include "score_sheet_dialog.h"
#include "side_panel.h"
#include "statistics_page.h"
#include "theme.h"
#include "tutorial_runner.h"

#include <functional>

namespace dogtable::app {

namespace {
void settle(QWidget& w, const QSize& size) {
    w.setAttribute(Qt::WA_DontShowOnScreen); // laid out and painted, never on a screen
    w.resize(size);
    w.show();
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
}

bool save(QWidget& w, const QString& file, QString* error) {
    const QPixmap shot = w.grab();
    if (shot.isNull() || !shot.save(file, "PNG")) {
        if (error) *error = QStringLiteral("cannot write %1").arg(file);
        return false;
    }
    return true;
}

/// Opens `db` in memory (a picture writes no file); false, with the reason in `error`, when it cannot.
bool openInMemory(history::HistoryDb& db, QString* error) {
    if (db.open(QStringLiteral(":memory:"), QString()).ok) return true;
    if (error) *error = QStringLiteral("no SQLite driver for the history");
    return false;
}
} // namespace

Expected<Match> randomMatch(const AppContext& context, const std::string& game, int players,
                            std::uint64_t seed, int moves, bool toEnd) {
    const GameInfo* info = context.games.find(game);
    if (!info) return Expected<Match>::failure("unknown game '" + game + "'");
    Setup setup;
    setup.players = players > 0 ? players : std::clamp(2, info->minPlayers, info->maxPlayers);
    auto created = Match::create(context.games, game, setup, {}, seed);
    if (!created) return created;
    Match match = std::move(created.value());
    Rng rng(seed);
    const int cap = toEnd ? 100000 : moves;
    for (int i = 0; i < cap; ++i) {
        match.resolveAllChance();
        if (match.state().isOver()) break;
        const auto legal = match.state().legalActions();
        if (legal.empty()) break;
        const ApplyResult r = match.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        if (!r) return Expected<Match>::failure("a legal action was refused: " + r.reason);
    }
    match.resolveAllChance();
    return match;
}

namespace {
// A recorded game at one of its steps: the table as the player to act there saw it (the first
// player at the end), or the whole replay viewer.
int renderReplay(const AppContext& context, const ScreenshotOptions& options, QString* error) {
    auto fail = [error](int code, const QString& why) {
        if (error) *error = why;
        return code;
    };
    LoadOutcome out = readSaveFile(context.games, options.replay);
    if (!out.match) return fail(1, out.message);
    const int steps = static_cast<int>(out.match->actions().size());
    const int at = options.at < 0 ? steps : options.at;
    if (at > steps)
        return fail(2, QStringLiteral("--at %1 is past the end: the game in %2 has %3 moves (0 to %3)")
                           .arg(at)
                           .arg(options.replay)
                           .arg(steps));
    if (options.ui == QLatin1String("replay")) {
        ReplayWindow viewer(context, *out.match);
        viewer.setStep(at);
        settle(viewer, options.size);
        return save(viewer, options.file, error) ? 0 : 1;
    }
    if (!options.ui.isEmpty()) return fail(2, QStringLiteral("--replay pictures are the table or 'replay'"));
    const ui::ViewInfo* view = context.views.find(out.match->gameId());
    if (!view)
        return fail(2, QStringLiteral("%1 has no table view in this build").arg(qs(out.match->gameId())));
    Replay replay(*out.match);
    const GameState& st = replay.stateAt(at);
    std::unique_ptr<ui::GameView> table(view->create(nullptr));
    const Seat seat = st.currentSeat();
    table->showState(st, seat >= 0 ? seat : 0, false);
    settle(*table, options.size);
    return save(*table, options.file, error) ? 0 : 1;
}
} // namespace

// The window in the guided first game of options.game at step options.at (1-based; -1: the first),
// reached by making each earlier step's action (the player's through the controller, the computer's
// from the script).
int renderTutorial(const AppContext& context, const ScreenshotOptions& options, QString* error) {
    auto fail = [error](int code, const QString& why) {
        if (error) *error = why;
        return code;
    };
    MainWindow window(context);
    ui::setAnimationFactor(0.0);
    window.setAutosaveEnabled(false);
    ui::setHighContrast(options.highContrast);
    ui::setReduceMotion(true);
    if (auto* app = qobject_cast<QApplication*>(QCoreApplication::instance())) theme::apply(*app);
    window.sidePanel()->applyTheme();
    window.setZoom(options.zoom);
    window.setPrompts([](const QString&, const QString&) { return false; },
                      [error](const QString&, const QString& text) {
                          if (error) *error = text;
                      });
    settle(window, options.size);
    if (!window.startTutorial(qs(options.game))) return fail(2, *error);
    TutorialRunner& runner = *window.tutorial();
    const int steps = static_cast<int>(runner.script().steps.size());
    const int want = options.at < 1 ? 0 : options.at - 1;
    if (want >= steps)
        return fail(2, QStringLiteral("--at %1: the guided game has %2 steps").arg(options.at).arg(steps));
    MatchController& c = window.controller();
    auto wait = [&](const std::function<bool()>& done) {
        for (int i = 0; i < 4000 && !done(); ++i) {
            QApplication::processEvents(QEventLoop::AllEvents, 5);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // a table's old buttons
        }
        return done();
    };
    while (runner.active() && runner.stepIndex() < want) {
        const int step = runner.stepIndex();
        const TutorialStep* s = runner.currentStep();
        if (s->kind == TutorialStep::Kind::Do) {
            if (!wait([&] { return c.humanToAct(); }))
                return fail(1, QStringLiteral("the player never got the turn"));
            const auto a = runner.expectedAction();
            if (!a || !c.playHuman(*a))
                return fail(1, QStringLiteral("step %1 cannot be played").arg(step + 1));
        }
        if (!wait([&] { return !runner.active() || runner.stepIndex() > step; }))
            return fail(1, QStringLiteral("step %1 did not end").arg(step + 1));
    }
    if (!runner.active())
        return fail(1, QStringLiteral("the guided game stopped before step %1").arg(want + 1));
    const TutorialStep* s = runner.currentStep();
    if (s->kind != TutorialStep::Kind::Computer) wait([&] { return c.humanToAct(); });
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    settle(window, options.size);
    return save(window, options.file, error) ? 0 : 1;
}

int renderScreenshot(const AppContext& context, const ScreenshotOptions& options, QString* error) {
    ui::setAnimationFactor(0.0);
    if (!options.replay.isEmpty()) return renderReplay(context, options, error);
    const GameInfo* info = context.games.find(options.game);
    if (!info) {
        QStringList known;
        for (const auto& g : context.games.all())
            known << qs(g.id);
        if (error)
            *error = QStringLiteral("unknown game '%1' (games: %2)")
                         .arg(qs(options.game),
                              known.isEmpty() ? QStringLiteral("none") : known.join(QStringLiteral(", ")));
        return 2;
    }
    if (options.players != 0 && (options.players < info->minPlayers || options.players > info->maxPlayers)) {
        if (error)
            *error = QStringLiteral("%1 is for %2 to %3 players")
                         .arg(gameName(*info))
                         .arg(info->minPlayers)
                         .arg(info->maxPlayers);
        return 2;
    }
    const QString& ui = options.ui;
    if (ui == QLatin1String("newgame")) {
        NewGameDialog dialog(context, qs(options.game));
        if (options.players > 0) dialog.setPlayers(options.players);
        dialog.adjustSize();
        settle(dialog, dialog.sizeHint().expandedTo(QSize(640, 200)));
        return save(dialog, options.file, error) ? 0 : 1;
    }
    if (ui == QLatin1String("players")) {
        // Three profiles in a database in memory: a picture writes no file.
        history::HistoryDb db;
        if (!openInMemory(db, error)) return 1;
        db.createProfile(QStringLiteral("Ania"), 0, QStringLiteral("beagle"));
        db.createProfile(QStringLiteral("Tomek"), 1, QStringLiteral("husky"));
        db.createProfile(QStringLiteral("Zosia"), -1, QStringLiteral("dachshund"));
        PlayersPage page(&db);
        page.select(QStringLiteral("Ania"));
        settle(page, options.size);
        return save(page, options.file, error) ? 0 : 1;
    }
    if (ui == QLatin1String("statistics")) {
        // Twelve sample games of three players in a database in memory.
        history::HistoryDb db;
        if (!openInMemory(db, error)) return 1;
        std::vector<history::GameRecord> games;
        const QStringList names{QStringLiteral("Ania"), QStringLiteral("Tomek"), QStringLiteral("Zosia")};
        for (int i = 0; i < 12; ++i) {
            history::GameRecord g;
            g.gameId = i % 3 == 2 ? QStringLiteral("kennel") : QStringLiteral("dig");
            g.finished = QDateTime(QDate(2026, 10, 1), QTime(19, 0)).addDays(i * 3);
            g.saveFile = QStringLiteral("/sample/%1").arg(i);
            static const int kWinners[] = {0, 0, 1, 0, 2, 1, 0, 0, 1, 2, 0, 1};
            const int winner = kWinners[i];
            for (int p = 0; p < 3; ++p) {
                history::SeatRecord seat;
                seat.seat = p;
                seat.name = names[p];
                seat.score = 20 + (p * 5 + i * 3) % 11 + (p == winner ? 12 : 0);
                seat.winner = p == winner;
                g.seats.push_back(seat);
            }
            games.push_back(g);
        }
        db.record(games, nullptr);
        StatisticsPage page(context.games, &db);
        settle(page, options.size);
        return save(page, options.file, error) ? 0 : 1;
    }
    if (ui == QLatin1String("rules")) {
        RulesBrowser rules(context);
        rules.showGame(qs(options.game));
        settle(rules, options.size);
        return save(rules, options.file, error) ? 0 : 1;
    }
    if (ui == QLatin1String("tutorial")) return renderTutorial(context, options, error);
    const bool toEnd = ui == QLatin1String("scoresheet");
    auto match = randomMatch(context, options.game, options.players, options.seed, options.moves, toEnd);
    if (!match) {
        if (error) *error = qs(match.error());
        return 1;
    }
    if (toEnd) {
        ScoreSheetDialog dialog(match->state().scoreSheet(), gameName(*info), match->state().isOver());
        dialog.setRunningScores(runningScores(context.games, *match));
        settle(dialog, dialog.size());
        return save(dialog, options.file, error) ? 0 : 1;
    }
    const bool handOver = ui == QLatin1String("handover");
    if (ui == QLatin1String("main") || ui == QLatin1String("picker") || handOver) {
        MainWindow window(context);
        ui::setAnimationFactor(0.0);      // the player's animation setting does not apply here
        window.setAutosaveEnabled(false); // pictures never touch the player's games
        // Nor the player's look: the theme and zoom asked for.
        ui::setHighContrast(options.highContrast);
        ui::setReduceMotion(true);
        if (auto* app = qobject_cast<QApplication*>(QCoreApplication::instance())) theme::apply(*app);
        window.sidePanel()->applyTheme();
        window.setZoom(options.zoom);
        if (ui != QLatin1String("picker")) {
            // "main": the player to act is the human at the screen, the others are computer players.
            // "handover": every seat is human, so a game with hidden information asks for the hand-over.
            const GameState& st = match->state();
            Seat human = st.currentSeat() >= 0 ? st.currentSeat() : 0;
            std::vector<SeatInfo> seats = match->seats();
            for (Seat s = 0; s < static_cast<int>(seats.size()); ++s)
                seats[static_cast<std::size_t>(s)].computer = !handOver && s != human;
            Setup setup = st.setup();
            auto rebuilt = Match::create(context.games, options.game, setup, seats, match->seed());
            if (!rebuilt) {
                if (error) *error = qs(rebuilt.error());
                return 1;
            }
            for (const Action& a : match->actions()) {
                if (rebuilt->state().isChance())
                    rebuilt->resolveChance();
                else if (!rebuilt->play(a))
                    break;
            }
            window.startMatch(std::move(rebuilt.value()));
            MatchController& c = window.controller();
            for (int i = 0; i < 2000 && !(c.humanToAct() || c.handOverPending() || c.state().isOver()); ++i)
                QApplication::processEvents(QEventLoop::AllEvents, 5);
        }
        settle(window, options.size);
        return save(window, options.file, error) ? 0 : 1;
    }
    if (!ui.isEmpty()) {
        if (error)
            *error = QStringLiteral(
                         "unknown picture '%1' (main, handover, picker, newgame, players, statistics, rules, "
                         "scoresheet)")
                         .arg(ui);
        return 2;
    }
    const ui::ViewInfo* view = context.views.find(options.game);
    if (!view) {
        if (error) *error = QStringLiteral("%1 has no table view in this build").arg(gameName(*info));
        return 2;
    }
    ui::GameView* table = view->create(nullptr);
    const GameState& st = match->state();
    const Seat seat = st.currentSeat();
    table->showState(st, seat >= 0 ? seat : (st.isOver() ? kNoSeat : 0), seat >= 0);
    settle(*table, options.size);
    const bool ok = save(*table, options.file, error);
    delete table;
    return ok ? 0 : 1;
}

} // namespace dogtable::app
