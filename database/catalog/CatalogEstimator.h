#pragma once

#include "core/performance/Measurement.h"
#include "core/performance/ModelCard.h"
#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>

#include <vector>

namespace acceldecide::db {

// What the estimator in use (core's EstimatorInUse) is calibrated on, as a catalog holds
// it: its models and a team's own measurements.
struct CatalogEstimatorInputs
{
    // Empty when the catalog's models are the built-in ones (the shipped seed): the
    // built-in estimator then stays in use unless the team brought measurements.
    std::vector<performance::ModelCard> models;
    std::vector<performance::Measurement> team;
};

// How the window and the command line make the estimator every engine uses the one the
// open catalog calls for. Reading is quick and must run on the connection's thread;
// calibrating takes a few hundred milliseconds and may run on any.
class CatalogEstimator
{
public:
    static DatabaseResult<CatalogEstimatorInputs> read(QSqlDatabase &database);
    // EstimatorInUse::use() with these inputs (the built-in estimator when both are empty).
    static void use(CatalogEstimatorInputs inputs);
    // read() then use(): for the command line, which has no window to keep painting.
    static DatabaseStatus useFrom(QSqlDatabase &database);
};

} // namespace acceldecide::db
