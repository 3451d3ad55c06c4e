#pragma once

#include "core/engine/OptionCostInputs.h"

#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <vector>

namespace acceldecide {

// The real inputs of a scenario as columns over a batch of variants: each one either
// the scenario's value repeated (filled once) or a row of values that varies per
// variant (a Monte Carlo target, a sensitivity point). A target may land in several
// columns (a team rate shared by every port). Reading a column is reading an array, so
// the closed forms over it vectorise.
class BatchColumns
{
public:
    static constexpr std::size_t kMaxBatch = 256;

    enum OptionField : std::size_t
    {
        InstanceHourlyUsd,
        AcceleratorsPerInstance,
        DiscountPercent,
        InterruptionOverheadPercent,
        HourlyUsd,
        TokensPerSec,
        PeakTflops,
        MfuPercent,
        Instances,
        MigrationWeeks,
        Engineers,
        HoursPerWeek,
        HourlyRateUsd,
        MaintenanceUsdPerMonth,
        ClusterAccelerators,
        CommitmentDiscountPercent,
        CommitmentUsdPerHour,
        CommitmentInstances,
        kOptionFieldCount
    };
    enum WorkloadField : std::size_t
    {
        ModelParamsBillion,
        TokensPerRunBillion,
        Runs,
        OverheadPercent,
        TokensPerDayBillion,
        UtilizationPercent,
        HoursPerMonth,
        BusyHoursPerMonth,
        GrowthPercentPerMonth,
        kWorkloadFieldCount
    };

    // Binds every target path of `scenario` (flattened as `inputs`); a path that moves
    // no cost binds nothing. Throws std::invalid_argument for a target that is not a
    // real input of the scenario.
    BatchColumns(const Scenario &scenario, const ScenarioCostInputs &inputs,
                 std::span<const std::string> targets);

    // Points the varying columns at `values` (values[t * count + i]: target t in
    // variant i) for the next batch.
    void attach(std::span<const double> values, std::size_t count);

    const double *option(std::size_t optionIndex, OptionField field) const
    {
        return m_optionColumns[optionIndex][field];
    }
    const double *workload(WorkloadField field) const { return m_workloadColumns[field]; }
    bool varies(WorkloadField field) const { return m_workloadTarget[field] >= 0; }
    bool varies(std::size_t optionIndex, OptionField field) const
    {
        return m_optionTarget[optionIndex][field] >= 0;
    }

private:
    using OptionColumns = std::array<const double *, kOptionFieldCount>;
    std::vector<double> m_repeated; // every fixed value, kMaxBatch times
    std::vector<OptionColumns> m_optionColumns;
    std::array<const double *, kWorkloadFieldCount> m_workloadColumns{};
    // Which target feeds each column (-1: fixed).
    std::vector<std::array<int, kOptionFieldCount>> m_optionTarget;
    std::array<int, kWorkloadFieldCount> m_workloadTarget{};
};

} // namespace acceldecide
