#include "database/schema/CatalogTableSpec.h"

#include "core/model/Scenario.h"
#include "core/performance/PerformanceCatalog.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/MeasurementsTable.h"

#include <QtGlobal>

#include <algorithm>

namespace acceldecide::db {

namespace {

using namespace schema;

// Headers are marked for translation here and translated in ui/ (database/ shows nothing).
#define CATALOG_HEADER(text) QT_TRANSLATE_NOOP("CatalogEditor", text)

CatalogColumnSpec text(const char *column, const char *header)
{
    return {column, header, CellKind::Text, {}, std::nullopt, false, true};
}

CatalogColumnSpec date(const char *column, const char *header)
{
    return {column, header, CellKind::Date, {}, std::nullopt, false, true};
}

CatalogColumnSpec choice(const char *column, const char *header, QStringList choices)
{
    return {column, header, CellKind::Choice, std::move(choices), std::nullopt, false, true};
}

CatalogColumnSpec reference(const char *column, const char *header)
{
    return {column, header, CellKind::Reference, {}, std::nullopt, false, true};
}

CatalogColumnSpec number(const char *column, const char *header, CellKind kind,
                         std::optional<double> minimum = std::nullopt, bool exclusive = false)
{
    return {column, header, kind, {}, minimum, exclusive, true};
}

// Every table that cites a source shows the source, its date and the vendor-claim flag
// next to its figures, so provenance reads the same way on every tab and is in view
// without scrolling; the long verbatim quote goes last.
void appendProvenance(std::vector<CatalogColumnSpec> &columns)
{
    columns.push_back(reference(kSourceId, CATALOG_HEADER("Source")));
    columns.push_back({kSourceDateColumn,
                       CATALOG_HEADER("Source date"),
                       CellKind::SourceDate,
                       {},
                       std::nullopt,
                       false,
                       false});
    columns.push_back({kVendorClaimColumn,
                       CATALOG_HEADER("Vendor claim"),
                       CellKind::VendorClaim,
                       {},
                       std::nullopt,
                       false,
                       false});
}

CatalogColumnSpec quote()
{
    return text(kQuote, CATALOG_HEADER("Quote"));
}

QStringList purchaseModels()
{
    // Core's names; "effective" is a scenario override, never a catalog price.
    QStringList names;
    for (const PurchaseModel model :
         {PurchaseModel::OnDemand, PurchaseModel::SavingsPlan1y, PurchaseModel::SavingsPlan3y,
          PurchaseModel::Reserved1y, PurchaseModel::Reserved3y, PurchaseModel::Spot,
          PurchaseModel::CapacityBlock})
        names << QString::fromLatin1(toString(model));
    return names;
}

// A model's shapes are counts (the schema refuses 0 and below; ffn_matrices is 2 or 3,
// tied_embeddings 0 or 1), in models.csv's order.
std::vector<CatalogColumnSpec> modelColumns()
{
    const auto shape = [](const char *column, const char *header, double minimum = 0.0,
                          bool exclusive = true) {
        return number(column, header, CellKind::Integer, minimum, exclusive);
    };
    std::vector<CatalogColumnSpec> columns = {
        text(models::kModelId, CATALOG_HEADER("Model id")),
        text(models::kName, CATALOG_HEADER("Name")),
        shape(models::kLayers, CATALOG_HEADER("Layers")),
        shape(models::kHiddenSize, CATALOG_HEADER("Hidden size")),
        shape(models::kAttentionHeads, CATALOG_HEADER("Attention heads")),
        shape(models::kKvHeads, CATALOG_HEADER("KV heads")),
        shape(models::kHeadDim, CATALOG_HEADER("Head dim")),
        shape(models::kFfnSize, CATALOG_HEADER("FFN size")),
        shape(models::kFfnMatrices, CATALOG_HEADER("FFN matrices"), 2.0, false),
        shape(models::kVocabulary, CATALOG_HEADER("Vocabulary")),
        shape(models::kExperts, CATALOG_HEADER("Experts")),
        shape(models::kActiveExperts, CATALOG_HEADER("Active experts")),
        shape(models::kContextLength, CATALOG_HEADER("Context length")),
        shape(models::kTiedEmbeddings, CATALOG_HEADER("Tied embeddings"), 0.0, false),
        number(models::kStatedParametersBillion, CATALOG_HEADER("Stated params (B)"),
               CellKind::Real, 0.0, true),
    };
    appendProvenance(columns);
    return columns;
}

// A team's own measurements: the setup and figure as core's Measurement holds them, then
// where they came from. The file's name, hash and import time say which file a row was
// read from, so they are not typed (a row typed here has none).
std::vector<CatalogColumnSpec> measurementColumns()
{
    using namespace measurements;
    QStringList accelerators;
    for (const std::string &id : performance::PerformanceCatalog::builtIn().acceleratorIds())
        accelerators << QString::fromStdString(id);
    const auto fromFile = [](const char *column, const char *header) {
        CatalogColumnSpec spec = text(column, header);
        spec.editable = false;
        return spec;
    };
    return {text(kMeasurementId, CATALOG_HEADER("Measurement id")),
            choice(kAcceleratorId, CATALOG_HEADER("Accelerator"), accelerators),
            text(kInstanceType, CATALOG_HEADER("Instance type")),
            number(kAccelerators, CATALOG_HEADER("Accelerators"), CellKind::Integer, 1.0),
            text(kEngine, CATALOG_HEADER("Engine")),
            text(kEngineVersion, CATALOG_HEADER("Engine version")),
            text(kModelId, CATALOG_HEADER("Model id")),
            choice(kDtype, CATALOG_HEADER("Data type"), dataTypeNames()),
            number(kTensorParallel, CATALOG_HEADER("TP"), CellKind::Integer, 1.0),
            number(kPipelineParallel, CATALOG_HEADER("PP"), CellKind::Integer, 1.0),
            number(kConcurrency, CATALOG_HEADER("Concurrency"), CellKind::Integer, 1.0),
            number(kInputTokens, CATALOG_HEADER("Input tokens"), CellKind::Integer, 0.0),
            number(kOutputTokens, CATALOG_HEADER("Output tokens"), CellKind::Integer, 0.0),
            choice(kMetric, CATALOG_HEADER("Metric"), measuredMetricNames()),
            number(kValue, CATALOG_HEADER("Value"), CellKind::Real, 0.0, true),
            date(kMeasuredDate, CATALOG_HEADER("Measured")),
            text(kSource, CATALOG_HEADER("Source")),
            text(kSourceTitle, CATALOG_HEADER("Source title")),
            fromFile(kFileName, CATALOG_HEADER("File")),
            fromFile(kFileSha256, CATALOG_HEADER("File SHA-256")),
            fromFile(kImportedAt, CATALOG_HEADER("Imported")),
            text(kLicence, CATALOG_HEADER("Licence")),
            quote()};
}

std::vector<CatalogTableSpec> buildSpecs()
{
    std::vector<CatalogTableSpec> specs;

    std::vector<CatalogColumnSpec> prices = {
        reference(priceObservations::kInstanceTypeId, CATALOG_HEADER("Instance type")),
        text(priceObservations::kRegion, CATALOG_HEADER("Region")),
        choice(priceObservations::kPurchaseModel, CATALOG_HEADER("Purchase model"),
               purchaseModels()),
        number(priceObservations::kHourlyUsd, CATALOG_HEADER("USD per hour"), CellKind::Money, 0.0),
        date(priceObservations::kObservedDate, CATALOG_HEADER("Observed")),
    };
    appendProvenance(prices);
    prices.push_back(number(priceObservations::kUpfrontUsd, CATALOG_HEADER("Upfront USD"),
                            CellKind::Money, 0.0));
    prices.push_back(number(priceObservations::kTermMonths, CATALOG_HEADER("Term (months)"),
                            CellKind::Integer, 0.0, true));
    prices.push_back(choice(priceObservations::kPaymentOption, CATALOG_HEADER("Payment"),
                            {QStringLiteral("no_upfront"), QStringLiteral("partial_upfront"),
                             QStringLiteral("all_upfront")}));
    // A reservation's offering class or a savings plan's plan type (the importers write
    // both); empty means the source does not say.
    prices.push_back(choice(priceObservations::kOfferingClass, CATALOG_HEADER("Class"),
                            {QStringLiteral("standard"), QStringLiteral("convertible"),
                             QStringLiteral("compute"), QStringLiteral("ec2_instance"),
                             QStringLiteral("sagemaker")}));
    prices.push_back(text(priceObservations::kAvailabilityZone, CATALOG_HEADER("Zone")));
    prices.push_back(quote());
    specs.push_back({CatalogTable::PriceObservations, priceObservations::kTable,
                     CATALOG_HEADER("Prices"), std::move(prices)});

    specs.push_back(
        {CatalogTable::InstanceTypes,
         instanceTypes::kTable,
         CATALOG_HEADER("Instance types"),
         {text(instanceTypes::kProvider, CATALOG_HEADER("Provider")),
          text(instanceTypes::kName, CATALOG_HEADER("Instance type")),
          reference(instanceTypes::kAcceleratorId, CATALOG_HEADER("Accelerator")),
          number(instanceTypes::kAcceleratorsPerInstance, CATALOG_HEADER("Accelerators"),
                 CellKind::Integer, 1.0),
          choice(instanceTypes::kAcceleratorUnit, CATALOG_HEADER("Counted per"),
                 {QStringLiteral("chip"), QStringLiteral("gpu"), QStringLiteral("neuron_core"),
                  QStringLiteral("ultraserver")}),
          number(instanceTypes::kVcpus, CATALOG_HEADER("vCPUs"), CellKind::Integer, 0.0, true),
          number(instanceTypes::kMemoryGib, CATALOG_HEADER("Memory (GiB)"), CellKind::Real, 0.0,
                 true),
          text(instanceTypes::kNetwork, CATALOG_HEADER("Network"))}});

    specs.push_back({CatalogTable::Accelerators,
                     accelerators::kTable,
                     CATALOG_HEADER("Accelerators"),
                     {text(accelerators::kName, CATALOG_HEADER("Accelerator")),
                      text(accelerators::kVendor, CATALOG_HEADER("Vendor")),
                      text(accelerators::kGeneration, CATALOG_HEADER("Generation")),
                      choice(accelerators::kStack, CATALOG_HEADER("Software stack"),
                             {QStringLiteral("neuron"), QStringLiteral("cuda")})}});

    std::vector<CatalogColumnSpec> chipSpecs = {
        reference(acceleratorSpecs::kAcceleratorId, CATALOG_HEADER("Accelerator")),
        text(acceleratorSpecs::kSpec, CATALOG_HEADER("Spec")),
        number(acceleratorSpecs::kValue, CATALOG_HEADER("Value"), CellKind::Real, 0.0),
        text(acceleratorSpecs::kQualifier, CATALOG_HEADER("Qualifier")),
    };
    appendProvenance(chipSpecs);
    chipSpecs.push_back(quote());
    specs.push_back({CatalogTable::AcceleratorSpecs, acceleratorSpecs::kTable,
                     CATALOG_HEADER("Accelerator specs"), std::move(chipSpecs)});

    std::vector<CatalogColumnSpec> benchmarkColumns = {
        reference(benchmarks::kAcceleratorId, CATALOG_HEADER("Accelerator")),
        reference(benchmarks::kInstanceTypeId, CATALOG_HEADER("Instance type")),
        text(benchmarks::kModel, CATALOG_HEADER("Model")),
        number(benchmarks::kParamsBillion, CATALOG_HEADER("Params (B)"), CellKind::Real, 0.0, true),
        text(benchmarks::kMetric, CATALOG_HEADER("Metric")),
        number(benchmarks::kValue, CATALOG_HEADER("Value"), CellKind::Real, 0.0),
        choice(benchmarks::kProvenance, CATALOG_HEADER("Provenance"),
               {QString::fromLatin1(kVendorClaimKind), QStringLiteral("independent"),
                QStringLiteral("user_measured"), QStringLiteral("estimate")}),
    };
    appendProvenance(benchmarkColumns);
    benchmarkColumns.push_back(
        number(benchmarks::kBatchSize, CATALOG_HEADER("Batch"), CellKind::Integer, 1.0));
    benchmarkColumns.push_back(text(benchmarks::kPrecision, CATALOG_HEADER("Precision")));
    benchmarkColumns.push_back(quote());
    specs.push_back({CatalogTable::Benchmarks, benchmarks::kTable, CATALOG_HEADER("Benchmarks"),
                     std::move(benchmarkColumns)});

    std::vector<CatalogColumnSpec> porting = {
        text(portingProfiles::kScenario, CATALOG_HEADER("Scenario")),
        number(portingProfiles::kWeeksLow, CATALOG_HEADER("Weeks (low)"), CellKind::Real, 0.0),
        number(portingProfiles::kWeeksHigh, CATALOG_HEADER("Weeks (high)"), CellKind::Real, 0.0),
        text(portingProfiles::kRisk, CATALOG_HEADER("Risk")),
    };
    appendProvenance(porting);
    porting.push_back(quote());
    specs.push_back({CatalogTable::PortingProfiles, portingProfiles::kTable,
                     CATALOG_HEADER("Porting profiles"), std::move(porting)});

    specs.push_back(
        {CatalogTable::Models, models::kTable, CATALOG_HEADER("Models"), modelColumns()});

    specs.push_back({CatalogTable::Measurements, measurements::kTable,
                     CATALOG_HEADER("Measurements"), measurementColumns()});

    specs.push_back({CatalogTable::Sources,
                     sources::kTable,
                     CATALOG_HEADER("Sources"),
                     {text(sources::kTitle, CATALOG_HEADER("Title")),
                      text(sources::kPublisher, CATALOG_HEADER("Publisher")),
                      text(sources::kUrl, CATALOG_HEADER("URL")),
                      date(sources::kPublishedDate, CATALOG_HEADER("Published")),
                      date(sources::kAccessedDate, CATALOG_HEADER("Accessed")),
                      choice(sources::kKind, CATALOG_HEADER("Kind"),
                             {QString::fromLatin1(kVendorClaimKind), QStringLiteral("independent"),
                              QStringLiteral("price_list"), QStringLiteral("user")}),
                      // Which price wins where sources disagree (SourceStanding).
                      choice(sources::kStanding, CATALOG_HEADER("Standing"),
                             {QStringLiteral("price_list"), QStringLiteral("provider_page"),
                              QStringLiteral("independent"), QStringLiteral("vendor_estimate")}),
                      {kVendorClaimColumn,
                       CATALOG_HEADER("Vendor claim"),
                       CellKind::VendorClaim,
                       {},
                       std::nullopt,
                       false,
                       false},
                      text(sources::kNotes, CATALOG_HEADER("Notes"))}});
    return specs;
}

} // namespace

bool CatalogTableSpec::hasSource() const
{
    return column(QString::fromLatin1(kSourceId)) != nullptr;
}

const CatalogColumnSpec *CatalogTableSpec::column(const QString &name) const
{
    const auto found = std::find_if(columns.begin(), columns.end(), [&](const auto &spec) {
        return name == QLatin1String(spec.column);
    });
    return found == columns.end() ? nullptr : &*found;
}

const std::vector<CatalogTableSpec> &CatalogTableSpec::all()
{
    static const std::vector<CatalogTableSpec> specs = buildSpecs();
    return specs;
}

const CatalogTableSpec &CatalogTableSpec::of(CatalogTable table)
{
    for (const CatalogTableSpec &spec : all()) {
        if (spec.id == table)
            return spec;
    }
    return all().front(); // unreachable: every enumerator has a spec
}

QString CatalogTableSpec::labelExpression(const QString &table)
{
    const auto name = [](const char *identifier) {
        return QString::fromLatin1(identifier);
    };
    if (table == QLatin1String(sources::kTable))
        return name(sources::kTitle);
    if (table == QLatin1String(instanceTypes::kTable))
        // Instance names repeat across providers; the provider tells them apart.
        return QStringLiteral("%1 || ' (' || %2 || ')'")
            .arg(name(instanceTypes::kName), name(instanceTypes::kProvider));
    if (table == QLatin1String(accelerators::kTable))
        return name(accelerators::kName);
    return QStringLiteral("CAST(%1 AS TEXT)").arg(name(kId));
}

} // namespace acceldecide::db
