#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>

namespace acceldecide::db {

// Brings a catalog to schema::kCurrentVersion, qBittorrent style: a new file gets
// createDB() (the current schema in one step); an older one gets the cumulative
// updateDB(fromVersion) steps. Either runs inside one transaction together with the
// PRAGMA user_version bump, so a crash leaves the old version intact.
class SchemaMigrator
{
public:
    static DatabaseResult<int> version(const QSqlDatabase &database);
    // Refuses a file from a newer schema (it is never downgraded or overwritten).
    static DatabaseStatus migrate(QSqlDatabase &database);

private:
    static DatabaseStatus createDB(QSqlDatabase &database);
    static DatabaseStatus updateDB(QSqlDatabase &database, int fromVersion);
};

} // namespace acceldecide::db
