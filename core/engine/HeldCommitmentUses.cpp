#include "core/engine/HeldCommitmentUses.h"

#include "core/engine/CommitmentSimulation.h"
#include "core/engine/billing/HeldCommitmentRules.h"
#include "core/text/MoneyFormat.h"

namespace acceldecide {

namespace {

// Which rate a held commitment covers the option at, and what that assumes.
void describeHeldRate(const ExistingCommitment &held, const Option &option, HeldCommitmentUse &use,
                      OptionResult &result)
{
    if (HeldCommitmentRules::exchangesInto(held, option)) {
        use.rate = "exchanged";
        result.warnings.push_back(
            {"held_commitment_exchanged",
             held.id + " is exchanged for a convertible reservation of the " +
                 instanceFamily(option.instanceType) +
                 " family: its charge buys that family's hours, assumed at its own " +
                 MoneyFormat::number(held.discountPercent, 1) +
                 " % discount (AWS exchanges only for one of equal or greater value)."});
        return;
    }
    if (held.kind != CommitmentKind::SavingsPlan || held.plan != SavingsPlanType::Compute ||
        !HeldCommitmentRules::covers(held, option))
        return;
    if (option.computeSavingsPlanDiscountPercent) {
        use.rate = "option_stated";
        return;
    }
    use.rate = "held_plan_assumed";
    result.warnings.push_back(
        {"held_compute_rate_assumed",
         held.id + " covers this option at its own " +
             MoneyFormat::number(held.discountPercent, 1) +
             " % discount: AWS applies the Compute Savings Plan rate of this option's family and "
             "region, which may differ; state compute_savings_plan_discount_percent to use it."});
}

} // namespace

void HeldCommitmentUses::describe(const Scenario &scenario, const Option &option,
                                  const OptionCostBasis &basis, OptionResult &result)
{
    if (scenario.existingCommitments.empty())
        return;
    const UsageProfile usage{basis.busyAccelerators, basis.busyHoursPerMonth,
                             scenario.workload.growthPercentPerMonth,
                             scenario.workload.lastMonthWithUsage};
    const auto shares = CommitmentSimulation::heldShares(usage, basis.held, scenario.horizonMonths);
    const std::vector<std::size_t> order = HeldCommitmentRules::order(scenario);
    for (std::size_t k = 0; k < order.size() && k < shares.size(); ++k) {
        HeldCommitmentUse use;
        const ExistingCommitment &held = scenario.existingCommitments[order[k]];
        use.id = held.id;
        use.covers = basis.held.items[k].accelerators > 0.0;
        describeHeldRate(held, option, use, result);
        use.owedUsd = shares[k].owedUsd;
        use.usedUsd = shares[k].usedUsd;
        // Idle hours waste a held plan in every option alike; one this option cannot use
        // at all is what the choice strands.
        if (!use.covers && use.owedUsd > 0.0)
            result.warnings.push_back({"held_commitment_stranded",
                                       use.id + " cannot pay for this option: the " +
                                           MoneyFormat::usd(use.owedUsd) +
                                           " owed on it within the horizon buys nothing here."});
        result.heldCommitments.push_back(std::move(use));
    }
}

} // namespace acceldecide
