#include "core/actuals/BillAggregator.h"

#include "core/actuals/BillTags.h"

#include <algorithm>
#include <cstdint>
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
        const AcceleratedInstance *instance = nullptr;
        if (const std::optional<SkipReason> skipped = skips(line, instance)) {
            why = skipped;
        } else {
            sum(line, instance);
            kept = true;
        }
    }
    return kept ? std::nullopt : why;
}

std::optional<SkipReason> BillAggregator::skipReason(const BillRowReading &reading) const
{
    if (reading.kind == BillRowReading::Kind::Skipped)
        return reading.skipReason;
    std::optional<SkipReason> why = SkipReason::NotAcceleratedInstance;
    for (const BillLine &line : reading.lines) {
        const AcceleratedInstance *instance = nullptr;
        const std::optional<SkipReason> skipped = skips(line, instance);
        if (!skipped)
            return std::nullopt;
        why = skipped;
    }
    return why;
}

std::optional<SkipReason> BillAggregator::skips(const BillLine &line,
                                                const AcceleratedInstance *&instance) const
{
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
    return std::nullopt;
}

void BillAggregator::sum(const BillLine &line, const AcceleratedInstance *instance)
{
    // The key is the line's parts, each after its length, so that no text a bill holds
    // makes two lines' keys equal; the tags' JSON is only written for a new row. The
    // buffer is reused: most lines add to a row that exists.
    m_key.clear();
    const auto append = [this](std::string_view part) {
        const auto size = std::uint32_t(part.size());
        m_key.append(reinterpret_cast<const char *>(&size), sizeof size).append(part);
    };
    for (const std::string *part : {&line.month, &line.provider, &line.account, &line.region,
                                    &line.instanceType, &line.commitmentId})
        append(*part);
    m_key.push_back(char(line.kind));
    for (const auto &[key, value] : line.tags) {
        append(key);
        append(value);
    }
    auto entry = m_rows.find(m_key);
    if (entry == m_rows.end()) {
        ActualRow added;
        added.month = line.month;
        added.provider = line.provider;
        added.account = line.account;
        added.region = line.region;
        added.instanceType = line.instanceType;
        added.stack = instance ? instance->stack : std::string();
        added.commitmentId = line.commitmentId;
        added.kind = line.kind;
        added.tagsJson = tagsJson(line.tags);
        entry = m_rows.emplace(m_key, std::move(added)).first;
    }
    ActualRow &row = entry->second;
    row.instanceHours += line.instanceHours;
    if (instance)
        row.acceleratorHours += line.instanceHours * instance->acceleratorsPerInstance;
    row.billedUsd += line.billedUsd;
    row.effectiveUsd += line.effectiveUsd;
    ++row.lines;
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
