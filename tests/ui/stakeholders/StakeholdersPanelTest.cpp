// The stakeholders panel: a weight edited in its table changes the group's weights and
// the totals everywhere they are shown, in one undo step; members are added, renamed and
// deleted through the document; pairwise members show their consistency; the decision
// matrix's "View as" follows whose weights the user picks.

#include "ui/stakeholders/StakeholdersPanel.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/matrix/DecisionMatrixPanel.h"
#include "ui/matrix/MatrixText.h"
#include "ui/matrix/MatrixTotalsChart.h"
#include "ui/models/StakeholderTableModel.h"
#include "ui/render/charts/StakeholderTotalsChart.h"

#include "core/decision/StakeholderMatrix.h"
#include "core/io/ScenarioReader.h"

#include <QBarSet>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QTableView>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

using Model = StakeholderTableModel;

Scenario seedStakeholders()
{
    ScenarioReadResult read = ScenarioReader::fromFile(std::string(ACCELDECIDE_SCENARIOS_DIR) +
                                                       "/seed001-stakeholders.json");
    EXPECT_TRUE(read.ok());
    return read.ok() ? std::move(*read) : Scenario{};
}

constexpr int kCfo = 0;
constexpr int kMlLead = 1;
constexpr int kInfraHead = 2; // compares pairwise

struct Workspace
{
    ScenarioDocument document;
    EvaluationController controller{&document};
    StakeholdersPanel panel{&document, &controller};
    DecisionMatrixPanel matrixPanel{&document, &controller};
    Model &model = *panel.model();
    std::vector<QString> rejections;

    explicit Workspace(Scenario scenario)
    {
        controller.setMonteCarloSamples(0);
        document.reset(std::move(scenario));
        QObject::connect(&model, &Model::editRejected,
                         [this](const QString &problem) { rejections.push_back(problem); });
    }

    const StakeholderResult &result() const { return *controller.evaluation().stakeholders; }
    std::vector<double> groupTotals() const
    {
        std::vector<double> totals;
        for (const MatrixTotal &total : result().group.matrix.totals)
            totals.push_back(total.total);
        return totals;
    }
    std::vector<double> barTotals() const
    {
        std::vector<double> totals;
        for (const MatrixTotalsChart::Bar &bar : matrixPanel.totalsChart()->bars())
            totals.push_back(bar.total);
        return totals;
    }
    int row(const std::string &criterionId) const
    {
        const auto &criteria = *document.scenario().criteria;
        for (std::size_t i = 0; i < criteria.size(); ++i) {
            if (criteria[i].id == criterionId)
                return int(i);
        }
        return -1;
    }
};

