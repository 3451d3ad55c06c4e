#pragma once

#include "core/performance/Measurement.h"
#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>

#include <vector>

namespace acceldecide::db {

// A team's own measurements (schema::measurements) as core's Measurement, origin Team, for
// the estimator in use: what `catalog import --format vllm-bench|...` and File → Import
// Benchmark Results wrote, and rows typed into the catalog editor.
class TeamMeasurements
{
public:
    explicit TeamMeasurements(QSqlDatabase database);

    // Every measurement, ordered by its id. A row whose data type or metric core does not
    // know (the schema's CHECKs allow only core's names) is an error naming it.
    DatabaseResult<std::vector<performance::Measurement>> all() const;

private:
    QSqlDatabase m_database;
};

} // namespace acceldecide::db
