// The privacy screen between two human seats of a game with hidden information.
// It shows only whose turn comes next; nothing of the game.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace dogtable::app {

class HandOverScreen : public QWidget {
    Q_OBJECT
public:
    explicit HandOverScreen(QWidget* parent = nullptr);
    /// Sets who the table is passed to.
    /// `avatar`: the player's profile avatar ("" for none: the app's icon is shown).
    void setPlayer(const QString& name, int seat, const QString& avatar = QString());
    [[nodiscard]] QString message() const;
    [[nodiscard]] QString avatar() const { return m_avatar; }

signals:
    void confirmed();

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    QLabel* m_icon;
    QString m_avatar;
    QLabel* m_token;
    QLabel* m_title;
    QLabel* m_hint;
    QPushButton* m_ready;
};

} // namespace dogtable::app
