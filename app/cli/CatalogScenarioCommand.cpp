#include "app/cli/CatalogScenarioCommand.h"

#include "app/cli/CatalogCommandSupport.h"
#include "app/cli/CliOptions.h"
#include "app/cli/OptionMatcher.h"
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
    std::vector<std::string_view> positional;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        if (OptionMatcher::isHelp(arguments[i])) {
            out << catalogSaveScenarioHelp();
            return kExitOk;
        }
        std::string value;
        std::string error;
        if (OptionMatcher::take(arguments, i, "--database", &value, &error)) {
            if (!error.empty())
                return usageError(err, error);
            database = value;
        } else if (OptionMatcher::take(arguments, i, "--if-version", &value, &error)) {
            if (!error.empty())
                return usageError(err, error);
            const std::optional<std::uint64_t> version = parseUnsigned(value);
            if (!version || *version == 0 || *version > std::uint64_t(1) << 62)
                return usageError(err, "--if-version: \"" + value +
                                           "\" is not a version number (1 or more)");
            ifVersion = qint64(*version);
        } else if (arguments[i].size() > 1 && arguments[i].front() == '-') {
            return usageError(err, "unknown option \"" + std::string(arguments[i]) + "\"");
        } else {
            positional.push_back(arguments[i]);
        }
    }
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
    // A scenario stored in a catalog may leave prices and throughputs to it.
    ScenarioReadResult read = ScenarioReader::fromText(text.str(), ScenarioReadOptions{true});
    if (!read) {
        for (const ValidationError &problem : read.error())
            err << "error: " << path << ": " << problem.toString() << "\n";
        return kExitInvalidInput;
    }
    std::unique_ptr<db::CatalogDatabase> catalog = catalogcommand::openCatalog(database, err);
    if (!catalog)
        return kExitInvalidInput;
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
