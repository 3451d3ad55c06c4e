#include "database/schema/SeedDataLoader.h"

#include "database/connection/SqlDialect.h"
#include "database/connection/TransactionGuard.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/ModelSeedRows.h"
#include "database/schema/SeedCsv.h"
#include "database/schema/SeedTableSpecs.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <vector>

// Q_INIT_RESOURCE must be used outside any namespace. The seed resource is compiled
// into a static library, so nothing would pull its object file into an executable
// unless something references it.
static void initSeedResource()
{
    Q_INIT_RESOURCE(seed);
}

namespace acceldecide::db {

namespace {

using namespace schema;
using namespace seed;

// Bump when the meaning of the CSV columns changes, so catalogs reload even if the
// files did not change.
constexpr char kLoaderFormat[] = "seed-loader-1";

QString latin(const char *text)
{
    return QString::fromLatin1(text);
}

DatabaseResult<QByteArray> readFile(const QString &directory, const char *name)
{
    QFile file(directory + QLatin1Char('/') + latin(name));
    if (!file.open(QIODevice::ReadOnly))
        return DatabaseError{
            latin(name),
            {},
            {},
            QCoreApplication::translate("SeedDataLoader", "cannot read seed file %1: %2")
                .arg(file.fileName(), file.errorString())};
    return file.readAll();
}

// Applies one table's rows. Seed keys resolve to ids through `ids`, which later tables
// reuse; a key is looked up in the database only once.
class TableLoader
{
public:
    TableLoader(QSqlDatabase &database, QHash<QString, qint64> &ids)
        : m_database(database), m_ids(ids), m_dialect(SqlDialect::of(database))
    {}

    DatabaseStatus load(const TableSpec &spec, const QByteArray &bytes)
    {
        const QString table = latin(spec.table);
        const SeedCsv csv = SeedCsv::parse(QString::fromUtf8(bytes));
        if (csv.error)
            return DatabaseError{
                table, QStringLiteral("line %1").arg(csv.errorLine), {}, *csv.error};
        if (QLatin1String(spec.file) != QLatin1String(kModelsFile))
            return loadRows(spec, csv);
        const ModelSeedRows derived = ModelSeedRows::from(csv);
        if (derived.error)
            return DatabaseError{
                table, QStringLiteral("line %1").arg(derived.errorLine), {}, *derived.error};
        // Its sources first (through sources.csv's spec, the first in load order): the
        // models reference them by the keys derived for them.
        if (DatabaseStatus status = loadRows(tableSpecs().front(), derived.sources); !status)
            return status;
        return loadRows(spec, derived.models);
    }

private:
    DatabaseStatus loadRows(const TableSpec &spec, const SeedCsv &csv)
    {
        const QString table = latin(spec.table);
        if (csv.rows.empty())
            return DatabaseError{
                table,
                {},
                {},
                QCoreApplication::translate("SeedDataLoader", "seed file has no header row")};
        const QStringList &header = csv.rows.front().fields;
        const int keyIndex = header.indexOf(latin(kSeedKey));
        if (keyIndex < 0)
            return DatabaseError{table, QStringLiteral("line 1"), latin(kSeedKey),
                                 QCoreApplication::translate("SeedDataLoader", "missing column")};
        std::vector<int> indexes;
        for (const ColumnSpec &column : spec.columns) {
            indexes.push_back(header.indexOf(latin(column.csvName)));
            if (indexes.back() < 0)
                return DatabaseError{
                    table, QStringLiteral("line 1"), latin(column.csvName),
                    QCoreApplication::translate("SeedDataLoader", "missing column")};
        }
        if (header.size() != static_cast<qsizetype>(spec.columns.size()) + 1)
            return DatabaseError{table,
                                 QStringLiteral("line 1"),
                                 {},
                                 QStringLiteral("expected %1 columns, found %2")
                                     .arg(spec.columns.size() + 1)
                                     .arg(header.size())};

        QSqlQuery upsert(m_database);
        if (!upsert.prepare(upsertStatement(spec, m_dialect)))
            return DatabaseError{table, {}, {}, upsert.lastError().text()};
        for (std::size_t r = 1; r < csv.rows.size(); ++r) {
            const SeedCsv::Row &row = csv.rows[r];
            const QString line = QStringLiteral("line %1").arg(row.line);
            if (row.fields.size() != header.size())
                return DatabaseError{table,
                                     line,
                                     {},
                                     QStringLiteral("expected %1 fields, found %2")
                                         .arg(header.size())
                                         .arg(row.fields.size())};
            const QString seedKey = row.fields[keyIndex];
            if (seedKey.isEmpty())
                return DatabaseError{table, line, latin(kSeedKey), QStringLiteral("empty")};
            upsert.bindValue(0, seedKey);
            for (std::size_t c = 0; c < spec.columns.size(); ++c) {
                const DatabaseResult<QVariant> value =
                    convert(spec.columns[c], row.fields[indexes[c]], table, seedKey);
                if (!value)
                    return value.error();
                upsert.bindValue(static_cast<int>(c) + 1, value.value());
            }
            bool changed = m_dialect.execTolerating(m_database, upsert);
            if (!changed &&
                !(m_dialect.isPostgreSql() && m_dialect.isUniqueViolation(upsert.lastError())))
                return DatabaseError{table, seedKey, {}, upsert.lastError().text()};
            changed = changed && upsert.numRowsAffected() > 0;
            if (!changed && !spec.naturalKey.empty()) {
                if (DatabaseStatus status = adoptNaturalKey(spec, row, header, seedKey); !status)
                    return status;
            }
        }
        return {};
    }

