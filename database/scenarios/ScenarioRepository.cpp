#include "database/scenarios/ScenarioRepository.h"

#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "database/catalog/RowAudit.h"
#include "database/catalog/RowHistory.h"
#include "database/connection/SqlDialect.h"
#include "database/connection/SqliteErrorKind.h"
#include "database/connection/TransactionGuard.h"
#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonObject>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace acceldecide::db {

namespace {

using namespace schema::scenarios;

using schema::name;

const QString kTableName = name(kTable);

QString nowIso()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

// Keeps SQLite's kind (locked, read-only, damaged) so the user is told what to do.
DatabaseError queryError(const QSqlQuery &query, const QString &row = {})
{
    DatabaseError error = sqliteError(query.lastError(), {});
    error.table = kTableName;
    error.row = row;
    return error;
}

// Joins the reader's errors into one message; each keeps its JSON path.
QString describe(const std::vector<ValidationError> &errors)
{
    QStringList lines;
    for (const ValidationError &error : errors)
        lines << QString::fromStdString(error.toString());
    return lines.join(QStringLiteral("; "));
}

// A stored scenario lives beside its catalog, so it may leave prices, throughputs and
// discounts for the catalog to fill (the resolver does, before evaluation).
const ScenarioReadOptions kReadOptions{true};

} // namespace

DatabaseResult<qint64> ScenarioRepository::save(const Scenario &scenario)
{
    return save(scenario, std::nullopt);
}

DatabaseResult<qint64> ScenarioRepository::save(const Scenario &scenario,
                                                std::optional<qint64> readVersion)
{
    DatabaseResult<qint64> saved = write(scenario, readVersion);
    if (!saved)
        return m_catalog.explainFailure(saved.error());
    return saved;
}

DatabaseResult<qint64> ScenarioRepository::write(const Scenario &scenario,
                                                 std::optional<qint64> readVersion)
{
    QSqlDatabase &database = m_catalog.connection();
    const QString scenarioName = QString::fromStdString(scenario.name);
    if (scenarioName.trimmed().isEmpty())
        return DatabaseError{
            kTableName,
            {},
            name(kName),
            QCoreApplication::translate("ScenarioRepository", "a scenario needs a name")};
    if (DatabaseStatus text = checkName(scenarioName); !text)
        return text.error();
    const QString json = QString::fromStdString(ScenarioWriter::toText(scenario));
    const QString now = nowIso();
    const QString user = RowAudit::sessionUser(database);

    TransactionGuard transaction(database);
    if (!transaction.began())
        return sqliteError(
            database.lastError(),
            QCoreApplication::translate("ScenarioRepository", "cannot begin a transaction"));
    QSqlQuery existing(database);
    existing.prepare(QStringLiteral("SELECT id FROM %1 WHERE %2 = ? ORDER BY id LIMIT 1")
                         .arg(kTableName, name(kName)));
    existing.addBindValue(scenarioName);
    if (!existing.exec()) {
        transaction.fail();
        return queryError(existing, scenarioName);
    }
    QSqlQuery write(database);
    qint64 id = 0;
    std::optional<QJsonObject> before;
    if (existing.next()) {
        id = existing.value(0).toLongLong();
        existing.finish();
        const auto snapshot = RowHistory::snapshot(database, kTableName, id);
        if (!snapshot) {
            transaction.fail();
            return snapshot.error();
        }
        before = snapshot.value();
        // The version test is part of the UPDATE, so two sessions saving at once cannot
        // both pass it: the second waits for the first's row lock, then matches nothing.
        write.prepare(QStringLiteral("UPDATE %1 SET %2 = ?, %3 = ?, %4 WHERE id = ?%5")
                          .arg(kTableName, name(kJson), name(kModified),
                               RowAudit::updateAssignments(),
                               readVersion ? RowAudit::versionCondition() : QString()));
        write.addBindValue(json);
        write.addBindValue(now);
        for (const QVariant &value : RowAudit::updateValues(user, now))
            write.addBindValue(value);
        write.addBindValue(id);
        if (readVersion)
            write.addBindValue(*readVersion);
    } else if (readVersion) {
        // Read at some version, and now there is no row of that name: deleted (or
        // renamed) by someone else meanwhile.
        transaction.fail();
        return RowAudit::conflict(kTableName, 0, scenarioName, *readVersion, std::nullopt);
    } else {
        QStringList columns{name(kName), name(kJson), name(kCreated), name(kModified)};
        columns << RowAudit::insertColumns();
        write.prepare(
            QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                .arg(kTableName, columns.join(QStringLiteral(", ")),
                     QStringList(columns.size(), QStringLiteral("?")).join(QStringLiteral(", "))) +
            SqlDialect::of(database).returningId());
        write.addBindValue(scenarioName);
        write.addBindValue(json);
        write.addBindValue(now);
        write.addBindValue(now);
        for (const QVariant &value : RowAudit::insertValues(user, now))
            write.addBindValue(value);
    }
    existing.finish();
    if (!write.exec()) {
        transaction.fail();
        return queryError(write, scenarioName);
    }
    if (id != 0 && readVersion && write.numRowsAffected() == 0) {
        transaction.fail();
        return RowAudit::conflictAfterMiss(database, kTableName, id, scenarioName, *readVersion);
    }
    const bool inserted = id == 0;
    if (inserted)
        id = SqlDialect::of(database).insertedId(write);
    write.finish();
    if (DatabaseStatus recorded = RowHistory::recordChange(
            database, kTableName, id,
            inserted ? RowHistory::Action::Insert : RowHistory::Action::Update, before);
        !recorded) {
        transaction.fail();
        return recorded.error();
    }
    if (DatabaseStatus status = transaction.commit(); !status)
        return status.error();
    return id;
}

