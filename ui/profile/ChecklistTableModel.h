#pragma once

#include "core/model/ProfileResult.h"

#include <QAbstractTableModel>
#include <QString>

#include <optional>

namespace acceldecide::ui {

// Seed 000's "Practical Decision Checklist" as the workload profile answers it: one row per
// item, a tick in the Trainium or the H100 column, or the row saying it is in neither
// column or unanswered; the headers carry the ticks per column. Read-only: the answers are
// edited in the profile form, and core decides the columns (DecisionChecklist).
class ChecklistTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        ItemColumn,
        TrainiumColumn,
        H100Column,
        AnswerColumn,
        ColumnCount
    };

    // The tick, and what stands in a column the item does not fall in.
    static const QString kTick;
    static const QString kNeither;

    explicit ChecklistTableModel(QObject *parent = nullptr);

    // nullopt: no profile, no rows.
    void setChecklist(const std::optional<ChecklistResult> &checklist);
    const std::optional<ChecklistResult> &checklist() const { return m_checklist; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // "Trainium column: 7 of 9 · H100 column: 0 of 9 · 2 in neither · 0 unanswered".
    QString countsText() const;
    // The seed's verdict rule as core quotes it; empty without a checklist.
    QString verdictText() const;

private:
    QString columnText(const ChecklistItem &item, int column) const;
    QString answerText(const ChecklistItem &item) const;
    int count(ChecklistColumn column) const;

    std::optional<ChecklistResult> m_checklist;
};

} // namespace acceldecide::ui
