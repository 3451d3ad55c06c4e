#include "database/import/CatalogCsv.h"

#include "database/connection/SqlDialect.h"
#include "database/connection/TransactionGuard.h"
#include "database/decisions/DecisionCopy.h"
#include "database/import/CatalogCsvFormat.h"
#include "database/import/CsvReader.h"
#include "database/import/ImportRun.h"
#include "database/import/ImportSupport.h"
#include "database/import/ModelRowRules.h"
#include "database/schema/CatalogSchema.h"
#include "database/server/ServerRoles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <memory>
#include <vector>

namespace acceldecide::db {

namespace {

using namespace import;
using namespace catalogcsv;

struct Plan
{
    Table table;
    QString path; // the file's name in messages
    QIODevice *device = nullptr;
    // Past the header: the import goes on reading rows where planning stopped.
    std::optional<CsvReader> reader;
    std::vector<int> columnOf; // header position -> index into table.columns
};

QString tablePath(const QString &directory, const QString &table)
{
    return QDir(directory).filePath(table + QStringLiteral(".csv"));
}

// Reads one file's header and checks it against the table, before anything is written.
std::optional<QString> planTable(QSqlDatabase &database, const CatalogCsvFile &file,
                                 std::vector<Plan> &plans)
{
    const QString &table = file.table;
    Plan plan{describe(database, table), file.name, file.device, {}, {}};
    if (!plan.device->isOpen() && !plan.device->open(QIODevice::ReadOnly))
        return CatalogCsv::tr("cannot open %1: %2").arg(plan.path, plan.device->errorString());
    CsvReader &reader = file.bufferSize > 0 ? plan.reader.emplace(*plan.device, file.bufferSize)
                                            : plan.reader.emplace(*plan.device);
    std::vector<std::string_view> header;
    if (!reader.readRow(header))
        return CatalogCsv::tr("%1 has no header line").arg(plan.path);
    for (const std::string_view name : header) {
        int found = -1;
        for (std::size_t i = 0; i < plan.table.columns.size(); ++i) {
            if (plan.table.columns[i].name == toQString(name))
                found = static_cast<int>(i);
        }
        if (found < 0)
            return CatalogCsv::tr("%1: the table %2 has no column \"%3\"")
                .arg(plan.path, table, toQString(name));
        // A column named twice would be written from one cell and matched against both,
        // so the same file imported again would never find its own rows.
        if (std::find(plan.columnOf.begin(), plan.columnOf.end(), found) != plan.columnOf.end())
            return CatalogCsv::tr("%1: the column \"%2\" appears more than once in the header")
                .arg(plan.path, toQString(name));
        plan.columnOf.push_back(found);
    }
    for (std::size_t i = 0; i < plan.table.columns.size(); ++i) {
        const Column &column = plan.table.columns[i];
        if (column.required && std::find(plan.columnOf.begin(), plan.columnOf.end(),
                                         static_cast<int>(i)) == plan.columnOf.end())
            return CatalogCsv::tr("%1: the required column \"%2\" is missing")
                .arg(plan.path, column.name);
    }
    plans.push_back(std::move(plan));
    return std::nullopt;
}

using IdMaps = QHash<QString, QHash<qint64, qint64>>;

// Imports one table's rows, mapping ids so that references inside the files follow
// rows that already existed (or were given new ids) in the catalog.
class TableImport
{
public:
    TableImport(QSqlDatabase &database, const Plan &plan, IdMaps &ids)
        : m_database(database), m_dialect(SqlDialect::of(database)), m_plan(plan), m_ids(ids),
          m_match(database), m_insertWithId(database), m_insertNewId(database), m_idTaken(database)
    {
        const QString &table = plan.table.name;
        m_isModels = table == QLatin1String(schema::models::kTable);
        const QString rowKey = m_dialect.rowKey(plan.table.hasId);
        QStringList conditions;
        QStringList insertColumns;
        for (std::size_t i = 0; i < plan.columnOf.size(); ++i) {
            const QString &name = column(i).name;
            if (name == QLatin1String(schema::kId)) {
                m_idField = static_cast<int>(i);
                continue;
            }
            conditions << m_dialect.nullSafeEquals(name);
            insertColumns << name;
        }
        const QString marks = QStringList(insertColumns.size(), QStringLiteral("?")).join(',');
        m_match.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 LIMIT 1")
                            .arg(rowKey, table, conditions.join(QStringLiteral(" AND "))));
        m_insertNewId.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                                  .arg(table, insertColumns.join(','), marks) +
                              (plan.table.hasId ? m_dialect.returningId() : QString()));
        if (m_idField >= 0) {
            m_insertWithId.prepare(QStringLiteral("INSERT INTO %1 (id, %2) VALUES (?, %3)")
                                       .arg(table, insertColumns.join(','), marks));
            m_idTaken.prepare(QStringLiteral("SELECT 1 FROM %1 WHERE %2 = ?").arg(table, rowKey));
        }
        for (const QStringList &key : plan.table.uniqueKeys) {
            QStringList where;
            for (const QString &name : key)
                where << name + QStringLiteral(" = ?");
            auto lookup = std::make_unique<QSqlQuery>(database);
            lookup->prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3")
                                .arg(rowKey, table, where.join(QStringLiteral(" AND "))));
            m_uniqueLookups.push_back({key, std::move(lookup)});
        }
    }

    // Returns nullopt when the row was imported or already present (*present set),
    // otherwise why it was rejected.
    std::optional<QString> row(const std::vector<std::string_view> &fields,
                               const ImportOptions &options, bool *present, bool *filtered)
    {
        *present = *filtered = false;
        if (fields.size() != m_plan.columnOf.size())
            return CatalogCsv::tr("expected %1 fields, got %2")
                .arg(m_plan.columnOf.size())
                .arg(fields.size());
        std::vector<QVariant> values;
        for (std::size_t i = 0; i < fields.size(); ++i) {
            const Column &target = column(i);
            if (m_isModels) {
                if (std::optional<QString> problem =
                        ModelRowRules::checkField(target.name, fields[i]))
                    return problem;
            }
            std::optional<QVariant> value = decode(fields[i], target.affinity);
            if (!value)
                return CatalogCsv::tr("%1: not a number, got \"%2\"")
                    .arg(target.name, toQString(fields[i]));
            if (target.required && value->isNull())
                return CatalogCsv::tr("%1: must not be empty (\\N)").arg(target.name);
            const QString referenced = m_plan.table.foreignKeys.value(target.name);
            if (!referenced.isEmpty() && !value->isNull())
                *value = m_ids.value(referenced).value(value->toLongLong(), value->toLongLong());
            if (target.name == QLatin1String(schema::priceObservations::kRegion) &&
                m_plan.table.name == QLatin1String(schema::priceObservations::kTable) &&
                !options.region.isEmpty() && value->toString() != options.region) {
                *filtered = true;
                return std::nullopt;
            }
            values.push_back(*value);
        }
        if (m_isModels) {
            if (std::optional<QString> problem = ModelRowRules::checkRow(
                    [&](const QString &name) { return valueOf(values, name); }))
                return problem;
        }
        const std::optional<qint64> oldId =
            m_idField < 0 ? std::nullopt
                          : std::optional<qint64>(values[std::size_t(m_idField)].toLongLong());

        // The same row is already there (an earlier import, or the shipped seed).
        bindAllButId(m_match, values, 0);
        if (!options.exactCopy && m_match.exec() && m_match.next()) {
            remember(oldId, m_match.value(0).toLongLong());
            m_match.finish();
            *present = true;
            return std::nullopt;
        }
        m_match.finish();

        // Keep the file's id when it is free, so a round trip reproduces the ids.
        bool keepId = false;
        if (oldId) {
            m_idTaken.bindValue(0, *oldId);
            keepId = m_idTaken.exec() && !m_idTaken.next();
            m_idTaken.finish();
        }
        QSqlQuery &insert = keepId ? m_insertWithId : m_insertNewId;
        if (keepId)
            insert.bindValue(0, *oldId);
        bindAllButId(insert, values, keepId ? 1 : 0);
        if (m_dialect.execTolerating(m_database, insert)) {
            remember(oldId, keepId ? *oldId : m_dialect.insertedId(insert));
            return std::nullopt;
        }
        // A server's "permission denied" names the role that may write the table.
        const QString refused = ServerRoles::permissionMessage(insert.lastError());
        const QString error = refused.isEmpty() ? insert.lastError().text() : refused;
        if (options.exactCopy)
            return error;
        // A different row with the same name or seed key: references follow the
        // catalog's row; its content is not overwritten.
        for (auto &[key, lookup] : m_uniqueLookups) {
            int bound = 0;
            for (const QString &name : key)
                lookup->bindValue(bound++, valueOf(values, name));
            if (lookup->exec() && lookup->next()) {
                remember(oldId, lookup->value(0).toLongLong());
                lookup->finish();
                *present = true;
                return std::nullopt;
            }
            lookup->finish();
        }
        return error;
    }

