#pragma once

#include "core/actuals/PlanVsActual.h"

#include <nlohmann/json.hpp>

#include <string>

namespace acceldecide {

// `decisions compare --format json`: the plan against the bill, month by month, the
// variance parts and their sentences, and the re-forecast. Money in dollars, null where a
// figure does not apply (no hours, no commitment, no tokens given).
nlohmann::json planVsActualJson(const actuals::PlanVsActual &comparison,
                                const actuals::PlannedMonths &plan, long long recordId,
                                const std::string &chosenOption);

} // namespace acceldecide
