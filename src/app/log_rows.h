#pragma once

#include <QString>
#include <Qt>

class QIcon;
class QListWidget;
class QListWidgetItem;

namespace dogtable::app {

/// The rows of a game's log, as the side panel and the replay window show them: lines that wrap
/// short of the list's right edge, and note rows (what else a move did: income paid, a card turned)
/// drawn indented under their line, every wrapped line of them too.
namespace logrows {

/// The data role that marks a note row.
inline constexpr int kNoteRole = Qt::UserRole + 3;

/// Makes `list` wrap its rows and draw note rows indented (the list owns the delegate).
void install(QListWidget* list);
/// A muted note row for `note` (not yet added to a list).
[[nodiscard]] QListWidgetItem* noteRow(const QString& note);
/// The mark of a chance step's line: dice for a roll, a face-down card for a deal, draw or reveal.
[[nodiscard]] const QIcon& chanceIcon(bool roll);

} // namespace logrows
} // namespace dogtable::app
