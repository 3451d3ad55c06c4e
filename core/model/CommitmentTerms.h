#pragma once

#include "core/model/CommitmentPlan.h"
#include "core/model/Units.h"

#include <algorithm>
#include <array>

namespace acceldecide {

// A commitment in accelerators' worth of capacity (a savings plan's $/hour is this times
// the committed rate; a reservation is this many accelerators) for `termMonths` from
// `startMonth` (the months before it are billed without it), at `discountPercent` off
// `onDemandUsdPerAcceleratorHour`. AWS bills it every hour of its term, used or not. Whether a
// further term is bought at each term's end is `renewal`'s decision; `horizonTreatment` says what
// term months past the horizon are worth.
struct CommitmentTerms
{
    double committedAccelerators = 0.0;
    int termMonths = 12;
    double discountPercent = 0.0;
    double onDemandUsdPerAcceleratorHour = 0.0;
    RenewalPolicy renewal = RenewalPolicy::Optimal;
    HorizonTreatment horizonTreatment = HorizonTreatment::ProjectEnds;
    int startMonth = 1; // the month the first term starts, from 1
    // The share of startMonth that passes before the first term starts, in [0, 1): a
    // commitment bought when a port ends part-way through a month. AWS bills it from that
    // hour, so each term runs from that point in one month to the same point in another:
    // month by month it is the blend of the same levels on two whole-month grids, from
    // startMonth (1 - startFraction) and from the month after (startFraction).
    double startFraction = 0.0;

    bool startsWithinMonth() const { return startFraction > 0.0; }
    // The day of its month (from 1) a point `fraction` of the way through it falls on,
    // months of 730 hours: where a start within a month is said to be.
    static int dayOfMonth(double fraction)
    {
        const double days = std::clamp(fraction, 0.0, 1.0) * units::kDaysPerMonth;
        return std::min(int(days) + 1, int(units::kDaysPerMonth) + 1);
    }
    // The two whole-month grids a start within a month blends.
    CommitmentTerms fromStartMonth() const
    {
        CommitmentTerms whole = *this;
        whole.startFraction = 0.0;
        return whole;
    }
    CommitmentTerms fromMonthAfterStart() const
    {
        CommitmentTerms later = fromStartMonth();
        ++later.startMonth;
        return later;
    }

    // Months of the horizon before the first term: none when it starts in month 1.
    int monthsBeforeStart() const { return startMonth > 1 ? startMonth - 1 : 0; }
    // The month term `term` (from 0) starts.
    int termStartMonth(int term) const { return monthsBeforeStart() + term * termMonths + 1; }

    double committedRate() const
    {
        return onDemandUsdPerAcceleratorHour * (1.0 - discountPercent / 100.0);
    }
    // The $/hour a savings plan of this size commits to.
    double committedUsdPerHour() const { return committedAccelerators * committedRate(); }
};

// A figure of a commitment that starts within a month: its value on the grid from the start
// month and on the grid from the month after, weighted by the share of the start month
// that passes first. The one expression every engine blends with.
inline double blendStarts(double fromStartMonth, double fromMonthAfter, double laterShare)
{
    return (1.0 - laterShare) * fromStartMonth + laterShare * fromMonthAfter;
}

// The level bought at the start of each term (index 0: the start month, index 1:
// termMonths later, ...); 0 where nothing is bought. A 120-month horizon has at most ten
// 12-month terms.
inline constexpr int kMaxTerms = 12;
using TermLevels = std::array<double, kMaxTerms>;

} // namespace acceldecide
