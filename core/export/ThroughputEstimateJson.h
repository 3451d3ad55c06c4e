#pragma once

#include "core/model/ThroughputEstimateResult.h"

#include <nlohmann/json.hpp>

namespace acceldecide {

// An option's "throughput_estimate" object in the CLI's evaluate and estimate output.
class ThroughputEstimateJson
{
public:
    static nlohmann::ordered_json toJson(const ThroughputEstimateResult &estimate);
};

} // namespace acceldecide
