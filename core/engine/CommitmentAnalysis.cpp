#include "core/engine/CommitmentAnalysis.h"

#include "core/engine/CommitmentSizing.h"
#include "core/engine/MonteCarloSimulation.h"
#include "core/engine/OptionCostInputs.h"
#include "core/model/ParameterPath.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace acceldecide {

namespace {

CommitmentTerms withLevel(CommitmentTerms terms, double accelerators)
{
    terms.committedAccelerators = accelerators;
    return terms;
}

// The ladder as people read it, priced: each term's level in accelerators and $/hour,
// and what the whole plan costs with those levels.
CommitmentLadder describeLadder(const UsageProfile &usage, const CommitmentTerms &terms,
                                const HeldCommitments &held, const TermLevels &levels,
                                int horizonMonths)
{
    CommitmentLadder ladder;
    const int count = CommitmentSimulation::termCount(terms, horizonMonths);
    for (int k = 0; k < count; ++k) {
        const double level = levels[std::size_t(k)];
        ladder.steps.push_back({terms.termStartMonth(k), level, level * terms.committedRate()});
    }
    ladder.costUsd =
        CommitmentSimulation::bill(usage, terms, held, levels, horizonMonths).costUsd();
    return ladder;
}

} // namespace

UsageProfile CommitmentAnalysis::usageOf(const OptionEconomics &economics, const Workload &workload)
{
    return UsageProfile{economics.busyAccelerators, economics.busyHoursPerMonth,
                        workload.growthPercentPerMonth, workload.lastMonthWithUsage};
}

double CommitmentAnalysis::peakAccelerators(const UsageProfile &usage, int horizonMonths)
{
    return usage.peakAccelerators(horizonMonths);
}

CommitmentLevel CommitmentAnalysis::level(const Option &option, const UsageProfile &usage,
                                          const CommitmentTerms &terms, int horizonMonths,
                                          double peak, const HeldCommitments &held)
{
    CommitmentLevel level = sized(option, terms, peak);
    level.costUsd = CommitmentSizing::cost(usage, terms, horizonMonths, held);
    return level;
}

std::optional<Commitment> CommitmentAnalysis::commitmentOf(const Option &option)
{
    if (option.commitment)
        return option.commitment;
    const PurchaseModel model = option.purchase.model;
    if (!isCommitment(model))
        return std::nullopt;
    Commitment commitment;
    commitment.kind = model == PurchaseModel::Reserved1y || model == PurchaseModel::Reserved3y
                          ? CommitmentKind::Reserved
                          : CommitmentKind::SavingsPlan;
    commitment.termYears = termMonths(model) / 12;
    commitment.discountPercent = option.purchase.discountPercent;
    commitment.plan = option.purchase.plan;
    commitment.offeringClass = option.purchase.offeringClass;
    return commitment;
}

CommitmentLevel CommitmentAnalysis::sized(const Option &option, const CommitmentTerms &terms,
                                          double peak)
{
    CommitmentLevel level;
    level.accelerators = terms.committedAccelerators;
    level.usdPerHour = terms.committedUsdPerHour();
    const std::optional<Commitment> commitment = commitmentOf(option);
    if (commitment && commitment->kind == CommitmentKind::Reserved)
        level.instances = terms.committedAccelerators / option.acceleratorsPerInstance;
    level.percentOfPeak = peak > 0.0 ? terms.committedAccelerators / peak * 100.0 : 0.0;
    return level;
}

