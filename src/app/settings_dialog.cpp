#include "settings_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

#include "catalogue.h"

namespace dogtable::app {

SettingsDialog::SettingsDialog(const AppSettings& current, QWidget* parent)
    : QDialog(parent), m_base(current) {
    setWindowTitle(tr("Settings"));
    setObjectName(QStringLiteral("settingsDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("language"));
    for (const QString& lang : i18n::languages())
        m_language->addItem(i18n::nativeName(lang), lang);
    m_language->setCurrentIndex(std::max(0, m_language->findData(current.language)));
    m_language->setToolTip(tr("Takes effect the next time Dogtable starts."));
    form->addRow(tr("Language"), m_language);
    // Another language than the one in use: when it comes, said in both (play test: the notice in the
    // status bar was cut at 1024 px, and the half a reader needed was the lost one).
    auto* languageNote = new QLabel(this);
    languageNote->setObjectName(QStringLiteral("languageNote"));
    languageNote->setWordWrap(true);
    languageNote->setStyleSheet(QStringLiteral("color: #2d6a3e;"));
    const auto sayWhen = [this, languageNote] {
        const QString chosen = m_language->currentData().toString();
        languageNote->setText(languageChangeNote(chosen, QStringLiteral("\n")));
        languageNote->setVisible(chosen != i18n::language());
        growToFit(); // play test: the note came up under the combo box, half hidden, the dialog as it was
    };
    sayWhen();
    connect(m_language, &QComboBox::currentIndexChanged, languageNote, sayWhen);
    form->addRow(QString(), languageNote);

    m_speed = new QComboBox(this);
    int best = 0;
    double bestDistance = 1e9;
    for (const auto& s : animationSpeeds()) {
        m_speed->addItem(QCoreApplication::translate("Settings", s.label), s.factor);
        const double d = std::abs(s.factor - current.animationFactor);
        if (d < bestDistance) {
            bestDistance = d;
            best = m_speed->count() - 1;
        }
    }
    m_speed->setCurrentIndex(best);
    form->addRow(tr("Animations"), m_speed);
    m_reduceMotion = new QCheckBox(tr("Reduce motion: nothing moves on the table"), this);
    m_reduceMotion->setObjectName(QStringLiteral("reduceMotion"));
    m_reduceMotion->setChecked(current.reduceMotion);
    form->addRow(QString(), m_reduceMotion);
    m_highContrast = new QCheckBox(tr("High-contrast colours"), this);
    m_highContrast->setObjectName(QStringLiteral("highContrast"));
    m_highContrast->setChecked(current.highContrast);
    form->addRow(tr("Seeing"), m_highContrast);

    m_undo = new QComboBox(this);
    m_undo->setObjectName(QStringLiteral("undoMode"));
    m_undo->addItem(tr("Fair: only within the current turn"), QStringLiteral("fair"));
    m_undo->addItem(tr("Casual: anything, the dice stay the same"), QStringLiteral("casual"));
    m_undo->setCurrentIndex(current.undoMode == UndoMode::Casual ? 1 : 0);
    form->addRow(tr("Undo"), m_undo);

    m_volume = new QSlider(Qt::Horizontal, this);
    m_volume->setObjectName(QStringLiteral("soundVolume"));
    m_volume->setRange(0, 100);
    m_volume->setValue(current.volume);
    m_muted = new QCheckBox(tr("Mute"), this);
    m_muted->setObjectName(QStringLiteral("soundMuted"));
    m_muted->setChecked(current.muted);
    auto* sound = new QHBoxLayout;
    sound->addWidget(m_volume, 1);
    sound->addWidget(m_muted);
    form->addRow(tr("Sounds"), sound);
    layout->addLayout(form);

    // What the chosen undo does, said again when the choice changes (play test: after choosing
    // Casual the note still described Fair undo, and Casual had no words at all).
    auto* note = new QLabel(this);
    note->setObjectName(QStringLiteral("undoNote"));
    const auto explain = [this, note] {
        note->setText(m_undo->currentData().toString() == QLatin1String("casual")
                          ? tr("Casual undo takes back any move, back to the start of the game; the dice "
                               "and the cards come out the same again.")
                          : tr("Fair undo never takes back a roll, a drawn or revealed card or another "
                               "person's move; against a computer it takes back your move together with "
                               "the computer's replies, unless they rolled or revealed something."));
    };
    explain();
    connect(m_undo, &QComboBox::currentIndexChanged, note, [this, explain] {
        explain();
        growToFit();
    });
    note->setWordWrap(true);
    note->setStyleSheet(QStringLiteral("color: #5a5a5a;"));
    layout->addWidget(note);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void SettingsDialog::growToFit() {
    // Taller where a note came or grew (wrapped lines at the present width), never narrower.
    if (layout() == nullptr) return;
    layout()->activate();
    const int want = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                   : layout()->totalSizeHint().height();
    if (want > height()) resize(width(), want);
}

QString SettingsDialog::languageChangeNote(const QString& chosen, const QString& separator) {
    static const char* const kLater = QT_TR_NOOP("The language changes the next time Dogtable starts.");
    const QString now = tr(kLater);
    const QString then = i18n::translateIn(chosen, staticMetaObject.className(), kLater);
    return then == now ? now : now + separator + then; // the language in use first: it is read now
}

AppSettings SettingsDialog::settings() const {
    AppSettings s = m_base;
    s.language = m_language->currentData().toString();
    s.animationFactor = m_speed->currentData().toDouble();
    s.undoMode =
        m_undo->currentData().toString() == QLatin1String("casual") ? UndoMode::Casual : UndoMode::Fair;
    s.volume = m_volume->value();
    s.muted = m_muted->isChecked();
    s.reduceMotion = m_reduceMotion->isChecked();
    s.highContrast = m_highContrast->isChecked();
    return s;
}

} // namespace dogtable::app
