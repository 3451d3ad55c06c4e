#include "database/catalog/CatalogEditor.h"
#include "database/catalog/CatalogEditorValidator.h"
#include "database/catalog/CatalogRowQuery.h"
#include "database/connection/SqlDialect.h"

#include "database/catalog/RowHistory.h"
#include "database/connection/CatalogDatabase.h"
#include "database/connection/TransactionGuard.h"
#include "database/import/CatalogCsvFormat.h"
#include "database/schema/CatalogSchema.h"

#include <QDate>
#include <QLocale>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

QString quoted(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

DatabaseError refusal(const CatalogTableSpec &spec, qint64 rowId, const QString &column,
                      const QString &message)
{
    return CatalogEditorValidator::refusal(spec, rowId, column, message);
}

QString numberText(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

} // namespace

CatalogEditor::CatalogEditor(CatalogDatabase &catalog)
    : m_database(catalog.connection()), m_validator(m_database)
{}

CatalogEditor::CatalogEditor(QSqlDatabase database)
    : m_database(std::move(database)), m_validator(m_database)
{}

std::vector<CatalogTable> CatalogEditor::tables()
{
    std::vector<CatalogTable> result;
    for (const CatalogTableSpec &spec : CatalogTableSpec::all())
        result.push_back(spec.id);
    return result;
}

std::vector<CatalogColumn> CatalogEditor::columns(CatalogTable table) const
{
    if (const auto cached = m_columns.constFind(int(table)); cached != m_columns.constEnd())
        return *cached;
    const CatalogTableSpec &spec = CatalogTableSpec::of(table);
    // The importer's description of the table: NOT NULL and foreign keys come from the
    // schema, so the editor and the CSV import agree on what a valid row is.
    const catalogcsv::Table described = catalogcsv::describe(m_database, name(spec.table));
    std::vector<CatalogColumn> result;
    for (const CatalogColumnSpec &columnSpec : spec.columns) {
        CatalogColumn column;
        column.name = name(columnSpec.column);
        column.header = QString::fromLatin1(columnSpec.header);
        column.kind = columnSpec.kind;
        column.editable = columnSpec.editable;
        column.choices = columnSpec.choices;
        column.minimum = columnSpec.minimum;
        column.minimumExclusive = columnSpec.minimumExclusive;
        for (const catalogcsv::Column &schemaColumn : described.columns) {
            if (schemaColumn.name == column.name)
                column.required = schemaColumn.required;
        }
        column.referencedTable = described.foreignKeys.value(column.name);
        result.push_back(column);
    }
    if (!described.columns.empty()) // not when the database could not be asked
        m_columns.insert(int(table), result);
    return result;
}

int CatalogEditor::columnIndex(CatalogTable table, const QString &column) const
{
    const auto &specColumns = CatalogTableSpec::of(table).columns;
    for (std::size_t i = 0; i < specColumns.size(); ++i) {
        if (column == QLatin1String(specColumns[i].column))
            return static_cast<int>(i);
    }
    return -1;
}

DatabaseResult<std::vector<CatalogRow>> CatalogEditor::rows(CatalogTable table) const
{
    return select(table, std::nullopt);
}

DatabaseResult<CatalogRow> CatalogEditor::row(CatalogTable table, qint64 id) const
{
    auto selected = select(table, id);
    if (!selected)
        return selected.error();
    if (selected.value().empty())
        return refusal(CatalogTableSpec::of(table), id, {},
                       QStringLiteral("there is no row with id %1").arg(id));
    return selected.value().front();
}

DatabaseResult<std::vector<CatalogRow>> CatalogEditor::select(CatalogTable table,
                                                              std::optional<qint64> id) const
{
    const CatalogRowQuery rows(table, columns(table));
    QString statement = rows.select();
    if (id)
        statement += QStringLiteral(" WHERE t.%1 = ?").arg(name(kId));
    statement += QStringLiteral(" ORDER BY t.%1").arg(name(kId));
    return run(table, rows, statement, id ? QVariantList{*id} : QVariantList(), false);
}

DatabaseResult<std::vector<CatalogRow>>
CatalogEditor::run(CatalogTable table, const CatalogRowQuery &rows, const QString &statement,
                   const QVariantList &values, bool paged) const
{
    const CatalogTableSpec &spec = CatalogTableSpec::of(table);
    QSqlQuery query(m_database);
    query.setForwardOnly(true);
    if (!query.prepare(statement))
        return refusal(spec, 0, {}, query.lastError().text());
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec())
        return refusal(spec, 0, {}, query.lastError().text());
    std::vector<CatalogRow> result;
    while (query.next())
        result.push_back(rows.read(query, paged));
    return result;
}

