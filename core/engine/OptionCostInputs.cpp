#include "core/engine/OptionCostInputs.h"
#include "core/engine/ThroughputEstimates.h"
#include "core/engine/billing/HeldCommitmentRules.h"
#include "core/engine/billing/PortMonths.h"

#include "core/model/ParameterPath.h"
#include "core/model/Units.h"

#include <algorithm>
#include <array>
#include <optional>
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

// What a held reservation is charged per hour: as given, or its instances at the
// discount off the on-demand price of an option with its instance type; nothing when no
// option prices that instance type.
std::optional<double> reservationUsdPerHour(const Scenario &scenario,
                                            const ExistingCommitment &held)
{
    if (held.usdPerHour)
        return *held.usdPerHour;
    for (const Option &option : scenario.options) {
        if (option.instanceType == held.instanceType && option.instanceHourlyUsd)
            return held.instances.value_or(0.0) * *option.instanceHourlyUsd *
                   (1.0 - held.discountPercent / 100.0);
    }
    return std::nullopt;
}

// AWS applies each usage's own Compute Savings Plan rate: the option's stated one, else
// the catalog's for it, else (for want of either) the held plan's own discount.
void computePlanRate(const ExistingCommitment &held, const Option &option, HeldInputs &entry)
{
    const HeldCatalogTerms *catalog = findHeldCatalogTerms(option.heldCatalogTerms, held.id);
    if (option.computeSavingsPlanDiscountPercent) {
        entry.rate = HeldRate::OptionsStated;
        entry.discountPercent = *option.computeSavingsPlanDiscountPercent;
    } else if (catalog && catalog->computeSavingsPlanDiscountPercent) {
        entry.rate = HeldRate::Catalog;
        entry.discountPercent = *catalog->computeSavingsPlanDiscountPercent;
    } else {
        entry.rate = HeldRate::HeldPlanAssumed;
        entry.discountPercent = held.discountPercent;
    }
}

} // namespace

OptionCostInputs OptionCostInputs::from(const Scenario &scenario, const Option &option)
{
    Expected<OptionCostInputs, ValidationError> inputs = read(scenario, option);
    if (!inputs)
        throw std::invalid_argument(inputs.error().toString());
    return std::move(inputs).value();
}

Expected<OptionCostInputs, ValidationError> OptionCostInputs::read(const Scenario &scenario,
                                                                   const Option &option)
{
    OptionCostInputs inputs;
    inputs.model = option.purchase.model;
    inputs.instanceHourlyUsd = option.instanceHourlyUsd.value_or(0.0);
    inputs.acceleratorsPerInstance = option.acceleratorsPerInstance;
    inputs.discountPercent = option.purchase.discountPercent;
    inputs.interruptionOverheadPercent = option.purchase.interruptionOverheadPercent;
    inputs.hourlyUsd = option.purchase.hourlyUsd.value_or(0.0);
    inputs.blockDays = option.purchase.blockDays.value_or(0);
    inputs.blockInstances = option.purchase.blockInstances.value_or(0);
    if (option.throughput) {
        inputs.measuredThroughput =
            option.throughput->isMeasured() || option.throughput->isEstimated();
        inputs.tokensPerSec = option.throughput->tokensPerSecPerAccelerator.value_or(0.0);
        if (const auto &estimate = option.throughput->estimate)
            inputs.tokensPerSec =
                estimatedThroughput(scenario, option, *estimate).tokensPerSecPerAccelerator;
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
        inputs.renewal = commitment->renewal;
        inputs.commitmentUpfrontShare = upfrontShareOf(option);
    }
    inputs.privateDiscountPercent = privateDiscountPercentOf(scenario, option);
    inputs.horizonTreatment = scenario.horizonTreatment;
    if (scenario.existingCommitments.size() > inputs.held.size())
        return ValidationError{"existing_commitments",
                               "at most " + std::to_string(inputs.held.size()) + " are supported"};
    for (const std::size_t index : HeldCommitmentRules::order(scenario)) {
        const ExistingCommitment &held = scenario.existingCommitments[index];
        HeldInputs &entry = inputs.held[std::size_t(inputs.heldCount++)];
        entry.covers = HeldCommitmentRules::covers(held, option);
        entry.isSavingsPlan = held.kind == CommitmentKind::SavingsPlan;
        entry.byValue = entry.isSavingsPlan;
        entry.discountPercent = held.discountPercent;
        if (entry.isSavingsPlan && held.plan == SavingsPlanType::Compute)
            computePlanRate(held, option, entry);
        if (HeldCommitmentRules::exchangesInto(held, option)) {
            // Its charge buys the new family's convertible hours, assumed at the held
            // reservation's own discount.
            entry.covers = true;
            entry.byValue = true;
            entry.rate = HeldRate::Exchanged;
        }
        entry.months = held.monthsRemaining;
        const std::optional<double> usdPerHour = entry.isSavingsPlan
                                                     ? held.usdPerHour.value_or(0.0)
                                                     : reservationUsdPerHour(scenario, held);
        if (!usdPerHour)
            return ValidationError{"existing_commitments." + held.id + ".usd_per_hour",
                                   "missing (no option prices instance type " + held.instanceType +
                                       ")"};
        entry.usdPerHour = *usdPerHour;
        entry.owedUsdPerMonth = *usdPerHour * units::kHoursPerMonth;
        if (!entry.byValue)
            entry.accelerators = held.instances.value_or(0.0) * option.acceleratorsPerInstance;
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
                return ValidationError{"options." + option.id + ".migration." +
                                           std::string(field.name),
                                       "missing (set it on the option or in team)"};
        }
    }
    const bool ports = option.id != scenario.baseline && inputs.hasMigration;
    const double portMonths = ports ? billing::portMonthsOf(inputs.migrationWeeks) : 0.0;
    const bool stated = option.commitment && option.commitment->startMonth;
    inputs.commitmentStartMonth =
        stated ? *option.commitment->startMonth : billing::usageStartMonth(portMonths);
    inputs.commitmentStartFraction = stated ? 0.0 : billing::usageStartFraction(portMonths);
    return inputs;
}

