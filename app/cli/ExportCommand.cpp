#include "app/cli/ExportCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CliOptions.h"
#include "app/cli/OptionValue.h"
#include "app/cli/ScenarioInput.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/export/ResultsWorkbook.h"
#include "database/export/ResultsFileWriter.h"

#include <QFileInfo>

#include <ostream>

namespace acceldecide::cli {

namespace {

struct ExportOptions
{
    std::string input; // a path, or "-" for standard input
    std::string output;
    std::optional<std::string> database;
};

int usageError(std::ostream &err, const std::string &message)
{
    err << "error: export: " << message << "\n"
        << "Run 'acceldecide-cli export --help' for usage.\n";
    return kExitInvalidInput;
}

// Fills `options`; returns an exit code when the command line already decides the
// outcome (help, or a usage error).
std::optional<int> parseArguments(const std::vector<std::string_view> &arguments,
                                  ExportOptions &options, std::ostream &out, std::ostream &err)
{
    const ArgumentParser::Result parsed =
        ArgumentParser()
            .option({"-o", "--output"}, OptionValue::text(options.output))
            .option({"--database"}, OptionValue::text(options.database))
            .parse(arguments);
    if (parsed.outcome == ArgumentParser::Outcome::Help) {
        out << exportHelp();
        return kExitOk;
    }
    if (parsed.outcome == ArgumentParser::Outcome::Failed)
        return usageError(err, parsed.error);
    const std::vector<std::string_view> &positional = parsed.positionals;
    if (positional.size() != 1)
        return usageError(err, positional.empty() ? "missing FILE.json"
                                                  : "exactly one FILE.json, got " +
                                                        std::to_string(positional.size()));
    if (options.output.empty())
        return usageError(err, "missing -o/--output PATH (.csv or .xlsx)");
    options.input = std::string(positional.front());
    return std::nullopt;
}

} // namespace

int runExport(const std::vector<std::string_view> &arguments, std::istream &in, std::ostream &out,
              std::ostream &err)
{
    ExportOptions options;
    if (const std::optional<int> exitCode = parseArguments(arguments, options, out, err))
        return *exitCode;
    const QString output = QString::fromStdString(options.output);
    // A bad extension is a usage problem: say so before reading anything.
    if (const db::DatabaseStatus problem = db::ResultsFileWriter::checkPath(output); !problem) {
        err << "error: " << problem.error().toString().toStdString() << "\n";
        return kExitInvalidInput;
    }

    std::optional<ScenarioInput> input =
        readScenarioInput(options.input, options.database, in, err);
    if (!input)
        return kExitInvalidInput;
    EvaluationRequest request;
    request.provenance = std::move(input->provenance);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(input->scenario, request);
    const ResultsWorkbook workbook = ResultsWorkbook::build(input->scenario, evaluation);

    if (const db::DatabaseStatus problem = db::ResultsFileWriter::write(workbook, output);
        !problem) {
        err << "error: " << problem.error().toString().toStdString() << "\n";
        return kExitInvalidInput;
    }
    out << "Wrote " << QFileInfo(output).absoluteFilePath().toStdString() << "\n";
    return kExitOk;
}

std::string exportHelp()
{
    return "Usage: acceldecide-cli export FILE.json -o OUT.csv|OUT.xlsx [--database PATH]\n"
           "\n"
           "Evaluates a scenario and writes its inputs, each option's key figures (rates,\n"
           "unit costs, migration, monthly compute, TCO, commitment, break-even) and monthly\n"
           "costs. The format follows OUT's extension: .xlsx is a workbook whose derived\n"
           "cells are formulas over its Inputs sheet, with the engine's values cached; .csv\n"
           "holds the same values, one section per sheet. An existing OUT is replaced only\n"
           "once the new file is complete. FILE may be - to read standard input.\n"
           "\n"
           "Options:\n"
           "  -o, --output PATH    File to write (required); its extension, .csv or .xlsx,\n"
           "                       picks the format\n"
           "  --database PATH      Resolve prices the scenario leaves out from this catalog;\n"
           "                       the Inputs sheet names each resolved number's source\n"
           "  -h, --help           Show this help\n"
           "\n"
           "Exit status: 0 written; 2 invalid scenario, command line or output path\n"
           "(every problem on standard error as 'error: <path>: <message>'); 1 internal error.\n"
           "\n"
           "Example:\n"
           "  acceldecide-cli export resources/scenarios/seed004-trn3-vs-h200-inference.json"
           " -o seed004.xlsx\n";
}

} // namespace acceldecide::cli
