#include "app/cli/ReportCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CliOptions.h"
#include "app/cli/HeadlessApplication.h"
#include "app/cli/OptionValue.h"
#include "app/cli/ScenarioInput.h"

#include "ui/render/evaluation/EvaluatedScenario.h"
#include "ui/render/report/ReportPdfWriter.h"

#include <QPageSize>

#include <cstdint>
#include <optional>
#include <ostream>
#include <utility>
#include <vector>

namespace acceldecide::cli {

namespace {

struct ReportOptions
{
    std::string input;
    std::string output;
    std::optional<std::string> database;
    std::optional<std::string> storedName; // --scenario: a scenario saved in the catalog
    std::optional<qint64> version;         // --version: one of its saved versions
    QPageSize::PageSizeId pageSize = QPageSize::A4;
    std::uint64_t seed = 1;
    std::int64_t monteCarloSamples = ui::EvaluatedScenario::kDefaultMonteCarloSamples;
};

int usageError(std::ostream &err, const std::string &message)
{
    err << "error: report: " << message << "\n"
        << "Run 'acceldecide-cli report --help' for usage.\n";
    return kExitInvalidInput;
}

// Reads every option; the positional arguments are the caller's to check.
ArgumentParser::Result readArguments(const std::vector<std::string_view> &arguments,
                                     ReportOptions &options)
{
    using PageSizes = std::vector<std::pair<std::string_view, QPageSize::PageSizeId>>;
    return ArgumentParser()
        .option({"--output", "-o"}, OptionValue::text(options.output))
        .option({"--database"}, OptionValue::text(options.database))
        .option({"--scenario"}, OptionValue::text(options.storedName))
        .option({"--version"},
                OptionValue::number(options.version, 1, std::uint64_t(1) << 62,
                                    "--version: \"{}\" is not a version number (1 or more)"))
        .option({"--page-size"}, OptionValue::choice(options.pageSize,
                                                     PageSizes{{"A4", QPageSize::A4},
                                                               {"a4", QPageSize::A4},
                                                               {"Letter", QPageSize::Letter},
                                                               {"letter", QPageSize::Letter}},
                                                     "--page-size: \"{}\" is not A4 or Letter"))
        .option({"--seed"}, OptionValue::number(options.seed, 0, UINT64_MAX,
                                                "--seed: \"{}\" is not a non-negative integer"))
        .option({"--monte-carlo"},
                OptionValue::number(options.monteCarloSamples, 0,
                                    std::uint64_t(kMaxMonteCarloSamples),
                                    "--monte-carlo: \"{}\" is not an integer from 0 to " +
                                        std::to_string(kMaxMonteCarloSamples)))
        .parse(arguments);
}

// Fills `options`; returns an exit code when the command line already decides the
// outcome (help, or a usage error).
std::optional<int> parseArguments(const std::vector<std::string_view> &arguments,
                                  ReportOptions &options, std::ostream &out, std::ostream &err)
{
    const ArgumentParser::Result parsed = readArguments(arguments, options);
    if (parsed.outcome == ArgumentParser::Outcome::Help) {
        out << reportHelp();
        return kExitOk;
    }
    if (parsed.outcome == ArgumentParser::Outcome::Failed)
        return usageError(err, parsed.error);
    const std::vector<std::string_view> &positional = parsed.positionals;
    if (options.storedName) {
        if (!positional.empty())
            return usageError(err, "--scenario takes the place of FILE.json; give one of them");
        if (!options.database)
            return usageError(err, "--scenario needs --database, the catalog it is saved in");
    } else if (options.version) {
        return usageError(err, "--version needs --scenario NAME");
    } else if (positional.size() != 1) {
        return usageError(err, positional.empty() ? "missing FILE.json"
                                                  : "expected one FILE.json, got " +
                                                        std::to_string(positional.size()));
    }
    if (options.output.empty())
        return usageError(err, "missing -o OUT.pdf");
    if (!options.storedName)
        options.input = std::string(positional.front());
    return std::nullopt;
}

} // namespace

std::string reportHelp()
{
    return "Usage: acceldecide-cli report FILE.json -o OUT.pdf [--database PATH]\n"
           "                          [--page-size A4|Letter] [--seed S] [--monte-carlo N]\n"
           "       acceldecide-cli report --scenario NAME [--version N] --database PATH\n"
           "                          -o OUT.pdf [...]\n"
           "\n"
           "Writes the PDF decision report for a scenario: title page with the\n"
           "recommendation, executive summary, inputs and their sources, the charts,\n"
           "the decision matrix, warnings and risks, and appendices listing every source\n"
           "and formula. Needs no display. FILE may be '-' for standard input. The report\n"
           "is dated by the scenario's as_of (else SOURCE_DATE_EPOCH, else today).\n"
           "\n"
           "Options:\n"
           "  -o, --output PATH    The PDF to write (replaced only once the new one is complete)\n"
           "  --database PATH      Resolve prices and throughputs the scenario leaves out from\n"
           "                       this catalog, with their sources\n"
           "  --scenario NAME      Report on the scenario saved in the catalog under NAME\n"
           "                       (instead of FILE.json; needs --database)\n"
           "  --version N          With --scenario: the scenario as its version N was saved\n"
           "                       (the catalog keeps every saved version)\n"
           "  --page-size SIZE     A4 (default) or Letter\n"
           "  --seed S             Monte Carlo seed (default 1)\n"
           "  --monte-carlo N      Monte Carlo samples when the scenario has uncertainty ranges\n"
           "                       (default 200000; 0 leaves the histogram out)\n"
           "  -h, --help           Show this help\n"
           "\n"
           "Exit status: 0 written, 2 invalid input or an unwritable output (details on\n"
           "standard error), 1 internal error.\n";
}

int runReport(const std::vector<std::string_view> &arguments, std::istream &in, std::ostream &out,
              std::ostream &err)
{
    ReportOptions options;
    if (const std::optional<int> exitCode = parseArguments(arguments, options, out, err))
        return *exitCode;

    HeadlessApplication application;
    std::optional<ScenarioInput> input =
        options.storedName
            ? readStoredScenarioInput(*options.storedName, options.version, *options.database, err)
            : readScenarioInput(options.input, options.database, in, err);
    if (!input)
        return kExitInvalidInput;
    const ui::EvaluatedScenario evaluated = ui::EvaluatedScenario::evaluate(
        std::move(input->scenario), std::move(input->provenance), input->catalog.get(),
        options.monteCarloSamples, options.seed);
    if (const Expected<void, QString> problem = ui::ReportPdfWriter::writeFile(
            evaluated, QString::fromStdString(options.output), QPageSize(options.pageSize));
        !problem) {
        err << "error: " << problem.error().toStdString() << "\n";
        return kExitInvalidInput;
    }
    return kExitOk;
}

} // namespace acceldecide::cli
