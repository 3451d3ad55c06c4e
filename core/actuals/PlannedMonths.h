#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <string>
#include <vector>

namespace acceldecide::actuals {

// What a bill is held to: the option a decision chose, as its plan expects AWS to bill it.
enum class PurchaseGroup
{
    OnDemand,
    Commitment, // savings plans and reservations
    Spot,
    CapacityBlock,
};

struct PlannedMonths
{
    int firstMonth = 0; // monthIndex() of plan month 1
    // Per plan month: the cloud bill before credits (the option's month less the
    // engineering the plan also counts: maintenance once ported, the one-time cost in
    // month 1), and the credits the plan spends.
    std::vector<double> cloudUsd;
    std::vector<double> creditsUsd;
    // The option's month as the plan counts it (engineering and credits included), for the
    // re-forecast's cumulative cost.
    std::vector<double> totalUsd;
    double ratePerAcceleratorHour = 0.0; // the option's effective $/accelerator-hour
    std::string instanceType;
    PurchaseGroup purchase = PurchaseGroup::OnDemand;
};

// The plan of `option` (its result in `evaluation` of `scenario`), month 1 being
// `firstMonth`. The engineering taken off is the option's own inputs, with the port's
// months counted by billing::portingShare, as the engine counts them.
PlannedMonths plannedMonths(const Scenario &scenario, const Evaluation &evaluation,
                            const std::string &optionId, int firstMonth);

PurchaseGroup purchaseGroupOf(PurchaseModel model);

} // namespace acceldecide::actuals
