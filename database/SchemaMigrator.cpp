#include "database/SchemaMigrator.h"

#include "database/CatalogSchema.h"
#include "database/TransactionGuard.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

QString column(const char *identifier, const char *definition)
{
    return name(identifier) + QLatin1Char(' ') + QString::fromLatin1(definition);
}

QString foreignKey(const char *identifier, const char *table)
{
    return QStringLiteral("%1 INTEGER REFERENCES %2(%3) ON DELETE CASCADE")
        .arg(name(identifier), name(table), name(kId));
}

DatabaseStatus run(QSqlDatabase &database, const QString &statement, const char *table)
{
    QSqlQuery query(database);
    if (!query.exec(statement))
        return DatabaseError{name(table), {}, {}, query.lastError().text()};
    return {};
}

DatabaseStatus createTable(QSqlDatabase &database, const char *table, const QStringList &columns)
{
    return run(
        database,
        QStringLiteral("CREATE TABLE %1 (%2)").arg(name(table), columns.join(QStringLiteral(", "))),
        table);
}

DatabaseStatus createIndex(QSqlDatabase &database, const char *table, const QString &indexName,
                           const QStringList &columns, bool unique)
{
    return run(database,
               QStringLiteral("CREATE %1INDEX %2 ON %3 (%4)")
                   .arg(unique ? QStringLiteral("UNIQUE ") : QString(), indexName, name(table),
                        columns.join(QStringLiteral(", "))),
               table);
}

// Version 3: the unit an instance type's accelerator count means. Existing rows keep
// NULL (their stack's unit, what they meant before); the seed loader then fills the
// shipped rows.
DatabaseStatus addAcceleratorUnit(QSqlDatabase &database)
{
    return run(database,
               QStringLiteral("ALTER TABLE %1 ADD COLUMN %2")
                   .arg(name(instanceTypes::kTable), column(instanceTypes::kAcceleratorUnit,
                                                            instanceTypes::kAcceleratorUnitCheck)),
               instanceTypes::kTable);
}

const QString kPrimaryKey = column(kId, "INTEGER PRIMARY KEY");
const QString kSeedKeyColumn = column(kSeedKey, "TEXT UNIQUE");
const QString kQuoteColumn = column(kQuote, "TEXT");

} // namespace

DatabaseResult<int> SchemaMigrator::version(const QSqlDatabase &database)
{
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return DatabaseError{{}, {}, QStringLiteral("user_version"), query.lastError().text()};
    return query.value(0).toInt();
}

DatabaseStatus SchemaMigrator::migrate(QSqlDatabase &database)
{
    const DatabaseResult<int> current = version(database);
    if (!current)
        return current.error();
    const int from = current.value();
    if (from == kCurrentVersion)
        return {};
    if (from > kCurrentVersion)
        return DatabaseError{
            {},
            {},
            QStringLiteral("user_version"),
            QCoreApplication::translate("SchemaMigrator",
                                        "the file has schema version %1, newer than this "
                                        "AccelDecide understands (%2); open it with a newer "
                                        "version or choose another file")
                .arg(from)
                .arg(kCurrentVersion)};

    TransactionGuard transaction(database);
    if (!transaction.began())
        return DatabaseError{
            {},
            {},
            {},
            QCoreApplication::translate("SchemaMigrator", "cannot begin the migration: ") +
                database.lastError().text()};
    if (DatabaseStatus status = from == 0 ? createDB(database) : updateDB(database, from);
        !status) {
        transaction.fail();
        return status;
    }
    // PRAGMA takes no bound parameters; the value is our own integer constant.
    if (DatabaseStatus status =
            run(database, QStringLiteral("PRAGMA user_version = %1").arg(kCurrentVersion), "");
        !status) {
        transaction.fail();
        return status;
    }
    return transaction.commit();
}

