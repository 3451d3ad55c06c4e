#include "database/schema/SchemaMigrator.h"

#include "database/actuals/ActualsTables.h"
#include "database/connection/CatalogNotifier.h"
#include "database/connection/SqlDialect.h"
#include "database/connection/TransactionGuard.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/MeasurementsTable.h"
#include "database/schema/ModelsTable.h"
#include "database/schema/SchemaColumns.h"
#include "database/schema/SpotAdvisorTable.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

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

// Version 8 (and createDB()): the on-demand, region-wide prices of an instance type and
// region, newest last, with what the resolver and the catalog editor read of them. Both
// look up that group for every option and every page; without it a catalog with years
// of history reads a table row per observation, scattered across the file.
DatabaseStatus addOnDemandPriceIndex(QSqlDatabase &database)
{
    using namespace priceObservations;
    return run(database,
               QStringLiteral("CREATE INDEX price_observation_on_demand ON %1 (%2, %3, %4, %5, "
                              "%6, %7) WHERE %8 = 'on_demand' AND %9 IS NULL")
                   .arg(name(kTable), name(kInstanceTypeId), name(kRegion), name(kObservedDate),
                        name(schema::kId), name(kHourlyUsd), name(schema::kSourceId),
                        name(kPurchaseModel), name(kAvailabilityZone)),
               kTable);
}

// Version 3: the unit an instance type's accelerator count means. Existing rows keep
// NULL (their stack's unit, what they meant before); the seed loader then fills the
// shipped rows. ADD COLUMN with a CHECK reads the same in both dialects.
DatabaseStatus addAcceleratorUnit(QSqlDatabase &database)
{
    const SchemaColumns c(SqlDialect::of(database));
    return run(
        database,
        QStringLiteral("ALTER TABLE %1 ADD COLUMN %2")
            .arg(name(instanceTypes::kTable),
                 c.column(instanceTypes::kAcceleratorUnit, instanceTypes::kAcceleratorUnitCheck)),
        instanceTypes::kTable);
}

// Version 9: how far a source's prices are trusted where sources disagree. Existing
// rows take the standing their kind implies (a price list is one; an independent
// article one; a vendor's claim counts as a vendor estimate, the lowest, until someone
// says it is the provider's own page); a user's own source stays NULL, not stated.
// The seed loader then sets the shipped sources' own standings (AWS's pages).
DatabaseStatus addSourceStanding(QSqlDatabase &database)
{
    const SchemaColumns c(SqlDialect::of(database));
    if (DatabaseStatus status = run(
            database,
            QStringLiteral("ALTER TABLE %1 ADD COLUMN %2")
                .arg(name(sources::kTable), c.column(sources::kStanding, sources::kStandingCheck)),
            sources::kTable);
        !status)
        return status;
    return run(database,
               QStringLiteral("UPDATE %1 SET %2 = CASE %3 WHEN 'price_list' THEN 'price_list' "
                              "WHEN 'independent' THEN 'independent' WHEN 'vendor_claim' THEN "
                              "'vendor_estimate' END")
                   .arg(name(sources::kTable), name(sources::kStanding), name(sources::kKind)),
               sources::kTable);
}

// Version 4: the audit columns on every editable table. Existing rows are version 1
// with no names: nobody can say now who wrote them.
DatabaseStatus addAuditColumns(QSqlDatabase &database)
{
    const SchemaColumns c(SqlDialect::of(database));
    for (const char *table : audit::kTables) {
        for (const QString &column : c.audit()) {
            if (DatabaseStatus status = run(
                    database,
                    QStringLiteral("ALTER TABLE %1 ADD COLUMN %2").arg(name(table), column), table);
                !status)
                return status;
        }
    }
    return {};
}

