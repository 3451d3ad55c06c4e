#pragma once

#include "core/model/Evaluation.h"

#include <string>

namespace acceldecide {

// The "Savings-plan commitments" section of `acceldecide-cli evaluate`'s text output:
// per option with a commitment, its level, utilization against break-even,
// cost against all-on-demand and the optimum, what is owed when usage stops, 1-year
// against 3-year, and the month-by-month split. Empty when no option has a commitment.
class CommitmentTable
{
public:
    static std::string format(const Evaluation &evaluation);
    // "Commitments already held": per option, what each held commitment pays for and
    // what is stranded. Empty when the scenario holds none.
    static std::string formatHeld(const Evaluation &evaluation);
    // The credits each option's plan spends and what expires unused; empty without credits.
    static std::string formatCredits(const Evaluation &evaluation);
};

} // namespace acceldecide
