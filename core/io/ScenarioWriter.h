#pragma once

#include "core/model/Scenario.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace acceldecide {

// Writes a Scenario back as scenario JSON; ScenarioReader reads the result to an
// equal Scenario (round trip), and optional fields that are unset are omitted.
class ScenarioWriter
{
public:
    static nlohmann::json toJson(const Scenario &scenario);
    static std::string toText(const Scenario &scenario, int indent = 2);
};

} // namespace acceldecide
