#include "core/engine/billing/HeldCommitmentRules.h"

#include <algorithm>

namespace acceldecide {

int HeldCommitmentRules::applicationRank(const ExistingCommitment &held)
{
    if (held.kind == CommitmentKind::Reserved)
        return 0;
    return held.plan == SavingsPlanType::Ec2Instance ? 1 : 2;
}

bool HeldCommitmentRules::paysForUsage(const Option &option)
{
    // Nor Capacity Blocks: AWS bills them apart from the usage plans and reservations
    // cover (see docs/billing.md, "Capacity Blocks for ML").
    return option.instanceHourlyUsd && option.purchase.model != PurchaseModel::Spot &&
           option.purchase.model != PurchaseModel::Effective &&
           option.purchase.model != PurchaseModel::CapacityBlock;
}

std::optional<bool> HeldCommitmentRules::catalogExchange(const ExistingCommitment &held,
                                                         const Option &option)
{
    if (held.exchange)
        return std::nullopt;
    const HeldCatalogTerms *terms = findHeldCatalogTerms(option.heldCatalogTerms, held.id);
    return terms ? terms->exchange : std::nullopt;
}

bool HeldCommitmentRules::exchangesInto(const ExistingCommitment &held, const Option &option)
{
    if (held.kind != CommitmentKind::Reserved || held.offeringClass != OfferingClass::Convertible)
        return false;
    const bool exchanges = held.exchange.value_or(catalogExchange(held, option).value_or(false));
    return exchanges && paysForUsage(option) && !covers(held, option);
}

bool HeldCommitmentRules::covers(const ExistingCommitment &held, const Option &option)
{
    if (!paysForUsage(option))
        return false;
    if (held.kind == CommitmentKind::Reserved)
        return held.instanceType == option.instanceType;
    switch (held.plan) {
    case SavingsPlanType::Compute:
        return true;
    case SavingsPlanType::Ec2Instance:
        return instanceFamily(held.instanceType) == instanceFamily(option.instanceType);
    case SavingsPlanType::SageMaker:
        return false;
    }
    return false;
}

std::vector<std::size_t> HeldCommitmentRules::order(const Scenario &scenario)
{
    std::vector<std::size_t> order(scenario.existingCommitments.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return applicationRank(scenario.existingCommitments[a]) <
               applicationRank(scenario.existingCommitments[b]);
    });
    return order;
}

} // namespace acceldecide
