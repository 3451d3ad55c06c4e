#pragma once

#include "ui/models/ScenarioEntriesDelegate.h"

namespace acceldecide::ui {

// Editors of the held-commitments table (ScenarioEntriesDelegate's): a combo box for the
// type, plan or offering class, spin boxes showing the field's unit. An empty $/hour (a
// reservation priced by its option) is the spin box's lowest value, shown as "from the
// option".
class HeldCommitmentsDelegate : public ScenarioEntriesDelegate
{
    Q_OBJECT

public:
    explicit HeldCommitmentsDelegate(QObject *parent = nullptr);

protected:
    void configureSpinBox(QDoubleSpinBox *spin, const FieldRange &range,
                          const QModelIndex &index) const override;
};

} // namespace acceldecide::ui
