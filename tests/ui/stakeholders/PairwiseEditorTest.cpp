// The pairwise comparison editor of the stakeholders panel: a judgement typed or picked
// above the diagonal sets its reciprocal, moves the member's weights and consistency
// ratio as core derives them, and is one undo step; values off Saaty's scale are refused
// naming the cell and the value; a member switches between direct weights and a
// comparison in one undo step without their weights moving.

#include "ui/stakeholders/PairwiseEditor.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/models/PairwiseMatrixModel.h"
#include "ui/models/StakeholderTableModel.h"
#include "ui/stakeholders/StakeholdersPanel.h"

#include "core/decision/PairwiseWeights.h"
#include "core/decision/StakeholderMatrix.h"
#include "core/io/ScenarioReader.h"

#include <QComboBox>
#include <QLineEdit>
#include <QTableView>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

Scenario seedStakeholders()
{
    ScenarioReadResult read = ScenarioReader::fromFile(std::string(ACCELDECIDE_SCENARIOS_DIR) +
                                                       "/seed001-stakeholders.json");
    EXPECT_TRUE(read.ok());
    return read.ok() ? std::move(*read) : Scenario{};
}

constexpr int kCfo = 0;       // direct weights
constexpr int kInfraHead = 2; // compares pairwise

struct Workspace
{
    ScenarioDocument document;
    EvaluationController controller{&document};
    StakeholdersPanel panel{&document, &controller};
    PairwiseEditor &editor = *panel.pairwiseEditor();
    PairwiseMatrixModel &model = *editor.model();
    std::vector<QString> rejections;

    explicit Workspace(Scenario scenario)
    {
        controller.setMonteCarloSamples(0);
        document.reset(std::move(scenario));
        QObject::connect(panel.model(), &StakeholderTableModel::editRejected,
                         [this](const QString &problem) { rejections.push_back(problem); });
        panel.resize(1300, 900);
        panel.show();
    }

    const std::vector<std::vector<double>> &matrix(int member) const
    {
        return document.scenario().stakeholders[std::size_t(member)].pairwise;
    }
    std::vector<std::string> criterionIds() const
    {
        std::vector<std::string> ids;
        for (const Criterion &criterion : *document.scenario().criteria)
            ids.push_back(criterion.id);
        return ids;
    }
};

TEST(PairwiseEditorTest, ShowsTheSelectedPairwiseMembersJudgementsAndWeights)
{
    Workspace w(seedStakeholders());
    w.panel.setCurrentMember(kCfo);
    EXPECT_TRUE(w.editor.isHidden());
    EXPECT_EQ(w.model.rowCount(), 0);
    EXPECT_EQ(w.panel.methodCombo()->currentIndex(), 0);

    w.panel.setCurrentMember(kInfraHead);
    EXPECT_FALSE(w.editor.isHidden());
    EXPECT_EQ(w.panel.methodCombo()->currentIndex(), 1);
    const std::size_t n = w.document.scenario().criteria->size();
    ASSERT_EQ(w.model.rowCount(), int(n));
    ASSERT_EQ(w.model.columnCount(), int(n) + 1);
    const auto &matrix = w.matrix(kInfraHead);
    // The seed's judgements as people write them, and which cells take an edit.
    EXPECT_EQ(w.model.index(0, 1).data().toString(), "1/2");
    EXPECT_EQ(w.model.index(1, 0).data().toString(), "2");
    EXPECT_EQ(w.model.index(0, 0).data().toString(), "1");
    EXPECT_TRUE(w.model.flags(w.model.index(0, 1)) & Qt::ItemIsEditable);
    EXPECT_FALSE(w.model.flags(w.model.index(1, 0)) & Qt::ItemIsEditable);
    EXPECT_FALSE(w.model.flags(w.model.index(2, 2)) & Qt::ItemIsEditable);
    EXPECT_FALSE(w.model.flags(w.model.index(0, w.model.weightColumn())) & Qt::ItemIsEditable);
    EXPECT_TRUE(w.model.index(1, 0).data(PairwiseMatrixModel::ReciprocalRole).toBool());
    EXPECT_FALSE(w.model.index(0, 1).data(PairwiseMatrixModel::ReciprocalRole).toBool());

    // The weights column is core's, the same as the members' table shows.
    const std::vector<double> weights = StakeholderMatrix::memberWeights(
        w.document.scenario().stakeholders[kInfraHead], *w.document.scenario().criteria);
    for (std::size_t i = 0; i < n; ++i)
        EXPECT_DOUBLE_EQ(
            w.model.index(int(i), w.model.weightColumn()).data(Qt::EditRole).toDouble(),
            weights[i]);
    const PairwiseWeights::Result derived = PairwiseWeights::derive(matrix, w.criterionIds());
    EXPECT_TRUE(w.editor.consistencyText().startsWith(
        QStringLiteral("Consistency ratio %1")
            .arg(QString::number(derived.consistency.consistencyRatio, 'f', 2))))
        << w.editor.consistencyText().toStdString();
}

