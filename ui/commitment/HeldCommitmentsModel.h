#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"
#include "ui/models/TypedEntriesModel.h"

#include <QString>

namespace acceldecide::ui {

class ScenarioDocument;

// The commitments the team already holds (Scenario::existingCommitments), one row each:
// id, type, what it covers (a savings plan's plan type, a reservation's offering class),
// $/hour, instances, instance type, discount, months remaining, and a savings plan's term
// and payment option or a convertible reservation's exchange. Edited as
// TypedEntriesModel edits every list: one undo step each, refused in the scenario
// format's words. The type and plan changes go through core's HeldCommitmentEditing,
// which keeps what each type needs.
class HeldCommitmentsModel : public TypedEntriesModel<ExistingCommitment>
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
        TermColumn,     // a savings plan's term, choosing the catalog's rate (0: not stated)
        PaymentColumn,  // its payment option (-1: not stated)
        ExchangeColumn, // a convertible reservation's exchange (-1: where offered)
        ColumnCount
    };

    explicit HeldCommitmentsModel(ScenarioDocument *document, QObject *parent = nullptr);

    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // HeldCommitmentEditing::suggested, appended; refused past HeldCommitments::kMax.
    Expected<void, QString> addCommitment();
    Expected<void, QString> removeCommitment(int row);

    static QString kindName(CommitmentKind kind);
    static QString coverageName(const ExistingCommitment &held);
    static QString termName(std::optional<int> termYears);
    static QString paymentName(std::optional<PaymentOption> payment);
    static QString exchangeName(std::optional<bool> exchange);

private:
    QVariant cellValue(const ExistingCommitment &held, int column, bool edit) const override;
    QVariant cellData(int row, int column, int role) const override;
    bool setNumberCell(const QModelIndex &index, const QVariant &value);
    bool setChoiceCell(const QModelIndex &index, const QVariant &value);
    QVariant choices(const ExistingCommitment &held, int column, int role) const;
    QString field(int row, int column) const;
};

} // namespace acceldecide::ui
