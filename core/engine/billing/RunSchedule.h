#pragma once

// When a training workload's runs start, the one place it is written: `runs` runs (the
// last perhaps a part of one) evenly spaced over the horizon, run k starting k x horizon /
// runs months in, the first at the start of month 1. A run is done on one option's
// hardware: one that starts before a port ends runs wholly on the baseline.

#include <algorithm>
#include <cmath>

namespace acceldecide::billing {

// Runs that start in months 1..month: run k starts in month floor(k x horizon / runs) + 1,
// so it has started by `month` when k < month x runs / horizon. `runCount` is the runs
// bought, ceil(runs).
inline int runsStartedBy(int month, double runs, int horizonMonths, int runCount)
{
    if (month <= 0 || horizonMonths <= 0)
        return 0;
    const double started = std::ceil(double(month) * runs / horizonMonths);
    return int(std::min<double>(runCount, started));
}

// Runs that start before `months` months have passed (a port's end): k < months x runs /
// horizon.
inline int runsStartedBefore(double months, double runs, int horizonMonths, int runCount)
{
    if (!(months > 0.0) || horizonMonths <= 0)
        return 0;
    return int(std::min<double>(runCount, std::ceil(months * runs / horizonMonths)));
}

// The share of a month's work that a port of `portMonths` moves to the baseline in
// `month`, in runs rather than time: the runs that start in that month before the port
// ends, each a whole run, as months of work (a month's work is runs / horizon runs).
inline double wholeRunsPortedShare(int month, double portMonths, double runs, int horizonMonths)
{
    if (!(runs > 0.0) || horizonMonths <= 0)
        return 0.0;
    const int runCount = int(std::ceil(runs));
    const int before = runsStartedBy(month - 1, runs, horizonMonths, runCount);
    const int by = std::min(runsStartedBy(month, runs, horizonMonths, runCount),
                            runsStartedBefore(portMonths, runs, horizonMonths, runCount));
    return by > before ? double(by - before) * horizonMonths / runs : 0.0;
}

} // namespace acceldecide::billing
