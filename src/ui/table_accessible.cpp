// Screen readers see every table through its hit map: the table widget's accessible children are
// its items (name, description with the state that matters, whether it is a legal target now,
// whether it is chosen or focused), pressing one acts like a click, and the keyboard cursor moves
// the accessible focus. Built once, for every table (issue #21).
#include "table_accessible.h"

#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QAccessibleWidget>
#include <QPointer>

#include <map>
#include <memory>

#include "dogtable/ui/accessibility.h"
#include "dogtable/ui/game_table.h"

namespace dogtable::ui {

namespace {

class ItemAccessible;

/// The table widget: its children are the items of its hit map, in order.
class TableAccessible final : public QAccessibleWidget {
public:
    explicit TableAccessible(TableBase* table) : QAccessibleWidget(table, QAccessible::Client) {}
    [[nodiscard]] TableBase* table() const { return static_cast<TableBase*>(widget()); }

    int childCount() const override { return static_cast<int>(table()->hitMap().items().size()); }
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override {
        const TableItem* item = table()->hitMap().at(table()->mapFromGlobal(QPoint(x, y)));
        return item ? child(table()->hitMap().indexOf(item->id)) : nullptr;
    }
    QAccessibleInterface* focusChild() const override {
        const TableItem* f = table()->focusedItem();
        return f ? child(table()->hitMap().indexOf(f->id)) : nullptr;
    }
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name) {
            const QString name = table()->accessibleName();
            return name.isEmpty() ? QObject::tr("Game table") : name;
        }
        return QAccessibleWidget::text(t);
    }
};

/// One item of a table. Identified by its id: valid while the table shows an item of that id.
class ItemAccessible final : public QAccessibleInterface, public QAccessibleActionInterface {
public:
    ItemAccessible(TableBase* table, std::string id) : m_table(table), m_id(std::move(id)) {}

    [[nodiscard]] const TableItem* item() const { return m_table ? m_table->hitMap().find(m_id) : nullptr; }
    bool isValid() const override { return item() != nullptr; }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_table ? m_table->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(m_table); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* focusChild() const override { return nullptr; }

    QString text(QAccessible::Text t) const override {
        const TableItem* i = item();
        if (i == nullptr) return {};
        switch (t) {
        case QAccessible::Name:
            return i->name;
        case QAccessible::Description: {
            QString d = i->description;
            if (isTarget()) // one full stop between the state and this ("… the last. Can be chosen now")
                d += (d.isEmpty()        ? QString()
                      : d.endsWith(u'.') ? QStringLiteral(" ")
                                         : QStringLiteral(". ")) +
                     QObject::tr("Can be chosen now");
            return d;
        }
        case QAccessible::Help:
            return i->tooltip;
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override {
        const TableItem* i = item();
        if (i == nullptr) return {};
        const QRect local = i->rect.toAlignedRect();
        return QRect(m_table->mapToGlobal(local.topLeft()), local.size());
    }
    QAccessible::Role role() const override {
        const TableItem* i = item();
        return isTarget() || (i != nullptr && i->command) ? QAccessible::Button : QAccessible::StaticText;
    }
    QAccessible::State state() const override {
        QAccessible::State s;
        const TableItem* i = item();
        if (i == nullptr) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        const TableItem* f = m_table->focusedItem();
        s.focused = f != nullptr && f->id == m_id;
        const auto& chosen = m_table->picker().chosen();
        s.selected = std::find(chosen.begin(), chosen.end(), stepOf(*i)) != chosen.end();
        s.disabled = !isTarget() && m_table->isInteractive();
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override {
        return t == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface*>(this) : nullptr;
    }

    // Pressing an item is clicking it.
    QStringList actionNames() const override { return {pressAction()}; }
    void doAction(const QString& name) override {
        if (name == pressAction() && m_table) m_table->clickItem(m_id);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {QStringLiteral("Return")}; }

private:
    [[nodiscard]] bool isTarget() const {
        const TableItem* i = item();
        return i != nullptr && m_table->isInteractive() && m_table->picker().isTarget(stepOf(*i));
    }
    QPointer<TableBase> m_table;
    std::string m_id;
};

// The interfaces of a table's items, one per (table, id), kept for the table's life: Qt's
// accessibility cache and assistive technologies hold them by pointer.
std::map<std::pair<const TableBase*, std::string>, QAccessible::Id>& itemIds() {
    static std::map<std::pair<const TableBase*, std::string>, QAccessible::Id> ids;
    return ids;
}

QAccessibleInterface* TableAccessible::child(int index) const {
    const auto& items = table()->hitMap().items();
    if (index < 0 || index >= static_cast<int>(items.size())) return nullptr;
    const auto key =
        std::make_pair(static_cast<const TableBase*>(table()), items[static_cast<std::size_t>(index)].id);
    auto& ids = itemIds();
    auto it = ids.find(key);
    if (it != ids.end()) return QAccessible::accessibleInterface(it->second);
    auto* iface = new ItemAccessible(table(), key.second);
    ids[key] = QAccessible::registerAccessibleInterface(iface);
    return iface;
}

int TableAccessible::indexOfChild(const QAccessibleInterface* child) const {
    for (int i = 0; i < childCount(); ++i)
        if (this->child(i) == child) return i;
    return -1;
}

QAccessibleInterface* tableFactory(const QString& className, QObject* object) {
    (void)className;
    if (auto* table = qobject_cast<TableBase*>(object)) return new TableAccessible(table);
    return nullptr;
}

} // namespace

void installTableAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(tableFactory);
        return true;
    }();
    (void)installed;
}

void forgetTableAccessibility(const TableBase* table) {
    auto& ids = itemIds();
    for (auto it = ids.begin(); it != ids.end();) {
        if (it->first.first == table) {
            QAccessible::deleteAccessibleInterface(it->second);
            it = ids.erase(it);
        } else {
            ++it;
        }
    }
}

namespace {
AccessibilityObserver& observer() {
    static AccessibilityObserver o;
    return o;
}
} // namespace

void sendAccessibilityEvent(QAccessibleEvent& event) {
    if (observer()) observer()(event);
    if (QAccessible::isActive()) QAccessible::updateAccessibility(&event);
}

AccessibilityObserver setAccessibilityObserver(AccessibilityObserver o) {
    std::swap(observer(), o);
    return o;
}

void announceFocus(TableBase* table, int index) {
    if (index < 0) return;
    QAccessibleEvent focus(table, QAccessible::Focus);
    focus.setChild(index);
    sendAccessibilityEvent(focus);
}

} // namespace dogtable::ui
