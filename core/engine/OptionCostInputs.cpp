#include "core/engine/OptionCostInputs.h"

#include "core/model/ParameterPath.h"

#include <array>
#include <stdexcept>
#include <utility>

namespace acceldecide {

namespace {

using InputMember = double OptionCostInputs::*;

constexpr std::array<std::pair<std::string_view, InputMember>, 16> kOptionFields{{
    {"instance_hourly_usd", &OptionCostInputs::instanceHourlyUsd},
    {"purchase.discount_percent", &OptionCostInputs::discountPercent},
    {"purchase.interruption_overhead_percent", &OptionCostInputs::interruptionOverheadPercent},
    {"purchase.hourly_usd", &OptionCostInputs::hourlyUsd},
    {"throughput.tokens_per_sec_per_accelerator", &OptionCostInputs::tokensPerSec},
    {"throughput.peak_tflops", &OptionCostInputs::throughputPeakTflops},
    {"throughput.mfu_percent", &OptionCostInputs::mfuPercent},
    {"migration.weeks", &OptionCostInputs::migrationWeeks},
    {"migration.engineers", &OptionCostInputs::engineers},
    {"migration.hours_per_week", &OptionCostInputs::hoursPerWeek},
    {"migration.hourly_rate_usd", &OptionCostInputs::hourlyRateUsd},
    {"maintenance_usd_per_month", &OptionCostInputs::maintenanceUsdPerMonth},
    {"instances", &OptionCostInputs::instances},
    {"commitment.discount_percent", &OptionCostInputs::commitmentDiscountPercent},
    {"commitment.usd_per_hour", &OptionCostInputs::commitmentUsdPerHour},
    {"commitment.instances", &OptionCostInputs::commitmentInstances},
}};

// team.<field> -> the migration override that shadows it, and where it lands.
struct TeamField
{
    std::string_view name;
    std::optional<double> Team::*team;
    std::optional<double> Migration::*override;
    InputMember input;
};

constexpr std::array<TeamField, 3> kTeamFields{{
    {"engineers", &Team::engineers, &Migration::engineers, &OptionCostInputs::engineers},
    {"hours_per_week", &Team::hoursPerWeek, &Migration::hoursPerWeek,
     &OptionCostInputs::hoursPerWeek},
    {"hourly_rate_usd", &Team::hourlyRateUsd, &Migration::hourlyRateUsd,
     &OptionCostInputs::hourlyRateUsd},
}};

} // namespace

OptionCostInputs OptionCostInputs::from(const Scenario &scenario, const Option &option)
{
    OptionCostInputs inputs;
    inputs.model = option.purchase.model;
    inputs.instanceHourlyUsd = option.instanceHourlyUsd.value_or(0.0);
    inputs.acceleratorsPerInstance = option.acceleratorsPerInstance;
    inputs.discountPercent = option.purchase.discountPercent;
    inputs.interruptionOverheadPercent = option.purchase.interruptionOverheadPercent;
    inputs.hourlyUsd = option.purchase.hourlyUsd.value_or(0.0);
    if (option.throughput) {
        inputs.measuredThroughput = option.throughput->isMeasured();
        inputs.tokensPerSec = option.throughput->tokensPerSecPerAccelerator.value_or(0.0);
        inputs.throughputPeakTflops = option.throughput->peakTflops.value_or(0.0);
        inputs.mfuPercent = option.throughput->mfuPercent.value_or(0.0);
    }
    inputs.instances = option.instances.value_or(0);
    inputs.maintenanceUsdPerMonth = option.maintenanceUsdPerMonth;
    inputs.clusterAccelerators = option.clusterAccelerators.value_or(0);
    if (const std::optional<Commitment> &commitment = option.commitment) {
        inputs.hasCommitment = true;
        inputs.commitmentIsSavingsPlan = commitment->kind == CommitmentKind::SavingsPlan;
        inputs.commitmentTermMonths = commitment->termMonths();
        inputs.commitmentDiscountPercent = commitment->discountPercent;
        inputs.commitmentUsdPerHour = commitment->usdPerHour;
        inputs.commitmentInstances = commitment->instances;
    }
    if (option.migration) {
        inputs.hasMigration = true;
        inputs.migrationWeeks = option.migration->weeks;
        for (const TeamField &field : kTeamFields) {
            const std::optional<double> &own = (*option.migration).*field.override;
            const std::optional<double> *team =
                scenario.team ? &((*scenario.team).*field.team) : nullptr;
            if (own)
                inputs.*field.input = *own;
            else if (team && *team)
                inputs.*field.input = **team;
            else
                throw std::invalid_argument("options." + option.id + ".migration." +
                                            std::string(field.name) +
                                            ": missing (set it on the option or in team)");
        }
    }
    return inputs;
}

double OptionCostInputs::*OptionCostInputs::member(std::string_view optionField)
{
    for (const auto &[name, member] : kOptionFields) {
        if (name == optionField)
            return member;
    }
    return nullptr;
}

ScenarioCostInputs ScenarioCostInputs::from(const Scenario &scenario)
{
    ScenarioCostInputs inputs;
    inputs.workload = scenario.workload;
    inputs.horizonMonths = scenario.horizonMonths;
    const int baseline = scenario.baselineIndex();
    if (baseline < 0)
        throw std::invalid_argument("baseline: unknown option id '" + scenario.baseline + "'");
    inputs.baselineIndex = static_cast<std::size_t>(baseline);
    inputs.options.reserve(scenario.options.size());
    for (const Option &option : scenario.options)
        inputs.options.push_back(OptionCostInputs::from(scenario, option));
    return inputs;
}

std::vector<double *> ScenarioCostInputs::bind(const Scenario &scenario, std::string_view path,
                                               int *optionIndex)
{
    std::vector<double *> places;
    if (optionIndex)
        *optionIndex = -1;
    if (double Workload::*member = ParameterPath::workloadMember(path, workload.kind)) {
        places.push_back(&(workload.*member));
        return places;
    }
    constexpr std::string_view kTeam = "team.";
    if (path.starts_with(kTeam)) {
        for (const TeamField &field : kTeamFields) {
            if (field.name != path.substr(kTeam.size()))
                continue;
            for (std::size_t i = 0; i < scenario.options.size(); ++i) {
                const std::optional<Migration> &migration = scenario.options[i].migration;
                if (migration && !((*migration).*field.override))
                    places.push_back(&(options[i].*field.input));
            }
        }
        return places;
    }
    constexpr std::string_view kOptions = "options.";
    if (path.starts_with(kOptions)) {
        const auto rest = path.substr(kOptions.size());
        const auto dot = rest.find('.');
        const int index = scenario.optionIndex(rest.substr(0, dot));
        if (index < 0 || dot == std::string_view::npos)
            return places;
        if (optionIndex)
            *optionIndex = index;
        if (InputMember member = OptionCostInputs::member(rest.substr(dot + 1)))
            places.push_back(&(options[static_cast<std::size_t>(index)].*member));
    }
    return places;
}

} // namespace acceldecide
