#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// `estimate FILE.json [--option ID] [--format json|table]`: how each option's
// throughput.estimate was worked out (the figure, its band, what bounds it, latencies,
// memory, the calibration it used and the nearest published measurement).
// `estimate --calibration`: every shipped measurement predicted by a calibration that
// never saw it, and the median and worst error. `arguments` are those after "estimate";
// exit codes as for evaluate.
int runEstimate(const std::vector<std::string_view> &arguments, std::istream &in, std::ostream &out,
                std::ostream &err);

std::string estimateHelp();

} // namespace acceldecide::cli
