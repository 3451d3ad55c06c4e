#pragma once

#include "core/model/CommitmentPlan.h"

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

// The level bought at the start of each term (index 0: the start month, index 1:
// termMonths later, ...); 0 where nothing is bought. A 120-month horizon has at most ten
// 12-month terms.
inline constexpr int kMaxTerms = 12;
using TermLevels = std::array<double, kMaxTerms>;

} // namespace acceldecide
