#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `decisions compare ID [--tag k=v] [--start YYYY-MM] [--tokens FILE.csv]
// [--format table|json] [--database PATH]`: a decision record held to the bills imported
// (`actuals import`): per month the plan against the bill, the variance in parts that add
// up to it, and the re-forecast. `arguments` are those after "decisions compare". Exit
// codes: 0 done, 2 usage error, an unknown record or a bad tokens file, 1 database error.
int runDecisionCompare(const std::vector<std::string_view> &arguments, std::ostream &out,
                       std::ostream &err);

// compare's lines of `decisions --help`.
std::string decisionCompareHelp();

} // namespace acceldecide::cli
