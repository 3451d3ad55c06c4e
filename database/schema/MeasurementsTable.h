#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>
#include <QStringList>

namespace acceldecide::db {

// Version 11 (and createDB()): the measurements table (schema::measurements), a team's own
// benchmark results. Its own file, as the models table has, because SchemaMigrator.cpp is at
// its size limit.
DatabaseStatus createMeasurementsTable(QSqlDatabase &database);

// The names the table's CHECKs allow, core's own (nameOf(MeasuredMetric), nameOf(DataType)),
// so that the schema, the catalog editor's choices and the importer agree.
QStringList measuredMetricNames();
QStringList dataTypeNames();

} // namespace acceldecide::db