TEST(StakeholdersPanelTest, EditingAWeightChangesTheGroupsTotalsAndUndoRestoresThem)
{
    Workspace w(seedStakeholders());
    w.panel.resize(1300, 560);
    w.panel.show();
    const Scenario original = w.document.scenario();
    const std::vector<double> before = w.groupTotals();
    ASSERT_EQ(before.size(), 2u);
    // The matrix panel shows the group's totals by default.
    EXPECT_EQ(w.matrixPanel.viewAs(), DecisionMatrixPanel::kViewGroup);
    EXPECT_EQ(w.barTotals(), before);

    // The ML lead cares a lot about the ecosystem; give the CFO's budget weight to it too.
    const QModelIndex cell = w.model.index(w.row("training_budget"), w.model.columnOf(kMlLead));
    EXPECT_EQ(cell.data(Qt::EditRole).toDouble(), 1.0);
    EXPECT_TRUE(w.model.flags(cell) & Qt::ItemIsEditable);
    w.panel.view()->setCurrentIndex(cell);
    w.panel.view()->edit(cell);
    auto *spin = qobject_cast<QDoubleSpinBox *>(w.panel.view()->indexWidget(cell));
    ASSERT_NE(spin, nullptr);
    EXPECT_EQ(spin->minimum(), 0.0);
    EXPECT_EQ(spin->maximum(), 10.0);
    const int steps = w.document.undoStack()->count();
    spin->setValue(9.0);
    spin->stepUp(); // 9.5: the steps of one cell merge into one undo command
    EXPECT_EQ(w.document.scenario().stakeholders[kMlLead].weights.at("training_budget"), 9.5);
    EXPECT_EQ(w.document.undoStack()->count(), steps + 1);

    const std::vector<double> after = w.groupTotals();
    EXPECT_NE(after, before);
    const StakeholderResult expected = StakeholderMatrix::evaluate(
        w.document.scenario().stakeholders, w.document.scenario().stakeholderMean,
        *w.document.scenario().criteria, {"h100", "trn3"});
    EXPECT_DOUBLE_EQ(after[0], expected.group.matrix.totals[0].total);
    EXPECT_DOUBLE_EQ(after[1], expected.group.matrix.totals[1].total);
    EXPECT_EQ(w.barTotals(), after);
    // The group column and the chart follow the edit.
    const QModelIndex group = w.model.index(w.row("training_budget"), w.model.groupColumn());
    EXPECT_FALSE(w.model.flags(group) & Qt::ItemIsEditable);
    EXPECT_DOUBLE_EQ(group.data(Qt::EditRole).toDouble(),
                     expected.group.weights[std::size_t(w.row("training_budget"))]);
    const std::vector<QBarSet *> &sets = w.panel.totalsChart()->sets();
    ASSERT_EQ(sets.size(), 2u);
    EXPECT_DOUBLE_EQ(sets[1]->at(3), after[1]); // the group's bars come after the members'

    w.document.undoStack()->undo();
    EXPECT_EQ(w.document.scenario(), original);
    EXPECT_EQ(w.groupTotals(), before);
    EXPECT_EQ(w.barTotals(), before);
    EXPECT_EQ(cell.data(Qt::EditRole).toDouble(), 1.0);
}

TEST(StakeholdersPanelTest, AWeightOutsideZeroToTenIsRefusedNamingTheField)
{
    Workspace w(seedStakeholders());
    const Scenario original = w.document.scenario();
    EXPECT_FALSE(w.model.setData(w.model.index(0, w.model.columnOf(kCfo)), 11));
    ASSERT_EQ(w.rejections.size(), 1u);
    EXPECT_EQ(w.rejections[0], "stakeholders[0].weights.model_size: must be at most 10, got 11");
    EXPECT_EQ(w.panel.messageText(), w.rejections[0]);
    EXPECT_EQ(w.document.scenario(), original);
}

