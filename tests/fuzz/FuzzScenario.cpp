// fuzz_scenario: bytes -> ScenarioReader::fromText (parser + validator) -> when valid,
// ScenarioWriter round trip, ScenarioEvaluator::evaluate (sensitivity and a small Monte
// Carlo on one thread) -> EvaluationJson and EvaluationTable; then the evaluator's
// invariants:
//   - every number in the Evaluation is finite (options, monthly series, break-even,
//     matrix, recommendation, sensitivity, Monte Carlo);
//   - each option's TCO equals the sum of its monthly costs, and the cumulative series
//     is the running sum;
//   - break-even is either not reached (every figure null) or reached with
//     non-negative figures of the workload's kind and a crossing month within the horizon;
//   - every Capacity Block holds at most the 64 instances AWS sells in one, and holding
//     more than 256 at once is warned of.
// A failed check aborts with a message (see FuzzCheck.h).
//
// Byte-level mutation rarely turns a number of a valid scenario into another valid one,
// so a custom mutator also edits the JSON tree: a number becomes an edge value of its
// field's range (RangeTable: the bounds, one step inside and outside, tiny and huge
// magnitudes) or a scaled copy, a string another enum value or option id, an array
// element is duplicated or dropped, an object member removed. Half of the mutations
// stay libFuzzer's own.

#include "FuzzCapacityBlockChecks.h"
#include "FuzzCheck.h"
#include "FuzzCommitmentChecks.h"
#include "FuzzStakeholderChecks.h"

#include "core/decision/RecommendationChecks.h"
#include "core/engine/CashFlowSchedule.h"
#include "core/engine/MonteCarloSimulation.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/export/EvaluationJson.h"
#include "core/export/EvaluationTable.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "core/model/Evaluation.h"
#include "core/model/RangeTable.h"
#include "core/model/Scenario.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <limits>
#include <numeric>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace acceldecide;
using acceldecide::fuzz::nearlyEqual;

namespace {

// Small enough that an execution stays well under a millisecond for a typical scenario,
// large enough that percentiles and the histogram have several distinct samples.
constexpr std::int64_t kMonteCarloSamples = 64;

std::string describe(double value)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.17g", value);
    return text;
}

void checkFinite(double value, const std::string &what)
{
    FUZZ_CHECK(std::isfinite(value), what + " is not finite: " + describe(value));
}

void checkFinite(const std::optional<double> &value, const std::string &what)
{
    if (value)
        checkFinite(*value, what);
}

void checkReadResult(const ScenarioReadResult &result)
{
    if (result.ok())
        return;
    FUZZ_CHECK(!result.error().empty(), "a read result failed without saying why");
    for (const ValidationError &error : result.error()) {
        // ScenarioReader turns any exception it did not expect into this message: an
        // input that reaches it found a bug in the parser or validator.
        FUZZ_CHECK(error.message.rfind("internal error", 0) != 0, error.toString());
        FUZZ_CHECK(!error.message.empty(), "an error without a message at " + error.path);
    }
}

