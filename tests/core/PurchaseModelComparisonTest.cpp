// PurchaseModelComparison evaluates an option under each purchase model with the cost
// model itself: switching the option's purchase model in the scenario and evaluating
// must give the same TCO and commitment owed. Also BreakEvenCurve, TornadoRows and
// HistogramBins, the other chart-facing core helpers.

#include "core/engine/PurchaseModelComparison.h"
#include "core/engine/BreakEvenCurve.h"
#include "core/engine/HistogramBins.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/engine/TornadoRows.h"
#include "core/io/ScenarioReader.h"
#include "core/model/Units.h"

#include "TestScenarios.h"

#include <gtest/gtest.h>

#include <cmath>

namespace acceldecide {
namespace {

Scenario readSeed(const std::string &name)
{
    const ScenarioReadResult read =
        ScenarioReader::fromFile(std::string(ACCELDECIDE_SCENARIOS_DIR) + "/" + name);
    EXPECT_TRUE(read.ok()) << name;
    return read.ok() ? read.value() : Scenario{};
}

const OptionResult &resultOf(const Evaluation &evaluation, const std::string &id)
{
    const OptionResult *option = evaluation.option(id);
    EXPECT_NE(option, nullptr) << id;
    return *option;
}

std::size_t modelIndex(PurchaseModel model)
{
    return std::size_t(comparedPurchaseModelIndex(model));
}

// Seed 001's table: the same H100 and Trainium3 under on-demand, savings plans 1 y (-40 %)
// and 3 y (-55 %) and spot (-70 %), each a separate option of the seed scenario. The
// comparison of the on-demand options must reproduce the other options' results.
TEST(PurchaseModelComparisonTest, Seed001OnDemandOptionsReproduceTheSeedsPurchaseModelOptions)
{
    const Scenario scenario = readSeed("seed001-trn3-vs-h100-savings-plans.json");
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    std::vector<PurchaseModelDiscounts> discounts(scenario.options.size());
    for (PurchaseModelDiscounts &discount : discounts) {
        discount.discountPercent[modelIndex(PurchaseModel::OnDemand)] = 0.0;
        discount.discountPercent[modelIndex(PurchaseModel::SavingsPlan1y)] = 40.0;
        discount.discountPercent[modelIndex(PurchaseModel::SavingsPlan3y)] = 55.0;
        discount.discountPercent[modelIndex(PurchaseModel::Spot)] = 70.0;
    }
    const std::vector<OptionPurchaseModels> compared =
        PurchaseModelComparison::compute(scenario, discounts);
    ASSERT_EQ(compared.size(), scenario.options.size());

    const std::vector<std::pair<PurchaseModel, std::string>> suffixes = {
        {PurchaseModel::OnDemand, "-od"},
        {PurchaseModel::SavingsPlan1y, "-sp1y"},
        {PurchaseModel::SavingsPlan3y, "-sp3y"},
        {PurchaseModel::Spot, "-spot"}};
    for (const std::string chip : {"h100", "trn3"}) {
        const int index = scenario.optionIndex(chip + "-od");
        ASSERT_GE(index, 0);
        const OptionPurchaseModels &models = compared[std::size_t(index)];
        EXPECT_EQ(models.option, chip + "-od");
        for (const auto &[model, suffix] : suffixes) {
            SCOPED_TRACE(chip + suffix);
            const OptionResult &expected = resultOf(evaluation, chip + suffix);
            const auto &cost = models.models[modelIndex(model)];
            ASSERT_TRUE(cost.has_value());
            EXPECT_NEAR(cost->tcoUsd, expected.tcoUsd, 1e-9 * expected.tcoUsd);
            EXPECT_NEAR(cost->commitmentBeyondHorizonUsd, expected.commitmentBeyondHorizonUsd,
                        1e-9 * expected.tcoUsd + 1e-9);
        }
        // Nobody gave a reserved price: those bars are absent, not zero.
        EXPECT_FALSE(models.models[modelIndex(PurchaseModel::Reserved1y)].has_value());
        EXPECT_FALSE(models.models[modelIndex(PurchaseModel::Reserved3y)].has_value());
    }
    // The 3-year plan on a 12-month horizon still owes 24 months.
    const OptionResult &h100sp3y = resultOf(evaluation, "h100-sp3y");
    EXPECT_GT(h100sp3y.commitmentBeyondHorizonUsd, 0.0);
    EXPECT_NEAR(h100sp3y.commitmentBeyondHorizonUsd, 24.0 * h100sp3y.monthlyComputeUsd, 1e-6);
}

struct SwitchCase
{
    const char *name;
    std::size_t option; // in seed001Training: 0 = h100 (baseline), 1 = trn3 (ports 6 weeks)
    PurchaseModel model;
    double discount;
};

class PurchaseModelSwitchTest : public ::testing::TestWithParam<SwitchCase>
{};

// The bar equals the evaluation of the scenario with the option switched to that model,
// including the port months (billed at the baseline) and a baseline switched itself.
TEST_P(PurchaseModelSwitchTest, EqualsEvaluatingTheSwitchedScenario)
{
    const SwitchCase &c = GetParam();
    Scenario scenario = test::seed001Training();
    scenario.horizonMonths = 18; // a 1-year term then owes 6 months past the horizon
    std::vector<PurchaseModelDiscounts> discounts(2);
    discounts[c.option].discountPercent[modelIndex(c.model)] = c.discount;
    const std::vector<OptionPurchaseModels> compared =
        PurchaseModelComparison::compute(scenario, discounts);
    const auto &cost = compared[c.option].models[modelIndex(c.model)];
    ASSERT_TRUE(cost.has_value());

    scenario.options[c.option].purchase = Purchase{c.model, c.discount, 0.0, std::nullopt};
    const Evaluation switched = ScenarioEvaluator::evaluate(scenario);
    const OptionResult &expected = switched.options[c.option];
    EXPECT_NEAR(cost->tcoUsd, expected.tcoUsd, 1e-9 * expected.tcoUsd);
    EXPECT_NEAR(cost->commitmentBeyondHorizonUsd, expected.commitmentBeyondHorizonUsd, 1e-6);
    EXPECT_NEAR(cost->totalUsd(), expected.totalUsd(), 1e-9 * expected.totalUsd());
    EXPECT_EQ(cost->discountPercent, c.discount);
    // Only the requested model has a bar.
    for (std::size_t m = 0; m < kComparedPurchaseModels.size(); ++m)
        EXPECT_EQ(compared[c.option].models[m].has_value(), m == modelIndex(c.model)) << m;
}

// The same with the team's credits and a private discount: each bar is what the switched
// plan would cost after the discount and the credits it spends, to the cent.
TEST_P(PurchaseModelSwitchTest, WithCreditsAndAPrivateDiscountEqualsTheSwitchedScenario)
{
    const SwitchCase &c = GetParam();
    Scenario scenario = test::seed001Training();
    scenario.horizonMonths = 18;
    scenario.privateDiscountPercent = 7.0;
    scenario.credits.push_back({"activate", "Activate", 100000.0, 1, 6, CreditScope::All, {}});
    scenario.credits.push_back(
        {"neuron", "Neuron migration", 60000.0, 2, 12, CreditScope::Neuron, {}});
    std::vector<PurchaseModelDiscounts> discounts(2);
    discounts[c.option].discountPercent[modelIndex(c.model)] = c.discount;
    const std::vector<OptionPurchaseModels> compared =
        PurchaseModelComparison::compute(scenario, discounts);
    const auto &cost = compared[c.option].models[modelIndex(c.model)];
    ASSERT_TRUE(cost.has_value());

    scenario.options[c.option].purchase = Purchase{c.model, c.discount, 0.0, std::nullopt};
    const Evaluation switched = ScenarioEvaluator::evaluate(scenario);
    const OptionResult &expected = switched.options[c.option];
    EXPECT_GT(expected.creditsUsedUsd, 0.0);
    EXPECT_NEAR(cost->creditsUsd, expected.creditsUsedUsd, 0.005);
    EXPECT_NEAR(cost->tcoUsd, expected.tcoUsd, 0.005);
    EXPECT_NEAR(cost->totalUsd(), expected.totalUsd(), 0.005);
}

INSTANTIATE_TEST_SUITE_P(
    Seed001Training, PurchaseModelSwitchTest,
    ::testing::Values(SwitchCase{"trn3_on_demand", 1, PurchaseModel::OnDemand, 0.0},
                      SwitchCase{"trn3_savings_plan_1y", 1, PurchaseModel::SavingsPlan1y, 40.0},
                      SwitchCase{"trn3_reserved_3y", 1, PurchaseModel::Reserved3y, 60.0},
                      SwitchCase{"trn3_spot", 1, PurchaseModel::Spot, 70.0},
                      SwitchCase{"h100_baseline_savings_plan_3y", 0, PurchaseModel::SavingsPlan3y,
                                 55.0},
                      SwitchCase{"h100_baseline_reserved_1y", 0, PurchaseModel::Reserved1y, 35.0}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(PurchaseModelComparisonTest, SpotUsesTheOptionsOwnInterruptionOverheadOnlyWhenOnSpot)
{
    Scenario scenario = test::seed001Training();
    scenario.options[1].purchase = Purchase{PurchaseModel::Spot, 70.0, 10.0, std::nullopt};
    std::vector<PurchaseModelDiscounts> discounts(2);
    discounts[0].discountPercent[modelIndex(PurchaseModel::Spot)] = 70.0;
    discounts[1].discountPercent[modelIndex(PurchaseModel::Spot)] = 70.0;
    const auto compared = PurchaseModelComparison::compute(scenario, discounts);
    const PurchaseModelCost trn3 = *compared[1].models[modelIndex(PurchaseModel::Spot)];
    const PurchaseModelCost h100 = *compared[0].models[modelIndex(PurchaseModel::Spot)];
    EXPECT_EQ(trn3.interruptionOverheadPercent, 10.0);
    EXPECT_EQ(h100.interruptionOverheadPercent, 0.0);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    EXPECT_NEAR(trn3.tcoUsd, evaluation.options[1].tcoUsd, 1e-9 * trn3.tcoUsd);
}

TEST(PurchaseModelComparisonTest, OwnDiscountsAreOnDemandAndTheOptionsOwnModel)
{
    const Scenario scenario = readSeed("seed001-trn3-vs-h100-savings-plans.json");
    const PurchaseModelDiscounts sp3y = PurchaseModelComparison::ownDiscounts(
        scenario.options[std::size_t(scenario.optionIndex("trn3-sp3y"))]);
    for (std::size_t m = 0; m < kComparedPurchaseModels.size(); ++m) {
        SCOPED_TRACE(m);
        if (m == modelIndex(PurchaseModel::OnDemand))
            EXPECT_EQ(sp3y.discountPercent[m], 0.0);
        else if (m == modelIndex(PurchaseModel::SavingsPlan3y))
            EXPECT_EQ(sp3y.discountPercent[m], 55.0);
        else
            EXPECT_FALSE(sp3y.discountPercent[m].has_value());
    }
    // An effective rate alone has no on-demand price to compare.
    const Scenario seed004 = test::seed004Inference();
    const PurchaseModelDiscounts effective =
        PurchaseModelComparison::ownDiscounts(seed004.options[0]);
    for (const auto &discount : effective.discountPercent)
        EXPECT_FALSE(discount.has_value());
    const auto compared = PurchaseModelComparison::compute(seed004, {effective, effective});
    for (const auto &cost : compared[0].models)
        EXPECT_FALSE(cost.has_value());
}

// ---- BreakEvenCurve ----------------------------------------------------------------

double crossingUnitsOf(const BreakEvenResult &result, WorkloadKind kind)
{
    switch (kind) {
    case WorkloadKind::Training:
        return *result.runs;
    case WorkloadKind::Inference:
        return *result.tokensBillion;
    case WorkloadKind::Capacity:
        return *result.days / units::kDaysPerMonth;
    }
    return 0.0;
}

class BreakEvenCurveTest : public ::testing::TestWithParam<const char *>
{};

// The lines cross exactly where BreakEvenAnalysis says, and not at all where it says
// "not reached".
TEST_P(BreakEvenCurveTest, CrossingsMatchBreakEvenAnalysis)
{
    const Scenario scenario = readSeed(GetParam());
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const BreakEvenCurves curves = BreakEvenCurve::compute(scenario);
    ASSERT_EQ(curves.lines.size(), scenario.options.size());
    ASSERT_EQ(curves.crossings.size(), evaluation.breakEven.size());
    for (std::size_t i = 0; i < curves.crossings.size(); ++i) {
        const BreakEvenCrossing &crossing = curves.crossings[i];
        const BreakEvenResult &result = evaluation.breakEven[i];
        SCOPED_TRACE(result.option);
        EXPECT_EQ(crossing.option, result.option);
        EXPECT_EQ(crossing.units.has_value(), result.reached);
        if (!result.reached)
            continue;
        const double expected = crossingUnitsOf(result, scenario.workload.kind);
        EXPECT_NEAR(*crossing.units, expected, 1e-9 * std::max(1.0, expected));
        const BreakEvenLine &line = curves.lines[std::size_t(scenario.optionIndex(result.option))];
        const BreakEvenLine &base = curves.lines[std::size_t(scenario.baselineIndex())];
        EXPECT_NEAR(*crossing.costUsd, line.costAt(*crossing.units), 1e-6);
        if (*crossing.units > 0.0) {
            EXPECT_NEAR(line.costAt(*crossing.units), base.costAt(*crossing.units),
                        1e-9 * *crossing.costUsd);
        }
    }
    // Intercepts are the one-time costs.
    for (std::size_t i = 0; i < curves.lines.size(); ++i)
        EXPECT_EQ(curves.lines[i].fixedUsd, evaluation.options[i].oneTimeUsd);
}

INSTANTIATE_TEST_SUITE_P(Seeds, BreakEvenCurveTest,
                         ::testing::Values("seed000-trn1-monthly-capacity.json",
                                           "seed001-decision-matrix-uncertainty.json",
                                           "seed001-trn3-vs-h100-savings-plans.json",
                                           "seed003-trn1-vs-p5.json",
                                           "seed004-trn3-vs-h200-inference.json"));

TEST(BreakEvenCurveTest, Seed004InferenceIsInBillionTokensOverTheHorizon)
{
    const BreakEvenCurves curves = BreakEvenCurve::compute(test::seed004Inference());
    EXPECT_EQ(curves.kind, WorkloadKind::Inference);
    // 1 B tokens/day for 12 months of 730 / 24 days.
    EXPECT_NEAR(curves.horizonUnits, 12 * units::kDaysPerMonth, 1e-9);
    // H200 spot at $3.31/h and 1,500 tok/s: $0.613/M, i.e. $613 per billion tokens.
    EXPECT_NEAR(curves.lines[0].usdPerUnit, 3.31 / (1500 * 3600 / 1e6) * 1000, 1e-9);
    EXPECT_EQ(curves.lines[1].fixedUsd, 36000.0);
}

// ---- TornadoRows and HistogramBins -------------------------------------------------

TEST(TornadoRowsTest, TopRowsOfTheFocusOptionInSensitivityOrder)
{
    const Scenario scenario = readSeed("seed001-decision-matrix-uncertainty.json");
    EvaluationRequest request;
    request.sensitivity = true;
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario, request);
    const std::string focus = TornadoRows::focusOption(evaluation);
    ASSERT_FALSE(focus.empty());
    EXPECT_NE(focus, evaluation.baseline);
    const TornadoChartData data = TornadoRows::of(evaluation, focus, 3);
    ASSERT_EQ(data.rows.size(), std::min<std::size_t>(3, evaluation.sensitivity->size()));
    for (std::size_t i = 0; i < data.rows.size(); ++i) {
        const SensitivityEntry &entry = (*evaluation.sensitivity)[i];
        EXPECT_EQ(data.rows[i].parameter, entry.parameter);
        const int column = evaluation.comparedColumn(focus);
        ASSERT_GE(column, 0);
        EXPECT_EQ(evaluation.comparedOptions()[std::size_t(column)], focus);
        const SensitivityOptionSwing &swing = entry.options[std::size_t(column)];
        EXPECT_EQ(data.rows[i].savingLow, swing.savingLow);
        EXPECT_EQ(data.rows[i].savingHigh, swing.savingHigh);
    }
    const OptionResult &baseline = resultOf(evaluation, evaluation.baseline);
    EXPECT_EQ(data.baseSaving, baseline.totalUsd() - resultOf(evaluation, focus).totalUsd());
}

TEST(HistogramBinsTest, EdgesFollowLowAndWidth)
{
    SavingHistogram histogram;
    histogram.low = -100.0;
    histogram.width = 25.0;
    histogram.counts = {1, 4, 2};
    const std::vector<HistogramBin> bins = HistogramBins::of(histogram);
    ASSERT_EQ(bins.size(), 3u);
    EXPECT_EQ(bins[0].lowUsd, -100.0);
    EXPECT_EQ(bins[1].lowUsd, -75.0);
    EXPECT_EQ(bins[2].highUsd, -25.0);
    EXPECT_EQ(bins[1].count, 4);
}

} // namespace
} // namespace acceldecide
