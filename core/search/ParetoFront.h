#pragma once

#include <optional>
#include <vector>

namespace acceldecide::search {

// The points no other point beats on both: (cost, time) with lower better; a point
// without a time is compared on cost alone (it is on the front only if nothing costs
// less). Returns one flag per point.
std::vector<bool> paretoFront(const std::vector<double> &cost,
                              const std::vector<std::optional<double>> &time);

} // namespace acceldecide::search
