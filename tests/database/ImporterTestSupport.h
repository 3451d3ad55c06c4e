#pragma once

// Helpers shared by the importer tests: a fresh catalog file and row counts.
#include "BackendTest.h"
#include "database/connection/CatalogDatabase.h"
#include "database/connection/SqlDialect.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QTemporaryDir>
#include <QVariant>

#include <gtest/gtest.h>

#include <memory>

namespace acceldecide::db::test {

// Drops the tables of version 12 (the actual bill) and later (13: the Spot Instance
// Advisor's data), for a test that takes a catalog back to an older version to watch its
// upgrade.
inline void dropActualsTables(QSqlDatabase &database)
{
    QSqlQuery query(database);
    for (const char *table : {"spot_advisor", "commitment_coverage", "actuals", "bill_imports"})
        EXPECT_TRUE(query.exec(QStringLiteral("DROP TABLE %1").arg(QLatin1String(table))))
            << query.lastError().text().toStdString();
}

// Lower-case hex SHA-256 of a file's bytes: what an import records the file under.
inline QString sha256Of(const QString &path)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return QString::fromLatin1(
        QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
}

inline QString fixture(const char *name)
{
    return QStringLiteral(ACCELDECIDE_DATABASE_FIXTURES "/") + QString::fromLatin1(name);
}

inline QVariant scalarValue(QSqlDatabase &database, const QString &statement)
{
    QSqlQuery query(database);
    if (!query.exec(statement) || !query.next())
        return QStringLiteral("<error: %1>").arg(statement);
    return query.value(0);
}

inline qint64 count(QSqlDatabase &database, const char *table, const QString &where = {})
{
    return scalarValue(database, QStringLiteral("SELECT count(*) FROM %1%2")
                                     .arg(QString::fromLatin1(table),
                                          where.isEmpty() ? QString() : " WHERE " + where))
        .toLongLong();
}

// A catalog in a temporary directory (SQLite) or a new database on the test run's own
// PostgreSQL server, opened and migrated; unseeded unless asked, so row counts are the
// import's alone.
struct TempCatalog
{
    explicit TempCatalog(CatalogDatabase::Seeding seeding = CatalogDatabase::Seeding::Skip,
                         SqlDialect::Backend backend = SqlDialect::Backend::Sqlite)
        : location(newCatalogLocation(dir, backend))
    {
        if (location.isEmpty())
            return;
        auto opened = CatalogDatabase::open(location, seeding);
        EXPECT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        if (opened)
            catalog = std::move(opened.value());
    }
    QSqlDatabase &db() { return catalog->connection(); }

    QTemporaryDir dir;
    QString location;
    std::unique_ptr<CatalogDatabase> catalog;
};

} // namespace acceldecide::db::test
