#pragma once

#include "core/actuals/PlanVsActual.h"

#include <QAbstractTableModel>

#include <vector>

namespace acceldecide::ui {

// A decision's variance against its bill in the parts core splits it into (volume, rate,
// mix, commitment waste, credits), a row a month and one for the whole period, each part
// with its sign: read-only.
class VariancePartsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        MonthColumn,
        VolumeColumn,
        RateColumn,
        MixColumn,
        WasteColumn,
        CreditsColumn,
        VarianceColumn,
        ColumnCount
    };
    // The part in dollars, unrounded (a double); invalid in the month column.
    static constexpr int ValueRole = Qt::UserRole;

    using QAbstractTableModel::QAbstractTableModel;

    void setComparison(const actuals::PlanVsActual &comparison);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString name;
        actuals::VarianceParts parts;
    };
    std::vector<Row> m_rows;
};

} // namespace acceldecide::ui
