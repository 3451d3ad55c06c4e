#include "core/io/ScenarioPinning.h"

#include "TestScenarios.h"

#include <gtest/gtest.h>

using namespace acceldecide;

namespace {

// seed004Inference with the Trainium option's price and throughput left to a catalog,
// as the user wrote it, and the same scenario as a resolution filled it in.
Scenario editedScenario()
{
    Scenario scenario = test::seed004Inference();
    Option &trn3 = scenario.options[1];
    trn3.instanceType = "trn3.48xlarge";
    trn3.acceleratorsPerInstance = 16;
    trn3.purchase = Purchase{PurchaseModel::SavingsPlan1y, 0.0, 0.0, std::nullopt, true};
    trn3.throughput.reset();
    return scenario;
}

Scenario resolvedScenario()
{
    Scenario scenario = editedScenario();
    Option &trn3 = scenario.options[1];
    trn3.instanceHourlyUsd = 47.50;
    trn3.purchase.discountPercent = 28.5;
    trn3.purchase.discountFromCatalog = false;
    trn3.throughput = Throughput::measured(1800.0);
    return scenario;
}

std::map<std::string, OptionProvenance> provenance()
{
    OptionProvenance trn3;
    trn3.price = PriceSource{"Seed 001", "2026-01-01", false, 42, "independent"};
    trn3.throughput = PriceSource{"Seed 004", {}, false, 77, "vendor_claim"};
    return {{"trn3", trn3}, {"h200_spot", OptionProvenance{}}};
}

} // namespace

TEST(ScenarioPinning, PinsCatalogPriceThroughputAndDiscount)
{
    const Scenario pinned =
        ScenarioPinning::pin(editedScenario(), resolvedScenario(), provenance());
    const Option &trn3 = pinned.options[1];
    EXPECT_EQ(trn3.instanceHourlyUsd, 47.50);
    EXPECT_EQ(trn3.priceObservationId, 42);
    ASSERT_TRUE(trn3.throughput.has_value());
    EXPECT_EQ(trn3.throughput->tokensPerSecPerAccelerator, 1800.0);
    EXPECT_EQ(trn3.benchmarkId, 77);
    EXPECT_EQ(trn3.purchase.discountPercent, 28.5);
    EXPECT_FALSE(trn3.purchase.discountFromCatalog);
    // The option that gave its own numbers is unchanged, and so is everything else.
    EXPECT_EQ(pinned.options[0], editedScenario().options[0]);
    Scenario rest = pinned;
    rest.options = editedScenario().options;
    EXPECT_EQ(rest, editedScenario());
}

TEST(ScenarioPinning, PinningAPinnedScenarioChangesNothing)
{
    const Scenario once = ScenarioPinning::pin(editedScenario(), resolvedScenario(), provenance());
    EXPECT_EQ(ScenarioPinning::pin(once, resolvedScenario(), provenance()), once);
}

TEST(ScenarioPinning, LeavesOptionsTheResolutionDidNotSee)
{
    Scenario edited = editedScenario();
    edited.options[1].instanceType = "trn2.48xlarge"; // changed after the resolution ran
    const Scenario pinned = ScenarioPinning::pin(edited, resolvedScenario(), provenance());
    EXPECT_EQ(pinned, edited);

    // Without provenance nothing came from the catalog: no ids, no values.
    const Scenario noCatalog = ScenarioPinning::pin(editedScenario(), resolvedScenario(), {});
    EXPECT_FALSE(noCatalog.options[1].instanceHourlyUsd.has_value());
    EXPECT_FALSE(noCatalog.options[1].priceObservationId.has_value());
    EXPECT_FALSE(noCatalog.options[1].benchmarkId.has_value());
    // ... but the discount the resolution derived is still frozen.
    EXPECT_EQ(noCatalog.options[1].purchase.discountPercent, 28.5);
}

struct DeltaCase
{
    double oldValue;
    double newValue;
    double absolute;
    std::optional<double> percent;
};

class PinnedValueUpdateDelta : public ::testing::TestWithParam<DeltaCase>
{};

