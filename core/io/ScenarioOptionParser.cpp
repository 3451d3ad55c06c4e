#include "core/io/ScenarioOptionParser.h"

#include "core/io/ScenarioCommitmentParser.h"
#include "core/io/ScenarioInterruptionParser.h"
#include "core/model/CapacityBlockLengths.h"
#include "core/performance/EstimatorInUse.h"
#include "core/text/TextFormat.h"

#include <utility>

namespace acceldecide {

namespace {

using json = nlohmann::json;
using Need = JsonValidator::Need;

constexpr std::size_t kMinOptions = 2;
constexpr std::size_t kMaxOptions = 12;

std::string purchaseModelList()
{
    std::string list;
    for (const PurchaseModel model :
         {PurchaseModel::OnDemand, PurchaseModel::SavingsPlan1y, PurchaseModel::SavingsPlan3y,
          PurchaseModel::Reserved1y, PurchaseModel::Reserved3y, PurchaseModel::Spot,
          PurchaseModel::Effective, PurchaseModel::CapacityBlock})
        list += std::string(list.empty() ? "" : ", ") + toString(model);
    return list;
}

} // namespace

void ScenarioOptionParser::readOptions(const json &root)
{
    const json *member = m_validator.member(root, "", "options", Need::Required);
    const json *options = member ? m_validator.asArray(*member, "options") : nullptr;
    if (!options)
        return;
    // Ids first, so lookups (baseline, scores, targets) see every option.
    m_state.indexOptions(*options);
    if (options->size() < kMinOptions || options->size() > kMaxOptions)
        m_validator.fail("options", "must list " + std::to_string(kMinOptions) + " to " +
                                        std::to_string(kMaxOptions) + " options, got " +
                                        std::to_string(options->size()));
    for (std::size_t i = 0; i < options->size(); ++i)
        readOption((*options)[i], i);
}

void ScenarioOptionParser::readOption(const json &value, std::size_t index)
{
    const std::string path = JsonValidator::element("options", index);
    Option option;
    const json *object = m_validator.asObject(value, path);
    if (!object) {
        m_scenario.options.push_back(option); // keeps indexes aligned with the JSON
        return;
    }
    m_validator.allowOnly(*object, path,
                          {"id",
                           "label",
                           "stack",
                           "instance_type",
                           "accelerators_per_instance",
                           "accelerator_unit",
                           "instance_hourly_usd",
                           "purchase",
                           "commitment",
                           "throughput",
                           "peak_tflops",
                           "cluster_accelerators",
                           "instances",
                           "migration",
                           "maintenance_usd_per_month",
                           "region",
                           "price_observation_id",
                           "benchmark_id",
                           "provider",
                           "private_discount_percent",
                           "compute_savings_plan_discount_percent"});
    readIdentity(*object, path, index, option);
    const auto model = readPurchase(*object, path, option);
    if (const json *commitment = m_validator.member(*object, path, "commitment", Need::Optional))
        ScenarioCommitmentParser(m_state).readCommitment(*commitment, path + ".commitment", option,
                                                         model);
    // The size first: an estimated throughput's layout is checked against the training
    // cluster's accelerators.
    readSize(*object, path, option);
    readPriceAndThroughput(*object, path, model, option);
    if (const json *migration = m_validator.member(*object, path, "migration", Need::Optional))
        readMigration(*migration, path + ".migration", option);
    readCostsAndSources(*object, path, option);
    ScenarioInterruptionParser(m_state).checkProvider(path, option);
    if (model == PurchaseModel::CapacityBlock)
        checkCapacityBlock(*object, path, option);
    // Options are EC2 instances: a SageMaker plan cannot pay for them.
    if (option.purchase.plan == SavingsPlanType::SageMaker)
        m_validator.fail(path + ".purchase.plan", ScenarioParseState::sageMakerRefusal());
    m_scenario.options.push_back(std::move(option));
}

// What the option is: its id, name, stack and instance type.
void ScenarioOptionParser::readIdentity(const json &object, const std::string &path,
                                        std::size_t index, Option &option)
{
    if (auto id = m_validator.string(object, path, "id", Need::Required)) {
        if (!ScenarioParseState::isValidOptionId(*id))
            m_validator.fail(path + ".id",
                             "must match [A-Za-z0-9_-]+, got " + JsonValidator::quote(*id));
        else if (const std::size_t first = m_state.optionIndex().at(*id); first != index)
            m_validator.fail(path + ".id", "duplicate id " + JsonValidator::quote(*id) + " (also " +
                                               JsonValidator::element("options", first) + ")");
        option.id = std::move(*id);
    }
    if (auto label = m_validator.string(object, path, "label", Need::Required))
        option.label = std::move(*label);
    if (auto stack = m_validator.string(object, path, "stack", Need::Required)) {
        if (auto parsed = stackFromString(*stack))
            option.stack = *parsed;
        else
            m_validator.fail(path + ".stack",
                             "must be \"neuron\" or \"cuda\", got " + JsonValidator::quote(*stack));
    }
    if (auto type = m_validator.string(object, path, "instance_type", Need::Required))
        option.instanceType = std::move(*type);
    if (auto count = m_validator.integer(object, path, "accelerators_per_instance", Need::Required))
        option.acceleratorsPerInstance = *count;
    if (auto unit = m_validator.string(object, path, "accelerator_unit", Need::Optional)) {
        if (auto parsed = acceleratorUnitFromString(*unit))
            option.acceleratorUnit = *parsed;
        else
            m_validator.fail(path + ".accelerator_unit",
                             "must be \"chip\", \"gpu\", \"neuron_core\" or \"ultraserver\", got " +
                                 JsonValidator::quote(*unit));
    }
}

void ScenarioOptionParser::readPriceAndThroughput(const json &object, const std::string &path,
                                                  std::optional<PurchaseModel> model,
                                                  Option &option)
{
    const ScenarioReadOptions &options = m_state.options();
    const std::optional<WorkloadKind> kind = m_state.kind();
    // An effective rate replaces the on-demand price; with an unreadable purchase model
    // there is no telling, so do not add a second message.
    const bool priceOptional = !model || *model == PurchaseModel::Effective ||
                               *model == PurchaseModel::CapacityBlock || options.catalogAvailable;
    option.instanceHourlyUsd = m_validator.number(object, path, "instance_hourly_usd",
                                                  priceOptional ? Need::Optional : Need::Required);

    if (kind == WorkloadKind::Capacity) {
        if (object.contains("throughput"))
            m_validator.fail(path + ".throughput",
                             "not allowed for " + ScenarioParseState::workloadPhrase(*kind));
    } else if (const json *throughput = m_validator.member(
                   object, path, "throughput",
                   kind && !options.catalogAvailable ? Need::Required : Need::Optional)) {
        readThroughput(*throughput, path + ".throughput", option);
    }
    option.peakTflops = m_validator.number(object, path, "peak_tflops", Need::Optional);
}

void ScenarioOptionParser::readSize(const json &object, const std::string &path, Option &option)
{
    const std::optional<WorkloadKind> kind = m_state.kind();
    option.clusterAccelerators =
        m_validator.integer(object, path, "cluster_accelerators", Need::Optional);
    if (kind && *kind != WorkloadKind::Capacity) {
        if (object.contains("instances"))
            m_validator.fail(path + ".instances", "not allowed for " +
                                                      ScenarioParseState::workloadPhrase(*kind) +
                                                      " (only for capacity)");
    } else {
        option.instances =
            m_validator.integer(object, path, "instances", kind ? Need::Required : Need::Optional);
    }
}

// What the option costs besides its hours, and where its numbers come from.
void ScenarioOptionParser::readCostsAndSources(const json &object, const std::string &path,
                                               Option &option)
{
    if (auto maintenance =
            m_validator.number(object, path, "maintenance_usd_per_month", Need::Optional))
        option.maintenanceUsdPerMonth = *maintenance;
    option.region = m_validator.string(object, path, "region", Need::Optional);
    option.provider = m_validator.string(object, path, "provider", Need::Optional);
    option.privateDiscountPercent =
        m_validator.number(object, path, "private_discount_percent", Need::Optional);
    option.computeSavingsPlanDiscountPercent =
        m_validator.number(object, path, "compute_savings_plan_discount_percent", Need::Optional);
    if (option.privateDiscountPercent && !option.billedByAws())
        m_validator.fail(path + ".private_discount_percent",
                         "applies to spend AWS bills; this option's provider is " +
                             JsonValidator::quote(*option.provider));
    option.priceObservationId =
        m_validator.integer(object, path, "price_observation_id", Need::Optional);
    option.benchmarkId = m_validator.integer(object, path, "benchmark_id", Need::Optional);
}

std::optional<PurchaseModel>
ScenarioOptionParser::readPurchase(const json &object, const std::string &parent, Option &option)
{
    const json *member = m_validator.member(object, parent, "purchase", Need::Required);
    const std::string path = parent + ".purchase";
    const json *purchase = member ? m_validator.asObject(*member, path) : nullptr;
    if (!purchase)
        return std::nullopt;
    m_validator.allowOnly(*purchase, path,
                          {"model", "discount_percent", "interruption_overhead_percent",
                           "interruption", "hourly_usd", "plan", "offering_class", "block_days",
                           "block_instances"});
    std::optional<PurchaseModel> model;
    if (auto text = m_validator.string(*purchase, path, "model", Need::Required)) {
        model = purchaseModelFromString(*text);
        if (!model)
            m_validator.fail(path + ".model", "must be one of " + purchaseModelList() + ", got " +
                                                  JsonValidator::quote(*text));
    }
    Purchase &p = option.purchase;
    if (model)
        p.model = *model;
    readPurchaseAmounts(*purchase, path, model, p);
    ScenarioInterruptionParser(m_state).read(*purchase, path, model, p);
    const bool savingsPlan =
        model == PurchaseModel::SavingsPlan1y || model == PurchaseModel::SavingsPlan3y;
    const bool reserved = model == PurchaseModel::Reserved1y || model == PurchaseModel::Reserved3y;
    if (auto plan =
            m_state.readPlan(*purchase, path, model ? std::optional(savingsPlan) : std::nullopt,
                             "savings plan purchase models"))
        p.plan = *plan;
    if (auto offeringClass = m_state.readOfferingClass(
            *purchase, path, model ? std::optional(reserved) : std::nullopt,
            "reserved purchase models"))
        p.offeringClass = *offeringClass;
    return model;
}

// The purchase's numbers: discount, spot overhead, hourly rate and capacity block size.
// Each is required by some models and meaningless for others; with an unknown model
// only the values themselves are checked.
void ScenarioOptionParser::readPurchaseAmounts(const json &purchase, const std::string &path,
                                               std::optional<PurchaseModel> model, Purchase &p)
{
    enum class Rule
    {
        Required,
        Optional,
        Forbidden
    };
    auto rule = [&](bool required, bool allowed) {
        if (!model)
            return Rule::Optional;
        return required ? Rule::Required : allowed ? Rule::Optional : Rule::Forbidden;
    };
    auto read = [&](std::string_view key, Rule r, std::string_view only) {
        if (r != Rule::Forbidden)
            return m_validator.number(purchase, path, key,
                                      r == Rule::Required ? Need::Required : Need::Optional);
        if (purchase.contains(key))
            m_validator.fail(path + "." + std::string(key),
                             std::string("not allowed with purchase model \"") + toString(*model) +
                                 "\" (only " + std::string(only) + ")");
        return std::optional<double>();
    };
    const bool catalog = m_state.options().catalogAvailable;
    const bool discounted = model && takesDiscount(*model);
    const bool spot = model == PurchaseModel::Spot;
    const bool effective = model == PurchaseModel::Effective;
    // With a catalog, a missing discount is taken from the catalog's price for the model.
    const bool discountRequired = discounted && !catalog;
    if (auto discount = read("discount_percent", rule(discountRequired, discounted),
                             "savings plans, reserved and spot"))
        p.discountPercent = *discount;
    else if (discounted && catalog && !purchase.contains("discount_percent"))
        p.discountFromCatalog = true;
    if (auto overhead = read("interruption_overhead_percent", rule(false, spot), "spot"))
        p.interruptionOverheadPercent = *overhead;
    const bool block = model == PurchaseModel::CapacityBlock;
    // With a catalog, a missing capacity block rate is the catalog's for the instance type.
    p.hourlyUsd = read("hourly_usd", rule(effective || (block && !catalog), effective || block),
                       "effective and capacity_block");
    if (block && !p.hourlyUsd && catalog && !purchase.contains("hourly_usd"))
        p.rateFromCatalog = true;
    for (const auto &[key, field] : {std::pair{"block_days", &Purchase::blockDays},
                                     std::pair{"block_instances", &Purchase::blockInstances}}) {
        if (!block && model) {
            read(key, Rule::Forbidden, "capacity_block");
            continue;
        }
        p.*field = m_validator.integer(purchase, path, key, Need::Optional);
    }
    if (p.blockDays && !CapacityBlockLengths::isValid(*p.blockDays))
        m_validator.fail(path + ".block_days", "must be a length AWS sells, " +
                                                   CapacityBlockLengths::describe() + ", got " +
                                                   std::to_string(*p.blockDays));
}

// What a capacity block cannot be combined with, and what its sizing needs.
void ScenarioOptionParser::checkCapacityBlock(const json &object, const std::string &path,
                                              const Option &option)
{
    // AWS bills Capacity Blocks apart from Savings Plans and Reserved Instances.
    if (object.contains("commitment"))
        m_validator.fail(path + ".commitment",
                         "not allowed with purchase model \"capacity_block\" (Savings Plans and "
                         "Reserved Instances do not apply to Capacity Blocks)");
    const double growth = m_scenario.workload.growthPercentPerMonth;
    if (growth != 0.0)
        m_validator.fail(path + ".purchase.model",
                         "capacity_block buys blocks for the stated runs or busy months; "
                         "workload.usage.growth_percent_per_month must be 0 with it, got " +
                             text::exactNumber(growth));
    const std::optional<int> &instances = option.purchase.blockInstances;
    if (m_state.kind() == WorkloadKind::Training && !option.clusterAccelerators && !instances)
        m_validator.fail(path + ".cluster_accelerators",
                         "missing (a capacity_block training option needs the cluster size or "
                         "purchase.block_instances)");
    if (instances && option.clusterAccelerators &&
        double(*instances) * option.acceleratorsPerInstance < *option.clusterAccelerators)
        m_validator.fail(path + ".purchase.block_instances",
                         std::to_string(*instances) + " instances hold " +
                             std::to_string(*instances * option.acceleratorsPerInstance) +
                             " accelerators, fewer than cluster_accelerators " +
                             std::to_string(*option.clusterAccelerators));
}

void ScenarioOptionParser::readThroughput(const json &value, const std::string &path,
                                          Option &option)
{
    const json *object = m_validator.asObject(value, path);
    if (!object)
        return;
    m_validator.allowOnly(
        *object, path,
        {"tokens_per_sec_per_accelerator", "peak_tflops", "mfu_percent", "estimate"});
    const bool measured = object->contains("tokens_per_sec_per_accelerator");
    const bool hasPeak = object->contains("peak_tflops");
    const bool hasMfu = object->contains("mfu_percent");
    if (object->contains("estimate")) {
        if (measured || hasPeak || hasMfu) {
            m_validator.fail(path, "give either estimate or a measured or peak x MFU "
                                   "throughput, not both");
            return;
        }
        if (auto estimate = readEstimate(object->at("estimate"), path + ".estimate", option)) {
            Throughput throughput;
            throughput.estimate = std::move(estimate);
            option.throughput = throughput;
        }
        return;
    }
    if (measured && (hasPeak || hasMfu)) {
        m_validator.fail(path, "give either tokens_per_sec_per_accelerator or peak_tflops and "
                               "mfu_percent, not both");
        return;
    }
    Throughput throughput;
    if (measured) {
        throughput.tokensPerSecPerAccelerator =
            m_validator.number(*object, path, "tokens_per_sec_per_accelerator", Need::Required);
    } else if (!hasPeak && !hasMfu) {
        m_validator.fail(path,
                         "missing tokens_per_sec_per_accelerator (or peak_tflops and mfu_percent)");
        return;
    } else {
        const std::size_t before = m_validator.errorCount();
        throughput.peakTflops = m_validator.number(*object, path, "peak_tflops", Need::Optional);
        throughput.mfuPercent = m_validator.number(*object, path, "mfu_percent", Need::Optional);
        if (!hasPeak)
            m_validator.fail(path + ".peak_tflops", "missing (mfu_percent needs peak_tflops)");
        if (!hasMfu)
            m_validator.fail(path + ".mfu_percent", "missing (peak_tflops needs mfu_percent)");
        if (m_validator.errorCount() != before)
            return;
    }
    option.throughput = throughput;
}

std::optional<ThroughputEstimateInput>
ScenarioOptionParser::readEstimate(const json &value, const std::string &path, const Option &option)
{
    const json *object = m_validator.asObject(value, path);
    if (!object)
        return std::nullopt;
    m_validator.allowOnly(*object, path,
                          {"model", "accelerator", "engine", "dtype", "tensor_parallel",
                           "pipeline_parallel", "concurrency", "input_tokens", "output_tokens",
                           "max_ms_per_output_token", "sequence_length", "global_batch_sequences"});
    const std::size_t before = m_validator.errorCount();
    ThroughputEstimateInput input;
    const auto text = [&](std::string_view key, Need need) {
        return m_validator.string(*object, path, key, need).value_or(std::string());
    };
    const auto whole = [&](std::string_view key, int fallback) {
        return m_validator.integer(*object, path, key, Need::Optional).value_or(fallback);
    };
    input.model = text("model", Need::Required);
    input.accelerator = text("accelerator", Need::Optional);
    input.engine = text("engine", Need::Optional);
    if (object->contains("dtype"))
        input.dataType = text("dtype", Need::Required);
    input.tensorParallel = whole("tensor_parallel", 1);
    input.pipelineParallel = whole("pipeline_parallel", 1);
    input.concurrency = m_validator.integer(*object, path, "concurrency", Need::Optional);
    input.inputTokens = whole("input_tokens", 0);
    input.outputTokens = whole("output_tokens", 0);
    input.maxMsPerOutputToken =
        m_validator.number(*object, path, "max_ms_per_output_token", Need::Optional);
    input.sequenceLength = whole("sequence_length", 0);
    input.globalBatchSequences = whole("global_batch_sequences", 0);
    if (m_validator.errorCount() != before)
        return std::nullopt;
    const int accelerators = option.clusterAccelerators.value_or(option.acceleratorsPerInstance);
    for (const auto &[field, message] : performance::EstimatorInUse::current()->problems(
             input, option.instanceType, accelerators, m_scenario.workload.kind))
        m_validator.fail(path + "." + field, message);
    if (m_validator.errorCount() != before)
        return std::nullopt;
    return input;
}

void ScenarioOptionParser::readMigration(const json &value, const std::string &path, Option &option)
{
    const json *object = m_validator.asObject(value, path);
    if (!object)
        return;
    m_validator.allowOnly(*object, path,
                          {"weeks", "engineers", "hours_per_week", "hourly_rate_usd"});
    Migration migration;
    if (auto weeks = m_validator.number(*object, path, "weeks", Need::Required))
        migration.weeks = *weeks;
    std::array<std::optional<double> *, 3> fields{&migration.engineers, &migration.hoursPerWeek,
                                                  &migration.hourlyRateUsd};
    for (std::size_t i = 0; i < ScenarioParseState::kTeamFields.size(); ++i) {
        const std::string_view key = ScenarioParseState::kTeamFields[i];
        *fields[i] = m_validator.number(*object, path, key, Need::Optional);
        // The one-time cost needs all three; team supplies what the option leaves out.
        if (!object->contains(key) && !m_state.teamHas(i))
            m_validator.fail(path + "." + std::string(key),
                             "missing (set it here or in team." + std::string(key) + ")");
    }
    option.migration = migration;
}

} // namespace acceldecide
