#include "database/catalog/CatalogCopy.h"

#include "database/decisions/DecisionCopy.h"
#include "database/import/CatalogCsv.h"
#include "database/schema/CatalogSchema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QVariant>

namespace acceldecide::db {

namespace {

DatabaseResult<qint64> rowCount(CatalogDatabase &catalog)
{
    qint64 rows = 0;
    QStringList tables = CatalogCsv::tables();
    tables << schema::name(schema::decisions::kTable);
    for (const QString &table : tables) {
        QSqlQuery query(catalog.connection());
        // The table names are the schema's own list, never data.
        if (!query.exec(QStringLiteral("SELECT count(*) FROM %1").arg(table)) || !query.next())
            return DatabaseError{table, {}, {}, query.lastError().text()};
        rows += query.value(0).toLongLong();
    }
    return rows;
}

} // namespace

DatabaseResult<qint64> CatalogCopy::copy(CatalogDatabase &source, CatalogDatabase &target)
{
    const DatabaseResult<qint64> existing = rowCount(target);
    if (!existing)
        return existing.error();
    if (existing.value() > 0)
        return DatabaseError{{},
                             {},
                             {},
                             tr("%1 already holds %2 rows; a copy keeps every id, so it needs "
                                "an empty catalog")
                                 .arg(target.path())
                                 .arg(existing.value())};
    // Through the catalog CSV format, whose round trip is exact: one snapshot of the
    // source, then one all-or-nothing import that keeps each row's id.
    QTemporaryDir directory;
    if (!directory.isValid())
        return DatabaseError{
            {}, {}, {}, tr("cannot create a temporary folder: %1").arg(directory.errorString())};
    if (DatabaseStatus exported = CatalogCsv::exportTo(source, directory.path()); !exported)
        return exported.error();
    ImportOptions options;
    options.exactCopy = true;
    // Decision records keep their PDFs as bytes, which CSV does not carry: they go from
    // table to table, in the import's transaction.
    options.alsoWrite = [&source](QSqlDatabase &target) {
        return DecisionCopy::copy(source.connection(), target);
    };
    const ImportReport report = CatalogCsv::importFrom(target, directory.path(), options);
    if (report.refused || report.cancelled)
        return DatabaseError{
            {}, {}, {}, tr("nothing was copied into %1: %2").arg(target.path(), report.message)};
    return report.rowsImported;
}

} // namespace acceldecide::db
