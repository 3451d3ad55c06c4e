#pragma once

#include "core/actuals/BillAggregator.h"
#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>

namespace acceldecide::db {

// Every instance type of the catalog with accelerators, with its stack and count: what a
// bill's lines are kept against (a line of any other instance type is not the decision's).
DatabaseResult<actuals::AcceleratedInstances> acceleratedInstances(QSqlDatabase &database);

} // namespace acceldecide::db
