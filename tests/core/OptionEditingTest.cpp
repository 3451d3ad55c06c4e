// The options table's edits to one option: each sets its field and keeps the option
// consistent, or refuses with a reason the GUI words.
#include "core/editing/OptionEditing.h"

#include <gtest/gtest.h>

using namespace acceldecide;

namespace {

using Refusal = OptionEditing::Refusal;

// A GPU option pinned to a price observation and a benchmark, on a 3-year savings plan.
Option pinned()
{
    Option option;
    option.id = "gpu";
    option.label = "GPU";
    option.instanceType = "p5.48xlarge";
    option.acceleratorsPerInstance = 8;
    option.instanceHourlyUsd = 98.32;
    option.purchase.model = PurchaseModel::SavingsPlan3y;
    option.purchase.discountPercent = 45.0;
    option.throughput = Throughput::measured(1200.0);
    option.priceObservationId = 7;
    option.benchmarkId = 3;
    return option;
}

OptionEditing::Context withCatalog(std::optional<double> effective = std::nullopt)
{
    return OptionEditing::Context{true, effective};
}

} // namespace

TEST(OptionEditing, ANewInstanceTypeUnpinsItsPriceAndBenchmark)
{
    Option option = pinned();
    ASSERT_TRUE(OptionEditing::setInstanceType(option, "p5e.48xlarge"));
    Option expected = pinned();
    expected.instanceType = "p5e.48xlarge";
    expected.priceObservationId.reset();
    expected.benchmarkId.reset();
    EXPECT_EQ(option, expected);
}

TEST(OptionEditing, TheSameInstanceTypeKeepsThePins)
{
    Option option = pinned();
    ASSERT_TRUE(OptionEditing::setInstanceType(option, "p5.48xlarge"));
    EXPECT_EQ(option, pinned());
}

TEST(OptionEditing, AnEmptyInstanceTypeIsRefused)
{
    Option option = pinned();
    const OptionEditing::Result result = OptionEditing::setInstanceType(option, "");
    ASSERT_FALSE(result);
    EXPECT_EQ(result.error(), Refusal::InstanceTypeRequired);
}

TEST(OptionEditing, OnDemandDropsTheDiscount)
{
    Option option = pinned();
    option.purchase.discountFromCatalog = true;
    OptionEditing::setPurchaseModel(option, PurchaseModel::OnDemand, withCatalog());
    Option expected = pinned();
    expected.purchase = Purchase{};
    EXPECT_EQ(option, expected);
}

// A spot overhead left to the catalog's interruption bucket goes with the spot model: left
// behind, it would keep the scenario unpriced (never resolved for another model).
TEST(OptionEditing, LeavingSpotDropsTheCatalogsInterruptionBucket)
{
    Option option = pinned();
    option.purchase.model = PurchaseModel::Spot;
    option.purchase.interruption = SpotInterruption{6.0, 12.0};
    OptionEditing::setPurchaseModel(option, PurchaseModel::OnDemand, withCatalog());
    EXPECT_FALSE(option.purchase.interruption.has_value());
}

TEST(OptionEditing, ANewlyDiscountedModelTakesItsDiscountFromTheCatalogWhenThereIsOne)
{
    Option option = pinned();
    option.purchase = Purchase{};
    OptionEditing::setPurchaseModel(option, PurchaseModel::Reserved1y, withCatalog());
    EXPECT_EQ(option.purchase.model, PurchaseModel::Reserved1y);
    EXPECT_EQ(option.purchase.discountFromCatalog, true);

    Option without = pinned();
    without.purchase = Purchase{};
    OptionEditing::setPurchaseModel(without, PurchaseModel::Reserved1y, OptionEditing::Context{});
    EXPECT_EQ(without.purchase.discountFromCatalog, false);
}

TEST(OptionEditing, SwitchingBetweenDiscountedModelsKeepsTheDiscount)
{
    Option option = pinned();
    OptionEditing::setPurchaseModel(option, PurchaseModel::Spot, withCatalog());
    EXPECT_EQ(option.purchase.model, PurchaseModel::Spot);
    EXPECT_EQ(option.purchase.discountPercent, 45.0);
    EXPECT_EQ(option.purchase.discountFromCatalog, false);
}

TEST(OptionEditing, LeavingSpotResetsItsInterruptionOverhead)
{
    Option option = pinned();
    option.purchase.model = PurchaseModel::Spot;
    option.purchase.interruptionOverheadPercent = 12.0;
    OptionEditing::setPurchaseModel(option, PurchaseModel::SavingsPlan1y, withCatalog());
    EXPECT_EQ(option.purchase.interruptionOverheadPercent, 0.0);
    EXPECT_EQ(option.purchase.discountPercent, 45.0);
}

