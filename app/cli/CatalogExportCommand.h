#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `catalog export DIR [--database PATH]`: writes DIR/<table>.csv for every catalog
// table (database/import/CATALOG-CSV.md). `arguments` are those after "catalog export".
// Exit codes: 0 written, 2 usage error or a catalog/directory that cannot be used.
// Needs a QCoreApplication.
int runCatalogExport(const std::vector<std::string_view> &arguments, std::ostream &out,
                     std::ostream &err);

std::string catalogExportHelp();

} // namespace acceldecide::cli