namespace {

// A flat savings-plan or reserved purchase written as the commitment it is: `level`
// accelerators' worth for the purchase's term at its discount. The level goes in as
// accelerators' worth (the reservation's field), which holds it exactly where a savings
// plan's dollars would pass through the committed rate and back; the kind moves nothing
// else in the bill.
OptionCostInputs statedCommitment(OptionCostInputs inputs, double level)
{
    if (!inputs.commitsAtPeak())
        return inputs;
    inputs.hasCommitment = true;
    inputs.commitmentIsSavingsPlan = false;
    inputs.commitmentTermMonths = termMonths(inputs.model);
    inputs.commitmentDiscountPercent = inputs.discountPercent;
    inputs.commitmentInstances =
        inputs.acceleratorsPerInstance > 0.0 ? level / inputs.acceleratorsPerInstance : 0.0;
    inputs.renewal = RenewalPolicy::Optimal;
    return inputs;
}

// The economics the analysis reads: the option's own where they were billed hour by hour;
// a flat purchase used every hour of whole terms (priced by the steady closed form, which
// keeps no months) billed again as the commitment to its peak it is, to the same total.
OptionEconomics billedHourByHour(const Scenario &scenario, const Option &option,
                                 const OptionEconomics &economics)
{
    if (economics.commitment)
        return economics;
    const OptionCostInputs inputs = OptionCostInputs::from(scenario, option);
    if (!inputs.commitsAtPeak())
        return economics;
    const double peak = CommitmentAnalysis::peakAccelerators(
        CommitmentAnalysis::usageOf(economics, scenario.workload), scenario.horizonMonths);
    return OptionCostModel::economics(scenario.workload, scenario.horizonMonths,
                                      statedCommitment(inputs, peak),
                                      option.id == scenario.baseline);
}

// The commitment as the option states it, its rates and the usage it is to cover.
void describeCommitment(const Commitment &commitment, const CommitmentTerms &terms,
                        const UsageProfile &usage, int horizon, CommitmentOptionResult &result)
{
    result.kind = commitment.kind;
    result.termYears = commitment.termYears;
    result.payment = commitment.payment;
    result.plan = commitment.plan;
    result.offeringClass = commitment.offeringClass;
    result.renewal = commitment.renewal;
    result.termMonths = terms.termMonths;
    result.startMonth = terms.startMonth;
    result.startFraction = terms.startFraction;
    result.discountPercent = terms.discountPercent;
    result.onDemandUsdPerAcceleratorHour = terms.onDemandUsdPerAcceleratorHour;
    result.committedUsdPerAcceleratorHour = terms.committedRate();
    result.busyAccelerators = usage.accelerators;
    result.busyHoursPerMonth = usage.busyHoursPerMonth;
    result.peakAccelerators = CommitmentAnalysis::peakAccelerators(usage, horizon);
}

// The plan at its current levels month by month: how well it is used, what it costs an
// hour, and what is owed once the horizon ends or usage stops.
void simulateCurrentPlan(const UsageProfile &usage, const CommitmentTerms &terms,
                         const OptionEconomics &economics, int horizon,
                         CommitmentOptionResult &result)
{
    CommitmentResult run =
        CommitmentSimulation::run(usage, terms, economics.held, economics.termLevels, horizon);
    result.months = std::move(run.months);
    result.utilizationPercent = run.utilizationPercent;
    result.effectiveUsdPerAcceleratorHour = run.effectiveUsdPerAcceleratorHour;
    result.breakEvenUtilizationPercent =
        CommitmentSimulation::breakEvenUtilizationPercent(terms.discountPercent);
    result.owedAfterHorizonUsd = run.owedAfterHorizonUsd;
    result.remainingValueUsd = run.remainingValueUsd;
    result.owedAfterUsageStopsUsd = run.owedAfterUsageStopsUsd;
    result.monthsOwedAfterUsageStops = run.monthsOwedAfterUsageStops;
}

// What the optimal search needs that is the same for every term structure searched.
struct LadderSearch
{
    const Option &option;
    const UsageProfile &usage;
    const HeldCommitments &held;
    int horizon;
    double wholeUnit; // a reservation's instance in accelerators; 0 for a savings plan
    double peak;
};

// The optimum of a term structure: its ladder, and the first step as "the" level.
CommitmentLevel optimalAt(const LadderSearch &search, const CommitmentTerms &terms,
                          CommitmentLadder &ladder)
{
    const TermLevels levels = CommitmentSimulation::ladder(search.usage, terms, search.held,
                                                           search.horizon, search.wholeUnit);
    ladder = describeLadder(search.usage, terms, search.held, levels, search.horizon);
    CommitmentLevel best =
        CommitmentAnalysis::sized(search.option, withLevel(terms, levels[0]), search.peak);
    best.costUsd = ladder.costUsd;
    return best;
}

// 1-year against 3-year under the same usage, each at its own best ladder; the option's
// own term is the structure already searched, `result`'s optimum.
std::vector<CommitmentTermResult> termsCompared(const LadderSearch &search,
                                                const Commitment &commitment,
                                                const CommitmentTerms &terms,
                                                const CommitmentOptionResult &result)
{
    std::vector<CommitmentTermResult> compared;
    for (const int years : {1, 3}) {
        const std::optional<double> discount = years == commitment.termYears
                                                   ? std::optional(terms.discountPercent)
                                                   : commitment.otherTermDiscountPercent;
        if (!discount)
            continue;
        CommitmentTerms term = terms;
        term.termMonths = years * 12;
        term.discountPercent = *discount;
        CommitmentTermResult entry;
        entry.termYears = years;
        entry.discountPercent = *discount;
        if (years == commitment.termYears) {
            entry.optimal = result.optimal;
            entry.ladder = result.ladder;
        } else {
            entry.optimal = optimalAt(search, term, entry.ladder);
        }
        TermLevels levels{};
        for (std::size_t k = 0; k < entry.ladder.steps.size(); ++k)
            levels[k] = entry.ladder.steps[k].accelerators;
        const CommitmentSimulation::OwedAfterUsage owed =
            CommitmentSimulation::owedAfterUsageStops(search.usage, term, levels, search.horizon);
        entry.onDemandCostUsd = result.onDemandCostUsd;
        entry.monthsOwedAfterUsageStops = owed.months;
        entry.owedAfterUsageStopsUsd = owed.usd;
        compared.push_back(entry);
    }
    return compared;
}

} // namespace

