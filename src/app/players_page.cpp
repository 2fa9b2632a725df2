#include "players_page.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include "dogtable/ui/style.h"

namespace dogtable::app {

namespace {

struct Avatar {
    const char* name;
    const char* label;
};
constexpr Avatar kAvatars[] = {
    {"beagle", QT_TRANSLATE_NOOP("dogtable::app::PlayersPage", "Beagle")},
    {"poodle", QT_TRANSLATE_NOOP("dogtable::app::PlayersPage", "Poodle")},
    {"dachshund", QT_TRANSLATE_NOOP("dogtable::app::PlayersPage", "Dachshund")},
    {"husky", QT_TRANSLATE_NOOP("dogtable::app::PlayersPage", "Husky")},
    {"terrier", QT_TRANSLATE_NOOP("dogtable::app::PlayersPage", "Terrier")},
    {"spaniel", QT_TRANSLATE_NOOP("dogtable::app::PlayersPage", "Spaniel")},
};

QIcon colourIcon(int colour) {
    QPixmap pm(20, 20);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    if (colour >= 0)
        ui::drawSeatToken(p, QPointF(10, 10), 9, colour);
    else {
        p.setPen(QPen(QColor(0x80, 0x80, 0x80), 1.5, Qt::DashLine));
        p.drawEllipse(QPointF(10, 10), 8, 8);
    }
    return QIcon(pm);
}

} // namespace

QStringList avatarNames() {
    QStringList out;
    for (const Avatar& a : kAvatars)
        out << QLatin1String(a.name);
    return out;
}

QIcon avatarIcon(const QString& name) {
    const QString path = QStringLiteral(":/avatars/%1.svg").arg(name);
    if (!name.isEmpty() && QFile::exists(path)) return QIcon(path);
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(QColor(0xcc, 0xcc, 0xcc));
    p.setPen(QColor(0x66, 0x66, 0x66));
    p.drawEllipse(QPointF(16, 16), 14, 14);
    return QIcon(pm);
}

QString avatarLabel(const QString& name) {
    for (const Avatar& a : kAvatars)
        if (name == QLatin1String(a.name)) return PlayersPage::tr(a.label);
    return PlayersPage::tr("No avatar");
}

PlayersPage::PlayersPage(history::HistoryDb* db, QWidget* parent) : QDialog(parent), m_db(db) {
    setObjectName(QStringLiteral("playersPage"));
    setWindowTitle(tr("Players"));
    m_ask = [this](const QString& title, const QString& text) {
        return QMessageBox::question(this, title, text, QMessageBox::Yes | QMessageBox::No,
                                     QMessageBox::No) == QMessageBox::Yes;
    };
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("A profile keeps a player's games in the history. In a new game, type a "
                                "profile's name for a seat; any other name plays as a guest."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* row = new QHBoxLayout;
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("profileList"));
    m_list->setIconSize(QSize(40, 40));
    m_list->setMinimumWidth(220);
    row->addWidget(m_list, 1);

    auto* form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("profileName"));
    m_name->setMaxLength(history::kMaxProfileName);
    form->addRow(tr("Name"), m_name);
    m_colour = new QComboBox(this);
    m_colour->setObjectName(QStringLiteral("profileColour"));
    m_colour->addItem(colourIcon(-1), tr("No preference"), -1);
    // The seat colours by name, as the tables show them (seats 1 to 4).
    const QString colourNames[] = {tr("Red"), tr("Blue"), tr("Yellow"), tr("Green")};
    for (int c = 0; c < 4; ++c)
        m_colour->addItem(colourIcon(c), colourNames[c], c);
    m_colour->setToolTip(
        tr("The colour this player prefers, kept with the profile; a game's own colour choice wins."));
    form->addRow(tr("Colour"), m_colour);
    m_avatar = new QComboBox(this);
    m_avatar->setObjectName(QStringLiteral("profileAvatar"));
    m_avatar->setIconSize(QSize(32, 32));
    for (const QString& a : avatarNames())
        m_avatar->addItem(avatarIcon(a), avatarLabel(a), a);
    form->addRow(tr("Avatar"), m_avatar);
    auto* buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("Add"), this);
    m_add->setObjectName(QStringLiteral("addProfile"));
    m_change = new QPushButton(tr("Save changes"), this);
    m_change->setObjectName(QStringLiteral("changeProfile"));
    m_remove = new QPushButton(tr("Remove…"), this);
    m_remove->setObjectName(QStringLiteral("removeProfile"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_change);
    buttons->addWidget(m_remove);
    auto* side = new QVBoxLayout;
    side->addLayout(form);
    side->addLayout(buttons);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("profileProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #9b2d1f;"));
    side->addWidget(m_problem);
    side->addStretch(1);
    row->addLayout(side, 1);
    layout->addLayout(row, 1);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(close);

    connect(m_list, &QListWidget::currentRowChanged, this, [this] { showSelected(); });
    connect(m_add, &QPushButton::clicked, this, [this] {
        addProfile(m_name->text(), m_colour->currentData().toInt(), m_avatar->currentData().toString());
    });
    connect(m_change, &QPushButton::clicked, this, [this] {
        changeSelected(m_name->text(), m_colour->currentData().toInt(), m_avatar->currentData().toString());
    });
    connect(m_remove, &QPushButton::clicked, this, [this] { removeSelected(); });
    if (!m_db) {
        m_problem->setText(tr("The history cannot be opened, so profiles cannot be kept now."));
        for (QWidget* w :
             std::initializer_list<QWidget*>{m_name, m_colour, m_avatar, m_add, m_change, m_remove})
            w->setEnabled(false);
    }
    reload();
}