TEST(StakeholdersPanelTest, PairwiseMembersShowDerivedWeightsReadOnlyWithTheirConsistency)
{
    Workspace w(seedStakeholders());
    const StakeholderView &infra = w.result().members[kInfraHead];
    ASSERT_TRUE(infra.consistency.has_value());
    const QModelIndex cell = w.model.index(0, w.model.columnOf(kInfraHead));
    EXPECT_FALSE(w.model.flags(cell) & Qt::ItemIsEditable);
    EXPECT_TRUE(cell.data(Model::DerivedRole).toBool());
    EXPECT_DOUBLE_EQ(cell.data(Qt::EditRole).toDouble(), infra.weights[0]);
    const QString header =
        w.model.headerData(w.model.columnOf(kInfraHead), Qt::Horizontal).toString();
    EXPECT_TRUE(header.contains(
        QStringLiteral("CR %1").arg(MatrixText::number(infra.consistency->consistencyRatio, 2))))
        << header.toStdString();
    const QString tip =
        w.model.headerData(w.model.columnOf(kInfraHead), Qt::Horizontal, Qt::ToolTipRole)
            .toString();
    for (const PairwiseJudgement &judgement : infra.consistency->worst)
        EXPECT_TRUE(tip.contains(QString::fromStdString(judgement.criterion) + " vs " +
                                 QString::fromStdString(judgement.otherCriterion)))
            << tip.toStdString();
    EXPECT_EQ(
        w.model.headerData(w.model.columnOf(kInfraHead), Qt::Horizontal, Model::InconsistentRole)
            .toBool(),
        infra.consistency->inconsistent);

    // Judgements that contradict each other: the header and the panel warn.
    Scenario scenario = seedStakeholders();
    auto &matrix = scenario.stakeholders[kInfraHead].pairwise;
    matrix[0][1] = 9.0;
    matrix[1][0] = 1.0 / 9.0;
    matrix[1][2] = 9.0;
    matrix[2][1] = 1.0 / 9.0;
    matrix[0][2] = 1.0 / 9.0;
    matrix[2][0] = 9.0;
    Workspace bad(scenario);
    const StakeholderView &worse = bad.result().members[kInfraHead];
    ASSERT_TRUE(worse.consistency && worse.consistency->inconsistent);
    EXPECT_TRUE(bad.model.headerData(bad.model.columnOf(kInfraHead), Qt::Horizontal)
                    .toString()
                    .startsWith(QStringLiteral("⚠ ")));
    EXPECT_TRUE(bad.panel.consistencyText().contains("above 0.1"))
        << bad.panel.consistencyText().toStdString();
    EXPECT_TRUE(StakeholderTableModel::consistencyText(*worse.consistency).startsWith("Warning:"));
}

TEST(StakeholdersPanelTest, MembersAreAddedRenamedAndDeletedInUndoableSteps)
{
    Workspace w(seedStakeholders());
    const Scenario original = w.document.scenario();
    w.panel.addMember();
    ASSERT_EQ(w.model.memberCount(), 4);
    const Stakeholder &added = w.document.scenario().stakeholders[3];
    EXPECT_EQ(added.id, "stakeholder-1");
    EXPECT_EQ(w.panel.currentMember(), 3);
    EXPECT_EQ(w.model.columnCount(), Model::FirstMemberColumn + 4 + 1);

    w.panel.nameEdit()->setText("Security lead");
    Q_EMIT w.panel.nameEdit()->editingFinished();
    w.panel.roleEdit()->setText("Security");
    Q_EMIT w.panel.roleEdit()->editingFinished();
    w.panel.influenceSpin()->setValue(2.0);
    const Stakeholder &edited = w.document.scenario().stakeholders[3];
    EXPECT_EQ(edited.name, "Security lead");
    EXPECT_EQ(edited.role, "Security");
    EXPECT_EQ(edited.influence, 2.0);
    EXPECT_EQ(w.model.headerData(w.model.columnOf(3), Qt::Horizontal).toString(),
              "Security lead\nSecurity");
    // The matrix panel offers the new member as a view.
    EXPECT_GE(w.matrixPanel.viewAsCombo()->findData(QStringLiteral("stakeholder-1")), 0);

    w.panel.setCurrentMember(kCfo);
    w.panel.deleteMember();
    ASSERT_EQ(w.model.memberCount(), 3);
    EXPECT_EQ(w.document.scenario().stakeholders[0].id, "ml_lead");

    w.panel.meanCombo()->setCurrentIndex(1);
    Q_EMIT w.panel.meanCombo()->activated(1);
    EXPECT_EQ(w.document.scenario().stakeholderMean, StakeholderMean::Geometric);
    EXPECT_EQ(w.result().mean, StakeholderMean::Geometric);

    // Add, name, role, influence, delete, mean: six steps, all undone.
    for (int i = 0; i < 6; ++i)
        w.document.undoStack()->undo();
    EXPECT_EQ(w.document.scenario(), original);
    EXPECT_EQ(w.model.memberCount(), 3);
    w.document.undoStack()->redo();
    EXPECT_EQ(w.model.memberCount(), 4);
}