std::optional<CommitmentOptionResult> CommitmentAnalysis::analyse(const Scenario &scenario,
                                                                  const Option &option,
                                                                  const OptionEconomics &billed)
{
    const std::optional<Commitment> stated = commitmentOf(option);
    if (!stated)
        return std::nullopt;
    const OptionEconomics economics = billedHourByHour(scenario, option, billed);
    if (!economics.commitment)
        return std::nullopt;
    const Commitment &commitment = *stated;
    const CommitmentTerms &terms = *economics.commitment;
    const int horizon = scenario.horizonMonths;
    const UsageProfile usage = usageOf(economics, scenario.workload);
    const HeldCommitments &held = economics.held;

    CommitmentOptionResult result;
    result.fromPurchaseModel = !option.commitment;
    describeCommitment(commitment, terms, usage, horizon, result);
    // The bill at the current level is the one the cost model already made.
    result.current = sized(option, terms, result.peakAccelerators);
    result.current.costUsd = economics.horizonComputeUsd + economics.commitmentOwedAfterHorizonUsd -
                             economics.commitmentRemainingValueUsd;
    result.currentLevels = economics.termLevels;
    result.onDemandCostUsd = CommitmentSizing::cost(usage, withLevel(terms, 0.0), horizon, held);
    simulateCurrentPlan(usage, terms, economics, horizon, result);

    // Reservations are bought in whole instances, and so is the ladder searched, unless the
    // purchase is billed at a fraction of one: a flat reservation at a peak between whole
    // instances, whose ladder is then as fine as its bill (else its best level could cost
    // more than the level it has).
    const double instances = terms.committedAccelerators / option.acceleratorsPerInstance;
    const double wholeUnit =
        commitment.kind == CommitmentKind::Reserved && instances == std::floor(instances)
            ? double(option.acceleratorsPerInstance)
            : 0.0;
    const LadderSearch search{option, usage, held, horizon, wholeUnit, result.peakAccelerators};
    result.optimal = optimalAt(search, terms, result.ladder);
    result.terms = termsCompared(search, commitment, terms, result);
    return result;
}

