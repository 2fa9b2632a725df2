// The interaction kit: hit map, action picker, animation clock (see table_kit.h).
#include "dogtable/ui/table_kit.h"

#include "dogtable/ui/style.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace dogtable::ui {

// ----- HitMap -----

QString nameAndDescription(const TableItem& item) {
    if (item.description.isEmpty()) return item.name;
    if (item.name.isEmpty()) return item.description;
    const QChar last = item.name.back();
    const bool sentence = last == QLatin1Char('.') || last == QLatin1Char('!') || last == QLatin1Char('?') ||
                          last == QLatin1Char(':') || last == QChar(0x2026);
    return item.name + (sentence ? QStringLiteral(" ") : QStringLiteral(": ")) + item.description;
}

const TableItem* HitMap::at(const QPointF& pos) const {
    for (auto it = m_items.rbegin(); it != m_items.rend(); ++it)
        if (it->rect.contains(pos)) return &*it;
    return nullptr;
}

const TableItem* HitMap::find(std::string_view id) const {
    const int i = indexOf(id);
    return i < 0 ? nullptr : &m_items[static_cast<std::size_t>(i)];
}

int HitMap::indexOf(std::string_view id) const {
    for (std::size_t i = 0; i < m_items.size(); ++i)
        if (m_items[i].id == id) return static_cast<int>(i);
    return -1;
}

int HitMap::neighbour(int from, int dx, int dy, const std::function<bool(const TableItem&)>& usable) const {
    if (from < 0 || from >= static_cast<int>(m_items.size())) return -1;
    const QRectF src = m_items[static_cast<std::size_t>(from)].rect;
    const QPointF c = src.center();
    // Items "in the beam" (overlapping the source across the direction: the same row for Left and
    // Right, the same column for Up and Down) come first, the nearest ahead; otherwise the nearest
    // ahead with sideways distance counting double (the usual spatial-navigation rule).
    int best = -1;
    bool bestInBeam = false;
    double bestCost = std::numeric_limits<double>::max();
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        if (static_cast<int>(i) == from || !usable(m_items[i])) continue;
        const QRectF r = m_items[i].rect;
        const QPointF d = r.center() - c;
        const double along = d.x() * dx + d.y() * dy;
        const double across = std::abs(d.x() * dy + d.y() * dx);
        if (along <= 0.5) continue;
        const bool inBeam = dx != 0 ? (r.top() < src.bottom() && r.bottom() > src.top())
                                    : (r.left() < src.right() && r.right() > src.left());
        const double cost = inBeam ? along : along + 2.0 * across;
        if ((inBeam && !bestInBeam) || (inBeam == bestInBeam && cost < bestCost)) {
            best = static_cast<int>(i);
            bestInBeam = inBeam;
            bestCost = cost;
        }
    }
    return best;
}

int HitMap::nextZone(int from, int step, const std::function<bool(const TableItem&)>& usable) const {
    constexpr int kZones = static_cast<int>(Zone::Panel) + 1;
    int zone =
        from < 0 ? (step > 0 ? -1 : kZones) : static_cast<int>(m_items[static_cast<std::size_t>(from)].zone);
    for (int n = 0; n < kZones; ++n) {
        zone = ((zone + step) % kZones + kZones) % kZones;
        for (std::size_t i = 0; i < m_items.size(); ++i)
            if (static_cast<int>(m_items[i].zone) == zone && usable(m_items[i])) return static_cast<int>(i);
    }
    return -1;
}

// ----- ActionPicker -----

void ActionPicker::setLegal(std::vector<Action> legal, StepsFn steps) {
    m_legal = std::move(legal);
    m_steps.clear();
    m_steps.reserve(m_legal.size());
    for (const auto& a : m_legal)
        m_steps.push_back(steps ? steps(a) : std::vector<std::string>{});
    m_chosen.clear();
}

bool ActionPicker::fits(std::size_t i) const {
    const auto& s = m_steps[i];
    if (s.size() < m_chosen.size()) return false;
    return std::equal(m_chosen.begin(), m_chosen.end(), s.begin());
}

bool ActionPicker::back() {
    if (m_chosen.empty()) return false;
    m_chosen.pop_back();
    return true;
}

std::vector<std::string> ActionPicker::targets() const {
    std::vector<std::string> out;
    const std::size_t k = m_chosen.size();
    for (std::size_t i = 0; i < m_legal.size(); ++i) {
        if (!fits(i) || m_steps[i].size() <= k) continue;
        if (std::find(out.begin(), out.end(), m_steps[i][k]) == out.end()) out.push_back(m_steps[i][k]);
    }
    return out;
}