// The cash flow moves accrued money between months, never makes or loses any: the
// horizon's cash plus what is owed after it is the accrual (when the project ends with
// the horizon), and its NPV at 0 % is the cash total.
void checkCashFlow(const Scenario &scenario, const OptionResult &option, double magnitude)
{
    const std::string name = "option " + option.id + " cash flow: ";
    const CashFlow &flow = option.cashFlow;
    const auto months = static_cast<std::size_t>(scenario.horizonMonths);
    FUZZ_CHECK(flow.monthlyUsd.size() == months && flow.cumulativeUsd.size() == months,
               name + std::to_string(flow.monthlyUsd.size()) + " months over " +
                   std::to_string(months));
    const double scale = magnitude + flow.owedAfterHorizonUsd + option.oneTimeUsd +
                         std::fabs(option.commitmentBeyondHorizonUsd);
    double sum = 0.0;
    for (std::size_t m = 0; m < months; ++m) {
        checkFinite(flow.monthlyUsd[m], name + "month " + std::to_string(m + 1));
        FUZZ_CHECK(flow.monthlyUsd[m] >= -1e-9 * std::max(1.0, scale),
                   name + "month " + std::to_string(m + 1) +
                       " is negative: " + describe(flow.monthlyUsd[m]));
        sum += flow.monthlyUsd[m];
    }
    checkFinite(flow.npvUsd, name + "NPV");
    checkFinite(flow.owedAfterHorizonUsd, name + "owed after the horizon");
    FUZZ_CHECK(nearlyEqual(flow.totalUsd, sum, scale),
               name + "total " + describe(flow.totalUsd) + " is not its months' " + describe(sum));
    FUZZ_CHECK(nearlyEqual(CashFlowSchedule::npv(flow.monthlyUsd, 0.0), flow.totalUsd, scale),
               name + "NPV at 0 % " + describe(CashFlowSchedule::npv(flow.monthlyUsd, 0.0)) +
                   " is not the cash total " + describe(flow.totalUsd));
    if (scenario.discountRatePercent == 0.0)
        FUZZ_CHECK(nearlyEqual(flow.npvUsd, flow.totalUsd, scale),
                   name + "NPV " + describe(flow.npvUsd) + " at 0 % is not the cash total " +
                       describe(flow.totalUsd));
    else
        FUZZ_CHECK(flow.npvUsd <= flow.totalUsd + 1e-9 * std::max(1.0, scale),
                   name + "NPV " + describe(flow.npvUsd) + " above the undiscounted " +
                       describe(flow.totalUsd));
    // The total leaves out what the work continuing past the horizon uses (0 when the
    // project ends with it); the cash pays it.
    const double paid = option.totalUsd() + option.commitmentUsedAfterHorizonUsd;
    FUZZ_CHECK(nearlyEqual(flow.totalUsd + flow.owedAfterHorizonUsd, paid, scale + paid),
               name + "cash " + describe(flow.totalUsd) + " + owed after " +
                   describe(flow.owedAfterHorizonUsd) + " is not the accrued total " +
                   describe(option.totalUsd()) + " + used after the horizon " +
                   describe(option.commitmentUsedAfterHorizonUsd));
}

// What each figure includes adds up: owed after the horizon = used by the work after it +
// counted; the held charge a month is the horizon's over its months; the all-in rate is
// at least the effective one.
void checkFigureParts(const Scenario &scenario, const OptionResult &option)
{
    const std::string name = "option " + option.id + ": ";
    const double owed = option.commitmentOwedAfterHorizonUsd;
    const double used = option.commitmentUsedAfterHorizonUsd;
    checkFinite(owed, name + "commitment_owed_after_horizon_usd");
    checkFinite(used, name + "commitment_used_after_horizon_usd");
    FUZZ_CHECK(used >= 0.0 && used <= owed + 1e-9 * std::max(1.0, owed),
               name + "used after the horizon " + describe(used) + " outside 0.." + describe(owed));
    FUZZ_CHECK(nearlyEqual(owed - used, option.commitmentBeyondHorizonUsd, owed),
               name + "owed " + describe(owed) + " - used " + describe(used) + " is not counted " +
                   describe(option.commitmentBeyondHorizonUsd));
    if (scenario.horizonTreatment == HorizonTreatment::ProjectEnds)
        FUZZ_CHECK(used == 0.0, name + "used after the horizon " + describe(used) +
                                    " although the project ends with it");
    checkFinite(option.heldOwedUsd, name + "held_commitments_owed_usd");
    FUZZ_CHECK(option.heldOwedUsd >= 0.0 &&
                   nearlyEqual(option.heldOwedUsdPerMonth * scenario.horizonMonths,
                               option.heldOwedUsd, option.heldOwedUsd),
               name + "held owed " + describe(option.heldOwedUsd) + " against " +
                   describe(option.heldOwedUsdPerMonth) + " a month");
    checkFinite(option.allInHourlyUsd, name + "all_in_hourly_usd");
    if (option.allInHourlyUsd)
        FUZZ_CHECK(*option.allInHourlyUsd >=
                       option.effectiveHourlyUsd - 1e-9 * std::max(1.0, option.effectiveHourlyUsd),
                   name + "all-in rate " + describe(*option.allInHourlyUsd) +
                       " below the effective " + describe(option.effectiveHourlyUsd));
}

