#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlError>

namespace acceldecide::db {

// Which DatabaseError::Kind a SQLite error is (from its result code), so that a write
// that fails because another program holds the lock or the file is write-protected
// says so, whichever statement hit it.
DatabaseError::Kind sqliteErrorKind(const QSqlError &error);

// A DatabaseError for `error` with its kind set and, for the kinds a user can act on,
// a sentence saying what to do; the message starts with "context: " unless it is empty.
// A PostgreSQL server's "permission denied" becomes ReadOnly, naming the role needed.
DatabaseError sqliteError(const QSqlError &error, const QString &context);

} // namespace acceldecide::db
