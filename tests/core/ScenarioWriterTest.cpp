#include "core/io/ScenarioWriter.h"
#include "core/io/ScenarioReader.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace acceldecide;

namespace {

// Scenario has no operator== (it is a plain aggregate shared by every module), so the
// round trip compares field by field; a new field must be added here and to the writer.
void expectSameOption(const Option &a, const Option &b)
{
    SCOPED_TRACE("option " + a.id);
    EXPECT_EQ(a.id, b.id);
    EXPECT_EQ(a.label, b.label);
    EXPECT_EQ(a.stack, b.stack);
    EXPECT_EQ(a.instanceType, b.instanceType);
    EXPECT_EQ(a.acceleratorsPerInstance, b.acceleratorsPerInstance);
    EXPECT_EQ(a.instanceHourlyUsd, b.instanceHourlyUsd);
    EXPECT_EQ(a.purchase.model, b.purchase.model);
    EXPECT_EQ(a.purchase.discountPercent, b.purchase.discountPercent);
    EXPECT_EQ(a.purchase.interruptionOverheadPercent, b.purchase.interruptionOverheadPercent);
    EXPECT_EQ(a.purchase.hourlyUsd, b.purchase.hourlyUsd);
    ASSERT_EQ(a.throughput.has_value(), b.throughput.has_value());
    if (a.throughput) {
        EXPECT_EQ(a.throughput->tokensPerSecPerAccelerator,
                  b.throughput->tokensPerSecPerAccelerator);
        EXPECT_EQ(a.throughput->peakTflops, b.throughput->peakTflops);
        EXPECT_EQ(a.throughput->mfuPercent, b.throughput->mfuPercent);
    }
    EXPECT_EQ(a.peakTflops, b.peakTflops);
    EXPECT_EQ(a.clusterAccelerators, b.clusterAccelerators);
    EXPECT_EQ(a.instances, b.instances);
    ASSERT_EQ(a.migration.has_value(), b.migration.has_value());
    if (a.migration) {
        EXPECT_EQ(a.migration->weeks, b.migration->weeks);
        EXPECT_EQ(a.migration->engineers, b.migration->engineers);
        EXPECT_EQ(a.migration->hoursPerWeek, b.migration->hoursPerWeek);
        EXPECT_EQ(a.migration->hourlyRateUsd, b.migration->hourlyRateUsd);
    }
    EXPECT_EQ(a.maintenanceUsdPerMonth, b.maintenanceUsdPerMonth);
}

void expectSameScenario(const Scenario &a, const Scenario &b)
{
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.horizonMonths, b.horizonMonths);
    EXPECT_EQ(a.asOf, b.asOf);
    EXPECT_EQ(a.workload.kind, b.workload.kind);
    EXPECT_EQ(a.workload.modelParamsBillion, b.workload.modelParamsBillion);
    EXPECT_EQ(a.workload.tokensPerRunBillion, b.workload.tokensPerRunBillion);
    EXPECT_EQ(a.workload.runs, b.workload.runs);
    EXPECT_EQ(a.workload.overheadPercent, b.workload.overheadPercent);
    EXPECT_EQ(a.workload.tokensPerDayBillion, b.workload.tokensPerDayBillion);
    EXPECT_EQ(a.workload.utilizationPercent, b.workload.utilizationPercent);
    EXPECT_EQ(a.workload.hoursPerMonth, b.workload.hoursPerMonth);
    EXPECT_EQ(a.workload.model, b.workload.model);
    EXPECT_EQ(a.workload.inputTokens, b.workload.inputTokens);
    EXPECT_EQ(a.workload.outputTokens, b.workload.outputTokens);
    EXPECT_EQ(a.baseline, b.baseline);
    ASSERT_EQ(a.options.size(), b.options.size());
    for (std::size_t i = 0; i < a.options.size(); ++i)
        expectSameOption(a.options[i], b.options[i]);
    ASSERT_EQ(a.team.has_value(), b.team.has_value());
    if (a.team) {
        EXPECT_EQ(a.team->engineers, b.team->engineers);
        EXPECT_EQ(a.team->hoursPerWeek, b.team->hoursPerWeek);
        EXPECT_EQ(a.team->hourlyRateUsd, b.team->hourlyRateUsd);
    }
    ASSERT_EQ(a.criteria.has_value(), b.criteria.has_value());
    if (a.criteria) {
        ASSERT_EQ(a.criteria->size(), b.criteria->size());
        for (std::size_t i = 0; i < a.criteria->size(); ++i) {
            const Criterion &x = (*a.criteria)[i];
            const Criterion &y = (*b.criteria)[i];
            EXPECT_EQ(x.id, y.id);
            EXPECT_EQ(x.label, y.label);
            EXPECT_EQ(x.weight, y.weight);
            EXPECT_EQ(x.scores, y.scores);
            EXPECT_EQ(x.incomplete, y.incomplete);
        }
    }
    ASSERT_EQ(a.uncertainty.size(), b.uncertainty.size());
    for (std::size_t i = 0; i < a.uncertainty.size(); ++i) {
        EXPECT_EQ(a.uncertainty[i].target, b.uncertainty[i].target);
        EXPECT_EQ(a.uncertainty[i].low, b.uncertainty[i].low);
        EXPECT_EQ(a.uncertainty[i].high, b.uncertainty[i].high);
    }
}