DatabaseResult<std::vector<CatalogRow>> CatalogEditor::page(CatalogTable table,
                                                            const CatalogPageRequest &request) const
{
    const CatalogRowQuery rows(table, columns(table));
    QVariantList values;
    QString statement = rows.select(rows.sortField(request));
    if (const QString where = rows.pageConditions(request, values); !where.isEmpty())
        statement += QStringLiteral(" WHERE ") + where;
    statement += rows.pageOrder(request);
    return run(table, rows, statement, values, true);
}

DatabaseResult<std::vector<CatalogRow>> CatalogEditor::rows(CatalogTable table,
                                                            const QList<qint64> &ids) const
{
    if (ids.isEmpty())
        return std::vector<CatalogRow>();
    const CatalogRowQuery rows(table, columns(table));
    const QString statement =
        rows.select() +
        QStringLiteral(" WHERE t.%1 IN (%2)")
            .arg(name(kId),
                 QStringList(ids.size(), QStringLiteral("?")).join(QStringLiteral(", ")));
    QVariantList values;
    for (const qint64 id : ids)
        values << id;
    auto found = run(table, rows, statement, values, false);
    if (!found)
        return found;
    // In the order asked for.
    std::vector<CatalogRow> ordered;
    ordered.reserve(found.value().size());
    QHash<qint64, std::size_t> position;
    for (std::size_t i = 0; i < found.value().size(); ++i)
        position.insert(found.value()[i].id, i);
    for (const qint64 id : ids) {
        if (const auto at = position.constFind(id); at != position.constEnd())
            ordered.push_back(std::move(found.value()[*at]));
    }
    return ordered;
}

DatabaseResult<std::vector<std::pair<qint64, QString>>>
CatalogEditor::referenceChoices(const QString &referencedTable) const
{
    QSqlQuery query(m_database);
    query.setForwardOnly(true);
    const QString label = CatalogTableSpec::labelExpression(referencedTable);
    if (!query.prepare(QStringLiteral("SELECT %1, %2 FROM %3 ORDER BY %2 COLLATE NOCASE")
                           .arg(name(kId), label, referencedTable)) ||
        !query.exec())
        return DatabaseError{referencedTable, {}, {}, query.lastError().text()};
    std::vector<std::pair<qint64, QString>> choices;
    while (query.next())
        choices.emplace_back(query.value(0).toLongLong(), query.value(1).toString());
    return choices;
}

