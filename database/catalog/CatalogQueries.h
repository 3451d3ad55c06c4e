#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>
#include <QStringList>
#include <QVariant>

#include <functional>
#include <vector>

namespace acceldecide::db {

// A read-only listing: named columns and rows of plain values (NULL is an invalid
// QVariant). Front ends format it; nothing here knows about widgets or terminals.
struct CatalogListing
{
    QStringList columns;
    std::vector<QVariantList> rows;
};

// The catalog's listings for people: every price with its source's title and date,
// every chip spec with the source that states it, so disagreements stay visible.
class CatalogQueries
{
public:
    explicit CatalogQueries(QSqlDatabase database);

    // "instances", "accelerators", "prices", "benchmarks", "sources", "porting", "models",
    // "measurements".
    static QStringList listNames();
    // An unknown name is an error naming the valid ones.
    DatabaseResult<CatalogListing> list(const QString &name) const;

    DatabaseResult<CatalogListing> instances() const;
    DatabaseResult<CatalogListing> accelerators() const; // one row per spec observation
    DatabaseResult<CatalogListing> prices() const;
    DatabaseResult<CatalogListing> benchmarks() const;
    DatabaseResult<CatalogListing> sources() const;
    DatabaseResult<CatalogListing> porting() const;
    DatabaseResult<CatalogListing> models() const; // ordered by model id
    // A team's own, by accelerator, engine, model and id.
    DatabaseResult<CatalogListing> measurements() const;

    // Hands listing `name` over as it is fetched, a forward-only cursor, so that no more
    // than a row is held whatever the catalog's size: `columns` once, then `row` for each
    // row until it returns false. An unknown name is an error as for list().
    using ColumnsSink = std::function<void(const QStringList &columns)>;
    using RowSink = std::function<bool(const QVariantList &row)>;
    DatabaseStatus stream(const QString &name, const ColumnsSink &columns,
                          const RowSink &row) const;

private:
    DatabaseResult<CatalogListing> run(const char *table, const QString &statement) const;
    DatabaseStatus run(const char *table, const QString &statement, const ColumnsSink &columns,
                       const RowSink &row) const;

    QSqlDatabase m_database;
};

} // namespace acceldecide::db
