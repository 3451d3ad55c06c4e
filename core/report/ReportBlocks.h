#pragma once

#include "core/report/DecisionReport.h"

#include <string>
#include <vector>

namespace acceldecide::report {

// Constructors for the blocks every report section is made of.
namespace blocks {

ReportBlock paragraph(std::string text);
ReportBlock subheading(std::string text);
// An empty table with its columns: header, right-aligned or not, share of the width.
ReportBlock table(std::vector<std::string> header, std::vector<bool> numeric,
                  std::vector<double> weights);

} // namespace blocks

} // namespace acceldecide::report
