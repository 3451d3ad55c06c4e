#include "core/engine/CapacityBlockSizing.h"

#include "core/model/Units.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

namespace {

void add(CapacityBlockCovering &covering, double count, int days)
{
    if (!(count > 0.0) || days <= 0)
        return;
    covering.groups[std::size_t(covering.groupCount++)] = {count, days};
}

// Of `count` blocks of `length` hours from `offset`, the index of the first that starts
// at or after `hour` (`count` when none does).
double firstAtOrAfter(double offset, double count, double length, double hour)
{
    return std::clamp(std::ceil((hour - offset) / length), 0.0, count);
}

// Blocks starting in [from, to) among `count` blocks of `length` hours from `offset`.
double startingIn(double offset, double count, double length, double from, double to)
{
    return firstAtOrAfter(offset, count, length, to) - firstAtOrAfter(offset, count, length, from);
}

} // namespace

double CapacityBlockCovering::blocks() const
{
    double total = 0.0;
    for (int g = 0; g < groupCount; ++g)
        total += groups[std::size_t(g)].count;
    return total;
}

double CapacityBlockCovering::days() const
{
    double total = 0.0;
    for (int g = 0; g < groupCount; ++g)
        total += groups[std::size_t(g)].count * groups[std::size_t(g)].days;
    return total;
}

double CapacityBlockCovering::hours() const
{
    return days() * units::kHoursPerDay;
}

double CapacityBlockCovering::daysStartingIn(double fromHour, double toHour) const
{
    double offset = 0.0;
    double days = 0.0;
    for (int g = 0; g < groupCount; ++g) {
        const CapacityBlockGroup &group = groups[std::size_t(g)];
        const double length = group.days * units::kHoursPerDay;
        days += startingIn(offset, group.count, length, fromHour, toHour) * group.days;
        offset += group.count * length;
    }
    return days;
}

double CapacityBlockCovering::firstStartAtOrAfter(double hour) const
{
    double offset = 0.0;
    for (int g = 0; g < groupCount; ++g) {
        const CapacityBlockGroup &group = groups[std::size_t(g)];
        const double length = group.days * units::kHoursPerDay;
        const double k = firstAtOrAfter(offset, group.count, length, hour);
        if (k < group.count)
            return offset + k * length;
        offset += group.count * length;
    }
    return offset;
}

CapacityBlockCovering CapacityBlockCovering::startingFrom(double hour) const
{
    CapacityBlockCovering rest;
    double offset = 0.0;
    for (int g = 0; g < groupCount; ++g) {
        const CapacityBlockGroup &group = groups[std::size_t(g)];
        const double length = group.days * units::kHoursPerDay;
        const double left = group.count - firstAtOrAfter(offset, group.count, length, hour);
        if (left > 0.0)
            rest.groups[std::size_t(rest.groupCount++)] = {left, group.days};
        offset += group.count * length;
    }
    return rest;
}

CapacityBlockCovering CapacityBlockSizing::cover(double hours, int blockDays)
{
    CapacityBlockCovering covering;
    if (!(hours > 0.0))
        return covering;
    // A need that is a whole number of days up to floating-point noise buys no extra day.
    const double days = hours / units::kHoursPerDay;
    const double neededDays = std::ceil(days - 1e-9);
    if (blockDays > 0) {
        add(covering, std::ceil(neededDays / blockDays - 1e-12), blockDays);
        return covering;
    }
    // Every whole number of days is a sum of valid lengths (1 to 14 are all valid), so the
    // cheapest covering is exactly the needed days: as many 182-day blocks as fit, then
    // the remainder in one valid length or a weekly length plus a short one.
    const double halfYears = std::floor(neededDays / kMaxDays);
    add(covering, halfYears, kMaxDays);
    const int rest = int(neededDays - halfYears * kMaxDays);
    if (isValidLength(rest)) {
        add(covering, 1, rest);
    } else if (rest > 0) {
        add(covering, 1, rest / kWeekDays * kWeekDays);
        add(covering, 1, rest % kWeekDays);
    }
    return covering;
}

CapacityBlockSplit CapacityBlockSizing::split(double instances)
{
    CapacityBlockSplit split;
    if (!(instances > 0.0))
        return split;
    split.blocks = std::ceil(instances / kMaxInstances);
    split.largest = std::min(instances, double(kMaxInstances));
    // Exact for any real cluster; clamped for absurd ones, whose doubles lose the units.
    split.smallest =
        std::clamp(instances - (split.blocks - 1.0) * kMaxInstances, 0.0, split.largest);
    return split;
}

double CapacityBlockSizing::feeUsd(const CapacityBlockCovering &covering, double instances,
                                   double usdPerInstanceHour)
{
    return covering.days() * units::kHoursPerDay * instances * usdPerInstanceHour;
}

} // namespace acceldecide