TEST(PairwiseEditorTest, AJudgementSetsItsReciprocalMovesTheWeightsAndIsOneUndoStep)
{
    Workspace w(seedStakeholders());
    w.panel.setCurrentMember(kInfraHead);
    const Scenario original = w.document.scenario();
    const double before = w.model.index(0, w.model.weightColumn()).data(Qt::EditRole).toDouble();
    const int steps = w.document.undoStack()->count();

    // Through the view's editor, as a person does it: pick 7 from Saaty's scale.
    const QModelIndex cell = w.model.index(0, 1);
    w.editor.view()->setCurrentIndex(cell);
    w.editor.view()->edit(cell);
    auto *combo = qobject_cast<QComboBox *>(w.editor.view()->indexWidget(cell));
    ASSERT_NE(combo, nullptr);
    ASSERT_EQ(combo->count(), 17);
    EXPECT_EQ(combo->itemText(0), "1/9");
    EXPECT_EQ(combo->itemText(16), "9");
    EXPECT_EQ(combo->currentText(), "1/2");
    const int seven = combo->findText("7");
    combo->setCurrentIndex(seven);
    Q_EMIT combo->activated(seven);
    EXPECT_EQ(w.matrix(kInfraHead)[0][1], 7.0);
    EXPECT_EQ(w.matrix(kInfraHead)[1][0], 1.0 / 7.0);
    EXPECT_EQ(w.model.index(1, 0).data().toString(), "1/7");
    EXPECT_EQ(w.document.undoStack()->count(), steps + 1);
    // The weights follow at once: the first criterion now matters much more.
    const double after = w.model.index(0, w.model.weightColumn()).data(Qt::EditRole).toDouble();
    EXPECT_GT(after, before);
    const std::vector<double> expected = StakeholderMatrix::memberWeights(
        w.document.scenario().stakeholders[kInfraHead], *w.document.scenario().criteria);
    EXPECT_DOUBLE_EQ(after, expected[0]);

    // A typed fraction on the same pair merges into the same step.
    EXPECT_TRUE(w.model.setData(cell, QStringLiteral("1/3")));
    EXPECT_EQ(w.matrix(kInfraHead)[0][1], 1.0 / 3.0);
    EXPECT_EQ(w.matrix(kInfraHead)[1][0], 3.0);
    EXPECT_EQ(w.document.undoStack()->count(), steps + 1);

    w.document.undoStack()->undo();
    EXPECT_EQ(w.document.scenario(), original);
    EXPECT_EQ(w.model.index(0, 1).data().toString(), "1/2");
    EXPECT_DOUBLE_EQ(w.model.index(0, w.model.weightColumn()).data(Qt::EditRole).toDouble(),
                     before);
}

TEST(PairwiseEditorTest, ValuesOffSaatysScaleAreRefusedNamingTheCellAndValue)
{
    Workspace w(seedStakeholders());
    w.panel.setCurrentMember(kInfraHead);
    const Scenario original = w.document.scenario();
    const QModelIndex cell = w.model.index(0, 2);
    EXPECT_FALSE(w.model.setData(cell, QStringLiteral("0")));
    EXPECT_FALSE(w.model.setData(cell, QStringLiteral("10")));
    EXPECT_FALSE(w.model.setData(cell, QStringLiteral("abc")));
    ASSERT_EQ(w.rejections.size(), 3u);
    EXPECT_EQ(w.rejections[0], "stakeholders[2].pairwise[0][2]: must not be 0 (Saaty's scale "
                               "runs from 1/9 to 9), got 0");
    EXPECT_EQ(w.rejections[1], "stakeholders[2].pairwise[0][2]: must be between 1/9 and 9 "
                               "(Saaty's scale), got 10");
    EXPECT_EQ(w.rejections[2], "stakeholders[2].pairwise[0][2]: must be a number or a fraction "
                               "from 1/9 to 9 (Saaty's scale), got \"abc\"");
    EXPECT_EQ(w.panel.messageText(), w.rejections[2]);
    // Below the diagonal nothing is taken: the cell above is the one to edit.
    EXPECT_FALSE(w.model.setData(w.model.index(2, 0), QStringLiteral("3")));
    EXPECT_EQ(w.document.scenario(), original);
}

