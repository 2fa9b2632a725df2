// Accessibility of the tables (issue #21): every table's hit-map items as accessible children.
#pragma once

namespace dogtable::ui {

class TableBase;

/// Makes Qt's accessibility answer for every TableBase with its items (once per process).
void installTableAccessibility();
/// Drops the item interfaces of a table that is going away.
void forgetTableAccessibility(const TableBase* table);
/// Tells assistive technologies that the keyboard cursor is on item `index` of `table`.
void announceFocus(TableBase* table, int index);

} // namespace dogtable::ui