TEST_P(PinnedValueUpdateDelta, AbsoluteAndPercent)
{
    PinnedValueUpdate update;
    update.oldValue = GetParam().oldValue;
    update.newValue = GetParam().newValue;
    EXPECT_DOUBLE_EQ(update.deltaAbsolute(), GetParam().absolute);
    EXPECT_EQ(update.deltaPercent().has_value(), GetParam().percent.has_value());
    if (GetParam().percent) {
        EXPECT_NEAR(*update.deltaPercent(), *GetParam().percent, 1e-9);
    }
    EXPECT_EQ(update.changesValue(), GetParam().absolute != 0.0);
}

INSTANTIATE_TEST_SUITE_P(
    ScenarioPinning, PinnedValueUpdateDelta,
    ::testing::Values(DeltaCase{21.50, 24.34, 2.84, 2.84 / 21.50 * 100}, // seed 000 -> 003
                      DeltaCase{98.32, 55.04, -43.28, -43.28 / 98.32 * 100},
                      DeltaCase{1500, 1500, 0, 0.0}, DeltaCase{0, 5, 5, std::nullopt}));

TEST(ScenarioPinning, ApplyUpdatesRepinsPriceAndThroughput)
{
    Scenario scenario = ScenarioPinning::pin(editedScenario(), resolvedScenario(), provenance());
    PinnedValueUpdate price{"trn3",
                            PinnedValueUpdate::kPriceField,
                            PinnedValueUpdate::Reason::NewerObservation,
                            47.50,
                            44.00,
                            42,
                            50,
                            "Price list",
                            "2026-09-01"};
    PinnedValueUpdate throughput = price;
    throughput.field = PinnedValueUpdate::kThroughputField;
    throughput.oldValue = 1800;
    throughput.newValue = 1650;
    throughput.newObservationId = 90;
    ASSERT_EQ(ScenarioPinning::applyUpdates(scenario, {price, throughput}), std::nullopt);
    EXPECT_EQ(scenario.options[1].instanceHourlyUsd, 44.00);
    EXPECT_EQ(scenario.options[1].priceObservationId, 50);
    EXPECT_EQ(scenario.options[1].throughput->tokensPerSecPerAccelerator, 1650.0);
    EXPECT_EQ(scenario.options[1].benchmarkId, 90);

    const Scenario before = scenario;
    PinnedValueUpdate unknown = price;
    unknown.field = "label";
    EXPECT_EQ(ScenarioPinning::applyUpdates(scenario, {price, unknown}),
              "options[1]: \"label\" is not a pinned catalog field");
    EXPECT_EQ(scenario, before);
}

// A commitment's catalog discounts are pinned like a purchase's, for the same
// kind, term and payment only.
TEST(ScenarioPinning, PinsACommitmentsCatalogDiscounts)
{
    Scenario edited = editedScenario();
    Option &trn3 = edited.options[1];
    trn3.purchase = Purchase{};
    Commitment commitment;
    commitment.usdPerHour = 50.0;
    commitment.discountFromCatalog = true;
    trn3.commitment = commitment;
    Scenario resolved = edited;
    resolved.options[1].commitment->discountPercent = 40.0;
    resolved.options[1].commitment->discountFromCatalog = false;
    resolved.options[1].commitment->otherTermDiscountPercent = 55.0;

    Scenario pinned = ScenarioPinning::pin(edited, resolved, provenance());
    EXPECT_EQ(pinned.options[1].commitment->discountPercent, 40.0);
    EXPECT_FALSE(pinned.options[1].commitment->discountFromCatalog);
    EXPECT_EQ(pinned.options[1].commitment->otherTermDiscountPercent, 55.0);

    // Changed to a 3-year term since: the 1-year discounts belong to something else.
    edited.options[1].commitment->termYears = 3;
    pinned = ScenarioPinning::pin(edited, resolved, provenance());
    EXPECT_TRUE(pinned.options[1].commitment->discountFromCatalog);
    EXPECT_FALSE(pinned.options[1].commitment->otherTermDiscountPercent);
}
