#include "app/cli/ReportCommand.h"

#include "app/cli/CliOptions.h"
#include "app/cli/HeadlessApplication.h"
#include "app/cli/OptionMatcher.h"
#include "app/cli/ScenarioInput.h"

#include "ui/render/evaluation/EvaluatedScenario.h"
#include "ui/render/report/ReportPdfWriter.h"

#include <QPageSize>

#include <optional>
#include <ostream>

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
    std::vector<std::string_view> positional;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string_view argument = arguments[i];
        if (OptionMatcher::isHelp(argument)) {
            out << reportHelp();
            return kExitOk;
        }
        std::string value;
        std::string error;
        if (OptionMatcher::take(arguments, i, "--output", &value, &error) ||
            OptionMatcher::take(arguments, i, "-o", &value, &error)) {
            if (!error.empty())
                return usageError(err, error);
            options.output = value;
        } else if (OptionMatcher::take(arguments, i, "--database", &value, &error)) {
            if (!error.empty())
                return usageError(err, error);
            options.database = value;
        } else if (OptionMatcher::take(arguments, i, "--scenario", &value, &error)) {
            if (!error.empty())
                return usageError(err, error);
            options.storedName = value;
        } else if (OptionMatcher::take(arguments, i, "--version", &value, &error)) {
            if (!error.empty())
                return usageError(err, error);
            const std::optional<std::uint64_t> version = parseUnsigned(value);
            if (!version || *version == 0 || *version > (std::uint64_t(1) << 62))
                return usageError(err, "--version: \"" + value +
                                           "\" is not a version number (1 or more)");
            options.version = qint64(*version);
        } else if (OptionMatcher::take(arguments, i, "--page-size", &value, &error)) {
            if (!error.empty())
                return usageError(err, error);
            if (value == "A4" || value == "a4")
                options.pageSize = QPageSize::A4;
            else if (value == "Letter" || value == "letter")
                options.pageSize = QPageSize::Letter;
            else
                return usageError(err, "--page-size: \"" + value + "\" is not A4 or Letter");
        } else if (OptionMatcher::take(arguments, i, "--seed", &value, &error)) {
            if (!error.empty())
                return usageError(err, error);
            const std::optional<std::uint64_t> seed = parseUnsigned(value);
            if (!seed)
                return usageError(err, "--seed: \"" + value + "\" is not a non-negative integer");
            options.seed = *seed;
        } else if (OptionMatcher::take(arguments, i, "--monte-carlo", &value, &error)) {
            if (!error.empty())
                return usageError(err, error);
            const std::optional<std::uint64_t> samples = parseUnsigned(value);
            if (!samples || *samples > std::uint64_t(kMaxMonteCarloSamples))
                return usageError(err, "--monte-carlo: \"" + value +
                                           "\" is not an integer from 0 to " +
                                           std::to_string(kMaxMonteCarloSamples));
            options.monteCarloSamples = std::int64_t(*samples);
        } else if (argument.size() > 1 && argument.front() == '-') {
            return usageError(err, "unknown option \"" + std::string(argument) + "\"");
        } else {
            positional.push_back(argument);
        }
    }
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
