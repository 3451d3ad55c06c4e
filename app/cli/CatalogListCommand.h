#pragma once

#include "app/cli/CliOptions.h"

#include <iosfwd>

namespace acceldecide::cli {

// Runs `catalog list`: opens (creating and seeding when missing) the catalog and prints
// one listing. Returns the exit code: 2 for an unknown listing or a catalog that cannot
// be opened (the message names the file), 1 for an internal error. Needs a
// QCoreApplication.
int runCatalogList(const CatalogOptions &options, std::ostream &out, std::ostream &err);

} // namespace acceldecide::cli
