// TableBase: what every table does alike with the kit (see game_table.h).
#include "dogtable/ui/game_table.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCursor>
#include <QElapsedTimer>
#include <QFocusEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLayout>
#include <QMenu>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScreen>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>
#include <ctime>
#include <limits>

#include "dogtable/ui/sprite_cache.h"
#include "dogtable/ui/style.h"
#include "table_accessible.h"

namespace dogtable::ui {

namespace {
QString qs(const std::string& s) {
    return QString::fromStdString(s);
}
std::function<int(const QStringList&)>& menuAnswer() {
    static std::function<int(const QStringList&)> answer;
    return answer;
}
bool g_layerCache = true;
double g_lastPaintMs = 0, g_lastPaintCpuMs = 0;
double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}
int g_layerRedraws = 0;
std::int64_t g_layerRedrawPixels = 0; // logical pixels of the layer painted again, all tables
double g_lastPrepareMs = 0, g_lastPrepareCpuMs = 0;
std::int64_t g_layerBytes = 0; // all tables' layers
std::int64_t bytesOf(const QPixmap& p) {
    return p.isNull() ? 0 : static_cast<std::int64_t>(p.width()) * p.height() * 4;
}
constexpr double kLookMargin =
    12.0; // how far highlights and rings reach outside an item (the focus ring: 6 + its 5 px pen)
/// Moves the tooltip just shown for `table` (the pointer at `at`, global) inside its window and screen.
void keepTipInside(const QWidget* table, const QPoint& at) {
    // Qt keeps a tooltip on the screen only; on a zone at the window's right edge it ran past the
    // window ("1 × we…", play test at 1024×700): the tip is moved inside the window (and the
    // screen), above the pointer when there is no room below it.
    QRect bounds = table->window()->frameGeometry();
    if (const QScreen* s = table->screen()) bounds = bounds.intersected(s->availableGeometry());
    for (QWidget* w : QApplication::topLevelWidgets()) {
        if (!w->isVisible() || !w->inherits("QTipLabel")) continue;
        QRect r = w->frameGeometry(); // move() places the frame
        if (r.right() > bounds.right()) r.moveRight(bounds.right());
        if (r.left() < bounds.left()) r.moveLeft(bounds.left());
        if (r.bottom() > bounds.bottom()) r.moveBottom(std::min(bounds.bottom(), at.y() - 4));
        if (r.top() < bounds.top()) r.moveTop(bounds.top());
        if (r.topLeft() != w->pos()) w->move(r.topLeft());
    }
}

} // namespace

// ----- SnapshotReferee -----

QString SnapshotReferee::whyNot(const Action& a) const {
    const ApplyResult r = m_state->check(a);
    return r.ok() ? QString() : qs(r.reason);
}

QString SnapshotReferee::describe(const Action& a) const {
    return qs(m_state->describeChoice(a, m_viewer));
}

QString SnapshotReferee::status() const {
    return qs(m_state->statusText());
}

// ----- TableBase -----

TableBase::TableBase(QWidget* parent) : TableBase(QSize(), QSize(), parent) {}

TableBase::TableBase(QSize preferred, QSize minimum, QWidget* parent)
    : GameView(parent), m_preferred(preferred), m_minimum(minimum) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    // Every paint covers its whole region (the layer's blit, or the background filled first when
    // the layer is off): Qt need not fill the background under it (at 3840x2160 that fill cost
    // about as much as the blit).
    setAttribute(Qt::WA_OpaquePaintEvent);
    installTableAccessibility();
}

QSize TableBase::sizeHint() const {
    return m_preferred.isValid() ? m_preferred : GameView::sizeHint();
}

QSize TableBase::minimumSizeHint() const {
    return m_minimum.isValid() ? m_minimum : GameView::minimumSizeHint();
}

TableBase::~TableBase() {
    g_layerBytes -= bytesOf(m_layer);
    SpriteCache::instance().fitToTables(g_layerBytes);
    forgetTableAccessibility(this);
}

void TableBase::setMenuAnswerForTests(std::function<int(const QStringList& labels)> answer) {
    menuAnswer() = std::move(answer);
}

std::int64_t TableBase::layerBytes() {
    return g_layerBytes;
}
void TableBase::setLayerCacheEnabled(bool on) {
    g_layerCache = on;
}
bool TableBase::layerCacheEnabled() {
    return g_layerCache;
}
double TableBase::lastPaintMs() {
    return g_lastPaintMs;
}
double TableBase::lastPaintCpuMs() {
    return g_lastPaintCpuMs;
}
int TableBase::layerRedraws() {
    return g_layerRedraws;
}
std::int64_t TableBase::layerRedrawPixels() {
    return g_layerRedrawPixels;
}
double TableBase::lastPrepareMs() {
    return g_lastPrepareMs;
}
double TableBase::lastPrepareCpuMs() {
    return g_lastPrepareCpuMs;
}

void TableBase::invalidateTable() {
    m_layerValid = false;
    ++m_layerGen;
    update();
}

void TableBase::invalidateTable(const QRectF& r) {
    const QRect area = r.toAlignedRect().intersected(rect());
    if (area.isEmpty()) return;
    ++m_layerGen;
    m_layerDirty += area;
    update(area);
}

void TableBase::updateRect(const QRectF& r) {
    if (!r.isEmpty())
        update(r.adjusted(-kLookMargin, -kLookMargin, kLookMargin, kLookMargin).toAlignedRect());
}

void TableBase::followFlight(Tween& tween, std::function<QRectF()> area, std::function<void()> landed,
                             std::function<QRectF()> rest) {
    auto shown = std::make_shared<QRectF>(); // where the last frame drew the pieces
    connect(&tween, &Tween::frame, this, [this, shown, area] {
        const QRectF now = area();
        updateRect(shown->united(now));
        *shown = now;
    });
    if (rest) landsAt(tween, rest);
    connect(&tween, &Tween::finished, this,
            [this, &tween, shown, landed = std::move(landed), rest = std::move(rest)] {
                const QRectF resting = rest ? rest() : QRectF(); // asked before landed() drops them
                landed();
                if (rest) restAt(tween, resting);
                updateRect(*shown);
                *shown = QRectF();
            });
}

void TableBase::landsAt(Tween& tween, std::function<QRectF()> rest) {
    m_rests.push_back(Rest{&tween, std::move(rest), {}, {}, 0});
}

void TableBase::restAt(const Tween& tween, const QRectF& r) {
    const QRect area = r.toAlignedRect().intersected(rect());
    if (area.isEmpty()) return;
    for (Rest& rest : m_rests) {
        if (rest.tween != &tween || rest.patch.isNull()) continue;
        const bool usable = rest.gen == m_layerGen && rest.area == area && m_layerValid &&
                            m_layerDirty.isEmpty() &&
                            qFuzzyCompare(rest.patch.devicePixelRatioF(), m_layer.devicePixelRatioF());
        const QPixmap patch = std::exchange(rest.patch, QPixmap());
        if (!usable) break;
        {
            QPainter lp(&m_layer);
            lp.setCompositionMode(QPainter::CompositionMode_Source);
            lp.drawPixmap(area.topLeft(), patch);
        }
        update(area);
        return;
    }
    invalidateTable(QRectF(area));
}

