#pragma once

#include <optional>
#include <string>

namespace acceldecide::actuals {

// The decision re-forecast with its bill (reforecastWithBill): the recorded scenario billed
// again by the one billing model with the usage the bill showed in the months billed and
// the plan's in the others. The chosen option's billed months are what they cost; the
// baseline is held to the same usage, so the question stays the decision's: for the work
// actually done, is the chosen option still the cheaper one?
struct Reforecast
{
    std::string baselineId;
    double plannedTotalUsd = 0.0;         // the chosen option's months as planned
    double reforecastTotalUsd = 0.0;      // billed months as billed, the rest re-billed
    double baselinePlannedTotalUsd = 0.0; // the baseline as planned
    double baselineTotalUsd = 0.0;        // the baseline billed for the usage the bill showed
    // The billed months' accelerator-hours against the plan's for those months (100: as
    // planned); nullopt when no billed month had planned hours to scale.
    std::optional<double> usagePercentOfPlan;
    std::optional<int> plannedBreakEvenMonth; // first month cumulative <= baseline's and stays
    std::optional<int> reforecastBreakEvenMonth;
    bool stillHolds() const { return reforecastTotalUsd <= baselineTotalUsd; }
};

} // namespace acceldecide::actuals
