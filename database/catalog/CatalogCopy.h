#pragma once

#include "database/connection/CatalogDatabase.h"
#include "database/connection/DatabaseError.h"

#include <QCoreApplication>

namespace acceldecide::db {

// Copies a whole catalog into another, between any two backends (a SQLite file and a
// PostgreSQL server, either way): every exported table (CatalogCsv's) and the decision
// records (DecisionCopy: PDFs and hashes byte for byte, superseding links), with the
// same ids, so scenarios' pinned price and benchmark ids and the records' links still
// point at the same rows.
//
// The target must hold no rows yet (open it with Seeding::Skip): ids can be kept only
// where nothing has taken them. Everything is written in one transaction on the target;
// a row that cannot be written leaves the target as it was.
class CatalogCopy
{
    Q_DECLARE_TR_FUNCTIONS(CatalogCopy)

public:
    // The number of rows copied.
    static DatabaseResult<qint64> copy(CatalogDatabase &source, CatalogDatabase &target);
};

} // namespace acceldecide::db
