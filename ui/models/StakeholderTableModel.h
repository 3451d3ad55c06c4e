#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"
#include "core/model/StakeholderResult.h"

#include <QAbstractTableModel>
#include <QString>

#include <functional>
#include <string>

namespace acceldecide::ui {

class EvaluationController;
class ScenarioDocument;

// The stakeholders' weights of the document's scenario: one row per criterion; columns
// are the criterion's name, one column per member and a last, read-only column with the
// group's weights (core's mean, scaled so the largest is 10). A member with direct
// weights is edited in place (0-10); a member who compares the criteria pairwise shows
// the weights core derived, read-only, with the consistency ratio in the header. Every
// edit goes through ScenarioDocument::apply() (core validates it, one undo step; the
// steps of one cell merge) and a refusal emits editRejected() naming the field.
class StakeholderTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    static constexpr int LabelColumn = 0;
    static constexpr int FirstMemberColumn = 1;
    // True for the cells of a member whose weights come from a pairwise comparison.
    static constexpr int DerivedRole = Qt::UserRole + 1;
    // True on a member's header while its pairwise judgements are inconsistent (CR > 0.10).
    static constexpr int InconsistentRole = Qt::UserRole + 2;

    StakeholderTableModel(ScenarioDocument *document, EvaluationController *controller,
                          QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    int memberCount() const;
    // The group's column, or -1 without members.
    int groupColumn() const;
    // The member a column shows, or -1 for the label and group columns.
    int memberAt(int column) const;
    int columnOf(int member) const { return FirstMemberColumn + member; }
    const Stakeholder *member(int index) const;
    // What core computed for a member (or the group with -1); null before an evaluation.
    const StakeholderView *view(int member) const;
    // "stakeholders[1].weights.duration", as core names a cell in its messages.
    QString fieldPath(const QModelIndex &index) const;

    // Each one undoable step; the problem is returned (and emitted) when refused.
    Expected<void, QString> addMember(const QString &name);
    Expected<void, QString> removeMember(int member);
    Expected<void, QString> renameMember(int member, const QString &name);
    Expected<void, QString> setRole(int member, const QString &role);
    Expected<void, QString> setInfluence(int member, double influence);
    Expected<void, QString> setWeight(int member, int row, const QVariant &value);
    Expected<void, QString> setMean(StakeholderMean mean);
    // One pairwise judgement, typed as "3", "1/3" or picked from Saaty's scale; its
    // reciprocal follows.
    Expected<void, QString> setJudgement(int member, int row, int column, const QVariant &value);
    // Between direct weights and a pairwise comparison, keeping the member's weights.
    Expected<void, QString> setComparesPairwise(int member, bool pairwise);

    // "CR 0.14: above 0.10, revisit" and the three judgements that disagree most.
    static QString consistencyText(const PairwiseConsistency &consistency);

Q_SIGNALS:
    void editRejected(const QString &problem);

private:
    void documentChanged();
    void evaluated();
    const StakeholderResult *result() const;
    QString memberToolTip(int member) const;
    Expected<void, QString>
    apply(const QString &mergeKey, const QString &description,
          const std::function<Expected<void, std::string>(Scenario &)> &edit);

    ScenarioDocument *m_document;
    EvaluationController *m_controller;
    int m_rows = 0;
    int m_members = 0;
};

} // namespace acceldecide::ui
