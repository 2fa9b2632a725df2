// TableBase: what every table does alike with the kit (see game_table.h).
#include "dogtable/ui/game_table.h"

#include <QCursor>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>

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
constexpr double kLookMargin =
    12.0; // how far highlights and rings reach outside an item (the focus ring: 6 + its 5 px pen)
} // namespace

// ----- SnapshotReferee -----

QString SnapshotReferee::whyNot(const Action& a) const {
    const ApplyResult r = m_state->check(a);
    return r.ok() ? QString() : qs(r.reason);
}

QString SnapshotReferee::describe(const Action& a) const {
    return qs(m_state->describe(a, m_viewer));
}

QString SnapshotReferee::status() const {
    return qs(m_state->statusText());
}

// ----- TableBase -----

TableBase::TableBase(QWidget* parent) : GameView(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    installTableAccessibility();
}

TableBase::~TableBase() {
    forgetTableAccessibility(this);
}

void TableBase::setMenuAnswerForTests(std::function<int(const QStringList& labels)> answer) {
    menuAnswer() = std::move(answer);
}

void TableBase::resetLegal(std::vector<Action> legal, bool interactive) {
    m_interactive = interactive;
    m_picker.setLegal(interactive ? std::move(legal) : std::vector<Action>{},
                      [this](const Action& a) { return stepsOf(a); });
    m_hint.clear();
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
    update();
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
    m_interactive = false;
    m_hover = -1;
    m_hoverId.clear();
    forgetCursor();
    update();
}

void TableBase::showHint(const Action& action) {
    m_hint = m_picker.stepsOf(action);
    update();
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
    if (!isLegal(a)) return;
    // One decision per position: nothing more is taken until the next view arrives.
    m_picker.setLegal({}, {});
    m_interactive = false;
    m_hint.clear();
    // The cursor stays where it was but is hidden until a key moves it again: an Enter pressed
    // for the next position must never pick what the last one left under the cursor.
    m_showFocus = false;
    setCursor(Qt::ArrowCursor);
    update();
    emit actionChosen(a);
}

bool TableBase::clickItem(std::string_view id) {
    const TableItem* item = m_hits.find(id);
    if (item == nullptr) return false;
    activate(*item);
    return true;
}

void TableBase::activate(const TableItem& item) {
    if (!m_interactive) {
        explainItem(item);
        return;
    }
    const TableItem copy = item; // the menu below may relayout (a new state) and free the item
    auto r = m_picker.click(stepOf(copy));
    switch (r.kind) {
    case ActionPicker::Result::Kind::Ignored:
        explainItem(copy);
        return;
    case ActionPicker::Result::Kind::Narrowed:
        choiceChanged();
        update();
        return;
    case ActionPicker::Result::Kind::Chosen:
        choose(r.actions.front());
        return;
    case ActionPicker::Result::Kind::Ambiguous: {
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
            if (QAction* chosen = menu.exec(at)) pick = chosen->data().toInt();
        }
        if (pick >= 0 && pick < static_cast<int>(r.actions.size())) {
            choose(r.actions[static_cast<std::size_t>(pick)]);
        } else {
            m_picker.back(); // cancelled: the last step is taken back
            choiceChanged();
            update();
        }
        return;
    }
    }
}

QRectF TableBase::lookRect(int index) const {
    if (index < 0 || index >= static_cast<int>(m_hits.items().size())) return {};
    return m_hits.items()[static_cast<std::size_t>(index)].rect.adjusted(-kLookMargin, -kLookMargin,
                                                                         kLookMargin, kLookMargin);
}

void TableBase::updateItem(std::string_view id) {
    const int i = m_hits.indexOf(id);
    if (i >= 0) update(lookRect(i).toAlignedRect());
}

void TableBase::setHover(int index) {
    if (index == m_hover) return;
    if (m_hover >= 0) update(lookRect(m_hover).toAlignedRect());
    m_hover = index;
    m_hoverId = index < 0 ? std::string() : m_hits.items()[static_cast<std::size_t>(index)].id;
    if (m_hover >= 0) update(lookRect(m_hover).toAlignedRect());
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
    const QRectF r = item.rect;
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

void TableBase::paintEvent(QPaintEvent* event) {
    (void)event;
    QPainter p(this);
    paintTable(p);
    const auto& items = m_hits.items();
    if (m_interactive) {
        for (const auto& item : items) {
            const std::string& step = stepOf(item);
            if (std::find(m_picker.chosen().begin(), m_picker.chosen().end(), step) !=
                m_picker.chosen().end())
                paintLook(p, item, Look::Chosen);
            else if (m_picker.isTarget(step) &&
                     (m_picker.started() || std::find(m_hint.begin(), m_hint.end(), step) == m_hint.end()))
                paintLook(p, item, Look::Target);
        }
    }
    for (const auto& item : items)
        if (std::find(m_hint.begin(), m_hint.end(), stepOf(item)) != m_hint.end())
            paintLook(p, item, Look::Hint);
    paintFlying(p);
    if (const TableItem* h = hoveredItem()) paintLook(p, *h, Look::Hover);
    if (const TableItem* f = focusedItem(); f != nullptr && m_showFocus && hasFocus())
        paintLook(p, *f, Look::Focus);
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
    const TableItem* item = m_hits.at(event->position());
    m_pressId = item == nullptr ? std::string() : stepOf(*item);
    if (item == nullptr) {
        if (event->button() == Qt::LeftButton &&
            m_picker.started()) { // a click on the cloth drops the choice
            m_picker.reset();
            choiceChanged();
            update();
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
    const auto any = [this](const TableItem& i) { return usableByKeys(i); };
    const auto targets = [this](const TableItem& i) {
        return usableByKeys(i) && m_picker.isTarget(stepOf(i));
    };
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
    case Qt::Key_PageUp: { // the legal next steps only, in reading order
        std::vector<int> list;
        for (std::size_t i = 0; i < m_hits.items().size(); ++i)
            if (targets(m_hits.items()[i])) list.push_back(static_cast<int>(i));
        if (list.empty()) break;
        // The next target after the cursor in the table's order (wrapping), or the one before it.
        if (event->key() == Qt::Key_PageDown) {
            auto it = std::upper_bound(list.begin(), list.end(), m_focus);
            next = it == list.end() ? list.front() : *it;
        } else {
            auto it = std::lower_bound(list.begin(), list.end(), m_focus < 0 ? 1 << 30 : m_focus);
            next = it == list.begin() ? list.back() : *(it - 1);
        }
        break;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        // On a legal target (or a half-made choice) the key picks it; otherwise it goes to the
        // table's own keys (Enter ends the turn where a game says so).
        if (const TableItem* f = focusedItem();
            f != nullptr && m_showFocus && (m_picker.isTarget(stepOf(*f)) || m_picker.started())) {
            activate(*f);
            return;
        }
        break;
    case Qt::Key_Escape:
        if (m_picker.back()) {
            choiceChanged();
            update();
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

bool TableBase::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const TableItem* item = m_hits.at(help->pos());
        QString tip;
        if (item != nullptr) {
            tip = item->tooltip;
            if (tip.isEmpty())
                tip = item->description.isEmpty() ? item->name
                                                  : item->name + QStringLiteral("\n") + item->description;
        }
        tip = withElidedText(help->pos(), tip);
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this, item ? item->rect.toAlignedRect() : QRect());
        return true;
    }
    return GameView::event(event);
}

} // namespace dogtable::ui
