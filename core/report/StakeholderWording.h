#pragma once

#include "core/model/StakeholderResult.h"

#include <string>

namespace acceldecide::report::wording {

// "with the CFO's weights trn wins by 12.0 points" (or "... no option wins: a tie").
std::string stakeholderOutcome(const StakeholderView &view);
// "the CFO's choice flips if 'Cost' weight goes below 6.5 (gpu ties)", or that no single
// weight in 0..10 changes it.
std::string stakeholderFlip(const StakeholderView &view, const StakeholderResult &result);
// Both, joined: the one line the table and the report print per member and the group.
std::string stakeholderSentence(const StakeholderView &view, const StakeholderResult &result);
// "the influence-weighted arithmetic mean" / "... geometric mean ..."
std::string stakeholderMeanPhrase(StakeholderMean mean);
// A criterion's label by id (the id when unknown).
std::string criterionLabel(const StakeholderResult &result, const std::string &id);

} // namespace acceldecide::report::wording
