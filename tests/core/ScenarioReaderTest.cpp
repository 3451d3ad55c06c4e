#include "core/io/ScenarioReader.h"
#include "TestFiles.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace acceldecide;

namespace {

const fs::path kFixtures = ACCELDECIDE_TEST_FIXTURES;

std::vector<std::string> lines(const std::string &text)
{
    std::vector<std::string> result;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty())
            result.push_back(line);
    }
    return result;
}

std::vector<std::string> messages(const ScenarioReadResult &result)
{
    std::vector<std::string> out;
    if (result.ok())
        return out;
    for (const ValidationError &error : result.error())
        out.push_back(error.toString());
    return out;
}

std::vector<std::string> fixtureNames(const char *dir)
{
    std::vector<std::string> names;
    for (const auto &entry : fs::directory_iterator(kFixtures / dir)) {
        if (entry.path().extension() == ".json")
            names.push_back(entry.path().stem().string());
    }
    std::sort(names.begin(), names.end());
    return names;
}

Scenario readValid(const char *name)
{
    const ScenarioReadResult result =
        ScenarioReader::fromFile((kFixtures / "valid" / (std::string(name) + ".json")).string());
    EXPECT_TRUE(result.ok()) << ::testing::PrintToString(messages(result));
    return result.ok() ? result.value() : Scenario{};
}

// ---- data-driven: every invalid fixture with its exact, complete list of errors ----

class ScenarioReaderInvalid : public ::testing::TestWithParam<std::string>
{};

TEST_P(ScenarioReaderInvalid, ReportsExactlyTheExpectedErrors)
{
    const fs::path json = kFixtures / "invalid" / (GetParam() + ".json");
    const fs::path expected = kFixtures / "invalid" / (GetParam() + ".expected");
    ASSERT_TRUE(fs::exists(expected)) << expected << " is missing";
    const ScenarioReadResult result = ScenarioReader::fromFile(json.string());
    EXPECT_FALSE(result.ok());
    // The whole list: each mistake is reported once, with no cascade of follow-ups.
    EXPECT_EQ(messages(result), lines(test::readTextFile(expected)));
}

INSTANTIATE_TEST_SUITE_P(Fixtures, ScenarioReaderInvalid,
                         ::testing::ValuesIn(fixtureNames("invalid")),
                         [](const auto &info) { return info.param; });

TEST(ScenarioReaderFixtures, CoverEveryRule)
{
    EXPECT_GE(fixtureNames("invalid").size(), 30u);
    EXPECT_GE(fixtureNames("valid").size(), 4u);
}

// ---- valid fixtures ----

TEST(ScenarioReaderValid, Training)
{
    const Scenario s = readValid("training");
    EXPECT_EQ(s.name, "Llama 70B pre-training");
    EXPECT_EQ(s.horizonMonths, 12);
    EXPECT_FALSE(s.asOf.has_value());
    EXPECT_EQ(s.workload.kind, WorkloadKind::Training);
    EXPECT_EQ(s.workload.modelParamsBillion, 70.0);
    EXPECT_EQ(s.workload.tokensPerRunBillion, 300.0);
    EXPECT_EQ(s.workload.runs, 4.0);
    EXPECT_EQ(s.workload.overheadPercent, 0.0); // default
    EXPECT_EQ(s.baseline, "h200");
    EXPECT_EQ(s.baselineIndex(), 0);
    ASSERT_EQ(s.options.size(), 2u);

    const Option &h200 = s.options[0];
    EXPECT_EQ(h200.id, "h200");
    EXPECT_EQ(h200.label, "H200 (p5e.48xlarge)");
    EXPECT_EQ(h200.stack, Stack::Cuda);
    EXPECT_EQ(h200.instanceType, "p5e.48xlarge");
    EXPECT_EQ(h200.acceleratorsPerInstance, 8);
    EXPECT_EQ(h200.instanceHourlyUsd, 98.32);
    EXPECT_EQ(h200.purchase.model, PurchaseModel::OnDemand);
    ASSERT_TRUE(h200.throughput.has_value());
    EXPECT_TRUE(h200.throughput->isMeasured());
    EXPECT_EQ(h200.throughput->tokensPerSecPerAccelerator, 1500.0);
    EXPECT_FALSE(h200.migration.has_value());
    EXPECT_FALSE(h200.instances.has_value());
    EXPECT_EQ(h200.maintenanceUsdPerMonth, 0.0);

    const Option &trn3 = s.options[1];
    EXPECT_EQ(trn3.stack, Stack::Neuron);
    EXPECT_EQ(trn3.acceleratorsPerInstance, 16);
    EXPECT_EQ(trn3.purchase.model, PurchaseModel::SavingsPlan1y);
    EXPECT_EQ(trn3.purchase.discountPercent, 30.0);
    EXPECT_FALSE(trn3.purchase.hourlyUsd.has_value());
    ASSERT_TRUE(trn3.throughput.has_value());
    EXPECT_FALSE(trn3.throughput->isMeasured());
    EXPECT_EQ(trn3.throughput->peakTflops, 2520.0);
    EXPECT_EQ(trn3.throughput->mfuPercent, 40.0);
    ASSERT_TRUE(trn3.migration.has_value());
    EXPECT_EQ(trn3.migration->weeks, 3.0);
    EXPECT_FALSE(trn3.migration->engineers.has_value()); // comes from team

    ASSERT_TRUE(s.team.has_value());
    EXPECT_EQ(s.team->engineers, 2.0);
    EXPECT_EQ(s.team->hoursPerWeek, 40.0);
    EXPECT_EQ(s.team->hourlyRateUsd, 150.0);
    EXPECT_FALSE(s.criteria.has_value());
    EXPECT_TRUE(s.uncertainty.empty());
}

