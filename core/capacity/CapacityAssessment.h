#pragma once

#include "core/capacity/CapacityFacts.h"

#include <optional>
#include <string>
#include <vector>

namespace acceldecide {

// What is bought: an instance type of a provider, in a region, under a purchase model, so
// many instances at once.
struct CapacityUse
{
    std::string provider = "AWS";
    std::string instanceType;
    std::optional<std::string> region;
    std::string purchaseModel; // the scenario's name: on_demand, spot, capacity_block, ...
    std::optional<double> instancesAtOnce;
    // Capacity Blocks holding more instances at once than AWS sells (CapacityBlockChecks).
    bool aboveCapacityBlockLimit = false;
};

// One thing the facts say about a use: its code and text, and the availability condition
// it falls under. A finding with a condition is a warning; one without (a quota whose
// default no source states, a rule the option names no region for) only asks the reader
// to check.
struct CapacityFinding
{
    std::string code;
    std::string message;
    std::string condition;

    bool warns() const { return !condition.empty(); }
};

// The capacity facts applied to one use: the findings, and the availability score, the
// lowest score among the conditions that hold (resources/capacity/availability-scores.csv),
// with that condition's reason.
struct CapacityAssessment
{
    static constexpr const char *kNotSold = "capacity_not_sold";
    static constexpr const char *kRegionUnstated = "capacity_region_unstated";
    static constexpr const char *kServiceQuota = "service_quota";

    std::vector<CapacityFinding> findings;
    int score = 5;
    std::string reason;

    static CapacityAssessment assess(const CapacityFacts &facts, const CapacityUse &use);
};

} // namespace acceldecide