bool ActionPicker::isTarget(std::string_view id) const {
    const std::size_t k = m_chosen.size();
    for (std::size_t i = 0; i < m_legal.size(); ++i) {
        const auto& s = m_steps[i];
        if (fits(i) && s.size() > k && s[k] == id) return true;
        if (k > 0 && !s.empty() && s[0] == id) return true; // start over from it
    }
    return false;
}

std::vector<Action> ActionPicker::remaining() const {
    std::vector<Action> out;
    for (std::size_t i = 0; i < m_legal.size(); ++i)
        if (fits(i)) out.push_back(m_legal[i]);
    return out;
}

std::vector<Action> ActionPicker::complete() const {
    std::vector<Action> out;
    if (m_chosen.empty()) return out;
    for (std::size_t i = 0; i < m_legal.size(); ++i)
        if (fits(i) && m_steps[i].size() == m_chosen.size()) out.push_back(m_legal[i]);
    return out;
}

std::vector<std::string> ActionPicker::stepsOf(const Action& a) const {
    for (std::size_t i = 0; i < m_legal.size(); ++i)
        if (m_legal[i] == a) return m_steps[i];
    return {};
}

ActionPicker::Result ActionPicker::settle() {
    Result r;
    bool more = false;
    for (std::size_t i = 0; i < m_legal.size(); ++i) {
        if (!fits(i)) continue;
        if (m_steps[i].size() == m_chosen.size())
            r.actions.push_back(m_legal[i]);
        else
            more = true;
    }
    if (more || r.actions.empty()) {
        r.actions.clear();
        r.kind = Result::Kind::Narrowed;
    } else {
        r.kind = r.actions.size() == 1 ? Result::Kind::Chosen : Result::Kind::Ambiguous;
    }
    return r;
}

ActionPicker::Result ActionPicker::click(std::string_view id) {
    const std::size_t k = m_chosen.size();
    // The last chosen item again: confirm what it completes, or step back.
    if (k > 0 && m_chosen.back() == id) {
        auto done = complete();
        if (done.empty()) {
            back();
            return {Result::Kind::Narrowed, {}};
        }
        return {done.size() == 1 ? Result::Kind::Chosen : Result::Kind::Ambiguous, std::move(done)};
    }
    bool next = false;
    for (std::size_t i = 0; i < m_legal.size() && !next; ++i)
        next = fits(i) && m_steps[i].size() > k && m_steps[i][k] == id;
    if (next) {
        m_chosen.emplace_back(id);
        return settle();
    }
    if (k > 0) { // another first step: start over from it
        for (std::size_t i = 0; i < m_legal.size(); ++i) {
            if (!m_steps[i].empty() && m_steps[i][0] == id) {
                m_chosen.assign(1, std::string(id));
                return settle();
            }
        }
    }
    return {};
}

// ----- Tween -----

namespace {
int g_runningTweens = 0;
} // namespace

Tween::Tween(QObject* parent) : QObject(parent) {
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(8); // asks often; progress follows the clock, so the screen sets the rate
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (!m_clock.isValid()) { // the first frame: the clock starts now, at progress 0
            m_clock.start();
            emit frame();
            return;
        }
        if (m_clock.elapsed() >= m_duration) {
            stop();
            return;
        }
        emit frame();
    });
}

TweenActivity& TweenActivity::instance() {
    static TweenActivity activity;
    return activity;
}

void TweenActivity::ran(int delta) {
    const bool was = g_runningTweens > 0;
    g_runningTweens += delta;
    if (was != (g_runningTweens > 0)) emit instance().busyChanged(g_runningTweens > 0);
}

Tween::~Tween() {
    if (m_running) TweenActivity::ran(-1);
}

void Tween::start(int nominalMs) {
    m_duration = std::max(0, motionMs(nominalMs));
    m_clock.invalidate();
    const bool was = m_running;
    m_running = true;
    if (!was) TweenActivity::ran(+1);
    if (m_duration == 0) {
        stop();
        return;
    }
    m_timer.start();
    emit frame();
}

void Tween::stop() {
    m_timer.stop();
    if (!m_running) return;
    m_running = false;
    TweenActivity::ran(-1);
    emit finished();
}

int Tween::runningCount() {
    return g_runningTweens;
}

double Tween::linear() const {
    if (!m_running || m_duration <= 0) return 1.0;
    if (!m_clock.isValid()) return 0.0;
    return std::clamp(static_cast<double>(m_clock.elapsed()) / m_duration, 0.0, 1.0);
}

double Tween::progress() const {
    const double t = linear();
    return t < 0.5 ? 4 * t * t * t : 1 - std::pow(-2 * t + 2, 3) / 2; // ease in and out (cubic)
}

} // namespace dogtable::ui