double OptionCostInputs::upfrontShareOf(const Option &option)
{
    if (!option.commitment)
        return 0.0;
    switch (option.commitment->payment) {
    case PaymentOption::AllUpfront:
        return 1.0;
    case PaymentOption::PartialUpfront:
        return 0.5; // AWS: about half of the fee upfront, the rest hourly
    case PaymentOption::NoUpfront:
        break;
    }
    return 0.0;
}

double OptionCostInputs::*OptionCostInputs::member(std::string_view optionField)
{
    for (const auto &[name, member] : kOptionFields) {
        if (name == optionField)
            return member;
    }
    return nullptr;
}

double OptionCostInputs::*OptionCostInputs::member(const RealValuedInput &input)
{
    for (const auto &[name, member] : kOptionFields) {
        if (input.isOptionField(name))
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
    inputs.credits = CreditInputs::from(scenario);
    return inputs;
}

std::vector<CreditInputs> CreditInputs::from(const Scenario &scenario,
                                             std::vector<std::size_t> *order)
{
    std::vector<CreditInputs> credits;
    std::vector<std::size_t> eligible;
    for (const Credit &credit : scenario.credits) {
        CreditInputs entry{credit.usd, credit.firstMonth, credit.expiresMonth, {}};
        std::size_t count = 0;
        for (const Option &option : scenario.options) {
            entry.applies.push_back(creditApplies(credit, option) ? 1 : 0);
            count += entry.applies.back() != 0;
        }
        credits.push_back(std::move(entry));
        eligible.push_back(count);
    }
    std::vector<std::size_t> index(credits.size());
    for (std::size_t i = 0; i < index.size(); ++i)
        index[i] = i;
    std::stable_sort(index.begin(), index.end(), [&](std::size_t a, std::size_t b) {
        if (credits[a].expiresMonth != credits[b].expiresMonth)
            return credits[a].expiresMonth < credits[b].expiresMonth;
        if (eligible[a] != eligible[b])
            return eligible[a] < eligible[b];
        return credits[a].firstMonth < credits[b].firstMonth;
    });
    std::vector<CreditInputs> sorted;
    sorted.reserve(credits.size());
    for (std::size_t i : index)
        sorted.push_back(std::move(credits[i]));
    if (order)
        *order = std::move(index);
    return sorted;
}

namespace {

// team.<field>'s places: every option with a port that does not set the field itself.
void bindTeamField(const Scenario &scenario, std::string_view name,
                   std::vector<OptionCostInputs> &options, std::vector<double *> &places)
{
    for (const TeamField &field : kTeamFields) {
        if (field.name != name)
            continue;
        for (std::size_t i = 0; i < scenario.options.size(); ++i) {
            const std::optional<Migration> &migration = scenario.options[i].migration;
            if (migration && !((*migration).*field.override))
                places.push_back(&(options[i].*field.input));
        }
    }
}

} // namespace

void ScenarioCostInputs::bind(const Scenario &scenario, std::string_view path,
                              std::vector<double *> &places, int *optionIndex)
{
    places.clear();
    if (optionIndex)
        *optionIndex = -1;
    if (double Workload::*member = ParameterPath::workloadMember(path, workload.kind)) {
        places.push_back(&(workload.*member));
        return;
    }
    constexpr std::string_view kTeam = "team.";
    if (path.starts_with(kTeam)) {
        bindTeamField(scenario, path.substr(kTeam.size()), options, places);
        return;
    }
    constexpr std::string_view kOptions = "options.";
    if (path.starts_with(kOptions)) {
        const auto rest = path.substr(kOptions.size());
        const auto dot = rest.find('.');
        const int index = scenario.optionIndex(rest.substr(0, dot));
        if (index < 0 || dot == std::string_view::npos)
            return;
        if (optionIndex)
            *optionIndex = index;
        if (InputMember member = OptionCostInputs::member(rest.substr(dot + 1)))
            places.push_back(&(options[static_cast<std::size_t>(index)].*member));
    }
}

void ScenarioCostInputs::bind(const Scenario &scenario, const RealValuedInput &input,
                              InputMember optionMember, std::vector<double *> &places)
{
    places.clear();
    switch (input.scope) {
    case RealValuedInput::Scope::Workload:
        if (input.workloadField)
            places.push_back(&(workload.*input.workloadField));
        return;
    case RealValuedInput::Scope::Team:
        bindTeamField(scenario, input.name, options, places);
        return;
    case RealValuedInput::Scope::Option:
        if (optionMember)
            places.push_back(&(options[static_cast<std::size_t>(input.option)].*optionMember));
        return;
    }
}

} // namespace acceldecide