    static QString upsertStatement(const TableSpec &spec, const SqlDialect &dialect)
    {
        QStringList columns{latin(kSeedKey)};
        QStringList placeholders{QStringLiteral("?")};
        QStringList updates;
        for (const ColumnSpec &column : spec.columns) {
            columns << latin(column.column);
            placeholders << QStringLiteral("?");
            updates << QStringLiteral("%1 = excluded.%1").arg(latin(column.column));
        }
        // The second clause lets a user row that holds the same natural key win.
        return QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) ON CONFLICT(%4) DO UPDATE SET %5")
                   .arg(latin(spec.table), columns.join(QStringLiteral(", ")),
                        placeholders.join(QStringLiteral(", ")), latin(kSeedKey),
                        updates.join(QStringLiteral(", "))) +
               dialect.otherConflictsDoNothing();
    }

    DatabaseResult<QVariant> convert(const ColumnSpec &column, const QString &field,
                                     const QString &table, const QString &seedKey)
    {
        if (field.isEmpty())
            return QVariant(); // NULL; NOT NULL columns report it through SQLite
        bool ok = true;
        switch (column.kind) {
        case Kind::Text:
            return QVariant(field);
        case Kind::Real: {
            const double value = field.toDouble(&ok); // C locale, whatever the user's
            if (ok)
                return QVariant(value);
            break;
        }
        case Kind::Integer: {
            const qlonglong value = field.toLongLong(&ok);
            if (ok)
                return QVariant(value);
            break;
        }
        case Kind::Reference: {
            const DatabaseResult<qint64> id = resolve(latin(column.referencedTable), field);
            if (id)
                return QVariant(id.value());
            return DatabaseError{table, seedKey, latin(column.csvName), id.error().message};
        }
        }
        return DatabaseError{
            table, seedKey, latin(column.csvName),
            QCoreApplication::translate("SeedDataLoader", "not a number: \"%1\"").arg(field)};
    }

    DatabaseResult<qint64> resolve(const QString &table, const QString &seedKey)
    {
        const auto cached = m_ids.constFind(seedKey);
        if (cached != m_ids.constEnd())
            return cached.value();
        QSqlQuery query(m_database);
        query.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ?")
                          .arg(latin(kId), table, latin(kSeedKey)));
        query.addBindValue(seedKey);
        if (!query.exec())
            return DatabaseError{table, seedKey, {}, query.lastError().text()};
        if (!query.next())
            return DatabaseError{table,
                                 seedKey,
                                 {},
                                 QCoreApplication::translate(
                                     "SeedDataLoader", "references \"%1\", which is not in %2")
                                     .arg(seedKey, table)};
        const qint64 id = query.value(0).toLongLong();
        m_ids.insert(seedKey, id);
        return id;
    }

