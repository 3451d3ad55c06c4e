#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `catalog import --format aws-pricelist|aws-savings-plans|skypilot|csv FILE
// [--region R] [--cloud NAME] [--database PATH]`. `arguments` are those after "catalog
// import". A SkyPilot catalog's cloud is --cloud or the one its path names in the
// catalog's layout (.../gcp/vms.csv); neither, a name not known, or a --cloud its path
// contradicts is a usage error.
// Prints the import report on `out`. Exit codes: 0 imported (rejected rows are listed
// in the report), 2 usage error, a catalog that cannot be opened or a file refused as
// not of the given format (nothing written), 1 database error. Needs a
// QCoreApplication.
int runCatalogImport(const std::vector<std::string_view> &arguments, std::ostream &out,
                     std::ostream &err);

std::string catalogImportHelp();

} // namespace acceldecide::cli