// Version 5 (and createDB()): a history table for each table whose earlier versions are
// kept (schema::history). No foreign key to the row: a deleted row's history stays.
DatabaseStatus createHistoryTables(QSqlDatabase &database)
{
    const SchemaColumns c(SqlDialect::of(database));
    for (const char *table : history::kTables) {
        const QString historyTable = name(table) + QLatin1String(history::kSuffix);
        QSqlQuery query(database);
        const QStringList columns{c.primaryKey(),
                                  c.column(history::kRowId, "INTEGER NOT NULL"),
                                  c.column(history::kRowVersion, "INTEGER NOT NULL"),
                                  c.column(history::kAction,
                                           "TEXT NOT NULL CHECK (action IN ('insert', 'update', "
                                           "'delete', 'baseline'))"),
                                  c.column(history::kChangedBy, "TEXT"),
                                  c.column(history::kChangedAt, "TEXT NOT NULL"),
                                  c.column(history::kChangedColumns, "TEXT"),
                                  c.column(history::kValues, "TEXT NOT NULL")};
        if (!query.exec(QStringLiteral("CREATE TABLE %1 (%2)")
                            .arg(historyTable, columns.join(QStringLiteral(", ")))))
            return DatabaseError{historyTable, {}, {}, query.lastError().text()};
        if (!query.exec(QStringLiteral("CREATE INDEX %1_row ON %1 (%2, %3)")
                            .arg(historyTable, name(history::kRowId), name(history::kRowVersion))))
            return DatabaseError{historyTable, {}, {}, query.lastError().text()};
    }
    return {};
}

// Version 6 (and createDB()), on a server only: writes to the figures others rely on
// notify listening clients (CatalogNotifier) when they commit. Statement triggers, so
// every writer notifies, importers and copies included; PostgreSQL folds the
// notifications of one transaction into one per table. A file has no other clients.
DatabaseStatus addChangeNotifications(QSqlDatabase &database)
{
    if (!SqlDialect::of(database).isPostgreSql())
        return {};
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("CREATE OR REPLACE FUNCTION acceldecide_notify() RETURNS "
                                   "trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM "
                                   "pg_notify('%1', TG_TABLE_NAME); RETURN NULL; END $$")
                        .arg(QLatin1String(CatalogNotifier::kChannel))))
        return DatabaseError{
            {}, {}, QStringLiteral("acceldecide_notify"), query.lastError().text()};
    for (const char *table : {priceObservations::kTable, benchmarks::kTable, sources::kTable}) {
        if (!query.exec(QStringLiteral("CREATE TRIGGER %1_notify AFTER INSERT OR UPDATE OR DELETE "
                                       "ON %1 FOR EACH STATEMENT EXECUTE FUNCTION "
                                       "acceldecide_notify()")
                            .arg(name(table))))
            return DatabaseError{name(table), {}, {}, query.lastError().text()};
    }
    return {};
}

// Version 7 (and createDB()): decision records. A record is evidence of what was
// decided on which figures, so a trigger refuses every UPDATE in both dialects: the
// only way to change a decision is a newer record that supersedes it.
DatabaseStatus createDecisions(QSqlDatabase &database)
{
    const SchemaColumns c(SqlDialect::of(database));
    using namespace schema::decisions;
    if (DatabaseStatus status = createTable(
            database, kTable,
            {c.primaryKey(), c.column(kScenarioName, "TEXT NOT NULL"),
             c.column(kScenarioJson, "TEXT NOT NULL"),
             c.column(kRecommendedOption, "TEXT NOT NULL"),
             c.column(kChosenOption, "TEXT NOT NULL"), c.column(kReason, "TEXT"),
             c.column(kDecidedAt, "TEXT NOT NULL"), c.column(kDecidedBy, "TEXT NOT NULL"),
             c.column(kRecordedBy, "TEXT"), c.column(kRecordedAt, "TEXT NOT NULL"),
             c.column(kRationale, "TEXT"), c.column(kReviewDate, "TEXT"),
             c.column(kCatalogDiscounts, "TEXT"), c.column(kReportPdf, "BLOB NOT NULL"),
             c.column(kReportSha256, "TEXT NOT NULL"),
             QStringLiteral("%1 %2 REFERENCES %3(%4)")
                 .arg(name(kSupersedes), c.dialect().columnType(QStringLiteral("INTEGER")),
                      name(kTable), name(kId))});
        !status)
        return status;
    const QString message = QStringLiteral("decision records are never changed; record a newer "
                                           "one that supersedes it");
    if (c.dialect().isPostgreSql()) {
        if (DatabaseStatus status =
                run(database,
                    QStringLiteral("CREATE OR REPLACE FUNCTION acceldecide_immutable() RETURNS "
                                   "trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '%1'; "
                                   "END $$")
                        .arg(message),
                    kTable);
            !status)
            return status;
        return run(database,
                   QStringLiteral("CREATE TRIGGER %1_immutable BEFORE UPDATE ON %1 FOR EACH ROW "
                                  "EXECUTE FUNCTION acceldecide_immutable()")
                       .arg(name(kTable)),
                   kTable);
    }
    return run(database,
               QStringLiteral("CREATE TRIGGER %1_immutable BEFORE UPDATE ON %1 BEGIN SELECT "
                              "RAISE(ABORT, '%2'); END")
                   .arg(name(kTable), message),
               kTable);
}

} // namespace

