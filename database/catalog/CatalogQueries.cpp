#include "database/catalog/CatalogQueries.h"

#include "database/connection/SqlDialect.h"
#include "database/schema/CatalogSchema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace acceldecide::db {

namespace {

using namespace schema;

// The statements are fixed text with no user input, so there is nothing to bind; they
// are still prepared, like every statement in database/. Column aliases are the names
// the listings show.
QString instancesQuery(const SqlDialect &dialect)
{
    return QStringLiteral("SELECT i.provider, i.name AS instance_type, a.name AS accelerator, "
                          "i.accelerators_per_instance, i.vcpus, i.memory_gib, i.network, "
                          "(SELECT %1 FROM instance_offerings o WHERE o.instance_type_id = i.id "
                          "AND o.offered = 0) AS not_offered, i.seed_key FROM instance_types i "
                          "LEFT JOIN accelerators a ON a.id = i.accelerator_id "
                          "ORDER BY i.provider, i.name")
        .arg(dialect.groupConcat(QStringLiteral("o.purchase_model"), QStringLiteral("' '")));
}

const QString kAccelerators = QStringLiteral(
    "SELECT a.name AS accelerator, a.vendor, a.generation, a.stack, s.spec, s.value, "
    "s.qualifier, src.title AS source, src.kind AS source_kind "
    "FROM accelerators a LEFT JOIN accelerator_specs s ON s.accelerator_id = a.id "
    "LEFT JOIN sources src ON src.id = s.source_id "
    "ORDER BY a.vendor, a.name, s.spec, src.title");

const QString kPrices = QStringLiteral(
    "SELECT i.provider, i.name AS instance_type, p.region, p.availability_zone, "
    "p.purchase_model, p.term_months, p.payment_option, p.offering_class, p.hourly_usd, "
    "p.upfront_usd, p.observed_date, src.title AS source, src.kind AS source_kind, p.quote, "
    "p.id AS price_observation_id "
    "FROM price_observations p JOIN instance_types i ON i.id = p.instance_type_id "
    "JOIN sources src ON src.id = p.source_id "
    "ORDER BY i.provider, i.name, p.region, p.purchase_model, p.observed_date DESC, src.title");

const QString kBenchmarks = QStringLiteral(
    "SELECT a.name AS accelerator, i.name AS instance_type, b.model, b.params_billion, "
    "b.metric, b.value, b.batch_size, b.precision, b.provenance, src.title AS source, "
    "b.quote, b.id AS benchmark_id "
    "FROM benchmarks b LEFT JOIN accelerators a ON a.id = b.accelerator_id "
    "LEFT JOIN instance_types i ON i.id = b.instance_type_id "
    "JOIN sources src ON src.id = b.source_id "
    "ORDER BY a.name, b.model, b.metric, src.title");

const QString kSources = QStringLiteral(
    "SELECT s.title, s.publisher, s.url, s.published_date, s.accessed_date, s.kind, s.notes, "
    "s.seed_key FROM sources s ORDER BY s.kind, s.title");

const QString kPorting = QStringLiteral(
    "SELECT p.scenario, p.weeks_low, p.weeks_high, p.risk, src.title AS source, p.quote "
    "FROM porting_profiles p JOIN sources src ON src.id = p.source_id "
    "ORDER BY src.title, p.id");

// models.csv's columns, with the source's title and URL in place of its key.
const QString kModels = QStringLiteral(
    "SELECT m.model_id AS id, m.name, m.layers, m.hidden_size, m.attention_heads, m.kv_heads, "
    "m.head_dim, m.ffn_size, m.ffn_matrices, m.vocabulary, m.experts, m.active_experts, "
    "m.context_length, m.tied_embeddings, m.stated_parameters_billion, src.url AS source_url, "
    "src.title AS source_title, m.seed_key FROM models m JOIN sources src ON src.id = "
    "m.source_id ORDER BY m.model_id");

// A team's own measurements with their provenance, by accelerator, engine and model.
const QString kMeasurements = QStringLiteral(
    "SELECT m.measurement_id AS id, m.accelerator_id, m.instance_type, m.accelerators, m.engine, "
    "m.engine_version, m.model_id, m.dtype, m.tensor_parallel, m.pipeline_parallel, "
    "m.concurrency, m.input_tokens, m.output_tokens, m.metric, m.value, m.measured_date, "
    "m.source, m.file_name, m.file_sha256, m.imported_at, m.licence FROM measurements m "
    "ORDER BY m.accelerator_id, m.engine, m.model_id, m.measurement_id");

} // namespace