    DatabaseStatus adoptNaturalKey(const TableSpec &spec, const SeedCsv::Row &row,
                                   const QStringList &header, const QString &seedKey)
    {
        QStringList conditions;
        for (const char *column : spec.naturalKey)
            conditions << QStringLiteral("%1 = ?").arg(latin(column));
        QSqlQuery query(m_database);
        query.prepare(
            QStringLiteral("SELECT %1 FROM %2 WHERE %3")
                .arg(latin(kId), latin(spec.table), conditions.join(QStringLiteral(" AND "))));
        for (const char *column : spec.naturalKey)
            query.addBindValue(row.fields[header.indexOf(latin(column))]);
        if (!query.exec() || !query.next())
            return DatabaseError{latin(spec.table),
                                 seedKey,
                                 {},
                                 QCoreApplication::translate(
                                     "SeedDataLoader", "row was neither inserted nor found: ") +
                                     query.lastError().text()};
        m_ids.insert(seedKey, query.value(0).toLongLong());
        return {};
    }

    QSqlDatabase &m_database;
    QHash<QString, qint64> &m_ids;
    SqlDialect m_dialect;
};

DatabaseResult<QString> storedHash(QSqlDatabase &database)
{
    QSqlQuery query(database);
    query.prepare(
        QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ?")
            .arg(latin(catalogMeta::kValue), latin(catalogMeta::kTable), latin(catalogMeta::kKey)));
    query.addBindValue(latin(catalogMeta::kSeedHash));
    if (!query.exec())
        return DatabaseError{latin(catalogMeta::kTable),
                             latin(catalogMeta::kSeedHash),
                             {},
                             query.lastError().text()};
    return query.next() ? query.value(0).toString() : QString();
}

DatabaseStatus storeHash(QSqlDatabase &database, const QString &hash)
{
    QSqlQuery query(database);
    query.prepare(
        QStringLiteral("INSERT INTO %1 (%2, %3) VALUES (?, ?) ON CONFLICT(%2) DO UPDATE "
                       "SET %3 = excluded.%3")
            .arg(latin(catalogMeta::kTable), latin(catalogMeta::kKey), latin(catalogMeta::kValue)));
    query.addBindValue(latin(catalogMeta::kSeedHash));
    query.addBindValue(hash);
    if (!query.exec())
        return DatabaseError{latin(catalogMeta::kTable),
                             latin(catalogMeta::kSeedHash),
                             {},
                             query.lastError().text()};
    return {};
}

} // namespace

SeedDataLoader::SeedDataLoader(QString directory) : m_directory(std::move(directory))
{
    initSeedResource();
}

QString SeedDataLoader::defaultDirectory()
{
    return QStringLiteral(":/seed");
}

QStringList SeedDataLoader::fileNames()
{
    QStringList names;
    for (const TableSpec &spec : tableSpecs())
        names << latin(spec.file);
    return names;
}

DatabaseResult<QString> SeedDataLoader::hash() const
{
    QCryptographicHash sha(QCryptographicHash::Sha256);
    sha.addData(QByteArrayView(kLoaderFormat));
    for (const TableSpec &spec : tableSpecs()) {
        const DatabaseResult<QByteArray> bytes = readFile(m_directory, spec.file);
        if (!bytes)
            return bytes.error();
        // Name and length first, so moving bytes between files changes the hash.
        sha.addData(QByteArrayView(spec.file));
        sha.addData(QByteArray::number(bytes.value().size()));
        sha.addData(bytes.value());
    }
    return QString::fromLatin1(sha.result().toHex());
}

DatabaseResult<SeedDataLoader::Outcome> SeedDataLoader::load(QSqlDatabase &database) const
{
    const DatabaseResult<QString> current = hash();
    if (!current)
        return current.error();
    const DatabaseResult<QString> stored = storedHash(database);
    if (!stored)
        return stored.error();
    if (stored.value() == current.value())
        return Outcome::UpToDate;

    TransactionGuard transaction(database);
    if (!transaction.began())
        return DatabaseError{
            {},
            {},
            {},
            QCoreApplication::translate("SeedDataLoader", "cannot begin the seed transaction: ") +
                database.lastError().text()};
    QHash<QString, qint64> ids;
    TableLoader loader(database, ids);
    for (const TableSpec &spec : tableSpecs()) {
        const DatabaseResult<QByteArray> bytes = readFile(m_directory, spec.file);
        DatabaseStatus status =
            bytes ? loader.load(spec, bytes.value()) : DatabaseStatus(bytes.error());
        if (status)
            continue;
        transaction.fail();
        return status.error();
    }
    if (DatabaseStatus status = storeHash(database, current.value()); !status) {
        transaction.fail();
        return status.error();
    }
    if (DatabaseStatus status = transaction.commit(); !status)
        return status.error();
    return Outcome::Loaded;
}

} // namespace acceldecide::db
