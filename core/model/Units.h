#pragma once

// The calendar every figure in AccelDecide is expressed in. Seed 000 prices a month
// as 730 hours ("Monthly on-demand (730 hrs)"), so one month is 8,760 / 12 hours
// everywhere, never a calendar month.
namespace acceldecide::units {

inline constexpr double kHoursPerMonth = 730.0;
inline constexpr double kHoursPerDay = 24.0;
inline constexpr double kHoursPerWeek = 168.0;
inline constexpr double kDaysPerMonth = kHoursPerMonth / kHoursPerDay;
inline constexpr double kSecondsPerHour = 3600.0;
inline constexpr double kTera = 1e12;
inline constexpr double kBillion = 1e9;
inline constexpr double kMillion = 1e6;

} // namespace acceldecide::units