void checkOption(const Scenario &scenario, const OptionResult &option)
{
    const std::string name = "option " + option.id + ": ";
    checkFinite(option.acceleratorHourlyUsd, name + "accelerator_hourly_usd");
    checkFinite(option.effectiveHourlyUsd, name + "effective_hourly_usd");
    checkFinite(option.tokensPerSecPerAccelerator, name + "tokens_per_sec_per_accelerator");
    checkFinite(option.impliedMfuPercent, name + "implied_mfu_percent");
    checkFinite(option.acceleratorHoursPerRun, name + "accelerator_hours_per_run");
    checkFinite(option.costPerRunUsd, name + "cost_per_run_usd");
    checkFinite(option.wallClockHoursPerRun, name + "wall_clock_hours_per_run");
    checkFinite(option.costPerMillionTokensUsd, name + "cost_per_million_tokens_usd");
    checkFinite(option.monthlyComputeUsd, name + "monthly_compute_usd");
    checkFinite(option.portMonths, name + "port_months");
    checkFinite(option.oneTimeUsd, name + "one_time_usd");
    checkFinite(option.tcoUsd, name + "tco_usd");
    checkFinite(option.commitmentBeyondHorizonUsd, name + "commitment_beyond_horizon_usd");
    checkFinite(option.totalUsd(), name + "total (tco + commitment owed)");

    const auto months = static_cast<std::size_t>(scenario.horizonMonths);
    FUZZ_CHECK(option.monthlyUsd.size() == months, name + std::to_string(option.monthlyUsd.size()) +
                                                       " monthly costs over " +
                                                       std::to_string(months) + " months");
    FUZZ_CHECK(option.cumulativeUsd.size() == months,
               name + std::to_string(option.cumulativeUsd.size()) + " cumulative costs over " +
                   std::to_string(months) + " months");

    // Every input is non-negative (RangeTable), so no month can cost less than nothing.
    double sum = 0.0;
    double magnitude = 0.0;
    for (std::size_t m = 0; m < months; ++m) {
        const std::string month = name + "month " + std::to_string(m + 1) + " ";
        checkFinite(option.monthlyUsd[m], month + "cost");
        checkFinite(option.cumulativeUsd[m], month + "cumulative cost");
        FUZZ_CHECK(option.monthlyUsd[m] >= 0.0,
                   month + "cost is negative: " + describe(option.monthlyUsd[m]));
        sum += option.monthlyUsd[m];
        magnitude += std::fabs(option.monthlyUsd[m]);
        FUZZ_CHECK(nearlyEqual(option.cumulativeUsd[m], sum, magnitude),
                   month + "cumulative " + describe(option.cumulativeUsd[m]) +
                       " differs from the running sum " + describe(sum));
    }
    FUZZ_CHECK(nearlyEqual(option.tcoUsd, sum, magnitude),
               name + "TCO " + describe(option.tcoUsd) + " differs from the sum of its months " +
                   describe(sum));
    FUZZ_CHECK(option.commitmentBeyondHorizonUsd >= 0.0,
               name + "negative commitment owed: " + describe(option.commitmentBeyondHorizonUsd));

    // Each credit is spent or expires, never both more than it holds; the plan spends at
    // most what the credits hold.
    double held = 0.0;
    double used = 0.0;
    FUZZ_CHECK(option.credits.size() == (scenario.credits.empty() ? 0 : scenario.credits.size()),
               name + std::to_string(option.credits.size()) + " credit uses for " +
                   std::to_string(scenario.credits.size()) + " credits");
    for (std::size_t k = 0; k < option.credits.size(); ++k) {
        const CreditUse &use = option.credits[k];
        const double usd = scenario.credits[k].usd;
        FUZZ_CHECK(use.usedUsd >= 0.0 && use.expiredUsd >= 0.0 && use.unusedAtHorizonUsd >= 0.0,
                   name + "credit " + use.id + " negative: used " + describe(use.usedUsd) +
                       ", expired " + describe(use.expiredUsd) + ", unused " +
                       describe(use.unusedAtHorizonUsd));
        FUZZ_CHECK(nearlyEqual(use.usedUsd + use.expiredUsd + use.unusedAtHorizonUsd, usd, usd),
                   name + "credit " + use.id + " used " + describe(use.usedUsd) + " + expired " +
                       describe(use.expiredUsd) + " + unused " + describe(use.unusedAtHorizonUsd) +
                       " is not its " + describe(usd));
        // Only a credit whose last month is within the horizon expires; one that starts
        // after it is used for nothing within it.
        FUZZ_CHECK(use.window == CreditWindow::WithinHorizon ? use.unusedAtHorizonUsd == 0.0
                                                             : use.expiredUsd == 0.0,
                   name + "credit " + use.id + " both expired and unused at the horizon");
        if (use.window == CreditWindow::StartsAfterHorizon)
            FUZZ_CHECK(use.usedUsd == 0.0, name + "credit " + use.id + " used " +
                                               describe(use.usedUsd) + " before it starts");
        held += usd;
        used += use.usedUsd;
    }
    FUZZ_CHECK(nearlyEqual(option.creditsUsedUsd, used, held),
               name + "credits used " + describe(option.creditsUsedUsd) +
                   " differ from the credits' sum " + describe(used));

    // Capacity Blocks cover every busy hour of the runs (or months) they serve, and cost
    // exactly their hours on their instances at their rate.
    if (const std::optional<CapacityBlockResult> &blocks = option.capacityBlocks) {
        const double tolerance = 1e-9 * std::max(1.0, blocks->busyHours);
        FUZZ_CHECK(blocks->blockHours + tolerance >= blocks->busyHours,
                   name + "blocks of " + describe(blocks->blockHours) + " h leave busy hours " +
                       describe(blocks->busyHours) + " uncovered");
        FUZZ_CHECK(blocks->idleHours >= 0.0,
                   name + "negative idle block hours " + describe(blocks->idleHours));
        const double fees = blocks->blockHours * blocks->instances * blocks->usdPerInstanceHour;
        FUZZ_CHECK(nearlyEqual(blocks->feesUsd, fees, fees), name + "block fees " +
                                                                 describe(blocks->feesUsd) +
                                                                 " are not block hours x "
                                                                 "instances x rate " +
                                                                 describe(fees));
        acceldecide::fuzz::checkBlockLimits(option, *blocks);
    }
    checkCashFlow(scenario, option, magnitude);
    checkFigureParts(scenario, option);
}

