#include "log_rows.h"

#include <QIcon>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QStyledItemDelegate>
#include <algorithm>

#include "dogtable/ui/style.h"

namespace dogtable::app::logrows {

namespace {
/// The log's rows wrap short of the list's right edge, at the viewport's width as it is now (play
/// test, Polish Ciapki at 1920x1080: a line ran up to the edge of its panel). Their backgrounds (the
/// tint of what others did since your move) still span the row.
class LogRows final : public QStyledItemDelegate {
public:
    static constexpr int kMargin = 6; // px kept free on the right of every line

    explicit LogRows(QListWidget* list) : QStyledItemDelegate(list), m_list(list) {}
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        QStyleOptionViewItem o(option);
        o.rect = QRect(0, 0, textWidth() - indent(index), 1);
        const QSize size = QStyledItemDelegate::sizeHint(o, index);
        return {std::min(size.width() + indent(index), m_list->viewport()->width()), size.height()};
    }
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        const QVariant background = index.data(Qt::BackgroundRole);
        if (background.canConvert<QBrush>()) painter->fillRect(option.rect, background.value<QBrush>());
        QStyleOptionViewItem o(option);
        o.rect.setWidth(std::min(o.rect.width(), textWidth()));
        o.rect.setLeft(o.rect.left() + indent(index)); // a note's lines all start under its line's text
        QStyledItemDelegate::paint(painter, o, index);
    }

private:
    [[nodiscard]] int textWidth() const { return std::max(40, m_list->viewport()->width() - kMargin); }
    [[nodiscard]] int indent(const QModelIndex& index) const {
        if (!index.data(kNoteRole).toBool()) return 0;
        return m_list->fontMetrics().horizontalAdvance(QStringLiteral("0000"));
    }
    QListWidget* m_list;
};

QIcon dieIcon() {
    QPixmap pm(22, 22);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    ui::drawDie(p, QRectF(2, 2, 18, 18), 5);
    return QIcon(pm);
}

/// A face-down card: the log's mark for a chance step that deals, draws or reveals.
QIcon drawIcon() {
    QPixmap pm(22, 22);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor("#1d1d1d"), 1.2));
    p.setBrush(QColor("#7a5230"));
    p.drawRoundedRect(QRectF(5, 2, 13, 18), 2.5, 2.5);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor("#f1e6d3"));
    p.drawEllipse(QRectF(9.5, 8.5, 4, 4));
    return QIcon(pm);
}
} // namespace

void install(QListWidget* list) {
    list->setWordWrap(true);
    list->setItemDelegate(new LogRows(list));
}

QListWidgetItem* noteRow(const QString& note) {
    auto* row = new QListWidgetItem(QStringLiteral("· ") + note);
    row->setData(kNoteRole, true);
    row->setForeground(ui::mutedTextColour());
    return row;
}

/// Dice for the chance steps that roll, a card for deals, draws and reveals.
const QIcon& chanceIcon(bool roll) {
    static const QIcon die = dieIcon(), card = drawIcon();
    return roll ? die : card;
}

} // namespace dogtable::app::logrows
