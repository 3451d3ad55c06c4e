#include "core/editing/CommitmentEditing.h"

#include <cmath>

namespace acceldecide {

namespace {

// The discount a flat purchase model carried, when it was a commitment of this kind.
std::optional<double> carriedDiscount(const Purchase &purchase, CommitmentKind kind)
{
    switch (purchase.model) {
    case PurchaseModel::SavingsPlan1y:
    case PurchaseModel::SavingsPlan3y:
        return kind == CommitmentKind::SavingsPlan ? std::optional(purchase.discountPercent)
                                                   : std::nullopt;
    case PurchaseModel::Reserved1y:
    case PurchaseModel::Reserved3y:
        return kind == CommitmentKind::Reserved ? std::optional(purchase.discountPercent)
                                                : std::nullopt;
    default:
        return std::nullopt;
    }
}

} // namespace

Commitment CommitmentEditing::suggested(const Option &option, double peakAccelerators)
{
    Commitment commitment;
    const PurchaseModel model = option.purchase.model;
    if (model == PurchaseModel::Reserved1y || model == PurchaseModel::Reserved3y)
        commitment.kind = CommitmentKind::Reserved;
    commitment.termYears = termMonths(model) == 36 ? 3 : 1;
    if (const std::optional<double> discount = carriedDiscount(option.purchase, commitment.kind);
        discount && !option.purchase.discountFromCatalog)
        commitment.discountPercent = *discount;
    else
        commitment.discountFromCatalog = option.purchase.discountFromCatalog;
    const double onDemand =
        option.instanceHourlyUsd ? *option.instanceHourlyUsd / option.acceleratorsPerInstance : 0.0;
    const double committedRate = onDemand * (1.0 - commitment.discountPercent / 100.0);
    if (commitment.kind == CommitmentKind::SavingsPlan)
        commitment.usdPerHour = peakAccelerators * committedRate;
    else
        commitment.instances = std::round(peakAccelerators / option.acceleratorsPerInstance);
    return commitment;
}

bool CommitmentEditing::setCommitment(Scenario &scenario, const std::string &optionId,
                                      std::optional<Commitment> commitment)
{
    const int index = scenario.optionIndex(optionId);
    if (index < 0)
        return false;
    Option &option = scenario.options[static_cast<std::size_t>(index)];
    option.commitment = std::move(commitment);
    if (option.commitment && option.purchase.model != PurchaseModel::OnDemand) {
        option.purchase = Purchase{};
        option.purchase.model = PurchaseModel::OnDemand;
    }
    return true;
}

Commitment CommitmentEditing::atLevel(Commitment commitment, const Option &option,
                                      const CommitmentOptionResult &result, double percentOfPeak)
{
    const double accelerators = result.peakAccelerators * percentOfPeak / 100.0;
    if (commitment.kind == CommitmentKind::SavingsPlan)
        commitment.usdPerHour = accelerators * result.committedUsdPerAcceleratorHour;
    else
        commitment.instances = std::round(accelerators / option.acceleratorsPerInstance);
    return commitment;
}

Commitment CommitmentEditing::withPlan(Commitment commitment, SavingsPlanType plan)
{
    if (commitment.kind == CommitmentKind::SavingsPlan)
        commitment.plan = plan;
    return commitment;
}

Commitment CommitmentEditing::withOfferingClass(Commitment commitment, OfferingClass offeringClass)
{
    if (commitment.kind == CommitmentKind::Reserved)
        commitment.offeringClass = offeringClass;
    return commitment;
}

void CommitmentEditing::setUsage(Scenario &scenario, double growthPercentPerMonth,
                                 std::optional<int> lastMonthWithUsage)
{
    scenario.workload.growthPercentPerMonth = growthPercentPerMonth;
    scenario.workload.lastMonthWithUsage = lastMonthWithUsage;
}

} // namespace acceldecide