void TableBase::prepareLanding() {
    for (Rest& rest : m_rests) {
        rest.patch = QPixmap();
        if (!rest.tween->running()) continue;
        showLanded(true); // where() too is asked as after landing
        const QRect area = rest.where().toAlignedRect().intersected(rect());
        if (area.isEmpty()) {
            showLanded(false);
            continue;
        }
        const double dpr = m_layer.devicePixelRatioF();
        QPixmap patch(static_cast<int>(std::ceil(area.width() * dpr)),
                      static_cast<int>(std::ceil(area.height() * dpr)));
        patch.setDevicePixelRatio(dpr);
        {
            QPainter lp(&patch);
            lp.translate(-area.topLeft());
            lp.setFont(font());
            lp.setPen(palette().color(foregroundRole()));
            lp.setBackground(palette().brush(backgroundRole()));
            lp.setLayoutDirection(layoutDirection());
            lp.setClipRect(area);
            lp.fillRect(area, palette().brush(backgroundRole()));
            const TextRecordRedirect texts(&patch, this);
            paintTable(lp);
        }
        showLanded(false);
        rest.patch = patch;
        rest.area = area;
        rest.gen = m_layerGen;
    }
}

void TableBase::resetLegal(std::vector<Action> legal, bool interactive) {
    m_interactive = interactive;
    m_fullLegal = interactive ? std::move(legal) : std::vector<Action>{};
    m_hint.clear();
    m_hintAction.reset();
    applyGuide();
}

void TableBase::applyGuide() {
    std::vector<Action> offered = m_fullLegal;
    if (m_guide && m_guide->expected) {
        const bool legalNow = std::find(offered.begin(), offered.end(), *m_guide->expected) != offered.end();
        offered.clear();
        if (legalNow) offered.push_back(*m_guide->expected);
    }
    m_picker.setLegal(std::move(offered), [this](const Action& a) { return stepsOf(a); });
    if (m_guide && m_guide->expected) m_hint = m_picker.stepsOf(*m_guide->expected);
}

void TableBase::setGuide(std::optional<Guide> guide) {
    const bool had = m_guide.has_value() && m_guide->expected.has_value();
    if (!guide || !m_guide || guide->caption != m_guide->caption || guide->point != m_guide->point) {
        // Another step: its balloon is up again (a closed one stays closed while its step lasts).
        m_guideClosed = false;
        m_guideTimerOn = false;
        ++m_guideGen;
    }
    m_guide = std::move(guide);
    if (had || (m_guide && m_guide->expected)) {
        m_hint.clear();
        applyGuide();
        if (m_guide && m_guide->expected && !m_hint.empty()) showHint(*m_guide->expected);
    }
    invalidateTable();
}

bool TableBase::isLegal(const Action& a) const {
    const auto& l = m_picker.legal();
    return std::find(l.begin(), l.end(), a) != l.end();
}

void TableBase::refreshItems() {
    m_hits.clear();
    buildItems(m_hits);
    // Hover and the keyboard cursor stay on the same item (by id) across a new layout.
    m_hover = m_hoverId.empty() ? -1 : m_hits.indexOf(m_hoverId);
    m_focus = m_focusId.empty() ? -1 : m_hits.indexOf(m_focusId);
    if (m_hover < 0) m_hoverId.clear();
    if (m_focus < 0) m_focusId.clear();
    invalidateTable();
    refreshShownTip();
    // A piece sets off to the new position: its static layer is painted now, before the first
    // frame, so that every frame of the flight is a blit (the tween's clock starts at that frame).
    if (Tween::runningCount() > 0) prepareLayer();
    // A guided step: the cursor waits on the expected action's first step (Enter makes it).
    if (m_guide && m_guide->expected && m_interactive && !m_picker.started() && !m_hint.empty())
        showHint(*m_guide->expected);
}

bool TableBase::moveCursorTo(std::string_view id) {
    const int i = m_hits.indexOf(id);
    if (i < 0) return false;
    setFocusIndex(i);
    return true;
}

void TableBase::forgetCursor() {
    m_focus = -1;
    m_focusId.clear();
    m_showFocus = false;
}

void TableBase::clearTable() {
    m_hits.clear();
    m_picker.setLegal({}, {});
    m_hint.clear();
    m_hintAction.reset();
    m_interactive = false;
    m_hover = -1;
    m_hoverId.clear();
    forgetCursor();
    invalidateTable();
}

void TableBase::showHint(const Action& action) {
    m_hint = m_picker.stepsOf(action);
    m_hintAction = m_hint.empty() ? std::optional<Action>() : std::optional<Action>(action);
    invalidateTable();
    // The keyboard cursor goes to the hint's next step, so that Enter makes the hinted move (Enter
    // with no cursor shown is a table's own key: in Dig it ended the turn, actions unused). When
    // the steps made so far are the hint's first ones, the cursor goes to the one after them (H
    // again after a pick must not put it back on the pick, whose Enter takes the pick back).
    // A choice half made another way is taken back: the hint shows the whole move from its start,
    // and H, Enter, Enter... always makes it (it looped before: Enter on the half-made pick took it
    // back, H put the cursor on it again).
    const auto& chosen = m_picker.chosen();
    if (!m_hint.empty() && m_picker.started() &&
        !(chosen.size() < m_hint.size() && std::equal(chosen.begin(), chosen.end(), m_hint.begin()))) {
        while (m_picker.back()) {
        }
        choiceChanged();
    }
    followHint();
}

bool TableBase::followHint() {
    if (m_hint.empty() || !m_interactive) return false;
    const auto& chosen = m_picker.chosen();
    std::size_t next = 0;
    if (chosen.size() < m_hint.size() && std::equal(chosen.begin(), chosen.end(), m_hint.begin()))
        next = chosen.size();
    else if (m_picker.started())
        return false; // another choice is half made: the cursor stays with it
    const auto& items = m_hits.items();
    for (std::size_t i = 0; i < items.size(); ++i)
        if (stepOf(items[i]) == m_hint[next] && usableByKeys(items[i])) {
            if (m_focus >= 0) update(lookRect(m_focus).toAlignedRect());
            m_focus = static_cast<int>(i);
            m_focusId = items[i].id;
            m_showFocus = true;
            update(lookRect(m_focus).toAlignedRect());
            announceFocus(this, m_focus);
            return true;
        }
    return false;
}

const TableItem* TableBase::focusedItem() const {
    return m_focus < 0 ? nullptr : &m_hits.items()[static_cast<std::size_t>(m_focus)];
}

const TableItem* TableBase::hoveredItem() const {
    return m_hover < 0 ? nullptr : &m_hits.items()[static_cast<std::size_t>(m_hover)];
}

QString TableBase::labelOf(const Action& a) const {
    return m_referee ? m_referee->describe(a) : QString();
}

