#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `decisions list|show ID|revisit ID|record FILE.json`: decision records in the catalog.
// `arguments` are those after "decisions"; the caller holds the application object
// (a QApplication where record and revisit -o draw their PDF). Exit codes as for
// evaluate: 0 done, 2 invalid input or a refused record, 1 internal error.
int runDecisions(const std::vector<std::string_view> &arguments, std::istream &in,
                 std::ostream &out, std::ostream &err);

std::string decisionsHelp();

} // namespace acceldecide::cli
