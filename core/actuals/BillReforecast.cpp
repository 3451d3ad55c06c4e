#include "core/actuals/BillReforecast.h"

#include "core/engine/OptionCostModel.h"
#include "core/engine/ScenarioEvaluator.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace acceldecide::actuals {

namespace {

const OptionResult &resultOf(const Evaluation &evaluation, const std::string &id)
{
    const auto found = std::find_if(evaluation.options.begin(), evaluation.options.end(),
                                    [&](const OptionResult &r) { return r.id == id; });
    if (found == evaluation.options.end())
        throw std::invalid_argument("reforecastWithBill: no option " + id);
    return *found;
}

double sum(const std::vector<double> &values)
{
    return std::accumulate(values.begin(), values.end(), 0.0);
}

// The first month (1-based) from which the option's cumulative cost is at or below the
// baseline's and stays so; nullopt when it never is.
std::optional<int> breakEvenMonth(const std::vector<double> &option,
                                  const std::vector<double> &baseline)
{
    const std::size_t months = std::min(option.size(), baseline.size());
    double a = 0.0;
    double b = 0.0;
    std::optional<int> month;
    for (std::size_t m = 0; m < months; ++m) {
        a += option[m];
        b += baseline[m];
        if (a <= b) {
            if (!month)
                month = int(m) + 1;
        } else {
            month.reset();
        }
    }
    return month;
}

bool scalable(const MonthComparison &month)
{
    return month.planMonth >= 1 && month.plannedAcceleratorHours > 0.0;
}

} // namespace

std::map<int, double> observedUsageScales(const Workload &workload, const PlanVsActual &comparison)
{
    std::map<int, double> scales;
    for (const MonthComparison &month : comparison.months)
        if (scalable(month))
            scales[month.planMonth] = OptionCostModel::usageScale(workload, month.planMonth) *
                                      month.actualAcceleratorHours / month.plannedAcceleratorHours;
    return scales;
}

Reforecast reforecastWithBill(const Scenario &scenario, const Evaluation &asPlanned,
                              const std::string &chosenId, const PlannedMonths &plan,
                              const PlanVsActual &comparison)
{
    Reforecast result;
    result.baselineId = scenario.baseline;
    double planned = 0.0;
    double actual = 0.0;
    for (const MonthComparison &month : comparison.months)
        if (scalable(month)) {
            planned += month.plannedAcceleratorHours;
            actual += month.actualAcceleratorHours;
        }
    if (planned > 0.0)
        result.usagePercentOfPlan = actual / planned * 100.0;

    // The same evaluator as the plan's, so that the difference is the usage alone.
    Scenario observed = scenario;
    observed.workload.observedUsageScales = observedUsageScales(scenario.workload, comparison);
    const Evaluation again = ScenarioEvaluator::evaluate(observed);

    const std::vector<double> &baselinePlanned = resultOf(asPlanned, scenario.baseline).monthlyUsd;
    const std::vector<double> &baselineNow = resultOf(again, scenario.baseline).monthlyUsd;
    std::vector<double> now = resultOf(again, chosenId).monthlyUsd;
    // What was billed is a fact, not a model's: the plan's engineering plus the bill.
    for (const MonthComparison &month : comparison.months) {
        const std::size_t m = std::size_t(month.planMonth - 1);
        if (month.planMonth >= 1 && m < now.size() && m < plan.totalUsd.size())
            now[m] = plan.totalUsd[m] - month.plannedUsd + month.actualUsd;
    }
    result.plannedTotalUsd = sum(plan.totalUsd);
    result.reforecastTotalUsd = sum(now);
    result.baselinePlannedTotalUsd = sum(baselinePlanned);
    result.baselineTotalUsd = sum(baselineNow);
    result.plannedBreakEvenMonth = breakEvenMonth(plan.totalUsd, baselinePlanned);
    result.reforecastBreakEvenMonth = breakEvenMonth(now, baselineNow);
    return result;
}

} // namespace acceldecide::actuals
