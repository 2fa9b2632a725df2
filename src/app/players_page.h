// The Players page: the profiles (name, colour preference, dog avatar) — create, change, remove.
// A removed profile's games stay in the history under its name. The profiles live in the history
// database (src/history); without one the page says so and changes nothing.
#pragma once

#include <QDialog>
#include <QIcon>

#include <functional>

#include "history_db.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace dogtable::app {

/// The avatars we draw (assets/avatars/<name>.svg), in the order offered.
QStringList avatarNames();
/// The avatar's picture (a grey dog when the name is unknown or empty).
QIcon avatarIcon(const QString& name);
/// The avatar's name for the player (translated).
QString avatarLabel(const QString& name);

class PlayersPage : public QDialog {
    Q_OBJECT
public:
    PlayersPage(history::HistoryDb* db, QWidget* parent = nullptr);

    /// The question asked before a profile is removed (a message box unless a test sets it).
    void setAsk(std::function<bool(const QString&, const QString&)> ask) { m_ask = std::move(ask); }

    // What the buttons do, for tests and scripts. False (with problem()) when refused.
    bool addProfile(const QString& name, int colour, const QString& avatar);
    bool changeSelected(const QString& name, int colour, const QString& avatar);
    bool removeSelected();
    bool select(const QString& name);
    [[nodiscard]] QStringList names() const;
    [[nodiscard]] QString problem() const;

signals:
    void profilesChanged();

private:
    void reload(qint64 selectId = -1);
    void showSelected();
    bool report(history::ProfileError e);
    [[nodiscard]] qint64 selectedId() const;

    history::HistoryDb* m_db;
    std::function<bool(const QString&, const QString&)> m_ask;
    QListWidget* m_list;
    QLineEdit* m_name;
    QComboBox* m_colour;
    QComboBox* m_avatar;
    QPushButton* m_add;
    QPushButton* m_change;
    QPushButton* m_remove;
    QLabel* m_problem;
};

} // namespace dogtable::app
