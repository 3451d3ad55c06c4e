#include "database/actuals/BillImportList.h"

#include "database/schema/CatalogSchema.h"

#include <QSqlError>
#include <QSqlQuery>

#include <map>

namespace acceldecide::db {

namespace {

using schema::name;

DatabaseError failure(const char *table, const QSqlQuery &query)
{
    return DatabaseError{name(table), {}, {}, query.lastError().text()};
}

// Every import's row with the effective cost of its rows; a bill whose every line was
// skipped has none, and sums to 0.
DatabaseResult<std::vector<BillImportSummary>> imports(QSqlDatabase &database)
{
    namespace bi = schema::billImports;
    namespace ac = schema::actuals;
    const QStringList columns = {
        name(schema::kId),     name(bi::kFileName),    name(bi::kFormat),
        name(bi::kImportedAt), name(bi::kImportedBy),  name(bi::kRowsRead),
        name(bi::kRowsUsed),   name(bi::kRowsSkipped), name(bi::kRowsRejected)};
    QStringList selected;
    for (const QString &column : columns)
        selected << QStringLiteral("b.") + column;
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT %1, COALESCE(SUM(a.%2), 0) FROM %3 b LEFT JOIN %4 a "
                                   "ON a.%5 = b.%6 GROUP BY %1 ORDER BY b.%7, b.%6")
                        .arg(selected.join(QStringLiteral(", ")), name(ac::kEffectiveUsd),
                             name(bi::kTable), name(ac::kTable), name(ac::kImportId),
                             name(schema::kId), name(bi::kImportedAt))))
        return failure(bi::kTable, query);
    std::vector<BillImportSummary> all;
    while (query.next()) {
        BillImportSummary bill;
        bill.id = query.value(0).toLongLong();
        bill.fileName = query.value(1).toString();
        bill.format = query.value(2).toString();
        bill.importedAt = query.value(3).toString();
        bill.importedBy = query.value(4).toString();
        bill.rowsRead = query.value(5).toLongLong();
        bill.rowsUsed = query.value(6).toLongLong();
        bill.rowsSkipped = query.value(7).toLongLong();
        bill.rowsRejected = query.value(8).toLongLong();
        bill.effectiveUsd = query.value(9).toDouble();
        all.push_back(std::move(bill));
    }
    if (query.lastError().isValid())
        return failure(bi::kTable, query);
    return all;
}

} // namespace

DatabaseResult<std::vector<BillImportSummary>> BillImportList::read(QSqlDatabase &database)
{
    DatabaseResult<std::vector<BillImportSummary>> all = imports(database);
    if (!all)
        return all;
    std::map<qint64, BillImportSummary *> byId;
    for (BillImportSummary &bill : all.value())
        byId[bill.id] = &bill;
    namespace ac = schema::actuals;
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT DISTINCT %1, %2 FROM %3 ORDER BY %1, %2")
                        .arg(name(ac::kImportId), name(ac::kMonth), name(ac::kTable))))
        return failure(ac::kTable, query);
    while (query.next()) {
        if (const auto bill = byId.find(query.value(0).toLongLong()); bill != byId.end())
            bill->second->months << query.value(1).toString();
    }
    if (query.lastError().isValid())
        return failure(ac::kTable, query);
    return all;
}

} // namespace acceldecide::db
