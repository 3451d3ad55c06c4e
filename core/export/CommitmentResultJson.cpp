#include "core/export/CommitmentResultJson.h"

namespace acceldecide {

namespace {

using json = nlohmann::ordered_json;

json levelJson(const CommitmentLevel &level)
{
    return {
        {"accelerators", level.accelerators},
        {"usd_per_hour", level.usdPerHour},
        {"instances", level.instances ? json(*level.instances) : json(nullptr)},
        {"percent_of_peak", level.percentOfPeak},
        {"cost_usd", level.costUsd},
    };
}

json monthlyJson(const std::vector<CommitmentMonth> &months)
{
    json committed = json::array();
    json used = json::array();
    json wasted = json::array();
    json overflow = json::array();
    for (const CommitmentMonth &month : months) {
        committed.push_back(month.committedUsd);
        used.push_back(month.usedUsd);
        wasted.push_back(month.wastedUsd);
        overflow.push_back(month.overflowUsd);
    }
    return {{"committed_usd", committed},
            {"used_usd", used},
            {"wasted_usd", wasted},
            {"overflow_usd", overflow}};
}

// "month 1: 64 accelerators, month 13: nothing", one entry per term.
json ladderJson(const CommitmentLadder &ladder)
{
    json steps = json::array();
    for (const LadderStep &step : ladder.steps)
        steps.push_back({{"start_month", step.startMonth},
                         {"accelerators", step.accelerators},
                         {"usd_per_hour", step.usdPerHour}});
    return {{"steps", steps}, {"cost_usd", ladder.costUsd}};
}

// The stated level at each term's start where the renewal policy buys it, else 0.
json renewalsJson(const CommitmentOptionResult &c)
{
    json terms = json::array();
    const std::size_t count = c.ladder.steps.size();
    for (std::size_t k = 0; k < count; ++k)
        terms.push_back({{"start_month", c.ladder.steps[k].startMonth},
                         {"accelerators", c.currentLevels[k]},
                         {"bought", c.currentLevels[k] > 0.0}});
    return terms;
}

json termJson(const CommitmentTermResult &term)
{
    return {
        {"term_years", term.termYears},
        {"discount_percent", term.discountPercent},
        {"optimal", levelJson(term.optimal)},
        {"ladder", ladderJson(term.ladder)},
        {"on_demand_cost_usd", term.onDemandCostUsd},
        {"months_owed_after_usage_stops", term.monthsOwedAfterUsageStops},
        {"owed_after_usage_stops_usd", term.owedAfterUsageStopsUsd},
    };
}

json uncertainJson(const std::optional<UncertainSizing> &sizing)
{
    if (!sizing)
        return nullptr;
    return {
        {"level_minimising_p50_accelerators", sizing->levelMinimisingP50},
        {"p50_cost_usd", sizing->p50AtThatLevelUsd},
        {"largest_level_keeping_p90_accelerators", sizing->largestLevelKeepingP90},
        {"on_demand_p90_cost_usd", sizing->onDemandP90Usd},
    };
}

} // namespace

json CommitmentResultJson::toJson(const CommitmentOptionResult &c)
{
    json terms = json::array();
    for (const CommitmentTermResult &term : c.terms)
        terms.push_back(termJson(term));
    return {
        {"from_purchase_model", c.fromPurchaseModel},
        {"type", toString(c.kind)},
        {"term_years", c.termYears},
        {"payment", toString(c.payment)},
        {"plan", c.kind == CommitmentKind::SavingsPlan ? json(toString(c.plan)) : json(nullptr)},
        {"offering_class",
         c.kind == CommitmentKind::Reserved ? json(toString(c.offeringClass)) : json(nullptr)},
        {"renewal", toString(c.renewal)},
        {"start_month", c.startMonth},
        {"start_month_share_before_start", c.startFraction},
        {"discount_percent", c.discountPercent},
        {"on_demand_usd_per_accelerator_hour", c.onDemandUsdPerAcceleratorHour},
        {"committed_usd_per_accelerator_hour", c.committedUsdPerAcceleratorHour},
        {"busy_accelerators", c.busyAccelerators},
        {"busy_hours_per_month", c.busyHoursPerMonth},
        {"peak_accelerators", c.peakAccelerators},
        {"current", levelJson(c.current)},
        {"current_terms", renewalsJson(c)},
        {"optimal", levelJson(c.optimal)},
        {"optimal_ladder", ladderJson(c.ladder)},
        {"on_demand_cost_usd", c.onDemandCostUsd},
        {"monthly", monthlyJson(c.months)},
        {"utilization_percent", c.utilizationPercent},
        {"effective_usd_per_accelerator_hour", c.effectiveUsdPerAcceleratorHour
                                                   ? json(*c.effectiveUsdPerAcceleratorHour)
                                                   : json(nullptr)},
        {"break_even_utilization_percent", c.breakEvenUtilizationPercent},
        {"owed_after_horizon_usd", c.owedAfterHorizonUsd},
        {"remaining_value_usd", c.remainingValueUsd},
        {"owed_after_usage_stops_usd", c.owedAfterUsageStopsUsd},
        {"months_owed_after_usage_stops", c.monthsOwedAfterUsageStops},
        {"terms", terms},
        {"under_uncertainty", uncertainJson(c.underUncertainty)},
    };
}

} // namespace acceldecide