private:
    const Column &column(std::size_t field) const
    {
        return m_plan.table.columns[std::size_t(m_plan.columnOf[field])];
    }

    QVariant valueOf(const std::vector<QVariant> &values, const QString &name) const
    {
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (column(i).name == name)
                return values[i];
        }
        return {};
    }

    void bindAllButId(QSqlQuery &query, const std::vector<QVariant> &values, int first)
    {
        int bound = first;
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (static_cast<int>(i) != m_idField)
                query.bindValue(bound++, values[i]);
        }
    }

    void remember(std::optional<qint64> oldId, qint64 newId)
    {
        if (oldId)
            m_ids[m_plan.table.name].insert(*oldId, newId);
    }

    QSqlDatabase &m_database;
    SqlDialect m_dialect;
    const Plan &m_plan;
    IdMaps &m_ids;
    int m_idField = -1;
    bool m_isModels = false; // ModelRowRules apply
    QSqlQuery m_match;
    QSqlQuery m_insertWithId;
    QSqlQuery m_insertNewId;
    QSqlQuery m_idTaken;
    std::vector<std::pair<QStringList, std::unique_ptr<QSqlQuery>>> m_uniqueLookups;
};

} // namespace

QStringList CatalogCsv::tables()
{
    using namespace schema;
    // The seed hash in catalog_meta describes the file, not the catalog: not exported.
    return {QLatin1String(sources::kTable),
            QLatin1String(accelerators::kTable),
            QLatin1String(acceleratorSpecs::kTable),
            QLatin1String(instanceTypes::kTable),
            QLatin1String(instanceOfferings::kTable),
            QLatin1String(priceObservations::kTable),
            QLatin1String(benchmarks::kTable),
            QLatin1String(portingProfiles::kTable),
            QLatin1String(models::kTable),
            QLatin1String(measurements::kTable),
            QLatin1String(criteriaPresets::kTable),
            QLatin1String(scenarios::kTable)};
}

