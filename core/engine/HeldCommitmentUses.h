#pragma once

#include "core/engine/OptionCostModel.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

namespace acceldecide {

// What each commitment the team already holds does for one option (OptionResult's
// heldCommitments): what is owed on it and used, which rate it covers the option at and
// where that rate came from, and a warning for every assumption and for each one the
// option strands.
class HeldCommitmentUses
{
public:
    static void describe(const Scenario &scenario, const Option &option,
                         const OptionCostBasis &basis, OptionResult &result);
};

} // namespace acceldecide