DatabaseStatus SchemaMigrator::createDB(QSqlDatabase &database)
{
    DatabaseStatus status;
    const auto step = [&](DatabaseStatus result) {
        if (status && !result)
            status = result; // the first failure is the one to report
    };
    step(createTable(database, sources::kTable,
                     {kPrimaryKey, kSeedKeyColumn, column(sources::kTitle, "TEXT NOT NULL"),
                      column(sources::kPublisher, "TEXT"), column(sources::kUrl, "TEXT"),
                      column(sources::kPublishedDate, "TEXT"),
                      column(sources::kAccessedDate, "TEXT"),
                      column(sources::kKind, "TEXT NOT NULL CHECK (kind IN ('vendor_claim', "
                                             "'independent', 'price_list', 'user'))"),
                      column(sources::kNotes, "TEXT")}));
    step(createTable(
        database, accelerators::kTable,
        {kPrimaryKey, kSeedKeyColumn, column(accelerators::kName, "TEXT NOT NULL UNIQUE"),
         column(accelerators::kVendor, "TEXT NOT NULL"), column(accelerators::kGeneration, "TEXT"),
         column(accelerators::kStack, "TEXT NOT NULL CHECK (stack IN ('neuron', 'cuda'))")}));
    step(createTable(
        database, acceleratorSpecs::kTable,
        {kPrimaryKey, kSeedKeyColumn,
         foreignKey(acceleratorSpecs::kAcceleratorId, accelerators::kTable) + " NOT NULL",
         column(acceleratorSpecs::kSpec, "TEXT NOT NULL"),
         column(acceleratorSpecs::kValue, "REAL NOT NULL"),
         column(acceleratorSpecs::kQualifier, "TEXT"),
         foreignKey(kSourceId, sources::kTable) + " NOT NULL", kQuoteColumn}));
    step(createTable(
        database, instanceTypes::kTable,
        {kPrimaryKey, kSeedKeyColumn, column(instanceTypes::kProvider, "TEXT NOT NULL"),
         column(instanceTypes::kName, "TEXT NOT NULL"),
         foreignKey(instanceTypes::kAcceleratorId, accelerators::kTable),
         column(instanceTypes::kAcceleratorsPerInstance, "INTEGER NOT NULL CHECK "
                                                         "(accelerators_per_instance >= 1)"),
         column(instanceTypes::kAcceleratorUnit, instanceTypes::kAcceleratorUnitCheck),
         column(instanceTypes::kVcpus, "INTEGER"), column(instanceTypes::kMemoryGib, "REAL"),
         column(instanceTypes::kNetwork, "TEXT"),
         QStringLiteral("UNIQUE (%1, %2)")
             .arg(name(instanceTypes::kProvider), name(instanceTypes::kName))}));
    step(createTable(
        database, instanceOfferings::kTable,
        {kSeedKeyColumn,
         foreignKey(instanceOfferings::kInstanceTypeId, instanceTypes::kTable) + " NOT NULL",
         column(instanceOfferings::kPurchaseModel, "TEXT NOT NULL"),
         column(instanceOfferings::kOffered, "INTEGER NOT NULL CHECK (offered IN (0, 1))"),
         foreignKey(kSourceId, sources::kTable), kQuoteColumn,
         QStringLiteral("PRIMARY KEY (%1, %2)")
             .arg(name(instanceOfferings::kInstanceTypeId),
                  name(instanceOfferings::kPurchaseModel))}));
    step(createTable(
        database, priceObservations::kTable,
        {kPrimaryKey, kSeedKeyColumn,
         foreignKey(priceObservations::kInstanceTypeId, instanceTypes::kTable) + " NOT NULL",
         column(priceObservations::kRegion, "TEXT NOT NULL"),
         column(priceObservations::kAvailabilityZone, "TEXT"),
         column(priceObservations::kPurchaseModel, "TEXT NOT NULL"),
         column(priceObservations::kTermMonths, "INTEGER"),
         column(priceObservations::kPaymentOption, "TEXT"),
         column(priceObservations::kOfferingClass, "TEXT"),
         column(priceObservations::kHourlyUsd, "REAL NOT NULL CHECK (hourly_usd >= 0)"),
         column(priceObservations::kUpfrontUsd, "REAL NOT NULL DEFAULT 0"),
         column(priceObservations::kObservedDate, "TEXT NOT NULL"),
         foreignKey(kSourceId, sources::kTable) + " NOT NULL", kQuoteColumn}));
    // Re-importing a file must not duplicate observations: one price per key per source.
    step(createIndex(
        database, priceObservations::kTable, QStringLiteral("price_observation_identity"),
        {name(priceObservations::kInstanceTypeId), name(priceObservations::kRegion),
         QStringLiteral("IFNULL(%1, '')").arg(name(priceObservations::kAvailabilityZone)),
         name(priceObservations::kPurchaseModel),
         QStringLiteral("IFNULL(%1, '')").arg(name(priceObservations::kPaymentOption)),
         QStringLiteral("IFNULL(%1, '')").arg(name(priceObservations::kOfferingClass)),
         name(priceObservations::kObservedDate), name(kSourceId)},
        true));
    step(createTable(
        database, benchmarks::kTable,
        {kPrimaryKey, kSeedKeyColumn, foreignKey(benchmarks::kAcceleratorId, accelerators::kTable),
         foreignKey(benchmarks::kInstanceTypeId, instanceTypes::kTable),
         column(benchmarks::kModel, "TEXT NOT NULL"), column(benchmarks::kParamsBillion, "REAL"),
         column(benchmarks::kMetric, "TEXT NOT NULL"), column(benchmarks::kValue, "REAL NOT NULL"),
         column(benchmarks::kBatchSize, "INTEGER"), column(benchmarks::kPrecision, "TEXT"),
         column(benchmarks::kProvenance,
                "TEXT NOT NULL CHECK (provenance IN ('vendor_claim', 'independent', "
                "'user_measured', 'estimate'))"),
         foreignKey(kSourceId, sources::kTable) + " NOT NULL", kQuoteColumn}));
    step(createTable(
        database, portingProfiles::kTable,
        {kPrimaryKey, kSeedKeyColumn, column(portingProfiles::kScenario, "TEXT NOT NULL"),
         column(portingProfiles::kWeeksLow, "REAL"), column(portingProfiles::kWeeksHigh, "REAL"),
         column(portingProfiles::kRisk, "TEXT"),
         foreignKey(kSourceId, sources::kTable) + " NOT NULL", kQuoteColumn}));
    step(createTable(database, criteriaPresets::kTable,
                     {kPrimaryKey, kSeedKeyColumn, column(criteriaPresets::kName, "TEXT NOT NULL"),
                      column(criteriaPresets::kCriteriaJson, "TEXT NOT NULL"),
                      foreignKey(kSourceId, sources::kTable)}));
    step(createTable(
        database, catalogMeta::kTable,
        {column(catalogMeta::kKey, "TEXT PRIMARY KEY"), column(catalogMeta::kValue, "TEXT")}));
    step(run(database, QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId), ""));
    step(createTable(database, scenarios::kTable,
                     {kPrimaryKey, column(scenarios::kName, "TEXT NOT NULL"),
                      column(scenarios::kJson, "TEXT NOT NULL"),
                      column(scenarios::kCreated, "TEXT NOT NULL"),
                      column(scenarios::kModified, "TEXT NOT NULL")}));
    return status;
}

DatabaseStatus SchemaMigrator::updateDB(QSqlDatabase &database, int fromVersion)
{
    // Cumulative steps: "case 1:" upgrades version 1 to 2 and falls through to the
    // next. PRAGMA application_id is transactional like user_version, so a crash
    // mid-migration leaves the file at its old version.
    switch (fromVersion) {
    case 1:
        if (DatabaseStatus status =
                run(database, QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId), "");
            !status)
            return status;
        [[fallthrough]];
    case 2:
        if (DatabaseStatus status = addAcceleratorUnit(database); !status)
            return status;
        [[fallthrough]];
    case kCurrentVersion:
        return {};
    default:
        return DatabaseError{
            {},
            {},
            QStringLiteral("user_version"),
            QCoreApplication::translate("SchemaMigrator", "no upgrade path from schema version %1")
                .arg(fromVersion)};
    }
}

} // namespace acceldecide::db
