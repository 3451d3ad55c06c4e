#pragma once

#include "core/engine/CommitmentSimulation.h"
#include "core/model/CommitmentResult.h"

#include <span>
#include <vector>

namespace acceldecide {

class CommitmentSizing
{
public:
    // Cost that sizing minimises: the horizon's total plus the commitment still owed.
    static double cost(const UsageProfile &usage, const CommitmentTerms &terms, int horizonMonths,
                       const HeldCommitments &held = {});

    // The same usage under each term (discounts differ by term), each at its own optimal
    // ladder (optimalAccelerators: the first term's level).
    static std::vector<TermComparison> compareTerms(const UsageProfile &usage,
                                                    std::span<const CommitmentTerms> terms,
                                                    int horizonMonths);

    // `expected` sets the level grid; `samples` are the possible usages (at least one).
    static UncertainSizing underUncertainty(const UsageProfile &expected,
                                            std::span<const UsageProfile> samples,
                                            const CommitmentTerms &terms, int horizonMonths);
};

} // namespace acceldecide
