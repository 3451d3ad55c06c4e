#pragma once

#include <QGroupBox>

class QLabel;
class QTableView;

namespace acceldecide::ui {

class PairwiseJudgementDelegate;
class PairwiseMatrixModel;
class ScenarioDocument;
class StakeholderTableModel;

// The selected member's pairwise comparison of the criteria: the judgement matrix (upper
// triangle edited on Saaty's scale, the reciprocals below read-only), the weights it
// gives, and its consistency ratio with the judgements that disagree most, flagged above
// 0.10 and highlighted in the matrix. Hidden while the member weighs the criteria
// directly.
class PairwiseEditor : public QGroupBox
{
    Q_OBJECT

public:
    PairwiseEditor(ScenarioDocument *document, StakeholderTableModel *members,
                   QWidget *parent = nullptr);

    void setMember(int member);
    PairwiseMatrixModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // As shown under the matrix.
    QString consistencyText() const;

private:
    void refresh();

    StakeholderTableModel *m_members;
    PairwiseMatrixModel *m_model;
    PairwiseJudgementDelegate *m_delegate;
    QTableView *m_view;
    QLabel *m_consistency;
};

} // namespace acceldecide::ui
