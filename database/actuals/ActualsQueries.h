#pragma once

#include "core/actuals/BillAggregator.h"
#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>

#include <vector>

namespace acceldecide::db {

// Every summed row of every bill imported, in month order: what a decision is held to
// (core's actualMonths reads them).
DatabaseResult<std::vector<actuals::ActualRow>> actualRows(QSqlDatabase &database);

// What each commitment covered, of every instance, as every import recorded it.
DatabaseResult<std::vector<actuals::CommitmentCoverage>> commitmentCoverage(QSqlDatabase &database);

} // namespace acceldecide::db
