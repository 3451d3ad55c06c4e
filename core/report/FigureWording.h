#pragma once

#include "core/model/Evaluation.h"

#include <string>

namespace acceldecide::report::wording {

// What a figure includes, in the words the report, the command line's table and the
// workbook share, so a figure beside another never reads as a contradiction.

// Whether any option owes anything on commitments the team already holds.
bool anyHeldOwed(const Evaluation &evaluation);
// Whether any option owes anything on its own commitment after the horizon.
bool anyOwedAfterHorizon(const Evaluation &evaluation);

// "Monthly compute and the effective rate leave out what the commitments the team already
// holds are owed ($14,600 a month over the 12-month horizon, the same in every option);
// the TCO includes it, and the all-in rate adds it over the accelerator-hours used." Empty
// when nothing is owed on held commitments.
std::string heldOwedNote(const Evaluation &evaluation);

// What the totals count of the options' own commitment months past the horizon: all of
// it when the project ends with the horizon; under work_continues, owed less what the
// work continuing after it uses. Empty when no option owes anything after the horizon.
std::string afterHorizonNote(const Evaluation &evaluation);

// Why what is left of a credit is left: "expired after month 6", "usable until month 18,
// after the horizon", "starts in month 14, after the 12-month horizon", or "" when all of
// it was used.
std::string creditLeft(const CreditUse &use, int horizonMonths);

} // namespace acceldecide::report::wording