CatalogQueries::CatalogQueries(QSqlDatabase database) : m_database(std::move(database)) {}

QStringList CatalogQueries::listNames()
{
    return {QStringLiteral("instances"),  QStringLiteral("accelerators"), QStringLiteral("prices"),
            QStringLiteral("benchmarks"), QStringLiteral("sources"),      QStringLiteral("porting"),
            QStringLiteral("models"),     QStringLiteral("measurements")};
}

DatabaseResult<CatalogListing> CatalogQueries::list(const QString &name) const
{
    if (name == QLatin1String("instances"))
        return instances();
    if (name == QLatin1String("accelerators"))
        return accelerators();
    if (name == QLatin1String("prices"))
        return prices();
    if (name == QLatin1String("benchmarks"))
        return benchmarks();
    if (name == QLatin1String("sources"))
        return sources();
    if (name == QLatin1String("porting"))
        return porting();
    if (name == QLatin1String("models"))
        return models();
    if (name == QLatin1String("measurements"))
        return measurements();
    return DatabaseError{name,
                         {},
                         {},
                         QStringLiteral("unknown listing \"%1\"; expected one of: %2")
                             .arg(name, listNames().join(QStringLiteral(", ")))};
}

DatabaseResult<CatalogListing> CatalogQueries::instances() const
{
    return run(instanceTypes::kTable, instancesQuery(SqlDialect::of(m_database)));
}

DatabaseResult<CatalogListing> CatalogQueries::accelerators() const
{
    return run(accelerators::kTable, kAccelerators);
}

DatabaseResult<CatalogListing> CatalogQueries::prices() const
{
    return run(priceObservations::kTable, kPrices);
}

DatabaseResult<CatalogListing> CatalogQueries::benchmarks() const
{
    return run(benchmarks::kTable, kBenchmarks);
}

DatabaseResult<CatalogListing> CatalogQueries::sources() const
{
    return run(sources::kTable, kSources);
}

DatabaseResult<CatalogListing> CatalogQueries::porting() const
{
    return run(portingProfiles::kTable, kPorting);
}

DatabaseResult<CatalogListing> CatalogQueries::models() const
{
    return run(models::kTable, kModels);
}

DatabaseResult<CatalogListing> CatalogQueries::measurements() const
{
    return run(measurements::kTable, kMeasurements);
}

DatabaseResult<CatalogListing> CatalogQueries::run(const char *table,
                                                   const QString &statement) const
{
    CatalogListing listing;
    const DatabaseStatus status = run(
        table, statement, [&listing](const QStringList &columns) { listing.columns = columns; },
        [&listing](const QVariantList &row) {
            listing.rows.push_back(row);
            return true;
        });
    if (!status)
        return status.error();
    return listing;
}

DatabaseStatus CatalogQueries::run(const char *table, const QString &statement,
                                   const ColumnsSink &columns, const RowSink &row) const
{
    QSqlQuery query(m_database);
    // Forward only: the driver need not keep the rows already handed over.
    query.setForwardOnly(true);
    if (!query.prepare(statement) || !query.exec())
        return DatabaseError{QString::fromLatin1(table), {}, {}, query.lastError().text()};
    const QSqlRecord record = query.record();
    QStringList names;
    for (int c = 0; c < record.count(); ++c)
        names << record.fieldName(c);
    columns(names);
    QVariantList values;
    while (query.next()) {
        values.clear();
        values.reserve(record.count());
        for (int c = 0; c < record.count(); ++c)
            values << (query.isNull(c) ? QVariant() : query.value(c));
        if (!row(values))
            break;
    }
    if (query.lastError().isValid())
        return DatabaseError{QString::fromLatin1(table), {}, {}, query.lastError().text()};
    return {};
}

DatabaseStatus CatalogQueries::stream(const QString &name, const ColumnsSink &columns,
                                      const RowSink &row) const
{
    const SqlDialect dialect = SqlDialect::of(m_database);
    const std::pair<const char *, QString> statements[] = {
        {instanceTypes::kTable, instancesQuery(dialect)},
        {accelerators::kTable, kAccelerators},
        {priceObservations::kTable, kPrices},
        {benchmarks::kTable, kBenchmarks},
        {sources::kTable, kSources},
        {portingProfiles::kTable, kPorting},
        {models::kTable, kModels},
        {measurements::kTable, kMeasurements},
    };
    const QStringList names = listNames();
    const qsizetype index = names.indexOf(name);
    if (index < 0)
        return list(name).error(); // names the valid listings
    const auto &[table, statement] = statements[index];
    return run(table, statement, columns, row);
}

} // namespace acceldecide::db