TEST(StakeholdersPanelTest, ViewAsPicksWhoseTotalsAndWinnerTheMatrixShows)
{
    Workspace w(seedStakeholders());
    QComboBox *viewAs = w.matrixPanel.viewAsCombo();
    // The group, each member, the criteria's own weights.
    ASSERT_EQ(viewAs->count(), 5);
    EXPECT_EQ(viewAs->currentData().toString(), DecisionMatrixPanel::kViewGroup);

    const auto totals = [](const MatrixResult &matrix) {
        std::vector<double> out;
        for (const MatrixTotal &total : matrix.totals)
            out.push_back(total.total);
        return out;
    };
    const StakeholderResult &result = w.result();
    EXPECT_EQ(w.barTotals(), totals(result.group.matrix));
    EXPECT_EQ(w.matrixPanel.winnerText(),
              MatrixText::winner(w.document.scenario(), result.group.matrix));

    w.matrixPanel.setViewAs(QStringLiteral("cfo"));
    EXPECT_EQ(w.barTotals(), totals(result.members[kCfo].matrix));
    EXPECT_EQ(w.matrixPanel.winnerText(),
              MatrixText::winner(w.document.scenario(), result.members[kCfo].matrix));
    w.matrixPanel.setViewAs(QStringLiteral("ml_lead"));
    EXPECT_EQ(w.barTotals(), totals(result.members[kMlLead].matrix));
    EXPECT_NE(totals(result.members[kMlLead].matrix), totals(result.members[kCfo].matrix));
    w.matrixPanel.setViewAs(DecisionMatrixPanel::kViewCriteria);
    ASSERT_TRUE(result.scenarioWeights.has_value());
    EXPECT_EQ(w.barTotals(), totals(*result.scenarioWeights));

    // A member's view follows edits of that member's weights.
    w.matrixPanel.setViewAs(QStringLiteral("ml_lead"));
    ASSERT_TRUE(
        w.model.setData(w.model.index(w.row("training_budget"), w.model.columnOf(kMlLead)), 10.0));
    EXPECT_EQ(w.barTotals(), totals(w.result().members[kMlLead].matrix));
    EXPECT_EQ(w.matrixPanel.viewAs(), "ml_lead");

    // Deleting the member viewed falls back on the group.
    w.panel.setCurrentMember(kMlLead);
    w.panel.deleteMember();
    EXPECT_EQ(w.matrixPanel.viewAs(), DecisionMatrixPanel::kViewGroup);
    EXPECT_EQ(w.barTotals(), totals(w.result().group.matrix));

    // Without stakeholders there is one view and no selector.
    w.panel.setCurrentMember(0);
    w.panel.deleteMember();
    w.panel.setCurrentMember(0);
    w.panel.deleteMember();
    EXPECT_EQ(w.model.memberCount(), 0);
    EXPECT_EQ(viewAs->count(), 1);
    EXPECT_EQ(w.matrixPanel.viewAs(), DecisionMatrixPanel::kViewCriteria);
    EXPECT_EQ(w.barTotals(), totals(*w.controller.evaluation().matrix));
}

TEST(StakeholdersPanelTest, RendersSeed001Stakeholders)
{
    Workspace w(seedStakeholders());
    w.panel.resize(1300, 520);
    const QPixmap image = w.panel.grab();
    EXPECT_EQ(image.size(), QSize(1300, 520) * image.devicePixelRatio());
    EXPECT_EQ(w.panel.totalsChart()->categories(),
              (QStringList{"CFO", "ML lead", "Head of<br>infrastructure", "Group"}));
    // Set ACCELDECIDE_SNAPSHOT_DIR to look at it.
    const QString dir = qEnvironmentVariable("ACCELDECIDE_SNAPSHOT_DIR");
    if (!dir.isEmpty())
        image.save(QDir(dir).filePath("stakeholders.png"));
}

} // namespace
} // namespace acceldecide::ui
