#include "ScenarioParser.h"

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
          PurchaseModel::Effective})
        list += std::string(list.empty() ? "" : ", ") + toString(model);
    return list;
}

} // namespace

bool ScenarioParser::isValidOptionId(std::string_view id)
{
    for (const char c : id) {
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                        (c >= '0' && c <= '9') || c == '_' || c == '-';
        if (!ok)
            return false;
    }
    return !id.empty();
}

void ScenarioParser::readOptions(const json &root)
{
    const json *member = v_.member(root, "", "options", Need::Required);
    const json *options = member ? v_.asArray(*member, "options") : nullptr;
    if (!options)
        return;
    optionsListed_ = true;
    if (options->size() < kMinOptions || options->size() > kMaxOptions)
        v_.fail("options", "must list " + std::to_string(kMinOptions) + " to " +
                               std::to_string(kMaxOptions) + " options, got " +
                               std::to_string(options->size()));
    // Ids first, so lookups (baseline, scores, targets) see every option.
    for (std::size_t i = 0; i < options->size(); ++i) {
        const json &option = (*options)[i];
        if (!option.is_object())
            continue;
        const auto id = option.find("id");
        if (id == option.end() || !id->is_string())
            continue;
        const auto &text = id->get_ref<const std::string &>();
        if (optionIndex_.emplace(text, i).second)
            optionIds_.push_back(text);
    }
    for (std::size_t i = 0; i < options->size(); ++i)
        readOption((*options)[i], i);
}

void ScenarioParser::readOption(const json &value, std::size_t index)
{
    const std::string path = JsonValidator::element("options", index);
    Option option;
    const json *object = v_.asObject(value, path);
    if (!object) {
        scenario_.options.push_back(option); // keeps indexes aligned with the JSON
        return;
    }
    v_.allowOnly(*object, path,
                 {"id", "label", "stack", "instance_type", "accelerators_per_instance",
                  "instance_hourly_usd", "purchase", "throughput", "peak_tflops",
                  "cluster_accelerators", "instances", "migration", "maintenance_usd_per_month"});
    if (auto id = v_.string(*object, path, "id", Need::Required)) {
        if (!isValidOptionId(*id))
            v_.fail(path + ".id", "must match [A-Za-z0-9_-]+, got " + JsonValidator::quote(*id));
        else if (const std::size_t first = optionIndex_.at(*id); first != index)
            v_.fail(path + ".id", "duplicate id " + JsonValidator::quote(*id) + " (also " +
                                      JsonValidator::element("options", first) + ")");
        option.id = std::move(*id);
    }
    if (auto label = v_.string(*object, path, "label", Need::Required))
        option.label = std::move(*label);
    if (auto stack = v_.string(*object, path, "stack", Need::Required)) {
        if (auto parsed = stackFromString(*stack))
            option.stack = *parsed;
        else
            v_.fail(path + ".stack",
                    "must be \"neuron\" or \"cuda\", got " + JsonValidator::quote(*stack));
    }
    if (auto type = v_.string(*object, path, "instance_type", Need::Required))
        option.instanceType = std::move(*type);
    if (auto count = v_.integer(*object, path, "accelerators_per_instance", Need::Required))
        option.acceleratorsPerInstance = *count;

    const auto model = readPurchase(*object, path, option);
    // An effective rate replaces the on-demand price; with an unreadable purchase model
    // there is no telling, so do not add a second message.
    const bool priceOptional = !model || *model == PurchaseModel::Effective;
    option.instanceHourlyUsd = v_.number(*object, path, "instance_hourly_usd",
                                         priceOptional ? Need::Optional : Need::Required);

    if (kind_ == WorkloadKind::Capacity) {
        if (object->contains("throughput"))
            v_.fail(path + ".throughput", "not allowed for " + workloadPhrase(*kind_));
    } else if (const json *throughput = v_.member(*object, path, "throughput",
                                                  kind_ ? Need::Required : Need::Optional)) {
        readThroughput(*throughput, path + ".throughput", option);
    }
    option.peakTflops = v_.number(*object, path, "peak_tflops", Need::Optional);
    option.clusterAccelerators = v_.integer(*object, path, "cluster_accelerators", Need::Optional);
    if (kind_ && *kind_ != WorkloadKind::Capacity) {
        if (object->contains("instances"))
            v_.fail(path + ".instances",
                    "not allowed for " + workloadPhrase(*kind_) + " (only for capacity)");
    } else {
        option.instances =
            v_.integer(*object, path, "instances", kind_ ? Need::Required : Need::Optional);
    }
    if (const json *migration = v_.member(*object, path, "migration", Need::Optional))
        readMigration(*migration, path + ".migration", option);
    if (auto maintenance = v_.number(*object, path, "maintenance_usd_per_month", Need::Optional))
        option.maintenanceUsdPerMonth = *maintenance;
    scenario_.options.push_back(std::move(option));
}

