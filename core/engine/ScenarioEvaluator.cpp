#include "core/engine/ScenarioEvaluator.h"

#include "core/engine/InterruptionBands.h"
#include "core/engine/ThroughputEstimates.h"

#include "core/capacity/CapacityChecks.h"
#include "core/decision/CapacityBlockChecks.h"
#include "core/decision/DecisionMatrix.h"
#include "core/decision/ProfileScoring.h"
#include "core/decision/RecommendationBuilder.h"
#include "core/decision/StakeholderMatrix.h"
#include "core/decision/UnitComparison.h"
#include "core/engine/BreakEvenAnalysis.h"
#include "core/engine/CashFlowSchedule.h"
#include "core/engine/CommitmentAnalysis.h"
#include "core/engine/CreditLedger.h"
#include "core/engine/HeldCommitmentUses.h"
#include "core/engine/MonteCarloSimulation.h"
#include "core/engine/OptionCostInputs.h"
#include "core/engine/OptionCostModel.h"
#include "core/engine/SensitivityAnalysis.h"
#include "core/engine/ServingClaimCheck.h"
#include "core/engine/billing/PortMonths.h"
#include "core/text/MoneyFormat.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace acceldecide {

namespace {

// Above 75 % MFU a training or serving claim is rarely seen in practice; above 100 %
// it is physically impossible (seed 001's throughput table implies several hundred).
constexpr double kImplausibleMfuPercent = 75.0;
constexpr double kImpossibleMfuPercent = 100.0;
// Sizing a commitment under uncertainty prices 151 levels per sample; a thousand usage
// samples pin its P50 and P90 well without slowing the Monte Carlo run.
constexpr std::int64_t kUncertainSizingSamples = 1000;

std::vector<Warning> warningsFor(const Option &option, const OptionCostBasis &basis)
{
    std::vector<Warning> warnings;
    if (basis.impliedMfuPercent) {
        const double mfu = *basis.impliedMfuPercent;
        const std::string claim = MoneyFormat::number(basis.tokensPerSecPerAccelerator, 0) +
                                  " tokens/s per accelerator at " +
                                  MoneyFormat::number(*option.peakTflops, 0) +
                                  " peak TFLOPS implies " + MoneyFormat::number(mfu, 1) + " % MFU";
        if (mfu > kImpossibleMfuPercent)
            warnings.push_back({"implied_mfu_impossible", claim + ": physically impossible."});
        else if (mfu > kImplausibleMfuPercent)
            warnings.push_back({"implied_mfu_implausible", claim + ": above the 75 % seen in "
                                                                   "practice; check the source."});
    }
    const PurchaseModel committed =
        option.commitment ? option.commitment->purchaseModel() : option.purchase.model;
    if (basis.commitmentBeyondHorizonUsd > 0.0) {
        std::string message = MoneyFormat::usd(basis.commitmentOwedAfterHorizonUsd) + " of " +
                              toString(committed) + " commitment is owed after the horizon ends";
        // Where the work continues, part of it buys that work and is no cost: say how much.
        if (basis.commitmentRemainingValueUsd > 0.0)
            message += "; the work continuing after it uses " +
                       MoneyFormat::usd(basis.commitmentRemainingValueUsd) + " of it, so " +
                       MoneyFormat::usd(basis.commitmentBeyondHorizonUsd) + " counts as a cost";
        warnings.push_back({"commitment_beyond_horizon", message + "."});
    }
    return warnings;
}

// The effective rate with what held commitments are owed within the horizon spread over
// the accelerator-hours used within it (the usage the bill placed): a fleet a held plan
// pays for whole costs what the plan is owed, not $0 an hour. Null when something is owed
// and nothing is used.
std::optional<double> allInHourlyUsd(const OptionCostBasis &basis, const Scenario &scenario)
{
    if (!(basis.heldHorizonUsd > 0.0))
        return basis.effectiveHourlyUsd;
    const UsageProfile usage = CommitmentAnalysis::usageOf(basis, scenario.workload);
    double hours = 0.0;
    for (int m = 1; m <= scenario.horizonMonths; ++m)
        hours += usage.acceleratorsIn(m) * usage.busyHoursPerMonth;
    if (!(hours > 0.0))
        return std::nullopt;
    return basis.effectiveHourlyUsd + basis.heldHorizonUsd / hours;
}

OptionResult describe(const Scenario &scenario, const Option &option, const OptionCostBasis &basis)
{
    OptionResult result;
    result.id = option.id;
    result.label = option.label.empty() ? option.id : option.label;
    result.acceleratorHourlyUsd = basis.acceleratorHourlyUsd;
    result.effectiveHourlyUsd = basis.effectiveHourlyUsd;
    result.tokensPerSecPerAccelerator = basis.measuredOrDerivedTokensPerSec;
    result.impliedMfuPercent = basis.impliedMfuPercent;
    result.acceleratorHoursPerRun = basis.acceleratorHoursPerRun;
    result.costPerRunUsd = basis.costPerRunUsd;
    result.wallClockHoursPerRun = basis.wallClockHoursPerRun;
    result.costPerMillionTokensUsd = basis.costPerMillionTokensUsd;
    result.monthlyComputeUsd = basis.monthlyComputeUsd;
    result.heldOwedUsd = basis.heldHorizonUsd;
    result.heldOwedUsdPerMonth =
        scenario.horizonMonths > 0 ? basis.heldHorizonUsd / scenario.horizonMonths : 0.0;
    result.allInHourlyUsd = allInHourlyUsd(basis, scenario);
    result.portMonths = basis.portMonths;
    result.oneTimeUsd = basis.oneTimeUsd;
    result.commitmentOwedAfterHorizonUsd = basis.commitmentOwedAfterHorizonUsd;
    result.commitmentUsedAfterHorizonUsd = basis.commitmentRemainingValueUsd;
    result.commitmentBeyondHorizonUsd = basis.commitmentBeyondHorizonUsd;
    result.warnings = warningsFor(option, basis);
    for (Warning &warning :
         ServingClaimCheck::warningsFor(scenario, option, basis.tokensPerSecPerAccelerator))
        result.warnings.push_back(std::move(warning));
    describeThroughputEstimate(scenario, option, result);
    if (basis.capacityBlocks.active)
        result.capacityBlocks = basis.capacityBlocks.result(basis.portMonths);
    return result;
}

// Warnings only a commitment's month-by-month view can give.
void warnAboutCommitment(OptionResult &result)
{
    const std::optional<CommitmentOptionResult> &c = result.commitment;
    if (!c)
        return;
    if (c->monthsOwedAfterUsageStops > 0)
        result.warnings.push_back(
            {"commitment_owed_after_usage_stops",
             MoneyFormat::usd(c->owedAfterUsageStopsUsd) + " (" +
                 std::to_string(c->monthsOwedAfterUsageStops) +
                 " months) of commitment is owed after the last month with usage."});
    if (c->current.accelerators > 0.0 && c->utilizationPercent < c->breakEvenUtilizationPercent)
        result.warnings.push_back(
            {"commitment_below_break_even",
             "The commitment is " + MoneyFormat::number(c->utilizationPercent, 1) +
                 " % utilized, below its " +
                 MoneyFormat::number(c->breakEvenUtilizationPercent, 1) +
                 " % break-even: on-demand alone would cost less for the committed capacity."});
}

// What is still to be taken off when the horizon's last month has been reached: taken off
// the months before it, the latest first, down to nothing and in month 1 down to the
// port's one-time cost (billing::atLeastOneTime() says when that happens), so the months
// still sum to the total and none is below what it owes whatever the work does.
void takeOffEarlierMonths(OptionResult &result, double carried, double oneTimeUsd)
{
    result.carriedUsd.resize(result.monthlyUsd.size(), 0.0);
    for (std::size_t m = result.monthlyUsd.size(); m-- > 0 && carried > 0.0;) {
        double &month = result.monthlyUsd[m];
        const double floor = m == 0 ? oneTimeUsd : 0.0;
        const double taken = std::min(carried, std::max(0.0, month - floor));
        month -= taken;
        result.carriedUsd[m] -= taken;
        carried -= taken;
    }
    double cumulative = 0.0;
    for (std::size_t m = 0; m < result.monthlyUsd.size(); ++m) {
        cumulative += result.monthlyUsd[m];
        result.cumulativeUsd[m] = cumulative;
    }
}

// Month m (1-based) of a port lasting p months is still porting for the fraction
// clamp(p - (m - 1), 0, 1); meanwhile the workload runs on the baseline, at what the
// baseline costs that month (training runs and Capacity Blocks go whole to one side).
void fillTimeline(OptionResult &result, const OptionCostBasis &basis,
                  const OptionEconomics &baseline, const Workload &workload,
                  const std::vector<double> &usageScales, int horizonMonths)
{
    result.monthlyUsd.resize(static_cast<std::size_t>(horizonMonths));
    result.cumulativeUsd.resize(static_cast<std::size_t>(horizonMonths));
    double cumulative = 0.0;
    const double ported = billing::portedShare(basis.portMonths, horizonMonths);
    // Whole runs moved to the baseline can take more of the option's evenly spread work
    // off a month than the month holds (runs start on whole-run boundaries): what would
    // leave a month below nothing is taken off the months after it instead, so the months
    // still sum to the total.
    double carried = 0.0;
    for (int m = 1; m <= horizonMonths; ++m) {
        const double porting = billing::portingShare(basis.portMonths, m);
        const double scale = usageScales[std::size_t(m - 1)];
        const double baselineCompute = baseline.varies
                                           ? OptionCostModel::monthComputeUsd(baseline, m, scale)
                                           : baseline.monthlyComputeUsd;
        const double compute = basis.varies ? OptionCostModel::monthComputeUsd(basis, m, scale)
                                            : basis.monthlyComputeUsd;
        double month = billing::portMonthUsd(porting, baselineCompute, compute,
                                             OptionCostModel::portKeptUsd(basis, m, scale, porting),
                                             basis.maintenanceUsdPerMonth);
        // Training runs and Capacity Blocks go whole to the side they start on, as the TCO
        // counts them (OptionCostModel::portedComputeUsd).
        if (porting > 0.0 && OptionCostModel::portsWholeRuns(basis, baseline, workload)) {
            const double work =
                OptionCostModel::portedWorkShare(workload, horizonMonths, m, ported);
            month = OptionCostModel::portedComputeUsd(baseline, m, scale, ported, work) + compute -
                    OptionCostModel::portedComputeUsd(basis, m, scale, ported, work) +
                    (1.0 - porting) * basis.maintenanceUsdPerMonth;
        }
        const double beforeCarry = month;
        if (carried > 0.0) {
            const double taken = std::min(carried, std::max(0.0, month));
            month -= taken;
            carried -= taken;
        }
        if (month < 0.0) {
            carried -= month;
            month = 0.0;
        }
        if (month != beforeCarry) {
            result.carriedUsd.resize(std::size_t(horizonMonths), 0.0);
            result.carriedUsd[std::size_t(m - 1)] = month - beforeCarry;
        }
        if (m == 1)
            month += basis.oneTimeUsd;
        cumulative += month;
        result.monthlyUsd[static_cast<std::size_t>(m - 1)] = month;
        result.cumulativeUsd[static_cast<std::size_t>(m - 1)] = cumulative;
    }
    if (carried > 0.0)
        takeOffEarlierMonths(result, carried, basis.oneTimeUsd);
    result.tcoUsd = result.cumulativeUsd.empty() ? 0.0 : result.cumulativeUsd.back();
}

// What the ledger left of a credit is expired only where its last month falls within the
// horizon; one still usable when the horizon ends (running past it, or starting after it)
// is unspent, not lost.
CreditUse creditUse(const Credit &credit, double usedUsd, double leftUsd, int horizonMonths)
{
    CreditUse use{credit.id, credit.label, usedUsd};
    use.firstMonth = credit.firstMonth;
    use.expiresMonth = credit.expiresMonth;
    if (credit.firstMonth > horizonMonths)
        use.window = CreditWindow::StartsAfterHorizon;
    else if (credit.expiresMonth > horizonMonths)
        use.window = CreditWindow::RunsPastHorizon;
    if (use.window == CreditWindow::WithinHorizon)
        use.expiredUsd = leftUsd;
    else
        use.unusedAtHorizonUsd = leftUsd;
    return use;
}

// Credits spent month by month in this option's plan, taken off its months and TCO
// (the same ledger ScenarioTotals spends).
void spendCredits(const Scenario &scenario, const std::vector<CreditInputs> &credits,
                  const std::vector<std::size_t> &order, std::size_t index,
                  const std::vector<OptionCostBasis> &bases, const OptionEconomics &portWork,
                  std::size_t baselineIndex, OptionResult &result)
{
    // Another option's port months run on the port's work, which buys no term.
    const bool isBaseline = index == baselineIndex;
    const CreditLedger::Use use = CreditLedger::spend(
        credits, {&bases[index], OptionCostInputs::upfrontShareOf(scenario.options[index]), index},
        {isBaseline ? &bases[baselineIndex] : &portWork,
         isBaseline ? OptionCostInputs::upfrontShareOf(scenario.options[baselineIndex]) : 0.0,
         baselineIndex},
        scenario.workload, scenario.horizonMonths);
    double cumulative = 0.0;
    for (std::size_t m = 0; m < result.monthlyUsd.size(); ++m) {
        // Never below nothing: a credit pays at most the month's eligible part, but the
        // month and its parts are rounded apart.
        result.monthlyUsd[m] = std::max(0.0, result.monthlyUsd[m] - use.byMonth[m]);
        cumulative += result.monthlyUsd[m];
        result.cumulativeUsd[m] = cumulative;
    }
    result.tcoUsd = cumulative;
    result.creditsUsedUsd = use.totalUsd;
    result.creditsByMonth = use.byMonth;
    result.credits.resize(scenario.credits.size());
    for (std::size_t k = 0; k < order.size(); ++k)
        result.credits[order[k]] = creditUse(scenario.credits[order[k]], use.usedByCredit[k],
                                             use.expiredByCredit[k], scenario.horizonMonths);
}

// With stakeholders the group's weights decide the matrix (and so the recommendation's
// matrix winner); the criteria's own weights stay available as the single-weight view.
void evaluateStakeholders(const Scenario &scenario, const std::vector<Criterion> &criteria,
                          const std::vector<std::string> &ids,
                          const std::vector<std::string> &excluded, Evaluation &evaluation)
{
    if (scenario.stakeholders.empty())
        return;
    StakeholderResult result = StakeholderMatrix::evaluate(
        scenario.stakeholders, scenario.stakeholderMean, criteria, ids, excluded);
    result.scenarioWeights = std::move(evaluation.matrix);
    evaluation.matrix = result.group.matrix;
    evaluation.stakeholders = std::move(result);
}

// What every option's result is drawn from: each option's cost basis, each month's
// usage scale and the credits in the order AWS applies them.
struct PricedScenario
{
    std::vector<OptionCostBasis> bases;
    std::size_t baselineIndex = 0;
    OptionEconomics portWork; // what the others' port months are billed at
    std::vector<double> usageScales;
    std::vector<std::size_t> creditOrder;
    std::vector<CreditInputs> credits;
};

PricedScenario price(const Scenario &scenario, int baselineIndex)
{
    PricedScenario priced;
    priced.baselineIndex = static_cast<std::size_t>(baselineIndex);
    priced.bases.reserve(scenario.options.size());
    for (std::size_t i = 0; i < scenario.options.size(); ++i)
        priced.bases.push_back(OptionCostModel::compute(scenario, scenario.options[i],
                                                        static_cast<int>(i) == baselineIndex));
    const Option &baseline = scenario.options[priced.baselineIndex];
    priced.portWork = OptionCostModel::portWorkEconomics(scenario.workload, scenario.horizonMonths,
                                                         OptionCostInputs::from(scenario, baseline),
                                                         priced.bases[priced.baselineIndex]);
    priced.usageScales.resize(std::size_t(std::max(0, scenario.horizonMonths)));
    for (std::size_t m = 0; m < priced.usageScales.size(); ++m)
        priced.usageScales[m] = OptionCostModel::usageScale(scenario.workload, int(m) + 1);
    priced.credits = CreditInputs::from(scenario, &priced.creditOrder);
    return priced;
}

// Option i's figures, its commitment's analysis, its months and cash flow, its warnings
// and where its catalog values came from.
OptionResult optionResult(const Scenario &scenario, const EvaluationRequest &request,
                          const PricedScenario &priced, std::size_t i)
{
    const OptionCostBasis &basis = priced.bases[i];
    OptionResult result = describe(scenario, scenario.options[i], basis);
    result.commitment = CommitmentAnalysis::analyse(scenario, scenario.options[i], basis);
    if (result.commitment && request.monteCarloSamples > 0)
        result.commitment->underUncertainty = CommitmentAnalysis::underUncertainty(
            scenario, i,
            static_cast<int>(
                std::min<std::int64_t>(request.monteCarloSamples, kUncertainSizingSamples)),
            request.seed);
    warnAboutCommitment(result);
    HeldCommitmentUses::describe(scenario, scenario.options[i], basis, result);
    if (const auto found = request.provenance.find(result.id); found != request.provenance.end()) {
        result.priceSource = found->second.price;
        result.throughputSource = found->second.throughput;
        result.warnings.insert(result.warnings.end(), found->second.warnings.begin(),
                               found->second.warnings.end());
    }
    fillTimeline(result, basis,
                 i == priced.baselineIndex ? priced.bases[priced.baselineIndex] : priced.portWork,
                 scenario.workload, priced.usageScales, scenario.horizonMonths);
    if (!priced.credits.empty())
        spendCredits(scenario, priced.credits, priced.creditOrder, i, priced.bases, priced.portWork,
                     priced.baselineIndex, result);
    result.cashFlow = CashFlowSchedule::build(result, basis,
                                              OptionCostInputs::upfrontShareOf(scenario.options[i]),
                                              scenario.horizonMonths, scenario.discountRatePercent);
    return result;
}

// The decision matrix from the profile's criteria (the preset's when the scenario lists
// none, some options perhaps knocked out) or the scenario's own, and the stakeholders'.
void decideByCriteria(const Scenario &scenario, double baselineMonthlyComputeUsd,
                      Evaluation &evaluation)
{
    std::vector<std::string> ids;
    for (const Option &option : scenario.options)
        ids.push_back(option.id);
    if (scenario.profile) {
        ProfileApplication applied = ProfileScoring::apply(scenario, baselineMonthlyComputeUsd);
        if (!applied.criteria.empty()) {
            if (CapacityChecks::scoresAny(applied.criteria))
                applied.criteria = CapacityChecks::scored(applied.criteria, evaluation.options);
            evaluation.matrix = DecisionMatrix::evaluate(applied.criteria, ids, applied.excluded);
            evaluateStakeholders(scenario, applied.criteria, ids, applied.excluded, evaluation);
            applied.result.criteria = std::move(applied.criteria);
        }
        evaluation.profile = std::move(applied.result);
    } else if (scenario.criteria) {
        // A copy only where the capacity facts score a criterion: the evaluator runs on every
        // edit, and the scenario's own criteria are otherwise the matrix as evaluated.
        if (CapacityChecks::scoresAny(*scenario.criteria))
            evaluation.capacityScoredCriteria =
                CapacityChecks::scored(*scenario.criteria, evaluation.options);
        const std::vector<Criterion> &criteria = evaluation.capacityScoredCriteria
                                                     ? *evaluation.capacityScoredCriteria
                                                     : *scenario.criteria;
        evaluation.matrix = DecisionMatrix::evaluate(criteria, ids);
        evaluateStakeholders(scenario, criteria, ids, {}, evaluation);
    }
}

// The recommendation, whose summary names the riskiest input to the recommended option's
// saving. With the tornado asked for, every input is measured and the tornado answers;
// without it, only the inputs that can move that one saving are.
void recommend(const Scenario &scenario, bool withSensitivity, Evaluation &evaluation)
{
    if (withSensitivity) {
        const SensitivitySwings sensitivity = SensitivityAnalysis::swings(scenario);
        evaluation.recommendation =
            RecommendationBuilder::build(scenario, evaluation, [&](int column) {
                return sensitivity.riskiestInput(scenario, column);
            });
        evaluation.sensitivity = sensitivity.entries(scenario);
    } else {
        evaluation.recommendation =
            RecommendationBuilder::build(scenario, evaluation, [&](int column) {
                return SensitivityAnalysis::riskiest(scenario, column);
            });
    }
}

} // namespace