void TableBase::explainItem(const TableItem& item) {
    // Nothing legal starts here: say what the item is (a game that knows which action the item
    // stands for overrides this to give the referee's reason instead).
    const QString text = nameAndDescription(item);
    if (!text.isEmpty()) emit statusMessage(text);
}

void TableBase::choose(Action a) {
    if (!isLegal(a)) {
        // A table's own key (Enter ends the turn...) during a guided step: say what to do instead.
        if (m_guide && m_guide->expected && !m_guide->tryText.isEmpty()) emit statusMessage(m_guide->tryText);
        return;
    }
    // One decision per position: nothing more is taken until the next view arrives.
    m_picker.setLegal({}, {});
    m_interactive = false;
    m_hint.clear();
    m_hintAction.reset();
    // The cursor stays where it was but is hidden until a key moves it again: an Enter pressed
    // for the next position must never pick what the last one left under the cursor.
    m_showFocus = false;
    setCursor(Qt::ArrowCursor);
    invalidateTable();
    emit actionChosen(a);
}

bool TableBase::clickItem(std::string_view id) {
    const TableItem* item = m_hits.find(id);
    if (item == nullptr) return false;
    activate(*item);
    return true;
}

void TableBase::activate(const TableItem& item) {
    const bool guided = m_guide && m_guide->expected && !m_guide->tryText.isEmpty();
    if (!m_interactive) {
        explainItem(item);
        return;
    }
    const TableItem copy = item; // the menu below may relayout (a new state) and free the item
    auto r = m_picker.click(stepOf(copy));
    switch (r.kind) {
    case ActionPicker::Result::Kind::Ignored:
        if (guided)
            emit statusMessage(m_guide->tryText);
        else
            explainItem(copy);
        return;
    case ActionPicker::Result::Kind::Narrowed: {
        // A pick that follows the hint (by mouse or key) takes the cursor to the hint's next step:
        // H, Enter, Enter… makes the hinted move.
        const bool onHint = !m_hint.empty() && m_picker.chosen().size() < m_hint.size() &&
                            std::equal(m_picker.chosen().begin(), m_picker.chosen().end(), m_hint.begin());
        choiceChanged();
        invalidateTable();
        if (onHint) {
            followHint();
        } else if (m_keyPick) {
            // A pick made with Enter takes the cursor on to the first step that goes on with it
            // (the dog after the card, the "Go here" button after the space): Enter again goes on,
            // Page Down offers the others, Esc takes the pick back. (The cursor used to stay on
            // the pick, whose second Enter took it back.)
            const std::vector<std::string> onward = m_picker.targets();
            const std::vector<int> cycle = keyboardCycle();
            if (!cycle.empty()) {
                const TableItem& first = m_hits.items()[static_cast<std::size_t>(cycle.front())];
                if (std::find(onward.begin(), onward.end(), stepOf(first)) != onward.end())
                    setFocusIndex(cycle.front());
            }
        }
        return;
    }
    case ActionPicker::Result::Kind::Chosen:
        choose(r.actions.front());
        return;
    case ActionPicker::Result::Kind::Ambiguous: {
        // Following a hint by keys (H, Enter, Enter…) makes the hinted move itself, not the menu's
        // first line (play test: a two-colour card's hint "as green" was played as blue); the menu
        // opens on the hinted line for the mouse.
        const auto hinted =
            m_hintAction ? std::find(r.actions.begin(), r.actions.end(), *m_hintAction) : r.actions.end();
        if (hinted != r.actions.end() && m_keyPick) {
            choose(*hinted);
            return;
        }
        const int opening = hinted == r.actions.end() ? 0 : static_cast<int>(hinted - r.actions.begin());
        QStringList labels;
        for (const auto& a : r.actions)
            labels << labelOf(a);
        int pick = -1;
        if (menuAnswer()) {
            pick = menuAnswer()(labels);
        } else {
            QMenu menu(this);
            for (int i = 0; i < labels.size(); ++i)
                menu.addAction(labels[i])->setData(i);
            const QPoint at = mapToGlobal(copy.rect.bottomLeft().toPoint());
            // A line (the hinted one, else the first) is highlighted as the menu opens, so Return
            // picks it at once and Esc cancels (play test, Dog Kids: a Return only highlighted a
            // line, the menu stayed).
            QAction* first = menu.actions().value(opening);
            connect(&menu, &QMenu::aboutToShow, &menu, [&menu, first] { menu.setActiveAction(first); });
            if (QAction* chosen = menu.exec(at)) pick = chosen->data().toInt();
        }
        if (pick >= 0 && pick < static_cast<int>(r.actions.size())) {
            choose(r.actions[static_cast<std::size_t>(pick)]);
        } else {
            m_picker.back(); // cancelled: the last step is taken back
            choiceChanged();
            invalidateTable();
        }
        return;
    }
    }
}

QRectF TableBase::lookReach(const TableItem& item) const {
    return item.rect.united(lookBounds(item)).adjusted(-kLookMargin, -kLookMargin, kLookMargin, kLookMargin);
}

QRectF TableBase::lookRect(int index) const {
    if (index < 0 || index >= static_cast<int>(m_hits.items().size())) return {};
    const TableItem& item = m_hits.items()[static_cast<std::size_t>(index)];
    return item.rect.united(lookBounds(item)).adjusted(-kLookMargin, -kLookMargin, kLookMargin, kLookMargin);
}

QRectF TableBase::focusRingRect() const {
    const TableItem* f = focusedItem();
    return f != nullptr && m_showFocus ? lookBounds(*f) : QRectF();
}

void TableBase::addButtonItem(HitMap& items, QAbstractButton* button, std::string id, Zone zone,
                              std::string step, int kind) {
    if (button == nullptr) return;
    static const char* const kItemId = "dogtableItemId";
    if (!button->property(kItemId).isValid()) // adopted once: its clicks go through the picker
        connect(button, &QAbstractButton::clicked, this,
                [this, button] { clickItem(button->property(kItemId).toString().toStdString()); });
    button->setProperty(kItemId, QString::fromStdString(id));
    if (button->isHidden() && button->testAttribute(Qt::WA_WState_ExplicitShowHide)) return;
    // A button in a layout of its own (a bar) has its place once the layout has run.
    for (QWidget* w = button->parentWidget(); w != nullptr && w != this; w = w->parentWidget())
        if (w->layout() != nullptr) w->layout()->activate();
    TableItem item;
    item.id = std::move(id);
    item.rect = QRectF(QPointF(button->mapTo(this, QPoint(0, 0))), QSizeF(button->size()));
    item.zone = zone;
    item.name = button->accessibleName().isEmpty() ? button->text().remove(QLatin1Char('&'))
                                                   : button->accessibleName();
    item.description = button->toolTip();
    if (item.description.startsWith(item.name + QLatin1Char('\n')))
        item.description = item.description.mid(item.name.size() + 1);
    item.tooltip = button->toolTip();
    item.kind = kind;
    item.step = std::move(step);
    item.command = true;
    items.add(std::move(item));
}

