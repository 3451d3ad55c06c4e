#pragma once

#include "core/model/Expected.h"

#include <map>
#include <string>
#include <string_view>

namespace acceldecide::actuals {

// The tokens a team processed each month, from a small CSV a team keeps by hand:
//   month,tokens
//   2026-03,2400000000
// (header optional; blank lines skipped). Keyed by monthIndex(). An error names the line
// and the value: a month that is not YYYY-MM, a count that is not a number of 0 or more,
// a month given twice.
Expected<std::map<int, double>, std::string> parseTokensByMonth(std::string_view text);

} // namespace acceldecide::actuals
