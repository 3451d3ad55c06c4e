#include "core/actuals/PlannedMonths.h"

#include "core/engine/billing/PortMonths.h"

#include <algorithm>
#include <stdexcept>

namespace acceldecide::actuals {

PurchaseGroup purchaseGroupOf(PurchaseModel model)
{
    switch (model) {
    case PurchaseModel::SavingsPlan1y:
    case PurchaseModel::SavingsPlan3y:
    case PurchaseModel::Reserved1y:
    case PurchaseModel::Reserved3y:
        return PurchaseGroup::Commitment;
    case PurchaseModel::Spot:
        return PurchaseGroup::Spot;
    case PurchaseModel::CapacityBlock:
        return PurchaseGroup::CapacityBlock;
    case PurchaseModel::OnDemand:
    case PurchaseModel::Effective:
        break;
    }
    return PurchaseGroup::OnDemand;
}

PlannedMonths plannedMonths(const Scenario &scenario, const Evaluation &evaluation,
                            const std::string &optionId, int firstMonth)
{
    const int index = scenario.optionIndex(optionId);
    const auto result = std::find_if(evaluation.options.begin(), evaluation.options.end(),
                                     [&](const OptionResult &r) { return r.id == optionId; });
    if (index < 0 || result == evaluation.options.end())
        throw std::invalid_argument("plannedMonths: no option " + optionId);
    const Option &option = scenario.options[std::size_t(index)];
    PlannedMonths plan;
    plan.firstMonth = firstMonth;
    plan.instanceType = option.instanceType;
    plan.purchase = purchaseGroupOf(option.purchase.model);
    plan.ratePerAcceleratorHour = result->effectiveHourlyUsd;
    const std::size_t months = result->monthlyUsd.size();
    plan.cloudUsd.resize(months);
    plan.creditsUsd.resize(months);
    plan.totalUsd = result->monthlyUsd;
    for (std::size_t m = 0; m < months; ++m) {
        const double credits = m < result->creditsByMonth.size() ? result->creditsByMonth[m] : 0.0;
        const double porting = billing::portingShare(result->portMonths, int(m) + 1);
        const double engineering =
            (1.0 - porting) * option.maintenanceUsdPerMonth + (m == 0 ? result->oneTimeUsd : 0.0);
        plan.creditsUsd[m] = credits;
        plan.cloudUsd[m] = result->monthlyUsd[m] + credits - engineering;
    }
    return plan;
}

} // namespace acceldecide::actuals
