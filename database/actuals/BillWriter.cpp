#include "database/actuals/BillWriter.h"

#include "core/actuals/BillTags.h"
#include "database/catalog/RowAudit.h"
#include "database/connection/TransactionGuard.h"
#include "database/schema/CatalogSchema.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace acceldecide::db {

namespace {

using schema::name;

QString text(const std::string &value)
{
    return QString::fromStdString(value);
}

QString filterJson(const actuals::BillFilter &filter)
{
    nlohmann::json json = nlohmann::json::object();
    if (!filter.accounts.empty())
        json["accounts"] = filter.accounts;
    if (!filter.regions.empty())
        json["regions"] = filter.regions;
    if (!filter.families.empty())
        json["families"] = filter.families;
    if (filter.tag)
        json["tag"] = {{filter.tag->first, filter.tag->second}};
    return text(json.dump());
}

QString insertStatement(const char *table, const QStringList &columns)
{
    QStringList names;
    for (const QString &column : columns)
        names << column;
    return QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
        .arg(name(table), names.join(QStringLiteral(", ")),
             QStringList(columns.size(), QStringLiteral("?")).join(QStringLiteral(", ")));
}

BillImportError failure(const char *table, const QSqlQuery &query)
{
    return BillImportError{false, DatabaseError{name(table), {}, {}, query.lastError().text()}};
}

// The import's own row; its id, or the time the same file was imported before.
Expected<qint64, BillImportError> insertImport(QSqlDatabase &database,
                                               const BillImportReport &report,
                                               const actuals::BillFilter &filter)
{
    using namespace schema::billImports;
    QSqlQuery insert(database);
    insert.prepare(insertStatement(kTable, {name(kFileName), name(kFileSha256), name(kFormat),
                                            name(kImportedAt), name(kImportedBy), name(kFilterJson),
                                            name(kRowsRead), name(kRowsUsed), name(kRowsSkipped),
                                            name(kRowsRejected)}));
    insert.addBindValue(report.fileName);
    insert.addBindValue(report.fileSha256);
    insert.addBindValue(QString::fromLatin1(actuals::nameOf(report.format).data()));
    insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    insert.addBindValue(RowAudit::sessionUser(database));
    insert.addBindValue(filterJson(filter));
    insert.addBindValue(report.rowsRead);
    insert.addBindValue(report.rowsUsed);
    insert.addBindValue(report.skippedTotal());
    insert.addBindValue(report.rowsRejected);
    if (!insert.exec())
        return Unexpected<BillImportError>{failure(kTable, insert)};
    return insert.lastInsertId().toLongLong();
}

std::optional<QString> importedBefore(QSqlDatabase &database, const QString &sha256)
{
    using namespace schema::billImports;
    QSqlQuery query(database);
    query.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ?")
                      .arg(name(kImportedAt), name(kTable), name(kFileSha256)));
    query.addBindValue(sha256);
    if (query.exec() && query.next())
        return query.value(0).toString();
    return std::nullopt;
}

std::optional<BillImportError> insertRows(QSqlDatabase &database, qint64 importId,
                                          const std::vector<actuals::ActualRow> &rows)
{
    using namespace schema::actuals;
    QSqlQuery insert(database);
    insert.prepare(insertStatement(
        kTable, {name(kImportId), name(kMonth), name(kProvider), name(kAccount), name(kRegion),
                 name(kInstanceType), name(kStack), name(kCommitmentId), name(kChargeKind),
                 name(kTagsJson), name(kInstanceHours), name(kAcceleratorHours), name(kBilledUsd),
                 name(kEffectiveUsd), name(kLines)}));
    for (const actuals::ActualRow &row : rows) {
        for (const QVariant &value :
             {QVariant(importId), QVariant(text(row.month)), QVariant(text(row.provider)),
              QVariant(text(row.account)), QVariant(text(row.region)),
              QVariant(text(row.instanceType)), QVariant(text(row.stack)),
              QVariant(text(row.commitmentId)),
              QVariant(QString::fromLatin1(actuals::nameOf(row.kind).data())),
              QVariant(text(row.tagsJson)), QVariant(row.instanceHours),
              QVariant(row.acceleratorHours), QVariant(row.billedUsd), QVariant(row.effectiveUsd),
              QVariant(row.lines)})
            insert.addBindValue(value);
        if (!insert.exec())
            return failure(kTable, insert);
    }
    return std::nullopt;
}

std::optional<BillImportError> insertCoverage(QSqlDatabase &database, qint64 importId,
                                              const std::vector<actuals::CommitmentCoverage> &all)
{
    using namespace schema::commitmentCoverage;
    QSqlQuery insert(database);
    insert.prepare(insertStatement(
        kTable, {name(kImportId), name(kMonth), name(kCommitmentId), name(kEffectiveUsd)}));
    for (const actuals::CommitmentCoverage &coverage : all) {
        insert.addBindValue(importId);
        insert.addBindValue(text(coverage.month));
        insert.addBindValue(text(coverage.commitmentId));
        insert.addBindValue(coverage.effectiveUsd);
        if (!insert.exec())
            return failure(kTable, insert);
    }
    return std::nullopt;
}

} // namespace

BillImportResult writeBill(CatalogDatabase &catalog, BillImportReport report,
                           const actuals::BillFilter &filter,
                           const actuals::BillAggregator &aggregator)
{
    QSqlDatabase &database = catalog.connection();
    TransactionGuard transaction(database);
    if (!transaction.began())
        return BillImportError{
            false,
            DatabaseError{name(schema::billImports::kTable), {}, {}, database.lastError().text()}};
    if (const auto before = importedBefore(database, report.fileSha256)) {
        transaction.rollback();
        report.importedBefore = *before;
        return report;
    }
    const auto importId = insertImport(database, report, filter);
    if (!importId) {
        transaction.fail();
        return importId.error();
    }
    const std::vector<actuals::ActualRow> rows = aggregator.rows();
    if (auto failed = insertRows(database, *importId, rows)) {
        transaction.fail();
        return *failed;
    }
    if (auto failed = insertCoverage(database, *importId, aggregator.coverage())) {
        transaction.fail();
        return *failed;
    }
    if (DatabaseStatus committed = transaction.commit(); !committed)
        return BillImportError{false, committed.error()};
    report.actualRows = qint64(rows.size());
    return report;
}

} // namespace acceldecide::db