std::vector<int> TableBase::keyboardCycle() const {
    std::vector<int> next, restart, again;
    if (!m_interactive) return next;
    const std::vector<std::string> continuing =
        m_picker.started() ? m_picker.targets() : std::vector<std::string>{};
    const auto& chosen = m_picker.chosen();
    for (std::size_t i = 0; i < m_hits.items().size(); ++i) {
        const TableItem& item = m_hits.items()[i];
        const std::string& step = stepOf(item);
        if (!usableByKeys(item) || !m_picker.isTarget(step)) continue;
        const auto in = [&](const std::vector<std::string>& v) {
            return std::find(v.begin(), v.end(), step) != v.end();
        };
        (!m_picker.started() || in(continuing) ? next
         : in(chosen)                          ? again
                                               : restart)
            .push_back(static_cast<int>(i));
    }
    // The steps made so far come last: from the one just made, Page Down goes on to what follows.
    next.insert(next.end(), restart.begin(), restart.end());
    next.insert(next.end(), again.begin(), again.end());
    return next;
}

void TableBase::updateItem(std::string_view id) {
    const int i = m_hits.indexOf(id);
    if (i >= 0) update(lookRect(i).toAlignedRect());
}

void TableBase::setHover(int index) {
    if (index == m_hover) return;
    // The hover outline and paintHover()'s preview are drawn above the static layer (only the old
    // and the new item's rectangles are repainted); what paintTable() itself shows of the hover (a
    // table that answers yes in hoverChangesTable()) is painted again in the item's rectangle.
    const auto repaint = [this](int i) {
        if (hoverChangesTable(m_hits.items()[static_cast<std::size_t>(i)]))
            invalidateTable(lookRect(i));
        else
            update(lookRect(i).toAlignedRect());
    };
    if (m_hover >= 0) repaint(m_hover);
    m_hover = index;
    m_hoverId = index < 0 ? std::string() : m_hits.items()[static_cast<std::size_t>(index)].id;
    if (m_hover >= 0) repaint(m_hover);
    const TableItem* h = hoveredItem();
    setCursor(h != nullptr && m_interactive && m_picker.isTarget(stepOf(*h)) ? Qt::PointingHandCursor
                                                                             : Qt::ArrowCursor);
    hoverChanged(h);
}

void TableBase::setFocusIndex(int index) {
    if (index < 0) return;
    if (m_focus >= 0) update(lookRect(m_focus).toAlignedRect());
    m_focus = index;
    m_focusId = m_hits.items()[static_cast<std::size_t>(index)].id;
    m_showFocus = true;
    update(lookRect(m_focus).toAlignedRect());
    announceFocus(this, m_focus);
    const TableItem* f = focusedItem();
    emit statusMessage(nameAndDescription(*f));
}

bool TableBase::usableByKeys(const TableItem& item) const {
    return !item.rect.isEmpty();
}

void TableBase::paintLook(QPainter& p, const TableItem& item, Look look) {
    const QRectF r = look == Look::Focus ? lookBounds(item) : item.rect;
    // A rounded outline `grow` px outside the item.
    auto ring = [&](const QPen& pen, double grow, double radius) {
        p.setPen(pen);
        p.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), radius, radius);
    };
    if (look == Look::Target) return drawLegalHighlight(p, r);
    if (look == Look::Hover) return drawHoverOutline(p, r);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    if (look == Look::Chosen) {
        p.setBrush(QColor(31, 111, 209, 40));
        ring(QPen(QColor("#1f6fd1"), 3.5), 3, 6);
    } else if (look == Look::Hint) {
        ring(QPen(QColor("#8e44ad"), 3.5, Qt::DashLine), 5, 7);
    } else if (look == Look::Focus) {
        // Two rings, dark and light, so the cursor shows on any cloth and any card.
        ring(QPen(QColor("#ffffff"), 5.0), 6, 8);
        ring(QPen(QColor("#111111"), 2.5, Qt::DashLine), 6, 8);
    }
    p.restore();
}

void TableBase::paintStatic(QPainter& p, const QRegion& region) {
    if (!g_layerCache) {
        for (const QRect& r : region) // what Qt filled before the table had WA_OpaquePaintEvent
            p.fillRect(r, palette().brush(backgroundRole()));
        paintTable(p);
        return;
    }
    // The device the painting lands on (an image for render(), the backing store on screen): its
    // pixel ratio is the layer's.
    const QPaintDevice* target = p.paintEngine() != nullptr ? p.paintEngine()->paintDevice() : nullptr;
    const double dpr = target != nullptr ? target->devicePixelRatioF() : devicePixelRatioF();
    ensureLayer(dpr);
    for (const QRect& r : region)
        p.drawPixmap(QRectF(r), m_layer, QRectF(r.x() * dpr, r.y() * dpr, r.width() * dpr, r.height() * dpr));
}

void TableBase::ensureLayer(double dpr) {
    const QSize pixels(static_cast<int>(std::ceil(width() * dpr)),
                       static_cast<int>(std::ceil(height() * dpr)));
    const bool fits =
        !m_layer.isNull() && m_layer.size() == pixels && qFuzzyCompare(m_layer.devicePixelRatioF(), dpr);
    if (fits && m_layerValid && m_layerDirty.isEmpty()) {
        setTextsOn(this, m_layerTexts);
        return;
    }
    QRegion redraw = m_layerDirty;
    if (!fits) {
        ++m_layerGen;
        g_layerBytes -= bytesOf(m_layer);
        m_layer = QPixmap(); // (the old pixels go before the new ones come)
        m_layer = QPixmap(pixels);
        m_layer.setDevicePixelRatio(dpr);
        g_layerBytes += bytesOf(m_layer);
        // The sprites a table needs grow with its area: the cache's bound follows the layers.
        SpriteCache::instance().fitToTables(g_layerBytes);
    }
    if (!fits || !m_layerValid) redraw = QRegion(rect());
    ++g_layerRedraws;
    for (const QRect& r : redraw)
        g_layerRedrawPixels += static_cast<std::int64_t>(r.width()) * r.height();
    forgetElisions(this);
    {
        QPainter lp(&m_layer);
        // As a painter on the widget starts: its font, pen and background.
        lp.setFont(font());
        lp.setPen(palette().color(foregroundRole()));
        lp.setBackground(palette().brush(backgroundRole()));
        lp.setLayoutDirection(layoutDirection());
        lp.setClipRegion(redraw);
        lp.fillRect(redraw.boundingRect(), palette().brush(backgroundRole()));
        const TextRecordRedirect texts(&m_layer, this);
        paintTable(lp);
    }
    m_layerTexts = textsOn(this);
    m_layerValid = true;
    m_layerDirty = QRegion();
}

void TableBase::prepareLayer() {
    if (!g_layerCache || !isVisible() || width() <= 0 || height() <= 0) return;
    QElapsedTimer clock;
    clock.start();
    const double cpu0 = threadCpuMs();
    ensureLayer(devicePixelRatioF());
    prepareLanding();
    g_lastPrepareMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    g_lastPrepareCpuMs = threadCpuMs() - cpu0;
}

