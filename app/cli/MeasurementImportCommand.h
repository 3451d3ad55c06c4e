#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `catalog import --format vllm-bench|trtllm-bench|llmperf|benchmarks-csv FILE [setup]
// [--database PATH]`: a team's own benchmark results into the catalog's measurements
// (MeasurementImporter), whole or not at all. `arguments` are those after "catalog
// import". Exit codes: 0 imported (or already there), 2 usage error, a catalog that
// cannot be opened or a file or setup refused (every problem listed, nothing written), 1
// database error. Needs a QCoreApplication. `help` is what --help prints (catalog import's).
int runMeasurementImport(const std::vector<std::string_view> &arguments, std::ostream &out,
                         std::ostream &err, const std::string &help);

// Whether --format FORMAT is one of the benchmark result formats above.
bool isMeasurementFormat(std::string_view format);

// The part of `catalog import --help` about benchmark results.
std::string measurementImportHelp();

} // namespace acceldecide::cli
