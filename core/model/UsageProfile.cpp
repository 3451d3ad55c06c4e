#include "core/model/UsageProfile.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

double UsageProfile::acceleratorsIn(int month) const
{
    if (month < 1 || (lastMonthWithUsage && month > *lastMonthWithUsage))
        return 0.0;
    return accelerators * std::pow(1.0 + growthPercentPerMonth / 100.0, month - 1);
}

double UsageProfile::peakAccelerators(int horizonMonths) const
{
    double peak = 0.0;
    for (int month = 1; month <= horizonMonths; ++month)
        peak = std::max(peak, acceleratorsIn(month));
    return peak;
}

} // namespace acceldecide
