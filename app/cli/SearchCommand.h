#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `acceldecide-cli search FILE.json ...`: the catalog's offers for the scenario's
// workload, billed and ranked (core's searchMarket).
int runSearch(const std::vector<std::string_view> &arguments, std::istream &in, std::ostream &out,
              std::ostream &err);
std::string searchHelp();

} // namespace acceldecide::cli
