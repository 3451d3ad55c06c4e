#pragma once

#include "core/decision/PairwiseWeights.h"

#include <QAbstractTableModel>
#include <QString>

#include <optional>
#include <vector>

namespace acceldecide::ui {

class ScenarioDocument;
class StakeholderTableModel;

// One stakeholder's pairwise comparison of the criteria: a criterion x criterion matrix of
// judgements on Saaty's scale, shown as people write them ("3", "1/3"), and a last column
// with the weights core derives from it (scaled so the largest is 10). A judgement above
// the diagonal is edited (its reciprocal below follows, read-only; the diagonal is 1);
// edits go through StakeholderTableModel, so each is one undo step and a refusal is
// reported there, naming the cell. The weights and the consistency are core's, refreshed
// on every change of the document, so they follow each judgement as it is made.
class PairwiseMatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // True on the cells the edit of another cell fills in (the diagonal, below it).
    static constexpr int ReciprocalRole = Qt::UserRole + 1;
    // 1..3 on the judgements (both halves) core names as the most inconsistent; else 0.
    static constexpr int InconsistencyRankRole = Qt::UserRole + 2;

    PairwiseMatrixModel(ScenarioDocument *document, StakeholderTableModel *members,
                        QObject *parent = nullptr);

    // The member shown; -1, or a member with direct weights, shows nothing.
    void setMember(int member);
    int member() const { return m_member; }
    // The weights column, after one column per criterion.
    int weightColumn() const { return m_size; }
    // What core derives from the shown comparison; nullopt while nothing is shown.
    const std::optional<PairwiseWeights::Result> &derived() const { return m_derived; }
    // The consistency ratio and the judgements that disagree most, with the criteria's
    // labels, as the panel shows them under the matrix.
    QString consistencyText() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    void refresh();
    const std::vector<std::vector<double>> *matrix() const;
    QString label(int criterion) const;
    int inconsistencyRank(int row, int column) const;

    ScenarioDocument *m_document;
    StakeholderTableModel *m_members;
    int m_member = -1;
    int m_size = 0;
    std::optional<PairwiseWeights::Result> m_derived;
    std::vector<double> m_weights; // on the 0..10 scale
};

} // namespace acceldecide::ui
