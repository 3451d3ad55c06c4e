#include "EvaluateCommand.h"

#include "CatalogDatabase.h"
#include "EvaluationJson.h"
#include "EvaluationTable.h"
#include "PriceResolver.h"
#include "ScenarioEvaluator.h"
#include "ScenarioReader.h"

#include <QDate>

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>

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

// Fills what the scenario leaves to the catalog; false (with messages on err) when
// the catalog cannot be opened or a price cannot be resolved.
bool resolveFromCatalog(const std::string &path, Scenario &scenario, EvaluationRequest &request,
                        std::ostream &err)
{
    auto catalog = db::CatalogDatabase::open(QString::fromStdString(path));
    if (!catalog) {
        err << "error: --database " << path << ": " << catalog.error().toString().toStdString()
            << "\n";
        return false;
    }
    // "Today" for staleness is the scenario's as_of when it has one.
    const QDate asOf = scenario.asOf
                           ? QDate::fromString(QString::fromStdString(*scenario.asOf), Qt::ISODate)
                           : QDate::currentDate();
    auto resolved = db::PriceResolver::resolve(*catalog.value(), scenario, asOf);
    if (!resolved) {
        err << "error: " << resolved.error().toString().toStdString() << "\n";
        return false;
    }
    request.provenance = std::move(resolved.value());
    return true;
}

} // namespace

int runEvaluate(const EvaluateOptions &options, std::istream &in, std::ostream &out,
                std::ostream &err)
{
    std::optional<std::string> text;
    if (options.input == "-") {
        text = readAll(in);
        if (!text) {
            err << "error: cannot read standard input\n";
            return kExitInvalidInput;
        }
    } else {
        // Read the file here rather than in ScenarioReader so the message can say
        // exactly why a path could not be opened.
        std::ifstream file(options.input, std::ios::binary);
        if (!file) {
            err << "error: " << options.input << ": cannot open (" << std::strerror(errno) << ")\n";
            return kExitInvalidInput;
        }
        text = readAll(file);
        if (!text) {
            err << "error: " << options.input << ": cannot read\n";
            return kExitInvalidInput;
        }
    }

    ScenarioReadOptions readOptions;
    readOptions.catalogAvailable = options.database.has_value();
    ScenarioReadResult read = ScenarioReader::fromText(*text, readOptions);
    if (!read.ok()) {
        for (const ValidationError &error : read.errors)
            err << "error: " << error.toString() << "\n";
        if (read.errors.empty())
            err << "error: invalid scenario\n";
        return kExitInvalidInput;
    }

    EvaluationRequest request;
    if (options.database && !resolveFromCatalog(*options.database, *read.scenario, request, err))
        return kExitInvalidInput;
    request.sensitivity = options.sensitivity;
    request.monteCarloSamples = options.monteCarloSamples;
    request.seed = options.seed;
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*read.scenario, request);

    // Build the whole document before writing, so an exception cannot truncate output.
    const std::string document = options.format == OutputFormat::Json
                                     ? EvaluationJson::toJson(evaluation).dump(2) + "\n"
                                     : EvaluationTable::format(evaluation);
    out << document;
    out.flush();
    if (!out) {
        err << "error: cannot write the output\n";
        return kExitInternalError;
    }
    return kExitOk;
}

} // namespace acceldecide::cli
