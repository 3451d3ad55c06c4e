#include "core/search/ParetoFront.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace acceldecide::search {

std::vector<bool> paretoFront(const std::vector<double> &cost,
                              const std::vector<std::optional<double>> &time)
{
    const std::size_t n = cost.size();
    std::vector<bool> front(n, false);
    const double none = std::numeric_limits<double>::infinity();
    const auto timeOf = [&](std::size_t i) {
        return time[i] ? *time[i] : none;
    };
    // Cheapest first (ties: sooner first); a point is on the front when it is sooner than
    // every cheaper one.
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return cost[a] != cost[b] ? cost[a] < cost[b] : timeOf(a) < timeOf(b);
    });
    double soonest = std::numeric_limits<double>::infinity();
    bool first = true;
    for (const std::size_t i : order) {
        const double t = timeOf(i);
        if (first || t < soonest) {
            front[i] = true;
            soonest = t;
        }
        first = false;
    }
    return front;
}

} // namespace acceldecide::search
