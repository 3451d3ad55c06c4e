#include "app/cli/CliOptions.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/OptionMatcher.h"
#include "app/cli/OptionValue.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace acceldecide::cli {

namespace {

using EmptyValue = OptionMatcher::EmptyValue;

ParsedCommandLine fail(std::string message)
{
    ParsedCommandLine parsed;
    parsed.error = std::move(message);
    return parsed;
}

ParsedCommandLine helpFor(std::string command)
{
    ParsedCommandLine parsed;
    parsed.command = Command::Help;
    parsed.helpFor = std::move(command);
    return parsed;
}

// The arguments after the first `count`: those a command's own parser reads.
std::vector<std::string_view> after(const std::vector<std::string_view> &arguments,
                                    std::size_t count)
{
    return {arguments.begin() + std::ptrdiff_t(std::min(count, arguments.size())), arguments.end()};
}

ParsedCommandLine parseEvaluate(const std::vector<std::string_view> &arguments)
{
    ParsedCommandLine parsed;
    parsed.command = Command::Evaluate;
    EvaluateOptions &options = parsed.evaluate;
    // Help wins over everything else on the line, as users expect from --help. Every value
    // reaches its check, which names the empty value as any other bad one.
    const ArgumentParser::Result result =
        ArgumentParser()
            .help(ArgumentParser::Help::Anywhere)
            .endOfOptions()
            .unknownOptionPrefix("evaluate: ")
            .flag({"--sensitivity"}, options.sensitivity)
            .option({"--monte-carlo"},
                    OptionValue::number(
                        options.monteCarloSamples, 1, std::uint64_t(kMaxMonteCarloSamples),
                        "--monte-carlo: must be an integer from 1 to 10,000,000, got \"{}\""),
                    EmptyValue::Accepted)
            .option({"--seed"},
                    OptionValue::number(
                        options.seed, 0, UINT64_MAX,
                        "--seed: must be a non-negative integer below 2^64, got \"{}\""),
                    EmptyValue::Accepted)
            .option({"--database"}, OptionValue::text(options.database), EmptyValue::Accepted)
            .option({"--format"}, OptionValue::outputFormat(options.format), EmptyValue::Accepted)
            .parse(after(arguments, 1));
    if (result.outcome == ArgumentParser::Outcome::Help)
        return helpFor("evaluate");
    if (result.outcome == ArgumentParser::Outcome::Failed)
        return fail(result.error);

    const std::vector<std::string_view> &positional = result.positionals;
    if (positional.empty())
        return fail("evaluate: missing scenario file (a path, or - for standard input)");
    if (positional.size() > 1)
        return fail("evaluate: unexpected argument \"" + std::string(positional[1]) +
                    "\" (exactly one scenario file)");
    options.input = std::string(positional.front());
    return parsed;
}

// catalog list [LISTING] [--format json|table] [--database PATH]; arguments[0] is
// "catalog", arguments[1] is "list". The listing name is checked when the command runs,
// against the catalog's own list.
ParsedCommandLine parseCatalogList(const std::vector<std::string_view> &arguments)
{
    ParsedCommandLine parsed;
    parsed.command = Command::Catalog;
    CatalogOptions &options = parsed.catalog;
    options.subcommand = "list";
    bool listingSeen = false;
    const auto database = [&options](const std::string &value) -> std::optional<std::string> {
        if (value.empty())
            return "--database: needs a file path";
        options.database = value;
        return std::nullopt;
    };
    // A second listing is refused where it stands, before any later problem.
    const auto listing = [&](std::string_view argument) -> std::optional<std::string> {
        if (listingSeen)
            return "catalog list: unexpected argument \"" + std::string(argument) +
                   "\" (one listing at a time)";
        options.listing = std::string(argument);
        listingSeen = true;
        return std::nullopt;
    };
    const ArgumentParser::Result result =
        ArgumentParser()
            .help(ArgumentParser::Help::Anywhere)
            .loneDashIsOption()
            .unknownOptionPrefix("catalog list: ")
            .option({"--database"}, database, EmptyValue::Accepted)
            .option({"--format"}, OptionValue::outputFormat(options.format), EmptyValue::Accepted)
            .positionals(listing)
            .parse(after(arguments, 2));
    if (result.outcome == ArgumentParser::Outcome::Help)
        return helpFor("catalog");
    if (result.outcome == ArgumentParser::Outcome::Failed)
        return fail(result.error);
    return parsed;
}

ParsedCommandLine parseCatalog(const std::vector<std::string_view> &arguments)
{
    // import and export parse their own arguments, help included
    // (CatalogImportCommand.cpp, CatalogExportCommand.cpp): only the name is kept here.
    if (arguments.size() >= 2 &&
        (arguments[1] == "import" || arguments[1] == "export" || arguments[1] == "init-server" ||
         arguments[1] == "copy" || arguments[1] == "save-scenario")) {
        ParsedCommandLine parsed;
        parsed.command = Command::Catalog;
        parsed.catalog.subcommand = std::string(arguments[1]);
        return parsed;
    }
    if (arguments.size() >= 2 && arguments[1] == "list")
        return parseCatalogList(arguments);
    if (std::any_of(arguments.begin() + 1, arguments.end(), OptionMatcher::isHelp))
        return helpFor("catalog");
    if (arguments.size() < 2)
        return fail("catalog: missing subcommand (list, import, export, save-scenario, copy or "
                    "init-server)");
    return fail("catalog: unknown subcommand \"" + std::string(arguments[1]) + "\"");
}

} // namespace

