#include "database/catalog/RowHistory.h"

#include "database/catalog/RowAudit.h"
#include "database/connection/SqlDialect.h"
#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <algorithm>

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

DatabaseError failure(const QString &table, qint64 id, const QSqlQuery &query)
{
    return DatabaseError{table, QString::number(id), {}, query.lastError().text()};
}

QString actionName(RowHistory::Action action)
{
    switch (action) {
    case RowHistory::Action::Insert:
        return QStringLiteral("insert");
    case RowHistory::Action::Update:
        return QStringLiteral("update");
    case RowHistory::Action::Delete:
        break;
    }
    return QStringLiteral("delete");
}

// Columns whose change says nothing about the row's content.
bool isBookkeeping(const QString &column)
{
    return column == QLatin1String(audit::kRowVersion) ||
           column == QLatin1String(audit::kCreatedBy) ||
           column == QLatin1String(audit::kUpdatedBy) ||
           column == QLatin1String(audit::kUpdatedAt) ||
           column == QLatin1String(scenarios::kModified);
}

QJsonObject parseObject(const QJsonValue &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

struct Insert
{
    qint64 version;
    QString action;
    QString by;
    QString at;
    QStringList changed;
    QJsonObject values;
};

DatabaseStatus insertEntry(QSqlDatabase &database, const QString &table, qint64 id,
                           const Insert &entry)
{
    QSqlQuery insert(database);
    insert.prepare(QStringLiteral("INSERT INTO %1 (%2, %3, %4, %5, %6, %7, %8) VALUES (?, ?, ?, "
                                  "?, ?, ?, ?)")
                       .arg(RowHistory::historyTable(table), name(history::kRowId),
                            name(history::kRowVersion), name(history::kAction),
                            name(history::kChangedBy), name(history::kChangedAt),
                            name(history::kChangedColumns), name(history::kValues)));
    insert.addBindValue(id);
    insert.addBindValue(entry.version);
    insert.addBindValue(entry.action);
    insert.addBindValue(entry.by.isEmpty() ? QVariant() : QVariant(entry.by));
    insert.addBindValue(entry.at.isEmpty() ? RowAudit::now() : entry.at);
    insert.addBindValue(entry.changed.join(QLatin1Char(',')));
    insert.addBindValue(
        QString::fromUtf8(QJsonDocument(entry.values).toJson(QJsonDocument::Compact)));
    if (!insert.exec())
        return failure(table, id, insert);
    return {};
}

} // namespace

bool RowHistory::isTracked(const QString &table)
{
    return std::any_of(std::begin(history::kTables), std::end(history::kTables),
                       [&](const char *tracked) { return table == QLatin1String(tracked); });
}

QString RowHistory::historyTable(const QString &table)
{
    return table + QLatin1String(history::kSuffix);
}

DatabaseResult<std::optional<QJsonObject>> RowHistory::snapshot(QSqlDatabase &database,
                                                                const QString &table, qint64 id)
{
    QSqlQuery query(database);
    // `table` is one of the schema's names, never data.
    query.prepare(QStringLiteral("SELECT * FROM %1 WHERE %2 = ?").arg(table, name(kId)));
    query.addBindValue(id);
    if (!query.exec())
        return failure(table, id, query);
    if (!query.next())
        return std::optional<QJsonObject>();
    QJsonObject values;
    const QSqlRecord record = query.record();
    for (int i = 0; i < record.count(); ++i)
        values.insert(record.fieldName(i),
                      query.isNull(i) ? QJsonValue() : QJsonValue::fromVariant(query.value(i)));
    return std::optional<QJsonObject>(values);
}

QStringList RowHistory::changedColumns(const QJsonObject &before, const QJsonObject &after)
{
    QStringList changed;
    QStringList keys = after.keys();
    for (const QString &key : before.keys()) {
        if (!keys.contains(key))
            keys << key;
    }
    for (const QString &column : keys) {
        if (isBookkeeping(column) || before.value(column) == after.value(column))
            continue;
        changed << column;
        if (column != QLatin1String(scenarios::kJson))
            continue;
        // A scenario is one JSON document: say which of its parts changed.
        const QJsonObject was = parseObject(before.value(column));
        const QJsonObject now = parseObject(after.value(column));
        QStringList sorted = was.keys();
        for (const QString &part : now.keys()) {
            if (!was.contains(part))
                sorted << part;
        }
        std::sort(sorted.begin(), sorted.end());
        for (const QString &part : sorted) {
            if (was.value(part) != now.value(part))
                changed << column + QLatin1Char('.') + part;
        }
    }
    return changed;
}

