#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>

namespace acceldecide::db {

// Version 13 (and createDB()): the spot_advisor table (schema::spotAdvisor), the AWS Spot
// Instance Advisor's interruption buckets and savings. Its own file, as the measurements
// table has, because SchemaMigrator.cpp is at its size limit. Imported rows only: no
// seed_key, no audit columns (nobody types them; a wrong import is imported again).
DatabaseStatus createSpotAdvisorTable(QSqlDatabase &database);

} // namespace acceldecide::db