DatabaseResult<RowStamp> ScenarioRepository::stamp(qint64 id)
{
    const DatabaseResult<std::optional<RowStamp>> stored =
        RowAudit::stamp(m_catalog.connection(), kTableName, id);
    if (!stored)
        return stored.error();
    if (!stored.value())
        return DatabaseError{kTableName,
                             QString::number(id),
                             {},
                             QCoreApplication::translate("ScenarioRepository", "no such scenario")};
    return *stored.value();
}

DatabaseResult<Scenario> ScenarioRepository::loadWhere(const QString &condition,
                                                       const QVariant &value)
{
    QSqlQuery query(m_catalog.connection());
    query.prepare(QStringLiteral("SELECT id, %1 FROM %2 WHERE %3 ORDER BY id LIMIT 1")
                      .arg(name(kJson), kTableName, condition));
    query.addBindValue(value);
    if (!query.exec())
        return queryError(query, value.toString());
    if (!query.next())
        return DatabaseError{kTableName,
                             value.toString(),
                             {},
                             QCoreApplication::translate("ScenarioRepository", "no such scenario")};
    const QString row = query.value(0).toString();
    const std::string json = query.value(1).toString().toStdString();
    // Rows are written by save(), but the file may have been edited elsewhere: a row
    // that no longer validates is reported, not half-loaded.
    ScenarioReadResult read = ScenarioReader::fromText(json, kReadOptions);
    if (!read.ok())
        return DatabaseError{kTableName, row, name(kJson), describe(read.error())};
    return std::move(*read);
}

DatabaseResult<std::vector<HistoryEntry>> ScenarioRepository::history(qint64 id)
{
    return RowHistory::entries(m_catalog.connection(), kTableName, id);
}

DatabaseResult<Scenario> ScenarioRepository::loadVersion(qint64 id, qint64 version)
{
    const DatabaseResult<HistoryEntry> entry =
        RowHistory::entry(m_catalog.connection(), kTableName, id, version);
    if (!entry)
        return entry.error();
    const std::string json = entry.value().values.value(name(kJson)).toString().toStdString();
    ScenarioReadResult read = ScenarioReader::fromText(json, kReadOptions);
    if (!read.ok())
        return DatabaseError{kTableName, QString::number(id), name(kJson),
                             QCoreApplication::translate("ScenarioRepository",
                                                         "version %1 no longer reads as a "
                                                         "scenario: %2")
                                 .arg(version)
                                 .arg(describe(read.error()))};
    return std::move(*read);
}

