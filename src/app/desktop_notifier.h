// "Your turn" as a desktop notification, through the freedesktop notification service
// (org.freedesktop.Notifications on the session bus) where one runs: the window's own alert
// (QApplication::alert) only marks the taskbar entry, which a player in another window may not see.
// Like the sounds, the process-wide switch is off unless the app's main() turns it on, so tests and
// pictures never notify the desktop.
#pragma once

#include <QDBusConnection>
#include <QObject>
#include <QString>

namespace dogtable::app {

class DesktopNotifier : public QObject {
public:
    /// The session bus by default; tests give a bus of their own.
    explicit DesktopNotifier(QObject* parent = nullptr, QDBusConnection bus = QDBusConnection::sessionBus());

    /// The process-wide switch (off by default; main() turns it on unless --quiet).
    static void setEnabled(bool on);
    static bool enabled();

    /// True when a notification service is on the bus.
    [[nodiscard]] bool available() const;
    /// Shows `summary` and `body`, replacing this app's previous notification (one at a time).
    /// False when off, or no service is there. Never waits for the service.
    bool notify(const QString& summary, const QString& body);
    /// Notifications sent (for tests).
    [[nodiscard]] int sent() const { return m_sent; }

private:
    QDBusConnection m_bus;
    uint m_replaces = 0;
    int m_sent = 0;
};

} // namespace dogtable::app
