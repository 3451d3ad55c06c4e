#pragma once

#include <string_view>

namespace acceldecide::profiledata {

// The workload-profile tables of resources/profile/, compiled in at build time
// (core/ProfileData.cpp.in, filled by core/CMakeLists.txt): core reads no files.
std::string_view rulesCsv();
std::string_view knockoutsCsv();
std::string_view portingEstimatesCsv();
std::string_view checkpointDefaultsCsv();

} // namespace acceldecide::profiledata
