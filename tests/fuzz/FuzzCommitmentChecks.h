#pragma once

// fuzz_scenario's invariants for commitments and usage patterns, apart so the
// target's main file stays readable.
#include "BaselineWithoutTerm.h"
#include "FuzzCheck.h"

#include "core/engine/CommitmentAnalysis.h"
#include "core/engine/OptionCostModel.h"
#include "core/engine/ScenarioTotals.h"
#include "core/engine/batch/BatchTotals.h"
#include "core/model/Evaluation.h"
#include "core/model/ParameterPath.h"
#include "core/model/Scenario.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace acceldecide::fuzz {

inline void checkCommitment(const Scenario &scenario, const OptionResult &option)
{
    if (!option.commitment)
        return;
    const CommitmentOptionResult &c = *option.commitment;
    const std::string name = "commitment of " + option.id + ": ";
    FUZZ_CHECK(c.months.size() == static_cast<std::size_t>(scenario.horizonMonths),
               name + "a month per month of the horizon");
    double sum = 0.0;
    double magnitude = 0.0;
    for (const CommitmentMonth &month : c.months) {
        for (const double value :
             {month.committedUsd, month.usedUsd, month.wastedUsd, month.overflowUsd})
            FUZZ_CHECK(std::isfinite(value) && value >= 0.0,
                       name + "a month's figure is negative or not finite");
        FUZZ_CHECK(month.usedUsd <= month.committedUsd * (1 + 1e-9) + 1e-9,
                   name + "more of the commitment used than committed");
        FUZZ_CHECK(
            nearlyEqual(month.usedUsd + month.wastedUsd, month.committedUsd, month.committedUsd),
            name + "used + wasted differs from committed");
        sum += month.totalUsd();
        magnitude += month.totalUsd();
    }
    FUZZ_CHECK(nearlyEqual(sum + c.owedAfterHorizonUsd - c.remainingValueUsd, c.current.costUsd,
                           magnitude + c.owedAfterHorizonUsd),
               name + "the months plus what is owed differ from the cost");
    FUZZ_CHECK(c.utilizationPercent >= 0.0 && c.utilizationPercent <= 100.0 + 1e-9,
               name + "utilization outside 0-100 %");
    FUZZ_CHECK(c.breakEvenUtilizationPercent == 100.0 - c.discountPercent,
               name + "break-even utilization is not 100 - discount");
    // Cost is convex in the level (committed spend is linear, overflow a max of linear
    // terms), so the best level, even in whole instances, beats both none and the current.
    const double tolerance = 1e-9 * (c.onDemandCostUsd + c.current.costUsd) + 1e-6;
    FUZZ_CHECK(c.optimal.costUsd <= c.onDemandCostUsd + tolerance,
               name + "the optimum costs more than all on-demand");
    FUZZ_CHECK(c.optimal.costUsd <= c.current.costUsd + tolerance,
               name + "the optimum costs more than the current level");
    for (const CommitmentTermResult &term : c.terms)
        FUZZ_CHECK(term.optimal.costUsd <= term.onDemandCostUsd + tolerance,
                   name + "a term's optimum costs more than all on-demand");
}

// The scale of the closed form's rounding for one option. The closed form bills the
// option's own months as if it ran from month 1 and takes the ported ones off again (the
// timeline never adds them): its rounding scales with what it takes off, which can dwarf
// the total (a port past the horizon on an absurd bill, FuzzRegressionTest).
inline double closedFormScale(const Scenario &scenario, const OptionResult &option)
{
    const double takenOff = std::fabs(option.monthlyComputeUsd) *
                            std::clamp(option.portMonths, 0.0, double(scenario.horizonMonths));
    return std::fabs(option.totalUsd()) + std::fabs(option.oneTimeUsd) + takenOff;
}

// The closed-form totals sensitivity and Monte Carlo compare must be the evaluation's,
// month patterns, commitments and ports included.
inline void checkTotalsAgree(const Scenario &scenario, const Evaluation &evaluation)
{
    std::vector<double> totals(scenario.options.size());
    ScenarioTotals::compute(scenario, totals);
    for (std::size_t i = 0; i < totals.size(); ++i) {
        const OptionResult &option = evaluation.options[i];
        FUZZ_CHECK(nearlyEqual(totals[i], option.totalUsd(), closedFormScale(scenario, option)),
                   "option " + option.id + ": closed-form total differs from the evaluation's");
    }
}

