#include "hand_over_screen.h"

#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include "dogtable/ui/style.h"
#include "players_page.h"
#include "theme.h"

namespace dogtable::app {

HandOverScreen::HandOverScreen(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("handOverScreen"));
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(2);
    m_icon = new QLabel(this);
    m_icon->setObjectName(QStringLiteral("handOverPicture"));
    m_icon->setAlignment(Qt::AlignCenter);
    m_icon->setPixmap(
        theme::svgPixmap(QStringLiteral(":/icons/dogtable.svg"), {120, 120}, devicePixelRatioF()));
    layout->addWidget(m_icon);
    m_token = new QLabel(this);
    m_token->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_token);
    m_title = new QLabel(this);
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setFont(ui::uiFont(30, true));
    m_title->setStyleSheet(QStringLiteral("color: #fff7e8;"));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_hint = new QLabel(this);
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setFont(ui::uiFont(16));
    m_hint->setStyleSheet(QStringLiteral("color: #f1e4cc;"));
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    layout->addSpacing(18);
    m_ready = new QPushButton(this);
    m_ready->setProperty("accent", true);
    m_ready->setFont(ui::uiFont(18, true));
    m_ready->setMinimumWidth(260);
    m_ready->setMinimumHeight(46);
    m_ready->setDefault(true);
    connect(m_ready, &QPushButton::clicked, this, &HandOverScreen::confirmed);
    layout->addWidget(m_ready, 0, Qt::AlignHCenter);
    layout->addStretch(3);
}

void HandOverScreen::setPlayer(const QString& name, int seat, const QString& avatar) {
    // The next player's avatar when their profile has one, else the app's icon.
    m_avatar = avatar;
    m_icon->setPixmap(avatar.isEmpty() ? theme::svgPixmap(QStringLiteral(":/icons/dogtable.svg"), {120, 120},
                                                          devicePixelRatioF())
                                       : avatarIcon(avatar).pixmap(120));
    m_token->setPixmap(theme::seatPixmap(seat, 56));
    m_title->setText(tr("Pass the table to %1").arg(name));
    m_hint->setText(
        tr("%1, press the button (or Enter) when you are ready. Nothing of the game is shown until then.")
            .arg(name));
    m_ready->setText(tr("I am %1 — show my table").arg(name));
}

QString HandOverScreen::message() const {
    return m_title->text();
}

void HandOverScreen::mouseReleaseEvent(QMouseEvent* event) {
    QWidget::mouseReleaseEvent(event);
    emit confirmed();
}

void HandOverScreen::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        emit confirmed();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void HandOverScreen::paintEvent(QPaintEvent* event) {
    (void)event;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // The table's felt colour, plain: a calm screen with nothing of the game on it.
    p.fillRect(rect(), ui::tableBackground().darker(115));
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 14));
    for (int i = 0; i < 6; ++i) {
        const double r = 60 + i * 70;
        p.drawEllipse(QPointF(width() * 0.5, height() * 0.42), r * 1.6, r);
    }
}

} // namespace dogtable::app
