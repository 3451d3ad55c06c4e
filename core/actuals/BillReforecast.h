#pragma once

#include "core/actuals/PlanVsActual.h"
#include "core/actuals/PlannedMonths.h"
#include "core/actuals/Reforecast.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <map>
#include <string>

namespace acceldecide::actuals {

// Each billed plan month's usage as the engine's usage scale (Workload::
// observedUsageScales): the month's planned scale times the hours the bill showed over the
// hours planned. Months before plan month 1, past the horizon or without planned hours
// (nothing to scale) keep the plan.
std::map<int, double> observedUsageScales(const Workload &workload, const PlanVsActual &comparison);

// `scenario` (the recorded one, resolved; `asPlanned` its evaluation) evaluated again by
// ScenarioEvaluator with the observed usage scales, against its baseline. The chosen option's
// billed months are the plan's engineering plus what was billed (comparison.months); its other
// months and every month of the baseline are the engine's. Throws std::invalid_argument when the
// scenario names neither option (a broken invariant: the record was evaluated with them).
Reforecast reforecastWithBill(const Scenario &scenario, const Evaluation &asPlanned,
                              const std::string &chosenId, const PlannedMonths &plan,
                              const PlanVsActual &comparison);

} // namespace acceldecide::actuals