std::vector<CommitmentCurvePoint>
CommitmentAnalysis::costCurve(const UsageProfile &usage, CommitmentTerms terms, int horizonMonths,
                              double maxPercent, int steps, const HeldCommitments &held)
{
    std::vector<CommitmentCurvePoint> curve;
    const double peak = peakAccelerators(usage, horizonMonths);
    steps = std::max(1, steps);
    curve.reserve(static_cast<std::size_t>(steps) + 1);
    for (int step = 0; step <= steps; ++step) {
        CommitmentCurvePoint point;
        point.percentOfPeak = maxPercent * step / steps;
        point.accelerators = peak * point.percentOfPeak / 100.0;
        terms.committedAccelerators = point.accelerators;
        point.costUsd = CommitmentSizing::cost(usage, terms, horizonMonths, held);
        curve.push_back(point);
    }
    return curve;
}

std::vector<UtilizationPoint> CommitmentAnalysis::effectiveRateCurve(const CommitmentTerms &terms,
                                                                     double fromPercent, int steps)
{
    std::vector<UtilizationPoint> curve;
    steps = std::max(1, steps);
    fromPercent = std::clamp(fromPercent, 1.0, 100.0);
    curve.reserve(static_cast<std::size_t>(steps) + 1);
    for (int step = 0; step <= steps; ++step) {
        const double utilization = fromPercent + (100.0 - fromPercent) * step / steps;
        curve.push_back({utilization, terms.committedRate() / (utilization / 100.0)});
    }
    return curve;
}

std::optional<UncertainSizing> CommitmentAnalysis::underUncertainty(const Scenario &scenario,
                                                                    std::size_t optionIndex,
                                                                    int samples, std::uint64_t seed)
{
    if (scenario.uncertainty.empty() || optionIndex >= scenario.options.size() || samples < 1)
        return std::nullopt;
    if (!commitmentOf(scenario.options[optionIndex]))
        return std::nullopt;
    ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
    // Only the usage and the rates are read: a flat purchase's level may be anything.
    const OptionEconomics expected =
        OptionCostModel::economics(inputs.workload, inputs.horizonMonths,
                                   statedCommitment(inputs.options[optionIndex], 0.0), false);
    if (!expected.commitment)
        return std::nullopt;

    struct Draw
    {
        double low, mode, high;
        std::vector<double *> places;
    };
    std::vector<Draw> draws;
    for (const UncertaintyRange &range : scenario.uncertainty) {
        const std::optional<double> mode = ParameterPath::value(scenario, range.target);
        if (mode)
            draws.push_back({range.low, *mode, range.high, inputs.bind(scenario, range.target)});
    }
    const OptionCostInputs fixedPrices = inputs.options[optionIndex];
    std::mt19937_64 engine(seed);
    std::vector<UsageProfile> usages;
    usages.reserve(static_cast<std::size_t>(samples));
    for (int sample = 0; sample < samples; ++sample) {
        for (const Draw &draw : draws) {
            const double value = MonteCarloSimulation::triangular(
                draw.low, draw.mode, draw.high, MonteCarloSimulation::unitInterval(engine()));
            for (double *place : draw.places)
                *place = value;
        }
        // Usage only: the option's own price and commitment stay as given.
        OptionCostInputs sampled = inputs.options[optionIndex];
        sampled.instanceHourlyUsd = fixedPrices.instanceHourlyUsd;
        sampled.discountPercent = fixedPrices.discountPercent;
        sampled.commitmentDiscountPercent = fixedPrices.commitmentDiscountPercent;
        const OptionEconomics economics = OptionCostModel::economics(
            inputs.workload, inputs.horizonMonths, statedCommitment(sampled, 0.0), false);
        usages.push_back(usageOf(economics, inputs.workload));
    }
    return CommitmentSizing::underUncertainty(usageOf(expected, scenario.workload), usages,
                                              *expected.commitment, scenario.horizonMonths);
}

} // namespace acceldecide
