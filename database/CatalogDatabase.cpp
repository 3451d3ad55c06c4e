#include "CatalogDatabase.h"

#include "SchemaMigrator.h"
#include "SeedDataLoader.h"

#include <QAtomicInteger>
#include <QDir>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace acceldecide::db {

namespace {

QString nextConnectionName()
{
    static QAtomicInteger<int> counter;
    return QStringLiteral("acceldecide-catalog-%1").arg(counter.fetchAndAddRelaxed(1));
}

DatabaseStatus pragma(QSqlDatabase &database, const QString &statement)
{
    QSqlQuery query(database);
    if (!query.exec(statement))
        return DatabaseError{
            {}, {}, {}, statement + QStringLiteral(": ") + query.lastError().text()};
    return std::nullopt;
}

} // namespace

CatalogDatabase::CatalogDatabase(QString connectionName, QString path)
    : m_connectionName(std::move(connectionName)), m_path(std::move(path))
{}

CatalogDatabase::~CatalogDatabase()
{
    m_connection.close();
    m_connection = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
}

QString CatalogDatabase::defaultPath()
{
    const QString directory = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(directory); // a failure shows up, with the path, when open() runs
    return directory + QStringLiteral("/catalog.sqlite");
}

DatabaseResult<std::unique_ptr<CatalogDatabase>> CatalogDatabase::open(const QString &path,
                                                                       Seeding seeding)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return DatabaseError{{},
                             {},
                             {},
                             QStringLiteral("the Qt SQLite driver (QSQLITE) is not "
                                            "installed (Debian: libqt6sql6-sqlite)")};
    std::unique_ptr<CatalogDatabase> catalog(new CatalogDatabase(nextConnectionName(), path));
    catalog->m_connection =
        QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), catalog->m_connectionName);
    catalog->m_connection.setDatabaseName(path);
    if (!catalog->m_connection.open())
        return DatabaseError{{},
                             {},
                             {},
                             QStringLiteral("cannot open %1: %2")
                                 .arg(path, catalog->m_connection.lastError().text())};

    // SQLite opens lazily: the first statement is what finds a file that is not a
    // database at all.
    QSqlDatabase &connection = catalog->m_connection;
    QSqlQuery probe(connection);
    if (!probe.exec(QStringLiteral("PRAGMA schema_version")))
        return DatabaseError{{},
                             {},
                             {},
                             QStringLiteral("%1 is not an AccelDecide catalog (not a "
                                            "readable SQLite database): %2")
                                 .arg(path, probe.lastError().text())};
    probe.finish();
    if (DatabaseStatus status = pragma(connection, QStringLiteral("PRAGMA foreign_keys = ON")))
        return *status;
    if (path != QStringLiteral(":memory:")) {
        if (DatabaseStatus status = pragma(connection, QStringLiteral("PRAGMA journal_mode = WAL")))
            return *status;
    }
    if (DatabaseStatus status = SchemaMigrator::migrate(connection))
        return *status;
    if (seeding == Seeding::Load) {
        const auto seeded = SeedDataLoader().load(connection);
        if (!seeded)
            return seeded.error();
    }
    return catalog;
}

} // namespace acceldecide::db
