#include "app/cli/CatalogScenarioCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CatalogCommandSupport.h"
#include "app/cli/CliOptions.h"
#include "app/cli/OptionValue.h"
#include "core/io/ScenarioReader.h"
#include "database/scenarios/ScenarioRepository.h"

#include <fstream>
#include <optional>
#include <ostream>
#include <sstream>

namespace acceldecide::cli {

namespace {

int usageError(std::ostream &err, const std::string &message)
{
    err << "error: catalog save-scenario: " << message << "\n"
        << "Run 'acceldecide-cli catalog save-scenario --help' for usage.\n";
    return kExitInvalidInput;
}

} // namespace

std::string catalogSaveScenarioHelp()
{
    return "Usage: acceldecide-cli catalog save-scenario FILE.json [--database PATH]\n"
           "                                             [--if-version N]\n"
           "\n"
           "Stores a scenario file in the catalog under its name, replacing a stored\n"
           "scenario of the same name, and prints the version stored. Several people may\n"
           "save into a team catalog: with --if-version N the scenario is saved only if the\n"
           "stored one is still at version N (the version you read); if someone else\n"
           "changed or deleted it since, nothing is written and the error names the\n"
           "scenario and who changed it, and when.\n"
           "\n"
           "Options:\n"
           "  --database PATH      The catalog (a file or a postgresql:// URL; default: yours)\n"
           "  --if-version N       Save only over version N of the stored scenario\n"
           "  -h, --help           Show this help\n"
           "\n"
           "Exit status: 0 saved, 2 invalid input or a conflict (details on standard\n"
           "error), 1 internal error.\n";
}

int runCatalogSaveScenario(const std::vector<std::string_view> &arguments, std::ostream &out,
                           std::ostream &err)
{
    std::string database;
    std::optional<qint64> ifVersion;
    const ArgumentParser::Result parsed =
        ArgumentParser()
            .option({"--database"}, OptionValue::text(database))
            .option({"--if-version"},
                    OptionValue::number(ifVersion, 1, std::uint64_t(1) << 62,
                                        "--if-version: \"{}\" is not a version number (1 or more)"))
            .parse(arguments);
    if (parsed.outcome == ArgumentParser::Outcome::Help) {
        out << catalogSaveScenarioHelp();
        return kExitOk;
    }
    if (parsed.outcome == ArgumentParser::Outcome::Failed)
        return usageError(err, parsed.error);
    const std::vector<std::string_view> &positional = parsed.positionals;
    if (positional.size() != 1)
        return usageError(err, positional.empty() ? "missing FILE.json"
                                                  : "expected one FILE.json, got " +
                                                        std::to_string(positional.size()));
    const std::string path(positional.front());
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return usageError(err, path + ": cannot open");
    std::ostringstream text;
    text << file.rdbuf();
    // The catalog's estimator judges the scenario's throughput estimates (its models may
    // be the catalog's own).
    std::unique_ptr<db::CatalogDatabase> catalog = catalogcommand::openCatalog(database, err);
    if (!catalog || !catalogcommand::useCatalogEstimator(*catalog, err))
        return kExitInvalidInput;
    // A scenario stored in a catalog may leave prices and throughputs to it.
    ScenarioReadResult read = ScenarioReader::fromText(text.str(), ScenarioReadOptions{true});
    if (!read) {
        for (const ValidationError &problem : read.error())
            err << "error: " << path << ": " << problem.toString() << "\n";
        return kExitInvalidInput;
    }
    db::ScenarioRepository repository(*catalog);
    const db::DatabaseResult<qint64> saved = repository.save(*read, ifVersion);
    if (!saved) {
        err << "error: " << saved.error().toString().toStdString() << "\n";
        return kExitInvalidInput;
    }
    const db::DatabaseResult<db::RowStamp> stamp = repository.stamp(saved.value());
    out << "saved \"" << read->name << "\" as version "
        << (stamp ? stamp.value().version : qint64(0)) << "\n";
    return kExitOk;
}

} // namespace acceldecide::cli
