#include "app/cli/CliOptions.h"

#include "app/cli/OptionMatcher.h"

#include <charconv>

namespace acceldecide::cli {

namespace {

using EmptyValue = OptionMatcher::EmptyValue;

ParsedCommandLine fail(std::string message)
{
    ParsedCommandLine parsed;
    parsed.error = std::move(message);
    return parsed;
}

ParsedCommandLine parseEvaluate(const std::vector<std::string_view> &arguments)
{
    ParsedCommandLine parsed;
    parsed.command = Command::Evaluate;
    EvaluateOptions &options = parsed.evaluate;
    std::vector<std::string_view> positional;
    bool optionsEnded = false;

    // Help wins over everything else on the line, as users expect from --help.
    for (std::size_t i = 1; i < arguments.size() && arguments[i] != "--"; ++i) {
        if (OptionMatcher::isHelp(arguments[i])) {
            parsed.command = Command::Help;
            parsed.helpFor = "evaluate";
            return parsed;
        }
    }

    for (std::size_t i = 1; i < arguments.size(); ++i) {
        const std::string_view argument = arguments[i];
        std::string value;
        std::string error;
        if (optionsEnded || argument == "-" || argument.empty() || argument.front() != '-') {
            positional.push_back(argument);
        } else if (argument == "--") {
            optionsEnded = true;
        } else if (argument == "--sensitivity") {
            options.sensitivity = true;
        } else if (OptionMatcher::take(arguments, i, "--monte-carlo", &value, &error,
                                       EmptyValue::Accepted)) {
            if (!error.empty())
                return fail(error);
            const auto samples = parseUnsigned(value);
            if (!samples || *samples < 1 ||
                *samples > static_cast<std::uint64_t>(kMaxMonteCarloSamples))
                return fail("--monte-carlo: must be an integer from 1 to 10,000,000, got \"" +
                            value + "\"");
            options.monteCarloSamples = static_cast<std::int64_t>(*samples);
        } else if (OptionMatcher::take(arguments, i, "--seed", &value, &error,
                                       EmptyValue::Accepted)) {
            if (!error.empty())
                return fail(error);
            const auto seed = parseUnsigned(value);
            if (!seed)
                return fail("--seed: must be a non-negative integer below 2^64, got \"" + value +
                            "\"");
            options.seed = *seed;
        } else if (OptionMatcher::take(arguments, i, "--database", &value, &error,
                                       EmptyValue::Accepted)) {
            if (!error.empty())
                return fail(error);
            options.database = value;
        } else if (OptionMatcher::takeFormat(arguments, i, &options.format, &error)) {
            if (!error.empty())
                return fail(error);
        } else {
            return fail("evaluate: unknown option \"" + std::string(argument) + "\"");
        }
    }

    if (positional.empty())
        return fail("evaluate: missing scenario file (a path, or - for standard input)");
    if (positional.size() > 1)
        return fail("evaluate: unexpected argument \"" + std::string(positional[1]) +
                    "\" (exactly one scenario file)");
    options.input = std::string(positional.front());
    return parsed;
}

// Options every catalog subcommand understands; false when `argument` is not one.
bool parseCatalogCommonOption(const std::vector<std::string_view> &arguments, std::size_t &index,
                              CatalogOptions &options, std::string &error)
{
    std::string value;
    if (OptionMatcher::take(arguments, index, "--database", &value, &error, EmptyValue::Accepted)) {
        if (error.empty() && value.empty())
            error = "--database: needs a file path";
        options.database = std::move(value);
        return true;
    }
    return OptionMatcher::takeFormat(arguments, index, &options.format, &error);
}

// catalog list [LISTING] [--format json|table] [--database PATH]; arguments[0] is
// "catalog", arguments[1] is "list". The listing name is checked when the command runs,
// against the catalog's own list.
ParsedCommandLine parseCatalogList(const std::vector<std::string_view> &arguments)
{
    ParsedCommandLine parsed;
    parsed.command = Command::Catalog;
    parsed.catalog.subcommand = "list";
    bool listingSeen = false;
    for (std::size_t i = 2; i < arguments.size(); ++i) {
        const std::string_view argument = arguments[i];
        std::string error;
        if (parseCatalogCommonOption(arguments, i, parsed.catalog, error)) {
            if (!error.empty())
                return fail(error);
        } else if (!argument.empty() && argument.front() == '-') {
            return fail("catalog list: unknown option \"" + std::string(argument) + "\"");
        } else if (listingSeen) {
            return fail("catalog list: unexpected argument \"" + std::string(argument) +
                        "\" (one listing at a time)");
        } else {
            parsed.catalog.listing = std::string(argument);
            listingSeen = true;
        }
    }
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
    for (std::size_t i = 1; i < arguments.size(); ++i) {
        if (OptionMatcher::isHelp(arguments[i])) {
            ParsedCommandLine parsed;
            parsed.command = Command::Help;
            parsed.helpFor = "catalog";
            return parsed;
        }
    }
    if (arguments.size() < 2)
        return fail("catalog: missing subcommand (list, import, export, save-scenario, copy or "
                    "init-server)");
    const std::string_view subcommand = arguments[1];
    if (subcommand == "list")
        return parseCatalogList(arguments);
    return fail("catalog: unknown subcommand \"" + std::string(subcommand) + "\"");
}

} // namespace

std::optional<std::uint64_t> parseUnsigned(std::string_view text)
{
    if (text.empty())
        return std::nullopt;
    for (char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt; // rejects signs, blanks, decimals and exponents
    }
    std::uint64_t value = 0;
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (result.ec != std::errc() || result.ptr != text.data() + text.size())
        return std::nullopt; // out of range
    return value;
}

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
                topic != "decisions")
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
        command == "decisions") {
        ParsedCommandLine parsed;
        parsed.command = command == "report"   ? Command::Report
                         : command == "chart"  ? Command::Chart
                         : command == "slides" ? Command::Slides
                         : command == "export" ? Command::Export
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
           "  export FILE.json     Write inputs, monthly tables and key figures as CSV or XLSX\n"
           "  decisions list|show|revisit|record  Decision records: keep, reopen, revisit\n"
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
           "                                     sources|porting]\n"
           "                                    [--format json|table] [--database PATH]\n"
           "\n"
           "Lists the catalog: instance types, accelerators with every spec observation,\n"
           "prices with their source and observed date, benchmarks, sources and porting\n"
           "effort profiles. Where sources disagree, every observation is listed.\n"
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
