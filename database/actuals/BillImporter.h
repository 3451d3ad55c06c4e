#pragma once

#include "core/actuals/BillFilter.h"
#include "database/actuals/BillImportReport.h"
#include "database/connection/CatalogDatabase.h"
#include "database/import/ImportReport.h"

#include <QCoreApplication>
#include <QString>

namespace acceldecide::db {

// A cloud bill export (FOCUS or CUR 2.0 CSV, plain or gzip) into the catalog, whole or not
// at all: streamed in constant memory through core's row readers, its accelerated lines
// summed (BillAggregator), then written in one transaction under the file's SHA-256, so
// that importing the same file again adds nothing. Text from the bill reaches SQL only as
// bound values.
class BillImporter
{
    Q_DECLARE_TR_FUNCTIONS(BillImporter)

public:
    static BillImportResult importFile(CatalogDatabase &catalog, const QString &path,
                                       actuals::BillFormat format,
                                       const actuals::BillFilter &filter,
                                       const ImportOptions &options = {});
};

} // namespace acceldecide::db
