#include "core/export/PlanVsActualJson.h"

#include "core/actuals/CalendarMonth.h"
#include "core/actuals/VarianceWording.h"

namespace acceldecide {

namespace {

using nlohmann::json;

json orNull(const std::optional<double> &value)
{
    return value ? json(*value) : json(nullptr);
}

json partsJson(const actuals::VarianceParts &parts)
{
    return {{"volume_usd", parts.volumeUsd},   {"rate_usd", parts.rateUsd},
            {"mix_usd", parts.mixUsd},         {"commitment_waste_usd", parts.commitmentWasteUsd},
            {"credits_usd", parts.creditsUsd}, {"total_usd", parts.totalUsd()}};
}

json monthJson(const actuals::MonthComparison &month)
{
    return {{"month", month.month},
            {"plan_month", month.planMonth > 0 ? json(month.planMonth) : json(nullptr)},
            {"planned_usd", month.plannedUsd},
            {"actual_usd", month.actualUsd},
            {"planned_accelerator_hours", month.plannedAcceleratorHours},
            {"actual_accelerator_hours", month.actualAcceleratorHours},
            {"actual_usd_per_accelerator_hour", orNull(month.actualRatePerAcceleratorHour)},
            {"commitment_coverage_percent", orNull(month.commitmentCoveragePercent)},
            {"commitment_utilisation_percent", orNull(month.commitmentUtilisationPercent)},
            {"stranded_commitment_usd", month.strandedUsd},
            {"credits_used_usd", month.creditsUsedUsd},
            {"tax_usd", month.taxUsd},
            {"billed_usd", month.billedUsd},
            {"tokens_millions", orNull(month.tokensMillions)},
            {"usd_per_million_tokens", orNull(month.usdPerMillionTokens)},
            {"variance", partsJson(month.parts)}};
}

json reforecastJson(const actuals::Reforecast &forecast)
{
    const auto month = [](const std::optional<int> &m) {
        return m ? json(*m) : json(nullptr);
    };
    return {{"baseline", forecast.baselineId},
            {"planned_total_usd", forecast.plannedTotalUsd},
            {"reforecast_total_usd", forecast.reforecastTotalUsd},
            {"baseline_planned_total_usd", forecast.baselinePlannedTotalUsd},
            {"baseline_total_usd", forecast.baselineTotalUsd},
            {"usage_percent_of_plan",
             forecast.usagePercentOfPlan ? json(*forecast.usagePercentOfPlan) : json(nullptr)},
            {"planned_break_even_month", month(forecast.plannedBreakEvenMonth)},
            {"reforecast_break_even_month", month(forecast.reforecastBreakEvenMonth)},
            {"still_holds", forecast.stillHolds()}};
}

} // namespace

json planVsActualJson(const actuals::PlanVsActual &comparison, const actuals::PlannedMonths &plan,
                      long long recordId, const std::string &chosenOption)
{
    json months = json::array();
    for (const actuals::MonthComparison &month : comparison.months)
        months.push_back(monthJson(month));
    return {{"decision", recordId},
            {"option", chosenOption},
            {"instance_type", plan.instanceType},
            {"plan_first_month", actuals::monthName(plan.firstMonth)},
            {"plan_usd_per_accelerator_hour", plan.ratePerAcceleratorHour},
            {"planned_usd", comparison.plannedUsd},
            {"actual_usd", comparison.actualUsd},
            {"tax_usd", comparison.taxUsd},
            {"variance", partsJson(comparison.totals)},
            {"sentences", actuals::varianceSentences(comparison, plan)},
            {"months", months},
            {"reforecast",
             comparison.reforecast ? reforecastJson(*comparison.reforecast) : json(nullptr)}};
}

} // namespace acceldecide
