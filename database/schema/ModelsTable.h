#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>

namespace acceldecide::db {

// Version 10 (and createDB()): the models table (schema::models), the published shapes of
// LLMs. Its own file because SchemaMigrator.cpp is at its size limit.
DatabaseStatus createModelsTable(QSqlDatabase &database);

} // namespace acceldecide::db