ParsedCommandLine parseCommandLine(const std::vector<std::string_view> &arguments)
{
    if (arguments.empty())
        return fail("no command given");
    const std::string_view command = arguments.front();
    if (OptionMatcher::isHelp(command)) {
        ParsedCommandLine parsed;
        parsed.command = Command::Help;
        return parsed;
    }
    if (command == "help") {
        ParsedCommandLine parsed;
        parsed.command = Command::Help;
        if (arguments.size() > 1) {
            const std::string_view topic = arguments[1];
            if (topic != "evaluate" && topic != "ranges" && topic != "catalog" &&
                topic != "report" && topic != "chart" && topic != "slides" && topic != "export" &&
                topic != "decisions" && topic != "estimate" && topic != "actuals" &&
                topic != "search")
                return fail("help: unknown command \"" + std::string(arguments[1]) + "\"");
            parsed.helpFor = std::string(arguments[1]);
        }
        return parsed;
    }
    if (command == "--version")
        return ParsedCommandLine{Command::Version, {}, {}, {}, std::nullopt};
    if (command == "--man")
        return ParsedCommandLine{Command::Manual, {}, {}, {}, std::nullopt};
    if (command == "evaluate")
        return parseEvaluate(arguments);
    if (command == "catalog")
        return parseCatalog(arguments);
    if (command == "report" || command == "chart" || command == "slides" || command == "export" ||
        command == "decisions" || command == "estimate" || command == "actuals" ||
        command == "search") {
        ParsedCommandLine parsed;
        parsed.command = command == "report"     ? Command::Report
                         : command == "chart"    ? Command::Chart
                         : command == "slides"   ? Command::Slides
                         : command == "export"   ? Command::Export
                         : command == "estimate" ? Command::Estimate
                         : command == "actuals"  ? Command::Actuals
                         : command == "search"   ? Command::Search
                                                 : Command::Decisions;
        return parsed;
    }
    if (command == "ranges") {
        ParsedCommandLine parsed;
        parsed.command = Command::Ranges;
        if (arguments.size() > 1 && OptionMatcher::isHelp(arguments[1])) {
            parsed.command = Command::Help;
            parsed.helpFor = "ranges";
        } else if (arguments.size() > 1) {
            return fail("ranges: unexpected argument \"" + std::string(arguments[1]) + "\"");
        }
        return parsed;
    }
    if (!command.empty() && command.front() == '-')
        return fail("unknown option \"" + std::string(command) + "\"");
    return fail("unknown command \"" + std::string(command) + "\"");
}

