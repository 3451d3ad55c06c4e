#pragma once

// How a commitment term's months fall: within the horizon or past it, with usage running
// or stopped. With flat usage and nothing held every month of a kind costs the same, so a
// term is counted rather than walked (Monte Carlo prices every term of every sample).

#include <algorithm>

namespace acceldecide::billing {

// Counts are whole numbers, kept as ints or as doubles (exactly the same values).
template <typename Count> struct TermMonthCounts
{
    Count inRunning{}, inIdle{}, pastRunning{}, pastIdle{};
};

// The months [first, last] (from 1) counted against the horizon's last month and the last
// month with usage (`stop`: the largest int where usage never stops).
constexpr TermMonthCounts<int> countTermMonths(int first, int last, int horizonMonths, int stop)
{
    const auto span = [](int from, int to) {
        return std::max(0, to - from + 1);
    };
    TermMonthCounts<int> counts;
    const int inLast = std::min(last, horizonMonths);
    counts.inRunning = span(first, std::min(inLast, stop));
    counts.inIdle = span(first, inLast) - counts.inRunning;
    const int pastFirst = std::max(first, horizonMonths + 1);
    counts.pastRunning = span(pastFirst, std::min(last, stop));
    counts.pastIdle = span(pastFirst, last) - counts.pastRunning;
    return counts;
}

} // namespace acceldecide::billing
