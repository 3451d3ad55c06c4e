#pragma once

#include <QSortFilterProxyModel>

namespace acceldecide::ui {

// The catalog page's proxy: sorting is passed to the table model, which has the database
// sort every row (sorting here would order only the rows read so far). It filters
// nothing itself either; CatalogTableModel::setFilterText() asks the database.
class CatalogSortProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override
    {
        if (QAbstractItemModel *source = sourceModel())
            source->sort(column, order);
    }
};

} // namespace acceldecide::ui