void TableBase::paintEvent(QPaintEvent* event) {
    QElapsedTimer clock;
    clock.start();
    const double cpu0 = threadCpuMs();
    QPainter p(this);
    paintStatic(p, event->region());
    if (const TableItem* h = hoveredItem()) {
        p.save();
        paintHover(p, *h);
        p.restore();
    }
    const auto& items = m_hits.items();
    // Only the looks that reach into what is repainted are drawn (a hover or a frame repaints a few
    // rectangles; stroking every target's glow cost more than the blit).
    const QRegion& region = event->region();
    const auto reaches = [&](const TableItem& item) {
        return region.intersects(lookReach(item).toAlignedRect());
    };
    if (m_interactive) {
        for (const auto& item : items) {
            if (!reaches(item)) continue;
            const std::string& step = stepOf(item);
            if (std::find(m_picker.chosen().begin(), m_picker.chosen().end(), step) !=
                m_picker.chosen().end())
                paintLook(p, item, Look::Chosen);
            else if (m_picker.isTarget(step) &&
                     (m_picker.started() || std::find(m_hint.begin(), m_hint.end(), step) == m_hint.end()))
                paintLook(p, item, Look::Target);
        }
    }
    if (!m_hint.empty())
        for (const auto& item : items)
            if (reaches(item) && std::find(m_hint.begin(), m_hint.end(), stepOf(item)) != m_hint.end())
                paintLook(p, item, Look::Hint);
    {
        const SpriteCache::Moving moving; // a flying piece: one sprite for every frame
        paintFlying(p);
    }
    if (const TableItem* h = hoveredItem()) paintLook(p, *h, Look::Hover);
    if (const TableItem* f = focusedItem(); f != nullptr && m_showFocus && hasFocus())
        paintLook(p, *f, Look::Focus);
    if (m_guide) paintGuide(p);
    g_lastPaintMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    g_lastPaintCpuMs = threadCpuMs() - cpu0;
}

void TableBase::changeEvent(QEvent* event) {
    // The look follows the theme and the language: every cached piece is drawn again.
    switch (event->type()) {
    case QEvent::LanguageChange:
    case QEvent::PaletteChange:
    case QEvent::StyleChange:
    case QEvent::FontChange:
        SpriteCache::instance().clear();
        clearTextFits();
        invalidateTable();
        break;
    default:
        break;
    }
    GameView::changeEvent(event);
}

void TableBase::resizeEvent(QResizeEvent* event) {
    GameView::resizeEvent(event);
    refreshItems();
}

void TableBase::mouseMoveEvent(QMouseEvent* event) {
    const TableItem* item = m_hits.at(event->position());
    setHover(item == nullptr ? -1 : m_hits.indexOf(item->id));
    GameView::mouseMoveEvent(event);
}

void TableBase::mousePressEvent(QMouseEvent* event) {
    if (m_guide && m_guide->closable && guideBalloonUp()) {
        // The last step's balloon goes at the first click: on it (its ×) the click only closes it,
        // elsewhere the click also does what it does.
        const bool onBalloon = guideBalloonRect().contains(event->position());
        closeGuideBalloon();
        if (onBalloon) return;
    }
    if (guideBalloonRect().contains(event->position())) return; // the balloon covers what is under it
    const TableItem* item = m_hits.at(event->position());
    m_pressId = item == nullptr ? std::string() : stepOf(*item);
    if (item == nullptr) {
        if (event->button() == Qt::LeftButton &&
            m_picker.started()) { // a click on the cloth drops the choice
            m_picker.reset();
            choiceChanged();
            invalidateTable();
        }
        return;
    }
    if (event->button() == Qt::RightButton) {
        explainItem(*item);
        return;
    }
    if (event->button() == Qt::LeftButton) activate(*item);
}

void TableBase::mouseReleaseEvent(QMouseEvent* event) {
    // A drag: pressed on one item, released on another that is a next step now.
    const TableItem* item = m_hits.at(event->position());
    if (event->button() == Qt::LeftButton && item != nullptr && !m_pressId.empty() &&
        stepOf(*item) != m_pressId && m_picker.started() && m_picker.isTarget(stepOf(*item)))
        activate(*item);
    m_pressId.clear();
}

void TableBase::leaveEvent(QEvent* event) {
    setHover(-1);
    GameView::leaveEvent(event);
}

void TableBase::keyPressEvent(QKeyEvent* event) {
    const auto any = [this](const TableItem& i) { return usableByKeys(i) && arrowStop(i); };
    int next = -1;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        const int dx = event->key() == Qt::Key_Left ? -1 : event->key() == Qt::Key_Right ? 1 : 0;
        const int dy = event->key() == Qt::Key_Up ? -1 : event->key() == Qt::Key_Down ? 1 : 0;
        next = m_focus < 0 ? m_hits.nextZone(-1, 1, any) : m_hits.neighbour(m_focus, dx, dy, any);
        break;
    }
    case Qt::Key_PageDown:
    case Qt::Key_PageUp: { // the legal next steps only: what goes on with the choice first
        const std::vector<int> list = keyboardCycle();
        if (list.empty()) break;
        // Before a choice is started the cycle is in the table's order: from any item the next
        // target after it (or before it) in that order. After a first step: the next one in the
        // cycle (wrapping), and from an item off the cycle its first (or last).
        const int from = m_showFocus ? m_focus : -1;
        const bool down = event->key() == Qt::Key_PageDown;
        if (!m_picker.started()) {
            if (down) {
                auto it = std::upper_bound(list.begin(), list.end(), from);
                next = it == list.end() ? list.front() : *it;
            } else {
                auto it = std::lower_bound(list.begin(), list.end(), from < 0 ? 1 << 30 : from);
                next = it == list.begin() ? list.back() : *(it - 1);
            }
            break;
        }
        const auto at = std::find(list.begin(), list.end(), from);
        if (down)
            next = at == list.end() || at + 1 == list.end() ? list.front() : *(at + 1);
        else
            next = at == list.end() || at == list.begin() ? list.back() : *(at - 1);
        break;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        // On a legal target (or a half-made choice) the key picks it; otherwise it goes to the
        // table's own keys (Enter ends the turn where a game says so).
        if (const TableItem* f = focusedItem();
            f != nullptr && m_showFocus && (m_picker.isTarget(stepOf(*f)) || m_picker.started())) {
            m_keyPick = true;
            activate(*f);
            m_keyPick = false;
            return;
        }
        // A button of the table that makes no action itself (Dog Lover's "More…", the score
        // toggle) is pressed by the key as by the mouse.
        if (const TableItem* f = focusedItem(); f != nullptr && m_showFocus && f->command) {
            explainItem(*f);
            return;
        }
        // No cursor shown: the table's one way on, unless it is a deliberate command. (The cursor
        // of an earlier choice may still be there, hidden: it must not stop the key.)
        if (!cursorShown() && m_interactive) {
            const std::string id = blindCommand();
            if (const TableItem* c = id.empty() ? nullptr : m_hits.find(id); c != nullptr && !c->deliberate) {
                clickItem(id);
                return;
            }
        }
        if (m_guide && m_guide->expected && m_interactive && !m_guide->tryText.isEmpty()) {
            emit statusMessage(m_guide->tryText); // a guided step: only its action is taken
            return;
        }
        break;
    case Qt::Key_Escape:
        if (m_picker.back()) {
            choiceChanged();
            invalidateTable();
            return;
        }
        break;
    default:
        break;
    }
    if (next >= 0) {
        setFocusIndex(next);
        return;
    }
    GameView::keyPressEvent(event);
}

