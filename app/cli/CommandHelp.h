#pragma once

#include <optional>
#include <string>
#include <vector>

namespace acceldecide::cli {

// Every command's --help text, in one list: `help COMMAND`, `COMMAND --help` and the man
// page (ManPage) all read it, so the text is written once.
struct CommandHelp
{
    std::string name; // "evaluate", "catalog import", ...
    std::string text;
};

// The commands this build has (report, chart and slides need the GUI libraries), in the order
// the top-level help lists them.
std::vector<CommandHelp> commandHelps();
// The help for `name` ("" for the top level); nullopt for a command this build lacks.
std::optional<std::string> helpText(const std::string &name);

} // namespace acceldecide::cli
