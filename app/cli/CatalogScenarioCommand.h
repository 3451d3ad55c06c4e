#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `catalog save-scenario FILE.json [--database PATH] [--if-version N]`: stores a scenario
// file in the catalog under its name (replacing a stored scenario of that name). With
// --if-version N it writes only when the stored scenario is still at version N, the one
// the caller read: a scenario someone else changed or deleted since is a conflict, told
// naming the scenario and who changed it, and nothing is written. `arguments` are those
// after "catalog save-scenario". Exit codes: 0 saved, 2 usage error, invalid file or
// conflict.
int runCatalogSaveScenario(const std::vector<std::string_view> &arguments, std::ostream &out,
                           std::ostream &err);
std::string catalogSaveScenarioHelp();

} // namespace acceldecide::cli
