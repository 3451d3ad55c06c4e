#pragma once

#include "database/connection/DatabaseError.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace acceldecide::db {

// One version of a price, benchmark or scenario (schema::history).
struct HistoryEntry
{
    qint64 version = 0;
    QString action; // insert | update | delete | baseline
    QString changedBy;
    QString changedAt;          // ISO 8601 UTC
    QStringList changedColumns; // for a scenario's json also "json.<key>" per changed key
    QJsonObject values;         // column -> value after the change (before, for a delete)
};

// Keeps the history of the rows whose earlier versions matter (prices, benchmarks,
// scenarios): the repositories call it inside the transaction of each change, so a
// change and its history entry are written together or not at all.
//
// Usage around an UPDATE or DELETE: snapshot() before it, then recordChange() with the
// snapshot (after an UPDATE; before a DELETE). A row with no history yet (shipped,
// imported, or older than the history tables) first gets a "baseline" entry from the
// snapshot, so the version it had before the change is kept too.
class RowHistory
{
public:
    enum class Action
    {
        Insert,
        Update,
        Delete
    };

    static bool isTracked(const QString &table);
    static QString historyTable(const QString &table);

    // The row's stored values, column -> value; nullopt when there is no such row.
    static DatabaseResult<std::optional<QJsonObject>> snapshot(QSqlDatabase &database,
                                                               const QString &table, qint64 id);
    // Records the change just made to (or, for Delete, about to be made to) row `id`.
    // Does nothing for a table without history.
    static DatabaseStatus recordChange(QSqlDatabase &database, const QString &table, qint64 id,
                                       Action action, const std::optional<QJsonObject> &before);

    // Every recorded version of row `id`, newest first.
    static DatabaseResult<std::vector<HistoryEntry>> entries(QSqlDatabase &database,
                                                             const QString &table, qint64 id);
    // Version `version` of row `id`; an error naming both when it is not recorded.
    static DatabaseResult<HistoryEntry> entry(QSqlDatabase &database, const QString &table,
                                              qint64 id, qint64 version);

    // The columns whose values differ between two snapshots, leaving out the audit
    // columns (which change with every write); a scenario's JSON also by top-level key.
    static QStringList changedColumns(const QJsonObject &before, const QJsonObject &after);
};

} // namespace acceldecide::db