void checkBreakEven(const Scenario &scenario, const Evaluation &evaluation,
                    const BreakEvenResult &result)
{
    const std::string name = "break-even of " + result.option + ": ";
    FUZZ_CHECK(evaluation.option(result.option) != nullptr, name + "unknown option");
    FUZZ_CHECK(result.baseline == evaluation.baseline,
               name + "against " + result.baseline + ", not the baseline");
    if (!result.reached) {
        FUZZ_CHECK(!result.tokensBillion && !result.runs && !result.days && !result.month,
                   name + "not reached, yet some figure is set");
        return;
    }
    for (const auto &[figure, value] :
         {std::pair{"tokens_billion", result.tokensBillion}, std::pair{"runs", result.runs},
          std::pair{"days", result.days}}) {
        if (!value)
            continue;
        checkFinite(*value, name + figure);
        // Zero is "ahead from the start" (no extra one-time cost to earn back).
        FUZZ_CHECK(*value >= 0.0, name + figure + " is negative: " + describe(*value));
    }
    switch (scenario.workload.kind) {
    case WorkloadKind::Training:
        FUZZ_CHECK(result.runs && result.tokensBillion && !result.days,
                   name + "a training break-even must give runs and tokens");
        break;
    case WorkloadKind::Inference:
        FUZZ_CHECK(result.tokensBillion && result.days && !result.runs,
                   name + "an inference break-even must give tokens and days");
        break;
    case WorkloadKind::Capacity:
        FUZZ_CHECK(result.days && !result.runs && !result.tokensBillion,
                   name + "a capacity break-even must give days");
        break;
    }
    if (result.month)
        FUZZ_CHECK(*result.month >= 1 && *result.month <= scenario.horizonMonths,
                   name + "crossing month " + std::to_string(*result.month) +
                       " outside the horizon");
}

