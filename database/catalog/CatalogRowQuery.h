#pragma once

#include "database/catalog/CatalogPageRequest.h"
#include "database/catalog/CatalogRow.h"

#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <vector>

namespace acceldecide::db {

// The SELECT behind the catalog editor's rows: a table's columns, a reference's label,
// the cited source's title, kind and dates, and the vendor-claim flag, read into
// CatalogRow. One statement shape serves a single row, a list of ids and a page in any
// order, so every way the editor reads a row shows the same values.
class CatalogRowQuery
{
public:
    CatalogRowQuery(CatalogTable table, std::vector<CatalogColumn> columns);

    // "SELECT … FROM table t [LEFT JOIN sources src …]"; `extra` is one more field read
    // into CatalogRow::pageKey.
    QString select(const QString &extra = {}) const;
    CatalogRow read(const QSqlQuery &query, bool hasExtra = false) const;

    // The page's WHERE (without the word; empty for every row), ORDER BY and LIMIT,
    // appending the bound values in order. The sort field is select()'s `extra`.
    QString sortField(const CatalogPageRequest &request) const;
    QString pageConditions(const CatalogPageRequest &request, QVariantList &values) const;
    QString pageOrder(const CatalogPageRequest &request) const;

private:
    // The SQL expression a column's cell shows (over t and src), for sorting and filtering.
    QString expression(int column) const;
    QString vendorClaim() const;
    QString filterCondition(const CatalogPageRequest &request, QVariantList &values) const;

    CatalogTable m_table;
    std::vector<CatalogColumn> m_columns;
    bool m_hasSource = false;
    QString m_source; // alias of the source's row: src, or t for the sources table
};

} // namespace acceldecide::db
