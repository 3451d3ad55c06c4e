#pragma once

// The port's months, the one place their arithmetic is written: while a team ports its
// work, the option's first months still run, and bill, on the baseline. The scalar
// evaluation and the batch kernels call these, so a variant priced in a batch gets the
// bits it gets alone.

#include "core/engine/billing/ByValue.h"

#include <cmath>

namespace acceldecide::billing {

// How much of the horizon the port takes, in months: the port's length held within it
// (a NaN is passed through, to be refused where it is read).
ACCELDECIDE_BY_VALUE_INLINE constexpr double portedShare(double portMonths, int horizonMonths)
{
    return clampByValue(portMonths, 0.0, double(horizonMonths));
}

// The months the port touches, the last one perhaps in part.
ACCELDECIDE_BY_VALUE_INLINE int portMonthCount(double portedShare)
{
    return static_cast<int>(std::ceil(portedShare));
}

// The share of month `month` (from 1) a port of `portMonths` still spends on the baseline.
ACCELDECIDE_BY_VALUE_INLINE constexpr double portingShare(double portMonths, int month)
{
    return clampByValue(portMonths - (month - 1), 0.0, 1.0);
}

// What a port month adds to the option's bill as if it ran from month 1: that share of the
// month on the baseline's bill instead of the option's, with no maintenance yet.
ACCELDECIDE_BY_VALUE_INLINE constexpr double portShiftUsd(double porting, double baselineMonthUsd,
                                                          double optionMonthUsd,
                                                          double maintenanceUsdPerMonth)
{
    return porting * (baselineMonthUsd - optionMonthUsd - maintenanceUsdPerMonth);
}

// A port month's own bill, month by month (cash flow, the cumulative chart): that share on
// the baseline's bill, the rest on the option's with its maintenance.
ACCELDECIDE_BY_VALUE_INLINE constexpr double portMonthUsd(double porting, double baselineMonthUsd,
                                                          double optionMonthUsd,
                                                          double maintenanceUsdPerMonth)
{
    return porting * baselineMonthUsd + (1.0 - porting) * (optionMonthUsd + maintenanceUsdPerMonth);
}

// The horizon's bill when every month of each option costs the same: the ported months on
// the baseline, the rest on the option with its maintenance, and what is paid once.
ACCELDECIDE_BY_VALUE_INLINE constexpr double
steadyHorizonUsd(double oneTimeUsd, double portedShare, double baselineMonthUsd,
                 double optionMonthUsd, double maintenanceUsdPerMonth, int horizonMonths)
{
    return oneTimeUsd + portedShare * baselineMonthUsd +
           (horizonMonths - portedShare) * (optionMonthUsd + maintenanceUsdPerMonth);
}

} // namespace acceldecide::billing