TEST(ScenarioReaderValid, Inference)
{
    const Scenario s = readValid("inference");
    EXPECT_EQ(s.workload.kind, WorkloadKind::Inference);
    EXPECT_EQ(s.horizonMonths, 24);
    EXPECT_EQ(s.workload.modelParamsBillion, 70.0);
    EXPECT_EQ(s.workload.tokensPerDayBillion, 1.0);
    EXPECT_EQ(s.workload.utilizationPercent, 100.0); // default
    EXPECT_FALSE(s.team.has_value());
    ASSERT_EQ(s.options.size(), 2u);
    EXPECT_EQ(s.options[1].id, "inf2");
    EXPECT_EQ(s.options[1].throughput->tokensPerSecPerAccelerator, 600.0);
    ASSERT_TRUE(s.options[1].migration.has_value());
    EXPECT_EQ(s.options[1].migration->weeks, 3.0);
    EXPECT_EQ(s.options[1].migration->engineers, 2.0);
    EXPECT_EQ(s.options[1].migration->hoursPerWeek, 40.0);
    EXPECT_EQ(s.options[1].migration->hourlyRateUsd, 150.0);
}

TEST(ScenarioReaderValid, InferenceNamingItsServedModel)
{
    const Scenario s = readValid("inference-served-model");
    EXPECT_EQ(s.workload.model, "llama-3.3-70b");
    EXPECT_EQ(s.workload.inputTokens, 1000);
    EXPECT_EQ(s.workload.outputTokens, 1000);
    EXPECT_TRUE(s.workload.namesServedModel());
    EXPECT_FALSE(readValid("inference").workload.namesServedModel());
}

// model_params_billion prices FLOPs per token, which a mixture of experts spends on the
// parameters a token uses: Mixtral 8x7B's 12.9 B active agree with it as its 46.7 B do.
TEST(ScenarioReaderValid, AServedMixtureOfExpertsMayStateItsActiveParameters)
{
    auto json = nlohmann::json::parse(
        test::readTextFile(kFixtures / "valid" / "inference-served-model.json"));
    json["workload"]["model"] = "mixtral-8x7b";
    for (const double size : {46.7, 12.9, 13.5}) {
        json["workload"]["model_params_billion"] = size;
        EXPECT_TRUE(ScenarioReader::fromJson(json).ok()) << size;
    }
    json["workload"]["model_params_billion"] = 56; // 8 x 7
    EXPECT_EQ(messages(ScenarioReader::fromJson(json)),
              std::vector<std::string>{"workload.model_params_billion: 56 disagrees by more "
                                       "than 5 % with workload.model \"mixtral-8x7b\" (Mixtral "
                                       "8x7B: 46.7 B parameters, 12.9 B active)"});
}

TEST(ScenarioReaderValid, Capacity)
{
    const Scenario s = readValid("capacity");
    EXPECT_EQ(s.workload.kind, WorkloadKind::Capacity);
    EXPECT_EQ(s.horizonMonths, 1);
    EXPECT_EQ(s.workload.hoursPerMonth, 730.0); // default
    EXPECT_EQ(s.baseline, "p5");
    ASSERT_EQ(s.options.size(), 2u);
    EXPECT_FALSE(s.options[0].throughput.has_value());
    EXPECT_EQ(s.options[0].instances, 1);
    EXPECT_EQ(s.options[1].instances, 2);
    EXPECT_EQ(s.options[1].instanceHourlyUsd, 21.5);
}

