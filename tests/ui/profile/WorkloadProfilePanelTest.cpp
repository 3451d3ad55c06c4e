// The workload profile panel edits scenario.profile through the document (undoable, one
// step per factor), turns the profile on and off without losing a typed score, and shows
// core's checklist and porting estimate.

#include "ProfileTestSupport.h"

#include "ui/profile/ChecklistTableModel.h"
#include "ui/profile/PortingEstimateBox.h"

#include "QtPrinters.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QPushButton>

#include <gtest/gtest.h>

#include <map>
#include <ostream>
#include <utility>

namespace acceldecide::ui {
namespace {

using test::ProfileWorkspace;

// Every score of the matrix, as the editor shows it (criterion id, option id) -> score.
std::map<std::pair<std::string, std::string>, int> shownScores(const ProfileWorkspace &w,
                                                               const Scenario &scenario)
{
    std::map<std::pair<std::string, std::string>, int> scores;
    for (const Criterion &criterion : scenario.criteria.value_or(std::vector<Criterion>{})) {
        for (const Option &option : scenario.options)
            scores[{criterion.id, option.id}] = w.score(criterion.id, option.id);
    }
    return scores;
}

TEST(WorkloadProfilePanelTest, EditingAChoiceChangesTheProfileAndUndoRestoresIt)
{
    WorkloadProfile profile = test::startup70b();
    profile.architecture.reset();
    ProfileWorkspace w(test::profiledSeed001(profile));
    QComboBox *architecture = w.panel.choiceEditor("architecture");
    ASSERT_NE(architecture, nullptr);
    EXPECT_EQ(architecture->currentText(), "Not answered");
    EXPECT_EQ(architecture->toolTip().left(40), "Model architecture (seed 000: standard t");
    // Unanswered: the criterion keeps the placeholder 3.
    EXPECT_EQ(w.score("architecture_novelty", "trn3"), 3);

    architecture->setCurrentIndex(
        architecture->findData(QStringLiteral("custom_cuda_kernels"))); // as a user would
    ASSERT_TRUE(w.scenario().profile->architecture.has_value());
    EXPECT_EQ(*w.scenario().profile->architecture, Architecture::CustomCudaKernels);
    EXPECT_EQ(w.undoCount(), 1);
    // The matrix refills at once: custom CUDA kernels score Trainium 1, H100 5.
    EXPECT_EQ(w.score("architecture_novelty", "trn3"), 1);
    EXPECT_EQ(w.score("architecture_novelty", "h100"), 5);

    w.undo();
    EXPECT_FALSE(w.scenario().profile->architecture.has_value());
    EXPECT_EQ(architecture->currentText(), "Not answered");
    EXPECT_EQ(w.score("architecture_novelty", "trn3"), 3);
}

TEST(WorkloadProfilePanelTest, SpinningANumberIsOneUndoStepAndNotAnsweredIsTheLowestValue)
{
    WorkloadProfile profile = test::startup70b();
    profile.migrationBudgetWeeks.reset();
    ProfileWorkspace w(test::profiledSeed001(profile));
    QDoubleSpinBox *weeks = w.panel.numberEditor("migration_budget_weeks");
    ASSERT_NE(weeks, nullptr);
    EXPECT_EQ(weeks->text(), "Not answered");
    EXPECT_DOUBLE_EQ(weeks->minimum(), -0.1); // 0 is a valid budget: one step below it
    EXPECT_DOUBLE_EQ(weeks->maximum(), 520.0);

    weeks->setValue(2);
    weeks->setValue(6);
    ASSERT_TRUE(w.scenario().profile->migrationBudgetWeeks.has_value());
    EXPECT_DOUBLE_EQ(*w.scenario().profile->migrationBudgetWeeks, 6.0);
    EXPECT_EQ(w.undoCount(), 1); // the two steps of one field merged

    weeks->setValue(weeks->minimum());
    EXPECT_FALSE(w.scenario().profile->migrationBudgetWeeks.has_value());
    w.undo();
    EXPECT_FALSE(w.scenario().profile->migrationBudgetWeeks.has_value());
    EXPECT_EQ(weeks->text(), "Not answered");

    // An unanswered model size falls back on the workload's, and says so.
    QDoubleSpinBox *size = w.panel.numberEditor("model_params_billion");
    w.panel.numberEditor("model_params_billion")->setValue(size->minimum());
    EXPECT_FALSE(w.scenario().profile->modelParamsBillion.has_value());
    EXPECT_EQ(size->text(), "Not answered (scenario: 70 B params)");
}

TEST(WorkloadProfilePanelTest, EnablingMovesTypedGovernedScoresIntoOverridesLosingNone)
{
    const Scenario original = test::seed001Matrix();
    ProfileWorkspace w(original);
    const auto before = shownScores(w, original);
    const MatrixResult totalsBefore = *w.controller.evaluation().matrix;
    ASSERT_FALSE(w.panel.enabledCheck()->isChecked());

    w.panel.enabledCheck()->setChecked(true);

    const Scenario &scenario = w.scenario();
    ASSERT_TRUE(scenario.profile.has_value());
    EXPECT_EQ(scenario.profile->matrixId(), "seed001-decision-matrix");
    EXPECT_TRUE(w.document.validate(scenario).ok());
    EXPECT_EQ(w.undoCount(), 1);
    // Nine of the ten criteria are governed (the scenario's "multi_cloud" is not the
    // preset's "multi_cloud_strategy"); their scores left the criteria.
    for (const Criterion &criterion : *scenario.criteria)
        EXPECT_EQ(criterion.scores.empty(), criterion.id != "multi_cloud") << criterion.id;
    // With nothing answered only the scenario's fallbacks derive scores: model size 70B
    // (Trainium 5, H100 3) and the 12-month horizon (Trainium 4, H100 3). Every other typed
    // score, and H100's 2 on model size, is kept as an override: 1 + 7 x 2.
    EXPECT_EQ(scenario.profile->overrides.size(), 15u);
    ASSERT_NE(scenario.profile->findOverride("model_size", "h100"), nullptr);
    EXPECT_EQ(scenario.profile->findOverride("model_size", "h100")->score, 2);
    EXPECT_EQ(scenario.profile->findOverride("model_size", "trn3"), nullptr);
    EXPECT_EQ(scenario.profile->findOverride("duration", "trn3"), nullptr);
    ASSERT_NE(scenario.profile->findOverride("ecosystem_maturity", "h100"), nullptr);
    EXPECT_EQ(scenario.profile->findOverride("ecosystem_maturity", "h100")->score, 5);
    // So the matrix shows, and totals, exactly what was typed.
    EXPECT_EQ(shownScores(w, scenario), before);
    const MatrixResult &totalsAfter = *w.controller.evaluation().matrix;
    ASSERT_EQ(totalsAfter.totals.size(), 2u);
    EXPECT_DOUBLE_EQ(totalsAfter.totals[0].total, totalsBefore.totals[0].total);
    EXPECT_DOUBLE_EQ(totalsAfter.totals[1].total, totalsBefore.totals[1].total);
    EXPECT_TRUE(w.panel.statusText().startsWith("Workload profile on. 15 score"));
    EXPECT_EQ(w.panel.clearOverridesButton()->text(),
              "Use derived scores everywhere (15 override(s))");

    w.undo();
    EXPECT_EQ(w.scenario(), original);
    EXPECT_FALSE(w.panel.enabledCheck()->isChecked());
}

TEST(WorkloadProfilePanelTest, DisablingGivesTheMatrixTheProfilesScores)
{
    ProfileWorkspace w(test::profiledSeed001());
    const Scenario original = w.scenario();
    EXPECT_EQ(w.model.rowCount(), 10); // the preset's criteria
    EXPECT_FALSE(w.matrixPanel.isShowingEmptyState());

    w.panel.setProfileEnabled(false);

    const Scenario &scenario = w.scenario();
    EXPECT_FALSE(scenario.profile.has_value());
    ASSERT_TRUE(scenario.criteria.has_value());
    ASSERT_EQ(scenario.criteria->size(), 10u);
    EXPECT_TRUE(w.document.validate(scenario).ok());
    const Criterion &modelSize = scenario.criteria->front();
    EXPECT_EQ(modelSize.id, "model_size");
    EXPECT_EQ(modelSize.scores.at("trn3"), 5);
    EXPECT_EQ(modelSize.scores.at("h100"), 3);
    EXPECT_FALSE(modelSize.incomplete);
    EXPECT_EQ(w.undoCount(), 1);

    w.undo();
    EXPECT_EQ(w.scenario(), original);
}

TEST(WorkloadProfilePanelTest, ChoosingAnotherPresetKeepsEveryScore)
{
    ProfileWorkspace w(test::seed001Matrix());
    w.panel.setProfileEnabled(true);
    const Scenario enabled = w.scenario();
    const auto before = shownScores(w, enabled);

    w.panel.chooseMatrix(QStringLiteral("seed002-four-axes"));

    const Scenario &scenario = w.scenario();
    EXPECT_EQ(scenario.profile->matrixId(), "seed002-four-axes");
    EXPECT_TRUE(w.document.validate(scenario).ok());
    // Of seed 001's criteria only "ecosystem_maturity" is one of seed 002's four axes (read
    // from the unanswered team expertise): its two scores become overrides; the other
    // criteria get their scores back.
    EXPECT_EQ(scenario.profile->overrides.size(), 2u);
    for (const Criterion &criterion : *scenario.criteria)
        EXPECT_EQ(criterion.scores.empty(), criterion.id == "ecosystem_maturity") << criterion.id;
    EXPECT_EQ(scenario.criteria->front().scores.at("h100"), 2);
    EXPECT_EQ(shownScores(w, scenario), before);
    EXPECT_EQ(w.panel.matrixCombo()->currentData().toString(), "seed002-four-axes");

    w.undo();
    EXPECT_EQ(w.scenario(), enabled);
}

TEST(WorkloadProfilePanelTest, ChecklistOfSeed001Scenario1)
{
    ProfileWorkspace w(test::profiledSeed001());
    const ChecklistTableModel &model = *w.panel.checklistModel();
    ASSERT_EQ(model.rowCount(), 9);
    ASSERT_EQ(model.columnCount(), 4);
    EXPECT_EQ(model.headerData(ChecklistTableModel::TrainiumColumn, Qt::Horizontal).toString(),
              "Trainium (7)");
    EXPECT_EQ(model.headerData(ChecklistTableModel::H100Column, Qt::Horizontal).toString(),
              "H100 (0)");
    const auto cell = [&](int row, int column) {
        return model.index(row, column).data().toString();
    };
    // $150K a month (over $100K) leans Trainium.
    EXPECT_EQ(cell(0, ChecklistTableModel::ItemColumn), "Monthly training spend");
    EXPECT_EQ(cell(0, ChecklistTableModel::TrainiumColumn), "✓");
    EXPECT_EQ(cell(0, ChecklistTableModel::H100Column), "");
    // No serving and a 12-month horizon fall in neither column.
    EXPECT_EQ(cell(6, ChecklistTableModel::ItemColumn), "Inference requirements");
    EXPECT_EQ(cell(6, ChecklistTableModel::TrainiumColumn), "–");
    EXPECT_EQ(cell(6, ChecklistTableModel::H100Column), "–");
    EXPECT_EQ(cell(7, ChecklistTableModel::ItemColumn), "Time horizon");
    EXPECT_EQ(cell(7, ChecklistTableModel::AnswerColumn), "12 months — in neither column");
    EXPECT_EQ(cell(8, ChecklistTableModel::TrainiumColumn), "✓");
    EXPECT_EQ(w.panel.checklistCountsText(), "Trainium column: 7 of 9 · H100 column: 0 of 9 · "
                                             "in neither: 2 · unanswered: 0");
    EXPECT_TRUE(w.panel.verdictText().startsWith(
        "5 or more items in the Trainium column: \"run a proof-of-concept migration"));

    // Unanswering the commitment leaves its item in no column.
    w.panel.choiceEditor("commitment")->setCurrentIndex(0);
    EXPECT_EQ(cell(8, ChecklistTableModel::TrainiumColumn), "");
    EXPECT_EQ(cell(8, ChecklistTableModel::H100Column), "");
    EXPECT_EQ(cell(8, ChecklistTableModel::AnswerColumn), "Not answered");
    EXPECT_EQ(model.headerData(ChecklistTableModel::TrainiumColumn, Qt::Horizontal).toString(),
              "Trainium (6)");
}

TEST(WorkloadProfilePanelTest, PortingEstimateSetsNeuronWeeksInOneUndoStep)
{
    // seed001Matrix with the profile: trn3 has migration weeks 4 and an uncertainty 2-6.
    Scenario start = test::seed001Matrix();
    start.criteria.reset();
    start.profile = test::startup70b();
    ProfileWorkspace w(start);
    PortingEstimateBox &box = *w.panel.portingBox();
    // A standard transformer (seed 000: Days, 0.4-1 week) by a team new to Neuron (seed
    // 004: 2-3 weeks): both rows count.
    EXPECT_TRUE(box.rowsText().contains("seed000: Migration Effort"));
    EXPECT_TRUE(box.rowsText().contains("seed004: Realistic time estimates"));
    EXPECT_EQ(box.rangeText(), "Range 0.4–3 weeks (every row counts where the seeds disagree); "
                               "midpoint 1.7 weeks");
    EXPECT_EQ(box.warningText(), "");
    ASSERT_TRUE(box.applyButton()->isEnabled());

    const QStringList notes = box.applyEstimate();
    EXPECT_EQ(notes, QStringList{"trn3: migration weeks 1.7, uncertainty 0.4-3 weeks"});
    EXPECT_EQ(box.statusText(),
              "Applied (Undo reverts): trn3: migration weeks 1.7, uncertainty 0.4-3 weeks");
    const Option &trn3 = w.scenario().options[std::size_t(w.scenario().optionIndex("trn3"))];
    ASSERT_TRUE(trn3.migration.has_value());
    EXPECT_DOUBLE_EQ(trn3.migration->weeks, 1.7);
    EXPECT_EQ(w.scenario().uncertainty.front(),
              (UncertaintyRange{"options.trn3.migration.weeks", 0.4, 3}));
    EXPECT_EQ(w.undoCount(), 1);

    w.undo();
    EXPECT_EQ(w.scenario(), start);
}

TEST(WorkloadProfilePanelTest, TritonKernelsMayBeInfeasible)
{
    WorkloadProfile profile = test::startup70b();
    profile.architecture = Architecture::TritonKernels;
    ProfileWorkspace w(test::profiledSeed001(profile));
    EXPECT_EQ(w.panel.portingBox()->rangeText(),
              "Range 4–26 weeks (every row counts where the seeds disagree); midpoint 15 weeks");
    EXPECT_TRUE(
        w.panel.portingBox()->warningText().startsWith("Warning: this port may be infeasible"));

    // Without an architecture there is no estimate to apply.
    w.panel.choiceEditor("architecture")->setCurrentIndex(0);
    EXPECT_FALSE(w.panel.portingBox()->applyButton()->isEnabled());
    EXPECT_EQ(w.panel.portingBox()->rangeText(), "");
}

} // namespace
} // namespace acceldecide::ui
