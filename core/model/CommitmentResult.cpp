#include "core/model/CommitmentResult.h"

namespace acceldecide {

CommitmentMonth CommitmentMonth::blendedWith(const CommitmentMonth &later, double laterShare) const
{
    const auto blend = [&](double CommitmentMonth::*field) {
        return blendStarts(this->*field, later.*field, laterShare);
    };
    CommitmentMonth month;
    month.heldUsd = blend(&CommitmentMonth::heldUsd);
    month.committedUsd = blend(&CommitmentMonth::committedUsd);
    month.usedUsd = blend(&CommitmentMonth::usedUsd);
    month.wastedUsd = blend(&CommitmentMonth::wastedUsd);
    month.overflowUsd = blend(&CommitmentMonth::overflowUsd);
    month.acceleratorHours = blend(&CommitmentMonth::acceleratorHours);
    month.heldCoveredAcceleratorHours = blend(&CommitmentMonth::heldCoveredAcceleratorHours);
    // The level averaged over the month's hours.
    month.levelAccelerators = blend(&CommitmentMonth::levelAccelerators);
    return month;
}

CommitmentTotals CommitmentTotals::blendedWith(const CommitmentTotals &later,
                                               double laterShare) const
{
    const auto blend = [&](double CommitmentTotals::*field) {
        return blendStarts(this->*field, later.*field, laterShare);
    };
    CommitmentTotals totals = *this;
    totals.horizonUsd = blend(&CommitmentTotals::horizonUsd);
    totals.heldHorizonUsd = blend(&CommitmentTotals::heldHorizonUsd);
    totals.owedAfterHorizonUsd = blend(&CommitmentTotals::owedAfterHorizonUsd);
    totals.remainingValueUsd = blend(&CommitmentTotals::remainingValueUsd);
    totals.acceleratorHours = blend(&CommitmentTotals::acceleratorHours);
    totals.beforeStartUsd = blend(&CommitmentTotals::beforeStartUsd);
    totals.beforeStartAcceleratorHours = blend(&CommitmentTotals::beforeStartAcceleratorHours);
    totals.summedBeyondHorizonUsd =
        blendStarts(beyondHorizonUsd(), later.beyondHorizonUsd(), laterShare);
    return totals;
}

} // namespace acceldecide