TEST(PairwiseEditorTest, ContradictingJudgementsAreFlaggedAndTheWorstNamedAndMarked)
{
    Workspace w(seedStakeholders());
    w.panel.setCurrentMember(kInfraHead);
    // A over B, B over C, yet C far over A.
    ASSERT_TRUE(w.model.setData(w.model.index(0, 1), QStringLiteral("9")));
    ASSERT_TRUE(w.model.setData(w.model.index(1, 2), QStringLiteral("9")));
    ASSERT_TRUE(w.model.setData(w.model.index(0, 2), QStringLiteral("1/9")));
    const PairwiseWeights::Result derived =
        PairwiseWeights::derive(w.matrix(kInfraHead), w.criterionIds());
    ASSERT_TRUE(derived.consistency.inconsistent);
    ASSERT_EQ(derived.consistency.worst.size(), 3u);
    const QString text = w.editor.consistencyText();
    EXPECT_TRUE(
        text.startsWith(QStringLiteral("⚠ Consistency ratio %1, above 0.10")
                            .arg(QString::number(derived.consistency.consistencyRatio, 'f', 2))))
        << text.toStdString();
    const auto labelOf = [&](const std::string &id) {
        for (const Criterion &criterion : *w.document.scenario().criteria) {
            if (criterion.id == id)
                return QString::fromStdString(criterion.label);
        }
        return QString();
    };
    const auto rowOf = [&](const std::string &id) {
        const std::vector<std::string> ids = w.criterionIds();
        return int(std::find(ids.begin(), ids.end(), id) - ids.begin());
    };
    int rank = 1;
    for (const PairwiseJudgement &judgement : derived.consistency.worst) {
        EXPECT_TRUE(text.contains(
            QStringLiteral("'%1' against '%2'")
                .arg(labelOf(judgement.criterion), labelOf(judgement.otherCriterion))))
            << text.toStdString();
        const int row = rowOf(judgement.criterion);
        const int column = rowOf(judgement.otherCriterion);
        EXPECT_EQ(w.model.index(row, column).data(PairwiseMatrixModel::InconsistencyRankRole),
                  rank);
        EXPECT_EQ(w.model.index(column, row).data(PairwiseMatrixModel::InconsistencyRankRole),
                  rank);
        ++rank;
    }
    EXPECT_EQ(w.model.index(5, 6).data(PairwiseMatrixModel::InconsistencyRankRole), 0);
}

TEST(PairwiseEditorTest, SwitchingBetweenDirectAndPairwiseIsOneUndoStepKeepingTheWeights)
{
    Workspace w(seedStakeholders());
    w.panel.setCurrentMember(kCfo);
    const Scenario original = w.document.scenario();
    const std::vector<double> groupBefore = w.controller.evaluation().stakeholders->group.weights;
    const int steps = w.document.undoStack()->count();

    QComboBox *method = w.panel.methodCombo();
    method->setCurrentIndex(1);
    Q_EMIT method->activated(1);
    const Stakeholder &cfo = w.document.scenario().stakeholders[kCfo];
    ASSERT_TRUE(cfo.usesPairwise());
    EXPECT_EQ(w.document.undoStack()->count(), steps + 1);
    EXPECT_FALSE(w.editor.isHidden());
    EXPECT_EQ(w.model.rowCount(), int(w.document.scenario().criteria->size()));
    const std::vector<double> groupAfter = w.controller.evaluation().stakeholders->group.weights;
    ASSERT_EQ(groupAfter.size(), groupBefore.size());
    for (std::size_t i = 0; i < groupBefore.size(); ++i)
        EXPECT_NEAR(groupAfter[i], groupBefore[i], 1e-9) << i;
    // The members' table now shows the CFO's weights derived, read-only.
    const QModelIndex cell = w.panel.model()->index(0, w.panel.model()->columnOf(kCfo));
    EXPECT_FALSE(w.panel.model()->flags(cell) & Qt::ItemIsEditable);

    w.document.undoStack()->undo();
    EXPECT_EQ(w.document.scenario(), original);
    EXPECT_TRUE(w.editor.isHidden());
    EXPECT_EQ(w.panel.methodCombo()->currentIndex(), 0);

    // And back from pairwise to direct weights: the derived weights, editable.
    w.panel.setCurrentMember(kInfraHead);
    method->setCurrentIndex(0);
    Q_EMIT method->activated(0);
    const Stakeholder &infra = w.document.scenario().stakeholders[kInfraHead];
    EXPECT_FALSE(infra.usesPairwise());
    EXPECT_EQ(infra.weights.size(), w.document.scenario().criteria->size());
    EXPECT_TRUE(w.editor.isHidden());
    EXPECT_TRUE(
        w.panel.model()->flags(w.panel.model()->index(0, w.panel.model()->columnOf(kInfraHead))) &
        Qt::ItemIsEditable);
    w.document.undoStack()->undo();
    EXPECT_EQ(w.document.scenario(), original);
}

} // namespace
} // namespace acceldecide::ui
