#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"
#include "ui/models/TypedEntriesModel.h"

namespace acceldecide::ui {

class ScenarioDocument;

// The team's promotional credits (Scenario::credits), one row each: id, label, amount,
// first and last month it may be spent, and which options it may pay for ("All",
// "Neuron", "CUDA" or option ids separated by commas: the Applies to cell's choices are
// suggestions, the three words and then every option id). Edited as TypedEntriesModel
// edits every list: one undo step each, refused in the scenario format's words.
class CreditsModel : public TypedEntriesModel<Credit>
{
    Q_OBJECT

public:
    enum Column
    {
        IdColumn,
        LabelColumn,
        UsdColumn,
        FirstMonthColumn,
        ExpiresMonthColumn,
        AppliesToColumn,
        ColumnCount
    };

    explicit CreditsModel(ScenarioDocument *document, QObject *parent = nullptr);

    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    // CreditEditing::suggested, appended.
    Expected<void, QString> addCredit();
    Expected<void, QString> removeCredit(int row);

private:
    QVariant cellValue(const Credit &credit, int column, bool edit) const override;
    QVariant cellData(int row, int column, int role) const override;
    bool setScope(int row, const QString &text);
    QString field(int row, int column) const;
};

} // namespace acceldecide::ui
