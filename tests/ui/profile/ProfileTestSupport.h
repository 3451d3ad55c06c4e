#pragma once

// Shared setup of the workload-profile tests: seed 001's matrix scenario, seed 001's
// "Scenario 1: startup training a 70B LLM" profile (the values of
// tests/core/fixtures/profiles/seed001-scenario1-startup-70b.json), and a document with its
// controller, the profile panel and the matrix panel.

#include "matrix/MatrixTestSupport.h"
#include "ui/profile/WorkloadProfilePanel.h"

#include "core/model/WorkloadProfile.h"

#include <QUndoStack>

#include <string>

namespace acceldecide::ui::test {

inline WorkloadProfile startup70b()
{
    WorkloadProfile profile;
    profile.matrix = "seed001-decision-matrix";
    profile.modelParamsBillion = 70;
    profile.monthlyTrainingSpendUsd = 150000;
    profile.architecture = Architecture::StandardTransformer;
    profile.migrationBudgetWeeks = 6;
    profile.cloudStrategy = CloudStrategy::AwsCommitted;
    profile.teamExpertise = TeamExpertise::WillingToLearnNeuron;
    profile.workloadPattern = WorkloadPattern::Sustained;
    profile.workloadType = WorkloadType::Language;
    profile.inferenceLatency = InferenceLatency::None;
    profile.timeHorizonMonths = 12;
    profile.commitment = CommitmentWillingness::Willing;
    profile.trainingBudget = TrainingBudget::Constrained;
    return profile;
}

// Seed 001's options and workload with `profile` and no criteria of its own: the matrix
// is the profile preset's.
inline Scenario profiledSeed001(WorkloadProfile profile = startup70b())
{
    Scenario scenario = seed001Matrix();
    scenario.criteria.reset();
    scenario.profile = std::move(profile);
    return scenario;
}

struct ProfileWorkspace
{
    ScenarioDocument document;
    EvaluationController controller{&document};
    WorkloadProfilePanel panel{&document, &controller};
    DecisionMatrixPanel matrixPanel{&document, &controller};
    CriteriaTableModel &model = *matrixPanel.model();

    explicit ProfileWorkspace(Scenario scenario)
    {
        controller.setMonteCarloSamples(0);
        document.reset(std::move(scenario));
    }

    const Scenario &scenario() const { return document.scenario(); }
    int undoCount() const { return document.undoStack()->count(); }
    void undo() { document.undoStack()->undo(); }
    int column(const std::string &optionId) const
    {
        return CriteriaTableModel::FirstOptionColumn + scenario().optionIndex(optionId);
    }
    // The matrix row of a criterion id, or -1.
    int row(const std::string &criterionId) const
    {
        for (int r = 0; r < model.rowCount(); ++r) {
            if (model.index(r, CriteriaTableModel::LabelColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("(id %1)").arg(QString::fromStdString(criterionId))))
                return r;
        }
        return -1;
    }
    int score(const std::string &criterionId, const std::string &optionId) const
    {
        return model.index(row(criterionId), column(optionId)).data(Qt::EditRole).toInt();
    }
};

} // namespace acceldecide::ui::test
