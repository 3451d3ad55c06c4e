#pragma once

// The best level of one commitment term among the kinks of its cost, the one search the
// ladder runs on whole-month grids and on the blend of two (CommitmentSimulation).

#include <algorithm>
#include <cmath>
#include <vector>

namespace acceldecide {

// `candidates` (0 among them) sorted and thinned in place; `cost` convex in the level.
template <typename Cost>
double bestLevelAmong(std::vector<double> &candidates, double wholeUnit, const Cost &cost)
{
    std::sort(candidates.begin(), candidates.end());
    // Kinks closer than rounding can tell apart count as one (the first): usage that
    // changes by 1e-13 % a month puts a term's kinks within 1e-14 of each other, and
    // among them the search below would follow the costs' rounding rather than their
    // slope, and could settle there without ever comparing with a better level.
    candidates.erase(
        std::unique(candidates.begin(), candidates.end(),
                    [](double kept, double next) { return next - kept <= 1e-12 * next; }),
        candidates.end());
    // Convex in the level: a binary search over the sorted kinks finds the smallest best
    // one (candidates[0] is 0).
    std::size_t low = 0;
    std::size_t high = candidates.size() - 1;
    while (low < high) {
        const std::size_t middle = (low + high) / 2;
        if (cost(candidates[middle + 1]) < cost(candidates[middle]))
            low = middle + 1;
        else
            high = middle;
    }
    double best = candidates[low];
    if (wholeUnit > 0.0 && best > 0.0) {
        const double below = std::floor(best / wholeUnit) * wholeUnit;
        const double above = std::ceil(best / wholeUnit) * wholeUnit;
        best = cost(above) < cost(below) ? above : below;
    }
    return best;
}

} // namespace acceldecide
