// Display tests for OptionResultsModel over a hand-built Evaluation: the model only
// formats what core computed, so no scenario or engine is involved here.

#include "ui/results/OptionResultsModel.h"

#include "QtPrinters.h"

#include <QFont>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

using Model = OptionResultsModel;

Evaluation makeEvaluation()
{
    Evaluation evaluation;
    evaluation.scenarioName = "Hand-built";
    evaluation.horizonMonths = 12;
    evaluation.baseline = "h200";

    OptionResult h200;
    h200.id = "h200";
    h200.label = "p5en.48xlarge (H200)";
    h200.effectiveHourlyUsd = 4.54;
    h200.tokensPerSecPerAccelerator = 1500.0;
    h200.costPerMillionTokensUsd = 0.8407;
    h200.tcoUsd = 1234567.4;

    OptionResult trn3; // no label: the id stands in
    trn3.id = "trn3";
    trn3.effectiveHourlyUsd = 2.97;
    trn3.tokensPerSecPerAccelerator = 1650.0;
    trn3.costPerMillionTokensUsd = 0.5;
    trn3.oneTimeUsd = 36000.0;
    trn3.tcoUsd = 987654.6;
    trn3.monthlyComputeUsd = 0.0;
    trn3.heldOwedUsdPerMonth = 14600.0;
    trn3.heldOwedUsd = 175200.0;
    trn3.allInHourlyUsd = 3.2;
    trn3.commitmentOwedAfterHorizonUsd = 20000.0;
    trn3.commitmentUsedAfterHorizonUsd = 7500.0;
    trn3.commitmentBeyondHorizonUsd = 12500.0;
    trn3.warnings.push_back({"implied_mfu_implausible", "implied MFU 80 % is implausible"});

    evaluation.options = {h200, trn3};
    evaluation.recommendation.option = "trn3";
    return evaluation;
}

QString display(const Model &model, int row, int column)
{
    return model.data(model.index(row, column)).toString();
}

