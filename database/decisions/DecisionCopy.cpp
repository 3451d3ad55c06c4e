#include "database/decisions/DecisionCopy.h"

#include "database/connection/SqlDialect.h"
#include "database/schema/CatalogSchema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace acceldecide::db {

QStringList DecisionCopy::columns(bool withReport)
{
    using namespace schema;
    using namespace schema::decisions;
    QStringList names;
    for (const char *column :
         {kId, kScenarioName, kScenarioJson, kRecommendedOption, kChosenOption, kReason, kDecidedAt,
          kDecidedBy, kRecordedBy, kRecordedAt, kRationale, kReviewDate, kCatalogDiscounts,
          kReportPdf, kReportSha256, kSupersedes}) {
        if (withReport || qstrcmp(column, kReportPdf) != 0)
            names << name(column);
    }
    return names;
}

DatabaseResult<qint64> DecisionCopy::copy(QSqlDatabase &source, QSqlDatabase &target)
{
    const QString table = schema::name(schema::decisions::kTable);
    const QStringList names = columns();
    QSqlQuery read(source);
    read.setForwardOnly(true);
    // Column and table names are the schema's own, never data.
    if (!read.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                       .arg(names.join(QStringLiteral(", ")), table, schema::name(schema::kId))))
        return DatabaseError{table, {}, {}, read.lastError().text()};
    QStringList placeholders;
    for (qsizetype i = 0; i < names.size(); ++i)
        placeholders << QStringLiteral("?");
    QSqlQuery insert(target);
    if (!insert.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                            .arg(table, names.join(QStringLiteral(", ")),
                                 placeholders.join(QStringLiteral(", ")))))
        return DatabaseError{table, {}, {}, insert.lastError().text()};
    const int pdf = int(names.indexOf(schema::name(schema::decisions::kReportPdf)));
    qint64 written = 0;
    while (read.next()) {
        for (int i = 0; i < names.size(); ++i) {
            QVariant value = read.value(i);
            // Bound as bytes on either side: PostgreSQL's bytea and SQLite's BLOB.
            if (i == pdf)
                value = QVariant(value.toByteArray());
            insert.bindValue(i, value);
        }
        if (!insert.exec())
            return DatabaseError{table,
                                 read.value(0).toString(),
                                 {},
                                 tr("cannot copy decision record %1: %2")
                                     .arg(read.value(0).toString(), insert.lastError().text())};
        ++written;
    }
    if (written > 0) {
        const SqlDialect dialect = SqlDialect::of(target);
        if (DatabaseStatus synced = dialect.syncIds(target, table); !synced)
            return synced.error();
    }
    return written;
}

} // namespace acceldecide::db
