#pragma once

// The port's months, the one place their arithmetic is written: while a team ports its
// work, the option's first months still run, and bill, on the baseline. The scalar
// evaluation and the batch kernels call these, so a variant priced in a batch gets the
// bits it gets alone.

#include "core/engine/billing/ByValue.h"
#include "core/model/Units.h"

#include <algorithm>

#include <cmath>

namespace acceldecide::billing {

// A port's length in months: the weeks it takes, at the calendar's hours.
ACCELDECIDE_BY_VALUE_INLINE constexpr double portMonthsOf(double weeks)
{
    return weeks * units::kHoursPerWeek / units::kHoursPerMonth;
}

// The month an option's own usage begins, the one its port ends in (month 1 without a
// port): where the option's own commitment starts unless the team says otherwise. A team
// buys for the port it plans, so this follows the port stated, not one sampled.
inline int usageStartMonth(double portMonths)
{
    if (!(portMonths > 0.0))
        return 1;
    return int(std::min(std::floor(portMonths), 1e6)) + 1;
}

// The share of usageStartMonth() that passes before the port ends: 0 without a port or
// for one that ends with a month.
inline double usageStartFraction(double portMonths)
{
    if (!(portMonths > 0.0) || portMonths >= 1e6)
        return 0.0;
    return portMonths - std::floor(portMonths);
}

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
// month's work billed on the baseline (PortWork.h) instead of on the option, with no
// maintenance yet. What the option owes that month whatever runs (its own commitment's
// fee, billed every hour from the commitment's start) stays on its bill.
ACCELDECIDE_BY_VALUE_INLINE constexpr double portShiftUsd(double porting, double baselineMonthUsd,
                                                          double optionMonthUsd,
                                                          double optionOwedUsd,
                                                          double maintenanceUsdPerMonth)
{
    return porting * (baselineMonthUsd - (optionMonthUsd - optionOwedUsd) - maintenanceUsdPerMonth);
}

// What a port does not move of the option's month (what portShiftUsd() and portMonthUsd()
// take as owed anyway) when the option's commitment starts `startFraction` into a month:
// the month less the cost of a whole month of the work moved. Work is moved from the
// month's start, so its first `startFraction` is billed as the month on the grid without
// the new term there (`netFromMonthAfter`, its commitment's fee left out), the rest as the
// month on the start month's grid (`netFromStartMonth`). CommitmentTerms::startFraction
// says why a month is these two grids blended.
ACCELDECIDE_BY_VALUE_INLINE constexpr double
keptWithinStartUsd(double optionMonthUsd, double netFromStartMonth, double netFromMonthAfter,
                   double startFraction, double movedShare)
{
    const double movedMonth = movedShare <= startFraction
                                  ? netFromMonthAfter
                                  : (startFraction * netFromMonthAfter +
                                     (movedShare - startFraction) * netFromStartMonth) /
                                        movedShare;
    return optionMonthUsd - movedMonth;
}

// A port month's own bill, month by month (cash flow, the cumulative chart): that share of
// the work on the baseline's bill, the option's owed-anyway part whole, the rest of its
// month with its maintenance for the share after the port. Where nothing is owed anyway,
// or the month is not ported, it is the plain share of each side.
ACCELDECIDE_BY_VALUE_INLINE constexpr double portMonthUsd(double porting, double baselineMonthUsd,
                                                          double optionMonthUsd,
                                                          double optionOwedUsd,
                                                          double maintenanceUsdPerMonth)
{
    if (optionOwedUsd == 0.0 || porting == 0.0)
        return porting * baselineMonthUsd +
               (1.0 - porting) * (optionMonthUsd + maintenanceUsdPerMonth);
    return porting * baselineMonthUsd + optionOwedUsd +
           (1.0 - porting) * (optionMonthUsd - optionOwedUsd + maintenanceUsdPerMonth);
}

// A horizon's bill is never below what is paid once for the port. Whole training runs
// moved to the baseline can take more of the option's evenly spread work off its months
// than they hold, at those months' rates, while the work they hold is billed at a
// commitment's (a run's work is spread evenly; the run is moved whole): in the extreme, a
// port that ends in the horizon's last month with all but the plan's fee moved, the
// difference can exceed what is left. The month-by-month bill takes it off the months
// before, down to nothing, and never off the port's own cost, which is owed whatever the
// work does.
ACCELDECIDE_BY_VALUE_INLINE constexpr double atLeastOneTime(double horizonUsd, double oneTimeUsd)
{
    return horizonUsd < oneTimeUsd ? oneTimeUsd : horizonUsd;
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
