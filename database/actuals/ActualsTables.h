#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>

namespace acceldecide::db {

// Version 12 (and createDB()): the bill_imports, actuals and commitment_coverage tables
// (schema::billImports, schema::actuals, schema::commitmentCoverage). Imported rows only,
// never edited: a wrong import is deleted whole, with its rows (ON DELETE CASCADE).
DatabaseStatus createActualsTables(QSqlDatabase &database);

} // namespace acceldecide::db