bool TableBase::focusNextPrevChild(bool next) {
    // Tab / Shift+Tab go from zone to zone (your area, the board, the offer, the others, the panel);
    // from the last zone on, the focus moves on to the next widget as usual.
    if (!m_hits.empty()) {
        const int from = m_focus >= 0 && m_showFocus
                             ? tabGroup(m_hits.items()[static_cast<std::size_t>(m_focus)])
                         : next ? std::numeric_limits<int>::min()
                                : std::numeric_limits<int>::max();
        if (const int i = firstOfZone(from, next ? 1 : -1); i >= 0) {
            setFocusIndex(i);
            return true;
        }
    }
    const bool moved = GameView::focusNextPrevChild(next);
    // No other widget takes the focus (the window's other controls stay off the Tab chain): round
    // again from the first zone (play test: Tab stopped on Dog Kids' "New cards" for good).
    if (!m_hits.empty() && (!moved || hasFocus())) {
        const int i = firstOfZone(next ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max(),
                                  next ? 1 : -1);
        if (i >= 0) {
            setFocusIndex(i);
            return true;
        }
    }
    return moved;
}

int TableBase::firstOfZone(int after, int step) const {
    // The nearest group beyond `after` that has a usable item, then its first item.
    int best = -1, bestGroup = 0;
    for (std::size_t i = 0; i < m_hits.items().size(); ++i) {
        const TableItem& item = m_hits.items()[i];
        if (!usableByKeys(item)) continue;
        const int g = tabGroup(item);
        if (step > 0 ? g <= after : g >= after) continue;
        if (best < 0 || (step > 0 ? g < bestGroup : g > bestGroup)) {
            best = static_cast<int>(i);
            bestGroup = g;
        }
    }
    return best;
}

void TableBase::focusInEvent(QFocusEvent* event) {
    GameView::focusInEvent(event);
    // Tabbed into (from the side panel or the menus): the cursor starts at the first part of the
    // table, Shift+Tab at the last.
    const bool back = event->reason() == Qt::BacktabFocusReason;
    if (event->reason() == Qt::TabFocusReason || back)
        if (const int i = firstOfZone(
                back ? std::numeric_limits<int>::max() : std::numeric_limits<int>::min(), back ? -1 : 1);
            i >= 0)
            setFocusIndex(i);
}

void TableBase::focusOutEvent(QFocusEvent* event) {
    GameView::focusOutEvent(event);
    // Tab went on to a button beside the table: the ring must not stay on the last item (a menu
    // or a dialog that opens keeps it: the cursor is back when they close).
    if ((event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason) && m_showFocus &&
        m_focus >= 0) {
        m_showFocus = false;
        update(lookRect(m_focus).toAlignedRect());
    }
}

QString TableBase::tipAt(QPoint pos) const {
    const TableItem* item = m_hits.at(pos);
    QString tip;
    if (item != nullptr) {
        tip = item->tooltip;
        if (tip.isEmpty())
            tip = item->description.isEmpty() ? item->name
                                              : item->name + QStringLiteral("\n") + item->description;
    }
    // Wrapped at a readable width: a long description is never one line across the screen.
    return wrappedTooltip(withElidedText(pos, tip));
}

void TableBase::showTipAt(QPoint pos, QPoint globalPos) {
    const QString tip = tipAt(pos);
    m_tipShown = tip;
    if (tip.isEmpty()) {
        QToolTip::hideText();
        return;
    }
    const TableItem* item = m_hits.at(pos);
    QToolTip::showText(globalPos, tip, this, item ? item->rect.toAlignedRect() : QRect());
    keepTipInside(this, globalPos);
}

void TableBase::refreshShownTip() {
    // The table changed under a still mouse (a computer's move, the next turn): a tooltip still up
    // says what is under the mouse now, or goes (play test round 13: a pen's old contents stayed in
    // its tooltip until the mouse moved).
    if (m_tipShown.isEmpty() || !QToolTip::isVisible()) return;
    const QPoint global = QCursor::pos();
    const QPoint pos = mapFromGlobal(global);
    if (!rect().contains(pos)) return;
    if (tipAt(pos) != m_tipShown) showTipAt(pos, global);
}

bool TableBase::event(QEvent* event) {
    // Esc closes the last step's balloon first (before a table's own Esc: Dog Lover's drops a
    // picked trick), unless a choice is half made.
    if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape &&
        !m_picker.started() && guideBalloonUp() && closeGuideBalloon())
        return true;
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        showTipAt(help->pos(), help->globalPos());
        return true;
    }
    return GameView::event(event);
}

// ----- guided games -----

namespace {
constexpr double kGuidePad = 12.0;
} // namespace

