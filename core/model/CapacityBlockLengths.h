#pragma once

#include <string>

namespace acceldecide {

// What AWS sells as an EC2 Capacity Block for ML: 1 to 64 instances for 1 to 14 days,
// then 7-day steps up to 182 days. A rule of the scenario format (the reader refuses
// other lengths) as much as of the engine's sizing, so it lives with the model.
class CapacityBlockLengths
{
public:
    static constexpr int kMaxInstances = 64;
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
