#include "core/engine/PurchaseModelComparison.h"

#include "core/engine/CreditLedger.h"
#include "core/engine/OptionCostInputs.h"
#include "core/engine/OptionCostModel.h"

namespace acceldecide {

int comparedPurchaseModelIndex(PurchaseModel model)
{
    for (std::size_t i = 0; i < kComparedPurchaseModels.size(); ++i) {
        if (kComparedPurchaseModels[i] == model)
            return int(i);
    }
    return -1;
}

PurchaseModelDiscounts PurchaseModelComparison::ownDiscounts(const Option &option)
{
    PurchaseModelDiscounts discounts;
    if (option.purchase.model == PurchaseModel::CapacityBlock && !option.purchase.rateFromCatalog)
        discounts.blockUsdPerInstanceHour = option.purchase.hourlyUsd;
    if (!option.instanceHourlyUsd)
        return discounts; // an effective or block rate alone says nothing about on-demand
    discounts.discountPercent[0] = 0.0;
    if (takesDiscount(option.purchase.model) && !option.purchase.discountFromCatalog)
        discounts.discountPercent[std::size_t(comparedPurchaseModelIndex(option.purchase.model))] =
            option.purchase.discountPercent;
    return discounts;
}

namespace {

// The option bought as `variant` says, everything else as the scenario has it.
PurchaseModelCost cost(const ScenarioCostInputs &inputs, const OptionEconomics &baseline,
                       std::size_t i, const Option &option, OptionCostInputs variant)
{
    const bool isBaseline = i == inputs.baselineIndex;
    // The flat-discount models side by side; a commitment's hour-by-hour billing has its
    // own chart (savings-plan scenarios).
    variant.hasCommitment = false;
    // Interruptions are a property of spot capacity: only an option that is already on
    // spot says how much they cost it.
    variant.interruptionOverheadPercent =
        variant.model == PurchaseModel::Spot && option.purchase.model == PurchaseModel::Spot
            ? option.purchase.interruptionOverheadPercent
            : 0.0;
    const OptionEconomics economics =
        OptionCostModel::economics(inputs.workload, inputs.horizonMonths, variant, isBaseline);
    // The baseline's port months never happen; another option's are billed at the
    // baseline's per-use purchase.
    const OptionEconomics &portedFrom = isBaseline ? economics : baseline;
    PurchaseModelCost cost;
    cost.discountPercent = variant.discountPercent;
    cost.interruptionOverheadPercent = variant.interruptionOverheadPercent;
    // Credits pay what this way of buying bills, as they would in the plan (a flat
    // purchase has no upfront fee they cannot pay).
    const std::size_t b = inputs.baselineIndex;
    cost.creditsUsd =
        inputs.credits.empty()
            ? 0.0
            : CreditLedger::totalUsd(inputs.credits, {&economics, 0.0, i}, {&portedFrom, 0.0, b},
                                     inputs.workload, inputs.horizonMonths);
    cost.tcoUsd = OptionCostModel::horizonTotalUsd(economics, portedFrom, inputs.workload,
                                                   inputs.horizonMonths) -
                  cost.creditsUsd;
    cost.commitmentBeyondHorizonUsd = economics.commitmentBeyondHorizonUsd;
    if (economics.capacityBlocks.active)
        cost.capacityBlocks = economics.capacityBlocks.result(economics.portMonths);
    return cost;
}

} // namespace

std::vector<OptionPurchaseModels>
PurchaseModelComparison::compute(const Scenario &scenario,
                                 const std::vector<PurchaseModelDiscounts> &discounts)
{
    const ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
    const OptionCostInputs &baselineInputs = inputs.options[inputs.baselineIndex];
    // What another option's port months are billed at (billing/PortWork.h).
    const OptionEconomics baseline = OptionCostModel::portWorkEconomics(
        inputs.workload, inputs.horizonMonths, baselineInputs,
        OptionCostModel::economics(inputs.workload, inputs.horizonMonths, baselineInputs, true));

    std::vector<OptionPurchaseModels> result;
    result.reserve(scenario.options.size());
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        const Option &option = scenario.options[i];
        OptionPurchaseModels entry;
        entry.option = option.id;
        if (i < discounts.size()) {
            for (std::size_t m = 0; m < kComparedPurchaseModels.size(); ++m) {
                OptionCostInputs variant = inputs.options[i];
                variant.model = kComparedPurchaseModels[m];
                if (variant.model == PurchaseModel::CapacityBlock) {
                    if (!discounts[i].blockUsdPerInstanceHour)
                        continue;
                    variant.hourlyUsd = *discounts[i].blockUsdPerInstanceHour;
                    variant.discountPercent = 0.0;
                    // An option that buys blocks already keeps its length and instances;
                    // any other buys the cheapest covering on the instances it needs.
                    if (option.purchase.model != PurchaseModel::CapacityBlock) {
                        variant.blockDays = 0.0;
                        variant.blockInstances = 0.0;
                    }
                    // AWS bills blocks apart from what savings plans and reservations
                    // cover: a held commitment pays none of them.
                    for (HeldInputs &held : variant.held)
                        held.covers = false;
                } else {
                    const std::optional<double> discount = discounts[i].discountPercent[m];
                    if (!discount || !option.instanceHourlyUsd)
                        continue;
                    variant.discountPercent = *discount;
                }
                entry.models[m] = cost(inputs, baseline, i, option, variant);
            }
        }
        result.push_back(std::move(entry));
    }
    return result;
}

} // namespace acceldecide
