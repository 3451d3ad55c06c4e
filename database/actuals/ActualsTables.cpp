#include "database/actuals/ActualsTables.h"

#include "core/actuals/ChargeKind.h"
#include "database/connection/SqlDialect.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/SchemaColumns.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace acceldecide::db {

namespace {

using schema::name;

DatabaseStatus create(QSqlDatabase &database, const char *table, const QStringList &columns)
{
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("CREATE TABLE %1 (%2)")
                        .arg(name(table), columns.join(QStringLiteral(", ")))))
        return DatabaseError{name(table), {}, {}, query.lastError().text()};
    return {};
}

DatabaseStatus index(QSqlDatabase &database, const char *table, const QString &statement)
{
    QSqlQuery query(database);
    if (!query.exec(statement))
        return DatabaseError{name(table), {}, {}, query.lastError().text()};
    return {};
}

// "'on_demand_usage', ...": core's names, never data.
QString chargeKindList()
{
    QStringList names;
    for (const actuals::ChargeKind kind : actuals::kAllChargeKinds) {
        const std::string_view text = actuals::nameOf(kind);
        names << QLatin1Char('\'') + QString::fromLatin1(text.data(), qsizetype(text.size())) +
                     QLatin1Char('\'');
    }
    return names.join(QStringLiteral(", "));
}

} // namespace

DatabaseStatus createActualsTables(QSqlDatabase &database)
{
    const SchemaColumns c(SqlDialect::of(database));
    {
        using namespace schema::billImports;
        if (DatabaseStatus status = create(
                database, kTable,
                {c.primaryKey(), c.column(kFileName, "TEXT NOT NULL"),
                 c.column(kFileSha256, "TEXT NOT NULL UNIQUE"),
                 c.column(kFormat, "TEXT NOT NULL CHECK (format IN ('focus', 'cur2'))"),
                 c.column(kImportedAt, "TEXT NOT NULL"), c.column(kImportedBy, "TEXT"),
                 c.column(kFilterJson, "TEXT"), c.column(kRowsRead, "INTEGER NOT NULL DEFAULT 0"),
                 c.column(kRowsUsed, "INTEGER NOT NULL DEFAULT 0"),
                 c.column(kRowsSkipped, "INTEGER NOT NULL DEFAULT 0"),
                 c.column(kRowsRejected, "INTEGER NOT NULL DEFAULT 0")});
            !status)
            return status;
    }
    {
        using namespace schema::actuals;
        const QString kindCheck =
            QStringLiteral("TEXT NOT NULL CHECK (charge_kind IN (%1))").arg(chargeKindList());
        if (DatabaseStatus status = create(
                database, kTable,
                {c.primaryKey(), c.foreignKey(kImportId, schema::billImports::kTable) + " NOT NULL",
                 c.column(kMonth, "TEXT NOT NULL"), c.column(kProvider, "TEXT NOT NULL"),
                 c.column(kAccount, "TEXT NOT NULL"), c.column(kRegion, "TEXT NOT NULL"),
                 c.column(kInstanceType, "TEXT NOT NULL"), c.column(kStack, "TEXT NOT NULL"),
                 c.column(kCommitmentId, "TEXT NOT NULL"),
                 name(kChargeKind) + QLatin1Char(' ') + c.dialect().columnType(kindCheck),
                 c.column(kTagsJson, "TEXT NOT NULL"),
                 c.column(kInstanceHours, "REAL NOT NULL DEFAULT 0"),
                 c.column(kAcceleratorHours, "REAL NOT NULL DEFAULT 0"),
                 c.column(kBilledUsd, "REAL NOT NULL DEFAULT 0"),
                 c.column(kEffectiveUsd, "REAL NOT NULL DEFAULT 0"),
                 c.column(kLines, "INTEGER NOT NULL DEFAULT 0")});
            !status)
            return status;
        if (DatabaseStatus status = index(database, kTable,
                                          QStringLiteral("CREATE INDEX actuals_month ON %1 (%2)")
                                              .arg(name(kTable), name(kMonth)));
            !status)
            return status;
    }
    using namespace schema::commitmentCoverage;
    return create(database, kTable,
                  {c.primaryKey(),
                   c.foreignKey(kImportId, schema::billImports::kTable) + " NOT NULL",
                   c.column(kMonth, "TEXT NOT NULL"), c.column(kCommitmentId, "TEXT NOT NULL"),
                   c.column(kEffectiveUsd, "REAL NOT NULL DEFAULT 0")});
}

} // namespace acceldecide::db
