#pragma once

#include "database/connection/CatalogDatabase.h"
#include "database/connection/DatabaseError.h"
#include "database/import/ImportReport.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <vector>

namespace acceldecide::db {

// One table's CSV content for CatalogCsv::importFiles.
struct CatalogCsvFile
{
    QString table;               // one of CatalogCsv::tables()
    QString name;                // how messages name the file (a directory import: its path)
    QIODevice *device = nullptr; // opened read-only by the import unless already open
    // CsvReader's buffer; 0 is its default (1 MiB). The fuzz target reads through small
    // buffers: cheaper per file, and rows then cross buffer refills.
    qsizetype bufferSize = 0;
};

// The catalog as a directory of CSV files, one per table (format: CATALOG-CSV.md).
// Export then import into an empty catalog then export gives byte-identical files;
// importing into a catalog that already has some of the rows adds only the rest.
class CatalogCsv
{
    // Its refusals, rejections and summary are shown to the user.
    Q_DECLARE_TR_FUNCTIONS(CatalogCsv)

public:
    // Every exported table, parents before the tables that reference them.
    static QStringList tables();

    // Writes DIR/<table>.csv for every table (creating DIR), from one consistent
    // snapshot of the catalog, and DIR/decisions.csv: the decision records without their
    // PDFs (the hash is there), for reading. The import does not read it back -- a
    // record is incomplete without its report; `catalog copy` carries whole records.
    static DatabaseStatus exportTo(CatalogDatabase &catalog, const QString &directory);

    // Reads DIR/<table>.csv for the tables whose file exists, in one transaction.
    // Refused, with nothing written, when no file is there or a header names a
    // column the table does not have. options.region keeps only that region's prices.
    static ImportReport importFrom(CatalogDatabase &catalog, const QString &directory,
                                   const ImportOptions &options = {});

    // The same import over files already at hand (importFrom opens DIR's files and
    // calls this; the fuzz target passes buffers): read in tables() order whatever the
    // order given, each header checked before anything is written; report.source is
    // `source`. Refused when `files` is empty or names a table twice or one that is not
    // exported.
    static ImportReport importFiles(CatalogDatabase &catalog,
                                    const std::vector<CatalogCsvFile> &files, const QString &source,
                                    const ImportOptions &options = {});
};

} // namespace acceldecide::db