DatabaseResult<int> SchemaMigrator::version(const QSqlDatabase &database)
{
    QSqlDatabase connection = database;
    const DatabaseResult<int> version = SqlDialect::of(database).schemaVersion(connection);
    if (!version)
        return DatabaseError{{}, {}, QStringLiteral("user_version"), version.error().message};
    return version;
}

namespace {

DatabaseError newerSchema(int version)
{
    return DatabaseError{{},
                         {},
                         QStringLiteral("user_version"),
                         QCoreApplication::translate("SchemaMigrator",
                                                     "the file has schema version %1, newer than "
                                                     "this AccelDecide understands (%2); open it "
                                                     "with a newer version or choose another file")
                             .arg(version)
                             .arg(kCurrentVersion),
                         DatabaseError::Kind::NewerSchema};
}

} // namespace

DatabaseStatus SchemaMigrator::migrate(QSqlDatabase &database)
{
    const SqlDialect dialect = SqlDialect::of(database);
    const DatabaseResult<int> current = version(database);
    if (!current)
        return current.error();
    if (current.value() == kCurrentVersion)
        return {};
    if (current.value() > kCurrentVersion)
        return newerSchema(current.value());

    TransactionGuard transaction(database);
    if (!transaction.began())
        return DatabaseError{
            {},
            {},
            {},
            QCoreApplication::translate("SchemaMigrator", "cannot begin the migration: ") +
                database.lastError().text()};
    // Two clients opening an old server catalog at once: the second waits here, then
    // finds the version the first one committed and has nothing left to do.
    if (DatabaseStatus locked = dialect.lockForMigration(database); !locked) {
        transaction.fail();
        return locked;
    }
    const DatabaseResult<int> locked = version(database);
    if (!locked) {
        transaction.fail();
        return locked.error();
    }
    const int from = locked.value();
    if (from == kCurrentVersion)
        return transaction.commit();
    if (from > kCurrentVersion) {
        transaction.fail();
        return newerSchema(from);
    }
    if (DatabaseStatus status = from == 0 ? createDB(database) : updateDB(database, from);
        !status) {
        transaction.fail();
        return status;
    }
    if (DatabaseStatus status = dialect.setSchemaVersion(database, kCurrentVersion); !status) {
        transaction.fail();
        return status;
    }
    return transaction.commit();
}

