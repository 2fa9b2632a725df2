#include "desktop_notifier.h"

#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QStringList>
#include <QVariantMap>

namespace dogtable::app {

namespace {
bool g_enabled = false;
const QString kService = QStringLiteral("org.freedesktop.Notifications");
} // namespace

DesktopNotifier::DesktopNotifier(QObject* parent, QDBusConnection bus)
    : QObject(parent), m_bus(std::move(bus)) {}

void DesktopNotifier::setEnabled(bool on) {
    g_enabled = on;
}
bool DesktopNotifier::enabled() {
    return g_enabled;
}

bool DesktopNotifier::available() const {
    if (!m_bus.isConnected() || !m_bus.interface()) return false;
    return m_bus.interface()->isServiceRegistered(kService).value();
}

bool DesktopNotifier::notify(const QString& summary, const QString& body) {
    if (!g_enabled || !available()) return false;
    QDBusMessage call = QDBusMessage::createMethodCall(
        kService, QStringLiteral("/org/freedesktop/Notifications"), kService, QStringLiteral("Notify"));
    QVariantMap hints;
    hints.insert(QStringLiteral("desktop-entry"), QStringLiteral("io.github.dogtable.Dogtable"));
    hints.insert(QStringLiteral("category"), QStringLiteral("im.received"));
    call << QStringLiteral("Dogtable") << m_replaces << QStringLiteral("io.github.dogtable.Dogtable")
         << summary << body << QStringList() << hints << -1;
    // Asynchronous: the reply (the notification's id, to replace it next time) comes when it comes.
    auto* watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this](QDBusPendingCallWatcher* w) {
        const QDBusPendingReply<uint> reply = *w;
        if (reply.isValid()) m_replaces = reply.value();
        w->deleteLater();
    });
    ++m_sent;
    return true;
}

} // namespace dogtable::app
