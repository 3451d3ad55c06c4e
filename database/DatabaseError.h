#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace acceldecide::db {

// A database problem as a value: database/ never shows dialogs or throws; callers
// decide how to tell the user. Names the table, row and field when they are known.
struct DatabaseError
{
    QString table;
    QString row; // a key or line number, when one applies
    QString field;
    QString message;

    QString toString() const
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
template <typename T> class DatabaseResult
{
public:
    DatabaseResult(T value) : m_value(std::move(value)) {}
    DatabaseResult(DatabaseError error) : m_error(std::move(error)) {}

    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const T &value() const { return *m_value; }
    T &value() { return *m_value; }
    const DatabaseError &error() const { return *m_error; }

private:
    std::optional<T> m_value;
    std::optional<DatabaseError> m_error;
};

// For operations with nothing to return: empty means success.
using DatabaseStatus = std::optional<DatabaseError>;

} // namespace acceldecide::db
