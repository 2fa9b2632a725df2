// The GameView base: the record of what its last paint could not show in full.
#include "dogtable/ui/game_view.h"

#include <QEvent>

namespace dogtable::ui {

GameView::~GameView() { forgetElisions(this); }

std::vector<Elision> GameView::elidedTexts() const { return elisionsOn(this); }

std::vector<DrawnText> GameView::drawnTexts() const { return textsOn(this); }

bool GameView::event(QEvent* event) {
    if (event->type() == QEvent::Paint) forgetElisions(this);
    return QWidget::event(event);
}

QString GameView::withElidedText(const QPointF& pos, const QString& tip) const {
    const QString full = elidedTextAt(this, pos);
    if (full.isEmpty() || tip.contains(full)) return tip;
    return tip.isEmpty() ? full : full + QStringLiteral("\n\n") + tip;
}

} // namespace dogtable::ui
