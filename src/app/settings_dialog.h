// The settings dialog: language, animation speed, undo mode.
#pragma once

#include <QDialog>

#include "settings.h"

class QCheckBox;
class QComboBox;
class QSlider;

namespace dogtable::app {

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    SettingsDialog(const AppSettings& current, QWidget* parent = nullptr);
    [[nodiscard]] AppSettings settings() const;
    /// "The language changes the next time Dogtable starts." in the language in use and, after
    /// `separator`, in `chosen` (once where they read the same).
    [[nodiscard]] static QString languageChangeNote(const QString& chosen, const QString& separator);

private:
    void growToFit();

    AppSettings m_base;
    QComboBox* m_language;
    QComboBox* m_speed;
    QComboBox* m_undo;
    QSlider* m_volume;
    QCheckBox* m_muted;
    QCheckBox* m_reduceMotion;
    QCheckBox* m_highContrast;
};

} // namespace dogtable::app