DatabaseStatus RowHistory::recordChange(QSqlDatabase &database, const QString &table, qint64 id,
                                        Action action, const std::optional<QJsonObject> &before)
{
    if (!isTracked(table))
        return {};
    const QString user = RowAudit::sessionUser(database);
    const QString now = RowAudit::now();
    QSqlQuery known(database);
    known.prepare(QStringLiteral("SELECT count(*) FROM %1 WHERE %2 = ?")
                      .arg(historyTable(table), name(history::kRowId)));
    known.addBindValue(id);
    if (!known.exec() || !known.next())
        return failure(table, id, known);
    const bool hasHistory = known.value(0).toLongLong() > 0;
    known.finish();
    const QString version = name(audit::kRowVersion);
    if (before && !hasHistory && action != Action::Insert) {
        // The version this change replaces, kept as it was.
        const QJsonObject &was = *before;
        const QString by = was.value(name(audit::kUpdatedBy)).toString();
        if (DatabaseStatus status =
                insertEntry(database, table, id,
                            {was.value(version).toVariant().toLongLong(),
                             QStringLiteral("baseline"),
                             by.isEmpty() ? was.value(name(audit::kCreatedBy)).toString() : by,
                             was.value(name(audit::kUpdatedAt)).toString(),
                             {},
                             was});
            !status)
            return status;
    }
    if (action == Action::Delete) {
        if (!before)
            return {};
        return insertEntry(database, table, id,
                           {before->value(version).toVariant().toLongLong() + 1,
                            actionName(action),
                            user,
                            now,
                            {},
                            *before});
    }
    const DatabaseResult<std::optional<QJsonObject>> after = snapshot(database, table, id);
    if (!after)
        return after.error();
    if (!after.value())
        return DatabaseError{table,
                             QString::number(id),
                             {},
                             QCoreApplication::translate("RowHistory", "the row is gone")};
    const QJsonObject &current = *after.value();
    return insertEntry(database, table, id,
                       {current.value(version).toVariant().toLongLong(), actionName(action),
                        current.value(name(audit::kUpdatedBy)).toString(),
                        current.value(name(audit::kUpdatedAt)).toString(),
                        changedColumns(before.value_or(QJsonObject()), current), current});
}

DatabaseResult<std::vector<HistoryEntry>> RowHistory::entries(QSqlDatabase &database,
                                                              const QString &table, qint64 id)
{
    if (!isTracked(table))
        return std::vector<HistoryEntry>();
    QSqlQuery query(database);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT %1, %2, %3, %4, %5, %6 FROM %7 WHERE %8 = ? ORDER BY %1 "
                                 "DESC, %9 DESC")
                      .arg(name(history::kRowVersion), name(history::kAction),
                           name(history::kChangedBy), name(history::kChangedAt),
                           name(history::kChangedColumns), name(history::kValues),
                           historyTable(table), name(history::kRowId), name(kId)));
    query.addBindValue(id);
    if (!query.exec())
        return failure(table, id, query);
    std::vector<HistoryEntry> result;
    while (query.next()) {
        HistoryEntry entry;
        entry.version = query.value(0).toLongLong();
        entry.action = query.value(1).toString();
        entry.changedBy = query.value(2).toString();
        entry.changedAt = query.value(3).toString();
        const QString changed = query.value(4).toString();
        entry.changedColumns = changed.isEmpty() ? QStringList() : changed.split(QLatin1Char(','));
        entry.values = QJsonDocument::fromJson(query.value(5).toString().toUtf8()).object();
        result.push_back(std::move(entry));
    }
    return result;
}

DatabaseResult<HistoryEntry> RowHistory::entry(QSqlDatabase &database, const QString &table,
                                               qint64 id, qint64 version)
{
    const DatabaseResult<std::vector<HistoryEntry>> all = entries(database, table, id);
    if (!all)
        return all.error();
    for (const HistoryEntry &entry : all.value()) {
        if (entry.version == version && entry.action != QLatin1String("delete"))
            return entry;
    }
    QStringList known;
    for (const HistoryEntry &entry : all.value()) {
        if (entry.action != QLatin1String("delete"))
            known.prepend(QString::number(entry.version));
    }
    return DatabaseError{
        table, QString::number(id), name(audit::kRowVersion),
        known.isEmpty()
            ? QCoreApplication::translate("RowHistory", "no earlier versions are recorded")
            : QCoreApplication::translate("RowHistory",
                                          "version %1 is not recorded; the recorded versions "
                                          "are %2")
                  .arg(version)
                  .arg(known.join(QStringLiteral(", ")))};
}

} // namespace acceldecide::db
