// The GameView base: the record of what its last paint could not show in full.
#include "dogtable/ui/game_view.h"

#include <QEvent>
#include <QTextDocument>

namespace dogtable::ui {

GameView::~GameView() {
    forgetElisions(this);
}

std::vector<Elision> GameView::elidedTexts() const {
    return elisionsOn(this);
}

std::vector<DrawnText> GameView::drawnTexts() const {
    return textsOn(this);
}

bool GameView::event(QEvent* event) {
    if (event->type() != QEvent::Paint) return QWidget::event(event);
    forgetElisions(this);
    const SeatPaletteScope scope(m_palette ? &*m_palette : nullptr);
    return QWidget::event(event);
}

void GameView::setSeatPalette(SeatPalette palette) {
    m_palette = std::move(palette);
    lookChanged();
}

QString GameView::withElidedText(const QPointF& pos, const QString& tip) const {
    const QString full = elidedTextAt(this, pos);
    if (full.isEmpty() || tip.contains(full)) return tip;
    if (tip.isEmpty()) return full;
    // A rich-text tooltip gets the full text as its first paragraph.
    if (Qt::mightBeRichText(tip)) return QStringLiteral("<p><b>%1</b></p>").arg(full.toHtmlEscaped()) + tip;
    return full + QStringLiteral("\n\n") + tip;
}

} // namespace dogtable::ui
