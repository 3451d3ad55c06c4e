#include "app/cli/CommandHelp.h"

#include "app/cli/ActualsCommand.h"
#include "app/cli/CatalogExportCommand.h"
#include "app/cli/CatalogImportCommand.h"
#include "app/cli/CatalogScenarioCommand.h"
#include "app/cli/CatalogServerCommands.h"
#include "app/cli/CliOptions.h"
#include "app/cli/DecisionsCommand.h"
#include "app/cli/EstimateCommand.h"
#include "app/cli/ExportCommand.h"
#include "app/cli/SearchCommand.h"
#if ACCELDECIDE_CLI_HAS_GUI
#include "app/cli/ChartCommand.h"
#include "app/cli/ReportCommand.h"
#include "app/cli/SlidesCommand.h"
#endif

namespace acceldecide::cli {

std::vector<CommandHelp> commandHelps()
{
    std::vector<CommandHelp> helps{
        {"evaluate", evaluateHelp()},
        {"estimate", estimateHelp()},
        {"search", searchHelp()},
        {"ranges", rangesHelp()},
        {"catalog list", catalogHelp()},
        {"catalog import", catalogImportHelp()},
        {"catalog export", catalogExportHelp()},
        {"catalog save-scenario", catalogSaveScenarioHelp()},
        {"catalog copy", catalogCopyHelp()},
        {"catalog init-server", catalogInitServerHelp()},
    };
#if ACCELDECIDE_CLI_HAS_GUI
    helps.push_back({"report", reportHelp()});
    helps.push_back({"chart", chartHelp()});
    helps.push_back({"slides", slidesHelp()});
#endif
    helps.push_back({"export", exportHelp()});
    helps.push_back({"decisions", decisionsHelp()});
    helps.push_back({"actuals import", actualsImportHelp()});
    helps.push_back({"actuals list", actualsListHelp()});
    return helps;
}

std::optional<std::string> helpText(const std::string &name)
{
    if (name.empty())
        return topLevelHelp();
    const std::string wanted = name == "catalog"   ? "catalog list"
                               : name == "actuals" ? "actuals import"
                                                   : name;
    for (const CommandHelp &help : commandHelps()) {
        if (help.name == wanted)
            return help.text;
    }
    return std::nullopt;
}

} // namespace acceldecide::cli
