#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"
#include "core/model/ValidationError.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

namespace acceldecide {

struct ScenarioReadOptions
{
    // With a catalog to resolve them from, an option may leave out instance_hourly_usd
    // and throughput; whoever resolves them must fill them before evaluation.
    bool catalogAvailable = false;
};

// The scenario, or every problem found in it (never an empty list).
using ScenarioReadResult = Expected<Scenario, ValidationErrors>;

// Parses and validates scenario JSON (format "acceldecide.scenario", version 1).
// Every numeric field is checked against RangeTable; NaN, infinity, overflow, wrong
// types, missing fields, unknown keys, duplicate keys, duplicate option ids, an
// unknown baseline and unknown uncertainty targets are all rejected with the 0-based
// path and the offending value.
class ScenarioReader
{
public:
    static ScenarioReadResult fromText(std::string_view text,
                                       const ScenarioReadOptions &options = {});
    static ScenarioReadResult fromFile(const std::string &path,
                                       const ScenarioReadOptions &options = {});
    static ScenarioReadResult fromJson(const nlohmann::json &json,
                                       const ScenarioReadOptions &options = {});
};

} // namespace acceldecide
