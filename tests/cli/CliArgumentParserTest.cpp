// The one loop every command reads its arguments with: a table of argument vectors, each
// with the outcome, the message and the values it must leave, for one representative
// command declared under each of the parser's settings. The per-command messages are
// checked end to end by the other Cli*Test files.
#include "app/cli/ArgumentParser.h"
#include "app/cli/OptionValue.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using acceldecide::cli::ArgumentParser;
using acceldecide::cli::OptionMatcher;
using acceldecide::cli::OptionValue;
using acceldecide::cli::OutputFormat;
using Help = ArgumentParser::Help;
using Outcome = ArgumentParser::Outcome;

namespace {

// How the parser under test is set up: the settings commands choose between.
struct Setup
{
    Help help = Help::WhereItAppears;
    bool endOfOptions = false;
    bool loneDashIsOption = false;
};

// What a representative command stores, written out so that a table row can say it in
// one string.
struct Options
{
    std::string output;
    std::optional<std::string> database;
    std::uint64_t seed = 1;
    bool verbose = false;
    std::string note = "-";
    std::string size = "small";

    std::string describe() const
    {
        return "output=" + output + " database=" + database.value_or("-") +
               " seed=" + std::to_string(seed) + " verbose=" + (verbose ? "1" : "0") +
               " note=" + note + " size=" + size;
    }
};

const std::string kDefaults = Options().describe();

struct Case
{
    const char *name;
    Setup setup;
    std::vector<std::string_view> arguments;
    Outcome outcome;
    std::string error = {};                         // Failed only
    bool unknownOption = false;                     // Failed only
    std::vector<std::string_view> positionals = {}; // Parsed only
    std::string stored = kDefaults;                 // Parsed only
};

void PrintTo(const Case &row, std::ostream *out)
{
    *out << row.name;
}

ArgumentParser::Result parse(const Setup &setup, const std::vector<std::string_view> &arguments,
                             Options &options)
{
    using Sizes = std::vector<std::pair<std::string_view, std::string>>;
    ArgumentParser parser;
    parser.help(setup.help)
        .option({"-o", "--output"}, OptionValue::text(options.output))
        .option({"--database"}, OptionValue::text(options.database))
        .option({"--seed"},
                OptionValue::number(options.seed, 0, 100, "--seed: \"{}\" is not 0 to 100"))
        .flag({"--verbose", "-v"}, options.verbose)
        .option({"--note"}, OptionValue::text(options.note), OptionMatcher::EmptyValue::Accepted)
        .option({"--size"},
                OptionValue::choice(options.size, Sizes{{"small", "small"}, {"L", "large"}},
                                    "--size {}: small or L"));
    if (setup.endOfOptions)
        parser.endOfOptions();
    if (setup.loneDashIsOption)
        parser.loneDashIsOption();
    return parser.parse(arguments);
}

class CliArgumentParser : public ::testing::TestWithParam<Case>
{};

TEST_P(CliArgumentParser, ReadsTheLineAsDeclared)
{
    const Case &row = GetParam();
    Options options;
    const ArgumentParser::Result result = parse(row.setup, row.arguments, options);
    ASSERT_EQ(result.outcome, row.outcome) << result.error;
    if (row.outcome == Outcome::Failed) {
        EXPECT_EQ(result.error, row.error);
        EXPECT_EQ(result.unknownOption, row.unknownOption);
    }
    if (row.outcome == Outcome::Parsed) {
        EXPECT_EQ(result.positionals, row.positionals);
        EXPECT_EQ(options.describe(), row.stored);
    }
}

const Setup kAnywhere{Help::Anywhere};
const Setup kAnywhereUntilDashes{Help::Anywhere, true};
const Setup kUnlessAnError{Help::UnlessAnError, true, true};
const Setup kDashes{Help::WhereItAppears, true};
const Setup kLoneDash{Help::WhereItAppears, false, true};

// clang-format off
INSTANTIATE_TEST_SUITE_P(Table, CliArgumentParser, ::testing::Values(
    // Values, in both spellings, under every name; the last of a repeated option wins.
    Case{"Nothing", {}, {}, Outcome::Parsed},
    Case{"SeparateValue", {}, {"in.json", "-o", "out.pdf"}, Outcome::Parsed, "", false, {"in.json"},
         "output=out.pdf database=- seed=1 verbose=0 note=- size=small"},
    Case{"AttachedValueAndAlias", {}, {"--output=out.pdf", "--database=cat.db", "--seed=7"},
         Outcome::Parsed, "", false, {}, "output=out.pdf database=cat.db seed=7 verbose=0 note=- size=small"},
    Case{"LastRepeatWins", {}, {"--seed", "7", "--seed=9", "-o", "a", "--output", "b"}, Outcome::Parsed,
         "", false, {}, "output=b database=- seed=9 verbose=0 note=- size=small"},
    Case{"FlagsAndChoices", {}, {"-v", "--size", "L", "x", "y"}, Outcome::Parsed, "", false, {"x", "y"},
         "output= database=- seed=1 verbose=1 note=- size=large"},
    Case{"EmptyValueAccepted", {}, {"--note="}, Outcome::Parsed, "", false, {},
         "output= database=- seed=1 verbose=0 note= size=small"},
    Case{"ValueLooksLikeAnOption", {}, {"--note", "--seed"}, Outcome::Parsed, "", false, {},
         "output= database=- seed=1 verbose=0 note=--seed size=small"},
    // Refused values, in the matcher's words or the applier's.
    Case{"MissingValue", {}, {"in.json", "-o"}, Outcome::Failed, "-o needs a value"},
    Case{"EmptyValueRefused", {}, {"--output="}, Outcome::Failed, "--output needs a non-empty value"},
    Case{"EmptySeparateValueRefused", {}, {"--database", ""}, Outcome::Failed,
         "--database needs a non-empty value"},
    Case{"NumberOutOfRange", {}, {"--seed", "101"}, Outcome::Failed, "--seed: \"101\" is not 0 to 100"},
    Case{"NumberWithSign", {}, {"--seed=+1"}, Outcome::Failed, "--seed: \"+1\" is not 0 to 100"},
    Case{"NegativeNumberIsTakenAsTheValue", {}, {"--seed", "-1"}, Outcome::Failed,
         "--seed: \"-1\" is not 0 to 100"},
    Case{"UnknownChoice", {}, {"--size", "M"}, Outcome::Failed, "--size M: small or L"},
    Case{"FlagTakesNoValue", {}, {"--verbose=1"}, Outcome::Failed, "unknown option \"--verbose=1\"", true},
    // The first problem on the line wins.
    Case{"BadValueBeforeUnknown", {}, {"--seed", "x", "--bogus"}, Outcome::Failed,
         "--seed: \"x\" is not 0 to 100"},
    Case{"UnknownBeforeBadValue", {}, {"--bogus", "--seed", "x"}, Outcome::Failed,
         "unknown option \"--bogus\"", true},
    Case{"PrefixIsNotAName", {}, {"--seeds=3"}, Outcome::Failed, "unknown option \"--seeds=3\"", true},
    // What is positional: "-" and "" by default; "--" only when it ends the options.
    Case{"DashAndEmptyArePositional", {}, {"-", ""}, Outcome::Parsed, "", false, {"-", ""}},
    Case{"LoneDashAsOption", kLoneDash, {"-"}, Outcome::Failed, "unknown option \"-\"", true},
    Case{"DoubleDashUnknown", {}, {"--", "x"}, Outcome::Failed, "unknown option \"--\"", true},
    Case{"DoubleDashEndsOptions", kDashes, {"-v", "--", "-o", "-h", "--"}, Outcome::Parsed, "", false,
         {"-o", "-h", "--"}, "output= database=- seed=1 verbose=1 note=- size=small"},
    Case{"DoubleDashAsAValue", kDashes, {"--note", "--", "-v"}, Outcome::Parsed, "", false, {},
         "output= database=- seed=1 verbose=1 note=-- size=small"},
    // Help where it appears: an earlier problem wins; a value that reads "-h" is a value.
    Case{"HelpAlone", {}, {"--help"}, Outcome::Help},
    Case{"HelpBeforeAProblem", {}, {"-h", "--bogus"}, Outcome::Help},
    Case{"HelpAfterAProblem", {}, {"--bogus", "-h"}, Outcome::Failed, "unknown option \"--bogus\"", true},
    Case{"HelpAsAValue", {}, {"--seed", "-h"}, Outcome::Failed, "--seed: \"-h\" is not 0 to 100"},
    Case{"HelpWithAValueIsUnknown", {}, {"--help=1"}, Outcome::Failed, "unknown option \"--help=1\"", true},
    // Help anywhere wins over every problem, but not after "--" when that ends the options.
    Case{"AnywhereAfterAProblem", kAnywhere, {"--bogus", "--seed", "x", "-h"}, Outcome::Help},
    Case{"AnywhereEvenAsAValue", kAnywhere, {"--seed", "-h"}, Outcome::Help},
    Case{"AnywhereNotAfterDashes", kAnywhereUntilDashes, {"x", "--", "-h"}, Outcome::Parsed, "", false,
         {"x", "-h"}},
    Case{"AnywhereStopsAtADashesValue", kAnywhereUntilDashes, {"--seed", "--", "-h"}, Outcome::Failed,
         "--seed: \"--\" is not 0 to 100"},
    // Help unless an error: any problem on the line wins, before or after it.
    Case{"UnlessAnErrorAfterHelp", kUnlessAnError, {"-h", "--bogus"}, Outcome::Failed,
         "unknown option \"--bogus\"", true},
    Case{"UnlessAnErrorBadValue", kUnlessAnError, {"--seed", "x", "--help"}, Outcome::Failed,
         "--seed: \"x\" is not 0 to 100"},
    Case{"UnlessAnErrorClean", kUnlessAnError, {"a", "-h", "b", "-o", "x"}, Outcome::Help},
    Case{"UnlessAnErrorNotAfterDashes", kUnlessAnError, {"--", "-h"}, Outcome::Parsed, "", false, {"-h"}}
), [](const ::testing::TestParamInfo<Case> &info) { return std::string(info.param.name); });
// clang-format on

TEST(CliArgumentParserSettings, PrefixesOnlyUnknownOptions)
{
    std::uint64_t seed = 0;
    ArgumentParser parser;
    parser.unknownOptionPrefix("evaluate: ")
        .option({"--seed"}, OptionValue::number(seed, 0, 10, "--seed: \"{}\" is too big"));
    EXPECT_EQ(parser.parse({"-x"}).error, "evaluate: unknown option \"-x\"");
    EXPECT_EQ(parser.parse({"--seed=11"}).error, "--seed: \"11\" is too big");
    EXPECT_FALSE(parser.parse({"--seed=11"}).unknownOption);
    EXPECT_EQ(parser.parse({"--seed"}).error, "--seed needs a value");
}

TEST(CliArgumentParserSettings, APositionalSinkMayRefuseWhereTheArgumentStands)
{
    std::vector<std::string> taken;
    ArgumentParser parser;
    parser.positionals([&taken](std::string_view argument) -> std::optional<std::string> {
        if (!taken.empty())
            return "one at a time, not \"" + std::string(argument) + "\"";
        taken.emplace_back(argument);
        return std::nullopt;
    });
    const ArgumentParser::Result result = parser.parse({"a", "b", "--bogus"});
    EXPECT_EQ(result.outcome, Outcome::Failed);
    EXPECT_EQ(result.error, "one at a time, not \"b\"");
    EXPECT_FALSE(result.unknownOption);
    EXPECT_EQ(taken, std::vector<std::string>{"a"});
    EXPECT_TRUE(result.positionals.empty());
}

TEST(CliOptionValue, FillsTheComplaint)
{
    EXPECT_EQ(OptionValue::fill("--kind {}: unknown", "pie"), "--kind pie: unknown");
    EXPECT_EQ(OptionValue::fill("\"{}\" and {}", "{}"), "\"{}\" and {}");
    EXPECT_EQ(OptionValue::fill("no slot", "x"), "no slot");
}

TEST(CliOptionValue, StoresANumberIntoAnOptional)
{
    std::optional<long long> version;
    const ArgumentParser::Applier apply =
        OptionValue::number(version, 1, std::uint64_t(1) << 62, "--version: \"{}\" is no version");
    EXPECT_EQ(apply("0"), "--version: \"0\" is no version");
    EXPECT_FALSE(version);
    EXPECT_EQ(apply("4611686018427387905"), "--version: \"4611686018427387905\" is no version");
    EXPECT_EQ(apply("18446744073709551616"), "--version: \"18446744073709551616\" is no version");
    EXPECT_EQ(apply("4611686018427387904"), std::nullopt);
    EXPECT_EQ(version, 4611686018427387904LL);
}

TEST(CliOptionValue, ReadsTheOutputFormat)
{
    OutputFormat format = OutputFormat::Json;
    const ArgumentParser::Applier apply = OptionValue::outputFormat(format);
    EXPECT_EQ(apply("table"), std::nullopt);
    EXPECT_EQ(format, OutputFormat::Table);
    EXPECT_EQ(apply("xml"), "--format: must be json or table, got \"xml\"");
    EXPECT_EQ(format, OutputFormat::Table);
    EXPECT_EQ(apply(""), "--format: must be json or table, got \"\"");
}

} // namespace
