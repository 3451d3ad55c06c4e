#pragma once

#include "core/model/Expected.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace acceldecide::db {

// A row someone else changed (or deleted) after this session read it: what a save that
// would have overwritten their change reports instead, so the caller can offer to
// reload, overwrite or save a copy.
struct RowConflict
{
    QString table;
    qint64 id = 0;
    QString label;            // how people name the row (a scenario's name), may be empty
    qint64 readVersion = 0;   // the row_version this session read
    qint64 storedVersion = 0; // the row_version stored now; 0 when the row was deleted
    QString changedBy;        // who wrote the stored version (empty when nobody is known)
    QString changedAt;        // when, ISO 8601 UTC

    bool deleted() const { return storedVersion == 0; }
};

// A database problem as a value: database/ never shows dialogs or throws; callers
// decide how to tell the user. Names the table, row and field when they are known.
struct DatabaseError
{
    // What kind of problem, so a caller can offer the right way out (open read-only,
    // restore a backup, choose another file) without parsing the message.
    enum class Kind
    {
        General,
        NotACatalog,  // empty, random bytes, not SQLite, or another application's database
        Damaged,      // SQLite says malformed, or the file is shorter than its header says
        NewerSchema,  // written by a newer AccelDecide: never downgraded or overwritten
        ReadOnly,     // the file (or its folder) is write-protected
        Locked,       // another connection holds the write lock
        BackupFailed, // a migration needs a backup first, and it could not be written
        Conflict,     // the row changed since it was read; `conflict` says how
        Unreachable,  // a catalog server that did not answer (or refused the login)
    };

    QString table;
    QString row; // a key or line number, when one applies
    QString field;
    QString message;
    Kind kind = Kind::General;
    std::optional<RowConflict> conflict = std::nullopt; // set with Kind::Conflict
    // Further problems found with this one (every catalog field a scenario leaves
    // unresolved, say, not only the first), each naming its own field.
    std::vector<DatabaseError> further = {};

    // A problem with one field of the scenario's option `index` ("options[2].throughput").
    static DatabaseError atOption(std::size_t index, const char *field, QString message)
    {
        return DatabaseError{QStringLiteral("options"), QString::number(index),
                             QString::fromLatin1(field), std::move(message)};
    }

    // The first problem, and any further ones, the first at the front: `errors` must
    // not be empty.
    static DatabaseError combined(std::vector<DatabaseError> errors)
    {
        DatabaseError first = std::move(errors.front());
        for (std::size_t i = 1; i < errors.size(); ++i)
            first.further.push_back(std::move(errors[i]));
        return first;
    }

    // This problem and every further one, each where it is and what: one line each.
    QStringList lines() const
    {
        QStringList all{located()};
        for (const DatabaseError &other : further)
            all << other.lines();
        return all;
    }

    // Every problem in one line, "; " between them.
    QString toString() const { return lines().join(QStringLiteral("; ")); }

private:
    QString located() const
    {
        QString where = table;
        if (!row.isEmpty())
            where += QStringLiteral("[%1]").arg(row);
        if (!field.isEmpty())
            where += (where.isEmpty() ? QString() : QStringLiteral(".")) + field;
        return where.isEmpty() ? message : where + QStringLiteral(": ") + message;
    }
};

// The result of an operation that yields a T or fails with a DatabaseError.
template <typename T> using DatabaseResult = Expected<T, DatabaseError>;

// For operations with nothing to return: `return {};` succeeds, `if (!status)` tests for
// failure and status.error() says why, as for every other Expected.
using DatabaseStatus = Expected<void, DatabaseError>;

} // namespace acceldecide::db