TableBase::BalloonPlace TableBase::balloonFor(const QRectF& target) const {
    if (!m_guide || m_guide->caption.isEmpty()) return {};
    const QRectF area = QRectF(rect()).adjusted(4, 4, -4, -4);
    if (area.isEmpty()) return {};
    const QRectF t = target.isEmpty() ? QRectF(area.center(), QSizeF(0, 0)) : target;
    const std::vector<const TableItem*> subjects = guideSubjects();
    const std::vector<DrawnText> texts = textsOn(this);
    // The place depends only on the caption, the table's items and texts, and the size: computed
    // once for them (the search below looks at a few thousand places).
    std::size_t key = qHash(m_guide->caption);
    const auto mix = [&key](double v) {
        key = key * 1000003u ^ static_cast<std::size_t>(std::llround(v * 4));
    };
    const auto mixRect = [&mix](const QRectF& r) {
        mix(r.x());
        mix(r.y());
        mix(r.width());
        mix(r.height());
    };
    mixRect(area);
    mixRect(t);
    for (const auto& item : m_hits.items())
        mixRect(item.rect);
    for (const TableItem* item : subjects)
        mixRect(lookBounds(*item));
    for (const DrawnText& d : texts)
        mixRect(d.ink.isEmpty() ? d.box : d.ink);
    if (m_balloonCache && m_balloonCache->first == key) return m_balloonCache->second;

    // The caption's sizes, widest first at the guide's font, then narrower (taller) and at a
    // smaller font: a balloon is shrunk before it covers what the table shows.
    const double w0 =
        std::clamp(area.width() * 0.34, std::min(240.0, area.width()), std::min(440.0, area.width()));
    std::vector<BoxSize> sizes;
    std::vector<double> fonts;
    const double closeRoom = m_guide->closable ? 14.0 : 0.0; // the ×
    for (const double font : {14.0, 12.0})
        for (const double f : {1.0, 1.35, 0.75}) {
            const double w = std::min(area.width(), std::max(200.0, w0 * f));
            const QFontMetricsF fm(uiFont(font));
            const QRectF text = fm.boundingRect(QRectF(0, 0, w - 2 * kGuidePad - closeRoom, 4000),
                                                Qt::TextWordWrap | Qt::AlignLeft, m_guide->caption);
            sizes.push_back({QSizeF(w, std::min(area.height(), text.height() + 2 * kGuidePad)),
                             font < 14 ? 4000.0 : 0.0});
            fonts.push_back(font);
        }
    const double gap = 34.0; // room for the arrow
    // What a balloon must leave in sight, and what it costs to cover: the step's own elements (its
    // point, the elements of its action, its "about") never; the table's push buttons and every
    // text the table shows (headers, score lines, labels, counts: a word cut in half reads as
    // another) heavily; the other elements a little; the empty cloth nothing.
    constexpr double kText = 40.0, kButton = 50.0;
    std::vector<Avoid> avoid;
    avoid.push_back({t.adjusted(-12, -12, 12, 12), kNeverCover});
    for (const TableItem* item : subjects)
        avoid.push_back({lookBounds(*item).adjusted(-4, -4, 4, 4), kNeverCover});
    for (const auto& item : m_hits.items())
        if (item.command)
            avoid.push_back({item.rect.adjusted(-4, -4, 4, 4), kButton});
        else if (item.rect.width() * item.rect.height() < 0.25 * area.width() * area.height())
            avoid.push_back({item.rect, 1.0});
    // A label of the table's own (a header, a score line, a count: a text not inside a much larger
    // element, as a card's name is) is never hidden by more than an edge of its letters.
    // Another text (a card's, a box's name) is hidden whole or left whole, never cut through: a
    // word cut in half reads as another ("Prefeitura" as "eitura").
    std::vector<QRectF> labels, words;
    for (const DrawnText& d : texts) {
        const QRectF ink = d.ink.isEmpty() ? d.box : d.ink;
        if (ink.isEmpty()) continue;
        avoid.push_back({ink.adjusted(-2, -2, 2, 2), kText});
        const bool inside =
            std::any_of(m_hits.items().begin(), m_hits.items().end(), [&](const TableItem& item) {
                return !item.command && item.rect.contains(ink.center()) &&
                       item.rect.width() * item.rect.height() > 4.0 * d.box.width() * d.box.height();
            });
        if (!inside)
            labels.push_back(ink);
        else
            words.push_back(ink);
    }
    const auto area2 = [](const QRectF& r) { return r.isEmpty() ? 0.0 : r.width() * r.height(); };
    constexpr double kLabelHidden = 1e7, kLabelShare = 0.06, kWordCut = 1e6, kWordWhole = 0.85;

    // The arrow from the balloon to the item: where it starts, and whether it crosses a rectangle.
    const QPointF c = t.center();
    const auto arrowFrom = [&c](const QRectF& b) {
        QPointF base(std::clamp(c.x(), b.left() + 16, b.right() - 16),
                     std::clamp(c.y(), b.top() + 12, b.bottom() - 12));
        if (c.y() > b.bottom())
            base.setY(b.bottom());
        else if (c.y() < b.top())
            base.setY(b.top());
        else if (c.x() > b.right())
            base.setX(b.right());
        else if (c.x() < b.left())
            base.setX(b.left());
        return base;
    };
    const QRectF ring = t.adjusted(-11, -11, 11, 11);
    const auto crosses = [](const QLineF& line, const QRectF& r) {
        if (r.contains(line.p1()) || r.contains(line.p2())) return true;
        const QLineF edges[] = {{r.topLeft(), r.topRight()},
                                {r.topRight(), r.bottomRight()},
                                {r.bottomRight(), r.bottomLeft()},
                                {r.bottomLeft(), r.topLeft()}};
        for (const QLineF& e : edges)
            if (line.intersects(e, nullptr) == QLineF::BoundedIntersection) return true;
        return false;
    };
    // What else a place hides: the labels and texts its arrow crosses, a label covered beyond an
    // edge of its letters, a word cut through.
    const auto hides = [&](const QRectF& b, double left) {
        double cost = 0;
        if (!target.isEmpty() && !b.intersects(t)) {
            // The arrow crosses no label, and as few texts as it can.
            const QPointF from = arrowFrom(b);
            const QLineF arrow(from, QPointF(std::clamp(from.x(), ring.left(), ring.right()),
                                             std::clamp(from.y(), ring.top(), ring.bottom())));
            for (const QRectF& l : labels)
                if (crosses(arrow, l)) cost += kLabelHidden / 10;
            for (const QRectF& w : words)
                if (crosses(arrow, w)) cost += 20000;
            if (cost >= left) return cost;
        }
        for (const QRectF& l : labels)
            if (b.intersects(l.adjusted(2, 2, -2, -2))) { // more than an edge of its letters
                cost += kLabelHidden;
                if (cost >= left) return cost;
            }
        for (const QRectF& w : words)
            if (b.intersects(w)) {
                const double share = area2(b.intersected(w)) / area2(w);
                if (share > kLabelShare && share < kWordWhole) {
                    cost += kWordCut;
                    if (cost >= left) return cost;
                }
            }
        return cost;
    };
    // Beside the item, then a little farther off (a free strip between two parts of the table),
    // else anywhere on the table where it hides less (the arrow reaches the item).
    std::size_t chosen = 0;
    BalloonPlace out;
    out.rect = placeBox(t, sizes, area, gap, 24.0, 6, true, 20.0, avoid, hides, &chosen);
    out.fontPx = fonts[chosen];
    out.arrowBase = arrowFrom(out.rect);
    m_balloonCache = std::make_pair(key, out);
    return out;
}