std::vector<std::string> roundTripFiles()
{
    std::vector<std::string> files;
    const fs::path dirs[] = {fs::path(ACCELDECIDE_TEST_FIXTURES) / "valid",
                             fs::path(ACCELDECIDE_SCENARIOS_DIR)};
    for (const fs::path &dir : dirs) {
        if (!fs::is_directory(dir))
            continue;
        for (const auto &entry : fs::directory_iterator(dir)) {
            if (entry.path().extension() == ".json")
                files.push_back(entry.path().string());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::string testName(const std::string &file)
{
    const fs::path path(file);
    std::string name = path.parent_path().filename().string() + "_" + path.stem().string();
    for (char &c : name) {
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    }
    return name;
}

std::string errorText(const ScenarioReadResult &result)
{
    std::string text;
    if (result.ok())
        return text;
    for (const ValidationError &error : result.error())
        text += error.toString() + "\n";
    return text;
}

class ScenarioWriterRoundTrip : public ::testing::TestWithParam<std::string>
{};

TEST_P(ScenarioWriterRoundTrip, ReaderReadsBackAnEqualScenario)
{
    const ScenarioReadResult original = ScenarioReader::fromFile(GetParam());
    ASSERT_TRUE(original.ok()) << errorText(original);

    const std::string text = ScenarioWriter::toText(*original);
    const ScenarioReadResult fromText = ScenarioReader::fromText(text);
    ASSERT_TRUE(fromText.ok()) << errorText(fromText) << text;
    expectSameScenario(*original, *fromText);

    const ScenarioReadResult fromJson = ScenarioReader::fromJson(ScenarioWriter::toJson(*original));
    ASSERT_TRUE(fromJson.ok()) << errorText(fromJson);
    expectSameScenario(*original, *fromJson);

    // Writing is a fixed point: the second generation is byte-identical.
    EXPECT_EQ(ScenarioWriter::toText(*fromText), text);
}

INSTANTIATE_TEST_SUITE_P(Files, ScenarioWriterRoundTrip, ::testing::ValuesIn(roundTripFiles()),
                         [](const auto &info) { return testName(info.param); });

Scenario minimalScenario()
{
    Scenario s;
    s.name = "Minimal";
    s.horizonMonths = 3;
    s.workload.kind = WorkloadKind::Capacity;
    s.baseline = "a";
    Option a;
    a.id = "a";
    a.label = "A";
    a.instanceType = "p5.48xlarge";
    a.acceleratorsPerInstance = 8;
    a.instanceHourlyUsd = 98.32;
    a.instances = 1;
    Option b = a;
    b.id = "b";
    b.label = "B";
    b.purchase.model = PurchaseModel::Effective;
    b.purchase.hourlyUsd = 0.1 + 0.2; // not representable in short decimal: must survive
    b.instanceHourlyUsd.reset();
    s.options = {a, b};
    return s;
}

TEST(ScenarioWriter, OmitsUnsetOptionalFields)
{
    const nlohmann::json json = ScenarioWriter::toJson(minimalScenario());
    EXPECT_EQ(json["format"], "acceldecide.scenario");
    EXPECT_EQ(json["version"], 1);
    EXPECT_FALSE(json.contains("as_of"));
    EXPECT_FALSE(json.contains("team"));
    EXPECT_FALSE(json.contains("criteria"));
    EXPECT_FALSE(json.contains("uncertainty"));
    const nlohmann::json &b = json["options"][1];
    EXPECT_FALSE(b.contains("instance_hourly_usd"));
    EXPECT_FALSE(b.contains("throughput"));
    EXPECT_FALSE(b.contains("migration"));
    EXPECT_FALSE(b.contains("peak_tflops"));
    EXPECT_FALSE(b.contains("cluster_accelerators"));
    EXPECT_FALSE(b["purchase"].contains("discount_percent"));
    EXPECT_FALSE(b["purchase"].contains("interruption_overhead_percent"));
    EXPECT_EQ(b["purchase"]["model"], "effective");
    EXPECT_EQ(b["instances"], 1);
    EXPECT_EQ(json["workload"], (nlohmann::json{{"kind", "capacity"}, {"hours_per_month", 730.0}}));
}

TEST(ScenarioWriter, WritesDoublesExactly)
{
    const Scenario s = minimalScenario();
    const ScenarioReadResult back = ScenarioReader::fromText(ScenarioWriter::toText(s));
    ASSERT_TRUE(back.ok()) << errorText(back);
    EXPECT_EQ(back->options[1].purchase.hourlyUsd, 0.1 + 0.2);
    expectSameScenario(s, *back);
}

TEST(ScenarioWriter, TextKeepsTheDocumentedKeyOrder)
{
    const std::string text = ScenarioWriter::toText(minimalScenario());
    const auto at = [&](const char *key) {
        return text.find(std::string("\"") + key + "\"");
    };
    EXPECT_EQ(at("format"), text.find('"'));
    EXPECT_LT(at("format"), at("version"));
    EXPECT_LT(at("version"), at("name"));
    EXPECT_LT(at("name"), at("horizon_months"));
    EXPECT_LT(at("workload"), at("baseline"));
    EXPECT_LT(at("baseline"), at("options"));
    EXPECT_EQ(text.back(), '\n');
    const std::string compact = ScenarioWriter::toText(minimalScenario(), -1);
    EXPECT_EQ(compact.find('\n'), compact.size() - 1) << "indent -1 writes one line";
}

// A held convertible reservation's exchange is written back as the person stated it:
// unset stays unset (catalog resolution decides it again on reading), true and false as
// they were. What resolution found (Option::heldCatalogTerms) is never written.
TEST(ScenarioWriter, WritesBackOnlyTheExchangeThePersonStated)
{
    for (const std::optional<bool> exchange :
         {std::optional<bool>(), std::optional<bool>(true), std::optional<bool>(false)}) {
        SCOPED_TRACE(exchange ? (*exchange ? "true" : "false") : "unset");
        Scenario s = minimalScenario();
        ExistingCommitment held;
        held.id = "ri";
        held.kind = CommitmentKind::Reserved;
        held.offeringClass = OfferingClass::Convertible;
        held.instances = 1;
        held.instanceType = "p5.48xlarge";
        held.discountPercent = 30;
        held.monthsRemaining = 20;
        held.termYears = 3;
        held.payment = PaymentOption::PartialUpfront;
        held.exchange = exchange;
        s.existingCommitments = {held};
        Scenario resolved = s;
        resolved.options[1].heldCatalogTerms.push_back({"ri", std::nullopt, true, "an offer"});

        const nlohmann::json json = ScenarioWriter::toJson(resolved);
        const nlohmann::json &written = json["existing_commitments"][0];
        EXPECT_EQ(written.contains("exchange"), exchange.has_value());
        if (exchange) {
            EXPECT_EQ(written["exchange"], *exchange);
        }
        EXPECT_EQ(written["term_years"], 3);
        EXPECT_EQ(written["payment"], "partial_upfront");
        EXPECT_FALSE(json["options"][1].contains("held_catalog_terms"));

        const ScenarioReadResult back = ScenarioReader::fromText(ScenarioWriter::toText(resolved));
        ASSERT_TRUE(back.ok()) << errorText(back);
        EXPECT_EQ(back->existingCommitments, s.existingCommitments);
        EXPECT_EQ(back->existingCommitments.at(0).exchange, exchange);
        EXPECT_TRUE(back->options[1].heldCatalogTerms.empty());
        EXPECT_EQ(ScenarioWriter::toText(*back), ScenarioWriter::toText(s));
    }
}

TEST(ScenarioWriter, InvalidUtf8DoesNotThrow)
{
    Scenario s = minimalScenario();
    s.name = "bad \xFF byte";
    std::string text;
    EXPECT_NO_THROW(text = ScenarioWriter::toText(s));
    EXPECT_TRUE(ScenarioReader::fromText(text).ok());
}

} // namespace
