#pragma once

#include <string>

namespace acceldecide {

// What AWS sells as an EC2 Capacity Block for ML: 1 to 64 instances for 1 to 14 days,
// then 7-day steps up to 182 days, and at most 256 instances across all of a customer's
// blocks on any one date. A rule of the scenario format (the reader refuses other
// lengths) as much as of the engine's sizing, so it lives with the model.
class CapacityBlockLengths
{
public:
    static constexpr int kMaxInstances = 64; // in one block
    // Across every Capacity Block an AWS Organization holds on one date: what a purchase
    // holds at once beyond it AWS does not sell (the engine warns).
    static constexpr int kMaxInstancesAcrossBlocks = 256;
    static constexpr int kMaxDays = 182;
    static constexpr int kMaxDailyDays = 14; // every length up to this; then weekly steps
    static constexpr int kWeekDays = 7;

    static constexpr bool isValid(int days)
    {
        return (days >= 1 && days <= kMaxDailyDays) ||
               (days > kMaxDailyDays && days <= kMaxDays && days % kWeekDays == 0);
    }
    // "1 to 14 days, then 21, 28, ..., 182": for refusals.
    static std::string describe()
    {
        return "1 to 14 days, then 21, 28, ..., 182 days (7-day steps)";
    }
};

} // namespace acceldecide