DatabaseStatus CatalogEditor::updateCell(CatalogTable table, qint64 rowId, const QString &column,
                                         const QVariant &value, std::optional<qint64> readVersion)
{
    const CatalogTableSpec &spec = CatalogTableSpec::of(table);
    const std::vector<CatalogColumn> described = columns(table);
    const int index = columnIndex(table, column);
    if (index < 0)
        return refusal(
            spec, rowId, column,
            QStringLiteral("%1 has no editable column %2").arg(name(spec.table), quoted(column)));
    const CatalogColumn &target = described[std::size_t(index)];
    if (!target.editable)
        return refusal(spec, rowId, column,
                       QStringLiteral("%1 is derived from the source and cannot be edited")
                           .arg(target.header));
    if (!m_validator.rowExists(name(spec.table), rowId))
        return readVersion
                   ? RowAudit::conflict(name(spec.table), rowId, {}, *readVersion, std::nullopt)
                   : refusal(spec, rowId, column,
                             QStringLiteral("there is no row with id %1").arg(rowId));
    const DatabaseResult<QVariant> checked = m_validator.validate(spec, target, rowId, value);
    if (!checked)
        return checked.error();
    if (DatabaseStatus order = m_validator.checkWeeksOrder(spec, column, rowId, checked.value());
        !order)
        return order;

    TransactionGuard transaction(m_database);
    if (!transaction.began())
        return refusal(spec, rowId, column,
                       QStringLiteral("cannot begin a transaction: ") +
                           m_database.lastError().text());
    const auto before = RowHistory::snapshot(m_database, name(spec.table), rowId);
    if (!before) {
        transaction.fail();
        return before.error();
    }
    const QString now = RowAudit::now();
    QSqlQuery update(m_database);
    if (!update.prepare(QStringLiteral("UPDATE %1 SET %2 = ?, %3 WHERE %4 = ?%5")
                            .arg(name(spec.table), target.name, RowAudit::updateAssignments(),
                                 name(kId),
                                 readVersion ? RowAudit::versionCondition() : QString()))) {
        transaction.fail();
        return refusal(spec, rowId, column, update.lastError().text());
    }
    update.addBindValue(checked.value());
    for (const QVariant &audited : RowAudit::updateValues(RowAudit::sessionUser(m_database), now))
        update.addBindValue(audited);
    update.addBindValue(rowId);
    if (readVersion)
        update.addBindValue(*readVersion);
    if (!update.exec()) {
        transaction.fail();
        return m_validator.writeError(spec, rowId, column, value, update.lastError().text());
    }
    if (readVersion && update.numRowsAffected() == 0) {
        transaction.fail();
        return RowAudit::conflictAfterMiss(m_database, name(spec.table), rowId, {}, *readVersion);
    }
    update.finish();
    if (DatabaseStatus recorded = RowHistory::recordChange(
            m_database, name(spec.table), rowId, RowHistory::Action::Update, before.value());
        !recorded) {
        transaction.fail();
        return recorded;
    }
    return transaction.commit();
}

DatabaseResult<QVariantMap> CatalogEditor::defaultValues(CatalogTable table) const
{
    const CatalogTableSpec &spec = CatalogTableSpec::of(table);
    QVariantMap values;
    // Placeholder names carry a number so that Add twice does not hit a UNIQUE name.
    QSqlQuery next(m_database);
    next.prepare(
        QStringLiteral("SELECT COALESCE(MAX(%1), 0) + 1 FROM %2").arg(name(kId), name(spec.table)));
    const qint64 serial = next.exec() && next.next() ? next.value(0).toLongLong() : 1;
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    for (const CatalogColumn &column : columns(table)) {
        if (!column.editable)
            continue;
        const QString &key = column.name;
        if (key == QLatin1String(priceObservations::kRegion))
            values.insert(key, QStringLiteral("us-east-1"));
        else if (key == QLatin1String(instanceTypes::kProvider))
            values.insert(key, QStringLiteral("AWS"));
        else if (key == QLatin1String(sources::kKind))
            values.insert(key, QStringLiteral("user"));
        else if (key == QLatin1String(benchmarks::kProvenance))
            values.insert(key, QStringLiteral("user_measured"));
        else if (column.kind == CellKind::Date &&
                 (column.required || key == QLatin1String(sources::kAccessedDate)))
            values.insert(key, today);
        else if (!column.required)
            continue;
        else if (column.kind == CellKind::Choice)
            values.insert(key, column.choices.value(0));
        else if (column.kind == CellKind::Integer || column.kind == CellKind::Real ||
                 column.kind == CellKind::Money)
            values.insert(key, column.minimumExclusive ? column.minimum.value_or(0.0) + 1.0
                                                       : column.minimum.value_or(0.0));
        else if (column.kind == CellKind::Text)
            values.insert(key,
                          QStringLiteral("New %1 %2").arg(column.header.toLower()).arg(serial));
        else if (column.kind == CellKind::Reference) {
            // The newest source is most likely the user's own; other references take the
            // first row by label.
            QSqlQuery query(m_database);
            const bool isSource = column.referencedTable == QLatin1String(sources::kTable);
            query.prepare(
                isSource ? QStringLiteral("SELECT %1 FROM %2 ORDER BY (%3 = 'user') "
                                          "DESC, %1 DESC LIMIT 1")
                               .arg(name(kId), name(sources::kTable), name(sources::kKind))
                         : QStringLiteral("SELECT %1 FROM %2 ORDER BY %3 LIMIT 1")
                               .arg(name(kId), column.referencedTable,
                                    CatalogTableSpec::labelExpression(column.referencedTable)));
            if (!query.exec() || !query.next())
                return refusal(spec, 0, key,
                               QStringLiteral("add a row to %1 first: %2 must refer to one")
                                   .arg(column.referencedTable, column.header));
            values.insert(key, query.value(0).toLongLong());
        }
    }
    return values;
}

