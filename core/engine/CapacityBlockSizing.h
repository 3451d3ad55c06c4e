#pragma once

#include "core/model/CapacityBlockLengths.h"

#include <array>
#include <string>

namespace acceldecide {

// Blocks of one length, bought one after another.
struct CapacityBlockGroup
{
    double count = 0.0; // a whole number; a double so absurd inputs cannot overflow it
    int days = 0;
};

// Capacity Blocks that cover a stretch of hours, longest first: at most three lengths
// (whole 182-day blocks, then a remainder that takes one or two valid lengths).
struct CapacityBlockCovering
{
    std::array<CapacityBlockGroup, 3> groups{};
    int groupCount = 0;

    double blocks() const;
    double days() const;
    double hours() const;
    // Block-hours of blocks whose start falls in [fromHour, toHour), the first block
    // starting at hour 0 and each next one when the previous ends.
    double daysStartingIn(double fromHour, double toHour) const;
    // The hour the first block starting at or after `hour` starts, or hours() when none
    // does.
    double firstStartAtOrAfter(double hour) const;
    // The blocks that start at or after `hour`, the rest left out.
    CapacityBlockCovering startingFrom(double hour) const;
};

// Instances more than one block may hold, bought as several blocks side by side for the
// same days: as many full blocks as fit, the rest in one smaller block.
struct CapacityBlockSplit
{
    double blocks = 0.0;   // side by side; a whole number, a double like the counts above
    double largest = 0.0;  // instances in the largest block (at most kMaxInstances)
    double smallest = 0.0; // in the last one: the rest, or `largest` when they divide evenly
};

// The arithmetic of EC2 Capacity Blocks for ML: a block reserves N instances for a
// fixed number of days and is paid upfront when it is bought, so what a workload pays
// is whole blocks, not the hours it uses.
class CapacityBlockSizing
{
public:
    static constexpr int kMaxInstances = CapacityBlockLengths::kMaxInstances;
    static constexpr int kMaxInstancesAcrossBlocks =
        CapacityBlockLengths::kMaxInstancesAcrossBlocks;
    static constexpr int kMaxDays = CapacityBlockLengths::kMaxDays;
    static constexpr int kMaxDailyDays = CapacityBlockLengths::kMaxDailyDays;
    static constexpr int kWeekDays = CapacityBlockLengths::kWeekDays;

    // AWS sells 1 to 14 days, then 7-day steps up to 182 days.
    static constexpr bool isValidLength(int days) { return CapacityBlockLengths::isValid(days); }
    static std::string validLengths() { return CapacityBlockLengths::describe(); }

    // Blocks covering `hours` (>= 0): of `blockDays` each, or with 0 the cheapest
    // covering at a constant rate -- the fewest whole days, in the fewest blocks.
    static CapacityBlockCovering cover(double hours, int blockDays);
    // `instances` (> 0) held at once in blocks of at most kMaxInstances each: 128 is two
    // blocks of 64, 100 is 64 + 36. Each block's fee is its own instances' hours, so the
    // blocks side by side cost exactly what one block of all the instances would.
    static CapacityBlockSplit split(double instances);
    // What a covering costs: days x 24 x instances x rate per instance-hour.
    static double feeUsd(const CapacityBlockCovering &covering, double instances,
                         double usdPerInstanceHour);
};

} // namespace acceldecide
