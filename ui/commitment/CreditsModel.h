#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"
#include "ui/models/ScenarioEntriesModel.h"

#include <QStringList>

#include <functional>

namespace acceldecide::ui {

class ScenarioDocument;

// The team's promotional credits (Scenario::credits), one row each: id, label, amount,
// first and last month it may be spent, and which options it may pay for ("All",
// "Neuron", "CUDA" or option ids separated by commas). Built as HeldCommitmentsModel is:
// every edit is one ScenarioDocument::apply(), so it is undoable and judged by the
// scenario format's own rules, which name the field and value of what they refuse; the
// steps of one spin box on one cell merge into one undo step.
class CreditsModel : public ScenarioEntriesModel
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
    enum Role
    {
        // The Applies to cell's suggestions: the three words, then every option id.
        ScopeChoicesRole = Qt::UserRole + 1,
        // The RangeTable path of a numeric cell ("credits[].usd").
        RangePathRole,
    };

    explicit CreditsModel(ScenarioDocument *document, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // CreditEditing::suggested, appended.
    Expected<void, QString> addCredit();
    Expected<void, QString> removeCredit(int row);

Q_SIGNALS:
    // An edit was refused; the text names the field and the value.
    void editRejected(const QString &problem);

private:
    // Applies `edit` to row `row` as one undo step (merging with the last one of the same
    // non-empty `mergeKey`); emits editRejected and returns false when refused.
    bool edit(int row, const QString &mergeKey, const QString &description,
              const std::function<void(Credit &)> &edit);
    bool setNumber(const QModelIndex &index, const QVariant &value);
    bool setScope(int row, const QString &text);
    QString field(int row, int column) const;
};

} // namespace acceldecide::ui
