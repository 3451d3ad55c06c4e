#pragma once

#include <QString>

// Every table and column name of the catalog, written once (qBittorrent style) so a
// rename is one edit and a typo is a compile error, not a runtime SQL error.
namespace acceldecide::db::schema {

// A table or column name below as SQL text. The names are plain char arrays so that
// they stay constant expressions; this is the one place they become QStrings.
inline QString name(const char *identifier)
{
    return QString::fromLatin1(identifier);
}

// Bumped by each migration; stored in PRAGMA user_version.
//   1: first released schema.
//   2: PRAGMA application_id marks the file as an AccelDecide catalog.
//   3: instance_types.accelerator_unit says what one accelerator of the type counts.
//   4: every editable row has a version and says who created and last changed it, and
//      when (the audit columns below).
//   5: prices, benchmarks and scenarios keep every version in a history table.
//   6: on a server, writes to prices, benchmarks and sources notify listening clients.
//   7: decision records (the decisions table), which no statement may change.
//   8: an index of the on-demand, region-wide prices by instance type and region.
//   9: sources.standing ranks a source's prices (price list, provider's page,
//      independent article, vendor estimate) when sources disagree.
//  10: the models table: published LLM shapes for the throughput model.
//  11: the measurements table: a team's own benchmark results, with their provenance.
//  12: the actual bill: imported cost exports (bill_imports), their lines summed by what
//      a comparison asks (actuals) and what each commitment covered (commitment_coverage).
//  13: the AWS Spot Instance Advisor's interruption buckets and savings (spot_advisor).
inline constexpr int kCurrentVersion = 13;

// PRAGMA application_id of every catalog ("ACCD"): tells our files apart from other
// applications' SQLite databases, which open() refuses rather than writing into.
inline constexpr int kApplicationId = 0x41434344;

// Columns every seeded table shares: rows shipped with the app carry a seed_key
// (stable across releases, so a newer build upgrades them in place); rows a user
// added or imported have seed_key NULL and are never touched by the seed loader.
inline constexpr char kId[] = "id";
inline constexpr char kSeedKey[] = "seed_key";
inline constexpr char kSourceId[] = "source_id";
inline constexpr char kQuote[] = "quote";

namespace sources {
inline constexpr char kTable[] = "sources";
inline constexpr char kTitle[] = "title";
inline constexpr char kPublisher[] = "publisher";
inline constexpr char kUrl[] = "url";
inline constexpr char kPublishedDate[] = "published_date";
inline constexpr char kAccessedDate[] = "accessed_date";
inline constexpr char kKind[] = "kind"; // vendor_claim | independent | price_list | user
// How far its prices are trusted where sources disagree (SourceStanding): price_list |
// provider_page | independent | vendor_estimate; NULL when nobody said (ranks last).
inline constexpr char kStanding[] = "standing";
inline constexpr char kStandingCheck[] =
    "TEXT CHECK (standing IN ('price_list', 'provider_page', 'independent', 'vendor_estimate'))";
inline constexpr char kNotes[] = "notes";
} // namespace sources

namespace accelerators {
inline constexpr char kTable[] = "accelerators";
inline constexpr char kName[] = "name";
inline constexpr char kVendor[] = "vendor";
inline constexpr char kGeneration[] = "generation";
inline constexpr char kStack[] = "stack"; // neuron | cuda
} // namespace accelerators

// One row per (chip, spec, source): where sources disagree, every value is kept.
namespace acceleratorSpecs {
inline constexpr char kTable[] = "accelerator_specs";
inline constexpr char kAcceleratorId[] = "accelerator_id";
inline constexpr char kSpec[] = "spec"; // fp8_dense_tflops, bf16_dense_tflops, hbm_gb, ...
inline constexpr char kValue[] = "value";
inline constexpr char kQualifier[] = "qualifier"; // "~", "up to", "est." ...
} // namespace acceleratorSpecs

namespace instanceTypes {
inline constexpr char kTable[] = "instance_types";
inline constexpr char kProvider[] = "provider";
inline constexpr char kName[] = "name";
inline constexpr char kAcceleratorId[] = "accelerator_id";
inline constexpr char kAcceleratorsPerInstance[] = "accelerators_per_instance";
// What the accelerator count counts: "chip", "gpu", "neuron_core" or "ultraserver";
// NULL leaves it to the accelerator's stack (a GPU for CUDA, a chip for Neuron).
inline constexpr char kAcceleratorUnit[] = "accelerator_unit";
inline constexpr char kAcceleratorUnitCheck[] =
    "TEXT CHECK (accelerator_unit IN ('chip', 'gpu', 'neuron_core', 'ultraserver'))";
inline constexpr char kVcpus[] = "vcpus";
inline constexpr char kMemoryGib[] = "memory_gib";
inline constexpr char kNetwork[] = "network";
} // namespace instanceTypes

// Which purchase models an instance type is offered under (seed 004: no spot for Trn3).
// Carries seed_key and quote like the other seeded tables.
namespace instanceOfferings {
inline constexpr char kTable[] = "instance_offerings";
inline constexpr char kInstanceTypeId[] = "instance_type_id";
inline constexpr char kPurchaseModel[] = "purchase_model";
inline constexpr char kOffered[] = "offered";
} // namespace instanceOfferings

namespace priceObservations {
inline constexpr char kTable[] = "price_observations";
inline constexpr char kInstanceTypeId[] = "instance_type_id";
inline constexpr char kRegion[] = "region";
inline constexpr char kAvailabilityZone[] = "availability_zone"; // NULL unless spot
inline constexpr char kPurchaseModel[] = "purchase_model";       // core's names
inline constexpr char kTermMonths[] = "term_months";
inline constexpr char kPaymentOption[] =
    "payment_option"; // no_upfront | partial_upfront | all_upfront
// reserved: standard | convertible; savings plans: compute | ec2_instance | sagemaker;
// NULL: the source does not say (see import/CATALOG-CSV.md for how it counts)
inline constexpr char kOfferingClass[] = "offering_class";
inline constexpr char kHourlyUsd[] = "hourly_usd"; // effective, per instance
inline constexpr char kUpfrontUsd[] = "upfront_usd";
inline constexpr char kObservedDate[] = "observed_date";
} // namespace priceObservations

namespace benchmarks {
inline constexpr char kTable[] = "benchmarks";
inline constexpr char kAcceleratorId[] = "accelerator_id";
inline constexpr char kInstanceTypeId[] = "instance_type_id";
inline constexpr char kModel[] = "model";
inline constexpr char kParamsBillion[] = "params_billion";
inline constexpr char kMetric[] = "metric"; // tokens_per_sec_per_accelerator, mfu_percent, ...
inline constexpr char kValue[] = "value";
inline constexpr char kBatchSize[] = "batch_size";
inline constexpr char kPrecision[] = "precision";
inline constexpr char kProvenance[] =
    "provenance"; // vendor_claim | independent | user_measured | estimate
} // namespace benchmarks

namespace portingProfiles {
inline constexpr char kTable[] = "porting_profiles";
inline constexpr char kScenario[] = "scenario";
inline constexpr char kWeeksLow[] = "weeks_low";
inline constexpr char kWeeksHigh[] = "weeks_high";
inline constexpr char kRisk[] = "risk";
} // namespace portingProfiles

// One row per LLM as its publisher's configuration describes it (core's TransformerModel):
// the shapes the throughput model derives weights, FLOPs per token and KV cache from. The
// columns are those of resources/performance/models.csv, which seeds the table; model_id
// is that file's `id` (the table's own id is the row's key, as everywhere).
namespace models {
inline constexpr char kTable[] = "models";
inline constexpr char kModelId[] = "model_id"; // "llama-3.1-70b", unique in a catalog
inline constexpr char kName[] = "name";
inline constexpr char kLayers[] = "layers";
inline constexpr char kHiddenSize[] = "hidden_size";
inline constexpr char kAttentionHeads[] = "attention_heads";
inline constexpr char kKvHeads[] = "kv_heads"; // at most attention_heads
inline constexpr char kHeadDim[] = "head_dim";
inline constexpr char kFfnSize[] = "ffn_size";         // each expert's
inline constexpr char kFfnMatrices[] = "ffn_matrices"; // 3: gated (SwiGLU); 2: plain MLP
inline constexpr char kVocabulary[] = "vocabulary";
inline constexpr char kExperts[] = "experts";              // 1: dense
inline constexpr char kActiveExperts[] = "active_experts"; // at most experts
inline constexpr char kContextLength[] = "context_length";
inline constexpr char kTiedEmbeddings[] = "tied_embeddings"; // 0 | 1
inline constexpr char kStatedParametersBillion[] = "stated_parameters_billion";
} // namespace models

// A team's own serving or training measurements (core's Measurement, origin Team), one row
// per figure a benchmark result file holds, with where it came from: the file's name and
// SHA-256 (a file imported again adds nothing) and when it was imported. accelerator_id is
// the performance catalog's id ("h100-sxm"), model_id the models table's; metric is
// core's name for it (nameOf(MeasuredMetric)). No shipped rows: seed_key stays NULL, and
// is there because every table the catalog editor shows has one.
namespace measurements {
inline constexpr char kTable[] = "measurements";
inline constexpr char kMeasurementId[] = "measurement_id"; // unique in a catalog
inline constexpr char kAcceleratorId[] = "accelerator_id";
inline constexpr char kInstanceType[] = "instance_type";
inline constexpr char kAccelerators[] = "accelerators";
inline constexpr char kEngine[] = "engine";
inline constexpr char kEngineVersion[] = "engine_version";
inline constexpr char kModelId[] = "model_id";
inline constexpr char kDtype[] = "dtype"; // bf16 | fp16 | fp8 | fp4 | fp32
inline constexpr char kTensorParallel[] = "tensor_parallel";
inline constexpr char kPipelineParallel[] = "pipeline_parallel";
inline constexpr char kConcurrency[] = "concurrency"; // NULL: the engine's own batch
inline constexpr char kInputTokens[] = "input_tokens";
inline constexpr char kOutputTokens[] = "output_tokens";
inline constexpr char kMetric[] = "metric";
inline constexpr char kValue[] = "value";
inline constexpr char kMeasuredDate[] = "measured_date";
inline constexpr char kSource[] = "source"; // where the file is kept: a path, a URL, a ticket
inline constexpr char kSourceTitle[] = "source_title"; // what the file is
inline constexpr char kFileName[] = "file_name";
inline constexpr char kFileSha256[] = "file_sha256"; // lower-case hex
inline constexpr char kImportedAt[] = "imported_at"; // ISO 8601 UTC
inline constexpr char kLicence[] = "licence";        // NULL: the team's own
} // namespace measurements

// The bills a team imported (FOCUS or CUR 2.0 exports), one row per file: its SHA-256
// makes a second import of the same file add nothing.
namespace billImports {
inline constexpr char kTable[] = "bill_imports";
inline constexpr char kFileName[] = "file_name";
inline constexpr char kFileSha256[] = "file_sha256"; // lower-case hex, unique
inline constexpr char kFormat[] = "format";          // focus | cur2
inline constexpr char kImportedAt[] = "imported_at"; // ISO 8601 UTC
inline constexpr char kImportedBy[] = "imported_by";
inline constexpr char kFilterJson[] = "filter_json"; // what the import kept of the file
inline constexpr char kRowsRead[] = "rows_read";
inline constexpr char kRowsUsed[] = "rows_used";
inline constexpr char kRowsSkipped[] = "rows_skipped";
inline constexpr char kRowsRejected[] = "rows_rejected";
} // namespace billImports

// A bill's lines summed by month, account, region, instance type, commitment, charge
// kind and tags (core's ActualRow); charge_kind is core's name (nameOf(ChargeKind)).
namespace actuals {
inline constexpr char kTable[] = "actuals";
inline constexpr char kImportId[] = "import_id";
inline constexpr char kMonth[] = "month"; // "2026-03"
inline constexpr char kProvider[] = "provider";
inline constexpr char kAccount[] = "account";
inline constexpr char kRegion[] = "region";
inline constexpr char kInstanceType[] = "instance_type"; // '' for fees and account-wide lines
inline constexpr char kStack[] = "stack";
inline constexpr char kCommitmentId[] = "commitment_id";
inline constexpr char kChargeKind[] = "charge_kind";
inline constexpr char kTagsJson[] = "tags_json";
inline constexpr char kInstanceHours[] = "instance_hours";
inline constexpr char kAcceleratorHours[] = "accelerator_hours";
inline constexpr char kBilledUsd[] = "billed_usd";
inline constexpr char kEffectiveUsd[] = "effective_usd";
inline constexpr char kLines[] = "lines";
} // namespace actuals

// What each savings plan or reservation covered in a month, of every instance (core's
// CommitmentCoverage): its fees and unused part are shared out in proportion.
namespace commitmentCoverage {
inline constexpr char kTable[] = "commitment_coverage";
inline constexpr char kImportId[] = "import_id";
inline constexpr char kMonth[] = "month";
inline constexpr char kCommitmentId[] = "commitment_id";
inline constexpr char kEffectiveUsd[] = "effective_usd";
} // namespace commitmentCoverage

// The AWS Spot Instance Advisor's data (spot-advisor-data.json), one row per region,
// operating system and instance type of each imported file: the interruption-frequency
// bucket (its index in the file's `ranges`, its label and the bounds the label states,
// percent of instances interrupted in the trailing month; max NULL for the open-ended
// ">20%") and the saving over on-demand. observed_date is the file's date (the file
// states none); a file imported again the same day adds nothing.
namespace spotAdvisor {
inline constexpr char kTable[] = "spot_advisor";
inline constexpr char kRegion[] = "region";
inline constexpr char kOs[] = "os"; // "Linux" | "Windows", as the file names them
inline constexpr char kInstanceType[] = "instance_type";
inline constexpr char kBucketIndex[] = "bucket_index";
inline constexpr char kBucketLabel[] = "bucket_label"; // "<5%", "5-10%", ... ">20%"
inline constexpr char kBucketMinPercent[] = "bucket_min_percent";
inline constexpr char kBucketMaxPercent[] = "bucket_max_percent"; // NULL: open-ended
inline constexpr char kSavingsPercent[] = "savings_percent";
inline constexpr char kObservedDate[] = "observed_date";
} // namespace spotAdvisor

namespace criteriaPresets {
inline constexpr char kTable[] = "criteria_presets";
inline constexpr char kName[] = "name";
inline constexpr char kCriteriaJson[] = "criteria_json";
} // namespace criteriaPresets

namespace scenarios {
inline constexpr char kTable[] = "scenarios";
inline constexpr char kName[] = "name";
inline constexpr char kJson[] = "json";
inline constexpr char kCreated[] = "created";
inline constexpr char kModified[] = "modified";
} // namespace scenarios

// Columns of every row people edit (the catalog editor's tables and saved scenarios),
// kept by the repositories that write them. row_version starts at 1 and grows by one
// with each change, so a writer can tell whether the row it read is still the row
// stored (optimistic concurrency); the names are the session's user: the server login
// on PostgreSQL, the operating-system user for a file. Rows written by the seed loader
// or an importer keep NULL names (shipped or imported, not typed by anyone). kTables
// lists the tables version 4 added the columns to; a table created later (models,
// measurements) is created with them.
namespace audit {
inline constexpr char kRowVersion[] = "row_version";
inline constexpr char kCreatedBy[] = "created_by";
inline constexpr char kUpdatedBy[] = "updated_by";
inline constexpr char kUpdatedAt[] = "updated_at"; // ISO 8601 UTC
inline constexpr const char *kTables[] = {sources::kTable,           accelerators::kTable,
                                          acceleratorSpecs::kTable,  instanceTypes::kTable,
                                          priceObservations::kTable, benchmarks::kTable,
                                          portingProfiles::kTable,   scenarios::kTable};
} // namespace audit

// Every version of a price, benchmark or scenario, one row per version, written in the
// same transaction as the change: the row's values as they were after it (a JSON
// object of column -> value), who made it, when, and which columns it changed. A
// deleted row's last entry has action "delete".
namespace history {
inline constexpr char kSuffix[] = "_history"; // price_observations_history, ...
inline constexpr char kRowId[] = "row_id";
inline constexpr char kRowVersion[] = "row_version";
// insert | update | delete, or baseline: the row as it was when its history began (a
// shipped or imported row, or one from before schema version 5), recorded just before
// its first change.
inline constexpr char kAction[] = "action";
inline constexpr char kChangedBy[] = "changed_by";
inline constexpr char kChangedAt[] = "changed_at";
inline constexpr char kChangedColumns[] = "changed_columns"; // comma-separated
inline constexpr char kValues[] = "row_values";              // JSON object
inline constexpr const char *kTables[] = {priceObservations::kTable, benchmarks::kTable,
                                          scenarios::kTable};
} // namespace history

// Decisions a team took on a scenario (core's DecisionRecord), one row each. Rows are
// only ever inserted: a trigger refuses every UPDATE, so a record reads next year as it
// was written; a later record names the one it replaces in `supersedes`.
namespace decisions {
inline constexpr char kTable[] = "decisions";
inline constexpr char kScenarioName[] = "scenario_name";
inline constexpr char kScenarioJson[] = "scenario_json"; // pinned, as evaluated
inline constexpr char kRecommendedOption[] = "recommended_option";
inline constexpr char kChosenOption[] = "chosen_option";
inline constexpr char kReason[] = "reason";        // why the choice differs from the recommendation
inline constexpr char kDecidedAt[] = "decided_at"; // ISO date
inline constexpr char kDecidedBy[] = "decided_by"; // free text
inline constexpr char kRecordedBy[] = "recorded_by"; // the session user
inline constexpr char kRecordedAt[] = "recorded_at"; // ISO 8601 UTC
inline constexpr char kRationale[] = "rationale";
inline constexpr char kReviewDate[] = "review_date";             // ISO date or NULL
inline constexpr char kCatalogDiscounts[] = "catalog_discounts"; // comma-separated option ids
inline constexpr char kReportPdf[] = "report_pdf";
inline constexpr char kReportSha256[] = "report_sha256"; // lower-case hex
inline constexpr char kSupersedes[] = "supersedes";      // an older record's id, or NULL
} // namespace decisions

// Small key/value facts about the catalog file itself, e.g. the hash of the seed data
// last loaded, so that opening an up-to-date catalog does not re-read the seed.
namespace catalogMeta {
inline constexpr char kTable[] = "catalog_meta";
inline constexpr char kKey[] = "key";
inline constexpr char kValue[] = "value";
inline constexpr char kSeedHash[] = "seed_hash"; // a row key, not a column
} // namespace catalogMeta

} // namespace acceldecide::db::schema
