#include "app/cli/ScenarioInput.h"

#include "app/cli/CatalogCommandSupport.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "database/connection/CatalogLocation.h"
#include "database/pricing/PriceResolver.h"
#include "database/scenarios/ScenarioRepository.h"

#include <QDate>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

namespace acceldecide::cli {

namespace {

std::optional<std::string> readAll(std::istream &stream)
{
    std::ostringstream buffer;
    buffer << stream.rdbuf();
    if (stream.bad())
        return std::nullopt;
    return buffer.str();
}

std::optional<std::string> readText(const std::string &input, std::istream &in, std::ostream &err)
{
    if (input == "-") {
        std::optional<std::string> text = readAll(in);
        if (!text)
            err << "error: cannot read standard input\n";
        return text;
    }
    // Read the file here rather than in ScenarioReader so the message can say exactly
    // why a path could not be opened.
    std::ifstream file(input, std::ios::binary);
    if (!file) {
        err << "error: " << input << ": cannot open (" << std::strerror(errno) << ")\n";
        return std::nullopt;
    }
    std::optional<std::string> text = readAll(file);
    if (!text)
        err << "error: " << input << ": cannot read\n";
    return text;
}

// Fills what the scenario leaves to the catalog; false (with messages on err) when the
// catalog cannot be opened or a price cannot be resolved.
std::unique_ptr<db::CatalogDatabase> openCatalog(const std::string &path, std::ostream &err)
{
    auto catalog = db::CatalogDatabase::open(QString::fromStdString(path));
    if (!catalog) {
        err << "error: --database "
            << db::CatalogLocation::withoutPassword(QString::fromStdString(path)).toStdString()
            << ": " << catalog.error().toString().toStdString() << "\n";
        return nullptr;
    }
    return std::move(catalog.value());
}

bool resolveWith(std::unique_ptr<db::CatalogDatabase> catalog, ScenarioInput &input,
                 std::ostream &err)
{
    // "Today" for staleness is the scenario's as_of when it has one.
    const Scenario &scenario = input.scenario;
    const QDate asOf = scenario.asOf
                           ? QDate::fromString(QString::fromStdString(*scenario.asOf), Qt::ISODate)
                           : QDate::currentDate();
    auto resolved = db::PriceResolver::resolve(*catalog, input.scenario, asOf);
    if (!resolved) {
        // Every field the catalog could not fill, one line each.
        for (const QString &line : resolved.error().lines())
            err << "error: " << line.toStdString() << "\n";
        return false;
    }
    input.provenance = std::move(resolved.value());
    input.catalog = std::move(catalog);
    return true;
}

// Whether the engine can price every option: a value the catalog did not supply or a
// porting figure set nowhere is the user's to mend, so it is an input error (exit 2)
// naming the field, never an internal one.
bool evaluable(const ScenarioInput &input, std::ostream &err)
{
    const ValidationErrors problems = ScenarioEvaluator::problems(input.scenario);
    for (const ValidationError &problem : problems)
        err << "error: " << problem.toString() << "\n";
    return problems.empty();
}

} // namespace

std::optional<ScenarioInput> readScenarioInput(const std::string &input,
                                               const std::optional<std::string> &database,
                                               std::istream &in, std::ostream &err)
{
    const std::optional<std::string> text = readText(input, in, err);
    if (!text)
        return std::nullopt;

    // The catalog first: the estimator its models and the team's measurements call for
    // judges the scenario's throughput estimates as it is read.
    std::unique_ptr<db::CatalogDatabase> catalog;
    if (database) {
        catalog = openCatalog(*database, err);
        if (!catalog || !catalogcommand::useCatalogEstimator(*catalog, err))
            return std::nullopt;
    }
    ScenarioReadOptions readOptions;
    readOptions.catalogAvailable = database.has_value();
    ScenarioReadResult read = ScenarioReader::fromText(*text, readOptions);
    if (!read) {
        for (const ValidationError &error : read.error())
            err << "error: " << error.toString() << "\n";
        if (read.error().empty())
            err << "error: invalid scenario\n";
        return std::nullopt;
    }

    ScenarioInput result;
    result.scenario = std::move(*read);
    result.edited = result.scenario;
    if (catalog && !resolveWith(std::move(catalog), result, err))
        return std::nullopt;
    if (!evaluable(result, err))
        return std::nullopt;
    return result;
}

std::optional<ScenarioInput> readStoredScenarioInput(const std::string &name,
                                                     std::optional<qint64> version,
                                                     const std::string &database, std::ostream &err)
{
    std::unique_ptr<db::CatalogDatabase> catalog = openCatalog(database, err);
    if (!catalog || !catalogcommand::useCatalogEstimator(*catalog, err))
        return std::nullopt;
    db::ScenarioRepository repository(*catalog);
    const QString wanted = QString::fromStdString(name);
    const auto listed = repository.list();
    if (!listed) {
        err << "error: " << listed.error().toString().toStdString() << "\n";
        return std::nullopt;
    }
    std::optional<qint64> id;
    for (const db::ScenarioSummary &summary : listed.value()) {
        if (summary.name == wanted)
            id = summary.id;
    }
    if (!id) {
        err << "error: --scenario: no scenario named \"" << name << "\" is saved in the catalog\n";
        return std::nullopt;
    }
    db::DatabaseResult<Scenario> loaded =
        version ? repository.loadVersion(*id, *version) : repository.load(*id);
    if (!loaded) {
        err << "error: --scenario \"" << name << "\"" << (version ? " --version " : "")
            << (version ? std::to_string(*version) : std::string()) << ": "
            << loaded.error().toString().toStdString() << "\n";
        return std::nullopt;
    }
    ScenarioInput result;
    result.scenario = std::move(loaded.value());
    if (!resolveWith(std::move(catalog), result, err) || !evaluable(result, err))
        return std::nullopt;
    return result;
}

} // namespace acceldecide::cli
