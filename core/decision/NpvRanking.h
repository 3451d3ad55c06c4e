#pragma once

#include "core/model/Evaluation.h"

#include <string>

namespace acceldecide {

// Whether the options' net present value ranks them in another order than their totals
// do, and why, in one sentence of the recommendation. The two differ by two things, and
// the sentence names the one (or both) that changes the order, with their figures:
//
//   NPV with later payments = total + used by the work after the horizon − discounting
//
// what the work continuing past the horizon uses of the commitment owed after it is paid
// (so the NPV counts it) but is no cost (so the total leaves it out), and discounting at
// the scenario's rate takes the rest off (OptionResult::npvDiscountingUsd()).
class NpvRanking
{
public:
    // Empty when there is no discount rate or the two orders agree.
    static std::string sentence(const Evaluation &evaluation, double discountRatePercent);
};

} // namespace acceldecide
