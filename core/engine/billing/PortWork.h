#pragma once

// What the work costs while an option's port runs, the one place the rule is written:
// the work goes on on the baseline's hardware and is billed as that work alone would be,
// at the baseline's per-use purchase (on demand, spot, a Capacity Block for a run),
// covered first by the commitments the team already holds, never at a term commitment
// the baseline option would buy (a team that is leaving does not sign a term for the
// months it takes to leave). An option's total therefore does not depend on which term
// commitment the baseline states.

#include "core/engine/OptionCostInputs.h"

namespace acceldecide::billing {

// The baseline's purchase as the port's work buys it: without its own commitment, and a
// flat savings-plan or reserved purchase bought on demand instead. Held commitments stay.
inline OptionCostInputs portWorkPurchase(const OptionCostInputs &baseline)
{
    OptionCostInputs perUse = baseline;
    if (perUse.commitsAtPeak()) {
        perUse.model = PurchaseModel::OnDemand;
        perUse.discountPercent = 0.0;
    }
    perUse.hasCommitment = false;
    return perUse;
}

} // namespace acceldecide::billing
