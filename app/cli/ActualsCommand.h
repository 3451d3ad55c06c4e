#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `actuals import --format focus|cur2 FILE [filters] [--database PATH]`: a cloud bill
// (FOCUS or CUR 2.0 CSV, plain or gzip) into the catalog through BillImporter, whole or
// not at all, and its report printed. `actuals list [--format json|table]
// [--database PATH]`: the bills imported. `arguments` are those after "actuals". Exit
// codes: 0 imported (or imported before: nothing added) or listed, 2 usage error, a
// catalog that cannot be opened or a refused file, 1 database error. Needs a
// QCoreApplication.
int runActuals(const std::vector<std::string_view> &arguments, std::ostream &out,
               std::ostream &err);

std::string actualsImportHelp();
std::string actualsListHelp();

} // namespace acceldecide::cli
