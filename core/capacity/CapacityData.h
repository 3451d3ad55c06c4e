#pragma once

#include <string_view>

// The capacity tables (resources/capacity/*.csv), compiled into the library by CMake so
// that core reads no files at run time.
namespace acceldecide::capacitydata {

std::string_view salesRulesCsv();
std::string_view serviceQuotasCsv();
std::string_view instanceVcpusCsv();
std::string_view availabilityScoresCsv();

} // namespace acceldecide::capacitydata