TEST(ScenarioReaderValid, EveryOptionalField)
{
    const Scenario s = readValid("everything");
    EXPECT_EQ(s.asOf, "2024-02-29");
    EXPECT_EQ(s.horizonMonths, 36);
    EXPECT_EQ(s.workload.modelParamsBillion, 8.5);
    EXPECT_EQ(s.workload.tokensPerRunBillion, 150.25);
    EXPECT_EQ(s.workload.runs, 2.5);
    EXPECT_EQ(s.workload.overheadPercent, 12.5);
    EXPECT_EQ(s.workload.runMonths, (std::vector<int>{1, 13, 25}));
    EXPECT_EQ(s.baseline, "h100");
    ASSERT_EQ(s.options.size(), 7u);

    const Option &h100 = s.options[0];
    EXPECT_EQ(h100.peakTflops, 989.5);
    EXPECT_EQ(h100.clusterAccelerators, 256);

    const Option &sp1 = s.options[1];
    EXPECT_EQ(sp1.id, "trn2-sp1");
    EXPECT_EQ(sp1.maintenanceUsdPerMonth, 1200.75);
    EXPECT_EQ(sp1.throughput->peakTflops, 667.0);
    EXPECT_EQ(sp1.throughput->mfuPercent, 35.5);
    EXPECT_EQ(sp1.migration->weeks, 6.0);

    const Option &sp3 = s.options[2];
    EXPECT_EQ(sp3.id, "trn2_sp3");
    EXPECT_EQ(sp3.purchase.model, PurchaseModel::SavingsPlan3y);
    EXPECT_EQ(sp3.purchase.discountPercent, 45.5);
    EXPECT_EQ(sp3.migration->weeks, 4.5);
    EXPECT_EQ(sp3.migration->engineers, 3.0);
    EXPECT_EQ(sp3.migration->hoursPerWeek, 35.5);
    EXPECT_EQ(sp3.migration->hourlyRateUsd, 175.25);

    EXPECT_EQ(s.options[3].purchase.model, PurchaseModel::Reserved1y);
    EXPECT_EQ(s.options[3].purchase.discountPercent, 0.0);
    EXPECT_EQ(s.options[4].purchase.model, PurchaseModel::Reserved3y);
    EXPECT_EQ(s.options[4].purchase.discountPercent, 60.0);

    const Option &spot = s.options[5];
    EXPECT_EQ(spot.purchase.model, PurchaseModel::Spot);
    EXPECT_EQ(spot.purchase.discountPercent, 70.0);
    EXPECT_EQ(spot.purchase.interruptionOverheadPercent, 15.0);

    const Option &cloud = s.options[6];
    EXPECT_EQ(cloud.purchase.model, PurchaseModel::Effective);
    EXPECT_EQ(cloud.purchase.hourlyUsd, 2.49);
    EXPECT_EQ(cloud.instanceHourlyUsd, 40.0);

    ASSERT_TRUE(s.criteria.has_value());
    ASSERT_EQ(s.criteria->size(), 3u);
    const Criterion &cost = (*s.criteria)[0];
    EXPECT_EQ(cost.id, "cost");
    EXPECT_EQ(cost.label, "Cost");
    EXPECT_EQ(cost.weight, 5.0);
    EXPECT_FALSE(cost.incomplete);
    EXPECT_EQ(cost.scores.size(), 7u);
    EXPECT_EQ(cost.scores.at("h100"), 2);
    EXPECT_EQ(cost.scores.at("trn2_sp3"), 5);
    EXPECT_EQ((*s.criteria)[1].weight, 2.5);
    EXPECT_TRUE((*s.criteria)[1].incomplete);
    EXPECT_EQ((*s.criteria)[1].scores.at("gpucloud"), 1);
    EXPECT_EQ((*s.criteria)[2].weight, 0.0);

    ASSERT_EQ(s.uncertainty.size(), 4u);
    EXPECT_EQ(s.uncertainty[0].target, "options.trn2-sp1.migration.weeks");
    EXPECT_EQ(s.uncertainty[0].low, 2.0);
    EXPECT_EQ(s.uncertainty[0].high, 10.0);
    EXPECT_EQ(s.uncertainty[1].target, "workload.runs");
    EXPECT_EQ(s.uncertainty[1].low, 2.5); // zero-width ranges are allowed
    EXPECT_EQ(s.uncertainty[1].high, 2.5);
    EXPECT_EQ(s.uncertainty[3].target, "options.h100.throughput.tokens_per_sec_per_accelerator");

    // In the live bar's order, not the ranges'.
    EXPECT_EQ(s.presentation.liveInputs,
              (std::vector<std::string>{"workload.runs", "options.trn2-sp1.migration.weeks"}));
}