void checkMatrix(const Scenario &scenario, const MatrixResult &matrix)
{
    FUZZ_CHECK(matrix.totals.size() == scenario.options.size(),
               "the decision matrix has a total per option");
    for (const MatrixTotal &total : matrix.totals) {
        checkFinite(total.total, "matrix total of " + total.option);
        FUZZ_CHECK(total.total >= -1e-9 && total.total <= 100.0 + 1e-9,
                   "matrix total of " + total.option + " outside 0..100: " + describe(total.total));
    }
    if (matrix.winner)
        FUZZ_CHECK(scenario.optionIndex(*matrix.winner) >= 0,
                   "matrix winner " + *matrix.winner + " is no option");
    if (matrix.flip) {
        checkFinite(matrix.flip->currentWeight, "matrix flip: current weight");
        checkFinite(matrix.flip->flipWeight, "matrix flip: flip weight");
    }
}

void checkSensitivity(const std::vector<SensitivityEntry> &entries)
{
    double previousSwing = INFINITY;
    for (const SensitivityEntry &entry : entries) {
        const std::string name = "sensitivity " + entry.parameter + ": ";
        checkFinite(entry.baseValue, name + "base value");
        checkFinite(entry.lowValue, name + "low value");
        checkFinite(entry.highValue, name + "high value");
        checkFinite(entry.swing, name + "swing");
        double largest = 0.0;
        for (const SensitivityOptionSwing &swing : entry.options) {
            checkFinite(swing.savingLow, name + "saving at low");
            checkFinite(swing.savingHigh, name + "saving at high");
            largest = std::max(largest, std::fabs(swing.savingHigh - swing.savingLow));
        }
        FUZZ_CHECK(entry.swing == largest, name + "swing " + describe(entry.swing) +
                                               " is not the largest option swing " +
                                               describe(largest));
        FUZZ_CHECK(entry.swing <= previousSwing, name + "the tornado is not sorted by swing");
        previousSwing = entry.swing;
    }
}

void checkMonteCarlo(const Scenario &scenario, const Evaluation &evaluation,
                     const MonteCarloResult &monteCarlo)
{
    FUZZ_CHECK(monteCarlo.samples == kMonteCarloSamples, "Monte Carlo sample count");
    FUZZ_CHECK(monteCarlo.options.size() + 1 == scenario.options.size(),
               "Monte Carlo has a result per non-baseline option");
    const OptionResult *baseline = evaluation.option(evaluation.baseline);
    for (const MonteCarloOptionResult &option : monteCarlo.options) {
        const std::string name = "Monte Carlo " + option.option + ": ";
        checkFinite(option.probabilityCheaper, name + "P(cheaper)");
        checkFinite(option.savingP10, name + "P10");
        checkFinite(option.savingP50, name + "P50");
        checkFinite(option.savingP90, name + "P90");
        checkFinite(option.histogram.low, name + "histogram low");
        checkFinite(option.histogram.width, name + "histogram width");
        FUZZ_CHECK(option.probabilityCheaper >= 0.0 && option.probabilityCheaper <= 1.0,
                   name + "P(cheaper) " + describe(option.probabilityCheaper));
        FUZZ_CHECK(option.savingP10 <= option.savingP50 && option.savingP50 <= option.savingP90,
                   name + "percentiles out of order: " + describe(option.savingP10) + ", " +
                       describe(option.savingP50) + ", " + describe(option.savingP90));
        FUZZ_CHECK(option.histogram.width >= 0.0, name + "negative histogram bin width");
        FUZZ_CHECK(option.histogram.counts.size() <= std::size_t(SavingHistogram::kBins),
                   name + "too many histogram bins");
        std::int64_t counted = 0;
        for (std::int64_t count : option.histogram.counts) {
            FUZZ_CHECK(count >= 0, name + "negative histogram count");
            counted += count;
        }
        FUZZ_CHECK(counted == monteCarlo.samples,
                   name + "the histogram holds " + std::to_string(counted) + " of " +
                       std::to_string(monteCarlo.samples) + " samples");
        // Without uncertainty every sample is the scenario itself: the saving is the
        // deterministic one (same cost model, summed in closed form rather than by month,
        // so rounded as the closed form rounds).
        // (An estimated throughput brings its calibration band as a range of its own.)
        const bool estimated =
            std::any_of(scenario.options.begin(), scenario.options.end(), [](const Option &o) {
                return o.throughput && o.throughput->isEstimated();
            });
        if (scenario.uncertainty.empty() && !estimated && baseline) {
            const OptionResult *result = evaluation.option(option.option);
            FUZZ_CHECK(result != nullptr, name + "unknown option");
            const double saving = baseline->totalUsd() - result->totalUsd();
            const double scale = fuzz::closedFormScale(scenario, *baseline) +
                                 fuzz::closedFormScale(scenario, *result);
            FUZZ_CHECK(nearlyEqual(option.savingP50, saving, scale, 1e-6),
                       name + "without uncertainty P50 " + describe(option.savingP50) +
                           " differs from the evaluated saving " + describe(saving));
        }
    }
}

