#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "core/model/ThroughputEstimateResult.h"

namespace acceldecide {

// An option's `throughput.estimate` worked out by the performance model on the built-in
// catalog: what the cost engine bills by and what the evaluation reports, written once.
// The accelerators the layout may use are the training cluster's, else the instance's.
ThroughputEstimateResult estimatedThroughput(const Scenario &scenario, const Option &option,
                                             const ThroughputEstimateInput &estimate);

// The estimate of an option whose throughput is estimated, set on its result with what
// it warns of: a layout that does not fit the accelerator's memory (never recommended),
// a latency target no batch meets. Options with another throughput are left alone.
void describeThroughputEstimate(const Scenario &scenario, const Option &option,
                                OptionResult &result);

// The scenario with each estimated option's calibration band as the uncertainty range of
// its throughput, unless the scenario gives that option's throughput a range of its own:
// what Monte Carlo samples and the tornado swings.
Scenario withThroughputBands(const Scenario &scenario, const std::vector<OptionResult> &options);

// The uncertainty target of an option's tokens a second per accelerator.
std::string throughputTarget(const std::string &optionId);

} // namespace acceldecide