QRectF TableBase::placeBox(const QRectF& target, const std::vector<BoxSize>& sizes, const QRectF& area,
                           double gap, double ringStep, int rings, bool anywhere, double distanceWeight,
                           const std::vector<Avoid>& avoid,
                           const std::function<double(const QRectF&, double)>& extra, std::size_t* chosen) {
    if (area.isEmpty() || sizes.empty()) return {};
    const auto place = [&area](QPointF topLeft, const QSizeF& size) {
        QRectF b(topLeft, size);
        if (b.left() < area.left()) b.moveLeft(area.left());
        if (b.right() > area.right()) b.moveRight(area.right());
        if (b.top() < area.top()) b.moveTop(area.top());
        if (b.bottom() > area.bottom()) b.moveBottom(area.bottom());
        return b;
    };
    const auto area2 = [](const QRectF& r) { return r.isEmpty() ? 0.0 : r.width() * r.height(); };
    const QRectF& t = target;
    QRectF best;
    double bestCost = std::numeric_limits<double>::max();
    const auto consider = [&](const QRectF& b, std::size_t s) {
        double cost = sizes[s].penalty + QLineF(b.center(), t.center()).length() * distanceWeight;
        if (cost >= bestCost) return;
        for (const Avoid& a : avoid) {
            if (!b.intersects(a.rect)) continue;
            // (a thin rectangle never to be covered, as a line, is never touched either)
            cost += a.weight * std::max(area2(b.intersected(a.rect)), a.weight >= kNeverCover ? 1.0 : 0.0);
            if (cost >= bestCost) return;
        }
        if (extra) cost += extra(b, bestCost - cost);
        if (cost >= bestCost) return;
        best = b;
        bestCost = cost;
        if (chosen != nullptr) *chosen = s;
    };
    for (std::size_t s = 0; s < sizes.size(); ++s) {
        const QSizeF& size = sizes[s].size;
        const double w2 = size.width() / 2, h2 = size.height() / 2;
        for (int k = 0; k <= rings; ++k) {
            const double g = gap + k * ringStep;
            consider(place({t.center().x() - w2, t.bottom() + g}, size), s);              // below
            consider(place({t.center().x() - w2, t.top() - g - size.height()}, size), s); // above
            consider(place({t.right() + g, t.center().y() - h2}, size), s);               // right
            consider(place({t.left() - g - size.width(), t.center().y() - h2}, size), s); // left
            consider(place({t.right() + g, t.bottom() + g}, size), s);                    // below right
            consider(place({t.left() - g - size.width(), t.bottom() + g}, size), s);      // below left
            consider(place({t.right() + g, t.top() - g - size.height()}, size), s);       // above right
            consider(place({t.left() - g - size.width(), t.top() - g - size.height()}, size),
                     s); // above left
        }
        if (anywhere)
            for (double y = area.top(); y + size.height() <= area.bottom() + 16; y += 16)
                for (double x = area.left(); x + size.width() <= area.right() + 16; x += 16)
                    consider(place({x, y}, size), s);
    }
    return best;
}

std::vector<const TableItem*> TableBase::guideSubjects() const {
    std::vector<const TableItem*> out;
    if (!m_guide) return out;
    std::vector<std::string> steps;
    if (m_guide->expected) steps = m_picker.stepsOf(*m_guide->expected);
    for (const auto& item : m_hits.items()) {
        const bool named =
            item.id == m_guide->point ||
            std::find(m_guide->about.begin(), m_guide->about.end(), item.id) != m_guide->about.end() ||
            std::find(steps.begin(), steps.end(), stepOf(item)) != steps.end();
        if (named && !item.rect.isEmpty()) out.push_back(&item);
    }
    return out;
}

bool TableBase::guideBalloonUp() const {
    // Not while the step waits for the table (the computer's deal) or the table moves (a tween):
    // the balloon would stand over a half-dealt grid and then jump.
    // (A computer's step keeps its balloon while its moves are shown.)
    return m_guide && m_guide->settled && !m_guide->caption.isEmpty() && !m_guideClosed &&
           ((!m_guide->expected && !m_guide->closable) || Tween::runningCount() == 0);
}

QRectF TableBase::guideBalloonRect() const {
    if (!guideBalloonUp()) return {};
    const TableItem* item = m_hits.find(m_guide->point);
    return balloonFor(item != nullptr ? lookBounds(*item) : QRectF()).rect;
}

QRectF TableBase::guideCloseRect() const {
    if (!m_guide || !m_guide->closable) return {};
    const QRectF b = guideBalloonRect();
    if (b.isEmpty()) return {};
    return QRectF(b.right() - 26, b.top() + 4, 22, 22);
}

bool TableBase::closeGuideBalloon() {
    if (!m_guide || !m_guide->closable || m_guideClosed) return false;
    m_guideClosed = true;
    update();
    return true;
}

void TableBase::paintGuide(QPainter& p) {
    if (!m_guide->settled) return;
    if (!guideBalloonUp()) {
        // A tween runs: the balloon comes when it is over.
        if (!m_guideClosed) QTimer::singleShot(60, this, [this] { update(); });
        return;
    }
    if (m_guide->closable && !m_guideTimerOn) {
        // The last step's balloon goes by itself after a while, from when it is first seen (a
        // click or Esc closes it earlier).
        static constexpr int kCloseAfterMs = 9000;
        m_guideTimerOn = true;
        QTimer::singleShot(kCloseAfterMs, this, [this, gen = m_guideGen] {
            if (gen == m_guideGen) closeGuideBalloon();
        });
    }
    const TableItem* item = m_hits.find(m_guide->point);
    const QRectF target = item != nullptr ? lookBounds(*item) : QRectF();
    const BalloonPlace place = balloonFor(target);
    const QRectF balloon = place.rect;
    const QPointF base = place.arrowBase;
    const QColor ink("#c0392b");
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    if (!target.isEmpty()) {
        // The outline: two rings, light and strong, a little outside the hint's.
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor("#ffffff"), 7.0));
        p.drawRoundedRect(target.adjusted(-9, -9, 9, 9), 10, 10);
        p.setPen(QPen(ink, 4.0));
        p.drawRoundedRect(target.adjusted(-9, -9, 9, 9), 10, 10);
    }
    if (!balloon.isEmpty()) {
        if (!target.isEmpty() && !balloon.intersects(target)) {
            // The arrow, from the balloon's edge to the outline's nearest side.
            const QRectF ring = target.adjusted(-11, -11, 11, 11);
            const QPointF tip(std::clamp(base.x(), ring.left(), ring.right()),
                              std::clamp(base.y(), ring.top(), ring.bottom()));
            const QLineF line(base, tip);
            if (line.length() > 6) {
                p.setPen(QPen(QColor("#ffffff"), 8.0, Qt::SolidLine, Qt::RoundCap));
                p.drawLine(line);
                p.setPen(QPen(ink, 4.0, Qt::SolidLine, Qt::RoundCap));
                p.drawLine(line);
                const double angle = std::atan2(line.dy(), line.dx());
                const double head = 14.0;
                QPolygonF tri;
                tri << tip << tip - QPointF(std::cos(angle - 0.45) * head, std::sin(angle - 0.45) * head)
                    << tip - QPointF(std::cos(angle + 0.45) * head, std::sin(angle + 0.45) * head);
                p.setBrush(ink);
                p.setPen(QPen(ink, 1.0));
                p.drawPolygon(tri);
            }
        }
        p.setBrush(QColor("#fff8dc"));
        p.setPen(QPen(ink, 2.5));
        p.drawRoundedRect(balloon, 10, 10);
        const QRectF close = guideCloseRect();
        if (!close.isEmpty()) { // the ×
            p.setPen(QPen(ink, 2.0, Qt::SolidLine, Qt::RoundCap));
            const QRectF x = close.adjusted(6, 6, -6, -6);
            p.drawLine(x.topLeft(), x.bottomRight());
            p.drawLine(x.topRight(), x.bottomLeft());
        }
        p.setPen(QColor("#1d1d1d"));
        p.setFont(uiFont(place.fontPx));
        p.drawText(
            balloon.adjusted(kGuidePad, kGuidePad, -kGuidePad - (close.isEmpty() ? 0 : 14), -kGuidePad),
            Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, m_guide->caption);
    }
    p.restore();
}

} // namespace dogtable::ui
