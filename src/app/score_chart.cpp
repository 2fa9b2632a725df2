#include "score_chart.h"

#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QtCharts/QChart>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>

#include "dogtable/ui/style.h"

namespace dogtable::app {

namespace {

const char* const kMarkerName = "dogtable-turn-marker";
const char* const kOutlineName = "dogtable-line-outline";
/// A line (and its legend swatch) of less contrast than this against the chart's paper gets a dark
/// outline: Dog Kids' white dog on the white chart was next to invisible, and its brown dog (5:1, a
/// mid-dark colour) looked faint beside the outlined lines (play tester D). WCAG's 7:1: a line is
/// thin, so only near-black stands out on its own.
constexpr double kLineContrast = 7.0;
/// Every player's line has one width (the outlined ones looked heavier than the others).
constexpr double kLineWidth = 3.0;

std::vector<int> valuesOf(const ScoreSheet& sheet) {
    std::vector<int> out;
    const bool own = !sheet.chartMeasure.empty();
    for (const auto& p : sheet.players)
        out.push_back(own ? p.chartValue : p.total);
    return out;
}

// A step of 1, 2 or 5 times a power of ten that cuts `span` into at most `most` parts.
double niceStep(double span, int most) {
    double step = 1;
    while (span / step > most) {
        const double digits = std::pow(10.0, std::floor(std::log10(step)));
        const double lead = step / digits;
        step = (lead < 1.5 ? 2 : lead < 3.5 ? 5 : 10) * digits;
    }
    return step;
}

QString capitalised(QString s) {
    if (!s.isEmpty()) s[0] = s[0].toUpper();
    return s;
}

} // namespace

QColor chartPaper(const QChart& chart) {
    // The theme paints the chart's paper with a gradient (its colour() is then black): the mean of
    // its stops.
    const QBrush brush = chart.backgroundBrush();
    const QGradient* gradient = brush.gradient();
    if (gradient == nullptr || gradient->stops().isEmpty()) return brush.color();
    double r = 0, g = 0, b = 0;
    for (const QGradientStop& stop : gradient->stops()) {
        r += stop.second.redF();
        g += stop.second.greenF();
        b += stop.second.blueF();
    }
    const auto n = static_cast<double>(gradient->stops().size());
    return QColor::fromRgbF(static_cast<float>(r / n), static_cast<float>(g / n), static_cast<float>(b / n));
}

RunningScores runningScores(const GameRegistry& registry, const Match& match) {
    RunningScores out;
    auto created = registry.newGame(match.gameId(), match.setup());
    if (!created) return out;
    std::unique_ptr<GameState> state = std::move(created.value());
    const ScoreSheet first = state->scoreSheet();
    for (const auto& p : first.players)
        out.names << QString::fromStdString(p.name);
    out.ownMeasure = !first.chartMeasure.empty();
    out.measure = first.chartMeasure.empty()
                      ? QCoreApplication::translate("dogtable::app::ScoreChart", "Score")
                      : capitalised(QString::fromStdString(first.chartMeasure));
    out.note = QString::fromStdString(first.chartNote);
    out.values.push_back(valuesOf(first));
    out.steps.push_back(0);
    int step = 0;
    for (const Action& a : match.actions()) {
        const Seat actor = state->currentSeat();
        if (!state->apply(a)) return {};
        ++step;
        const Seat next = state->currentSeat();
        if (actor >= 0 && (next != actor || state->isOver())) {
            std::vector<int> t = valuesOf(state->scoreSheet());
            if (t.size() != static_cast<std::size_t>(out.names.size())) return {};
            out.values.push_back(std::move(t));
            out.steps.push_back(step);
        }
    }
    // The end, even when the last action was chance.
    std::vector<int> last = valuesOf(state->scoreSheet());
    if (out.values.back() != last) {
        out.values.push_back(std::move(last));
        out.steps.push_back(step);
    }
    return out;
}

int turnAtStep(const RunningScores& scores, int step) {
    const auto after = std::upper_bound(scores.steps.begin(), scores.steps.end(), step);
    return std::max(0, static_cast<int>(after - scores.steps.begin()) - 1);
}

QChart* makeScoreChart(const RunningScores& scores) {
    if (scores.values.size() < 2) return nullptr;
    auto* chart = new QChart;
    // The title says what is drawn ("Score over the game", or the game's own measure such as "Fields
    // left to home"), so the upright axis needs no title of its own: a long one would be cut short.
    chart->setTitle(scores.ownMeasure
                        ? scores.measure
                        : QCoreApplication::translate("dogtable::app::ScoreChart", "Score over the game"));
    chart->legend()->setAlignment(Qt::AlignBottom);
    // Tight margins: the chart often sits in a narrow panel, and every pixel goes to the plot.
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setBackgroundRoundness(0);
    auto* x = new QValueAxis;
    x->setTitleText(QCoreApplication::translate("dogtable::app::ScoreChart", "Turn"));
    x->setLabelFormat(QStringLiteral("%d"));
    const auto lastTurn = static_cast<qreal>(scores.values.size() - 1);
    x->setRange(0, lastTurn);
    x->setTickType(QValueAxis::TicksDynamic); // whole turns, at most six labels
    x->setTickAnchor(0);
    x->setTickInterval(niceStep(lastTurn, 6));
    auto* y = new QValueAxis;
    y->setTitleText(scores.measure);
    y->setTitleVisible(false);
    y->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    int lo = 0, hi = 1;
    const QColor paper = chartPaper(*chart);
    const QColor ink = ui::themeColours().outline;
    for (int p = 0; p < scores.names.size(); ++p) {
        auto* line = new QLineSeries;
        line->setName(scores.names[p]);
        if (p < 4) line->setColor(ui::playerColour(p));
        for (std::size_t t = 0; t < scores.values.size(); ++t) {
            const int v = scores.values[t][static_cast<std::size_t>(p)];
            lo = std::min(lo, v);
            hi = std::max(hi, v);
            line->append(static_cast<qreal>(t), v);
        }
        // A pale or mid-dark colour keeps its own (white stays white beside grey) inside a dark
        // outline: a wider dark line under it, left out of the legend.
        const QColor colour = line->color();
        const bool pale = ui::contrastRatio(colour, paper) < kLineContrast;
        if (pale) {
            auto* outline = new QLineSeries;
            outline->setObjectName(QLatin1String(kOutlineName));
            // A line near the paper's own colour (white on white) gets a wider edge: 1 px each side
            // left Dog Kids' white dog pale on the final sheet (play test round 12).
            const double edge = ui::contrastRatio(colour, paper) < 1.5 ? 4.0 : 2.0;
            outline->setPen(QPen(ink, kLineWidth + edge, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            outline->append(line->points());
            chart->addSeries(outline);
            outline->attachAxis(x);
            outline->attachAxis(y);
            for (QLegendMarker* m : chart->legend()->markers(outline))
                m->setVisible(false);
        }
        chart->addSeries(line);
        QPen pen = line->pen(); // the seat's colour, or the theme's past the fourth seat
        pen.setWidthF(kLineWidth);
        pen.setCapStyle(Qt::RoundCap);
        pen.setJoinStyle(Qt::RoundJoin);
        line->setPen(pen);
        line->attachAxis(x);
        line->attachAxis(y);
        if (pale)
            for (QLegendMarker* m : chart->legend()->markers(line)) {
                m->setBrush(colour);
                m->setPen(QPen(ink, 1.5));
            }
    }
    y->setRange(lo, hi);
    y->applyNiceNumbers();
    y->setTickType(QValueAxis::TicksDynamic); // whole numbers only
    y->setTickAnchor(0);
    y->setTickInterval(niceStep(y->max() - y->min(), 5));
    return chart;
}

bool isPlayerLine(const QAbstractSeries* series) {
    return series && series->objectName() != QLatin1String(kMarkerName) &&
           series->objectName() != QLatin1String(kOutlineName);
}

void markTurn(QChart* chart, int turn) {
    if (!chart) return;
    QLineSeries* mark = nullptr;
    for (QAbstractSeries* s : chart->series())
        if (s->objectName() == QLatin1String(kMarkerName)) mark = static_cast<QLineSeries*>(s);
    if (turn < 0) {
        if (mark) {
            chart->removeSeries(mark);
            delete mark;
        }
        return;
    }
    const auto axes = chart->axes(Qt::Vertical);
    const auto* y = axes.isEmpty() ? nullptr : qobject_cast<QValueAxis*>(axes.front());
    if (!y) return;
    if (!mark) {
        mark = new QLineSeries;
        mark->setObjectName(QLatin1String(kMarkerName));
        QPen pen(ui::textColour(), 1.5, Qt::DashLine);
        mark->setPen(pen);
        chart->addSeries(mark);
        for (QAbstractAxis* axis : chart->axes())
            mark->attachAxis(axis);
        for (QLegendMarker* m : chart->legend()->markers(mark))
            m->setVisible(false);
    }
    mark->replace(QList<QPointF>{{static_cast<qreal>(turn), y->min()}, {static_cast<qreal>(turn), y->max()}});
}

void compactScoreChart(QChart* chart, bool compact, const QString& title) {
    // A low chart leaves its title and the turn axis's title out, so that its plot keeps the room
    // for its numbers (at 180 px QtCharts wrote every label as "…").
    if (chart == nullptr) return;
    chart->setTitle(compact ? QString() : title);
    for (QAbstractAxis* axis : chart->axes(Qt::Horizontal))
        axis->setTitleVisible(!compact);
    for (QAbstractAxis* axis : chart->axes(Qt::Vertical))
        if (auto* values = qobject_cast<QValueAxis*>(axis)) { // every other line of numbers
            if (!values->property("fullInterval").isValid())
                values->setProperty("fullInterval", values->tickInterval());
            const double full = values->property("fullInterval").toDouble();
            values->setTickInterval(compact ? 2 * full : full);
        }
}

} // namespace dogtable::app