DatabaseResult<Scenario> ScenarioRepository::load(qint64 id)
{
    return loadWhere(QStringLiteral("id = ?"), id);
}

DatabaseResult<Scenario> ScenarioRepository::loadByName(const QString &scenarioName)
{
    return loadWhere(name(kName) + QStringLiteral(" = ?"), scenarioName);
}

DatabaseResult<std::vector<ScenarioSummary>> ScenarioRepository::list()
{
    QSqlQuery query(m_catalog.connection());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT id, %1, %2, %3, %5, %6 FROM %4 ORDER BY %1, id")
                        .arg(name(kName), name(kCreated), name(kModified), kTableName,
                             name(schema::audit::kRowVersion), name(schema::audit::kUpdatedBy))))
        return queryError(query);
    std::vector<ScenarioSummary> summaries;
    while (query.next())
        summaries.push_back({query.value(0).toLongLong(), query.value(1).toString(),
                             query.value(2).toString(), query.value(3).toString(),
                             query.value(4).toLongLong(), query.value(5).toString()});
    return summaries;
}

DatabaseStatus ScenarioRepository::remove(qint64 id)
{
    QSqlDatabase &database = m_catalog.connection();
    TransactionGuard transaction(database);
    // The deletion is the scenario's last history entry, written before the row goes.
    const auto before = RowHistory::snapshot(database, kTableName, id);
    if (!before) {
        transaction.fail();
        return before.error();
    }
    if (DatabaseStatus recorded = RowHistory::recordChange(
            database, kTableName, id, RowHistory::Action::Delete, before.value());
        !recorded) {
        transaction.fail();
        return recorded;
    }
    QSqlQuery query(database);
    query.prepare(QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(kTableName));
    query.addBindValue(id);
    if (!query.exec()) {
        transaction.fail();
        return queryError(query, QString::number(id));
    }
    if (query.numRowsAffected() == 0) {
        transaction.fail();
        return DatabaseError{kTableName,
                             QString::number(id),
                             {},
                             QCoreApplication::translate("ScenarioRepository", "no such scenario")};
    }
    return transaction.commit();
}

DatabaseResult<qint64> ScenarioRepository::importFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return DatabaseError{kTableName,
                             {},
                             {},
                             QCoreApplication::translate("ScenarioRepository", "cannot open %1: %2")
                                 .arg(path, file.errorString())};
    const QByteArray text = file.readAll();
    ScenarioReadResult read = ScenarioReader::fromText(
        std::string_view(text.constData(), std::size_t(text.size())), kReadOptions);
    if (!read.ok())
        return DatabaseError{kTableName,
                             {},
                             {},
                             QCoreApplication::translate("ScenarioRepository",
                                                         "%1 is not a valid AccelDecide scenario "
                                                         "(acceldecide.scenario version 1): %2")
                                 .arg(path, describe(read.error()))};
    return save(*read);
}

DatabaseStatus ScenarioRepository::exportFile(qint64 id, const QString &path)
{
    DatabaseResult<Scenario> scenario = load(id);
    if (!scenario)
        return scenario.error();
    QSaveFile file(path);
    const std::string text = ScenarioWriter::toText(scenario.value()) + "\n";
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit())
        return DatabaseError{
            kTableName,
            QString::number(id),
            {},
            QCoreApplication::translate("ScenarioRepository", "cannot write %1: %2")
                .arg(path, file.errorString())};
    return {};
}

DatabaseResult<bool> ScenarioRepository::exists(const QString &scenarioName)
{
    QSqlQuery query(m_catalog.connection());
    query.prepare(
        QStringLiteral("SELECT 1 FROM %1 WHERE %2 = ? LIMIT 1").arg(kTableName, name(kName)));
    query.addBindValue(scenarioName);
    if (!query.exec())
        return queryError(query, scenarioName);
    return query.next();
}

