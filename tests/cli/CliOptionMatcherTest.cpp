// The one option matcher every command's parser shares: the same flag spelling must
// behave, and fail with the same words, in every command.
#include "app/cli/OptionMatcher.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
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

TEST(CliOptionMatcher, ReadsOnlyPlainUnsignedNumbers)
{
    EXPECT_EQ(OptionMatcher::parseUnsigned("0"), 0u);
    EXPECT_EQ(OptionMatcher::parseUnsigned("007"), 7u);
    EXPECT_EQ(OptionMatcher::parseUnsigned("18446744073709551615"), UINT64_MAX);
    EXPECT_EQ(OptionMatcher::parseUnsigned("18446744073709551616"), std::nullopt);
    for (const char *refused : {"", "-1", "+1", " 1", "1 ", "1e3", "1.0", "0x10", "1,000"})
        EXPECT_EQ(OptionMatcher::parseUnsigned(refused), std::nullopt) << refused;
}
