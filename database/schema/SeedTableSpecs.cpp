#include "database/schema/SeedTableSpecs.h"

#include "database/schema/CatalogSchema.h"

namespace acceldecide::db::seed {

namespace {

using namespace schema;

ColumnSpec text(const char *name)
{
    return {name, name, Kind::Text, nullptr};
}
ColumnSpec real(const char *name)
{
    return {name, name, Kind::Real, nullptr};
}
ColumnSpec integer(const char *name)
{
    return {name, name, Kind::Integer, nullptr};
}
ColumnSpec reference(const char *csvName, const char *column, const char *table)
{
    return {csvName, column, Kind::Reference, table};
}
ColumnSpec sourceRef()
{
    return reference("source_key", kSourceId, sources::kTable);
}

} // namespace

const std::vector<TableSpec> &tableSpecs()
{
    static const std::vector<TableSpec> specs = {
        {"sources.csv",
         sources::kTable,
         {text(sources::kTitle), text(sources::kPublisher), text(sources::kUrl),
          text(sources::kPublishedDate), text(sources::kAccessedDate), text(sources::kKind),
          text(sources::kNotes), text(sources::kStanding)},
         {}},
        {"accelerators.csv",
         accelerators::kTable,
         {text(accelerators::kName), text(accelerators::kVendor), text(accelerators::kGeneration),
          text(accelerators::kStack)},
         {accelerators::kName}},
        {"accelerator_specs.csv",
         acceleratorSpecs::kTable,
         {reference("accelerator_key", acceleratorSpecs::kAcceleratorId, accelerators::kTable),
          text(acceleratorSpecs::kSpec), real(acceleratorSpecs::kValue),
          text(acceleratorSpecs::kQualifier), sourceRef(), text(kQuote)},
         {}},
        {"instance_types.csv",
         instanceTypes::kTable,
         {text(instanceTypes::kProvider), text(instanceTypes::kName),
          reference("accelerator_key", instanceTypes::kAcceleratorId, accelerators::kTable),
          integer(instanceTypes::kAcceleratorsPerInstance), text(instanceTypes::kAcceleratorUnit),
          integer(instanceTypes::kVcpus), real(instanceTypes::kMemoryGib),
          text(instanceTypes::kNetwork)},
         {instanceTypes::kProvider, instanceTypes::kName}},
        {"instance_offerings.csv",
         instanceOfferings::kTable,
         {reference("instance_type_key", instanceOfferings::kInstanceTypeId, instanceTypes::kTable),
          text(instanceOfferings::kPurchaseModel), integer(instanceOfferings::kOffered),
          sourceRef(), text(kQuote)},
         {}},
        {"price_observations.csv",
         priceObservations::kTable,
         {reference("instance_type_key", priceObservations::kInstanceTypeId, instanceTypes::kTable),
          text(priceObservations::kRegion), text(priceObservations::kAvailabilityZone),
          text(priceObservations::kPurchaseModel), integer(priceObservations::kTermMonths),
          text(priceObservations::kPaymentOption), text(priceObservations::kOfferingClass),
          real(priceObservations::kHourlyUsd), real(priceObservations::kUpfrontUsd),
          text(priceObservations::kObservedDate), sourceRef(), text(kQuote)},
         {}},
        {"benchmarks.csv",
         benchmarks::kTable,
         {reference("accelerator_key", benchmarks::kAcceleratorId, accelerators::kTable),
          reference("instance_type_key", benchmarks::kInstanceTypeId, instanceTypes::kTable),
          text(benchmarks::kModel), real(benchmarks::kParamsBillion), text(benchmarks::kMetric),
          real(benchmarks::kValue), integer(benchmarks::kBatchSize), text(benchmarks::kPrecision),
          text(benchmarks::kProvenance), sourceRef(), text(kQuote)},
         {}},
        {"porting_profiles.csv",
         portingProfiles::kTable,
         {text(portingProfiles::kScenario), real(portingProfiles::kWeeksLow),
          real(portingProfiles::kWeeksHigh), text(portingProfiles::kRisk), sourceRef(),
          text(kQuote)},
         {}},
        {"criteria_presets.csv",
         criteriaPresets::kTable,
         {text(criteriaPresets::kName), text(criteriaPresets::kCriteriaJson), sourceRef()},
         {}},
        // resources/performance/models.csv (alias in seed.qrc): ModelSeedRows derives its
        // seed keys and sources; a user's row with the same model_id wins.
        {kModelsFile,
         models::kTable,
         {text(models::kModelId), text(models::kName), integer(models::kLayers),
          integer(models::kHiddenSize), integer(models::kAttentionHeads), integer(models::kKvHeads),
          integer(models::kHeadDim), integer(models::kFfnSize), integer(models::kFfnMatrices),
          integer(models::kVocabulary), integer(models::kExperts), integer(models::kActiveExperts),
          integer(models::kContextLength), integer(models::kTiedEmbeddings),
          real(models::kStatedParametersBillion), sourceRef()},
         {models::kModelId}},
    };
    return specs;
}

} // namespace acceldecide::db::seed
