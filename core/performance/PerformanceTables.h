#pragma once

#include "core/performance/InstanceFacts.h"
#include "core/performance/Measurement.h"
#include "core/performance/ModelCard.h"
#include "core/performance/SpecObservation.h"

#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::performance {

// The performance model's data tables (resources/performance/*.csv, compiled into core, or
// a team's own file of the same columns) read into values. A row with a bad cell is left
// out and named in `errors` with its file, line, column and text; the others are kept.
class PerformanceTables
{
public:
    static std::vector<ModelCard> models(std::string_view name, std::string_view csv,
                                         std::vector<std::string> &errors);
    static std::vector<SpecObservation> specs(std::string_view name, std::string_view csv,
                                              std::vector<std::string> &errors);
    static std::vector<InstanceFacts> instances(std::string_view name, std::string_view csv,
                                                std::vector<std::string> &errors);
    // Every row of a measurement file carries the file's `licence`.
    static std::vector<Measurement> measurements(std::string_view name, std::string_view csv,
                                                 std::string_view licence,
                                                 std::vector<std::string> &errors);
};

} // namespace acceldecide::performance
