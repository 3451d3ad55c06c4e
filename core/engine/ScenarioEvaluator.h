#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Expected.h"
#include "core/model/Scenario.h"
#include "core/model/ValidationError.h"

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
    // What keeps a scenario the reader accepted from being evaluated, each naming its
    // field, in document order: a baseline naming no option, and every option
    // OptionCostModel::problemOf() cannot price (a catalog value nobody resolved, a
    // porting figure set nowhere, no usable throughput). Empty: evaluate() will run.
    static ValidationErrors problems(const Scenario &scenario);
    // The evaluation, or problems() when there are any: what the window, the command line
    // and the catalog call with a scenario a person wrote.
    static Expected<Evaluation, ValidationErrors>
    tryEvaluate(const Scenario &scenario, const EvaluationRequest &request = {});
    // For a scenario problems() accepts; throws std::invalid_argument naming the first
    // problem otherwise (a broken invariant, not an input error).
    static Evaluation evaluate(const Scenario &scenario, const EvaluationRequest &request = {});
};

} // namespace acceldecide
