#include "app/cli/EvaluateCommand.h"

#include "app/cli/ScenarioInput.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/export/EvaluationJson.h"
#include "core/export/EvaluationTable.h"

#include <nlohmann/json.hpp>

#include <iostream>
#include <string>

namespace acceldecide::cli {

int runEvaluate(const EvaluateOptions &options, std::istream &in, std::ostream &out,
                std::ostream &err)
{
    std::optional<ScenarioInput> input =
        readScenarioInput(options.input, options.database, in, err);
    if (!input)
        return kExitInvalidInput;

    EvaluationRequest request;
    request.provenance = std::move(input->provenance);
    request.sensitivity = options.sensitivity;
    request.monteCarloSamples = options.monteCarloSamples;
    request.seed = options.seed;
    const Evaluation evaluation = ScenarioEvaluator::evaluate(input->scenario, request);

    // Build the whole document before writing, so an exception cannot truncate output.
    const std::string document = options.format == OutputFormat::Json
                                     ? EvaluationJson::toJson(evaluation).dump(2) + "\n"
                                     : EvaluationTable::format(evaluation);
    out << document;
    out.flush();
    if (!out) {
        err << "error: cannot write the output\n";
        return kExitInternalError;
    }
    return kExitOk;
}

} // namespace acceldecide::cli
