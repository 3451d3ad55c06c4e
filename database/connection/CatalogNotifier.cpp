#include "database/connection/CatalogNotifier.h"

#include "database/connection/CatalogDatabase.h"

#include <QSqlDriver>
#include <QVariant>

namespace acceldecide::db {

CatalogNotifier::CatalogNotifier(CatalogDatabase &catalog, QObject *parent) : QObject(parent)
{
    if (!catalog.isServer())
        return;
    QSqlDriver *driver = catalog.connection().driver();
    if (!driver || !driver->hasFeature(QSqlDriver::EventNotifications))
        return;
    m_driver = driver;
    m_listening = driver->subscribeToNotification(QLatin1String(kChannel));
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString &name, QSqlDriver::NotificationSource source,
                   const QVariant &payload) {
                // Our own writes are already on screen; only other clients' are news.
                if (name == QLatin1String(kChannel) && source != QSqlDriver::SelfSource)
                    Q_EMIT catalogChanged(payload.toString());
            });
}

CatalogNotifier::~CatalogNotifier()
{
    if (m_listening && m_driver && m_driver->isOpen())
        m_driver->unsubscribeFromNotification(QLatin1String(kChannel));
}

} // namespace acceldecide::db
