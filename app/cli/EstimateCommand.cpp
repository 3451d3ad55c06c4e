#include "app/cli/EstimateCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CatalogCommandSupport.h"
#include "app/cli/CliOptions.h"
#include "app/cli/OptionValue.h"
#include "app/cli/ScenarioInput.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/export/CalibrationReport.h"
#include "core/export/ThroughputEstimateJson.h"
#include "core/export/ThroughputEstimateTable.h"
#include "core/performance/EstimatorInUse.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace acceldecide::cli {

namespace {

struct EstimateOptions
{
    std::string input; // a path, or "-" for standard input
    std::optional<std::string> option;
    std::optional<std::string> database;
    OutputFormat format = OutputFormat::Table;
    bool calibration = false;
};

int usageError(std::ostream &err, const std::string &message)
{
    err << "error: estimate: " << message << "\n"
        << "Run 'acceldecide-cli estimate --help' for usage.\n";
    return kExitInvalidInput;
}

std::optional<int> parseArguments(const std::vector<std::string_view> &arguments,
                                  EstimateOptions &options, std::ostream &out, std::ostream &err)
{
    const ArgumentParser::Result parsed =
        ArgumentParser()
            .option({"--option"}, OptionValue::text(options.option))
            .option({"--database"}, OptionValue::text(options.database))
            .option({"--format"}, OptionValue::outputFormat(options.format))
            .flag({"--calibration"}, options.calibration)
            .parse(arguments);
    if (parsed.outcome == ArgumentParser::Outcome::Help) {
        out << estimateHelp();
        return kExitOk;
    }
    if (parsed.outcome == ArgumentParser::Outcome::Failed)
        return usageError(err, parsed.error);
    const std::vector<std::string_view> &positional = parsed.positionals;
    if (options.calibration) {
        if (!positional.empty() || options.option)
            return usageError(err, "--calibration takes no FILE.json and no --option");
        return std::nullopt;
    }
    if (positional.size() != 1)
        return usageError(err, positional.empty() ? "missing FILE.json (or --calibration)"
                                                  : "exactly one FILE.json, got " +
                                                        std::to_string(positional.size()));
    options.input = std::string(positional.front());
    return std::nullopt;
}

// The shipped measurements' held-out error; with --database, the catalog's models and the
// team's own measurements as well, each predicted without itself.
int printCalibration(const EstimateOptions &options, std::ostream &out, std::ostream &err)
{
    if (options.database) {
        const auto opened = catalogcommand::openCatalog(*options.database, err);
        if (!opened || !catalogcommand::useCatalogEstimator(*opened, err))
            return kExitInvalidInput;
    }
    const auto estimator = performance::EstimatorInUse::current();
    const performance::PerformanceCatalog &catalog = estimator->catalog();
    const std::vector<performance::HeldOutPoint> points =
        performance::Calibration::leaveOneOut(catalog);
    out << (options.format == OutputFormat::Json
                ? CalibrationReport::toJson(catalog, points).dump(2) + "\n"
                : CalibrationReport::markdown(catalog, points));
    return kExitOk;
}

} // namespace

int runEstimate(const std::vector<std::string_view> &arguments, std::istream &in, std::ostream &out,
                std::ostream &err)
{
    EstimateOptions options;
    if (const std::optional<int> exitCode = parseArguments(arguments, options, out, err))
        return *exitCode;
    if (options.calibration)
        return printCalibration(options, out, err);
    std::optional<ScenarioInput> input =
        readScenarioInput(options.input, options.database, in, err);
    if (!input)
        return kExitInvalidInput;
    Evaluation evaluation = ScenarioEvaluator::evaluate(input->scenario);
    if (options.option) {
        const OptionResult *chosen = evaluation.option(*options.option);
        if (!chosen)
            return usageError(err, "no option \"" + *options.option + "\" in the scenario");
        if (!chosen->throughputEstimate)
            return usageError(err, "option \"" + *options.option +
                                       "\" states its throughput; give it throughput.estimate");
        std::erase_if(evaluation.options,
                      [&](const OptionResult &o) { return o.id != *options.option; });
    }
    const bool any = std::any_of(evaluation.options.begin(), evaluation.options.end(),
                                 [](const OptionResult &o) { return o.throughputEstimate; });
    if (!any)
        return usageError(err, "no option's throughput is estimated (give throughput.estimate)");
    if (options.format == OutputFormat::Json) {
        nlohmann::ordered_json document = nlohmann::ordered_json::object();
        for (const OptionResult &option : evaluation.options) {
            if (option.throughputEstimate)
                document[option.id] = ThroughputEstimateJson::toJson(*option.throughputEstimate);
        }
        out << document.dump(2) << "\n";
    } else {
        out << ThroughputEstimateTable::format(evaluation);
    }
    out.flush();
    if (!out) {
        err << "error: cannot write the output\n";
        return kExitInternalError;
    }
    return kExitOk;
}

std::string estimateHelp()
{
    return "Usage: acceldecide-cli estimate FILE.json [--option ID] [--format table|json]\n"
           "                                [--database PATH]\n"
           "       acceldecide-cli estimate --calibration [--format table|json] [--database PATH]\n"
           "\n"
           "Shows how each option's \"throughput\": {\"estimate\": {...}} was worked out: the\n"
           "tokens a second per accelerator the costs use, the band the calibration's\n"
           "held-out error gives, what bounds it (memory bandwidth or compute), the batch,\n"
           "time to first token and per output token, the memory it needs against what the\n"
           "accelerator has, the efficiencies and the measurements they were fitted to, and\n"
           "the nearest published measurement with how far the estimate is from it.\n"
           "With --calibration: every shipped measurement predicted by a calibration that\n"
           "never saw it (leave-one-out), as a Markdown table, with the median and worst\n"
           "error; with --database, the catalog's models and the team's own measurements\n"
           "too.\n"
           "\n"
           "Options:\n"
           "  --option ID          Only this option\n"
           "  --format table|json  Output format (default table)\n"
           "  --database PATH      Resolve prices the scenario leaves out from this catalog\n"
           "  --calibration        The calibration's held-out error instead of a scenario\n"
           "  -h, --help           Show this help\n"
           "\n"
           "Exit status: 0 printed; 2 invalid scenario or command line, or no option with an\n"
           "estimate; 1 internal error.\n"
           "\n"
           "Examples:\n"
           "  acceldecide-cli estimate resources/scenarios/llama33-70b-serving-estimate.json\n"
           "  acceldecide-cli estimate --calibration > calibration.md\n";
}

} // namespace acceldecide::cli
