#pragma once

#include "core/actuals/PlannedMonths.h"

#include <string>
#include <vector>

namespace acceldecide::actuals {

struct PlanVsActual;

// "+$41,200.00" / "-$3,100.00": a part of a variance, its sign always shown.
std::string signedMoney(double usd);

// One sentence for each part of the period's variance, saying what it means in the bill's
// own terms and its dollars, then one for the whole and, with a re-forecast, one saying
// whether the decision still holds. Parts of less than a cent are left out.
std::vector<std::string> varianceSentences(const PlanVsActual &comparison,
                                           const PlannedMonths &plan);

} // namespace acceldecide::actuals
