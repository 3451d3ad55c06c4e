#pragma once

#include "core/actuals/BillAggregator.h"
#include "database/actuals/BillImportReport.h"
#include "database/connection/CatalogDatabase.h"

namespace acceldecide::db {

// Writes a read bill (its summed rows and commitment coverage) in one transaction under
// the file's SHA-256, or reports when that file was imported before (nothing written).
// `report` gives the file's name, hash and counts; the returned report adds what was
// written.
BillImportResult writeBill(CatalogDatabase &catalog, BillImportReport report,
                           const actuals::BillFilter &filter,
                           const actuals::BillAggregator &aggregator);

} // namespace acceldecide::db
