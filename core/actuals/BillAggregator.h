#pragma once

#include "core/actuals/BillFilter.h"
#include "core/actuals/BillRowReading.h"

#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace acceldecide::actuals {

// What the catalog knows of an instance type with accelerators: the stack that runs on it
// and how many accelerators one instance has (instance-hours become accelerator-hours).
struct AcceleratedInstance
{
    std::string stack; // "cuda" | "neuron"
    int acceleratorsPerInstance = 1;
};
using AcceleratedInstances = std::unordered_map<std::string, AcceleratedInstance>;

// The bill's lines summed by everything a comparison asks of them: a month of a year's
// bill holds a few hundred of these where it held millions of lines.
struct ActualRow
{
    std::string month;
    std::string provider;
    std::string account;
    std::string region;
    std::string instanceType; // empty: a commitment's fee or an account-wide line
    std::string stack;        // from the catalog; empty without an instance type
    std::string commitmentId;
    ChargeKind kind = ChargeKind::OnDemandUsage;
    std::string tagsJson; // tagsJson(): "{}" without tags
    double instanceHours = 0.0;
    double acceleratorHours = 0.0;
    double billedUsd = 0.0;
    double effectiveUsd = 0.0;
    long long lines = 0;
};

// Sums a bill's readings into ActualRows: keeps the lines of accelerated instances (and
// the commitment charges, credits and taxes that carry no instance type) that the filter
// admits, and records every commitment's coverage whatever instance it covered.
class BillAggregator
{
public:
    BillAggregator(const AcceleratedInstances &instances, BillFilter filter);

    // Adds a row's lines; nullopt when any was kept, else why none was.
    std::optional<SkipReason> add(const BillRowReading &reading);
    // What add() would return, adding nothing (safe from several threads at once): an
    // importer reading rows on other threads passes on only the readings that add a line
    // or a commitment's coverage.
    std::optional<SkipReason> skipReason(const BillRowReading &reading) const;

    std::vector<ActualRow> rows() const;
    std::vector<CommitmentCoverage> coverage() const;

private:
    // Why the line is not summed (and the catalog's entry of its instance type if it is).
    std::optional<SkipReason> skips(const BillLine &line,
                                    const AcceleratedInstance *&instance) const;
    void sum(const BillLine &line, const AcceleratedInstance *instance);

    const AcceleratedInstances &m_instances;
    BillFilter m_filter;
    std::unordered_map<std::string, ActualRow> m_rows;
    std::string m_key; // sum()'s, reused
    std::map<std::pair<std::string, std::string>, double> m_coverage;
};

} // namespace acceldecide::actuals
