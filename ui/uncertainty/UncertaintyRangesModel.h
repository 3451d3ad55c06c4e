#pragma once

#include "ui/models/TypedEntriesModel.h"

#include "core/model/Expected.h"
#include "core/model/Scenario.h"

namespace acceldecide::ui {

class ScenarioDocument;

// The scenario's uncertainty ranges (what Monte Carlo samples): one row per input with
// its low and high value; the scenario's own value is the most likely one. Edits go
// through ScenarioDocument::apply(), so core refuses a range that does not contain the
// input's value or leaves the field's valid range, naming both. The Live column's tick
// makes the input a slider of presentation mode's live bar (at most
// Presentation::kMaxLiveInputs), one undoable edit like any other.
class UncertaintyRangesModel : public TypedEntriesModel<UncertaintyRange>
{
    Q_OBJECT

public:
    enum Column
    {
        InputColumn,
        LowColumn,
        ValueColumn,
        HighColumn,
        LiveColumn,
        ColumnCount
    };

    explicit UncertaintyRangesModel(ScenarioDocument *document, QObject *parent = nullptr);

    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // Adds a range for `target` (a ParameterPath) at ±20 % of its value; returns the problem.
    Expected<void, QString> addRange(const QString &target);
    Expected<void, QString> removeRange(int row);
    // Makes the input of range `row` live in presentation mode, or no longer live.
    Expected<void, QString> setLive(int row, bool live);

private:
    QVariant cellValue(const UncertaintyRange &range, int column, bool edit) const override;
    QVariant cellData(int row, int column, int role) const override;
};

} // namespace acceldecide::ui