// ---- behaviour the fixtures cannot express ----

TEST(ScenarioReader, MissingFileNamesTheFile)
{
    const ScenarioReadResult result = ScenarioReader::fromFile("/nonexistent/dir/plan.json");
    ASSERT_FALSE(result.ok());
    ASSERT_EQ(result.error().size(), 1u);
    EXPECT_NE(result.error()[0].toString().find("/nonexistent/dir/plan.json"), std::string::npos);
}

TEST(ScenarioReader, DirectoryIsNotAFile)
{
    const ScenarioReadResult result = ScenarioReader::fromFile(kFixtures.string());
    ASSERT_EQ(result.error().size(), 1u);
    EXPECT_NE(result.error()[0].message.find("is a directory"), std::string::npos);
}

TEST(ScenarioReader, SyntaxErrorsGiveLineAndColumn)
{
    const ScenarioReadResult result = ScenarioReader::fromText("{\n  \"name\": \"x\",\n  }\n");
    ASSERT_EQ(result.error().size(), 1u);
    EXPECT_EQ(result.error()[0].path, "");
    EXPECT_NE(result.error()[0].message.find("line 3, column 3"), std::string::npos)
        << result.error()[0].message;
}

TEST(ScenarioReader, EmptyAndWhitespaceTextAreErrors)
{
    for (const char *text : {"", "   \n", "null", "42", "\"scenario\""}) {
        const ScenarioReadResult result = ScenarioReader::fromText(text);
        ASSERT_FALSE(result.ok()) << text;
        EXPECT_FALSE(result.error().empty()) << text;
    }
}

TEST(ScenarioReader, DeepNestingIsRejectedWithoutCrashing)
{
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const ScenarioReadResult result = ScenarioReader::fromText(deep);
    ASSERT_EQ(result.error().size(), 1u);
    EXPECT_NE(result.error()[0].message.find("nested deeper"), std::string::npos);
}

TEST(ScenarioReader, NanAndInfinityInADocumentAreRejected)
{
    // Text cannot spell NaN, but a json built in code (the GUI, an importer) can.
    auto json = nlohmann::json::parse(test::readTextFile(kFixtures / "valid" / "training.json"));
    json["workload"]["runs"] = std::numeric_limits<double>::quiet_NaN();
    json["options"][0]["instance_hourly_usd"] = std::numeric_limits<double>::infinity();
    const ScenarioReadResult result = ScenarioReader::fromJson(json);
    EXPECT_EQ(messages(result),
              (std::vector<std::string>{"workload.runs: must be a finite number, got nan",
                                        "options[0].instance_hourly_usd: must be a finite "
                                        "number, got inf"}));
}

TEST(ScenarioReader, FromJsonAndFromTextAgree)
{
    const std::string text = test::readTextFile(kFixtures / "valid" / "everything.json");
    const ScenarioReadResult fromText = ScenarioReader::fromText(text);
    const ScenarioReadResult fromJson = ScenarioReader::fromJson(nlohmann::json::parse(text));
    ASSERT_TRUE(fromText.ok());
    ASSERT_TRUE(fromJson.ok());
    EXPECT_EQ(fromText->options.size(), fromJson->options.size());
    EXPECT_EQ(fromText->uncertainty.size(), fromJson->uncertainty.size());
}

TEST(ScenarioReader, ByteOrderMarkIsAccepted)
{
    const std::string text =
        "\xEF\xBB\xBF" + test::readTextFile(kFixtures / "valid" / "capacity.json");
    EXPECT_TRUE(ScenarioReader::fromText(text).ok());
}

TEST(ScenarioReader, InvalidUtf8IsAnErrorNotAnException)
{
    std::string text = test::readTextFile(kFixtures / "valid" / "capacity.json");
    text.replace(text.find("One instance"), 3, "\xC3\x28\xFF");
    const ScenarioReadResult result = ScenarioReader::fromText(text);
    EXPECT_FALSE(result.ok());
    ASSERT_EQ(result.error().size(), 1u);
    EXPECT_NE(result.error()[0].message.find("invalid JSON"), std::string::npos);
}