std::string topLevelHelp()
{
    return "Usage: acceldecide-cli <command> [options]\n"
           "       acceldecide-cli --help | --version | --man\n"
           "\n"
           "AccelDecide: Trainium or NVIDIA GPUs, total cost of ownership and decision\n"
           "support from a scenario file.\n"
           "\n"
           "Commands:\n"
           "  evaluate FILE.json   Costs, break-even, decision matrix and recommendation\n"
           "  estimate FILE.json   How each option's estimated throughput was worked out\n"
           "  ranges               The valid range of every numeric scenario field\n"
           "  catalog list [WHAT]  The catalog's instances, accelerators, prices, ...\n"
           "  catalog import       Import a price list, SkyPilot or catalog CSV file\n"
           "  catalog export DIR   Write every catalog table as CSV into DIR\n"
           "  catalog save-scenario FILE.json  Store a scenario in the catalog\n"
           "  catalog copy SRC DST Copy a whole catalog between files and servers\n"
           "  catalog init-server URL  Set up a team catalog on a PostgreSQL server\n"
           "  report FILE.json     Write the PDF decision report\n"
           "  chart FILE.json      Write one chart as PNG or SVG\n"
           "  slides FILE.json     Write the presentation's slides as one PDF\n"
           "  search FILE.json     The cheapest ways to run the workload across the catalog\n"
           "  export FILE.json     Write inputs, monthly tables and key figures as CSV or XLSX\n"
           "  decisions list|show|revisit|record  Decision records: keep, reopen, revisit\n"
           "  actuals import FILE  Import a FOCUS or CUR 2.0 cloud bill (CSV, plain or gzip)\n"
           "  actuals list         The bills imported: months, rows and effective cost\n"
           "  help [COMMAND]       Show help for a command\n"
           "\n"
           "Options:\n"
           "  -h, --help           Show this help\n"
           "  --version            Print the version\n"
           "  --man                Print this manual as a man page (roff)\n"
           "\n"
           "Every --database PATH may also be a team catalog on a PostgreSQL server,\n"
           "postgresql://[user@]host[:port]/dbname[?sslmode=MODE]; its password comes from\n"
           "PGPASSWORD, ~/.pgpass or a service file, never from the URL.\n"
           "\n"
           "Exit status: 0 success, 2 invalid input (bad options or scenario; details on\n"
           "standard error, nothing on standard output), 1 internal error.\n"
           "Run 'acceldecide-cli evaluate --help' for the evaluate options.\n";
}

std::string evaluateHelp()
{
    return "Usage: acceldecide-cli evaluate FILE.json [--sensitivity] [--monte-carlo N]\n"
           "                                [--seed S] [--format json|table]\n"
           "                                [--database PATH]\n"
           "\n"
           "Evaluates a scenario (format \"acceldecide.scenario\", version 1) and prints\n"
           "every option's costs, the break-even against the baseline, the decision\n"
           "matrix and the recommendation. FILE may be - to read standard input.\n"
           "\n"
           "Options:\n"
           "  --sensitivity        Add the one-at-a-time sensitivity (tornado) list\n"
           "  --monte-carlo N      Add a Monte Carlo over the scenario's uncertainty ranges\n"
           "                       with N samples (1 to 10,000,000)\n"
           "  --seed S             Random seed for --monte-carlo (non-negative integer,\n"
           "                       default 1); the same seed gives the same output\n"
           "  --format json|table  Output format (default json); table is for humans\n"
           "  --database PATH      Resolve prices the scenario leaves out (an option with\n"
           "                       instance_type and region but no instance_hourly_usd)\n"
           "                       from this catalog; each resolved price gets its source\n"
           "  -h, --help           Show this help\n"
           "\n"
           "Example:\n"
           "  acceldecide-cli evaluate resources/scenarios/seed004-trn3-vs-h200-inference.json"
           " --format table\n";
}

std::string rangesHelp()
{
    return "Usage: acceldecide-cli ranges\n"
           "\n"
           "Prints, as a Markdown table, the valid range of every numeric scenario field:\n"
           "the one table that validation, sensitivity clamping and the GUI use.\n"
           "\n"
           "Options:\n"
           "  -h, --help           Show this help\n";
}

std::string catalogHelp()
{
    return "Usage: acceldecide-cli catalog list [instances|accelerators|prices|benchmarks|\n"
           "                                     sources|porting|models|measurements]\n"
           "                                    [--format json|table] [--database PATH]\n"
           "\n"
           "Lists the catalog: instance types, accelerators with every spec observation,\n"
           "prices with their source and observed date, benchmarks, sources, porting\n"
           "effort profiles, model shapes (layers, heads, FFN, vocabulary, experts) with\n"
           "their source, and a team's own measurements with the file each came from.\n"
           "Where sources disagree, every observation is listed.\n"
           "\n"
           "Options:\n"
           "  --format json|table  Output format (default json); table is for humans\n"
           "  --database PATH      Catalog file (default: the user's catalog in the\n"
           "                       application data directory, created and seeded on\n"
           "                       first use)\n"
           "  -h, --help           Show this help\n"
           "\n"
           "Example:\n"
           "  acceldecide-cli catalog list prices --format table\n"
           "\n"
           "Also: 'catalog import --help', 'catalog export --help', 'catalog copy --help'\n"
           "and 'catalog init-server --help'.\n";
}

std::string versionText()
{
    return std::string("acceldecide-cli ") + ACCELDECIDE_VERSION + "\n";
}

} // namespace acceldecide::cli