ValidationErrors ScenarioEvaluator::problems(const Scenario &scenario)
{
    ValidationErrors problems;
    if (scenario.baselineIndex() < 0)
        problems.push_back({"baseline", "unknown option id '" + scenario.baseline + "'"});
    for (const Option &option : scenario.options) {
        std::optional<ValidationError> problem = OptionCostModel::problemOf(scenario, option);
        // A held commitment nothing prices stops every option alike: say so once.
        const auto listed = [&](const ValidationError &known) {
            return known.path == problem->path && known.message == problem->message;
        };
        if (problem && std::none_of(problems.begin(), problems.end(), listed))
            problems.push_back(std::move(*problem));
    }
    return problems;
}

Expected<Evaluation, ValidationErrors>
ScenarioEvaluator::tryEvaluate(const Scenario &scenario, const EvaluationRequest &request)
{
    ValidationErrors found = problems(scenario);
    if (!found.empty())
        return Unexpected{std::move(found)};
    return evaluate(scenario, request);
}

Evaluation ScenarioEvaluator::evaluate(const Scenario &scenario, const EvaluationRequest &request)
{
    Evaluation evaluation;
    evaluation.scenarioName = scenario.name;
    evaluation.horizonMonths = scenario.horizonMonths;
    evaluation.horizonTreatment = scenario.horizonTreatment;
    evaluation.baseline = scenario.baseline;

    const int baselineIndex = scenario.baselineIndex();
    if (baselineIndex < 0)
        throw std::invalid_argument("baseline: unknown option id '" + scenario.baseline + "'");

    const PricedScenario priced = price(scenario, baselineIndex);
    const OptionCostBasis &baselineBasis = priced.bases[priced.baselineIndex];
    evaluation.options.reserve(scenario.options.size());
    for (std::size_t i = 0; i < scenario.options.size(); ++i)
        evaluation.options.push_back(optionResult(scenario, request, priced, i));

    UnitComparison::warn(scenario, evaluation.options);
    CapacityBlockChecks::warn(scenario, evaluation.options);
    CapacityChecks::assess(scenario, evaluation.options);

    const OptionResult &baseline = evaluation.options[priced.baselineIndex];
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        if (i == priced.baselineIndex)
            continue;
        evaluation.breakEven.push_back(BreakEvenAnalysis::compute(
            scenario, evaluation.options[i], priced.bases[i], baseline, baselineBasis));
    }

    decideByCriteria(scenario, baselineBasis.monthlyComputeUsd, evaluation);
    // An estimated throughput is uncertain by its calibration's held-out error, and a spot
    // overhead priced from the catalog by its interruption bucket's width.
    const Scenario banded =
        withInterruptionBands(withThroughputBands(scenario, evaluation.options));
    recommend(banded, request.sensitivity, evaluation);
    if (request.monteCarloSamples > 0)
        evaluation.monteCarlo = MonteCarloSimulation::run(banded, request.monteCarloSamples,
                                                          request.seed, request.threads);
    return evaluation;
}

} // namespace acceldecide
