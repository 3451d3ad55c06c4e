#pragma once

#include "CatalogDatabase.h"
#include "DatabaseError.h"
#include "ImportReport.h"

#include <QString>
#include <QStringList>

namespace acceldecide::db {

// The catalog as a directory of CSV files, one per table (format: CATALOG-CSV.md).
// Export then import into an empty catalog then export gives byte-identical files;
// importing into a catalog that already has some of the rows adds only the rest.
class CatalogCsv
{
public:
    // Every exported table, parents before the tables that reference them.
    static QStringList tables();

    // Writes DIR/<table>.csv for every table (creating DIR), from one consistent
    // snapshot of the catalog.
    static DatabaseStatus exportTo(CatalogDatabase &catalog, const QString &directory);

    // Reads DIR/<table>.csv for the tables whose file exists, in one transaction.
    // Refused, with nothing written, when no file is there or a header names a
    // column the table does not have. options.region keeps only that region's prices.
    static ImportReport importFrom(CatalogDatabase &catalog, const QString &directory,
                                   const ImportOptions &options = {});
};

} // namespace acceldecide::db
