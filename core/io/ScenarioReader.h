#pragma once

#include "core/io/ScenarioReadOptions.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

namespace acceldecide {

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
