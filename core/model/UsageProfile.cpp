#include "core/model/UsageProfile.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

double UsageProfile::acceleratorsIn(int month) const
{
    if (month < 1 || (lastMonthWithUsage && month > *lastMonthWithUsage))
        return 0.0;
    return compound(accelerators, growthPercentPerMonth, month - 1);
}

double UsageProfile::peakAccelerators(int horizonMonths) const
{
    // The busiest month: the first when usage declines or holds, the last running one
    // when it grows.
    const int running = std::min(horizonMonths, lastMonthWithUsage.value_or(horizonMonths));
    if (running < 1)
        return 0.0;
    if (growthPercentPerMonth <= 0.0)
        return accelerators;
    return compound(accelerators, growthPercentPerMonth, running - 1);
}

} // namespace acceldecide
