#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "database/connection/CatalogDatabase.h"

#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace acceldecide::cli {

// A scenario file read, validated and, with --database, resolved against the catalog:
// what every command that evaluates a scenario (evaluate, report, chart, export) starts
// from.
struct ScenarioInput
{
    Scenario scenario; // resolved: catalog prices and throughputs filled in
    Scenario edited;   // as read, before resolution (what ScenarioPinning pins)
    std::map<std::string, OptionProvenance> provenance;
    std::unique_ptr<db::CatalogDatabase> catalog; // set with --database
};

// Reads `input` (a path, or "-" for `in`), validates it and resolves it against the
// catalog at `database` when given. On failure prints every problem to `err` as
// "error: <path>: <message>" (evaluate's format) and returns nullopt; the exit code is
// then kExitInvalidInput. The catalog needs a QCoreApplication (Qt SQL's driver plugin).
std::optional<ScenarioInput> readScenarioInput(const std::string &input,
                                               const std::optional<std::string> &database,
                                               std::istream &in, std::ostream &err);

// The scenario saved in the catalog at `database` under `name`, as it is now or, with
// `version`, as that version of it was saved (the catalog keeps every version), then
// resolved against the catalog like a file. Problems go to `err` as above.
std::optional<ScenarioInput> readStoredScenarioInput(const std::string &name,
                                                     std::optional<qint64> version,
                                                     const std::string &database,
                                                     std::ostream &err);

} // namespace acceldecide::cli