TEST(OptionEditing, AnEffectiveRateStartsFromTodaysEffectivePrice)
{
    Option option = pinned();
    OptionEditing::setPurchaseModel(option, PurchaseModel::Effective, withCatalog(6.76));
    Option expected = pinned();
    expected.purchase = Purchase{};
    expected.purchase.model = PurchaseModel::Effective;
    expected.purchase.hourlyUsd = 6.76;
    EXPECT_EQ(option, expected);

    Option unevaluated = pinned();
    OptionEditing::setPurchaseModel(unevaluated, PurchaseModel::Effective, withCatalog());
    EXPECT_EQ(unevaluated.purchase.hourlyUsd, 1.0);

    OptionEditing::setPurchaseModel(option, PurchaseModel::OnDemand, withCatalog());
    EXPECT_EQ(option.purchase.hourlyUsd, std::nullopt);
}

TEST(OptionEditing, AcceleratorsMustBeAWholeNumber)
{
    Option option = pinned();
    ASSERT_TRUE(OptionEditing::setAccelerators(option, 4.0));
    EXPECT_EQ(option.acceleratorsPerInstance, 4);
    EXPECT_EQ(OptionEditing::setAccelerators(option, 2.5).error(), Refusal::NotWholeAccelerators);
    EXPECT_EQ(OptionEditing::setAccelerators(option, 0.0).error(), Refusal::NotWholeAccelerators);
    EXPECT_EQ(OptionEditing::setAccelerators(option, std::nullopt).error(), Refusal::ValueRequired);
}

TEST(OptionEditing, ClearingThePriceHandsItBackToTheCatalog)
{
    Option option = pinned();
    OptionEditing::setInstancePrice(option, std::nullopt);
    EXPECT_EQ(option.instanceHourlyUsd, std::nullopt);
    EXPECT_EQ(option.priceObservationId, std::nullopt);
    OptionEditing::setInstancePrice(option, 90.0);
    EXPECT_EQ(option.instanceHourlyUsd, 90.0);
}

TEST(OptionEditing, AnEmptyDiscountComesFromTheCatalogWhichItNeeds)
{
    Option option = pinned();
    ASSERT_TRUE(OptionEditing::setDiscount(option, std::nullopt, withCatalog()));
    EXPECT_EQ(option.purchase.discountFromCatalog, true);
    EXPECT_EQ(option.purchase.discountPercent, 0.0);
    ASSERT_TRUE(OptionEditing::setDiscount(option, 30.0, withCatalog()));
    EXPECT_EQ(option.purchase.discountFromCatalog, false);
    EXPECT_EQ(option.purchase.discountPercent, 30.0);
    EXPECT_EQ(OptionEditing::setDiscount(option, std::nullopt, OptionEditing::Context{}).error(),
              Refusal::DiscountValueRequiredWithoutCatalog);
}

TEST(OptionEditing, TheEffectiveRateNeedsAValue)
{
    Option option = pinned();
    EXPECT_EQ(OptionEditing::setEffectiveHourly(option, std::nullopt).error(),
              Refusal::ValueRequired);
    ASSERT_TRUE(OptionEditing::setEffectiveHourly(option, 5.5));
    EXPECT_EQ(option.purchase.hourlyUsd, 5.5);
}

TEST(OptionEditing, ATypedThroughputReplacesTheBenchmark)
{
    Option option = pinned();
    OptionEditing::setThroughput(option, 900.0);
    EXPECT_EQ(option.throughput, (Throughput::measured(900.0)));
    EXPECT_EQ(option.benchmarkId, std::nullopt);
    OptionEditing::setThroughput(option, std::nullopt);
    EXPECT_EQ(option.throughput, std::nullopt);
}

TEST(OptionEditing, MfuNeedsAPeakTflops)
{
    Option option = pinned();
    EXPECT_EQ(OptionEditing::setMfu(option, 40.0).error(), Refusal::PeakTflopsBeforeMfu);
    ASSERT_TRUE(OptionEditing::setPeakTflops(option, 989.0));
    ASSERT_TRUE(OptionEditing::setMfu(option, 40.0));
    EXPECT_EQ(option.throughput, (Throughput::fromPeak(989.0, 40.0)));
    EXPECT_EQ(option.benchmarkId, std::nullopt);

    // The peak follows into an MFU-derived throughput, and cannot be cleared under it.
    ASSERT_TRUE(OptionEditing::setPeakTflops(option, 1000.0));
    EXPECT_EQ(option.throughput, (Throughput::fromPeak(1000.0, 40.0)));
    EXPECT_EQ(OptionEditing::setPeakTflops(option, std::nullopt).error(),
              Refusal::PeakTflopsNeededForMfu);

    // Clearing the MFU drops the throughput it derived.
    Option derived = pinned();
    derived.throughput = Throughput::fromPeak(989.0, 40.0);
    ASSERT_TRUE(OptionEditing::setMfu(derived, std::nullopt));
    EXPECT_EQ(derived.throughput, std::nullopt);
}

