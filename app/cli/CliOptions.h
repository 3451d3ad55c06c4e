#pragma once

#include "app/cli/OutputFormat.h"
#include "core/engine/MonteCarloSimulation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// Process exit codes; scripts rely on these.
inline constexpr int kExitOk = 0;
inline constexpr int kExitInternalError = 1;
inline constexpr int kExitInvalidInput = 2;

// Upper bound for --monte-carlo: the engine's own limit.
inline constexpr std::int64_t kMaxMonteCarloSamples = MonteCarloSimulation::kMaxSamples;

struct EvaluateOptions
{
    std::string input; // a path, or "-" for standard input
    bool sensitivity = false;
    std::int64_t monteCarloSamples = 0; // 0: no Monte Carlo
    std::uint64_t seed = 1;
    OutputFormat format = OutputFormat::Json;
    // Set: resolve prices the scenario leaves out from this catalog (--database).
    std::optional<std::string> database;
};

// `catalog SUBCOMMAND ...`: options shared by every catalog subcommand, plus each
// subcommand's own. A new subcommand adds a branch to parseCatalog (CliOptions.cpp)
// and to the Command::Catalog dispatch in main.cpp.
struct CatalogOptions
{
    std::string subcommand; // "list"
    std::string database;   // empty: the user's catalog (CatalogDatabase::defaultPath())
    OutputFormat format = OutputFormat::Json;
    std::string listing = "instances"; // list: instances, accelerators, prices, ...
};

enum class Command
{
    None,
    Help,
    Version,
    Manual, // --man: the man page, generated from the help texts
    Evaluate,
    Ranges,
    Catalog,
    // These parse their own arguments (everything after the command name).
    Report,
    Chart,
    Slides,
    Export,
    Decisions,
    Estimate,
    Search,
    Actuals
};

// The outcome of parsing a command line. Either `error` is set (usage problem: exit 2),
// or `command` says what to do; `helpFor` names the command whose help was asked for.
struct ParsedCommandLine
{
    Command command = Command::None;
    std::string helpFor; // "" for the top-level help
    EvaluateOptions evaluate;
    CatalogOptions catalog;
    std::optional<std::string> error;
};

ParsedCommandLine parseCommandLine(const std::vector<std::string_view> &arguments);

std::string topLevelHelp();
std::string evaluateHelp();
std::string rangesHelp();
std::string catalogHelp();
std::string versionText();

} // namespace acceldecide::cli
