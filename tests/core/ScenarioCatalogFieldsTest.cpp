#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

#include <gtest/gtest.h>

#include <string>

using namespace acceldecide;

namespace {

// An inference scenario whose second option names its instance, region and pinned
// catalog rows instead of giving a price and a throughput.
std::string catalogScenario(const std::string &extraOptionFields)
{
    return R"({"format": "acceldecide.scenario", "version": 1, "name": "catalog",
  "horizon_months": 12,
  "workload": {"kind": "inference", "model_params_billion": 70, "tokens_per_day_billion": 1},
  "baseline": "gpu",
  "options": [
    {"id": "gpu", "label": "H200", "stack": "cuda", "instance_type": "p5e.48xlarge",
     "accelerators_per_instance": 8, "instance_hourly_usd": 112,
     "purchase": {"model": "on_demand"},
     "throughput": {"tokens_per_sec_per_accelerator": 1500}},
    {"id": "trn", "label": "Trainium3", "stack": "neuron", "instance_type": "trn3.48xlarge",
     "accelerators_per_instance": 16, "purchase": {"model": "on_demand"},
     "region": "us-east-1")" +
           extraOptionFields + R"(}
  ]})";
}

} // namespace

TEST(ScenarioCatalogFields, PriceAndThroughputMayComeFromTheCatalog)
{
    const std::string text = catalogScenario(R"(, "price_observation_id": 17, "benchmark_id": 4)");
    const ScenarioReadResult withoutCatalog = ScenarioReader::fromText(text);
    ASSERT_FALSE(withoutCatalog.ok());
    EXPECT_EQ(withoutCatalog.error().at(0).toString(), "options[1].instance_hourly_usd: missing");

    const ScenarioReadResult withCatalog =
        ScenarioReader::fromText(text, {.catalogAvailable = true});
    ASSERT_TRUE(withCatalog.ok()) << withCatalog.error().at(0).toString();
    const Option &trn = withCatalog->options[1];
    EXPECT_EQ(trn.region, "us-east-1");
    EXPECT_EQ(trn.priceObservationId, 17);
    EXPECT_EQ(trn.benchmarkId, 4);
    EXPECT_FALSE(trn.instanceHourlyUsd.has_value());
    EXPECT_FALSE(trn.throughput.has_value());
}

TEST(ScenarioCatalogFields, RoundTripThroughTheWriter)
{
    const ScenarioReadResult read = ScenarioReader::fromText(
        catalogScenario(R"(, "price_observation_id": 17)"), {.catalogAvailable = true});
    ASSERT_TRUE(read.ok());
    const ScenarioReadResult again =
        ScenarioReader::fromText(ScenarioWriter::toText(*read), {.catalogAvailable = true});
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(*again, *read);
}

TEST(ScenarioCatalogFields, PinnedIdsArePositiveIntegers)
{
    const ScenarioReadResult read = ScenarioReader::fromText(
        catalogScenario(R"(, "price_observation_id": 0, "benchmark_id": 2.5)"),
        {.catalogAvailable = true});
    ASSERT_EQ(read.error().size(), 2u);
    EXPECT_EQ(read.error()[0].path, "options[1].price_observation_id");
    EXPECT_EQ(read.error()[1].path, "options[1].benchmark_id");
}

TEST(ScenarioCatalogFields, UnresolvedPricesAreNeverEvaluatedAsZero)
{
    const ScenarioReadResult read =
        ScenarioReader::fromText(catalogScenario(""), {.catalogAvailable = true});
    ASSERT_TRUE(read.ok());
    EXPECT_THROW(ScenarioEvaluator::evaluate(*read), std::invalid_argument);
}

TEST(ScenarioCatalogFields, ADiscountMayBeLeftToTheCatalog)
{
    std::string text = catalogScenario("");
    const std::string onDemand = R"("purchase": {"model": "on_demand"},
     "region")";
    text.replace(text.find(onDemand), onDemand.size(),
                 R"("purchase": {"model": "savings_plan_1y"}, "region")");
    EXPECT_FALSE(ScenarioReader::fromText(text).ok()); // without a catalog it is required
    const ScenarioReadResult read = ScenarioReader::fromText(text, {.catalogAvailable = true});
    ASSERT_TRUE(read.ok()) << read.error().at(0).toString();
    EXPECT_TRUE(read->options[1].purchase.discountFromCatalog);
    Scenario priced = *read;
    priced.options[1].instanceHourlyUsd = 47.5;
    priced.options[1].throughput = Throughput::measured(1800.0);
    EXPECT_THROW(ScenarioEvaluator::evaluate(priced), std::invalid_argument);
}