TEST(OptionEditing, ClearingThePortWeeksDropsTheMigration)
{
    Option option = pinned();
    OptionEditing::setPortWeeks(option, 6.0);
    EXPECT_EQ(option.migration, (Migration{6.0, std::nullopt, std::nullopt, std::nullopt}));
    OptionEditing::setMigrationEngineers(option, 3.0);
    OptionEditing::setMigrationHourlyRate(option, 120.0);
    EXPECT_EQ(option.migration, (Migration{6.0, 3.0, std::nullopt, 120.0}));
    OptionEditing::setPortWeeks(option, std::nullopt);
    EXPECT_EQ(option.migration, std::nullopt);
}

TEST(OptionEditing, EmptyMigrationFiguresCreateNoMigration)
{
    Option option = pinned();
    OptionEditing::setMigrationEngineers(option, std::nullopt);
    OptionEditing::setMigrationHourlyRate(option, std::nullopt);
    EXPECT_EQ(option.migration, std::nullopt);
    OptionEditing::setMigrationEngineers(option, 2.0);
    EXPECT_EQ(option.migration, (Migration{0.0, 2.0, std::nullopt, std::nullopt}));
}

TEST(OptionEditing, AnEmptyMaintenanceIsNone)
{
    Option option = pinned();
    OptionEditing::setMaintenance(option, 500.0);
    EXPECT_EQ(option.maintenanceUsdPerMonth, 500.0);
    OptionEditing::setMaintenance(option, std::nullopt);
    EXPECT_EQ(option.maintenanceUsdPerMonth, 0.0);
}

TEST(OptionEditing, PurchaseModelsHaveTheirReportLabels)
{
    EXPECT_EQ(std::string(purchaseModelLabel(PurchaseModel::SavingsPlan3y)), "Savings plan 3 y");
    EXPECT_EQ(std::string(purchaseModelLabel(PurchaseModel::Effective)), "Effective rate");
}

TEST(OptionEditing, AProviderOutsideAwsDropsTheOptionsPrivateDiscount)
{
    Option option = pinned();
    OptionEditing::setPrivateDiscount(option, 8.0);
    EXPECT_EQ(option.privateDiscountPercent, 8.0);
    OptionEditing::setProvider(option, "AWS");
    EXPECT_EQ(option.provider, "AWS");
    EXPECT_EQ(option.privateDiscountPercent, 8.0); // still AWS spend, any case
    OptionEditing::setProvider(option, "CoreWeave");
    EXPECT_EQ(option.provider, "CoreWeave");
    EXPECT_EQ(option.privateDiscountPercent, std::nullopt);
    OptionEditing::setProvider(option, "");
    EXPECT_EQ(option.provider, std::nullopt);
    EXPECT_TRUE(option.billedByAws());
}

TEST(OptionEditing, AnEmptyPrivateDiscountIsTheScenarios)
{
    Scenario scenario;
    scenario.privateDiscountPercent = 6.0;
    Option option = pinned();
    OptionEditing::setPrivateDiscount(option, 10.0);
    EXPECT_EQ(privateDiscountPercentOf(scenario, option), 10.0);
    OptionEditing::setPrivateDiscount(option, std::nullopt);
    EXPECT_EQ(privateDiscountPercentOf(scenario, option), 6.0);
}

TEST(OptionEditing, AnEstimateReplacesATypedThroughputAndTheBenchmark)
{
    Option option = pinned();
    ThroughputEstimateInput estimate;
    estimate.model = "llama-3.3-70b";
    estimate.tensorParallel = 4;
    estimate.outputTokens = 1000;
    OptionEditing::setThroughputEstimate(option, estimate);
    ASSERT_TRUE(option.throughput && option.throughput->isEstimated());
    EXPECT_EQ(*option.throughput->estimate, estimate);
    EXPECT_FALSE(option.throughput->isMeasured());
    EXPECT_EQ(option.benchmarkId, std::nullopt);
}
