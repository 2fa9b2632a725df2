// dogtable: the desktop application, and off-screen pictures of it (--screenshot, --screenshot-ui).
#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "app_context.h"
#include "catalogue.h"
#include "desktop_notifier.h"
#include "dogtable/ui/style.h"
#include "main_window.h"
#include "probe.h"
#include "screenshot.h"
#include "settings.h"
#include "sounds.h"
#include "table_bench.h"
#include "theme.h"

using namespace dogtable;

namespace {
bool wantsScreenshot(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::strncmp(argv[i], "--screenshot", 12) == 0) return true;
    return false;
}
int fail(const QString& why) {
    std::fprintf(stderr, "dogtable: %s\n", qPrintable(why));
    return 2;
}

/// "WxH" within 200x150 .. 8000x8000, or an empty size.
QSize parseSize(const QString& text) {
    const QStringList wh = text.split(QLatin1Char('x'));
    const int w = wh.value(0).toInt();
    const int h = wh.value(1).toInt();
    if (wh.size() != 2 || w < 200 || h < 150 || w > 8000 || h > 8000) return {};
    return {w, h};
}
} // namespace

int main(int argc, char** argv) {
    const bool screenshot = wantsScreenshot(argc, argv);
    // Pictures are made without a display.
    if (screenshot && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Dogtable"));
    QApplication::setApplicationName(QStringLiteral("Dogtable"));
    QApplication::setApplicationVersion(QStringLiteral(DOGTABLE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.dogtable.Dogtable"));
    qRegisterMetaType<dogtable::Action>();

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Dogtable: five dog board games."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption shotOpt(QStringLiteral("screenshot"),
                                     QStringLiteral("Render a game's table to a PNG file."),
                                     QStringLiteral("file"));
    const QCommandLineOption uiOpt(
        QStringLiteral("screenshot-ui"),
        QStringLiteral(
            "Render a window: main, handover, picker, newgame, players, statistics, rules or scoresheet "
            "(followed by the PNG file)."),
        QStringLiteral("what"));
    const QCommandLineOption gameOpt(QStringLiteral("game"), QStringLiteral("Game id."),
                                     QStringLiteral("id"));
    const QCommandLineOption seedOpt(QStringLiteral("seed"), QStringLiteral("Seed (default 1)."),
                                     QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption movesOpt(
        QStringLiteral("moves"),
        QStringLiteral("Random legal moves first, for --screenshot and --probe-table (default 0)."),
        QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption playersOpt(QStringLiteral("players"), QStringLiteral("Player count."),
                                        QStringLiteral("P"), QStringLiteral("0"));
    const QCommandLineOption sizeOpt(
        QStringLiteral("size"),
        QStringLiteral(
            "Picture size, or with --probe-table the window's (default 1280x800; 1440x900 there)."),
        QStringLiteral("WxH"), QStringLiteral("1280x800"));
    const QCommandLineOption langOpt(
        QStringLiteral("language"),
        QStringLiteral("Language for this run (%1), instead of the setting.")
            .arg(i18n::languages().join(QStringLiteral(", "))), // every catalogue built in
        QStringLiteral("lang"));
    // Measurement modes for scripts/bench and the crash-safety test (see probe.h).
    const QCommandLineOption firstPaintOpt(
        QStringLiteral("probe-first-paint"),
        QStringLiteral("Print the time of the first painted window and quit."));
    const QCommandLineOption tableOpt(QStringLiteral("probe-table"),
                                      QStringLiteral("Open a game's table, idle, print memory and CPU use."),
                                      QStringLiteral("id"));
    const QCommandLineOption idleOpt(QStringLiteral("idle-seconds"),
                                     QStringLiteral("Idle time for --probe-table."), QStringLiteral("S"),
                                     QStringLiteral("10"));
    const QCommandLineOption autoplayOpt(
        QStringLiteral("probe-autoplay"),
        QStringLiteral("Play a game between random computer seats, autosaving."), QStringLiteral("id"));
    const QCommandLineOption benchTableOpt(
        QStringLiteral("bench-table"),
        QStringLiteral("Time each game's table painting (comma-separated ids, 'all'), print JSON."),
        QStringLiteral("ids"));
    const QCommandLineOption uncachedOpt(QStringLiteral("uncached"),
                                         QStringLiteral("With --bench-table: the painting caches off."));
    const QCommandLineOption repsOpt(QStringLiteral("reps"), QStringLiteral("Repetitions for --bench-table."),
                                     QStringLiteral("N"), QStringLiteral("40"));
    const QCommandLineOption replayOpt(
        QStringLiteral("replay"),
        QStringLiteral("With --screenshot: picture a saved game (at --at K) instead of random moves."),
        QStringLiteral("save"));
    const QCommandLineOption atOpt(QStringLiteral("at"),
                                   QStringLiteral("With --replay: the step to show (0 = the start; default "
                                                  "the end)."),
                                   QStringLiteral("K"));
    const QCommandLineOption quietOpt(QStringLiteral("quiet"),
                                      QStringLiteral("No sounds and no desktop notifications for this run."));
    const QCommandLineOption contrastOpt(QStringLiteral("high-contrast"),
                                         QStringLiteral("With --screenshot: the high-contrast theme."));
    const QCommandLineOption zoomOpt(
        QStringLiteral("zoom"), QStringLiteral("With --screenshot-ui main: the zoom, 1 to 2 (default 1)."),
        QStringLiteral("Z"));
    parser.addOptions({shotOpt,     uiOpt,         gameOpt,  seedOpt,  movesOpt,    playersOpt,    sizeOpt,
                       langOpt,     firstPaintOpt, tableOpt, idleOpt,  autoplayOpt, benchTableOpt, repsOpt,
                       uncachedOpt, replayOpt,     atOpt,    quietOpt, contrastOpt, zoomOpt});
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A .dogtable game to open."));
    parser.process(app);

    app::AppContext context;
    app::AppContext::registerBuiltins(context);

    if (parser.isSet(benchTableOpt)) {
        app::theme::apply(app);
        const QString which = parser.value(benchTableOpt);
        return app::benchTables(context,
                                which == QLatin1String("all") ? QStringList() : which.split(QLatin1Char(',')),
                                std::max(5, parser.value(repsOpt).toInt()), !parser.isSet(uncachedOpt));
    }
    if (parser.isSet(firstPaintOpt) || parser.isSet(tableOpt) || parser.isSet(autoplayOpt)) {
        app::theme::apply(app);
        const int players = std::max(1, parser.value(playersOpt).toInt());
        if (parser.isSet(firstPaintOpt)) return app::probeFirstPaint(context);
        if (parser.isSet(tableOpt)) {
            app::TableProbe probe;
            probe.players = parser.isSet(playersOpt) ? players : 4;
            probe.idleSeconds = std::max(1, parser.value(idleOpt).toInt());
            probe.moves = std::max(0, parser.value(movesOpt).toInt());
            probe.seed = parser.value(seedOpt).toULongLong();
            if (parser.isSet(sizeOpt)) {
                probe.size = parseSize(parser.value(sizeOpt));
                if (probe.size.isEmpty()) return fail(QStringLiteral("--size must look like 1280x800"));
            }
            return app::probeTable(context, parser.value(tableOpt), probe);
        }
        return app::probeAutoplay(context, parser.value(autoplayOpt), parser.isSet(playersOpt) ? players : 2);
    }
    const app::AppSettings settings = app::AppSettings::load();
    const QString language = parser.isSet(langOpt) ? parser.value(langOpt) : settings.language;
    if (!i18n::useLanguage(language))
        std::fprintf(stderr, "dogtable: no translation for '%s'; using English\n", qPrintable(language));

    if (parser.isSet(shotOpt) || parser.isSet(uiOpt)) {
        app::ScreenshotOptions o;
        // Pictures show the standard look unless asked (never the player's own settings).
        o.highContrast = parser.isSet(contrastOpt);
        ui::setHighContrast(o.highContrast);
        if (parser.isSet(zoomOpt)) o.zoom = app::clampZoom(parser.value(zoomOpt).toDouble());
        if (parser.isSet(uiOpt)) {
            o.ui = parser.value(uiOpt);
            o.file = parser.isSet(shotOpt) ? parser.value(shotOpt) : parser.positionalArguments().value(0);
        } else {
            o.file = parser.value(shotOpt);
        }
        if (o.file.isEmpty()) return fail(QStringLiteral("no output file given"));
        bool atOk = true;
        if (parser.isSet(atOpt)) {
            o.at = parser.value(atOpt).toInt(&atOk);
            if (!atOk || o.at < 0) return fail(QStringLiteral("--at must be a whole number of at least 0"));
            if (!parser.isSet(replayOpt) && o.ui != QLatin1String("tutorial"))
                return fail(QStringLiteral("--at needs --replay SAVE (or --screenshot-ui tutorial)"));
        }
        if (parser.isSet(replayOpt)) {
            o.replay = parser.value(replayOpt);
            const QStringList wh = parser.value(sizeOpt).split(QLatin1Char('x'));
            o.size =
                QSize(std::clamp(wh.value(0).toInt(), 200, 8000), std::clamp(wh.value(1).toInt(), 150, 8000));
            app::theme::apply(app);
            QString error;
            const int code = app::renderScreenshot(context, o, &error);
            if (code != 0) std::fprintf(stderr, "dogtable: %s\n", qPrintable(error));
            return code;
        }
        if (!parser.isSet(gameOpt)) return fail(QStringLiteral("--game ID is needed"));
        o.game = parser.value(gameOpt).toStdString();
        bool ok = true;
        o.seed = parser.value(seedOpt).toULongLong(&ok);
        if (!ok) return fail(QStringLiteral("--seed must be a whole number"));
        o.moves = parser.value(movesOpt).toInt(&ok);
        if (!ok || o.moves < 0) return fail(QStringLiteral("--moves must be a whole number of at least 0"));
        o.players = parser.value(playersOpt).toInt(&ok);
        if (!ok || o.players < 0) return fail(QStringLiteral("--players must be a whole number"));
        o.size = parseSize(parser.value(sizeOpt));
        if (o.size.isEmpty()) return fail(QStringLiteral("--size must look like 1280x800"));
        app::theme::apply(app);
        QString error;
        const int code = app::renderScreenshot(context, o, &error);
        if (code != 0) std::fprintf(stderr, "dogtable: %s\n", qPrintable(error));
        return code;
    }

    ui::setHighContrast(settings.highContrast); // before the palette and the style sheet
    app::theme::apply(app);

    // Sounds only for a person at the window: not for pictures and measurements (above), nor --quiet.
    app::Sounds::setEnabled(!parser.isSet(quietOpt));
    app::DesktopNotifier::setEnabled(!parser.isSet(quietOpt));
    app::MainWindow window(context);
    window.showAtStart();
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        QTimer::singleShot(0, &window, [&window, f = files.front()] { window.openFile(f); });
    } else if (parser.isSet(gameOpt)) {
        QTimer::singleShot(0, &window, [&window, g = parser.value(gameOpt)] { window.newGameDialog(g); });
    }
    return app.exec();
}
