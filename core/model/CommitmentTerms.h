#pragma once

namespace acceldecide {

// A commitment in accelerators' worth of capacity (a Compute Savings Plan's $/hour is
// this times the committed rate; a reservation is this many accelerators) for `termMonths`
// from month 1, at `discountPercent` off `onDemandUsdPerAcceleratorHour`. Terms renew back
// to back at the same level while the workload still runs when one ends: nobody renews
// for a project that has stopped, and nobody knows it will stop before it does.
struct CommitmentTerms
{
    double committedAccelerators = 0.0;
    int termMonths = 12;
    double discountPercent = 0.0;
    double onDemandUsdPerAcceleratorHour = 0.0;

    double committedRate() const
    {
        return onDemandUsdPerAcceleratorHour * (1.0 - discountPercent / 100.0);
    }
    // The $/hour a Compute Savings Plan of this size commits to.
    double committedUsdPerHour() const { return committedAccelerators * committedRate(); }
};

} // namespace acceldecide