TEST(ScenarioReader, EveryTruncationIsAnErrorNeverACrash)
{
    const std::string text = test::readTextFile(kFixtures / "valid" / "everything.json");
    for (std::size_t length = 0; length + 1 < text.size(); ++length) {
        const ScenarioReadResult result = ScenarioReader::fromText(text.substr(0, length));
        // The document closes with "}\n"; any shorter prefix is incomplete JSON.
        EXPECT_FALSE(result.ok()) << "prefix of " << length << " bytes";
    }
}

TEST(ScenarioReader, WrongTypesEverywhereNeverThrow)
{
    // Replace every value, one at a time, with each JSON type: no exception, and a
    // document with a wrong-typed value is never accepted unless the type fits.
    const auto base =
        nlohmann::json::parse(test::readTextFile(kFixtures / "valid" / "everything.json"));
    const nlohmann::json replacements[] = {
        nullptr, true, -1, 1e308, "text", nlohmann::json::array(), nlohmann::json::object()};
    const nlohmann::json flat = base.flatten();
    for (const auto &[pointer, value] : flat.items()) {
        for (const auto &replacement : replacements) {
            nlohmann::json mutated = base;
            mutated[nlohmann::json::json_pointer(pointer)] = replacement;
            std::optional<ScenarioReadResult> result;
            EXPECT_NO_THROW(result.emplace(ScenarioReader::fromJson(mutated))) << pointer;
            // A failure always says why.
            if (result && !result->ok()) {
                EXPECT_FALSE(result->error().empty()) << pointer;
            }
        }
    }
}

TEST(ScenarioReader, CollectsErrorsFromEverySection)
{
    auto json = nlohmann::json::parse(test::readTextFile(kFixtures / "valid" / "everything.json"));
    json["name"] = "";
    json["workload"]["runs"] = -1;
    json["team"]["hours_per_week"] = 200;
    json["options"][2]["purchase"]["discount_percent"] = 100;
    json["criteria"][1]["scores"]["h100"] = 0;
    json["uncertainty"][2]["high"] = 120; // below team.hourly_rate_usd = 150
    const ScenarioReadResult result = ScenarioReader::fromJson(json);
    EXPECT_EQ(messages(result),
              (std::vector<std::string>{
                  "name: must not be empty",
                  "workload.runs: must be > 0.000001, got -1",
                  "team.hours_per_week: must be <= 168, got 200",
                  "options[2].purchase.discount_percent: must be < 100, got 100",
                  "criteria[1].scores.h100: must be an integer >= 1 and <= 5, got 0",
              }))
        << "uncertainty targets into sections with errors are not checked again";
}

TEST(ScenarioReader, IntegralFloatsAreAcceptedForIntegerFields)
{
    auto json = nlohmann::json::parse(test::readTextFile(kFixtures / "valid" / "capacity.json"));
    json["horizon_months"] = 6.0;
    json["options"][1]["instances"] = 3.0;
    const ScenarioReadResult result = ScenarioReader::fromJson(json);
    ASSERT_TRUE(result.ok()) << ::testing::PrintToString(messages(result));
    EXPECT_EQ(result->horizonMonths, 6);
    EXPECT_EQ(result->options[1].instances, 3);
}

TEST(ScenarioReader, EffectiveRateNeedsNoInstancePrice)
{
    auto json = nlohmann::json::parse(test::readTextFile(kFixtures / "valid" / "training.json"));
    json["options"][1].erase("instance_hourly_usd");
    json["options"][1]["purchase"] = {{"model", "effective"}, {"hourly_usd", 2.97}};
    const ScenarioReadResult result = ScenarioReader::fromJson(json);
    ASSERT_TRUE(result.ok()) << ::testing::PrintToString(messages(result));
    EXPECT_FALSE(result->options[1].instanceHourlyUsd.has_value());
    EXPECT_EQ(result->options[1].purchase.hourlyUsd, 2.97);
}

TEST(ScenarioReader, LeapDayIsADate)
{
    auto json = nlohmann::json::parse(test::readTextFile(kFixtures / "valid" / "training.json"));
    for (const char *date : {"2024-02-29", "2000-02-29", "2026-12-31", "2026-01-01"}) {
        json["as_of"] = date;
        EXPECT_TRUE(ScenarioReader::fromJson(json).ok()) << date;
    }
    for (const char *date : {"2023-02-29", "1900-02-29", "2026-13-01", "2026-04-31", "2026-00-10",
                             "2026-1-01", "26-01-01", "2026-01-01T00:00", "0000-01-01"}) {
        json["as_of"] = date;
        EXPECT_FALSE(ScenarioReader::fromJson(json).ok()) << date;
    }
}

} // namespace
