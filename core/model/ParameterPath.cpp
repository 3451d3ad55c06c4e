#include "core/model/ParameterPath.h"

#include "core/model/RangeTable.h"

#include <array>
#include <functional>

namespace acceldecide {

namespace {

using WorkloadField = double Workload::*;
using TeamField = std::optional<double> Team::*;
using MigrationField = std::optional<double> Migration::*;
using ThroughputField = std::optional<double> Throughput::*;

struct WorkloadEntry
{
    std::string_view name;
    WorkloadField field;
    // Which workload kinds use the field; others leave it unset.
    bool training, inference, capacity;
    // 0 means "not given" (busy hours derived from the workload): not an input then.
    bool zeroIsUnset = false;
};

constexpr std::array<WorkloadEntry, 9> kWorkloadFields{{
    {"model_params_billion", &Workload::modelParamsBillion, true, true, false},
    {"tokens_per_run_billion", &Workload::tokensPerRunBillion, true, false, false},
    {"runs", &Workload::runs, true, false, false},
    {"overhead_percent", &Workload::overheadPercent, true, false, false},
    {"tokens_per_day_billion", &Workload::tokensPerDayBillion, false, true, false},
    {"utilization_percent", &Workload::utilizationPercent, false, true, false},
    {"hours_per_month", &Workload::hoursPerMonth, false, false, true},
    {"usage.busy_hours_per_month", &Workload::busyHoursPerMonth, true, true, false, true},
    {"usage.growth_percent_per_month", &Workload::growthPercentPerMonth, true, true, true, true},
}};

constexpr std::array<std::pair<std::string_view, TeamField>, 3> kTeamFields{{
    {"engineers", &Team::engineers},
    {"hours_per_week", &Team::hoursPerWeek},
    {"hourly_rate_usd", &Team::hourlyRateUsd},
}};

constexpr std::array<std::pair<std::string_view, MigrationField>, 3> kMigrationOverrides{{
    {"engineers", &Migration::engineers},
    {"hours_per_week", &Migration::hoursPerWeek},
    {"hourly_rate_usd", &Migration::hourlyRateUsd},
}};

constexpr std::array<std::pair<std::string_view, ThroughputField>, 3> kThroughputFields{{
    {"tokens_per_sec_per_accelerator", &Throughput::tokensPerSecPerAccelerator},
    {"peak_tflops", &Throughput::peakTflops},
    {"mfu_percent", &Throughput::mfuPercent},
}};

bool usedBy(const WorkloadEntry &entry, WorkloadKind kind)
{
    switch (kind) {
    case WorkloadKind::Training:
        return entry.training;
    case WorkloadKind::Inference:
        return entry.inference;
    case WorkloadKind::Capacity:
        return entry.capacity;
    }
    return false;
}

// Built by appending: GCC 12 warns (-Wrestrict, a false positive) on
// "literal" + std::string temporaries.
std::string quoted(std::string_view text)
{
    std::string result;
    result.reserve(text.size() + 2);
    result += '\'';
    result += text;
    result += '\'';
    return result;
}

double *fail(std::string *error, std::string message)
{
    if (error)
        *error = std::move(message);
    return nullptr;
}

double *setOrFail(std::optional<double> &field, std::string *error, std::string_view path)
{
    if (!field)
        return fail(error, quoted(path) + "' is not set in this scenario");
    return &*field;
}

double *resolveOptionField(Option &option, std::string_view field, std::string *error,
                           std::string_view path)
{
    if (field == "instance_hourly_usd")
        return setOrFail(option.instanceHourlyUsd, error, path);
    if (field == "peak_tflops")
        return setOrFail(option.peakTflops, error, path);
    if (field == "maintenance_usd_per_month")
        return &option.maintenanceUsdPerMonth;
    if (field == "purchase.discount_percent") {
        if (!takesDiscount(option.purchase.model))
            return fail(error, quoted(path) + "': this purchase model has no discount");
        return &option.purchase.discountPercent;
    }
    if (field == "purchase.interruption_overhead_percent") {
        if (option.purchase.model != PurchaseModel::Spot)
            return fail(error, quoted(path) + "' applies to spot purchases only");
        return &option.purchase.interruptionOverheadPercent;
    }
    if (field == "purchase.hourly_usd")
        return setOrFail(option.purchase.hourlyUsd, error, path);
    constexpr std::string_view kCommitment = "commitment.";
    if (field.starts_with(kCommitment)) {
        if (!option.commitment)
            return fail(error, quoted(path) + "': the option has no commitment");
        Commitment &commitment = *option.commitment;
        const auto name = field.substr(kCommitment.size());
        if (name == "discount_percent")
            return &commitment.discountPercent;
        if (name == "other_term_discount_percent")
            return setOrFail(commitment.otherTermDiscountPercent, error, path);
        if (name == "usd_per_hour" && commitment.kind == CommitmentKind::SavingsPlan)
            return &commitment.usdPerHour;
        if (name == "instances" && commitment.kind == CommitmentKind::Reserved)
            return &commitment.instances;
    }
    constexpr std::string_view kThroughput = "throughput.";
    if (field.starts_with(kThroughput)) {
        if (!option.throughput)
            return fail(error, quoted(path) + "': the option has no throughput");
        const auto name = field.substr(kThroughput.size());
        for (const auto &[candidate, member] : kThroughputFields) {
            if (candidate == name)
                return setOrFail((*option.throughput).*member, error, path);
        }
    }
    constexpr std::string_view kMigration = "migration.";
    if (field.starts_with(kMigration)) {
        if (!option.migration)
            return fail(error, quoted(path) + "': the option has no migration");
        const auto name = field.substr(kMigration.size());
        if (name == "weeks")
            return &option.migration->weeks;
        for (const auto &[candidate, member] : kMigrationOverrides) {
            if (candidate == name)
                return setOrFail((*option.migration).*member, error, path);
        }
    }
    return fail(error, "unknown field '" + std::string(field) + "' in '" + std::string(path) + "'");
}

} // namespace

double *ParameterPath::resolve(Scenario &scenario, std::string_view path, std::string *error)
{
    constexpr std::string_view kWorkload = "workload.";
    constexpr std::string_view kTeam = "team.";
    constexpr std::string_view kOptions = "options.";
    if (path.starts_with(kWorkload)) {
        const auto name = path.substr(kWorkload.size());
        for (const WorkloadEntry &entry : kWorkloadFields) {
            if (entry.name != name)
                continue;
            if (!usedBy(entry, scenario.workload.kind))
                return fail(error, quoted(path) + "' is not used by a " +
                                       toString(scenario.workload.kind) + " workload");
            if (entry.zeroIsUnset && scenario.workload.*entry.field == 0.0)
                return fail(error, quoted(path) + "' is not set in this scenario");
            return &(scenario.workload.*entry.field);
        }
        return fail(error, "unknown workload field in '" + std::string(path) + "'");
    }
    if (path.starts_with(kTeam)) {
        if (!scenario.team)
            return fail(error, quoted(path) + "': the scenario has no team");
        const auto name = path.substr(kTeam.size());
        for (const auto &[candidate, member] : kTeamFields) {
            if (candidate == name)
                return setOrFail((*scenario.team).*member, error, path);
        }
        return fail(error, "unknown team field in '" + std::string(path) + "'");
    }
    if (path.starts_with(kOptions)) {
        const auto rest = path.substr(kOptions.size());
        const auto dot = rest.find('.');
        if (dot == std::string_view::npos)
            return fail(error, quoted(path) + "' names no option field");
        const int index = scenario.optionIndex(rest.substr(0, dot));
        if (index < 0)
            return fail(error, "unknown option id '" + std::string(rest.substr(0, dot)) + "' in '" +
                                   std::string(path) + "'");
        return resolveOptionField(scenario.options[static_cast<std::size_t>(index)],
                                  rest.substr(dot + 1), error, path);
    }
    return fail(error, "unknown target '" + std::string(path) +
                           "' (expected workload.<field>, team.<field> or "
                           "options.<id>.<field>)");
}

double Workload::*ParameterPath::workloadMember(std::string_view path, WorkloadKind kind)
{
    constexpr std::string_view kWorkload = "workload.";
    if (!path.starts_with(kWorkload))
        return nullptr;
    for (const WorkloadEntry &entry : kWorkloadFields) {
        if (entry.name == path.substr(kWorkload.size()) && usedBy(entry, kind))
            return entry.field;
    }
    return nullptr;
}

std::string ParameterPath::describe(std::string_view path)
{
    const FieldRange *range = RangeTable::find(RangeTable::genericPath(path));
    std::string text = range ? std::string(range->description) : std::string(path);
    constexpr std::string_view kOptions = "options.";
    if (range && path.starts_with(kOptions)) {
        const auto idEnd = path.find('.', kOptions.size());
        text += " (";
        text += path.substr(kOptions.size(), idEnd - kOptions.size());
        text += ')';
    }
    return text;
}

std::string ParameterPath::describe(const Scenario &scenario, std::string_view path)
{
    constexpr std::string_view kOptions = "options.";
    constexpr std::string_view kThroughput = ".throughput.tokens_per_sec_per_accelerator";
    if (path.starts_with(kOptions) && path.ends_with(kThroughput)) {
        const std::string_view id =
            path.substr(kOptions.size(), path.size() - kOptions.size() - kThroughput.size());
        const int index = scenario.optionIndex(id);
        const Option *option = index >= 0 ? &scenario.options[std::size_t(index)] : nullptr;
        if (option && option->throughput && option->throughput->isEstimated())
            return "Estimated throughput per accelerator (" + std::string(id) + ")";
    }
    return describe(path);
}

std::optional<double> ParameterPath::value(const Scenario &scenario, std::string_view path)
{
    // resolve() never modifies; the copy-free const_cast keeps one lookup table.
    double *field = resolve(const_cast<Scenario &>(scenario), path);
    if (!field)
        return std::nullopt;
    return *field;
}

std::vector<RealValuedInput> ParameterPath::realValuedInputFields(const Scenario &scenario)
{
    using Scope = RealValuedInput::Scope;
    std::vector<RealValuedInput> inputs;
    inputs.reserve(8 + 10 * scenario.options.size());
    for (const WorkloadEntry &entry : kWorkloadFields) {
        if (usedBy(entry, scenario.workload.kind) &&
            !(entry.zeroIsUnset && scenario.workload.*entry.field == 0.0))
            inputs.push_back({Scope::Workload, -1, {}, entry.name, entry.field});
    }
    if (scenario.team) {
        for (const auto &[name, member] : kTeamFields) {
            if ((*scenario.team).*member)
                inputs.push_back({Scope::Team, -1, {}, name, nullptr});
        }
    }
    const bool needsThroughput = scenario.workload.kind != WorkloadKind::Capacity;
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        const Option &option = scenario.options[i];
        const auto add = [&inputs, i](std::string_view group, std::string_view name) {
            inputs.push_back({Scope::Option, int(i), group, name, nullptr});
        };
        if (option.instanceHourlyUsd)
            add({}, "instance_hourly_usd");
        if (takesDiscount(option.purchase.model))
            add("purchase.", "discount_percent");
        if (option.purchase.model == PurchaseModel::Spot)
            add("purchase.", "interruption_overhead_percent");
        if (option.purchase.hourlyUsd)
            add("purchase.", "hourly_usd");
        if (option.commitment) {
            add("commitment.", "discount_percent");
            // Reserved instances are a count, not a real-valued input.
            if (option.commitment->kind == CommitmentKind::SavingsPlan)
                add("commitment.", "usd_per_hour");
        }
        if (needsThroughput && option.throughput) {
            for (const auto &[name, member] : kThroughputFields) {
                if ((*option.throughput).*member)
                    add("throughput.", name);
            }
        }
        if (option.migration) {
            add("migration.", "weeks");
            for (const auto &[name, member] : kMigrationOverrides) {
                if ((*option.migration).*member)
                    add("migration.", name);
            }
        }
        add({}, "maintenance_usd_per_month");
    }
    return inputs;
}

std::vector<std::string> ParameterPath::realValuedInputs(const Scenario &scenario)
{
    std::vector<std::string> paths;
    const std::vector<RealValuedInput> inputs = realValuedInputFields(scenario);
    paths.reserve(inputs.size());
    for (const RealValuedInput &input : inputs)
        paths.push_back(input.path(scenario));
    return paths;
}

} // namespace acceldecide
