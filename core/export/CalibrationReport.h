#pragma once

#include "core/performance/Calibration.h"
#include "core/performance/PerformanceCatalog.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace acceldecide {

// The calibration's held-out error, every point predicted against measured: the table
// docs/throughput-model.md shows (`acceldecide-cli estimate --calibration`).
class CalibrationReport
{
public:
    static std::string markdown(const performance::PerformanceCatalog &catalog,
                                const std::vector<performance::HeldOutPoint> &points);
    static nlohmann::ordered_json toJson(const performance::PerformanceCatalog &catalog,
                                         const std::vector<performance::HeldOutPoint> &points);
};

} // namespace acceldecide
