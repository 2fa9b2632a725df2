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

private:
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
