#include "database/actuals/ActualsQueries.h"

#include "database/schema/CatalogSchema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace acceldecide::db {

namespace {

using schema::name;

std::string text(const QVariant &value)
{
    return value.toString().toStdString();
}

} // namespace

DatabaseResult<std::vector<actuals::ActualRow>> actualRows(QSqlDatabase &database)
{
    using namespace schema::actuals;
    QStringList columns;
    for (const char *column :
         {kMonth, kProvider, kAccount, kRegion, kInstanceType, kStack, kCommitmentId, kChargeKind,
          kTagsJson, kInstanceHours, kAcceleratorHours, kBilledUsd, kEffectiveUsd, kLines})
        columns << name(column);
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %3, %4")
                        .arg(columns.join(QStringLiteral(", ")), name(kTable), name(kMonth),
                             name(schema::kId))))
        return DatabaseError{name(kTable), {}, {}, query.lastError().text()};
    std::vector<actuals::ActualRow> rows;
    while (query.next()) {
        actuals::ActualRow row;
        row.month = text(query.value(0));
        row.provider = text(query.value(1));
        row.account = text(query.value(2));
        row.region = text(query.value(3));
        row.instanceType = text(query.value(4));
        row.stack = text(query.value(5));
        row.commitmentId = text(query.value(6));
        const auto kind = actuals::chargeKindNamed(text(query.value(7)));
        if (!kind) // the table's CHECK allows core's names only
            return DatabaseError{
                name(kTable),
                {},
                name(kChargeKind),
                QStringLiteral("unknown charge kind %1").arg(query.value(7).toString())};
        row.kind = *kind;
        row.tagsJson = text(query.value(8));
        row.instanceHours = query.value(9).toDouble();
        row.acceleratorHours = query.value(10).toDouble();
        row.billedUsd = query.value(11).toDouble();
        row.effectiveUsd = query.value(12).toDouble();
        row.lines = query.value(13).toLongLong();
        rows.push_back(std::move(row));
    }
    return rows;
}

DatabaseResult<std::vector<actuals::CommitmentCoverage>> commitmentCoverage(QSqlDatabase &database)
{
    using namespace schema::commitmentCoverage;
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT %1, %2, %3 FROM %4")
                        .arg(name(kMonth), name(kCommitmentId), name(kEffectiveUsd), name(kTable))))
        return DatabaseError{name(kTable), {}, {}, query.lastError().text()};
    std::vector<actuals::CommitmentCoverage> coverage;
    while (query.next())
        coverage.push_back({text(query.value(0)), text(query.value(1)), query.value(2).toDouble()});
    return coverage;
}

} // namespace acceldecide::db
