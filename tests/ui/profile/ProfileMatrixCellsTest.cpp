// The decision matrix with a workload profile: governed cells show the derived score with
// its reason, distinct from overrides; editing one writes an override (undoable), which
// "Use derived score" removes; options the profile excludes stay visible, marked.

#include "ProfileTestSupport.h"

#include "ui/matrix/MatrixTotalsChart.h"
#include "ui/profile/ProfileCells.h"

#include "QtPrinters.h"

#include <QFont>

#include <gtest/gtest.h>

#include <ostream>

namespace acceldecide::ui {
namespace {

using test::ProfileWorkspace;
using Model = CriteriaTableModel;
using Source = ProfileCells::Source;

Source sourceOf(const QModelIndex &index)
{
    return Source(index.data(Model::ScoreSourceRole).toInt());
}

TEST(ProfileMatrixCellsTest, DerivedCellsShowTheRulesScoreAndWhy)
{
    ProfileWorkspace w(test::profiledSeed001());
    ASSERT_EQ(w.model.rowCount(), 10);
    const QModelIndex trn = w.model.index(w.row("model_size"), w.column("trn3"));
    const QModelIndex gpu = w.model.index(w.row("model_size"), w.column("h100"));
    EXPECT_EQ(trn.data().toInt(), 5);
    EXPECT_EQ(gpu.data().toInt(), 3);
    EXPECT_EQ(sourceOf(trn), Source::Derived);
    EXPECT_TRUE(trn.data(Qt::FontRole).value<QFont>().italic());
    EXPECT_FALSE(trn.data(Qt::FontRole).value<QFont>().bold());
    EXPECT_TRUE(trn.data(Qt::BackgroundRole).isValid());
    EXPECT_TRUE(trn.data(Qt::ToolTipRole)
                    .toString()
                    .contains("Derived from 70 B params: 70B+ parameters: 144 GB HBM3e per chip "
                              "and 40-47% savings on large runs favour Trainium3 (seed001: When "
                              "to Choose Trainium3 (Large-scale pre-training); Decision Matrix "
                              "(Model Size))"));
    EXPECT_TRUE(trn.data(Qt::AccessibleTextRole)
                    .toString()
                    .endsWith(", derived from the workload profile"));
    // The model's scores are core's: the totals are what core evaluates.
    EXPECT_EQ(w.controller.evaluation().matrix->winner, "trn3");
}

TEST(ProfileMatrixCellsTest, EditingADerivedCellCreatesAnOverrideThatUndoRemoves)
{
    ProfileWorkspace w(test::profiledSeed001());
    const QModelIndex gpu = w.model.index(w.row("model_size"), w.column("h100"));
    const double before = w.controller.evaluation().matrix->totals[0].total;

    ASSERT_TRUE(w.model.setData(gpu, 5));
    ASSERT_EQ(w.scenario().profile->overrides.size(), 1u);
    EXPECT_EQ(w.scenario().profile->overrides[0], (ScoreOverride{"model_size", "h100", 5}));
    EXPECT_FALSE(w.scenario().criteria.has_value()); // the preset's criteria stay implied
    EXPECT_EQ(gpu.data().toInt(), 5);
    EXPECT_EQ(sourceOf(gpu), Source::Overridden);
    EXPECT_TRUE(gpu.data(Qt::FontRole).value<QFont>().bold());
    EXPECT_TRUE(gpu.data(Qt::ToolTipRole).toString().contains("Overridden (derived score 3)"));
    // Model size weighs 5 of 35: H100's total rises by 5 x (5 - 3) / 4 / 35 x 100.
    EXPECT_NEAR(w.controller.evaluation().matrix->totals[0].total - before, 250.0 / 35.0, 1e-9);
    EXPECT_EQ(w.undoCount(), 1);

    w.undo();
    EXPECT_TRUE(w.scenario().profile->overrides.empty());
    EXPECT_EQ(gpu.data().toInt(), 3);
    EXPECT_EQ(sourceOf(gpu), Source::Derived);
    EXPECT_DOUBLE_EQ(w.controller.evaluation().matrix->totals[0].total, before);
}

TEST(ProfileMatrixCellsTest, SettingTheDerivedValueOrUseDerivedScoreRemovesTheOverride)
{
    ProfileWorkspace w(test::profiledSeed001());
    const QModelIndex gpu = w.model.index(w.row("model_size"), w.column("h100"));
    ASSERT_TRUE(w.model.setData(gpu, 4));
    ASSERT_TRUE(w.model.setData(gpu, 3)); // back to the derived value: no override
    EXPECT_TRUE(w.scenario().profile->overrides.empty());
    EXPECT_EQ(w.undoCount(), 0); // the merged steps cancel out

    ASSERT_TRUE(w.model.setData(gpu, 1));
    EXPECT_TRUE(w.model.clearOverride(gpu).ok());
    EXPECT_TRUE(w.scenario().profile->overrides.empty());
    EXPECT_EQ(gpu.data().toInt(), 3);
    EXPECT_EQ(w.undoCount(), 2);
    w.undo();
    ASSERT_EQ(w.scenario().profile->overrides.size(), 1u);
    EXPECT_EQ(w.scenario().profile->overrides[0].score, 1);
    // A cell without an override has nothing to clear.
    const Expected<void, QString> refused =
        w.model.clearOverride(w.model.index(w.row("duration"), w.column("h100")));
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error(), "This cell has no override to remove.");
}

TEST(ProfileMatrixCellsTest, UnansweredFactorShowsThePlaceholder)
{
    WorkloadProfile profile = test::startup70b();
    profile.workloadType.reset();
    ProfileWorkspace w(test::profiledSeed001(profile));
    const QModelIndex trn = w.model.index(w.row("workload_type"), w.column("trn3"));
    EXPECT_EQ(trn.data().toInt(), 3);
    EXPECT_EQ(sourceOf(trn), Source::Unanswered);
    EXPECT_TRUE(trn.data(Model::IncompleteRole).toBool());
    EXPECT_TRUE(trn.data(Qt::ToolTipRole)
                    .toString()
                    .contains("Not answered: \"Workload type\" in the workload profile."));
    // Scoring it by hand is an override, even at 3.
    ASSERT_TRUE(w.model.setData(trn, 3));
    EXPECT_EQ(w.scenario().profile->overrides.size(), 1u);
    EXPECT_EQ(sourceOf(trn), Source::Overridden);
}

TEST(ProfileMatrixCellsTest, EditingAWeightWritesThePresetCriteriaOut)
{
    ProfileWorkspace w(test::profiledSeed001());
    const Scenario original = w.scenario();
    ASSERT_TRUE(w.model.setData(w.model.index(w.row("duration"), Model::WeightColumn), 4.0));
    ASSERT_TRUE(w.scenario().criteria.has_value());
    ASSERT_EQ(w.scenario().criteria->size(), 10u);
    EXPECT_EQ(w.scenario().criteria->back().weight, 4.0);
    for (const Criterion &criterion : *w.scenario().criteria)
        EXPECT_TRUE(criterion.scores.empty()) << criterion.id; // all ten are governed
    EXPECT_TRUE(w.document.validate(w.scenario()).ok());
    EXPECT_EQ(w.score("duration", "trn3"), 4); // still derived from the 12-month horizon
    w.undo();
    EXPECT_EQ(w.scenario(), original);
}

TEST(ProfileMatrixCellsTest, ExcludedOptionStaysVisibleButMarked)
{
    WorkloadProfile profile = test::startup70b();
    profile.cloudStrategy = CloudStrategy::MultiCloudRequired;
    ProfileWorkspace w(test::profiledSeed001(profile));
    const int trn = w.column("trn3");
    const int gpu = w.column("h100");
    EXPECT_EQ(w.model.headerData(trn, Qt::Horizontal).toString(),
              "✕ Trainium3 1-year\nSavings Plan");
    EXPECT_EQ(w.model.headerData(gpu, Qt::Horizontal).toString(), "H100 1-year\nSavings Plan");
    EXPECT_TRUE(w.model.headerData(trn, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .endsWith("Excluded because a multi-cloud mandate eliminates Trainium: it "
                              "exists only on AWS (seed001: Quick Decision Rules (Scenario 2: "
                              "The portability requirement eliminates Trainium3 as an option))"));
    EXPECT_TRUE(w.model.headerData(trn, Qt::Horizontal, Qt::ForegroundRole).isValid());
    EXPECT_FALSE(w.model.headerData(gpu, Qt::Horizontal, Qt::ForegroundRole).isValid());
    EXPECT_TRUE(w.model.index(0, trn).data(Qt::ForegroundRole).isValid());
    EXPECT_FALSE(w.model.index(0, gpu).data(Qt::ForegroundRole).isValid());

    // Its total stays on the chart, greyed and named as excluded; it cannot win.
    const auto &bars = w.matrixPanel.totalsChart()->bars();
    ASSERT_EQ(bars.size(), 2u);
    EXPECT_EQ(bars[0].name, "H100 1-year Savings Plan");
    EXPECT_EQ(bars[1].name, "Trainium3 1-year Savings Plan (excluded)");
    EXPECT_FALSE(bars[1].winner);
    EXPECT_EQ(w.controller.evaluation().matrix->winner, "h100");
}

} // namespace
} // namespace acceldecide::ui
