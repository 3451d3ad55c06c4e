#pragma once

#include "core/engine/OptionCostInputs.h"
#include "core/engine/OptionCostModel.h"

#include <span>
#include <vector>

namespace acceldecide {

// Spends credits against one option's plan month by month, as AWS applies them (the
// credits come sorted: soonest to expire first). A credit pays eligible AWS spend in the
// months from its first to its expiry month; what is left then expires. Eligible: the
// option's compute (usage and the recurring part of a new commitment; not a
// commitment's upfront fee, not what held commitments are owed, not engineering time),
// and while the option's port runs, the baseline's compute that keeps the work going,
// each paid only by the credits that apply to that option.
class CreditLedger
{
public:
    // What one option's side of the decision spends eligibly in a month.
    struct Side
    {
        const OptionEconomics *economics = nullptr;
        double upfrontShare = 0.0; // of its new commitment's fee
        std::size_t index = 0;     // the option's position, for CreditInputs::applies
    };

    struct Use
    {
        std::vector<double> byMonth;      // credits spent in month m at [m - 1]
        std::vector<double> usedByCredit; // in the credits' (sorted) order
        std::vector<double> expiredByCredit;
        double totalUsd = 0.0;
    };

    // The whole ledger; `option` and `baseline` may be the same side.
    static Use spend(std::span<const CreditInputs> credits, const Side &option,
                     const Side &baseline, const Workload &workload, int horizonMonths);
    // The total alone, without allocating (Monte Carlo and sensitivity call this).
    static double totalUsd(std::span<const CreditInputs> credits, const Side &option,
                           const Side &baseline, const Workload &workload, int horizonMonths);

    // What `side` spends eligibly in `month` when it runs the work all month.
    static double eligibleMonthUsd(const Side &side, const Workload &workload, int month);
};

} // namespace acceldecide