TEST(OptionResultsModelTest, HasOneRowPerOptionAndFixedColumns)
{
    Model model;
    EXPECT_EQ(model.rowCount(), 0);
    EXPECT_EQ(model.columnCount(), Model::ColumnCount);
    EXPECT_EQ(model.columnCount(), 13);

    model.setEvaluation(makeEvaluation());
    EXPECT_EQ(model.rowCount(), 2);
    // A table model has no children.
    EXPECT_EQ(model.rowCount(model.index(0, 0)), 0);
    EXPECT_EQ(model.columnCount(model.index(0, 0)), 0);

    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(OptionResultsModelTest, HeadersNameEveryColumn)
{
    Model model;
    const QStringList expected = {"Option",
                                  "$/accel-h (effective)",
                                  "$/accel-h (all-in)",
                                  "Tokens/s per accel",
                                  "Cost / run",
                                  "$ / M tokens",
                                  "One-time",
                                  "Monthly compute",
                                  "Held owed / month",
                                  "TCO",
                                  "Owed after horizon",
                                  "Used by work after it",
                                  "Total"};
    for (int column = 0; column < Model::ColumnCount; ++column) {
        EXPECT_EQ(model.headerData(column, Qt::Horizontal).toString(), expected[column]);
        EXPECT_FALSE(
            model.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
    }
}

TEST(OptionResultsModelTest, FormatsMoneyWithThousandsSeparators)
{
    Model model;
    model.setEvaluation(makeEvaluation());

    EXPECT_EQ(display(model, 0, Model::OptionColumn), "p5en.48xlarge (H200)");
    EXPECT_EQ(display(model, 0, Model::EffectiveHourlyColumn), "$4.5400");
    EXPECT_EQ(display(model, 0, Model::TokensPerSecondColumn), "1,500");
    EXPECT_EQ(display(model, 0, Model::CostPerMillionTokensColumn), "$0.8407");
    EXPECT_EQ(display(model, 0, Model::OneTimeColumn), "$0");
    EXPECT_EQ(display(model, 0, Model::TcoColumn), "$1,234,567");
    EXPECT_EQ(display(model, 0, Model::CommitmentOwedColumn), "$0");

    EXPECT_EQ(display(model, 1, Model::OptionColumn), "trn3");
    EXPECT_EQ(display(model, 1, Model::OneTimeColumn), "$36,000");
    EXPECT_EQ(display(model, 1, Model::TcoColumn), "$987,655");
    // $20,000 owed after the horizon, $7,500 of it used by the work after it: $12,500 counts,
    // and the total is $987,654.60 + $12,500.
    EXPECT_EQ(display(model, 1, Model::CommitmentOwedColumn), "$20,000");
    EXPECT_EQ(display(model, 1, Model::CommitmentUsedColumn), "$7,500");
    EXPECT_EQ(display(model, 1, Model::TotalColumn), "$1,000,155");
}

// A held plan owed $14,600 a month pays for the whole fleet: monthly compute $0, the held
// charge beside it, and the all-in rate beside the effective one.
TEST(OptionResultsModelTest, ShowsTheHeldChargeBesideMonthlyComputeAndTheAllInRate)
{
    Model model;
    model.setEvaluation(makeEvaluation());
    EXPECT_EQ(display(model, 1, Model::MonthlyComputeColumn), "$0");
    EXPECT_EQ(display(model, 1, Model::HeldOwedColumn), "$14,600");
    EXPECT_EQ(display(model, 1, Model::EffectiveHourlyColumn), "$2.9700");
    EXPECT_EQ(display(model, 1, Model::AllInHourlyColumn), "$3.2000");
    // The baseline's all-in rate was never set: a dash.
    EXPECT_EQ(display(model, 0, Model::AllInHourlyColumn), "—");
}

// The held columns only where something is owed on a held commitment; the work after the
// horizon only where it continues.
TEST(OptionResultsModelTest, ColumnsApplyOnlyWhereTheScenarioHasWhatTheyShow)
{
    Model model;
    Evaluation evaluation = makeEvaluation();
    model.setEvaluation(evaluation);
    EXPECT_TRUE(model.columnApplies(Model::HeldOwedColumn));
    EXPECT_TRUE(model.columnApplies(Model::AllInHourlyColumn));
    EXPECT_FALSE(model.columnApplies(Model::CommitmentUsedColumn));
    EXPECT_TRUE(model.columnApplies(Model::CommitmentOwedColumn));

    evaluation.horizonTreatment = HorizonTreatment::WorkContinues;
    for (OptionResult &option : evaluation.options)
        option.heldOwedUsd = 0.0;
    model.setEvaluation(evaluation);
    EXPECT_FALSE(model.columnApplies(Model::HeldOwedColumn));
    EXPECT_FALSE(model.columnApplies(Model::AllInHourlyColumn));
    EXPECT_TRUE(model.columnApplies(Model::CommitmentUsedColumn));
}

TEST(OptionResultsModelTest, ShowsADashWhereAFigureDoesNotApply)
{
    Model model;
    model.setEvaluation(makeEvaluation());
    // Inference has no cost per run: a dash, never "$0".
    EXPECT_EQ(display(model, 0, Model::CostPerRunColumn), "—");
    EXPECT_FALSE(
        model.data(model.index(0, Model::CostPerRunColumn), Model::RawValueRole).isValid());
}

TEST(OptionResultsModelTest, RawValueRoleCarriesUnformattedNumbers)
{
    Model model;
    model.setEvaluation(makeEvaluation());
    EXPECT_DOUBLE_EQ(model.data(model.index(0, Model::TcoColumn), Model::RawValueRole).toDouble(),
                     1234567.4);
    EXPECT_DOUBLE_EQ(
        model.data(model.index(1, Model::EffectiveHourlyColumn), Model::RawValueRole).toDouble(),
        2.97);
    EXPECT_EQ(model.data(model.index(1, Model::OptionColumn), Model::RawValueRole).toString(),
              "trn3");
}

TEST(OptionResultsModelTest, MarksRecommendedBaselineAndWarnings)
{
    Model model;
    model.setEvaluation(makeEvaluation());

    EXPECT_TRUE(model.data(model.index(1, 0), Qt::FontRole).value<QFont>().bold());
    EXPECT_FALSE(model.data(model.index(0, 0), Qt::FontRole).isValid());

    const QString baselineTip = model.data(model.index(0, 0), Qt::ToolTipRole).toString();
    EXPECT_TRUE(baselineTip.contains("(baseline)")) << baselineTip.toStdString();
    const QString trn3Tip = model.data(model.index(1, 0), Qt::ToolTipRole).toString();
    EXPECT_TRUE(trn3Tip.contains("(recommended)")) << trn3Tip.toStdString();
    EXPECT_TRUE(trn3Tip.contains("implied MFU 80 % is implausible")) << trn3Tip.toStdString();

    const auto alignment = [&](int column) {
        return model.data(model.index(0, column), Qt::TextAlignmentRole).toInt() &
               Qt::AlignHorizontal_Mask;
    };
    EXPECT_EQ(alignment(Model::OptionColumn), Qt::AlignLeft);
    EXPECT_EQ(alignment(Model::TcoColumn), Qt::AlignRight);
}

TEST(OptionResultsModelTest, InvalidIndexesGiveNoData)
{
    Model model;
    model.setEvaluation(makeEvaluation());
    EXPECT_FALSE(model.data(model.index(2, 0)).isValid());
    EXPECT_FALSE(model.data(QModelIndex()).isValid());
    EXPECT_FALSE(model.headerData(Model::ColumnCount, Qt::Horizontal).isValid());
}

} // namespace
} // namespace acceldecide::ui
