#pragma once

#include "core/model/ExistingCommitment.h"
#include "core/model/Scenario.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace acceldecide {

// The rules for commitments a team already holds, written once for every engine: which
// options' usage each may pay for, and the order AWS applies them in (AWS Savings Plans
// User Guide; docs/billing.md, "Commitments a team already holds").
class HeldCommitmentRules
{
public:
    // 0 for a reservation, 1 for an EC2 Instance Savings Plan, 2 for a Compute Savings
    // Plan: AWS applies reservations first, then EC2 Instance plans, then Compute plans.
    static int applicationRank(const ExistingCommitment &held);
    // Indexes into scenario.existingCommitments in the order AWS applies them (ties keep
    // the scenario's order).
    static std::vector<std::size_t> order(const Scenario &scenario);
    // Whether `held` can pay for `option`'s usage: on-demand EC2 usage only (not spot, not
    // an effective rate bought elsewhere, not Capacity Blocks); a Compute plan any
    // instance, an EC2 Instance plan its family, a reservation its instance type, a
    // SageMaker plan no EC2 option.
    static bool covers(const ExistingCommitment &held, const Option &option);
    // Whether `option` is usage a held commitment can pay for at all: on-demand EC2 usage.
    static bool paysForUsage(const Option &option);
    // Whether a held convertible reservation the team will exchange is exchanged for one
    // of `option`'s family: it does not cover the option as it is, and AWS exchanges a
    // convertible reservation for another family's of equal or greater value (EC2 User
    // Guide, "Exchange Convertible Reserved Instances"). The team will when `exchange` says
    // so; where it is not stated, when catalog resolution found a convertible offer for
    // the option's family (catalogExchange()). A standard one cannot be exchanged and
    // stays stranded, whatever is said.
    static bool exchangesInto(const ExistingCommitment &held, const Option &option);
    // What the catalog decided for a convertible reservation whose `exchange` is not
    // stated, covering `option`: true or false where resolution asked, unset otherwise
    // (no catalog, or the exchange was stated).
    static std::optional<bool> catalogExchange(const ExistingCommitment &held,
                                               const Option &option);
};

} // namespace acceldecide
