#pragma once

#include "core/engine/OptionCostModel.h"
#include "core/model/Evaluation.h"

#include <span>

namespace acceldecide {

// When an option's accrued money is paid. The engine accrues a commitment's fee evenly
// over its term and a port's engineering in month 1; finance also asks when the cash
// leaves. The payment option decides: all upfront pays each term's whole fee in the
// term's first month (renewals at the renewal month), partial upfront the upfront share
// then and the rest monthly, no upfront monthly. A port's engineering is paid over the
// port's months, evenly by the share of each month spent porting. Everything else
// (compute, maintenance, held commitments, the baseline's months while the port runs)
// leaves in the month it accrues, credits already taken off (they never pay an upfront
// fee, so moving it cannot make a month negative).
class CashFlowSchedule
{
public:
    // `result` carries the option's accrued months (credits taken off); `economics` its
    // port and commitment; `upfrontShare` the share of the commitment's fee paid upfront
    // (OptionCostInputs::upfrontShareOf).
    static CashFlow build(const OptionResult &result, const OptionEconomics &economics,
                          double upfrontShare, int horizonMonths, double discountRatePercent);

    // The monthly rate equivalent to an annual one: (1 + r)^(1/12) - 1.
    static double monthlyRate(double annualPercent);
    // Sum of flow[m - 1] / (1 + monthlyRate)^m: month 1 is discounted one period, as
    // Excel's NPV() discounts its first value.
    static double npv(std::span<const double> flow, double monthlyRate);
};

} // namespace acceldecide
