#pragma once

#include "database/connection/DatabaseError.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <optional>

namespace acceldecide::db {

// The audit columns of one stored row (schema::audit).
struct RowStamp
{
    qint64 version = 0;
    QString createdBy;
    QString updatedBy;
    QString updatedAt; // ISO 8601 UTC
};

// How the repositories keep the audit columns of the rows people edit: who, when and
// which version. A change bumps row_version in the same UPDATE that writes it, and a
// writer that says which version it read only changes that version (optimistic
// concurrency): otherwise it gets a Conflict error naming who changed the row, rather
// than silently overwriting their change.
class RowAudit
{
public:
    // The name changes are recorded under: the login of a PostgreSQL session (its
    // current_user), the operating-system user for a file.
    static QString sessionUser(QSqlDatabase &database);
    static QString now();

    // For an UPDATE's SET list: the version bump, then two placeholders that
    // updateValues() fills.
    static QString updateAssignments();
    static QVariantList updateValues(const QString &user, const QString &at);
    // The columns and values an INSERT adds (created_by, updated_by, updated_at; the
    // version starts at its default, 1).
    static QStringList insertColumns();
    static QVariantList insertValues(const QString &user, const QString &at);
    // Appended to "WHERE id = ?" when the writer read version `readVersion`.
    static QString versionCondition();

    // Whether this session may change rows of `table` (a schema name): on a server, its
    // role's UPDATE privilege; a file's rows always (a read-only file fails on write).
    static bool mayUpdate(QSqlDatabase &database, const QString &table);

    // The stamp of row `id` of `table` (a schema name), nullopt when there is none.
    static DatabaseResult<std::optional<RowStamp>> stamp(QSqlDatabase &database,
                                                         const QString &table, qint64 id);
    // The Conflict error for row `id`, read at `readVersion`, now `stored` (nullopt:
    // deleted).
    static DatabaseError conflict(const QString &table, qint64 id, const QString &label,
                                  qint64 readVersion, const std::optional<RowStamp> &stored);
    // After an UPDATE guarded by versionCondition() changed nothing: the Conflict error
    // for the row as it is now stored, or a plain error when it cannot be read.
    static DatabaseError conflictAfterMiss(QSqlDatabase &database, const QString &table, qint64 id,
                                           const QString &label, qint64 readVersion);
};

} // namespace acceldecide::db
