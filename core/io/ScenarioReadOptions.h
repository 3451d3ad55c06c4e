#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"
#include "core/model/ValidationError.h"

namespace acceldecide {

// What ScenarioReader's callers pass in and get back, apart from the reader itself so
// that ScenarioParser, which does the reading, need not include the reader that calls it.

struct ScenarioReadOptions
{
    // With a catalog to resolve them from, an option may leave out instance_hourly_usd
    // and throughput; whoever resolves them must fill them before evaluation.
    bool catalogAvailable = false;
};

// The scenario, or every problem found in it (never an empty list).
using ScenarioReadResult = Expected<Scenario, ValidationErrors>;

} // namespace acceldecide