void checkEvaluation(const Scenario &scenario, const Evaluation &evaluation)
{
    FUZZ_CHECK(evaluation.horizonMonths == scenario.horizonMonths, "horizon");
    FUZZ_CHECK(evaluation.options.size() == scenario.options.size(), "an option result per option");
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        FUZZ_CHECK(evaluation.options[i].id == scenario.options[i].id, "options in scenario order");
        checkOption(scenario, evaluation.options[i]);
        fuzz::checkCommitment(scenario, evaluation.options[i]);
    }
    fuzz::checkTotalsAgree(scenario, evaluation);
    fuzz::checkBillingModel(scenario, evaluation);
    fuzz::checkBaselineTermMovesNoOtherOption(scenario);
    fuzz::checkBatchTotals(scenario);
    FUZZ_CHECK(evaluation.breakEven.size() + 1 == scenario.options.size(),
               "a break-even per non-baseline option");
    for (const BreakEvenResult &result : evaluation.breakEven)
        checkBreakEven(scenario, evaluation, result);
    // A workload profile brings its preset's criteria when the scenario has none.
    FUZZ_CHECK(evaluation.matrix.has_value() ==
                   (scenario.criteria.has_value() || scenario.profile.has_value()),
               "a matrix exactly when the scenario has criteria or a workload profile");
    FUZZ_CHECK(evaluation.profile.has_value() == scenario.profile.has_value(),
               "profile results exactly when the scenario has a workload profile");
    if (evaluation.matrix)
        checkMatrix(scenario, *evaluation.matrix);
    fuzz::checkStakeholders(scenario, evaluation);

    const Recommendation &recommendation = evaluation.recommendation;
    // The recommendation's own checks: an option excluded by the workload profile or
    // failing a hard check (impossible MFU, a purchase model not offered, a layout that
    // does not fit) is never
    // recommended; only when every option fails is nothing recommended. The profile's
    // knock-outs also never win the matrix.
    const auto excluded = [&](const std::string &id) {
        return evaluation.profile && evaluation.profile->exclusion(id) != nullptr;
    };
    const auto failsACheck = [&](const OptionResult &option) {
        if (excluded(option.id))
            return true;
        for (const Warning &warning : option.warnings) {
            if (RecommendationChecks::disqualifies(warning.code))
                return true;
        }
        return false;
    };
    std::size_t failing = 0;
    for (const OptionResult &option : evaluation.options)
        failing += failsACheck(option) ? 1 : 0;
    FUZZ_CHECK(failing == recommendation.setAside.size(),
               "set-aside options are exactly those failing a check");
    FUZZ_CHECK(failing == scenario.options.size()
                   ? recommendation.option.empty()
                   : scenario.optionIndex(recommendation.option) >= 0,
               "recommended option \"" + recommendation.option + "\" is no option");
    if (const OptionResult *chosen = evaluation.option(recommendation.option))
        FUZZ_CHECK(!failsACheck(*chosen),
                   "recommended option " + recommendation.option + " fails a check");
    if (evaluation.matrix && evaluation.matrix->winner)
        FUZZ_CHECK(!excluded(*evaluation.matrix->winner),
                   "matrix winner " + *evaluation.matrix->winner + " is excluded");
    FUZZ_CHECK(!recommendation.summary.empty(), "empty recommendation summary");
    checkFinite(recommendation.facts.savingUsd, "recommendation: saving");
    checkFinite(recommendation.facts.savingPercent, "recommendation: saving percent");
    checkFinite(recommendation.facts.biggestRiskSwingUsd, "recommendation: biggest risk swing");
    if (recommendation.facts.breakEven)
        checkBreakEven(scenario, evaluation, *recommendation.facts.breakEven);

    FUZZ_CHECK(evaluation.sensitivity.has_value(), "sensitivity was requested");
    checkSensitivity(*evaluation.sensitivity);
    FUZZ_CHECK(evaluation.monteCarlo.has_value(), "Monte Carlo was requested");
    checkMonteCarlo(scenario, evaluation, *evaluation.monteCarlo);
}