void PlayersPage::reload(qint64 selectId) {
    m_list->clear();
    if (!m_db) return;
    int selectRow = -1;
    for (const history::Profile& p : m_db->profiles()) {
        auto* item = new QListWidgetItem(avatarIcon(p.avatar), p.name, m_list);
        item->setData(Qt::UserRole, p.id);
        item->setData(Qt::UserRole + 1, p.colour);
        item->setData(Qt::UserRole + 2, p.avatar);
        if (p.colour >= 0) item->setForeground(ui::paletteColour(p.colour).darker(130));
        if (p.id == selectId) selectRow = m_list->count() - 1;
    }
    m_list->setCurrentRow(selectRow);
    showSelected();
}

void PlayersPage::showSelected() {
    const bool any = m_db && m_list->currentItem();
    m_change->setEnabled(any);
    m_remove->setEnabled(any);
    if (!any) return;
    const QListWidgetItem* item = m_list->currentItem();
    m_name->setText(item->text());
    m_colour->setCurrentIndex(std::max(0, m_colour->findData(item->data(Qt::UserRole + 1).toInt())));
    m_avatar->setCurrentIndex(std::max(0, m_avatar->findData(item->data(Qt::UserRole + 2).toString())));
}

qint64 PlayersPage::selectedId() const {
    const QListWidgetItem* item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toLongLong() : -1;
}

bool PlayersPage::report(history::ProfileError e) {
    using E = history::ProfileError;
    switch (e) {
    case E::None:
        m_problem->clear();
        return true;
    case E::Empty:
        m_problem->setText(tr("A profile needs a name."));
        break;
    case E::TooLong:
        m_problem->setText(tr("A name has at most %1 characters.").arg(history::kMaxProfileName));
        break;
    case E::Taken:
        m_problem->setText(tr("There is already a profile with this name."));
        break;
    case E::NotFound:
        m_problem->setText(tr("This profile is no longer there."));
        break;
    case E::Database:
        m_problem->setText(tr("The profile could not be saved in the history."));
        break;
    }
    return false;
}

bool PlayersPage::addProfile(const QString& name, int colour, const QString& avatar) {
    if (!m_db) return report(history::ProfileError::Database);
    qint64 id = -1;
    if (!report(m_db->createProfile(name, colour, avatar, &id))) return false;
    reload(id);
    emit profilesChanged();
    return true;
}

bool PlayersPage::changeSelected(const QString& name, int colour, const QString& avatar) {
    const qint64 id = selectedId();
    if (!m_db || id < 0) return report(history::ProfileError::NotFound);
    if (!report(m_db->renameProfile(id, name))) return false;
    if (!report(m_db->setProfileLook(id, colour, avatar))) return false;
    reload(id);
    emit profilesChanged();
    return true;
}

bool PlayersPage::removeSelected() {
    const qint64 id = selectedId();
    if (!m_db || id < 0) return report(history::ProfileError::NotFound);
    const QString name = m_list->currentItem()->text();
    if (!m_ask(tr("Remove the profile %1?").arg(name),
               tr("Remove the profile %1? Its games stay in the history under this name.").arg(name)))
        return false;
    if (!report(m_db->removeProfile(id))) return false;
    reload();
    emit profilesChanged();
    return true;
}

bool PlayersPage::select(const QString& name) {
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->text() == name) {
            m_list->setCurrentRow(i);
            return true;
        }
    return false;
}

QStringList PlayersPage::names() const {
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        out << m_list->item(i)->text();
    return out;
}

QString PlayersPage::problem() const {
    return m_problem->text();
}

} // namespace dogtable::app
