#include "core/actuals/BillAggregator.h"

#include "core/actuals/BillTags.h"

#include <algorithm>
#include <tuple>

namespace acceldecide::actuals {

BillAggregator::BillAggregator(const AcceleratedInstances &instances, BillFilter filter)
    : m_instances(instances), m_filter(std::move(filter))
{}

std::optional<SkipReason> BillAggregator::add(const BillRowReading &reading)
{
    if (reading.coverage && !reading.coverage->commitmentId.empty())
        m_coverage[{reading.coverage->month, reading.coverage->commitmentId}] +=
            reading.coverage->effectiveUsd;
    if (reading.kind == BillRowReading::Kind::Skipped)
        return reading.skipReason;
    std::optional<SkipReason> why = SkipReason::NotAcceleratedInstance;
    bool kept = false;
    for (const BillLine &line : reading.lines) {
        const std::optional<SkipReason> skipped = keep(line);
        if (!skipped)
            kept = true;
        else
            why = skipped;
    }
    return kept ? std::nullopt : why;
}

std::optional<SkipReason> BillAggregator::keep(const BillLine &line)
{
    const AcceleratedInstance *instance = nullptr;
    if (!line.instanceType.empty()) {
        const auto found = m_instances.find(line.instanceType);
        if (found == m_instances.end())
            return SkipReason::NotAcceleratedInstance;
        instance = &found->second;
    } else if (isUsage(line.kind)) {
        return SkipReason::NotAcceleratedInstance;
    }
    if (!m_filter.admits(line))
        return SkipReason::OutsideFilter;
    const std::string tags = tagsJson(line.tags);
    std::string key;
    key.reserve(128);
    for (const std::string_view part :
         {std::string_view(line.month), std::string_view(line.provider),
          std::string_view(line.account), std::string_view(line.region),
          std::string_view(line.instanceType), std::string_view(line.commitmentId),
          nameOf(line.kind), std::string_view(tags)}) {
        key.append(part);
        key.push_back('\x1f');
    }
    auto [entry, added] = m_rows.try_emplace(std::move(key));
    ActualRow &row = entry->second;
    if (added) {
        row.month = line.month;
        row.provider = line.provider;
        row.account = line.account;
        row.region = line.region;
        row.instanceType = line.instanceType;
        row.stack = instance ? instance->stack : std::string();
        row.commitmentId = line.commitmentId;
        row.kind = line.kind;
        row.tagsJson = tags;
    }
    row.instanceHours += line.instanceHours;
    if (instance)
        row.acceleratorHours += line.instanceHours * instance->acceleratorsPerInstance;
    row.billedUsd += line.billedUsd;
    row.effectiveUsd += line.effectiveUsd;
    ++row.lines;
    return std::nullopt;
}

std::vector<ActualRow> BillAggregator::rows() const
{
    std::vector<ActualRow> rows;
    rows.reserve(m_rows.size());
    for (const auto &[key, row] : m_rows)
        rows.push_back(row);
    std::sort(rows.begin(), rows.end(), [](const ActualRow &a, const ActualRow &b) {
        return std::tie(a.month, a.instanceType, a.kind, a.account, a.region, a.commitmentId,
                        a.tagsJson) < std::tie(b.month, b.instanceType, b.kind, b.account, b.region,
                                               b.commitmentId, b.tagsJson);
    });
    return rows;
}

std::vector<CommitmentCoverage> BillAggregator::coverage() const
{
    std::vector<CommitmentCoverage> covered;
    covered.reserve(m_coverage.size());
    for (const auto &[key, usd] : m_coverage)
        covered.push_back({key.first, key.second, usd});
    return covered;
}

} // namespace acceldecide::actuals
