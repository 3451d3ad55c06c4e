#pragma once

#include "database/catalog/CatalogEditorValidator.h"
#include "database/catalog/CatalogPageRequest.h"
#include "database/catalog/CatalogRow.h"
#include "database/catalog/RowAudit.h"
#include "database/catalog/RowHistory.h"
#include "database/connection/DatabaseError.h"
#include "database/pricing/PriceStandings.h"
#include "database/schema/CatalogTableSpec.h"

#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>

#include <utility>
#include <vector>

namespace acceldecide::db {

class CatalogDatabase;
class CatalogRowQuery;

// Reads and edits the catalog tables a person maintains (prices, instance types,
// accelerators and their specs, benchmarks, porting profiles, sources) for the catalog
// editor. Values are checked the way the CSV importer checks them (catalogcsv::describe
// and decode: type, NOT NULL), plus dates, closed lists, ranges and the existence of
// referenced rows; a refusal names the field and the value and leaves the row as it
// was. Every write runs in a transaction; statements are prepared. Errors are values.
class CatalogEditor
{
public:
    explicit CatalogEditor(CatalogDatabase &catalog);
    explicit CatalogEditor(QSqlDatabase database);

    static std::vector<CatalogTable> tables();
    std::vector<CatalogColumn> columns(CatalogTable table) const;
    int columnIndex(CatalogTable table, const QString &name) const;

    DatabaseResult<std::vector<CatalogRow>> rows(CatalogTable table) const;
    DatabaseResult<CatalogRow> row(CatalogTable table, qint64 id) const;
    // The rows with these ids, in the order given (ids without a row are left out).
    DatabaseResult<std::vector<CatalogRow>> rows(CatalogTable table,
                                                 const QList<qint64> &ids) const;
    // One page of rows in the requested order and filter (see CatalogPageRequest): the
    // editor's tables show a million prices without reading them all.
    DatabaseResult<std::vector<CatalogRow>> page(CatalogTable table,
                                                 const CatalogPageRequest &request) const;

    // The rows a Reference column may point at, as (id, label), ordered by label.
    DatabaseResult<std::vector<std::pair<qint64, QString>>>
    referenceChoices(const QString &referencedTable) const;

    // Stores `value` in one cell. Text for a number is parsed; a reference takes an id
    // or the referenced row's label; an empty value is NULL. With `readVersion` (the
    // row's stamp.version when it was read), a row someone else changed or deleted
    // since is not written: the error is a Conflict naming who and when.
    DatabaseStatus updateCell(CatalogTable table, qint64 rowId, const QString &column,
                              const QVariant &value,
                              std::optional<qint64> readVersion = std::nullopt);

    // Values a new row starts with: today's date, the first choice, the most recently
    // added source (usually the user's own) and placeholder names.
    DatabaseResult<QVariantMap> defaultValues(CatalogTable table) const;
    // Inserts a row from column -> value (checked like updateCell); returns its id.
    DatabaseResult<qint64> insertRow(CatalogTable table, const QVariantMap &values);
    // Whether rows of `table` keep their earlier versions (prices and benchmarks).
    static bool keepsHistory(CatalogTable table);
    // Every recorded version of row `rowId`, newest first (empty for other tables).
    DatabaseResult<std::vector<HistoryEntry>> history(CatalogTable table, qint64 rowId) const;
    // Where sources disagree on an on-demand price, which observation the engine uses and
    // which disagree with it (PriceStandings), by observation id.
    DatabaseResult<QHash<qint64, PriceStanding>> priceStandings() const
    {
        return PriceStandings::read(m_database);
    }
    // The same for one instance type and region: what a page of prices needs to mark
    // its rows without judging every price of the catalog.
    DatabaseResult<QHash<qint64, PriceStanding>> priceStandings(qint64 instanceTypeId,
                                                                const QString &region) const
    {
        return PriceStandings::read(m_database, instanceTypeId, region);
    }

    // Deletes a row unless other rows refer to it (the schema would cascade the delete
    // to them silently): then the message names the tables and counts.
    DatabaseStatus removeRow(CatalogTable table, qint64 rowId);

private:
    DatabaseResult<std::vector<CatalogRow>> select(CatalogTable table,
                                                   std::optional<qint64> id) const;
    DatabaseResult<std::vector<CatalogRow>> run(CatalogTable table, const CatalogRowQuery &rows,
                                                const QString &statement,
                                                const QVariantList &values, bool paged) const;
    mutable QSqlDatabase m_database;
    CatalogEditorValidator m_validator;
    // columns() by table: the schema does not change while a catalog is open (it is
    // migrated when opened), and asking the database costs a round trip per table.
    mutable QHash<int, std::vector<CatalogColumn>> m_columns;
};

} // namespace acceldecide::db
