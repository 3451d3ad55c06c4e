#pragma once

#include "core/decision/DecisionRecord.h"
#include "core/model/ValidationError.h"

#include <optional>
#include <string>
#include <vector>

namespace acceldecide {

// What makes a decision record acceptable, whoever stores it: the chosen option is one
// of the scenario's, a choice other than the recommendation says why, the dates are
// real ISO dates and the review does not come before the decision. Each problem names
// the record's field and the value it got.
class DecisionRecordRules
{
public:
    // `optionIds` are the recorded scenario's options, in order.
    static ValidationErrors check(const DecisionRecord &record,
                                  const std::vector<std::string> &optionIds);

    // Whether `text` is a calendar date written YYYY-MM-DD.
    static bool isIsoDate(const std::string &text);
};

} // namespace acceldecide
