#include "core/engine/batch/BatchColumns.h"

#include <algorithm>
#include <stdexcept>

namespace acceldecide {

namespace {

constexpr std::array<double OptionCostInputs::*, BatchColumns::kOptionFieldCount> kOptionMembers{
    &OptionCostInputs::instanceHourlyUsd,
    &OptionCostInputs::acceleratorsPerInstance,
    &OptionCostInputs::discountPercent,
    &OptionCostInputs::interruptionOverheadPercent,
    &OptionCostInputs::hourlyUsd,
    &OptionCostInputs::tokensPerSec,
    &OptionCostInputs::throughputPeakTflops,
    &OptionCostInputs::mfuPercent,
    &OptionCostInputs::instances,
    &OptionCostInputs::migrationWeeks,
    &OptionCostInputs::engineers,
    &OptionCostInputs::hoursPerWeek,
    &OptionCostInputs::hourlyRateUsd,
    &OptionCostInputs::maintenanceUsdPerMonth,
    &OptionCostInputs::clusterAccelerators,
    &OptionCostInputs::commitmentDiscountPercent,
    &OptionCostInputs::commitmentUsdPerHour,
    &OptionCostInputs::commitmentInstances,
};

constexpr std::array<double Workload::*, BatchColumns::kWorkloadFieldCount> kWorkloadMembers{
    &Workload::modelParamsBillion, &Workload::tokensPerRunBillion, &Workload::runs,
    &Workload::overheadPercent,    &Workload::tokensPerDayBillion, &Workload::utilizationPercent,
    &Workload::hoursPerMonth,      &Workload::busyHoursPerMonth,   &Workload::growthPercentPerMonth,
};

} // namespace

BatchColumns::BatchColumns(const Scenario &scenario, const ScenarioCostInputs &inputs,
                           std::span<const std::string> targets)
    : m_optionColumns(inputs.options.size()), m_optionTarget(inputs.options.size())
{
    for (auto &fields : m_optionTarget)
        fields.fill(-1);
    m_workloadTarget.fill(-1);

    // bind() hands out addresses inside the inputs it is called on; matching them
    // against each member's address says which column a target lands in.
    ScenarioCostInputs probe = inputs;
    for (std::size_t t = 0; t < targets.size(); ++t) {
        for (double *place : probe.bind(scenario, targets[t])) {
            bool found = false;
            for (std::size_t f = 0; f < kWorkloadFieldCount && !found; ++f) {
                if (place == &(probe.workload.*kWorkloadMembers[f])) {
                    m_workloadTarget[f] = int(t);
                    found = true;
                }
            }
            for (std::size_t o = 0; o < probe.options.size() && !found; ++o) {
                for (std::size_t f = 0; f < kOptionFieldCount && !found; ++f) {
                    if (place == &(probe.options[o].*kOptionMembers[f])) {
                        m_optionTarget[o][f] = int(t);
                        found = true;
                    }
                }
            }
            if (!found)
                throw std::invalid_argument("uncertainty target " + targets[t] +
                                            ": not an input the cost model reads");
        }
    }

    const std::size_t fixedCount = inputs.options.size() * kOptionFieldCount + kWorkloadFieldCount;
    m_repeated.resize(fixedCount * kMaxBatch);
    std::size_t next = 0;
    const auto repeat = [&](double value) {
        double *column = m_repeated.data() + next++ * kMaxBatch;
        std::fill(column, column + kMaxBatch, value);
        return column;
    };
    for (std::size_t f = 0; f < kWorkloadFieldCount; ++f)
        m_workloadColumns[f] = repeat(inputs.workload.*kWorkloadMembers[f]);
    for (std::size_t o = 0; o < inputs.options.size(); ++o) {
        for (std::size_t f = 0; f < kOptionFieldCount; ++f)
            m_optionColumns[o][f] = repeat(inputs.options[o].*kOptionMembers[f]);
    }
    // Varying columns point at the first batch's rows once attach() is called; until
    // then they read the fixed value.
}

void BatchColumns::attach(std::span<const double> values, std::size_t count)
{
    for (std::size_t f = 0; f < kWorkloadFieldCount; ++f) {
        if (m_workloadTarget[f] >= 0)
            m_workloadColumns[f] = values.data() + std::size_t(m_workloadTarget[f]) * count;
    }
    for (std::size_t o = 0; o < m_optionColumns.size(); ++o) {
        for (std::size_t f = 0; f < kOptionFieldCount; ++f) {
            if (m_optionTarget[o][f] >= 0)
                m_optionColumns[o][f] = values.data() + std::size_t(m_optionTarget[o][f]) * count;
        }
    }
}

} // namespace acceldecide
