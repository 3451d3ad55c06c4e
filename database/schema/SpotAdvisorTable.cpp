#include "database/schema/SpotAdvisorTable.h"

#include "database/connection/SqlDialect.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/SchemaColumns.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace acceldecide::db {

namespace {

using schema::name;

DatabaseStatus run(QSqlDatabase &database, const QString &statement)
{
    QSqlQuery query(database);
    if (!query.exec(statement))
        return DatabaseError{name(schema::spotAdvisor::kTable), {}, {}, query.lastError().text()};
    return {};
}

} // namespace

DatabaseStatus createSpotAdvisorTable(QSqlDatabase &database)
{
    const SchemaColumns c(SqlDialect::of(database));
    using namespace schema::spotAdvisor;
    // A bucket's bounds are percentages of instances interrupted in a month and a saving is
    // a percentage off on-demand: outside 0..100 neither means anything, whoever writes it.
    const QStringList columns{
        c.primaryKey(),
        c.column(kRegion, "TEXT NOT NULL"),
        c.column(kOs, "TEXT NOT NULL"),
        c.column(kInstanceType, "TEXT NOT NULL"),
        c.column(kBucketIndex, "INTEGER NOT NULL CHECK (bucket_index >= 0)"),
        c.column(kBucketLabel, "TEXT NOT NULL"),
        c.column(kBucketMinPercent,
                 "REAL NOT NULL CHECK (bucket_min_percent >= 0 AND bucket_min_percent <= 100)"),
        c.column(kBucketMaxPercent, "REAL CHECK (bucket_max_percent >= bucket_min_percent AND "
                                    "bucket_max_percent <= 100)"),
        c.column(kSavingsPercent,
                 "REAL NOT NULL CHECK (savings_percent >= 0 AND savings_percent <= 100)"),
        c.column(kObservedDate, "TEXT NOT NULL"),
        c.foreignKey(schema::kSourceId, schema::sources::kTable) + QStringLiteral(" NOT NULL")};
    if (DatabaseStatus status =
            run(database, QStringLiteral("CREATE TABLE %1 (%2)")
                              .arg(name(kTable), columns.join(QStringLiteral(", "))));
        !status)
        return status;
    // One row per instance type, operating system, region and file date (what makes a
    // second import of the same file add nothing); the resolver looks rows up by the same
    // key, newest date first.
    return run(
        database,
        QStringLiteral("CREATE UNIQUE INDEX spot_advisor_identity ON %1 (%2, %3, %4, %5)")
            .arg(name(kTable), name(kInstanceType), name(kRegion), name(kOs), name(kObservedDate)));
}

} // namespace acceldecide::db
