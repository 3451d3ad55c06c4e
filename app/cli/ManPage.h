#pragma once

#include "app/cli/CommandHelp.h"

#include <string>
#include <vector>

namespace acceldecide::cli {

// acceldecide-cli.1, generated at build time (acceldecide-cli --man) from the --help
// texts themselves: the usage lines become the synopsis, "Options:" lists become
// tagged paragraphs, examples stay verbatim, everything else is running text.
class ManPage
{
public:
    static std::string render(const std::string &version, const std::string &topLevel,
                              const std::vector<CommandHelp> &commands);
    // A page for another program from its --help text alone (the desktop application's,
    // which Qt's QCommandLineParser writes in the same shape).
    static std::string renderProgram(const std::string &program, const std::string &summary,
                                     const std::string &version, const std::string &help);
};

} // namespace acceldecide::cli
