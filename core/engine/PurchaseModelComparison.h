#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace acceldecide {

// The purchase models the comparison chart sets side by side, in display order.
inline constexpr std::array<PurchaseModel, 7> kComparedPurchaseModels = {
    PurchaseModel::OnDemand,     PurchaseModel::SavingsPlan1y, PurchaseModel::SavingsPlan3y,
    PurchaseModel::Reserved1y,   PurchaseModel::Reserved3y,    PurchaseModel::Spot,
    PurchaseModel::CapacityBlock};

// Position of `model` in kComparedPurchaseModels, or -1 (Effective is not compared).
int comparedPurchaseModelIndex(PurchaseModel model);

// Per compared model the discount off on-demand in percent; nullopt when nobody knows
// a price for the model (the chart then shows no bar and says "no price"). Capacity
// Blocks are priced on their own, not as a discount: their rate per instance-hour
// (before any private discount) stands in blockUsdPerInstanceHour, and their
// discountPercent entry is never read.
struct PurchaseModelDiscounts
{
    std::array<std::optional<double>, kComparedPurchaseModels.size()> discountPercent;
    std::optional<double> blockUsdPerInstanceHour;
};

struct PurchaseModelCost
{
    double discountPercent = 0.0;
    double interruptionOverheadPercent = 0.0; // spot only: the option's own, else 0
    double tcoUsd = 0.0;                      // the horizon's cost, as OptionResult::tcoUsd
    double commitmentBeyondHorizonUsd = 0.0;
    double creditsUsd = 0.0; // the team's credits this way of buying spends (already off tcoUsd)
    // Capacity Blocks only: the blocks bought, as the evaluation reports an option's own.
    std::optional<CapacityBlockResult> capacityBlocks;

    // What the recommendation would rank by: the horizon's cost plus what is still owed.
    double totalUsd() const { return tcoUsd + commitmentBeyondHorizonUsd; }
};

struct OptionPurchaseModels
{
    std::string option;
    // Indexed like kComparedPurchaseModels; nullopt: no price for that model.
    std::array<std::optional<PurchaseModelCost>, kComparedPurchaseModels.size()> models;
};

// What an option would cost over the horizon under each purchase model, everything
// else unchanged. Each figure is the cost model's own (OptionCostModel::economics and
// horizonTotalUsd, exactly what ScenarioTotals compares), so switching an option's
// purchase model in the scenario reproduces the bar.
class PurchaseModelComparison
{
public:
    // `scenario` must be resolved (prices filled); `discounts` holds one entry per
    // option, in option order (missing entries count as "nothing known"). An option
    // without an on-demand instance price (an `effective` rate, or Capacity Blocks
    // alone) gets no discounted bars; a Capacity Block bar needs only a block rate.
    // The Capacity Block bar buys blocks exactly as the option would with its purchase
    // switched to capacity_block: its own block length and instances when it already
    // buys blocks, otherwise the cheapest covering on the instances it needs.
    static std::vector<OptionPurchaseModels>
    compute(const Scenario &scenario, const std::vector<PurchaseModelDiscounts> &discounts);

    // What the scenario itself says: on-demand (discount 0) when the option has an
    // instance price, and the option's own purchase model with its discount (or, for
    // Capacity Blocks, its own rate).
    static PurchaseModelDiscounts ownDiscounts(const Option &option);
};

} // namespace acceldecide
