#pragma once

#include <string_view>

// The tables of resources/performance/, compiled into core (PerformanceData.cpp.in).
namespace acceldecide::performance::performancedata {

std::string_view modelsCsv();
std::string_view acceleratorSpecsCsv();
std::string_view instanceNetworksCsv();
std::string_view tensorRtLlmMeasurementsCsv();
std::string_view awsNeuronMeasurementsCsv();
std::string_view megatronBridgeMeasurementsCsv();

} // namespace acceldecide::performance::performancedata
