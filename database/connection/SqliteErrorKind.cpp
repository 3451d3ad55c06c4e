#include "database/connection/SqliteErrorKind.h"

#include "database/server/ServerRoles.h"

#include <QCoreApplication>

namespace acceldecide::db {

namespace {

// Primary SQLite result codes (https://www.sqlite.org/rescode.html); QSQLITE reports
// them, possibly extended (code | n << 8), as the native error code.
constexpr int kBusy = 5;
constexpr int kLocked = 6;
constexpr int kReadOnly = 8;
constexpr int kCorrupt = 11;
constexpr int kNotADatabase = 26;

} // namespace

DatabaseError::Kind sqliteErrorKind(const QSqlError &error)
{
    bool isNumber = false;
    const int code = error.nativeErrorCode().toInt(&isNumber) & 0xff;
    if (!isNumber)
        return DatabaseError::Kind::General;
    switch (code) {
    case kBusy:
    case kLocked:
        return DatabaseError::Kind::Locked;
    case kReadOnly:
        return DatabaseError::Kind::ReadOnly;
    case kCorrupt:
        return DatabaseError::Kind::Damaged;
    case kNotADatabase:
        return DatabaseError::Kind::NotACatalog;
    default:
        return DatabaseError::Kind::General;
    }
}

DatabaseError sqliteError(const QSqlError &error, const QString &contextText)
{
    const QString context = contextText.isEmpty() ? QString() : contextText + QStringLiteral(": ");
    // A team catalog's server refusing a write for the user's role: say which role it
    // needs (ReadOnly: the ways out are the same as for a write-protected file).
    if (const QString refused = ServerRoles::permissionMessage(error); !refused.isEmpty())
        return DatabaseError{{}, {}, {}, context + refused, DatabaseError::Kind::ReadOnly};
    DatabaseError result{{}, {}, {}, context + error.text()};
    result.kind = sqliteErrorKind(error);
    switch (result.kind) {
    case DatabaseError::Kind::Locked:
        result.message = context + QCoreApplication::translate(
                                       "SqliteErrorKind",
                                       "the catalog is locked by another program (another "
                                       "AccelDecide or a sqlite3 shell is writing to it); close "
                                       "it and try again, or open the catalog read-only");
        break;
    case DatabaseError::Kind::ReadOnly:
        result.message = context + QCoreApplication::translate(
                                       "SqliteErrorKind", "the catalog is open read-only; choose a "
                                                          "writable catalog to save changes");
        break;
    case DatabaseError::Kind::Damaged:
        result.message =
            context + QCoreApplication::translate("SqliteErrorKind",
                                                  "the catalog file is damaged (%1); restore "
                                                  "it from an automatic backup")
                          .arg(error.databaseText());
        break;
    default:
        break;
    }
    return result;
}

} // namespace acceldecide::db