DatabaseResult<qint64> CatalogEditor::insertRow(CatalogTable table, const QVariantMap &values)
{
    const CatalogTableSpec &spec = CatalogTableSpec::of(table);
    QStringList names;
    QVariantList checkedValues;
    for (const CatalogColumn &column : columns(table)) {
        if (!column.editable)
            continue;
        if (!values.contains(column.name)) {
            if (column.required)
                return refusal(spec, 0, column.name,
                               QStringLiteral("%1 must not be empty").arg(column.header));
            continue;
        }
        const DatabaseResult<QVariant> checked =
            m_validator.validate(spec, column, 0, values.value(column.name));
        if (!checked)
            return checked.error();
        names << column.name;
        checkedValues << checked.value();
    }
    for (auto it = values.begin(); it != values.end(); ++it) {
        if (!names.contains(it.key()))
            return refusal(spec, 0, it.key(),
                           QStringLiteral("%1 has no editable column %2")
                               .arg(name(spec.table), quoted(it.key())));
    }
    const qsizetype low = names.indexOf(name(portingProfiles::kWeeksLow));
    const qsizetype high = names.indexOf(name(portingProfiles::kWeeksHigh));
    if (low >= 0 && high >= 0 && !checkedValues[low].isNull() && !checkedValues[high].isNull() &&
        checkedValues[low].toDouble() > checkedValues[high].toDouble())
        return refusal(spec, 0, names[low],
                       QStringLiteral("Weeks (low) must be at most the Weeks (high) (%1); got %2")
                           .arg(numberText(checkedValues[high].toDouble()),
                                quoted(numberText(checkedValues[low].toDouble()))));

    TransactionGuard transaction(m_database);
    if (!transaction.began())
        return refusal(spec, 0, {},
                       QStringLiteral("cannot begin a transaction: ") +
                           m_database.lastError().text());
    names << RowAudit::insertColumns();
    checkedValues << RowAudit::insertValues(RowAudit::sessionUser(m_database), RowAudit::now());
    QSqlQuery insert(m_database);
    insert.prepare(
        QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
            .arg(name(spec.table), names.join(QStringLiteral(", ")),
                 QStringList(names.size(), QStringLiteral("?")).join(QStringLiteral(", "))) +
        SqlDialect::of(m_database).returningId());
    for (const QVariant &value : checkedValues)
        insert.addBindValue(value);
    if (!insert.exec()) {
        transaction.fail();
        const QString error = insert.lastError().text();
        return refusal(spec, 0, {},
                       error.contains(QLatin1String("UNIQUE"))
                           ? QStringLiteral("a row of %1 with these values already exists; "
                                            "change the new row you added before adding another")
                                 .arg(name(spec.table))
                           : QStringLiteral("the new row was not saved: ") + error);
    }
    const qint64 id = SqlDialect::of(m_database).insertedId(insert);
    insert.finish();
    if (DatabaseStatus recorded = RowHistory::recordChange(
            m_database, name(spec.table), id, RowHistory::Action::Insert, std::nullopt);
        !recorded) {
        transaction.fail();
        return recorded.error();
    }
    if (DatabaseStatus status = transaction.commit(); !status)
        return status.error();
    return id;
}

