#include "app/cli/SearchCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CatalogCommandSupport.h"
#include "app/cli/CliOptions.h"
#include "app/cli/OptionValue.h"
#include "app/cli/ScenarioInput.h"

#include "core/export/SearchResultJson.h"
#include "core/export/SearchResultTable.h"
#include "core/search/MarketSearch.h"
#include "database/pricing/MarketOffers.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <ostream>
#include <sstream>
#include <stdexcept>

namespace acceldecide::cli {

namespace {

struct SearchOptions
{
    std::string input;
    std::string database; // empty: the user's catalog
    OutputFormat format = OutputFormat::Table;
    search::SearchRequest request;
};

int usageError(std::ostream &err, const std::string &message)
{
    err << "error: search: " << message << "\n"
        << "Run 'acceldecide-cli search --help' for usage.\n";
    return kExitInvalidInput;
}

// "a,b" or one value per use of the option, each checked by `read`.
template <typename T, typename Read>
ArgumentParser::Applier listOf(std::vector<T> &target, std::string option, Read read)
{
    return [&target, option = std::move(option),
            read](const std::string &value) -> std::optional<std::string> {
        std::istringstream items(value);
        std::string item;
        while (std::getline(items, item, ',')) {
            const std::optional<T> parsed = read(item);
            if (!parsed)
                return option + " \"" + item + "\": not one of its values (see --help)";
            target.push_back(*parsed);
        }
        return std::nullopt;
    };
}

std::optional<int> parseArguments(const std::vector<std::string_view> &arguments,
                                  SearchOptions &options, std::ostream &out, std::ostream &err)
{
    search::SearchRequest &request = options.request;
    search::SearchFilter &filter = request.filter;
    const auto asText = [](const std::string &item) {
        return std::optional<std::string>(item);
    };
    bool everyObservation = false;
    std::optional<double> minMemory;
    const ArgumentParser::Result parsed =
        ArgumentParser()
            .option(
                {"--objective"},
                OptionValue::choice(
                    request.objective,
                    std::vector<std::pair<std::string_view, search::SearchObjective>>{
                        {"tco", search::SearchObjective::Tco},
                        {"cost-per-million-tokens", search::SearchObjective::CostPerMillionTokens},
                        {"time-to-result", search::SearchObjective::TimeToResult}},
                    "--objective \"{}\": tco, cost-per-million-tokens or time-to-result"))
            .option({"--limit"},
                    OptionValue::number(request.limit, 1, 100000,
                                        "--limit \"{}\": a whole number from 1 to 100000"))
            .option({"--provider"}, listOf(filter.providers, "--provider", asText))
            .option({"--region"}, listOf(filter.regions, "--region", asText))
            .option({"--stack"}, listOf(filter.stacks, "--stack", stackFromString))
            .option({"--purchase"},
                    listOf(filter.purchaseModels, "--purchase", purchaseModelFromString))
            .option({"--min-memory-gb"},
                    [&minMemory](const std::string &value) -> std::optional<std::string> {
                        std::size_t used = 0;
                        double gb = 0.0;
                        try {
                            gb = std::stod(value, &used);
                        } catch (const std::exception &) {
                            used = 0;
                        }
                        if (used != value.size() || !(gb > 0.0) || !std::isfinite(gb))
                            return "--min-memory-gb \"" + value + "\": a positive number";
                        minMemory = gb;
                        return std::nullopt;
                    })
            .flag({"--every-observation"}, everyObservation)
            .option({"--database"}, OptionValue::text(options.database))
            .option({"--format"}, OptionValue::outputFormat(options.format))
            .parse(arguments);
    if (parsed.outcome == ArgumentParser::Outcome::Help) {
        out << searchHelp();
        return kExitOk;
    }
    if (parsed.outcome == ArgumentParser::Outcome::Failed)
        return usageError(err, parsed.error);
    if (parsed.positionals.size() != 1)
        return usageError(err, parsed.positionals.empty()
                                   ? "missing FILE.json (or - for standard input)"
                                   : "expected one FILE.json, got " +
                                         std::to_string(parsed.positionals.size()));
    options.input = std::string(parsed.positionals.front());
    filter.latestPriceOnly = !everyObservation;
    filter.minMemoryGbPerAccelerator = minMemory;
    return std::nullopt;
}

} // namespace

int runSearch(const std::vector<std::string_view> &arguments, std::istream &in, std::ostream &out,
              std::ostream &err)
{
    SearchOptions options;
    if (const std::optional<int> exitCode = parseArguments(arguments, options, out, err))
        return *exitCode;
    const auto catalog = catalogcommand::openCatalog(options.database, err);
    if (!catalog)
        return kExitInvalidInput;
    const std::string path = options.database.empty()
                                 ? db::CatalogDatabase::defaultPath().toStdString()
                                 : options.database;
    std::optional<ScenarioInput> input = readScenarioInput(options.input, path, in, err);
    if (!input)
        return kExitInvalidInput;
    const auto offers = db::marketOffers(*catalog, input->scenario.workload);
    if (!offers) {
        err << "error: " << offers.error().toString().toStdString() << "\n";
        return kExitInvalidInput;
    }
    search::SearchResult result;
    try {
        result = search::searchMarket(input->scenario, *offers, options.request);
    } catch (const std::invalid_argument &refused) {
        return usageError(err, refused.what());
    }
    if (options.format == OutputFormat::Json)
        out << searchResultJson(result, options.request).dump(2) << "\n";
    else
        out << searchResultTable(result, options.request);
    out.flush();
    if (!out) {
        err << "error: cannot write the output\n";
        return kExitInternalError;
    }
    return kExitOk;
}

std::string searchHelp()
{
    return "Usage: acceldecide-cli search FILE.json [--objective tco|cost-per-million-tokens|\n"
           "                              time-to-result] [--limit N] [--format table|json]\n"
           "                              [--provider P] [--region R] [--stack neuron|cuda]\n"
           "                              [--purchase MODEL] [--min-memory-gb G]\n"
           "                              [--every-observation] [--database PATH]\n"
           "\n"
           "Finds the cheapest way to run the workload of FILE.json (- for standard input)\n"
           "across the catalog: every instance type, region, purchase model and (training)\n"
           "cluster size the catalog prices, on AWS or any GPU cloud it holds, as an option\n"
           "of the scenario (its porting team, credits and held commitments), billed by the\n"
           "same engine as `evaluate` and ranked. Throughput comes from the scenario's\n"
           "option on the same instance type, else its throughput estimate, else the\n"
           "catalog's benchmark; offers without one, whose model does not fit the\n"
           "accelerators' memory, or with a discount and no on-demand price are passed\n"
           "over and counted. Each row names its price source and date; the Pareto front\n"
           "lists what nothing beats on both cost and a training run's wall-clock time.\n"
           "\n"
           "Options:\n"
           "  --objective O        tco (default), cost-per-million-tokens or time-to-result\n"
           "                       (training only)\n"
           "  --limit N            Rows shown, best first (default 20)\n"
           "  --provider P         Only these providers (repeat or comma-separate)\n"
           "  --region R           Only these regions\n"
           "  --stack S            neuron or cuda\n"
           "  --purchase MODEL     on_demand, spot, savings_plan_1y, savings_plan_3y,\n"
           "                       reserved_1y, reserved_3y, capacity_block\n"
           "  --min-memory-gb G    Accelerators with at least G GB of memory\n"
           "  --every-observation  Every price observation, not only the newest of each\n"
           "  --database PATH      The catalog (default: the user's catalog)\n"
           "  --format table|json  Output format (default table)\n"
           "  -h, --help           Show this help\n"
           "\n"
           "Exit status: 0 success; 2 invalid input (bad options, scenario or objective);\n"
           "1 internal error.\n";
}

} // namespace acceldecide::cli
