#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"
#include "ui/models/ScenarioEntriesModel.h"

#include <QStringList>
#include <QVariantList>

namespace acceldecide::ui {

class ScenarioDocument;

// The commitments the team already holds (Scenario::existingCommitments), one row each:
// id, type, what it covers (a savings plan's plan type, a reservation's offering class),
// $/hour, instances, instance type, discount and months remaining. Every edit is one
// ScenarioDocument::apply(), so it is undoable and judged by the scenario format's own
// rules (a write/read round trip), which name the field and value of what they refuse;
// the steps of one spin box on one cell merge into one undo step. The type and plan
// changes go through core's HeldCommitmentEditing, which keeps what each type needs.
class HeldCommitmentsModel : public ScenarioEntriesModel
{
    Q_OBJECT

public:
    enum Column
    {
        IdColumn,
        TypeColumn,
        CoverageColumn, // plan type (savings plan) or offering class (reservation)
        UsdPerHourColumn,
        InstancesColumn,
        InstanceTypeColumn,
        DiscountColumn,
        MonthsColumn,
        ColumnCount
    };
    enum Role
    {
        // A combo cell's choices: their labels and, in the same order, their values.
        ChoiceLabelsRole = Qt::UserRole + 1,
        ChoiceValuesRole,
        // The RangeTable path of a numeric cell ("existing_commitments[].discount_percent").
        RangePathRole,
    };

    explicit HeldCommitmentsModel(ScenarioDocument *document, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // HeldCommitmentEditing::suggested, appended; refused past HeldCommitments::kMax.
    Expected<void, QString> addCommitment();
    Expected<void, QString> removeCommitment(int row);

    static QString kindName(CommitmentKind kind);
    static QString coverageName(const ExistingCommitment &held);

Q_SIGNALS:
    // An edit was refused; the text names the field and the value.
    void editRejected(const QString &problem);

private:
    // Applies `edit` to row `row` as one undo step (merging with the last one of the same
    // non-empty `mergeKey`); emits editRejected and returns false when refused.
    bool edit(int row, const QString &mergeKey, const QString &description,
              const std::function<void(ExistingCommitment &, const Scenario &)> &edit);
    bool setNumber(const QModelIndex &index, const QVariant &value);
    QString field(int row, int column) const;
};

} // namespace acceldecide::ui
