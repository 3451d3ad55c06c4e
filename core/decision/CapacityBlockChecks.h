#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <optional>
#include <vector>

namespace acceldecide {

// What an evaluation's Capacity Blocks ask the reader to check before trusting them:
// a purchase holding more instances at once than AWS sells, and credits counted against
// block fees, which no AWS page confirms.
class CapacityBlockChecks
{
public:
    static constexpr const char *kInstanceLimit = "capacity_block_instance_limit";
    static constexpr const char *kCreditsAssumed = "capacity_block_credits_assumed";

    // A kInstanceLimit warning on every option whose blocks hold more than
    // CapacityBlockLengths::kMaxInstancesAcrossBlocks instances at once, and a
    // kCreditsAssumed one on every option whose credits may have paid block fees (its own,
    // or the baseline's while its port runs). Needs the options' credits spent.
    static void warn(const Scenario &scenario, std::vector<OptionResult> &options);

    // The first warning's text, or nothing when the blocks stay within AWS's limit.
    static std::optional<Warning> instanceLimit(const CapacityBlockResult &blocks);
};

} // namespace acceldecide