DatabaseStatus CatalogCsv::exportTo(CatalogDatabase &catalog, const QString &directory)
{
    if (!QDir().mkpath(directory))
        return DatabaseError{{}, {}, {}, CatalogCsv::tr("cannot create %1").arg(directory)};
    QSqlDatabase &database = catalog.connection();
    // A read transaction: every file comes from the same snapshot.
    TransactionGuard snapshot(database);
    const auto write = [&](const QString &table, const QStringList &names) -> DatabaseStatus {
        QSaveFile file(tablePath(directory, table));
        if (!file.open(QIODevice::WriteOnly))
            return DatabaseError{table, {}, {}, file.errorString()};
        file.write(names.join(',').toUtf8() + '\n');
        QSqlQuery query(database);
        query.setForwardOnly(true);
        if (!query.exec(QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                            .arg(names.join(QStringLiteral(", ")), table,
                                 SqlDialect::of(database).insertionOrder(table))))
            return DatabaseError{table, {}, {}, query.lastError().text()};
        while (query.next()) {
            QByteArray line;
            for (int i = 0; i < names.size(); ++i)
                line += (i ? "," : "") + encode(query.value(i));
            file.write(line + '\n');
        }
        if (!file.commit())
            return DatabaseError{table, {}, {}, file.errorString()};
        return {};
    };
    for (const QString &table : tables()) {
        const Table info = describe(database, table);
        QStringList names;
        for (const Column &column : info.columns)
            names << column.name;
        if (DatabaseStatus written = write(table, names); !written)
            return written;
    }
    // The decision records for reading: everything but the PDF, whose hash is there.
    if (DatabaseStatus written =
            write(QLatin1String(schema::decisions::kTable), DecisionCopy::columns(false));
        !written)
        return written;
    snapshot.rollback();
    return {};
}

