#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `catalog init-server URL`: creates (or upgrades) the catalog schema in a PostgreSQL
// database and the roles acceldecide_viewer, acceldecide_editor and acceldecide_admin
// with their grants; running it again changes nothing. `arguments` are those after
// "catalog init-server". Exit codes: 0 done, 2 usage error or the server refused.
int runCatalogInitServer(const std::vector<std::string_view> &arguments, std::ostream &out,
                         std::ostream &err);
std::string catalogInitServerHelp();

// `catalog copy SRC DST`: copies a whole catalog between any two backends (a file path or
// a postgresql:// URL each), ids kept, in one transaction on DST, which must be empty.
// Exit codes: 0 copied, 2 usage error or nothing copied (the reason on `err`).
int runCatalogCopy(const std::vector<std::string_view> &arguments, std::ostream &out,
                   std::ostream &err);
std::string catalogCopyHelp();

} // namespace acceldecide::cli
