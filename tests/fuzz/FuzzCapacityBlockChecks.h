#pragma once

// fuzz_scenario's invariants for AWS's Capacity Block limits, apart so the target's main
// file stays readable.
#include "FuzzCheck.h"

#include "core/decision/CapacityBlockChecks.h"
#include "core/model/CapacityBlockLengths.h"
#include "core/model/Evaluation.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <string>

namespace acceldecide::fuzz {

// Every block the engine sizes is one AWS sells (at most 64 instances; a larger cluster
// buys blocks side by side that together hold it), and a purchase holding more than 256
// instances at once carries the warning naming that limit, and only such a purchase.
inline void checkBlockLimits(const OptionResult &option, const CapacityBlockResult &blocks)
{
    const auto exact = [](double value) {
        char text[32];
        std::snprintf(text, sizeof text, "%.17g", value);
        return std::string(text);
    };
    const std::string name = "option " + option.id + ": ";
    constexpr double most = CapacityBlockLengths::kMaxInstances;
    FUZZ_CHECK(blocks.largestBlock <= most && blocks.smallestBlock <= blocks.largestBlock,
               name + "a block of " + exact(blocks.largestBlock) + " instances, more than the " +
                   exact(most) + " AWS sells in one");
    FUZZ_CHECK(blocks.blocksSideBySide >= 1, name + "no block side by side");
    // Below 2^53 instances the split is exact: full blocks and the rest hold them all.
    if (blocks.instances < 0x1p53 && blocks.blocksSideBySide < std::numeric_limits<int>::max()) {
        const double held =
            (blocks.blocksSideBySide - 1) * blocks.largestBlock + blocks.smallestBlock;
        FUZZ_CHECK(nearlyEqual(held, blocks.instances, blocks.instances),
                   name + "blocks side by side hold " + exact(held) + " instances, not " +
                       exact(blocks.instances));
    }
    const bool warned =
        std::any_of(option.warnings.begin(), option.warnings.end(), [](const Warning &warning) {
            return warning.code == CapacityBlockChecks::kInstanceLimit;
        });
    FUZZ_CHECK(warned == (blocks.peakInstances > CapacityBlockLengths::kMaxInstancesAcrossBlocks),
               name + exact(blocks.peakInstances) + " instances held at once, " +
                   (warned ? "warned" : "not warned") + " of AWS's limit of " +
                   std::to_string(CapacityBlockLengths::kMaxInstancesAcrossBlocks));
}

} // namespace acceldecide::fuzz
