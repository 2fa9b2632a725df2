// "Your turn" as a desktop notification (issue #25, desktop habits): through the freedesktop
// notification service on the session bus. CTest runs this under dbus-run-session, with a bus of its
// own; the service is a fake registered here, which records what it is sent.
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "builtin_context.h"
#include "desktop_notifier.h"
#include "dogtable/ui/style.h"
#include "main_window.h"
#include "match_controller.h"

using namespace dogtable;
using namespace dogtable::app;

class FakeNotifications : public QObject {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    QStringList summaries;
    QStringList bodies;
    QList<uint> replaced;
    QString app;
public slots:
    uint Notify(const QString& appName, uint replacesId, const QString& icon, const QString& summary,
                const QString& body, const QStringList& actions, const QVariantMap& hints, int timeout) {
        (void)icon;
        (void)actions;
        (void)hints;
        (void)timeout;
        app = appName;
        summaries << summary;
        bodies << body;
        replaced << replacesId;
        return 42;
    }
};

class NotifierTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void notifiesOnlyWhereAServiceRuns();
    void yourTurnWhileTheWindowIsElsewhere();
};

void NotifierTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("DogtableNotifierTest"));
    QCoreApplication::setApplicationName(QStringLiteral("DogtableNotifierTest"));
    QSettings().clear();
    ui::setAnimationFactor(0.0);
    if (!QDBusConnection::sessionBus().isConnected())
        QSKIP("no session bus (CTest runs this under dbus-run-session)");
}

void NotifierTest::notifiesOnlyWhereAServiceRuns() {
    QDBusConnection bus = QDBusConnection::sessionBus();
    DesktopNotifier notifier;
    DesktopNotifier::setEnabled(true);
    // No service on this bus yet: nothing is sent, and nothing waits.
    QVERIFY(!notifier.available());
    QVERIFY(!notifier.notify(QStringLiteral("a"), QStringLiteral("b")));
    QCOMPARE(notifier.sent(), 0);

    FakeNotifications fake;
    QVERIFY(bus.registerObject(QStringLiteral("/org/freedesktop/Notifications"), &fake,
                               QDBusConnection::ExportAllSlots));
    QVERIFY(bus.registerService(QStringLiteral("org.freedesktop.Notifications")));
    QVERIFY(notifier.available());
    QVERIFY(
        notifier.notify(QStringLiteral("Your turn, Ania"), QStringLiteral("Dig is waiting for your move.")));
    QTRY_COMPARE(fake.summaries.size(), 1);
    QCOMPARE(fake.app, QStringLiteral("Dogtable"));
    QCOMPARE(fake.summaries[0], QStringLiteral("Your turn, Ania"));
    QCOMPARE(fake.replaced[0], 0u);
    // The next one replaces it (one notification of ours at a time).
    QTest::qWait(50);
    QVERIFY(notifier.notify(QStringLiteral("Your turn, Tomek"), QString()));
    QTRY_COMPARE(fake.summaries.size(), 2);
    QCOMPARE(fake.replaced[1], 42u);
    // Off (tests, pictures, --quiet): nothing.
    DesktopNotifier::setEnabled(false);
    QVERIFY(!notifier.notify(QStringLiteral("x"), QString()));
    QCOMPARE(fake.summaries.size(), 2);
    bus.unregisterService(QStringLiteral("org.freedesktop.Notifications"));
    bus.unregisterObject(QStringLiteral("/org/freedesktop/Notifications"));
}

void NotifierTest::yourTurnWhileTheWindowIsElsewhere() {
    QDBusConnection bus = QDBusConnection::sessionBus();
    FakeNotifications fake;
    QVERIFY(bus.registerObject(QStringLiteral("/org/freedesktop/Notifications"), &fake,
                               QDBusConnection::ExportAllSlots));
    QVERIFY(bus.registerService(QStringLiteral("org.freedesktop.Notifications")));
    DesktopNotifier::setEnabled(true);
    MainWindow w(test::builtinContext());
    w.setAutosaveEnabled(false);
    // Never shown, so never the active window: the player is elsewhere when the turn comes.
    // The computer moves first; the human's turn comes while the window is elsewhere.
    std::vector<SeatInfo> seats{SeatInfo{"Rex", true, "random", -1}, SeatInfo{"Ania", false, "medium", -1}};
    Setup setup;
    setup.players = 2;
    setup.variants["first"] = "1";
    auto m = Match::create(test::builtinContext().games, "dig", setup, seats, 5);
    QVERIFY(m.ok());
    w.startMatch(std::move(m.value()));
    QTRY_VERIFY_WITH_TIMEOUT(w.controller().humanToAct(), 15000);
    QTRY_COMPARE(w.alertsRaised(), 1);
    QTRY_COMPARE(fake.summaries.size(), 1);
    QCOMPARE(fake.summaries[0], QStringLiteral("Your turn, Ania"));
    QVERIFY2(fake.bodies[0].contains(QStringLiteral("waiting for your move")), qPrintable(fake.bodies[0]));
    QCOMPARE(w.alertsRaised(), 1);
    DesktopNotifier::setEnabled(false);
    bus.unregisterService(QStringLiteral("org.freedesktop.Notifications"));
    bus.unregisterObject(QStringLiteral("/org/freedesktop/Notifications"));
}

QTEST_MAIN(NotifierTest)
#include "notifier_test.moc"
