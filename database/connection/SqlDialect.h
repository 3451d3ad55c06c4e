#pragma once

#include "database/connection/DatabaseError.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

#include <vector>

namespace acceldecide::db {

// Everything in which the catalog's SQL differs between SQLite (a file) and PostgreSQL
// (a team's server), in one place: the rest of database/ writes one statement for both
// and asks here only for the few words that differ. Identifiers passed in come from
// CatalogSchema.h, never from data; every value stays a bound parameter.
class SqlDialect
{
public:
    enum class Backend
    {
        Sqlite,
        PostgreSql
    };

    explicit SqlDialect(Backend backend) : m_backend(backend) {}
    // The dialect of an open connection, from its Qt driver (QSQLITE or QPSQL).
    static SqlDialect of(const QSqlDatabase &database);

    Backend backend() const { return m_backend; }
    bool isPostgreSql() const { return m_backend == Backend::PostgreSql; }

    // --- schema definitions ---
    // The id column: SQLite's rowid alias; an identity column on PostgreSQL that still
    // takes explicit ids (a copy or import keeps them; see syncIds()).
    QString idColumn() const;
    // A column's SQLite type and constraints ("REAL NOT NULL", "INTEGER REFERENCES …")
    // in this dialect: PostgreSQL's REAL is single precision and its INTEGER 32-bit, so
    // they become DOUBLE PRECISION and BIGINT.
    QString columnType(const QString &definition) const;
    // IFNULL(x, y) on SQLite (as every existing catalog file's indexes say), COALESCE
    // on PostgreSQL.
    QString ifNull(const QString &expression, const QString &fallback) const;
    // "a IS ?" compares NULLs as equal on SQLite; PostgreSQL spells it out.
    QString nullSafeEquals(const QString &column) const;
    // "INSERT OR IGNORE INTO" on SQLite (which also passes over NOT NULL and CHECK
    // failures, as it always has), "INSERT INTO" on PostgreSQL with ignoreSuffix()
    // appended: a row that would duplicate a unique key is left out.
    QString insertOrIgnore() const;
    QString ignoreSuffix() const;
    // Appended to an INSERT whose new id insertedId() reads afterwards: Qt's QPSQL
    // driver has no lastInsertId() for identity columns, so PostgreSQL returns it.
    QString returningId() const;
    qint64 insertedId(QSqlQuery &insert) const;

    // Appended to "INSERT … ON CONFLICT (key) DO UPDATE …": any other uniqueness
    // conflict does nothing. SQLite says so in a second clause; PostgreSQL allows one
    // clause, so there execTolerating() turns the conflict's error into "nothing done".
    QString otherConflictsDoNothing() const;
    // Runs a prepared statement that may fail without spoiling the transaction around it:
    // PostgreSQL aborts a transaction at its first error, so there the statement runs
    // inside a savepoint rolled back on failure. query.lastError() is the statement's.
    bool execTolerating(QSqlDatabase &database, QSqlQuery &query) const;
    // The same around a whole unit of work (an import's row): begin, then keep or undo.
    // No-ops on SQLite, whose failed statement leaves the transaction usable.
    void beginAttempt(QSqlDatabase &database) const;
    void endAttempt(QSqlDatabase &database, bool keep) const;
    // Whether an error is a UNIQUE or PRIMARY KEY conflict.
    bool isUniqueViolation(const QSqlError &error) const;

    // Two expressions equal, NULL equal to NULL ("a IS b" on SQLite).
    QString sameValue(const QString &left, const QString &right) const;
    // The aggregate joining `expression`'s values with `separator` (an SQL literal).
    QString groupConcat(const QString &expression, const QString &separator) const;

    // The order rows were added in, for exports: SQLite's rowid; the id (or, for a
    // table without one, its primary key) on PostgreSQL.
    QString insertionOrder(const QString &table) const;
    // What a lookup selects to name a row it found: SQLite's rowid; on PostgreSQL the id,
    // or a constant for a table without one (only whether the row exists matters then).
    QString rowKey(bool tableHasId) const;

    // --- the catalog's identity and schema version ---
    // SQLite keeps them in the file header (PRAGMA user_version, application_id); a
    // PostgreSQL database in the catalog_schema table.
    DatabaseResult<int> schemaVersion(QSqlDatabase &database) const;
    DatabaseStatus setSchemaVersion(QSqlDatabase &database, int version) const;
    DatabaseResult<int> applicationId(QSqlDatabase &database) const;
    DatabaseStatus setApplicationId(QSqlDatabase &database, int id) const;
    // Inside the migration's transaction: makes a second client that migrates at the
    // same moment wait until this one committed (PostgreSQL: an advisory transaction
    // lock; SQLite's write lock already does this).
    DatabaseStatus lockForMigration(QSqlDatabase &database) const;

    // --- introspection ---
    struct Column
    {
        QString name;
        QString type; // as declared (SQLite) or information_schema's data_type
        bool notNull = false;
        bool hasDefault = false; // a DEFAULT, or an identity column
        bool inPrimaryKey = false;
    };
    struct TableShape
    {
        std::vector<Column> columns;         // in the schema's order
        QHash<QString, QString> foreignKeys; // column -> referenced table
        std::vector<QStringList> uniqueKeys; // UNIQUE constraints over plain columns
    };
    // A table as the database describes it, so callers follow the schema without a
    // second list of columns. `table` is one of the schema's names.
    TableShape describe(QSqlDatabase &database, const QString &table) const;
    // The user tables of the catalog's database (not the dialect's own bookkeeping).
    DatabaseResult<QStringList> tables(QSqlDatabase &database) const;
    // After rows were inserted with explicit ids: the next generated id follows them.
    DatabaseStatus syncIds(QSqlDatabase &database, const QString &table) const;

    // PostgreSQL's table of the schema version and application id.
    static constexpr char kSchemaTable[] = "catalog_schema";

private:
    Backend m_backend;
};

} // namespace acceldecide::db
