// acceldecide-cli: the headless front end to acceldecide_core. Only argument parsing
// and I/O live here; every number comes from the core library.
#include "CliOptions.h"
#include "EvaluateCommand.h"
#include "RangeTable.h"

#include <exception>
#include <iostream>
#include <string_view>
#include <vector>

int main(int argc, char **argv)
{
    using namespace acceldecide::cli;
    try {
        const std::vector<std::string_view> arguments(argv + 1, argv + argc);
        const ParsedCommandLine parsed = parseCommandLine(arguments);
        if (parsed.error) {
            std::cerr << "error: " << *parsed.error << "\n"
                      << "Run 'acceldecide-cli --help' for usage.\n";
            return kExitInvalidInput;
        }
        switch (parsed.command) {
        case Command::Help:
            if (parsed.helpFor == "evaluate")
                std::cout << evaluateHelp();
            else if (parsed.helpFor == "ranges")
                std::cout << rangesHelp();
            else
                std::cout << topLevelHelp();
            return kExitOk;
        case Command::Ranges:
            std::cout << acceldecide::RangeTable::markdown();
            return kExitOk;
        case Command::Version:
            std::cout << versionText();
            return kExitOk;
        case Command::Evaluate:
            return runEvaluate(parsed.evaluate, std::cin, std::cout, std::cerr);
        case Command::None:
            break;
        }
        std::cerr << topLevelHelp();
        return kExitInvalidInput;
    } catch (const std::exception &exception) {
        std::cerr << "internal error: " << exception.what() << "\n";
        return kExitInternalError;
    } catch (...) {
        std::cerr << "internal error: unknown exception\n";
        return kExitInternalError;
    }
}
