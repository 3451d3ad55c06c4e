#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>
#include <QString>

namespace acceldecide::db {

// Whole-database copies through SQLite's online backup API
// (https://www.sqlite.org/backup.html): a consistent snapshot even while the source
// is open, including pages still in its -wal file, which a plain file copy would miss.
// The copy is written next to `destination` and renamed into place only when
// complete, so a crash never leaves a half-written backup under the final name.
class SqliteBackup
{
public:
    // Copies the database behind an open Qt QSQLITE connection.
    static DatabaseStatus copy(QSqlDatabase &source, const QString &destination);
    // Copies a database file (opened read-only) to `destination`.
    static DatabaseStatus copyFile(const QString &source, const QString &destination);
};

} // namespace acceldecide::db
