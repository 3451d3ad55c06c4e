// Every command's --help lists its options, and the man page the build
// generates from those texts carries every one of them.
#include "CliProcess.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <regex>
#include <sstream>

namespace acceldecide::test {
namespace {

const std::vector<std::vector<std::string>> kCommands = {
    {"evaluate"}, {"ranges"},    {"catalog"}, {"catalog", "import"}, {"catalog", "export"},
    {"export"},   {"decisions"},
#if ACCELDECIDE_CLI_HAS_GUI
    {"report"},   {"chart"},
#endif
};

std::string readFile(const std::string &path)
{
    std::ifstream file(path);
    std::stringstream buffer;
    buffer << file.rdbuf();
    return buffer.str();
}

// "--monte-carlo N" as roff writes it: every '-' is "\-".
std::string roff(const std::string &text)
{
    std::string out;
    for (const char c : text)
        out += c == '-' ? std::string("\\-") : std::string(1, c);
    return out;
}

// The option column of a help text's "Options:" list.
std::vector<std::string> optionsOf(const std::string &help)
{
    std::vector<std::string> options;
    std::istringstream in(help);
    bool inList = false;
    const std::regex entry(R"(^  (-[^ ].*?)(  +\S.*)?$)");
    for (std::string line; std::getline(in, line);) {
        if (line == "Options:") {
            inList = true;
            continue;
        }
        if (line.empty())
            inList = false;
        std::smatch match;
        if (inList && std::regex_match(line, match, entry))
            options.push_back(match[1]);
    }
    return options;
}

TEST(CliManPage, EveryCommandsHelpListsOptionsWithADescription)
{
    for (std::vector<std::string> command : kCommands) {
        command.push_back("--help");
        const ProcessResult result = runCli(command);
        SCOPED_TRACE(command.front());
        ASSERT_EQ(result.exitCode, 0) << result.err;
        EXPECT_EQ(result.out.rfind("Usage: acceldecide-cli", 0), 0u) << result.out;
        const std::vector<std::string> options = optionsOf(result.out);
        EXPECT_FALSE(options.empty()) << result.out;
        for (const std::string &option : options)
            EXPECT_NE(option.find('-'), std::string::npos) << option;
    }
}

TEST(CliManPage, TheBuiltManPageIsTheHelpTextsAsRoff)
{
    const ProcessResult man = runCli({"--man"});
    ASSERT_EQ(man.exitCode, 0) << man.err;
    EXPECT_EQ(readFile(ACCELDECIDE_MANPAGE_PATH), man.out)
        << "the build's acceldecide-cli.1 is not --man's output";
    EXPECT_EQ(man.out.find(".TH ACCELDECIDE\\-CLI 1"), man.out.find(".TH"));
    for (std::vector<std::string> command : kCommands) {
        const std::string name = command.size() == 1 && command[0] == "catalog"
                                     ? std::string("catalog list")
                                 : command.size() == 2 ? command[0] + " " + command[1]
                                                       : command[0];
        EXPECT_NE(man.out.find(".SS " + roff(name) + "\n"), std::string::npos) << name;
        command.push_back("--help");
        for (const std::string &option : optionsOf(runCli(command).out))
            EXPECT_NE(man.out.find(".B " + roff(option) + "\n"), std::string::npos)
                << name << ": " << option;
    }
}

// man(1) renders it without complaint (groff's warnings go to standard error).
TEST(CliManPage, ManRendersItWithoutWarnings)
{
    if (std::system("command -v man > /dev/null 2>&1") != 0)
        GTEST_SKIP() << "man is not installed";
    const std::string command = "MANWIDTH=80 man --warnings -l '" +
                                std::string(ACCELDECIDE_MANPAGE_PATH) + "' 2>&1 >/dev/null";
    FILE *pipe = popen(command.c_str(), "r");
    ASSERT_NE(pipe, nullptr);
    std::string warnings;
    char buffer[256];
    while (fgets(buffer, sizeof buffer, pipe))
        warnings += buffer;
    EXPECT_EQ(pclose(pipe), 0);
    EXPECT_EQ(warnings, "");
}

} // namespace
} // namespace acceldecide::test