DatabaseStatus SchemaMigrator::createDB(QSqlDatabase &database)
{
    const SchemaColumns c(SqlDialect::of(database));
    DatabaseStatus status;
    const auto step = [&](DatabaseStatus result) {
        if (status && !result)
            status = result; // the first failure is the one to report
    };
    step(createTable(
        database, sources::kTable,
        c.audited({c.primaryKey(), c.column(kSeedKey, "TEXT UNIQUE"),
                   c.column(sources::kTitle, "TEXT NOT NULL"),
                   c.column(sources::kPublisher, "TEXT"), c.column(sources::kUrl, "TEXT"),
                   c.column(sources::kPublishedDate, "TEXT"),
                   c.column(sources::kAccessedDate, "TEXT"),
                   c.column(sources::kKind, "TEXT NOT NULL CHECK (kind IN ('vendor_claim', "
                                            "'independent', 'price_list', 'user'))"),
                   c.column(sources::kNotes, "TEXT")})
            // After the audit columns, where version 9 adds it to an older catalog.
            << c.column(sources::kStanding, sources::kStandingCheck)));
    step(createTable(database, accelerators::kTable,
                     c.audited({c.primaryKey(), c.column(kSeedKey, "TEXT UNIQUE"),
                                c.column(accelerators::kName, "TEXT NOT NULL UNIQUE"),
                                c.column(accelerators::kVendor, "TEXT NOT NULL"),
                                c.column(accelerators::kGeneration, "TEXT"),
                                c.column(accelerators::kStack,
                                         "TEXT NOT NULL CHECK (stack IN ('neuron', 'cuda'))")})));
    step(createTable(
        database, acceleratorSpecs::kTable,
        c.audited(
            {c.primaryKey(), c.column(kSeedKey, "TEXT UNIQUE"),
             c.foreignKey(acceleratorSpecs::kAcceleratorId, accelerators::kTable) + " NOT NULL",
             c.column(acceleratorSpecs::kSpec, "TEXT NOT NULL"),
             c.column(acceleratorSpecs::kValue, "REAL NOT NULL"),
             c.column(acceleratorSpecs::kQualifier, "TEXT"),
             c.foreignKey(kSourceId, sources::kTable) + " NOT NULL", c.column(kQuote, "TEXT")})));
    step(createTable(
        database, instanceTypes::kTable,
        c.audited(
            {c.primaryKey(), c.column(kSeedKey, "TEXT UNIQUE"),
             c.column(instanceTypes::kProvider, "TEXT NOT NULL"),
             c.column(instanceTypes::kName, "TEXT NOT NULL"),
             c.foreignKey(instanceTypes::kAcceleratorId, accelerators::kTable),
             c.column(instanceTypes::kAcceleratorsPerInstance, "INTEGER NOT NULL CHECK "
                                                               "(accelerators_per_instance >= 1)"),
             c.column(instanceTypes::kAcceleratorUnit, instanceTypes::kAcceleratorUnitCheck),
             c.column(instanceTypes::kVcpus, "INTEGER"),
             c.column(instanceTypes::kMemoryGib, "REAL"), c.column(instanceTypes::kNetwork, "TEXT"),
             QStringLiteral("UNIQUE (%1, %2)")
                 .arg(name(instanceTypes::kProvider), name(instanceTypes::kName))})));
    step(createTable(
        database, instanceOfferings::kTable,
        {c.column(kSeedKey, "TEXT UNIQUE"),
         c.foreignKey(instanceOfferings::kInstanceTypeId, instanceTypes::kTable) + " NOT NULL",
         c.column(instanceOfferings::kPurchaseModel, "TEXT NOT NULL"),
         c.column(instanceOfferings::kOffered, "INTEGER NOT NULL CHECK (offered IN (0, 1))"),
         c.foreignKey(kSourceId, sources::kTable), c.column(kQuote, "TEXT"),
         QStringLiteral("PRIMARY KEY (%1, %2)")
             .arg(name(instanceOfferings::kInstanceTypeId),
                  name(instanceOfferings::kPurchaseModel))}));
    step(createTable(
        database, priceObservations::kTable,
        c.audited(
            {c.primaryKey(), c.column(kSeedKey, "TEXT UNIQUE"),
             c.foreignKey(priceObservations::kInstanceTypeId, instanceTypes::kTable) + " NOT NULL",
             c.column(priceObservations::kRegion, "TEXT NOT NULL"),
             c.column(priceObservations::kAvailabilityZone, "TEXT"),
             c.column(priceObservations::kPurchaseModel, "TEXT NOT NULL"),
             c.column(priceObservations::kTermMonths, "INTEGER"),
             c.column(priceObservations::kPaymentOption, "TEXT"),
             c.column(priceObservations::kOfferingClass, "TEXT"),
             c.column(priceObservations::kHourlyUsd, "REAL NOT NULL CHECK (hourly_usd >= 0)"),
             c.column(priceObservations::kUpfrontUsd, "REAL NOT NULL DEFAULT 0"),
             c.column(priceObservations::kObservedDate, "TEXT NOT NULL"),
             c.foreignKey(kSourceId, sources::kTable) + " NOT NULL", c.column(kQuote, "TEXT")})));
    // Re-importing a file must not duplicate observations: one price per key per source.
    step(createIndex(
        database, priceObservations::kTable, QStringLiteral("price_observation_identity"),
        {name(priceObservations::kInstanceTypeId), name(priceObservations::kRegion),
         c.dialect().ifNull(name(priceObservations::kAvailabilityZone), QStringLiteral("''")),
         name(priceObservations::kPurchaseModel),
         c.dialect().ifNull(name(priceObservations::kPaymentOption), QStringLiteral("''")),
         c.dialect().ifNull(name(priceObservations::kOfferingClass), QStringLiteral("''")),
         name(priceObservations::kObservedDate), name(kSourceId)},
        true));
    step(addOnDemandPriceIndex(database));
    step(createTable(
        database, benchmarks::kTable,
        c.audited(
            {c.primaryKey(), c.column(kSeedKey, "TEXT UNIQUE"),
             c.foreignKey(benchmarks::kAcceleratorId, accelerators::kTable),
             c.foreignKey(benchmarks::kInstanceTypeId, instanceTypes::kTable),
             c.column(benchmarks::kModel, "TEXT NOT NULL"),
             c.column(benchmarks::kParamsBillion, "REAL"),
             c.column(benchmarks::kMetric, "TEXT NOT NULL"),
             c.column(benchmarks::kValue, "REAL NOT NULL"),
             c.column(benchmarks::kBatchSize, "INTEGER"), c.column(benchmarks::kPrecision, "TEXT"),
             c.column(benchmarks::kProvenance,
                      "TEXT NOT NULL CHECK (provenance IN ('vendor_claim', 'independent', "
                      "'user_measured', 'estimate'))"),
             c.foreignKey(kSourceId, sources::kTable) + " NOT NULL", c.column(kQuote, "TEXT")})));
    step(createTable(database, portingProfiles::kTable,
                     c.audited({c.primaryKey(), c.column(kSeedKey, "TEXT UNIQUE"),
                                c.column(portingProfiles::kScenario, "TEXT NOT NULL"),
                                c.column(portingProfiles::kWeeksLow, "REAL"),
                                c.column(portingProfiles::kWeeksHigh, "REAL"),
                                c.column(portingProfiles::kRisk, "TEXT"),
                                c.foreignKey(kSourceId, sources::kTable) + " NOT NULL",
                                c.column(kQuote, "TEXT")})));
    step(createTable(database, criteriaPresets::kTable,
                     {c.primaryKey(), c.column(kSeedKey, "TEXT UNIQUE"),
                      c.column(criteriaPresets::kName, "TEXT NOT NULL"),
                      c.column(criteriaPresets::kCriteriaJson, "TEXT NOT NULL"),
                      c.foreignKey(kSourceId, sources::kTable)}));
    step(createTable(
        database, catalogMeta::kTable,
        {c.column(catalogMeta::kKey, "TEXT PRIMARY KEY"), c.column(catalogMeta::kValue, "TEXT")}));
    step(c.dialect().setApplicationId(database, kApplicationId));
    step(createHistoryTables(database));
    step(createTable(database, scenarios::kTable,
                     c.audited({c.primaryKey(), c.column(scenarios::kName, "TEXT NOT NULL"),
                                c.column(scenarios::kJson, "TEXT NOT NULL"),
                                c.column(scenarios::kCreated, "TEXT NOT NULL"),
                                c.column(scenarios::kModified, "TEXT NOT NULL")})));
    step(addChangeNotifications(database));
    step(createDecisions(database));
    step(createModelsTable(database));
    step(createMeasurementsTable(database));
    step(createActualsTables(database));
    step(createSpotAdvisorTable(database));
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
                SqlDialect::of(database).setApplicationId(database, kApplicationId);
            !status)
            return status;
        [[fallthrough]];
    case 2:
        if (DatabaseStatus status = addAcceleratorUnit(database); !status)
            return status;
        [[fallthrough]];
    case 3:
        if (DatabaseStatus status = addAuditColumns(database); !status)
            return status;
        [[fallthrough]];
    case 4:
        if (DatabaseStatus status = createHistoryTables(database); !status)
            return status;
        [[fallthrough]];
    case 5:
        if (DatabaseStatus status = addChangeNotifications(database); !status)
            return status;
        [[fallthrough]];
    case 6:
        if (DatabaseStatus status = createDecisions(database); !status)
            return status;
        [[fallthrough]];
    case 7:
        if (DatabaseStatus status = addOnDemandPriceIndex(database); !status)
            return status;
        [[fallthrough]];
    case 8:
        if (DatabaseStatus status = addSourceStanding(database); !status)
            return status;
        [[fallthrough]];
    case 9:
        // The seed loader fills the new table with the shipped models right after.
        if (DatabaseStatus status = createModelsTable(database); !status)
            return status;
        [[fallthrough]];
    case 10:
        // Empty: only a team's own imports fill it.
        if (DatabaseStatus status = createMeasurementsTable(database); !status)
            return status;
        [[fallthrough]];
    case 11:
        // Empty: only a team's bill imports fill them.
        if (DatabaseStatus status = createActualsTables(database); !status)
            return status;
        [[fallthrough]];
    case 12:
        // Empty: only a Spot Instance Advisor import fills it.
        if (DatabaseStatus status = createSpotAdvisorTable(database); !status)
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
