// The matrix table edits the document through core's validation: scores and weights change
// the scenario and core's totals, undo restores them, bad values are refused with the field
// and the value, and preset criteria stop being provisional once scored.

#include "MatrixTestSupport.h"

#include "core/decision/CriteriaPresets.h"

#include <QFont>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <ostream>

namespace acceldecide::ui {
namespace {

using test::coreMatrix;
using test::MatrixWorkspace;
using Model = CriteriaTableModel;

void expectTotalsEqual(const MatrixResult &actual, const MatrixResult &expected)
{
    ASSERT_EQ(actual.totals.size(), expected.totals.size());
    for (std::size_t i = 0; i < actual.totals.size(); ++i) {
        EXPECT_EQ(actual.totals[i].option, expected.totals[i].option);
        EXPECT_DOUBLE_EQ(actual.totals[i].total, expected.totals[i].total);
    }
    EXPECT_EQ(actual.winner, expected.winner);
    ASSERT_EQ(actual.flip.has_value(), expected.flip.has_value());
    if (actual.flip) {
        EXPECT_EQ(actual.flip->criterion, expected.flip->criterion);
        EXPECT_DOUBLE_EQ(actual.flip->flipWeight, expected.flip->flipWeight);
        EXPECT_EQ(actual.flip->newWinner, expected.flip->newWinner);
    }
    EXPECT_EQ(actual.incomplete, expected.incomplete);
}

TEST(CriteriaTableModelTest, ShowsCriteriaRowsAndOptionColumns)
{
    MatrixWorkspace w(test::seed001Matrix());
    ASSERT_EQ(w.model.rowCount(), 10);
    ASSERT_EQ(w.model.columnCount(), 4);
    EXPECT_EQ(w.model.headerData(Model::LabelColumn, Qt::Horizontal).toString(), "Criterion");
    EXPECT_EQ(w.model.headerData(Model::WeightColumn, Qt::Horizontal).toString(), "Weight");
    // Option headers drop the seeds' long parentheticals; the tooltip keeps the full label.
    EXPECT_EQ(w.model.headerData(w.column("h100"), Qt::Horizontal).toString(),
              "H100 1-year\nSavings Plan");
    EXPECT_EQ(w.model.headerData(w.column("trn3"), Qt::Horizontal).toString(),
              "Trainium3 1-year\nSavings Plan");
    EXPECT_TRUE(w.model.headerData(w.column("trn3"), Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains("trn3.48xlarge"));
    EXPECT_EQ(w.model.index(5, Model::LabelColumn).data().toString(), "Multi-Cloud Strategy");
    EXPECT_EQ(w.model.index(0, Model::WeightColumn).data().toString(), "5");
    EXPECT_EQ(w.model.index(0, Model::WeightColumn).data(Qt::EditRole).toDouble(), 5.0);
    EXPECT_EQ(w.model.index(0, w.column("h100")).data().toInt(), 2);
    EXPECT_EQ(w.model.index(0, w.column("trn3")).data().toInt(), 5);
    EXPECT_EQ(w.model.fieldPath(w.model.index(3, w.column("trn3"))), "criteria[3].scores.trn3");
    EXPECT_EQ(w.model.index(0, w.column("trn3")).data(Qt::AccessibleTextRole).toString(),
              "Score of 'Trainium3 1-year Savings Plan' on 'Model Size'");
}

TEST(CriteriaTableModelTest, TooltipsCiteTheSeedsGuidance)
{
    MatrixWorkspace w(test::seed001Matrix());
    // The scenario's id is "multi_cloud"; the seed's wording is found by the label.
    const QString tip = w.model.index(5, Model::LabelColumn).data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains("Trainium is best when: Single-cloud AWS")) << tip.toStdString();
    EXPECT_TRUE(tip.contains("GPU is best when: Multi-cloud required")) << tip.toStdString();
    EXPECT_TRUE(tip.contains("AWS Trainium3 vs NVIDIA H100")) << tip.toStdString();
    const QString scoreTip = w.model.index(0, w.column("h100")).data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(scoreTip.contains("GPU is best when: Under 10B parameters"))
        << scoreTip.toStdString();
}

TEST(CriteriaTableModelTest, ScoreEditChangesCoreTotalsAndUndoRestoresThem)
{
    MatrixWorkspace w(test::seed001Matrix());
    const MatrixResult before = w.matrix();
    expectTotalsEqual(before, coreMatrix(w.document.scenario()));

    ASSERT_TRUE(w.model.setData(w.model.index(0, w.column("h100")), 5));
    EXPECT_EQ(w.document.scenario().criteria->at(0).scores.at("h100"), 5);
    const MatrixResult after = w.matrix();
    expectTotalsEqual(after, coreMatrix(w.document.scenario()));
    EXPECT_GT(after.totals[0].total, before.totals[0].total);
    EXPECT_EQ(w.model.index(0, w.column("h100")).data().toInt(), 5);

    w.document.undoStack()->undo();
    EXPECT_EQ(w.document.scenario(), test::seed001Matrix());
    expectTotalsEqual(w.matrix(), before);
}

TEST(CriteriaTableModelTest, WeightEditChangesTotalsAndFlip)
{
    MatrixWorkspace w(test::seed001Matrix());
    const MatrixResult before = w.matrix();
    ASSERT_TRUE(w.model.setData(w.model.index(5, Model::WeightColumn), "7.5"));
    EXPECT_EQ(w.document.scenario().criteria->at(5).weight, 7.5);
    const MatrixResult after = w.matrix();
    expectTotalsEqual(after, coreMatrix(w.document.scenario()));
    EXPECT_NE(after.totals[1].total, before.totals[1].total);
    EXPECT_EQ(w.model.index(5, Model::WeightColumn).data().toString(), "7.5");

    w.document.undoStack()->undo();
    expectTotalsEqual(w.matrix(), before);
}

TEST(CriteriaTableModelTest, StepsOnOneCellMergeIntoOneUndo)
{
    MatrixWorkspace w(test::seed001Matrix());
    const int steps = w.document.undoStack()->count();
    const QModelIndex weight = w.model.index(2, Model::WeightColumn);
    ASSERT_TRUE(w.model.setData(weight, 3.5));
    ASSERT_TRUE(w.model.setData(weight, 4.0));
    ASSERT_TRUE(w.model.setData(weight, 4.5));
    EXPECT_EQ(w.document.undoStack()->count(), steps + 1);
    // Another cell is another step.
    ASSERT_TRUE(w.model.setData(w.model.index(2, w.column("trn3")), 4));
    EXPECT_EQ(w.document.undoStack()->count(), steps + 2);
    w.document.undoStack()->undo();
    w.document.undoStack()->undo();
    EXPECT_EQ(w.document.scenario(), test::seed001Matrix());
}

struct RefusedValue
{
    int column; // -1: score of trn3
    QVariant value;
    QString field;
    QString shownValue;
};

// Readable test names in ctest: the field and the value refused.
void PrintTo(const RefusedValue &refused, std::ostream *out)
{
    *out << refused.field.section(QLatin1Char(':'), 0, 0).toStdString() << " = "
         << QString(refused.shownValue).remove(QLatin1Char('"')).toStdString();
}

class CriteriaTableModelRefusal : public ::testing::TestWithParam<RefusedValue>
{};

TEST_P(CriteriaTableModelRefusal, NamesTheFieldAndValueAndChangesNothing)
{
    MatrixWorkspace w(test::seed001Matrix());
    const RefusedValue &refused = GetParam();
    const int column = refused.column < 0 ? w.column("trn3") : refused.column;
    const int steps = w.document.undoStack()->count();
    EXPECT_FALSE(w.model.setData(w.model.index(1, column), refused.value));
    EXPECT_EQ(w.document.scenario(), test::seed001Matrix());
    EXPECT_EQ(w.document.undoStack()->count(), steps);
    ASSERT_EQ(w.rejections.size(), 1u);
    const QString &message = w.rejections.front();
    EXPECT_TRUE(message.startsWith(refused.field)) << message.toStdString();
    EXPECT_TRUE(message.endsWith("got " + refused.shownValue)) << message.toStdString();
    // The panel shows it too.
    EXPECT_EQ(w.panel.messageText(), message);
}

INSTANTIATE_TEST_SUITE_P(
    BadValues, CriteriaTableModelRefusal,
    ::testing::Values(
        RefusedValue{-1, 0, "criteria[1].scores.trn3: must be an integer >= 1 and <= 5", "0"},
        RefusedValue{-1, 6, "criteria[1].scores.trn3: must be an integer >= 1 and <= 5", "6"},
        RefusedValue{-1, "abc", "criteria[1].scores.trn3", "\"abc\""},
        RefusedValue{-1, "2.5", "criteria[1].scores.trn3", "\"2.5\""},
        RefusedValue{-1, 3.5, "criteria[1].scores.trn3", "3.5"},
        RefusedValue{-1, "", "criteria[1].scores.trn3", "\"\""},
        RefusedValue{Model::WeightColumn, -1, "criteria[1].weight: must be >= 0 and <= 10", "-1"},
        RefusedValue{Model::WeightColumn, 11, "criteria[1].weight", "11"},
        RefusedValue{Model::WeightColumn, "heavy", "criteria[1].weight", "\"heavy\""},
        RefusedValue{Model::LabelColumn, "   ", "criteria[1].label", "\"   \""}));

TEST(CriteriaTableModelTest, CoreRefusesZeroWeightsEverywhere)
{
    Scenario scenario = test::seed001Matrix();
    scenario.criteria->resize(1);
    MatrixWorkspace w(scenario);
    EXPECT_FALSE(w.model.setData(w.model.index(0, Model::WeightColumn), 0));
    EXPECT_EQ(w.document.scenario(), scenario);
    ASSERT_EQ(w.rejections.size(), 1u);
    EXPECT_TRUE(w.rejections.front().contains("weights must sum to more than 0"))
        << w.rejections.front().toStdString();
}

TEST(CriteriaTableModelTest, ScoringAPresetCriterionMakesItFinal)
{
    MatrixWorkspace w(test::seed001Matrix());
    const CriteriaPreset &preset = *CriteriaPresets::find("seed002-four-axes");
    ASSERT_TRUE(w.model.applyPreset(preset).ok());
    ASSERT_EQ(w.model.rowCount(), 4);
    EXPECT_TRUE(w.matrix().incomplete);
    EXPECT_TRUE(w.model.index(0, w.column("trn3")).data(Model::IncompleteRole).toBool());
    EXPECT_TRUE(w.model.index(0, w.column("trn3")).data(Qt::FontRole).value<QFont>().italic());

    // Scoring one option of a criterion ends that criterion's placeholder state; the weight
    // does not (it says nothing about the options).
    ASSERT_TRUE(w.model.setData(w.model.index(0, Model::WeightColumn), 4));
    EXPECT_TRUE(w.document.scenario().criteria->at(0).incomplete);
    ASSERT_TRUE(w.model.setData(w.model.index(0, w.column("trn3")), 5));
    EXPECT_FALSE(w.document.scenario().criteria->at(0).incomplete);
    EXPECT_FALSE(w.model.index(0, w.column("trn3")).data(Model::IncompleteRole).toBool());
    EXPECT_TRUE(w.matrix().incomplete); // three criteria still unscored
    EXPECT_FALSE(w.panel.noteText().isEmpty());

    for (int row = 1; row < 4; ++row)
        ASSERT_TRUE(w.model.setData(w.model.index(row, w.column("h100")), 4));
    expectTotalsEqual(w.matrix(), coreMatrix(w.document.scenario()));
    EXPECT_FALSE(w.matrix().incomplete);
    EXPECT_TRUE(w.panel.noteText().isEmpty());
}

TEST(CriteriaTableModelTest, AnAvailabilityCriterionTakesTheCapacityFactsScores)
{
    MatrixWorkspace w(test::seed001Matrix());
    const int before = w.model.rowCount();
    ASSERT_TRUE(w.model.addAvailabilityCriterion().ok());
    ASSERT_EQ(w.model.rowCount(), before + 1);
    const Criterion &added = w.document.scenario().criteria->back();
    EXPECT_EQ(added.scoredBy, CriterionScoring::CapacityFacts);
    EXPECT_TRUE(added.scores.empty());

    // Both options are bought on a 1-year Savings Plan: capacity not reserved, score 4,
    // the evaluation's own figure shown read-only with its reason.
    const QModelIndex h100 = w.model.index(before, w.column("h100"));
    EXPECT_EQ(h100.data().toInt(), 4);
    EXPECT_EQ(h100.data().toInt(), w.controller.evaluation().option("h100")->availability.score);
    EXPECT_FALSE(w.model.flags(h100) & Qt::ItemIsEditable);
    EXPECT_TRUE(w.model.flags(w.model.index(before, Model::WeightColumn)) & Qt::ItemIsEditable);
    EXPECT_TRUE(h100.data(Qt::FontRole).value<QFont>().italic());
    EXPECT_TRUE(h100.data(Qt::ToolTipRole).toString().contains("Capacity not reserved"))
        << h100.data(Qt::ToolTipRole).toString().toStdString();
    EXPECT_FALSE(w.model.setData(h100, 2));

    w.document.undoStack()->undo();
    EXPECT_EQ(w.model.rowCount(), before);
}

} // namespace
} // namespace acceldecide::ui
