// The one option matcher every command's parser shares: the same flag spelling must
// behave, and fail with the same words, in every command.
#include "app/cli/OptionMatcher.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

using acceldecide::cli::OptionMatcher;
using acceldecide::cli::OutputFormat;

namespace {

struct Taken
{
    bool matched = false;
    std::string value;
    std::string error;
    std::size_t index = 0;
};

Taken take(const std::vector<std::string_view> &arguments, std::string_view name,
           OptionMatcher::EmptyValue empty = OptionMatcher::EmptyValue::Refused)
{
    Taken taken;
    taken.matched =
        OptionMatcher::take(arguments, taken.index, name, &taken.value, &taken.error, empty);
    return taken;
}

} // namespace

TEST(CliOptionMatcher, TakesASeparateValueAndMovesPastIt)
{
    const Taken taken = take({"--seed", "7", "file.json"}, "--seed");
    EXPECT_TRUE(taken.matched);
    EXPECT_EQ(taken.value, "7");
    EXPECT_EQ(taken.error, "");
    EXPECT_EQ(taken.index, 1u);
}

TEST(CliOptionMatcher, TakesAnAttachedValueWithoutMoving)
{
    const Taken taken = take({"--seed=7", "file.json"}, "--seed");
    EXPECT_TRUE(taken.matched);
    EXPECT_EQ(taken.value, "7");
    EXPECT_EQ(taken.index, 0u);
    EXPECT_EQ(take({"-o=out.csv"}, "-o").value, "out.csv");
}

TEST(CliOptionMatcher, LeavesOtherArgumentsAlone)
{
    EXPECT_FALSE(take({"--seeds", "7"}, "--seed").matched);
    EXPECT_FALSE(take({"--see"}, "--seed").matched);
    EXPECT_FALSE(take({"file.json"}, "--seed").matched);
    const Taken prefix = take({"--seedling=3"}, "--seed");
    EXPECT_FALSE(prefix.matched);
    EXPECT_EQ(prefix.index, 0u);
}

TEST(CliOptionMatcher, SaysWhenTheValueIsMissing)
{
    const Taken taken = take({"file.json", "--database"}, "--database");
    EXPECT_FALSE(taken.matched); // index 0 is the file
    Taken last;
    last.index = 1;
    last.matched = OptionMatcher::take({"file.json", "--database"}, last.index, "--database",
                                       &last.value, &last.error);
    EXPECT_TRUE(last.matched);
    EXPECT_EQ(last.error, "--database needs a value");
    EXPECT_EQ(last.index, 1u);
}

TEST(CliOptionMatcher, RefusesAnEmptyValueUnlessTheCallerChecksIt)
{
    EXPECT_EQ(take({"--region="}, "--region").error, "--region needs a non-empty value");
    EXPECT_EQ(take({"--region", ""}, "--region").error, "--region needs a non-empty value");
    const Taken accepted = take({"--seed="}, "--seed", OptionMatcher::EmptyValue::Accepted);
    EXPECT_TRUE(accepted.matched);
    EXPECT_EQ(accepted.value, "");
    EXPECT_EQ(accepted.error, "");
}

TEST(CliOptionMatcher, KnowsBothHelpSpellings)
{
    EXPECT_TRUE(OptionMatcher::isHelp("--help"));
    EXPECT_TRUE(OptionMatcher::isHelp("-h"));
    EXPECT_FALSE(OptionMatcher::isHelp("help"));
    EXPECT_FALSE(OptionMatcher::isHelp("--help=1"));
}

TEST(CliOptionMatcher, ReadsTheOutputFormat)
{
    EXPECT_EQ(*OptionMatcher::outputFormat("json"), OutputFormat::Json);
    EXPECT_EQ(*OptionMatcher::outputFormat("table"), OutputFormat::Table);
    EXPECT_EQ(OptionMatcher::outputFormat("TABLE").error(),
              "--format: must be json or table, got \"TABLE\"");
    EXPECT_EQ(OptionMatcher::outputFormat("").error(), "--format: must be json or table, got \"\"");
}

TEST(CliOptionMatcher, TakesTheFormatOption)
{
    const std::vector<std::string_view> arguments{"--format", "table", "--format=xml", "--format"};
    OutputFormat format = OutputFormat::Json;
    std::size_t index = 0;
    std::string error;
    EXPECT_TRUE(OptionMatcher::takeFormat(arguments, index, &format, &error));
    EXPECT_EQ(format, OutputFormat::Table);
    EXPECT_EQ(error, "");
    EXPECT_EQ(index, 1u);

    index = 2;
    EXPECT_TRUE(OptionMatcher::takeFormat(arguments, index, &format, &error));
    EXPECT_EQ(error, "--format: must be json or table, got \"xml\"");
    EXPECT_EQ(format, OutputFormat::Table);

    index = 3;
    error.clear();
    EXPECT_TRUE(OptionMatcher::takeFormat(arguments, index, &format, &error));
    EXPECT_EQ(error, "--format needs a value");

    index = 1;
    EXPECT_FALSE(OptionMatcher::takeFormat(arguments, index, &format, &error));
}