std::optional<PurchaseModel> ScenarioParser::readPurchase(const json &object,
                                                          const std::string &parent, Option &option)
{
    const json *member = v_.member(object, parent, "purchase", Need::Required);
    const std::string path = parent + ".purchase";
    const json *purchase = member ? v_.asObject(*member, path) : nullptr;
    if (!purchase)
        return std::nullopt;
    v_.allowOnly(*purchase, path,
                 {"model", "discount_percent", "interruption_overhead_percent", "hourly_usd"});
    std::optional<PurchaseModel> model;
    if (auto text = v_.string(*purchase, path, "model", Need::Required)) {
        model = purchaseModelFromString(*text);
        if (!model)
            v_.fail(path + ".model", "must be one of " + purchaseModelList() + ", got " +
                                         JsonValidator::quote(*text));
    }
    Purchase &p = option.purchase;
    if (model)
        p.model = *model;
    // Each field is required by some models and meaningless for others; with an
    // unknown model only the values themselves are checked.
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
            return v_.number(*purchase, path, key,
                             r == Rule::Required ? Need::Required : Need::Optional);
        if (purchase->contains(key))
            v_.fail(path + "." + std::string(key),
                    std::string("not allowed with purchase model \"") + toString(*model) +
                        "\" (only " + std::string(only) + ")");
        return std::optional<double>();
    };
    const bool discounted = model && takesDiscount(*model);
    const bool spot = model == PurchaseModel::Spot;
    const bool effective = model == PurchaseModel::Effective;
    if (auto discount = read("discount_percent", rule(discounted, discounted),
                             "savings plans, reserved and spot"))
        p.discountPercent = *discount;
    if (auto overhead = read("interruption_overhead_percent", rule(false, spot), "spot"))
        p.interruptionOverheadPercent = *overhead;
    p.hourlyUsd = read("hourly_usd", rule(effective, effective), "effective");
    return model;
}

void ScenarioParser::readThroughput(const json &value, const std::string &path, Option &option)
{
    const json *object = v_.asObject(value, path);
    if (!object)
        return;
    v_.allowOnly(*object, path, {"tokens_per_sec_per_accelerator", "peak_tflops", "mfu_percent"});
    const bool measured = object->contains("tokens_per_sec_per_accelerator");
    const bool hasPeak = object->contains("peak_tflops");
    const bool hasMfu = object->contains("mfu_percent");
    if (measured && (hasPeak || hasMfu)) {
        v_.fail(path, "give either tokens_per_sec_per_accelerator or peak_tflops and "
                      "mfu_percent, not both");
        return;
    }
    Throughput throughput;
    if (measured) {
        throughput.tokensPerSecPerAccelerator =
            v_.number(*object, path, "tokens_per_sec_per_accelerator", Need::Required);
    } else if (!hasPeak && !hasMfu) {
        v_.fail(path, "missing tokens_per_sec_per_accelerator (or peak_tflops and mfu_percent)");
        return;
    } else {
        const std::size_t before = v_.errorCount();
        throughput.peakTflops = v_.number(*object, path, "peak_tflops", Need::Optional);
        throughput.mfuPercent = v_.number(*object, path, "mfu_percent", Need::Optional);
        if (!hasPeak)
            v_.fail(path + ".peak_tflops", "missing (mfu_percent needs peak_tflops)");
        if (!hasMfu)
            v_.fail(path + ".mfu_percent", "missing (peak_tflops needs mfu_percent)");
        if (v_.errorCount() != before)
            return;
    }
    option.throughput = throughput;
}

void ScenarioParser::readMigration(const json &value, const std::string &path, Option &option)
{
    const json *object = v_.asObject(value, path);
    if (!object)
        return;
    v_.allowOnly(*object, path, {"weeks", "engineers", "hours_per_week", "hourly_rate_usd"});
    Migration migration;
    if (auto weeks = v_.number(*object, path, "weeks", Need::Required))
        migration.weeks = *weeks;
    std::array<std::optional<double> *, 3> fields{&migration.engineers, &migration.hoursPerWeek,
                                                  &migration.hourlyRateUsd};
    for (std::size_t i = 0; i < kTeamFields.size(); ++i) {
        const std::string_view key = kTeamFields[i];
        *fields[i] = v_.number(*object, path, key, Need::Optional);
        // The one-time cost needs all three; team supplies what the option leaves out.
        if (!object->contains(key) && !teamHas_[i])
            v_.fail(path + "." + std::string(key),
                    "missing (set it here or in team." + std::string(key) + ")");
    }
    option.migration = migration;
}

} // namespace acceldecide
