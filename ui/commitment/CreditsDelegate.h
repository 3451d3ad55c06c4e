#pragma once

#include "ui/models/ScenarioEntriesDelegate.h"

namespace acceldecide::ui {

// Editors of the credits table (ScenarioEntriesDelegate's): the amount's spin box steps a
// thousand dollars at a time, since credits come in round sums; Applies to offers All,
// Neuron, CUDA and the option ids, and takes a typed list of ids.
class CreditsDelegate : public ScenarioEntriesDelegate
{
    Q_OBJECT

public:
    explicit CreditsDelegate(QObject *parent = nullptr);

protected:
    void configureSpinBox(QDoubleSpinBox *spin, const FieldRange &range,
                          const QModelIndex &index) const override;
};

} // namespace acceldecide::ui
