#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `export FILE.json -o OUT.csv|OUT.xlsx [--database PATH]`: writes the scenario's inputs,
// each option's monthly table and the key figures as CSV, or as an XLSX workbook whose
// derived cells are formulas over an Inputs sheet (with the engine's values cached).
// `arguments` are those after "export"; exit codes as for evaluate. Needs a
// QCoreApplication only with --database.
int runExport(const std::vector<std::string_view> &arguments, std::istream &in, std::ostream &out,
              std::ostream &err);

std::string exportHelp();

} // namespace acceldecide::cli
