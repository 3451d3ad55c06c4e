#pragma once

#include "core/actuals/PlanVsActual.h"

#include <string>

namespace acceldecide {

// `decisions compare`'s text output: the sentences, a month-by-month table of plan and
// bill, and one of the variance's parts.
std::string planVsActualTable(const actuals::PlanVsActual &comparison,
                              const actuals::PlannedMonths &plan);

} // namespace acceldecide
