// The decision-matrix panel: its sentences say what core computed, its actions add, rename,
// delete and replace criteria through the document, and it renders readably.

#include "MatrixTestSupport.h"

#include "ui/matrix/MatrixText.h"
#include "ui/matrix/MatrixTotalsChart.h"

#include "QtPrinters.h"
#include "TestScenarios.h"
#include "core/decision/CriteriaPresets.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QKeyEvent>
#include <QSpinBox>
#include <QTableView>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <ostream>

#include <array>

namespace acceldecide::ui {
namespace {

using test::coreMatrix;
using test::MatrixWorkspace;
using Model = CriteriaTableModel;

// Seed 001's scenario with two criteria whose flip point is easy to work out by hand.
Scenario twoCriteria(double weightA, int trnA, int gpuA, double weightB, int trnB, int gpuB)
{
    Scenario scenario = test::seed001Matrix();
    scenario.criteria =
        std::vector<Criterion>{{"a", "Alpha", weightA, {{"trn3", trnA}, {"h100", gpuA}}, false},
                               {"b", "Beta", weightB, {{"trn3", trnB}, {"h100", gpuB}}, false}};
    return scenario;
}

TEST(DecisionMatrixPanelTest, ShowsCoreTotalsWinnerAndFlip)
{
    MatrixWorkspace w(test::seed001Matrix());
    const MatrixResult expected = coreMatrix(w.document.scenario());
    ASSERT_TRUE(expected.winner.has_value());

    const auto &bars = w.panel.totalsChart()->bars();
    ASSERT_EQ(bars.size(), 2u);
    EXPECT_EQ(bars[0].name, "H100 1-year Savings Plan");
    EXPECT_DOUBLE_EQ(bars[0].total, expected.totals[0].total);
    EXPECT_DOUBLE_EQ(bars[1].total, expected.totals[1].total);
    EXPECT_EQ(bars[1].winner, *expected.winner == "trn3");

    EXPECT_EQ(w.panel.winnerText(),
              QString("Winner: '%1' with %2 of 100")
                  .arg(MatrixText::optionName(w.document.scenario(), *expected.winner),
                       MatrixText::number(expected.totals[1].total)));
    // Seed 001's matrix (Trainium3 77.9, H100 49.3) is beyond any single weight's reach.
    EXPECT_FALSE(expected.flip.has_value());
    EXPECT_EQ(w.panel.flipText(), "No single weight change within 0–10 changes the winner.");
    EXPECT_TRUE(w.panel.noteText().isEmpty());

    // Scoring H100 up on two criteria brings the winner within reach of one weight.
    ASSERT_TRUE(w.model.setData(w.model.index(0, w.column("h100")), 5));
    ASSERT_TRUE(w.model.setData(w.model.index(1, w.column("h100")), 5));
    const MatrixResult closer = coreMatrix(w.document.scenario());
    ASSERT_TRUE(closer.winner.has_value());
    ASSERT_TRUE(closer.flip.has_value());
    const FlipPoint &flip = *closer.flip;
    const QString direction = flip.flipWeight > flip.currentWeight ? "more" : "less";
    const QString sentence =
        QString("'%1' wins unless '%2' weighs %3 than %4 (now %5; at %4, '%6' draws level).")
            .arg(MatrixText::optionName(w.document.scenario(), *closer.winner),
                 MatrixText::criterionName(w.document.scenario(), flip.criterion), direction,
                 MatrixText::number(flip.flipWeight, 2), MatrixText::number(flip.currentWeight, 2),
                 MatrixText::optionName(w.document.scenario(), flip.newWinner));
    EXPECT_EQ(w.panel.flipText(), sentence);
    EXPECT_DOUBLE_EQ(w.panel.totalsChart()->bars()[0].total, closer.totals[0].total);
}

struct FlipCase
{
    std::array<double, 6> criteria; // weight, trn3 score, h100 score of Alpha, then Beta
    QString expected;
};

// Readable test names in ctest: the two criteria's weights and scores.
void PrintTo(const FlipCase &flip, std::ostream *out)
{
    for (double value : flip.criteria)
        *out << value << ' ';
}

class DecisionMatrixPanelFlip : public ::testing::TestWithParam<FlipCase>
{};

TEST_P(DecisionMatrixPanelFlip, SaysWhichWayTheWeightMustMove)
{
    const auto &c = GetParam().criteria;
    MatrixWorkspace w(twoCriteria(c[0], int(c[1]), int(c[2]), c[3], int(c[4]), int(c[5])));
    EXPECT_EQ(w.panel.flipText().toStdString(), GetParam().expected.toStdString());
}

// Alpha 5 x (100 vs 0), Beta 9 x (25 vs 75): Trainium 725, H100 675; Alpha at 4.5 ties.
// Alpha 2 x (100 vs 25), Beta 1 x (0 vs 100): 200 vs 150; Beta at 1.5 ties (Alpha needs 1.33).
// One criterion alone: its weight cancels out of every total.
INSTANTIATE_TEST_SUITE_P(
    HandWorked, DecisionMatrixPanelFlip,
    ::testing::Values(
        FlipCase{{5, 5, 1, 9, 2, 4},
                 "'Trainium3 1-year Savings Plan' wins unless 'Alpha' weighs less than 4.5 "
                 "(now 5; at 4.5, 'H100 1-year Savings Plan' draws level)."},
        FlipCase{{2, 5, 2, 1, 1, 5},
                 "'Trainium3 1-year Savings Plan' wins unless 'Beta' weighs more than 1.5 "
                 "(now 1; at 1.5, 'H100 1-year Savings Plan' draws level)."},
        FlipCase{{5, 5, 1, 4, 5, 1}, "No single weight change within 0–10 changes the winner."}));

TEST(DecisionMatrixPanelTest, ATieHasNoWinner)
{
    MatrixWorkspace w(twoCriteria(5, 4, 2, 5, 2, 4));
    EXPECT_EQ(w.panel.winnerText(),
              "No winner: 'H100 1-year Savings Plan' and 'Trainium3 1-year Savings Plan' tie "
              "at 50 of 100");
    EXPECT_TRUE(w.panel.flipText().isEmpty());
}

TEST(DecisionMatrixPanelTest, UndoRestoresTheSentences)
{
    MatrixWorkspace w(test::seed001Matrix());
    const QString winner = w.panel.winnerText();
    const QString flip = w.panel.flipText();
    ASSERT_TRUE(w.model.setData(w.model.index(0, w.column("h100")), 5));
    ASSERT_TRUE(w.model.setData(w.model.index(1, w.column("h100")), 5));
    EXPECT_NE(w.panel.flipText(), flip);
    EXPECT_EQ(w.panel.totalsChart()->bars()[0].total, w.matrix().totals[0].total);
    w.document.undoStack()->undo();
    w.document.undoStack()->undo();
    EXPECT_EQ(w.panel.winnerText(), winner);
    EXPECT_EQ(w.panel.flipText(), flip);
}

TEST(DecisionMatrixPanelTest, AddRenameDeleteCriterion)
{
    MatrixWorkspace w(test::seed001Matrix());
    w.panel.addCriterion();
    ASSERT_EQ(w.model.rowCount(), 11);
    const Criterion &added = w.document.scenario().criteria->back();
    EXPECT_EQ(added.id, "new_criterion");
    EXPECT_EQ(added.label, "New criterion");
    EXPECT_EQ(added.weight, 3.0);
    EXPECT_EQ(added.scores.at("trn3"), 3);
    EXPECT_EQ(added.scores.at("h100"), 3);
    EXPECT_TRUE(added.incomplete);
    EXPECT_EQ(w.panel.view()->currentIndex().row(), 10);
    // A second one gets its own id.
    w.panel.addCriterion();
    EXPECT_EQ(w.document.scenario().criteria->back().id, "new_criterion_2");

    ASSERT_TRUE(w.model.setData(w.model.index(10, Model::LabelColumn), "  Vendor lock-in "));
    EXPECT_EQ(w.document.scenario().criteria->at(10).label, "Vendor lock-in");
    EXPECT_EQ(w.document.scenario().criteria->at(10).id, "new_criterion"); // ids stay put

    w.panel.view()->setCurrentIndex(w.model.index(10, w.column("trn3")));
    w.panel.deleteCriterion();
    ASSERT_EQ(w.model.rowCount(), 11);
    EXPECT_EQ(w.document.scenario().criteria->at(10).id, "new_criterion_2");
    EXPECT_TRUE(w.panel.messageText().contains("Vendor lock-in"));
    EXPECT_DOUBLE_EQ(w.matrix().totals[1].total, coreMatrix(w.document.scenario()).totals[1].total);

    // The Delete key on the table does the same.
    w.panel.view()->setCurrentIndex(w.model.index(10, Model::WeightColumn));
    QKeyEvent del(QEvent::KeyPress, Qt::Key_Delete, Qt::NoModifier);
    QCoreApplication::sendEvent(w.panel.view(), &del);
    EXPECT_EQ(w.document.scenario().criteria->size(), 10u);

    for (int i = 0; i < 5; ++i)
        w.document.undoStack()->undo();
    EXPECT_EQ(w.document.scenario(), test::seed001Matrix());
}

TEST(DecisionMatrixPanelTest, DeletingTheLastCriterionShowsTheEmptyState)
{
    Scenario scenario = test::seed001Matrix();
    scenario.criteria->resize(1);
    MatrixWorkspace w(scenario);
    EXPECT_FALSE(w.panel.isShowingEmptyState());
    w.panel.view()->setCurrentIndex(w.model.index(0, 0));
    w.panel.deleteCriterion();
    EXPECT_FALSE(w.document.scenario().criteria.has_value());
    EXPECT_EQ(w.model.rowCount(), 0);
    EXPECT_TRUE(w.panel.isShowingEmptyState());
    EXPECT_FALSE(w.controller.evaluation().matrix.has_value());
    w.document.undoStack()->undo();
    EXPECT_FALSE(w.panel.isShowingEmptyState());
    EXPECT_EQ(w.document.scenario(), scenario);
}

TEST(DecisionMatrixPanelTest, EmptyStateStartsFromAPresetOrFromScratch)
{
    MatrixWorkspace w(acceldecide::test::seed004Inference());
    ASSERT_FALSE(w.document.scenario().criteria.has_value());
    EXPECT_TRUE(w.panel.isShowingEmptyState());

    w.panel.startEmptyMatrix();
    EXPECT_FALSE(w.panel.isShowingEmptyState());
    ASSERT_EQ(w.model.rowCount(), 1);
    EXPECT_EQ(w.document.scenario().criteria->front().label, "New criterion");
    EXPECT_EQ(w.panel.presetCombo()->currentText(), "Custom criteria");
    w.document.undoStack()->undo();
    EXPECT_TRUE(w.panel.isShowingEmptyState());

    w.panel.choosePreset("seed000-checklist");
    const CriteriaPreset &preset = *CriteriaPresets::find("seed000-checklist");
    EXPECT_EQ(*w.document.scenario().criteria,
              CriteriaPresets::instantiate(preset, test::optionIds(w.document.scenario())));
    EXPECT_FALSE(w.panel.isShowingEmptyState());
    EXPECT_EQ(w.panel.noteText(), MatrixText::incompleteNote(w.matrix()));
    EXPECT_FALSE(w.panel.noteText().isEmpty());
    EXPECT_TRUE(w.panel.totalsChart()->bars().front().total == 50.0);
}

TEST(DecisionMatrixPanelTest, PresetComboFollowsTheCriteria)
{
    MatrixWorkspace w(test::seed001Matrix());
    QComboBox *combo = w.panel.presetCombo();
    // Seed 001's scenario has the ten-factor preset's labels and weights (its own ids).
    const CriteriaPreset &seed001 = *CriteriaPresets::find("seed001-decision-matrix");
    EXPECT_EQ(combo->currentData().toString(),
              QString::fromUtf8(seed001.id.data(), qsizetype(seed001.id.size())));
    EXPECT_EQ(combo->count(), int(CriteriaPresets::all().size()));

    const CriteriaPreset &axes = *CriteriaPresets::find("seed002-four-axes");
    const int axesIndex = combo->findData(QStringLiteral("seed002-four-axes"));
    ASSERT_GE(axesIndex, 0);
    combo->setCurrentIndex(axesIndex);
    Q_EMIT combo->activated(axesIndex);
    EXPECT_EQ(*w.document.scenario().criteria,
              CriteriaPresets::instantiate(axes, test::optionIds(w.document.scenario())));
    EXPECT_EQ(combo->currentData().toString(), "seed002-four-axes");
    EXPECT_TRUE(w.panel.messageText().contains("002_b59b6e4fe8c67b84.txt"));

    // Renaming a criterion makes the criteria custom.
    ASSERT_TRUE(w.model.setData(w.model.index(0, Model::LabelColumn), "Cost"));
    EXPECT_EQ(combo->currentText(), "Custom criteria");
    EXPECT_EQ(combo->currentIndex(), 0);
    EXPECT_EQ(combo->count(), int(CriteriaPresets::all().size()) + 1);

    w.document.undoStack()->undo();
    w.document.undoStack()->undo();
    EXPECT_EQ(w.document.scenario(), test::seed001Matrix());
    EXPECT_EQ(combo->currentData().toString(), "seed001-decision-matrix");
}

TEST(DecisionMatrixPanelTest, SpinBoxEditorsCommitEveryStep)
{
    MatrixWorkspace w(test::seed001Matrix());
    w.panel.resize(1000, 600);
    w.panel.show();
    const QModelIndex score = w.model.index(2, w.column("trn3"));
    w.panel.view()->setCurrentIndex(score);
    w.panel.view()->edit(score);
    auto *spin = qobject_cast<QSpinBox *>(w.panel.view()->indexWidget(score));
    ASSERT_NE(spin, nullptr);
    EXPECT_EQ(spin->minimum(), 1);
    EXPECT_EQ(spin->maximum(), 5);
    EXPECT_EQ(spin->value(), 3);
    EXPECT_EQ(spin->accessibleName(),
              "Score of 'Trainium3 1-year Savings Plan' on 'Timeline Pressure'");
    const int steps = w.document.undoStack()->count();
    spin->stepUp();
    spin->stepUp();
    EXPECT_EQ(w.document.scenario().criteria->at(2).scores.at("trn3"), 5);
    EXPECT_EQ(w.document.undoStack()->count(), steps + 1);
    EXPECT_DOUBLE_EQ(w.panel.totalsChart()->bars()[1].total,
                     coreMatrix(w.document.scenario()).totals[1].total);
}

TEST(DecisionMatrixPanelTest, RendersSeed001)
{
    MatrixWorkspace w(test::seed001Matrix());
    w.panel.resize(1000, 600);
    const QPixmap image = w.panel.grab();
    EXPECT_EQ(image.size(), QSize(1000, 600) * image.devicePixelRatio());
    // Set ACCELDECIDE_SNAPSHOT_DIR to look at it.
    const QString dir = qEnvironmentVariable("ACCELDECIDE_SNAPSHOT_DIR");
    if (!dir.isEmpty()) {
        image.save(QDir(dir).filePath("matrix.png"));
        w.panel.view()->setCurrentIndex(w.model.index(0, 0));
        ASSERT_FALSE(w.model.setData(w.model.index(1, w.column("trn3")), 6));
        w.panel.grab().save(QDir(dir).filePath("matrix-refused.png"));
        ASSERT_TRUE(w.model.setData(w.model.index(0, w.column("h100")), 5));
        ASSERT_TRUE(w.model.setData(w.model.index(1, w.column("h100")), 5));
        w.panel.grab().save(QDir(dir).filePath("matrix-flip.png"));
        w.model.applyPreset(*CriteriaPresets::find("seed002-four-axes"));
        w.panel.grab().save(QDir(dir).filePath("matrix-preset.png"));
        MatrixWorkspace empty(acceldecide::test::seed004Inference());
        empty.panel.resize(1000, 600);
        empty.panel.grab().save(QDir(dir).filePath("matrix-empty.png"));
    }
}

} // namespace
} // namespace acceldecide::ui
