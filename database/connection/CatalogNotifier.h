#pragma once

#include <QObject>
#include <QPointer>
#include <QSqlDriver>
#include <QString>

namespace acceldecide::db {

class CatalogDatabase;

// Live catalog changes on a team server: every write to prices, benchmarks and their
// sources notifies (PostgreSQL NOTIFY, sent by triggers at commit, so imports, the
// catalog editor and copies all do), and a CatalogNotifier LISTENs on its own catalog's
// connection and emits catalogChanged() when another client's change was committed. No
// polling: Qt's PostgreSQL driver delivers notifications through the event loop. A
// catalog file has no other clients to hear from: there it never emits.
class CatalogNotifier : public QObject
{
    Q_OBJECT

public:
    // The channel the triggers notify on.
    static constexpr char kChannel[] = "acceldecide_catalog";

    explicit CatalogNotifier(CatalogDatabase &catalog, QObject *parent = nullptr);
    ~CatalogNotifier() override;

    // Whether this catalog can tell about other clients' changes (a server catalog).
    bool isListening() const { return m_listening; }

Q_SIGNALS:
    // Another client committed a change to `table` (a schema name).
    void catalogChanged(const QString &table);

private:
    // The connection's driver, which the catalog owns; it may go first.
    QPointer<QSqlDriver> m_driver;
    bool m_listening = false;
};

} // namespace acceldecide::db
