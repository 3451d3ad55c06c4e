#include "core/decision/CapacityBlockChecks.h"

#include "core/model/CapacityBlockLengths.h"
#include "core/text/MoneyFormat.h"

#include <algorithm>
#include <string>
#include <vector>

namespace acceldecide {

namespace {

// What AWS's credit terms say and what the engine assumes, in every such warning alike
// (docs/billing.md cites the pages).
constexpr const char *kCreditTerms =
    "an assumption: AWS's Promotional Credit Terms rule out credits for \"any upfront fee for "
    "any Services\", Capacity Block fees are paid upfront, and no AWS page says whether "
    "credits pay them";

// How the blocks come to hold so many instances at once.
std::string why(const CapacityBlockResult &blocks)
{
    std::vector<std::string> parts;
    if (blocks.blocksSideBySide > 1)
        parts.push_back(MoneyFormat::number(blocks.blocksSideBySide) + " blocks of up to " +
                        MoneyFormat::number(blocks.largestBlock) + " side by side");
    const double runs = blocks.instances > 0.0 ? blocks.peakInstances / blocks.instances : 0.0;
    if (runs > 1.0)
        parts.push_back("the blocks of " + MoneyFormat::number(runs) +
                        " training runs overlapping");
    if (parts.empty())
        return {};
    std::string text = " (" + parts.front();
    if (parts.size() > 1)
        text += ", " + parts.back();
    return text + ")";
}

std::optional<Warning> creditsAssumed(const OptionResult &option, bool onBaselineBlocks)
{
    if (!(option.creditsUsedUsd > 0.0))
        return std::nullopt;
    const std::string credits = MoneyFormat::usd(option.creditsUsedUsd);
    std::string counted;
    double atStake = option.creditsUsedUsd;
    if (option.capacityBlocks && option.capacityBlocks->feesUsd > 0.0) {
        const double fees = option.capacityBlocks->feesUsd;
        counted = "this option's " + MoneyFormat::usd(fees) + " of Capacity Block fees";
        atStake = std::min(fees, option.creditsUsedUsd);
    } else if (onBaselineBlocks) {
        counted = "the baseline's Capacity Block fees while the port runs";
    } else {
        return std::nullopt;
    }
    return Warning{CapacityBlockChecks::kCreditsAssumed,
                   "Credits pay " + credits + " here, counting " + counted +
                       " as eligible. That is " + kCreditTerms +
                       ". If they do not, this option costs up to " + MoneyFormat::usd(atStake) +
                       " more."};
}

} // namespace

std::optional<Warning> CapacityBlockChecks::instanceLimit(const CapacityBlockResult &blocks)
{
    constexpr int limit = CapacityBlockLengths::kMaxInstancesAcrossBlocks;
    if (!(blocks.peakInstances > limit))
        return std::nullopt;
    return Warning{kInstanceLimit,
                   "These Capacity Blocks hold " + MoneyFormat::number(blocks.peakInstances) +
                       " instances at once" + why(blocks) + ": AWS allows at most " +
                       std::to_string(limit) +
                       " instances across all of an organization's Capacity Blocks on any one "
                       "date, so it would not sell this purchase as modelled."};
}

void CapacityBlockChecks::warn(const Scenario &scenario, std::vector<OptionResult> &options)
{
    const int baselineIndex = scenario.baselineIndex();
    const bool baselineBuysBlocks = baselineIndex >= 0 &&
                                    std::size_t(baselineIndex) < options.size() &&
                                    options[std::size_t(baselineIndex)].capacityBlocks.has_value();
    for (std::size_t i = 0; i < options.size(); ++i) {
        OptionResult &option = options[i];
        if (option.capacityBlocks) {
            if (std::optional<Warning> warning = instanceLimit(*option.capacityBlocks))
                option.warnings.push_back(std::move(*warning));
        }
        const bool onBaselineBlocks =
            baselineBuysBlocks && int(i) != baselineIndex && option.portMonths > 0.0;
        if (std::optional<Warning> warning = creditsAssumed(option, onBaselineBlocks))
            option.warnings.push_back(std::move(*warning));
    }
}

} // namespace acceldecide
