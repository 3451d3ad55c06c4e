#pragma once

#include "core/model/Scenario.h"

#include <string>

namespace acceldecide {

// The scenario with each spot option whose interruption overhead the catalog's bucket
// priced given the bucket's range as the uncertainty range of that overhead (the
// overhead at the bucket's low and high interruption frequencies), unless the scenario
// gives the overhead a range of its own: what Monte Carlo samples and the tornado swings.
// The open-ended ">20%" bucket has no range and adds none.
Scenario withInterruptionBands(const Scenario &scenario);

// The uncertainty target of an option's spot interruption overhead.
std::string interruptionTarget(const std::string &optionId);

} // namespace acceldecide
