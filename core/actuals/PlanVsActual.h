#pragma once

#include "core/actuals/ActualMonths.h"
#include "core/actuals/PlannedMonths.h"
#include "core/actuals/Reforecast.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace acceldecide::actuals {

// A month's (or the whole period's) difference between the bill and the plan, in parts
// that add up to it exactly, at the plan's rate r per accelerator-hour:
//   volume  (hours run - hours planned) x r
//   rate    cost of the hours on the plan's instance type and purchase model - those hours x r
//   mix     cost of the hours on other instance types or purchase models - those hours x r
//   waste   commitment left unused (this workload's share)
//   credits credits and refunds received + the credits the plan spent
// volume + rate + mix is the usage's cost less the planned hours at r; with waste and
// credits it is the bill (before tax, which no plan counts) less the plan.
struct VarianceParts
{
    double volumeUsd = 0.0;
    double rateUsd = 0.0;
    double mixUsd = 0.0;
    double commitmentWasteUsd = 0.0;
    double creditsUsd = 0.0;

    double totalUsd() const
    {
        return volumeUsd + rateUsd + mixUsd + commitmentWasteUsd + creditsUsd;
    }
    VarianceParts &operator+=(const VarianceParts &other);
};

struct MonthComparison
{
    std::string month;       // "2026-03"
    int planMonth = 0;       // 1-based; 0 outside the plan's horizon
    double plannedUsd = 0.0; // cloud after the plan's credits
    double actualUsd = 0.0;  // ActualMonth::comparedUsd()
    double plannedAcceleratorHours = 0.0;
    double actualAcceleratorHours = 0.0;
    std::optional<double> actualRatePerAcceleratorHour; // usage cost / hours
    std::optional<double> commitmentCoveragePercent;    // covered hours of all hours
    std::optional<double> commitmentUtilisationPercent; // used of used + unused
    double strandedUsd = 0.0;
    double creditsUsedUsd = 0.0; // received, as a positive amount
    double taxUsd = 0.0;
    double billedUsd = 0.0;
    std::optional<double> tokensMillions;
    std::optional<double> usdPerMillionTokens;
    VarianceParts parts;
};

struct PlanVsActual
{
    std::vector<MonthComparison> months;
    VarianceParts totals;
    double plannedUsd = 0.0;
    double actualUsd = 0.0;
    double taxUsd = 0.0;
    // Set by reforecastWithBill when the decision has a baseline other than its choice;
    // VarianceWording says it all in sentences.
    std::optional<Reforecast> reforecast;
};

// The plan of the decision's chosen option against the bill's months, from plan month 1
// to the last billed month. `tokensByMonth` (monthIndex -> tokens processed), when given,
// prices the actual million tokens.
PlanVsActual comparePlanWithBill(const PlannedMonths &plan,
                                 const std::map<int, ActualMonth> &actual,
                                 const std::map<int, double> &tokensByMonth = {});

} // namespace acceldecide::actuals
