// acceldecide-cli: the headless front end to acceldecide_core. Only argument parsing
// and I/O live here; every number comes from the core library.
#include "app/cli/ActualsCommand.h"
#include "app/cli/CatalogExportCommand.h"
#include "app/cli/CatalogImportCommand.h"
#include "app/cli/CatalogListCommand.h"
#include "app/cli/CatalogScenarioCommand.h"
#include "app/cli/CatalogServerCommands.h"
#include "app/cli/CliOptions.h"
#include "app/cli/CommandHelp.h"
#include "app/cli/DecisionsCommand.h"
#include "app/cli/EstimateCommand.h"
#include "app/cli/EvaluateCommand.h"
#include "app/cli/ExportCommand.h"
#include "app/cli/ManPage.h"
#include "app/cli/SearchCommand.h"
#include "core/model/RangeTable.h"
#if ACCELDECIDE_CLI_HAS_GUI
#include "app/cli/ChartCommand.h"
#include "app/cli/HeadlessApplication.h"
#include "app/cli/ReportCommand.h"
#include "app/cli/SlidesCommand.h"
#endif

#include <QCoreApplication>

#include <exception>
#include <iostream>
#include <string_view>
#include <vector>

namespace {

using namespace acceldecide::cli;

// report, chart and slides draw with Qt Widgets and Charts; a build without the GUI libraries
// (ACCELDECIDE_GUI=OFF) still has every other command.
constexpr const char *kNeedsGui =
    "error: this acceldecide-cli was built without the GUI libraries (ACCELDECIDE_GUI=OFF); "
    "report, chart and slides need them\n";

// `catalog SUBCOMMAND ...`: the application object Qt SQL loads its driver plugin
// through, then the subcommand.
int runCatalog(const ParsedCommandLine &parsed, const std::vector<std::string_view> &arguments,
               int argc, char **argv)
{
    // Qt SQL loads its driver plugin through the application object, and the
    // default catalog path comes from the organisation and application names.
    QCoreApplication::setOrganizationName(QStringLiteral("AccelDecide"));
    QCoreApplication::setApplicationName(QStringLiteral("acceldecide"));
    QCoreApplication application(argc, argv);
    if (parsed.catalog.subcommand == "list")
        return runCatalogList(parsed.catalog, std::cout, std::cerr);
    // Arguments after "catalog import|export": those commands parse their own.
    const std::vector<std::string_view> rest(arguments.begin() + 2, arguments.end());
    if (parsed.catalog.subcommand == "import")
        return runCatalogImport(rest, std::cout, std::cerr);
    if (parsed.catalog.subcommand == "export")
        return runCatalogExport(rest, std::cout, std::cerr);
    if (parsed.catalog.subcommand == "init-server")
        return runCatalogInitServer(rest, std::cout, std::cerr);
    if (parsed.catalog.subcommand == "save-scenario")
        return runCatalogSaveScenario(rest, std::cout, std::cerr);
    if (parsed.catalog.subcommand == "copy")
        return runCatalogCopy(rest, std::cout, std::cerr);
    std::cerr << "internal error: no handler for catalog " << parsed.catalog.subcommand << "\n";
    return kExitInternalError;
}

// `decisions ...`, with the application object its subcommands need.
int runDecisionsCommand(const std::vector<std::string_view> &arguments, [[maybe_unused]] int argc,
                        [[maybe_unused]] char **argv)
{
    // The default catalog path comes from the organisation and application names;
    // record and revisit -o draw a PDF, which needs the GUI library's application.
    QCoreApplication::setOrganizationName(QStringLiteral("AccelDecide"));
    QCoreApplication::setApplicationName(QStringLiteral("acceldecide"));
    const std::vector<std::string_view> rest(arguments.begin() + 1, arguments.end());
#if ACCELDECIDE_CLI_HAS_GUI
    HeadlessApplication application;
#else
    QCoreApplication application(argc, argv);
#endif
    return runDecisions(rest, std::cin, std::cout, std::cerr);
}

// `actuals import|list ...`, with the application object Qt SQL loads its driver through.
int runActualsCommand(const std::vector<std::string_view> &arguments, int argc, char **argv)
{
    // The default catalog path comes from the organisation and application names.
    QCoreApplication::setOrganizationName(QStringLiteral("AccelDecide"));
    QCoreApplication::setApplicationName(QStringLiteral("acceldecide"));
    QCoreApplication application(argc, argv);
    const std::vector<std::string_view> rest(arguments.begin() + 1, arguments.end());
    return runActuals(rest, std::cout, std::cerr);
}

// Runs the command the line names; the top-level help when it names none.
int dispatch(const ParsedCommandLine &parsed, const std::vector<std::string_view> &arguments,
             int argc, char **argv)
{
    switch (parsed.command) {
    case Command::Help:
        if (const std::optional<std::string> help = helpText(parsed.helpFor)) {
            std::cout << *help;
            return kExitOk;
        }
        std::cerr << kNeedsGui; // report, chart and slides in a build without them
        return kExitInternalError;
    case Command::Manual:
        std::cout << ManPage::render(ACCELDECIDE_VERSION, topLevelHelp(), commandHelps());
        return kExitOk;
    case Command::Ranges:
        std::cout << acceldecide::RangeTable::markdown();
        return kExitOk;
    case Command::Version:
        std::cout << versionText();
        return kExitOk;
    case Command::Evaluate: {
        if (!parsed.evaluate.database)
            return runEvaluate(parsed.evaluate, std::cin, std::cout, std::cerr);
        QCoreApplication application(argc, argv); // Qt SQL's driver plugin needs it
        return runEvaluate(parsed.evaluate, std::cin, std::cout, std::cerr);
    }
    case Command::Catalog:
        return runCatalog(parsed, arguments, argc, argv);
    case Command::Export: {
        // --database needs Qt SQL's driver plugin, which needs an application object.
        QCoreApplication application(argc, argv);
        const std::vector<std::string_view> rest(arguments.begin() + 1, arguments.end());
        return runExport(rest, std::cin, std::cout, std::cerr);
    }
    case Command::Decisions:
        return runDecisionsCommand(arguments, argc, argv);
    case Command::Actuals:
        return runActualsCommand(arguments, argc, argv);
    case Command::Search: {
        // The catalog needs Qt SQL's driver plugin, which needs an application object.
        QCoreApplication application(argc, argv);
        const std::vector<std::string_view> rest(arguments.begin() + 1, arguments.end());
        return runSearch(rest, std::cin, std::cout, std::cerr);
    }
    case Command::Estimate: {
        // --database needs Qt SQL's driver plugin, which needs an application object.
        QCoreApplication application(argc, argv);
        const std::vector<std::string_view> rest(arguments.begin() + 1, arguments.end());
        return runEstimate(rest, std::cin, std::cout, std::cerr);
    }
    case Command::Report:
    case Command::Chart:
    case Command::Slides: {
#if ACCELDECIDE_CLI_HAS_GUI
        const std::vector<std::string_view> rest(arguments.begin() + 1, arguments.end());
        if (parsed.command == Command::Report)
            return runReport(rest, std::cin, std::cout, std::cerr);
        if (parsed.command == Command::Chart)
            return runChart(rest, std::cin, std::cout, std::cerr);
        return runSlides(rest, std::cin, std::cout, std::cerr);
#else
        std::cerr << kNeedsGui;
        return kExitInternalError;
#endif
    }
    case Command::None:
        break;
    }
    std::cerr << topLevelHelp();
    return kExitInvalidInput;
}

} // namespace

int main(int argc, char **argv)
{
    try {
        const std::vector<std::string_view> arguments(argv + 1, argv + argc);
        const ParsedCommandLine parsed = parseCommandLine(arguments);
        if (parsed.error) {
            std::cerr << "error: " << *parsed.error << "\n"
                      << "Run 'acceldecide-cli --help' for usage.\n";
            return kExitInvalidInput;
        }
        return dispatch(parsed, arguments, argc, argv);
    } catch (const std::exception &exception) {
        std::cerr << "internal error: " << exception.what() << "\n";
        return kExitInternalError;
    } catch (...) {
        std::cerr << "internal error: unknown exception\n";
        return kExitInternalError;
    }
}
