#pragma once

// When a training workload's runs start, the one place it is written: `runs` runs (the
// last perhaps a part of one) evenly spaced over the horizon, run k starting k x horizon /
// runs months in, the first at the start of month 1; or, where the team lists its run
// months (`workload.run_months`), run k at the start of the k-th month listed (a run past
// the list, as a sampled run count can ask, with the last one listed). A run is done on
// one option's hardware: one that starts before a port ends runs wholly on the baseline.

#include "core/engine/billing/ByValue.h"

#include <algorithm>
#include <cmath>
#include <span>

namespace acceldecide::billing {

// The month (from 1) listed run k starts at the start of; `listed` is not empty.
inline int listedRunMonth(std::span<const int> listed, int run)
{
    return listed[std::size_t(std::min<std::size_t>(std::size_t(run), listed.size() - 1))];
}

// Runs that start in months 1..month: run k starts in month floor(k x horizon / runs) + 1,
// so it has started by `month` when k < month x runs / horizon. `runCount` is the runs
// bought, ceil(runs).
inline int runsStartedBy(int month, double runs, int horizonMonths, int runCount,
                         std::span<const int> listed = {})
{
    if (month <= 0 || horizonMonths <= 0)
        return 0;
    if (!listed.empty()) {
        int started = 0;
        for (int k = 0; k < runCount && listedRunMonth(listed, k) <= month; ++k)
            ++started;
        return started;
    }
    const double started = std::ceil(double(month) * runs / horizonMonths);
    return int(std::min<double>(runCount, started));
}

// Runs that start before `months` months have passed (a port's end): k < months x runs /
// horizon, or a listed run whose month starts before then.
inline int runsStartedBefore(double months, double runs, int horizonMonths, int runCount,
                             std::span<const int> listed = {})
{
    if (!(months > 0.0) || horizonMonths <= 0)
        return 0;
    if (!listed.empty()) {
        int started = 0;
        for (int k = 0; k < runCount && double(listedRunMonth(listed, k) - 1) < months; ++k)
            ++started;
        return started;
    }
    return int(std::min<double>(runCount, std::ceil(months * runs / horizonMonths)));
}

// wholeRunsPortedShare() for evenly spaced runs, in doubles (the counts are whole numbers
// well within a double's exact range, runs being at most 1e6), so that a batch's loop
// over its variants vectorises: the same figures to the last bit.
ACCELDECIDE_BY_VALUE_INLINE double evenRunsPortedShare(int month, double portMonths, double runs,
                                                       int horizonMonths)
{
    const double runCount = std::ceil(runs);
    const double before =
        month - 1 > 0 ? std::min(runCount, std::ceil(double(month - 1) * runs / horizonMonths))
                      : 0.0;
    const double startedBy = std::min(runCount, std::ceil(double(month) * runs / horizonMonths));
    const double startedInPort =
        portMonths > 0.0 ? std::min(runCount, std::ceil(portMonths * runs / horizonMonths)) : 0.0;
    const double by = std::min(startedBy, startedInPort);
    const bool moves = (runs > 0.0) & (horizonMonths > 0) & (month > 0) & (by > before);
    return moves ? (by - before) * horizonMonths / runs : 0.0;
}

// The share of a month's work that a port of `portMonths` moves to the baseline in
// `month`, in runs rather than time: the runs that start in that month before the port
// ends, each a whole run, as months of work (a month's work is runs / horizon runs).
inline double wholeRunsPortedShare(int month, double portMonths, double runs, int horizonMonths,
                                   std::span<const int> listed = {})
{
    if (!(runs > 0.0) || horizonMonths <= 0)
        return 0.0;
    if (listed.empty())
        return evenRunsPortedShare(month, portMonths, runs, horizonMonths);
    const int runCount = int(std::ceil(runs));
    const int before = runsStartedBy(month - 1, runs, horizonMonths, runCount, listed);
    const int by = std::min(runsStartedBy(month, runs, horizonMonths, runCount, listed),
                            runsStartedBefore(portMonths, runs, horizonMonths, runCount, listed));
    return by > before ? double(by - before) * horizonMonths / runs : 0.0;
}

} // namespace acceldecide::billing
