#include "core/engine/HeldCommitmentUses.h"

#include "core/engine/CommitmentSimulation.h"
#include "core/engine/billing/HeldCommitmentRules.h"
#include "core/text/MoneyFormat.h"

namespace acceldecide {

namespace {

// The catalog's words for `held` covering `option`, when resolution said anything.
std::string catalogSource(const ExistingCommitment &held, const Option &option)
{
    const HeldCatalogTerms *terms = findHeldCatalogTerms(option.heldCatalogTerms, held.id);
    return terms ? terms->source : std::string();
}

// An exchanged convertible reservation. Where the scenario does not say it is exchanged,
// the catalog's convertible offer for the family decided it: said, with how to undo it.
void describeExchange(const ExistingCommitment &held, const Option &option, HeldCommitmentUse &use,
                      OptionResult &result)
{
    use.rate = "exchanged";
    std::string message = held.id + " is exchanged for a convertible reservation of the " +
                          instanceFamily(option.instanceType) +
                          " family: its charge buys that family's hours, assumed at its own " +
                          MoneyFormat::number(held.discountPercent, 1) +
                          " % discount (AWS exchanges only for one of equal or greater value).";
    if (!held.exchange)
        message += " It is exchanged because its exchange is not stated and the catalog has a "
                   "convertible reservation offer for the family: " +
                   catalogSource(held, option) + "; state exchange: false to keep it as it is.";
    result.warnings.push_back({"held_commitment_exchanged", message});
}

// Which rate a held commitment covers the option at, and what that assumes. Returns what
// the held_commitment_stranded warning adds when the option cannot use it at all.
std::string describeRate(const ExistingCommitment &held, const Option &option,
                         HeldCommitmentUse &use, OptionResult &result)
{
    if (HeldCommitmentRules::exchangesInto(held, option)) {
        describeExchange(held, option, use, result);
        return {};
    }
    if (HeldCommitmentRules::catalogExchange(held, option) == false)
        return " Its exchange is not stated, and the catalog has no convertible reservation "
               "offer for the " +
               instanceFamily(option.instanceType) +
               " family to exchange it into: " + catalogSource(held, option) + ".";
    if (held.kind != CommitmentKind::SavingsPlan || held.plan != SavingsPlanType::Compute ||
        !HeldCommitmentRules::covers(held, option))
        return {};
    const HeldCatalogTerms *catalog = findHeldCatalogTerms(option.heldCatalogTerms, held.id);
    if (option.computeSavingsPlanDiscountPercent) {
        use.rate = "option_stated";
    } else if (catalog && catalog->computeSavingsPlanDiscountPercent) {
        use.rate = "catalog";
        result.warnings.push_back(
            {"held_compute_rate_from_catalog",
             held.id + " covers this option at its Compute Savings Plan rate in the catalog, " +
                 MoneyFormat::number(*catalog->computeSavingsPlanDiscountPercent, 1) +
                 " % off its on-demand price: " + catalog->source + "."});
    } else {
        use.rate = "held_plan_assumed";
        std::string message =
            held.id + " covers this option at its own " +
            MoneyFormat::number(held.discountPercent, 1) +
            " % discount: AWS applies the Compute Savings Plan rate of this option's family and "
            "region, which may differ; state compute_savings_plan_discount_percent to use it.";
        if (catalog)
            message += " The catalog gives none to use: " + catalog->source + ".";
        result.warnings.push_back({"held_compute_rate_assumed", message});
    }
    return {};
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
        const std::string whyStranded = describeRate(held, option, use, result);
        use.owedUsd = shares[k].owedUsd;
        use.usedUsd = shares[k].usedUsd;
        // Idle hours waste a held plan in every option alike; one this option cannot use
        // at all is what the choice strands.
        if (!use.covers && use.owedUsd > 0.0)
            result.warnings.push_back(
                {"held_commitment_stranded",
                 use.id + " cannot pay for this option: the " + MoneyFormat::usd(use.owedUsd) +
                     " owed on it within the horizon buys nothing here." + whyStranded});
        result.heldCommitments.push_back(std::move(use));
    }
}

} // namespace acceldecide
