#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <cstdint>
#include <map>
#include <string>

namespace acceldecide {

struct EvaluationRequest
{
    bool sensitivity = false;           // include the tornado list in the Evaluation
    std::int64_t monteCarloSamples = 0; // 0: no Monte Carlo
    std::uint64_t seed = 1;
    int threads = 0; // Monte Carlo worker threads; 0 = all cores
    // Catalog provenance per option id (from the database layer's resolution).
    std::map<std::string, OptionProvenance> provenance;
};

// The one entry point from a valid Scenario to every derived number.
class ScenarioEvaluator
{
public:
    static Evaluation evaluate(const Scenario &scenario, const EvaluationRequest &request = {});
};

} // namespace acceldecide
