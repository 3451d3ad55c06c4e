#include "database/catalog/RowAudit.h"

#include "database/connection/SqlDialect.h"
#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlError>
#include <QVariant>

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

QString operatingSystemUser()
{
    for (const char *variable : {"USER", "USERNAME", "LOGNAME"}) {
        const QString user = qEnvironmentVariable(variable);
        if (!user.isEmpty())
            return user;
    }
    return QString();
}

} // namespace

QString RowAudit::sessionUser(QSqlDatabase &database)
{
    if (!SqlDialect::of(database).isPostgreSql())
        return operatingSystemUser();
    QSqlQuery query(database);
    if (query.exec(QStringLiteral("SELECT current_user")) && query.next())
        return query.value(0).toString();
    return QString();
}

bool RowAudit::mayUpdate(QSqlDatabase &database, const QString &table)
{
    if (!SqlDialect::of(database).isPostgreSql())
        return true;
    QSqlQuery query(database);
    query.prepare(QStringLiteral("SELECT has_table_privilege(?, 'UPDATE')"));
    query.addBindValue(table);
    return query.exec() && query.next() && query.value(0).toBool();
}

QString RowAudit::now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QString RowAudit::updateAssignments()
{
    return QStringLiteral("%1 = %1 + 1, %2 = ?, %3 = ?")
        .arg(name(audit::kRowVersion), name(audit::kUpdatedBy), name(audit::kUpdatedAt));
}

QVariantList RowAudit::updateValues(const QString &user, const QString &at)
{
    return {user.isEmpty() ? QVariant() : QVariant(user), at};
}

QStringList RowAudit::insertColumns()
{
    return {name(audit::kCreatedBy), name(audit::kUpdatedBy), name(audit::kUpdatedAt)};
}

QVariantList RowAudit::insertValues(const QString &user, const QString &at)
{
    const QVariant who = user.isEmpty() ? QVariant() : QVariant(user);
    return {who, who, at};
}

QString RowAudit::versionCondition()
{
    return QStringLiteral(" AND %1 = ?").arg(name(audit::kRowVersion));
}

DatabaseResult<std::optional<RowStamp>> RowAudit::stamp(QSqlDatabase &database,
                                                        const QString &table, qint64 id)
{
    QSqlQuery query(database);
    // `table` is one of the schema's names, never data.
    query.prepare(QStringLiteral("SELECT %1, %2, %3, %4 FROM %5 WHERE %6 = ?")
                      .arg(name(audit::kRowVersion), name(audit::kCreatedBy),
                           name(audit::kUpdatedBy), name(audit::kUpdatedAt), table, name(kId)));
    query.addBindValue(id);
    if (!query.exec())
        return DatabaseError{table, QString::number(id), {}, query.lastError().text()};
    if (!query.next())
        return std::optional<RowStamp>();
    return std::optional<RowStamp>(RowStamp{query.value(0).toLongLong(), query.value(1).toString(),
                                            query.value(2).toString(), query.value(3).toString()});
}

DatabaseError RowAudit::conflict(const QString &table, qint64 id, const QString &label,
                                 qint64 readVersion, const std::optional<RowStamp> &stored)
{
    RowConflict conflict{table, id, label, readVersion, 0, {}, {}};
    if (stored) {
        conflict.storedVersion = stored->version;
        conflict.changedBy = stored->updatedBy;
        conflict.changedAt = stored->updatedAt;
    }
    const QString who = conflict.changedBy.isEmpty()
                            ? QCoreApplication::translate("RowAudit", "someone else")
                            : conflict.changedBy;
    const QString message =
        conflict.deleted()
            ? QCoreApplication::translate("RowAudit",
                                          "was deleted by someone else since you read it; "
                                          "save a copy to keep your changes")
            : QCoreApplication::translate(
                  "RowAudit", "was changed by %1%2 since you read it (version %3 now, you read "
                              "version %4); reload it, overwrite it or save a copy")
                  .arg(who, conflict.changedAt.isEmpty()
                                ? QString()
                                : QCoreApplication::translate("RowAudit", " at %1")
                                      .arg(conflict.changedAt))
                  .arg(conflict.storedVersion)
                  .arg(readVersion);
    DatabaseError error{table,
                        label.isEmpty() ? QString::number(id) : label,
                        {},
                        message,
                        DatabaseError::Kind::Conflict};
    error.conflict = conflict;
    return error;
}

DatabaseError RowAudit::conflictAfterMiss(QSqlDatabase &database, const QString &table, qint64 id,
                                          const QString &label, qint64 readVersion)
{
    const DatabaseResult<std::optional<RowStamp>> stored = stamp(database, table, id);
    if (!stored)
        return stored.error();
    return conflict(table, id, label, readVersion, stored.value());
}

} // namespace acceldecide::db