DatabaseStatus ScenarioRepository::checkName(const QString &scenarioName)
{
    // The name is a column of its own; inside the JSON a NUL is the escape \u0000,
    // which every backend keeps, but PostgreSQL's text cannot hold the character itself.
    if (const qsizetype nul = scenarioName.indexOf(QChar(0)); nul >= 0)
        return DatabaseError{kTableName,
                             {},
                             name(kName),
                             QCoreApplication::translate("ScenarioRepository",
                                                         "a scenario name must not contain a "
                                                         "NUL character (U+0000, found at "
                                                         "character %1)")
                                 .arg(nul + 1)};
    return {};
}

DatabaseStatus ScenarioRepository::checkNewName(const QString &newName)
{
    if (newName.trimmed().isEmpty())
        return DatabaseError{
            kTableName,
            {},
            name(kName),
            QCoreApplication::translate("ScenarioRepository", "a scenario needs a name")};
    if (DatabaseStatus text = checkName(newName); !text)
        return text;
    DatabaseResult<bool> taken = exists(newName);
    if (!taken)
        return taken.error();
    if (taken.value())
        return DatabaseError{kTableName, newName, name(kName),
                             QCoreApplication::translate("ScenarioRepository",
                                                         "a scenario named \"%1\" already exists")
                                 .arg(newName)};
    return {};
}

DatabaseResult<qint64> ScenarioRepository::duplicate(qint64 id, const QString &newName)
{
    DatabaseResult<Scenario> scenario = load(id);
    if (!scenario)
        return scenario.error();
    if (DatabaseStatus status = checkNewName(newName); !status)
        return status.error();
    scenario.value().name = newName.toStdString();
    return save(scenario.value());
}

DatabaseStatus ScenarioRepository::rename(qint64 id, const QString &newName)
{
    DatabaseResult<Scenario> scenario = load(id);
    if (!scenario)
        return scenario.error();
    if (scenario.value().name == newName.toStdString())
        return {};
    if (DatabaseStatus status = checkNewName(newName); !status)
        return status;
    scenario.value().name = newName.toStdString();
    QSqlDatabase &database = m_catalog.connection();
    TransactionGuard transaction(database);
    if (!transaction.began())
        return sqliteError(
            database.lastError(),
            QCoreApplication::translate("ScenarioRepository", "cannot begin a transaction"));
    const auto before = RowHistory::snapshot(database, kTableName, id);
    if (!before) {
        transaction.fail();
        return before.error();
    }
    QSqlQuery write(database);
    const QString now = nowIso();
    write.prepare(QStringLiteral("UPDATE %1 SET %2 = ?, %3 = ?, %4 = ?, %5 WHERE id = ?")
                      .arg(kTableName, name(kName), name(kJson), name(kModified),
                           RowAudit::updateAssignments()));
    write.addBindValue(newName);
    write.addBindValue(QString::fromStdString(ScenarioWriter::toText(scenario.value())));
    write.addBindValue(now);
    for (const QVariant &value : RowAudit::updateValues(RowAudit::sessionUser(database), now))
        write.addBindValue(value);
    write.addBindValue(id);
    if (!write.exec()) {
        transaction.fail();
        return queryError(write, QString::number(id));
    }
    if (DatabaseStatus recorded = RowHistory::recordChange(
            database, kTableName, id, RowHistory::Action::Update, before.value());
        !recorded) {
        transaction.fail();
        return recorded;
    }
    return transaction.commit();
}

DatabaseResult<QString> ScenarioRepository::uniqueName(const QString &base)
{
    QString candidate = base;
    for (int copy = 2;; ++copy) {
        DatabaseResult<bool> taken = exists(candidate);
        if (!taken)
            return taken.error();
        if (!taken.value())
            return candidate;
        candidate = QStringLiteral("%1 (%2)").arg(base).arg(copy);
    }
}

} // namespace acceldecide::db