// A scenario written back reads to an equal scenario (the GUI's export and the
// catalog's saved scenarios depend on it).
void checkRoundTrip(const Scenario &scenario)
{
    const std::string text = ScenarioWriter::toText(scenario);
    const ScenarioReadResult again = ScenarioReader::fromText(text);
    FUZZ_CHECK(again.ok(),
               "the written scenario does not read back: " +
                   (again.error().empty() ? std::string("?") : again.error().front().toString()) +
                   "\n" + text);
    FUZZ_CHECK(*again == scenario, "the written scenario reads back different:\n" + text);
}

// --- the custom mutator ----------------------------------------------------------

struct Nodes
{
    std::vector<nlohmann::json *> numbers;
    std::vector<nlohmann::json *> strings;
    std::vector<nlohmann::json *> arrays;
    std::vector<nlohmann::json *> objects;
};

void collect(nlohmann::json &node, Nodes &nodes)
{
    if (node.is_number())
        nodes.numbers.push_back(&node);
    else if (node.is_string())
        nodes.strings.push_back(&node);
    else if (node.is_array()) {
        nodes.arrays.push_back(&node);
        for (nlohmann::json &child : node)
            collect(child, nodes);
    } else if (node.is_object()) {
        nodes.objects.push_back(&node);
        for (auto &[key, child] : node.items())
            collect(child, nodes);
    }
}

const std::vector<double> &edgeValues()
{
    static const std::vector<double> values = [] {
        constexpr double kInf = std::numeric_limits<double>::infinity();
        std::vector<double> result = {0.0,
                                      -0.0,
                                      1.0,
                                      -1.0,
                                      0.5,
                                      5e-324,
                                      1e-300,
                                      1e-30,
                                      1e-12,
                                      1e-9,
                                      1e-6,
                                      1e-3,
                                      7.0,
                                      12.0,
                                      36.0,
                                      730.0,
                                      1e9,
                                      1e12,
                                      1e100,
                                      1e300,
                                      std::numeric_limits<double>::max(),
                                      std::numeric_limits<double>::min()};
        for (const FieldRange &range : RangeTable::all()) {
            for (const double bound : {range.min, range.max}) {
                result.push_back(bound);
                result.push_back(std::nextafter(bound, kInf));
                result.push_back(std::nextafter(bound, -kInf));
            }
        }
        return result;
    }();
    return values;
}

// A new value for a number: an edge value, or the old one scaled or nudged.
nlohmann::json mutateNumber(const nlohmann::json &old, std::minstd_rand &random)
{
    const double value = old.get<double>();
    const std::vector<double> &edges = edgeValues();
    switch (random() % 6) {
    case 0:
    case 1:
        return edges[random() % edges.size()];
    case 2:
        return value * std::pow(10.0, double(int(random() % 41) - 20));
    case 3:
        return std::nextafter(value, (random() & 1) ? 1e308 : -1e308);
    case 4:
        return static_cast<std::int64_t>(random() % 200) - 20; // small integers
    default:
        return value + double(int(random() % 200) - 100) / 8.0;
    }
}