// The one billing model's promises: a flat savings-plan or reserved purchase costs what
// the explicit commitment to its peak costs; the optimal ladder costs no more than the
// stated level renewed never or while usage continues; held commitments are owed alike in
// every option.
// The batch totals (Monte Carlo's array forms) equal ScenarioTotals variant by
// variant, to the last bit, with every real input of the scenario varied at once.
inline void checkBatchTotals(const Scenario &scenario)
{
    std::vector<std::string> targets;
    ScenarioCostInputs probe = ScenarioCostInputs::from(scenario);
    for (const std::string &path : ParameterPath::realValuedInputs(scenario)) {
        if (!probe.bind(scenario, path).empty())
            targets.push_back(path);
    }
    if (targets.empty())
        return;
    BatchTotals batch(scenario, targets);
    constexpr std::size_t kVariants = 9;
    std::vector<double> values(targets.size() * kVariants);
    for (std::size_t t = 0; t < targets.size(); ++t) {
        const double base = *ParameterPath::value(scenario, targets[t]);
        for (std::size_t i = 0; i < kVariants; ++i)
            values[t * kVariants + i] = base * (0.6 + 0.1 * double((i + t) % kVariants));
    }
    std::vector<double> totals(batch.optionCount() * kVariants);
    batch.compute(values, kVariants, totals);
    std::vector<std::vector<double *>> places;
    for (const std::string &target : targets)
        places.push_back(probe.bind(scenario, target));
    std::vector<double> expected(probe.options.size());
    const auto exact = [](double value) {
        char text[32];
        std::snprintf(text, sizeof text, "%.17g", value);
        return std::string(text);
    };
    for (std::size_t i = 0; i < kVariants; ++i) {
        for (std::size_t t = 0; t < targets.size(); ++t) {
            for (double *place : places[t])
                *place = values[t * kVariants + i];
        }
        ScenarioTotals::compute(probe, expected);
        for (std::size_t o = 0; o < expected.size(); ++o) {
            const double got = totals[o * kVariants + i];
            FUZZ_CHECK(got == expected[o] || (std::isnan(got) && std::isnan(expected[o])),
                       "batch total of " + scenario.options[o].id + " in variant " +
                           std::to_string(i) + " is " + exact(got) + ", ScenarioTotals " +
                           exact(expected[o]));
        }
    }
}

inline void checkBillingModel(const Scenario &scenario, const Evaluation &evaluation)
{
    const int baseline = scenario.baselineIndex();
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        const Option &option = scenario.options[i];
        const OptionResult &result = evaluation.options[i];
        const std::string name = "option " + option.id + ": ";
        const OptionCostBasis basis =
            OptionCostModel::compute(scenario, option, int(i) == baseline);
        if (!option.commitment && isCommitment(option.purchase.model)) {
            const double level =
                basis.commitment ? basis.commitment->committedAccelerators : basis.busyAccelerators;
            Scenario stated = scenario;
            Option &explicitOption = stated.options[i];
            Commitment commitment;
            commitment.kind = CommitmentKind::SavingsPlan;
            commitment.termYears = termMonths(option.purchase.model) / 12;
            commitment.discountPercent = option.purchase.discountPercent;
            const double onDemand = *option.instanceHourlyUsd / option.acceleratorsPerInstance;
            commitment.usdPerHour = level * onDemand * (1.0 - commitment.discountPercent / 100.0);
            explicitOption.purchase = Purchase{};
            explicitOption.commitment = commitment;
            std::vector<double> totals(stated.options.size());
            ScenarioTotals::compute(stated, totals);
            // A commitment's port months are billed as the option running and then taken
            // off again, so the option's own bill for them cancels, with its rounding.
            const double ported =
                std::min(std::max(result.portMonths, 0.0), double(scenario.horizonMonths));
            const double cancelled = std::fabs(result.monthlyComputeUsd) * ported;
            FUZZ_CHECK(
                nearlyEqual(totals[i], result.totalUsd(),
                            std::fabs(result.totalUsd()) + std::fabs(result.oneTimeUsd) + cancelled,
                            1e-7),
                name + "the flat purchase and the equivalent commitment differ");
        }
        if (result.commitment && basis.commitment) {
            const CommitmentOptionResult &c = *result.commitment;
            const UsageProfile usage = CommitmentAnalysis::usageOf(basis, scenario.workload);
            const double tolerance = 1e-9 * (c.onDemandCostUsd + c.current.costUsd) + 1e-6;
            for (const RenewalPolicy policy :
                 {RenewalPolicy::Never, RenewalPolicy::WhileUsageContinues}) {
                CommitmentTerms terms = *basis.commitment;
                terms.renewal = policy;
                FUZZ_CHECK(c.ladder.costUsd <=
                               CommitmentSimulation::totalCost(usage, terms, scenario.horizonMonths,
                                                               basis.held) +
                                   tolerance,
                           name + "the optimal ladder costs more than the stated level renewed " +
                               toString(policy));
            }
        }
        if (!result.heldCommitments.empty()) {
            const std::vector<HeldCommitmentUse> &first = evaluation.options[0].heldCommitments;
            FUZZ_CHECK(result.heldCommitments.size() == first.size(),
                       name + "a use per held commitment");
            for (std::size_t k = 0; k < first.size(); ++k)
                FUZZ_CHECK(nearlyEqual(result.heldCommitments[k].owedUsd, first[k].owedUsd,
                                       first[k].owedUsd),
                           name + "a held commitment is owed differently than in the first option");
        }
    }
}

// The port's work is billed at the baseline's per-use purchase (billing/PortWork.h): no
// other option's total may move when the baseline's own term (its commitment, or a flat
// savings-plan or reserved purchase) is taken away.
inline void checkBaselineTermMovesNoOtherOption(const Scenario &scenario)
{
    const std::optional<Scenario> without = test::baselineWithoutTerm(scenario);
    if (!without)
        return;
    const int b = scenario.baselineIndex();
    std::vector<double> with(scenario.options.size());
    std::vector<double> alone(scenario.options.size());
    ScenarioTotals::compute(scenario, with);
    ScenarioTotals::compute(*without, alone);
    for (std::size_t i = 0; i < with.size(); ++i) {
        if (int(i) == b || (std::isnan(with[i]) && std::isnan(alone[i])))
            continue;
        FUZZ_CHECK(with[i] == alone[i],
                   "option " + scenario.options[i].id +
                       "'s total moves with the baseline's own term: " + std::to_string(with[i]) +
                       " with it, " + std::to_string(alone[i]) + " without");
    }
}

} // namespace acceldecide::fuzz
