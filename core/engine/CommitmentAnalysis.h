#pragma once

#include "core/engine/CommitmentSimulation.h"
#include "core/engine/OptionCostModel.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <cstdint>
#include <vector>

namespace acceldecide {

// One point of "cost against commitment level" (the savings-plan chart's first panel).
struct CommitmentCurvePoint
{
    double percentOfPeak = 0.0;
    double accelerators = 0.0;
    double costUsd = 0.0; // horizon compute plus what is owed after it
};

// What a used accelerator-hour costs at a utilization of the commitment (the chart's
// third panel): the committed rate spread over the hours actually used.
struct UtilizationPoint
{
    double utilizationPercent = 0.0;
    double effectiveUsdPerAcceleratorHour = 0.0;
};

// Everything the analysis reports about one option's commitment: the month-by-month split, the
// optimum, the break-even utilization, the term risk, 1-year against 3-year, and the
// level under uncertain usage. Built from the option's economics, so the usage it
// prices is exactly the one the cost model bills.
class CommitmentAnalysis
{
public:
    // The usage a commitment sees: month 1's busy accelerators and hours, with the
    // workload's growth and last month with usage.
    static UsageProfile usageOf(const OptionEconomics &economics, const Workload &workload);
    // The busiest month's accelerators over the horizon (the level chart's 100 %).
    static double peakAccelerators(const UsageProfile &usage, int horizonMonths);

    // The commitment an option buys: its own `commitment`, or for a flat savings-plan or
    // reserved purchase (purchase.model) the commitment that purchase is, at the
    // purchase's term and discount, no upfront, renewed where that costs less (its level,
    // the option's peak usage, is the economics'). nullopt when it buys none.
    static std::optional<Commitment> commitmentOf(const Option &option);

    // nullopt when the option buys no commitment (commitmentOf); a flat purchase gets the
    // same analysis as the explicit commitment of its peak usage.
    static std::optional<CommitmentOptionResult>
    analyse(const Scenario &scenario, const Option &option, const OptionEconomics &economics);

    // Cost at levels 0 .. maxPercent of the peak in `steps` equal steps (steps + 1 points).
    static std::vector<CommitmentCurvePoint> costCurve(const UsageProfile &usage,
                                                       CommitmentTerms terms, int horizonMonths,
                                                       double maxPercent = 150.0, int steps = 150,
                                                       const HeldCommitments &held = {});

    // committed rate / utilization from `fromPercent` to 100 % in `steps` steps; it meets
    // the on-demand rate at the break-even utilization, 100 - discount.
    static std::vector<UtilizationPoint>
    effectiveRateCurve(const CommitmentTerms &terms, double fromPercent = 10.0, int steps = 90);

    // The level minimising the P50 cost and the largest keeping the P90 at or below
    // all-on-demand's, over `samples` usages drawn from the scenario's uncertainty ranges
    // (prices stay as given). nullopt without ranges or without a commitment.
    static std::optional<UncertainSizing> underUncertainty(const Scenario &scenario,
                                                           std::size_t optionIndex, int samples,
                                                           std::uint64_t seed);

    // A level in the units people commit in, without its cost; `peak` is the usage's
    // peakAccelerators (the percentage's 100 %).
    static CommitmentLevel sized(const Option &option, const CommitmentTerms &terms, double peak);
    // The same, priced.
    static CommitmentLevel level(const Option &option, const UsageProfile &usage,
                                 const CommitmentTerms &terms, int horizonMonths, double peak,
                                 const HeldCommitments &held = {});
};

} // namespace acceldecide
