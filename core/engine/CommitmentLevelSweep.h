#pragma once

#include "core/model/CommitmentTerms.h"
#include "core/model/UsageProfile.h"

#include <span>
#include <vector>

namespace acceldecide {

// What one usage costs at many commitment levels of the same terms: for each level,
// CommitmentSimulation::totalCost() with the terms committed at that level (renewals
// decided by the terms' policy, nothing held), to the last bit. Sizing a commitment under
// uncertainty prices every sampled usage at every level of a grid; with the levels as the
// batch, each month's usage is walked once per usage instead of once per level, and the
// arithmetic over the levels vectorises. Usage that grows or declines takes that path;
// flat usage has closed forms per level and goes through CommitmentSimulation.
class CommitmentLevelSweep
{
public:
    CommitmentLevelSweep(const CommitmentTerms &terms, int horizonMonths,
                         std::span<const double> levels);

    std::size_t levelCount() const { return m_levels.size(); }

    // costs[i]: the cost at levels[i] (costs.size() == levelCount()).
    void costs(const UsageProfile &usage, std::span<double> costs);

private:
    void walkUsage(const UsageProfile &usage);
    void decideRenewals(const UsageProfile &usage);
    void bill(const UsageProfile &usage, std::span<double> costs);
    double termCostAtZero(const UsageProfile &usage, int termIndex) const;

    CommitmentTerms m_terms;
    int m_horizonMonths = 0;
    int m_termCount = 0;
    int m_lastMonth = 0; // the last month any level's bill can reach
    std::vector<double> m_levels;
    std::vector<double> m_firstLevels;  // what the first term buys: the level, or 0
    std::vector<double> m_decisionOwed; // a month's commitment as the renewal decision prices it
    std::vector<double> m_billOwed;     // and as the bill does (rounded differently)
    std::vector<double> m_busy;         // accelerators busy in month m, at m_busy[m - 1]
    std::vector<double> m_termLevels;   // term k's level for level i at [k * n + i]
    std::vector<double> m_endMonths;    // the last month of the last term bought
    std::vector<double> m_scratch;
    std::vector<double> m_horizon, m_afterHorizon, m_remaining;
};

} // namespace acceldecide