std::size_t mutateTree(std::uint8_t *data, std::size_t size, std::size_t maxSize,
                       std::minstd_rand &random)
{
    nlohmann::json json = nlohmann::json::parse(data, data + size, nullptr, false);
    if (json.is_discarded())
        return 0;
    Nodes nodes;
    collect(json, nodes);
    static const std::vector<std::string> words = {
        "training",  "inference",       "capacity",        "neuron",      "cuda",
        "on_demand", "savings_plan_1y", "savings_plan_3y", "reserved_1y", "reserved_3y",
        "spot",      "effective",       "2024-02-29",      "2026-01-01",  ""};
    for (int attempt = 0; attempt < 4; ++attempt) {
        switch (random() % 8) {
        case 0:
        case 1:
        case 2:
        case 3:
            if (nodes.numbers.empty())
                continue;
            {
                nlohmann::json &number = *nodes.numbers[random() % nodes.numbers.size()];
                number = mutateNumber(number, random);
            }
            break;
        case 4:
            if (nodes.strings.empty())
                continue;
            {
                nlohmann::json &text = *nodes.strings[random() % nodes.strings.size()];
                // Another enum value, or some other string of the document (an option
                // id where a baseline or target is expected, say).
                if (random() & 1)
                    text = words[random() % words.size()];
                else
                    text = *nodes.strings[random() % nodes.strings.size()];
            }
            break;
        case 5:
            if (nodes.arrays.empty())
                continue;
            {
                nlohmann::json &array = *nodes.arrays[random() % nodes.arrays.size()];
                if (array.empty())
                    continue;
                const std::size_t index = random() % array.size();
                if (random() & 1)
                    array.push_back(array[index]);
                else
                    array.erase(index);
            }
            break;
        default:
            if (nodes.objects.empty())
                continue;
            {
                nlohmann::json &object = *nodes.objects[random() % nodes.objects.size()];
                if (object.empty())
                    continue;
                auto member = object.begin();
                std::advance(member, long(random() % object.size()));
                object.erase(member);
            }
            break;
        }
        // Pointers into the tree may dangle after a structural edit: one edit per call.
        const std::string text = json.dump();
        if (text.size() > maxSize)
            return 0;
        std::memcpy(data, text.data(), text.size());
        return text.size();
    }
    return 0;
}

} // namespace

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t *data, std::size_t size, std::size_t maxSize);

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t *data, std::size_t size,
                                               std::size_t maxSize, unsigned int seed)
{
    std::minstd_rand random(seed);
    if (random() & 1) {
        if (const std::size_t mutated = mutateTree(data, size, maxSize, random))
            return mutated;
    }
    return LLVMFuzzerMutate(data, size, maxSize);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);

    // With a catalog an option may leave its price and throughput to it; such a
    // scenario cannot be evaluated before resolution, so only the reading is checked.
    checkReadResult(ScenarioReader::fromText(text, ScenarioReadOptions{true}));

    const ScenarioReadResult read = ScenarioReader::fromText(text);
    checkReadResult(read);
    if (!read.ok())
        return 0;
    const Scenario &scenario = *read;
    checkRoundTrip(scenario);

    EvaluationRequest request;
    request.sensitivity = true;
    request.monteCarloSamples = kMonteCarloSamples;
    request.seed = 1;
    request.threads = 1;
    // Read without a catalog, every value pricing needs is in the file: the engine must
    // find nothing to refuse (its refusals are for catalog values nobody resolved).
    for (const ValidationError &problem : ScenarioEvaluator::problems(scenario))
        FUZZ_CHECK(false, "a valid scenario has an evaluation problem: " + problem.toString());
    Evaluation evaluation;
    try {
        evaluation = ScenarioEvaluator::evaluate(scenario, request);
    } catch (const std::exception &error) {
        FUZZ_CHECK(false, std::string("a valid scenario failed to evaluate: ") + error.what());
    }
    checkEvaluation(scenario, evaluation);

    try {
        const std::string json = EvaluationJson::toJson(evaluation).dump();
        FUZZ_CHECK(!json.empty(), "empty JSON output");
        const std::string table = EvaluationTable::format(evaluation);
        FUZZ_CHECK(!table.empty(), "empty table output");
    } catch (const std::exception &error) {
        FUZZ_CHECK(false, std::string("formatting the evaluation threw: ") + error.what());
    }
    return 0;
}