bool CatalogEditor::keepsHistory(CatalogTable table)
{
    return RowHistory::isTracked(name(CatalogTableSpec::of(table).table));
}

DatabaseResult<std::vector<HistoryEntry>> CatalogEditor::history(CatalogTable table,
                                                                 qint64 rowId) const
{
    return RowHistory::entries(m_database, name(CatalogTableSpec::of(table).table), rowId);
}

DatabaseStatus CatalogEditor::removeRow(CatalogTable table, qint64 rowId)
{
    const CatalogTableSpec &spec = CatalogTableSpec::of(table);
    const QString tableName = name(spec.table);
    TransactionGuard transaction(m_database);
    if (!transaction.began())
        return refusal(spec, rowId, {},
                       QStringLiteral("cannot begin a transaction: ") +
                           m_database.lastError().text());
    if (!m_validator.rowExists(tableName, rowId)) {
        transaction.fail();
        return refusal(spec, rowId, {}, QStringLiteral("there is no row with id %1").arg(rowId));
    }

    // The schema's foreign keys cascade; the editor refuses instead, so deleting a source
    // never silently deletes the prices and benchmarks that cite it.
    QStringList referrers;
    const DatabaseResult<QStringList> tables = SqlDialect::of(m_database).tables(m_database);
    const QStringList allTables = tables ? tables.value() : QStringList();
    for (const QString &other : allTables) {
        const catalogcsv::Table described = catalogcsv::describe(m_database, other);
        for (auto it = described.foreignKeys.begin(); it != described.foreignKeys.end(); ++it) {
            if (it.value() != tableName)
                continue;
            QSqlQuery count(m_database);
            count.prepare(
                QStringLiteral("SELECT COUNT(*) FROM %1 WHERE %2 = ?").arg(other, it.key()));
            count.addBindValue(rowId);
            if (count.exec() && count.next() && count.value(0).toLongLong() > 0)
                referrers << QStringLiteral("%1 %2 (%3)")
                                 .arg(count.value(0).toLongLong())
                                 .arg(other, it.key());
        }
    }
    if (!referrers.isEmpty()) {
        transaction.fail();
        QSqlQuery label(m_database);
        label.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ?")
                          .arg(CatalogTableSpec::labelExpression(tableName), tableName, name(kId)));
        label.addBindValue(rowId);
        const QString shown =
            label.exec() && label.next() ? label.value(0).toString() : QString::number(rowId);
        return refusal(spec, rowId, {},
                       QStringLiteral("%1 cannot be deleted: rows refer to it: %2. Delete those "
                                      "rows or point them at another row first")
                           .arg(quoted(shown), referrers.join(QStringLiteral(", "))));
    }
    const auto before = RowHistory::snapshot(m_database, tableName, rowId);
    if (!before) {
        transaction.fail();
        return before.error();
    }
    if (DatabaseStatus recorded = RowHistory::recordChange(
            m_database, tableName, rowId, RowHistory::Action::Delete, before.value());
        !recorded) {
        transaction.fail();
        return recorded;
    }
    QSqlQuery remove(m_database);
    remove.prepare(QStringLiteral("DELETE FROM %1 WHERE %2 = ?").arg(tableName, name(kId)));
    remove.addBindValue(rowId);
    if (!remove.exec()) {
        transaction.fail();
        return refusal(spec, rowId, {}, remove.lastError().text());
    }
    return transaction.commit();
}

} // namespace acceldecide::db
