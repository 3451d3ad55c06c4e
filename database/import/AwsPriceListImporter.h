#pragma once

#include "database/import/ImportReport.h"

#include <QIODevice>
#include <QString>

namespace acceldecide::db {

class CatalogDatabase;

// Imports an AWS Price List EC2 offer CSV (the per-region index.csv, ~300 MB for
// us-east-1) into the catalog: on-demand and reserved Linux prices of the accelerator
// families (trn, inf, p, g, dl), as observations of a "price_list" source named after
// the file's version and dated by its Publication Date. Streams the file in constant
// memory; everything is written in one transaction, so a refused file, a database
// error or a cancellation leaves the catalog as it was. Re-importing the same file
// adds nothing (the observations' identity index ignores rows already present).
// Older price lists without the CapacityStatus, MarketOption or Pre Installed S/W
// column import too, those filters passing every row; the report's filtersNotInFile
// names them. Any other missing required column refuses the file, naming it.
class AwsPriceListImporter
{
public:
    static ImportReport import(CatalogDatabase &catalog, QIODevice &device,
                               const ImportOptions &options = {});
    static ImportReport import(CatalogDatabase &catalog, const QString &path,
                               const ImportOptions &options = {});
};

} // namespace acceldecide::db