ImportReport CatalogCsv::importFrom(CatalogDatabase &catalog, const QString &directory,
                                    const ImportOptions &options)
{
    std::vector<std::unique_ptr<QFile>> opened;
    std::vector<CatalogCsvFile> files;
    for (const QString &table : tables()) {
        const QString path = tablePath(directory, table);
        if (!QFile::exists(path))
            continue;
        opened.push_back(std::make_unique<QFile>(path));
        files.push_back({table, path, opened.back().get()});
    }
    if (files.empty())
        return refused(CatalogCsv::tr("%1 holds no catalog CSV files; expected a directory "
                                      "written by 'acceldecide-cli catalog export' with files "
                                      "named %2.csv")
                           .arg(directory, tables().join(QStringLiteral(".csv, "))));
    return importFiles(catalog, files, QDir(directory).absolutePath(), options);
}

ImportReport CatalogCsv::importFiles(CatalogDatabase &catalog,
                                     const std::vector<CatalogCsvFile> &files,
                                     const QString &source, const ImportOptions &options)
{
    const QStringList known = tables();
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (!known.contains(files[i].table))
            return refused(CatalogCsv::tr("%1: no catalog table is called \"%2\"")
                               .arg(files[i].name, files[i].table));
        for (std::size_t j = 0; j < i; ++j) {
            if (files[j].table == files[i].table)
                return refused(CatalogCsv::tr("%1 and %2 are both the table %3")
                                   .arg(files[j].name, files[i].name, files[i].table));
        }
    }
    if (files.empty())
        return refused(CatalogCsv::tr("no catalog CSV files to import"));

    QSqlDatabase &database = catalog.connection();
    std::vector<Plan> plans;
    qint64 totalBytes = 0;
    for (const QString &table : known) {
        const auto file = std::find_if(files.begin(), files.end(),
                                       [&](const CatalogCsvFile &f) { return f.table == table; });
        if (file == files.end())
            continue;
        if (const std::optional<QString> problem = planTable(database, *file, plans))
            return refused(*problem);
        totalBytes += file->device->size();
    }

    ImportRun run(catalog, options);
    run.setTotalBytes(totalBytes);
    if (!run.begin())
        return run.report();
    IdMaps ids;
    qint64 present = 0;
    qint64 bytesBefore = 0;
    for (Plan &plan : plans) {
        CsvReader &reader = *plan.reader; // past the header, checked by planTable
        TableImport table(database, plan, ids);
        const QString name = QFileInfo(plan.path).fileName();
        const auto importRow = [&](const std::vector<std::string_view> &fields) {
            using Outcome = ImportRun::Outcome;
            bool wasPresent = false;
            bool filtered = false;
            const auto problem = table.row(fields, options, &wasPresent, &filtered);
            present += wasPresent ? 1 : 0;
            if (problem)
                return Outcome::rejected(name + QStringLiteral(": ") + *problem);
            return filtered || wasPresent ? Outcome::skipped() : Outcome::imported();
        };
        // A cancelled report names no source, as it always has.
        if (!run.readRows(reader, bytesBefore, 0, importRow))
            return run.report();
        if (const std::optional<QString> error = reader.error())
            rejectReaderError(run.report(), reader.lineNumber(),
                              *error + QStringLiteral(" (%1)").arg(name));
        bytesBefore += plan.device->size();
    }
    if (options.alsoWrite) {
        const DatabaseResult<qint64> written = options.alsoWrite(database);
        if (written)
            run.report().rowsImported += written.value();
        else
            reject(run.report(), 0, written.error().toString());
    }
    // Rows that kept their file's id: the ids the catalog generates next follow them.
    const SqlDialect dialect = SqlDialect::of(database);
    for (const Plan &plan : plans) {
        if (plan.table.hasId && run.report().rowsImported > 0) {
            dialect.beginAttempt(database);
            dialect.endAttempt(database, dialect.syncIds(database, plan.table.name).ok());
        }
    }
    if (!run.finish(totalBytes))
        return run.report();
    ImportReport &report = run.report();
    report.source = source;
    report.message = CatalogCsv::tr("%1 rows added from %2 files; %3 were already in the catalog")
                         .arg(report.rowsImported)
                         .arg(plans.size())
                         .arg(present);
    return report;
}

} // namespace acceldecide::db
